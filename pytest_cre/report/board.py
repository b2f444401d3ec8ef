"""The leaderboard across runs (``cre board RUN...``): one row per model of each run, never
pooled across runs, ranked by the family's rank key (``Reporter.rank_cells``: reasoning's
middle accuracy) with complete runs of this installation's prompt and scorer versions, over
the board's grid and prompts, first, and the rest marked and ranked after them.

Each family says what its row holds (``FamilyReport.board``); the board adds what tells two rows
apart (the grid, the seeds, the filler sources), the run, its status, the model's vendor
settings (thinking, max_tokens, notes), the versions check and a link to the run's own page.
"""

from __future__ import annotations

import html
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..analysis.stats import wilson
from ..core.prompts import filler_sources, prompt_key

if TYPE_CHECKING:
    from pandas import DataFrame

    from ..core.record import Record
    from ..run.loading import LoadedRun
    from .family_report import ReportedFamily


@dataclass
class BoardRow:
    """One model of one run, as the board shows it."""

    family: str
    model: str
    run_id: str
    run_page: str  # the run's report.html
    score: float  # the family's headline score in [0, 1] (the rank's key), NaN: none
    low: float
    high: float
    score_name: str
    figures: dict[str, str] = field(default_factory=dict)  # the family's own columns
    settings: dict[str, str] = field(default_factory=dict)  # vendor settings (thinking, ...)
    problems: list[str] = field(default_factory=list)  # why it ranks after complete runs
    grid: frozenset[tuple[str, ...]] = frozenset()  # the cells it was scored on, model aside
    grid_name: str = ""  # the grid as a reader names it: its name and cell count
    seeds: str = ""
    fillers: str = ""  # the filler sources its prompts drew from
    prompt_key: str = ""  # ``core.prompts.prompt_key`` of its cells: one key, the same sources

    @property
    def complete(self) -> bool:
        return not self.problems


def pooled_score(cells: DataFrame, model: str) -> tuple[float, float, float, int, int]:
    """A model's accuracy over the cells of a cells table: (acc, low, high, k, n)."""
    mine = cells[cells["model"] == model] if not cells.empty else cells
    k, n = (int(mine["k"].sum()), int(mine["n"].sum())) if not mine.empty else (0, 0)
    if not n:
        return float("nan"), float("nan"), float("nan"), 0, 0
    low, high = wilson(k, n)
    return k / n, low, high, k, n


def board_rows(loaded: LoadedRun, folder: Path, failures: list[str] | None = None) -> list[BoardRow]:
    """A loaded run's rows (``run.loading.LoadedRun`` of one source, its folder): one per
    family and model. A family whose board columns (or whole report) could not be made has
    rows without them, and its line in ``failures``."""
    report = loaded.report()
    status = loaded.meta.get("status") or "complete"
    source = loaded.sources[0]
    settings = loaded.meta.get("settings") or source.run.get("settings") or {}
    rows = []
    for g in report.tables:
        reporter = g.family.reporter
        said = [g.report.failures[piece] for piece in ("report", "board") if piece in g.report.failures]
        if failures is not None:
            failures += [f"{folder.name}: {line}" for line in said]
        ranked, score_name = reporter.rank_cells(g.cells) if not g.cells.empty else (g.cells, "")
        for model in dict.fromkeys(g.cells["model"]) if not g.cells.empty else ():
            score, low, high, _k, _n = pooled_score(ranked, model)
            mine = g.cells[g.cells["model"] == model]
            cell_ids = set(mine["cell_id"])
            records = [r for r in g.records if r.get("model") == model]
            problems = []
            if status != "complete":
                asked = len(records) + sum(n for c, n in loaded.missing.items() if c in cell_ids)
                answered = sum(r.get("status") == "ok" for r in records)
                problems.append(f"{status} run: {answered:,} of {asked:,} samples answered")
            elif "incomplete" in mine and bool(mine["incomplete"].any()):
                problems.append("incomplete cells")
            problems += version_problems(records, g.family)
            keys = [k for k in reporter.cell_keys if k != "model" and k in mine]
            seeds = sorted({r.get("seed") for r in records} - {None}, key=str)
            prompts = {v for c in cell_ids for v in source.prompts.get(c, ())}
            rows.append(
                BoardRow(
                    family=g.family.name,
                    model=model,
                    run_id=str(loaded.meta.get("run_id") or folder.name),
                    run_page=str((folder / "report.html").resolve()),
                    score=score,
                    low=low,
                    high=high,
                    score_name=score_name,
                    figures=dict(g.report.board.get(model, {})),
                    settings=model_settings(loaded.meta, model),
                    problems=problems,
                    grid=frozenset(map(tuple, mine[keys].astype(str).values.tolist())),
                    grid_name=f"{settings.get('grid') or 'default'}, {len(mine)} cells",
                    seeds=", ".join(map(str, seeds)),
                    fillers=" + ".join(filler_sources(prompts)) or "none",
                    prompt_key=prompt_key(prompts),
                )
            )
    return rows


def mark_other_grids(rows: list[BoardRow]) -> None:
    """Scores over different cells, or over the same cells asked with other prompts (another
    filler source, template or tokenizer), do not rank against each other: per family, the
    grid and prompts most rows share are the board's, and every other row is marked."""
    for family in {r.family for r in rows}:
        mine = [r for r in rows if r.family == family]
        board = max(mine, key=lambda r: sum((o.grid, o.prompt_key) == (r.grid, r.prompt_key) for o in mine))
        for r in mine:
            if r.grid != board.grid:
                r.problems.append(f"another grid ({len(r.grid)} cells, the board's {len(board.grid)})")
            elif r.prompt_key != board.prompt_key:
                r.problems.append(f"other prompts (filler {r.fillers}; the board's: {board.fillers})")


def model_settings(meta: dict[str, Any], model: str) -> dict[str, str]:
    """What a reader compares besides the model: its thinking switch, token budget and the
    run's notes (a quantization, a server build), as run.json recorded them."""
    settings = meta.get("settings") or {}
    found = next((m for m in settings.get("models") or () if isinstance(m, dict) and m.get("name") == model), {})
    out = {}
    if found.get("thinking") is not None:
        out["thinking"] = "on" if found["thinking"] else "off"
    if found.get("max_output_tokens") is not None:
        out["max_tokens"] = str(found["max_output_tokens"])
    notes = " ".join(str(settings.get("notes") or meta.get("notes") or "").split())
    if notes:
        out["notes"] = notes[:120]
    return out


def version_problems(records: list[Record], family: ReportedFamily) -> list[str]:
    """Records made with another prompt template or scorer than this installation's."""
    templates = {str(v) for r in records if (v := r.get("template_version")) is not None}
    scorers = {str(v) for r in records if (v := r.get("scorer_version")) is not None}
    problems = []
    if templates - set(family.template_versions) or len(templates) > 1:
        problems.append(f"prompt {', '.join(sorted(templates))} (this installation: {family.template_versions[0]})")
    if scorers - {family.scorer_version}:
        problems.append(f"scorer {', '.join(sorted(scorers))} (this installation: {family.scorer_version})")
    return problems


def rank(rows: list[BoardRow]) -> list[BoardRow]:
    """Per family: complete runs first, each part by score (highest first; none last)."""
    return sorted(
        rows,
        key=lambda r: (r.family, not r.complete, r.score != r.score, -(r.score if r.score == r.score else 0.0)),
    )


def _pct(v: float) -> str:
    return "-" if v != v else f"{100 * v:.0f}%"


def _score(r: BoardRow) -> str:
    return "none scored" if r.score != r.score else f"{_pct(r.score)} ({_pct(r.low)} to {_pct(r.high)})"


def _said(r: BoardRow) -> list[str]:
    """What tells a row from another of the same model: grid, seeds, filler sources."""
    return [r.grid_name, r.seeds, r.fillers]


SAID = ["grid", "seeds", "filler"]


def board_lines(rows: list[BoardRow]) -> list[str]:
    """The terminal's table, per family."""
    lines: list[str] = []
    for family in dict.fromkeys(r.family for r in rows):
        mine = [r for r in rows if r.family == family]
        extra = list(dict.fromkeys(k for r in mine for k in r.figures))
        setting_keys = list(dict.fromkeys(k for r in mine for k in r.settings))
        head = ["#", "model", *SAID, mine[0].score_name.split(" (")[0], *extra, *setting_keys, "run", "marks"]
        body = [
            [
                str(i),
                r.model,
                *_said(r),
                _score(r),
                *(r.figures.get(k, "") for k in extra),
                *(r.settings.get(k, "") for k in setting_keys),
                r.run_id,
                "; ".join(r.problems),
            ]
            for i, r in enumerate(mine, 1)
        ]
        widths = [max(len(x) for x in col) for col in zip(head, *body)]
        lines.append(f"leaderboard: {family}, ranked by {mine[0].score_name} with its 95% Wilson interval")
        for row in (head, *body):
            lines.append("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip())
    if any(not r.complete for r in rows):
        lines.append(
            "marked rows rank after complete ones: a partial run, another grid, other prompts (another "
            "filler source, template or tokenizer), or records of another prompt or scorer version"
        )
    return lines


def board_json(rows: list[BoardRow]) -> str:
    return json.dumps(
        [
            {
                "rank": i,
                "family": r.family,
                "model": r.model,
                "run_id": r.run_id,
                "grid": r.grid_name,
                "seeds": r.seeds,
                "filler": r.fillers,
                "prompt_key": r.prompt_key,
                "score_name": r.score_name,
                "score": None if r.score != r.score else round(r.score, 6),
                "score_low": None if r.low != r.low else round(r.low, 6),
                "score_high": None if r.high != r.high else round(r.high, 6),
                **r.figures,
                "settings": r.settings,
                "complete": r.complete,
                "problems": r.problems,
                "page": r.run_page,
            }
            for i, r in enumerate(rows, 1)
        ],
        indent=1,
    )


def board_html(rows: list[BoardRow], out: Path) -> str:
    """One self-contained page; each row links to its run's page (relative to ``out``)."""
    e = html.escape
    parts = [
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>pytest-cre leaderboard</title>",
        "<style>body{font-family:sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse;"
        "margin:1em 0}th,td{border-bottom:1px solid #ddd;padding:4px 10px;text-align:left;font-size:14px}"
        "tr.marked td{color:#777;font-style:italic}.ci{color:#666;font-size:12px}</style></head><body>",
        "<h1>pytest-cre leaderboard</h1>",
        "<p>One row per model of each run, never pooled across runs, ranked by the score each family names "
        "(reasoning: middle accuracy, pooled over its tasks, fillers and tiers). Complete runs of this "
        "installation's prompt and scorer, over the board's grid and prompts, rank first; marked rows (a partial "
        "run, another grid, other prompts, other versions) rank after them.</p>",
    ]
    for family in dict.fromkeys(r.family for r in rows):
        mine = [r for r in rows if r.family == family]
        extra = list(dict.fromkeys(k for r in mine for k in r.figures))
        setting_keys = list(dict.fromkeys(k for r in mine for k in r.settings))
        head = ["#", "model", *SAID, mine[0].score_name.split(" (")[0], *extra, *setting_keys, "run", "marks"]
        parts.append(f"<h2>{e(family)}</h2><p>Ranked by {e(mine[0].score_name)}, with its 95% Wilson interval.</p>")
        parts.append(f"<table><tr>{''.join(f'<th>{e(h)}</th>' for h in head)}</tr>")
        for i, r in enumerate(mine, 1):
            link = os.path.relpath(r.run_page, out)
            cells = [
                str(i),
                e(r.model),
                *(e(x) for x in _said(r)),
                "none scored"
                if r.score != r.score
                else f"{_pct(r.score)} <span class='ci'>{_pct(r.low)} to {_pct(r.high)}</span>",
                *(e(r.figures.get(k, "")) for k in extra),
                *(e(r.settings.get(k, "")) for k in setting_keys),
                f"<a href='{e(link)}'>{e(r.run_id)}</a>",
                e("; ".join(r.problems)),
            ]
            marked = "" if r.complete else " class='marked'"
            parts.append(f"<tr{marked}>{''.join(f'<td>{c}</td>' for c in cells)}</tr>")
        parts.append("</table>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
