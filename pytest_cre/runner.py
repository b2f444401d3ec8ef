"""Runs one cell: context -> client -> scoring -> records.

The only module that knows all three stages. The pytest items and the ``cre`` command both
call ``Runner.run_cell``; data, pools and clients are loaded on first use and kept for the
process (never at collection time).
"""

from __future__ import annotations

import asyncio
import hashlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .cells import CellSpec
from .cache import ResponseCache, prompt_key
from .client import CallResult, ModelClient
from .config import ModelConfig, Settings, read_api_key
from .context import (
    TEMPLATE_VERSION, Prompt, assemble, closing_instruction, filler_order, target_indices,
)
from .fillers import FillerPool, neutral_pool, task_pool
from .record import dumps, make_record
from .scoring import SCORER_VERSION, filler_matches, maxgen_hit, restates_target, score
from .sim import AnswerBook, SimServer, start_sim
from .tasks import BUILTIN_TASKS, Task, TaskData, TaskItem
from .tokens import get_tokenizer


class Runner:
    """Per-process state for running cells: loaded data, filler pools, the sim, clients."""

    def __init__(self, settings: Settings, run_id: str, tasks: dict[str, Task] | None = None,
                 records_path: Path | None = None, workers: int = 1,
                 on_record: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.settings = settings
        self.run_id = run_id
        self.tasks = dict(tasks or BUILTIN_TASKS)
        self.models = {m.name: m for m in settings.models}
        self.records_path = records_path
        self.workers = max(1, workers)
        self.on_record = on_record
        self._data: dict[str, TaskData] = {}
        self._pools: dict[tuple[str, str], FillerPool] = {}
        self._clients: dict[tuple[int, str], ModelClient] = {}
        self._pending: dict[str, asyncio.Future] = {}
        self._assembling = asyncio.Semaphore(2)
        self._prints: dict[tuple[str, str | None], str] = {}
        self._cache: ResponseCache | None = None
        self._sink: int | None = None
        self.book = AnswerBook()
        self.sim: SimServer | None = None


    # ------------------------------------------------------------------ loading (lazy)

    def data(self, task: str) -> TaskData:
        if task not in self._data:
            data_dir = str(self.settings.data_dir) if self.settings.data_dir else None
            t = self.tasks[task]
            loaded = t.load(data_dir)
            self._data[task] = loaded
            self.book.add(loaded.targets + loaded.filler, t.render_question)
        return self._data[task]

    def pool(self, task: str, filler: str) -> FillerPool:
        key = (task, filler)
        if key not in self._pools:
            if filler == "neutral":
                self._pools[key] = neutral_pool(self.settings.data_dir, source=self.settings.neutral)
            else:
                self._pools[key] = task_pool(self.tasks[task], self.data(task), filler)
        return self._pools[key]

    def prompt(self, spec: CellSpec, sample: int) -> tuple[Prompt, TaskItem]:
        """The prompt of one sample of a cell, and its target item."""
        model = self.models[spec.model]
        data = self.data(spec.task)
        target = data.targets[target_indices(len(data.targets), spec.n, spec.seed, spec.task)[sample]]
        pool = order = None
        if spec.position != "baseline":
            pool = self.pool(spec.task, spec.filler)
            order = filler_order(len(pool.items), spec.seed, spec.task, spec.filler, spec.tier.label, sample)
        prompt = assemble(self.tasks[spec.task], target, pool, spec.position, model.budget_for(spec.tier),
                          get_tokenizer(model.tokenizer), order)
        return prompt, target

    def prompts(self, spec: CellSpec) -> list[tuple[Prompt, TaskItem]]:
        """Every sample's prompt of a cell (the CLI and the benchmarks; cells build theirs one
        at a time, in threads)."""
        return [self.prompt(spec, i) for i in range(spec.n)]

    # ------------------------------------------------------------------ endpoints

    def _base_urls(self, model: ModelConfig) -> list[str]:
        if model.vendor == "sim":
            if self.sim is None:
                s, extra = self.settings, {}
                if s.sim_latency or s.sim_faults:
                    from .sim import parse_faults, parse_latency

                    extra = {"latency": parse_latency(s.sim_latency) if s.sim_latency else None,
                             "faults": parse_faults(s.sim_faults) if s.sim_faults else None}
                self.sim = start_sim(self.book, **extra)
            return [self.sim.url]
        return list(model.base_urls)

    def _sim_identity(self) -> str:
        """What the cache calls the embedded sim: injected faults change its answers."""
        faults = self.settings.sim_faults
        return "sim://embedded" + (f"?faults={faults}" if faults else "")

    @property
    def cache(self) -> ResponseCache | None:
        if self.settings.cache_mode == "off":
            return None
        if self._cache is None:
            self._cache = ResponseCache(self.settings.cache_path)
        return self._cache

    def client(self, model: ModelConfig) -> ModelClient:
        """The model's client on the running loop. The per-model cap is shared out between
        xdist workers (cap // workers each, at least 1), so together they never exceed it."""
        key = (id(asyncio.get_running_loop()), model.name)
        if key not in self._clients:
            api_key, _warning = read_api_key(model, self.settings.api_key)
            cap = self.settings.concurrency or model.concurrency
            self._clients[key] = ModelClient(model, self._base_urls(model), api_key,
                                             max(1, cap // self.workers), cache=self.cache,
                                             refresh=self.settings.cache_mode == "refresh",
                                             identity=[self._sim_identity()] if model.vendor == "sim" else None)
        return self._clients[key]

    async def aclose(self) -> None:
        for task in self._pending.values():
            task.cancel()
        self._pending.clear()
        for client in self._clients.values():
            await client.close()
        self._clients.clear()

    def close(self) -> None:
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

    def prefetch(self, spec: CellSpec) -> None:
        """Start a cell's requests now (on the running loop) so they overlap the stragglers of
        the cell before it; ``run_cell`` later picks up the same task."""
        if spec.cell_id not in self._pending:
            self._pending[spec.cell_id] = asyncio.ensure_future(self._run(spec))

    async def run_cell(self, spec: CellSpec) -> list[dict[str, Any]]:
        """All samples of a cell, concurrently; one record per sample, in sample order."""
        task = self._pending.pop(spec.cell_id, None)
        return await (task if task is not None else self._run(spec))

    async def _run(self, spec: CellSpec) -> list[dict[str, Any]]:
        model = self.models[spec.model]
        client = self.client(model)
        task = self.tasks[spec.task]
        # Loaded here, on the loop, so the assembly threads below only read shared state.
        self.data(spec.task)
        if spec.position != "baseline":
            self.pool(spec.task, spec.filler)

        cache = self.cache if self.settings.cache_mode != "off" else None

        async def one(sample: int) -> dict[str, Any]:
            pkey = self._prompt_key(spec, model, sample)
            warm = await self._warm(spec, client, pkey, sample) if self.settings.cache_mode == "on" else None
            if warm is not None:  # assembled and answered before: no assembly, no request
                prompt, target, result = warm
            else:
                # Prompts are built in threads (tiktoken releases the GIL while it encodes), a
                # couple at a time and in sample order, so they are ready before a connection
                # slot frees and the loop keeps answering responses meanwhile. Slots queue FIFO:
                # a prefetched cell's requests wait behind the cell before it.
                async with self._assembling:
                    prompt, target = await asyncio.to_thread(self.prompt, spec, sample)
                if cache is not None:
                    facts = prompt.to_dict()
                    facts.pop("messages")
                    await asyncio.to_thread(cache.put, pkey, facts, "prompts")
                result = await client.complete(prompt.messages, client.key(prompt.prompt_sha256, spec.seed, sample))
            record = self._record(spec, task, model, sample, prompt, target, result)
            self._emit(record)
            return record

        return list(await asyncio.gather(*(one(i) for i in range(spec.n))))

    def _fingerprint(self, task: str, filler: str | None) -> str:
        """A digest of the items assembly draws from (targets, and the filler pool)."""
        key = (task, filler)
        if key not in self._prints:
            t = self.tasks[task]
            h = hashlib.sha256()
            for item in self.data(task).targets:
                h.update(f"{item.item_id}\x1f{t.render_question(item)}\x1f{item.answer}\x1e".encode())
            if filler is not None:
                for f in self.pool(task, filler).items:
                    h.update(f"{f.item_id}\x1f{f.text}\x1f{f.answer}\x1e".encode())
            self._prints[key] = h.hexdigest()
        return self._prints[key]

    def _prompt_key(self, spec: CellSpec, model: ModelConfig, sample: int) -> str:
        baseline = spec.position == "baseline"
        task = self.tasks[spec.task]
        return prompt_key(template=TEMPLATE_VERSION, task_class=type(task).__qualname__,
                          instruction=closing_instruction(task), tokenizer=model.tokenizer,
                          budget=None if baseline else model.budget_for(spec.tier), task=spec.task,
                          items=self._fingerprint(spec.task, None if baseline else spec.filler),
                          position=spec.position, seed=spec.seed, sample=sample)

    async def _warm(self, spec: CellSpec, client: ModelClient, pkey: str,
                    sample: int) -> tuple[Prompt, TaskItem, CallResult] | None:
        """A sample assembled and answered in an earlier run, rebuilt from the cache alone."""
        if self.cache is None:
            return None
        facts = await asyncio.to_thread(self.cache.get, pkey, "prompts")
        if facts is None:
            return None
        try:
            prompt = Prompt(messages=[], **facts)
        except TypeError:  # written by another version of Prompt: assemble again
            return None
        result = await asyncio.to_thread(client.cached, client.key(prompt.prompt_sha256, spec.seed, sample))
        if result is None:
            return None
        data = self.data(spec.task)
        target = data.targets[target_indices(len(data.targets), spec.n, spec.seed, spec.task)[sample]]
        return prompt, target, result

    def _emit(self, record: dict[str, Any]) -> None:
        """Hand a finished sample to the hook and append it to records.jsonl at once (one
        O_APPEND write per line), so a crash loses only the requests still in flight."""
        if self.on_record is not None:
            self.on_record(record)
        if self.records_path is None:
            return
        if self._sink is None:
            self.records_path.parent.mkdir(parents=True, exist_ok=True)
            self._sink = os.open(self.records_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        os.write(self._sink, (dumps(record) + "\n").encode("utf-8"))

    def _record(self, spec: CellSpec, task: Task, model: ModelConfig, sample: int, prompt: Prompt,
                target: TaskItem, result: CallResult) -> dict[str, Any]:
        status, answer, correct = result.status, None, None
        diagnostics: dict[str, Any] = {}
        if result.status == "ok":
            labels = [label for label, _ in target.choices]
            s = score(task.answer_kind, result.response, target.answer, labels,
                      [text for _, text in target.choices] or None)
            status, answer, correct = s.status, s.answer, s.correct
            diagnostics = filler_matches(answer, correct, prompt.filler_answers, prompt.filler_ids,
                                         prompt.target_slots)
        return make_record(
            run_id=self.run_id, cell_id=spec.cell_id, task=spec.task, model=spec.model,
            vendor=spec.vendor, filler=spec.filler, tier=spec.tier.label, position=spec.position,
            sample=sample, target_id=target.item_id, seed=spec.seed, status=status, correct=correct,
            answer=answer, gold=target.answer, response=result.response, reasoning=result.reasoning,
            finish_reason=result.finish_reason, prompt_tokens=prompt.prompt_tokens,
            budget=prompt.budget, tokenizer=prompt.tokenizer,
            reported_prompt_tokens=result.reported_prompt_tokens,
            completion_tokens=result.completion_tokens, reasoning_tokens=result.reasoning_tokens,
            cached_tokens=result.cached_tokens, latency_s=round(result.latency_s, 4),
            started_at=result.started_at, finished_at=result.finished_at,
            attempts=result.attempts, attempt_log=result.attempt_log, from_cache=result.from_cache,
            truncation_suspect=(result.reported_prompt_tokens is not None
                                and result.reported_prompt_tokens < model.truncation_ratio * prompt.prompt_tokens),
            endpoint=result.endpoint, request_params=result.request_params,
            error=result.error, prompt_sha256=prompt.prompt_sha256,
            template_version=prompt.template_version, scorer_version=SCORER_VERSION,
            target_depths=prompt.target_depths, target_slots=prompt.target_slots,
            filler_ids=prompt.filler_ids, filler_answers=prompt.filler_answers,
            filler_source=self.pool(spec.task, spec.filler).source if spec.position != "baseline" else None,
            maxgen_hit=maxgen_hit(result.finish_reason),
            restated=(restates_target(result.response, target.question, result.reasoning)
                      if result.response or result.reasoning else None),
            **diagnostics,
        )
