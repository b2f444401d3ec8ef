"""The plan (``--cre-plan``, ``cre plan``), the price table, and tokens/cost after a run."""

from __future__ import annotations

import csv
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run_records

from pytest_cre.analysis.tables import usage
from pytest_cre.cli import main
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.prices import Price, builtin_prices, load_prices, parse_prices, usd
from pytest_cre.options import build_settings

SMALL = ("--cre-n", "3", "--cre-tiers", "4k", "--cre-fillers", "ws", "-p", "no:cacheprovider")


def plan_rows(stdout: str) -> dict[str, list[str]]:
    """The plan table's rows by model (the words of each line)."""
    lines = stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("model "))
    rows = {}
    for line in lines[start + 1 :]:
        words = line.split()
        if not words or ":" in words[0]:
            break
        rows[words[0]] = words
    return rows


# --------------------------------------------------------------------------- prices


def test_price_cost_uses_the_cached_rate_for_cached_tokens():
    p = Price(input=2.0, cached_input=0.5, output=8.0)
    assert p.cost(1_000_000, 400_000, 10_000) == pytest.approx(0.6 * 2.0 + 0.4 * 0.5 + 0.01 * 8.0)
    assert Price(input=2.0, output=8.0).cost(1_000_000, 400_000) == pytest.approx(2.0)  # no cached rate


def test_builtin_table_has_dated_sourced_prices_and_sim_is_free():
    table = builtin_prices()
    for (vendor, model), price in table.entries.items():
        assert price.checked and price.source, (vendor, model)
    assert table.lookup("sim", "sim-lost-in-the-middle").cost(10**6, 0, 10**6) == 0
    assert table.lookup("openai", "gpt-4o") is not None and table.lookup("openai", "openai:gpt-4o") is not None
    assert table.lookup("vllm", "Qwen/Qwen3-8B") is None  # self-hosted: no price, never a guess


def test_override_file_replaces_and_adds(tmp_path: Path):
    f = tmp_path / "prices.toml"
    f.write_text('[openai."gpt-4o"]\ninput = 1\noutput = 2\n[vllm."*"]\ninput = 0.1\noutput = 0.2\n')
    table = load_prices(f)
    assert table.lookup("openai", "gpt-4o") == Price(input=1.0, output=2.0)
    assert table.lookup("vllm", "anything").input == 0.1
    assert table.lookup("openai", "gpt-4.1") == builtin_prices().lookup("openai", "gpt-4.1")


@pytest.mark.parametrize(
    "text, message",
    [
        ('[openai."gpt-4o"]\ninput = 1\n', "needs output"),
        ('[openai."gpt-4o"]\ninput = -1\noutput = 1\n', "must be a number >= 0"),
        ('[openai."gpt-4o"]\ninput = 1\noutput = 1\nprice = 3\n', "unknown key 'price'"),
        ("[openai]\nx = 1\n", "must be a table"),
    ],
)
def test_bad_price_files_are_one_line(text: str, message: str):
    with pytest.raises(CreUsageError, match=message):
        parse_prices(__import__("tomllib").loads(text), "p.toml")


def test_usd_reads_at_a_glance():
    assert [usd(v) for v in (None, math.nan, 0, 0.004, 0.4216, 1234.5)] == [
        "no price",
        "no price",
        "$0",
        "<$0.01",
        "$0.42",
        "$1,234",
    ]


def test_usage_counts_reported_tokens_and_skips_errors():
    recs = [
        {
            "model": "gpt-4o",
            "vendor": "openai",
            "prompt_tokens": 900,
            "reported_prompt_tokens": 1000,
            "cached_tokens": 200,
            "completion_tokens": 50,
            "reasoning_tokens": 10,
        },
        {
            "model": "gpt-4o",
            "vendor": "openai",
            "prompt_tokens": 900,
            "reported_prompt_tokens": None,
            "completion_tokens": None,
        },  # an error: nothing billed
        {
            "model": "gpt-4o",
            "vendor": "openai",
            "prompt_tokens": 900,
            "reported_prompt_tokens": math.nan,
            "completion_tokens": 5,
        },
    ]  # usage without a prompt count: the assembled one
    u = usage(recs)
    assert (u["tokens_prompt"], u["tokens_cached"], u["tokens_completion"], u["tokens_reasoning"]) == (
        1900,
        200,
        55,
        10,
    )
    assert u["cost_usd"] == pytest.approx((1700 * 2.5 + 200 * 1.25 + 55 * 10) / 1e6)
    assert usage([{**recs[0], "model": "deepseek-reasoner", "vendor": "deepseek"}])["cost_usd"] is None


def test_a_model_named_otherwise_is_priced_by_its_id_in_the_run_as_in_the_plan(tmp_path: Path):
    """Records name their model; the vendor prices its id: a model file's name is its file's,
    so the run's tables must find the price the plan finds by id."""
    model_file = tmp_path / "my-gpt.toml"
    model_file.write_text('vendor = "openai"\nname = "gpt-4o"\n')
    settings = build_settings({"models": [str(model_file)]})
    (model,) = settings.models
    assert (model.name, model.model_id) == ("my-gpt", "gpt-4o")
    assert settings.prices.lookup("openai", "my-gpt") == settings.prices.lookup("openai", "gpt-4o") is not None
    rec = {"model": "my-gpt", "vendor": "openai", "reported_prompt_tokens": 1_000_000, "completion_tokens": 0}
    assert usage([rec], settings.prices)["cost_usd"] == pytest.approx(2.5)
    assert usage([rec])["cost_usd"] is None  # the bare table knows ids only


# --------------------------------------------------------------------------- the plugin


def test_cre_plan_runs_nothing_and_counts_exact_prompt_tokens(cells):
    plan = cells.runpytest("--cre-plan", "-k", "end or middle", "--cre-model", "sim", "--cre-model", "gpt-4o", *SMALL)
    assert plan.ret == 0
    out = plan.stdout.str()
    assert "pytest-cre plan: 4 cells selected, nothing run" in out  # end, middle x 2 models
    assert not (cells.path / "reports").exists()  # no run folder, no records
    rows = plan_rows(out)
    assert rows["sim"][1:4] == ["2", "6", "0"]  # cells, requests (2 x n=3), cached
    assert rows["gpt-4o"][1:3] == ["2", "6"] and rows["gpt-4o"][5] == f"{6 * 2048:,}"
    planned_tokens = int(rows["sim"][4].replace(",", ""))
    assert "OPENAI_API_KEY is not set" in out and "https://platform.openai.com/docs/pricing" in out

    ran = cells.runpytest("-k", "end or middle", *SMALL)
    assert ran.ret == 0
    assert sum(r["prompt_tokens"] for r in run_records(cells.path / "reports/latest")) == planned_tokens

    again = cells.runpytest("--cre-plan", "-k", "end or middle", *SMALL)
    rows = plan_rows(again.stdout.str())
    assert rows["sim"][1:6] == ["2", "6", "6", f"{planned_tokens:,}", "0"]  # all cached: nothing to send


def test_cre_plan_under_xdist_starts_no_workers(cells):
    result = cells.runpytest("--cre-plan", "-n", "2", *SMALL)
    assert result.ret == 0
    out = result.stdout.str()
    assert "pytest-cre plan:" in out and "created: 2/2 workers" not in out and "[gw0]" not in out


def test_tokens_and_cost_reach_cells_csv_and_the_summary(cells, tmp_path: Path):
    prices = tmp_path / "prices.toml"
    prices.write_text('[sim."*"]\ninput = 1000\ncached_input = 100\noutput = 2000\nchecked = "2026-12-01"\n')
    result = cells.runpytest("--cre-positions", "end", f"--cre-prices={prices}", *SMALL)
    result.assert_outcomes(passed=1)
    run = cells.path / "reports/latest"
    records = run_records(run)
    row = next(csv.DictReader((run / "cells.csv").open()))
    prompt = sum(r["reported_prompt_tokens"] for r in records)
    cached = sum(r["cached_tokens"] or 0 for r in records)
    completion = sum(r["completion_tokens"] for r in records)
    assert int(row["tokens_prompt"]) == prompt and int(row["tokens_completion"]) == completion
    assert int(row["tokens_cached"]) == cached
    cost = ((prompt - cached) * 1000 + cached * 100 + completion * 2000) / 1e6
    assert float(row["cost_usd"]) == pytest.approx(cost, rel=1e-6)
    line = next(x for x in result.stdout.lines if x.startswith("tokens sim:"))
    assert f"prompt {prompt:,} ({cached:,} cached)" in line and usd(cost) in line
    summary = json.loads((run / "summary.json").read_text())
    assert summary["families"]["reasoning"]["usage"][0]["cost_usd"] == pytest.approx(cost, rel=1e-6)
    assert "## Tokens and cost" in (run / "summary.md").read_text()


def test_bad_prices_option_is_a_usage_error(cells, tmp_path: Path):
    result = cells.runpytest("--cre-prices", str(tmp_path / "missing.toml"), *SMALL)
    assert result.ret == 4
    result.stderr.fnmatch_lines(["*--cre-prices*missing.toml: no such file*"])


# --------------------------------------------------------------------------- cre plan


def test_cre_plan_command_json_and_prices(tmp_path: Path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    args = [
        "plan",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "--cre-n",
        "2",
        "--cre-cache",
        "off",
    ]
    assert main([*args, "--cre-model", "o4-mini", "--json"]) == 0
    (p,) = json.loads(capsys.readouterr().out)
    assert (p["cells"], p["requests"], p["cached_requests"]) == (1, 2, 0)
    assert p["output_tokens_bound"] == 2 * 32768
    assert p["cost_bound_usd"] == pytest.approx((p["prompt_tokens"] * 1.10 + 2 * 32768 * 4.40) / 1e6)
    prices = tmp_path / "p.toml"
    prices.write_text('[openai."o4-mini"]\ninput = 0\noutput = 1\n')
    assert main([*args, "--model", "o4-mini", "--cre-prices", str(prices), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["cost_bound_usd"] == pytest.approx(2 * 32768 / 1e6)
    assert main([*args, "--model", "o4-mini", "--cre-prices", str(prices), "--cre-max-tokens", "100", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["output_tokens_bound"] == 2 * 100  # the cap bounds the cost
    assert main([*args, "--model", "kimi-k2.5"]) == 0
    out = capsys.readouterr().out
    assert 'kimi-k2.5: no price for [moonshot."kimi-k2.5"]: give one with --cre-prices FILE' in out
    assert "nothing was sent" in out
    assert not (tmp_path / "reports").exists()


def test_a_self_hosted_model_is_not_asked_for_a_price(tmp_path: Path, capsys, monkeypatch):
    """A local server costs what its hardware costs: its row says so once; no price is asked."""
    monkeypatch.chdir(tmp_path)
    args = ["plan", "--cre-tiers", "4k", "--cre-fillers", "ws", "--cre-positions", "end", "--cre-n", "2"]
    local = ["--model", "vllm:m", "--cre-base-url", "http://127.0.0.1:9/v1", "--cre-cache", "off"]
    assert main([*args, *local]) == 0
    out = capsys.readouterr().out
    assert "no price" not in out and "--cre-prices" not in out, out
    row = next(line for line in out.splitlines() if line.startswith("vllm:m"))
    assert row.endswith("self-hosted: its hardware's cost") and " - " in row, row


def test_cre_plan_command_bad_option_is_one_line():
    result = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "plan", "--cre-tiers", "8q"], capture_output=True, text=True
    )
    assert result.returncode == 4 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("models", ["vllm:m,o4-mini", "gpt-4.1,o4-mini"])
def test_a_comma_list_given_as_one_model_is_one_line_naming_the_fix(models, tmp_path, capsys, monkeypatch):
    """No vendor's model id holds a comma: `vllm:m,o4-mini` was planned as one model `m,o4-mini`."""
    monkeypatch.chdir(tmp_path)
    assert main(["plan", "--cre-model", models, "--cre-base-url", "http://127.0.0.1:9/v1"]) == 4
    err = capsys.readouterr().err.strip().splitlines()
    first, second = models.split(",")
    assert len(err) == 1 and f"--cre-model {first} --cre-model {second}" in err[0], err


def test_a_sim_profile_keeps_its_commas(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    args = ["plan", "--cre-tiers", "4k", "--cre-fillers", "ws", "--cre-positions", "end", "--cre-n", "1"]
    assert main([*args, "--cre-model", "sim:sim-param:base=0.9,growth=0.1", "--cre-cache", "off"]) == 0
    assert "sim:sim-param:base=0.9,growth=0.1" in capsys.readouterr().out


def test_cre_plan_takes_every_family_s_own_options(tmp_path: Path, capsys, monkeypatch):
    """What selects a family's cells in a run selects them in ``cre plan`` too: mrcr's tiers and
    needles, retrieval's variants (they were refused as unrecognized arguments)."""
    monkeypatch.chdir(tmp_path)
    base = ["plan", "--cre-n", "2", "--cre-cache", "off", "--json"]
    assert main([*base, "--cre-mrcr-tiers", "8k", "--cre-mrcr-needles", "2,4", "--cre-mrcr-positions", "end"]) == 0
    (p,) = json.loads(capsys.readouterr().out)
    assert (p["cells"], p["requests"]) == (2, 4)  # two needle counts x one tier x one position, 2 samples each
    args = ["--cre-grid", "contrast", "--cre-tiers", "8k", "--cre-fillers", "ws", "--cre-positions", "end"]
    assert main([*base, *args, "--cre-needle", "single,multikey:4"]) == 0
    with_variant = json.loads(capsys.readouterr().out)[0]["cells"]
    assert main([*base, *args]) == 0
    assert with_variant > json.loads(capsys.readouterr().out)[0]["cells"]  # the variant's cells are planned
