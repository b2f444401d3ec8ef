"""The reasoning family's tables: cell diagnostics, which cells are compared, the headline
(accuracy per position and the end-to-middle drop) and the seed paper's table shapes."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any

from ...analysis.policy import Analysis
from ...analysis.stats import Adjusted, diff_ci
from ...analysis.tables import ComparisonTable, rate
from ...core.dims import position_rank, tier_tokens
from ...core.errors import CreDataError
from ...core.record import PACKED, is_packed, unpacked
from ...report.html import INCOMPLETE_MARK, SIG_MARK
from .cells import comparison_pairs
from .scoring import MATCH_KINDS, filler_match_rates

CELL_KEYS = ("model", "task", "filler", "tier", "position")
ARM_KEYS = ["model", "task", "filler", "tier"]


@functools.lru_cache(maxsize=1024)
def _draw(packed: str) -> tuple[Any, ...]:
    """A packed filler draw's answers, decoded once for the cells that share it: a sample's
    draw is its siblings' at the other positions and depths (the paired design), and the table
    reaches those next. 1,024 draws: a cell's samples, however many positions follow."""
    value = unpacked({PACKED: packed})  # a CreDataError when it cannot be read
    return tuple(value) if isinstance(value, list) else ()


def _match_columns(wrong: Any, scored: Any) -> dict[str, float]:
    """Filler-match rates of the wrong answers with their chance rates (from the filler each
    record names); records without it (hand-made ones) give their stored flags, no chance."""
    if "filler_answers" in scored and "target_slots" in scored:

        def listed(v: Any, cell: Any = None, sample: Any = None) -> Sequence[Any]:
            if type(v) is list:  # target slots, and a record read unpacked: read, never changed
                return v
            try:
                if is_packed(v) and isinstance(v[PACKED], str):
                    return _draw(v[PACKED])
                v = unpacked(v)
            except CreDataError as exc:  # which record: the reader kept the field packed
                raise CreDataError(f"{cell} sample {sample}: {exc}") from None
            return list(v) if isinstance(v, (list, tuple)) else []

        # Column by column (tolist: Python values, as a record holds them), each sample's filler
        # answers decoded only here, one cell at a time.
        names = ("answer", "correct", "filler_answers", "target_slots", "cell_id", "sample")
        columns = (scored[c].tolist() for c in names)
        return filler_match_rates(
            (a, c, listed(f, cell, sample), listed(t)) for a, c, f, t, cell, sample in zip(*columns)
        )
    out = {}
    for kind in MATCH_KINDS:
        out[f"match_{kind}"] = rate(wrong, f"match_{kind}")
        out[f"match_{kind}_chance"] = math.nan
    return out


def maxgen_hits(group: Any) -> int:
    """Samples of a cell whose generation stopped at the token limit."""
    return int(group["maxgen_hit"].fillna(False).astype(bool).sum()) if "maxgen_hit" in group else 0


def reference_cells(cells: Any) -> tuple[Any, str]:
    """The target at the end of the filler, or alone: where a working setup does well."""
    return cells[cells["position"].isin(["end", "baseline"])], "end and baseline cells"


# What ``cell_columns`` reads of a cell's records (the reporter's ``cell_fields``).
CELL_FIELDS = (
    "answer", "correct", "filler_answers", "target_slots", "cell_id", "sample", "maxgen_hit", "restated", "target_id",
    *(f"match_{kind}" for kind in MATCH_KINDS),
)  # fmt: skip


def cell_columns(group: Any, scored: Any) -> dict[str, Any]:
    """Diagnostics of one cell: filler matching of wrong answers (each beside its chance rate),
    max-gen hits, restatement."""
    wrong = scored[scored["correct"] == False]  # noqa: E712
    return {
        "wrong": len(wrong),
        **_match_columns(wrong, scored),
        "maxgen_hits": maxgen_hits(group),
        "restated": rate(scored, "restated"),
        "targets": int(group["target_id"].nunique()) if "target_id" in group else 0,
    }


def repeats_line(cells) -> str | None:
    """Cells whose samples reuse targets (``--cre-repeats allow``): not independent samples."""
    if cells.empty or "targets" not in cells:
        return None
    # Samples that name a target: one never asked (recorded not_run: a failed or interrupted
    # cell; a missing one is not among the samples) names none, and repeats nothing.
    targeted = cells["samples"] - (cells["n_not_run"].fillna(0) if "n_not_run" in cells else 0)
    rep = cells[cells["targets"] < targeted]
    if rep.empty:
        return None
    worst = rep.loc[(targeted[rep.index] / rep["targets"].clip(lower=1)).idxmax()]
    return (
        f"repeats: in {len(rep)} cell{'s' if len(rep) != 1 else ''} targets repeat (--cre-repeats allow; "
        f"e.g. {worst['cell_id']}: {int(targeted[worst.name])} samples of {int(worst['targets'])} targets): "
        "those samples are not independent, so their p-values and intervals are too small"
    )


def sort_rows(frame):
    """Rows by model, task, filler, tier (by size) and position."""
    if frame.empty:
        return frame
    order = frame.assign(_tier=frame["tier"].map(tier_tokens), _pos=frame["position"].map(position_rank))
    order = order.sort_values(["model", "task", "filler", "_tier", "_pos"], kind="stable")
    return order.drop(columns=["_tier", "_pos"]).reset_index(drop=True)


def comparison_specs(cells, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
    """The comparisons a cells table supports, (labels, cell row, baseline cell row), chosen by
    ``cells.comparison_pairs`` exactly as the drop items are."""
    specs: list[tuple[dict[str, Any], Any, Any]] = []
    if cells.empty:
        return specs
    baselines = {(r["model"], r["task"]): r for _, r in cells[cells["position"] == "baseline"].iterrows()}
    for keys, g in cells[cells["position"] != "baseline"].groupby(ARM_KEYS, sort=False):
        by_pos = {r["position"]: r for _, r in g.iterrows()}
        base_row = baselines.get((keys[0], keys[1]))
        by_pos_all = {**by_pos, "baseline": base_row} if base_row is not None else by_pos
        for pos, base in comparison_pairs(set(by_pos), base_row is not None, analysis.pairs):
            specs.append(
                (
                    {
                        **dict(zip(ARM_KEYS, keys)),
                        "position": pos,
                        "baseline_position": base,
                        "comparison": f"{pos}-{base}",
                    },
                    by_pos_all[pos],
                    by_pos_all[base],
                )
            )
    return specs


def power_line(cells, drops: ComparisonTable) -> str | None:
    """The smallest drop the design can see: 80% power at the corrected alpha, for the median
    n and end accuracy of the run, computed exactly for the Fisher test the run uses (rounded
    up to a whole pp, so the figure printed always has the power claimed)."""
    ends = cells[cells["position"] == "end"] if not cells.empty else cells
    if ends.empty or drops.adjusted.family_size == 0:
        return None
    # An adaptive run's cells stop at different n: the line is the fixed design's at its cap.
    adaptive = drops.analysis.adaptive is not None and bool(drops.n_max)
    n = int(drops.n_max or 0) if adaptive else int(ends["n"].median())
    p0 = float(ends["acc"].median())
    a = drops.adjusted
    alpha = a.threshold if a.threshold is not None else a.alpha / max(1, a.family_size)
    if n < 2 or not 0 < p0 <= 1:
        return None
    from ...analysis.power import method, min_detectable_drop  # scipy: only where a summary is made

    # the alternative of the family whose threshold this is (the largest that ran)
    alternative = next((f.alternative for f in drops.families if f.adjusted is a), drops.analysis.alternative)
    if alternative == "greater":
        return f"power: a one-sided 'greater' test cannot detect a drop (n={n} per arm)"
    mdd = min_detectable_drop(n, p0, alpha, alternative=alternative)
    at = f"p < {alpha:.3g}{_threshold_note(a)}"
    if math.isinf(mdd):
        return f"power: with n={n} per arm no drop from {100 * p0:.0f}% reaches 80% power at {at}"
    if adaptive:
        return (
            f"power: a fixed design of n={n} per arm (this adaptive run's cap) at end accuracy {100 * p0:.0f}% "
            f"detects a drop of {math.ceil(mdd - 1e-9):.0f}pp with 80% power at {at} ({method(n)}); "
            "the adaptive design's own, by simulation: docs/statistics.md"
        )
    return (
        f"power: with n={n} per arm and end accuracy {100 * p0:.0f}%, the smallest drop detectable "
        f"with 80% power at {at} is {math.ceil(mdd - 1e-9):.0f}pp ({method(n)}; plan N "
        f"with `cre power`)"
    )


def _threshold_note(a: Adjusted) -> str:
    """What the power line's threshold is under the correction in force: Bonferroni's is every
    comparison's (said by the sig line); Holm has none fixed, so the line quotes its strictest
    step, where the smallest p is tested (later steps are looser: a drop can need less)."""
    if a.method == "holm":
        return f" (Holm's first step, alpha/{a.family_size}; its later steps test at larger thresholds)"
    if a.method == "none":
        return " (uncorrected)"
    return ""


# --------------------------------------------------------------------------- headline tables


def fmt_p(p: float) -> str:
    """A p-value as the seed paper prints it: 3 decimals (``0.181``), 4 below 0.001, and
    ``<0.0001`` below that (drops.csv keeps every digit)."""
    if math.isnan(p):
        return ""
    if p < 0.0001:
        return "<0.0001"
    return f"{p:.4f}" if p < 0.001 else f"{p:.3f}"


def _fmt_acc(k: int, n: int) -> str:
    return f"{100 * k / n:.0f}% ({k}/{n})" if n else "-"


def _middle_vs_end(d: Any) -> dict[tuple[Any, ...], Any]:
    """The end-to-middle comparison of each arm, by (model, task, filler, tier)."""
    if d.empty:
        return {}
    rows = d[(d["position"] == "middle") & (d["baseline_position"] == "end")]
    return {(r["model"], r["task"], r["filler"], r["tier"]): r for _, r in rows.iterrows()}


def headline(cells, drops: ComparisonTable):
    """The terminal table: one row per (model, task, filler, tier), accuracy per position,
    and the end-to-middle drop with its p-value and significance flag."""
    import pandas as pd

    if cells.empty:
        return pd.DataFrame()
    positions = sorted(cells["position"].unique(), key=position_rank)
    d = drops.frame
    mids = _middle_vs_end(d)
    rows = []
    for keys, g in cells.groupby(ARM_KEYS, sort=False):
        row = dict(zip(ARM_KEYS, keys))
        by_pos = {r["position"]: r for _, r in g.iterrows()}
        for pos in positions:
            c = by_pos.get(pos)
            row[pos] = (
                _fmt_acc(int(c["k"]), int(c["n"])) + (INCOMPLETE_MARK if c["incomplete"] else "")
                if c is not None
                else ""
            )
        m = mids.get(keys)
        row["drop"] = f"{m['drop_pp']:+.0f}pp" if m is not None else ""
        row["p"] = fmt_p(m["p_value"]) if m is not None else ""
        row["sig"] = SIG_MARK if m is not None and m["significant"] else ""
        rows.append(row)
    out = pd.DataFrame(rows)
    return (
        out.assign(_t=out["tier"].map(tier_tokens))
        .sort_values(["model", "task", "_t", "filler"], kind="stable")
        .drop(columns="_t")
        .reset_index(drop=True)
    )


def paper_tables(cells, drops: ComparisonTable) -> dict[str, Any]:
    """The seed paper's shapes: per task and filler, model x tier with End / Drop / p / Sig (Tables
    1 and 3);
    the probe spectrum (Table 2); filler-match rates of wrong answers (Table 19)."""
    import pandas as pd

    out: dict[str, Any] = {}
    d = drops.frame
    if cells.empty:
        return out
    mids = _middle_vs_end(d)
    for (task, filler), g in cells[cells["position"] == "end"].groupby(["task", "filler"], sort=True):
        tiers = sorted(g["tier"].unique(), key=tier_tokens)
        rows = []
        for model, mg in g.groupby("model", sort=True):
            row = {"model": model}
            for tier in tiers:
                e = mg[mg["tier"] == tier]
                m = mids.get((model, task, filler, tier))
                row[f"{tier} End"] = f"{100 * e.iloc[0]['acc']:.0f}%" if len(e) and e.iloc[0]["n"] else ""
                row[f"{tier} Drop"] = f"{m['drop_pp']:+.0f}pp" if m is not None else ""
                row[f"{tier} p"] = fmt_p(m["p_value"]) if m is not None else ""
                row[f"{tier} Sig"] = "*" if m is not None and m["significant"] else ""
            rows.append(row)
        out[f"{task} / {filler}: end accuracy and end-to-middle drop"] = pd.DataFrame(rows)
    probes = ["end", "middle", "middle_twice", "middle_dup"]
    spec_rows = []
    for keys, g in cells.groupby(ARM_KEYS, sort=False):
        by_pos = {r["position"]: r for _, r in g.iterrows()}
        if not ({"middle_twice", "middle_dup"} & set(by_pos)) or "end" not in by_pos:
            continue
        row = dict(zip(ARM_KEYS, keys))
        for p in probes:
            row[p] = f"{100 * by_pos[p]['acc']:.0f}%" if p in by_pos and by_pos[p]["n"] else ""
        if "middle_dup" in by_pos and by_pos["middle_dup"]["n"] and by_pos["end"]["n"]:
            row["Dup-End"] = f"{100 * (by_pos['middle_dup']['acc'] - by_pos['end']['acc']):+.0f}pp"
        spec_rows.append(row)
    if spec_rows:
        out["probe spectrum"] = pd.DataFrame(spec_rows)
    wrong = cells[(cells["wrong"] > 0) & cells["match_any"].notna()] if "wrong" in cells else cells.iloc[0:0]
    if not wrong.empty:
        table = {
            "model": wrong["model"],
            "task": wrong["task"],
            "filler": wrong["filler"],
            "tier": wrong["tier"],
            "position": wrong["position"],
            "acc": (100 * wrong["acc"]).round(0).astype(int).astype(str) + "%",
            "wrong": wrong["wrong"],
        }
        for kind, title in (("any", "match any"), ("last", "match last"), ("nearest", "nearest")):
            observed, chance = 100 * wrong[f"match_{kind}"], 100 * wrong[f"match_{kind}_chance"]
            table[title] = observed.round(0)
            table[f"{title} chance"] = chance.round(0)
            table[f"{title} excess"] = (observed - chance).round(0)
        out[
            "filler-answer matching of wrong answers (match last: the filler item last after the target; "
            "chance: the same answers against another sample's filler)"
        ] = pd.DataFrame(table)
    return out


def board_columns(cells, model: str, threshold: float, chance: dict[str, float] | None = None) -> dict[str, str]:
    """A model's leaderboard columns (``Reporter.board``): end and middle accuracy pooled over
    its cells, middle minus end with its 95% Newcombe interval, and per filler the effective
    length at the middle (``not measurable`` where its baseline is within chance's reach)."""
    from .effective import effective_lengths

    mine = cells[cells["model"] == model]
    out: dict[str, str] = {}
    pooled = {}
    for position in ("end", "middle"):
        at = mine[mine["position"] == position]
        k, n = int(at["k"].sum()), int(at["n"].sum())
        pooled[position] = (k, n)
        out[position] = f"{100 * k / n:.0f}% ({k}/{n})" if n else "-"
    (k_e, n_e), (k_m, n_m) = pooled["end"], pooled["middle"]
    if n_e and n_m:
        low, high = diff_ci(k_m, n_m, k_e, n_e)
        out["middle - end"] = f"{100 * (k_m / n_m - k_e / n_e):+.0f}pp ({100 * low:+.0f} to {100 * high:+.0f})"
    lengths = effective_lengths(mine, threshold, chance)
    middle = lengths[lengths["position"] == "middle"] if not lengths.empty else lengths
    if not middle.empty:
        out["effective length (middle)"] = ", ".join(
            f"{r['filler']} {r['effective_length']}" for r in middle.to_dict("records")
        )
    return out
