"""Once the answers are in, the summary is written: a run pooled past 600 samples per arm gets a
power line, a failing line or part is one line saying so while every other file is written and
run.json gets its final status, numbers no summary can use are read as missing, and a sample
that appears twice in one records file is said, not silently collapsed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import SMALL_WS

import pytest_cre
from pytest_cre.cli import main

TWO_CELLS = [*SMALL_WS, "--cre-positions", "end,middle", "--cre-cache", "off"]
FILES = ("cells.csv", "drops.csv", "summary.json", "summary.md", "report.html")


def _run(cells: pytest.Pytester) -> Path:
    cells.runpytest(*TWO_CELLS).assert_outcomes(passed=3)  # 2 cells, 1 comparison
    return (cells.path / "reports" / "latest").resolve()


def _lines(run: Path) -> list[str]:
    return (run / "records.jsonl").read_text().splitlines()


def test_records_pooled_past_600_per_arm_get_a_power_line(cells, tmp_path, capsys):
    """GSM8K has 1,319 test items: a pool of 601 per arm is reported, its power line saying it
    is an approximation (the exact Fisher enumeration stops at 600)."""
    run = _run(cells)
    pooled = []
    for line in _lines(run):
        rec = json.loads(line)
        for copy in range(151):  # 4 samples x 151 = 604 per arm
            pooled.append(json.dumps({**rec, "sample": rec["sample"] * 151 + copy}))
    source = tmp_path / "pooled.jsonl"
    source.write_text("\n".join(pooled) + "\n")
    assert main(["report", str(source), "--out", str(tmp_path / "out")]) == 0
    md = (tmp_path / "out" / "summary.md").read_text()
    assert "power: with n=604 per arm" in md and "continuity-corrected normal approximation" in md
    assert "power: with n=604 per arm" in capsys.readouterr().out


BROKEN = """
import pytest_cre.analysis.power as power
import pytest_cre.families.reasoning.html as page
saved = power.min_detectable_drop, page.family_part

def boom(*args, **kwargs):
    raise RuntimeError("the power line broke")

def broken_page(*args, **kwargs):
    raise KeyError("the page broke")

def pytest_configure(config):
    power.min_detectable_drop, page.family_part = boom, broken_page

def pytest_unconfigure(config):
    power.min_detectable_drop, page.family_part = saved
"""


def test_a_failing_line_and_part_cost_nothing_else(cells):
    cells.makeconftest(BROKEN)
    result = cells.runpytest(*TWO_CELLS)
    result.assert_outcomes(passed=3)
    run = (cells.path / "reports" / "latest").resolve()
    assert json.loads((run / "run.json").read_text())["status"] == "complete"
    assert all((run / name).is_file() for name in FILES)
    md = (run / "summary.md").read_text()
    note = "could not compute the notes of reasoning (the power line): RuntimeError: the power line broke"
    assert f"{note}; the rest was written" in md and "| sim | arith | ws | 4k |" in md
    page = "could not write the reasoning part of report.html: KeyError: 'the page broke'; the rest was written"
    out = result.stdout.str()
    assert f"ERROR: {page}" in out and f"ERROR: {note}; the rest is shown" in out
    assert "pytest-cre report" in (run / "report.html").read_text()  # its header, without the part
    assert "Traceback" not in out


def test_numbers_no_summary_can_use_are_read_as_missing(cells, tmp_path, capsys):
    run = _run(cells)
    recs = [json.loads(line) for line in _lines(run)]
    bad = {"latency_s": "Infinity", "completion_tokens": "1e999", "prompt_tokens": "1" + "0" * 400}
    lines = []
    for i, rec in enumerate(recs):
        field = list(bad)[i % 3]
        rec[field] = "@"
        lines.append(json.dumps(rec).replace('"@"', bad[field]))
    source = tmp_path / "records.jsonl"
    source.write_text("\n".join(lines) + "\n")
    assert main(["report", str(source), "--out", str(tmp_path / "out")]) == 0
    assert all((tmp_path / "out" / name).is_file() for name in FILES)
    err = capsys.readouterr().err
    assert f"{len(recs)} number(s) not finite, absurdly large or a negative count, read as missing" in err
    usage = json.loads((tmp_path / "out" / "summary.json").read_text())["families"]["reasoning"]["usage"]
    assert usage  # summed over the numbers that are there


def test_a_sample_twice_in_one_file_is_said_and_the_later_line_kept(cells, tmp_path, capsys):
    run = _run(cells)
    lines = _lines(run)
    first = json.loads(lines[0])
    flipped = {**first, "correct": not first["correct"], "answer": "flipped"}
    source = tmp_path / "records.jsonl"
    source.write_text("\n".join([*lines, json.dumps(flipped)]) + "\n")
    assert main(["report", str(source), "--out", str(tmp_path / "out")]) == 0
    err = capsys.readouterr().err
    assert (
        f"{source}: 1 sample(s) appear more than once in this file (1 with different results; e.g. "
        f"{first['cell_id']} seed {first['seed']} sample {first['sample']}, lines 1 and {len(lines) + 1}): "
        "each is counted once, the later line kept"
    ) in err
    assert "several sources" not in err  # one source: not a pool's duplicate
    samples = pytest_cre.load(tmp_path / "out").samples  # the re-analysis, through the sources it names
    kept = samples[(samples.cell_id == first["cell_id"]) & (samples["sample"] == first["sample"])]
    assert kept.answer.tolist() == ["flipped"]
