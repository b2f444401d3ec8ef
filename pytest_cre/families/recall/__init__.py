"""Function recall (CodeNeedle-style): a source corpus fills the context; the model reproduces
verbatim the first N lines of the body of a named function, scored line by line.

The family's classes load on first use: pytest's entry point reads this package's option rows
(``options``) in every run, and must not pay for the family there."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .family import RecallFamily, RecallReporter

__all__ = ["RecallFamily", "RecallReporter"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import family

        return getattr(family, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
