"""MRCR cells: one per tier x needles x position x model, its samples ``n`` conversations (pure;
no I/O)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.dims import FIXED_POSITIONS, Tier, model_label, position_label
from ..base import Cell

FAMILY = "mrcr"


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
