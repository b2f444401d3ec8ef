"""Anthropic's Message Batches wire: custom ids Anthropic accepts, request lines that are the
synchronous request, the batch object and the results lines read as untrusted, and the API
over real HTTP against a loopback stand-in written from Anthropic's reference (the key never
leaves the model's origin, the results are read bounded)."""

from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from anthropic_batch_standin import MessageBatches, errored, message, succeeded

from pytest_cre.endpoints.anthropic_batches import (
    WIRE,
    BatchApi,
    RequestLines,
    custom_id,
    names_key,
    read_line,
    read_state,
    same_origin,
)
from pytest_cre.endpoints.anthropic_wire import LONG_CONTEXT_BETA, message_body
from pytest_cre.endpoints.batches import TOO_LONG, BatchState, InputFiles
from pytest_cre.endpoints.cache import cache_key
from pytest_cre.endpoints.vendors import preset_model
from pytest_cre.run.batching import wire

KEY = "sk-ant-qz7w9x2v4n6m8k0j3h5g1fPLR"
MODEL = preset_model("claude", "anthropic", "claude-test-1", max_output_tokens=64, thinking=False)
STATE = BatchState(
    id="msgbatch_01", status="ended", created_at=100.0, ended_at=160.0, end_statuses=frozenset({"ended"})
)
ANTHROPIC_ID = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")  # Anthropic's pattern for custom_id


def test_the_anthropic_preset_batches_within_anthropics_limits_through_its_own_wire():
    assert MODEL.batch is False and MODEL.api == "anthropic"  # --cre-batch (or batch = true) turns it on
    assert (MODEL.batch_max_requests, MODEL.batch_max_bytes) == (100_000, 256_000_000 - 64)
    assert wire(MODEL) is WIRE and wire(preset_model("g", "openai", "g")) is not WIRE


def test_custom_ids_are_anthropics_shape_one_per_sample_and_name_their_key():
    cell = "test_reasoning[claude-arith-ws-end-8k]"  # brackets and the like: not allowed in a custom id
    keys = [cache_key(["https://api.anthropic.com"], "c", "p" * 64, {}, 7, s) for s in range(50)]
    ids = [custom_id(cell, s, k) for s, k in enumerate(keys)]
    assert all(ANTHROPIC_ID.fullmatch(i) for i in ids) and len(set(ids)) == 50
    assert all(names_key(i, k) for i, k in zip(ids, keys, strict=True))
    assert not names_key(ids[0], keys[1])


def test_a_request_line_is_the_synchronous_request_with_the_system_apart():
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}]
    lines = RequestLines(MODEL)
    line = json.loads(lines.line("s0-ab", messages))
    assert line == {"custom_id": "s0-ab", "params": message_body(MODEL, messages)}
    assert line["params"]["system"] == "Be brief." and line["params"]["messages"] == [{"role": "user", "content": "hi"}]
    assert line["params"]["max_tokens"] == 64


def _batch(**over):
    counts = {"processing": 0, "succeeded": 3, "errored": 1, "canceled": 1, "expired": 1}
    data = {
        "id": "msgbatch_01",
        "type": "message_batch",
        "processing_status": "ended",
        "request_counts": counts,
        "created_at": "2024-08-20T18:37:24.100435Z",
        "ended_at": "2024-08-20T18:38:24.100435Z",
        "expires_at": "2024-08-21T18:37:24.100435Z",
        "results_url": "https://api.anthropic.com/v1/messages/batches/msgbatch_01/results",
    }
    return {**data, **over}


def test_a_batch_object_is_read_into_its_state():
    state = read_state(_batch(), "msgbatch_01")
    assert state.ended and (state.total, state.completed, state.failed) == (6, 3, 3)
    assert state.ended_at is not None and state.created_at is not None and state.ended_at - state.created_at == 60.0
    running = read_state(_batch(processing_status="in_progress", results_url=None), "msgbatch_01")
    assert not running.ended and running.status == "in_progress"
    assert not read_state(_batch(processing_status="canceling", results_url=None), "msgbatch_01").ended


@pytest.mark.parametrize(
    ("over", "said"),
    [
        ({"processing_status": "completed"}, "none of Anthropic's"),
        ({"id": "msgbatch_02"}, "another batch"),
        ({"request_counts": {"succeeded": -1}}, "out of range"),
        ({"request_counts": {"errored": 1.5}}, "not a whole number"),
        ({"request_counts": {"expired": True}}, "not a whole number"),
        ({"request_counts": None}, "not an object"),
        ({"request_counts": {"processing": 2}}, "still processing"),
        ({"results_url": None}, "without a results_url"),
        ({"results_url": ["https://x"]}, "not a URL"),
    ],
)
def test_a_batch_object_that_cannot_be_one_is_refused(over, said):
    with pytest.raises(ValueError, match=said):
        read_state(_batch(**over), "msgbatch_01")


def _line(cid: str, result: object) -> bytes:
    return json.dumps({"custom_id": cid, "result": result}).encode()


def test_a_succeeded_line_is_the_message_as_the_synchronous_wire_reads_it_with_the_key_never_kept():
    line = read_line(_line("s0-ab", succeeded(f"42 {KEY}")), MODEL, STATE, "http://h", [KEY])
    assert line is not None and line.custom_id == "s0-ab" and line.code == ""
    result = line.result
    assert result.status == "ok" and result.response is not None and KEY not in result.response
    assert (result.reported_prompt_tokens, result.completion_tokens, result.finish_reason) == (100, 5, "end_turn")
    assert result.attempt_log == [
        {"attempt": 1, "status": "ok", "latency_s": 0.0, "endpoint": "http://h", "batch": "msgbatch_01"}
    ]
    assert (result.started_at, result.finished_at) == (100.0, 160.0)


@pytest.mark.parametrize(
    ("result", "status", "code"),
    [
        ({"type": "succeeded", "message": message(stop="max_tokens")}, "truncated", ""),
        ({"type": "succeeded", "message": dict(message(), content="many")}, "bad_response", ""),
        ({"type": "succeeded", "message": dict(message(), usage={"input_tokens": 1e300})}, "bad_response", ""),
        (errored("invalid_request_error", "prompt is too long: 250000 tokens > 200000 maximum"), "context_overflow",
         "invalid_request_error"),
        (errored("overloaded_error", "Overloaded"), "server_error", "overloaded_error"),
        (errored("rate_limit_error", "Number of request tokens has exceeded your rate limit"), "rate_limited",
         "rate_limit_error"),
        (errored("authentication_error", "invalid x-api-key"), "auth", "authentication_error"),
        ({"type": "errored", "error": {"type": "api_error", "message": "Internal server error"}}, "server_error",
         "api_error"),  # the inner error object alone
        (errored("<script>" * 20, "x"), "error", "errored"),
        ({"type": "canceled"}, "not_run", "canceled"),
        ({"type": "expired"}, "timeout", "expired"),
        ({"type": "exploded"}, "bad_response", "no result"),
        ("succeeded", "bad_response", "no result"),
    ],
)  # fmt: skip
def test_a_line_without_an_answer_is_an_outcome_class_as_the_synchronous_error_would_be(result, status, code):
    line = read_line(_line("s0-ab", result), MODEL, STATE, "http://h", [])
    assert line is not None and (line.result.status, line.code) == (status, code)


def test_an_error_code_holding_the_key_is_never_printed():
    line = read_line(_line("s0-ab", errored(KEY, f"bad key {KEY}")), MODEL, STATE, "http://h", [KEY])
    assert line is not None and line.code == "errored" and KEY not in (line.result.error or "")


@pytest.mark.parametrize("raw", [b"not json", b"[1, 2]", b'{"custom_id": 5, "result": {}}', b"[" * 100_000])
def test_a_line_that_is_not_one_of_ours_is_passed_over(raw):
    assert read_line(raw, MODEL, STATE, "http://h", []) is None


@pytest.mark.parametrize(
    ("url", "same"),
    [
        ("https://api.anthropic.com/v1/messages/batches/b/results", True),
        ("https://api.anthropic.com:443/v1/messages/batches/b/results", False),  # another port as written
        ("https://evil.example/v1/messages/batches/b/results", False),
        ("http://api.anthropic.com/v1/messages/batches/b/results", False),
        ("https://user@api.anthropic.com/v1/messages/batches/b/results", False),
        ("https://api.anthropic.com/v1/../../x", False),
        ("file:///etc/passwd", False),
        ("https://[::1/x", False),
    ],
)
def test_results_are_asked_only_of_the_models_own_origin(url, same):
    assert same_origin(url, "https://api.anthropic.com") is same


# ----------------------------------------------------------------------------- over HTTP


def _submit(api: BatchApi, tmp_path, n: int) -> str:
    files = InputFiles(tmp_path, "claude", 100_000, 256_000_000)
    lines = RequestLines(MODEL)
    for i in range(n):
        files.add(f"s{i}-{i:040x}", lines.line(f"s{i}-{i:040x}", [{"role": "user", "content": f"q{i}"}]))
    (path, _ids, _size), *_ = files.close()
    tmp_path.joinpath("sent.jsonl").write_bytes(path.read_bytes())
    return api.submit(path, {})


def test_a_batch_is_submitted_polled_and_its_results_read_over_http(tmp_path):
    outcomes = [succeeded("7"), errored("overloaded_error", "Overloaded"), {"type": "expired"}]
    server = MessageBatches(result=lambda i, _r: outcomes[i % 3], ends_after_s=None)
    api = BatchApi(MODEL, server.url, KEY)
    try:
        batch_id = _submit(api, tmp_path, 6)
        sent = server.batches[batch_id]["requests"]
        assert sent == [json.loads(raw) for raw in (tmp_path / "sent.jsonl").read_bytes().splitlines()]
        assert [r["params"]["messages"][0]["content"] for r in sent] == [f"q{i}" for i in range(6)]
        assert sent[0]["params"]["temperature"] == 0.0  # every parameter of the line, as written
        assert api.state(batch_id).status == "in_progress"
        server.end(batch_id)
        state = api.state(batch_id)
        assert state.ended and (state.total, state.completed, state.failed) == (6, 2, 4)
        lines = [read_line(raw, MODEL, state, server.url, api.secrets) for raw in api.results(state, 6)]
    finally:
        api.close()
        server.stop()
    assert [(ln.result.status, ln.code) for ln in lines if ln is not None] == [
        ("ok", ""), ("server_error", "overloaded_error"), ("timeout", "expired")
    ] * 2  # fmt: skip
    assert server.auth and all(a in (f"Bearer {KEY}", KEY) for a in server.auth)


def test_a_results_url_on_another_origin_is_never_sent_the_key(tmp_path):
    other = MessageBatches()
    server = MessageBatches(batch_object=lambda d: dict(d, results_url=d["results_url"] and f"{other.url}/steal"))
    api = BatchApi(MODEL, server.url, KEY)
    try:
        state = api.state(_submit(api, tmp_path, 2))
        with pytest.raises(ValueError, match="not on the model's server"):
            list(api.results(state, 2))
    finally:
        api.close()
        server.stop()
        other.stop()
    assert other.auth == []


class _Hostile(BaseHTTPRequestHandler):
    """Redirects every batch object elsewhere, and streams results without end."""

    target = ""

    def log_message(self, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        if self.path.endswith("/results"):
            self.send_response(200)
            self.end_headers()
            try:
                while True:
                    self.wfile.write(b"y" * 65536)
            except OSError:
                return
        self.send_response(302)
        self.send_header("Location", type(self).target)
        self.send_header("Content-Length", "0")
        self.end_headers()


def test_no_redirect_is_followed_and_results_are_read_bounded_whatever_the_server_sends():
    elsewhere = MessageBatches()
    _Hostile.target = f"{elsewhere.url}/v1/messages/batches/msgbatch_01"
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hostile)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    api = BatchApi(MODEL, url, KEY)
    try:
        with pytest.raises(Exception, match="302"):
            api.state("msgbatch_01")
        state = BatchState(id="msgbatch_01", status="ended", output_file_id=f"{url}/v1/messages/batches/b/results")
        with pytest.raises(ValueError, match="larger than"):  # the overlong line skipped, then the bound
            assert TOO_LONG in list(api.results(state, 2))
    finally:
        api.close()
        server.shutdown()
        server.server_close()
        elsewhere.stop()
    assert elsewhere.auth == []


def test_a_batch_of_a_model_that_needs_the_long_context_beta_carries_its_header(tmp_path):
    server = MessageBatches()
    sonnet = preset_model("sonnet", "anthropic", "claude-sonnet-4-5", max_output_tokens=64, thinking=False)
    try:
        for model in (sonnet, MODEL):
            api = BatchApi(model, server.url, KEY)
            try:
                _submit(api, tmp_path, 1)
            finally:
                api.close()
    finally:
        server.stop()
    assert server.betas == [LONG_CONTEXT_BETA, None]


def test_a_batchs_body_is_its_input_files_bytes_and_a_few_more_so_the_file_limit_bounds_it(tmp_path):
    server = MessageBatches()
    files = InputFiles(tmp_path, "claude", 100_000, 256_000_000 - 64)
    lines = RequestLines(MODEL)
    text = 'q é \u2028 "quoted" \\ ' * 50  # escapes and characters beyond ASCII
    for i in range(20):
        files.add(f"s{i}-{i:040x}", lines.line(f"s{i}-{i:040x}", [{"role": "user", "content": text}]))
    ((path, _ids, size),) = files.close()
    api = BatchApi(MODEL, server.url, KEY)
    try:
        api.submit(path, {})
    finally:
        api.close()
        server.stop()
    assert size < server.sizes[0] <= size + 64
