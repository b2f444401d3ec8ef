"""List prices as data (``pytest_cre/data/prices.toml``, overridable with ``--cre-prices``) and
what tokens cost at them. Used before a run (the plan) and after it (cells.csv, the summary).

A model without an entry has no price: its cost is None, never a guess.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import CreUsageError
from .toml import read_toml

FIELDS = ("input", "cached_input", "output", "batch_input", "batch_output", "checked", "source")


@dataclass(frozen=True)
class Price:
    """USD per million tokens of one model, with the day it was checked and where."""

    input: float
    output: float
    cached_input: float | None = None  # None: cached prompt tokens cost as much as others
    checked: str = ""
    source: str = ""
    # The vendor's batch API (asynchronous, within a day), where it has one; a batch's cached
    # prompt tokens are priced as its others (no vendor states a batch cache discount).
    batch_input: float | None = None
    batch_output: float | None = None

    def batch(self) -> Price | None:
        """The price of a request answered through the batch API, or None (no batch price)."""
        if self.batch_input is None or self.batch_output is None:
            return None
        return Price(self.batch_input, self.batch_output, None, self.checked, self.source)

    def cost(self, prompt: float, cached: float = 0, completion: float = 0) -> float:
        """USD for ``prompt`` prompt tokens (of which ``cached`` were served from the vendor's
        prefix cache) and ``completion`` completion tokens (reasoning included)."""
        cached = min(cached, prompt)
        cached_rate = self.input if self.cached_input is None else self.cached_input
        return ((prompt - cached) * self.input + cached * cached_rate + completion * self.output) / 1e6


@dataclass(frozen=True)
class PriceTable:
    """Prices by (vendor, model id); ``"*"`` stands for every model of a vendor."""

    entries: dict[tuple[str, str], Price]
    origin: str = "built-in"

    def lookup(self, vendor: str, model: str) -> Price | None:
        """The price of ``model`` (an id, or a ``VENDOR:ID`` name) at ``vendor``, or None."""
        model_id = model.split(":", 1)[1] if model.startswith(f"{vendor}:") else model
        return self.entries.get((vendor, model_id)) or self.entries.get((vendor, "*"))

    def naming(self, models: Iterable[tuple[str, str, str]]) -> PriceTable:
        """This table, with each model's price also under its name: ``(vendor, name, model_id)``
        per model. Records name their model (a model file's name is its file's), the vendor
        prices its id: the run's tables look prices up by name, the plan by id, and agree."""
        extra = {}
        for vendor, name, model_id in models:
            price = self.lookup(vendor, model_id)
            if price is not None and name != model_id:
                extra[(vendor, name.split(":", 1)[1] if name.startswith(f"{vendor}:") else name)] = price
        return PriceTable({**self.entries, **extra}, self.origin) if extra else self

    def merged(self, other: PriceTable) -> PriceTable:
        """This table with ``other``'s entries replacing or adding to it."""
        return PriceTable({**self.entries, **other.entries}, f"{self.origin} + {other.origin}")


def parse_prices(data: dict[str, Any], origin: str) -> PriceTable:
    """A table from TOML data (``[vendor."model"]`` tables of :data:`FIELDS`)."""
    entries: dict[tuple[str, str], Price] = {}
    for vendor, models in data.items():
        if not isinstance(models, dict):
            raise CreUsageError(f'{origin}: [{vendor}] must be a table of models, e.g. [{vendor}."MODEL"]')
        for model, row in models.items():
            where = f'{origin}: [{vendor}."{model}"]'
            if not isinstance(row, dict):
                raise CreUsageError(f"{where} must be a table with input and output (USD per 1M tokens)")
            unknown = set(row) - set(FIELDS)
            if unknown:
                raise CreUsageError(f"{where}: unknown key {sorted(unknown)[0]!r} (known: {', '.join(FIELDS)})")
            rates = {}
            if ("batch_input" in row) != ("batch_output" in row):
                raise CreUsageError(f"{where}: give batch_input and batch_output together (USD per 1M tokens)")
            for key in ("input", "cached_input", "output", "batch_input", "batch_output"):
                value = row.get(key)
                if value is None and key in ("input", "output"):
                    raise CreUsageError(f"{where} needs {key} (USD per 1M tokens)")
                if value is not None:
                    if (
                        isinstance(value, bool)
                        or not isinstance(value, (int, float))
                        or not math.isfinite(value)
                        or value < 0
                    ):
                        raise CreUsageError(f"{where}: {key} must be a number >= 0, got {value!r}")
                    rates[key] = float(value)
            entries[(str(vendor), str(model))] = Price(
                **rates, checked=str(row.get("checked", "")), source=str(row.get("source", ""))
            )
    return PriceTable(entries, origin)


BUILTIN = Path(__file__).resolve().parents[1] / "data" / "prices.toml"  # package data


@functools.lru_cache(maxsize=1)
def builtin_prices() -> PriceTable:
    """The table shipped with pytest-cre (read once per process; it never changes)."""
    return parse_prices(read_toml(BUILTIN, "prices"), "built-in prices")


def load_prices(override: Path | None = None) -> PriceTable:
    """The built-in table, with ``override`` (a prices TOML) on top when given."""
    table = builtin_prices()
    if override is None:
        return table
    if not override.is_file():
        raise CreUsageError(f'--cre-prices {override}: no such file (a TOML of [VENDOR."MODEL"] prices)')
    return table.merged(parse_prices(read_toml(override, "prices"), str(override)))


def usd(value: float | None) -> str:
    """A cost as people read it: "$0.42", "$1,234", "<$0.01", or "no price"."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "no price"
    if value == 0:
        return "$0"
    if value < 0.01:
        return "<$0.01"
    return f"${value:,.2f}" if value < 1000 else f"${value:,.0f}"
