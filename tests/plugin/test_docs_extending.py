"""docs/extending.md's examples run as written (issue 42, point 8): the code is read from the
doc itself, so the doc and this test cannot drift. A task whose filler pool cannot hold a tier
is one usage line before anything runs, the same whether the tiers were given or defaulted."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run_records

from pytest_cre.assembly.placement import messages_sha256
from pytest_cre.core.tokens import get_tokenizer

DOC = Path(__file__).resolve().parents[2] / "docs" / "extending.md"
FILE = "# file: "  # how the doc's whole family names each of its files


def _hook_examples() -> str:
    """The doc's self-contained conftest examples: every python block that implements a
    ``pytest_cre_*`` hook (the task, the model and the reporter), in the doc's order."""
    blocks = re.findall(r"^```python\n(.*?)^```", DOC.read_text(), re.S | re.M)
    chosen = [b for b in blocks if "def pytest_cre_" in b and not b.startswith(FILE)]
    assert len(chosen) == 3, "the doc's task, model and family examples"
    return "\n\n".join(chosen)


def test_the_docs_examples_run_as_written_on_the_default_command(cells):
    cells.makeconftest(_hook_examples())
    command = re.search(r"# (pytest cells .*)$", DOC.read_text(), re.M)
    assert command is not None and command.group(1) == "pytest cells --cre-tasks squares"
    result = cells.runpytest("--cre-tasks", "squares", "-p", "no:cacheprovider")
    # Three fillers, end and middle at the default tier, the baseline and two drop items.
    result.assert_outcomes(passed=9)
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(["*sim squares*ws*8k*", "*samples scored"])  # the NotedReporter's note


SMALL_TASK = """
from pytest_cre.families.reasoning.tasks import TaskData, TaskItem


class Tiny:
    name, answer_kind = "tiny", "number"

    def load(self, data_dir):
        items = [TaskItem(f"t-{i}", f"What is {i} squared?", str(i * i), f"{i} x {i} = {i * i}") for i in range(2, 200)]
        return TaskData(targets=tuple(items[::2]), filler=tuple(items[1::2]), source="embedded")

    def render_question(self, item):
        return item.question

    def answer_format(self):
        return 'end with "Answer: N"'


def pytest_cre_tasks(tasks):
    tasks["tiny"] = Tiny()
"""


@pytest.mark.parametrize("tiers", [[], ["--cre-tiers", "8k"]], ids=["default-tiers", "explicit-tiers"])
def test_a_pool_too_small_for_a_tier_is_one_usage_line_before_anything_runs(cells, tiers):
    """It was 4 FAILED cells with chained tracebacks at the default tier, a usage error only
    with an explicit tier below 4K."""
    cells.makeconftest(SMALL_TASK)
    result = cells.runpytest_subprocess("--cre-tasks", "tiny", "--cre-fillers", "ws", *tiers, "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    errors = [line for line in result.stderr.str().splitlines() if line.strip()]
    assert errors == [
        "ERROR: --cre-tiers 8k (tiny, ws filler, end): the ws filler pool (99 items, 1866 tokens from embedded) "
        "cannot fill 8192 tokens without repeating an item: use a smaller tier or give --cre-data-dir with more ws text"
    ]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert not (cells.path / "reports").exists()  # nothing ran, nothing was written


def _family_files() -> dict[str, str]:
    """The doc's whole family: each python block that starts with ``# file: NAME``, by name."""
    blocks = re.findall(r"^```python\n(.*?)^```", DOC.read_text(), re.S | re.M)
    return {b.splitlines()[0].removeprefix(FILE): b for b in blocks if b.startswith(FILE)}


def test_the_docs_whole_family_runs_as_written(pytester: pytest.Pytester) -> None:
    """Issue 45, point 7: the family module, its cells module and its conftest, copied from the
    doc, run against sim as the doc says; every sample answered and scored right, its record
    as the record contract says, and its part on the page."""
    files = _family_files()
    assert sorted(files) == ["conftest.py", "lookup_chat.py", "lookup_family.py", "test_lookup.py"]
    for name, text in files.items():
        (pytester.path / name).write_text(text)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    command = re.search(r"`(pytest --cre-grid lookup)` runs two cells against sim", DOC.read_text())
    assert command is not None
    result = pytester.runpytest_subprocess("--cre-grid", "lookup", "--cre-n", "3", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)  # its two list lengths, for sim
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    run = (pytester.path / "reports" / "latest").resolve()
    records = run_records(run)
    assert len(records) == 6 and {r["family"] for r in records} == {"lookup"}
    assert {r["lines"] for r in records} == {50, 500} and {r["template_version"] for r in records} == {"lookup-v1"}
    assert all(r["status"] == "ok" and r["correct"] is True and r["answer"] == r["gold"] for r in records)
    assert all(r["prompt_tokens"] > (2000 if r["lines"] == 500 else 200) for r in records)
    result.stdout.fnmatch_lines(["*model*lines*n*k*acc*", "*sim*50*3*3*1.0*", "*sim*500*3*3*1.0*"])  # its headline
    assert "Lookup by list length" in (run / "report.html").read_text()  # its part of the page
    # A second run asks nothing again: every answer comes from the cache, under the prompt_key.
    again = pytester.runpytest_subprocess("--cre-grid", "lookup", "--cre-n", "3", "-p", "no:cacheprovider")
    again.assert_outcomes(passed=2)
    assert all(r["from_cache"] for r in run_records((pytester.path / "reports" / "latest").resolve()))


def test_the_docs_conversation_family_runs_as_written(pytester: pytest.Pytester) -> None:
    """Issue 46, point 1: the doc's conversation-shaped lookup, registered as the doc says (and
    alone: only its sim answerer can answer), sends four messages, counted whole, and sim's
    answer, read from the turns, is scored right; ``cre show-prompt --family`` prints each turn."""
    files = _family_files()
    for name in ("lookup_family.py", "lookup_chat.py"):
        (pytester.path / name).write_text(files[name])
    registered = re.search(r"\(`(families\[\"lookup_chat\"\] = ChatLookupFamily\(\))`", DOC.read_text())
    assert registered is not None
    pytester.makeconftest(
        f"from lookup_chat import ChatLookupFamily\n\n\ndef pytest_cre_families(families):\n    {registered.group(1)}\n"
    )
    pytester.makepyfile(
        test_lookup_chat='import pytest\n\npytestmark = pytest.mark.cre_family("lookup_chat")\n\n\n'
        '@pytest.mark.asyncio(loop_scope="session")\nasync def test_lookup_chat(cre_cell):\n    await cre_cell.run()\n'
    )
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
    assert "`pytest --cre-grid lookup_chat` runs it" in DOC.read_text()
    result = pytester.runpytest_subprocess("--cre-grid", "lookup_chat", "--cre-n", "2", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
    records = run_records((pytester.path / "reports" / "latest").resolve())
    assert len(records) == 4 and {r["template_version"] for r in records} == {"lookup-chat-v1"}
    assert all(r["status"] == "ok" and r["correct"] is True and r["answer"] == r["gold"] for r in records)

    env = {**os.environ, "PYTHONPATH": str(pytester.path)}
    shown = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "show-prompt", "--family", "lookup_chat:ChatLookupFamily", "--json"],
        capture_output=True, text=True, env=env, cwd=pytester.path,
    )  # fmt: skip
    assert shown.returncode == 0, shown.stderr
    info = json.loads(shown.stdout)
    messages = info["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert info["prompt_sha256"] == messages_sha256(messages)
    assert info["prompt_tokens"] == sum(get_tokenizer().count(m["content"]) for m in messages)
    first = next(r for r in records if r["lines"] == 50 and r["sample"] == 0)
    assert first["prompt_sha256"] == info["prompt_sha256"]  # the prompt the run sent
