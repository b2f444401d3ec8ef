"""Disks, files and options (issue 43, points 4 and 9), black-box: a disk that fills up under
the reports folder, a cache named in a folder that does not exist, tiers in another spelling,
and a project of the user's own that sets no asyncio loop scope."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CELLS_MODULE, SMALL

from pytest_cre.cli import main
from pytest_cre.loop_scope import KEY

ONE = ["--cre-n", "1", *SMALL[2:]]  # one sample a cell

_FULL_DISK = """
import resource, signal, sys
import pytest
# The kernel's own full file: past the limit a write is short, the next fails (EFBIG, as
# ENOSPC does on a full disk); ignored SIGXFSZ turns the signal into that error.
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
sys.exit(pytest.main(sys.argv[2:]))
"""


def _one_usage_line(result: pytest.RunResult, start: str) -> None:
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith(start), errors
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_a_disk_that_fills_up_is_one_line_per_cell_and_cuts_no_line(cells):
    """The reports folder's disk fills up after 15 records (a file-size limit: the kernel's own
    short write, then EFBIG). Before: a traceback per cell (``OSError`` in ``_emit``), a record
    line cut in the middle, and the failed cells' answered samples gone from the summary. Now:
    each cell whose records did not all fit fails with one line, records.jsonl holds whole lines
    only, and the summary counts all 24 samples."""
    limit = 30_000  # the start's probe file and run.json fit; records.jsonl fills up
    done = subprocess.run(
        [sys.executable, "-c", _FULL_DISK, str(limit), *SMALL, "--cre-cache", "off", "-p", "no:randomly"],
        cwd=cells.path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert "Traceback" not in out and "OSError" not in out and "Errno" not in out, out
    # The failure's own line, not its echo in the short summary (whole there under CI=true).
    failures = [
        line
        for line in done.stdout.splitlines()
        if "cannot append to" in line and "records.jsonl" in line and not line.startswith("FAILED ")
    ]
    failed_cells = [line for line in done.stdout.splitlines() if line.startswith("FAILED ")]
    assert failed_cells and len(failures) == len(failed_cells), out
    assert all("File too large" in line and "free space" in line for line in failures), failures
    data = (next((cells.path / "reports").glob("2*")) / "records.jsonl").read_bytes()
    assert 0 < len(data) < limit and data.endswith(b"\n")
    lines = data.decode().splitlines()
    assert all(json.loads(line)["schema"] for line in lines)
    assert "incomplete last line" not in out
    # 6 cells of 4 samples: every answered sample counts, those the file lacks included.
    table = out.split("pytest-cre summary")[1].split("sig:")[0]
    assert table.count("/4)") == 6, table
    assert len(lines) < 24


def test_records_a_full_disk_refused_are_appended_at_the_end_once_there_is_room(cells):
    """The disk is full for the first 10 records (ENOSPC from the append, patched in by the
    project's conftest), then has room again: those cells fail with one line each, and the
    run's end appends their records, so records.jsonl holds every sample once."""
    cells.makeconftest(
        """
        import errno, os
        import pytest_cre.run.runner as runner

        real, calls = runner.append_whole, [0]

        def full_then_room(fd, data):
            calls[0] += 1
            if calls[0] <= 10:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real(fd, data)

        runner.append_whole = full_then_room
        """
    )
    result = cells.runpytest_subprocess(*SMALL, "--cre-cache", "off")
    out = result.stdout.str() + result.stderr.str()
    assert result.ret == 1 and "Traceback" not in out and "OSError" not in out, out
    failed = [line for line in result.stdout.lines if line.startswith("FAILED ")]
    reasons = [
        line
        for line in result.stdout.lines
        if "No space left on device" in line and "free space" in line and not line.startswith("FAILED ")
    ]
    assert len(failed) == len(reasons) >= 2, out
    lines = (cells.path / "reports" / "latest" / "records.jsonl").read_text().splitlines()
    keys = {(json.loads(line)["cell_id"], json.loads(line)["sample"]) for line in lines}
    assert len(lines) == len(keys) == 24


def test_a_cache_in_a_folder_that_does_not_exist_is_one_line_and_makes_no_folder(cells, tmp_path):
    """``--cre-cache=/nonexistent/dir/c.sqlite`` made ``/nonexistent/dir``."""
    target = tmp_path / "nonexistent" / "dir" / "c.sqlite"
    result = cells.runpytest_subprocess(f"--cre-cache={target}", *SMALL)
    _one_usage_line(result, f"ERROR: --cre-cache {target}: folder {target.parent} does not exist")
    assert not (tmp_path / "nonexistent").exists()
    assert main(["plan", "--cache", str(target)]) == 4
    assert not (tmp_path / "nonexistent").exists()


def test_the_default_cache_folder_is_still_made(cells):
    """Only the default's own folder (``.cre-cache`` in the rootdir) is made by the plugin."""
    result = cells.runpytest_subprocess(*ONE, "--cre-fillers", "ws")
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    assert (cells.path / ".cre-cache" / "responses.sqlite").is_file()


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (["--cre-tiers", "8K"], "ERROR: unknown tier '8K': write 8k (a tier is a whole number and a lowercase k"),
        (["--cre-tiers", "8k,32K"], "ERROR: unknown tier '32K': write 32k"),
        (["--cre-tiers", "08k"], "ERROR: unknown tier '08k': write 8k"),
        (["--cre-tiers", "8 k"], "ERROR: unknown tier '8 k': write 8k"),
        (["-o", "cre_tiers=64K"], "ERROR: unknown tier '64K': write 64k"),
    ],
    ids=["8K", "32K-in-a-list", "08k", "8-space-k", "ini"],
)
def test_a_tier_in_another_spelling_is_one_usage_line(cells, args, start):
    """``8K`` ran as 8k without a word; its cells' ids, ``-k`` and tables say ``8k``."""
    _one_usage_line(cells.runpytest_subprocess(*args, "--cre-plan", "-p", "no:cacheprovider"), start)


def test_the_cre_command_refuses_the_same_tier_spelling(capsys):
    assert main(["plan", "--tiers", "8K"]) == 4
    assert capsys.readouterr().err.strip().startswith("cre: error: unknown tier '8K': write 8k")


def test_any_whole_tier_runs_at_its_token_budget(cells):
    """Any tier is a feature: ``7k`` is a tier of 7 x 1024 = 7,168 tokens, in ids as ``7k``."""
    result = cells.runpytest_subprocess("--cre-n", "1", "--cre-tiers", "7k", "--cre-fillers", "ws")
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    lines = (cells.path / "reports" / "latest" / "records.jsonl").read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert {r["tier"] for r in records} == {"7k"} and {r["budget"] for r in records} == {7168}
    assert {r["cell_id"] for r in records} == {"arith-end-ws-7k-sim", "arith-middle-ws-7k-sim"}


def test_a_project_that_sets_no_asyncio_loop_scope_starts_clean(pytester):
    """A user's own project (no ini key at all): every run opened with pytest-asyncio's
    PytestDeprecationWarning about ``asyncio_default_fixture_loop_scope``. The cells and the
    plugin's fixture name their loop scope, so nothing changes for them; the warning is gone
    from a run of cells (alone, under xdist, beside the project's own async tests), and a run
    without cells still gets it (tests/plugin/test_inert.py: its output is the same with and
    without the plugin)."""
    pytester.makepyfile(test_cells=CELLS_MODULE)
    assert not list(Path(pytester.path).glob("*.ini")) and not (pytester.path / "pyproject.toml").exists()
    for args in (["--cre-plan"], [*ONE, "--cre-fillers", "ws"], [*ONE, "--cre-fillers", "ws", "-n", "2"]):
        result = pytester.runpytest_subprocess(*args)
        out = result.stdout.str() + result.stderr.str()
        assert result.ret == 0, out
        assert "is unset" not in out and "PytestDeprecationWarning" not in out, out
    # An async fixture of the project's own, session-scoped, still runs in its scope's loop; a
    # run of the project's own tests alone still gets the warning, which concerns them.
    pytester.makepyfile(
        test_own="""
        import asyncio
        import pytest
        import pytest_asyncio

        @pytest_asyncio.fixture(scope="session")
        async def loop_of_session():
            return asyncio.get_running_loop()

        @pytest.mark.asyncio(loop_scope="session")
        async def test_own(loop_of_session):
            assert asyncio.get_running_loop() is loop_of_session
        """
    )
    result = pytester.runpytest_subprocess("test_own.py")
    assert result.ret == 0 and result.stderr.str().count(f'"{KEY}" is unset') == 1
    result = pytester.runpytest_subprocess("test_own.py", "test_cells.py", *ONE, "--cre-fillers", "ws")
    assert result.ret == 0 and "is unset" not in result.stdout.str() + result.stderr.str()
    result.assert_outcomes(passed=4)


def test_a_project_with_the_key_set_keeps_its_own_scope(pytester):
    """The key set (here to an invalid value): pytest-asyncio's own rules apply, untouched."""
    pytester.makepyfile(test_cells=CELLS_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = bogus\n")
    result = pytester.runpytest_subprocess("--cre-plan")
    assert result.ret != 0 and "'bogus' is not a valid asyncio_default_fixture_loop_scope" in result.stderr.str()
