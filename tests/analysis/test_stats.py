"""Statistics against scipy/statsmodels and the seed paper's Table 1."""

from __future__ import annotations

import math

import pytest
from helpers import cells_table, drops_table
from scipy.stats import fisher_exact

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.stats import adjust, fisher, mcnemar_exact, wilson, wilson_light

# Table 1 of the paper (GSM8K, ws filler, N=50): end accuracy % and drop pp per tier.
TABLE1 = {
    "qwen2.5-7b": [(90, -86), (86, -84), (94, -94)],
    "mimo-v2-flash": [(96, -12), (98, -24), (96, -88)],
    "mimo-v2.5-pro": [(98, -8), (100, -16), (100, -32)],
    "glm-4.7-flashx": [(92, -12), (90, -20), (90, -34)],
    "glm-5.1": [(98, 0), (96, 2), (96, 2)],
    "deepseek-r": [(94, 0), (96, 0), (98, 0)],
    "deepseek-v4-pro": [(100, -2), (100, -2), (100, -4)],
    "kimi-k2.5": [(94, 4), (96, 0), (98, -6)],
    "kimi-k2.6": [(96, 2), (98, -2), (94, 2)],
}
PAPER_SIGNIFICANT = {
    ("qwen2.5-7b", "8k"),
    ("qwen2.5-7b", "32k"),
    ("qwen2.5-7b", "64k"),
    ("mimo-v2-flash", "64k"),
    ("mimo-v2.5-pro", "64k"),
    ("glm-4.7-flashx", "64k"),
}


def records_for(model: str, tier: str, position: str, k: int, n: int = 50) -> list[dict]:
    return [
        {
            "model": model,
            "vendor": "x",
            "task": "gsm8k",
            "filler": "ws",
            "tier": tier,
            "position": position,
            "cell_id": f"gsm8k-{position}-ws-{tier}-{model}",
            "sample": i,
            "status": "ok",
            "correct": i < k,
            "match_any": None,
            "match_last": None,
            "prompt_tokens": 1000,
        }
        for i in range(n)
    ]


def table1_records() -> list[dict]:
    records = []
    for model, tiers in TABLE1.items():
        for tier, (end_pct, drop) in zip(("8k", "32k", "64k"), tiers):
            end_k = end_pct // 2
            records += records_for(model, tier, "end", end_k)
            records += records_for(model, tier, "middle", end_k + drop // 2)
    return records


def test_paper_table1_flags_exactly_the_six_bonferroni_drops():
    drops = drops_table(table1_records(), analysis=Analysis(alpha=0.01, correction="bonferroni")).frame
    assert len(drops) == 27
    assert drops["family_size"].iloc[0] == 27
    flagged = {(r.model, r.tier) for r in drops.itertuples() if r.significant}
    assert flagged == PAPER_SIGNIFICANT
    # the drops themselves are the paper's
    qwen64 = drops[(drops.model == "qwen2.5-7b") & (drops.tier == "64k")].iloc[0]
    assert qwen64.drop_pp == pytest.approx(-94.0)


def test_drops_use_two_sided_fisher_and_bonferroni_threshold():
    drops = drops_table(table1_records(), analysis=Analysis(alpha=0.01)).frame
    row = drops[(drops.model == "glm-4.7-flashx") & (drops.tier == "64k")].iloc[0]
    expected = fisher_exact([[28, 22], [45, 5]], alternative="two-sided").pvalue
    assert row.p_value == pytest.approx(expected)
    assert row.p_adjusted == pytest.approx(min(1.0, expected * 27))


def test_paired_mcnemar_counts_discordant_samples():
    recs = records_for("m", "8k", "end", 40) + records_for("m", "8k", "middle", 30)
    row = drops_table(recs).frame.iloc[0]
    assert row.pairs == 50
    # end right on samples 0-39, middle right on 0-29: 10 discordant pairs, all one way
    assert row.p_mcnemar == pytest.approx(mcnemar_exact(0, 10))
    assert row.p_mcnemar == pytest.approx(2 * 0.5**10)


def test_wilson_matches_statsmodels_and_handles_empty():
    from statsmodels.stats.proportion import proportion_confint

    lo, hi = wilson(45, 50)
    assert lo == pytest.approx(0.7864, abs=1e-3) and hi == pytest.approx(0.9565, abs=1e-3)
    assert all(math.isnan(x) for x in wilson(0, 0))
    assert all(math.isnan(x) for x in wilson_light(0, 0))
    for k, n, level in [(0, 1, 0.95), (1, 1, 0.95), (0, 50, 0.95), (50, 50, 0.95), (13, 37, 0.9), (7, 400, 0.99)]:
        want = tuple(map(float, proportion_confint(k, n, alpha=1 - level, method="wilson")))
        assert wilson(k, n, level) == want
        assert wilson_light(k, n, level) == pytest.approx(want, abs=1e-12)


def test_fisher_alternatives():
    assert fisher(10, 50, 40, 50, "less") < fisher(10, 50, 40, 50, "two-sided")
    assert fisher(10, 50, 40, 50, "greater") > 0.99


def test_adjust_holm_is_less_conservative_than_bonferroni():
    ps = [0.001, 0.004, 0.03]
    bonf, holm = adjust(ps, 0.05, "bonferroni"), adjust(ps, 0.05, "holm")
    assert bonf.significant == [True, True, False]
    assert holm.p_adjusted[1] <= bonf.p_adjusted[1]
    assert bonf.threshold == pytest.approx(0.05 / 3)


def test_excluded_outcomes_never_count_as_wrong():
    recs = records_for("m", "8k", "end", 10, n=10)
    for r in recs[:3]:
        r.update(status="rate_limited", correct=None)
    row = cells_table(recs).iloc[0]
    assert (row.n, row.k, row.samples, bool(row.incomplete)) == (7, 7, 10, True)
    assert row.n_rate_limited == 3
