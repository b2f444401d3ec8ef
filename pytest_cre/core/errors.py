"""The two errors users see as one line: a bad option, and missing or malformed data."""

from __future__ import annotations


class CreUsageError(Exception):
    """A bad option value; rendered by the plugin as one line and exit code 4."""


class CreDataError(ValueError):
    """Data that is missing or malformed; the message names the file and the fix."""
