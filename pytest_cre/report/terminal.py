"""The compact terminal summary: each family's headline table, the lines under it, and where
the files are."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..analysis.tables import threshold_line, usage_table
from ..core.prices import usd
from .files import FamilyTables


def summary_lines(groups: list[FamilyTables], compare_source: Path | None, alpha: float,
                  prices: Any = None) -> list[str]:
    """Headline, threshold, notes, comparison with an earlier run, warnings, and tokens and
    cost per model."""
    import pandas as pd

    lines: list[str] = []
    for g in groups:
        table = g.family.headline(g.cells, g.drops)
        with pd.option_context("display.width", 200, "display.max_columns", 50, "display.max_rows", 500):
            lines += table.to_string(index=False).split("\n")
        lines.append(threshold_line(g.drops))
        lines += g.family.notes(g.cells, g.drops)
        if compare_source is not None:
            lines.append(compare_line(g.compare, alpha, compare_source))
        if g.cells["incomplete"].any():
            lines.append("* incomplete: some samples ended in an endpoint outcome (see n_* in cells.csv)")
        suspects = sum(1 for r in g.records if r.get("truncation_suspect"))
        if suspects:
            lines.append(f"warning: {suspects} samples were reported far shorter than assembled "
                         "(silent truncation?): see truncation_suspect in records.jsonl")
        lines += usage_lines(g.records, prices)
    return lines


def usage_lines(records: list[dict[str, Any]], prices: Any = None) -> list[str]:
    """One line per model: the tokens its samples took and what they cost at list prices."""
    out = []
    for _, u in usage_table(records, prices).iterrows():
        cost = None if u["cost_usd"] is None or u["cost_usd"] != u["cost_usd"] else float(u["cost_usd"])
        priced = f"{usd(cost)} at list prices of {u['price_checked']}" if cost is not None else "no price"
        cached = f", {u['from_cache']} of {u['samples']} samples from cache" if u["from_cache"] else ""
        out.append(f"tokens {u['model']}: prompt {u['tokens_prompt']:,} ({u['tokens_cached']:,} cached), "
                   f"completion {u['tokens_completion']:,} ({u['tokens_reasoning']:,} reasoning); "
                   f"{priced}{cached}")
    return out


def files_line(run_dir: Path, report_dir: Path, run_id: str) -> str:
    rel = os.path.relpath(run_dir)
    return (f"reports: {rel}/ (records.jsonl, cells.csv, drops.csv, summary.md, report.html); "
            f"{os.path.relpath(report_dir / 'latest')} -> {run_id}")


def compare_line(compare: Any, alpha: float, source: Path) -> str:
    if compare is None or compare.empty:
        return f"compare: no cell of this run is in {source}"
    changed = compare[compare["p_value"] < alpha]
    text = f"compare with {source}: {len(compare)} cells, {len(changed)} differ at Fisher p < {alpha:g}"
    if len(changed):
        worst = changed.loc[changed["delta_pp"].abs().idxmax()]
        text += f" (largest: {worst['cell_id']} {worst['delta_pp']:+.0f}pp)"
    return text
