"""Issue 28's scale figures: ``cre report`` over pools of a real sim run's records, against a
bare ``pandas.read_json(path, lines=True)`` of the same file, at three sizes.

A default sim run (``pytest cells``: 700 records) is made once; a pool repeats its records under
other model names, seeds and sample blocks (each copy a distinct sample of its own cell: model
``sim-K``, seed 42+S, sample index + 50*B), as a researcher pooling models, seeds and runs gets.
Each measurement is a fresh process; its peak RSS is the kernel's (``wait4``'s ``ru_maxrss``), its
CPU seconds user + system (``wait4``'s too: on a loaded machine wall is noisy, CPU much less).
With ``--rounds N`` the baseline and ``cre report`` take turns N times and each figure is the
median of its N.

Printed, per size: records, file size, peak RSS, wall and CPU of the baseline and of ``cre report``,
their ratios, and the slope of each (MB and seconds per 100K records) between the sizes; then
the report page's size and its load time in headless chromium (to the ``load`` event, minus an
empty page's in the same run).

    python benchmarks/bench_scale.py                   # 50K, 100K and 200K records
    python benchmarks/bench_scale.py --quick           # 10K, 20K and 40K
    python benchmarks/bench_scale.py --sizes 201600    # one size
    python benchmarks/bench_scale.py --load            # also pytest_cre.load against cre report
    python benchmarks/bench_scale.py --sizes 201600 --keep /tmp/pool --reuse --no-page --rounds 3
                                                       # the pool made once, then 3 interleaved rounds

The code measured is the ``pytest_cre`` that ``python -m pytest_cre.cli`` imports: to measure
another checkout on the same pool, put it on ``PYTHONPATH`` and start the bench from a folder
that holds no ``pytest_cre`` (``-m`` puts the current folder first), e.g. ``cd /tmp``. With
``--code DIR`` the ``pytest_cre`` in DIR (e.g. a ``git archive`` of an earlier commit) takes its
turn in each round too, after this one, so a before and an after are measured together; its
line says ``before``.

CPU is also split into user and system time: a bare ``read_json``'s system time (the kernel
mapping its 4.5 GB) moves by seconds from run to run, and with it the ratio.

    python benchmarks/bench_scale.py --sizes 201600 --keep /tmp/pool --reuse --no-page --rounds 3 \
        --code /tmp/before                             # before and after, interleaved
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def sim_run(tmp: Path) -> Path:
    """A default ``pytest cells`` run against sim; its records.jsonl."""
    project = tmp / "run"
    project.mkdir()
    (project / "cells").symlink_to(ROOT / "cells")
    subprocess.run(
        [sys.executable, "-m", "pytest", "cells", "-q", "-p", "no:cacheprovider", "--cre-cache", "off"],
        cwd=project, check=True, capture_output=True, text=True,
    )  # fmt: skip
    return project / "reports" / "latest" / "records.jsonl"


def pool(records: Path, size: int, out: Path) -> int:
    """``out``: copies of ``records`` (under new model names, seeds and sample blocks) up to
    ``size`` records; returns how many were written."""
    lines = [json.loads(line) for line in records.read_text().splitlines()]
    written = 0
    copy = 0
    with out.open("w") as f:
        while written < size:
            model, seed, block = copy // 12, copy // 4 % 3, copy % 4
            for rec in lines:
                if written == size:
                    break
                r = dict(rec)
                r["model"] = f"sim-{model}"
                r["cell_id"] = rec["cell_id"].removesuffix(f"-{rec['model']}") + f"-sim-{model}"
                r["seed"] = 42 + seed
                r["sample"] = rec["sample"] + 50 * block
                f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
                written += 1
            copy += 1
    return written


def measured(argv: list[str], code: str | None = None) -> tuple[float, float, float, float, float]:
    """Peak RSS (MB), wall (s), CPU (s, user + system), user and system seconds of ``argv`` run
    to its end in a fresh process; ``code``: a folder whose ``pytest_cre`` it imports (on
    ``PYTHONPATH``, from a folder that holds none)."""
    env, cwd = None, None
    if code is not None:
        env = {**os.environ, "PYTHONPATH": str(Path(code).resolve())}
        cwd = tempfile.gettempdir()
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{argv[:4]} failed ({proc.returncode}): {proc.stderr.read().decode()[-2000:]}")
    return usage.ru_maxrss / 1024, wall, usage.ru_utime + usage.ru_stime, usage.ru_utime, usage.ru_stime


def medians(runs: list[tuple[float, ...]]) -> tuple[float, ...]:
    """Each figure's median over the rounds."""
    return tuple(statistics.median(r[i] for r in runs) for i in range(len(runs[0])))


def lines_in(path: Path) -> int:
    with path.open("rb") as f:
        return sum(1 for _ in f)


def page_load_s(chromium: str, page: Path, tmp: Path) -> float:
    """Seconds headless chromium takes to load ``page`` and print its DOM (process start to end)."""
    start = time.perf_counter()
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync",
         "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage",
         f"--user-data-dir={tmp / 'profile'}", "--dump-dom", page.as_uri()],
        capture_output=True, check=True, timeout=300,
    )  # fmt: skip
    return time.perf_counter() - start


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of value against records, per 100K records."""
    n = len(points)
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return 0.0 if sxx == 0 else sum((x - mx) * (y - my) for x, y in points) / sxx * 100_000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="50000,100000,201600", help="records per pool, comma-separated")
    ap.add_argument("--quick", action="store_true", help="10K, 20K and 40K records")
    ap.add_argument("--records", help="a records.jsonl to pool instead of a fresh sim run's")
    ap.add_argument("--keep", help="keep the pools and reports in this folder")
    ap.add_argument("--load", action="store_true", help="also pytest_cre.load on each pool, against cre report")
    ap.add_argument("--samples", action="store_true", help="with --load: also load().samples (~55 MB per 1K records)")
    ap.add_argument("--reuse", action="store_true", help="with --keep: a pool there of its size is used as it is")
    ap.add_argument("--rounds", type=int, default=1, help="baseline and cre report in turn this many times (medians)")
    ap.add_argument("--no-page", action="store_true", help="skip the page's load time in chromium")
    ap.add_argument("--code", help="also measure the pytest_cre in this folder, in the same rounds (before)")
    args = ap.parse_args()
    sizes = [10_000, 20_000, 40_000] if args.quick else [int(s) for s in args.sizes.split(",")]
    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="cre-scale-"))
    tmp.mkdir(parents=True, exist_ok=True)
    paths = {size: tmp / f"pool-{size}" / "records.jsonl" for size in sizes}
    ready = {size for size, path in paths.items() if args.reuse and path.is_file() and lines_in(path) == size}
    source = None if ready == set(sizes) else Path(args.records) if args.records else sim_run(tmp)
    rows = []
    for size in sizes:
        path = paths[size]
        path.parent.mkdir(exist_ok=True)
        n = size if size in ready or source is None else pool(source, size, path)
        out, earlier = tmp / f"report-{size}", tmp / f"report-{size}-before"
        bases, cres, befores = [], [], []
        report = [sys.executable, "-m", "pytest_cre.cli", "report", str(path), "--out", str(out)]
        for _ in range(args.rounds):
            bare = f"import pandas; pandas.read_json({str(path)!r}, lines=True)"
            bases.append(measured([sys.executable, "-c", bare]))
            shutil.rmtree(out, ignore_errors=True)
            cres.append(measured(report))
            if args.code:  # into a folder of its own: the page below is this version's
                shutil.rmtree(earlier, ignore_errors=True)
                befores.append(measured([*report[:-1], str(earlier)], args.code))
        base, cre = medians(bases), medians(cres)
        page = out / "report.html"
        rows.append((n, path.stat().st_size / 2**20, base, cre, page.stat().st_size / 2**20, page))
        rounds = f" | median of {args.rounds}" if args.rounds > 1 else ""
        for label, got in (("cre report", cre), *((("before", medians(befores)),) if befores else ())):
            print(
                f"{n:>8,} records {rows[-1][1]:7.1f} MiB | pandas.read_json {base[0]:7.0f} MB {base[1]:6.1f} s "
                f"{base[2]:6.1f} s CPU ({base[3]:.1f} user, {base[4]:.1f} sys) | {label} {got[0]:7.0f} MB "
                f"{got[1]:6.1f} s {got[2]:6.1f} s CPU ({got[3]:.1f} user, {got[4]:.1f} sys) | RSS "
                f"{got[0] / base[0]:.2f}x wall {got[1] / base[1]:.2f}x CPU {got[2] / base[2]:.2f}x"
                f" | page {rows[-1][4]:.1f} MiB{rounds}",
                flush=True,
            )
        if args.load:  # the notebook's call on the same pool, against cre report
            calls = [("pytest_cre.load", ".cells"), *([("load().samples", ".samples")] if args.samples else [])]
            for label, tail in calls:
                load = measured([sys.executable, "-c", f"import pytest_cre; pytest_cre.load({str(path)!r}){tail}"])
                print(
                    f"{n:>8,} records | {label} {load[0]:7.0f} MB {load[1]:6.1f} s | against cre report: "
                    f"RSS {load[0] / cre[0]:.2f}x wall {load[1] / cre[1]:.2f}x",
                    flush=True,
                )
    if len(rows) > 1:
        for label, pick in (("pandas.read_json", 2), ("cre report", 3)):
            rss = slope([(r[0], r[pick][0]) for r in rows])
            wall = slope([(r[0], r[pick][1]) for r in rows])
            print(f"slope {label:>16}: {rss:7.0f} MB and {wall:5.1f} s per 100K records")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    chromium = None if args.no_page else chromium
    if chromium:
        empty = tmp / "empty.html"
        empty.write_text("<!doctype html><title>empty</title>")
        page_load_s(chromium, empty, tmp)  # a first start warms the binary's files
        blank = min(page_load_s(chromium, empty, tmp) for _ in range(3))
        big = min(page_load_s(chromium, rows[-1][5], tmp) for _ in range(3))
        print(
            f"page at {rows[-1][0]:,} records: {rows[-1][4]:.1f} MiB, chromium load {big:.2f} s "
            f"({big - blank:.2f} s over an empty page's {blank:.2f} s; best of 3)"
        )
    elif not args.no_page:
        print("no chromium on PATH: the page's load time is not measured")
    if not args.keep:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
