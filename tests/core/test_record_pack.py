"""core/record.py's packing: a family's long per-sample lists written as one compressed field,
read back exactly, and a damaged one named (issue 45, point 8)."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from pytest_cre.core.errors import CreDataError
from pytest_cre.core.record import (
    PACKED,
    dumps,
    from_line,
    is_packed,
    pack,
    read_records,
    record_line,
    unpack,
    unpacked,
)

REASONING = {"reasoning": SimpleNamespace(packed_fields=("filler_ids", "filler_answers"))}


def _record(n: int = 400) -> dict:
    rng = random.Random(1)
    return {
        "schema": "cre-record/3",
        "family": "reasoning",
        "cell_id": "arith-middle-ws-8k-sim",
        "sample": 3,
        "status": "ok",
        "model": "sim",
        "filler_ids": [f"gsm8k-train-{rng.randrange(7473):05d}" for _ in range(n)],
        "filler_answers": [str(rng.randrange(1000)) if i % 5 else None for i in range(n)],
    }


def test_a_records_line_packs_its_familys_fields_and_reads_back_exactly():
    rec = _record()
    line = record_line(rec, REASONING)
    assert line.endswith("\n") and line.count("\n") == 1  # one self-sufficient line
    written = json.loads(line)
    assert all(is_packed(written[f]) and set(written[f]) == {PACKED} for f in ("filler_ids", "filler_answers"))
    assert from_line(line) == rec and rec["filler_ids"][0].startswith("gsm8k-train-")  # the record is not changed
    # The lists are the bulk of a reasoning record: packed, the line is a fraction of the plain one.
    assert len(line) * 3 < len(dumps(rec))


def test_a_family_this_process_does_not_know_is_written_plain():
    rec = {**_record(5), "family": "plugin-family"}
    assert json.loads(record_line(rec, REASONING)) == rec


def test_a_packed_field_read_lazily_is_decoded_when_needed_and_a_damaged_one_is_a_data_error():
    rec = _record(3)
    packed = pack(rec, ("filler_ids",))
    assert unpacked(packed["filler_ids"]) == rec["filler_ids"] and unpacked([1, 2]) == [1, 2]
    with pytest.raises(CreDataError) as caught:
        unpacked({PACKED: "bm90IHpsaWI="})  # base64 of "not zlib"
    said = str(caught.value)
    assert said.startswith("a packed record field cannot be read (") and said.endswith("): repair or remove its line")
    assert "\n" not in said


def test_pack_roundtrip_and_a_damaged_packed_field_names_its_line(tmp_path):
    rec = {
        "schema": "cre-record/3",
        "family": "reasoning",
        "cell_id": "c",
        "sample": 0,
        "status": "ok",
        "model": "sim",
        "filler_ids": ["gsm8k-train-1", "é-2", "x"],
        "filler_answers": ["18", None, "≈3"],
        "target_slots": [1],
        "other": [],
    }
    packed = pack(rec, ("filler_ids", "filler_answers", "other"))
    assert packed["other"] == [] and packed["target_slots"] == [1] and rec["filler_ids"][0] == "gsm8k-train-1"
    assert unpack(json.loads(dumps(packed))) == rec
    path = tmp_path / "records.jsonl"
    damaged = dict(packed, filler_ids={"$zlib": "bm90IHpsaWI="})
    path.write_text(dumps(packed) + "\n" + dumps(damaged) + "\n")
    with pytest.raises(ValueError, match=r"records.jsonl:2: a packed field cannot be read"):
        read_records(path)


def test_records_of_one_draw_are_decoded_once_and_each_gets_values_of_its_own(tmp_path, monkeypatch):
    import pytest_cre.core.record as record_module

    draw = _record(50)
    nested = [{"id": "a", "spans": [1, 2]}, {"id": "b", "spans": [3]}]
    fields = ("filler_ids", "filler_answers", "nested")
    lines = [
        dumps(pack({**draw, "sample": i, "cell_id": cell, "nested": nested}, fields))
        for i, cell in enumerate(("arith-end-ws-8k-sim", "arith-middle-ws-8k-sim", "arith-start-ws-8k-sim"))
    ]
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(lines) + "\n")
    decoded: list[str] = []
    real = record_module._decoded
    monkeypatch.setattr(record_module, "_decoded", lambda text: decoded.append(text) or real(text))
    records = read_records(path)
    assert len(decoded) == 3 and len(set(decoded)) == 3  # ids, answers, nested: once each for 3 records
    assert all(r["filler_ids"] == draw["filler_ids"] and r["filler_answers"] == draw["filler_answers"] for r in records)
    assert all(r["nested"] == nested for r in records)
    # Each record's lists are its own: changing one in place changes no other record.
    records[0]["filler_ids"].append("x")
    records[0]["nested"][0]["spans"].append(9)
    assert records[1]["filler_ids"] == draw["filler_ids"] and records[2]["nested"] == nested
    assert type(records[1]["filler_ids"]) is list and records[1]["filler_ids"] is not records[2]["filler_ids"]
    # A read is its own: the next one decodes again (nothing held between reads).
    read_records(path)
    assert len(decoded) == 6
