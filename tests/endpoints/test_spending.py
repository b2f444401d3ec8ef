"""--cre-max-cost: what a request may cost, what an answer cost, and when the cap stops the run
(unit); end to end against the sim over real HTTP, with the plan's count of what fits."""

from __future__ import annotations

import json

import pytest
from helpers import SMALL_WS, run_records

from pytest_cre.cli import main
from pytest_cre.core.prices import Price
from pytest_cre.endpoints.answers import CallResult
from pytest_cre.endpoints.spending import PROMPT_MARGIN, SpendingCap, answer_cost, counted_tokens, request_bound

PRICE = Price(input=2.0, output=8.0, cached_input=0.5)  # USD per 1M tokens
PRICES = '[sim."*"]\ninput = 1000.0\noutput = 2000.0\nchecked = "2026-12-03"\nsource = "a test"\n'


def test_a_request_is_bounded_by_its_prompt_with_a_margin_and_max_tokens():
    assert request_bound(PRICE, 10_000, 1_000) == pytest.approx((10_000 * PROMPT_MARGIN * 2 + 1_000 * 8) / 1e6)
    assert request_bound(None, 10_000, 1_000) == 0  # self-hosted: no price, no spend


def test_an_answer_costs_its_reported_usage_and_a_timeout_its_bound():
    answered = CallResult(status="ok", reported_prompt_tokens=9_000, cached_tokens=4_000, completion_tokens=50)
    assert answer_cost(PRICE, answered, 8_000, 1.0) == pytest.approx((5_000 * 2 + 4_000 * 0.5 + 50 * 8) / 1e6)
    unreported = CallResult(status="ok", completion_tokens=50)  # the assembled count stands in
    assert answer_cost(PRICE, unreported, 8_000, 1.0) == pytest.approx((8_000 * 2 + 50 * 8) / 1e6)
    timed_out = CallResult(status="timeout", attempt_log=[{"status": "timeout"}, {"status": "timeout"}])
    assert answer_cost(PRICE, timed_out, 8_000, 0.25) == 0.5  # the vendor may have billed each attempt
    assert answer_cost(PRICE, CallResult(status="server_error"), 8_000, 0.25) == 0  # nothing billed


@pytest.mark.parametrize(
    ("reported", "expected"),
    [
        # (reported prompt, cached, completion), text -> (prompt, cached, completion) counted
        (((9_000, 4_000, 50), "7"), (9_000, 4_000, 50)),  # honest, more than assembled: as reported
        (((0, 0, 0), "7"), (8_000, 0, 1_000)),  # zeros with an answer: what was sent, the output's bound
        (((None, None, None), "7"), (8_000, 0, 1_000)),  # no usage
        (((10, 10, 3), "7"), (8_000, 10, 3)),  # a prompt under-reported: the assembled count
        (((0, 0, 0), ""), (8_000, 0, 0)),  # nothing written: no output counted
    ],
)
def test_an_answer_is_counted_at_the_larger_of_its_usage_and_what_was_sent(reported, expected):
    (prompt, cached, completion), text = reported
    result = CallResult(
        status="ok", response=text, reported_prompt_tokens=prompt, cached_tokens=cached, completion_tokens=completion
    )
    assert counted_tokens(result, 8_000, 1_000) == expected
    assert answer_cost(PRICE, result, 8_000, 1.0, 1_000) == pytest.approx(PRICE.cost(*expected))


def test_the_cap_admits_while_spent_in_flight_and_the_next_bound_fit_then_stops_for_good():
    reasons: list[str] = []
    cap = SpendingCap(1.0, reasons.append)
    assert cap.admit(0.4) and cap.admit(0.4)  # 0.8 in flight
    assert not cap.admit(0.4)  # would be 1.2
    assert reasons and "--cre-max-cost $1.00" in reasons[0] and "$0.80 of it already bound" in reasons[0]
    cap.settle(0.4, 0.05)  # it cost far less than its bound ...
    assert not cap.admit(0.1)  # ... but the cap has stopped the run: nothing more is sent
    assert len(reasons) == 1 and cap.spent == pytest.approx(0.05) and cap.in_flight == pytest.approx(0.4)


def test_the_cap_stops_a_run_partial_and_a_higher_cap_finishes_it_from_the_cache(cells):
    # A 4K sim request is bounded near $9.2 and costs near $4.1: under $30 the cap stops the run
    # before the 7th of 8 requests however the answers interleave (sent one by one, 6 x $4.1 + $9.2).
    (cells.path / "prices.toml").write_text(PRICES)
    capped = [*SMALL_WS, "--cre-prices=prices.toml", "--cre-max-cost", "30", "--cre-concurrency", "2"]
    result = cells.runpytest(*capped)
    result.stdout.fnmatch_lines(
        ["stopped: sim (* not run): the spending cap (--cre-max-cost $30.00) stopped the run: *"]
    )
    run = (cells.path / "reports" / "latest").resolve()
    assert json.loads((run / "run.json").read_text())["status"] == "partial"
    records = run_records(run)
    spent = sum(
        r["reported_prompt_tokens"] * 1000 + r["completion_tokens"] * 2000 for r in records if r["status"] == "ok"
    )
    assert 0 < spent / 1e6 <= 30  # what it spent stayed under the cap
    not_run = [r for r in records if r["status"] == "not_run"]
    assert not_run and all("spending cap" in r["error"] for r in not_run)
    again = cells.runpytest(*SMALL_WS, "--cre-prices=prices.toml", "--cre-max-cost", "1000")
    again.stdout.fnmatch_lines(["cache: * of 8 samples answered from the cache*"])
    assert json.loads((cells.path / "reports" / "latest" / "run.json").read_text())["status"] == "complete"


def test_the_plan_says_how_many_cells_fit_under_the_cap(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prices.toml").write_text(PRICES)
    args = ["plan", "--cre-tiers", "4k", "--cre-fillers", "ws", "--cre-n", "2", "--cre-cache", "off"]
    assert main([*args, "--cre-prices", "prices.toml", "--cre-max-cost", "25", "--cre-positions", "end,middle"]) == 0
    assert "--cre-max-cost $25.00: 1 of 2 cells fit under it" in capsys.readouterr().out  # ~$18.4 a cell
    assert main([*args, "--cre-prices", "prices.toml", "--cre-max-cost", "1000", "--cre-positions", "end,middle"]) == 0
    assert "--cre-max-cost $1,000: all 2 of 2 cells fit" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["--cre-max-cost", "-1"], "--cre-max-cost"),
        (["--cre-max-cost", "5", "--cre-model", "kimi-k2.5"], "--cre-max-cost: no price for kimi-k2.5"),
    ],
)
def test_a_cap_that_cannot_bound_the_run_is_one_line(tmp_path, capsys, monkeypatch, extra, said):
    monkeypatch.chdir(tmp_path)
    assert main(["plan", "--cre-tiers", "4k", "--cre-n", "2", *extra]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and said in err[0], err
