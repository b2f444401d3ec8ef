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

This module is the HTTP side; beside it: the model (``model``), its profiles (``profiles``),
the injected faults' replies (``faults``), the rate limits (``rate_ledger``) and the prefix
cache (``prefix_cache``).
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..assembly.placement import messages_sha256
from ..core.tokens import get_tokenizer
from .batches import BatchStore
from .faults import fault_error, overflow_error
from .model import Answerer, BadRequest, SimModel, SimRequest
from .options import FaultPlan, Latency
from .prefix_cache import CACHE_GRANULE, PrefixCache
from .profiles import PROFILES
from .rate_ledger import RateLedger, rate_limited
from .replies import Reply, error_reply, json_reply


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
        self._write(json_reply(status, body, "-"))

    def _write(self, reply: Reply) -> None:
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
        """Count this request; a straggler by arrival order waits here, whatever its path, and
        any other waits the latency's ``other_ms``."""
        arrival = self.server.arrive()
        if self.server.latency.straggles(arrival):
            self.server.stopping.wait(self.server.latency.straggler_ms / 1000)
        elif self.server.latency.other_ms:
            self.server.stopping.wait(self.server.latency.other_ms / 1000)
        return arrival

    def _send_bytes(self, data: bytes) -> None:
        self._write(Reply(200, data, "-", {}))

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

    def answer(self, raw: bytes, arrival: int) -> Reply:
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

    def _decide(self, raw: bytes, arrival: int, limited: bool = True) -> Reply:
        try:
            body = json.loads(raw)
            if not isinstance(body, dict):
                raise ValueError("not an object")
            req = self.model.prepare(body)
        except BadRequest as exc:
            return error_reply(400, "bad_request", str(exc), "invalid_request_error", exc.code, exc.param)
        except ValueError:  # JSON and UTF-8 decoding errors
            return error_reply(
                400,
                "bad_request",
                "We could not parse the JSON body of your request.",
                "invalid_request_error",
                "invalid_json",
            )
        attempt = self._attempt(req.key)
        if self.faults.overflows(req.prompt_tokens, req.budget):
            return overflow_error(req, self.faults.context)
        limits: dict[str, str] = {}
        if self.rates is not None and limited:
            charge = req.prompt_tokens + (req.budget or 0)
            admitted, limits, short, wait = self.rates.admit(charge)
            if not admitted:
                return rate_limited(req.model, short, self.rates, charge, wait, limits)
        kind = self.faults.pick(req.key, attempt)
        error = fault_error(kind, self.faults, req.model) if kind else None
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
        return Reply(
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
    answerers: Iterable[Answerer],
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
