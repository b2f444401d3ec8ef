"""The sim's batches outlive the sim: ``--cre-batch submit`` against the embedded sim submits
once, and the same command, in a later process with a new sim on a new port, collects what
the first submitted (as against a vendor); the line after submitting counts the requests
submitted, not "0 of 0"; ``cre sim --log`` logs batch lines as it logs chats."""

from __future__ import annotations

import json
import time
from pathlib import Path

from helpers import SMALL_WS, run_records

from pytest_cre.analysis.tables import by_batch
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.sim.options import parse_faults
from pytest_cre.sim.server import start_sim


def test_submit_then_the_same_command_collects_from_the_next_runs_sim(cells):
    first = cells.runpytest(*SMALL_WS, "--cre-batch", "submit")
    first.assert_outcomes(skipped=3)
    out = first.stdout.str()
    assert "submitted 8 requests in 1 batch" in out
    assert "0 of 0 requests" not in out and "of 8 requests done" in out
    run = (cells.path / "reports" / "latest").resolve()
    (entry,) = json.loads((run / "batches.json").read_text())["batches"]
    assert entry.get("server") == "sim://embedded" and not entry["collected"]
    kept = cells.path / ".cre-cache" / "responses.sqlite-sim-batches"  # store_folder(the cache)
    assert (kept / f"{entry['id']}.json").is_file()  # beside the cache, not in the dead sim

    second = cells.runpytest(*SMALL_WS, "--cre-batch", "submit")  # a new process, a new sim, a new port
    # What the second run said of its batches, in the failure's own line: a CI log keeps only a
    # part of the captured output, and this failed once there (skipped 3) and never here since.
    said = [line for line in second.stdout.lines if line.startswith(("batch:", "not scored:", "PARTIAL"))]
    assert second.parseoutcomes().get("passed") == 3, said
    second.assert_outcomes(passed=3)
    second.stdout.fnmatch_lines(
        [
            "batch: sim: nothing to submit (8 in earlier runs' batches)",
            "batch: sim: batch_* completed: 8 of 8 answered",
            "*8 answered by 1 batch*, 0 sent synchronously",
        ]
    )
    records = run_records(cells.path / "reports" / "latest")
    assert len(records) == 8 and all(by_batch(r) == entry["id"] for r in records)
    assert json.loads((run / "batches.json").read_text())["batches"][0]["collected"] is True

    third = cells.runpytest(*SMALL_WS, "--cre-batch", "submit")  # nothing left: nothing submitted again
    third.assert_outcomes(passed=3)
    third.stdout.fnmatch_lines(["batch: sim: nothing to submit (8 answered before (the cache))"])


def _form(content: bytes) -> tuple[str, bytes]:
    boundary = "b0undary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nbatch\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="in.jsonl"\r\n'
            "Content-Type: application/jsonl\r\n\r\n"
        ).encode()
        + content
        + f"\r\n--{boundary}--\r\n".encode()
    )
    return f"multipart/form-data; boundary={boundary}", body


def test_a_kept_batch_ends_in_the_next_store_on_its_own_clock(tmp_path: Path):
    from pytest_cre.sim.batches import BatchStore

    answered: list[str] = []

    def answer(body: bytes, batch_id: str, custom_id: str) -> tuple[int, bytes]:
        answered.append(custom_id)
        return 200, b'{"ok": true}'

    line = {"custom_id": "c1", "method": "POST", "url": "/v1/chat/completions", "body": {"model": "sim"}}
    first = BatchStore(answer, process_s=0.3, expire=None, folder=tmp_path)
    _status, meta = first.upload(*_form(json.dumps(line).encode() + b"\n"))
    _status, batch = first.create(json.dumps({"input_file_id": meta["id"], "endpoint": "/v1/chat/completions",
                                              "completion_window": "24h"}).encode())  # fmt: skip
    assert first.get(batch["id"])[1]["status"] == "in_progress" and not answered
    del first  # the sim that took it is gone
    later = BatchStore(answer, process_s=60.0, expire=None, folder=tmp_path)  # another pace: the batch keeps its own
    deadline = time.monotonic() + 10
    while (state := later.get(batch["id"])[1])["status"] != "completed" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert state["status"] == "completed" and answered == ["c1"]
    output = later.content(state["output_file_id"])
    assert output is not None and json.loads(output)["custom_id"] == "c1"
    assert later.get("../../etc/passwd")[0] == 404 and later.file("batch_" + "0" * 32)[0] == 404


def test_cre_sim_log_logs_each_batch_line_as_it_logs_a_chat(tmp_path: Path):
    log = tmp_path / "sim.jsonl"
    server = start_sim([AnswerBook()], faults=parse_faults("batch_s=0.01"), log=log)
    try:
        messages = [{"role": "user", "content": "What is 6*7?"}]
        body = {"model": "sim", "messages": messages, "max_tokens": 16, "temperature": 0.0, "stop": ["###"]}
        line = {"custom_id": "cell#0#0123456789abcdef", "method": "POST", "url": "/v1/chat/completions", "body": body}
        store = server.batches
        _status, meta = store.upload(*_form(json.dumps(line).encode() + b"\n"))
        _status, batch = store.create(json.dumps({"input_file_id": meta["id"], "endpoint": "/v1/chat/completions",
                                                  "completion_window": "24h"}).encode())  # fmt: skip
        deadline = time.monotonic() + 10
        while store.get(batch["id"])[1]["status"] != "completed" and time.monotonic() < deadline:
            time.sleep(0.02)
        assert store.get(batch["id"])[1]["status"] == "completed"
    finally:
        server.stop()
    (logged,) = [json.loads(raw) for raw in log.read_text().splitlines()]
    assert logged["batch"] == batch["id"] and logged["custom_id"] == "cell#0#0123456789abcdef"
    assert logged["fields"] == {"model": "sim", "max_tokens": 16, "temperature": 0.0, "stop": ["###"]}
    assert logged["roles"] == ["user"] and logged["status"] == 200 and len(logged["messages_sha256"]) == 64
