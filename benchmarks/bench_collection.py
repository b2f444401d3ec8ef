"""Collection cost: the paper grid for all nine paper models vs a one-test file.

Both are whole `pytest --collect-only` processes in the same environment (the plugin is
installed and loaded in both), run alternately; the figure is the ratio of the medians.

    python benchmarks/bench_collection.py [--repeat 9]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
from pytest_cre.endpoints.vendors import PAPER_MODELS  # noqa: E402


def timed(cmd: list[str], cwd: Path) -> tuple[float, str]:
    start = time.perf_counter()
    out = subprocess.run(
        cmd, cwd=cwd, capture_output=True, text=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    )
    elapsed = time.perf_counter() - start
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{out.stdout}\n{out.stderr}")
    return elapsed, out.stdout.strip().splitlines()[-1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "test_one.py"
        one.write_text("def test_one():\n    assert True\n")
        base_cmd = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", str(one)]
        grid_cmd = [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "cells",
            "--cre-grid",
            "paper",
            f"--cre-data-dir={tmp}",
        ] + [a for m in PAPER_MODELS for a in ("--cre-model", m)]
        # make a data dir that passes the configure-time check (collection itself reads nothing)
        for rel in (
            "gsm8k/train.jsonl",
            "gsm8k/test.jsonl",
            "arc_challenge/ARC-Challenge-Train.jsonl",
            "arc_challenge/ARC-Challenge-Test.jsonl",
        ):
            (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / rel).write_text("")
        timed(base_cmd, ROOT), timed(grid_cmd, ROOT)  # warm the OS caches
        base, grid = [], []
        for _ in range(args.repeat):
            t, base_line = timed(base_cmd, ROOT)
            base.append(t)
            t, grid_line = timed(grid_cmd, ROOT)
            grid.append(t)
    mb, mg = statistics.median(base), statistics.median(grid)
    print(f"one-test file : median {mb:.3f}s  ({base_line})")
    print(f"paper x 9     : median {mg:.3f}s  ({grid_line})")
    print(f"ratio         : {mg / mb:.2f}x  (limit 1.5x)")


if __name__ == "__main__":
    main()
