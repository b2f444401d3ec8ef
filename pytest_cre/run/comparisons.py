"""Comparison items tested as they run, each from its two cells' records, within its
correction group as planned (``Grid.threshold``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..analysis.tables import compare_arms
from ..core.record import Record, from_line
from .grid import Grid

if TYPE_CHECKING:
    from ..analysis.sequential import SequentialDesign
    from ..families.base import Comparison
    from .coordinator import Link


class ComparisonTester:
    """The cells' records this process has for its comparison items (its own, or through an
    xdist worker's link to the controller), and the test of one comparison."""

    def __init__(
        self,
        grid: Grid,
        crashed_cell: Callable[[str], bool] = lambda cell_id: False,
        parse: Callable[[str], Record] = from_line,
    ) -> None:
        self.grid = grid
        self.crashed_cell = crashed_cell  # whether a cell's worker died (the controller knows)
        self.parse = parse  # a record line's record (the controller read each once already)
        self.local_records: dict[str, list[Record]] = {}
        # Each comparison's Fisher alternative, by its two cells: its correction group's own
        # (``--cre-family paper``: Table 3's is one-sided), so an item tests as the summary does.
        a = grid.analysis
        self.alternatives = {(d.cell_id, d.baseline_cell_id): a.alternative_of(d.labels()) for d in grid.comparisons}
        # --cre-adaptive: the sequential design of each comparison sampled in rounds, by its two
        # cells (``run.adaptive.AdaptivePlan``); the others are tested at their fixed N.
        self.designs: dict[tuple[str, str], SequentialDesign] = {}

    def keep(self, item_id: str, records: list[Record]) -> None:
        """A finished item's records, for this process's comparison items."""
        self.local_records[item_id] = records

    def compare_lines(self, arm: list[str], base: list[str], design: dict[str, Any] | None = None) -> dict[str, Any]:
        """A comparison of two cells' record lines, for a comparison item in a worker
        (controller); with ``design`` (an adaptive comparison's fields) its sequential verdict too."""
        from ..analysis.sequential import SequentialDesign

        a = self.grid.analysis
        arm_records, base_records = [self.parse(x) for x in arm], [self.parse(x) for x in base]
        alternative = a.alternative
        if arm_records and base_records:
            alternative = self.alternatives.get((arm_records[0]["cell_id"], base_records[0]["cell_id"]), alternative)
        result = compare_arms(arm_records, base_records, alternative, a.limit_hits)
        if design is not None:
            result.update(self._sequential(arm_records, base_records, SequentialDesign(**design)))
        return result

    def test(
        self, drop: Comparison, link: Link | None, stopped: Callable[[], dict[str, str]], wait_s: float = 3600.0
    ) -> dict[str, Any] | str:
        """Test one comparison from its cells' records, within its correction group as planned
        (its size counts every comparison of the grid, selected or not). Comparison items are
        ordered after every selected cell, so whoever runs one has already run (or been handed)
        its cells: waiting for another worker's cell (through the coordinator, ``link``) cannot
        deadlock. Without xdist a cell that is not here did not run. ``stopped()``: the models
        this process sends no more requests to, with why. A comparison with nothing to test returns why (a
        skip reason)."""
        analysis = self.grid.analysis
        cells = [drop.cell_id, drop.baseline_cell_id]
        design = self.designs.get((drop.cell_id, drop.baseline_cell_id))
        if link is not None:
            # An xdist worker: the controller compares (it has every cell's records from the
            # reports and imports the analysis stack anyway), so a worker never imports it.
            answer = link.compare(cells, wait_s, dataclasses.asdict(design) if design is not None else None)
            result = answer["result"] if answer is not None else None
            if result is None:
                missing = answer["missing"] if answer is not None else drop.cell_id
                return self._no_records_reason(drop, missing, None, stopped)
        else:
            missing = next((cell_id for cell_id in cells if cell_id not in self.local_records), None)
            if missing is not None:
                return self._no_records_reason(drop, missing, None, stopped)
            arm, base = self.local_records[drop.cell_id], self.local_records[drop.baseline_cell_id]
            result = compare_arms(arm, base, analysis.alternative_of(drop.labels()), analysis.limit_hits)
            if design is not None:
                result.update(self._sequential(arm, base, design))
        if not result["n"] or not result["baseline_n"]:
            empty = drop.cell_id if not result["n"] else drop.baseline_cell_id
            records = link.cell_records(empty, wait_s) if link is not None else self.local_records[empty]
            return self._no_records_reason(drop, empty, records, stopped)
        group, size, threshold = self.grid.threshold(drop.family, drop.labels())
        result["threshold"] = threshold
        result["family"] = group or ""
        result["family_size"] = size
        if design is None:  # an adaptive one's is its sequential verdict, in the result already
            # As the summary's table: an incomplete comparison is not tested (analysis.tables.drops_table).
            result["significant"] = bool(
                group is not None and not result["incomplete"] and result["p_value"] <= threshold
            )
        return result

    def _sequential(self, arm: list[Record], base: list[Record], design: SequentialDesign) -> dict[str, Any]:
        """An adaptive comparison's verdict: the sequential test over its pairs (the test that
        stopped its rounds), which decides ``significant``; an open one (cut short by a stop
        or a failure) is not."""
        from .adaptive import sequential_result

        test = sequential_result(arm, base, design, self.grid.analysis.limit_hits)
        low, high = test.interval
        return {
            "verdict": test.verdict,
            "pairs_used": test.pairs,
            "fixed_n": design.n_max,
            "e_value": test.e_value,
            "cs_low": 100.0 * low,
            "cs_high": 100.0 * high,
            "significant": test.significant,
        }

    def _no_records_reason(
        self, drop: Comparison, cell_id: str, records: list[Record] | None, stopped: Callable[[], dict[str, str]]
    ) -> str:
        """Why a comparison has nothing to test in one of its cells: its model was stopped (the
        stop's reason, with its fix), no sample of it was scored (the first error), or its
        records never reached this process."""
        reason = stopped().get(drop.model)
        if reason is not None and not any(r.get("status") != "not_run" for r in records or ()):
            return f"cell {cell_id} was not run: {drop.model} was stopped: {reason}"
        if records:
            first = next((r for r in records if r.get("error")), records[0])
            return (
                f"no sample of cell {cell_id} was scored ({first['status']}: "
                f"{first.get('error') or 'see records.jsonl'})"
            )
        if records is not None:
            return f"cell {cell_id} has no records (it was skipped or ended before any sample finished)"
        if self.crashed_cell(cell_id):
            return f"cell {cell_id} crashed (its worker died)"
        return f"the records of {cell_id} did not arrive"
