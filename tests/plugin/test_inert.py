"""Installed through pytest11, the plugin costs nothing and says nothing in a run that collects
none of its cells and gives none of its options (like pytest-xdist without -n); the first cells
module collected starts it. The cost is measured in benchmarks/bench_inert.py."""

from __future__ import annotations

import re

import pytest
from helpers import CELLS_MODULE

UNRELATED = "def test_one():\n    assert 1 + 1 == 2\n"
# Writes which pytest_cre modules the run imported, at its end.
PROBE = """
import sys
def pytest_unconfigure(config):
    names = sorted(m for m in sys.modules if m.startswith("pytest_cre"))
    open("imported.txt", "w").write("\\n".join(names))
"""


def _output(result: pytest.RunResult) -> list[str]:
    text = result.stdout.str() + result.stderr.str()
    return [re.sub(r" in [0-9.]+s", "", line) for line in text.splitlines() if not line.startswith("plugins:")]


def test_an_unrelated_run_imports_nothing_does_nothing_and_says_nothing(pytester, monkeypatch):
    # A bad data folder in the environment is no business of a run without cells.
    monkeypatch.setenv("CRE_DATA_DIR", str(pytester.path / "nonexistent"))
    pytester.makepyfile(test_unrelated=UNRELATED)
    pytester.makeconftest(PROBE)
    with_plugin = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    with_plugin.assert_outcomes(passed=1)
    imported = (pytester.path / "imported.txt").read_text().split()
    assert set(imported) <= {
        "pytest_cre",
        "pytest_cre.plugin",
        "pytest_cre.hookspecs",
        "pytest_cre.loop_scope",  # holds pytest-asyncio's unset-scope warning until the run is known
        "pytest_cre.core",
        "pytest_cre.core.option_table",
        "pytest_cre.core.lazy",  # the families' packages load their classes on first use with it
        # The families' option rows (data and parsing; not the families), and what they read.
        "pytest_cre.families",
        "pytest_cre.families.registry",
        "pytest_cre.families.reasoning",
        "pytest_cre.families.reasoning.options",
        "pytest_cre.families.recall",
        "pytest_cre.families.recall.options",
        "pytest_cre.families.retrieval",
        "pytest_cre.families.retrieval.options",
        "pytest_cre.families.mrcr",
        "pytest_cre.families.mrcr.options",
        "pytest_cre.core.user_values",
        "pytest_cre.core.dims",
        "pytest_cre.core.errors",
    }
    without = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:cre")
    assert _output(with_plugin) == _output(without)
    written = {p.name for p in pytester.path.iterdir() if not p.name.startswith("runpytest-")}  # pytester's
    assert written == {"conftest.py", "imported.txt", "test_unrelated.py", "stdout", "stderr"}


def test_a_cells_module_starts_the_plugin_without_any_option(pytester):
    pytester.makepyfile(test_cells=CELLS_MODULE, test_unrelated=UNRELATED)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    result = pytester.runpytest_subprocess("--collect-only", "-p", "no:cacheprovider", "--strict-markers")
    assert result.ret == 0
    out = result.stdout.str()
    # The default grid (27 cells and comparisons) beside the unrelated test; the lines the header
    # shows for a run that starts at once follow the collection instead.
    assert "collected 28 items" in out and "deselected" not in out, out  # no placeholder of recall
    result.stdout.fnmatch_lines(
        [
            "collected *",
            "near-duplicate filler withheld*",
            "cre: significance: Bonferroni over 13 planned comparisons at alpha=0.01",
        ]
    )


def test_a_usage_error_of_a_late_start_is_one_line_and_exit_4(pytester, monkeypatch):
    monkeypatch.setenv("CRE_DATA_DIR", str(pytester.path / "nonexistent"))
    pytester.makepyfile(test_cells=CELLS_MODULE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith("ERROR: --cre-data-dir ") and "is not a directory" in errors[0]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert not (pytester.path / "reports").exists()
