"""Retrieval beside reasoning on hand-made counts: both accuracies per coordinate, both drops,
their gap paired over the samples all four cells share, its t interval and Wilcoxon p,
corrected as one group of their own."""

from __future__ import annotations

import math

import pytest
from scipy import stats

from pytest_cre.analysis.policy import Analysis
from pytest_cre.families.retrieval.contrast import contrast_rows, paired_gap


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
    # Per sample: (reasoning middle - end) - (retrieval middle - end).
    d = [(i % 2 == 0) - 1 - ((i != 3) - 1) for i in range(n)]
    half = stats.t.ppf(0.975, n - 1) * stats.tstd(d) / math.sqrt(n)
    assert mid["gap_ci_low"] == pytest.approx(100 * (sum(d) / n - half))
    assert mid["gap_ci_high"] == pytest.approx(100 * (sum(d) / n + half))
    assert mid["p_value"] == pytest.approx(stats.wilcoxon(d).pvalue) and mid["p_value"] < 0.01
    assert mid["test"] == "wilcoxon_signed_rank" and mid["tests"] == 1


def test_only_samples_scored_in_all_four_cells_are_paired():
    reasoning = cell("reasoning", "end", [True] * 6)
    reasoning += cell("reasoning", "middle", [False, None, False, True, True, True])
    retrieval = cell("retrieval", "end", [True, True, None, True, True, True]) + cell("retrieval", "middle", [True] * 6)
    (_, mid) = contrast_rows(retrieval, reasoning, Analysis())
    assert mid["pairs"] == 4 and mid["reasoning_n"] == 5 and mid["retrieval_n"] == 6
    assert mid["gap_pp"] == pytest.approx(100 * -1 / 4)  # samples 0, 3, 4, 5: one reasoning loss


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


def test_no_difference_is_p_one_and_a_single_pair_has_no_interval():
    assert paired_gap([0, 0, 0]) == (0.0, 0.0, 0.0, 1.0)
    mean, lo, hi, p = paired_gap([1])
    assert mean == 1 and math.isnan(lo) and math.isnan(hi) and math.isnan(p)
    assert all(math.isnan(v) for v in paired_gap([]))


def test_the_terminal_says_when_a_gap_has_too_few_pairs_for_a_test():
    import pandas as pd

    from pytest_cre.families.retrieval.family import contrast_lines

    reasoning = cell("reasoning", "end", [True]) + cell("reasoning", "middle", [False])
    retrieval = cell("retrieval", "end", [True]) + cell("retrieval", "middle", [True])
    lines = contrast_lines(pd.DataFrame(contrast_rows(retrieval, reasoning, Analysis())))
    assert lines[1] == (
        "  m arith ws 8k middle: reasoning -100pp, retrieval +0pp, gap -100pp [no interval] no test (1 pairs)"
    )
