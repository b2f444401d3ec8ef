"""Multi-round co-reference (after OpenAI's MRCR): a long synthetic conversation in which 2, 4
or 8 requests are identical, and a final turn asking for the i-th reply behind a random prefix,
graded as OpenAI's grader grades (the prefix, then SequenceMatcher's ratio).

The family's classes load on first use: pytest's entry point reads this package's option rows
(``options``) in every run, and must not pay for the family there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.lazy import lazy_attributes

if TYPE_CHECKING:
    from .family import MrcrFamily, MrcrReporter

__all__ = ["MrcrFamily", "MrcrReporter"]

__getattr__ = lazy_attributes(__name__, "family", __all__)
