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
