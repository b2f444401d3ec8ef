"""What run.json says of a run: what a reader needs to trust or redo it (keys are never in it)."""

from __future__ import annotations

import hashlib
import time
from typing import TYPE_CHECKING, Any

from ..core.prompts import prompt_identity
from ..families.registry import family_location

if TYPE_CHECKING:
    from .run_state import RunState


def provenance(session: RunState, status: str) -> dict[str, Any]:
    """run.json of ``session``'s run as it stands at ``status``."""
    from importlib.metadata import PackageNotFoundError, version

    from ..core.record import SCHEMA

    try:
        plugin_version = version("pytest-cre")
    except PackageNotFoundError:
        plugin_version = "unknown"
    grid, settings = session.grid, session.settings
    public = settings.public()
    used = grid.used()
    versions: dict[str, Any] = {"template_version": None, "scorer_version": None}
    if len(used) == 1:
        versions = {"template_version": used[0].template_version(settings), "scorer_version": used[0].scorer_version}
    elif used:
        versions = {
            "template_version": {f.name: f.template_version(settings) for f in used},
            "scorer_version": {f.name: f.scorer_version for f in used},
        }
    return {
        "run_id": session.run_id,
        "status": status,
        "plugin_version": plugin_version,
        "record_schema": SCHEMA,
        **versions,
        "tokenizers": sorted({m.tokenizer for m in settings.models}),
        "started": iso(session.started),
        "finished": iso(time.time()) if status != "in_progress" else None,
        "settings": public,
        "cells": [c.cell_id for c in grid.cells],
        "data_files": (hashes := data_hashes(session) if status != "in_progress" else {}),
        # What made the prompts (filler sources, templates, tokenizers, data by content) and its
        # key: runs of one grid and another key asked other contexts; the board and pooling tell.
        "prompts": prompt_identity(session.collector.received, public.get("data_dir"), hashes)
        if status != "in_progress"
        else {},
        "notes": settings.notes,
        # Where each family's code is, so that `cre report` can rebuild a plugin family's reports.
        "families": {f.name: family_location(f) for f in used},
        # What `cre report` corrects within: the rule and every planned comparison.
        "significance": {"family": grid.correction_rule or "all", "planned": grid.planned},
    }


def data_hashes(session: RunState) -> dict[str, str]:
    """sha256 of every data file the grid's cells read."""
    return {str(f): hashlib.sha256(f.read_bytes()).hexdigest() for f in session.grid.data_files() if f.is_file()}


def iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
