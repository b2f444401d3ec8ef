"""An endpoint's answer: ``CallResult`` (what one sample's request produced, plain data for the
record) and the reading of a 200's body into one, where every field the server sends is checked
as untrusted (the same rules for a fresh answer, a batch line and a row read back from the cache).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

from ..core.atomic import well_formed
from . import errors
from .vendors import ModelConfig

_THINK = re.compile(r"<think>(.*?)(?:</think>|\Z)", re.DOTALL)
_LENGTH_FINISH = ("length", "model_context_window_exceeded")


# Outcomes whose responses may be cached (a real answer, possibly cut off).
CACHEABLE = frozenset({"ok", "truncated"})


@dataclass
class CallResult:
    """What one sample's request produced, after retries; plain data for the record."""

    status: str
    response: str | None = None
    reasoning: str | None = None
    finish_reason: str | None = None
    reported_prompt_tokens: int | None = None
    completion_tokens: int | None = None
    reasoning_tokens: int | None = None
    cached_tokens: int | None = None
    reported_cost_usd: float | None = None  # what the server says the answer cost (OpenRouter's usage.cost)
    latency_s: float = 0.0
    started_at: float | None = None  # epoch seconds of the first attempt (None from cache)
    finished_at: float | None = None
    attempts: int = 0
    attempt_log: list[dict[str, Any]] = field(default_factory=list)
    endpoint: str | None = None
    error: str | None = None
    request_params: dict[str, Any] = field(default_factory=dict)
    from_cache: bool = False


# --- what an answer may bring -------------------------------------------------------------
# Every field of an answer comes from the server and is untrusted: a malformed one makes the
# answer ``bad_response`` (asked again, never cached), the same rule for a fresh answer and for
# a row read back from the cache.

MAX_TOKEN_COUNT = 10**9  # a usage number past this is not a token count of one request
# A finish reason is a short identifier ("stop", "length", "content_filter", "eos", ...).
_FINISH_SHAPE = re.compile(r"[A-Za-z][A-Za-z0-9_.:-]{0,63}")
_MAX_MODEL_ID = 256
_COUNTS = ("reported_prompt_tokens", "completion_tokens", "reasoning_tokens", "cached_tokens")
# CallResult field -> accepted types of a cached row's value (None: the field may be null).
_ROW_TYPES: dict[str, tuple[type, ...]] = {
    "status": (str,),
    "response": (str, type(None)),
    "reasoning": (str, type(None)),
    "finish_reason": (str, type(None)),
    "reported_cost_usd": (int, float, type(None)),
    "latency_s": (int, float),
    "started_at": (int, float, type(None)),
    "finished_at": (int, float, type(None)),
    "attempts": (int,),
    "attempt_log": (list,),
    "endpoint": (str, type(None)),
    "error": (str, type(None)),
    "request_params": (dict,),
    "from_cache": (bool,),
}
# Between the kept head and tail of a field cut to the bound: no digit, so never scored.
CUT_MARK = "\n[... cut here: the answer was longer than max_response_chars ...]\n"


def count_problem(name: str, value: Any) -> str | None:
    """Why ``value`` cannot be the token count ``name`` (None when it can, or is absent). The
    value itself is never quoted: a server may have put anything there, a key included."""
    if value is None:
        return None
    if type(value) is not int:  # a bool, a float (Infinity, NaN, 1.5), a string, a list
        return f"{name} is {type(value).__name__}, not a whole number of tokens"
    if not 0 <= value <= MAX_TOKEN_COUNT:
        return f"{name} is out of range (0 to {MAX_TOKEN_COUNT:,})"
    return None


def finish_problem(finish: Any) -> str | None:
    """Why ``finish`` cannot be a finish reason (None when it can, or is absent)."""
    if finish is None:
        return None
    if not isinstance(finish, str) or not _FINISH_SHAPE.fullmatch(finish):
        return "finish_reason is not a short identifier"
    return None


MAX_COST_USD = 1e6  # no one answer costs this much: a larger usage.cost is not a price


def cost_problem(value: Any) -> str | None:
    """Why ``value`` cannot be what one answer cost in USD (None when it can, or is absent)."""
    if value is None:
        return None
    if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value <= MAX_COST_USD:
        return f"usage.cost is not a number of USD from 0 to {MAX_COST_USD:,.0f}"
    return None


def row_problem(row: Any) -> str | None:
    """Why a row read back from the response cache cannot be an answer (None when it can): the
    fields a fresh answer is held to, and the outcome and text a cached answer must have."""
    if not isinstance(row, dict):
        return "not a JSON object"
    if row.get("status") not in CACHEABLE:
        return "its status is not a cached outcome (ok, truncated)"
    for name, types in _ROW_TYPES.items():
        value = row.get(name)
        if name in row and (not isinstance(value, types) or (isinstance(value, bool) and bool not in types)):
            return f"{name} has the wrong type"
        if isinstance(value, float) and not math.isfinite(value):
            return f"{name} is not finite"
    for name in _COUNTS:
        problem = count_problem(name, row.get(name))
        if problem is not None:
            return problem
    problem = finish_problem(row.get("finish_reason")) or cost_problem(row.get("reported_cost_usd"))
    if problem is not None:
        return problem
    if row["status"] == "ok" and not isinstance(row.get("response"), str):
        return "an ok answer without its text"
    return None


def bound_text(text: str | None, limit: int) -> tuple[str | None, bool]:
    """``text`` cut to about ``limit`` characters (its head and its tail, where a final answer
    is written, around ``CUT_MARK``), and whether it was cut; a lone surrogate in it (a JSON
    ``"\\ud800"``) as U+FFFD, so what is scored is what the record and the cache hold."""
    if text is None:
        return text, False
    text = well_formed(text)
    if len(text) <= limit:
        return text, False
    half = max(1, limit // 2)
    return text[:half] + CUT_MARK + text[-half:], True


def split_reasoning(message: Any, field_name: str | None) -> tuple[str | None, str | None]:
    """(visible content, reasoning) from a chat message, wherever the vendor put the thinking."""
    content = message.content
    extra = getattr(message, "model_extra", None) or {}
    reasoning = None
    for name in dict.fromkeys(filter(None, [field_name, "reasoning_content", "reasoning"])):
        if extra.get(name):
            reasoning = str(extra[name])
            break
    if content and "<think>" in content:
        thoughts = _THINK.findall(content)
        reasoning = (reasoning + "\n" if reasoning else "") + "\n".join(t.strip() for t in thoughts)
        content = _THINK.sub("", content).strip()
    return content, reasoning


def parse_answer(model: ModelConfig, body: bytes) -> CallResult:
    """A 200's body (already bounded) as ``model``'s answer; every field it brings is checked
    (a synchronous answer's and a batch line's alike)."""
    from openai.types.chat import ChatCompletion

    text = body.decode("utf-8", errors="replace")
    try:
        data = json.loads(text)  # as the SDK reads it: Infinity and NaN parse (and are refused below)
        if not isinstance(data, dict):
            return unusable_body(text)
        completion = ChatCompletion.construct(**data)
        choice = completion.choices[0]
        message = choice.message
        if not isinstance(message.content, (str, type(None))):
            return unusable_body(text)
        content, reasoning = split_reasoning(message, model.reasoning_field)
    except (IndexError, AttributeError, TypeError, ValueError, KeyError, RecursionError):
        return unusable_body(text)
    usage = getattr(completion, "usage", None)
    details = getattr(usage, "completion_tokens_details", None)
    prompt_details = getattr(usage, "prompt_tokens_details", None)
    finish = choice.finish_reason
    counts: dict[str, Any] = {
        "reported_prompt_tokens": getattr(usage, "prompt_tokens", None),
        "completion_tokens": getattr(usage, "completion_tokens", None),
        "reasoning_tokens": getattr(details, "reasoning_tokens", None),
        "cached_tokens": getattr(prompt_details, "cached_tokens", None),
    }
    problem = _answer_problem(completion, usage, finish, counts)
    cost = (getattr(usage, "model_extra", None) or {}).get("cost")
    problem = problem or cost_problem(cost)
    if problem is not None:
        return CallResult(status="bad_response", error=f"HTTP 200 with a malformed answer: {problem}")
    counts["reported_cost_usd"] = cost
    vendor_finish = errors.finish_class(finish)
    if finish in _LENGTH_FINISH or vendor_finish == "truncated":
        status = "truncated"
    elif finish in ("sensitive", "content_filter") or vendor_finish == "filtered":
        status = "filtered"
    elif finish == "network_error":
        status = "server_error"
    elif not content and not reasoning:
        status = "bad_response"  # a finished answer with nothing in it: ask again
    else:
        # Thinking with no visible answer is the model's answer (scored as no_answer,
        # counted wrong): retrying it or leaving it out would flatter the model.
        status = "ok"
        content = content or ""
    limit = model.max_response_chars
    content, cut = bound_text(content, limit)
    reasoning, cut_reasoning = bound_text(reasoning, limit)
    note = None
    if cut or cut_reasoning:
        which = " and ".join(w for w, c in (("answer", cut), ("reasoning", cut_reasoning)) if c)
        note = f"the {which} was cut to {limit:,} characters (max_response_chars; a model file raises it)"
    return CallResult(status=status, response=content, reasoning=reasoning, finish_reason=finish, error=note, **counts)


def unusable_body(text: str) -> CallResult:
    """A 200 that could not be read as a completion: the body says why (an error object sent
    with a 200 is its own class; empty, keep-alive or all-null bodies are bad_response)."""
    try:
        verdict = errors.classify_ok_body(text) or "bad_response"
    except RecursionError:  # parsed, but too deep to walk
        verdict = "bad_response"
    if verdict == "truncated":  # a length finish with no message: a limit hit
        return CallResult(status="truncated", finish_reason="length", error="length finish without a message")
    shown = " ".join(text[:2000].split())[:300] or "an empty body"
    return CallResult(status=verdict, error=f"HTTP 200 without a usable answer: {shown}")


def _answer_problem(completion: Any, usage: Any, finish: Any, counts: dict[str, Any]) -> str | None:
    """Why an answer's fields (besides its text) cannot be taken as they came, or None."""
    model = getattr(completion, "model", None)
    if model is not None and (not isinstance(model, str) or len(model) > _MAX_MODEL_ID):
        return "model is not a short string"
    if usage is not None and not hasattr(usage, "model_fields_set"):  # not an object
        return "usage is not an object"
    for name, value in counts.items():
        problem = count_problem(name, value)
        if problem is not None:
            return problem
    return finish_problem(finish)
