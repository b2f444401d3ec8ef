"""Statistics: numbers in, result objects out (scipy/statsmodels, their answers remembered by
``memo``; pytest-free)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

from .memo import remembered


@remembered
def wilson(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials ((nan, nan) when n == 0)."""
    if n == 0:
        return (float("nan"), float("nan"))
    from statsmodels.stats.proportion import proportion_confint

    lo, hi = proportion_confint(k, n, alpha=1 - level, method="wilson")
    return (float(lo), float(hi))


def wilson_light(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval in closed form, with the normal quantile from the standard
    library: what a cell item reports as it finishes, so a worker process never imports
    scipy/statsmodels (1-1.5 s, ~100 MB). Equal to ``wilson`` to ~1e-15 (tested); the run's
    files use ``wilson``."""
    if n == 0:
        return (float("nan"), float("nan"))
    z = NormalDist().inv_cdf(1 - (1 - level) / 2)
    p, z2 = k / n, z * z
    denom = 1 + z2 / n
    center = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (center - half, center + half)


@remembered
def fisher(k_a: int, n_a: int, k_b: int, n_b: int, alternative: str = "two-sided") -> float:
    """Fisher exact p for arm a vs arm b; ``greater`` tests acc(a) > acc(b)."""
    from scipy.stats import fisher_exact

    table = [[k_a, n_a - k_a], [k_b, n_b - k_b]]
    return float(fisher_exact(table, alternative=alternative).pvalue)


@remembered
def mcnemar_exact(b: int, c: int) -> float:
    """Exact McNemar p from the discordant pair counts (b: a right, b wrong; c: the reverse)."""
    from statsmodels.stats.contingency_tables import mcnemar

    return float(mcnemar([[0, b], [c, 0]], exact=True).pvalue)


@dataclass(frozen=True)
class Adjusted:
    p_adjusted: list[float]
    significant: list[bool]
    threshold: float | None  # the raw-p threshold (Bonferroni), None for step-wise methods
    method: str
    alpha: float
    family_size: int


def adjust(pvalues: Sequence[float], alpha: float = 0.01, method: str = "bonferroni") -> Adjusted:
    """Multiple-testing correction over one family of p-values."""
    m = len(pvalues)
    if m == 0:
        return Adjusted([], [], alpha, method, alpha, 0)
    if method == "none":
        return Adjusted(list(map(float, pvalues)), [p <= alpha for p in pvalues], alpha, method, alpha, m)
    reject, p_adj, alpha_bonf = _multipletests(list(map(float, pvalues)), alpha, method)
    threshold = alpha_bonf if method == "bonferroni" else None
    return Adjusted(list(p_adj), list(reject), threshold, method, alpha, m)


@remembered
def _multipletests(pvalues: list[float], alpha: float, method: str) -> tuple[list[bool], list[float], float]:
    from statsmodels.stats.multitest import multipletests

    reject, p_adj, _, alpha_bonf = multipletests(pvalues, alpha=alpha, method=method)
    return [bool(r) for r in reject], [float(p) for p in p_adj], float(alpha_bonf)


@remembered
def diff_ci(k_a: int, n_a: int, k_b: int, n_b: int, level: float = 0.95) -> tuple[float, float]:
    """Newcombe (hybrid Wilson score) interval for acc(a) - acc(b)."""
    if not n_a or not n_b:
        return (float("nan"), float("nan"))
    from statsmodels.stats.proportion import confint_proportions_2indep

    lo, hi = confint_proportions_2indep(k_a, n_a, k_b, n_b, method="newcomb", compare="diff", alpha=1 - level)
    return (float(lo), float(hi))
