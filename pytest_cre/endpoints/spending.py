"""``--cre-max-cost USD``: a run's spending cap at list prices.

A request is sent only while what the run has spent (each answer's usage at the price table,
never less than what the run knows it sent: ``counted_tokens``) plus the bound of every request
in flight plus this request's own bound stays within the cap. A request's bound is its prompt
at ``PROMPT_MARGIN`` times the assembled count (a vendor's tokenizer may count more than the
budget tokenizer) and ``max_tokens`` of output: what it could cost at most. The first request
that would pass the cap stops the run: nothing more is sent to any model, the samples not sent
are recorded ``not_run`` with the reason, and the run ends partial, resumable from the cache."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.prices import Price, usd

PROMPT_MARGIN = 1.25
# Outcomes that are a model's answer (the server did the work, whatever it reports of it).
BILLED = frozenset({"ok", "truncated"})


class SpendingCap:
    """What one process may spend (an xdist worker: its share of the cap), and what it has."""

    def __init__(self, cap_usd: float, on_reached: Callable[[str], None], share: str = "") -> None:
        self.cap_usd = cap_usd
        self.spent = 0.0  # USD, at list prices, of every answer reported back
        self.in_flight = 0.0  # USD, the bounds of the requests sent and not answered
        self.reason: str | None = None  # once the cap stopped the run: why
        self._on_reached = on_reached
        self._share = share  # "" or how the cap was shared (xdist workers)

    def admit(self, bound: float) -> bool:
        """Reserve ``bound`` USD for one request, or refuse it (and stop the run) when spent,
        in flight and it together would pass the cap."""
        if self.reason is None and self.spent + self.in_flight + bound <= self.cap_usd:
            self.in_flight += bound
            return True
        if self.reason is None:
            # One figure for what the requests sent are bound to (the answered at what they
            # cost, those in flight at the most they can: the summary's tokens line says what
            # they spent once answered), one for the request refused.
            self.reason = (
                f"the spending cap (--cre-max-cost {usd(self.cap_usd)}{self._share}) stopped the run: "
                f"{usd(self.spent + self.in_flight)} of it already bound by the requests sent, and the next "
                f"request could cost {usd(bound)}; raise the cap and run again (answers so far come from the cache)"
            )
            self._on_reached(self.reason)
        return False

    def settle(self, bound: float, cost: float) -> None:
        """A request reserved with ``bound`` came back, having cost ``cost`` USD."""
        self.in_flight = max(0.0, self.in_flight - bound)
        self.spent += cost


def request_bound(price: Price | None, prompt_tokens: int, max_tokens: int) -> float:
    """The most one request can cost (0 for a model without a price: a self-hosted one)."""
    if price is None:
        return 0.0
    return price.cost(prompt_tokens * PROMPT_MARGIN, 0, max_tokens)


def counted_tokens(result: Any, prompt_tokens: int, max_tokens: int) -> tuple[int, int, int]:
    """An answer's (prompt, cached, completion) tokens as the cap counts them: the larger of what
    the server reported and what the run knows it sent. The prompt is at least the assembled
    count (a server that reports 0, or nothing, sent back an answer to all of it). The
    completion is the reported count, unless none came, or 0 came with text: then ``max_tokens``,
    the most the request allowed (the text's own count would need the vendor's tokenizer; the
    bound is what the cap already reserved for it). Cached tokens are taken as reported, at most
    the prompt: a server can lower a prompt's count to its cached rate, never to nothing."""
    reported = result.reported_prompt_tokens or 0
    prompt = max(reported, prompt_tokens)
    completion = result.completion_tokens
    if completion is None or (completion == 0 and (result.response or result.reasoning)):
        completion = max_tokens
    return prompt, min(result.cached_tokens or 0, reported), completion


def answer_cost(price: Price | None, result: Any, prompt_tokens: int, bound: float, max_tokens: int = 0) -> float:
    """What an answer cost as the cap counts it (``counted_tokens`` at ``price``); a timed-out
    attempt, whose answer the vendor may have billed without sending it, at the request's bound.
    An error with no usage (no answer was made) costs nothing."""
    if price is None:
        return 0.0
    timeouts = sum(1 for a in result.attempt_log if a.get("status") == "timeout")
    cost = timeouts * bound
    usage = (result.reported_prompt_tokens, result.completion_tokens)
    if result.status not in BILLED and result.finish_reason is None and usage == (None, None):
        return cost  # nothing came back billed
    return cost + price.cost(*counted_tokens(result, prompt_tokens, max_tokens))
