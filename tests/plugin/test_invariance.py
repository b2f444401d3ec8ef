"""The restructuring guard: prompts and the default grid's tables are byte-identical to the
recorded ones (``fixtures/invariance.json``, see ``tests/invariance.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from invariance import FIXTURE, default_grid_files, prompt_hashes, python_docs_version

EXPECTED = json.loads(FIXTURE.read_text())


def test_prompt_hashes_unchanged(data_dir: Path) -> None:
    got = prompt_hashes(data_dir)
    changed = sorted(k for k in EXPECTED["prompts"] if got.get(k) != EXPECTED["prompts"][k])
    assert not changed, f"{len(changed)} prompts changed, e.g. {changed[:3]}"
    assert len(got) == len(EXPECTED["prompts"])


def test_default_grid_tables_unchanged(tmp_path: Path) -> None:
    if python_docs_version() != EXPECTED["python"]:
        pytest.skip(f"recorded with Python {EXPECTED['python']} docs as neutral filler")
    assert default_grid_files(tmp_path) == EXPECTED["default_grid"]
