"""Issue 30's batch figures: the same grid run twice against a sim priced as OpenAI prices
gpt-4.1 (list and Batch API rates from the built-in table), once synchronously and once with
``--cre-batch wait``, each with a fresh response cache.

Printed: the cost of the batch run over the synchronous run's at the table's rates (expect
0.50), and again with the synchronous arm's prefix-cache hits at its cached price; the
requests the batch run sent synchronously (expect 0: the sim injects no faults here); and
each run's wall time.

    python benchmarks/bench_batch.py            # 6 cells x 50 at 8K (300 requests an arm)
    python benchmarks/bench_batch.py --quick    # 6 cells x 10 at 8K
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_perf import sim_server  # benchmarks/ is the script's folder: on sys.path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pytest_cre.analysis.tables import usage  # noqa: E402
from pytest_cre.core.prices import builtin_prices, load_prices  # noqa: E402


def price_file(path: Path) -> None:
    """The sim at gpt-4.1's list and batch prices (the built-in table's, with its date)."""
    p = builtin_prices().lookup("openai", "gpt-4.1")
    assert p is not None and p.batch_input is not None
    path.write_text(
        f'[vllm."priced"]\ninput = {p.input}\ncached_input = {p.cached_input}\noutput = {p.output}\n'
        f'batch_input = {p.batch_input}\nbatch_output = {p.batch_output}\nchecked = "{p.checked}"\n'
        f'source = "gpt-4.1 at {p.source}"\n'
    )


def arm(tmp: Path, name: str, grid: list[str], batch: bool) -> dict:
    """One run against a fresh sim; its cost, synchronous requests and wall time."""
    project = tmp / name
    with sim_server("base=200", faults="batch_s=2") as url:
        (project / "models").mkdir(parents=True)
        (project / "models" / "priced.toml").write_text(
            f'name = "priced"\nvendor = "vllm"\nbase_url = "{url}"\napi_key = "not-needed"\nmax_tokens = 256\n'
            "concurrency = 16\nbatch = true\n"
        )
        price_file(project / "prices.toml")
        (project / "cells").symlink_to(ROOT / "cells")
        (project / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "cells", "-q", "-p", "no:cacheprovider", "--cre-model", "priced",
             "--cre-prices", "prices.toml", "--cre-cache", str(project / "cache.sqlite"), "--cre-batch",
             "wait" if batch else "off", *grid],
            cwd=project, env=dict(os.environ), capture_output=True, text=True,
        )  # fmt: skip
        wall = time.perf_counter() - start
        if done.returncode not in (0, 1):
            raise SystemExit(f"{name}: pytest failed:\n{done.stdout[-3000:]}{done.stderr[-2000:]}")
    records = [json.loads(x) for x in (project / "reports" / "latest" / "records.jsonl").read_text().splitlines()]
    sent = sum(1 for r in records if not (r.get("attempt_log") or [{}])[0].get("batch"))
    table = load_prices(project / "prices.toml")  # as the run's summary prices them
    (project / "flat.toml").write_text((project / "prices.toml").read_text().replace("cached_input", "# cached"))
    flat = load_prices(project / "flat.toml")  # no prefix-cache discount on either arm
    cost, flat_cost = usage(records, table)["cost_usd"], usage(records, flat)["cost_usd"]
    return {"cost": cost, "flat": flat_cost, "sync": sent, "samples": len(records), "wall": wall}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="10 samples a cell instead of 50")
    args = ap.parse_args()
    grid = ["--cre-tiers", "8k", "--cre-fillers", "ws,qo_v2,neutral", "--cre-positions", "end,middle", "--cre-n",
            "10" if args.quick else "50"]  # fmt: skip
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        sync = arm(tmp, "sync", grid, batch=False)
        batch = arm(tmp, "batch", grid, batch=True)
    print(f"grid: {' '.join(grid)}; {sync['samples']} samples an arm; gpt-4.1's list and batch prices")
    print(f"synchronous: ${sync['cost']:.4f}, {sync['sync']} requests sent synchronously, wall {sync['wall']:.1f} s")
    print(f"batch:       ${batch['cost']:.4f}, {batch['sync']} requests sent synchronously, wall {batch['wall']:.1f} s")
    print(
        f"cost batch / synchronous: {batch['flat'] / sync['flat']:.2f}x at the list and batch rates (expect 0.50); "
        f"{batch['cost'] / sync['cost']:.2f}x when the synchronous arm's prefix-cache hits are billed at "
        "cached_input (the table prices a batch's cached tokens as its others: no vendor states a batch "
        f"cache discount); sent synchronously in batch mode: {batch['sync']}"
    )


if __name__ == "__main__":
    main()
