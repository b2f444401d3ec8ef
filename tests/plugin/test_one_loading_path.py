"""The end of a run and ``cre report`` on its folder load it by one path (``run.loading``): they
write byte for byte the same files, whichever families ran, whatever policy the run was made
with, complete or partial. A re-analysis names its sources (with their sha256) instead of
copying them, and can itself be re-analysed; ``pytest_cre.load`` reads the same tables."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from helpers import SMALL, SMALL_WS, neutral_prose, run_records

import pytest_cre
import pytest_cre.run.notebook
from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.report.files import rounded
from pytest_cre.run.notebook import PoolWarning

FILES = ("cells.csv", "drops.csv", "summary.json", "summary.md", "report.html")
RECALL = ["--cre-corpora", "http_server", "--cre-recall-k", "2"]
# A policy other than every default: a rebuild that fell back to the defaults would differ.
POLICY = ["--cre-correction", "holm", "--cre-alpha", "0.05", "--cre-alternative", "less", "--cre-limit-hits", "exclude"]


def rebuilt_identically(run: Path, out: Path) -> dict:
    """``cre report RUN --out OUT``: every file as the run wrote it; its reanalysis.json."""
    assert main(["report", str(run), "--out", str(out)]) == 0
    for name in FILES:
        assert (out / name).read_bytes() == (run / name).read_bytes(), name
    return json.loads((out / "reanalysis.json").read_text())


def test_a_run_of_both_families_under_its_own_policy_is_rebuilt_byte_for_byte(recall_cells, tmp_path):
    prices = tmp_path / "prices.toml"  # the run's own prices, not the built-in ones (sim's are $0)
    prices.write_text('[sim."*"]\ninput = 1000.0\noutput = 2000.0\nchecked = "2026-12-03"\nsource = "a test"\n')
    args = [*SMALL_WS, *RECALL, *POLICY, "--cre-cache", "off", f"--cre-prices={prices}"]
    recall_cells.runpytest(*args).assert_outcomes(passed=5)
    run = (recall_cells.path / "reports" / "latest").resolve()
    assert "| 21.38 | 2026-12-03 |" in (run / "summary.md").read_text()
    assert {r["family"] for r in pytest_cre.load(run).samples.to_dict("records")} == {"reasoning", "recall"}
    written = rebuilt_identically(run, tmp_path / "again")
    records = run / "records.jsonl"
    assert written["sources"] == [{"path": str(records), "sha256": hashlib.sha256(records.read_bytes()).hexdigest()}]
    assert written["rescored"] is None and not (tmp_path / "again" / "records.jsonl").exists()  # named, not copied
    # No option given: the run's own policy, so the folder is named as a plain rebuild.
    assert main(["report", str(run)]) == 0
    beside = run.parent / f"{run.name}--rebuilt"
    assert json.loads((beside / "summary.json").read_text())["meta"]["correction"] == "holm"
    # An option that differs from the run's is named in the folder, and applied.
    assert main(["report", str(run), "--correction", "none"]) == 0
    assert "Holm" not in (run.parent / f"{run.name}--correction-none" / "summary.md").read_text()


def test_a_partial_run_is_rebuilt_byte_for_byte(cells, tmp_path):
    failing = ["--cre-sim-faults", "500:0.4", "--cre-max-attempts", "1", "--cre-cache", "off"]
    cells.runpytest(*SMALL_WS, "--cre-n", "6", *failing)
    run = (cells.path / "reports" / "latest").resolve()
    assert json.loads((run / "run.json").read_text())["status"] == "partial"
    rebuilt_identically(run, tmp_path / "again")
    assert "PARTIAL" in (tmp_path / "again" / "summary.md").read_text()


def test_a_reanalysis_keeps_only_what_it_rescored_and_is_itself_rebuilt(recall_cells, tmp_path):
    recall_cells.runpytest(*RECALL, "--cre-cache", "off", "-p", "no:cacheprovider", "-k", "recall").assert_outcomes(
        passed=2
    )
    run = (recall_cells.path / "reports" / "latest").resolve()
    first = tmp_path / "relaxed"
    assert main(["report", str(run), "--relax-indent", "--out", str(first)]) == 0
    rescored = [json.loads(line) for line in (first / "records.jsonl").read_text().splitlines()]
    assert rescored and all(r["relax_indent"] is True for r in rescored)
    assert json.loads((first / "reanalysis.json").read_text())["rescored"] == "records.jsonl"
    # Read again, the re-analysis is its source with its rescored records on top: the same files.
    rebuilt_identically(first, tmp_path / "again")
    assert all(pytest_cre.load(first).samples.relax_indent)


def test_a_source_changed_since_a_reanalysis_named_it_is_said(cells, tmp_path, capsys):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    run = (cells.path / "reports" / "latest").resolve()
    assert main(["report", str(run), "--out", str(tmp_path / "a")]) == 0
    with open(run / "records.jsonl", "a") as f:  # a resume appended to it since
        f.write((run / "records.jsonl").read_text().splitlines()[0] + "\n")
    capsys.readouterr()
    assert main(["report", str(tmp_path / "a"), "--out", str(tmp_path / "b")]) == 0
    assert f"{run / 'records.jsonl'} changed since {tmp_path / 'a'} was written" in capsys.readouterr().err


def test_the_notebook_api_reads_what_cre_report_writes(cells, tmp_path, monkeypatch):
    cells.runpytest(*SMALL_WS, "--cre-seed", "1").assert_outcomes(passed=3)
    cells.runpytest(*SMALL_WS, "--cre-seed", "2").assert_outcomes(passed=3)
    assert main(["report", *map(str, (cells.path / "reports").glob("2*")), "--out", str(tmp_path / "pooled")]) == 0
    with pytest.warns(PoolWarning, match="pooled 2 runs into 16 samples over seeds 1, 2"):
        results = pytest_cre.load(cells.path / "reports" / "*")  # `latest` is read once, README.md ignored
    assert rounded(results.cells).to_csv(index=False) == (tmp_path / "pooled" / "cells.csv").read_text()
    assert rounded(results.comparisons).to_csv(index=False) == (tmp_path / "pooled" / "drops.csv").read_text()
    assert len(results.samples) == 2 * 2 * 4 and set(results.samples.seed) == {1, 2}
    # The loader keeps a reasoning prompt's filler lists packed (a tenth of the memory); a
    # notebook gets them as the lists they were, as the records file holds them unpacked.
    on_disk = {
        (r["seed"], r["cell_id"], r["sample"]): r
        for run in (cells.path / "reports").glob("2*")
        for r in run_records(run)
    }
    rows = results.samples.to_dict("records")
    for row in rows:
        whole = on_disk[(row["seed"], row["cell_id"], row["sample"])]
        assert row["filler_ids"] == whole["filler_ids"] and row["filler_answers"] == whole["filler_answers"]
        assert isinstance(row["filler_ids"], list)
    assert sum(bool(row["filler_ids"]) for row in rows) >= len(rows) // 2
    # Rows of one filler draw (a sample of a seed at each position: docs/outputs.md) hold the
    # same lists, decoded once from their shared packed text; each row's list is its own.
    draws: dict[tuple[int, int], list[dict]] = {}
    for row in rows:
        if row["filler_ids"]:
            draws.setdefault((row["seed"], row["sample"]), []).append(row)
    assert draws and all(sorted(r["position"] for r in group) == ["end", "middle"] for group in draws.values())
    for end, middle in draws.values():
        assert end["filler_ids"] == middle["filler_ids"] and end["filler_answers"] == middle["filler_answers"]
    drawn = [r["filler_ids"] for group in draws.values() for r in group]
    assert len({id(ids) for ids in drawn}) == len(drawn)
    assert results.meta["run_id"].startswith("pooled ") and results.meta["seed"] == [1, 2]
    # The tables are cre report's; the samples frame (at 200K records the largest thing, and
    # none of the tables needs it) is built when first read, once.
    built = []
    monkeypatch.setattr(pytest_cre.run.notebook, "_samples", lambda records, families: built.append(1) or "frame")
    lazy = pytest_cre.load(cells.path / "reports" / "*")
    assert built == [] and len(lazy.cells) == len(results.cells)
    assert lazy.samples == "frame" and lazy.samples == "frame" and built == [1]
    # The policy a notebook asks for, in place of the runs' own.
    assert pytest_cre.load(cells.path / "reports" / "*", correction="none").meta["correction"] == "none"
    with pytest.raises(TypeError, match="no analysis option 'alhpa'"):
        pytest_cre.load(cells.path / "reports" / "*", alhpa=0.05)


def test_replacing_a_reanalysis_leaves_only_its_own_figures_and_sample_files(cells, tmp_path):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    run = (cells.path / "reports" / "latest").resolve()
    out = tmp_path / "a"
    assert main(["report", str(run), "--out", str(out)]) == 0
    figures = sorted(p.name for p in (out / "figures").iterdir())
    assert figures  # the accuracy-against-length charts
    (out / "samples").mkdir(exist_ok=True)
    for stale in ("figures/accuracy-of-another-pool.svg", "samples/reasoning-99.js"):
        (out / stale).write_text("from the last re-analysis")
    assert main(["report", str(run), "--out", str(out), "--correction", "none"]) == 0
    assert sorted(p.name for p in (out / "figures").iterdir()) == figures
    assert not list((out / "samples").iterdir())


def test_runs_of_other_filler_are_never_pooled_unsaid(cells, tmp_path, capsys):
    one_cell = [*SMALL[:2], "--cre-tiers", "4k", "--cre-fillers", "neutral", "--cre-positions", "end", *SMALL[4:]]
    runs: list[Path] = []  # in the order they ran: two runs in one second sort by their random suffix

    def run(*args: str) -> int:
        code = cells.runpytest(*one_cell, *args).ret
        runs.append((cells.path / "reports" / "latest").resolve())
        return code

    assert run() == 0  # neutral: the Python docs
    assert run("--cre-seed", "11") == 0
    data = neutral_prose(tmp_path / "data")
    assert run(f"--cre-data-dir={data}") == 0  # the same samples, other filler
    first, seed11, other = runs
    said = [json.loads((run / "run.json").read_text())["prompts"] for run in (first, seed11, other)]
    assert said[0]["key"] == said[1]["key"] != said[2]["key"]  # another seed asks the same way
    assert said[2]["fillers"] == ["DATA_DIR: neutral_prose 200 chunks"] and said[2]["data_files"]
    # cre report and the notebook refuse the pool in one line naming both runs.
    assert main(["report", str(first), str(other), "--out", str(tmp_path / "pooled")]) == 4
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"{first} and {other} asked" in err[0] and "with different prompts" in err[0]
    # A glob reads the three in folder-name order, and first and seed11 (one second apart at most)
    # sort by their random suffix: the line names other and whichever of the two it met first.
    names = "|".join(map(re.escape, map(str, runs)))
    with pytest.raises(CreUsageError, match=f"({names}) and ({names}) asked .* with different prompts") as refused:
        pytest_cre.load(cells.path / "reports" / "*")
    named = str(refused.value).split(" asked ")[0].split(" and ")
    assert str(other) in named and ({str(first), str(seed11)} & set(named))
    # A pool of seeds says what it pooled, as a warning and on the results.
    other.rename(tmp_path / other.name)
    with pytest.warns(PoolWarning) as warned:
        results = pytest_cre.load(cells.path / "reports" / "*")
    assert str(warned[0].message) == results.pooled == results.notices[0]
    assert results.pooled.startswith("pooled 2 runs into 8 samples over seeds 11, 42: ")
    assert f"{seed11} (seed 11, 4 samples, complete)" in results.pooled
    assert main(["report", str(first), str(seed11), "--out", str(tmp_path / "seeds")]) == 0
    assert f"cre: {results.pooled}" in capsys.readouterr().err
    assert pytest_cre.load(first).pooled is None  # one run: nothing pooled, nothing said
