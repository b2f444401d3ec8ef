"""Runs across hosts: xdist workers that share no folder with each other or the controller get
the same summary as one process, and the per-model cap holds across all of them exactly."""

from __future__ import annotations

import threading

import pytest
from helpers import SMALL, SMALL_WS, run_records, summary_table
from invariance import stable_bytes

from pytest_cre.core.record import read_records
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.sim.server import _Handler, start_sim


def _separate_folders(pytester: pytest.Pytester, n: int) -> list[str]:
    """xdist options for ``n`` workers, each started in its own empty folder (the project is
    rsynced there, as for a remote host): nothing but the reports and the coordinator links
    them to the controller or to each other."""
    args = ["--dist", "load", "--rsyncdir", str(pytester.path), "-W", "ignore::DeprecationWarning"]
    for i in range(n):
        folder = pytester.path.parent / f"{pytester.path.name}-host{i}"
        folder.mkdir()
        args += ["--tx", f"popen//chdir={folder}"]
    return args


def test_workers_in_separate_folders_give_the_local_summary(cells):
    args = [
        str(cells.path / "test_cells.py"),
        "--cre-positions",
        "end,middle",
        "--cre-fillers",
        "ws,qo_v2",
        *SMALL,
        "--cre-cache",
        "off",
    ]
    local = cells.runpytest_subprocess(*args, "--cre-report-dir", "r0")
    local.assert_outcomes(passed=6)
    apart = cells.runpytest_subprocess(*args, "--cre-report-dir", str(cells.path / "r2"), *_separate_folders(cells, 2))
    apart.assert_outcomes(passed=6)  # drop items passed: none skipped for want of records
    assert "created: 2/2 workers" in apart.stdout.str()
    for name in ("cells.csv", "drops.csv"):
        assert stable_bytes(cells.path / "r0/latest" / name) == stable_bytes(cells.path / "r2/latest" / name)
    assert summary_table(local) == summary_table(apart)


def test_workers_on_another_host_keep_their_records_and_the_controller_gets_them_all(cells):
    # Told they run on another host, workers append to their own folder's run, not the
    # controller's path (which another host may not have); the controller's run folder still
    # gets every record, from the reports.
    cells.makeconftest("""
import pytest
@pytest.hookimpl(trylast=True)
def pytest_configure_node(node):
    node.workerinput["cre_host"] = "another-host"
""")
    result = cells.runpytest_subprocess(
        str(cells.path / "test_cells.py"),
        *SMALL_WS,
        "--cre-positions",
        "end,middle",
        "--cre-cache",
        "off",
        *_separate_folders(cells, 2),
    )
    result.assert_outcomes(passed=3)
    run = (cells.path / "reports/latest").resolve()
    controller = {(r["cell_id"], r["sample"]) for r in run_records(run)}
    assert len(controller) == 8
    kept = [
        r
        for host in range(2)
        for f in cells.path.parent.glob(f"{cells.path.name}-host{host}/**/reports/{run.name}/records.jsonl")
        for r in read_records(f)
    ]
    assert {(r["cell_id"], r["sample"]) for r in kept} == controller and len(kept) == 8


class _Counting(_Handler):
    """Counts chat requests between their arrival and the first byte of the answer (a slot is
    given back only once the answer is read, so any overlap here is real concurrency)."""

    lock = threading.Lock()
    now = 0
    most = 0

    def do_POST(self) -> None:
        with self.lock:
            type(self).now += 1
            type(self).most = max(type(self).most, type(self).now)
        self._counted = True
        super().do_POST()

    def _write(self, reply) -> None:
        if getattr(self, "_counted", False):
            self._counted = False
            with self.lock:
                type(self).now -= 1
        super()._write(reply)


@pytest.mark.parametrize("cap", [1, 2])
def test_the_cap_holds_across_three_workers(cells, cap):
    server = start_sim([AnswerBook()], latency=0.05)
    server.RequestHandlerClass = _Counting
    _Counting.now = _Counting.most = 0
    try:
        result = cells.runpytest_subprocess(
            "--cre-model",
            "vllm:sim",
            "--cre-base-url",
            server.url,
            "--cre-concurrency",
            str(cap),
            "--cre-positions",
            "end,middle,start",
            "--cre-fillers",
            "ws,qo_v2",
            "--cre-n",
            "8",
            "--cre-tiers",
            "4k",
            "--cre-cache",
            "off",
            "-p",
            "no:cacheprovider",
            "-n",
            "3",
        )
        result.assert_outcomes(passed=10)
        assert server.stats()["requests"] == 48
    finally:
        server.stop()
    assert _Counting.most == cap  # never more than the cap, with more workers than slots


def test_a_crashed_cell_skips_its_drop_items_at_once(cells):
    # The worker running the middle cell dies mid-cell; the drop item that needs it (in any
    # worker) is told so by the controller instead of waiting for records that never come.
    cells.makeconftest("""
import os
def pytest_cre_record(record):
    if "middle" in record["cell_id"] and record["sample"] == 1 and os.environ.get("PYTEST_XDIST_WORKER"):
        os._exit(1)
""")
    result = cells.runpytest_subprocess(
        "--cre-positions", "end,middle", "--cre-fillers", "ws", *SMALL, "--cre-cache", "off", "-n", "2", timeout=240
    )
    result.assert_outcomes(passed=1, failed=1, skipped=1)
    out = result.stdout.str()
    assert "did not arrive" in out or "crashed" in out


def test_coordinator_problems_are_one_line(cells):
    import socket

    bad = cells.runpytest("--cre-coordinator", "nohost")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR
    assert "--cre-coordinator: 'nohost' is not HOST:PORT" in bad.stderr.str()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        taken = cells.runpytest_subprocess(*SMALL_WS, "-n", "2", "--cre-coordinator", f"127.0.0.1:{port}")
    assert taken.ret == pytest.ExitCode.USAGE_ERROR
    assert f"--cre-coordinator 127.0.0.1:{port}: cannot listen there" in taken.stderr.str()
    assert "Traceback" not in taken.stderr.str()
    # A worker that cannot reach it (here: told a closed port) fails its cells with that line.
    cells.makeconftest("""
import pytest
@pytest.hookimpl(trylast=True)
def pytest_configure_node(node):
    node.workerinput["cre_coordinator"] = "127.0.0.1:9"
""")
    lost = cells.runpytest_subprocess(*SMALL_WS, "-n", "2")
    lost.assert_outcomes(errors=2, skipped=1)
    assert "cannot reach the pytest-cre coordinator at 127.0.0.1:9" in lost.stdout.str()
    assert "Traceback" not in lost.stdout.str() + lost.stderr.str()
