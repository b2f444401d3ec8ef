"""Shared helpers for the plugin's own suite (offline: sim and the embedded task only)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

# Compiled extensions cannot be imported twice in one process; pytester's in-process runs
# unload modules imported inside them, so import the heavy ones here, once.
import numpy  # noqa: F401
import pandas  # noqa: F401
import pytest
import scipy.stats  # noqa: F401
import statsmodels.stats.contingency_tables
import statsmodels.stats.multitest
import statsmodels.stats.proportion  # noqa: F401

# httpx2 caches its mapping of httpcore2 errors: a re-imported httpcore2 would turn a read
# timeout after a pytester run into a raw exception instead of openai.APITimeoutError.
with contextlib.suppress(ImportError):  # another HTTP stack under openai: nothing to pin
    import httpcore2  # noqa: F401

pytest_plugins = ["pytester"]

from helpers import CELLS_MODULE, RECALL_MODULE  # noqa: E402

REAL_TIER = "tests/real/"


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """Under ``-n`` (the README's command): tests go out one by one as with ``--dist load``,
    but the real-server tier as one unit to one worker, whose session-scoped llama-servers its
    tests then share (another worker would start its own, and two servers decoding at once on
    two cores slow both). xdist's own ``--dist loadgroup`` cannot say this under pytest 9: it
    renames ``item._nodeid``, which pytest 9 no longer reads, so every group is ignored."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class RealTierTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return REAL_TIER if nodeid.startswith(REAL_TIER) else nodeid

    return RealTierTogether(config, log)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The real-server tier first: under ``-n`` its worker starts on it while the other takes
    the rest (scheduled in path order, the unit left one worker idle for its last minutes)."""
    items.sort(key=lambda item: not item.nodeid.startswith(REAL_TIER))


@pytest.fixture(autouse=True)
def _collector_given_back() -> Iterator[None]:
    """Each test leaves the cyclic collector as it found it: ``cre report`` run in-process
    (``pytest_cre.cli.main``) freezes what survives each full collection from then on, as a
    one-shot command should, and the next test in that worker found the callback still set (a
    test of ``core.gc_freeze`` that checks nothing is frozen failed when it ran there first)."""
    yield
    from pytest_cre.core.gc_freeze import thaw_heap

    thaw_heap()


@pytest.fixture
def cells(pytester: pytest.Pytester) -> pytest.Pytester:
    """A pytester project with a cells module like the repo's ``cells/``."""
    pytester.makepyfile(test_cells=CELLS_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


@pytest.fixture
def recall_cells(pytester: pytest.Pytester) -> pytest.Pytester:
    """A pytester project with both cells modules, like the repo's ``cells/``."""
    pytester.makepyfile(test_cells=CELLS_MODULE, test_recall=RECALL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


@pytest.fixture
def data_dir() -> Path:
    """The real datasets (CI sets CRE_DATA_DIR=../shared/data); skip when absent."""
    d = os.environ.get("CRE_DATA_DIR")
    if not d or not (Path(d) / "gsm8k" / "test.jsonl").is_file():
        pytest.skip("CRE_DATA_DIR does not point at the shared data folder")
    return Path(d)
