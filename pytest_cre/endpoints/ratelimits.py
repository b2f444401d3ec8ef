"""Token-rate and request-rate pacing: what a vendor's rate-limit headers say, and a pacer that
sends no faster than they allow.

Vendors limit tokens per minute as well as requests (OpenAI, Groq, Together and others send
``x-ratelimit-limit-tokens``, ``x-ratelimit-remaining-tokens`` and ``x-ratelimit-reset-tokens``,
the same for requests, on every answer). A request is charged its prompt plus its
``max_tokens`` when it is admitted, as those vendors estimate it. The pacer keeps a token
bucket per model and process that refills at the limit's rate (learned from the headers: the
time the bucket takes to refill from what remains; else a minute for the whole limit) and
holds each request until the bucket holds its charge, in the order they came; a model file's
``tpm``/``rpm`` sets the limits where a server sends no headers. A 429 empties the bucket for
the time it says. Every value a server sends is bounded: a header that does not parse, or
says something absurd, is ignored.

Anthropic states its limits apart for input and output tokens
(``anthropic-ratelimit-{requests,input-tokens,output-tokens}-{limit,remaining,reset}``, the reset
an RFC 3339 time): a request is charged its prompt against the input bucket and its max_tokens
against the output one, as Anthropic estimates output when it admits a request.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

MAX_RESET_S = 86_400.0  # a reset further away than a day is not a rate limit
# The share of a limit a burst may take at once: the server counts a prompt in its own tokens,
# known only from the first answers' usage, so the first burst keeps a little headroom.
BURST = 0.97
MAX_PROMPT_RATIO = 4.0
# The longest the pacer holds one request: past it the request goes and the server decides (a
# server whose headers imply a refill of hours cannot stall a run through them).
MAX_HOLD_S = 300.0
MAX_COUNT = 10**12
_GO_DURATION = re.compile(r"(?:(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns))")
_UNITS = {"h": 3600.0, "m": 60.0, "s": 1.0, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9}


def parse_reset(text: str | None, now: float | None = None) -> float | None:
    """Seconds until a limit resets, from a header value in any form the vendors use: a Go
    duration (OpenAI's ``6m0s``, ``1.5s``, ``20ms``; Groq's ``7.66s``), plain seconds
    (``12``, ``0.5``), or an RFC 3339 time (``2026-12-03T10:00:00Z``); None when it is none of
    these or further away than ``MAX_RESET_S``."""
    if text is None:
        return None
    text = text.strip()[:64]
    seconds: float | None = None
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        seconds = float(text)
    elif text and _GO_DURATION.sub("", text) == "" and _GO_DURATION.match(text):
        seconds = sum(float(n) * _UNITS[u] for n, u in _GO_DURATION.findall(text))
    else:
        try:
            when = datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError:
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = when.timestamp() - (time.time() if now is None else now)
        seconds = max(0.0, seconds)
    if seconds is None or not math.isfinite(seconds) or not 0 <= seconds <= MAX_RESET_S:
        return None
    return seconds


def parse_retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds a server asks to wait before the next attempt: ``retry-after-ms`` (the openai
    SDKs read it first), else ``Retry-After`` as seconds or an HTTP date (RFC 9110). None, so
    the client backs off as without one, when neither is there or says a finite time of 0 or
    more: ``Retry-After: -5`` (or ``nan``) is no reason to ask again at once. A date already
    past is 0; the client bounds a long wait."""
    for name, scale in (("retry-after-ms", 1e-3), ("retry-after", 1.0)):
        text = (headers.get(name) or "").strip()[:64]
        if not text:
            continue
        try:
            seconds = float(text) * scale
        except ValueError:
            if scale != 1.0:
                continue
            try:
                when = parsedate_to_datetime(text)
            except (TypeError, ValueError, IndexError):
                continue
            if when.tzinfo is None:
                when = when.replace(tzinfo=UTC)
            seconds = max(0.0, when.timestamp() - time.time())
        if math.isfinite(seconds) and seconds >= 0:
            return seconds
    return None


def _count(text: str | None) -> int | None:
    if text is None or not re.fullmatch(r"\s*\d{1,13}\s*", text[:32]):
        return None
    value = int(text)
    return value if value <= MAX_COUNT else None


@dataclass(frozen=True)
class Limit:
    """One limit as a response stated it: the whole budget, what remains, seconds to refill."""

    limit: int
    remaining: int
    reset_s: float | None


def read_limits(headers: Mapping[str, str]) -> dict[str, Limit]:
    """The limits a response's headers state (those stated whole and sane), by kind:
    ``tokens`` and ``requests`` from ``x-ratelimit-*``; ``requests``, ``input-tokens`` and
    ``output-tokens`` from Anthropic's ``anthropic-ratelimit-*``."""
    found: dict[str, Limit] = {}
    for kind in ("tokens", "requests"):
        _stated(
            found,
            kind,
            headers,
            f"x-ratelimit-limit-{kind}",
            f"x-ratelimit-remaining-{kind}",
            f"x-ratelimit-reset-{kind}",
        )
    for kind in ("requests", "input-tokens", "output-tokens"):
        name = f"anthropic-ratelimit-{kind}"
        _stated(found, kind, headers, f"{name}-limit", f"{name}-remaining", f"{name}-reset")
    return found


def _stated(found: dict[str, Limit], kind: str, headers: Mapping[str, str], *names: str) -> None:
    """The limit the headers ``names`` (limit, remaining, reset) state, into ``found[kind]``."""
    limit, remaining = _count(headers.get(names[0])), _count(headers.get(names[1]))
    if limit and remaining is not None and remaining <= limit:
        found[kind] = Limit(limit, remaining, parse_reset(headers.get(names[2])))


def _amount(kind: str, tokens: int, output: int) -> float:
    """What a request charged ``tokens`` (``output`` of them its max_tokens) takes from the
    bucket of ``kind``."""
    return {"requests": 1, "input-tokens": max(0, tokens - output), "output-tokens": output}.get(kind, tokens)


class Bucket:
    """A token bucket: ``capacity`` refilled at ``rate`` per second, starting full."""

    def __init__(self, capacity: float, rate: float, now: float) -> None:
        self.capacity, self.rate = capacity, rate
        self.level, self.at = capacity, now

    def refill(self, now: float) -> float:
        self.level = min(self.capacity, self.level + (now - self.at) * self.rate)
        self.at = now
        return self.level

    def wait_for(self, amount: float, now: float) -> float:
        """Seconds until ``amount`` is in the bucket (0: it is now)."""
        short = min(amount, self.capacity) - self.refill(now)
        if short <= 1e-6:  # a float's rounding is not a token
            return 0.0
        return max(0.001, short / self.rate) if self.rate > 0 else math.inf


class Pacer:
    """Sends for one model in one process no faster than its limits: ``tpm``/``rpm`` as
    configured (a model file) or as its server's headers state them (the headers win once
    seen). ``share``: this process's part of the limits (xdist workers split them evenly)."""

    def __init__(self, tpm: int | None = None, rpm: int | None = None, share: float = 1.0) -> None:
        self.share = share
        self.buckets: dict[str, Bucket] = {}
        self.configured = {k: v for k, v in (("tokens", tpm), ("requests", rpm)) if v}
        self.learned: set[str] = set()  # kinds whose limit a header stated
        self.waited_s = 0.0  # held back by the limits, in all
        self.throttled = 0  # 429s the server sent
        # The server's prompt tokens per budget-tokenizer token (its usage says): a request is
        # charged as the server will count it.
        self.prompt_ratio = 1.0
        self.unanswered = 0.0  # tokens charged to requests sent whose answer has not come
        self._turn = asyncio.Lock()  # requests are admitted in the order they asked
        now = time.monotonic()
        for kind, per_minute in self.configured.items():
            self.buckets[kind] = Bucket(per_minute * share * BURST, per_minute * share / 60, now)

    def charge(self, prompt_tokens: int, max_tokens: int) -> int:
        """The tokens a request counts against the limit: its prompt as the server counts it,
        and its max_tokens."""
        return math.ceil(prompt_tokens * self.prompt_ratio) + max_tokens

    def counted(self, prompt_tokens: int, reported: int | None) -> None:
        """An answer's usage: the server counted ``reported`` prompt tokens where the budget
        tokenizer counted ``prompt_tokens`` (the larger ratio seen is kept)."""
        if reported and prompt_tokens > 0:
            self.prompt_ratio = max(self.prompt_ratio, min(MAX_PROMPT_RATIO, reported / prompt_tokens))

    @property
    def token_limit(self) -> float | None:
        """Tokens this process may send in a window: a request charged more can never be sent."""
        bucket = self.buckets.get("tokens")
        return bucket.capacity / BURST if bucket is not None else None

    async def acquire(self, tokens: int, output: int = 0) -> float:
        """Wait until the limits admit one request charged ``tokens`` (``output`` of them its
        max_tokens, for limits on output apart); the seconds waited. Its answer (or failure)
        must be ``observe``d with the same ``tokens``."""
        self.unanswered += tokens
        if not self.buckets:
            return 0.0
        async with self._turn:
            started = time.monotonic()
            while True:
                now = time.monotonic()
                wait = max(
                    (b.wait_for(_amount(kind, tokens, output), now) for kind, b in self.buckets.items()),
                    default=0.0,
                )
                if wait <= 0 or now - started >= MAX_HOLD_S:
                    break
                await asyncio.sleep(
                    min(wait, 5.0, MAX_HOLD_S - (now - started) + 0.001)
                )  # headers may change meanwhile
            for kind, b in self.buckets.items():
                b.level -= min(_amount(kind, tokens, output), b.capacity)
            waited = time.monotonic() - started
        self.waited_s += waited
        return waited

    def observe(self, headers: Mapping[str, str], tokens: int = 0, throttled: bool = False) -> None:
        """What the answer to a request charged ``tokens`` says of the limits in its headers:
        the first one states each limit (its budget, what remains and how fast it refills); a
        429 empties the bucket it names for as long as it says."""
        now = time.monotonic()
        self.unanswered = max(0.0, self.unanswered - tokens)
        stated = read_limits(headers)
        for kind, lim in stated.items():
            capacity = lim.limit * self.share
            if kind not in self.learned:
                self.learned.add(kind)
                # The refill rate: what is missing over the time it takes to come back, else
                # the whole limit per minute.
                rate = (lim.limit - lim.remaining) / lim.reset_s if lim.reset_s and lim.remaining < lim.limit else 0.0
                bucket = self.buckets[kind] = Bucket(capacity * BURST, (rate or lim.limit / 60) * self.share, now)
                # What remained when this request was admitted, less what the others sent since
                # may have taken (some were admitted before it: a cautious start, never a 429).
                taken = self.unanswered if kind.endswith("tokens") else 0.0
                bucket.level = min(bucket.level, lim.remaining * self.share - taken)
        if throttled:
            self.throttled += 1
            for kind, b in self.buckets.items():
                said = stated.get(kind)
                # The kind the 429 says ran out (none said: tokens, what long prompts exhaust).
                if (said is not None and said.remaining == 0) or (said is None and kind in ("tokens", "input-tokens")):
                    b.refill(now)
                    b.level = min(b.level, 0.0)
