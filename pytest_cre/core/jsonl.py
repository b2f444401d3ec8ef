"""Reading JSON lines (data files and records) with errors that name the file and line."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from .errors import CreDataError

# A run of 19 digits may be an integer past 64 bits, which orjson reads as a float where json
# keeps it exact: such a line (rare: a digest or a packed field can hold one too) is read by json.
# Found as 19 zeros in the line with every digit made a zero (a regular expression takes longer
# than json's whole parse).
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_DIGITS = b"0" * 19


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
    known: dict[str, dict[str, Any]] | None = None,
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, record)``; lines split on ``\\n`` only (never ``splitlines``:
    GSM8K train has a U+2028 inside a question). A line in ``known`` (its text without the
    newline) is that object, not parsed again.

    With ``torn_tail`` (a list), a last line that has no newline and is not valid JSON is what a
    crash in the middle of an append leaves: it is skipped and a warning naming it is added to
    the list. Every other bad line is an error: skipping it would silently lose a record."""
    # Streamed line by line: a records file may be hundreds of MB, and holding its bytes, its
    # text and its lines at once costs three times that before the first record is parsed.
    digest = hashlib.sha256() if hashes is not None else None
    try:
        # A 1 MiB buffer: with the default 8 KiB a line of a few KB refills it every other line,
        # and iterating a 700 MB file took 0.5 s of CPU in its reads alone (0.17 s so).
        f = path.open("rb", buffering=1 << 20)
    except OSError as exc:
        raise CreDataError(f"cannot read {path}: {exc.strerror}") from None
    with f:
        lineno = 0
        for raw in f:  # binary lines end at b"\n" only: U+2028 stays inside its line
            lineno += 1
            if digest is not None:
                digest.update(raw)
            if known:  # a line read before (a worker's, reported) is that record; the rest parse
                try:
                    hit = known.get(raw.removesuffix(b"\n").decode("utf-8"))
                except UnicodeDecodeError:
                    hit = None  # named below
                if hit is not None:
                    yield lineno, hit
                    continue
            # orjson parses a record several times faster than json, and straight from the bytes.
            # It is stricter, never looser (no NaN, no lone surrogate, UTF-8 only), so a line it
            # refuses goes the way below, which reads it as json always has or names its fault.
            if _LONG_DIGITS not in raw.translate(_DIGITS_AS_ZERO):
                try:
                    record = orjson.loads(raw)
                except orjson.JSONDecodeError:
                    pass
                else:
                    if not isinstance(record, dict):
                        raise CreDataError(f"{path}:{lineno}: expected a JSON object")
                    yield lineno, record
                    continue
            ended = raw.endswith(b"\n")
            try:
                line = (raw[:-1] if ended else raw).decode("utf-8")
            except UnicodeDecodeError as exc:
                raise CreDataError(
                    f"{path}:{lineno}: not UTF-8 text (byte 0x{raw[exc.start]:02x}): re-save the file as UTF-8"
                ) from None
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                if torn_tail is not None and not ended:  # the last line, cut short
                    torn_tail.append(
                        f"{path}:{lineno}: skipped an incomplete last line (a crash cut it "
                        f"short; that sample is left out, a rerun gives it)"
                    )
                    continue
                raise CreDataError(f"{path}:{lineno}: invalid JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise CreDataError(f"{path}:{lineno}: expected a JSON object")
            yield lineno, record
    if hashes is not None and digest is not None:
        hashes[str(path)] = digest.hexdigest()
