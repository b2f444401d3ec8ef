"""What ``sim`` is told to do besides answering: its latency model and its fault plan, parsed
from ``--cre-sim-latency`` / ``--cre-sim-faults`` (and ``cre sim``'s flags). Pure parsing: the
options can be checked without loading the HTTP server."""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from typing import Any

DEFAULT_CONTEXT = 131072  # the context window of an ``overflow`` fault unless ``context=N``


def unit(*parts: object) -> float:
    """A number in [0, 1) decided by ``parts`` alone (the sim's only source of chance)."""
    digest = hashlib.sha256("\x1f".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def kv_items(text: str, what: str) -> list[tuple[str, str]]:
    """``k=v,k=v`` into pairs (blank items skipped); ValueError names ``what`` on a bad item."""
    pairs = []
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        key, eq, value = item.partition("=")
        if not eq or not key.strip() or not value.strip():
            raise ValueError(f"bad {what} item {item!r}: expected key=value")
        pairs.append((key.strip(), value.strip()))
    return pairs


def bounded(value: str, what: str, lo: float = -math.inf, hi: float = math.inf, lo_open: bool = False) -> float:
    try:
        x = float(value)
    except ValueError:
        raise ValueError(f"{what} must be a number, not {value!r}") from None
    if not math.isfinite(x) or x < lo or x > hi or (lo_open and x == lo):
        bounds = f"{'(' if lo_open else '['}{lo}, {hi}]"
        raise ValueError(f"{what} must be in {bounds}, not {value!r}")
    return x


@dataclass(frozen=True)
class Latency:
    """Time to answer: ``base_ms + per_1k_tokens_ms * prompt_tokens / 1000`` plus a jitter drawn
    uniformly from ``[0, jitter_ms)``, seeded by the request so a replay waits the same. A share
    ``stragglers`` of the requests (drawn by the request too) takes ``straggler_ms`` instead, as a
    reasoning model's long answers do. ``straggler_every`` N makes every Nth request *to arrive*
    a straggler instead: a busy server is slow for whatever comes in at that moment, whichever
    prompt it is, which a draw by prompt cannot show (the client may send it early or late)."""

    base_ms: float = 0
    per_1k_tokens_ms: float = 0
    jitter_ms: float = 0
    stragglers: float = 0
    straggler_ms: float = 10_000
    straggler_every: float = 0
    # Every other path (the preflight's GETs, /tokenize, batch files) takes this long too, as a
    # server far away or busy answers them: a client that asks them in series pays it per call.
    other_ms: float = 0

    def straggles(self, arrival: int) -> bool:
        """Whether the request that arrived ``arrival``-th (1, 2, ...; any path) is a straggler
        by arrival order."""
        every = int(self.straggler_every)
        return bool(every and arrival and arrival % every == 0)

    def seconds(self, prompt_tokens: int, key: str, arrival: int = 0) -> float:
        """The delay in seconds for a prompt of ``prompt_tokens`` tokens; ``key`` seeds the jitter
        and the straggler draw; ``arrival`` is the request's place in arrival order (1, 2, ...)."""
        if self.straggles(arrival):
            return self.straggler_ms / 1000
        if self.stragglers and unit(key, "straggler") < self.stragglers:
            return self.straggler_ms / 1000
        jitter = self.jitter_ms * unit(key, "latency-jitter") if self.jitter_ms else 0.0
        return max(0.0, self.base_ms + self.per_1k_tokens_ms * prompt_tokens / 1000 + jitter) / 1000


_LATENCY_KEYS = {
    "base": "base_ms",
    "base_ms": "base_ms",
    "per_1k": "per_1k_tokens_ms",
    "per_1k_tokens_ms": "per_1k_tokens_ms",
    "jitter": "jitter_ms",
    "jitter_ms": "jitter_ms",
    "stragglers": "stragglers",
    "straggler_ms": "straggler_ms",
    "straggler_every": "straggler_every",
    "other_ms": "other_ms",
}


def parse_latency(text: str) -> Latency:
    """``"200"`` (base milliseconds) or ``"base=200,per_1k=2,jitter=20"`` (all milliseconds;
    the long field names work too; ``stragglers=0.05,straggler_ms=10000``: 5% of the requests
    take 10 s; ``straggler_every=20``: every 20th request to arrive does; ``other_ms=500``: every
    request that is not a completion takes 500 ms). Raises ValueError on
    an unknown key or a value out of range."""
    text = text.strip()
    if not text:
        return Latency()
    if "=" not in text:
        return Latency(base_ms=bounded(text, "latency base", 0.0))
    values: dict[str, float] = {}
    for key, value in kv_items(text, "latency"):
        field = _LATENCY_KEYS.get(key)
        if field is None:
            known = "base, per_1k, jitter, stragglers, straggler_ms, straggler_every, other_ms"
            raise ValueError(f"unknown latency key {key!r} (known: {known})")
        if field in values:
            raise ValueError(f"latency key {key!r} given twice")
        values[field] = bounded(value, key, 0.0, 1.0 if field == "stragglers" else math.inf)
        if field == "straggler_every" and values[field] != int(values[field]):
            raise ValueError(f"straggler_every must be a whole number, not {value!r}")
    return Latency(**values)


# Drawn faults, in the order their probability bands are laid out on [0, 1).
FAULT_KINDS = ("429", "quota", "500", "502", "503", "402", "timeout", "malformed", "nochoices", "empty", "length")


@dataclass(frozen=True)
class FaultPlan:
    """Which failures the server injects, and how often.

    ``rates`` holds ``(kind, probability)`` for kinds in FAULT_KINDS; the kinds are exclusive
    (one draw per request picks at most one), so their probabilities sum to at most 1.
    ``overflow`` is not drawn: when on, every request whose prompt plus completion budget
    exceeds ``context`` tokens is refused, as a real server would.
    """

    rates: tuple[tuple[str, float], ...] = ()
    overflow: bool = False
    retry_after: float = 1.0  # seconds, sent on 429 and 503
    timeout_s: float = 30.0  # how long a ``timeout`` fault holds the request
    context: int = DEFAULT_CONTEXT
    # Rate limits as OpenAI states and enforces them (x-ratelimit-* headers on every answer, a
    # 429 past them): tokens (prompt + max_tokens, charged on admission) and requests per
    # ``window_s`` (a minute; shorter to compress a benchmark's time).
    tpm: int | None = None
    rpm: int | None = None
    window_s: float = 60.0
    # The batch API (``/v1/files``, ``/v1/batches``): seconds a batch takes from validating to
    # done, and the share of its lines answered before it expires (None: it never expires).
    batch_s: float = 0.2
    batch_expire: float | None = None

    def pick(self, key: str, attempt: int) -> str | None:
        """The fault for attempt ``attempt`` (0 = first) of the request ``key``, or None."""
        if not self.rates:
            return None
        u = unit(key, attempt, "fault")
        edge = 0.0
        for kind, p in self.rates:
            edge += p
            if u < edge:
                return kind
        return None

    def overflows(self, prompt_tokens: int, budget: int | None) -> bool:
        """Whether a request of this size is refused for the context window."""
        return self.overflow and prompt_tokens + (budget or 0) > self.context

    def __str__(self) -> str:
        items = [f"{kind}:{p:g}" for kind, p in self.rates]
        items += ["overflow"] if self.overflow else []
        defaults = FaultPlan()
        for name in ("retry_after", "timeout_s", "context", "tpm", "rpm", "window_s", "batch_s", "batch_expire"):
            if getattr(self, name) != getattr(defaults, name):
                items.append(f"{name}={getattr(self, name):g}")
        return ",".join(items)


def parse_faults(text: str) -> FaultPlan:
    """A fault plan from a comma list of ``KIND:P`` (probability P in [0, 1]), ``KIND``
    (P = 1) and ``KEY=VALUE`` settings, e.g. ``429:0.2,500:0.1,timeout:0.05,retry_after=2``.

    Kinds: FAULT_KINDS, plus ``overflow`` (on unless P is 0). Settings: ``retry_after``
    (seconds), ``timeout_s`` (seconds), ``context`` (tokens), ``tpm`` and ``rpm`` (rate limits
    per ``window_s`` seconds, 60 unless given), ``batch_s`` (seconds a batch takes) and
    ``batch_expire`` (the share of a batch's lines answered before it expires). Raises ValueError on an unknown
    kind or key, a bad value, a repeated kind, or probabilities summing above 1."""
    rates: dict[str, float] = {}
    settings: dict[str, Any] = {}
    overflow = False
    for item in (i.strip() for i in text.split(",")):
        if not item:
            continue
        if "=" in item:
            key, value = kv_items(item, "fault setting")[0]
            if key in settings:
                raise ValueError(f"fault setting {key!r} given twice")
            if key == "retry_after":
                settings[key] = bounded(value, key, 0.0)
            elif key == "timeout_s":
                settings[key] = bounded(value, key, 0.0, lo_open=True)
            elif key in ("context", "tpm", "rpm"):
                tokens = bounded(value, key, 1.0)
                if not tokens.is_integer():
                    raise ValueError(f"{key} must be a whole number, not {value!r}")
                settings[key] = int(tokens)
            elif key in ("window_s", "batch_s"):
                settings[key] = bounded(value, key, 0.0, lo_open=True)
            elif key == "batch_expire":
                settings[key] = bounded(value, key, 0.0, 1.0)
            else:
                raise ValueError(
                    f"unknown fault setting {key!r} (known: retry_after, timeout_s, context, tpm, rpm, "
                    "window_s, batch_s, batch_expire)"
                )
            continue
        kind, colon, prob = item.partition(":")
        kind = kind.strip()
        p = bounded(prob.strip(), f"probability of {kind}", 0.0, 1.0) if colon else 1.0
        if kind == "overflow":
            overflow = p > 0
            continue
        if kind not in FAULT_KINDS:
            raise ValueError(f"unknown fault {kind!r} (known: {', '.join(FAULT_KINDS)}, overflow)")
        if kind in rates:
            raise ValueError(f"fault {kind!r} given twice")
        rates[kind] = p
    if sum(rates.values()) > 1.0 + 1e-9:
        raise ValueError(f"fault probabilities sum to {sum(rates.values()):g}, above 1")
    ordered = tuple((k, rates[k]) for k in FAULT_KINDS if rates.get(k))
    return FaultPlan(rates=ordered, overflow=overflow, **settings)
