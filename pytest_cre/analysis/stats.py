"""Statistics: numbers in, result objects out (scipy/statsmodels; pytest-free)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def wilson(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials ((nan, nan) when n == 0)."""
    if n == 0:
        return (float("nan"), float("nan"))
    from statsmodels.stats.proportion import proportion_confint

    lo, hi = proportion_confint(k, n, alpha=1 - level, method="wilson")
    return (float(lo), float(hi))


def fisher(k_a: int, n_a: int, k_b: int, n_b: int, alternative: str = "two-sided") -> float:
    """Fisher exact p for arm a vs arm b; ``greater`` tests acc(a) > acc(b)."""
    from scipy.stats import fisher_exact

    table = [[k_a, n_a - k_a], [k_b, n_b - k_b]]
    return float(fisher_exact(table, alternative=alternative).pvalue)


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
    from statsmodels.stats.multitest import multipletests

    reject, p_adj, _, alpha_bonf = multipletests(list(pvalues), alpha=alpha, method=method)
    threshold = float(alpha_bonf) if method == "bonferroni" else None
    return Adjusted([float(p) for p in p_adj], [bool(r) for r in reject], threshold, method, alpha, m)


def diff_ci(k_a: int, n_a: int, k_b: int, n_b: int, level: float = 0.95) -> tuple[float, float]:
    """Newcombe (hybrid Wilson score) interval for acc(a) - acc(b)."""
    if not n_a or not n_b:
        return (float("nan"), float("nan"))
    from statsmodels.stats.proportion import confint_proportions_2indep

    lo, hi = confint_proportions_2indep(k_a, n_a, k_b, n_b, method="newcomb", compare="diff",
                                        alpha=1 - level)
    return (float(lo), float(hi))


_POWER_ALT = {"two-sided": "two-sided", "less": "larger", "greater": "larger"}


def min_detectable_drop(n: int, p0: float, alpha: float, power: float = 0.8,
                        alternative: str = "two-sided") -> float:
    """Smallest drop (pp) below accuracy ``p0`` that n samples per arm detect with ``power`` at
    ``alpha`` (Cohen's h, normal approximation via statsmodels)."""
    import math

    from statsmodels.stats.power import NormalIndPower

    h = NormalIndPower().solve_power(effect_size=None, nobs1=n, alpha=alpha, power=power, ratio=1.0,
                                     alternative=_POWER_ALT.get(alternative, "two-sided"))
    angle = math.asin(math.sqrt(p0)) - abs(float(h)) / 2
    p1 = math.sin(max(0.0, angle)) ** 2
    return 100.0 * (p0 - p1)


def n_for_drop(drop_pp: float, p0: float, alpha: float, power: float = 0.8,
               alternative: str = "two-sided") -> int:
    """Samples per arm needed to detect a drop of ``drop_pp`` below ``p0`` (see above)."""
    import math

    from statsmodels.stats.power import NormalIndPower
    from statsmodels.stats.proportion import proportion_effectsize

    p1 = p0 - drop_pp / 100.0
    if not 0 <= p1 < p0 <= 1:
        raise ValueError("need 0 < drop <= end accuracy")
    h = abs(proportion_effectsize(p0, p1))
    n = NormalIndPower().solve_power(effect_size=h, nobs1=None, alpha=alpha, power=power, ratio=1.0,
                                     alternative=_POWER_ALT.get(alternative, "two-sided"))
    return int(math.ceil(float(n)))
