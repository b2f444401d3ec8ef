"""SIGTERM and SIGHUP end a run as Ctrl-C does (issue 27, point 14): ``timeout``, a CI cancel,
Kubernetes or systemd left run.json ``in_progress`` forever, with no summary, no resume hint and
``latest`` not moved. The signals are delivered when the run is provably mid-cell."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import SMALL_WS, default_signals

SLOW = [
    "--cre-n",
    "12",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-sim-latency",
    "300",
    "--cre-concurrency",
    "3",
    "-p",
    "no:cacheprovider",
]


def _assert_ended_as_by_ctrl_c(root: Path, proc: subprocess.CompletedProcess[str], name: str) -> None:
    out = proc.stdout
    assert proc.returncode == pytest.ExitCode.INTERRUPTED, out
    run = next((root / "reports").glob("2*/run.json")).parent
    meta = json.loads((run / "run.json").read_text())
    assert meta["status"] == "interrupted" and meta["incomplete_cells"], meta
    assert "to resume, run `pytest " in meta["resume"]
    md = (run / "summary.md").read_text()
    assert "INTERRUPTED" in md and "to resume, run `pytest " in md.lower()
    assert (root / "reports" / "latest").resolve() == run.resolve()
    assert "Traceback" not in out and "INTERNALERROR" not in out, out
    assert out.rstrip().splitlines()[-1].startswith(f"pytest-cre: run {run.name} is interrupted ({name}): ")


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_signal_mid_cell_ends_the_run_as_ctrl_c_does(cells, name):
    # The process signals itself when the 3rd sample finishes: provably mid-cell, no race.
    cells.makeconftest(f"""
import os, signal
finished = []
def pytest_cre_record(record):
    finished.append(record)
    if len(finished) == 3:
        os.kill(os.getpid(), signal.{name})
""")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", *SLOW],
        cwd=cells.path,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=120,
        preexec_fn=default_signals,
    )
    _assert_ended_as_by_ctrl_c(cells.path, proc, name)


def test_sigterm_from_another_process_ends_the_run_as_ctrl_c_does(cells):
    """As ``timeout`` or a CI runner sends it: from outside, once records.jsonl has a line."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest", *SLOW],
        cwd=cells.path,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        preexec_fn=default_signals,
    )
    deadline = time.monotonic() + 60
    while not any(p.stat().st_size for p in (cells.path / "reports").glob("2*/records.jsonl")):
        assert proc.poll() is None and time.monotonic() < deadline, "no record was appended"
        time.sleep(0.02)
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=60)
    _assert_ended_as_by_ctrl_c(cells.path, subprocess.CompletedProcess(proc.args, proc.returncode, out), "SIGTERM")


def test_an_ignored_sighup_stays_ignored(cells):
    """``nohup pytest ...``: the user chose to outlive the terminal; the run goes on."""
    cells.makeconftest("""
import os, signal
def pytest_cre_record(record):
    os.kill(os.getpid(), signal.SIGHUP)
""")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", *SMALL_WS, "--cre-sim-latency", "0"],
        cwd=cells.path,
        text=True,
        capture_output=True,
        timeout=120,
        preexec_fn=lambda: (default_signals(), signal.signal(signal.SIGHUP, signal.SIG_IGN)),
    )
    assert proc.returncode == 0, proc.stdout
    assert json.loads((cells.path / "reports/latest/run.json").read_text())["status"] == "complete"


def test_the_handlers_are_restored_after_a_run_and_never_set_without_one(cells):
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
    result = cells.runpytest(*SMALL_WS, "--cre-sim-latency", "0")
    assert result.ret == 0
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before
    # A run that collects no cell: the plugin is inert, and sets nothing.
    plain = "import signal\ndef test_plain():\n    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL\n"
    cells.makepyfile(test_cells=plain)
    assert cells.runpytest("-p", "no:cacheprovider").ret == 0
