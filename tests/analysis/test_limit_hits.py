"""Samples cut by the generation limit count as the model's failures (the paper's k/50), unless
the policy excludes them; context-window finishes and endpoint outcomes never count."""

from __future__ import annotations

from helpers import cells_table

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.tables import cell_summary, compare_arms, is_limit_hit
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.report.build import build_report


def _cell(position: str, right: int, hits: int, wrong: int = 0, context: int = 0, errors: int = 0) -> list[dict]:
    """``right`` correct, ``wrong`` wrong, ``hits`` cut at the limit (empty answer, finish
    length), ``context`` context-window finishes and ``errors`` server errors, in that order."""
    kinds = ["right"] * right + ["wrong"] * wrong + ["hit"] * hits + ["context"] * context + ["error"] * errors
    out = []
    for i, kind in enumerate(kinds):
        status, correct, finish = {
            "right": ("ok", True, "stop"),
            "wrong": ("ok", False, "stop"),
            "hit": ("truncated", None, "length"),
            "context": ("truncated", None, "model_context_window_exceeded"),
            "error": ("server_error", None, None),
        }[kind]
        out.append(
            {
                "family": "reasoning",
                "model": "m",
                "vendor": "x",
                "task": "gsm8k",
                "filler": "ws",
                "tier": "8k",
                "position": position,
                "cell_id": f"gsm8k-{position}-ws-8k-m",
                "seed": 42,
                "sample": i,
                "status": status,
                "correct": correct,
                "finish_reason": finish,
                "maxgen_hit": finish == "length",
                "prompt_tokens": 8000,
            }
        )
    return out


def test_limit_hits_count_wrong_in_n_by_default():
    recs = _cell("middle", right=40, wrong=4, hits=6)
    s = cell_summary(recs)
    assert (s["n"], s["k"], s["limit_hits"], s["incomplete"]) == (50, 40, 6, False)
    assert s["acc"] == 0.8
    row = cells_table(recs).iloc[0]
    assert (row.n, row.k, row.limit_hits, row.n_truncated, row.maxgen_hits) == (50, 40, 6, 6, 6)


def test_exclude_policy_drops_limit_hits_from_n():
    recs = _cell("middle", right=40, wrong=4, hits=6)
    s = cell_summary(recs, "exclude")
    assert (s["n"], s["k"], s["incomplete"]) == (44, 40, True)
    from pytest_cre.analysis.tables import cells_table as generic

    assert generic(recs, ReasoningFamily().reporter, limit_hits="exclude").iloc[0].n == 44


def test_context_window_finishes_and_errors_stay_out_and_flag_the_cell():
    recs = _cell("middle", right=40, wrong=4, hits=3, context=2, errors=1)
    assert [is_limit_hit(r) for r in recs].count(True) == 3
    s = cell_summary(recs)
    assert (s["n"], s["k"], s["limit_hits"], s["incomplete"]) == (47, 40, 3, True)


def test_drops_see_limit_hits_as_failures():
    end, middle = _cell("end", right=48, wrong=2, hits=0), _cell("middle", right=30, wrong=5, hits=15)
    wrong = compare_arms(middle, end, "two-sided")
    excluded = compare_arms(middle, end, "two-sided", "exclude")
    assert (wrong["n"], wrong["k"], wrong["pairs"]) == (50, 30, 50)
    assert (excluded["n"], excluded["k"], excluded["pairs"]) == (35, 30, 35)
    assert wrong["drop_pp"] == -36.0 and excluded["p_value"] > wrong["p_value"]


def test_the_summary_states_the_policy(tmp_path):
    recs = _cell("end", right=48, wrong=2, hits=0) + _cell("middle", right=30, wrong=5, hits=15)
    families = {"reasoning": ReasoningFamily()}
    build_report(recs, families, Analysis()).write(tmp_path / "a", {})
    md = (tmp_path / "a" / "summary.md").read_text()
    assert "limit hits (generation stopped at the token limit): counted wrong, in n" in md
    assert "15 in 1 cell" in md
    build_report(recs, families, Analysis(limit_hits="exclude")).write(tmp_path / "b", {})
    md = (tmp_path / "b" / "summary.md").read_text()
    assert "left out of n (--cre-limit-hits exclude" in md
    assert '"limit_hits": "exclude"' in (tmp_path / "b" / "summary.json").read_text()


class _Walked(list):
    """A list of records that counts how often it is walked."""

    walks = 0

    def __iter__(self):
        type(self).walks += 1
        return super().__iter__()


def test_a_cells_counts_come_from_one_walk_of_its_records():
    """``cell_summary`` reads a cell's records once for n, k, the outcomes and the limit hits
    (performance.md), and counts them as the limit-hit policy says."""
    records = _Walked(_cell("end", right=3, hits=2, wrong=1, context=1, errors=1))
    _Walked.walks = 0
    summary = cell_summary(records, "wrong")
    assert _Walked.walks == 1
    assert (summary["n"], summary["k"], summary["limit_hits"], summary["samples"]) == (6, 3, 2, 8)
    assert summary["outcomes"] == {"ok": 4, "truncated": 3, "server_error": 1}
    excluded = cell_summary(records, "exclude")
    assert (excluded["n"], excluded["k"], excluded["limit_hits"]) == (4, 3, 2)


def test_each_cells_outcomes_are_made_once_for_all_its_comparisons(monkeypatch):
    """A baseline cell in several comparisons (the end, against the middle and the start) has its
    sample outcomes made once (performance.md), and the drops pair its samples as before."""
    from helpers import drops_table

    import pytest_cre.analysis.tables as tables

    records = _cell("end", 8, 0, wrong=2) + _cell("middle", 5, 0, wrong=5) + _cell("start", 6, 0, wrong=4)
    made: list[str] = []
    real = tables.sample_outcomes

    def counted(recs, limit_hits="wrong"):
        made.append(recs[0]["cell_id"])
        return real(recs, limit_hits)

    monkeypatch.setattr(tables, "sample_outcomes", counted)
    frame = drops_table(records).frame
    assert len(frame) >= 2 and (frame["baseline_cell_id"] == "gsm8k-end-ws-8k-m").sum() >= 2
    assert sorted(made) == sorted(set(made)) and len(made) == 3
    by = {r["cell_id"]: r for r in frame.to_dict("records")}
    assert (by["gsm8k-middle-ws-8k-m"]["k"], by["gsm8k-middle-ws-8k-m"]["baseline_k"]) == (5, 8)
    assert by["gsm8k-middle-ws-8k-m"]["pairs"] == 10
