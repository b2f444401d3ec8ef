"""The statistical policy of a run: alpha, correction, alternative, correction groups and
extra pairs.

Parsed once from the options (or ``cre report``'s flags); bad values are ``CreUsageError``.
A correction group is fixed by the design (the grid asked for), never by what ran: its size
is the number of planned comparisons in it (``drops_table`` and the drop items count the plan).
A named family rule may also fix the sidedness of some of its families, as a paper's tables do;
``--cre-alternative`` is then the sidedness of the others."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.dims import parse_position
from ..core.errors import CreUsageError
from .sequential import AdaptiveSettings

ALTERNATIVES = ("two-sided", "greater", "less")
CORRECTIONS = ("bonferroni", "holm", "none")
# The labels every comparison has; a benchmark family adds its own (``Family.comparison_labels``).
LABELS = ("model", "comparison")


class CorrectionRule(NamedTuple):
    """A named ``--cre-correction-groups`` rule a benchmark family brings (reasoning's
    ``paper``): its ``spec`` in the option's own syntax, and the sidedness it fixes for some
    of its groups, (group name, alternative) pairs."""

    spec: str
    sides: tuple[tuple[str, str], ...] = ()


# The one rule that needs no family: one group of every comparison.
ALL = {"all": CorrectionRule("")}
# A sample cut by the generation limit: the model's failure under the run's budget (counted
# wrong, as the paper's k/50 does) or left out of n like an endpoint outcome.
LIMIT_HIT_POLICIES = ("wrong", "exclude")
# The options that make up a run's analysis policy: run.json keeps them, and `cre report` and
# ``LoadedRun.analysis`` override them by these names.
POLICY_OPTIONS = ("correction", "alpha", "alternative", "family", "comparisons", "limit_hits", "effective_threshold")


@dataclass(frozen=True)
class Analysis:
    """How comparisons are tested: the policy ``cre report`` can change after the fact."""

    alpha: float = 0.01
    correction: str = "bonferroni"
    alternative: str = "two-sided"  # of the position arm vs its baseline arm: "less" = a drop
    # (group name, alternative) for the groups whose named rule fixes their own (``CorrectionRule``)
    sides: tuple[tuple[str, str], ...] = ()
    # --cre-alternative (cre report --alternative) was given: it is every family's, those too
    alternative_given: bool = False
    family: dict[str, tuple[str, ...]] = field(default_factory=dict)  # empty: every comparison
    pairs: tuple[tuple[str, str], ...] = ()  # extra (position, baseline position) comparisons
    split: tuple[str, ...] = ()  # labels whose values split the family into several (``by=``)
    limit_hits: str = "wrong"  # one of LIMIT_HIT_POLICIES
    # Effective length: the longest tier whose accuracy stays >= this share of the model's own
    # no-filler baseline (NoLiMa's 85%; --cre-effective-threshold).
    effective_threshold: float = 0.85
    # --cre-adaptive: each comparison was sampled adaptively and is tested by
    # ``sequential.sequential_test`` under these rules (None: the fixed design)
    adaptive: AdaptiveSettings | None = None

    def in_family(self, row: dict[str, Any]) -> bool:
        """Whether a comparison (its labels) is tested at all (the ``KEY=VALUE`` filters)."""
        return all(str(row.get(k)) in values for k, values in self.family.items())

    def group_of(self, row: dict[str, Any]) -> str | None:
        """The name of the correction group a comparison belongs to (``gsm8k/ws/middle-end``
        when split by task, filler and comparison; ``all`` unsplit), None when it is not tested."""
        if not self.in_family(row):
            return None
        return "/".join(str(row.get(k)) for k in self.split if row.get(k) is not None) or "all"

    def alternative_of(self, row: dict[str, Any]) -> str:
        """The Fisher alternative of a comparison (its labels): its correction group's own when
        the family rule fixes one (``paper``: Table 3's is ``less``), else ``alternative``."""
        return self.group_alternative(self.group_of(row))

    def group_alternative(self, name: str | None) -> str:
        """The Fisher alternative of a correction group, by its name (None: not tested); an
        alternative the user gave overrides what the family rule fixes."""
        if name is None or self.alternative_given:
            return self.alternative
        return dict(self.sides).get(name, self.alternative)

    @property
    def method(self) -> str:
        """The correction as the output names it (``Bonferroni``, ``uncorrected``, ``holm``)."""
        return {"bonferroni": "Bonferroni", "none": "uncorrected"}.get(self.correction, self.correction)

    def describe(self) -> str:
        """The family rule in words, for the threshold lines (empty for one unfiltered family)."""
        parts = [f"{k}={'|'.join(v)}" for k, v in self.family.items()]
        if self.split:
            parts.append("by " + ", ".join(self.split))
        return "; ".join(parts)


def correction_policy(
    text: str | None, rules: Mapping[str, CorrectionRule] | None = None, labels: Iterable[str] = ()
) -> dict[str, Any]:
    """``--cre-correction-groups`` as ``Analysis`` fields: ``all`` (one group, every
    comparison), a rule a family names (``rules``: reasoning's ``paper``, one group per task,
    filler and comparison with each paper table's sidedness), or ``KEY=VALUE[|VALUE...]`` filters
    and ``by=KEY[|KEY...]`` (one group per value of those labels), comma-separated, over
    ``LABELS`` and the families' ``labels``; these fix no group's sidedness (``--cre-alternative``
    is every group's)."""
    named = {**ALL, **(rules or {})}
    known = (*LABELS, *(k for k in dict.fromkeys(labels) if k not in LABELS))
    text = (text or "").strip()
    rule = named.get(text.lower())
    parts = _family_parts(rule.spec if rule is not None else text, named, known)
    split = parts.pop("by", ())
    for key in split:
        if key not in known:
            raise CreUsageError(f"correction groups split by={key!r}: split by {', '.join(known)}")
    return {"family": parts, "split": split, "sides": rule.sides if rule is not None else ()}


def sided(alternative: str) -> str:
    """An alternative as the output names it: ``two-sided``, ``one-sided (less)``."""
    return alternative if alternative == "two-sided" else f"one-sided ({alternative})"


def _family_parts(
    text: str | None, named: Mapping[str, CorrectionRule], known: tuple[str, ...]
) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for part in filter(None, (p.strip() for p in (text or "").split(","))):
        if "=" not in part:
            raise CreUsageError(
                f"correction groups {part!r}: write KEY=VALUE[|VALUE...], by=KEY[|KEY...], or one of {', '.join(named)}"
            )
        key, values = part.split("=", 1)
        key = key.strip()
        if key not in (*known, "by"):
            raise CreUsageError(f"correction groups filter key {key!r}: use {', '.join(known)} (or by=KEY to split)")
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
