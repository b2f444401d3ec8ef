"""``--cre-tokenizer server`` for Claude and Gemini: each counts at its vendor's own endpoint
(Anthropic ``/v1/messages/count_tokens``, Gemini ``models/{model}:countTokens``), with the
headers the vendor's reference asks for, bounded, cached, a 429 waited out, and every refusal
one line naming the fix that never quotes the key. Against loopback stand-ins that count
whitespace words, so each count here is recounted independently."""

from __future__ import annotations

import dataclasses
import json

import pytest
from count_standins import CLAUDE_TEMPLATE, KEY, CountStandIn, words

from pytest_cre.core.errors import CreDataError, CreUsageError
from pytest_cre.core.secret import Secret
from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.vendor_counts import AnthropicCounter, GeminiCounter
from pytest_cre.endpoints.vendors import resolve_model

FILLER = "Tom has 3 apples and buys 4 more.\n\n"


@pytest.fixture
def stand_in():
    server = CountStandIn()
    yield server
    server.stop()


def _model(spec: str, base_url: str):
    model = resolve_model(spec)
    return dataclasses.replace(model, base_urls=(base_url,), tokenizer=f"server:{model.model_id}")


def test_claude_counts_at_count_tokens_with_the_messages_api_headers(stand_in):
    counter = AnthropicCounter("claude-sonnet-4-5", stand_in.root, Secret(KEY))
    assert counter.prompt("one two three") == 3 + CLAUDE_TEMPLATE  # the request's count, template included
    assert counter.text(FILLER) == words(FILLER)  # a piece: bare (the message's own cost measured once)
    assert stand_in.paths == ["/v1/messages/count_tokens"] * 3 and counter.calls == 3
    headers = stand_in.headers_seen[0]
    # As the anthropic SDK 2.x sends them: the key as a bearer token, a dated version.
    assert headers["authorization"] == f"Bearer {KEY}" and headers["anthropic-version"] == "2026-10-21"


def test_gemini_counts_on_the_native_api_under_its_openai_base_with_the_key_in_a_header(stand_in):
    counter = GeminiCounter("models/gemini-2.5-pro", stand_in.gemini_base, Secret(KEY))
    assert counter.prompt("one two three") == 3
    assert counter.text(FILLER) == words(FILLER)
    assert stand_in.paths[0] == "/v1beta/models/gemini-2.5-pro:countTokens"
    assert all("key=" not in p and KEY not in p for p in stand_in.paths)  # a URL ends up in messages
    assert stand_in.headers_seen[0]["x-goog-api-key"] == KEY


@pytest.mark.parametrize("spec", ["anthropic:claude-sonnet-4-5", "gemini:gemini-2.5-pro"])
def test_a_model_files_base_url_moves_the_count_and_counts_are_cached(stand_in, monkeypatch, spec):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("GEMINI_API_KEY", KEY)
    base = stand_in.root if spec.startswith("anthropic") else stand_in.gemini_base
    model = _model(spec, base)
    tokenizer = server_info.tokenizer_for(model)
    pieces = [FILLER, "What is 3 + 4?\n\n", FILLER]
    assert tokenizer.counts(pieces) == [words(p) for p in pieces]
    calls = server_info.tokenize_calls(model)
    assert tokenizer.counts(pieces) == [words(p) for p in pieces] and server_info.tokenize_calls(model) == calls
    assert calls == 3  # "." once (the message's own cost), then each distinct piece once


def test_a_429_waits_its_retry_after_and_is_asked_again(stand_in):
    stand_in.fail = [(429, '{"type": "error", "error": {"type": "rate_limit_error"}}', {"retry-after": "0"})] * 2
    counter = AnthropicCounter("claude-sonnet-4-5", stand_in.root, Secret(KEY))
    assert counter.prompt("a b") == 2 + CLAUDE_TEMPLATE
    assert counter.calls == 3


def test_a_429_that_does_not_end_is_one_line(stand_in, monkeypatch):
    monkeypatch.setattr("pytest_cre.endpoints.vendor_counts.MAX_WAIT_S", 0.0)
    stand_in.fail = [(429, "{}", {})] * 10
    with pytest.raises(CreDataError, match=r"stayed rate limited after 4 waits \(HTTP 429\): run again later"):
        GeminiCounter("gemini-2.5-pro", stand_in.gemini_base, Secret(KEY)).prompt("a b")
    assert len(stand_in.paths) == 5  # the first ask and four more, no more


def _claude_error(kind: str, message: str) -> str:
    """An error body as Anthropic's reference shapes it."""
    return json.dumps({"type": "error", "error": {"type": kind, "message": message}})


def _google_error(code: int, status: str) -> str:
    """An error body as Google's APIs shape it."""
    return json.dumps({"error": {"code": code, "message": status.lower(), "status": status}})


HOSTILE = [
    (401, _claude_error("authentication_error", "invalid x-api-key"), "refused the key (HTTP 401): check {env}"),
    (403, _google_error(403, "PERMISSION_DENIED"), "refused the key (HTTP 403)"),
    (404, _claude_error("not_found_error", "model: m"), "has no such model or endpoint (HTTP 404)"),
    (500, _claude_error("api_error", "Internal server error"), "failed twice (HTTP 500)"),
    (400, _google_error(400, "INVALID_ARGUMENT"), "refused the count (HTTP 400)"),
    (200, '{"input_tokens": "12", "totalTokens": "12"}', "answered with no token count"),
    (200, '{"input_tokens": -3, "totalTokens": -3}', "answered with no token count"),
    (200, '{"input_tokens": 1e300, "totalTokens": 100000000000000}', "answered with no token count"),
    (200, "[" * 100_000 + "]" * 100_000, "answered with no token count"),
    (200, '{"message": "your key ' + KEY + ' is fine", "input_tokens": true}', "answered with no token count"),
    (200, "not json " + KEY, "answered with no token count"),
]


@pytest.mark.parametrize(("vendor", "env"), [("anthropic", "ANTHROPIC_API_KEY"), ("gemini", "GEMINI_API_KEY")])
@pytest.mark.parametrize(("status", "body", "said"), HOSTILE, ids=[f"{s}-{i}" for i, (s, _, _) in enumerate(HOSTILE)])
def test_a_count_endpoint_that_refuses_is_one_usage_line_at_start(
    stand_in, monkeypatch, vendor, env, status, body, said
):
    monkeypatch.setenv(env, KEY)
    stand_in.fail = [(status, body, {})] * 2
    base = stand_in.root if vendor == "anthropic" else stand_in.gemini_base
    model = _model(f"{vendor}:m-{status}-{len(body)}", base)  # a model of its own: no count cached
    with pytest.raises(CreUsageError) as info:
        server_info.check_server_tokens(model)
    message = str(info.value)
    assert message.startswith(f"--cre-tokenizer server: {vendor} counts at {stand_in.root}")
    assert said.format(env=env) in message and "or count in cl100k_base tokens" in message
    assert "\n" not in message and KEY not in message and len(message) < 400


def test_counting_calls_are_bounded(stand_in, monkeypatch):
    monkeypatch.setattr(server_info, "MAX_TOKENIZE_CALLS", 3)
    counter = GeminiCounter("gemini-2.5-pro", stand_in.gemini_base, Secret(KEY))
    with pytest.raises(
        CreDataError, match=r"more than 3 counting calls to http://127\.0\.0\.1:\d+/v1beta/openai: count"
    ):
        counter.texts(["a", "b c", "d e f", "g"])
    assert len(stand_in.paths) == 3


def test_a_retry_after_is_waited_at_most_a_minute_and_an_absent_one_doubles(stand_in, monkeypatch):
    waits: list[float] = []
    monkeypatch.setattr("pytest_cre.endpoints.vendor_counts.time.sleep", waits.append)
    stand_in.fail = [(429, "{}", {"retry-after": "3600"}), (429, "{}", {}), (429, "{}", {})]
    assert AnthropicCounter("claude-sonnet-4-5", stand_in.root, Secret(KEY)).prompt("a") == 1 + CLAUDE_TEMPLATE
    assert waits == [60.0, 2.0, 4.0]
