"""Lease overhead of the xdist coordinator: requests/s of one ``ModelClient`` whose slots are
leased from a coordinator over loopback TCP (what every xdist worker does) vs the same client
with a local semaphore (a run without xdist), against one sim server in its own process, side
by side in one run. At latency 0 the lease round trip is the whole difference (worst case);
at a realistic latency it should vanish.

    python benchmarks/bench_coordinator.py [--requests 400] [--concurrency 8] [--latency 0,50]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from bench_perf import sim_server  # benchmarks/ is the script's folder: on sys.path

from pytest_cre.endpoints.client import ModelClient
from pytest_cre.endpoints.vendors import resolve_model
from pytest_cre.run.coordinator import Coordinator, Link


async def throughput(url: str, requests: int, concurrency: int, link: Link | None) -> float:
    model = resolve_model("vllm:sim", base_url=url)
    slots = link.gate(model.name, concurrency) if link is not None else None
    client = ModelClient(model, [url], None, concurrency, slots=slots)
    messages = lambda i: [{"role": "user", "content": f"What is {i} + 1? Answer: N"}]  # noqa: E731
    await client.complete(messages(-1), client.key("0" * 64, 0, -1))  # imports and connects first
    start = time.perf_counter()
    results = await asyncio.gather(*(client.complete(messages(i), client.key("0" * 64, 0, i)) for i in range(requests)))
    elapsed = time.perf_counter() - start
    await client.close()
    assert all(r.status == "ok" for r in results), {r.status for r in results}
    return requests / elapsed


async def lease_round_trip(link: Link, n: int = 500) -> float:
    """Seconds per acquire + release when nothing waits: the cost a request pays."""
    gate = link.gate("round-trip", 1)
    start = time.perf_counter()
    for _ in range(n):
        async with gate:
            pass
    return (time.perf_counter() - start) / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--latency", default="0,50", help="sim latencies in ms, comma list")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    for latency in (float(x) for x in args.latency.split(",")):
        coordinator = Coordinator({}).start()
        link = Link(coordinator.address, coordinator.token)
        with sim_server(f"{latency:g}") as url:
            local, leased = [], []
            for i in range(args.repeat):  # interleaved, in alternating order: drift hits both alike
                for use in (None, link) if i % 2 == 0 else (link, None):
                    rate = asyncio.run(throughput(url, args.requests, args.concurrency, use))
                    (local if use is None else leased).append(rate)
            ratios = sorted(b / a for a, b in zip(local, leased))
            print(
                f"latency {latency:g} ms, concurrency {args.concurrency}, {args.requests} requests x "
                f"{args.repeat}: local semaphore {statistics.median(local):.0f} req/s, coordinator leases "
                f"{statistics.median(leased):.0f} req/s, leased/local ratio median "
                f"{statistics.median(ratios):.2f} (range {ratios[0]:.2f}-{ratios[-1]:.2f}; most leases out at once: "
                f"{max(coordinator.max_held.values(), default=0)})"
            )
            if latency == 0:
                per = asyncio.run(lease_round_trip(link))
                print(f"one lease (acquire + release, nothing waiting): {per * 1000:.2f} ms")
        link.close()
        coordinator.close()


if __name__ == "__main__":
    main()
