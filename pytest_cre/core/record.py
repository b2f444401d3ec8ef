"""The one per-sample record: a plain JSON-safe dict, schema-versioned.

Everything downstream (cells.csv, drops.csv, summary.md, ``cre report``) is a pure function of
these records, so any run can be re-analysed without calling a model.
"""

from __future__ import annotations

import base64
import copy
import json
import math
import zlib
from pathlib import Path
from typing import Any, Required, TypedDict

from .atomic import well_formed
from .errors import CreDataError
from .gc_freeze import collector_paused
from .jsonl import read_jsonl

SCHEMA = "cre-record/3"
# Earlier schemas this version reads: cre-record/1 had no ``family`` (it was reasoning's);
# cre-record/2 stored every field as plain JSON (3 may pack long lists, see ``pack``).
READABLE = {SCHEMA: None, "cre-record/2": None, "cre-record/1": "reasoning"}
PACKED = "$zlib"  # the key of a packed field's object

# Every record as it flows (a family's fields and hooks' follow the core): a plain JSON-safe
# dict, so it crosses processes and files as it is.
Record = dict[str, Any]


class RecordCore(TypedDict, total=False):
    """The core every family's record has, in order (``CORE_FIELDS``); the analysis reads only
    these and the labels its family declares. A family's own fields follow
    (``Family.record_fields``), and hook implementations (``pytest_cre_record``) may add more
    after those. The runner's record maker builds the header (``Required``) and what the answer
    measured; ``make_record`` writes every field it did not give as None (a sample not run has
    no prompt, answer, token count or timing), and the family's scoring gives ``target_id``,
    ``status``, ``correct``, ``answer`` and ``gold``."""

    schema: Required[str]
    run_id: Required[str]
    family: Required[str]
    cell_id: Required[str]
    model: Required[str]
    vendor: Required[str | None]
    sample: Required[int]
    target_id: str | None
    seed: Required[int | None]
    status: str
    correct: bool | None
    answer: str | None
    gold: str | None
    response: str | None
    reasoning: str | None
    finish_reason: str | None
    prompt_tokens: int | None
    budget: int | None
    tokenizer: str | None
    reported_prompt_tokens: int | None
    completion_tokens: int | None
    reasoning_tokens: int | None
    cached_tokens: int | None
    reported_cost_usd: float | None
    latency_s: float | None
    started_at: float | None
    finished_at: float | None
    attempts: int | None
    attempt_log: list[dict[str, Any]] | None
    from_cache: bool | None
    truncation_suspect: bool | None
    endpoint: str | None
    request_params: dict[str, Any] | None
    error: str | None
    prompt_sha256: str | None
    template_version: Required[str | None]
    scorer_version: Required[str]


CORE_FIELDS = tuple(RecordCore.__annotations__)


# What a record's ``status`` may be: "ok", NOT_RUN, "no_answer" (a family's scorer found none) or
# an outcome class of the endpoint layer, which classifies into this set (``endpoints.errors.OUTCOMES``).
STATUSES = frozenset(
    {
        "ok",
        "no_answer",
        "truncated",
        "context_overflow",
        "quota",
        "rate_limited",
        "server_error",
        "timeout",
        "connection_error",
        "bad_response",
        "bad_request",
        "filtered",
        "error",
        "auth",
        "not_found",  # a 404: the server does not serve this model id, or the base URL is wrong
        "not_run",  # never sent: its cell failed, or its model was stopped by a fatal answer
        "empty_answer",  # a family that takes an empty answer for no result (recall, as CodeNeedle)
    }
)

_NULL = type(None)
_NUMBER = (int, float)  # JSON has one number type: 600 and 600.0 are both a number of seconds
# Each core field's JSON types, as the runner writes them (``run.record_maker``: ``answered`` and, for a
# sample that was never run, ``not_run``, which leaves every prompt, answer, token count and
# timing null). ``read_records`` checks a present field against this (families own their fields).
# An int is never a bool here, though Python's bool is an int: ``"sample": true`` is wrong.
CORE_TYPES: dict[str, tuple[type, ...]] = {
    "schema": (str,),
    "run_id": (str, _NULL),
    "family": (str,),
    "cell_id": (str,),
    "model": (str,),
    "vendor": (str, _NULL),
    "sample": (int,),  # and >= 0
    "target_id": (str, _NULL),
    "seed": (int, _NULL),
    "status": (str,),  # and one of STATUSES
    "correct": (bool, _NULL),
    "answer": (str, _NULL),
    "gold": (str, _NULL),
    "response": (str, _NULL),
    "reasoning": (str, _NULL),
    "finish_reason": (str, _NULL),
    "prompt_tokens": (int, _NULL),
    "budget": (int, _NULL),
    "tokenizer": (str, _NULL),
    "reported_prompt_tokens": (int, _NULL),
    "completion_tokens": (int, _NULL),
    "reasoning_tokens": (int, _NULL),
    "cached_tokens": (int, _NULL),
    "reported_cost_usd": (*_NUMBER, _NULL),  # USD the server said the answer cost (OpenRouter)
    "latency_s": (*_NUMBER, _NULL),
    "started_at": (*_NUMBER, _NULL),
    "finished_at": (*_NUMBER, _NULL),
    "attempts": (int, _NULL),
    "attempt_log": (list, _NULL),
    "from_cache": (bool, _NULL),
    "truncation_suspect": (bool, _NULL),
    "endpoint": (str, _NULL),
    "request_params": (dict, _NULL),
    "error": (str, _NULL),
    "prompt_sha256": (str, _NULL),
    "template_version": (str, _NULL),
    "scorer_version": (str, _NULL),
}


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
    # well_formed: a lone surrogate a server sent (in an error text, say) must not cost the record
    return well_formed(json.dumps(record, ensure_ascii=False, separators=(",", ":")))


# Fields every reader relies on; a record without one was not written by pytest-cre.
REQUIRED = ("cell_id", "sample", "status", "model")
# A sample that was never answered (its cell failed before it ran): any answer replaces it.
NOT_RUN = "not_run"
# How the error of a sample a batch still holds begins (--cre-batch submit): recorded not_run,
# its cell skipped, a later run collects it.
HELD = "in batch "


def pack(record: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """The record as written to records.jsonl: each of ``fields`` (a family's ``packed_fields``:
    long per-sample lists such as a prompt's filler ids, 85% of a reasoning record) that holds a
    non-empty list becomes ``{"$zlib": base64(zlib(json))}``, over 3x smaller (tests/core) and still one
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


def record_line(record: dict[str, Any], families: dict[str, Any]) -> str:
    """A record's line in records.jsonl: ``pack``ed with its family's ``packed_fields`` (none
    for a family this process does not know)."""
    family = families.get(record["family"])
    return dumps(pack(record, family.packed_fields if family is not None else ())) + "\n"


def from_line(line: str, packed: bool = False) -> dict[str, Any]:
    """A record from its ``record_line`` (records also travel between processes in this form:
    a few compact strings, where the unpacked record is tens of thousands of small objects).
    ``packed``: packed fields stay packed, as ``read_records(packed=True)`` leaves them."""
    record = json.loads(line)
    return record if packed else unpack(record)


def unpack(record: dict[str, Any], seen: Decoded | None = None) -> dict[str, Any]:
    """A record read back with its packed fields restored (in place; also returned). ``seen``:
    the texts already decoded for other records of the same read (``decoded_once``)."""
    for key, value in record.items():
        if is_packed(value):
            record[key] = decoded_once(value[PACKED], seen)
    return record


def _decoded(text: str) -> Any:
    """The value a packed field's text holds (``pack`` in reverse); a ValueError or zlib.error
    when it holds none."""
    return json.loads(zlib.decompress(base64.b64decode(text)).decode("utf-8"))


# A packed text decoded, by the text: the value, and whether it is a list of scalars only.
Decoded = dict[str, tuple[Any, bool]]


def decoded_once(text: str, seen: Decoded | None) -> Any:
    """``_decoded``, each distinct text once per ``seen`` (one read of many records; None: this
    text alone). The records of one filler draw share it (a sample's siblings at every position
    and depth, the same sample of each model on its seed; a pool of 201,600 records holds 316
    draws), and decoding each record's own copy took 36 s of ``read_records`` at that size. Every
    caller gets a value of its own, as if decoded alone: a list of scalars as a new list of the
    same (immutable) items, anything nested as a deep copy."""
    if seen is None:
        return _decoded(text)
    held = seen.get(text)
    if held is None:
        value = _decoded(text)
        flat = type(value) is list and all(v is None or type(v) in (str, int, float, bool) for v in value)
        held = seen[text] = (value, flat)
    value, flat = held
    return list(value) if flat else copy.deepcopy(value)


def is_packed(value: Any) -> bool:
    """Is ``value`` a field as ``pack`` writes it (``{"$zlib": ...}``)?"""
    return isinstance(value, dict) and len(value) == 1 and PACKED in value


def unpacked(value: Any, seen: Decoded | None = None) -> Any:
    """A field's value as it was before ``pack``: a packed one decoded, any other as it is. For
    records read with ``read_records(..., packed=True)``, whose packed fields stay packed until a
    reader needs them; one that cannot be decoded is a CreDataError. ``seen``: as ``unpack``'s."""
    if not is_packed(value):
        return value
    try:
        return decoded_once(value[PACKED], seen)
    except (ValueError, TypeError, zlib.error) as exc:  # binascii.Error is a ValueError
        raise CreDataError(f"a packed record field cannot be read ({exc}): repair or remove its line") from None


class _Absent:
    """The type of a field a record does not have (only REQUIRED ones must be there)."""


_ABSENT = _Absent()
_WORDS = {
    str: ["a string"],
    int: ["an integer"],
    float: ["a number"],
    bool: ["true", "false"],
    list: ["a list"],
    dict: ["an object"],
    _NULL: ["null"],
}
# (field, the exact types it may hold, plus _Absent): one dict lookup and one set lookup a field.
# Exact types, not isinstance: json.loads makes only these, and type(True) is bool, not int.
_CHECKS = tuple((name, frozenset(types) | {_Absent}) for name, types in CORE_TYPES.items())


def _expected(name: str) -> str:
    if name == "status":
        return f"one of {', '.join(sorted(STATUSES))}"
    if name == "sample":
        return "an integer >= 0"
    types = CORE_TYPES[name]
    words = [w for t in types if not (t is int and float in types) for w in _WORDS[t]]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


_SOUND_SHAPES: set[tuple[tuple[str, ...], tuple[type, ...]]] = set()


def schema_problem(rec: dict[str, Any]) -> tuple[str, str] | None:
    """The first core field of ``rec`` (a record as read back) that does not hold what
    ``CORE_TYPES`` says, as ``(field, what it should be)``; None when every one does."""
    # A file's records share a few shapes (their fields in order, each value's type): a shape
    # checked once is not checked again, which is most of reading 200K records.
    shape = (tuple(rec), tuple(map(type, rec.values())))
    if shape not in _SOUND_SHAPES:
        get = rec.get
        for name, allowed in _CHECKS:
            if type(get(name, _ABSENT)) not in allowed:
                return name, _expected(name)
        if len(_SOUND_SHAPES) < 4096:
            _SOUND_SHAPES.add(shape)
    if rec["status"] not in STATUSES:
        return "status", _expected("status")
    if rec["sample"] < 0:
        return "sample", _expected("sample")
    return None


# The measures a summary adds up, prices and prints, and whether each is a count (never
# negative). A record is data from a file, perhaps another tool's: a number here that is not
# finite (JSON's NaN and Infinity, 1e999), absurdly large, or a negative count is read as missing
# (null), never as a number that costs the summary an OverflowError or skews a sum.
MEASURES = {
    "prompt_tokens": True,
    "budget": True,
    "reported_prompt_tokens": True,
    "completion_tokens": True,
    "reasoning_tokens": True,
    "cached_tokens": True,
    "reported_cost_usd": False,
    "attempts": True,
    "latency_s": False,
    "started_at": False,
    "finished_at": False,
}
ABSURD = 1e15  # no token count, attempt count, duration or Unix time comes near it


def bad_numbers(rec: dict[str, Any]) -> list[str]:
    """The ``MEASURES`` fields of ``rec`` that hold an unusable number (see there). Anything
    else (a string, a list) is left for ``schema_problem`` to name."""
    bad = []
    get = rec.get
    for name, count in MEASURES.items():
        value: Any = get(name)
        kind = type(value)
        if kind is not int and kind is not float:  # bool is not int here: a flag, not a number
            continue
        # abs() first: math.isfinite of a 400-digit int is itself an OverflowError
        if abs(value) >= ABSURD or (kind is float and not math.isfinite(value)) or (count and value < 0):
            bad.append(name)
    return bad


def clear_bad_numbers(rec: dict[str, Any]) -> list[str]:
    """Set each ``MEASURES`` field of ``rec`` that holds an unusable number (``bad_numbers``)
    to None, in place; returns those fields' names."""
    bad = bad_numbers(rec)
    for name in bad:
        rec[name] = None
    return bad


def usable_numbers(records: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """``records`` with each unusable number (``bad_numbers``) cleared in a copy of its
    record (the caller's records are never changed), and how many there were: for records
    handed over in memory, which ``read_records`` (that clears them as it reads) never saw."""
    out, cleared = [], 0
    for rec in records:
        bad = bad_numbers(rec)
        if bad:
            rec = {**rec, **dict.fromkeys(bad)}
            cleared += len(bad)
        out.append(rec)
    return out, cleared


def duplicates_line(path: Path, repeats: list[tuple[tuple[Any, ...], int, int, bool]]) -> str:
    """The warning for samples that appear more than once in one records file: ``repeats`` holds,
    per extra line, the sample's identity, its earlier line, the later line and whether the two
    disagree (status, correct or answer)."""
    samples = len({key for key, *_ in repeats})
    disagree = len({key for key, _, _, differs in repeats if differs})
    first = next((r for r in repeats if r[3]), repeats[0])
    (cell, seed, sample), a, b, _ = first
    seed_text = f" seed {seed}" if seed is not None else ""
    return (
        f"{path}: {samples} sample(s) appear more than once in this file ({disagree} with different "
        f"results; e.g. {cell}{seed_text} sample {sample}, lines {a} and {b}): each is counted once, "
        f"the later line kept (a not_run line never replaces an answer); delete the lines that "
        f"should not count"
    )


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def read_records(
    path: Path | str,
    warnings: list[str] | None = None,
    known: dict[str, dict[str, Any]] | None = None,
    packed: bool = False,
    hashes: dict[str, str] | None = None,
    unique: bool = False,
) -> list[dict[str, Any]]:
    """Records from a ``records.jsonl``; a bad line is an error (CreDataError) naming the file
    and line: not JSON, another schema, a REQUIRED field missing, or a core field that does not
    hold its ``CORE_TYPES`` type. With ``warnings`` (a list), a crash-torn last line is skipped
    and named there. ``known``: records already read from their lines (``from_line``), by the
    line without its newline: those lines are not parsed again. ``packed``: packed fields stay
    packed (a reader decodes one with ``unpacked``): reports read a 200K-record run in a tenth
    of the memory, since the long lists are what most of a reasoning record holds. ``hashes``
    (a dict): the sha256 of the bytes read is put there under the path, as ``read_jsonl`` does.
    ``unique``: one record per sample, as ``dedupe`` keeps them (a file that repeats none is
    returned as read: walking 200K records again to find no repeat took 0.25 s)."""
    path = Path(path)
    records = []
    lines: dict[tuple[Any, ...], tuple[int, dict[str, Any]]] = {}  # identity -> its last line
    repeats: list[tuple[tuple[Any, ...], int, int, bool]] = []
    cleared: list[tuple[int, str]] = []  # (line, field) of each number read as missing
    seen: Decoded = {}  # packed texts decoded (``decoded_once``)
    with collector_paused():  # records hold no cycles: no collection walks them as they come
        for lineno, rec in read_jsonl(path, hashes, warnings, known):
            if rec.get("schema") not in READABLE:
                raise CreDataError(f"{path}:{lineno}: not a {SCHEMA} record (schema {rec.get('schema')!r})")
            missing = [f for f in REQUIRED if f not in rec]
            if missing:
                raise CreDataError(
                    f"{path}:{lineno}: the record has no {missing[0]!r} field: it was not written "
                    f"by pytest-cre (or was edited); remove or repair that line"
                )
            if READABLE[rec["schema"]] is not None:
                rec.setdefault("family", READABLE[rec["schema"]])
            try:
                if not packed:
                    unpack(rec, seen)
                elif [v for v in rec.values() if type(v) is dict and PACKED in v and type(v[PACKED]) is not str]:
                    raise ValueError("not a string")  # decoding it waits for a reader that needs it
            except (ValueError, zlib.error) as exc:  # binascii.Error is a ValueError
                raise CreDataError(
                    f"{path}:{lineno}: a packed field cannot be read ({exc}): remove or repair that line"
                ) from None
            cleared += [(lineno, name) for name in clear_bad_numbers(rec)]
            problem = schema_problem(rec)
            if problem is not None:
                name, expected = problem
                raise CreDataError(
                    f"{path}:{lineno}: field {name!r} is {_shown(rec[name])}, expected {expected}: "
                    f"remove or repair that line"
                )
            key = identity(rec)
            if key in lines:
                before_line, before = lines[key]
                differs = any(before.get(f) != rec.get(f) for f in ("status", "correct", "answer"))
                repeats.append((key, before_line, lineno, differs))
            lines[key] = (lineno, rec)
            records.append(rec)
    if warnings is not None and repeats:
        warnings.append(duplicates_line(path, repeats))
    if unique and repeats:
        records = dedupe(records)[0]
    if warnings is not None and cleared:
        where = ", ".join(f"line {line} {name}" for line, name in cleared[:3])
        more = f" and {len(cleared) - 3} more" if len(cleared) > 3 else ""
        warnings.append(
            f"{path}: {len(cleared)} number(s) not finite, absurdly large or a negative count, read "
            f"as missing ({where}{more})"
        )
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


def in_cell_order(records: list[dict[str, Any]], cell_ids: list[str]) -> list[dict[str, Any]]:
    """``records`` by their cell's place in ``cell_ids`` (a grid's order, as run.json's
    ``cells`` keeps it; cells it does not name after those, by id), then seed and sample: the
    order a run's reports read them in, whether the run ends or ``cre report`` reads them."""
    order = {c: i for i, c in enumerate(dict.fromkeys(cell_ids))}
    return sorted(
        records, key=lambda r: (order.get(r["cell_id"], len(order)), r["cell_id"], r.get("seed") or 0, r["sample"])
    )


def read_run_records(source: Path | str, warnings: list[str] | None = None) -> list[dict[str, Any]]:
    """Records of a run folder or a records.jsonl file, one per sample (see ``dedupe``)."""
    source = Path(source)
    path = source / "records.jsonl" if source.is_dir() else source
    return read_records(path, warnings, unique=True)
