"""Recall items: one per corpus x target x model; a cell is one corpus for one model (the unit
its pass rate is counted in), its samples the targets (pure; no I/O)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core.dims import model_label
from ..base import Cell

FAMILY = "recall"


@dataclass(frozen=True)
class RecallSpec(Cell):
    """One target of one corpus for one model."""

    family: ClassVar[str] = FAMILY
    corpus: str
    target: str  # its label (qualname, or path::qualname)
    index: int  # its sample index in the corpus
    model: str
    vendor: str
    n: int  # targets of the corpus (the cell's samples)
    seed: int

    @property
    def cell_id(self) -> str:
        return f"recall-{self.corpus}-{model_label(self.model)}"

    @property
    def item_id(self) -> str:
        return f"recall-{self.corpus}-{self.target}-{model_label(self.model)}"

    def samples(self) -> tuple[int, ...]:
        return (self.index,)

    def dimension_values(self) -> set[str]:
        name = self.target.rsplit("::", 1)[-1]
        values = {
            "recall",
            self.corpus,
            self.model,
            model_label(self.model),
            self.vendor,
            self.target,
            name,
            name.rsplit(".", 1)[-1],
        }
        return {v.lower() for v in values}

    def markers(self) -> list[str]:
        return [self.vendor, "recall", self.corpus]
