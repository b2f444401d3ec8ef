"""What a self-hosted server says about itself before the first request: its context window
(llama.cpp ``GET /props``, vLLM and SGLang ``GET /v1/models``, LM Studio ``GET /api/v0/models``)
and how many of its own tokens a prompt is (llama.cpp ``POST /apply-template`` + ``/tokenize``,
vLLM ``POST /tokenize``). A server that does not say gives None: the run goes on as without it.

Plain blocking HTTP on the standard library, a few requests per model and run: the CLI's plan
calls it as it is, the runner from a thread.
"""

from __future__ import annotations

import functools
import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any

from ..core.errors import CreDataError
from ..core.tokens import Tokenizer, get_tokenizer
from .vendors import ModelConfig, mask_url, read_api_key

# Presets of servers that may say (a vendor API is never asked: it has no such endpoint).
ASKED = frozenset({"llamacpp", "vllm", "sglang", "lmstudio", "custom"})
TIMEOUT_S = 5.0


@dataclass(frozen=True)
class ServerWindow:
    """A server's context window in its own tokens, and where it said so."""

    tokens: int
    source: str  # e.g. "GET /props n_ctx"
    slots: int | None = None  # llama.cpp's total_slots


def _root(base_url: str) -> str:
    """The server's root for its own endpoints: the OpenAI base URL without its ``/v1``."""
    url = base_url.rstrip("/")
    return url[:-3] if url.endswith("/v1") else url


def _call(url: str, api_key: str | None, body: dict[str, Any] | None = None) -> Any:
    """GET (or POST ``body``) JSON; None for anything but a 200 with a JSON body."""
    data = json.dumps(body).encode("utf-8") if body is not None else None
    request = urllib.request.Request(
        url, data=data, method="POST" if body is not None else "GET", headers={"Content-Type": "application/json"}
    )
    if api_key:
        request.add_header("Authorization", f"Bearer {api_key}")
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:  # noqa: S310 (the user's own server)
            return json.loads(response.read().decode("utf-8"))
    except (OSError, ValueError, urllib.error.URLError):  # not there, not JSON, refused: it does not say
        return None


def context_window(model: ModelConfig, base_url: str, api_key: str | None = None) -> ServerWindow | None:
    """The context one request of ``model`` may fill on the server at ``base_url``, or None."""
    if model.vendor not in ASKED:
        return None
    root = _root(base_url)
    props = _call(f"{root}/props", api_key)
    if isinstance(props, dict):
        settings = props.get("default_generation_settings")
        n_ctx = settings.get("n_ctx") if isinstance(settings, dict) else props.get("n_ctx")
        if isinstance(n_ctx, int) and n_ctx > 0:
            slots = props.get("total_slots")
            return ServerWindow(n_ctx, "GET /props n_ctx", slots if isinstance(slots, int) else None)
    listed = _call(f"{base_url.rstrip('/')}/models", api_key)
    for entry in (listed or {}).get("data", []) if isinstance(listed, dict) else []:
        if isinstance(entry, dict) and entry.get("id") == model.model_id:
            for key in ("max_model_len", "context_length", "loaded_context_length"):
                if isinstance(entry.get(key), int) and entry[key] > 0:
                    return ServerWindow(entry[key], f"GET /v1/models {key}")
    studio = _call(f"{root}/api/v0/models/{model.model_id}", api_key)
    if isinstance(studio, dict):
        for key in ("loaded_context_length", "max_context_length"):
            if isinstance(studio.get(key), int) and studio[key] > 0:
                return ServerWindow(studio[key], f"GET /api/v0/models {key}")
    return None


def prompt_tokens(
    model_id: str, base_url: str, messages: list[dict[str, str]], api_key: str | None = None
) -> int | None:
    """How many of the server's tokens ``messages`` to ``model_id`` are with its chat template
    applied, or None when the server cannot say (no ``/tokenize``)."""
    root = _root(base_url)
    counted = _call(
        f"{root}/tokenize", api_key, {"model": model_id, "messages": messages, "add_generation_prompt": True}
    )
    if isinstance(counted, dict) and isinstance(counted.get("count"), int):  # vLLM
        return counted["count"]
    templated = _call(f"{root}/apply-template", api_key, {"messages": messages})  # llama.cpp
    text = templated.get("prompt") if isinstance(templated, dict) else None
    if not isinstance(text, str):
        return None
    tokens = _call(f"{root}/tokenize", api_key, {"content": text, "add_special": True})
    return len(tokens["tokens"]) if isinstance(tokens, dict) and isinstance(tokens.get("tokens"), list) else None


def text_tokens(base_url: str, texts: list[str], api_key: str | None = None) -> list[int] | None:
    """Each text's count in the server's tokens (no template, no special tokens), or None."""
    root = _root(base_url)
    out = []
    for text in texts:
        tokens = _call(f"{root}/tokenize", api_key, {"content": text, "add_special": False})
        if not isinstance(tokens, dict) or not isinstance(tokens.get("tokens"), list):
            return None
        out.append(len(tokens["tokens"]))
    return out


class DoesNotFit(Exception):
    """A cell whose prompt plus its output budget exceeds the server's context window: skip
    it, with the reason (every request would come back context_overflow)."""


def fit_problem(window: ServerWindow, prompt_tokens: int, counted_by_server: bool, model: ModelConfig) -> str | None:
    """Why a cell whose prompt is ``prompt_tokens`` (the server's count, else the budget
    tokenizer's) plus the model's max_tokens cannot fit ``window``, with the fix; None when it fits."""
    need = prompt_tokens + model.max_output_tokens
    if need <= window.tokens:
        return None
    counted = (
        "of the server's tokens (its /tokenize, chat template included)"
        if counted_by_server
        else f"tokens by {model.tokenizer} (the server has no /tokenize)"
    )
    return (
        f"the server's context window is {window.tokens:,} tokens ({window.source}) and this cell needs "
        f"{need:,}: its prompt is {prompt_tokens:,} {counted} plus max_tokens {model.max_output_tokens:,}; "
        "use a smaller tier or corpus, start the server with a larger context (llama.cpp --ctx-size per "
        "slot times -np, and --override-kv llama.context_length=int:N past the model's training context; "
        "vLLM --max-model-len), or give fewer output tokens (max_tokens in a model file)"
    )


def prompt_problem(
    model: ModelConfig,
    base_url: str,
    api_key: str | None,
    window: ServerWindow,
    messages: list[dict[str, str]],
    budget_tokens: int,
) -> str | None:
    """``fit_problem`` of a cell's first prompt (``messages`` as sent, ``budget_tokens`` as the
    budget tokenizer counted them): counted by the server, unless the budget tokenizer is the
    server's already (``--cre-tokenizer server``: that count has its template)."""
    if uses_server_tokens(model):
        return fit_problem(window, budget_tokens, True, model)
    counted = prompt_tokens(model.model_id, base_url, messages, api_key)
    return fit_problem(window, counted if counted is not None else budget_tokens, counted is not None, model)


SERVER_TOKENIZER = "server"  # --cre-tokenizer server: count in the served model's own tokens


def uses_server_tokens(model: ModelConfig) -> bool:
    """The model counts its budget with its server's tokenizer (``--cre-tokenizer server``)."""
    return model.tokenizer.startswith(f"{SERVER_TOKENIZER}:")


def tokenizer_for(model: ModelConfig, explicit_key: str | None = None) -> Tokenizer:
    """The budget tokenizer of ``model``: its server's (a prompt's final count has the chat
    template applied, as the server will; its pieces are counted bare) or ``get_tokenizer``'s.
    ``explicit_key``: ``--cre-api-key``, for a server that wants one."""
    if not uses_server_tokens(model):
        return get_tokenizer(model.tokenizer)
    api_key = read_api_key(model, explicit_key)[0]
    return _server_tokenizer(model.tokenizer, model.model_id, model.base_urls[0], api_key)


@functools.lru_cache(maxsize=8)  # one per served model: it keeps the counts it was given
def _server_tokenizer(name: str, model_id: str, base_url: str, api_key: str | None) -> Tokenizer:
    def pieces(texts: list[str]) -> list[list[int]]:
        counts = text_tokens(base_url, texts, api_key)
        if counts is None:
            raise CreDataError(
                f"--cre-tokenizer server: {mask_url(base_url)} does not count tokens (no /tokenize): "
                "use a server that does (llama.cpp, vLLM) or --cre-tokenizer PATH/tokenizer.json"
            )
        return [[0] * n for n in counts]

    def prompt(text: str) -> list[int]:
        n = prompt_tokens(model_id, base_url, [{"role": "user", "content": text}], api_key)
        return [0] * n if n is not None else pieces([text])[0]

    return Tokenizer(name, pieces, prompt)
