"""``--cre-adaptive``: the cells of the selected comparisons run in paired rounds, and each
comparison stops once its sequential test (``analysis.sequential``) settles it.

A comparison is adaptive when both its cells are selected, each run by one item, and it is
tested (its correction group is not filtered out); its cells and the cells of every adaptive
comparison sharing one of them form a group. When the first cell of a group runs, the group
runs: round r sends samples [r*R, (r+1)*R) of every cell that still has an open comparison, all
at once (the model's slots pace them as they pace any cell); after the round each open
comparison is tested over its pairs so far, and a cell stops once every comparison needing it
has stopped. The group's other items then hand over the records already made. A cell's records
are always its samples 0..k-1, so a rerun answered from the cache takes the same rounds to the
same stops, and a run cut short (kill -9) continues the same sequence on resume.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from typing import TYPE_CHECKING

from ..analysis.sequential import SequentialDesign, SequentialResult, sequential_test
from ..analysis.tables import paired_outcomes
from ..core.record import NOT_RUN, Record
from ..endpoints.errors import ModelStopped

if TYPE_CHECKING:
    from ..families.base import Cell, Comparison
    from .grid import Grid

# Runs some samples of a cell and returns their records (``Runner.run_round``).
RunSamples = Callable[["Cell", list[int]], Awaitable[list[Record]]]


def connected(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Each cell id of ``pairs`` -> its group's name (the first cell id of the group, in the
    order given): cells linked through comparisons belong together."""
    parent: dict[str, str] = {}

    def root(c: str) -> str:
        while parent.setdefault(c, c) != c:
            c = parent[c]
        return c

    for a, b in pairs:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[rb] = ra
    return {c: root(c) for c in parent}


def design_of(grid: Grid, drop: Comparison, n: int) -> SequentialDesign | None:
    """A comparison's sequential design: its group's level (``Grid.threshold``), the cap ``n``
    and its alternative; None when it is not tested (filtered out of the correction groups)."""
    adaptive = grid.analysis.adaptive
    group, _size, threshold = grid.threshold(drop.family, drop.labels())
    if adaptive is None or group is None:
        return None
    return adaptive.design(threshold, n, grid.analysis.alternative_of(drop.labels()))


def sequential_result(
    arm: list[Record], base: list[Record], design: SequentialDesign, limit_hits: str
) -> SequentialResult:
    """The comparison's verdict from its two cells' records (the run's stops and its items)."""
    base_right, arm_right = paired_outcomes(arm, base, limit_hits)
    return sequential_test(base_right, arm_right, design)


class Group:
    """Cells linked by adaptive comparisons, run together in rounds once (``records_of``)."""

    def __init__(
        self, cells: dict[str, Cell], comparisons: list[tuple[Comparison, SequentialDesign]], limit_hits: str
    ) -> None:
        self.cells = cells  # by cell id
        self.comparisons = comparisons
        self.limit_hits = limit_hits
        self.records: dict[str, list[Record]] = {c: [] for c in cells}
        self.errors: dict[str, BaseException] = {}  # a cell whose round failed: its item raises it
        self.task: asyncio.Future[None] | None = None

    async def records_of(self, spec: Cell, run: RunSamples) -> list[Record]:
        """This cell's records once the group has run (started by the first of its cells)."""
        if self.task is None:
            self.task = asyncio.ensure_future(self._rounds(run))
        # Shielded: one item's cancellation does not end the rounds its other cells share (the
        # run's end cancels ``task`` itself: ``Runner.aclose``).
        await asyncio.shield(self.task)
        if spec.cell_id in self.errors:
            raise self.errors[spec.cell_id]
        return self.records[spec.cell_id]

    def _open(self, comparison: Comparison, design: SequentialDesign) -> bool:
        arm, base = self.records[comparison.cell_id], self.records[comparison.baseline_cell_id]
        return not sequential_result(arm, base, design, self.limit_hits).stopped

    async def _rounds(self, run: RunSamples) -> None:
        size = min(design.round_size for _, design in self.comparisons)
        open_ = list(self.comparisons)
        start = 0
        while open_:
            needed = dict.fromkeys(c for drop, _ in open_ for c in (drop.baseline_cell_id, drop.cell_id))
            batch = {c: [s for s in self.cells[c].samples() if start <= s < start + size] for c in needed}
            batch = {c: samples for c, samples in batch.items() if samples}
            if not batch:
                return  # every open comparison's cells ran all their samples: the cap
            answers = await asyncio.gather(
                *(run(self.cells[c], samples) for c, samples in batch.items()), return_exceptions=True
            )
            for c, answer in zip(batch, answers, strict=True):
                if isinstance(answer, asyncio.CancelledError):
                    raise answer
                if isinstance(answer, BaseException):
                    # A stopped model (the spending cap, an auth answer) leaves the records so
                    # far standing: its comparisons stay open. Another failure is the cell's.
                    if not (isinstance(answer, ModelStopped) and self.records[c]):
                        self.errors[c] = answer
                else:
                    self.records[c].extend(answer)
            stopped = any(isinstance(a, ModelStopped) for a in answers)
            if stopped or any(r["status"] == NOT_RUN for a in answers if isinstance(a, list) for r in a):
                return  # the model stopped mid-round: no round after it
            start += size
            # A failed cell (its window cannot hold it, a data error) ends its own comparisons
            # (open, untested); the group's others go on.
            open_ = [
                (drop, design)
                for drop, design in open_
                if drop.cell_id not in self.errors
                and drop.baseline_cell_id not in self.errors
                and self._open(drop, design)
            ]


class AdaptivePlan:
    """The run's adaptive groups, from the grid's comparisons and the selected cells."""

    def __init__(self, grid: Grid, selected: Iterable[Cell]) -> None:
        by_cell: dict[str, list[Cell]] = {}
        for spec in selected:
            by_cell.setdefault(spec.cell_id, []).append(spec)
        # A cell run by several items (one per target) cannot be paired sample by sample.
        single = {c: specs[0] for c, specs in by_cell.items() if len(specs) == 1}
        chosen: list[tuple[Comparison, SequentialDesign]] = []
        for drop in grid.comparisons:
            if drop.cell_id in single and drop.baseline_cell_id in single:
                design = design_of(grid, drop, single[drop.cell_id].n)
                if design is not None:
                    chosen.append((drop, design))
        # Each comparison's pair of cells -> its design (the comparison items test with it).
        self.designs = {(d.cell_id, d.baseline_cell_id): design for d, design in chosen}
        names = connected((d.baseline_cell_id, d.cell_id) for d, _ in chosen)
        groups: dict[str, Group] = {}
        for name in dict.fromkeys(names.values()):
            cells = {c: single[c] for c, g in names.items() if g == name}
            members = [(d, design) for d, design in chosen if names[d.cell_id] == name]
            groups[name] = Group(cells, members, grid.analysis.limit_hits)
        self.groups = list(groups.values())
        self.group_by_cell = {c: groups[g] for c, g in names.items()}

    def settled(self, records: Iterable[Record]) -> dict[str, set[int]]:
        """The cells whose comparisons all stopped, by these records (the run's own stops,
        replayed), with the samples they ran: what the run expected of them. A cell with an
        open comparison (cut short, a stopped model) is absent: it still expects its N."""
        by_cell: dict[str, list[Record]] = {}
        for r in records:
            by_cell.setdefault(r["cell_id"], []).append(r)
        open_cells = {
            c
            for g in self.groups
            for drop, design in g.comparisons
            if not sequential_result(
                by_cell.get(drop.cell_id, []), by_cell.get(drop.baseline_cell_id, []), design, g.limit_hits
            ).stopped
            for c in (drop.cell_id, drop.baseline_cell_id)
        }
        return {c: {r["sample"] for r in by_cell.get(c, [])} for c in self.group_by_cell if c not in open_cells}

    def group_of(self, spec: Cell) -> Group | None:
        """The group that runs this cell's samples, None for a cell run at the fixed N."""
        group = self.group_by_cell.get(spec.cell_id)
        return group if group is not None and group.cells.get(spec.cell_id) == spec else None

    def tasks(self) -> list[asyncio.Future[None]]:
        """The rounds still running (the run's end cancels them)."""
        return [g.task for g in self.groups if g.task is not None and not g.task.done()]
