"""The mrcr family's report: the mean ratio per cell with its interval and the exact share, each
position against end, and its part of the page."""

from __future__ import annotations

import functools
from typing import Any

from ...report.family_report import FamilyReport, ReportInput, compose
from ..base import Reporter
from . import tables as shapes


class MrcrReporter(Reporter):
    """The mrcr family's tables and page."""

    cell_keys = shapes.CELL_KEYS
    headline_title = "MRCR: mean ratio per cell"
    cell_columns = staticmethod(shapes.cell_columns)
    cell_fields = shapes.CELL_FIELDS
    sort_rows = staticmethod(shapes.sort_rows)
    comparisons = staticmethod(shapes.comparisons)

    def report(self, given: ReportInput) -> FamilyReport:
        cells, drops = given.cells, given.drops

        @functools.cache  # one table for the files, the terminal and the page
        def paired() -> Any:
            return shapes.ratio_tests(cells, given.records, given.analysis)

        def tables() -> dict[str, Any]:
            table = paired()
            return {"mean ratio against end (paired t, uncorrected)": table} if not table.empty else {}

        def page(meta: dict[str, Any]) -> Any:
            from .html import family_part

            return family_part(shapes.headline(cells), drops, paired(), cells)

        return compose(
            self,
            given,
            headline=lambda: shapes.headline(cells),
            tables=tables,
            terminal_lines=lambda: shapes.terminal_lines(cells, drops, paired()),
            page=page,
        )
