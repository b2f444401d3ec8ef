"""The one stateful object of a pytest-cre session (kept in ``config.stash``).

Workers run cells and ship records on their test reports; the controller (or the only
process, without xdist) collects them, appends them to ``records.jsonl`` as they arrive and
aggregates once at the end.
"""

from __future__ import annotations

import importlib.util
import os
import time
from pathlib import Path
from typing import Any

from .cells import CellSpec, expand_grid
from .config import CreUsageError, Settings, missing_key_reason
from .record import dumps

DATA_TASKS = {"gsm8k": ("gsm8k/train.jsonl", "gsm8k/test.jsonl"),
              "arc": ("arc_challenge/ARC-Challenge-Train.jsonl", "arc_challenge/ARC-Challenge-Test.jsonl")}


def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + os.urandom(3).hex()


class CreSession:
    """Settings, the expanded grid, the lazily built runner, and the collected records."""

    def __init__(self, settings: Settings, run_id: str, is_worker: bool, tasks: dict[str, Any],
                 rootpath: Path) -> None:
        self.settings = settings
        self.run_id = run_id
        self.is_worker = is_worker
        self.tasks = tasks
        self.cells: list[CellSpec] = expand_grid(settings)
        unknown = {c.task for c in self.cells} - set(tasks)
        if unknown:
            raise CreUsageError(f"unknown task {sorted(unknown)[0]!r}: use one of {', '.join(sorted(tasks))}")
        report_dir = settings.report_dir
        self.report_dir = report_dir if report_dir.is_absolute() else rootpath / report_dir
        self.run_dir = self.report_dir / run_id
        self.records: list[dict[str, Any]] = []
        self.paths: dict[str, Path] = {}
        self.failed_to_write: str | None = None
        self._runner = None
        self._records_file = None
        self._skip_reasons = self._static_skip_reasons()

    # ------------------------------------------------------------------ collection

    def _static_skip_reasons(self) -> dict[str, str]:
        """Reasons known without I/O why a cell cannot run (missing key, missing data)."""
        from .tasks.files import missing_data_message

        reasons: dict[str, str] = {}
        have_hub = None
        for spec in self.cells:
            model = next(m for m in self.settings.models if m.name == spec.model)
            reason = missing_key_reason(model, explicit_key=bool(self.settings.api_key))
            if reason is None and spec.task in DATA_TASKS and self.settings.data_dir is None:
                if have_hub is None:
                    have_hub = importlib.util.find_spec("datasets") is not None
                if not have_hub:
                    reason = missing_data_message(spec.task, "no --cre-data-dir given")
            if reason:
                reasons[spec.cell_id] = reason
        return reasons

    def check_data_dir(self) -> None:
        """A named data directory must hold the files of every selected data task."""
        from .tasks.files import missing_data_message

        d = self.settings.data_dir
        if d is None:
            return
        if not d.is_dir():
            raise CreUsageError(f"--cre-data-dir {d} is not a directory: point it at a folder laid out like shared/data")
        for task in sorted({c.task for c in self.cells} & set(DATA_TASKS)):
            for rel in DATA_TASKS[task]:
                if not (d / rel).is_file():
                    raise CreUsageError(missing_data_message(task, f"{d / rel} does not exist"))

    def skip_reason(self, spec: CellSpec) -> str | None:
        return self._skip_reasons.get(spec.cell_id)

    # ------------------------------------------------------------------ running (workers)

    @property
    def runner(self):
        if self._runner is None:
            from .runner import Runner

            self._runner = Runner(self.settings, self.run_id, self.tasks)
        return self._runner

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()
        if self._records_file is not None:
            self._records_file.close()
            self._records_file = None

    # ------------------------------------------------------------------ aggregation (controller)

    def add_records(self, records: list[dict[str, Any]]) -> None:
        """Keep records and append them to records.jsonl at once, so a crash loses none."""
        self.records.extend(records)
        try:
            if self._records_file is None:
                self.run_dir.mkdir(parents=True, exist_ok=True)
                self._records_file = open(self.run_dir / "records.jsonl", "a", encoding="utf-8")
            for r in records:
                self._records_file.write(dumps(r) + "\n")
            self._records_file.flush()
        except OSError as exc:
            self.failed_to_write = f"cannot write {self.run_dir / 'records.jsonl'}: {exc.strerror}"

    def finish(self) -> None:
        """Write the aggregate reports once, from the records (controller only)."""
        if self.is_worker or not self.records:
            return
        from .report import point_latest, write_reports

        if self._records_file is not None:
            self._records_file.close()
            self._records_file = None
        try:
            self.paths = write_reports(self.run_dir, self.records, alpha=self.settings.alpha,
                                       write_records=self.failed_to_write is not None)
            point_latest(self.report_dir, self.run_dir)
            self.failed_to_write = None
        except OSError as exc:
            self.failed_to_write = f"cannot write reports under {self.run_dir}: {exc.strerror}"

    def summary_lines(self) -> list[str]:
        """The compact terminal summary: the headline table and where the files are."""
        if not self.records:
            return []
        import pandas as pd

        from .report import cells_table, drops_table, headline, threshold_line

        cells = cells_table(self.records)
        drops = drops_table(self.records, cells, alpha=self.settings.alpha)
        table = headline(cells, drops)
        with pd.option_context("display.width", 200, "display.max_columns", 50, "display.max_rows", 500):
            lines = table.to_string(index=False).split("\n")
        lines.append(threshold_line(drops))
        if (cells["incomplete"]).any():
            lines.append("* incomplete: some samples ended in an endpoint outcome (see n_* in cells.csv)")
        if self.failed_to_write:
            lines.append(f"ERROR: {self.failed_to_write}")
        elif self.paths:
            rel = os.path.relpath(self.run_dir)
            lines.append(f"reports: {rel}/ (records.jsonl, cells.csv, drops.csv, summary.md); "
                         f"{os.path.relpath(self.report_dir / 'latest')} -> {self.run_id}")
        return lines

