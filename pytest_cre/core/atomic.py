"""Whole writes: a reader sees the old file or the new one, never half of either, and an
appended line whole or not at all."""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # no flock (Windows): appends there are not guarded against each other
    fcntl = None  # type: ignore[assignment]


def well_formed(text: str) -> str:
    """``text`` with each lone surrogate as U+FFFD. A server's JSON may carry one (``"\\ud800"``:
    half of an emoji cut by a token boundary, or a hostile body); Python parses it into a str
    that no UTF-8 writer accepts, so one answer would fail its record, the cache row, the page.
    The replacement is what a UTF-8 decoder shows for a bad byte."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        tmp.write_text(well_formed(text), encoding="utf-8")
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


def append_whole(fd: int, data: bytes) -> None:
    """Append ``data`` (whole lines) to ``fd``, opened with ``O_APPEND``, whole or not at all.

    ``os.write`` may write part of it (a disk that fills up, a file-size limit): the rest is
    written, and when it cannot be (``ENOSPC``, ``EFBIG``, a Ctrl-C) the file is cut back to
    where ``data`` began before the error is raised, so no reader meets a cut line. Every
    process appending to the file (xdist workers, the controller) holds the same lock while
    it does, so no other line lands between a short write and its cut."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        done = 0
        try:
            done = os.write(fd, data)
            if done == len(data):  # the common case: one call, as a plain append
                return
            view = memoryview(data)
            while done < len(view):
                written = os.write(fd, view[done:])
                if written <= 0:  # never for a regular file; a loop without end if it were
                    raise OSError(errno.EIO, "a write wrote nothing")
                done += written
        except BaseException:
            if done:
                with contextlib.suppress(OSError):  # under the lock our bytes are the last ones
                    os.ftruncate(fd, os.fstat(fd).st_size - done)
            raise
    finally:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
