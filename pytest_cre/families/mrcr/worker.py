"""The mrcr family's per-process work: each sample's conversation (``conversation`` draws it,
``assembly.conversation`` fits it to the tier), the grade into record fields, and sim's answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...assembly.conversation import assemble_conversation
from ...assembly.placement import Prompt
from ...core.tokens import Tokenizer
from ...endpoints.answers import CallResult
from ...endpoints.cache import prompt_key
from ...endpoints.vendors import ModelConfig
from ..base import SimAnswerer, Worker
from . import sim
from .cells import MrcrCell
from .conversation import TEMPLATE_VERSION, Needle, draw_needle, filler_pair, needle_depths
from .grader import CORRECT_RATIO, closest, grade, visible

SCORER_VERSION = "mrcr-score-v1"  # OpenAI's rules: the prefix required, then SequenceMatcher's ratio
SCORABLE = ("ok", "truncated")  # a reply cut by the limit is graded on what it wrote (and counted wrong)


def conversation(cell: MrcrCell, sample: int, tokenizer: Tokenizer) -> tuple[Prompt, Needle]:
    """Sample ``sample``'s conversation for ``cell``, fitted to its tier, and its needle."""
    needle = draw_needle(cell.needles, cell.position, cell.seed, sample)
    depths = needle_depths(needle, cell.position, cell.seed, sample)
    prompt = assemble_conversation(
        [needle.turns(k) for k in range(cell.needles)],
        depths,
        lambda j: filler_pair(needle, cell.seed, cell.needles, sample, j),
        [{"role": "user", "content": needle.ask}],
        cell.tier.tokens,
        tokenizer,
        TEMPLATE_VERSION,
    )
    return prompt, needle


class MrcrWorker(Worker[MrcrCell]):
    """Conversations drawn from the cell's seed alone (no data to load); ``tokenizer`` is a
    model's budget tokenizer (the run's ``WorkerContext.tokenizer``)."""

    def __init__(self, tokenizer: Callable[[ModelConfig], Tokenizer]) -> None:
        self.tokenizer = tokenizer

    def target(self, cell: MrcrCell, sample: int) -> Needle:
        return draw_needle(cell.needles, cell.position, cell.seed, sample)

    def prompt(self, cell: MrcrCell, model: ModelConfig, sample: int) -> tuple[Prompt, Needle]:
        return conversation(cell, sample, self.tokenizer(model))

    def prompt_key(self, cell: MrcrCell, model: ModelConfig, sample: int) -> str:
        return prompt_key(
            template=TEMPLATE_VERSION,
            tokenizer=model.tokenizer,
            budget=cell.tier.tokens,
            needles=cell.needles,
            position=cell.position,
            seed=cell.seed,
            sample=sample,
        )

    def record_fields(
        self, cell: MrcrCell, model: ModelConfig, sample: int, prompt: Prompt, target: Needle, result: CallResult
    ) -> dict[str, Any]:
        fields: dict[str, Any] = dict(
            tier=cell.tier.label,
            needles=cell.needles,
            position=cell.position,
            asked=target.asked,
            prefix=target.prefix,
            request=target.request,
            target_id=f"{target.request} #{target.asked}",
            depth=prompt.target_depths[target.asked - 1] if prompt.target_depths else None,
            target_depths=prompt.target_depths,
            target_slots=prompt.target_slots,
            status=result.status,
            correct=None,
            answer=None,
            gold=target.expected,
            score=None,
            prefix_present=None,
            closest_instance=None,
        )
        if result.status in SCORABLE:
            response = visible(result.response or "")
            score = grade(response, target.expected, target.prefix)
            present = response.startswith(target.prefix)
            fields.update(
                score=score,
                prefix_present=present,
                answer=response.removeprefix(target.prefix) if present else None,
                closest_instance=closest(response, list(target.replies), target.prefix),
                correct=score >= CORRECT_RATIO if result.status == "ok" else None,
            )
        return fields

    def gold(self, target: Needle) -> str:
        """The right answer: the prefix, then the asked-for reply."""
        return target.prefix + target.expected

    def sim_answerer(self, load_all: bool = False) -> SimAnswerer:
        return sim.answer
