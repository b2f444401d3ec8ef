"""Tables and report files, all pure functions of the records (pandas)."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .record import dumps
from .stats import Adjusted, adjust, fisher, mcnemar_exact, wilson

# Statuses that count in accuracy: ``no_answer`` is the model's failure to answer (wrong);
# every other non-ok status is an endpoint outcome and is excluded (the cell is incomplete).
SCORED = ("ok", "no_answer")
POSITION_ORDER = ["baseline", "end", "middle", "middle_twice", "middle_dup", "start"]
CELL_KEYS = ["model", "task", "filler", "tier", "position"]
ARM_KEYS = ["model", "task", "filler", "tier"]


def _tier_tokens(label: str) -> int:
    return int(label[:-1]) if label.endswith("k") and label[:-1].isdigit() else -1


def _position_rank(pos: str) -> tuple[int, float]:
    if pos in POSITION_ORDER:
        return (POSITION_ORDER.index(pos), 0.0)
    return (len(POSITION_ORDER), float(pos.split(":", 1)[1]) if ":" in pos else 0.0)


def cells_table(records: list[dict[str, Any]]):
    """One row per cell: n, k, accuracy with a 95% Wilson interval, and outcome counts."""
    import pandas as pd

    if not records:
        return pd.DataFrame(columns=CELL_KEYS + ["cell_id", "n", "k", "acc"])
    df = pd.DataFrame.from_records(records)
    rows = []
    for keys, g in df.groupby(CELL_KEYS + ["cell_id", "vendor"], sort=False):
        scored = g[g["status"].isin(SCORED)]
        n, k = int(len(scored)), int((scored["correct"] == True).sum())  # noqa: E712
        lo, hi = wilson(k, n)
        wrong = scored[scored["correct"] == False]  # noqa: E712
        statuses = g["status"].value_counts().to_dict()
        row = dict(zip(CELL_KEYS + ["cell_id", "vendor"], keys))
        row.update(
            samples=int(len(g)), n=n, k=k, acc=k / n if n else math.nan, ci_low=lo, ci_high=hi,
            incomplete=bool(len(g) - len(scored)),
            **{f"n_{s}": int(c) for s, c in sorted(statuses.items())},
            wrong=int(len(wrong)),
            match_any=_rate(wrong, "match_any"), match_last=_rate(wrong, "match_last"),
            prompt_tokens=float(g["prompt_tokens"].mean()),
        )
        rows.append(row)
    out = pd.DataFrame(rows)
    status_cols = sorted(c for c in out.columns if c.startswith("n_"))
    out[status_cols] = out[status_cols].fillna(0).astype(int)
    return _sorted(out)


def _rate(frame, column: str) -> float:
    if column not in frame or frame.empty:
        return math.nan
    values = frame[column].dropna()
    return float(values.astype(bool).mean()) if len(values) else math.nan


def _sorted(df):
    if df.empty:
        return df
    order = df.assign(
        _tier=df["tier"].map(_tier_tokens),
        _pos=df["position"].map(_position_rank),
    ).sort_values(["model", "task", "filler", "_tier", "_pos"], kind="stable")
    return order.drop(columns=["_tier", "_pos"]).reset_index(drop=True)


def _paired(records: list[dict[str, Any]], a_cell: str, b_cell: str) -> tuple[int, int, int]:
    """(pairs, b, c) over samples scored in both arms: b = a right & b wrong, c = reverse."""
    by = {}
    for r in records:
        if r["cell_id"] in (a_cell, b_cell) and r["status"] in SCORED:
            by.setdefault(r["sample"], {})[r["cell_id"]] = bool(r["correct"])
    pairs = [(v[a_cell], v[b_cell]) for v in by.values() if a_cell in v and b_cell in v]
    return len(pairs), sum(1 for x, y in pairs if x and not y), sum(1 for x, y in pairs if y and not x)


@dataclass(frozen=True)
class DropTable:
    frame: Any  # pandas DataFrame
    adjusted: Adjusted


def drops_table(records: list[dict[str, Any]], cells=None, alpha: float = 0.01,
                correction: str = "bonferroni", alternative: str = "two-sided") -> DropTable:
    """Every position vs ``end`` within (model, task, filler, tier): drop in pp, Fisher exact
    (and exact McNemar on the paired samples), corrected over the whole table as one family."""
    import pandas as pd

    cells = cells_table(records) if cells is None else cells
    rows = []
    if not cells.empty:
        for keys, g in cells.groupby(ARM_KEYS, sort=False):
            base = g[g["position"] == "end"]
            if base.empty:
                continue
            b = base.iloc[0]
            for _, c in g[g["position"] != "end"].iterrows():
                if not c["n"] or not b["n"]:
                    continue
                pairs, disc_b, disc_c = _paired(records, c["cell_id"], b["cell_id"])
                rows.append({
                    **dict(zip(ARM_KEYS, keys)), "position": c["position"],
                    "baseline_position": "end", "n": int(c["n"]), "k": int(c["k"]),
                    "acc": c["acc"], "baseline_n": int(b["n"]), "baseline_k": int(b["k"]),
                    "baseline_acc": b["acc"], "drop_pp": 100.0 * (c["acc"] - b["acc"]),
                    "test": "fisher_exact", "alternative": alternative,
                    "p_value": fisher(int(c["k"]), int(c["n"]), int(b["k"]), int(b["n"]), alternative),
                    "pairs": pairs, "p_mcnemar": mcnemar_exact(disc_c, disc_b) if pairs else math.nan,
                })
    frame = pd.DataFrame(rows)
    adj = adjust(list(frame["p_value"]) if rows else [], alpha=alpha, method=correction)
    if rows:
        frame["correction"] = correction
        frame["family_size"] = adj.family_size
        frame["p_adjusted"] = adj.p_adjusted
        frame["significant"] = adj.significant
        frame = _sorted(frame)
    return DropTable(frame, adj)


def _fmt_acc(k: int, n: int) -> str:
    return f"{100 * k / n:.0f}% ({k}/{n})" if n else "-"


def headline(cells, drops: DropTable):
    """The terminal table: one row per (model, task, filler, tier), accuracy per position,
    and the end-to-middle drop with its Fisher p and significance flag."""
    import pandas as pd

    if cells.empty:
        return pd.DataFrame()
    positions = sorted(cells["position"].unique(), key=_position_rank)
    rows = []
    for keys, g in cells.groupby(ARM_KEYS, sort=False):
        row = dict(zip(ARM_KEYS, keys))
        for pos in positions:
            hit = g[g["position"] == pos]
            row[pos] = _fmt_acc(int(hit.iloc[0]["k"]), int(hit.iloc[0]["n"])) + ("*" if hit.iloc[0]["incomplete"] else "") if len(hit) else ""
        d = drops.frame
        mid = d[(d["model"] == keys[0]) & (d["task"] == keys[1]) & (d["filler"] == keys[2])
                & (d["tier"] == keys[3]) & (d["position"] == "middle")] if not d.empty else d
        if len(mid):
            m = mid.iloc[0]
            row["drop"] = f"{m['drop_pp']:+.0f}pp"
            row["p"] = f"{m['p_value']:.2g}"
            row["sig"] = "*" if m["significant"] else ""
        else:
            row["drop"], row["p"], row["sig"] = "", "", ""
        rows.append(row)
    out = pd.DataFrame(rows)
    return out.assign(_t=out["tier"].map(_tier_tokens)).sort_values(
        ["model", "task", "_t", "filler"], kind="stable").drop(columns="_t").reset_index(drop=True)


def threshold_line(drops: DropTable) -> str:
    a = drops.adjusted
    if a.family_size == 0:
        return "no comparisons (a drop needs an end cell and another position in the same arm)"
    if a.method == "bonferroni":
        return (f"sig: Fisher exact {drops.frame['alternative'].iloc[0]}, Bonferroni over "
                f"{a.family_size} comparisons at alpha={a.alpha:g} (p < {a.threshold:.3g})")
    return f"sig: Fisher exact, {a.method} over {a.family_size} comparisons at alpha={a.alpha:g}"


def markdown_table(df) -> str:
    if df.empty:
        return "_(empty)_\n"
    cols = list(df.columns)
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for _, r in df.iterrows():
        lines.append("| " + " | ".join(_cell(r[c]) for c in cols) + " |")
    return "\n".join(lines) + "\n"


def _cell(v: Any) -> str:
    if isinstance(v, float):
        return "" if math.isnan(v) else f"{v:.4g}"
    return str(v)


def write_reports(run_dir: Path, records: list[dict[str, Any]], alpha: float = 0.01,
                  correction: str = "bonferroni", alternative: str = "two-sided",
                  write_records: bool = False) -> dict[str, Path]:
    """Write cells.csv, drops.csv and summary.md (and records.jsonl when asked) into run_dir."""
    run_dir.mkdir(parents=True, exist_ok=True)
    if write_records:
        _atomic_write(run_dir / "records.jsonl", "".join(dumps(r) + "\n" for r in records))
    cells = cells_table(records)
    drops = drops_table(records, cells, alpha=alpha, correction=correction, alternative=alternative)
    paths = {"records": run_dir / "records.jsonl", "cells": run_dir / "cells.csv",
             "drops": run_dir / "drops.csv", "summary": run_dir / "summary.md"}
    _atomic_write(paths["cells"], cells.to_csv(index=False))
    _atomic_write(paths["drops"], drops.frame.to_csv(index=False))
    head = headline(cells, drops)
    md = ["# pytest-cre summary", "", f"Run: `{run_dir.name}`", "",
          "## Accuracy per cell and end-to-middle drop", "", markdown_table(head),
          threshold_line(drops), "", "## All comparisons", "",
          markdown_table(drops.frame[[c for c in ("model", "task", "filler", "tier", "position", "acc",
                                                   "baseline_acc", "drop_pp", "p_value", "p_adjusted",
                                                   "significant") if c in drops.frame]]
                         if not drops.frame.empty else drops.frame)]
    _atomic_write(paths["summary"], "\n".join(md))
    return paths


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def point_latest(report_dir: Path, run_dir: Path) -> None:
    """Make ``report_dir/latest`` a relative symlink to run_dir (atomically replaced)."""
    link = report_dir / "latest"
    tmp = report_dir / f".latest.tmp{os.getpid()}"
    if tmp.is_symlink() or tmp.exists():
        tmp.unlink()
    os.symlink(run_dir.name, tmp)
    os.replace(tmp, link)
