"""Effective length, the headline a long-context reader looks for first: per model, task,
filler and position, the longest tier up to which accuracy stays at least a share (85%, as
NoLiMa's rule) of the model's own no-filler baseline on the same task, with an interval from
the cells' Wilson intervals. RULER's effective length is the same idea against a fixed bar.

A share of a baseline near chance says nothing: 85% of a 0% baseline is a bar every tier clears,
and a broken run (a wrong chat template) would read as the longest tier. So an arm has an
effective length only where its bar is above what answering at chance could show in a cell of
the baseline's size (the upper end of the 95% Wilson interval of chance accuracy at that n);
otherwise it is "not measurable", with the reason, never a tier.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ...core.dims import position_rank, tier_tokens
from ...report.charts import Chart, Series
from ...report.html import missing

DEFAULT_THRESHOLD = 0.85
BELOW = "<"  # no tier reaches the bar: "<8k", shorter than the shortest tier run
KEYS = ["model", "task", "filler", "position"]
NOT_MEASURABLE = "not measurable"
# Accuracy by guessing, by a task's answer kind: an open number is never guessed; a choice task
# is taken as ARC's four choices (a task with fewer has a higher chance than this).
CHANCE = {"number": 0.0, "choice": 0.25}


def rule(threshold: float) -> str:
    """The rule, written beside every effective length."""
    return (
        f"effective length: the longest tier up to which accuracy stays >= {threshold:.0%} of the model's own "
        "no-filler baseline on the task at every tier from the shortest (interval: the same rule on the cells' "
        "95% Wilson interval ends; --cre-effective-threshold changes the share); not measurable where the bar "
        "is not above the 95% Wilson upper end of chance accuracy at the baseline's n (0% for number answers, "
        "25% for choices)"
    )


def chance_of(tasks: Mapping[str, Any]) -> dict[str, float]:
    """Each registered task's accuracy by guessing, from its answer kind (``CHANCE``)."""
    return {name: CHANCE.get(task.answer_kind, 0.0) for name, task in tasks.items()}


def chance_reach(chance: float, n: int) -> float:
    """The most a cell of ``n`` samples answering at ``chance`` can show: the upper end of the
    95% Wilson interval of that many right (rounded up, the safe side)."""
    from ...analysis.stats import wilson

    return wilson(math.ceil(chance * n - 1e-9), n)[1]


def unmeasurable(baseline_k: int, baseline_n: int, bar: float, chance: float) -> str | None:
    """Why an arm's effective length cannot be measured against this baseline (None: it can).
    A bar a cell at chance could reach would let a run answering at random read as the longest
    tier (85% of a 0% baseline is 0)."""
    reach = chance_reach(chance, baseline_n)
    if bar > reach:
        return None
    return (
        f"baseline {100 * baseline_k / baseline_n:.0f}% ({baseline_k}/{baseline_n}): its bar {100 * bar:.0f}% is not "
        f"above the {100 * reach:.0f}% a cell answering at chance ({100 * chance:.0f}%) can show at n={baseline_n}"
    )


def _longest(tiers: list[tuple[str, float | None]], bar: float) -> str:
    """The last tier of the unbroken run from the shortest whose value clears ``bar``."""
    longest = BELOW + tiers[0][0] if tiers else BELOW
    for tier, value in tiers:
        if value is None or value != value or value < bar:
            break
        longest = tier
    return longest


def effective_lengths(
    cells: Any, threshold: float = DEFAULT_THRESHOLD, chance: Mapping[str, float] | None = None
) -> Any:
    """One row per (model, task, filler, position) that has a baseline: the baseline accuracy,
    the bar, the effective length and its interval (``<8k``: not even the shortest tier);
    an empty frame when no arm has a baseline cell. ``chance``: each task's accuracy by guessing
    (``chance_of``; a task not named: 0). Where the bar is within chance's reach (``unmeasurable``)
    the length and its interval ends read ``not measurable`` and ``reason`` says why."""
    import pandas as pd

    columns = [
        *KEYS, "baseline_acc", "baseline_k", "baseline_n", "bar", "effective_length", "effective_low",
        "effective_high", "reason", "tiers",
    ]  # fmt: skip
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

        reason = unmeasurable(int(b["k"]), int(b["n"]), bar, (chance or {}).get(str(keys[1]), 0.0))
        rows.append(
            {
                **dict(zip(KEYS, keys)),
                "baseline_acc": float(b["acc"]),
                "baseline_k": int(b["k"]),
                "baseline_n": int(b["n"]),
                "bar": bar,
                **(
                    dict.fromkeys(("effective_length", "effective_low", "effective_high"), NOT_MEASURABLE)
                    if reason
                    else {
                        "effective_length": _longest(values("acc"), bar),
                        "effective_low": _longest(values("ci_low"), bar),
                        "effective_high": _longest(values("ci_high"), bar),
                    }
                ),
                "reason": reason or "",
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
            "interval": [
                r["reason"] or f"{r['effective_low']} to {r['effective_high']}" for r in frame.to_dict("records")
            ],
            "tiers run": frame["tiers"],
        }
    )


def effective_lines(frame: Any, threshold: float) -> list[str]:
    """The terminal's lines: per model, task and filler, each position's effective length."""
    if frame.empty:
        return []
    lines = []
    for (model, task, filler), g in frame.groupby(["model", "task", "filler"], sort=False):
        reason = next((r for r in g["reason"] if r), None)  # one baseline per model and task: all or none
        if reason:
            lines.append(f"effective length {model} {task} {filler}: {NOT_MEASURABLE}: {reason}")
            continue
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
    # Grouped in Python, as groupby(sort=False) groups (first seen first, a missing label no
    # group): a frame filter per chart and position cost 0.5-0.7 s for a pool's 72 charts.
    groups: dict[tuple[Any, Any, Any], list[dict[str, Any]]] = {}
    for r in cells[cells["position"] != "baseline"].to_dict("records"):
        labels = (r["model"], r["task"], r["filler"])
        if not any(missing(v) for v in labels):
            groups.setdefault(labels, []).append(r)
    for (model, task, filler), g in groups.items():
        tiers = sorted(dict.fromkeys(r["tier"] for r in g), key=tier_tokens)
        series = []
        for position in sorted(dict.fromkeys(r["position"] for r in g), key=position_rank):
            rows = {r["tier"]: r for r in g if r["position"] == position}
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
