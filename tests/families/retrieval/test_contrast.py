"""Retrieval beside reasoning on hand-made counts: both accuracies per coordinate, both drops and
their gap over the samples all four cells share, the gap's profile-likelihood interval at the
level its test is judged at and the likelihood-ratio p that interval inverts, corrected as one
group of their own."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.stats import mean_interval, mean_p
from pytest_cre.families.retrieval.contrast import SIGN_NOTE, contrast_rows, interval_note, paired_gap


def cell(family, position, outcomes, filler="ws", tier="8k"):
    return [
        {
            "family": family, "model": "m", "task": "arith", "filler": filler, "tier": tier, "position": position,
            "seed": 42, "sample": i, "status": "ok" if ok is not None else "error", "correct": ok,
        }
        for i, ok in enumerate(outcomes)
    ]  # fmt: skip


def test_the_gap_is_the_reasoning_drop_minus_the_retrieval_drop_paired_by_sample():
    n = 20
    reasoning = cell("reasoning", "end", [True] * n) + cell("reasoning", "middle", [i % 2 == 0 for i in range(n)])
    retrieval = cell("retrieval", "end", [True] * n) + cell("retrieval", "middle", [i != 3 for i in range(n)])
    rows = {r["position"]: r for r in contrast_rows(retrieval, reasoning, Analysis(correction="none"))}
    assert "gap_pp" not in rows["end"] and rows["end"]["reasoning_acc"] == 1.0
    mid = rows["middle"]
    assert (mid["reasoning_k"], mid["reasoning_n"], mid["retrieval_k"], mid["retrieval_n"]) == (10, 20, 19, 20)
    assert mid["reasoning_drop_pp"] == pytest.approx(-50) and mid["retrieval_drop_pp"] == pytest.approx(-5)
    assert mid["gap_pp"] == pytest.approx(-45) and mid["pairs"] == n
    # Per sample: (reasoning middle - end) - (retrieval middle - end), in -2..2.
    d = [(i % 2 == 0) - 1 - ((i != 3) - 1) for i in range(n)]
    counts = [d.count(v) for v in range(-2, 3)]
    lo, hi = mean_interval(counts, -2, 0.99)  # no correction: the level is 1 - alpha
    assert (mid["gap_ci_low"], mid["gap_ci_high"]) == pytest.approx((100 * lo, 100 * hi))
    assert mid["gap_ci_low"] < mid["gap_pp"] < mid["gap_ci_high"] < 0 and mid["gap_ci_level"] == 0.99
    assert mid["p_value"] == pytest.approx(mean_p(counts, -2)) and mid["p_value"] < 0.01
    assert mid["test"] == "likelihood_ratio" and mid["interval"] == "profile_likelihood" and mid["tests"] == 1


def test_only_samples_scored_in_all_four_cells_are_paired():
    reasoning = cell("reasoning", "end", [True] * 6)
    reasoning += cell("reasoning", "middle", [False, None, False, True, True, True])
    retrieval = cell("retrieval", "end", [True, True, None, True, True, True]) + cell("retrieval", "middle", [True] * 6)
    (_, mid) = contrast_rows(retrieval, reasoning, Analysis())
    assert mid["pairs"] == 4 and mid["reasoning_n"] == 5 and mid["retrieval_n"] == 6
    assert mid["gap_pp"] == pytest.approx(100 * -1 / 4)  # samples 0, 3, 4, 5: one reasoning loss
    # Both drops over those same four pairs (the cells' own accuracies over 5 and 6 samples).
    assert (mid["reasoning_drop_pp"], mid["retrieval_drop_pp"]) == (pytest.approx(-25), 0)


def test_drops_and_gap_are_over_the_same_pairs_when_sources_are_pooled():
    """Two seeds pooled, retrieval run on one: the drops are over the pairs the gap is over (the
    50 of seed 42), not the reasoning drop over both seeds beside a gap over one."""
    reasoning, retrieval = [], []
    for seed, middle in ((42, [i % 10 != 0 for i in range(50)]), (11, [i % 2 == 0 for i in range(50)])):
        reasoning += [dict(r, seed=seed) for r in cell("reasoning", "end", [True] * 50)]
        reasoning += [dict(r, seed=seed) for r in cell("reasoning", "middle", middle)]
    retrieval += [dict(r, seed=42) for r in cell("retrieval", "end", [True] * 50)]
    retrieval += [dict(r, seed=42) for r in cell("retrieval", "middle", [i != 7 for i in range(50)])]
    (_, mid) = contrast_rows(retrieval, reasoning, Analysis())
    assert mid["reasoning_n"] == 100 and mid["retrieval_n"] == 50 and mid["pairs"] == 50
    assert mid["reasoning_drop_pp"] == pytest.approx(-10) and mid["retrieval_drop_pp"] == pytest.approx(-2)
    assert mid["gap_pp"] == pytest.approx(mid["reasoning_drop_pp"] - mid["retrieval_drop_pp"]) == pytest.approx(-8)


def test_the_gaps_are_one_correction_group_of_their_own():
    reasoning, retrieval = [], []
    for filler in ("ws", "qo_v2", "neutral"):
        reasoning += cell("reasoning", "end", [True] * 12, filler) + cell("reasoning", "middle", [False] * 12, filler)
        retrieval += cell("retrieval", "end", [True] * 12, filler) + cell("retrieval", "middle", [True] * 12, filler)
    reasoning += cell("reasoning", "baseline", [True] * 12, "none", "none")
    retrieval += cell("retrieval", "baseline", [True] * 12, "none", "none")
    rows = contrast_rows(retrieval, reasoning, Analysis(correction="bonferroni", alpha=0.01))
    tested = [r for r in rows if "gap_pp" in r]
    assert len(rows) == 7 and len(tested) == 3  # the end and baseline rows have no drop
    for r in tested:
        assert r["gap_pp"] == -100 and r["tests"] == 3
        assert r["p_adjusted"] == pytest.approx(min(1.0, 3 * r["p_value"])) and r["significant"]
        # The interval is adjusted as the test is: Bonferroni's 1 - alpha / m, and excludes 0.
        assert r["gap_ci_level"] == pytest.approx(1 - 0.01 / 3)
        lo, hi = mean_interval([0, 12, 0, 0, 0], -2, 1 - 0.01 / 3)
        assert (r["gap_ci_low"], r["gap_ci_high"]) == pytest.approx((100 * lo, 100 * hi)) and hi < 0
    wider = contrast_rows(retrieval, reasoning, Analysis(correction="none", alpha=0.01))
    assert {r["gap_ci_level"] for r in wider if "gap_pp" in r} == {0.99}


def test_an_interval_never_collapses_when_every_pair_agrees():
    """Every pair's gap 0 (near 100% in all four cells): p 1 and an interval of
    +-2 (1 - exp(-z^2 / 2n)), not the t interval's [0, 0] (37.6% of intervals at 99.5% accuracy)."""
    z2 = stats.norm.ppf(0.975) ** 2
    mean, lo, hi, p = paired_gap([0] * 50)
    assert (mean, p) == (0.0, 1.0)
    assert (lo, hi) == pytest.approx((-2 * (1 - math.exp(-z2 / 100)), 2 * (1 - math.exp(-z2 / 100))))
    mean, lo, hi, p = paired_gap([1])  # one pair: an interval, and a test that cannot reject
    assert mean == 1 and -2 < lo < 0 < 1 <= hi <= 2 and p > 0.05
    assert all(math.isnan(v) for v in paired_gap([]))


def test_the_interval_never_collapses_on_two_values_and_inverts_its_test():
    from pytest_cre.analysis.stats import wilson

    # On 0/1 the mean is a proportion: the profile likelihood of a binomial, checked against
    # statsmodels' Wilson at the ends it shares (0 of n: both have the closed form 1 - a^(1/n)).
    lo, hi = mean_interval([50, 0], 0, 0.95)
    assert lo == 0 and hi == pytest.approx(1 - math.exp(-stats.chi2.ppf(0.95, 1) / 100))
    assert wilson(0, 50)[1] > hi > 0  # narrower than Wilson's, never zero
    rng = np.random.default_rng(5)
    for _ in range(20):  # p <= 1 - level exactly when 0 lies outside the interval at that level
        counts = [int(c) for c in rng.multinomial(int(rng.integers(5, 60)), rng.dirichlet([1] * 5))]
        lo, hi = mean_interval(counts, -2, 0.99)
        assert (mean_p(counts, -2) <= 0.01) == (not lo <= 0 <= hi), counts
        assert lo < hi
        # At the interval's ends the test's p is 1 - level.
        for end in (lo, hi):
            if -2 < end < 2:
                assert mean_p(counts, -2, end) == pytest.approx(0.01, rel=1e-6)


def test_the_terminal_says_what_the_gaps_sign_means_and_its_intervals_level():
    import pandas as pd

    from pytest_cre.families.retrieval.contrast import contrast_lines

    reasoning = cell("reasoning", "end", [True]) + cell("reasoning", "middle", [False])
    retrieval = cell("retrieval", "end", [True]) + cell("retrieval", "middle", [True])
    lines = contrast_lines(pd.DataFrame(contrast_rows(retrieval, reasoning, Analysis())))
    assert lines[1] == f"  {SIGN_NOTE}" and "Below 0: the position costs reasoning more" in SIGN_NOTE
    assert "as findable as the target" in SIGN_NOTE
    assert lines[2] == (
        "  Intervals: 99% profile-likelihood intervals, the level each gap's test is judged at "
        "(Bonferroni over 1 gap); p: the likelihood-ratio test of a zero mean gap that the interval inverts, two-sided."
    )
    assert lines[3].startswith("  m arith ws 8k middle: reasoning -100pp, retrieval +0pp, gap -100pp ")
    assert lines[3].endswith("[-196, +189] p_adj 0.368 (1 pairs)")  # one pair: wide, no rejection


@pytest.mark.parametrize("correction", ["bonferroni", "holm", "none"])
def test_a_gap_is_flagged_where_its_interval_excludes_zero_and_the_level_is_said(correction):
    reasoning, retrieval = [], []
    for filler, losses in (("ws", 15), ("qo_v2", 5), ("neutral", 0)):
        reasoning += cell("reasoning", "end", [True] * 30, filler)
        reasoning += cell("reasoning", "middle", [i >= losses for i in range(30)], filler)
        retrieval += cell("retrieval", "end", [True] * 30, filler) + cell("retrieval", "middle", [True] * 30, filler)
    rows = [r for r in contrast_rows(retrieval, reasoning, Analysis(correction=correction)) if "gap_pp" in r]
    level = 0.99 if correction == "none" else 1 - 0.01 / 3
    assert [r["gap_ci_level"] for r in rows] == pytest.approx([level] * 3)
    flagged = {r["filler"] for r in rows if r["significant"]}
    assert flagged == {r["filler"] for r in rows if r["gap_ci_high"] < 0} == {"ws"}
    note = interval_note(rows)
    assert note.startswith(f"Intervals: {100 * level:.4g}% profile-likelihood intervals")
    said = {"bonferroni": "(Bonferroni over 3 gaps)", "none": "(no correction)", "holm": "a gap Holm flags may"}
    assert said[correction] in note


def test_the_board_ranks_retrieval_by_its_middle_cells_as_reasoning_ranks():
    """The rank key is named and is the middle cells' pooled accuracy (on main: every cell's,
    unnamed), the same key reasoning's board rows use, so the end column is not also the score."""
    import pandas as pd

    from pytest_cre.families.reasoning.family import ReasoningFamily
    from pytest_cre.families.retrieval.family import RetrievalFamily
    from pytest_cre.report.board import pooled_score

    cells = pd.DataFrame(
        [
            {"model": "m", "position": "end", "k": 20, "n": 20},
            {"model": "m", "position": "middle", "k": 5, "n": 20},
            {"model": "m", "position": "baseline", "k": 20, "n": 20},
        ]
    )
    ranked, name = RetrievalFamily().reporter.rank_cells(cells)
    assert list(ranked["position"]) == ["middle"] and name.startswith("middle retrieval accuracy")
    assert pooled_score(ranked, "m")[3:] == (5, 20)
    reasoning, _ = ReasoningFamily().reporter.rank_cells(cells)
    assert list(reasoning["position"]) == list(ranked["position"])
