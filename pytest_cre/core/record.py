"""The one per-sample record: a plain JSON-safe dict, schema-versioned.

Everything downstream (cells.csv, drops.csv, summary.md, ``cre report``) is a pure function of
these records, so any run can be re-analysed without calling a model.
"""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any

from .jsonl import read_jsonl

SCHEMA = "cre-record/3"
# Earlier schemas this version reads: cre-record/1 had no ``family`` (it was reasoning's);
# cre-record/2 stored every field as plain JSON (3 may pack long lists, see ``pack``).
READABLE = {SCHEMA: None, "cre-record/2": None, "cre-record/1": "reasoning"}
PACKED = "$zlib"  # the key of a packed field's object

# The core every family writes, in order; the analysis reads only these and the labels its
# family declares. A family's own fields follow (``Family.record_fields``), and hook
# implementations (``pytest_cre_record``) may add more after those.
CORE_FIELDS = (
    "schema", "run_id", "family", "cell_id", "model", "vendor", "sample", "target_id", "seed",
    "status", "correct", "answer", "gold", "response", "reasoning", "finish_reason",
    "prompt_tokens", "budget", "tokenizer", "reported_prompt_tokens", "completion_tokens",
    "reasoning_tokens", "cached_tokens", "latency_s", "started_at", "finished_at", "attempts",
    "attempt_log", "from_cache", "truncation_suspect", "endpoint", "request_params", "error",
    "prompt_sha256", "template_version", "scorer_version",
)


def make_record(family_fields: tuple[str, ...], **values: Any) -> dict[str, Any]:
    """A record with every core and family field present (missing ones None), in order, and
    the schema stamped. An undeclared field is a bug in the family: TypeError."""
    fields = CORE_FIELDS + family_fields
    unknown = set(values) - set(fields)
    if unknown:
        raise TypeError(f"unknown record fields: {sorted(unknown)}")
    record = {name: values.get(name) for name in fields}
    record["schema"] = SCHEMA
    return record


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def pack(record: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """The record as written to records.jsonl: each of ``fields`` (a family's ``packed_fields``:
    long per-sample lists such as a prompt's filler ids, 85% of a reasoning record) that holds a
    non-empty list becomes ``{"$zlib": base64(zlib(json))}``, 4-6x smaller and still one
    self-sufficient line. ``read_records`` (and ``unpack``) restore the value exactly."""
    if not any(isinstance(record.get(f), list) and record[f] for f in fields):
        return record
    out = dict(record)
    for f in fields:
        value = out.get(f)
        if isinstance(value, list) and value:
            raw = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            out[f] = {PACKED: base64.b64encode(zlib.compress(raw)).decode("ascii")}
    return out


def unpack(record: dict[str, Any]) -> dict[str, Any]:
    """A record read back with its packed fields restored (in place; also returned)."""
    for key, value in record.items():
        if isinstance(value, dict) and len(value) == 1 and PACKED in value:
            record[key] = json.loads(zlib.decompress(base64.b64decode(value[PACKED])).decode("utf-8"))
    return record


def read_records(path: Path) -> list[dict[str, Any]]:
    """Records from a ``records.jsonl``; a bad line is an error (ValueError) naming the file
    and line."""
    records = []
    for lineno, rec in read_jsonl(path):
        if rec.get("schema") not in READABLE:
            raise ValueError(f"{path}:{lineno}: not a {SCHEMA} record")
        if READABLE[rec["schema"]] is not None:
            rec.setdefault("family", READABLE[rec["schema"]])
        try:
            records.append(unpack(rec))
        except (ValueError, zlib.error) as exc:  # binascii.Error is a ValueError
            raise ValueError(f"{path}:{lineno}: a packed field cannot be read ({exc})") from None
    return records


def read_run_records(source: Path) -> list[dict[str, Any]]:
    """Records of a run folder or a records.jsonl file. A run that was killed keeps duplicate
    lines only when a sample was retried in a later process; the last one of a sample wins."""
    path = source / "records.jsonl" if source.is_dir() else source
    latest: dict[tuple[Any, ...], dict[str, Any]] = {}
    for rec in read_records(path):
        latest[(rec.get("run_id"), rec["cell_id"], rec.get("seed"), rec["sample"])] = rec
    return list(latest.values())
