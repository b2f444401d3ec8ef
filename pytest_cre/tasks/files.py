"""Reading the user's data directory (and, optionally, the Hugging Face hub)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

HOW_TO = {
    "gsm8k": ("gsm8k/train.jsonl and gsm8k/test.jsonl", "openai/gsm8k"),
    "arc": ("arc_challenge/ARC-Challenge-{Train,Test}.jsonl", "allenai/ai2_arc"),
    "neutral": ("neutral_prose/*.jsonl (records with a 'text' field) or *.txt", "wikitext"),
}


class CreDataError(ValueError):
    """Data that is missing or malformed; the message names the file and the fix."""


def missing_data_message(task: str, detail: str = "") -> str:
    files, hub = HOW_TO[task]
    msg = (f"{task} data not found{': ' + detail if detail else ''}: pass --cre-data-dir DIR "
           f"(or set CRE_DATA_DIR) to a folder holding {files}, or pip install 'pytest-cre[hf]' "
           f"to load {hub} from the Hugging Face hub")
    return msg


def require_file(task: str, data_dir: str | Path, rel: str) -> Path:
    path = Path(data_dir) / rel
    if not path.is_file():
        raise CreDataError(missing_data_message(task, f"{path} does not exist"))
    return path


def read_jsonl(path: Path, hashes: dict[str, str] | None = None) -> Iterator[tuple[int, dict]]:
    """Yield ``(line_number, record)``; lines split on ``\\n`` only (never ``splitlines``:
    GSM8K train has a U+2028 inside a question)."""
    data = path.read_bytes()
    if hashes is not None:
        hashes[str(path)] = hashlib.sha256(data).hexdigest()
    for lineno, line in enumerate(data.decode("utf-8").split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CreDataError(f"{path}:{lineno}: invalid JSON ({exc.msg})") from None
        if not isinstance(record, dict):
            raise CreDataError(f"{path}:{lineno}: expected a JSON object")
        yield lineno, record


def hub_dataset(task: str, repo: str, config: str, splits: tuple[str, ...]) -> dict[str, list]:
    """Load splits of a hub dataset, or explain both ways to provide the data."""
    try:
        import datasets  # type: ignore[import-not-found]
    except ImportError:
        raise CreDataError(missing_data_message(task, "no --cre-data-dir given")) from None
    try:
        return {s: list(datasets.load_dataset(repo, config, split=s)) for s in splits}
    except Exception as exc:  # the hub is unreachable or the dataset moved
        raise CreDataError(missing_data_message(task, f"loading {repo} from the hub failed ({type(exc).__name__})")) from None
