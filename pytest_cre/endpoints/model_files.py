"""A model described once in a TOML file (``--cre-model path/to/model.toml``, or
``models/NAME.toml`` found by name): both families read the same files.

    name = "qwen3.6-35b-a3b"                 # the model id the server knows (required)
    vendor = "lmstudio"                      # a preset whose quirks apply (default: custom)
    base_url = "http://localhost:1234/v1"    # or a list of replicas
    api_key_env = "MY_KEY"                   # or api_key_file = "...", or api_key = "not-needed"
    temperature = 0.0
    max_tokens = 6000
    timeout = 600
    thinking = false                         # the vendor's switch
    no_think = true                          # append /no_think to the prompt
    prefill_no_think = true                  # seed an empty think turn
    stop = ["<|im_end|>"]
    concurrency = 4
    label = "Qwen3.6 35B"
    notes = "Q8_0, 131072 context"
    max_response_chars = 200000              # kept of an answer's text and reasoning (the bound)
    prompt_cache = true                      # vendor = "anthropic" only: cache the prompt (off by default)
    window = 131072                          # its context window (where the server states none)
    window_includes_output = true            # max_tokens counts against it (false: an input limit)

Any preset can be pointed elsewhere (a company gateway, a proxy, a test stand-in): ``vendor =
"anthropic"`` with ``base_url = "https://gateway.example/anthropic"`` keeps everything the preset
is (its wire, token parameter, thinking switch, batch API, prices) and sends to that URL, with
the preset's key variable (``ANTHROPIC_API_KEY``) unless ``api_key_env``/``api_key_file`` name
another. That key then goes to the URL the file gives, which is what pointing it there means:
give a gateway its own key with ``api_key_env`` where it should not see the vendor's.

A key itself is never written in a file, except a placeholder a local server ignores. Numbers
get the rules of the like-named command-line options (``core.user_values``): a file that would fail
only once requests go out (``timeout = -1``, ``temperature = nan``) is refused when it is read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..core.errors import CreUsageError
from ..core.toml import read_toml
from ..core.user_values import positive_int, positive_number
from .vendors import VENDORS, ModelConfig, preset_model

PLACEHOLDER_KEYS = frozenset(
    {"", "not-needed", "none", "empty", "no-key", "sk-no-key-required", "lm-studio", "ollama", "dummy"}
)
# TOML key -> (ModelConfig field, accepted types)
_FIELDS: dict[str, tuple[str, tuple[type, ...]]] = {
    "temperature": ("temperature", (int, float)),
    "max_tokens": ("max_output_tokens", (int,)),
    "timeout": ("timeout_s", (int, float)),
    "thinking": ("thinking", (bool,)),
    "no_think": ("no_think", (bool,)),
    "prefill_no_think": ("prefill_no_think", (bool,)),
    "concurrency": ("concurrency", (int,)),
    "label": ("label", (str,)),
    "notes": ("notes", (str,)),
    "api_key_env": ("api_key_env", (str,)),
    "api_key_file": ("api_key_file", (str,)),
    "max_attempts": ("max_attempts", (int,)),
    "tokenizer": ("tokenizer", (str,)),
    "max_response_chars": ("max_response_chars", (int,)),
    "tpm": ("tpm", (int,)),
    "rpm": ("rpm", (int,)),
    "batch": ("batch", (bool,)),
    "batch_max_requests": ("batch_max_requests", (int,)),
    "batch_max_bytes": ("batch_max_bytes", (int,)),
    "prompt_cache": ("prompt_cache", (bool,)),
    "window": ("window", (int,)),
    "window_includes_output": ("window_includes_output", (bool,)),
}
_OTHER = {"name", "vendor", "base_url", "api_key", "stop"}
# TOML key -> (its range: the rule the like-named command-line option has, see core.user_values;
# a value that would fail only once requests go out), and the fix the message suggests.
_RANGES: dict[str, tuple[Callable[[str, Any], Any], str]] = {
    "temperature": (
        lambda name, v: positive_number(name, v, allow_zero=True),
        "a finite number >= 0, e.g. temperature = 0.0",
    ),
    "max_tokens": (positive_int, "a whole number of tokens > 0, e.g. max_tokens = 2048"),
    "timeout": (positive_number, "a finite number of seconds > 0, e.g. timeout = 600"),  # --cre-timeout
    "concurrency": (positive_int, "a whole number > 0, e.g. concurrency = 8"),  # --cre-concurrency
    "max_attempts": (positive_int, "a whole number > 0, e.g. max_attempts = 5"),  # --cre-max-attempts
    "max_response_chars": (positive_int, "a whole number of characters > 0, e.g. max_response_chars = 1000000"),
    "tpm": (positive_int, "a whole number of tokens per minute > 0, e.g. tpm = 800000"),
    "rpm": (positive_int, "a whole number of requests per minute > 0, e.g. rpm = 500"),
    "batch_max_requests": (positive_int, "a whole number of requests > 0, e.g. batch_max_requests = 50000"),
    "batch_max_bytes": (positive_int, "a whole number of bytes > 0, e.g. batch_max_bytes = 209715200"),
    "window": (positive_int, "the model's context window in its tokens, a whole number > 0, e.g. window = 131072"),
}
_NON_EMPTY = {
    "api_key_env": "the name of the variable that holds the key",
    "api_key_file": "the path of a file that holds the key",
    "tokenizer": "a tokenizer name, e.g. cl100k_base, or a tokenizer.json path",
}


def find_model_file(name: str, folders: list[Path]) -> Path | None:
    """``name`` itself when it is a ``.toml`` path, else ``FOLDER/NAME.toml`` in the first folder
    that has it, else None (the name is a registry name or a model id)."""
    if name.endswith(".toml"):
        path = Path(name).expanduser()
        if not path.is_file():
            raise CreUsageError(f"model file {path} does not exist")
        return path
    return next((f / f"{name}.toml" for f in folders if (f / f"{name}.toml").is_file()), None)


def read_model_file(path: Path) -> ModelConfig:
    """The model a file describes; a bad file is one line naming the key and the file."""
    data = read_toml(path, "model")

    def bad(key: str, why: str) -> CreUsageError:
        return CreUsageError(f"{path}: {key} {why}")

    unknown = set(data) - set(_FIELDS) - _OTHER
    if unknown:
        raise bad(sorted(unknown)[0], f"is not a model setting (use {', '.join(sorted(set(_FIELDS) | _OTHER))})")
    model_id = data.get("name")
    if not isinstance(model_id, str) or not model_id:
        raise bad("name", "must be the model id the server knows (a string)")
    vendor = data.get("vendor", "custom")
    if vendor not in VENDORS or vendor == "sim":
        raise bad("vendor", f"must be one of {', '.join(v for v in VENDORS if v != 'sim')}")
    model = preset_model(path.stem, vendor, model_id)
    updates: dict[str, Any] = {}
    if "api_key" in data:
        if str(data["api_key"]).strip().lower() not in PLACEHOLDER_KEYS:
            raise bad("api_key", "holds a key: keep keys out of files others read; use api_key_env or api_key_file")
        updates["api_key_env"] = None  # the server needs no key
    for key, (field, types) in _FIELDS.items():
        if key in data:
            value = data[key]
            if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                raise bad(key, f"must be {' or '.join(t.__name__ for t in types)}, got {value!r}")
            if key in _RANGES:
                check, fix = _RANGES[key]
                try:
                    check(f"{path}: {key}", value)
                except CreUsageError as exc:
                    raise CreUsageError(f"{exc}: write {fix}") from None
            if key in _NON_EMPTY and isinstance(value, str) and not value.strip():
                raise bad(key, f"is empty: write {_NON_EMPTY[key]}, or leave {key} out")
            updates[field] = value
    urls = data.get("base_url", list(model.base_urls))
    urls = [urls] if isinstance(urls, str) else urls
    if not isinstance(urls, list) or not urls or not all(isinstance(u, str) and u for u in urls):
        raise bad("base_url", "must be a URL or a list of URLs")
    updates["base_urls"] = tuple(urls)
    stop = data.get("stop", [])
    if not isinstance(stop, list) or not all(isinstance(s, str) for s in stop):
        raise bad("stop", "must be a list of strings")
    updates["stop"] = tuple(stop)
    if "api_key_file" in updates:
        updates["api_key_file"] = str((path.parent / Path(updates["api_key_file"]).expanduser()).resolve())
    if vendor == "custom" and "api_key_env" not in updates and "api_key" not in data:
        updates["api_key_env"] = "CRE_API_KEY"
    try:
        return dataclasses.replace(model, **updates)
    except CreUsageError as exc:  # a base URL no request can use
        raise CreUsageError(f"{path}: {exc}") from None
