"""The run folder: run.json (provenance, status). (Records are appended by the runner as each
sample finishes; xdist workers hand finished cells to each other through the controller's
coordinator, never through files here: workers may share no filesystem.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..analysis.tables import comparison_key
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


def read_run_json(folder: Path) -> dict[str, Any]:
    """A run folder's run.json (empty when it has none, or none that can be read)."""
    try:
        run = json.loads((folder / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return run if isinstance(run, dict) else {}


def read_plan(folders: list[Path]) -> tuple[str | None, dict[str, list[dict[str, Any]]] | None]:
    """The correction-family rule and the planned comparisons that these runs' run.json
    recorded: the first run's rule, the union of their plans (pooled seeds plan the same
    comparisons once). (None, None) when no run recorded them (older runs: a family is what ran)."""
    rule, plans = None, []
    for folder in folders:
        significance = read_run_json(folder).get("significance")
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
