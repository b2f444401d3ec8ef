"""The recall family's report page: the headline per model and corpus, pass rate by depth
third and a heatmap of pass rate by depth x corpus size, the size comparisons, and every cell."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ...report.html import (
    MISSING_FILL, Raw, as_table, colour, deltas_section, empty, esc, header, ink, join,
    nav, page, section, table_section, tag,
)
from .corpus import BANDS
from .tables import _size_key

CELL_W, CELL_H = 92, 26


def render_html(cells: Any, drops: Any, meta: Mapping[str, Any] | None = None,
                headline: Any = None, depth: Any = None, records: list[dict[str, Any]] | None = None) -> str:
    meta = dict(meta or {})
    compare = meta.pop("compare", None)
    title = str(meta.pop("title", None) or f"pytest-cre recall report {meta.get('run_id', '')}".strip())
    sections = [
        ("headline", "Per model and corpus", table_section(as_table(headline), "No targets scored.")),
        ("depth", "By depth", join([heatmaps(as_table(cells).rows),
                                     table_section(as_table(depth), "No targets scored.")])),
        ("sizes", "Across corpus sizes", table_section(as_table(drops), "No corpus series of several sizes.")),
    ]
    if compare is not None:
        sections.append(("deltas", "Deltas", deltas_section(as_table(compare))))
    sections.append(("diffs", "Per-function diffs", diffs(records or [])))
    sections.append(("cells", "All cells", table_section(as_table(cells), "No cells.")))
    body = [header(title, meta), nav(sections)] + [section(sid, label, content) for sid, label, content in sections]
    return page(title, "\n".join(body))


# CodeNeedle's colours: gray matched, orange missing, yellow hallucinated, cyan bonus, dim for
# lines that earn no credit; re-indented in purple.
DIFF_COLOURS = {"matched": "#6e7781", "missing": "#d9822b", "hallucinated": "#b08800", "bonus": "#1f9bcf",
                "reindented": "#8250df", "ignored": "#b8bec5"}
MARKS = {"matched": " ", "missing": "-", "hallucinated": "+", "bonus": "+", "reindented": "~", "ignored": " "}


def diffs(records: list[Mapping[str, Any]]) -> Raw:
    """Each scored target's verdict and its lines, coloured by what happened to them."""
    from .worker import rescored

    scored = [r for r in records if r.get("status") in ("ok", "no_answer")]
    if not scored:
        return empty("No target was answered.")
    blocks = []
    for r in scored:
        s = rescored(dict(r), r.get("response") or "")
        lines = [tag("span", f"{MARKS[t]} {produced if produced is not None else expected or ''}",
                     style=f"color:{DIFF_COLOURS[t]}", class_=t) for t, expected, produced in s.diff]
        summary = (f"{r['model']} / {r['corpus']}: {r['function']} [{'PASS' if s.passed else 'FAIL'}] "
                   f"matched {s.matched}/{s.total} ({s.ratio:.0%}), hallucinated {s.hallucinated}, "
                   f"re-indented {s.reindented}, bonus {s.bonus}")
        blocks.append(tag("details", join([tag("summary", summary),
                                           tag("pre", join(join([line, Raw("\n")]) for line in lines))])))
    legend = join(tag("span", f"{MARKS[t]} {t}  ", style=f"color:{c}") for t, c in DIFF_COLOURS.items())
    return join([tag("p", legend, class_="note"), join(blocks)])


def heatmaps(rows: list[Mapping[str, Any]]) -> Raw:
    """Per model: pass rate by depth third (down) x corpus (across, sizes in order)."""
    if not rows:
        return empty("No cells.")
    figures = []
    for model in dict.fromkeys(r["model"] for r in rows):
        mine = sorted((r for r in rows if r["model"] == model), key=lambda r: _size_key(r["corpus"]))
        parts = [tag("text", r["corpus"], x=f"{70 + CELL_W * (j + 0.5):.1f}", y=15, text_anchor="middle",
                     font_weight="600") for j, r in enumerate(mine)]
        for i, band in enumerate(BANDS):
            y = 22 + CELL_H * i
            parts.append(tag("text", band, x="64", y=y + 17, text_anchor="end"))
            for j, r in enumerate(mine):
                k, n = int(r.get(f"{band}_k") or 0), int(r.get(f"{band}_n") or 0)
                rate = k / n if n else math.nan
                fill = MISSING_FILL if not n else colour(rate)
                x = 70 + CELL_W * j
                parts.append(tag("rect", tag("title", f"{r['corpus']} {band}: {k}/{n} passed"), x=x, y=y,
                                 width=CELL_W - 2, height=CELL_H - 2, fill=fill))
                parts.append(tag("text", f"{100 * rate:.0f}%" if n else "-", x=f"{x + CELL_W / 2 - 1:.1f}",
                                 y=y + 17, text_anchor="middle", fill=ink(fill) if n else "#000"))
        width, height = 70 + CELL_W * len(mine) + 8, 22 + CELL_H * len(BANDS) + 8
        svg = tag("svg", join(parts), class_="heatmap", width=width, height=height,
                  viewBox=f"0 0 {width} {height}", role="img", aria_label=f"pass rate by depth {model}")
        figures.append(tag("figure", join([tag("figcaption", f"{esc(model)}: pass rate by depth third"), svg])))
    return join([tag("div", join(figures), class_="charts"),
                 tag("p", "Pass rate per depth third of the corpus (hover for k/n); grey: no target there.",
                     class_="note")])
