"""The spending cap against a server that under-reports, and how a cap stop ends (issue 43,
points 2 and 6). A loopback server reports 0 tokens, or no usage at all: the cap counts the
prompt it knows it sent and the output the request allowed, so it stops where an honest
server's usage would have stopped it. A stop ends the run cleanly: the cells it could not
afford are skipped with the reason (never a FAILED test), the exit status is pytest's OK, and
the line says what was bound and what the next request could cost."""

from __future__ import annotations

import json

import pytest
from helpers import SMALL_WS, run_records
from loopback import answer, serving

serve = pytest.fixture(serving, name="serve")

PRICES = '[custom."*"]\ninput = 1000.0\noutput = 2000.0\nchecked = "2026-12-03"\nsource = "a test"\n'
SIM_PRICES = PRICES.replace("custom", "sim")
# 12 samples of a 4K prompt (~4,050 tokens, $4.05 at $1000 per 1M) one at a time under a $30 cap;
# max_tokens 100 ($0.20): a request's bound is ~$5.27.
ARGS = [
    "--cre-model=my-model",
    "--cre-n=12",
    "--cre-tiers=4k",
    "--cre-fillers=ws",
    "--cre-positions=end",
    "--cre-concurrency=1",
    "--cre-max-tokens=100",
    "--cre-max-attempts=1",
    "--cre-prices=prices.toml",
    "--cre-max-cost=30",
    "--cre-cache=off",
    "-p",
    "no:cacheprovider",
]


@pytest.mark.parametrize(
    "usage",
    [
        {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        None,  # no usage at all
        {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},  # a token for a whole prompt
    ],
    ids=["zero", "none", "one"],
)
def test_a_server_that_under_reports_usage_is_capped_by_what_was_sent(cells, serve, usage):
    srv = serve(lambda path, req: (200, answer(usage=usage)))
    (cells.path / "prices.toml").write_text(PRICES)
    result = cells.runpytest(*ARGS, f"--cre-base-url={srv.url}")
    records = run_records(cells.path / "reports" / "latest")
    sent = [r for r in records if r["status"] == "ok"]
    # The prompts alone, as assembled, must stay under the cap: on main all 12 were sent.
    assert len(sent) == srv.requests and srv.requests < 12, result.stdout.str()
    assert sum(r["prompt_tokens"] for r in sent) * 1000 / 1e6 <= 30
    assert all("spending cap" in r["error"] for r in records if r["status"] == "not_run")
    result.stdout.fnmatch_lines(["stopped: my-model (* not run): the spending cap (--cre-max-cost $30.00) *"])


def test_an_honest_server_is_counted_as_it_reports(cells, serve):
    """A server that reports more than the assembled count (its tokenizer counts more) is
    counted as it reports: the larger of the two."""
    srv = serve(
        lambda path, req: (200, answer(usage={"prompt_tokens": 6000, "completion_tokens": 3, "total_tokens": 6003}))
    )
    (cells.path / "prices.toml").write_text(PRICES)
    cells.runpytest(*ARGS, f"--cre-base-url={srv.url}")
    assert srv.requests == 5  # $6.01 each as reported (the assembled $4.05 would admit a 6th)


# A cap that stops the run while the next cell's samples are already queued (concurrency 2,
# three positions): on main that cell failed ("no sample got an answer"), exit 1.
CAP_STOP = [
    *SMALL_WS,
    "--cre-positions=end,middle,start",
    "--cre-prices=prices.toml",
    "--cre-max-cost=30",
    "--cre-concurrency=2",
    "--cre-cache=off",
]


def test_a_cap_stop_is_a_clean_explained_ending(cells):
    (cells.path / "prices.toml").write_text(SIM_PRICES)
    result = cells.runpytest(*CAP_STOP)
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out
    outcomes = result.parseoutcomes()
    assert "failed" not in outcomes and outcomes.get("skipped"), outcomes
    assert "FAILED" not in out and "no sample got an answer" not in out
    stop = [line for line in out.splitlines() if line.startswith("stopped: sim")]
    assert len(stop) == 1, out
    # One figure for what the requests sent were bound to (spent, or at most in flight), one
    # for what the next could cost; no "in flight" beside it to reconcile.
    assert "in flight" not in stop[0] and stop[0].count("$") == 3, stop[0]  # the cap, the bound, the next
    assert "already bound" in stop[0] and "the next request could cost" in stop[0]
    run = (cells.path / "reports" / "latest").resolve()
    meta = json.loads((run / "run.json").read_text())
    assert meta["status"] == "partial"
    assert out.rstrip().splitlines()[-1].startswith(f"pytest-cre: run {run.name} is partial: ")
