"""RULER's multi-needle variants end to end against sim: ``--cre-needle`` names them, each is its
own cells (``-k multikey`` selects that variant's items), its records are scored as RULER's
``string_match_all`` (``correct``: every value; ``values_found``: the share), and its table and
effective length are printed per variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import CELLS_MODULE, RETRIEVAL_MODULE, run_records

from pytest_cre.cli import main

RUN = ["--cre-n", "6", "--cre-tiers", "8k", "--cre-fillers", "ws", "--cre-positions", "end,middle,baseline"]
RUN += ["--cre-cache", "off", "-p", "no:cacheprovider"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_retrieval=RETRIEVAL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


def test_k_multikey_runs_that_variant_alone_and_prints_its_table(project: pytest.Pytester, tmp_path: Path) -> None:
    needle = ["--cre-needle", "single,multikey:4,multivalue:4,multiquery:4"]
    listed = project.runpytest(*RUN, *needle, "--collect-only", "-q")
    ids = [line for line in listed.stdout.lines if "::" in line]
    # Per variant: end, middle, baseline cells and middle-end, end-baseline comparisons.
    assert sum("[retrieval-multikey4-" in i for i in ids) == 5
    assert sum("[retrieval-arith-" in i for i in ids) == 3 and sum("[retrieval-drop-" in i for i in ids) == 2
    result = project.runpytest(*RUN, *needle, "-k", "multikey")
    result.assert_outcomes(passed=5)
    out = result.stdout.str()
    run = (project.path / "reports" / "latest").resolve()
    records = run_records(run)
    assert {r["cell_id"].split("-")[1] for r in records} == {"multikey4"} and len(records) == 18
    for r in records:
        assert r["needle"] == "multikey:4" and r["template_version"] == "retrieval-v3"
        assert len(r["needle_keys"]) == 4 and len(set(r["needle_keys"])) == 4
        assert len(r["target_depths"]) == len(r["target_slots"]) == 4 + (r["position"] == "middle_dup")
        assert r["correct"] == (r["values_found"] == 1.0)
    assert any(r["distractor_given"] for r in records)  # sim confuses keys it missed
    # The variant's table, with its needle named, and its effective length.
    table = out[out.index("pytest-cre summary") :].splitlines()
    assert table[1].split()[:2] == ["needle", "model"]
    assert all(line.startswith("multikey:4 ") for line in table[2:4])
    assert "effective length multikey:4 sim arith ws:" in out
    summary = (run / "summary.md").read_text()
    assert "effective length per needle variant" in summary
    # cre report rebuilds the same files.
    assert main(["report", str(run), "--out", str(tmp_path / "again")]) == 0
    for name in ("cells.csv", "drops.csv", "summary.json", "summary.md"):
        assert (tmp_path / "again" / name).read_bytes() == (run / name).read_bytes(), name
    cells = json.loads((run / "summary.json").read_text())
    assert cells
