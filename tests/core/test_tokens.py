"""The tokenizer's join checks: each distinct join is judged once per process (pure unit tests)."""

from __future__ import annotations

import itertools

import regex

from pytest_cre.core.tokens import Tokenizer, clean_join, get_tokenizer

TOK = get_tokenizer()


class CountingSplit:
    """A chunk pattern that counts the matches asked of it."""

    def __init__(self, pattern: regex.Pattern) -> None:
        self.inner, self.pattern, self.matches = pattern, pattern.pattern, 0

    def match(self, text: str, pos: int) -> regex.Match | None:
        self.matches += 1
        return self.inner.match(text, pos)


def tokenizer(split: CountingSplit) -> Tokenizer:
    return Tokenizer(TOK.name, lambda texts: [TOK.count(t) for t in texts], TOK.count, split)


ENDS = ["A farmer has 12 cows.", "How many are left?", "The answer is 42", "naïve café", "e\u0301", "...", "x\n"]
STARTS = ["Problem: A farmer", " starts with a space", "\nnewline", "'s", "123", "日本語", "\u0378 unassigned", ""]


def test_a_join_seen_before_is_not_matched_again():
    """A grid's prompts repeat the same item ends and starts: a second prompt of the same
    pieces, and another whose pieces end and start alike, cost no regex match at all."""
    split = CountingSplit(TOK._split)
    tok = tokenizer(split)
    parts = ["Problem: A farmer has 12 cows.", "Problem: Ann buys 3 pens. How many?", "Solve it."]
    assert tok.count_joined(parts, "\n\n") == TOK.count("\n\n".join(parts))
    first = split.matches
    assert first > 0
    assert tok.count_joined(parts, "\n\n") == TOK.count("\n\n".join(parts))
    alike = ["Problem: A farmer has 7 goats.", "Problem: Ann buys 9 pens. How many?", "Solve it."]
    assert tok.count_joined(alike, "\n\n") == TOK.count("\n\n".join(alike))
    assert split.matches == first


def test_a_remembered_verdict_is_the_verdict_of_its_own_join():
    """Every join of odd ends and starts, under every separator, judged from a tokenizer that has
    already judged all the others: the same verdict as ``clean_join`` on that join alone."""
    tok = tokenizer(CountingSplit(TOK._split))
    for _ in range(2):
        for left, right, sep in itertools.product(ENDS, STARTS, ["\n\n", "", " ", "\n", "x", "?\n"]):
            assert tok.joins_clean(left, sep, right) == clean_join(TOK._split, left + sep, right), (left, sep, right)


def test_a_pattern_that_looks_behind_is_matched_every_time():
    """A chunk pattern whose match depends on the text before its start (a lookbehind, a word
    boundary, an anchor) keeps no verdicts: what came before a join could change it."""
    for source in (r"(?<=a)b|\p{L}+|\s+|.", r"\b\p{L}+|\s+|.", r"^\p{L}+|\p{L}+|\s+|."):
        split = CountingSplit(regex.compile(source))
        tok = tokenizer(split)
        tok.joins_clean("one two", "\n\n", "three")
        first = split.matches
        tok.joins_clean("one two", "\n\n", "three")
        assert split.matches == 2 * first > 0, source
