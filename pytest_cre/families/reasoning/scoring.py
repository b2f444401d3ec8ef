"""Answer extraction, scoring and per-sample diagnostics (pure functions, no I/O).

Think blocks and reasoning text are never scored: only the visible answer is. The one place
reasoning is read is ``restates_target`` (the CoT restatement check of the paper's Appendix E.2).

Numbers (``extract_number``)
    Explicit final-answer markers win over everything else, and among them the one latest in the
    text wins: ``\\boxed{N}``, ``#### N``, ``Answer: N`` / ``Final answer: N`` / ``the answer is
    N`` (also ``Final Answer`` followed directly by a number, e.g. under a markdown heading).
    The number taken from a marker is the first one after it on its line or sentence, unless
    that stretch is an equation outside parentheses (``Answer: 3 + 4 = 7``): then the first
    number after the last ``=``. A marker's stretch with no digits may give its number in words
    (``Answer: twelve``, ``one hundred and five``); words are read nowhere else. Without any
    marker the final statement is the answer, not an aside after it: text in parentheses is
    passed over ("She bakes 45 cookies. (We ignored the 3 broken ones.)" is 45), and in the
    last sentence left with a number, an equation's result (the first number after its last
    ``=``: "5 + 5 = 10 cookies for each of the 3 kids" is 10), else its last number.
    Currency signs, thousands commas or spaces (``1,200``, ``1 200``; not before a hyphen, as in
    ``3 100-meter races``), markdown bold, LaTeX wrappers (``\\(..\\)``, ``\\text{}``,
    ``1{,}200``) and the unicode minus are understood; ``18.00`` is ``18``. A fraction
    (``3/4``, ``\\frac{3}{4}``, ``\\dfrac``, ``\\tfrac``) is one number, its value: ``0.75``,
    ``4`` for ``12/3``, ``1/3`` when no decimal is exact. A time ``h:mm`` is one answer, ``5:45``,
    and ``9`` for ``9:00`` (GSM8K golds give the hour). Units after a number are ignored, and so
    is ``%`` (``5%`` is 5: GSM8K golds write percentages as plain numbers). Not understood:
    mixed numbers (``2\\frac{1}{2}``), scientific notation.

Choices (``extract_choice``)
    Labels are matched as the item writes them (``A``-``E`` or ``1``-``5``). In order: explicit
    answer statements, latest first (``Answer: C``, ``the answer is (C)``, ``\\boxed{C}``,
    ``correct option: C``, ``the correct one is C``, ``Correct answer - C``, ``C is the correct
    answer``, ``C is correct``, ``C is the answer``); a label given as two alternatives
    (``Answer: B or C``) is ambiguous and gives None. Then the last line: a bare label
    (``C``, ``C.``, ``(C)``, ``**C**``), and for letter labels also ``(C)``/``option C`` inside
    it or ``C)`` opening it (different labels there are ambiguous). Numeric labels count only as
    explicit statements or a bare last line, so numbers in the reasoning are never taken for
    labels. Then a stated choice, latest first: ``I choose B``, ``I'd go with B``, ``we are left
    with C``, ``that leaves C``, ``my choice is C`` (numeric labels only in parentheses or after
    ``option``: "left with 3 apples" is a quantity). Last, with no label anywhere: an answer
    text, the last line or a stated choice that equals or contains exactly one choice's text
    (case-insensitive words) picks that choice; a choice found only inside another found one
    ("water" inside "salt water") does not count. A label the response rejects (``A is
    wrong``, ``A is incorrect``, ``A is not the answer``) is never taken from the last line, a
    stated choice or a choice's text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import lru_cache
from typing import Any

SCORER_VERSION = "cre-score-v5"

_FLAGS = re.IGNORECASE
_THINK = re.compile(r"<(think|thinking)\b[^>]*>.*?(?:</\1\s*>|\Z)", re.DOTALL | _FLAGS)
# Some chat templates put the opening tag in the prompt, so only the closing one reaches us.
_THINK_CLOSE = re.compile(r"</think(?:ing)?\s*>", _FLAGS)

# Digits with optional thousands commas or spaces (SI style; a group before a hyphen is a
# compound, "3 100-meter races" is 3 races, and a number after another is a list, "85 90 100"),
# optional decimals.
_SPACES = " \u00a0\u2009\u202f"
_DIGITS = (
    r"(?:\d{1,3}(?:,\d{3})+|(?<!\d[" + _SPACES + r"])\d{1,3}(?:[" + _SPACES + r"]\d{3})+(?![\d-])|\d+)"
    r"(?:\.\d+)?"
)
# A number token: optional sign and currency (either order), then a time (h:mm), a fraction
# (a/b, not a date's a/b/c) or digits. A minus counts only when attached ("-7", not "10 - 3").
_NUMBER = re.compile(
    r"(?<![\w.])(-?)(?:[$€£¥]\s?)?(-?)"
    r"(?:(\d{1,2}):([0-5]\d)(?![\d:])"
    r"|(" + _DIGITS + r")/(" + _DIGITS + r")(?![/\d])"
    r"|(" + _DIGITS + r"))"
)
_PLAIN_NUMBER = re.compile(r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")

# Numbers in words (read only in an answer marker's stretch without digits).
_UNITS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_WORD_VALUES = {**{w: i for i, w in enumerate(_UNITS)}, **{w: 10 * (i + 2) for i, w in enumerate(_TENS)}}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_NUMBER_WORD = r"(?:" + "|".join(sorted([*_WORD_VALUES, *_SCALES], key=len, reverse=True)) + r")"
_WORDS_NUMBER = re.compile(
    r"(?<![\w-])(-?)" + _NUMBER_WORD + r"(?:(?:[\s-]+|\s+and\s+)" + _NUMBER_WORD + r")*(?![\w-])", _FLAGS
)

_BOXED = re.compile(r"\\boxed\s*\{([^{}]*)\}")
_HASHES = re.compile(r"####")
_ANSWER_IS = r"(?:is|was|should\s+be|would\s+be|will\s+be)\b(?!\s+not\b)\s*[:=]?"
_NUMBER_MARK = re.compile(
    r"\b(?:final\s+)?answer\b\s*(?:\([^()\n]{0,40}\)\s*)?(?:" + _ANSWER_IS + r"|[:=])"
    r"|\bfinal\s+answer\b(?=[\s$(\[]*[-$€£¥]?\d)",
    _FLAGS,
)
_CHOICE_MARK = re.compile(
    r"\b(?:(?:final\s+)?answer|(?:correct|right|best)\s+(?:option|choice|one))\b\s*(?:" + _ANSWER_IS + r"|[:=])"
    r"|\b(?:correct|right|final)\s+answer\s*[-\u2013\u2014]",
    _FLAGS,
)
# A segment of a marker ends at its line's end or at a sentence end (not a decimal point).
_SEGMENT_END = re.compile(r"\n|[.!?;](?=\s|$)")
_PARENS = re.compile(r"\([^()]*\)")

_LATEX = [
    (re.compile(r"\\(?:text|textbf|mathrm|mathbf|operatorname)\s*\{([^{}]*)\}"), r"\1"),
    (re.compile(r"\\[()\[\]]"), " "),
    (re.compile(r"\{,\}|(?<=\d)\\,(?=\d{3}(?!\d))"), ","),
    # A fraction becomes "a/b", one number token (inside \boxed{} too, whose braces it held).
    (re.compile(r"\\[dt]?frac\s*\{\s*([^{}]*?)\s*\}\s*\{\s*([^{}]*?)\s*\}"), r"\1/\2"),
    (re.compile(r"\\[dt]?frac\s*(\d)\s*(\d)"), r"\1/\2"),
]


def strip_think(text: str | None) -> str:
    """Remove ``<think>``/``<thinking>`` blocks (an unclosed one runs to the end), and everything
    before a stray closing tag whose opening tag was in the prompt."""
    text = _THINK.sub("", text or "")
    closes = list(_THINK_CLOSE.finditer(text))
    if closes:
        text = text[closes[-1].end() :]
    return text.strip()


def _visible(response: str | None) -> str:
    """The scored text: think blocks gone, markdown bold and LaTeX wrappers unwrapped."""
    text = strip_think(response).replace("**", "").replace("\u2212", "-")
    for pattern, repl in _LATEX:
        text = pattern.sub(repl, text)
    return text


def _number_value(token: str) -> Decimal | None:
    cleaned = token.strip().replace("\u2212", "-")
    for sym in "$€£¥ ":
        cleaned = cleaned.replace(sym, "")
    # "$-5" and "-$5" both arrive here as "-5"; exponents and other Decimal syntax are refused.
    if not _PLAIN_NUMBER.fullmatch(cleaned):
        return None
    try:
        return Decimal(cleaned.replace(",", ""))
    except InvalidOperation:
        return None


def canonical_number(token: str | None) -> str | None:
    """``"1,200.00"`` -> ``"1200"``; ``"-3.50"`` -> ``"-3.5"``; ``"$5"`` -> ``"5"``; None when
    not a plain number."""
    value = _number_value(token or "")
    if value is None:
        return None
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def _fraction(numerator: str, denominator: str, sign: str) -> str | None:
    """``a/b`` as its value: an integer or an exact decimal when there is one, else ``p/q``
    in lowest terms; None for a zero denominator."""
    a, b = _number_value(numerator), _number_value(denominator)
    if a is None or b is None or b == 0:
        return None
    value = Fraction(a) / Fraction(b) * (-1 if sign else 1)
    rest = value.denominator
    for p in (2, 5):
        while rest % p == 0:
            rest //= p
    if rest != 1:
        return f"{value.numerator}/{value.denominator}"
    return canonical_number(str(Decimal(value.numerator) / Decimal(value.denominator)))


def _token(sign: str, hour: str, minute: str, numerator: str, denominator: str, digits: str) -> str | None:
    if hour:  # "9:00" is 9: GSM8K golds give a time on the hour as the hour
        return str(int(hour)) if minute == "00" else f"{int(hour)}:{minute}"
    if numerator:
        return _fraction(_spaceless(numerator), _spaceless(denominator), sign)
    return canonical_number(sign + _spaceless(digits)) or digits


def _spaceless(digits: str) -> str:
    return "".join(ch for ch in digits if ch not in _SPACES)


def _numbers(text: str) -> list[str]:
    found = (_token(sign or late, *rest) for sign, late, *rest in _NUMBER.findall(text))
    return [n for n in found if n is not None]


def _words_number(text: str) -> str | None:
    """The first number written in words (``twelve``, ``one hundred and five``), or None."""
    m = _WORDS_NUMBER.search(text)
    if not m:
        return None
    total = current = 0
    for word in re.findall(r"[a-z]+", m.group(0).lower()):
        if word in _WORD_VALUES:
            current += _WORD_VALUES[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total, current = total + max(current, 1) * _SCALES[word], 0
    return str(-(total + current) if m.group(1) else total + current)


def _segment(text: str, start: int) -> str:
    """The marker's answer: the rest of its line (or the next non-empty line when the marker
    ends its line), up to the end of the sentence."""
    rest = text[start:]
    if not rest.split("\n", 1)[0].strip():
        rest = rest.lstrip()
    end = _SEGMENT_END.search(rest)
    return rest[: end.start()] if end else rest


def _number_in(segment: str) -> str | None:
    bare = _PARENS.sub(" ", segment)
    if "=" in bare:
        after = _numbers(bare.rsplit("=", 1)[1])
        if after:
            return after[0]
    found = _numbers(segment)
    if found:
        return found[0]
    return _words_number(segment) if not re.search(r"\d", segment) else None


def extract_number(response: str | None) -> str | None:
    """The final numeric answer of a response in canonical form, or None when it gives none.

    Rules (precedence of markers, equations, units) are in the module docstring."""
    text = _visible(response)
    marks = [(m.start(), m.group(1)) for m in _BOXED.finditer(text)]
    marks += [(m.start(), _segment(text, m.end())) for m in _HASHES.finditer(text)]
    marks += [(m.start(), _segment(text, m.end())) for m in _NUMBER_MARK.finditer(text)]
    for _, segment in sorted(marks, key=lambda mark: mark[0], reverse=True):
        number = _number_in(segment)
        if number is not None:
            return number
    # No marker: the final statement, not an aside after it (module docstring).
    sentences = [x for x in re.split(r"(?<=[.!?])\s+|\n+", _PARENS.sub(" ", text)) if _numbers(x)]
    if not sentences:
        found = _numbers(text)
        return found[-1] if found else None
    last = sentences[-1]
    if "=" in last and (after := _numbers(last.rsplit("=", 1)[1])):
        return after[0]
    return _numbers(last)[-1]


# ---------------------------------------------------------------------------------- choices

_AMBIGUOUS = object()  # a decision that two different labels were given
_HEDGE = r"(?:(?:probably|likely|clearly|definitely|therefore|thus|so)\s+)?"
_OPTION = r"(?:(?:the\s+)?(?:option|choice)\s*)?"
_FIRST_LABEL = re.compile(r"\s*" + _HEDGE + _OPTION + r"([(\[]?)\s*(\w+)\s*([)\]]?)", _FLAGS)
_SECOND_LABEL = re.compile(r"\s*(?:,?\s*(?:or|and)\b|,|/|&)\s*" + _OPTION + r"([(\[]?)\s*(\w+)(?!\w)", _FLAGS)
_LABEL_IS_CORRECT = re.compile(
    r"(?<!\w)[(\[]?(\w+)[)\]]?\s+is\s+(?:the\s+)?(?:(?:(?:correct|right|best)(?:\s+(?:answer|option|choice))?)"
    r"|answer)\b(?!\s+(?:to|for|of)\b)",
    _FLAGS,
)
# A label the response rejects: never its answer by a weaker rule.
_REJECTED = re.compile(
    r"(?<!\w)[(\[]?(\w+)[)\]]?\s+is\s+(?:wrong|incorrect|false|not\s+(?:correct|right|the\s+answer))\b",
    _FLAGS,
)
# A choice stated in the course of the answer (weaker than an answer statement or a last-line
# label: "we are left with C" may come before "Answer: D").
_STATED_CHOICE = re.compile(
    r"\b(?:I(?:'d|\s+would|\s+will|'ll)?\s+(?:choose|chose|pick|picked|select|selected|go\s+with|"
    r"went\s+with|opt\s+for)|(?:we|I|you)(?:'re|'m|\s+are|\s+am)?\s+left\s+with|"
    r"(?:that|this|which)\s+leaves(?:\s+(?:us|me)\s+with)?|leaving(?:\s+(?:us|me)\s+with)?|"
    r"my\s+(?:choice|pick)\s+(?:is|would\s+be))\b\s*:?",
    _FLAGS,
)
_BARE_LINE = re.compile(r"[\W_]*" + _OPTION + r"[(\[]?\s*(\w+)\s*[)\]]?[\W_]*", _FLAGS)
_IN_LINE = re.compile(r"\((\w+)\)|\b(?:option|choice)\s+(\w+)\b|^\s*(\w+)\)", _FLAGS)


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


def _label_of(token: str, labels: Sequence[str], loose: bool) -> str | None:
    """``token`` as one of ``labels``; case-insensitively only when ``loose`` (the token stands
    alone or in parentheses, so a lowercase "a" is not the article)."""
    for label in labels:
        if token == label or (loose and token.lower() == label.lower()):
            return label
    return None


def _label_in(segment: str, labels: Sequence[str]) -> Any:
    """The label an answer statement opens with; ``_AMBIGUOUS`` for "B or C"; None for none."""
    m = _FIRST_LABEL.match(segment)
    if not m:
        return None
    after = segment[m.end() :]
    loose = bool(m.group(1) and m.group(3)) or not after.strip() or after.lstrip()[:1] in ".:)]"
    first = _label_of(m.group(2), labels, loose)
    if first is None or re.match(r"[.,:/]?\d", after):  # "2.5" or "3/4" is a quantity, not label 2
        return None
    second = _SECOND_LABEL.match(after)
    if second:
        other = _label_of(second.group(2), labels, bool(second.group(1)))
        if other is not None and other != first:
            return _AMBIGUOUS
    return first


def _choice_by_text(text: str, labels: Sequence[str], choices: Sequence[str] | None) -> str | None:
    """The one choice whose text ``text`` equals or contains (word tokens, case-insensitive);
    a choice contained in another matching choice ("water" in "salt water") does not count."""
    if not choices:
        return None
    line = _words(text)
    if not line:
        return None
    texts = [_words(c) for c in choices]
    hits = [(label, c) for label, c in zip(labels, texts) if c and f" {c} " in f" {line} "]
    hits = [(label, c) for label, c in hits if not any(c != o and f" {c} " in f" {o} " for _, o in hits)]
    return hits[0][0] if len({label for label, _ in hits}) == 1 else None


def _last_line_label(line: str, labels: Sequence[str]) -> Any:
    bare = _BARE_LINE.fullmatch(line)
    if bare:
        label = _label_of(bare.group(1), labels, loose=True)
        if label is not None:
            return label
    numeric = all(label.isdigit() for label in labels)
    found = set()
    for m in _IN_LINE.finditer(line):
        paren, option, opener = m.groups()
        if numeric and not option:
            continue  # "(3)" or "3)" in a sentence may be a quantity or a list number
        label = _label_of(paren or option or opener, labels, loose=bool(paren or option))
        if label is not None:
            found.add(label)
    if len(found) > 1:
        return _AMBIGUOUS
    return found.pop() if found else None


def extract_choice(response: str | None, labels: Sequence[str], choices: Sequence[str] | None = None) -> str | None:
    """The chosen label, as the item writes it, or None when absent or ambiguous.

    ``choices`` are the choice texts in the order of ``labels`` (optional); they let an answer
    that names a choice's text instead of its label count. Rules are in the module docstring."""
    if choices is not None and len(choices) != len(labels):
        raise ValueError(f"{len(choices)} choice texts for {len(labels)} labels")
    text = _visible(response)
    marks = [(m.start(), m.group(1)) for m in _BOXED.finditer(text)]
    marks += [(m.start(), _segment(text, m.end())) for m in _CHOICE_MARK.finditer(text)]
    marks += [
        (m.start(), m.group(1))
        for m in _LABEL_IS_CORRECT.finditer(text)
        if _label_of(m.group(1), labels, loose=False) is not None
    ]
    for _, segment in sorted(marks, key=lambda mark: mark[0], reverse=True):
        decision = _label_in(segment, labels)
        if decision is None:
            decision = _choice_by_text(segment, labels, choices)
        if decision is not None:
            return None if decision is _AMBIGUOUS else decision
    lines = [line for line in text.splitlines() if re.search(r"\w", line)]
    if not lines:
        return None
    rejected = {m.group(1) for m in _REJECTED.finditer(text)}
    for find in (
        lambda: _last_line_label(lines[-1], labels),
        lambda: _stated_choice(text, labels, choices),
        lambda: _choice_by_text(lines[-1], labels, choices),
    ):
        decision = find()
        if decision is _AMBIGUOUS:
            return None
        if decision is not None and decision not in rejected:
            return decision
    return None


def _stated_choice(text: str, labels: Sequence[str], choices: Sequence[str] | None) -> Any:
    """The label (or choice text) a stated choice names, the latest one first; numeric labels
    only in parentheses or after "option" ("left with 3 apples" is a quantity)."""
    numeric = all(label.isdigit() for label in labels)
    for m in reversed(list(_STATED_CHOICE.finditer(text))):
        segment = _segment(text, m.end())
        if numeric and not re.match(r"\s*(?:\(|\[|(?:the\s+)?(?:option|choice)\b)", segment, _FLAGS):
            decision = None
        else:
            decision = _label_in(segment, labels)
        if decision is None:
            decision = _choice_by_text(segment, labels, choices)
        if decision is not None:
            return decision
    return None


# ---------------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class Score:
    status: str  # "ok" or "no_answer"
    answer: str | None  # canonical number or label; None for no_answer
    correct: bool | None  # None for no_answer


def score(
    answer_kind: str,
    response: str | None,
    gold: str,
    labels: Sequence[str] | None = None,
    choices: Sequence[str] | None = None,
) -> Score:
    """Extract the answer and compare it with ``gold``: numbers canonically (``18.00`` == ``18``),
    choices by label. ``answer_kind`` is ``"number"`` or ``"choice"`` (which needs ``labels``;
    ``choices`` are the texts in label order)."""
    answer: str | None
    expected: str | None
    if answer_kind == "choice":
        if not labels:
            raise ValueError("a choice answer needs the item's labels")
        answer = extract_choice(response, labels, choices)
        expected = str(gold).strip()
    elif answer_kind == "number":
        answer = extract_number(response)
        expected = canonical_number(str(gold))
    else:
        raise ValueError(f"unknown answer kind {answer_kind!r}")
    if answer is None:
        return Score("no_answer", None, None)
    return Score("ok", answer, answer == expected)


@lru_cache(maxsize=1 << 16)
def _key(answer: str) -> str:
    """An answer as compared with filler answers (cached: a cell's samples hold the same few
    thousand filler answers again and again; 6x faster summaries)."""
    return canonical_number(answer) or answer.strip()


def filler_matches(
    answer: str | None,
    correct: bool | None,
    filler_answers: Sequence[str | None],
    filler_ids: Sequence[str],
    slots: Sequence[int],
) -> dict[str, Any]:
    """Does a wrong answer equal a filler problem's gold answer (the paper's Appendix C)?

    ``filler_answers``/``filler_ids`` are in prompt order; slot ``s`` in ``slots`` means ``s``
    filler items precede that target copy (no slots: the target is after all filler). Keys:

    - ``match_any``: the answer equals the gold of any filler item;
    - ``match_last``: of the filler item that comes last in the context *after* the (last)
      target copy, the one nearest the model's answer, as in the paper's Table 19; when the
      target is the last thing before the instruction (end, middle_dup) there is none: False;
    - ``match_nearest``: of an item adjacent to the first copy (item ``slots[0] - 1`` or
      ``slots[0]``);
    - ``match_item``: the id of the matching item nearest to any target copy (distance counted
      in items; on a tie the earlier item), or None;
    - ``match_item_depth``: that item's index / (number of items - 1), 0.0 for a single item.

    All are None unless the answer was scored and wrong and some filler item has an answer.
    Numbers compare canonically, labels as strings."""
    if len(filler_ids) != len(filler_answers):
        raise ValueError(f"{len(filler_ids)} filler ids for {len(filler_answers)} filler answers")
    out: dict[str, Any] = dict.fromkeys(("match_any", "match_last", "match_nearest", "match_item", "match_item_depth"))
    if answer is None or correct is not False or all(a is None for a in filler_answers):
        return out
    got = _key(answer)
    hits = [i for i, a in enumerate(filler_answers) if a is not None and _key(a) == got]
    n = len(filler_answers)
    copies = list(slots) or [n]
    out["match_any"] = bool(hits)
    out["match_last"] = last_after_target(n, copies) in hits
    out["match_nearest"] = any(i in hits for i in nearest_items(n, copies))
    if hits:

        def distance(i: int) -> int:
            return min(s - 1 - i if i < s else i - s for s in copies)

        nearest = min(hits, key=lambda i: (distance(i), i))
        out["match_item"] = filler_ids[nearest]
        out["match_item_depth"] = round(nearest / (n - 1), 4) if n > 1 else 0.0
    return out


def last_after_target(n: int, slots: Sequence[int]) -> int | None:
    """Index of the filler item last in the context after the last target copy (None if the
    target has no filler after it)."""
    copies = list(slots) or [n]
    return n - 1 if copies[-1] < n else None


def nearest_items(n: int, slots: Sequence[int]) -> list[int]:
    """Indices of the filler items adjacent to the first target copy."""
    copies = list(slots) or [n]
    return [i for i in (copies[0] - 1, copies[0]) if 0 <= i < n]


MATCH_KINDS = ("any", "last", "nearest")


# A filler draw's distinct answers, None dropped, made once for the samples that share the draw
# (a sample's siblings at the other positions and depths, the same sample of every model run on
# the same seed: a pool of 40,320 records holds 316 draws). A draw the reader decoded once
# (``tables._draw``) is the same tuple object for all of them, so it is found by identity: hashing
# its few hundred answers for a lookup costs as much as making the set (a third of this
# function's time at 201,600 records, when an lru_cache keyed it by value). The tuple is held, so
# its id stays its own; 1,024 draws, as ``_draw`` keeps.
_DISTINCT: dict[int, tuple[tuple[str | None, ...], frozenset[str]]] = {}


def _distinct(answers: tuple[str | None, ...]) -> frozenset[str]:
    held = _DISTINCT.get(id(answers))
    if held is not None and held[0] is answers:
        return held[1]
    distinct = frozenset(a for a in answers if a is not None)
    if len(_DISTINCT) >= 1024:
        _DISTINCT.clear()
    _DISTINCT[id(answers)] = (answers, distinct)
    return distinct


def filler_match_rates(
    samples: Iterable[tuple[str | None, bool | None, Sequence[str | None], Sequence[int]]],
) -> dict[str, float]:
    """Filler-answer match rates of a cell's wrong answers, each beside its chance rate.

    ``samples`` are (answer, correct, filler answers in prompt order, target slots) per sample.
    For each kind (``any``, ``last``, ``nearest``, as in :func:`filler_matches`) the observed
    rate is the share of wrong answers that match their own prompt's filler; the chance rate is
    the share that match the filler of *another* sample of the same cell (every other sample,
    averaged), which holds the same kind of filler in a different draw: what coincidence alone
    gives (for choice labels, nearly 100%). Keys ``match_<kind>`` and ``match_<kind>_chance``;
    NaN when no wrong answer has filler answers to compare with."""
    # Two passes over a cell. The first keeps each sample's distinct filler answers as given
    # (made once per draw: ``_distinct``), its wrong answer's key and the keys of the answers at
    # the last and nearest places. Only keys some wrong answer has can count, so the second
    # pass keys just the given answers that become one (a set intersection per sample), not
    # every sample's few hundred answers.
    seen: list[tuple[str | None, frozenset[str], str | None, set[str]]] = []
    draws: set[frozenset[str]] = set()
    for answer, correct, answers, slots in samples:
        answers = answers if isinstance(answers, tuple) else tuple(answers or ())
        n = len(answers)
        distinct = _distinct(answers)
        draws.add(distinct)
        at = last_after_target(n, slots or ())
        last = _key(a) if at is not None and (a := answers[at]) is not None else None
        nearest = {_key(a) for i in nearest_items(n, slots or ()) if (a := answers[i]) is not None}
        wrong = _key(answer) if answer is not None and correct is False and distinct else None
        seen.append((wrong, distinct, last, nearest))
    wanted = {w for w, _, _, _ in seen if w is not None}
    if not wanted:  # no wrong answer with filler answers to compare with (every usable one right)
        return {f"match_{kind}{chance}": float("nan") for kind in MATCH_KINDS for chance in ("", "_chance")}
    keyed_wanted = {a for a in set().union(*draws) if _key(a) in wanted}
    holders = {kind: Counter[str]() for kind in MATCH_KINDS}  # usable samples holding each key
    usable_n = 0
    wrongs: list[tuple[str, dict[str, set[str]]]] = []
    for wrong, distinct, last, nearest in seen:
        if not distinct:  # no filler answer to compare with: not usable
            continue
        usable_n += 1
        held = distinct & keyed_wanted  # mostly empty: a set comprehension costs even then
        anywhere = {_key(a) for a in held} if held else set()
        if anywhere:
            holders["any"].update(anywhere)
        if last is not None and last in wanted:
            holders["last"][last] += 1
        for key in nearest:
            if key in wanted:
                holders["nearest"][key] += 1
        if wrong is not None:
            wrongs.append((wrong, {"any": anywhere, "last": {last} if last is not None else set(), "nearest": nearest}))
    out: dict[str, float] = {}
    for kind in MATCH_KINDS:
        if not wrongs:
            out[f"match_{kind}"] = out[f"match_{kind}_chance"] = float("nan")
            continue
        own = [w in spots[kind] for w, spots in wrongs]
        # A wrong answer's sample is usable, so the others are the other usable_n - 1; counted
        # once per cell (a cell of 600 samples compared pairwise was 360,000 set lookups a kind).
        others = usable_n - 1
        chance = [(holders[kind][w] - (w in spots[kind])) / others for w, spots in wrongs] if others else []
        out[f"match_{kind}"] = sum(own) / len(own)
        out[f"match_{kind}_chance"] = sum(chance) / len(chance) if chance else float("nan")
    return out


def maxgen_hit(finish_reason: str | None) -> bool:
    """Did generation stop at the token limit (the paper's max-gen hits, Appendix E.1)? A
    context-window finish is not one: the prompt, not the model, ran out of room."""
    return finish_reason == "length"


# ------------------------------------------------------------------------------ restatement

RESTATE_RUN = 8  # consecutive question words that count as a restatement
RESTATE_GRAM = 5
RESTATE_COVER = 0.5  # share of the question's word 5-grams


def _grams(tokens: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


def restates_target(response: str | None, target_question: str, reasoning: str | None = None) -> bool:
    """Does the model's output restate the target question (the paper's Appendix E.2)?

    Both texts are read whole, think blocks included (restatement happens in the chain of
    thought), as lowercase word tokens (``\\w+``). The rule, for a question of n words:

    - n >= 8: some run of 8 consecutive question words appears in the response or in
      ``reasoning``, or together they contain at least half of the question's distinct word
      5-grams (a paraphrase that keeps most phrases but breaks every long run);
    - 0 < n < 8: the whole question appears as a run;
    - n == 0: False.

    Runs never span the response/reasoning boundary. Cost is linear in the text (set lookups)."""
    question = re.findall(r"\w+", target_question.lower())
    texts = [re.findall(r"\w+", t.lower()) for t in (response, reasoning) if t]
    n = len(question)
    if n == 0 or not texts:
        return False
    run = min(RESTATE_RUN, n)
    seen = set().union(*(_grams(t, run) for t in texts))
    if any(g in seen for g in _grams(question, run)):
        return True
    if n < RESTATE_RUN:
        return False
    wanted = _grams(question, RESTATE_GRAM)
    have = set().union(*(_grams(t, RESTATE_GRAM) for t in texts))
    return len(wanted & have) >= RESTATE_COVER * len(wanted)
