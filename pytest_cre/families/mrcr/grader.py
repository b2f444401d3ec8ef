"""MRCR's grader (OpenAI's rules, our code): a response earns nothing unless it starts with the
random prefix the final turn asked for; otherwise its score is ``difflib.SequenceMatcher``'s
ratio between the response and the expected reply, each with that prefix removed (pure)."""

from __future__ import annotations

from difflib import SequenceMatcher

# The ratio at or above which a sample counts as correct in the shared tables (k of n): the
# reply reproduced but for a stray space or newline. MRCR's own headline is the mean ratio.
CORRECT_RATIO = 0.99


def grade(response: str, expected: str, prefix: str) -> float:
    """0.0 unless ``response`` starts with ``prefix``; else the SequenceMatcher ratio (default
    junk heuristic, as OpenAI's grader calls it) of the two texts with ``prefix`` removed."""
    if not response.startswith(prefix):
        return 0.0
    return float(SequenceMatcher(None, response.removeprefix(prefix), expected.removeprefix(prefix)).ratio())


def closest(response: str, replies: list[str], prefix: str) -> int | None:
    """Which reply (1-indexed) the response, its prefix removed, is nearest to; None without the
    prefix. Says whether a wrong answer copied another instance of the repeated request."""
    if not response.startswith(prefix) or not replies:
        return None
    scores = [grade(response, reply, prefix) for reply in replies]
    return max(range(len(scores)), key=lambda k: scores[k]) + 1
