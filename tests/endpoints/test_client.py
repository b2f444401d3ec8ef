"""The endpoint client against loopback servers: whole-attempt timeouts, replicas that route
around a dead one, fatal answers that stop the model, keys never stored, vendor bodies
classified through the real SDK, and the cache key holding every answer-changing setting."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

import pytest
from loopback import Loopback, answer, closed_port, trickle

from pytest_cre.endpoints.cache import ResponseCache
from pytest_cre.endpoints.client import ModelClient
from pytest_cre.endpoints.redaction import redact, redact_secrets
from pytest_cre.endpoints.vendors import ModelConfig

MSG = [{"role": "user", "content": "What is 6*7?"}]


def model(**kw) -> ModelConfig:
    base = dict(
        name="m",
        vendor="custom",
        model_id="m",
        api_key_env="CRE_API_KEY",
        thinking_style=None,
        max_attempts=1,
        backoff_s=0.0,
        timeout_s=30.0,
    )
    return ModelConfig(**{**base, **kw})


def run(coro):
    return asyncio.run(coro)


async def _many(client: ModelClient, n: int) -> list:
    try:
        return list(await asyncio.gather(*(client.complete(MSG, client.key("p" * 64, 42, i)) for i in range(n))))
    finally:
        await client.close()


@pytest.fixture
def server(request):
    servers: list[Loopback] = []

    def make(reply) -> Loopback:
        servers.append(Loopback(reply))
        return servers[-1]

    yield make
    for s in servers:
        s.stop()


def test_timeout_bounds_the_whole_attempt(server):
    """A server trickling a byte at a time never trips a per-read timeout; the attempt's must."""
    sent = [0]
    srv = server(lambda path, body: trickle(200, 0.05, sent))
    m = model(timeout_s=1.0, base_urls=(srv.url,))
    [result] = run(_many(ModelClient(m, [srv.url], None, 1), 1))
    assert result.status == "timeout" and result.attempts == 1
    assert "bounds each attempt" in result.error
    assert 0 < sent[0] < 200  # cut off mid-body, not waited out


def test_dead_replica_is_ejected_and_its_samples_move(server):
    srv = server(lambda path, body: (200, answer("42")))
    dead = f"http://127.0.0.1:{closed_port()}/v1"
    m = model(base_urls=(dead, srv.url))
    client = ModelClient(m, [dead, srv.url], None, 4)
    results = run(_many(client, 40))
    assert [r.status for r in results] == ["ok"] * 40  # max_attempts=1: moving did not use it up
    attempts = [a for r in results for a in r.attempt_log]  # every request, as the records keep it
    assert any(a.get("ejected_s") for a in attempts)
    assert sum(a["endpoint"] == dead for a in attempts) < 10  # ejected, not picked for every sample
    moved = [r for r in results if len(r.attempt_log) == 2]
    assert moved and all(
        r.attempt_log[0]["endpoint"] == dead
        and r.attempt_log[0]["ejected_s"] > 0
        and r.attempt_log[1]["endpoint"] == srv.url
        and r.endpoint == srv.url
        for r in moved
    )
    assert srv.requests == 40


def test_single_replica_server_errors_still_retry_with_attempts(server):
    calls = []

    def reply(path, body):
        calls.append(1)
        return (500, '{"error":{"message":"boom","type":"server_error"}}') if len(calls) < 3 else (200, answer("7"))

    srv = server(reply)
    [result] = run(_many(ModelClient(model(max_attempts=3, base_urls=(srv.url,)), [srv.url], None, 1), 1))
    assert result.status == "ok" and result.attempts == 3
    assert [a["status"] for a in result.attempt_log] == ["server_error", "server_error", "ok"]


@pytest.mark.parametrize(
    ("status", "body", "outcome"),
    [
        (401, '{"error":{"message":"Incorrect API key provided","code":"invalid_api_key"}}', "auth"),
        (429, '{"error":{"message":"You exceeded your current quota","type":"insufficient_quota"}}', "quota"),
    ],
)
def test_fatal_answer_stops_the_model(server, status, body, outcome):
    srv = server(lambda path, b: (status, body))
    stopped: dict[str, str] = {}
    calls: list[tuple[str, str]] = []
    client = ModelClient(
        model(base_urls=(srv.url,), max_attempts=5),
        [srv.url],
        "sk-x",
        4,
        stopped=stopped,
        on_fatal=lambda name, why: calls.append((name, why)),
    )
    results = run(_many(client, 100))
    assert srv.requests <= 4  # no more than the model's concurrency
    assert {r.status for r in results} == {outcome, "not_run"}
    assert len(calls) == 1 and calls[0][0] == "m" and stopped["m"] == calls[0][1]
    fix = "$CRE_API_KEY" if outcome == "auth" else "top up"
    assert fix in stopped["m"]
    assert all(fix in r.error for r in results if r.status == "not_run")


OPENAI_404 = (
    '{"error":{"message":"The model `gpt-9` does not exist or you do not have access to it.",'
    '"type":"invalid_request_error","code":"model_not_found"}}'
)
VLLM_404 = '{"object":"error","message":"The model `foo` does not exist.","type":"NotFoundError","code":404}'


@pytest.mark.parametrize("body", [OPENAI_404, VLLM_404])
def test_a_model_the_server_does_not_know_stops_the_model(server, body):
    srv = server(lambda path, b: (404, body))
    stopped: dict[str, str] = {}
    calls: list[tuple[str, str]] = []
    client = ModelClient(
        model(base_urls=(srv.url,), max_attempts=5),
        [srv.url],
        None,
        4,
        stopped=stopped,
        on_fatal=lambda name, why: calls.append((name, why)),
    )
    results = run(_many(client, 40))
    assert srv.requests <= 5  # of 40: the first answers stop it
    assert {r.status for r in results} == {"not_found", "not_run"}
    assert len(calls) == 1 and stopped["m"] == calls[0][1]
    reason = stopped["m"]
    assert reason.startswith(f"not_found answer from {srv.url} (") and "\n" not in reason
    assert reason.endswith(
        f"the server does not know model 'm': give a model id the server serves (GET {srv.url}/models lists them)"
    )
    assert all(r.error.endswith(reason) for r in results if r.status == "not_run")


def test_a_wrong_path_stops_the_model_and_names_the_base_url(server):
    """/v2 instead of /v1: the server answers its plain 404 to every request."""
    srv = server(lambda path, b: (200, answer("42")) if path == "/v1/chat/completions" else (404, "Not Found"))
    wrong = srv.url.removesuffix("/v1") + "/v2"
    stopped: dict[str, str] = {}
    client = ModelClient(model(base_urls=(wrong,), max_attempts=5), [wrong], None, 4, stopped=stopped)
    results = run(_many(client, 40))
    assert srv.requests <= 5
    assert {r.status for r in results} == {"not_found", "not_run"}
    assert stopped["m"].endswith(f"{wrong}/chat/completions answered 404: check the base URL (it usually ends in /v1)")


SECRET = "sk-planted0123456789abcdefSECRET"


@pytest.mark.parametrize(
    "reply",
    [
        (401, json.dumps({"error": {"message": f"Incorrect API key provided: {SECRET}"}})),
        (401, json.dumps({"error": {"message": f"Incorrect API key provided: {SECRET[:12]}****{SECRET[-4:]}"}})),
        (200, answer(f"Your key is {SECRET}. The answer is 42.")),
        (200, json.dumps({"error": {"message": f"bad key {SECRET}"}})),
    ],
)
def test_echoed_keys_never_reach_the_result_or_the_cache(server, tmp_path, reply):
    srv = server(lambda path, body: reply)
    cache = ResponseCache(tmp_path / "c.sqlite")
    client = ModelClient(model(base_urls=(srv.url,)), [srv.url], SECRET, 1, cache=cache)
    [result] = run(_many(client, 1))
    cache.close()
    stored = json.dumps(dataclasses.asdict(result)) + (tmp_path / "c.sqlite").read_bytes().decode("latin-1")
    for piece in (SECRET, SECRET[3:15], SECRET[-12:]):
        assert piece not in stored
    if reply[0] == 200 and "choices" in reply[1]:
        assert result.status == "ok" and "The answer is 42." in result.response


def test_redaction_keeps_ordinary_text():
    assert redact_secrets("the answer is 1234", ["sk-abcdefghijklmnop1234"]) == "the answer is 1234"
    assert redact("key sk-ab***wxyz rejected", []) == "key <redacted> rejected"


def test_generation_budget_and_settings_are_in_the_cache_key():
    base = model(base_urls=("http://127.0.0.1:1/v1",))
    key = ModelClient(base, list(base.base_urls), None, 1).key("p" * 64, 42, 0)
    for change in (
        dict(max_output_tokens=4096),
        dict(temperature=0.7),
        dict(stop=("###",)),
        dict(thinking=True, thinking_style="enable_thinking"),
        dict(extra_body={"top_p": 0.5}),
        dict(no_think=True),
        dict(token_param="max_completion_tokens"),
    ):
        other = dataclasses.replace(base, **change)
        assert ModelClient(other, list(other.base_urls), None, 1).key("p" * 64, 42, 0) != key, change
    for same in (dict(timeout_s=5.0), dict(max_attempts=9), dict(concurrency=1), dict(api_key_file="/k")):
        other = dataclasses.replace(base, **same)
        assert ModelClient(other, list(other.base_urls), "sk-other", 1).key("p" * 64, 42, 0) == key, same


def test_larger_budget_asks_again_instead_of_reusing_a_truncation(server, tmp_path):
    srv = server(
        lambda path, body: (
            200,
            answer("partial", finish="length") if body["max_tokens"] < 100 else answer("The answer is 42."),
        )
    )
    cache = ResponseCache(tmp_path / "c.sqlite")
    short = model(base_urls=(srv.url,), max_output_tokens=16)
    [first] = run(_many(ModelClient(short, [srv.url], None, 1, cache=cache), 1))
    [again] = run(_many(ModelClient(short, [srv.url], None, 1, cache=cache), 1))
    longer = dataclasses.replace(short, max_output_tokens=4096)
    [bigger] = run(_many(ModelClient(longer, [srv.url], None, 1, cache=cache), 1))
    cache.close()
    assert (first.status, again.from_cache, bigger.status, bigger.from_cache) == ("truncated", True, "ok", False)
    assert [b["max_tokens"] for b in srv.bodies] == [16, 4096]


BODIES = json.loads((Path(__file__).resolve().parents[2] / "fixtures" / "vendor_bodies.json").read_text())


def test_every_vendor_body_is_classified_through_the_sdk(server):
    """The same corpus as test_vendor_bodies, served over HTTP and read by the openai SDK."""
    by_path = {f"/{i}/v1/chat/completions": c for i, c in enumerate(BODIES)}
    srv = server(lambda path, body: (by_path[path]["status"], by_path[path]["body"]))
    root = srv.url.removesuffix("/v1")

    async def all_cases() -> list[str]:
        out = []
        for i, _case in enumerate(BODIES):
            url = f"{root}/{i}/v1"
            client = ModelClient(model(base_urls=(url,)), [url], None, 1)
            out.append((await client.complete(MSG, "k")).status)
            await client.close()
        return out

    got = run(all_cases())
    wrong = {c["id"]: (s, c["expected"]) for c, s in zip(BODIES, got) if s != c["expected"]}
    assert not wrong


def test_base_urls_made_on_first_use_are_asked_only_when_a_request_is_sent(server, tmp_path):
    srv = server(lambda path, body: (200, answer("The answer is 42.")))
    cache = ResponseCache(tmp_path / "c.sqlite")
    asked: list[str] = []

    def where() -> list[str]:  # the embedded sim's start, in the runner
        asked.append("started")
        return [srv.url]

    def lazy() -> ModelClient:
        return ModelClient(model(), where, None, 1, cache=cache, identity=["sim://embedded"])

    [first] = run(_many(lazy(), 1))
    assert asked == ["started"] and first.status == "ok" and not first.from_cache
    [again] = run(_many(lazy(), 1))  # the rerun is answered from the cache: nothing is started
    cache.close()
    assert asked == ["started"] and again.from_cache and len(srv.bodies) == 1
    with pytest.raises(ValueError, match="identity"):
        ModelClient(model(), where, None, 1)
