"""The coordinator between xdist workers: global FIFO slot leases, finished cells, stopped
models, and what happens when a worker or the controller goes away (loopback only)."""

from __future__ import annotations

import asyncio
import math
import socket
import threading
import time
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from pytest_cre.core.record import record_line
from pytest_cre.run.coordinator import Coordinator, CoordinatorLost, Link


@pytest.fixture
def coordinator():
    c = Coordinator({"m": 2}).start()
    yield c
    c.close()


def _link(c: Coordinator) -> Link:
    return Link(c.address, c.token)


def _wait_for(condition, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "condition not reached"
        time.sleep(0.01)


def _on_loop(c: Coordinator, read: Callable[[], object]) -> object:
    """``read()`` run on the coordinator's own loop: between two messages it handles, never
    halfway through one (a grant and the next in one dispatch are both seen, or neither)."""

    async def now() -> object:
        return read()

    return asyncio.run_coroutine_threadsafe(now(), c._loop).result(5)


def _queued(c: Coordinator, model: str = "m") -> int:
    """Requests for ``model`` the coordinator holds waiting: each reached it and was not granted
    (a grant takes a request out of the queue before it is sent). Waiting until a request is
    queued, then asserting nothing was granted, fails when the coordinator grants too soon;
    a sleep instead passes whenever the request had not even arrived yet."""
    return _on_loop(c, lambda: len(c._queue[model]))


async def _until_queued(c: Coordinator, n: int) -> None:
    """``_wait_for(_queued(c) == n)`` from inside an event loop."""
    deadline = time.monotonic() + 5
    while _queued(c) != n:
        assert time.monotonic() < deadline, f"{n} requests never waited at the coordinator"
        await asyncio.sleep(0.01)


def _run_workers(links: list[Link], model: str, cap: int, requests: int) -> tuple[int, list[tuple[int, int]]]:
    """Each link is a worker with its own event loop, sending ``requests`` at once through its
    gate; returns the most in flight at once across all of them and the order of entry."""
    lock = threading.Lock()
    state = {"now": 0, "max": 0}
    entered: list[tuple[int, int]] = []

    def worker(w: int, link: Link) -> None:
        async def main() -> None:
            gate = link.gate(model, cap)

            async def one(i: int) -> None:
                async with gate:
                    with lock:
                        state["now"] += 1
                        state["max"] = max(state["max"], state["now"])
                        entered.append((w, i))
                    await asyncio.sleep(0.002)
                    with lock:
                        state["now"] -= 1

            await asyncio.gather(*(one(i) for i in range(requests)))

        asyncio.run(main())

    threads = [threading.Thread(target=worker, args=(w, link)) for w, link in enumerate(links)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(entered) == len(links) * requests
    return state["max"], entered


@pytest.mark.parametrize("cap", [1, 2])
def test_the_cap_holds_across_more_workers_than_slots(cap):
    c = Coordinator({"m": cap}).start()
    links = [_link(c) for _ in range(3)]
    try:
        most, _ = _run_workers(links, "m", cap, 20)
        assert most <= cap
        assert c.max_held["m"] == cap  # the coordinator's own count: never more, and used fully
    finally:
        for link in links:
            link.close()
        c.close()


def test_leases_are_granted_in_the_order_asked(coordinator):
    first, second = _link(coordinator), _link(coordinator)
    started = {name: threading.Event() for name in "abcd"}
    go = {name: threading.Event() for name in "abcd"}

    async def hold(link: Link, name: str) -> None:
        async with link.gate("m", 2):
            started[name].set()
            await asyncio.to_thread(go[name].wait, 10)

    threads = []

    def begin(link: Link, name: str) -> None:
        t = threading.Thread(target=asyncio.run, args=(hold(link, name),))
        t.start()
        threads.append(t)

    begin(first, "a")
    begin(first, "b")
    assert started["a"].wait(5) and started["b"].wait(5)  # the two slots
    begin(second, "c")  # then two requests from another worker queue, "c" strictly first
    _wait_for(lambda: _queued(coordinator) == 1)  # c is in line before d asks
    begin(second, "d")
    _wait_for(lambda: _queued(coordinator) == 2)  # both reached it, and it granted neither
    assert not started["c"].is_set() and not started["d"].is_set()  # full: nobody else gets in
    go["a"].set()
    assert started["c"].wait(5)  # the first slot back goes to the first in line
    # c's grant came from the dispatch that handled a's release: d is still in line after it.
    assert _queued(coordinator) == 1 and _on_loop(coordinator, lambda: coordinator._held["m"]) == 2
    assert not started["d"].is_set()
    go["b"].set()
    assert started["d"].wait(5)
    for name in "cd":
        go[name].set()
    for t in threads:
        t.join(5)
    first.close()
    second.close()


def test_a_worker_that_dies_gives_its_slots_back(coordinator):
    dying, other = _link(coordinator), _link(coordinator)
    got = threading.Event()

    async def take_both() -> None:
        gate = dying.gate("m", 2)
        await gate.__aenter__()
        await gate.__aenter__()  # never left: the process "dies" holding both

    asyncio.run(take_both())
    _wait_for(lambda: coordinator.max_held["m"] == 2)

    async def wait_for_one() -> None:
        async with other.gate("m", 2):
            got.set()

    t = threading.Thread(target=asyncio.run, args=(wait_for_one(),))
    t.start()
    _wait_for(lambda: _queued(coordinator) == 1)  # it asked, and waits: nothing is free
    assert not got.is_set()
    dying.close()  # the connection closes, as when the worker process is killed
    assert got.wait(5)
    t.join(5)
    other.close()


def test_a_cancelled_wait_does_not_keep_a_slot(coordinator):
    link = _link(coordinator)

    async def main() -> None:
        gate = link.gate("m", 2)
        async with gate, gate:  # both slots taken
            waiter = asyncio.ensure_future(gate.__aenter__())
            await _until_queued(coordinator, 1)  # the request reached the coordinator
            waiter.cancel()
            with pytest.raises(asyncio.CancelledError):
                await waiter
        # Both released and the cancelled request withdrawn: two slots are free again.
        async with gate, gate:
            pass

    asyncio.run(asyncio.wait_for(main(), 5))
    assert coordinator.max_held["m"] == 2
    link.close()


def test_a_cell_is_answered_once_its_records_arrive(coordinator):
    # Records travel as their records.jsonl lines (packed fields and all) and come back whole.
    packing = {"reasoning": SimpleNamespace(packed_fields=("filler_ids",))}
    first = {"family": "reasoning", "sample": 0, "filler_ids": [f"f{i}" for i in range(300)]}
    second = {"family": "reasoning", "sample": 1, "filler_ids": []}
    link = _link(coordinator)
    coordinator.cell_done("early", [record_line(first, packing)])
    assert "$zlib" in record_line(first, packing)
    assert link.cell_records("early") == [first]
    answer: list = []
    t = threading.Thread(target=lambda: answer.append(link.cell_records("late", timeout_s=10)))
    t.start()
    _wait_for(lambda: _on_loop(coordinator, lambda: len(coordinator._asked.get("late", ()))) == 1)
    assert not answer  # the ask reached the coordinator, which holds it: nothing arrived yet
    coordinator.cell_done("late", [record_line(first, packing), record_line(second, packing)])
    t.join(5)
    assert answer == [[first, second]]
    coordinator.cell_crashed("dead")
    assert link.cell_records("dead") is None
    assert link.cell_records("never", timeout_s=0.2) is None
    link.close()


def test_a_worker_that_joins_after_a_stop_sends_nothing_to_that_model(coordinator, tmp_path):
    """The stop reaches a late worker when it connects, before it has a runner: the runner it
    makes then starts with the model stopped."""
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.options import build_settings
    from pytest_cre.session import CreSession

    _link(coordinator).stop("sim", "auth: check CRE_API_KEY")
    late = _link(coordinator)
    _wait_for(lambda: late.stopped == {"sim": "auth: check CRE_API_KEY"})
    session = CreSession(
        build_settings({}), "run", is_worker=True, families=builtin_families(), rootpath=tmp_path, run_dir=tmp_path
    )
    session.link = late
    assert session.runner.stopped_models == {"sim": "auth: check CRE_API_KEY"}
    session.close()


def test_the_controller_compares_two_cells_once_both_arrived():
    """A worker asks for a comparison; the controller computes it (in a thread, with the
    function it was given) from the record lines the reports brought, once both cells are in,
    with the design an adaptive comparison's worker sent."""
    seen: list[tuple[list[str], list[str], dict | None]] = []

    def compare(arm: list[str], base: list[str], design: dict | None) -> dict:
        seen.append((arm, base, design))
        if arm == ["boom"]:
            raise ValueError("bad records")
        return {"n": len(arm), "baseline_n": len(base), "p_mcnemar": float("nan")}

    c = Coordinator({"m": 2}, compare=compare).start()
    try:
        link = _link(c)
        answer: list = []
        t = threading.Thread(target=lambda: answer.append(link.compare(["a", "b"], timeout_s=10)))
        t.start()
        c.cell_done("a", ["1", "2", "3"])
        _wait_for(lambda: _on_loop(c, lambda: len(c._comparing)) == 1)  # asked, and held
        assert not answer and not seen  # waits for the baseline's records
        c.cell_done("b", ["4"])
        t.join(5)
        (got,) = answer
        assert got["result"]["n"] == 3 and got["result"]["baseline_n"] == 1  # NaN survives the wire
        assert math.isnan(got["result"]["p_mcnemar"]) and seen == [(["1", "2", "3"], ["4"], None)]
        c.cell_crashed("dead")
        assert link.compare(["dead", "a"], timeout_s=5) == {
            "op": "compared",
            "id": 2,
            "result": None,
            "missing": "dead",
        }
        c.cell_done("x", ["boom"])
        with pytest.raises(RuntimeError, match="comparing x and a on the controller failed: ValueError: bad records"):
            link.compare(["x", "a"], timeout_s=5)
        assert link.compare(["a", "never"], timeout_s=0.2) is None
        design = {"alpha": 0.01, "n_max": 50, "alternative": "less"}  # an adaptive comparison's
        assert link.compare(["b", "a"], timeout_s=5, design=design)["result"]["n"] == 1
        assert seen[-1] == (["4"], ["1", "2", "3"], design)
        link.close()
    finally:
        c.close()
    bare = Coordinator({"m": 1}).start()  # given no compare function: says so, never guesses
    try:
        link = _link(bare)
        bare.cell_done("a", ["1"])
        with pytest.raises(RuntimeError, match="compares nothing"):
            link.compare(["a", "a"], timeout_s=5)
        link.close()
    finally:
        bare.close()


def test_a_stopped_model_reaches_every_worker_even_later_ones(coordinator):
    a, b = _link(coordinator), _link(coordinator)
    heard: list[tuple[str, str]] = []
    b.on_stop.append(lambda model, reason: heard.append((model, reason)))
    a.stop("m", "auth: check DEEPSEEK_API_KEY")
    _wait_for(lambda: heard == [("m", "auth: check DEEPSEEK_API_KEY")])
    late = _link(coordinator)
    _wait_for(lambda: late.stopped == {"m": "auth: check DEEPSEEK_API_KEY"})
    for link in (a, b, late):
        link.close()


def test_a_connection_without_the_token_is_dropped(coordinator):
    host, port = coordinator.host, coordinator.port
    with socket.create_connection((host, port), timeout=5) as s:
        s.sendall(b'{"op": "hello", "token": "guess"}\n{"op": "acquire", "model": "m", "cap": 9}\n')
        assert s.recv(100) == b""  # closed, nothing granted
    assert coordinator.max_held["m"] == 0


def test_waiting_requests_fail_when_the_controller_goes_away():
    c = Coordinator({"m": 1}).start()
    link = _link(c)

    async def main() -> None:
        gate = link.gate("m", 1)
        async with gate:
            waiter = asyncio.ensure_future(gate.__aenter__())
            await _until_queued(c, 1)  # waiting at the coordinator when it goes
            c.close()
            with pytest.raises(CoordinatorLost):
                await asyncio.wait_for(waiter, 5)

    asyncio.run(main())
    assert link.cell_records("x", timeout_s=1) is None
    link.close()


def test_a_worker_runner_takes_its_slots_from_the_coordinator(coordinator):
    from pytest_cre.options import build_settings
    from pytest_cre.run.coordinator import Gate
    from pytest_cre.run.runner import Runner

    link = _link(coordinator)

    async def main() -> tuple[object, int]:
        runner = Runner(build_settings({"concurrency": "2"}), "t", workers=3, link=link)
        client = runner.clients.client(runner.models["sim"])
        try:
            return client.slots, runner.clients.slots("sim")
        finally:
            await runner.aclose()
            runner.close()

    slots, queued = asyncio.run(main())
    # The whole cap is leased across workers (not 2 // 3 each), and each queues up to the cap.
    assert isinstance(slots, Gate) and slots.cap == 2 and queued == 2
    link.close()
