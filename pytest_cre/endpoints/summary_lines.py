"""What the summary says about the endpoints, from the records alone (so it is the same on one
machine, under xdist and across hosts): replicas ejected and samples moved, models stopped."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.record import NOT_RUN
from .client import NOT_SENT
from .vendors import mask_url


def endpoint_lines(records: Iterable[dict[str, Any]]) -> list[str]:
    """Summary lines: per model, the replicas that failed and were routed around (how often,
    how many samples moved), how long its rate limits held requests back, and why a model was
    stopped (with the fix, and what was not run)."""
    ejected: dict[str, dict[str, int]] = {}
    moved: dict[str, int] = {}
    stopped: dict[str, str] = {}
    not_run: dict[str, int] = {}
    paced: dict[str, tuple[float, int, int]] = {}  # model -> (seconds held back, samples held, 429s)
    for r in records:
        model = str(r.get("model"))
        log = r.get("attempt_log") or []
        # One loop over the attempts for all three (three generators a record cost 0.2 s at 200K).
        held: float = 0
        throttled = 0
        was_ejected = False
        for attempt in log:
            wait = attempt.get("paced_s")
            if isinstance(wait, (int, float)):
                held += wait or 0
            if attempt.get("status") == "rate_limited":
                throttled += 1
            if attempt.get("ejected_s"):
                was_ejected = True
                urls = ejected.setdefault(model, {})
                urls[attempt["endpoint"]] = urls.get(attempt["endpoint"], 0) + 1
        if held or throttled:
            s_, n_, t_ = paced.get(model, (0.0, 0, 0))
            paced[model] = (s_ + held, n_ + bool(held), t_ + throttled)
        if was_ejected and log[-1].get("endpoint") != log[0].get("endpoint"):
            moved[model] = moved.get(model, 0) + 1
        error = str(r.get("error") or "")
        # Not run because its model was stopped (not because a sibling sample failed its cell).
        if r.get("status") == NOT_RUN and error.startswith(NOT_SENT):
            not_run[model] = not_run.get(model, 0) + 1
            stopped.setdefault(model, error.removeprefix(NOT_SENT))
    lines = []
    for model, urls in sorted(ejected.items()):
        where = ", ".join(f"{mask_url(u)} ({n}x)" for u, n in sorted(urls.items()))
        n = moved.get(model, 0)
        lines.append(
            f"replicas: {model}: ejected after failing: {where}; "
            f"{n} sample{'' if n == 1 else 's'} moved to another replica"
        )
    for model, (held, samples, throttled) in sorted(paced.items()):
        lines.append(
            f"rate limits: {model}: requests held back {held:,.1f} s in all ({samples:,} samples) to stay within "
            f"its tokens and requests per minute; {throttled:,} answer{'' if throttled == 1 else 's'} 429 rate_limited"
        )
    for model, reason in sorted(stopped.items()):
        n = not_run[model]
        lines.append(f"stopped: {model} ({n} sample{'' if n == 1 else 's'} not run): {reason}")
    return lines
