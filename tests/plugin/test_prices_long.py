"""Long-prompt price tiers (a vendor bills every token of a request past a prompt-length
threshold at higher rates): one function prices a request, and the plan, the spending cap and
the cost columns go through it, so they cannot disagree."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from pytest_cre.analysis.tables import usage
from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.prices import builtin_prices, parse_prices, usd
from pytest_cre.endpoints.answers import CallResult
from pytest_cre.endpoints.spending import answer_cost, request_bound
from pytest_cre.run.plan import ModelPlan

# Anthropic's published Sonnet 4 rates with the 1M context beta, batch at 50% of either tier.
TIERED = """
[anthropic."m"]
input = 3.0
cached_input = 0.3
output = 15.0
batch_input = 1.5
batch_output = 7.5
long_above = 200000
long_input = 6.0
long_cached_input = 0.6
long_output = 22.5
long_batch_input = 3.0
long_batch_output = 11.25
checked = "2026-12-05"
source = "a test"
"""


def tiered():
    table = parse_prices(tomllib.loads(TIERED), "t.toml")
    price = table.lookup("anthropic", "m")
    assert price is not None
    return table, price


def test_the_threshold_is_the_prompt_length_and_past_it_every_token_is_billed_long():
    _table, price = tiered()
    assert price.cost(200_000, 0, 1_000) == pytest.approx((200_000 * 3.0 + 1_000 * 15.0) / 1e6)
    assert price.cost(200_001, 0, 1_000) == pytest.approx((200_001 * 6.0 + 1_000 * 22.5) / 1e6)
    # cached tokens count toward the threshold and are billed at the long cached rate past it
    assert price.cost(200_001, 100_000, 0) == pytest.approx((100_001 * 6.0 + 100_000 * 0.6) / 1e6)
    assert price.cost(200_000, 100_000, 0) == pytest.approx((100_000 * 3.0 + 100_000 * 0.3) / 1e6)


def test_a_batch_request_is_billed_at_the_batch_rate_of_its_own_tier():
    _table, price = tiered()
    assert price.cost(200_000, 0, 1_000, batch=True) == pytest.approx((200_000 * 1.5 + 1_000 * 7.5) / 1e6)
    assert price.cost(200_001, 0, 1_000, batch=True) == pytest.approx((200_001 * 3.0 + 1_000 * 11.25) / 1e6)
    batch = price.batch()
    assert batch is not None and batch.cost(200_001, 0, 1_000) == price.cost(200_001, 0, 1_000, batch=True)


def test_the_built_in_sonnet_4_5_bills_its_1m_beta_rates_past_200k():
    price = builtin_prices().lookup("anthropic", "claude-sonnet-4-5")
    assert price is not None and price.checked and price.source
    assert price.cost(200_000, 0, 1_000) == pytest.approx((200_000 * 3.0 + 1_000 * 15.0) / 1e6)
    assert price.cost(200_001, 0, 1_000) == pytest.approx((200_001 * 6.0 + 1_000 * 22.5) / 1e6)
    assert price.cost(200_001, 0, 1_000, batch=True) == pytest.approx((200_001 * 3.0 + 1_000 * 11.25) / 1e6)


def test_a_model_without_a_tier_is_billed_flat_at_any_length():
    gpt = builtin_prices().lookup("openai", "gpt-4.1")  # OpenAI states no long-prompt tier
    assert gpt is not None and gpt.long_above is None
    assert gpt.cost(1_000_000) == pytest.approx(5 * gpt.cost(200_000))


def test_the_plan_the_cap_and_the_cost_table_agree_on_one_request():
    """One request of 200,001 prompt tokens (its tier's long rates) writing 500 tokens."""
    table, price = tiered()
    expected = (200_001 * 6.0 + 500 * 22.5) / 1e6
    plan = ModelPlan("m", "anthropic", "m", price, max_tokens=500)
    plan.priced(200_001)
    answer = CallResult(status="ok", reported_prompt_tokens=200_001, completion_tokens=500)
    cap = answer_cost(price, answer, 200_001, request_bound(price, 200_001, 500), 500)
    record = {"vendor": "anthropic", "model": "m", "reported_prompt_tokens": 200_001, "completion_tokens": 500}
    assert plan.cost_bound == pytest.approx(expected)
    assert cap == pytest.approx(expected)
    assert usage([record], table)["cost_usd"] == pytest.approx(expected)
    # two short requests stay short: priced one at a time, never as one 400,002-token prompt
    plan = ModelPlan("m", "anthropic", "m", price, max_tokens=0)
    plan.priced(200_000, 2)
    assert plan.cost_bound == pytest.approx(2 * 200_000 * 3.0 / 1e6)
    recs = [{**record, "reported_prompt_tokens": 200_000, "completion_tokens": 0}] * 2
    assert usage(recs, table)["cost_usd"] == pytest.approx(2 * 200_000 * 3.0 / 1e6)


def test_the_plan_prices_each_prompt_at_its_tier(tmp_path: Path, capsys, monkeypatch):
    """``cre plan`` on prompts past a price file's threshold: every request at the long rates."""
    monkeypatch.chdir(tmp_path)
    prices = tmp_path / "p.toml"
    prices.write_text(
        '[openai."o4-mini"]\ninput = 1.0\noutput = 2.0\nlong_above = 1000\nlong_input = 10.0\nlong_output = 20.0\n'
        "batch_input = 0.5\nbatch_output = 1.0\nlong_batch_input = 5.0\nlong_batch_output = 10.0\n"
    )
    args = ["plan", "--cre-tiers", "4k", "--cre-fillers", "ws", "--cre-positions", "end", "--cre-n", "2"]
    args += ["--cre-cache", "off", "--cre-model", "o4-mini", "--cre-max-tokens", "100", "--cre-prices", str(prices)]
    assert main([*args, "--json"]) == 0
    (p,) = json.loads(capsys.readouterr().out)
    assert p["prompt_tokens"] > 2 * 1000 and p["price"]["long_above"] == 1000
    assert p["cost_bound_usd"] == pytest.approx((p["prompt_tokens"] * 10.0 + 2 * 100 * 20.0) / 1e6)
    # one plan shows the batch price's bound too, each request at its tier's batch rates
    batch = (p["prompt_tokens"] * 5.0 + 2 * 100 * 10.0) / 1e6
    assert p["batch_cost_bound_usd"] == pytest.approx(batch)
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "(prompts over 1,000: in 10 / out 20)" in out
    assert f"o4-mini: at its batch price (--cre-batch) at most {usd(batch)}" in out


@pytest.mark.parametrize(
    "text, message",
    [
        ("long_input = 6\nlong_output = 9\n", "long_input needs long_above"),
        ("long_above = 200000\nlong_input = 6\n", "long_above needs long_output"),
        ("long_above = 2.5\nlong_input = 6\nlong_output = 9\n", "long_above must be a whole number"),
        ("long_above = 9\nlong_input = 6\nlong_output = 9\nlong_batch_input = 1\n", "give long_batch_input and"),
        (
            "batch_input = 1\nbatch_output = 1\nlong_above = 9\nlong_input = 6\nlong_output = 9\n",
            "needs long_batch_input and long_batch_output",
        ),
    ],
)
def test_a_partial_long_tier_is_one_line(text: str, message: str):
    with pytest.raises(CreUsageError, match=message):
        parse_prices(tomllib.loads('[x."m"]\ninput = 1\noutput = 2\n' + text), "p.toml")


def test_a_proxy_count_near_the_threshold_is_bounded_at_the_long_rates():
    """Claude budgeted in cl100k_base: a 170,000-token prompt may be past 200,000 of Claude's own
    tokens, so the plan's bound takes the long rates (at the cap's margin); counted in its own
    tokens (--cre-tokenizer server) the count is the vendor's and the short rates are the bound."""
    _, price = tiered()
    proxy = ModelPlan("m", "anthropic", "m", price, max_tokens=100, proxy_tokens=True, batch_price=price.batch())
    own = ModelPlan("m", "anthropic", "m", price, max_tokens=100, batch_price=price.batch())
    proxy.priced(170_000)
    own.priced(170_000)
    assert proxy.cost_bound == pytest.approx((170_000 * 6.0 + 100 * 22.5) / 1e6)
    assert proxy.batch_cost_bound == pytest.approx((170_000 * 3.0 + 100 * 11.25) / 1e6)
    assert own.cost_bound == pytest.approx((170_000 * 3.0 + 100 * 15.0) / 1e6)
    # the spending cap bounds the same request at least as high
    assert request_bound(price, 170_000, 100) >= proxy.cost_bound
