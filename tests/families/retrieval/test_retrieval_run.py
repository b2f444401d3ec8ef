"""The retrieval family end to end against sim: ``--cre-grid contrast`` runs it beside the
reasoning cells, ``-k retrieval`` selects exactly its items, its records are scored as RULER
scores, and the contrast reaches the terminal, summary.json, summary.md and the page, which
``cre report`` rebuilds byte for byte."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from helpers import (
    CELLS_MODULE,
    RETRIEVAL_MODULE,
    SMALL_WS,
    assert_cell_fields_complete,
    chromium,
    headless,
    run_records,
)

import pytest_cre
from pytest_cre.cli import main
from pytest_cre.families.retrieval.needle import Needle, score_answer

CONTRAST = ["--cre-grid", "contrast", "--cre-n", "6", "--cre-tiers", "8k", "--cre-fillers", "ws", "--cre-cache", "off"]
CONTRAST += ["-p", "no:cacheprovider"]
FILES = ("cells.csv", "drops.csv", "summary.json", "summary.md", "report.html")


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_retrieval=RETRIEVAL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


def test_a_contrast_run_puts_retrieval_beside_reasoning_everywhere(project: pytest.Pytester, tmp_path: Path) -> None:
    result = project.runpytest(*CONTRAST, "--junitxml=junit.xml")
    # Per family: end, middle and baseline cells; middle-end and end-baseline comparisons.
    result.assert_outcomes(passed=10)
    # Each family's comparisons are corrected among themselves, as its drops.csv rows are: the
    # other family's, with the same labels, never enlarge its groups.
    out = result.stdout.str()
    for family in ("reasoning", "retrieval"):
        assert f"cre: significance of {family}: Bonferroni over 2 planned comparisons at alpha=0.01" in out
    junit = (project.path / "junit.xml").read_text()
    assert junit.count('<property name="family_size" value="2"') == 4 and 'name="threshold" value="0.005"' in junit
    assert out.count("near-duplicate filler withheld") == 1  # both families read one RunData: said once
    run = (project.path / "reports" / "latest").resolve()
    records = run_records(run)
    found = [r for r in records if r["family"] == "retrieval"]
    assert len(found) == 18 and len(records) == 36
    assert_cell_fields_complete(run)  # reasoning's and retrieval's
    # Each record names the reasoning prompt it was made from: its pair in the run, the same
    # filler items in the same slots; only the needle block and question set the token difference.
    pairs = {(r["cell_id"], r["sample"]): r for r in records if r["family"] == "reasoning"}
    for r in found:
        assert r["template_version"] == "retrieval-v2" and r["needle_kind"] == "number"
        assert r["correct"] == score_answer(r["response"], Needle("number", r["target_id"], r["gold"])).correct
        assert r["cell_id"].startswith("retrieval-arith-")
        pair = pairs[(r["cell_id"].removeprefix("retrieval-"), r["sample"])]
        assert r["pair_prompt_sha256"] == pair["prompt_sha256"] != r["prompt_sha256"]
        assert r["pair_prompt_tokens"] == pair["prompt_tokens"] > r["prompt_tokens"]
        assert (r["filler_ids"], r["target_slots"]) == (pair["filler_ids"], pair["target_slots"])
    cells = pytest_cre.load(run).cells
    shorter = cells[cells["cell_id"].str.startswith("retrieval-")]["tokens_vs_pair"]
    assert len(shorter) == 3 and (shorter < 0).all()
    # A single-needle run's rows name their variant too: one needle.
    assert set(cells[cells["cell_id"].str.startswith("retrieval-")]["needle"]) == {"single"}
    text = (run / "summary.md").read_text()
    comparisons = text[text.rindex("## All comparisons") :].splitlines()[2:6]  # retrieval's: the last
    assert comparisons[0].startswith("| needle | model |") and comparisons[2].startswith("| single | sim |")
    assert comparisons[3].startswith("| single | sim |")
    # Sample i has one needle at every position.
    by_sample = {(r["sample"], r["gold"]) for r in found}
    assert len(by_sample) == 6
    assert "retrieval: Retrieval accuracy per cell" in out and "reasoning: Accuracy per cell" in out
    assert "retrieval vs reasoning (both drops and the gap over the pairs scored in all four cells)" in out
    assert "  Gap = reasoning drop - retrieval drop" in out and "as findable as the target" in out
    summary = json.loads((run / "summary.json").read_text())["families"]["retrieval"]
    (mid,) = [row for row in summary["contrast"] if row["position"] == "middle"]
    assert mid["pairs"] == 6 and mid["test"] == "likelihood_ratio"
    assert mid["gap_pp"] == pytest.approx(mid["reasoning_drop_pp"] - mid["retrieval_drop_pp"], abs=1e-3)
    assert "## Retrieval beside reasoning" in (run / "summary.md").read_text()
    frame = pytest_cre.load(run).contrast  # the notebook's frame holds the same rows
    assert frame[frame["position"] == "middle"]["gap_pp"].round(4).tolist() == [round(mid["gap_pp"], 4)]
    assert set(frame["family"]) == {"retrieval"} and len(frame) == len(summary["contrast"])
    assert "Retrieval beside reasoning" in (run / "report.html").read_text()
    # cre report on the folder writes the same files.
    assert main(["report", str(run), "--out", str(tmp_path / "again")]) == 0
    for name in FILES:
        assert (tmp_path / "again" / name).read_bytes() == (run / name).read_bytes(), name


# Measures the laid-out page and leaves what it saw in the DOM that chromium dumps: the page's
# width and, per retrieval table, its width against its box's.
MEASURE = (
    "<script>const s=document.scrollingElement;document.body.setAttribute('data-fit',JSON.stringify("
    "{page:s.scrollWidth,inner:innerWidth,tables:[...document.querySelectorAll('#retrieval table')].map("
    "t=>[t.closest('section').id,t.scrollWidth,t.parentElement.clientWidth])}))</script>"
)


def test_the_retrieval_part_reads_without_decoding_and_fits_1024_px(project: pytest.Pytester, tmp_path: Path) -> None:
    """Labelled columns (no raw names, no cell ids), the gap's sign in words, and every
    retrieval table inside its box at 1024 px in headless chromium (they were 1,521-3,083 px)."""
    project.runpytest(*CONTRAST, "--cre-fillers", "ws,qo_v2,neutral").assert_outcomes(passed=26)
    text = ((project.path / "reports" / "latest").resolve() / "report.html").read_text(encoding="utf-8")
    part = text[text.index('id="retrieval"') :]
    heads = [html.unescape(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", part)]
    assert {"Accuracy (k/n)", "Reasoning drop pp", "Retrieval drop pp", "Gap pp", "Pairs", "Adjusted p"} <= set(heads)
    assert not [h for h in heads if "_" in h or h in ("cell_id", "vendor")], heads
    assert "Gap = reasoning drop - retrieval drop" in part and "Below 0: the position costs reasoning more" in part
    assert "profile-likelihood intervals, the level each gap&#x27;s test is judged at (Bonferroni over 3 gaps)" in part

    binary = chromium()
    page = tmp_path / "report.html"
    page.write_text(text.replace("</body>", MEASURE + "</body>"), encoding="utf-8")
    dom = headless(binary, tmp_path, "--hide-scrollbars", "--window-size=1024,900", "--dump-dom", page.as_uri())
    assert dom.returncode == 0, dom.stderr[-2000:]
    found = re.search(r'data-fit="([^"]*)"', dom.stdout)
    assert found, "the measuring script did not run"
    fit = json.loads(html.unescape(found.group(1)))
    assert fit["inner"] == 1024 and fit["page"] <= 1024, fit
    assert {t[0] for t in fit["tables"]} == {"retrieval-cells", "retrieval-drops", "retrieval-contrast"}
    assert [t for t in fit["tables"] if t[1] > t[2]] == [], fit["tables"]


def test_k_retrieval_selects_exactly_its_items_and_a_bad_needle_is_one_line(project: pytest.Pytester) -> None:
    result = project.runpytest(*CONTRAST, "--collect-only", "-q", "-k", "retrieval")
    ids = [line for line in result.stdout.lines if "::" in line]
    assert len(ids) == 5 and all("test_retrieval.py" in i and "[retrieval-" in i for i in ids)
    rest = project.runpytest(*CONTRAST, "--collect-only", "-q", "-k", "not retrieval")
    assert sum("::" in line for line in rest.stdout.lines) == 5
    assert not any("retrieval" in line for line in rest.stdout.lines if "::" in line)
    bad = project.runpytest(*SMALL_WS, "--cre-needle", "emoji")
    assert bad.ret != 0 and "Traceback" not in bad.stdout.str() + bad.stderr.str()
    assert "needle" in bad.stderr.str() + bad.stdout.str()


def test_the_needle_option_alone_adds_retrieval_cells_to_a_reasoning_grid(project: pytest.Pytester) -> None:
    needle = ["--cre-positions", "end,middle", "--cre-needle", "uuid"]
    result = project.runpytest(*SMALL_WS, *needle, "--collect-only", "-q")
    ids = [line for line in result.stdout.lines if "::" in line]
    assert sum("[retrieval-arith-" in i for i in ids) == 2 and sum("test_cells.py::test_cell[" in i for i in ids) == 2
