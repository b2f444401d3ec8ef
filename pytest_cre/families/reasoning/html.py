"""The reasoning family's part of the report page: headline tables, the probe spectrum, filler
matching, accuracy heatmaps of position x tier, drop bars, every comparison and cell, and the
sample browser (every sample of a cell one click from its square or row), built from
``report.html``'s pieces.

A pure function of the cells and drops tables (``analysis.tables.cells_table`` and
``drops_table``), the records and a plain ``meta`` dict; the question texts the browser shows
come from the tasks' data (``browser.target_texts``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...core.dims import position_rank as _position_rank
from ...core.dims import tier_tokens as _tier_tokens
from ...report.charts import svg
from ...report.html import (
    INCOMPLETE_MARK,
    MARKS_NOTE,
    MISSING_FILL,
    RESULT_HEAD,
    SIG_MARK,
    Raw,
    Section,
    Table,
    as_int,
    as_table,
    ci_text,
    colour,
    counts,
    deltas_section,
    empty,
    fmt_kn,
    fmt_p,
    fmt_pct,
    fmt_pp,
    fmt_value,
    group_by,
    html_table,
    index_by,
    ink,
    join,
    missing,
    num,
    result_cells,
    tag,
    truthy,
    unique,
    usage_cells,
    wilson_text,
    with_ci,
)
from ...report.page import Part, report_page
from ...report.samples import cell_href, link
from .browser import sample_browser, samples_section
from .effective import DEFAULT_THRESHOLD, effective_lengths, effective_table, length_charts, rule

BASELINE = "baseline"
PROBES = ("middle_twice", "middle_dup")
SPECTRUM = ("end", "middle", "middle_twice", "middle_dup")
FILLER_ORDER = ("ws", "qo_v2", "neutral")  # the seed paper's column order; others follow A-Z
ARM = ("model", "task", "filler", "tier")
GROUP = ("model", "task", "filler")
META_DEFAULTS = ("run_id", "models", "seed", "alpha", "correction")

DROP_COLOURS = {"sig-neg": "#d7301f", "sig-pos": "#4575b4", "ns": "#a6a6a6"}
TITLE = "Reasoning under filler"


# --------------------------------------------------------------------------- public API


def render_html(
    cells: Any,
    drops: Any,
    meta: Mapping[str, Any] | None = None,
    records: list[dict[str, Any]] | None = None,
    texts: Mapping[str, str] | None = None,
) -> str:
    """Render one self-contained HTML page of the reasoning family alone.

    ``cells`` is the frame of :func:`~pytest_cre.report.cells_table`; ``drops`` the frame of
    :func:`~pytest_cre.report.drops_table` (or the ``ComparisonTable`` itself). A list of row dicts or
    ``None`` works for either. ``meta`` is a plain dict rendered in the header, each key that
    has a value, in order (``run_id``, ``models``, ``seed``, ``alpha`` and ``correction`` first;
    ``models`` and ``correction`` are taken from the tables when absent). ``meta["compare"]``,
    when present, is a table (DataFrame or list of dicts with ``cell_id, acc, previous_acc,
    delta_pp, p_value``) shown as a deltas section instead of in the header; ``meta["title"]``
    overrides the page title. ``records`` fill the sample browser, ``texts`` the questions it
    shows (see :func:`family_part`). A run's report.html is ``report.files.report_html``: one
    page with every family's part. The page alone: a cell of more than
    ``report.samples.EMBEDDED`` samples shows those, and its "all samples" button looks for the
    file ``write_reports`` writes beside the page.
    """
    meta = dict(meta or {})
    title = str(meta.pop("title", None) or _default_title(meta))
    part = family_part(cells, drops, {"compare": meta.pop("compare", None)}, records, texts)
    cell_t, drop_t = as_table(cells), as_table(drops)
    return report_page(title, _with_defaults(meta, cell_t, drop_t), {"reasoning": part})


def family_part(
    cells: Any,
    drops: Any,
    meta: Mapping[str, Any] | None = None,
    records: list[dict[str, Any]] | None = None,
    texts: Mapping[str, str] | None = None,
    chance: Mapping[str, float] | None = None,
) -> Part:
    """The family's sections of a run's page (its report's ``page`` piece). ``meta["compare"]`` is the
    optional deltas table; ``records`` the samples the browser shows (none: no browser), and
    ``texts`` the question and filler texts by ``"q:" + target id`` and ``"f:" + item id``
    (``browser.target_texts``; without them a sample shows its ids only); ``chance``: each
    task's accuracy by guessing (``effective.chance_of``), the effective length's floor."""
    compare = (meta or {}).get("compare")
    cell_t, drop_t = ordered(as_table(cells)), ordered(as_table(drops))
    threshold = getattr((meta or {}).get("analysis"), "effective_threshold", DEFAULT_THRESHOLD)
    sections = [
        Section("headline", "Headline", headline_section(cell_t, drop_t)),
        Section("effective", "Effective length", effective_section(cells, threshold, chance)),
        Section("spectrum", "Probe spectrum", spectrum_section(cell_t, drop_t)),
        Section("filler-match", "Filler match", match_section(cell_t)),
        Section("heatmaps", "Accuracy heatmaps", heatmaps_section(cell_t)),
        Section("drops", "Drops", drops_section(drop_t)),
    ]
    files: dict[str, str] = {}
    if records is not None:
        browser = sample_browser(cell_t, records, texts or {})
        sections.append(Section("samples", "Samples", samples_section(browser)))
        files = browser.files()
    if compare is not None:
        sections.append(Section("deltas", "Deltas", deltas_section(as_table(compare))))
    sections += [
        Section("comparisons", "All comparisons", comparisons_section(drop_t)),
        Section("cells", "All cells", cells_section(cell_t)),
    ]
    return Part(TITLE, sections, files)


def effective_section(cells: Any, threshold: float, chance: Mapping[str, float] | None = None) -> Raw:
    """The effective length per model, task, filler and position, its rule, and accuracy
    against context length (the charts saved beside the page, in figures/)."""
    import pandas as pd

    frame = cells if isinstance(cells, pd.DataFrame) else pd.DataFrame(cells)
    lengths = effective_lengths(frame, threshold, chance)
    if lengths.empty:
        return empty("No arm has a no-filler baseline cell in this run (add --cre-positions baseline).")
    table = effective_table(lengths)
    parts = [
        html_table(list(table.columns), table.astype(str).values.tolist()),
        tag("p", rule(threshold), class_="note"),
    ]
    for name, chart in length_charts(frame, threshold).items():
        parts.append(tag("figure", join([Raw(svg(chart, standalone=False)), tag("figcaption", f"figures/{name}")])))
    return join(parts)


# --------------------------------------------------------------------------- ordering


def tier_key(tier: Any) -> tuple[int, str]:
    try:
        return (_tier_tokens(str(tier)), str(tier))
    except (ValueError, KeyError):  # "none" (the no-filler baseline) and the like: first
        return (-1, str(tier))


def position_key(pos: Any) -> tuple[int, float]:
    try:
        return _position_rank(str(pos))
    except ValueError:  # "depth:abc"
        return (len(SPECTRUM) + 99, 0.0)


def filler_key(filler: Any) -> tuple[int, str]:
    f = str(filler)
    if f == "none":  # the no-filler baseline comes before the fillers
        return (-1, f)
    return (FILLER_ORDER.index(f) if f in FILLER_ORDER else len(FILLER_ORDER), f)


def ordered(table: Table) -> Table:
    """Rows in the one order every section of the page uses: models and tasks as they first
    appear, fillers in the seed paper's order, tiers by size, positions by rank (a comparison's
    baseline position last)."""
    first = {col: {v: i for i, v in enumerate(unique(r.get(col) for r in table.rows))} for col in ("model", "task")}

    def key(r: Mapping[str, Any]) -> tuple[Any, ...]:
        return (
            first["model"].get(r.get("model"), 0),
            first["task"].get(r.get("task"), 0),
            filler_key(r.get("filler")),
            tier_key(r.get("tier")),
            position_key(r.get("position")),
            position_key(r.get("baseline_position", "end")),
        )

    return Table(table.columns, sorted(table.rows, key=key))


# --------------------------------------------------------------------------- html pieces


def _default_title(meta: Mapping[str, Any]) -> str:
    run = meta.get("run_id")
    return f"pytest-cre report {run}" if run is not None else "pytest-cre report"


def _with_defaults(meta: dict[str, Any], cells: Table, drops: Table) -> dict[str, Any]:
    """meta, plus models and correction read off the tables when not given; the usual keys
    first, in :data:`META_DEFAULTS` order, then the others as given."""
    derived: dict[str, Any] = {}
    if cells.rows and "model" in cells.columns:
        derived["models"] = unique(r.get("model") for r in cells.rows)
    if drops.rows and "correction" in drops.columns:
        derived["correction"] = drops.rows[0].get("correction")
    merged = {**derived, **meta}
    first = [k for k in META_DEFAULTS if k in merged]
    return {k: merged[k] for k in first + [k for k in merged if k not in first]}


# --------------------------------------------------------------------------- tables


def _is_arm(row: Mapping[str, Any]) -> bool:
    return row.get("position") != BASELINE


def _middle_drops(drops: Table, position: str) -> dict[tuple[Any, ...], Mapping[str, Any]]:
    """Comparisons of ``position`` against ``end`` (not the user's extra pairs), by arm."""
    return index_by(
        (r for r in drops.rows if r.get("position") == position and r.get("baseline_position", "end") == "end"), ARM
    )


def _drop_cell(d: Mapping[str, Any] | None, star: bool = False) -> Raw:
    """A <td> with the drop in pp, coloured when significant (and starred when ``star``),
    details in the tooltip."""
    if d is None:
        return tag("td", "-")
    sig = truthy(d.get("significant"))
    cls = ("sig-neg" if num(d.get("drop_pp")) < 0 else "sig-pos") if sig else None
    text = fmt_pp(d.get("drop_pp")) + (SIG_MARK if sig and star else "") + _incomplete(d)
    return tag(
        "td",
        with_ci(_cell_link(d, text), ci_text(d.get("drop_ci_low"), d.get("drop_ci_high"))),
        class_=cls,
        title=_drop_text(d),
    )


def _cell_link(row: Mapping[str, Any] | None, text: str, show: str | None = None) -> Raw | str:
    """``text`` as a link to the samples of the row's cell (a comparison's: its position's)."""
    cid = row.get("cell_id") if row else None
    return link(text, cid, show) if isinstance(cid, str) and cid else text


def _incomplete(row: Mapping[str, Any] | None) -> str:
    return INCOMPLETE_MARK if row is not None and truthy(row.get("incomplete")) else ""


def _drop_text(d: Mapping[str, Any]) -> str:
    """Tooltip for one comparison."""
    text = (
        f"{d.get('position')} vs {d.get('baseline_position', 'end')} at {d.get('tier')}: "
        f"{fmt_pp(d.get('drop_pp'), 1)} pp"
    )
    if not (missing(d.get("drop_ci_low")) or missing(d.get("drop_ci_high"))):
        text += f" (95% CI {fmt_pp(d['drop_ci_low'], 1)} to {fmt_pp(d['drop_ci_high'], 1)})"
    text += f"; p={fmt_p(d.get('p_value'))}, adjusted p={fmt_p(d.get('p_adjusted'))}"
    return text + ("; significant" if truthy(d.get("significant")) else "")


def _acc_cell(row: Mapping[str, Any] | None, text: Callable[[Mapping[str, Any]], str] = fmt_kn) -> Raw:
    """An accuracy with its 95% Wilson interval under it (and the incomplete mark)."""
    if not row:
        return tag("td", "-")
    interval = ci_text(row.get("ci_low"), row.get("ci_high"), pct=True) if as_int(row.get("n")) else ""
    return tag("td", with_ci(_cell_link(row, text(row) + _incomplete(row)), interval), title=wilson_text(row))


def headline_section(cells: Table, drops: Table) -> Raw:
    """Table 1 of the seed paper: per task, rows model x tier, and per filler the end accuracy,
    the end-to-middle drop in pp and a star when it is significant after correction."""
    arms = [r for r in cells.rows if _is_arm(r)]
    if not arms:
        return empty("No cells with filler.")
    ends = index_by((r for r in arms if r.get("position") == "end"), ARM)
    mids = _middle_drops(drops, "middle")
    baselines = index_by((r for r in cells.rows if not _is_arm(r)), ("model", "task"))
    parts = []
    for task, rows in group_by(arms, ("task",)).items():
        parts.append(tag("h3", f"Task {task[0]}"))
        parts.append(_headline_table(task[0], rows, ends, mids, baselines))
    parts.append(
        tag(
            "p",
            "End: accuracy at the end position (%); Drop: middle minus end in percentage "
            "points; under each value its 95% interval (Wilson for accuracy, Newcombe for the "
            f"drop). {MARKS_NOTE} Hover a value for k/n and p.",
            class_="note",
        )
    )
    return join(parts)


def _headline_table(
    task: Any, rows: list[dict[str, Any]], ends: dict[Any, Any], mids: dict[Any, Any], baselines: dict[Any, Any]
) -> Raw:
    fillers = sorted(unique(r.get("filler") for r in rows), key=filler_key)
    with_base = any((m, task) in baselines for m in unique(r.get("model") for r in rows))
    top = [tag("th", "Model", rowspan=2, class_="l"), tag("th", "Tier", rowspan=2)]
    if with_base:
        top.append(tag("th", "Baseline (no filler)", rowspan=2))
    top += [tag("th", f"filler {f}", colspan=3) for f in fillers]
    sub = [tag("th", h) for _ in fillers for h in ("End %", "Drop pp", "Sig")]
    body = []
    for model, mrows in group_by(rows, ("model",)).items():
        tiers = sorted(unique(r.get("tier") for r in mrows), key=tier_key)
        for i, tier in enumerate(tiers):
            line: list[Any] = []
            if i == 0:
                line.append(tag("th", model[0], rowspan=len(tiers), class_="l"))
            line.append(tag("td", tier))
            if with_base and i == 0:
                base = baselines.get((model[0], task))
                line.append(
                    tag(
                        "td",
                        _cell_link(base, fmt_kn(base)) if base else "-",
                        rowspan=len(tiers),
                        title=wilson_text(base) if base else None,
                    )
                )
            for f in fillers:
                arm = (model[0], task, f, tier)
                end = ends.get(arm)
                line.append(_acc_cell(end, lambda r: fmt_pct(r.get("acc"), sign="")))
                d = mids.get(arm)
                line.append(_drop_cell(d))
                line.append(
                    tag("td", SIG_MARK if d is not None and truthy(d.get("significant")) else "", class_="star")
                )
            body.append(line)
    return html_table([top, sub], body, class_="headline")


def spectrum_section(cells: Table, drops: Table) -> Raw:
    """End, middle and the two probes side by side per arm that has a probe, with the probes'
    differences to end (pp, star when significant)."""
    by_arm = group_by((r for r in cells.rows if _is_arm(r)), ARM)
    arms = {a: rows for a, rows in by_arm.items() if any(r.get("position") in PROBES for r in rows)}
    if not arms:
        return empty("No probe cells (middle_twice / middle_dup).")
    probe_drops = {p: _middle_drops(drops, p) for p in PROBES}
    head = ["Model", "Task", "Filler", "Tier", *SPECTRUM, "Twice-End pp", "Dup-End pp"]
    body = []
    for arm, rows in arms.items():
        at = index_by(rows, ("position",))
        line: list[Any] = [tag("td", v, class_="l") for v in arm]
        line += [_acc_cell(at.get((p,))) for p in SPECTRUM]
        line += [_drop_cell(probe_drops[p].get(arm), star=True) for p in PROBES]
        body.append(line)
    note = tag(
        "p",
        "Accuracy with k/n and its 95% Wilson interval per position; the probes' differences to "
        f"end in pp with their 95% interval. {MARKS_NOTE}",
        class_="note",
    )
    return join([html_table(head, body, class_="spectrum"), note])


def match_section(cells: Table) -> Raw:
    """How often a wrong answer equals a filler problem's answer (any / the last one after the
    target / one next to it), each beside its chance rate."""
    rows = [r for r in cells.rows if not (missing(r.get("match_any")) and missing(r.get("match_last")))]
    if not rows:
        return empty("No filler-match data (no wrong answers, or fillers without answers).")
    head = [
        "Model",
        "Task",
        "Filler",
        "Tier",
        "Position",
        "Wrong",
        "Match any",
        "chance",
        "Match last",
        "chance",
        "Nearest",
        "chance",
    ]
    body = [
        [
            *(tag("td", r.get(c), class_="l") for c in (*ARM, "position")),
            tag("td", _cell_link(r, fmt_value(r.get("wrong")), "wrong")),
            tag("td", _cell_link(r, fmt_pct(r.get("match_any")), "matched")),
            *(
                fmt_pct(r.get(f"match_{kind}{part}"))
                for kind, part in (
                    ("any", "_chance"),
                    ("last", ""),
                    ("last", "_chance"),
                    ("nearest", ""),
                    ("nearest", "_chance"),
                )
            ),
        ]
        for r in rows
    ]
    note = tag(
        "p",
        "Share of the wrong answers that equal the answer of any filler problem / of the "
        "filler problem last in the context after the target (none when the target is at the "
        "end) / of a problem next to the target; chance: the share that match the filler of "
        "another sample of the same cell, what coincidence alone gives (for choice labels, "
        "nearly all). Read the excess over chance. The wrong count and the match rate open "
        "the cell's wrong or matched samples.",
        class_="note",
    )
    return join([note, html_table(head, body, class_="match", tall=True)])


# --------------------------------------------------------------------------- heatmaps


def heatmaps_section(cells: Table) -> Raw:
    """One position x tier grid per (model, task, filler), coloured by accuracy."""
    arms = [r for r in cells.rows if _is_arm(r)]
    if not arms:
        return empty("No cells with filler.")
    baselines = index_by((r for r in cells.rows if not _is_arm(r)), ("model", "task"))
    figures = []
    for (model, task, filler), rows in group_by(arms, GROUP).items():
        base = baselines.get((model, task))
        note = tag("span", f" (no-filler baseline {fmt_kn(base)})", class_="note") if base else ""
        caption = tag("figcaption", join([f"{model} / {task} / {filler}: accuracy by position and tier", note]))
        figures.append(tag("figure", join([caption, heatmap_svg(rows, f"{model} {task} {filler}")])))
    return join([tag("div", join(figures), class_="charts"), _legend_note()])


def _legend_note() -> Raw:
    return tag(
        "p",
        "Each chart: one model, task and filler; rows are positions, columns tiers. Accuracy in %, "
        "its 95% Wilson interval under it (hover for k/n; click for the cell's samples). Grey: no "
        f"scored samples; dashed: cell not in the grid; {INCOMPLETE_MARK}: incomplete.",
        class_="note",
    )


CELL_W, CELL_H, CHAR_W, LEGEND_W = 62, 36, 7.2, 200


def heatmap_svg(rows: Sequence[Mapping[str, Any]], label: str) -> Raw:
    """The SVG grid for one (model, task, filler): positions down, tiers across, a legend."""
    positions = sorted(unique(r.get("position") for r in rows), key=position_key)
    tiers = sorted(unique(r.get("tier") for r in rows), key=tier_key)
    at = index_by(rows, ("position", "tier"))
    left = 10 + CHAR_W * max(len(str(p)) for p in positions)
    top = 22
    width = left + max(CELL_W * len(tiers), LEGEND_W) + 8
    grid_h = CELL_H * len(positions)
    parts = [
        tag("text", t, x=f"{left + CELL_W * (j + 0.5):.1f}", y=15, text_anchor="middle", font_weight="600")
        for j, t in enumerate(tiers)
    ]
    for i, pos in enumerate(positions):
        y = top + CELL_H * i
        parts.append(tag("text", pos, x=f"{left - 6:.1f}", y=y + 22, text_anchor="end"))
        for j, tier in enumerate(tiers):
            parts.append(_heat_cell(at.get((pos, tier)), left + CELL_W * j, y, f"{pos} @ {tier}"))
    parts.append(_legend(left, top + grid_h + 12))
    height = top + grid_h + 44
    return tag(
        "svg",
        join(parts),
        class_="heatmap",
        width=f"{width:.0f}",
        height=height,
        viewBox=f"0 0 {width:.0f} {height}",
        role="img",
        aria_label=f"accuracy heatmap {label}",
    )


def _heat_cell(row: Mapping[str, Any] | None, x: float, y: float, where: str) -> Raw:
    """One rect with its value and a tooltip (an empty outline when the cell is not there)."""
    box = dict(x=f"{x:.1f}", y=y, width=CELL_W - 2, height=CELL_H - 2, rx=2)
    if row is None:
        return tag("rect", **box, fill="none", stroke="#d0d0d0", stroke_dasharray="3 3")
    acc = num(row.get("acc"))
    fill = MISSING_FILL if math.isnan(acc) or not as_int(row.get("n")) else colour(acc)
    text = "-" if fill == MISSING_FILL else f"{100 * acc:.0f}"
    text += _incomplete(row)
    cx = f"{x + (CELL_W - 2) / 2:.1f}"
    label = tag("text", text, x=cx, y=y + 15, text_anchor="middle", fill=ink(fill), font_weight="600")
    interval = "" if fill == MISSING_FILL else ci_text(row.get("ci_low"), row.get("ci_high"), pct=True)
    ci = (
        tag("text", interval, x=cx, y=y + 29, text_anchor="middle", fill=ink(fill), font_size="10", class_="ci")
        if interval
        else ""
    )
    cell = tag(
        "g",
        join([tag("title", f"{where}: {wilson_text(row)}"), tag("rect", **box, fill=fill), label, ci]),
        class_="cell",
    )
    cid = row.get("cell_id")
    return tag("a", cell, href=cell_href(cid), class_="cell-link") if isinstance(cid, str) and cid else cell


def _legend(x: float, y: float, steps: int = 10) -> Raw:
    """A stepped colour bar from 0% to 100%."""
    w = LEGEND_W / steps
    rects = [
        tag("rect", x=f"{x + w * i:.1f}", y=y, width=w, height=10, fill=colour((i + 0.5) / steps)) for i in range(steps)
    ]
    labels = [
        tag("text", f"{v}%", x=f"{x + LEGEND_W * v / 100:.1f}", y=y + 24, text_anchor=anchor, font_size="10")
        for v, anchor in ((0, "start"), (50, "middle"), (100, "end"))
    ]
    return tag("g", join(rects + labels), class_="legend")


# --------------------------------------------------------------------------- drop bars


def drops_section(drops: Table) -> Raw:
    """Per (model, task, filler), one bar per comparison: the drop in pp, CI whiskers when the
    table has ``drop_ci_low``/``drop_ci_high``, significant ones coloured and starred."""
    if not drops.rows:
        return empty("No comparisons (a drop needs an end cell and another position in the same arm).")
    has_ci = {"drop_ci_low", "drop_ci_high"} <= set(drops.columns)
    domain = drop_domain(drops.rows)
    figures = [
        tag(
            "figure",
            join(
                [
                    tag(
                        "figcaption",
                        join(
                            [" / ".join(map(str, key)) + ": drops", tag("span", " " + _bars_say(rows), class_="note")]
                        ),
                    ),
                    drop_bars_svg(rows, " ".join(map(str, key)), domain),
                ]
            ),
        )
        for key, rows in group_by(drops.rows, GROUP).items()
    ]
    note = (
        "Each chart: one model, task and filler; one bar per comparison, labelled tier and position. "
        "A bar is the position's accuracy minus end's at the same tier in percentage points (left of 0: "
        "worse than end); 'end vs baseline' bars are end minus the no-filler baseline; 'X vs Y' bars are "
        "the extra pairs asked for. "
        + ("Whiskers and the bracket after each value: 95% interval of the difference (Newcombe). " if has_ci else "")
        + f"Coloured and {SIG_MARK}: significant after correction; {INCOMPLETE_MARK}: incomplete. "
        "One scale for all charts."
    )
    return join([tag("div", join(figures), class_="charts"), tag("p", note, class_="note")])


BAR_H, BAR_GAP, PLOT_W, VALUE_W = 18, 6, 300, 150


def _bars_say(rows: Sequence[Mapping[str, Any]]) -> str:
    """What one drop chart holds, for its caption."""
    bases = unique(str(r.get("baseline_position", "end")) for r in rows)
    parts = [
        "position minus end" if b == "end" else "end minus the no-filler baseline" if b == "baseline" else f"vs {b}"
        for b in bases
    ]
    return f"({'; '.join(parts)}; pp)"


def _ticks(lo: float, hi: float) -> list[float]:
    span = hi - lo
    step = next(s for s in (5, 10, 20, 25, 50, 100) if span / s <= 8)
    start = math.ceil(lo / step) * step
    return [start + step * i for i in range(int((hi - start) // step) + 1)]


def drop_domain(rows: Sequence[Mapping[str, Any]]) -> tuple[float, float]:
    """The x range (pp) that holds every drop and CI end, in tens, within [-100, 100]."""
    values = [
        v
        for r in rows
        for v in (num(r.get("drop_pp")), num(r.get("drop_ci_low")), num(r.get("drop_ci_high")))
        if not math.isnan(v)
    ]
    lo, hi = min([*values, -10.0]), max([*values, 10.0])
    return (max(-100.0, math.floor(lo / 10) * 10), min(100.0, math.ceil(hi / 10) * 10))


def drop_bars_svg(rows: Sequence[Mapping[str, Any]], label: str, domain: tuple[float, float] | None = None) -> Raw:
    """Horizontal bars of drop_pp, one per (tier, position), around a zero line; ``domain``
    is the x range in pp (by default the one that fits these rows)."""
    rows = sorted(rows, key=lambda r: (tier_key(r.get("tier")), position_key(r.get("position"))))
    names = [
        f"{r.get('tier')} {r.get('position')}"
        + ("" if r.get("baseline_position", "end") == "end" else f" vs {r.get('baseline_position')}")
        for r in rows
    ]
    left = 10 + CHAR_W * max(len(n) for n in names)
    lo, hi = domain or drop_domain(rows)

    def sx(v: float) -> float:
        return left + PLOT_W * (min(hi, max(lo, v)) - lo) / (hi - lo)

    top = 8
    plot_h = (BAR_H + BAR_GAP) * len(rows)
    parts = [_axis(sx, lo, hi, top, plot_h)]
    for i, (r, name) in enumerate(zip(rows, names)):
        parts.append(_bar(r, name, sx, top + (BAR_H + BAR_GAP) * i + BAR_GAP / 2, left))
    width, height = left + PLOT_W + VALUE_W, top + plot_h + 24
    return tag(
        "svg",
        join(parts),
        class_="dropbars",
        width=f"{width:.0f}",
        height=f"{height:.0f}",
        viewBox=f"0 0 {width:.0f} {height:.0f}",
        role="img",
        aria_label=f"drops {label}",
    )


def _axis(sx: Callable[[float], float], lo: float, hi: float, top: float, plot_h: float) -> Raw:
    """Grid lines with tick labels at the bottom, the zero line darker."""
    parts = []
    for t in _ticks(lo, hi):
        x = f"{sx(t):.1f}"
        parts.append(
            tag("line", x1=x, x2=x, y1=top, y2=top + plot_h, stroke="#555" if t == 0 else "#e3e3e3", stroke_width=1)
        )
        parts.append(
            tag(
                "text",
                f"{t:+.0f}" if t else "0",
                x=x,
                y=top + plot_h + 14,
                text_anchor="middle",
                font_size="10",
                fill="#555",
            )
        )
    return tag("g", join(parts), class_="axis")


def _bar(r: Mapping[str, Any], name: str, sx: Callable[[float], float], y: float, left: float) -> Raw:
    """One comparison: label, bar from 0, optional CI whisker, value (and star)."""
    drop, sig = num(r.get("drop_pp")), truthy(r.get("significant"))
    kind = ("sig-neg" if drop < 0 else "sig-pos") if sig else "ns"
    parts = [tag("title", _drop_text(r)), tag("text", name, x=f"{left - 6:.1f}", y=f"{y + 13:.1f}", text_anchor="end")]
    if not math.isnan(drop):
        x0, x1 = sorted((sx(0), sx(drop)))
        parts.append(
            tag(
                "rect",
                x=f"{x0:.1f}",
                y=f"{y:.1f}",
                width=f"{max(x1 - x0, 1):.1f}",
                height=BAR_H,
                fill=DROP_COLOURS[kind],
            )
        )
    parts.append(_whisker(r, sx, y + BAR_H / 2))
    interval = ci_text(r.get("drop_ci_low"), r.get("drop_ci_high"))
    value = fmt_pp(drop) + (f" {interval}" if interval else "") + (f" {SIG_MARK}" if sig else "") + _incomplete(r)
    parts.append(tag("text", value, x=f"{sx(1e9) + 6:.1f}", y=f"{y + 13:.1f}", font_weight="700" if sig else None))
    return tag("g", join(parts), class_=f"bar {kind}")


def _whisker(r: Mapping[str, Any], sx: Callable[[float], float], yc: float) -> Raw:
    lo, hi = num(r.get("drop_ci_low")), num(r.get("drop_ci_high"))
    if math.isnan(lo) or math.isnan(hi):
        return Raw("")
    xl, xh = f"{sx(lo):.1f}", f"{sx(hi):.1f}"
    line = dict(stroke="#222", stroke_width="1.5")
    return tag(
        "g",
        join(
            [
                tag("line", x1=xl, x2=xh, y1=f"{yc:.1f}", y2=f"{yc:.1f}", **line),
                tag("line", x1=xl, x2=xl, y1=f"{yc - 5:.1f}", y2=f"{yc + 5:.1f}", **line),
                tag("line", x1=xh, x2=xh, y1=f"{yc - 5:.1f}", y2=f"{yc + 5:.1f}", **line),
            ]
        ),
        class_="ci",
    )


# --------------------------------------------------------------------------- all comparisons


def comparisons_section(drops: Table, lead: Sequence[tuple[str, str]] = ()) -> Raw:
    """Every comparison, one table per model, leading with what a reader looks for: the drop,
    its 95% interval, p, adjusted p and significance; then the counts behind them. Narrow enough
    for a laptop screen (every column is in drops.csv). ``lead``: (column, heading) of label
    columns before the task (a family built on this one names its own: retrieval's needle)."""
    if not drops.rows:
        return empty("No comparisons.")
    head = [*(h for _, h in lead), "Task", "Filler", "Tier", "Comparison", *RESULT_HEAD]
    head += ["k/n", "Baseline k/n", "McNemar p"]
    parts = []
    for (model,), rows in group_by(drops.rows, ("model",)).items():
        body = []
        for r in rows:
            body.append(
                [
                    *(tag("td", r.get(c), class_="l") for c in (*(c for c, _ in lead), "task", "filler", "tier")),
                    tag("td", f"{r.get('position')} vs {r.get('baseline_position', 'end')}", class_="l"),
                    *result_cells(r),
                    tag("td", _cell_link(r, counts(r, "k", "n") + _incomplete(r))),
                    tag(
                        "td", _cell_link({"cell_id": r.get("baseline_cell_id")}, counts(r, "baseline_k", "baseline_n"))
                    ),
                    fmt_p(r.get("p_mcnemar")),
                ]
            )
        parts += [tag("h3", f"Model {model}"), html_table(head, body, class_="comparisons")]
    parts.append(
        tag(
            "p",
            "Drop: the position's accuracy minus its baseline's (end, or the no-filler baseline) "
            "in pp, with its 95% Newcombe interval; p: Fisher exact; adjusted p: after the run's "
            f"correction; McNemar p: exact, on the paired samples. {MARKS_NOTE} A k/n opens "
            "its cell's samples.",
            class_="note",
        )
    )
    return join(parts)


# --------------------------------------------------------------------------- all cells


def cells_section(cells: Table) -> Raw:
    """Every cell in the columns a reader compares, narrow enough for a laptop screen: its
    labels (the position opens its samples), accuracy with k/n and interval, what was not
    scored, the filler matches beside their chance rates, limit hits, restatement, distinct
    targets, tokens and cost. Every column is in cells.csv."""
    if not cells.rows:
        return empty("No cells.")
    head = [
        "Model",
        "Task",
        "Filler",
        "Tier",
        "Position",
        "Accuracy (k/n)",
        "Not scored",
        "Wrong",
        "Match any",
        "Match last",
        "Nearest",
        "Limit hits",
        "Restated",
        "Tokens in / out",
        "Cost $",
    ]
    body = []
    for r in cells.rows:
        outcomes = {
            c.removeprefix("n_"): as_int(r.get(c))
            for c in cells.columns
            if c.startswith("n_") and c != "n_ok" and as_int(r.get(c))
        }
        unscored = str(as_int(r.get("samples")) - as_int(r.get("n")))
        if as_int(r.get("missing")):
            unscored += f" + {as_int(r.get('missing'))} missing"
        body.append(
            [
                tag("td", r.get("model"), class_="l wrap"),
                *(tag("td", r.get(c), class_="l") for c in ("task", "filler", "tier")),
                tag("td", _cell_link(r, str(r.get("position"))), class_="l"),
                _acc_cell(r),
                tag("td", unscored, title=", ".join(f"{k} {v}" for k, v in outcomes.items()) or None),
                fmt_value(r.get("wrong")),
                *(
                    tag("td", with_ci(fmt_pct(r.get(f"match_{k}")), _chance(r.get(f"match_{k}_chance"))))
                    for k in ("any", "last", "nearest")
                ),
                fmt_value(r.get("limit_hits")),
                fmt_pct(r.get("restated")),
                *usage_cells(r),
            ]
        )
    note = tag(
        "p",
        "Accuracy with its 95% Wilson interval; not scored: samples that ended in an endpoint outcome "
        "(hover for which), and those the run never recorded (missing); the match rates of wrong answers "
        "with their chance rate under them; tokens as the endpoints counted them, the cell's total. Every "
        "column, and more (distinct targets, cached tokens), is in cells.csv.",
        class_="note",
    )
    return join([html_table(head, body, class_="full all-cells", tall=True), note])


def _chance(v: Any) -> str:
    return "" if missing(v) else f"chance {fmt_pct(v)}"
