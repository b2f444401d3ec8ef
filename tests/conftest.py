"""Shared helpers for the plugin's own suite (offline: sim and the embedded task only)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Compiled extensions cannot be imported twice in one process; pytester's in-process runs
# unload modules imported inside them, so import the heavy ones here, once.
import numpy  # noqa: F401,E402
import pandas  # noqa: F401,E402
import scipy.stats  # noqa: F401,E402
import statsmodels.stats.multitest  # noqa: F401,E402
import statsmodels.stats.proportion  # noqa: F401,E402
import statsmodels.stats.contingency_tables  # noqa: F401,E402

# httpx2 caches its mapping of httpcore2 errors: a re-imported httpcore2 would turn a read
# timeout after a pytester run into a raw exception instead of openai.APITimeoutError.
try:
    import httpcore2  # noqa: F401
except ImportError:  # another HTTP stack under openai: nothing to pin
    pass

pytest_plugins = ["pytester"]

from helpers import CELLS_MODULE, RECALL_MODULE  # noqa: E402


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
