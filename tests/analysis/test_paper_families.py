"""Correction families: planned before any data, the paper's tables for the paper grid, and
the seed paper's significance flags reproduced from its own counts (Tables 1 and 3)."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from pytest_cre.analysis.policy import Analysis, family_policy
from pytest_cre.analysis.tables import threshold_line
from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.record import SCHEMA
from pytest_cre.endpoints.vendors import ModelConfig
from helpers import drops_table, planned_comparisons

from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.options import Settings
from pytest_cre.run.store import read_plan

from test_stats import PAPER_SIGNIFICANT, TABLE1, records_for, table1_records

# Table 3 of the paper (ARC-Challenge, 8K, ws filler, N=50): end %, middle %, the printed Fisher p.
TABLE3 = {
    "qwen2.5-7b": (72, 32, 0.0001), "mimo-v2-flash": (98, 92, 0.181), "mimo-v2.5-pro": (96, 74, 0.002),
    "glm-4.7-flashx": (92, 84, 0.178), "glm-5.1": (100, 94, 0.121), "deepseek-r": (100, 92, 0.059),
    "deepseek-v4-pro": (100, 90, 0.028), "kimi-k2.5": (100, 88, 0.013), "kimi-k2.6": (100, 88, 0.013),
}
TABLE3_SIGNIFICANT = {"qwen2.5-7b"}  # "only Qwen's drop is Bonferroni significant"


def paper_plan(models=tuple(TABLE1)) -> list[dict]:
    """The paper grid's planned comparisons for the paper's nine models (no data needed)."""
    settings = Settings(models=tuple(ModelConfig(name=m, vendor="x", model_id=m) for m in models), grid="paper")
    return planned_comparisons(settings)


def table3_records() -> list[dict]:
    records = []
    for model, (end, mid, _p) in TABLE3.items():
        for position, pct in (("end", end), ("middle", mid)):
            records += [{**r, "task": "arc", "cell_id": f"arc-{position}-ws-8k-{model}"}
                        for r in records_for(model, "8k", position, pct // 2)]
    return records


def paper_drops(analysis: Analysis):
    return drops_table(table1_records() + table3_records(), analysis=analysis, planned=paper_plan()).frame


def flagged(frame, task: str) -> set:
    rows = frame[(frame.task == task) & (frame.comparison == "middle-end")]
    return {(r.model, r.tier) if task == "gsm8k" else r.model for r in rows.itertuples() if r.significant}


def test_the_paper_grid_defaults_to_the_papers_families():
    assert ReasoningFamily().default_family("paper") == "paper"
    assert ReasoningFamily().default_family("default") == ReasoningFamily().default_family(None) == ""


def test_paper_counts_give_the_papers_flags_within_its_families():
    frame = paper_drops(Analysis(**family_policy("paper")))
    assert flagged(frame, "gsm8k") == PAPER_SIGNIFICANT  # Table 1's six stars
    assert flagged(frame, "arc") == TABLE3_SIGNIFICANT  # Table 3's one
    sizes = dict(zip(frame.family, frame.family_size))
    assert sizes["gsm8k/ws/middle-end"] == 27 and sizes["arc/ws/middle-end"] == 9  # as the captions say


def test_one_family_of_every_planned_comparison_loses_the_papers_flags():
    # The issue's audit: over all 279 comparisons of nine models, 5 of Table 1's 6 stars and
    # none of Table 3's survive. This is why the paper grid does not default to it.
    frame = paper_drops(Analysis(**family_policy("all")))
    assert set(frame.family_size) == {279}
    assert len(flagged(frame, "gsm8k")) == 5 and flagged(frame, "gsm8k") < PAPER_SIGNIFICANT
    assert flagged(frame, "arc") == set()


def test_table3_prints_one_sided_fisher_p():
    frame = paper_drops(Analysis(alternative="less", **family_policy("paper")))
    arc = frame[(frame.task == "arc") & (frame.comparison == "middle-end")]
    for r in arc.itertuples():
        assert r.p_value == pytest.approx(TABLE3[r.model][2], abs=6e-4), r.model
    assert flagged(frame, "arc") == TABLE3_SIGNIFICANT


def test_a_family_counts_comparisons_that_did_not_run():
    # Only three of Table 1's cells ran: still corrected over the 27 the grid planned.
    records = [r for r in table1_records() if r["model"] == "qwen2.5-7b"]
    drops = drops_table(records, analysis=Analysis(**family_policy("paper")), planned=paper_plan())
    table1 = next(f for f in drops.families if f.name == "gsm8k/ws/middle-end")
    assert (table1.planned, table1.ran) == (27, 3)
    assert table1.adjusted.threshold == pytest.approx(0.01 / 27)
    assert list(drops.frame.p_adjusted) == pytest.approx([min(1, p * 27) for p in drops.frame.p_value])
    line = threshold_line(drops)
    assert "- gsm8k/ws/middle-end: 27 planned comparisons (3 ran), p < 0.00037" in line
    assert "nothing ran in" in line
    # one family: the line says by how much it shrank
    one = drops_table(records, analysis=Analysis(), planned=paper_plan(["qwen2.5-7b"]))
    assert "Bonferroni over 31 planned comparisons (3 ran) at alpha=0.01" in threshold_line(one)


def test_holm_puts_comparisons_that_did_not_run_last():
    # Holm over 27 with 3 seen: the unseen enter as p = 1, so the seen get the strictest steps.
    records = [r for r in table1_records() if r["model"] == "mimo-v2-flash"]
    drops = drops_table(records, analysis=Analysis(correction="holm", **family_policy("paper")),
                        planned=paper_plan())
    ps = sorted(drops.frame.p_value)
    assert sorted(drops.frame.p_adjusted) == pytest.approx(
        [min(1, ps[0] * 27), min(1, max(ps[0] * 27, ps[1] * 26)), min(1, max(ps[0] * 27, ps[1] * 26, ps[2] * 25))])


def test_without_a_plan_a_family_is_what_ran():
    drops = drops_table(table1_records(), analysis=Analysis())
    assert drops.families[0].planned == drops.families[0].ran == 27
    assert "over 27 comparisons at" in threshold_line(drops)


def test_family_options():
    assert family_policy("paper") == {"family": {}, "split": ("task", "filler", "comparison")}
    assert family_policy("all") == family_policy("") == {"family": {}, "split": ()}
    assert family_policy("filler=ws,by=tier") == {"family": {"filler": ("ws",)}, "split": ("tier",)}
    with pytest.raises(CreUsageError, match="by='colour'"):
        family_policy("by=colour")
    with pytest.raises(CreUsageError, match="family filter key 'colour'"):
        family_policy("colour=red")
    a = Analysis(**family_policy("task=gsm8k,by=filler|comparison"))
    assert a.family_of({"task": "gsm8k", "filler": "ws", "comparison": "middle-end"}) == "ws/middle-end"
    assert a.family_of({"task": "arc", "filler": "ws", "comparison": "middle-end"}) is None


def test_stored_plans_of_pooled_runs_are_united(tmp_path):
    plan = paper_plan(["qwen2.5-7b"])
    for seed, models in (("s42", plan), ("s100", plan + paper_plan(["kimi-k2.6"]))):
        (tmp_path / seed).mkdir()
        (tmp_path / seed / "run.json").write_text(json.dumps(
            {"significance": {"family": "paper", "planned": {"reasoning": models}}}))
    rule, planned = read_plan([tmp_path / "s42", tmp_path / "s100"])
    assert rule == "paper" and len(planned["reasoning"]) == 62  # 31 each, the shared ones once
    assert read_plan([tmp_path / "nothing"]) == (None, None)


def test_cre_report_flags_the_papers_drops_with_no_option(tmp_path):
    # The paper's counts as a paper-grid run folder: run.json as the session writes it for
    # --cre-grid paper (its default rule and plan), records k/50 per cell. No --family given.
    family = ReasoningFamily()
    run = tmp_path / "run"
    run.mkdir()
    (run / "run.json").write_text(json.dumps({"significance": {
        "family": family.default_family("paper"), "planned": {"reasoning": paper_plan()}}}))
    stamp = {"schema": SCHEMA, "family": "reasoning", "template_version": family.template_version,
             "scorer_version": family.scorer_version, "seed": 42, "run_id": "paper"}
    records = [{**r, **stamp} for r in table1_records() + table3_records()]
    (run / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    assert main(["report", str(run), "--out", str(tmp_path / "out")]) == 0
    frame = pd.read_csv(tmp_path / "out" / "drops.csv")
    assert flagged(frame, "gsm8k") == PAPER_SIGNIFICANT and flagged(frame, "arc") == TABLE3_SIGNIFICANT
    md = (tmp_path / "out" / "summary.md").read_text()
    assert "- gsm8k/ws/middle-end: 27 comparisons, p < 0.00037" in md
    assert "- arc/ws/middle-end: 9 comparisons, p < 0.00111" in md
