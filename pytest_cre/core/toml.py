"""Reading a settings file in TOML (corpora, models): a file that cannot be read or parsed is
one line naming it."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .errors import CreUsageError


def read_toml(path: Path, what: str) -> dict[str, Any]:
    """The table of a ``what`` file (``"corpus"``, ``"model"``)."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CreUsageError(f"cannot read {what} file {path}: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise CreUsageError(f"{path}: not valid TOML ({exc})") from None
