"""records.jsonl read fast (issue 47, point 4): orjson parses each line, and what it refuses or
could read differently goes to json as before, so a file reads as it always has: edge lines,
a crash-torn last line and a whole ``cre report`` to the byte."""

from __future__ import annotations

import hashlib
import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import orjson
import pytest
from helpers import CELLS_MODULE, SMALL_WS

from pytest_cre.cli import main
from pytest_cre.core import jsonl
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.jsonl import read_jsonl

# Lines orjson refuses, or would read otherwise than json, each beside what json reads.
EDGE_LINES = [
    b'{"a": NaN, "b": Infinity, "c": -Infinity}',  # json's extensions, not JSON
    b'{"a": 1e400}',  # a float past the double range: json says inf
    b'{"a": 123456789012345678901234567890}',  # past 64 bits: orjson would give a float
    b'{"a": -9223372036854775809, "b": 18446744073709551616}',  # just past int64 and uint64
    b'{"a": "\\ud800"}',  # a lone surrogate escaped
    b'{"a": 1, "a": 2}',  # a key twice: the later one
    b'  {"a": [1.5, -0.0, 5e-324, "x\\u2028y"]}\r',  # whitespace around, a CR before the newline
]


def _lines(path: Path, lines: list[bytes], tail: bytes = b"") -> Path:
    path.write_bytes(b"".join(line + b"\n" for line in lines) + tail)
    return path


def _same(a: object, b: object) -> bool:
    """Equal, of the same types all the way down (1 == 1.0 == True are not the same reading)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)  # type: ignore[index]
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))  # type: ignore[arg-type]
    if isinstance(a, float):
        return repr(a) == repr(b)  # nan, -0.0
    return a == b


def test_plain_lines_are_parsed_by_orjson_and_only_the_lines_it_cannot_read_by_json(tmp_path, monkeypatch):
    plain = [json.dumps({"n": i, "x": i / 7, "s": f"é{i}", "l": [True, None, {"k": -i}]}).encode() for i in range(50)]
    path = _lines(tmp_path / "records.jsonl", [*plain, *EDGE_LINES])
    by_json: list[str] = []
    loads = json.loads

    def counted(text: str) -> object:
        by_json.append(text)
        return loads(text)

    monkeypatch.setattr(jsonl.json, "loads", counted)
    read = [rec for _, rec in read_jsonl(path)]
    assert by_json == [line.decode() for line in EDGE_LINES[:5]]
    expected = [loads(line) for line in [*plain, *EDGE_LINES]]
    assert all(_same(a, b) for a, b in zip(read, expected)) and len(read) == len(expected)
    assert math.isinf(read[51]["a"]) and read[52]["a"] == 123456789012345678901234567890


def test_lines_read_before_are_their_records_and_the_rest_take_the_same_fast_way(tmp_path, monkeypatch):
    """``known`` (a worker's reported lines, by their text) gives those lines' records as they
    are, and leaves every other line to orjson as a read without it does: an empty map (a run
    without xdist) or a map of other lines once sent every line of the file to json."""
    plain = [json.dumps({"n": i, "s": f"é{i}"}).encode() for i in range(6)]
    path = _lines(tmp_path / "records.jsonl", [*plain, EDGE_LINES[0]])
    by_json: list[str] = []
    loads = json.loads
    monkeypatch.setattr(jsonl.json, "loads", lambda text: by_json.append(text) or loads(text))
    reported = {"n": "the worker's own"}
    for known in ({}, {plain[2].decode(): reported}):
        by_json.clear()
        read = [rec for _, rec in read_jsonl(path, known=known)]
        assert by_json == [EDGE_LINES[0].decode()]  # only the line orjson refuses
        assert (read[2] is reported) == bool(known)
        assert [r for i, r in enumerate(read[:6]) if not (known and i == 2)] == [
            loads(line) for i, line in enumerate(plain) if not (known and i == 2)
        ]


def test_a_torn_last_line_blank_lines_and_bad_lines_read_as_before(tmp_path):
    good = [b'{"a": 1}', b"", b"   ", b'{"a": 2}']
    warnings: list[str] = []
    path = _lines(tmp_path / "torn.jsonl", good, tail=b'{"a": 3, "b": [1, 2')
    assert [rec for _, rec in read_jsonl(path, torn_tail=warnings)] == [{"a": 1}, {"a": 2}]
    assert warnings == [
        f"{path}:5: skipped an incomplete last line (a crash cut it short; that sample is left out, a rerun gives it)"
    ]
    for content, error in [
        (b'{"a": 1\n{"a": 2}\n', f"{tmp_path / 'bad.jsonl'}:1: invalid JSON (Expecting ',' delimiter)"),
        (b'{"a": 1}\n[1, 2]\n', f"{tmp_path / 'bad.jsonl'}:2: expected a JSON object"),
        (b'{"a": "\xff"}\n', f"{tmp_path / 'bad.jsonl'}:1: not UTF-8 text (byte 0xff): re-save the file as UTF-8"),
        (
            b'{"a": 1}\n{"a": "\xed\xa0\x80"}\n',
            f"{tmp_path / 'bad.jsonl'}:2: not UTF-8 text (byte 0xed): re-save the file as UTF-8",
        ),
    ]:
        (tmp_path / "bad.jsonl").write_bytes(content)
        with pytest.raises(CreDataError) as exc:
            list(read_jsonl(tmp_path / "bad.jsonl", torn_tail=[]))
        assert str(exc.value) == error


@pytest.fixture(scope="module")
def pooled_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small sim run's records pooled with a copy under another seed, plus lines orjson
    refuses (a NaN latency, a 30-digit count, a 26-digit field a hook added) and a torn tail.
    (A lone surrogate, which orjson refuses too, is pinned end to end in test_hostile_answers_run.)"""
    root = tmp_path_factory.mktemp("project")
    (root / "test_cells.py").write_text(CELLS_MODULE)
    (root / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    subprocess.run([sys.executable, "-m", "pytest", *SMALL_WS, "-q"], cwd=root, check=True, capture_output=True)
    lines = (root / "reports" / "latest" / "records.jsonl").read_bytes().splitlines()
    copies = []
    for i, line in enumerate(lines):
        rec = json.loads(line)
        rec["seed"] = rec["seed"] + 1
        if i == 0:
            rec["latency_s"] = math.nan
        if i == 1:
            rec["completion_tokens"] = 10**30
        if i == 2:
            rec["hook_id"] = 10**25  # a hook's field, past 64 bits
        copies.append(json.dumps(rec).encode())
    pool = root / "pool" / "records.jsonl"
    pool.parent.mkdir()
    pool.write_bytes(b"".join(line + b"\n" for line in [*lines, *copies]) + copies[3][:40])
    return pool


def _report(pool: Path, out: Path) -> dict[str, str]:
    """The sha256 of every file ``cre report`` writes (into ``out``, new: its argv is kept)."""
    shutil.rmtree(out, ignore_errors=True)
    assert main(["report", str(pool), "--out", str(out)]) == 0
    return {str(p.relative_to(out)): hashlib.sha256(p.read_bytes()).hexdigest() for p in out.rglob("*") if p.is_file()}


def test_cre_report_writes_the_same_bytes_as_with_json_alone(pooled_run, tmp_path, monkeypatch):
    fast = _report(pooled_run, tmp_path / "out")
    assert {"cells.csv", "drops.csv", "summary.json", "summary.md", "report.html", "reanalysis.json"} <= set(fast)

    def refused(data: object) -> object:
        raise orjson.JSONDecodeError("refused", "", 0)

    monkeypatch.setattr(jsonl.orjson, "loads", refused)  # every line read by json, as before orjson
    assert _report(pooled_run, tmp_path / "out") == fast
