"""--cre-batch: request lines and input files split by the vendor's limits, a batch's fields and
lines read as untrusted, batch prices; end to end over real HTTP against the sim's batch API
(submit and wait, submit and collect later, partial failure, expiry, split by size, a server
with no batch API) and the usage errors."""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from helpers import SMALL_WS, run_records

from pytest_cre.analysis.tables import by_batch, usage
from pytest_cre.core.prices import Price, PriceTable
from pytest_cre.endpoints.batches import (
    TOO_LONG,
    BatchApi,
    BatchState,
    InputFiles,
    RequestLines,
    read_line,
    read_state,
    split_lines,
)
from pytest_cre.endpoints.vendors import ModelConfig
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.sim.options import parse_faults
from pytest_cre.sim.server import SimServer, start_sim

KEY = "sk-qz7w9x2v4n6m8k0j3h5g1fPLR"
MODEL = ModelConfig(
    name="m",
    vendor="vllm",
    model_id="m-1",
    max_output_tokens=64,
    thinking=False,
    thinking_style="chat_template_kwargs",
    stop=("###",),
)
STATE = BatchState(id="batch_1", status="completed", created_at=100.0, ended_at=160.0)


def test_a_line_is_the_body_a_synchronous_request_sends_with_extra_body_merged():
    lines = RequestLines(MODEL)
    try:
        line = json.loads(lines.line("c#0#ab", [{"role": "user", "content": "hi"}]))
    finally:
        lines.close()
    assert line == {
        "custom_id": "c#0#ab",
        "method": "POST",
        "url": "/v1/chat/completions",
        "body": {
            "model": "m-1",
            "messages": [{"role": "user", "content": "hi"}],
            "max_tokens": 64,
            "temperature": 0.0,
            "stop": ["###"],
            "chat_template_kwargs": {"enable_thinking": False},  # the SDK's extra_body, merged as it merges it
        },
    }  # and byte for byte: test_batch_lines.py


@pytest.mark.parametrize(("max_requests", "max_bytes", "sizes"), [(3, 10_000, [3, 3, 1]), (100, 250, [2, 2, 2, 1])])
def test_input_files_split_by_requests_and_by_bytes(tmp_path, max_requests, max_bytes, sizes):
    files = InputFiles(tmp_path, "m", max_requests, max_bytes)
    for i in range(7):
        files.add(f"c{i}", b"x" * 99 + b"\n")  # 100 bytes a line
    written = files.close()
    assert [len(ids) for _path, ids, _size in written] == sizes
    assert all(path.stat().st_size == size <= max_bytes for path, _ids, size in written)
    assert [i for _path, ids, _size in written for i in ids] == [f"c{i}" for i in range(7)]
    with pytest.raises(ValueError, match="more than a batch file may hold"):
        InputFiles(tmp_path, "big", 10, 50).add("c", b"x" * 99 + b"\n")


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"id": "b", "status": "done"}, "none of OpenAI's"),
        ({"id": "other", "status": "completed"}, "another batch"),
        ({"id": "b", "status": "completed", "request_counts": {"total": -1}}, "out of range"),
        ({"id": "b", "status": "completed", "request_counts": {"completed": 1.5}}, "not a whole number"),
        ({"id": "b", "status": "completed", "output_file_id": "../../etc/passwd"}, "not a file id"),
        ({"id": "b", "status": "completed", "request_counts": []}, "not an object"),
        (["b"], "not an object"),
    ],
)
def test_a_batch_object_that_cannot_be_one_is_refused(data, said):
    with pytest.raises(ValueError, match=said):
        read_state(data, "b")


def test_a_failed_batch_says_why_bounded():
    state = read_state(
        {"id": "b", "status": "failed", "errors": {"data": [{"message": "line 3: bad  \n model " + "x" * 500}]}}, "b"
    )
    assert state.ended and state.problem is not None and state.problem.startswith("line 3: bad model")
    assert len(state.problem) <= 300


def _line(custom_id: str, status: int | None, body: object = None, error: object = None) -> bytes:
    response = None if status is None else {"status_code": status, "request_id": "r", "body": body}
    return json.dumps({"id": "x", "custom_id": custom_id, "response": response, "error": error}).encode()


ANSWER = {
    "id": "c",
    "object": "chat.completion",
    "created": 0,
    "model": "m-1",
    "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": f"42 {KEY}"}}],
    "usage": {"prompt_tokens": 100, "completion_tokens": 5, "total_tokens": 105},
}


def test_an_output_line_is_an_answer_of_the_batch_with_the_key_never_kept():
    line = read_line(_line("c#0#ab", 200, ANSWER), MODEL, STATE, "http://127.0.0.1:1/v1", [KEY])
    assert line is not None and line.custom_id == "c#0#ab"
    result = line.result
    assert result.status == "ok" and result.reported_prompt_tokens == 100 and KEY not in (result.response or "")
    assert result.attempt_log == [
        {"attempt": 1, "status": "ok", "latency_s": 0.0, "endpoint": "http://127.0.0.1:1/v1", "batch": "batch_1"}
    ]
    assert (result.started_at, result.finished_at) == (100.0, 160.0)
    assert result.request_params["max_tokens"] == 64


@pytest.mark.parametrize(
    ("raw", "status", "code"),
    [
        (_line("c", 500, {"error": {"message": "oops", "type": "server_error"}}), "server_error", ""),
        (_line("c", 400, {"error": {"message": "maximum context length exceeded"}}), "context_overflow", ""),
        (_line("c", 200, {"choices": "many"}), "bad_response", ""),
        (_line("c", 200, dict(ANSWER, usage={"prompt_tokens": 1e300})), "bad_response", ""),
        (_line("c", None, error={"code": "batch_expired", "message": "window"}), "timeout", "batch_expired"),
        (_line("c", None, error={"code": "batch_cancelled", "message": "x"}), "not_run", "batch_cancelled"),
        (_line("c", None, error={"code": "<script>" * 20, "message": "x"}), "error", "error"),
    ],
)
def test_a_line_without_an_answer_is_an_outcome_class(raw, status, code):
    line = read_line(raw, MODEL, STATE, "http://h/v1", [])
    assert line is not None and line.result.status == status and line.code == code


@pytest.mark.parametrize("raw", [b"not json", b"[1, 2]", b'{"custom_id": 5}', b"[" * 100_000])
def test_a_line_that_is_not_one_of_ours_is_passed_over(raw):
    assert read_line(raw, MODEL, STATE, "http://h/v1", []) is None


def test_a_batch_answer_is_billed_at_the_batch_price():
    table = PriceTable({("openai", "g"): Price(input=2.0, output=8.0, batch_input=1.0, batch_output=4.0)})
    sync = {"vendor": "openai", "model": "g", "reported_prompt_tokens": 1_000_000, "completion_tokens": 0}
    batched = dict(sync, attempt_log=[{"attempt": 1, "batch": "batch_1"}])
    assert by_batch(batched) == "batch_1" and by_batch(sync) is None
    assert usage([sync], table)["cost_usd"] == 2.0 and usage([batched], table)["cost_usd"] == 1.0
    assert Price(input=2.0, output=8.0).batch() is None  # no batch price: none is guessed


@pytest.mark.parametrize("size", [1, 3, 7, 64])
def test_an_overlong_line_is_passed_over_and_only_it_whatever_the_chunks(size):
    data = b"a1\n" + b"x" * 25 + b"\n\nb2\n" + b"y" * 11 + b"\nc3"
    chunks = iter([data[i : i + size] for i in range(0, len(data), size)])
    assert list(split_lines(chunks, 10)) == [b"a1", TOO_LONG, b"b2", TOO_LONG, b"c3"]


class _Endless(BaseHTTPRequestHandler):
    """A hostile server: every file it is asked for is an endless body without a newline."""

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.end_headers()
        try:
            while True:
                self.wfile.write(b"x" * 65536)
        except OSError:
            pass


def test_a_file_is_read_bounded_whatever_the_server_sends():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endless)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    api = BatchApi(MODEL, f"http://127.0.0.1:{server.server_address[1]}/v1", KEY)
    try:
        with pytest.raises(ValueError, match="larger than"):  # the overlong line skipped, then the file's bound
            list(api.lines("file-1", 2))
    finally:
        api.close()
        server.shutdown()
        server.server_close()


class _Trickle(BaseHTTPRequestHandler):
    """A hostile server: a batch object trickled a byte at a time, for ever."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(1 << 19))
        self.end_headers()
        try:
            while True:
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.01)
        except OSError:
            pass


def test_a_batch_state_is_read_in_bounded_time_whatever_the_server_does(monkeypatch):
    monkeypatch.setattr("pytest_cre.endpoints.batches.STATE_TIMEOUT_S", 0.5)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Trickle)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    api = BatchApi(MODEL, f"http://127.0.0.1:{server.server_address[1]}/v1", KEY)
    start = time.monotonic()
    try:
        with pytest.raises(TimeoutError, match=r"longer than 0\.5 s"):
            api.state("batch_1")
    finally:
        api.close()
        server.shutdown()
        server.server_close()
    assert time.monotonic() - start < 5  # one try, no SDK retries behind it


# ----------------------------------------------------------------------------- end to end


@contextlib.contextmanager
def served(faults: str = "") -> Iterator[SimServer]:
    """A sim answering the reasoning family's prompts, with ``faults``, stopped after the block."""
    server = start_sim([AnswerBook()], faults=parse_faults(faults))
    try:
        yield server
    finally:
        server.stop()


REMOTE = """name = "remote"
vendor = "vllm"
base_url = "{url}"
api_key_env = "CRE_TEST_BATCH_KEY"
max_tokens = 64
batch = true
{extra}"""


def run_remote(cells, monkeypatch, url: str, *extra: str, model_extra: str = ""):
    monkeypatch.setenv("CRE_TEST_BATCH_KEY", KEY)
    (cells.path / "models").mkdir(exist_ok=True)
    (cells.path / "models" / "remote.toml").write_text(REMOTE.format(url=url, extra=model_extra))
    return cells.runpytest(*SMALL_WS, "--cre-model", "remote", *extra)


def test_a_batch_run_answers_by_batch_and_sends_only_failed_lines_synchronously(cells, monkeypatch):
    with served("500:0.3") as server:
        result = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait")
        stats = server.stats()
    result.assert_outcomes(passed=3)
    records = run_records(cells.path / "reports" / "latest")
    batched = [r for r in records if by_batch(r)]
    sent = [r for r in records if not by_batch(r)]
    assert stats["batch_lines"] == 8 and len(batched) + len(sent) == 8
    assert stats["requests"] >= len(sent) > 0  # only what the batch did not answer (retried as usual)
    assert all(r["status"] == "ok" and not r["from_cache"] for r in batched)
    result.stdout.fnmatch_lines(
        [
            "batch: remote: submitted 8 requests in 1 batch to http://127.0.0.1:*",
            "batch: remote: batch_* completed: * of 8 answered; * not (* server_error): the cells send those "
            "synchronously",
            f"cache: 0 of 8 samples answered from the cache; {len(batched)} answered by 1 batch (at batch prices), "
            f"{len(sent)} sent synchronously",
        ]
    )
    assert KEY not in (cells.path / "reports" / "latest" / "batches.json").read_text()
    again = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait")  # the server is gone: nothing is asked
    again.stdout.fnmatch_lines(["batch: remote: nothing to submit (8 answered before (the cache))"])
    again.assert_outcomes(passed=3)


def test_submit_ends_the_run_and_the_same_command_collects_without_submitting_again(cells, monkeypatch):
    with served("batch_s=1.5") as server:
        first = run_remote(cells, monkeypatch, server.url, "--cre-batch", "submit")
        first.assert_outcomes(skipped=3)
        first.stdout.fnmatch_lines(
            [
                "*8 held by batches not finished (the same command collects them)*",
                "PARTIAL: *8 samples wait in batches not finished: later, run `pytest *--cre-batch submit*` again "
                "(it collects what finished and submits nothing twice).",
            ]
        )
        run = (cells.path / "reports" / "latest").resolve()
        state = json.loads((run / "batches.json").read_text())["batches"]
        assert len(state) == 1 and not state[0]["collected"] and state[0]["requests"] == 8
        assert not (run / "batches").exists()  # the input file went to the vendor
        deadline = time.monotonic() + 30  # the batch ends on its clock (asking for it moves it)
        while server.batches.get(state[0]["id"])[1]["status"] != "completed" and time.monotonic() < deadline:
            time.sleep(0.1)
        assert server.stats()["batch_lines"] == 8
        second = run_remote(cells, monkeypatch, server.url, "--cre-batch", "submit")
        stats = server.stats()
    second.assert_outcomes(passed=3)
    second.stdout.fnmatch_lines(
        [
            "batch: remote: nothing to submit (8 in earlier runs' batches)",
            "*8 answered by 1 batch*, 0 sent synchronously",
        ]
    )
    assert stats["requests"] == 0 and stats["batch_lines"] == 8  # nothing sent twice, nothing sent synchronously
    assert json.loads((run / "batches.json").read_text())["batches"][0]["collected"] is True


def test_an_expired_batch_leaves_its_rest_to_synchronous_requests(cells, monkeypatch):
    with served("batch_expire=0.5") as server:
        result = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait")
        stats = server.stats()
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["batch: remote: batch_* expired: 4 of 8 answered; 4 not (4 batch_expired): *"])
    assert stats["batch_lines"] == 4 and stats["requests"] == 4


def test_requests_past_a_files_limit_go_in_several_batches(cells, monkeypatch):
    with served() as server:
        result = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait", model_extra="batch_max_requests = 3")
        stats = server.stats()
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["batch: remote: submitted 8 requests in 3 batches to *"])
    assert stats["batch_lines"] == 8 and stats["requests"] == 0


class _NoBatches(BaseHTTPRequestHandler):
    """A server with no batch API: every path is a 404; it counts chat requests."""

    chats = 0

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        if self.path.endswith("/chat/completions"):
            type(self).chats += 1
        body = b'{"error": {"message": "not found"}}'
        self.send_response(404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST


def test_a_server_without_a_batch_api_stops_the_model_with_one_line_and_nothing_sent(cells, monkeypatch):
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NoBatches)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        result = run_remote(
            cells, monkeypatch, f"http://127.0.0.1:{server.server_address[1]}/v1", "--cre-batch", "wait"
        )
    finally:
        server.shutdown()
        server.server_close()
    assert _NoBatches.chats == 0  # never sent synchronously instead, at twice the price
    result.stdout.fnmatch_lines(
        ["stopped: remote: the batch API at http://127.0.0.1:* refused a batch (NotFoundError 404*"]
    )
    assert KEY not in result.stdout.str()


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["--cre-batch", "later"], "--cre-batch 'later': use wait, submit, files or off"),
        (
            ["--cre-batch", "wait", "--cre-model", "vllm:m", "--cre-base-url", "http://127.0.0.1:9/v1"],
            "has no batch API",
        ),
        (["--cre-batch", "wait", "--cre-cache", "off"], "drop --cre-cache off"),
        (["--cre-batch", "wait", "-n", "2"], "drop -n"),
    ],
)
def test_a_batch_that_cannot_work_is_one_line(cells, extra, said):
    result = cells.runpytest(*SMALL_WS, *extra)
    assert result.ret == 4
    assert said in result.stderr.str() and "Traceback" not in result.stderr.str()


def test_files_writes_input_for_an_offline_runner_and_the_same_command_reads_its_output(cells, monkeypatch):
    # vllm run-batch's path: no server at all; the "runner" here is the sim's own batch answer.
    first = run_remote(cells, monkeypatch, "http://127.0.0.1:9/v1", "--cre-batch", "files")
    first.assert_outcomes(skipped=3)
    first.stdout.fnmatch_lines(
        ["batch: remote: wrote 8 requests in 1 input file (*); answer each, e.g. `vllm run-batch*"]
    )
    run = (cells.path / "reports" / "latest").resolve()
    (input_file,) = (run / "batches").glob("*.jsonl")
    with served() as server:
        out = []
        for raw in input_file.read_bytes().splitlines():
            line = json.loads(raw)
            status, body = server._batch_answer(json.dumps(line["body"]).encode(), "offline", line["custom_id"])
            response = {"status_code": status, "request_id": "r", "body": json.loads(body)}
            out.append(json.dumps({"id": "x", "custom_id": line["custom_id"], "response": response, "error": None}))
    input_file.with_name(input_file.stem + ".output.jsonl").write_text("\n".join(out) + "\n")
    second = run_remote(cells, monkeypatch, "http://127.0.0.1:9/v1", "--cre-batch", "files")
    second.assert_outcomes(passed=3)
    second.stdout.fnmatch_lines(
        ["batch: remote: file:*.output.jsonl completed: 8 of 8 answered", "*8 answered by 1 batch*"]
    )


def test_a_batches_json_of_another_shape_is_one_line_and_its_samples_are_submitted_again(cells, monkeypatch):
    with served() as server:
        earlier = cells.path / "reports" / "20260101-000000-aaaaaa"
        earlier.mkdir(parents=True)
        (earlier / "batches.json").write_text(
            json.dumps({"batches": [{"model": "remote", "id": "batch_x", "base_url": server.url, "file": "f",
                                     "requests": 1, "samples": {"c": 5}}]})  # a hand-edited sample
        )  # fmt: skip
        result = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait")
        stats = server.stats()
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["batch: */batches.json is not a batches.json pytest-cre wrote: *", "*submitted 8*"])
    assert stats["batch_lines"] == 8 and "Traceback" not in result.stdout.str()
