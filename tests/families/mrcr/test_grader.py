"""MRCR's grader on known cases: OpenAI's rules (the prefix first, then SequenceMatcher's ratio
of the two texts with the prefix removed)."""

from __future__ import annotations

from difflib import SequenceMatcher

import pytest

from pytest_cre.families.mrcr.grader import CORRECT_RATIO, closest, grade, visible


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


def test_an_answer_that_copies_no_reply_names_no_instance() -> None:
    """An empty answer or a refusal behind the prefix copies none (it was called instance 1's,
    counted as "copied another instance" whenever 1 was not the one asked for)."""
    replies = ["The tapir walks at dawn through the wet green ferns.", "Salt wind over the harbor, gulls asleep."]
    assert closest("PFX", replies, "PFX") is None
    assert closest("PFXI cannot find that request.", replies, "PFX") is None
    assert closest("PFXSalt wind over the harbour, gulls asleep.", replies, "PFX") == 2  # a near copy is one


def test_a_stray_closing_think_tag_is_not_part_of_the_answer() -> None:
    """A template that opens the think block in the prompt leaves only its closing tag in the
    response: the answer is what follows it (else the prefix is never first)."""
    response = "Let me find the second poem.\n</think>\n\nPFXa poem"
    assert grade(response, "a poem", "PFX") == 0.0  # OpenAI's rule alone
    assert grade(visible(response), "a poem", "PFX") == 1.0
    assert visible("PFXa poem") == "PFXa poem"  # nothing to take away: as sent
    assert visible(" PFXa poem") == " PFXa poem"  # a leading space stays (no prefix, as OpenAI's)


def test_the_ratio_test_pairs_samples_and_counts_them_as_the_headline_does() -> None:
    """The positions of one sample share its request and replies: the mean ratio against end is
    a paired test over the samples both cells scored, and a limit hit left out of the headline
    (``--cre-limit-hits exclude``) is left out of it too."""
    import pandas as pd
    from scipy import stats

    from pytest_cre.analysis.policy import Analysis
    from pytest_cre.families.mrcr.tables import ratio_tests

    cells = pd.DataFrame(
        [
            {"cell_id": c, "model": "sim", "needles": 2, "tier": "8k", "position": pos}
            for c, pos in (("e", "end"), ("m", "middle"))
        ]
    )
    end = [1.0, 0.9, 1.0, 0.8, 1.0]
    middle = [0.5, 0.9, 0.2, 0.8, 0.6]
    records = [
        {"cell_id": c, "seed": 42, "sample": i, "score": v, "status": "ok"}
        for c, values in (("e", end), ("m", middle))
        for i, v in enumerate(values)
    ]
    records.append({"cell_id": "m", "seed": 42, "sample": 5, "score": 0.1, "status": "ok"})  # no end twin: unpaired
    row = ratio_tests(cells, records, Analysis()).iloc[0]
    assert row["pairs"] == 5 and row["comparison"] == "middle-end"
    assert row["p paired t"] == f"{stats.ttest_rel(middle, end).pvalue:.2g}"
    assert row["p paired t"] != f"{stats.ttest_ind(middle, end, equal_var=False).pvalue:.2g}"  # not Welch's
    records[7]["status"] = "truncated"  # a limit hit: counted wrong (in n) by default, left out under exclude
    records[7]["finish_reason"] = "length"
    kept = ratio_tests(cells, records, Analysis()).iloc[0]["pairs"]
    left = ratio_tests(cells, records, Analysis(limit_hits="exclude")).iloc[0]["pairs"]
    assert (kept, left) == (5, 4)
