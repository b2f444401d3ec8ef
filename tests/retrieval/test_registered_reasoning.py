"""Retrieval is built on the registered reasoning family (issue 45, point 5): a conftest that
replaces reasoning with a subclass changes retrieval's cells and prompts too, because retrieval
holds no private ``ReasoningFamily`` of its own."""

from __future__ import annotations

import pytest
from helpers import CELLS_MODULE, RETRIEVAL_MODULE, run_records

# A reasoning family whose own task registry has one more task (not through pytest_cre_tasks:
# only the replaced instance knows it).
CONFTEST = """
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.families.reasoning.tasks import TaskData, TaskItem


class Cubes:
    name, answer_kind = "cubes", "number"

    def load(self, data_dir):
        items = [TaskItem(f"cu-{i}", f"What is {i} cubed?", str(i**3), f"{i}^3 = {i**3}") for i in range(2, 6002)]
        return TaskData(targets=tuple(items[::2]), filler=tuple(items[1::2]), source="embedded")

    def render_question(self, item):
        return item.question

    def answer_format(self):
        return 'end with "Answer: N"'


class CubesReasoning(ReasoningFamily):
    def __init__(self):
        super().__init__()
        self.tasks["cubes"] = Cubes()


def pytest_cre_families(families):
    families["reasoning"] = CubesReasoning()
"""


def test_retrieval_cells_follow_a_replaced_reasoning_family(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_retrieval=RETRIEVAL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    pytester.makeconftest(CONFTEST)
    args = ["--cre-needle", "number", "--cre-tasks", "cubes", "--cre-n", "2", "--cre-tiers", "8k"]
    result = pytester.runpytest(*args, "--cre-fillers", "qo_v2", "--cre-positions", "end", "-p", "no:cacheprovider")
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    records = run_records(pytester.path / "reports" / "latest")
    retrieval = [r for r in records if r["family"] == "retrieval"]
    assert len(retrieval) == 2 and {r["task"] for r in records} == {"cubes"}
    assert all(r["cell_id"].startswith("retrieval-cubes-") for r in retrieval)
    # Its prompts are the replaced family's: the same cubes filler, item for item.
    pairs = {(r["cell_id"], r["sample"]): r for r in records if r["family"] == "reasoning"}
    for r in retrieval:
        pair = pairs[(r["cell_id"].removeprefix("retrieval-"), r["sample"])]
        assert r["filler_ids"] == pair["filler_ids"] and r["filler_ids"][0].startswith("cu-")
        assert r["pair_prompt_sha256"] == pair["prompt_sha256"]


def test_retrieval_without_a_reasoning_family_is_one_usage_line(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_retrieval=RETRIEVAL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    pytester.makeconftest("def pytest_cre_families(families):\n    del families['reasoning']\n")
    result = pytester.runpytest_subprocess("--cre-needle", "number", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert errors == [
        "ERROR: family retrieval is built on family reasoning, which is not registered: keep a reasoning family "
        "registered (a ReasoningFamily subclass may replace it), or remove retrieval too"
    ]
