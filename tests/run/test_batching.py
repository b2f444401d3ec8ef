"""The batch phase's own rules, without a server (issue 45, point 8): which earlier runs'
batches a run resumes, how an ended batch's lines are read and classified into answers and
what the cells send again, what a batch still holds, and how long polling goes on. The runner
is a stand-in holding what the phase reads of it; end to end runs are in tests/endpoints."""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from pytest_cre.endpoints.batches import BatchState, custom_id
from pytest_cre.endpoints.vendors import resolve_model
from pytest_cre.run.batching import HOLD, INPUT_FOLDER, POLL_FAILURES, POLL_FIRST_S, STATE_FILE, BatchPhase

SERVER = "sim://embedded"  # what the response cache calls the embedded sim
URL = "http://127.0.0.1:9/v1"
KEYS = [f"{i:x}" * 64 for i in range(1, 7)]  # response keys (sha256 hex), each its own head


class Runner:
    """What the batch phase reads of a runner: its models, where they are served, the spending
    cap (none), the cache (none) and what it fills in: ``batched`` answers and ``held`` samples."""

    def __init__(self, mode: str = "wait") -> None:
        sim = dataclasses.replace(resolve_model("sim"), batch=True)
        self.models = {"sim": sim, "other": dataclasses.replace(sim, name="other")}
        self.settings = SimpleNamespace(batch_mode=mode, prices=SimpleNamespace(lookup=lambda *_: None), api_key=None)
        self.cache = self.spending = None
        self.stopped_models: dict[str, str] = {}
        self.batched: dict[str, Any] = {}
        self.held: dict[str, str] = {}
        self.clients = self  # the runner's model clients (base_urls) on the same fake

    def cache_identity(self, model: Any) -> list[str]:
        return [SERVER]

    def base_urls(self, model: Any) -> list[str]:
        return [URL]


def entry(batch_id: str | None, keys: list[str], model: str = "sim", **over: Any) -> dict[str, Any]:
    """A batches.json entry as the phase writes one: samples' [key, prompt tokens] by custom_id."""
    samples = {custom_id("cell", i, key): [key, 100] for i, key in enumerate(keys)}
    base = {"model": model, "id": batch_id, "base_url": URL, "server": SERVER, "file": f"{INPUT_FOLDER}/sim.jsonl"}
    return {**base, "requests": len(keys), "bytes": 1, "status": "in_progress", "collected": False,
            "samples": samples, **over}  # fmt: skip


def phase(tmp_path: Path, runner: Runner) -> tuple[BatchPhase, list[str]]:
    said: list[str] = []
    run_dir = tmp_path / "reports" / "now"
    run_dir.mkdir(parents=True, exist_ok=True)
    return BatchPhase(runner, run_dir, tmp_path / "reports", said.append, sleep=lambda s: None), said


def answer(cid: str, content: str = "42") -> dict[str, Any]:
    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "model": "sim",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 1, "total_tokens": 101},
    }
    return {"custom_id": cid, "response": {"status_code": 200, "body": body}}


def earlier_run(tmp_path: Path, name: str, entries: list[dict[str, Any]]) -> Path:
    path = tmp_path / "reports" / name / STATE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": 1, "batches": entries}))
    return path


# --------------------------------------------------------------------------- resuming


def test_an_earlier_runs_batches_are_resumed_only_for_this_runs_model_and_server(tmp_path):
    kept = entry("batch_kept", KEYS[:2])
    earlier_run(
        tmp_path,
        "run1",
        [
            kept,
            entry("batch_done", KEYS[2:3], collected=True),  # collected: nothing left in it
            entry("batch_other", KEYS[3:4], model="other"),  # a model this run does not batch
            # A server read from a file is never asked: the key goes where this run's model is.
            entry("batch_elsewhere", KEYS[4:5], server="https://attacker.example/v1"),
        ],
    )
    step, said = phase(tmp_path, Runner())
    pending = step._pending_keys({"sim"})
    assert pending == {KEYS[0]: kept, KEYS[1]: kept}
    assert said == []


def test_a_batches_json_that_is_not_one_is_named_and_skipped(tmp_path):
    torn = tmp_path / "reports" / "torn" / STATE_FILE
    torn.parent.mkdir(parents=True)
    torn.write_text('{"batches": [')
    earlier_run(tmp_path, "escapes", [entry("batch_x", KEYS[:1], file="batches/../../x.jsonl")])
    earlier_run(tmp_path, "bad-id", [entry("../etc", KEYS[:1])])
    fifo = tmp_path / "reports" / "fifo" / STATE_FILE
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)  # reading it would wait for ever
    step, said = phase(tmp_path, Runner())
    assert step._pending_keys({"sim"}) == {}
    assert sorted(said) == sorted(
        [f"batch: {p} is not a batches.json pytest-cre wrote: its batches are not collected" for p in
         (torn, tmp_path / "reports/escapes" / STATE_FILE, tmp_path / "reports/bad-id" / STATE_FILE)]
        + [f"batch: {fifo} is not a regular file (a link, a FIFO or a device): its batches are not collected; "
           "remove it, or put back the batches.json that run wrote"]
    )  # fmt: skip


def test_this_runs_own_batches_json_is_not_an_earlier_run(tmp_path):
    step, _said = phase(tmp_path, Runner())
    step.state_path.write_text(json.dumps({"schema": 1, "batches": [entry("batch_mine", KEYS[:1])]}))
    assert step._pending_keys({"sim"}) == {}


# --------------------------------------------------------------------------- reading lines


def test_an_ended_batchs_lines_are_answers_or_named_reasons_for_the_cells_to_send_again(tmp_path):
    """An offline runner's output file (read as a server's results are): a good line is an
    answer; a line said twice, one whose custom_id does not carry its sample's key, a failed
    line and a missing one are counted by reason and left to the cells; lines of no sample of
    this batch, and lines that are not JSON, are not its lines."""
    runner = Runner("submit")
    step, said = phase(tmp_path, runner)
    offline = entry(None, KEYS[:5], status="written")
    good, twice, swapped, failed, _missing = offline["samples"]
    swapped_id = custom_id("cell", 2, KEYS[5])  # batches.json's sample 2 under another key's id
    offline["samples"] = {**{k: v for k, v in offline["samples"].items() if k != swapped}, swapped_id: [KEYS[2], 100]}
    lines = [
        answer(good),
        answer(twice, "1"),
        answer(twice, "2"),
        answer(swapped_id),
        {"custom_id": failed, "response": {"status_code": 400, "body": {"error": {"message": "bad"}}}},
        answer(custom_id("cell", 9, KEYS[5])),  # no sample of this batch
    ]
    output = step.run_dir / INPUT_FOLDER / "sim.output.jsonl"
    output.parent.mkdir()
    output.write_bytes(b"".join(json.dumps(x).encode() + b"\n" for x in lines) + b"not json\n")
    step.entries = [offline]
    step._follow()
    assert list(runner.batched) == [KEYS[0]] and runner.batched[KEYS[0]].response == "42"
    assert offline["collected"] is True and offline["answered"] == 1
    assert offline["failed"] == {
        "custom_id said twice": 1,
        "custom_id not its sample's key": 1,
        "bad_request": 1,
        "no line": 1,
    }
    assert said == [
        "batch: sim: file:sim.output.jsonl completed: 1 of 5 answered; 4 not (1 custom_id said twice, "
        "1 custom_id not its sample's key, 1 bad_request, 1 no line): the cells send those synchronously"
    ]
    assert runner.held == {}  # collected: nothing held


def test_an_output_file_collected_with_no_batch_to_poll_is_marked_collected(tmp_path):
    step, _said = phase(tmp_path, Runner("files"))
    offline = entry(None, KEYS[:1], status="written")
    output = step.run_dir / INPUT_FOLDER / "sim.output.jsonl"
    output.parent.mkdir()
    output.write_text(json.dumps(answer(next(iter(offline["samples"])))) + "\n")
    step.entries = [offline]
    step._follow()
    assert offline["collected"] is True
    assert json.loads(step.state_path.read_text())["batches"][0]["collected"] is True


def test_an_output_file_that_leads_out_of_its_run_folder_is_not_read(tmp_path):
    runner = Runner("submit")
    step, said = phase(tmp_path, runner)
    outside = tmp_path / "elsewhere.jsonl"
    outside.write_text(json.dumps(answer(custom_id("cell", 0, KEYS[0]))) + "\n")
    (step.run_dir / INPUT_FOLDER).mkdir()
    (step.run_dir / INPUT_FOLDER / "sim.output.jsonl").symlink_to(outside)
    step.entries = [entry(None, KEYS[:1], status="written")]
    step._follow()
    output = step.run_dir / INPUT_FOLDER / "sim.output.jsonl"
    assert said == [f"batch: {output} leads out of its run folder: not read (its samples wait)"]
    assert runner.batched == {} and list(runner.held) == [KEYS[0]]


# --------------------------------------------------------------------------- holding and polling


def test_what_a_batch_still_holds_is_held_with_the_command_that_collects_it(tmp_path):
    runner = Runner("submit")
    step, _said = phase(tmp_path, runner)
    submitted = entry("batch_abc", KEYS[:2], status="in_progress")
    offline = entry(None, KEYS[2:3], status="written")
    step._hold(
        [
            (submitted, step.run_dir),
            (offline, step.run_dir),
            (entry("batch_x", KEYS[3:4], collected=True), step.run_dir),
        ]
    )
    output = step.run_dir / INPUT_FOLDER / "sim.output.jsonl"
    held = HOLD.format(id="batch_abc", status="in_progress")
    write = f"not answered yet: write {output} (vllm run-batch) and run the same command again"
    assert runner.held == {KEYS[0]: held, KEYS[1]: held, KEYS[2]: f"in batch input sim.jsonl, {write}"}
    assert HOLD.format(id="batch_abc", status="in_progress").startswith("in batch batch_abc (in_progress)")


class Unreadable:
    """A batch API whose state cannot be read: a server that never answers."""

    secrets: tuple = ()

    def __init__(self) -> None:
        self.asked = 0

    def state(self, batch_id: str) -> BatchState:
        self.asked += 1
        raise TimeoutError("read timed out")

    def describe(self, exc: BaseException) -> str:
        return f"{type(exc).__name__}: {exc}"

    def close(self) -> None:
        pass


@pytest.mark.parametrize(("mode", "asked"), [("wait", POLL_FAILURES), ("submit", 1)])
def test_a_batch_whose_state_cannot_be_read_is_left_for_a_later_run(tmp_path, mode, asked):
    """``wait`` asks again, each wait twice the last, up to POLL_FAILURES in a row; ``submit``
    asks once. Either way its samples are held (never sent twice), not waited on for ever."""
    runner = Runner(mode)
    step, said = phase(tmp_path, runner)
    slept: list[float] = []
    step.sleep = slept.append
    api = Unreadable()
    step._apis[("sim", URL)] = api
    step.entries = [entry("batch_slow", KEYS[:3])]
    step._follow()
    assert api.asked == asked
    assert slept == [POLL_FIRST_S * 2**i for i in range(asked - 1)]
    times = f"; {asked} times in a row" if asked > 1 else ""
    assert said[-1] == (
        f"batch: batch_slow: its state could not be read (TimeoutError: read timed out{times}): its 3 samples "
        "are left for a later run of the same command (nothing is sent twice)"
    )
    assert sorted(runner.held) == sorted(KEYS[:3])
