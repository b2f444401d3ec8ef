"""The seam between the shared pipe and a benchmark family.

A family supplies the ends of the pipe in three parts: the ``Family`` itself (its options; its
cells: specs, grids, markers, the values ``-k`` matches exactly; its record fields and versions;
re-scoring), a ``Worker`` per process (how one sample's prompt is built and scored, and how
``sim`` answers its prompts; built from a ``WorkerContext``, never from the run's settings or
key), and a ``Reporter`` (its tables and its part of the report page). Each is a base
class whose optional members have real defaults: a new family writes only what is its own. The
required ones are abstract (a family, worker, reporter or cell class missing one cannot be
made), and ``check_family`` names a missing class attribute when the family is registered.
What one run reads (corpora, task data, header notices) is a ``RunData`` the run keeps, never
state on these objects.
Everything between (runner, endpoints, cache, records, run folder, statistics, report files,
xdist aggregation) is shared and calls a family only through these parts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, cast

from ..analysis.policy import CorrectionRule
from ..core.option_table import NoOptions, Option, OptionValues
from ..report.family_report import FamilyReport, ReportInput, compose

if TYPE_CHECKING:
    from pandas import DataFrame
    from pluggy import HookRelay

    from ..analysis.policy import Analysis
    from ..assembly.placement import Prompt
    from ..core.record import Record
    from ..core.tokens import Tokenizer
    from ..endpoints.answers import CallResult
    from ..endpoints.vendors import ModelConfig
    from ..options import Settings
    from ..sim.model import SimPrompt

# A sim answerer reads a prompt the way a model would (``sim.model.SimPrompt``: the messages,
# their joined text, the prompt's tokens, the model's profile and name) and returns the answer
# text, or None when the prompt is not one of its family's.
SimAnswerer = Callable[["SimPrompt"], "str | None"]


class Cell(ABC):
    """Base of a family's cell spec (a frozen dataclass with at least these attributes):
    ``cell_id`` (the record's: the unit the tables count in), ``model``, ``vendor``, ``n``,
    ``seed``. One item runs one spec; several items may share a ``cell_id`` (a recall cell is
    one corpus for one model, its items one target each), so ``item_id`` names the item."""

    family: ClassVar[str]
    model: str
    vendor: str
    n: int
    seed: int

    @property
    @abstractmethod
    def cell_id(self) -> str:
        """The cell's id in its records (the unit the tables count in)."""

    @property
    def item_id(self) -> str:
        """The pytest id of the item that runs this spec (by default its cell's id)."""
        return self.cell_id

    def samples(self) -> range | tuple[int, ...]:
        """The sample indices this item runs (by default all ``n`` of its cell)."""
        return range(self.n)

    @abstractmethod
    def dimension_values(self) -> set[str]:
        """Every value a user can name exactly with ``-k`` to select this cell (lower case)."""

    @abstractmethod
    def markers(self) -> list[str]:
        """The markers this cell carries (``-m``) besides ``cre``, which every cell has."""


class Comparison(ABC):
    """Base of a family's comparison item spec: ``drop_id`` (its pytest id), the two cells it
    compares (``cell_id`` against ``baseline_cell_id``), ``model``, ``vendor``, ``comparison``."""

    family: ClassVar[str]
    cell_id: str
    baseline_cell_id: str
    model: str
    vendor: str

    @property
    @abstractmethod
    def drop_id(self) -> str:
        """Its pytest id."""

    @property
    @abstractmethod
    def comparison(self) -> str:
        """What it compares, e.g. ``middle-end``."""

    @abstractmethod
    def dimension_values(self) -> set[str]: ...

    @abstractmethod
    def markers(self) -> list[str]:
        """Its markers besides ``cre_drop``, which every comparison item has."""

    @abstractmethod
    def labels(self) -> dict[str, str]:
        """The comparison's labels, as ``--cre-family`` filters read them."""


CellT = TypeVar("CellT", bound=Cell)
DataT = TypeVar("DataT", bound="RunData")


@dataclass(frozen=True)
class WorkerContext:
    """What a family builds its worker from, made by the run (``run.worker_context``): never the
    run's settings, and never its API key. ``tokenizer(model)`` is the model's budget tokenizer,
    ready to count (a server's, with the key the run bound into it, or a local one); ``options``
    holds every registered family's option values by family name (a family reads its own with
    ``Family.own_options``, a family built on another reads that one's too); ``sim`` says whether
    a sim model is selected (a worker prepares sim's answers only then)."""

    tokenizer: Callable[[ModelConfig], Tokenizer]
    options: Mapping[str, OptionValues]
    sim: bool = False


class Worker(ABC, Generic[CellT]):
    """A family's per-process part for running cells of type ``CellT`` (loaded data, pools):
    built lazily by the runner, used on its event loop and in its assembly threads.
    ``prompt_key``, ``prompt``, ``target``, ``record_fields`` and ``sim_answerer`` are the
    family's own. A sample's target is the family's own value (a task item, a needle, a
    function): the runner only hands it from ``prompt`` or ``target`` back to ``record_fields``."""

    def prepare(self, cell: CellT) -> None:
        """Load what the cell's prompts need (called on the loop, before assembly threads);
        by default nothing."""
        return None

    @abstractmethod
    def prompt_key(self, cell: CellT, model: ModelConfig, sample: int) -> str:
        """What identifies the sample's prompt without building it (the warm-rerun key): it
        must change whenever the prompt does, or a rerun is answered from the cache."""

    @abstractmethod
    def prompt(self, cell: CellT, model: ModelConfig, sample: int) -> tuple[Prompt, Any]:
        """The sample's assembled prompt and its target."""

    def prefix(self, cell: CellT) -> str | None:
        """What a cell's prompts share with others' at their start, when it is long enough for a
        server's prefix cache to matter (a recall corpus), else None (the default)."""
        return None

    @abstractmethod
    def target(self, cell: CellT, sample: int) -> Any:
        """The sample's target alone (a warm rerun rebuilds the prompt's facts from the cache)."""

    @abstractmethod
    def record_fields(
        self, cell: CellT, model: ModelConfig, sample: int, prompt: Prompt, target: Any, result: CallResult
    ) -> Record:
        """The family's part of a record: its labels, ``target_id``, ``status`` (after scoring),
        ``correct``, ``answer``, ``gold`` and its declared diagnostic fields."""

    def gold(self, target: Any) -> str | None:
        """What a right answer to ``target`` is, as text (``cre show-prompt`` prints it): by
        default a target that is text itself, else None (not said)."""
        return target if isinstance(target, str) else None

    @abstractmethod
    def sim_answerer(self, load_all: bool = False) -> SimAnswerer:
        """How ``sim`` answers this family's prompts; it learns the answers of what the worker
        loads, and with ``load_all`` (the standalone ``cre sim``) loads all it can now."""


class Reporter(ABC):
    """A family's tables and report sections: what it tells the family-neutral tables (its cell
    label columns ``cell_keys``, extra ``cell_columns``, row order, the comparisons its cells
    support), which cells rank its leaderboard and which a working setup scores well on, and
    ``report``: everything it shows of a run, as one value (``report.family_report``), made once
    and only read by the terminal, the files, the page and the board. ``cell_keys`` is the
    family's own; the rest have defaults."""

    cell_keys: ClassVar[tuple[str, ...]]  # the label columns of a cell row, in order
    # What a record without one of ``cell_keys`` reads as, before any grouping: a label column
    # added after records were written (retrieval's ``needle``: older records had one needle).
    cell_key_defaults: ClassVar[Mapping[str, Any]] = {}
    headline_title: ClassVar[str] = "Accuracy per cell"  # its headline table's heading in summary.md
    # The families whose records ``report`` reads beside its own (``ReportInput.peers``;
    # retrieval: reasoning), and the heading of the table it makes of them (its ``contrast``).
    peers: ClassVar[tuple[str, ...]] = ()
    contrast_title: ClassVar[str] = ""

    # The record fields ``cell_columns`` reads: the cells table's frame holds only these beside
    # its own (a cell's rows are taken column by column). None: every field (a plugin's default).
    cell_fields: ClassVar[tuple[str, ...] | None] = None

    def cell_columns(self, group: DataFrame, scored: DataFrame) -> dict[str, Any]:
        """Extra columns of one cell row (its diagnostics) from the cell's records frame."""
        return {}

    def sort_rows(self, frame: DataFrame) -> DataFrame:
        """Rows (cells or comparisons) in the family's reading order (by default as they come)."""
        return frame

    def comparisons(self, cells: DataFrame, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
        """(labels, cell row, baseline cell row) of every comparison a cells table supports;
        the labels end with ``comparison``, the name of the pair. By default none."""
        return []

    def rank_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        """The rows of a cells table whose pooled accuracy ranks the board, and what they are
        (reasoning: the middle cells). By default every cell."""
        return cells, "accuracy over every cell"

    def reference_cells(self, cells: DataFrame) -> tuple[DataFrame, str]:
        """The rows of a cells table a working setup scores well on, and what to call them
        (reasoning: the end and baseline cells): the sanity warning checks their accuracy.
        By default every cell."""
        return cells, "cells"

    def report(self, given: ReportInput) -> FamilyReport:
        """Everything the family shows of a run (``given``: its tables, records, peers' records
        and settings). By default ``report.family_report.compose``'s defaults: the cells' label
        columns and counts as the headline, the shared limit-hit line and a page of the
        headline; a family overrides it to give ``compose`` the pieces it makes its own way."""
        return compose(self, given)


class RunData:
    """What a family reads for one run (its per-run state), kept by the run, never on the family:
    ``Family.run_data`` makes an empty one per process; ``expand``, ``check``, ``data_files`` and
    ``worker`` receive it, so what expanding or checking loaded (corpora, task data, pools) is
    read once. ``notices`` are lines for the run's header (exclusions, withheld items). A family
    with nothing to share uses this base as it is."""

    def __init__(self) -> None:
        self.notices: list[str] = []

    def notice(self, line: str) -> None:
        """Add a header line once (checking twice does not repeat it)."""
        if line not in self.notices:
            self.notices.append(line)


class Family(ABC, Generic[CellT, DataT]):
    """One benchmark family. Register it with ``pytest_cre_families`` (and its ``option_rows``
    with ``pytest_cre.plugin.add_options``). ``name``, ``template_versions``, ``scorer_version``,
    ``reporter``, ``selected``, ``expand`` and ``worker`` are its own; every other member has a
    default."""

    name: ClassVar[str]
    grids: ClassVar[tuple[str, ...]] = ()  # the ``--cre-grid`` names it owns
    default: ClassVar[bool] = False  # expanded when no option names any family (reasoning's default grid)
    record_fields: ClassVar[tuple[str, ...]] = ()  # its fields of a record, after the core, in order
    # Long list fields written packed in records.jsonl (``core.record.pack``).
    packed_fields: ClassVar[tuple[str, ...]] = ()
    # Every prompt template whose records this installation reads; the first is the default.
    template_versions: ClassVar[tuple[str, ...]]
    scorer_version: ClassVar[str]
    reporter: Reporter
    # The labels its comparisons carry besides ``model`` and ``comparison`` (what
    # --cre-correction-groups filters and splits by), and the named rules it brings.
    comparison_labels: ClassVar[tuple[str, ...]] = ()
    correction_rules: ClassVar[dict[str, CorrectionRule]] = {}
    # The family whose ``RunData`` it reads, the same object, when that family is registered
    # (retrieval draws reasoning's pools: loaded, checked and withheld once for both).
    shares_data_with: ClassVar[str | None] = None
    # Its own options: rows of the one option table (flag, ini key, help, environment). pytest
    # registers a built-in family's at start (``registry.option_rows``), a plugin's
    # through ``pytest_cre.plugin.add_options`` in its ``pytest_addoption``.
    option_rows: ClassVar[tuple[Option, ...]] = ()

    def parse_options(self, raw: dict[str, Any]) -> OptionValues:
        """Its rows' values from the raw ones (by ``Option.key``), checked: a bad one is a
        ``CreUsageError`` naming the option and the fix. They are ``options(settings)`` and
        run.json keeps their ``public()``. By default none."""
        return NoOptions()

    def options(self, settings: Settings) -> Any:
        """The run's values of its own options: what ``parse_options`` gave, or its defaults
        where the settings were built without this family (``build_settings`` refuses a key of
        an unregistered family, so no value given is lost that way)."""
        values = settings.family_options.get(self.name)
        return values if values is not None else self.parse_options({})

    def own_options(self, context: WorkerContext) -> OptionValues:
        """Its option values in a worker's ``context`` (its defaults where the run has none)."""
        values = context.options.get(self.name)
        return values if values is not None else self.parse_options({})

    def bind(self, families: Mapping[str, Family[Any, Any]]) -> None:
        """Called once the families are registered (after ``pytest_cre_families``), with every
        registered family by name: a family built on another takes the registered instance here,
        so a user's replacement is the one it uses (retrieval: reasoning). By default nothing;
        a usage error when what it needs is not registered."""
        return None

    def extend(self, hook: HookRelay) -> None:
        """Call the family's own historic hooks (e.g. ``pytest_cre_tasks``) once per process."""
        return None

    @abstractmethod
    def selected(self, settings: Settings) -> bool:
        """Whether the options name this family (its grid or its own dimension options)."""

    def run_data(self) -> DataT:
        """A fresh, empty holder of what this family will read for a run (by default the base
        ``RunData``: notices only; a family with data of its own overrides it)."""
        return cast(DataT, RunData())

    @abstractmethod
    def expand(self, settings: Settings, data: DataT) -> Sequence[CellT]:
        """The selected grid's cells for every selected model (no tokenization; what it reads to
        know them, a recall corpus, goes into ``data``)."""

    def template_version(self, settings: Settings) -> str:
        """The prompt template the run's options select (by default the first of
        ``template_versions``)."""
        return self.template_versions[0]

    def comparison_items(self, cells: list[CellT], analysis: Analysis) -> Sequence[Comparison]:
        """The comparison items its cells support (by default none). Those of the whole grid are
        the run's planned comparisons: they fix the size of every correction group before
        anything runs."""
        return []

    def correction_rule(self, grid: str | None) -> str:
        """The ``--cre-family`` rule a grid of this family is corrected with when the option is
        not given ("", the default: one correction group of every comparison)."""
        return ""

    def known_markers(self) -> list[str]:
        """Marker names registered whatever the grid (its tasks, fillers, positions...)."""
        return []

    def marker_descriptions(self, cells: list[CellT]) -> dict[str, str]:
        """Registration lines of every marker its cells use (so ``--strict-markers`` passes)."""
        return {m: f"pytest-cre {self.name} cells ({m})" for c in cells for m in c.markers()}

    def skip_reason(self, cell: CellT, settings: Settings) -> str | None:
        """Why a cell cannot run, known without I/O (missing data), or None (the default)."""
        return None

    def check(self, cells: list[CellT], settings: Settings, data: DataT, context: WorkerContext) -> None:
        """Raise ``CreUsageError`` when the options cannot serve these cells (bad data dir); by
        default every option can. ``context``: what builds a worker, for a check that assembles
        prompts."""
        return None

    def data_files(self, cells: list[CellT], settings: Settings, data: DataT) -> list[Path]:
        """Files the cells read, hashed into the run's provenance (by default none)."""
        return []

    @abstractmethod
    def worker(self, context: WorkerContext, data: DataT) -> Worker[CellT]:
        """The process's worker, over the run's ``data``, built from ``context`` (its tokenizers,
        its options; ``context.sim`` says whether a sim model is selected: its answers are only
        prepared then)."""

    def rescore(self, records: list[Record], policy: dict[str, Any]) -> list[Record]:
        """Its records scored again from their stored responses under ``policy`` (the
        ``cre report`` overrides it understands; others are ignored), without calling a model;
        by default as they are (a family without scoring policies)."""
        return records

    def verdict(self, records: list[Record], settings: Settings) -> str | None:
        """Why an item fails although every sample was answered (an opt-in gate), or None (the
        default: a cell measures; its gate is the comparison items' --cre-fail-on-drop)."""
        return None

    def details(self, records: list[Record]) -> list[tuple[str, dict[str, bool]]]:
        """Lines shown under the summary with ``-v``, each with its terminal markup (pytest's
        writer decides whether colour is on: ``--color``, ``NO_COLOR``, ``FORCE_COLOR``)."""
        return []

    def properties(self, records: list[Record]) -> list[tuple[str, object]]:
        """An item's junit properties beyond the shared ones (accuracy, n, k, interval)."""
        return []
