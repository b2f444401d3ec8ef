"""Hostile servers against the preflight (``GET /props``, ``/v1/models``, LM Studio's models) and
``--cre-tokenizer server``'s ``/tokenize``: every byte a server sends is untrusted. A redirect is
never followed (the key never reaches another origin), one call has one deadline and a size
bound, a body nested past the parser's stack or a number that is not a window is "the server
does not say", a model id is quoted into a path, and a count is validated before it is used."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from pytest_cre.core.errors import CreDataError, CreUsageError
from pytest_cre.core.secret import Secret
from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.vendors import resolve_model

KEY = "sk-live-hostile-preflight-0123456789abcdef"
Answer = Callable[[BaseHTTPRequestHandler], None]


def send(status: int, body: Any, headers: dict[str, str] | None = None) -> Answer:
    """An answer of ``status`` with ``body`` (JSON unless it is already bytes)."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()

    def write(h: BaseHTTPRequestHandler) -> None:
        h.send_response(status)
        for name, value in (headers or {}).items():
            h.send_header(name, value)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        h.wfile.write(data)

    return write


NOT_FOUND = send(404, {"error": {"code": 404, "message": "File Not Found"}})


class Hostile(ThreadingHTTPServer):
    """Answers ``route(method, path, body)`` (an ``Answer``, or None for a 404) and keeps every
    request it got: method, path, headers."""

    daemon_threads = True
    block_on_close = False

    def __init__(self, route: Callable[[str, str, dict[str, Any]], Answer | None]) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.route = route
        self.seen: list[tuple[str, str, dict[str, str]]] = []
        self.lock = threading.Lock()
        threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    @property
    def url(self) -> str:
        return f"{self.root}/v1"

    def paths(self, method: str | None = None) -> list[str]:
        return [p for m, p, _ in self.seen if method in (None, m)]

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def _answer(self, method: str) -> None:
        server: Hostile = self.server  # type: ignore[assignment]
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0))) if method == "POST" else b""
        with server.lock:
            server.seen.append((method, self.path, dict(self.headers)))
        with contextlib.suppress(OSError):  # the client gave up: what a deadline does
            (server.route(method, self.path, json.loads(raw or b"{}")) or NOT_FOUND)(self)

    def do_GET(self) -> None:
        self._answer("GET")

    def do_POST(self) -> None:
        self._answer("POST")


@pytest.fixture
def serve():
    """Start hostile servers; all stopped after the test."""
    started: list[Hostile] = []

    def start(route: Callable[[str, str, dict[str, Any]], Answer | None]) -> Hostile:
        started.append(Hostile(route))
        return started[-1]

    yield start
    for s in started:
        s.stop()


@pytest.fixture(autouse=True)
def fresh_caches():
    """Each test asks its own servers (the window and the server tokenizer are kept per process)."""
    server_info._windows.clear()
    server_info._server_tokenizer.cache_clear()
    yield
    server_info._windows.clear()
    server_info._server_tokenizer.cache_clear()


def llamacpp(url: str, model_id: str = "m"):
    return dataclasses.replace(resolve_model(f"llamacpp:{model_id}"), base_urls=(url,))


def served_tokens(url: str):
    return dataclasses.replace(resolve_model("llamacpp:m"), base_urls=(url,), tokenizer="server:m")


# --------------------------------------------------------------------------- point 1: redirects


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_never_followed_and_the_key_never_reaches_another_origin(serve, status):
    other = serve(lambda method, path, body: send(200, {"default_generation_settings": {"n_ctx": 8192}}))
    first = serve(lambda method, path, body: send(status, {}, {"Location": f"{other.root}{path}"}))
    window = server_info.context_window(llamacpp(first.url), first.url, Secret(KEY))
    assert window is None  # a 3xx is "the server does not say"
    assert other.seen == []  # not a request, let alone an Authorization header
    assert first.paths("GET")[0] == "/props"
    assert all(h.get("Authorization") == f"Bearer {KEY}" for _, _, h in first.seen)  # its own origin has it


def test_a_redirected_tokenize_is_a_failure_and_never_reaches_another_origin(serve):
    other = serve(lambda method, path, body: send(200, {"tokens": [1, 2, 3]}))
    first = serve(lambda method, path, body: send(307, {}, {"Location": f"{other.root}{path}"}))
    with pytest.raises(CreUsageError) as info:  # at the start of a run: a usage error
        server_info.check_server_tokens(served_tokens(first.url), Secret(KEY))
    assert other.seen == [] and first.paths() == ["/tokenize"]
    assert KEY not in str(info.value) and "with a redirect (HTTP 307), which is never followed" in str(info.value)


# --------------------------------------------------------------------------- point 4: preflight


def test_a_props_that_trickles_ends_at_the_calls_deadline(serve, monkeypatch):
    monkeypatch.setattr(server_info, "TIMEOUT_S", 1.0)

    def trickle(h: BaseHTTPRequestHandler) -> None:
        h.send_response(200)
        h.send_header("Content-Length", "1000")
        h.end_headers()
        for _ in range(1000):
            h.wfile.write(b" ")
            h.wfile.flush()
            time.sleep(0.2)  # each read is quick: only a whole-call deadline stops it

    server = serve(lambda method, path, body: trickle if path == "/props" else None)
    start = time.monotonic()
    assert server_info.context_window(llamacpp(server.url), server.url) is None
    assert time.monotonic() - start < 3 * 1.0 + 1.0  # three endpoints asked, each bounded


def test_headers_that_trickle_end_at_the_calls_deadline(serve, monkeypatch):
    monkeypatch.setattr(server_info, "TIMEOUT_S", 1.0)

    def slow_status_line(h: BaseHTTPRequestHandler) -> None:
        for byte in b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}":
            h.wfile.write(bytes([byte]))
            h.wfile.flush()
            time.sleep(0.2)

    server = serve(lambda method, path, body: slow_status_line)
    start = time.monotonic()
    assert server_info._request(f"{server.root}/props", None).status is None
    assert time.monotonic() - start < 2.0


@pytest.mark.parametrize(
    "body",
    [
        b"[" * 200_000 + b"]" * 200_000,  # nested past the parser's stack
        b'{"n_ctx": ' + b"[" * 200_000 + b"]" * 200_000 + b"}",
        b" " * (2 << 20),  # larger than a GET may bring
        b"\xff\xfe not utf-8",
        b"{",
    ],
    ids=["nested-array", "nested-in-object", "2MiB", "not-utf8", "torn"],
)
def test_a_props_body_that_is_not_an_answer_is_does_not_say(serve, body):
    server = serve(lambda method, path, b: send(200, body))
    assert server_info.context_window(llamacpp(server.url), server.url) is None


@pytest.mark.parametrize("n_ctx", [True, False, -1, 0, 1.5, "8192", 10**12, None, [8192]])
def test_a_window_that_is_not_a_count_of_tokens_is_does_not_say(serve, n_ctx):
    props = {"default_generation_settings": {"n_ctx": n_ctx}, "total_slots": True}
    models = {"data": [{"id": "m", "max_model_len": n_ctx}]}
    server = serve(lambda m, path, b: send(200, props if path == "/props" else models) if m == "GET" else None)
    assert server_info.context_window(llamacpp(server.url), server.url) is None


def test_a_slot_count_that_is_not_one_is_dropped_and_a_window_is_kept(serve):
    props = {"default_generation_settings": {"n_ctx": 8192}, "total_slots": True}
    server = serve(lambda method, path, body: send(200, props) if path == "/props" else None)
    assert server_info.context_window(llamacpp(server.url), server.url) == server_info.ServerWindow(
        8192, "GET /props n_ctx", None
    )


def test_a_model_id_with_a_space_is_quoted_into_the_path(serve):
    server = serve(
        lambda method, path, body: (
            send(200, {"max_context_length": 4096}) if path == "/api/v0/models/my%20model" else None
        )
    )
    model = dataclasses.replace(resolve_model("lmstudio:m"), model_id="my model", base_urls=(server.url,))
    window = server_info.context_window(model, server.url)
    assert window == server_info.ServerWindow(4096, "GET /api/v0/models max_context_length")


def test_the_window_is_asked_once_per_model_and_server_in_a_process(serve):
    server = serve(
        lambda method, path, body: (
            send(200, {"default_generation_settings": {"n_ctx": 8192}}) if path == "/props" else None
        )
    )
    for _ in range(3):
        assert server_info.context_window(llamacpp(server.url), server.url).tokens == 8192
    assert server.paths() == ["/props"]


def test_cells_that_ask_the_window_at_once_ask_the_server_once(serve, monkeypatch):
    """Cells check their fits in threads, the next one while the current one runs: however many
    ask while the first answer is on its way, the server is asked once. The answer is held until
    all six have asked (each has taken the server's lock to wait on), not for a time a busy
    machine may outlast, when later threads find the answer made and the test proves nothing."""
    asked: list[object] = []
    all_asked = threading.Event()

    class Counting(dict):
        def setdefault(self, key: Any, default: Any = None) -> Any:
            asked.append(key)  # under server_info's own lock
            if len(asked) == 6:
                all_asked.set()
            return super().setdefault(key, default)

    monkeypatch.setattr(server_info, "_asking", Counting())
    held: list[bool] = []

    def slow_props(handler: Any) -> None:
        held.append(all_asked.wait(10))
        send(200, {"default_generation_settings": {"n_ctx": 8192}})(handler)

    server = serve(lambda method, path, body: slow_props if path == "/props" else None)
    model = llamacpp(server.url)
    with ThreadPoolExecutor(6) as pool:
        windows = list(pool.map(lambda _: server_info.context_window(model, server.url), range(6)))
    assert [w.tokens for w in windows] == [8192] * 6
    assert held == [True] and server.paths() == ["/props"]  # all six asked while it was held


# --------------------------------------------------------------------------- point 5: /tokenize


def counting(count: Callable[[dict[str, Any]], Any], calls: list[str] | None = None):
    """A llama.cpp-like /tokenize whose answer is ``count(body)`` (a dict), /apply-template."""

    def route(method: str, path: str, body: dict[str, Any]) -> Answer | None:
        if calls is not None:
            calls.append(path)
        if path == "/apply-template":
            return send(200, {"prompt": f"<s>{body['messages'][0]['content']}</s>"})
        if path == "/tokenize" and "content" in body:
            return send(200, count(body))
        if path == "/tokenize":
            return send(200, {"tokens": []})  # llama.cpp given messages: counts nothing
        return None

    return route


@pytest.mark.parametrize(
    "answer",
    [{"count": 10**13}, {"count": True}, {"count": -1}, {"count": 3.5}, {"tokens": "many"}, {"nothing": 1}],
    ids=["1e13", "bool", "negative", "float", "not-a-list", "none"],
)
def test_a_count_that_is_not_one_is_a_one_line_error_not_memory(serve, answer):
    server = serve(counting(lambda body: answer))
    tokenizer = server_info.tokenizer_for(served_tokens(server.url))
    with pytest.raises(CreDataError) as info:
        tokenizer.counts(["one filler item"])
    assert "answered /tokenize with no token count" in str(info.value) and "\n" not in str(info.value)


def test_a_counted_prompt_is_a_number_never_a_list_of_that_many_tokens(serve):
    server = serve(counting(lambda body: {"count": 9_999_999}))
    tokenizer = server_info.tokenizer_for(served_tokens(server.url))
    assert tokenizer.count("a prompt") == 9_999_999  # was [0] * count


def test_a_single_500_is_asked_again_and_two_are_a_failure_not_no_tokenize(serve):
    failures = {"left": 1}

    def flaky(method: str, path: str, body: dict[str, Any]) -> Answer | None:
        if failures["left"]:
            failures["left"] -= 1
            return send(500, {"error": "busy"})
        return send(200, {"tokens": [1, 2, 3]})

    server = serve(flaky)
    assert server_info.tokenizer_for(served_tokens(server.url)).counts(["abc"]) == [3]

    broken = serve(lambda method, path, body: send(500, {"error": "down"}))
    with pytest.raises(CreDataError) as info:
        server_info.tokenizer_for(served_tokens(broken.url)).counts(["abc"])
    message = str(info.value)
    assert "/tokenize of" in message and "failed twice (HTTP 500)" in message and "no /tokenize" not in message
    assert broken.paths() == ["/tokenize", "/tokenize"]


def test_no_tokenize_is_named_as_such(serve):
    server = serve(lambda method, path, body: None)
    with pytest.raises(CreDataError, match=r"does not count tokens \(no /tokenize: HTTP 404\)"):
        server_info.tokenizer_for(served_tokens(server.url)).counts(["abc"])
    assert server.paths() == ["/tokenize"]  # a 404 is an answer: not asked again


def test_each_text_is_counted_once_per_server_concurrently_and_reused(serve):
    calls: list[str] = []
    server = serve(counting(lambda body: {"tokens": [0] * len(body["content"].split())}, calls))
    texts = [f"item number {i}" for i in range(40)]
    tokenizer = server_info.tokenizer_for(served_tokens(server.url))
    assert tokenizer.counts(texts, suffix="\n\n") == [3] * 40
    assert server_info.tokenizer_for(served_tokens(server.url)) is tokenizer
    assert tokenizer.counts(texts[::-1], suffix="\n\n") == [3] * 40
    assert calls.count("/tokenize") == 40
    assert server_info.tokenize_calls(served_tokens(server.url)) == 40


def test_the_calls_are_bounded_with_the_fix_named(serve, monkeypatch):
    monkeypatch.setattr(server_info, "MAX_TOKENIZE_CALLS", 5)
    server = serve(counting(lambda body: {"tokens": [1]}))
    with pytest.raises(CreDataError, match=r"counting needs more than 5 /tokenize calls to .*--cre-tokenizer PATH"):
        server_info.tokenizer_for(served_tokens(server.url)).counts([str(i) for i in range(10)])


def test_a_prompt_is_counted_with_the_template_and_the_dialect_is_remembered(serve):
    calls: list[str] = []
    server = serve(counting(lambda body: {"tokens": [0] * len(body["content"])}, calls))
    tokenizer = server_info.tokenizer_for(served_tokens(server.url))
    assert tokenizer.count("abc") == len("<s>abc</s>")
    assert tokenizer.count("abcd") == len("<s>abcd</s>")
    # The first asks vLLM's way, then llama.cpp's; the second knows it is llama.cpp.
    assert calls == ["/tokenize", "/apply-template", "/tokenize", "/apply-template", "/tokenize"]
