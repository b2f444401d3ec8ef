"""The simulated model: one validated chat-completions request in, one response body out."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..endpoints.client import EMPTY_THINK
from .profiles import Profile, profile_for_model

DEFAULT_MAX_TOKENS = 4096  # what an ``empty`` answer spends when the request names no budget


class BadRequest(ValueError):
    """A request the server refuses with HTTP 400; ``code`` and ``param`` go in the error body."""

    def __init__(self, message: str, code: str, param: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.param = param


@dataclass(frozen=True)
class SimPrompt:
    """What a family's sim answerer reads of one request: its ``messages`` (role and content,
    as sent: a conversation-shaped family reads its turns), ``text`` (their contents joined by
    newlines: what a one-message family reads), the prompt's ``prompt_tokens``, the model's
    ``profile`` and ``model`` name (what its random draws are keyed by)."""

    messages: list[dict[str, str]]
    text: str
    prompt_tokens: int
    profile: Profile
    model: str


# A family's sim answerer: the answer text to a prompt, or None when the prompt is not its own.
Answerer = Callable[[SimPrompt], "str | None"]


@dataclass(frozen=True)
class SimRequest:
    """One validated chat-completions request and what every outcome needs from it."""

    body: dict
    model: str
    profile: Profile
    messages: list[dict[str, str]]  # each message's role and content, as strings
    text: str  # message contents joined by newlines: what a one-message family reads
    prompt_tokens: int  # every message's content counted, and the template's think block (see prepare)
    budget: int | None  # max_completion_tokens or max_tokens, if given
    key: str  # sha256 of the canonical request body: the identity faults are drawn for


def _budget(body: dict) -> int | None:
    for name in ("max_completion_tokens", "max_tokens"):
        value = body.get(name)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise BadRequest(f"Invalid '{name}': expected a positive integer, got {value!r}.", "invalid_value", name)
        return value
    return None


def request_key(body: dict) -> str:
    """sha256 of a request body in canonical JSON (key order and spacing do not matter)."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


class SimModel:
    """Turns one chat-completions request body into a response body."""

    def __init__(self, answerers: Iterable[Answerer], count_tokens: Callable[[str], int]) -> None:
        self.answerers = list(answerers)  # one per family: the first that knows a prompt answers
        self.count_tokens = count_tokens

    def prepare(self, body: dict) -> SimRequest:
        """Validate a request body and count its prompt; raises BadRequest."""
        model = str(body.get("model", "sim"))
        try:
            profile = profile_for_model(model)
        except ValueError as exc:
            raise BadRequest(f"The model `{model}` is not a valid sim model: {exc}", "invalid_model", "model") from None
        messages = body.get("messages") or []
        if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
            raise BadRequest("Invalid 'messages': expected an array of message objects.", "invalid_value", "messages")
        turns = [{"role": str(m.get("role") or ""), "content": str(m.get("content") or "")} for m in messages]
        contents = [m["content"] for m in turns]
        # The chat template, as Qwen3's applies it: thinking switched off through
        # chat_template_kwargs (vLLM, SGLang, llama.cpp) opens the answer with an empty think
        # block, which the prompt's count includes (and /tokenize counts only when given them).
        kwargs = body.get("chat_template_kwargs")
        think_off = isinstance(kwargs, dict) and kwargs.get("enable_thinking") is False
        return SimRequest(
            body=body,
            model=model,
            profile=profile,
            messages=turns,
            text="\n".join(contents),
            prompt_tokens=sum(map(self.count_tokens, contents)) + (self.count_tokens(EMPTY_THINK) if think_off else 0),
            budget=_budget(body),
            key=request_key(body),
        )

    def complete(self, body: dict, cached_tokens: int = 0) -> dict:
        """The normal answer to a request body (raises BadRequest for an invalid one)."""
        return self.respond(self.prepare(body), cached_tokens)

    def respond(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The normal answer, cut at the request's token budget like a real model's."""
        content = self._answer(req)
        tokens = self.count_tokens(content)
        if req.budget is not None and tokens > req.budget:
            content, tokens = self._fit(content, req.budget), req.budget
            return self._completion(req, content, "length", tokens, cached_tokens)
        return self._completion(req, content, "stop", tokens, cached_tokens)

    def cut_short(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The ``length`` fault: the answer stops half way, before its final line."""
        content = self._answer(req)
        content = content[: len(content) // 2]
        return self._completion(req, content, "length", self.count_tokens(content), cached_tokens)

    def spent_on_reasoning(self, req: SimRequest, cached_tokens: int = 0) -> dict:
        """The ``empty`` fault: the whole budget went on reasoning and no answer is left."""
        budget = req.budget or DEFAULT_MAX_TOKENS
        reasoning = (
            "Let me find the task in the text. I need to work through it carefully, "
            "step by step, checking each intermediate value before I commit to"
        )
        return self._completion(req, "", "length", budget, cached_tokens, reasoning=reasoning, reasoning_tokens=budget)

    def _fit(self, content: str, budget: int) -> str:
        cut = content[: len(content) * budget // max(1, self.count_tokens(content))]
        while cut and self.count_tokens(cut) > budget:
            cut = cut[: -max(1, len(cut) // 10)]
        return cut

    def _completion(
        self,
        req: SimRequest,
        content: str,
        finish: str,
        completion_tokens: int,
        cached_tokens: int,
        reasoning: str | None = None,
        reasoning_tokens: int | None = None,
    ) -> dict:
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if reasoning is not None:
            message["reasoning_content"] = reasoning
        usage: dict[str, Any] = {
            "prompt_tokens": req.prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": req.prompt_tokens + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": cached_tokens},
        }
        if reasoning_tokens is not None:
            usage["completion_tokens_details"] = {"reasoning_tokens": reasoning_tokens}
        return {
            "id": "simcmpl-" + hashlib.sha256(req.text.encode()).hexdigest()[:24],
            "object": "chat.completion",
            "created": 0,
            "model": req.model,
            "choices": [{"index": 0, "finish_reason": finish, "message": message}],
            "usage": usage,
        }

    def _answer(self, req: SimRequest) -> str:
        prompt = SimPrompt(req.messages, req.text, req.prompt_tokens, req.profile, req.model)
        for answer in self.answerers:
            content = answer(prompt)
            if content is not None:
                return content
        return "I could not find a task I know in the text."
