"""The one stateful object of a pytest-cre session (kept in ``config.stash``): it wires the
families' cells, the runner, the run folder and the reports together.

Workers run cells and ship records on their test reports; the controller (or the only
process, without xdist) collects them and aggregates once at the end.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import signal
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from .analysis.policy import family_policy
from .analysis.tables import compare_arms
from .core.errors import CreUsageError
from .endpoints.cache import check_cache_path
from .endpoints.vendors import missing_key_reason
from .options import Settings
from .report.files import RunNotes, Written, family_tables, status_line, write_reports
from .report.terminal import files_line, run_notes, skip_lines, summary_lines
from .run.store import RunFolder


def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + os.urandom(3).hex()


# Import the analysis stack in the background only when the endpoint keeps the run waiting at
# least this long (a few times the ~0.8 s of the import).
WARM_WHEN_WAITING_S = 2.5


class CreSession:
    """Settings, the families' cells and comparison items, the lazily built runner, and the
    collected records."""

    def __init__(self, settings: Settings, run_id: str, is_worker: bool, families: dict[str, Any],
                 rootpath: Path, workers: int = 1, run_dir: Path | None = None, hook: Any = None) -> None:
        self.settings = settings
        self.run_id = run_id
        self.is_worker = is_worker
        self.families = families
        self.workers = workers
        self.hook = hook
        self.started = time.time()
        self.cells_of = {name: f.expand(settings) if name in _chosen(families, settings) else []
                         for name, f in families.items()}  # by family
        self.cells = [c for cells in self.cells_of.values() for c in cells]
        report_dir = settings.report_dir
        self.report_dir = report_dir if report_dir.is_absolute() else rootpath / report_dir
        self.run_dir = run_dir or self.report_dir / run_id
        if run_dir is not None:
            self.report_dir = run_dir.parent
        self.folder = RunFolder(self.run_dir)
        self.records: list[dict[str, Any]] = []
        self.written: Written | None = None  # once finish() wrote the reports
        self.failed_to_write: str | None = None
        self._runner = None
        self._warming_analysis: threading.Thread | None = None
        self._warm_decided = False  # a single process decides at its first answer, once
        self._skip_reasons = self._static_skip_reasons()
        # The statistical policy, parsed once; without --cre-family, the grid's own families.
        self.family_rule = settings.family or _default_family(families, self.cells_of, settings.grid)
        self.analysis = replace(settings.analysis, **family_policy(self.family_rule))
        self.drops = [d for name, f in families.items() for d in f.comparison_items(self.cells_of[name], self.analysis)]
        # The plan: every comparison the grid asks for, before -k, --lf or a crash selects any.
        self.planned: dict[str, list[dict[str, Any]]] = {}
        for d in self.drops:
            self.planned.setdefault(d.family, []).append(d.labels())
        self.drop_family_size = Counter(self.analysis.family_of(d.labels()) for d in self.drops)
        self.local_records: dict[str, list[dict[str, Any]]] = {}
        self.crashed: set[str] = set()  # cell items whose worker died (controller, under xdist)
        self.started_items: set[str] = set()  # cell items that started (controller)
        self.incomplete_cells: list[str] = []  # set by finish()
        self.missing: dict[str, int] = {}  # cell id -> samples never recorded (cut short), by finish()
        self.notes: RunNotes | None = None  # what the outputs say besides the tables, by finish()
        self.tables: list[Any] | None = None  # each family's tables, by finish()
        self.status: str | None = None  # complete, partial or interrupted, once finish() ran
        self.warnings: list[str] = []  # for the terminal summary (e.g. a torn last record line)
        self.invocation: tuple[str, ...] = ()  # the pytest arguments, for the resume hint
        self.secrets: list[str] = []  # every key this run may send: never in any output
        self.item_order: dict[int, int] | None = None  # position of each collected item (look-ahead)
        self.coordinator = None  # the controller's, once xdist starts workers (run/coordinator.py)
        self.link = None  # a worker's connection to it
        self.link_error: str | None = None  # why a worker has none
        self.progress: Any = None  # the progress line (report.terminal.ProgressLine), when shown
        self.progress_option: str | None = None  # --cre-progress (or its ini), as given
        # What happened to the selected cell items, from their reports (controller): item ids.
        self.items_of = {c.item_id: c for c in self.cells}
        self.items_skipped: set[str] = set()
        self.unfit: dict[str, str] = {}  # item id -> why the server's context cannot hold it
        self.exit_nothing_ran = False  # the plugin set exit status 5 for it
        self.interrupted_writing = False  # a Ctrl-C stopped finish() while it wrote the reports

    # ------------------------------------------------------------------ collection

    def _static_skip_reasons(self) -> dict[str, str]:
        """Reasons known without I/O why a cell cannot run (missing key, missing data)."""
        models = {m.name: m for m in self.settings.models}
        reasons: dict[str, str] = {}
        for spec in self.cells:
            reason = (missing_key_reason(models[spec.model])
                      or self.families[spec.family].skip_reason(spec, self.settings))
            if reason:
                reasons[spec.cell_id] = reason
        return reasons

    def check(self) -> None:
        """Options that cannot serve the selected cells are usage errors, before anything runs:
        each family's data, and writable report and cache folders (probed on the nearest
        existing folder, so nothing is created before any cell runs)."""
        for name, family in self.families.items():
            family.check(self.cells_of[name], self.settings)
        targets = [("--cre-report-dir", self.report_dir)]
        if self.settings.cache_mode != "off":
            targets.append(("--cre-cache", self.settings.cache_path.parent))
        for option, path in targets:
            existing = path
            while not existing.exists() and existing != existing.parent:
                existing = existing.parent
            try:  # a real probe (permission bits say nothing for root or special file systems)
                os.rmdir(tempfile.mkdtemp(prefix=".cre-probe-", dir=existing))
            except OSError:
                raise CreUsageError(f"{option} {path}: {existing} is not a writable folder") from None
        if self.settings.cache_mode != "off":
            check_cache_path(self.settings.cache_path)  # a directory, text, corrupt or read-only file

    def marker_descriptions(self) -> dict[str, str]:
        out = {"cre": "a pytest-cre benchmark cell",
               "cre_drop": "a pytest-cre comparison item (a drop between two cells)"}
        for name, family in self.families.items():
            out.update(family.marker_descriptions(self.cells_of[name]))
        return out

    def skip_reason(self, spec: Any) -> str | None:
        return self._skip_reasons.get(spec.cell_id)

    def skip_reason_of_cells(self, *cell_ids: str) -> str | None:
        for cell_id in cell_ids:
            if cell_id in self._skip_reasons:
                return f"cell {cell_id} is skipped: {self._skip_reasons[cell_id]}"
        return None

    def item_reported(self, nodeid: str, when: str, passed: bool, skipped: bool, unfit: str | None = None) -> None:
        """Bookkeeping of a cell item's report (controller): whether it started (its samples
        are expected) or was skipped; ``unfit``: why the server's window cannot hold it (the
        preflight skipped it before any request: no sample of it is expected)."""
        item_id = item_id_of(nodeid)
        if item_id not in self.items_of:
            return
        if when == "setup" and skipped:
            self.items_skipped.add(item_id)
        elif when == "setup" and passed:
            self.started_items.add(item_id)
        elif when == "call" and unfit:
            self.started_items.discard(item_id)
            self.items_skipped.add(item_id)
            self.unfit[item_id] = unfit

    def nothing_ran(self) -> bool:
        """Cell items were selected and not one of them started (all skipped: no key, no data);
        one cut short in its call (Ctrl-C, a dead worker) did start."""
        return bool(self.items_skipped) and not self.started_items

    def skip_summary(self) -> list[str]:
        """One line per reason the plugin skipped selected cells, naming their models."""
        reasons: dict[str, tuple[set[str], set[str]]] = {}
        for item_id in sorted(self.items_skipped):
            spec = self.items_of[item_id]
            reason = self.skip_reason(spec) or self.unfit.get(item_id)
            if reason:
                cell_ids, models = reasons.setdefault(reason, (set(), set()))
                cell_ids.add(spec.cell_id)
                models.add(spec.model)
        return skip_lines(reasons)

    # ------------------------------------------------------------------ drop items

    def cell_finished(self, item_id: str, records: list[dict[str, Any]]) -> None:
        """Keep a finished item's records for this process's drop items. Not in an xdist
        worker: there the controller compares, from the records the reports brought it."""
        if self.link is None:
            self.local_records[item_id] = records

    # ------------------------------------------------------------------ xdist (controller)

    def serve_workers(self) -> tuple[str, str]:
        """Start the run's coordinator, once (the controller, at configure time when xdist will
        start workers; later calls return the same): its address and the token workers
        present. OSError if the address cannot be bound."""
        if self.coordinator is None:
            from .run.coordinator import Coordinator

            host, port = self.settings.coordinator
            caps = {m.name: self.settings.concurrency or m.concurrency for m in self.settings.models}
            self.coordinator = Coordinator(caps, host, port, compare=self._compare_lines).start()
        return self.coordinator.address, self.coordinator.token

    def _compare_lines(self, arm: list[str], base: list[str]) -> dict[str, Any]:
        """A comparison of two cells' record lines, for a drop item in a worker (controller)."""
        from .core.record import from_line

        a = self.analysis
        return compare_arms([from_line(x) for x in arm], [from_line(x) for x in base], a.alternative, a.limit_hits)

    def report_cell(self, cell_id: str, lines: list[str]) -> None:
        """A cell item's reports are all in (controller): drop items in any worker may use its
        records (``record_line`` strings, as reported)."""
        if self.coordinator is not None:
            self.coordinator.cell_done(cell_id, lines)

    def warm_analysis(self) -> None:
        """Start importing the analysis stack (0.8 s) in a background thread of the process
        that writes the summary, while it waits on the endpoint: the xdist controller as the
        workers start, a single process once its first answer is in (not before: the imports
        would delay the first request) if the endpoint will keep it waiting long enough.
        Measured on scenario a of benchmarks/bench_perf.py: throughput unchanged (1.00x the
        bare loop), wall 1.37x instead of 1.58x."""
        if self._warming_analysis is None and not self.is_worker:
            from .run.runner import warm_analysis

            self._warming_analysis = threading.Thread(target=warm_analysis, name="cre-warm-analysis", daemon=True)
            self._warming_analysis.start()

    def cell_crashed(self, cell_id: str) -> None:
        """Mark a cell whose process died (controller, under xdist)."""
        if cell_id not in self.items_of:
            return
        self.crashed.add(cell_id)
        if self.coordinator is not None:
            self.coordinator.cell_crashed(cell_id)

    def connect(self, address: str, token: str) -> None:
        """An xdist worker's link to the controller's coordinator. One that cannot be reached
        leaves ``link_error`` (one line) for the worker's cells to fail with: an error while a
        worker starts would show as a crashed worker and a traceback."""
        from .run.coordinator import Link

        try:
            self.link = Link(address, token)
        except (OSError, ValueError) as exc:
            self.link_error = (
                f"cannot reach the pytest-cre coordinator at {address} ({getattr(exc, 'strerror', None) or exc}): "
                "give --cre-coordinator HOST:PORT with an address of the controller that every "
                "worker host can reach")

    def test_drop(self, drop: Any, wait_s: float = 3600.0) -> dict[str, Any] | str:
        """Test one comparison from its cells' records, within its correction family as planned
        (its size counts every comparison of the grid, selected or not): the declared correction
        when it is decidable per item (bonferroni, none); for holm, which needs every p-value at
        once, the (stricter) Bonferroni threshold. Drop items are ordered after every selected
        cell, so whoever runs one has already run (or been handed) its cells: waiting for another
        worker's cell (through the coordinator) cannot deadlock. Without xdist a cell that is not
        here did not run. A comparison with nothing to test returns why (a skip reason)."""
        analysis = self.analysis
        cells = [drop.cell_id, drop.baseline_cell_id]
        if self.link is not None:
            # An xdist worker: the controller compares (it has every cell's records from the
            # reports and imports the analysis stack anyway), so a worker never imports it.
            answer = self.link.compare(cells, wait_s)
            result = answer["result"] if answer is not None else None
            if result is None:
                missing = answer["missing"] if answer is not None else drop.cell_id
                return self._no_records_reason(drop, missing, None)
        else:
            missing = next((cell_id for cell_id in cells if cell_id not in self.local_records), None)
            if missing is not None:
                return self._no_records_reason(drop, missing, None)
            result = compare_arms(self.local_records[drop.cell_id], self.local_records[drop.baseline_cell_id],
                                  analysis.alternative, analysis.limit_hits)
        if not result["n"] or not result["baseline_n"]:
            empty = drop.cell_id if not result["n"] else drop.baseline_cell_id
            records = self.link.cell_records(empty, wait_s) if self.link is not None else self.local_records[empty]
            return self._no_records_reason(drop, empty, records)
        family = analysis.family_of(drop.labels())
        m = max(1, self.drop_family_size[family])
        threshold = analysis.alpha if analysis.correction == "none" else analysis.alpha / m
        # statsmodels rejects at p_adjusted <= alpha, i.e. p <= alpha / m: the same rule here.
        result["threshold"] = threshold
        result["family"] = family or ""
        result["family_size"] = self.drop_family_size[family] if family is not None else 0
        result["significant"] = bool(family is not None and result["p_value"] <= threshold)
        return result

    def family_lines(self) -> list[str]:
        """The correction families as planned, before anything runs (the run's header): their
        rule and each one's size, the m every drop in it is corrected over."""
        sizes = {name: m for name, m in self.drop_family_size.items() if name is not None}
        if not sizes:
            return []
        a = self.analysis
        how = a.method
        total = sum(sizes.values())
        if len(sizes) == 1 and not a.split:
            scope = f" ({a.describe()})" if a.family else ""
            return [f"cre: significance: {how} over {total} planned comparisons{scope} at alpha={a.alpha:g}"]
        import textwrap

        alike: dict[int, list[str]] = {}  # one line per size
        for name, m in sizes.items():
            alike.setdefault(m, []).append(name)
        lines = [f"cre: significance: {how} at alpha={a.alpha:g} within each of {len(sizes)} families "
                 f"({a.describe()}; --cre-family {self.family_rule or 'all'}), {total} planned comparisons:"]
        for m, names in alike.items():
            lines += textwrap.wrap(f"{m} each: {', '.join(names)}", 110, initial_indent="  ",
                                   subsequent_indent="    ")
        return lines

    def stopped_models(self) -> dict[str, str]:
        """Models this process sends no more requests to, with why (an auth or quota answer
        here, or in another worker as the coordinator broadcast it)."""
        stopped = dict(self.link.stopped) if self.link is not None else {}
        if self._runner is not None:
            stopped.update(self._runner.stopped_models)
        return stopped

    def _no_records_reason(self, drop: Any, cell_id: str, records: list[dict[str, Any]] | None) -> str:
        """Why a comparison has nothing to test in one of its cells: its model was stopped (the
        stop's reason, with its fix), no sample of it was scored (the first error), or its
        records never reached this process."""
        stopped = self.stopped_models().get(drop.model)
        if stopped is not None and not any(r.get("status") != "not_run" for r in records or ()):
            return f"cell {cell_id} was not run: {drop.model} was stopped: {stopped}"
        if records:
            first = next((r for r in records if r.get("error")), records[0])
            return (f"no sample of cell {cell_id} was scored ({first['status']}: "
                    f"{first.get('error') or 'see records.jsonl'})")
        if records is not None:
            return f"cell {cell_id} has no records (it was skipped or ended before any sample finished)"
        # ``crashed`` holds item ids; several items may share a cell (recall targets).
        if any(self.items_of[item].cell_id == cell_id for item in self.crashed):
            return f"cell {cell_id} crashed (its worker died)"
        return f"the records of {cell_id} did not arrive"

    # ------------------------------------------------------------------ running (workers)

    @property
    def runner(self):
        if self._runner is None:
            from .run.runner import Runner

            on_record = (lambda r: self.hook.pytest_cre_record(record=r)) if self.hook is not None else None
            self._runner = Runner(self.settings, self.run_id, self.families,
                                  records_path=self.run_dir / "records.jsonl", workers=self.workers,
                                  on_record=on_record, link=self.link, on_progress=self._on_progress,
                                  on_model_stopped=self.link.stop if self.link is not None else None,
                                  keep_lines=self.is_worker)
            if self.link is not None:  # a stop in another worker stops the model here too,
                self.link.on_stop.append(self._runner.stop_model)
                for model, reason in list(self.link.stopped.items()):  # also one heard before now
                    self._runner.stop_model(model, reason)
        return self._runner

    def record_lines(self, records: list[dict[str, Any]]) -> list[str]:
        """Records as their records.jsonl lines (a worker's report carries these): the ones this
        process's runner wrote, else packed now."""
        from .core.record import identity, record_line

        kept = self._runner.lines if self._runner is not None else {}
        return [kept.pop(identity(r), None) or record_line(r, self.families) for r in records]

    @property
    def ran_cells(self) -> bool:
        """This process ran cells (a worker, a single process) or received their records."""
        return self._runner is not None or bool(self.records)

    def _on_progress(self, item_id: str, progress: Any) -> None:
        if progress.done and not self._warm_decided and not self.is_worker:
            self._warm_decided = True
            # The first answer is in (so the first request was not delayed). Import the analysis
            # stack now only if the run will wait on the endpoint well past the import: the
            # thread holds the GIL against the loop (measured with --quick, 50 requests of
            # 200 ms: throughput 0.68x the bare loop with it, 0.98x without).
            samples = sum(len(spec.samples()) for spec in self.cells if not self.skip_reason(spec))
            waiting_s = (samples - 1) / max(1, progress.slots) * progress.latency_s
            if waiting_s >= WARM_WHEN_WAITING_S:
                self.warm_analysis()
        if self.progress is not None:
            self.progress.update(item_id, progress)

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()
        if self.link is not None:
            self.link.close()
        if self.coordinator is not None:
            self.coordinator.close()

    # ------------------------------------------------------------------ provenance

    def provenance(self, status: str) -> dict[str, Any]:
        """What a reader needs to trust or redo the run (keys are never in it)."""
        from importlib.metadata import PackageNotFoundError, version

        from .core.record import SCHEMA

        try:
            plugin_version = version("pytest-cre")
        except PackageNotFoundError:
            plugin_version = "unknown"
        used = [f for name, f in self.families.items() if self.cells_of[name]]
        versions = {"template_version": None, "scorer_version": None}
        if len(used) == 1:
            versions = {"template_version": used[0].template_version, "scorer_version": used[0].scorer_version}
        elif used:
            versions = {"template_version": {f.name: f.template_version for f in used},
                        "scorer_version": {f.name: f.scorer_version for f in used}}
        return {
            "run_id": self.run_id, "status": status, "plugin_version": plugin_version,
            "record_schema": SCHEMA, **versions,
            "tokenizers": sorted({m.tokenizer for m in self.settings.models}),
            "started": _iso(self.started), "finished": _iso(time.time()) if status != "in_progress" else None,
            "settings": self.settings.public(), "cells": [c.cell_id for c in self.cells],
            "data_files": self._data_hashes() if status != "in_progress" else {},
            "notes": self.settings.notes,
            # What `cre report` corrects within: the rule and every planned comparison.
            "significance": {"family": self.family_rule or "all", "planned": self.planned},
        }

    def _data_hashes(self) -> dict[str, str]:
        files = [f for name, fam in self.families.items() for f in fam.data_files(self.cells_of[name], self.settings)]
        return {str(f): hashlib.sha256(f.read_bytes()).hexdigest() for f in files if f.is_file()}

    def mark_started(self) -> None:
        """Create the run folder with run.json saying in_progress (first process wins)."""
        try:
            self.folder.write_run_json(self.provenance("in_progress"), only_if_new=True)
        except OSError as exc:
            self.failed_to_write = f"cannot write {self.run_dir / 'run.json'}: {exc.strerror}"

    # ------------------------------------------------------------------ aggregation (controller)

    def add_records(self, records: list[dict[str, Any]]) -> None:
        """Keep a finished cell's records for the summary (the process that ran them has
        already appended each to records.jsonl as it finished)."""
        self.records.extend(records)

    def _gather_records(self) -> list[dict[str, Any]]:
        """Every sample of the run, once: what the processes appended to records.jsonl (also
        the samples of cells cut short, which never reached a report) and what arrived on
        reports. A reported record the file lacks (a worker that shares no folder with the
        controller) is appended; nothing is ever rewritten or truncated."""
        from .core.errors import CreDataError
        from .core.record import dedupe, identity, read_records, record_line

        path = self.run_dir / "records.jsonl"
        on_disk: list[dict[str, Any]] = []
        if path.is_file():
            try:
                on_disk = read_records(path, self.warnings)
            except CreDataError as exc:
                self.warnings.append(f"{exc} (reports use the records this process received)")
        known = {identity(r) for r in on_disk}
        missing = [r for r in self.records if identity(r) not in known]
        if missing:  # also when no worker shares this folder (workers on other hosts)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                with open(path, "a", encoding="utf-8") as sink:
                    sink.write("".join(record_line(r, self.families) for r in missing))
            except OSError as exc:
                self.failed_to_write = f"cannot append to {path}: {exc.strerror}"
        return dedupe(on_disk + missing)[0]

    def _expected(self, records: list[dict[str, Any]]) -> tuple[dict[str, set[int]], dict[str, int]]:
        """The samples of each cell whose items started, or were asked ahead of their turn (a
        record of one of their samples: the look-ahead had started them when the run was cut
        short). Items, not cells: a -k may select some targets of a cell. With them, per cell,
        how many of those have no record at all (the run was cut short before they finished):
        the ``missing`` column of cells.csv."""
        recorded: dict[str, set[int]] = {}
        for r in records:
            recorded.setdefault(r["cell_id"], set()).add(r["sample"])
        expected: dict[str, set[int]] = {}
        for spec in self.cells:
            if (spec.item_id in self.started_items or spec.item_id in self.crashed
                    or not recorded.get(spec.cell_id, set()).isdisjoint(spec.samples())):
                expected.setdefault(spec.cell_id, set()).update(spec.samples())
        gaps = {c: len(want - recorded.get(c, set())) for c, want in expected.items()}
        return expected, {c: n for c, n in gaps.items() if n}

    def _incomplete(self, records: list[dict[str, Any]], expected: dict[str, set[int]]) -> list[str]:
        """Cells with samples that have no scored answer: cut short (Ctrl-C, a crashed worker),
        never sent (a cell or its model failed), or ended in an endpoint outcome (every attempt
        a 500, a 401, an overflow). One rule: the run is complete when every sample it expected
        counts in accuracy (a limit hit is the model's answer, whatever the limit-hit policy)."""
        from .analysis.tables import counts_in_n

        answered: dict[str, set[int]] = {}
        for r in records:
            answered.setdefault(r["cell_id"], set())
            if counts_in_n(r, "wrong"):
                answered[r["cell_id"]].add(r["sample"])
        cut = {c for c, done in answered.items() if c in expected and not expected[c] <= done}
        return sorted(cut | {self.items_of[i].cell_id for i in self.crashed})

    def resume_hint(self) -> str:
        """The command that resumes this run: the same one again (answers come from the cache).
        When cells failed rather than being cut short, what failed them needs fixing first."""
        import shlex

        from .endpoints.client import redact_secrets
        from .options import KEY_PLACEHOLDER, public_args

        args = public_args(self.invocation)
        command = f"`pytest {shlex.join(args)}`" if args else "the same pytest command"
        if args != list(self.invocation):
            command += f" (with your key for {KEY_PLACEHOLDER}: the run never writes it)"
        first = "to resume, run" if self.status == "interrupted" else \
            "fix what failed or stopped the incomplete cells (see above), then run"
        source = ("the cache was off: every sample is asked again" if self.settings.cache_mode == "off"
                  else "finished samples come from the cache")
        # A key typed where no option expects it (a -k, a path) is still never repeated back.
        return redact_secrets(f"{first} {command} again ({source})", self.secrets)

    def finish(self, complete: bool = True) -> None:
        """Write the aggregate reports once, from every record the run appended (controller
        only). A session that was interrupted, or whose cells did not all finish, still writes
        them, and says so in run.json, the summaries, the page and the terminal.

        A Ctrl-C while they are written stops the writing: each file is whole or absent
        (atomic writes), run.json says ``interrupted`` (written with Ctrl-C held off), and the
        terminal says how to resume and how to rebuild the reports."""
        if self.is_worker:
            return
        try:
            self._finish(complete)
        except KeyboardInterrupt:
            self.status = "interrupted"
            self.interrupted_writing = True
            with _sigint_held():
                try:
                    self.folder.write_run_json({**self.provenance(self.status), **self._ended()})
                except OSError as exc:
                    self.failed_to_write = f"cannot write {self.run_dir / 'run.json'}: {exc.strerror}"

    def _ended(self) -> dict[str, Any]:
        """What run.json and the summaries add for a run that did not complete."""
        if self.status == "complete":
            return {}
        return {"incomplete_cells": self.incomplete_cells, "resume": self.resume_hint(),
                "missing_samples": self.missing}

    def _finish(self, complete: bool) -> None:
        from .core.atomic import point_latest

        records = self._gather_records()
        expected, missing = self._expected(records)
        self.incomplete_cells = self._incomplete(records, expected)
        self.status = ("interrupted" if not complete else "partial" if self.incomplete_cells else "complete")
        if not records:
            if self.folder.started:  # started, but no sample finished
                # Every selected cell skipped (the server's window holds none): nothing was
                # expected, so nothing is missing; the summary says no cell ran (exit 5).
                self.status = "interrupted" if not complete else "complete" if self.nothing_ran() else "partial"
                try:
                    self.folder.write_run_json({**self.provenance(self.status), **self._ended()})
                except OSError:
                    pass
            return
        order = {c.cell_id: i for i, c in enumerate(self.cells)}
        records.sort(key=lambda r: (order.get(r["cell_id"], len(order)), r["cell_id"], r.get("seed") or 0,
                                    r["sample"]))
        self.records = records
        self.missing = missing
        ended = self._ended()
        meta = {"models": [m.name for m in self.settings.models], "seed": self.settings.seed,
                "notes": self.settings.notes, "status": self.status, **ended}
        try:
            groups = self.tables = self._tables()
            self.notes = run_notes(groups, self.records, self.settings.cache_mode, self.skip_summary(),
                                   self.warnings)
            self.written = write_reports(self.run_dir, self.records, self.families, analysis=self.analysis,
                                         prices=self.settings.prices, meta=meta, tables=groups, notes=self.notes)
            self.folder.write_run_json({**self.provenance(self.status), **ended})
            point_latest(self.report_dir, self.run_dir)
        except (OSError, ValueError) as exc:
            self.failed_to_write = f"cannot write reports under {self.run_dir}: {getattr(exc, 'strerror', None) or exc}"

    def _tables(self) -> list[Any]:
        """Each family's tables of this run's records (with the earlier run of --cre-compare)."""
        previous = None
        if self.settings.compare is not None:
            from .core.record import read_run_records

            previous = read_run_records(self.settings.compare)
        return family_tables(self.records, self.families, self.analysis, previous, self.settings.prices,
                             planned=self.planned, missing=self.missing)

    def details(self) -> list[tuple[str, dict[str, bool]]]:
        """Each family's detail lines (``-v``) of this run's records."""
        by: dict[str, list[dict[str, Any]]] = {}
        for r in self.records:
            by.setdefault(r["family"], []).append(r)
        return [line for name, recs in by.items() for line in self.families[name].details(recs)]

    def summary_lines(self) -> list[str]:
        """The compact terminal summary: what was skipped and why (always), the headline table,
        where the answers came from, and where the files are."""
        skipped = list(self.notes.skipped) if self.notes is not None else self.skip_summary()
        if self.nothing_ran():
            skipped.append("no cell ran: every selected cell was skipped"
                           + (" (exit status 5)" if self.exit_nothing_ran else ""))
        status = None
        if self.status not in (None, "complete") and self.folder.started:
            status = status_line({"status": self.status, "incomplete_cells": self.incomplete_cells,
                                  "resume": self.resume_hint()})
        rebuild = ([f"reports: a Ctrl-C stopped their writing (each file is whole or absent): `cre report "
                    f"{os.path.relpath(self.run_dir)}` rebuilds them from records.jsonl"]
                   if self.interrupted_writing else [])
        if not self.records or (self.interrupted_writing and self.tables is None):
            return skipped + self.warnings + rebuild + ([status] if status else [])
        # finish() computed them already; when it failed before, here they are for the terminal
        groups = self.tables or self._tables()
        notes = self.notes or run_notes(groups, self.records, self.settings.cache_mode, skipped, self.warnings)
        lines = skipped + summary_lines(groups, self.settings.compare, self.analysis.alpha, self.settings.prices)
        lines += [*notes.endpoints, *([notes.cache] if notes.cache else []), *notes.warnings]
        if self.failed_to_write:
            lines.append(f"ERROR: {self.failed_to_write}")
        elif self.written is not None:
            lines.append(files_line(self.run_dir, self.report_dir, self.run_id))
        lines += rebuild
        if status:
            lines.append(status)
        return lines


@contextlib.contextmanager
def _sigint_held() -> Iterator[None]:
    """Ignore Ctrl-C for a short write that must be whole (run.json after an interrupt);
    a no-op outside the main thread, where no handler can be set."""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def item_id_of(nodeid: str) -> str | None:
    """The parameter id of a parametrized item's node id (a cell's ``item_id``), None for others."""
    if not nodeid.endswith("]") or "[" not in nodeid:
        return None
    return nodeid.split("[", 1)[1][:-1]  # the function's name holds no "[", the id may


def _chosen(families: dict[str, Any], settings: Settings) -> set[str]:
    """The families whose cells the options ask for: those the options name, else the default
    ones. A grid no family owns is a usage error."""
    if settings.grid is not None and not any(settings.grid in f.grids for f in families.values()):
        known = [g for f in families.values() for g in f.grids]
        raise CreUsageError(f"unknown grid {settings.grid!r}: use one of {', '.join(known)}")
    named = {name for name, f in families.items() if f.selected(settings)}
    return named or {name for name, f in families.items() if f.default}


def _default_family(families: dict[str, Any], cells_of: dict[str, list[Any]], grid: str | None) -> str:
    """The ``--cre-family`` the grid asks for (``Family.default_family`` of the first family
    with cells; optional for a family), "" (one family) when none does."""
    for name, family in families.items():
        rule = getattr(family, "default_family", None)
        if cells_of[name] and rule is not None and rule(grid):
            return rule(grid)
    return ""


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
