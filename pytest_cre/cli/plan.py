"""``cre plan``: what a run would send and cost, per model, without sending anything."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .shared import add_shared, shared_values


def add_parser(sub: Any) -> None:
    """``cre plan``: its options."""
    p = sub.add_parser(
        "plan",
        help="what a run would send and cost, per model, without sending anything",
        description="Per model: requests, exact prompt tokens, an output-token bound, what the "
        "response cache holds, and the cost at list prices. Same option names as the "
        "plugin; for -k/-m selection use `pytest cells --cre-plan`.",
    )
    p.add_argument(
        "--cre-model",
        "--model",
        dest="models",
        action="append",
        default=None,
        metavar="NAME",
        help="model to plan for (repeatable; default: sim)",
    )
    add_shared(p, "plan")
    p.add_argument("--json", action="store_true", help="one JSON object per model (default: a table)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """``cre plan``: what the selected grid would send and cost, without sending anything."""
    from ..families.registry import builtin_families
    from ..options import build_settings
    from ..run.grid import Grid
    from ..run.plan import plan_cells, plan_lines
    from ..session import report_folder

    families = builtin_families()
    settings = build_settings(
        {**shared_values(args), "models": args.models or [], "base_dir": str(Path.cwd())}, families=families
    )
    grid = Grid(settings, families)
    grid.check(report_folder(settings, Path.cwd()))
    step = max(1, len(grid.cells) // 10)

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty() and (done % step == 0 or done == total):
            print(
                f"\rassembling prompts: {done}/{total} cells",
                end="\n" if done == total else "",
                file=sys.stderr,
                flush=True,
            )

    plans = plan_cells(settings, grid.cells, families, grid.data, progress=progress)
    if args.json:
        print(json.dumps([p.as_dict() for p in plans], indent=1))
        return 0
    print(
        f"pytest-cre plan: {len(grid.cells)} cells (select with `pytest cells --cre-plan -k ... -m ...`), nothing sent"
    )
    for line in plan_lines(plans, settings.max_cost):
        print(line)
    return 0
