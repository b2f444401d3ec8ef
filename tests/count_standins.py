"""Loopback stand-ins of the vendors' token-counting endpoints, written from their public API
references: Anthropic's ``POST /v1/messages/count_tokens`` (the key as ``x-api-key`` or a bearer
token, ``anthropic-version``; ``{"model", "messages", "system"?}`` -> ``{"input_tokens": N}``)
and Gemini's native
``POST /v1beta/models/{model}:countTokens`` (``x-goog-api-key``; ``{"contents": [{"parts":
[{"text"}]}]}``, or ``{"generateContentRequest": {"model", "contents", "systemInstruction"?}}``
-> ``{"totalTokens": N}``), beside Gemini's OpenAI-compatible chat completions under
``/v1beta/openai``. ``bodies`` keeps each count request's JSON.

They count in a known way, so a test can recount on its own: a token is a whitespace-separated
word, and Anthropic's request adds ``CLAUDE_TEMPLATE`` tokens of template (as Claude's does).
``fail`` scripts the next answers: ``(status, body_text, headers)`` each, taken in order."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

KEY = "sk-stand-in-0123456789abcdef"
CLAUDE_TEMPLATE = 7  # tokens the stand-in's "Claude" wraps a one-message request in


def words(text: str) -> int:
    return len(text.split())


class CountStandIn(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.lock = threading.Lock()
        self.counted: list[tuple[str, str, int]] = []  # (vendor, text counted, count answered)
        self.headers_seen: list[dict[str, str]] = []  # each count request's headers
        self.paths: list[str] = []  # each count request's path, query included
        self.bodies: list[dict[str, Any]] = []  # each count request's body
        self.chats: list[str] = []  # each chat completion's user text
        self.fail: list[tuple[int, str, dict[str, str]]] = []
        threading.Thread(target=self.serve_forever, args=(0.05,), daemon=True).start()

    @property
    def root(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    @property
    def gemini_base(self) -> str:
        """The OpenAI-compatible base, as the gemini preset's is shaped."""
        return f"{self.root}/v1beta/openai"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def _send(self, status: int, text: str, headers: dict[str, str] | None = None) -> None:
        data = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._send(404, json.dumps({"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}}))

    def do_POST(self) -> None:
        srv: CountStandIn = self.server  # type: ignore[assignment]
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        if self.path.endswith("/chat/completions"):
            with srv.lock:
                srv.chats.append(" ".join(m["content"] for m in body["messages"] if m["role"] == "user"))
            return self._send(200, _completion("Answer: 7"))
        with srv.lock:
            srv.paths.append(self.path)
            srv.bodies.append(body)
            srv.headers_seen.append({k.lower(): v for k, v in self.headers.items()})
            scripted = srv.fail.pop(0) if srv.fail else None
        if scripted is not None:
            return self._send(*scripted)
        if self.path == "/v1/messages/count_tokens":
            keyed = KEY in (
                self.headers.get("x-api-key"),
                self.headers.get("Authorization", "").removeprefix("Bearer "),
            )
            if not keyed or not self.headers.get("anthropic-version"):
                error = {"type": "authentication_error", "message": "invalid x-api-key"}
                return self._send(401, json.dumps({"type": "error", "error": error}))
            if not body.get("model") or not body.get("messages"):
                error = {"type": "invalid_request_error", "message": "model and messages: Field required"}
                return self._send(400, json.dumps({"type": "error", "error": error}))
            text = " ".join([body.get("system", ""), *(m["content"] for m in body["messages"])])
            return self._count(srv, "anthropic", text, {"input_tokens": words(text) + CLAUDE_TEMPLATE})
        if self.path.startswith("/v1beta/models/") and self.path.endswith(":countTokens"):
            if self.headers.get("x-goog-api-key") != KEY:
                error = {"code": 400, "message": "API key not valid.", "status": "INVALID_ARGUMENT"}
                return self._send(400, json.dumps({"error": error}))
            # contents and generateContentRequest are exclusive: the latter, when sent, is counted
            request = body.get("generateContentRequest") or {"contents": body["contents"]}
            system = request.get("systemInstruction", {"parts": []})
            text = " ".join(p["text"] for c in [system, *request["contents"]] for p in c["parts"])
            return self._count(srv, "gemini", text, {"totalTokens": words(text), "promptTokensDetails": []})
        self._send(404, json.dumps({"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}}))

    def _count(self, srv: CountStandIn, vendor: str, text: str, answer: dict[str, Any]) -> None:
        with srv.lock:
            srv.counted.append((vendor, text, next(iter(answer.values()))))
        self._send(200, json.dumps(answer))


def _completion(text: str) -> str:
    return json.dumps(
        {
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13},
        }
    )
