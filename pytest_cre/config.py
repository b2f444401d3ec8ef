"""Resolved settings and the model registry.

Everything here is data plus parsing: no I/O beyond reading environment variables, no network,
no tokenization, so it is safe to use at collection time.
"""

from __future__ import annotations

import dataclasses
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

KNOWN_TASKS = ("arith", "gsm8k", "arc")
KNOWN_FILLERS = ("ws", "qo_v2", "neutral")
FIXED_POSITIONS = ("end", "start", "middle", "middle_twice", "middle_dup", "baseline")
NO_FILLER = "none"  # filler and tier value of a baseline (no-filler) cell


class CreUsageError(Exception):
    """A bad option value; rendered by the plugin as one line and exit code 4."""


# --------------------------------------------------------------------------- vendors and models


@dataclass(frozen=True)
class VendorPreset:
    """How to talk to one vendor's OpenAI-compatible endpoint (data, not code)."""

    name: str
    base_url: str | None
    api_key_env: str | None  # None: the server needs no key (local servers, sim)
    token_param: str = "max_tokens"  # exactly one of max_tokens / max_completion_tokens is sent
    reasoning_field: str | None = "reasoning_content"


VENDORS: dict[str, VendorPreset] = {
    v.name: v
    for v in [
        VendorPreset("deepseek", "https://api.deepseek.com", "DEEPSEEK_API_KEY"),
        VendorPreset("xiaomi", "https://api.xiaomimimo.com/v1", "MIMO_API_KEY"),
        VendorPreset("zai", "https://api.z.ai/api/paas/v4", "ZAI_API_KEY"),
        VendorPreset("moonshot", "https://api.moonshot.ai/v1", "MOONSHOT_API_KEY"),
        VendorPreset(
            "dashscope", "https://dashscope-intl.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY"
        ),
        VendorPreset(
            "openai", "https://api.openai.com/v1", "OPENAI_API_KEY",
            token_param="max_completion_tokens", reasoning_field=None,
        ),
        VendorPreset("vllm", "http://localhost:8000/v1", None, reasoning_field="reasoning"),
        VendorPreset("sglang", "http://localhost:30000/v1", None),
        VendorPreset("llamacpp", "http://localhost:8080/v1", None),
        VendorPreset("lmstudio", "http://localhost:1234/v1", None, reasoning_field="reasoning"),
        VendorPreset("ollama", "http://localhost:11434/v1", None, reasoning_field="reasoning"),
        VendorPreset("custom", None, "CRE_API_KEY"),
        VendorPreset("sim", None, None),
    ]
}


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
    tier_caps: dict[str, int] = field(default_factory=dict)  # tier label -> token budget
    tokenizer: str = "cl100k_base"
    concurrency: int = 8
    profile: str | None = None  # sim only: positional profile name

    def budget_for(self, tier: Tier) -> int:
        """The prompt budget in tokens this model uses at ``tier`` (a model may cap it)."""
        return min(tier.tokens, self.tier_caps.get(tier.label, tier.tokens))

    def redacted(self) -> dict[str, Any]:
        """A JSON-safe description (never holds a key; only the name of its variable)."""
        return dataclasses.asdict(self)


def _preset_model(name: str, vendor: str, model_id: str, **kw: Any) -> ModelConfig:
    v = VENDORS[vendor]
    kw.setdefault("token_param", v.token_param)
    kw.setdefault("reasoning_field", v.reasoning_field)
    return ModelConfig(
        name=name, vendor=vendor, model_id=model_id,
        base_urls=(v.base_url,) if v.base_url else (), api_key_env=v.api_key_env, **kw,
    )


_THINK_ON = {"thinking": {"type": "enabled"}}
_THINK_OFF = {"thinking": {"type": "disabled"}}

REGISTRY: dict[str, ModelConfig] = {
    m.name: m
    for m in [
        ModelConfig(name="sim", vendor="sim", model_id="sim-lost-in-the-middle",
                    profile="lost-in-the-middle", concurrency=64),
        ModelConfig(name="sim-robust", vendor="sim", model_id="sim-robust", profile="robust",
                    concurrency=64),
        ModelConfig(name="sim-recency", vendor="sim", model_id="sim-recency", profile="recency",
                    concurrency=64),
        # The seed paper's initial five models.
        _preset_model("qwen2.5-7b-instruct", "dashscope", "qwen2.5-7b-instruct"),
        _preset_model("mimo-v2-flash", "xiaomi", "mimo-v2-flash", extra_body=_THINK_OFF),
        _preset_model("glm-4.7-flashx", "zai", "glm-4.7-flashx", extra_body=_THINK_OFF),
        # deepseek-reasoner counts max_tokens (CoT included) against its 128K window: the paper
        # gives it 60K of prompt at the 64K tier so the chain of thought still fits.
        _preset_model("deepseek-reasoner", "deepseek", "deepseek-reasoner", temperature=None,
                      max_output_tokens=32768, tier_caps={"64k": 60 * 1024}),
        _preset_model("kimi-k2.5", "moonshot", "kimi-k2.5", temperature=None),
        # The four newer releases, vendor default reasoning settings.
        _preset_model("deepseek-v4-pro", "deepseek", "deepseek-v4-pro", temperature=None,
                      max_output_tokens=32768, extra_body=_THINK_ON),
        _preset_model("mimo-v2.5-pro", "xiaomi", "mimo-v2.5-pro", temperature=None,
                      max_output_tokens=32768, extra_body=_THINK_ON),
        _preset_model("kimi-k2.6", "moonshot", "kimi-k2.6", temperature=None,
                      max_output_tokens=32768, extra_body=_THINK_ON),
        _preset_model("glm-5.1", "zai", "glm-5.1", extra_body=_THINK_OFF),
        # OpenAI.
        _preset_model("gpt-4o", "openai", "gpt-4o"),
        _preset_model("gpt-4.1", "openai", "gpt-4.1"),
        _preset_model("o4-mini", "openai", "o4-mini", temperature=None,
                      max_output_tokens=32768, extra_body={"reasoning_effort": "medium"}),
    ]
}

PAPER_MODELS = (
    "qwen2.5-7b-instruct", "mimo-v2-flash", "glm-4.7-flashx", "deepseek-reasoner", "kimi-k2.5",
    "deepseek-v4-pro", "mimo-v2.5-pro", "kimi-k2.6", "glm-5.1",
)

_LOCAL_VENDORS = ("vllm", "sglang", "llamacpp", "lmstudio", "ollama")


def resolve_model(name: str, base_url: str | None = None, api_key_env: str | None = None,
                  registry: dict[str, ModelConfig] | None = None) -> ModelConfig:
    """Turn a ``--cre-model`` value into a config.

    Accepted: a registry name (``deepseek-reasoner``); ``VENDOR:MODEL_ID`` for a vendor preset
    (``vllm:Qwen/Qwen2.5-7B-Instruct``, ``deepseek:deepseek-chat``); or a raw model id together
    with ``--cre-base-url``. ``base_url`` given explicitly overrides the preset's.
    """
    registry = REGISTRY if registry is None else registry
    if name in registry:
        model = registry[name]
    elif ":" in name and name.split(":", 1)[0] in VENDORS:
        vendor, model_id = name.split(":", 1)
        if not model_id:
            raise CreUsageError(f"--cre-model {name!r}: no model id after '{vendor}:'")
        model = _preset_model(name, vendor, model_id)
    elif base_url:
        model = ModelConfig(name=name, vendor="custom", model_id=name, api_key_env="CRE_API_KEY")
    else:
        known = ", ".join(sorted(registry))
        raise CreUsageError(
            f"unknown model {name!r}: use one of [{known}], VENDOR:MODEL_ID "
            f"(vendors: {', '.join(sorted(VENDORS))}), or pass --cre-base-url for a raw model id"
        )
    if base_url:
        urls = tuple(u.strip() for u in base_url.split(",") if u.strip())
        model = dataclasses.replace(model, base_urls=urls)
    if api_key_env:
        model = dataclasses.replace(model, api_key_env=api_key_env)
    if model.vendor != "sim" and not model.base_urls:
        raise CreUsageError(f"model {name!r} has no base URL: pass --cre-base-url http://HOST/v1")
    return model


def missing_key_reason(model: ModelConfig, explicit_key: bool) -> str | None:
    """Why a model's cells must be skipped for want of a key, or None when it can run."""
    if explicit_key or model.api_key_env is None:
        return None
    if model.vendor == "custom" or model.vendor in _LOCAL_VENDORS:
        return None  # local servers rarely need one; send a placeholder
    if os.environ.get(model.api_key_env):
        return None
    return f"{model.api_key_env} is not set: export {model.api_key_env}=<key> to run {model.name}"


# --------------------------------------------------------------------------- dimensions


@dataclass(frozen=True, order=True)
class Tier:
    """A context tier: ``label`` as users write it (``64k``), ``tokens`` its budget (65536)."""

    tokens: int
    label: str


_TIER_RE = re.compile(r"^(\d+)k$", re.IGNORECASE)


def parse_tier(text: str) -> Tier:
    """``8k`` -> 8192 tokens (K = 1024, as the paper's 64K tier is 65,536 tokens)."""
    text = text.strip().lower()
    if text == NO_FILLER:
        return Tier(0, NO_FILLER)
    m = _TIER_RE.match(text)
    if not m or int(m.group(1)) == 0:
        raise CreUsageError(f"unknown tier {text!r}: write tiers as Nk, e.g. 8k,32k,64k")
    return Tier(int(m.group(1)) * 1024, f"{int(m.group(1))}k")


def parse_position(text: str) -> str:
    """Canonical position: one of FIXED_POSITIONS or ``depth:P`` with 0 <= P <= 100."""
    t = text.strip().lower()
    if t in FIXED_POSITIONS:
        return t
    m = re.fullmatch(r"depth:?(\d+(?:\.\d+)?)", t)
    if m and 0 <= float(m.group(1)) <= 100:
        value = float(m.group(1))
        return f"depth:{value:g}"
    raise CreUsageError(
        f"unknown position {text!r}: use one of {', '.join(FIXED_POSITIONS)} or depth:P (0-100)"
    )


def position_depth(position: str) -> float | None:
    """The requested depth (0-1) of a ``depth:P`` position, else None."""
    return float(position.split(":", 1)[1]) / 100 if position.startswith("depth:") else None


def parse_list(text: str | None) -> list[str]:
    """A comma list from the command line or ini (whitespace and empty entries ignored)."""
    if not text:
        return []
    return [p.strip() for p in str(text).replace("\n", ",").split(",") if p.strip()]


def check_choice(kind: str, value: str, known: tuple[str, ...]) -> str:
    v = value.strip().lower()
    if v not in known:
        raise CreUsageError(f"unknown {kind} {value!r}: use one of {', '.join(known)}")
    return v


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    """Every option after CLI > ini > env resolution and validation."""

    models: tuple[ModelConfig, ...]
    n: int = 50
    seed: int = 42
    tasks: tuple[str, ...] = ()
    fillers: tuple[str, ...] = ()
    positions: tuple[str, ...] = ()
    tiers: tuple[Tier, ...] = ()
    grid: str | None = None
    data_dir: Path | None = None
    report_dir: Path = Path("reports")
    api_key: str | None = field(default=None, repr=False)
    concurrency: int | None = None
    alpha: float = 0.01

    def public(self) -> dict[str, Any]:
        """The settings as JSON-safe data, with the key left out."""
        return {
            "models": [m.redacted() for m in self.models],
            "n": self.n, "seed": self.seed, "tasks": list(self.tasks),
            "fillers": list(self.fillers), "positions": list(self.positions),
            "tiers": [t.label for t in self.tiers], "grid": self.grid,
            "data_dir": str(self.data_dir) if self.data_dir else None,
            "concurrency": self.concurrency, "alpha": self.alpha,
        }


def _positive_int(name: str, value: Any) -> int:
    try:
        v = int(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be a positive integer, got {value!r}") from None
    if v <= 0:
        raise CreUsageError(f"{name} must be a positive integer, got {value!r}")
    return v


def build_settings(raw: dict[str, Any], registry: dict[str, ModelConfig] | None = None) -> Settings:
    """Validate raw option values (strings or lists, as pytest hands them over)."""
    base_url = raw.get("base_url") or None
    names = raw.get("models") or ["sim"]
    models: list[ModelConfig] = []
    for name in names:
        m = resolve_model(name, base_url=base_url, registry=registry)
        if m.name not in {x.name for x in models}:
            models.append(m)
    try:
        alpha = float(raw.get("alpha", 0.01))
    except (TypeError, ValueError):
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {raw.get('alpha')!r}") from None
    if not 0 < alpha < 1:
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {alpha}")
    data_dir = raw.get("data_dir") or None
    concurrency = raw.get("concurrency")
    tokenizer = raw.get("tokenizer") or None
    if tokenizer:
        if tokenizer.endswith(".json") and not Path(tokenizer).expanduser().is_file():
            raise CreUsageError(f"--cre-tokenizer {tokenizer}: no such tokenizer.json file")
        if not tokenizer.endswith(".json") and tokenizer != "cl100k_base":
            raise CreUsageError(f"--cre-tokenizer {tokenizer!r}: use cl100k_base or a path to a tokenizer.json")
        models = [dataclasses.replace(m, tokenizer=str(Path(tokenizer).expanduser()) if tokenizer.endswith(".json")
                                      else tokenizer) for m in models]
    return Settings(
        models=tuple(models),
        n=_positive_int("--cre-n", raw.get("n", 50)),
        seed=int(_int_or_error("--cre-seed", raw.get("seed", 42))),
        tasks=tuple(check_choice("task", t, KNOWN_TASKS) for t in parse_list(raw.get("tasks"))),
        fillers=tuple(check_choice("filler", f, KNOWN_FILLERS) for f in parse_list(raw.get("fillers"))),
        positions=tuple(parse_position(p) for p in parse_list(raw.get("positions"))),
        tiers=tuple(parse_tier(t) for t in parse_list(raw.get("tiers"))),
        grid=raw.get("grid") or None,
        data_dir=Path(data_dir).expanduser() if data_dir else None,
        report_dir=Path(raw.get("report_dir") or "reports"),
        api_key=raw.get("api_key") or None,
        concurrency=_positive_int("--cre-concurrency", concurrency) if concurrency else None,
        alpha=alpha,
    )


def _int_or_error(name: str, value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be an integer, got {value!r}") from None
