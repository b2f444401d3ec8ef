"""Runs as tidy pandas frames for a notebook: ``pytest_cre.load("reports/*")``. The frames come
from the one loading path (``run.loading``) and the one report builder, so they hold what
``cre report`` writes: cells.csv's rows, drops.csv's and the records."""

from __future__ import annotations

import glob
import warnings
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import CreUsageError
from ..core.record import Decoded, Record, unpacked
from .loading import REANALYSIS, LoadedRun, load_run, pool_notice, read_sources

if TYPE_CHECKING:
    from .family_types import Families


class PoolWarning(UserWarning):
    """``pytest_cre.load`` pooled several runs: which seeds, which runs were partial."""


@dataclass(frozen=True)
class Results:
    """One run, or several pooled. ``samples``: one row per sample (every record field), built
    when first read (at 200K records it is the largest thing here, and the tables do not need
    it); ``cells``: accuracy per cell with its interval (cells.csv); ``comparisons``: each
    planned comparison with its test and correction (drops.csv); ``contrast``: each family's
    cells beside its peers' (retrieval beside reasoning: summary.json's ``contrast``, a
    ``family`` column added; empty when no family has one); ``meta``: the run(s) (id, models,
    seed, status, policy); ``pooled``: for several runs, what was pooled (one line: seeds,
    partial runs, samples counted once, each run), None for one; ``notices``: what loading
    said (the pool, a source read once, a torn line)."""

    cells: Any
    comparisons: Any
    contrast: Any
    meta: dict[str, Any]
    notices: list[str]
    run: LoadedRun
    pooled: str | None = None

    @cached_property
    def samples(self) -> Any:
        return _samples(self.run.records, self.run.families)


def load(*sources: str | Path, mixed: bool = False, **policy: Any) -> Results:
    """The runs ``sources`` name (run folders, records files or ``cre report`` folders; glob
    patterns such as ``"reports/*"`` are expanded, ``latest`` read once with the run it names),
    pooled, as frames. ``policy``: analysis options that differ from the runs' own (``alpha``,
    ``correction``, ``alternative``, ``family``, ``comparisons``, ``limit_hits``). Runs that
    asked a cell with different prompts (another filler source, template or tokenizer) are
    refused (``CreUsageError``) unless ``mixed``; a pool of several runs says what it pooled
    in a ``PoolWarning`` and ``Results.pooled``."""

    from ..report.files import concat_tables

    names: list[str | Path] = []
    for source in sources:
        if not glob.has_magic(str(source)):
            names.append(source)
            continue
        # A pattern's runs: their folders and records files (not a README beside them, nor a
        # re-analysis, which would pool a run with a rescoring of itself).
        matches = [
            m
            for m in sorted(glob.glob(str(source)))
            if m.endswith(".jsonl") or (Path(m, "records.jsonl").is_file() and not Path(m, REANALYSIS).exists())
        ]
        if not matches:
            raise CreUsageError(f"{source} matches no run: give run folders, e.g. reports/*")
        names += matches
    if not names:
        raise CreUsageError("no source given: load('reports/latest') or load('reports/*')")
    notices: list[str] = []
    run = load_run(read_sources(names, notices), mixed=mixed)
    pooled = pool_notice(run)
    if pooled:
        notices.insert(0, pooled)
        warnings.warn(pooled, PoolWarning, stacklevel=3)
    analysis = run.analysis(**policy)
    report = run.report(analysis)
    meta = {
        **run.meta,
        "alpha": analysis.alpha,
        "correction": analysis.correction,
        "alternative": analysis.alternative,
        "limit_hits": analysis.limit_hits,
    }
    return Results(
        cells=concat_tables([g.cells for g in report.tables]).reset_index(drop=True),
        comparisons=concat_tables([g.drops.frame for g in report.tables]).reset_index(drop=True),
        contrast=_contrast(report.tables),
        meta=meta,
        notices=notices,
        run=run,
        pooled=pooled,
    )


def _contrast(tables: list[Any]) -> Any:
    import pandas as pd

    frames = [g.report.contrast.assign(family=g.family.name) for g in tables if g.report.contrast is not None]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()


def _samples(records: list[Record], families: Families) -> Any:
    """One row per sample, its packed fields (a reasoning prompt's filler ids and answers) as
    the lists they were: the loader keeps them packed, a notebook wants them whole. Only the
    columns a family packs are decoded (every column looked at was 40 calls a record), each
    distinct text once (``decoded_once``: 40 s at 201,600 records when each row decoded its own)."""
    import pandas as pd

    frame = pd.DataFrame.from_records(records)
    packed = {name for family in families.values() for name in family.packed_fields}
    seen: Decoded = {}
    for column in sorted(packed & set(frame.columns)):
        frame[column] = frame[column].map(lambda value: unpacked(value, seen))
    return frame
