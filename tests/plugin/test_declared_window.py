"""A vendor API states no context window, so the window its docs give (a preset's, or a model
file's ``window``) is checked before a cell's first request: a cell that cannot fit is skipped in
one line (the cell and tier, the window, max_tokens, the fix) and sends nothing; a tier that fits
runs; a window a self-hosted server states wins over the declared one; ``--cre-plan`` shows it;
a bad ``window`` is a one-line usage error. Black box, against a loopback OpenAI-style server."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from helpers import run_records
from test_preflight import Server  # the suite's loopback server: counts chat requests, says a window or not

from pytest_cre.endpoints import anthropic_wire, server_info
from pytest_cre.endpoints.model_files import read_model_file
from pytest_cre.endpoints.vendors import resolve_model

ARGS = ["--cre-n", "2", "--cre-fillers", "ws", "--cre-positions", "end", "--cre-cache", "off"]
ARGS += ["-p", "no:cacheprovider", "-rs"]


def _model_file(cells: pytest.Pytester, name: str, body: str) -> str:
    (cells.path / "models").mkdir(exist_ok=True)
    (cells.path / "models" / f"{name}.toml").write_text(body)
    return name


def _run(cells: pytest.Pytester, server: Server, model: str, *args: str) -> pytest.RunResult:
    try:
        return cells.runpytest_subprocess(*ARGS, "--cre-model", model, *args)
    finally:
        server.shutdown()


@pytest.mark.parametrize(
    ("model_id", "window_line", "said"),
    [
        ("vendor-128k", "window = 131072\n", "131,072 tokens (window in its model file)"),
        ("gpt-4o", "", "128,000 tokens (openai's documented window for gpt-4o)"),  # the preset's own
    ],
)
def test_a_vendor_cell_past_its_declared_window_is_skipped_before_any_request(
    cells, monkeypatch, model_id, window_line, said
):
    monkeypatch.setenv("WINDOW_TEST_KEY", "sk-window-test")
    server = Server("none", n_ctx=0)  # says no window: a vendor API
    body = f'name = "{model_id}"\nvendor = "openai"\nbase_url = "{server.url}"\napi_key_env = "WINDOW_TEST_KEY"\n'
    model = _model_file(cells, "vendorish", body + window_line)
    result = _run(cells, server, model, "--cre-tiers", "4k,256k")
    result.assert_outcomes(passed=1, skipped=1)  # the 4k cell fits and runs
    (line,) = [x for x in result.outlines if x.startswith("SKIPPED")]
    assert f"arith-end-ws-256k-vendorish: vendorish's context window is {said} and this cell needs" in line
    assert "tokens by cl100k_base, not the model's own (its count may be higher) plus max_tokens 2,048" in line
    assert "use a smaller tier" in line and "--cre-tokenizer server" in line and "(window = N)" in line
    assert server.completions == 2  # the 4k cell's two samples; none of the 256k cell's
    assert {r["cell_id"] for r in run_records(cells.path / "reports/latest")} == {"arith-end-ws-4k-vendorish"}


def test_the_window_a_server_states_wins_over_the_declared_one(cells):
    server = Server("vllm", n_ctx=65_536)  # says 65,536 at /v1/models
    body = f'name = "m"\nvendor = "vllm"\nbase_url = "{server.url}"\nwindow = 4096\n'
    result = _run(cells, server, _model_file(cells, "small-declared", body), "--cre-tiers", "8k")
    result.assert_outcomes(passed=1)  # 4,096 declared would skip it; the server's 65,536 holds it
    assert server.completions == 2


def test_a_declared_window_serves_a_server_that_states_none(cells):
    server = Server("none", n_ctx=0)
    body = f'name = "m"\nvendor = "vllm"\nbase_url = "{server.url}"\nwindow = 4096\n'
    result = _run(cells, server, _model_file(cells, "small-declared", body), "--cre-tiers", "8k")
    result.assert_outcomes(skipped=1)
    assert "small-declared's context window is 4,096 tokens (window in its model file)" in result.stdout.str()
    assert server.completions == 0


def test_the_plan_shows_the_declared_window_and_the_cells_past_it(cells, monkeypatch):
    monkeypatch.setenv("WINDOW_TEST_KEY", "sk-window-test")
    server = Server("none", n_ctx=0)
    body = f'name = "m"\nvendor = "openai"\nbase_url = "{server.url}"\napi_key_env = "WINDOW_TEST_KEY"\n'
    model = _model_file(cells, "vendorish", body + "window = 131072\n")
    result = _run(cells, server, model, "--cre-tiers", "4k,256k", "--cre-plan")
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(
        [
            "vendorish: its context window is 131,072 tokens (window in its model file); each cell's first "
            "prompt was checked against it as the budget tokenizer counts it, not the model",
            "vendorish: 1 cell(s) cannot run: arith-end-ws-256k-vendorish: vendorish's context window is "
            "131,072 tokens (window in its model file) and this cell needs*plus max_tokens 2,048*",
        ]
    )
    assert server.completions == 0


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ('window = "128k"', "window must be int, got '128k'"),
        ("window = 0", "window must be a positive integer, got 0: write the model's context window in its tokens"),
        ("window = 1.5e5", "window must be int, got 150000.0"),
        ('window_includes_output = "no"', "window_includes_output must be bool, got 'no'"),
    ],
)
def test_a_bad_window_in_a_model_file_is_one_usage_line(cells, line, says):
    model = _model_file(cells, "bad-window", f'name = "m"\nvendor = "openai"\n{line}\n')
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", model, "--cre-tiers", "4k")
    assert result.ret != 0
    errors = [x for x in result.errlines if x.startswith("ERROR:")]
    assert len(errors) == 1 and says in errors[0] and "bad-window.toml" in errors[0], errors
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


def test_the_fit_rule_follows_whether_the_window_holds_the_output(tmp_path: Path):
    path = tmp_path / "gem.toml"
    path.write_text('name = "gemini-2.5-pro"\nvendor = "gemini"\nmax_tokens = 8192\n')
    gemini = read_model_file(path)  # an input limit: the prompt alone must fit
    window = server_info.declared_window(gemini)
    assert window is not None and (window.tokens, window.output) == (1_048_576, False)
    assert server_info.fit_problem(window, 1_048_576, False, gemini) is None
    problem = server_info.fit_problem(window, 1_048_577, False, gemini)
    assert problem is not None and "input limit is 1,048,576 tokens" in problem
    assert "max_tokens 8,192 does not count against it" in problem
    gpt = resolve_model("gpt-4o")  # a window that holds the output too: prompt + max_tokens
    window = server_info.declared_window(gpt)
    assert window is not None and window.output
    assert server_info.fit_problem(window, 128_000 - gpt.max_output_tokens, False, gpt) is None
    assert "needs 128,001" in (server_info.fit_problem(window, 128_001 - gpt.max_output_tokens, False, gpt) or "")
    # counted in the model's own tokens (--cre-tokenizer server), the line says so
    own = server_info.fit_problem(window, 200_000, False, dataclasses.replace(gpt, tokenizer="server:gpt-4o"))
    assert own is not None and "of the model's own tokens (--cre-tokenizer server)" in own


def test_declared_claude_windows_agree_with_the_beta_header_the_wire_sends():
    """A window past Claude's standard 200K is declared only for a model that has it without the
    1M beta (the wire sends that model no beta header), so the check never lets through a
    prompt the request cannot hold."""
    from pytest_cre.endpoints.vendors import WINDOWS  # the table (absent before declared windows)

    for (vendor, model_id), (tokens, output) in WINDOWS.items():
        if vendor != "anthropic":
            continue
        assert output  # Claude's window holds the response
        model = resolve_model(f"anthropic:{model_id}")
        assert model.window == tokens
        if tokens > anthropic_wire.STANDARD_WINDOW:
            assert not anthropic_wire.needs_beta(model_id)
            assert anthropic_wire.beta_headers(model, tokens) == {}
    for model_id in ("claude-sonnet-4-5", "claude-sonnet-4-20250514"):  # the beta's models: none declared
        assert anthropic_wire.needs_beta(model_id) and resolve_model(f"anthropic:{model_id}").window is None


def test_a_batch_holds_no_request_of_a_cell_past_the_declared_window(cells, monkeypatch):
    from anthropic_batch_standin import MessageBatches

    monkeypatch.setenv("WINDOW_TEST_KEY", "sk-ant-window-test")
    server = MessageBatches()
    body = f'name = "claude-test-1"\nvendor = "anthropic"\nbase_url = "{server.url}"\napi_key_env = "WINDOW_TEST_KEY"\n'
    _model_file(cells, "claude-small", body + "max_tokens = 64\nthinking = false\nwindow = 6000\n")
    try:
        args = [a for a in ARGS if a not in ("--cre-cache", "off")]  # a batch answers into the cache
        result = cells.runpytest(*args, "--cre-model", "claude-small", "--cre-tiers", "4k,8k", "--cre-batch", "wait")
    finally:
        server.stop()
    result.assert_outcomes(passed=1, skipped=1)
    (batch,) = server.batches.values()
    assert len(batch["requests"]) == 2  # the 4k cell's two samples; none of the 8k cell's
    assert server.messages == 0  # nothing of the 8k cell went out, in a batch or alone
    (line,) = [x for x in result.outlines if x.startswith("SKIPPED")]
    assert "arith-end-ws-8k-claude-small: claude-small's context window is 6,000 tokens" in line


def test_the_docs_table_is_the_declared_windows():
    """docs/models.md's table of declared windows is ``WINDOWS``, row for row."""
    import re

    from pytest_cre.endpoints.vendors import WINDOWS

    text = (Path(__file__).resolve().parents[2] / "docs" / "models.md").read_text()
    rows = re.findall(r"^\| `([^`]+)` \((\w+)\) \| ([\d,]+) \| (yes|no)[^|]* \|", text, re.M)
    assert {(v, m): (int(n.replace(",", "")), yes == "yes") for m, v, n, yes in rows} == WINDOWS
