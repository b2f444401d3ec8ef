"""Anthropic's Message Batches API (``POST /v1/messages/batches``, its batch object, its results
JSONL) through the official ``anthropic`` SDK, behind the batch phase's ``BatchWire``.

Written from Anthropic's public reference: a batch is ``requests: [{custom_id, params}]`` (at
most 100,000 requests or 256 MB, custom ids 1-64 of ``[a-zA-Z0-9_-]``, unique in the batch);
its object says ``processing_status`` (``in_progress``, ``canceling``, ``ended``),
``request_counts`` (processing, succeeded, errored, canceled, expired) and, once ended,
``results_url``; each results line is ``{custom_id, result: {type: succeeded, message} |
{type: errored, error} | {type: canceled} | {type: expired}}``. Every byte of it is untrusted
as for OpenAI's batches: ids and counts are checked, the results are read bounded line by line,
and the key goes only to the model's own origin (``results_url`` elsewhere is refused, no
redirect is followed). A succeeded message is read by the synchronous wire's ``parse_message``.
"""

from __future__ import annotations

import importlib
import json
import time
from collections.abc import Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..core.errors import CreUsageError
from ..core.secret import Secret, reveal
from . import errors
from .answers import CallResult, count_problem
from .anthropic_wire import LONG_CONTEXT_BETA, MISSING_SDK, message_body, needs_beta, parse_message
from .batches import (
    LINE_SLACK,
    STATE_TIMEOUT_S,
    BatchState,
    BatchWire,
    LineResult,
    bounded_chunks,
    bounded_text,
    describe,
    finish_line,
    is_code,
    is_id,
    line_object,
    read_object,
    split_lines,
)
from .client import body_limit, model_messages
from .vendors import ModelConfig

PROCESSING = ("in_progress", "canceling", "ended")
ENDED = frozenset({"ended"})
COUNTS = ("processing", "succeeded", "errored", "canceled", "expired")
_ID_HEAD = 40  # hex characters of the response key a custom id carries


def custom_id(cell_id: str, sample: int, key: str) -> str:
    """A request's custom id as Anthropic allows it (1-64 of ``[a-zA-Z0-9_-]``): the sample's
    index and its response key's head; the cell stays in batches.json beside it."""
    return f"s{sample}-{key[:_ID_HEAD]}"


def names_key(cid: str, key: str) -> bool:
    """Whether a custom id carries ``key``'s head (batches.json's sample for it is its own)."""
    return cid.rsplit("-", 1)[-1] == key[:_ID_HEAD]


class RequestLines:
    """Input lines ``{custom_id, params}``: ``params`` is the synchronous wire's request body
    (``message_body``), so a batch asks exactly what the same request sent alone would."""

    def __init__(self, model: ModelConfig) -> None:
        self.model = model

    def line(self, cid: str, messages: list[dict[str, str]]) -> bytes:
        params = message_body(self.model, model_messages(self.model, messages))
        # Compact UTF-8, as the SDK sends it: a line's bytes are what it adds to the batch's body.
        line = json.dumps({"custom_id": cid, "params": params}, separators=(",", ":"), ensure_ascii=False)
        return line.encode() + b"\n"

    def close(self) -> None:
        pass


def _time(value: Any) -> float | None:
    """An RFC 3339 time from the server as a POSIX time; None for anything else."""
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        return datetime.fromisoformat(value).timestamp()
    except ValueError:
        return None


def read_state(data: Any, batch_id: str, secrets: Sequence[Secret | str] = ()) -> BatchState:
    """A Message Batch object as a ``BatchState``; ``ValueError`` when it cannot be one."""
    if not isinstance(data, dict):
        raise ValueError("the batch is not an object")
    status = data.get("processing_status")
    if status not in PROCESSING:
        raise ValueError("the batch's processing_status is none of Anthropic's")
    if data.get("id") != batch_id:
        raise ValueError("the server answered for another batch")
    counts = data.get("request_counts")
    if not isinstance(counts, dict):
        raise ValueError("request_counts is not an object")
    for name in COUNTS:
        problem = count_problem(name, counts.get(name))
        if problem:
            raise ValueError(problem)
    tally = {name: counts.get(name) or 0 for name in COUNTS}
    if status == "ended" and tally["processing"]:
        raise ValueError("the batch ended with requests still processing")
    url = data.get("results_url")
    if url is not None and not (isinstance(url, str) and len(url) <= 2048):
        raise ValueError("results_url is not a URL")
    if status == "ended" and url is None:
        raise ValueError("the batch ended without a results_url")
    problem = None
    if status == "ended" and _time(data.get("archived_at")) is not None:
        problem = "archived: its results are no longer available"
    return BatchState(
        id=batch_id,
        status=status,
        total=sum(tally.values()),
        completed=tally["succeeded"],
        failed=tally["errored"] + tally["canceled"] + tally["expired"],
        output_file_id=url,  # where its results are (checked against the model's origin when read)
        problem=problem,
        created_at=_time(data.get("created_at")),
        ended_at=_time(data.get("ended_at")),
        end_statuses=ENDED,
    )


def read_line(
    raw: bytes, model: ModelConfig, state: BatchState, base_url: str, secrets: Sequence[Secret | str]
) -> LineResult | None:
    """One results line as an answer (None: not a line of ours)."""
    line = line_object(raw)
    if line is None:
        return None
    result = line.get("result")
    kind = result.get("type") if isinstance(result, dict) else None
    code = ""
    if kind == "succeeded" and isinstance(result, dict) and isinstance(result.get("message"), dict):
        try:
            body = json.dumps(result["message"]).encode()
        except (ValueError, RecursionError):
            body = b""
        answer = parse_message(model, body)
    elif kind == "errored" and isinstance(result, dict):
        error = result.get("error")
        # The error response as the API sends one ({"type": "error", "error": {...}}), or its inner object.
        inner = error.get("error") if isinstance(error, dict) and isinstance(error.get("error"), dict) else error
        said = inner if isinstance(inner, dict) else {}
        code = str(said["type"]) if is_code(said.get("type"), secrets) else "errored"
        message = bounded_text(said.get("message") or "no message", secrets)
        # An errored line has no HTTP status: the error body's type gives the one Anthropic
        # documents for it, as for an error the synchronous wire reads without one.
        text = json.dumps({"type": "error", "error": {"type": code, "message": message}})
        answer = CallResult(status=errors.classify_error(None, text), error=f"batch line: {code}: {message}")
    elif kind == "canceled":
        code, answer = "canceled", CallResult(status="not_run", error="batch line: canceled")
    elif kind == "expired":
        code, answer = "expired", CallResult(status="timeout", error="batch line: expired (the batch's 24 hours)")
    else:
        code, answer = "no result", CallResult(status="bad_response", error="batch line: a result of no known type")
    return finish_line(line["custom_id"], answer, code, model, state, base_url, secrets)


def same_origin(url: str, base_url: str) -> bool:
    """Whether ``url`` is on ``base_url``'s origin (scheme, host, port), with no user info:
    the only place the key may go."""
    try:
        there, here = urlsplit(url), urlsplit(base_url)
        return (
            there.scheme in ("http", "https")
            and (there.scheme, there.hostname, there.port) == (here.scheme, here.hostname, here.port)
            and there.username is None
            and ".." not in there.path
        )
    except ValueError:
        return False


class BatchApi:
    """One model's Message Batches API at one base URL (the synchronous SDK: a handful of calls)."""

    def __init__(self, model: ModelConfig, base_url: str, api_key: Secret | str | None) -> None:
        try:
            import anthropic
        except ImportError:
            raise CreUsageError(MISSING_SDK) from None
        self.model, self.base_url = model, base_url
        key = Secret(api_key) if isinstance(api_key, str) else api_key
        self.secrets: list[Secret | str] = [key] if key else []
        # The SDK's own HTTP library (httpx, or httpx2 for the 2.x SDKs), whose client its
        # default client extends: a raw response is of that library's type.
        self._http = importlib.import_module(anthropic.DefaultHttpxClient.__mro__[1].__module__.partition(".")[0])
        self._sdk = anthropic.Anthropic(
            base_url=base_url,
            api_key=reveal(key) or "not-needed",
            max_retries=2,
            timeout=model.timeout_s,
            http_client=anthropic.DefaultHttpxClient(follow_redirects=False, timeout=model.timeout_s),
        )

    def describe(self, exc: BaseException) -> str:
        return describe(exc, self.secrets)

    def submit(self, path: Path, metadata: dict[str, str]) -> str:
        """Send one input file's requests as one batch: its id. (A Message Batch takes no
        metadata: batches.json is where the run is named.)"""
        with open(path, "rb") as f:
            requests = [json.loads(raw) for raw in f if raw.strip()]
        # The 1M-context beta is a header of the whole batch; it costs nothing below 200K.
        headers = {"anthropic-beta": LONG_CONTEXT_BETA} if needs_beta(self.model.model_id) else None
        deadline = time.monotonic() + self.model.timeout_s
        # Never retried: a batch created whose answer was lost would be created (and billed)
        # again; a failed submit holds nothing and the next run submits it.
        create = self._sdk.with_options(max_retries=0).messages.batches.with_streaming_response.create
        with create(requests=requests, extra_headers=headers) as raw:
            data = read_object(raw.http_response, deadline)
        batch_id = data.get("id") if isinstance(data, dict) else None
        if not is_id(batch_id, self.secrets):
            raise ValueError("the batch's answer has no batch id (none of an id's shape)")
        return str(batch_id)

    def state(self, batch_id: str) -> BatchState:
        deadline = time.monotonic() + STATE_TIMEOUT_S
        sdk = self._sdk.with_options(max_retries=0, timeout=STATE_TIMEOUT_S)
        with sdk.messages.batches.with_streaming_response.retrieve(batch_id) as raw:
            data = read_object(raw.http_response, deadline)
        return read_state(data, batch_id, self.secrets)

    def results(self, state: BatchState, requests: int) -> Iterator[bytes]:
        """An ended batch's results lines, read bounded: no more than ``requests`` lines'
        worth; a line longer than one answer can be is passed over (``TOO_LONG``)."""
        url = state.output_file_id
        if url is None:
            return
        if not same_origin(url, self.base_url):
            raise ValueError("its results_url is not on the model's server: the key is not sent there")
        longest = body_limit(self.model) + LINE_SLACK
        response = self._sdk.get(url, cast_to=self._http.Response, stream=True)
        try:
            yield from split_lines(
                bounded_chunks(response.iter_bytes(), requests * longest, "the batch's results"), longest
            )
        finally:
            response.close()

    def close(self) -> None:
        self._sdk.close()


WIRE = BatchWire(RequestLines, BatchApi, read_line, custom_id, names_key, "/v1/messages/batches")
