"""Dimensions every family shares: tiers (token budgets), positions (depths), labels in ids.

Pure data and parsing; safe at collection time."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import CreUsageError

FIXED_POSITIONS = ("end", "start", "middle", "middle_twice", "middle_dup", "baseline")
NO_FILLER = "none"  # filler and tier value of a baseline (no-filler) cell


@dataclass(frozen=True, order=True)
class Tier:
    """A context tier: ``label`` as users write it (``64k``), ``tokens`` its budget (65536)."""

    tokens: int
    label: str


_TIER_RE = re.compile(r"[1-9][0-9]*[km]")  # the one spelling: what ids, -k, records and tables carry
_TIER_LIKE = re.compile(r"0*([0-9]+)\s*([km])", re.IGNORECASE)

# ``Nm``: N windows sold as "1M", less the answer. Those windows differ (Claude's is 1,000,000
# tokens with the answer inside it, Gemini 2.5 takes 1,048,576 tokens of input, GPT-4.1 holds
# 1,047,576 with up to 32,768 out), so ``1024k`` (1,048,576) overfills the smaller ones. One
# budget serves every model (the same prompts in every column): the largest prompt that, with
# the largest answer budget the presets give (32,768, the reasoning models'), fits the smallest
# of them. Counted in the budget tokenizer: a model whose own tokens run longer is checked
# against its window before anything is sent where its server says one.
MILLION = 1_000_000
ANSWER_RESERVE = 32_768


def _tier_budget(label: str) -> int:
    n = int(label[:-1])
    return n * 1024 if label.endswith("k") else n * MILLION - ANSWER_RESERVE


def parse_tier(text: str) -> Tier:
    """``8k`` -> 8192 tokens (K = 1024, as the paper's 64K tier is 65,536 tokens). Any whole
    ``Nk`` is a tier (``7k`` is 7,168 tokens); ``Nm`` is N million less ``ANSWER_RESERVE``
    (``1m`` is 967,232 tokens: see ``MILLION``). Another spelling of one (``8K``, ``08k``,
    ``8 k``, ``1M``) is a usage error naming the tier's own spelling, never a guess made silently."""
    t = text.strip()
    if t == NO_FILLER:
        return Tier(0, NO_FILLER)
    if _TIER_RE.fullmatch(t):
        return Tier(_tier_budget(t), t)
    m = _TIER_LIKE.fullmatch(t)
    fix = f"write {int(m.group(1))}{m.group(2).lower()}" if m and int(m.group(1)) else "write tiers as Nk or Nm"
    raise CreUsageError(
        f"unknown tier {text.strip()!r}: {fix} (a tier is a whole number and a lowercase k, K = 1024 tokens: "
        f"8k,32k,64k, or any other, e.g. 7k; or a lowercase m, 1m = {_tier_budget('1m'):,} tokens)"
    )


def parse_position(text: str) -> str:
    """Canonical position: one of FIXED_POSITIONS or ``depth:P`` with 0 <= P <= 100."""
    t = text.strip().lower()
    if t in FIXED_POSITIONS:
        return t
    m = re.fullmatch(r"depth:?(\d+(?:\.\d+)?)", t)
    if m and 0 <= float(m.group(1)) <= 100:
        value = float(m.group(1))
        return f"depth:{value:g}"
    raise CreUsageError(f"unknown position {text!r}: use one of {', '.join(FIXED_POSITIONS)} or depth:P (0-100)")


def position_depth(position: str) -> float | None:
    """The requested depth (0-1) of a ``depth:P`` position, else None."""
    return float(position.split(":", 1)[1]) / 100 if position.startswith("depth:") else None


POSITION_ORDER = ["baseline", "end", "middle", "middle_twice", "middle_dup", "start"]


def tier_tokens(label: str) -> int:
    """Sort key of a tier label: its budget in tokens (``none`` and anything else first)."""
    return _tier_budget(label) if _TIER_RE.fullmatch(label) else -1


def position_rank(pos: str) -> tuple[int, float]:
    """Sort key of a position: baseline, end, middle, probes, start, then depths in order."""
    if pos in POSITION_ORDER:
        return (POSITION_ORDER.index(pos), 0.0)
    return (len(POSITION_ORDER), float(pos.split(":", 1)[1]) if ":" in pos else 0.0)


def parse_list(text: str | None) -> list[str]:
    """A comma list from the command line or ini (whitespace and empty entries ignored)."""
    if not text:
        return []
    return [p.strip() for p in str(text).replace("\n", ",").split(",") if p.strip()]


def check_choice(kind: str, value: str, known: tuple[str, ...]) -> str:
    v = value.strip().lower()
    if v not in known:
        raise CreUsageError(f"unknown {kind} {value!r}: use one of {', '.join(known)}")
    return v


def position_label(position: str) -> str:
    """``depth:25`` -> ``depth25`` (ids avoid ':' so node ids stay easy to type)."""
    return position.replace(":", "")


def model_label(name: str) -> str:
    """A model name as it appears in ids."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name)
