"""Effective length (the longest tier whose accuracy keeps a share of the model's own no-filler
baseline, unbroken from the shortest tier, with an interval from the Wilson ends), its chart,
and end to end: the terminal, summary.json, the figures, and `cre report` under another share."""

from __future__ import annotations

import json
import subprocess
import sys

import pandas as pd
from helpers import SMALL

from pytest_cre.cli import main
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.families.reasoning.effective import (
    chance_of,
    effective_lengths,
    effective_lines,
    effective_table,
    length_charts,
    rule,
)
from pytest_cre.report.charts import svg


def _cell(tier: str, position: str, acc: float, lo: float, hi: float, n: int = 10, model: str = "m") -> dict:
    return {
        "model": model, "task": "arith", "filler": "ws", "tier": tier, "position": position,
        "n": n, "k": round(acc * n), "acc": acc, "ci_low": lo, "ci_high": hi,
    }  # fmt: skip


BASE = _cell("none", "baseline", 0.8, 0.5, 0.95)


def test_the_longest_tier_at_the_share_of_the_baseline_with_the_wilson_ends_as_its_interval():
    cells = pd.DataFrame(
        [
            BASE,
            _cell("8k", "end", 0.9, 0.6, 0.98),
            _cell("32k", "end", 0.7, 0.4, 0.9),
            _cell("64k", "end", 0.5, 0.2, 0.8),
            _cell("128k", "end", 0.3, 0.1, 0.6),
        ]
    )
    (row,) = effective_lengths(cells, 0.85).to_dict("records")  # the bar: 0.85 x 0.8 = 0.68
    assert row["bar"] == 0.68 and row["tiers"] == "8k,32k,64k,128k"
    assert (row["effective_length"], row["effective_low"], row["effective_high"]) == ("32k", "<8k", "64k")
    (strict,) = effective_lengths(cells, 1.0).to_dict("records")
    assert strict["effective_length"] == "8k"


def test_the_run_of_tiers_is_unbroken_from_the_shortest_and_an_unscored_tier_breaks_it():
    cells = pd.DataFrame([BASE, _cell("8k", "middle", 0.5, 0.2, 0.8), _cell("32k", "middle", 0.9, 0.6, 0.98)])
    assert effective_lengths(cells).iloc[0]["effective_length"] == "<8k"  # 32k passing later does not count
    gap = pd.DataFrame([BASE, _cell("8k", "end", 0.9, 0.6, 0.98), _cell("32k", "end", 0, 0, 0, n=0)])
    assert effective_lengths(gap).iloc[0]["effective_length"] == "8k"


def test_an_arm_without_a_baseline_has_no_effective_length():
    cells = pd.DataFrame([_cell("8k", "end", 0.9, 0.6, 0.98), {**BASE, "model": "other"}])
    assert effective_lengths(cells).empty
    assert "85%" in rule(0.85) and "--cre-effective-threshold" in rule(0.85)


def test_the_chart_draws_a_band_and_a_line_per_position_and_escapes_what_it_is_given():
    cells = pd.DataFrame(
        [
            {**BASE, "model": "<b>m</b>"},
            _cell("8k", "end", 0.9, 0.6, 0.98, model="<b>m</b>"),
            _cell("32k", "end", 0.7, 0.4, 0.9, model="<b>m</b>"),
            _cell("8k", "middle", 0.5, 0.2, 0.8, model="<b>m</b>"),
        ]
    )
    charts = length_charts(cells, 0.85)
    assert list(charts) == ["accuracy-_b_m__b_-arith-ws.svg"]
    text = svg(charts["accuracy-_b_m__b_-arith-ws.svg"])
    assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and "<b>" not in text
    assert text.count("<polyline") == 2 and text.count("<polygon") == 2  # end and middle, each with its band
    assert "baseline 80%" in text and "85% bar 68%" in text and "&lt;b&gt;m&lt;/b&gt;" in text


def test_charts_come_in_first_seen_order_tiers_by_length_and_a_row_without_labels_in_none():
    cells = pd.DataFrame(
        [
            _cell("32k", "middle", 0.4, 0.2, 0.6),
            {**_cell("8k", "end", 0.1, 0.0, 0.3), "filler": "qo_v2"},
            _cell("8k", "end", 0.9, 0.6, 0.98),
            _cell("32k", "end", 0.7, 0.4, 0.9),
            {**_cell("8k", "end", 0.5, 0.2, 0.8), "filler": None},  # no filler: no chart of its own
            _cell("64k", "end", 0, 0, 0, n=0),  # unscored: no point
            BASE,
        ]
    )
    charts = length_charts(cells, 0.85)
    assert list(charts) == ["accuracy-m-arith-ws.svg", "accuracy-m-arith-qo_v2.svg"]
    ws = charts["accuracy-m-arith-ws.svg"]
    assert ws.x_labels == ["8k", "32k", "64k"] and [s.name for s in ws.series] == ["end", "middle"]
    end, middle = ws.series
    assert end.points == [(0.9, 0.6, 0.98), (0.7, 0.4, 0.9), None] and not end.dashed
    assert middle.points == [None, (0.4, 0.2, 0.6), None] and middle.dashed
    assert ws.references == [("baseline", 0.8), ("85% bar", 0.85 * 0.8)]
    assert charts["accuracy-m-arith-qo_v2.svg"].series[0].points == [(0.1, 0.0, 0.3)]


def test_a_run_reports_effective_length_everywhere_and_cre_report_applies_another_share(cells):
    result = cells.runpytest(*SMALL, "--cre-fillers", "ws", "--cre-positions", "end,middle,baseline")
    result.stdout.fnmatch_lines(
        ["effective length sim arith ws: end * (* to *), middle * (* to *)", "effective length: *"]
    )
    run = (cells.path / "reports" / "latest").resolve()
    summary = json.loads((run / "summary.json").read_text())["families"]["reasoning"]
    assert {r["position"] for r in summary["effective_length"]} == {"end", "middle"}
    assert "85%" in summary["effective_length_rule"]
    figure = run / "figures" / "accuracy-sim-arith-ws.svg"
    inline = figure.read_text().replace(' xmlns="http://www.w3.org/2000/svg"', "")
    assert figure.read_text().startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert inline in (run / "report.html").read_text()
    again = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "report", str(run), "--effective-threshold", "0.5"],
        capture_output=True, text=True, cwd=cells.path,
    )  # fmt: skip
    assert again.returncode == 0, again.stderr
    (redone,) = [p for p in run.parent.iterdir() if p.name.startswith(run.name + "--")]
    assert "effective_threshold-0.5" in redone.name
    rule_now = json.loads((redone / "summary.json").read_text())["families"]["reasoning"]["effective_length_rule"]
    assert ">= 50%" in rule_now


def test_a_baseline_within_chances_reach_has_no_effective_length_only_the_reason():
    """Issue 42, point 5: every cell at 0% read ``32k (32k to 32k)``, the best value, as 85% of
    a 0% baseline is 0. The bar must be above what a cell answering at chance can show at the
    baseline's n (the 95% Wilson upper end: 7% for 0 of 50, 40% for a quarter of 50 rounded up)."""
    dead = _cell("none", "baseline", 0.0, 0.0, 0.07, n=50)
    arms = [_cell(tier, "middle", 0.0, 0.0, 0.07, n=50) for tier in ("8k", "32k")]
    cells = pd.DataFrame([dead, *arms])
    (row,) = effective_lengths(cells).to_dict("records")
    assert (row["effective_length"], row["effective_low"], row["effective_high"]) == ("not measurable",) * 3
    assert row["reason"] == (
        "baseline 0% (0/50): its bar 0% is not above the 7% a cell answering at chance (0%) can show at n=50"
    )
    (line, _rule) = effective_lines(effective_lengths(cells), 0.85)
    assert line == f"effective length m arith ws: not measurable: {row['reason']}"
    assert effective_table(effective_lengths(cells)).iloc[0]["interval"] == row["reason"]
    # 4 of 50 (8%): a bar of 6.8% is still within the 7% chance reaches; 5 of 50 (bar 8.5%) is not.
    assert effective_lengths(pd.DataFrame([{**dead, "k": 4, "acc": 0.08}, cells.iloc[1]])).iloc[0]["reason"]
    assert not effective_lengths(pd.DataFrame([{**dead, "k": 5, "acc": 0.1}, cells.iloc[1]])).iloc[0]["reason"]


def test_a_choice_tasks_floor_is_its_chance_of_guessing():
    """ARC's four choices: 40% of 50 is above chance, but its bar (34%) is within the 40% a
    cell guessing at 25% can show (13 of 50 right, rounded up); the same baseline on a number task is measurable."""
    base = {**_cell("none", "baseline", 0.4, 0.28, 0.54, n=50), "task": "arc"}
    arm = {**_cell("8k", "end", 0.4, 0.28, 0.54, n=50), "task": "arc"}
    chance = chance_of(ReasoningFamily().tasks)
    assert chance == {"arith": 0.0, "gsm8k": 0.0, "arc": 0.25}
    (row,) = effective_lengths(pd.DataFrame([base, arm]), 0.85, chance).to_dict("records")
    assert row["effective_length"] == "not measurable"
    assert "chance (25%)" in row["reason"] and "the 40% a cell" in row["reason"]
    (number,) = effective_lengths(pd.DataFrame([base, arm]), 0.85, {"arc": 0.0}).to_dict("records")
    assert number["effective_length"] == "8k" and number["reason"] == ""
    high = {**base, "k": 30, "acc": 0.6}  # bar 51% > 40%
    assert effective_lengths(pd.DataFrame([high, arm]), 0.85, chance).iloc[0]["effective_length"] == "<8k"


def test_a_run_answering_nothing_right_says_not_measurable_everywhere(cells, capsys, monkeypatch):
    """Terminal, summary.json, the page and `cre board` rows (a wrong chat template, say)."""
    model = "sim:sim-param:base=0"
    grid = ["--cre-fillers", "ws", "--cre-positions", "end,middle,baseline"]
    result = cells.runpytest(*SMALL, *grid, "--cre-model", model)
    reason = "baseline 0% (0/4): its bar 0% is not above the 49% a cell answering at chance (0%) can show at n=4"
    result.stdout.fnmatch_lines([f"effective length {model} arith ws: not measurable: {reason}"])
    run = (cells.path / "reports" / "latest").resolve()
    summary = json.loads((run / "summary.json").read_text())["families"]["reasoning"]
    assert {(r["position"], r["effective_length"], r["reason"]) for r in summary["effective_length"]} == {
        ("end", "not measurable", reason),
        ("middle", "not measurable", reason),
    }
    page = (run / "report.html").read_text()
    assert "not measurable" in page and "32k (" not in page
    monkeypatch.chdir(cells.path)
    assert main(["board", "reports", "--out", "board"]) == 0
    capsys.readouterr()
    (row,) = json.loads((cells.path / "board" / "board.json").read_text())
    assert row["effective length (middle)"] == "ws not measurable"
