"""The endpoint layer's client: ``ModelClient`` (one per model: its replicas, our own retry
loop, rate pacing, the spending cap, stopping a model), the two wires (the OpenAI SDK and
Anthropic's) and the request parameters, vendor quirks as data.

Only this layer talks to endpoints. It never raises for an endpoint failure: every call
returns a ``CallResult`` (``answers``) whose ``status`` is an outcome class, so a sample that
failed is recorded (and excluded from accuracy), never counted as a wrong answer. The response
cache it reads and writes is ``cache``; redaction of what servers send is ``redaction``.
"""

from __future__ import annotations

import asyncio
import functools
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from ..core.errors import CreUsageError
from ..core.prices import Price
from ..core.record import NOT_RUN
from ..core.secret import Secret, reveal
from . import anthropic_wire, errors
from .answers import CACHEABLE, CallResult, parse_answer, row_problem
from .cache import ResponseCache, cache_key
from .ratelimits import Pacer, parse_retry_after
from .redaction import redact, redact_secrets
from .spending import SpendingCap, answer_cost, request_bound
from .vendors import ModelConfig, fatal_advice, mask_url, not_found_advice, reasoning_effort, template_kwargs


def body_limit(model: ModelConfig) -> int:
    """Bytes read from one answer at most: the visible text and the reasoning at their bound,
    each escaped as JSON can escape a character (6 bytes), plus room for the envelope."""
    return 12 * model.max_response_chars + 1_048_576


async def read_bounded(response: Any, limit: int) -> bytes | None:
    """The body of ``response`` (an httpx response not yet read), or None once it is over
    ``limit`` bytes (then nothing more is read; the connection is dropped)."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
    return b"".join(chunks)


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
            extra["chat_template_kwargs"] = template_kwargs(model)
        elif style == "reasoning_effort":
            params["reasoning_effort"] = reasoning_effort(model)
        elif style == "reasoning":
            extra["reasoning"] = {"enabled": model.thinking}
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


def recorded_params(model: ModelConfig) -> dict[str, Any]:
    """What a record says was sent besides the messages, and what the response key holds."""
    return {**wire(model).params(model), **_switches(model)}


def classify_error(exc: BaseException) -> str:
    """Map an SDK exception (either wire's) to an outcome class."""
    import openai

    verdict = anthropic_wire.classify_exception(exc)
    if verdict is not None:
        return verdict
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
    return parse_retry_after(headers) if headers else None


# A replica that fails like this is down or broken, not busy: route around it for a while.
_EJECTING = frozenset({"connection_error", "server_error"})
EJECT_S = 5.0  # first ejection; doubles while the replica keeps failing
MAX_EJECT_S = 120.0
NOT_SENT = "not sent: "  # how the error of a sample never sent because its model was stopped begins


@dataclass(frozen=True)
class Wire:
    """How one API's requests travel (``ModelConfig.api`` picks it): the SDK client, the
    request as a raw streamed response (``open(sdk, model, messages, params, prompt_tokens)``,
    an async context manager whose ``http_response`` is read bounded here), the 200's body as
    an answer, and what a record says was sent besides the messages."""

    make_sdk: Callable[[str, Secret | str | None, float], Any]
    open: Callable[[Any, ModelConfig, list[dict[str, str]], dict[str, Any], int], Any]
    parse: Callable[[ModelConfig, bytes], CallResult]
    params: Callable[[ModelConfig], dict[str, Any]]


def _openai_sdk(base_url: str, api_key: Secret | str | None, timeout_s: float) -> Any:
    from openai import AsyncOpenAI

    # Our own retry loop records every attempt; the SDK's would hide them.
    # The one place the key is revealed: the SDK sends it; nothing of ours holds it in clear.
    return AsyncOpenAI(base_url=base_url, api_key=reveal(api_key) or "not-needed", max_retries=0, timeout=timeout_s)


def _openai_open(
    sdk: Any, model: ModelConfig, messages: list[dict[str, str]], params: dict[str, Any], prompt_tokens: int
) -> Any:
    # Plain role/content dicts: the JSON the SDK's message TypedDicts describe.
    return sdk.chat.completions.with_streaming_response.create(model=model.model_id, messages=messages, **params)


def _anthropic_open(
    sdk: Any, model: ModelConfig, messages: list[dict[str, str]], params: dict[str, Any], prompt_tokens: int
) -> Any:
    body = anthropic_wire.message_body(model, messages)
    return anthropic_wire.open_stream(sdk, body, anthropic_wire.beta_headers(model, prompt_tokens))


def _anthropic_wire() -> Wire:
    return Wire(anthropic_wire.make_sdk, _anthropic_open, anthropic_wire.parse_message, anthropic_wire.recorded_params)


def wire(model: ModelConfig) -> Wire:
    """The wire ``model``'s requests travel."""
    return _WIRES[model.api]()


class Endpoint:
    """One base URL of a model: an SDK client bound to the current event loop, and its health."""

    def __init__(
        self, base_url: str, api_key: Secret | str | None, timeout_s: float, make_sdk: Callable[..., Any] | None = None
    ) -> None:
        self.base_url = base_url
        self.in_flight = 0
        self.ejected_until = 0.0  # time.monotonic() when it may be tried again
        self._strikes = 0  # failures in a row
        self.sdk = (make_sdk or _openai_sdk)(base_url, api_key, timeout_s)

    def healthy(self, now: float) -> bool:
        return now >= self.ejected_until

    def eject(self, now: float) -> float:
        """Take it out of rotation; returns for how many seconds."""
        self._strikes += 1
        span = min(MAX_EJECT_S, EJECT_S * 2 ** (self._strikes - 1))
        self.ejected_until = now + span
        return span

    def answered(self) -> None:
        """It answered (whatever it said): it is up."""
        self._strikes = 0
        self.ejected_until = 0.0


class ModelClient:
    """All calls to one model from one event loop: cache, concurrency cap, replicas, retries.

    Replicas: least outstanding requests among the healthy ones; a replica that fails with a
    connection error or a 5xx is ejected for a while (5 s, doubling while it keeps failing) and
    the sample is tried at once on another one, without using up an attempt.

    Fatal outcomes (``errors.FATAL``: auth, quota): the model is stopped in ``stopped`` (shared
    with the runner) and ``on_fatal(model name, reason)`` is called once; from then on no request
    is sent for it, and samples still waiting come back as ``not_run`` with the reason."""

    def __init__(
        self,
        model: ModelConfig,
        base_urls: list[str] | Callable[[], list[str]],
        api_key: Secret | str | None,
        concurrency: int,
        cache: ResponseCache | None = None,
        refresh: bool = False,
        identity: list[str] | None = None,
        stopped: dict[str, str] | None = None,
        on_fatal: Callable[[str, str], None] | None = None,
        explicit_key: bool = False,
        slots: Any = None,
        price: Price | None = None,
        spending: SpendingCap | None = None,
        pacer: Pacer | None = None,
        batched: dict[str, CallResult] | None = None,
        held: dict[str, str] | None = None,
    ) -> None:
        self.model = model
        # Token and request rates: the model file's tpm/rpm until its server's headers say.
        self.pacer = pacer if pacer is not None else Pacer(model.tpm, model.rpm)
        self._price = price  # the model's list price, for the spending cap
        self._spending = spending  # --cre-max-cost, shared by every model of the process
        # Where requests go, or what says it on the first request sent (the embedded sim starts
        # then: a rerun answered from the cache never starts it); ``identity`` names it meanwhile.
        self._url_source = base_urls
        if callable(base_urls) and identity is None:
            raise ValueError("a client whose base URLs are made on first use needs an identity for its cache keys")
        self._api_key = Secret(api_key) if isinstance(api_key, str) else api_key
        self._endpoints: list[Endpoint] | None = None  # made on the first request (a warm rerun
        # answered from the cache never imports the SDK)
        # What the cache key calls this deployment (the embedded sim gets a new port each run).
        self.base_urls = list(identity or self._urls)
        # ``slots``: an async context manager shared with other processes (a coordinator's gate).
        self.slots = slots if slots is not None else asyncio.Semaphore(concurrency)
        self._secrets: list[Secret | str] = [self._api_key] if self._api_key else []
        self._cache = cache
        self._refresh = refresh
        self._rng = random.Random()
        self._turn = 0
        self.stopped = stopped if stopped is not None else {}
        self._on_fatal = on_fatal
        self._explicit_key = explicit_key  # for the advice: which key to check
        # What is sent besides model and messages, and what a record says was (the model is
        # frozen: made once, not per request).
        self._wire = wire(model)
        self._params = self._wire.params(model)
        self._recorded = {**self._params, **_switches(model)}
        # Answers a batch brought this run (response key -> answer), taken once, before the
        # cache; and samples a batch still holds (key -> why), never sent synchronously.
        self.batched: dict[str, CallResult] = batched if batched is not None else {}
        self.held: dict[str, str] = held if held is not None else {}

    @functools.cached_property
    def _urls(self) -> list[str]:
        source = self._url_source
        return list(source() if callable(source) else source)

    @property
    def endpoints(self) -> list[Endpoint]:
        if self._endpoints is None:
            make = self._wire.make_sdk
            self._endpoints = [Endpoint(u, self._api_key, self.model.timeout_s, make) for u in self._urls]
        return self._endpoints

    @property
    def stop_reason(self) -> str | None:
        """Why no more requests go to this model, or None."""
        return self.stopped.get(self.model.name)

    def _pick(self, avoid: set[str] | frozenset[str] = frozenset()) -> Endpoint:
        """Least outstanding requests among the healthy replicas this sample has not failed on;
        ties go round-robin. All ejected: the one that comes back first."""
        self._turn += 1
        n = len(self.endpoints)
        order = [self.endpoints[(self._turn + i) % n] for i in range(n)]
        now = time.monotonic()
        live = [e for e in order if e.healthy(now)]
        fresh = [e for e in live if e.base_url not in avoid] or live
        if fresh:
            return min(fresh, key=lambda e: e.in_flight)
        return min(order, key=lambda e: e.ejected_until)

    def _other_replica(self, avoid: set[str]) -> bool:
        now = time.monotonic()
        return any(e.healthy(now) and e.base_url not in avoid for e in self.endpoints)

    def key(self, prompt_sha256: str, seed: int, sample: int) -> str:
        """The response-cache key of one sample's request to this model: every setting that
        changes the answer (token budget, temperature, thinking, stop, extra body, prompt-level
        switches) is in it, so a rerun with a larger budget asks again."""
        return cache_key(self.base_urls, self.model.model_id, prompt_sha256, self._recorded, seed, sample)

    def cached(self, key: str) -> CallResult | None:
        """A stored answer (never in refresh mode); first, one a batch brought this run."""
        if key in self.batched:
            return self.batched.pop(key)
        if self._cache is None or self._refresh:
            return None
        hit = self._cache.get(key)
        if hit is None:
            return None
        problem = row_problem(hit)
        if problem is not None:  # damaged (or hand-edited): a miss, asked again and replaced
            self._cache.damaged(key, problem)
            return None
        try:
            result = CallResult(**hit)
        except TypeError:  # written by another version of this class: ask again
            return None
        result.from_cache = True
        result.started_at = result.finished_at = None
        return result

    def _not_run(self) -> CallResult:
        return CallResult(status=NOT_RUN, error=f"{NOT_SENT}{self.stop_reason}", request_params=dict(self._recorded))

    async def complete(self, messages: list[dict[str, str]], key: str, prompt_tokens: int = 0) -> CallResult:
        """One sample's answer: from the cache, else from the endpoint under the model's cap
        (and the run's spending cap: ``prompt_tokens``, the assembled count, bounds its cost).
        Cache reads and writes run in a thread: a busy SQLite never stalls the event loop."""
        if key in self.batched:
            return self.batched.pop(key)
        if key in self.held:
            return CallResult(status=NOT_RUN, error=self.held[key], request_params=dict(self._recorded))
        if self._cache is not None and not self._refresh:
            result = await asyncio.to_thread(self.cached, key)
            if result is not None:
                return result
        if self.stop_reason is not None:
            return self._not_run()
        async with self.slots:
            if self.stop_reason is not None:  # stopped while this sample waited for a slot
                return self._not_run()
            spending, bound = self._spending, 0.0
            if spending is not None:
                bound = request_bound(self._price, prompt_tokens, self.model.max_output_tokens)
                if not spending.admit(bound):  # the cap stopped the run: every model is stopped
                    return self._not_run()
            answered: CallResult | None = None
            try:
                answered = await self._attempts(model_messages(self.model, messages), self._params, prompt_tokens)
                self.pacer.counted(prompt_tokens, answered.reported_prompt_tokens)
            finally:
                if spending is not None:
                    cost = (
                        bound
                        if answered is None
                        else answer_cost(self._price, answered, prompt_tokens, bound, self.model.max_output_tokens)
                    )
                    spending.settle(bound, cost)
            result = answered
            # Every answer that is scored is kept, an empty one too (the budget went to reasoning):
            # a rerun that asked it again could change a result that was already counted. Kept
            # before its slot frees: an answer not yet committed counts as in flight, so a kill -9
            # loses at most the cap's worth of answers (freed first, the next request went out
            # while the put still waited for a thread, and more than the cap were lost).
            if self._cache is not None and result.status in CACHEABLE:
                await asyncio.to_thread(self._cache.put, key, asdict(result))
        return result

    async def _send(
        self,
        endpoint: Endpoint,
        messages: list[dict[str, str]],
        params: dict[str, Any],
        charge: int = 0,
        prompt_tokens: int = 0,
    ) -> tuple[CallResult, float | None]:
        """One attempt, bounded as a whole by the model's timeout (the SDK's bounds each read:
        a server trickling a byte at a time would hold it for ever); ``charge``: what the pacer
        counted it, its answer's headers told to the pacer; ``prompt_tokens``: the assembled
        count (the wire may send headers by it)."""
        told = False
        limit = body_limit(self.model)
        try:
            async with asyncio.timeout(self.model.timeout_s):
                # Streamed, so the body is read here, bounded: the SDK would read all of it.
                async with self._wire.open(endpoint.sdk, self.model, messages, params, prompt_tokens) as raw:
                    self.pacer.observe(raw.http_response.headers, charge)
                    told = True
                    body = await read_bounded(raw.http_response, limit)
            if body is None:
                return CallResult(
                    status="bad_response",
                    error=f"an answer of more than {limit:,} bytes was not read "
                    f"(max_response_chars = {self.model.max_response_chars:,}; a model file raises it)",
                ), None
            return self._wire.parse(self.model, body), None
        except TimeoutError:
            if not told:
                self.pacer.observe({}, charge)
            return CallResult(
                status="timeout",
                error=f"no complete answer within {self.model.timeout_s:g} s (--cre-timeout bounds each attempt)",
            ), None
        except Exception as exc:  # every failure becomes an outcome, never an exception
            status = classify_error(exc)
            headers = getattr(getattr(exc, "response", None), "headers", None)
            if not told:
                self.pacer.observe(headers or {}, charge, throttled=status == "rate_limited" and headers is not None)
            said = _describe(exc)
            if status == "connection_error":  # the SDK's "Connection error." names no server
                cause = exc.__cause__ or exc.__context__
                said += f" (to {mask_url(endpoint.base_url)}{f': {cause}' if cause and str(cause) else ''})"
            return CallResult(status=status, error=said[:500]), retry_after(exc)

    async def _attempts(
        self, messages: list[dict[str, str]], params: dict[str, Any], prompt_tokens: int = 0
    ) -> CallResult:
        """The sample's attempts, each paced by the model's rate limits (``prompt_tokens``, the
        assembled count, and max_tokens are what a request counts against them)."""
        log: list[dict[str, Any]] = []
        total = 0.0
        result = CallResult(status="error")
        started = 0.0
        counted = 0  # attempts used (a move to another replica uses none)
        failed_on: set[str] = set()
        while True:
            try:
                endpoint = self._pick(failed_on)  # a run's first pick imports the SDK: before the clock starts
            except CreUsageError as exc:  # the wire's SDK is not installed: no request can go
                result = CallResult(status="error", error=str(exc))
                self._halt(str(exc))
                break
            except Exception as exc:
                # no traceback, whose frames (the SDK's constructor) hold the key in clear
                result = CallResult(status="error", error=_describe(exc))
                break
            charge = self.pacer.charge(prompt_tokens, self.model.max_output_tokens)
            paced = await self.pacer.acquire(charge, self.model.max_output_tokens)
            if not log:
                started = time.time()
            endpoint.in_flight += 1
            start = time.perf_counter()
            try:
                result, wait = await self._send(endpoint, messages, params, charge, prompt_tokens)
            finally:
                endpoint.in_flight -= 1
            elapsed = time.perf_counter() - start
            total += elapsed
            entry: dict[str, Any] = {
                "attempt": len(log) + 1,
                "status": result.status,
                "latency_s": round(elapsed, 4),
                "endpoint": endpoint.base_url,
            }
            if paced:
                entry["paced_s"] = round(paced, 4)  # held back by the rate limits before it was sent
            result.endpoint = endpoint.base_url
            several = len(self.endpoints) > 1
            if result.status in _EJECTING:
                if several:
                    entry["ejected_s"] = endpoint.eject(time.monotonic())
                    failed_on.add(endpoint.base_url)
            elif result.status != "timeout":
                endpoint.answered()
            log.append(entry)
            if result.status in errors.FATAL:
                self._stop(result)
                break
            if result.status not in errors.RETRYABLE or self.stop_reason is not None:
                break
            if several and result.status in _EJECTING and self._other_replica(failed_on):
                continue  # the same sample, at once, on a replica that is up
            counted += 1
            if counted >= self.model.max_attempts:
                break
            backoff = self.model.backoff_s * 2 ** (counted - 1)
            delay = min(120.0, wait if wait is not None else backoff * (1 + self._rng.random()))
            await asyncio.sleep(delay)
        result.attempts = len(log)
        result.attempt_log = log
        result.started_at, result.finished_at = round(started, 4), round(time.time(), 4)
        result.latency_s = round(total, 4)
        result.request_params = dict(self._recorded)
        # A server may echo the key (in an error, or even in an answer): never store it.
        result.error = redact(result.error, self._secrets) if result.error else result.error
        if self._secrets:  # every string the answer brought, not only its text
            for name in ("response", "reasoning", "finish_reason"):
                value = getattr(result, name)
                if value:
                    setattr(result, name, redact_secrets(value, self._secrets))
        return result

    def _stop(self, result: CallResult) -> None:
        """A fatal answer (auth, quota, not_found): stop the model (once) and say, on one line,
        what to fix."""
        if self.stop_reason is not None:
            return
        said = " ".join(redact(result.error or "no message", self._secrets).split())[:200]
        url = result.endpoint or self._urls[0]
        if result.status == "not_found":
            advice = not_found_advice(self.model, url, errors.names_missing_model(result.error))
        else:
            advice = fatal_advice(self.model, result.status, self._explicit_key)
        self._halt(f"{result.status} answer from {mask_url(url)} ({said}): {advice}")

    def _halt(self, reason: str) -> None:
        """Stop the model (once) for ``reason``, one line that says what to fix."""
        if self.stop_reason is not None:
            return
        self.stopped[self.model.name] = reason
        if self._on_fatal is not None:
            self._on_fatal(self.model.name, reason)

    async def close(self) -> None:
        for e in self._endpoints or []:
            await e.sdk.close()


def _describe(exc: BaseException) -> str:
    """One line about a failure; headers (and so keys) are never included."""
    status = getattr(exc, "status_code", None)
    msg = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    said = getattr(exc, "api_message", None)  # anthropic 2.x: the body's error type and message
    if isinstance(said, str) and isinstance(getattr(exc, "type", None), str):
        msg = f"{exc.type}: {said}"  # type: ignore[attr-defined]
    return f"{type(exc).__name__}{f' {status}' if status else ''}: {msg}"[:500]


_WIRES: dict[str, Callable[[], Wire]] = {
    "openai": lambda: Wire(_openai_sdk, _openai_open, parse_answer, request_params),
    "anthropic": _anthropic_wire,
}
