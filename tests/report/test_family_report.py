"""``compose``, the one way a family's report is made: the defaults fill what a reporter does not
give, and each piece is made under its own guard, so one that fails is one line naming it and
every other piece is made."""

from __future__ import annotations

import dataclasses

import pandas as pd
import pytest

from pytest_cre.analysis.policy import Analysis
from pytest_cre.families.base import Reporter
from pytest_cre.report.family_report import FamilyReport, ReportInput, compose


class Plain(Reporter):
    """Only what a reporter must write."""

    cell_keys = ("model", "depth")


CELLS = pd.DataFrame(
    [
        {"model": "a", "depth": 0.1, "n": 4, "k": 3, "acc": 0.75, "limit_hits": 0, "extra": 1},
        {"model": "b", "depth": 0.1, "n": 4, "k": 1, "acc": 0.25, "limit_hits": 0, "extra": 2},
    ]
)


def _given() -> ReportInput:
    return ReportInput("plain", CELLS, None, Analysis(), [])  # type: ignore[arg-type]


def test_the_default_report_shows_the_label_columns_and_counts_and_a_page_of_them():
    shown = Plain().report(_given())
    assert list(shown.headline.columns) == ["model", "depth", "n", "k", "acc"]
    assert shown.headline_title == "Accuracy per cell" and shown.limit_hits.startswith("limit hits")
    assert (shown.notes, shown.tables, shown.board, shown.contrast, shown.failures) == ((), {}, {}, None, {})
    assert shown.page() is not None and "0.75" in str(shown.page().sections[0].content)
    with pytest.raises(dataclasses.FrozenInstanceError):
        shown.notes = ("changed",)  # type: ignore[misc]


def test_a_piece_that_fails_is_one_line_and_costs_no_other_piece():
    def broken() -> list[str]:
        raise RuntimeError("the notes broke\nand a second line")

    shown = compose(
        Plain(),
        _given(),
        notes=broken,
        tables=lambda: {"extra": CELLS[["model", "extra"]]},
        board=lambda model: {"extra": str(int(CELLS.set_index("model").loc[model, "extra"]))},
    )
    assert isinstance(shown, FamilyReport) and shown.notes == ()
    assert shown.failures == {
        "notes": "could not compute the notes of plain (the power line): RuntimeError: the notes broke; "
        "the rest was written"
    }
    assert list(shown.tables) == ["extra"] and shown.board == {"a": {"extra": "1"}, "b": {"extra": "2"}}
    assert shown.headline is not None and shown.page() is not None


def test_the_contrast_is_made_only_when_a_peer_ran_and_reaches_the_page():
    table = pd.DataFrame([{"gap": 1.0}])
    seen = {}

    def page(meta):
        seen.update(meta)
        return compose(Plain(), _given()).page()

    alone = compose(Plain(), _given(), contrast=lambda: table, contrast_lines=lambda t: ["line"], page=page)
    assert alone.page() is not None
    assert alone.contrast is None and alone.contrast_lines == () and "contrast" not in seen
    with_peer = dataclasses.replace(_given(), peers={"other": []})
    shown = compose(Plain(), with_peer, contrast=lambda: table, contrast_lines=lambda t: [f"{len(t)} row"], page=page)
    assert shown.page() is not None
    assert shown.contrast is table and shown.contrast_lines == ("1 row",) and seen["contrast"] is table


def test_the_page_and_the_figures_are_made_when_asked_for_once_and_their_failure_then_said():
    made: list[str] = []

    def page(meta):
        made.append("page")
        raise RuntimeError("the page broke")

    def figures():
        made.append("figures")
        return {"a.svg": "<svg/>"}

    shown = compose(Plain(), _given(), page=page, figures=figures)
    assert made == [] and shown.failures == {}  # the headline and board fields cost neither
    assert shown.page() is None and shown.page() is None
    assert shown.figures() == {"a.svg": "<svg/>"} and shown.figures() is shown.figures()
    assert made == ["page", "figures"]  # each made once
    said = "could not write the plain part of report.html: RuntimeError: the page broke; the rest was written"
    assert shown.failures == {"page": said}
