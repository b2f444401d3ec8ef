"""``cre board``: a leaderboard across runs, one row per model of each run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..core.errors import CreUsageError


def add_parser(sub: Any) -> None:
    """``cre board``: its options."""
    p = sub.add_parser(
        "board",
        help="a leaderboard across runs: one row per model of each run, ranked, linked to its page",
        description="Rank the models of several runs (run folders, or folders of runs such as reports/): one "
        "row per model of each run, never pooled across runs; complete runs of this installation's prompt and "
        "scorer first, incomplete or other-version runs marked and ranked after them.",
    )
    p.add_argument("sources", nargs="+", help="run folders, or folders of runs (reports/)")
    p.add_argument(
        "--out",
        default=None,
        help="folder for board.html and board.json (default: board/ in the folder of runs given, e.g. reports/board)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """One row per model of each run, ranked, with links to each run's page."""
    from ..report.board import board_html, board_json, board_lines, board_rows, mark_other_grids, rank
    from ..run.loading import load_run, read_sources

    rows = []
    notices: list[str] = []
    failures: list[str] = []  # a family's board columns that could not be made: its rows lack them
    for run in _board_runs(args.sources):
        rows += board_rows(load_run(read_sources([run], notices)), run.parent if run.is_file() else run, failures)
    mark_other_grids(rows)
    for line in notices:
        print(f"cre: {line}", file=sys.stderr)
    if not rows:
        raise CreUsageError("no run given has a scored record: nothing to rank")
    ranked = rank(rows)
    for line in board_lines(ranked):
        print(line)
    out = Path(args.out) if args.out else _board_home(args.sources) / "board"
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "board.json").write_text(board_json(ranked) + "\n", encoding="utf-8")
        (out / "board.html").write_text(board_html(ranked, out.resolve()), encoding="utf-8")
    except OSError as exc:
        raise CreUsageError(f"cannot write the leaderboard to {out}: {exc.strerror or exc}: pass --out DIR") from None
    print(f"leaderboard: {out / 'board.html'} and board.json ({len(ranked)} rows)")
    for failure in failures:
        print(f"cre: error: {failure}", file=sys.stderr)
    return 2 if failures else 0


def _board_runs(names: list[str]) -> list[Path]:
    """The run folders the names give: a run folder (or records file) itself, or every run
    folder inside a folder of runs (``reports/``: not ``latest``, not re-analyses)."""
    runs: list[Path] = []
    for name in names:
        path = Path(name)
        if path.is_file() or (path / "records.jsonl").is_file():
            runs.append(path)
        elif path.is_dir():
            inside = [p for p in sorted(path.iterdir()) if not p.is_symlink() and (p / "run.json").is_file()]
            if not inside:
                raise CreUsageError(f"{name}: no run folder there (a folder with run.json and records.jsonl)")
            runs += [p / "records.jsonl" if (p / "records.jsonl").is_file() else p for p in inside]
        else:
            raise CreUsageError(f"{name}: no such run folder")
    return runs


def _board_home(names: list[str]) -> Path:
    """Where the board goes without --out: in the folder of runs it was given (``reports/``),
    else beside the first run folder given (its reports folder), never the current folder."""
    first = Path(names[0])
    if first.is_file():  # a records file: its run folder's parent
        return first.parent.parent
    return first.parent if (first / "records.jsonl").is_file() else first
