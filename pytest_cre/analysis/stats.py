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


def _constrained_mle(values: Sequence[int], counts: Sequence[int], mean: float, delta: float) -> list[float]:
    """The probabilities of ``values`` that make the observed ``counts`` likeliest among those
    whose mean is ``delta`` (the multinomial MLE under that constraint, over the whole support).

    Lagrange gives p_k = n_k / (n + lam (v_k - delta)) on the observed values. A value never
    observed gets mass only at the support's end beyond ``delta`` (the cheapest way to move the
    mean), and only once the observed values alone cannot reach ``delta`` with a likelier fit:
    there lam = -n / (end - delta), in closed form."""
    from scipy.optimize import brentq

    n = sum(counts)
    seen = [(v, c) for v, c in zip(values, counts) if c]
    if delta == mean:
        return [c / n for c in counts]
    end = values[-1] if delta > mean else values[0]
    if counts[values.index(end)] == 0:
        reach = sum(c / abs(end - v) for v, c in seen)
        if abs(end - delta) <= n / reach:  # the end value takes mass q >= 0
            p = [c * abs(end - delta) / (n * abs(end - v)) if c else 0.0 for v, c in zip(values, counts)]
            p[values.index(end)] = max(0.0, 1.0 - sum(p))
            return p

    def slope(lam: float) -> float:  # decreasing in lam; its root is the constrained MLE
        return sum(c * (v - delta) / (n + lam * (v - delta)) for v, c in seen)

    top, bottom = max(v for v, _ in seen), min(v for v, _ in seen)
    lo, hi = -n / (top - delta), n / (delta - bottom)  # every observed p_k stays positive inside
    shrink = 1e-12 * (hi - lo)
    lam = brentq(slope, lo + shrink, hi - shrink, xtol=1e-13)
    return [c / (n + lam * (v - delta)) for v, c in zip(values, counts)]


def _mean_ratio(values: list[int], counts: list[int], delta: float) -> float:
    """The likelihood-ratio statistic of a mean ``delta``: twice the log of how much likelier
    the observed frequencies are than the likeliest probabilities with that mean."""
    n = sum(counts)
    mean = sum(v * c for v, c in zip(values, counts)) / n
    if delta == mean:
        return 0.0
    p = _constrained_mle(values, counts, mean, delta)
    return 2 * sum(c * math.log(c / (n * pk)) for c, pk in zip(counts, p) if c)


@remembered
def mean_interval(counts: Sequence[int], low: int, level: float = 0.95) -> tuple[float, float]:
    """Profile-likelihood interval for the mean of a variable on the integers ``low, low + 1,
    ...``, observed ``counts[i]`` times at ``low + i``: every mean whose likelihood-ratio test
    (``mean_p``) does not reject at ``1 - level``, the multinomial over the whole support free.

    It never has zero width while the support has two values: with all n observations at 0
    on -2..2 it is +-2 (1 - exp(-z^2 / 2n)), mass delta / 2 at 2 being the likeliest way to a
    mean delta. (nan, nan) without observations."""
    from scipy.optimize import brentq
    from scipy.stats import chi2

    counts = [int(c) for c in counts]
    n = sum(counts)
    if n == 0:
        return (math.nan, math.nan)
    values = [low + i for i in range(len(counts))]
    mean = sum(v * c for v, c in zip(values, counts)) / n
    critical = float(chi2.ppf(level, 1))
    ends = []
    for end in (values[0], values[-1]):
        inner = end + (1e-9 if end < mean else -1e-9)
        if mean == end or _mean_ratio(values, counts, inner) <= critical:
            ends.append(float(end))
        else:
            ends.append(float(brentq(lambda d: _mean_ratio(values, counts, d) - critical, mean, inner, xtol=1e-12)))
    return (min(ends), max(ends))


@remembered
def mean_p(counts: Sequence[int], low: int, null: float = 0.0) -> float:
    """Two-sided likelihood-ratio p that the mean of ``mean_interval``'s variable is ``null``:
    the test that interval inverts, so p <= 1 - level exactly when ``null`` lies outside it.
    nan without observations."""
    from scipy.stats import chi2

    counts = [int(c) for c in counts]
    if not sum(counts):
        return math.nan
    values = [low + i for i in range(len(counts))]
    if not values[0] < null < values[-1]:
        raise ValueError(f"mean_p: the null mean {null} must lie inside the support {values[0]}..{values[-1]}")
    return float(chi2.sf(_mean_ratio(values, counts, null), 1))
