"""The sim's batch API, shaped as OpenAI's: ``POST /v1/files`` (multipart, ``purpose=batch``),
``GET /v1/files/{id}`` and ``/content``, ``POST /v1/batches``, ``GET /v1/batches/{id}`` and
``POST /v1/batches/{id}/cancel``.

A batch validates its input file, then answers each line as ``/v1/chat/completions`` would
(the same faults, rate limits aside: a batch has its own queue), one attempt each, and writes
the answers to an output file and the failures to an error file. ``batch_s`` spreads that
over time; ``batch_expire`` expires it after that share of its lines (the rest go to the error
file as ``batch_expired``, as OpenAI's do).

A batch moves with the clock, not with a thread: each time it is asked for, it is where its
age puts it, and it answers its lines when it ends. Given a folder, the store keeps its files
and batches there, so a batch outlives the sim that took it, as a vendor's outlives the
process that submitted it: the next sim on that folder (the next run's) finds it, ended or
still running, and the same command collects it.
"""

from __future__ import annotations

import email.parser
import email.policy
import json
import os
import re
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

MAX_REQUESTS = 50_000  # per input file, as OpenAI's limits
MAX_FILE_BYTES = 200 * 1024 * 1024
ENDPOINT = "/v1/chat/completions"
ENDED = ("completed", "failed", "expired", "cancelled")
# The ids this store makes (``file-`` or ``batch_`` and 32 hex digits): an id of another shape
# names nothing here, and never a path in its folder.
_ID = re.compile(r"(?:file-|batch_)[0-9a-f]{32}")

# (status, body) of one chat-completions body (the server's own answer path), given the
# body, its batch's id and its line's custom_id.
Answer = Callable[[bytes, str, str], tuple[int, bytes]]


def store_folder(cache_path: Path) -> Path:
    """Where the embedded sim keeps its batches: beside the response cache its answers go to
    (as SQLite keeps its ``-wal`` beside a database), so every run on that cache finds them."""
    return cache_path.with_name(cache_path.name + "-sim-batches")


def _error(status: int, message: str, code: str = "invalid_request_error") -> tuple[int, dict]:
    return status, {"error": {"message": message, "type": "invalid_request_error", "code": code}}


class BatchStore:
    """Uploaded files and batches of one sim server; ``answer`` answers one request body;
    ``folder`` (None: memory only) where they are kept across processes."""

    def __init__(self, answer: Answer, process_s: float, expire: float | None, folder: Path | None = None) -> None:
        self._answer = answer
        self._process_s = process_s
        self._expire = expire
        self._folder = folder
        self._files: dict[str, dict[str, Any]] = {}
        self._content: dict[str, bytes] = {}
        self._batches: dict[str, dict[str, Any]] = {}  # id -> {"batch": its object, "started", "process_s", "expire"}
        self._lock = threading.RLock()

    @staticmethod
    def _id(prefix: str) -> str:
        return f"{prefix}{uuid.uuid4().hex}"  # unique across the processes sharing a folder

    # ------------------------------------------------------------------ keeping

    def _keep(self, name: str, data: bytes) -> None:
        """Write one object's file in the folder whole (a reader sees it or not at all)."""
        if self._folder is None:
            return
        self._folder.mkdir(exist_ok=True)
        tmp = self._folder / f".{name}.tmp{os.getpid()}"
        tmp.write_bytes(data)
        os.replace(tmp, self._folder / name)

    def _kept(self, name: str) -> bytes | None:
        """One object's file from the folder (another process's), or None."""
        if self._folder is None or not _ID.fullmatch(name.split(".", 1)[0]):
            return None
        path = self._folder / name
        try:
            return path.read_bytes() if path.is_file() and not path.is_symlink() else None
        except OSError:
            return None

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
        return 200, self._new_file(filename or "upload.jsonl", content, "batch")

    def _new_file(self, name: str, content: bytes, purpose: str) -> dict[str, Any]:
        meta: dict[str, Any] = {
            "id": self._id("file-"),
            "object": "file",
            "bytes": len(content),
            "created_at": int(time.time()),
            "filename": name,
            "purpose": purpose,
        }
        with self._lock:
            self._keep(f"{meta['id']}.jsonl", content)  # its content before its meta: never a meta without it
            self._keep(f"{meta['id']}.json", json.dumps(meta).encode())
            self._files[meta["id"]] = meta
            self._content[meta["id"]] = content
        return meta

    def file(self, file_id: str) -> tuple[int, dict]:
        with self._lock:
            meta = self._files.get(file_id)
            if meta is None and (kept := self._kept(f"{file_id}.json")) is not None:
                meta = self._files[file_id] = json.loads(kept)
        return (200, meta) if meta else _error(404, f"No such File object: {file_id}", "not_found")

    def content(self, file_id: str) -> bytes | None:
        with self._lock:
            if file_id not in self._content and (kept := self._kept(f"{file_id}.jsonl")) is not None:
                self._content[file_id] = kept
            return self._content.get(file_id)

    def _store(self, name: str, lines: list[dict], purpose: str) -> str | None:
        if not lines:
            return None
        data = "".join(json.dumps(line) + "\n" for line in lines).encode()
        return str(self._new_file(name, data, purpose)["id"])

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
        now = time.time()
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
            "created_at": int(now),
            "in_progress_at": None,
            "expires_at": int(now) + 86400,
            "finalizing_at": None,
            "completed_at": None,
            "failed_at": None,
            "expired_at": None,
            "cancelling_at": None,
            "cancelled_at": None,
            "request_counts": {"total": 0, "completed": 0, "failed": 0},
            "metadata": body.get("metadata") if isinstance(body.get("metadata"), dict) else None,
        }
        # Its own pace, kept with it: the sim that ends it may have been started with another.
        kept = {"batch": batch, "started": now, "process_s": self._process_s, "expire": self._expire}
        with self._lock:
            self._batches[batch["id"]] = kept
            self._save(kept)
        return 200, dict(batch)

    def get(self, batch_id: str) -> tuple[int, dict]:
        with self._lock:
            kept = self._batch(batch_id)
            if kept is None:
                return _error(404, f"No such batch: {batch_id}")
            self._advance(kept)
            return 200, json.loads(json.dumps(kept["batch"]))

    def cancel(self, batch_id: str) -> tuple[int, dict]:
        with self._lock:
            kept = self._batch(batch_id)
            if kept is None:
                return _error(404, f"No such batch: {batch_id}", "not_found")
            batch = kept["batch"]
            if batch["status"] not in ENDED:
                batch["status"], batch["cancelling_at"] = "cancelling", int(time.time())
                self._save(kept)
        return self.get(batch_id)

    def _batch(self, batch_id: str) -> dict[str, Any] | None:
        if batch_id not in self._batches and (kept := self._kept(f"{batch_id}.json")) is not None:
            self._batches[batch_id] = json.loads(kept)
        return self._batches.get(batch_id)

    def _save(self, kept: dict[str, Any]) -> None:
        self._keep(f"{kept['batch']['id']}.json", json.dumps(kept).encode())

    def _advance(self, kept: dict[str, Any]) -> None:
        """Bring a batch to where its age puts it; answer its lines when it ends."""
        batch = kept["batch"]
        if batch["status"] in ENDED:
            return
        lines, problem = self._validate(self.content(batch["input_file_id"]) or b"")
        now = time.time()
        if problem is not None:
            batch.update(
                status="failed",
                failed_at=int(now),
                errors={"object": "list", "data": [{"code": "invalid_request", "message": problem, "line": None}]},
            )
            self._save(kept)
            return
        total = len(lines)
        share = 1.0 if kept["process_s"] <= 0 else min(1.0, (now - kept["started"]) / kept["process_s"])
        due = int(total * share)
        answered = total if kept["expire"] is None else int(total * kept["expire"])
        if batch["status"] == "cancelling" or due >= answered:
            self._end(kept, lines, min(due, answered), cancelled=batch["status"] == "cancelling")
            return
        if batch["status"] == "validating":
            batch.update(status="in_progress", in_progress_at=int(now))
        batch["request_counts"] = {"total": total, "completed": due, "failed": 0}

    def _end(self, kept: dict[str, Any], lines: list[dict], answered: int, cancelled: bool) -> None:
        """Answer a batch's first ``answered`` lines; the rest end cancelled or expired."""
        batch = kept["batch"]
        batch_id = batch["id"]
        out: list[dict] = []
        failed: list[dict] = []
        for n, line in enumerate(lines[:answered]):
            status, data = self._answer(json.dumps(line["body"]).encode(), batch_id, line["custom_id"])
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
        rest = lines[answered:]
        code, ended = ("batch_cancelled", "cancelled") if cancelled else ("batch_expired", "expired")
        message = (
            "This request was cancelled with its batch."
            if cancelled
            else "This request could not be executed before the completion window expired."
        )
        failed += [
            {"id": f"batch_req_{batch_id}_x{i}", "custom_id": line["custom_id"], "response": None,
             "error": {"code": code, "message": message}}
            for i, line in enumerate(rest)
        ]  # fmt: skip
        now = int(time.time())
        final = {"status": ended, f"{ended}_at": now} if rest else {"status": "completed", "completed_at": now}
        batch.update(
            in_progress_at=batch["in_progress_at"] or now,
            finalizing_at=now,
            output_file_id=self._store(f"{batch_id}_output.jsonl", out, "batch_output"),
            error_file_id=self._store(f"{batch_id}_error.jsonl", failed, "batch_output"),
            request_counts={"total": len(lines), "completed": len(out), "failed": len(failed)},
            **final,
        )
        self._save(kept)

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
