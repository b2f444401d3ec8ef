"""What the reasoning family reads for one run: its per-run state, held by the run."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import RunData

if TYPE_CHECKING:
    from ...assembly.placement import FillerPool
    from .tasks import TaskData


class ReasoningData(RunData):
    """Task data by task name, filler pools by (task, filler), and the pool indices of each
    target's near duplicates by (task, "problems" | "neutral") -> target id: what the session's
    checks load, the run's worker reuses (the controller reads each once); ``filled``: the
    (task, filler, tier, position, model) whose fill the start-up check has tried (a family
    sharing this data, retrieval, does not try them again)."""

    def __init__(self) -> None:
        super().__init__()
        self.loaded: dict[str, TaskData] = {}
        self.pools: dict[tuple[str, str], FillerPool] = {}
        self.withheld: dict[tuple[str, str], dict[str, frozenset[int]]] = {}
        self.filled: set[tuple[object, ...]] = set()
