"""No record is ever lost or counted twice: records.jsonl is append-only (Ctrl-C, a killed
xdist worker, a failed cell), runs that did not finish say so everywhere with the command to
resume, and ``cre report`` counts each sample once and never writes into a run's folder."""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import SMALL_WS, default_signals, run_records

from pytest_cre.cli import main

SLOW = [
    "--cre-n",
    "12",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-sim-latency",
    "300",
    "--cre-concurrency",
    "3",
    "-p",
    "no:cacheprovider",
]


def _interrupt(cells: pytest.Pytester, *args: str, after: int = 5) -> tuple[Path, list[str], str]:
    """Run pytest in a subprocess that sends itself SIGINT when the ``after``-th sample finishes
    (provably mid-cell: never a race with a sleep): the run folder, the lines appended before
    the signal, and the output."""
    cells.makeconftest(f"""
import os, signal
from pathlib import Path
finished = []
def pytest_cre_record(record):
    finished.append(record)
    if len(finished) == {after} and not Path("seen.txt").exists():  # once: a rerun goes on
        # The hook sees a record before it is appended: the lines so far are final.
        files = list(Path("reports").glob("2*/records.jsonl"))
        Path("seen.txt").write_text(files[0].read_text() if files else "")
        os.kill(os.getpid(), signal.SIGINT)
""")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", *args],
        cwd=cells.path,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=300,
        preexec_fn=default_signals,
    )
    out = proc.stdout
    assert proc.returncode == pytest.ExitCode.INTERRUPTED, out
    seen = (cells.path / "seen.txt").read_text().split("\n")[:-1]
    assert len(seen) == after - 1, out
    return next((cells.path / "reports").glob("2*/records.jsonl")).parent, seen, out


@pytest.mark.parametrize("cache", ["on", "off"])
def test_ctrl_c_keeps_every_appended_record_and_says_how_to_resume(cells, cache):
    run, seen, out = _interrupt(cells, *SLOW, "--cre-cache", cache)
    kept = (run / "records.jsonl").read_text().splitlines()
    assert seen and kept[: len(seen)] == seen  # nothing rewritten, nothing truncated
    assert json.loads((run / "run.json").read_text())["status"] == "interrupted"
    # Every output says so, with the command to run again.
    hint = (
        "(finished samples come from the cache)"
        if cache == "on"
        else "(the cache was off: every sample is asked again)"
    )
    md = (run / "summary.md").read_text()
    assert "INTERRUPTED" in md and hint in md and "to resume, run `pytest " in md.lower()
    assert json.loads((run / "summary.json").read_text())["meta"]["status"] == "interrupted"
    assert 'class="run-status"' in (run / "report.html").read_text()
    assert "INTERRUPTED" in out and out.rstrip().splitlines()[-1].startswith(
        f"pytest-cre: run {run.name} is interrupted"
    )
    # Ctrl-C is no error of the code: no traceback, not even the sim's hung-up connections.
    assert "Traceback" not in out and "ConnectionResetError" not in out and "INTERNALERROR" not in out
    # The cut cell reads as incomplete, and its records are in the tables.
    assert json.loads((run / "run.json").read_text())["incomplete_cells"]
    rows = list(csv.DictReader(Path(run / "cells.csv").read_text().splitlines()))
    assert sum(int(r["samples"]) for r in rows) == len(kept)
    # cells.csv counts the samples the cut cells never recorded; the tables mark them with the
    # report page's dagger, and say what it means.
    cut = [r for r in rows if int(r["missing"])]
    assert cut and all(r["incomplete"] == "True" and int(r["samples"]) + int(r["missing"]) == 12 for r in cut)
    assert "\u2020" in md and "marks: * significant after correction; \u2020 incomplete" in md
    # A re-analysis of it stays marked, with the same missing samples.
    assert main(["report", str(run), "--out", str(cells.path / "again")]) == 0
    assert "INTERRUPTED" in (cells.path / "again" / "summary.md").read_text()
    again = list(csv.DictReader(Path(cells.path / "again" / "cells.csv").read_text().splitlines()))
    assert [(r["cell_id"], r["missing"]) for r in again] == [(r["cell_id"], r["missing"]) for r in rows]
    if cache == "on":  # resumed: the crashed run and its rerun pooled count each sample once
        # The same cache as the cut run (``--cre-cache on`` names a cache file "on"): without it
        # the rerun asked every sample again, and the sim's timing-dependent cached_tokens made
        # the pooled tables differ from the rerun's now and then.
        rerun = subprocess.run(
            [sys.executable, "-m", "pytest", *SLOW, "--cre-cache", cache, "--cre-sim-latency", "0"],
            cwd=cells.path,
            capture_output=True,
            text=True,
        )
        assert rerun.returncode == 0, rerun.stdout
        new = (cells.path / "reports/latest").resolve()
        assert json.loads((new / "run.json").read_text())["status"] == "complete"
        answered_before = {
            json.loads(line)["sample"] for line in kept if json.loads(line)["cell_id"].endswith("end-ws-4k-sim")
        }
        assert all(
            r["from_cache"]
            for r in run_records(new)
            if r["cell_id"].endswith("end-ws-4k-sim") and r["sample"] in answered_before
        )
        assert main(["report", str(new), "--out", str(cells.path / "alone")]) == 0
        assert main(["report", *map(str, (cells.path / "reports").iterdir()), "--out", str(cells.path / "all")]) == 0

        def table(folder: str, name: str) -> list[dict[str, str]]:
            # from_cache says where each kept answer came from (the cut run asked it, the rerun
            # read it back): the same sample either way, counted once.
            return [
                {k: v for k, v in row.items() if k != "from_cache"}
                for row in csv.DictReader(Path(cells.path / folder / name).read_text().splitlines())
            ]

        for name in ("cells.csv", "drops.csv"):
            assert table("all", name) == table("alone", name)


@pytest.mark.parametrize("again", [False, True], ids=["once", "twice"])
def test_ctrl_c_while_the_reports_are_written_leaves_a_consistent_run(cells, again):
    # The first Ctrl-C lands as summary.md is about to be written; with "twice", a second one
    # lands while run.json records the interruption.
    cells.makeconftest(f"""
import os, signal
import pytest_cre.report.files as files
import pytest_cre.run.run_folder as store
write, write_run = files.atomic_write, store.atomic_write
def interrupting(path, text):
    if path.name == "summary.md":
        os.kill(os.getpid(), signal.SIGINT)
    write(path, text)
def interrupting_run_json(path, text):
    if {again} and '"interrupted"' in text:
        os.kill(os.getpid(), signal.SIGINT)
    write_run(path, text)
files.atomic_write, store.atomic_write = interrupting, interrupting_run_json
""")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", *SMALL_WS],
        cwd=cells.path,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=300,
        preexec_fn=default_signals,
    )
    out = proc.stdout
    assert proc.returncode == pytest.ExitCode.INTERRUPTED, out
    assert "Traceback" not in out and "KeyboardInterrupt" not in out, out
    run = (cells.path / "reports").glob("2*/run.json").__next__().parent
    meta = json.loads((run / "run.json").read_text())
    assert meta["status"] == "interrupted" and "to resume, run `pytest " in meta["resume"]
    # Whole or absent: what was written before the signal is there, nothing half-written.
    names = {p.name for p in run.iterdir()}
    assert {"records.jsonl", "cells.csv", "drops.csv"} <= names and "summary.md" not in names
    assert not [n for n in names if ".tmp" in n]
    assert len(list(csv.DictReader(Path(run / "cells.csv").read_text().splitlines()))) == 2
    assert f"cre report {os.path.relpath(run, cells.path)}" in out
    assert out.rstrip().splitlines()[-1].startswith(f"pytest-cre: run {run.name} is interrupted")
    # The records are whole (every cell had finished): the reports rebuild from them, complete.
    assert main(["report", str(run), "--out", str(cells.path / "again")]) == 0
    md = (cells.path / "again" / "summary.md").read_text()
    assert "INTERRUPTED" not in md and "| sim | arith | ws | 4k |" in md


def test_a_killed_xdist_worker_leaves_a_partial_run_with_its_records(cells):
    # The third of the middle cell's samples to finish (whichever it is: they finish in any
    # order) kills its worker (kill -9 has the same effect) before that sample is appended.
    cells.makeconftest("""
import os
finished = []
def pytest_cre_record(record):
    if record["cell_id"].startswith("arith-middle"):
        finished.append(record["sample"])
        if len(finished) == 3:
            os._exit(1)
""")
    result = cells.runpytest_subprocess(*SMALL_WS, "-n", "2", "--cre-sim-latency", "0")
    run = (cells.path / "reports/latest").resolve()
    recs = run_records(run)
    middle = [r for r in recs if r["cell_id"].startswith("arith-middle")]
    assert len(middle) == 2  # what the dead worker appended is kept, and nothing after it
    meta = json.loads((run / "run.json").read_text())
    assert meta["status"] == "partial" and any(c.startswith("arith-middle") for c in meta["incomplete_cells"])
    assert "PARTIAL" in (run / "summary.md").read_text()
    result.stdout.fnmatch_lines(["PARTIAL: *incomplete cells: arith-middle*"])


def test_a_failed_cell_cancels_its_samples_and_records_them_as_not_run(cells):
    cells.makeconftest("""
def pytest_cre_record(record):
    if record["cell_id"].startswith("arith-middle") and record["sample"] == 1:
        raise RuntimeError("a broken hook")
""")
    result = cells.runpytest(
        "--cre-n",
        "8",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-sim-latency",
        "100",
        "--cre-concurrency",
        "2",
        "-p",
        "no:cacheprovider",
    )
    result.assert_outcomes(passed=1, failed=1, skipped=1)  # end passes, middle fails, its drop item skips
    result.stdout.fnmatch_lines(["*RuntimeError*a broken hook*"])
    run = (cells.path / "reports/latest").resolve()
    middle = [r for r in run_records(run) if r["cell_id"].startswith("arith-middle")]
    assert sorted(r["sample"] for r in middle) == list(range(8))  # each sample once: answered or not run
    not_run = [r for r in middle if r["status"] == "not_run"]
    assert not_run and all("sample 1 of this cell failed" in r["error"] or r["sample"] == 1 for r in not_run)
    assert all(r["position"] == "middle" for r in middle)  # placed in the tables like the others
    assert not any("closed" in (r.get("error") or "") for r in run_records(run))  # no stray late record
    assert json.loads((run / "run.json").read_text())["status"] == "partial"
    assert not any(line.startswith("stopped:") for line in result.outlines)  # failed, not stopped


def test_cre_report_counts_each_sample_once(cells, tmp_path, capsys):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    run = (cells.path / "reports/latest").resolve()
    assert main(["report", str(run), "--out", str(tmp_path / "one")]) == 0
    # `reports/*` names latest (the same run) too; giving a run twice is no second sample.
    sources = sorted(str(p) for p in (cells.path / "reports").iterdir())
    assert len(sources) == 2
    assert main(["report", *sources, "--out", str(tmp_path / "glob")]) == 0
    assert "latest is " in capsys.readouterr().err  # read once
    copy = tmp_path / "copy.jsonl"  # the same samples in another file: pooled, each counted once
    copy.write_bytes((run / "records.jsonl").read_bytes())
    assert main(["report", str(run), str(copy), "--out", str(tmp_path / "twice")]) == 0
    assert "each counted once" in capsys.readouterr().err
    for name in ("cells.csv", "drops.csv"):
        one = (tmp_path / "one" / name).read_text()
        assert (tmp_path / "glob" / name).read_text() == one == (tmp_path / "twice" / name).read_text()


def test_cre_report_compare_counts_each_earlier_sample_once(cells, tmp_path):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    run = (cells.path / "reports/latest").resolve()
    doubled = tmp_path / "doubled.jsonl"  # a run pooled with its resume: every sample twice
    doubled.write_text((run / "records.jsonl").read_text() * 2)

    def compared(previous, out):
        assert main(["report", str(run), "--compare", str(previous), "--out", str(tmp_path / out)]) == 0
        text = (tmp_path / out / "summary.md").read_text()
        return text[text.index("## Change against the previous run") :]

    assert compared(doubled, "doubled") == compared(run / "records.jsonl", "once")


def test_reanalysis_never_writes_into_a_run_folder(cells, tmp_path, capsys):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    run = (cells.path / "reports/latest").resolve()
    before = {str(p.relative_to(run)): p.read_bytes() for p in run.rglob("*") if p.is_file()}
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    other = (cells.path / "reports/latest").resolve()
    assert main(["report", str(run), "--out", str(other)]) == 4
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "holds a run" in err[0]
    # By default: a new folder named after the run and the policy, the run id in its title.
    assert main(["report", str(run), "--correction", "none"]) == 0
    out = capsys.readouterr().out
    assert "end" in out and "sig:" in out  # the table it built
    rebuilt = next(line for line in out.splitlines() if line.startswith("rebuilt "))
    # Files in the folder by name; those in its subfolders (a pool's hundreds of sample files)
    # as the folder and their count.
    assert re.fullmatch(
        r"rebuilt cells\.csv, drops\.csv, figures/ \(\d+ files?\), summary\.json, summary\.md, report\.html in .*",
        rebuilt,
    )
    new = run.parent / f"{run.name}--correction-none"
    assert (new / "summary.md").read_text().startswith(f"# pytest-cre summary: {run.name}")
    assert json.loads((new / "summary.json").read_text())["meta"]["correction"] == "none"
    assert {str(p.relative_to(run)): p.read_bytes() for p in run.rglob("*") if p.is_file()} == before
    assert main(["report", str(run), "--correction", "none"]) == 0  # its own folder may be rebuilt
    assert main(["report", str(cells.path / "reports/latest"), "--alpha", "0.05"]) == 0  # named after the run
    assert (other.parent / f"{other.name}--alpha-0.05" / "cells.csv").is_file()
    # Another policy is another folder: a plain rebuild never overwrites a limit-hits one.
    assert main(["report", str(run), "--limit-hits", "exclude"]) == 0
    assert main(["report", str(run)]) == 0
    assert (
        json.loads((run.parent / f"{run.name}--limit_hits-exclude" / "summary.json").read_text())["meta"]["limit_hits"]
        == "exclude"
    )
    assert (run.parent / f"{run.name}--rebuilt" / "summary.json").is_file()


def test_selecting_some_targets_of_a_cell_is_a_complete_run(recall_cells):
    """A recall cell's items are its targets: a run of some of them is complete, not partial."""
    args = ["--cre-corpora", "http_server", "--cre-recall-k", "4", "--cre-sim-latency", "0", "-p", "no:cacheprovider"]
    ids = [
        line for line in recall_cells.runpytest("--collect-only", "-q", *args).stdout.lines if "test_recall[" in line
    ]
    assert len(ids) == 4
    result = recall_cells.runpytest(*args, "-k", ids[0].rsplit("[", 1)[1].rstrip("]"))
    result.assert_outcomes(passed=1)
    run = (recall_cells.path / "reports/latest").resolve()
    assert json.loads((run / "run.json").read_text())["status"] == "complete"
    assert "PARTIAL" not in result.stdout.str()


def test_dedupe_keeps_one_record_per_sample_and_never_an_unanswered_one_over_an_answer():
    from pytest_cre.core.record import dedupe

    def rec(sample, status, answer, seed=1, run="a"):
        return {"run_id": run, "cell_id": "c", "seed": seed, "sample": sample, "status": status, "answer": answer}

    records = [
        rec(0, "ok", "1"),
        rec(1, "not_run", None),
        rec(0, "ok", "2", run="b"),  # a rerun answers again
        rec(1, "ok", "3", run="b"),
        rec(1, "not_run", None, run="c"),
        rec(0, "ok", "4", seed=2),
    ]
    kept, collapsed = dedupe(records)
    assert collapsed == 3
    assert [(r["seed"], r["sample"], r["answer"]) for r in kept] == [(1, 0, "2"), (1, 1, "3"), (2, 0, "4")]


def test_a_run_with_a_failed_cell_re_analyses_and_pools_whole_with_its_rerun(cells, capsys):
    # A raising pytest_cre_record hook fails the middle cell: its unanswered samples are
    # recorded not_run, with the versions of what they would have sent.
    cells.makeconftest("""
from pathlib import Path
seen = []
def pytest_cre_record(record):
    seen.append(record)
    if len(seen) == 3 and not Path("once").exists():
        Path("once").write_text("")
        raise RuntimeError("a hook that breaks")
""")
    first = cells.runpytest_subprocess(*SMALL_WS, "--cre-sim-latency", "0")
    run = (cells.path / "reports/latest").resolve()
    assert json.loads((run / "run.json").read_text())["status"] == "partial", first.stdout.str()
    recs = run_records(run)
    not_run = [r for r in recs if r["status"] == "not_run"]
    assert not_run and all(r["template_version"] == "cre-prompt-v1" for r in not_run)
    assert main(["report", str(run), "--out", str(cells.path / "alone")]) == 0  # no --any-version
    assert "PARTIAL" in (cells.path / "alone" / "summary.md").read_text()
    cells.runpytest_subprocess(*SMALL_WS, "--cre-sim-latency", "0").assert_outcomes(passed=3)
    rerun = (cells.path / "reports/latest").resolve()
    capsys.readouterr()
    assert main(["report", str(run), str(rerun), "--out", str(cells.path / "pooled")]) == 0
    out = capsys.readouterr().out
    md = (cells.path / "pooled" / "summary.md").read_text()
    assert "PARTIAL" not in md + out and "INTERRUPTED" not in md + out and "incomplete" not in out
