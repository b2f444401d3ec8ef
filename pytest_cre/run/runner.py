"""Runs one cell: the family's prompt -> the endpoint -> the family's scoring -> records.

The pytest items and the ``cre`` command both call ``Runner.run_cell``. The runner wires three
parts: the scheduler (``run.scheduler``: which cells' requests are queued when), the model
clients (``run.model_clients``: each model's client, the answer cache, the sim, what a server
said) and the record maker (``run.record_maker``). Each family's worker (data, pools) is built
on first use and kept for the process (never at collection time). The runner knows no family:
it asks the cell's family for everything that differs between them.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ..analysis.tables import SCORED
from ..assembly.placement import Prompt
from ..core.atomic import append_whole
from ..core.gc_freeze import freeze_survivors, thaw_heap
from ..core.record import NOT_RUN, Record, identity, record_line
from ..endpoints import server_info
from ..endpoints.answers import CallResult
from ..endpoints.cache import ResponseCache
from ..endpoints.client import NOT_SENT, ModelClient
from ..endpoints.errors import ModelStopped
from ..endpoints.vendors import ModelConfig, takes_explicit_endpoint
from ..families.base import Cell, RunData
from ..families.registry import builtin_families
from ..options import Settings
from .coordinator import Link
from .family_types import AnyWorker, Families
from .model_clients import ModelClients
from .record_maker import RecordMaker
from .scheduler import CellProgress, Scheduler
from .worker_context import worker_context

if TYPE_CHECKING:
    from .adaptive import AdaptivePlan

# A sample made ready to send (``_ready_sample``): its prompt, its target, its answer if cached.
ReadySample = tuple[Prompt, object, CallResult | None]
# A cell made ready to send (``_prepare``): its model's client, its family's worker, and its
# first samples being made ready, by sample.
Prepared = tuple[ModelClient, AnyWorker, dict[int, asyncio.Future[ReadySample]]]


def _never_sent(record: Record) -> bool:
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


class Runner:
    """Per-process state for running cells: family workers, the scheduler, the model clients,
    the record maker and the records' sink.

    ``stopped_models`` maps a model name to why no more requests go to it (an ``auth`` or
    ``quota`` answer, with what to fix). ``on_model_stopped(name, reason)`` is called once when
    this process stops a model; ``stop_model`` stops one that another process stopped."""

    def __init__(
        self,
        settings: Settings,
        run_id: str,
        families: Families | None = None,
        data: dict[str, RunData] | None = None,
        records_path: Path | None = None,
        workers: int = 1,
        on_record: Callable[[Record], None] | None = None,
        on_model_stopped: Callable[[str, str], None] | None = None,
        link: Link | None = None,
        on_progress: Callable[[str, CellProgress], None] | None = None,
        keep_lines: bool = False,
        adaptive: AdaptivePlan | None = None,
    ) -> None:
        self.settings = settings
        self.adaptive = adaptive  # --cre-adaptive: the cells run in rounds, by group
        self.run_id = run_id
        self.families: Families = families if families is not None else builtin_families()
        # What each family read for the run (the grid's ``data``, whose recall corpora its
        # cells name); a family not given any reads its own as its worker needs it.
        self.data = {name: (data or {}).get(name) or f.run_data() for name, f in self.families.items()}
        self.models = {m.name: m for m in settings.models}
        self.uses_sim = any(m.vendor == "sim" for m in settings.models)
        self.records_path = records_path
        self.on_record = on_record
        self.on_progress = on_progress
        self.clients = ModelClients(
            settings,
            workers,
            link,  # an xdist worker's coordinator link (run/coordinator.py): shared slots
            lambda: [self.worker(name).sim_answerer() for name in self.families],
            on_model_stopped,
        )
        self.scheduler: Scheduler[Prepared] = Scheduler(
            self.clients.slots, self._run, self._prepare, self.clients.stopped
        )
        self.record_maker = RecordMaker(run_id, self.families, settings)
        # The parts' state that callers read (the same objects).
        self.stopped_models = self.clients.stopped
        self.spending = self.clients.spending
        self.batched, self.held = self.clients.batched, self.clients.held
        self.progress = self.scheduler.progress
        # An xdist worker's records travel on its reports as the lines written for them: kept
        # here by identity until the report takes them (``keep_lines``), so none is packed twice.
        self.keep_lines = keep_lines
        self.lines: dict[tuple[object, ...], str] = {}
        self._workers: dict[str, AnyWorker] = {}
        self._early: set[asyncio.Future[ReadySample]] = set()  # samples made ready ahead of their cell
        self._prefixes: dict[tuple[str, str], asyncio.Event] = {}  # (model, prefix) -> first answered
        self._assembling = asyncio.Semaphore(2)
        self._probes: dict[tuple[int, str], asyncio.Future[server_info.Preflight]] = {}  # (loop, model)
        self._found_dead: set[str] = set()  # items that found their model's server dead
        self._sink: int | None = None
        # Records that could not be appended to records.jsonl (a full disk), by identity: why.
        # They stay in this run's reports; the cell that holds them says so in one line.
        self.unwritten: dict[tuple[object, ...], str] = {}

    def worker(self, family: str) -> AnyWorker:
        """The family's per-process worker (its data and pools)."""
        if family not in self._workers:
            context = worker_context(self.settings, self.families, self.uses_sim)  # the key stays in run/
            self._workers[family] = self.families[family].worker(context, self.data[family])
        return self._workers[family]

    def prompt(self, spec: Cell, sample: int) -> tuple[Prompt, object]:
        """The prompt of one sample of a cell, and its target."""
        return self.worker(spec.family).prompt(spec, self.models[spec.model], sample)

    def prompts(self, spec: Cell) -> list[tuple[Prompt, object]]:
        """Every sample's prompt of a cell (the CLI and the benchmarks; cells build theirs one
        at a time, in threads)."""
        return [self.prompt(spec, i) for i in spec.samples()]

    @property
    def cache(self) -> ResponseCache | None:
        return self.clients.cache

    def cache_identity(self, model: ModelConfig) -> list[str]:
        return self.clients.cache_identity(model)

    def window(self, model: ModelConfig) -> server_info.ServerWindow | None:
        return self.clients.window(model)

    def fit(self, model: ModelConfig, prompt: Prompt) -> server_info.Fit | None:
        return self.clients.fit(model, prompt)

    def dead_server(self, model: ModelConfig) -> str | None:
        """Why nothing answers at ``model``'s self-hosted server, with the fix (one line, its
        URL masked); None when it answers, or for a vendor API (its URL is the vendor's)."""
        return self.clients.preflight(model).dead

    def stop_model(self, model: str, reason: str) -> None:
        """Send no more requests to ``model`` in this process (another process hit an auth or
        quota answer): its waiting samples come back ``not_run``, its later cells are skipped."""
        self.stopped_models.setdefault(model, reason)

    def follow(self, upcoming: Iterator[Cell]) -> None:
        """The cells this process runs next, in order (``Scheduler.follow``)."""
        self.scheduler.follow(upcoming)

    async def run_cell(self, spec: Cell) -> list[Record]:
        """All samples of a cell, concurrently; one record per sample, in sample order."""
        return await self.scheduler.run_cell(spec)

    async def aclose(self) -> None:
        """End every cell still running (an interrupted run's: Ctrl-C, SIGTERM, a failed
        session) before the clients close, and start none: a sample that met the closed client
        or the loop's stopped executor was stored as its outcome ("client has been closed",
        "Executor shutdown has been called"). Its samples are left unrecorded, missing, so a
        resume asks them again."""
        rounds = self.adaptive.tasks() if self.adaptive is not None else []
        tasks = [*self.scheduler.close(), *rounds, *self._early, *self._probes.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.clients.aclose()

    def close(self) -> None:
        thaw_heap()
        self.clients.close()
        if self._sink is not None:
            os.close(self._sink)
            self._sink = None

    # ------------------------------------------------------------------ one cell

    async def _prepare(self, spec: Cell, samples: range | tuple[int, ...] | list[int] | None = None) -> Prepared:
        """A cell's client and worker, its data loaded, its fit checked, and its first samples
        (as many as the model's slots here) being made ready (``_ready_sample``), by sample. A
        cell made ready while the cell before it holds the slots (``Scheduler.top_up``) then sends the
        moment a slot frees: assembling its first prompts after that left slots idle (on six 8K
        cells at 16 in flight, each new filler's cold prompts emptied half the slots for ~0.3 s).
        The server's preflight starts first and its first prompts are made ready meanwhile: the
        fit check waits for the window and sample 0, not for one after the other."""
        freeze_survivors()
        model = self.models[spec.model]
        if model.vendor in server_info.ASKED:  # its window, asked while the worker loads and assembles
            self._preflight(model)
        client = self.clients.client(model)
        worker = self.worker(spec.family)
        # Loaded here, on the loop, so the assembly threads below only read shared state.
        worker.prepare(spec)
        early: dict[int, asyncio.Future[ReadySample]] = {}
        samples = spec.samples() if samples is None else samples
        for sample in samples[: self.clients.slots(spec.model)]:
            task: asyncio.Future[ReadySample] = asyncio.ensure_future(self._ready_sample(spec, worker, client, sample))
            # Its failure is its sample's, raised when the cell runs (or never, if it does not).
            task.add_done_callback(lambda t: t.cancelled() or t.exception())
            task.add_done_callback(self._early.discard)
            self._early.add(task)
            early[sample] = task
        try:
            await self._check_fits(spec, model, client, early[samples[0]])
        except BaseException:  # it cannot run (or was cancelled): nothing of it is made ready
            for task in early.values():
                task.cancel()
            raise
        return client, worker, early

    async def _ready_sample(self, spec: Cell, worker: AnyWorker, client: ModelClient, sample: int) -> ReadySample:
        """A sample's prompt and target, and its answer where the cache holds one (then nothing
        is assembled); else the prompt assembled and its facts cached. Prompts are built in
        threads (tiktoken releases the GIL while it encodes), two at a time and in order of
        asking, so the loop keeps answering responses meanwhile."""
        model, cache = self.models[spec.model], self.cache
        # The key on the loop: in a thread, its Python work contends for the GIL with the loop's
        # own (a cached rerun of the default grid took ~0.25 s more CPU so).
        pkey = worker.prompt_key(spec, model, sample) if cache is not None else ""
        if cache is not None and self.settings.cache_mode == "on":
            warm = await asyncio.to_thread(self._warm, cache, spec, worker, client, pkey, sample)
            if warm is not None:
                return warm
        async with self._assembling:
            prompt, target = await asyncio.to_thread(worker.prompt, spec, model, sample)
        if cache is not None:
            facts = prompt.to_dict()
            facts.pop("messages")
            await asyncio.to_thread(cache.put, pkey, facts, "prompts")
        return prompt, target, None

    async def run_round(self, spec: Cell, samples: list[int]) -> list[Record]:
        """Some samples of a cell (an adaptive round, ``run.adaptive``), one record each."""
        self.scheduler.hold(spec.model, len(samples))
        self.progress.setdefault(spec.item_id, CellProgress(total=spec.n, slots=self.clients.slots(spec.model)))
        return await self._run(spec, samples)

    async def _run(self, spec: Cell, samples: list[int] | None = None) -> list[Record]:
        model = self.models[spec.model]
        group = self.adaptive.group_of(spec) if self.adaptive is not None and samples is None else None
        if group is not None:  # its group runs its samples in rounds, which hold their own slots
            self.scheduler.free(spec.model, len(spec.samples()))
            self.scheduler.readied(spec)
            return await group.records_of(spec, self.run_round)
        asked = spec.samples() if samples is None else samples
        try:
            if spec.model in self.stopped_models:
                raise ModelStopped(f"{spec.model} was stopped: {self.stopped_models[spec.model]}")
            client, worker, early = await (
                self.scheduler.ready(spec) if samples is None else self._prepare(spec, asked)
            )
        except BaseException:
            self.scheduler.free(spec.model, len(asked))  # none of them will be asked
            raise
        finally:
            if samples is None:
                self.scheduler.readied(spec)
        progress = self.progress[spec.item_id]

        def report() -> None:
            if self.on_progress is not None:
                self.on_progress(spec.item_id, progress)

        async def answer(sample: int) -> Record:
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
            if self.scheduler.closing:  # answered as the run ended (it may be the end's own error): not kept
                raise asyncio.CancelledError
            record = self.record_maker.answered(spec, worker, model, sample, prompt, target, result)
            self._emit(record)
            progress.done += 1
            progress.retried += (record.get("attempts") or 1) > 1
            progress.failed += record["status"] not in SCORED
            progress.cached += bool(record.get("from_cache"))
            if not record.get("from_cache"):
                progress.latency_s = record.get("latency_s") or 0.0
            report()
            return record

        async def one(sample: int) -> Record:
            try:
                return await answer(sample)
            finally:  # answered (or given up): a slot is free for the cells ahead
                self.scheduler.free(spec.model)
                self.scheduler.top_up()

        tasks = {i: asyncio.ensure_future(one(i)) for i in asked}
        try:
            await asyncio.wait(tasks.values(), return_when=asyncio.FIRST_EXCEPTION)
        finally:  # one sample failed, or the cell itself was cancelled: ask nothing more
            for task in tasks.values():
                task.cancel()
            for ready in early.values():
                ready.cancel()
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
        if self.scheduler.closing:  # what failed it was the run's end: its samples stay missing
            raise asyncio.CancelledError
        # The cell failed: every sample without an answer is recorded as not run, so the
        # cell reads as incomplete and nothing arrives after the cell has ended.
        done = [t.result() for t in tasks.values() if not t.cancelled() and not t.exception()]
        for i, task in tasks.items():
            if task.cancelled() or task.exception():
                self._emit(self.record_maker.not_run(spec, i, failed, done), hook=False)
        raise failed[1]

    async def _reachable(self, model: ModelConfig, item_id: str) -> None:
        """Before a model's first request: a server that refuses connections or did not answer
        the preflight stops the model at once (``dead_server``), instead of every sample trying
        it ``max_attempts`` times with backoff (a dead server cost ~30 s a sample). Applied
        only when a request is to be sent: a rerun answered from the cache needs no server."""
        if not takes_explicit_endpoint(model):  # a vendor API, the embedded sim
            return
        # Shielded: one cancelled sample must not cancel the others' wait.
        why = (await asyncio.shield(self._preflight(model))).dead
        if why is not None and model.name not in self.stopped_models:
            # Its samples are not sent (recorded not_run, so a resume asks them); the cell that
            # found it fails with the line (the run failed), the model's other cells are skipped.
            self._found_dead.add(item_id)
            self.clients.stop(model.name, why)

    def _preflight(self, model: ModelConfig) -> asyncio.Future[server_info.Preflight]:
        """``model``'s server preflight (``ModelClients.preflight``, in a thread), started on
        the first ask on this loop and shared by every cell after."""
        key = (id(asyncio.get_running_loop()), model.name)
        probe = self._probes.get(key)
        if probe is None:
            probe = self._probes[key] = asyncio.ensure_future(asyncio.to_thread(self.clients.preflight, model))
        return probe

    async def _check_fits(
        self, spec: Cell, model: ModelConfig, client: ModelClient, first: asyncio.Future[ReadySample]
    ) -> None:
        """Before a cell's first request to a model whose context window is known (its server
        says it, else it is declared: ``ModelClients.window``): its first sample's prompt
        (``first``, being made ready) plus max_tokens must fit (``unfit``), else the cell is
        skipped (``DoesNotFit``). A sample answered before (in the cache) did fit: a warm rerun
        assembles nothing."""
        window = None
        if model.vendor in server_info.ASKED:
            # Shielded: one cell's cancellation must not cancel the others' wait.
            window = (await asyncio.shield(self._preflight(model))).window
        window = window or server_info.declared_window(model)
        tokens_per_minute = client.pacer.token_limit  # a request charged more is never admitted
        if window is None and tokens_per_minute is None:
            return
        prompt, _target, answered = await asyncio.shield(first)
        if answered is not None:
            return
        problem = await asyncio.to_thread(self.clients.unfit, model, prompt) if window is not None else None
        if problem:
            raise server_info.DoesNotFit(problem)
        charge = prompt.prompt_tokens + model.max_output_tokens
        if tokens_per_minute is not None and charge > tokens_per_minute:
            raise server_info.DoesNotFit(
                f"its prompt of {prompt.prompt_tokens:,} tokens plus max_tokens {model.max_output_tokens:,} is more "
                f"than the {tokens_per_minute:,.0f} tokens per minute {model.name} may use here: no request of it "
                "could ever be admitted (raise tpm, lower --cre-max-tokens, or run a smaller tier)"
            )

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
            self.scheduler.free(model)
            self.scheduler.top_up()
            await first.wait()
            self.scheduler.hold(model)
        yield

    def _warm(
        self, cache: ResponseCache, spec: Cell, worker: AnyWorker, client: ModelClient, pkey: str, sample: int
    ) -> tuple[Prompt, object, CallResult] | None:
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

    def _emit(self, record: Record, hook: bool = True) -> None:
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

    def not_written(self, records: list[Record]) -> str | None:
        """One line for a cell whose records (some or all) records.jsonl could not take."""
        why = [w for r in records if (w := self.unwritten.pop(identity(r), None))]
        if not why:
            return None
        return (
            f"{why[-1]}: {len(why)} of this cell's {len(records)} records are not in it (no line is cut); this "
            "run's summary counts them, and its end appends them again: free space on that disk"
        )
