"""The endpoint layer: one ``AsyncOpenAI`` per (event loop, base URL), vendor quirks as data.

Only this module talks to endpoints. It never raises for an endpoint failure: every call
returns a ``CallResult`` whose ``status`` is an outcome class, so a sample that failed is
recorded (and excluded from accuracy), never counted as a wrong answer.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field
from typing import Any

from .config import ModelConfig

_THINK = re.compile(r"<think>(.*?)(?:</think>|\Z)", re.DOTALL)
_OVERFLOW = re.compile(
    r"context_length_exceeded|maximum context length|exceed_context_size|exceeded model token limit"
    r"|range of input length|\"code\":\s*\"?1261|context window", re.IGNORECASE)
_QUOTA = re.compile(r"insufficient_quota|insufficient balance|\"code\":\s*\"?1113", re.IGNORECASE)


@dataclass
class CallResult:
    """What one request produced; plain data for the record."""

    status: str
    response: str | None = None
    reasoning: str | None = None
    finish_reason: str | None = None
    reported_prompt_tokens: int | None = None
    completion_tokens: int | None = None
    reasoning_tokens: int | None = None
    cached_tokens: int | None = None
    latency_s: float = 0.0
    attempts: int = 1
    endpoint: str | None = None
    error: str | None = None
    request_params: dict[str, Any] = field(default_factory=dict)


def request_params(model: ModelConfig) -> dict[str, Any]:
    """The generation parameters sent besides the messages (exactly one token parameter)."""
    params: dict[str, Any] = {model.token_param: model.max_output_tokens}
    if model.temperature is not None:
        params["temperature"] = model.temperature
    return params


def classify_error(exc: BaseException) -> str:
    """Map an SDK exception to an outcome class from its status code and body."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return "timeout"
    if isinstance(exc, openai.APIStatusError):
        body = f"{exc.message} {exc.body}"
        if _QUOTA.search(body) or exc.status_code == 402:
            return "quota"
        if exc.status_code == 429:
            return "rate_limited"
        if exc.status_code in (400, 413) and _OVERFLOW.search(body):
            return "context_overflow"
        if exc.status_code >= 500:
            return "server_error"
        return "bad_request"
    if isinstance(exc, openai.APIConnectionError):
        return "connection_error"
    if isinstance(exc, (openai.APIResponseValidationError, ValueError, KeyError, TypeError)):
        return "bad_response"
    return "error"


def split_reasoning(message: Any, field_name: str | None) -> tuple[str | None, str | None]:
    """(visible content, reasoning) from a chat message, wherever the vendor put the thinking."""
    content = message.content
    extra = getattr(message, "model_extra", None) or {}
    reasoning = None
    for name in filter(None, [field_name, "reasoning_content", "reasoning"]):
        if extra.get(name):
            reasoning = str(extra[name])
            break
    if content and "<think>" in content:
        thoughts = _THINK.findall(content)
        reasoning = (reasoning + "\n" if reasoning else "") + "\n".join(t.strip() for t in thoughts)
        content = _THINK.sub("", content).strip()
    return content, reasoning


class EndpointClient:
    """Calls one model; create it inside the event loop that will use it."""

    def __init__(self, model: ModelConfig, base_url: str, api_key: str | None, concurrency: int) -> None:
        from openai import AsyncOpenAI

        self.model = model
        self.base_url = base_url
        self._sdk = AsyncOpenAI(base_url=base_url, api_key=api_key or "not-needed", max_retries=2,
                                timeout=600.0)
        self._slots = asyncio.Semaphore(concurrency)

    async def complete(self, messages: list[dict[str, str]]) -> CallResult:
        params = request_params(self.model)
        kwargs: dict[str, Any] = dict(params)
        if self.model.extra_body:
            kwargs["extra_body"] = self.model.extra_body
        recorded = {**params, **({"extra_body": self.model.extra_body} if self.model.extra_body else {})}
        async with self._slots:
            start = time.perf_counter()
            try:
                raw = await self._sdk.chat.completions.with_raw_response.create(
                    model=self.model.model_id, messages=messages, **kwargs)
                completion = raw.parse()
                attempts = int(raw.retries_taken) + 1
            except Exception as exc:  # every failure becomes an outcome, never an exception
                return CallResult(status=classify_error(exc), latency_s=time.perf_counter() - start,
                                  endpoint=self.base_url, error=_safe_error(exc),
                                  request_params=recorded)
        latency = time.perf_counter() - start
        try:
            choice = completion.choices[0]
            content, reasoning = split_reasoning(choice.message, self.model.reasoning_field)
        except (IndexError, AttributeError, TypeError):
            return CallResult(status="bad_response", latency_s=latency, endpoint=self.base_url,
                              attempts=attempts, error="response has no choices", request_params=recorded)
        usage = completion.usage
        details = getattr(usage, "completion_tokens_details", None) if usage else None
        prompt_details = getattr(usage, "prompt_tokens_details", None) if usage else None
        finish = choice.finish_reason
        status = "ok"
        if finish == "length" or finish == "model_context_window_exceeded":
            status = "truncated"
        return CallResult(
            status=status, response=content, reasoning=reasoning, finish_reason=finish,
            reported_prompt_tokens=usage.prompt_tokens if usage else None,
            completion_tokens=usage.completion_tokens if usage else None,
            reasoning_tokens=getattr(details, "reasoning_tokens", None) if details else None,
            cached_tokens=getattr(prompt_details, "cached_tokens", None) if prompt_details else None,
            latency_s=latency, attempts=attempts, endpoint=self.base_url, request_params=recorded,
        )

    async def close(self) -> None:
        await self._sdk.close()


def _safe_error(exc: BaseException) -> str:
    """A one-line description of a failure that cannot carry a key (headers are never shown)."""
    status = getattr(exc, "status_code", None)
    msg = getattr(exc, "message", None) or str(exc)
    msg = re.sub(r"(sk-|Bearer\s+)[A-Za-z0-9_\-\.]{6,}", r"\1<redacted>", msg)
    return f"{type(exc).__name__}{f' {status}' if status else ''}: {msg}"[:500]
