"""--cre-batch for an anthropic model, black box: the run goes through the Message Batches API
(a loopback stand-in written from Anthropic's reference), is interrupted while its batch is in
flight and resumed by the same command (nothing sent twice), and what the batch did not answer
is sent synchronously through the Messages API."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from anthropic_batch_standin import MessageBatches, errored, succeeded
from helpers import SMALL_WS, run_records

from pytest_cre.analysis.tables import by_batch

KEY = "sk-ant-api03-qz7w9x2v4n6m8k0j3h5g1fPLR"
CLAUDE = """name = "claude-test-1"
vendor = "anthropic"
base_url = "{url}"
api_key_env = "CRE_TEST_ANTHROPIC_KEY"
max_tokens = 64
thinking = false
"""


def run_claude(cells, monkeypatch, url: str, *extra: str):
    monkeypatch.setenv("CRE_TEST_ANTHROPIC_KEY", KEY)
    (cells.path / "models").mkdir(exist_ok=True)
    (cells.path / "models" / "claude.toml").write_text(CLAUDE.format(url=url))
    return cells.runpytest(*SMALL_WS, "--cre-model", "claude", *extra)


def test_an_interrupted_batch_run_is_collected_by_the_same_command_and_nothing_is_sent_twice(cells, monkeypatch):
    server = MessageBatches(ends_after_s=None)  # in flight until the test ends it
    try:
        first = run_claude(cells, monkeypatch, server.url, "--cre-batch", "submit")
        first.assert_outcomes(skipped=3)
        first.stdout.fnmatch_lines(
            [
                "batch: claude: submitted 8 requests in 1 batch to http://127.0.0.1:*",
                "*8 held by batches not finished (the same command collects them)*",
            ]
        )
        run = (cells.path / "reports" / "latest").resolve()
        (entry,) = json.loads((run / "batches.json").read_text())["batches"]
        assert entry["id"].startswith("msgbatch_") and not entry["collected"] and entry["requests"] == 8
        (batch,) = server.batches.values()
        sent = batch["requests"]
        assert sorted(r["custom_id"] for r in sent) == sorted(entry["samples"])  # the ids it kept are the ones sent
        assert all(r["params"]["model"] == "claude-test-1" and r["params"]["max_tokens"] == 64 for r in sent)
        server.end(entry["id"])
        second = run_claude(cells, monkeypatch, server.url, "--cre-batch", "submit")
    finally:
        server.stop()
    second.assert_outcomes(passed=3)
    second.stdout.fnmatch_lines(
        [
            "batch: claude: nothing to submit (8 in earlier runs' batches)",
            "batch: claude: msgbatch_* ended: 8 of 8 answered",
            "*8 answered by 1 batch*, 0 sent synchronously",
        ]
    )
    assert server.creates == 1 and server.messages == 0  # submitted once, nothing sent synchronously
    records = run_records(cells.path / "reports" / "latest")
    assert len(records) == 8 and all(r["status"] == "ok" and by_batch(r) == entry["id"] for r in records)
    assert json.loads((run / "batches.json").read_text())["batches"][0]["collected"] is True
    assert KEY not in first.stdout.str() + second.stdout.str() + (run / "batches.json").read_text()


def test_what_a_batch_did_not_answer_is_sent_synchronously_once(cells, monkeypatch):
    ends = [succeeded(), errored("overloaded_error", "Overloaded"), {"type": "expired"}, {"type": "canceled"}]
    server = MessageBatches(result=lambda i, _r: ends[i % 4])
    try:
        result = run_claude(cells, monkeypatch, server.url, "--cre-batch", "wait")
    finally:
        server.stop()
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        [
            "batch: claude: msgbatch_* ended: 2 of 8 answered; 6 not (*): the cells send those synchronously",
            "*2 answered by 1 batch (at batch prices), 6 sent synchronously",
        ]
    )
    said = next(line for line in result.outlines if " ended: 2 of 8 answered" in line)
    assert all(f"2 {code}" in said for code in ("overloaded_error", "expired", "canceled"))
    assert server.creates == 1 and server.messages == 6
    records = run_records(cells.path / "reports" / "latest")
    assert sorted(bool(by_batch(r)) for r in records) == [False] * 6 + [True] * 2


class _NoBatches(BaseHTTPRequestHandler):
    """A server without the Message Batches API: every path a 404; it counts messages sent."""

    messages = 0

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        if self.path.split("?")[0].endswith("/v1/messages"):
            type(self).messages += 1
        body = b'{"type": "error", "error": {"type": "not_found_error", "message": "Not found"}}'
        self.send_response(404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST


def test_a_server_without_message_batches_stops_the_model_with_one_line_and_nothing_sent(cells, monkeypatch):
    server = ThreadingHTTPServer(("127.0.0.1", 0), _NoBatches)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        result = run_claude(cells, monkeypatch, f"http://127.0.0.1:{server.server_address[1]}", "--cre-batch", "wait")
    finally:
        server.shutdown()
        server.server_close()
    assert _NoBatches.messages == 0  # never sent synchronously instead, at twice the price
    result.stdout.fnmatch_lines(
        [
            "stopped: claude: the batch API at http://127.0.0.1:* refused a batch (NotFoundError 404*"
            "*serves /v1/messages/batches, or run without --cre-batch*"
        ]
    )
    assert KEY not in result.stdout.str()


def test_hostile_results_lines_cost_only_their_own_samples(cells, monkeypatch):
    def tamper(raw: bytes) -> bytes:
        lines = raw.splitlines()
        first = json.loads(lines[0])
        twice = dict(first, result=succeeded("a second answer"))
        foreign = {"custom_id": "s0-" + "0" * 40, "result": succeeded()}
        extra = [json.dumps(twice).encode(), b"not json", b"[" * 10_000, json.dumps(foreign).encode()]
        return b"\n".join(lines + extra) + b"\n"

    server = MessageBatches(results=tamper)
    try:
        result = run_claude(cells, monkeypatch, server.url, "--cre-batch", "wait")
    finally:
        server.stop()
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        ["batch: claude: msgbatch_* ended: 7 of 8 answered; 1 not (1 custom_id said twice): the cells send those*"]
    )
    assert server.messages == 1  # only the sample whose line was said twice is asked again


def test_a_batch_state_that_is_no_batch_holds_its_samples_and_sends_nothing(cells, monkeypatch):
    server = MessageBatches(batch_object=lambda data: dict(data, processing_status="done"))
    try:
        result = run_claude(cells, monkeypatch, server.url, "--cre-batch", "wait")
    finally:
        server.stop()
    result.assert_outcomes(skipped=3)
    result.stdout.fnmatch_lines(
        [
            "batch: msgbatch_*: its state could not be read (ValueError*processing_status is none of Anthropic's*; "
            "5 times in a row): its 8 samples are left for a later run of the same command (nothing is sent twice)"
        ]
    )
    assert server.creates == 1 and server.messages == 0


def test_without_the_sdk_a_batch_run_stops_the_model_with_the_line_naming_the_extra(cells, monkeypatch):
    server = MessageBatches(ends_after_s=None)
    cells.makeconftest("import sys\nsys.modules['anthropic'] = None\n")
    try:
        result = run_claude(cells, monkeypatch, server.url, "--cre-batch", "submit")
    finally:
        server.stop()
    assert not server.batches  # nothing submitted
    result.stdout.fnmatch_lines(["stopped: claude: *not installed: pip install 'pytest-cre?anthropic?'"])
    assert "refused a batch" not in result.stdout.str() and "Traceback" not in result.stdout.str()
