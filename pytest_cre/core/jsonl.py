"""Reading JSON lines (data files and records) with errors that name the file and line."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from .errors import CreDataError


def read_jsonl(path: Path, hashes: dict[str, str] | None = None) -> Iterator[tuple[int, dict]]:
    """Yield ``(line_number, record)``; lines split on ``\\n`` only (never ``splitlines``:
    GSM8K train has a U+2028 inside a question)."""
    data = path.read_bytes()
    if hashes is not None:
        hashes[str(path)] = hashlib.sha256(data).hexdigest()
    for lineno, line in enumerate(data.decode("utf-8").split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CreDataError(f"{path}:{lineno}: invalid JSON ({exc.msg})") from None
        if not isinstance(record, dict):
            raise CreDataError(f"{path}:{lineno}: expected a JSON object")
        yield lineno, record
