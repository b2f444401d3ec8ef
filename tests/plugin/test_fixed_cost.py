"""The fixed cost of a run (issue 47.2): what a process pays before its first request and after
its last answer, beside the requests themselves."""

from __future__ import annotations

import pytest
from helpers import SMALL_WS
from loopback import answer, serving

serve = pytest.fixture(serving, name="serve")

# After collection, before any cell runs: one full collection, then how many objects the
# collector holds frozen (left out of every later full collection).
PROBE = """
import gc
def pytest_collection_finish(session):
    gc.collect()
    open("frozen.txt", "w").write(str(gc.get_freeze_count()))
"""


def test_what_the_start_builds_is_frozen_out_of_later_full_collections(cells: pytest.Pytester):
    """The modules and the task's data the start loads live for the run; every full collection
    walked them again until the first cell was prepared (full collections 0.26 s of a short run
    before, 0.15 s after: docs/performance.md, "The fixed cost")."""
    cells.makeconftest(PROBE)
    result = cells.runpytest_subprocess(*SMALL_WS, "--collect-only")
    assert result.ret == 0
    assert int((cells.path / "frozen.txt").read_text()) > 10_000


# Writes, at the end, which of pytest-cre's sim modules the run imported.
SIM_PROBE = """
import sys
def pytest_unconfigure(config):
    names = sorted(m for m in sys.modules if m.startswith("pytest_cre.sim."))
    open("sim.txt", "w").write("\\n".join(names))
"""


def test_a_run_against_a_server_never_imports_the_embedded_sim_server(cells: pytest.Pytester, serve) -> None:
    """The embedded sim's HTTP server and batch store are started only for a ``sim`` model; a run
    against a real server imported them (and ``http.server``, ``email``) for nothing."""
    srv = serve(lambda path, req: (200, answer("Answer: 7")))
    cells.makeconftest(SIM_PROBE)
    args = ["--cre-model", "my-model", f"--cre-base-url={srv.url}", "--cre-positions", "end", "--cre-cache", "off"]
    result = cells.runpytest_subprocess(*SMALL_WS, *args)
    assert result.ret in (0, 1) and srv.requests, result.stdout.str()[-2000:]
    imported = (cells.path / "sim.txt").read_text().split()
    assert "pytest_cre.sim.server" not in imported and "pytest_cre.sim.batches" not in imported, imported


# Writes, at the end, the loader of two of pytest-cre's modules: one the entry point imports
# before any hook runs, one the run imports later.
LOADER_PROBE = """
import sys
def pytest_unconfigure(config):
    names = ("pytest_cre.plugin", "pytest_cre.run.runner")
    open("loaders.txt", "w").write(" ".join(type(sys.modules[n].__loader__).__name__ for n in names))
"""


def test_its_own_modules_are_imported_without_assert_rewriting(cells: pytest.Pytester) -> None:
    """A regular install's metadata lists ``pytest_cre/__init__.py``, so pytest marks the package
    for assert rewriting (every module compiled from source again where no bytecode is written:
    ~0.6 s of CPU a process). Here a dist-info like it sits on the path: the entry point's own
    module is rewritten (the mark was there), the modules the run imports later are not."""
    info = cells.path / "pytest_cre_installed-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pytest-cre-installed\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text("[pytest11]\ncre = pytest_cre.plugin\n")
    (info / "RECORD").write_text("pytest_cre/__init__.py,,\npytest_cre/plugin.py,,\n")
    cells.makeconftest(LOADER_PROBE)
    result = cells.runpytest_subprocess(*SMALL_WS, "--cre-n", "2", "--cre-positions", "end", "--cre-cache", "off")
    assert result.ret == 0, result.stdout.str()[-2000:]
    assert (cells.path / "loaders.txt").read_text() == "AssertionRewritingHook SourceFileLoader"
