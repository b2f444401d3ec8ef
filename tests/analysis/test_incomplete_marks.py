"""Issue 42, point 6: an incomplete comparison (a cell cut short, samples not scored) carries no
significance mark, and counts in its correction group as untested; the power line quotes the
threshold of the correction in force (Holm has no single one: its first step's)."""

from __future__ import annotations

import json
import math
import shutil

import pandas as pd
from helpers import cells_table, drops_table

from pytest_cre.analysis.policy import Analysis
from pytest_cre.cli import main
from pytest_cre.families.reasoning.tables import power_line


def _records(tier: str, position: str, k: int, n: int, not_run: int = 0) -> list[dict]:
    """``n`` scored samples (``k`` right), then ``not_run`` that never ran (a SIGTERM)."""
    return [
        {
            "model": "m", "vendor": "x", "task": "arith", "filler": "ws", "tier": tier, "position": position,
            "cell_id": f"arith-{position}-ws-{tier}-m", "seed": 42, "sample": i,
            "status": "ok" if i < n else "not_run", "correct": (i < k) if i < n else None, "prompt_tokens": 1000,
        }
        for i in range(n + not_run)
    ]  # fmt: skip


def test_a_cell_cut_at_6_of_17_gets_no_star():
    records = _records("8k", "end", 17, 17) + _records("8k", "middle", 0, 6, not_run=11)
    (row,) = drops_table(records, analysis=Analysis(alpha=0.01)).frame.to_dict("records")
    assert row["incomplete"] and row["p_value"] < 0.0001  # Fisher on 0/6 against 17/17
    assert not row["significant"]
    assert math.isnan(row["p_adjusted"])


def test_under_holm_an_incomplete_comparison_cannot_ease_anothers_step():
    """Holm over two: the incomplete drop's tiny p would have been tested first and let the
    other (p = 0.0088) be tested at alpha/1 = 0.01; untested, the other meets alpha/2 = 0.005."""
    records = _records("8k", "end", 30, 50) + _records("8k", "middle", 16, 50)  # p = 0.0088
    records += _records("32k", "end", 17, 17) + _records("32k", "middle", 0, 6, not_run=11)
    frame = drops_table(records, analysis=Analysis(alpha=0.01, correction="holm")).frame
    by_tier = {r["tier"]: r for r in frame.to_dict("records")}
    assert 0.005 < by_tier["8k"]["p_value"] < 0.01
    assert not by_tier["8k"]["significant"] and not by_tier["32k"]["significant"]
    complete = drops_table(records[:100], analysis=Analysis(alpha=0.01, correction="holm")).frame
    assert bool(complete.iloc[0]["significant"])  # alone in its group it is significant: the group is the cause


def test_the_power_line_names_the_threshold_of_the_correction_in_force():
    records = _records("8k", "end", 45, 50) + _records("8k", "middle", 40, 50)
    records += _records("32k", "end", 45, 50) + _records("32k", "middle", 40, 50)
    cells = cells_table(records)
    lines = {}
    for correction in ("bonferroni", "holm", "none"):
        drops = drops_table(records, cells, analysis=Analysis(alpha=0.01, correction=correction))
        lines[correction] = power_line(pd.DataFrame(cells), drops)
    assert "at p < 0.005 is" in lines["bonferroni"]
    assert "at p < 0.005 (Holm's first step, alpha/2; its later steps test at larger thresholds) is" in lines["holm"]
    assert "at p < 0.01 (uncorrected) is" in lines["none"]


def test_a_run_cut_short_shows_the_dagger_without_a_star_and_holm_re_analysis_says_its_threshold(
    cells, tmp_path, capsys
):
    """End to end: the records and run.json of a run a SIGTERM cut (the middle cell at 6 of 20
    samples), re-analysed by `cre report` under Bonferroni and under Holm."""
    cells.runpytest(
        "--cre-n", "20", "--cre-tiers", "32k", "--cre-fillers", "ws", "--cre-positions", "end,middle",
        "-p", "no:cacheprovider",
    ).assert_outcomes(passed=3)  # fmt: skip
    capsys.readouterr()  # the run's own terminal
    run = (cells.path / "reports" / "latest").resolve()
    cut = tmp_path / "cut"
    shutil.copytree(run, cut)
    middle = "arith-middle-ws-32k-sim"
    kept, wrong = [], 0
    for line in (run / "records.jsonl").read_text().splitlines(keepends=True):
        record = json.loads(line)
        if record.get("cell_id") == middle:
            if record["correct"] is not False or wrong == 6:
                continue
            wrong += 1
        kept.append(line)
    (cut / "records.jsonl").write_text("".join(kept))
    meta = json.loads((cut / "run.json").read_text())
    meta.update(status="partial", incomplete_cells=[middle], missing_samples={middle: 14})
    (cut / "run.json").write_text(json.dumps(meta))
    for argv, power in (
        ([], "at p < 0.01 is"),
        (["--correction", "holm"], "at p < 0.01 (Holm's first step, alpha/1; its later steps test at larger"),
    ):
        assert main(["report", str(cut), *argv]) == 0
        out = capsys.readouterr().out
        (row,) = [line for line in out.splitlines() if line.lstrip().startswith("sim arith")]
        assert "0% (0/6)\u2020" in row and "<0.0001" in row and not row.rstrip().endswith("*"), row
        assert "an incomplete comparison is not tested and carries no *" in out
        assert power in out
