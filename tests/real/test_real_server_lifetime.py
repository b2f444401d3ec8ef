"""The server the real-server tier starts dies with the process that started it: a test run
killed midway (whose fixtures never tear down) leaves no server running."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pytest
from real_helpers import load_real_server

# A parent that starts a long child the way the tier starts llama-server, says its pid, waits.
PARENT = """
import subprocess, sys, time
sys.path.insert(0, {bench!r})
import real_server
child = subprocess.Popen(real_server._dies_with_parent([sys.executable, "-c", "import time; time.sleep(60)"]))
print(child.pid, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("setpriv") is None, reason="needs util-linux setpriv")
def test_the_server_process_dies_when_its_parent_is_killed():
    bench = os.path.dirname(load_real_server().__file__)
    parent = subprocess.Popen([sys.executable, "-c", PARENT.format(bench=bench)], stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    # setpriv arms the signal and then execs the command: kill the parent only after that (the
    # server runs for seconds before anything could kill its parent; this test must not race).
    deadline = time.monotonic() + 10
    while _cmdline(child).split(b"\0")[0] != sys.executable.encode():  # still setpriv (or mid-exec)
        assert time.monotonic() < deadline, f"the child never became the command: {_cmdline(child)!r}"
        time.sleep(0.01)
    parent.kill()  # SIGKILL: no cleanup of its own runs
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            return
        # a zombie until reaped by init: gone from the process table, or a zombie, is dead
        with open(f"/proc/{child}/stat") as f:
            if f.read().split(") ", 1)[1].startswith("Z"):
                return
        time.sleep(0.05)
    os.kill(child, 9)
    pytest.fail(f"child {child} outlived its killed parent")


def _cmdline(pid: int) -> bytes:
    with open(f"/proc/{pid}/cmdline", "rb") as f:
        return f.read()
