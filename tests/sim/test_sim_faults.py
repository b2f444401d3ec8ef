"""The sim as an imperfect endpoint: profiles by spec, latency, injected faults, usage, stats.

Offline and fast: every server is on loopback, started per test and stopped in teardown; raw
``urllib`` is used where the openai SDK would hide a status line, header or body.
"""

from __future__ import annotations

import functools
import http.client
import json
import threading
import time
import urllib.error
import urllib.request
from email.message import Message

import openai
import pytest
from openai import OpenAI

from pytest_cre.assembly.placement import filler_order
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import task_pool
from pytest_cre.families.reasoning.prompt import build_prompt as assemble
from pytest_cre.families.reasoning.scoring import extract_number
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
from pytest_cre.sim.options import FAULT_KINDS, FaultPlan, Latency, parse_faults, parse_latency
from pytest_cre.sim.profiles import PROFILES, Profile, profile_for_model
from pytest_cre.sim.server import SimServer, start_sim

ARITH = BUILTIN_TASKS["arith"]
HI = [{"role": "user", "content": "hi"}]


@functools.cache
def _data_pool():
    data = ARITH.load(None)
    return data, task_pool(ARITH, data, "ws")


@pytest.fixture(scope="module")
def world():
    data, pool = _data_pool()
    book = AnswerBook()
    book.add(data.targets + data.filler, ARITH.render_question)
    return data, pool, book


@pytest.fixture
def serve(world):
    """``serve(faults="429:1", latency=...)`` starts a server that teardown stops."""
    servers: list[SimServer] = []

    def make(faults: str = "", **kw) -> SimServer:
        server = start_sim([world[2]], faults=parse_faults(faults), **kw)
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()


@functools.cache
def prompt(position: str, budget: int, sample: int):
    """An assembled arith prompt (cached: several tests and models share them)."""
    data, pool = _data_pool()
    return assemble(
        ARITH,
        data.targets[sample],
        pool,
        position,
        budget,
        get_tokenizer(),
        filler_order(len(pool.items), 7, "arith", "ws", str(budget), sample),
    )


def post(server: SimServer, body: dict, timeout: float = 10) -> tuple[int, Message, bytes]:
    """Status, headers and raw body of one chat-completions POST."""
    req = urllib.request.Request(
        server.url + "/chat/completions", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


def sdk(server: SimServer, **kw) -> OpenAI:
    return OpenAI(base_url=server.url, api_key="x", **{"max_retries": 0, **kw})


# ------------------------------------------------------------------ grammar


def test_parse_faults_grammar():
    plan = parse_faults(
        "429:0.2,500:0.1,503:0.05,402:0.01,timeout:0.05,malformed:0.05,"
        "nochoices:0.02,empty:0.05,length:0.05,overflow:1.0,retry_after=2"
    )
    assert dict(plan.rates) == {
        "429": 0.2,
        "500": 0.1,
        "503": 0.05,
        "402": 0.01,
        "timeout": 0.05,
        "malformed": 0.05,
        "nochoices": 0.02,
        "empty": 0.05,
        "length": 0.05,
    }
    assert [k for k, _ in plan.rates] == [k for k in FAULT_KINDS if k in dict(plan.rates)]
    assert plan.overflow and plan.retry_after == 2 and plan.timeout_s == 30 and plan.context == 131072
    assert parse_faults(str(plan)) == plan
    assert parse_faults("overflow,context=8192") == FaultPlan(overflow=True, context=8192)
    assert parse_faults(" quota , timeout_s=0.5 ,") == FaultPlan(rates=(("quota", 1.0),), timeout_s=0.5)
    assert parse_faults("") == FaultPlan() and not parse_faults("overflow:0").overflow
    # Spec order does not matter: the bands are laid out in FAULT_KINDS order.
    assert parse_faults("500:0.1,429:0.2") == parse_faults("429:0.2,500:0.1")


@pytest.mark.parametrize(
    "bad",
    [
        "418:0.1",
        "429:1.5",
        "429:x",
        "429:0.6,500:0.6",
        "429:0.1,429:0.1",
        "retry_after=-1",
        "colour=red",
        "context=0",
        "context=8192.5",
        "timeout_s=0",
        "=3",
        "retry_after=1,retry_after=2",
    ],
)
def test_parse_faults_rejects(bad):
    with pytest.raises(ValueError):
        parse_faults(bad)


def test_fault_draw_matches_rates():
    plan = parse_faults("429:0.3,500:0.1,length:0.1")
    picks = [plan.pick(f"req{i}", 0) for i in range(4000)]
    assert abs(picks.count("429") / 4000 - 0.3) < 0.03
    assert abs(picks.count("500") / 4000 - 0.1) < 0.02
    assert abs(picks.count(None) / 4000 - 0.5) < 0.03
    assert picks == [plan.pick(f"req{i}", 0) for i in range(4000)]  # deterministic
    assert [plan.pick("req0", a) for a in range(20)] != [plan.pick("req0", 0)] * 20  # varies by attempt


def test_parse_latency():
    assert parse_latency("200") == Latency(base_ms=200)
    assert parse_latency("base=200,per_1k=2,jitter=20") == Latency(200, 2, 20)
    assert parse_latency("base_ms=1,per_1k_tokens_ms=2,jitter_ms=3") == Latency(1, 2, 3)
    assert parse_latency("") == Latency()
    for bad in ["-5", "fast", "base=1,speed=2", "jitter=-1", "base=1,base=2"]:
        with pytest.raises(ValueError):
            parse_latency(bad)
    lat = Latency(base_ms=100, per_1k_tokens_ms=10, jitter_ms=50)
    assert Latency(base_ms=100, per_1k_tokens_ms=10).seconds(2000, "k") == pytest.approx(0.12)
    draws = [lat.seconds(2000, f"k{i}") for i in range(200)]
    assert all(0.12 <= d < 0.17 for d in draws) and len(set(draws)) > 100
    assert draws == [lat.seconds(2000, f"k{i}") for i in range(200)]


def test_latency_stragglers_are_a_seeded_share_of_requests():
    lat = parse_latency("base=500,stragglers=0.05,straggler_ms=10000")
    assert lat == Latency(base_ms=500, stragglers=0.05, straggler_ms=10000)
    draws = [lat.seconds(8000, f"k{i}") for i in range(2000)]
    assert set(draws) == {0.5, 10.0}
    assert 60 <= draws.count(10.0) <= 140  # 5% of 2000, give or take
    assert draws == [lat.seconds(8000, f"k{i}") for i in range(2000)]  # the same requests, every time
    for bad in ["stragglers=1.5", "straggler_ms=-1"]:
        with pytest.raises(ValueError):
            parse_latency(bad)


def test_latency_straggler_every_is_by_arrival_not_by_prompt():
    lat = parse_latency("base=100,straggler_every=3,straggler_ms=2000")
    assert lat == Latency(base_ms=100, straggler_every=3, straggler_ms=2000)
    # The same prompt is slow or not by when it arrives; no arrival (0) is never a straggler.
    assert [lat.seconds(10, "k", n) for n in range(0, 7)] == [0.1, 0.1, 0.1, 2.0, 0.1, 0.1, 2.0]
    for bad in ["straggler_every=2.5", "straggler_every=-1"]:
        with pytest.raises(ValueError):
            parse_latency(bad)


def test_sim_counts_arrivals_for_stragglers(serve):
    server = serve(latency=parse_latency("base=0,straggler_every=3,straggler_ms=700"))
    p = prompt("end", 4096, 0)
    body = {"model": "sim", "messages": list(p.messages), "max_tokens": 64}
    took = []
    for _ in range(4):  # one prompt four times: only the third to arrive waits
        start = time.monotonic()
        assert post(server, body)[0] == 200
        took.append(time.monotonic() - start)
    assert [t >= 0.7 for t in took] == [False, False, True, False]


def test_profile_for_model():
    assert profile_for_model("sim") == PROFILES["lost-in-the-middle"]
    assert profile_for_model("sim-robust") == PROFILES["robust"]
    assert profile_for_model("sim-recency") == PROFILES["recency"]
    spec = "base=0.9,growth=0.1,power=1.5,max_severity=0.8,width=0.2,shape=middle,filler_copy=0.7"
    p = profile_for_model("sim-param:" + spec)
    assert (p.base, p.growth, p.power, p.max_severity, p.width, p.shape, p.filler_copy) == (
        0.9,
        0.1,
        1.5,
        0.8,
        0.2,
        "middle",
        0.7,
    )
    q = profile_for_model("sim-param:shape=recency")
    assert q.shape == "recency" and q.base == Profile("x").base
    for bad in [
        "sim-param:bogus=1",
        "sim-param:base=2",
        "sim-param:shape=sideways",
        "sim-param:width=0",
        "sim-param:base",
        "sim-param:power=abc",
        "sim-nonesuch",
    ]:
        with pytest.raises(ValueError):
            profile_for_model(bad)


# ------------------------------------------------------------------ faults over HTTP


def test_rate_limit_429(serve):
    server = serve("429:1,retry_after=2")
    status, headers, raw = post(server, {"model": "sim", "messages": HI})
    assert status == 429
    assert headers["Retry-After"] == "2" and headers["retry-after-ms"] == "2000"
    err = json.loads(raw)["error"]
    assert err["type"] == "requests" and err["code"] == "rate_limit_exceeded"
    assert err["message"].startswith("Rate limit reached")
    with pytest.raises(openai.RateLimitError):
        sdk(server).chat.completions.create(model="sim", messages=HI)


@pytest.mark.parametrize("code", [500, 502, 503])
def test_server_errors(serve, code):
    server = serve(f"{code}:1,retry_after=3")
    status, headers, raw = post(server, {"model": "sim", "messages": HI})
    assert status == code
    err = json.loads(raw)["error"]
    assert err["type"] == "server_error" and "message" in err and "code" in err
    assert headers.get("Retry-After") == ("3" if code == 503 else None)
    with pytest.raises(openai.InternalServerError):
        sdk(server).chat.completions.create(model="sim", messages=HI)


def test_insufficient_balance_402_is_not_retried(serve):
    server = serve("402:1")
    status, _, raw = post(server, {"model": "sim", "messages": HI})
    assert status == 402
    assert json.loads(raw)["error"]["message"] == "Insufficient Balance"
    with pytest.raises(openai.APIStatusError) as info:
        sdk(server, max_retries=3).chat.completions.create(model="sim", messages=[{"role": "user", "content": "x"}])
    assert info.value.status_code == 402
    assert server.stats()["requests"] == 2  # the SDK did not retry


def test_quota_429(serve):
    server = serve("quota:1")
    status, headers, raw = post(server, {"model": "sim", "messages": HI})
    assert status == 429 and headers.get("Retry-After") is None
    err = json.loads(raw)["error"]
    assert err["type"] == err["code"] == "insufficient_quota"
    assert err["message"].startswith("You exceeded your current quota")


def test_timeout_is_client_side_and_stop_is_not_blocked(serve):
    server = serve("timeout:1,timeout_s=60")
    with pytest.raises(openai.APITimeoutError):
        sdk(server, timeout=0.3).chat.completions.create(model="sim", messages=HI)
    dropped = []

    def held_request() -> None:
        try:
            post(server, {"model": "sim", "messages": HI}, 120)
        except (http.client.RemoteDisconnected, ConnectionError) as exc:
            dropped.append(exc)

    held = threading.Thread(target=held_request, daemon=True)
    held.start()
    # Held once the server decided its outcome (counted before any wait): a stop before it
    # arrived would refuse the connection, and the test would pass with nothing held.
    deadline = time.monotonic() + 10
    while server.stats()["outcomes"].get("timeout", 0) < 2:
        assert held.is_alive() and time.monotonic() < deadline, "the held request never reached the server"
        time.sleep(0.01)
    stopper = threading.Thread(target=server.stop, daemon=True)
    stopper.start()
    stopper.join(20)  # far below the 60 s hold
    assert not stopper.is_alive()
    held.join(20)
    assert not held.is_alive() and dropped  # the held request was dropped, not left hanging


def test_timeout_fault_answers_late(serve):
    server = serve("timeout:1,timeout_s=0.3")
    start = time.perf_counter()
    out = sdk(server, timeout=10).chat.completions.create(model="sim", messages=HI)
    assert time.perf_counter() - start >= 0.3
    assert out.choices[0].finish_reason == "stop"
    assert server.stats()["outcomes"] == {"timeout": 1}


def test_malformed(serve):
    server = serve("malformed:1")
    status, headers, raw = post(server, {"model": "sim", "messages": HI})
    assert status == 200 and headers["Content-Type"] == "application/json"
    with pytest.raises(json.JSONDecodeError):
        json.loads(raw)
    with pytest.raises(ValueError):
        sdk(server).chat.completions.create(model="sim", messages=HI)


def test_no_choices(serve):
    server = serve("nochoices:1")
    out = sdk(server).chat.completions.create(model="sim", messages=HI)
    assert out.object == "chat.completion" and out.choices == []


@pytest.mark.parametrize("param", ["max_tokens", "max_completion_tokens"])
def test_empty_answer_spent_on_reasoning(serve, param):
    server = serve("empty:1")
    out = sdk(server).chat.completions.create(model="sim", messages=HI, **{param: 300})
    choice = out.choices[0]
    assert choice.message.content == "" and choice.finish_reason == "length"
    assert choice.message.model_extra["reasoning_content"]
    assert out.usage.completion_tokens == 300
    assert out.usage.completion_tokens_details.reasoning_tokens == 300


def test_length_cuts_the_answer(serve):
    p = prompt("end", 4096, 0)
    full = sdk(serve()).chat.completions.create(model="sim", messages=p.messages).choices[0].message.content
    out = sdk(serve("length:1")).chat.completions.create(model="sim", messages=p.messages)
    cut = out.choices[0].message.content
    assert out.choices[0].finish_reason == "length"
    assert cut and full.startswith(cut) and len(cut) < len(full)
    assert extract_number(cut) is None
    assert out.usage.completion_tokens < get_tokenizer().count(full)


def test_overflow_only_when_too_big(serve):
    server = serve("overflow,context=8192")
    small = prompt("end", 4096, 0)
    big = prompt("end", 16384, 0)
    assert post(server, {"model": "sim", "messages": small.messages, "max_tokens": 4000})[0] == 200
    status, _, raw = post(server, {"model": "sim", "messages": small.messages, "max_completion_tokens": 5000})
    assert status == 400
    err = json.loads(raw)["error"]
    assert err["type"] == "invalid_request_error" and err["code"] == "context_length_exceeded"
    assert "maximum context length is 8192 tokens" in err["message"]
    assert f"requested {small.prompt_tokens + 5000} tokens" in err["message"]
    with pytest.raises(openai.BadRequestError, match="maximum context length"):
        sdk(server).chat.completions.create(model="sim", messages=big.messages)
    # Without ``overflow`` in the plan, the same big request is answered.
    assert post(serve(), {"model": "sim", "messages": big.messages, "max_tokens": 9000})[0] == 200


def test_bad_profile_spec_is_400(serve):
    server = serve()
    for model in ["sim-param:bogus=1", "sim-param:base=1.5", "sim-nonesuch"]:
        status, _, raw = post(server, {"model": model, "messages": HI})
        assert status == 400
        err = json.loads(raw)["error"]
        assert err["type"] == "invalid_request_error" and err["code"] == "invalid_model"
        assert err["message"]
    with pytest.raises(openai.BadRequestError):
        sdk(server).chat.completions.create(model="sim-param:width=-1", messages=HI)
    status, _, raw = post(server, {"model": "sim", "messages": HI, "max_tokens": 0})
    assert status == 400 and json.loads(raw)["error"]["param"] == "max_tokens"
    assert server.stats()["outcomes"] == {"bad_request": 5}


# ------------------------------------------------------------------ retries and replay


def test_retrying_client_eventually_succeeds(serve):
    server = serve("429:0.5,retry_after=0.01")  # the SDK honours retry-after-ms: 10 ms waits
    client = sdk(server, max_retries=12)
    retries = []
    for i in range(12):
        raw = client.chat.completions.with_raw_response.create(
            model="sim", messages=[{"role": "user", "content": f"question {i}"}]
        )
        assert raw.parse().choices[0].finish_reason == "stop"
        retries.append(raw.retries_taken)
    assert any(retries) and not all(retries)
    stats = server.stats()
    assert stats["requests"] == 12 + sum(retries) and stats["repeats"] == sum(retries)
    assert stats["outcomes"] == {"ok": 12, "429": sum(retries)}


def test_fault_sequences_are_reproducible(serve):
    plan = "429:0.3,500:0.2,length:0.2,nochoices:0.1"

    def replay(server: SimServer) -> list[tuple[int, bytes]]:
        out = []
        for _attempt in range(4):
            for i in range(8):
                status, _, raw = post(server, {"model": "sim", "messages": [{"role": "user", "content": f"q{i}"}]})
                out.append((status, raw))
        return out

    first, second = replay(serve(plan)), replay(serve(plan))
    assert first == second
    assert len({status for status, _ in first}) >= 2
    sequences = {tuple(first[a * 8 + i][0] for a in range(4)) for i in range(8)}
    assert len(sequences) > 1  # requests do not all fail alike


def test_same_request_same_answer_across_attempts(serve):
    server = serve("429:0.5,retry_after=0.01")
    body = {"model": "sim", "messages": [{"role": "user", "content": "same"}]}
    answers = {raw for status, _, raw in (post(server, body) for _ in range(10)) if status == 200}
    assert len(answers) == 1


# ------------------------------------------------------------------ latency, profiles, usage


def test_latency_is_applied(serve):
    for kw in [{"latency": parse_latency("200")}, {"latency": 0.2}]:
        server = serve(**kw)
        start = time.perf_counter()
        sdk(server).chat.completions.create(model="sim", messages=HI)
        assert time.perf_counter() - start >= 0.2


def test_param_profiles_change_accuracy(world, serve):
    server = serve()
    client = sdk(server)
    gold = [world[0].targets[i].answer for i in range(8)]

    def answers(model: str, position: str) -> list[str | None]:
        return [
            extract_number(
                client.chat.completions.create(model=model, messages=prompt(position, 8192, i).messages)
                .choices[0]
                .message.content
            )
            for i in range(8)
        ]

    harsh = "sim-param:base=1,growth=1,max_severity=1,shape=middle,filler_copy=1"
    assert answers(harsh, "end") == gold
    mid = answers(harsh, "middle")
    assert all(a != g for a, g in zip(mid, gold))
    fillers = [set(prompt("middle", 8192, i).filler_answers) for i in range(8)]
    assert all(a in f for a, f in zip(mid, fillers))  # filler_copy=1: every miss copies a filler
    assert answers("sim-param:base=1,shape=flat", "middle") == gold
    assert all(a != g for a, g in zip(answers("sim-param:base=0", "end"), gold))


def test_usage_and_prefix_cache(serve):
    server = serve()
    client = sdk(server)
    mid, end = prompt("middle", 8192, 3), prompt("end", 8192, 3)
    first = client.chat.completions.create(model="sim", messages=mid.messages).usage
    assert first.prompt_tokens == mid.prompt_tokens
    assert first.total_tokens == first.prompt_tokens + first.completion_tokens
    assert first.prompt_tokens_details.cached_tokens == 0
    again = client.chat.completions.create(model="sim", messages=mid.messages).usage
    assert again.prompt_tokens_details.cached_tokens == mid.prompt_tokens // 64 * 64
    # The end arm holds the same filler in the same order: it shares the middle arm's first half.
    shared = client.chat.completions.create(model="sim", messages=end.messages).usage
    cached = shared.prompt_tokens_details.cached_tokens
    assert cached % 64 == 0 and 0.3 * end.prompt_tokens < cached < 0.7 * end.prompt_tokens
    other = client.chat.completions.create(model="sim-robust", messages=mid.messages).usage
    assert other.prompt_tokens_details.cached_tokens == 0  # a cache belongs to one model


def test_a_prefix_still_being_computed_is_not_a_hit(serve):
    """Like a real server, the prefix cache holds a prompt once its answer is computed: two
    requests sent together both pay for the whole prompt, one sent after gets it cached."""
    from concurrent.futures import ThreadPoolExecutor

    server = serve(latency=Latency(base_ms=300))
    client = sdk(server)
    p = prompt("end", 8192, 5)
    with ThreadPoolExecutor(2) as pool:
        together = list(
            pool.map(lambda _: client.chat.completions.create(model="sim", messages=p.messages).usage, range(2))
        )
    assert [u.prompt_tokens_details.cached_tokens for u in together] == [0, 0]
    after = client.chat.completions.create(model="sim", messages=p.messages).usage
    assert after.prompt_tokens_details.cached_tokens == p.prompt_tokens // 64 * 64


def test_max_tokens_cuts_a_normal_answer(serve):
    out = sdk(serve()).chat.completions.create(model="sim", messages=HI, max_tokens=3)
    assert out.choices[0].finish_reason == "length" and out.usage.completion_tokens == 3
    assert get_tokenizer().count(out.choices[0].message.content) <= 3


def test_stats_count_outcomes(serve):
    server = serve("overflow,context=2048")
    assert post(server, {"model": "sim", "messages": HI})[0] == 200
    assert post(server, {"model": "sim", "messages": HI})[0] == 200
    assert post(server, {"model": "sim", "messages": prompt("end", 4096, 0).messages})[0] == 400
    req = urllib.request.Request(server.url + "/chat/completions", data=b"{not json")
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(req, timeout=10)
    assert server.stats() == {
        "requests": 4,
        "repeats": 1,
        "outcomes": {"ok": 2, "overflow": 1, "bad_request": 1},
        "batch_lines": 0,
    }
    assert server.requests == 4


def test_a_sim_with_a_window_says_it_and_counts_as_vllm_does(serve):
    """With the overflow fault the sim has a window: it says it as vLLM does (``max_model_len``
    in /v1/models, and ``POST /tokenize``), counting a prompt as its completions do."""
    from pytest_cre.endpoints import server_info
    from pytest_cre.endpoints.vendors import resolve_model

    p = prompt("end", 4096, 0)
    plain, windowed = serve(), serve("overflow:1,context=50000")
    model = resolve_model("vllm:sim")
    assert server_info.context_window(model, plain.url) is None
    window = server_info.context_window(model, windowed.url)
    assert (window.tokens, window.source) == (50000, "GET /v1/models max_model_len")
    counted = server_info.prompt_tokens("sim", windowed.url, list(p.messages))
    status, _, raw = post(windowed, {"model": "sim", "messages": list(p.messages), "max_tokens": 8})
    assert status == 200 and counted == json.loads(raw)["usage"]["prompt_tokens"] > 3000
