"""The end of a run reads records.jsonl as ``cre report`` does (docs/outputs.md), and under xdist
the controller reads its workers' record lines so too: a reasoning record's filler lists stay
packed until a table needs them, and the reports built from them decode what they read
(``core.record.unpacked``)."""

from __future__ import annotations

from pytest_cre.core.record import is_packed, record_line, unpacked
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.run.collector import RecordCollector

FAMILIES = {"reasoning": ReasoningFamily()}
IDS = [f"arith-train-{i:05d}" for i in range(40)]


def _line(**fields) -> str:
    """A reasoning record's records.jsonl line, its filler lists packed as a run writes them."""
    record = {"schema": "cre-record/3", "family": "reasoning", "cell_id": "arith-end-ws-8k-sim", "sample": 0,
              "status": "ok", "model": "sim", "filler_ids": IDS, **fields}  # fmt: skip
    return record_line(record, FAMILIES)


def test_the_run_gathers_its_records_with_their_lists_packed(tmp_path):
    answers = [str(i) if i % 3 else None for i in range(40)]
    path = tmp_path / "records.jsonl"
    path.write_text(_line(filler_answers=answers))
    collector = RecordCollector(path, FAMILIES)
    warnings: list[str] = []
    records, failed = collector.gather(warnings)
    assert failed is None and not warnings and len(records) == 1
    got = records[0]
    assert is_packed(got["filler_ids"]) and is_packed(got["filler_answers"])
    assert unpacked(got["filler_ids"]) == IDS and unpacked(got["filler_answers"]) == answers


def test_cre_report_reads_a_run_with_its_lists_packed(tmp_path):
    from pytest_cre.run.loading import read_sources

    (tmp_path / "records.jsonl").write_text(_line())
    (tmp_path / "run.json").write_text("{}")
    notices: list[str] = []
    [source] = read_sources([tmp_path], notices)
    got = source.records[0]
    assert is_packed(got["filler_ids"]) and unpacked(got["filler_ids"]) == IDS


def test_under_xdist_the_controller_keeps_a_workers_lists_packed(tmp_path):
    """A worker's records reach the controller as their records.jsonl lines; the controller
    reads them as the end of a run reads the file (packed), and the gathered records are those
    very ones: not a second, unpacked copy of every list a 200K-sample run holds."""
    from types import SimpleNamespace

    from pytest_cre import plugin

    line = _line()
    wrapper = plugin.pytest_report_from_serializable(SimpleNamespace(), {})
    next(wrapper)
    try:
        wrapper.send(SimpleNamespace(cre_records=[line]))
    except StopIteration as done:
        report = done.value
    (got,) = report.cre_records
    assert report.cre_record_lines == [line]
    assert is_packed(got["filler_ids"]) and unpacked(got["filler_ids"]) == IDS
    path = tmp_path / "records.jsonl"
    path.write_text(line)  # the worker appended it
    collector = RecordCollector(path, FAMILIES)
    collector.add(report.cre_records, report.cre_record_lines)
    records, failed = collector.gather([])
    assert failed is None and len(records) == 1 and records[0] is got
    assert collector.parse(line) is got
