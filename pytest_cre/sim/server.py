"""``sim``: a simulated model behind a real OpenAI-compatible HTTP server on loopback.

Each benchmark family hands in an answerer that reads its own prompts the way a model would
have to (finds the target, measures where it sits and how long the context is) and answers by
the model's positional ``Profile``. Everything is a pure function of the request, so the same
prompt always gets the same answer, in any process.

The server can also behave like a real, imperfect endpoint: a ``Latency`` model, a toy prefix
cache reported as ``usage.prompt_tokens_details.cached_tokens``, and a ``FaultPlan`` of injected
failures (rate limits, 5xx, quota, hangs, malformed or empty answers, context overflow). Faults
are drawn from the request and how many times the server has already seen it, so a retrying
client gets through with the planned probability and a replayed run sees the same sequence.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..assembly.placement import messages_sha256
from ..core.tokens import get_tokenizer
from ..endpoints.client import EMPTY_THINK
from .batches import BatchStore
from .options import FaultPlan, Latency, bounded, kv_items

PARAM_PREFIX = "sim-param:"
SHAPES = ("middle", "recency", "flat")
DEFAULT_MAX_TOKENS = 4096  # what an ``empty`` answer spends when the request names no budget
CACHE_GRANULE = 64  # cached_tokens is reported in multiples of this, as vLLM/DeepSeek blocks


@dataclass(frozen=True)
class Profile:
    """Accuracy as a function of target depth d (0-1) and context length.

    ``p = base * (1 - severity(ctx) * weight(d) * filler_factor)`` where severity grows with
    log2 of the context length above 4K tokens.
    """

    name: str
    base: float = 0.95
    growth: float = 0.08  # severity = min(max_severity, growth * log2(ctx / 4096) ** power)
    power: float = 1.8
    max_severity: float = 0.9
    width: float = 0.22  # width of the middle dip (lost-in-the-middle)
    shape: str = "middle"  # "middle", "recency" or "flat"
    filler_copy: float = 0.75  # share of wrong answers that copy a nearby filler answer

    def p_correct(self, depth: float, context_tokens: int, interference: float = 1.0) -> float:
        """``interference`` scales the loss: how much the context distracts (the family says:
        similar problems more, plain prose less)."""
        if self.shape == "flat" or context_tokens <= 4096:
            return self.base
        x = math.log2(context_tokens / 4096)
        severity = min(self.max_severity, self.growth * x**self.power)
        # middle: a bell around the centre; recency: the further from the end, the worse
        weight = math.exp(-(((depth - 0.5) / self.width) ** 2)) if self.shape == "middle" else 1.0 - depth
        return max(0.0, self.base * (1.0 - min(1.0, severity * weight * interference)))


PROFILES = {
    p.name: p
    for p in [
        Profile("lost-in-the-middle"),
        Profile("robust", shape="flat", base=0.96),
        Profile("recency", growth=0.1, power=1.5, max_severity=0.8, shape="recency"),
    ]
}

# Each numeric Profile field: (lowest, highest, lowest excluded).
_PROFILE_BOUNDS = {
    "base": (0.0, 1.0, False),
    "growth": (0.0, math.inf, False),
    "power": (0.0, math.inf, True),
    "max_severity": (0.0, 1.0, False),
    "width": (0.0, math.inf, True),
    "filler_copy": (0.0, 1.0, False),
}


def parse_profile(spec: str) -> Profile:
    """A profile from ``key=value`` pairs over the default (lost-in-the-middle) fields, e.g.
    ``base=0.9,growth=0.1,power=1.5,max_severity=0.8,width=0.2,shape=middle,filler_copy=0.7``.
    Raises ValueError on an unknown key or a value out of range."""
    values: dict[str, Any] = {}
    known = {f.name for f in fields(Profile)}
    for key, value in kv_items(spec, "profile"):
        if key not in known:
            raise ValueError(f"unknown profile key {key!r} (known: {', '.join(sorted(known))})")
        if key in values:
            raise ValueError(f"profile key {key!r} given twice")
        if key == "shape":
            if value not in SHAPES:
                raise ValueError(f"shape must be one of {', '.join(SHAPES)}, not {value!r}")
            values[key] = value
        elif key == "name":
            values[key] = value
        else:
            lo, hi, lo_open = _PROFILE_BOUNDS[key]
            values[key] = bounded(value, key, lo, hi, lo_open)
    values.setdefault("name", "param:" + spec)
    return Profile(**values)


def profile_for_model(model: str) -> Profile:
    """The profile a model id selects: ``sim`` (lost-in-the-middle), ``sim-<name>`` for a name in
    PROFILES, or ``sim-param:k=v,...`` (see ``parse_profile``). Ids outside the ``sim-``
    namespace get the default, as a local server answers whatever model name it is sent.
    Raises ValueError for a bad ``sim-param:`` spec or an unknown ``sim-<name>``."""
    if model.startswith(PARAM_PREFIX):
        return parse_profile(model[len(PARAM_PREFIX) :])
    if model.startswith("sim-"):
        name = model[len("sim-") :]
        if name not in PROFILES:
            raise ValueError(
                f"unknown sim profile {name!r} (known: {', '.join(PROFILES)}, or {PARAM_PREFIX}key=value,...)"
            )
        return PROFILES[name]
    return PROFILES["lost-in-the-middle"]


class BadRequest(ValueError):
    """A request the server refuses with HTTP 400; ``code`` and ``param`` go in the error body."""

    def __init__(self, message: str, code: str, param: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.param = param


@dataclass(frozen=True)
class SimRequest:
    """One validated chat-completions request and what every outcome needs from it."""

    body: dict
    model: str
    profile: Profile
    text: str  # message contents joined by newlines: what the sim reads
    prompt_tokens: int  # every message's content counted, and the template's think block (see prepare)
    budget: int | None  # max_completion_tokens or max_tokens, if given
    key: str  # sha256 of the canonical request body: the identity faults are drawn for


def _budget(body: dict) -> int | None:
    for name in ("max_completion_tokens", "max_tokens"):
        value = body.get(name)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise BadRequest(f"Invalid '{name}': expected a positive integer, got {value!r}.", "invalid_value", name)
        return value
    return None


def request_key(body: dict) -> str:
    """sha256 of a request body in canonical JSON (key order and spacing do not matter)."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


class SimModel:
    """Turns one chat-completions request body into a response body."""

    def __init__(
        self, answerers: Iterable[Callable[[str, int, Profile, str], str | None]], count_tokens: Callable[[str], int]
    ) -> None:
        self.answerers = list(answerers)  # one per family: the first that knows a prompt answers
        self.count_tokens = count_tokens

    def prepare(self, body: dict) -> SimRequest:
        """Validate a request body and count its prompt; raises BadRequest."""
        model = str(body.get("model", "sim"))
        try:
            profile = profile_for_model(model)
        except ValueError as exc:
            raise BadRequest(f"The model `{model}` is not a valid sim model: {exc}", "invalid_model", "model") from None
        messages = body.get("messages") or []
        if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
            raise BadRequest("Invalid 'messages': expected an array of message objects.", "invalid_value", "messages")
        contents = [str(m.get("content") or "") for m in messages]
        # The chat template, as Qwen3's applies it: thinking switched off through
        # chat_template_kwargs (vLLM, SGLang, llama.cpp) opens the answer with an empty think
        # block, which the prompt's count includes (and /tokenize counts only when given them).
        kwargs = body.get("chat_template_kwargs")
        think_off = isinstance(kwargs, dict) and kwargs.get("enable_thinking") is False
        return SimRequest(
            body=body,
            model=model,
            profile=profile,
            text="\n".join(contents),
            prompt_tokens=sum(map(self.count_tokens, contents)) + (self.count_tokens(EMPTY_THINK) if think_off else 0),
            budget=_budget(body),
            key=request_key(body),
        )

    def complete(self, body: dict, cached_tokens: int = 0) -> dict:
        """The normal answer to a request body (raises BadRequest for an invalid one)."""
        return self.respond(self.prepare(body), cached_tokens)

    def respond(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The normal answer, cut at the request's token budget like a real model's."""
        content = self._answer(req.text, req.prompt_tokens, req.profile, req.model)
        tokens = self.count_tokens(content)
        if req.budget is not None and tokens > req.budget:
            content, tokens = self._fit(content, req.budget), req.budget
            return self._completion(req, content, "length", tokens, cached_tokens)
        return self._completion(req, content, "stop", tokens, cached_tokens)

    def cut_short(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The ``length`` fault: the answer stops half way, before its final line."""
        content = self._answer(req.text, req.prompt_tokens, req.profile, req.model)
        content = content[: len(content) // 2]
        return self._completion(req, content, "length", self.count_tokens(content), cached_tokens)

    def spent_on_reasoning(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The ``empty`` fault: the whole budget went on reasoning and no answer is left."""
        budget = req.budget or DEFAULT_MAX_TOKENS
        reasoning = (
            "Let me find the task in the text. I need to work through it carefully, "
            "step by step, checking each intermediate value before I commit to"
        )
        return self._completion(req, "", "length", budget, cached_tokens, reasoning=reasoning, reasoning_tokens=budget)

    def _fit(self, content: str, budget: int) -> str:
        cut = content[: len(content) * budget // max(1, self.count_tokens(content))]
        while cut and self.count_tokens(cut) > budget:
            cut = cut[: -max(1, len(cut) // 10)]
        return cut

    def _completion(
        self,
        req: SimRequest,
        content: str,
        finish: str,
        completion_tokens: int,
        cached_tokens: int,
        reasoning: str | None = None,
        reasoning_tokens: int | None = None,
    ) -> dict:
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if reasoning is not None:
            message["reasoning_content"] = reasoning
        usage: dict[str, Any] = {
            "prompt_tokens": req.prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": req.prompt_tokens + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": cached_tokens},
        }
        if reasoning_tokens is not None:
            usage["completion_tokens_details"] = {"reasoning_tokens": reasoning_tokens}
        return {
            "id": "simcmpl-" + hashlib.sha256(req.text.encode()).hexdigest()[:24],
            "object": "chat.completion",
            "created": 0,
            "model": req.model,
            "choices": [{"index": 0, "finish_reason": finish, "message": message}],
            "usage": usage,
        }

    def _answer(self, text: str, prompt_tokens: int, profile: Profile, model: str) -> str:
        for answer in self.answerers:
            content = answer(text, prompt_tokens, profile, model)
            if content is not None:
                return content
        return "I could not find a task I know in the text."


class PrefixCache:
    """A toy prefix cache, like the ones vLLM and DeepSeek report from: chained sha256 digests
    of a prompt at every ``block_chars`` characters and at its end. Thread-safe."""

    def __init__(self, block_chars: int = 1024, max_entries: int = 1 << 20) -> None:
        self.block_chars = block_chars
        self.max_entries = max_entries
        self._seen: set[bytes] = set()
        self._lock = threading.Lock()

    def lookup(self, text: str) -> tuple[int, list[tuple[int, bytes]]]:
        """How many leading characters of ``text`` an earlier, answered text began with (at
        block granularity, or all of it), and this text's prefixes, to ``remember`` once it
        has been computed: like a real server, a prefix still being computed is no hit."""
        marks = self._marks(text)
        with self._lock:
            return max((end for end, digest in marks if digest in self._seen), default=0), marks

    def remember(self, marks: list[tuple[int, bytes]]) -> None:
        with self._lock:
            if len(self._seen) + len(marks) > self.max_entries:
                self._seen.clear()  # a cache that is full forgets everything, cheaply
            self._seen.update(digest for _, digest in marks)

    def _marks(self, text: str) -> list[tuple[int, bytes]]:
        h = hashlib.sha256()
        marks = []
        ends = [*list(range(self.block_chars, len(text), self.block_chars)), len(text)]
        start = 0
        for end in ends:
            h.update(text[start:end].encode("utf-8", "surrogatepass"))
            marks.append((end, h.copy().digest()[:16]))
            start = end
        return marks


@dataclass
class _Reply:
    """What the handler sends, after how long, and how stats() files it."""

    status: int
    body: bytes
    outcome: str
    headers: dict[str, str]
    delay_s: float = 0.0  # the latency model's wait before answering
    computed: Callable[[], None] | None = None  # called once the answer is computed (cache it)
    hold_s: float = 0.0  # a ``timeout`` fault's wait (cut short when the server stops)


def _json_reply(status: int, body: dict, outcome: str, headers: dict[str, str] | None = None) -> _Reply:
    return _Reply(status, json.dumps(body).encode(), outcome, headers or {})


def _error_reply(
    status: int,
    outcome: str,
    message: str,
    type_: str,
    code: str | None,
    param: str | None = None,
    headers: dict[str, str] | None = None,
) -> _Reply:
    body = {"error": {"message": message, "type": type_, "param": param, "code": code}}
    return _json_reply(status, body, outcome, headers)


def _retry_headers(seconds: float) -> dict[str, str]:
    # Retry-After is whole seconds by RFC 9110; the openai SDKs read retry-after-ms first.
    return {"Retry-After": str(math.ceil(seconds)), "retry-after-ms": str(round(seconds * 1000))}


def _fault_error(kind: str, plan: FaultPlan, model: str) -> _Reply | None:
    """The HTTP error a drawn fault answers with, or None when the fault is not an error."""
    wait = plan.retry_after
    if kind == "429":
        return _error_reply(
            429,
            kind,
            f"Rate limit reached for {model} in organization org-sim on requests per min "
            f"(RPM): Limit 60, Used 60, Requested 1. Please try again in {wait:g}s.",
            "requests",
            "rate_limit_exceeded",
            headers=_retry_headers(wait),
        )
    if kind == "quota":
        return _error_reply(
            429,
            kind,
            "You exceeded your current quota, please check your plan and billing "
            "details. For more information on this error, read the docs: "
            "https://platform.openai.com/docs/guides/error-codes/api-errors.",
            "insufficient_quota",
            "insufficient_quota",
        )
    if kind == "500":
        return _error_reply(
            500, kind, "The server had an error while processing your request. Sorry about that!", "server_error", None
        )
    if kind == "502":
        return _error_reply(502, kind, "Bad gateway.", "server_error", None)
    if kind == "503":
        return _error_reply(
            503,
            kind,
            "The engine is currently overloaded, please try again later.",
            "server_error",
            None,
            headers=_retry_headers(wait),
        )
    if kind == "402":  # DeepSeek's body, word for word
        return _error_reply(402, kind, "Insufficient Balance", "unknown_error", "invalid_request_error")
    return None


def go_duration(seconds: float) -> str:
    """A reset time as OpenAI writes it: ``20ms``, ``1.5s``, ``6m0s``."""
    if seconds < 1:
        return f"{round(seconds * 1000)}ms"
    if seconds < 60:
        return f"{round(seconds, 3):g}s"
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}m{round(rest, 3):g}s"


class RateLedger:
    """The sim's rate limits, as a vendor keeps them: per kind (tokens, requests) a budget of
    ``limit`` per ``window_s`` that comes back continuously; a request is charged its prompt
    plus its max_tokens (tokens) and one (requests) when it is admitted, or refused whole."""

    def __init__(self, limits: dict[str, int], window_s: float) -> None:
        self.limits, self.window_s = limits, window_s
        self.used = dict.fromkeys(limits, 0.0)  # charged and not yet come back
        self.at = time.monotonic()
        self._lock = threading.Lock()

    def _settle(self, now: float) -> None:
        for kind, limit in self.limits.items():
            self.used[kind] = max(0.0, self.used[kind] - (now - self.at) * limit / self.window_s)
        self.at = now

    def admit(self, tokens: int) -> tuple[bool, dict[str, str], str, float]:
        """Charge one request of ``tokens``: (admitted, the x-ratelimit-* headers as they stand
        after it, the kind that refused it, seconds until it would be admitted)."""
        charge = {"tokens": tokens, "requests": 1}
        with self._lock:
            now = time.monotonic()
            self._settle(now)
            short = {
                kind: self.used[kind] + charge[kind] - limit
                for kind, limit in self.limits.items()
                if self.used[kind] + charge[kind] > limit
            }
            if not short:
                for kind in self.limits:
                    self.used[kind] += charge[kind]
            headers = {}
            for kind, limit in self.limits.items():
                headers[f"x-ratelimit-limit-{kind}"] = str(limit)
                headers[f"x-ratelimit-remaining-{kind}"] = str(max(0, int(limit - self.used[kind])))
                headers[f"x-ratelimit-reset-{kind}"] = go_duration(self.used[kind] * self.window_s / limit)
        kind = max(short, key=lambda k: short[k] / self.limits[k], default="")
        wait = short[kind] * self.window_s / self.limits[kind] if kind else 0.0
        return not short, headers, kind, wait


def _rate_limited(
    model: str, kind: str, ledger: RateLedger, tokens: int, wait: float, headers: dict[str, str]
) -> _Reply:
    """OpenAI's 429 for a token or request rate limit, with its headers."""
    limit = ledger.limits[kind]
    used = limit - int(headers[f"x-ratelimit-remaining-{kind}"])
    unit = "tokens per min (TPM)" if kind == "tokens" else "requests per min (RPM)"
    asked = tokens if kind == "tokens" else 1
    return _error_reply(
        429,
        f"rate_limit_{kind}",
        f"Rate limit reached for {model} in organization org-sim on {unit}: Limit {limit}, Used {used}, "
        f"Requested {asked}. Please try again in {go_duration(wait)}.",
        kind,
        "rate_limit_exceeded",
        headers={**headers, **_retry_headers(wait)},
    )


def _overflow_error(req: SimRequest, context: int) -> _Reply:
    if req.budget:
        asked = (
            f"However, you requested {req.prompt_tokens + req.budget} tokens "
            f"({req.prompt_tokens} in the messages, {req.budget} in the completion). "
            f"Please reduce the length of the messages or completion."
        )
    else:
        asked = (
            f"However, your messages resulted in {req.prompt_tokens} tokens. Please reduce the length of the messages."
        )
    return _error_reply(
        400,
        "overflow",
        f"This model's maximum context length is {context} tokens. " + asked,
        "invalid_request_error",
        "context_length_exceeded",
        param="messages",
    )


def _messages_sha256(messages: list[dict]) -> str:
    """``messages_sha256`` of a request's messages; a role or content that is not a string
    (content parts, null) is hashed as its JSON, so it never matches a plain-text prompt."""

    def text(value: object) -> str:
        return value if isinstance(value, str) else json.dumps(value, sort_keys=True)

    return messages_sha256([{"role": text(m.get("role")), "content": text(m.get("content"))} for m in messages])


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes: with Nagle on, the client's delayed ACK adds
    # ~40 ms to every answer on loopback.
    disable_nagle_algorithm = True
    server: SimServer

    def log_message(self, format: str, *args: object) -> None:  # quiet: pytest owns the terminal
        pass

    def _send(self, status: int, body: dict) -> None:
        self._write(_json_reply(status, body, "-"))

    def _write(self, reply: _Reply) -> None:
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(reply.body)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(reply.body)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up (its timeout) before the answer

    def _arrive(self) -> int:
        """Count this request; a straggler by arrival order waits here, whatever its path."""
        arrival = self.server.arrive()
        if self.server.latency.straggles(arrival):
            self.server.stopping.wait(self.server.latency.straggler_ms / 1000)
        return arrival

    def _send_bytes(self, data: bytes) -> None:
        self._write(_Reply(200, data, "-", {}))

    def do_GET(self) -> None:
        self._arrive()
        path = self.path.rstrip("/")
        store = self.server.batches
        if "/files/" in path:
            file_id = path.split("/files/", 1)[1]
            if file_id.endswith("/content"):
                data = store.content(file_id.removesuffix("/content"))
                if data is None:
                    self._send(404, {"error": {"message": "No such File object", "type": "invalid_request_error"}})
                else:
                    self._send_bytes(data)
            else:
                self._send(*store.file(file_id))
        elif "/batches/" in path:
            self._send(*store.get(path.split("/batches/", 1)[1]))
        elif path.endswith("/models"):
            names = ["sim"] + [f"sim-{p}" for p in PROFILES]
            window = self.server.window()
            said = {"max_model_len": window} if window else {}
            self._send(200, {"object": "list", "data": [{"id": n, "object": "model", **said} for n in names]})
        else:
            self._send(404, {"error": {"message": "not found", "type": "not_found"}})

    def do_POST(self) -> None:
        start = time.time()
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        path = self.path.rstrip("/")
        if path.endswith("/tokenize"):
            self._arrive()
            self._send(*self.server.tokenize(raw))
            return
        store = self.server.batches
        if path.endswith("/files"):
            self._arrive()
            self._send(*store.upload(self.headers.get("Content-Type") or "", raw))
            return
        if path.endswith("/batches"):
            self._arrive()
            self._send(*store.create(raw))
            return
        if "/batches/" in path and path.endswith("/cancel"):
            self._arrive()
            self._send(*store.cancel(path.split("/batches/", 1)[1].removesuffix("/cancel")))
            return
        if not path.endswith("/chat/completions"):
            self._send(404, {"error": {"message": "not found", "type": "not_found"}})
            return
        arrival = self.server.arrive()  # its straggler wait is the latency model's, below
        reply = self.server.answer(raw, arrival)
        stopping = self.server.stopping
        if reply.hold_s and stopping.wait(reply.hold_s):
            self.close_connection = True  # shutting down: drop the held request unanswered
            return
        if reply.delay_s:
            stopping.wait(reply.delay_s)
        if reply.computed is not None:
            reply.computed()
        # Logged before it is sent: a client that stops the server once answered finds it there.
        if self.server.log is not None:
            self.server.log_request(raw, reply.status, start)
        self._write(reply)


class SimServer(ThreadingHTTPServer):
    """The HTTP server; ``url`` is its OpenAI base URL, ``stats()`` what it has answered."""

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 1024  # bursts of concurrent connections must not be refused

    def __init__(
        self,
        model: SimModel,
        port: int = 0,
        latency: Latency | float | None = None,
        faults: FaultPlan | None = None,
        log: str | Path | None = None,
        batches: Path | None = None,
    ) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        try:
            self.log = open(log, "a", encoding="utf-8") if log is not None else None  # noqa: SIM115 - stop() closes it
        except OSError:
            self.server_close()
            raise
        self.model = model
        self.latency = latency if isinstance(latency, Latency) else Latency(base_ms=float(latency or 0) * 1000)
        self.faults = faults or FaultPlan()
        limits = {k: v for k, v in (("tokens", self.faults.tpm), ("requests", self.faults.rpm)) if v}
        self.rates = RateLedger(limits, self.faults.window_s) if limits else None
        self.prefix_cache = PrefixCache()
        self.stopping = threading.Event()
        self.batches = BatchStore(self._batch_answer, self.faults.batch_s, self.faults.batch_expire, batches)
        self._batch_lines = 0
        self._attempts: dict[str, int] = {}
        self._outcomes: Counter[str] = Counter()
        self._requests = 0
        self._arrivals = 0  # requests of any path, in arrival order (stragglers by arrival)
        self._repeats = 0
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    @property
    def requests(self) -> int:
        """Chat-completions requests received so far."""
        with self._lock:
            return self._requests

    def stats(self) -> dict[str, Any]:
        """``{"requests": N, "repeats": R, "outcomes": {outcome: n}, "batch_lines": B}``: N counts
        chat-completions requests (B the batch lines answered besides), R those whose exact body
        came before; outcomes are "ok", "bad_request", "overflow" and fault kinds
        (only those seen). Counts a request once its outcome is decided, before any wait."""
        with self._lock:
            return {
                "requests": self._requests,
                "repeats": self._repeats,
                "outcomes": dict(self._outcomes),
                "batch_lines": self._batch_lines,
            }

    def arrive(self) -> int:
        """Count one request of any path; its place in arrival order (1, 2, ...)."""
        with self._lock:
            self._arrivals += 1
            return self._arrivals

    def window(self) -> int | None:
        """The context window the server says it has (vLLM's ``max_model_len``): only a sim
        that refuses what overflows it (the ``overflow`` fault) has one to say."""
        return self.faults.context if self.faults.overflow else None

    def tokenize(self, raw: bytes) -> tuple[int, dict]:
        """vLLM's ``POST /tokenize``: ``{"model", "messages"}`` counted as a chat request's
        prompt is, or ``{"prompt"}`` a bare text; ``{"count"}``, with ``max_model_len`` when
        the sim has a window."""
        try:
            body = json.loads(raw)
            if not isinstance(body, dict):
                raise ValueError("not an object")
            if "messages" in body:
                count = self.model.prepare(body).prompt_tokens
            elif isinstance(body.get("prompt"), str):
                count = self.model.count_tokens(body["prompt"])
            else:
                raise ValueError("no messages and no prompt")
        except (ValueError, BadRequest) as exc:
            return 400, {"error": {"message": f"cannot tokenize: {exc}", "type": "invalid_request_error"}}
        window = self.window()
        return 200, {"count": count, **({"max_model_len": window} if window else {})}

    def answer(self, raw: bytes, arrival: int) -> _Reply:
        """Decide the reply to one chat-completions request body (counted in stats);
        ``arrival``: its place in arrival order (``arrive``)."""
        with self._lock:
            self._requests += 1
        reply = self._decide(raw, arrival)
        with self._lock:
            self._outcomes[reply.outcome] += 1
        return reply

    def _batch_answer(self, raw: bytes, batch_id: str, custom_id: str) -> tuple[int, bytes]:
        """One batch line's request body, answered as a request would be (its faults, its
        prefix cache) but at once and outside the rate limits: a batch has its own queue.
        Logged as a chat request is, with its batch and custom_id."""
        start = time.time()
        reply = self._decide(raw, self.arrive(), limited=False)
        if reply.computed is not None:
            reply.computed()
        with self._lock:
            self._batch_lines += 1
            self._outcomes[reply.outcome] += 1
        if self.log is not None:
            self.log_request(raw, reply.status, start, batch=batch_id, custom_id=custom_id)
        return reply.status, reply.body

    def log_request(self, raw: bytes, status: int, start: float, **batch: str) -> None:
        """Append one JSON line for an answered request to the ``log`` file: the sha256 of its
        messages as pytest-cre computes its prompts' (``messages_sha256``), their roles, any message keys
        besides role and content, the request's other fields, the status, and when the request
        arrived and its answer was ready to send (epoch seconds); a batch line's also its
        ``batch`` and ``custom_id``."""
        line: dict[str, Any] = {"messages_sha256": None}
        try:
            body = json.loads(raw)
            messages = body.pop("messages", None)
            line["messages_sha256"] = _messages_sha256(messages)
            line["roles"] = [m.get("role") for m in messages]
            extra = sorted({k for m in messages for k in m} - {"role", "content"})
            if extra:
                line["message_keys"] = extra
            line["fields"] = body
        except (ValueError, TypeError, AttributeError):
            pass  # not a JSON object with a list of messages: logged without a hash
        line.update(status=status, start=start, end=time.time(), **batch)
        data = json.dumps(line, ensure_ascii=False) + "\n"
        with self._lock:
            self.log.write(data)
            self.log.flush()

    def _decide(self, raw: bytes, arrival: int, limited: bool = True) -> _Reply:
        try:
            body = json.loads(raw)
            if not isinstance(body, dict):
                raise ValueError("not an object")
            req = self.model.prepare(body)
        except BadRequest as exc:
            return _error_reply(400, "bad_request", str(exc), "invalid_request_error", exc.code, exc.param)
        except ValueError:  # JSON and UTF-8 decoding errors
            return _error_reply(
                400,
                "bad_request",
                "We could not parse the JSON body of your request.",
                "invalid_request_error",
                "invalid_json",
            )
        attempt = self._attempt(req.key)
        if self.faults.overflows(req.prompt_tokens, req.budget):
            return _overflow_error(req, self.faults.context)
        limits: dict[str, str] = {}
        if self.rates is not None and limited:
            charge = req.prompt_tokens + (req.budget or 0)
            admitted, limits, short, wait = self.rates.admit(charge)
            if not admitted:
                return _rate_limited(req.model, short, self.rates, charge, wait, limits)
        kind = self.faults.pick(req.key, attempt)
        error = _fault_error(kind, self.faults, req.model) if kind else None
        if error is not None:
            return error
        cached, computed = self._cached_tokens(req)
        if kind == "empty":
            response = self.model.spent_on_reasoning(req, cached)
        elif kind == "length":
            response = self.model.cut_short(req, cached)
        else:
            response = self.model.respond(req, cached)
        if kind == "nochoices":
            response["choices"] = []
        data = json.dumps(response).encode()
        if kind == "malformed":
            data = data[: len(data) // 2]  # an unterminated object: never valid JSON
        # Prefill is paid for the tokens the cache did not serve.
        delay = self.latency.seconds(req.prompt_tokens - cached, f"{req.key}:{attempt}", arrival)
        hold = self.faults.timeout_s if kind == "timeout" else 0.0
        return _Reply(
            200,
            data,
            kind or "ok",
            limits,
            delay_s=delay,
            hold_s=hold,
            computed=computed if kind in (None, "empty", "length", "nochoices") else None,
        )

    def _attempt(self, key: str) -> int:
        with self._lock:
            n = self._attempts.get(key, 0)
            self._attempts[key] = n + 1
            self._repeats += n > 0
        return n

    def _cached_tokens(self, req: SimRequest) -> tuple[int, Callable[[], None]]:
        """Prompt tokens served from the prefix cache, and what caches this prompt once done."""
        # Keyed by model and role too: a cache belongs to one model and one chat template.
        text = (
            req.model
            + "\x00"
            + "".join(f"{m.get('role')}\x00{m.get('content') or ''}\x00" for m in req.body.get("messages") or [])
        )
        hit, marks = self.prefix_cache.lookup(text)
        tokens = req.prompt_tokens * hit // max(1, len(text))
        return tokens - tokens % CACHE_GRANULE, lambda: self.prefix_cache.remember(marks)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up (Ctrl-C, a timeout, a closed client) is no error of the
        server's: say nothing, where the default prints a traceback per connection."""
        if self.stopping.is_set() or isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)

    def start(self) -> SimServer:
        # A short poll keeps stop() quick (shutdown waits out one poll); idle cost is nil.
        self._thread = threading.Thread(
            target=self.serve_forever, kwargs={"poll_interval": 0.05}, name="cre-sim", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; requests held by a ``timeout`` fault are dropped at once."""
        self.stopping.set()
        if self._thread is not None:
            self.shutdown()
        self.server_close()
        if self.log is not None:
            self.log.close()


def start_sim(
    answerers: Iterable[Callable[[str, int, Profile, str], str | None]],
    port: int = 0,
    latency: Latency | float | None = None,
    faults: FaultPlan | None = None,
    tokenizer: str = "cl100k_base",
    log: str | Path | None = None,
    batches: Path | None = None,
) -> SimServer:
    """Start a sim server in a background thread and return it (``.url``, ``.stop()``,
    ``.stats()``). ``answerers`` are the families' (the first that knows a prompt answers it);
    ``latency`` is a Latency or fixed seconds; ``faults`` a FaultPlan (see
    ``parse_faults``); ``log`` a file each answered request appends a line to (see
    ``SimServer.log_request``); ``batches`` a folder its batches are kept in (None: memory only;
    see ``BatchStore``)."""
    tok = get_tokenizer(tokenizer)
    server = SimServer(
        SimModel(answerers, tok.count), port=port, latency=latency, faults=faults, log=log, batches=batches
    )
    return server.start()
