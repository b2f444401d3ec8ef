"""Loopback stand-ins for hosted vendors, written from their public API references: a server
that answers ``/chat/completions`` as a vendor's OpenAI-compatible endpoint does, by dressing
the sim's answers (which know the cells' tasks) in the vendor's own fields and sending the
vendor's own error bodies first.

``Dressed(sim_url, dress, errors)``: each request is answered by the next of ``errors`` (a
``(status, body)``), and once they are spent, by the sim's answer passed through ``dress`` (the
completion dict, changed in place). ``bodies`` keeps each request's JSON and ``keys`` its bearer
token, so a test can see what was sent."""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Dress = Callable[[dict[str, Any]], None]

# Gemini's OpenAI-compatible endpoint answers errors in Google's shape, as a one-element list
# (https://ai.google.dev/gemini-api/docs/troubleshooting); a per-minute RESOURCE_EXHAUSTED names
# its quotaId in a QuotaFailure detail, as the bodies in fixtures/vendor_bodies.json do.
GEMINI_429_PER_MINUTE = json.dumps(
    [
        {
            "error": {
                "code": 429,
                "message": "You exceeded your current quota, please check your plan and billing details.",
                "status": "RESOURCE_EXHAUSTED",
                "details": [
                    {
                        "@type": "type.googleapis.com/google.rpc.QuotaFailure",
                        "violations": [
                            {
                                "quotaMetric": "generativelanguage.googleapis.com/generate_content_paid_tier_requests",
                                "quotaId": "GenerateRequestsPerMinutePerProjectPerModel",
                            }
                        ],
                    }
                ],
            }
        }
    ]
)
GEMINI_429_PER_DAY = GEMINI_429_PER_MINUTE.replace("PerMinute", "PerDay")


def gemini_thoughts(tokens: int) -> Dress:
    """Gemini 2.5's answer through the compat endpoint: its thinking counted (never sent) in
    usage.completion_tokens_details.reasoning_tokens, and billed in completion_tokens."""

    def dress(completion: dict[str, Any]) -> None:
        usage = completion["usage"]
        usage["completion_tokens"] += tokens
        usage["total_tokens"] += tokens
        usage["completion_tokens_details"] = {"reasoning_tokens": tokens}

    return dress


def openrouter_cost(usd: float) -> Dress:
    """OpenRouter's answer: usage.cost, what it charged in credits (USD), on every answer
    (https://openrouter.ai/docs/use-cases/usage-accounting)."""

    def dress(completion: dict[str, Any]) -> None:
        completion["usage"]["cost"] = usd
        completion["provider"] = "StandIn"

    return dress


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        server: Dressed = self.server  # type: ignore[assignment]
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        with server.lock:
            server.bodies.append(json.loads(raw or b"{}"))
            server.keys.append(self.headers.get("Authorization", ""))
            error = server.errors.pop(0) if server.errors else None
        if error is not None:
            self._send(*error)
            return
        request = urllib.request.Request(
            server.sim_url + self.path.removeprefix("/v1"),
            data=raw,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as answer:  # loopback only
            completion = json.loads(answer.read())
        server.dress(completion)
        self._send(200, json.dumps(completion))

    def _send(self, status: int, text: str) -> None:
        data = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class Dressed(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, sim_url: str, dress: Dress, errors: list[tuple[int, str]] | None = None) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.sim_url = sim_url.rstrip("/")
        self.dress = dress
        self.errors = list(errors or [])
        self.bodies: list[dict[str, Any]] = []
        self.keys: list[str] = []
        self.lock = threading.Lock()
        self.url = f"http://127.0.0.1:{self.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
