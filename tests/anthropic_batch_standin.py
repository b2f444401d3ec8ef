"""A loopback stand-in of Anthropic's Message Batches API, written from its public reference.

``POST /v1/messages/batches`` takes ``{"requests": [{custom_id, params}]}`` (custom ids 1-64 of
``[a-zA-Z0-9_-]``, unique, at most 100,000 requests) and answers a Message Batch object;
``GET /v1/messages/batches/{id}`` answers it again (``processing_status`` in_progress until
the batch's time is up, then ended, with ``request_counts`` and ``results_url``); ``GET
{results_url}`` streams the results JSONL. ``POST /v1/messages`` answers one message (the
synchronous wire, for what a batch did not answer). ``result(index, request)`` says how each
request ends; ``batch_object`` and ``results`` hooks let a test send hostile states and lines.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

CUSTOM_ID = re.compile(r"[a-zA-Z0-9_-]{1,64}")


def message(text: str = "The answer is 42.", stop: str = "end_turn", model: str = "claude-test-1") -> dict[str, Any]:
    """A Message object as the Messages API returns it."""
    return {
        "id": "msg_01",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [{"type": "text", "text": text}],
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": 100, "output_tokens": 5},
    }


def succeeded(text: str = "The answer is 42.") -> dict[str, Any]:
    return {"type": "succeeded", "message": message(text)}


def errored(kind: str, text: str) -> dict[str, Any]:
    """An errored result: the error response as the API sends it."""
    return {"type": "errored", "error": {"type": "error", "error": {"type": kind, "message": text}}}


def _stamp(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).isoformat().replace("+00:00", "Z")


class MessageBatches:
    """The stand-in, serving from a thread until ``stop()``; a batch ends ``ends_after_s`` after
    it is created, or when ``end(id)`` is called (``ends_after_s=None``)."""

    def __init__(
        self,
        result: Callable[[int, dict[str, Any]], dict[str, Any]] = lambda _i, _r: succeeded(),
        ends_after_s: float | None = 0.0,
        batch_object: Callable[[dict[str, Any]], Any] | None = None,
        results: Callable[[bytes], bytes] | None = None,
    ) -> None:
        self.result, self.ends_after_s = result, ends_after_s
        self.batch_object, self.results_hook = batch_object, results
        self.batches: dict[str, dict[str, Any]] = {}
        self.auth: list[str] = []  # the key headers every request carried
        self.betas: list[str | None] = []  # each create's anthropic-beta header
        self.sizes: list[int] = []  # each create's body, in bytes
        self.creates = 0
        self.messages = 0  # synchronous /v1/messages requests
        self.retrieves = 0
        self._lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def end(self, batch_id: str) -> None:
        self.batches[batch_id]["ended"] = True

    def _ended(self, batch: dict[str, Any]) -> bool:
        if batch["ended"]:
            return True
        return self.ends_after_s is not None and time.time() - batch["created"] >= self.ends_after_s

    def _object(self, batch_id: str) -> dict[str, Any]:
        batch = self.batches[batch_id]
        ended = self._ended(batch)
        counts = {"processing": 0, "succeeded": 0, "errored": 0, "canceled": 0, "expired": 0}
        if ended:
            for result in batch["results"]:
                counts[result["result"]["type"]] += 1
        else:
            counts["processing"] = len(batch["results"])
        created = batch["created"]
        return {
            "id": batch_id,
            "type": "message_batch",
            "processing_status": "ended" if ended else "in_progress",
            "request_counts": counts,
            "ended_at": _stamp(time.time()) if ended else None,
            "created_at": _stamp(created),
            "expires_at": _stamp(created + 86_400),
            "archived_at": None,
            "cancel_initiated_at": None,
            "results_url": f"{self.url}/v1/messages/batches/{batch_id}/results" if ended else None,
        }

    def _create(self, body: dict[str, Any]) -> tuple[int, Any]:
        requests = body.get("requests")
        if not isinstance(requests, list) or not 1 <= len(requests) <= 100_000:
            return 400, _error("invalid_request_error", "requests: between 1 and 100000 items")
        ids = [r.get("custom_id") for r in requests]
        if not all(isinstance(i, str) and CUSTOM_ID.fullmatch(i) for i in ids):
            return 400, _error("invalid_request_error", "custom_id: must match ^[a-zA-Z0-9_-]{1,64}$")
        if len(set(ids)) != len(ids):
            return 400, _error("invalid_request_error", "custom_id: must be unique within the batch")
        if not all(isinstance(r.get("params"), dict) and "max_tokens" in r["params"] for r in requests):
            return 400, _error("invalid_request_error", "params.max_tokens: Field required")
        with self._lock:
            self.creates += 1
            batch_id = f"msgbatch_{self.creates:024d}"
        results = [{"custom_id": r["custom_id"], "result": self.result(i, r)} for i, r in enumerate(requests)]
        self.batches[batch_id] = {"created": time.time(), "ended": False, "requests": requests, "results": results}
        return 200, self._object(batch_id)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _send(self, status: int, body: Any, kind: str = "application/json") -> None:
                raw = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def _auth(self) -> None:
                stand_in.auth.append(self.headers.get("x-api-key") or self.headers.get("authorization") or "")

            def do_POST(self) -> None:
                self._auth()
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
                path = self.path.split("?")[0]
                if path.endswith("/v1/messages/batches"):
                    stand_in.betas.append(self.headers.get("anthropic-beta"))
                    stand_in.sizes.append(int(self.headers.get("Content-Length") or 0))
                    self._send(*stand_in._create(body))
                elif path.endswith("/v1/messages"):
                    stand_in.messages += 1
                    self._send(200, message(model=body.get("model", "m")))
                else:
                    self._send(404, _error("not_found_error", "Not found"))

            def do_GET(self) -> None:
                self._auth()
                path = self.path.split("?")[0]
                found = re.search(r"/v1/messages/batches/([^/]+)(/results)?$", path)
                if not found or found.group(1) not in stand_in.batches:
                    self._send(404, _error("not_found_error", "Not found"))
                    return
                batch_id, results = found.groups()
                if results:
                    batch = stand_in.batches[batch_id]
                    raw = b"".join(json.dumps(r).encode() + b"\n" for r in batch["results"])
                    if stand_in.results_hook is not None:
                        raw = stand_in.results_hook(raw)
                    self._send(200, raw, "application/binary")
                    return
                stand_in.retrieves += 1
                data = stand_in._object(batch_id)
                self._send(200, stand_in.batch_object(data) if stand_in.batch_object else data)

        return Handler


def _error(kind: str, text: str) -> dict[str, Any]:
    return {"type": "error", "error": {"type": kind, "message": text}}
