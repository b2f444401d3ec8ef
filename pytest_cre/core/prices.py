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

RATES = ("input", "cached_input", "output", "batch_input", "batch_output")
# A vendor's long-prompt tier: a request whose prompt is over ``long_above`` tokens (cached
# ones included) is billed at these rates for ALL its tokens, output too (Anthropic's 1M
# context beta, Gemini's Pro models: "prompts > 200k tokens").
LONG_RATES = ("long_input", "long_cached_input", "long_output", "long_batch_input", "long_batch_output")
FIELDS = (*RATES, "long_above", *LONG_RATES, "checked", "source")


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
    # The long-prompt tier (None: the vendor has none): past ``long_above`` prompt tokens a
    # request is billed at the long rates, batch ones through the batch API.
    long_above: int | None = None
    long_input: float | None = None
    long_output: float | None = None
    long_cached_input: float | None = None  # None: as long_input
    long_batch_input: float | None = None
    long_batch_output: float | None = None

    def batch(self) -> Price | None:
        """The price of a request answered through the batch API, or None (no batch price)."""
        if self.batch_input is None or self.batch_output is None:
            return None
        return Price(
            self.batch_input,
            self.batch_output,
            None,
            self.checked,
            self.source,
            long_above=self.long_above,
            long_input=self.long_batch_input,
            long_output=self.long_batch_output,
        )

    def is_long(self, prompt: float) -> bool:
        """Whether a request of ``prompt`` prompt tokens is billed at the long-prompt rates."""
        return self.long_above is not None and prompt > self.long_above

    def cost(
        self, prompt: float, cached: float = 0, completion: float = 0, batch: bool = False, tier_at: float | None = None
    ) -> float:
        """USD for ONE request: ``prompt`` prompt tokens (of which ``cached`` were served from
        the vendor's prefix cache) and ``completion`` completion tokens (reasoning included),
        at the rates its prompt length selects; ``batch``: answered through the batch API (at
        the list rates where there is no batch price, so a bound stays a bound). The plan, the
        spending cap and the cost columns all price through here, one request at a time: a
        sum of requests priced as one would miss the tier each crosses alone. ``tier_at``: the
        prompt length that picks the rates when it is not ``prompt`` (a bound on a count the
        vendor's own tokenizer may exceed)."""
        if batch and (price := self.batch()) is not None:
            return price.cost(prompt, cached, completion, tier_at=tier_at)
        cached = min(cached, prompt)
        rate_in, rate_cached, rate_out = self.input, self.cached_input, self.output
        long = self.is_long(prompt if tier_at is None else tier_at)
        if long and self.long_input is not None and self.long_output is not None:
            rate_in, rate_cached, rate_out = self.long_input, self.long_cached_input, self.long_output
        rate_cached = rate_in if rate_cached is None else rate_cached
        return ((prompt - cached) * rate_in + cached * rate_cached + completion * rate_out) / 1e6


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
            rates: dict[str, Any] = {}
            for first, second in (("batch_input", "batch_output"), ("long_batch_input", "long_batch_output")):
                if (first in row) != (second in row):
                    raise CreUsageError(f"{where}: give {first} and {second} together (USD per 1M tokens)")
            for key in (*RATES, *LONG_RATES):
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
            _check_long_tier(where, row, rates)
            entries[(str(vendor), str(model))] = Price(
                **rates, checked=str(row.get("checked", "")), source=str(row.get("source", ""))
            )
    return PriceTable(entries, origin)


def _check_long_tier(where: str, row: dict[str, Any], rates: dict[str, Any]) -> None:
    """A long-prompt tier is whole or absent: its threshold, its input and output rates, and
    its batch rates wherever the model has batch ones (a batch past the threshold is never
    priced at a guess)."""
    long_keys = sorted(k for k in rates if k.startswith("long_"))
    if "long_above" not in row:
        if long_keys:
            raise CreUsageError(f"{where}: {long_keys[0]} needs long_above (the prompt tokens past which it applies)")
        return
    above = row["long_above"]
    if isinstance(above, bool) or not isinstance(above, int) or above <= 0:
        raise CreUsageError(f"{where}: long_above must be a whole number of prompt tokens > 0, e.g. 200000")
    rates["long_above"] = above
    for key in ("long_input", "long_output"):
        if key not in rates:
            raise CreUsageError(f"{where}: long_above needs {key} (USD per 1M tokens past it)")
    if "batch_input" in rates and "long_batch_input" not in rates:
        raise CreUsageError(
            f"{where}: long_above with batch prices needs long_batch_input and long_batch_output "
            "(the batch API's rates past it)"
        )


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
