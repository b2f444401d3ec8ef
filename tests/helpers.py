"""Helpers shared by the suite (one place: each test module imports what it needs)."""

from __future__ import annotations

import shutil
import signal
import subprocess
from pathlib import Path

import pytest

# A small grid against sim: 4 samples per cell at a 4K tier.
SMALL = ["--cre-n", "4", "--cre-tiers", "4k", "-p", "no:cacheprovider"]
SMALL_WS = [*SMALL[:4], "--cre-fillers", "ws", *SMALL[4:]]
# The repo's cells modules, for pytester projects (importable from here: several test folders
# have a conftest.py, so ``from conftest import`` depends on which was imported first).
CELLS_MODULE = (Path(__file__).resolve().parents[1] / "cells" / "test_reasoning.py").read_text()
RECALL_MODULE = (Path(__file__).resolve().parents[1] / "cells" / "test_recall.py").read_text()
RETRIEVAL_MODULE = (Path(__file__).resolve().parents[1] / "cells" / "test_retrieval.py").read_text()


def run_records(run: Path) -> list[dict]:
    """The records a run folder holds, by cell, seed and sample (they are appended in the
    order samples finish; packed fields restored)."""
    from pytest_cre.core.record import read_records

    recs = read_records(run / "records.jsonl")
    return sorted(recs, key=lambda r: (r["cell_id"], r.get("seed") or 0, r["sample"]))


def summary_table(result) -> list[str]:
    """The terminal summary of a pytester run up to the files line, without the tokens lines:
    cached token counts depend on which requests met the sim's prefix cache warm (timing, and
    under xdist each worker's own sim), a fact of the run, not of its cells."""
    text = result.stdout.str()
    lines = text[text.index("pytest-cre summary") : text.index("reports:")].splitlines()
    return [line for line in lines if not line.startswith("tokens ")]


def cells_table(records: list[dict]):
    """The cells table of reasoning records (``analysis.tables.cells_table`` with that family)."""
    from pytest_cre.analysis.tables import cells_table as table
    from pytest_cre.families.reasoning import ReasoningFamily

    return table(records, ReasoningFamily().reporter)


def drops_table(records: list[dict], cells=None, analysis=None, planned: list[dict] | None = None):
    """The comparisons of reasoning records (``analysis.tables.drops_table`` with that family);
    ``planned``: the labels of every comparison the design planned (``planned_comparisons``)."""
    from pytest_cre.analysis.tables import drops_table as table
    from pytest_cre.families.reasoning import ReasoningFamily

    cells = cells_table(records) if cells is None else cells
    return table(records, cells, ReasoningFamily().reporter, analysis=analysis, planned=planned)


def planned_comparisons(settings, analysis=None) -> list[dict]:
    """The labels of every comparison a grid plans (its drop items, before any selection)."""
    from pytest_cre.families.reasoning import ReasoningFamily

    family = ReasoningFamily()
    return [
        d.labels()
        for d in family.comparison_items(family.expand(settings, family.run_data()), analysis or settings.analysis)
    ]


def chromium() -> str:
    """The headless browser the page tests drive; the test skips where none is installed."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary is None:
        pytest.skip("no chromium binary on PATH")
    return binary


def headless(binary: str, profile: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``chromium --headless`` with a fresh profile under ``profile`` and nothing of its own on the
    network (no sync, updates or background requests), then ``args`` (a window size, a
    ``--dump-dom`` or ``--screenshot`` of a file URI)."""
    flags = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile / 'profile'}",
    ]
    return subprocess.run([binary, *flags, *args], capture_output=True, text=True, timeout=60)


def default_signals() -> None:
    """A ``preexec_fn``: the child starts with SIGINT, SIGTERM and SIGHUP at their defaults, as
    from a terminal. A suite run in the background of a script ignores SIGINT and one under
    ``nohup`` ignores SIGHUP, and a child inherits that: Python then never raises
    KeyboardInterrupt, and the plugin rightly leaves an ignored SIGHUP ignored."""
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)


def neutral_prose(folder: Path) -> Path:
    """A data folder whose neutral prose is not the Python docs (the default's): made-up
    paragraphs, enough for a 4K context."""
    import random

    rng = random.Random(0)
    words = [
        "river",
        "stone",
        "market",
        "winter",
        "garden",
        "letter",
        "harbor",
        "signal",
        "forest",
        "lantern",
        "meadow",
        "bridge",
    ]
    paras = [" ".join(rng.choice(words) for _ in range(60)) + "." for _ in range(200)]
    (folder / "neutral_prose").mkdir(parents=True)
    (folder / "neutral_prose" / "prose.txt").write_text("\n\n".join(paras) + "\n")
    return folder


def assert_cell_fields_complete(run: Path) -> None:
    """Each family's cells table of the run's records (read as ``cre report`` reads them, packed
    fields packed) is the same from a frame of the fields its reporter declares (``cell_fields``)
    as from every field: a field its ``cell_columns`` reads and does not declare would be a
    KeyError or read as absent there."""
    import pandas as pd

    from pytest_cre.analysis.tables import cells_table as table
    from pytest_cre.core.record import read_records
    from pytest_cre.families.registry import builtin_families

    class EveryField:
        def __init__(self, reporter: object) -> None:
            self.reporter = reporter

        cell_fields = None

        def __getattr__(self, name: str) -> object:
            return getattr(self.reporter, name)

    records = read_records(run / "records.jsonl", packed=True)
    families = builtin_families()
    for name in {r["family"] for r in records}:
        recs = [r for r in records if r["family"] == name]
        reporter = families[name].reporter
        assert reporter.cell_fields is not None, name
        pd.testing.assert_frame_equal(table(recs, reporter), table(recs, EveryField(reporter)))
