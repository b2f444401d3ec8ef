"""How a run ends (the controller, or the only process): its records gathered once from
``records.jsonl``, its status (complete, partial, interrupted), the reports written by the
one report builder, run.json, and the terminal summary."""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..core.record import HELD, NOT_RUN, Record
from ..report.files import status_line
from ..report.guard import failure_reason
from ..report.terminal import files_line, skip_lines
from ..run.collector import expected_samples, incomplete_cells
from ..run.loading import RunSource, load_run, read_run
from .provenance import provenance

if TYPE_CHECKING:
    from ..core.secret import Secret
    from ..report.build import Report
    from ..report.files import Written
    from .run_state import RunState


class RunEnd:
    """The end of ``session``'s run; ``invocation``: the pytest arguments (for the resume hint)."""

    def __init__(self, session: RunState, invocation: tuple[str, ...]) -> None:
        self.session = session
        self.invocation = invocation
        self.secrets: list[Secret | str] = []  # every key this run may send: never in any output
        self.records: list[Record] = []  # every sample of the run, once finish() gathered them
        self.report: Report | None = None
        self.written: Written | None = None  # once finish() wrote the reports
        self.failed_to_write: str | None = None
        self.status: str | None = None  # complete, partial or interrupted, once finish() ran
        self.incomplete_cells: list[str] = []
        self.missing: dict[str, int] = {}  # cell id -> samples never recorded (cut short)
        self.warnings: list[str] = []  # for the terminal summary (e.g. a torn last record line)
        self.compare_warnings: list[str] = []  # the earlier run's read (--cre-compare), each "warning: ..."
        self.interrupted_writing = False  # a Ctrl-C stopped finish() while it wrote the reports
        self.exit_nothing_ran = False  # the plugin set exit status 5 for it

    def keep_secret(self, *keys: Secret | str | None) -> None:
        """Keys the run may send: the resume hint never repeats one back."""
        self.secrets += [k for k in keys if k and k not in self.secrets]

    def nothing_ran(self) -> bool:
        """Cell items were selected and not one of them started (``ItemLedger.nothing_ran``)."""
        return self.session.ledger.nothing_ran()

    def exits_nothing_ran(self) -> None:
        """The plugin set exit status 5 because no selected cell ran: the summary says so."""
        self.exit_nothing_ran = True

    def _why_not_run(self) -> dict[str, str]:
        """Per model, why its cells did not run: the plugin's skip reason (a missing key), or
        the stop that ended its requests (an auth or quota answer)."""
        why: dict[str, str] = {}
        for reason, (_cells, models) in self.session.ledger.skip_reasons(self.session.grid.skip_reason).items():
            for model in models:  # the reason, not its fix: the skip line above says that
                why.setdefault(model, f"skipped: {reason.split(': ', 1)[0]}")
        for model, reason in self.session.stopped_models().items():
            why.setdefault(model, f"stopped: {reason}")
        return why

    def skip_summary(self) -> list[str]:
        """One line per reason the plugin skipped selected cells, naming their models."""
        return skip_lines(self.session.ledger.skip_reasons(self.session.grid.skip_reason))

    def resume_hint(self) -> str:
        """The command that resumes this run: the same one again (answers come from the cache).
        When cells failed rather than being cut short, what failed them needs fixing first."""
        import shlex

        from ..endpoints.redaction import redact_secrets
        from ..options import KEY_PLACEHOLDER, public_args

        args = public_args(self.invocation)
        command = f"`pytest {shlex.join(args)}`" if args else "the same pytest command"
        if args != list(self.invocation):
            command += f" (with your key for {KEY_PLACEHOLDER}: the run never writes it)"
        first = (
            "to resume, run"
            if self.status == "interrupted"
            else "fix what failed or stopped the incomplete cells (see above), then run"
        )
        source = (
            "the cache was off: every sample is asked again"
            if self.session.settings.cache_mode == "off"
            else "finished samples come from the cache"
        )
        held = sum(1 for r in self.records if r.get("status") == NOT_RUN and str(r.get("error") or "").startswith(HELD))
        if held and self.status != "interrupted":  # --cre-batch submit: nothing failed, the vendor has them
            first = f"{held:,} samples wait in batches not finished: later, run"
            source = "it collects what finished and submits nothing twice"
        # A key typed where no option expects it (a -k, a path) is still never repeated back.
        return redact_secrets(f"{first} {command} again ({source})", self.secrets)

    def finish(self, complete: bool = True) -> None:
        """Write the aggregate reports once, from every record the run appended (controller
        only). A session that was interrupted, or whose cells did not all finish, still writes
        them, and says so in run.json, the summaries, the page and the terminal.

        A Ctrl-C while they are written stops the writing: each file is whole or absent
        (atomic writes), run.json says ``interrupted`` (written with Ctrl-C held off), and the
        terminal says how to resume and how to rebuild the reports."""
        if self.session.is_worker:
            return
        try:
            self._finish(complete)
        except KeyboardInterrupt:
            self.status = "interrupted"
            self.interrupted_writing = True
            with _sigint_held():
                try:
                    self.session.folder.write_run_json({**provenance(self.session, self.status), **self._ended()})
                except OSError as exc:
                    self.failed_to_write = f"cannot write {self.session.run_dir / 'run.json'}: {exc.strerror}"

    def _ended(self) -> dict[str, Any]:
        """What run.json and the summaries add for a run that did not complete."""
        if self.status == "complete":
            return {}
        return {
            "incomplete_cells": self.incomplete_cells,
            "resume": self.resume_hint(),
            "missing_samples": self.missing,
        }

    def _finish(self, complete: bool) -> None:
        from ..core.atomic import point_latest

        session = self.session
        grid, ledger, settings = session.grid, session.ledger, session.settings
        records, failed = session.collector.gather(self.warnings)
        if failed:
            self.failed_to_write = failed
        settled = None
        if settings.analysis.adaptive is not None:  # a stopped comparison's cells expect what they ran
            from ..run.adaptive import AdaptivePlan

            started = [grid.items_of[i] for i in ledger.started if i in grid.items_of]
            settled = AdaptivePlan(grid, started).settled(records)
        expected, missing = expected_samples(records, grid.cells, ledger, settled)
        self.incomplete_cells = incomplete_cells(records, expected, ledger)
        self.status = "interrupted" if not complete else "partial" if self.incomplete_cells else "complete"
        if not records:
            if session.folder.started:  # started, but no sample finished
                # Every selected cell skipped (the server's window holds none): nothing was
                # expected, so nothing is missing; the summary says no cell ran (exit 5).
                self.status = "interrupted" if not complete else "complete" if self.nothing_ran() else "partial"
                with contextlib.suppress(OSError):
                    session.folder.write_run_json({**provenance(session, self.status), **self._ended()})
            return
        self.missing = missing
        # run.json first, with what only the session knows (why cells were skipped or not
        # run): the reports are then built from it as `cre report` builds them, and the run is
        # never left `in_progress` whatever fails of its summary.
        run = {
            **provenance(session, self.status),
            **self._ended(),
            "skipped": self.skip_summary(),
            "not_run": self._why_not_run(),
        }
        try:
            session.folder.write_run_json(run)
        except OSError as exc:
            self.failed_to_write = self.failed_to_write or (
                f"cannot write reports under {session.run_dir}: {exc.strerror or exc}"
            )
        self.records = records
        loaded = None
        try:
            source = RunSource(session.collector.path, records, run, list(self.warnings))
            # What reading the earlier run of --cre-compare warns of (a torn last line) is said
            # in the terminal, as `cre report --compare` says it, and kept out of this run's own
            # files, which `cre report RUN` rebuilds from this run's records alone.
            said: list[str] = []
            previous = read_run(settings.compare, said) if settings.compare is not None else None
            self.compare_warnings = said
            loaded = load_run([source], session.families, settings.prices)
            self.records = loaded.records
            self.report = loaded.report(previous=previous)
        except OSError as exc:
            self.failed_to_write = f"cannot write reports under {session.run_dir}: {exc.strerror or exc}"
        except Exception as exc:  # named in the summary, never silent
            self.failed_to_write = (
                f"could not build the reports: {failure_reason(exc)}; records.jsonl is whole: `cre report "
                f"{os.path.relpath(session.run_dir)}` rebuilds them once that is fixed"
            )
        if self.report is not None and loaded is not None:
            try:
                self.written = self.report.write(session.run_dir, loaded.meta)
            except OSError as exc:
                self.failed_to_write = f"cannot write reports under {session.run_dir}: {exc.strerror or exc}"
        try:
            point_latest(session.report_dir, session.run_dir)
        except OSError as exc:
            self.failed_to_write = self.failed_to_write or (
                f"cannot write reports under {session.run_dir}: {exc.strerror or exc}"
            )

    def details(self) -> list[tuple[str, dict[str, bool]]]:
        """Each family's detail lines (``-v``) of this run's records."""
        by: dict[str, list[Record]] = {}
        for r in self.records:
            by.setdefault(r["family"], []).append(r)
        return [line for name, recs in by.items() for line in self.session.families[name].details(recs)]

    def summary_lines(self) -> list[str]:
        """The compact terminal summary: what was skipped and why (always), the headline table,
        where the answers came from, and where the files are."""
        session = self.session
        skipped = list(self.report.notes.skipped) if self.report is not None else self.skip_summary()
        # A model stopped before any of its samples was recorded (a batch API that refused):
        # no record's line says why, so this one does.
        recorded = {r.get("model") for r in self.records}
        skipped += [f"stopped: {m}: {why}" for m, why in session.stopped_models().items() if m not in recorded]
        no_cell = []
        if self.nothing_ran():
            no_cell.append(
                "no cell ran: every selected cell was skipped" + (" (exit status 5)" if self.exit_nothing_ran else "")
            )
        status = None
        if self.status not in (None, "complete") and session.folder.started:
            status = status_line(
                {"status": self.status, "incomplete_cells": self.incomplete_cells, "resume": self.resume_hint()}
            )
        rebuild = (
            [
                f"reports: a Ctrl-C stopped their writing (each file is whole or absent): `cre report "
                f"{os.path.relpath(session.run_dir)}` rebuilds them from records.jsonl"
            ]
            if self.interrupted_writing
            else []
        )
        if not self.records or (self.interrupted_writing and self.report is None):
            return skipped + no_cell + self.warnings + rebuild + ([status] if status else [])
        if self.report is None:  # finish() could not build it: no table to show
            lines = [*skipped, *no_cell, *self.warnings, *self.compare_warnings]
        else:
            lines = self.report.terminal_lines(session.settings.compare, no_cell) + self.compare_warnings
        if self.written is not None:
            lines += [f"ERROR: {failure}" for failure in self.written.failures]
        if self.failed_to_write:
            lines.append(f"ERROR: {self.failed_to_write}")
        elif self.written is not None:
            lines.append(files_line(session.run_dir, session.report_dir, session.run_id, self.written))
        lines += rebuild
        if status:
            lines.append(status)
        return lines


# The signals that end a run as Ctrl-C does (the plugin makes SIGTERM and SIGHUP raise it).
HELD_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextlib.contextmanager
def _sigint_held() -> Iterator[None]:
    """Ignore Ctrl-C, SIGTERM and SIGHUP for a short write that must be whole (run.json after
    an interrupt); a no-op outside the main thread, where no handler can be set."""
    previous = {}
    try:
        for sig in HELD_SIGNALS:
            previous[sig] = signal.signal(sig, signal.SIG_IGN)
    except ValueError:
        pass
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
