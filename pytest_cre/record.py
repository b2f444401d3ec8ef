"""The one per-sample record: a plain JSON-safe dict, schema-versioned.

Everything downstream (cells.csv, drops.csv, summary.md, ``cre report``) is a pure function of
these records, so any run can be re-analysed without calling a model.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCHEMA = "cre-record/1"

# Fields every record has, in the order they are written.
FIELDS = (
    "schema", "run_id", "cell_id", "task", "model", "vendor", "filler", "tier", "position",
    "sample", "target_id", "seed", "status", "correct", "answer", "gold", "response", "reasoning",
    "finish_reason", "prompt_tokens", "budget", "tokenizer", "reported_prompt_tokens",
    "completion_tokens", "reasoning_tokens", "cached_tokens", "latency_s", "started_at", "finished_at",
    "attempts", "attempt_log",
    "from_cache", "truncation_suspect", "endpoint", "request_params", "error", "prompt_sha256", "template_version", "scorer_version",
    "target_depths", "target_slots", "filler_source", "filler_ids", "filler_answers", "match_any", "match_last",
    "match_nearest", "match_item", "match_item_depth", "maxgen_hit", "restated",
)


def make_record(**values: Any) -> dict[str, Any]:
    """A record with every field present (missing ones None) and the schema stamped."""
    unknown = set(values) - set(FIELDS)
    if unknown:
        raise TypeError(f"unknown record fields: {sorted(unknown)}")
    record = {name: values.get(name) for name in FIELDS}
    record["schema"] = SCHEMA
    return record


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def read_records(path: Path) -> list[dict[str, Any]]:
    """Records from a ``records.jsonl``; a bad line is an error (ValueError) naming the file
    and line."""
    from .tasks.files import read_jsonl

    records = []
    for lineno, rec in read_jsonl(path):
        if rec.get("schema") != SCHEMA:
            raise ValueError(f"{path}:{lineno}: not a {SCHEMA} record")
        records.append(rec)
    return records


def read_run_records(source: Path) -> list[dict[str, Any]]:
    """Records of a run folder or a records.jsonl file. A run that was killed keeps duplicate
    lines only when a sample was retried in a later process; the last one of a sample wins."""
    path = source / "records.jsonl" if source.is_dir() else source
    latest: dict[tuple[Any, ...], dict[str, Any]] = {}
    for rec in read_records(path):
        latest[(rec.get("run_id"), rec["cell_id"], rec.get("seed"), rec["sample"])] = rec
    return list(latest.values())
