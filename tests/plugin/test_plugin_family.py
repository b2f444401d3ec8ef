"""A family added by a plugin (``passkey_family.py``, one module) runs end to end beside the
built-in ones, is re-reported by ``cre report`` from run.json's record of where its code is,
and has its part in the run's one report page."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

FAMILY_MODULE = (Path(__file__).parent / "passkey_family.py").read_text()
CONFTEST = """
from passkey_family import PasskeyFamily
from pytest_cre.plugin import add_options

def pytest_addoption(parser):
    add_options(parser, PasskeyFamily.option_rows)

def pytest_cre_families(families):
    families["passkey"] = PasskeyFamily()
"""
PASSKEY_CELLS = """
import pytest

pytestmark = pytest.mark.cre_family("passkey")


@pytest.mark.asyncio(loop_scope="session")
async def test_passkey(cre_cell):
    await cre_cell.run()
"""


@pytest.fixture
def passkey(cells: pytest.Pytester) -> pytest.Pytester:
    cells.makepyfile(passkey_family=FAMILY_MODULE, test_passkey=PASSKEY_CELLS)
    cells.makeconftest(CONFTEST)
    return cells


def run_passkey(project: pytest.Pytester, n: int, *args: str, depths: int = 3) -> tuple[pytest.RunResult, Path]:
    """The passkey grid against sim, n samples per depth: the result and its run folder."""
    result = project.runpytest_subprocess(
        "--cre-grid", "passkey", "--cre-n", str(n), "--cre-cache", "off", "--cre-report-dir", "reports",
        "-p", "no:cacheprovider", *args,
    )  # fmt: skip
    result.assert_outcomes(passed=depths)  # a cell per depth for sim, and no reasoning cell
    return result, (project.path / "reports" / "latest").resolve()


def test_a_plugin_family_runs_end_to_end_and_cre_report_rebuilds_it(passkey: pytest.Pytester) -> None:
    result, run = run_passkey(passkey, 4)
    records = [json.loads(line) for line in (run / "records.jsonl").read_text().splitlines()]
    assert len(records) == 12 and {r["family"] for r in records} == {"passkey"}
    assert all(r["correct"] is True and r["answer"] == r["gold"] for r in records)  # sim reads the key
    assert {r["template_version"] for r in records} == {"passkey-v1"}
    assert json.loads((run / "run.json").read_text())["families"] == {"passkey": "passkey_family:PasskeyFamily"}
    page = (run / "report.html").read_text()
    assert page.count("<!DOCTYPE html>") == 1 and "Passkey by depth" in page and "4/4" in page
    result.stdout.fnmatch_lines(["*pytest-cre summary*", "*model*depth*n*k*acc*"])  # its headline

    out = passkey.path / "again"
    env = {**os.environ, "PYTHONPATH": str(passkey.path)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "report", str(run), "--out", str(out)],
        capture_output=True,
        text=True,
        env=env,
        cwd=passkey.path,
    )
    assert done.returncode == 0, done.stderr
    for name in ("cells.csv", "drops.csv", "summary.json", "summary.md", "report.html"):  # one loading path
        assert (out / name).read_bytes() == (run / name).read_bytes(), name


def test_cre_report_names_a_family_whose_code_cannot_be_loaded(passkey: pytest.Pytester) -> None:
    _, run = run_passkey(passkey, 2)
    done = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "report", str(run), "--out", "elsewhere"],
        capture_output=True,
        text=True,
        cwd=passkey.path.parent,
    )  # no PYTHONPATH: not importable
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "family 'passkey'" in done.stderr and "passkey_family:PasskeyFamily" in done.stderr
    assert "PYTHONPATH" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_a_plugin_family_brings_its_own_option(passkey: pytest.Pytester) -> None:
    """Its row is a flag and an ini key like the built-in ones; its values reach the family and
    run.json; a bad value is one usage line; other families' settings keep their keys."""
    _, run = run_passkey(passkey, 2, "--cre-passkey-depths", "0.25,0.75", depths=2)
    records = [json.loads(line) for line in (run / "records.jsonl").read_text().splitlines()]
    assert sorted({r["depth"] for r in records}) == [0.25, 0.75]
    settings = json.loads((run / "run.json").read_text())["settings"]
    assert settings["passkey_depths"] == [0.25, 0.75] and settings["tasks"] == [] and settings["corpora"] == []

    passkey.makeini("[pytest]\ncre_passkey_depths = 0.5\n")
    _, run = run_passkey(passkey, 2, depths=1)
    assert {json.loads(line)["depth"] for line in (run / "records.jsonl").read_text().splitlines()} == {0.5}

    bad = passkey.runpytest_subprocess("--cre-grid", "passkey", "--cre-passkey-depths", "2", "-p", "no:cacheprovider")
    assert bad.ret == 4
    assert "--cre-passkey-depths 2: give depths between 0 and 1, e.g. 0.25,0.75" in bad.stderr.str()
    assert "Traceback" not in bad.stdout.str() + bad.stderr.str()
    assert "--cre-passkey-depths" in passkey.runpytest_subprocess("--help").stdout.str()


def test_a_family_missing_a_required_method_cannot_be_made_and_says_which() -> None:
    from pytest_cre.families.base import Family, Worker

    class NoExpand(Family):  # selected and worker written, expand forgotten
        name = "x"

        def selected(self, settings):
            return False

        def worker(self, context, data):
            raise AssertionError("never asked")

    with pytest.raises(TypeError, match="expand"):
        NoExpand()

    class HalfWorker(Worker):
        def prompt_key(self, cell, model, sample):
            return ""

    with pytest.raises(TypeError, match="prompt, record_fields, sim_answerer, target"):
        HalfWorker()


def test_a_registered_family_without_its_scorer_version_is_one_line(passkey: pytest.Pytester) -> None:
    passkey.makeconftest(
        CONFTEST.replace('families["passkey"] = PasskeyFamily()', "families['passkey'] = Unversioned()")
        + "\n\nclass Unversioned(PasskeyFamily):\n    scorer_version = ''\n"
    )
    result = passkey.runpytest_subprocess("--cre-grid", "passkey", "-p", "no:cacheprovider")
    assert result.ret == 4
    err = result.stderr.str().strip().splitlines()
    assert any("has no scorer_version: set it on the class" in line for line in err), err
    assert "Traceback" not in result.stderr.str()


def test_a_reporter_written_for_the_removed_output_hooks_is_one_line(passkey: pytest.Pytester) -> None:
    """A plugin reporter from before ``report`` (issue 45) would be silently unread: its
    ``headline`` and ``html`` are named at registration, with what to write instead."""
    passkey.makeconftest(
        CONFTEST.replace('families["passkey"] = PasskeyFamily()', "families['passkey'] = OldStyle()")
        + "\n\nclass OldReporter(type(PasskeyFamily.reporter)):\n"
        "    def headline(self, cells, drops):\n        return cells\n\n"
        "    def html(self, cells, drops, meta, records):\n        return None\n\n\n"
        "class OldStyle(PasskeyFamily):\n    reporter = OldReporter()\n"
    )
    result = passkey.runpytest_subprocess("--cre-grid", "passkey", "-p", "no:cacheprovider")
    assert result.ret == 4
    err = result.stderr.str().strip().splitlines()
    said = [line for line in err if "its reporter defines" in line]
    assert said and said[0].endswith(
        "its reporter defines headline, html, which pytest-cre no longer calls: "
        "make them pieces of one report(given) -> FamilyReport (docs/extending.md)"
    ), err
    assert "Traceback" not in result.stderr.str()


def test_only_hooks_no_report_reads_are_refused() -> None:
    """``html`` in a reporter that writes its own ``report`` is its helper; ``notes`` in a
    subclass of a built-in reporter that inherits ``report`` is an old hook nothing reads."""
    from pytest_cre.families.base import Reporter
    from pytest_cre.families.reasoning import ReasoningReporter
    from pytest_cre.families.registry import stale_hooks

    class Helper(Reporter):
        cell_keys = ("model",)

        def html(self):
            return "helper"

        def report(self, given):
            return self.html()

    class Extended(ReasoningReporter):
        def notes(self, cells, drops):
            return ["never shown"]

    class HelperAbove(Helper):  # inherits report from the class that defines the helper
        pass

    assert stale_hooks(Helper) == [] and stale_hooks(HelperAbove) == []
    assert stale_hooks(Extended) == ["notes"]
    assert stale_hooks(ReasoningReporter) == []
