"""One way to load a run, or several pooled: its records once each in the runs' cell order,
what they lack, the comparisons the runs planned, their statistical policy, families, prices
and meta. The end of a run (``session.ending``), ``cre report`` and ``pytest_cre.load`` all
build their reports from a ``LoadedRun``, so a run's own files and a rebuild of them agree
byte for byte.

A source is a run folder (``run.json`` beside ``records.jsonl``), a ``records.jsonl``, or a
folder ``cre report`` wrote, which names its sources (with their sha256) and holds only the
records it scored again."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..analysis.policy import POLICY_OPTIONS, Analysis, parse_pairs
from ..analysis.sequential import AdaptiveSettings
from ..analysis.tables import comparison_key, counts_in_n
from ..core.errors import CreDataError, CreUsageError
from ..core.prices import PriceTable, load_prices
from ..core.prompts import brief, cell_prompts, filler_sources
from ..core.record import NOT_RUN, Record, dedupe, identity, in_cell_order, read_records
from .grid import family_correction_policy
from .run_folder import read_run_json

if TYPE_CHECKING:
    from ..report.build import Report
    from .family_types import Families

REANALYSIS = "reanalysis.json"  # marks a folder written by `cre report` (never a run's own)
# The policy a run was made with that `cre report` can change, by `cre report`'s option names.


@dataclass
class RunSource:
    """One records file as read: its path, its records (deduplicated within it), its run's
    ``run.json`` (empty for a bare records file) and the warnings reading it gave (a torn last
    line). Its records come from ``read_records`` (or, at the end of a run, the collector's
    ``gather``), which read each number no summary can use as missing."""

    path: Path
    records: list[Record]
    run: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    sha256: str | None = None  # of the file's bytes as they were read (``read_sources``)

    @property
    def name(self) -> str:
        """The run as a reader names it: its folder (a records file's own path when bare)."""
        return str(self.path.parent if self.path.name == "records.jsonl" else self.path)

    @cached_property
    def prompts(self) -> dict[str, tuple[str, ...]]:
        """Per cell, what made its prompts besides seed and sample (``cell_prompts``)."""
        return cell_prompts(self.records, (self.run.get("settings") or {}).get("data_dir"))


@dataclass
class LoadedRun:
    """A run (or a pool of runs) ready to report: ``records`` one per sample in the runs' cell
    order; ``missing`` per cell, samples expected and never recorded; ``planned`` the
    comparisons the runs planned per family (None: what ran); ``policy`` the analysis options
    they were made with; ``meta`` the header of every report; ``skipped``, ``why`` and
    ``warnings`` what the run's session said besides its tables; ``repeats``: samples found
    in several sources (each counted once)."""

    sources: list[RunSource]
    records: list[Record]
    families: Families
    missing: dict[str, int]
    planned: dict[str, list[dict[str, Any]]] | None
    policy: dict[str, Any]
    meta: dict[str, Any]
    prices: PriceTable | None
    cache_mode: str
    skipped: list[str]
    why: dict[str, str]
    warnings: list[str]
    repeats: int = 0

    def analysis(self, **overrides: Any) -> Analysis:
        """The statistical policy of the run, with ``overrides`` (``POLICY_OPTIONS`` names;
        None: the run's) on top."""
        given = {k: v for k, v in overrides.items() if v is not None}
        unknown = set(given) - set(POLICY_OPTIONS)
        if unknown:
            raise TypeError(f"no analysis option {sorted(unknown)[0]!r}")
        return analysis_of({**self.policy, **given}, self.families)

    def report(
        self,
        analysis: Analysis | None = None,
        *,
        records: list[Record] | None = None,
        previous: list[Record] | None = None,
    ) -> Report:
        """The tables of its records (or ``records``, e.g. scored again) under ``analysis``
        (the run's own when None), with an earlier run's ``previous`` records for deltas."""
        from ..report.build import build_report

        return build_report(
            self.records if records is None else records,
            self.families,
            self.analysis() if analysis is None else analysis,
            previous=previous,
            prices=self.prices,
            planned=self.planned,
            missing=self.missing,
            why=self.why,
            cache_mode=self.cache_mode,
            skipped=self.skipped,
            warnings=self.warnings,
            settings=self.meta.get("settings") or {},
            n_max=self.policy.get("n"),
        )


def read_sources(names: list[str | Path], notices: list[str]) -> list[RunSource]:
    """The sources ``names`` give (run folders, records files, re-analysis folders), each
    read once however often it is named (``reports/*`` names ``latest`` too); what a reader
    should know of that (a name read once, a torn line, a source changed since a re-analysis
    named it) is added to ``notices``. A name that is none of these is a ``CreUsageError``."""
    sources: list[RunSource] = []
    seen: dict[Path, str] = {}
    for name in names:
        for path in _records_files(Path(name), notices):
            real = path.resolve()
            if real in seen:
                notices.append(f"{name} is {seen[real]} again: read once")
                continue
            seen[real] = str(name)
            warnings: list[str] = []
            hashes: dict[str, str] = {}  # hashed as read: the file is not read a second time for it
            records = read_records(path, warnings, packed=True, hashes=hashes, unique=True)  # repeats are named as read
            notices += [f"warning: {w}" for w in warnings]
            sources.append(RunSource(path, records, read_run_json(path.parent), warnings, hashes.get(str(path))))
    return sources


def _records_files(src: Path, notices: list[str]) -> list[Path]:
    """The records files a source name stands for: a re-analysis folder's sources, then the
    records it scored again (read later, so they win)."""
    if src.is_dir() and (src / REANALYSIS).is_file() and not (src / "run.json").exists():
        try:
            written = json.loads((src / REANALYSIS).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise CreUsageError(f"{src / REANALYSIS} cannot be read ({exc}): run its cre report again") from None
        paths = []
        for entry in written.get("sources") or ():
            path = Path(entry["path"]) if isinstance(entry, dict) else Path(entry)
            if not path.is_file():
                raise CreUsageError(f"{src} re-analysed {path}, which is gone: give the run's folder instead")
            if isinstance(entry, dict) and entry.get("sha256") not in (None, file_sha256(path)):
                notices.append(f"warning: {path} changed since {src} was written (sha256 differs): read as it is now")
            paths.append(path)
        rescored = src / "records.jsonl"
        return paths + ([rescored] if rescored.is_file() else [])
    path = src / "records.jsonl" if src.is_dir() else src
    if not path.is_file():
        raise CreUsageError(f"{path} does not exist: give a run folder or a records.jsonl")
    return [path]


def file_sha256(path: Path) -> str:
    """The sha256 of a file, read in blocks (a records file may be hundreds of MB)."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def load_run(
    sources: list[RunSource],
    families: Families | None = None,
    prices: PriceTable | None = None,
    *,
    mixed: bool = False,
) -> LoadedRun:
    """The run the ``sources`` hold, pooled: each sample once (the later answer kept; a sample
    never run never replaces an answer), in the runs' cell order. ``families``: the session's
    (a plugin's family among them), else the built-in ones and those the runs recorded;
    ``prices``: the session's table, else the one the first run named. A ``CreDataError`` when
    the sources hold no record; a ``CreUsageError`` when they were made with different prompts
    (``check_prompts``) unless ``mixed``."""
    if not mixed:
        check_prompts(sources)
    if len(sources) == 1:  # a source holds each of its samples once already (``RunSource``)
        pooled, repeats = list(sources[0].records), 0
    else:
        pooled, repeats = dedupe([r for s in sources for r in s.records])
    records = in_cell_order(pooled, [c for s in sources for c in s.run.get("cells") or ()])
    if not records:
        raise CreDataError(
            f"nothing to report: {', '.join(str(s.path) for s in sources)} hold(s) no records (the run ended "
            "before any sample finished); run the cells again"
        )
    runs = [s.run for s in sources]
    loaded: list[str] = []
    families = families if families is not None else run_families(runs, loaded)
    missing = _missing(sources, records)
    return LoadedRun(
        sources=sources,
        records=records,
        families=families,
        missing=missing,
        planned=_planned(runs),
        policy=run_policy(runs[0]),
        meta=_meta(sources, records, missing),
        prices=prices if prices is not None else _prices(runs[0]),
        cache_mode="off" if any((r.get("settings") or {}).get("cache") == "off" for r in runs) else "on",
        skipped=list(dict.fromkeys(line for r in runs for line in r.get("skipped") or ())),
        why={k: v for r in reversed(runs) for k, v in (r.get("not_run") or {}).items()},
        warnings=[w for s in sources for w in s.warnings] + loaded,
        repeats=repeats,
    )


def check_prompts(sources: list[RunSource]) -> None:
    """Refuse to pool runs that asked a cell in different ways: another filler source,
    template or tokenizer for the same cell (pooled, the cell would mix two contexts under one
    name), or one sample (cell, seed, sample) asked with another prompt (``prompt_sha256``).
    One line naming both runs and the first difference, a ``CreUsageError``."""
    if len(sources) < 2:
        return
    fix = "report them apart, or pass --any-version (in a notebook: load(..., mixed=True)) to pool them anyway"
    for i, first in enumerate(sources):
        for other in sources[i + 1 :]:
            for cell, mine in first.prompts.items():  # in the first run's order: the same line each time
                theirs = other.prompts.get(cell, mine)
                # What only one of them recorded (an older record schema) is no difference.
                kinds = {v.split(" ", 1)[0] for v in mine} & {v.split(" ", 1)[0] for v in theirs}
                mine, theirs = (tuple(v for v in vs if v.split(" ", 1)[0] in kinds) for vs in (mine, theirs))
                if mine != theirs:
                    said, against = (brief(sorted(set(a) - set(b))) for a, b in ((mine, theirs), (theirs, mine)))
                    raise CreUsageError(
                        f"{first.name} and {other.name} asked {cell} with different prompts ({said} against "
                        f"{against}): {fix}"
                    )
    asked: dict[tuple[Any, ...], tuple[str, RunSource]] = {}
    for source in sources:
        for r in source.records:
            sha = r.get("prompt_sha256")
            if sha is None or r["status"] == NOT_RUN:
                continue
            seen = asked.setdefault(identity(r), (sha, source))
            if seen[0] != sha:
                cell, seed, sample = identity(r)
                raise CreUsageError(
                    f"{seen[1].name} and {source.name} asked {cell} seed {seed} sample {sample} with different "
                    f"prompts (prompt_sha256 differs): {fix}"
                )


def pool_notice(loaded: LoadedRun) -> str | None:
    """What a pool of several sources holds, in one line: the seeds and samples pooled, the
    runs that did not finish, the samples found twice, then each run (seed, samples, how it
    ended). None for one source: nothing was pooled."""
    if len(loaded.sources) < 2:
        return None
    parts, partial = [], 0
    fillers = [filler_sources(v for vs in s.prompts.values() for v in vs) for s in loaded.sources]
    differ = any(f != fillers[0] for f in fillers)  # pooled with mixed=True: each run's, said
    for s, mine in zip(loaded.sources, fillers):
        seeds = ", ".join(map(str, sorted({r.get("seed") for r in s.records} - {None}, key=str))) or "-"
        missing = sum(int(n) for n in (s.run.get("missing_samples") or {}).values())
        status = str(s.run.get("status") or "no run.json")
        ended = status if status in ("complete", "no run.json") else status.upper()  # PARTIAL, INTERRUPTED
        partial += ended != status
        ended += f", {missing:,} samples missing" if missing else ""
        ended += f", filler {' + '.join(mine) or '-'}" if differ else ""
        parts.append(f"{s.name} (seed {seeds}, {len(s.records):,} samples, {ended})")
    seeds = ", ".join(map(str, sorted({r.get("seed") for r in loaded.records} - {None}, key=str))) or "-"
    said = f"pooled {len(loaded.sources)} runs into {len(loaded.records):,} samples over seeds {seeds}"
    if partial:
        said += f", {partial} of them partial"
    if loaded.repeats:
        said += f", {loaded.repeats:,} samples found in several runs, each counted once (the later answer kept)"
    return f"{said}: {'; '.join(parts)}"


def read_run(name: str | Path, notices: list[str]) -> list[Record]:
    """The records of one source (an earlier run to compare with), one per sample."""
    return dedupe([r for s in read_sources([name], notices) for r in s.records])[0]


def run_families(runs: list[dict[str, Any]], warnings: list[str] | None = None) -> Families:
    """The built-in families, and each family a run recorded where its code is: a plugin's, or
    a built-in one a conftest replaced (its reporter and scoring made the run's reports). A
    replaced built-in whose code cannot be imported here is reported by the built-in one, with
    a warning naming it (a plugin family's records have no such fallback: a usage error)."""
    from ..core.errors import CreUsageError
    from ..families.registry import bind_families, builtin_families, family_location, load_family

    families = builtin_families()
    builtin = {name: family_location(f) for name, f in families.items()}
    for run in runs:
        for name, location in (run.get("families") or {}).items():
            if name not in families:
                families[name] = load_family(name, location)
            elif name in builtin and location != builtin[name] == family_location(families[name]):
                try:
                    families[name] = load_family(name, location)
                except CreUsageError as exc:
                    if warnings is not None:
                        warnings.append(f"{exc}; reported by the built-in {name} family instead")
    bind_families(families)  # a family built on another takes the one loaded here
    return families


def run_policy(run: dict[str, Any]) -> dict[str, Any]:
    """The analysis options ``run`` was made with (the defaults where its run.json is older or
    absent), by ``POLICY_OPTIONS`` names; ``alternative`` None where the run gave none (each
    correction group then keeps its rule's own sidedness). Besides them, what no `cre report`
    flag changes: ``adaptive``, the design of an adaptive run (``AdaptiveSettings``, None for a
    fixed one), and ``n``, its cap (--cre-n)."""
    settings = run.get("settings") or {}
    alternative = settings.get("alternative") or "two-sided"
    given = settings.get("alternative_given", alternative != "two-sided")
    return {
        "alpha": settings.get("alpha", 0.01),
        "correction": settings.get("correction", "bonferroni"),
        "alternative": alternative if given else None,
        "family": (run.get("significance") or {}).get("family"),
        "comparisons": settings.get("comparisons") or "",
        "limit_hits": settings.get("limit_hits", "wrong"),
        "effective_threshold": settings.get("effective_threshold", 0.85),
        "adaptive": adaptive_settings(settings.get("adaptive")),
        "n": settings.get("n"),
    }


def adaptive_settings(value: Any) -> AdaptiveSettings | None:
    """run.json's ``settings["adaptive"]`` as the design's rules; keys this version does not
    know are left out (a newer run's read by its known rules), the ones it lacks take their
    defaults (an older run's). None for a fixed run (absent, or not a mapping)."""
    if not isinstance(value, dict):
        return None
    known = {f.name for f in fields(AdaptiveSettings)}
    return AdaptiveSettings(**{k: v for k, v in value.items() if k in known})


def analysis_of(policy: dict[str, Any], families: Families) -> Analysis:
    """The ``Analysis`` of ``POLICY_OPTIONS`` values, with the families' named rules."""
    if not 0 < policy["alpha"] < 1:
        raise CreUsageError(f"--alpha must be in (0, 1), got {policy['alpha']}")
    if not 0 < policy["effective_threshold"] <= 1:
        raise CreUsageError(f"--effective-threshold must be in (0, 1], got {policy['effective_threshold']}")
    return Analysis(
        alpha=policy["alpha"],
        correction=policy["correction"],
        alternative=policy["alternative"] or "two-sided",
        alternative_given=policy["alternative"] is not None,
        **family_correction_policy(policy["family"], families),
        pairs=parse_pairs(policy["comparisons"]),
        limit_hits=policy["limit_hits"],
        effective_threshold=policy["effective_threshold"],
        adaptive=policy.get("adaptive"),
    )


def _planned(runs: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]] | None:
    """The union of the runs' planned comparisons (pooled seeds plan the same ones once); None
    when no run recorded a plan (older runs: a family is what ran)."""
    plans = [s.get("planned") or {} for s in (r.get("significance") for r in runs) if isinstance(s, dict)]
    if not plans:
        return None
    merged: dict[str, dict[Any, dict[str, Any]]] = {}
    for plan in plans:
        for family, comparisons in plan.items():
            merged.setdefault(family, {}).update((comparison_key(c), c) for c in comparisons)
    return {family: list(by_key.values()) for family, by_key in merged.items()}


def _missing(sources: list[RunSource], records: list[Record]) -> dict[str, int]:
    """Samples of each cell that its runs expected and no source recorded: what a run.json
    says was missing, less what another pooled source answered."""
    expected: dict[str, int] = {}
    for s in sources:
        gaps = s.run.get("missing_samples") or {}
        if not gaps:
            continue
        have: dict[str, set[Any]] = {}
        for r in s.records:
            if r["cell_id"] in gaps:
                have.setdefault(r["cell_id"], set()).add((r.get("seed"), r["sample"]))
        for cell, n in gaps.items():
            expected[cell] = max(expected.get(cell, 0), len(have.get(cell, ())) + int(n))
    if not expected:
        return {}
    pooled: dict[str, set[Any]] = {}
    for r in records:
        if r["cell_id"] in expected:
            pooled.setdefault(r["cell_id"], set()).add((r.get("seed"), r["sample"]))
    gaps = {cell: n - len(pooled.get(cell, ())) for cell, n in expected.items()}
    return {cell: n for cell, n in gaps.items() if n > 0}


def _ended(sources: list[RunSource], unscored: set[str], missing: dict[str, int]) -> dict[str, Any]:
    """How the pooled runs ended, as far as the pool still lacks something: the first source
    that did not complete, with only its incomplete cells that no other source completed (a
    cell is complete once no sample of it is missing and every one counts in accuracy).
    Complete when the pool is whole, e.g. an interrupted run pooled with its complete rerun, or
    a run stopped once every cell had finished. ``unscored``: the cells with a sample that
    counts in no accuracy."""
    for s in sources:
        ended: dict[str, Any] = {k: s.run[k] for k in ("status", "incomplete_cells", "resume") if k in s.run}
        if ended.get("status") in (None, "complete"):
            continue
        if "incomplete_cells" not in ended:  # killed before it could say (in_progress)
            return ended
        left = [c for c in ended["incomplete_cells"] if c in missing or c in unscored]
        if left:
            return {**ended, "incomplete_cells": left}
    # A bare records file says nothing of how its run ended: neither does its report.
    return {"status": "complete"} if any(s.run.get("status") for s in sources) else {}


def _meta(sources: list[RunSource], records: list[Record], missing: dict[str, int]) -> dict[str, Any]:
    """The reports' header: the run (``pooled A + B`` for several), its models, seed(s) and
    notes, how it ended, and for a pool of runs the records files it read."""
    runs = [s.run for s in sources]
    # The records walked once for all they give (at 200K records each walk is ~0.1-0.2 s).
    recorded_runs: dict[str, None] = {}
    recorded_models: dict[Any, None] = {}
    recorded_seeds: set[Any] = set()
    unscored: set[str] = set()
    for r in records:
        recorded_runs[str(r.get("run_id"))] = None
        recorded_models[r["model"]] = None
        recorded_seeds.add(r.get("seed"))
        if not counts_in_n(r, "wrong"):
            unscored.add(r["cell_id"])
    run_ids = list(dict.fromkeys([*(r["run_id"] for r in runs if r.get("run_id")), *recorded_runs]))
    named = [m.get("name") for r in runs for m in (r.get("settings") or {}).get("models") or () if isinstance(m, dict)]
    models = list(dict.fromkeys([*named, *recorded_models]))
    seeds = sorted(recorded_seeds | {(r.get("settings") or {}).get("seed") for r in runs} - {None}, key=str)
    notes = list(dict.fromkeys(n for r in runs if (n := r.get("notes"))))
    meta: dict[str, Any] = {
        "run_id": run_ids[0] if len(run_ids) == 1 else "pooled " + " + ".join(run_ids),
        "models": models,
        "seed": seeds[0] if len(seeds) == 1 else seeds,
        "notes": "; ".join(notes),
        **_ended(sources, unscored, missing),
    }
    if meta.get("status") not in (None, "complete") and missing:
        meta["missing_samples"] = missing
    if len(run_ids) > 1:
        meta["sources"] = [str(s.path) for s in sources]
    return meta


def _prices(run: dict[str, Any]) -> PriceTable | None:
    """The price table the run named (``--cre-prices``), naming its models; None (the built-in
    table) when it named none or the file is gone."""
    settings = run.get("settings") or {}
    if not settings.get("prices") or not Path(settings["prices"]).is_file():
        return None
    models = [m for m in settings.get("models") or () if isinstance(m, dict)]
    names = [(str(m.get("vendor")), str(m.get("name")), str(m.get("model_id"))) for m in models]
    return load_prices(Path(settings["prices"])).naming(names)
