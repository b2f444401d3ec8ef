"""The MRCR conversation: byte-reproducible from its seed (a pinned sha256), token-exact to the
tier over the whole message list (counted as count_messages counts it, a server's template
included), the asked instance at the asked depth, and instances that grade well apart."""

from __future__ import annotations

import itertools

import pytest

from pytest_cre.core.dims import parse_tier
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.tokens import Tokenizer, get_tokenizer
from pytest_cre.families.mrcr.cells import MrcrCell
from pytest_cre.families.mrcr.conversation import REQUEST, draw_needle, filler_pair
from pytest_cre.families.mrcr.grader import grade
from pytest_cre.families.mrcr.worker import conversation

PINNED = "788a120ec7ffdbaee37e5515e888206546c7404ebefb2dca879bac4a0f5ef0c4"  # 8k, 4 needles, middle, seed 42, sample 1


def cell(tier: str = "8k", needles: int = 4, position: str = "middle") -> MrcrCell:
    return MrcrCell(parse_tier(tier), needles, position, "sim", "sim", 5, 42)


def test_the_same_seed_gives_the_same_bytes_and_a_pinned_sha256() -> None:
    first, needle = conversation(cell(), 1, get_tokenizer())
    again, _ = conversation(cell(), 1, Tokenizer("cl100k_base", *_plain_counts()))  # a fresh cache: same bytes
    assert first.messages == again.messages and first.prompt_sha256 == again.prompt_sha256 == PINNED
    assert (needle.prefix, needle.asked, first.prompt_tokens) == ("N9gMdHHysg", 3, 8143)
    other, _ = conversation(cell(), 2, get_tokenizer())
    assert other.prompt_sha256 != PINNED


def _plain_counts():  # tiktoken's counts without the shared instance's cache
    enc = get_tokenizer()
    return enc._count_batch, enc._count_one


@pytest.mark.parametrize(
    ("tier", "needles", "position"),
    [
        *itertools.product(("4k", "8k", "32k"), (2, 4, 8), ("end", "middle", "start")),
        ("8k", 4, "depth:25"),
        ("32k", 8, "depth:75"),
    ],
)
def test_a_tier_is_filled_token_exact_with_the_asked_instance_at_its_depth(
    tier: str, needles: int, position: str
) -> None:
    tokenizer = get_tokenizer()
    c = cell(tier, needles, position)
    for sample in range(3):
        prompt, needle = conversation(c, sample, tokenizer)
        budget = c.tier.tokens
        assert prompt.prompt_tokens == tokenizer.count_messages(prompt.messages)
        assert prompt.prompt_tokens == sum(tokenizer.count(m["content"]) for m in prompt.messages)  # no cache trusted
        assert 0.97 * budget <= prompt.prompt_tokens <= budget
        # User and assistant alternate; the last turn is the ask; the request appears exactly ``needles`` times.
        roles = [m["role"] for m in prompt.messages]
        assert roles == ["user", "assistant"] * ((len(roles) - 1) // 2) + ["user"]
        assert prompt.messages[-1]["content"] == needle.ask
        at = [k for k, m in enumerate(prompt.messages) if m["content"] == needle.request]
        assert len(at) == needles
        assert [prompt.messages[k + 1]["content"] for k in at] == list(needle.replies)
        asked = at[needle.asked - 1]
        assert prompt.messages[asked + 1]["content"] == needle.expected
        # Its depth: the tokens of the turns before it over those of every turn but its own.
        turns = prompt.messages[:-1]
        counts = [tokenizer.count(m["content"]) for m in turns]
        own = counts[asked] + counts[asked + 1]
        depth = sum(counts[:asked]) / (sum(counts) - own)
        assert prompt.target_depths[needle.asked - 1] == pytest.approx(depth, abs=1e-4)
        fixed = {"end": 1.0, "start": 0.0, "middle": 0.5}
        wanted = fixed[position] if position in fixed else int(position.removeprefix("depth:")) / 100
        if position in ("end", "start"):
            assert depth == wanted and needle.asked == (1 if position == "start" else needles)
        else:  # the nearest turn boundary: within a filler pair of the wanted depth, or of the
            # nearest the order allows (after the earlier instance, at its own depth, and before
            # the later ones)
            rest = sum(counts) - own
            lo = sum(counts[: at[needle.asked - 2] + 2]) / rest if needle.asked > 1 else 0.0
            hi = 1 - sum(counts[k] + counts[k + 1] for k in at[needle.asked :]) / rest
            pairs = [counts[k] + counts[k + 1] for k in range(0, len(turns), 2) if k not in at]
            step = max(pairs) / rest
            assert abs(depth - min(max(wanted, lo), hi)) <= max(step, 0.06), (depth, lo, hi, step)


def test_the_positions_of_a_sample_hold_the_same_other_pairs_in_the_same_order() -> None:
    tokenizer = get_tokenizer()
    others = []
    for position in ("end", "middle", "start", "depth:25"):
        prompt, needle = conversation(cell("32k", 4, position), 3, tokenizer)
        turns = prompt.messages[:-1]
        at = {k for k, m in enumerate(turns) if m["content"] == needle.request}
        others.append([m["content"] for k, m in enumerate(turns) if k not in at and k - 1 not in at])
    assert all(o == others[0] for o in others) and len(others[0]) > 100


def test_a_server_count_with_template_tokens_still_lands_in_the_band() -> None:
    local = get_tokenizer()
    calls = []

    def chat(messages: list[dict[str, str]]) -> int:  # 4 template tokens a message, as chat templates add
        calls.append(len(messages))
        return sum(local.count(m["content"]) + 4 for m in messages)

    server = Tokenizer("server", local._count_batch, local._count_one, None, chat)
    prompt, _ = conversation(cell("32k", 8, "middle"), 0, server)
    assert prompt.prompt_tokens == chat(prompt.messages) and 0.97 * 32768 <= prompt.prompt_tokens <= 32768
    assert len(calls) <= 4  # a refit, not a count of the whole list per added turn


def test_instances_of_one_request_grade_well_apart_and_filler_never_repeats_it() -> None:
    for sample in range(5):
        needle = draw_needle(8, "middle", 42, sample)
        assert len(set(needle.replies)) == 8
        for a, b in itertools.permutations(needle.replies, 2):
            assert grade(needle.prefix + a, b, needle.prefix) < 0.5
        for j in range(200):
            assert filler_pair(needle, 42, 8, sample, j)[0]["content"] != needle.request
        assert needle.request == REQUEST.format(form=needle.form, topic=needle.topic)


def test_a_tier_too_small_for_the_instances_is_a_data_error_naming_the_fix() -> None:
    with pytest.raises(CreDataError, match="use a larger tier"):
        conversation(cell("1k", 8, "middle"), 0, get_tokenizer())


@pytest.mark.parametrize(("tier", "budget"), [("1m", 1_000_000 - 32_768), ("1024k", 1024 * 1024)])
def test_a_million_token_conversation_assembles_token_exact(tier: str, budget: int) -> None:
    """(Its time is bench_million's to measure: a bound here fails on a loaded machine.)"""
    tokenizer = get_tokenizer()
    c = cell(tier, 8, "middle")
    assert c.tier.tokens == budget
    prompt, _ = conversation(c, 0, tokenizer)
    assert 0.97 * budget <= prompt.prompt_tokens <= budget
    # every content encoded anew (no cached count trusted): the whole list's tokens, exactly
    assert prompt.prompt_tokens == sum(tokenizer.count(m["content"]) for m in prompt.messages)
