"""The run folder: run.json (provenance, status), and the per-cell files through which xdist
workers hand finished cells to drop items running in other workers. (Records themselves are
appended by the runner as each sample finishes.)"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any

from ..analysis.tables import comparison_key
from ..core.atomic import atomic_write
from ..core.record import dumps, read_records


class RunFolder:
    """``reports/<run-id>/``: what every process of a run reads and writes there."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.cells = path / ".cells"

    def write_run_json(self, provenance: dict[str, Any], only_if_new: bool = False) -> None:
        path = self.path / "run.json"
        if only_if_new and path.exists():
            return
        self.path.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(provenance, indent=2))

    @property
    def started(self) -> bool:
        return (self.path / "run.json").exists()

    def cell_finished(self, cell_id: str, records: list[dict[str, Any]]) -> None:
        """One file per cell, renamed into place whole."""
        self.cells.mkdir(parents=True, exist_ok=True)
        atomic_write(self.cells / f"{cell_id}.jsonl", "".join(dumps(r) + "\n" for r in records))

    def cell_crashed(self, cell_id: str) -> None:
        try:
            self.cells.mkdir(parents=True, exist_ok=True)
            (self.cells / f"{cell_id}.crashed").touch()
        except OSError:
            pass

    def wait_for_cells(self, cell_ids: tuple[str, ...], local: dict[str, list[dict[str, Any]]],
                       wait: bool, wait_s: float) -> dict[str, list[dict[str, Any]]] | None:
        """The cells' records: from ``local`` (this process), else from the cell files once the
        worker that ran them has written them (only when ``wait``); None when a cell crashed
        or did not arrive in time."""
        deadline = time.monotonic() + wait_s
        while True:
            files = {c: self.cells / f"{c}.jsonl" for c in cell_ids if c not in local}
            if any(f.with_suffix(".crashed").exists() for f in files.values()):
                return None
            if all(f.exists() for f in files.values()):
                return {c: local[c] if c not in files else read_records(files[c]) for c in cell_ids}
            if not wait or time.monotonic() > deadline:
                return None
            time.sleep(0.2)

    def clear_cells(self) -> None:
        shutil.rmtree(self.cells, ignore_errors=True)


def read_plan(folders: list[Path]) -> tuple[str | None, dict[str, list[dict[str, Any]]] | None]:
    """The correction-family rule and the planned comparisons that these runs' run.json
    recorded: the first run's rule, the union of their plans (pooled seeds plan the same
    comparisons once). (None, None) when no run recorded them (older runs: a family is what ran)."""
    rule, plans = None, []
    for folder in folders:
        try:
            significance = json.loads((folder / "run.json").read_text()).get("significance")
        except (OSError, ValueError):
            continue
        if isinstance(significance, dict):
            rule = significance.get("family") if rule is None else rule
            plans.append(significance.get("planned") or {})
    if not plans:
        return None, None
    merged: dict[str, dict[Any, dict[str, Any]]] = {}
    for plan in plans:
        for family, comparisons in plan.items():
            merged.setdefault(family, {}).update((comparison_key(c), c) for c in comparisons)
    return rule, {family: list(by_key.values()) for family, by_key in merged.items()}
