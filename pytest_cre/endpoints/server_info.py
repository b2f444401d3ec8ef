"""What a self-hosted server says about itself before the first request: its context window
(llama.cpp ``GET /props``, vLLM and SGLang ``GET /v1/models``, LM Studio ``GET /api/v0/models``)
and how many of its own tokens a prompt is (llama.cpp ``POST /apply-template`` + ``/tokenize``,
vLLM ``POST /tokenize``). A server that does not say gives None: the run goes on as without it.

Plain blocking HTTP on the standard library: the CLI's plan calls it as it is, the runner from a
thread. Every byte a server sends is untrusted: a call never follows a redirect (the key never
reaches another origin), has one wall-clock deadline (``TIMEOUT_S``, connect to last byte),
reads at most ``MAX_BODY`` bytes, and any answer that is not a 200 with JSON of the expected
types and ranges is "the server does not say".
"""

from __future__ import annotations

import functools
import http.client
import json
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeAlias

from ..core.errors import CreDataError, CreUsageError
from ..core.secret import Secret, reveal
from ..core.tokens import Tokenizer, get_tokenizer
from .ratelimits import parse_retry_after
from .vendors import ModelConfig, mask_url, read_api_key, takes_explicit_endpoint, template_kwargs
from .vendors import declared_window as declared_window_of

# The probes each preset's server can answer, in that order: llama.cpp says its window only at
# /props, vLLM and SGLang at /v1/models; LM Studio at /api/v0/models (its /v1/models is kept: the
# entry's loaded_context_length is LM Studio's word); a raw id's server ("custom") may be any.
PROBES: dict[str, tuple[str, ...]] = {
    "llamacpp": ("props",),
    "vllm": ("models",),
    "sglang": ("models",),
    "lmstudio": ("models", "studio"),
    "custom": ("props", "models", "studio"),
}
# Presets of servers that may say (a vendor API is never asked: it has no such endpoint).
ASKED = frozenset(PROBES)
TIMEOUT_S = 5.0  # the whole of one call: connect, headers and body
MAX_BODY = 1 << 20  # what a GET may bring (a /props is a few KB)
MAX_TOKENIZE_BODY = 64 << 20  # a /tokenize answer lists every token id: ~7 bytes a token
MAX_WINDOW = 1 << 30  # a context window past a billion tokens is not one
MAX_COUNT = 10_000_000  # nor is a count of one text's tokens past ten million
MAX_TOKENIZE_CALLS = 100_000  # per server and process: --cre-tokenizer server's bound
TOKENIZE_THREADS = 4  # concurrent /tokenize calls (llama-server and vLLM answer them in parallel)

Key: TypeAlias = "Secret | str | None"


@dataclass(frozen=True)
class ServerWindow:
    """A server's context window in its own tokens, and where it said so (or, ``declared``, the
    one a model's preset or model file gives where no server says one)."""

    tokens: int
    source: str  # e.g. "GET /props n_ctx"
    slots: int | None = None  # llama.cpp's total_slots
    # Declared rather than said: the vendor's documented window or a model file's (``declared``),
    # where no server states one; ``output``: whether max_tokens counts against it.
    declared: bool = False
    output: bool = True


def declared_window(model: ModelConfig) -> ServerWindow | None:
    """``model``'s declared context window (``ModelConfig.window``: its vendor's model page, or a
    model file), or None. Asked where no server states one: a server's own word wins."""
    if model.window is None:
        return None
    documented = declared_window_of(model.vendor, model.model_id) == (model.window, model.window_includes_output)
    source = f"{model.vendor}'s documented window for {model.model_id}" if documented else "window in its model file"
    return ServerWindow(model.window, source, declared=True, output=model.window_includes_output)


@dataclass(frozen=True)
class Reply:
    """One call's outcome: ``status`` None when no HTTP answer came (refused, timed out, too
    large, cut), ``body`` the parsed JSON of a 200 (None when it was not JSON), ``why`` in words."""

    status: int | None
    body: Any = None
    why: str = ""
    reached: bool = True  # False: no HTTP answer began (refused, unresolved, silent past the deadline)
    retry_after: float | None = None  # a 429's or 503's Retry-After in seconds, when it gave one

    @property
    def absent(self) -> bool:
        """The server has no such endpoint (as opposed to failing to answer it)."""
        return self.status in (404, 405, 501)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """A 3xx is an answer, never followed: the key must not reach another origin."""

    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


_OPENER = urllib.request.build_opener(_NoRedirect)


def _root(base_url: str) -> str:
    """The server's root for its own endpoints: the OpenAI base URL without its ``/v1``."""
    url = base_url.rstrip("/")
    return url[:-3] if url.endswith("/v1") else url


def _number(value: Any, high: int, low: int = 1) -> int | None:
    """``value`` when it is an int (a bool is not) in ``low..high``, else None."""
    return value if type(value) is int and low <= value <= high else None


def _fetch(request: urllib.request.Request, deadline: float, limit: int) -> Reply:
    """``request``'s answer, read in pieces against ``deadline`` and ``limit``."""
    try:
        response = _OPENER.open(request, timeout=max(deadline - time.monotonic(), 0.01))
    except urllib.error.HTTPError as exc:  # any non-200, a 3xx included
        exc.close()
        return Reply(
            exc.code,
            why=f"HTTP {exc.code}",
            retry_after=parse_retry_after({k.lower(): v for k, v in exc.headers.items()}),
        )
    except (OSError, http.client.HTTPException) as exc:  # no answer began: nothing serves there
        return Reply(None, why=_no_answer(exc), reached=False)
    with response:
        if response.status != 200:
            return Reply(response.status, why=f"HTTP {response.status}")
        declared = response.headers.get("Content-Length")
        if declared and declared.isdigit() and int(declared) > limit:
            return Reply(None, why=f"an answer of {int(declared):,} bytes (more than {limit:,})")
        sock = getattr(getattr(response.fp, "raw", None), "_sock", None)
        chunks, size = [], 0
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return Reply(None, why=f"no whole answer within {TIMEOUT_S:g} s")
            if sock is not None:  # one read may not outlast the call's deadline
                sock.settimeout(left)
            chunk = response.read1(65536)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                return Reply(None, why=f"an answer of more than {limit:,} bytes")
            chunks.append(chunk)
    try:
        return Reply(200, json.loads(b"".join(chunks).decode("utf-8")))
    except (ValueError, RecursionError):  # not JSON, not UTF-8, nested past the parser's stack
        return Reply(200, why="an answer that is not JSON")


def _request(
    url: str,
    api_key: Key,
    body: dict[str, Any] | None = None,
    limit: int = MAX_BODY,
    key_header: str = "Authorization",
    headers: dict[str, str] | None = None,
) -> Reply:
    """GET (or POST ``body``) JSON under one deadline. Never raises for what a server does; the
    key goes only into ``key_header`` (``Authorization`` as a bearer token, else as it is), never
    into a ``why``; ``headers`` are sent beside it."""
    deadline = time.monotonic() + TIMEOUT_S
    data = json.dumps(body).encode("utf-8") if body is not None else None
    try:
        request = urllib.request.Request(
            url,
            data=data,
            method="POST" if body is not None else "GET",
            headers={"Content-Type": "application/json", **(headers or {})},
        )
        key = reveal(api_key)
        if key:
            request.add_header(key_header, f"Bearer {key}" if key_header == "Authorization" else key)
    except ValueError:  # not a URL urllib can ask
        return Reply(None, why="a base URL that cannot be asked")
    outcome: list[Reply] = []

    def call() -> None:
        try:
            outcome.append(_fetch(request, deadline, limit))
        except (OSError, ValueError, http.client.HTTPException) as exc:  # refused, reset, timed out, bad URL
            outcome.append(Reply(None, why=type(exc).__name__))

    # A thread bounds what the socket's timeouts cannot: a server that trickles its headers.
    worker = threading.Thread(target=call, daemon=True, name="cre-preflight")
    worker.start()
    worker.join(TIMEOUT_S + 0.5)
    return outcome[0] if outcome else Reply(None, why=f"no answer within {TIMEOUT_S:g} s", reached=False)


def _no_answer(exc: BaseException) -> str:
    """Why a connection brought no answer, in words (urllib wraps the socket's error)."""
    cause = getattr(exc, "reason", exc)
    if isinstance(cause, TimeoutError) or "timed out" in str(cause):
        return f"no answer within {TIMEOUT_S:g} s"
    if isinstance(cause, ConnectionRefusedError):
        return "connection refused"
    if isinstance(cause, OSError) and cause.strerror:
        return cause.strerror.lower() if cause.strerror[:1].isupper() else cause.strerror
    return type(cause).__name__


def unreachable(base_url: str, api_key: Key = None) -> str | None:
    """Why nothing answers at ``base_url`` (connections refused, a host that does not resolve,
    no answer within ``TIMEOUT_S``), or None when anything answers over HTTP: an error status
    too (the run's own requests say what it means). One ``GET {base_url}/models``; the key goes
    only to that origin (never through a redirect). Not remembered: a server may start later."""
    reply = _request(f"{base_url.rstrip('/')}/models", api_key)
    return None if reply.reached else reply.why


def dead_server(base_urls: list[str], api_key: Key = None, first: str | None = None) -> str | None:
    """One line naming the server(s) (credentials masked) when none of ``base_urls`` answers,
    with the fix; None when one does (a dead replica among live ones is the client's to eject).
    ``first``: why the first one did not answer, already known (it is not asked again)."""
    known = [(base_urls[0], first)] if first is not None else []
    asked = [(url, why) for url in base_urls[len(known) :] if (why := unreachable(url, api_key)) is not None]
    whys = [*known, *asked]
    if not whys or len(whys) < len(base_urls):
        return None
    said = "; ".join(f"{mask_url(url)} ({why})" for url, why in whys)
    return (
        f"nothing answers at {said}: start the server (or check its host and port), or give its URL with "
        "--cre-base-url (base_url in a model file)"
    )


@dataclass(frozen=True)
class Preflight:
    """What a model's server said before its first request: its context window (None: it did
    not say), and ``dead``, the one line for a server where nothing answers (None: it answered,
    or it is a vendor API, never asked). JSON-able (``to_json``) for the xdist workers."""

    window: ServerWindow | None = None
    dead: str | None = None

    def to_json(self) -> dict[str, Any]:
        w = self.window
        return {"window": None if w is None else [w.tokens, w.source, w.slots], "dead": self.dead}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Preflight:
        w = data.get("window")
        return cls(None if w is None else ServerWindow(int(w[0]), str(w[1]), w[2]), data.get("dead"))


def preflight(model: ModelConfig, base_urls: list[str], api_key: Key = None) -> Preflight:
    """Ask ``model``'s self-hosted server, once for the run (the controller under xdist), its
    context window (``_ask_window``, at the first of ``base_urls``); its first call bringing no
    answer (refused, silent past ``TIMEOUT_S``) is also the dead-server check (``dead_server``,
    the other replicas asked with one ``GET /models`` each). A self-hosted preset that tells no
    window (Ollama) gets that check alone; a vendor API nothing. Not remembered here (a server
    may start later): the runner keeps it for its run."""
    if model.vendor in ASKED:
        window, why = _ask_window(model, base_urls[0], api_key)
        return Preflight(window, dead_server(base_urls, api_key, first=why) if why is not None else None)
    if takes_explicit_endpoint(model):
        return Preflight(dead=dead_server(base_urls, api_key))
    return Preflight()


def _call(url: str, api_key: Key, body: dict[str, Any] | None = None) -> Any:
    """The JSON body of a 200, else None (the server does not say)."""
    reply = _request(url, api_key, body)
    return reply.body if reply.status == 200 else None


_windows: dict[tuple[str, str, str], ServerWindow | None] = {}  # asked once per process
_asking: dict[tuple[str, str, str], threading.Lock] = {}  # one per server: cells that check at once ask once
_windows_lock = threading.Lock()


def context_window(model: ModelConfig, base_url: str, api_key: Key = None) -> ServerWindow | None:
    """The context one request of ``model`` may fill on the server at ``base_url``, or None.
    Asked once per (vendor, model id, server) in a process, however many threads ask at once;
    any failure is None."""
    if model.vendor not in ASKED:
        return None
    key = (model.vendor, model.model_id, base_url)
    with _windows_lock:
        asking = _asking.setdefault(key, threading.Lock())
    with asking:
        if key not in _windows:
            _windows[key] = _ask_window(model, base_url, api_key)[0]
        return _windows[key]


def _ask_window(model: ModelConfig, base_url: str, api_key: Key) -> tuple[ServerWindow | None, str | None]:
    """The server's window (None: it does not say), and why its first probe brought no answer
    at all (None: something answered). The probes its preset can answer (``PROBES``) are asked
    at once, each in its own thread under its own deadline, and read in order of preference: the
    first that says a window is the answer, whichever came back first, so the result is the one
    asking them in series gave; a preferred probe that fails only passes the turn to the next
    (waited for, never dropped), and a less preferred answer waits for the ones before it."""
    root = _root(base_url)
    urls = {
        "props": f"{root}/props",
        "models": f"{base_url.rstrip('/')}/models",
        "studio": f"{root}/api/v0/models/{urllib.parse.quote(model.model_id, safe='/')}",
    }
    probes = PROBES.get(model.vendor, PROBES["custom"])
    replies = {probe: _asked_apart(urls[probe], api_key) for probe in probes}
    for n, probe in enumerate(probes):
        reply = replies[probe].result()  # each call ends by its own deadline (``_request``)
        if n == 0 and not reply.reached:  # nothing serves there: the others are left to end alone
            return None, reply.why
        if (window := _READERS[probe](model, reply.body if reply.status == 200 else None)) is not None:
            return window, None
    return None, None


def _asked_apart(url: str, api_key: Key) -> Future[Reply]:
    """``GET url`` started in a thread of its own; its reply when it ends. A daemon thread, not
    a pool's: a probe no longer needed is never waited for (its deadline ends it)."""
    reply: Future[Reply] = Future()

    def ask() -> None:
        try:
            reply.set_result(_request(url, api_key))
        except BaseException as exc:  # a bug, not a server's doing: raised where it is read, never a hang
            reply.set_exception(exc)

    threading.Thread(target=ask, daemon=True, name="cre-preflight-probe").start()
    return reply


def _props_window(model: ModelConfig, props: Any) -> ServerWindow | None:
    """llama.cpp's ``GET /props``: ``n_ctx`` (in ``default_generation_settings``, or at the top)."""
    if not isinstance(props, dict):
        return None
    settings = props.get("default_generation_settings")
    n_ctx = _number(settings.get("n_ctx") if isinstance(settings, dict) else props.get("n_ctx"), MAX_WINDOW)
    if n_ctx is None:
        return None
    return ServerWindow(n_ctx, "GET /props n_ctx", _number(props.get("total_slots"), 1 << 16))


def _models_window(model: ModelConfig, listed: Any) -> ServerWindow | None:
    """``GET /v1/models``: the model's entry's ``max_model_len`` (vLLM, SGLang) or its like."""
    entries = listed.get("data") if isinstance(listed, dict) else None
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and entry.get("id") == model.model_id:
            for key in ("max_model_len", "context_length", "loaded_context_length"):
                if (tokens := _number(entry.get(key), MAX_WINDOW)) is not None:
                    return ServerWindow(tokens, f"GET /v1/models {key}")
    return None


def _studio_window(model: ModelConfig, studio: Any) -> ServerWindow | None:
    """LM Studio's ``GET /api/v0/models/{id}``: the loaded context, else the model's maximum."""
    if isinstance(studio, dict):
        for key in ("loaded_context_length", "max_context_length"):
            if (tokens := _number(studio.get(key), MAX_WINDOW)) is not None:
                return ServerWindow(tokens, f"GET /api/v0/models {key}")
    return None


# The window probes, in order of preference, and how each reads its answer.
_READERS: dict[str, Callable[[ModelConfig, Any], ServerWindow | None]] = {
    "props": _props_window,
    "models": _models_window,
    "studio": _studio_window,
}


def _token_count(reply: Reply) -> int | None:
    """The count a 200 from ``/tokenize`` gives (vLLM's ``count``, else the length of its
    ``tokens``), or None when it gives none that is a count."""
    if reply.status != 200 or not isinstance(reply.body, dict):
        return None
    if "count" in reply.body:
        return _number(reply.body["count"], MAX_COUNT, 0)
    tokens = reply.body.get("tokens")
    return len(tokens) if isinstance(tokens, list) and len(tokens) <= MAX_COUNT else None


def prompt_tokens(
    model_id: str,
    base_url: str,
    messages: list[dict[str, str]],
    api_key: Key = None,
    kwargs: dict[str, Any] | None = None,
) -> int | None:
    """How many of the server's tokens ``messages`` to ``model_id`` are with its chat template
    applied (given ``kwargs``, the request's ``chat_template_kwargs``), or None when the server
    cannot say (no ``/tokenize``, or no answer that is a count)."""
    root = _root(base_url)
    counted = _request(f"{root}/tokenize", api_key, _messages_body(model_id, messages, kwargs), MAX_TOKENIZE_BODY)
    if isinstance(counted.body, dict) and "count" in counted.body:  # vLLM
        return _token_count(counted)
    templated = _call(f"{root}/apply-template", api_key, _template_body(messages, kwargs))  # llama.cpp
    text = templated.get("prompt") if isinstance(templated, dict) else None
    if not isinstance(text, str):
        return None
    return _token_count(_request(f"{root}/tokenize", api_key, _text_body(model_id, text, True), MAX_TOKENIZE_BODY))


def _messages_body(model_id: str, messages: list[dict[str, str]], kwargs: dict[str, Any] | None) -> dict[str, Any]:
    return {"model": model_id, **_template_body(messages, kwargs), "add_generation_prompt": True}


def _template_body(messages: list[dict[str, str]], kwargs: dict[str, Any] | None) -> dict[str, Any]:
    """Messages and, when the request sends them, its chat-template arguments (vLLM's
    ``/tokenize`` and llama.cpp's ``/apply-template`` both read ``chat_template_kwargs``)."""
    return {"messages": messages, **({"chat_template_kwargs": kwargs} if kwargs else {})}


def _text_body(model_id: str, text: str, special: bool) -> dict[str, Any]:
    """A bare text to count: llama.cpp reads ``content``/``add_special``, vLLM ``prompt``/
    ``add_special_tokens`` (each ignores the other's)."""
    body: dict[str, Any] = {"content": text, "add_special": special, "prompt": text, "add_special_tokens": special}
    if model_id:  # vLLM refuses a model it does not serve
        body["model"] = model_id
    return body


def text_tokens(base_url: str, texts: list[str], api_key: Key = None) -> list[int] | None:
    """Each text's count in the server's tokens (no template, no special tokens), or None."""
    out = []
    for text in texts:
        body = _text_body("", text, False)
        count = _token_count(_request(f"{_root(base_url)}/tokenize", api_key, body, MAX_TOKENIZE_BODY))
        if count is None:
            return None
        out.append(count)
    return out


class DoesNotFit(Exception):
    """A cell whose prompt plus its output budget exceeds the server's context window: skip
    it, with the reason (every request would come back context_overflow)."""


def fit_problem(window: ServerWindow, prompt_tokens: int, counted_by_server: bool, model: ModelConfig) -> str | None:
    """Why a cell whose prompt is ``prompt_tokens`` (the server's count, else the budget
    tokenizer's) plus the model's max_tokens cannot fit ``window``, with the fix; None when it fits."""
    if window.declared:
        return _declared_problem(window, prompt_tokens, model)
    need = prompt_tokens + model.max_output_tokens
    if need <= window.tokens:
        return None
    counted = (
        "of the server's tokens (its /tokenize, chat template included)"
        if counted_by_server
        else f"tokens by {model.tokenizer} (the server has no /tokenize)"
    )
    return (
        f"the server's context window is {window.tokens:,} tokens ({window.source}) and this cell needs "
        f"{need:,}: its prompt is {prompt_tokens:,} {counted} plus max_tokens {model.max_output_tokens:,}; "
        "use a smaller tier or corpus, start the server with a larger context (llama.cpp --ctx-size per "
        "slot times -np, and --override-kv llama.context_length=int:N past the model's training context; "
        "vLLM --max-model-len), or give fewer output tokens (--cre-max-tokens N, or max_tokens in a model file)"
    )


def _declared_problem(window: ServerWindow, prompt_tokens: int, model: ModelConfig) -> str | None:
    """``fit_problem`` against a declared window (no server counts: ``prompt_tokens`` is the
    budget's count). Where the window holds the output too, prompt + max_tokens must fit it;
    where it is an input limit, the prompt alone."""
    need = prompt_tokens + model.max_output_tokens if window.output else prompt_tokens
    if need <= window.tokens:
        return None
    if uses_server_tokens(model):
        counted = "of the model's own tokens (--cre-tokenizer server)"
        recount = ""
    else:
        counted = f"tokens by {model.tokenizer}, not the model's own (its count may be higher)"
        recount = ", count in the model's own tokens with --cre-tokenizer server where its vendor counts"
    if window.output:
        said = (
            f"context window is {window.tokens:,} tokens ({window.source}) and this cell needs {need:,}: its "
            f"prompt is {prompt_tokens:,} {counted} plus max_tokens {model.max_output_tokens:,}"
        )
        fewer = ", give fewer output tokens (--cre-max-tokens N)"
    else:
        said = (
            f"input limit is {window.tokens:,} tokens ({window.source}) and this cell's prompt is {need:,} "
            f"{counted} (max_tokens {model.max_output_tokens:,} does not count against it)"
        )
        fewer = ""
    return (
        f"{model.name}'s {said}; nothing of it was sent: use a smaller tier{fewer}{recount}, or give "
        "the model's real window in a model file (window = N)"
    )


@dataclass(frozen=True)
class Fit:
    """A cell's first prompt against its server's window: ``problem`` (None when it fits), and
    the server's count of the prompt (None when it did not count) beside the budget tokenizer's."""

    problem: str | None
    server_tokens: int | None
    budget_tokens: int


def prompt_fit(
    model: ModelConfig,
    base_url: str,
    api_key: Key,
    window: ServerWindow,
    messages: list[dict[str, str]],
    budget_tokens: int,
) -> Fit:
    """``fit_problem`` of a cell's first prompt (``messages`` as sent, ``budget_tokens`` as the
    budget tokenizer counted them): counted by the server, unless the budget tokenizer is the
    server's already (``--cre-tokenizer server``: that count has its template), or the window is
    declared (no server to ask: the budget's count, in whichever tokens it is)."""
    if window.declared:
        return Fit(fit_problem(window, budget_tokens, False, model), None, budget_tokens)
    if uses_server_tokens(model):
        return Fit(fit_problem(window, budget_tokens, True, model), budget_tokens, budget_tokens)
    counted = prompt_tokens(model.model_id, base_url, messages, api_key, template_kwargs(model))
    problem = fit_problem(window, counted if counted is not None else budget_tokens, counted is not None, model)
    return Fit(problem, counted, budget_tokens)


def prompt_problem(
    model: ModelConfig,
    base_url: str,
    api_key: Key,
    window: ServerWindow,
    messages: list[dict[str, str]],
    budget_tokens: int,
) -> str | None:
    """``prompt_fit``'s problem alone."""
    return prompt_fit(model, base_url, api_key, window, messages, budget_tokens).problem


SERVER_TOKENIZER = "server"  # --cre-tokenizer server: count in the served model's own tokens


def uses_server_tokens(model: ModelConfig) -> bool:
    """The model counts its budget with its server's tokenizer (``--cre-tokenizer server``)."""
    return model.tokenizer.startswith(f"{SERVER_TOKENIZER}:")


def tokenizer_for(model: ModelConfig, explicit_key: Key = None) -> Tokenizer:
    """The budget tokenizer of ``model``: its server's (a prompt's final count has the chat
    template applied, as the server will; its pieces are counted bare) or ``get_tokenizer``'s.
    ``explicit_key``: ``--cre-api-key``, for a server that wants one."""
    if not uses_server_tokens(model):
        return get_tokenizer(model.tokenizer)
    api_key = read_api_key(model, reveal(explicit_key))[0]
    kwargs = json.dumps(template_kwargs(model), sort_keys=True)  # hashable, for the cache
    return _server_tokenizer(model.tokenizer, model.model_id, model.base_urls[0], api_key, kwargs, model.vendor)


def check_server_tokens(model: ModelConfig, explicit_key: Key = None) -> None:
    """``--cre-tokenizer server`` at the start of a run or plan: the server must count (one
    ``/tokenize`` call, its count kept), else a usage error now rather than a failure of every cell."""
    if uses_server_tokens(model):
        try:
            tokenizer_for(model, explicit_key).cached("pytest-cre")
        except CreDataError as exc:
            raise CreUsageError(str(exc)) from None


def tokenize_calls(model: ModelConfig, explicit_key: Key = None) -> int:
    """How many counting calls (``/tokenize`` and ``/apply-template``, or a vendor's count
    endpoint) this process has made for ``model``'s budget with ``--cre-tokenizer server`` (0
    for any other tokenizer)."""
    if not uses_server_tokens(model):
        return 0
    counter = tokenizer_for(model, explicit_key).counter  # type: ignore[attr-defined]
    return int(counter.calls)


class _ServerCounter:
    """Counts texts in one served model's tokens: a transient failure is asked once more, a
    missing endpoint or a count that is not one is a one-line error, the calls are bounded
    (``MAX_TOKENIZE_CALLS``) and shown on stderr while they take time."""

    calls_name = "/tokenize"  # what its calls are, in messages
    local_fix = "count locally with --cre-tokenizer PATH/tokenizer.json (the served model's own tokenizer file)"

    def __init__(self, model_id: str, base_url: str, api_key: Key, kwargs: dict[str, Any] | None = None) -> None:
        self.model_id, self.base_url, self.api_key = model_id, base_url, api_key
        self.kwargs = kwargs  # the requests' chat_template_kwargs, given to the template too
        self.root = _root(base_url)
        self.calls = 0
        self.dialect: str | None = None  # how this server counts a prompt: vllm, llamacpp or bare
        self._lock = threading.Lock()
        self._started = time.monotonic()
        self._shown = 0.0  # when progress was last shown (0: never)

    def _tick(self) -> None:
        with self._lock:
            self.calls += 1
            calls = self.calls
            if calls > MAX_TOKENIZE_CALLS:
                raise CreDataError(
                    f"--cre-tokenizer server: counting needs more than {MAX_TOKENIZE_CALLS:,} {self.calls_name} calls "
                    f"to {mask_url(self.base_url)}: {self.local_fix}, or select fewer cells"
                )
            now = time.monotonic()
            if now - self._started < 2.0 or now - max(self._shown, self._started) < 2.0:
                return
            self._shown = now
        tty = sys.stderr.isatty()
        line = f"--cre-tokenizer server: {calls:,} {self.calls_name} calls to {mask_url(self.base_url)} so far"
        print(f"\r{line}" if tty else line, end="" if tty else "\n", file=sys.stderr, flush=True)

    def _done(self) -> None:
        """Ends a shown progress line (the next output starts on its own line)."""
        with self._lock:
            shown, self._shown = self._shown, 0.0
            self._started = time.monotonic()
        if shown and sys.stderr.isatty():
            print(file=sys.stderr, flush=True)

    def _ask(self, path: str, body: dict[str, Any]) -> Reply:
        """One call; a failure that is not "no such endpoint" is asked once more."""
        reply = Reply(None)
        for _ in range(2):
            self._tick()
            reply = _request(f"{self.root}{path}", self.api_key, body, MAX_TOKENIZE_BODY)
            if reply.status is not None and reply.status < 500 and reply.status != 429:
                break  # an answer; only no answer, a 429 or a 5xx may be transient
        return reply

    def _error(self, reply: Reply, path: str = "/tokenize") -> CreDataError:
        where = mask_url(self.base_url)
        if reply.absent:
            return CreDataError(
                f"--cre-tokenizer server: {where} does not count tokens (no {path}: HTTP {reply.status}): "
                "use a server that does (llama.cpp, vLLM) or --cre-tokenizer PATH/tokenizer.json"
            )
        if reply.status is not None and 300 <= reply.status < 400:
            return CreDataError(
                f"--cre-tokenizer server: {where} answered {path} with a redirect (HTTP {reply.status}), which "
                "is never followed (the key must not reach another address): give the server's own URL"
            )
        if reply.status == 200:
            return CreDataError(
                f"--cre-tokenizer server: {where} answered {path} with no token count (a count is an integer "
                f"0..{MAX_COUNT:,}): check the server, or count locally with --cre-tokenizer PATH/tokenizer.json"
            )
        if reply.status is not None and reply.status < 500 and reply.status != 429:
            return CreDataError(
                f"--cre-tokenizer server: {path} of {where} refused the count ({reply.why}): check the server's "
                "log (a key it wants: --cre-api-key), or count locally with --cre-tokenizer PATH/tokenizer.json"
            )
        return CreDataError(
            f"--cre-tokenizer server: {path} of {where} failed twice ({reply.why}): check that the server is "
            "up (its log says why), or count locally with --cre-tokenizer PATH/tokenizer.json"
        )

    def text(self, text: str, special: bool = False) -> int:
        """``text``'s count, bare (no template; special tokens only when ``special``)."""
        reply = self._ask("/tokenize", _text_body(self.model_id, text, special))
        count = _token_count(reply)
        if count is None:
            raise self._error(reply)
        return count

    def texts(self, texts: list[str]) -> list[int]:
        """Each text's count, ``TOKENIZE_THREADS`` calls at a time."""
        try:
            if len(texts) < 2:
                return [self.text(t) for t in texts]
            with ThreadPoolExecutor(TOKENIZE_THREADS, thread_name_prefix="cre-tokenize") as pool:
                return list(pool.map(self.text, texts))
        finally:
            self._done()

    def prompt(self, text: str) -> int:
        """One user message's count (``chat`` of it)."""
        return self.chat([{"role": "user", "content": text}])

    def chat(self, messages: list[dict[str, str]]) -> int:
        """A whole message list's count with the server's chat template applied (vLLM counts the
        messages; llama.cpp applies its template, then counts), else the sum of each content's
        bare count (a server with neither has no template to apply)."""
        if self.dialect in (None, "vllm"):
            reply = self._ask("/tokenize", _messages_body(self.model_id, messages, self.kwargs))
            if isinstance(reply.body, dict) and "count" in reply.body:
                self.dialect = "vllm"
                if (count := _token_count(reply)) is None:
                    raise self._error(reply)
                return count
            if reply.status != 200 and not reply.absent:
                raise self._error(reply)
        if self.dialect in (None, "llamacpp"):
            templated = self._ask("/apply-template", _template_body(messages, self.kwargs))
            body = templated.body
            if templated.status == 200 and isinstance(body, dict) and isinstance(body.get("prompt"), str):
                self.dialect = "llamacpp"
                return self.text(body["prompt"], special=True)
            if not templated.absent:
                raise self._error(templated, "/apply-template")
        self.dialect = "bare"
        return sum(self.text(m["content"]) for m in messages)


@functools.lru_cache(maxsize=8)  # one per served model: it keeps the counts it was given
def _server_tokenizer(
    name: str, model_id: str, base_url: str, api_key: Key, kwargs: str = "{}", vendor: str = ""
) -> Tokenizer:
    # A vendor API counts at its own endpoint (vendor_counts builds on this module, so it is
    # imported here, when a vendor's count is first wanted).
    from .vendor_counts import COUNTERS

    counter = COUNTERS.get(vendor, _ServerCounter)(model_id, base_url, api_key, json.loads(kwargs))
    tokenizer = Tokenizer(name, counter.texts, counter.prompt, count_chat=counter.chat)
    tokenizer.counter = counter  # type: ignore[attr-defined]
    return tokenizer
