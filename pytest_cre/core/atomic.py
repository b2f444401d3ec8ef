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


def append_whole(fd: int, data: bytes) -> None:
    """Append ``data`` (whole lines) to ``fd``, opened with ``O_APPEND``, whole or not at all.

    The common case is one ``os.write`` and no lock: an ``O_APPEND`` write to a regular file
    goes to the file's end as one piece (the kernel holds the inode's lock across it), so lines
    of processes appending at once (xdist workers, the controller) never interleave, whatever
    their length. ``os.write`` may write part of it (a disk that fills up, a file-size limit):
    then, and only then, the lock every appender's repair takes is held while the rest is
    written, or, when it cannot be (``ENOSPC``, ``EFBIG``, a Ctrl-C), the file is cut back to
    where ``data`` began before the error is raised, so no reader meets a cut line. The cut is
    made only while our bytes are still the file's last (a process that fills the disk's last
    room leaves none for another line to land after them)."""
    done, locked = 0, False
    try:
        done = os.write(fd, data)
        if done == len(data):
            return
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
            locked = True
        view = memoryview(data)
        while done < len(view):
            written = os.write(fd, view[done:])
            if written <= 0:  # never for a regular file; a loop without end if it were
                raise OSError(errno.EIO, "a write wrote nothing")
            done += written
    except BaseException:
        if done:
            with contextlib.suppress(OSError):
                end = os.lseek(fd, 0, os.SEEK_CUR)  # O_APPEND left it where our bytes end
                if os.fstat(fd).st_size == end:  # nothing landed after them
                    os.ftruncate(fd, end - done)
        raise
    finally:
        if locked:
            fcntl.flock(fd, fcntl.LOCK_UN)
