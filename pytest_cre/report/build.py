"""The one report builder: a run's records in, its tables, notes, files and terminal lines
out. The session calls it when a run ends, ``cre report`` on stored records."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..analysis.policy import Analysis
from ..analysis.tables import cells_table, compare_runs, drops_table, usage_table
from .files import FamilyTables, RunNotes, Written, attempt, write_reports
from .terminal import run_notes, summary_lines


@dataclass(frozen=True)
class Report:
    """Each family's tables of a set of records and what the outputs say besides them."""

    records: list[dict[str, Any]]
    families: dict[str, Any]
    analysis: Analysis
    tables: list[FamilyTables]
    notes: RunNotes

    def write(self, folder: Path, meta: dict[str, Any], records: list[dict[str, Any]] | None = None) -> Written:
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
    samples the run expected and never recorded (the cells table gets a ``missing`` column, and
    such a cell, and a comparison of it, reads as incomplete); ``why``: per model, why its cells
    did not run (the session knows: a missing key), for the line that names the planned
    comparisons that did not; ``skipped`` and ``warnings``: the session's lines for the notes.
    Records are grouped by family in the order families are registered. They come from
    ``run.loading.load_run``, whose sources have each number no summary can use read as
    missing (``core.record.bad_numbers``)."""
    by_family: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_family.setdefault(r["family"], []).append(r)
    unknown = set(by_family) - set(families)
    if unknown:
        raise ValueError(
            f"records of family {sorted(unknown)[0]!r}, which this installation does not "
            f"know (known: {', '.join(sorted(families))})"
        )
    tables = []
    if not by_family:  # nothing to report: the first family's (empty) tables
        by_family = {next(iter(families)): []}
    for name, family in families.items():
        recs = by_family.get(name)
        if recs is None:
            continue
        cells = cells_table(recs, family.reporter, prices, analysis.limit_hits, missing)
        drops = drops_table(recs, cells, family.reporter, analysis=analysis, planned=(planned or {}).get(name), why=why)
        prev = [r for r in previous or () if r["family"] == name]
        compare = compare_runs(recs, prev, family.reporter, analysis.limit_hits) if previous else None
        tables.append(FamilyTables(family, recs, cells, drops, compare))
    failures: list[str] = []
    tables = [_with_usage(_with_contrast(g, by_family, analysis, failures), prices, failures) for g in tables]
    warnings = [*warnings, *failures]
    notes = run_notes(tables, records, cache_mode, skipped, warnings)
    return Report(records, families, analysis, tables, notes)


def _with_contrast(
    g: FamilyTables, by_family: dict[str, list[dict[str, Any]]], analysis: Analysis, failures: list[str]
) -> FamilyTables:
    """``g`` with its reporter's contrast against the peer families the records hold (when it
    fails, ``failures`` says why and the rest of the report is made)."""
    peers = {name: by_family[name] for name in g.family.reporter.peers if name in by_family}
    if not peers:
        return g
    what = f"compute the contrast of {g.family.name}"
    contrast = attempt(what, lambda: g.family.reporter.contrast(g.records, peers, analysis), failures, None)
    return replace(g, contrast=contrast)


def _with_usage(g: FamilyTables, prices: Any, failures: list[str]) -> FamilyTables:
    """``g`` with its tokens and cost per model, made once for the terminal and the files."""
    what = f"compute the tokens and cost of {g.family.name}"
    return replace(g, usage=attempt(what, lambda: usage_table(g.records, prices), failures, None))
