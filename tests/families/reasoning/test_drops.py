"""Drop items, gates, run comparison, seed pooling and the cre report round trip."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pytest_cre.cli import main

# At 32K the sim's lost-in-the-middle profile drops ~60pp: significant even at n=16.
RUN = [
    "--cre-n",
    "16",
    "--cre-tiers",
    "32k",
    "--cre-fillers",
    "ws",
    "--cre-positions",
    "end,middle",
    "-p",
    "no:cacheprovider",
]


def latest(cells) -> str:
    return str(cells.path / "reports" / "latest")


def test_each_comparison_is_an_item_with_properties(cells):
    result = cells.runpytest(*RUN, "--cre-positions", "end,middle,middle_dup,baseline", "--junitxml=j.xml", "-v")
    result.assert_outcomes(passed=7)  # 4 cells, 3 drops
    result.stdout.fnmatch_lines(
        [
            "*test_comparison?drop-arith-ws-32k-sim-middle-end? PASSED*",
            "*test_comparison?drop-arith-ws-32k-sim-middle_dup-end? PASSED*",
            "*test_comparison?drop-arith-ws-32k-sim-end-baseline? PASSED*",
        ]
    )
    cases = {
        c.get("name"): {p.get("name"): p.get("value") for p in c.iter("property")}
        for c in ET.parse(cells.path / "j.xml").iter("testcase")
    }
    mid = cases["test_comparison[drop-arith-ws-32k-sim-middle-end]"]
    assert float(mid["drop_pp"]) < -30 and mid["significant"] == "True"
    assert mid["threshold"] == "0.003333"  # 0.01 / 3, to 4 significant digits
    # the drop item and the summary table agree
    rows = {r["comparison"]: r for r in csv.DictReader(Path(f"{latest(cells)}/drops.csv").read_text().splitlines())}
    assert float(rows["middle-end"]["drop_pp"]) == pytest.approx(float(mid["drop_pp"]))
    assert float(rows["middle-end"]["p_value"]) == pytest.approx(float(mid["p_value"]))
    assert set(rows) == {"middle-end", "middle_dup-end", "end-baseline"}


def test_fail_on_drop_gates_only_significant_large_drops(cells):
    result = cells.runpytest(*RUN, "--cre-fail-on-drop", "20")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*middle-end: accuracy fell by *pp (*% -> *%) in "
            "arith-ws-32k-sim-middle-end, significant*more than --cre-fail-on-drop 20pp*"
        ]
    )
    result = cells.runpytest(*RUN, "--cre-fail-on-drop", "95")
    result.assert_outcomes(passed=3)
    # a family that leaves the comparison out never gates it
    result = cells.runpytest(*RUN, "--cre-fail-on-drop", "20", "--cre-family", "filler=qo_v2")
    result.assert_outcomes(passed=3)


def test_drop_items_run_after_their_cells_whatever_the_order(cells):
    cells.makeconftest("def pytest_collection_modifyitems(items):\n    items.reverse()\n")
    result = cells.runpytest(*RUN, "--cre-fail-on-drop", "20", "-v")
    result.assert_outcomes(passed=2, failed=1)  # the drop item ran last, on real records
    assert result.stdout.lines.index(next(line for line in result.stdout.lines if "test_comparison[" in line)) > max(
        i for i, line in enumerate(result.stdout.lines) if "test_cell[" in line
    )


def test_a_run_stopped_early_says_so(cells):
    result = cells.runpytest(*RUN, "--cre-fillers", "ws,qo_v2", "--cre-fail-on-drop", "20", "-x")
    result.assert_outcomes(passed=4, failed=1)
    run = json.loads(Path(f"{latest(cells)}/run.json").read_text())
    assert run["status"] == "interrupted" and run["finished"]
    assert (cells.path / "reports/latest/cells.csv").exists()  # nothing that finished is lost


def test_drop_items_work_under_xdist(cells):
    result = cells.runpytest_subprocess(
        *RUN, "--cre-fillers", "ws,qo_v2", "-n", "2", "--dist", "load", "--cre-fail-on-drop", "20"
    )
    result.assert_outcomes(passed=4, failed=2)


def test_selecting_a_drop_item_brings_its_cells(cells):
    result = cells.runpytest(*RUN, "-k", "drop", "-v")
    result.assert_outcomes(passed=3)  # the comparison and the two cells it needs
    result = cells.runpytest(*RUN, "-k", "middle", "--collect-only", "-q")
    assert "test_comparison" not in result.stdout.str()  # -k middle means the middle cells only


def test_lf_reruns_a_failed_gate_on_its_cells(cells):
    gate = [*RUN, "--cre-fail-on-drop", "20"]
    cells.runpytest(*gate).assert_outcomes(passed=2, failed=1)
    rerun = cells.runpytest(*[a for a in gate if a != "no:cacheprovider" and a != "-p"], "--lf")
    rerun.assert_outcomes(passed=2, failed=1)  # not skipped: --lf cannot erase the failure


def test_drop_items_whose_cells_cannot_run_are_skipped(cells, monkeypatch):
    monkeypatch.delenv("MOONSHOT_API_KEY", raising=False)
    result = cells.runpytest(*RUN, "--cre-model", "kimi-k2.6", "-rs")
    result.assert_outcomes(skipped=3)
    result.stdout.fnmatch_lines(["*cell arith-*-ws-32k-kimi-k2.6 is skipped: MOONSHOT_API_KEY is not set*"])


def test_compare_with_a_previous_run(cells):
    cells.runpytest(*RUN, "--cre-report-dir", "before").assert_outcomes(passed=3)
    prev = cells.path / "before" / "latest"
    result = cells.runpytest(*RUN, "--cre-model", "sim-robust", "--cre-model", "sim", f"--cre-compare={prev}")
    result.assert_outcomes(passed=6)
    result.stdout.fnmatch_lines([f"compare with {prev}: 2 cells, 0 differ at Fisher p < 0.01"])
    summary = json.loads(Path(f"{latest(cells)}/summary.json").read_text())
    deltas = {r["cell_id"]: r for r in summary["families"]["reasoning"]["compare"]}
    assert set(deltas) == {"arith-end-ws-32k-sim", "arith-middle-ws-32k-sim"}  # cells in both runs
    assert all(r["delta_pp"] == 0 and r["p_value"] == 1 for r in deltas.values())  # same answers
    assert "Change against the previous run" in Path(f"{latest(cells)}/summary.md").read_text()
    assert 'id="deltas"' in Path(f"{latest(cells)}/report.html").read_text()


def test_compare_with_a_run_a_crash_cut_short(cells):
    """An earlier run killed mid-append leaves a torn last line: `cre report --compare` reads it
    without that sample and says so, and a run given it with --cre-compare does the same (it
    refused it at the start, with "invalid JSON", before it checked the run as its end reads it).
    The warning is the terminal's, as `cre report --compare`'s is: the run's files stay what its
    own records make."""
    cells.runpytest(*RUN, "--cre-report-dir", "before").assert_outcomes(passed=3)
    prev = (cells.path / "before" / "latest").resolve()
    records = prev / "records.jsonl"
    data = records.read_bytes()
    records.write_bytes(data[: data.rindex(b"\n", 0, len(data) - 1) + 40])  # the last line cut in its middle
    result = cells.runpytest(*RUN, f"--cre-compare={prev}")
    result.assert_outcomes(passed=3)
    torn = f"warning: {records}:32: skipped an incomplete last line (a crash cut it short*"
    result.stdout.fnmatch_lines([f"compare with {prev}: 2 cells, 0 differ at Fisher p < 0.01", torn])
    assert "warning: warning:" not in result.stdout.str()
    summary = json.loads(Path(f"{latest(cells)}/summary.json").read_text())
    deltas = {r["cell_id"]: r["previous_n"] for r in summary["families"]["reasoning"]["compare"]}
    assert sorted(deltas.values()) == [15, 16]  # the torn sample is left out of its cell
    assert "incomplete last line" not in Path(f"{latest(cells)}/summary.md").read_text()
    # docs/outputs.md: such a run is rebuilt byte for byte by `cre report RUN --compare OLD_RUN`.
    run = Path(latest(cells)).resolve()
    assert main(["report", str(run), "--compare", str(prev), "--out", str(cells.path / "again")]) == 0
    for name in ("summary.md", "summary.json", "cells.csv", "drops.csv", "report.html"):
        assert (cells.path / "again" / name).read_bytes() == (run / name).read_bytes(), name
    # Without --compare (not an analysis option taken from run.json) the rebuild has no deltas.
    assert main(["report", str(run), "--out", str(cells.path / "alone")]) == 0
    assert "Change against the previous run" in (run / "summary.md").read_text()
    assert "Change against the previous run" not in (cells.path / "alone" / "summary.md").read_text()


def test_seeds_pool_into_one_table(cells, tmp_path):
    for seed in ("42", "100"):
        cells.runpytest(*RUN, "--cre-seed", seed, "--cre-report-dir", f"s{seed}").assert_outcomes(passed=3)
    assert (
        main(["report", str(cells.path / "s42/latest"), str(cells.path / "s100/latest"), "--out", str(tmp_path)]) == 0
    )
    rows = {r["position"]: r for r in csv.DictReader(Path(tmp_path / "cells.csv").read_text().splitlines())}
    end = rows["end"]
    assert end["n"] == "32" and int(end["k"]) == int(end["k_s42"]) + int(end["k_s100"])
    assert end["n_s42"] == end["n_s100"] == "16"
    drop = next(csv.DictReader(Path(tmp_path / "drops.csv").read_text().splitlines()))
    assert drop["pairs"] == "32"  # McNemar pairs by (seed, sample)


def test_report_round_trip_and_other_policies(cells, tmp_path):
    cells.runpytest(*RUN, "--cre-positions", "end,middle,middle_dup").assert_outcomes(passed=5)
    run = cells.path / "reports" / "latest"
    assert main(["report", str(run), "--out", str(tmp_path / "same")]) == 0
    for name in ("cells.csv", "drops.csv"):
        assert (tmp_path / "same" / name).read_text() == (run / name).read_text()
    assert (
        main(
            [
                "report",
                str(run),
                "--out",
                str(tmp_path / "holm"),
                "--correction",
                "holm",
                "--alternative",
                "less",
                "--alpha",
                "0.05",
            ]
        )
        == 0
    )
    holm = list(csv.DictReader(Path(tmp_path / "holm" / "drops.csv").read_text().splitlines()))
    assert {r["correction"] for r in holm} == {"holm"} and {r["alternative"] for r in holm} == {"less"}
    md = (tmp_path / "holm" / "summary.md").read_text()
    assert "holm over 2 comparisons at alpha=0.05" in md
    html = (tmp_path / "holm" / "report.html").read_text()
    assert 'class="heatmap"' in html and "http://" not in html and "https://" not in html


def test_paper_shaped_tables_in_summary_md(cells):
    cells.runpytest(
        *RUN, "--cre-tiers", "4k,32k", "--cre-positions", "end,middle,middle_twice,middle_dup"
    ).assert_outcomes(passed=14)
    md = Path(f"{latest(cells)}/summary.md").read_text()
    assert "## arith / ws: end accuracy and end-to-middle drop" in md
    assert "| model | 4k End | 4k Drop | 4k p | 4k Sig | 32k End | 32k Drop | 32k p | 32k Sig |" in md
    assert "## probe spectrum" in md and "Dup-End" in md
    assert "## filler-answer matching of wrong answers" in md
    assert "power: with n=16 per arm" in md


def test_bad_analysis_options_are_usage_errors(cells):
    for args, msg in [
        (["--cre-correction", "sidak"], "--cre-correction 'sidak'"),
        (["--cre-alternative", "up"], "--cre-alternative 'up'"),
        (["--cre-family", "colour=red"], "correction groups filter key 'colour'"),
        (["--cre-compare", "/nonexistent"], "--cre-compare /nonexistent"),
    ]:
        result = cells.runpytest(*args)
        assert result.ret == pytest.ExitCode.USAGE_ERROR and msg in result.stderr.str()


def test_power_cli(capsys):
    assert main(["power", "--drop", "20", "--alpha", "0.01", "--family", "27"]) == 0
    out = capsys.readouterr().out
    # Exact for Fisher's test: the normal approximation said 110 (73% power there, measured).
    assert "N = 123 per arm" in out and "exact power" in out
    assert main(["power", "--n", "110", "--alpha", "0.01", "--family", "27"]) == 0
    assert "21.4pp" in capsys.readouterr().out  # 110 per arm needs more than 20pp


def test_a_crashed_cell_does_not_leave_its_drop_item_waiting(cells):
    cells.makeconftest("""
import os
def pytest_runtest_call(item):
    if "arith-middle-ws-32k-sim" in item.nodeid and "test_cell" in item.nodeid:
        os._exit(1)
""")
    result = cells.runpytest_subprocess(*RUN, "-n", "2", "-rs", timeout=120)
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed") == 1 and outcomes.get("passed") == 1  # the crash and the end cell
    assert outcomes.get("skipped") == 1  # the comparison, at once, not after waiting


def test_the_new_names_and_the_old_ones_run_the_same_comparisons(cells):
    """--cre-correction-groups is --cre-family's new name and cre_comparison cre_drop's: the old
    spellings keep working, the same comparisons with the same thresholds."""
    from helpers import CELLS_MODULE as cells_module

    new = cells.runpytest(*RUN, "--cre-correction-groups", "filler=ws", "--cre-report-dir", "new")
    old = cells.runpytest(*RUN, "--cre-family", "filler=ws", "--cre-report-dir", "old")
    assert new.parseoutcomes() == old.parseoutcomes()
    assert (cells.path / "new/latest/drops.csv").read_text() == (cells.path / "old/latest/drops.csv").read_text()
    module = cells_module.replace(
        "def test_comparison(cre_comparison):\n    cre_comparison.check()",
        "def test_drop(cre_drop):\n    cre_drop.check()",
    )
    assert "test_drop(cre_drop)" in module
    cells.makepyfile(test_cells=module)  # a cells module written before the rename
    legacy = cells.runpytest(*RUN, "--cre-family", "filler=ws", "--cre-report-dir", "legacy")
    assert legacy.parseoutcomes() == new.parseoutcomes()
    assert (cells.path / "legacy/latest/drops.csv").read_text() == (cells.path / "new/latest/drops.csv").read_text()
    for marker in ("cre_comparison", "cre_drop"):  # both markers select the comparison items
        picked = cells.runpytest(*RUN, "-m", marker, "--collect-only", "-q")
        assert [line for line in picked.outlines if "[drop-" in line] == [
            "test_cells.py::test_drop[drop-arith-ws-32k-sim-middle-end]"
        ]
