"""The statistical policy of a run: alpha, correction, alternative, family and extra pairs.

Parsed once from the options (or ``cre report``'s flags); bad values are ``CreUsageError``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.dims import parse_position
from ..core.errors import CreUsageError

ALTERNATIVES = ("two-sided", "greater", "less")
CORRECTIONS = ("bonferroni", "holm", "none")
# A sample cut by the generation limit: the model's failure under the run's budget (counted
# wrong, as the paper's k/50 does) or left out of n like an endpoint outcome.
LIMIT_HIT_POLICIES = ("wrong", "exclude")


@dataclass(frozen=True)
class Analysis:
    """How comparisons are tested: the policy ``cre report`` can change after the fact."""

    alpha: float = 0.01
    correction: str = "bonferroni"
    alternative: str = "two-sided"  # of the position arm vs its baseline arm: "less" = a drop
    family: dict[str, tuple[str, ...]] = field(default_factory=dict)  # empty: every comparison
    pairs: tuple[tuple[str, str], ...] = ()  # extra (position, baseline position) comparisons
    limit_hits: str = "wrong"  # one of LIMIT_HIT_POLICIES

    def in_family(self, row: dict[str, Any]) -> bool:
        return all(str(row.get(k)) in values for k, values in self.family.items())


def parse_family(text: str | None) -> dict[str, tuple[str, ...]]:
    """``"filler=ws,position=middle|middle_dup"`` -> {"filler": ("ws",), "position": (...)}."""
    out: dict[str, tuple[str, ...]] = {}
    for part in filter(None, (p.strip() for p in (text or "").split(","))):
        if "=" not in part:
            raise CreUsageError(f"family filter {part!r}: write KEY=VALUE[|VALUE...]")
        key, values = part.split("=", 1)
        key = key.strip()
        if key not in ("model", "task", "filler", "tier", "position", "baseline_position", "comparison"):
            raise CreUsageError(f"family filter key {key!r}: use model, task, filler, tier, position, "
                             "baseline_position or comparison")
        out[key] = tuple(v.strip() for v in values.split("|") if v.strip())
    return out


def parse_pairs(text: str | None) -> tuple[tuple[str, str], ...]:
    """``"middle_twice:middle,start:end"`` -> (("middle_twice", "middle"), ("start", "end"));
    ``baseline`` is not a pair member (end vs baseline is always compared)."""
    pairs = []
    for part in filter(None, (p.strip() for p in (text or "").split(","))):
        a, sep, b = part.rpartition(":")  # the last colon: "depth:25:end" is depth:25 vs end
        if not sep or not a or not b:
            raise CreUsageError(f"comparison {part!r}: write POSITION:BASELINE_POSITION")
        try:
            pairs.append((parse_position(a), parse_position(b)))
        except CreUsageError as exc:
            raise CreUsageError(f"comparison {part!r}: {exc}") from None
    return tuple(pairs)
