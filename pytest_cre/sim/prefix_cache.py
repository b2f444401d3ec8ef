"""A toy prefix cache, reported as ``usage.prompt_tokens_details.cached_tokens``."""

from __future__ import annotations

import hashlib
import threading

CACHE_GRANULE = 64  # cached_tokens is reported in multiples of this, as vLLM/DeepSeek blocks


class PrefixCache:
    """A toy prefix cache, like the ones vLLM and DeepSeek report from: chained sha256 digests
    of a prompt at every ``block_chars`` characters and at its end. Thread-safe."""

    def __init__(self, block_chars: int = 1024, max_entries: int = 1 << 20) -> None:
        self.block_chars = block_chars
        self.max_entries = max_entries
        self._seen: set[bytes] = set()
        self._lock = threading.Lock()

    def lookup(self, text: str) -> tuple[int, list[tuple[int, bytes]]]:
        """How many leading characters of ``text`` an earlier, answered text began with (at
        block granularity, or all of it), and this text's prefixes, to ``remember`` once it
        has been computed: like a real server, a prefix still being computed is no hit."""
        marks = self._marks(text)
        with self._lock:
            return max((end for end, digest in marks if digest in self._seen), default=0), marks

    def remember(self, marks: list[tuple[int, bytes]]) -> None:
        with self._lock:
            if len(self._seen) + len(marks) > self.max_entries:
                self._seen.clear()  # a cache that is full forgets everything, cheaply
            self._seen.update(digest for _, digest in marks)

    def _marks(self, text: str) -> list[tuple[int, bytes]]:
        h = hashlib.sha256()
        marks = []
        ends = [*list(range(self.block_chars, len(text), self.block_chars)), len(text)]
        start = 0
        for end in ends:
            h.update(text[start:end].encode("utf-8", "surrogatepass"))
            marks.append((end, h.copy().digest()[:16]))
            start = end
        return marks
