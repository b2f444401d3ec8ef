"""The guard every piece of a run's summary is made under: once the answers are in, a piece
that fails (a table, a line, a file) is one line saying so, never the loss of the rest."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def failure_reason(exc: BaseException) -> str:
    """An exception as one short line: its type and the first line of its message."""
    text = str(exc).strip().split("\n", 1)[0]
    text = text if len(text) <= 200 else text[:197] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def attempt(what: str, make: Callable[[], T], failures: list[str], fallback: T) -> T:
    """``make()``, or, once the answers are in and one piece of their summary fails, ``fallback``
    and a line in ``failures`` naming what could not be done and why: no single table, line or
    file costs the rest. A full or read-only disk (OSError) is the folder's problem, not the
    piece's: it goes to the caller, which says so once."""
    try:
        return make()
    except OSError:
        raise
    except Exception as exc:  # any other failure of this piece: named, never silent
        failures.append(f"could not {what}: {failure_reason(exc)}; the rest was written")
        return fallback
