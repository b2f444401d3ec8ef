"""The plan of a run before it spends anything: per model, the requests its selected cells
would send, their prompt tokens (exact: assembled as the runner assembles them, or read from
the prompt cache of an earlier run), an upper bound of the output tokens (``max_tokens`` per
request), what the response cache already holds, and what that costs at list prices.

``pytest --cre-plan`` (after ``-k``/``-m``) and ``cre plan`` both call :func:`plan_cells`;
nothing here sends a request. A cell of more than ``EXACT_SAMPLES`` samples is planned from its
first ``EXACT_SAMPLES``: the rest are counted, not assembled, their prompt tokens estimated from
those (``--cre-n 1000000000`` plans in seconds, in the memory of a thousand prompts).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.prices import Price, usd
from ..endpoints import server_info
from ..endpoints.client import ModelClient
from ..endpoints.spending import PROMPT_MARGIN, request_bound
from ..endpoints.vendor_counts import COUNTERS
from ..endpoints.vendors import LOCAL_VENDORS, ModelConfig, missing_key_reason
from ..families.base import Cell
from ..options import Settings
from .family_types import AnyWorker
from .runner import Runner

EXACT_SAMPLES = 1000  # per cell: assembled (and looked up in the cache) one by one


@dataclass
class ModelPlan:
    """What one model's selected cells would ask for."""

    model: str
    vendor: str
    model_id: str  # what the vendor calls it: the price table's key, with the vendor
    price: Price | None
    max_tokens: int  # per request
    cells: int = 0
    requests: int = 0
    prompt_tokens: int = 0
    cached: int = 0  # requests the response cache answers (nothing sent, nothing paid)
    cached_prompt_tokens: int = 0
    skipped: dict[str, int] = field(default_factory=dict)  # reason -> cells that cannot run
    key_missing: str | None = None
    estimated: int = 0  # requests past a cell's first EXACT_SAMPLES: tokens estimated, cache not asked
    window: server_info.ServerWindow | None = None  # the server's context window, else the declared one
    server_tokens: int = 0  # the server's count of the first prompts it counted ...
    budget_tokens: int = 0  # ... and the budget tokenizer's count of the same prompts
    tokenize_calls: int = 0  # --cre-tokenizer server: counting calls the plan made (/tokenize, a vendor's)
    assembled_prompts: int = 0  # prompts the plan assembled (each counted), not read from the cache
    proxy_tokens: bool = False  # a vendor that counts its own tokens, budgeted in cl100k_base's
    dead_server: str | None = None  # why nothing answers at its self-hosted server (``Runner.dead_server``)
    batch: bool = False  # sent through the batch API (--cre-batch): priced at its rates
    # USD of the requests to send, each priced alone (``Price.cost``: a prompt past a vendor's
    # long-prompt threshold is billed at its long rates): their prompts, and those plus
    # max_tokens of output each
    input_usd: float = 0.0
    bound_usd: float = 0.0
    # The same requests at the vendor's batch price (None: it has none), so one plan shows
    # what a grid costs both ways
    batch_price: Price | None = None
    batch_bound_usd: float = 0.0
    # (place in the run's cell order, the most its requests to send can cost) per planned cell:
    # what the spending cap admits, as the run's client bounds each request (``spending``)
    cell_bounds: list[tuple[int, float]] = field(default_factory=list)

    @property
    def to_send(self) -> int:
        return self.requests - self.cached

    @property
    def output_bound(self) -> int:
        """At most this many completion tokens (reasoning included) for the requests to send."""
        return self.to_send * self.max_tokens

    @property
    def input_cost(self) -> float | None:
        """Prompt tokens of the requests to send at the uncached input price (a vendor's
        prefix cache can only make it cheaper)."""
        return None if self.price is None else self.input_usd

    @property
    def cost_bound(self) -> float | None:
        """Input cost plus every request writing ``max_tokens``: what the run costs at most."""
        return None if self.price is None else self.bound_usd

    def priced(self, prompt_tokens: int, requests: int = 1) -> None:
        """Count ``requests`` requests to send of ``prompt_tokens`` each at the model's price.
        A vendor that counts its own tokens, budgeted in cl100k_base's, may find a prompt past
        its long-prompt threshold that the budget count is under: its rates are picked at the
        spending cap's margin over the count, so the bound stays a bound."""
        tier_at = prompt_tokens * PROMPT_MARGIN if self.proxy_tokens else None
        if self.price is not None:
            self.input_usd += self.price.cost(prompt_tokens, tier_at=tier_at) * requests
            self.bound_usd += self.price.cost(prompt_tokens, 0, self.max_tokens, tier_at=tier_at) * requests
        if self.batch_price is not None:
            self.batch_bound_usd += self.batch_price.cost(prompt_tokens, 0, self.max_tokens, tier_at=tier_at) * requests

    @property
    def batch_cost_bound(self) -> float | None:
        """``cost_bound`` at the batch price (``--cre-batch``), or None without one."""
        return None if self.batch_price is None else self.batch_bound_usd

    def as_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "vendor": self.vendor,
            "cells": self.cells,
            "requests": self.requests,
            "prompt_tokens": self.prompt_tokens,
            "cached_requests": self.cached,
            "to_send": self.to_send,
            "max_tokens": self.max_tokens,
            "output_tokens_bound": self.output_bound,
            "input_cost_usd": _rounded_usd(self.input_cost),
            "cost_bound_usd": _rounded_usd(self.cost_bound),
            "batch_cost_bound_usd": _rounded_usd(self.batch_cost_bound),
            "price": None
            if self.price is None
            else {
                "input": self.price.input,
                "cached_input": self.price.cached_input,
                "output": self.price.output,
                "long_above": self.price.long_above,
                "long_input": self.price.long_input,
                "long_output": self.price.long_output,
                "checked": self.price.checked,
                "source": self.price.source,
            },
            "batch": self.batch,
            "skipped": self.skipped,
            "key_missing": self.key_missing,
            "estimated_requests": self.estimated,
            "server_window": None if self.window is None or self.window.declared else self.window.tokens,
            "declared_window": self.window.tokens if self.window is not None and self.window.declared else None,
            "server_token_ratio": self.token_ratio,
            "tokenize_calls": self.tokenize_calls,
            "run_count_calls_estimate": self.run_count_calls,
        }

    @property
    def run_count_calls(self) -> int | None:
        """About how many counting calls a run makes (it counts every prompt of the grid anew):
        this plan's calls per prompt it assembled, times the grid's prompts. An upper estimate:
        a filler piece is counted once per process however many prompts hold it."""
        if not self.tokenize_calls or not self.assembled_prompts:
            return None
        return -(-self.tokenize_calls * self.requests // self.assembled_prompts)

    @property
    def token_ratio(self) -> float | None:
        """The server's tokens per budget-tokenizer token on the prompts it counted."""
        return round(self.server_tokens / self.budget_tokens, 4) if self.budget_tokens else None


def _rounded_usd(usd: float | None) -> float | None:
    """A cost for the JSON plan, to 12 significant digits: what a float sum adds past them is
    noise (13.964544000000002)."""
    return None if usd is None else float(f"{usd:.12g}")


def plan_cells(
    settings: Settings,
    cells: Iterable[Any],
    families: dict[str, Any],
    data: dict[str, Any],
    progress: Callable[[int, int], None] | None = None,
) -> list[ModelPlan]:
    """Assemble (or look up) every sample's prompt of ``cells`` and check the response cache:
    one :class:`ModelPlan` per model, in the order of ``settings.models``. ``data``: what each
    family read for the run (``Grid.data``)."""
    cells = list(cells)
    runner = Runner(settings, run_id="plan", families=families, data=data)
    plans = {m.name: _model_plan(settings, m) for m in settings.models}
    clients: dict[str, ModelClient] = {}
    assembled: dict[str, tuple[int, str]] = {}  # prompt key -> (tokens, sha256)
    try:
        for done, spec in enumerate(cells):
            if progress is not None:
                progress(done, len(cells))
            plan, model = plans[spec.model], runner.models[spec.model]
            reason = families[spec.family].skip_reason(spec, settings)
            if reason:
                plan.skipped[reason] = plan.skipped.get(reason, 0) + 1
                continue
            if spec.model not in clients:  # only for its cache keys: it never connects
                clients[spec.model] = ModelClient(model, runner.cache_identity(model), None, 1, cache=runner.cache)
            worker = runner.worker(spec.family)
            worker.prepare(spec)
            problem = _fit_problem(runner, worker, spec, model, plan, assembled)
            if problem:
                reason = f"{spec.cell_id}: {problem}"
                plan.skipped[reason] = plan.skipped.get(reason, 0) + 1
                continue
            plan.cells += 1
            bound = _plan_samples(settings, runner, worker, clients[spec.model], spec, model, plan, assembled)
            plan.cell_bounds.append((done, bound))
        if progress is not None:
            progress(len(cells), len(cells))
        for plan in plans.values():
            model = runner.models[plan.model]
            plan.tokenize_calls = server_info.tokenize_calls(model, settings.api_key)
            if plan.to_send:  # a run would send it requests: is anything there?
                plan.dead_server = runner.dead_server(model)
    finally:
        runner.close()
    return list(plans.values())


def _model_plan(settings: Settings, m: ModelConfig) -> ModelPlan:
    """A model's plan before any cell is counted in: its prices, budget and counting."""
    return ModelPlan(
        m.name,
        m.vendor,
        m.model_id,
        _price(settings, m),
        m.max_output_tokens,
        key_missing=missing_key_reason(m),
        proxy_tokens=m.vendor in COUNTERS and m.tokenizer == "cl100k_base",
        batch=m.batch,
        batch_price=_batch_price(settings, m),
    )


def _fit_problem(
    runner: Runner,
    worker: AnyWorker,
    spec: Cell,
    model: ModelConfig,
    plan: ModelPlan,
    assembled: dict[str, tuple[int, str]],
) -> str | None:
    """What the run would skip the cell for (the server is asked, no completion sent): its
    first prompt against the window its server says, else the one declared for it, or None."""
    if (window := runner.window(model)) is None:
        return None
    plan.window = window
    first = spec.samples()[0]
    prompt, _target = worker.prompt(spec, model, first)
    plan.assembled_prompts += 1
    assembled[worker.prompt_key(spec, model, first)] = (prompt.prompt_tokens, prompt.prompt_sha256)
    fit = runner.fit(model, prompt)
    if fit is None:
        return None
    if fit.server_tokens is not None:
        plan.server_tokens += fit.server_tokens
        plan.budget_tokens += fit.budget_tokens
    return fit.problem


def _plan_samples(
    settings: Settings,
    runner: Runner,
    worker: AnyWorker,
    client: ModelClient,
    spec: Cell,
    model: ModelConfig,
    plan: ModelPlan,
    assembled: dict[str, tuple[int, str]],
) -> float:
    """Count one cell's samples into ``plan`` (the first ``EXACT_SAMPLES`` assembled or read from
    the prompt cache, and looked up in the response cache; the rest estimated from them), and
    return the cell's cost bound."""
    cache = runner.cache
    lookup = settings.cache_mode == "on"  # refresh asks again: nothing counts as cached
    samples = spec.samples()
    exact = samples[:EXACT_SAMPLES]  # a range stays a range: nothing per sample is made
    exact_tokens = 0
    bound = 0.0
    for sample in exact:
        pkey = worker.prompt_key(spec, model, sample)
        if pkey not in assembled:  # models of one tokenizer and budget share prompts
            facts = cache.get(pkey, "prompts") if cache and lookup else None
            if facts is not None and "prompt_sha256" in facts:
                assembled[pkey] = (int(facts["prompt_tokens"]), facts["prompt_sha256"])
            else:
                prompt, _target = worker.prompt(spec, model, sample)
                plan.assembled_prompts += 1
                assembled[pkey] = (prompt.prompt_tokens, prompt.prompt_sha256)
        tokens, sha = assembled[pkey]
        plan.requests += 1
        plan.prompt_tokens += tokens
        exact_tokens += tokens
        if cache is not None and lookup and client.cached(client.key(sha, spec.seed, sample)) is not None:
            plan.cached += 1
            plan.cached_prompt_tokens += tokens
        else:
            bound += request_bound(plan.price, tokens, plan.max_tokens)
            plan.priced(tokens)
    if rest := len(samples) - len(exact):
        plan.requests += rest
        plan.estimated += rest
        plan.prompt_tokens += round(exact_tokens / max(len(exact), 1) * rest)
        mean = round(exact_tokens / max(len(exact), 1))
        bound += request_bound(plan.price, mean, plan.max_tokens) * rest
        plan.priced(mean, rest)
    return bound


def _price(settings: Settings, model: Any) -> Price | None:
    """What a model's requests cost: its batch price when it goes through the batch API (its
    list price where the table has no batch price: the plan stays an upper bound)."""
    price = settings.prices.lookup(model.vendor, model.model_id)
    if price is not None and model.batch:
        return price.batch() or price
    return price


def _batch_price(settings: Settings, model: Any) -> Price | None:
    """The model's batch price, or None where the table has none."""
    price = settings.prices.lookup(model.vendor, model.model_id)
    return None if price is None else price.batch()


def _self_hosted(p: ModelPlan) -> bool:
    """A model on the user's own server (llama.cpp, vLLM, ...) with no price given: it costs
    what its hardware costs, which is said in its row, not asked for."""
    return p.price is None and p.vendor in LOCAL_VENDORS


def cells_under_cap(plans: list[ModelPlan], cap_usd: float) -> int:
    """How many of the planned cells, in the run's order, the spending cap lets run whole: the
    cells before the first whose requests' bounds would take the total past it."""
    total, fit = 0.0, 0
    for _place, bound in sorted(b for p in plans for b in p.cell_bounds):
        total += bound
        if total > cap_usd:
            break
        fit += 1
    return fit


def plan_lines(plans: list[ModelPlan], max_cost: float | None = None) -> list[str]:
    """The plan as the terminal shows it: a table per model, a total, and what to know (with
    ``max_cost``, how many cells the spending cap lets run)."""
    notes = [note for p in plans for note in _model_notes(p)]
    if max_cost is not None:
        notes.append(_cap_note(plans, max_cost))
    return (
        _table(plans)
        + notes
        + [
            "nothing was sent: cached requests cost nothing; the bound assumes every other "
            "request writes max_tokens and no vendor prefix-cache discount"
        ]
    )


def _table(plans: list[ModelPlan]) -> list[str]:
    """One row per model (and a total under several), columns aligned."""
    head = ("model", "cells", "requests", "cached", "prompt tokens", "output tokens <=", "cost <=", "price")
    rows = [
        (
            p.model,
            f"{p.cells:,}",
            f"{p.requests:,}",
            f"{p.cached:,}",
            f"{p.prompt_tokens:,}",
            f"{p.output_bound:,}",
            "-" if _self_hosted(p) else usd(p.cost_bound),
            _price_cell(p),
        )
        for p in plans
    ]
    total_cost = [p.cost_bound for p in plans if p.requests and not _self_hosted(p)]
    total = (
        "total",
        f"{sum(p.cells for p in plans):,}",
        f"{sum(p.requests for p in plans):,}",
        f"{sum(p.cached for p in plans):,}",
        f"{sum(p.prompt_tokens for p in plans):,}",
        f"{sum(p.output_bound for p in plans):,}",
        usd(sum(c for c in total_cost if c is not None)) + (" + unpriced" if None in total_cost else ""),
        "",
    )
    table = [head, *rows] + ([total] if len(plans) > 1 else [])
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    return [
        "  ".join(c.ljust(w) if i in (0, 7) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()
        for r in table
    ]


def _price_cell(p: ModelPlan) -> str:
    """The price column of a model's row: the prices it is planned at, and where they hold."""
    if not p.price:
        return "self-hosted: its hardware's cost" if _self_hosted(p) else "-"
    cached = p.price.cached_input if p.price.cached_input is not None else p.price.input
    long, tier = "", p.price
    if tier.long_above is not None and tier.long_input is not None and tier.long_output is not None:
        long = f" (prompts over {tier.long_above:,}: in {tier.long_input:g} / out {tier.long_output:g})"
    return (
        f"{'batch ' if p.batch else ''}in {p.price.input:g} / cached {cached:g} / out {p.price.output:g}"
        f"{long} USD/1M, checked {p.price.checked}"
    )


def _model_notes(p: ModelPlan) -> list[str]:
    """What to know about one model's plan: its cost, its token counts, and what would not run."""
    notes = _cost_notes(p) + _count_notes(p)
    if p.dead_server:
        notes.append(f"{p.model}: {p.dead_server} (a run would stop its cells at their first request)")
    if p.estimated:
        notes.append(
            f"{p.model}: {p.estimated:,} requests past the first {EXACT_SAMPLES:,} samples of a cell were not "
            "assembled: their prompt tokens are estimated from those, and the cache was not asked for them"
        )
    for reason, count in p.skipped.items():
        notes.append(f"{p.model}: {count} cell(s) cannot run: {reason}")
    if p.key_missing and p.requests:
        notes.append(f"{p.model}: {p.key_missing} (its cells would be skipped)")
    return notes


def _cost_notes(p: ModelPlan) -> list[str]:
    """How a priced model's bound is made up, or the price an unpriced one needs."""
    if p.requests and p.price is not None and p.input_cost is not None and p.cost_bound is not None:
        notes = [
            f"{p.model}: input {usd(p.input_cost)} for {p.prompt_tokens - p.cached_prompt_tokens:,} "
            f"prompt tokens to send, output at most {usd(p.cost_bound - p.input_cost)} "
            f"({p.to_send:,} requests x max_tokens {p.max_tokens:,}); price from {p.price.source}"
        ]
        if not p.batch and p.batch_cost_bound is not None:
            notes.append(f"{p.model}: at its batch price (--cre-batch) at most {usd(p.batch_cost_bound)}")
        return notes
    if p.requests and not _self_hosted(p):
        return [
            f'{p.model}: no price for [{p.vendor}."{p.model_id}"]: give one with --cre-prices FILE '
            "(its input, cached_input, output in USD per 1M tokens)"
        ]
    return []


def _count_notes(p: ModelPlan) -> list[str]:
    """Whose tokens the prompts were counted in: the server's window and count, a vendor's
    count endpoint, or cl100k_base standing in for a vendor's own; and a declared window (a
    vendor's documented one, or a model file's) the first prompts were checked against."""
    if p.window is not None and p.window.declared:
        kind = "context window" if p.window.output else "input limit (max_tokens apart)"
        whose = "in the model's own tokens" if p.tokenize_calls else "as the budget tokenizer counts it, not the model"
        said = (
            f"{p.model}: its {kind} is {p.window.tokens:,} tokens ({p.window.source}); each cell's first prompt "
            f"was checked against it {whose}"
        )
        return [said, *_count_notes(replace(p, window=None))]
    if p.window is not None:
        said = f"{p.model}: the server's context window is {p.window.tokens:,} tokens ({p.window.source})"
        if p.tokenize_calls:
            said += f"; prompts counted in its own tokens ({p.tokenize_calls:,} /tokenize calls)"
        elif p.token_ratio is not None:
            said += (
                f"; it counts {p.token_ratio:.2f}x the tokens the budget tokenizer does "
                f"({p.server_tokens:,} vs {p.budget_tokens:,} on the first prompts it counted)"
            )
        return [said]
    if p.tokenize_calls:  # a vendor API counted (it has no window to say)
        said = f"{p.model}: prompts counted in its own tokens ({p.tokenize_calls:,} counting calls to the vendor"
        if p.run_count_calls is not None:
            said += (
                f" for the {p.assembled_prompts:,} prompts planned; a run counts its {p.requests:,} prompts anew: "
                f"at most about {p.run_count_calls:,} calls, under the vendor's rate limit for counting"
            )
        return [said + ")"]
    if p.proxy_tokens and p.requests:
        return [
            f"{p.model}: tiers are cl100k_base tokens, not {p.vendor}'s own: count in its own with "
            "--cre-tokenizer server (its count endpoint, a call per filler piece and a few per prompt)"
        ]
    return []


def _cap_note(plans: list[ModelPlan], max_cost: float) -> str:
    """How many cells the spending cap lets run."""
    planned = sum(len(p.cell_bounds) for p in plans)
    fit = cells_under_cap(plans, max_cost)
    return (
        f"--cre-max-cost {usd(max_cost)}: {'all ' if fit == planned else ''}{fit:,} of {planned:,} cells fit "
        f"under it in the run's order, at each request's bound (its prompt at {PROMPT_MARGIN:g}x, max_tokens "
        "of output); the run stops sending before the first request that could pass it"
    )
