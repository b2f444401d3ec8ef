"""Budgets in a closed model's own tokens (``--cre-tokenizer server`` for a vendor API): Claude's
``POST /v1/messages/count_tokens`` and Gemini's ``POST models/{model}:countTokens``.

Each counter is one class behind the same Tokenizer seam as a self-hosted server's
``/tokenize`` (``server_info._ServerCounter``): the calls are bounded (``MAX_TOKENIZE_CALLS``),
each under the same byte and time limits, a 429 waits its ``Retry-After`` (bounded) and is asked
again, and every failure is one line naming the fix. Neither endpoint counts a bare text: both
count a request, so a filler piece is its one-message request's count less what a message
costs alone (measured once per model); the final prompt (every message of it: system apart, the
user and assistant turns in the vendor's shape) is counted as the request that will be sent, so
a tier is exact in the vendor's tokens even where the pieces' sum is not.
"""

from __future__ import annotations

import threading
import time
import urllib.parse
from typing import Any, ClassVar

from ..core.errors import CreDataError
from .anthropic_wire import split_system
from .server_info import MAX_BODY, MAX_COUNT, Key, Reply, _number, _request, _ServerCounter
from .vendors import mask_url

ANTHROPIC_VERSION = "2026-10-21"  # the dated anthropic-version the anthropic SDK 2.x sends (2.17.0's)
RATE_RETRIES = 4  # a 429 is asked again this many times ...
MAX_WAIT_S = 60.0  # ... each after its Retry-After, at most this long (1, 2, 4, 8 s when it gives none)


class _VendorCounter(_ServerCounter):
    """What both vendors share: counts of a prompt's request (its messages in the vendor's
    shape), a bare piece's count less one message's own cost, 429s waited out, errors in the
    vendor's terms."""

    name = ""  # the vendor, for messages
    path = ""  # the count endpoint
    key_env = ""  # where the key comes from, for messages
    key_header = ""
    headers: ClassVar[dict[str, str]] = {}
    calls_name = "counting"
    local_fix = "count in cl100k_base tokens (without --cre-tokenizer server)"

    def __init__(self, model_id: str, base_url: str, api_key: Key, kwargs: dict[str, Any] | None = None) -> None:
        super().__init__(model_id, base_url, api_key, kwargs)
        self._overhead: int | None = None  # what a one-message request costs beyond its text
        self._measuring = threading.Lock()

    def _body(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        """The count request for ``messages`` (role/content dicts, as the prompt has them)."""
        raise NotImplementedError

    def _count(self, body: Any) -> int | None:
        raise NotImplementedError

    def _ask(self, path: str, body: dict[str, Any]) -> Reply:
        """One count: a 429 waits its Retry-After and is asked again (``RATE_RETRIES`` times), no
        answer or a 5xx once more (after its Retry-After when it gives one)."""
        reply, failures, rated = Reply(None), 0, 0
        while True:
            self._tick()
            reply = _request(f"{self.root}{self.path}", self.api_key, body, MAX_BODY, self.key_header, self.headers)
            if reply.status == 429 and rated < RATE_RETRIES:
                time.sleep(min(reply.retry_after if reply.retry_after is not None else 2.0**rated, MAX_WAIT_S))
                rated += 1
            elif (reply.status is None or reply.status >= 500) and failures < 1:
                failures += 1
                if reply.retry_after is not None:
                    time.sleep(min(reply.retry_after, MAX_WAIT_S))
            else:
                return reply

    def _message(self, text: str) -> int:
        return self.chat([{"role": "user", "content": text}])

    def chat(self, messages: list[dict[str, str]]) -> int:
        """A prompt's count: the request that carries its messages, as the vendor counts it."""
        reply = self._ask(self.path, self._body(messages))
        count = self._count(reply.body) if reply.status == 200 else None
        if count is None:
            raise self._error(reply, self.path)
        return count

    def text(self, text: str, special: bool = False) -> int:
        """A piece's count: its request's less a message's own cost. A text of only whitespace
        is 0 (neither API counts an empty message; the final prompt's count is exact anyway)."""
        if not text.strip():
            return 0
        with self._measuring:  # once, however many threads count pieces
            if self._overhead is None:
                # "." is one token in any BPE vocabulary: its request's count less one is the message's.
                self._overhead = max(self._message(".") - 1, 0)
        return max(self._message(text) - self._overhead, 0)

    def _error(self, reply: Reply, path: str = "") -> CreDataError:
        where = f"{mask_url(self.base_url)} ({path})"
        lead = f"--cre-tokenizer server: {self.name} counts at {where}"
        if reply.status in (401, 403):
            fix = f"refused the key (HTTP {reply.status}): check {self.key_env} (or --cre-api-key)"
        elif reply.absent:
            fix = (
                f"has no such model or endpoint (HTTP {reply.status}): check the model id, and a model file's "
                "base_url (a gateway must serve the count endpoint too)"
            )
        elif reply.status == 429:
            fix = f"stayed rate limited after {RATE_RETRIES} waits (HTTP 429): run again later, or select fewer cells"
        elif reply.status == 200:
            fix = f"answered with no token count (an integer 0..{MAX_COUNT:,}): check a model file's base_url"
        elif reply.status is not None and reply.status < 500:
            fix = f"refused the count ({reply.why}): check the model id and {self.key_env}"
        else:
            fix = f"failed twice ({reply.why}): run again later"
        return CreDataError(f"{lead} {fix}; or {self.local_fix}")


class AnthropicCounter(_VendorCounter):
    """Claude's tokens: ``POST {base}/v1/messages/count_tokens`` with the request's model,
    messages and system, split as ``anthropic_wire.message_body`` splits them (Anthropic
    applies its template to them, so a prompt's count is the request's input tokens; a thinking
    request's ``thinking`` is not sent: it adds no input tokens before the answer), the key
    as a bearer token and a dated ``anthropic-version``; answer ``{"input_tokens": N}``. The
    base is the preset's (or a model file's), without a ``/v1`` a user may have given."""

    name = "anthropic"
    path = "/v1/messages/count_tokens"
    key_env = "ANTHROPIC_API_KEY"
    key_header = "Authorization"  # as a bearer token, as the SDK 2.x sends it (the API takes x-api-key too)
    headers: ClassVar[dict[str, str]] = {"anthropic-version": ANTHROPIC_VERSION}

    def _body(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        system, turns = split_system(messages)
        return {"model": self.model_id, "messages": turns, **({"system": system} if system else {})}

    def _count(self, body: Any) -> int | None:
        return _number(body.get("input_tokens"), MAX_COUNT, 0) if isinstance(body, dict) else None


class GeminiCounter(_VendorCounter):
    """Gemini's tokens: ``POST {root}/models/{model}:countTokens`` on the native API (the
    OpenAI-compatible base without its ``/openai``), the key in ``x-goog-api-key`` (never in
    the URL: a URL ends up in messages), ``contents`` as ``generateContent`` takes them (an
    assistant turn's role is ``model``); a prompt with a system message is counted as the whole
    ``generateContentRequest`` (its ``systemInstruction`` beside the ``contents``: countTokens
    takes no system text otherwise); answer ``{"totalTokens": N}``."""

    name = "gemini"
    key_env = "GEMINI_API_KEY"
    key_header = "x-goog-api-key"

    def __init__(self, model_id: str, base_url: str, api_key: Key, kwargs: dict[str, Any] | None = None) -> None:
        super().__init__(model_id, base_url, api_key, kwargs)
        base = base_url.rstrip("/")
        self.root = base.removesuffix("/openai")
        self.model = model_id.removeprefix("models/")
        self.path = f"/models/{urllib.parse.quote(self.model, safe='')}:countTokens"

    def _body(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        contents = [
            {"role": "model" if m["role"] == "assistant" else "user", "parts": [{"text": m["content"]}]}
            for m in messages
            if m["role"] != "system"
        ]
        system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
        if not system:
            return {"contents": contents}
        instruction = {"parts": [{"text": system}]}
        return {
            "generateContentRequest": {
                "model": f"models/{self.model}",
                "contents": contents,
                "systemInstruction": instruction,
            }
        }

    def _count(self, body: Any) -> int | None:
        return _number(body.get("totalTokens"), MAX_COUNT, 0) if isinstance(body, dict) else None


# The vendors whose APIs count in their own tokens, by preset name (a model file's vendor).
COUNTERS: dict[str, type[_ServerCounter]] = {"anthropic": AnthropicCounter, "gemini": GeminiCounter}
