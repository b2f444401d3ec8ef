"""How ``sim`` answers MRCR prompts: it reads the final ask, counts the matching requests in
the turns and copies the asked instance's reply behind the prefix, right with the probability
the model's profile gives at that instance's depth and the prompt's length; otherwise it makes
the typical MRCR errors (another instance's reply, or the right reply without the prefix),
deterministically keyed by the prompt."""

from __future__ import annotations

import hashlib

from ...sim.model import SimPrompt
from ...sim.options import unit
from .conversation import ASK_PATTERN, REQUEST

INTERFERENCE = 1.0  # identical requests distract as much as filler problems with solutions
MISSING_PREFIX = 0.25  # share of wrong answers that drop the prefix (the rest copy another instance)


def answer(prompt: SimPrompt) -> str | None:
    """sim's answer to an MRCR conversation, or None when the prompt is not one."""
    messages = prompt.messages
    if len(messages) < 3 or messages[-1]["role"] != "user":
        return None
    asked = ASK_PATTERN.match(messages[-1]["content"])
    if asked is None:
        return None
    request = REQUEST.format(form=asked["form"], topic=asked["topic"])
    turns = messages[:-1]
    replies = [
        (at, turns[at + 1]["content"])
        for at in range(len(turns) - 1)
        if turns[at]["role"] == "user" and turns[at]["content"] == request and turns[at + 1]["role"] == "assistant"
    ]
    i = int(asked["i"])
    if not 1 <= i <= len(replies):
        return "I could not find that request in our conversation."
    at, right = replies[i - 1]
    depth = at / max(1, len(turns) - 2)  # of the turns before the ask (by turns: the sim reads turns)
    p = prompt.profile.p_correct(depth, prompt.prompt_tokens, INTERFERENCE)
    key = hashlib.sha256("\x1f".join(m["content"] for m in messages).encode()).hexdigest()
    u = unit(key, prompt.model, "mrcr")
    if u < p:
        return asked["prefix"] + right
    others = [text for k, (_, text) in enumerate(replies) if k != i - 1]
    if not others or u < p + (1 - p) * MISSING_PREFIX:
        return right  # the reply without the prefix: scored 0
    return asked["prefix"] + others[int(unit(key, prompt.model, "other") * len(others))]
