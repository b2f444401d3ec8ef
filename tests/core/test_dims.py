"""Tier spellings: ``Nk`` (K = 1024) and ``Nm`` (a million less the answer reserve)."""

from __future__ import annotations

import pytest

from pytest_cre.core.dims import Tier, parse_tier, tier_tokens
from pytest_cre.core.errors import CreUsageError


def test_1m_is_one_budget_that_every_1m_window_holds_with_the_largest_answer_budget():
    one = parse_tier("1m")
    assert one == Tier(967_232, "1m")
    # Claude's 1,000,000 window includes the answer; GPT-4.1's 1,047,576 does too (32,768 out at
    # most); Gemini 2.5 takes 1,048,576 tokens of input. 1024k overfills the first two.
    for window in (1_000_000, 1_047_576, 1_048_576):
        assert one.tokens + 32_768 <= window
    assert parse_tier("1024k").tokens + 32_768 > 1_000_000
    assert parse_tier("2m").tokens == 2 * 1_000_000 - 32_768


@pytest.mark.parametrize(
    ("text", "fix"), [("1M", "write 1m"), ("01m", "write 1m"), ("1 m", "write 1m"), ("0m", "write tiers as Nk or Nm")]
)
def test_another_spelling_of_a_million_tier_names_the_tiers_own(text, fix):
    with pytest.raises(CreUsageError, match=f"unknown tier '{text}': {fix} .*1m = 967,232 tokens"):
        parse_tier(text)


def test_tiers_sort_by_their_budget_whatever_the_unit():
    labels = ["1m", "1024k", "none", "128k", "2m", "8k", "512k"]
    assert sorted(labels, key=tier_tokens) == ["none", "8k", "128k", "512k", "1m", "1024k", "2m"]
    assert [tier_tokens(t) for t in ("8k", "1m")] == [8192, 967_232]
