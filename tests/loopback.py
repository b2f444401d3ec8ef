"""A scriptable OpenAI-compatible server on loopback, for the endpoint layer's fault tests.

``Loopback(reply)`` serves ``POST .../chat/completions`` from a thread; ``reply(path, body)``
returns ``(status, body_text)`` or a callable that writes the answer itself (to trickle it).
``requests`` counts what arrived, ``bodies`` keeps the request JSON; a GET (a preflight's
``/props``, ``/v1/models``) is a 404, its path kept in ``gets``. ``answer`` builds a completion
body, whole or with hostile fields; ``serving`` is a test module's ``serve`` fixture
(``serve = pytest.fixture(serving, name="serve")``), which stops every server it started."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = Callable[[str, dict[str, Any]], Any]


USAGE = {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13}
_RAW = '"@RAW-USAGE@"'


def answer(text: str = "Answer: 7", finish: object = "stop", usage: Any = USAGE, model: object = "m") -> str:
    """A chat completion body: ``usage`` a dict, None (no usage field), or a string that goes
    in as raw JSON text (a hostile server's); ``finish`` and ``model`` any JSON value."""
    body: dict[str, Any] = {
        "id": "x",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [{"index": 0, "finish_reason": finish, "message": {"role": "assistant", "content": text}}],
    }
    if usage is not None:
        body["usage"] = json.loads(_RAW) if isinstance(usage, str) else usage
    out = json.dumps(body)
    return out.replace(_RAW, usage) if isinstance(usage, str) else out


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        server: Loopback = self.server  # type: ignore[assignment]
        with server.lock:
            server.gets.append(self.path)
        data = b'{"error": {"code": 404, "message": "Not Found"}}'
        self.send_response(404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        server: Loopback = self.server  # type: ignore[assignment]
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        with server.lock:
            server.requests += 1
            server.bodies.append(body)
        out = server.reply(self.path, body)
        if callable(out):
            out(self)
            return
        status, text = out
        data = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def trickle(total: int, every_s: float, sent: list[int]) -> Callable[[BaseHTTPRequestHandler], None]:
    """A 200 whose ``total`` body bytes come one every ``every_s`` seconds (``sent`` counts)."""

    def write(h: BaseHTTPRequestHandler) -> None:
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(total))
        h.end_headers()
        try:
            for _ in range(total):
                h.wfile.write(b" ")
                h.wfile.flush()
                sent[0] += 1
                time.sleep(every_s)
        except OSError:  # the client gave up: what we wanted
            pass

    return write


class Loopback(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, reply: Reply) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.reply = reply
        self.lock = threading.Lock()
        self.requests = 0
        self.bodies: list[dict[str, Any]] = []
        self.gets: list[str] = []
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


def serving() -> Iterator[Callable[[Reply], Loopback]]:
    """``serve(reply)`` starts a ``Loopback``; every one started is stopped after the test."""
    servers: list[Loopback] = []

    def make(reply: Reply) -> Loopback:
        servers.append(Loopback(reply))
        return servers[-1]

    yield make
    for s in servers:
        s.stop()
