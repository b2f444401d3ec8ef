"""Where a pytest-cre run's CPU goes, phase by phase (issue 47.2's table in docs/performance.md).

As a pytest plugin (``-p cpu_phases`` with this folder on ``PYTHONPATH``), it stamps the
process's CPU seconds (every thread: ``time.process_time``) at pytest's hooks and samples them
every 5 ms, and writes both to ``$CRE_BENCH_PHASES`` at exit. Run as a script on that file and
the run's folder, it adds the first request and the last response (from ``records.jsonl``) and
prints each phase's CPU seconds:

    PYTHONPATH=benchmarks CRE_BENCH_PHASES=/tmp/p.json python -m pytest cells -p cpu_phases \\
        --cre-model vllm:sim --cre-base-url=URL --cre-tasks arith --cre-tiers 8k --cre-fillers ws \\
        --cre-positions end,middle --cre-n 25 --cre-concurrency 16 --cre-cache off --cre-report-dir=/tmp/r
    python benchmarks/cpu_phases.py /tmp/p.json /tmp/r/latest
"""

from __future__ import annotations

import atexit
import bisect
import json
import os
import sys
import threading
import time

_marks: list[tuple[str, float, float]] = [("plugin loaded", time.time(), time.process_time())]
_samples: list[tuple[float, float]] = []
_stop = threading.Event()
_seen: set[str] = set()


def _mark(name: str) -> None:
    _marks.append((name, time.time(), time.process_time()))


def _sample() -> None:
    while not _stop.is_set():
        _samples.append((time.time(), time.process_time()))
        time.sleep(0.005)


def _write() -> None:
    _mark("exit")
    _stop.set()
    out = os.environ.get("CRE_BENCH_PHASES")
    if out:
        with open(out, "w") as f:
            json.dump({"marks": _marks, "samples": _samples}, f)


if "pytest" in sys.modules:  # loaded as a plugin
    import pytest

    threading.Thread(target=_sample, daemon=True).start()
    atexit.register(_write)

    @pytest.hookimpl(tryfirst=True)
    def pytest_cmdline_main(config: pytest.Config) -> None:
        _mark("plugins loaded")

    @pytest.hookimpl(trylast=True)
    def pytest_configure(config: pytest.Config) -> None:
        _mark("pytest-cre started")

    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(session: pytest.Session) -> None:
        _mark("collected")

    def pytest_runtest_logreport(report: pytest.TestReport) -> None:
        if report.when == "teardown" and "comparison" in report.nodeid:
            _mark("comparison item done")

    @pytest.hookimpl(wrapper=True)
    def pytest_sessionfinish(session: pytest.Session, exitstatus: int):
        _mark("session finishing")
        result = yield
        _mark("summary and files written")
        return result


def main() -> None:
    with open(sys.argv[1]) as f:
        probe = json.load(f)
    with open(os.path.join(sys.argv[2], "records.jsonl")) as f:
        records = [json.loads(line) for line in f]
    sent = [r for r in records if not r.get("from_cache")]
    times = [t for t, _ in probe["samples"]]

    def cpu_at(t: float) -> float:
        return probe["samples"][max(bisect.bisect_right(times, t) - 1, 0)][1]

    marks = [tuple(m) for m in probe["marks"]]
    if sent:
        first, last = min(r["started_at"] for r in sent), max(r["finished_at"] for r in sent)
        marks += [("first request", first, cpu_at(first)), ("last response", last, cpu_at(last))]
    marks.sort(key=lambda m: m[1])
    previous = 0.0
    for name, _, cpu in marks:
        print(f"{name:28s} CPU {cpu:6.2f} s  (+{cpu - previous:5.2f})")
        previous = cpu


if __name__ == "__main__":
    main()
