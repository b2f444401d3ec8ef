"""The plugin options that ``cre`` subcommands take too, under the same names."""

from __future__ import annotations

import argparse

from ..core.errors import CreUsageError
from ..core.option_table import OPTIONS
from ..families.registry import option_rows

# The plugin's options that subcommands take too, under the same names (and a short form).
_SHARED = {
    "sim": ("data_dir",),
    "show-prompt": (
        "seed",
        "data_dir",
        "neutral",
        "tokenizer",
        "corpus_dir",
        "base_url",
        "recall_lines",
        "template",
        "recall_template",
        "codeneedle_dir",
        "recall_sampling",
    ),
    "corpus": ("corpus_dir", "cache"),
    "plan": (
        "n",
        "seed",
        "tasks",
        "fillers",
        "positions",
        "tiers",
        "grid",
        "data_dir",
        "neutral",
        "base_url",
        "api_key_file",
        "tokenizer",
        "cache",
        "corpora",
        "corpus_dir",
        "recall_k",
        "functions",
        "recall_lines",
        "prices",
        "max_tokens",
        "max_cost",
        "batch",
    ),
}


# The subcommands that build a family's cells take every built-in family's own options too, so
# what selects a family's cells in a run (``--cre-needle``, ``--cre-mrcr-tiers``) selects them here.
_FAMILY_OPTIONS = ("plan", "show-prompt")


def add_shared(p: argparse.ArgumentParser, command: str) -> None:
    shared = {option.key for option in OPTIONS}
    for option in option_rows():
        # (a family option the command spells its own way, show-prompt's --task, stays its own)
        own = command in _FAMILY_OPTIONS and option.key not in shared and option.flag not in p._option_string_actions
        if option.key in _SHARED[command] or own:
            short = "--" + option.key.replace("_", "-")
            flags = dict.fromkeys([option.flag, *option.aliases, short])  # each once, in order
            p.add_argument(*flags, dest=option.key, default=None, help=option.help)


def shared_values(args: argparse.Namespace) -> dict[str, object]:
    """The shared options' raw values (the environment fills in as for the plugin), for
    ``build_settings``."""
    import os

    from ..core.option_table import empty_value_error

    raw = {}
    shared = {option.key for option in OPTIONS}
    for option in option_rows():
        own = args.command in _FAMILY_OPTIONS and option.key not in shared and hasattr(args, option.key)
        if option.key in _SHARED[args.command] or own:
            value = getattr(args, option.key)
            error = empty_value_error(option, value)
            if error:  # `--tiers ""` is refused, as in pytest, never read as the default
                raise CreUsageError(error)
            if value is None and option.env:
                value = os.environ.get(option.env) or None
            if value is not None:
                raw[option.key] = value
    return raw
