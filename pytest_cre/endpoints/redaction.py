"""Redaction: known secrets (whole, as fragments, or masked as servers echo them) and key- or
credential-shaped text removed from a text (an error, an answer, a batch's problem) before it is
written, printed or recorded: ``redact`` for messages, ``redact_secrets`` for answers."""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Sequence

from ..core.secret import Secret, reveal
from .vendors import mask_url

_KEYISH = "A-Za-z0-9_\\-"
_KEY_CHARS = frozenset(string.ascii_letters + string.digits + "_-")  # the same set as _KEYISH
# "sk-ab***wxyz", as servers echo keys; anchored at a token's start so a long token costs one
# pass, not one per character.
_MASKED = re.compile(rf"(?<![{_KEYISH}])([{_KEYISH}]{{2,}})\*{{3,}}([{_KEYISH}]{{2,}})")
_URL = re.compile(r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"<>]+")  # anchored: linear
_FRAGMENT = 6  # consecutive characters of a long key that count as a piece of it
_LONG_KEY = 20  # keys this long or longer: any _FRAGMENT-character piece; shorter: half the key


def redact(text: str, secrets: Sequence[Secret | str]) -> str:
    """Remove every known secret, any run of characters holding a fragment of one, anything
    shaped like a bearer key or a masked key, and the credentials of any URL, from a message."""
    text = _redact_known(text, secrets, digits=True)  # a number in an error is never scored
    text = _MASKED.sub("<redacted>", text)
    text = _URL.sub(lambda m: mask_url(m.group(0)), text)
    return re.sub(r"(sk-|Bearer\s+)[A-Za-z0-9_\-\.]{6,}", r"\1<redacted>", text)


def redact_secrets(text: str, secrets: Sequence[Secret | str]) -> str:
    """Remove the known secrets, whole, as fragments, or masked ("sk-ab***yz12"), and nothing
    else: safe on answers (a bearer-shaped string a model writes is its answer; a piece of the
    key never is).

    A fragment is ``fragment_length(key)`` consecutive characters of the key; the whole token of
    key characters (letters, digits, ``_``, ``-``) around it goes, so "...wxyz12" loses
    "wxyz12" and "sk-abcdefgh" goes whole. A fragment made only of digits does not count here:
    answers are numbers, and a key's digit runs must not eat them (``redact`` cuts those too)."""
    return _redact_known(text, secrets, digits=False)


def _masked_or_not(secret: str, m: re.Match[str]) -> str:
    """A masked echo (``sk-a***xyz``) of ``secret`` redacted; any other masked text kept."""
    return "<redacted>" if _masked_echo(secret, m[1], m[2]) else m[0]


def _redact_known(text: str, secrets: Sequence[Secret | str], digits: bool) -> str:
    for held in secrets:
        secret = reveal(held)
        if not secret or len(secret) < 4:
            continue
        text = text.replace(secret, "<redacted>")
        grams = _fragments(secret, digits)
        if grams:
            text = _cut_fragments(text, grams, fragment_length(secret))
        if "***" in text:
            text = _MASKED.sub(functools.partial(_masked_or_not, secret), text)
    return text


def _masked_echo(secret: str, head: str, tail: str) -> bool:
    """Whether "head***tail" is ``secret`` as servers mask it: its start and its end (or
    4 or more characters of it on either side)."""
    return (secret.startswith(head) or (len(head) >= 4 and head in secret)) and (
        secret.endswith(tail) or (len(tail) >= 4 and tail in secret)
    )


def fragment_length(secret: str) -> int:
    """How many consecutive characters of ``secret`` count as a piece of it."""
    return _FRAGMENT if len(secret) >= _LONG_KEY else max(_FRAGMENT, len(secret) // 2)


@functools.lru_cache(maxsize=32)
def _fragments(secret: str, digits: bool = True) -> frozenset[str]:
    """The key's pieces of ``fragment_length`` characters (none for a key that short); without
    ``digits``, less those made only of digits."""
    n = fragment_length(secret)
    if len(secret) <= n:
        return frozenset()
    pieces = (secret[i : i + n] for i in range(len(secret) - n + 1))
    return frozenset(g for g in pieces if digits or not g.isdigit())


def _cut_fragments(text: str, grams: frozenset[str], n: int) -> str:
    """``text`` with every token of key characters that holds one of ``grams`` replaced.
    One ``str.find`` scan per piece: about 1 ms for a 50 KB answer and a 40-character key,
    where one regex alternation of the pieces took 15."""
    hits: list[int] = []
    for g in grams:
        i = text.find(g)
        while i >= 0:
            hits.append(i)
            i = text.find(g, i + 1)
    if not hits:
        return text
    spans: list[tuple[int, int]] = []
    for i in sorted(hits):
        if spans and i + n <= spans[-1][1]:
            continue  # inside a token already cut
        start, end = i, i + n
        while start > 0 and text[start - 1] in _KEY_CHARS:
            start -= 1
        while end < len(text) and text[end] in _KEY_CHARS:
            end += 1
        if spans and start <= spans[-1][1]:
            start = spans.pop()[0]
        spans.append((start, end))
    out: list[str] = []
    last = 0
    for start, end in spans:
        out += [text[last:start], "<redacted>"]
        last = end
    out.append(text[last:])
    return "".join(out)
