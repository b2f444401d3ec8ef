"""The reasoning family's report: accuracy per cell and the end-to-middle drops, the paper's
tables, the effective length, and a page whose sample browser shows each sample's question
from the loaded tasks."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Protocol

from ...report.family_report import FamilyReport, ReportInput, compose
from ..base import Reporter
from . import effective
from . import tables as shapes

if TYPE_CHECKING:
    from pandas import DataFrame

    from .tasks import Task


class WithTasks(Protocol):
    """What the reporter reads of its family: the task registry (a plugin's tasks included)."""

    @property
    def tasks(self) -> dict[str, Task]: ...


class ReasoningReporter(Reporter):
    """The reasoning family's tables and page (its tasks, for chance and the questions shown,
    are the family's: a plugin's tasks count)."""

    cell_keys = shapes.CELL_KEYS
    headline_title = "Accuracy per cell and end-to-middle drop"
    cell_columns = staticmethod(shapes.cell_columns)
    cell_fields = shapes.CELL_FIELDS
    sort_rows = staticmethod(shapes.sort_rows)
    comparisons = staticmethod(shapes.comparison_specs)
    reference_cells = staticmethod(shapes.reference_cells)

    def __init__(self, family: WithTasks) -> None:
        self.family = family

    def rank_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        """The middle cells: what the benchmark measures (end and baseline are its controls,
        the probes its diagnostics), so a board ranks by holding up in the middle."""
        return cells[cells["position"] == "middle"], "middle accuracy (pooled over its tasks, fillers and tiers)"

    def report(self, given: ReportInput) -> FamilyReport:
        cells, drops = given.cells, given.drops
        threshold = drops.analysis.effective_threshold
        chance = effective.chance_of(self.family.tasks)
        # Made once for the notes, the tables and summary.json (and again by each when it failed).
        lengths = functools.cache(lambda: effective.effective_lengths(cells, threshold, chance))

        def notes() -> list[str]:
            power = shapes.power_line(cells, drops)
            said = effective.effective_lines(lengths(), threshold)
            return [line for line in (power, shapes.repeats_line(cells), *said) if line]

        def tables() -> dict[str, Any]:
            title = f"effective length (>= {threshold:.0%} of the model's no-filler baseline; the rule above)"
            extra = {title: effective.effective_table(lengths())}
            return {**shapes.paper_tables(cells, drops), **(extra if not lengths().empty else {})}

        def figures() -> dict[str, str]:
            from ...report.charts import svg

            return {name: svg(c) for name, c in effective.length_charts(cells, threshold).items()}

        def page(meta: dict[str, Any]) -> Any:
            from .browser import target_texts
            from .html import family_part

            texts = target_texts(given.records, self.family.tasks, (meta.get("settings") or {}).get("data_dir"))
            return family_part(cells, drops.frame, meta, given.records, texts, chance)

        return compose(
            self,
            given,
            headline=lambda: shapes.headline(cells, drops),
            notes=notes,
            tables=tables,
            # End and middle accuracy pooled over the model's cells, the drop between them with
            # its Newcombe interval, and the effective length at the middle per filler.
            board=lambda model: shapes.board_columns(cells, model, threshold, chance),
            figures=figures,
            summary=lambda: {
                "effective_length": lengths().to_dict("records"),
                "effective_length_rule": effective.rule(threshold),
            },
            page=page,
        )
