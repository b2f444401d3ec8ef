"""The one report builder: a run's records in, its tables, notes, files and terminal lines
out. The session calls it when a run ends, ``cre report`` on stored records."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from ..analysis.policy import Analysis
from ..analysis.tables import cells_table, compare_runs, drops_table, usage_table
from ..core.prices import PriceTable
from ..core.record import Record
from .family_report import WARNINGS, FamilyReport, ReportedFamily, ReportInput
from .files import FamilyTables, RunNotes, Written, write_reports
from .guard import attempt
from .terminal import prompt_counts, run_notes, summary_lines


@dataclass(frozen=True)
class Report:
    """Each family's tables of a set of records and what the outputs say besides them."""

    records: list[Record]
    families: dict[str, ReportedFamily]
    analysis: Analysis
    tables: list[FamilyTables]
    notes: RunNotes

    def write(self, folder: Path, meta: dict[str, Any], records: list[Record] | None = None) -> Written:
        """cells.csv, drops.csv, summary.json, summary.md and report.html in ``folder`` (and
        ``records`` into its records.jsonl, when given)."""
        return write_reports(folder, self, meta, records)

    def terminal_lines(self, compare_source: Path | None, skipped_too: list[str] | tuple[str, ...] = ()) -> list[str]:
        """The terminal summary: the skipped cells (and the session's ``skipped_too``), the
        headline tables and the notes."""
        notes = self.notes
        return [
            *notes.skipped,
            *skipped_too,
            *summary_lines(self.tables, compare_source, self.analysis.alpha),
            *notes.endpoints,
            *([notes.cache] if notes.cache else []),
            *notes.warnings,
        ]


def build_report(
    records: list[Record],
    families: Mapping[str, ReportedFamily],
    analysis: Analysis,
    *,
    previous: list[Record] | None = None,
    prices: PriceTable | None = None,
    planned: dict[str, list[dict[str, Any]]] | None = None,
    missing: dict[str, int] | None = None,
    why: dict[str, str] | None = None,
    cache_mode: str = "on",
    skipped: list[str] | tuple[str, ...] = (),
    warnings: list[str] | tuple[str, ...] = (),
    settings: Mapping[str, Any] | None = None,
    n_max: int | None = None,
) -> Report:
    """The tables of ``records`` (with the earlier run's, ``previous``, for --cre-compare)
    under ``analysis``, corrected over the ``planned`` comparisons; ``missing``: per cell, the
    samples the run expected and never recorded (the cells table gets a ``missing`` column, and
    such a cell, and a comparison of it, reads as incomplete); ``why``: per model, why its cells
    did not run (the session knows: a missing key), for the line that names the planned
    comparisons that did not; ``skipped`` and ``warnings``: the session's lines for the notes;
    ``settings``: the run's options as run.json keeps them (what a family's page reads);
    ``n_max``: the run's --cre-n, the cap an adaptive analysis tests against.
    Each family's reporter is asked once for its ``FamilyReport``.
    Records are grouped by family in the order families are registered. They come from
    ``run.loading.load_run``, whose sources have each number no summary can use read as
    missing (``core.record.bad_numbers``)."""
    by_family: dict[str, list[Record]] = {}
    for r in records:
        by_family.setdefault(r["family"], []).append(r)
    unknown = set(by_family) - set(families)
    if unknown:
        raise ValueError(
            f"records of family {sorted(unknown)[0]!r}, which this installation does not "
            f"know (known: {', '.join(sorted(families))})"
        )
    if not by_family:  # nothing to report: the first family's (empty) tables
        by_family = {next(iter(families)): []}
    failures: list[str] = []
    tables = []
    for name, family in families.items():
        recs = by_family.get(name)
        if recs is None:
            continue
        reporter = family.reporter
        cells = cells_table(recs, reporter, prices, analysis.limit_hits, missing)
        drops = drops_table(
            recs, cells, reporter, analysis=analysis, planned=(planned or {}).get(name), why=why, n_max=n_max
        )
        prev = [r for r in previous or () if r["family"] == name]
        compare = compare_runs(cells, prev, reporter, analysis.limit_hits) if previous else None
        peers = {peer: by_family[peer] for peer in reporter.peers if peer in by_family}
        given = ReportInput(name, cells, drops, analysis, recs, peers, compare, settings or {})
        what = f"compute the tokens and cost of {name}"
        usage = attempt(what, partial(usage_table, recs, prices), failures, None)
        # The family's one call: what it shows, every piece made under its own guard by
        # ``compose``; a reporter whose ``report`` itself fails costs its own sections only, and
        # is a failed piece as theirs would be (an error of the outputs, not a warning).
        said: list[str] = []
        shown = attempt(f"make the report of {name}", partial(reporter.report, given), said, None)
        if shown is None:
            shown = FamilyReport(reporter.headline_title, failures={"report": said[0]})
        failures += [shown.failures[piece] for piece in WARNINGS if piece in shown.failures]
        tables.append(FamilyTables(family, recs, cells, drops, compare, shown, usage, prompt_counts(recs)))
    warnings = [*warnings, *failures]
    notes = run_notes(tables, records, cache_mode, skipped, warnings)
    return Report(records, dict(families), analysis, tables, notes)
