"""Correction families end to end: fixed by the grid before any data, whatever -k, a crash or
the paper grid's own tables make of the run."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import planned_comparisons

from pytest_cre.cli import main
from pytest_cre.options import build_settings

# At n=10 the sim's qo_v2 32K drop has p = 0.0031: under 0.01/2 (the two comparisons that
# `-k "qo_v2 and 32k"` selects) but over 0.01/13 (the default grid's 13 planned comparisons).
N = ["--cre-n", "10", "-p", "no:cacheprovider"]
SELECT = "arith and qo_v2 and 32k"


def drops(folder) -> dict[tuple[str, str, str], dict]:
    return {
        (r["filler"], r["tier"], r["comparison"]): r
        for r in csv.DictReader(Path(folder / "drops.csv").read_text().splitlines())
    }


def drop_items(xml) -> dict[str, dict[str, str]]:
    cases = {
        c.get("name"): {p.get("name"): p.get("value") for p in c.iter("property")}
        for c in ET.parse(xml).iter("testcase")
    }
    return {name: props for name, props in cases.items() if name.startswith("test_comparison")}


def thresholds(xml) -> dict[str, float]:
    return {name: float(props["threshold"]) for name, props in drop_items(xml).items()}


def test_selecting_with_k_keeps_the_planned_family(cells):
    full = cells.runpytest(*N, "--cre-report-dir", "full", "--junitxml=full.xml", "--cre-fail-on-drop", "20")
    full.assert_outcomes(passed=27)  # 14 cells (one the baseline), 13 drop items, none failing
    full.stdout.fnmatch_lines(
        [
            "cre: significance: Bonferroni over 13 planned comparisons at alpha=0.01",
            "sig: Fisher exact two-sided, Bonferroni over 13 comparisons at alpha=0.01*",
        ]
    )
    sel = cells.runpytest(*N, "-k", SELECT, "--cre-report-dir", "sel", "--junitxml=sel.xml", "--cre-fail-on-drop", "20")
    sel.assert_outcomes(passed=5)  # not failed: the -75pp drop is not significant over 13
    sel.stdout.fnmatch_lines(
        ["sig: Fisher exact two-sided, Bonferroni over 13 planned comparisons (2 ran) at alpha=0.01 (p < 0.000769)"]
    )
    all_rows, some = drops(cells.path / "full/latest"), drops(cells.path / "sel/latest")
    assert set(some) == {("qo_v2", "32k", "middle-end"), ("qo_v2", "32k", "end-baseline")}
    for key, row in some.items():
        for col in ("p_value", "family_size", "p_adjusted", "significant"):
            assert row[col] == all_rows[key][col], (key, col)
    mid = some[("qo_v2", "32k", "middle-end")]
    assert float(mid["p_value"]) < 0.01 / 2 and mid["family_size"] == "13" and mid["significant"] == "False"
    # the drop items decide as the summary does: the same threshold, selected or not
    for xml, count in (("sel.xml", 2), ("full.xml", 13)):
        assert list(thresholds(cells.path / xml).values()) == [pytest.approx(0.01 / 13, rel=1e-3)] * count
        assert {(p["family"], p["family_size"]) for p in drop_items(cells.path / xml).values()} == {("all", "13")}


def test_a_crashed_run_is_reanalysed_with_its_planned_family(cells, tmp_path):
    cells.makeconftest("""
import os
def pytest_runtest_call(item):
    if "test_cell[arith-middle-ws-32k-sim]" in item.nodeid:
        os._exit(1)
""")
    cells.runpytest_subprocess(*N, timeout=120)
    run = next(p for p in (cells.path / "reports").iterdir() if p.is_dir() and p.name != "latest")
    stored = json.loads((run / "run.json").read_text())
    assert stored["status"] == "in_progress"  # it died before writing any summary
    assert stored["significance"]["family"] == "all" and len(stored["significance"]["planned"]["reasoning"]) == 13
    assert main(["report", str(run), "--out", str(tmp_path)]) == 0
    rows = drops(tmp_path)  # what finished (the look-ahead may have finished the next cell too)
    assert ("ws", "8k", "middle-end") in rows and 1 <= len(rows) < 13
    assert {r["family_size"] for r in rows.values()} == {"13"}
    assert f"Bonferroni over 13 planned comparisons ({len(rows)} ran)" in (tmp_path / "summary.md").read_text()
    # another design is still one flag away (and says what it is)
    assert main(["report", str(run), "--out", str(tmp_path / "ws"), "--family", "filler=ws"]) == 0
    ws = drops(tmp_path / "ws")
    assert {ws[key]["family_size"] for key in ws if key[0] == "ws"} == {"4"}


def test_the_paper_grid_corrects_within_the_papers_tables(cells, data_dir):
    result = cells.runpytest(
        "--cre-grid",
        "paper",
        "--cre-n",
        "4",
        "-p",
        "no:cacheprovider",
        f"--cre-data-dir={data_dir}",
        "-k",
        "gsm8k and neutral and 32k",
        "--junitxml=j.xml",
    )
    result.assert_outcomes(passed=5)  # two cells, the baseline they are compared with, two drops
    result.stdout.fnmatch_lines(
        [
            "cre: significance: Bonferroni at alpha=0.01 within each of 18 correction groups (by task, filler, "
            "comparison; --cre-correction-groups paper), 31 planned comparisons:",
            "sig: Fisher exact two-sided, Bonferroni at alpha=0.01 within each of 18 correction groups (by task, "
            "filler, comparison), 31 planned comparisons (2 ran):",
            "- gsm8k/neutral/middle-end, gsm8k/neutral/end-baseline: 3 planned comparisons (1 ran) each, p < 0.00333",
            "- nothing ran in 16 other correction groups (25 planned comparisons)",
        ]
    )
    assert list(thresholds(cells.path / "j.xml").values()) == [pytest.approx(0.01 / 3, rel=1e-3)] * 2
    run = cells.path / "reports" / "latest"
    summary = json.loads((run / "summary.json").read_text())
    families = {f["name"]: f for f in summary["families"]["reasoning"]["meta"]["correction_groups"]}
    assert families["gsm8k/ws/middle-end"] == {
        "name": "gsm8k/ws/middle-end",
        "planned": 3,
        "ran": 0,
        "alternative": "two-sided",
        "threshold": pytest.approx(0.01 / 3),
    }
    assert "## Correction groups" in (run / "summary.md").read_text()
    planned = planned_comparisons(build_settings({"grid": "paper"}))  # the same plan, without data
    assert json.loads((run / "run.json").read_text())["significance"] == {
        "family": "paper",
        "planned": {"reasoning": planned},
    }


@pytest.mark.parametrize("workers", [[], ["-n", "2"]])
def test_the_paper_grid_tests_table3_one_sided_in_its_items_and_summary(cells, data_dir, workers):
    # Table 3's group (arc/ws/middle-end) is one-sided as the paper prints it, the others two-sided:
    # a comparison item (computed here, or by the controller for an xdist worker) tests as drops.csv.
    result = cells.runpytest(
        "--cre-grid",
        "paper",
        "--cre-n",
        "20",
        "-p",
        "no:cacheprovider",
        f"--cre-data-dir={data_dir}",
        "-k",
        "arc and ws and 8k",
        "--junitxml=j.xml",
        *workers,
    )
    result.assert_outcomes(passed=7)  # baseline, end, middle, middle_dup and their three comparisons
    result.stdout.fnmatch_lines(
        [
            "sig: Fisher exact (each group's sidedness below), Bonferroni at alpha=0.01 within each of 18 correction "
            "groups (by task, filler, comparison), 31 planned comparisons (3 ran):",
            "- arc/ws/middle-end: 1 comparison, one-sided (less), p < 0.01",
            "- arc/ws/middle_dup-end, arc/ws/end-baseline: 1 comparison each, two-sided, p < 0.01",
        ]
    )
    items = drop_items(cells.path / "j.xml")
    rows = {
        r["comparison"]: r
        for r in csv.DictReader(Path(cells.path / "reports" / "latest" / "drops.csv").read_text().splitlines())
    }
    assert {c: r["alternative"] for c, r in rows.items()} == {
        "middle-end": "less",
        "middle_dup-end": "two-sided",
        "end-baseline": "two-sided",
    }
    from scipy.stats import fisher_exact

    for comparison, row in rows.items():
        pair = f"{row['position']}-{row['baseline_position']}]"
        (item,) = [props for name, props in items.items() if name.endswith(pair)]
        k, n, bk, bn = (int(row[c]) for c in ("k", "n", "baseline_k", "baseline_n"))
        want = fisher_exact([[k, n - k], [bk, bn - bk]], alternative=row["alternative"]).pvalue
        assert float(item["p_value"]) == pytest.approx(want, rel=5e-4), comparison
        assert float(row["p_value"]) == pytest.approx(want, rel=5e-4), comparison  # both keep 4 digits
