"""Which functions of a corpus are asked: the sampling policies (pure; no I/O).

``stratified`` (the default) is CodeNeedle's: the answerable targets are put in ``k`` buckets by
the line their body starts on (bucket ``min(k - 1, line * k // total_lines)``, the corpus's
lines counted as ``text.count("\\n") + 1``), one target is drawn from each non-empty bucket with
``random.Random(seed)``, in bucket order, and the sample is topped up to ``k`` from the
shuffled rest; a corpus of at most ``k`` targets is asked whole. The same corpus, ``k`` and
seed give CodeNeedle's targets. CodeNeedle's pool has one target per name: the first
definition (at least 20 body lines) of each name in its parser's walk order, which for
JavaScript is source order and for Python is ``ast.walk``'s breadth-first order (``walk_order``).

``uniform`` is this project's earlier policy: ``k`` of the eligible functions (every definition,
same-named ones too) drawn by ``Random(f"{seed}::recall-targets").sample``.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Sequence
from typing import TypeVar

from .extract import PYTHON, Function

SAMPLINGS = ("stratified", "uniform")
T = TypeVar("T")


def stratified(lines: Sequence[int], names: Sequence[str], total_lines: int, k: int, seed: int) -> list[int]:
    """Indices of the targets CodeNeedle asks, in the order it draws them.

    ``lines[i]`` is target ``i``'s first body line in the corpus, ``names[i]`` its name; the
    top-up skips names already drawn."""
    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}")
    if len(lines) <= k:
        return list(range(len(lines)))
    by_line = sorted(range(len(lines)), key=lambda i: lines[i])
    rng = random.Random(seed)
    buckets: list[list[int]] = [[] for _ in range(k)]
    for i in by_line:
        buckets[min(k - 1, lines[i] * k // max(1, total_lines))].append(i)
    chosen = [rng.choice(bucket) for bucket in buckets if bucket]
    drawn = {names[i] for i in chosen}
    rest = [i for i in by_line if names[i] not in drawn]
    rng.shuffle(rest)
    while len(chosen) < k and rest:
        chosen.append(rest.pop())
    return chosen[:k]


def uniform(functions: Sequence[T], k: int, seed: int | str) -> list[T]:
    """``k`` of ``functions`` drawn uniformly by ``seed``, in their order (all when k >= count).

    A string seed goes through ``random``'s SHA-512 seeding, which (like ``Random.sample``) is
    stable across Python versions, unlike ``hash()``-based or tuple seeds."""
    pool = list(functions)
    if k >= len(pool):
        return pool
    rng = random.Random(f"{seed}::recall-targets")
    return [pool[i] for i in sorted(rng.sample(range(len(pool)), k))]


def walk_order(functions: Sequence[Function], source: str) -> list[Function]:
    """``functions`` (one file's, in source order) in CodeNeedle's parser's walk order.

    Python: the order ``ast.walk`` visits their ``def`` nodes (breadth first, so a module-level
    function comes before a method of the same name defined above it); a source ``ast`` cannot
    parse keeps source order. JavaScript: source order (esprima's walk is depth first, in source
    order)."""
    if not functions or functions[0].language != PYTHON:
        return list(functions)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return list(functions)
    rank = {
        node.lineno: n
        for n, node in enumerate(n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))
    }
    return sorted(functions, key=lambda f: rank.get(f.start_line, len(rank) + f.start_line))


def first_per_name(functions: Sequence[Function], source: str, min_lines: int) -> list[Function]:
    """One file's CodeNeedle pool before any filter: per name, its first definition with at
    least ``min_lines`` body lines in walk order; returned in source order."""
    kept: dict[str, Function] = {}
    for f in walk_order(functions, source):
        if len(f.body_lines) >= min_lines:
            kept.setdefault(f.name, f)
    return sorted(kept.values(), key=lambda f: f.start_line)
