"""The mrcr family's options: its rows of the one option table and their values, parsed and
checked. Data and parsing only, so pytest's entry point registers the rows without importing
the family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.dims import Tier, parse_list, parse_position, parse_tier
from ...core.errors import CreUsageError
from ...core.option_table import Option

NEEDLE_CHOICES = (2, 4, 8)  # OpenAI MRCR's three variants
# Two instances by default: the variant with the most signal at small n (the easiest, so a
# tier's mean ratio is rarely floored at 0) and the one OpenAI's model announcements chart first.
DEFAULT_NEEDLES = (2,)
DEFAULT_TIERS = ("8k", "32k")
DEFAULT_POSITIONS = ("end", "middle", "start")
POSITIONS = ("end", "middle", "start")  # and depth:P; the other families' probes have no meaning here

OPTION_ROWS = (
    Option(
        "--cre-mrcr-needles",
        "cre_mrcr_needles",
        "mrcr: how many identical requests the conversation holds, comma list of 2, 4, 8 (default 2); "
        "selects the mrcr family",
    ),
    Option(
        "--cre-mrcr-tiers",
        "cre_mrcr_tiers",
        "mrcr: whole-conversation budgets, comma list of tiers, Nk or Nm (default 8k,32k); selects the mrcr family",
    ),
    Option(
        "--cre-mrcr-positions",
        "cre_mrcr_positions",
        "mrcr: depth of the asked-for request among the turns: end, middle, start, depth:P (default "
        "end,middle,start); selects the mrcr family",
    ),
)


@dataclass(frozen=True)
class MrcrOptions:
    """The mrcr family's option values (``Settings.family_options["mrcr"]``); empty: not given."""

    needles: tuple[int, ...] = ()
    tiers: tuple[Tier, ...] = ()
    positions: tuple[str, ...] = ()

    def given(self) -> bool:
        return bool(self.needles or self.tiers or self.positions)

    def grid(self) -> tuple[tuple[int, ...], tuple[Tier, ...], tuple[str, ...]]:
        """Needles, tiers and positions: those given, else the defaults."""
        return (
            self.needles or DEFAULT_NEEDLES,
            self.tiers or tuple(parse_tier(t) for t in DEFAULT_TIERS),
            self.positions or DEFAULT_POSITIONS,
        )

    def public(self) -> dict[str, Any]:
        """The values given, as JSON-safe data (run.json's settings): none when none was given,
        so a run without mrcr options keeps run.json as it was (its records carry the cells)."""
        if not self.given():
            return {}
        needles, tiers, positions = self.grid()
        return {
            "mrcr_needles": list(needles),
            "mrcr_tiers": [t.label for t in tiers],
            "mrcr_positions": list(positions),
        }


def _needles(text: Any) -> tuple[int, ...]:
    out = []
    for word in parse_list(text):
        if not word.isdigit() or int(word) not in NEEDLE_CHOICES:
            raise CreUsageError(
                f"--cre-mrcr-needles {word!r}: use 2, 4 or 8 (MRCR's variants), comma-separated, e.g. 2,8"
            )
        out.append(int(word))
    return tuple(dict.fromkeys(out))


def _positions(text: Any) -> tuple[str, ...]:
    out = []
    for word in parse_list(text):
        position = parse_position(word)
        if position not in POSITIONS and not position.startswith("depth:"):
            raise CreUsageError(
                f"--cre-mrcr-positions {word!r}: use end, middle, start or depth:P (0-100); "
                "an mrcr conversation has one asked-for turn"
            )
        out.append(position)
    return tuple(dict.fromkeys(out))


def parse_options(raw: dict[str, Any]) -> MrcrOptions:
    """The values of ``OPTION_ROWS`` from raw option values (by ``Option.key``), checked."""
    return MrcrOptions(
        needles=_needles(raw.get("mrcr_needles")),
        tiers=tuple(dict.fromkeys(parse_tier(t) for t in parse_list(raw.get("mrcr_tiers")))),
        positions=_positions(raw.get("mrcr_positions")),
    )
