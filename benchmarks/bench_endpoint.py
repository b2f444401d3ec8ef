"""Endpoint-layer benchmarks, all against one loopback sim server in its own process with a
fixed latency (default 200 ms), measured in one run:

1. throughput: requests/s of `pytest cells` (items one after another, the next cell's requests
   prefetched) vs a bare asyncio.gather over AsyncOpenAI at the same concurrency, each from
   its first request to its last response;
2. warm cache: wall time of rerunning the same grid with the response cache warm vs cold
   (and the number of requests the warm run sent: must be 0);
3. memory: peak RSS of one pytest process running one 64K cell with N=50.

    python benchmarks/bench_endpoint.py [--latency 200] [--concurrency 16] [--cells 6]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_perf import ONE_64K_CELL, sim_server  # benchmarks/ is the script's folder: on sys.path

from pytest_cre.core.record import read_records

ROOT = Path(__file__).resolve().parents[1]


def pytest_cells(url: str, out: Path, extra: list[str]) -> tuple[float, list[dict]]:
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "cells",
        "-q",
        "-p",
        "no:cacheprovider",
        "--cre-model",
        "vllm:sim",
        f"--cre-base-url={url}",
        f"--cre-report-dir={out}",
        *extra,
    ]
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(done.stdout[-3000:] + done.stderr[-3000:])
    recs = read_records(out / "latest" / "records.jsonl")
    return wall, recs


def span(recs: list[dict]) -> float:
    return max(r["finished_at"] for r in recs) - min(r["started_at"] for r in recs)


async def bare(url: str, prompts: list[list[dict]], concurrency: int) -> float:
    from openai import AsyncOpenAI

    client = AsyncOpenAI(base_url=url, api_key="x", max_retries=0)
    slots = asyncio.Semaphore(concurrency)
    stamps: list[tuple[float, float]] = []

    async def one(messages: list[dict]) -> None:
        async with slots:
            t0 = time.time()
            await client.chat.completions.create(model="sim", messages=messages, max_tokens=2048, temperature=0.0)
            stamps.append((t0, time.time()))

    await asyncio.gather(*(one(m) for m in prompts))
    await client.close()
    return max(b for _, b in stamps) - min(a for a, _ in stamps)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--latency", type=float, default=200.0)
    ap.add_argument("--concurrency", type=int, default=16)
    ap.add_argument("--n", type=int, default=50)
    ap.add_argument("--skip-throughput", action="store_true")
    args = ap.parse_args()
    grid = [
        "--cre-n",
        str(args.n),
        "--cre-tiers",
        "8k",
        "--cre-fillers",
        "ws,qo_v2,neutral",
        "--cre-positions",
        "end,middle",
        "--cre-concurrency",
        str(args.concurrency),
    ]
    with sim_server(f"{args.latency:g}") as url, tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        # 1. throughput
        _, recs = pytest_cells(url, tmp / "r1", [*grid, "--cre-cache", "off"])
        cells_rps = len(recs) / span(recs)
        from pytest_cre.core.dims import parse_tier
        from pytest_cre.families.reasoning.cells import CellSpec
        from pytest_cre.options import build_settings
        from pytest_cre.run.runner import Runner

        runner = Runner(build_settings({}), "bench")
        prompts = []
        for filler in ("ws", "qo_v2", "neutral"):
            for pos in ("end", "middle"):
                spec = CellSpec("arith", pos, filler, parse_tier("8k"), "sim", "sim", args.n, 42)
                prompts += [p.messages for p, _ in runner.prompts(spec)]
        bare_rps = len(prompts) / asyncio.run(bare(url, prompts, args.concurrency))
        ideal = args.concurrency / (args.latency / 1000)
        print(f"throughput, {len(recs)} requests at concurrency {args.concurrency}, {args.latency:g} ms:")
        print(f"  bare asyncio.gather : {bare_rps:6.1f} req/s ({bare_rps / ideal:.0%} of the {ideal:.0f} ideal)")
        print(f"  pytest cells        : {cells_rps:6.1f} req/s  ratio {cells_rps / bare_rps:.2f}x (limit >= 0.9x)")
        # 2. warm cache, on a 600-request grid (8K and 32K), at this server's latency
        big = grid[:]
        big[big.index("--cre-tiers") + 1] = "8k,32k"
        cache = f"--cre-cache={tmp / 'c.sqlite'}"
        cold, _ = pytest_cells(url, tmp / "r2", [*big, cache])
        warm, recs = pytest_cells(url, tmp / "r3", [*big, cache])
        sent = sum(1 for r in recs if not r["from_cache"])
        print(
            f"warm-cache rerun of {len(recs)} samples: cold {cold:.2f}s, warm {warm:.2f}s  ratio "
            f"{warm / cold:.3f} (limit 0.05); requests sent by the warm run: {sent}"
        )
        # 3. memory of one process running one 64K cell with N=50
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        pytest_cells(url, tmp / "r4", ONE_64K_CELL)
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(
            f"peak RSS of the pytest process running one 64K cell, N=50: {max(peak, before) / 1024:.0f} MB "
            f"(limit 400 MB)"
        )


if __name__ == "__main__":
    main()
