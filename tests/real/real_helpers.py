"""Helpers of the real-server suite (tests/real): the `benchmarks/real_server.py` module, the
pytest-cells command lines, and reading a run folder."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Measurements of this session, printed at its end (conftest.pytest_terminal_summary).
MEASURED: dict = {}


def measure(key: str, value: object) -> None:
    MEASURED[key] = value


def load_real_server():
    """benchmarks/real_server.py as a module (benchmarks/ is no package)."""
    if "real_server" in sys.modules:
        return sys.modules["real_server"]
    spec = importlib.util.spec_from_file_location("real_server", ROOT / "benchmarks" / "real_server.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["real_server"] = mod
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


# Every run: no pytest cache folder, plain progress lines (no terminal here).
COMMON = ["-p", "no:cacheprovider", "--cre-progress", "off"]


def model_file(folder: Path, name: str, base_url: str, max_tokens: int, **extra: object) -> Path:
    """A model TOML for the real server (vendor llamacpp: its quirks apply)."""
    lines = [
        'name = "smollm2"',
        'vendor = "llamacpp"',
        f'base_url = "{base_url}"',
        'api_key = "not-needed"',
        "temperature = 0.0",
        f"max_tokens = {max_tokens}",
    ]
    for key, value in extra.items():
        lines.append(f"{key} = {json.dumps(value)}")
    path = folder / "models" / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n")
    return path


def run_dirs(project: Path) -> list[Path]:
    """The run folders of a pytester project, oldest first."""
    return sorted(p.parent for p in (project / "reports").glob("2*/run.json"))


def records(run: Path) -> list[dict]:
    from pytest_cre.core.record import read_records

    recs = read_records(run / "records.jsonl")
    return sorted(recs, key=lambda r: (r["cell_id"], r.get("seed") or 0, r["sample"]))


def run_json(run: Path) -> dict:
    return json.loads((run / "run.json").read_text())


def summary_json(run: Path) -> dict:
    return json.loads((run / "summary.json").read_text())


def brief(recs: list[dict]) -> str:
    """One line per record, for assertion messages."""
    return "\n".join(
        f"{r['cell_id']}#{r['sample']}: {r['status']} finish={r.get('finish_reason')} "
        f"prompt={r.get('prompt_tokens')} reported={r.get('reported_prompt_tokens')} "
        f"cached={r.get('cached_tokens')} from_cache={r.get('from_cache')} "
        f"error={(r.get('error') or '')[:300]!r}"
        for r in recs
    )
