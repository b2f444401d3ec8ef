"""The seam between the shared pipe and a benchmark family.

A family supplies the ends of the pipe: what its cells are (specs, grids, markers, the values
``-k`` matches exactly), how one sample's prompt is built, how a response is scored and which
fields that adds to the record, its tables and report sections, and how ``sim`` answers its
prompts. Everything between (runner, endpoints, cache, records, run folder, statistics, report
files, xdist aggregation) is shared and calls a family only through this interface.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ..analysis.tables import TableSpec

if TYPE_CHECKING:
    from ..analysis.policy import Analysis
    from ..analysis.tables import DropTable
    from ..assembly.placement import Prompt
    from ..endpoints.client import CallResult
    from ..endpoints.vendors import ModelConfig
    from ..options import Settings
    from ..report.page import Part

# A sim answerer reads a prompt the way a model would and returns the answer text, or None
# when the prompt is not one of its family's: (text, prompt_tokens, profile, model) -> str.
SimAnswerer = Callable[[str, int, Any, str], "str | None"]


class Cell:
    """Base of a family's cell spec (a frozen dataclass with at least these attributes):
    ``cell_id`` (the record's: the unit the tables count in), ``model``, ``vendor``, ``n``,
    ``seed``. One item runs one spec; several items may share a ``cell_id`` (a recall cell is
    one corpus for one model, its items one target each), so ``item_id`` names the item."""

    family: ClassVar[str]
    cell_id: str
    model: str
    vendor: str
    n: int
    seed: int

    @property
    def item_id(self) -> str:
        """The pytest id of the item that runs this spec (by default its cell's id)."""
        return self.cell_id

    def samples(self) -> range | tuple[int, ...]:
        """The sample indices this item runs (by default all ``n`` of its cell)."""
        return range(self.n)

    def dimension_values(self) -> set[str]:
        """Every value a user can name exactly with ``-k`` to select this cell (lower case)."""
        raise NotImplementedError

    def markers(self) -> list[str]:
        """The markers this cell carries (``-m``) besides ``cre``, which every cell has."""
        raise NotImplementedError


class Comparison:
    """Base of a family's comparison item spec: ``drop_id`` (its pytest id), the two cells it
    compares (``cell_id`` against ``baseline_cell_id``), ``model``, ``vendor``, ``comparison``."""

    family: ClassVar[str]
    drop_id: str
    cell_id: str
    baseline_cell_id: str
    model: str
    vendor: str
    comparison: str

    def dimension_values(self) -> set[str]:
        raise NotImplementedError

    def markers(self) -> list[str]:
        """Its markers besides ``cre_drop``, which every comparison item has."""
        raise NotImplementedError

    def labels(self) -> dict[str, str]:
        """The comparison's labels, as ``--cre-family`` filters read them."""
        raise NotImplementedError


class Worker(Protocol):
    """A family's per-process state for running cells (loaded data, pools); built lazily by
    the runner, used on its event loop and in its assembly threads."""

    def prepare(self, cell: Any) -> None:
        """Load what the cell's prompts need (called on the loop, before assembly threads)."""

    def prompt_key(self, cell: Any, model: ModelConfig, sample: int) -> str:
        """What identifies the sample's prompt without building it (the warm-rerun key)."""

    def prompt(self, cell: Any, model: ModelConfig, sample: int) -> tuple[Prompt, Any]:
        """The sample's assembled prompt and its target."""

    def prefix(self, cell: Any) -> str | None:
        """What a cell's prompts share with others' at their start, when it is long enough for a
        server's prefix cache to matter (a recall corpus), else None."""

    def target(self, cell: Any, sample: int) -> Any:
        """The sample's target alone (a warm rerun rebuilds the prompt's facts from the cache)."""

    def record_fields(
        self, cell: Any, model: ModelConfig, sample: int, prompt: Prompt, target: Any, result: CallResult
    ) -> dict[str, Any]:
        """The family's part of a record: its labels, ``target_id``, ``status`` (after scoring),
        ``correct``, ``answer``, ``gold`` and its declared diagnostic fields."""

    def sim_answerer(self, load_all: bool = False) -> SimAnswerer:
        """How ``sim`` answers this family's prompts; it learns the answers of what the worker
        loads, and with ``load_all`` (the standalone ``cre sim``) loads all it can now."""


class Family(TableSpec, Protocol):
    """One benchmark family. Register it with ``pytest_cre_families``. As a ``TableSpec`` it
    also tells the family-neutral tables its cell columns, row order and comparisons."""

    name: str
    grids: tuple[str, ...]  # the ``--cre-grid`` names it owns
    default: bool  # expanded when no option names any family (reasoning's default grid)
    record_fields: tuple[str, ...]  # its fields of a record, after the core, in order
    # Optional: long list fields written packed in records.jsonl (``core.record.pack``).
    packed_fields: tuple[str, ...]
    template_version: str
    scorer_version: str
    headline_title: str  # the heading of its headline table in summary.md

    def extend(self, hook: Any) -> None:
        """Call the family's own historic hooks (e.g. ``pytest_cre_tasks``) once per process."""

    def selected(self, settings: Settings) -> bool:
        """Whether the options name this family (its grid or its own dimension options)."""

    def expand(self, settings: Settings) -> list[Cell]:
        """The selected grid's cells for every selected model (no I/O, no tokenization)."""

    def comparison_items(self, cells: list[Cell], analysis: Analysis) -> list[Comparison]:
        """The comparison items its cells support. Those of the whole grid are the run's planned
        comparisons: they fix the size of every correction family before anything runs."""

    def default_family(self, grid: str | None) -> str:
        """The ``--cre-family`` a grid of this family is corrected with when the option is not
        given ("" for one family of every comparison). Optional: a family without it gets ""."""

    def known_markers(self) -> list[str]:
        """Marker names registered whatever the grid (its tasks, fillers, positions...)."""

    def marker_descriptions(self, cells: list[Cell]) -> dict[str, str]:
        """Registration lines of every marker its cells use (so ``--strict-markers`` passes)."""

    def skip_reason(self, cell: Cell, settings: Settings) -> str | None:
        """Why a cell cannot run, known without I/O (missing data), or None."""

    def check(self, cells: list[Cell], settings: Settings) -> None:
        """Raise ``CreUsageError`` when the options cannot serve these cells (bad data dir)."""

    def data_files(self, cells: list[Cell], settings: Settings) -> list[Path]:
        """Files the cells read, hashed into the run's provenance."""

    notices: list[str]  # lines for the run's header, gathered while expanding (exclusions, ...)

    def rescore(self, records: list[dict[str, Any]], policy: dict[str, Any]) -> list[dict[str, Any]]:
        """Its records scored again from their stored responses under ``policy`` (the
        ``cre report`` overrides it understands; others are ignored), without calling a model."""

    def verdict(self, records: list[dict[str, Any]], settings: Settings) -> str | None:
        """Why an item fails although every sample was answered (an opt-in gate), or None."""

    def details(self, records: list[dict[str, Any]]) -> list[tuple[str, dict[str, bool]]]:
        """Lines shown under the summary with ``-v``, each with its terminal markup (pytest's
        writer decides whether colour is on: ``--color``, ``NO_COLOR``, ``FORCE_COLOR``)."""

    def properties(self, records: list[dict[str, Any]]) -> list[tuple[str, Any]]:
        """An item's junit properties beyond the shared ones (accuracy, n, k, interval)."""

    def worker(self, settings: Settings, sim: bool) -> Worker:
        """Per-process state; ``sim`` says whether a sim model is selected (its answers are
        only prepared then)."""

    # -- its own sections of the reports

    def headline(self, cells: Any, drops: DropTable) -> Any:
        """The terminal's table."""

    def notes(self, cells: Any, drops: DropTable) -> list[str]:
        """Lines under the headline (power, ...)."""

    def reference_cells(self, cells: Any) -> tuple[Any, str]:
        """The rows of a cells table a working setup scores well on, and what to call them
        (reasoning: the end and baseline cells): the sanity warning checks their accuracy.
        Optional: without it every cell counts."""

    def tables(self, cells: Any, drops: DropTable) -> dict[str, Any]:
        """Titled tables for summary.md, after the headline."""

    def html(self, cells: Any, drops: Any, meta: dict[str, Any], records: list[dict[str, Any]]) -> Part:
        """The family's part of the run's one report page: its heading and sections
        (``report.page.Part``), which the page puts under one header with every other family's;
        ``meta["compare"]``, when present, is the change against a previous run, and ``records``
        feed per-sample sections (``report.samples``: link each cell to its samples)."""
