"""Effective length, the headline a long-context reader looks for first: per model, task,
filler and position, the longest tier up to which accuracy stays at least a share (85%, as
NoLiMa's rule) of the model's own no-filler baseline on the same task, with an interval from
the cells' Wilson intervals. RULER's effective length is the same idea against a fixed bar.
"""

from __future__ import annotations

from typing import Any

from ...core.dims import position_rank, tier_tokens
from ...report.charts import Chart, Series

DEFAULT_THRESHOLD = 0.85
BELOW = "<"  # no tier reaches the bar: "<8k", shorter than the shortest tier run
KEYS = ["model", "task", "filler", "position"]


def rule(threshold: float) -> str:
    """The rule, written beside every effective length."""
    return (
        f"effective length: the longest tier up to which accuracy stays >= {threshold:.0%} of the model's own "
        "no-filler baseline on the task at every tier from the shortest (interval: the same rule on the cells' "
        "95% Wilson interval ends; --cre-effective-threshold changes the share)"
    )


def _longest(tiers: list[tuple[str, float | None]], bar: float) -> str:
    """The last tier of the unbroken run from the shortest whose value clears ``bar``."""
    longest = BELOW + tiers[0][0] if tiers else BELOW
    for tier, value in tiers:
        if value is None or value != value or value < bar:
            break
        longest = tier
    return longest


def effective_lengths(cells: Any, threshold: float = DEFAULT_THRESHOLD) -> Any:
    """One row per (model, task, filler, position) that has a baseline: the baseline accuracy,
    the bar, the effective length and its interval (``<8k``: not even the shortest tier);
    an empty frame when no arm has a baseline cell."""
    import pandas as pd

    columns = [*KEYS, "baseline_acc", "bar", "effective_length", "effective_low", "effective_high", "tiers"]
    if cells.empty or "position" not in cells:
        return pd.DataFrame(columns=columns)
    # One pass over the cells as dicts: a pandas group's to_dict per arm cost seconds at 300 cells.
    every = cells.to_dict("records")
    base = {(r["model"], r["task"]): r for r in every if r["position"] == "baseline" and int(r["n"]) > 0}
    arms: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for r in every:
        if r["position"] != "baseline":
            arms.setdefault(tuple(r[k] for k in KEYS), []).append(r)
    rows = []
    for keys, arm in arms.items():
        b = base.get((keys[0], keys[1]))
        if b is None:
            continue
        bar = threshold * float(b["acc"])
        ordered = sorted(arm, key=lambda r: tier_tokens(r["tier"]))

        def values(column: str, rows: list[dict[str, Any]] = ordered) -> list[tuple[str, float | None]]:
            return [(r["tier"], float(r[column]) if int(r["n"]) > 0 else None) for r in rows]

        rows.append(
            {
                **dict(zip(KEYS, keys)),
                "baseline_acc": float(b["acc"]),
                "bar": bar,
                "effective_length": _longest(values("acc"), bar),
                "effective_low": _longest(values("ci_low"), bar),
                "effective_high": _longest(values("ci_high"), bar),
                "tiers": ",".join(r["tier"] for r in ordered),
            }
        )
    return pd.DataFrame(rows, columns=columns)


def effective_table(frame: Any) -> Any:
    """The effective lengths as summary.md and the page show them."""
    import pandas as pd

    if frame.empty:
        return frame
    return pd.DataFrame(
        {
            "model": frame["model"],
            "task": frame["task"],
            "filler": frame["filler"],
            "position": frame["position"],
            "baseline": (100 * frame["baseline_acc"]).round(0).astype(int).astype(str) + "%",
            "bar": (100 * frame["bar"]).round(0).astype(int).astype(str) + "%",
            "effective length": frame["effective_length"],
            "interval": frame["effective_low"] + " to " + frame["effective_high"],
            "tiers run": frame["tiers"],
        }
    )


def effective_lines(frame: Any, threshold: float) -> list[str]:
    """The terminal's lines: per model, task and filler, each position's effective length."""
    if frame.empty:
        return []
    lines = []
    for (model, task, filler), g in frame.groupby(["model", "task", "filler"], sort=False):
        said = ", ".join(
            f"{r['position']} {r['effective_length']} ({r['effective_low']} to {r['effective_high']})"
            for r in g.to_dict("records")
        )
        lines.append(f"effective length {model} {task} {filler}: {said}")
    return [*lines, rule(threshold)]


def length_charts(cells: Any, threshold: float = DEFAULT_THRESHOLD) -> dict[str, Chart]:
    """Accuracy against context length, one chart per model, task and filler: a line per
    position with its 95% interval as a band, the model's no-filler baseline and the effective
    length's bar as dashed lines; by file name (``accuracy-MODEL-TASK-FILLER.svg``)."""
    if cells.empty or "position" not in cells:
        return {}
    base = {
        (r["model"], r["task"]): float(r["acc"])
        for _, r in cells[cells["position"] == "baseline"].iterrows()
        if int(r["n"]) > 0
    }
    charts = {}
    arms = cells[cells["position"] != "baseline"]
    for (model, task, filler), g in arms.groupby(["model", "task", "filler"], sort=False):
        tiers = sorted(g["tier"].unique(), key=tier_tokens)
        series = []
        for position in sorted(g["position"].unique(), key=position_rank):
            rows = {r["tier"]: r for r in g[g["position"] == position].to_dict("records")}
            points: list[tuple[float, float, float] | None] = [
                (float(r["acc"]), float(r["ci_low"]), float(r["ci_high"])) if r is not None and int(r["n"]) else None
                for r in (rows.get(t) for t in tiers)
            ]
            series.append(Series(position, points, dashed=position != "end"))
        references = []
        if (model, task) in base:
            references = [("baseline", base[(model, task)]), (f"{threshold:.0%} bar", threshold * base[(model, task)])]
        name = "-".join(_slug(v) for v in ("accuracy", model, task, filler)) + ".svg"
        charts[name] = Chart(f"{model}: {task}, {filler} filler", list(tiers), series, references)
    return charts


def _slug(value: Any) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in str(value))[:60]
