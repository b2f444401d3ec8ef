"""The retrieval family's report: its cells and drops in the reasoning family's shapes, and the
contrast with reasoning's cells at the same coordinates."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from ...analysis.tables import rate
from ...report.family_report import FamilyReport, ReportInput, compose
from ..base import Reporter
from ..reasoning import tables as shapes
from .contrast import contrast_lines, contrast_rows

if TYPE_CHECKING:
    from pandas import DataFrame

    from ...analysis.policy import Analysis
    from ..reasoning.family import ReasoningFamily


class WithReasoning(Protocol):
    """What the reporter reads of its family: the registered reasoning family it is built on."""

    @property
    def reasoning(self) -> ReasoningFamily: ...


def cell_columns(group: DataFrame, scored: DataFrame) -> dict[str, Any]:
    """Exact matches (the score asks only that the value appear), max-gen hits, and the
    mean tokens by which the cell's prompts differ from their reasoning pairs' (the needle and
    its question against the target block and the closing; the filler is the same)."""
    paired = group[["prompt_tokens", "pair_prompt_tokens"]].dropna() if "pair_prompt_tokens" in group else None
    return {
        "exact": rate(scored, "exact_match"),
        "maxgen_hits": shapes.maxgen_hits(group),
        "tokens_vs_pair": (
            float((paired["prompt_tokens"] - paired["pair_prompt_tokens"]).mean())
            if paired is not None and len(paired)
            else math.nan
        ),
    }


class RetrievalReporter(Reporter):
    """Its cells and drops in the reasoning family's shapes, and the contrast with reasoning's
    cells at the same coordinates."""

    headline_title = "Retrieval accuracy per cell and end-to-middle drop"
    cell_columns = staticmethod(cell_columns)
    peers = ("reasoning",)
    contrast_title = "Retrieval beside reasoning (same coordinates, same filler draws)"

    def __init__(self, family: WithReasoning) -> None:
        self.family = family

    # Its cells are the registered reasoning family's (``RetrievalFamily.expand``), so their
    # label columns, row order, comparisons and reference cells are that family's reporter's
    # (a replaced reasoning reporter's included), read when asked: the family binds late.
    @property
    def cell_keys(self) -> tuple[str, ...]:  # type: ignore[override]  # read-only: the bound family's
        return self.family.reasoning.reporter.cell_keys

    def sort_rows(self, frame: DataFrame) -> DataFrame:
        return self.family.reasoning.reporter.sort_rows(frame)

    def comparisons(self, cells: DataFrame, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
        return self.family.reasoning.reporter.comparisons(cells, analysis)

    def reference_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        return self.family.reasoning.reporter.reference_cells(cells)

    def rank_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        """The middle cells, as reasoning's board: the middle is what the family measures (end
        and baseline are its controls), and the row's columns beside the score are reasoning's."""
        middle = cells[cells["position"] == "middle"]
        return middle, "middle retrieval accuracy (pooled over its tasks, fillers and tiers)"

    def report(self, given: ReportInput) -> FamilyReport:
        cells, drops = given.cells, given.drops

        def contrast() -> DataFrame | None:
            import pandas as pd

            rows = contrast_rows(given.records, given.peers.get("reasoning", []), given.analysis)
            return self.sort_rows(pd.DataFrame(rows)) if rows else None

        def page(meta: dict[str, Any]) -> Any:
            from .html import retrieval_part

            return retrieval_part(cells, drops.frame, meta, given.records)

        return compose(
            self,
            given,
            headline=lambda: shapes.headline(cells, drops),
            # Reasoning's leaderboard columns: end, middle, their difference, effective length.
            board=lambda model: shapes.board_columns(cells, model, drops.analysis.effective_threshold),
            contrast=contrast,
            contrast_lines=contrast_lines,  # one line per position compared with the end
            page=page,
        )
