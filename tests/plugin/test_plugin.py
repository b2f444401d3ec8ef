"""Plugin behaviour, black-box through pytester."""

from __future__ import annotations

import csv
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import SMALL, SMALL_WS, summary_table
from invariance import stable_bytes


def collected(result: pytest.RunResult) -> list[str]:
    return [line.split("[", 1)[1].rstrip("]") for line in result.outlines if "::test_cell[" in line]


def test_collection_ids_one_item_per_cell(cells):
    result = cells.runpytest(
        "--collect-only",
        "-q",
        "--cre-tasks",
        "arith",
        "--cre-fillers",
        "ws,neutral",
        "--cre-positions",
        "end,middle",
        "--cre-tiers",
        "8k,32k",
    )
    ids = collected(result)
    assert len(ids) == 2 * 2 * 2
    assert "arith-middle-ws-32k-sim" in ids and "arith-end-neutral-8k-sim" in ids


def test_default_grid_is_the_main_job(cells):
    ids = collected(cells.runpytest("--collect-only", "-q"))
    assert "arith-middle-qo_v2-32k-sim" in ids
    assert "arith-baseline-none-none-sim" in ids


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("middle and 64k", {"arith-middle-ws-64k-sim"}),
        ("8k", {"arith-middle-ws-8k-sim", "arith-middle_twice-ws-8k-sim", "arith-end-ws-8k-sim"}),
        ("middle_twice", {f"arith-middle_twice-ws-{t}-sim" for t in ("8k", "64k", "128k")}),
        ("not 8k and end", {"arith-end-ws-64k-sim", "arith-end-ws-128k-sim"}),
        # a word that is no exact dimension value keeps pytest's substring meaning; here it
        # also matches the 128k drop items (middle-end), which bring the end cell they need
        ("mid and 128", {"arith-middle-ws-128k-sim", "arith-middle_twice-ws-128k-sim", "arith-end-ws-128k-sim"}),
    ],
)
def test_k_selects_exact_dimension_values(cells, expr, expected):
    result = cells.runpytest(
        "--collect-only",
        "-q",
        "--cre-fillers",
        "ws",
        "--cre-tiers",
        "8k,64k,128k",
        "--cre-positions",
        "end,middle,middle_twice",
        "-k",
        expr,
    )
    assert set(collected(result)) == expected


def test_m_selects_a_vendor_and_strict_markers_pass(cells, monkeypatch):
    monkeypatch.setenv("DEEPSEEK_API_KEY", "sk-test")
    args = [
        "--collect-only",
        "-q",
        "--strict-markers",
        "--cre-model",
        "sim",
        "--cre-model",
        "deepseek-reasoner",
        "--cre-fillers",
        "ws",
        "--cre-tiers",
        "8k",
    ]
    result = cells.runpytest(*args, "-m", "deepseek")
    ids = collected(result)
    assert ids == ["arith-end-ws-8k-deepseek-reasoner", "arith-middle-ws-8k-deepseek-reasoner"]
    result = cells.runpytest(*args, "-m", "sim and middle")
    assert collected(result) == ["arith-middle-ws-8k-sim"]
    assert result.ret == 0


def test_missing_key_skips_with_the_variable_to_set(cells, monkeypatch):
    monkeypatch.delenv("MOONSHOT_API_KEY", raising=False)
    result = cells.runpytest("-rs", "--cre-model", "kimi-k2.6", *SMALL, "--cre-fillers", "ws")
    result.assert_outcomes(skipped=3)  # two cells and their drop item
    result.stdout.fnmatch_lines(["*MOONSHOT_API_KEY is not set*export MOONSHOT_API_KEY*"])


def test_data_task_without_data_is_skipped_not_dropped(cells, monkeypatch):
    monkeypatch.delenv("CRE_DATA_DIR", raising=False)
    result = cells.runpytest(
        "-rs",
        "--cre-grid",
        "paper",
        "--cre-tiers",
        "8k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "-p",
        "no:cacheprovider",
    )
    result.assert_outcomes(skipped=2)
    result.stdout.fnmatch_lines(["*gsm8k data not found*--cre-data-dir*pytest-cre?hf?*"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cre-tasks", "gsm9k"], "unknown task 'gsm9k'"),
        (["--cre-fillers", "lorem"], "unknown filler 'lorem'"),
        (["--cre-positions", "centre"], "unknown position 'centre'"),
        (["--cre-tiers", "8x"], "unknown tier '8x'"),
        (["--cre-model", "no-such-model"], "unknown model 'no-such-model'"),
        (["--cre-grid", "huge"], "unknown grid 'huge'"),
        (["--cre-n", "0"], "--cre-n must be a positive integer"),
        (["--cre-alpha", "2"], "--cre-alpha must be a number in (0, 1)"),
        (["--cre-data-dir", "/nonexistent/cre"], "is not a directory"),
    ],
)
def test_bad_values_are_usage_errors(cells, args, message):
    result = cells.runpytest(*args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = [line for line in result.errlines if line.strip()]
    assert len(err) == 1 and err[0].startswith("ERROR: ") and message in err[0]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


def test_run_writes_reports_and_summary(cells):
    result = cells.runpytest("--cre-positions", "end,middle", "--cre-fillers", "ws", *SMALL, "--junitxml", "junit.xml")
    result.assert_outcomes(passed=3)  # two cells and the middle-vs-end drop item
    result.stdout.fnmatch_lines(
        [
            "*pytest-cre summary*",
            "*sim*arith*ws*4k*(?/4)*(?/4)*pp*",
            "sig: Fisher exact two-sided, Bonferroni over 1 comparison at alpha=0.01*",
            "reports: reports/*",
        ]
    )
    latest = cells.path / "reports" / "latest"
    assert latest.is_symlink()
    names = {p.name for p in latest.iterdir()}
    assert {"records.jsonl", "cells.csv", "drops.csv", "summary.md"} <= names
    assert len((latest / "records.jsonl").read_text().splitlines()) == 8
    rows = list(csv.DictReader(Path(latest / "cells.csv").read_text().splitlines()))
    assert {r["position"] for r in rows} == {"end", "middle"} and all(r["n"] == "4" for r in rows)
    drops = list(csv.DictReader(Path(latest / "drops.csv").read_text().splitlines()))
    assert len(drops) == 1 and drops[0]["position"] == "middle"
    tree = ET.parse(cells.path / "junit.xml")
    for case in tree.iter("testcase"):
        props = {p.get("name"): p.get("value") for p in case.iter("property")}
        if case.get("name").startswith("test_comparison"):
            assert {"drop_pp", "p_value", "significant", "threshold"} <= set(props)
            continue
        assert props["n"] == "4" and 0 <= float(props["accuracy"]) <= 1
        assert int(props["k"]) == round(float(props["accuracy"]) * 4)


def test_no_cells_means_no_reports(pytester):
    pytester.makepyfile("def test_plain():\n    assert True\n")
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert "pytest-cre summary" not in result.stdout.str()
    assert not (pytester.path / "reports").exists()


def test_a_process_that_ran_cells_freezes_its_heap_at_exit_and_no_other(cells, monkeypatch):
    """The interpreter's last collections skip the heap once cells ran (a faster exit). An
    atexit handler registered before the plugin's runs after it (atexit is last in, first
    out), so the conftest's sees whether the heap was frozen."""
    probe = cells.path / "frozen"
    monkeypatch.setenv("CRE_TEST_FREEZE_PROBE", str(probe))
    cells.makeconftest(
        "import atexit, gc, os\n"
        "atexit.register(lambda: open(os.environ['CRE_TEST_FREEZE_PROBE'], 'w')"
        ".write(str(gc.get_freeze_count())))\n"
    )
    cells.makepyfile(test_plain="def test_plain():\n    assert True\n")
    cells.runpytest_subprocess("test_plain.py", "-p", "no:cacheprovider").assert_outcomes(passed=1)
    assert probe.read_text() == "0"  # no cell ran: the process's collector is left alone
    result = cells.runpytest_subprocess("test_cells.py", *SMALL_WS, "--cre-positions", "end")
    assert result.ret == 0
    assert int(probe.read_text()) > 10_000


def test_a_single_process_imports_the_analysis_early_only_when_it_will_wait_idle(tmp_path, monkeypatch):
    """Soon after its first answer a process that writes the summary imports the analysis stack
    in a thread only if the endpoint will keep it waiting well past the import and the process
    is idle meanwhile (the thread holds the GIL against the loop); it decides once."""
    import types

    import pytest_cre.session.cre_session as process
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.options import build_settings
    from pytest_cre.run.scheduler import CellProgress
    from pytest_cre.session import WARM_WHEN_WAITING_S, CreSession

    clock = {"wall": 0.0, "cpu": 0.0}
    fake = types.SimpleNamespace(
        time=process.time.time, monotonic=lambda: clock["wall"], process_time=lambda: clock["cpu"]
    )
    monkeypatch.setattr(process, "time", fake)

    def session() -> CreSession:  # the default grid: 700 samples
        return CreSession(
            build_settings({}), "run", is_worker=False, families=builtin_families(), rootpath=tmp_path, run_dir=tmp_path
        )

    def answers(s: CreSession, latency_s: float, cpu_s: float) -> None:
        """The first answer, then another 0.6 s later with ``cpu_s`` of CPU spent meanwhile."""
        s._on_progress("item", CellProgress(total=50, slots=16, done=1, latency_s=latency_s))
        assert s._warming_analysis is None  # never at the first answer: watched first
        clock["wall"] += 0.6
        clock["cpu"] += cpu_s
        s._on_progress("item", CellProgress(total=50, slots=16, done=2, latency_s=latency_s))

    quick = session()
    answers(quick, 0.01, 0.0)  # 698/16 x 10 ms of waiting left
    assert quick._warming_analysis is None and WARM_WHEN_WAITING_S > 698 / 16 * 0.01
    clock["wall"] += 1.0
    quick._on_progress("item", CellProgress(total=50, slots=16, done=3, latency_s=5.0))
    assert quick._warming_analysis is None  # decided once
    busy = session()
    answers(busy, 0.5, 0.18)  # ~22 s of waiting, but the loop kept the CPU 30% busy (bench_perf's f)
    assert busy._warming_analysis is None
    slow = session()
    answers(slow, 0.5, 0.05)
    assert slow._warming_analysis is not None
    slow._warming_analysis.join()


def test_xdist_summary_identical_to_single_process(cells, monkeypatch):
    # Each worker writes at its end which part of the analysis stack it imported: none, though
    # the workers ran the drop items (the controller compares their cells for them).
    heavy = cells.path / "heavy"
    heavy.mkdir()
    monkeypatch.setenv("CRE_TEST_HEAVY_DIR", str(heavy))
    cells.makeconftest(
        "import os, sys\n"
        "def pytest_unconfigure(config):\n"
        "    name = getattr(config, 'workerinput', {}).get('workerid')\n"
        "    if name:\n"
        "        with open(os.path.join(os.environ['CRE_TEST_HEAVY_DIR'], name), 'w') as f:\n"
        "            f.write(','.join(m for m in ('pandas', 'scipy', 'statsmodels') if m in sys.modules))\n"
    )
    args = ["--cre-positions", "end,middle", "--cre-fillers", "ws,qo_v2", *SMALL]
    single = cells.runpytest_subprocess(*args, "--cre-report-dir", "r0", "--cre-cache", "off", "--junitxml", "j0.xml")
    single.assert_outcomes(passed=6)
    multi = cells.runpytest_subprocess(
        *args, "--cre-report-dir", "r2", "-n", "2", "--cre-cache", "off", "--junitxml", "j2.xml"
    )
    multi.assert_outcomes(passed=6)
    for name in ("cells.csv", "drops.csv"):
        assert stable_bytes(cells.path / "r0/latest" / name) == stable_bytes(cells.path / "r2/latest" / name)
    assert summary_table(single) == summary_table(multi)

    def drop_properties(junit: str) -> dict[str, dict[str, str]]:
        cases = ET.parse(cells.path / junit).getroot().iter("testcase")
        return {
            c.get("name"): {p.get("name"): p.get("value") for p in c.iter("property")}
            for c in cases
            if c.get("name").startswith("test_comparison")
        }

    drops = drop_properties("j0.xml")
    assert len(drops) == 2 and all("p_value" in props for props in drops.values())
    assert drop_properties("j2.xml") == drops
    assert {p.name: p.read_text() for p in heavy.iterdir()} == {"gw0": "", "gw1": ""}


def test_hooks_add_a_task_and_edit_records(cells):
    cells.makeconftest('''
from pytest_cre.families.reasoning.tasks.arith import ArithTask
from pytest_cre.families.reasoning.tasks.base import TaskData

class Half(ArithTask):
    """The embedded task with half its test items: a user's own task, by hook."""
    name = "half"
    def load(self, data_dir):
        data = super().load(data_dir)
        return TaskData(targets=data.targets[:500], filler=data.filler, source="half")

def pytest_cre_tasks(tasks):
    tasks["half"] = Half()

def pytest_cre_record(record):
    record["graded_by"] = "conftest"
''')
    result = cells.runpytest("--cre-tasks", "half", *SMALL, "--cre-fillers", "ws", "--strict-markers")
    result.assert_outcomes(passed=3)
    import json

    recs = [json.loads(x) for x in (cells.path / "reports/latest/records.jsonl").read_text().splitlines()]
    assert {r["task"] for r in recs} == {"half"} and all(r["graded_by"] == "conftest" for r in recs)
    assert cells.runpytest("--cre-tasks", "nope").ret == pytest.ExitCode.USAGE_ERROR


def test_a_family_added_by_hook_supplies_its_own_tables(cells):
    """``pytest_cre_families``: a plugin's family replaces the built-in one; the shared layers
    call it for cells, records and tables (its reporter's note reaches the terminal summary)."""
    cells.makeconftest("""
import dataclasses

from pytest_cre.families.reasoning import ReasoningFamily, ReasoningReporter

class NotedReporter(ReasoningReporter):
    def report(self, given):
        shown = super().report(given)
        note = f"noted: {int(given.cells['n'].sum())} samples scored"
        return dataclasses.replace(shown, notes=(*shown.notes, note))

class Noted(ReasoningFamily):
    def __init__(self):
        super().__init__()
        self.reporter = NotedReporter(self)

def pytest_cre_families(families):
    families["reasoning"] = Noted()
""")
    result = cells.runpytest(*SMALL, "--cre-fillers", "ws", "--cre-tiers", "4k")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["noted: 8 samples scored"])  # two cells of 4


def test_records_carry_their_family_and_only_declared_fields(cells):
    cells.runpytest(*SMALL, "--cre-fillers", "ws").assert_outcomes(passed=3)
    import json

    from pytest_cre.core.record import CORE_FIELDS
    from pytest_cre.families.reasoning import ReasoningFamily

    recs = [json.loads(x) for x in (cells.path / "reports/latest/records.jsonl").read_text().splitlines()]
    assert {r["family"] for r in recs} == {"reasoning"}
    assert all(list(r) == list(CORE_FIELDS + ReasoningFamily.record_fields) for r in recs)


def test_a_run_freezes_what_outlives_a_full_collection_and_leaves_the_collector_as_it_found_it(cells, monkeypatch):
    """While cells run, what survives a full collection (the SDK, a task's data, a pool) moves
    out of the collector's reach, whose next full collections would otherwise walk it again
    while the event loop and its responses wait; the run gives it back at the end (this inline
    run leaves the test process's collector unfrozen)."""
    import gc

    freeze, frozen = gc.freeze, []

    def watched() -> None:
        freeze()
        frozen.append(gc.get_freeze_count())

    monkeypatch.setattr(gc, "freeze", watched)
    cells.makeconftest("import gc\n\ndef pytest_runtest_teardown(item):\n    gc.collect()\n")
    result = cells.runpytest(*SMALL)
    assert result.ret == 0
    assert frozen and max(frozen) > 10_000, frozen
    assert gc.get_freeze_count() == 0 and not [c for c in gc.callbacks if c.__module__ == "pytest_cre.core.gc_freeze"]


WATCH_END_COLLECTIONS = """
import gc, os

def _watch(phase, info):
    # pytest's own full collections at the end (unraisableexception's): how much each skips
    if phase == "start" and info["generation"] == 2 and ENDING:
        with open(os.environ["CRE_GC_LOG"], "a") as f:
            f.write(f"{gc.get_freeze_count()}\\n")

ENDING = False
gc.callbacks.append(_watch)

def pytest_sessionfinish(session):
    global ENDING
    ENDING = True
"""


def test_pytests_own_end_of_run_collections_skip_the_heap(cells, tmp_path, monkeypatch):
    """pytest's unraisableexception collects twice after the last test (its unconfigure and
    its cleanup), each walking every object: ~0.15 s of a short run's tail with the analysis
    stack imported. A run freezes its heap once its own work is done, so both skip it."""
    log = tmp_path / "gc.log"
    monkeypatch.setenv("CRE_GC_LOG", str(log))
    cells.makeconftest(WATCH_END_COLLECTIONS)
    result = cells.runpytest_subprocess(*SMALL)
    assert result.ret == 0
    frozen = [int(n) for n in log.read_text().split()]
    assert len(frozen) >= 2 and min(frozen[-2:]) > 10_000, frozen
