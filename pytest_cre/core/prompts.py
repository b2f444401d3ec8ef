"""What made a run's prompts besides a sample's cell, seed and index, read from its records:
the filler's source, the prompt template and the tokenizer. Two runs that differ in these asked
the same cell with other contexts: a pool of them (``run.loading``) is refused and a board
(``report.board``) marks them, never ranks them side by side unsaid."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

PROMPT_FIELDS = (("filler", "filler_source"), ("template", "template_version"), ("tokenizer", "tokenizer"))


def cell_prompts(records: Iterable[dict[str, Any]], data_dir: str | None = None) -> dict[str, tuple[str, ...]]:
    """Per cell, what made its prompts besides seed and sample, as its records say: the
    filler's source (``filler python3.12.3:pydoc_data.topics``, or the data folder's prose
    with its files and chunk count), the prompt template and the tokenizer. The run's data
    folder is written ``DATA_DIR``, so the same data elsewhere is the same source."""
    found: dict[str, set[str]] = {}
    for r in records:
        mine = found.setdefault(r["cell_id"], set())
        for name, key in PROMPT_FIELDS:
            value = r.get(key)
            if value is not None:
                mine.add(f"{name} {value}")
    folder = str(data_dir) if data_dir else None
    return {
        cell: tuple(sorted(v.replace(folder, "DATA_DIR") if folder else v for v in values))
        for cell, values in found.items()
    }


def prompt_key(values: Iterable[str], data_files: dict[str, str] | None = None) -> str:
    """A short hash of what made some prompts (``cell_prompts``' values, whichever cells) and
    of the data files read (by content): one key, the same sources."""
    said = [sorted(set(values)), sorted((data_files or {}).items())]
    return hashlib.sha256(json.dumps(said).encode("utf-8")).hexdigest()[:12]


def filler_sources(values: Iterable[str]) -> list[str]:
    """The filler sources among ``cell_prompts``' values, each in a few words: what a reader
    tells two runs apart by."""
    return sorted({brief([v.removeprefix("filler ")]) for v in values if v.startswith("filler ")})


def brief(values: Iterable[str]) -> str:
    """``values`` in a few words: each one's detail in brackets (its files, what was left out)
    dropped."""
    return "; ".join(re.sub(r" \([^)]*\)", "", v) for v in values) or "-"


def prompt_identity(
    records: Iterable[dict[str, Any]], data_dir: str | None, data_files: dict[str, str] | None = None
) -> dict[str, Any]:
    """What made a run's prompts, as run.json's ``prompts`` keeps it: the ``fillers``'
    sources, ``templates``, ``tokenizers``, the ``data_files`` read (sha256 by name in the
    data folder), and ``key`` (``prompt_key`` of them all)."""
    values = sorted({v for vs in cell_prompts(records, data_dir).values() for v in vs})
    root = Path(data_dir) if data_dir else None
    files = {
        str(Path(f).relative_to(root) if root and Path(f).is_relative_to(root) else Path(f).name): sha
        for f, sha in (data_files or {}).items()
    }
    return {
        "key": prompt_key(values, files),
        "fillers": filler_sources(values),
        "templates": [v.removeprefix("template ") for v in values if v.startswith("template ")],
        "tokenizers": [v.removeprefix("tokenizer ") for v in values if v.startswith("tokenizer ")],
        "data_files": files,
    }
