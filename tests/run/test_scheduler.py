"""The scheduler alone, on fake cells and a fake worker: which cells' requests it queues when.

Pins the look-ahead (the cells after the current one start while their model has free slots)
and the top-up (a slot freed by an answer starts the next cell in run order, and the one after
it is made ready to send meanwhile).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from pytest_cre.run.scheduler import Scheduler


@dataclass(frozen=True)
class FakeCell:
    item_id: str
    model: str = "m"
    n: int = 1

    def samples(self) -> range:
        return range(self.n)


class FakeWorker:
    """Runs a cell as the runner does: made ready first, then each sample holds a slot until the
    test opens its gate, and frees it (and tops up) when answered."""

    def __init__(self, slots: int, stopped: dict[str, str] | None = None) -> None:
        self.readied: list[str] = []
        self.gates: dict[str, asyncio.Event] = {}
        self.scheduler = Scheduler(lambda model: slots, self.run, self.prepare, stopped or {})

    @property
    def started(self) -> list[str]:
        return list(self.scheduler.progress)

    def prepare(self, cell: FakeCell):
        self.readied.append(cell.item_id)
        return asyncio.sleep(0)

    async def run(self, cell: FakeCell) -> list[dict]:
        try:
            await self.scheduler.ready(cell)
        finally:
            self.scheduler.readied(cell)

        async def one(sample: int) -> dict:
            try:
                await self.gates.setdefault(f"{cell.item_id}/{sample}", asyncio.Event()).wait()
                return {"cell_id": cell.item_id, "sample": sample}
            finally:
                self.scheduler.free(cell.model)
                self.scheduler.top_up()

        return list(await asyncio.gather(*(one(i) for i in cell.samples())))

    def answer(self, item_id: str, sample: int = 0) -> None:
        self.gates.setdefault(f"{item_id}/{sample}", asyncio.Event()).set()


async def until(condition, timeout_s: float = 5.0) -> None:
    """Let the loop run until ``condition()`` holds; fails at the deadline."""
    async with asyncio.timeout(timeout_s):
        while not condition():
            await asyncio.sleep(0)


def test_look_ahead_starts_the_next_cells_while_slots_are_free_and_readies_the_one_that_waits():
    async def go() -> None:
        fake = FakeWorker(slots=2)
        a, b, c, d = (FakeCell(x) for x in "abcd")
        fake.scheduler.follow(iter([b, c, d]))
        running = asyncio.ensure_future(fake.scheduler.run_cell(a))
        await until(lambda: {"a", "b", "c"} <= set(fake.readied))
        # a and b fill the two slots; c waits for one, made ready meanwhile; d waits behind c.
        assert fake.started == ["a", "b"]
        assert sorted(fake.readied) == ["a", "b", "c"]
        fake.answer("a")
        assert await running == [{"cell_id": "a", "sample": 0}]
        # a's answer freed a slot: c (made ready already) starts, d is made ready in turn.
        await until(lambda: "d" in fake.readied)
        assert fake.started == ["a", "b", "c"]
        assert sorted(fake.readied) == ["a", "b", "c", "d"]
        fake.answer("b")
        fake.answer("c")
        await until(lambda: "d" in fake.started)
        fake.answer("d")
        # run_cell picks up the task the look-ahead started: d runs once.
        assert await fake.scheduler.run_cell(d) == [{"cell_id": "d", "sample": 0}]
        assert fake.readied.count("d") == 1

    asyncio.run(go())


def test_a_full_model_holds_back_the_cells_after_it_and_a_stopped_one_is_not_readied():
    async def go() -> None:
        fake = FakeWorker(slots=1, stopped={"m": "auth: check CRE_API_KEY"})
        a, b, c = FakeCell("a"), FakeCell("b"), FakeCell("c", model="other")
        fake.scheduler.follow(iter([b, c]))
        running = asyncio.ensure_future(fake.scheduler.run_cell(a))
        await until(lambda: "a" in fake.readied)
        # b waits for m's one slot (its model is stopped: nothing is made ready for it), and
        # c waits behind b though its own model is idle: answers arrive in run order.
        assert fake.started == ["a"]
        assert fake.readied == ["a"]
        fake.answer("a")
        await running
        await until(lambda: "c" in fake.started)
        assert fake.started == ["a", "b", "c"]
        for task in fake.scheduler.close():
            task.cancel()

    asyncio.run(go())


def test_a_cell_of_several_samples_takes_as_many_slots_and_close_starts_nothing_more():
    async def go() -> None:
        fake = FakeWorker(slots=3)
        a, b, c = FakeCell("a", n=2), FakeCell("b", n=2), FakeCell("c")
        fake.scheduler.follow(iter([b, c]))
        running = asyncio.ensure_future(fake.scheduler.run_cell(a))
        await until(lambda: {"a", "b", "c"} <= set(fake.readied))
        # a's 2 samples leave one of 3 slots free, so b starts (a model below its slots takes
        # the next cell whole); then 4 are outstanding and c waits.
        assert fake.started == ["a", "b"]
        assert fake.scheduler.progress["b"].total == 2 and fake.scheduler.progress["b"].slots == 3
        tasks = fake.scheduler.close()
        fake.answer("a", 0)
        fake.answer("a", 1)
        assert len(await running) == 2
        assert fake.started == ["a", "b"]  # closing: the freed slots start nothing
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(go())
