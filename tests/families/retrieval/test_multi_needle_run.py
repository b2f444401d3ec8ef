"""RULER's multi-needle variants end to end against sim: ``--cre-needle`` names them, each is its
own cells (``-k multikey`` selects that variant's items), its records are scored as RULER's
``string_match_all`` (``correct``: every value; ``values_found``: the share), and its table and
effective length are printed per variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import CELLS_MODULE, RETRIEVAL_MODULE, assert_cell_fields_complete, run_records

import pytest_cre
from pytest_cre.cli import main

RUN = ["--cre-n", "6", "--cre-tiers", "8k", "--cre-fillers", "ws", "--cre-positions", "end,middle,baseline"]
RUN += ["--cre-cache", "off", "-p", "no:cacheprovider"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makepyfile(test_cells=CELLS_MODULE, test_retrieval=RETRIEVAL_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    return pytester


def test_k_multikey_runs_that_variant_alone_and_prints_its_table(project: pytest.Pytester, tmp_path: Path) -> None:
    needle = ["--cre-needle", "single,multikey:4,multivalue:4,multiquery:4"]
    listed = project.runpytest(*RUN, *needle, "--collect-only", "-q")
    ids = [line for line in listed.stdout.lines if "::" in line]
    # Per variant: end, middle, baseline cells and middle-end, end-baseline comparisons.
    assert sum("[retrieval-multikey4-" in i for i in ids) == 5
    assert sum("[retrieval-arith-" in i for i in ids) == 3 and sum("[retrieval-drop-" in i for i in ids) == 2
    for words in (["-k", "multikey4"], ["-m", "multikey"]):
        chosen = project.runpytest(*RUN, *needle, "--collect-only", "-q", *words)
        picked = [line for line in chosen.stdout.lines if "::" in line]
        assert picked and all("[retrieval-multikey4-" in i for i in picked), words
        assert len(picked) == 5  # its three cells and two comparisons
    result = project.runpytest(*RUN, *needle, "-k", "multikey")
    result.assert_outcomes(passed=5)
    out = result.stdout.str()
    run = (project.path / "reports" / "latest").resolve()
    records = run_records(run)
    assert {r["cell_id"].split("-")[1] for r in records} == {"multikey4"} and len(records) == 18
    assert_cell_fields_complete(run)
    for r in records:
        assert r["needle"] == "multikey:4" and r["template_version"] == "retrieval-v4"
        assert len(r["needle_keys"]) == 4 and len(set(r["needle_keys"])) == 4
        assert len(r["target_depths"]) == len(r["target_slots"]) == 4 + (r["position"] == "middle_dup")
        assert r["correct"] == (r["values_found"] == 1.0)
    assert any(r["distractor_given"] for r in records)  # sim confuses keys it missed
    # The variant's table, with its needle named, and its effective length.
    table = out[out.index("pytest-cre summary") :].splitlines()
    assert table[1].split()[:2] == ["needle", "model"]
    assert all(line.startswith("multikey:4 ") for line in table[2:4])
    assert "effective length multikey:4 sim arith ws:" in out
    cells = pytest_cre.load(run).cells
    assert set(cells["needle"]) == {"multikey:4"} and cells["values_found"].between(0, 1).all()
    assert (cells["acc"] <= cells["values_found"]).all() and cells["distractor_given"].notna().all()
    summary = (run / "summary.md").read_text()
    assert "effective length per needle variant" in summary
    # cre report rebuilds the same files.
    assert main(["report", str(run), "--out", str(tmp_path / "again")]) == 0
    for name in ("cells.csv", "drops.csv", "summary.json", "summary.md"):
        assert (tmp_path / "again" / name).read_bytes() == (run / name).read_bytes(), name


def test_each_variant_is_set_beside_the_same_reasoning_cells(project: pytest.Pytester) -> None:
    needle = ["--cre-grid", "contrast", "--cre-needle", "single,multivalue:3"]
    result = project.runpytest(*RUN, *needle)
    # Reasoning's and each variant's end, middle and baseline cells and two comparisons.
    result.assert_outcomes(passed=15)
    out = result.stdout.str()
    run = (project.path / "reports" / "latest").resolve()
    summary = json.loads((run / "summary.json").read_text())["families"]["retrieval"]
    gaps = [row for row in summary["contrast"] if row.get("gap_pp") is not None]
    assert [row["needle"] for row in gaps] == ["single", "multivalue:3"]
    assert {row["tests"] for row in gaps} == {2}  # one correction over every variant's gaps
    assert "  single sim arith ws 8k middle: reasoning" in out and "  multivalue:3 sim arith ws 8k middle:" in out
    records = [r for r in run_records(run) if r.get("needle") == "multivalue:3"]
    assert len(records) == 18 and all(len(r["gold"].split(", ")) == 3 for r in records)
    assert {r["template_version"] for r in run_records(run) if r["family"] == "retrieval"} == {"retrieval-v4"}
    page = (run / "report.html").read_text(encoding="utf-8")
    part = page[page.index('id="retrieval"') :]
    assert "<th>Needle</th>" in part and "Values found" in part


def test_word_values_a_variant_cannot_fill_are_one_line_before_anything_is_sent(project: pytest.Pytester) -> None:
    bad = project.runpytest(*RUN, "--cre-needle", "word,multikey:16")
    said = bad.stdout.str() + bad.stderr.str()
    assert bad.ret != 0 and "Traceback" not in said
    assert "--cre-needle multikey:16 with word values needs 32 distinct nouns" in said
    assert not list(project.path.glob("reports/*/records.jsonl"))


def comparison_rows(summary: str, family_heading: str) -> list[list[str]]:
    """The cells of the "All comparisons" table after ``family_heading`` in summary.md."""
    part = summary[summary.index(family_heading) :]
    lines = part[part.index("## All comparisons") :].splitlines()[2:]
    table = lines[: next((i for i, line in enumerate(lines) if not line.startswith("|")), len(lines))]
    return [[c.strip() for c in line.strip("|").split("|")] for line in table]


def test_every_comparison_row_names_its_variant_and_older_records_read_as_one_needle(
    project: pytest.Pytester, tmp_path: Path
) -> None:
    small = ["--cre-n", "5", *RUN[2:], "--cre-needle", "single,multikey:2"]
    # Reasoning's 3 cells and 2 comparisons (the default grid), and each variant's.
    project.runpytest(*small).assert_outcomes(passed=15)
    run = (project.path / "reports" / "latest").resolve()
    # summary.md's "All comparisons": a needle column, every row naming its variant.
    table = comparison_rows((run / "summary.md").read_text(), "## Retrieval accuracy per cell")
    head, _rule, *rows = table
    assert head[:2] == ["needle", "model"]
    assert [r[0] for r in rows] == ["single", "single", "multikey:2", "multikey:2"]
    # The page's drop table: a Needle column, every row's first cell its variant.
    page = (run / "report.html").read_text(encoding="utf-8")
    drops = page[page.index('<section id="retrieval-drops">') :]
    drops = drops[: drops.index("</section>")]
    assert "<th>Needle</th><th>Task</th>" in drops
    firsts = [row.split("</td>")[0] for row in drops.split("<tr>")[2:]]
    assert firsts == ['<td class="l">' + v for v in ("single", "single", "multikey:2", "multikey:2")]
    # Records written before the variants have no needle: re-analysed, they are one needle's,
    # every row kept (grouping on a missing label would drop them).
    old = tmp_path / "old"
    old.mkdir()
    lines = []
    for line in (run / "records.jsonl").read_text().splitlines():
        record = json.loads(line)
        if record.get("needle") == "single":
            del record["needle"]
        lines.append(json.dumps(record))
    (old / "records.jsonl").write_text("\n".join(lines) + "\n")
    (old / "run.json").write_bytes((run / "run.json").read_bytes())
    assert main(["report", str(old), "--out", str(tmp_path / "again")]) == 0
    for name in ("cells.csv", "drops.csv"):
        assert (tmp_path / "again" / name).read_bytes() == (run / name).read_bytes(), name
    summary = (tmp_path / "again" / "summary.md").read_text()
    assert comparison_rows(summary, "## Retrieval accuracy per cell") == table
