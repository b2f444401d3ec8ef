"""The built-in families; plugins add theirs through ``pytest_cre_families``."""

from __future__ import annotations

from typing import Any

from .reasoning import ReasoningFamily


def builtin_families() -> dict[str, Any]:
    """A fresh set of the built-in families (each process extends its own), by name."""
    families = [ReasoningFamily()]
    return {f.name: f for f in families}


def family_of(families: dict[str, Any], record_or_spec: Any) -> Any:
    """The family a record (``family`` field) or a spec (``family`` attribute) belongs to."""
    name = record_or_spec.get("family") if isinstance(record_or_spec, dict) else record_or_spec.family
    try:
        return families[name]
    except KeyError:
        raise ValueError(f"records of family {name!r}, which this installation does not know "
                         f"(known: {', '.join(sorted(families))})") from None
