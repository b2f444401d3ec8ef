"""The collector pause around bulk reads: the collector comes back as it was, and where a
command freezes its survivors what was read is frozen."""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest

from pytest_cre.core import gc_freeze
from pytest_cre.core.record import read_records


@pytest.fixture(autouse=True)
def _collector_as_found():
    enabled = gc.isenabled()  # the heap is thawed after every test (tests/conftest.py)
    yield
    gc.enable() if enabled else gc.disable()


def _records(path: Path, n: int) -> Path:
    row = {"schema": "cre-record/1", "cell_id": "c", "sample": 0, "status": "ok", "model": "sim", "family": "reasoning"}
    path.write_text("".join(json.dumps({**row, "sample": i}) + "\n" for i in range(n)))
    return path


def test_reading_records_runs_with_the_collector_off_and_gives_it_back(tmp_path, monkeypatch):
    seen = []
    real = gc_freeze.gc.isenabled
    monkeypatch.setattr("pytest_cre.core.record.schema_problem", lambda rec: seen.append(real()))
    for enabled in (True, False):
        gc.enable() if enabled else gc.disable()
        read_records(_records(tmp_path / "r.jsonl", 3))
        assert seen == [False] * 3 and gc.isenabled() is enabled
        seen.clear()


def test_an_error_mid_read_gives_the_collector_back(tmp_path):
    path = _records(tmp_path / "r.jsonl", 2)
    path.write_text(path.read_text() + "{not json\n")
    gc.enable()
    with pytest.raises(Exception, match="invalid JSON"):
        read_records(path)
    assert gc.isenabled()


def test_what_was_read_is_frozen_only_where_survivors_are_frozen(tmp_path):
    path = _records(tmp_path / "r.jsonl", 50)
    gc.unfreeze()
    read_records(path)
    assert gc.get_freeze_count() == 0
    gc_freeze.freeze_survivors()
    records = read_records(path)
    walked = {id(o) for o in gc.get_objects()}  # the permanent generation is not among them
    assert gc.get_freeze_count() > 0 and not any(id(r) in walked for r in records)
