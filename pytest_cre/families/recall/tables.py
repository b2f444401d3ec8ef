"""The recall family's tables: per model x corpus pass rate (Wilson interval), mean matched
ratio, code vs prose, hallucinated and re-indented lines; pass rate by depth third with Fisher
middle vs late; and, across the sizes of a generated corpus (the same targets in each), exact
McNemar tests of pass/fail (the comparisons, through ``analysis.tables.drops_table``)."""

from __future__ import annotations

import math
import re
from typing import Any

from ...analysis.policy import Analysis
from ...analysis.stats import fisher
from ...analysis.tables import ComparisonTable
from ...report.html import INCOMPLETE_MARK, fmt_k_of_n
from .corpus import BANDS
from .score import EMPTY

# Runs scored under different policies are never pooled: the policy is part of a cell's identity.
CELL_KEYS = ("model", "corpus", "policy")
_SIZED = re.compile(r"^(?P<series>.+)_(?P<size>\d+)k$")


def _sum(frame: Any, column: str) -> int:
    return int(frame[column].fillna(0).sum()) if column in frame else 0


# What ``cell_columns`` reads of a cell's records (the reporter's ``cell_fields``).
CELL_FIELDS = (
    "ratio", "code_matched", "code_total", "prose_matched", "prose_total", "hallucinated", "reindented", "bonus",
    "band", "correct",
)  # fmt: skip


def cell_columns(group: Any, scored: Any) -> dict[str, Any]:
    """A corpus's line figures over its scored targets, and pass counts by depth third."""
    out: dict[str, Any] = {
        "mean_ratio": float(scored["ratio"].mean()) if len(scored) and "ratio" in scored else math.nan,
        "code_recall": _share(scored, "code_matched", "code_total"),
        "prose_recall": _share(scored, "prose_matched", "prose_total"),
        "hallucinated": _sum(scored, "hallucinated"),
        "reindented": _sum(scored, "reindented"),
        "bonus": _sum(scored, "bonus"),
    }
    for band in BANDS:
        in_band = scored[scored["band"] == band] if "band" in scored else scored.iloc[0:0]
        out[f"{band}_k"] = int((in_band["correct"] == True).sum())  # noqa: E712
        out[f"{band}_n"] = len(in_band)
    return out


def _share(frame: Any, part: str, whole: str) -> float:
    total = _sum(frame, whole)
    return _sum(frame, part) / total if total else math.nan


def _size_key(corpus: str) -> tuple[str, int, str]:
    m = _SIZED.match(str(corpus))
    return (m.group("series"), int(m.group("size")), "") if m else (str(corpus), -1, str(corpus))


def sort_rows(frame):
    """Rows by model, then corpus (the sizes of one series in size order)."""
    if frame.empty:
        return frame
    key = frame["corpus"].map(_size_key)
    order = frame.assign(_c=key).sort_values(["model", "policy", "_c"], kind="stable")
    return order.drop(columns=["_c"]).reset_index(drop=True)


def comparisons(cells: Any, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
    """Each larger size of a generated series against each smaller one, per model: the same
    targets at the same depths, so pass/fail is paired (McNemar) as well as compared (Fisher)."""
    out: list[tuple[dict[str, Any], Any, Any]] = []
    if cells.empty:
        return out
    for (model, policy), g in cells.groupby(["model", "policy"], sort=False):
        series: dict[str, list[Any]] = {}
        for _, row in g.iterrows():
            name, size, _ = _size_key(row["corpus"])
            if size >= 0:
                series.setdefault(name, []).append((size, row))
        for rows in series.values():
            rows.sort(key=lambda x: x[0])
            for i, (_, base) in enumerate(rows):
                for _, row in rows[i + 1 :]:
                    out.append(
                        (
                            {
                                "model": model,
                                "policy": policy,
                                "corpus": row["corpus"],
                                "baseline_corpus": base["corpus"],
                                "comparison": f"{row['corpus']}-{base['corpus']}",
                            },
                            row,
                            base,
                        )
                    )
    return out


def reference_cells(cells: Any) -> tuple[Any, str]:
    """Each model's smallest corpus (fewest prompt tokens): where a working setup recalls most,
    so a model near zero there is more likely misconfigured than outmatched; a larger corpus
    that genuinely scores 0% raises no sanity warning."""
    if cells.empty:
        return cells, "its smallest corpus"
    size = cells["prompt_tokens"] if "prompt_tokens" in cells else cells["corpus"].map(lambda c: _size_key(c)[1])
    smallest = size.groupby(cells["model"]).transform("min")
    return cells[size == smallest], "its smallest corpus"


def headline(cells: Any, drops: ComparisonTable | None) -> Any:
    """The terminal table: one row per model and corpus."""
    import pandas as pd

    if cells.empty:
        return pd.DataFrame()
    rows = []
    # A cell with request errors is not a result: flagged, and ranked after every valid one.
    for _, c in sorted(cells.iterrows(), key=lambda rc: bool(rc[1]["incomplete"])):
        empty = int(c.get(f"n_{EMPTY}", 0) or 0)
        errors, missing = int(c["samples"] - c["n"]) - empty, int(c.get("missing", 0) or 0)
        why = ", ".join(
            [f"{errors} request errors"] * bool(errors)
            + [f"{empty} empty answers"] * bool(empty)
            + [f"{missing} missing"] * bool(missing)
        )
        rows.append(
            {
                "model": c["model"],
                "corpus": c["corpus"],
                "pass": fmt_k_of_n(int(c["k"]), int(c["n"]))
                + (f"{INCOMPLETE_MARK} INVALID ({why})" if c["incomplete"] else ""),
                "95% CI": f"{100 * c['ci_low']:.0f}-{100 * c['ci_high']:.0f}%" if c["n"] else "",
                "lines": f"{100 * c['mean_ratio']:.0f}%" if not math.isnan(c["mean_ratio"]) else "",
                "code": _frac(c["code_recall"]),
                "prose": _frac(c["prose_recall"]),
                "halluc": int(c["hallucinated"]),
                "reindent": int(c["reindented"]),
                **{band: fmt_k_of_n(int(c[f"{band}_k"]), int(c[f"{band}_n"])) for band in BANDS},
            }
        )
        if cells["policy"].nunique() > 1:  # runs under several policies: say which row is which
            rows[-1]["policy"] = c["policy"]
    return pd.DataFrame(rows)


def _frac(x: float) -> str:
    return "" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.0f}%"


def by_depth(cells: Any) -> Any:
    """Pass rate by depth third, with Fisher's exact test of middle against late (two-sided)."""
    import pandas as pd

    rows = []
    for _, c in cells.iterrows():
        km, nm, kl, nl = (int(c[x]) for x in ("middle_k", "middle_n", "late_k", "late_n"))
        rows.append(
            {
                "model": c["model"],
                "corpus": c["corpus"],
                **{band: fmt_k_of_n(int(c[f"{band}_k"]), int(c[f"{band}_n"])) for band in BANDS},
                "p middle vs late": f"{fisher(km, nm, kl, nl):.2g}" if nm and nl else "",
            }
        )
    return pd.DataFrame(rows)


def tables(cells: Any, drops: ComparisonTable) -> dict[str, Any]:
    """summary.md's sections after the headline."""
    import pandas as pd

    out: dict[str, Any] = {}
    if cells.empty:
        return out
    out["pass rate by depth third (Fisher middle vs late)"] = by_depth(cells)
    d = drops.frame
    if not d.empty:
        out["across corpus sizes: the same targets (exact McNemar on pass/fail)"] = pd.DataFrame(
            {
                "model": d["model"],
                "comparison": d["comparison"],
                "pass": [fmt_k_of_n(int(k), int(n)) for k, n in zip(d["k"], d["n"])],
                "baseline pass": [fmt_k_of_n(int(k), int(n)) for k, n in zip(d["baseline_k"], d["baseline_n"])],
                "pairs": d["pairs"],
                "p McNemar": [f"{p:.2g}" for p in d["p_mcnemar"]],
                "p Fisher": [f"{p:.2g}" for p in d["p_value"]],
            }
        )
    return out


def limit_hits_line(cells: Any, analysis: Analysis) -> str:
    """How targets cut by the generation limit were counted: on the lines they produced."""
    hits = int(cells["limit_hits"].sum()) if "limit_hits" in cells and not cells.empty else 0
    seen = f"{hits} in {int((cells['limit_hits'] > 0).sum())} of {len(cells)} cells" if hits else "none in this run"
    if analysis.limit_hits == "exclude":
        return f"limit hits (generation stopped at the token limit): left out of n (--cre-limit-hits exclude): {seen}"
    return (
        "limit hits (generation stopped at the token limit): scored on the lines produced before the limit "
        f"(--cre-limit-hits exclude leaves them out): {seen}"
    )


# What the headline's columns hold, said once under it (the column names are short).
LEGEND = (
    "columns: pass = targets reproduced at the pass ratio; lines = mean share of the expected lines "
    "reproduced in order; code, prose = that share of code lines and of comment/docstring lines; "
    "halluc = output lines matching no expected line; reindent = lines right but for their indentation; "
    "early/middle/late = pass by the target's depth third"
)


def terminal_lines(cells: Any, drops: ComparisonTable) -> list[str]:
    """Under the terminal's table: what its columns hold (``LEGEND``), then the comparisons:
    each size of a generated corpus against each smaller one (the drops, with the correction's
    verdict), and each corpus's middle against its late third (Fisher, two-sided, uncorrected)."""
    lines = [LEGEND] if not cells.empty else []
    d = drops.frame
    for _, r in d.iterrows() if not d.empty else ():
        sig = " *" if bool(r.get("significant")) else ""
        lines.append(
            f"{r['model']}: {r['corpus']} {fmt_k_of_n(int(r['k']), int(r['n']))} vs {r['baseline_corpus']} "
            f"{fmt_k_of_n(int(r['baseline_k']), int(r['baseline_n']))}: {r['drop_pp']:+.1f}pp, "
            f"McNemar p={r['p_mcnemar']:.2g} over {int(r['pairs'])} paired targets, "
            f"Fisher p={r['p_value']:.2g}{sig}"
        )
    if lines:
        lines.insert(0, "across corpus sizes (the same targets; * significant after the correction above):")
    depth = by_depth(cells) if not cells.empty else None
    shown = depth[depth["p middle vs late"] != ""] if depth is not None and not depth.empty else None
    if shown is not None and not shown.empty:
        lines.append("by depth third (Fisher middle vs late, two-sided, uncorrected):")
        lines += [
            f"{r['model']}: {r['corpus']}: early {r['early']}, middle {r['middle']}, late {r['late']}: "
            f"p={r['p middle vs late']}"
            for _, r in shown.iterrows()
        ]
    return lines


def notes(cells: Any, drops: ComparisonTable) -> list[str]:
    """The scoring policy (or policies) of the records."""
    if cells.empty:
        return []
    policies = sorted(set(cells["policy"]))
    return [f"scoring: {p} (blank lines never count)" for p in policies]
