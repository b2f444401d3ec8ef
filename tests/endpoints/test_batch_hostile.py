"""Hostile batch servers and tampered run folders, end to end: a loopback proxy in front of the
sim's batch API changes what the server says (the key quoted in every string field, an id
``..``, a batch object that never parses, a custom_id said twice, a line of 2 MB), and earlier
runs' ``batches.json`` are tampered with (a FIFO, a file entry out of the run folder, swapped
keys). Each is one line, bounded, the key never in any output, and costs only its own samples.
docs/reliability.md ("Batches") lists each case with its command."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from helpers import SMALL_WS, run_records
from test_batches import KEY, run_remote, served

from pytest_cre.analysis.tables import by_batch

# (method, path, status, body) -> (status, body): what the hostile server makes of the sim's answer.
Tamper = Callable[[str, str, int, bytes], tuple[int, bytes]]


@contextlib.contextmanager
def hostile(tamper: Tamper, faults: str = "") -> Iterator[tuple[str, list[str]]]:
    """A proxy in front of a sim that passes every request on and ``tamper``s each answer;
    yields its base URL and the paths asked (chat requests included)."""
    asked: list[str] = []
    with served(faults) as sim:
        upstream = urlsplit(sim.url)

        class Proxy(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _pass(self) -> None:
                asked.append(f"{self.command} {self.path}")
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                conn = http.client.HTTPConnection(upstream.hostname, upstream.port, timeout=60)
                headers = {k: v for k, v in self.headers.items() if k.lower() in ("content-type", "authorization")}
                conn.request(self.command, self.path, body=raw or None, headers=headers)
                reply = conn.getresponse()
                status, body = tamper(self.command, self.path, reply.status, reply.read())
                conn.close()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _pass

        proxy = ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
        threading.Thread(target=proxy.serve_forever, daemon=True).start()
        try:
            yield f"http://127.0.0.1:{proxy.server_address[1]}/v1", asked
        finally:
            proxy.shutdown()
            proxy.server_close()


def _is_batch(method: str, path: str) -> bool:
    return path.rstrip("/").endswith("/batches") or (method == "GET" and "/batches/" in path)


def _no_key(result, cells) -> None:
    """The key in no output: terminal, run folder files."""
    assert KEY not in result.stdout.str() + result.stderr.str()
    for path in (cells.path / "reports").rglob("*"):
        if path.is_file() and not path.is_symlink():
            assert KEY not in path.read_text(errors="replace"), path


# ----------------------------------------------------------------------------- 43.1: the key


def test_a_failed_batch_quoting_the_key_in_every_string_is_stored_and_printed_redacted(cells, monkeypatch):
    def quote_key(method: str, path: str, status: int, body: bytes) -> tuple[int, bytes]:
        if not _is_batch(method, path):
            return status, body
        batch = json.loads(body)
        said = f"bad key {KEY} (Bearer {KEY})"
        batch.update(
            status="failed",
            errors={"object": "list", "data": [{"code": KEY, "message": said, "param": KEY, "line": 1}] * 2},
            metadata={"cre_run": KEY},
            endpoint=KEY,
            completion_window=KEY,
        )
        return status, json.dumps(batch).encode()

    with hostile(quote_key) as (url, _asked):
        result = run_remote(cells, monkeypatch, url, "--cre-batch", "wait")
    result.assert_outcomes(passed=3)  # the cells sent them synchronously, as for any failed batch
    result.stdout.fnmatch_lines(["batch: remote: batch_* failed: bad key <redacted> (Bearer <redacted>)*"])
    (entry,) = json.loads((cells.path / "reports" / "latest" / "batches.json").read_text())["batches"]
    assert entry["problem"].startswith("bad key ") and "<redacted>" in entry["problem"]
    _no_key(result, cells)


def test_error_lines_quoting_the_key_in_code_message_and_body_are_stored_and_printed_redacted(cells, monkeypatch):
    def lines_with_key(method: str, path: str, status: int, body: bytes) -> tuple[int, bytes]:
        if not path.endswith("/content") or b'"custom_id"' not in body:
            return status, body
        out = []
        for n, raw in enumerate(body.splitlines()):
            line = json.loads(raw)
            if n % 2:
                line.update(response=None, error={"code": KEY, "message": f"no: {KEY}"})
            else:
                line["response"] = {"status_code": 400, "body": {"error": {"message": f"key {KEY}", "code": KEY}}}
            out.append(json.dumps(line))
        return status, ("\n".join(out) + "\n").encode()

    with hostile(lines_with_key) as (url, _asked):
        result = run_remote(cells, monkeypatch, url, "--cre-batch", "wait")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["batch: remote: batch_* completed: 0 of 8 answered; 8 not (*error*): the cells*"])
    _no_key(result, cells)


@pytest.mark.parametrize(
    ("batch_id", "said"),
    [(KEY, "has no batch id"), ("..", "has no batch id"), ("../files/x", "has no batch id")],
)
def test_a_batch_id_that_is_no_id_is_refused_at_submit_in_one_line(cells, monkeypatch, batch_id, said):
    def bad_id(method: str, path: str, status: int, body: bytes) -> tuple[int, bytes]:
        if method == "POST" and path.rstrip("/").endswith("/batches"):
            return status, json.dumps(dict(json.loads(body), id=batch_id)).encode()
        return status, body

    with hostile(bad_id) as (url, asked):
        result = run_remote(cells, monkeypatch, url, "--cre-batch", "wait")
    result.stdout.fnmatch_lines([f"stopped: remote: the batch API at http://127.0.0.1:* refused a batch (*{said}*"])
    assert not [a for a in asked if a.startswith("GET") and "/batches/" in a]  # never polled
    assert not (cells.path / "reports" / "latest" / "batches.json").exists()
    _no_key(result, cells)


# ----------------------------------------------------------------------------- 43.4: bounded


def test_a_batch_state_that_never_parses_is_asked_a_bounded_number_of_times(cells, monkeypatch):
    def garbled(method: str, path: str, status: int, body: bytes) -> tuple[int, bytes]:
        if method == "GET" and "/batches/" in path:
            return 200, b'{"id": "' + KEY.encode() + b'", "status": "sometime"}'
        return status, body

    with hostile(garbled) as (url, asked):
        result = run_remote(cells, monkeypatch, url, "--cre-batch", "wait")
    polls = [a for a in asked if a.startswith("GET") and "/batches/" in a]
    assert len(polls) == 5  # POLL_FAILURES, then the samples wait for a later run
    result.stdout.fnmatch_lines(
        [
            "batch: batch_*: its state could not be read (*; 5 times in a row): its 8 samples are left for a "
            "later run of the same command (nothing is sent twice)"
        ]
    )
    result.assert_outcomes(skipped=3)
    assert all(r["status"] == "not_run" for r in run_records(cells.path / "reports" / "latest"))
    _no_key(result, cells)


def test_a_custom_id_said_twice_and_an_overlong_line_cost_only_their_own_samples(cells, monkeypatch):
    def doubled_and_long(method: str, path: str, status: int, body: bytes) -> tuple[int, bytes]:
        if not path.endswith("/content") or b'"custom_id"' not in body or b'"method"' in body:
            return status, body
        lines = body.splitlines()
        twice = json.loads(lines[0])
        twice["response"]["body"]["choices"][0]["message"]["content"] = "999999"  # another answer, same id
        long = json.loads(lines[1])
        long["response"]["body"]["choices"][0]["message"]["content"] = "x" * 2_200_000  # past the line bound
        out = [lines[0], json.dumps(twice).encode(), json.dumps(long).encode(), *lines[2:]]
        return status, b"\n".join(out) + b"\n"

    with hostile(doubled_and_long) as (url, asked):
        result = run_remote(cells, monkeypatch, url, "--cre-batch", "wait", model_extra="max_response_chars = 1000")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        [
            "batch: remote: batch_* completed: 6 of 8 answered; 2 not (1 custom_id said twice, "
            "1 line longer than an answer can be): the cells send those synchronously"
        ]
    )
    assert len([a for a in asked if a.endswith("/chat/completions")]) == 2  # those two, not the whole file
    records = run_records(cells.path / "reports" / "latest")
    assert sum(1 for r in records if by_batch(r)) == 6


def _earlier_run(cells, monkeypatch, url: str) -> Path:
    """A run that submitted its 8 samples and ended (``submit``): its run folder."""
    first = run_remote(cells, monkeypatch, url, "--cre-batch", "submit")
    first.assert_outcomes(skipped=3)
    return (cells.path / "reports" / "latest").resolve()


def test_swapped_keys_in_batches_json_are_one_line_and_those_samples_asked_again(cells, monkeypatch):
    with served() as server:
        run = _earlier_run(cells, monkeypatch, server.url)
        state = json.loads((run / "batches.json").read_text())
        samples = state["batches"][0]["samples"]
        end, middle = sorted(c for c in samples if "-end-" in c)[0], sorted(c for c in samples if "-middle-" in c)[0]
        samples[end], samples[middle] = samples[middle], samples[end]  # an end answer into a middle cell
        (run / "batches.json").write_text(json.dumps(state))
        again = run_remote(cells, monkeypatch, server.url, "--cre-batch", "wait")
        stats = server.stats()
    again.assert_outcomes(passed=3)
    again.stdout.fnmatch_lines(
        ["batch: remote: batch_* completed: 6 of 8 answered; 2 not (2 custom_id not its sample's key): *"]
    )
    assert stats["requests"] == 2  # the two swapped samples, asked synchronously
    records = run_records(cells.path / "reports" / "latest")
    assert len(records) == 8 and sum(1 for r in records if not by_batch(r)) == 2


def test_a_batches_json_that_is_a_fifo_is_refused_in_one_line(cells, monkeypatch):
    earlier = cells.path / "reports" / "20260101-000000-aaaaaa"
    earlier.mkdir(parents=True)
    os.mkfifo(earlier / "batches.json")  # reading it would wait for a writer for ever
    monkeypatch.setenv("CRE_TEST_BATCH_KEY", KEY)
    with served() as server:
        (cells.path / "models").mkdir()
        (cells.path / "models" / "remote.toml").write_text(
            f'name = "remote"\nvendor = "vllm"\nbase_url = "{server.url}"\napi_key_env = "CRE_TEST_BATCH_KEY"\n'
            "max_tokens = 64\nbatch = true\n"
        )
        result = cells.runpytest_subprocess(*SMALL_WS, "--cre-model", "remote", "--cre-batch", "wait", timeout=120)
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["batch: */batches.json is not a regular file (a link, a FIFO or a device): *"])


def test_a_file_entry_out_of_the_run_folder_is_never_read(cells, monkeypatch, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.output.jsonl").write_text("not read\n")
    earlier = cells.path / "reports" / "20260101-000000-aaaaaa"
    (earlier / "batches").mkdir(parents=True)
    out = os.path.relpath(outside, earlier / "batches")
    (earlier / "batches.json").write_text(
        json.dumps({"schema": 1, "batches": [{"model": "remote", "id": None, "base_url": "http://127.0.0.1:9/v1",
                    "file": f"batches/{out}/x.jsonl", "requests": 1, "samples": {"c#0#k": ["k", 5]}}]})
    )  # fmt: skip
    linked = cells.path / "reports" / "20260101-000000-bbbbbb"
    linked.mkdir()
    (linked / "batches").symlink_to(outside)  # the input folder itself leads out
    (linked / "batches.json").write_text(
        json.dumps({"schema": 1, "batches": [{"model": "remote", "id": None, "base_url": "http://127.0.0.1:9/v1",
                    "file": "batches/x.jsonl", "requests": 1, "samples": {"c#0#k": ["k", 5]}}]})
    )  # fmt: skip
    result = run_remote(cells, monkeypatch, "http://127.0.0.1:9/v1", "--cre-batch", "files")
    result.stdout.fnmatch_lines(
        [
            "batch: */20260101-000000-aaaaaa/batches.json is not a batches.json pytest-cre wrote: *",
            "batch: */20260101-000000-bbbbbb/batches/x.output.jsonl leads out of its run folder: not read*",
        ]
    )
    assert "Traceback" not in result.stdout.str()
