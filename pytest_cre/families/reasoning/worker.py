"""The reasoning family's per-process work: loaded task data, filler pools, each sample's
prompt and target, scoring and diagnostics into record fields, and sim's answers."""

from __future__ import annotations

import hashlib
from typing import Any

from ...assembly.placement import FillerPool, Prompt, filler_order, target_indices
from ...core.errors import CreDataError
from ...endpoints.answers import CallResult
from ...endpoints.cache import prompt_key
from ...endpoints.vendors import ModelConfig
from ..base import Worker, WorkerContext
from .cells import CellSpec, repeats_error
from .fillers import neutral_pool, task_pool
from .leaks import withheld_items, withheld_problems
from .options import ReasoningOptions
from .prompt import build_prompt, get_template
from .run_data import ReasoningData
from .scoring import filler_matches, maxgen_hit, restates_target, score
from .sim import AnswerBook
from .tasks import Task, TaskData, TaskItem


class ReasoningWorker(Worker[CellSpec]):
    """Data and pools are loaded on first use into the run's ``ReasoningData`` (never at
    collection), so what the session's checks loaded is not loaded again."""

    def __init__(
        self, context: WorkerContext, options: ReasoningOptions, tasks: dict[str, Task], data: ReasoningData
    ) -> None:
        self.tokenizer = context.tokenizer
        self.options = options
        self.tasks = tasks
        self.run = data
        self._prints: dict[tuple[str, str | None], str] = {}
        self._booked: set[str] = set()  # tasks whose items the answer book has
        # Only a run with a sim model needs the gold answers by question.
        self.book = AnswerBook() if context.sim else None

    def data(self, task: str) -> TaskData:
        loaded = self.run.loaded
        if task not in loaded:
            data_dir = str(self.options.data_dir) if self.options.data_dir else None
            loaded[task] = self.tasks[task].load(data_dir)
        if self.book is not None and task not in self._booked:
            self._booked.add(task)
            self.book.add(loaded[task].targets + loaded[task].filler, self.tasks[task].render_question)
        return loaded[task]

    def pool(self, task: str, filler: str) -> FillerPool:
        key, pools = (task, filler), self.run.pools
        if key not in pools:
            if filler == "neutral":
                pools[key] = neutral_pool(self.options.data_dir, source=self.options.neutral)
            else:
                pools[key] = task_pool(self.tasks[task], self.data(task), filler)
        return pools[key]

    def withheld(self, cell: CellSpec, target: TaskItem) -> frozenset[int]:
        """Pool indices of the items that restate the target or state its answer (``leaks``),
        never in its prompts."""
        if cell.position == "baseline":
            return frozenset()
        key = (cell.task, "neutral" if cell.filler == "neutral" else "problems")
        withheld = self.run.withheld
        if key not in withheld:
            task, data = self.tasks[cell.task], self.data(cell.task)
            withheld[key] = (
                withheld_problems(task, data)
                if key[1] == "problems"
                else withheld_items(task, data, [item.text for item in self.pool(cell.task, cell.filler).items])
            )
        return withheld[key].get(target.item_id, frozenset())

    def prepare(self, cell: CellSpec) -> None:
        data = self.data(cell.task)
        error = repeats_error(cell.task, len(data.targets), cell.n)
        if error and self.options.repeats != "allow":
            raise CreDataError(error)  # hub data is first seen here (a data directory's at startup)
        if cell.position != "baseline":
            self.pool(cell.task, cell.filler)

    def target(self, cell: CellSpec, sample: int) -> TaskItem:
        data = self.data(cell.task)
        # Sample i takes the (i mod targets)-th of one draw: never a tuple of all n (n may be 10**9).
        size = len(data.targets)
        return data.targets[target_indices(size, min(cell.n, size), cell.seed, cell.task)[sample % size]]

    def filler_draw(self, cell: CellSpec, target: TaskItem, sample: int) -> tuple[FillerPool | None, list[int] | None]:
        """The pool a sample draws its filler from and the order it draws in, without the
        items withheld for its ``target`` (None, None for a baseline)."""
        if cell.position == "baseline":
            return None, None
        pool = self.pool(cell.task, cell.filler)
        order = filler_order(len(pool.items), cell.seed, cell.task, cell.filler, cell.tier.label, sample)
        held = self.withheld(cell, target)
        return pool, [i for i in order if i not in held] if held else order

    def draw_key(self, cell: CellSpec, sample: int) -> dict[str, Any]:
        """What fixes a sample's filler draw, for its prompt key: the items its cell draws from
        and (only where the leak rule withholds any) the withheld ones."""
        baseline = cell.position == "baseline"
        held = self.withheld(cell, self.target(cell, sample))
        # Only prompts whose target has near duplicates change under the leak rule: only their
        # keys change (a key made before the rule must not bring back a leaking prompt).
        extra = {"withheld": [self.pool(cell.task, cell.filler).items[i].item_id for i in sorted(held)]} if held else {}
        return {**extra, "items": self._fingerprint(cell.task, None if baseline else cell.filler)}

    def prompt(self, cell: CellSpec, model: ModelConfig, sample: int) -> tuple[Prompt, TaskItem]:
        target = self.target(cell, sample)
        pool, order = self.filler_draw(cell, target, sample)
        prompt = build_prompt(
            self.tasks[cell.task],
            target,
            pool,
            cell.position,
            model.budget_for(cell.tier),
            self.tokenizer(model),
            order,
            get_template(self.options.template),
        )
        return prompt, target

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

    def prompt_key(self, cell: CellSpec, model: ModelConfig, sample: int) -> str:
        baseline = cell.position == "baseline"
        task = self.tasks[cell.task]
        template = get_template(self.options.template)
        return prompt_key(
            **self.draw_key(cell, sample),
            template=template.version,
            task_class=type(task).__qualname__,
            instruction=template.closing(task),
            tokenizer=model.tokenizer,
            budget=None if baseline else model.budget_for(cell.tier),
            task=cell.task,
            position=cell.position,
            seed=cell.seed,
            sample=sample,
        )

    def record_fields(
        self, cell: CellSpec, model: ModelConfig, sample: int, prompt: Prompt, target: TaskItem, result: CallResult
    ) -> dict[str, Any]:
        task = self.tasks[cell.task]
        status, answer, correct = result.status, None, None
        diagnostics: dict[str, Any] = {}
        if result.status == "ok":
            labels = [label for label, _ in target.choices]
            s = score(
                task.answer_kind, result.response, target.answer, labels, [text for _, text in target.choices] or None
            )
            status, answer, correct = s.status, s.answer, s.correct
            diagnostics = filler_matches(answer, correct, prompt.filler_answers, prompt.filler_ids, prompt.target_slots)
        return dict(
            task=cell.task,
            filler=cell.filler,
            tier=cell.tier.label,
            position=cell.position,
            target_id=target.item_id,
            status=status,
            correct=correct,
            answer=answer,
            gold=target.answer,
            target_depths=prompt.target_depths,
            target_slots=prompt.target_slots,
            filler_ids=prompt.filler_ids,
            filler_answers=prompt.filler_answers,
            filler_source=self.pool(cell.task, cell.filler).source if cell.position != "baseline" else None,
            maxgen_hit=maxgen_hit(result.finish_reason),
            filler_withheld=len(self.withheld(cell, target)) if cell.position != "baseline" else None,
            restated=(
                restates_target(result.response, target.question, result.reasoning)
                if result.response or result.reasoning
                else None
            ),
            **diagnostics,
        )

    def gold(self, target: TaskItem) -> str:
        return target.answer

    def sim_answerer(self, load_all: bool = False) -> AnswerBook:
        """The answer book: it learns each task's items as the task is loaded; ``load_all``
        (the standalone ``cre sim``) loads every task whose data is at hand now."""
        if self.book is None:
            self.book = AnswerBook()
            for name in list(self.run.loaded):
                self.data(name)
        if load_all:
            for name, task in self.tasks.items():
                if not getattr(task, "data_files", ()) or self.options.data_dir is not None:
                    self.data(name)
        return self.book
