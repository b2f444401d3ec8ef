"""The one stateful object of a pytest-cre session (kept in ``config.stash``): this process's
part of the run. It holds the frozen grid, the item ledger, the records collector, the
comparison tester and the run's end, and owns what has a lifetime: the runner, an xdist
worker's link to the controller, the controller's coordinator, the progress line.

Workers run cells and ship records on their test reports; the controller (or the only
process, without xdist) collects them and aggregates once at the end (``RunEnd``).
"""

from __future__ import annotations

import functools
import os
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..options import Settings
from ..run.collector import RecordCollector
from ..run.comparisons import ComparisonTester
from ..run.grid import Grid
from ..run.ledger import ItemLedger
from ..run.run_folder import RunFolder
from .ending import RunEnd
from .provenance import provenance

if TYPE_CHECKING:
    from ..core.record import Record
    from ..families.base import Cell, Comparison
    from ..report.terminal import ProgressLine
    from ..run.adaptive import AdaptivePlan
    from ..run.coordinator import Coordinator, Link
    from ..run.family_types import Families
    from ..run.runner import Runner
    from ..run.scheduler import CellProgress


def new_run_id() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + "-" + os.urandom(3).hex()


def report_folder(settings: Settings, rootpath: Path) -> Path:
    """Where run folders go: --cre-report-dir, relative to where pytest was started."""
    return settings.report_dir if settings.report_dir.is_absolute() else rootpath / settings.report_dir


# Import the analysis stack in the background only when the endpoint keeps the run waiting at
# least this long (a few times the ~0.8 s of the import), and the process is idle enough that
# the import's hold on the GIL takes nothing from the loop: measured over WARM_PROBE_S after
# the first answer, its CPU (all threads) at most WARM_WHEN_LOOP_BELOW of the wall time. The
# loop waits for the GIL about that share of the import's 0.8 s: scenario f of bench_perf.py
# (80 req/s possible) measured 0.29-0.37 and lost 3-5% of its throughput to the import under
# 0.4; scenario a (500 ms requests) measures 0.06. Whatever these say, the import starts once
# nothing is left to send (``CreSession._only_waits``) if the answers take WARM_WHEN_LAST_WAVE_S
# or more: a shorter last wave ends before the import does, and its answers then wait for the
# GIL (scenario f at --quick, 200 ms: throughput 0.95x the bare loop instead of 0.99x, wall the
# same 1.77x, medians of 3 interleaved rounds).
WARM_WHEN_WAITING_S = 2.5
WARM_PROBE_S = 0.5
WARM_WHEN_LOOP_BELOW = 0.2
WARM_WHEN_LAST_WAVE_S = 1.0


class CreSession:
    """This process's part of a run: ``grid`` (cells, comparisons, correction groups),
    ``ledger`` (what the items' reports said), ``collector`` (the records), ``comparisons``
    (the tests of comparison items), ``end`` (the reports and summary), and the lazily built
    runner."""

    def __init__(
        self,
        settings: Settings,
        run_id: str,
        is_worker: bool,
        families: Families,
        rootpath: Path,
        workers: int = 1,
        run_dir: Path | None = None,
        hook: Any = None,
        invocation: tuple[str, ...] = (),
        progress_option: str | None = None,
    ) -> None:
        self.settings = settings
        self.run_id = run_id
        self.is_worker = is_worker
        self.families = families
        self.workers = workers
        self.hook = hook
        self.progress_option = progress_option  # --cre-progress (or its ini), as given
        self.grid = Grid(settings, families)
        self.report_dir = report_folder(settings, rootpath)
        self.run_dir = run_dir or self.report_dir / run_id
        if run_dir is not None:
            self.report_dir = run_dir.parent
        self.folder = RunFolder(self.run_dir)
        self.ledger = ItemLedger(self.grid.items_of)
        self.collector = RecordCollector(self.run_dir / "records.jsonl", families)
        self.comparisons = ComparisonTester(self.grid, self.ledger.crashed_cell, self.collector.parse)
        self.started = time.time()
        self.end = RunEnd(self, invocation)
        self._runner: Runner | None = None
        self._warming_analysis: threading.Thread | None = None
        self._warm_decided = False  # a single process decides once, soon after its first answer
        self._warm_probe: tuple[float, float] | None = None  # (wall, loop CPU) at the first answer
        self._handed: dict[str, tuple[int, int]] = {}  # item id -> (answered, waiting) samples so far
        self._done = self._waiting = 0  # their sums over the items
        self.coordinator: Coordinator | None = None  # the controller's, once xdist starts workers
        self.link: Link | None = None  # a worker's connection to it
        self.link_error: str | None = None  # why a worker has none
        self.progress: ProgressLine | None = None  # the progress line, when shown
        self.adaptive: AdaptivePlan | None = None  # --cre-adaptive's groups, once items are selected
        self._remembering = settings.cache_mode == "on"  # a rerun's statistics and leak scans come from the cache too
        if self._remembering:
            from ..analysis import memo
            from ..endpoints.cache import RememberedAnswers

            memo.attach(RememberedAnswers(settings.cache_path))

    def check(self) -> None:
        """Options that cannot serve the selected cells are usage errors, before anything runs."""
        self.grid.check(self.report_dir)

    # ------------------------------------------------------------------ items

    def cell_finished(self, item_id: str, records: list[Record]) -> None:
        """Keep a finished item's records for this process's comparison items. Not in an xdist
        worker: there the controller compares, from the records the reports brought it."""
        if self.link is None:
            self.comparisons.keep(item_id, records)

    def plan_adaptive(self, selected: list[Cell]) -> None:
        """--cre-adaptive: the groups of the selected cells (after -k and every deselection)."""
        from ..run.adaptive import AdaptivePlan

        self.adaptive = AdaptivePlan(self.grid, selected)
        self.comparisons.designs = self.adaptive.designs
        if self._runner is not None:
            self._runner.adaptive = self.adaptive

    def test_drop(self, drop: Comparison, wait_s: float = 3600.0) -> dict[str, Any] | str:
        """Test one comparison item (``ComparisonTester.test``)."""
        return self.comparisons.test(drop, self.link, self.stopped_models, wait_s)

    def stopped_models(self) -> dict[str, str]:
        """Models this process sends no more requests to, with why (an auth or quota answer
        here, or in another worker as the coordinator broadcast it)."""
        stopped: dict[str, str] = dict(self.link.stopped) if self.link is not None else {}
        if self._runner is not None:
            stopped.update(self._runner.stopped_models)
        return stopped

    # ------------------------------------------------------------------ xdist

    def serve_workers(self) -> tuple[str, str]:
        """Start the run's coordinator, once (the controller, at configure time when xdist will
        start workers; later calls return the same): its address and the token workers
        present. OSError if the address cannot be bound."""
        if self.coordinator is None:
            from ..run.coordinator import Coordinator

            host, port = self.settings.coordinator
            caps = {m.name: self.settings.concurrency or m.concurrency for m in self.settings.models}
            self.coordinator = Coordinator(
                caps, host, port, compare=self.comparisons.compare_lines, preflight=self._preflight
            ).start()
        return self.coordinator.address, self.coordinator.token

    def _preflight(self, model: str) -> dict[str, Any]:
        """A model's server preflight for every worker, asked here once (the coordinator's)."""
        from ..endpoints import server_info
        from ..endpoints.vendors import read_api_key

        config = next(m for m in self.settings.models if m.name == model)
        api_key = read_api_key(config, self.settings.api_key)[0]
        return server_info.preflight(config, list(config.base_urls), api_key).to_json()

    def report_cell(self, cell_id: str, lines: list[str]) -> None:
        """A cell item's reports are all in (controller): comparison items in any worker may use
        its records (``record_line`` strings, as reported)."""
        if self.coordinator is not None:
            self.coordinator.cell_done(cell_id, lines)

    def cell_crashed(self, item_id: str) -> None:
        """Mark a cell item whose process died (controller, under xdist)."""
        if self.ledger.crash(item_id) and self.coordinator is not None:
            self.coordinator.cell_crashed(item_id)

    def connect(self, address: str, token: str) -> None:
        """An xdist worker's link to the controller's coordinator. One that cannot be reached
        leaves ``link_error`` (one line) for the worker's cells to fail with: an error while a
        worker starts would show as a crashed worker and a traceback."""
        from ..run.coordinator import Link

        try:
            self.link = Link(address, token)
        except (OSError, ValueError) as exc:
            self.link_error = (
                f"cannot reach the pytest-cre coordinator at {address} ({getattr(exc, 'strerror', None) or exc}): "
                "give --cre-coordinator HOST:PORT with an address of the controller that every "
                "worker host can reach"
            )

    def warm_analysis(self) -> None:
        """Start importing the analysis stack (0.8 s) in a background thread of the process
        that writes the summary, while it waits on the endpoint: the xdist controller as the
        workers start, a single process once its first answer is in (not before: the imports
        would delay the first request) if the endpoint will keep it waiting long enough, or
        else once only answers are left to wait for (``_only_waits``). Measured on scenario a
        of benchmarks/bench_perf.py: throughput unchanged (1.00x the bare loop), wall 1.37x
        instead of 1.58x."""
        if self._warming_analysis is None and not self.is_worker:
            from ..run.runner import warm_analysis

            self._warming_analysis = threading.Thread(target=warm_analysis, name="cre-warm-analysis", daemon=True)
            self._warming_analysis.start()

    # ------------------------------------------------------------------ running (workers)

    @property
    def runner(self) -> Runner:
        if self._runner is None:
            from ..run.runner import Runner

            on_record = (lambda r: self.hook.pytest_cre_record(record=r)) if self.hook is not None else None
            self._runner = Runner(
                self.settings,
                self.run_id,
                self.families,
                self.grid.data,
                records_path=self.run_dir / "records.jsonl",
                workers=self.workers,
                on_record=on_record,
                link=self.link,
                on_progress=self._on_progress,
                on_model_stopped=self.link.stop if self.link is not None else None,
                keep_lines=self.is_worker,
                adaptive=self.adaptive,
            )
            if self.link is not None:  # a stop in another worker stops the model here too,
                self.link.on_stop.append(self._runner.stop_model)
                for model, reason in list(self.link.stopped.items()):  # also one heard before now
                    self._runner.stop_model(model, reason)
        return self._runner

    def record_lines(self, records: list[Record]) -> list[str]:
        """Records as their records.jsonl lines (a worker's report carries these): the ones this
        process's runner wrote, else packed now."""
        from ..core.record import identity, record_line

        kept: dict[tuple[object, ...], str] = self._runner.lines if self._runner is not None else {}
        return [kept.pop(identity(r), "") or record_line(r, self.families) for r in records]

    @property
    def ran_cells(self) -> bool:
        """This process ran cells (a worker, a single process) or received their records."""
        return self._runner is not None or bool(self.collector.received) or bool(self.end.records)

    def _on_progress(self, item_id: str, progress: CellProgress) -> None:
        if self._warming_analysis is None and not self.is_worker:
            done, waiting = self._handed.get(item_id, (0, 0))
            self._handed[item_id] = (progress.done, progress.waiting)
            self._done += progress.done - done
            self._waiting += progress.waiting - waiting
            if progress.done and not self._warm_decided:
                self._decide_warm(progress)
            last_wave = progress.latency_s >= WARM_WHEN_LAST_WAVE_S  # 0 from the cache
            if progress.done > done and last_wave and self._only_waits(progress.slots):
                self.warm_analysis()
        if self.progress is not None:
            self.progress.update(item_id, progress)

    @functools.cached_property
    def _run_samples(self) -> int:
        """The samples of the grid's cells that can run (a ``-k`` that leaves some out means
        the count is never reached: only the first answer's decision applies then)."""
        return sum(len(spec.samples()) for spec in self.grid.cells if not self.grid.skip_reason(spec))

    def _only_waits(self, slots: int) -> bool:
        """Every sample of the run is answered or handed to the client, and those handed fit in
        the model's slots: nothing is left to assemble or to send, only answers to wait for.
        The analysis stack is imported then, whatever the wait: scenario a of bench_perf.py at
        ``--quick`` (50 requests of 200 ms, too short for ``_decide_warm``) imported it after
        its last answer, 1.7 s of CPU before the comparison item. Asked only once the endpoint
        has answered: a rerun from the cache reads its statistics from the cache too."""
        return self._done + self._waiting >= self._run_samples and self._waiting <= slots

    def _decide_warm(self, progress: CellProgress) -> None:
        """Once the first answer is in (so the first request was not delayed) and the loop has
        been watched for ``WARM_PROBE_S``: import the analysis stack now only if the run will
        wait on the endpoint well past the import and the loop leaves the CPU idle meanwhile.
        The import thread holds the GIL against the loop (measured on scenario f of
        bench_perf.py, 300 requests of 200 ms at concurrency 16, a loop busy most of the time:
        the import cost it a fifth of its throughput)."""
        now, cpu = time.monotonic(), time.process_time()  # every thread: they share the GIL
        if self._warm_probe is None:
            self._warm_probe = (now, cpu)
            return
        wall0, cpu0 = self._warm_probe
        if now - wall0 < WARM_PROBE_S:
            return
        self._warm_decided = True
        busy = (cpu - cpu0) / (now - wall0)
        samples = self._run_samples
        waiting_s = (samples - self._done) / max(1, progress.slots) * progress.latency_s
        if waiting_s >= WARM_WHEN_WAITING_S and busy <= WARM_WHEN_LOOP_BELOW:
            self.warm_analysis()

    def close(self) -> None:
        if self._remembering:
            from ..analysis import memo

            memo.detach()
        if self._runner is not None:
            self._runner.close()
        if self.link is not None:
            self.link.close()
        if self.coordinator is not None:
            self.coordinator.close()

    # ------------------------------------------------------------------ the run folder

    def mark_started(self) -> None:
        """Create the run folder with run.json saying in_progress (first process wins)."""
        try:
            self.folder.write_run_json(provenance(self, "in_progress"), only_if_new=True)
        except OSError as exc:
            self.end.failed_to_write = f"cannot write {self.run_dir / 'run.json'}: {exc.strerror}"
