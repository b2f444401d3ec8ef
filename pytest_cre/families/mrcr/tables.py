"""The mrcr family's tables: per model x needles x tier x position the mean ratio (MRCR's
headline) with a 95% t interval, the exact share (ratio >= ``CORRECT_RATIO``: the k of n the
shared tables count), how often the prefix was missing and how often another instance's reply
came back; each position against ``end`` of the same model, needles and tier through the shared
comparisons (Fisher and McNemar on the exact share, corrected), and a paired t-test on the ratios."""

from __future__ import annotations

import math
import statistics
from typing import Any

from ...analysis.policy import Analysis
from ...analysis.tables import ComparisonTable, counts_in_n
from ...core.dims import position_rank, tier_tokens
from ...report.html import INCOMPLETE_MARK, fmt_k_of_n
from .cells import BASELINE

CELL_KEYS = ("model", "needles", "tier", "position")
ARM_KEYS = ("model", "needles", "tier")  # cells sharing these differ only by position

LEGEND = (
    "columns: ratio = mean SequenceMatcher ratio (OpenAI MRCR's grade: 0 without the prefix), 95% t interval; "
    "exact = ratio >= 0.99; no prefix = answers that did not start with the asked string; other = answers "
    "closest to another instance of the request; depth = mean depth of the asked-for turn"
)


def mean_interval(scores: Any) -> tuple[float, float, float]:
    """Mean of the ratios and its 95% Student t interval (clipped to [0, 1]); NaN without scores."""
    from scipy import stats

    values = [float(v) for v in scores if v is not None and not (isinstance(v, float) and math.isnan(v))]
    if not values:
        return math.nan, math.nan, math.nan
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan, math.nan
    sem = statistics.stdev(values) / math.sqrt(len(values))
    if sem == 0:
        return mean, mean, mean
    lo, hi = stats.t.interval(0.95, len(values) - 1, loc=mean, scale=sem)
    return mean, max(0.0, float(lo)), min(1.0, float(hi))


def _share(frame: Any, mask: Any) -> float:
    return float(mask.sum()) / len(frame) if len(frame) else math.nan


# What ``cell_columns`` reads of a cell's records (the reporter's ``cell_fields``).
CELL_FIELDS = ("score", "closest_instance", "asked", "prefix_present", "correct", "depth")


def cell_columns(group: Any, scored: Any) -> dict[str, Any]:
    """A cell's ratio figures over its scored samples (every mrcr record has these fields)."""
    mean, lo, hi = mean_interval(list(scored["score"]))
    other = scored["closest_instance"].notna() & (scored["closest_instance"] != scored["asked"])
    return {
        "mean_ratio": mean,
        "ratio_low": lo,
        "ratio_high": hi,
        "no_prefix": _share(scored, scored["prefix_present"] == False),  # noqa: E712
        "other_instance": _share(scored, other & (scored["correct"] != True)),  # noqa: E712
        "mean_depth": float(scored["depth"].mean()) if len(scored) else math.nan,
    }


def sort_rows(frame: Any) -> Any:
    """Rows by model, needles, tier (by size), then position (end, middle, ..., start, depths)."""
    if frame.empty or "tier" not in frame:
        return frame
    order = frame.assign(_t=frame["tier"].map(tier_tokens), _p=frame["position"].map(position_rank))
    order = order.sort_values(["model", "needles", "_t", "_p"], kind="stable")
    return order.drop(columns=["_t", "_p"]).reset_index(drop=True)


def comparisons(cells: Any, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
    """Each position against ``end`` of the same model, needles and tier."""
    out: list[tuple[dict[str, Any], Any, Any]] = []
    if cells.empty:
        return out
    for keys, g in cells.groupby(list(ARM_KEYS), sort=False):
        by_pos = {r["position"]: r for _, r in g.iterrows()}
        base = by_pos.get(BASELINE)
        if base is None:
            continue
        for pos, row in by_pos.items():
            if pos != BASELINE:
                labels = {**dict(zip(ARM_KEYS, keys)), "position": pos, "baseline_position": BASELINE}
                out.append(({**labels, "comparison": f"{pos}-{BASELINE}"}, row, base))
    return out


def _pct(x: Any) -> str:
    return "" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.0f}%"


def headline(cells: Any) -> Any:
    """The terminal table: one row per cell."""
    import pandas as pd

    rows = []
    for _, c in cells.iterrows():
        interval = f" [{c['ratio_low']:.2f}, {c['ratio_high']:.2f}]" if not math.isnan(c["ratio_low"]) else ""
        rows.append(
            {
                "model": c["model"],
                "needles": int(c["needles"]),
                "tier": c["tier"],
                "position": c["position"],
                "n": int(c["n"]),
                "ratio (95% CI)": (f"{c['mean_ratio']:.3f}{interval}" if not math.isnan(c["mean_ratio"]) else "")
                + (f"{INCOMPLETE_MARK} INVALID" if c["incomplete"] else ""),
                "exact": fmt_k_of_n(int(c["k"]), int(c["n"])),
                "no prefix": _pct(c["no_prefix"]),
                "other": _pct(c["other_instance"]),
                "depth": f"{c['mean_depth']:.2f}" if not math.isnan(c["mean_depth"]) else "",
            }
        )
    return pd.DataFrame(rows)


def ratio_tests(cells: Any, records: list[dict[str, Any]], analysis: Analysis) -> Any:
    """Each position's mean ratio against ``end``'s (same model, needles, tier) over the samples
    both cells scored (matched on seed and sample: a sample's positions hold the same request,
    replies and other pairs, so the test is paired, as the exact share's McNemar is), the
    samples counted as the headline counts them (``counts_in_n`` under the run's limit-hit
    policy): the mean difference and the paired t-test's p (two-sided, uncorrected: the
    corrected tests are the exact share's)."""
    import pandas as pd

    scores: dict[str, dict[tuple[Any, Any], float]] = {}
    for r in records:
        if r.get("score") is not None and counts_in_n(r, analysis.limit_hits):
            scores.setdefault(r["cell_id"], {})[(r.get("seed"), r["sample"])] = float(r["score"])
    rows = []
    for labels, row, base in comparisons(cells, analysis):
        a, b = scores.get(row["cell_id"], {}), scores.get(base["cell_id"], {})
        pairs = [(a[key], b[key]) for key in a.keys() & b.keys()]
        if len(pairs) < 2:
            continue
        mine, ends = [x for x, _ in pairs], [y for _, y in pairs]
        rows.append(
            {
                **{k: labels[k] for k in ("model", "needles", "tier")},
                "comparison": labels["comparison"],
                "pairs": len(pairs),
                "ratio": round(statistics.fmean(mine), 3),
                "end ratio": round(statistics.fmean(ends), 3),
                "difference": round(statistics.fmean(mine) - statistics.fmean(ends), 3),
                "p paired t": f"{paired_p(mine, ends):.2g}",
            }
        )
    return pd.DataFrame(rows)


def paired_p(a: list[float], b: list[float]) -> float:
    """The paired t-test's two-sided p of matched ratios (scipy's ``ttest_rel``): 1 when every
    pair agrees; where every pair differs by the same amount the differences have no spread and
    the test no finite statistic, so p is its limit, 0."""
    from scipy import stats

    differences = [x - y for x, y in zip(a, b)]
    if statistics.pstdev(differences) == 0:
        return 1.0 if differences[0] == 0 else 0.0
    return float(stats.ttest_rel(a, b).pvalue)


def drops_lines(drops: ComparisonTable) -> list[str]:
    """The corrected comparisons of the exact share, one line each."""
    d = drops.frame
    lines = []
    for _, r in d.iterrows() if not d.empty else ():
        sig = " *" if bool(r.get("significant")) else ""
        lines.append(
            f"{r['model']}: {int(r['needles'])} needles {r['tier']}: {r['comparison']}: exact "
            f"{fmt_k_of_n(int(r['k']), int(r['n']))} vs {fmt_k_of_n(int(r['baseline_k']), int(r['baseline_n']))} "
            f"({r['drop_pp']:+.1f}pp), Fisher p={r['p_value']:.2g}{sig}"
        )
    return lines


def terminal_lines(cells: Any, drops: ComparisonTable, paired: Any) -> list[str]:
    lines = [LEGEND] if not cells.empty else []
    found = drops_lines(drops)
    if found:
        lines += ["exact share against end (* significant after the correction above):", *found]
    if paired is not None and not paired.empty:
        lines.append("mean ratio against end (paired t, two-sided, uncorrected):")
        lines += [
            f"{r['model']}: {r['needles']} needles {r['tier']}: {r['comparison']}: {r['ratio']:.3f} vs "
            f"{r['end ratio']:.3f} ({r['difference']:+.3f}), p={r['p paired t']}"
            for _, r in paired.iterrows()
        ]
    return lines
