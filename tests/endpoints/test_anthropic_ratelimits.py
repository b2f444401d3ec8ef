"""Pacing from Anthropic's headers: ``anthropic-ratelimit-{requests,input-tokens,output-tokens}-
{limit,remaining,reset}`` (the reset an RFC 3339 time) and ``retry-after``, as Anthropic's rate
limit reference describes them; the pacer on a fake clock."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

import pytest_cre.endpoints.ratelimits as ratelimits
from pytest_cre.endpoints.ratelimits import Pacer, parse_retry_after, read_limits


def _at(seconds: float) -> str:
    """An RFC 3339 time ``seconds`` from now, as Anthropic writes its resets."""
    return (datetime.now(UTC) + timedelta(seconds=seconds)).strftime("%Y-%m-%dT%H:%M:%SZ")


def anthropic_headers(kind: str, limit: str, remaining: str, reset: str | None = None) -> dict[str, str]:
    out = {f"anthropic-ratelimit-{kind}-limit": limit, f"anthropic-ratelimit-{kind}-remaining": remaining}
    if reset is not None:
        out[f"anthropic-ratelimit-{kind}-reset"] = reset
    return out


@pytest.fixture
def clock(monkeypatch):
    """The pacer's time, advanced only by its own sleeps."""
    now = {"t": 1000.0}

    async def sleep(seconds: float) -> None:
        now["t"] += seconds

    monkeypatch.setattr(ratelimits.time, "monotonic", lambda: now["t"])
    monkeypatch.setattr(ratelimits.asyncio, "sleep", sleep)
    return now


def test_the_three_anthropic_limits_are_read_with_their_rfc3339_resets():
    headers = {
        **anthropic_headers("requests", "50", "49", _at(1)),
        **anthropic_headers("input-tokens", "30000", "12000", _at(36)),
        **anthropic_headers("output-tokens", "8000", "8000", _at(0)),
    }
    found = read_limits(headers)
    assert set(found) == {"requests", "input-tokens", "output-tokens"}
    assert (found["input-tokens"].limit, found["input-tokens"].remaining) == (30_000, 12_000)
    assert found["input-tokens"].reset_s == pytest.approx(36, abs=2)
    assert found["requests"].remaining == 49


def test_anthropic_limits_that_are_not_whole_and_sane_are_ignored():
    for bad in (
        anthropic_headers("input-tokens", "30000", "40000"),  # more than the limit
        anthropic_headers("input-tokens", "lots", "1"),
        anthropic_headers("input-tokens", "9" * 40, "1"),
        anthropic_headers("output-tokens", "0", "0"),
    ):
        assert read_limits(bad) == {}, bad
    # a reset that is not a time (or is days away) leaves the limit, without a refill time
    assert read_limits(anthropic_headers("input-tokens", "100", "50", "tomorrow"))["input-tokens"].reset_s is None


def test_retry_after_on_an_anthropic_429_is_read():
    assert parse_retry_after({"retry-after": "17"}) == 17.0


def test_the_prompt_is_charged_to_input_and_max_tokens_to_output(clock):
    """A 30K ITPM limit with 12K left refilling in 36 s (500 tokens/s): a 10K prompt goes, the next
    waits for the input bucket; the output bucket (max_tokens 1,000 of a roomy limit) never holds."""
    pacer = Pacer()
    assert asyncio.run(pacer.acquire(11_000, 1_000)) == 0  # no limit known yet
    pacer.observe(
        {
            **anthropic_headers("input-tokens", "30000", "12000", _at(36)),
            **anthropic_headers("output-tokens", "80000", "79000", _at(1)),
        },
        11_000,
    )
    assert set(pacer.buckets) == {"input-tokens", "output-tokens"}
    assert asyncio.run(pacer.acquire(11_000, 1_000)) == 0  # 10K of the 12K that remain
    waited = asyncio.run(pacer.acquire(11_000, 1_000))  # 2K left: 8K more at about 500 tokens/s
    assert waited == pytest.approx(8_000 / (18_000 / 36), rel=0.1)


def test_an_output_limit_holds_requests_by_their_max_tokens(clock):
    pacer = Pacer()
    pacer.observe(anthropic_headers("output-tokens", "8000", "4000", _at(30)), 0)  # 4K back in 30 s
    assert asyncio.run(pacer.acquire(100_000 + 4_000, 4_000)) == 0  # a long prompt: input is not limited
    assert asyncio.run(pacer.acquire(100 + 4_000, 4_000)) == pytest.approx(30, rel=0.1)


def test_an_anthropic_429_empties_the_limit_it_says_ran_out(clock):
    pacer = Pacer()
    pacer.observe(anthropic_headers("input-tokens", "30000", "30000", _at(0)), 0)
    pacer.observe({**anthropic_headers("input-tokens", "30000", "0", _at(10)), "retry-after": "10"}, 0, throttled=True)
    assert pacer.throttled == 1
    assert asyncio.run(pacer.acquire(5_000, 0)) == pytest.approx(5_000 / 500, rel=0.1)  # 30K a minute
