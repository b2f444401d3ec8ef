"""The adaptive design's test of one comparison (analysis/sequential.py): where it stops on
hand-made sequences, the out-of-reach rule against a brute force over scipy, and small seeded
simulations of its type I error and of its savings on Table 1's shape (the full figures are
benchmarks/bench_adaptive.py's)."""

from __future__ import annotations

import functools
import importlib.util
import itertools
import math
import sys
from pathlib import Path

import numpy as np
import pytest
from scipy.stats import betabinom, fisher_exact

from pytest_cre.analysis import sequential as S
from pytest_cre.analysis.sequential import (
    AT_CAP,
    OPEN,
    OUT_OF_REACH,
    SIGNIFICANT,
    WITHIN_MARGIN,
    AdaptiveSettings,
    SequentialDesign,
    sequential_test,
)

ROOT = Path(__file__).resolve().parents[2]
TABLE_1_ALPHA = 0.01 / 27


def bench():
    """benchmarks/bench_adaptive.py as a module (benchmarks/ is no package)."""
    if "bench_adaptive" not in sys.modules:
        spec = importlib.util.spec_from_file_location("bench_adaptive", ROOT / "benchmarks" / "bench_adaptive.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules["bench_adaptive"] = mod
        spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return sys.modules["bench_adaptive"]


def first_look(pairs: int, round_size: int) -> int:
    return math.ceil(pairs / round_size) * round_size


@pytest.mark.parametrize("alpha", [TABLE_1_ALPHA, 0.01, 0.05, 1e-6])
@pytest.mark.parametrize("alternative", ["two-sided", "less"])
def test_a_run_of_drops_stops_at_the_first_look_its_bound_allows(alpha, alternative):
    # Every pair a drop (baseline right, arm wrong): the bettor on d < 0 sits out the first
    # pair (nothing seen yet) and bets its largest share on every later one, so its capital
    # after n pairs is (1 + truncation)^(n - 1); two-sided, half of it plus the idle half.
    design = SequentialDesign(alpha, 50, alternative=alternative)
    bound = 1.0 / (design.early_share * alpha)
    growth = 1.0 + S._TRUNCATE

    def wealth(n: int) -> float:
        return growth ** (n - 1) if alternative == "less" else 0.5 * (growth ** (n - 1) + 1.0)

    crossing = next(n for n in range(1, 51) if wealth(n) >= bound)
    want = first_look(crossing, design.round_size)
    base, arm = [True] * 50, [False] * 50
    result = sequential_test(base, arm, design)
    assert (result.verdict, result.pairs, result.significant) == (SIGNIFICANT, want, True)
    assert result.e_value == pytest.approx(wealth(want))
    if alternative == "two-sided":  # the confidence sequence is the same wealth's: it excludes 0
        assert result.interval[1] < 0
    # never before: at the look before, the same pairs leave it open
    before = sequential_test(base[: want - 1], arm[: want - 1], design)
    assert before.verdict == OPEN and not before.significant
    assert before.pairs == want - design.round_size
    # pairs past the stop are ignored, whatever they say
    tail = sequential_test(base[:want] + [False] * (50 - want), arm[:want] + [True] * (50 - want), design)
    assert tail == result


@functools.cache
def fisher_p(a: int, b: int, n: int, alternative: str) -> float:
    return float(fisher_exact([[a, n - a], [b, n - b]], alternative=alternative).pvalue)


def brute_reach(k_arm: int, k_base: int, n: int, n_max: int, threshold: float, alternative: str) -> float:
    """The predictive probability by enumeration: scipy's beta-binomial completions of each arm,
    scipy's fisher_exact at the cap on every completion."""
    rest = n_max - n
    f_arm = betabinom.pmf(range(rest + 1), rest, 1 + k_arm, 1 + n - k_arm)
    f_base = betabinom.pmf(range(rest + 1), rest, 1 + k_base, 1 + n - k_base)
    total = 0.0
    for i, j in itertools.product(range(rest + 1), repeat=2):
        a, b = k_arm + i, k_base + j
        if fisher_p(a, b, n_max, alternative) <= threshold:
            total += f_arm[i] * f_base[j]
    return total


@pytest.mark.parametrize("reach", [0.0, 0.02, 0.2])
def test_out_of_reach_stops_at_the_first_look_where_the_fixed_test_is_out_of_reach(reach):
    # Equal arms, a few misses each; no margin rule (margin 0): only the e-process, the
    # out-of-reach rule and the cap can stop it.
    base = [True, True, False, True, True, True, True, False, True, True] * 3
    arm = [True, False, True, True, True, True, False, True, True, True] * 3
    design = SequentialDesign(0.01, 30, margin=0.0, round_size=5, reach=reach)
    final = design.alpha * (1 - design.early_share)
    want = None
    for n in design.looks()[:-1]:
        p = brute_reach(sum(arm[:n]), sum(base[:n]), n, 30, final, "two-sided")
        got = S.reach_probability(sum(arm[:n]), sum(base[:n]), n, design, final)
        assert got == pytest.approx(p, abs=1e-12)
        if want is None and p <= reach:
            want = n
    result = sequential_test(base, arm, design)
    assert want is not None  # even at reach 0: with 10 pairs to go no completion rejects
    assert (result.verdict, result.pairs, result.significant) == (OUT_OF_REACH, want, False)


def test_reach_zero_is_deterministic_curtailment():
    # 20 of 20 right in both arms with 5 pairs to go: no completion of 25 can reach p <= 1e-3,
    # so the predictive probability is exactly 0 and the rule stops even at reach = 0.
    design = SequentialDesign(1e-3, 25, margin=0.0, reach=0.0)
    assert S.reach_probability(20, 20, 20, design, 0.9e-3) == 0.0
    result = sequential_test([True] * 25, [True] * 25, design)
    assert result.verdict == OUT_OF_REACH
    assert brute_reach(20, 20, result.pairs, 25, 0.9e-3, "two-sided") == 0.0
    prior = result.pairs - design.round_size
    assert brute_reach(prior, prior, prior, 25, 0.9e-3, "two-sided") > 0.0


def test_the_margin_rule_stops_equal_arms_and_never_rejects():
    # Every pair concordant: no evidence of any drop. With the out-of-reach rule off (reach 0 at
    # a cap far away) only the margin rule can settle it, and the first look it does is the
    # first at which the confidence sequence is inside +-margin.
    design = SequentialDesign(0.05, 200, margin=0.2, reach=0.0)
    pairs = [True] * 200
    result = sequential_test(pairs, pairs, design)
    assert result.verdict == WITHIN_MARGIN and not result.significant
    assert result.pairs < 200
    before = sequential_test(pairs[: result.pairs - 1], pairs[: result.pairs - 1], design)
    assert before.verdict == OPEN
    wider = sequential_test(pairs, pairs, SequentialDesign(0.05, 200, margin=0.3, reach=0.0))
    assert wider.verdict == WITHIN_MARGIN and wider.pairs < result.pairs  # a wider margin settles sooner


def test_the_cap_tests_fisher_at_the_rest_of_alpha():
    # a 16pp drop: the e-process does not cross, the fixed test decides at the cap
    base = [True] * 50
    arm = [i % 6 != 0 for i in range(50)]  # 41 of 50
    p = fisher_exact([[41, 9], [50, 0]]).pvalue
    for alpha, significant in ((p / 0.95, False), (p / 0.85, True)):  # early share 0.1
        design = SequentialDesign(alpha, 50, margin=0.0, reach=0.0)
        result = sequential_test(base, arm, design)
        assert (result.verdict, result.pairs, result.significant) == (AT_CAP, 50, significant)
        assert result.p_value == pytest.approx(p, rel=1e-12)
        assert significant == (p <= alpha * (1 - design.early_share))


def test_open_until_a_look_settles_it():
    design = AdaptiveSettings().design(TABLE_1_ALPHA, 50)
    assert sequential_test([], [], design) == sequential_test([True] * 4, [True] * 4, design)
    assert sequential_test([True] * 4, [False] * 4, design).verdict == OPEN
    result = sequential_test([True] * 12, [False] * 12, design)
    assert (result.verdict, result.pairs, result.significant) == (OPEN, 10, False)
    assert math.isnan(result.p_value) and not result.stopped
    with pytest.raises(ValueError, match="paired arms differ"):
        sequential_test([True] * 5, [True] * 4, design)


@pytest.mark.parametrize(("n", "alternative"), [(9, "two-sided"), (9, "less"), (9, "greater"), (20, "two-sided")])
def test_the_rejection_grid_is_scipys_decision_on_every_table(n, alternative):
    scipy_p = np.array([[fisher_p(a, b, n, alternative) for b in range(n + 1)] for a in range(n + 1)])
    for threshold in (0.05, 0.01, 1e-3, TABLE_1_ALPHA * 0.9):
        assert (S._rejections(n, alternative, threshold) == (scipy_p <= threshold)).all()


def test_null_comparisons_are_declared_significant_at_most_alpha():
    row = bench().null_share(AdaptiveSettings(), 1000, 0.05, seed=7)
    # seeded and deterministic: measured 11 of 1000 (exact upper 95% bound 0.018), under alpha
    assert row["significant"] / row["comparisons"] == row["share"] <= 0.05
    assert row["upper 95%"] < 0.05


def test_table_1_shaped_runs_agree_with_the_fixed_design_at_half_the_requests():
    sim = bench().paper("Table 1", bench().TABLE_1, AdaptiveSettings(), runs=12, seed=3)
    # measured: agreement 12 of 12, request share 0.483 (the fixed design's own is 1)
    assert sim.agreement >= 11 / 12
    assert sim.request_share <= 0.5


def test_the_benchmarks_table_1_is_the_papers_as_the_statistics_tests_hold_it():
    """bench_adaptive.py runs without the test tree, so it keeps its own transcription of Table
    1: the same 27 (end %, drop pp) in the same order as tests/analysis/test_stats.py's."""
    from test_stats import TABLE1

    assert [(end, drop) for _, _, end, drop in bench().TABLE_1] == [x for row in TABLE1.values() for x in row]
