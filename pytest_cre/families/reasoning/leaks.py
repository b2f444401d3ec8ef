"""Leaks: filler items that restate a target or state its answer, held out of that target's
prompts.

Assembly already skips filler whose text equals or contains the target. A near copy (ARC test
225 and train 1001 differ in a few words and share the key A) passes that check and puts the
target's answer in its own context. The rules here, for every task (users' included):

- an item is a near duplicate of a target when at least ``THRESHOLD`` (0.5) of the target's
  distinct word ``NGRAM``-grams (5-grams of lowercase ``\\w+`` tokens, the same tokens as the
  leak key) occur in the item: half of the target's phrasing, in order, five words at a time.
  Unrelated problems of the same benchmark share under 0.3 (GSM8K: 3 test/train pairs reach
  0.5, ARC: 4); restatements reach 0.7-0.95. A target shorter than ``NGRAM`` words uses its
  whole text as one gram;
- for tasks whose answers are numbers, the target's numbers must also occur in the item, in the
  same order: the same words with other numbers are another problem with another answer (the
  embedded ``arith`` templates share most of their words by construction), while the same
  words and the same numbers are the same problem, whatever the names.

Multiple-choice tasks (``answer_kind == "choice"``) have two more, since their choices dilute
the rule above (ARC test TIMSS_2003_8_pg47 and train TIMSS_1995_8_O11 ask the same "Which is a
chemical change?" over other choices, with the same key C). A content word is a word token
(``\\w+`` joined by inner hyphens and apostrophes, so "non-renewable" is not "renewable") that
is not in ``STOPWORDS`` (function words and question scaffolding: "which", "example", ...):

- **the same stem**: the item's question without its choices holds ``THRESHOLD`` of the
  target's stem's 5-grams and every content word of it (one at least): "Which is an example of
  condensation?" is not "... of conduction?";
- **a statement of the answer**: a sentence of the item holds the text of the target's correct
  choice (its words, in order, one content word at least) and every content word of the
  target's stem (two at least). An item's sentences are those of its stem, the last with its
  own correct choice after it (a fill-in stem and its answer state a fact), or of its prose:
  "The skin is the largest organ in the human body." states the answer of "What is the largest
  organ in the human body?" (skin). A number answer has no such text: its near copies are
  found by the numbers above.

A target's withheld items are taken out of the filler order of its samples only, so prompts
of every other target are byte-identical to those made without the rules.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Collection, Sequence
from typing import Any

from ...analysis.memo import remembered
from .tasks.base import normalize_text

NGRAM = 5
THRESHOLD = 0.5
_NUMBER = re.compile(r"(?<!\S)\d+(?!\S)")  # a whitespace-separated token of digits only
_WORD = re.compile(r"\w+(?:[-']\w+)*")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
STOPWORDS = frozenset(
    (
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "nor",
        "if",
        "then",
        "than",
        "so",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "without",
        "into",
        "onto",
        "about",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "has",
        "have",
        "had",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "which",
        "what",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "not",
        "no",
        "can",
        "could",
        "may",
        "might",
        "must",
        "should",
        "will",
        "would",
        "all",
        "any",
        "each",
        "some",
        "most",
        "more",
        "many",
        "much",
        "very",
        "one",
        "other",
        "another",
        "such",
        "same",
        "following",
        "best",
        "least",
        "likely",
        "example",
        "kind",
        "type",
        "statement",
        "true",
        "describes",
        "describe",
    )
)


def grams(key: str, n: int = NGRAM) -> set[tuple[str, ...]]:
    """Distinct word n-grams of a normalized text (its whole text when shorter than n)."""
    tokens = key.split()
    if len(tokens) < n:
        return {tuple(tokens)} if tokens else set()
    return set(zip(*(tokens[i:] for i in range(n))))


def containment(target_key: str, item_key: str) -> float:
    """Share of the target's distinct word n-grams that occur in the item."""
    want = grams(target_key)
    return len(want & grams(item_key)) / len(want) if want else 0.0


def withheld_items(task: Any, data: Any, texts: Sequence[str]) -> dict[str, frozenset[int]]:
    """A task's withheld items in a pool of prose (its items' texts, e.g. the neutral pool):
    target id -> indices of its near duplicates and, for a choice task, of its answer's
    statements."""
    targets = [(t.item_id, normalize_text(task.render_question(t))) for t in data.targets]
    held = near_duplicates(targets, [normalize_text(x) for x in texts], numbers=task.answer_kind == "number")
    if task.answer_kind != "choice":
        return held
    return _union(held, answer_statements(data.targets, [sentences(x) for x in texts]))


def withheld_problems(task: Any, data: Any) -> dict[str, frozenset[int]]:
    """A task's withheld items among its own problems (the ``ws`` and ``qo_v2`` pools, whose
    items are ``data.filler`` in order): near duplicates of the rendered question and, for a
    choice task, the same stem or a statement of the answer (module docstring)."""
    targets = [(t.item_id, normalize_text(task.render_question(t))) for t in data.targets]
    held = near_duplicates(
        targets, [normalize_text(task.render_question(f)) for f in data.filler], numbers=task.answer_kind == "number"
    )
    if task.answer_kind != "choice":
        return held
    statements = [sentences(f.question, _answer_text(f)) for f in data.filler]
    return _union(held, same_stems(data.targets, data.filler), answer_statements(data.targets, statements))


def content_words(text: str) -> list[str]:
    """The words of a text that carry its topic: lowercase word tokens not in ``STOPWORDS``."""
    return [w for w in words(text) if w not in STOPWORDS]


def words(text: str) -> list[str]:
    """Lowercase word tokens, inner hyphens and apostrophes kept ("non-renewable", "earth's")."""
    return _WORD.findall(text.lower().replace("\u2019", "'"))


def sentences(text: str, answer: str | None = None) -> list[list[str]]:
    """A text's sentences as word lists; ``answer`` (a choice item's correct choice) is read
    after the last, as the item's solution states it."""
    parts = [words(p) for p in _SENTENCE_END.split(text)]
    parts = [p for p in parts if p] or [[]]
    if answer:
        parts[-1] = parts[-1] + words(answer)
    return [p for p in parts if p]


def same_stems(targets: Sequence[Any], items: Sequence[Any]) -> dict[str, frozenset[int]]:
    """Choice items (``TaskItem``) whose stem is a target's: ``THRESHOLD`` of its stem's
    5-grams and every one (one at least) of its content words in the item's stem."""
    stems = [(grams(normalize_text(i.question)), set(words(i.question))) for i in items]
    by_word: dict[str, list[int]] = defaultdict(list)
    for i, (_g, have) in enumerate(stems):
        for w in have:
            by_word[w].append(i)
    found: dict[str, frozenset[int]] = {}
    for t in targets:
        want, need = grams(normalize_text(t.question)), set(content_words(t.question))
        if not want or not need:
            continue
        rarest = min(need, key=lambda w: len(by_word.get(w, ())))
        hits = frozenset(
            i
            for i in by_word.get(rarest, ())
            if need <= stems[i][1] and len(want & stems[i][0]) >= THRESHOLD * len(want)
        )
        if hits:
            found[t.item_id] = hits
    return found


def answer_statements(targets: Sequence[Any], statements: Sequence[list[list[str]]]) -> dict[str, frozenset[int]]:
    """Items with a sentence that states a choice target's answer: the words of its correct
    choice, in order, beside every content word of its stem. ``statements`` are each item's
    sentences (``sentences``), in pool order."""
    wanted = []
    for t in targets:
        answer = words(_answer_text(t) or "")
        need = set(content_words(t.question))
        if len(need) >= 2 and any(w not in STOPWORDS for w in answer):
            wanted.append((t.item_id, answer, need | set(answer)))
    # Each target is looked up by one word it needs (its longest: a rare one, mostly), so a
    # sentence meets only the few targets whose word it holds.
    index: dict[str, list[int]] = defaultdict(list)
    for k, (_tid, _answer, need) in enumerate(wanted):
        index[max(sorted(need), key=len)].append(k)
    found: dict[int, set[int]] = defaultdict(set)
    for i, item in enumerate(statements):
        for sentence in item:
            have = set(sentence)
            for k in {k for w in have for k in index.get(w, ())}:
                _tid, answer, need = wanted[k]
                if need <= have and _holds(sentence, answer):
                    found[k].add(i)
    return {wanted[k][0]: frozenset(ix) for k, ix in found.items()}


def _holds(tokens: list[str], run: list[str]) -> bool:
    """Does ``run`` occur in ``tokens`` as consecutive words?"""
    n = len(run)
    return any(tokens[i : i + n] == run for i in range(len(tokens) - n + 1))


def _answer_text(item: Any) -> str | None:
    """The text of a choice item's correct choice (None when its key names none)."""
    return dict(item.choices).get(item.answer)


def _union(*found: dict[str, frozenset[int]]) -> dict[str, frozenset[int]]:
    out: dict[str, frozenset[int]] = {}
    for held in found:
        for tid, ix in held.items():
            out[tid] = out.get(tid, frozenset()) | ix
    return out


def withheld_notice(losses: dict[str, tuple[int, int, int]]) -> str:
    """The header line: per task, filler items withheld (of the pool) and targets affected.
    Short, as every run prints it before pytest's header: the rule is in docs/data.md."""
    parts = [
        f"{name} {items} of {pool} items ({targets} targets)" for name, (items, pool, targets) in sorted(losses.items())
    ]
    return f"near-duplicate filler withheld from its target's prompts: {', '.join(parts)} (the rule: docs/data.md)"


def _numbers(key: str) -> list[str]:
    return _NUMBER.findall(key)


def _in_order(wanted: list[str], have: list[str]) -> bool:
    """Is ``wanted`` a subsequence of ``have`` (the same numbers, in the same order)?"""
    it = iter(have)
    return all(any(x == y for y in it) for x in wanted)


def near_duplicates(
    targets: Sequence[tuple[str, str]], items: Sequence[str], numbers: bool
) -> dict[str, frozenset[int]]:
    """For each target (``(target_id, normalized text)``) with any, the indices of ``items``
    (normalized texts) that are its near duplicates under the rule above. One pass over the
    items through an index of the targets' rarest grams; remembered with the run's statistics
    (``analysis.memo``), so a rerun over the same data does not scan again (0.2-0.3 s a pool)."""
    found = _near_duplicates([list(t) for t in targets], list(items), numbers)
    return {target_id: frozenset(ix) for target_id, ix in found}


@remembered
def _near_duplicates(targets: list[list[str]], items: list[str], numbers: bool) -> list[tuple[str, list[int]]]:
    target_grams = [grams(key) for _tid, key in targets]
    df = Counter(gram for g in target_grams for gram in g)
    index: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for t, g in enumerate(target_grams):
        # An item holding ceil(THRESHOLD * |g|) of the target's grams misses at most the rest,
        # so it holds one of any |g| - ceil(THRESHOLD * |g|) + 1 of them: indexing only the
        # target's rarest that many finds every near duplicate, and templated problems (whose
        # common grams every target shares) no longer make each item meet every target.
        for gram in sorted(g, key=df.__getitem__)[: len(g) - math.ceil(THRESHOLD * len(g)) + 1]:
            index[gram].append(t)
    target_numbers = [_numbers(key) for _tid, key in targets] if numbers else []
    number_sets = [frozenset(n) for n in target_numbers]
    found: dict[int, set[int]] = defaultdict(set)
    for i, key in enumerate(items):
        g = grams(key)
        candidates: Collection[int] = {t for gram in g for t in index.get(gram, ())}
        if numbers and candidates:  # numbers first: templated problems differ mostly in them
            item_numbers = _numbers(key)
            have = set(item_numbers)
            candidates = [t for t in candidates if number_sets[t] <= have]
        for t in candidates:
            if len(target_grams[t] & g) < THRESHOLD * len(target_grams[t]):
                continue
            if numbers and not _in_order(target_numbers[t], item_numbers):
                continue
            found[t].add(i)
    return [(targets[t][0], sorted(ix)) for t, ix in found.items()]
