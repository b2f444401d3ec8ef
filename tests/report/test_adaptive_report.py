"""What an adaptive run shows, and `cre report`'s re-analysis of it (issue 48, points 2 and 3):
run folders written by hand (a run.json with ``settings.adaptive`` and records of cells left at
an adaptive stop), their comparisons checked against ``sequential_test`` called directly, and a
fixed run's outputs as they were."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path
from typing import Any

from helpers import cells_table

from pytest_cre.analysis.policy import Analysis
from pytest_cre.analysis.sequential import SIGNIFICANT, WITHIN_MARGIN, AdaptiveSettings, sequential_test
from pytest_cre.analysis.tables import drops_table
from pytest_cre.cli import main
from pytest_cre.core.record import SCHEMA
from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.run.loading import load_run, read_sources

N = 50  # the run's --cre-n: the cap
TEMPLATE = ReasoningFamily.template_versions[0]
SETTINGS = AdaptiveSettings()
# The fixed design's drops.csv columns (today's): an adaptive run adds ADAPTIVE after them.
FIXED = (
    "model,task,filler,tier,position,baseline_position,comparison,cell_id,baseline_cell_id,n,k,acc,baseline_n,"
    "baseline_k,baseline_acc,drop_pp,drop_ci_low,drop_ci_high,test,alternative,p_value,pairs,p_mcnemar,incomplete,"
    "in_family,family,correction,family_size,p_adjusted,significant"
)
ADAPTIVE = "adaptive_pairs,adaptive_verdict,cs_low,cs_high,e_value,fixed_pairs,requests_saved"


def record(position: str, sample: int, correct: bool) -> dict[str, Any]:
    return {"schema": SCHEMA, "run_id": "run-a", "family": "reasoning", "cell_id": f"sim-arith-{position}-ws-8k",
            "model": "sim", "vendor": "sim", "seed": 42, "sample": sample, "status": "ok", "correct": correct,
            "task": "arith", "filler": "ws", "tier": "8k", "position": position, "prompt_tokens": 8000,
            "template_version": TEMPLATE, "scorer_version": ReasoningFamily.scorer_version}  # fmt: skip


def alpha_of_one(alpha: float = 0.01) -> Any:
    """The design of the run's one comparison (Bonferroni over 1: alpha itself)."""
    return SETTINGS.design(alpha, N, "two-sided")


def stop_of(end: list[bool], middle: list[bool]) -> int:
    """Where the sequential test stops on these outcomes (its pairs)."""
    return sequential_test(end, middle, alpha_of_one()).pairs


def run_folder(root: Path, end: list[bool], middle: list[bool], adaptive: bool = True) -> Path:
    """A run folder as an adaptive run leaves it: the end cell asked ``len(end)`` samples (a
    baseline shared with another comparison runs on), the middle cell ``len(middle)``."""
    folder = root / "run"
    folder.mkdir()
    records = [record("end", i, c) for i, c in enumerate(end)] + [record("middle", i, c) for i, c in enumerate(middle)]
    (folder / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    settings: dict[str, Any] = {"n": N, "alpha": 0.01, "correction": "bonferroni"}
    if adaptive:  # a newer run's key this version does not know is left out
        settings["adaptive"] = {**SETTINGS.__dict__, "spent_by": "a later version"}
    run = {
        "run_id": "run-a",
        "status": "complete",
        "settings": settings,
        "cells": sorted({r["cell_id"] for r in records}),
    }
    (folder / "run.json").write_text(json.dumps(run))
    return folder


def write_own(folder: Path) -> list[str]:
    """The run's own files, as the end of a run writes them (``session.ending``: load_run, then
    the report's write), and its terminal lines."""
    loaded = load_run(read_sources([folder], []))
    report = loaded.report()
    report.write(folder, loaded.meta)
    return report.terminal_lines(None)


def rows(path: Path) -> list[dict[str, str]]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


# A middle arm far below its end arm: settled by the e-process long before the cap.
END = [True] * 40
MIDDLE = [i % 10 == 0 for i in range(40)]


def test_an_adaptive_runs_drops_are_its_sequential_verdicts_at_its_stops(tmp_path):
    stop = stop_of(END, MIDDLE)
    assert stop < N  # the sequence is settled before the cap (else this test shows nothing)
    # The middle cell stopped where its comparison did; the end cell ran on (another comparison's).
    folder = run_folder(tmp_path, END, MIDDLE[:stop])
    lines = write_own(folder)
    (row,) = rows(folder / "drops.csv")
    expected = sequential_test(END[:stop], MIDDLE[:stop], alpha_of_one())
    assert expected.verdict == SIGNIFICANT and expected.significant
    assert int(row["adaptive_pairs"]) == expected.pairs == stop
    assert row["adaptive_verdict"] == expected.verdict and row["significant"] == "True"
    assert (float(row["cs_low"]), float(row["cs_high"])) == (
        round(100 * expected.interval[0], 4),
        round(100 * expected.interval[1], 4),
    )
    assert float(row["e_value"]) >= 1 / (SETTINGS.early_share * 0.01)
    assert (int(row["fixed_pairs"]), int(row["requests_saved"])) == (N, 2 * (N - stop))
    # p_value stays Fisher's on the cells' counts at the stop (40 end samples, not the stop's pairs)
    import scipy.stats

    table = [[sum(END), 40 - sum(END)], [sum(MIDDLE[:stop]), stop - sum(MIDDLE[:stop])]]
    assert math.isclose(float(row["p_value"]), scipy.stats.fisher_exact(table).pvalue, rel_tol=1e-3)
    # The cells keep the n each was asked (which varies), and the outputs say so.
    cells = {r["position"]: int(r["n"]) for r in rows(folder / "cells.csv")}
    assert cells == {"end": 40, "middle": stop}
    design = (
        "design: adaptive (betting e-process, alpha split 10% at any look / 90% Fisher exact at the cap of 50 pairs, "
        "margin 20pp, rounds of 5 pairs); per-cell accuracies are at adaptive stops, not fixed-N estimates (each "
        "cell's n is what it was asked)"
    )
    lo, hi = 100 * expected.interval[0], 100 * expected.interval[1]
    stop_line = (
        f"- sim/arith/ws/8k/middle-end: {stop} of {N} pairs, significant; drop {lo:+.1f} to {hi:+.1f}pp "
        f"(confidence sequence), e={expected.e_value:.3g}"
    )
    total = f"requests: {40 + stop} asked; a fixed design of {N} per cell asks {2 * N} ({2 * N - 40 - stop} saved, "
    assert design in lines and stop_line in lines
    sig = "sig: sequential test (betting e-process, Fisher exact at the cap) two-sided, Bonferroni over 1 comparison"
    assert f"{sig} at alpha=0.01 (level 0.01)" in lines  # the threshold line names the test that decided
    assert [line for line in lines if line.startswith(total)]
    md = (folder / "summary.md").read_text()
    assert design in md and stop_line in md and total in md
    meta = json.loads((folder / "summary.json").read_text())["families"]["reasoning"]["meta"]
    assert meta["adaptive"][0] == design and meta["adaptive"][1] == stop_line
    page = (folder / "report.html").read_text()
    assert "betting e-process" in page and f"{stop} of {N} pairs, significant" in page


def test_cre_report_rebuilds_an_adaptive_run_byte_for_byte_with_the_same_verdicts(tmp_path, capsys):
    # A drop settled as significant, and equal arms settled within the margin, each its own run.
    equal = [i % 2 == 0 for i in range(N)]
    for name, end, middle, verdict in (("drop", END, MIDDLE, SIGNIFICANT), ("equal", equal, equal, WITHIN_MARGIN)):
        root = tmp_path / name
        root.mkdir()
        stop = stop_of(end, middle)
        folder = run_folder(root, end[:stop], middle[:stop])
        write_own(folder)
        out = root / "again"
        assert main(["report", str(folder), "--out", str(out)]) == 0
        said = capsys.readouterr().out
        assert "design: adaptive (betting e-process" in said
        for file in ("drops.csv", "cells.csv", "summary.md"):
            assert (out / file).read_bytes() == (folder / file).read_bytes(), file
        (row,) = rows(out / "drops.csv")
        direct = sequential_test(end[:stop], middle[:stop], alpha_of_one())
        assert (row["adaptive_verdict"], row["significant"], int(row["adaptive_pairs"])) == (
            direct.verdict,
            str(direct.significant),
            direct.pairs,
        )
        assert direct.verdict == verdict and direct.pairs < N  # both settled before the cap


def test_cre_reports_policy_flags_keep_the_design_sequential_at_their_alpha(tmp_path):
    stop = stop_of(END, MIDDLE)
    folder = run_folder(tmp_path, END, MIDDLE[:stop])
    out = tmp_path / "again"
    assert main(["report", str(folder), "--alpha", "0.0001", "--out", str(out)]) == 0
    (row,) = rows(out / "drops.csv")
    direct = sequential_test(END[:stop], MIDDLE[:stop], alpha_of_one(0.0001))
    assert row["adaptive_verdict"] == direct.verdict and row["significant"] == str(direct.significant)


def test_a_fixed_runs_files_have_no_adaptive_columns_or_lines(tmp_path, capsys):
    folder = run_folder(tmp_path, [True] * N, [i % 3 == 0 for i in range(N)], adaptive=False)
    write_own(folder)
    header = (folder / "drops.csv").read_text().splitlines()[0]
    assert header == FIXED
    out = tmp_path / "again"
    assert main(["report", str(folder), "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "design: adaptive" not in said and "requests:" not in said
    assert "sig: Fisher exact two-sided, Bonferroni over 1 comparison at alpha=0.01 (p < 0.01)" in said.splitlines()
    for file in ("drops.csv", "cells.csv", "summary.md"):
        assert (out / file).read_bytes() == (folder / file).read_bytes(), file
    assert "adaptive" not in (folder / "summary.md").read_text()
    assert "adaptive" not in json.loads((folder / "summary.json").read_text())["families"]["reasoning"]["meta"]


def test_the_notebook_frames_carry_the_adaptive_columns(tmp_path):
    from pytest_cre import load

    stop = stop_of(END, MIDDLE)
    results = load(run_folder(tmp_path, END, MIDDLE[:stop]))
    (row,) = results.comparisons.to_dict("records")
    assert ",".join(results.comparisons.columns).endswith(FIXED.split(",")[-1] + "," + ADAPTIVE)
    assert (row["adaptive_pairs"], row["adaptive_verdict"], bool(row["significant"])) == (stop, SIGNIFICANT, True)


def test_each_comparison_is_tested_at_its_groups_bonferroni_level_over_its_own_pairs(tmp_path):
    """Two arms against one shared end cell: Bonferroni over 2 (alpha / 2 each), each over the
    pairs its two cells share, the end cell's samples past an arm's stop left out."""
    end = [True] * 45
    # A drop settled at 25 pairs, and a smaller one still open at 45 (a run cut short).
    arms = {"middle": MIDDLE[:30], "start": [i % 4 != 0 for i in range(45)]}
    records = [record("end", i, c) for i, c in enumerate(end)]
    records += [record(pos, i, c) for pos, arm in arms.items() for i, c in enumerate(arm)]
    analysis = Analysis(adaptive=SETTINGS)
    drops = drops_table(records, cells_table(records), ReasoningFamily().reporter, analysis=analysis, n_max=N)
    frame = drops.frame.set_index("position")
    assert set(frame.index) == set(arms) and set(frame["family_size"]) == {2}
    for pos, arm in arms.items():
        direct = sequential_test(end[: len(arm)], arm, SETTINGS.design(0.01 / 2, N, "two-sided"))
        row = frame.loc[pos]
        assert (row["adaptive_verdict"], bool(row["significant"]), row["adaptive_pairs"]) == (
            direct.verdict,
            direct.significant,
            direct.pairs,
        )
        assert (row["cs_low"], row["cs_high"]) == (100 * direct.interval[0], 100 * direct.interval[1])
    # The group's count of significant drops is the sequential verdicts' (the page's groups table).
    assert sum(drops.families[0].adjusted.significant) == int(frame["significant"].sum())
    assert drops.requests == (45 + 30 + 45, 3 * N)
