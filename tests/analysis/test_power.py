"""Exact Fisher power: the issue's figures, brute force against scipy, a seeded simulation."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from scipy.stats import binom, fisher_exact

from pytest_cre.analysis import power as P
from pytest_cre.analysis.power import fisher_power, min_detectable_drop, n_for_drop


def brute_power(n_end: int, n_pos: int, p_end: float, p_pos: float, alpha: float, alt: str) -> float:
    """Power straight from its definition: scipy's p for every table (position row first)."""
    total = 0.0
    for k_pos in range(n_pos + 1):
        for k_end in range(n_end + 1):
            table = [[k_pos, n_pos - k_pos], [k_end, n_end - k_end]]
            if fisher_exact(table, alternative=alt).pvalue <= alpha:
                total += binom.pmf(k_pos, n_pos, p_pos) * binom.pmf(k_end, n_end, p_end)
    return total


# --------------------------------------------------------------------------- the figures


def test_default_run_needs_36pp_not_32():
    n, p0, alpha = 50, 0.94, 0.01 / 13  # the default run: 94% at end, family of 13, two-sided
    assert fisher_power(n, n, p0, p0 - 0.32, alpha) == pytest.approx(0.67, abs=0.005)
    mdd = min_detectable_drop(n, p0, alpha)
    assert math.ceil(mdd) == 36
    assert fisher_power(n, n, p0, p0 - 0.35, alpha) < 0.8 <= fisher_power(n, n, p0, p0 - 0.36, alpha)


def test_table3_one_sided_needs_25pp_not_14():
    n, p0, alpha = 50, 1.0, 0.01 / 9
    assert fisher_power(n, n, p0, p0 - 0.14, alpha, "less") == pytest.approx(0.15, abs=0.005)
    assert math.ceil(min_detectable_drop(n, p0, alpha, alternative="less")) == 25
    assert fisher_power(n, n, p0, 0.76, alpha, "less") < 0.8 <= fisher_power(n, n, p0, 0.75, alpha, "less")


def test_table1_at_100pct_needs_29pp_not_18():
    n, p0, alpha = 50, 1.0, 0.01 / 27
    assert math.ceil(min_detectable_drop(n, p0, alpha)) == 29
    assert fisher_power(n, n, p0, 0.72, alpha) < 0.8 <= fisher_power(n, n, p0, 0.71, alpha)


def test_cre_power_drop20_family27_needs_123_not_110():
    p0, alpha = 0.95, 0.01 / 27  # `cre power` default end accuracy
    assert fisher_power(110, 110, p0, p0 - 0.20, alpha) == pytest.approx(0.73, abs=0.005)
    P._pvalues.cache_clear()
    assert n_for_drop(20, p0, alpha) == 123


# --------------------------------------------------------------------------- against scipy itself


@pytest.mark.parametrize("n_pos,n_end", [(12, 12), (7, 12), (12, 5)])
@pytest.mark.parametrize("alt", P.ALTERNATIVES)
def test_pvalues_match_scipy_on_every_table(n_pos, n_end, alt):
    got = P._pvalues(n_pos, n_end, alt)
    want = np.array(
        [
            [fisher_exact([[x, n_pos - x], [y, n_end - y]], alternative=alt).pvalue for y in range(n_end + 1)]
            for x in range(n_pos + 1)
        ]
    )
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=0)


@pytest.mark.parametrize("alt", P.ALTERNATIVES)
def test_power_matches_brute_force_n12(alt):
    for p_end, p_pos, alpha in [(0.9, 0.4, 0.05), (1.0, 0.5, 0.01), (0.6, 0.6, 0.05), (0.3, 0.8, 0.01 / 3)]:
        assert fisher_power(12, 12, p_end, p_pos, alpha, alt) == pytest.approx(
            brute_power(12, 12, p_end, p_pos, alpha, alt), rel=1e-12, abs=1e-15
        )


def test_table3_power_matches_brute_force_n50():
    got = fisher_power(50, 50, 1.0, 0.86, 0.01 / 9, "less")
    assert got == pytest.approx(brute_power(50, 50, 1.0, 0.86, 0.01 / 9, "less"), rel=1e-12)


def test_seeded_simulation_agrees():
    n, p0, p1, alpha = 50, 0.94, 0.62, 0.01 / 13
    draws = 4000
    rng = np.random.default_rng(0)
    k_end, k_pos = rng.binomial(n, p0, draws), rng.binomial(n, p1, draws)
    memo: dict[tuple[int, int], bool] = {}
    hits = 0
    for a, b in zip(k_pos.tolist(), k_end.tolist()):
        if (a, b) not in memo:
            memo[a, b] = fisher_exact([[a, n - a], [b, n - b]]).pvalue <= alpha
        hits += memo[a, b]
    exact = fisher_power(n, n, p0, p1, alpha)
    se = math.sqrt(exact * (1 - exact) / draws)
    assert abs(hits / draws - exact) < 3 * se


# --------------------------------------------------------------------------- shape and edges


def test_less_is_a_drop():
    assert fisher_power(50, 50, 0.9, 0.5, 0.01, "less") > 0.9
    assert fisher_power(50, 50, 0.9, 0.5, 0.01, "greater") < 1e-6


@pytest.mark.parametrize("alt", P.ALTERNATIVES)
def test_no_drop_has_power_at_most_alpha(alt):
    for p in (0.0, 0.5, 0.94, 1.0):
        assert fisher_power(50, 50, p, p, 0.01, alt) <= 0.01


def test_end_at_100pct_and_empty_arms():
    assert fisher_power(50, 50, 1.0, 1.0, 0.01) == 0.0
    assert fisher_power(50, 50, 1.0, 0.0, 0.01) == pytest.approx(1.0)
    assert fisher_power(0, 50, 1.0, 0.0, 0.01) == 0.0
    assert n_for_drop(20, 1.0, 0.01 / 27) > 0


def test_drop_zero_and_bad_arguments():
    with pytest.raises(ValueError):
        n_for_drop(0, 0.95, 0.01)
    with pytest.raises(ValueError):
        n_for_drop(96, 0.95, 0.01)
    with pytest.raises(ValueError):
        fisher_power(10, 10, 0.9, 0.5, 0.01, "larger")
    assert min_detectable_drop(50, 0.94, 0.01) > 0
    assert min_detectable_drop(2, 0.95, 1e-6) == math.inf


@pytest.mark.parametrize("alt", ["two-sided", "less"])
def test_monotone_in_drop_and_n(alt):
    curve = [fisher_power(50, 50, 0.94, 0.94 - d / 100, 0.01 / 13, alt) for d in range(0, 95, 2)]
    assert all(a <= b for a, b in itertools.pairwise(curve))
    mdds = [min_detectable_drop(n, 0.94, 0.01 / 13, alternative=alt) for n in (30, 50, 100)]
    assert mdds[0] > mdds[1] > mdds[2]
    ns = [n_for_drop(d, 0.94, 0.01 / 13, alternative=alt) for d in (20, 30, 40)]
    assert ns[0] > ns[1] > ns[2]


def test_n_for_drop_is_where_power_stays():
    p0, p1, alpha = 0.94, 0.62, 0.01 / 13
    n = n_for_drop(32, p0, alpha)
    assert fisher_power(n - 1, n - 1, p0, p1, alpha) < 0.8
    assert all(fisher_power(m, m, p0, p1, alpha) >= 0.8 for m in range(n, n + 20))
