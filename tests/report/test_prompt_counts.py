"""The prompt counts behind the tokens lines and the tokenizer warning: each family's summed
once as its report is built, the warning over every family's samples, each family's tokens
line over its own."""

from __future__ import annotations

import pytest

import pytest_cre.report.build as build
import pytest_cre.report.terminal as terminal
from pytest_cre.analysis.policy import Analysis
from pytest_cre.families.registry import builtin_families


def _records(family: str, reported: int, n: int = 20) -> list[dict]:
    return [
        {
            "family": family, "model": "m", "vendor": "x", "task": "gsm8k", "filler": "ws", "tier": "8k",
            "position": "end", "needle": "single", "cell_id": f"{family}-gsm8k-end-ws-8k-m", "seed": 42,
            "sample": i, "status": "ok", "correct": i % 2 == 0, "finish_reason": "stop", "tokenizer": "cl100k_base",
            "prompt_tokens": 1000, "reported_prompt_tokens": reported, "completion_tokens": 5,
        }
        for i in range(n)
    ]  # fmt: skip


def test_each_family_counts_its_prompts_once_and_the_warning_reads_them_all(monkeypatch: pytest.MonkeyPatch):
    reasoning, retrieval = _records("reasoning", 1100), _records("retrieval", 1300)
    counted: list[int] = []
    real = terminal.prompt_counts

    def counting(records):
        counted.append(len(records))
        return real(records)

    monkeypatch.setattr(terminal, "prompt_counts", counting)
    monkeypatch.setattr(build, "prompt_counts", counting)
    report = build.build_report(reasoning + retrieval, builtin_families(), Analysis())
    lines = report.terminal_lines(None)
    assert counted == [20, 20]  # once per family, though the warning and both tokens lines read them
    warning = [line for line in report.notes.warnings if "endpoint counted" in line]
    assert warning == terminal.tokenizer_lines(reasoning + retrieval) and "1.20x" in warning[0]
    tokens = [line for line in lines if line.startswith("tokens m:")]
    assert len(tokens) == 2 and "1.10x the budget tokenizer's count" in tokens[0]
    assert "1.30x the budget tokenizer's count" in tokens[1]
    assert [g.prompt_counts for g in report.tables] == [
        {("m", "cl100k_base"): (22000, 20000)},
        {("m", "cl100k_base"): (26000, 20000)},
    ]
