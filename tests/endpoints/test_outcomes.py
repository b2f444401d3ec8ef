"""Every outcome class end to end: the sim injects the fault over real HTTP, the client
classifies (and retries what is transient), the record keeps it, the summary excludes it."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import run_records
from invariance import stable_bytes

BASE = [
    "--cre-n",
    "4",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-positions",
    "end",
    "--cre-backoff",
    "0",
    "--cre-cache",
    "off",
    "-p",
    "no:cacheprovider",
]


@pytest.mark.parametrize(
    ("faults", "extra", "status", "attempts"),
    [
        ("quota:1", [], "quota", 1),  # not retried
        ("402:1", [], "quota", 1),
        ("500:1", ["--cre-max-attempts", "3"], "server_error", 3),  # retried, then recorded
        ("503:1,retry_after=0", ["--cre-max-attempts", "2"], "server_error", 2),
        ("429:1,retry_after=0", ["--cre-max-attempts", "2"], "rate_limited", 2),
        ("timeout:1,timeout_s=5", ["--cre-timeout", "0.3", "--cre-max-attempts", "1"], "timeout", 1),
        ("malformed:1", ["--cre-max-attempts", "2"], "bad_response", 2),
        ("nochoices:1", ["--cre-max-attempts", "1"], "bad_response", 1),
        ("overflow,context=2048", [], "context_overflow", 1),
    ],
)
def test_failed_samples_are_recorded_not_scored(cells, faults, extra, status, attempts):
    result = cells.runpytest("--cre-sim-faults", faults, *BASE, *extra)
    result.assert_outcomes(failed=1)  # no sample answered: the cell says why, in one line
    result.stdout.fnmatch_lines([f"*arith-end-ws-4k-sim: no sample got an answer ({status}*"])
    assert "Traceback" not in result.stdout.str()
    recs = run_records(cells.path / "reports/latest")
    # A quota answer stops the model: samples that had not been sent yet are not_run.
    sent = [r for r in recs if r["status"] != "not_run"]
    if status == "quota":
        assert sent and all(r["status"] == "quota" for r in sent)
        assert all("top up" in r["error"] for r in recs if r["status"] == "not_run")
    else:
        assert [r["status"] for r in recs] == [status] * 4
    assert all(r["attempts"] == attempts and len(r["attempt_log"]) == attempts for r in sent)
    assert all(r["correct"] is None for r in recs)
    row = next(csv.DictReader(Path(cells.path / "reports/latest/cells.csv").read_text().splitlines()))
    assert (row["n"], row["samples"], row["incomplete"], row[f"n_{status}"]) == ("0", "4", "True", str(len(sent)))


@pytest.mark.parametrize("faults", ["length:1", "empty:1"])
def test_limit_hits_are_counted_wrong_and_the_policy_is_stated(cells, faults):
    result = cells.runpytest("--cre-sim-faults", faults, *BASE)
    result.assert_outcomes(passed=1)  # a limit hit is the model's failure: measured, not missing
    result.stdout.fnmatch_lines(["*limit hits (generation stopped at the token limit): counted wrong, in n*"])
    recs = run_records(cells.path / "reports/latest")
    assert all(r["status"] == "truncated" and r["finish_reason"] == "length" and r["maxgen_hit"] for r in recs)
    if faults.startswith("empty"):
        assert all(not r["response"] and r["reasoning"] for r in recs)  # budget spent thinking
    row = next(csv.DictReader(Path(cells.path / "reports/latest/cells.csv").read_text().splitlines()))
    assert (row["n"], row["k"], row["limit_hits"], row["incomplete"]) == ("4", "0", "4", "False")


def test_limit_hits_excluded_on_request(cells):
    cells.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\ncre_limit_hits = exclude\n")
    result = cells.runpytest("--cre-sim-faults", "length:1", *BASE)
    result.assert_outcomes(failed=1)  # nothing left in n: the cell says why
    result.stdout.fnmatch_lines(["*left out of n (--cre-limit-hits exclude*"])
    row = next(csv.DictReader(Path(cells.path / "reports/latest/cells.csv").read_text().splitlines()))
    assert (row["n"], row["limit_hits"], row["incomplete"]) == ("0", "4", "True")


def test_cre_report_applies_either_limit_hit_policy(cells, tmp_path):
    from pytest_cre.cli import main

    cells.runpytest("--cre-sim-faults", "length:0.5", *BASE, "--cre-n", "8")
    run = cells.path / "reports/latest"
    for policy in ("exclude", "wrong"):
        assert main(["report", str(run), "--out", str(tmp_path / policy), "--limit-hits", policy]) == 0
        row = next(csv.DictReader(Path(tmp_path / policy / "cells.csv").read_text().splitlines()))
        hits = int(row["limit_hits"])
        assert 0 < hits < 8 and int(row["n"]) == (8 - hits if policy == "exclude" else 8)
        assert f'"limit_hits": "{policy}"' in (tmp_path / policy / "summary.json").read_text()


def test_transient_errors_are_retried_until_they_pass(cells):
    result = cells.runpytest(
        "--cre-sim-faults", "429:0.5,500:0.2,retry_after=0", *BASE, "--cre-n", "12", "--cre-max-attempts", "8"
    )
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert all(r["status"] == "ok" for r in recs)
    retried = [r for r in recs if r["attempts"] > 1]
    assert retried and all(r["attempt_log"][0]["status"] in ("rate_limited", "server_error") for r in retried)


def test_partial_failures_mark_the_cell_incomplete(cells):
    # (500, not quota: a quota answer stops the model, see test_fatal.py)
    result = cells.runpytest(
        "--cre-sim-faults",
        "500:0.5",
        *BASE,
        "--cre-n",
        "10",
        "--cre-max-attempts",
        "1",
        "--cre-positions",
        "end,middle",
    )
    result.assert_outcomes(passed=3)
    # The same mark as the report page (a dagger, not the "*" of significance), and its legend.
    result.stdout.fnmatch_lines(
        [
            "*(*/*)\u2020*(*/*)\u2020*",
            "marks: * significant after correction; \u2020 incomplete: some samples not scored (an endpoint outcome*",
        ]
    )
    rows = list(csv.DictReader(Path(cells.path / "reports/latest/cells.csv").read_text().splitlines()))
    for row in rows:
        assert row["incomplete"] == "True" and int(row["n"]) + int(row["n_server_error"]) == 10


def test_silent_truncation_is_flagged(cells):
    result = cells.runpytest(*BASE)
    result.assert_outcomes(passed=1)
    assert not any(r["truncation_suspect"] for r in run_records(cells.path / "reports/latest"))
    # A model whose threshold says the server must report more than we sent: every sample is
    # then "reported far shorter than assembled", flagged and warned about, never excluded.
    cells.makeconftest("""
import dataclasses
def pytest_cre_models(registry):
    registry["sim"] = dataclasses.replace(registry["sim"], truncation_ratio=1.5)
""")
    result = cells.runpytest(*BASE)
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert all(r["truncation_suspect"] and r["status"] == "ok" for r in recs)
    result.stdout.fnmatch_lines(["*warning: 4 samples were reported far shorter than assembled*"])


def test_replicas_share_the_load(tmp_path):
    import asyncio

    from pytest_cre.endpoints.client import ModelClient
    from pytest_cre.endpoints.vendors import resolve_model
    from pytest_cre.families.reasoning.sim import AnswerBook
    from pytest_cre.sim.server import start_sim

    servers = [start_sim([AnswerBook()], latency=0.05) for _ in range(2)]
    try:
        model = resolve_model("vllm:sim", base_url=",".join(s.url for s in servers))
        assert len(model.base_urls) == 2

        async def run():
            client = ModelClient(model, list(model.base_urls), None, concurrency=8)
            out = await asyncio.gather(
                *(
                    client.complete([{"role": "user", "content": f"q{i}"}], client.key(f"{i:064x}", 0, i))
                    for i in range(16)
                )
            )
            await client.close()
            return out

        results = asyncio.run(run())
        used = {r.endpoint for r in results}
        assert used == {s.url for s in servers}
        counts = [s.stats()["requests"] for s in servers]
        assert min(counts) >= 6  # least-outstanding keeps both busy
    finally:
        for s in servers:
            s.stop()


def test_kill_9_then_rerun_resumes_without_repeating_requests(cells):
    args = [
        sys.executable,
        "-m",
        "pytest",
        "test_reasoning.py",
        "--cre-n",
        "8",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws,qo_v2",
        "--cre-positions",
        "end,middle",
        "--cre-concurrency",
        "2",
        "--cre-sim-latency",
        "150",
        "-p",
        "no:cacheprovider",
        "-q",
    ]
    (cells.path / "test_reasoning.py").write_text((cells.path / "test_cells.py").read_text())
    (cells.path / "test_cells.py").unlink()
    proc = subprocess.Popen(
        args, cwd=cells.path, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 60
    run_dirs = []
    while time.monotonic() < deadline:
        run_dirs = [p for p in (cells.path / "reports").glob("2*") if (p / "records.jsonl").exists()]
        if run_dirs and len((run_dirs[0] / "records.jsonl").read_text().splitlines()) >= 6:
            break
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    killed = run_dirs[0]
    done_before = {
        (r["cell_id"], r["sample"])
        for r in (json.loads(x) for x in (killed / "records.jsonl").read_text().splitlines())
    }
    assert 6 <= len(done_before) < 32
    assert json.loads((killed / "run.json").read_text())["status"] == "in_progress"

    rerun = subprocess.run(args, cwd=cells.path, capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stdout[-2000:]
    again = run_records(cells.path / "reports/latest")
    assert len(again) == 32
    from_cache = {(r["cell_id"], r["sample"]) for r in again if r["from_cache"]}
    assert done_before <= from_cache  # nothing that had finished was asked again

    fresh = subprocess.run(
        [*args, "--cre-cache", "off", "--cre-report-dir", "fresh"],
        cwd=cells.path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert fresh.returncode == 0
    for name in ("cells.csv", "drops.csv"):
        # How many answers came from the cache, and the sim's prefix-cache hits, are facts of
        # each run; every measured figure is the same.
        assert stable_bytes(cells.path / "reports/latest" / name) == stable_bytes(cells.path / "fresh/latest" / name)


def test_cre_max_tokens_caps_every_request_from_the_command_line(cells):
    """A new user against a slow server had no way to cap generation but a model file."""
    cells.runpytest("--cre-max-tokens", "5", *BASE).assert_outcomes(passed=1)
    records = run_records(cells.path / "reports/latest")
    assert {(r["status"], r["completion_tokens"]) for r in records} == {("truncated", 5)}  # sim cut at 5
    settings = json.loads((cells.path / "reports/latest/run.json").read_text())["settings"]
    assert settings["models"][0]["max_output_tokens"] == 5
    result = cells.runpytest("--cre-max-tokens", "0", *BASE)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--cre-max-tokens*"])
