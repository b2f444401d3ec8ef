"""When a process that writes the summary imports the analysis stack: once nothing is left to
assemble or send, while the last answers are out, if they take long enough to cover it (issue
47.2: a short run imported it after its last answer, on the wall between the answers and the
comparison items)."""

from __future__ import annotations

import pytest
from helpers import SMALL_WS

from pytest_cre.families.registry import builtin_families
from pytest_cre.options import build_settings
from pytest_cre.run.scheduler import CellProgress
from pytest_cre.session import CreSession

# Writes, at each record, whether the analysis stack's import had started by then.
PROBE = """
import sys, threading
seen = []
def pytest_cre_record(record):
    started = "scipy.stats" in sys.modules or any(t.name == "cre-warm-analysis" for t in threading.enumerate())
    seen.append("1" if started else "0")
    open("warm.txt", "w").write("".join(seen))
"""


def _session(tmp_path) -> CreSession:  # the default grid: 700 samples
    return CreSession(
        build_settings({}), "run", is_worker=False, families=builtin_families(), rootpath=tmp_path, run_dir=tmp_path
    )


def test_the_analysis_is_imported_once_only_answers_are_left_to_wait_for(tmp_path):
    s = _session(tmp_path)
    s._on_progress("a", CellProgress(total=400, slots=16, done=400, latency_s=1.2))
    s._on_progress("b", CellProgress(total=300, slots=16, done=0, waiting=16))  # handed, not answered
    assert s._warming_analysis is None  # the first answer alone decides nothing yet
    s._on_progress("b", CellProgress(total=300, slots=16, done=283, waiting=17, latency_s=1.2))
    assert s._warming_analysis is None  # one sample still waits for a slot: a request to send
    s._on_progress("b", CellProgress(total=300, slots=16, done=283, waiting=16, latency_s=1.2))
    assert s._warming_analysis is None  # nothing answered at this report
    s._on_progress("b", CellProgress(total=300, slots=16, done=284, waiting=16, latency_s=1.2))
    assert s._warming_analysis is not None
    s._warming_analysis.join()


def test_a_last_wave_shorter_than_the_import_imports_nothing_early(tmp_path):
    """Answers of 0.2 s end before the import would (scenario f): it waits for the end."""
    s = _session(tmp_path)
    s._on_progress("a", CellProgress(total=400, slots=16, done=400, latency_s=0.2))
    s._on_progress("b", CellProgress(total=300, slots=16, done=284, waiting=16, latency_s=0.2))
    assert s._warming_analysis is None


def test_a_rerun_answered_from_the_cache_imports_nothing_early(tmp_path):
    s = _session(tmp_path)
    s._on_progress("a", CellProgress(total=700, slots=16, done=690, waiting=10))  # latency_s 0: cached
    assert s._warming_analysis is None


def test_a_short_run_imports_the_analysis_before_its_last_answer(cells: pytest.Pytester):
    """8 requests of 1 s at 4 in flight: a wait too short to import at the first answer
    (``WARM_WHEN_WAITING_S``), and the import starts once the last four are out."""
    cells.makeconftest(PROBE)
    args = [*SMALL_WS, "--cre-n", "8", "--cre-positions", "end", "--cre-concurrency", "4"]
    result = cells.runpytest_subprocess(*args, "--cre-sim-latency", "base=1000")
    assert result.ret == 0
    seen = (cells.path / "warm.txt").read_text()
    assert len(seen) == 8 and seen.endswith("1"), seen
