"""What the installed plugin costs a pytest run that has nothing to do with it: a folder with one
unrelated test, run with the plugin (as installed through its pytest11 entry point) and with
``-p no:cre``, interleaved, in fresh processes. Target (issue 19): within 10% of ``-p no:cre``,
and the same output.

    python benchmarks/bench_inert.py             # 15 rounds
    python benchmarks/bench_inert.py --repeat 31

Printed: the median wall time of each arm, their ratio, and whether the outputs differ (the
plugins line and the timing aside). Compare ratios taken in one run, never figures across runs.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ARGS = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]


def _run(folder: Path, extra: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    out = subprocess.run([*ARGS, *extra], cwd=folder, capture_output=True, text=True, check=True)
    return time.perf_counter() - start, out.stdout + out.stderr


def _comparable(output: str) -> str:
    return re.sub(r" in [0-9.]+s", " in Ns", output)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="rounds (each runs both arms once)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "test_one.py").write_text("def test_one():\n    assert 1 + 1 == 2\n")
        (folder / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = function\n")
        _run(folder, [])  # warm the file system and the bytecode caches
        _run(folder, ["-p", "no:cre"])
        on: list[float] = []
        off: list[float] = []
        outputs = set()
        for _ in range(args.repeat):
            t, out = _run(folder, [])
            on.append(t)
            outputs.add(_comparable(out))
            t, out = _run(folder, ["-p", "no:cre"])
            off.append(t)
            outputs.add(_comparable(out))
        left = sorted(p.name for p in folder.iterdir())
    a, b = statistics.median(on), statistics.median(off)
    print(
        f"one unrelated test, {args.repeat} rounds: with pytest-cre {a:.3f} s, -p no:cre {b:.3f} s "
        f"(median); ratio {a / b:.2f}x (target <= 1.10)"
    )
    print(f"outputs identical: {len(outputs) == 1}; files left in the folder: {', '.join(left)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
