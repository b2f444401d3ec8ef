"""What the plugin's items do and how they are selected: cells (``CellRun``), comparison
items (``ComparisonCheck``), exact-value ``-k``, and the ordering of drop items after their cells.
The hooks in ``plugin.py`` only call into here."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterator
from typing import Any

import pytest

from .analysis.stats import wilson_light
from .analysis.tables import cell_summary
from .core.errors import CreDataError
from .core.record import HELD, NOT_RUN
from .endpoints.errors import ModelStopped
from .endpoints.server_info import DoesNotFit
from .families.base import Cell, Comparison
from .report.files import round_value
from .report.terminal import change_words
from .session import CreSession

RECORDS = pytest.StashKey[list]()
UPCOMING = pytest.StashKey[Iterator[Cell]]()
UNFIT = pytest.StashKey[str]()  # why the server's context window cannot hold the cell
ITEM_ORDER = pytest.StashKey[dict[int, int]]()  # position of each collected item (the look-ahead)


def spec_of(item: pytest.Item | None) -> Cell | None:
    """The cell an item runs, if it is a cell item."""
    callspec = getattr(item, "callspec", None)
    spec = callspec.params.get("cre_cell") if callspec else None
    return spec if isinstance(spec, Cell) else None


def upcoming(item: pytest.Item, nextitem: pytest.Item | None, session: CreSession) -> Iterator[Cell]:
    """The runnable cells this process runs after ``item``, in order, lazily. Alone, the rest of
    the session's items. Under xdist, ``nextitem`` and then the worker's queue of items handed to
    it; with work stealing only ``nextitem``, which no other worker can take (a request is never
    sent twice)."""
    if nextitem is None:
        return iter(())
    items: list[pytest.Item] = item.session.items
    if not hasattr(item.config, "workerinput"):
        order = item.session.stash.get(ITEM_ORDER, None)
        if order is None or len(order) != len(items):
            order = item.session.stash[ITEM_ORDER] = {id(i): n for n, i in enumerate(items)}
        following = itertools.islice(items, order.get(id(nextitem), len(items)), None)
    else:
        following = iter([nextitem])
        queue = next(
            (p for p in item.config.pluginmanager.get_plugins() if type(p).__name__ == "WorkerInteractor"), None
        )
        if queue is not None and item.config.getoption("dist", None) != "worksteal":
            try:
                with queue.torun.lock() as pending:
                    indices = list(pending)
                following = itertools.chain(following, (items[i] for i in indices if isinstance(i, int)))
            except (AttributeError, TypeError):  # another xdist: the next item only
                pass
    return (s for s in map(spec_of, following) if s is not None and not session.grid.skip_reason(s))


def comparison_of(item: pytest.Item) -> Comparison | None:
    """The comparison an item tests, if it is a drop item."""
    callspec = getattr(item, "callspec", None)
    params = callspec.params if callspec else {}
    spec = params.get("cre_comparison", params.get("cre_drop"))
    return spec if isinstance(spec, Comparison) else None


def select_by_keyword(config: pytest.Config, items: list[pytest.Item], session: CreSession) -> None:
    """``-k`` with exact dimension values: naming a tier, position, filler, task, model or
    vendor exactly selects that value only (``-k 8k`` is not ``128k``, ``-k middle`` is not
    ``middle_twice``); every other word keeps pytest's substring meaning. The whole expression
    is applied here and then cleared, so pytest's own (substring-only) pass does not run too."""
    expr_text = (config.option.keyword or "").strip()
    if not expr_text:
        return
    from _pytest.mark import KeywordMatcher
    from _pytest.mark.expression import Expression

    try:
        expr = Expression.compile(expr_text)
    except SyntaxError:
        return  # pytest reports the malformed expression itself
    known = {"drop"} if session.grid.comparisons else set()
    for spec in session.grid.cells:
        known |= spec.dimension_values()
    remaining, deselected = [], []
    for item in items:
        substring = KeywordMatcher.from_item(item)
        spec = spec_of(item) or comparison_of(item)
        if spec is None:
            matcher = substring
        else:
            values = spec.dimension_values()

            def matcher(name: str, _v=values, _s=substring) -> bool:
                return name.lower() in _v if name.lower() in known else _s(name)

        (remaining if expr.evaluate(matcher) else deselected).append(item)
    config.option.keyword = ""
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        items[:] = remaining


def settle_drops(
    config: pytest.Config, items: list[pytest.Item], session: CreSession, collected: list[pytest.Item]
) -> None:
    """After every deselection and reordering: a selected drop item brings back the two cells
    it compares (so ``--lf`` reruns a failed gate on real records, from the cache), drop items
    go after every cell, and one whose cells cannot run is skipped with the reason. The correction
    groups stay as planned (``Grid.group_size``): selection never changes them."""
    if not session.grid.comparisons:
        return
    have = {s.cell_id for s in map(spec_of, items) if s is not None}
    needed = {c for d in map(comparison_of, items) if d is not None for c in (d.cell_id, d.baseline_cell_id)}
    back = [i for i in collected if (s := spec_of(i)) is not None and s.cell_id in needed - have]
    # Drop items run after every cell, whatever order other plugins chose.
    items[:] = (
        [i for i in items if comparison_of(i) is None] + back + [i for i in items if comparison_of(i) is not None]
    )
    selected = {s.cell_id for s in map(spec_of, items) if s is not None and not session.grid.skip_reason(s)}
    for item in items:
        drop = comparison_of(item)
        if drop is None:
            continue
        missing = [c for c in (drop.cell_id, drop.baseline_cell_id) if c not in selected]
        if missing:
            item.add_marker(pytest.mark.skip(reason=f"cell {missing[0]} is not selected or cannot run"))


class CellRun:
    """What a cell test gets: ``await cre_cell.run()`` runs its samples and returns records."""

    def __init__(self, spec: Cell, runner: Any, node: pytest.Item, session: CreSession) -> None:
        self.spec = spec
        self._runner = runner
        self._node = node
        self._session = session

    async def run(self) -> list[dict[str, Any]]:
        records: list[dict[str, Any]] = []
        try:
            self._runner.follow(self._node.stash.get(UPCOMING, iter(())))
            progress = self._session.progress
            if progress is None:
                records = await self._runner.run_cell(self.spec)
            else:
                progress.start(self.spec.item_id, self._runner.progress.get(self.spec.item_id))
                try:
                    records = await progress.watch(asyncio.ensure_future(self._runner.run_cell(self.spec)))
                finally:
                    progress.stop()
        except CreDataError as exc:
            pytest.fail(f"{self.spec.item_id}: {exc}", pytrace=False)
        except ModelStopped as exc:  # an auth or quota answer earlier: no request would help
            pytest.skip(str(exc))
        except DoesNotFit as exc:  # the server said its window: every request would overflow
            self._node.stash[UNFIT] = f"{self.spec.cell_id}: {exc}"
            pytest.skip(f"{self.spec.item_id}: {exc}")
        finally:
            # For this process's drop items, even when the cell failed (what it did record).
            self._session.cell_finished(self.spec.item_id, records)
        self._node.stash[RECORDS] = records
        if unwritten := self._runner.not_written(records):  # a full disk: the records travel on
            pytest.fail(f"{self.spec.item_id}: {unwritten}", pytrace=False)
        summary = cell_summary(records, self._session.settings.analysis.limit_hits, wilson_light)
        n = summary["n"]
        props = [
            ("accuracy", round(summary["acc"], 4) if n else None),
            ("n", n),
            ("k", summary["k"]),
            ("ci_low", round(summary["ci_low"], 4) if n else None),
            ("ci_high", round(summary["ci_high"], 4) if n else None),
            ("samples", summary["samples"]),
            ("limit_hits", summary["limit_hits"]),
        ]
        props += [(f"n_{s}", c) for s, c in sorted(summary["outcomes"].items())]
        family = self._session.families[self.spec.family]
        props += family.properties(records)
        self._node.user_properties.extend(props)
        failed = family.verdict(records, self._session.settings)
        if failed:
            pytest.fail(f"{self.spec.item_id}: {failed}", pytrace=False)
        held = [r for r in records if r["status"] == NOT_RUN and (r.get("error") or "").startswith(HELD)]
        if records and len(held) == len(records):  # --cre-batch submit: a later run collects it
            pytest.skip(f"{self.spec.item_id}: {len(held)} samples {held[0]['error']}")
        if records and not n:
            first = next((r for r in records if r.get("error")), records[0])
            pytest.fail(
                f"{self.spec.item_id}: no sample got an answer ({first['status']}: "
                f"{first.get('error') or 'see records'})",
                pytrace=False,
            )
        return records


class ComparisonCheck:
    """What a drop test gets: ``cre_drop.check()`` tests one comparison from its cells' records
    and applies ``--cre-fail-on-drop``."""

    def __init__(self, spec: Comparison, session: CreSession, node: pytest.Item) -> None:
        self.spec = spec
        self._session = session
        self._node = node

    def check(self) -> dict[str, Any]:
        result = self._session.test_drop(self.spec)
        if isinstance(result, str):
            pytest.skip(result)
        self._node.user_properties.extend(
            (k, round_value(k, result[k]))
            for k in (
                "drop_pp",
                "drop_ci_low",
                "drop_ci_high",
                "p_value",
                "p_mcnemar",
                "threshold",
                "significant",
                "family",
                "family_size",
                "n",
                "k",
                "baseline_n",
                "baseline_k",
                *(k for k in ("verdict", "pairs_used", "fixed_n", "e_value", "cs_low", "cs_high") if k in result),
            )
        )
        gate = self._session.settings.fail_on_drop
        if gate is not None and result["significant"] and -result["drop_pp"] > gate:
            why = f"p={result['p_value']:.3g} < {result['threshold']:.3g}"
            if "verdict" in result:  # --cre-adaptive: the sequential test's verdict
                why = f"sequential test, {result['verdict']} after {result['pairs_used']} of {result['fixed_n']} pairs"
            pytest.fail(
                f"{self.spec.comparison}: accuracy {change_words(result['drop_pp'])} "
                f"({100 * result['baseline_acc']:.1f}% -> {100 * result['acc']:.1f}%) in "
                f"{self.spec.drop_id.removeprefix('drop-')}, significant ({why}) and more than "
                f"--cre-fail-on-drop {gate:g}pp",
                pytrace=False,
            )
        return result
