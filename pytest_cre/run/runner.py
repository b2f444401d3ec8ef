"""Runs one cell: the family's prompt -> the endpoint -> the family's scoring -> records.

The pytest items and the ``cre`` command both call ``Runner.run_cell``. Each family's worker
(data, pools) and each model's client are built on first use and kept for the process (never at
collection time). The runner knows no family: it asks the cell's family for everything that
differs between them.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import os
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..analysis.tables import SCORED
from ..assembly.placement import Prompt
from ..core.atomic import append_whole
from ..core.gc_freeze import freeze_survivors, thaw_heap
from ..core.prices import usd
from ..core.record import NOT_RUN, identity, make_record, record_line
from ..endpoints import server_info
from ..endpoints.cache import ResponseCache
from ..endpoints.client import NOT_SENT, CallResult, ModelClient, model_messages
from ..endpoints.errors import ModelStopped
from ..endpoints.ratelimits import Pacer
from ..endpoints.spending import SpendingCap
from ..endpoints.vendors import ModelConfig, read_api_key, takes_explicit_endpoint
from ..families.registry import builtin_families
from ..options import Settings
from ..sim.batches import store_folder
from ..sim.server import SimServer, start_sim
from .worker_context import worker_context


def _never_sent(record: dict[str, Any]) -> bool:
    """A sample its model's stop kept from being sent."""
    return record["status"] == NOT_RUN and str(record.get("error") or "").startswith(NOT_SENT)


def warm_analysis() -> None:
    """Import the analysis stack (pandas, scipy, statsmodels; ~0.8 s of CPU), for a background
    thread of the process that writes the summary (``CreSession.warm_analysis`` says when), so
    the summary after the last response costs what the records cost, not a fixed import."""
    import importlib

    try:
        for name in ("pandas", "scipy.stats", "statsmodels.stats.multitest", "statsmodels.stats.proportion"):
            importlib.import_module(name)
    except Exception:
        pass


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


class Runner:
    """Per-process state for running cells: family workers, the sim, clients, the cache.

    ``stopped_models`` maps a model name to why no more requests go to it (an ``auth`` or
    ``quota`` answer, with what to fix). ``on_model_stopped(name, reason)`` is called once when
    this process stops a model; ``stop_model`` stops one that another process stopped."""

    def __init__(
        self,
        settings: Settings,
        run_id: str,
        families: dict[str, Any] | None = None,
        data: dict[str, Any] | None = None,
        records_path: Path | None = None,
        workers: int = 1,
        on_record: Callable[[dict[str, Any]], None] | None = None,
        on_model_stopped: Callable[[str, str], None] | None = None,
        link: Any = None,
        on_progress: Callable[[str, CellProgress], None] | None = None,
        keep_lines: bool = False,
    ) -> None:

        self.settings = settings
        self.run_id = run_id
        self.families = families if families is not None else builtin_families()
        # What each family read for the run (the grid's ``data``, whose recall corpora its
        # cells name); a family not given any reads its own as its worker needs it.
        self.data = {name: (data or {}).get(name) or f.run_data() for name, f in self.families.items()}
        self.models = {m.name: m for m in settings.models}
        self.records_path = records_path
        self.workers = max(1, workers)
        self.on_record = on_record
        self.on_model_stopped = on_model_stopped
        self.stopped_models: dict[str, str] = {}
        self.link = link  # an xdist worker's coordinator link (run/coordinator.py): shared slots
        self.on_progress = on_progress
        # An xdist worker's records travel on its reports as the lines written for them: kept
        # here by identity until the report takes them (``keep_lines``), so none is packed twice.
        self.keep_lines = keep_lines
        self.lines: dict[tuple[Any, ...], str] = {}
        self.progress: dict[str, CellProgress] = {}  # by item id, from its first request on
        self.uses_sim = any(m.vendor == "sim" for m in settings.models)
        self._workers: dict[str, Any] = {}
        self._clients: dict[tuple[int, str], ModelClient] = {}
        self._pending: dict[str, asyncio.Future] = {}
        self._readying: dict[str, asyncio.Future] = {}  # item id -> its ``_prepare``, once started
        self._early: set[asyncio.Future] = set()  # samples made ready ahead of their cell (``_prepare``)
        self._prefixes: dict[tuple[str, str], asyncio.Event] = {}  # (model, prefix) -> first answered
        self._ahead: Iterator[Any] | None = None  # cells to run after the current one
        self._waiting: Any = None  # the next of them, when its model's slots are full
        self._started: set[str] = set()  # items whose requests were started
        self._outstanding: dict[str, int] = {}  # model -> samples queued and not yet answered
        self._assembling = asyncio.Semaphore(2)
        self._probes: dict[tuple[int, str], asyncio.Future] = {}  # (loop, model) -> its ``preflight``
        self._preflights: dict[str, server_info.Preflight] = {}  # by model, asked once (``preflight``)
        self._preflight_locks: dict[str, threading.Lock] = {}  # one per model: its cells ask once
        self._preflight_lock = threading.Lock()
        self._found_dead: set[str] = set()  # items that found their model's server dead
        self._cells: set[asyncio.Future] = set()  # every cell's ``_run`` not finished
        self.closing = False  # ``aclose`` began: nothing is started or recorded any more
        self.spending = self._spending_cap()
        # --cre-batch (run/batching.py): answers a batch brought this run, and samples a batch
        # still holds, by response key; every model's client reads them.
        self.batched: dict[str, CallResult] = {}
        self.held: dict[str, str] = {}
        self._cache: ResponseCache | None = None
        self._sink: int | None = None
        # Records that could not be appended to records.jsonl (a full disk), by identity: why.
        # They stay in this run's reports; the cell that holds them says so in one line.
        self.unwritten: dict[tuple[Any, ...], str] = {}
        self.sim: SimServer | None = None

    def worker(self, family: str) -> Any:
        """The family's per-process worker (its data and pools)."""
        if family not in self._workers:
            context = worker_context(self.settings, self.families, self.uses_sim)  # the key stays in run/
            self._workers[family] = self.families[family].worker(context, self.data[family])
        return self._workers[family]

    def prompt(self, spec: Any, sample: int) -> tuple[Any, Any]:
        """The prompt of one sample of a cell, and its target."""
        return self.worker(spec.family).prompt(spec, self.models[spec.model], sample)

    def prompts(self, spec: Any) -> list[tuple[Any, Any]]:
        """Every sample's prompt of a cell (the CLI and the benchmarks; cells build theirs one
        at a time, in threads)."""
        return [self.prompt(spec, i) for i in spec.samples()]

    # ------------------------------------------------------------------ endpoints

    def base_urls(self, model: ModelConfig) -> list[str]:
        """Where ``model``'s requests go: its base URLs (the embedded sim's, started on first use)."""
        if model.vendor == "sim":
            if self.sim is None:
                answerers = [self.worker(name).sim_answerer() for name in self.families]
                # Its batches are kept beside the cache, so the next run's sim finds them.
                batches = store_folder(self.settings.cache_path) if self.settings.cache_mode != "off" else None
                self.sim = start_sim(
                    answerers, latency=self.settings.latency, faults=self.settings.faults, batches=batches
                )
            return [self.sim.url]
        return list(model.base_urls)

    def cache_identity(self, model: ModelConfig) -> list[str]:
        """What the response cache calls a model's deployment: its base URLs; the embedded sim
        (a new port each run) by name, with the injected faults that change its answers."""
        if model.vendor != "sim":
            return list(model.base_urls)
        faults = self.settings.sim_faults
        return ["sim://embedded" + (f"?faults={faults}" if faults else "")]

    @property
    def cache(self) -> ResponseCache | None:
        if self.settings.cache_mode == "off":
            return None
        if self._cache is None:
            self._cache = ResponseCache(self.settings.cache_path)
        return self._cache

    def client(self, model: ModelConfig) -> ModelClient:
        """The model's client on the running loop, with the model's ``slots``."""
        key = (id(asyncio.get_running_loop()), model.name)
        if key not in self._clients:
            api_key, _warning = read_api_key(model, self.settings.api_key)
            self._clients[key] = ModelClient(
                model,
                # Asked when a request is first sent: a rerun from the cache never starts the sim.
                functools.partial(self.base_urls, model),
                api_key,
                self.slots(model.name),
                cache=self.cache,
                refresh=self.settings.cache_mode == "refresh",
                identity=self.cache_identity(model),
                stopped=self.stopped_models,
                on_fatal=self._fatal,
                explicit_key=bool(self.settings.api_key),
                slots=self.link.gate(model.name, self.cap(model.name)) if self.link is not None else None,
                price=self.settings.prices.lookup(model.vendor, model.model_id),
                spending=self.spending,
                # Each xdist worker paces to its even share of the model's limits.
                pacer=Pacer(model.tpm, model.rpm, share=1 / self.workers),
                batched=self.batched,
                held=self.held,
            )
        return self._clients[key]

    def _spending_cap(self) -> SpendingCap | None:
        """--cre-max-cost for this process: the whole cap, or a worker's even share of it (each
        worker spends only what it holds, so together they never pass the cap)."""
        cap = self.settings.max_cost
        if cap is None:
            return None
        share = f", {usd(cap / self.workers)} for each of {self.workers} workers" if self.workers > 1 else ""
        return SpendingCap(cap / self.workers, self._cap_reached, share)

    def _cap_reached(self, reason: str) -> None:
        """The spending cap stopped the run: no model is sent anything more, here or in any
        other worker."""
        for name in self.models:
            self.stop(name, reason)

    def stop(self, model: str, reason: str) -> None:
        """Stop ``model`` in this run (every process): its samples come back ``not_run``."""
        if model not in self.stopped_models:
            self.stopped_models[model] = reason
            self._fatal(model, reason)

    def _fatal(self, model: str, reason: str) -> None:
        if self.on_model_stopped is not None:
            self.on_model_stopped(model, reason)

    def stop_model(self, model: str, reason: str) -> None:
        """Send no more requests to ``model`` in this process (another process hit an auth or
        quota answer): its waiting samples come back ``not_run``, its later cells are skipped."""
        self.stopped_models.setdefault(model, reason)

    async def aclose(self) -> None:
        """End every cell still running (an interrupted run's: Ctrl-C, SIGTERM, a failed
        session) before the clients close, and start none: a sample that met the closed client
        or the loop's stopped executor was stored as its outcome ("client has been closed",
        "Executor shutdown has been called"). Its samples are left unrecorded, missing, so a
        resume asks them again."""
        self.closing = True
        self._ahead = self._waiting = None
        tasks = [*self._cells, *self._pending.values(), *self._readying.values(), *self._early, *self._probes.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._pending.clear()
        self._readying.clear()
        for client in self._clients.values():
            await client.close()
        self._clients.clear()

    def close(self) -> None:
        thaw_heap()
        if self.sim is not None:
            self.sim.stop()
            self.sim = None
        if self._cache is not None:
            self._cache.close()
            self._cache = None
        if self._sink is not None:
            os.close(self._sink)
            self._sink = None

    # ------------------------------------------------------------------ one cell

    def cap(self, model: str) -> int:
        """A model's concurrency: requests in flight across every process of the run."""
        return self.settings.concurrency or self.models[model].concurrency

    def slots(self, model: str) -> int:
        """Requests this process queues for a model. With a coordinator link (every xdist
        worker of a pytest run), the model's whole cap: the coordinator leases slots FIFO across
        workers, so together they hold exactly the cap. Without one, the whole cap for a
        process of its own (the ``cre`` command, a run without xdist); ``workers`` processes
        sharing it without a coordinator (a fallback) get cap // workers each, at least 1."""
        if self.link is not None:
            return self.cap(model)
        return max(1, self.cap(model) // self.workers)

    def follow(self, upcoming: Iterator[Any]) -> None:
        """The cells this process runs next, in order (the items' look-ahead): their requests
        are queued whenever a model has fewer outstanding than its slots."""
        self._ahead, self._waiting = upcoming, None

    def _start(self, spec: Any) -> asyncio.Future:
        self._started.add(spec.item_id)
        self.progress[spec.item_id] = CellProgress(
            total=len(spec.samples()), slots=self.slots(spec.model), started=time.monotonic()
        )
        self._outstanding[spec.model] = self._outstanding.get(spec.model, 0) + len(spec.samples())
        task = asyncio.ensure_future(self._run(spec))
        self._cells.add(task)
        task.add_done_callback(self._cells.discard)
        return task

    def prefetch(self, spec: Any) -> None:
        """Start a cell's requests now (on the running loop) so they overlap the stragglers of
        the cells before it; ``run_cell`` later picks up the same task."""
        if spec.item_id not in self._started:
            self._pending[spec.item_id] = self._start(spec)

    def _top_up(self) -> None:
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
                    if spec.model not in self.stopped_models:
                        self._ready(spec)
                    return
                self.prefetch(spec)

    async def run_cell(self, spec: Any) -> list[dict[str, Any]]:
        """All samples of a cell, concurrently; one record per sample, in sample order."""
        task = self._pending.pop(spec.item_id, None) or self._start(spec)
        self._top_up()
        return await task

    def _ready(self, spec: Any) -> asyncio.Future:
        """The cell made ready to send (``_prepare``), started once: by ``_top_up`` as soon as
        the cell is next in line, so a server that is slow to count its first prompt delays
        only that check, never the slots that free meanwhile."""
        if spec.item_id not in self._readying:
            task = self._readying[spec.item_id] = asyncio.ensure_future(self._prepare(spec))
            # Its failure is the cell's, raised when the cell runs; a run that ends before
            # then must not log it as never retrieved.
            task.add_done_callback(lambda t: t.cancelled() or t.exception())
        return self._readying[spec.item_id]

    async def _prepare(self, spec: Any) -> tuple[ModelClient, Any, dict[int, asyncio.Future]]:
        """A cell's client and worker, its data loaded, its fit checked, and its first samples
        (as many as the model's slots here) being made ready (``_ready_sample``), by sample. A
        cell made ready while the cell before it holds the slots (``_top_up``) then sends the
        moment a slot frees: assembling its first prompts after that left slots idle (on six 8K
        cells at 16 in flight, each new filler's cold prompts emptied half the slots for ~0.3 s)."""
        freeze_survivors()
        model = self.models[spec.model]
        client = self.client(model)
        worker = self.worker(spec.family)
        # Loaded here, on the loop, so the assembly threads below only read shared state.
        worker.prepare(spec)
        first = await self._check_fits(spec, worker, model, client)
        early: dict[int, asyncio.Future] = {}
        for n, sample in enumerate(spec.samples()[: self.slots(spec.model)]):
            task = asyncio.ensure_future(self._ready_sample(spec, worker, client, sample, first if n == 0 else None))
            # Its failure is its sample's, raised when the cell runs (or never, if it does not).
            task.add_done_callback(lambda t: t.cancelled() or t.exception())
            task.add_done_callback(self._early.discard)
            self._early.add(task)
            early[sample] = task
        return client, worker, early

    async def _ready_sample(
        self, spec: Any, worker: Any, client: ModelClient, sample: int, first: tuple[Any, Any] | None = None
    ) -> tuple[Prompt, Any, CallResult | None]:
        """A sample's prompt and target, and its answer where the cache holds one (then nothing
        is assembled); else the prompt assembled (``first``: by the fit check, which looked in
        the cache already) and its facts cached. Prompts are built in threads (tiktoken
        releases the GIL while it encodes), two at a time and in order of asking, so the loop
        keeps answering responses meanwhile."""
        model, cache = self.models[spec.model], self.cache
        # The key on the loop: in a thread, its Python work contends for the GIL with the loop's
        # own (a cached rerun of the default grid took ~0.25 s more CPU so).
        pkey = worker.prompt_key(spec, model, sample) if cache is not None else ""
        # ``first``: the fit check found it in no cache (and assembled it).
        if first is None and cache is not None and self.settings.cache_mode == "on":
            warm = await asyncio.to_thread(self._warm, cache, spec, worker, client, pkey, sample)
            if warm is not None:
                return warm
        if first is not None:
            prompt, target = first
        else:
            async with self._assembling:
                prompt, target = await asyncio.to_thread(worker.prompt, spec, model, sample)
        if cache is not None:
            facts = prompt.to_dict()
            facts.pop("messages")
            await asyncio.to_thread(cache.put, pkey, facts, "prompts")
        return prompt, target, None

    async def _run(self, spec: Any) -> list[dict[str, Any]]:
        model = self.models[spec.model]
        try:
            if spec.model in self.stopped_models:
                raise ModelStopped(f"{spec.model} was stopped: {self.stopped_models[spec.model]}")
            client, worker, early = await self._ready(spec)
        except BaseException:
            self._outstanding[spec.model] -= len(spec.samples())  # none of them will be asked
            raise
        finally:
            self._readying.pop(spec.item_id, None)
        progress = self.progress[spec.item_id]

        def report() -> None:
            if self.on_progress is not None:
                self.on_progress(spec.item_id, progress)

        async def answer(sample: int) -> dict[str, Any]:
            ready = early.pop(sample, None)
            prompt, target, result = await (ready or self._ready_sample(spec, worker, client, sample))
            if result is None:
                key = client.key(prompt.prompt_sha256, spec.seed, sample)
                if key not in client.held and key not in client.batched:  # it may be sent
                    await self._reachable(model, spec.item_id)
                async with self._prefix_turn(model.name, worker.prefix(spec)):
                    progress.waiting += 1
                    report()
                    try:
                        result = await client.complete(prompt.messages, key, prompt.prompt_tokens)
                    finally:
                        progress.waiting -= 1
            if self.closing:  # answered as the run ended (it may be the end's own error): not kept
                raise asyncio.CancelledError
            record = self._record(spec, worker, model, sample, prompt, target, result)
            self._emit(record)
            progress.done += 1
            progress.retried += (record.get("attempts") or 1) > 1
            progress.failed += record["status"] not in SCORED
            progress.cached += bool(record.get("from_cache"))
            if not record.get("from_cache"):
                progress.latency_s = record.get("latency_s") or 0.0
            report()
            return record

        async def one(sample: int) -> dict[str, Any]:
            try:
                return await answer(sample)
            finally:  # answered (or given up): a slot is free for the cells ahead
                self._outstanding[spec.model] -= 1
                self._top_up()

        tasks = {i: asyncio.ensure_future(one(i)) for i in spec.samples()}
        try:
            await asyncio.wait(tasks.values(), return_when=asyncio.FIRST_EXCEPTION)
        finally:  # one sample failed, or the cell itself was cancelled: ask nothing more
            for task in [*tasks.values(), *early.values()]:
                task.cancel()
            await asyncio.gather(*tasks.values(), return_exceptions=True)
        failed = next(((i, exc) for i, t in tasks.items() if not t.cancelled() and (exc := t.exception())), None)
        if failed is None:
            records = [t.result() for t in tasks.values()]
            stopped = spec.model in self.stopped_models and spec.item_id not in self._found_dead
            if stopped and all(_never_sent(r) for r in records):
                # Queued before the stop (a cap, an auth answer), none of it sent: the cell is
                # skipped as a cell of a stopped model is, not failed (its records are written).
                raise ModelStopped(f"{spec.model} was stopped: {self.stopped_models[spec.model]}")
            return records
        if self.closing:  # what failed it was the run's end: its samples stay missing
            raise asyncio.CancelledError
        # The cell failed: every sample without an answer is recorded as not run, so the
        # cell reads as incomplete and nothing arrives after the cell has ended.
        done = [t.result() for t in tasks.values() if not t.cancelled() and not t.exception()]
        for i, task in tasks.items():
            if task.cancelled() or task.exception():
                self._emit(self._not_run(spec, i, failed, done), hook=False)
        raise failed[1]

    def _not_run(
        self, spec: Any, sample: int, failed: tuple[int, BaseException], answered: list[dict[str, Any]]
    ) -> dict[str, Any]:
        """The record of a sample that was never answered because its cell failed, with the
        cell's labels (so the tables place it): a sibling's, else the spec's like-named ones."""
        family = self.families[spec.family]
        keys = [k for k in family.reporter.cell_keys if k in family.record_fields]
        if answered:
            labels = {k: answered[0].get(k) for k in keys}
        else:  # a dimension object (a tier) is recorded by its label
            labels = {k: getattr(getattr(spec, k), "label", getattr(spec, k)) for k in keys if hasattr(spec, k)}
        reason = "this sample failed" if sample == failed[0] else f"sample {failed[0]} of this cell failed"
        return make_record(
            family.record_fields,
            run_id=self.run_id,
            family=family.name,
            cell_id=spec.cell_id,
            model=spec.model,
            vendor=spec.vendor,
            sample=sample,
            seed=spec.seed,
            status=NOT_RUN,
            template_version=family.template_version(self.settings),
            scorer_version=family.scorer_version,
            error=f"not run: {reason} ({type(failed[1]).__name__}: {failed[1]})",
            **labels,
        )

    def preflight(self, model: ModelConfig) -> server_info.Preflight:
        """What ``model``'s self-hosted server said before its first request: its window, or
        that nothing answers there (``server_info.preflight``). Asked once for the run: under
        xdist by the controller (its coordinator) for every worker, else here; blocking. A
        vendor API (or the embedded sim) is never asked."""
        if not takes_explicit_endpoint(model):
            return server_info.Preflight()
        with self._preflight_lock:
            asking = self._preflight_locks.setdefault(model.name, threading.Lock())
        with asking:
            if model.name not in self._preflights:
                said = self.link.preflight(model.name) if self.link is not None else None
                api_key = read_api_key(model, self.settings.api_key)[0]
                self._preflights[model.name] = (
                    server_info.Preflight.from_json(said)
                    if said is not None
                    else server_info.preflight(model, self.base_urls(model), api_key)
                )
            return self._preflights[model.name]

    def dead_server(self, model: ModelConfig) -> str | None:
        """Why nothing answers at ``model``'s self-hosted server, with the fix (one line, its
        URL masked); None when it answers, or for a vendor API (its URL is the vendor's)."""
        return self.preflight(model).dead

    async def _reachable(self, model: ModelConfig, item_id: str) -> None:
        """Before a model's first request: a server that refuses connections or did not answer
        the preflight stops the model at once (``dead_server``), instead of every sample trying
        it ``max_attempts`` times with backoff (a dead server cost ~30 s a sample). Applied
        only when a request is to be sent: a rerun answered from the cache needs no server."""
        if not takes_explicit_endpoint(model):  # a vendor API, the embedded sim
            return
        key = (id(asyncio.get_running_loop()), model.name)
        probe = self._probes.get(key)
        if probe is None:
            probe = self._probes[key] = asyncio.ensure_future(asyncio.to_thread(self.preflight, model))
        why = (await asyncio.shield(probe)).dead  # one cancelled sample must not cancel the others' wait
        if why is not None and model.name not in self.stopped_models:
            # Its samples are not sent (recorded not_run, so a resume asks them); the cell that
            # found it fails with the line (the run failed), the model's other cells are skipped.
            self._found_dead.add(item_id)
            self.stop(model.name, why)

    def server_window(self, model: ModelConfig) -> server_info.ServerWindow | None:
        """The context window ``model``'s server says it has (``preflight``; None for a vendor
        API or a server that does not say)."""
        if model.vendor not in server_info.ASKED:
            return None
        return self.preflight(model).window

    def fit(self, model: ModelConfig, prompt: Prompt) -> server_info.Fit | None:
        """A cell whose first prompt is ``prompt`` against its server's window (None when the
        server does not say): why it cannot fit, and the server's count beside the budget's."""
        window = self.server_window(model)
        if window is None:
            return None
        return server_info.prompt_fit(
            model,
            self.base_urls(model)[0],
            read_api_key(model, self.settings.api_key)[0],
            window,
            model_messages(model, prompt.messages),
            prompt.prompt_tokens,
        )

    def unfit(self, model: ModelConfig, prompt: Prompt) -> str | None:
        """Why a cell whose first prompt is ``prompt`` cannot fit its server's window (None when
        it fits, or when the server does not say)."""
        fit = self.fit(model, prompt)
        return fit.problem if fit is not None else None

    async def _check_fits(
        self, spec: Any, worker: Any, model: ModelConfig, client: ModelClient
    ) -> tuple[Any, Any] | None:
        """Before a cell's first request to a server that says its context window: its first
        sample's prompt plus max_tokens must fit (``unfit``), else the cell is skipped
        (``DoesNotFit``). Returns that sample's prompt and target when it assembled them. A
        sample answered before (in the cache) did fit: a warm rerun assembles nothing."""
        window = await asyncio.to_thread(self.server_window, model)
        tokens_per_minute = client.pacer.token_limit  # a request charged more is never admitted
        if window is None and tokens_per_minute is None:
            return None
        sample = spec.samples()[0]
        cache = self.cache
        if cache is not None and self.settings.cache_mode == "on":
            pkey = worker.prompt_key(spec, model, sample)
            if await asyncio.to_thread(self._warm, cache, spec, worker, client, pkey, sample) is not None:
                return None
        async with self._assembling:
            prompt, target = await asyncio.to_thread(worker.prompt, spec, model, sample)
        problem = await asyncio.to_thread(self.unfit, model, prompt) if window is not None else None
        if problem:
            raise server_info.DoesNotFit(problem)
        charge = prompt.prompt_tokens + model.max_output_tokens
        if tokens_per_minute is not None and charge > tokens_per_minute:
            raise server_info.DoesNotFit(
                f"its prompt of {prompt.prompt_tokens:,} tokens plus max_tokens {model.max_output_tokens:,} is more "
                f"than the {tokens_per_minute:,.0f} tokens per minute {model.name} may use here: no request of it "
                "could ever be admitted (raise tpm, lower --cre-max-tokens, or run a smaller tier)"
            )
        return prompt, target

    @contextlib.asynccontextmanager
    async def _prefix_turn(self, model: str, prefix: str | None) -> AsyncIterator[None]:
        """Requests that share a long prefix (a recall corpus) go out so the server can reuse it:
        the first alone, the rest once it has been answered (a server caches a prefix only after
        it has computed it once)."""
        if prefix is None:
            yield
            return
        first = self._prefixes.get((model, prefix))
        if first is None:
            first = self._prefixes[(model, prefix)] = asyncio.Event()
            try:
                yield
            finally:
                first.set()
            return
        if not first.is_set():
            # Waiting here holds no slot: let the cells ahead (other corpora's first requests)
            # have it meanwhile.
            self._outstanding[model] -= 1
            self._top_up()
            await first.wait()
            self._outstanding[model] += 1
        yield

    def _warm(
        self, cache: ResponseCache, spec: Any, worker: Any, client: ModelClient, pkey: str, sample: int
    ) -> tuple[Prompt, Any, CallResult] | None:
        """A sample assembled and answered in an earlier run, rebuilt from the cache alone; in a
        thread (both look-ups in one hop)."""
        if (facts := cache.get(pkey, "prompts")) is None:
            return None
        try:
            prompt = Prompt(messages=[], **facts)
        except TypeError:  # written by another version of Prompt: assemble again
            return None
        result = client.cached(client.key(prompt.prompt_sha256, spec.seed, sample))
        return (prompt, worker.target(spec, sample), result) if result is not None else None

    def _emit(self, record: dict[str, Any], hook: bool = True) -> None:
        """Hand a finished sample to the hook and append it to records.jsonl at once (each line
        whole or not at all), so a crash loses only the requests still in flight."""
        if hook and self.on_record is not None:
            self.on_record(record)
        if self.records_path is None and not self.keep_lines:
            return
        line = record_line(record, self.families)
        if self.keep_lines:
            self.lines[identity(record)] = line
        if self.records_path is None:
            return
        try:
            if self._sink is None:
                self.records_path.parent.mkdir(parents=True, exist_ok=True)
                self._sink = os.open(self.records_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            append_whole(self._sink, line.encode("utf-8"))
        except OSError as exc:  # a full disk: the line is not there at all, the record lives on
            self.unwritten[identity(record)] = f"cannot append to {self.records_path}: {exc.strerror or exc}"

    def not_written(self, records: list[dict[str, Any]]) -> str | None:
        """One line for a cell whose records (some or all) records.jsonl could not take."""
        why = [w for r in records if (w := self.unwritten.pop(identity(r), None))]
        if not why:
            return None
        return (
            f"{why[-1]}: {len(why)} of this cell's {len(records)} records are not in it (no line is cut); this "
            "run's summary counts them, and its end appends them again: free space on that disk"
        )

    def _record(
        self, spec: Any, worker: Any, model: ModelConfig, sample: int, prompt: Any, target: Any, result: CallResult
    ) -> dict[str, Any]:
        family = self.families[spec.family]
        return make_record(
            family.record_fields,
            run_id=self.run_id,
            family=family.name,
            cell_id=spec.cell_id,
            model=spec.model,
            vendor=spec.vendor,
            sample=sample,
            seed=spec.seed,
            response=result.response,
            reasoning=result.reasoning,
            finish_reason=result.finish_reason,
            prompt_tokens=prompt.prompt_tokens,
            budget=prompt.budget,
            tokenizer=prompt.tokenizer,
            reported_prompt_tokens=result.reported_prompt_tokens,
            completion_tokens=result.completion_tokens,
            reasoning_tokens=result.reasoning_tokens,
            cached_tokens=result.cached_tokens,
            reported_cost_usd=result.reported_cost_usd,
            latency_s=round(result.latency_s, 4),
            started_at=result.started_at,
            finished_at=result.finished_at,
            attempts=result.attempts,
            attempt_log=result.attempt_log,
            from_cache=result.from_cache,
            truncation_suspect=(
                result.reported_prompt_tokens is not None
                and result.reported_prompt_tokens < model.truncation_ratio * prompt.prompt_tokens
            ),
            endpoint=result.endpoint,
            request_params=result.request_params,
            error=result.error,
            prompt_sha256=prompt.prompt_sha256,
            template_version=prompt.template_version,
            scorer_version=family.scorer_version,
            **worker.record_fields(spec, model, sample, prompt, target, result),
        )
