"""Runs as tidy pandas frames for a notebook: ``pytest_cre.load("reports/*")``. The frames come
from the one loading path (``run.loading``) and the one report builder, so they hold what
``cre report`` writes: cells.csv's rows, drops.csv's and the records."""

from __future__ import annotations

import glob
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import CreUsageError
from ..core.record import unpacked
from .loading import REANALYSIS, LoadedRun, load_run, read_sources


@dataclass(frozen=True)
class Results:
    """One run, or several pooled. ``samples``: one row per sample (every record field);
    ``cells``: accuracy per cell with its interval (cells.csv); ``comparisons``: each planned
    comparison with its test and correction (drops.csv); ``contrast``: each family's cells beside
    its peers' (retrieval beside reasoning: summary.json's ``contrast``, a ``family`` column
    added; empty when no family has one); ``meta``: the run(s) (id, models, seed, status,
    policy); ``notices``: what loading said (a source read once, a torn line)."""

    samples: Any
    cells: Any
    comparisons: Any
    contrast: Any
    meta: dict[str, Any]
    notices: list[str]
    run: LoadedRun


def load(*sources: str | Path, **policy: Any) -> Results:
    """The runs ``sources`` name (run folders, records files or ``cre report`` folders; glob
    patterns such as ``"reports/*"`` are expanded, ``latest`` read once with the run it names),
    pooled, as frames. ``policy``: analysis options that differ from the runs' own (``alpha``,
    ``correction``, ``alternative``, ``family``, ``comparisons``, ``limit_hits``)."""

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
    run = load_run(read_sources(names, notices))
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
        samples=_samples(run.records, run.families),
        cells=concat_tables([g.cells for g in report.tables]).reset_index(drop=True),
        comparisons=concat_tables([g.drops.frame for g in report.tables]).reset_index(drop=True),
        contrast=_contrast(report.tables),
        meta=meta,
        notices=notices,
        run=run,
    )


def _contrast(tables: list[Any]) -> Any:
    import pandas as pd

    frames = [g.contrast.assign(family=g.family.name) for g in tables if g.contrast is not None]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()


def _samples(records: list[dict[str, Any]], families: dict[str, Any]) -> Any:
    """One row per sample, its packed fields (a reasoning prompt's filler ids and answers) as
    the lists they were: the loader keeps them packed, a notebook wants them whole. Only the
    columns a family packs are decoded (every column looked at was 40 calls a record)."""
    import pandas as pd

    frame = pd.DataFrame.from_records(records)
    packed = {name for family in families.values() for name in family.packed_fields}
    for column in sorted(packed & set(frame.columns)):
        frame[column] = frame[column].map(unpacked)
    return frame
