"""The run's records as the controller (or the only process) ends it: ``records.jsonl`` is
their one source of truth, completed with what reports brought from workers that share no
folder with the controller; with them, which samples the run expected and which it lacks."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..analysis.tables import counts_in_n
from ..core.atomic import append_whole
from ..core.errors import CreDataError
from ..core.record import Record, dedupe, from_line, identity, read_records, record_line, usable_numbers
from .ledger import ItemLedger

if TYPE_CHECKING:
    from ..families.base import Cell
    from .family_types import Families


class RecordCollector:
    """Records that arrived on reports, and the run's whole set gathered from the file."""

    def __init__(self, path: Path, families: Families) -> None:
        self.path = path
        self.families = families
        self.received: list[Record] = []
        self.parsed: dict[str, Record] = {}  # a worker's record line -> its record

    def add(self, records: list[Record], lines: list[str] | None = None) -> None:
        """Keep a finished cell's records (the process that ran them has already appended
        each to records.jsonl as it finished); ``lines``: their records.jsonl lines, when they
        came as such from a worker (each line is then parsed once here, not again)."""
        self.received.extend(records)
        if lines:
            self.parsed.update(zip((line.rstrip("\n") for line in lines), records))

    def parse(self, line: str) -> Record:
        """The record of a records.jsonl line: the one already read from it, else read now."""
        return self.parsed.get(line.rstrip("\n")) or from_line(line, packed=True)

    def gather(self, warnings: list[str]) -> tuple[list[Record], str | None]:
        """Every sample of the run, once: what the processes appended to records.jsonl (also
        the samples of cells cut short, which never reached a report) and what arrived on
        reports. A reported record the file lacks (a worker that shares no folder with the
        controller) is appended; nothing is ever rewritten or truncated. Each number no summary
        can use is read as missing (``read_records`` clears the file's; a record the file lacks
        is cleared in a copy), with a warning. With them, why the file could not be appended
        to, or None."""
        on_disk: list[Record] = []
        if self.path.is_file():
            try:
                # Packed lists stay packed, as `cre report` reads them (the reports decode what
                # they need, a draw once): the default grid's 700 records read in 22 ms, not 80.
                on_disk = read_records(self.path, warnings, known=self.parsed, packed=True)
            except CreDataError as exc:
                warnings.append(f"{exc} (reports use the records this process received)")
        known = {identity(r) for r in on_disk}
        missing = [r for r in self.received if identity(r) not in known]
        failed = None
        if missing:  # also when no worker shares this folder (workers on other hosts)
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                sink = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
                try:  # all of them or none: a full disk never leaves a cut line
                    append_whole(sink, "".join(record_line(r, self.families) for r in missing).encode("utf-8"))
                finally:
                    os.close(sink)
            except OSError as exc:
                failed = f"cannot append to {self.path}: {exc.strerror}"
        missing, cleared = usable_numbers(missing)
        if cleared:
            warnings.append(
                f"{cleared} number(s) of the records received not finite, absurdly large or a negative count, "
                "read as missing"
            )
        return dedupe(on_disk + missing)[0], failed


def expected_samples(
    records: list[Record], cells: list[Cell], ledger: ItemLedger, settled: dict[str, set[int]] | None = None
) -> tuple[dict[str, set[int]], dict[str, int]]:
    """The samples of each cell whose items started, or were asked ahead of their turn (a
    record of one of their samples: the look-ahead had started them when the run was cut
    short). Items, not cells: a -k may select some targets of a cell. ``settled``: cells that
    expect only the samples given (--cre-adaptive's, whose comparisons all stopped:
    ``AdaptivePlan.settled``). With them, per cell, how many of those have no record at all
    (the run was cut short before they finished): the ``missing`` column of cells.csv."""
    recorded: dict[str, set[int]] = {}
    for r in records:
        recorded.setdefault(r["cell_id"], set()).add(r["sample"])
    expected: dict[str, set[int]] = {}
    for spec in cells:
        if (
            spec.item_id in ledger.started
            or spec.item_id in ledger.crashed
            # Membership in the samples (a range: O(1)), never a walk over all n of them.
            or any(sample in spec.samples() for sample in recorded.get(spec.cell_id, ()))
        ):
            expected.setdefault(spec.cell_id, set()).update(spec.samples())
    expected.update(settled or {})
    gaps = {c: len(want - recorded.get(c, set())) for c, want in expected.items()}
    return expected, {c: n for c, n in gaps.items() if n}


def incomplete_cells(records: list[Record], expected: dict[str, set[int]], ledger: ItemLedger) -> list[str]:
    """Cells with samples that have no scored answer: cut short (Ctrl-C, a crashed worker),
    never sent (a cell or its model failed), or ended in an endpoint outcome (every attempt
    a 500, a 401, an overflow). One rule: the run is complete when every sample it expected
    counts in accuracy (a limit hit is the model's answer, whatever the limit-hit policy)."""
    answered: dict[str, set[int]] = {}
    for r in records:
        answered.setdefault(r["cell_id"], set())
        if counts_in_n(r, "wrong"):
            answered[r["cell_id"]].add(r["sample"])
    cut = {c for c, done in answered.items() if c in expected and not expected[c] <= done}
    return sorted(cut | {ledger.items_of[i].cell_id for i in ledger.crashed})
