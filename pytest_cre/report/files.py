"""Every file of a run folder, as pure functions of the records and the analysis policy.

``write_reports`` writes a ``report.build.Report`` (each family's tables, from ``analysis.tables``
with the family's ``Reporter``, and what the outputs say besides them); its own sections
(headline, paper tables, report page) are fields of the family's ``FamilyReport``, only read
here. The session and ``cre report`` both build one.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..analysis.policy import Analysis
from ..analysis.tables import (
    ADAPTIVE_COLUMNS,
    ComparisonTable,
    adaptive_lines,
    families_table,
    not_run_line,
    threshold_line,
)
from ..core.atomic import atomic_write
from ..core.record import record_line
from .family_report import WARNINGS
from .guard import attempt
from .samples import FOLDER as SAMPLES_FOLDER

if TYPE_CHECKING:
    from pandas import DataFrame

    from ..core.record import Record
    from .family_report import FamilyReport, ReportedFamily
    from .page import Part


def markdown_table(df: DataFrame | None) -> str:
    if df is None or df.empty:
        return "_(empty)_\n"
    cols = list(df.columns)
    lines = ["| " + " | ".join(map(str, cols)) + " |", "|" + "---|" * len(cols)]
    for _, r in df.iterrows():
        lines.append("| " + " | ".join(_cell(r[c]) for c in cols) + " |")
    return "\n".join(lines) + "\n"


def _cell(v: object) -> str:
    if isinstance(v, float):
        return "" if math.isnan(v) else f"{v:.4g}"
    return str(v)


def _jsonable(df: DataFrame | None) -> list[dict[str, Any]]:
    if df is None or df.empty:
        return []
    return json.loads(rounded(df).to_json(orient="records"))


def round_value(column: str, value: Any) -> Any:
    """A number as people read it in files and junit properties: 4 decimals (``drop_pp`` 8.0,
    not 7.9999999999999964); p-values and thresholds (``p_*``, ``threshold``) to 4 significant
    digits, so a p of 3e-9 stays 3e-9. Anything else as it is."""
    if not isinstance(value, float) or math.isnan(value) or math.isinf(value):
        return value
    if column.startswith("p_") or column == "threshold":
        return float(f"{value:.4g}")
    return round(value, 4)


def rounded(df: DataFrame) -> DataFrame:
    """A table with every float column rounded by ``round_value`` (the tables in memory keep
    full precision; every figure can be redone from k and n)."""
    if df is None or df.empty:
        return df
    out = df.copy()
    for column in out.columns:
        if out[column].dtype.kind == "f":
            out[column] = out[column].map(lambda v, c=str(column): round_value(c, float(v)))
    return out


@dataclass(frozen=True)
class FamilyTables:
    """One family's tables of a run, and what it shows of them (its ``Reporter.report``)."""

    family: ReportedFamily
    records: list[Record]
    cells: DataFrame
    drops: ComparisonTable
    compare: DataFrame | None
    report: FamilyReport
    usage: DataFrame | None  # tokens and cost per model (``usage_table``), made once for every output; None: it failed
    # Prompt tokens reported and assembled per (model, tokenizer) (``terminal.prompt_counts``),
    # made once: the tokens lines and the tokenizer warning read them.
    prompt_counts: dict[tuple[str, str], tuple[int, int]]


def marks_line(groups: list[FamilyTables]) -> str | None:
    """The legend of the marks in the headline tables, when a table shows one (None otherwise):
    the page's marks (``html.MARKS_NOTE``), explained by cells.csv's columns."""
    from .html import INCOMPLETE_MARK, SIG_MARK

    incomplete = any(bool(g.cells["incomplete"].any()) for g in groups if "incomplete" in g.cells)
    significant = any(
        bool(g.drops.frame["significant"].any())
        for g in groups
        if not g.drops.frame.empty and "significant" in g.drops.frame
    )
    if not (incomplete or significant):
        return None
    uncorrected = all(g.drops.analysis.correction == "none" for g in groups)
    sig = "significant at p < alpha (no correction)" if uncorrected else "significant after correction"
    return (
        f"marks: {SIG_MARK} {sig}; {INCOMPLETE_MARK} incomplete: some samples "
        "not scored (an endpoint outcome: n_* in cells.csv) or missing (the run was cut short: "
        "missing in cells.csv)"
        + (
            f"; an incomplete comparison is not tested and carries no {SIG_MARK}: Fisher's test compares the "
            "cells' counts, not complete pairs (no p_adjusted in drops.csv)"
            if incomplete
            else ""
        )
    )


@dataclass(frozen=True)
class RunNotes:
    """What every output of a run says besides its tables (the terminal, summary.md and
    summary.json alike), computed once by ``report.terminal.run_notes``: the selected cells
    that were skipped and why, the replica and stopped-model lines, where the answers came
    from, and the warnings (a setup that looks broken, silent truncation, a torn record)."""

    skipped: tuple[str, ...] = ()
    endpoints: tuple[str, ...] = ()
    cache: str | None = None
    warnings: tuple[str, ...] = ()

    def lines(self) -> list[str]:
        return [*self.skipped, *self.endpoints, *([self.cache] if self.cache else []), *self.warnings]

    def to_dict(self) -> dict[str, Any]:
        return {
            "skipped": list(self.skipped),
            "endpoints": list(self.endpoints),
            "cache": self.cache,
            "warnings": list(self.warnings),
        }


def status_line(meta: dict[str, Any]) -> str | None:
    """One line saying a run did not finish (``meta["status"]`` interrupted or partial): which
    cells are incomplete and how to resume; None for a complete run."""
    status = meta.get("status")
    if status in (None, "complete"):
        return None
    cells = meta.get("incomplete_cells") or []
    what = {
        "interrupted": "INTERRUPTED: the run was stopped before every cell ran",
        "in_progress": "INTERRUPTED: the run never finished (its process was killed, or it is still running)",
    }.get(status, "PARTIAL: not every sample of the run was answered")
    if cells:
        shown = ", ".join(cells[:5]) + (f" and {len(cells) - 5} more" if len(cells) > 5 else "")
        what += f"; incomplete cells: {shown}"
    resume = meta.get("resume")
    resume = resume or "to resume, run the same pytest command again (finished samples come from the cache)"
    return f"{what}. {resume[0].upper() + resume[1:]}."


@dataclass(frozen=True)
class Written:
    """The files ``write_reports`` wrote, by name, and a line for each piece (a file, a table,
    a line) that failed while the rest was written."""

    paths: dict[str, Path]
    failures: list[str] = field(default_factory=list)


def concat_tables(frames: list[DataFrame]) -> DataFrame:
    """One table of several families' rows (their columns united)."""
    import pandas as pd

    frames = [f for f in frames if not f.empty] or frames[:1]
    return frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)


def report_html(meta: dict[str, Any], groups: list[FamilyTables], parts: dict[str, Part], status: str | None) -> str:
    """report.html: one document whatever families ran, its header the run's ``meta`` (only what
    has a value), each family's limit-hit rule and significance rows, then each family's part
    (``FamilyReport.page``)."""
    from .page import SAID_BY_SIGNIFICANCE, report_page, significance_rows

    head = {
        k: v
        for k, v in meta.items()
        if k not in SAID_BY_SIGNIFICANCE
        and k != "limit_hits"
        and k != "resume"
        and not (k == "status" and v == "complete")
    }  # the banner says how to resume
    for g in groups:
        label = g.family.name if len(groups) > 1 else ""
        # a family may count its limit hits its own way (recall scores the lines produced)
        line = g.report.limit_hits
        if line:  # else its report failed, and the page says nothing of it
            head["limit hits" + (f" ({label})" if label else "")] = line.split(": ", 1)[-1]
        head.update(significance_rows(g.drops, label))
    return report_page(f"pytest-cre report {meta['run_id']}", head, parts, banner=status)


class ReportParts(Protocol):
    """What the files are written from (``report.build.Report`` has it): named here so this
    module never imports the builder that imports it."""

    @property
    def records(self) -> list[Record]: ...
    @property
    def families(self) -> dict[str, ReportedFamily]: ...
    @property
    def analysis(self) -> Analysis: ...
    @property
    def tables(self) -> list[FamilyTables]: ...
    @property
    def notes(self) -> RunNotes: ...


def write_reports(
    run_dir: Path, report: ReportParts, meta: dict[str, Any] | None = None, records: list[Record] | None = None
) -> Written:
    """Write cells.csv, drops.csv, summary.json, summary.md and report.html (and ``records``
    into records.jsonl, when given) into run_dir: each a pure function of the
    ``report.build.Report`` (its records, policy, tables and notes) and the run's ``meta``, made
    by its own function below. A file, table or line that fails is left out with a line saying so
    (``Written.failures``, and in summary.md), never the rest."""
    groups, analysis = report.tables, report.analysis
    failures: list[str] = []
    run_dir.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}

    def write(name: str, make: Callable[[], str]) -> None:
        path = run_dir / name
        if attempt(f"write {name}", lambda: _write_in(path, make()), failures, False):
            written[name] = path

    if records is not None:
        write("records.jsonl", lambda: "".join(record_line(r, report.families) for r in records))
    write("cells.csv", lambda: rounded(concat_tables([g.cells for g in groups])).to_csv(index=False))
    write("drops.csv", lambda: rounded(concat_tables([g.drops.frame for g in groups])).to_csv(index=False))
    base_meta = {
        "run_id": run_dir.name,
        **(meta or {}),
        "alpha": analysis.alpha,
        "correction": analysis.correction,
        "alternative": analysis.alternative,
        "limit_hits": analysis.limit_hits,
    }
    status = status_line(base_meta)
    base_meta.update(report.notes.to_dict())
    marks = attempt("write the legend of the marks", lambda: marks_line(groups), failures, None)
    summaries: dict[str, Any] = {}
    parts: dict[str, Part] = {}
    md: list[str] = []
    for g in groups:  # each family's part of every file, in the order its pieces were always made
        part, figures = g.report.page(), g.report.figures()  # made now, so their failures are said too
        # the pieces its report could not make (a contrast's the build put in the notes: a warning)
        failures.extend(line for piece, line in g.report.failures.items() if piece not in WARNINGS)
        facts = _facts(g, failures)
        summaries[g.family.name] = _family_json(g, facts, failures)
        md += _family_md(g, facts, marks, failures)
        if part is not None:
            parts[g.family.name] = part
            for file_name, text in part.files.items():
                write(file_name, functools.partial(str, text))
        for file_name, text in figures.items():
            write(f"figures/{file_name}", functools.partial(str, text))
    write("summary.json", lambda: json.dumps({"meta": base_meta, "families": summaries}, indent=1, default=str))
    write("summary.md", lambda: _summary_md(base_meta, status, report.notes, failures, md))
    write("report.html", lambda: report_html(base_meta, groups, parts, status))
    for folder in OWN_FOLDERS:
        _remove_stale(run_dir / folder, {run_dir / name for name in written})
    return Written(written, failures)


# Folders only write_reports fills: rewriting a folder (an earlier re-analysis's, replaced)
# leaves in them only what it wrote now, so no figure or sample file of the last policy or pool
# stays beside the page as if it were this one's (one that failed to draw now is gone, not old).
OWN_FOLDERS = (SAMPLES_FOLDER, "figures")


def _remove_stale(folder: Path, written: set[Path]) -> None:
    if folder.is_dir():
        for path in folder.iterdir():
            if path.is_file() and path not in written:
                path.unlink(missing_ok=True)


@dataclass(frozen=True)
class _Facts:
    """What several files say of one family, computed once: its notes (the power line first),
    its threshold line, its tokens and cost, and an adaptive run's design and stops."""

    notes: list[str]
    threshold: str
    usage: DataFrame | None
    adaptive: list[str] = field(default_factory=list)


def _facts(g: FamilyTables, failures: list[str]) -> _Facts:
    name = g.family.name
    threshold = attempt(f"write the threshold line of {name}", lambda: threshold_line(g.drops), failures, "")
    adaptive = attempt(f"write the adaptive design of {name}", lambda: adaptive_lines(g.drops), failures, list[str]())
    return _Facts(list(g.report.notes), threshold, g.usage, adaptive)


def _family_json(g: FamilyTables, facts: _Facts, failures: list[str]) -> dict[str, Any]:
    """The family's entry of summary.json."""
    name, contrast = g.family.name, g.report.contrast

    def put(what: str, make: Callable[[], Any]) -> Any:
        return attempt(f"put {what} of {name} in summary.json", make, failures, NO_ROWS)

    return {
        "meta": attempt(
            f"describe the correction groups of {name}",
            lambda: _family_meta(g, facts.threshold, facts.adaptive),
            failures,
            dict[str, Any](),
        ),
        "power": facts.notes[0] if facts.notes else None,
        "cells": put("the cells", lambda: _jsonable(g.cells)),
        "comparisons": put("the comparisons", lambda: _jsonable(g.drops.frame)),
        "compare": put("the comparison with the earlier run", lambda: _jsonable(g.compare)),
        "usage": put("the tokens and cost", lambda: _jsonable(facts.usage)),
        **({"contrast": put("the contrast", lambda: _jsonable(contrast))} if contrast is not None else {}),
        **g.report.summary,
    }


def _family_md(g: FamilyTables, facts: _Facts, marks: str | None, failures: list[str]) -> list[str]:
    """The family's lines of summary.md; a piece that fails is left out (``failures`` says so)."""
    name, shown = g.family.name, g.report
    md: list[str] = []

    def section(what: str, make: Callable[[], list[str]]) -> None:
        md.extend(attempt(what, make, failures, []))

    unrun = attempt(f"write the not-run line of {name}", lambda: not_run_line(g.drops), failures, None)
    md.extend([facts.threshold, "", *([unrun, ""] if unrun else [])])
    if facts.adaptive:  # the design line, one list item per comparison's stop, the requests line
        md.extend([facts.adaptive[0], "", *facts.adaptive[1:-1], "", facts.adaptive[-1], ""])
    if shown.limit_hits:  # else it failed (or the whole report did), and a line says so
        md.extend([shown.limit_hits, ""])
    for note in facts.notes:
        md.extend([note, ""])
    if shown.headline is not None:
        section(
            f"write the headline table of {name}",
            lambda: [f"## {shown.headline_title}", "", markdown_table(shown.headline)],
        )
    if marks:
        md.extend([marks, ""])
    section(
        f"write the paper tables of {name}",
        lambda: [line for title, table in shown.tables.items() for line in (f"## {title}", "", markdown_table(table))],
    )
    if shown.contrast is not None:
        section(
            f"write the contrast of {name}",
            lambda: [f"## {shown.contrast_title}", "", markdown_table(shown.contrast)],
        )
    if g.compare is not None:
        section(
            f"write the change against the previous run of {name}",
            lambda: ["## Change against the previous run", "", markdown_table(g.compare)],
        )
    section(f"write the correction groups of {name}", lambda: _groups_md(g))
    md.extend(
        [
            "## Tokens and cost",
            "",
            "Tokens the endpoints reported; cost at the list prices of the day "
            "in price_checked (empty: no price for the model).",
            "",
        ]
    )
    section(f"write the tokens and cost of {name}", lambda: [markdown_table(facts.usage)])
    section(f"write all comparisons of {name}", lambda: _comparisons_md(g))
    return md


def _summary_md(
    base_meta: dict[str, Any], status: str | None, notes: RunNotes, failures: list[str], families: list[str]
) -> str:
    """summary.md: its title, the run's status and notes, what could not be done (if anything),
    then each family's lines."""
    md = [f"# pytest-cre summary: {base_meta['run_id']}", ""]
    if status:
        md += [f"**{status}**", ""]
    md += [f"- {line}" for line in notes.lines()] + ([""] if notes.lines() else [])
    said = [f"- **{failure}**" for failure in failures] + ([""] if failures else [])
    return "\n".join([*md, *said, *families])


# What summary.json holds where a table could not be made (never mutated: written as it is).
NO_ROWS: list[dict[str, Any]] = []


def _write_in(path: Path, text: str) -> bool:
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text)
    return True


def _family_meta(g: FamilyTables, threshold: str, adaptive: list[str]) -> dict[str, Any]:
    return {
        "family_size": g.drops.adjusted.family_size,
        "threshold": threshold,
        "correction_groups": [
            {
                "name": f.name,
                "planned": f.planned,
                "ran": f.ran,
                "alternative": f.alternative,
                "threshold": f.adjusted.threshold,
            }
            for f in g.drops.families
        ],
        **({"adaptive": adaptive} if adaptive else {}),
    }


def _groups_md(g: FamilyTables) -> list[str]:
    if len(g.drops.families) > 1 or any(f.ran < f.planned for f in g.drops.families):
        return ["## Correction groups", "", markdown_table(families_table(g.drops))]
    return []


def _comparisons_md(g: FamilyTables) -> list[str]:
    frame = g.drops.frame
    arm = [k for k in g.family.reporter.cell_keys if k != "position"]
    columns = [
        c
        for c in (
            *arm,
            "comparison",
            "acc",
            "baseline_acc",
            "drop_pp",
            "p_value",
            "p_mcnemar",
            "p_adjusted",
            "significant",
            *ADAPTIVE_COLUMNS,
        )
        if c in frame
    ]
    return ["## All comparisons", "", markdown_table(frame[columns] if not frame.empty else frame)]
