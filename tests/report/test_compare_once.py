"""A comparison with an earlier run (``--cre-compare``, ``cre report --compare``) reads this run's
cells table as the report built it, not a second one (4 s of 31 at 201,600 records): the
deltas come out as they would from a table of their own, missing samples and prices changing
none of n, k and acc."""

from __future__ import annotations

import pytest

import pytest_cre.analysis.tables as tables
import pytest_cre.report.build as build
from pytest_cre.analysis.policy import Analysis
from pytest_cre.families.reasoning import ReasoningFamily


def _records(position: str, right: int, wrong: int) -> list[dict]:
    return [
        {
            "family": "reasoning", "model": "m", "vendor": "x", "task": "gsm8k", "filler": "ws", "tier": "8k",
            "position": position, "cell_id": f"gsm8k-{position}-ws-8k-m", "seed": 42, "sample": i,
            "status": "ok", "correct": i < right, "finish_reason": "stop", "prompt_tokens": 8000,
        }
        for i in range(right + wrong)
    ]  # fmt: skip


def test_the_comparison_reads_the_reports_own_cells_table(monkeypatch: pytest.MonkeyPatch):
    now = _records("end", 40, 10) + _records("middle", 30, 20)
    before = _records("end", 45, 5) + _records("middle", 30, 20)
    tabled: list[str] = []
    real = tables.cells_table

    def counted(records, *args, **kwargs):
        tabled.append("now" if records and records[0] is now[0] else "before")
        return real(records, *args, **kwargs)

    monkeypatch.setattr(tables, "cells_table", counted)
    monkeypatch.setattr(build, "cells_table", counted)
    families = {"reasoning": ReasoningFamily()}
    missing = {"gsm8k-end-ws-8k-m": 5}  # a partial run: the cell reads incomplete, its n stays 50
    report = build.build_report(now, families, Analysis(), previous=before, missing=missing)
    assert sorted(tabled) == ["before", "now"]
    (family,) = report.tables
    compare = family.compare.set_index("cell_id")
    end = compare.loc["gsm8k-end-ws-8k-m"]
    assert (end.n, end.k, end.acc, end.previous_n, end.previous_k) == (50, 40, 0.8, 50, 45)
    assert end.delta_pp == pytest.approx(-10.0)
    middle = compare.loc["gsm8k-middle-ws-8k-m"]
    assert (middle.n, middle.k, middle.delta_pp, middle.p_value) == (50, 30, 0.0, 1.0)
    # The same deltas as from a table of this run's own, with neither missing counts nor prices.
    fresh = tables.compare_runs(real(now, ReasoningFamily().reporter), before, ReasoningFamily().reporter)
    assert fresh.equals(family.compare)
