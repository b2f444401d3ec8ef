"""Answer extraction and scoring (pure functions).

Think blocks and reasoning text are never scored: only the visible answer is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

SCORER_VERSION = "cre-score-v1"

_THINK = re.compile(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|\Z)", re.DOTALL | re.IGNORECASE)
_NUM = r"-?\$?\s?\d[\d,]*(?:\.\d+)?"
# Ordered from most to least explicit; the last match of the first pattern that matches wins.
_FINAL_PATTERNS = [
    re.compile(r"\\boxed\{\s*(" + _NUM + r")\s*\}"),
    re.compile(r"answer\s*(?:is)?\s*[:=]?\s*\**\s*(" + _NUM + r")", re.IGNORECASE),
    re.compile(r"####\s*(" + _NUM + r")"),
]
_ANY_NUM = re.compile(r"(?<![\w.])" + _NUM)


def strip_think(text: str | None) -> str:
    """Remove ``<think>...</think>`` blocks (an unclosed one runs to the end)."""
    return _THINK.sub("", text or "").strip()


def _to_number(token: str) -> Decimal | None:
    cleaned = token.replace("$", "").replace(",", "").replace(" ", "").rstrip(".")
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        return None


def canonical_number(token: str) -> str | None:
    """``"1,200.00"`` -> ``"1200"``; ``"-3.50"`` -> ``"-3.5"``; None when not a number."""
    value = _to_number(token)
    if value is None:
        return None
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def extract_number(response: str | None) -> str | None:
    """The final numeric answer of a response, canonical, or None when it gives none."""
    text = strip_think(response).replace("**", "")
    for pattern in _FINAL_PATTERNS:
        hits = pattern.findall(text)
        if hits:
            return canonical_number(hits[-1])
    hits = _ANY_NUM.findall(text)
    return canonical_number(hits[-1]) if hits else None


def extract_choice(response: str | None, labels: list[str]) -> str | None:
    """The chosen label (as the item writes its labels) or None when absent or ambiguous."""
    text = strip_think(response).replace("**", "")
    alt = "|".join(re.escape(label) for label in sorted(labels, key=len, reverse=True))
    m = re.findall(r"answer\s*(?:is)?\s*[:=]?\s*\(?(" + alt + r")\)?(?![\w])", text, re.IGNORECASE)
    if m:
        found = m[-1]
    else:
        last = text.strip().splitlines()[-1] if text.strip() else ""
        m = re.findall(r"(?<![\w])\(?(" + alt + r")\)(?![\w])|^\s*(" + alt + r")\s*$", last)
        found = next((a or b for a, b in reversed(m)), None) if m else None
    if found is None:
        return None
    for label in labels:
        if label.lower() == found.lower():
            return label
    return None


@dataclass(frozen=True)
class Score:
    status: str  # "ok" or "no_answer"
    answer: str | None
    correct: bool | None


def score(answer_kind: str, response: str | None, gold: str, labels: list[str] | None = None) -> Score:
    """Compare the extracted answer with ``gold`` (numerically for numbers)."""
    if answer_kind == "choice":
        answer = extract_choice(response, labels or [])
        if answer is None:
            return Score("no_answer", None, None)
        return Score("ok", answer, answer == gold)
    answer = extract_number(response)
    if answer is None:
        return Score("no_answer", None, None)
    return Score("ok", answer, answer == canonical_number(gold))


def filler_matches(answer: str | None, correct: bool | None, filler_answers: list[str | None],
                   slots: list[int]) -> dict:
    """Does a wrong answer equal a filler problem's gold answer (any / last / nearest)?"""
    out = {"match_any": None, "match_last": None, "match_nearest": None}
    if answer is None or correct is not False or not any(a is not None for a in filler_answers):
        return out
    golds = [(canonical_number(a) or a) if a is not None else None for a in filler_answers]
    out["match_any"] = answer in golds
    out["match_last"] = bool(golds) and golds[-1] == answer
    slot = slots[0] if slots else len(golds)
    nearest = [i for i in (slot - 1, slot) if 0 <= i < len(golds)]
    out["match_nearest"] = any(golds[i] == answer for i in nearest)
    return out
