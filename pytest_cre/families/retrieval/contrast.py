"""Retrieval beside reasoning in the same cell coordinates: per model, task, filler, tier and
position, both accuracies, both drops from the end, and the reasoning drop minus the retrieval
drop (the part of a positional drop that is not a failure to find the target), with a paired
interval and test over the samples the two families share, corrected as one group of its own."""

from __future__ import annotations

import math
import statistics
from typing import Any

from ...analysis.memo import remembered
from ...analysis.policy import Analysis
from ...analysis.stats import adjust
from ...analysis.tables import sample_outcomes

ARM = ("model", "task", "filler", "tier")
TEST = "wilcoxon_signed_rank"


def _outcomes(records: list[dict[str, Any]], limit_hits: str) -> dict[tuple[Any, ...], dict[tuple[Any, Any], bool]]:
    """Per (model, task, filler, tier, position): ``sample_outcomes`` of its records."""
    cells: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for r in records:
        cells.setdefault((*(r.get(k) for k in ARM), r.get("position")), []).append(r)
    return {key: outcomes for key, recs in cells.items() if (outcomes := sample_outcomes(recs, limit_hits))}


def _acc(outcomes: dict[Any, bool] | None) -> tuple[int, int, float]:
    if not outcomes:
        return 0, 0, math.nan
    k = sum(outcomes.values())
    return len(outcomes), k, k / len(outcomes)


@remembered
def paired_gap(differences: list[int], level: float = 0.95) -> tuple[float, float, float, float]:
    """Mean of the per-sample differences of drops (each in -2..2) with its t interval and the
    two-sided Wilcoxon signed-rank p (zero differences dropped; 1.0 when every one is zero)."""
    from scipy import stats

    n = len(differences)
    if n == 0:
        return math.nan, math.nan, math.nan, math.nan
    mean = sum(differences) / n
    if n < 2:
        return mean, math.nan, math.nan, math.nan
    # The sample standard deviation, exact on these small integers (0 when all are alike).
    half = float(stats.t.ppf(0.5 + level / 2, n - 1)) * statistics.stdev(differences) / math.sqrt(n)
    p = 1.0 if not any(differences) else float(stats.wilcoxon(differences, zero_method="wilcox").pvalue)
    return mean, mean - half, mean + half, p


def contrast_rows(
    retrieval: list[dict[str, Any]], reasoning: list[dict[str, Any]], analysis: Analysis
) -> list[dict[str, Any]]:
    """One row per cell coordinate both families ran (every position, the baseline too): the two
    accuracies; where the arm has an ``end`` cell in both, each drop (position - end, pp, as
    drops.csv signs it) and ``gap_pp``, the reasoning drop minus the retrieval drop over the
    samples scored in all four cells, with its 95% t interval and Wilcoxon p, adjusted by the
    run's correction over the rows with a test."""
    found = _outcomes(retrieval, analysis.limit_hits)
    reasoned = _outcomes(reasoning, analysis.limit_hits)
    rows: list[dict[str, Any]] = []
    for key in [k for k in reasoned if k in found]:
        *arm, position = key
        n_r, k_r, acc_r = _acc(reasoned[key])
        n_f, k_f, acc_f = _acc(found[key])
        row: dict[str, Any] = {
            **dict(zip(ARM, arm)),
            "position": position,
            "reasoning_n": n_r,
            "reasoning_k": k_r,
            "reasoning_acc": acc_r,
            "retrieval_n": n_f,
            "retrieval_k": k_f,
            "retrieval_acc": acc_f,
        }
        end = (*arm, "end")
        if position not in ("end", "baseline") and end in reasoned and end in found:
            arms = (reasoned[key], reasoned[end], found[key], found[end])
            shared = set.intersection(*(set(a) for a in arms))
            diffs = [(arms[0][s] - arms[1][s]) - (arms[2][s] - arms[3][s]) for s in sorted(shared, key=str)]
            gap, lo, hi, p = paired_gap(diffs)
            row.update(
                reasoning_drop_pp=100 * (acc_r - _acc(reasoned[end])[2]),
                retrieval_drop_pp=100 * (acc_f - _acc(found[end])[2]),
                pairs=len(shared),
                gap_pp=100 * gap,
                gap_ci_low=100 * lo,
                gap_ci_high=100 * hi,
                test=TEST,
                p_value=p,
            )
        rows.append(row)
    tested = [r for r in rows if not math.isnan(r.get("p_value", math.nan))]
    adjusted = adjust([r["p_value"] for r in tested], analysis.alpha, analysis.correction)
    for r, p_adj, significant in zip(tested, adjusted.p_adjusted, adjusted.significant):
        r.update(p_adjusted=p_adj, significant=significant, correction=adjusted.method, tests=adjusted.family_size)
    return rows
