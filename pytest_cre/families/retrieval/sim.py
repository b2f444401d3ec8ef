"""How ``sim`` answers retrieval prompts: it finds the needle, measures its depth as the
reasoning answerer measures the target's, and finds it by the model's positional profile with a
fraction of reasoning's loss (finding a key is easier than reasoning next to distractors, as
RULER's and NoLiMa's single-needle scores against their reasoning tasks show).

A multi-needle prompt is answered needle by needle: each asked value is found with the
probability of its own depth (drawn apart), and the answer lists those found; a multikey
prompt's asked needle, when missed, is half the time confused with another key's (the
distractor's value given instead)."""

from __future__ import annotations

import hashlib
import re

from ...assembly.placement import SEP
from ...sim.model import SimPrompt
from ...sim.options import unit
from ...sim.profiles import Profile
from .needle import QUESTION_PATTERN, TEXT_PATTERN, template_pattern
from .needles import QUESTION_ALL, VALUES_TEXT

# The share of reasoning's positional loss a retrieval prompt suffers in sim.
RETRIEVAL_INTERFERENCE = 0.3
# How often a missed multikey needle is answered with a distractor's value.
CONFUSION = 0.5

_KINDS = "(numbers|uuids|words)"
_KEY = "([a-z]+-[a-z]+)"
VALUES_PATTERN = template_pattern(VALUES_TEXT, kinds=_KINDS, key=_KEY, value=r"(\S+)")  # groups: kinds, key, value
QUESTION_ALL_PATTERN = template_pattern(QUESTION_ALL, kinds=_KINDS, query=r"(.+?)")  # groups: kinds, query, kinds


def answer(prompt: SimPrompt) -> str | None:
    """The sim's answer to a retrieval prompt, or None for another family's prompt."""
    text, prompt_tokens, profile, model = prompt.text, prompt.prompt_tokens, prompt.profile, prompt.model
    context_len = max(1, text.rfind(SEP))
    digest = hashlib.sha256(text.encode()).hexdigest()
    every = QUESTION_ALL_PATTERN.search(text, context_len)
    if every is not None:
        return _answer_all(text, context_len, every, prompt_tokens, profile, model, digest)
    asked = QUESTION_PATTERN.search(text, context_len)
    if asked is None:
        return None
    kind, key = asked.group(1, 2)
    needles = list(TEXT_PATTERN.finditer(text, 0, context_len))
    hidden = next((m for m in needles if m.group(2) == key), None)
    if hidden is not None:
        p = profile.p_correct(hidden.start() / context_len, prompt_tokens, RETRIEVAL_INTERFERENCE)
        if unit(digest, model, "found") < p:
            return f"The special magic {kind} for {key} is {hidden.group(3)}."
    others = [m.group(3) for m in needles if m.group(2) != key]
    if others and unit(digest, model, "confused") < CONFUSION:  # multikey: another key's value
        value = others[int(unit(digest, model, "distractor") * len(others))]
        return f"The special magic {kind} for {key} is {value}."
    # Not found: a value of the right shape, made up.
    guess = {"number": str(int(unit(digest, model, "guess") * 9_000_000) + 1_000_000), "uuid": digest[:8]}
    return f"The special magic {kind} for {key} is {guess.get(kind, 'unknown')}."


def _answer_all(
    text: str, context_len: int, asked: re.Match[str], prompt_tokens: int, profile: Profile, model: str, digest: str
) -> str:
    kinds, keys = asked.group(1), re.findall(_KEY, asked.group(2))
    hidden = [
        m
        for pattern in (TEXT_PATTERN, VALUES_PATTERN)
        for m in pattern.finditer(text, 0, context_len)
        if m.group(2) in keys
    ]
    found = []
    for i, m in enumerate(sorted(hidden, key=lambda m: m.start())):
        p = profile.p_correct(m.start() / context_len, prompt_tokens, RETRIEVAL_INTERFERENCE)
        if unit(digest, model, "found", i) < p:
            found.append(m.group(3))
    if not found:
        guess = {"numbers": str(int(unit(digest, model, "guess") * 9_000_000) + 1_000_000), "uuids": digest[:8]}
        found = [guess.get(kinds, "unknown")]
    return f"The special magic {kinds} for {asked.group(2)} are: {', '.join(found)}."
