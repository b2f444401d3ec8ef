"""Correction families: planned before any data, the paper's tables for the paper grid, and
the seed paper's significance flags reproduced from its own counts (Tables 1 and 3)."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from helpers import drops_table, planned_comparisons
from scipy.stats import fisher_exact
from test_stats import PAPER_SIGNIFICANT, TABLE1, records_for, table1_records

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.policy import correction_policy as generic_policy
from pytest_cre.analysis.tables import threshold_line
from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.record import SCHEMA
from pytest_cre.endpoints.vendors import ModelConfig
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.options import Settings, build_settings
from pytest_cre.run.run_folder import read_plan

# Table 3 of the paper (ARC-Challenge, 8K, ws filler, N=50): end %, middle %, the printed Fisher p.
TABLE3 = {
    "qwen2.5-7b": (72, 32, 0.0001),
    "mimo-v2-flash": (98, 92, 0.181),
    "mimo-v2.5-pro": (96, 74, 0.002),
    "glm-4.7-flashx": (92, 84, 0.178),
    "glm-5.1": (100, 94, 0.121),
    "deepseek-r": (100, 92, 0.059),
    "deepseek-v4-pro": (100, 90, 0.028),
    "kimi-k2.5": (100, 88, 0.013),
    "kimi-k2.6": (100, 88, 0.013),
}
TABLE3_SIGNIFICANT = {"qwen2.5-7b"}  # "only Qwen's drop is Bonferroni significant"
# Table 3's p-values to 4 significant digits: Fisher one-sided ("less", a drop); two-sided doubles them.
TABLE3_P = {
    "qwen2.5-7b": 5.949e-05,
    "mimo-v2-flash": 0.1811,
    "mimo-v2.5-pro": 0.001910,
    "glm-4.7-flashx": 0.1783,
    "glm-5.1": 0.1212,
    "deepseek-r": 0.05873,
    "deepseek-v4-pro": 0.02814,
    "kimi-k2.5": 0.01333,
    "kimi-k2.6": 0.01333,
}
TABLE3_PRINTED = {
    "qwen2.5-7b": "<0.0001",
    "mimo-v2-flash": "0.181",
    "mimo-v2.5-pro": "0.002",
    "glm-4.7-flashx": "0.178",
    "glm-5.1": "0.121",
    "deepseek-r": "0.059",
    "deepseek-v4-pro": "0.028",
    "kimi-k2.5": "0.013",
    "kimi-k2.6": "0.013",
}
# Table 1 prints no p-values; its caption says two-sided. Some of its drops, two-sided (one-sided
# would halve each: glm-4.7-flashx 64k 1.124e-4).
TABLE1_P = {
    ("glm-4.7-flashx", "64k"): 2.248e-04,
    ("mimo-v2-flash", "32k"): 8.455e-04,
    ("mimo-v2.5-pro", "32k"): 5.770e-03,
    ("deepseek-v4-pro", "64k"): 0.4949,
    ("kimi-k2.5", "64k"): 0.3622,
    ("qwen2.5-7b", "64k"): 4.644e-25,
}


def correction_policy(text: str | None) -> dict:
    """The policy with the reasoning family's named rules and labels, as a run applies it."""
    return generic_policy(text, ReasoningFamily.correction_rules, ReasoningFamily.comparison_labels)


def paper_plan(models=tuple(TABLE1)) -> list[dict]:
    """The paper grid's planned comparisons for the paper's nine models (no data needed)."""
    settings = Settings(models=tuple(ModelConfig(name=m, vendor="x", model_id=m) for m in models), grid="paper")
    return planned_comparisons(settings)


def table3_records() -> list[dict]:
    records = []
    for model, (end, mid, _p) in TABLE3.items():
        for position, pct in (("end", end), ("middle", mid)):
            records += [
                {**r, "task": "arc", "cell_id": f"arc-{position}-ws-8k-{model}"}
                for r in records_for(model, "8k", position, pct // 2)
            ]
    return records


def paper_drops(analysis: Analysis):
    return drops_table(table1_records() + table3_records(), analysis=analysis, planned=paper_plan()).frame


def flagged(frame, task: str) -> set:
    rows = frame[(frame.task == task) & (frame.comparison == "middle-end")]
    return {(r.model, r.tier) if task == "gsm8k" else r.model for r in rows.itertuples() if r.significant}


def test_the_paper_grid_defaults_to_the_papers_families():
    assert ReasoningFamily().correction_rule("paper") == "paper"
    assert ReasoningFamily().correction_rule("default") == ReasoningFamily().correction_rule(None) == ""


def test_paper_counts_give_the_papers_flags_within_its_families():
    frame = paper_drops(Analysis(**correction_policy("paper")))
    assert flagged(frame, "gsm8k") == PAPER_SIGNIFICANT  # Table 1's six stars
    assert flagged(frame, "arc") == TABLE3_SIGNIFICANT  # Table 3's one
    sizes = dict(zip(frame.family, frame.family_size))
    assert sizes["gsm8k/ws/middle-end"] == 27 and sizes["arc/ws/middle-end"] == 9  # as the captions say


def test_one_family_of_every_planned_comparison_loses_the_papers_flags():
    # The issue's audit: over all 279 comparisons of nine models, 5 of Table 1's 6 stars and
    # none of Table 3's survive. This is why the paper grid does not default to it.
    frame = paper_drops(Analysis(**correction_policy("all")))
    assert set(frame.family_size) == {279}
    assert len(flagged(frame, "gsm8k")) == 5 and flagged(frame, "gsm8k") < PAPER_SIGNIFICANT
    assert flagged(frame, "arc") == set()


def test_the_paper_families_test_each_table_with_its_own_sidedness():
    # No --cre-alternative: Table 3 one-sided as it prints, Table 1 two-sided as its caption says.
    frame = paper_drops(Analysis(**correction_policy("paper")))
    arc = frame[(frame.task == "arc") & (frame.comparison == "middle-end")]
    assert len(arc) == 9 and set(arc.alternative) == {"less"}
    for r in arc.itertuples():
        assert r.p_value == pytest.approx(TABLE3_P[r.model], rel=5e-4), r.model
        assert r.p_value == pytest.approx(TABLE3[r.model][2], abs=6e-4), r.model  # as printed
    assert flagged(frame, "arc") == TABLE3_SIGNIFICANT
    gsm8k = frame[(frame.task == "gsm8k") & (frame.comparison == "middle-end")]
    assert len(gsm8k) == 27 and set(gsm8k.alternative) == {"two-sided"}
    for r in gsm8k.itertuples():
        want = fisher_exact([[r.k, r.n - r.k], [r.baseline_k, r.baseline_n - r.baseline_k]]).pvalue
        assert r.p_value == pytest.approx(want, rel=1e-9)
        if (r.model, r.tier) in TABLE1_P:
            assert r.p_value == pytest.approx(TABLE1_P[r.model, r.tier], rel=5e-4), (r.model, r.tier)
    assert flagged(frame, "gsm8k") == PAPER_SIGNIFICANT
    # the other families are the run's --cre-alternative (two-sided by default, less here)
    less = paper_drops(Analysis(alternative="less", **correction_policy("paper")))
    assert (
        less.set_index(["task", "model", "tier"]).p_value.to_dict()
        == frame.set_index(["task", "model", "tier"]).p_value.to_dict()
    )  # both tables fixed theirs
    names = Analysis(**correction_policy("paper"))
    assert names.alternative_of({"task": "gsm8k", "filler": "qo_v2", "comparison": "middle-end"}) == "two-sided"
    assert (
        Analysis(alternative="greater", **correction_policy("paper")).alternative_of(
            {"task": "gsm8k", "filler": "qo_v2", "comparison": "middle-end"}
        )
        == "greater"
    )


def test_an_alternative_the_user_gives_is_every_familys_the_paper_tables_too():
    """--cre-alternative (cre report --alternative) given explicitly overrides the sidedness the
    paper rule fixes: two-sided doubles Table 3's p-values, as the user asked."""
    given = Analysis(alternative="two-sided", alternative_given=True, **correction_policy("paper"))
    frame = paper_drops(given)
    arc = frame[(frame.task == "arc") & (frame.comparison == "middle-end")]
    assert set(arc.alternative) == {"two-sided"}
    for r in arc.itertuples():
        assert r.p_value == pytest.approx(min(1.0, 2 * TABLE3_P[r.model]), rel=5e-4), r.model
    assert build_settings({"alternative": "two-sided"}).analysis.alternative_given
    assert not build_settings({}).analysis.alternative_given


def test_the_same_families_by_their_keys_fix_no_sidedness():
    # --cre-family by=task|filler|comparison is the paper's families with --cre-alternative in each
    frame = paper_drops(Analysis(**correction_policy("by=task|filler|comparison")))
    arc = frame[(frame.task == "arc") & (frame.comparison == "middle-end")]
    assert set(arc.alternative) == {"two-sided"}
    for r in arc.itertuples():
        assert r.p_value == pytest.approx(min(1.0, 2 * TABLE3_P[r.model]), rel=5e-4), r.model
    less = paper_drops(Analysis(alternative="less", **correction_policy("by=task|filler|comparison")))
    arc = less[(less.task == "arc") & (less.comparison == "middle-end")]
    assert dict(zip(arc.model, arc.p_value)) == pytest.approx(TABLE3_P, rel=5e-4)


def test_the_significance_line_names_each_familys_sidedness():
    line = threshold_line(
        drops_table(
            table1_records() + table3_records(), analysis=Analysis(**correction_policy("paper")), planned=paper_plan()
        )
    )
    assert line.splitlines()[:3] == [
        "sig: Fisher exact (each group's sidedness below), Bonferroni at alpha=0.01 within each of 18 correction "
        "groups (by task, filler, comparison), 279 planned comparisons (36 ran):",
        "- gsm8k/ws/middle-end: 27 comparisons, two-sided, p < 0.00037",
        "- arc/ws/middle-end: 9 comparisons, one-sided (less), p < 0.00111",
    ]
    # one sidedness among the families that ran: said once, as before
    gsm8k = drops_table(table1_records(), analysis=Analysis(**correction_policy("paper")), planned=paper_plan())
    assert threshold_line(gsm8k).startswith("sig: Fisher exact two-sided, Bonferroni at alpha=0.01 within each")
    arc = drops_table(table3_records(), analysis=Analysis(**correction_policy("paper")), planned=paper_plan())
    assert "- arc/ws/middle-end: 9 comparisons, p < 0.00111" in threshold_line(arc)
    assert threshold_line(arc).startswith("sig: Fisher exact one-sided (less), Bonferroni")


def test_a_family_counts_comparisons_that_did_not_run():
    # Only three of Table 1's cells ran: still corrected over the 27 the grid planned.
    records = [r for r in table1_records() if r["model"] == "qwen2.5-7b"]
    drops = drops_table(records, analysis=Analysis(**correction_policy("paper")), planned=paper_plan())
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
    drops = drops_table(
        records, analysis=Analysis(correction="holm", **correction_policy("paper")), planned=paper_plan()
    )
    ps = sorted(drops.frame.p_value)
    assert sorted(drops.frame.p_adjusted) == pytest.approx(
        [min(1, ps[0] * 27), min(1, max(ps[0] * 27, ps[1] * 26)), min(1, max(ps[0] * 27, ps[1] * 26, ps[2] * 25))]
    )


def test_without_a_plan_a_family_is_what_ran():
    drops = drops_table(table1_records(), analysis=Analysis())
    assert drops.families[0].planned == drops.families[0].ran == 27
    assert "over 27 comparisons at" in threshold_line(drops)


def test_family_options():
    assert correction_policy("paper") == {
        "family": {},
        "split": ("task", "filler", "comparison"),
        "sides": (("gsm8k/ws/middle-end", "two-sided"), ("arc/ws/middle-end", "less")),
    }
    assert correction_policy("all") == correction_policy("") == {"family": {}, "split": (), "sides": ()}
    assert correction_policy("filler=ws,by=tier") == {"family": {"filler": ("ws",)}, "split": ("tier",), "sides": ()}
    with pytest.raises(CreUsageError, match="by='colour'"):
        correction_policy("by=colour")
    with pytest.raises(CreUsageError, match="correction groups filter key 'colour'"):
        correction_policy("colour=red")
    a = Analysis(**correction_policy("task=gsm8k,by=filler|comparison"))
    assert a.group_of({"task": "gsm8k", "filler": "ws", "comparison": "middle-end"}) == "ws/middle-end"
    assert a.group_of({"task": "arc", "filler": "ws", "comparison": "middle-end"}) is None


def test_stored_plans_of_pooled_runs_are_united(tmp_path):
    plan = paper_plan(["qwen2.5-7b"])
    for seed, models in (("s42", plan), ("s100", plan + paper_plan(["kimi-k2.6"]))):
        (tmp_path / seed).mkdir()
        (tmp_path / seed / "run.json").write_text(
            json.dumps({"significance": {"family": "paper", "planned": {"reasoning": models}}})
        )
    rule, planned = read_plan([tmp_path / "s42", tmp_path / "s100"])
    assert rule == "paper" and len(planned["reasoning"]) == 62  # 31 each, the shared ones once
    assert read_plan([tmp_path / "nothing"]) == (None, None)


def test_cre_report_flags_the_papers_drops_with_no_option(tmp_path, capsys):
    # The paper's counts as a paper-grid run folder: run.json as the session writes it for
    # --cre-grid paper (its default rule and plan), records k/50 per cell. No --family given.
    family = ReasoningFamily()
    run = tmp_path / "run"
    run.mkdir()
    (run / "run.json").write_text(
        json.dumps(
            {"significance": {"family": family.correction_rule("paper"), "planned": {"reasoning": paper_plan()}}}
        )
    )
    stamp = {
        "schema": SCHEMA,
        "family": "reasoning",
        "template_version": family.template_versions[0],
        "scorer_version": family.scorer_version,
        "seed": 42,
        "run_id": "paper",
    }
    records = [{**r, **stamp} for r in table1_records() + table3_records()]
    (run / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    assert main(["report", str(run), "--out", str(tmp_path / "out")]) == 0
    frame = pd.read_csv(tmp_path / "out" / "drops.csv")
    assert flagged(frame, "gsm8k") == PAPER_SIGNIFICANT and flagged(frame, "arc") == TABLE3_SIGNIFICANT
    md = (tmp_path / "out" / "summary.md").read_text()
    assert "- gsm8k/ws/middle-end: 27 comparisons, two-sided, p < 0.00037" in md
    assert "- arc/ws/middle-end: 9 comparisons, one-sided (less), p < 0.00111" in md
    # Table 3's p-values, one-sided, in drops.csv to 4 digits and printed as the paper prints them
    arc = frame[(frame.task == "arc") & (frame.comparison == "middle-end")]
    assert dict(zip(arc.model, arc.p_value)) == pytest.approx(TABLE3_P, rel=5e-4)
    table = md[md.index("## arc / ws: end accuracy and end-to-middle drop") :].split("\n\n")[1]
    lines = [[c.strip() for c in line.strip("|").split("|")] for line in table.splitlines()]
    p = lines[0].index("8k p")
    assert {row[0]: row[p] for row in lines[2:]} == TABLE3_PRINTED
    out = capsys.readouterr().out
    for model, printed in TABLE3_PRINTED.items():
        assert any(model in line and " arc " in line and f" {printed} " in line for line in out.splitlines()), model


def test_the_not_run_line_names_each_reason_once():
    """Planned comparisons that did not run, on one line: models with the same reason together."""
    from pytest_cre.analysis.tables import not_run_line

    drops = drops_table(table3_records(), analysis=Analysis(**correction_policy("paper")), planned=paper_plan())
    line = not_run_line(drops)
    assert line.startswith("not run: 270 of the 279 planned comparisons, still counted in their correction groups: ")
    assert line.count("(the cells they compare have no records") == 1 and "30 each of " in line
    assert not_run_line(drops_table(table1_records() + table3_records(), planned=None)) is None  # no plan


def test_named_rules_and_labels_come_from_the_benchmark_families():
    """The shared policy knows only ``all`` and the labels every comparison has; reasoning brings
    ``paper`` and its labels, recall its own (a recall run can split by corpus)."""
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.run.grid import family_correction_policy

    with pytest.raises(CreUsageError, match=r"or one of all$"):
        generic_policy("paper")
    families = builtin_families()
    assert family_correction_policy("paper", families) == correction_policy("paper")
    assert family_correction_policy("by=corpus", families)["split"] == ("corpus",)
    with pytest.raises(CreUsageError, match="filter key 'colour': use model, comparison, task, filler"):
        family_correction_policy("colour=red", families)
