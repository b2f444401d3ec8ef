"""What happened to the selected cell items, from their reports (the controller, or the only
process): which started (their samples are expected), which were skipped and why, which
crashed with their worker."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..families.base import Cell


def item_id_of(nodeid: str) -> str | None:
    """The parameter id of a parametrized item's node id (a cell's ``item_id``), None for others."""
    if not nodeid.endswith("]") or "[" not in nodeid:
        return None
    return nodeid.split("[", 1)[1][:-1]  # the function's name holds no "[", the id may


class ItemLedger:
    """Item ids of the grid's cell items by what their reports said."""

    def __init__(self, items_of: dict[str, Cell]) -> None:
        self.items_of = items_of
        self.started: set[str] = set()
        self.skipped: set[str] = set()
        self.crashed: set[str] = set()  # cell items whose worker died (under xdist)
        self.unfit: dict[str, str] = {}  # item id -> why the server's context cannot hold it

    def reported(self, nodeid: str, when: str, passed: bool, skipped: bool, unfit: str | None = None) -> None:
        """A cell item's report: whether it started (its samples are expected) or was skipped;
        ``unfit``: why the server's window cannot hold it (the preflight skipped it before any
        request: no sample of it is expected)."""
        item_id = item_id_of(nodeid)
        if item_id not in self.items_of:
            return
        if when == "setup" and skipped:
            self.skipped.add(item_id)
        elif when == "setup" and passed:
            self.started.add(item_id)
        elif when == "call" and unfit:
            self.started.discard(item_id)
            self.skipped.add(item_id)
            self.unfit[item_id] = unfit

    def crash(self, item_id: str) -> bool:
        """Mark a cell item whose process died; False for an id that is not a cell item's."""
        if item_id not in self.items_of:
            return False
        self.crashed.add(item_id)
        return True

    def crashed_cell(self, cell_id: str) -> bool:
        """Whether an item of this cell crashed (several items may share a cell: recall targets)."""
        return any(self.items_of[item].cell_id == cell_id for item in self.crashed)

    def nothing_ran(self) -> bool:
        """Cell items were selected and not one of them started (all skipped: no key, no data);
        one cut short in its call (Ctrl-C, a dead worker) did start."""
        return bool(self.skipped) and not self.started

    def skip_reasons(self, static_reason: Callable[[Cell], str | None]) -> dict[str, tuple[set[str], set[str]]]:
        """Each reason the plugin skipped selected cells with, and the cells and models it hit;
        ``static_reason(spec)`` is the grid's reason known before the run."""
        reasons: dict[str, tuple[set[str], set[str]]] = {}
        for item_id in sorted(self.skipped):
            spec = self.items_of[item_id]
            reason = static_reason(spec) or self.unfit.get(item_id)
            if reason:
                cell_ids, models = reasons.setdefault(reason, (set(), set()))
                cell_ids.add(spec.cell_id)
                models.add(spec.model)
        return reasons
