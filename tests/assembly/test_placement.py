"""assembly/placement.py on a small hand-made pool (issue 45, point 8): a prompt's token count
is the count of its exact text, it lands in [LOWER_FILL, 1] of its budget, its spans and
instruction start point at what they say, a target is never filler, ``replace_target`` changes
only the target and the closing, and the draws are the same in every process. The families'
prompts on real data are tested in tests/families/reasoning and tests/families/retrieval."""

from __future__ import annotations

import pytest

from pytest_cre.assembly.placement import (
    LOWER_FILL,
    SEP,
    FillerItem,
    FillerPool,
    assemble,
    copy_depths,
    filler_order,
    messages_sha256,
    replace_target,
    target_indices,
)
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.tokens import get_tokenizer

TOK = get_tokenizer("cl100k_base")
BLOCK = "<target>\nWhat is 17 * 23? The café owner asked twice.\n</target>"
CLOSING = "Answer the question in the target block. Reply with the number only."
TARGET_KEY = "what is 17 * 23?"


def _text(i: int) -> str:
    # Pieces a BPE encoder may merge across a join (an item that starts with a newline or a
    # space merges with the separator before it) beside ones it cannot; the count must be the
    # whole text's either way.
    starts = ["", "\n", " ", "\t", "\u0301"]
    endings = ["", " ", "  ", "\n", " 42", "é", " 🙂"]
    body = f"Note {i}: the {i % 7}th shelf holds {i * 13 % 101} jars of jam"
    return starts[i % len(starts)] + body + endings[i % len(endings)]


POOL = FillerPool(
    "notes",
    tuple(
        [FillerItem(f"n{i}", _text(i), str(i), _text(i).strip().lower()) for i in range(300)]
        # Filler that holds the target's question: never used, wherever it is drawn.
        + [FillerItem("leak", "Someone asked: What is 17 * 23? Nobody knew.", None, "someone asked: what is 17 * 23?")]
    ),
    "hand-made",
)


def _assemble(position: str, budget: int | None, sample: int = 0):
    order = filler_order(len(POOL.items), 7, "t", "notes", "1k", sample)
    return assemble(BLOCK, CLOSING, TARGET_KEY, POOL, position, budget, TOK, order, "v-test")


@pytest.mark.parametrize("position", ["start", "middle", "end", "middle_twice", "middle_dup", "depth:25"])
@pytest.mark.parametrize("budget", [800, 1500, 3000])
def test_a_prompt_counts_its_exact_text_and_fills_its_budget(position, budget):
    prompt = _assemble(position, budget, sample=budget)
    (message,) = prompt.messages
    content = message["content"]
    assert prompt.prompt_tokens == TOK.count(content)  # counted exactly, never estimated
    assert LOWER_FILL * budget <= prompt.prompt_tokens <= budget
    assert prompt.prompt_sha256 == messages_sha256(prompt.messages) and prompt.budget == budget
    assert len(prompt.target_spans) == len(copy_depths(position))
    assert all(content[start:end] == BLOCK for start, end in prompt.target_spans)
    assert content[prompt.instruction_start :] == CLOSING
    assert content.count(BLOCK) == len(prompt.target_spans)
    # Each filler item whole and once, in the order the prompt says, never the target's leak.
    items = {item.item_id: item for item in POOL.items}
    assert "leak" not in prompt.filler_ids and len(set(prompt.filler_ids)) == len(prompt.filler_ids)
    places = [content.index(items[i].text + SEP) for i in prompt.filler_ids]
    assert places == sorted(places)
    assert prompt.filler_answers == [items[i].answer for i in prompt.filler_ids]


def test_the_copies_sit_at_their_depths_in_the_filler():
    start, end, twice = (_assemble(p, 1000) for p in ("start", "end", "middle_twice"))
    assert start.target_slots == [0] and start.target_spans[0][0] == 0
    assert end.target_slots == [len(end.filler_ids)] and end.target_depths == [1.0]
    low, high = twice.target_depths
    assert 0.35 < low < high < 0.65 and twice.target_slots[0] < twice.target_slots[1]


def test_a_baseline_is_the_target_and_the_closing_alone():
    for prompt in (_assemble("baseline", 1000), _assemble("end", None)):
        assert prompt.messages == [{"role": "user", "content": BLOCK + SEP + CLOSING}]
        assert prompt.filler_ids == [] and prompt.prompt_tokens == TOK.count(BLOCK + SEP + CLOSING)


def test_a_budget_that_cannot_be_filled_is_a_data_error_naming_the_fix():
    with pytest.raises(CreDataError, match=r"^budget 10 leaves no room for filler: use a larger tier$"):
        _assemble("end", 10)
    # Whole items only, and never past the budget: a budget they cannot fill to 97% says so.
    with pytest.raises(
        CreDataError, match=r"cannot be filled to 97% with whole notes filler items .*: use a larger tier"
    ):
        _assemble("end", 200, sample=200)


def _between(text: str, cuts: list[int]) -> list[str]:
    """The text between each pair of cuts: [0, start 1), [end 1, start 2), ..."""
    return [text[cuts[i] : cuts[i + 1]] for i in range(0, len(cuts) - 1, 2)]


def test_replace_target_changes_the_target_and_the_closing_and_no_other_byte():
    prompt = _assemble("middle_twice", 1000)
    block, closing = "<target>\nWhat is 2 + 2?\n</target>", "Reply with one word."
    other = replace_target(prompt, block, closing, TOK, "v-other")
    text, before = other.messages[0]["content"], prompt.messages[0]["content"]
    assert all(text[start:end] == block for start, end in other.target_spans)
    assert text.endswith(closing) and text[other.instruction_start :] == closing
    # Everything between the copies is the first prompt's, byte for byte.
    cuts_before = [0, *(x for span in prompt.target_spans for x in span), prompt.instruction_start]
    cuts_after = [0, *(x for span in other.target_spans for x in span), other.instruction_start]
    assert _between(text, cuts_after) == _between(before, cuts_before)
    assert other.prompt_tokens == TOK.count(text) and other.template_version == "v-other"
    assert (other.pair_prompt_tokens, other.pair_prompt_sha256) == (prompt.prompt_tokens, prompt.prompt_sha256)
    assert other.filler_ids == prompt.filler_ids and other.target_slots == prompt.target_slots


def test_the_draws_depend_on_their_key_alone():
    order = filler_order(50, 1, "t", "f", "8k", 0)
    assert sorted(order) == list(range(50)) and order == filler_order(50, 1, "t", "f", "8k", 0)
    assert order != filler_order(50, 1, "t", "f", "8k", 1) != filler_order(50, 2, "t", "f", "8k", 0)
    # Pinned: numpy's legacy stream is frozen, so a prompt is the same on every machine.
    assert filler_order(10, 42, "arith", "ws", "8k", 3) == [4, 6, 2, 0, 5, 7, 9, 8, 3, 1]
    # Targets: one shuffle per (seed, task), cycled when n exceeds the items; shared by all arms.
    assert target_indices(5, 12, 42, "arith") == (1, 3, 4, 0, 2, 1, 3, 4, 0, 2, 1, 3)


def test_the_draws_are_the_same_from_many_threads_and_make_no_generator_each(monkeypatch):
    """Prompts are assembled in threads: draws made in four threads at once are the ones made
    one after another; and a draw seeds a generator its thread already has (a new one costs
    more than the draw itself: ~1 ms of fresh entropy)."""
    import threading

    import numpy as np

    keys = [(300, seed, "arith", f, "8k", sample) for seed in (1, 42) for f in ("ws", "neutral") for sample in range(8)]
    alone = [filler_order(*key) for key in keys]
    made = []

    class Counted(np.random.RandomState):
        def __init__(self, *args):
            made.append(threading.get_ident())
            super().__init__(*args)

    monkeypatch.setattr(np.random, "RandomState", Counted)
    got: dict[int, list[list[int]]] = {}
    start = threading.Barrier(4)

    def draw(k: int) -> None:
        start.wait()
        got[k] = [filler_order(*key) for key in keys for _ in range(3)][::3]

    threads = [threading.Thread(target=draw, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(got[k] == alone for k in range(4))
    assert len(made) <= 4 and len(set(made)) == len(made)  # at most one per thread, ever


def test_the_messages_hash_cannot_confuse_where_one_text_ends():
    one = [{"role": "user", "content": "ab"}, {"role": "user", "content": "c"}]
    other = [{"role": "user", "content": "a"}, {"role": "user", "content": "bc"}]
    assert messages_sha256(one) != messages_sha256(other)
    assert messages_sha256([{"role": "user", "content": "x", "name": "n"}]) == messages_sha256(
        [{"role": "user", "content": "x"}]
    )  # role and content only: other keys are named apart (the sim's request log)


def test_an_unknown_position_is_refused():
    with pytest.raises(ValueError, match="unknown position 'sideways'"):
        copy_depths("sideways")
    assert copy_depths("depth:30") == [0.3]
