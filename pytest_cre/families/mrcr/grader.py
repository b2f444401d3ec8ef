"""MRCR's grader (OpenAI's rules, our code): a response earns nothing unless it starts with the
random prefix the final turn asked for; otherwise its score is ``difflib.SequenceMatcher``'s
ratio between the response and the expected reply, each with that prefix removed (pure)."""

from __future__ import annotations

from difflib import SequenceMatcher

# The ratio at or above which a sample counts as correct in the shared tables (k of n): the
# reply reproduced but for a stray space or newline. MRCR's own headline is the mean ratio.
CORRECT_RATIO = 0.99
# How near an answer must be to a reply to be called a copy of it (``closest``): two replies to
# one request score well below this against each other (the generator's tests pin < 0.5), so an
# answer this near one is that one, and an empty answer or a refusal is near none.
COPY_RATIO = 0.5
# A closing think tag whose opening tag was in the prompt (a chat template that opens the think
# block itself: R1's, Qwen3's served without a reasoning parser): the answer is what follows it.
_STRAY_CLOSE = "</think>"


def grade(response: str, expected: str, prefix: str) -> float:
    """0.0 unless ``response`` starts with ``prefix``; else the SequenceMatcher ratio (default
    junk heuristic, as OpenAI's grader calls it) of the two texts with ``prefix`` removed."""
    if not response.startswith(prefix):
        return 0.0
    return float(SequenceMatcher(None, response.removeprefix(prefix), expected.removeprefix(prefix)).ratio())


def visible(response: str) -> str:
    """The answer a response gives: what follows a stray closing think tag when there is one (the
    endpoint already took out whole think blocks), else the response as it is. The one step
    before OpenAI's rules: without it every answer of such a server would lack the prefix."""
    at = response.rfind(_STRAY_CLOSE)
    return response[at + len(_STRAY_CLOSE) :].lstrip() if at >= 0 else response


def closest(response: str, replies: list[str], prefix: str) -> int | None:
    """Which reply (1-indexed) the response, its prefix removed, copies: the nearest one when it
    grades at least ``COPY_RATIO`` against it, else None (an empty answer, a refusal, a reply of
    its own are near none); None without the prefix. Says whether a wrong answer copied another
    instance of the repeated request."""
    if not response.startswith(prefix) or not replies:
        return None
    scores = [grade(response, reply, prefix) for reply in replies]
    best = max(range(len(scores)), key=lambda k: scores[k])
    return best + 1 if scores[best] >= COPY_RATIO else None
