"""Resolved settings and the model registry.

Everything here is data plus parsing: no I/O beyond reading environment variables, no network,
no tokenization, so it is safe to use at collection time.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
    # How thinking is switched: "thinking" (extra_body thinking.type), "enable_thinking"
    # (DashScope), "chat_template_kwargs" (vLLM/SGLang), "reasoning_effort" (OpenAI), or None.
    thinking_style: str | None = "thinking"


VENDORS: dict[str, VendorPreset] = {
    v.name: v
    for v in [
        VendorPreset("deepseek", "https://api.deepseek.com", "DEEPSEEK_API_KEY"),
        VendorPreset("xiaomi", "https://api.xiaomimimo.com/v1", "MIMO_API_KEY"),
        VendorPreset("zai", "https://api.z.ai/api/paas/v4", "ZAI_API_KEY"),
        VendorPreset("moonshot", "https://api.moonshot.ai/v1", "MOONSHOT_API_KEY"),
        VendorPreset(
            "dashscope", "https://dashscope-intl.aliyuncs.com/compatible-mode/v1", "DASHSCOPE_API_KEY",
            thinking_style="enable_thinking",
        ),
        VendorPreset(
            "openai", "https://api.openai.com/v1", "OPENAI_API_KEY",
            token_param="max_completion_tokens", reasoning_field=None, thinking_style="reasoning_effort",
        ),
        VendorPreset("vllm", "http://localhost:8000/v1", None, reasoning_field="reasoning",
                     thinking_style="chat_template_kwargs"),
        VendorPreset("sglang", "http://localhost:30000/v1", None, thinking_style="chat_template_kwargs"),
        VendorPreset("llamacpp", "http://localhost:8080/v1", None, thinking_style=None),
        VendorPreset("lmstudio", "http://localhost:1234/v1", None, reasoning_field="reasoning",
                     thinking_style=None),
        VendorPreset("ollama", "http://localhost:11434/v1", None, reasoning_field="reasoning",
                     thinking_style=None),
        VendorPreset("custom", None, "CRE_API_KEY", thinking_style=None),
        VendorPreset("sim", None, None, thinking_style=None),
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
    kw.setdefault("thinking_style", v.thinking_style)
    return ModelConfig(
        name=name, vendor=vendor, model_id=model_id,
        base_urls=(v.base_url,) if v.base_url else (), api_key_env=v.api_key_env, **kw,
    )



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
        _preset_model("mimo-v2-flash", "xiaomi", "mimo-v2-flash", thinking=False),
        _preset_model("glm-4.7-flashx", "zai", "glm-4.7-flashx", thinking=False),
        # deepseek-reasoner counts max_tokens (CoT included) against its 128K window: the paper
        # gives it 60K of prompt at the 64K tier so the chain of thought still fits.
        _preset_model("deepseek-reasoner", "deepseek", "deepseek-reasoner", temperature=None,
                      max_output_tokens=32768, tier_caps={"64k": 60 * 1024}),
        _preset_model("kimi-k2.5", "moonshot", "kimi-k2.5", temperature=None),
        # The four newer releases, vendor default reasoning settings.
        _preset_model("deepseek-v4-pro", "deepseek", "deepseek-v4-pro", temperature=None,
                      max_output_tokens=32768, thinking=True),
        _preset_model("mimo-v2.5-pro", "xiaomi", "mimo-v2.5-pro", temperature=None,
                      max_output_tokens=32768, thinking=True),
        _preset_model("kimi-k2.6", "moonshot", "kimi-k2.6", temperature=None,
                      max_output_tokens=32768, thinking=True),
        _preset_model("glm-5.1", "zai", "glm-5.1", thinking=False),
        # OpenAI.
        _preset_model("gpt-4o", "openai", "gpt-4o"),
        _preset_model("gpt-4.1", "openai", "gpt-4.1"),
        _preset_model("o4-mini", "openai", "o4-mini", temperature=None,
                      max_output_tokens=32768, thinking=True),
    ]
}

PAPER_MODELS = (  # the seed paper's nine, in its order
    "qwen2.5-7b-instruct", "mimo-v2-flash", "glm-4.7-flashx", "deepseek-reasoner", "kimi-k2.5",
    "deepseek-v4-pro", "mimo-v2.5-pro", "kimi-k2.6", "glm-5.1",
)

LOCAL_VENDORS = ("vllm", "sglang", "llamacpp", "lmstudio", "ollama")


def takes_explicit_endpoint(model: ModelConfig) -> bool:
    """Whether ``--cre-base-url``/``--cre-api-key``/``--cre-api-key-file`` apply to a model:
    raw ids and self-hosted servers only. A vendor model keeps its own URL and key variable,
    so one run's key never travels to another vendor's (or another host's) endpoint."""
    return model.vendor == "custom" or model.vendor in LOCAL_VENDORS


def resolve_model(name: str, base_url: str | None = None,
                  registry: dict[str, ModelConfig] | None = None) -> ModelConfig:
    """Turn a ``--cre-model`` value into a config.

    Accepted: a registry name (``deepseek-reasoner``); ``VENDOR:MODEL_ID`` for a vendor preset
    (``vllm:Qwen/Qwen2.5-7B-Instruct``, ``deepseek:deepseek-chat``); or a raw model id together
    with ``--cre-base-url``, which also overrides a self-hosted preset's URL (comma list:
    replicas)."""
    registry = REGISTRY if registry is None else registry
    if name in registry:
        model = registry[name]
    elif ":" in name and name.split(":", 1)[0] in VENDORS:
        vendor, model_id = name.split(":", 1)
        if not model_id:
            raise CreUsageError(f"--cre-model {name!r}: no model id after '{vendor}:'")
        model = _preset_model(name, vendor, model_id)
    elif base_url:
        model = ModelConfig(name=name, vendor="custom", model_id=name, api_key_env="CRE_API_KEY",
                            thinking_style=None)
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


def missing_key_reason(model: ModelConfig, explicit_key: bool) -> str | None:
    """Why a model's cells must be skipped for want of a key, or None when it can run."""
    if model.api_key_env is None or model.api_key_file:
        return None
    if takes_explicit_endpoint(model):
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


POSITION_ORDER = ["baseline", "end", "middle", "middle_twice", "middle_dup", "start"]


def tier_tokens(label: str) -> int:
    """Sort key of a tier label (``none`` first)."""
    return int(label[:-1]) if label.endswith("k") and label[:-1].isdigit() else -1


def position_rank(pos: str) -> tuple[int, float]:
    """Sort key of a position: baseline, end, middle, probes, start, then depths in order."""
    if pos in POSITION_ORDER:
        return (POSITION_ORDER.index(pos), 0.0)
    return (len(POSITION_ORDER), float(pos.split(":", 1)[1]) if ":" in pos else 0.0)


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
    cache_mode: str = "on"  # "on", "off" or "refresh" (ask again, store the new answers)
    cache_path: Path = Path(".cre-cache/responses.sqlite")
    notes: str = ""
    sim_faults: str = ""
    sim_latency: str = ""
    neutral: str = "auto"  # neutral prose: auto (data dir, else Python docs), python, hf
    correction: str = "bonferroni"
    alternative: str = "two-sided"
    family: str = ""
    comparisons: str = ""
    fail_on_drop: float | None = None
    compare: Path | None = None

    def analysis(self):
        """The statistical policy of the summary and the drop items."""
        from .report import Analysis, parse_family, parse_pairs

        return Analysis(alpha=self.alpha, correction=self.correction, alternative=self.alternative,
                        family=parse_family(self.family), pairs=parse_pairs(self.comparisons))

    def public(self) -> dict[str, Any]:
        """The settings as JSON-safe data, with the key left out."""
        return {
            "models": [m.redacted() for m in self.models],
            "n": self.n, "seed": self.seed, "tasks": list(self.tasks),
            "fillers": list(self.fillers), "positions": list(self.positions),
            "tiers": [t.label for t in self.tiers], "grid": self.grid,
            "data_dir": str(self.data_dir) if self.data_dir else None,
            "concurrency": self.concurrency, "alpha": self.alpha,
            "cache": self.cache_mode if self.cache_mode != "on" else str(self.cache_path),
            "notes": self.notes, "sim_faults": self.sim_faults, "sim_latency": self.sim_latency,
            "neutral": self.neutral,
            "correction": self.correction, "alternative": self.alternative, "family": self.family,
            "comparisons": self.comparisons, "fail_on_drop": self.fail_on_drop,
            "compare": str(self.compare) if self.compare else None,
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
    for option in ("base_url", "api_key", "api_key_file"):
        if raw.get(option) and not any(takes_explicit_endpoint(m) for m in models):
            raise CreUsageError(
                f"--cre-{option.replace('_', '-')} applies to raw model ids and self-hosted presets "
                "(vllm:, sglang:, llamacpp:, lmstudio:, ollama:) only, and none is selected: vendor "
                "models use their own URL and key variable")
    try:
        alpha = float(raw.get("alpha", 0.01))
    except (TypeError, ValueError):
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {raw.get('alpha')!r}") from None
    if not 0 < alpha < 1:
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {alpha}")
    data_dir = raw.get("data_dir") or None
    concurrency = raw.get("concurrency")
    overrides: dict[str, Any] = {}
    if raw.get("timeout"):
        overrides["timeout_s"] = _positive_float("--cre-timeout", raw["timeout"])
    if raw.get("max_attempts"):
        overrides["max_attempts"] = _positive_int("--cre-max-attempts", raw["max_attempts"])
    if raw.get("backoff") not in (None, ""):
        overrides["backoff_s"] = _positive_float("--cre-backoff", raw["backoff"], allow_zero=True)
    if overrides:
        models = [dataclasses.replace(m, **overrides) for m in models]
    if raw.get("api_key_file"):
        key_file = str(Path(raw["api_key_file"]).expanduser())
        models = [dataclasses.replace(m, api_key_file=key_file) if takes_explicit_endpoint(m) else m
                  for m in models]
    for option, parse in (("sim_faults", "parse_faults"), ("sim_latency", "parse_latency")):
        if raw.get(option):
            from . import sim

            try:
                getattr(sim, parse)(str(raw[option]))
            except ValueError as exc:
                raise CreUsageError(f"--cre-{option.replace('_', '-')}: {exc}") from None
    cache = str(raw.get("cache") or "")
    cache_mode = cache if cache in ("off", "refresh") else "on"
    cache_path = Path(cache).expanduser() if cache_mode == "on" and cache else Path(".cre-cache/responses.sqlite")
    if not cache_path.is_absolute() and raw.get("base_dir"):
        cache_path = Path(raw["base_dir"]) / cache_path
    tokenizer = raw.get("tokenizer") or None
    if tokenizer:
        if tokenizer.endswith(".json") and not Path(tokenizer).expanduser().is_file():
            raise CreUsageError(f"--cre-tokenizer {tokenizer}: no such tokenizer.json file")
        if tokenizer.endswith(".json") and importlib.util.find_spec("tokenizers") is None:
            raise CreUsageError("--cre-tokenizer with a tokenizer.json needs the tokenizers package: "
                                "pip install 'pytest-cre[hf]'")
        if not tokenizer.endswith(".json") and tokenizer != "cl100k_base":
            raise CreUsageError(f"--cre-tokenizer {tokenizer!r}: use cl100k_base or a path to a tokenizer.json")
        models = [dataclasses.replace(m, tokenizer=str(Path(tokenizer).expanduser()) if tokenizer.endswith(".json")
                                      else tokenizer) for m in models]
    return Settings(
        models=tuple(models),
        n=_positive_int("--cre-n", raw.get("n", 50)),
        seed=_int_or_error("--cre-seed", raw.get("seed", 42)),
        tasks=tuple(t.lower() for t in parse_list(raw.get("tasks"))),  # checked against the task set
        fillers=tuple(check_choice("filler", f, KNOWN_FILLERS) for f in parse_list(raw.get("fillers"))),
        positions=tuple(parse_position(p) for p in parse_list(raw.get("positions"))),
        tiers=tuple(parse_tier(t) for t in parse_list(raw.get("tiers"))),
        grid=raw.get("grid") or None,
        data_dir=Path(data_dir).expanduser() if data_dir else None,
        report_dir=Path(raw.get("report_dir") or "reports"),
        api_key=raw.get("api_key") or None,
        concurrency=_positive_int("--cre-concurrency", concurrency) if concurrency else None,
        alpha=alpha,
        cache_mode=cache_mode,
        cache_path=cache_path,
        notes=str(raw.get("notes") or ""),
        sim_faults=str(raw.get("sim_faults") or ""),
        sim_latency=str(raw.get("sim_latency") or ""),
        neutral=check_choice("--cre-neutral source", str(raw.get("neutral") or "auto"), ("auto", "python", "hf")),
        **_analysis_options(raw),
    )


def _analysis_options(raw: dict[str, Any]) -> dict[str, Any]:
    from .report import ALTERNATIVES, CORRECTIONS, parse_family, parse_pairs

    correction = str(raw.get("correction") or "bonferroni").lower()
    if correction not in CORRECTIONS:
        raise CreUsageError(f"--cre-correction {correction!r}: use one of {', '.join(CORRECTIONS)}")
    alternative = str(raw.get("alternative") or "two-sided").lower()
    if alternative not in ALTERNATIVES:
        raise CreUsageError(f"--cre-alternative {alternative!r}: use one of {', '.join(ALTERNATIVES)}")
    try:
        parse_family(raw.get("family"))
        parse_pairs(raw.get("comparisons"))
    except ValueError as exc:
        raise CreUsageError(str(exc)) from None
    fail = raw.get("fail_on_drop")
    compare = raw.get("compare")
    if compare:
        from .record import read_run_records

        compare = Path(compare).expanduser()
        records = compare / "records.jsonl" if compare.is_dir() else compare
        if not records.is_file():
            raise CreUsageError(f"--cre-compare {compare}: no records.jsonl there (give a run folder)")
        try:
            read_run_records(records)
        except (ValueError, KeyError) as exc:
            raise CreUsageError(f"--cre-compare: {exc}") from None
    return {"correction": correction, "alternative": alternative, "family": str(raw.get("family") or ""),
            "comparisons": str(raw.get("comparisons") or ""),
            "fail_on_drop": _positive_float("--cre-fail-on-drop", fail, allow_zero=True) if fail not in (None, "") else None,
            "compare": compare or None}


def _positive_float(name: str, value: Any, allow_zero: bool = False) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be a number, got {value!r}") from None
    if not math.isfinite(v) or v < 0 or (v == 0 and not allow_zero):
        raise CreUsageError(f"{name} must be a positive number, got {value!r}")
    return v


def read_api_key(model: ModelConfig, explicit: str | None) -> tuple[str | None, str | None]:
    """(key, warning): the explicit key, else the model's key file, else its env variable.
    The warning names a key file readable by others (its mode should be 600)."""
    if explicit and takes_explicit_endpoint(model):
        return explicit, None
    if model.api_key_file:
        path = Path(model.api_key_file)
        try:
            mode = path.stat().st_mode & 0o777
            key = path.read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise CreUsageError(f"cannot read the API key file {path}: {exc.strerror}") from None
        warning = (f"API key file {path} has mode {mode:o}: run chmod 600 {path}" if mode & 0o077 else None)
        return key, warning
    return (os.environ.get(model.api_key_env) if model.api_key_env else None), None


def _int_or_error(name: str, value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be an integer, got {value!r}") from None
