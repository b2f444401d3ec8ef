"""``--cre-tokenizer server`` counts a whole conversation (``Tokenizer.count_messages``): vLLM's
``/tokenize`` given the messages, llama.cpp's ``/apply-template`` of them then ``/tokenize``, a
server with neither the sum of each content's bare count; Claude's count_tokens with ``system``
apart and the user/assistant turns as the Messages request sends them; Gemini's countTokens
with ``model``-role assistant turns and the system text as ``systemInstruction``. Against
hand-written loopback servers that keep each body they were sent, so the bodies are pinned."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from count_standins import CLAUDE_TEMPLATE, KEY, CountStandIn, words
from loopback import Loopback

from pytest_cre.core.secret import Secret
from pytest_cre.endpoints import server_info
from pytest_cre.endpoints.anthropic_wire import message_body
from pytest_cre.endpoints.vendor_counts import AnthropicCounter, GeminiCounter
from pytest_cre.endpoints.vendors import resolve_model

SYSTEM = "You answer from the conversation only."
CONVERSATION = [
    {"role": "system", "content": SYSTEM},
    {"role": "user", "content": "Write a poem about tapirs."},
    {"role": "assistant", "content": "Tapirs wander, snouts held low."},
    {"role": "user", "content": "Repeat the first poem about tapirs."},
]
TURNS = CONVERSATION[1:]


@pytest.fixture(autouse=True)
def fresh_tokenizers():
    server_info._server_tokenizer.cache_clear()
    yield
    server_info._server_tokenizer.cache_clear()


@pytest.fixture
def serve():
    started: list[Loopback] = []

    def start(reply: Any) -> Loopback:
        started.append(Loopback(reply))
        return started[-1]

    yield start
    for server in started:
        server.stop()


def served(url: str):
    return dataclasses.replace(resolve_model("llamacpp:m"), base_urls=(url,), tokenizer="server:m")


def reply(status: int, body: dict[str, Any]) -> tuple[int, str]:
    return status, json.dumps(body)


def bare_text(text: str) -> dict[str, Any]:
    """A bare text's /tokenize body, as the counter sends it (both servers' field names)."""
    return {"content": text, "add_special": False, "prompt": text, "add_special_tokens": False, "model": "m"}


def test_vllm_counts_the_whole_conversation_in_one_tokenize_call(serve):
    server = serve(lambda path, body: reply(200, {"count": 57, "max_model_len": 8192, "tokens": [0] * 57}))
    tokenizer = server_info.tokenizer_for(served(server.url))
    assert tokenizer.count_messages(CONVERSATION) == 57
    assert server.bodies == [{"model": "m", "messages": CONVERSATION, "add_generation_prompt": True}]


def test_llamacpp_applies_its_template_to_every_turn_then_counts(serve):
    def llamacpp(path: str, body: dict[str, Any]) -> tuple[int, str]:
        if path == "/apply-template":
            turns = "".join(f"<|{m['role']}|>{m['content']}" for m in body["messages"])
            return reply(200, {"prompt": f"{turns}<|assistant|>"})
        if "messages" in body:
            return reply(200, {"tokens": []})  # llama.cpp given messages counts nothing
        return reply(200, {"tokens": [0] * len(body["content"].split())})

    server = serve(llamacpp)
    tokenizer = server_info.tokenizer_for(served(server.url))
    templated = "".join(f"<|{m['role']}|>{m['content']}" for m in CONVERSATION) + "<|assistant|>"
    assert tokenizer.count_messages(CONVERSATION) == words(templated)
    assert server.bodies == [
        {"model": "m", "messages": CONVERSATION, "add_generation_prompt": True},
        {"messages": CONVERSATION},
        {**bare_text(templated), "add_special": True, "add_special_tokens": True},
    ]
    # One user message is counted as before: the same calls, its content alone in the template.
    server.bodies.clear()
    assert tokenizer.count("one two") == words("<|user|>one two<|assistant|>")
    assert [sorted(b) for b in server.bodies] == [["messages"], sorted(bare_text(""))]


def test_a_server_without_a_template_sums_each_contents_bare_count(serve):
    def bare(path: str, body: dict[str, Any]) -> tuple[int, str]:
        if path == "/apply-template":
            return reply(404, {"error": "no such endpoint"})
        if "messages" in body:
            return reply(200, {"tokens": []})
        return reply(200, {"tokens": [0] * len(body["content"].split())})

    server = serve(bare)
    tokenizer = server_info.tokenizer_for(served(server.url))
    assert tokenizer.count_messages(CONVERSATION) == sum(words(m["content"]) for m in CONVERSATION)
    assert server.bodies[2:] == [bare_text(m["content"]) for m in CONVERSATION]


@pytest.fixture
def stand_in():
    server = CountStandIn()
    yield server
    server.stop()


def test_claude_counts_system_apart_and_the_turns_as_the_request_sends_them(stand_in):
    counter = AnthropicCounter("claude-sonnet-4-5", stand_in.root, Secret(KEY))
    assert counter.chat(CONVERSATION) == sum(words(m["content"]) for m in CONVERSATION) + CLAUDE_TEMPLATE
    (body,) = stand_in.bodies
    assert body == {"model": "claude-sonnet-4-5", "system": SYSTEM, "messages": TURNS}
    sent = message_body(resolve_model("anthropic:claude-sonnet-4-5"), CONVERSATION)
    assert (body["system"], body["messages"]) == (sent["system"], sent["messages"])  # what the run sends
    stand_in.bodies.clear()
    counter.prompt("one two three")  # one message: no system, as before
    one = [{"role": "user", "content": "one two three"}]
    assert stand_in.bodies == [{"model": "claude-sonnet-4-5", "messages": one}]


def test_gemini_counts_model_turns_and_the_system_instruction_in_a_generate_content_request(stand_in):
    counter = GeminiCounter("models/gemini-2.5-pro", stand_in.gemini_base, Secret(KEY))
    assert counter.chat(CONVERSATION) == sum(words(m["content"]) for m in CONVERSATION)
    contents = [
        {"role": "user", "parts": [{"text": TURNS[0]["content"]}]},
        {"role": "model", "parts": [{"text": TURNS[1]["content"]}]},
        {"role": "user", "parts": [{"text": TURNS[2]["content"]}]},
    ]
    assert stand_in.bodies == [
        {
            "generateContentRequest": {
                "model": "models/gemini-2.5-pro",
                "contents": contents,
                "systemInstruction": {"parts": [{"text": SYSTEM}]},
            }
        }
    ]
    stand_in.bodies.clear()
    assert counter.chat(TURNS) == sum(words(m["content"]) for m in TURNS)
    assert stand_in.bodies == [{"contents": contents}]  # no system: contents alone, as a one-message prompt


@pytest.mark.parametrize("spec", ["anthropic:claude-sonnet-4-5", "gemini:gemini-2.5-pro"])
def test_a_vendor_budget_tokenizer_counts_a_conversation_as_one_request(stand_in, monkeypatch, spec):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("GEMINI_API_KEY", KEY)
    base = stand_in.root if spec.startswith("anthropic") else stand_in.gemini_base
    model = resolve_model(spec)
    model = dataclasses.replace(model, base_urls=(base,), tokenizer=f"server:{model.model_id}")
    tokenizer = server_info.tokenizer_for(model)
    template = CLAUDE_TEMPLATE if spec.startswith("anthropic") else 0
    assert tokenizer.count_messages(CONVERSATION) == sum(words(m["content"]) for m in CONVERSATION) + template
    assert len(stand_in.bodies) == 1 and server_info.tokenize_calls(model) == 1
