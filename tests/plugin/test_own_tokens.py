"""``pytest cells --cre-tokenizer server`` for a Claude and a Gemini model (reached through a
model file's base_url, as a gateway would be): each tier's prompt is the budget in the vendor's
own tokens, counted by its count endpoint, and the plan says how many counting calls it made.
The stand-ins count whitespace words (Claude's adds a template), so the test recounts alone."""

from __future__ import annotations

import re

import pytest
from count_standins import CLAUDE_TEMPLATE, KEY, CountStandIn, words
from helpers import run_records

ARGS = ["--cre-n", "2", "--cre-fillers", "ws", "--cre-positions", "end", "--cre-tiers", "4k", "-p", "no:cacheprovider"]
CLOSING = "Solve the problem marked TARGET PROBLEM"  # only a whole prompt holds the closing and filler


@pytest.fixture
def stand_in():
    server = CountStandIn()
    yield server
    server.stop()


def _model_file(cells: pytest.Pytester, vendor: str, model_id: str, base_url: str) -> None:
    (cells.path / "models").mkdir()
    (cells.path / "models" / "own.toml").write_text(
        f'name = "{model_id}"\nvendor = "{vendor}"\nbase_url = "{base_url}"\n'
    )


def test_a_gemini_tier_is_its_budget_in_geminis_tokens(cells, stand_in, monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", KEY)
    _model_file(cells, "gemini", "gemini-2.5-pro", stand_in.gemini_base)
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", "own", "--cre-tokenizer", "server", "--cre-cache", "off")
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert len(recs) == 2 and all(r["tokenizer"] == "server:gemini-2.5-pro" for r in recs)
    # The prompts the chat endpoint received, recounted: the records' counts, within the 4K tier.
    sent = sorted(words(text) for text in stand_in.chats)
    assert sent == sorted(r["prompt_tokens"] for r in recs)
    assert all(0.97 * 4096 <= n <= 4096 for n in sent), sent
    assert all(p.startswith("/v1beta/models/gemini-2.5-pro:countTokens") for p in stand_in.paths)
    assert KEY not in result.stdout.str() + result.stderr.str()


def test_a_claude_plan_counts_in_claudes_tokens_and_says_how_many_calls(cells, stand_in, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    _model_file(cells, "anthropic", "claude-sonnet-4-5", stand_in.root)
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", "own", "--cre-tokenizer", "server", "--cre-plan")
    assert result.ret == 0, result.stderr.str()
    out = result.stdout.str()
    # Each whole prompt as Claude counts it (its words and the template): the 4K tier, filled.
    prompts = {text: count for vendor, text, count in stand_in.counted if CLOSING in text and "\n\n" in text}
    assert len(prompts) == 2 and all(n == words(t) + CLAUDE_TEMPLATE for t, n in prompts.items())
    assert all(0.97 * 4096 <= n <= 4096 for n in prompts.values()), prompts
    calls = len(stand_in.counted)
    said = re.search(
        r"own: prompts counted in its own tokens \(([\d,]+) counting calls to the vendor for the 2 "
        r"prompts planned; a run counts its 2 prompts anew: at most about ([\d,]+) calls",
        out,
    )
    assert said, out
    assert int(said[1].replace(",", "")) == calls and int(said[2].replace(",", "")) == calls
    assert f"{sum(prompts.values()):,}" in out  # the plan's prompt tokens are Claude's
    assert "tiers are cl100k_base tokens" not in out
    assert KEY not in out + result.stderr.str()


@pytest.mark.parametrize("vendor", ["anthropic", "gemini"])
def test_a_refused_key_is_one_usage_line_before_any_cell(cells, stand_in, monkeypatch, vendor):
    monkeypatch.setenv("ANTHROPIC_API_KEY" if vendor == "anthropic" else "GEMINI_API_KEY", "wrong-" + KEY)
    _model_file(cells, vendor, "m", stand_in.root if vendor == "anthropic" else stand_in.gemini_base)
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", "own", "--cre-tokenizer", "server")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert "Traceback" not in err and KEY not in err + result.stdout.str()
    (line,) = [x for x in err.splitlines() if "--cre-tokenizer server" in x]
    assert f"--cre-tokenizer server: {vendor} counts at {stand_in.root}" in line
    assert not stand_in.chats


def test_a_plan_in_cl100k_tokens_for_a_vendor_that_counts_says_how_to_count_in_its_own(cells, stand_in, monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", KEY)
    _model_file(cells, "gemini", "gemini-2.5-pro", stand_in.gemini_base)
    result = cells.runpytest_subprocess(*ARGS, "--cre-model", "own", "--cre-plan")
    assert result.ret == 0, result.stderr.str()
    assert (
        "own: tiers are cl100k_base tokens, not gemini's own: count in its own with --cre-tokenizer server"
        in result.stdout.str()
    )
    assert not stand_in.counted  # nothing was counted by the vendor
