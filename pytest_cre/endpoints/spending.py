"""``--cre-max-cost USD``: a run's spending cap at list prices.

A request is sent only while what the run has spent (the usage each answer reported, at the
price table) plus the bound of every request in flight plus this request's own bound stays
within the cap. A request's bound is its prompt at ``PROMPT_MARGIN`` times the assembled count
(a vendor's tokenizer may count more than the budget tokenizer) and ``max_tokens`` of output:
what it could cost at most. The first request that would pass the cap stops the run: nothing
more is sent to any model, the samples not sent are recorded ``not_run`` with the reason, and
the run ends partial, resumable from the cache."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.prices import Price, usd

PROMPT_MARGIN = 1.25


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
            self.reason = (
                f"the spending cap (--cre-max-cost {usd(self.cap_usd)}{self._share}) stopped the run: "
                f"{usd(self.spent)} spent at list prices, {usd(self.in_flight)} in flight, and the next "
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


def answer_cost(price: Price | None, result: Any, prompt_tokens: int, bound: float) -> float:
    """What an answer cost: its reported usage at ``price``; a timed-out attempt, whose answer
    the vendor may have billed without sending it, at the request's bound."""
    if price is None:
        return 0.0
    timeouts = sum(1 for a in result.attempt_log if a.get("status") == "timeout")
    cost = timeouts * bound
    if result.reported_prompt_tokens is None and result.completion_tokens is None:
        return cost  # nothing came back billed
    # analysis.tables.usage's rule, so the cap counts what the summary's cost line reports.
    prompt = result.reported_prompt_tokens if result.reported_prompt_tokens is not None else prompt_tokens
    return cost + price.cost(prompt, result.cached_tokens or 0, result.completion_tokens or 0)
