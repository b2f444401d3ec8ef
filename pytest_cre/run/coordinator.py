"""What xdist workers need from each other, over one TCP connection from each worker to the
controller, so that workers need not share a filesystem (or a host):

- **request slots** per model: a FIFO queue of leases under one global cap, so the model's
  concurrency holds across all workers exactly, however many there are. A worker whose
  connection closes (it died) gives its leases back at once.
- **a finished cell's records**, for drop items running in another worker: the controller has
  them from the workers' test reports (as ``record_line`` strings, passed on as they came),
  and answers as soon as they arrived (or says the cell's worker crashed);
- **a comparison of two finished cells**, computed on the controller by the ``compare``
  function it was given (in a thread, off the coordinator's loop), with an adaptive one's
  sequential verdict when the worker sends its design: the controller has the records and
  imports the analysis stack anyway, so a worker that runs a drop item never does, nor fetches
  the cells' records for it;
- **"model stopped"** broadcasts: a fatal outcome in one worker reaches every worker;
- **a model's server preflight** (its context window, or that nothing answers there), asked by
  the ``preflight`` function it was given once for the run, whichever workers ask (in a thread):
  a server gets one set of preflight calls, not one per worker.

The controller runs a ``Coordinator`` (its own thread and event loop); each worker holds one
``Link``. Protocol: one JSON object per line; a connection starts with ``{"op": "hello",
"token": T}`` (the token travels to the workers with their xdist input) and is dropped
otherwise. Worker to controller: ``acquire``/``cancel``/``release`` (``model``, ``cap``),
``cell`` (``id``, ``cell``), ``compare`` (``id``, ``cells``, ``design``: null or an adaptive
comparison's ``SequentialDesign`` fields), ``stop`` (``model``, ``reason``),
``preflight`` (``id``, ``model``).
Controller to worker: ``grant`` (``model``), ``cell`` (``id``, ``records``: record lines, or null
when the cell crashed), ``compared`` (``id``, ``result``, or ``missing``: a cell that crashed, or
``error``), ``stopped`` (``model``, ``reason``), ``preflighted`` (``id``, ``result``). Leases of
one connection and model are interchangeable: a grant goes to the worker's longest waiting
request for that model.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import itertools
import json
import secrets
import socket
import threading
from collections.abc import Callable
from typing import Any

from ..core.record import from_line
from ..options import parse_address

# Records of a long cell can be large; a line is one message.
_LINE_LIMIT = 1 << 28


class _Peer:
    """One worker's connection, and the leases it holds and waits for."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self.writer = writer
        self.held: collections.Counter[str] = collections.Counter()

    def send(self, message: dict[str, Any]) -> None:
        if not self.writer.is_closing():
            self.writer.write(json.dumps(message).encode() + b"\n")


class Coordinator:
    """The controller's side: leases, finished cells and stopped models of one run.

    ``caps`` maps a model name to its concurrency (a model it does not know uses the cap the
    worker sends). Listens on ``host:port`` (port 0: a free one); ``address`` is what workers
    connect to. ``cell_done``, ``cell_crashed`` and ``stop`` may be called from any thread.
    """

    def __init__(
        self,
        caps: dict[str, int],
        host: str = "127.0.0.1",
        port: int = 0,
        compare: Callable[[list[str], list[str], dict[str, Any] | None], dict[str, Any]] | None = None,
        preflight: Callable[[str], dict[str, Any]] | None = None,
    ) -> None:
        self.caps = dict(caps)
        self.compare = compare  # (arm's record lines, baseline's, design) -> a JSON-able comparison
        self.preflight = preflight  # model name -> its server's preflight, JSON-able
        self._preflights: dict[str, asyncio.Future[dict[str, Any]]] = {}  # by model: asked once for every worker
        self.token = secrets.token_hex(16)
        self.host = host
        self.port = port
        self.max_held: collections.Counter[str] = collections.Counter()  # most leases out at once
        self._held: collections.Counter[str] = collections.Counter()
        self._queue: dict[str, collections.deque[_Peer]] = collections.defaultdict(collections.deque)
        self._cells: dict[str, list[str] | None] = {}  # record lines
        self._asked: dict[str, list[tuple[_Peer, int]]] = collections.defaultdict(list)
        self._comparing: list[tuple[_Peer, int, list[str], dict[str, Any] | None]] = []  # waiting for their cells
        self._stopped: dict[str, str] = {}
        self._peers: set[_Peer] = set()
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.AbstractServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def start(self) -> Coordinator:
        """Listen (OSError if the address cannot be bound) and serve in a daemon thread."""
        self._thread = threading.Thread(target=self._loop.run_forever, name="cre-coordinator", daemon=True)
        self._thread.start()
        try:
            self._server = asyncio.run_coroutine_threadsafe(
                asyncio.start_server(self._serve, self.host, self.port, limit=_LINE_LIMIT), self._loop
            ).result()
        except BaseException:
            self.close()
            raise
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def close(self) -> None:
        if self._thread is None:
            return

        async def shut() -> None:
            if self._server is not None:
                self._server.close()
            for peer in list(self._peers):
                peer.writer.close()

        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            asyncio.run_coroutine_threadsafe(shut(), self._loop).result(5)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        self._thread = None

    # ------------------------------------------------------------------ from the controller

    def cell_done(self, cell_id: str, lines: list[str]) -> None:
        """A cell's records arrived (on its worker's reports, as record lines): answer whoever
        asks for them."""
        self._loop.call_soon_threadsafe(self._cell, cell_id, list(lines))

    def cell_crashed(self, cell_id: str) -> None:
        """A cell's worker died: its records will never come."""
        self._loop.call_soon_threadsafe(self._cell, cell_id, None)

    # ------------------------------------------------------------------ on the loop

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = _Peer(writer)
        try:
            hello = json.loads(await reader.readline() or b"{}")
            if hello.get("op") != "hello" or not secrets.compare_digest(str(hello.get("token")), self.token):
                return
            self._peers.add(peer)
            for model, reason in self._stopped.items():
                peer.send({"op": "stopped", "model": model, "reason": reason})
            while line := await reader.readline():
                self._handle(peer, json.loads(line))
        except (
            ConnectionError,
            ValueError,
            KeyError,
            TypeError,
            AttributeError,
            asyncio.IncompleteReadError,
            asyncio.LimitOverrunError,
        ):  # a peer that does not speak the protocol: dropped
            pass
        finally:
            self._gone(peer)
            writer.close()

    def _handle(self, peer: _Peer, msg: dict[str, Any]) -> None:
        op, model = msg.get("op"), msg.get("model", "")
        if op == "acquire":
            self.caps.setdefault(model, max(1, int(msg.get("cap") or 1)))
            self._queue[model].append(peer)
            self._dispatch(model)
        elif op == "cancel":  # one of this worker's waiting requests gave up, if still queued
            queue = self._queue[model]
            for i in range(len(queue) - 1, -1, -1):
                if queue[i] is peer:
                    del queue[i]
                    break
        elif op == "release":
            if peer.held[model] > 0:
                peer.held[model] -= 1
                self._held[model] -= 1
            self._dispatch(model)
        elif op == "cell":
            cell = msg["cell"]
            if cell in self._cells:
                peer.send({"op": "cell", "id": msg["id"], "records": self._cells[cell]})
            else:
                self._asked[cell].append((peer, msg["id"]))
        elif op == "compare":
            ask = (peer, msg["id"], [str(c) for c in msg["cells"]], msg.get("design"))
            if not self._try_compare(*ask):
                self._comparing.append(ask)
        elif op == "stop":
            self._stop(model, str(msg.get("reason") or "stopped"))
        elif op == "preflight":
            self._preflight(peer, msg["id"], model)

    def _preflight(self, peer: _Peer, call: int, model: str) -> None:
        """Answer with the model's preflight: the first ask starts it (in a thread: it may wait
        on a silent server for seconds), later ones share its answer."""
        if self.preflight is None:
            peer.send({"op": "preflighted", "id": call, "result": None})
            return
        if model not in self._preflights:
            self._preflights[model] = self._loop.run_in_executor(None, self.preflight, model)

        def answer(done: asyncio.Future[dict[str, Any]]) -> None:
            failed = done.cancelled() or done.exception() is not None
            peer.send({"op": "preflighted", "id": call, "result": None if failed else done.result()})

        self._preflights[model].add_done_callback(answer)

    def _try_compare(self, peer: _Peer, call: int, cells: list[str], design: dict[str, Any] | None) -> bool:
        """Answer a comparison whose cells have all arrived (False: not yet)."""
        if any(c not in self._cells for c in cells):
            return False
        missing = next((c for c in cells if self._cells[c] is None), None)
        if missing is not None:
            peer.send({"op": "compared", "id": call, "result": None, "missing": missing})
            return True
        if self.compare is None:
            peer.send({"op": "compared", "id": call, "result": None, "error": "this coordinator compares nothing"})
            return True

        def answer(done: asyncio.Future[dict[str, Any]]) -> None:
            error = done.exception()
            peer.send(
                {
                    "op": "compared",
                    "id": call,
                    "result": None if error else done.result(),
                    **({"error": f"{type(error).__name__}: {error}"} if error else {}),
                }
            )

        # In a thread: the first comparison may wait for the analysis stack's imports, and
        # the loop serves every worker's leases meanwhile.
        arm, base = (self._cells[c] or [] for c in cells)  # (none is None: checked above)
        self._loop.run_in_executor(None, self.compare, arm, base, design).add_done_callback(answer)
        return True

    def _dispatch(self, model: str) -> None:
        queue = self._queue[model]
        while queue and self._held[model] < self.caps[model]:
            peer = queue.popleft()
            peer.held[model] += 1
            self._held[model] += 1
            self.max_held[model] = max(self.max_held[model], self._held[model])
            peer.send({"op": "grant", "model": model})

    def _gone(self, peer: _Peer) -> None:
        """A worker's connection closed: its leases and waiting requests go."""
        self._peers.discard(peer)
        for model, queue in self._queue.items():
            if peer in queue:
                self._queue[model] = collections.deque(p for p in queue if p is not peer)
        for model, n in peer.held.items():
            self._held[model] -= n
        peer.held.clear()
        for model in list(self._queue):
            self._dispatch(model)

    def _cell(self, cell_id: str, records: list[str] | None) -> None:
        self._cells[cell_id] = records
        for peer, call in self._asked.pop(cell_id, []):
            peer.send({"op": "cell", "id": call, "records": records})
        self._comparing = [ask for ask in self._comparing if not self._try_compare(*ask)]

    def _stop(self, model: str, reason: str) -> None:
        if model in self._stopped:
            return
        self._stopped[model] = reason
        for peer in self._peers:
            peer.send({"op": "stopped", "model": model, "reason": reason})


class CoordinatorLost(ConnectionError):
    """The connection to the controller's coordinator closed while a request was waiting."""


class Link:
    """A worker's connection to the coordinator: slot gates, finished cells, stopped models.

    ``on_stop`` callbacks (``callback(model, reason)``) run in the link's reader thread; one
    that touches an event loop's state must hand over with ``call_soon_threadsafe``.
    """

    def __init__(self, address: str, token: str, timeout_s: float = 10.0) -> None:
        host, port = parse_address(address)
        self.address = address
        self._sock = socket.create_connection((host, port), timeout=timeout_s)
        self._sock.settimeout(None)
        self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._send_lock = threading.Lock()
        self._ids = itertools.count(1)
        self._calls: dict[int, concurrent.futures.Future[Any]] = {}  # the controller's JSON answers
        # Requests waiting for a lease, per model, in the order they asked (any event loop).
        self._waiting: dict[str, collections.deque[asyncio.Future[None]]] = collections.defaultdict(collections.deque)
        self._waiting_lock = threading.Lock()
        self.stopped: dict[str, str] = {}
        self.on_stop: list[Callable[[str, str], None]] = []
        self.closed = False
        self._send({"op": "hello", "token": token})
        self._reader = threading.Thread(target=self._read, name="cre-link", daemon=True)
        self._reader.start()

    def _send(self, message: dict[str, Any]) -> None:
        data = json.dumps(message).encode() + b"\n"
        with self._send_lock:
            if self.closed:
                raise CoordinatorLost(f"the coordinator at {self.address} is gone")
            self._sock.sendall(data)

    def gate(self, model: str, cap: int) -> Gate:
        """The model's request slots (``async with gate:``), shared with every worker."""
        return Gate(self, model, cap)

    def _send_quietly(self, message: dict[str, Any]) -> None:
        with contextlib.suppress(OSError):  # the coordinator is gone, and with it every lease
            self._send(message)

    def _release(self, model: str) -> None:
        self._send_quietly({"op": "release", "model": model})

    def _wait(self, model: str, future: asyncio.Future[None]) -> None:
        with self._waiting_lock:
            self._waiting[model].append(future)

    def _granted(self, model: str) -> None:
        """A lease arrived: it goes to the longest waiting request still waiting, on its own
        loop; if that one gave up meanwhile, to the next; with none left, back."""
        while True:
            with self._waiting_lock:
                queue = self._waiting[model]
                future = queue.popleft() if queue else None
            if future is None:
                self._release(model)
                return
            if future.done():
                continue
            try:
                future.get_loop().call_soon_threadsafe(self._give, model, future)
                return
            except RuntimeError:  # its loop is closed
                continue

    def _give(self, model: str, future: asyncio.Future[None]) -> None:
        if future.done():  # cancelled between the reader thread and here
            self._granted(model)
        else:
            future.set_result(None)

    def _fail_waiting(self) -> None:
        with self._waiting_lock:
            futures = [f for queue in self._waiting.values() for f in queue]
            self._waiting.clear()
        lost = CoordinatorLost(f"the coordinator at {self.address} is gone")
        for future in futures:
            with contextlib.suppress(RuntimeError):
                future.get_loop().call_soon_threadsafe(_fail, future, lost)

    def _ask(self, message: dict[str, Any], timeout_s: float) -> Any:
        """The controller's answer to ``message`` (sent with a fresh ``id``), waiting for it;
        None when it did not come in time or the coordinator is gone."""
        call = next(self._ids)
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self._calls[call] = future
        try:
            self._send({**message, "id": call})
            return future.result(timeout_s)
        except (concurrent.futures.TimeoutError, CoordinatorLost, OSError):
            return None
        finally:
            self._calls.pop(call, None)

    def cell_records(self, cell_id: str, timeout_s: float = 3600.0) -> list[dict[str, Any]] | None:
        """A finished cell's records, waiting until they reach the controller; None when its
        worker crashed or they did not come in time."""
        return self._ask({"op": "cell", "cell": cell_id}, timeout_s)

    def compare(
        self, cells: list[str], timeout_s: float = 3600.0, design: dict[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """The controller's comparison of finished cells (``result``, or ``missing``: a cell
        whose worker crashed), waiting until their records reached it; None when they did not
        come in time. ``design``: an adaptive comparison's, whose verdict the result then holds
        too. A comparison that failed on the controller raises its error here."""
        answer = self._ask({"op": "compare", "cells": list(cells), "design": design}, timeout_s)
        if answer is None:
            return None
        if answer.get("error"):
            raise RuntimeError(f"comparing {' and '.join(cells)} on the controller failed: {answer['error']}")
        return answer

    def preflight(self, model: str, timeout_s: float = 60.0) -> dict[str, Any] | None:
        """The controller's preflight of ``model``'s server (``Coordinator.preflight``), asked
        once for every worker; None when it gave none (then the worker asks itself)."""
        return self._ask({"op": "preflight", "model": model}, timeout_s)

    def stop(self, model: str, reason: str) -> None:
        """Stop a model in every worker (the others hear it through ``on_stop``)."""
        self.stopped.setdefault(model, reason)
        self._send({"op": "stop", "model": model, "reason": reason})

    def close(self) -> None:
        with self._send_lock:
            self.closed = True
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        self._sock.close()

    def _read(self) -> None:
        try:
            with self._sock.makefile("rb") as lines:
                for line in lines:
                    self._deliver(json.loads(line))
        except (OSError, ValueError):
            pass
        with self._send_lock:
            self.closed = True
        for future in list(self._calls.values()):
            if not future.done():
                future.set_exception(CoordinatorLost(f"the coordinator at {self.address} is gone"))
        self._fail_waiting()

    def _deliver(self, msg: dict[str, Any]) -> None:
        op = msg.get("op")
        if op == "grant":
            self._granted(msg["model"])
        elif op == "cell":
            future = self._calls.get(msg["id"])
            if future is not None and not future.done():
                lines = msg["records"]
                future.set_result(None if lines is None else [from_line(line) for line in lines])
        elif op == "compared":
            future = self._calls.get(msg["id"])
            if future is not None and not future.done():
                future.set_result(msg)
        elif op == "preflighted":
            future = self._calls.get(msg["id"])
            if future is not None and not future.done():
                future.set_result(msg["result"])
        elif op == "stopped":
            self.stopped.setdefault(msg["model"], msg["reason"])
            for callback in self.on_stop:
                callback(msg["model"], msg["reason"])


class Gate:
    """One model's request slots, as an async context manager (like a semaphore): entering
    waits for a lease from the coordinator, leaving gives it back."""

    def __init__(self, link: Link, model: str, cap: int) -> None:
        self.link = link
        self.model = model
        self.cap = cap

    async def __aenter__(self) -> Gate:
        future = asyncio.get_running_loop().create_future()
        self.link._wait(self.model, future)
        self.link._send({"op": "acquire", "model": self.model, "cap": self.cap})
        try:
            await future
        except asyncio.CancelledError:
            if future.done() and not future.cancelled():  # granted, then cancelled: give it back
                self.link._release(self.model)
            else:
                self.link._send_quietly({"op": "cancel", "model": self.model})
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.link._release(self.model)


def _fail(future: asyncio.Future[None], error: BaseException) -> None:
    """Fail a waiting call, unless it was answered meanwhile (on the future's own loop)."""
    if not future.done():
        future.set_exception(error)
