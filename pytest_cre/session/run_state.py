"""What the end of a run and its provenance read of the session (``CreSession`` has it all):
named here so ``ending`` and ``provenance`` never import the session that imports them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..options import Settings
from ..run.collector import RecordCollector
from ..run.grid import Grid
from ..run.ledger import ItemLedger
from ..run.run_folder import RunFolder

if TYPE_CHECKING:
    from ..run.family_types import Families


class RunState(Protocol):
    """A run's session as its end sees it."""

    settings: Settings
    run_id: str
    run_dir: Path
    report_dir: Path
    families: Families
    grid: Grid
    folder: RunFolder
    ledger: ItemLedger
    collector: RecordCollector
    started: float
    is_worker: bool

    def stopped_models(self) -> dict[str, str]: ...
