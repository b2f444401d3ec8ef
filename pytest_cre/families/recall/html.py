"""The recall family's part of the report page: the headline per model and corpus, pass rate by
depth third and a heatmap of pass rate by depth x corpus size, the size comparisons, every
function's diff (per cell, each cell's squares and rows linking to its functions), and every cell."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ...analysis.stats import wilson
from ...report.html import (
    MARKS_NOTE,
    MISSING_FILL,
    RESULT_HEAD,
    Raw,
    Section,
    Table,
    as_int,
    as_table,
    colour,
    counts,
    deltas_section,
    empty,
    esc,
    fmt_k_of_n,
    fmt_p,
    fmt_pct,
    fmt_value,
    html_table,
    ink,
    join,
    result_cells,
    table_section,
    tag,
    usage_cells,
    with_ci,
)
from ...report.page import Part
from ...report.samples import anchor_filters, cell_href, link
from .corpus import BANDS
from .tables import _size_key

CELL_W, CELL_H = 100, 40
TITLE = "Function recall"


def family_part(
    cells: Any,
    drops: Any,
    meta: Mapping[str, Any] | None = None,
    headline: Any = None,
    depth: Any = None,
    records: list[dict[str, Any]] | None = None,
) -> Part:
    """The family's sections of a run's page (its report's ``page`` piece); ``meta["compare"]`` is the
    optional deltas table."""
    compare = (meta or {}).get("compare")
    cell_t = as_table(cells)
    sections = [
        Section("headline", "Per model and corpus", table_section(as_table(headline), "No targets scored.")),
        Section(
            "depth", "By depth", join([heatmaps(cell_t.rows), table_section(as_table(depth), "No targets scored.")])
        ),
        Section("sizes", "Across corpus sizes", sizes_section(as_table(drops))),
    ]
    if compare is not None:
        sections.append(Section("deltas", "Deltas", deltas_section(as_table(compare))))
    sections.append(Section("diffs", "Per-function diffs", diffs(records or [])))
    sections.append(Section("cells", "All cells", cells_section(cell_t)))
    return Part(TITLE, sections)


def sizes_section(drops: Table) -> Raw:
    """Each larger size of a corpus series against a smaller one, per model, leading with the
    result as the reasoning comparisons do: the pass-rate drop, its interval, p, adjusted p and
    significance, then the counts (each opening its cell's functions) and the policy."""
    if not drops.rows:
        return empty("No corpus series of several sizes.")
    policies = _policies(drops)
    head = [
        "Model",
        "Comparison",
        *RESULT_HEAD,
        "Passed",
        "Baseline passed",
        "McNemar p",
        *(["Policy"] if len(policies) > 1 else []),
    ]
    body = [
        [
            tag("td", r.get("model"), class_="l"),
            tag("td", f"{r.get('corpus')} vs {r.get('baseline_corpus')}", class_="l"),
            *result_cells(r),
            tag("td", _linked(r.get("cell_id"), counts(r, "k", "n"))),
            tag("td", _linked(r.get("baseline_cell_id"), counts(r, "baseline_k", "baseline_n"))),
            fmt_p(r.get("p_mcnemar")),
            *([tag("td", r.get("policy"), class_="l wrap")] if len(policies) > 1 else []),
        ]
        for r in drops.rows
    ]
    note = tag(
        "p",
        "Drop: the larger corpus's pass rate minus the smaller's in pp, with its 95% Newcombe interval; "
        "p: Fisher exact; adjusted p: after the run's correction; McNemar p: exact, on the same targets "
        f"in both sizes. {MARKS_NOTE}{_policy_note(policies)} Every column is in drops.csv.",
        class_="note",
    )
    return join([html_table(head, body, class_="comparisons"), note])


def _policies(table: Table) -> list[Any]:
    """The scoring policies of a table's rows: one (every run so far) is said once, under the
    table; several (pooled re-analyses) get a column."""
    return list(dict.fromkeys(r.get("policy") for r in table.rows if r.get("policy")))


def _policy_note(policies: list[Any]) -> str:
    return f" Scoring policy: {policies[0]}." if len(policies) == 1 else ""


def _linked(cell_id: Any, text: str) -> Raw | str:
    return link(text, cell_id) if isinstance(cell_id, str) and cell_id else text


def cells_section(cells: Table) -> Raw:
    """Every cell in the columns a reader compares (the corpus opens its functions' diffs),
    narrow enough for a laptop screen; every column is in cells.csv."""
    if not cells.rows:
        return empty("No cells.")
    policies = _policies(cells)
    head = [
        "Model",
        "Corpus",
        "Passed",
        "Lines matched",
        "Code",
        "Prose",
        "Hallucinated",
        "Re-indented",
        "Bonus",
        *(b.capitalize() for b in BANDS),
        "Not scored",
        "Tokens in / out",
        "Cost $",
        *(["Policy"] if len(policies) > 1 else []),
    ]
    body = []
    for r in cells.rows:
        interval = _interval(as_int(r.get("k")), as_int(r.get("n")))
        body.append(
            [
                tag("td", r.get("model"), class_="l wrap"),
                tag("td", _linked(r.get("cell_id"), str(r.get("corpus"))), class_="l"),
                tag("td", with_ci(fmt_k_of_n(as_int(r.get("k")), as_int(r.get("n"))), interval)),
                fmt_pct(r.get("mean_ratio")),
                fmt_pct(r.get("code_recall")),
                fmt_pct(r.get("prose_recall")),
                *(fmt_value(r.get(c)) for c in ("hallucinated", "reindented", "bonus")),
                *(
                    tag("td", _linked(r.get("cell_id"), fmt_k_of_n(as_int(r.get(f"{b}_k")), as_int(r.get(f"{b}_n")))))
                    for b in BANDS
                ),
                str(as_int(r.get("samples")) - as_int(r.get("n"))),
                *usage_cells(r),
                *([tag("td", r.get("policy"), class_="l wrap")] if len(policies) > 1 else []),
            ]
        )
    note = tag(
        "p",
        "Passed: targets at or above the pass ratio, with the 95% Wilson interval; lines matched: the "
        "mean share of a target's scored lines; by depth third, passed of the targets there; tokens "
        f"as the endpoints counted them, the cell's total.{_policy_note(policies)} Every column, and "
        "more, is in cells.csv.",
        class_="note",
    )
    return join([html_table(head, body, class_="full all-cells", tall=True), note])


def _interval(k: int, n: int) -> str:
    if not n:
        return ""
    lo, hi = wilson(k, n)
    return f"[{100 * lo:.0f}, {100 * hi:.0f}]"


# CodeNeedle's colours: gray matched, orange missing, yellow hallucinated, cyan bonus, dim for
# lines that earn no credit; re-indented in purple.
DIFF_COLOURS = {
    "matched": "#6e7781",
    "missing": "#d9822b",
    "hallucinated": "#b08800",
    "bonus": "#1f9bcf",
    "reindented": "#8250df",
    "ignored": "#b8bec5",
}
MARKS = {"matched": " ", "missing": "-", "hallucinated": "+", "bonus": "+", "reindented": "~", "ignored": " "}


DIFF_FILTERS = {"fail": "failed", "pass": "passed", **{b: f"{b} third" for b in BANDS}}


def diffs(records: Sequence[Mapping[str, Any]]) -> Raw:
    """Each scored target's verdict and its lines, coloured by what happened to them, one block
    per cell: the cell's squares and rows link to it (``#cell=``), filtered by pass, fail or
    depth third."""
    from .score import percent
    from .worker import rescored

    # A limit hit is scored on the lines it produced before the limit, as the tables count it.
    scored = [r for r in records if r.get("status") in ("ok", "no_answer", "truncated")]
    if not scored:
        return empty("No target was answered.")
    groups: dict[Any, list[Mapping[str, Any]]] = {}
    for r in scored:
        groups.setdefault(r.get("cell_id"), []).append(r)
    parts = []
    for cell_id, recs in groups.items():
        blocks: list[Any] = []
        flags_seen: dict[str, Any] = {}
        for r in recs:
            s = rescored(dict(r), r.get("response") or "")
            lines = [
                tag(
                    "span",
                    f"{MARKS[t]} {produced if produced is not None else expected or ''}",
                    style=f"color:{DIFF_COLOURS[t]}",
                    class_=t,
                )
                for t, expected, produced in s.diff
            ]
            summary = (
                f"{r['model']} / {r['corpus']}: {r['function']} [{'PASS' if s.passed else 'FAIL'}] "
                f"matched {s.matched}/{s.total} ({percent(s.ratio, r['pass_ratio'])}), hallucinated "
                f"{s.hallucinated}, re-indented {s.reindented}, bonus {s.bonus}"
                + (" (limit hit: scored on the lines before the limit)" if r.get("status") == "truncated" else "")
            )
            flags = ["pass" if s.passed else "fail"] + ([str(r["band"])] if r.get("band") else [])
            for f in flags:
                flags_seen[f] = flags_seen.get(f, 0) + 1
            blocks.append(
                tag(
                    "details",
                    join([tag("summary", summary), tag("pre", join(join([line, Raw("\n")]) for line in lines))]),
                    data_flags=" ".join(flags),
                    data_sample=r.get("sample"),
                )
            )
        head = f"{recs[0].get('model')} / {recs[0].get('corpus')}: {len(recs)} functions"
        parts.append(
            tag(
                "div",
                join([tag("h3", head), anchor_filters(cell_id, len(recs), flags_seen, DIFF_FILTERS), join(blocks)]),
                class_="cell-anchor",
                data_cell=cell_id,
            )
        )
    legend = join(tag("span", f"{MARKS[t]} {t}  ", style=f"color:{c}") for t, c in DIFF_COLOURS.items())
    return join([tag("p", legend, class_="note"), join(parts)])


def heatmaps(rows: Sequence[Mapping[str, Any]]) -> Raw:
    """Per model: pass rate by depth third (down) x corpus (across, sizes in order)."""
    if not rows:
        return empty("No cells.")
    figures = []
    for model in dict.fromkeys(r["model"] for r in rows):
        mine = sorted((r for r in rows if r["model"] == model), key=lambda r: _size_key(r["corpus"]))
        parts = [
            tag("text", r["corpus"], x=f"{70 + CELL_W * (j + 0.5):.1f}", y=15, text_anchor="middle", font_weight="600")
            for j, r in enumerate(mine)
        ]
        for i, band in enumerate(BANDS):
            y = 22 + CELL_H * i
            parts.append(tag("text", band, x="64", y=y + 24, text_anchor="end"))
            for j, r in enumerate(mine):
                parts.append(_heat_cell(r, band, 70 + CELL_W * j, y))
        width, height = 70 + CELL_W * len(mine) + 8, 22 + CELL_H * len(BANDS) + 8
        svg = tag(
            "svg",
            join(parts),
            class_="heatmap",
            width=width,
            height=height,
            viewBox=f"0 0 {width} {height}",
            role="img",
            aria_label=f"pass rate by depth {model}",
        )
        figures.append(tag("figure", join([tag("figcaption", f"{esc(model)}: pass rate by depth third"), svg])))
    return join(
        [
            tag("div", join(figures), class_="charts"),
            tag(
                "p",
                "Pass rate per depth third of the corpus with passed/targets, its 95% Wilson interval "
                "under it; grey: no target there. Click a square for its functions' diffs.",
                class_="note",
            ),
        ]
    )


def _heat_cell(r: Mapping[str, Any], band: str, x: float, y: float) -> Raw:
    """One square: the pass rate with k/n, the interval under it, linked to its cell's diffs."""
    k, n = int(r.get(f"{band}_k") or 0), int(r.get(f"{band}_n") or 0)
    rate = k / n if n else math.nan
    fill = MISSING_FILL if not n else colour(rate)
    cx, ink_ = f"{x + CELL_W / 2 - 1:.1f}", ink(fill) if n else "#000"
    parts = [
        tag("title", f"{r['corpus']} {band}: {k}/{n} passed"),
        tag("rect", x=x, y=y, width=CELL_W - 2, height=CELL_H - 2, fill=fill),
        tag(
            "text",
            f"{100 * rate:.0f}% ({k}/{n})" if n else "-",
            x=cx,
            y=y + 16,
            text_anchor="middle",
            fill=ink_,
            font_weight="600",
        ),
    ]
    if n:
        parts.append(
            tag("text", _interval(k, n), x=cx, y=y + 30, text_anchor="middle", fill=ink_, font_size="10", class_="ci")
        )
    cell = tag("g", join(parts), class_="cell")
    cid = r.get("cell_id")
    return tag("a", cell, href=cell_href(cid, band), class_="cell-link") if isinstance(cid, str) and cid and n else cell
