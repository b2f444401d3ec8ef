"""Power of Fisher's exact test for a drop from the end arm to a position arm, for any n.

The table is the one ``stats.fisher`` builds: row a = the position arm, row b = the end (baseline)
arm, so ``less`` is a drop (position below end) and ``greater`` a rise. A table is rejected when
its p-value, computed by scipy's rule for ``fisher_exact``, is <= ``alpha`` (the raw-p threshold,
e.g. alpha/family for Bonferroni). Power sums the two binomial probabilities over the rejected
tables (no normal approximation). Drop-in replacements for the normal-approximation functions of
``stats`` with the same signatures.

scipy is imported by the functions that compute, not by the module: a summary whose figures
are remembered (``memo``) never loads it.

Up to ``MAX_EXACT_N`` per arm the answer is exact. Beyond it the table grid (n^2 p-values, each
a hypergeometric tail) costs seconds to minutes, and the exact and the approximate answers agree
to about 0.1pp (less tight, and on the safe side, near 100% end accuracy), so
``min_detectable_drop`` and ``n_for_drop`` use Casagrande, Pike and Smith's continuity-corrected
normal approximation there; ``method(n)`` names which one a figure came from.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

import numpy as np

from .memo import remembered

ALTERNATIVES = ("two-sided", "less", "greater")
METHOD = "exact power of Fisher's exact test (all tables enumerated)"  # for output lines
MAX_EXACT_N = 600  # per arm; the p-value grid grows as n^2
APPROXIMATE = (
    f"above {MAX_EXACT_N} per arm, Casagrande-Pike-Smith's continuity-corrected normal "
    "approximation of Fisher's exact test (within about 0.1pp of exact power, larger at 100% end accuracy)"
)


def method(n: int) -> str:
    """How the power figures for ``n`` per arm are computed, for the line that prints them."""
    return METHOD if n <= MAX_EXACT_N else APPROXIMATE


_REL_TOL = 1e-14  # scipy's fisher_exact: pmfs within this relative tolerance count as ties


def _check(n_end: int, n_pos: int, alternative: str) -> None:
    if alternative not in ALTERNATIVES:
        raise ValueError(f"alternative must be one of {ALTERNATIVES}, not {alternative!r}")
    if min(n_end, n_pos) < 0 or max(n_end, n_pos) > MAX_EXACT_N:
        raise ValueError(f"exact power needs 0 <= n <= {MAX_EXACT_N} per arm")


def _search(
    pmf: np.ndarray, rows: np.ndarray, sign: float, d: np.ndarray, lo: np.ndarray, hi: np.ndarray
) -> np.ndarray:
    """scipy's ``_binary_search`` run on many rows at once, on ``sign * pmf[row, i]``, so that the
    tables counted on the far side of the mode are exactly the ones scipy counts."""
    lo, hi = lo.copy(), hi.copy()
    out = np.full(lo.shape, -2, dtype=np.int64)  # -2: not found inside the loop
    active = lo < hi
    while active.any():
        idx = np.nonzero(active)[0]
        mid = lo[idx] + (hi[idx] - lo[idx]) // 2
        val = sign * pmf[rows[idx], mid]
        below, above = val < d[idx], val > d[idx]
        lo[idx[below]] = mid[below] + 1
        hi[idx[above]] = mid[above] - 1
        equal = ~below & ~above
        out[idx[equal]] = mid[equal]
        active[idx[equal]] = False
        active &= lo < hi
    rest = out == -2
    at_lo = sign * pmf[rows[rest], lo[rest]] <= d[rest]
    out[rest] = np.where(at_lo, lo[rest], lo[rest] - 1)
    return out


@lru_cache(maxsize=32)
def _pvalues(n_pos: int, n_end: int, alternative: str) -> np.ndarray:
    """Fisher p-value of every table, indexed [k_pos, k_end] (read-only, cached).

    Given the total successes t, the position count is hypergeometric; its pmf comes from scipy
    (the same values ``fisher_exact`` compares), the tails are cumulative sums of that pmf.
    """
    from scipy.stats import hypergeom

    n1, n2 = n_pos, n_end
    big_n = n1 + n2
    x, y = np.meshgrid(np.arange(n1 + 1), np.arange(n2 + 1), indexing="ij")
    t = x + y
    pv = np.ones((n1 + 1, n2 + 1))
    if n1 == 0 or n2 == 0:
        pv.flags.writeable = False
        return pv
    pmf = np.zeros((big_n + 1, big_n + 2))  # [t, j]: P(k_pos = j | t); zero off the support
    # scipy is asked for a quarter of the tables (its pmf costs ~4 us a value: 1.6 s of 361,201
    # at 600 per arm), the rest are its own values at the mirror tables: with t <= N/2 the
    # complement holds P(j | t) = P(n1 - j | N - t), and with equal arms so does the swap
    # P(j | t) = P(t - j | t).
    ask = 2 * t <= big_n
    if n1 == n2:
        ask &= 2 * x <= t
    xs, ts = x[ask], t[ask]
    pmf[ts, xs] = hypergeom.pmf(xs, big_n, n1, ts)
    if n1 == n2:
        pmf[ts, ts - xs] = pmf[ts, xs]
    low_half = 2 * t < big_n
    pmf[big_n - t[low_half], n1 - x[low_half]] = pmf[t[low_half], x[low_half]]
    low = np.cumsum(pmf, axis=1)  # P(k_pos <= j | t)
    high = np.cumsum(pmf[:, ::-1], axis=1)[:, ::-1]  # P(k_pos >= j | t)
    inner = (t > 0) & (t < big_n)  # a zero column margin: p = 1, as in scipy
    xs, ts = x[inner], t[inner]
    if alternative == "less":
        p = low[ts, xs]
    elif alternative == "greater":
        p = high[ts, xs]
    else:
        p = _two_sided(pmf, low, high, xs, ts, n1, big_n)
    pv[inner] = np.minimum(p, 1.0)
    pv.flags.writeable = False
    return pv


def _two_sided(
    pmf: np.ndarray, low: np.ndarray, high: np.ndarray, xs: np.ndarray, ts: np.ndarray, n1: int, big_n: int
) -> np.ndarray:
    """scipy's two-sided rule: the observed tail plus the tables beyond the mode on the other side
    whose pmf is <= the observed one (times 1 + 1e-14); a table at the mode gets p = 1."""
    mode = ((ts + 1) * (n1 + 1) / (big_n + 2)).astype(np.int64)
    pexact, pmode = pmf[ts, xs], pmf[ts, mode]
    gamma = 1 + _REL_TOL
    p = np.ones(xs.shape)
    at_mode = np.abs(pexact - pmode) / np.maximum(pexact, pmode) <= _REL_TOL
    lower = ~at_mode & (xs < mode)
    upper = ~at_mode & (xs >= mode)

    i = np.nonzero(lower)[0]
    tail = low[ts[i], xs[i]]
    far = pmf[ts[i], ts[i]] <= pexact[i] * gamma  # else scipy stops at the observed tail
    j = i[far]
    guess = _search(pmf, ts[j], -1.0, -pexact[j] * gamma, mode[j], ts[j])
    extra = np.zeros(i.shape)
    extra[far] = high[ts[j], guess + 1]
    p[i] = tail + extra

    i = np.nonzero(upper)[0]
    tail = high[ts[i], xs[i]]
    far = pmf[ts[i], 0] <= pexact[i] * gamma
    j = i[far]
    guess = _search(pmf, ts[j], 1.0, pexact[j] * gamma, np.zeros_like(j), mode[j])
    extra = np.zeros(i.shape)
    extra[far] = np.where(guess >= 0, low[ts[j], np.maximum(guess, 0)], 0.0)
    p[i] = tail + extra
    return p


def _rejects(n_pos: int, n_end: int, alpha: float, alternative: str) -> np.ndarray:
    return _pvalues(n_pos, n_end, alternative) <= alpha


def fisher_power(
    n_end: int, n_pos: int, p_end: float, p_pos: float, alpha: float, alternative: str = "two-sided"
) -> float:
    """Exact probability that Fisher's exact test (scipy's p, ``stats.fisher`` orientation:
    position arm vs end arm, ``less`` = a drop) gives p <= ``alpha`` when the end arm has
    ``n_end`` samples at accuracy ``p_end`` and the position arm ``n_pos`` at ``p_pos``."""
    from scipy.stats import binom

    _check(n_end, n_pos, alternative)
    reject = _rejects(n_pos, n_end, alpha, alternative)
    f_pos = binom.pmf(np.arange(n_pos + 1), n_pos, p_pos)
    f_end = binom.pmf(np.arange(n_end + 1), n_end, p_end)
    return float(min(1.0, max(0.0, f_pos @ reject @ f_end)))


def _power_curve(n: int, p0: float, p1: np.ndarray, alpha: float, alternative: str) -> np.ndarray:
    """Power at each position accuracy in ``p1`` (n per arm, end accuracy ``p0``)."""
    from scipy.stats import binom

    by_pos = _rejects(n, n, alpha, alternative) @ binom.pmf(np.arange(n + 1), n, p0)
    ks = np.arange(n + 1)
    return binom.pmf(ks[None, :], n, np.asarray(p1, dtype=float)[:, None]) @ by_pos


@remembered
def min_detectable_drop(n: int, p0: float, alpha: float, power: float = 0.8, alternative: str = "two-sided") -> float:
    """Smallest drop (pp) below end accuracy ``p0`` that n samples per arm detect with at least
    ``power`` (exact Fisher power at raw-p threshold ``alpha``; above ``MAX_EXACT_N`` per arm,
    the continuity-corrected normal approximation: see ``method``).

    A continuous answer: the first crossing on a 0.1pp grid, refined by bisection to 1e-4pp (the
    printed figure is rounded by the caller). ``inf`` when even a drop to 0% stays below
    ``power``."""
    if not 0 <= p0 <= 1:
        raise ValueError("end accuracy must lie in [0, 1]")
    if n > MAX_EXACT_N:
        return _approximate_drop(n, p0, alpha, power, alternative)
    _check(n, n, alternative)
    top = 100.0 * p0
    drops = np.append(np.arange(0.0, top, 0.1), top)
    curve = _power_curve(n, p0, p0 - drops / 100.0, alpha, alternative)
    hit = np.nonzero(curve >= power)[0]
    if hit.size == 0:
        return math.inf
    k = int(hit[0])
    if k == 0:
        return 0.0
    lo, hi = float(drops[k - 1]), float(drops[k])
    while hi - lo > 1e-4:
        mid = (lo + hi) / 2
        if _power_curve(n, p0, np.array([p0 - mid / 100.0]), alpha, alternative)[0] >= power:
            hi = mid
        else:
            lo = mid
    return hi


def _normal_n(drop_pp: float, p0: float, alpha: float, power: float, alternative: str) -> float:
    """Arcsine normal approximation (as ``stats.n_for_drop``): only where the search starts."""
    from scipy.stats import norm

    h = 2 * (math.asin(math.sqrt(p0)) - math.asin(math.sqrt(p0 - drop_pp / 100.0)))
    return 2 * (_z_alpha(alpha, alternative) + float(norm.ppf(power))) ** 2 / h**2


def _cps_n(drop: float, p0: float, alpha: float, power: float, alternative: str) -> float:
    """Samples per arm by Casagrande, Pike and Smith's continuity-corrected normal formula
    (Biometrics 34, 1978), made to approximate Fisher's exact test; ``drop`` as a fraction."""
    from scipy.stats import norm

    p1 = p0 - drop
    mean = (p0 + p1) / 2
    z_a, z_b = _z_alpha(alpha, alternative), float(norm.ppf(power))
    a = (z_a * math.sqrt(2 * mean * (1 - mean)) + z_b * math.sqrt(p0 * (1 - p0) + p1 * (1 - p1))) ** 2
    return a * (1 + math.sqrt(1 + 4 * drop / a)) ** 2 / (4 * drop * drop)


def _approximate_drop(n: int, p0: float, alpha: float, power: float, alternative: str) -> float:
    """The smallest drop (pp) whose ``_cps_n`` is at most ``n`` (bisection to 1e-5pp)."""
    if alternative not in ALTERNATIVES:
        raise ValueError(f"alternative must be one of {ALTERNATIVES}, not {alternative!r}")
    if alternative == "greater" or p0 <= 0:  # a test of a rise never rejects a drop
        return math.inf
    lo, hi = 0.0, p0
    if _cps_n(hi, p0, alpha, power, alternative) > n:
        return math.inf
    while hi - lo > 1e-7:
        mid = (lo + hi) / 2
        if _cps_n(mid, p0, alpha, power, alternative) <= n:
            hi = mid
        else:
            lo = mid
    return 100.0 * hi


def _z_alpha(alpha: float, alternative: str) -> float:
    from scipy.stats import norm

    return float(norm.isf(alpha / 2 if alternative == "two-sided" else alpha))


STAY = 3  # n_for_drop: how many larger N must also reach the power


def n_for_drop(drop_pp: float, p0: float, alpha: float, power: float = 0.8, alternative: str = "two-sided") -> int:
    """Samples per arm for exact Fisher power >= ``power`` against a drop of ``drop_pp`` below
    end accuracy ``p0`` at raw-p threshold ``alpha``.

    Exact power saw-tooths in N, so a lone N that happens to clear the bar is not returned: the
    answer is an N whose power, and that of each of the next ``STAY`` N, is >= ``power``, while
    N - 1 falls short. It is found by regula falsi on the normal scale (z of the power against
    sqrt N, falling back to bisection), started at the normal approximation: a handful of N, each
    N's p-value grid cached. With a saw-tooth it is the crossing of the trend, not a lone tooth.
    When more than ``MAX_EXACT_N`` per arm is needed, the answer is the continuity-corrected
    normal approximation's (see ``method``), never less than ``MAX_EXACT_N + 1``.
    Raises ValueError unless 0 < drop <= end accuracy."""
    p1 = p0 - drop_pp / 100.0
    if not 0 <= p1 < p0 <= 1:
        raise ValueError("need 0 < drop <= end accuracy")
    if not 0 < power < 1:
        raise ValueError("power must lie in (0, 1)")
    if alternative not in ALTERNATIVES:
        raise ValueError(f"alternative must be one of {ALTERNATIVES}, not {alternative!r}")

    def power_at(n: int) -> float:
        if n > MAX_EXACT_N:
            raise _BeyondExact
        return fisher_power(n, n, p0, p1, alpha, alternative)

    try:
        return _exact_n(power_at, drop_pp, p0, alpha, power, alternative)
    except _BeyondExact:
        if alternative == "greater":
            raise ValueError("a one-sided 'greater' test cannot detect a drop") from None
        return max(MAX_EXACT_N + 1, math.ceil(_cps_n(drop_pp / 100.0, p0, alpha, power, alternative)))


class _BeyondExact(Exception):
    """The exact search of ``n_for_drop`` went past ``MAX_EXACT_N`` per arm."""


def _exact_n(
    power_at: Callable[[int], float], drop_pp: float, p0: float, alpha: float, power: float, alternative: str
) -> int:
    """``n_for_drop``'s search over exact powers (``power_at(n)``)."""
    from scipy.stats import norm

    z_a, z_target = _z_alpha(alpha, alternative), float(norm.ppf(power))

    def z_of(got: float) -> float:
        return float(norm.ppf(min(max(got, 1e-12), 1 - 1e-12)))

    # power ~ Phi(h sqrt(n/2) - z_a): the normal-scale z of the power is about linear in sqrt(n)
    lo, hi = 0, None  # lo: an N short of the power (N = 0 has none); hi: an N reaching it
    z_lo = z_hi = 0.0
    side = last = 0  # which end moved last (-1 lo, 1 hi): twice in a row, bisect instead
    n = max(1, math.ceil(_normal_n(drop_pp, p0, alpha, power, alternative)))
    while True:
        got = power_at(n)
        z = z_of(got)
        if got >= power:
            hi, z_hi, side = n, z, 1
        else:
            lo, z_lo, side = n, z, -1
        stalled, last = side == last, side
        if hi is not None and hi - lo <= 1:
            bad = next((k for k in range(hi + 1, hi + STAY + 1) if power_at(k) < power), None)
            if bad is None:
                return hi
            lo, z_lo, hi = bad, z_of(power_at(bad)), None
        if hi is not None and lo > 0 and (stalled or z_hi <= z_lo):
            n = (lo + hi) // 2
        elif hi is not None and lo > 0:  # regula falsi between the bracket's ends
            r = math.sqrt(lo) + (z_target - z_lo) * (math.sqrt(hi) - math.sqrt(lo)) / (z_hi - z_lo)
            n = round(r * r)
        else:  # one end only: scale n by the squared ratio of the z gaps
            n_at, z_at = (lo, z_lo) if hi is None else (hi, z_hi)
            n = round(n_at * ((z_a + z_target) / max(z_a + z_at, 0.05 * (z_a + z_target))) ** 2)
        if hi is None:
            n = min(max(n, lo + 1), 4 * lo, max(MAX_EXACT_N, lo + 1))
        elif not lo < n < hi:
            n = (lo + hi) // 2
