"""How ``sim`` answers recall prompts: it finds the quoted signature in the corpus and
reproduces the lines after it, damaged by depth and context length through the model's profile
(lines dropped, re-indented or replaced by invented ones), deterministically."""

from __future__ import annotations

import hashlib

from ...sim.model import SimPrompt
from ...sim.options import unit
from .prompt import parse

INTERFERENCE = 1.0  # a corpus of similar functions distracts like problems with solutions


def answer(prompt: SimPrompt) -> str | None:
    """sim's recall answer, or None when the prompt is not a recall prompt."""
    text, prompt_tokens, profile, model = prompt.text, prompt.prompt_tokens, prompt.profile, prompt.model
    parsed = parse(text)
    if parsed is None:
        return None
    corpus, signature, lines = parsed
    at = ("\n" + corpus).find("\n" + signature + "\n")  # whole lines only
    if at < 0:
        return "I could not find that function in the text."
    depth = at / max(1, len(corpus))
    body = corpus[at + len(signature) + 1 :].split("\n")[:lines]
    p = profile.p_correct(depth, prompt_tokens, INTERFERENCE)
    key = hashlib.sha256(text.encode()).hexdigest()
    out = []
    for i, line in enumerate(body):
        u = unit(key, model, i, "line")
        if u < p:
            out.append(line)
        elif u < p + (1 - p) * 0.4:
            continue  # dropped
        elif u < p + (1 - p) * 0.7 and line.strip():
            out.append("  " + line.strip())  # re-indented
        else:
            out.append(f"    result_{int(unit(key, i, 'name') * 1000)} = None")  # invented
    return "\n".join(out)
