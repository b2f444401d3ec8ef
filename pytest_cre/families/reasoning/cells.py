"""Reasoning cells and comparison items: specs, grid presets, their expansion, ids and
markers (pure; no I/O)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.dims import (
    FIXED_POSITIONS,
    NO_FILLER,
    Tier,
    check_choice,
    model_label,
    parse_position,
    parse_tier,
    position_label,
    position_rank,
)
from ...core.errors import CreUsageError
from ...endpoints.vendors import ModelConfig
from ...options import Settings
from ..base import Cell, Comparison
from .options import ReasoningOptions

FAMILY = "reasoning"
FILLERS = ("ws", "qo_v2", "neutral")  # the seed paper's order


def repeats_error(task: str, targets: int, n: int) -> str | None:
    """Why more samples than test items cannot run (they would use targets twice and count them
    as independent), or None."""
    if n <= targets:
        return None
    return (
        f"--cre-n {n} exceeds the {targets} test items of task {task}: targets would repeat and count "
        f"as independent samples; use --cre-n {targets} or less, or --cre-repeats allow"
    )


@dataclass(frozen=True)
class CellSpec(Cell):
    """One benchmark cell: task x position x filler x tier x model, run for ``n`` samples."""

    family: ClassVar[str] = FAMILY
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
            [self.task, position_label(self.position), self.filler, self.tier.label, model_label(self.model)]
        )

    @property
    def arm_key(self) -> tuple[str, str, str, str]:
        """Cells sharing this key (model, task, filler, tier) differ only by position."""
        return (self.model, self.task, self.filler, self.tier.label)

    def dimension_values(self) -> set[str]:
        """Every value a user can name exactly with ``-k`` to select this cell."""
        values = {
            self.task,
            self.position,
            position_label(self.position),
            self.filler,
            self.tier.label,
            self.model,
            model_label(self.model),
            self.vendor,
        }
        return {v.lower() for v in values}

    def markers(self) -> list[str]:
        """Its vendor, task, filler and tier (with filler), and position (``depth``)."""
        names = [self.vendor, self.task]
        if self.filler != NO_FILLER:
            names.append(self.filler)
            names.append(self.tier.label)
        names.append(self.position if self.position in FIXED_POSITIONS else "depth")
        return names


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
    # Reasoning and retrieval side by side (the retrieval family's cells are this grid's too):
    # the default grid's arms without its probe, so every reasoning drop has a retrieval drop.
    "contrast": [
        (("arith",), ("end", "middle"), ("ws", "qo_v2", "neutral"), ("8k", "32k")),
        (("arith",), ("baseline",), (NO_FILLER,), (NO_FILLER,)),
    ],
    # A NIAH-style depth sweep on the embedded task.
    "depth": [
        (
            ("arith",),
            ("depth:0", "depth:10", "depth:25", "depth:50", "depth:75", "depth:90", "end"),
            ("ws",),
            ("8k", "32k"),
        ),
    ],
}


# The correction groups a grid is planned with when ``--cre-family`` is not given (see
# ``analysis.policy.correction_policy``); other grids correct over every comparison at once.
GRID_FAMILIES: dict[str, str] = {
    # The paper corrects within each table: Table 1 is gsm8k/ws/middle-end over models x tiers
    # (27 with its nine models), Table 3 arc/ws/middle-end over models (9).
    "paper": "paper",
}


def _blocks(settings: Settings, options: ReasoningOptions) -> list[Block]:
    explicit = (options.tasks, options.positions, options.fillers, tuple(t.label for t in options.tiers))
    if settings.grid is not None:
        if settings.grid not in GRIDS:
            raise CreUsageError(f"unknown grid {settings.grid!r}: use one of {', '.join(GRIDS)}")
        # Explicit dimension lists narrow a named grid.
        out = []
        for block in GRIDS[settings.grid]:
            narrowed = tuple(
                tuple(v for v in dim if not want or v in want or v == NO_FILLER) for dim, want in zip(block, explicit)
            )
            if all(narrowed):
                out.append(narrowed)  # type: ignore[arg-type]
        return out  # type: ignore[return-value]
    if not any(explicit):
        return GRIDS["default"]
    # Without a grid the explicit lists form one full product, defaults filling the rest.
    tasks = options.tasks or ("arith",)
    positions = options.positions or ("end", "middle")
    fillers = options.fillers or FILLERS
    tiers = explicit[3] or ("8k",)
    blocks: list[Block] = []
    filled = tuple(p for p in positions if p != "baseline")
    if filled:
        blocks.append((tasks, filled, fillers, tiers))
    if "baseline" in positions:
        blocks.append((tasks, ("baseline",), (NO_FILLER,), (NO_FILLER,)))
    return blocks


def expand_grid(settings: Settings, options: ReasoningOptions, known_tasks: set[str] | None = None) -> list[CellSpec]:
    """All cells of the selected grid for every selected model, in a stable order. Fillers and
    (when given) tasks are checked against the known ones."""
    for filler in options.fillers:
        check_choice("filler", filler, FILLERS)
    cells: list[CellSpec] = []
    seen: set[str] = set()
    for model in settings.models:
        for tasks, positions, fillers, tiers in _blocks(settings, options):
            for task in tasks:
                for filler in fillers:
                    for tier_label in tiers:
                        for position in positions:
                            spec = _spec(model, task, parse_position(position), filler, tier_label, settings)
                            if spec.cell_id not in seen:
                                seen.add(spec.cell_id)
                                cells.append(spec)
    unknown = {c.task for c in cells} - known_tasks if known_tasks is not None else set()
    if unknown:
        raise CreUsageError(f"unknown task {sorted(unknown)[0]!r}: use one of {', '.join(sorted(known_tasks or ()))}")
    return cells


def _spec(model: ModelConfig, task: str, position: str, filler: str, tier_label: str, settings: Settings) -> CellSpec:
    if position == "baseline":
        filler, tier = NO_FILLER, Tier(0, NO_FILLER)
    else:
        tier = parse_tier(tier_label)
    return CellSpec(
        task=task,
        position=position,
        filler=filler,
        tier=tier,
        model=model.name,
        vendor=model.vendor,
        n=settings.n,
        seed=settings.seed,
    )


def marker_descriptions(cells: list[CellSpec]) -> dict[str, str]:
    """Registration lines for every marker the given cells use (so --strict-markers passes)."""
    out: dict[str, str] = {}
    for spec in cells:
        out.setdefault(spec.vendor, f"pytest-cre cells of models served by {spec.vendor}")
        out.setdefault(spec.task, f"pytest-cre cells of task {spec.task}")
        if spec.filler != NO_FILLER:
            out.setdefault(spec.filler, f"pytest-cre cells with {spec.filler} filler")
            out.setdefault(spec.tier.label, f"pytest-cre cells at the {spec.tier.label} tier")
        pos = spec.position if spec.position in FIXED_POSITIONS else "depth"
        out.setdefault(pos, f"pytest-cre cells at position {pos}")
    return out


@dataclass(frozen=True)
class ComparisonSpec(Comparison):
    """One comparison item: ``position`` vs ``baseline_position`` within an arm (for the filler
    penalty, ``end`` vs the task's no-filler ``baseline`` cell)."""

    family: ClassVar[str] = FAMILY
    model: str
    vendor: str
    task: str
    filler: str
    tier: str
    position: str
    baseline_position: str
    cell_id: str
    baseline_cell_id: str

    @property
    def drop_id(self) -> str:
        return "-".join(
            [
                "drop",
                self.task,
                self.filler,
                self.tier,
                model_label(self.model),
                f"{position_label(self.position)}-{position_label(self.baseline_position)}",  # as drops.csv names it
            ]
        )

    @property
    def comparison(self) -> str:
        return f"{self.position}-{self.baseline_position}"

    @property
    def arm_key(self) -> tuple[str, str, str, str]:
        return (self.model, self.task, self.filler, self.tier)

    def dimension_values(self) -> set[str]:
        """Exact ``-k`` values of a drop item: its arm and ``drop``, not its positions (so
        ``-k middle`` selects cells only, and ``-k "drop and 64k"`` the 64K comparisons)."""
        values = {"drop", self.task, self.filler, self.tier, self.model, model_label(self.model), self.vendor}
        return {v.lower() for v in values}

    def markers(self) -> list[str]:
        names = [self.vendor, self.task]
        if self.filler != NO_FILLER:
            names += [self.filler, self.tier]
        return names

    def labels(self) -> dict[str, str]:
        return {
            "model": self.model,
            "task": self.task,
            "filler": self.filler,
            "tier": self.tier,
            "position": self.position,
            "baseline_position": self.baseline_position,
            "comparison": self.comparison,
        }


def comparison_pairs(
    positions: set[str], has_baseline: bool, pairs: tuple[tuple[str, str], ...] = ()
) -> list[tuple[str, str]]:
    """The (position, baseline position) comparisons of one arm: every position vs ``end``
    (drop = position - end; ``middle_dup`` vs ``end`` is the paper's Dup-End), the user's extra
    pairs, and ``end`` vs the task's no-filler ``baseline`` (the filler penalty)."""
    wanted = [(p, "end") for p in sorted(positions, key=position_rank) if p != "end"]
    wanted += [pair for pair in pairs if pair not in wanted]
    out = [(p, b) for p, b in wanted if p in positions and b in positions and p != b]
    if "end" in positions and has_baseline:
        out.append(("end", "baseline"))
    return out


def expand_comparisons(cells: list[CellSpec], pairs: tuple[tuple[str, str], ...] = ()) -> list[ComparisonSpec]:
    """The comparison items a grid supports (``comparison_pairs`` of every arm)."""
    arms: dict[tuple[str, str, str, str], dict[str, CellSpec]] = {}
    baselines: dict[tuple[str, str], CellSpec] = {}
    for c in cells:
        if c.position == "baseline":
            baselines[(c.model, c.task)] = c
        else:
            arms.setdefault(c.arm_key, {})[c.position] = c
    drops = []
    for (model, task, filler, tier), by_pos in arms.items():
        vendor = next(iter(by_pos.values())).vendor
        with_base = {**by_pos, **({"baseline": baselines[(model, task)]} if (model, task) in baselines else {})}
        for pos, base in comparison_pairs(set(by_pos), (model, task) in baselines, pairs):
            drops.append(
                ComparisonSpec(
                    model, vendor, task, filler, tier, pos, base, with_base[pos].cell_id, with_base[base].cell_id
                )
            )
    return drops
