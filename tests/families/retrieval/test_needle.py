"""The needle and its scoring (pure): drawn per sample, the same at every coordinate of a task
unless the context's filler mentions its value (then redrawn), scored as RULER scores (the value
appears in the answer; a word value as a whole word), an exact match recorded beside it."""

from __future__ import annotations

import re

import pytest

from pytest_cre.core.errors import CreDataError, CreUsageError
from pytest_cre.families.retrieval.needle import NOUNS, Needle, draw_needle, mentions, score_answer
from pytest_cre.families.retrieval.options import KINDS, parse_options

SHAPES = {"number": r"\d{7}", "uuid": r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}", "word": r"[a-z]+"}


@pytest.mark.parametrize("kind", KINDS)
def test_a_needle_is_drawn_from_the_seed_and_sample_only(kind):
    needles = [draw_needle(kind, 42, s) for s in range(40)]
    assert needles == [draw_needle(kind, 42, s) for s in range(40)]  # the same draw every time
    assert len({(n.key, n.value) for n in needles}) > 30  # samples differ
    assert draw_needle(kind, 43, 0) != needles[0]
    for n in needles:
        assert re.fullmatch(SHAPES[kind], n.value), n
        assert re.fullmatch(r"[a-z]+-[a-z]+", n.key)
        assert n.value not in n.key and n.value in n.text and n.key in n.question and n.value not in n.question


NEEDLE = Needle("number", "amber-anchor", "4829175")


@pytest.mark.parametrize(
    ("response", "correct", "exact", "answer"),
    [
        ("4829175", True, True, "4829175"),
        (' "4829175". ', True, True, "4829175"),
        ("The special magic number for amber-anchor is 4829175.", True, False, "4829175"),
        ("It is 1234567, not 4829175.", True, False, "4829175"),  # RULER: the value appears
        ("The number is 4829176.", False, False, "4829176"),
        ("I cannot find it.", False, False, None),
        ("", False, False, None),
        (None, False, False, None),
    ],
)
def test_an_answer_is_right_when_the_value_appears_in_it(response, correct, exact, answer):
    s = score_answer(response, NEEDLE)
    assert (s.correct, s.exact, s.answer) == (correct, exact, answer)


def test_words_and_uuids_match_without_regard_to_case():
    word = Needle("word", "amber-anchor", "falcon")
    assert score_answer("FALCON", word).exact and score_answer("The word is Falcon.", word).correct
    assert score_answer("The word is kettle.", word).answer == "kettle"
    uid = Needle("uuid", "amber-anchor", "0f8fad5b-d9cb-469f-a165-70867728950e")
    assert score_answer("0F8FAD5B-D9CB-469F-A165-70867728950E", uid).exact


def test_an_unknown_needle_kind_is_a_usage_error_naming_the_choices():
    assert parse_options({}).kind == "number" and parse_options({}).needle is None
    assert parse_options({"needle": "uuid"}).kind == "uuid"
    with pytest.raises(CreUsageError, match=r"needle.*number, uuid, word"):
        parse_options({"needle": "emoji"})


def test_a_word_value_is_right_only_as_a_whole_word():
    ember = Needle("word", "amber-anchor", "ember")
    assert not score_answer("I do not remember the word.", ember).correct
    assert score_answer("I do not remember the word.", ember).answer == "word"
    assert not score_answer("Embers glowed.", ember).correct
    assert score_answer("Ember.", ember).exact and score_answer("The word is 'ember'!", ember).correct
    # Numbers and UUIDs keep RULER's rule: the value anywhere in the answer.
    assert score_answer("It is 48291750.", NEEDLE).correct


@pytest.mark.parametrize("kind", KINDS)
def test_a_value_the_filler_mentions_is_redrawn_deterministically(kind):
    first = draw_needle(kind, 42, 5)
    assert first.redraws == 0 and draw_needle(kind, 42, 5, ["nothing of it here"]) == first
    # As scoring reads a mention: a word inside another word is none.
    filler = ["prose", f"Some text with {first.value.upper()} in it."]
    again = draw_needle(kind, 42, 5, filler)
    assert again.redraws == 1 and again.value != first.value
    assert not any(mentions(kind, again.value, text) for text in filler)
    assert draw_needle(kind, 42, 5, filler) == again  # the same redraw every time
    if kind == "word":
        assert draw_needle(kind, 42, 5, [f"un{first.value}ly"]) == first


def test_a_filler_that_mentions_every_word_is_one_clear_error():
    with pytest.raises(CreDataError, match=r"mentions each of \d+ word needle values.*--cre-needle number or uuid"):
        draw_needle("word", 42, 0, [" ".join(NOUNS)])


def test_the_help_says_which_kinds_are_rulers_and_which_is_ours():
    from pathlib import Path

    from pytest_cre.families.retrieval.options import OPTION_ROWS

    (row,) = OPTION_ROWS
    help_text = " ".join(row.help.split())
    assert "number (default) or uuid (RULER's niah_single values" in help_text
    assert "word (ours, not RULER's" in help_text and "whole word" in help_text
    docs = " ".join((Path(__file__).resolve().parents[3] / "docs" / "cells.md").read_text().split())
    assert "`word` values (nouns from our own list) are ours, not RULER's" in docs
