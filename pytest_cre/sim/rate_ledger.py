"""The sim's rate limits: a vendor's token and request budgets per window, and its 429."""

from __future__ import annotations

import threading
import time

from .replies import Reply, error_reply, retry_headers


def go_duration(seconds: float) -> str:
    """A reset time as OpenAI writes it: ``20ms``, ``1.5s``, ``6m0s``."""
    if seconds < 1:
        return f"{round(seconds * 1000)}ms"
    if seconds < 60:
        return f"{round(seconds, 3):g}s"
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}m{round(rest, 3):g}s"


class RateLedger:
    """The sim's rate limits, as a vendor keeps them: per kind (tokens, requests) a budget of
    ``limit`` per ``window_s`` that comes back continuously; a request is charged its prompt
    plus its max_tokens (tokens) and one (requests) when it is admitted, or refused whole."""

    def __init__(self, limits: dict[str, int], window_s: float) -> None:
        self.limits, self.window_s = limits, window_s
        self.used = dict.fromkeys(limits, 0.0)  # charged and not yet come back
        self.at = time.monotonic()
        self._lock = threading.Lock()

    def _settle(self, now: float) -> None:
        for kind, limit in self.limits.items():
            self.used[kind] = max(0.0, self.used[kind] - (now - self.at) * limit / self.window_s)
        self.at = now

    def admit(self, tokens: int) -> tuple[bool, dict[str, str], str, float]:
        """Charge one request of ``tokens``: (admitted, the x-ratelimit-* headers as they stand
        after it, the kind that refused it, seconds until it would be admitted)."""
        charge = {"tokens": tokens, "requests": 1}
        with self._lock:
            now = time.monotonic()
            self._settle(now)
            short = {
                kind: self.used[kind] + charge[kind] - limit
                for kind, limit in self.limits.items()
                if self.used[kind] + charge[kind] > limit
            }
            if not short:
                for kind in self.limits:
                    self.used[kind] += charge[kind]
            headers = {}
            for kind, limit in self.limits.items():
                headers[f"x-ratelimit-limit-{kind}"] = str(limit)
                headers[f"x-ratelimit-remaining-{kind}"] = str(max(0, int(limit - self.used[kind])))
                headers[f"x-ratelimit-reset-{kind}"] = go_duration(self.used[kind] * self.window_s / limit)
        kind = max(short, key=lambda k: short[k] / self.limits[k], default="")
        wait = short[kind] * self.window_s / self.limits[kind] if kind else 0.0
        return not short, headers, kind, wait


def rate_limited(model: str, kind: str, ledger: RateLedger, tokens: int, wait: float, headers: dict[str, str]) -> Reply:
    """OpenAI's 429 for a token or request rate limit, with its headers."""
    limit = ledger.limits[kind]
    used = limit - int(headers[f"x-ratelimit-remaining-{kind}"])
    unit = "tokens per min (TPM)" if kind == "tokens" else "requests per min (RPM)"
    asked = tokens if kind == "tokens" else 1
    return error_reply(
        429,
        f"rate_limit_{kind}",
        f"Rate limit reached for {model} in organization org-sim on {unit}: Limit {limit}, Used {used}, "
        f"Requested {asked}. Please try again in {go_duration(wait)}.",
        kind,
        "rate_limit_exceeded",
        headers={**headers, **retry_headers(wait)},
    )
