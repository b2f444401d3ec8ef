"""The run folder: run.json (provenance, status). (Records are appended by the runner as each
sample finishes; xdist workers hand finished cells to each other through the controller's
coordinator, never through files here: workers may share no filesystem.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..core.atomic import atomic_write


class RunFolder:
    """``reports/<run-id>/``: what every process of a run reads and writes there."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def write_run_json(self, provenance: dict[str, Any], only_if_new: bool = False) -> None:
        path = self.path / "run.json"
        if only_if_new and path.exists():
            return
        self.path.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(provenance, indent=2))

    @property
    def started(self) -> bool:
        return (self.path / "run.json").exists()
