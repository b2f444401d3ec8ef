"""Gemini over its OpenAI-compatible endpoint: Google's error bodies (the list-shaped form, a
per-minute quota retried and a daily one a stop), its thinking switch, its own finish reasons,
the client driven by a loopback stand-in, and a black-box run of a small grid on the preset."""

from __future__ import annotations

import asyncio
import json

import pytest
from helpers import run_records
from loopback import Loopback
from standin import GEMINI_429_PER_DAY, GEMINI_429_PER_MINUTE, Dressed, gemini_thoughts

from pytest_cre.core.errors import CreUsageError
from pytest_cre.endpoints.answers import parse_answer
from pytest_cre.endpoints.client import ModelClient, request_params
from pytest_cre.endpoints.errors import classify_error, classify_ok_body
from pytest_cre.endpoints.vendors import VENDORS, resolve_model

MSG = [{"role": "user", "content": "What is 6*7?"}]


def gemini(model_id: str = "gemini-2.5-flash", **kw):
    import dataclasses

    return dataclasses.replace(resolve_model(f"gemini:{model_id}"), **kw)


def answer_body(finish: str = "stop", content: str = "42", reasoning_tokens: int | None = 612) -> str:
    usage = {"prompt_tokens": 20, "completion_tokens": 640, "total_tokens": 660}
    if reasoning_tokens is not None:
        usage["completion_tokens_details"] = {"reasoning_tokens": reasoning_tokens}
    return json.dumps(
        {
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": "gemini-2.5-flash",
            "choices": [{"index": 0, "finish_reason": finish, "message": {"role": "assistant", "content": content}}],
            "usage": usage,
        }
    )


# --- errors --------------------------------------------------------------------------------


def test_a_per_minute_quota_is_retried_and_a_daily_one_stops():
    """Both say "You exceeded your current quota" (OpenAI's quota words): the violated quotaId
    tells them apart, with or without the HTTP status."""
    for status in (429, None):
        assert classify_error(status, GEMINI_429_PER_MINUTE) == "rate_limited"
        assert classify_error(status, GEMINI_429_PER_DAY) == "quota"


def test_a_quota_of_zero_stops_whatever_its_period():
    body = {
        "error": {
            "code": 429,
            "message": "You exceeded your current quota.\n* Quota exceeded for metric: "
            "generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, "
            "model: gemini-2.5-pro\nPlease retry in 20.04466179s.",
            "status": "RESOURCE_EXHAUSTED",
        }
    }
    assert classify_error(429, json.dumps(body)) == "quota"
    body["error"]["message"] = body["error"]["message"].replace("limit: 0", "limit: 10")
    assert classify_error(429, json.dumps(body)) == "rate_limited"


@pytest.mark.parametrize(
    ("status", "google", "message", "expected"),
    [
        (
            400,
            "INVALID_ARGUMENT",
            "The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).",
            "context_overflow",
        ),
        (400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", "auth"),
        (400, "INVALID_ARGUMENT", "Request contains an invalid argument.", "bad_request"),
        (403, "PERMISSION_DENIED", "You do not have permission to access tuned model tunedModels/x.", "auth"),
        (404, "NOT_FOUND", "models/gemini-9 is not found for API version v1beta.", "not_found"),
        (500, "INTERNAL", "An internal error has occurred.", "server_error"),
        (503, "UNAVAILABLE", "The model is overloaded. Please try again later.", "server_error"),
        (504, "DEADLINE_EXCEEDED", "Deadline expired before operation could complete.", "timeout"),
    ],
)
def test_every_documented_status_in_both_shapes(status, google, message, expected):
    """Google's statuses (https://ai.google.dev/gemini-api/docs/troubleshooting), as an object
    and as the compat endpoint's one-element list; the list decides alone too (a streamed error
    has no status)."""
    error = {"error": {"code": status, "message": message, "status": google}}
    for body in (json.dumps(error), json.dumps([error])):
        assert classify_error(status, body) == expected
        assert classify_error(None, body) == expected


def test_a_list_shaped_error_in_a_200_is_not_taken_for_an_answer():
    assert (
        classify_ok_body(
            json.dumps([{"error": {"code": 400, "message": "API key not valid.", "status": "INVALID_ARGUMENT"}}])
        )
        == "auth"
    )
    # an answer that carries a null error beside its choices is an answer, as before lists were read
    answer = {"error": None, "choices": [{"message": {"role": "assistant", "content": "42"}, "finish_reason": "stop"}]}
    assert classify_ok_body(json.dumps(answer)) is None


# --- requests and answers ------------------------------------------------------------------


def test_the_preset_is_the_documented_endpoint():
    v = VENDORS["gemini"]
    assert (v.base_url, v.api_key_env, v.token_param) == (
        "https://generativelanguage.googleapis.com/v1beta/openai",
        "GEMINI_API_KEY",
        "max_tokens",
    )


@pytest.mark.parametrize(("thinking", "sent"), [(True, "medium"), (False, "none"), (None, None)])
def test_the_thinking_switch_is_reasoning_effort_none_to_turn_it_off(thinking, sent):
    """Sending "minimal" does not turn Gemini's thinking off; "none" does."""
    params = request_params(gemini(thinking=thinking))
    assert params.get("reasoning_effort") == sent
    assert params["max_tokens"] == 2048 and "max_completion_tokens" not in params


@pytest.mark.parametrize("model_id", ["gemini-2.5-pro", "gemini-3-pro-preview", "models/gemini-2.5-pro"])
def test_a_model_that_always_thinks_refuses_thinking_off(model_id):
    with pytest.raises(CreUsageError, match=f"{model_id} cannot turn thinking off"):
        gemini(model_id, thinking=False)
    assert request_params(gemini(model_id, thinking=True))["reasoning_effort"] == "medium"


def test_reasoning_tokens_are_read_from_the_answer():
    result = parse_answer(gemini(), answer_body().encode())
    assert (result.status, result.response, result.reasoning_tokens, result.completion_tokens) == ("ok", "42", 612, 640)


@pytest.mark.parametrize(
    ("finish", "status"),
    [
        ("MAX_TOKENS", "truncated"),
        ("SAFETY", "filtered"),
        ("RECITATION", "filtered"),
        ("PROHIBITED_CONTENT", "filtered"),
        ("STOP", "ok"),
    ],
)
def test_geminis_own_finish_reasons(finish, status):
    assert parse_answer(gemini(), answer_body(finish).encode()).status == status


def test_a_max_tokens_finish_with_nothing_is_a_limit_hit():
    body = answer_body("MAX_TOKENS", content="")
    assert classify_ok_body(body) == "truncated"
    assert parse_answer(gemini(), body.encode()).status == "truncated"


# --- the client against a stand-in --------------------------------------------------------


def _complete(model, url: str, n: int = 1, stopped: dict | None = None) -> list:
    client = ModelClient(model, [url], "test-key", 1, stopped=stopped)

    async def go():
        try:
            return [await client.complete(MSG, client.key("p" * 64, 42, i)) for i in range(n)]
        finally:
            await client.close()

    return asyncio.run(go())


def test_the_client_retries_a_per_minute_429_and_reads_the_thinking():
    replies = [(429, GEMINI_429_PER_MINUTE), (200, answer_body())]
    srv = Loopback(lambda path, body: replies.pop(0))
    try:
        [result] = _complete(gemini(base_urls=(srv.url,), backoff_s=0.01), srv.url)
    finally:
        srv.stop()
    assert result.status == "ok" and result.attempts == 2
    assert [a["status"] for a in result.attempt_log] == ["rate_limited", "ok"]
    assert result.reasoning_tokens == 612
    assert srv.bodies[0]["max_tokens"] == 2048


def test_the_client_stops_the_model_on_a_daily_quota():
    srv = Loopback(lambda path, body: (429, GEMINI_429_PER_DAY))
    stopped: dict[str, str] = {}
    try:
        results = _complete(gemini(base_urls=(srv.url,), backoff_s=0.01), srv.url, n=3, stopped=stopped)
    finally:
        srv.stop()
    assert [r.status for r in results] == ["quota", "not_run", "not_run"]
    assert srv.requests == 1  # never retried, never asked again
    assert "$GEMINI_API_KEY" in stopped["gemini:gemini-2.5-flash"]


# --- a black-box run ----------------------------------------------------------------------

ARGS = ["--cre-n", "2", "--cre-fillers", "ws", "--cre-positions", "end", "-p", "no:cacheprovider", "-rs"]


def test_a_grid_on_gemini_2_5_flash_through_its_preset(cells, monkeypatch):
    """models/gemini-2.5-flash.toml names the preset and points it at the stand-in (how tests
    reach presets' stand-ins: a model file's base_url). The first answer is the list-shaped
    per-minute 429, then each answer carries Gemini's thinking count."""
    from pytest_cre.families.reasoning.sim import AnswerBook
    from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
    from pytest_cre.sim.server import start_sim

    arith = BUILTIN_TASKS["arith"]
    data, book = arith.load(None), AnswerBook()
    book.add(data.targets + data.filler, arith.render_question)
    sim = start_sim([book])
    standin = Dressed(sim.url, gemini_thoughts(300), errors=[(429, GEMINI_429_PER_MINUTE)])
    monkeypatch.setenv("GEMINI_API_KEY", "gm-test-key")
    try:
        (cells.path / "models").mkdir()
        (cells.path / "models" / "gemini-2.5-flash.toml").write_text(
            f'name = "gemini-2.5-flash"\nvendor = "gemini"\nbase_url = "{standin.url}"\n'
            "thinking = false\nmax_tokens = 256\nmax_attempts = 3\n"
        )
        result = cells.runpytest(*ARGS, "--cre-model", "gemini-2.5-flash", "--cre-tiers", "4k", "--cre-cache", "off")
    finally:
        standin.stop()
        sim.stop()
    result.assert_outcomes(passed=1)
    recs = run_records(cells.path / "reports/latest")
    assert len(recs) == 2 and {r["status"] for r in recs} == {"ok"}
    assert {r["vendor"] for r in recs} == {"gemini"}
    assert {r["reasoning_tokens"] for r in recs} == {300}
    assert sorted(len(r["attempt_log"]) for r in recs) == [1, 2]  # the 429 was asked again
    assert all(b["reasoning_effort"] == "none" and b["model"] == "gemini-2.5-flash" for b in standin.bodies)
    assert set(standin.keys) == {"Bearer gm-test-key"}


@pytest.mark.parametrize("mode", ["wait", "submit"])
def test_batch_is_refused_in_one_line_and_nothing_is_sent(cells, monkeypatch, mode):
    """Gemini's OpenAI-compatible endpoint takes no batch uploads and serves no downloads (its
    docs' Batch API section: files go through the native Files API), so the preset has no batch
    and --cre-batch stops at once: one line, exit 4, not a request sent to the stand-in."""
    assert VENDORS["gemini"].batch is False
    standin = Dressed("http://127.0.0.1:9", gemini_thoughts(0))
    monkeypatch.setenv("GEMINI_API_KEY", "gm-test-key")
    try:
        (cells.path / "models").mkdir()
        (cells.path / "models" / "gemini-2.5-flash.toml").write_text(
            f'name = "gemini-2.5-flash"\nvendor = "gemini"\nbase_url = "{standin.url}"\nthinking = false\n'
        )
        result = cells.runpytest(*ARGS, "--cre-model", "gemini-2.5-flash", "--cre-tiers", "4k", "--cre-batch", mode)
    finally:
        standin.stop()
    assert result.ret == 4
    err = result.stderr.str()
    assert "--cre-batch: gemini-2.5-flash has no batch API" in err and "Traceback" not in err
    assert standin.bodies == [] and standin.keys == []
