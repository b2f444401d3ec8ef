"""A package's names imported on first use (a module ``__getattr__``, PEP 562)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_attributes(package: str, module: str, names: list[str]) -> Callable[[str], Any]:
    """A ``__getattr__`` for ``package``: each of ``names`` comes from ``package.module``,
    imported the first time one of them is asked for."""

    def __getattr__(name: str) -> Any:
        if name in names:
            return getattr(importlib.import_module(f"{package}.{module}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
