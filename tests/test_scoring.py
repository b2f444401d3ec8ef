"""Answer extraction on realistic outputs."""

from __future__ import annotations

import pytest

from pytest_cre.scoring import canonical_number, extract_choice, extract_number, filler_matches, score


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        ("Step 1... 3*4=12.\nAnswer: 12", "12"),
        ("so she has $1,250 left.\n#### 1,250", "1250"),
        ("The answer is \\boxed{18}.", "18"),
        ("**Answer: 18.00**", "18"),
        ("The final answer is -7.", "-7"),
        ("We get 5 apples, then 7 more: 12", "12"),
        ("<think>maybe 99? Answer: 99</think>Answer: 42", "42"),
        ("<think>unfinished reasoning with 77", None),
        ("I cannot solve this.", None),
        ("Answer: $2,880,000", "2880000"),
        ("The answer is 3.5 hours", "3.5"),
    ],
)
def test_extract_number(response, expected):
    assert extract_number(response) == expected


def test_canonical_number():
    assert canonical_number("1,200.00") == "1200"
    assert canonical_number("-3.50") == "-3.5"
    assert canonical_number("abc") is None


@pytest.mark.parametrize(
    ("response", "labels", "expected"),
    [
        ("The answer is (C).", ["A", "B", "C", "D"], "C"),
        ("Answer: b", ["A", "B", "C", "D"], "B"),
        ("Reasoning...\nAnswer: 3", ["1", "2", "3", "4"], "3"),
        ("I think it's (B) but maybe", ["A", "B", "C", "D"], "B"),
        ("no idea", ["A", "B", "C", "D"], None),
    ],
)
def test_extract_choice(response, labels, expected):
    assert extract_choice(response, labels) == expected


def test_score_numeric_and_no_answer():
    assert score("number", "Answer: 1,000", "1000").correct is True
    assert score("number", "Answer: 999", "1000").correct is False
    s = score("number", "nothing here", "5")
    assert (s.status, s.correct) == ("no_answer", None)


def test_filler_matches_any_last_nearest():
    answers = ["5", "7", "9", None, "11"]
    # target sits after two filler items (slot 2): its neighbours are items 1 and 2
    m = filler_matches("7", False, answers, [2])
    assert m == {"match_any": True, "match_last": False, "match_nearest": True}
    m = filler_matches("11", False, answers, [2])
    assert m == {"match_any": True, "match_last": True, "match_nearest": False}
    assert filler_matches("7", True, answers, [2])["match_any"] is None  # only wrong answers
