"""Bad input gives one line naming the problem and the fix, and a non-zero exit: never a
traceback or an INTERNALERROR (issue 11, "One line, not a traceback"). One table, one row per
reproduction. (Cache paths and key files are the endpoint layer's, tested with it.)"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import CELLS_MODULE, SMALL_WS

from pytest_cre.cli import main


@pytest.fixture(scope="module")
def finished_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One small finished run (sim), made once for the module."""
    root = tmp_path_factory.mktemp("project")
    (root / "test_cells.py").write_text(CELLS_MODULE)
    (root / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    subprocess.run([sys.executable, "-m", "pytest", *SMALL_WS, "-q"], cwd=root, check=True, capture_output=True)
    return (root / "reports" / "latest").resolve()


def _data(tmp: Path, content: bytes) -> Path:
    """A data folder whose gsm8k files hold ``content``."""
    (tmp / "data" / "gsm8k").mkdir(parents=True)
    for split in ("train", "test"):
        (tmp / "data" / "gsm8k" / f"{split}.jsonl").write_bytes(content)
    return tmp / "data"


def _records(tmp: Path, run: Path, edit: Callable[[list[str]], list[str]]) -> str:
    """A copy of the run's records.jsonl, its lines edited."""
    lines = (run / "records.jsonl").read_text().splitlines(keepends=True)
    (tmp / "copy").mkdir()
    (tmp / "copy" / "records.jsonl").write_text("".join(edit(lines)))
    return str(tmp / "copy")


def _busy_port(tmp: Path) -> list[str]:
    """A port another socket listens on (closed by the test once the row ran)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    _busy_port.sock = sock  # type: ignore[attr-defined]
    return ["sim", "--port", str(sock.getsockname()[1])]


def _drop_field(lines: list[str]) -> list[str]:
    rec = json.loads(lines[1])
    del rec["cell_id"]
    return [lines[0], json.dumps(rec) + "\n", *lines[2:]]


# id: (argv builder (tmp, run) -> argv, exit code, what the one line says)
ROWS: dict[str, tuple[Callable[[Path, Path], list[str]], int, str]] = {
    "non-UTF-8 data file": (
        lambda t, r: ["show-prompt", "--task", "gsm8k", "--cre-data-dir", str(_data(t, b'{"question": "caf\xe9"}\n'))],
        2,
        "train.jsonl:1: not UTF-8 text (byte 0xe9): re-save the file as UTF-8",
    ),
    "empty data file": (
        lambda t, r: ["show-prompt", "--task", "gsm8k", "--cre-data-dir", str(_data(t, b""))],
        2,
        "holds no gsm8k records (an empty file): restore it",
    ),
    "show-prompt on bad data": (
        lambda t, r: [
            "show-prompt",
            "--task",
            "gsm8k",
            "--cre-data-dir",
            str(_data(t, b'{"question": "q", "answer": "#### 1"}\n{oops\n')),
        ],
        2,
        "train.jsonl:2: invalid JSON",
    ),
    "report --out is a file": (
        lambda t, r: ["report", str(r), "--out", str(t / "f.txt")] if (t / "f.txt").write_text("x") else [],
        4,
        "is a file: give a folder",
    ),
    "report --out a folder of other files": (
        lambda t, r: ["report", str(r), "--out", str(t)] if (t / "notes.txt").write_text("mine") else [],
        4,
        "is a folder that no re-analysis wrote and it is not empty",
    ),
    "report --out the reports folder": (
        lambda t, r: ["report", str(r), "--out", str(r.parent)],
        4,
        "is a folder that no re-analysis wrote and it is not empty",
    ),
    "report --out holds a run": (
        lambda t, r: ["report", str(r), "--out", str(r)],
        4,
        "holds a run (its records.jsonl and reports): a re-analysis never writes",
    ),
    "report on an empty records file": (lambda t, r: ["report", _records(t, r, lambda ls: [])], 2, "nothing to report"),
    "a record without a field": (
        lambda t, r: ["report", _records(t, r, _drop_field)],
        2,
        "records.jsonl:2: the record has no 'cell_id' field",
    ),
    "a corrupt line in the middle": (
        lambda t, r: ["report", _records(t, r, lambda ls: [ls[0], ls[1][:40] + "\n", *ls[2:]])],
        2,
        "records.jsonl:2: invalid JSON",
    ),
    "sim --port 99999": (lambda t, r: ["sim", "--port", "99999"], 4, "use a port in 1-65535, or 0 for a free one"),
    "sim on a busy port": (lambda t, r: _busy_port(t), 4, "pick another port, or 0 for a free one"),
    "tier 1k": (
        lambda t, r: ["show-prompt", "--tier", "1k"],
        2,
        "cannot be filled to 97% with whole ws filler items (the closest fit has",
    ),
    "plan at tier 1k": (
        lambda t, r: ["plan", "--cre-tiers", "1k", "--cre-fillers", "qo_v2"],
        4,
        "--cre-tiers 1k (arith, qo_v2 filler, end): a 1024-token prompt cannot be filled",
    ),
    "plan at tier 2k with ws": (
        lambda t, r: ["plan", "--cre-tiers", "2k", "--cre-fillers", "ws"],
        4,
        "a 2048-token prompt cannot be filled to 97% with whole ws filler items",
    ),
    "plan beyond the pool": (
        lambda t, r: ["plan", "--cre-tiers", "99999999k", "--cre-fillers", "ws"],
        4,
        "the ws filler pool (6000 items, 486131 tokens from embedded) cannot fill",
    ),
}


@pytest.mark.parametrize("case", list(ROWS))
def test_bad_input_is_one_line(case, finished_run, tmp_path, capsys):
    build, code, says = ROWS[case]
    argv = build(tmp_path, finished_run)
    try:
        assert main(argv) == code
    finally:
        sock = getattr(_busy_port, "sock", None)
        if sock is not None:
            sock.close()
            del _busy_port.sock
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cre: error: ") and says in lines[0], err
    assert "Traceback" not in out + err


def test_a_read_only_run_folder_is_one_line(finished_run, tmp_path, capsys, monkeypatch):
    """The re-analysis goes beside the run; where that cannot be written: one line. (As root
    permission bits do not stop a write, so the write is refused the way the OS would.)"""
    run = tmp_path / "runs" / finished_run.name
    shutil.copytree(finished_run, run)
    os.chmod(run.parent, 0o555)
    if os.geteuid() == 0:
        import pytest_cre.report.files as files

        def refuse(path, text):
            raise PermissionError(13, "Permission denied", str(path))

        monkeypatch.setattr(files, "atomic_write", refuse)
    try:
        assert main(["report", str(run)]) == 4
    finally:
        os.chmod(run.parent, 0o755)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Permission denied" in err[0] and "--out" in err[0], err


def test_a_crash_torn_last_line_is_skipped_with_a_warning(finished_run, tmp_path, capsys):
    """The runner appends each record with one write: a crash can only tear the last line, and
    that sample is simply not there (a rerun gives it). A bad line anywhere else is corruption
    and is refused (see the table): skipping it would silently drop a sample."""
    copy = _records(tmp_path, finished_run, lambda ls: [*ls[:-1], ls[-1][:50]])
    assert main(["report", copy, "--out", str(tmp_path / "out")]) == 0
    out, err = capsys.readouterr()
    n = len((finished_run / "records.jsonl").read_text().splitlines())
    warning = (
        f"{copy}/records.jsonl:{n}: skipped an incomplete last line (a crash cut it "
        f"short; that sample is left out, a rerun gives it)"
    )
    assert err.strip().splitlines() == [f"cre: warning: {warning}"]
    assert f"of {n - 1} samples answered" in out
    assert warning in (tmp_path / "out" / "summary.md").read_text()  # the page and summary say so too


def test_bad_data_in_a_pytest_run_is_one_line(cells, tmp_path):
    data = _data(tmp_path, b'{"question": "caf\xe9"}\n')
    result = cells.runpytest("--cre-tasks", "gsm8k", f"--cre-data-dir={data}", *SMALL_WS)
    # The data is read when the session starts (to check N against the test set), so a bad
    # file stops the run before any cell, in one line.
    assert result.ret != 0
    output = result.stdout.str() + result.stderr.str()
    assert "train.jsonl:1: not UTF-8 text (byte 0xe9): re-save the file as UTF-8" in output
    assert "Traceback" not in output and "INTERNALERROR" not in output


@pytest.mark.parametrize("tiers", ["1k", "2k", "99999999k"])
def test_a_tier_no_filler_fits_is_a_usage_error_before_anything_runs(cells, tiers):
    """Found when the session starts, like ``0k``: exit 4, one line, no run folder, no request
    (it failed every cell one by one while they ran, with partial numbers and a false note)."""
    result = cells.runpytest_subprocess("--cre-tiers", tiers, "--cre-n", "50", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith(f"ERROR: --cre-tiers {tiers} ("), errors
    assert "use a larger tier" in errors[0] or "use a smaller tier" in errors[0]
    assert not (cells.path / "reports").exists()


def test_an_unknown_corpus_names_each_folder_looked_in_once(capsys, monkeypatch):
    monkeypatch.chdir(Path(__file__).resolve().parents[2])  # corpora/ is both the cwd's and the default
    assert main(["corpus", "show", "nonexistent"]) == 4
    err = capsys.readouterr().err.strip()
    assert err.startswith("cre: error: unknown corpus 'nonexistent'") and err.count("corpora") == 1, err
