"""Black-box runs of a small grid on an Anthropic model, its preset pointed at a loopback
stand-in of the Messages API by a model file, and the one line a run without the optional SDK
stops with."""

from __future__ import annotations

import pytest
from anthropic_standin import Standin
from helpers import run_records

KEY = "sk-ant-api03-Zq8Xk2LmN4pR7sT1vW3yB5dF6gH9jK0"
MODEL = "anthropic:claude-sonnet-4-5"
EXTRA = "pip install 'pytest-cre[anthropic]'"
GRID = [
    "--cre-model",
    MODEL,
    "--cre-n",
    "3",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-positions",
    "end,middle",
    "--cre-cache",
    "off",
    "-p",
    "no:cacheprovider",
]
MODEL_FILE = """vendor = "anthropic"
name = "claude-sonnet-4-5"
base_url = "{url}"
thinking = true
max_tokens = 4096
"""


@pytest.fixture
def standin():
    srv = Standin()
    yield srv
    srv.stop()


@pytest.fixture
def claude_cells(cells, standin, monkeypatch):
    """The cells project with ``models/anthropic:claude-sonnet-4-5.toml`` pointing the preset at
    the stand-in: ``--cre-model anthropic:claude-sonnet-4-5`` finds the file by that name."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    (cells.path / "models").mkdir()
    (cells.path / "models" / f"{MODEL}.toml").write_text(MODEL_FILE.format(url=standin.url))
    return cells


def test_a_grid_runs_on_claude_through_the_messages_api(claude_cells, standin):
    result = claude_cells.runpytest(*GRID)
    out = result.stdout.str()
    assert "Traceback" not in out
    result.assert_outcomes(passed=3)  # two cells and their comparison
    recs = run_records(claude_cells.path / "reports/latest")
    assert len(recs) == 6 and {r["status"] for r in recs} == {"ok"}
    assert {r["vendor"] for r in recs} == {"anthropic"}
    assert all(r["reasoning"] == "Let me work through it step by step." for r in recs)
    assert len(standin.seen) == 6
    for req in standin.seen:
        assert req.path == "/v1/messages"
        assert req.headers["authorization"] == f"Bearer {KEY}"
        assert req.body["thinking"] == {"type": "enabled", "budget_tokens": 3072}
        assert req.body["max_tokens"] == 4096 and req.body["messages"][-1]["role"] == "user"
    run = (claude_cells.path / "reports/latest").resolve()
    for path in run.rglob("*"):
        if path.is_file():
            assert KEY not in path.read_text(errors="replace"), path
    assert KEY not in out


def test_without_the_sdk_the_run_stops_with_one_line_naming_the_extra(claude_cells, standin):
    # The SDK hidden, as in a base install: its import fails.
    claude_cells.makeconftest("import sys\nsys.modules['anthropic'] = None\n")
    result = claude_cells.runpytest(*GRID, "-rs")
    out = result.stdout.str()
    assert "Traceback" not in out and standin.seen == []
    # The model stops at its first request: one line says why and what to install, and every
    # place that reports the stop (the cell, the skips, the summary) repeats that line whole.
    reason = "anthropic models are called through the anthropic SDK, which is not installed: " + EXTRA
    stopped = [line for line in result.outlines if line.startswith("stopped:")]
    assert stopped == [f"stopped: {MODEL} (5 samples not run): {reason}"]
    assert all(reason in line for line in result.outlines if EXTRA in line)
    recs = run_records(claude_cells.path / "reports/latest")
    assert sorted(r["status"] for r in recs) == ["error"] + ["not_run"] * 5  # no request was sent
