"""The contrast's gap interval and test by Monte Carlo, beside what they replaced: coverage and
zero-width share of the profile-likelihood interval (``mean_interval``) and of the t interval;
rejection rates of its likelihood-ratio test (``mean_p``), of the Wilcoxon signed-rank test and
of an exact sign-flip test of the mean; and how often a test's verdict and an interval at the
same level disagree (a star beside an interval holding 0, or the reverse). The n pairs' four
cells (reasoning end and middle, retrieval end and middle) are independent Bernoulli draws.

    python benchmarks/contrast_coverage.py [--reps 2000] [--pairs 50] [--level 0.95] [--seed 0]

Each scenario is ``reasoning end / middle, retrieval end / middle``; its true gap is (middle -
end) of reasoning minus (middle - end) of retrieval. A replicate's gaps are one count vector
over -2..2, so each distinct vector is computed once.
"""

from __future__ import annotations

import argparse
import functools
import math
import statistics

import numpy as np
from scipy import stats

from pytest_cre.analysis.stats import mean_interval, mean_p

# (reasoning end, reasoning middle, retrieval end, retrieval middle): gap 0 at four accuracies,
# then real gaps: small ones near 100%, where the t interval collapses onto 0 and misses them,
# and larger ones either way.
SCENARIOS = (
    (0.995, 0.995, 0.995, 0.995),
    (0.95, 0.95, 0.95, 0.95),
    (0.8, 0.8, 0.8, 0.8),
    (0.5, 0.5, 0.5, 0.5),
    (0.995, 0.99, 0.995, 0.995),
    (0.995, 0.97, 0.995, 0.995),
    (0.995, 0.9, 0.995, 0.995),
    (0.95, 0.6, 0.95, 0.85),
    (0.9, 0.9, 0.99, 0.8),
)


def sign_flip_p(counts: tuple[int, ...]) -> float:
    """Exact two-sided sign-flip p of a zero mean: the share of the 2^n sign assignments whose
    sum is at least as far from 0 as the observed one (one binomial per size of difference)."""
    ways = {0: 1}
    for size, m in ((1, counts[1] + counts[3]), (2, counts[0] + counts[4])):
        step = {size * (2 * j - m): math.comb(m, j) for j in range(m + 1)}
        out: dict[int, int] = {}
        for s, w in ways.items():
            for t, v in step.items():
                out[s + t] = out.get(s + t, 0) + w * v
        ways = out
    observed = abs(sum(v * c for v, c in zip(range(-2, 3), counts)))
    return sum(w for s, w in ways.items() if abs(s) >= observed) / sum(ways.values())


@functools.cache
def new(counts: tuple[int, ...], level: float) -> tuple[float, float, float, float]:
    lo, hi = mean_interval(counts, -2, level)
    return lo, hi, mean_p(counts, -2), sign_flip_p(counts)


@functools.cache
def old(counts: tuple[int, ...], level: float) -> tuple[float, float, float]:
    """What the contrast computed before: a t interval and the Wilcoxon signed-rank p."""
    d = [v for v, c in zip(range(-2, 3), counts) for _ in range(c)]
    n, mean = len(d), sum(d) / len(d)
    half = float(stats.t.ppf(0.5 + level / 2, n - 1)) * statistics.stdev(d) / math.sqrt(n)
    p = 1.0 if not any(d) else float(stats.wilcoxon(d, zero_method="wilcox").pvalue)
    return mean - half, mean + half, p


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--reps", type=int, default=2000)
    parser.add_argument("--pairs", type=int, default=50)
    parser.add_argument("--level", type=float, default=0.95)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    alpha = 1 - args.level
    print(f"n = {args.pairs} pairs, {args.reps} replicates, {100 * args.level:g}% intervals, tests at {alpha:.2g}")
    head = (
        "| accuracies (reasoning end / mid, retrieval end / mid) | true gap | coverage PL | coverage t "
        "| zero width PL | zero width t | reject LR | reject Wilcoxon | reject sign-flip "
        "| disagree LR/PL | disagree Wilcoxon/t | disagree sign-flip/PL |"
    )
    print(head)
    print("|---" * (head.count("|") - 1) + "|")
    for acc in SCENARIOS:
        gap = (acc[1] - acc[0]) - (acc[3] - acc[2])
        draws = rng.random((args.reps, args.pairs, 4)) < np.array(acc)
        d = (draws[..., 1].astype(int) - draws[..., 0]) - (draws[..., 3].astype(int) - draws[..., 2])
        tally = dict.fromkeys(("cov", "cov_t", "zero", "zero_t", "lr", "wx", "sf", "dis", "dis_t", "dis_sf"), 0)
        for row in d:
            counts = tuple(int(c) for c in np.bincount(row + 2, minlength=5))
            lo, hi, p, p_sf = new(counts, args.level)
            lo_t, hi_t, p_wx = old(counts, args.level)
            covers, covers_t = lo - 1e-12 <= gap <= hi + 1e-12, lo_t - 1e-12 <= gap <= hi_t + 1e-12
            excludes, excludes_t = not lo <= 0 <= hi, not lo_t <= 0 <= hi_t
            for key, hit in (
                ("cov", covers), ("cov_t", covers_t), ("zero", hi - lo == 0), ("zero_t", hi_t - lo_t == 0),
                ("lr", p <= alpha), ("wx", p_wx <= alpha), ("sf", p_sf <= alpha),
                ("dis", (p <= alpha) != excludes), ("dis_t", (p_wx <= alpha) != excludes_t),
                ("dis_sf", (p_sf <= alpha) != excludes),
            ):  # fmt: skip
                tally[key] += hit
        cells = " | ".join(f"{100 * v / args.reps:.1f}%" for v in tally.values())
        print(f"| {' / '.join(f'{a:g}' for a in acc)} | {100 * gap:+.1f}pp | {cells} |")


if __name__ == "__main__":
    main()
