"""Runs one cell: context -> client -> scoring -> records.

The only module that knows all three stages. The pytest items and the ``cre`` command both
call ``Runner.run_cell``; data, pools and clients are loaded on first use and kept for the
process (never at collection time).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from .cells import CellSpec
from .client import CallResult, EndpointClient
from .config import ModelConfig, Settings
from .context import Prompt, assemble_many, filler_order, target_indices
from .fillers import FillerPool, neutral_pool, task_pool
from .record import make_record
from .scoring import SCORER_VERSION, filler_matches, score
from .sim import AnswerBook, SimServer, start_sim
from .tasks import BUILTIN_TASKS, Task, TaskData, TaskItem
from .tokens import Tokenizer, get_tokenizer


class Runner:
    """Per-process state for running cells: loaded data, filler pools, the sim, clients."""

    def __init__(self, settings: Settings, run_id: str, tasks: dict[str, Task] | None = None) -> None:
        self.settings = settings
        self.run_id = run_id
        self.tasks = dict(tasks or BUILTIN_TASKS)
        self.models = {m.name: m for m in settings.models}
        self._data: dict[str, TaskData] = {}
        self._pools: dict[tuple[str, str], FillerPool] = {}
        self._clients: dict[tuple[int, str], EndpointClient] = {}
        self.book = AnswerBook()
        self.sim: SimServer | None = None
        self.data_files: dict[str, str] = {}

    # ------------------------------------------------------------------ loading (lazy)

    def data(self, task: str) -> TaskData:
        if task not in self._data:
            data_dir = str(self.settings.data_dir) if self.settings.data_dir else None
            t = self.tasks[task]
            loaded = t.load(data_dir)
            self._data[task] = loaded
            self.data_files.update(loaded.files)
            self.book.add(loaded.targets + loaded.filler, t.render_question)
        return self._data[task]

    def pool(self, task: str, filler: str) -> FillerPool:
        key = (task, filler)
        if key not in self._pools:
            if filler == "neutral":
                self._pools[key] = neutral_pool(self.settings.data_dir, self.data_files)
            else:
                self._pools[key] = task_pool(self.tasks[task], self.data(task), filler)
        return self._pools[key]

    def tokenizer(self, model: ModelConfig) -> Tokenizer:
        return get_tokenizer(model.tokenizer)

    def prompts(self, spec: CellSpec, samples: range | None = None) -> list[tuple[Prompt, TaskItem]]:
        """The prompts (and target items) of a cell's samples, verified in one batch."""
        model = self.models[spec.model]
        task = self.tasks[spec.task]
        data = self.data(spec.task)
        samples = range(spec.n) if samples is None else samples
        picks = target_indices(len(data.targets), spec.n, spec.seed, spec.task)
        targets = [data.targets[picks[i]] for i in samples]
        if spec.position == "baseline":
            jobs = [(t, None) for t in targets]
            pool = None
        else:
            pool = self.pool(spec.task, spec.filler)
            jobs = [(t, filler_order(len(pool.items), spec.seed, spec.task, spec.filler, spec.tier.label, i))
                    for t, i in zip(targets, samples)]
        prompts = assemble_many(task, jobs, pool, spec.position, model.budget_for(spec.tier),
                                self.tokenizer(model))
        return list(zip(prompts, targets))

    def prompt(self, spec: CellSpec, sample: int) -> tuple[Prompt, TaskItem]:
        """The prompt of one sample of a cell, and its target item."""
        return self.prompts(spec, range(sample, sample + 1))[0]

    # ------------------------------------------------------------------ endpoints

    def _base_url(self, model: ModelConfig) -> str:
        if model.vendor == "sim":
            if self.sim is None:
                self.sim = start_sim(self.book)
            return self.sim.url
        return model.base_urls[0]

    def client(self, model: ModelConfig) -> EndpointClient:
        loop_id = id(asyncio.get_running_loop())
        key = (loop_id, model.name)
        if key not in self._clients:
            api_key = self.settings.api_key or (os.environ.get(model.api_key_env) if model.api_key_env else None)
            concurrency = self.settings.concurrency or model.concurrency
            self._clients[key] = EndpointClient(model, self._base_url(model), api_key, concurrency)
        return self._clients[key]

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.close()
        self._clients.clear()

    def close(self) -> None:
        if self.sim is not None:
            self.sim.stop()
            self.sim = None

    # ------------------------------------------------------------------ one cell

    async def run_cell(self, spec: CellSpec) -> list[dict[str, Any]]:
        """All samples of a cell, concurrently; one record per sample, in sample order."""
        model = self.models[spec.model]
        client = self.client(model)
        task = self.tasks[spec.task]
        prompts = self.prompts(spec)
        results = await asyncio.gather(*(client.complete(p.messages) for p, _ in prompts))
        return [self._record(spec, task, i, p, t, r) for i, ((p, t), r) in enumerate(zip(prompts, results))]

    def _record(self, spec: CellSpec, task: Task, sample: int, prompt: Prompt, target,
                result: CallResult) -> dict[str, Any]:
        status, answer, correct = result.status, None, None
        diagnostics: dict[str, Any] = {}
        if result.status == "ok":
            labels = [label for label, _ in target.choices]
            s = score(task.answer_kind, result.response, target.answer, labels)
            status, answer, correct = s.status, s.answer, s.correct
            diagnostics = filler_matches(answer, correct, prompt.filler_answers, prompt.target_slots)
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
            attempts=result.attempts, endpoint=result.endpoint, request_params=result.request_params,
            error=result.error, prompt_sha256=prompt.prompt_sha256,
            template_version=prompt.template_version, scorer_version=SCORER_VERSION,
            target_depths=prompt.target_depths, target_slots=prompt.target_slots,
            filler_ids=prompt.filler_ids, filler_answers=prompt.filler_answers, **diagnostics,
        )
