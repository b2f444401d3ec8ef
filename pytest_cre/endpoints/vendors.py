"""Vendors and models as data: presets, the model registry, and how keys are found.

No I/O beyond reading environment variables and a key file; safe at collection time."""

from __future__ import annotations

import dataclasses
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.dims import Tier
from ..core.errors import CreUsageError
from ..core.secret import Secret, reveal


@dataclass(frozen=True)
class VendorPreset:
    """How to talk to one vendor's OpenAI-compatible endpoint (data, not code)."""

    name: str
    base_url: str | None
    api_key_env: str | None  # None: the server needs no key (local servers, sim)
    token_param: str = "max_tokens"  # exactly one of max_tokens / max_completion_tokens is sent
    reasoning_field: str | None = "reasoning_content"
    # How thinking is switched: "thinking" (extra_body thinking.type), "enable_thinking"
    # (DashScope), "chat_template_kwargs" (vLLM/SGLang), "reasoning_effort" (OpenAI, Gemini),
    # "reasoning" (OpenRouter's extra_body reasoning.enabled), or None.
    thinking_style: str | None = "thinking"
    # The reasoning_effort values sent for thinking on and off (thinking_style "reasoning_effort").
    effort_on: str = "medium"
    effort_off: str = "minimal"
    # Model id prefixes that always think: thinking = false is refused before any request.
    always_thinks: tuple[str, ...] = ()
    batch: bool = False  # it serves a batch API (OpenAI's /v1/files + /v1/batches, or the api's own)
    # The wire its requests travel: "openai" (Chat Completions through the ``openai`` SDK) or
    # "anthropic" (the Messages API through the ``anthropic`` SDK, an optional extra).
    api: str = "openai"
    # The vendor's limits per batch (requests, bytes): OpenAI's per input file unless it says.
    batch_max_requests: int = 50_000
    batch_max_bytes: int = 200 * 1024 * 1024


VENDORS: dict[str, VendorPreset] = {
    v.name: v
    for v in [
        VendorPreset("deepseek", "https://api.deepseek.com", "DEEPSEEK_API_KEY"),
        VendorPreset("xiaomi", "https://api.xiaomimimo.com/v1", "MIMO_API_KEY"),
        VendorPreset("zai", "https://api.z.ai/api/paas/v4", "ZAI_API_KEY"),
        VendorPreset("moonshot", "https://api.moonshot.ai/v1", "MOONSHOT_API_KEY"),
        VendorPreset(
            "dashscope",
            "https://dashscope-intl.aliyuncs.com/compatible-mode/v1",
            "DASHSCOPE_API_KEY",
            thinking_style="enable_thinking",
        ),
        VendorPreset(
            "openai",
            "https://api.openai.com/v1",
            "OPENAI_API_KEY",
            token_param="max_completion_tokens",
            reasoning_field=None,
            thinking_style="reasoning_effort",
            batch=True,
        ),
        VendorPreset(
            "vllm", "http://localhost:8000/v1", None, reasoning_field="reasoning", thinking_style="chat_template_kwargs"
        ),
        VendorPreset("sglang", "http://localhost:30000/v1", None, thinking_style="chat_template_kwargs"),
        VendorPreset("llamacpp", "http://localhost:8080/v1", None, thinking_style=None),
        VendorPreset("lmstudio", "http://localhost:1234/v1", None, reasoning_field="reasoning", thinking_style=None),
        VendorPreset("ollama", "http://localhost:11434/v1", None, reasoning_field="reasoning", thinking_style=None),
        # The frontier's own APIs.
        VendorPreset(
            "anthropic",
            "https://api.anthropic.com",
            "ANTHROPIC_API_KEY",
            reasoning_field=None,
            batch=True,  # the Message Batches API
            api="anthropic",
            batch_max_requests=100_000,
            # 256 MB (read as decimal, the stricter), less room for the body's {"requests": [...]}
            # around the lines (a line's bytes are what it adds to the body: test_anthropic_batches.py).
            batch_max_bytes=256_000_000 - 64,
        ),
        # Gemini's OpenAI-compatible endpoint (https://ai.google.dev/gemini-api/docs/openai): the
        # key as a bearer token, max_tokens, thinking through reasoning_effort, where "none" turns
        # it off ("minimal" does not) and 2.5 Pro and the 3 series cannot turn it off (their
        # thinking budget has a floor above 0: https://ai.google.dev/gemini-api/docs/thinking).
        # Thoughts are not sent back (only their count, completion_tokens_details.reasoning_tokens).
        # No batch: this endpoint creates and polls batches, but "Compatibility for upload and
        # download is currently not supported" (the page's Batch API section, updated 2025-11-18):
        # input and output files go through Gemini's own Files API (names "files/..."), which the
        # OpenAI batch path (files.create, files.content at this base URL) cannot reach.
        VendorPreset(
            "gemini",
            "https://generativelanguage.googleapis.com/v1beta/openai",
            "GEMINI_API_KEY",
            reasoning_field=None,
            thinking_style="reasoning_effort",
            effort_off="none",
            always_thinks=("gemini-2.5-pro", "gemini-3"),
        ),
        # Hosts and aggregators users run open models on (OpenAI-compatible).
        # OpenRouter (https://openrouter.ai/docs/use-cases/reasoning-tokens): the thinking in
        # message.reasoning, switched by the request's reasoning object ({"enabled": bool}); every
        # answer's usage.cost is what it charged, in credits (USD):
        # https://openrouter.ai/docs/use-cases/usage-accounting
        VendorPreset(
            "openrouter",
            "https://openrouter.ai/api/v1",
            "OPENROUTER_API_KEY",
            reasoning_field="reasoning",
            thinking_style="reasoning",
        ),
        # Together (https://docs.together.ai/docs/openai-api-compatibility): reasoning models
        # answer with <think> blocks in the content or a reasoning field; the switch is per model.
        VendorPreset("together", "https://api.together.xyz/v1", "TOGETHER_API_KEY", thinking_style=None),
        # Fireworks (https://docs.fireworks.ai/tools-sdks/openai-compatibility): model ids are
        # paths (accounts/fireworks/models/NAME); reasoning as reasoning_content or <think>.
        VendorPreset("fireworks", "https://api.fireworks.ai/inference/v1", "FIREWORKS_API_KEY", thinking_style=None),
        # Groq (https://console.groq.com/docs/reasoning): the thinking in message.reasoning; its
        # switch differs by model (reasoning_effort "none"/"default" for Qwen3, "low".."high" for
        # gpt-oss, which cannot turn it off), so a model file sets it in extra_body. Its
        # x-ratelimit-* headers give resets as Go durations ("7.66s", "2m59.56s").
        VendorPreset(
            "groq", "https://api.groq.com/openai/v1", "GROQ_API_KEY", reasoning_field="reasoning", thinking_style=None
        ),
        # Mistral (https://docs.mistral.ai/api/): max_tokens; no thinking switch on chat models.
        VendorPreset("mistral", "https://api.mistral.ai/v1", "MISTRAL_API_KEY", thinking_style=None),
        # xAI (https://docs.x.ai/docs/guides/reasoning): reasoning_content; reasoning_effort takes
        # only "low" or "high" and only on grok-3-mini (grok-4 refuses it), so none turns thinking
        # off and the preset sends no switch.
        VendorPreset("xai", "https://api.x.ai/v1", "XAI_API_KEY", thinking_style=None),
        VendorPreset("custom", None, "CRE_API_KEY", thinking_style=None),
        VendorPreset("sim", None, None, thinking_style=None, batch=True),
    ]
}


# What may follow the userinfo's "@": a host name or bracketed IP, an optional numeric port,
# then the path, query, fragment or the end.
_HOST_AFTER_AT = re.compile(r"(?:[A-Za-z0-9._~%-]+|\[[0-9A-Fa-f:.]+\])(?::\d*)?(?=[/?#]|$)")


def mask_url(url: str) -> str:
    """``url`` fit for a message or a record: everything between ``//`` and the last ``@`` of
    the authority (user, password, or a token in the user position) becomes ``***``.

    A password may itself hold ``/``, ``@``, ``?`` or ``#`` (``http://u:p@ss/w0rd@host/v1``),
    so the authority ends at the last ``@`` that a host follows, not at the first ``/``; when
    that is ambiguous (an ``@`` in the path) it masks more, never less."""
    start = url.find("//")
    start = start + 2 if start >= 0 else 0
    ats = [i for i in range(len(url) - 1, start - 1, -1) if url[i] == "@"]
    if not ats:
        return url
    at = next((i for i in ats if _HOST_AFTER_AT.match(url, i + 1)), ats[0])
    return f"{url[:start]}***{url[at:]}"


def check_base_url(url: str, model: str) -> None:
    """Raise ``CreUsageError`` (one line, with the fix) for a base URL no request can use.

    URLs with credentials are refused rather than stripped: the SDK authenticates with the
    bearer key, a password in the URL would travel to records, run.json and the cache key,
    and stripping it silently would send something other than what the user wrote."""
    from urllib.parse import urlsplit

    shown = mask_url(url)
    where = f"base URL {shown!r} of model {model!r}"
    if not url or url != url.strip() or any(c.isspace() or not c.isprintable() for c in url):
        raise CreUsageError(f"{where} is not a URL: give one like http://HOST:PORT/v1")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        if shown != url:  # the parser's message would quote a piece of the password
            raise CreUsageError(_credentials(where)) from None
        raise CreUsageError(f"{where} is not a valid URL ({exc}): give one like http://HOST:PORT/v1") from None
    if parts.scheme not in ("http", "https"):
        fix = f"http://{url}" if "://" not in url and shown == url else "http://HOST:PORT/v1"
        raise CreUsageError(f"{where} needs an http:// or https:// scheme: give one like {fix}")
    if not parts.hostname:
        raise CreUsageError(f"{where} has no host: give one like http://HOST:PORT/v1")
    if port == 0:
        raise CreUsageError(f"{where} has port 0: give the port the server listens on")
    if parts.username is not None or parts.password is not None:
        raise CreUsageError(_credentials(where))


def _credentials(where: str) -> str:
    return (
        f"{where} carries credentials: remove them from the URL and pass the key with "
        "--cre-api-key-file FILE or the model's key variable (api_key_env / api_key_file in a model file)"
    )


MAX_RESPONSE_CHARS = 200_000  # about 50K tokens: past any max_tokens a preset sends


# Anthropic's thinking: budget_tokens is at least MIN_THINKING and below max_tokens; pytest-cre
# keeps ANSWER_ROOM of max_tokens for the visible answer (anthropic_wire.thinking_budget).
MIN_THINKING = 1024
ANSWER_ROOM = 1024


@dataclass(frozen=True)
class ModelConfig:
    """One model as the tool calls it. ``name`` is what users type and what ids show."""

    name: str
    vendor: str
    model_id: str
    base_urls: tuple[str, ...] = ()
    api_key_env: str | None = None
    token_param: str = "max_tokens"
    max_output_tokens: int = 2048
    temperature: float | None = 0.0  # None: omit (vendor fixes it or ignores it)
    extra_body: dict[str, Any] = field(default_factory=dict)
    reasoning_field: str | None = "reasoning_content"
    thinking: bool | None = None  # None: the vendor's default, nothing sent
    thinking_style: str | None = None
    tier_caps: dict[str, int] = field(default_factory=dict)  # tier label -> token budget
    tokenizer: str = "cl100k_base"
    concurrency: int = 8  # requests in flight, shared by all xdist workers
    timeout_s: float = 600.0
    max_attempts: int = 5  # transient outcomes are retried up to this many attempts in all
    backoff_s: float = 1.0  # first retry delay; doubles each retry, with jitter
    truncation_ratio: float = 0.9  # flag samples whose reported prompt is below this share
    api_key_file: str | None = None
    profile: str | None = None  # sim only: positional profile name
    # Thinking switches that are not the vendor's: some models honour only one of them.
    no_think: bool = False  # append "/no_think" to the last user message (Qwen3 convention)
    prefill_no_think: bool = False  # seed an empty think turn the model continues past
    stop: tuple[str, ...] = ()  # stop sequences (some models parrot the prompt back)
    label: str | None = None  # a display name for tables (default: the name)
    notes: str = ""  # server-side facts the API cannot report
    # Characters kept of an answer's text and of its reasoning each (head and tail; more is cut
    # and flagged), and so the bytes read of one answer (body_limit): a server that sends 50 MB
    # never costs more than this to read, store or score. Raised in a model file.
    max_response_chars: int = MAX_RESPONSE_CHARS
    # Rate limits where the server states none in x-ratelimit-* headers (its headers win once
    # seen): tokens (prompt + max_tokens per request) and requests per minute, for the run.
    tpm: int | None = None
    rpm: int | None = None
    # Sent through the vendor's batch API (--cre-batch, or batch = true in a model file), in
    # input files of at most this many requests and bytes (OpenAI's limits unless the file says).
    batch: bool = False
    batch_max_requests: int = 50_000
    batch_max_bytes: int = 200 * 1024 * 1024
    api: str = "openai"  # the wire (VendorPreset.api): set from the vendor, never by a user
    # Anthropic's prompt caching (cache_control on the prompt), off unless a model file asks: a
    # cached prefix is cheaper and faster, which changes what a run measures.
    prompt_cache: bool = False
    # The model's declared context window in its own tokens: its vendor's documented one
    # (WINDOWS) or a model file's (None: not known; a server that states its own wins:
    # server_info). ``window_includes_output``: the window holds the prompt and max_tokens
    # together (OpenAI, Anthropic); False where the vendor states an input limit apart from the
    # output's (Gemini): then the prompt alone must fit.
    window: int | None = None
    window_includes_output: bool = True

    def __post_init__(self) -> None:
        # Every way a model is made (registry, VENDOR:ID, --cre-base-url, model files, replace)
        # passes here, so a bad URL is one usage error before any request.
        for url in self.base_urls:
            check_base_url(url, self.name)
        if self.api == "anthropic" and self.thinking and self.max_output_tokens < MIN_THINKING + ANSWER_ROOM:
            raise CreUsageError(
                f"model {self.name}: thinking on Anthropic needs max_tokens of at least "
                f"{MIN_THINKING + ANSWER_ROOM} ({MIN_THINKING} to think, {ANSWER_ROOM} to answer); "
                f"it is {self.max_output_tokens}: raise max_tokens or set thinking = false"
            )
        if self.prompt_cache and self.api != "anthropic":
            raise CreUsageError(
                f'model {self.name}: prompt_cache is Anthropic\'s switch (vendor = "anthropic"); '
                f"{self.vendor} models get none: leave prompt_cache out"
            )
        preset = VENDORS.get(self.vendor)
        if (
            self.thinking is False
            and preset is not None
            and self.model_id.removeprefix("models/").startswith(preset.always_thinks)
        ):
            raise CreUsageError(
                f"model {self.name!r}: {self.model_id} cannot turn thinking off ({self.vendor}'s docs): "
                "set thinking = true or leave it unset"
            )

    def budget_for(self, tier: Tier) -> int:
        """The prompt budget in tokens this model uses at ``tier`` (a model may cap it)."""
        return min(tier.tokens, self.tier_caps.get(tier.label, tier.tokens))

    def redacted(self) -> dict[str, Any]:
        """A JSON-safe description (never holds a key; only the name of its variable)."""
        return dataclasses.asdict(self)


# Context windows as each vendor's model page states them: (vendor, model id) -> (tokens, whether
# max_tokens counts against them). Only what the pages confirm; any other model declares none
# (a model file's ``window`` gives it). Claude's 1M here is native (no beta header: the wire sends
# none for these, anthropic_wire.needs_beta); Sonnet 4 and 4.5 are left out: their model page now
# states 200K while the wire sends them the 1M beta, so neither number can be confirmed.
WINDOWS: dict[tuple[str, str], tuple[int, bool]] = {
    # https://platform.openai.com/docs/models/gpt-4o, /gpt-4.1, /o4-mini: the window holds output too.
    ("openai", "gpt-4o"): (128_000, True),
    ("openai", "gpt-4.1"): (1_047_576, True),
    ("openai", "o4-mini"): (200_000, True),
    # https://platform.claude.com/docs/en/models/opus-4-6/overview (and sonnet-4-6): "Context window:
    # 1M tokens"; Claude's window includes the response (the context-windows page).
    ("anthropic", "claude-opus-4-6"): (1_000_000, True),
    ("anthropic", "claude-sonnet-4-6"): (1_000_000, True),
    # Gemini states an input limit apart from the output's ("Maximum input tokens: 1,048,576").
    ("gemini", "gemini-2.5-pro"): (1_048_576, False),
}


def declared_window(vendor: str, model_id: str) -> tuple[int, bool] | None:
    """``WINDOWS``' entry for a model (Gemini's ``models/`` prefix read as the bare id), or None."""
    return WINDOWS.get((vendor, model_id.removeprefix("models/")))


def preset_model(name: str, vendor: str, model_id: str, **kw: Any) -> ModelConfig:
    v = VENDORS[vendor]
    if (declared := declared_window(vendor, model_id)) is not None:
        kw.setdefault("window", declared[0])
        kw.setdefault("window_includes_output", declared[1])
    kw.setdefault("token_param", v.token_param)
    kw.setdefault("reasoning_field", v.reasoning_field)
    kw.setdefault("thinking_style", v.thinking_style)
    kw.setdefault("api", v.api)
    kw.setdefault("batch_max_requests", v.batch_max_requests)
    kw.setdefault("batch_max_bytes", v.batch_max_bytes)
    return ModelConfig(
        name=name,
        vendor=vendor,
        model_id=model_id,
        base_urls=(v.base_url,) if v.base_url else (),
        api_key_env=v.api_key_env,
        **kw,
    )


REGISTRY: dict[str, ModelConfig] = {
    m.name: m
    for m in [
        ModelConfig(
            name="sim", vendor="sim", model_id="sim-lost-in-the-middle", profile="lost-in-the-middle", concurrency=64
        ),
        ModelConfig(name="sim-robust", vendor="sim", model_id="sim-robust", profile="robust", concurrency=64),
        ModelConfig(name="sim-recency", vendor="sim", model_id="sim-recency", profile="recency", concurrency=64),
        # The seed paper's initial five models.
        preset_model("qwen2.5-7b-instruct", "dashscope", "qwen2.5-7b-instruct"),
        preset_model("mimo-v2-flash", "xiaomi", "mimo-v2-flash", thinking=False),
        preset_model("glm-4.7-flashx", "zai", "glm-4.7-flashx", thinking=False),
        # deepseek-reasoner counts max_tokens (CoT included) against its 128K window: the paper
        # gives it 60K of prompt at the 64K tier so the chain of thought still fits.
        preset_model(
            "deepseek-reasoner",
            "deepseek",
            "deepseek-reasoner",
            temperature=None,
            max_output_tokens=32768,
            tier_caps={"64k": 60 * 1024},
        ),
        preset_model("kimi-k2.5", "moonshot", "kimi-k2.5", temperature=None),
        # The four newer releases, vendor default reasoning settings.
        preset_model(
            "deepseek-v4-pro", "deepseek", "deepseek-v4-pro", temperature=None, max_output_tokens=32768, thinking=True
        ),
        preset_model(
            "mimo-v2.5-pro", "xiaomi", "mimo-v2.5-pro", temperature=None, max_output_tokens=32768, thinking=True
        ),
        preset_model("kimi-k2.6", "moonshot", "kimi-k2.6", temperature=None, max_output_tokens=32768, thinking=True),
        preset_model("glm-5.1", "zai", "glm-5.1", thinking=False),
        # OpenAI.
        preset_model("gpt-4o", "openai", "gpt-4o"),
        preset_model("gpt-4.1", "openai", "gpt-4.1"),
        preset_model("o4-mini", "openai", "o4-mini", temperature=None, max_output_tokens=32768, thinking=True),
    ]
}

PAPER_MODELS = (  # the seed paper's nine, in its order
    "qwen2.5-7b-instruct",
    "mimo-v2-flash",
    "glm-4.7-flashx",
    "deepseek-reasoner",
    "kimi-k2.5",
    "deepseek-v4-pro",
    "mimo-v2.5-pro",
    "kimi-k2.6",
    "glm-5.1",
)

LOCAL_VENDORS = ("vllm", "sglang", "llamacpp", "lmstudio", "ollama")


def reasoning_effort(model: ModelConfig) -> str:
    """The ``reasoning_effort`` value ``model``'s thinking switch sends (its vendor's words)."""
    preset = VENDORS.get(model.vendor)
    if preset is None:
        return "medium" if model.thinking else "minimal"
    return preset.effort_on if model.thinking else preset.effort_off


def template_kwargs(model: ModelConfig) -> dict[str, Any]:
    """The chat-template arguments a request of ``model`` sends as ``chat_template_kwargs`` (a
    model file's ``extra_body`` ones, with vLLM's and SGLang's thinking switch on top); empty when
    it sends none. A server that counts the prompt (``/tokenize``, ``/apply-template``) is given
    the same, so the count is of the template the request gets (Qwen3 with thinking off adds an
    empty think block)."""
    given = model.extra_body.get("chat_template_kwargs")
    kwargs = dict(given) if isinstance(given, dict) else {}
    if model.thinking is not None and model.thinking_style == "chat_template_kwargs":
        kwargs["enable_thinking"] = model.thinking
    return kwargs


def takes_explicit_endpoint(model: ModelConfig) -> bool:
    """Whether ``--cre-base-url``/``--cre-api-key``/``--cre-api-key-file`` apply to a model:
    raw ids and self-hosted servers only. A vendor model keeps its own URL and key variable,
    so one run's key never travels to another vendor's (or another host's) endpoint."""
    return model.vendor == "custom" or model.vendor in LOCAL_VENDORS


def resolve_model(
    name: str, base_url: str | None = None, registry: dict[str, ModelConfig] | None = None
) -> ModelConfig:
    """Turn a ``--cre-model`` value into a config.

    Accepted: a registry name (``deepseek-reasoner``); ``VENDOR:MODEL_ID`` for a vendor preset
    (``vllm:Qwen/Qwen2.5-7B-Instruct``, ``deepseek:deepseek-chat``); or a raw model id together
    with ``--cre-base-url``, which also overrides a self-hosted preset's URL (comma list:
    replicas)."""
    registry = REGISTRY if registry is None else registry
    if name not in registry and "," in name and not name.startswith(("sim:", "sim-param:")):
        # No vendor's model id holds a comma: this is a list, which would run as one odd model.
        raise CreUsageError(
            f"--cre-model {name!r}: one model per option; give each its own --cre-model "
            f"({' '.join('--cre-model ' + n.strip() for n in name.split(',') if n.strip())})"
        )
    if name in registry:
        model = registry[name]
    elif ":" in name and name.split(":", 1)[0] in VENDORS:
        vendor, model_id = name.split(":", 1)
        if not model_id:
            raise CreUsageError(f"--cre-model {name!r}: no model id after '{vendor}:'")
        model = preset_model(name, vendor, model_id)
    elif base_url:
        model = ModelConfig(name=name, vendor="custom", model_id=name, api_key_env="CRE_API_KEY", thinking_style=None)
    else:
        known = ", ".join(sorted(registry))
        raise CreUsageError(
            f"unknown model {name!r}: use one of [{known}], VENDOR:MODEL_ID "
            f"(vendors: {', '.join(sorted(VENDORS))}), or pass --cre-base-url for a raw model id"
        )
    if base_url and takes_explicit_endpoint(model):
        urls = tuple(u.strip() for u in base_url.split(",") if u.strip())
        model = dataclasses.replace(model, base_urls=urls)
    if model.vendor != "sim" and not model.base_urls:
        raise CreUsageError(f"model {name!r} has no base URL: pass --cre-base-url http://HOST/v1")
    return model


def missing_key_reason(model: ModelConfig) -> str | None:
    """Why a model's cells must be skipped for want of a key, or None when it can run. An
    explicit ``--cre-api-key`` serves only models at an explicit endpoint, which never skip."""
    if model.api_key_env is None or model.api_key_file:
        return None
    if takes_explicit_endpoint(model):
        return None  # local servers rarely need one; send a placeholder
    if os.environ.get(model.api_key_env):
        return None
    return f"{model.api_key_env} is not set: export {model.api_key_env}=<key> to run {model.name}"


def check_api_key(key: str, source: str) -> str:
    """The key as sent, or ``CreUsageError`` when it cannot be one: empty, several lines, or
    bytes that are not printable text (a binary file read by mistake)."""
    if not key:
        raise CreUsageError(f"{source} is empty: put the API key on its one line")
    if "\n" in key or "\r" in key:
        raise CreUsageError(f"{source} holds several lines: keep only the API key, on one line")
    if not all(c.isprintable() and c.isascii() and not c.isspace() for c in key):
        raise CreUsageError(
            f"{source} is not an API key (it holds spaces or non-text bytes): put only the key, on one line"
        )
    return key


def not_found_advice(model: ModelConfig, base_url: str, missing_model: bool) -> str:
    """What to fix after a 404: the model id (when the body says the server does not know it),
    else the base URL that answered. One line; any credentials in the URL masked."""
    base = mask_url(base_url.rstrip("/"))
    models, requests, shape = _API_PATHS[model.api]
    if missing_model:
        return (
            f"the server does not know model {model.model_id!r}: give a model id the server "
            f"serves (GET {base}{models} lists them)"
        )
    return f"{base}{requests} answered 404: check the base URL ({shape})"


# Per wire: where its models are listed, where its requests go, and what its base URL looks like.
_API_PATHS = {
    "openai": ("/models", "/chat/completions", "it usually ends in /v1"),
    "anthropic": ("/v1/models", "/v1/messages", "the host alone, without /v1: the SDK adds it"),
}


def fatal_advice(model: ModelConfig, status: str, explicit_key: bool = False) -> str:
    """What to fix after an ``auth`` or ``quota`` answer, naming the key option, file or variable
    (a ``not_found`` answer has its own, ``not_found_advice``)."""
    if explicit_key and takes_explicit_endpoint(model):
        where = "the one given with --cre-api-key"
    elif model.api_key_file:
        where = f"the key in {model.api_key_file}"
    elif model.api_key_env:
        where = f"${model.api_key_env}"
    else:
        where = "--cre-api-key-file (the server asks for a key)"
    if status == "quota":
        return f"top up or raise the limit of the account whose key is {where}, then rerun"
    return f"check {where}: the server refused it (expired, revoked, or for another vendor)"


# A key file is read once per process and kept (as a Secret): a pipe (``<(pass show key)``)
# gives its key once, and a cell must not find it empty after the start check read it. Keyed
# by what the file is, so a regular file that changes is read again.
_KEY_FILES: dict[tuple[str, ...], tuple[Secret, str | None]] = {}


def _key_file_identity(path: Path) -> tuple[str, ...]:
    st = path.stat()
    if stat.S_ISREG(st.st_mode):
        return (str(path), str(st.st_ino), str(st.st_mtime_ns), str(st.st_size), str(st.st_mode))
    return (str(path),)  # a pipe or a device: read once, whatever it says later


def check_key_file_for_workers(model: ModelConfig) -> None:
    """Raise ``CreUsageError`` when ``model``'s key file cannot be read again by xdist workers
    (each reads it in its own process): a pipe (``<(pass show key)``) or a device gives its key
    once."""
    if not model.api_key_file:
        return
    path = Path(model.api_key_file)
    if path.exists() and not path.is_file():
        raise CreUsageError(
            f"API key file {path} is a pipe or a device, which gives its key once, and each xdist worker "
            "(-n) reads the key file again: write the key to a file (chmod 600), or run without -n"
        )


def read_api_key(model: ModelConfig, explicit: Secret | str | None) -> tuple[Secret | None, str | None]:
    """(key, warning): the explicit key, else the model's key file, else its env variable.
    The warning names a key file readable by others (its mode should be 600). The key is a
    ``Secret``: no repr, str or traceback shows it."""
    if explicit and takes_explicit_endpoint(model):
        return Secret(check_api_key(str(reveal(explicit)).strip(), "--cre-api-key")), None
    if model.api_key_file:
        path = Path(model.api_key_file)
        try:
            identity = _key_file_identity(path)
            if identity in _KEY_FILES:
                return _KEY_FILES[identity]
            mode = path.stat().st_mode & 0o777
            with open(path, encoding="utf-8") as f:
                key = Secret(f.read().strip())
        except OSError as exc:
            raise CreUsageError(f"cannot read the API key file {path}: {exc.strerror}") from None
        except UnicodeDecodeError:
            raise CreUsageError(
                f"API key file {path} is not text (binary bytes): put only the key, on one line"
            ) from None
        check_api_key(key.reveal(), f"API key file {path}")
        private = mode & 0o077 and stat.S_ISREG(path.stat().st_mode)
        warning = f"API key file {path} has mode {mode:o}: run chmod 600 {path}" if private else None
        _KEY_FILES[identity] = (key, warning)
        return key, warning
    env = os.environ.get(model.api_key_env) if model.api_key_env else None
    return (Secret(check_api_key(env.strip(), f"${model.api_key_env}")) if env else None), None
