"""Retrieval on the reasoning cells' contexts: a RULER-style needle (a key with a value) in place
of the target block of the reasoning prompt at the same coordinates, every filler byte the same,
so a run tells "cannot find it" from "cannot reason there".

The family's classes load on first use: pytest's entry point reads this package's option row
(``options``) in every run, and must not pay for the family there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lazy import lazy_attributes

if TYPE_CHECKING:
    from .family import RetrievalFamily, RetrievalReporter

__all__ = ["RetrievalFamily", "RetrievalReporter"]

__getattr__ = lazy_attributes(__name__, "family", __all__)
