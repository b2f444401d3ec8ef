"""The grid owns a run's state: what a family reads for one run is the grid's, never the
family object's, so one family object serves runs with other options unchanged."""

from __future__ import annotations

import copy
from pathlib import Path

from pytest_cre.families.registry import builtin_families
from pytest_cre.options import build_settings
from pytest_cre.run.grid import Grid

ROOT = Path(__file__).resolve().parents[2]


def test_a_family_object_keeps_nothing_of_a_run(tmp_path):
    families = builtin_families()
    before = {name: copy.copy(vars(f)) for name, f in families.items()}
    recall = Grid(
        build_settings({"corpora": "http_server", "recall_k": "2", "base_dir": str(ROOT)}, families=families), families
    )
    recall.check(tmp_path)
    reasoning = Grid(
        build_settings(
            {"tasks": "arith", "fillers": "ws", "positions": "middle", "tiers": "8k", "n": "3"}, families=families
        ),
        families,
    )
    reasoning.check(tmp_path)
    # Each grid holds what its own options read, and only that.
    assert list(recall.data["recall"].corpora) == ["http_server"] and reasoning.data["recall"].corpora == {}
    assert list(reasoning.data["reasoning"].loaded) == ["arith"] and recall.data["reasoning"].loaded == {}
    withheld = [n for n in reasoning.header_lines() if n.startswith("near-duplicate filler withheld")]
    assert withheld and not any(n.startswith("near-duplicate") for n in recall.header_lines())
    assert any(n.startswith("http_server:") for n in recall.header_lines())
    assert not any(n.startswith("http_server:") for n in reasoning.header_lines())
    # The family objects are as they were: same attributes, same registry of tasks.
    for name, family in families.items():
        assert vars(family).keys() == before[name].keys()
        assert all(vars(family)[k] is v or vars(family)[k] == v for k, v in before[name].items())
    assert set(families["reasoning"].tasks) == {"arith", "gsm8k", "arc"}
    # A second check of the same grid says each notice once.
    reasoning.check(tmp_path)
    assert reasoning.header_lines().count(withheld[0]) == 1
