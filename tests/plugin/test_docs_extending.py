"""docs/extending.md's examples run as written (issue 42, point 8): the code is read from the
doc itself, so the doc and this test cannot drift. A task whose filler pool cannot hold a tier
is one usage line before anything runs, the same whether the tiers were given or defaulted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "extending.md"


def _hook_examples() -> str:
    """The doc's self-contained conftest examples: every python block that implements a
    ``pytest_cre_*`` hook (the task, the model and the reporter), in the doc's order."""
    blocks = re.findall(r"^```python\n(.*?)^```", DOC.read_text(), re.S | re.M)
    chosen = [b for b in blocks if "def pytest_cre_" in b]
    assert len(chosen) == 3, "the doc's task, model and family examples"
    return "\n\n".join(chosen)


def test_the_docs_examples_run_as_written_on_the_default_command(cells):
    cells.makeconftest(_hook_examples())
    command = re.search(r"# (pytest cells .*)$", DOC.read_text(), re.M)
    assert command is not None and command.group(1) == "pytest cells --cre-tasks squares"
    result = cells.runpytest("--cre-tasks", "squares", "-p", "no:cacheprovider")
    # Three fillers, end and middle at the default tier, the baseline and two drop items.
    result.assert_outcomes(passed=9)
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(["*sim squares*ws*8k*", "*samples scored"])  # the NotedReporter's note


SMALL_TASK = """
from pytest_cre.families.reasoning.tasks import TaskData, TaskItem


class Tiny:
    name, answer_kind = "tiny", "number"

    def load(self, data_dir):
        items = [TaskItem(f"t-{i}", f"What is {i} squared?", str(i * i), f"{i} x {i} = {i * i}") for i in range(2, 200)]
        return TaskData(targets=tuple(items[::2]), filler=tuple(items[1::2]), source="embedded")

    def render_question(self, item):
        return item.question

    def answer_format(self):
        return 'end with "Answer: N"'


def pytest_cre_tasks(tasks):
    tasks["tiny"] = Tiny()
"""


@pytest.mark.parametrize("tiers", [[], ["--cre-tiers", "8k"]], ids=["default-tiers", "explicit-tiers"])
def test_a_pool_too_small_for_a_tier_is_one_usage_line_before_anything_runs(cells, tiers):
    """It was 4 FAILED cells with chained tracebacks at the default tier, a usage error only
    with an explicit tier below 4K."""
    cells.makeconftest(SMALL_TASK)
    result = cells.runpytest_subprocess("--cre-tasks", "tiny", "--cre-fillers", "ws", *tiers, "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert errors == [
        "ERROR: --cre-tiers 8k (tiny, ws filler, end): the ws filler pool (99 items, 1866 tokens from embedded) "
        "cannot fill 8192 tokens without repeating an item: use a smaller tier or give --cre-data-dir with more ws text"
    ]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert not (cells.path / "reports").exists()  # nothing ran, nothing was written
