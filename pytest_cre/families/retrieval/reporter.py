"""The retrieval family's report: its cells and drops in the reasoning family's shapes, and the
contrast with reasoning's cells at the same coordinates."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ...analysis.tables import rate
from ...report.family_report import FamilyReport, ReportInput, compose
from ..base import Reporter
from ..reasoning import effective
from ..reasoning import tables as shapes
from .contrast import contrast_lines, contrast_rows
from .options import SINGLE, sort_by_variant, variant_rank

if TYPE_CHECKING:
    from pandas import DataFrame

    from ...analysis.policy import Analysis
    from ...analysis.tables import ComparisonTable
    from ..reasoning.family import ReasoningFamily


class WithReasoning(Protocol):
    """What the reporter reads of its family: the registered reasoning family it is built on."""

    @property
    def reasoning(self) -> ReasoningFamily: ...


# What ``cell_columns`` reads of a cell's records (the reporter's ``cell_fields``).
CELL_FIELDS = (
    "prompt_tokens", "pair_prompt_tokens", "needle", "values_found", "distractor_given", "exact_match", "maxgen_hit",
)  # fmt: skip


def cell_columns(group: DataFrame, scored: DataFrame) -> dict[str, Any]:
    """Exact matches (the score asks only that the value appear), max-gen hits, and the
    mean tokens by which the cell's prompts differ from their reasoning pairs' (the needle and
    its question against the target block and the closing; the filler is the same). A
    multi-needle variant's cell adds RULER's score, the mean share of asked
    values found (``values_found``; ``acc`` is the share of samples with every value), and the
    share of answers holding a distractor's value."""
    paired = group[["prompt_tokens", "pair_prompt_tokens"]].dropna() if "pair_prompt_tokens" in group else None
    multi = (
        {}
        if group["needle"].iloc[0] == SINGLE  # a label column (``cell_keys``), filled for older records
        else {
            "values_found": float(scored["values_found"].dropna().mean())
            if "values_found" in scored and scored["values_found"].notna().any()
            else math.nan,
            "distractor_given": rate(scored, "distractor_given"),
        }
    )
    return {
        **multi,
        "exact": rate(scored, "exact_match"),
        "maxgen_hits": shapes.maxgen_hits(group),
        "tokens_vs_pair": (
            float((paired["prompt_tokens"] - paired["pair_prompt_tokens"]).mean())
            if paired is not None and len(paired)
            else math.nan
        ),
    }


def by_variant(frame: DataFrame) -> list[tuple[str, DataFrame]]:
    """A cells frame per needle variant, in ``variant_rank`` order: one (``single``, the frame)
    where the run has no multi-needle variant, as before."""
    if frame.empty or "needle" not in frame:
        return [(SINGLE, frame)]
    needle = frame["needle"].fillna(SINGLE)
    return [(v, frame[needle == v]) for v in sorted(needle.unique(), key=variant_rank)]


def per_variant(make: Callable[[DataFrame], DataFrame], frame: DataFrame) -> DataFrame:
    """``make`` (a table of reasoning's shape) on each variant's cells, a ``needle`` column first
    where the run has a multi-needle variant (a single-needle run's table is as it was)."""
    import pandas as pd

    parts = by_variant(frame)
    if len(parts) == 1 and parts[0][0] == SINGLE:
        return make(frame)
    tables = [make(cells).assign(needle=v) for v, cells in parts]
    out = pd.concat([t for t in tables if not t.empty] or tables, ignore_index=True)
    return out[["needle", *(c for c in out.columns if c != "needle")]]


class RetrievalReporter(Reporter):
    """Its cells and drops in the reasoning family's shapes, and the contrast with reasoning's
    cells at the same coordinates."""

    headline_title = "Retrieval accuracy per cell and end-to-middle drop"
    cell_columns = staticmethod(cell_columns)
    cell_fields = CELL_FIELDS
    peers = ("reasoning",)
    contrast_title = "Retrieval beside reasoning (same coordinates, same filler draws)"
    # A record written before the needle variants has no ``needle``: it had one needle.
    cell_key_defaults: ClassVar[Mapping[str, Any]] = {"needle": SINGLE}

    def __init__(self, family: WithReasoning) -> None:
        self.family = family

    # Its cells are the registered reasoning family's (``RetrievalFamily.expand``), so their
    # label columns (after the needle variant, which every row names), row order, comparisons
    # and reference cells are that family's reporter's (a replaced reasoning reporter's
    # included), read when asked: the family binds late.
    @property
    def cell_keys(self) -> tuple[str, ...]:  # type: ignore[override]  # read-only: the bound family's
        return ("needle", *self.family.reasoning.reporter.cell_keys)

    def sort_rows(self, frame: DataFrame) -> DataFrame:
        # Reasoning's order within each needle variant.
        return sort_by_variant(self.family.reasoning.reporter.sort_rows(frame))

    def comparisons(self, cells: DataFrame, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
        # Reasoning's comparisons within each variant's cells, never across two variants.
        out = []
        for variant, mine in by_variant(cells):
            for labels, cell, base in self.family.reasoning.reporter.comparisons(mine, analysis):
                out.append(({**labels, "needle": variant} if variant != SINGLE else labels, cell, base))
        return out

    def reference_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        return self.family.reasoning.reporter.reference_cells(cells)

    def rank_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        """The middle cells, as reasoning's board: the middle is what the family measures (end
        and baseline are its controls), and the row's columns beside the score are reasoning's."""
        variant, mine = by_variant(cells)[0]  # one measure: the first variant run (single, if run)
        middle = mine[mine["position"] == "middle"]
        said = "" if variant == SINGLE else f" of {variant} needles"
        return middle, f"middle retrieval accuracy{said} (pooled over its tasks, fillers and tiers)"

    def report(self, given: ReportInput) -> FamilyReport:
        cells, drops = given.cells, given.drops

        threshold = drops.analysis.effective_threshold
        multi = [v for v, _ in by_variant(cells) if v != SINGLE]

        def contrast() -> DataFrame | None:
            import pandas as pd

            rows = contrast_rows(given.records, given.peers.get("reasoning", []), given.analysis)
            return self.sort_rows(pd.DataFrame(rows)) if rows else None

        def lengths(mine: DataFrame) -> DataFrame:
            # Against the variant's own no-filler baseline (its needles alone); a value is never
            # guessed, so chance is 0.
            return effective.effective_lengths(mine, threshold)

        def notes() -> list[str]:  # only where the run has a multi-needle variant
            lines = []
            for variant, mine in by_variant(cells):  # each arm's line names its variant; the rule follows once
                *said, _rule = effective.effective_lines(lengths(mine), threshold) or [""]
                lines += [line.replace("effective length", f"effective length {variant}", 1) for line in said]
            if lines:
                lines.append(effective.rule(threshold) + "; a variant's baseline: its needles alone")
            lines.append(
                "multi-needle accuracy: the share of answers holding every asked value (RULER's "
                "string_match_all scores them 1); values_found in cells.csv: RULER's score, the mean share "
                "of the asked values an answer holds"
            )
            return lines

        def tables() -> dict[str, Any]:  # only where the run has a multi-needle variant
            title = f"effective length per needle variant (>= {threshold:.0%} of the variant's no-filler baseline)"
            return {title: per_variant(lambda mine: effective.effective_table(lengths(mine)), cells)}

        def drops_of(mine: DataFrame) -> ComparisonTable:
            """The comparisons of one variant's cells (reasoning's headline reads them by arm)."""
            frame = drops.frame
            if not multi or frame.empty or "cell_id" not in frame:
                return drops
            return replace(drops, frame=frame[frame["cell_id"].isin(set(mine["cell_id"]))])

        def page(meta: dict[str, Any]) -> Any:
            from .html import retrieval_part

            return retrieval_part(cells, drops.frame, meta, given.records)

        return compose(
            self,
            given,
            headline=lambda: per_variant(lambda c: shapes.headline(c, drops_of(c)), cells),
            notes=notes if multi else None,
            tables=tables if multi else None,
            # Reasoning's leaderboard columns: end, middle, their difference, effective length
            # (of the first variant run: a board ranks one measure).
            board=lambda model: shapes.board_columns(by_variant(cells)[0][1], model, threshold),
            contrast=contrast,
            contrast_lines=contrast_lines,  # one line per position compared with the end
            page=page,
        )
