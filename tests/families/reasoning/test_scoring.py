"""Answer extraction, scoring and diagnostics on realistic model outputs."""

from __future__ import annotations

import math
import re

import pytest

from pytest_cre.families.reasoning.scoring import (
    SCORER_VERSION,
    Score,
    canonical_number,
    extract_choice,
    extract_number,
    filler_match_rates,
    filler_matches,
    maxgen_hit,
    restates_target,
    score,
    strip_think,
)

# ------------------------------------------------------------------------------ GSM8K numbers

GSM8K_RESPONSES = [
    # plain markers
    ("Step 1... 3*4=12.\nAnswer: 12", "12"),
    ("Janet sells 16 - 3 - 4 = 9 eggs.\nShe makes 9 * 2 = $18.\n#### 18", "18"),
    ("so she has $1,250 left.\n#### 1,250", "1250"),
    ("The answer is 3.5 hours", "3.5"),
    ("The final answer is -7.", "-7"),
    ("The answer is approximately 42.", "42"),
    ("Final answer: Janet makes $18 every day at the farmers' market.", "18"),
    # boxed
    ("The answer is \\boxed{18}.", "18"),
    ("Therefore the total is \\boxed{18.00}", "18"),
    ("So she pays $\\boxed{\\$1,200}$ in total.", "1200"),
    ("The final answer is $\\boxed{42}$. I hope it is correct.", "42"),
    ("\\[\\boxed{1{,}200}\\]", "1200"),
    ("\\boxed{12 \\text{ apples}} from 3 trees", "12"),
    # markdown
    ("**Answer: 18.00**", "18"),
    ("**Answer:** 42", "42"),
    ("**Final Answer**: 64", "64"),
    ("Adding them up, the total is **42**.", "42"),
    ("## Final Answer\n\n27\n\nThis took 3 steps.", "27"),
    ("Answer:\n\n$27$\n\nThis took 3 steps.", "27"),
    # currency, separators, decimals, signs
    ("Answer: $2,880,000", "2880000"),
    ("Total: 1,000,000 grains", "1000000"),
    ("Answer: €5", "5"),
    ("Answer: £3.50", "3.5"),
    ("Answer: 0.50", "0.5"),
    ("Answer: $1\\,250$", "1250"),
    ("Each costs $2.50, so 4 cost $10.00.", "10"),
    ("The temperature falls to −5 degrees.\nAnswer: −5", "-5"),
    ("Answer: -$45", "-45"),
    ("Answer: $-45", "-45"),
    ("So the result is 20 - 5", "5"),  # a spaced minus is subtraction, not a sign
    # units after the number (and % is a unit: GSM8K golds write percentages bare)
    ("Final answer: 42 apples", "42"),
    ("Answer: 12 dollars", "12"),
    ("The discount is 5%.\nAnswer: 5%", "5"),
    ("Answer: 7.", "7"),
    # equations on the answer line give the result
    ("Answer: 3 + 4 = 7", "7"),
    ("Answer: 10-3=7", "7"),
    ("Answer: (3 + 4) = 7", "7"),
    ("Answer: 12 × 3 = 36 cookies", "36"),
    ("Answer: \\(15 \\times 3 = 45\\)", "45"),
    ("x = 3\nAnswer: x = 7", "7"),
    ("Answer: 40 (5 hours = 300 minutes)", "40"),  # an aside in parentheses is not the result
    ("The answer is 40. Each of the 5 boxes = 8 pens.", "40"),  # only the marker's sentence counts
    # years and step numbers do not beat a marker; later markers win
    ("Step 3: the answer is 42.", "42"),
    ("In 2021 the final answer is 15", "15"),
    ("In 2019 he had 3 cars; by 2021 he had 7. Answer: 4", "4"),
    ("Final Answer (after step 3): 27 apples in 2 bags", "27"),
    ("#### 72\n\nNote: 2 of the steps were rounded.", "72"),
    ("Answer: 10\n\nWait, 4 + 4 = 8, not 10.\nFinal answer: 8", "8"),
    ("\\boxed{42}\n\nOn reflection, Answer: 41", "41"),
    ("Answer: 41\n\nOn reflection, \\boxed{42}", "42"),
    ("The answer is not 12; recounting gives 15 marbles.", "15"),
    # fallback: last number
    ("We get 5 apples, then 7 more: 12", "12"),
    ("She earns 5 + 6 = 11 per day", "11"),
    # think blocks are never scored
    ("<think>maybe 99? Answer: 99</think>Answer: 42", "42"),
    ("<THINK>Answer: 1</THINK>Answer: 2", "2"),
    ("<thinking>Answer: 3</thinking>\nThe total is 9 marbles.", "9"),
    ("Let me compute: 3 + 4 = 7</think>\nAnswer: 8", "8"),  # opening tag was in the prompt
    # fractions are one number, their value (issue 20: these gave 4, 7 and 3)
    ("\\boxed{\\frac{3}{4}}", "0.75"),
    ("So each gets $\\dfrac{7}{2}$ pies.\nAnswer: $\\dfrac{7}{2}$", "3.5"),
    ("Answer: \\tfrac{1}{3}", "1/3"),  # no exact decimal: the reduced fraction
    ("\\boxed{\\frac{12}{3}}", "4"),
    ("The answer is -\\frac{3}{4}", "-0.75"),
    ("\\boxed{\\frac{1{,}200}{4}}", "300"),
    ("Answer: \\frac34 of a cup", "0.75"),
    ("Answer: 3/4", "0.75"),
    ("Answer: 60/2 = 30", "30"),
    ("She gets 1/2 of them, 8/2 = 4", "4"),
    ("Answer: 5/0", None),  # no value, so no answer
    ("Due 12/25/2023. Answer: 12/25/2023", "12"),  # a date is not a fraction
    # numbers in words, only after an answer marker (issue 20: "twelve" gave none)
    ("Answer: twelve", "12"),
    ("The answer is one hundred and twenty-five apples.", "125"),
    ("Final answer: Twenty one", "21"),
    ("Answer: two thousand five hundred", "2500"),
    ("Answer: 12 (twelve)", "12"),  # digits win over words
    ("She has three bags and 4 boxes.", "4"),  # no marker: words are not read
    ("I have no idea, maybe one of them.", None),
    # times (issue 20: "5:45 pm" gave 5); GSM8K golds give a time on the hour as the hour
    ("the answer is 5:45 pm", "5:45"),
    ("She will eat dinner at 7:00 pm.\nAnswer: 7:00 pm", "7"),
    ("Answer: 09:30", "9:30"),
    ("Answer: the ratio 3:2", "3"),  # one digit after the colon: not a time
    # thousands grouped by spaces (issue 20: "1 200 marbles" gave 1)
    ("Answer: 1 200 marbles", "1200"),
    ("So she has 1\u202f200 marbles in all.", "1200"),
    ("Answer: 12 345 678", "12345678"),
    ("Answer: 3 100-meter races", "3"),  # a group before a hyphen is a compound
    ("The scores were 85 90 100", "100"),  # a list, not 90,100
    # the final statement wins over an aside after it (an independent audit's cases, cre-score-v5)
    ("She bakes 45 cookies. (We ignored the 3 broken ones from step 2.)", "45"),
    ("5 + 5 = 10 cookies for each of the 3 kids.", "10"),
    ("In 3 days she earns 45 dollars.", "45"),  # no equation: still the last number
    # no answer
    ("<think>unfinished reasoning with 77", None),
    ("I think it is 99</think>", None),
    ("I cannot solve this.", None),
    ("", None),
    (None, None),
]


@pytest.mark.parametrize(("response", "expected"), GSM8K_RESPONSES)
def test_extract_number(response, expected):
    assert extract_number(response) == expected


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("1,200.00", "1200"),
        ("-3.50", "-3.5"),
        ("$5", "5"),
        ("€1,200", "1200"),
        ("−12", "-12"),
        ("18", "18"),
        ("abc", None),
        ("inf", None),
        ("1e5", None),
        ("NaN", None),
        ("", None),
        (None, None),
    ],
)
def test_canonical_number(token, expected):
    assert canonical_number(token) == expected


def test_strip_think_variants():
    assert strip_think("<think>a</think>b<thinking>c</thinking>d") == "bd"
    assert strip_think("visible <think>never closed") == "visible"
    assert strip_think("hidden</think>shown") == "shown"
    assert strip_think(None) == ""


# ----------------------------------------------------------------------------------- ARC

L4 = ["A", "B", "C", "D"]
L5 = ["A", "B", "C", "D", "E"]
N4 = ["1", "2", "3", "4"]
N5 = ["1", "2", "3", "4", "5"]
SKY = ["a rock", "a plant", "the sun", "water"]
CHANGE = ["a physical change", "a chemical change", "a nuclear change", "no change"]
PROCESS = ["respiration", "digestion", "photosynthesis", "erosion"]

ARC_RESPONSES = [
    # explicit answer statements
    ("The answer is (C).", L4, None, "C"),
    ("Answer: b", L4, None, "B"),
    ("The answer is B.", L4, None, "B"),
    ("Answer: **C**", L4, None, "C"),
    ("So the answer is probably C.", L4, None, "C"),
    ("The correct answer is E) a solar eclipse.", L5, None, "E"),
    ("Answer: E", L5, None, "E"),
    ("C is the correct answer because plants make food.", L4, None, "C"),
    ("\\boxed{D}", L4, None, "D"),
    ("The answer is (A).\nWait, no.\nAnswer: D", L4, None, "D"),
    ("Answer: B) photosynthesis", L4, PROCESS, "B"),  # the label wins over the text
    ("Answer: a chemical change", L4, CHANGE, "B"),  # the article "a" is not label A
    ("The answer is a.", L4, None, "A"),
    # the last line
    ("(C)", L4, None, "C"),
    ("**C**", L4, None, "C"),
    ("Plants need light.\nC.", L4, None, "C"),
    ("Plants use light.\nC) photosynthesis", L4, None, "C"),
    ("I would go with option C.", L4, None, "C"),
    ("Option A is wrong. Option B is also wrong.\nThe remaining option C fits.", L4, None, "C"),
    ("I think it's (B) but maybe", L4, None, "B"),
    ("To find the answer: compare.\n(D)", L4, None, "D"),
    ("Both fit, but the larger one is better.\nE", L5, None, "E"),
    # choice text, no label
    ("It must be the sun.", L4, SKY, "C"),
    ("Answer: the Sun", L4, SKY, "C"),
    ("Water", L4, SKY, "D"),
    ("Answer: salt water", L4, ["water", "salt water", "ice", "steam"], "B"),
    ("It has to be salt water.", L4, ["water", "salt water", "ice", "steam"], "B"),
    ("Either a rock or a plant.", L4, SKY, None),
    # numeric labels
    ("Reasoning...\nAnswer: 3", N4, None, "3"),
    ("(2) is wrong since 3 > 1.\nAnswer: 4", N4, None, "4"),
    ("Final answer: (4)", N4, None, "4"),
    ("The answer is (3) evaporation", N4, None, "3"),
    ("Reasoning with 3 steps.\n2", N4, None, "2"),
    ("1) Heat rises\n2) Cold sinks\nThus the answer: 2", N4, None, "2"),
    ("Answer: 5", N5, None, "5"),
    ("There are 4 moons and 2 rings.\nSo the planet has 2 rings.", N4, None, None),
    ("The volume is (3) liters", N4, None, None),
    ("Answer: 2.5 m/s", N4, ["1.0 m/s", "5 m/s", "2.5 m/s", "10 m/s"], "3"),
    ("Answer: 42", N4, ["12", "42", "7", "3"], "2"),
    # a stated choice (issue 20: these gave none), weaker than an answer or a last-line label
    ("I choose B because metals conduct heat.", L4, None, "B"),
    ("A is too small and D too large, so we are left with C", L4, None, "C"),
    ("That leaves option D.", L4, None, "D"),
    ("I'd go with copper, since it conducts.", L4, ["wood", "copper", "glass", "rubber"], "B"),
    ("I choose B because, unlike wood, copper conducts.", L4, ["wood", "copper", "glass", "rubber"], "B"),
    ("We are left with C and D. C ignores friction.\nAnswer: D", L4, None, "D"),
    ("We are left with C.\n(D)", L4, None, "D"),
    ("We are left with C or D.", L4, None, None),
    ("I choose a different approach: add them.", L4, None, None),
    ("After lunch we are left with 3 apples.", N4, None, None),  # a quantity, not label 3
    ("That leaves (3) as the only possibility.", N4, None, "3"),
    # ambiguous
    ("Answer: B or C", L4, None, None),
    ("The answer is (B) or (D).", L4, None, None),
    ("Answer: B, C", L4, None, None),
    ("Answer: B/C", L4, None, None),
    ("Answer: 3 or 4", N4, None, None),
    ("Between (B) and (C), I am unsure", L4, None, None),
    # answer statements in other words, and a rejected option never the answer (an audit's, cre-score-v5)
    ("A is wrong because evaporation is the opposite. B is correct.", L4, None, "B"),
    ("B is the answer.", L4, None, "B"),
    ("The correct one is B.", L4, None, "B"),
    ("Correct answer - B", L4, None, "B"),
    ("C is the answer to part 2, but D is correct", L4, None, "D"),  # "the answer to" is not a verdict
    ("A is incorrect.\nA", L4, None, None),  # the last line names the option it rejected
    # think blocks and nothing
    ("<think>Answer: A</think>Answer: B", L4, None, "B"),
    ("<think>The answer is A", L4, None, None),
    ("no idea", L4, None, None),
    ("", L4, None, None),
]


@pytest.mark.parametrize(("response", "labels", "choices", "expected"), ARC_RESPONSES)
def test_extract_choice(response, labels, choices, expected):
    assert extract_choice(response, labels, choices) == expected


def test_extract_choice_rejects_misaligned_choices():
    with pytest.raises(ValueError):
        extract_choice("Answer: A", L4, SKY[:3])


# --------------------------------------------------------------------------------- score


@pytest.mark.parametrize(
    ("kind", "response", "gold", "labels", "choices", "expected"),
    [
        ("number", "Answer: 1,000", "1000", None, None, Score("ok", "1000", True)),
        ("number", "Answer: 18.00", "18", None, None, Score("ok", "18", True)),
        ("number", "Answer: $1,200", "1,200", None, None, Score("ok", "1200", True)),
        ("number", "Answer: 999", "1000", None, None, Score("ok", "999", False)),
        ("number", "nothing here", "5", None, None, Score("no_answer", None, None)),
        ("choice", "Answer: c", "C", L4, None, Score("ok", "C", True)),
        ("choice", "Answer: B", "C", L4, None, Score("ok", "B", False)),
        ("choice", "It must be the sun.", "C", L4, SKY, Score("ok", "C", True)),
        ("choice", "Answer: B or C", "C", L4, None, Score("no_answer", None, None)),
        ("choice", "Answer: 3", "3", N4, None, Score("ok", "3", True)),
        # a value equal to the gold is correct however it is written
        ("number", "\\boxed{\\frac{12}{3}}", "4", None, None, Score("ok", "4", True)),
        ("number", "Answer: 1 200 marbles", "1200", None, None, Score("ok", "1200", True)),
        ("number", "Answer: twelve", "12", None, None, Score("ok", "12", True)),
        ("number", "He should leave at 9:00 a.m.\nAnswer: 9:00 a.m.", "9", None, None, Score("ok", "9", True)),
        ("number", "\\boxed{\\frac{3}{4}}", "4", None, None, Score("ok", "0.75", False)),
        ("number", "the answer is 5:45 pm", "5", None, None, Score("ok", "5:45", False)),
        ("choice", "I choose C because skin is an organ.", "C", L4, None, Score("ok", "C", True)),
    ],
)
def test_score(kind, response, gold, labels, choices, expected):
    assert score(kind, response, gold, labels, choices) == expected


def test_score_rejects_bad_arguments():
    with pytest.raises(ValueError):
        score("essay", "Answer: 1", "1")
    with pytest.raises(ValueError):
        score("choice", "Answer: A", "A")


def test_scorer_version():
    assert SCORER_VERSION == "cre-score-v5"


# ------------------------------------------------------------------------ filler matching

ANSWERS = ["5", "7", "9", None, "11"]
IDS = ["f0", "f1", "f2", "f3", "f4"]
NONE = {"match_any": None, "match_last": None, "match_nearest": None, "match_item": None, "match_item_depth": None}


def _match(any_, last, nearest, item, depth):
    return {
        "match_any": any_,
        "match_last": last,
        "match_nearest": nearest,
        "match_item": item,
        "match_item_depth": depth,
    }


@pytest.mark.parametrize(
    ("answer", "answers", "ids", "slots", "expected"),
    [
        # slot 2: two items before the target, so its neighbours are items 1 and 2
        ("7", ANSWERS, IDS, [2], _match(True, False, True, "f1", 0.25)),
        ("9", ANSWERS, IDS, [2], _match(True, False, True, "f2", 0.5)),
        ("11", ANSWERS, IDS, [2], _match(True, True, False, "f4", 1.0)),
        ("5", ANSWERS, IDS, [2], _match(True, False, False, "f0", 0.0)),
        ("99", ANSWERS, IDS, [2], _match(False, False, False, None, None)),
        # canonical numbers: "7.00" and "1,000" are 7 and 1000
        ("7", ["7.00", "3"], ["a", "b"], [2], _match(True, False, False, "a", 0.0)),
        ("1000", ["3", "1,000"], ["a", "b"], [0], _match(True, True, False, "b", 1.0)),
        # tie between the item just before and just after: the earlier one
        ("3", ["3", "3"], ["a", "b"], [1], _match(True, True, True, "a", 0.0)),
        # middle_dup: copies at slots 2 and 6; the end copy is next to item 5, and no filler
        # comes after it, so there is no "last" item (the paper's Table 19: 0% at end)
        ("8", ["8", "1", "2", "3", "4", "8"], list("abcdef"), [2, 6], _match(True, False, False, "f", 1.0)),
        # no slots: the target is after all filler (end): no last item after it
        ("11", ANSWERS, IDS, [], _match(True, False, True, "f4", 1.0)),
        # one filler item, before the target
        ("5", ["5"], ["only"], [1], _match(True, False, True, "only", 0.0)),
        # start: every item is after the target; the last one is nearest the answer
        ("11", ANSWERS, IDS, [0], _match(True, True, False, "f4", 1.0)),
        # ARC labels compare as strings
        ("C", ["A", "C", "B"], ["x", "y", "z"], [3], _match(True, False, False, "y", 0.5)),
    ],
)
def test_filler_matches(answer, answers, ids, slots, expected):
    assert filler_matches(answer, False, answers, ids, slots) == expected


@pytest.mark.parametrize(
    ("answer", "correct", "answers"),
    [
        ("7", True, ANSWERS),  # only wrong answers are diagnosed
        ("7", None, ANSWERS),
        (None, False, ANSWERS),
        ("7", False, [None] * 5),  # neutral prose has no answers
    ],
)
def test_filler_matches_neutral_cases(answer, correct, answers):
    assert filler_matches(answer, correct, answers, IDS, [2]) == NONE


@pytest.mark.parametrize(
    "response", ["\\boxed{\\frac{3}{4}}", "Answer: $\\dfrac{3}{4}$", "the answer is 3:04 pm", "Answer: 3 004 marbles"]
)
def test_a_fraction_time_or_grouped_number_feeds_no_stray_part_to_filler_matching(response):
    # Each once read as 3 or 4: a wrong answer that matched the filler golds 3 and 4 by accident.
    answer = extract_number(response)
    s = score("number", response, "7")
    assert s.status == "ok" and s.correct is False and answer not in ("3", "4")
    assert filler_matches(s.answer, s.correct, ["3", "4", "9"], ["a", "b", "c"], [1])["match_any"] is False
    assert (
        filler_match_rates([(s.answer, s.correct, ["3", "4"], [1]), ("9", False, ["3", "4"], [1])])["match_any_chance"]
        == 0
    )


def test_filler_matches_rejects_misaligned_ids():
    with pytest.raises(ValueError):
        filler_matches("7", False, ANSWERS, IDS[:4], [2])


# ------------------------------------------------------------------------------- max gen


@pytest.mark.parametrize(
    ("finish_reason", "expected"),
    [
        ("length", True),
        ("model_context_window_exceeded", False),
        ("stop", False),
        ("content_filter", False),
        (None, False),
    ],
)
def test_maxgen_hit(finish_reason, expected):
    assert maxgen_hit(finish_reason) is expected


# --------------------------------------------------------------------------- restatement

QUESTION = (
    "Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and "
    "bakes muffins for her friends every day with four."
)
WORDS = re.findall(r"\w+", QUESTION.lower())  # 25 words, 21 word 5-grams


def _chunks(*spans: tuple[int, int]) -> str:
    """Question word runs separated by a word that is not in the question."""
    return " um ".join(" ".join(WORDS[a:b]) for a, b in spans)


@pytest.mark.parametrize(
    ("response", "reasoning", "expected"),
    [
        ("The problem says she eats three for breakfast every morning and bakes muffins. Answer: 18", None, True),
        ("<think>Restating: JANET'S DUCKS LAY 16 EGGS, per day!</think>Answer: 18", None, True),
        ("Answer: 18", "First, Janet's ducks lay 16 eggs per day; then subtract.", True),
        # 4 runs of 7 words: no run of 8, but 12 of 21 5-grams
        (_chunks((0, 7), (6, 13), (12, 19), (18, 25)), None, True),
        # 2 runs of 7 words: 6 of 21 5-grams
        (_chunks((0, 7), (12, 19)), None, False),
        # exactly 7 consecutive words
        ("Well, she eats three for breakfast every morning. Answer: 18", None, False),
        ("16 - 3 - 4 = 9 eggs, 9 * 2 = 18 dollars.\nAnswer: 18", None, False),
        # a run split across response and reasoning does not count
        (" ".join(WORDS[:4]), " ".join(WORDS[4:8]), False),
        (None, None, False),
    ],
)
def test_restates_target(response, reasoning, expected):
    assert restates_target(response, QUESTION, reasoning) is expected


@pytest.mark.parametrize(
    ("question", "response", "expected"),
    [
        ("What is 7 times 8?", "So, what is 7 times 8? It is 56.", True),
        ("What is 7 times 8?", "What is 7 times... 56.", False),
        ("What is 7 times 8?", "7 times 8 is 56", False),
        # half of the 5-grams is not enough for a short question
        ("How many legs do spiders have?", "How many legs do spiders... eight.", False),
    ],
)
def test_restates_short_question_needs_all_of_it(question, response, expected):
    assert restates_target(response, question) is expected


def test_restates_empty_question():
    assert restates_target("anything at all", "?!") is False


def test_restates_long_response():
    filler = "The ducks keep laying and she keeps counting the total. " * 400  # ~22K characters
    restated = "She eats three for breakfast every morning and bakes."
    assert restates_target(filler + restated, QUESTION)
    assert not restates_target(filler, QUESTION)


# ------------------------------------------------------------------ match rates and chance


def _sample(answer, correct, answers, slots):
    return (answer, correct, answers, slots)


def test_match_rates_beside_chance_for_numbers():
    # Four samples; each prompt's filler answers differ. Sample 0's wrong answer 7 is in its own
    # filler (last after the target) and in one of the three other samples' filler.
    samples = [
        _sample("7", False, ["1", "2", "7"], [1]),
        _sample("9", False, ["3", "4", "9"], [3]),
        _sample("5", True, ["7", "6", "8"], [1]),
        _sample("100", False, ["10", "11", "12"], [1]),
    ]
    r = filler_match_rates(samples)
    assert r["match_any"] == pytest.approx(2 / 3)  # 7 and 9 match, 100 does not
    assert r["match_last"] == pytest.approx(1 / 3)  # only 7 is the last item after its target
    assert r["match_nearest"] == pytest.approx(1 / 3)  # 9 sits next to its end copy
    # chance: 7 matches 1 of 3 other fillers, 9 and 100 none of theirs
    assert r["match_any_chance"] == pytest.approx((1 / 3 + 0 + 0) / 3)
    assert r["match_last_chance"] == pytest.approx(0.0)  # 7 is not last in sample 2 (slot 1 -> 8)


def test_choice_labels_match_at_chance():
    """ARC: every filler holds the labels A-D, so a wrong label always 'matches': the chance
    rate says so, and the excess over chance is zero."""
    labels = ["A", "B", "C", "D"] * 5
    samples = [
        _sample("B", False, labels, [10]),
        _sample("C", False, [*labels[1:], "A"], [10]),
        _sample("A", True, labels, [10]),
    ]
    r = filler_match_rates(samples)
    assert r["match_any"] == 1.0 and r["match_any_chance"] == 1.0


def _pairwise_rates(samples):
    """filler_match_rates as its docstring says, sample against sample (no sets kept)."""

    def key(a):
        return canonical_number(a) or a.strip()

    def spots(answers, slots):
        n, copies = len(answers), list(slots) or [len(answers)]
        places = {
            "any": range(n),
            "last": [n - 1] if copies[-1] < n else [],
            "nearest": [i for i in (copies[0] - 1, copies[0]) if 0 <= i < n],
        }
        return {kind: {key(answers[i]) for i in at if answers[i] is not None} for kind, at in places.items()}

    usable = [(a, c, spots(f, s)) for a, c, f, s in samples if any(x is not None for x in f)]
    wrongs = [(i, key(a), sp) for i, (a, c, sp) in enumerate(usable) if a is not None and c is False]
    out = {}
    for kind in ("any", "last", "nearest"):
        own = [w in sp[kind] for _, w, sp in wrongs]
        chance = [
            sum(w in other[kind] for j, (_, _, other) in enumerate(usable) if j != i) / (len(usable) - 1)
            for i, w, _ in wrongs
            if len(usable) > 1
        ]
        out[f"match_{kind}"] = sum(own) / len(own) if own else float("nan")
        out[f"match_{kind}_chance"] = sum(chance) / len(chance) if chance else float("nan")
    return out


def test_match_rates_equal_the_pairwise_definition_when_cells_share_draws():
    """A draw's answers are set up once and reused by the cells that share it (the paired
    design: one draw per sample at every position): the rates stay those of the definition,
    whether a draw comes as the same tuple, an equal list, or holds None and spelled numbers."""
    import random

    rnd = random.Random(7)
    pool = ["7", "7.0", " 12", "$12", "A", None, *map(str, range(30))]
    draws = [tuple(rnd.choice(pool) for _ in range(rnd.randint(1, 9))) for _ in range(12)]
    draws.append((None, None))  # no filler answer: not usable
    for cell in range(6):
        samples = []
        for i, draw in enumerate(draws):
            answers = list(draw) if (cell + i) % 3 == 0 else draw
            slots = sorted(rnd.sample(range(len(draw) + 1), rnd.randint(0, 2)))
            answer = rnd.choice(["7", "12", "A", "99", None])
            samples.append((answer, rnd.choice([False, False, True, None]), answers, slots))
        got, want = filler_match_rates(samples), _pairwise_rates(samples)
        assert got.keys() == want.keys()
        for k in want:
            assert got[k] == pytest.approx(want[k], nan_ok=True), (cell, k)


def test_a_cell_without_a_comparable_wrong_answer_has_nan_rates_under_the_same_keys():
    right = [("7", True, ("7", "8"), [1]), ("8", True, ("8", "9"), [0])]
    no_filler = [("5", False, (None,), [0])]  # wrong, but nothing to compare with
    some_wrong = filler_match_rates([*right, ("8", False, ("7", "8"), [1])])
    for samples in (right, right + no_filler):
        rates = filler_match_rates(samples)
        assert list(rates) == list(some_wrong)  # the cells table's columns come in this order
        assert all(math.isnan(v) for v in rates.values())


def test_table19_pattern_end_rows_have_no_last_match():
    """The paper's Table 19: at the end position match-last is 0% (nothing comes after the
    target), whatever match-any is; in the middle the last filler item can match."""
    from helpers import cells_table

    def cell(position, slot):
        recs = []
        for i in range(10):
            answers = [str(100 + i), str(200 + i), str(300 + i), str(400 + i)]
            wrong = i >= 5
            recs.append(
                {
                    "model": "m",
                    "vendor": "x",
                    "task": "gsm8k",
                    "filler": "ws",
                    "tier": "8k",
                    "position": position,
                    "cell_id": f"gsm8k-{position}-ws-8k-m",
                    "seed": 42,
                    "sample": i,
                    "status": "ok",
                    "correct": not wrong,
                    "answer": str(400 + i) if wrong else "1",
                    "target_id": f"t{i}",
                    "filler_answers": answers,
                    "target_slots": [slot],
                    "prompt_tokens": 8000,
                }
            )
        return recs

    rows = {r.position: r for r in cells_table(cell("end", 4) + cell("middle", 2)).itertuples()}
    assert rows["end"].match_any == 1.0 and rows["end"].match_last == 0.0
    assert rows["middle"].match_last == 1.0 and rows["middle"].match_last_chance == 0.0
    assert rows["end"].match_last_chance == 0.0
