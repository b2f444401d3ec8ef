"""Cell specs, grid presets and their expansion into ids and markers (pure; no I/O)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .config import (
    FIXED_POSITIONS, KNOWN_FILLERS, NO_FILLER, CreUsageError, ModelConfig, Settings, Tier,
    parse_position, parse_tier,
)


@dataclass(frozen=True)
class CellSpec:
    """One benchmark cell: task x position x filler x tier x model, run for ``n`` samples."""

    task: str
    position: str
    filler: str
    tier: Tier
    model: str
    vendor: str
    n: int
    seed: int

    @property
    def cell_id(self) -> str:
        """The pytest param id, also the record's ``cell_id``."""
        return "-".join(
            [self.task, position_label(self.position), self.filler, self.tier.label,
             model_label(self.model)]
        )

    @property
    def arm_key(self) -> tuple[str, str, str, str]:
        """Cells sharing this key (model, task, filler, tier) differ only by position."""
        return (self.model, self.task, self.filler, self.tier.label)

    def dimension_values(self) -> set[str]:
        """Every value a user can name exactly with ``-k`` to select this cell."""
        values = {self.task, self.position, position_label(self.position), self.filler,
                  self.tier.label, self.model, model_label(self.model), self.vendor}
        return {v.lower() for v in values}


def position_label(position: str) -> str:
    """``depth:25`` -> ``depth25`` (ids avoid ':' so node ids stay easy to type)."""
    return position.replace(":", "")


def model_label(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name)


# A grid is a list of blocks; each block is the product of its dimension lists.
Block = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # tasks, positions, fillers, tiers

GRIDS: dict[str, list[Block]] = {
    # The main job: small enough to finish in seconds against sim, big enough to show the effect.
    "default": [
        (("arith",), ("end", "middle"), ("ws", "qo_v2", "neutral"), ("8k", "32k")),
        (("arith",), ("middle_dup",), ("qo_v2",), ("8k",)),
        (("arith",), ("baseline",), (NO_FILLER,), (NO_FILLER,)),
    ],
    # The seed paper's design (section 3, Tables 1-3, 7, 11): N=50, seed 42.
    "paper": [
        (("gsm8k",), ("end", "middle"), ("ws", "qo_v2", "neutral"), ("8k", "32k", "64k")),
        (("gsm8k",), ("middle_twice", "middle_dup"), ("ws", "qo_v2", "neutral"), ("8k",)),
        (("gsm8k",), ("middle_dup",), ("ws",), ("64k",)),
        (("gsm8k",), ("baseline",), (NO_FILLER,), (NO_FILLER,)),
        (("arc",), ("end", "middle", "middle_dup"), ("ws", "qo_v2"), ("8k",)),
        (("arc",), ("baseline",), (NO_FILLER,), (NO_FILLER,)),
    ],
    # A NIAH-style depth sweep on the embedded task.
    "depth": [
        (("arith",), ("depth:0", "depth:10", "depth:25", "depth:50", "depth:75", "depth:90", "end"),
         ("ws",), ("8k", "32k")),
    ],
}


def _blocks(settings: Settings) -> list[Block]:
    explicit = (settings.tasks, settings.positions, settings.fillers, tuple(t.label for t in settings.tiers))
    if settings.grid is not None:
        if settings.grid not in GRIDS:
            raise CreUsageError(f"unknown grid {settings.grid!r}: use one of {', '.join(GRIDS)}")
        # Explicit dimension lists narrow a named grid.
        out = []
        for block in GRIDS[settings.grid]:
            narrowed = tuple(
                tuple(v for v in dim if not want or v in want or v == NO_FILLER)
                for dim, want in zip(block, explicit)
            )
            if all(narrowed):
                out.append(narrowed)  # type: ignore[arg-type]
        return out
    if not any(explicit):
        return GRIDS["default"]
    # Without a grid the explicit lists form one full product, defaults filling the rest.
    tasks = settings.tasks or ("arith",)
    positions = settings.positions or ("end", "middle")
    fillers = settings.fillers or KNOWN_FILLERS
    tiers = explicit[3] or ("8k",)
    blocks: list[Block] = []
    filled = tuple(p for p in positions if p != "baseline")
    if filled:
        blocks.append((tasks, filled, fillers, tiers))
    if "baseline" in positions:
        blocks.append((tasks, ("baseline",), (NO_FILLER,), (NO_FILLER,)))
    return blocks


def expand_grid(settings: Settings) -> list[CellSpec]:
    """All cells of the selected grid for every selected model, in a stable order."""
    cells: list[CellSpec] = []
    seen: set[str] = set()
    for model in settings.models:
        for tasks, positions, fillers, tiers in _blocks(settings):
            for task in tasks:
                for filler in fillers:
                    for tier_label in tiers:
                        for position in positions:
                            spec = _spec(model, task, parse_position(position) if position != "baseline" else "baseline",
                                         filler, tier_label, settings)
                            if spec.cell_id not in seen:
                                seen.add(spec.cell_id)
                                cells.append(spec)
    return cells


def _spec(model: ModelConfig, task: str, position: str, filler: str, tier_label: str,
          settings: Settings) -> CellSpec:
    if position == "baseline":
        filler, tier = NO_FILLER, Tier(0, NO_FILLER)
    else:
        tier = parse_tier(tier_label)
    return CellSpec(task=task, position=position, filler=filler, tier=tier, model=model.name,
                    vendor=model.vendor, n=settings.n, seed=settings.seed)


def marker_names(spec: CellSpec) -> list[str]:
    """Markers a cell carries: ``cre``, its vendor, task, filler, position and tier."""
    names = ["cre", spec.vendor, spec.task]
    if spec.filler != NO_FILLER:
        names.append(spec.filler)
        names.append(spec.tier.label)
    names.append(spec.position if spec.position in FIXED_POSITIONS else "depth")
    return names


def marker_descriptions(cells: list[CellSpec]) -> dict[str, str]:
    """Registration lines for every marker the given cells use (so --strict-markers passes)."""
    out = {"cre": "a pytest-cre benchmark cell"}
    for spec in cells:
        out.setdefault(spec.vendor, f"pytest-cre cells of models served by {spec.vendor}")
        out.setdefault(spec.task, f"pytest-cre cells of task {spec.task}")
        if spec.filler != NO_FILLER:
            out.setdefault(spec.filler, f"pytest-cre cells with {spec.filler} filler")
            out.setdefault(spec.tier.label, f"pytest-cre cells at the {spec.tier.label} tier")
        pos = spec.position if spec.position in FIXED_POSITIONS else "depth"
        out.setdefault(pos, f"pytest-cre cells at position {pos}")
    return out
