"""RULER's multi-needle variants as pure parts: the option's spelling, RULER's scoring on
hand-made answers, the prompts (the reasoning pair's filler byte for byte with only needle
sentences inserted at item boundaries, each at its recorded depth, distinct keys, values the
filler never mentions), sim's answers, and the single needle left exactly as it was."""

from __future__ import annotations

from itertools import pairwise

import pytest
from test_prompts import FAMILIES, spec, worker

from pytest_cre.assembly.placement import SEP, copy_depths
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.endpoints.answers import CallResult
from pytest_cre.families.retrieval.family import RetrievalCell
from pytest_cre.families.retrieval.needle import mentions
from pytest_cre.families.retrieval.needles import NeedleSet, block_order, extra_depths, query, score_needles
from pytest_cre.families.retrieval.options import Variant, parse_options
from pytest_cre.families.retrieval.sim import answer
from pytest_cre.options import build_settings
from pytest_cre.sim.model import SimPrompt
from pytest_cre.sim.profiles import PROFILES

TOK = get_tokenizer()
VARIANTS = [Variant("multikey", 4), Variant("multivalue", 4), Variant("multiquery", 4)]


def workers(needle: str):
    settings = build_settings({"grid": "contrast", "needle": needle}, families=FAMILIES)
    return settings.models[0], worker("reasoning", settings), worker("retrieval", settings)


# ----------------------------------------------------------------------------- the option


def test_the_option_names_a_kind_and_variants_in_any_order():
    assert parse_options({"needle": "multikey:4"}).variants == (Variant("multikey", 4),)
    assert parse_options({"needle": "multikey:4"}).kind == "number"  # numbers by default, as RULER's
    both = parse_options({"needle": "uuid, single,multivalue"})
    assert both.kind == "uuid" and both.variants == (Variant(), Variant("multivalue", 4))  # RULER's V=4
    assert parse_options({"needle": "uuid"}).variants == (Variant(),)  # a kind alone: one needle, as before
    assert parse_options({"needle": "uuid"}).public() == {"needle": "uuid"}
    assert Variant("multiquery", 8).label == "multiquery8" and Variant("multiquery", 8).spec == "multiquery:8"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("multikey:1", "multikey needs a count from 2 to 16"),
        ("multikey:x", "multikey needs a count from 2 to 16"),
        ("number,uuid", "names two value kinds (number, uuid)"),
        ("multihop:4", "unknown word 'multihop:4'"),
        ("single:3", "single has one needle"),
    ],
)
def test_a_bad_spelling_is_one_usage_error_that_shows_the_right_one(text, said):
    with pytest.raises(CreUsageError, match=r"e\.g\. multikey:4,uuid") as err:
        parse_options({"needle": text})
    assert said in str(err.value) and "\n" not in str(err.value)


def test_word_values_too_many_for_the_nouns_are_refused_before_a_prompt_is_built():
    _, _, retrieval = workers("word,multikey:16")
    with pytest.raises(CreUsageError, match=r"needs 32 distinct nouns.*use number or uuid values"):
        retrieval.target(RetrievalCell.of(spec("end"), Variant("multikey", 16)), 0)


# ----------------------------------------------------------------------------- scoring


def needles(variant: Variant, kind: str = "number") -> NeedleSet:
    pairs = {
        "multikey": (("amber-anchor", "1111111"), ("brisk-beacon", "2222222"), ("candid-canyon", "3333333")),
        "multivalue": (("amber-anchor", "1111111"), ("amber-anchor", "2222222"), ("amber-anchor", "3333333")),
        "multiquery": (("amber-anchor", "1111111"), ("brisk-beacon", "2222222"), ("candid-canyon", "3333333")),
    }[variant.name]
    asked = ("amber-anchor", "brisk-beacon", "candid-canyon") if variant.name == "multiquery" else ("amber-anchor",)
    return NeedleSet(kind, variant, pairs, asked)


def test_every_value_present_is_correct_and_rulers_share_is_recorded_beside_it():
    s = score_needles("They are 3333333, 1111111 and 2222222.", needles(Variant("multivalue", 3)))
    assert (s.correct, s.values_found, s.distractor_given) == (True, 1.0, False)
    assert s.answer == "1111111, 2222222, 3333333"
    some = score_needles("1111111 and 2222222, I think", needles(Variant("multiquery", 3)))
    assert (some.correct, some.values_found) == (False, pytest.approx(2 / 3))
    none = score_needles("No idea.", needles(Variant("multiquery", 3)))
    assert (none.correct, none.values_found, none.answer) == (False, 0.0, None)


def test_a_distractors_value_is_wrong_and_said_so():
    s = score_needles("The special magic number for amber-anchor is 2222222.", needles(Variant("multikey", 3)))
    assert (s.correct, s.values_found, s.distractor_given, s.answer) == (False, 0.0, True, "2222222")
    both = score_needles("1111111 (or 3333333)", needles(Variant("multikey", 3)))
    assert (both.correct, both.distractor_given) == (True, True)  # RULER's rule: the value is there


def test_the_question_lists_keys_as_rulers_does_and_is_singular_for_one_value():
    assert query(["a-b", "c-d", "e-f"]) == "a-b, c-d, and e-f" and query(["a-b"]) == "a-b"
    assert needles(Variant("multikey", 3)).question.startswith("What is the special magic number for amber-anchor ")
    assert needles(Variant("multivalue", 3)).question.startswith(
        "What are all the special magic numbers for amber-anchor mentioned"
    )
    assert (
        "numbers for amber-anchor, brisk-beacon, and candid-canyon mentioned"
        in needles(Variant("multiquery", 3)).question
    )
    assert (
        needles(Variant("multivalue", 3)).texts[1] == "One of the special magic numbers for amber-anchor is: 2222222."
    )


# ----------------------------------------------------------------------------- prompts


def without(text: str, spans: list[list[int]], end: int) -> str:
    """``text`` up to ``end`` without each span and the separator after it."""
    out, at = [], 0
    for start, stop in sorted(spans):
        out.append(text[at:start])
        assert text[stop : stop + len(SEP)] == SEP
        at = stop + len(SEP)
    return "".join(out) + text[at:end]


POSITIONS = ["end", "start", "middle", "middle_twice", "middle_dup", "depth:25"]


@pytest.mark.parametrize("kind", ["number", "uuid", "word"])
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.label)
def test_the_needles_go_between_the_pairs_filler_items_at_their_recorded_depths(variant, kind):
    model, reasoning, retrieval = workers(f"{kind},{variant.spec}")
    for sample, position in enumerate(POSITIONS):
        for filler in ("ws", "neutral"):
            cell = spec(position, filler)
            rcell = RetrievalCell.of(cell, variant)
            pair, _ = reasoning.prompt(cell, model, sample)
            prompt, found = retrieval.prompt(rcell, model, sample)
            text, pair_text = prompt.messages[0]["content"], pair.messages[0]["content"]
            copies = len(copy_depths(position))
            texts = found.texts
            asked = [i for i, (k, _) in enumerate(found.pairs) if k in found.asked]
            others = [i for i in range(len(texts)) if i not in asked]
            assert asked == list(range(len(asked)))  # the asked needles come first in needle order
            # Every needle at its span: each asked needle's copies (needle order), then the others.
            assert len(prompt.target_spans) == copies * len(asked) + len(others)
            for (start, stop), i in zip(prompt.target_spans, [i for i in asked for _ in range(copies)] + others):
                assert text[start:stop] == texts[i]
            # Only needle sentences in the target's place and between items: the filler bytes
            # and their order are the pair's.
            assert without(text, prompt.target_spans, prompt.instruction_start) == without(
                pair_text, pair.target_spans, pair.instruction_start
            )
            assert text[prompt.instruction_start :] == found.question
            assert prompt.filler_ids == pair.filler_ids
            # Every asked needle at the cell's position: each copy of the pair's target block
            # holds all of them, together, in the sample's seeded order, at that copy's depth.
            block = block_order(variant, 42, sample, len(asked))
            assert sorted(block) == asked
            for c in range(copies):
                mine = sorted((prompt.target_spans[i * copies + c], i) for i in asked)
                assert [i for _, i in mine] == block
                for ((_, stop), _), ((start, _), _) in pairwise(mine):
                    assert text[stop:start] == SEP  # one block, nothing between its needles
            for i in asked:
                assert prompt.target_depths[i * copies : (i + 1) * copies] == pair.target_depths
                assert prompt.target_slots[i * copies : (i + 1) * copies] == pair.target_slots
            # Each unasked needle (multikey's distractors) at the item boundary nearest its
            # seeded depth, recorded.
            first = copies * len(asked)
            items = retrieval.filler_texts(rcell, pair.filler_ids)
            starts, at = [], 0
            for item in items:  # each item where it is, in order
                at = text.index(item, at)
                starts.append(at)
                at += len(item)
            cum = [0]
            for c in TOK.counts(items, suffix=SEP):
                cum.append(cum[-1] + c)
            asked_for = extra_depths(variant, 42, sample, len(others))
            assert len(asked_for) == (variant.count - 1 if variant.name == "multikey" else 0)
            for i, want in enumerate(asked_for):
                slot, depth = prompt.target_slots[first + i], prompt.target_depths[first + i]
                start = prompt.target_spans[first + i][0]
                assert sum(at < start for at in starts) == slot
                assert depth == round(cum[slot] / cum[-1], 4)
                assert abs(cum[slot] / cum[-1] - want) == min(abs(c / cum[-1] - want) for c in cum)
                # At a boundary shared with a copy of the block, a distractor comes before it.
                for c in range(copies):
                    if slot == pair.target_slots[c]:
                        assert start < min(prompt.target_spans[j * copies + c][0] for j in asked)
            # Distinct keys (no noun shared), distinct values, none in the filler.
            keys = list(dict.fromkeys(k for k, _ in found.pairs))
            assert len(keys) == variant.keys and len({k.split("-")[1] for k in keys}) == variant.keys
            assert len({v for _, v in found.pairs}) == len(found.pairs) == variant.keys * variant.values
            assert not any(mentions(kind, v, item) for _, v in found.pairs for item in items)
            assert prompt.prompt_tokens == TOK.count(text)


def test_only_the_block_moves_with_the_position_and_tier():
    # multiquery: every needle asked, all at the cell's position; multikey: its distractors at
    # the same seeded depths at every position and tier.
    for variant in VARIANTS[::2]:
        model, _, retrieval = workers(variant.spec)
        for sample in (1, 2):
            seen = set()
            for position in ("end", "middle", "start"):
                for tier in ("8k", "32k"):
                    cell = RetrievalCell.of(spec(position, tier=tier), variant)
                    prompt, found = retrieval.prompt(cell, model, sample)
                    text = prompt.messages[0]["content"]
                    asked = len(found.expected)
                    # The asked needles in one block, in the sample's order, wherever the cell puts it.
                    order = [text[a:b] for a, b in sorted(prompt.target_spans[:asked])]
                    seen.add((found.pairs, tuple(order), tuple(extra_depths(variant, 42, sample, 4 - asked))))
                    assert len(prompt.target_depths) == 4 and len(set(prompt.target_depths[:asked])) == 1
            assert len(seen) == 1


def test_a_baseline_holds_the_needles_and_question_alone():
    model, _, retrieval = workers("multivalue:4,multikey:4")
    for variant, sample in ((VARIANTS[1], 3), (VARIANTS[0], 5)):
        prompt, found = retrieval.prompt(RetrievalCell.of(spec("baseline", "none", "none"), variant), model, sample)
        asked = len(found.expected)
        block = [found.texts[i] for i in block_order(variant, 42, sample, asked)]
        others = found.texts[asked:]  # multikey's distractors, before the block
        assert prompt.filler_ids == [] and prompt.messages[0]["content"] == SEP.join([*others, *block]) + (
            SEP + found.question
        )


def test_a_warm_rerun_scores_the_needles_the_prompt_held():
    from pytest_cre.assembly.placement import Prompt

    model, _, retrieval = workers("multikey:4")
    cell = RetrievalCell.of(spec("middle"), VARIANTS[0])
    prompt, found = retrieval.prompt(cell, model, 4)
    facts = {k: v for k, v in prompt.to_dict().items() if k != "messages"}
    reply = CallResult("ok", response=f"It is {found.expected[0]} (not {found.distractors[0]}).")
    for p, target in ((prompt, found), (Prompt(messages=[], **facts), retrieval.target(cell, 4))):
        fields = retrieval.record_fields(cell, model, 4, p, target, reply)
        assert (fields["correct"], fields["values_found"], fields["distractor_given"]) == (True, 1.0, True)
        assert fields["gold"] == found.expected[0] and fields["needle"] == "multikey:4"
        assert fields["target_depths"] == prompt.target_depths and fields["needle_keys"] == [k for k, _ in found.pairs]


def test_prompt_keys_differ_by_variant_and_the_single_needle_is_as_it_was():
    model, _, retrieval = workers("single,multikey:4,multikey:8")
    keys = {retrieval.prompt_key(RetrievalCell.of(spec("end"), v), model, 0) for v in (Variant(), *VARIANTS[:1])}
    keys.add(retrieval.prompt_key(RetrievalCell.of(spec("end"), Variant("multikey", 8)), model, 0))
    assert len(keys) == 3
    # The single needle's prompt and key are main's byte for byte (pinned before the variants).
    prompt, _ = retrieval.prompt(RetrievalCell.of(spec("middle")), model, 0)
    assert prompt.prompt_sha256 == "7104b7dbbc0b3869769e5ea5247f6845848f1c79887c8f8cb3c3d2237f54722e"
    assert prompt.template_version == "retrieval-v4"  # the run's stamp: it has a multi-needle variant
    single = workers("number")[2]
    assert single.prompt(RetrievalCell.of(spec("middle")), model, 0)[0].template_version == "retrieval-v2"
    assert (
        single.prompt_key(RetrievalCell.of(spec("middle")), model, 0)
        == retrieval.prompt_key(RetrievalCell.of(spec("middle")), model, 0)
        == "a3157bdf9afec342c1e46e9db9d706311ca06310a269da8162ee656adbb576a8"
    )


# ----------------------------------------------------------------------------- sim


def test_sim_finds_each_asked_value_by_its_depth_and_confuses_missed_keys():
    model, _, retrieval = workers("multikey:4,multiquery:4")
    profile = PROFILES["lost-in-the-middle"]
    found = confused = 0
    shares = []
    for sample in range(20):
        for variant in VARIANTS[::2]:
            prompt, needles = retrieval.prompt(RetrievalCell.of(spec("middle", tier="32k"), variant), model, sample)
            text = prompt.messages[0]["content"]
            reply = answer(SimPrompt(prompt.messages, text, prompt.prompt_tokens, profile, "sim"))
            assert reply is not None
            s = score_needles(reply, needles)
            if variant.name == "multikey":
                found += s.correct
                confused += s.distractor_given
            else:
                shares.append(s.values_found)
    assert 0 < found < 20 and confused > 0  # missed at the middle, sometimes for another key's value
    assert 0 < sum(shares) / len(shares) < 1 and len(set(shares)) > 1  # some values found, not all
