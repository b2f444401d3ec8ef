"""The mrcr family end to end against sim: ``-k mrcr`` runs exactly its cells and prints its
table; ``-k "mrcr and 8k"`` and markers narrow them; its records are graded as OpenAI's grader
grades; its part of the page is written; a bad option value is one line."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import CELLS_MODULE, assert_cell_fields_complete, run_records

from pytest_cre.cli import main
from pytest_cre.families.mrcr.family import named_by_keyword
from pytest_cre.families.mrcr.grader import CORRECT_RATIO, grade
from pytest_cre.families.mrcr.html import family_part
from pytest_cre.report.html import Section

MRCR_MODULE = (Path(__file__).resolve().parents[3] / "cells" / "test_mrcr.py").read_text()
BASE = ["--cre-n", "6", "--cre-cache", "off", "-p", "no:cacheprovider"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_mrcr=MRCR_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


def test_k_mrcr_runs_its_cells_and_prints_the_mean_ratio_table(project: pytest.Pytester, tmp_path: Path) -> None:
    result = project.runpytest("-k", "mrcr", *BASE)
    # the default grid: 2 needles x 8k, 32k x end, middle, start, and middle and start against end
    result.assert_outcomes(passed=10)
    out = result.stdout.str()
    result.stdout.re_match_lines([r"\s*model\s+needles\s+tier\s+position\s+n\s+ratio \(95% CI\)\s+exact.*"])
    result.stdout.re_match_lines(
        [r"\s*sim\s+2\s+32k\s+middle\s+6\s+\d\.\d{3} \[\d\.\d\d, \d\.\d\d\]\s+\d+% \(\d/6\).*"]
    )
    assert "sim: 2 needles 32k: middle-end: exact" in out and "mean ratio against end (paired t" in out
    run = (project.path / "reports" / "latest").resolve()
    records = run_records(run)
    assert len(records) == 36 and {r["family"] for r in records} == {"mrcr"}
    assert_cell_fields_complete(run)
    for r in records:
        assert r["status"] == "ok" and r["needles"] == 2 and 1 <= r["asked"] <= 2
        assert r["score"] == grade(r["response"], r["gold"], r["prefix"])
        assert r["correct"] == (r["score"] >= CORRECT_RATIO)
        assert r["prefix_present"] == r["response"].startswith(r["prefix"])
        assert r["depth"] == r["target_depths"][r["asked"] - 1]
        assert (
            0.97 * {"8k": 8192, "32k": 32768}[r["tier"]] <= r["prompt_tokens"] <= {"8k": 8192, "32k": 32768}[r["tier"]]
        )
        assert r["template_version"] == "mrcr-v2" and r["scorer_version"] == "mrcr-score-v1"
    ends = [r for r in records if r["position"] == "end"]
    assert all(r["depth"] == 1.0 and r["asked"] == 2 for r in ends)
    cells = {row["cell_id"] for row in json.loads((run / "summary.json").read_text())["families"]["mrcr"]["cells"]}
    assert "mrcr-2needle-middle-32k-sim" in cells
    assert "MRCR: mean ratio per cell" in (run / "summary.md").read_text()
    page = (run / "report.html").read_text()
    assert "Mean ratio per cell" in page and "Against end" in page and "mrcr-2needle-middle-32k-sim" in page
    assert "mean ratio against end (paired t, uncorrected)" in (run / "summary.md").read_text()
    # cre report on the folder writes the same files from the records alone.
    assert main(["report", str(run), "--out", str(tmp_path / "again")]) == 0
    for name in ("cells.csv", "drops.csv", "summary.json", "summary.md", "report.html"):
        assert (tmp_path / "again" / name).read_bytes() == (run / name).read_bytes(), name


def test_k_mrcr_and_a_tier_selects_exactly_those_cells(project: pytest.Pytester) -> None:
    result = project.runpytest("--co", "-q", "-k", "mrcr and 8k", "--cre-mrcr-needles", "2,8", *BASE)
    ids = [line for line in result.stdout.lines if "test_mrcr[" in line]
    assert len(ids) == 6 and all("-8k-" in i for i in ids)
    assert {i.split("[")[1].split("-")[1] for i in ids} == {"2needle", "8needle"}
    marked = project.runpytest("--co", "-q", "--cre-grid", "mrcr", "-m", "8needle and middle", *BASE)
    assert marked.stdout.str().count("test_mrcr[") == 0  # the default grid has no 8-needle cell
    marked = project.runpytest("--co", "-q", "--cre-mrcr-needles", "8", "-m", "8needle and middle", *BASE)
    assert [line for line in marked.stdout.lines if "test_mrcr[" in line] == [
        "test_mrcr.py::test_mrcr[mrcr-8needle-middle-8k-sim]",
        "test_mrcr.py::test_mrcr[mrcr-8needle-middle-32k-sim]",
    ]


def test_each_position_against_end_is_a_comparison_item_selected_with_k(project: pytest.Pytester) -> None:
    result = project.runpytest("--co", "-q", "-k", "mrcr and 8k", "--cre-mrcr-needles", "2,8", *BASE)
    drops = [line for line in result.stdout.lines if "test_mrcr_comparison[" in line]
    assert drops == [
        f"test_mrcr.py::test_mrcr_comparison[mrcr-drop-{k}needle-8k-sim-{pos}-end]"
        for k in (2, 8)
        for pos in ("middle", "start")
    ]
    # "drop" names the comparison items (which bring back the cells they compare); a position
    # names cells only, as reasoning's drop items
    only = project.runpytest("--co", "-q", "-k", "mrcr and drop and 32k", *BASE)
    assert [line.split("::")[1] for line in only.stdout.lines if "[" in line] == [
        *(f"test_mrcr[mrcr-2needle-{pos}-32k-sim]" for pos in ("end", "middle", "start")),
        "test_mrcr_comparison[mrcr-drop-2needle-32k-sim-middle-end]",
        "test_mrcr_comparison[mrcr-drop-2needle-32k-sim-start-end]",
    ]
    middle = project.runpytest("--co", "-q", "-k", "mrcr and middle", *BASE).stdout.str()
    assert "test_mrcr[mrcr-2needle-middle-8k-sim]" in middle and "test_mrcr_comparison[" not in middle
    assert "test_mrcr_comparison[" not in project.runpytest("--co", "-q", *BASE).stdout.str()


def test_a_comparison_item_gates_within_the_whole_grid_s_correction_group(project: pytest.Pytester) -> None:
    # A profile that loses nearly every middle answer at 8K (its depth 0.5), none at the end.
    model = "sim:sim-param:growth=1,max_severity=1"
    grid = ["--cre-model", model, "--cre-mrcr-tiers", "8k,16k", "--cre-mrcr-positions", "end,middle"]
    result = project.runpytest(
        "-k", "mrcr and 8k", *grid, "--cre-fail-on-drop", "20", "--junitxml=j.xml", *BASE[:1], "8", *BASE[2:]
    )
    result.assert_outcomes(passed=2, failed=1)  # the 16K cells and their comparison are not selected
    result.stdout.fnmatch_lines(
        ["*middle-end: accuracy fell by *pp*significant (p=* < 0.005) and more than --cre-fail-on-drop 20pp"]
    )
    # m is the whole grid's 2 planned comparisons (8K and 16K), not the 1 that ran
    result.stdout.fnmatch_lines(["sig: Fisher exact two-sided, Bonferroni over 2 planned comparisons (1 ran)*"])
    props = {
        p.get("name"): p.get("value")
        for case in ET.parse(project.path / "j.xml").iter("testcase")
        if "test_mrcr_comparison" in case.get("name", "")
        for p in case.iter("property")
    }
    assert props["family_size"] == "2" and float(props["threshold"]) == pytest.approx(0.005)
    rows = list(csv.DictReader((project.path / "reports" / "latest" / "drops.csv").open()))
    assert [(r["comparison"], r["tier"], r["family_size"], r["significant"]) for r in rows] == [
        ("middle-end", "8k", "2", "True")
    ]


def test_without_mrcr_named_the_default_grid_has_no_mrcr_cell(project: pytest.Pytester) -> None:
    result = project.runpytest("--co", "-q", *BASE)
    assert "test_mrcr[" not in result.stdout.str() and "test_cell[" in result.stdout.str()
    assert "test_mrcr[" not in project.runpytest("--co", "-q", "-k", "not mrcr", *BASE).stdout.str()


def test_which_keyword_expressions_name_the_family() -> None:
    assert named_by_keyword("mrcr") and named_by_keyword("MRCR and 64k") and named_by_keyword("(mrcr or recall)")
    assert named_by_keyword("mrcr-2needle-middle-8k")  # a cell id's start
    assert not named_by_keyword("not mrcr") and not named_by_keyword("middle and not (mrcr)")
    assert not named_by_keyword("") and not named_by_keyword("mrcrx") and not named_by_keyword("recall")


def test_a_bad_needles_value_is_one_line(project: pytest.Pytester) -> None:
    result = project.runpytest("--cre-mrcr-needles", "3", *BASE)
    assert result.ret != 0
    assert "--cre-mrcr-needles '3': use 2, 4 or 8" in result.stderr.str() + result.stdout.str()
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


def test_a_tier_too_small_for_the_instances_is_one_line_before_anything_is_sent(project: pytest.Pytester) -> None:
    """8 instances of the repeated request do not fit 2K tokens: said at the start (it failed the
    cell mid-run, ended PARTIAL and told the user to rerun the same command)."""
    result = project.runpytest(
        "--cre-mrcr-needles", "8", "--cre-mrcr-tiers", "2k", "--cre-mrcr-positions", "end", *BASE
    )
    out = result.stderr.str() + result.stdout.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR and "Traceback" not in out
    assert "instances of its repeated request and the final ask alone take" in out and "more than the 2k tier" in out
    assert not (project.path / "reports").exists()  # nothing ran, nothing written


def test_the_page_part_holds_the_headline_the_comparisons_and_the_cells() -> None:
    import pandas as pd

    headline = pd.DataFrame(
        [{"model": "sim", "needles": 2, "tier": "8k", "position": "end", "ratio (95% CI)": "0.913"}]
    )
    paired = pd.DataFrame([{"model": "sim", "comparison": "middle-end", "difference": -0.2, "p paired t": "0.03"}])
    part = family_part(headline, None, paired, headline)
    assert part.title == "MRCR (multi-round co-reference)"
    assert [s.id for s in part.sections if isinstance(s, Section)] == ["headline", "against-end", "cells"]
    html = "".join(str(s.content) for s in part.sections)
    assert "0.913" in html and "middle-end" in html and "No exact-share comparison ran." in html


def test_a_warm_rerun_answers_from_the_cache_with_the_same_records(project: pytest.Pytester) -> None:
    args = [
        "-k",
        "mrcr and 8k",
        "--cre-n",
        "4",
        "-p",
        "no:cacheprovider",
        "--cre-cache",
        str(project.path / "c.sqlite"),
    ]
    project.runpytest(*args).assert_outcomes(passed=5)  # 3 cells, 2 comparisons
    first = run_records((project.path / "reports" / "latest").resolve())
    again = project.runpytest(*args)
    again.assert_outcomes(passed=5)
    second = run_records((project.path / "reports" / "latest").resolve())
    keep = (
        "cell_id",
        "sample",
        "prompt_sha256",
        "prompt_tokens",
        "score",
        "asked",
        "depth",
        "target_depths",
        "correct",
    )
    assert [{k: r[k] for k in keep} for r in first] == [{k: r[k] for k in keep} for r in second]
    assert all(r["from_cache"] for r in second)
