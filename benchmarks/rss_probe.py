"""A pytest plugin for the benchmarks (``-p rss_probe`` with benchmarks/ on PYTHONPATH): each
process (the controller as ``main``, each xdist worker by its id) writes its peak RSS in kB
(VmHWM) into the folder ``CRE_BENCH_RSS_DIR`` when it ends, which heavy packages it had
imported, and its CPU seconds so far."""

from __future__ import annotations

import os
import sys
import time


def pytest_unconfigure(config) -> None:
    out = os.environ.get("CRE_BENCH_RSS_DIR")
    if not out:
        return
    name = getattr(config, "workerinput", {}).get("workerid", "main")
    with open("/proc/self/status") as f:
        peak_kb = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    with open(os.path.join(out, name), "w") as f:
        heavy = [m for m in ("pandas", "scipy", "statsmodels", "numpy", "openai", "tiktoken") if m in sys.modules]
        f.write(f"{peak_kb} {','.join(heavy) or '-'} {time.process_time():.3f}")
