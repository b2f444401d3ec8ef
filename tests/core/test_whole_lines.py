"""A record line is appended whole or not at all (issue 43, point 4): ``os.write`` may write
part of a line (a disk that fills up, a file-size limit), and a reader must never meet a cut
one. In-process with ``os.write`` replaced, and against the kernel's own short writes under a
file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored: a write crossing it is short, the next EFBIG)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_cre.core.atomic import append_whole

LINE = b'{"sample": 1, "text": "' + b"x" * 80 + b'"}\n'


def _append(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        append_whole(fd, data)
    finally:
        os.close(fd)


def test_short_writes_are_completed(tmp_path, monkeypatch):
    real = os.write
    calls = []

    def short(fd: int, data: bytes) -> int:
        calls.append(1)
        return real(fd, bytes(data[:7]))

    path = tmp_path / "records.jsonl"
    path.write_bytes(LINE)
    monkeypatch.setattr(os, "write", short)
    _append(path, LINE * 2)
    monkeypatch.undo()
    assert path.read_bytes() == LINE * 3
    assert len(calls) == -(-len(LINE) * 2 // 7)


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EFBIG, errno.EIO])
def test_a_line_the_disk_cannot_take_whole_is_not_there_at_all(tmp_path, monkeypatch, error):
    """Half a line written, then the disk is full: the file is as it was, the error raised."""
    real = os.write
    state = {"calls": 0}

    def full(fd: int, data: bytes) -> int:
        state["calls"] += 1
        if state["calls"] == 1:
            return real(fd, bytes(data[: len(data) // 2]))
        raise OSError(error, os.strerror(error))

    path = tmp_path / "records.jsonl"
    path.write_bytes(LINE)
    monkeypatch.setattr(os, "write", full)
    with pytest.raises(OSError) as caught:
        _append(path, LINE)
    monkeypatch.undo()
    assert caught.value.errno == error
    assert path.read_bytes() == LINE
    _append(path, LINE)  # once there is room again, appends go on after the last whole line
    assert path.read_bytes() == LINE * 2


_UNDER_LIMIT = """
import os, resource, signal, sys
from pytest_cre.core.atomic import append_whole
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[2]), int(sys.argv[2])))
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
line = sys.argv[3].encode()
for n in range(100):
    try:
        append_whole(fd, line)
    except OSError as exc:
        print(n, exc.errno)
        break
"""


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_the_kernels_short_write_at_a_file_size_limit_leaves_whole_lines(tmp_path):
    """The limit falls inside the fifth line: the kernel writes part of it and refuses the rest
    (EFBIG); the file holds four whole lines."""
    path = tmp_path / "records.jsonl"
    line = LINE.decode()
    limit = 4 * len(LINE) + len(LINE) // 2
    out = subprocess.run(
        [sys.executable, "-c", _UNDER_LIMIT, str(path), str(limit), line], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["4", str(errno.EFBIG)]
    assert path.read_bytes() == LINE * 4


_APPENDER = """
import os, sys
from pytest_cre.core.atomic import append_whole
fd = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
line = sys.argv[2].encode() * int(sys.argv[3]) + b"\\n"
for _ in range(int(sys.argv[4])):
    append_whole(fd, line)
"""


def test_two_processes_appending_long_lines_never_interleave(tmp_path):
    """Lines of 1 MiB (far past PIPE_BUF and a page) from two processes at once: each
    line in the file is one process's whole line."""
    path = tmp_path / "records.jsonl"
    size, count = 1 << 20, 40
    procs = [
        subprocess.Popen([sys.executable, "-c", _APPENDER, str(path), letter, str(size), str(count)]) for letter in "ab"
    ]
    assert [p.wait(120) for p in procs] == [0, 0]
    lines = path.read_bytes().split(b"\n")
    assert lines.pop() == b""
    assert sorted(lines) == [b"a" * size] * count + [b"b" * size] * count
