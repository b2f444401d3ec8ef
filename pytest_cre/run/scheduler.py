"""When each cell's requests are queued: a model's slots, the items' look-ahead, the top-up.

pytest runs one item at a time; a cell that awaited only its own samples would leave slots idle
while its stragglers finish. The scheduler starts the cells after the current one (in run
order) whenever their model has fewer samples outstanding than its slots, so answers still
arrive in order of need and a straggler never leaves a slot idle while later cells wait.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from ..core.record import Record
from ..families.base import Cell

Ready = TypeVar("Ready")  # what making a cell ready gives its run (the runner's client, worker, first samples)


@dataclass
class CellProgress:
    """How far one item's samples are: the progress line reads it (``on_progress``)."""

    total: int
    slots: int = 1  # the model's connection slots in this process
    done: int = 0
    waiting: int = 0  # handed to the client, not answered yet (in flight or queued for a slot)
    retried: int = 0  # answered after more than one attempt
    failed: int = 0  # ended in an endpoint outcome (not a scored answer)
    cached: int = 0  # answered from the response cache
    started: float = 0.0  # time.monotonic() when its requests started
    latency_s: float = 0.0  # of the last answer the endpoint gave (not the cache)

    @property
    def in_flight(self) -> int:
        """Requests at the endpoint now: slots are FIFO, so the running item's come first."""
        return min(self.waiting, self.slots)

    @property
    def queued(self) -> int:
        return self.waiting - self.in_flight


class Scheduler(Generic[Ready]):
    """Starts cells on the running loop: ``run`` (all of a cell's samples) when a model's
    ``slots`` allow, ``prepare`` (made ready to send) for the next cell while its model's slots
    are full, unless its model is in ``stopped``. Whoever runs a cell's samples tells it when a
    sample no longer holds a slot (``free``) and when one may be queued again (``top_up``)."""

    def __init__(
        self,
        slots: Callable[[str], int],
        run: Callable[[Cell], Awaitable[list[Record]]],
        prepare: Callable[[Cell], Awaitable[Ready]],
        stopped: Mapping[str, str],
    ) -> None:
        self.slots = slots
        self._run = run
        self._prepare = prepare
        self._stopped = stopped
        self.progress: dict[str, CellProgress] = {}  # by item id, from its first request on
        self.closing = False  # the run is ending: nothing more is started
        self._pending: dict[str, asyncio.Future[list[Record]]] = {}
        self._readying: dict[str, asyncio.Future[Ready]] = {}  # item id -> its ``prepare``, once started
        self._ahead: Iterator[Cell] | None = None  # cells to run after the current one
        self._waiting: Cell | None = None  # the next of them, when its model's slots are full
        self._started: set[str] = set()  # items whose requests were started
        self._outstanding: dict[str, int] = {}  # model -> samples queued and not yet answered
        self._cells: set[asyncio.Future[list[Record]]] = set()  # every cell's ``run`` not finished

    def follow(self, upcoming: Iterator[Cell]) -> None:
        """The cells this process runs next, in order (the items' look-ahead): their requests
        are queued whenever a model has fewer outstanding than its slots."""
        self._ahead, self._waiting = upcoming, None

    async def run_cell(self, spec: Cell) -> list[Record]:
        """The cell's records: its run, started now unless the look-ahead started it."""
        task = self._pending.pop(spec.item_id, None) or self._start(spec)
        self.top_up()
        return await task

    def prefetch(self, spec: Cell) -> None:
        """Start a cell's requests now (on the running loop) so they overlap the stragglers of
        the cells before it; ``run_cell`` later picks up the same task."""
        if spec.item_id not in self._started:
            self._pending[spec.item_id] = self._start(spec)

    def _start(self, spec: Cell) -> asyncio.Future[list[Record]]:
        self._started.add(spec.item_id)
        self.progress[spec.item_id] = CellProgress(
            total=len(spec.samples()), slots=self.slots(spec.model), started=time.monotonic()
        )
        self._outstanding[spec.model] = self._outstanding.get(spec.model, 0) + len(spec.samples())
        task = asyncio.ensure_future(self._run(spec))
        self._cells.add(task)
        task.add_done_callback(self._cells.discard)
        return task

    def top_up(self) -> None:
        """Queue upcoming cells, in run order, while their model has free slots: slots are FIFO,
        so answers still arrive in order of need, and a straggler never leaves a slot idle while
        later cells wait. A cell of a model that is full waits (and with it the cells after it)."""
        while self._ahead is not None and not self.closing:
            spec = self._waiting or next(self._ahead, None)
            self._waiting = None
            if spec is None:
                self._ahead = None
            elif spec.item_id not in self._started:
                if self._outstanding.get(spec.model, 0) >= self.slots(spec.model):
                    self._waiting = spec
                    if spec.model not in self._stopped:
                        self.ready(spec)
                    return
                self.prefetch(spec)

    def ready(self, spec: Cell) -> asyncio.Future[Ready]:
        """The cell made ready to send (``prepare``), started once: by ``top_up`` as soon as
        the cell is next in line, so a server that is slow to count its first prompt delays
        only that check, never the slots that free meanwhile."""
        if spec.item_id not in self._readying:
            task = self._readying[spec.item_id] = asyncio.ensure_future(self._prepare(spec))
            # Its failure is the cell's, raised when the cell runs; a run that ends before
            # then must not log it as never retrieved.
            task.add_done_callback(lambda t: t.cancelled() or t.exception())
        return self._readying[spec.item_id]

    def readied(self, spec: Cell) -> None:
        """The cell's run has taken what ``ready`` made (or met its failure)."""
        self._readying.pop(spec.item_id, None)

    def free(self, model: str, samples: int = 1) -> None:
        """``samples`` of ``model`` no longer hold a slot here (answered, given up, waiting
        without one, or never to be asked)."""
        self._outstanding[model] -= samples

    def hold(self, model: str, samples: int = 1) -> None:
        """A sample that waited without a slot (``free``) holds one again (or an adaptive
        round's ``samples`` are queued)."""
        self._outstanding[model] = self._outstanding.get(model, 0) + samples

    def close(self) -> list[asyncio.Future[list[Record]] | asyncio.Future[Ready]]:
        """Start nothing more; the tasks of every cell still running or being made ready, for
        the run's end to cancel."""
        self.closing = True
        self._ahead = self._waiting = None
        tasks: list[asyncio.Future[list[Record]] | asyncio.Future[Ready]] = [
            *self._cells,
            *self._pending.values(),
            *self._readying.values(),
        ]
        self._pending.clear()
        self._readying.clear()
        return tasks
