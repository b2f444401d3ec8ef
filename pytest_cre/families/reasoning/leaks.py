"""Near-duplicate leaks: filler items that restate a target, held out of that target's prompts.

Assembly already skips filler whose text equals or contains the target. A near copy (ARC test
225 and train 1001 differ in a few words and share the key A) passes that check and puts the
target's answer in its own context. The rule here, for every task (users' included):

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

A target's near duplicates are taken out of the filler order of its samples only, so prompts
of every other target are byte-identical to those made without the rule.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from .tasks.base import normalize_text

NGRAM = 5
THRESHOLD = 0.5
RULE = (f"word {NGRAM}-gram containment >= {THRESHOLD:g} of the target in the item "
        "(number tasks: and the target's numbers in the item, in order)")
_NUMBER = re.compile(r"(?<!\S)\d+(?!\S)")  # a whitespace-separated token of digits only


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


def withheld_items(task: Any, data: Any, item_keys: Sequence[str]) -> dict[str, frozenset[int]]:
    """A task's near duplicates in a pool (its items' normalized texts): target id -> indices."""
    targets = [(t.item_id, normalize_text(task.render_question(t))) for t in data.targets]
    return near_duplicates(targets, item_keys, numbers=task.answer_kind == "number")


def withheld_problems(task: Any, data: Any) -> dict[str, frozenset[int]]:
    """A task's near duplicates among its own problems (the ``ws`` and ``qo_v2`` pools, whose
    items are ``data.filler`` in order, keyed by their normalized question)."""
    return withheld_items(task, data, [normalize_text(task.render_question(f)) for f in data.filler])


def withheld_notice(losses: dict[str, tuple[int, int, int]]) -> str:
    """The header line: per task, filler items withheld (of the pool) and targets affected."""
    parts = [f"{name} {items} of {pool} items ({targets} targets)" for name, (items, pool, targets) in sorted(losses.items())]
    return f"near-duplicate filler withheld from its target's prompts ({RULE}): {', '.join(parts)}"


def _numbers(key: str) -> list[str]:
    return _NUMBER.findall(key)


def _in_order(wanted: list[str], have: list[str]) -> bool:
    """Is ``wanted`` a subsequence of ``have`` (the same numbers, in the same order)?"""
    it = iter(have)
    return all(any(x == y for y in it) for x in wanted)


def near_duplicates(targets: Sequence[tuple[str, str]], items: Sequence[str],
                    numbers: bool) -> dict[str, frozenset[int]]:
    """For each target (``(target_id, normalized text)``) with any, the indices of ``items``
    (normalized texts) that are its near duplicates under the rule above. One pass over the
    items through an index of the targets' rarest grams."""
    target_grams = [grams(key) for _tid, key in targets]
    df = Counter(gram for g in target_grams for gram in g)
    index: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for t, g in enumerate(target_grams):
        # An item holding ceil(THRESHOLD * |g|) of the target's grams misses at most the rest,
        # so it holds one of any |g| - ceil(THRESHOLD * |g|) + 1 of them: indexing only the
        # target's rarest that many finds every near duplicate, and templated problems (whose
        # common grams every target shares) no longer make each item meet every target.
        for gram in sorted(g, key=df.__getitem__)[:len(g) - math.ceil(THRESHOLD * len(g)) + 1]:
            index[gram].append(t)
    target_numbers = [_numbers(key) for _tid, key in targets] if numbers else []
    number_sets = [frozenset(n) for n in target_numbers]
    found: dict[int, set[int]] = defaultdict(set)
    for i, key in enumerate(items):
        g = grams(key)
        candidates = {t for gram in g for t in index.get(gram, ())}
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
    return {targets[t][0]: frozenset(ix) for t, ix in found.items()}
