"""The reasoning family: its cells, checks, worker and reporter (see ``families.base``)."""

from __future__ import annotations

import importlib.util
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ...analysis.policy import Analysis, CorrectionRule
from ...core.dims import FIXED_POSITIONS
from ...core.errors import CreDataError, CreUsageError
from ...options import Settings
from ..base import Family, RunData, WorkerContext
from .cells import (
    FILLERS,
    GRID_FAMILIES,
    GRIDS,
    CellSpec,
    ComparisonSpec,
    expand_comparisons,
    expand_grid,
    marker_descriptions,
    repeats_error,
)
from .fillers import PROSE_FOLDERS
from .leaks import withheld_notice, withheld_problems
from .options import OPTION_ROWS, ReasoningOptions, parse_options
from .prompt import TEMPLATES, get_template
from .reporter import ReasoningReporter
from .run_data import ReasoningData
from .scoring import SCORER_VERSION
from .tasks import BUILTIN_TASKS, Task
from .tasks.files import missing_data_message

if TYPE_CHECKING:
    from .worker import ReasoningWorker

# Below this tier (tokens) whole filler items are coarse, so check() assembles every sample
# before anything runs (ws at 2K fails at some samples, 4K never: all 50 of every cell checked).
FILL_CHECK_BELOW = 4096
# Bytes of filler text per budget token above which a pool is taken to fill its tier without
# assembling it: natural text runs 2-5 bytes a token in every tokenizer shipped (cl100k English
# ~4.2, code ~3.5, CJK 2-3), so 8 leaves a margin; the default grid's smallest pool (the Python
# docs as neutral prose, 429 KB) passes at 32k and no built-in pool is assembled at startup below 64k.
TEXT_PER_TOKEN = 8


class ReasoningFamily(Family[CellSpec, ReasoningData]):
    """The reasoning family (see ``families.base.Family``). ``tasks`` may be extended through
    the ``pytest_cre_tasks`` hook."""

    name = "reasoning"
    grids = tuple(GRIDS)
    default = True
    record_fields = (
        "task",
        "filler",
        "tier",
        "position",
        "target_depths",
        "target_slots",
        "filler_source",
        "filler_ids",
        "filler_answers",
        "match_any",
        "match_last",
        "match_nearest",
        "match_item",
        "match_item_depth",
        "maxgen_hit",
        "restated",
        "filler_withheld",
    )
    # Hundreds of pool item ids and answers per sample (85% of a record as plain JSON): written
    # packed, read back as lists, so filler matching can be redone from the records alone.
    packed_fields = ("filler_ids", "filler_answers")
    comparison_labels = ("task", "filler", "tier", "position", "baseline_position")
    # ``paper``: one group per table of the paper's shape (a task, a filler and a comparison, over
    # models x tiers): Table 1 is gsm8k/ws/middle-end, two-sided as its caption says; Table 3
    # arc/ws/middle-end, one-sided as it prints its p-values ("less", a drop: 98% vs 92% of 50
    # is 0.181, two-sided 0.362), reproduced to 4 digits for all nine of its rows.
    correction_rules: ClassVar[dict[str, CorrectionRule]] = {
        "paper": CorrectionRule(
            "by=task|filler|comparison", (("gsm8k/ws/middle-end", "two-sided"), ("arc/ws/middle-end", "less"))
        )
    }
    option_rows = OPTION_ROWS
    template_versions = tuple(TEMPLATES)  # the default (TEMPLATE_VERSION) first
    scorer_version = SCORER_VERSION
    fillers = FILLERS

    def __init__(self) -> None:
        self.reporter = ReasoningReporter(self)
        # The task registry (the built-in tasks and those of pytest_cre_tasks): the process's.
        self.tasks: dict[str, Task] = dict(BUILTIN_TASKS)

    def extend(self, hook: Any) -> None:
        hook.pytest_cre_tasks.call_historic(kwargs={"tasks": self.tasks})

    # ------------------------------------------------------------------ cells

    def selected(self, settings: Settings) -> bool:
        return settings.grid in GRIDS or self.options(settings).dimensions_given()

    def parse_options(self, raw: dict[str, Any]) -> ReasoningOptions:
        return parse_options(raw)

    def run_data(self) -> ReasoningData:
        return ReasoningData()

    def expand(self, settings: Settings, data: ReasoningData) -> list[CellSpec]:
        return expand_grid(settings, self.options(settings), set(self.tasks))

    def comparison_items(self, cells: list[CellSpec], analysis: Analysis) -> list[ComparisonSpec]:
        return expand_comparisons(cells, analysis.pairs)

    def template_version(self, settings: Settings) -> str:
        """--cre-template's (the default template when not given)."""
        return get_template(self.options(settings).template).version

    def correction_rule(self, grid: str | None) -> str:
        """The paper grid corrects within the paper's tables (``--cre-family paper``); the
        others over every comparison of the run."""
        return GRID_FAMILIES.get(grid or "", "")

    def known_markers(self) -> list[str]:
        """Markers registered whatever the grid (``-m gsm8k`` passes --strict-markers on any)."""
        return [*self.fillers, *FIXED_POSITIONS, "depth", *self.tasks]

    def marker_descriptions(self, cells: list[CellSpec]) -> dict[str, str]:
        return marker_descriptions(cells)

    def _data_tasks(self, cells: list[CellSpec]) -> list[Task]:
        """Tasks that read files (they say which) among the cells': the rest are embedded."""
        used = sorted({c.task for c in cells})
        return [self.tasks[t] for t in used if getattr(self.tasks[t], "data_files", ())]

    def skip_reason(self, cell: CellSpec, settings: Settings) -> str | None:
        task = self.tasks[cell.task]
        if not getattr(task, "data_files", ()) or self.options(settings).data_dir is not None or _have_hub():
            return None
        return missing_data_message(task, "no --cre-data-dir given")

    def check(self, cells: list[CellSpec], settings: Settings, data: ReasoningData, context: WorkerContext) -> None:
        """A named data directory must hold the files of every selected data task, and no
        task may have fewer test items than samples per cell (unless repeats are allowed); the
        template must be one of ``TEMPLATES`` (it becomes this run's ``template_version``)."""
        self.template_version(settings)  # an unknown --cre-template is a usage error now
        d = self.options(settings).data_dir
        if d is not None:
            if not d.is_dir():
                raise CreUsageError(
                    f"--cre-data-dir {d} is not a directory: point it at a folder laid out like shared/data"
                )
            for task in self._data_tasks(cells):
                for rel in getattr(task, "data_files", ()):
                    if not (d / rel).is_file():
                        raise CreUsageError(missing_data_message(task, f"{d / rel} does not exist"))
        losses = {}
        for name in sorted({c.task for c in cells}):
            task = self.tasks[name]
            if getattr(task, "data_files", ()) and d is None:
                continue  # hub data: checked when the worker loads it (no network at startup)
            if name not in data.loaded:
                try:
                    data.loaded[name] = task.load(str(d) if d else None)
                except CreDataError as exc:
                    raise CreUsageError(str(exc)) from None
            task_data = data.loaded[name]
            if self.options(settings).repeats != "allow":
                error = repeats_error(name, len(task_data.targets), max(c.n for c in cells if c.task == name))
                if error:
                    raise CreUsageError(error)
            if any(c.task == name and c.position != "baseline" and c.filler != "neutral" for c in cells):
                key = (name, "problems")
                if key not in data.withheld:  # the ws and qo_v2 pools: the task's train questions
                    data.withheld[key] = withheld_problems(task, task_data)
                held = data.withheld[key]
                losses[name] = (len(frozenset().union(*held.values())), len(task_data.filler), len(held))
        if losses:
            data.notice(withheld_notice(losses))
        self._check_fill(cells, settings, data, context)

    def _check_fill(
        self, cells: list[CellSpec], settings: Settings, data: ReasoningData, context: WorkerContext
    ) -> None:
        """A tier that whole filler items cannot fill (too small for them, or beyond what the
        pool holds) is a usage error now, not a failure of every cell while it runs. Only the
        tiers where that can happen are assembled (what they load is the run's own data and
        pools): below ``FILL_CHECK_BELOW``, every sample (whether one fits depends on its draw);
        and the first sample of the largest tier of each task, filler and model, whatever the
        tiers' size, unless the pool's text surely fills it (``_surely_fills``): whether the pool
        holds a budget does not depend on the draw, and a pool that holds the largest holds the
        rest (a user's task may bring a pool of a few thousand tokens, so no tier is safe by its
        size alone; the default and explicit tiers alike)."""
        risky: dict[tuple[Any, ...], CellSpec] = {}
        largest: dict[tuple[Any, ...], CellSpec] = {}
        for c in cells:
            if c.position == "baseline" or (
                c.task not in data.loaded and bool(getattr(self.tasks[c.task], "data_files", ()))
            ):
                continue  # no filler, or hub data (loaded by the worker: no network at startup)
            if c.tier.tokens < FILL_CHECK_BELOW:
                risky.setdefault((c.task, c.filler, c.tier, c.position, c.model), c)
            key = (c.task, c.filler, c.model)
            if key not in largest or c.tier.tokens > largest[key].tier.tokens:
                largest[key] = c
        worker = self.worker(replace(context, sim=False), data)
        for c in largest.values():
            if c.tier.tokens >= FILL_CHECK_BELOW and not _surely_fills(worker.pool(c.task, c.filler), c.tier.tokens):
                risky.setdefault((c.task, c.filler, c.tier, c.model), c)
        risky = {key: c for key, c in risky.items() if key not in data.filled}
        if not risky:
            return
        models = {m.name: m for m in settings.models}
        for c in risky.values():
            samples = c.samples() if c.tier.tokens < FILL_CHECK_BELOW else c.samples()[:1]
            try:
                for sample in samples:
                    worker.prompt(c, models[c.model], sample)
            except CreDataError as exc:
                raise CreUsageError(
                    f"--cre-tiers {c.tier.label} ({c.task}, {c.filler} filler, {c.position}): {exc}"
                ) from None
        data.filled.update(risky)

    def data_files(self, cells: list[CellSpec], settings: Settings, data: RunData) -> list[Path]:
        d = self.options(settings).data_dir
        if d is None:
            return []
        files = [d / rel for task in self._data_tasks(cells) for rel in getattr(task, "data_files", ())]
        if any(c.filler == "neutral" for c in cells):
            for folder in (d / name for name in PROSE_FOLDERS if (d / name).is_dir()):
                files += sorted(folder.glob("*.jsonl")) + sorted(folder.glob("*.txt"))
        return files

    def worker(self, context: WorkerContext, data: ReasoningData) -> ReasoningWorker:
        from .worker import ReasoningWorker

        return ReasoningWorker(context, cast(ReasoningOptions, self.own_options(context)), self.tasks, data)


def _surely_fills(pool: Any, budget: int) -> bool:
    """Whether a pool's text is so large that it fills ``budget`` tokens whatever the tokenizer:
    ``TEXT_PER_TOKEN`` bytes of it per token of the budget. Only a smaller pool (a user's task's
    few thousand tokens) is assembled to check, so a run of the built-in pools, and a warm rerun,
    assemble nothing at startup."""
    return sum(len(item.text.encode()) for item in pool.items) >= TEXT_PER_TOKEN * budget


@cache
def _have_hub() -> bool:
    """Whether the hub loader (``datasets``) is installed: looked up once, not once per cell."""
    return importlib.util.find_spec("datasets") is not None
