"""Token-rate pacing: reset times in every form vendors send, limits read from untrusted
headers, the pacer's bucket (on a fake clock), and end to end against the sim limited as
OpenAI limits (x-ratelimit-* headers on every answer, 429 past the limit) over real HTTP."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta

import pytest
from helpers import SMALL_WS, run_records

import pytest_cre.endpoints.ratelimits as ratelimits
from pytest_cre.endpoints.ratelimits import Pacer, parse_reset, read_limits
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.sim.options import parse_faults
from pytest_cre.sim.rate_ledger import RateLedger, go_duration
from pytest_cre.sim.server import start_sim


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("6m0s", 360.0),  # OpenAI
        ("1.5s", 1.5),
        ("20ms", 0.02),
        ("7.66s", 7.66),  # Groq
        ("1h2m3s", 3723.0),
        ("12", 12.0),  # plain seconds
        ("0.5", 0.5),
        ("soon", None),
        ("-1s", None),
        ("1e9", None),
        ("99999999s", None),  # past a day: not a rate limit
        ("", None),
        (None, None),
    ],
)
def test_reset_times_in_every_form_vendors_send(text, seconds):
    assert parse_reset(text) == (pytest.approx(seconds) if seconds is not None else None)


def test_a_reset_given_as_a_time_is_the_seconds_until_it():
    when = datetime.now(UTC) + timedelta(seconds=30)
    assert parse_reset(when.isoformat().replace("+00:00", "Z")) == pytest.approx(30, abs=2)


def test_limits_are_read_only_when_whole_and_sane():
    good = {"x-ratelimit-limit-tokens": "600000", "x-ratelimit-remaining-tokens": "599000"}
    assert read_limits({**good, "x-ratelimit-reset-tokens": "100ms"})["tokens"].reset_s == pytest.approx(0.1)
    assert set(read_limits(good)) == {"tokens"}
    for bad in (
        {"x-ratelimit-limit-tokens": "600000", "x-ratelimit-remaining-tokens": "700000"},  # more than the limit
        {"x-ratelimit-limit-tokens": "lots", "x-ratelimit-remaining-tokens": "1"},
        {"x-ratelimit-limit-tokens": "9" * 40, "x-ratelimit-remaining-tokens": "1"},
        {"x-ratelimit-limit-tokens": "0", "x-ratelimit-remaining-tokens": "0"},
    ):
        assert read_limits(bad) == {}, bad


def test_the_reset_formats_the_sim_writes_read_back():
    for seconds in (0.02, 1.5, 59.9, 360.0, 3599.5):
        assert parse_reset(go_duration(seconds)) == pytest.approx(seconds, abs=0.001)


@pytest.fixture
def clock(monkeypatch):
    """The pacer's time, advanced only by its own sleeps."""
    now = {"t": 1000.0}

    async def sleep(seconds: float) -> None:
        now["t"] += seconds

    monkeypatch.setattr(ratelimits.time, "monotonic", lambda: now["t"])
    monkeypatch.setattr(ratelimits.asyncio, "sleep", sleep)
    return now


def test_the_pacer_holds_requests_to_the_configured_rate(clock):
    pacer = Pacer(tpm=60_000)  # 1,000 tokens a second, 58,200 (BURST) in the bucket at the start

    async def send(n: int) -> list[float]:
        return [await pacer.acquire(20_000) for _ in range(n)]

    waits = asyncio.run(send(5))
    assert waits[:2] == [0, 0]  # the full bucket (less the burst's headroom, BURST)
    assert waits[2:] == [pytest.approx(1.8), pytest.approx(20.0), pytest.approx(20.0)]  # then its rate
    assert pacer.waited_s == pytest.approx(41.8)


def test_the_pacer_learns_the_limit_and_its_rate_from_the_first_headers(clock):
    pacer = Pacer()
    assert asyncio.run(pacer.acquire(10**9)) == 0  # no limit known: nothing held back
    pacer.observe(  # the answer to that request
        {"x-ratelimit-limit-tokens": "1000", "x-ratelimit-remaining-tokens": "400", "x-ratelimit-reset-tokens": "6s"},
        10**9,
    )
    assert pacer.token_limit == 1000
    assert asyncio.run(pacer.acquire(400)) == 0  # what remains
    assert asyncio.run(pacer.acquire(200)) == pytest.approx(2.0)  # refilled at (1000 - 400) / 6 s
    pacer.observe({"x-ratelimit-limit-tokens": "1000", "x-ratelimit-remaining-tokens": "0"}, throttled=True)
    assert pacer.throttled == 1 and asyncio.run(pacer.acquire(100)) == pytest.approx(1.0)  # a 429 empties it


def test_an_xdist_worker_paces_to_its_share():
    assert Pacer(tpm=600_000, share=0.25).token_limit == 150_000


def test_the_sim_ledger_admits_within_the_limit_and_says_when_the_rest_comes_back():
    ledger = RateLedger({"tokens": 10_000, "requests": 100}, window_s=60)
    admitted, headers, _, _ = ledger.admit(6_000)
    assert (
        admitted
        and headers["x-ratelimit-remaining-tokens"] == "4000"
        and headers["x-ratelimit-limit-tokens"] == "10000"
    )
    assert parse_reset(headers["x-ratelimit-reset-tokens"]) == pytest.approx(36, abs=0.1)  # 6,000 at 10,000/min
    admitted, _, kind, wait = ledger.admit(6_000)
    assert not admitted and kind == "tokens" and wait == pytest.approx(12, abs=0.1)
    assert parse_faults("tpm=600000,rpm=500,window_s=6").tpm == 600_000


MODEL = """name = "limited"
vendor = "vllm"
base_url = "{url}"
api_key = "not-needed"
max_tokens = 64
concurrency = 8
{limits}"""


def run_limited(cells, server, limits: str, *extra: str):
    (cells.path / "models").mkdir(exist_ok=True)
    (cells.path / "models" / "limited.toml").write_text(MODEL.format(url=server.url, limits=limits))
    return cells.runpytest(*SMALL_WS, "--cre-model", "limited", "--cre-cache", "off", "--cre-n", "8", *extra)


def test_a_run_paced_by_its_model_file_sends_no_request_past_the_limit(cells):
    # ~4,100 tokens a request (prompt + max_tokens 64): the sim admits about 6 a second.
    server = start_sim([AnswerBook()], faults=parse_faults("tpm=25000,window_s=1"))
    try:
        # The model file says 10% under the server's limit: with a 1-second window (a vendor's is a
        # minute) the loop's scheduling jitter on a loaded machine is a tenth of the window, and a
        # request sent on time but delayed on its way would land in the previous one's window.
        result = run_limited(cells, server, "tpm = 22500")
        stats = server.stats()
    finally:
        server.stop()
    result.assert_outcomes(passed=3)
    assert stats["outcomes"].get("rate_limit_tokens", 0) == 0  # paced: not one 429
    result.stdout.fnmatch_lines(["rate limits: limited: requests held back * s in all (* samples)*; 0 answers 429*"])
    records = run_records(cells.path / "reports" / "latest")
    assert sum(a.get("paced_s", 0) for r in records for a in r["attempt_log"]) > 0.5


def test_a_run_learns_the_limit_from_the_headers(cells):
    server = start_sim([AnswerBook()], faults=parse_faults("tpm=25000,window_s=1"))
    try:
        result = run_limited(cells, server, "", "--cre-concurrency", "2")
        stats = server.stats()
    finally:
        server.stop()
    result.assert_outcomes(passed=3)
    records = run_records(cells.path / "reports" / "latest")
    assert all(r["status"] == "ok" for r in records)
    assert stats["outcomes"].get("rate_limit_tokens", 0) <= 2  # at most the burst before the first answer


def test_a_prompt_larger_than_the_limit_is_refused_before_it_is_sent(cells):
    server = start_sim([AnswerBook()])
    try:
        result = run_limited(cells, server, "tpm = 3000")  # a 4K prompt can never be admitted
        sent = server.requests
    finally:
        server.stop()
    assert sent == 0
    result.stdout.fnmatch_lines(["*more than the 3,000 tokens per minute limited may use here*"])


def test_a_request_is_charged_as_the_server_counts_its_prompt():
    pacer = Pacer(tpm=100_000)
    assert pacer.charge(1_000, 64) == 1_064
    pacer.counted(1_000, 1_150)  # the server's tokenizer counts 15% more
    pacer.counted(1_000, 1_020)  # (the larger ratio is kept)
    pacer.counted(1_000, None)  # no usage reported: nothing learned
    assert pacer.charge(1_000, 64) == 1_150 + 64
    pacer.counted(10, 10**9)  # an absurd usage is bounded
    assert pacer.prompt_ratio == 4.0


def test_headers_that_imply_a_refill_of_hours_hold_a_request_five_minutes_at_most(clock):
    pacer = Pacer()
    pacer.observe(
        {"x-ratelimit-limit-tokens": "1000", "x-ratelimit-remaining-tokens": "0", "x-ratelimit-reset-tokens": "23h"}
    )
    assert asyncio.run(pacer.acquire(900)) == pytest.approx(ratelimits.MAX_HOLD_S, abs=0.01)


@pytest.mark.parametrize(
    ("headers", "seconds"),
    [
        ({"retry-after": "2"}, 2.0),
        ({"retry-after": "0"}, 0.0),
        ({"retry-after-ms": "1500", "retry-after": "9"}, 1.5),  # the SDKs read the ms header first
        ({"retry-after-ms": "-5000", "retry-after": "3"}, 3.0),
        ({"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, 0.0),  # a date gone by: now
        ({"retry-after": "-5"}, None),  # issue 43: retried at once
        ({"retry-after": "nan"}, None),
        ({"retry-after": "inf"}, None),
        ({"retry-after": "soon"}, None),
        ({}, None),
    ],
)
def test_retry_after_below_zero_or_not_a_time_is_absent(headers, seconds):
    assert ratelimits.parse_retry_after(headers) == seconds


def test_retry_after_as_an_http_date_is_the_seconds_until_it():
    when = datetime.now(UTC) + timedelta(seconds=30)
    waited = ratelimits.parse_retry_after({"retry-after": when.strftime("%a, %d %b %Y %H:%M:%S GMT")})
    assert waited is not None and 28 <= waited <= 30


def test_a_negative_retry_after_backs_off_as_without_one():
    """A 429 saying ``Retry-After: -5`` was asked again at once (a sleep of -5 s is none): now
    the second attempt waits the backoff (0.5 s here, jittered up to twice that)."""
    from loopback import Loopback, answer

    from pytest_cre.endpoints.client import ModelClient
    from pytest_cre.endpoints.vendors import ModelConfig

    arrivals: list[float] = []

    def reply(path, body):
        arrivals.append(time.monotonic())
        if len(arrivals) > 1:
            return 200, answer("7")

        def throttled(h):
            data = b'{"error": {"message": "slow down", "type": "rate_limit_error"}}'
            h.send_response(429)
            h.send_header("Content-Type", "application/json")
            h.send_header("Retry-After", "-5")
            h.send_header("Content-Length", str(len(data)))
            h.end_headers()
            h.wfile.write(data)

        return throttled

    server = Loopback(reply)
    try:
        model = ModelConfig(
            name="m", vendor="custom", model_id="m", api_key_env="CRE_API_KEY", thinking_style=None,
            max_attempts=2, backoff_s=0.5, timeout_s=30.0, base_urls=(server.url,),
        )  # fmt: skip
        client = ModelClient(model, [server.url], None, 1)

        async def ask():
            try:
                return await client.complete([{"role": "user", "content": "6*7?"}], client.key("p" * 64, 42, 0))
            finally:
                await client.close()

        result = asyncio.run(ask())
    finally:
        server.stop()
    assert [a["status"] for a in result.attempt_log] == ["rate_limited", "ok"]
    assert arrivals[1] - arrivals[0] >= 0.5
