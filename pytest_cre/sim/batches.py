"""The sim's batch API, shaped as OpenAI's: ``POST /v1/files`` (multipart, ``purpose=batch``),
``GET /v1/files/{id}`` and ``/content``, ``POST /v1/batches``, ``GET /v1/batches/{id}`` and
``POST /v1/batches/{id}/cancel``.

A batch validates its input file, then answers each line as ``/v1/chat/completions`` would
(the same faults, rate limits aside: a batch has its own queue), one attempt each, and writes
the answers to an output file and the failures to an error file. ``batch_s`` spreads that
over time; ``batch_expire`` expires it after that share of its lines (the rest go to the error
file as ``batch_expired``, as OpenAI's do).
"""

from __future__ import annotations

import email.parser
import email.policy
import itertools
import json
import threading
import time
from collections.abc import Callable
from typing import Any

MAX_REQUESTS = 50_000  # per input file, as OpenAI's limits
MAX_FILE_BYTES = 200 * 1024 * 1024
ENDPOINT = "/v1/chat/completions"
ENDED = ("completed", "failed", "expired", "cancelled")

# (status, body, outcome) of one chat-completions body (the server's own answer path).
Answer = Callable[[bytes], tuple[int, bytes]]


def _error(status: int, message: str, code: str = "invalid_request_error") -> tuple[int, dict]:
    return status, {"error": {"message": message, "type": "invalid_request_error", "code": code}}


class BatchStore:
    """Uploaded files and batches of one sim server; ``answer`` answers one request body."""

    def __init__(self, answer: Answer, process_s: float, expire: float | None, stopping: threading.Event) -> None:
        self._answer = answer
        self._process_s = process_s
        self._expire = expire
        self._stopping = stopping
        self._files: dict[str, dict[str, Any]] = {}
        self._content: dict[str, bytes] = {}
        self._batches: dict[str, dict[str, Any]] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def _id(self, prefix: str) -> str:
        return f"{prefix}{next(self._ids):06d}sim"

    # ------------------------------------------------------------------ files

    def upload(self, content_type: str, raw: bytes) -> tuple[int, dict]:
        """``POST /v1/files``: a multipart form of ``purpose`` and ``file``."""
        if not content_type.startswith("multipart/form-data"):
            return _error(400, "expected a multipart/form-data upload")
        if len(raw) > MAX_FILE_BYTES + 65536:
            return _error(413, f"a batch input file may be at most {MAX_FILE_BYTES:,} bytes")
        head = f"Content-Type: {content_type}\r\n\r\n".encode()
        form = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + raw)
        fields: dict[str, tuple[str | None, bytes]] = {}
        for part in form.iter_parts():
            name = part.get_param("name", header="content-disposition")
            payload = part.get_payload(decode=True)
            if isinstance(name, str) and isinstance(payload, bytes):
                fields[name] = (part.get_filename(), payload)
        if fields.get("purpose", (None, b""))[1] != b"batch":
            return _error(400, "purpose must be 'batch'")
        if "file" not in fields:
            return _error(400, "no file in the upload")
        filename, content = fields["file"]
        meta = {
            "id": self._id("file-"),
            "object": "file",
            "bytes": len(content),
            "created_at": int(time.time()),
            "filename": filename or "upload.jsonl",
            "purpose": "batch",
        }
        with self._lock:
            self._files[meta["id"]] = meta
            self._content[meta["id"]] = content
        return 200, meta

    def file(self, file_id: str) -> tuple[int, dict]:
        with self._lock:
            meta = self._files.get(file_id)
        return (200, meta) if meta else _error(404, f"No such File object: {file_id}", "not_found")

    def content(self, file_id: str) -> bytes | None:
        with self._lock:
            return self._content.get(file_id)

    def _store(self, name: str, lines: list[dict], purpose: str) -> str | None:
        if not lines:
            return None
        data = "".join(json.dumps(line) + "\n" for line in lines).encode()
        meta = {
            "id": self._id("file-"),
            "object": "file",
            "bytes": len(data),
            "created_at": int(time.time()),
            "filename": name,
            "purpose": purpose,
        }
        with self._lock:
            self._files[meta["id"]] = meta
            self._content[meta["id"]] = data
        return meta["id"]

    # ------------------------------------------------------------------ batches

    def create(self, raw: bytes) -> tuple[int, dict]:
        """``POST /v1/batches``."""
        try:
            body = json.loads(raw)
        except ValueError:
            return _error(400, "We could not parse the JSON body of your request.")
        if not isinstance(body, dict):
            return _error(400, "the body must be an object")
        if body.get("endpoint") != ENDPOINT:
            return _error(400, f"endpoint must be {ENDPOINT}")
        if body.get("completion_window") != "24h":
            return _error(400, "completion_window must be '24h'")
        file_id = body.get("input_file_id")
        if not isinstance(file_id, str) or self.content(file_id) is None:
            return _error(404, f"No such File object: {file_id}", "not_found")
        now = int(time.time())
        batch: dict[str, Any] = {
            "id": self._id("batch_"),
            "object": "batch",
            "endpoint": ENDPOINT,
            "errors": None,
            "input_file_id": file_id,
            "completion_window": "24h",
            "status": "validating",
            "output_file_id": None,
            "error_file_id": None,
            "created_at": now,
            "in_progress_at": None,
            "expires_at": now + 86400,
            "finalizing_at": None,
            "completed_at": None,
            "failed_at": None,
            "expired_at": None,
            "cancelling_at": None,
            "cancelled_at": None,
            "request_counts": {"total": 0, "completed": 0, "failed": 0},
            "metadata": body.get("metadata") if isinstance(body.get("metadata"), dict) else None,
        }
        with self._lock:
            self._batches[batch["id"]] = batch
        threading.Thread(target=self._process, args=(batch["id"],), name="cre-sim-batch", daemon=True).start()
        return 200, dict(batch)

    def get(self, batch_id: str) -> tuple[int, dict]:
        with self._lock:
            batch = self._batches.get(batch_id)
            return (200, json.loads(json.dumps(batch))) if batch else _error(404, f"No such batch: {batch_id}")

    def cancel(self, batch_id: str) -> tuple[int, dict]:
        with self._lock:
            batch = self._batches.get(batch_id)
            if batch is None:
                return _error(404, f"No such batch: {batch_id}", "not_found")
            if batch["status"] not in ENDED:
                batch["status"], batch["cancelling_at"] = "cancelling", int(time.time())
        return self.get(batch_id)

    def _set(self, batch_id: str, **changes: Any) -> dict[str, Any]:
        with self._lock:
            batch = self._batches[batch_id]
            batch.update(changes)
            return batch

    def _process(self, batch_id: str) -> None:
        batch = self._set(batch_id)
        lines, problem = self._validate(self.content(batch["input_file_id"]) or b"")
        if problem is not None:
            self._set(
                batch_id,
                status="failed",
                failed_at=int(time.time()),
                errors={"object": "list", "data": [{"code": "invalid_request", "message": problem, "line": None}]},
            )
            return
        total = len(lines)
        self._set(batch_id, status="in_progress", in_progress_at=int(time.time()))
        self._set(batch_id, request_counts={"total": total, "completed": 0, "failed": 0})
        answered = total if self._expire is None else int(total * self._expire)
        pause = self._process_s / max(1, total)
        out: list[dict] = []
        failed: list[dict] = []
        for n, line in enumerate(lines):
            if self._stopping.wait(pause):
                return
            if self._set(batch_id)["status"] == "cancelling":
                break
            if n >= answered:
                break
            status, data = self._answer(json.dumps(line["body"]).encode())
            try:
                body = json.loads(data)
            except ValueError:  # a ``malformed`` fault: a line the vendor could not have written
                body = {"error": {"message": "the server sent a malformed answer", "type": "server_error"}}
                status = 500
            entry = {
                "id": f"batch_req_{batch_id}_{n}",
                "custom_id": line["custom_id"],
                "response": {"status_code": status, "request_id": f"req_{n}", "body": body},
                "error": None,
            }
            (out if status == 200 else failed).append(entry)
            counts = {"total": total, "completed": len(out), "failed": len(failed)}
            self._set(batch_id, request_counts=counts)
        ended = self._set(batch_id)["status"]
        rest = lines[len(out) + len(failed) :]
        code, status = ("batch_cancelled", "cancelled") if ended == "cancelling" else ("batch_expired", "expired")
        message = (
            "This request was cancelled with its batch."
            if ended == "cancelling"
            else "This request could not be executed before the completion window expired."
        )
        failed += [
            {"id": f"batch_req_{batch_id}_x{i}", "custom_id": line["custom_id"], "response": None,
             "error": {"code": code, "message": message}}
            for i, line in enumerate(rest)
        ]  # fmt: skip
        self._set(batch_id, status="finalizing", finalizing_at=int(time.time()))
        now = int(time.time())
        final = {"status": status, f"{status}_at": now} if rest else {"status": "completed", "completed_at": now}
        self._set(
            batch_id,
            output_file_id=self._store(f"{batch_id}_output.jsonl", out, "batch_output"),
            error_file_id=self._store(f"{batch_id}_error.jsonl", failed, "batch_output"),
            request_counts={"total": total, "completed": len(out), "failed": len(failed)},
            **final,
        )

    @staticmethod
    def _validate(content: bytes) -> tuple[list[dict], str | None]:
        """The input's lines, or why the batch fails validation (as OpenAI's: the whole batch)."""
        lines: list[dict] = []
        seen: set[str] = set()
        for n, raw in enumerate(content.splitlines(), 1):
            if not raw.strip():
                continue
            try:
                line = json.loads(raw)
            except ValueError:
                return [], f"line {n} is not JSON"
            if not isinstance(line, dict) or not isinstance(line.get("body"), dict):
                return [], f"line {n} has no request body"
            if line.get("url") != ENDPOINT or line.get("method") != "POST":
                return [], f"line {n}: every request must be POST {ENDPOINT}"
            custom_id = line.get("custom_id")
            if not isinstance(custom_id, str) or custom_id in seen:
                return [], f"line {n}: custom_id must be a string unique in the file"
            seen.add(custom_id)
            lines.append(line)
        if not lines:
            return [], "the input file has no requests"
        if len(lines) > MAX_REQUESTS:
            return [], f"the input file has {len(lines):,} requests, more than {MAX_REQUESTS:,}"
        return lines, None
