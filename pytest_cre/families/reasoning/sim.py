"""How ``sim`` answers reasoning prompts (the family's ``SimAnswerer``)."""

from __future__ import annotations

import hashlib
import math
import threading
from collections.abc import Iterable

from ...assembly.placement import SEP
from ...sim.model import SimPrompt
from ...sim.options import unit
from ...sim.profiles import Profile
from .prompt import PROBLEM_PREFIX, SOLUTION_PREFIX, TARGET_CLOSE, TARGET_OPEN
from .tasks.base import TaskItem, normalize_text

# How much each filler distracts sim (questions without their solutions most, prose least).
INTERFERENCE = {"ws": 1.0, "qo_v2": 1.25, "neutral": 0.3}


def _question_of(block: str) -> str:
    body = block[len(PROBLEM_PREFIX) :] if block.startswith(PROBLEM_PREFIX) else block
    return body.split(SOLUTION_PREFIX.rstrip(), 1)[0]


class AnswerBook:
    """How sim answers reasoning prompts: it finds the delimited target, looks up its gold
    answer (by normalized question text; thread-safe to extend while serving), measures where
    the target sits and how long the context is, and answers right or wrong by the model's
    positional profile. Wrong answers often copy the answer of the filler problem nearest the
    target, which is the interference the paper measures."""

    def __init__(self) -> None:
        self._answers: dict[str, str] = {}
        self._labels: dict[str, list[str]] = {}
        self._lock = threading.Lock()

    def add(self, items: Iterable[TaskItem], render) -> None:
        with self._lock:
            for item in items:
                key = normalize_text(render(item))
                self._answers[key] = item.answer
                if item.choices:
                    self._labels[key] = [label for label, _ in item.choices]

    def lookup(self, question: str) -> tuple[str | None, list[str]]:
        key = normalize_text(question)
        return self._answers.get(key), self._labels.get(key, [])

    def __call__(self, prompt: SimPrompt) -> str | None:
        text, prompt_tokens, profile, model = prompt.text, prompt.prompt_tokens, prompt.profile, prompt.model
        # The closing instruction follows the last separator (and quotes the marker lines):
        # only copies before it count, and depth is measured against it.
        context_len = max(1, text.rfind(SEP))
        starts = []
        at = text.find(TARGET_OPEN)
        while -1 < at < context_len:
            starts.append(at)
            at = text.find(TARGET_OPEN, at + 1)
        if not starts:
            return None
        first = starts[0] + len(TARGET_OPEN) + 1
        target = _question_of(text[first : text.find(TARGET_CLOSE, first)].strip())
        gold, labels = self.lookup(target)
        # Depth of each copy by characters, the sim's stand-in for attention position.
        depths = [s / context_len for s in starts]
        blocks = text.split(SEP)
        problems = [b for b in blocks if b.startswith(PROBLEM_PREFIX)]
        kind = (
            "neutral" if not problems else ("ws" if any(SOLUTION_PREFIX.rstrip() in b for b in problems) else "qo_v2")
        )
        p_each = [profile.p_correct(d, prompt_tokens, INTERFERENCE[kind]) for d in depths]
        p = min(profile.base, 1.0 - math.prod(1.0 - x for x in p_each))
        key = hashlib.sha256(text.encode()).hexdigest()
        if gold is None:
            guess = int(unit(key, model, "unknown") * 90) + 10
            return f"I worked through the target problem.\nAnswer: {guess}"
        if unit(key, model, "correct") < p:
            return f"Let me solve the target problem step by step.\nThe result is {gold}.\nAnswer: {gold}"
        wrong = self._wrong(text, blocks, starts[0], gold, labels, profile, key, model)
        return f"Let me solve the target problem step by step.\nThe result is {wrong}.\nAnswer: {wrong}"

    def _wrong(
        self,
        text: str,
        blocks: list[str],
        target_at: int,
        gold: str,
        labels: list[str],
        profile: Profile,
        key: str,
        model: str,
    ) -> str:
        if unit(key, model, "copy") < profile.filler_copy:
            # The filler problem nearest the (first) target copy, before or after it.
            pos, best, best_dist = 0, None, None
            for block in blocks:
                if block.startswith(PROBLEM_PREFIX):
                    dist = abs(pos - target_at)
                    if best_dist is None or dist < best_dist:
                        answer, _ = self.lookup(_question_of(block))
                        if answer is not None and answer != gold:
                            best, best_dist = answer, dist
                pos += len(block) + len(SEP)
            if best is not None:
                return best
        if labels:
            others = [lab for lab in labels if lab != gold]
            return others[int(unit(key, model, "label") * len(others))] if others else gold
        try:
            g = int(gold)
        except ValueError:
            return gold + "1"
        offset = int(unit(key, model, "offset") * 9) + 1
        return str(g + offset if unit(key, model, "sign") < 0.5 else g - offset)
