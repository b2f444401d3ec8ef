"""The mrcr family's part of the report page: the headline per cell, each position against end
(the exact share's corrected comparisons and the ratio's paired tests) and every cell."""

from __future__ import annotations

from typing import Any

from ...report.html import Section, as_table, join, table_section
from ...report.page import Part

TITLE = "MRCR (multi-round co-reference)"


def family_part(headline: Any, drops: Any, paired: Any, cells: Any) -> Part:
    """The family's sections of a run's page (its report's ``page`` piece)."""
    return Part(
        TITLE,
        [
            Section("headline", "Mean ratio per cell", table_section(as_table(headline), "No conversations scored.")),
            Section(
                "against-end",
                "Against end",
                join(
                    [
                        table_section(as_table(paired), "No position beside an end cell."),
                        table_section(as_table(drops), "No exact-share comparison ran."),
                    ]
                ),
            ),
            Section("cells", "All cells", table_section(as_table(cells), "No cells.")),
        ],
    )
