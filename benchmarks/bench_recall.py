"""Recall benchmarks, measured side by side in one run:

1. extraction: every function of jQuery 3.7.1 (fetched with `npm pack`, cached) with
   `extract()` vs tree-sitter's bare parse of the same text (the floor), medians of repeats;
2. throughput: a recall grid (novel_16k and novel_64k, the 18 manifest targets each, one request per item) through
   `pytest cells` vs a bare asyncio.gather over AsyncOpenAI with the same prompts at the same
   concurrency, against one loopback sim server, first request to last response, and the share
   of prompt tokens the server reported as cached; once with a fixed latency (200 ms) and once
   with a prefill cost on the tokens its prefix cache did not serve (base=50,per_1k=15).

    python benchmarks/bench_recall.py [--latency 200 --latency base=50,per_1k=15] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_endpoint import ROOT, pytest_cells, span
from bench_perf import sim_server


def extraction(repeat: int) -> None:
    from pytest_cre.families.recall.corpus import _npm_file
    from pytest_cre.families.recall.extract import _tools, extract

    spec = (ROOT / "corpora" / "jquery.toml").read_text()
    sha = spec.split('sha256 = "')[1].split('"')[0]
    path = _npm_file("jquery@3.7.1", "package/dist/jquery.js", sha, ROOT / ".cre-cache" / "corpora")
    text = path.read_text()
    parser, _ = _tools("javascript")
    data = text.encode()
    extract(path, text)  # warm: grammar loaded
    full, parse = [], []
    for _ in range(repeat):
        t = time.perf_counter()
        functions = extract(path, text)
        full.append(time.perf_counter() - t)
        t = time.perf_counter()
        parser.parse(data)
        parse.append(time.perf_counter() - t)
    f, p = statistics.median(full), statistics.median(parse)
    print(
        f"extract jQuery 3.7.1 ({len(text) / 1000:.0f} KB, {len(functions)} functions): median {f:.3f}s "
        f"(limit 0.25s); tree-sitter parse alone {p:.3f}s; ratio {f / p:.1f}x the parse"
    )


async def bare_cached(url: str, prompts: list[list[dict]], concurrency: int) -> tuple[float, list[float]]:
    """``bench_endpoint.bare``, also adding up the cached tokens the server reported."""
    from openai import AsyncOpenAI

    client = AsyncOpenAI(base_url=url, api_key="x", max_retries=0)
    slots = asyncio.Semaphore(concurrency)
    stamps: list[tuple[float, float]] = []
    tokens = [0, 0]

    async def one(messages: list[dict]) -> None:
        async with slots:
            t0 = time.time()
            out = await client.chat.completions.create(model="sim", messages=messages, max_tokens=2048, temperature=0.0)
            stamps.append((t0, time.time()))
            tokens[0] += out.usage.prompt_tokens_details.cached_tokens
            tokens[1] += out.usage.prompt_tokens

    await asyncio.gather(*(one(m) for m in prompts))
    await client.close()
    return max(b for _, b in stamps) - min(a for a, _ in stamps), [tokens[0] / tokens[1]]


def throughput(latency: str, concurrency: int) -> None:
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.options import build_settings
    from pytest_cre.run.runner import Runner

    families = builtin_families()
    settings = build_settings({"corpora": "novel_16k,novel_64k", "base_dir": str(ROOT)}, families=families)
    data = {"recall": families["recall"].run_data()}
    cells = families["recall"].expand(settings, data["recall"])
    runner = Runner(settings, "bench", families, data)
    prompts = [p.messages for spec in cells for p, _ in runner.prompts(spec)]
    grid = ["--cre-corpora", "novel_16k,novel_64k", "--cre-concurrency", str(concurrency), "--cre-cache", "off"]
    # Each side against a fresh server: a prefix cache warmed by the other would flatter it.
    with sim_server(latency) as url, tempfile.TemporaryDirectory() as tmp:
        _, recs = pytest_cells(url, Path(tmp) / "r", grid)
    with sim_server(latency) as url:
        bare_span, bare_share = asyncio.run(bare_cached(url, prompts, concurrency))
    ours = len(recs) / span(recs)
    theirs = len(prompts) / bare_span
    cached = sum(r["cached_tokens"] or 0 for r in recs) / sum(r["reported_prompt_tokens"] or 0 for r in recs)
    bare_share = bare_share[0]
    print(f"recall grid, {len(recs)} requests (one per item) at concurrency {concurrency}, latency {latency}:")
    print(f"  bare asyncio.gather : {theirs:6.1f} req/s, prompt tokens from the prefix cache {bare_share:.1%}")
    print(
        f"  pytest cells        : {ours:6.1f} req/s, prompt tokens from the prefix cache {cached:.1%}  "
        f"ratio {ours / theirs:.2f}x (limit >= 0.9x)"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--latency", action="append", help="sim latency: ms, or base=..,per_1k=.. (repeatable)")
    ap.add_argument("--concurrency", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    extraction(args.repeat)
    for latency in args.latency or ["200", "base=50,per_1k=15"]:
        throughput(latency, args.concurrency)


if __name__ == "__main__":
    main()
