"""MRCR cells: one per tier x needles x position x model, its samples ``n`` conversations (pure;
no I/O)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.dims import FIXED_POSITIONS, Tier, model_label, position_label, position_rank
from ..base import Cell, Comparison

FAMILY = "mrcr"
BASELINE = "end"  # every other position is compared with the asked-for turn last


def needles_label(needles: int) -> str:
    """``2`` -> ``2needle`` (MRCR's own name for its variants): the value ``-k`` and ids carry."""
    return f"{needles}needle"


@dataclass(frozen=True)
class MrcrCell(Cell):
    """``n`` conversations of ``tier.tokens`` tokens, each with ``needles`` identical requests,
    the asked-for one at ``position``, for one model."""

    family: ClassVar[str] = FAMILY
    tier: Tier
    needles: int
    position: str
    model: str
    vendor: str
    n: int
    seed: int

    @property
    def cell_id(self) -> str:
        parts = [FAMILY, needles_label(self.needles), position_label(self.position), self.tier.label]
        return "-".join([*parts, model_label(self.model)])

    def dimension_values(self) -> set[str]:
        values = {
            FAMILY,
            needles_label(self.needles),
            self.position,
            position_label(self.position),
            self.tier.label,
            self.model,
            model_label(self.model),
            self.vendor,
        }
        return {v.lower() for v in values}

    def markers(self) -> list[str]:
        position = self.position if self.position in FIXED_POSITIONS else "depth"
        return [FAMILY, self.vendor, needles_label(self.needles), self.tier.label, position]


@dataclass(frozen=True)
class MrcrComparison(Comparison):
    """One comparison item: a cell's position against ``end`` of the same model, needles and
    tier (the exact share, as the report's comparisons; ``tables.comparisons`` names the same)."""

    family: ClassVar[str] = FAMILY
    model: str
    vendor: str
    needles: int
    tier: str
    position: str
    cell_id: str
    baseline_cell_id: str
    baseline_position: str = BASELINE

    @property
    def drop_id(self) -> str:
        pair = f"{position_label(self.position)}-{position_label(self.baseline_position)}"
        return "-".join([FAMILY, "drop", needles_label(self.needles), self.tier, model_label(self.model), pair])

    @property
    def comparison(self) -> str:
        return f"{self.position}-{self.baseline_position}"

    def dimension_values(self) -> set[str]:
        """Exact ``-k`` values: its arm, ``mrcr`` and ``drop``, not its positions (``-k middle``
        selects cells only, as reasoning's drop items)."""
        values = {FAMILY, "drop", needles_label(self.needles), self.tier, self.model, model_label(self.model)}
        return {v.lower() for v in (*values, self.vendor)}

    def markers(self) -> list[str]:
        return [FAMILY, self.vendor, needles_label(self.needles), self.tier]

    def labels(self) -> dict[str, str]:
        # As the report's rows name them (``tables.comparisons``): the plan and the rows match by these.
        return {
            "model": self.model,
            "needles": str(self.needles),
            "tier": self.tier,
            "position": self.position,
            "baseline_position": self.baseline_position,
            "comparison": self.comparison,
        }


def expand_comparisons(cells: list[MrcrCell]) -> list[MrcrComparison]:
    """Each position against ``end`` within every model x needles x tier of the grid that has
    an ``end`` cell: the planned comparisons, before any selection."""
    arms: dict[tuple[str, int, str], dict[str, MrcrCell]] = {}
    for c in cells:
        arms.setdefault((c.model, c.needles, c.tier.label), {})[c.position] = c
    out = []
    for (model, needles, tier), by_pos in arms.items():
        base = by_pos.get(BASELINE)
        if base is None:
            continue
        for pos in sorted(by_pos, key=position_rank):
            if pos != BASELINE:
                out.append(MrcrComparison(model, base.vendor, needles, tier, pos, by_pos[pos].cell_id, base.cell_id))
    return out
