"""Function recall (CodeNeedle-style): a source corpus fills the context; the model reproduces
verbatim the first N lines of the body of a named function, scored line by line.

The family's classes load on first use: pytest's entry point reads this package's option rows
(``options``) in every run, and must not pay for the family there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lazy import lazy_attributes

if TYPE_CHECKING:
    from .family import RecallFamily, RecallReporter

__all__ = ["RecallFamily", "RecallReporter"]

__getattr__ = lazy_attributes(__name__, "family", __all__)
