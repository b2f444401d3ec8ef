"""The one per-sample record: a plain JSON-safe dict, schema-versioned.

Everything downstream (cells.csv, drops.csv, summary.md, ``cre report``) is a pure function of
these records, so any run can be re-analysed without calling a model.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .errors import CreDataError
from .jsonl import read_jsonl

SCHEMA = "cre-record/2"
# Earlier schemas this version reads: cre-record/1 had no ``family`` (it was reasoning's).
READABLE = {SCHEMA: None, "cre-record/1": "reasoning"}

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


# Fields every reader relies on; a record without one was not written by pytest-cre.
REQUIRED = ("cell_id", "sample", "status", "model")
# A sample that was never answered (its cell failed before it ran): any answer replaces it.
NOT_RUN = "not_run"


def read_records(path: Path, warnings: list[str] | None = None) -> list[dict[str, Any]]:
    """Records from a ``records.jsonl``; a bad line is an error (CreDataError) naming the file
    and line. With ``warnings`` (a list), a crash-torn last line is skipped and named there."""
    records = []
    for lineno, rec in read_jsonl(path, torn_tail=warnings):
        if rec.get("schema") not in READABLE:
            raise CreDataError(f"{path}:{lineno}: not a {SCHEMA} record (schema {rec.get('schema')!r})")
        missing = [f for f in REQUIRED if f not in rec]
        if missing:
            raise CreDataError(f"{path}:{lineno}: the record has no {missing[0]!r} field: it was not written "
                               f"by pytest-cre (or was edited); remove or repair that line")
        if READABLE[rec["schema"]] is not None:
            rec.setdefault("family", READABLE[rec["schema"]])
        records.append(rec)
    return records


def identity(record: dict[str, Any]) -> tuple[Any, ...]:
    """What makes a sample the same sample: its cell, seed and index, i.e. the very prompt it
    was asked. Two records of one identity (a rerun, a run given twice, a copy) are one sample."""
    return (record["cell_id"], record.get("seed"), record["sample"])


def dedupe(records: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """One record per identity, in first-seen order: the later one wins, except that a sample
    that was not run never replaces an answer. Returns the records and how many collapsed."""
    kept: dict[tuple[Any, ...], dict[str, Any]] = {}
    for rec in records:
        key = identity(rec)
        old = kept.get(key)
        if old is None or rec["status"] != NOT_RUN or old["status"] == NOT_RUN:
            kept[key] = rec
    return list(kept.values()), len(records) - len(kept)


def read_run_records(source: Path, warnings: list[str] | None = None) -> list[dict[str, Any]]:
    """Records of a run folder or a records.jsonl file, one per sample (see ``dedupe``)."""
    path = source / "records.jsonl" if source.is_dir() else source
    return dedupe(read_records(path, warnings))[0]
