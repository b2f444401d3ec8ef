"""The README's plan figures are what ``cre plan`` says for the same command: cells, requests,
the cost bound and the batch bound, at the precision the README prints them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pytest_cre.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"
# `pytest cells --cre-plan --cre-model MODEL   # ... N cells, R requests, ..., <= $C[; at its batch price <= $B]`
_CLAIM = re.compile(
    r"^pytest cells --cre-plan --cre-model (?P<model>\S+)\s+#.*?(?P<cells>\d+) cells, (?P<requests>[\d,]+) requests"
    r".*?<= \$(?P<cost>[\d.]+)(?:; at its batch price <= \$(?P<batch>[\d.]+))?",
    re.MULTILINE,
)


def _claims() -> list[dict[str, str]]:
    text = README.read_text(encoding="utf-8")
    claims = []
    for m in _CLAIM.finditer(text):
        model = m["model"]
        if model == "$M":  # the nearest `M=...` above the line names it
            model = re.findall(r"^M=(\S+)", text[: m.start()], re.MULTILINE)[-1]
        claims.append({**m.groupdict(), "model": model})
    return claims


def _agrees(claimed: str, actual: float) -> bool:
    """``claimed`` is ``actual`` at the precision printed (a whole-dollar bound is rounded up)."""
    places = len(claimed.partition(".")[2])
    step = 10.0**-places
    return 0 <= float(claimed) - actual < step if places == 0 else abs(float(claimed) - actual) <= step / 2


def test_the_readme_has_a_vendor_plan_for_openai_and_for_claude_with_its_batch_bound():
    claims = {c["model"]: c for c in _claims()}
    assert "gpt-4.1" in claims and "anthropic:claude-opus-4-5" in claims
    assert claims["anthropic:claude-opus-4-5"]["batch"] is not None


@pytest.mark.parametrize("claim", _claims(), ids=lambda c: c["model"])
def test_each_readme_plan_line_is_what_the_plan_says(claim, tmp_path: Path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CRE_DATA_DIR", raising=False)  # the README's default grid: embedded data
    assert main(["plan", "--cre-model", claim["model"], "--cre-cache", "off", "--json"]) == 0
    (plan,) = json.loads(capsys.readouterr().out)
    assert plan["cells"] == int(claim["cells"])
    assert plan["requests"] == int(claim["requests"].replace(",", ""))
    assert _agrees(claim["cost"], plan["cost_bound_usd"]), (claim["cost"], plan["cost_bound_usd"])
    if claim["batch"] is not None:
        assert _agrees(claim["batch"], plan["batch_cost_bound_usd"]), (claim["batch"], plan["batch_cost_bound_usd"])
