"""What a user sees: skipped cells named with their reason, a failing exit when nothing ran,
where the answers came from, sanity warnings, progress, and numbers rounded where people read
them. Black-box through pytester, plus the pure formatting functions."""

from __future__ import annotations

import csv
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pandas as pd
import pytest
from helpers import SMALL, SMALL_WS

from pytest_cre.core.errors import CreUsageError
from pytest_cre.families.base import Reporter
from pytest_cre.report.files import round_value, rounded
from pytest_cre.report.terminal import (
    ProgressLine,
    change_words,
    choose_progress,
    parse_progress,
    progress_text,
    sanity_lines,
)

TWO_CELLS = [*SMALL_WS, "--cre-positions", "end,middle"]


def summary(result: pytest.RunResult) -> list[str]:
    out = result.outlines
    start = next(i for i, line in enumerate(out) if "pytest-cre summary" in line)
    return out[start + 1 :]


# --------------------------------------------------------------------------- nothing silent


def test_a_model_without_key_is_named_once_in_the_summary(cells, monkeypatch):
    monkeypatch.delenv("DEEPSEEK_API_KEY", raising=False)
    result = cells.runpytest(*TWO_CELLS, "--cre-model", "sim", "--cre-model", "deepseek-reasoner")
    result.assert_outcomes(passed=3, skipped=3)
    lines = [line for line in summary(result) if "DEEPSEEK_API_KEY" in line and not line.startswith("not run:")]
    # without -rs, once for the model (not once per cell), with the fix
    assert lines == [
        "skipped 2 cells of deepseek-reasoner: DEEPSEEK_API_KEY is not set: "
        "export DEEPSEEK_API_KEY=<key> to run deepseek-reasoner"
    ]
    assert result.ret == 0  # sim's cells ran


def test_a_selection_where_no_cell_ran_exits_5(cells, monkeypatch):
    monkeypatch.delenv("DEEPSEEK_API_KEY", raising=False)
    result = cells.runpytest(*TWO_CELLS, "--cre-model", "deepseek-reasoner")
    result.assert_outcomes(skipped=3)
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    result.stdout.fnmatch_lines(
        [
            "skipped 2 cells of deepseek-reasoner: DEEPSEEK_API_KEY is not set*",
            "no cell ran: every selected cell was skipped (exit status 5)",
        ]
    )


def test_missing_data_is_one_line_per_task_and_exits_5(cells, monkeypatch):
    monkeypatch.delenv("CRE_DATA_DIR", raising=False)
    result = cells.runpytest(
        "--cre-grid", "paper", "--cre-tiers", "8k", "--cre-fillers", "ws", "-p", "no:cacheprovider"
    )
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    lines = summary(result)
    gsm8k = [line for line in lines if "gsm8k data not found" in line]
    arc = [line for line in lines if "arc data not found" in line]
    assert len(gsm8k) == 1 and len(arc) == 1
    assert re.match(r"skipped \d+ cells of sim: gsm8k data not found: .*--cre-data-dir", gsm8k[0])


def test_deselecting_every_cell_is_pytests_own_no_tests_ran(cells):
    result = cells.runpytest(*TWO_CELLS, "-k", "no_such_word")
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    assert "pytest-cre summary" not in result.stdout.str()  # nothing was skipped: nothing to explain


def test_a_bad_data_dir_in_the_environment_is_a_usage_error(cells, monkeypatch):
    monkeypatch.setenv("CRE_DATA_DIR", "/nonexistent/cre-data")
    result = cells.runpytest("--cre-grid", "paper")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "/nonexistent/cre-data is not a directory" in result.stderr.str()


# --------------------------------------------------------------------------- where answers came from


def test_cache_provenance_per_run_and_per_cell(cells):
    first = cells.runpytest(*TWO_CELLS)
    first.stdout.fnmatch_lines(["cache: 0 of 8 samples answered from the cache"])
    again = cells.runpytest(*TWO_CELLS)
    again.stdout.fnmatch_lines(
        ["cache: 8 of 8 samples answered from the cache (--cre-cache refresh asks the models again)"]
    )
    rows = list(csv.DictReader(Path(cells.path / "reports" / "latest" / "cells.csv").read_text().splitlines()))
    assert [r["from_cache"] for r in rows] == ["4", "4"]
    fresh = cells.runpytest(*TWO_CELLS, "--cre-cache", "refresh")
    fresh.stdout.fnmatch_lines(["cache: 0 of 8 samples answered from the cache"])
    rows = list(csv.DictReader(Path(cells.path / "reports" / "latest" / "cells.csv").read_text().splitlines()))
    assert [r["from_cache"] for r in rows] == ["0", "0"]
    off = cells.runpytest(*TWO_CELLS, "--cre-cache", "off")
    off.stdout.fnmatch_lines(["cache: off (8 samples, every one asked the model)"])


def test_near_zero_accuracy_warns_with_causes_and_the_cache_hint(cells):
    args = [
        "--cre-n",
        "10",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end,middle",
        "-p",
        "no:cacheprovider",
        "--cre-model",
        "sim:sim-param:base=0",
    ]
    result = cells.runpytest(*args)
    warning = [line for line in summary(result) if line.startswith("warning: sim:sim-param:base=0")]
    assert len(warning) == 1
    assert "0.0% correct (0/10) on end and baseline cells" in warning[0]
    assert "wrong server URL or model name" in warning[0] and "chat template" in warning[0]
    assert "--cre-cache refresh" not in warning[0]  # nothing came from the cache yet
    again = cells.runpytest(*args)
    warning = [line for line in summary(again) if line.startswith("warning: sim:sim-param:base=0")]
    assert "20 of 20 of its answers came from the cache" in warning[0]
    assert "--cre-cache refresh" in warning[0]


def test_a_healthy_model_gets_no_warning(cells):
    result = cells.runpytest(*TWO_CELLS, "--cre-n", "10")
    assert not [line for line in summary(result) if line.startswith("warning:")]


def test_the_summary_files_say_what_the_terminal_says(cells, monkeypatch, tmp_path):
    from pytest_cre.cli import main

    monkeypatch.delenv("DEEPSEEK_API_KEY", raising=False)
    result = cells.runpytest(
        "--cre-n",
        "10",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end,middle",
        "-p",
        "no:cacheprovider",
        "--cre-model",
        "sim:sim-param:base=0",
        "--cre-model",
        "deepseek-reasoner",
    )
    lines = summary(result)
    skipped = [line for line in lines if line.startswith("skipped ")]
    warnings = [line for line in lines if line.startswith("warning: ")]
    cache = [line for line in lines if line.startswith("cache: ")]
    assert len(skipped) == len(warnings) == len(cache) == 1  # (what each says: the tests above)
    run = (cells.path / "reports/latest").resolve()
    md = (run / "summary.md").read_text().splitlines()
    assert all(f"- {line}" in md for line in skipped + warnings + cache)
    meta = json.loads((run / "summary.json").read_text())["meta"]
    assert (meta["skipped"], meta["warnings"], [meta["cache"]]) == (skipped, warnings, cache)
    # A re-analysis says again what the run said (its skipped cells: run.json keeps them).
    assert main(["report", str(run), "--out", str(tmp_path / "again")]) == 0
    again = json.loads((tmp_path / "again" / "summary.json").read_text())["meta"]
    assert (again["skipped"], again["warnings"], [again["cache"]]) == (skipped, warnings, cache)
    assert f"- {warnings[0]}" in (tmp_path / "again" / "summary.md").read_text().splitlines()


class _Reporter(Reporter):
    """Only what a reporter must write: it keeps the default ``reference_cells``."""

    cell_keys = ("model",)

    def headline(self, cells, drops):
        return cells

    def html(self, cells, drops, meta, records):
        raise AssertionError("no page here")


class _Family:
    """A family whose reporter keeps the default ``reference_cells``: every cell counts."""

    reporter = _Reporter()


def _tables(rows: list[dict]) -> SimpleNamespace:
    return SimpleNamespace(family=_Family(), cells=pd.DataFrame(rows), records=[])


def test_sanity_flags_a_high_no_answer_share_and_is_family_neutral():
    ok = {"model": "a", "n": 20, "k": 15, "samples": 20, "n_no_answer": 2, "from_cache": 0}
    silent = {"model": "b", "n": 20, "k": 8, "samples": 20, "n_no_answer": 12, "from_cache": 20}
    lines = sanity_lines(_tables([ok, silent]))
    assert len(lines) == 1 and lines[0].startswith("warning: b: no answer found in 12 of 20 samples")
    assert "--cre-cache refresh" in lines[0]
    few = {"model": "c", "n": 4, "k": 0, "samples": 4, "n_no_answer": 4, "from_cache": 0}
    assert sanity_lines(_tables([few])) == []  # too few samples to call it broken


# --------------------------------------------------------------------------- progress

SLOW = [*TWO_CELLS, "--cre-cache", "off", "--cre-sim-latency", "600", "--cre-concurrency", "1"]


def test_progress_lines_when_output_is_not_a_terminal(cells):
    result = cells.runpytest(*SLOW, "--cre-progress", "0.5")
    result.assert_outcomes(passed=3)
    lines = [line for line in result.outlines if line.startswith("cre progress: ")]
    assert lines and all(
        re.match(r"cre progress: arith-(end|middle)-ws-4k-sim: \d/4 done, [01] in flight", line) for line in lines
    )


def test_progress_live_line_is_rewritten_in_place(cells):
    result = cells.runpytest(*SLOW, "--cre-progress", "live")
    result.assert_outcomes(passed=3)
    # (pytester splits the output at each carriage return: one segment per rewrite)
    out = result.outlines
    assert any(line.startswith("test_cells.py [arith-end-ws-4k-sim: ") for line in out)
    assert any(line.startswith("test_cells.py .[arith-middle-ws-4k-sim: ") for line in out)
    assert not any("cre progress:" in line for line in out)
    # pytest's own line is left as it was: its dots and percentage end the line
    assert any(re.fullmatch(r"test_cells\.py \.\.\. +\[100%\]", line) for line in out)


@pytest.mark.parametrize("extra", [["-q"], ["-n", "2"]])
def test_no_progress_with_q_or_under_xdist(cells, extra):
    result = cells.runpytest(*SLOW, "--cre-progress", "0.5", *extra)
    assert result.ret == 0
    assert "cre progress:" not in result.stdout.str()


def test_bad_progress_value_is_a_usage_error(cells):
    result = cells.runpytest("--cre-progress", "sometimes")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "--cre-progress sometimes: use auto, live, lines, off" in result.stderr.str()


def test_progress_text_and_modes():
    p = SimpleNamespace(total=50, done=10, in_flight=8, queued=2, retried=1, failed=0)
    assert progress_text("c", p, 100.0, done_at_start=0) == (
        "c: 10/50 done, 8 in flight, 2 queued, 1 retried, 1m40s, ~6m40s left"
    )
    assert parse_progress(None) == ("auto", 30.0) and parse_progress("2.5") == ("lines", 2.5)
    with pytest.raises(CreUsageError):
        parse_progress("0")
    assert choose_progress(None, 0, isatty=True, xdist=False)[0] == "live"
    assert choose_progress(None, 0, isatty=False, xdist=False) == ("lines", 30.0)
    assert choose_progress("live", -1, isatty=True, xdist=False)[0] == "off"  # -q
    assert choose_progress("live", 0, isatty=True, xdist=True)[0] == "off"


def test_progress_line_shows_only_the_running_item():
    shown: list[str] = []
    writer = SimpleNamespace(write_line=shown.append)
    clock = iter(range(0, 1000, 10)).__next__
    line = ProgressLine(writer, "lines", interval=5, clock=lambda: float(clock()))
    line.start("a")
    p = SimpleNamespace(total=4, done=1, in_flight=1, queued=0, retried=0, failed=0)
    line.update("b", p)  # another cell (prefetched): not the running one
    line.tick()
    assert shown == []
    line.update("a", p)
    line.tick()
    assert shown and shown[0].startswith("cre progress: a: 1/4 done")


# --------------------------------------------------------------------------- rounding and wording


def test_round_value():
    assert round_value("drop_pp", 7.9999999999999964) == 8.0
    assert round_value("acc", 2 / 3) == 0.6667
    assert round_value("p_value", 3.123456e-9) == 3.123e-9  # p-values keep their magnitude
    assert round_value("threshold", 0.01 / 3) == 0.003333
    assert round_value("n", 4) == 4
    frame = rounded(pd.DataFrame({"drop_pp": [-33.33333333333333], "p_adjusted": [1.2345678e-5]}))
    assert frame.iloc[0].tolist() == [-33.3333, 1.235e-5]


def test_change_words():
    assert change_words(-68.0) == "fell by 68.0pp"
    assert change_words(7.9999999999999964) == "rose by 8.0pp"
    assert change_words(0.0) == "did not change"


def _decimals(text: str) -> int:
    return len(text.split(".", 1)[1]) if "." in text and "e" not in text else 0


def test_files_and_junit_are_rounded(cells):
    # n=3: accuracies are thirds, so unrounded drops would print 33.333333333333336
    result = cells.runpytest(
        *SMALL[2:],
        "--cre-n",
        "3",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end,middle",
        "--cre-model",
        "sim-recency",
        "--junitxml",
        "junit.xml",
    )
    assert result.ret in (0, 1)
    run = cells.path / "reports" / "latest"
    for name in ("cells.csv", "drops.csv"):
        for row in csv.DictReader(Path(run / name).read_text().splitlines()):
            for column, value in row.items():
                if not column.startswith("p_") and column != "threshold":
                    assert _decimals(value) <= 4, (name, column, value)
    for prop in ET.parse(cells.path / "junit.xml").iter("property"):
        if prop.get("name") in ("drop_pp", "drop_ci_low", "drop_ci_high", "accuracy", "ci_low", "ci_high"):
            assert _decimals(prop.get("value")) <= 4, (prop.get("name"), prop.get("value"))


def test_the_significance_line_names_the_planned_comparisons_that_did_not_run_and_why(cells, monkeypatch):
    """A model that cannot run still counts in the correction groups (the rule), so the other
    model's threshold is over both: the line under it says which did not run, and why."""
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    result = cells.runpytest(*TWO_CELLS, "--cre-model", "sim", "--cre-model", "gpt-4.1", "--cre-cache", "off")
    result.assert_outcomes(passed=3, skipped=3)
    result.stdout.fnmatch_lines(
        [
            "sig: Fisher exact two-sided, Bonferroni over 2 planned comparisons (1 ran)*",
            "not run: 1 of the 2 planned comparisons, still counted in their correction groups: "
            "gpt-4.1 1 (skipped: OPENAI_API_KEY is not set)",
        ]
    )
    run = (cells.path / "reports/latest").resolve()
    assert any(line.startswith("not run: 1 of the 2") for line in (run / "summary.md").read_text().splitlines())
    assert "gpt-4.1 1 (skipped: OPENAI_API_KEY is not set" in (run / "report.html").read_text()
    # everything ran: no such line
    alone = cells.runpytest(*TWO_CELLS, "--cre-cache", "off")
    assert not any(line.startswith("not run:") for line in alone.outlines)
