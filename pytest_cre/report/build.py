"""The one report builder: a run's records in, its tables, notes, files and terminal lines
out. The session calls it when a run ends, ``cre report`` on stored records."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..analysis.policy import Analysis
from .files import FamilyTables, RunNotes, Written, family_tables, write_reports
from .terminal import run_notes, summary_lines


@dataclass(frozen=True)
class Report:
    """Each family's tables of a set of records and what the outputs say besides them."""

    records: list[dict[str, Any]]
    families: dict[str, Any]
    analysis: Analysis
    tables: list[FamilyTables]
    notes: RunNotes
    prices: Any = None

    def write(self, folder: Path, meta: dict[str, Any], write_records: bool = False) -> Written:
        """cells.csv, drops.csv, summary.json, summary.md and report.html (and records.jsonl
        when asked) in ``folder``."""
        return write_reports(folder, self, meta, write_records)

    def terminal_lines(self, compare_source: Path | None, skipped_too: list[str] | tuple[str, ...] = ()) -> list[str]:
        """The terminal summary: the skipped cells (and the session's ``skipped_too``), the
        headline tables and the notes."""
        notes = self.notes
        return [
            *notes.skipped,
            *skipped_too,
            *summary_lines(self.tables, compare_source, self.analysis.alpha, self.prices),
            *notes.endpoints,
            *([notes.cache] if notes.cache else []),
            *notes.warnings,
        ]


def build_report(
    records: list[dict[str, Any]],
    families: dict[str, Any],
    analysis: Analysis,
    *,
    previous: list[dict[str, Any]] | None = None,
    prices: Any = None,
    planned: dict[str, list[dict[str, Any]]] | None = None,
    missing: dict[str, int] | None = None,
    why: dict[str, str] | None = None,
    cache_mode: str = "on",
    skipped: list[str] | tuple[str, ...] = (),
    warnings: list[str] | tuple[str, ...] = (),
) -> Report:
    """The tables of ``records`` (with the earlier run's, ``previous``, for --cre-compare)
    under ``analysis``, corrected over the ``planned`` comparisons; ``missing``: per cell, the
    samples the run expected and never recorded; ``why``: per model, why its cells did not run;
    ``skipped`` and ``warnings``: the session's lines for the notes."""
    tables = family_tables(records, families, analysis, previous, prices, planned=planned, missing=missing, why=why)
    notes = run_notes(tables, records, cache_mode, skipped, warnings)
    return Report(records, families, analysis, tables, notes, prices)
