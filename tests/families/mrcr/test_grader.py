"""MRCR's grader on known cases: OpenAI's rules (the prefix first, then SequenceMatcher's ratio
of the two texts with the prefix removed)."""

from __future__ import annotations

from difflib import SequenceMatcher

import pytest

from pytest_cre.families.mrcr.grader import CORRECT_RATIO, closest, grade


def test_no_prefix_scores_zero_however_close_the_text() -> None:
    assert grade("a poem about tapirs", "a poem about tapirs", "Xy12") == 0.0
    assert grade(" Xy12a poem", "a poem", "Xy12") == 0.0  # a leading space is no prefix
    assert grade("", "a poem", "Xy12") == 0.0


def test_the_exact_reply_behind_the_prefix_scores_one() -> None:
    assert grade("Xy12a poem about tapirs\nwith two lines", "a poem about tapirs\nwith two lines", "Xy12") == 1.0


def test_a_known_ratio_computed_by_hand() -> None:
    # "abcd" against "bcde": the longest match "bcd" (3 characters) of 8 in all: 2 * 3 / 8.
    assert grade("PFXabcd", "bcde", "PFX") == pytest.approx(0.75)
    assert SequenceMatcher(None, "abcd", "bcde").ratio() == 0.75
    # The prefix comes off the expected text too, where it starts with it.
    assert grade("PFXabcd", "PFXbcde", "PFX") == pytest.approx(0.75)
    assert grade("PFXab", "abcd", "PFX") == pytest.approx(2 * 2 / 6)


def test_correct_is_near_exact_and_closest_names_the_instance_copied() -> None:
    replies = ["the first reply about tapirs", "a second, different text entirely", "third"]
    assert CORRECT_RATIO == 0.99
    assert closest("Zzreply two: a second, different text entirely", replies, "Zz") == 2
    assert closest("a second, different text entirely", replies, "Zz") is None  # no prefix: none
