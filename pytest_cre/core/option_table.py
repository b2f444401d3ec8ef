"""The one table of pytest-cre's options (flags, ini keys, help, environment variables): its
shared rows here, each benchmark family's own rows beside its code. Data only, so the pytest
entry point can register them without importing anything else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Option:
    """One option: its flag, its dest (also the ini key), help text, environment variable, the
    older flags that still work (``aliases``), and whether an empty value means something
    (``empty_ok``: free text); otherwise ``--cre-tiers=`` is refused, never read as "not given"."""

    flag: str
    dest: str
    help: str
    env: str | None = None
    aliases: tuple[str, ...] = ()
    empty_ok: bool = False

    @property
    def key(self) -> str:
        """The name ``build_settings`` reads it by."""
        return self.dest.removeprefix("cre_")


# The shared rows of the one table of options: pytest's command line and ini keys, and the
# ``cre`` subcommands' flags of the same meaning (``cli/shared.py``), are made from these and each
# family's ``Family.option_rows`` (the built-in families' in ``families/*/options.py``).
# ``--cre-model`` (repeatable) is added beside them.
_ROWS: list[tuple[Any, ...]] = [
    ("--cre-n", "cre_n", "samples per cell (default 50)", None),
    ("--cre-seed", "cre_seed", "seed for targets and filler (default 42)", None),
    (
        "--cre-grid",
        "cre_grid",
        "named grid preset: default, paper, depth, contrast (reasoning and retrieval side by side) (default: default)",
        None,
    ),
    ("--cre-report-dir", "cre_report_dir", "where run folders go (default reports)", None),
    (
        "--cre-base-url",
        "cre_base_url",
        "base URL(s) for a raw model id, comma-separated (default: the model's preset)",
        None,
    ),
    ("--cre-api-key", "cre_api_key", "API key for --cre-base-url models (prefer the vendor's env var)", None),
    ("--cre-concurrency", "cre_concurrency", "requests in flight per model (overrides its preset)", None),
    ("--cre-alpha", "cre_alpha", "family-wise alpha for significance flags (default 0.01)", None),
    (
        "--cre-tokenizer",
        "cre_tokenizer",
        "budget tokenizer for every model: cl100k_base (default), a Hugging Face tokenizer.json, or server "
        "(a llama.cpp or vLLM server's /tokenize: tiers exact in the served model's tokens)",
        None,
    ),
    (
        "--cre-cache",
        "cre_cache",
        "response cache: a path (default .cre-cache/responses.sqlite), off, or refresh",
        None,
    ),
    ("--cre-timeout", "cre_timeout", "seconds per request attempt (default 600)", None),
    ("--cre-max-attempts", "cre_max_attempts", "attempts per sample for transient failures (default 5)", None),
    (
        "--cre-max-cost",
        "cre_max_cost",
        "USD at list prices the run may spend: no request is sent that could pass it (default: no cap)",
        None,
    ),
    (
        "--cre-effective-threshold",
        "cre_effective_threshold",
        "effective length: the share of the model's own no-filler baseline accuracy a tier must keep "
        "(default 0.85, NoLiMa's rule)",
        None,
    ),
    (
        "--cre-batch",
        "cre_batch",
        "send through the vendor's batch API (half price, answers within a day): wait (submit, wait, "
        "then score), submit (submit or collect, and end; the same command later collects), files (write "
        "the input files for an offline runner such as vllm run-batch; the same command later reads its "
        "output files), or off (default: off, or wait for a model file's batch = true)",
        None,
    ),
    (
        "--cre-max-tokens",
        "cre_max_tokens",
        "output tokens per request, reasoning included, for every model (default: each model's own "
        "max_tokens: 2048, or its preset's or model file's)",
        None,
    ),
    ("--cre-backoff", "cre_backoff", "first retry delay in seconds, doubling, with jitter (default 1)", None),
    (
        "--cre-api-key-file",
        "cre_api_key_file",
        "file holding the API key (mode 600) (default: the vendor's env variable)",
        None,
    ),
    (
        "--cre-progress",
        "cre_progress",
        "progress while a cell runs: auto (default: a live line on a terminal, else a line every 30 s; "
        "none with -q), live, lines, off, or seconds between lines; none under xdist",
        None,
    ),
    ("--cre-notes", "cre_notes", "free text for the run's provenance (quantization, KV cache, ...)", None, (), True),
    ("--cre-sim-faults", "cre_sim_faults", "sim fault plan, e.g. 429:0.2,500:0.1,timeout:0.05", None),
    ("--cre-sim-latency", "cre_sim_latency", "sim latency: ms, or base=200,per_1k=2,jitter=20", None),
    ("--cre-correction", "cre_correction", "multiple-testing correction: bonferroni (default), holm, none", None),
    (
        "--cre-alternative",
        "cre_alternative",
        "Fisher alternative of a position vs its baseline: two-sided (default), less (a drop), greater; "
        "given, it is every correction group's; not given, a group the --cre-correction-groups rule "
        "gives its own keeps it (paper: Table 3 is less)",
        None,
    ),
    (
        "--cre-correction-groups",
        "cre_family",  # the ini key and run.json's settings keep the first name, "family"
        "correction groups (comparisons corrected together): all, paper (one per task, filler and "
        "comparison: the default of grid paper), filters like filler=ws,position=middle, by=KEY|KEY "
        "to split (default: all); --cre-family is the older name",
        None,
        ("--cre-family",),
    ),
    (
        "--cre-comparisons",
        "cre_comparisons",
        "extra position pairs to compare within an arm, e.g. middle_twice:middle",
        None,
    ),
    (
        "--cre-limit-hits",
        "cre_limit_hits",
        "samples cut by the generation limit: wrong (default, counted in n as the paper does) or exclude",
        None,
    ),
    (
        "--cre-fail-on-drop",
        "cre_fail_on_drop",
        "drop items fail when a drop is significant and larger than this many pp",
        None,
    ),
    (
        "--cre-adaptive-margin",
        "cre_adaptive_margin",
        "--cre-adaptive: a comparison stops as 'no drop' once its confidence sequence excludes drops "
        "larger than this many pp (default 20)",
        None,
    ),
    (
        "--cre-adaptive-round",
        "cre_adaptive_round",
        "--cre-adaptive: pairs per round, a look after each (default 5)",
        None,
    ),
    ("--cre-compare", "cre_compare", "an earlier run folder: per-cell deltas with Fisher p-values", None),
    (
        "--cre-prices",
        "cre_prices",
        'a TOML of [VENDOR."MODEL"] prices (USD per 1M tokens) over the built-in table (default: built-in)',
        None,
    ),
    (
        "--cre-coordinator",
        "cre_coordinator",
        "xdist: HOST:PORT where the controller serves its workers (request slots, finished cells); "
        "an address every worker host can reach (default 127.0.0.1:0, a free loopback port)",
        None,
    ),
]
OPTIONS: tuple[Option, ...] = tuple(Option(*row) for row in _ROWS)


def empty_value_error(option: Option, value: object, ini: bool = False) -> str | None:
    """Why ``value``, given explicitly for ``option`` (a flag, or its ini key with ``ini``), is
    refused: an empty or blank value of a row without ``empty_ok`` would otherwise fall back to
    the default silently (``--cre-cache ""`` used the default cache). None when it is fine."""
    if option.empty_ok or not isinstance(value, str) or value.strip():
        return None
    where = f"the ini key {option.dest} (an ini file or -o)" if ini else option.flag
    return f"{where} is empty: give it a value, or leave it out for its default"


class OptionValues(Protocol):
    """A family's parsed option values (``Family.parse_options``): ``public`` is how run.json
    keeps them (JSON-safe, flat keys named as the options' keys)."""

    def public(self) -> dict[str, Any]: ...


class NoOptions:
    """The values of a family that brings no options of its own."""

    def public(self) -> dict[str, Any]:
        return {}
