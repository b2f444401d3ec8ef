"""Helpers shared by the suite (one place: each test module imports what it needs)."""

from __future__ import annotations

from pathlib import Path

# A small grid against sim: 4 samples per cell at a 4K tier.
SMALL = ["--cre-n", "4", "--cre-tiers", "4k", "-p", "no:cacheprovider"]
SMALL_WS = SMALL[:4] + ["--cre-fillers", "ws"] + SMALL[4:]


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
    lines = text[text.index("pytest-cre summary"):text.index("reports:")].splitlines()
    return [line for line in lines if not line.startswith("tokens ")]
