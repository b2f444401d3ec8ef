"""The run's grid, fixed before anything runs: each benchmark family's cells, the comparisons
they support, the correction groups those comparisons are tested in, and why a cell cannot
run when that is known without I/O (a missing key, missing data)."""

from __future__ import annotations

import textwrap
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..analysis.policy import correction_policy
from ..core.errors import CreUsageError
from ..core.user_values import probe_folder
from ..endpoints.cache import check_cache_path
from ..endpoints.server_info import check_server_tokens
from ..endpoints.vendors import missing_key_reason
from ..options import Settings
from .worker_context import worker_context

if TYPE_CHECKING:
    from ..families.base import Cell, RunData
    from .family_types import AnyFamily, Families


class Grid:
    """The selected families' cells and comparison items, and the statistical policy they are
    tested under. Built once per process from the options; nothing changes it afterwards
    (``-k``, ``--lf`` or a crash select among its items, they never resize a correction group)."""

    def __init__(self, settings: Settings, families: Families) -> None:
        self.settings = settings
        self.families = families
        chosen = _chosen(families, settings)
        # What each family reads for this run (its corpora, task data, pools, header notices).
        self.data: dict[str, RunData] = {}
        for name, f in families.items():
            shared = f.shares_data_with
            self.data[name] = self.data[shared] if shared in self.data else f.run_data()
        # A list each (``expand`` may give any sequence; the family's other members take a list).
        self.cells_of: dict[str, list[Cell]] = {
            name: list(f.expand(settings, self.data[name])) if name in chosen else [] for name, f in families.items()
        }
        self.cells = [c for cells in self.cells_of.values() for c in cells]
        self.items_of = {c.item_id: c for c in self.cells}
        self._skip_reasons = self._static_skip_reasons()
        # The statistical policy, parsed once; without --cre-family, the grid's own groups.
        self.correction_rule = settings.correction_groups or _default_rule(families, self.cells_of, settings.grid)
        self.analysis = replace(settings.analysis, **family_correction_policy(self.correction_rule, families))
        self.comparisons = [
            d for name, f in families.items() for d in f.comparison_items(self.cells_of[name], self.analysis)
        ]
        # The plan: every comparison the grid asks for, before -k, --lf or a crash selects any.
        self.planned: dict[str, list[dict[str, Any]]] = {}
        for d in self.comparisons:
            self.planned.setdefault(d.family, []).append(d.labels())
        # Each family's comparisons are corrected within its own table (drops.csv): a group of
        # one family never grows by another's comparisons, whose labels may be the same.
        self.group_size = Counter((d.family, self.analysis.group_of(d.labels())) for d in self.comparisons)

    def data_files(self) -> list[Path]:
        """Every file the grid's cells read (hashed into the run's provenance)."""
        return [
            f
            for name, fam in self.families.items()
            for f in fam.data_files(self.cells_of[name], self.settings, self.data[name])
        ]

    def used(self) -> list[AnyFamily]:
        """The families with cells in this grid, in registration order."""
        return [f for name, f in self.families.items() if self.cells_of[name]]

    def _static_skip_reasons(self) -> dict[str, str]:
        models = {m.name: m for m in self.settings.models}
        reasons: dict[str, str] = {}
        for spec in self.cells:
            reason = missing_key_reason(models[spec.model]) or self.families[spec.family].skip_reason(
                spec, self.settings
            )
            if reason:
                reasons[spec.cell_id] = reason
        return reasons

    def skip_reason(self, spec: Cell) -> str | None:
        """Why a cell cannot run, known without I/O, or None."""
        return self._skip_reasons.get(spec.cell_id)

    def skip_reason_of_cells(self, *cell_ids: str) -> str | None:
        """Why a comparison of these cells cannot be tested (the first of them that is skipped)."""
        for cell_id in cell_ids:
            if cell_id in self._skip_reasons:
                return f"cell {cell_id} is skipped: {self._skip_reasons[cell_id]}"
        return None

    def check(self, report_dir: Path) -> None:
        """Options that cannot serve the selected cells are usage errors, before anything runs:
        each family's data, and writable report and cache folders (probed on the nearest
        existing folder, so nothing is created before any cell runs)."""
        settings = self.settings
        context = worker_context(settings, self.families, sim=False)  # a check that assembles prompts
        for name, family in self.families.items():
            family.check(self.cells_of[name], settings, self.data[name], context)
        targets = [("--cre-report-dir", report_dir)]
        if settings.cache_mode != "off":
            targets.append(("--cre-cache", settings.cache_path.parent))
        for option, path in targets:
            existing = path
            while not existing.exists() and existing != existing.parent:
                existing = existing.parent
            try:
                probe_folder(existing)
            except OSError as exc:
                raise CreUsageError(
                    f"{option} {path}: {existing} is not a writable folder ({exc.strerror or exc}): "
                    f"give {option} a folder you can write to, or free space on its disk"
                ) from None
        if settings.cache_mode != "off":
            check_cache_path(settings.cache_path)  # a directory, text, corrupt or read-only file
        used = {spec.model for spec in self.cells}
        for model in settings.models:  # --cre-tokenizer server: a server that cannot count, now
            if model.name in used:
                check_server_tokens(model, settings.api_key)

    def marker_descriptions(self) -> dict[str, str]:
        """Registration lines of every marker the grid's items carry."""
        out = {
            "cre": "a pytest-cre benchmark cell",
            "cre_comparison": "a pytest-cre comparison item (the drop between two cells)",
            "cre_drop": "a pytest-cre comparison item (cre_comparison's older name)",
        }
        for name, family in self.families.items():
            out.update(family.marker_descriptions(self.cells_of[name]))
        return out

    def header_lines(self) -> list[str]:
        """What the families noticed while building the grid, and the correction groups."""
        # A RunData two families share (``Family.shares_data_with``) is said once.
        notices = dict.fromkeys(n for d in self.data.values() for n in d.notices)
        return [*notices, *self.significance_lines()]

    def significance_lines(self) -> list[str]:
        """The correction groups as planned, before anything runs (the run's header): their
        rule and each one's size, the m every comparison in it is corrected over."""
        tested = {family for family, name in self.group_size if name is not None}
        families = [family for family in self.families if family in tested]  # registration order
        if len(families) > 1:  # each family's groups, in its own words
            return [
                line
                for family in families
                for line in self._significance_lines(
                    {n: m for (f, n), m in self.group_size.items() if f == family}, f" of {family}"
                )
            ]
        return self._significance_lines({name: m for (_, name), m in self.group_size.items()})

    def _significance_lines(self, group_size: dict[str | None, int], whose: str = "") -> list[str]:
        sizes = {name: m for name, m in group_size.items() if name is not None}
        if not sizes:
            return []
        a = self.analysis
        how = a.method
        total = sum(sizes.values())
        if len(sizes) == 1 and not a.split:
            scope = f" ({a.describe()})" if a.family else ""
            return [f"cre: significance{whose}: {how} over {total} planned comparisons{scope} at alpha={a.alpha:g}"]
        alike: dict[int, list[str]] = {}  # one line per size
        for name, m in sizes.items():
            alike.setdefault(m, []).append(name)
        lines = [
            f"cre: significance{whose}: {how} at alpha={a.alpha:g} within each of {len(sizes)} correction groups "
            f"({a.describe()}; --cre-correction-groups {self.correction_rule or 'all'}), {total} planned comparisons:"
        ]
        for m, names in alike.items():
            lines += textwrap.wrap(f"{m} each: {', '.join(names)}", 110, initial_indent="  ", subsequent_indent="    ")
        return lines

    def threshold(self, family: str, labels: dict[str, Any]) -> tuple[str | None, int, float]:
        """A comparison's (of ``family``, with these labels) correction group, its planned size
        and the p-value threshold within it:
        the declared correction when it is decidable per item (bonferroni, none); for holm, which
        needs every p-value at once, the (stricter) Bonferroni threshold."""
        a = self.analysis
        group = a.group_of(labels)
        m = max(1, self.group_size[(family, group)])
        # statsmodels rejects at p_adjusted <= alpha, i.e. p <= alpha / m: the same rule here.
        return (
            group,
            self.group_size[(family, group)] if group is not None else 0,
            a.alpha if a.correction == "none" else a.alpha / m,
        )


def family_correction_policy(text: str | None, families: Families) -> dict[str, Any]:
    """``correction_policy`` with the registered families' named rules and comparison labels."""
    rules = {name: rule for f in families.values() for name, rule in f.correction_rules.items()}
    labels = [label for f in families.values() for label in f.comparison_labels]
    return correction_policy(text, rules, labels)


def _chosen(families: Families, settings: Settings) -> set[str]:
    """The families whose cells the options ask for: those the options name, else the default
    ones. A grid no family owns is a usage error."""
    if settings.grid is not None and not any(settings.grid in f.grids for f in families.values()):
        known = list(dict.fromkeys(g for f in families.values() for g in f.grids))  # a grid two families share, once
        raise CreUsageError(f"unknown grid {settings.grid!r}: use one of {', '.join(known)}")
    named = {name for name, f in families.items() if f.selected(settings)}
    return named or {name for name, f in families.items() if f.default}


def _default_rule(families: Families, cells_of: dict[str, list[Cell]], grid: str | None) -> str:
    """The ``--cre-family`` the grid asks for (``Family.correction_rule`` of the first family
    with cells that has one), "" (one group of every comparison) when none does."""
    return next((rule for name, f in families.items() if cells_of[name] and (rule := f.correction_rule(grid))), "")
