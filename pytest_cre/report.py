"""Tables and report files, all pure functions of the records (pandas).

``cells_table`` -> one row per cell; ``drops_table`` -> one row per comparison, tested and
corrected over a declared family; ``write_reports`` -> every file of a run folder. ``cre report``
calls the same functions on stored records, so any analysis can be redone without a model.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import position_rank, tier_tokens
from .record import dumps
from .stats import Adjusted, adjust, diff_ci, fisher, mcnemar_exact, min_detectable_drop, wilson

# Statuses that count in accuracy: ``no_answer`` is the model's failure to answer (wrong);
# every other non-ok status is an endpoint outcome and is excluded (the cell is incomplete).
SCORED = ("ok", "no_answer")
CELL_KEYS = ["model", "task", "filler", "tier", "position"]
ARM_KEYS = ["model", "task", "filler", "tier"]
ALTERNATIVES = ("two-sided", "greater", "less")
CORRECTIONS = ("bonferroni", "holm", "none")


@dataclass(frozen=True)
class Analysis:
    """How comparisons are tested: the policy ``cre report`` can change after the fact."""

    alpha: float = 0.01
    correction: str = "bonferroni"
    alternative: str = "two-sided"  # of the position arm vs its baseline arm: "less" = a drop
    family: dict[str, tuple[str, ...]] = field(default_factory=dict)  # empty: every comparison
    pairs: tuple[tuple[str, str], ...] = ()  # extra (position, baseline position) comparisons

    def in_family(self, row: dict[str, Any]) -> bool:
        return all(str(row.get(k)) in values for k, values in self.family.items())


def parse_family(text: str | None) -> dict[str, tuple[str, ...]]:
    """``"filler=ws,position=middle|middle_dup"`` -> {"filler": ("ws",), "position": (...)}."""
    out: dict[str, tuple[str, ...]] = {}
    for part in filter(None, (p.strip() for p in (text or "").split(","))):
        if "=" not in part:
            raise ValueError(f"family filter {part!r}: write KEY=VALUE[|VALUE...]")
        key, values = part.split("=", 1)
        key = key.strip()
        if key not in ("model", "task", "filler", "tier", "position", "baseline_position", "comparison"):
            raise ValueError(f"family filter key {key!r}: use model, task, filler, tier, position, "
                             "baseline_position or comparison")
        out[key] = tuple(v.strip() for v in values.split("|") if v.strip())
    return out


def parse_pairs(text: str | None) -> tuple[tuple[str, str], ...]:
    """``"middle_twice:middle,start:end"`` -> (("middle_twice", "middle"), ("start", "end"));
    ``baseline`` is not a pair member (end vs baseline is always compared)."""
    from .config import CreUsageError, parse_position

    pairs = []
    for part in filter(None, (p.strip() for p in (text or "").split(","))):
        a, sep, b = part.rpartition(":")  # the last colon: "depth:25:end" is depth:25 vs end
        if not sep or not a or not b:
            raise ValueError(f"comparison {part!r}: write POSITION:BASELINE_POSITION")
        try:
            pairs.append((parse_position(a), parse_position(b)))
        except CreUsageError as exc:
            raise ValueError(f"comparison {part!r}: {exc}") from None
    return tuple(pairs)


# --------------------------------------------------------------------------- shared arithmetic


def cell_summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """One cell's counts: n (scored), k (correct), accuracy with a 95% Wilson interval, and how
    many samples ended in each outcome. The cell items' junit properties and cells.csv both
    come from here."""
    scored = [r for r in records if r["status"] in SCORED]
    n, k = len(scored), sum(1 for r in scored if r["correct"] is True)
    lo, hi = wilson(k, n)
    outcomes: dict[str, int] = {}
    for r in records:
        outcomes[r["status"]] = outcomes.get(r["status"], 0) + 1
    return {"samples": len(records), "n": n, "k": k, "acc": k / n if n else math.nan,
            "ci_low": lo, "ci_high": hi, "incomplete": n < len(records), "outcomes": outcomes}


def compare_arms(arm: list[dict[str, Any]], base: list[dict[str, Any]], alternative: str) -> dict[str, Any]:
    """One comparison of two cells' records: the drop (arm - base, pp) with its Newcombe 95%
    interval, Fisher's exact p, and exact McNemar p over the (seed, sample) pairs scored in
    both (the same target item by construction). Drop items and drops.csv both use this."""
    a, b = cell_summary(arm), cell_summary(base)
    right_a = {(r.get("seed"), r["sample"]): r["correct"] is True for r in arm if r["status"] in SCORED}
    right_b = {(r.get("seed"), r["sample"]): r["correct"] is True for r in base if r["status"] in SCORED}
    both = right_a.keys() & right_b.keys()
    only_a = sum(1 for s in both if right_a[s] and not right_b[s])
    only_b = sum(1 for s in both if right_b[s] and not right_a[s])
    lo, hi = diff_ci(a["k"], a["n"], b["k"], b["n"])
    return {"n": a["n"], "k": a["k"], "acc": a["acc"], "baseline_n": b["n"], "baseline_k": b["k"],
            "baseline_acc": b["acc"], "drop_pp": 100.0 * (a["acc"] - b["acc"]),
            "drop_ci_low": 100.0 * lo, "drop_ci_high": 100.0 * hi, "test": "fisher_exact",
            "alternative": alternative, "p_value": fisher(a["k"], a["n"], b["k"], b["n"], alternative),
            "pairs": len(both), "p_mcnemar": mcnemar_exact(only_b, only_a) if both else math.nan,
            "incomplete": a["incomplete"] or b["incomplete"]}


# --------------------------------------------------------------------------- cells


def cells_table(records: list[dict[str, Any]]):
    """One row per cell: n, k, accuracy with a 95% Wilson interval, outcome counts, filler
    matching of wrong answers, and per-seed counts when several seeds are pooled."""
    import pandas as pd

    if not records:
        return pd.DataFrame(columns=CELL_KEYS + ["cell_id", "n", "k", "acc", "incomplete"])
    df = pd.DataFrame.from_records(records)
    seeds = sorted(df["seed"].dropna().unique()) if "seed" in df else []
    rows = []
    for keys, g in df.groupby(CELL_KEYS + ["cell_id", "vendor"], sort=False):
        scored = g[g["status"].isin(SCORED)]
        wrong = scored[scored["correct"] == False]  # noqa: E712
        summary = cell_summary(g.to_dict("records"))
        outcomes = summary.pop("outcomes")
        row = dict(zip(CELL_KEYS + ["cell_id", "vendor"], keys))
        row.update(
            **summary, **{f"n_{s}": c for s, c in sorted(outcomes.items())},
            wrong=int(len(wrong)),
            match_any=_rate(wrong, "match_any"), match_last=_rate(wrong, "match_last"),
            match_nearest=_rate(wrong, "match_nearest"),
            maxgen_hits=int(g["maxgen_hit"].fillna(False).astype(bool).sum()) if "maxgen_hit" in g else 0,
            restated=_rate(scored, "restated"),
            truncation_suspects=int(g["truncation_suspect"].fillna(False).astype(bool).sum())
            if "truncation_suspect" in g else 0,
            prompt_tokens=float(g["prompt_tokens"].mean()),
        )
        if len(seeds) > 1:
            for seed in seeds:
                sg = scored[scored["seed"] == seed]
                row[f"k_s{seed}"] = int((sg["correct"] == True).sum())  # noqa: E712
                row[f"n_s{seed}"] = int(len(sg))
                row[f"acc_s{seed}"] = row[f"k_s{seed}"] / len(sg) if len(sg) else math.nan
        rows.append(row)
    out = pd.DataFrame(rows)
    status_cols = sorted(c for c in out.columns if c.startswith("n_") and not c.startswith("n_s"))
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
    order = df.assign(_tier=df["tier"].map(tier_tokens), _pos=df["position"].map(position_rank))
    order = order.sort_values(["model", "task", "filler", "_tier", "_pos"], kind="stable")
    return order.drop(columns=["_tier", "_pos"]).reset_index(drop=True)


# --------------------------------------------------------------------------- comparisons


def comparison_specs(cells, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
    """The comparisons a cells table supports, (labels, cell row, baseline cell row), chosen by
    ``cells.comparison_pairs`` exactly as the drop items are."""
    from .cells import comparison_pairs

    specs = []
    if cells.empty:
        return specs
    baselines = {(r["model"], r["task"]): r for _, r in cells[cells["position"] == "baseline"].iterrows()}
    for keys, g in cells[cells["position"] != "baseline"].groupby(ARM_KEYS, sort=False):
        by_pos = {r["position"]: r for _, r in g.iterrows()}
        base_row = baselines.get((keys[0], keys[1]))
        if base_row is not None:
            by_pos_all = {**by_pos, "baseline": base_row}
        else:
            by_pos_all = by_pos
        for pos, base in comparison_pairs(set(by_pos), base_row is not None, analysis.pairs):
            specs.append(({**dict(zip(ARM_KEYS, keys)), "position": pos, "baseline_position": base},
                          by_pos_all[pos], by_pos_all[base]))
    return specs


@dataclass(frozen=True)
class DropTable:
    frame: Any  # pandas DataFrame, one row per comparison
    adjusted: Adjusted
    analysis: Analysis


def drops_table(records: list[dict[str, Any]], cells=None, analysis: Analysis | None = None) -> DropTable:
    """Every comparison with its drop (pp, Newcombe 95% CI), Fisher exact p (the declared
    alternative), exact McNemar p on the paired samples, and the correction over the family."""
    import pandas as pd

    analysis = analysis or Analysis()
    cells = cells_table(records) if cells is None else cells
    by_cell: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_cell.setdefault(r["cell_id"], []).append(r)
    rows = []
    for labels, c, b in comparison_specs(cells, analysis):
        if not c["n"] or not b["n"]:
            continue
        row = {**labels, "comparison": f"{labels['position']}-{labels['baseline_position']}",
               "cell_id": c["cell_id"], "baseline_cell_id": b["cell_id"],
               **compare_arms(by_cell[c["cell_id"]], by_cell[b["cell_id"]], analysis.alternative)}
        row["in_family"] = analysis.in_family(row)
        rows.append(row)
    frame = pd.DataFrame(rows)
    family = [r["p_value"] for r in rows if r["in_family"]]
    adj = adjust(family, alpha=analysis.alpha, method=analysis.correction)
    if rows:
        p_adj = iter(adj.p_adjusted)
        sig = iter(adj.significant)
        frame["correction"] = analysis.correction
        frame["family_size"] = adj.family_size
        frame["p_adjusted"] = [next(p_adj) if r["in_family"] else math.nan for r in rows]
        frame["significant"] = [next(sig) if r["in_family"] else False for r in rows]
        frame = _sorted(frame)
    return DropTable(frame, adj, analysis)


def threshold_line(drops: DropTable) -> str:
    a = drops.adjusted
    if a.family_size == 0:
        return "no comparisons (a drop needs an end cell and another position in the same arm)"
    scope = "" if not drops.analysis.family else " (family: " + ", ".join(
        f"{k}={'|'.join(v)}" for k, v in drops.analysis.family.items()) + ")"
    alt = drops.analysis.alternative
    if a.method == "bonferroni":
        return (f"sig: Fisher exact {alt}, Bonferroni over {a.family_size} comparisons{scope} at "
                f"alpha={a.alpha:g} (p < {a.threshold:.3g})")
    if a.method == "none":
        return f"sig: Fisher exact {alt}, uncorrected, {a.family_size} comparisons{scope}, p < {a.alpha:g}"
    return f"sig: Fisher exact {alt}, {a.method} over {a.family_size} comparisons{scope} at alpha={a.alpha:g}"


def power_line(cells, drops: DropTable) -> str | None:
    """The smallest drop the design can see: 80% power at the corrected alpha, for the median
    n and end accuracy of the run (arcsine normal approximation; Fisher is a little stricter)."""
    ends = cells[cells["position"] == "end"] if not cells.empty else cells
    if ends.empty or drops.adjusted.family_size == 0:
        return None
    n = int(ends["n"].median())
    p0 = float(ends["acc"].median())
    a = drops.adjusted
    alpha = a.threshold if a.threshold is not None else a.alpha / max(1, a.family_size)
    if n < 2 or not 0 < p0 <= 1:
        return None
    mdd = min_detectable_drop(n, p0, alpha, alternative=drops.analysis.alternative)
    return (f"power: with n={n} per arm and end accuracy {100 * p0:.0f}%, the smallest drop detectable "
            f"with 80% power at p < {alpha:.3g} is {mdd:.0f}pp (plan N with `cre power`)")


# --------------------------------------------------------------------------- headline tables


def _fmt_acc(k: int, n: int) -> str:
    return f"{100 * k / n:.0f}% ({k}/{n})" if n else "-"


def _middle_vs_end(d) -> dict[tuple, Any]:
    """The end-to-middle comparison of each arm, by (model, task, filler, tier)."""
    if d.empty:
        return {}
    rows = d[(d["position"] == "middle") & (d["baseline_position"] == "end")]
    return {(r["model"], r["task"], r["filler"], r["tier"]): r for _, r in rows.iterrows()}


def headline(cells, drops: DropTable):
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
            row[pos] = (_fmt_acc(int(c["k"]), int(c["n"])) + ("*" if c["incomplete"] else "")) if c is not None else ""
        m = mids.get(keys)
        row["drop"] = f"{m['drop_pp']:+.0f}pp" if m is not None else ""
        row["p"] = f"{m['p_value']:.2g}" if m is not None else ""
        row["sig"] = "*" if m is not None and m["significant"] else ""
        rows.append(row)
    out = pd.DataFrame(rows)
    return out.assign(_t=out["tier"].map(tier_tokens)).sort_values(
        ["model", "task", "_t", "filler"], kind="stable").drop(columns="_t").reset_index(drop=True)


def paper_tables(cells, drops: DropTable) -> dict[str, Any]:
    """The seed paper's shapes: per task and filler, model x tier with End / Drop / Sig (Table 1);
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
        out["filler-answer matching of wrong answers"] = pd.DataFrame({
            "model": wrong["model"], "task": wrong["task"], "filler": wrong["filler"], "tier": wrong["tier"],
            "position": wrong["position"], "acc": (100 * wrong["acc"]).round(0).astype(int).astype(str) + "%",
            "wrong": wrong["wrong"], "match any": (100 * wrong["match_any"]).round(0),
            "match last": (100 * wrong["match_last"]).round(0)})
    return out


# --------------------------------------------------------------------------- run comparison


def compare_runs(records: list[dict[str, Any]], previous: list[dict[str, Any]]):
    """Per-cell accuracy deltas against an earlier run, with a two-sided Fisher p each."""
    import pandas as pd

    now, before = cells_table(records), cells_table(previous)
    if now.empty or before.empty:
        return pd.DataFrame()
    prev = {r["cell_id"]: r for _, r in before.iterrows()}
    rows = []
    for _, r in now.iterrows():
        p = prev.get(r["cell_id"])
        if p is None or not r["n"] or not p["n"]:
            continue
        rows.append({"cell_id": r["cell_id"], "model": r["model"], "task": r["task"], "filler": r["filler"],
                     "tier": r["tier"], "position": r["position"], "n": int(r["n"]), "k": int(r["k"]),
                     "acc": r["acc"], "previous_n": int(p["n"]), "previous_k": int(p["k"]),
                     "previous_acc": p["acc"], "delta_pp": 100 * (r["acc"] - p["acc"]),
                     "p_value": fisher(int(r["k"]), int(r["n"]), int(p["k"]), int(p["n"]))})
    return pd.DataFrame(rows)


# --------------------------------------------------------------------------- files


def markdown_table(df) -> str:
    if df is None or df.empty:
        return "_(empty)_\n"
    cols = list(df.columns)
    lines = ["| " + " | ".join(map(str, cols)) + " |", "|" + "---|" * len(cols)]
    for _, r in df.iterrows():
        lines.append("| " + " | ".join(_cell(r[c]) for c in cols) + " |")
    return "\n".join(lines) + "\n"


def _cell(v: Any) -> str:
    if isinstance(v, float):
        return "" if math.isnan(v) else f"{v:.4g}"
    return str(v)


def _jsonable(df) -> list[dict[str, Any]]:
    if df is None or df.empty:
        return []
    return json.loads(df.to_json(orient="records"))


@dataclass(frozen=True)
class Written:
    """What ``write_reports`` wrote, and the tables it computed on the way (for the terminal)."""

    paths: dict[str, Path]
    cells: Any
    drops: DropTable
    compare: Any


def write_reports(run_dir: Path, records: list[dict[str, Any]], analysis: Analysis | None = None,
                  write_records: bool = False, meta: dict[str, Any] | None = None,
                  previous: list[dict[str, Any]] | None = None) -> Written:
    """Write cells.csv, drops.csv, summary.json, summary.md and report.html (and records.jsonl
    when asked) into run_dir. Every file is a pure function of ``records`` and the policy."""
    from .html import render_html

    analysis = analysis or Analysis()
    run_dir.mkdir(parents=True, exist_ok=True)
    paths = {name: run_dir / name for name in
             ("records.jsonl", "cells.csv", "drops.csv", "summary.json", "summary.md", "report.html")}
    if write_records:
        atomic_write(paths["records.jsonl"], "".join(dumps(r) + "\n" for r in records))
    cells = cells_table(records)
    drops = drops_table(records, cells, analysis=analysis)
    compare = compare_runs(records, previous) if previous else None
    atomic_write(paths["cells.csv"], cells.to_csv(index=False))
    atomic_write(paths["drops.csv"], drops.frame.to_csv(index=False))
    threshold = threshold_line(drops)
    power = power_line(cells, drops)
    meta = {"run_id": run_dir.name, **(meta or {}), "alpha": analysis.alpha,
            "correction": analysis.correction, "alternative": analysis.alternative,
            "family_size": drops.adjusted.family_size, "threshold": threshold}
    summary = {"meta": meta, "power": power, "cells": _jsonable(cells), "comparisons": _jsonable(drops.frame),
               "compare": _jsonable(compare)}
    atomic_write(paths["summary.json"], json.dumps(summary, indent=1, default=str))
    md = [f"# pytest-cre summary: {run_dir.name}", "", threshold, ""]
    if power:
        md += [power, ""]
    md += ["## Accuracy per cell and end-to-middle drop", "", markdown_table(headline(cells, drops))]
    for title, table in paper_tables(cells, drops).items():
        md += [f"## {title}", "", markdown_table(table)]
    if compare is not None:
        md += ["## Change against the previous run", "", markdown_table(compare)]
    md += ["## All comparisons", "", markdown_table(drops.frame[[
        c for c in ("model", "task", "filler", "tier", "comparison", "acc", "baseline_acc", "drop_pp",
                    "p_value", "p_mcnemar", "p_adjusted", "significant") if c in drops.frame]]
        if not drops.frame.empty else drops.frame)]
    atomic_write(paths["summary.md"], "\n".join(md))
    html_meta = {k: v for k, v in meta.items()}
    if compare is not None and not compare.empty:
        html_meta["compare"] = compare
    atomic_write(paths["report.html"], render_html(cells, drops.frame, html_meta))
    if not write_records:
        paths.pop("records.jsonl")
    return Written(paths, cells, drops, compare)


def atomic_write(path: Path, text: str) -> None:
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
