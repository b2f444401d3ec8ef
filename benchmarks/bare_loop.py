"""The bare loop pytest-cre is measured against: one process, ``asyncio.gather`` over one
``AsyncOpenAI`` under a semaphore, sending prompts prepared beforehand (byte-identical to
pytest-cre's). Writes the start and end time of every request and the process's peak RSS.

    python benchmarks/bare_loop.py URL PROMPTS.json CONCURRENCY OUT.json
"""

from __future__ import annotations

import asyncio
import json
import sys
import time


async def main(url: str, prompts: dict, concurrency: int) -> list[tuple[float, float]]:
    from openai import AsyncOpenAI

    client = AsyncOpenAI(base_url=url, api_key="x", max_retries=0, timeout=600)
    slots = asyncio.Semaphore(concurrency)
    stamps: list[tuple[float, float]] = []

    async def one(messages: list[dict]) -> None:
        async with slots:
            t0 = time.time()
            await client.chat.completions.create(model=prompts["model"], messages=messages, **prompts["params"])
            stamps.append((t0, time.time()))

    await asyncio.gather(*(one(m) for m in prompts["messages"]))
    await client.close()
    return stamps


if __name__ == "__main__":
    url, source, concurrency, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    with open(source, encoding="utf-8") as f:
        prompts = json.load(f)
    stamps = asyncio.run(main(url, prompts, concurrency))
    with open("/proc/self/status") as f:
        peak_kb = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
    with open(out, "w") as f:
        json.dump({"stamps": stamps, "peak_kb": peak_kb}, f)
