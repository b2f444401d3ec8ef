"""The one stateful object of a pytest-cre session (kept in ``config.stash``).

Workers run cells and ship records on their test reports; the controller (or the only
process, without xdist) collects them, appends them to ``records.jsonl`` as they arrive and
aggregates once at the end.
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
from pathlib import Path
from typing import Any

from .cells import CellSpec, DropSpec, expand_drops, expand_grid
from .config import CreUsageError, Settings, missing_key_reason
from .record import dumps



def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + os.urandom(3).hex()


class CreSession:
    """Settings, the expanded grid, the lazily built runner, and the collected records."""

    def __init__(self, settings: Settings, run_id: str, is_worker: bool, tasks: dict[str, Any],
                 rootpath: Path, workers: int = 1, run_dir: Path | None = None, hook: Any = None) -> None:
        self.settings = settings
        self.run_id = run_id
        self.is_worker = is_worker
        self.tasks = tasks
        self.workers = workers
        self.hook = hook
        self.started = time.time()
        self.cells: list[CellSpec] = expand_grid(settings)
        unknown = {c.task for c in self.cells} - set(tasks)
        if unknown:
            raise CreUsageError(f"unknown task {sorted(unknown)[0]!r}: use one of {', '.join(sorted(tasks))}")
        report_dir = settings.report_dir
        self.report_dir = report_dir if report_dir.is_absolute() else rootpath / report_dir
        self.run_dir = run_dir or self.report_dir / run_id
        if run_dir is not None:
            self.report_dir = run_dir.parent
        self.records: list[dict[str, Any]] = []
        self.written = None  # report.Written, once finish() wrote the reports
        self.failed_to_write: str | None = None
        self._runner = None
        # Tasks that read files (they say which): the rest are embedded.
        self.data_tasks = {name: t for name, t in tasks.items() if getattr(t, "data_files", ())}
        self._skip_reasons = self._static_skip_reasons()
        self.analysis = settings.analysis()  # the statistical policy, parsed once
        self.drops: list[DropSpec] = expand_drops(self.cells, self.analysis.pairs)
        self.drop_family_size = 0  # set after deselection (plugin)
        self.local_records: dict[str, list[dict[str, Any]]] = {}

    # ------------------------------------------------------------------ collection

    def _static_skip_reasons(self) -> dict[str, str]:
        """Reasons known without I/O why a cell cannot run (missing key, missing data)."""
        from .tasks.files import missing_data_message

        reasons: dict[str, str] = {}
        have_hub = None
        for spec in self.cells:
            model = next(m for m in self.settings.models if m.name == spec.model)
            reason = missing_key_reason(model, explicit_key=bool(self.settings.api_key))
            if reason is None and spec.task in self.data_tasks and self.settings.data_dir is None:
                if have_hub is None:
                    have_hub = importlib.util.find_spec("datasets") is not None
                if not have_hub:
                    reason = missing_data_message(self.data_tasks[spec.task], "no --cre-data-dir given")
            if reason:
                reasons[spec.cell_id] = reason
        return reasons

    def check_writable(self) -> None:
        """The report folder and the cache must be writable (checked on the nearest existing
        folder, so nothing is created before any cell runs)."""
        targets = [("--cre-report-dir", self.report_dir)]
        if self.settings.cache_mode != "off":
            targets.append(("--cre-cache", self.settings.cache_path.parent))
        import tempfile

        for option, path in targets:
            existing = path
            while not existing.exists() and existing != existing.parent:
                existing = existing.parent
            try:  # a real probe (permission bits say nothing for root or special file systems)
                os.rmdir(tempfile.mkdtemp(prefix=".cre-probe-", dir=existing))
            except OSError:
                raise CreUsageError(f"{option} {path}: {existing} is not a writable folder") from None

    def check_data_dir(self) -> None:
        """A named data directory must hold the files of every selected data task."""
        from .tasks.files import missing_data_message

        d = self.settings.data_dir
        if d is None:
            return
        if not d.is_dir():
            raise CreUsageError(f"--cre-data-dir {d} is not a directory: point it at a folder laid out like shared/data")
        for task in self._used_data_tasks():
            for rel in task.data_files:
                if not (d / rel).is_file():
                    raise CreUsageError(missing_data_message(task, f"{d / rel} does not exist"))

    def _used_data_tasks(self) -> list[Any]:
        return [self.data_tasks[n] for n in sorted({c.task for c in self.cells} & set(self.data_tasks))]

    def skip_reason(self, spec: CellSpec) -> str | None:
        return self._skip_reasons.get(spec.cell_id)

    def skip_reason_of_cells(self, *cell_ids: str) -> str | None:
        for cell_id in cell_ids:
            if cell_id in self._skip_reasons:
                return f"cell {cell_id} is skipped: {self._skip_reasons[cell_id]}"
        return None

    # ------------------------------------------------------------------ drop items

    def cell_finished(self, cell_id: str, records: list[dict[str, Any]]) -> None:
        """Keep a finished cell's records for this process's drop items; an xdist worker also
        leaves them in the run folder (one file per cell, renamed into place whole) for drop
        items that run in another worker."""
        self.local_records[cell_id] = records
        if not self.is_worker:
            return
        from .record import dumps
        from .report import atomic_write

        (self.run_dir / ".cells").mkdir(parents=True, exist_ok=True)
        atomic_write(self.run_dir / ".cells" / f"{cell_id}.jsonl", "".join(dumps(r) + "\n" for r in records))

    def cell_crashed(self, cell_id: str) -> None:
        """Mark a cell whose process died (controller, under xdist)."""
        try:
            (self.run_dir / ".cells").mkdir(parents=True, exist_ok=True)
            (self.run_dir / ".cells" / f"{cell_id}.crashed").touch()
        except OSError:
            pass

    def _records_of(self, cell_ids: tuple[str, ...], wait_s: float) -> dict[str, list[dict[str, Any]]] | None:
        """Both cells' records: from this process; under xdist, else from the run folder once
        the worker that ran them has written them. Drop items are ordered after every selected
        cell, so whoever runs one has already run (or been handed) its cells: waiting cannot
        deadlock. Without xdist a cell that is not here did not run: no waiting."""
        from .record import read_records

        deadline = time.monotonic() + wait_s
        while True:
            files = {c: self.run_dir / ".cells" / f"{c}.jsonl" for c in cell_ids if c not in self.local_records}
            if any(f.with_suffix(".crashed").exists() for f in files.values()):
                return None
            if all(f.exists() for f in files.values()):
                return {c: self.local_records[c] if c not in files else read_records(files[c]) for c in cell_ids}
            if not self.is_worker or time.monotonic() > deadline:
                return None
            time.sleep(0.2)

    def test_drop(self, drop: DropSpec, wait_s: float = 3600.0) -> dict[str, Any] | None:
        """Test one comparison from its cells' records, under the drop items' family: the
        declared correction when it is decidable per item (bonferroni, none); for holm, which
        needs every p-value at once, the (stricter) Bonferroni threshold."""
        from .report import compare_arms

        got = self._records_of((drop.cell_id, drop.baseline_cell_id), wait_s)
        if got is None:
            return None
        analysis = self.analysis
        result = compare_arms(got[drop.cell_id], got[drop.baseline_cell_id], analysis.alternative)
        if not result["n"] or not result["baseline_n"]:
            return None
        m = max(1, self.drop_family_size)
        threshold = analysis.alpha if analysis.correction == "none" else analysis.alpha / m
        # statsmodels rejects at p_adjusted <= alpha, i.e. p <= alpha / m: the same rule here.
        result["threshold"] = threshold
        result["significant"] = bool(analysis.in_family(drop.labels()) and result["p_value"] <= threshold)
        return result

    # ------------------------------------------------------------------ running (workers)

    @property
    def runner(self):
        if self._runner is None:
            from .runner import Runner

            on_record = (lambda r: self.hook.pytest_cre_record(record=r)) if self.hook is not None else None
            self._runner = Runner(self.settings, self.run_id, self.tasks,
                                  records_path=self.run_dir / "records.jsonl", workers=self.workers,
                                  on_record=on_record)
        return self._runner

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()

    # ------------------------------------------------------------------ provenance

    def provenance(self, status: str) -> dict[str, Any]:
        """What a reader needs to trust or redo the run (keys are never in it)."""
        from importlib.metadata import PackageNotFoundError, version

        from .context import TEMPLATE_VERSION
        from .record import SCHEMA
        from .scoring import SCORER_VERSION

        try:
            plugin_version = version("pytest-cre")
        except PackageNotFoundError:
            plugin_version = "unknown"
        return {
            "run_id": self.run_id, "status": status, "plugin_version": plugin_version,
            "record_schema": SCHEMA, "template_version": TEMPLATE_VERSION,
            "scorer_version": SCORER_VERSION,
            "tokenizers": sorted({m.tokenizer for m in self.settings.models}),
            "started": _iso(self.started), "finished": _iso(time.time()) if status != "in_progress" else None,
            "settings": self.settings.public(), "cells": [c.cell_id for c in self.cells],
            "data_files": self._data_hashes() if status != "in_progress" else {},
            "notes": self.settings.notes,
        }

    def _data_hashes(self) -> dict[str, str]:
        import hashlib

        d = self.settings.data_dir
        if d is None:
            return {}
        files = [d / rel for task in self._used_data_tasks() for rel in task.data_files]
        if any(c.filler == "neutral" for c in self.cells) and (d / "neutral_prose").is_dir():
            files += sorted((d / "neutral_prose").glob("*.jsonl")) + sorted((d / "neutral_prose").glob("*.txt"))
        return {str(f): hashlib.sha256(f.read_bytes()).hexdigest() for f in files if f.is_file()}

    def mark_started(self) -> None:
        """Create the run folder with run.json saying in_progress (first process wins)."""
        from .report import atomic_write

        path = self.run_dir / "run.json"
        if path.exists():
            return
        try:
            self.run_dir.mkdir(parents=True, exist_ok=True)
            atomic_write(path, json.dumps(self.provenance("in_progress"), indent=2))
        except OSError as exc:
            self.failed_to_write = f"cannot write {path}: {exc.strerror}"

    # ------------------------------------------------------------------ aggregation (controller)

    def add_records(self, records: list[dict[str, Any]]) -> None:
        """Keep a finished cell's records for the summary (the process that ran them has
        already appended each to records.jsonl as it finished)."""
        self.records.extend(records)

    def finish(self, complete: bool = True) -> None:
        """Write the aggregate reports once, from the records (controller only). A session
        that was interrupted or stopped early still writes them, and says so in run.json."""
        if self.is_worker:
            return
        import shutil

        shutil.rmtree(self.run_dir / ".cells", ignore_errors=True)
        if not self.records:
            if (self.run_dir / "run.json").exists():  # started, but no cell finished
                from .report import atomic_write

                try:
                    atomic_write(self.run_dir / "run.json", json.dumps(self.provenance("interrupted"), indent=2))
                except OSError:
                    pass
            return
        from .report import atomic_write, point_latest, write_reports

        order = {c.cell_id: i for i, c in enumerate(self.cells)}
        self.records.sort(key=lambda r: (order.get(r["cell_id"], len(order)), r["cell_id"], r["sample"]))
        try:
            previous = None
            if self.settings.compare is not None:
                from .record import read_run_records

                previous = read_run_records(self.settings.compare)
            self.written = write_reports(self.run_dir, self.records, analysis=self.analysis,
                                       write_records=True, previous=previous,
                                       meta={"models": [m.name for m in self.settings.models],
                                             "seed": self.settings.seed, "notes": self.settings.notes})
            atomic_write(self.run_dir / "run.json",
                         json.dumps(self.provenance("complete" if complete else "interrupted"), indent=2))
            point_latest(self.report_dir, self.run_dir)
        except (OSError, ValueError) as exc:
            self.failed_to_write = f"cannot write reports under {self.run_dir}: {getattr(exc, 'strerror', None) or exc}"

    def summary_lines(self) -> list[str]:
        """The compact terminal summary: the headline table and where the files are."""
        if not self.records:
            return []
        import pandas as pd

        from .record import read_run_records
        from .report import cells_table, compare_runs, drops_table, headline, power_line, threshold_line

        if self.written is not None:  # finish() computed them already
            cells, drops, compare = self.written.cells, self.written.drops, self.written.compare
        else:  # the reports could not be written: still show the numbers
            cells = cells_table(self.records)
            drops = drops_table(self.records, cells, analysis=self.analysis)
            compare = (compare_runs(self.records, read_run_records(self.settings.compare))
                       if self.settings.compare is not None else None)
        table = headline(cells, drops)
        with pd.option_context("display.width", 200, "display.max_columns", 50, "display.max_rows", 500):
            lines = table.to_string(index=False).split("\n")
        lines.append(threshold_line(drops))
        power = power_line(cells, drops)
        if power:
            lines.append(power)
        if self.settings.compare is not None:
            lines.append(_compare_line_text(compare, self.settings.alpha, self.settings.compare))
        if cells["incomplete"].any():
            lines.append("* incomplete: some samples ended in an endpoint outcome (see n_* in cells.csv)")
        suspects = sum(1 for r in self.records if r.get("truncation_suspect"))
        if suspects:
            lines.append(f"warning: {suspects} samples were reported far shorter than assembled "
                         "(silent truncation?): see truncation_suspect in records.jsonl")
        if self.failed_to_write:
            lines.append(f"ERROR: {self.failed_to_write}")
        elif self.written is not None:
            rel = os.path.relpath(self.run_dir)
            lines.append(f"reports: {rel}/ (records.jsonl, cells.csv, drops.csv, summary.md, report.html); "
                         f"{os.path.relpath(self.report_dir / 'latest')} -> {self.run_id}")
        return lines


def _compare_line_text(compare: Any, alpha: float, source: Path) -> str:
    if compare is None or compare.empty:
        return f"compare: no cell of this run is in {source}"
    changed = compare[compare["p_value"] < alpha]
    text = f"compare with {source}: {len(compare)} cells, {len(changed)} differ at Fisher p < {alpha:g}"
    if len(changed):
        worst = changed.loc[changed["delta_pp"].abs().idxmax()]
        text += f" (largest: {worst['cell_id']} {worst['delta_pp']:+.0f}pp)"
    return text


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
