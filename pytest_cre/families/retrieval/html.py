"""The retrieval family's part of the report page: its cells per arm, its drops, and the
contrast with the reasoning cells at the same coordinates."""

from __future__ import annotations

from typing import Any

from ...report.html import Section, as_table, fmt_kn, fmt_p, fmt_pct, fmt_pp, table_section
from ...report.page import Part
from ...report.samples import Browser, Field, browser_section, cells_in_order
from ..reasoning import tables as shapes

CONTRAST_COLUMNS = (
    "model", "task", "filler", "tier", "position", "reasoning_acc", "retrieval_acc", "reasoning_drop_pp",
    "retrieval_drop_pp", "gap_pp", "gap_ci_low", "gap_ci_high", "pairs", "p_value", "p_adjusted", "significant",
)  # fmt: skip
FORMATS = {
    "reasoning_acc": fmt_pct,
    "retrieval_acc": fmt_pct,
    "reasoning_drop_pp": fmt_pp,
    "retrieval_drop_pp": fmt_pp,
    "gap_pp": fmt_pp,
    "gap_ci_low": fmt_pp,
    "gap_ci_high": fmt_pp,
    "p_value": fmt_p,
    "p_adjusted": fmt_p,
}


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


def retrieval_part(cells: Any, drops: Any, meta: dict[str, Any], records: list[dict[str, Any]]) -> Part:
    """Its sections: accuracy per arm and position, every drop, retrieval beside reasoning
    (``meta["contrast"]``, when the run has reasoning cells at the same coordinates) and every
    sample."""
    contrast = meta.get("contrast")
    browser = sample_browser(cells, records)
    sections = [
        Section("cells", "Retrieval accuracy per cell", table_section(as_table(cells), "No retrieval cells.")),
        Section("drops", "Retrieval drops", table_section(as_table(drops), "No comparisons.")),
    ]
    if contrast is not None:
        columns = [c for c in CONTRAST_COLUMNS if c in contrast]
        table = as_table(shapes.sort_rows(contrast)[columns])
        sections.append(
            Section(
                "contrast",
                "Retrieval beside reasoning",
                table_section(table, "No reasoning cells at the same coordinates.", FORMATS),
            )
        )
    intro = "Every sample of a cell: choose the cell, filter by result, expand a sample for its response."
    sections.append(Section("samples", "Samples", browser_section(browser, intro)))
    return Part("Retrieval (a needle in the same contexts)", sections, browser.files())
