"""The retrieval family's part of the report page: its cells per arm, its drops, and the
contrast with the reasoning cells at the same coordinates."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...report.html import (
    INCOMPLETE_MARK,
    MARKS_NOTE,
    SIG_MARK,
    Raw,
    Section,
    Table,
    as_int,
    as_table,
    ci_text,
    counts,
    empty,
    fmt_kn,
    fmt_p,
    fmt_pct,
    fmt_pp,
    fmt_value,
    group_by,
    html_table,
    join,
    missing,
    num,
    tag,
    truthy,
    usage_cells,
    wilson_text,
    with_ci,
)
from ...report.page import Part
from ...report.samples import Browser, Field, browser_section, cells_in_order, link
from ..reasoning import tables as shapes
from ..reasoning.html import comparisons_section
from .contrast import SIGN_NOTE, interval_note
from .options import SINGLE, sort_by_variant

ROW = (
    Field("target_id", "Key"),
    Field("gold", "Value"),
    Field("answer", "Answer"),
    Field("result", "Result"),
    Field("exact", "Exact"),
    Field("finish_reason", "Finish"),
)
DETAILS = (
    Field("depths", "Needle depth"),
    Field("prompt_tokens", "Prompt tokens"),
    Field("error", "Error"),
    Field("response", "Response", "open"),
    Field("reasoning", "Reasoning", "long"),
)
FILTERS = (("wrong", "wrong"), ("correct", "correct"), ("unscored", "not scored"))


def _sample(r: dict[str, Any]) -> dict[str, Any]:
    correct = r.get("correct")
    result = "correct" if correct is True else "wrong" if correct is False else r.get("status")
    depths = r.get("target_depths") or []
    return {
        "sample": r.get("sample"),
        "target_id": r.get("target_id"),
        "gold": r.get("gold"),
        "answer": r.get("answer"),
        "result": result,
        "exact": r.get("exact_match"),
        "finish_reason": r.get("finish_reason"),
        "depths": ", ".join(f"{100 * float(d):.0f}%" for d in depths if isinstance(d, (int, float))),
        "prompt_tokens": r.get("prompt_tokens"),
        "error": r.get("error"),
        "response": r.get("response"),
        "reasoning": r.get("reasoning"),
        "flags": [result if result in ("correct", "wrong") else "unscored"],
    }


def sample_browser(cells: Any, records: list[dict[str, Any]]) -> Browser:
    """Every retrieval sample, cells in the cells table's order."""
    out = {}
    for cid, row, recs in cells_in_order(as_table(cells), records):
        out[cid] = (cid + (f": {fmt_kn(row)} correct" if row is not None else ""), [_sample(r) for r in recs])
    return Browser("retrieval", ROW, DETAILS, FILTERS, out)


def has_variants(cells: Table) -> bool:
    """Whether the run has a multi-needle variant (every cell row names its ``needle``)."""
    return any(r.get("needle") not in (None, SINGLE) and not missing(r.get("needle")) for r in cells.rows)


def _cell_link(row: Mapping[str, Any], text: str) -> Raw | str:
    cid = row.get("cell_id")
    return link(text, cid) if isinstance(cid, str) and cid else text


def cells_section(cells: Table) -> Raw:
    """Every retrieval cell in the columns a reader compares (every column is in cells.csv)."""
    if not cells.rows:
        return empty("No retrieval cells.")
    # A run with multi-needle variants names each row's, with RULER's score beside the accuracy.
    multi = has_variants(cells)
    head = ["Needle"] if multi else []
    head += ["Model", "Task", "Filler", "Tier", "Position", "Accuracy (k/n)"]
    head += ["Values found"] if multi else []
    head += ["Exact", "Not scored", "Limit hits", "Tokens in / out", "Cost $"]
    body = []
    for r in cells.rows:
        interval = ci_text(r.get("ci_low"), r.get("ci_high"), pct=True) if as_int(r.get("n")) else ""
        mark = INCOMPLETE_MARK if truthy(r.get("incomplete")) else ""
        unscored = str(as_int(r.get("samples")) - as_int(r.get("n")))
        if as_int(r.get("missing")):
            unscored += f" + {as_int(r.get('missing'))} missing"
        body.append(
            [
                *([tag("td", r.get("needle") or "single", class_="l")] if multi else []),
                tag("td", r.get("model"), class_="l wrap"),
                *(tag("td", r.get(c), class_="l") for c in ("task", "filler", "tier", "position")),
                tag("td", with_ci(_cell_link(r, fmt_kn(r) + mark), interval), title=wilson_text(r)),
                *([fmt_pct(r.get("values_found"))] if multi else []),
                fmt_pct(r.get("exact")),
                unscored,
                fmt_value(r.get("limit_hits")),
                *usage_cells(r),
            ]
        )
    note = tag(
        "p",
        "Accuracy with its 95% Wilson interval (an accuracy opens its cell's samples); exact: the share "
        "of scored answers that are the value and nothing else; not scored: samples that ended in an "
        "endpoint outcome, and those the run never recorded (missing). Every column is in cells.csv."
        + (
            " A multi-needle variant's accuracy counts the answers holding every asked value; values found: "
            "RULER's score, the mean share of the asked values an answer holds."
            if multi
            else ""
        ),
        class_="note",
    )
    return join([html_table(head, body, class_="full retrieval-cells"), note])


CONTRAST_HEAD = [
    "Task", "Filler", "Tier", "Position", "Reasoning k/n", "Retrieval k/n", "Pairs", "Reasoning drop pp",
    "Retrieval drop pp", "Gap pp", "p", "Adjusted p", "Sig",
]  # fmt: skip


def contrast_section(contrast: Table) -> Raw:
    """Retrieval beside reasoning, one table per model: each coordinate's two accuracies, and
    where it is compared with the end, both drops and their gap over the same pairs, the gap's
    interval under it, its p, adjusted p and mark; then what the gap's sign means."""
    if not contrast.rows:
        return empty("No reasoning cells at the same coordinates.")
    parts = []
    multi = any(not missing(r.get("needle")) for r in contrast.rows)
    head = ["Needle", *CONTRAST_HEAD] if multi else CONTRAST_HEAD
    for (model,), rows in group_by(contrast.rows, ("model",)).items():
        body = []
        for r in rows:
            sig = truthy(r.get("significant"))
            gap = fmt_pp(r.get("gap_pp"))
            body.append(
                [
                    *([tag("td", r.get("needle"), class_="l")] if multi else []),
                    *(tag("td", r.get(c), class_="l") for c in ("task", "filler", "tier", "position")),
                    f"{fmt_pct(r.get('reasoning_acc'))} ({counts(r, 'reasoning_k', 'reasoning_n')})",
                    f"{fmt_pct(r.get('retrieval_acc'))} ({counts(r, 'retrieval_k', 'retrieval_n')})",
                    "-" if missing(r.get("pairs")) else str(as_int(r.get("pairs"))),
                    fmt_pp(r.get("reasoning_drop_pp")),
                    fmt_pp(r.get("retrieval_drop_pp")),
                    tag(
                        "td",
                        with_ci(gap, ci_text(r.get("gap_ci_low"), r.get("gap_ci_high"))),
                        class_=("sig-neg" if num(r.get("gap_pp")) < 0 else "sig-pos") if sig else None,
                    ),
                    fmt_p(r.get("p_value")),
                    fmt_p(r.get("p_adjusted")),
                    tag("td", SIG_MARK if sig else "", class_="mark"),
                ]
            )
        parts += [tag("h3", f"Model {model}"), html_table(head, body, class_="comparisons contrast")]
    note = (
        f"{SIGN_NOTE} Accuracies over each cell's scored samples; pairs: the samples (seed and index) "
        "scored in all four cells, over which both drops and the gap are computed, so a drop here can "
        f"differ from the cells' difference. {interval_note(contrast.rows)} {MARKS_NOTE}"
    )
    parts.append(tag("p", note, class_="note"))
    return join(parts)


def retrieval_part(cells: Any, drops: Any, meta: dict[str, Any], records: list[dict[str, Any]]) -> Part:
    """Its sections: accuracy per arm and position, every drop, retrieval beside reasoning
    (``meta["contrast"]``, when the run has reasoning cells at the same coordinates) and every
    sample."""
    contrast = meta.get("contrast")
    browser = sample_browser(cells, records)
    lead = [("needle", "Needle")] if has_variants(as_table(cells)) else []
    sections = [
        Section("cells", "Retrieval accuracy per cell", cells_section(as_table(cells))),
        # Where variants ran, each comparison row names its own, as the cell rows do.
        Section("drops", "Retrieval drops", comparisons_section(as_table(drops), lead)),
    ]
    if contrast is not None:
        sections.append(
            Section(
                "contrast",
                "Retrieval beside reasoning",
                contrast_section(as_table(sort_by_variant(shapes.sort_rows(contrast)))),
            )
        )
    intro = "Every sample of a cell: choose the cell, filter by result, expand a sample for its response."
    sections.append(Section("samples", "Samples", browser_section(browser, intro)))
    return Part("Retrieval (a needle in the same contexts)", sections, browser.files())
