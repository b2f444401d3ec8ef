"""The plan and the start against what a server and a user may give (issue 27.4, 27.5, 27.10):
``--cre-n 1000000000 --cre-plan`` plans in seconds and bounded memory, a server that cannot
count is a usage error before any cell with ``--cre-tokenizer server``, the plan says the
server's window and how its tokens compare, and ``/props`` is asked once per model."""

from __future__ import annotations

import pytest
from test_preflight import ARGS, Server, _Handler

CONFTEST_BOUNDED = """
import resource

import pytest_cre.run.plan as plan

plan.EXACT_SAMPLES = 20  # the test's budget: the rule is the same at 1,000
resource.setrlimit(resource.RLIMIT_DATA, (1 << 30, 1 << 30))  # 1 GiB of heap: 10**9 samples never fit
"""


class CountingHandler(_Handler):
    def do_GET(self) -> None:
        srv: CountingServer = self.server  # type: ignore[assignment]
        srv.gets.append(self.path)
        if srv.kind == "no-tokenize" and self.path == "/props":
            self._send(200, {"default_generation_settings": {"n_ctx": srv.n_ctx}})
            return
        super().do_GET()


class CountingServer(Server):
    """test_preflight's server, keeping the paths of its GETs; ``no-tokenize`` says its window
    and counts nothing (every POST but a completion is a 404)."""

    def __init__(self, kind: str, n_ctx: int) -> None:
        self.gets: list[str] = []
        super().__init__(kind, n_ctx)
        self.RequestHandlerClass = CountingHandler


def test_a_plan_of_a_billion_samples_is_counted_not_assembled(cells):
    cells.makeconftest(CONFTEST_BOUNDED)
    result = cells.runpytest_subprocess(
        "--cre-n",
        "1000000000",
        "--cre-repeats",
        "allow",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "-p",
        "no:cacheprovider",
        "--cre-plan",
        timeout=120,
    )
    out = result.stdout.str()
    assert result.ret == 0, out + result.stderr.str()
    result.stdout.fnmatch_lines(["sim *1 *1,000,000,000 *0 *"])
    assert (
        "sim: 999,999,980 requests past the first 20 samples of a cell were not assembled: their prompt tokens "
        "are estimated from those, and the cache was not asked for them"
    ) in out


def test_server_tokens_from_a_server_without_tokenize_is_a_usage_error_at_the_start(cells):
    server = CountingServer("no-tokenize", 32768)
    try:
        result = cells.runpytest_subprocess(
            *ARGS, "--cre-model", "llamacpp:m", f"--cre-base-url={server.url}", "--cre-tokenizer", "server"
        )
    finally:
        server.shutdown()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert err == [
        f"ERROR: --cre-tokenizer server: {server.url} does not count tokens (no /tokenize: HTTP 404): use a "
        "server that does (llama.cpp, vLLM) or --cre-tokenizer PATH/tokenizer.json"
    ], err
    assert "Traceback" not in result.stdout.str() and server.completions == 0


@pytest.mark.parametrize("tokenizer", ["cl100k_base", "server"])
def test_the_plan_says_the_servers_window_and_how_its_tokens_compare(cells, tokenizer):
    server = CountingServer("llamacpp", 32768)
    try:
        result = cells.runpytest_subprocess(
            *ARGS,
            "--cre-model",
            "llamacpp:m",
            f"--cre-base-url={server.url}",
            "--cre-tiers",
            "4k,8k",
            "--cre-tokenizer",
            tokenizer,
            "--cre-plan",
        )
    finally:
        server.shutdown()
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    said = "llamacpp:m: the server's context window is 32,768 tokens (GET /props n_ctx); "
    if tokenizer == "server":
        result.stdout.fnmatch_lines([said + "prompts counted in its own tokens (* /tokenize calls)"])
    else:
        result.stdout.fnmatch_lines(
            [said + "it counts 0.91x the tokens the budget tokenizer does (11,159 vs 12,235 on the first prompts *)"]
        )
    assert server.gets.count("/props") == 1  # asked once for both cells
    assert server.completions == 0
