"""Issue 48's figures: the adaptive design (``--cre-adaptive``) simulated, its validity on null
comparisons and its savings and agreement on grids shaped like the paper's tables.

(a) Null: comparisons whose two arms have the same accuracy (spread over 0.05-0.99), the pairs
independent or positively correlated (the same target item at both positions), each tested by
``sequential_test`` as a run would sample it. Printed: the share declared significant at a
per-comparison level (m = 1) with its exact (Clopper-Pearson) one-sided 95% upper bound, and the
family-wise share on null grids of 27 comparisons at alpha 0.01 Bonferroni.

(b) Paper-shaped: each comparison's two arms drawn independently at a table's printed
accuracies (end, end + drop), N per arm; the fixed design tests all N pairs (Fisher, two-sided,
alpha 0.01 / m, scipy's rule), the adaptive design the same draws in sample order, stopping
where its rules say. Printed: the agreement share (runs whose significant sets are identical),
the request share (sum of 2 * pairs used over sum of 2 * N), each comparison's mean pairs and
disagreement share, and the first run's adaptive table beside its fixed one.

    python benchmarks/bench_adaptive.py            # 2 x 10,800 null comparisons, 1,000 null grids, 1,000 runs a table
    python benchmarks/bench_adaptive.py --part null   # (a) only; --part paper: (b) only
    python benchmarks/bench_adaptive.py --quick    # a tenth of each
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pytest_cre.analysis.power import _pvalues  # noqa: E402
from pytest_cre.analysis.sequential import AdaptiveSettings, sequential_test  # noqa: E402

N = 50  # the paper's per-cell samples, the cap

# (model, tier, end %, drop pp) as printed. Table 1: GSM8K, ws filler, 27 comparisons.
TABLE_1 = [
    (model, tier, end, drop)
    for model, row in {
        "Qwen 2.5-7B": [(90, -86), (86, -84), (94, -94)],
        "MiMo-v2-Flash": [(96, -12), (98, -24), (96, -88)],
        "MiMo-V2.5-Pro": [(98, -8), (100, -16), (100, -32)],
        "GLM-4.7-FlashX": [(92, -12), (90, -20), (90, -34)],
        "GLM-5.1": [(98, 0), (96, 2), (96, 2)],
        "DeepSeek-R": [(94, 0), (96, 0), (98, 0)],
        "DeepSeek-V4-Pro": [(100, -2), (100, -2), (100, -4)],
        "Kimi k2.5": [(94, 4), (96, 0), (98, -6)],
        "Kimi-K2.6": [(96, 2), (98, -2), (94, 2)],
    }.items()
    for tier, (end, drop) in zip(("8K", "32K", "64K"), row)
]
# Table 16 (A.9): GSM8K, qo_v2 filler, the four Round 2 models, 12 comparisons.
TABLE_16 = [
    (model, tier, end, mid - end)
    for model, row in {
        "DeepSeek-V4-Pro": [(100, 68), (100, 84), (100, 82)],
        "MiMo-V2.5-Pro": [(100, 44), (94, 50), (84, 30)],
        "Kimi-K2.6": [(98, 78), (98, 60), (98, 64)],
        "GLM-5.1": [(100, 64), (100, 60), (100, 50)],
    }.items()
    for tier, (end, mid) in zip(("8K", "32K", "64K"), row)
]
# Table 13 (A.7): 32K, qo_v2 filler, the initial five models, 5 comparisons.
TABLE_13 = [
    ("Qwen", "32K", 90, -90),
    ("MiMo", "32K", 96, -20),
    ("FlashX", "32K", 90, -30),
    ("DeepSeek", "32K", 98, -14),
    ("Kimi", "32K", 96, -42),
]


def upper_bound(k: int, n: int, level: float = 0.95) -> float:
    """The exact (Clopper-Pearson) one-sided upper confidence bound of a share k / n."""
    from scipy.stats import beta

    return 1.0 if k == n else float(beta.ppf(level, k + 1, n - k))


def null_pairs(rng: np.random.Generator, p: float, rho: float) -> tuple[np.ndarray, np.ndarray]:
    """N pairs of two arms at the same accuracy ``p``; with probability ``rho`` a pair's arm
    copies its baseline (the same target item is easy or hard at both positions), so the arms
    correlate with coefficient ``rho`` and keep accuracy ``p`` each."""
    base = rng.random(N) < p
    own = rng.random(N) < p
    arm = np.where(rng.random(N) < rho, base, own)
    return base, arm


def null_share(settings: AdaptiveSettings, comparisons: int, alpha: float, seed: int) -> dict:
    """Type I share at level ``alpha`` (m = 1) over ``comparisons`` null comparisons, half with
    independent pairs, half with pairs correlated at rho in 0.3-0.9."""
    rng = np.random.default_rng(seed)
    design = settings.design(alpha, N)
    hits = pairs = 0
    for i in range(comparisons):
        rho = 0.0 if i % 2 == 0 else rng.uniform(0.3, 0.9)
        base, arm = null_pairs(rng, rng.uniform(0.05, 0.99), rho)
        result = sequential_test(base.tolist(), arm.tolist(), design)
        hits += result.significant
        pairs += result.pairs
    return {
        "test": f"per comparison, alpha {alpha:g} (m = 1)",
        "comparisons": comparisons,
        "significant": hits,
        "share": hits / comparisons,
        "upper 95%": upper_bound(hits, comparisons),
        "bound": alpha,
        "request share": pairs / (comparisons * N),
    }


def null_family(settings: AdaptiveSettings, grids: int, seed: int, m: int = 27, alpha: float = 0.01) -> dict:
    """Family-wise share: null grids of ``m`` comparisons at alpha / m each (Bonferroni)."""
    rng = np.random.default_rng(seed)
    design = settings.design(alpha / m, N)
    any_hit = pairs = 0
    for _ in range(grids):
        hit = False
        for j in range(m):
            base, arm = null_pairs(rng, rng.uniform(0.05, 0.99), 0.0 if j % 2 == 0 else rng.uniform(0.3, 0.9))
            result = sequential_test(base.tolist(), arm.tolist(), design)
            hit |= result.significant
            pairs += result.pairs
        any_hit += hit
    return {
        "test": f"family-wise, {m} comparisons, alpha {alpha:g} Bonferroni",
        "comparisons": grids * m,
        "significant": any_hit,
        "share": any_hit / grids,
        "upper 95%": upper_bound(any_hit, grids),
        "bound": alpha,
        "request share": pairs / (grids * m * N),
    }


@dataclass
class Paper:
    """One table's simulation: per run and comparison, the fixed and adaptive verdicts."""

    name: str
    table: list[tuple[str, str, int, int]]
    runs: int
    fixed: np.ndarray  # [run, comparison] significant under the fixed design
    adaptive: np.ndarray  # [run, comparison] significant under the adaptive design
    pairs: np.ndarray  # [run, comparison] pairs the adaptive design used
    verdicts: dict[str, int]  # how the adaptive design settled its comparisons
    first: pd.DataFrame  # the first run's two tables side by side

    @property
    def agreement(self) -> float:
        return float(np.mean(np.all(self.fixed == self.adaptive, axis=1)))

    @property
    def request_share(self) -> float:
        return float(self.pairs.sum() / (self.pairs.size * N))


def paper(
    name: str,
    table: list[tuple[str, str, int, int]],
    settings: AdaptiveSettings,
    runs: int,
    seed: int,
    alpha: float = 0.01,
) -> Paper:
    m = len(table)
    threshold = alpha / m
    p_fixed = _pvalues(N, N, "two-sided")
    design = settings.design(threshold, N)
    rng = np.random.default_rng(seed)
    fixed = np.zeros((runs, m), dtype=bool)
    adaptive = np.zeros((runs, m), dtype=bool)
    pairs = np.zeros((runs, m), dtype=int)
    verdicts: dict[str, int] = {}
    rows = []
    for r in range(runs):
        for j, (model, tier, end, drop) in enumerate(table):
            base = rng.random(N) < end / 100
            arm = rng.random(N) < min(1.0, max(0.0, (end + drop) / 100))
            p = float(p_fixed[arm.sum(), base.sum()])
            result = sequential_test(base.tolist(), arm.tolist(), design)
            fixed[r, j], adaptive[r, j], pairs[r, j] = p <= threshold, result.significant, result.pairs
            verdicts[result.verdict] = verdicts.get(result.verdict, 0) + 1
            if r == 0:
                n = result.pairs
                rows.append(
                    {
                        "model": model,
                        "tier": tier,
                        "printed": f"{end}% {drop:+d}pp",
                        "fixed end": f"{base.sum()}/{N}",
                        "fixed mid": f"{arm.sum()}/{N}",
                        "fixed p": f"{p:.2g}",
                        "fixed sig": "*" if p <= threshold else "",
                        "adapt end": f"{base[:n].sum()}/{n}",
                        "adapt mid": f"{arm[:n].sum()}/{n}",
                        "verdict": result.verdict,
                        "interval (pp)": f"[{100 * result.interval[0]:+.0f}, {100 * result.interval[1]:+.0f}]",
                        "adapt sig": "*" if result.significant else "",
                    }
                )
    return Paper(name, table, runs, fixed, adaptive, pairs, verdicts, pd.DataFrame(rows))


def per_comparison(sim: Paper) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "model": [t[0] for t in sim.table],
            "tier": [t[1] for t in sim.table],
            "end %": [t[2] for t in sim.table],
            "drop pp": [t[3] for t in sim.table],
            "fixed sig share": sim.fixed.mean(axis=0).round(3),
            "adaptive sig share": sim.adaptive.mean(axis=0).round(3),
            "disagreement": (sim.fixed != sim.adaptive).mean(axis=0).round(3),
            "mean pairs": sim.pairs.mean(axis=0).round(1),
        }
    )


def paper_part(settings: AdaptiveSettings, runs: int, seed: int) -> None:
    """(b): each table simulated and printed, then their summary."""
    summary = []
    for i, (name, table) in enumerate((("Table 1", TABLE_1), ("Table 16", TABLE_16), ("Table 13", TABLE_13))):
        sim = paper(name, table, settings, runs, seed + 10 + i)
        summary.append(
            {
                "table": name,
                "comparisons": len(table),
                "runs": runs,
                "agreement": sim.agreement,
                "request share": sim.request_share,
            }
        )
        print(f"\n(b) {name}: agreement {sim.agreement:.3f}, request share {sim.request_share:.3f} ({runs} runs)")
        print(per_comparison(sim).to_string(index=False))
        print("verdicts: " + ", ".join(f"{v} {k / (runs * len(table)):.3f}" for v, k in sorted(sim.verdicts.items())))
        print(f"\n{name}, the first run: the fixed design's table beside the adaptive one's")
        print(sim.first.to_string(index=False))
    print("\n(b) summary")
    print(pd.DataFrame(summary).to_string(index=False, float_format=lambda v: f"{v:.3f}"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the comparisons and runs")
    parser.add_argument("--seed", type=int, default=48)
    parser.add_argument("--part", choices=("all", "null", "paper"), default="all", help="(a), (b) or both")
    for f in fields(AdaptiveSettings):
        parser.add_argument(f"--{f.name.replace('_', '-')}", type=type(f.default), default=f.default)
    args = parser.parse_args()
    settings = AdaptiveSettings(**{f.name: getattr(args, f.name) for f in fields(AdaptiveSettings)})
    scale = 10 if args.quick else 1
    runs, grids, comparisons = 1000 // scale, 1000 // scale, 10_800 // scale
    pd.set_option("display.width", 200)
    print(f"settings: {settings}, N = {N}, seed {args.seed}")
    start, cpu = time.perf_counter(), time.process_time()
    if args.part != "paper":
        null = pd.DataFrame(
            [
                null_share(settings, comparisons, 0.05, args.seed),
                null_share(settings, comparisons, 0.01, args.seed + 1),
                null_family(settings, grids, args.seed + 2),
            ]
        )
        print("\n(a) null comparisons (equal arms at 0.05-0.99, half with correlated pairs)")
        print(null.to_string(index=False, float_format=lambda v: f"{v:.4f}"))
    if args.part != "null":
        paper_part(settings, runs, args.seed)
    print(f"\n{time.perf_counter() - start:.0f} s wall, {time.process_time() - cpu:.0f} s CPU")
    one = [[True] * N, [i % 3 != 0 for i in range(N)]]  # a 34pp drop that runs to the cap
    design = settings.design(0.01 / 27, N)
    cpu = time.process_time()
    for _ in range(200):
        sequential_test(one[0], one[1], design)
    print(f"one comparison's whole test at N = {N} (to the cap): {(time.process_time() - cpu) / 200 * 1e3:.2f} ms CPU")


if __name__ == "__main__":
    main()
