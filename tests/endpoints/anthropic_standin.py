"""A loopback stand-in of Anthropic's Messages API, written from its public API reference.

``Standin(reply)`` serves ``POST /v1/messages`` from a thread; ``reply(body)`` returns
``(status, body_text)`` or ``(status, body_text, headers)``. By default (``reply=None``) it
answers as the reference describes a message: the content blocks (a ``thinking`` block when the
request turned thinking on, then a ``text`` block), ``stop_reason``, ``usage``, and the
``anthropic-ratelimit-*`` headers, and it refuses a request without ``max_tokens`` (400
invalid_request_error, as the API does). ``seen`` keeps every request's path, headers (lower-case
names) and raw body bytes."""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = Callable[[dict[str, Any]], tuple[Any, ...]]


def message(
    text: str | None = "The answer is 42.",
    *,
    thinking: str | None = None,
    stop_reason: str = "end_turn",
    usage: dict[str, Any] | None = None,
    model: str = "claude-sonnet-4-5-20250929",
    extra_blocks: list[dict[str, Any]] | None = None,
) -> str:
    """A Messages API answer body."""
    blocks: list[dict[str, Any]] = []
    if thinking is not None:
        blocks.append({"type": "thinking", "thinking": thinking, "signature": "EqQBCkYIBxgCKkBsig"})
    blocks += extra_blocks or []
    if text is not None:
        blocks.append({"type": "text", "text": text})
    return json.dumps(
        {
            "id": "msg_013Zva2CMHLNnXjNJJKqJ2EF",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": blocks,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": usage or {"input_tokens": 2095, "output_tokens": 503, "cache_read_input_tokens": 0},
        }
    )


def error(kind: str, text: str) -> str:
    """An error body as Anthropic's errors reference shapes it."""
    return json.dumps({"type": "error", "error": {"type": kind, "message": text}, "request_id": "req_011CSHoEeqs5C35K"})


RATE_HEADERS = {
    "anthropic-ratelimit-requests-limit": "4000",
    "anthropic-ratelimit-requests-remaining": "3999",
    "anthropic-ratelimit-requests-reset": "2026-12-05T01:00:01Z",
    "anthropic-ratelimit-input-tokens-limit": "2000000",
    "anthropic-ratelimit-input-tokens-remaining": "1990000",
    "anthropic-ratelimit-input-tokens-reset": "2026-12-05T01:00:01Z",
    "anthropic-ratelimit-output-tokens-limit": "400000",
    "anthropic-ratelimit-output-tokens-remaining": "399000",
    "anthropic-ratelimit-output-tokens-reset": "2026-12-05T01:00:01Z",
}


def default_reply(body: dict[str, Any]) -> tuple[Any, ...]:
    if not isinstance(body.get("max_tokens"), int):
        return 400, error("invalid_request_error", "max_tokens: Field required")
    thinking = body.get("thinking") or {}
    thought = "Let me work through it step by step." if thinking.get("type") == "enabled" else None
    return 200, message(thinking=thought), RATE_HEADERS


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    raw: bytes

    @property
    def body(self) -> dict[str, Any]:
        return json.loads(self.raw)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def do_POST(self) -> None:
        server: Standin = self.server  # type: ignore[assignment]
        raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        with server.lock:
            server.seen.append(Seen(self.path, {k.lower(): v for k, v in self.headers.items()}, raw))
        if self.path.split("?")[0] != "/v1/messages":
            out: tuple[Any, ...] = (404, error("not_found_error", "Not Found"))
        else:
            out = server.reply(json.loads(raw or b"{}"))
        status, text, headers = (*out, {})[:3]
        data = text.encode("utf-8") if isinstance(text, str) else text
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        with contextlib.suppress(OSError):  # the client stopped reading (a body past its bound)
            self.wfile.write(data)


class Standin(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self, reply: Reply | None = None) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.reply = reply or default_reply
        self.lock = threading.Lock()
        self.seen: list[Seen] = []
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        """The base URL, as the anthropic preset's (the SDK adds ``/v1/messages``)."""
        return f"http://127.0.0.1:{self.server_address[1]}"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
