"""The retrieval family's option: its row of the one option table and its value, parsed and
checked. Data and parsing only, so pytest's entry point registers the row without importing the
family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.dims import check_choice
from ...core.option_table import Option

# RULER's niah_single values are numbers (niah_single_1 and _2) and UUIDs (_3); word values are ours.
KINDS = ("number", "uuid", "word")
OPTION_ROWS = (
    Option(
        "--cre-needle",
        "cre_needle",
        "retrieval: the needle's value, number (default) or uuid (RULER's niah_single values, "
        "scored as RULER scores: the value anywhere in the answer) or word (ours, not RULER's: "
        "a noun, scored as a whole word); adds retrieval cells beside the reasoning ones (as "
        "--cre-grid contrast does)",
    ),
)


@dataclass(frozen=True)
class RetrievalOptions:
    """``--cre-needle``: the kind of value hidden (None: not given, the default ``number``)."""

    needle: str | None = None

    @property
    def kind(self) -> str:
        return self.needle or KINDS[0]

    def public(self) -> dict[str, Any]:
        return {"needle": self.kind}


def parse_options(raw: dict[str, Any]) -> RetrievalOptions:
    """``--cre-needle``'s value, checked (an unknown kind is a usage error naming the choices)."""
    needle = raw.get("needle")
    if needle:
        check_choice("needle", needle, KINDS)
    return RetrievalOptions(needle or None)
