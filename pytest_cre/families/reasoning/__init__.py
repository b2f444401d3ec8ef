"""Reasoning under filler (CRE): a GSM8K, ARC-Challenge or embedded ``arith`` target placed in
filler (``ws``, ``qo_v2``, ``neutral``) at a position, in a token-exact budget.

The family's classes load on first use: pytest's entry point reads this package's option rows
(``options``) in every run, and must not pay for the family there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lazy import lazy_attributes

if TYPE_CHECKING:
    from .family import ReasoningFamily, ReasoningReporter

__all__ = ["ReasoningFamily", "ReasoningReporter"]

__getattr__ = lazy_attributes(__name__, "family", __all__)
