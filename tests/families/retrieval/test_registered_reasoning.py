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


def _built_on(reasoning):
    """Retrieval bound to ``reasoning`` as the registry binds them (after a conftest's change)."""
    from pytest_cre.families.registry import bind_families
    from pytest_cre.families.retrieval.family import RetrievalFamily

    families = {"reasoning": reasoning, "retrieval": RetrievalFamily()}
    bind_families(families)
    return families["retrieval"]


def test_retrieval_cells_and_comparisons_are_a_replaced_reasoning_familys_expand() -> None:
    from pytest_cre.families.reasoning import ReasoningFamily
    from pytest_cre.options import build_settings

    class StartlessReasoning(ReasoningFamily):
        """Drops every start cell, and keeps only a grid's first comparison."""

        def expand(self, settings, data):
            return [c for c in super().expand(settings, data) if c.position != "start"]

        def comparison_items(self, cells, analysis):
            return super().comparison_items(cells, analysis)[:1]

    reasoning = StartlessReasoning()
    retrieval = _built_on(reasoning)
    raw = {"tiers": "2k", "fillers": "ws", "positions": "end,middle,start,baseline", "needle": "number"}
    settings = build_settings(raw, families={"reasoning": reasoning, "retrieval": retrieval})
    cells = retrieval.expand(settings, retrieval.run_data())
    mine = reasoning.expand(settings, reasoning.run_data())
    assert mine and [c.cell_id for c in cells] == [f"retrieval-{c.cell_id}" for c in mine]
    assert {c.position for c in cells} == {"end", "middle", "baseline"} and all(c.family == "retrieval" for c in cells)
    drops = retrieval.comparison_items(cells, settings.analysis)
    assert len(drops) == 1 and drops[0].drop_id.startswith("retrieval-") and drops[0].family == "retrieval"


def test_retrieval_tables_follow_a_replaced_reasoning_reporters_row_order() -> None:
    from pytest_cre.analysis.tables import cells_table
    from pytest_cre.families.reasoning import ReasoningFamily
    from pytest_cre.families.reasoning.reporter import ReasoningReporter

    class TierFirst(ReasoningReporter):
        """Rows by tier, largest first (the built-in order is by model, task, filler, then tier)."""

        cell_keys = ("model", "tier", "task", "filler", "position")

        def sort_rows(self, frame):
            return frame.sort_values("tier", ascending=False, kind="stable").reset_index(drop=True)

    class TierFirstReasoning(ReasoningFamily):
        def __init__(self):
            super().__init__()
            self.reporter = TierFirst(self)

    retrieval = _built_on(TierFirstReasoning())
    records = [
        dict(model="sim", vendor="sim", task="arith", filler="ws", tier=tier, position="end", seed=0, sample=s,
             cell_id=f"retrieval-arith-end-ws-{tier}-sim", status="ok", correct=True, exact_match=True,
             prompt_tokens=100)
        for tier in ("2k", "8k") for s in range(2)
    ]  # fmt: skip
    table = cells_table(records, retrieval.reporter)
    # The needle variant first (these records, written without one, had one needle), then the
    # replaced reporter's label columns in its order.
    assert list(table.columns[:6]) == ["needle", "model", "tier", "task", "filler", "position"]
    assert list(table["tier"]) == ["8k", "2k"] and set(table["needle"]) == {"single"}
    assert retrieval.reporter.cell_keys == ("needle", *TierFirst.cell_keys)
    assert retrieval.reporter.reference_cells(table)[1] == ReasoningReporter.reference_cells(table)[1]
