"""Anthropic's Messages API (``POST /v1/messages``) as the endpoint layer speaks it: the request
body, the long-context beta header, the answer read into a ``CallResult``, and the SDK's
exceptions as outcome classes. Pure except ``make_sdk``, the one place the optional
``anthropic`` SDK is imported (only when an anthropic model is sent a request).

Written from Anthropic's public API reference: ``system`` travels apart from ``messages``,
``max_tokens`` is always required, thinking is ``{"type": "enabled", "budget_tokens": N}``,
an answer is a list of content blocks (``text``, ``thinking``, ``redacted_thinking``) with a
``stop_reason`` and ``usage`` whose ``input_tokens`` leave out the prompt-cache reads and writes.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

from ..core.errors import CreUsageError
from ..core.secret import Secret, reveal
from . import errors
from .answers import CallResult, bound_text, count_problem, finish_problem, unusable_body
from .vendors import ANSWER_ROOM, ModelConfig

EXTRA = "pip install 'pytest-cre[anthropic]'"
MISSING_SDK = f"anthropic models are called through the anthropic SDK, which is not installed: {EXTRA}"

# --- the long-context beta ------------------------------------------------------------------
# Claude's standard window is 200K tokens. Sonnet 4 and Sonnet 4.5 reach 1M only with this beta
# header (Anthropic's context-window docs; later models, Sonnet 4.6 and Opus 4.6 on, have the
# 1M window without it, and the rest stop at 200K whatever is sent).
LONG_CONTEXT_BETA = "context-1m-2025-08-07"
STANDARD_WINDOW = 200_000
_NEEDS_BETA = re.compile(r"claude-sonnet-4(?:-5)?(?:-\d{8}|-0|-latest)?(?:@\d{8})?")
# The budget is counted in the budget tokenizer's tokens (cl100k_base unless a model file says),
# and Claude's own tokenizer counts the same text up to about 30% longer: a prompt whose budget
# count is past STANDARD_WINDOW / CLAUDE_RATIO may be past 200K for Claude. The header costs
# nothing below 200K (the long-context price applies only to requests past it).
CLAUDE_RATIO = 1.3

# --- thinking -------------------------------------------------------------------------------
# budget_tokens is max_tokens less ANSWER_ROOM (1024): the thinking can never eat the whole budget
# and the visible answer always has room (the API wants budget_tokens below max_tokens and at
# least MIN_THINKING, 1024; a model with less room is refused when it is made, in ModelConfig).

# stop_reason -> outcome (the rest: an answer with text is ok, one without is asked again).
_STOPS = {
    "end_turn": "ok",
    "stop_sequence": "ok",
    "max_tokens": "truncated",  # a limit hit: counted wrong, flagged as max-gen
    "model_context_window_exceeded": "truncated",
    "refusal": "filtered",
    "pause_turn": "bad_response",  # a paused turn carries no final answer: ask again
    "tool_use": "bad_response",  # no tools are offered: not an answer
}
_MAX_MODEL_ID = 256


def needs_beta(model_id: str) -> bool:
    """Whether ``model_id`` reaches past 200K tokens only with the long-context beta header."""
    return _NEEDS_BETA.fullmatch(model_id) is not None


def beta_headers(model: ModelConfig, prompt_tokens: int) -> dict[str, str]:
    """The ``anthropic-beta`` header a request of ``prompt_tokens`` (the budget count) sends:
    the 1M-context beta where the model needs it and the prompt may be past 200K for Claude."""
    if needs_beta(model.model_id) and prompt_tokens * CLAUDE_RATIO > STANDARD_WINDOW:
        return {"anthropic-beta": LONG_CONTEXT_BETA}
    return {}


def thinking_budget(model: ModelConfig) -> int:
    """``budget_tokens`` for ``model`` with thinking on: max_tokens less ``ANSWER_ROOM``."""
    return model.max_output_tokens - ANSWER_ROOM


def split_system(messages: list[dict[str, str]]) -> tuple[str, list[dict[str, Any]]]:
    """The Messages API's shape of ``messages``: the system messages' contents joined into one
    ``system`` text ("" when none), and the user and assistant turns in order. The request and
    its token count (``vendor_counts.AnthropicCounter``) both send this."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    return system, [{"role": m["role"], "content": m["content"]} for m in messages if m["role"] != "system"]


def message_body(model: ModelConfig, messages: list[dict[str, str]]) -> dict[str, Any]:
    """The Messages API request for ``messages`` (role/content dicts): system messages taken
    out into ``system``, max_tokens always, temperature only without thinking (Anthropic refuses
    a temperature other than 1 with thinking on), stop_sequences, thinking, extra_body on top.
    Prompt caching only when the model file asks (``prompt_cache = true``): a cached prefix is
    cheaper and faster, which changes what a run measures."""
    system, turns = split_system(messages)
    body: dict[str, Any] = {"model": model.model_id, "max_tokens": model.max_output_tokens, "messages": turns}
    if system:
        body["system"] = system
    if model.temperature is not None and not model.thinking:
        body["temperature"] = model.temperature
    if model.stop:
        body["stop_sequences"] = list(model.stop)
    if model.thinking is not None:
        body["thinking"] = (
            {"type": "enabled", "budget_tokens": thinking_budget(model)} if model.thinking else {"type": "disabled"}
        )
    if model.prompt_cache:
        _mark_cached(body)
    body.update(model.extra_body)
    return body


def _mark_cached(body: dict[str, Any]) -> None:
    """Cache breakpoints on the system text and on the last user turn: the whole prompt is
    the cached prefix, so the samples of one cell after the first read it from the cache."""
    ephemeral = {"type": "ephemeral"}
    if "system" in body:
        body["system"] = [{"type": "text", "text": body["system"], "cache_control": ephemeral}]
    users = [t for t in body["messages"] if t["role"] == "user"]
    if users:
        users[-1]["content"] = [{"type": "text", "text": users[-1]["content"], "cache_control": ephemeral}]


def recorded_params(model: ModelConfig) -> dict[str, Any]:
    """What a record says was sent besides the messages (and what the response key holds)."""
    body = message_body(model, [])
    recorded = {k: v for k, v in body.items() if k not in ("model", "messages", "system")}
    if model.prompt_cache:  # cached answers are the same answers, but a record says it was on
        recorded["prompt_cache"] = True
    return recorded


# --- the answer ---------------------------------------------------------------------------


def parse_message(model: ModelConfig, body: bytes) -> CallResult:
    """A 200's body (already bounded) as ``model``'s answer: text blocks joined as the response,
    thinking blocks (redacted ones marked) as the reasoning, usage in the counts every vendor
    fills (the prompt: input, cache reads and cache writes together, as OpenAI counts it).
    Every field is the server's and checked."""
    text = body.decode("utf-8", errors="replace")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return unusable_body(text)
    if not isinstance(data, dict) or data.get("type") != "message":
        return unusable_body(text)
    problem = _message_problem(data)
    if problem is not None:
        return CallResult(status="bad_response", error=f"HTTP 200 with a malformed answer: {problem}")
    texts, thoughts = [], []
    for block in data["content"]:
        kind = block.get("type")
        if kind == "text":
            texts.append(block["text"])
        elif kind == "thinking":
            thoughts.append(block["thinking"])
        elif kind == "redacted_thinking":
            thoughts.append("[redacted_thinking]")  # encrypted: that it thought is all we know
    usage = data.get("usage") or {}
    reads, writes = usage.get("cache_read_input_tokens"), usage.get("cache_creation_input_tokens")
    prompt = usage.get("input_tokens")
    counts: dict[str, Any] = {
        "reported_prompt_tokens": None if prompt is None else prompt + (reads or 0) + (writes or 0),
        "completion_tokens": usage.get("output_tokens"),  # thinking included: Anthropic bills it so
        "reasoning_tokens": None,  # not reported apart
        "cached_tokens": reads,
    }
    problem = next((p for p in (count_problem(k, v) for k, v in counts.items()) if p), None)
    if problem is not None:
        return CallResult(status="bad_response", error=f"HTTP 200 with a malformed answer: {problem}")
    finish = data.get("stop_reason")
    content = "".join(texts) or None
    reasoning = "\n".join(thoughts) or None
    status = _STOPS.get(finish) if finish is not None else None
    if status is None or (status == "ok" and not content and not reasoning):
        status = "ok" if content or reasoning else "bad_response"
    if status == "ok":
        # Thinking with no visible answer is the model's answer (scored as no_answer).
        content = content or ""
    limit = model.max_response_chars
    content, cut = bound_text(content, limit)
    reasoning, cut_reasoning = bound_text(reasoning, limit)
    note = f"stop_reason {finish}: no final answer" if status == "bad_response" else None
    if cut or cut_reasoning:
        which = " and ".join(w for w, c in (("answer", cut), ("reasoning", cut_reasoning)) if c)
        note = f"the {which} was cut to {limit:,} characters (max_response_chars; a model file raises it)"
    return CallResult(status=status, response=content, reasoning=reasoning, finish_reason=finish, error=note, **counts)


def _message_problem(data: dict[str, Any]) -> str | None:
    """Why a message's fields cannot be taken as they came, or None."""
    model = data.get("model")
    if model is not None and (not isinstance(model, str) or len(model) > _MAX_MODEL_ID):
        return "model is not a short string"
    content = data.get("content")
    if not isinstance(content, list) or not all(isinstance(b, dict) for b in content):
        return "content is not a list of blocks"
    for block in content:
        field = {"text": "text", "thinking": "thinking"}.get(block.get("type"))  # type: ignore[arg-type]
        if field is not None and not isinstance(block.get(field), str):
            return f"a {field} block's {field} is not a string"
    usage = data.get("usage")
    if usage is not None and not isinstance(usage, dict):
        return "usage is not an object"
    for name in ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens"):
        problem = count_problem(name, (usage or {}).get(name))
        if problem is not None:
            return problem
    return finish_problem(data.get("stop_reason"))


# --- the SDK --------------------------------------------------------------------------------


def make_sdk(base_url: str, api_key: Secret | str | None, timeout_s: float) -> Any:
    """An ``AsyncAnthropic`` for ``base_url``: no SDK retries (our loop records every attempt),
    no redirects followed (a key never travels to another origin). ``CreUsageError`` naming the
    extra when the SDK is not installed."""
    try:
        import anthropic
    except ImportError:
        raise CreUsageError(MISSING_SDK) from None
    # The one place the key is revealed: the SDK sends it; nothing of ours holds it in clear.
    return anthropic.AsyncAnthropic(
        base_url=base_url,
        api_key=reveal(api_key) or "not-needed",
        max_retries=0,
        timeout=timeout_s,
        http_client=anthropic.DefaultAsyncHttpxClient(follow_redirects=False, timeout=timeout_s),
    )


def open_stream(sdk: Any, body: dict[str, Any], headers: dict[str, str]) -> Any:
    """The request as a raw streamed response (``async with``): its body is read, bounded, by
    the caller; the SDK would read all of it."""
    # Only the fields every 2.x release names go as arguments; the rest travel as JSON as they
    # are (2.x releases drop sampling arguments, such as temperature, from the signature).
    named = {k: body[k] for k in ("model", "max_tokens", "messages")}
    rest = {k: v for k, v in body.items() if k not in named}
    return sdk.messages.with_streaming_response.create(**named, extra_body=rest or None, extra_headers=headers or None)


def classify_exception(exc: BaseException) -> str | None:
    """An ``anthropic`` SDK exception as an outcome class; None for anything else."""
    anthropic = sys.modules.get("anthropic")  # never imported here: only an SDK in use raises
    if anthropic is None:
        return None
    if isinstance(exc, anthropic.APITimeoutError):
        return "timeout"
    if isinstance(exc, anthropic.APIStatusError):
        return errors.classify_error(exc.status_code, f"{exc.message} {exc.body}")
    if isinstance(exc, anthropic.APIConnectionError):
        return "connection_error"
    if isinstance(exc, anthropic.APIResponseValidationError):
        return "bad_response"
    return None
