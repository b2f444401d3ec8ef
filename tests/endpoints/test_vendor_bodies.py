"""Outcome classification against real response and error bodies from public issues and docs.

Every fixture in ``fixtures/vendor_bodies.json`` is a body a user pasted (or a vendor
documented), with its source; see that file's ``note`` fields for what each one exercises.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_cre.endpoints.errors import (
    FATAL,
    OUTCOMES,
    RETRYABLE,
    classify_error,
    classify_ok_body,
    names_missing_model,
)

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "vendor_bodies.json"
BODIES = json.loads(FIXTURE.read_text(encoding="utf-8"))
REQUIRED_VENDORS = {
    "OpenAI",
    "DeepSeek",
    "Moonshot",
    "Z.ai",
    "DashScope",
    "MiMo",
    "vLLM",
    "SGLang",
    "llama.cpp",
    "Ollama",
    "LM Studio",
    "TGI",
}


def classify(status: int | None, body: str) -> str:
    if status == 200:
        return classify_ok_body(body) or "ok"
    return classify_error(status, body)


@pytest.mark.parametrize("case", BODIES, ids=[c["id"] for c in BODIES])
def test_real_body_is_classified(case: dict) -> None:
    assert classify(case["status"], case["body"]) == case["expected"], case["note"]


@pytest.mark.parametrize("case", BODIES, ids=[c["id"] for c in BODIES])
def test_bytes_body_classifies_like_text(case: dict) -> None:
    assert classify_error(case["status"], case["body"].encode("utf-8")) == classify_error(case["status"], case["body"])


DECISIVE = {"auth", "quota", "filtered", "context_overflow", "rate_limited"}


@pytest.mark.parametrize(
    "case", [c for c in BODIES if c["status"] != 200 and c["expected"] in DECISIVE], ids=lambda c: c["id"]
)
def test_body_alone_decides_the_classes_that_stop_or_skip(case: dict) -> None:
    """Streamed errors arrive without a status: the body must carry the decision."""
    assert classify_error(None, case["body"]) == case["expected"]


def test_every_fixture_is_sourced_and_well_formed() -> None:
    ids = [c["id"] for c in BODIES]
    assert len(ids) == len(set(ids))
    for c in BODIES:
        assert set(c) >= {"id", "vendor", "source", "status", "body", "expected", "note"}, c["id"]
        assert c["source"].startswith("https://"), c["id"]
        assert isinstance(c["status"], int) and 100 <= c["status"] <= 599, c["id"]
        assert isinstance(c["body"], str), c["id"]
        assert c["expected"] in OUTCOMES, c["id"]
        assert c["note"].strip(), c["id"]
        if "provenance" in c:
            assert c["provenance"] == "vendor docs", c["id"]
    assert sum("provenance" in c for c in BODIES) <= 3  # nearly all are user pastes


def test_every_named_vendor_appears() -> None:
    assert {c["vendor"] for c in BODIES} >= REQUIRED_VENDORS
    assert len(BODIES) >= 40


def test_retry_and_fatal_sets() -> None:
    assert {"rate_limited", "server_error", "timeout", "connection_error", "bad_response"} == RETRYABLE
    assert {"auth", "quota", "not_found"} == FATAL
    assert not RETRYABLE & FATAL
    assert {"context_overflow", "filtered", "bad_request"}.isdisjoint(RETRYABLE)
    assert (RETRYABLE | FATAL) <= OUTCOMES


# Shapes without a real pasted body (see the report): synthetic on purpose, not fixtures.


def test_length_finish_without_message_is_a_limit_hit() -> None:
    body = json.dumps({"id": "x", "object": "chat.completion", "choices": [{"index": 0, "finish_reason": "length"}]})
    assert classify_ok_body(body) == "truncated"


def test_length_finish_with_empty_content_is_a_limit_hit() -> None:
    body = json.dumps(
        {"choices": [{"index": 0, "finish_reason": "length", "message": {"role": "assistant", "content": ""}}]}
    )
    assert classify_ok_body(body) == "truncated"


def test_reasoning_only_answer_is_left_to_the_parser() -> None:
    body = json.dumps(
        {
            "choices": [
                {"index": 0, "finish_reason": "stop", "message": {"content": "", "reasoning_content": "thinking"}}
            ]
        }
    )
    assert classify_ok_body(body) is None


@pytest.mark.parametrize(
    "body",
    [None, b"", "null", '{"id":null,"choices":null,"usage":null}', "<html>502 Bad Gateway</html>", '{"choices":[]}'],
)
def test_unusable_200_bodies(body) -> None:
    assert classify_ok_body(body) == "bad_response"


def test_error_object_in_200_that_is_not_decisive_is_bad_response() -> None:
    assert classify_ok_body('{"error":{"message":"Internal error","code":500}}') == "bad_response"


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (None, "connection_error"),
        (408, "timeout"),
        (504, "timeout"),
        (502, "server_error"),
        (429, "rate_limited"),
        (401, "auth"),
        (403, "auth"),
        (402, "quota"),
        (404, "not_found"),
        (413, "context_overflow"),
        (400, "bad_request"),
    ],
)
def test_status_only(status, expected) -> None:
    assert classify_error(status, "" if status else None) == expected


def test_unknown_body_without_status_is_error() -> None:
    assert classify_error(None, "something odd happened") == "error"


# A 404 for a path carries nothing but its status; one for a model names the model.
PATH_404 = {"openai-404-invalid-url", "vllm-404-detail-not-found", "relay-404-nginx-html"}
NOT_FOUND = [c for c in BODIES if c["expected"] == "not_found"]


@pytest.mark.parametrize("case", [c for c in NOT_FOUND if c["id"] not in PATH_404], ids=lambda c: c["id"])
def test_a_body_naming_a_missing_model_decides_alone(case: dict) -> None:
    """The stop message names the model id as the fix, and a streamed error has no status."""
    assert names_missing_model(case["body"])
    assert classify_error(None, case["body"]) == "not_found"


@pytest.mark.parametrize("case", [c for c in NOT_FOUND if c["id"] in PATH_404], ids=lambda c: c["id"])
def test_a_path_404_is_not_read_as_a_missing_model(case: dict) -> None:
    assert not names_missing_model(case["body"])  # the fix is the base URL, not the model id


def test_every_path_404_fixture_exists() -> None:
    assert {c["id"] for c in BODIES} >= PATH_404


@pytest.mark.parametrize(
    "body",
    [
        "input length and `max_tokens` exceed context limit: 198000 + 4096 > 200000",
        "The input token count (1500000) exceeds the maximum number of tokens allowed (1048576).",
        "This model's maximum prompt length is 131072 but the request contains 140000 tokens.",
        "Input is too long for requested model.",
        "too many tokens: total number of tokens in the prompt cannot exceed 4081 - received 5000",
    ],
)
def test_overflow_wordings_of_more_vendors(body: str) -> None:
    """Anthropic, Gemini, xAI, Bedrock and Cohere, in the words of issue 18."""
    assert classify_error(400, body) == "context_overflow"
    assert classify_error(None, body) == "context_overflow"


NGINX_413 = "<html><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></html>"


@pytest.mark.parametrize("body", ["", "Request too large", NGINX_413])
def test_413_is_an_overflow_whatever_the_body(body: str) -> None:
    assert classify_error(413, body) == "context_overflow"


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (429, "Too Many Requests"),
        (429, '{"error":{"message":"Too many requests, please slow down","type":"rate_limit"}}'),
        (429, "Too many tokens, please wait before trying again."),
        (None, "Too many tokens, please wait before trying again."),
        (429, "Too many tokens per day, please wait before trying again."),
    ],
)
def test_throttles_are_not_read_as_overflow(status, body) -> None:
    """Overflow markers are whole phrases: a throttle that says "too many" stays a rate limit."""
    assert classify_error(status, body) == "rate_limited"
