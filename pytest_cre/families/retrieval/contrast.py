"""Retrieval beside reasoning in the same cell coordinates: per model, task, filler, tier and
position, both accuracies, both drops from the end, and the reasoning drop minus the retrieval
drop (the part of a positional drop that is not a failure to find the target, if the needle is
as findable as the target), with a paired interval and test over the samples the two families
share, corrected as one group of its own."""

from __future__ import annotations

import math
from typing import Any

from ...analysis.policy import Analysis
from ...analysis.stats import adjust, mean_interval, mean_p
from ...analysis.tables import sample_outcomes
from ...report.html import missing
from .options import SINGLE

ARM = ("model", "task", "filler", "tier")
TEST = "likelihood_ratio"  # of a zero mean gap, the test ``INTERVAL`` inverts
INTERVAL = "profile_likelihood"
# What the gap's sign says, on the page and in the terminal.
SIGN_NOTE = (
    "Gap = reasoning drop - retrieval drop (pp, each drop the position's accuracy minus the end's). "
    "Below 0: the position costs reasoning more than it costs finding a needle there, a loss that "
    "failing to find the target does not explain (read so only if the needle is as findable as the "
    "target); above 0: finding the needle loses more than reasoning does; 0: the drops match."
)
# Each pair's gap: (reasoning middle - end) - (retrieval middle - end), an integer in -2..2.
LOW, HIGH = -2, 2


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


def paired_gap(differences: list[int], level: float = 0.95) -> tuple[float, float, float, float]:
    """Mean of the per-pair gaps (each in -2..2), its profile-likelihood interval at ``level``
    (``mean_interval``: never of zero width) and the two-sided likelihood-ratio p of a zero mean
    (``mean_p``, the test that interval inverts); nan without pairs.

    A signed-rank test would test symmetry about 0, not the mean; and an exact sign-flip test,
    whose statistic is the mean, disagreed with this interval in up to 15% of samples with a real
    gap (``benchmarks/contrast_coverage.py``), a star beside an interval holding 0 or the
    reverse. With the interval's own test the two never disagree."""
    if not differences:
        return math.nan, math.nan, math.nan, math.nan
    counts = [0] * (HIGH - LOW + 1)
    for d in differences:
        counts[d - LOW] += 1
    lo, hi = mean_interval(counts, LOW, level)
    return sum(differences) / len(differences), lo, hi, mean_p(counts, LOW)


def interval_level(analysis: Analysis, tests: int) -> float:
    """The confidence of every gap's interval: the level its test is judged at, so an interval
    that excludes 0 and a significant gap say the same. Bonferroni: 1 - alpha / m; Holm, whose
    thresholds step, gets Bonferroni's (simultaneous, so valid beside Holm's decisions too, and
    wider than its later steps need: there a flagged gap's interval may still hold 0); no
    correction: 1 - alpha."""
    if analysis.correction == "none" or tests <= 1:
        return 1 - analysis.alpha
    return 1 - analysis.alpha / tests


def contrast_rows(
    retrieval: list[dict[str, Any]], reasoning: list[dict[str, Any]], analysis: Analysis
) -> list[dict[str, Any]]:
    """One row per cell coordinate both families ran (every position, the baseline too): the two
    accuracies (over each cell's scored samples); where the arm has an ``end`` cell in both, the
    ``pairs``, the samples (by seed and index, pooled sources included) scored in all four cells,
    and over exactly those pairs each drop (position - end, pp, as drops.csv signs it) and
    ``gap_pp``, the reasoning drop minus the retrieval drop, with its profile-likelihood interval
    at the corrected level (``gap_ci_level``) and likelihood-ratio p, adjusted by the run's
    correction over the rows with a test. Where the run has multi-needle variants each
    variant's cells are set beside the same reasoning cells (a ``needle`` column says which), all
    their gaps corrected together."""
    reasoned = _outcomes(reasoning, analysis.limit_hits)
    variants = list(dict.fromkeys(r.get("needle") or SINGLE for r in retrieval))
    labelled = variants != [SINGLE]
    rows: list[dict[str, Any]] = []
    gaps: list[list[int]] = []
    for variant in variants:
        mine = [r for r in retrieval if (r.get("needle") or SINGLE) == variant] if labelled else retrieval
        rows_of, gaps_of = _variant_rows(_outcomes(mine, analysis.limit_hits), reasoned)
        rows += [{"needle": variant, **row} for row in rows_of] if labelled else rows_of
        gaps += gaps_of
    tested = [r for r in rows if "gap_pp" in r]
    level = interval_level(analysis, len(tested))
    for r, differences in zip(tested, gaps):
        _, lo, hi, p = paired_gap(differences, level)
        r.update(gap_ci_low=100 * lo, gap_ci_high=100 * hi, gap_ci_level=level, interval=INTERVAL, test=TEST, p_value=p)
    adjusted = adjust([r["p_value"] for r in tested], analysis.alpha, analysis.correction)
    for r, p_adj, significant in zip(tested, adjusted.p_adjusted, adjusted.significant):
        r.update(p_adjusted=p_adj, significant=significant, correction=adjusted.method, tests=adjusted.family_size)
    return rows


def _variant_rows(
    found: dict[tuple[Any, ...], dict[tuple[Any, Any], bool]],
    reasoned: dict[tuple[Any, ...], dict[tuple[Any, Any], bool]],
) -> tuple[list[dict[str, Any]], list[list[int]]]:
    """``contrast_rows``' rows of one needle variant, untested, and the per-pair gaps of those
    with a gap, in order."""
    rows: list[dict[str, Any]] = []
    gaps: list[list[int]] = []
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
            shared = sorted(set.intersection(*(set(a) for a in arms)), key=str)
            drops = [(int(arms[0][s]) - arms[1][s], int(arms[2][s]) - arms[3][s]) for s in shared]
            n = len(shared) or math.nan
            row.update(
                pairs=len(shared),
                reasoning_drop_pp=100 * sum(r for r, _ in drops) / n,
                retrieval_drop_pp=100 * sum(f for _, f in drops) / n,
            )
            if shared:
                gaps.append([r - f for r, f in drops])
                row["gap_pp"] = row["reasoning_drop_pp"] - row["retrieval_drop_pp"]
        rows.append(row)
    return rows, gaps


def interval_note(rows: Any) -> str:
    """What the gaps' intervals and p are: their level and the correction it follows (rows:
    the contrast's row dicts or frame)."""
    rows = rows.to_dict("records") if hasattr(rows, "to_dict") else rows
    tested = [r for r in rows if not missing(r.get("gap_ci_level"))]
    if not tested:
        return "No gap was tested."
    levels = sorted({f"{100 * float(r['gap_ci_level']):.4g}%" for r in tested})
    r = tested[0]
    m = int(r["tests"])
    correction = (
        "no correction" if r["correction"] == "none" else f"{r['correction'].capitalize()} over {m} gap{'s' * (m != 1)}"
    )
    if r["correction"] == "holm" and m > 1:
        correction += "; Bonferroni's level, simultaneous: a gap Holm flags may still hold 0"
    return (
        f"Intervals: {' / '.join(levels)} profile-likelihood intervals, the level each gap's test is judged at "
        f"({correction}); p: the likelihood-ratio test of a zero mean gap that the interval inverts, two-sided."
    )


def contrast_lines(contrast: Any) -> list[str]:
    """The terminal's contrast: what the gap's sign means and its intervals' level, then per
    compared cell both drops and their gap over the same pairs, with its interval and adjusted p."""
    if contrast is None or "gap_pp" not in contrast:
        return []
    lines = [
        "retrieval vs reasoning (both drops and the gap over the pairs scored in all four cells):",
        f"  {SIGN_NOTE}",
        f"  {interval_note(contrast)}",
    ]
    for r in contrast[contrast["gap_pp"].notna()].to_dict("records"):
        p = r.get("p_adjusted")
        tested = "no test" if missing(p) else f"p_adj {p:.3g}{' *' if r.get('significant') is True else ''}"
        low, high = r["gap_ci_low"], r["gap_ci_high"]
        ci = "[no interval]" if missing(low) else f"[{low:+.0f}, {high:+.0f}]"
        variant = f"{r['needle']} " if not missing(r.get("needle")) else ""
        lines.append(
            f"  {variant}{r['model']} {r['task']} {r['filler']} {r['tier']} {r['position']}: reasoning "
            f"{r['reasoning_drop_pp']:+.0f}pp, retrieval {r['retrieval_drop_pp']:+.0f}pp, gap "
            f"{r['gap_pp']:+.0f}pp {ci} {tested} ({int(r['pairs'])} pairs)"
        )
    return lines
