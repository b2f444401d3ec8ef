"""How an interrupted run ends (issue 43, point 6): a Ctrl-C or SIGTERM leaves the running
cell's samples on the loop while the session tears down; they met the closed client ("client
has been closed") or the stopped executor ("Executor shutdown has been called") and those
errors were stored as the samples' outcomes. Now closing the runner ends every cell first and
starts none: a sample not answered is missing (a resume asks it), never an error record. And
the summary warns that targets repeat only where answered samples share one."""

from __future__ import annotations

import asyncio
import time

import pandas as pd

from pytest_cre.families.reasoning import ReasoningFamily
from pytest_cre.families.reasoning.tables import repeats_line
from pytest_cre.options import build_settings
from pytest_cre.run.runner import Runner

SCORED = {"ok", "no_answer"}


def test_closing_mid_cell_stores_no_shutdown_error_and_starts_nothing(tmp_path):
    raw = {"n": "8", "tiers": "4k", "fillers": "ws", "positions": "end,middle,start"}
    family = ReasoningFamily()
    extra = {"sim_latency": "200", "concurrency": "2", "cache": "off"}
    settings = build_settings({**raw, **extra}, families={"reasoning": family})
    specs = list(family.expand(settings, family.run_data()))
    records: list[dict] = []

    async def interrupted() -> int:
        sink = tmp_path / "records.jsonl"
        runner = Runner(settings, "t", {"reasoning": family}, records_path=sink, on_record=records.append)
        runner.follow(iter(specs[1:]))
        cell = asyncio.ensure_future(runner.run_cell(specs[0]))
        deadline = time.monotonic() + 60
        while not records:  # mid-cell: one sample answered, the others in flight
            assert time.monotonic() < deadline and not cell.done(), "no sample was answered"
            await asyncio.sleep(0.01)
        # As pytest-asyncio's teardown runs after a KeyboardInterrupt: the cell still pending.
        await runner.aclose()
        await asyncio.gather(cell, return_exceptions=True)
        assert cell.done()
        started = len(runner.progress)
        runner.close()
        return started

    started = asyncio.run(interrupted())
    assert records and len(records) < 8
    bad = [(r["status"], r["error"]) for r in records if r["status"] not in SCORED]
    assert not bad, bad  # never "client has been closed" or "Executor shutdown has been called"
    lines = (tmp_path / "records.jsonl").read_text().splitlines()
    assert len(lines) == len(records)
    assert started <= 2  # the cell, and at most the one queued behind it before the end


def test_the_repeats_warning_counts_only_samples_with_a_target():
    def line(targets: list[str | None]) -> str | None:
        group = pd.DataFrame({"target_id": targets, "correct": [None] * len(targets)})
        columns = ReasoningFamily().reporter.cell_columns(group, group[group["target_id"].notna()])
        not_run = sum(t is None for t in targets)  # a sample never asked is recorded not_run (cells.csv's n_not_run)
        return repeats_line(pd.DataFrame([{"cell_id": "c", "samples": len(targets), "n_not_run": not_run, **columns}]))

    assert line([None] * 50) is None  # a failed or interrupted cell: 50 samples, none asked
    assert line(["a", "b", None, None]) is None  # the answered ones are distinct
    said = line(["a", "a", "b", None])
    assert said is not None and "c: 3 samples of 2 targets" in said
