"""The endpoint layer: ``AsyncOpenAI`` clients (one per event loop and base URL), vendor quirks
as data, our own retry loop, outcome classes, and the response cache in front of it all.

Only this module talks to endpoints. It never raises for an endpoint failure: every call
returns a ``CallResult`` whose ``status`` is an outcome class, so a sample that failed is
recorded (and excluded from accuracy), never counted as a wrong answer.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from .cache import ResponseCache, cache_key
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
    latency_s: float = 0.0
    started_at: float | None = None  # epoch seconds of the first attempt (None from cache)
    finished_at: float | None = None
    attempts: int = 0
    attempt_log: list[dict[str, Any]] = field(default_factory=list)
    endpoint: str | None = None
    error: str | None = None
    request_params: dict[str, Any] = field(default_factory=dict)
    from_cache: bool = False


def request_params(model: ModelConfig) -> dict[str, Any]:
    """Everything sent besides model and messages: exactly one token parameter, temperature
    only where the vendor accepts it, and the thinking switch in the vendor's own form."""
    params: dict[str, Any] = {model.token_param: model.max_output_tokens}
    if model.temperature is not None:
        params["temperature"] = model.temperature
    extra: dict[str, Any] = dict(model.extra_body)
    if model.thinking is not None:
        style = model.thinking_style
        if style == "thinking":
            extra["thinking"] = {"type": "enabled" if model.thinking else "disabled"}
        elif style == "enable_thinking":
            extra["enable_thinking"] = model.thinking
        elif style == "chat_template_kwargs":
            extra["chat_template_kwargs"] = {"enable_thinking": model.thinking}
        elif style == "reasoning_effort":
            params["reasoning_effort"] = "medium" if model.thinking else "minimal"
    if extra:
        params["extra_body"] = extra
    if model.stop:
        params["stop"] = list(model.stop)
    return params


NO_THINK = "/no_think"
EMPTY_THINK = "<think>\n\n</think>\n\n"


def model_messages(model: ModelConfig, messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """The messages as this model is sent them: its prompt-level thinking switches applied."""
    if not (model.no_think or model.prefill_no_think):
        return messages
    out = [dict(m) for m in messages]
    if model.no_think:
        last = max(i for i, m in enumerate(out) if m["role"] == "user")
        out[last]["content"] += f"\n\n{NO_THINK}"
    if model.prefill_no_think:
        out.append({"role": "assistant", "content": EMPTY_THINK})
    return out


def _switches(model: ModelConfig) -> dict[str, Any]:
    """The prompt-level switches, as the cache key and the record see them."""
    return {k: True for k in ("no_think", "prefill_no_think") if getattr(model, k)}


def classify_error(exc: BaseException) -> str:
    """Map an SDK exception to an outcome class."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return "timeout"
    if isinstance(exc, openai.APIStatusError):
        return errors.classify_error(exc.status_code, f"{exc.message} {exc.body}")
    if isinstance(exc, openai.APIConnectionError):
        return "connection_error"
    if isinstance(exc, (openai.APIResponseValidationError, ValueError, KeyError, TypeError, AttributeError)):
        return "bad_response"
    return "error"


def retry_after(exc: BaseException) -> float | None:
    """Seconds from a ``Retry-After``/``retry-after-ms`` header, if the error carried one."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if not headers:
        return None
    try:
        if headers.get("retry-after-ms"):
            return float(headers["retry-after-ms"]) / 1000
        if headers.get("retry-after"):
            return float(headers["retry-after"])
    except ValueError:
        return None
    return None


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


def redact(text: str, secrets: list[str]) -> str:
    """Remove every known secret, and anything shaped like a bearer key, from a message."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "<redacted>")
    return re.sub(r"(sk-|Bearer\s+)[A-Za-z0-9_\-\.]{6,}", r"\1<redacted>", text)


class Endpoint:
    """One base URL of a model: an SDK client bound to the current event loop."""

    def __init__(self, base_url: str, api_key: str | None, timeout_s: float) -> None:
        from openai import AsyncOpenAI

        self.base_url = base_url
        self.in_flight = 0
        # Our own retry loop records every attempt; the SDK's would hide them.
        self.sdk = AsyncOpenAI(base_url=base_url, api_key=api_key or "not-needed", max_retries=0,
                               timeout=timeout_s)


class ModelClient:
    """All calls to one model from one event loop: cache, concurrency cap, replicas, retries."""

    def __init__(self, model: ModelConfig, base_urls: list[str], api_key: str | None, concurrency: int,
                 cache: ResponseCache | None = None, refresh: bool = False,
                 identity: list[str] | None = None, slots: Any = None) -> None:
        self.model = model
        self._urls = list(base_urls)
        self._api_key = api_key
        self._endpoints: list[Endpoint] | None = None  # made on the first request (a warm rerun
        # answered from the cache never imports the SDK)
        # What the cache key calls this deployment (the embedded sim gets a new port each run).
        self.base_urls = list(identity or base_urls)
        # ``slots``: an async context manager shared with other processes (a coordinator's gate).
        self.slots = slots if slots is not None else asyncio.Semaphore(concurrency)
        self._secrets = [api_key] if api_key else []
        self._cache = cache
        self._refresh = refresh
        self._rng = random.Random()
        self._turn = 0

    @property
    def endpoints(self) -> list[Endpoint]:
        if self._endpoints is None:
            self._endpoints = [Endpoint(u, self._api_key, self.model.timeout_s) for u in self._urls]
        return self._endpoints

    def _pick(self) -> Endpoint:
        """Least outstanding requests first; ties go round-robin."""
        self._turn += 1
        n = len(self.endpoints)
        return min((self.endpoints[(self._turn + i) % n] for i in range(n)), key=lambda e: e.in_flight)

    def key(self, prompt_sha256: str, seed: int, sample: int) -> str:
        """The response-cache key of one sample's request to this model."""
        return cache_key(self.base_urls, self.model.model_id, prompt_sha256,
                         {**request_params(self.model), **_switches(self.model)}, seed, sample)

    def cached(self, key: str) -> CallResult | None:
        """A stored answer (never in refresh mode)."""
        if self._cache is None or self._refresh:
            return None
        hit = self._cache.get(key)
        if hit is None:
            return None
        try:
            result = CallResult(**hit)
        except TypeError:  # written by another version of this class: ask again
            return None
        result.from_cache = True
        result.started_at = result.finished_at = None
        return result

    async def complete(self, messages: list[dict[str, str]], key: str) -> CallResult:
        """One sample's answer: from the cache, else from the endpoint under the model's cap.
        Cache reads and writes run in a thread: a busy SQLite never stalls the event loop."""
        if self._cache is not None and not self._refresh:
            result = await asyncio.to_thread(self.cached, key)
            if result is not None:
                return result
        async with self.slots:
            result = await self._attempts(model_messages(self.model, messages), request_params(self.model))
        if self._cache is not None and result.status in CACHEABLE and result.response:
            await asyncio.to_thread(self._cache.put, key, asdict(result))
        return result

    async def _attempts(self, messages: list[dict[str, str]], params: dict[str, Any]) -> CallResult:
        log: list[dict[str, Any]] = []
        total = 0.0
        result = CallResult(status="error")
        started = 0.0
        for attempt in range(1, self.model.max_attempts + 1):
            endpoint = self._pick()  # a run's first pick imports the SDK: before the clock starts
            if attempt == 1:
                started = time.time()
            endpoint.in_flight += 1
            start = time.perf_counter()
            wait = None
            try:
                raw = await endpoint.sdk.chat.completions.with_raw_response.create(
                    model=self.model.model_id, messages=messages, **params)
                result = self._parse(raw)
            except Exception as exc:  # every failure becomes an outcome, never an exception
                result = CallResult(status=classify_error(exc), error=redact(_describe(exc), self._secrets))
                wait = retry_after(exc)
            finally:
                endpoint.in_flight -= 1
            elapsed = time.perf_counter() - start
            total += elapsed
            log.append({"attempt": attempt, "status": result.status, "latency_s": round(elapsed, 4),
                        "endpoint": endpoint.base_url})
            result.endpoint = endpoint.base_url
            if result.status not in errors.RETRYABLE or attempt == self.model.max_attempts:
                break
            backoff = self.model.backoff_s * 2 ** (attempt - 1)
            delay = min(120.0, wait if wait is not None else backoff * (1 + self._rng.random()))
            await asyncio.sleep(delay)
        result.attempts = len(log)
        result.attempt_log = log
        result.started_at, result.finished_at = round(started, 4), round(time.time(), 4)
        result.latency_s = round(total, 4)
        result.request_params = {**params, **_switches(self.model)}
        return result

    def _parse(self, raw: Any) -> CallResult:
        try:
            completion = raw.parse()
            choice = completion.choices[0]
            content, reasoning = split_reasoning(choice.message, self.model.reasoning_field)
        except (IndexError, AttributeError, TypeError, ValueError) as exc:
            return CallResult(status="bad_response", error=f"unusable response: {type(exc).__name__}")
        usage = getattr(completion, "usage", None)
        details = getattr(usage, "completion_tokens_details", None)
        prompt_details = getattr(usage, "prompt_tokens_details", None)
        finish = choice.finish_reason
        if finish in _LENGTH_FINISH:
            status = "truncated"
        elif finish in ("sensitive", "content_filter"):
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
        return CallResult(
            status=status, response=content, reasoning=reasoning, finish_reason=finish,
            reported_prompt_tokens=getattr(usage, "prompt_tokens", None),
            completion_tokens=getattr(usage, "completion_tokens", None),
            reasoning_tokens=getattr(details, "reasoning_tokens", None),
            cached_tokens=getattr(prompt_details, "cached_tokens", None),
        )

    async def close(self) -> None:
        for e in self._endpoints or []:
            await e.sdk.close()


def _describe(exc: BaseException) -> str:
    """One line about a failure; headers (and so keys) are never included."""
    status = getattr(exc, "status_code", None)
    msg = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    return f"{type(exc).__name__}{f' {status}' if status else ''}: {msg}"[:500]
