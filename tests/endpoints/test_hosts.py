"""The hosts users run open models on (OpenRouter, Together, Fireworks, Groq, Mistral, xAI): the
presets as their docs give them, OpenRouter's measured cost read into the record and the cost
table, Groq's rate-limit headers, and a black-box run on an ``openrouter:`` model whose answers
carry usage.cost."""

from __future__ import annotations

import json
import math

import pytest
from helpers import run_records
from standin import Dressed, openrouter_cost

from pytest_cre.analysis.tables import usage_table
from pytest_cre.endpoints.answers import parse_answer, row_problem
from pytest_cre.endpoints.client import request_params
from pytest_cre.endpoints.ratelimits import parse_reset, read_limits
from pytest_cre.endpoints.vendors import VENDORS, resolve_model

# Base URL, key variable, token parameter, reasoning field, thinking switch: each from the
# vendor's OpenAI-compatibility page (cited beside the preset in vendors.py).
DOCUMENTED = {
    "openrouter": ("https://openrouter.ai/api/v1", "OPENROUTER_API_KEY", "max_tokens", "reasoning", "reasoning"),
    "together": ("https://api.together.xyz/v1", "TOGETHER_API_KEY", "max_tokens", "reasoning_content", None),
    "fireworks": (
        "https://api.fireworks.ai/inference/v1",
        "FIREWORKS_API_KEY",
        "max_tokens",
        "reasoning_content",
        None,
    ),
    "groq": ("https://api.groq.com/openai/v1", "GROQ_API_KEY", "max_tokens", "reasoning", None),
    "mistral": ("https://api.mistral.ai/v1", "MISTRAL_API_KEY", "max_tokens", "reasoning_content", None),
    "xai": ("https://api.x.ai/v1", "XAI_API_KEY", "max_tokens", "reasoning_content", None),
}


@pytest.mark.parametrize("name", sorted(DOCUMENTED))
def test_each_host_preset(name):
    v = VENDORS[name]
    assert (v.base_url, v.api_key_env, v.token_param, v.reasoning_field, v.thinking_style) == DOCUMENTED[name]
    assert v.api == "openai" and not v.batch


@pytest.mark.parametrize("thinking", [True, False])
def test_openrouter_switches_thinking_with_its_reasoning_object(thinking):
    import dataclasses

    model = dataclasses.replace(resolve_model("openrouter:deepseek/deepseek-r1"), thinking=thinking)
    params = request_params(model)
    assert params["extra_body"] == {"reasoning": {"enabled": thinking}}
    assert "reasoning_effort" not in params and "thinking" not in params["extra_body"]


@pytest.mark.parametrize("name", ["groq", "xai", "together", "fireworks", "mistral"])
def test_hosts_without_one_switch_send_none(name):
    import dataclasses

    model = dataclasses.replace(resolve_model(f"{name}:some-model"), thinking=False)
    params = request_params(model)
    assert "reasoning_effort" not in params and "extra_body" not in params


def _answer(usage: dict) -> bytes:
    return json.dumps(
        {
            "id": "gen-1",
            "object": "chat.completion",
            "model": "deepseek/deepseek-r1",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": "42", "reasoning": "6*7"},
                }
            ],
            "usage": usage,
        }
    ).encode()


USAGE = {
    "prompt_tokens": 194,
    "completion_tokens": 2,
    "total_tokens": 196,
    "cost": 0.95,
    "cost_details": {"upstream_inference_cost": 19},
}


def test_openrouters_usage_cost_is_read_and_cached():
    model = resolve_model("openrouter:deepseek/deepseek-r1")
    result = parse_answer(model, _answer(USAGE))
    assert (result.status, result.reported_cost_usd, result.reasoning) == ("ok", 0.95, "6*7")
    assert row_problem(vars(result)) is None
    assert parse_answer(model, _answer({k: v for k, v in USAGE.items() if k != "cost"})).reported_cost_usd is None


@pytest.mark.parametrize("cost", ["0.95", -1, 1e300, True, [1]])
def test_a_cost_that_is_not_a_price_makes_the_answer_malformed(cost):
    """Every byte a server sends is untrusted: a cost the table would add up must be a number."""
    result = parse_answer(resolve_model("openrouter:x/y"), _answer({**USAGE, "cost": cost}))
    assert result.status == "bad_response" and "usage.cost" in result.error


def test_the_cost_table_shows_the_measured_cost_beside_the_priced_one():
    recs = [
        {
            "model": "or",
            "vendor": "openrouter",
            "reported_prompt_tokens": 100,
            "completion_tokens": 5,
            "reported_cost_usd": c,
        }
        for c in (0.25, 0.5, None)
    ]
    recs.append({"model": "ds", "vendor": "deepseek", "reported_prompt_tokens": 100, "completion_tokens": 5})
    table = usage_table(recs).set_index("model")
    assert table.loc["or", "cost_reported_usd"] == 0.75
    assert math.isnan(table.loc["ds", "cost_reported_usd"])  # its server said nothing
    assert "cost_reported_usd" not in usage_table(recs[-1:]).columns  # a table of such runs is unchanged
    assert usage_table([]).empty


def test_groqs_rate_limit_headers_with_go_durations():
    """Groq's documented headers (https://console.groq.com/docs/rate-limits): resets as "2m59.56s",
    "7.66s"; "1m30s" is 90 seconds."""
    headers = {
        "x-ratelimit-limit-requests": "14400",
        "x-ratelimit-remaining-requests": "14370",
        "x-ratelimit-reset-requests": "2m59.56s",
        "x-ratelimit-limit-tokens": "18000",
        "x-ratelimit-remaining-tokens": "17997",
        "x-ratelimit-reset-tokens": "7.66s",
    }
    limits = read_limits(headers)
    assert limits["requests"].reset_s == pytest.approx(179.56)
    assert limits["tokens"].reset_s == pytest.approx(7.66)
    assert parse_reset("1m30s") == 90
    assert parse_reset("1h2m3.5s") == pytest.approx(3723.5)


ARGS = ["--cre-n", "2", "--cre-fillers", "ws", "--cre-positions", "end", "-p", "no:cacheprovider", "-rs"]


def test_a_run_on_openrouter_shows_the_cost_it_reported(cells, monkeypatch):
    """models/or-r1.toml names the openrouter preset and points it at a stand-in whose answers
    carry usage.cost: the records hold it, the terminal's tokens line and summary.json's usage
    table show their sum beside the list-price cost."""
    from pytest_cre.families.reasoning.sim import AnswerBook
    from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
    from pytest_cre.sim.server import start_sim

    arith = BUILTIN_TASKS["arith"]
    data, book = arith.load(None), AnswerBook()
    book.add(data.targets + data.filler, arith.render_question)
    sim = start_sim([book])
    standin = Dressed(sim.url, openrouter_cost(0.0123))
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-test")
    try:
        (cells.path / "models").mkdir()
        (cells.path / "models" / "or-r1.toml").write_text(
            f'name = "deepseek/deepseek-r1"\nvendor = "openrouter"\nbase_url = "{standin.url}"\nmax_tokens = 256\n'
        )
        result = cells.runpytest(*ARGS, "--cre-model", "or-r1", "--cre-tiers", "4k", "--cre-cache", "off")
    finally:
        standin.stop()
        sim.stop()
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert [r["reported_cost_usd"] for r in recs] == [0.0123, 0.0123]
    result.stdout.fnmatch_lines(["*tokens or-r1:*; $0.02 as the server reported it*"])
    summary = json.loads((cells.path / "reports/latest/summary.json").read_text())
    assert json.dumps(summary).count('"cost_reported_usd": 0.0246') >= 1
    table = (cells.path / "reports/latest/summary.md").read_text()
    assert "cost_reported_usd" in table and "0.0246" in table
    assert set(standin.keys) == {"Bearer sk-or-test"}
