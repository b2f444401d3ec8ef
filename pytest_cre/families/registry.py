"""The built-in families; plugins add theirs through ``pytest_cre_families``."""

from __future__ import annotations

from typing import Any

from .reasoning import ReasoningFamily
from .recall import RecallFamily


def builtin_families() -> dict[str, Any]:
    """A fresh set of the built-in families (each process extends its own), by name."""
    families = [ReasoningFamily(), RecallFamily()]
    return {f.name: f for f in families}

