"""The Anthropic wire against a loopback stand-in of the Messages API: the bytes a request
carries (key header, anthropic-version, the 1M beta header past 200K, system, max_tokens,
thinking, no cache_control unless asked), answers with thinking blocks, limit hits, each error
class from a real body, pacing headers, and hostile answers."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
from pathlib import Path

import pytest
from anthropic_standin import RATE_HEADERS, Standin, error, message

from pytest_cre.core.errors import CreUsageError
from pytest_cre.endpoints import anthropic_wire
from pytest_cre.endpoints.client import ModelClient, body_limit
from pytest_cre.endpoints.vendors import ModelConfig, preset_model

KEY = "sk-ant-api03-Zq8Xk2LmN4pR7sT1vW3yB5dF6gH9jK0"
MESSAGES = [{"role": "system", "content": "Answer with a number."}, {"role": "user", "content": "What is 6 x 7?"}]
FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "vendor_bodies.json"
BODIES = {c["id"]: c for c in json.loads(FIXTURE.read_text(encoding="utf-8")) if c["vendor"] == "Anthropic"}


def claude(standin: Standin, model_id: str = "claude-sonnet-4-5", **kw) -> ModelConfig:
    return dataclasses.replace(preset_model("claude", "anthropic", model_id, **kw), base_urls=(standin.url,))


def ask(model: ModelConfig, messages=MESSAGES, prompt_tokens: int = 1000, key: str | None = KEY):
    async def go():
        client = ModelClient(model, list(model.base_urls), key, 4)
        try:
            return await client.complete(messages, "k", prompt_tokens=prompt_tokens), client
        finally:
            await client.close()

    return asyncio.run(go())


@pytest.fixture
def standin():
    srv = Standin()
    yield srv
    srv.stop()


def serve(*replies):
    """A stand-in answering with ``replies`` in turn (the last one again after)."""
    queue = list(replies)
    return Standin(lambda body: queue.pop(0) if len(queue) > 1 else queue[0])


# --- the request ----------------------------------------------------------------------------


def test_the_request_is_the_messages_api_with_the_key_and_version_headers(standin):
    result, _ = ask(claude(standin, temperature=0.0, max_output_tokens=2048))
    assert result.status == "ok" and result.response == "The answer is 42."
    (req,) = standin.seen
    assert req.path == "/v1/messages"
    # anthropic 2.x sends the key as a bearer token (1.x sent x-api-key), with a dated version
    assert req.headers["authorization"] == f"Bearer {KEY}"
    assert "x-api-key" not in req.headers
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", req.headers["anthropic-version"])
    assert "anthropic-beta" not in req.headers  # a short prompt needs no beta
    assert req.body == {
        "model": "claude-sonnet-4-5",
        "max_tokens": 2048,  # always: the API refuses a request without it
        "system": "Answer with a number.",  # apart from the turns
        "messages": [{"role": "user", "content": "What is 6 x 7?"}],
        "temperature": 0.0,
    }
    assert b"cache_control" not in req.raw  # prompt caching is off unless a model file asks


def test_thinking_is_sent_as_anthropic_spells_it_and_read_back(standin):
    result, _ = ask(claude(standin, thinking=True, temperature=0.0, max_output_tokens=8192))
    body = standin.seen[0].body
    assert body["thinking"] == {"type": "enabled", "budget_tokens": 8192 - anthropic_wire.ANSWER_ROOM}
    assert "temperature" not in body  # Anthropic refuses a temperature with thinking on
    assert result.reasoning == "Let me work through it step by step."
    assert result.response == "The answer is 42."
    assert result.request_params["thinking"]["type"] == "enabled"  # the record says what was sent
    ask(claude(standin, thinking=False))
    assert standin.seen[1].body["thinking"] == {"type": "disabled"}


def test_thinking_with_too_small_a_budget_is_one_usage_error():
    model = preset_model("claude", "anthropic", "claude-sonnet-4-5", thinking=True, max_output_tokens=1500)
    with pytest.raises(CreUsageError, match=r"max_tokens of at least 2048.*raise max_tokens"):
        anthropic_wire.message_body(model, MESSAGES)


@pytest.mark.parametrize(
    ("model_id", "prompt_tokens", "beta"),
    [
        ("claude-sonnet-4-5", 190_000, True),  # past 200K in Claude's tokens, perhaps
        ("claude-sonnet-4-5-20250929", 500_000, True),
        ("claude-sonnet-4-20250514", 300_000, True),
        ("claude-sonnet-4-5", 100_000, False),  # well inside the standard window
        ("claude-sonnet-4-6", 500_000, False),  # a 1M window without the beta
        ("claude-opus-4-6", 500_000, False),
        ("claude-haiku-4-5", 300_000, False),  # no 1M window to open
    ],
)
def test_the_long_context_beta_header_goes_where_a_model_needs_it(standin, model_id, prompt_tokens, beta):
    ask(claude(standin, model_id), prompt_tokens=prompt_tokens)
    assert standin.seen[0].headers.get("anthropic-beta") == ("context-1m-2025-08-07" if beta else None)


def test_prompt_caching_marks_the_prompt_only_when_the_model_file_asks(standin):
    ask(claude(standin, prompt_cache=True))
    body = standin.seen[0].body
    assert body["system"] == [{"type": "text", "text": "Answer with a number.", "cache_control": {"type": "ephemeral"}}]
    assert body["messages"][-1]["content"] == [
        {"type": "text", "text": "What is 6 x 7?", "cache_control": {"type": "ephemeral"}}
    ]


def test_the_request_stays_on_its_origin_when_redirected():
    """A 307 to another origin is not followed: the key never travels there."""
    other = Standin()
    srv = Standin(lambda body: (307, "", {"Location": f"{other.url}/v1/messages"}))
    try:
        result, _ = ask(claude(srv))
    finally:
        srv.stop()
        other.stop()
    assert other.seen == [] and result.status != "ok"


# --- the answer -----------------------------------------------------------------------------


def test_an_answer_with_thinking_blocks_fills_the_record_as_other_vendors_do():
    usage = {"input_tokens": 120, "output_tokens": 900, "cache_read_input_tokens": 4000}
    usage["cache_creation_input_tokens"] = 30
    redacted = [{"type": "redacted_thinking", "data": "EmwKAhgBEgy3va3pzix/LafPsn4a"}]
    srv = serve((200, message("So 42.", thinking="6 x 7 = 42", usage=usage, extra_blocks=redacted)))
    try:
        result, _ = ask(claude(srv, thinking=True, max_output_tokens=4096))
    finally:
        srv.stop()
    assert (result.status, result.response, result.finish_reason) == ("ok", "So 42.", "end_turn")
    assert result.reasoning == "6 x 7 = 42\n[redacted_thinking]"
    # the whole prompt as OpenAI counts it: input, cache reads and cache writes
    assert (result.reported_prompt_tokens, result.cached_tokens, result.completion_tokens) == (4150, 4000, 900)


@pytest.mark.parametrize(
    ("stop_reason", "text", "status"),
    [
        ("max_tokens", "The answer is", "truncated"),  # a limit hit, counted wrong and flagged
        ("max_tokens", None, "truncated"),  # the budget went to thinking
        ("model_context_window_exceeded", "The ans", "truncated"),
        ("stop_sequence", "42", "ok"),
        ("refusal", None, "filtered"),
        ("pause_turn", None, "bad_response"),  # no final answer: asked again
    ],
)
def test_stop_reasons_are_outcomes(stop_reason, text, status):
    srv = serve((200, message(text, thinking="...", stop_reason=stop_reason)))
    try:
        result, _ = ask(claude(srv, max_attempts=1))
    finally:
        srv.stop()
    assert (result.status, result.finish_reason) == (status, stop_reason)


def test_the_pacer_reads_the_anthropic_ratelimit_headers(standin):
    _, client = ask(claude(standin))
    assert {"requests", "input-tokens", "output-tokens"} <= client.pacer.learned
    assert client.pacer.buckets["input-tokens"].capacity == pytest.approx(
        int(RATE_HEADERS["anthropic-ratelimit-input-tokens-limit"]) * 0.97
    )


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fixture", "status", "attempts"),
    [
        ("anthropic-529-overloaded-error", "server_error", 2),  # transient: asked again
        ("anthropic-500-api-error", "server_error", 2),
        ("anthropic-429-rate-limit-error", "rate_limited", 2),
        ("anthropic-400-prompt-is-too-long", "context_overflow", 1),  # never retried
        ("anthropic-413-request-too-large", "context_overflow", 1),
        ("anthropic-401-invalid-x-api-key", "auth", 1),  # fatal: the model stops
        ("anthropic-403-permission-error", "auth", 1),
        ("anthropic-404-not-found-model", "not_found", 1),
    ],
)
def test_each_anthropic_error_is_its_outcome_class(fixture, status, attempts):
    case = BODIES[fixture]
    srv = serve((case["status"], case["body"]))
    try:
        result, client = ask(claude(srv, max_attempts=2, backoff_s=0.01))
    finally:
        srv.stop()
    assert (result.status, result.attempts) == (status, attempts)
    if status in ("auth", "not_found"):
        assert client.stop_reason is not None and "\n" not in client.stop_reason
    if fixture == "anthropic-404-not-found-model":  # the model id, not the URL, is what to fix
        assert "does not know model 'claude-sonnet-4-5'" in client.stop_reason
        assert f"GET {srv.url}/v1/models" in client.stop_reason


def test_a_404_for_a_path_names_the_messages_endpoint():
    srv = serve((404, '{"type":"error","error":{"type":"not_found_error","message":"Not Found"}}'))
    try:
        _, client = ask(claude(srv))
    finally:
        srv.stop()
    assert f"{srv.url}/v1/messages answered 404" in client.stop_reason


def test_every_documented_error_type_has_a_real_body():
    kinds = {re.search(r'"type":\s*"(\w+)"\s*,\s*"message"', c["body"])[1] for c in BODIES.values()}
    assert kinds >= {
        "overloaded_error",
        "rate_limit_error",
        "request_too_large",
        "invalid_request_error",
        "authentication_error",
        "permission_error",
        "not_found_error",
        "api_error",
    }
    assert all(c["source"].startswith("https://github.com/") for c in BODIES.values())


def test_an_error_sent_with_a_200_is_classified_by_its_type():
    srv = serve((200, error("permission_error", "Permission denied")))
    try:
        result, client = ask(claude(srv))
    finally:
        srv.stop()
    assert result.status == "auth" and client.stop_reason is not None


# --- hostile answers ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        json.dumps({"type": "message", "content": "42", "stop_reason": "end_turn"}),  # not a block list
        json.dumps({"type": "message", "content": [{"type": "text", "text": 42}], "stop_reason": "end_turn"}),
        json.dumps({"type": "message", "content": [{"type": "thinking", "thinking": ["x"]}], "stop_reason": "x"}),
        message(usage={"input_tokens": "10", "output_tokens": 3}),
        message(usage={"input_tokens": 10**12, "output_tokens": 3}),
        message(usage={"input_tokens": True, "output_tokens": 3}),
        message(stop_reason="end turn; rm -rf /" * 10),
        message(model="m" * 1000),
        json.dumps({"type": "message", "content": [], "stop_reason": "end_turn", "usage": "lots"}),
        json.dumps({"type": "message", "content": [], "stop_reason": "end_turn"}),  # nothing in it
        "[" * 100_000 + "]" * 100_000,  # deep
        "",
        "null",
    ],
)
def test_a_hostile_answer_is_bad_response_never_an_exception(body):
    srv = serve((200, body))
    try:
        result, _ = ask(claude(srv, max_attempts=1))
    finally:
        srv.stop()
    assert result.status == "bad_response", result


def test_a_huge_answer_is_not_read_past_its_bound():
    model = preset_model("claude", "anthropic", "claude-sonnet-4-5", max_response_chars=1000)
    huge = message("4" * (body_limit(model) + 10))
    srv = serve((200, huge))
    try:
        result, _ = ask(dataclasses.replace(model, base_urls=(srv.url,), max_attempts=1))
    finally:
        srv.stop()
    assert result.status == "bad_response" and "was not read" in result.error


def test_a_key_quoted_back_is_redacted_from_answer_and_error():
    srv = serve(
        (401, error("authentication_error", f"invalid x-api-key {KEY}")),
    )
    try:
        result, client = ask(claude(srv))
    finally:
        srv.stop()
    assert KEY not in (result.error or "") and KEY[8:20] not in (result.error or "")
    assert KEY not in (client.stop_reason or "")
    srv = serve((200, message(f"Your key is {KEY}. The answer is 42.", thinking=f"the key {KEY}")))
    try:
        result, _ = ask(claude(srv))
    finally:
        srv.stop()
    assert KEY not in result.response and KEY not in result.reasoning and "42" in result.response
