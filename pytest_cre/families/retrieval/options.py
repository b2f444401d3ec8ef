"""The retrieval family's option: its row of the one option table and its value, parsed and
checked. Data and parsing only, so pytest's entry point registers the row without importing the
family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.dims import check_choice
from ...core.errors import CreUsageError
from ...core.option_table import Option

# RULER's niah_single values are numbers (niah_single_1 and _2) and UUIDs (_3); word values are ours.
KINDS = ("number", "uuid", "word")
# RULER's needle variants: one needle (niah_single), K keys of which one is asked (niah_multikey),
# one key with V values, all asked (niah_multivalue), Q keys, all asked (niah_multiquery).
SINGLE = "single"
VARIANTS = (SINGLE, "multikey", "multivalue", "multiquery")
DEFAULT_COUNT = 4  # RULER's K, V and Q (scripts/synthetic.yaml)
MAX_COUNT = 16
FIX = (
    "use a comma-separated list of at most one value kind (number, uuid, word) and needle variants "
    f"(single, multikey:K, multivalue:V, multiquery:Q with 2 <= K, V, Q <= {MAX_COUNT}), e.g. multikey:4,uuid"
)
OPTION_ROWS = (
    Option(
        "--cre-needle",
        "cre_needle",
        "retrieval: what the needles are, a comma-separated list of the value kind, number (default) "
        "or uuid (RULER's niah_single values, scored as RULER scores: a value anywhere in the answer) or word "
        "(ours, not RULER's: a noun, scored as a whole word), and the needle variants, each its own "
        "cells: single (default: one needle), multikey:K (K keys, one asked), multivalue:V (one key "
        "with V values, all asked), multiquery:Q (Q keys, all asked), after RULER's niah variants; "
        "e.g. single,multikey:4,uuid; adds retrieval cells beside the reasoning ones (as --cre-grid "
        "contrast does)",
    ),
)


@dataclass(frozen=True)
class Variant:
    """A needle variant: ``name`` (one of ``VARIANTS``) with its count of keys, values or asked
    keys (1 for ``single``)."""

    name: str = SINGLE
    count: int = 1

    @property
    def spec(self) -> str:
        """As the option spells it and records name it: ``single``, ``multikey:4``."""
        return self.name if self.name == SINGLE else f"{self.name}:{self.count}"

    @property
    def label(self) -> str:
        """As a cell id names it (ids avoid ':'): ``multikey4``."""
        return self.spec.replace(":", "")

    @property
    def keys(self) -> int:
        """Needle keys in a prompt (RULER: ``max(num_needle_k, num_needle_q)``)."""
        return self.count if self.name in ("multikey", "multiquery") else 1

    @property
    def values(self) -> int:
        """Values per key."""
        return self.count if self.name == "multivalue" else 1

    @property
    def asked(self) -> int:
        """Keys the question asks for."""
        return self.count if self.name == "multiquery" else 1


def parse_variant(text: str) -> Variant:
    """``multikey:4`` (or ``multikey``, RULER's 4) as a Variant; a usage error names the fix."""
    name, _, count = text.partition(":")
    check_choice("needle variant", name, VARIANTS)
    if name == SINGLE:
        if count and count != "1":
            raise CreUsageError(f"--cre-needle {text!r}: single has one needle: {FIX}")
        return Variant()
    try:
        n = int(count) if count else DEFAULT_COUNT
    except ValueError:
        n = 0
    if not 2 <= n <= MAX_COUNT:
        raise CreUsageError(f"--cre-needle {text!r}: {name} needs a count from 2 to {MAX_COUNT}: {FIX}")
    return Variant(name, n)


def variant_rank(spec: Any) -> tuple[int, int]:
    """A variant's place in tables: ``VARIANTS``' order, then by count (none given: single)."""
    v = parse_variant(spec) if isinstance(spec, str) else Variant()
    return VARIANTS.index(v.name), v.count


def sort_by_variant(frame: Any) -> Any:
    """Rows (a pandas frame) in ``variant_rank`` order, stable: as they were within each variant,
    and untouched without a ``needle`` column."""
    if frame.empty or "needle" not in frame or frame["needle"].isna().all():
        return frame
    rank = frame["needle"].map(variant_rank).tolist()
    return frame.iloc[sorted(range(len(frame)), key=rank.__getitem__)].reset_index(drop=True)


@dataclass(frozen=True)
class RetrievalOptions:
    """``--cre-needle``: the kind of value hidden (None: not given, the default ``number``) and
    the needle variants run (each its own cells; by default ``single`` alone)."""

    needle: str | None = None
    variants: tuple[Variant, ...] = (Variant(),)
    given: bool = False  # the option was given (it selects the family)

    @property
    def kind(self) -> str:
        return self.needle or KINDS[0]

    @property
    def multi(self) -> bool:
        """Whether any variant has several needles."""
        return any(v.name != SINGLE for v in self.variants)

    def public(self) -> dict[str, Any]:
        # As before for a single-needle run, so its settings read as they did.
        if not self.multi:
            return {"needle": self.kind}
        return {"needle": self.kind, "needle_variants": [v.spec for v in self.variants]}


def parse_options(raw: dict[str, Any]) -> RetrievalOptions:
    """``--cre-needle``'s value, checked: at most one kind and any variants, in any order (an
    unknown word, a bad count or two kinds are a usage error naming the spelling)."""
    text = raw.get("needle")
    if not text:
        return RetrievalOptions()
    kinds: list[str] = []
    variants: list[Variant] = []
    for word in (w.strip().lower() for w in str(text).split(",")):
        if not word:
            continue
        if word in KINDS:
            kinds.append(word)
        elif word.partition(":")[0] in VARIANTS:
            variant = parse_variant(word)
            if variant not in variants:
                variants.append(variant)
        else:
            raise CreUsageError(f"--cre-needle: unknown word {word!r}: {FIX}")
    if len(kinds) > 1:
        raise CreUsageError(f"--cre-needle names two value kinds ({', '.join(kinds)}): {FIX}")
    return RetrievalOptions(kinds[0] if kinds else None, tuple(variants) or (Variant(),), True)
