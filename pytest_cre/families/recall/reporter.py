"""The recall family's report: line recall per model and corpus, by depth and across corpus
sizes, its own limit-hit line (it scores what was produced), and every target's diff."""

from __future__ import annotations

from typing import Any

from ...report.family_report import FamilyReport, ReportInput, compose
from ..base import Reporter
from . import tables as shapes


class RecallReporter(Reporter):
    """The recall family's tables and page."""

    cell_keys = shapes.CELL_KEYS
    headline_title = "Function recall per model and corpus"
    cell_columns = staticmethod(shapes.cell_columns)
    cell_fields = shapes.CELL_FIELDS
    sort_rows = staticmethod(shapes.sort_rows)
    comparisons = staticmethod(shapes.comparisons)
    reference_cells = staticmethod(shapes.reference_cells)

    def report(self, given: ReportInput) -> FamilyReport:
        cells, drops = given.cells, given.drops

        def page(meta: dict[str, Any]) -> Any:
            from .html import family_part

            depth = shapes.by_depth(cells) if not cells.empty else None
            headline = shapes.headline(cells, None)
            return family_part(cells, drops.frame, meta, headline=headline, depth=depth, records=given.records)

        return compose(
            self,
            given,
            headline=lambda: shapes.headline(cells, drops),
            notes=lambda: shapes.notes(cells, drops),
            limit_hits=lambda: shapes.limit_hits_line(cells, given.analysis),
            tables=lambda: shapes.tables(cells, drops),
            terminal_lines=lambda: shapes.terminal_lines(cells, drops),
            page=page,
        )
