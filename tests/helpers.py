"""Helpers shared by the suite (one place: each test module imports what it needs)."""

from __future__ import annotations

import json
from pathlib import Path

# A small grid against sim: 4 samples per cell at a 4K tier.
SMALL = ["--cre-n", "4", "--cre-tiers", "4k", "-p", "no:cacheprovider"]
SMALL_WS = SMALL[:4] + ["--cre-fillers", "ws"] + SMALL[4:]


def run_records(run: Path) -> list[dict]:
    """The records a run folder holds, by cell, seed and sample (they are appended in the
    order samples finish)."""
    recs = [json.loads(line) for line in (run / "records.jsonl").read_text().splitlines()]
    return sorted(recs, key=lambda r: (r["cell_id"], r.get("seed") or 0, r["sample"]))
