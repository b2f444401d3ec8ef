"""Whole-file writes: a reader sees the old file or the new one, never half of either."""

from __future__ import annotations

import os
from pathlib import Path


def atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:  # a full disk, a Ctrl-C: leave no half-written file behind
        tmp.unlink(missing_ok=True)
        raise


def point_latest(report_dir: Path, run_dir: Path) -> None:
    """Make ``report_dir/latest`` a relative symlink to run_dir (atomically replaced)."""
    link = report_dir / "latest"
    tmp = report_dir / f".latest.tmp{os.getpid()}"
    if tmp.is_symlink() or tmp.exists():
        tmp.unlink()
    os.symlink(run_dir.name, tmp)
    os.replace(tmp, link)
