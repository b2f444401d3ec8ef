"""What is known when a run starts is checked when it starts (issue 27, points 9, 11 and 15):
an option given with an empty value, a named folder that does not exist, a reports folder that
cannot be written are one line and exit 4 before any cell runs, never a silent default or a
traceback in every cell; and the default cache and reports folder are pytest's rootdir's, so a
run started from another folder finds the answers it already paid for."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import SMALL_WS

from pytest_cre.cli import main


def _one_usage_line(result: pytest.RunResult, start: str) -> None:
    """Exit 4, one line on stderr starting with ``start``, no traceback, no run folder."""
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith(start), errors
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


@pytest.mark.parametrize(
    ("args", "start"),
    [
        (["--cre-tiers="], "ERROR: --cre-tiers is empty: give it a value"),
        (["--cre-cache", ""], "ERROR: --cre-cache is empty: give it a value"),
        (["--cre-grid="], "ERROR: --cre-grid is empty: give it a value"),
        (["--cre-tasks", " "], "ERROR: --cre-tasks is empty: give it a value"),
        (["-o", "cre_tiers="], "ERROR: the ini key cre_tiers (an ini file or -o) is empty"),
        (["--cre-data-dir=/nonexistent"], "ERROR: --cre-data-dir /nonexistent is not a directory"),
        (["--cre-corpus-dir=/nonexistent"], "ERROR: --cre-corpus-dir /nonexistent is not a directory"),
    ],
    ids=["tiers", "cache", "grid", "blank-tasks", "ini", "data-dir", "corpus-dir"],
)
def test_an_explicit_empty_or_missing_value_is_a_usage_error(cells, args, start):
    """Each of these fell back to its default (or was ignored) and ran the default grid."""
    result = cells.runpytest_subprocess(*args, "--cre-plan", "-p", "no:cacheprovider")
    _one_usage_line(result, start)


def test_an_empty_value_in_an_ini_file_is_refused_and_notes_may_be_empty(cells):
    cells.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\ncre_cache =\n")
    _one_usage_line(cells.runpytest_subprocess("--cre-plan"), "ERROR: the ini key cre_cache (an ini file or -o)")
    # A row whose empty value means something (free text) takes it.
    cells.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    result = cells.runpytest_subprocess("--cre-notes=", *SMALL_WS, "--cre-plan")
    assert result.ret == 0, result.stderr.str()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["plan", "--tiers", ""], "cre: error: --cre-tiers is empty: give it a value"),
        (["show-prompt", "--data-dir=/nonexistent"], "cre: error: --cre-data-dir /nonexistent is not a directory"),
        (["power", "--drop", "0", "--n", "50"], "cre: error: --drop 0: a drop in pp must lie in (0, 95]"),
    ],
    ids=["plan-empty", "show-prompt-data-dir", "power-drop"],
)
def test_the_cre_command_refuses_the_same(argv, message, capsys):
    assert main(argv) == 4
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(message), err


def test_cre_power_with_n_and_drop_answers_the_power_for_that_drop(capsys):
    """``--drop`` was ignored next to ``--n``: the answer was the smallest drop n detects."""
    assert main(["power", "--n", "50"]) == 0
    alone = capsys.readouterr().out
    assert main(["power", "--drop", "20", "--n", "50"]) == 0
    both = capsys.readouterr().out
    assert both != alone and "the power to detect a 20pp drop is 52.6%" in both
    # 26.6pp is the smallest drop 50 per arm see with 80% power: there the power is 80%.
    assert main(["power", "--drop", "26.6", "--n", "50"]) == 0
    assert float(capsys.readouterr().out.split("drop is ")[1].split("%")[0]) == pytest.approx(80, abs=0.5)


def test_a_run_from_another_folder_keeps_the_rootdirs_cache_and_reports(cells):
    """``cd .. && pytest main/cells`` made a new .cre-cache/ and reports/ in the cwd and asked
    every sample again (paying twice against a vendor): the defaults are pytest's rootdir's."""
    root = cells.path
    first = subprocess.run([sys.executable, "-m", "pytest", *SMALL_WS], cwd=root, capture_output=True, text=True)
    assert first.returncode == 0, first.stdout
    second = subprocess.run(
        [sys.executable, "-m", "pytest", f"{root.name}/test_cells.py", *SMALL_WS],
        cwd=root.parent,
        capture_output=True,
        text=True,
    )
    assert second.returncode == 0, second.stdout
    assert not (root.parent / "reports").exists() and not (root.parent / ".cre-cache").exists()
    assert len(list((root / "reports").glob("2*/run.json"))) == 2
    assert "cache: 8 of 8 samples answered from the cache" in second.stdout, second.stdout
    assert f"started outside the rootdir {root}" in second.stdout
    # An ini file's paths are the ini file's (as pytest's own); a flag's stay the cwd's.
    cells.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\ncre_report_dir = out\n")
    third = subprocess.run(
        [sys.executable, "-m", "pytest", f"{root.name}/test_cells.py", *SMALL_WS, "--cre-plan"],
        cwd=root.parent,
        capture_output=True,
        text=True,
    )
    assert third.returncode == 0 and f"reports in {root.name}/out," in third.stdout, third.stdout


@pytest.mark.parametrize("where", ["full-disk", "under-a-file"])
def test_a_reports_folder_that_cannot_be_written_is_one_line_before_any_cell(cells, where):
    """A full disk under the reports folder gave an ENOSPC traceback in every cell: the start
    writes, fsyncs and removes a probe file there. (The full disk: an fsync that says ENOSPC,
    as a full file system's does; a folder made fine, as a full disk still allows.)"""
    args = ["--cre-report-dir=out"]
    if where == "full-disk":
        cells.makeconftest("""
import errno, os
def _full(fd):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
os.fsync = _full
""")
    else:
        (cells.path / "afile").write_text("not a folder\n")
        args = ["--cre-report-dir=afile/reports"]
    result = cells.runpytest_subprocess(*args, *SMALL_WS)
    reason = "No space left on device" if where == "full-disk" else "Not a directory"
    folder = "out" if where == "full-disk" else "afile/reports"
    _one_usage_line(result, "ERROR: --cre-report-dir ")
    assert f"{folder}: " in result.stderr.str()
    assert f"is not a writable folder ({reason}): give --cre-report-dir a folder you can write to, or free space" in (
        result.stderr.str()
    )
    assert not (cells.path / "out").exists() and "passed" not in result.stdout.str()
