"""More samples than a task has test items: refused before anything runs, or run with
``--cre-repeats allow`` and said so in the summary (issue 11, item 4)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

FIVE = '''
from pytest_cre.families.reasoning.tasks.arith import ArithTask
from pytest_cre.families.reasoning.tasks.base import TaskData

class Five(ArithTask):
    """A user's task with five test items."""
    name = "five"
    def load(self, data_dir):
        data = super().load(data_dir)
        return TaskData(targets=data.targets[:5], filler=data.filler, source="five")

def pytest_cre_tasks(tasks):
    tasks["five"] = Five()
'''
ARGS = [
    "--cre-tasks",
    "five",
    "--cre-fillers",
    "ws",
    "--cre-tiers",
    "4k",
    "--cre-positions",
    "end",
    "--cre-cache",
    "off",
    "-p",
    "no:cacheprovider",
]


def test_n_above_the_test_set_is_a_usage_error(cells):
    cells.makeconftest(FIVE)
    result = cells.runpytest(*ARGS, "--cre-n", "20")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "*--cre-n 20 exceeds the 5 test items of task five: targets would repeat*"
            "use --cre-n 5 or less, or --cre-repeats allow*"
        ]
    )
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert not (cells.path / "reports").exists()
    assert cells.runpytest(*ARGS, "--cre-n", "5").ret == pytest.ExitCode.OK


def test_repeats_allowed_on_request_and_stated(cells):
    cells.makeconftest(FIVE)
    result = cells.runpytest(*ARGS, "--cre-n", "20", "--cre-repeats", "allow")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [
            "*repeats: in 1 cell targets repeat (--cre-repeats allow; "
            "e.g. five-end-ws-4k-sim: 20 samples of 5 targets)*not independent*"
        ]
    )
    row = next(csv.DictReader(Path(cells.path / "reports/latest/cells.csv").read_text().splitlines()))
    assert (row["samples"], row["targets"]) == ("20", "5")


def test_bad_repeats_value_is_a_usage_error(cells):
    result = cells.runpytest(*ARGS[2:], "--cre-repeats", "sometimes")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*unknown --cre-repeats policy 'sometimes': use one of refuse, allow*"])
