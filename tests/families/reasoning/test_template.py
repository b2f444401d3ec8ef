"""The prompt template is a versioned choice: the default keeps its bytes, another one is
selected by version, recorded, and keyed; an unknown one is a usage error."""

from __future__ import annotations

import json

import pytest

from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.families.reasoning.prompt import TEMPLATE_VERSION, TEMPLATES, closing_instruction, get_template
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS

ARITH = BUILTIN_TASKS["arith"]
V1_INSTRUCTION = (
    'Solve the problem marked TARGET PROBLEM above: the text between the lines "=== TARGET PROBLEM ===" '
    'and "=== END TARGET PROBLEM ===". If that block appears more than once, every copy is the same '
    "problem. Ignore all other problems and text. Reason step by step, then give the final answer on "
    'the last line as "Answer: <number>".'
)


def test_default_template_keeps_its_bytes():
    assert TEMPLATE_VERSION == "cre-prompt-v1" and get_template(None) is TEMPLATES["cre-prompt-v1"]
    assert closing_instruction(ARITH) == V1_INSTRUCTION


def test_unknown_template_is_a_usage_error():
    with pytest.raises(CreUsageError, match="--cre-template 'v9': use one of cre-prompt-v1, cre-prompt-v1-bare"):
        get_template("v9")


def _show(capsys, *extra):
    assert main(["show-prompt", "--task", "arith", "--tier", "4k", "--position", "middle", "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_show_prompt_under_each_template(capsys):
    default = _show(capsys)
    bare = _show(capsys, "--cre-template", "cre-prompt-v1-bare")
    assert default["template_version"] == "cre-prompt-v1" and bare["template_version"] == "cre-prompt-v1-bare"
    assert default["messages"][0]["content"].endswith(V1_INSTRUCTION)
    assert "Ignore all other problems" not in bare["messages"][0]["content"]
    assert default["filler_ids"] == bare["filler_ids"]  # same filler, same placement: only the words differ
    assert main(["show-prompt", "--task", "arith", "--cre-template", "nope"]) != 0
    assert "--cre-template 'nope': use one of" in capsys.readouterr().err


def test_a_run_records_its_template(cells):
    result = cells.runpytest(
        "--cre-template",
        "cre-prompt-v1-bare",
        "--cre-n",
        "3",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "--cre-cache",
        "off",
        "-p",
        "no:cacheprovider",
    )
    result.assert_outcomes(passed=1)
    recs = [json.loads(x) for x in (cells.path / "reports/latest/records.jsonl").read_text().splitlines()]
    assert {r["template_version"] for r in recs} == {"cre-prompt-v1-bare"}
    run = json.loads((cells.path / "reports/latest/run.json").read_text())
    assert run["template_version"] == "cre-prompt-v1-bare" and run["settings"]["template"] == "cre-prompt-v1-bare"
    assert main(["report", str(cells.path / "reports/latest")]) == 0  # a known template: re-analysable
    bad = cells.runpytest("--cre-template", "v9")
    assert bad.ret == pytest.ExitCode.USAGE_ERROR


def test_each_family_lists_its_default_template_first():
    """A run without a template option records the family's default (``template_versions[0]``)."""
    from pytest_cre.families.reasoning import ReasoningFamily
    from pytest_cre.families.recall import RecallFamily
    from pytest_cre.families.recall.prompt import TEMPLATE_VERSION as RECALL_DEFAULT
    from pytest_cre.options import build_settings

    assert ReasoningFamily.template_versions[0] == TEMPLATE_VERSION
    assert RecallFamily.template_versions[0] == RECALL_DEFAULT
    settings = build_settings({})
    assert ReasoningFamily().template_version(settings) == TEMPLATE_VERSION
    assert RecallFamily().template_version(settings) == RECALL_DEFAULT
