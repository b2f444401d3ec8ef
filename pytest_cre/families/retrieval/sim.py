"""How ``sim`` answers retrieval prompts: it finds the needle, measures its depth as the
reasoning answerer measures the target's, and finds it by the model's positional profile with a
fraction of reasoning's loss (finding a key is easier than reasoning next to distractors, as
RULER's and NoLiMa's single-needle scores against their reasoning tasks show)."""

from __future__ import annotations

import hashlib

from ...assembly.placement import SEP
from ...sim.model import SimPrompt
from ...sim.options import unit
from .needle import QUESTION_PATTERN, TEXT_PATTERN

# The share of reasoning's positional loss a retrieval prompt suffers in sim.
RETRIEVAL_INTERFERENCE = 0.3


def answer(prompt: SimPrompt) -> str | None:
    """The sim's answer to a retrieval prompt, or None for another family's prompt."""
    text, prompt_tokens, profile, model = prompt.text, prompt.prompt_tokens, prompt.profile, prompt.model
    context_len = max(1, text.rfind(SEP))
    asked = QUESTION_PATTERN.search(text, context_len)
    if asked is None:
        return None
    kind, key = asked.group(1, 2)
    hidden = next((m for m in TEXT_PATTERN.finditer(text, 0, context_len) if m.group(2) == key), None)
    digest = hashlib.sha256(text.encode()).hexdigest()
    if hidden is not None:
        p = profile.p_correct(hidden.start() / context_len, prompt_tokens, RETRIEVAL_INTERFERENCE)
        if unit(digest, model, "found") < p:
            return f"The special magic {kind} for {key} is {hidden.group(3)}."
    # Not found: a value of the right shape, made up.
    guess = {"number": str(int(unit(digest, model, "guess") * 9_000_000) + 1_000_000), "uuid": digest[:8]}
    return f"The special magic {kind} for {key} is {guess.get(kind, 'unknown')}."
