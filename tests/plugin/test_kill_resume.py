"""kill -9 between an answer and its commit (issue 47, point 5): an answer the server sent is
durable once the response cache has committed it, and until then it holds its slot, as a
request in flight does. So after a ``kill -9`` the rerun asks again at most the requests that
were in flight: never more than the concurrency, however slowly the cache commits.

The run's cache commits slowly here (each answer's put waits 0.5 s first, as behind a busy disk
or another writer holding the lock): on the old client an answer's slot freed before its commit,
the next requests went out meanwhile, and every answer still waiting for its commit was lost."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler
from typing import Any

from helpers import run_records
from loopback import Loopback, answer

CONCURRENCY = 4
KILL_AFTER = 12  # answers the server has sent when the run is killed

SLOW_COMMITS = """
import time

from pytest_cre.endpoints import cache

_put = cache.ResponseCache.put


def _slow_put(self, key, value, table="responses"):
    if table == "responses":
        time.sleep(0.5)  # a busy disk, or another writer holding the cache's lock
    _put(self, key, value, table)


cache.ResponseCache.put = _slow_put
"""


class Answering:
    """Answers every completion at once, and counts the answers it has sent (``sent``)."""

    def __init__(self) -> None:
        self.sent = 0
        self.changed = threading.Condition()

    def __call__(self, path: str, body: dict[str, Any]) -> Any:
        data = answer("Answer: 7").encode()

        def write(h: BaseHTTPRequestHandler) -> None:
            h.send_response(200)
            h.send_header("Content-Type", "application/json")
            h.send_header("Content-Length", str(len(data)))
            h.end_headers()
            h.wfile.write(data)
            h.wfile.flush()
            with self.changed:
                self.sent += 1
                self.changed.notify_all()

        return write


def _asked(bodies: list[dict[str, Any]]) -> list[str]:
    """Each completion request by what it asked (its messages)."""
    return [hashlib.sha256(json.dumps(b["messages"], sort_keys=True).encode()).hexdigest() for b in bodies]


def test_after_kill_9_at_most_the_requests_in_flight_are_asked_again(cells):
    answering = Answering()
    server = Loopback(answering)
    (cells.path / "conftest.py").write_text(SLOW_COMMITS)
    args = [
        sys.executable, "-m", "pytest", "test_cells.py", "--cre-model=vllm:m", f"--cre-base-url={server.url}",
        "--cre-n=16", "--cre-tiers=4k", "--cre-fillers=ws", "--cre-positions=end,middle",
        f"--cre-concurrency={CONCURRENCY}", "-p", "no:cacheprovider", "-q",
    ]  # fmt: skip
    try:
        proc = subprocess.Popen(
            args, cwd=cells.path, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            with answering.changed:
                reached = answering.changed.wait_for(lambda: answering.sent >= KILL_AFTER, timeout=120)
        finally:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        assert reached, f"the server answered only {answering.sent} requests"
        with server.lock:
            first = set(_asked(server.bodies))
            seen = len(server.bodies)
        rerun = subprocess.run(args, cwd=cells.path, capture_output=True, text=True, timeout=180)
        assert rerun.returncode == 0, rerun.stdout[-3000:]
        with server.lock:
            again = [h for h in _asked(server.bodies[seen:]) if h in first]
    finally:
        server.stop()
    assert len(run_records(cells.path / "reports/latest")) == 32
    assert len(again) <= CONCURRENCY, f"{len(again)} answered or in-flight requests were asked again"
