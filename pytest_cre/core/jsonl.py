"""Reading JSON lines (data files and records) with errors that name the file and line."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from .errors import CreDataError


def decode_text(path: Path, data: bytes) -> str:
    """``data`` as UTF-8; anything else is a CreDataError naming the file and the first bad
    byte's line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise CreDataError(
            f"{path}:{line}: not UTF-8 text (byte 0x{data[exc.start]:02x}): re-save the file as UTF-8"
        ) from None


def read_jsonl(
    path: Path,
    hashes: dict[str, str] | None = None,
    torn_tail: list[str] | None = None,
    known: dict[str, dict] | None = None,
) -> Iterator[tuple[int, dict]]:
    """Yield ``(line_number, record)``; lines split on ``\\n`` only (never ``splitlines``:
    GSM8K train has a U+2028 inside a question). A line in ``known`` (its text without the
    newline) is that object, not parsed again.

    With ``torn_tail`` (a list), a last line that has no newline and is not valid JSON is what a
    crash in the middle of an append leaves: it is skipped and a warning naming it is added to
    the list. Every other bad line is an error: skipping it would silently lose a record."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise CreDataError(f"cannot read {path}: {exc.strerror}") from None
    if hashes is not None:
        hashes[str(path)] = hashlib.sha256(data).hexdigest()
    lines = decode_text(path, data).split("\n")
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if known is not None and line in known:
            yield lineno, known[line]
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            if torn_tail is not None and lineno == len(lines):  # no newline after it
                torn_tail.append(
                    f"{path}:{lineno}: skipped an incomplete last line (a crash cut it "
                    f"short; that sample is left out, a rerun gives it)"
                )
                continue
            raise CreDataError(f"{path}:{lineno}: invalid JSON ({exc.msg})") from None
        if not isinstance(record, dict):
            raise CreDataError(f"{path}:{lineno}: expected a JSON object")
        yield lineno, record
