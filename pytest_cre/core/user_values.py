"""The rules for numbers a user gives, one place for all the ways they are given: the command
line (``options``: ``--cre-timeout``, ``--cre-concurrency``, ...) and model files
(``endpoints.model_files``: ``timeout``, ``concurrency``, ...). A value that breaks one is a
CreUsageError, one line naming where it was written (``name``) and the value.
"""

from __future__ import annotations

import math
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import CreUsageError


def positive_int(name: str, value: Any) -> int:
    """``value`` (``"8"`` from the command line, ``8`` from a file) as an integer > 0. A TOML
    ``true`` or ``2.5`` is refused, not read as 1 or 2 (``int()`` takes both)."""
    if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
        raise CreUsageError(f"{name} must be a positive integer, got {value!r}")
    try:
        v = int(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be a positive integer, got {value!r}") from None
    if v <= 0:
        raise CreUsageError(f"{name} must be a positive integer, got {value!r}")
    return v


def positive_number(name: str, value: Any, allow_zero: bool = False) -> float:
    """``value`` as a finite number > 0 (>= 0 with ``allow_zero``): never NaN or infinity,
    which ``float()`` accepts from ``"nan"``, ``"inf"`` or TOML's ``1e999``."""
    if isinstance(value, bool):  # float(True) is 1.0: a TOML ``true`` is not a number
        raise CreUsageError(f"{name} must be a number, got {value!r}")
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be a number, got {value!r}") from None
    if not math.isfinite(v) or v < 0 or (v == 0 and not allow_zero):
        what = "a finite number >= 0" if allow_zero else "a positive number"
        raise CreUsageError(f"{name} must be {what}, got {value!r}")
    return v


def ratio(name: str, value: Any) -> float:
    """``value`` as a ratio in [0, 1]."""
    v = positive_number(name, value, allow_zero=True)
    if v > 1:
        raise CreUsageError(f"{name} must be a ratio in [0, 1], got {value!r}")
    return v


def probe_folder(path: Path) -> None:
    """Write, fsync and remove a small file in the folder ``path``: an OSError (ENOSPC, EACCES,
    EROFS, ENOTDIR, ...) when files cannot be written there. A real write, since permission
    bits say nothing for root or special file systems, and a full disk still makes folders."""
    fd, name = tempfile.mkstemp(prefix=".cre-probe-", dir=path)
    try:
        os.write(fd, b"pytest-cre probe\n" * 256)
        os.fsync(fd)
    finally:
        os.close(fd)
        os.unlink(name)
