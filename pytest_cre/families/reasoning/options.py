"""The reasoning family's options: its rows of the one option table (flags, ini keys, help,
environment) and their values, parsed and checked. Data and parsing only, so pytest's entry
point registers the rows without importing the family."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.dims import Tier, check_choice, parse_list, parse_position, parse_tier
from ...core.errors import CreUsageError
from ...core.option_table import Option

OPTION_ROWS = (
    Option(
        "--cre-repeats",
        "cre_repeats",
        "when --cre-n exceeds a task's test items: refuse (default) or allow (targets repeat; the summary says so)",
    ),
    Option("--cre-tasks", "cre_tasks", "comma list of tasks: arith, gsm8k, arc (default: the grid's)"),
    Option("--cre-fillers", "cre_fillers", "comma list of fillers: ws, qo_v2, neutral (default: the grid's)"),
    Option(
        "--cre-positions",
        "cre_positions",
        "comma list of positions: end, start, middle, middle_twice, middle_dup, baseline, depth:P "
        "(default: the grid's)",
    ),
    Option("--cre-tiers", "cre_tiers", "comma list of tiers: 8k, 32k, 64k, any Nk (default: the grid's)"),
    Option(
        "--cre-data-dir",
        "cre_data_dir",
        "folder laid out like shared/data (default: env CRE_DATA_DIR, else none)",
        "CRE_DATA_DIR",
    ),
    Option(
        "--cre-template",
        "cre_template",
        "reasoning prompt template by version: cre-prompt-v1 (default), cre-prompt-v1-bare",
    ),
    Option(
        "--cre-neutral",
        "cre_neutral",
        "neutral prose: auto (DATA_DIR/neutral_prose, else the Python docs), python, or hf (WikiText) (default: auto)",
    ),
)


@dataclass(frozen=True)
class ReasoningOptions:
    """The reasoning family's option values (``Settings.family_options["reasoning"]``)."""

    repeats: str = "refuse"  # "allow": --cre-n may exceed a task's test items (targets repeat)
    tasks: tuple[str, ...] = ()  # checked against the task set when the grid expands
    fillers: tuple[str, ...] = ()
    positions: tuple[str, ...] = ()
    tiers: tuple[Tier, ...] = ()
    data_dir: Path | None = None
    template: str | None = None  # the prompt template's version (None: the default)
    neutral: str = "auto"  # neutral prose: auto (data dir, else Python docs), python, hf

    def dimensions_given(self) -> bool:
        """Whether any dimension option names reasoning cells."""
        return any((self.tasks, self.fillers, self.positions, self.tiers))

    def public(self) -> dict[str, Any]:
        """The values as JSON-safe data (run.json's settings)."""
        return {
            "repeats": self.repeats,
            "tasks": list(self.tasks),
            "fillers": list(self.fillers),
            "positions": list(self.positions),
            "tiers": [t.label for t in self.tiers],
            "data_dir": str(self.data_dir) if self.data_dir else None,
            "neutral": self.neutral,
            "template": self.template,
        }


def parse_options(raw: dict[str, Any]) -> ReasoningOptions:
    """The values of ``OPTION_ROWS`` from raw option values (by ``Option.key``), checked."""
    data_dir = Path(raw["data_dir"]).expanduser() if raw.get("data_dir") else None
    if data_dir is not None and not data_dir.is_dir():
        # Named, it is never ignored: without it the data tasks skip and the neutral filler
        # silently comes from another source.
        raise CreUsageError(
            f"--cre-data-dir {data_dir} is not a directory: point it at a folder laid out like shared/data"
        )
    return ReasoningOptions(
        repeats=check_choice("--cre-repeats policy", str(raw.get("repeats") or "refuse").lower(), ("refuse", "allow")),
        tasks=tuple(t.lower() for t in parse_list(raw.get("tasks"))),
        fillers=tuple(f.lower() for f in parse_list(raw.get("fillers"))),  # checked by expand
        positions=tuple(parse_position(p) for p in parse_list(raw.get("positions"))),
        tiers=tuple(parse_tier(t) for t in parse_list(raw.get("tiers"))),
        data_dir=data_dir,
        template=str(raw["template"]).strip() if raw.get("template") else None,  # checked by the family
        neutral=check_choice("--cre-neutral source", str(raw.get("neutral") or "auto"), ("auto", "python", "hf")),
    )
