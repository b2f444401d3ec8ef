"""Family-neutral tables of records (pandas): one row per cell, one row per comparison.

They read only the record core (``cell_id``, ``model``, ``vendor``, ``seed``, ``sample``,
``status``, ``correct``, ``prompt_tokens``, ``truncation_suspect``) plus the labels the family
names; what a family adds (its diagnostics columns, which cells are compared, the order of
rows) comes from the ``TableSpec`` it hands in.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.prices import PriceTable, builtin_prices
from ..core.record import NOT_RUN
from .policy import Analysis, sided
from .sequential import AT_CAP, sequential_test
from .stats import Adjusted, adjust, diff_ci, fisher, mcnemar_exact, wilson

# Statuses that count in accuracy: ``no_answer`` is the model's failure to answer (wrong);
# a limit hit (below) is wrong too unless the policy excludes it; every other non-ok status
# is an endpoint outcome and is excluded (the cell is incomplete).
SCORED = ("ok", "no_answer")
# Finishes that stop at the context window, not at the generation limit: not the model's
# failure, so never counted as a limit hit.
CONTEXT_FINISHES = ("model_context_window_exceeded",)


def is_limit_hit(record: Mapping[str, Any]) -> bool:
    """Was the sample cut by the generation limit (``truncated`` with any finish but a
    context-window one: ``length``, or an empty answer because reasoning used the budget)?"""
    return record.get("status") == "truncated" and record.get("finish_reason") not in CONTEXT_FINISHES


def counts_in_n(record: dict[str, Any], limit_hits: str = "wrong") -> bool:
    """Does the sample count in a cell's n under the limit-hit policy (``wrong`` or ``exclude``)?"""
    return record["status"] in SCORED or (limit_hits == "wrong" and is_limit_hit(record))


def sample_outcomes(records: list[dict[str, Any]], limit_hits: str = "wrong") -> dict[tuple[Any, Any], bool]:
    """Whether each sample counted in n (``counts_in_n``) was right, by (seed, sample): the key
    paired tests match samples on (one seed and index is one target, one filler draw)."""
    return {(r.get("seed"), r["sample"]): r["correct"] is True for r in records if counts_in_n(r, limit_hits)}


class TableSpec(Protocol):
    """What a family tells the generic tables (see ``families.base.Family``)."""

    @property
    def cell_keys(self) -> tuple[str, ...]:
        """The label columns of a cell row, in order."""

    @property
    def cell_key_defaults(self) -> Mapping[str, Any]:
        """What a record lacking one of ``cell_keys`` reads as (a label added later)."""

    @property
    def cell_fields(self) -> tuple[str, ...] | None:
        """The record fields ``cell_columns`` reads (None: it may read any)."""

    def cell_columns(self, group: Any, scored: Any) -> dict[str, Any]:
        """Extra columns of one cell row (its diagnostics) from the cell's records frame."""

    def sort_rows(self, frame: Any) -> Any:
        """Rows (cells or comparisons) in the family's reading order."""

    def comparisons(self, cells: Any, analysis: Analysis) -> list[tuple[dict[str, Any], Any, Any]]:
        """(labels, cell row, baseline cell row) of every comparison a cells table supports;
        the labels end with ``comparison``, the name of the pair."""


def _no_interval(k: int, n: int) -> tuple[float, float]:
    """No interval: a comparison reads only a cell's counts."""
    return (math.nan, math.nan)


def cell_summary(
    records: list[dict[str, Any]], limit_hits: str = "wrong", interval: Any = wilson, missing: int = 0
) -> dict[str, Any]:
    """One cell's counts: n (scored), k (correct), accuracy with a 95% Wilson interval, how
    many samples hit the generation limit (counted wrong in n, or left out, by ``limit_hits``)
    and how many ended in each outcome. ``missing``: samples the run expected and never
    recorded (it was cut short); a cell with any, or with samples not scored, is incomplete.
    The cell items' junit properties (with ``wilson_light``, so a worker needs no statsmodels)
    and cells.csv both come from here."""
    n = k = hits = 0
    outcomes: dict[str, int] = {}
    for r in records:  # one walk (there were four)
        outcomes[r["status"]] = outcomes.get(r["status"], 0) + 1
        hits += is_limit_hit(r)
        if counts_in_n(r, limit_hits):
            n += 1
            k += r["correct"] is True
    lo, hi = interval(k, n)
    return {
        "samples": len(records),
        "n": n,
        "k": k,
        "acc": k / n if n else math.nan,
        "ci_low": lo,
        "ci_high": hi,
        "incomplete": n < len(records) or missing > 0,
        "missing": missing,
        "limit_hits": hits,
        "outcomes": outcomes,
    }


def compare_arms(
    arm: list[dict[str, Any]],
    base: list[dict[str, Any]],
    alternative: str,
    limit_hits: str = "wrong",
    counts: tuple[Any, Any] | None = None,
    outcomes: tuple[dict[tuple[Any, Any], bool], dict[tuple[Any, Any], bool]] | None = None,
) -> dict[str, Any]:
    """One comparison of two cells' records: the drop (arm - base, pp) with its Newcombe 95%
    interval, Fisher's exact p, and exact McNemar p over the (seed, sample) pairs scored in
    both (the same target item by construction). Comparison items and drops.csv both use this.
    ``counts``: the two cells' ``n``, ``k``, ``acc`` and ``incomplete`` when the caller has
    them already (their rows of the cells table): each cell is then summarized once; ``outcomes``
    likewise their ``sample_outcomes``."""
    if counts is None:
        counts = (cell_summary(arm, limit_hits, _no_interval), cell_summary(base, limit_hits, _no_interval))
    a, b = counts
    right_a, right_b = outcomes or (sample_outcomes(arm, limit_hits), sample_outcomes(base, limit_hits))
    both = right_a.keys() & right_b.keys()
    only_a = sum(1 for s in both if right_a[s] and not right_b[s])
    only_b = sum(1 for s in both if right_b[s] and not right_a[s])
    lo, hi = diff_ci(a["k"], a["n"], b["k"], b["n"])
    return {
        "n": a["n"],
        "k": a["k"],
        "acc": a["acc"],
        "baseline_n": b["n"],
        "baseline_k": b["k"],
        "baseline_acc": b["acc"],
        "drop_pp": 100.0 * (a["acc"] - b["acc"]),
        "drop_ci_low": 100.0 * lo,
        "drop_ci_high": 100.0 * hi,
        "test": "fisher_exact",
        "alternative": alternative,
        "p_value": fisher(a["k"], a["n"], b["k"], b["n"], alternative),
        "pairs": len(both),
        "p_mcnemar": mcnemar_exact(only_b, only_a) if both else math.nan,
        "incomplete": a["incomplete"] or b["incomplete"],
    }


def usage(records: list[dict[str, Any]], prices: PriceTable | None = None) -> dict[str, Any]:
    """Tokens billed for these samples (one model's) and what they cost at list prices.

    A sample counts when the endpoint reported usage: its prompt as the vendor counted it (the
    assembled count when the vendor did not say), the part served from its prefix cache, and
    the completion (reasoning included, as vendors bill it). ``cost_usd`` is None when the
    model has no price; a sample a batch answered is billed at the batch price (``by_batch``);
    samples answered from pytest-cre's response cache are counted too
    (what the cell cost to make), ``from_cache`` says how many those were."""
    prompt = cached = completion = reasoning = 0
    price = None
    if records:
        table = prices if prices is not None else builtin_prices()
        price = table.lookup(str(records[0].get("vendor")), str(records[0].get("model")))
    cost = 0.0
    for r in records:
        reported, o = _count(r.get("reported_prompt_tokens")), _count(r.get("completion_tokens"))
        if reported is None and o is None:
            continue  # no usage came back (an error): nothing billed
        p = reported if reported is not None else (_count(r.get("prompt_tokens")) or 0)
        c, o = _count(r.get("cached_tokens")) or 0, o or 0
        prompt, cached, completion = prompt + p, cached + c, completion + o
        reasoning += _count(r.get("reasoning_tokens")) or 0
        if price is not None:
            cost += price.cost(p, c, o, batch=by_batch(r) is not None)  # per request: its own tier
    return {
        "tokens_prompt": prompt,
        "tokens_cached": cached,
        "tokens_completion": completion,
        "tokens_reasoning": reasoning,
        "cost_usd": round(cost, 6) if price is not None else None,
    }


def by_batch(record: dict[str, Any]) -> str | None:
    """The batch that answered this sample (its id), or None: billed at the batch price."""
    log = record.get("attempt_log")
    if isinstance(log, list) and log and isinstance(log[0], dict) and isinstance(log[0].get("batch"), str):
        return log[0]["batch"]
    return None


def _count(value: Any) -> int | None:
    """A token count from a record or a frame row (None and NaN are "not reported")."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return int(value)


def usage_table(records: list[dict[str, Any]], prices: PriceTable | None = None) -> Any:
    """Tokens and cost per model (the summary's lines)."""
    import pandas as pd

    by: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in records:
        by.setdefault((str(r.get("model")), str(r.get("vendor"))), []).append(r)
    rows = []
    for (model, vendor), recs in by.items():
        table = prices if prices is not None else builtin_prices()
        price = table.lookup(vendor, model)
        rows.append(
            {
                "model": model,
                "samples": len(recs),
                "from_cache": sum(1 for r in recs if r.get("from_cache")),
                **usage(recs, table),
                "price_checked": price.checked if price is not None else None,
                "cost_reported_usd": reported_cost(recs),
            }
        )
    frame = pd.DataFrame(rows)
    if frame.empty or frame["cost_reported_usd"].isna().all():  # no server said: the table is as it was
        frame = frame.drop(columns="cost_reported_usd", errors="ignore")
    return frame


def reported_cost(records: list[dict[str, Any]]) -> float | None:
    """What the server said these samples cost, in USD (OpenRouter's ``usage.cost``, measured,
    beside the cost at list prices), or None when none said. Samples from pytest-cre's response
    cache are counted as ``usage`` counts them: what the cell cost to make."""
    costs = [v for r in records if (v := r.get("reported_cost_usd")) is not None and _finite(v)]
    return round(sum(costs), 6) if costs else None


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def cells_table(
    records: list[dict[str, Any]],
    spec: TableSpec,
    prices: PriceTable | None = None,
    limit_hits: str = "wrong",
    missing: dict[str, int] | None = None,
) -> Any:
    """One row per cell: labels, n, k, accuracy with a 95% Wilson interval, limit hits, outcome
    counts, the family's diagnostics, tokens and cost (``usage``), and per-seed counts when
    several seeds are pooled. ``limit_hits`` is the policy for samples cut by the generation
    limit (``wrong``: in n); ``missing`` counts, per cell id, samples never recorded."""
    import pandas as pd

    keys = list(spec.cell_keys)
    if not records:
        return pd.DataFrame(columns=[*keys, "cell_id", "n", "k", "acc", "incomplete", "missing"])
    df = _records_frame(records, None if spec.cell_fields is None else [*keys, *FRAME_FIELDS, *spec.cell_fields])
    for key, default in spec.cell_key_defaults.items():  # else groupby drops an older record's row
        df[key] = df[key].fillna(default) if key in df else default
    seeds = sorted(df["seed"].dropna().unique()) if "seed" in df else []
    rows = []
    for values, g in df.groupby([*keys, "cell_id", "vendor"], sort=False):
        cell_id = values[len(keys)]
        recs = [records[i] for i in g.index]  # the records themselves: the frame's index is their place
        summary = cell_summary(recs, limit_hits, missing=int((missing or {}).get(cell_id, 0)))
        in_n = [counts_in_n(r, limit_hits) for r in recs]
        scored = g[in_n]
        outcomes = summary.pop("outcomes")
        row = dict(zip([*keys, "cell_id", "vendor"], values))
        row.update(
            **summary,
            **{f"n_{s}": c for s, c in sorted(outcomes.items())},
            **spec.cell_columns(g, scored),
            truncation_suspects=int(g["truncation_suspect"].fillna(False).astype(bool).sum())
            if "truncation_suspect" in g
            else 0,
            # Where the answers came from: a cell answered from the cache is no new measurement.
            from_cache=int(g["from_cache"].fillna(False).astype(bool).sum()) if "from_cache" in g else 0,
            prompt_tokens=float(g["prompt_tokens"].mean()),
            **usage(recs, prices),
        )
        if len(seeds) > 1:
            # Counted from the records (a seed's rows taken from the frame, cell by cell and seed
            # by seed, cost 0.5 s at 201,600 records); a seed matches its frame value by hash.
            n_by, k_by = Counter[Any](), Counter[Any]()
            for r, counted in zip(recs, in_n):
                if counted:
                    n_by[r.get("seed")] += 1
                    k_by[r.get("seed")] += r.get("correct") == True  # noqa: E712 (as the frame's ==)
            for seed in seeds:
                row[f"k_s{seed}"], row[f"n_s{seed}"] = k_by[seed], n_by[seed]
                row[f"acc_s{seed}"] = k_by[seed] / n_by[seed] if n_by[seed] else math.nan
        rows.append(row)
    out = pd.DataFrame(rows)
    status_cols = sorted(c for c in out.columns if c.startswith("n_") and not c.startswith("n_s"))
    out[status_cols] = out[status_cols].fillna(0).astype(int)
    return spec.sort_rows(out)


# The record fields the cells table itself reads of a cell's frame (beside the family's).
FRAME_FIELDS = ("cell_id", "vendor", "seed", "status", "correct", "truncation_suspect", "from_cache", "prompt_tokens")


def _records_frame(records: list[dict[str, Any]], fields: list[str] | None) -> Any:
    """The records as a frame of ``fields`` (None: every field), a column for each field some
    record has, as ``DataFrame.from_records`` makes it. Only the fields read: a cell's rows are
    taken column by column, and a reasoning record holds some forty, most of them read only by
    the page (at 201,600 records the whole frame took 1.4 s to make, these 0.7-0.9 s)."""
    import pandas as pd

    if fields is None:
        return pd.DataFrame.from_records(records)
    wanted = [f for f in dict.fromkeys(fields) if any(f in r for r in records)]
    return pd.DataFrame.from_records(records, columns=wanted)


def rate(frame: Any, column: str) -> float:
    """The share of true values in a column of a records frame (NaN when none is set)."""
    if column not in frame or frame.empty:
        return math.nan
    values = frame[column].dropna()
    return float(values.astype(bool).mean()) if len(values) else math.nan


@dataclass(frozen=True)
class CorrectionGroup:
    """One family of comparisons corrected together. Its size ``planned`` (the m of the
    correction) counts every comparison the design planned in it, whether it ran or not; ``ran``
    is how many have records. ``adjusted`` holds the ran ones' adjusted p-values under that m."""

    name: str
    planned: int
    ran: int
    adjusted: Adjusted
    alternative: str = "two-sided"  # the Fisher alternative of its comparisons


@dataclass(frozen=True)
class ComparisonTable:
    frame: Any  # pandas DataFrame, one row per comparison
    adjusted: Adjusted  # of the largest family that ran (the power line's)
    analysis: Analysis
    families: tuple[CorrectionGroup, ...] = ()  # every family, planned ones first, in plan order
    # The planned comparisons that did not run (their labels), each model's with why its cells
    # did not run when the run knows (a missing key), for ``not_run_line``.
    not_run: tuple[dict[str, Any], ...] = ()
    why: tuple[tuple[str, str], ...] = ()  # (model, why its cells did not run)
    # An adaptive run's (``Analysis.adaptive``): the cap N, each comparison's name in
    # ``adaptive_lines`` by (cell_id, baseline_cell_id), and the requests asked against a fixed
    # design's (asked: the cells' samples; fixed: cells x N).
    n_max: int | None = None
    names: tuple[tuple[tuple[str, str], str], ...] = ()
    requests: tuple[int, int] | None = None


def comparison_key(labels: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """What identifies a comparison across the plan, the records and runs (its labels)."""
    return tuple(sorted((k, str(v)) for k, v in labels.items()))


def _adjust(pvalues: list[float], m: int, analysis: Analysis) -> Adjusted:
    """The correction over a family of ``m`` comparisons of which these ran. The ones that did
    not run enter as p = 1: exact for Bonferroni and no correction, and for Holm the most
    conservative place for a p-value nobody has seen (last in the step-down)."""
    padded = adjust(list(pvalues) + [1.0] * max(0, m - len(pvalues)), alpha=analysis.alpha, method=analysis.correction)
    n = len(pvalues)
    return Adjusted(
        padded.p_adjusted[:n], padded.significant[:n], padded.threshold, padded.method, padded.alpha, padded.family_size
    )


def drops_table(
    records: list[dict[str, Any]],
    cells: Any,
    spec: TableSpec,
    analysis: Analysis | None = None,
    planned: list[dict[str, Any]] | None = None,
    why: dict[str, str] | None = None,
    n_max: int | None = None,
) -> ComparisonTable:
    """Every comparison the family names, with its drop (pp, Newcombe 95% CI), Fisher exact p
    (the alternative of its correction group, ``Analysis.alternative_of``), exact McNemar p on
    the paired samples, and the correction within its correction group (``Analysis.group_of``);
    an incomplete comparison is counted in its group but not tested (no ``p_adjusted``, never
    ``significant``).
    ``planned`` are the labels of every comparison the design asked for (``Family.comparison_items``
    of the whole grid, before any selection): a family's size counts them all, run or not, so
    selecting, rerunning or losing cells never makes a drop easier to flag. Without a plan, a
    family is what ran.
    An adaptive run (``analysis.adaptive``; ``n_max`` its cap, the run's --cre-n) is tested by
    ``sequential.sequential_test`` over each comparison's pairs at its group's level (the
    Bonferroni threshold), as the run decided its stops: ``significant`` is that verdict, and
    the ``ADAPTIVE_COLUMNS`` say where and how it stopped; Fisher's p (and ``p_adjusted``) are
    then the counts' at the stop, shown, not what decides."""
    import pandas as pd

    analysis = analysis or Analysis()
    if analysis.adaptive is not None and not n_max:
        raise ValueError("an adaptive analysis needs the run's cap N (its --cre-n, run.json settings n)")
    by_cell: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_cell.setdefault(r["cell_id"], []).append(r)
    rows, paired, names = _comparison_rows(by_cell, cells, spec, analysis)
    members: dict[str, set[tuple[tuple[str, str], ...]]] = {}  # family -> keys of its comparisons, planned or run
    for labels in planned or ():
        name = analysis.group_of(labels)
        if name is not None:
            members.setdefault(name, set()).add(comparison_key(labels))
    for row in rows:
        row["family"] = analysis.group_of(row) or ""
        if row["family"]:
            members.setdefault(row["family"], set()).add(row["_key"])
    families = []
    p_adjusted: dict[int, float] = {}
    significant: dict[int, bool] = {}
    stops: dict[int, dict[str, Any]] = {}  # an adaptive run's ADAPTIVE_COLUMNS, by row
    for name, keys in members.items():
        ran = [i for i, r in enumerate(rows) if r["family"] == name]
        # An incomplete comparison (a cell cut short, samples not scored) is not tested: Fisher's
        # test compares the cells' counts, not complete pairs, so what it would flag rests on
        # samples chosen by what failed. It counts in its group as one that did not run (p = 1,
        # so under Holm it cannot ease another's step either) and carries no adjusted p or mark.
        tested = [i for i in ran if not rows[i]["incomplete"]]
        adj = _adjust([rows[i]["p_value"] for i in tested], len(keys), analysis)
        if analysis.adaptive is not None:
            adj = _sequential(rows, paired, ran, tested, adj, analysis, n_max or 0, stops)
        p_adjusted.update(zip(tested, adj.p_adjusted))
        significant.update(zip(tested, adj.significant))
        families.append(CorrectionGroup(name, len(keys), len(ran), adj, analysis.group_alternative(name)))
    ran_families = [f for f in families if f.ran]
    primary = (
        max(ran_families, key=lambda f: f.planned).adjusted
        if ran_families
        else adjust([], alpha=analysis.alpha, method=analysis.correction)
    )
    size = {f.name: f.planned for f in families}
    ran_keys = {row.pop("_key") for row in rows}
    frame = pd.DataFrame(rows)
    if rows:
        frame["correction"] = analysis.correction
        frame["family"] = [r["family"] for r in rows]
        frame["family_size"] = [size.get(r["family"], 0) for r in rows]
        frame["p_adjusted"] = [p_adjusted.get(i, math.nan) for i in range(len(rows))]
        frame["significant"] = [significant.get(i, False) for i in range(len(rows))]
        if analysis.adaptive is not None:
            for column in ADAPTIVE_COLUMNS:
                frame[column] = [stops.get(i, {}).get(column, math.nan) for i in range(len(rows))]
        frame = spec.sort_rows(frame)
    not_run = tuple(
        labels
        for labels in planned or ()
        if analysis.group_of(labels) is not None and comparison_key(labels) not in ran_keys
    )
    why_rows = tuple(sorted((why or {}).items()))
    if analysis.adaptive is None:
        return ComparisonTable(frame, primary, analysis, tuple(families), not_run, why_rows)
    # Asked: every sample the cells hold but those never run (a cap stopped them); a fixed design
    # asks N of every cell, for each seed pooled.
    seeds = max(1, len({r.get("seed") for r in records}))
    asked = sum(1 for r in records if r.get("status") != NOT_RUN)
    requests = (asked, len(cells) * (n_max or 0) * seeds)
    named = tuple(names.items())
    return ComparisonTable(frame, primary, analysis, tuple(families), not_run, why_rows, n_max, named, requests)


def _comparison_rows(
    by_cell: dict[str, list[dict[str, Any]]], cells: Any, spec: TableSpec, analysis: Analysis
) -> tuple[list[dict[str, Any]], list[tuple[list[bool], list[bool]]], dict[tuple[str, str], str]]:
    """``drops_table``'s row of each comparison with records in both cells (its labels, cells,
    ``compare_arms``); for an adaptive run also each row's (baseline, arm) pairs in sample order
    and each comparison's name for ``adaptive_lines``."""
    rows = []
    paired: list[tuple[list[bool], list[bool]]] = []  # each row's (baseline, arm) pairs in sample order
    names: dict[tuple[str, str], str] = {}
    # Each cell's outcomes made once: a baseline cell is in several comparisons (every position
    # against the end), and walking its records again for each cost 0.3 s at 201,600 records.
    outcomes_of: dict[str, dict[tuple[Any, Any], bool]] = {}
    for labels, c, b in spec.comparisons(cells, analysis):
        if not c["n"] or not b["n"]:
            continue
        arm, base = by_cell[c["cell_id"]], by_cell[b["cell_id"]]
        for cid, recs in ((c["cell_id"], arm), (b["cell_id"], base)):
            if cid not in outcomes_of:
                outcomes_of[cid] = sample_outcomes(recs, analysis.limit_hits)
        outcomes = (outcomes_of[c["cell_id"]], outcomes_of[b["cell_id"]])
        if analysis.adaptive is not None:
            paired.append(_in_sample_order(*outcomes))
            # The arm cell's labels, then the comparison's name: sim/arith/ws/8k/middle-end (the
            # baseline's alone would not tell the end-baseline comparisons of each filler apart).
            arm_labels = [str(c[k]) for k in spec.cell_keys if k in c and k not in ("position", "cell_id")]
            names[(c["cell_id"], b["cell_id"])] = "/".join([*arm_labels, str(labels.get("comparison", ""))])
        row = {
            **labels,
            # Its cell's label columns that the comparison's labels (its key in the plan) lack.
            **{k: c[k] for k in spec.cell_keys if k not in labels and k in c},
            "cell_id": c["cell_id"],
            "baseline_cell_id": b["cell_id"],
            **compare_arms(
                arm,
                base,
                analysis.alternative_of(labels),
                analysis.limit_hits,
                counts=(c, b),  # the cells table summarized each cell once already
                outcomes=outcomes,  # and the pairs of an adaptive run need them too
            ),
        }
        # The cells' rows know what the records alone cannot (samples the run never recorded).
        row["incomplete"] = bool(row["incomplete"] or c["incomplete"] or b["incomplete"])
        row["in_family"] = analysis.in_family(row)
        row["_key"] = comparison_key(labels)
        rows.append(row)
    return rows, paired, names


# What drops.csv adds for an adaptive run, after ``significant``: the pairs the sequential test
# used and its verdict, the confidence sequence for the drop at the stop (pp), the e-value,
# the fixed design's pairs (N) and the requests this comparison's two arms did not ask.
ADAPTIVE_COLUMNS = (
    "adaptive_pairs",
    "adaptive_verdict",
    "cs_low",
    "cs_high",
    "e_value",
    "fixed_pairs",
    "requests_saved",
)


def paired_outcomes(
    arm: list[dict[str, Any]], base: list[dict[str, Any]], limit_hits: str
) -> tuple[list[bool], list[bool]]:
    """The (baseline, arm) outcomes of the samples both cells counted (McNemar's pairs), in
    sample order: the order the adaptive run asked them in, so its looks fall where the run's did
    (``run.adaptive`` pairs with this too)."""
    return _in_sample_order(sample_outcomes(arm, limit_hits), sample_outcomes(base, limit_hits))


def _in_sample_order(
    right_a: dict[tuple[Any, Any], bool], right_b: dict[tuple[Any, Any], bool]
) -> tuple[list[bool], list[bool]]:
    """``paired_outcomes`` of two cells' ``sample_outcomes`` (arm's, baseline's)."""
    both = sorted(right_a.keys() & right_b.keys(), key=lambda s: (s[0] is None, s[0] or 0, s[1]))
    return [right_b[s] for s in both], [right_a[s] for s in both]


def _sequential(
    rows: list[dict[str, Any]],
    paired: list[tuple[list[bool], list[bool]]],
    ran: list[int],
    tested: list[int],
    adj: Adjusted,
    analysis: Analysis,
    n_max: int,
    stops: dict[int, dict[str, Any]],
) -> Adjusted:
    """One correction group's comparisons (rows ``ran``) tested sequentially at the group's
    level, each one's ``ADAPTIVE_COLUMNS`` put in ``stops``: Bonferroni's threshold, or alpha
    uncorrected (Holm has no sequential form here: its first step, alpha / m, is used). The
    group's ``Adjusted`` with the sequential verdicts of the ``tested`` rows as its ``significant``."""
    assert analysis.adaptive is not None
    level = adj.threshold if adj.threshold is not None else analysis.alpha / max(adj.family_size, 1)
    verdicts: dict[int, bool] = {}
    for i in ran:
        design = analysis.adaptive.design(level, n_max, analysis.alternative_of(rows[i]))
        result = sequential_test(*paired[i], design)
        verdicts[i] = result.significant
        stops[i] = {
            "adaptive_pairs": result.pairs,
            "adaptive_verdict": result.verdict,
            "cs_low": 100.0 * result.interval[0],
            "cs_high": 100.0 * result.interval[1],
            "e_value": result.e_value,
            "fixed_pairs": n_max,
            "requests_saved": 2 * (n_max - result.pairs),
        }
    significant = [verdicts[i] for i in tested]
    return Adjusted(adj.p_adjusted, significant, adj.threshold, adj.method, adj.alpha, adj.family_size)


def adaptive_lines(drops: ComparisonTable) -> list[str]:
    """What an adaptive run's outputs say under the threshold line (none for a fixed run): the
    design and the test that made it adaptive, each comparison's stop (its pairs against the
    fixed design's N, verdict, confidence sequence) and the requests asked against a fixed
    design's."""
    settings = drops.analysis.adaptive
    if settings is None or drops.requests is None:
        return []
    n_max = drops.n_max
    lines = [
        f"design: adaptive (betting e-process, alpha split {settings.early_share:.0%} at any look / "
        f"{1 - settings.early_share:.0%} Fisher exact at the cap of {n_max} pairs, margin {100 * settings.margin:g}pp, "
        f"rounds of {settings.round_size} pairs); per-cell accuracies are at adaptive stops, not fixed-N "
        "estimates (each cell's n is what it was asked)"
    ]
    frame, names = drops.frame, dict(drops.names)
    for _, r in frame.iterrows() if not frame.empty else ():
        if r["adaptive_verdict"] is None or r["adaptive_verdict"] != r["adaptive_verdict"]:
            continue  # not in any correction group: not tested
        name = names.get((r["cell_id"], r["baseline_cell_id"]), r["cell_id"])
        verdict = r["adaptive_verdict"]
        if r["incomplete"]:  # as in the fixed design: a cell's samples not scored, never marked
            verdict = f"incomplete, not tested ({verdict} on its pairs)"
        elif verdict == AT_CAP:
            verdict = f"at the cap, {'significant' if r['significant'] else 'not significant'}"
        lines.append(
            f"- {name}: {r['adaptive_pairs']} of {r['fixed_pairs']} pairs, {verdict}; drop {r['cs_low']:+.1f} to "
            f"{r['cs_high']:+.1f}pp (confidence sequence), e={r['e_value']:.3g}"
        )
    asked, fixed = drops.requests
    saved = f"{fixed - asked:,} saved, {asked / fixed:.0%} of it" if fixed else "none to compare"
    lines.append(f"requests: {asked:,} asked; a fixed design of {n_max} per cell asks {fixed:,} ({saved})")
    return lines


def not_run_line(drops: ComparisonTable) -> str | None:
    """One line naming the planned comparisons that did not run and why, per model (their
    correction groups still count them: a model that could not run raises the others'
    threshold), or None when every planned comparison ran. Why: the run's reason for the model's
    cells (a missing key), else that none of its cells has records (not selected, or cut)."""
    if not drops.not_run:
        return None
    why = dict(drops.why)
    by_model: dict[str, int] = {}
    for labels in drops.not_run:
        model = str(labels.get("model", "?"))
        by_model[model] = by_model.get(model, 0) + 1
    planned = sum(f.planned for f in drops.families)
    by_reason: dict[str, dict[str, int]] = {}  # models that did not run for the same reason, together
    for model, n in by_model.items():
        reason = why.get(model) or "the cells they compare have no records: not selected, or cut short"
        by_reason.setdefault(reason, {})[model] = n
    parts = []
    for reason, models in by_reason.items():
        sizes = set(models.values())
        who = (
            f"{sizes.pop()} each of {', '.join(models)}"
            if len(models) > 1 and len(sizes) == 1
            else ", ".join(f"{model} {n}" for model, n in models.items())
        )
        parts.append(f"{who} ({reason})")
    return (
        f"not run: {len(drops.not_run)} of the {planned} planned comparisons, still counted in their correction "
        f"groups: {'; '.join(parts)}"
    )


def threshold_line(drops: ComparisonTable) -> str:
    """The line(s) under every table that say how significance was decided: the test and its
    sidedness, the correction and each family's size. A family counts its planned comparisons;
    when fewer ran, it says so (``Bonferroni over 27 planned comparisons (4 ran)``). Split
    families get one line each, and the ones where nothing ran one line together. When the
    families that ran differ in sidedness (``--cre-family paper``: Table 3 is one-sided), the
    first line says so and each family's line names its own."""
    families = drops.families
    ran = [f for f in families if f.ran]
    if not ran:
        planned = sum(f.planned for f in families)
        return f"no comparisons in this run ({planned} planned)" if planned else "no comparisons in this run"
    a = drops.analysis
    method = a.method
    test, below = "Fisher exact", "p < "
    if a.adaptive is not None:  # an adaptive run's verdicts: the sequential test's, at each comparison's level
        test, below = "sequential test (betting e-process, Fisher exact at the cap)", "level "
        method = "Bonferroni (Holm's first step)" if a.correction == "holm" else method
    sides = {f.alternative for f in ran}
    alt = sided(ran[0].alternative) if len(sides) == 1 else "(each group's sidedness below)"
    if len(families) == 1 and not a.split:
        f = families[0]
        scope = f" (family: {a.describe()})" if a.family else ""
        if a.correction == "bonferroni":
            return (
                f"sig: {test} {alt}, Bonferroni over {_size(f)}{scope} at alpha={a.alpha:g} "
                f"({below}{f.adjusted.threshold:.3g})"
            )
        if a.correction == "none":
            return f"sig: {test} {alt}, uncorrected, {_size(f)}{scope}, {below}{a.alpha:g}"
        return f"sig: {test} {alt}, {method} over {_size(f)}{scope} at alpha={a.alpha:g}"
    planned, done = sum(f.planned for f in families), sum(f.ran for f in families)
    total = f"{planned} planned comparisons" + (f" ({done} ran)" if done < planned else "")
    lines = [
        f"sig: {test} {alt}, {method} at alpha={a.alpha:g} within each of {len(families)} "
        f"correction groups ({a.describe()}), {total}:"
    ]
    alike: dict[tuple[int, int, str], list[CorrectionGroup]] = {}  # one line per size (and sidedness)
    for f in ran:
        alike.setdefault((f.planned, f.ran, f.alternative), []).append(f)
    for group in alike.values():
        f = group[0]
        side = f", {sided(f.alternative)}" if len(sides) > 1 else ""
        cut = f", {below}{f.adjusted.threshold:.3g}" if a.correction == "bonferroni" else ""
        each = " each" if len(group) > 1 else ""
        lines.append(f"- {', '.join(g.name for g in group)}: {_size(f)}{each}{side}{cut}")
    idle = [f for f in families if not f.ran]
    if idle:
        lines.append(
            f"- nothing ran in {len(idle)} other correction groups ({sum(f.planned for f in idle)} planned comparisons)"
        )
    return "\n".join(lines)


def families_table(drops: ComparisonTable) -> Any:
    """One row per correction group: its size as planned, how many ran, its Fisher
    alternative, the raw-p threshold (Bonferroni) and how many of its drops are significant."""
    import pandas as pd

    return pd.DataFrame(
        [
            {
                "family": f.name,
                "planned": f.planned,
                "ran": f.ran,
                "alternative": f.alternative,
                "threshold": f.adjusted.threshold if drops.analysis.correction == "bonferroni" else math.nan,
                "significant": int(sum(f.adjusted.significant)),
            }
            for f in drops.families
        ],
        columns=["family", "planned", "ran", "alternative", "threshold", "significant"],
    )


def _size(family: CorrectionGroup) -> str:
    comparisons = f"{family.planned} comparison{'s' if family.planned != 1 else ''}"
    if family.ran < family.planned:
        return f"{family.planned} planned comparison{'s' if family.planned != 1 else ''} ({family.ran} ran)"
    return comparisons


def limit_hits_line(cells: Any, analysis: Analysis) -> str:
    """The line that states how samples cut by the generation limit were counted."""
    hits = int(cells["limit_hits"].sum()) if "limit_hits" in cells and not cells.empty else 0
    where = int((cells["limit_hits"] > 0).sum()) if hits else 0
    seen = f"{hits} in {where} cell{'s' if where != 1 else ''}" if hits else "none in this run"
    if analysis.limit_hits == "exclude":
        return (
            f"limit hits (generation stopped at the token limit): left out of n "
            f"(--cre-limit-hits exclude; the paper counts them wrong): {seen}"
        )
    return (
        f"limit hits (generation stopped at the token limit): counted wrong, in n, as the paper's "
        f"k/50 does (--cre-limit-hits exclude leaves them out): {seen}"
    )


def compare_runs(now: Any, previous: list[dict[str, Any]], spec: TableSpec, limit_hits: str = "wrong") -> Any:
    """Per-cell accuracy deltas against an earlier run, with a two-sided Fisher p each. ``now``:
    this run's cells table (``cells_table``, already built for the report: a second one cost
    4 s of 31 at 201,600 records); its n, k and acc do not depend on prices or on the missing
    counts it was built with."""
    import pandas as pd

    before = cells_table(previous, spec, limit_hits=limit_hits)
    if now.empty or before.empty:
        return pd.DataFrame()
    prev = {r["cell_id"]: r for _, r in before.iterrows()}
    labels = list(spec.cell_keys)
    rows = []
    for _, r in now.iterrows():
        p = prev.get(r["cell_id"])
        if p is None or not r["n"] or not p["n"]:
            continue
        rows.append(
            {
                "cell_id": r["cell_id"],
                **{k: r[k] for k in labels},
                "n": int(r["n"]),
                "k": int(r["k"]),
                "acc": r["acc"],
                "previous_n": int(p["n"]),
                "previous_k": int(p["k"]),
                "previous_acc": p["acc"],
                "delta_pp": 100 * (r["acc"] - p["acc"]),
                "p_value": fisher(int(r["k"]), int(r["n"]), int(p["k"]), int(p["n"])),
            }
        )
    return pd.DataFrame(rows)
