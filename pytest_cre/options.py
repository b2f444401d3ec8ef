"""Settings: every option after CLI > ini > environment resolution, parsed and checked once.

Data plus parsing: no I/O beyond reading environment variables and checking paths, no network,
no tokenization, so it is safe at collection time.
"""

from __future__ import annotations

import dataclasses
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .analysis.policy import ALTERNATIVES, CORRECTIONS, LIMIT_HIT_POLICIES, Analysis, parse_pairs
from .analysis.sequential import AdaptiveSettings
from .core.errors import CreUsageError
from .core.option_table import OPTIONS, Option, OptionValues  # noqa: F401 (Option re-exported)
from .core.prices import PriceTable, builtin_prices, load_prices
from .core.secret import Secret
from .core.user_values import positive_int as _positive_int
from .core.user_values import positive_number as _positive_float
from .endpoints.model_files import find_model_file, read_model_file
from .endpoints.server_info import ASKED, SERVER_TOKENIZER, uses_server_tokens
from .endpoints.vendor_counts import COUNTERS
from .endpoints.vendors import LOCAL_VENDORS, REGISTRY, VENDORS, ModelConfig, resolve_model, takes_explicit_endpoint
from .sim.options import FaultPlan, Latency, parse_faults, parse_latency

# Raw keys build_settings reads besides the option rows': the models, the folder the run
# started in, pytest's rootdir (where the default cache and reports folder live), pytest's -k.
_NOT_ROWS = frozenset({"models", "base_dir", "rootdir", "keyword", "adaptive"})  # adaptive: a flag (plugin.py)

DEFAULT_CACHE = Path(".cre-cache/responses.sqlite")

# Options whose value is a secret: shown by name only, wherever a command is repeated back.
SECRET_OPTIONS = ("--cre-api-key",)
KEY_PLACEHOLDER = "KEY"


def public_args(args: list[str] | tuple[str, ...]) -> list[str]:
    """Command-line arguments fit to show (a resume hint): the value of every secret option,
    given as a flag (``--cre-api-key X``, ``--cre-api-key=X``) or as an ini override
    (``-o cre_api_key=X``, ``-ocre_api_key=X``, ``--override-ini=cre_api_key=X``), becomes
    ``KEY_PLACEHOLDER``."""
    secret_inis = {next(o.dest for o in OPTIONS if o.flag == flag) for flag in SECRET_OPTIONS}
    out: list[str] = []
    hide_next = False
    for arg in args:
        if hide_next:
            hide_next = False
            out.append(_hide_ini(arg, secret_inis) if out[-1] in ("-o", "--override-ini") else KEY_PLACEHOLDER)
            continue
        flag, eq, _value = arg.partition("=")
        if flag in SECRET_OPTIONS:
            out.append(f"{flag}={KEY_PLACEHOLDER}" if eq else arg)
            hide_next = not eq
        elif arg in ("-o", "--override-ini"):
            out.append(arg)
            hide_next = True
        elif flag == "--override-ini" and eq:
            out.append(f"--override-ini={_hide_ini(arg[len(flag) + 1 :], secret_inis)}")
        elif arg.startswith("-o") and not arg.startswith("--"):
            out.append("-o" + _hide_ini(arg[2:], secret_inis))
        else:
            out.append(arg)
    return out


def _hide_ini(assignment: str, secret_inis: set[str]) -> str:
    name, eq, _value = assignment.partition("=")
    return f"{name}={KEY_PLACEHOLDER}" if eq and name.strip() in secret_inis else assignment


@dataclass(frozen=True)
class Settings:
    """Every option after CLI > ini > env resolution and validation."""

    models: tuple[ModelConfig, ...]
    n: int = 50
    seed: int = 42
    grid: str | None = None
    report_dir: Path = Path("reports")
    api_key: Secret | None = field(default=None, repr=False)  # masked in every repr and traceback
    concurrency: int | None = None
    cache_mode: str = "on"  # "on", "off" or "refresh" (ask again, store the new answers)
    cache_path: Path = Path(".cre-cache/responses.sqlite")
    notes: str = ""
    sim_faults: str = ""
    sim_latency: str = ""
    analysis: Analysis = field(default_factory=Analysis)  # the summary's and drop items' policy
    # --cre-correction-groups and --cre-comparisons as written (provenance); parsed in analysis
    correction_groups: str = ""
    comparisons: str = ""
    fail_on_drop: float | None = None
    compare: Path | None = None
    keyword: str = ""  # pytest's -k expression: the recall grid adds the eligible functions it names
    # Each benchmark family's own option values, parsed by it (``Family.parse_options``), by name.
    family_options: Mapping[str, OptionValues] = field(default_factory=dict)
    root_dir: Path = Path(".")  # where the run was started (relative defaults resolve here)
    coordinator: tuple[str, int] = ("127.0.0.1", 0)  # where an xdist controller serves its workers
    # Parsed once from sim_faults / sim_latency (which provenance keeps as written).
    faults: FaultPlan | None = field(default=None, compare=False, repr=False)
    latency: Latency | None = field(default=None, compare=False, repr=False)
    prices_file: Path | None = None  # --cre-prices as given (provenance); parsed into prices
    max_cost: float | None = None  # --cre-max-cost: USD at list prices the run may spend
    # --cre-batch: the models whose ``batch`` is on are sent through their batch API first;
    # ``batch_mode``: wait (for the batches, then score), submit (end once submitted: a later run
    # collects), files (write the input files for an offline runner such as ``vllm run-batch``).
    batch_mode: str = "wait"
    prices: PriceTable = field(default_factory=builtin_prices, compare=False, repr=False)

    def public(self) -> dict[str, Any]:
        """The settings as JSON-safe data, with the key left out."""
        return {
            "models": [m.redacted() for m in self.models],
            "n": self.n,
            "seed": self.seed,
            "grid": self.grid,
            "concurrency": self.concurrency,
            "alpha": self.analysis.alpha,
            "cache": self.cache_mode if self.cache_mode != "on" else str(self.cache_path),
            "notes": self.notes,
            "sim_faults": self.sim_faults,
            "sim_latency": self.sim_latency,
            "correction": self.analysis.correction,
            "alternative": self.analysis.alternative,
            "alternative_given": self.analysis.alternative_given,
            "limit_hits": self.analysis.limit_hits,
            "effective_threshold": self.analysis.effective_threshold,
            "family": self.correction_groups,  # run.json keeps the option's first name
            "comparisons": self.comparisons,
            "fail_on_drop": self.fail_on_drop,
            "compare": str(self.compare) if self.compare else None,
            "prices": str(self.prices_file) if self.prices_file else None,
            "max_cost": self.max_cost,
            "batch": self.batch_mode if any(m.batch for m in self.models) else None,
            # --cre-adaptive's rules (absent for a fixed-N run): cre report tests with the same.
            **({"adaptive": dataclasses.asdict(self.analysis.adaptive)} if self.analysis.adaptive else {}),
            # Each family's own, flat (as run.json has always had them).
            **{k: v for values in self.family_options.values() for k, v in values.public().items()},
        }


def build_settings(
    raw: dict[str, Any], registry: dict[str, ModelConfig] | None = None, families: Mapping[str, Any] | None = None
) -> Settings:
    """Validate raw option values (strings or lists, as pytest hands them over, by
    ``Option.key``): the shared ones here, each of ``families``' own by its ``parse_options``.
    A key no row knows is a programming error (ValueError), so a family's option cannot be
    given where that family is not registered and silently do nothing."""
    _check_keys(raw, families)
    models = _models(raw, registry)
    alpha = _alpha(raw)
    models = _tuned_models(raw, models)
    sim = _sim_options(raw)
    # The defaults are the project's (pytest's rootdir), wherever pytest was started from: a run
    # from another folder answers from the same cache. A relative path given is the cwd's.
    anchor = Path(raw.get("rootdir") or ".")
    cache_mode, cache_path = _cache(raw, anchor)
    # A model file's own tokenizer is checked (and a server's resolved) as the option's is.
    models = [m if m.tokenizer == "cl100k_base" or uses_server_tokens(m) else _own_tokenizer(m) for m in models]
    tokenizer = raw.get("tokenizer") or None
    if tokenizer:
        models = with_tokenizer(models, tokenizer, "--cre-tokenizer")
    return Settings(
        models=tuple(models),
        n=_positive_int("--cre-n", raw.get("n", 50)),
        seed=_int_or_error("--cre-seed", raw.get("seed", 42)),
        grid=raw.get("grid") or None,
        report_dir=Path(raw["report_dir"]).expanduser() if raw.get("report_dir") else anchor / "reports",
        api_key=Secret(raw["api_key"]) if raw.get("api_key") else None,
        concurrency=_positive_int("--cre-concurrency", raw["concurrency"]) if raw.get("concurrency") else None,
        cache_mode=cache_mode,
        cache_path=cache_path,
        notes=str(raw.get("notes") or ""),
        sim_faults=str(raw.get("sim_faults") or ""),
        sim_latency=str(raw.get("sim_latency") or ""),
        root_dir=Path(raw.get("base_dir") or "."),
        keyword=str(raw.get("keyword") or ""),
        family_options={name: f.parse_options(raw) for name, f in (families or {}).items()},
        coordinator=_coordinator(raw.get("coordinator")),
        batch_mode=raw.get("batch") if raw.get("batch") in ("submit", "files") else "wait",
        **_analysis_options(raw, alpha, adaptive=_adaptive(raw, models)),
        **sim,
        **_prices(raw, models),
    )


def _check_keys(raw: dict[str, Any], families: Mapping[str, Any] | None) -> None:
    """Every raw key is an option's: the shared ones, or a registered family's."""
    known = {o.key for o in OPTIONS} | _NOT_ROWS
    known |= {o.key for f in (families or {}).values() for o in f.option_rows}
    unknown = sorted(set(raw) - known)
    if unknown:
        raise ValueError(f"options {', '.join(unknown)}: no registered option has that key")


def _models(raw: dict[str, Any], registry: dict[str, ModelConfig] | None) -> list[ModelConfig]:
    """The selected models, each once: a model file's (under ``models/``) or a preset's, and the
    endpoint options refused where no selected model takes them."""
    base_url = raw.get("base_url") or None
    names = raw.get("models") or ["sim"]
    model_dirs = [Path(raw.get("base_dir") or ".") / "models"]
    models: list[ModelConfig] = []
    for name in names:
        path = find_model_file(name, model_dirs) if name not in (registry or REGISTRY) else None
        m = read_model_file(path) if path is not None else resolve_model(name, base_url=base_url, registry=registry)
        if path is not None and base_url and takes_explicit_endpoint(m):  # the command line wins
            m = dataclasses.replace(m, base_urls=tuple(u.strip() for u in base_url.split(",") if u.strip()))
        if m.name not in {x.name for x in models}:
            models.append(m)
    for option in ("base_url", "api_key", "api_key_file"):
        if raw.get(option) and not any(takes_explicit_endpoint(m) for m in models):
            raise CreUsageError(
                f"--cre-{option.replace('_', '-')} applies to raw model ids and self-hosted presets "
                "(vllm:, sglang:, llamacpp:, lmstudio:, ollama:) only, and none is selected: vendor "
                "models use their own URL and key variable"
            )
    return models


def _alpha(raw: dict[str, Any]) -> float:
    try:
        alpha = float(raw.get("alpha", 0.01))
    except (TypeError, ValueError):
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {raw.get('alpha')!r}") from None
    if not 0 < alpha < 1:
        raise CreUsageError(f"--cre-alpha must be a number in (0, 1), got {alpha}")
    return alpha


def _tuned_models(raw: dict[str, Any], models: list[ModelConfig]) -> list[ModelConfig]:
    """The models with the options that change them: timeout, attempts, max tokens, backoff,
    the batch API and a key file."""
    overrides: dict[str, Any] = {}
    if raw.get("timeout"):
        overrides["timeout_s"] = _positive_float("--cre-timeout", raw["timeout"])
    if raw.get("max_attempts"):
        overrides["max_attempts"] = _positive_int("--cre-max-attempts", raw["max_attempts"])
    if raw.get("max_tokens"):
        overrides["max_output_tokens"] = _positive_int("--cre-max-tokens", raw["max_tokens"])
    if raw.get("backoff") not in (None, ""):
        overrides["backoff_s"] = _positive_float("--cre-backoff", raw["backoff"], allow_zero=True)
    if overrides:
        models = [dataclasses.replace(m, **overrides) for m in models]
    models = _batch_models(raw.get("batch"), models, cache_mode=str(raw.get("cache") or ""))
    if raw.get("api_key_file"):
        key_file = str(Path(raw["api_key_file"]).expanduser())
        models = [dataclasses.replace(m, api_key_file=key_file) if takes_explicit_endpoint(m) else m for m in models]
    return models


def _sim_options(raw: dict[str, Any]) -> dict[str, Any]:
    """The sim's faults and latency, parsed."""
    sim: dict[str, Any] = {}
    for option, name, parse in (("sim_faults", "faults", parse_faults), ("sim_latency", "latency", parse_latency)):
        if raw.get(option):
            try:
                sim[name] = parse(str(raw[option]))
            except ValueError as exc:
                raise CreUsageError(f"--cre-{option.replace('_', '-')}: {exc}") from None
    return sim


def _cache(raw: dict[str, Any], anchor: Path) -> tuple[str, Path]:
    """The response cache's mode (on, off, refresh) and file."""
    cache = str(raw.get("cache") or "")
    cache_mode = cache if cache in ("off", "refresh") else "on"
    cache_path = Path(cache).expanduser() if cache_mode == "on" and cache else anchor / DEFAULT_CACHE
    if not cache_path.is_absolute() and raw.get("base_dir"):
        cache_path = Path(raw["base_dir"]) / cache_path
    if cache_mode == "on" and cache and not cache_path.parent.exists():
        # Only the default's own folder is made: a path given names a file in a folder that is.
        raise CreUsageError(
            f"--cre-cache {cache}: folder {cache_path.parent} does not exist: create it, or name a file in a "
            "folder that exists"
        )
    return cache_mode, cache_path


BATCH_MODES = ("wait", "submit", "files", "off")


def _batch_models(mode: Any, models: list[ModelConfig], cache_mode: str) -> list[ModelConfig]:
    """The models with ``batch`` as --cre-batch says (a model file's ``batch = true`` stands
    without it); one line for a mode that is none, a model without a batch API, or no cache."""
    if mode not in (None, "", *BATCH_MODES):
        raise CreUsageError(f"--cre-batch {mode!r}: use wait, submit, files or off")
    if mode == "off":
        return [dataclasses.replace(m, batch=False) for m in models]
    if mode == "files":  # any model: an offline runner answers the files, not its server
        models = [dataclasses.replace(m, batch=True) for m in models]
    if mode in ("wait", "submit"):
        unserved = [m.name for m in models if not m.batch and not getattr(VENDORS.get(m.vendor), "batch", False)]
        if unserved:
            raise CreUsageError(
                f"--cre-batch: {', '.join(unserved)} has no batch API that pytest-cre knows (openai, anthropic and sim "
                "have; batch = true in a model file says a server serves /v1/batches): run it without --cre-batch"
            )
        models = [dataclasses.replace(m, batch=True) for m in models]
    if any(m.batch for m in models) and cache_mode == "off":
        raise CreUsageError(
            "--cre-batch keeps what a batch answers in the response cache, and --cre-cache off has none: "
            "drop --cre-cache off (refresh asks everything again)"
        )
    return models


def _prices(raw: dict[str, Any], models: list[ModelConfig]) -> dict[str, Any]:
    path = Path(raw["prices"]).expanduser() if raw.get("prices") else None
    if path is not None and not path.is_absolute() and raw.get("base_dir"):
        path = Path(raw["base_dir"]) / path
    prices = load_prices(path).naming((m.vendor, m.name, m.model_id) for m in models)
    max_cost = None
    if raw.get("max_cost") not in (None, ""):
        max_cost = _positive_float("--cre-max-cost", raw["max_cost"])
        # A cap bounds only what it can price: a hosted model without a price would spend unseen.
        unpriced = [
            m.name for m in models if m.vendor not in LOCAL_VENDORS and prices.lookup(m.vendor, m.model_id) is None
        ]
        if unpriced:
            raise CreUsageError(
                f"--cre-max-cost: no price for {', '.join(unpriced)}, so the cap cannot bound what it spends: "
                f'give one with --cre-prices FILE ([VENDOR."MODEL"] input and output, USD per 1M tokens)'
            )
    return {"prices_file": path, "prices": prices, "max_cost": max_cost}


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[V6]:PORT`` for IPv6) -> (host, port); ValueError naming the problem."""
    host, sep, port = str(text).strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"{text!r} is not HOST:PORT (a port 0-65535; 0 picks a free one)")
    return host, int(port)


def _coordinator(value: Any) -> tuple[str, int]:
    if value in (None, ""):
        return ("127.0.0.1", 0)
    try:
        return parse_address(value)
    except ValueError as exc:
        raise CreUsageError(f"--cre-coordinator: {exc}") from None


def _adaptive(raw: dict[str, Any], models: list[ModelConfig]) -> AdaptiveSettings | None:
    """--cre-adaptive and its two options as the design's settings (None: the fixed design)."""
    margin, size = raw.get("adaptive_margin"), raw.get("adaptive_round")
    if not raw.get("adaptive"):
        given = "--cre-adaptive-margin" if margin not in (None, "") else "--cre-adaptive-round" if size else None
        if given:
            raise CreUsageError(f"{given} sets how --cre-adaptive samples: add --cre-adaptive, or leave it out")
        return None
    if any(m.batch for m in models):
        # A round is sent only once the previous round's answers are scored; a batch answers
        # within 24 h, so each round would wait up to a day.
        raise CreUsageError(
            "--cre-adaptive with --cre-batch: each adaptive round waits for the previous round's answers, and a "
            "batch takes up to 24 h to answer: run adaptive without --cre-batch, or batch at the fixed N"
        )
    settings = AdaptiveSettings()
    if margin not in (None, ""):
        pp = _positive_float("--cre-adaptive-margin", margin)
        if not pp < 100:
            raise CreUsageError(f"--cre-adaptive-margin {margin}: give percentage points in (0, 100), e.g. 20")
        settings = dataclasses.replace(settings, margin=pp / 100)
    if size:
        settings = dataclasses.replace(settings, round_size=_positive_int("--cre-adaptive-round", size))
    return settings


def _analysis_options(raw: dict[str, Any], alpha: float, adaptive: AdaptiveSettings | None = None) -> dict[str, Any]:
    correction = str(raw.get("correction") or "bonferroni").lower()
    if correction not in CORRECTIONS:
        raise CreUsageError(f"--cre-correction {correction!r}: use one of {', '.join(CORRECTIONS)}")
    alternative = str(raw.get("alternative") or "two-sided").lower()
    if alternative not in ALTERNATIVES:
        raise CreUsageError(f"--cre-alternative {alternative!r}: use one of {', '.join(ALTERNATIVES)}")
    limit_hits = str(raw.get("limit_hits") or "wrong").lower()
    if limit_hits not in LIMIT_HIT_POLICIES:
        raise CreUsageError(f"--cre-limit-hits {limit_hits!r}: use wrong (count them in n, the paper's way) or exclude")
    threshold = raw.get("effective_threshold")
    effective = _positive_float("--cre-effective-threshold", threshold) if threshold not in (None, "") else 0.85
    if not 0 < effective <= 1:
        raise CreUsageError(f"--cre-effective-threshold {threshold}: give a share of the baseline in (0, 1], e.g. 0.85")
    analysis = Analysis(
        alpha=alpha,
        correction=correction,
        alternative=alternative,
        alternative_given=bool(raw.get("alternative")),
        # The correction groups (family, split, sides) are the grid's: run.grid applies
        # --cre-correction-groups with the registered families' named rules and labels.
        pairs=parse_pairs(raw.get("comparisons")),
        limit_hits=limit_hits,
        effective_threshold=effective,
        adaptive=adaptive,
    )
    fail = raw.get("fail_on_drop")
    compare = raw.get("compare")
    if compare:
        from .core.record import read_run_records

        compare = Path(compare).expanduser()
        records = compare / "records.jsonl" if compare.is_dir() else compare
        if not records.is_file():
            raise CreUsageError(f"--cre-compare {compare}: no records.jsonl there (give a run folder)")
        try:
            # As the end reads it (``run.loading.read_run``): a last line a crash cut short is
            # skipped there with a warning, so it is no reason to refuse the run here.
            read_run_records(records, warnings=[])
        except (ValueError, KeyError) as exc:
            raise CreUsageError(f"--cre-compare: {exc}") from None
    return {
        "analysis": analysis,
        "correction_groups": str(raw.get("family") or ""),
        "comparisons": str(raw.get("comparisons") or ""),
        "fail_on_drop": _positive_float("--cre-fail-on-drop", fail, allow_zero=True)
        if fail not in (None, "")
        else None,
        "compare": compare or None,
    }


def _int_or_error(name: str, value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise CreUsageError(f"{name} must be an integer, got {value!r}") from None


def _own_tokenizer(model: ModelConfig) -> ModelConfig:
    """A model whose file names its tokenizer, checked as ``--cre-tokenizer`` is."""
    (checked,) = with_tokenizer([model], model.tokenizer, f"model {model.name}: tokenizer")
    return checked


def with_tokenizer(models: list[ModelConfig], tokenizer: str, what: str) -> list[ModelConfig]:
    """``models`` counting their budgets with ``tokenizer`` (``what`` gave it: named in a
    usage error): cl100k_base, a tokenizer.json file, or ``server`` (each self-hosted model's
    own server, or a vendor API's count endpoint; other vendor APIs and sim keep cl100k_base)."""
    if tokenizer.endswith(".json") and not Path(tokenizer).expanduser().is_file():
        raise CreUsageError(f"{what} {tokenizer}: no such tokenizer.json file")
    if tokenizer.endswith(".json") and importlib.util.find_spec("tokenizers") is None:
        raise CreUsageError(
            f"{what} {tokenizer}: a tokenizer.json needs the tokenizers package: pip install 'pytest-cre[hf]'"
        )
    if not tokenizer.endswith(".json") and tokenizer not in ("cl100k_base", SERVER_TOKENIZER):
        raise CreUsageError(f"{what} {tokenizer!r}: use cl100k_base, server, or a path to a tokenizer.json")
    if tokenizer == SERVER_TOKENIZER:
        served = [m for m in models if (m.vendor in ASKED or m.vendor in COUNTERS) and m.base_urls]
        if not served:
            raise CreUsageError(
                f"{what} server counts with a self-hosted server's /tokenize: give a "
                "llama.cpp or vLLM model (llamacpp:ID, vllm:ID, or --cre-base-url), or a vendor that counts "
                "(anthropic:ID, gemini:ID)"
            )
        return [
            dataclasses.replace(m, tokenizer=f"{SERVER_TOKENIZER}:{m.model_id}") if m in served else m for m in models
        ]
    named = str(Path(tokenizer).expanduser()) if tokenizer.endswith(".json") else tokenizer
    return [dataclasses.replace(m, tokenizer=named) for m in models]
