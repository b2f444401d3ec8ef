"""A self-hosted server that is not there (issue 43, point 3): refused connections, or a port
that takes the connection and never answers. Before the model's first request the run asks
``GET /models`` once; nothing answering stops the model within seconds with one line naming the
URL and the fix (on main every sample tried it 5 times with backoff, ~2.5 min a cell). The
cell that found it fails with that line (the run failed: exit 1), the model's other cells are
skipped, its samples are recorded ``not_run`` (a resume asks them), and the plan says so too.
A connection error met later (the server died mid-run) names the server it was sent to."""

from __future__ import annotations

import asyncio
import socket
import time

import pytest
from helpers import run_records
from loopback import Loopback, answer, closed_port

from pytest_cre.cli import main
from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.client import ModelClient
from pytest_cre.endpoints.vendors import ModelConfig

ARGS = [
    "--cre-model=vllm:m",
    "--cre-n=5",
    "--cre-tiers=4k",
    "--cre-fillers=ws",
    "--cre-positions=end,middle,start",
    "--cre-cache=off",
    "-p",
    "no:cacheprovider",
]


@pytest.fixture
def silent():
    """A port that takes connections (the kernel's backlog) and never answers one."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(64)
        yield f"http://127.0.0.1:{s.getsockname()[1]}/v1"


@pytest.mark.parametrize("kind", ["refused", "silent"])
def test_a_dead_server_stops_the_model_in_seconds_with_one_line(cells, silent, monkeypatch, kind):
    monkeypatch.setattr(server_info, "TIMEOUT_S", 1.0)  # the run's own deadline is 5 s
    url = f"http://127.0.0.1:{closed_port()}/v1" if kind == "refused" else silent
    why = "connection refused" if kind == "refused" else "no answer within 1 s"
    started = time.monotonic()
    result = cells.runpytest(*ARGS, f"--cre-base-url={url}", "--cre-backoff=5")
    # On main: 15 samples x 5 attempts with 5 s backoff doubling (minutes); here one probe.
    assert time.monotonic() - started < 60, result.stdout.str()
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed") == 1 and outcomes.get("skipped"), outcomes
    said = f"nothing answers at {url} ({why}): start the server (or check its host and port), or give its URL"
    failure = [line for line in out.splitlines() if line.startswith("arith-") and "no sample got an answer" in line]
    assert len(failure) == 1 and said in failure[0], out
    assert "Traceback" not in out and "APIConnectionError" not in out
    records = run_records(cells.path / "reports" / "latest")
    # Not sent, so a resume asks them: no attempt was made, none is stored as an outcome.
    assert records and all(r["status"] == "not_run" and r["error"].startswith("not sent: ") for r in records)
    assert not any(r["attempts"] for r in records)


def _pending(listening: socket.socket) -> int:
    """Connections the kernel took for a port that never accepts: each one a call made to it."""
    listening.setblocking(False)
    taken = 0
    while True:
        try:
            listening.accept()[0].close()
        except BlockingIOError:
            return taken
        taken += 1


def test_under_xdist_the_controller_asks_a_silent_server_once(cells, monkeypatch):
    """The window preflight is the dead-server check, made once on the controller for every
    worker (on main each of 2 workers asked /props, /v1/models, /api/v0/models and a probe)."""
    monkeypatch.setattr(server_info, "TIMEOUT_S", 1.0)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(64)
        url = f"http://127.0.0.1:{s.getsockname()[1]}/v1"
        result = cells.runpytest(*ARGS, "-n", "2", f"--cre-base-url={url}")
        out = result.stdout.str()
        assert result.ret == pytest.ExitCode.TESTS_FAILED, out
        assert f"nothing answers at {url} (no answer within 1 s): start the server" in out, out
        assert _pending(s) == 1


def test_under_xdist_a_live_server_gets_one_preflight(cells):
    """One preflight for the run, not one set per worker, and only the probe a vLLM server
    answers (``GET /v1/models``; llama.cpp's /props and LM Studio's are not asked of it)."""
    srv = Loopback(lambda path, body: (200, answer("Answer: 7")))
    try:
        result = cells.runpytest(*ARGS, "-n", "2", f"--cre-base-url={srv.url}")
        assert result.ret == 0, result.stdout.str()
        assert srv.requests == 15
        assert srv.gets == ["/v1/models"], srv.gets
    finally:
        srv.stop()


def test_a_server_that_answers_anything_is_not_dead(cells):
    """A 404 on /models (llama.cpp, a proxy) is an answer: the run goes on."""
    srv = Loopback(lambda path, body: (200, answer("Answer: 7")))
    try:
        result = cells.runpytest(*ARGS, "--cre-positions=end", f"--cre-base-url={srv.url}")
        assert result.ret == 0, result.stdout.str()
        assert srv.requests == 5
    finally:
        srv.stop()


def test_the_plan_says_a_self_hosted_server_is_not_reachable(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    url = f"http://127.0.0.1:{closed_port()}/v1"
    args = ["plan", "--cre-model", "vllm:m", "--cre-base-url", url, "--cre-tiers", "4k", "--cre-n", "2"]
    assert main([*args, "--cre-fillers", "ws", "--cre-positions", "end", "--cre-cache", "off"]) == 0
    out = capsys.readouterr().out
    assert f"vllm:m: nothing answers at {url} (connection refused): start the server" in out, out
    assert "a run would stop its cells at their first request" in out


def test_a_connection_error_names_the_server_it_was_sent_to():
    url = f"http://127.0.0.1:{closed_port()}/v1"
    m = ModelConfig(
        name="m",
        vendor="custom",
        model_id="m",
        api_key_env="CRE_API_KEY",
        thinking_style=None,
        max_attempts=1,
        backoff_s=0.0,
    )

    async def ask():
        client = ModelClient(m, [url], None, 1)
        try:
            return await client.complete([{"role": "user", "content": "hi"}], "k")
        finally:
            await client.close()

    result = asyncio.run(ask())
    assert result.status == "connection_error" and f"(to {url}: " in result.error, result.error
