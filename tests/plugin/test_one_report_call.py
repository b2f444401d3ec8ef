"""A family's report is one value (issue 45): its reporter's ``report`` is called once per family
when a run ends and once when ``cre report`` rebuilds it, and a reporter whose ``report`` fails
is one guarded line while every other family's sections are written."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import RETRIEVAL_MODULE

from pytest_cre.cli import main
from pytest_cre.families.reasoning import ReasoningReporter
from pytest_cre.families.retrieval import RetrievalReporter

CONFTEST = """
import os

import pytest_cre.families.reasoning.html as reasoning_html
import pytest_cre.report.charts as charts
from pytest_cre.families.reasoning import ReasoningFamily, ReasoningReporter
from pytest_cre.families.retrieval import RetrievalFamily, RetrievalReporter
from pytest_cre.report.family_report import compose


def counted(given, file="CRE_REPORT_CALLS"):
    with open(os.environ[file], "a") as calls:
        calls.write(given.family + "\\n")


def made(what, make):
    # reasoning's page and figures makers, counted (CRE_MADE) each time they are called
    def counting(*args, **kwargs):
        if os.environ.get("CRE_MADE"):
            with open(os.environ["CRE_MADE"], "a") as calls:
                calls.write(what + "\\n")
        return make(*args, **kwargs)

    return counting


reasoning_html.family_part = made("page", reasoning_html.family_part)
charts.svg = made("figure", charts.svg)


class CountedReasoning(ReasoningReporter):
    def report(self, given):
        counted(given)
        return super().report(given)


class CountedRetrieval(RetrievalReporter):
    def report(self, given):
        counted(given)
        if os.environ.get("CRE_REPORT_FAILS"):
            raise RuntimeError("the report broke")
        if os.environ.get("CRE_BOARD_FAILS"):

            def board(model):
                raise RuntimeError("the board broke")

            return compose(self, given, board=board)
        if os.environ.get("CRE_CONTRAST_FAILS"):

            def contrast():
                raise RuntimeError("the contrast broke")

            return compose(self, given, contrast=contrast)
        return super().report(given)


class Reasoning(ReasoningFamily):
    def __init__(self):
        super().__init__()
        self.reporter = CountedReasoning(self)


class Retrieval(RetrievalFamily):
    def __init__(self):
        super().__init__()
        self.reporter = CountedRetrieval(self)


def pytest_cre_families(families):
    families["reasoning"], families["retrieval"] = Reasoning(), Retrieval()
"""
# Two families in one run: reasoning's cells and retrieval's at the same coordinates.
BOTH = ["--cre-grid", "contrast", "--cre-n", "2", "--cre-tiers", "8k", "--cre-fillers", "ws", "--cre-cache", "off"]
BOTH += ["-p", "no:cacheprovider"]


@pytest.fixture
def counted(cells: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> tuple[pytest.Pytester, Path]:
    cells.makepyfile(test_retrieval=RETRIEVAL_MODULE)
    cells.makeconftest(CONFTEST)
    calls = cells.path / "calls.txt"
    monkeypatch.setenv("CRE_REPORT_CALLS", str(calls))
    return cells, calls


def test_report_is_called_once_per_family_by_a_run_and_by_cre_report(counted, monkeypatch) -> None:
    project, calls = counted
    result = project.runpytest_subprocess(*BOTH)
    result.assert_outcomes(passed=10)  # per family: end, middle, baseline and 2 comparisons
    assert sorted(calls.read_text().splitlines()) == ["reasoning", "retrieval"]  # one call each
    # In this process the run's conftest is not the module ``conftest`` names: ``cre report`` falls
    # back to the built-in families (a warning says so), so count the built-in reporters' calls.
    seen: list[str] = []

    def counting(original):
        def report(self, given):
            seen.append(given.family)
            return original(self, given)

        return report

    for reporter in (ReasoningReporter, RetrievalReporter):
        monkeypatch.setattr(reporter, "report", counting(reporter.report))
    run = (project.path / "reports" / "latest").resolve()
    assert main(["report", str(run), "--out", str(project.path / "again")]) == 0
    assert sorted(seen) == ["reasoning", "retrieval"]  # and one each to rebuild every file and line


def test_a_report_that_fails_is_one_line_and_the_other_families_are_written(counted, monkeypatch) -> None:
    project, calls = counted
    monkeypatch.setenv("CRE_REPORT_FAILS", "1")
    result = project.runpytest_subprocess(*BOTH)
    result.assert_outcomes(passed=10)
    out = result.stdout.str()
    line = "could not make the report of retrieval: RuntimeError: the report broke; the rest was written"
    assert out.count(line) == 1 and "Traceback" not in out + result.stderr.str()
    assert sorted(calls.read_text().splitlines()) == ["reasoning", "retrieval"]  # never asked again
    run = (project.path / "reports" / "latest").resolve()
    md = (run / "summary.md").read_text()
    assert f"- **{line}**" in md.splitlines() and f"- warning: {line}" not in md  # an error, not a warning
    assert f"ERROR: {line}" in result.stdout.lines  # the session's line of a piece the files lack
    assert "\n\n\n" not in md  # no empty limit-hit line where retrieval's would be
    assert "## Accuracy per cell and end-to-middle drop" in md  # reasoning's headline
    assert "## Retrieval accuracy per cell" not in md  # retrieval's own sections are what failed
    page = (run / "report.html").read_text()
    # Reasoning's part, alone (no family heading); no retrieval cell on the page.
    assert '<section id="headline"' in page and "retrieval-arith" not in page
    assert "limit hits (retrieval)" not in page
    with (run / "cells.csv").open() as f:  # the shared tables hold both families' cells
        assert {row["cell_id"].split("-")[0] for row in csv.DictReader(f)} == {"arith", "retrieval"}
    done = _cre("report", str(run), "--out", str(project.path / "again"), PYTHONPATH=str(project.path))
    assert done.returncode == 2 and done.stderr.splitlines() == [f"cre: error: {line}"]
    assert "" not in done.stdout.splitlines()  # no empty limit-hit line for retrieval
    assert (project.path / "again" / "report.html").is_file()  # and the rest was written


def test_cre_report_rebuilds_with_the_replaced_built_in_family_the_run_recorded(counted) -> None:
    """run.json records where each family's class is; a built-in one a conftest replaced (here a
    reporter that counts its calls) is the one ``cre report`` loads where that code imports, and
    where it does not, the built-in one reports the records with a warning naming why."""
    project, calls = counted
    project.runpytest_subprocess(*BOTH).assert_outcomes(passed=10)
    run = (project.path / "reports" / "latest").resolve()
    assert calls.read_text().splitlines().count("reasoning") == 1

    def report(out: str, **env: str) -> subprocess.CompletedProcess[str]:
        return _cre("report", str(run), "--out", out, **env)

    done = report(str(project.path / "again"), PYTHONPATH=str(project.path))
    assert done.returncode == 0, done.stderr
    assert sorted(calls.read_text().splitlines()) == ["reasoning", "reasoning", "retrieval", "retrieval"]
    elsewhere = report(str(project.path / "elsewhere"), PYTHONPATH="")
    assert elsewhere.returncode == 0, elsewhere.stderr
    assert calls.read_text().splitlines().count("reasoning") == 2  # the built-in reported these
    said = (project.path / "elsewhere" / "summary.md").read_text()
    assert "records of family 'reasoning', whose code the run recorded at conftest:Reasoning" in said
    assert "reported by the built-in reasoning family instead" in said


def _cre(*argv: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``cre`` in a process of its own, with ``env`` (PYTHONPATH: where the run's conftest imports)."""
    command = [sys.executable, "-m", "pytest_cre.cli", *argv]
    return subprocess.run(command, capture_output=True, text=True, env={**os.environ, **env}, cwd="/")


def test_cre_board_asks_for_no_page_or_figure_and_says_a_failed_board_piece(counted, monkeypatch) -> None:
    """The board reads each family's headline and board columns: no page part, no figure is made
    for it; a family whose board columns fail is one line and exit 2, its rows still ranked."""
    project, calls = counted
    made = project.path / "made.txt"
    monkeypatch.setenv("CRE_MADE", str(made))
    project.runpytest_subprocess(*BOTH).assert_outcomes(passed=10)
    assert {"page", "figure"} <= set(made.read_text().splitlines())  # the run's files made both
    made.unlink()
    run = (project.path / "reports" / "latest").resolve()
    board = _cre("board", str(run), "--out", str(project.path / "board"), PYTHONPATH=str(project.path))
    assert board.returncode == 0, board.stderr
    assert calls.read_text().splitlines().count("reasoning") == 2  # the board asked the run's reporter
    assert not made.exists()  # and it made neither its page nor a figure
    monkeypatch.setenv("CRE_BOARD_FAILS", "1")
    board = _cre("board", str(run), "--out", str(project.path / "board"), PYTHONPATH=str(project.path))
    line = "could not make the leaderboard columns of retrieval: RuntimeError: the board broke; the rest was written"
    assert board.returncode == 2 and board.stderr.splitlines() == [f"cre: error: {run.name}: {line}"]
    assert "Traceback" not in board.stdout + board.stderr and (project.path / "board" / "board.json").is_file()


def test_a_contrast_that_fails_stays_a_warning(counted, monkeypatch) -> None:
    """The contrast is read beside the run's tables, whole without it: its failure is a warning
    of the notes (as before the one report call), and ``cre report`` exits 0."""
    project, _calls = counted
    monkeypatch.setenv("CRE_CONTRAST_FAILS", "1")
    result = project.runpytest_subprocess(*BOTH)
    result.assert_outcomes(passed=10)
    line = "could not compute the contrast of retrieval: RuntimeError: the contrast broke; the rest was written"
    assert f"warning: {line}" in result.stdout.lines and f"ERROR: {line}" not in result.stdout.str()
    run = (project.path / "reports" / "latest").resolve()
    done = _cre("report", str(run), "--out", str(project.path / "again"), PYTHONPATH=str(project.path))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    md = (project.path / "again" / "summary.md").read_text().splitlines()
    assert f"- warning: {line}" in md and f"- **{line}**" not in md
