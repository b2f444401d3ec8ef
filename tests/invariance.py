"""Recorded outputs that a behaviour-preserving change must reproduce exactly.

``python tests/invariance.py --record`` (with CRE_DATA_DIR set) writes
``fixtures/invariance.json``; ``test_invariance.py`` checks against it.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "invariance.json"
TASKS = ("arith", "gsm8k", "arc")
FILLERS = ("ws", "qo_v2", "neutral")
POSITIONS = ("end", "start", "middle", "middle_twice", "middle_dup", "depth:25")
TIERS = ("8k", "32k")
SAMPLES = (0, 1)
SEED = 42
N = 50
# Columns that record what the server's prefix cache served: it depends on which requests
# overlapped in time (a prefix still being computed is no hit), a fact of the run like latency,
# not of the cells, so the guard leaves them out; so is how many answers came from the response cache.
RUN_FACTS = ("tokens_cached", "from_cache")


def prompt_hashes(data_dir: Path) -> dict[str, str]:
    """sha256 of every prompt of the grid above, by ``task/filler/position/tier/sample``."""
    from pytest_cre.core.dims import parse_tier
    from pytest_cre.families.reasoning.cells import CellSpec
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.options import build_settings
    from pytest_cre.run.runner import Runner

    families = builtin_families()
    settings = build_settings({"data_dir": str(data_dir), "seed": SEED, "n": N}, families=families)
    runner = Runner(settings, run_id="invariance", families=families)
    out: dict[str, str] = {}
    for task in TASKS:
        cells = [("baseline", "none", "none")] + [(p, f, t) for f in FILLERS for t in TIERS for p in POSITIONS]
        for position, filler, tier in cells:
            spec = CellSpec(
                task=task,
                position=position,
                filler=filler,
                tier=parse_tier(tier),
                model="sim",
                vendor="sim",
                n=N,
                seed=SEED,
            )
            for sample in SAMPLES:
                prompt, _target = runner.prompt(spec, sample)
                out[f"{task}/{filler}/{position}/{tier}/{sample}"] = prompt.prompt_sha256
    runner.close()
    return out


def default_grid_files(workdir: Path) -> dict[str, str]:
    """sha256 of cells.csv and drops.csv of the default grid against sim (Python-docs neutral
    prose, no cache)."""
    cells = Path(__file__).resolve().parents[1] / "cells"
    env = {k: v for k, v in os.environ.items() if k != "CRE_DATA_DIR"}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            str(cells),
            "-q",
            "-p",
            "no:cacheprovider",
            "--cre-cache=off",
            "--cre-neutral=python",
            f"--cre-report-dir={workdir}",
        ],
        cwd=workdir,
        env=env,
        check=True,
        capture_output=True,
    )
    run = (workdir / "latest").resolve()
    return {name: hashlib.sha256(stable_bytes(run / name)).hexdigest() for name in ("cells.csv", "drops.csv")}


def stable_bytes(path: Path) -> bytes:
    """A table's bytes without the :data:`RUN_FACTS` columns."""
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    if not rows or not set(RUN_FACTS) & set(rows[0]):
        return path.read_bytes()
    keep = [i for i, c in enumerate(rows[0]) if c not in RUN_FACTS]
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([[r[i] for i in keep] for r in rows])
    return out.getvalue().encode("utf-8")


def python_docs_version() -> str:
    """The default grid's neutral filler is the running Python's docs: hashes hold per version."""
    return ".".join(map(str, sys.version_info[:3]))


if __name__ == "__main__" and "--record" in sys.argv:
    import tempfile

    data = Path(os.environ["CRE_DATA_DIR"])
    with tempfile.TemporaryDirectory() as tmp:
        fixture = {
            "python": python_docs_version(),
            "prompts": prompt_hashes(data),
            "default_grid": default_grid_files(Path(tmp)),
        }
    FIXTURE.write_text(json.dumps(fixture, indent=1, sort_keys=True) + "\n")
    print(f"wrote {FIXTURE}: {len(fixture['prompts'])} prompts")
