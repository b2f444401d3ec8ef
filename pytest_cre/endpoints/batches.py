"""A vendor's batch API (OpenAI's shape: ``/v1/files`` and ``/v1/batches``), through the
official ``openai`` SDK: request lines, input files split by the vendor's limits, submission,
the batch's state, and its output and error lines read back as answers.

Every byte the server sends is untrusted here as for a synchronous answer: a batch's fields
are checked (an unknown status, a count that is no count, an id that is no id), its files are
read bounded, and each output line becomes an answer by the same parser (``parse_answer``).
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from ..core.secret import Secret, reveal
from . import errors
from .answers import CallResult, count_problem, parse_answer
from .client import body_limit, model_messages, recorded_params, request_params
from .redaction import redact, redact_secrets
from .vendors import ModelConfig

ENDPOINT: Literal["/v1/chat/completions"] = "/v1/chat/completions"
# Where a batch is, as OpenAI names it; the last four are ends.
STATUSES = ("validating", "in_progress", "finalizing", "cancelling", "completed", "failed", "expired", "cancelled")
ENDED = frozenset(STATUSES[4:])
# An id is a name, never a path: it starts with a letter or digit and has no "..", so
# ``/v1/batches/{id}`` asks for that batch and nothing else ("..": every poll fails, for ever).
_ID = re.compile(r"(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}")
_CODE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
LINE_SLACK = 16_384  # bytes of a line besides its answer's body (ids, status, envelope)
TOO_LONG = b""  # what ``lines`` yields for a line longer than any answer can be (passed over)
# A batch's state is a small object: asked once per poll (the poll loop bounds the failures in a
# row), in at most this long whatever the server does (silent, or trickling a byte at a time).
STATE_TIMEOUT_S = 60.0


def is_id(value: Any, secrets: Sequence[Secret | str] = ()) -> bool:
    """Whether a server's ``value`` is an id this tool may keep, print and ask for: of an id's
    shape, and holding no piece of the key (an id is stored and printed whole: never redacted)."""
    return isinstance(value, str) and bool(_ID.fullmatch(value)) and redact(value, secrets) == value


def bounded_text(value: Any, secrets: Sequence[Secret | str], limit: int = 300) -> str:
    """A server's text as this tool may store or print it: one line, bounded, redacted."""
    return redact(" ".join(str(value).split())[:limit], secrets)


class RequestLines:
    """Batch input lines whose ``body`` is, byte for byte, what the ``openai`` SDK sends for the
    same synchronous request. The SDK builds each body itself (its key order, its merge of
    ``extra_body``, its JSON), through a transport that keeps the bytes and sends nothing: no
    copy of its rules here to drift from the next SDK's."""

    def __init__(self, model: ModelConfig) -> None:
        from openai import DefaultHttpxClient, OpenAI

        self.model = model
        self._params = request_params(model)
        self._wire = _KeepBody()
        # No key and no network: the request never leaves this process.
        self._sdk = OpenAI(
            base_url="http://batch-line.invalid/v1",
            api_key="not-sent",
            max_retries=0,
            http_client=DefaultHttpxClient(transport=self._wire),  # type: ignore[arg-type]
        )

    def line(self, custom_id: str, messages: list[dict[str, str]]) -> bytes:
        """One line of an input file: its custom id, method, url, and the synchronous body."""
        self._sdk.chat.completions.with_raw_response.create(
            model=self.model.model_id,
            messages=model_messages(self.model, messages),  # type: ignore[arg-type]
            **self._params,
        )
        head = json.dumps({"custom_id": custom_id, "method": "POST", "url": ENDPOINT}, separators=(",", ":"))
        return head[:-1].encode() + b',"body":' + self._wire.body + b"}\n"

    def close(self) -> None:
        self._sdk.close()


class _KeepBody:
    """An HTTP transport (httpx's, or httpx2's for the SDKs built on it) that keeps the last
    request's body and answers an empty object."""

    body = b""

    def handle_request(self, request: Any) -> Any:
        self.body = request.read()
        response = sys.modules[type(request).__module__].Response  # the same library's Response
        return response(200, json={})

    def close(self) -> None:
        pass


class InputFiles:
    """Input files written line by line under ``folder``, a new one whenever the next line
    would pass ``max_requests`` lines or ``max_bytes`` bytes (the vendor's limits per file)."""

    def __init__(self, folder: Path, stem: str, max_requests: int, max_bytes: int) -> None:
        self.folder, self.stem = folder, stem
        self.max_requests, self.max_bytes = max_requests, max_bytes
        self.files: list[tuple[Path, list[str], int]] = []  # (path, custom ids, bytes)
        self._out: Any = None

    def add(self, custom_id: str, line: bytes) -> None:
        if len(line) > self.max_bytes:
            raise ValueError(f"one request is {len(line):,} bytes, more than a batch file may hold")
        if (
            not self.files
            or len(self.files[-1][1]) >= self.max_requests
            or self.files[-1][2] + len(line) > self.max_bytes
        ):
            self._close()
            path = self.folder / f"{self.stem}-{len(self.files) + 1:03d}.jsonl"
            self.folder.mkdir(parents=True, exist_ok=True)
            self._out = open(path, "wb")  # noqa: SIM115 - written line by line, closed by _close()
            self.files.append((path, [], 0))
        path, ids, size = self.files[-1]
        self._out.write(line)
        ids.append(custom_id)
        self.files[-1] = (path, ids, size + len(line))

    def _close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None

    def close(self) -> list[tuple[Path, list[str], int]]:
        self._close()
        return self.files


@dataclass
class BatchState:
    """What the server says of one batch, checked."""

    id: str
    status: str
    total: int = 0
    completed: int = 0
    failed: int = 0
    output_file_id: str | None = None
    error_file_id: str | None = None
    problem: str | None = None  # why the batch failed, as the server said it (bounded)
    created_at: float | None = None
    ended_at: float | None = None
    end_statuses: frozenset[str] = ENDED  # its API's statuses that are ends

    @property
    def ended(self) -> bool:
        return self.status in self.end_statuses


def read_state(data: Any, batch_id: str, secrets: Sequence[Secret | str] = ()) -> BatchState:
    """A batch object from the server as a ``BatchState``; ``ValueError`` when it cannot be one.
    Every string it keeps is checked or redacted (``secrets``): it is stored and printed."""
    if not isinstance(data, dict):
        raise ValueError("the batch is not an object")
    status = data.get("status")
    if status not in STATUSES:
        raise ValueError("the batch's status is none of OpenAI's")
    if data.get("id") != batch_id:
        raise ValueError("the server answered for another batch")
    counts = data.get("request_counts")
    counts = {} if counts is None else counts
    if not isinstance(counts, dict):
        raise ValueError("request_counts is not an object")
    for name in ("total", "completed", "failed"):
        problem = count_problem(name, counts.get(name))
        if problem:
            raise ValueError(problem)
    ids = {}
    for name in ("output_file_id", "error_file_id"):
        value = data.get(name)
        if value is not None and not is_id(value, secrets):
            raise ValueError(f"{name} is not a file id")
        ids[name] = value
    problem = None
    found = (data.get("errors") or {}).get("data") if isinstance(data.get("errors"), dict) else None
    if isinstance(found, list) and found:
        said = [str(e.get("message", "")) for e in found[:3] if isinstance(e, dict)]
        problem = bounded_text("; ".join(said), secrets) or "no message"
    stamps = [data.get(f"{s}_at") for s in ("completed", "failed", "expired", "cancelled")]
    ended = next((float(t) for t in stamps if isinstance(t, (int, float)) and not isinstance(t, bool)), None)
    created = data.get("created_at")
    return BatchState(
        id=batch_id,
        status=status,
        total=counts.get("total") or 0,
        completed=counts.get("completed") or 0,
        failed=counts.get("failed") or 0,
        problem=problem,
        created_at=float(created) if isinstance(created, (int, float)) and not isinstance(created, bool) else None,
        ended_at=ended,
        output_file_id=ids["output_file_id"],
        error_file_id=ids["error_file_id"],
    )


@dataclass
class LineResult:
    """One output or error line: its custom id and the answer, or the outcome it ended in."""

    custom_id: str
    result: CallResult
    code: str = ""  # the vendor's code for a line that ended without an answer (batch_expired)
    extra: dict[str, Any] = field(default_factory=dict)


def line_object(raw: bytes) -> dict[str, Any] | None:
    """A results line as a JSON object with a ``custom_id`` (None: not a line of ours), either
    vendor's shape."""
    try:
        line = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(line, dict) or not isinstance(line.get("custom_id"), str):
        return None
    return line


def read_line(
    raw: bytes, model: ModelConfig, state: BatchState, base_url: str, secrets: Sequence[Secret | str]
) -> LineResult | None:
    """One line of an output or error file as an answer (None: not a line of ours)."""
    line = line_object(raw)
    if line is None:
        return None
    custom_id = line["custom_id"]
    response, error = line.get("response"), line.get("error")
    code = ""
    if isinstance(response, dict) and response.get("status_code") == 200 and isinstance(response.get("body"), dict):
        try:
            body = json.dumps(response["body"]).encode()
        except (ValueError, RecursionError):
            body = b""
        result = parse_answer(model, body)
    elif isinstance(response, dict) and isinstance(response.get("status_code"), int):
        status_code = response["status_code"]
        text = _bounded_json(response.get("body"))
        result = CallResult(
            status=errors.classify_error(status_code, text), error=f"batch line: HTTP {status_code}: {text[:300]}"
        )
    else:
        said = error if isinstance(error, dict) else {}
        raw_code = said.get("code")
        code = str(raw_code) if is_code(raw_code, secrets) else "error"  # a code is counted and printed whole
        message = " ".join(str(said.get("message") or "no message").split())[:300]
        status = "timeout" if code == "batch_expired" else "not_run" if code == "batch_cancelled" else "error"
        result = CallResult(status=status, error=f"batch line: {code}: {message}")
    return finish_line(custom_id, result, code, model, state, base_url, secrets)


def is_code(value: Any, secrets: Sequence[Secret | str]) -> bool:
    """Whether a server's error code may be counted and printed whole (of a code's shape, no key in it)."""
    return isinstance(value, str) and bool(_CODE.fullmatch(value)) and redact(value, secrets) == value


def finish_line(
    custom_id: str,
    result: CallResult,
    code: str,
    model: ModelConfig,
    state: BatchState,
    base_url: str,
    secrets: Sequence[Secret | str],
) -> LineResult:
    """A batch line's answer as a record takes it, whatever the batch API: one attempt, made
    in the batch (its id in the attempt log: billed at the batch price), the key never in it."""
    result.attempts = 1
    entry = {"attempt": 1, "status": result.status, "latency_s": 0.0, "endpoint": base_url, "batch": state.id}
    result.attempt_log = [entry]
    result.endpoint = base_url
    result.request_params = recorded_params(model)
    result.started_at, result.finished_at = state.created_at, state.ended_at
    if result.error:
        result.error = redact(result.error, secrets)
    for name in ("response", "reasoning", "finish_reason"):
        value = getattr(result, name)
        if value and secrets:
            setattr(result, name, redact_secrets(value, secrets))
    return LineResult(custom_id, result, code)


def split_lines(chunks: Iterator[bytes], longest: int) -> Iterator[bytes]:
    """The non-blank lines of a stream of chunks; ``TOO_LONG`` once for each line longer than
    ``longest``, whose bytes are skipped as they come (never held): one overlong line costs
    only its own sample."""
    rest, skipping = b"", False
    for chunk in chunks:
        *done, tail = (rest + chunk).split(b"\n")
        for line in done:
            if skipping:  # the end of the overlong line
                skipping = False
            elif len(line) > longest:
                yield TOO_LONG
            elif line.strip():
                yield line
        rest = tail
        if len(rest) > longest:
            if not skipping:
                yield TOO_LONG
            rest, skipping = b"", True
    if rest.strip() and not skipping:
        yield rest if len(rest) <= longest else TOO_LONG


def bounded_chunks(chunks: Iterator[bytes], limit: int, what: str, deadline: float | None = None) -> Iterator[bytes]:
    size = 0
    for chunk in chunks:
        size += len(chunk)
        if size > limit:
            raise ValueError(f"{what} is larger than {limit:,} bytes")
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError(f"{what} took longer than {STATE_TIMEOUT_S:g} s")
        yield chunk


def read_object(response: Any, deadline: float) -> Any:
    """A batch object's JSON from a streamed httpx ``response``: at most 1 MiB, by ``deadline``."""
    return json.loads(b"".join(bounded_chunks(response.iter_bytes(), 1 << 20, "the batch object", deadline)))


def describe(exc: BaseException, secrets: Sequence[Secret | str]) -> str:
    """One line about a failed call to a batch API, the key never in it."""
    status = getattr(exc, "status_code", None)
    msg = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    return redact(" ".join(f"{type(exc).__name__}{f' {status}' if status else ''}: {msg}".split())[:300], secrets)


def _bounded_json(value: Any) -> str:
    try:
        return json.dumps(value)[:2000]
    except (ValueError, TypeError, RecursionError):
        return ""


class BatchApi:
    """One model's batch API at one base URL (the synchronous SDK: a handful of calls)."""

    def __init__(self, model: ModelConfig, base_url: str, api_key: Secret | str | None) -> None:
        from openai import OpenAI

        self.model, self.base_url = model, base_url
        key = Secret(api_key) if isinstance(api_key, str) else api_key
        self.secrets: list[Secret | str] = [key] if key else []
        self._sdk = OpenAI(
            base_url=base_url, api_key=reveal(key) or "not-needed", max_retries=2, timeout=model.timeout_s
        )

    def describe(self, exc: BaseException) -> str:
        return describe(exc, self.secrets)

    def submit(self, path: Path, metadata: dict[str, str]) -> str:
        """Upload one input file and start its batch: the batch id."""
        with open(path, "rb") as f:
            uploaded = self._sdk.files.create(file=(path.name, f, "application/jsonl"), purpose="batch")
        file_id = getattr(uploaded, "id", None)
        if not is_id(file_id, self.secrets):
            raise ValueError("the upload's answer has no file id")
        # Never retried (the upload may be): a batch created whose answer was lost would be
        # created, and billed, again.
        batch = self._sdk.with_options(max_retries=0).batches.create(
            input_file_id=str(file_id), endpoint=ENDPOINT, completion_window="24h", metadata=metadata
        )
        batch_id = getattr(batch, "id", None)
        if not is_id(batch_id, self.secrets):
            raise ValueError("the batch's answer has no batch id (none of an id's shape)")
        return str(batch_id)

    def state(self, batch_id: str) -> BatchState:
        deadline = time.monotonic() + STATE_TIMEOUT_S
        sdk = self._sdk.with_options(max_retries=0, timeout=STATE_TIMEOUT_S)
        with sdk.batches.with_streaming_response.retrieve(batch_id) as raw:
            data = read_object(raw.http_response, deadline)
        return read_state(data, batch_id, self.secrets)

    def results(self, state: BatchState, requests: int) -> Iterator[bytes]:
        """An ended batch's output and error lines, each file read bounded (``lines``)."""
        for file_id in (state.output_file_id, state.error_file_id):
            if file_id is not None:
                yield from self.lines(file_id, requests)

    def lines(self, file_id: str, requests: int) -> Iterator[bytes]:
        """The lines of an output or error file, read bounded: no more than ``requests`` lines'
        worth; a line longer than one answer can be is passed over (``TOO_LONG``), whatever the
        server sends."""
        longest = body_limit(self.model) + LINE_SLACK
        with self._sdk.files.with_streaming_response.content(file_id) as raw:
            yield from split_lines(
                bounded_chunks(raw.http_response.iter_bytes(), requests * longest, f"the file {file_id}"), longest
            )

    def close(self) -> None:
        self._sdk.close()


def custom_id(cell_id: str, sample: int, key: str) -> str:
    """A line's custom_id: the sample it asks (its cell and index), and its key's head (a cell
    id can repeat across runs of other settings: the key tells them apart)."""
    return f"{cell_id}#{sample}#{key[:16]}"


def names_key(cid: str, key: str) -> bool:
    """Whether a custom_id carries ``key``'s head: batches.json's sample for that id is the one
    its line asked (an edited or swapped entry would put one sample's answer in another's)."""
    return cid.rsplit("#", 1)[-1] == key[:16]


@dataclass(frozen=True)
class BatchWire:
    """One batch API as the batch phase uses it (``ModelConfig.api`` picks it): its request
    lines (``line(custom_id, messages) -> bytes``, ``close()``), its API at a base URL
    (``submit``, ``state``, ``results``, ``describe``, ``secrets``, ``close``), its result
    lines read as answers, its custom ids, and what a server must serve (for the refusal)."""

    request_lines: Callable[[ModelConfig], Any]
    api: Callable[[ModelConfig, str, Secret | None], Any]
    read_line: Callable[[bytes, ModelConfig, BatchState, str, Sequence[Secret | str]], LineResult | None]
    custom_id: Callable[[str, int, str], str]
    names_key: Callable[[str, str], bool]
    serves: str


OPENAI = BatchWire(RequestLines, BatchApi, read_line, custom_id, names_key, "/v1/files and /v1/batches")
