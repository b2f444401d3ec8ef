"""A family's report as one value: what a family shows of a run (its headline, the lines under
it, its titled tables, its own summary.json entries, figures, leaderboard columns, the contrast
with its peers and its part of the page), made once by ``Reporter.report`` and only read by
the terminal, the files, the page and the board.

``compose`` is how a reporter makes one: it gives the pieces it has its own way of making, the
defaults make the rest, and each piece is made under its own guard, so a piece that fails is one
line (``FamilyReport.failures``) and costs no other piece. The page and the figures (the costly
pieces: a page may read task data and draw SVGs) are made only when an output asks for them,
once: ``cre board`` reads the board columns and ``pytest_cre.load`` the contrast, never them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from ..analysis.tables import ComparisonTable, limit_hits_line
from ..core.record import Record
from .guard import attempt
from .html import Section, html_table
from .page import Part

if TYPE_CHECKING:
    from pandas import DataFrame

    from ..analysis.policy import Analysis

T = TypeVar("T")


@dataclass(frozen=True)
class ReportInput:
    """What a family's report is made from: its cells and comparisons tables, the policy, its
    records, the ``peers``' records (by family, those of the run that has them: a reporter's
    ``peers``), the change against an earlier run (``compare``, None without one) and the run's
    options as run.json keeps them (``settings``)."""

    family: str
    cells: DataFrame
    drops: ComparisonTable
    analysis: Analysis
    records: list[Record]
    peers: Mapping[str, list[Record]] = field(default_factory=dict)
    compare: DataFrame | None = None
    settings: Mapping[str, Any] = field(default_factory=dict)


class Once(Generic[T]):
    """A piece made when first asked for, and only then: ``once()`` makes it the first time and
    gives the same value every time after (its maker is then dropped)."""

    def __init__(self, make: Callable[[], T]) -> None:
        self._make: Callable[[], T] | None = make
        self._value: T

    def __call__(self) -> T:
        if self._make is not None:
            self._value = self._make()
            self._make = None
        return self._value


def _no_figures() -> Mapping[str, str]:
    return {}


def _no_page() -> Part | None:
    return None


@dataclass(frozen=True)
class FamilyReport:
    """Everything a family shows of a run, made once. ``headline`` is None when it could not be
    made; ``board``: per model, the family's own columns of its leaderboard row; ``contrast``:
    its table beside its peers' cells (None: no peers ran); ``figures()`` and ``page()`` (its
    part of report.html, None when it failed) are made when first called, once; ``failures``:
    by piece (``PIECES``), the line saying it failed (a lazy piece's once it was asked for;
    ``"report"``: the reporter's ``report`` itself failed, and no piece was made)."""

    headline_title: str
    headline: DataFrame | None = None
    notes: tuple[str, ...] = ()
    limit_hits: str = ""
    tables: Mapping[str, DataFrame] = field(default_factory=dict)
    summary: Mapping[str, Any] = field(default_factory=dict)
    figures: Callable[[], Mapping[str, str]] = _no_figures
    board: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    contrast_title: str = ""
    contrast: DataFrame | None = None
    contrast_lines: tuple[str, ...] = ()
    terminal_lines: tuple[str, ...] = ()
    page: Callable[[], Part | None] = _no_page
    failures: Mapping[str, str] = field(default_factory=dict)


class FamilyReporter(Protocol):
    """What the report layer reads of a family's reporter (``families.base.Reporter`` has it):
    named here, since the families import this layer and never the other way round."""

    @property
    def cell_keys(self) -> tuple[str, ...]: ...
    @property
    def cell_key_defaults(self) -> Mapping[str, Any]: ...
    @property
    def headline_title(self) -> str: ...
    @property
    def peers(self) -> tuple[str, ...]: ...
    @property
    def contrast_title(self) -> str: ...

    @property
    def cell_fields(self) -> tuple[str, ...] | None: ...

    def cell_columns(self, group: DataFrame, scored: DataFrame) -> dict[str, Any]: ...
    def sort_rows(self, frame: DataFrame) -> DataFrame: ...
    def comparisons(self, cells: DataFrame, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]: ...
    def rank_cells(self, cells: DataFrame) -> tuple[DataFrame, str]: ...
    def reference_cells(self, cells: DataFrame) -> tuple[DataFrame, str]: ...
    def report(self, given: ReportInput) -> FamilyReport: ...


class ReportedFamily(Protocol):
    """What the report layer reads of a family (``families.base.Family`` has it)."""

    @property
    def name(self) -> str: ...
    @property
    def reporter(self) -> FamilyReporter: ...
    @property
    def template_versions(self) -> tuple[str, ...]: ...
    @property
    def scorer_version(self) -> str: ...


# What each piece is, as the line saying it failed names it ("could not ..." in summary.md).
PIECES = {
    "headline": "make the headline table of {name}",
    "notes": "compute the notes of {name} (the power line)",
    "limit_hits": "write the limit-hit line of {name}",
    "tables": "make the paper tables of {name}",
    "summary": "make the own summary.json entries of {name}",
    "figures": "draw the figures of {name}",
    "board": "make the leaderboard columns of {name}",
    "contrast": "compute the contrast of {name}",
    "contrast_lines": "show the contrast of {name}",
    "terminal_lines": "make the terminal lines of {name}",
    "page": "write the {name} part of report.html",
}

# The pieces whose failure is a warning of the run (the notes say it), not an error of an output:
# a contrast is read beside the run's tables, which are whole without it.
WARNINGS = ("contrast",)


def default_headline(given: ReportInput, keys: tuple[str, ...]) -> DataFrame:
    """The cells table's label columns and its counts (what a family without its own headline shows)."""
    cells = given.cells
    return cells[[c for c in (*keys, "n", "k", "acc") if c in cells]]


def default_page(title: str, headline: DataFrame | None) -> Part:
    """A page part of one section: the headline table."""
    rows = [] if headline is None else [[str(v) for v in row] for row in headline.itertuples(index=False)]
    columns = [] if headline is None else [str(c) for c in headline.columns]
    return Part(title, [Section("cells", title, html_table(columns, rows))])


def compose(
    reporter: FamilyReporter,
    given: ReportInput,
    *,
    headline: Callable[[], DataFrame] | None = None,
    notes: Callable[[], list[str]] | None = None,
    limit_hits: Callable[[], str] | None = None,
    tables: Callable[[], Mapping[str, DataFrame]] | None = None,
    summary: Callable[[], Mapping[str, Any]] | None = None,
    figures: Callable[[], Mapping[str, str]] | None = None,
    board: Callable[[str], Mapping[str, str]] | None = None,
    contrast: Callable[[], DataFrame | None] | None = None,
    contrast_lines: Callable[[DataFrame], list[str]] | None = None,
    terminal_lines: Callable[[], list[str]] | None = None,
    page: Callable[[dict[str, Any]], Part] | None = None,
) -> FamilyReport:
    """A family's report from the pieces its reporter makes its own way (each a function; the
    rest are the defaults: the cells' label columns and counts for a headline, the shared
    limit-hit line, nothing else, and a page of the headline). ``board`` is asked per model of
    the cells; ``contrast_lines`` gets the contrast; ``page`` the page's family meta:
    ``settings``, ``analysis``, and ``compare`` and ``contrast`` when there are."""
    name = given.family
    failures: dict[str, str] = {}

    def made(piece: str, make: Callable[[], T], fallback: T) -> T:
        said: list[str] = []
        out = attempt(PIECES[piece].format(name=name), make, said, fallback)
        if said:
            failures[piece] = said[0]
        return out

    cells = given.cells
    table = made("headline", headline or (lambda: default_headline(given, reporter.cell_keys)), None)
    said_contrast = made("contrast", contrast, None) if contrast is not None and given.peers else None
    models = list(dict.fromkeys(cells["model"])) if "model" in cells else []
    family_meta: dict[str, Any] = {"settings": given.settings, "analysis": given.analysis}
    if given.compare is not None and not given.compare.empty:
        family_meta["compare"] = given.compare
    if said_contrast is not None:
        family_meta["contrast"] = said_contrast

    def make_figures() -> Mapping[str, str]:
        return made("figures", figures, {}) if figures else {}

    def make_page() -> Part:
        return page(family_meta) if page else default_page(reporter.headline_title, table)

    said_lines: list[str] = []
    if contrast_lines is not None and said_contrast is not None:
        made_contrast = said_contrast  # (a name the closure reads as a table, never None)
        said_lines = made("contrast_lines", lambda: contrast_lines(made_contrast), [])
    return FamilyReport(
        headline_title=reporter.headline_title,
        headline=table,
        notes=tuple(made("notes", notes, [])) if notes else (),
        limit_hits=made("limit_hits", limit_hits or (lambda: limit_hits_line(cells, given.analysis)), ""),
        tables=made("tables", tables, {}) if tables else {},
        summary=made("summary", summary, {}) if summary else {},
        figures=Once(make_figures) if figures else _no_figures,
        board=made("board", lambda: {m: board(m) for m in models}, {}) if board else {},
        contrast_title=reporter.contrast_title,
        contrast=said_contrast,
        contrast_lines=tuple(said_lines),
        terminal_lines=tuple(made("terminal_lines", terminal_lines, [])) if terminal_lines else (),
        page=Once(lambda: made("page", make_page, None)),
        failures=failures,
    )
