"""Reading the user's data directory (and, optionally, the Hugging Face hub)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ....core.errors import CreDataError
from ....core.jsonl import read_jsonl


def missing_data_message(task: Any, detail: str = "") -> str:
    """Both ways to provide a data task's files (``task.data_files``, ``task.hub``)."""
    return (
        f"{task.name} data not found{': ' + detail if detail else ''}: pass --cre-data-dir DIR "
        f"(or set CRE_DATA_DIR) to a folder holding {' and '.join(task.data_files)}, or pip install "
        f"'pytest-cre[hf]' to load {task.hub} from the Hugging Face hub"
    )


def load_split(
    task: Any, data_dir: str | Path, rel: str, parse: Callable[[dict[str, Any], int], Any], hashes: dict[str, str]
) -> tuple[Any, ...]:
    """One split file of a data task, parsed record by record; a bad record is an error that
    names the file and line."""
    path = Path(data_dir) / rel
    if not path.is_file():
        raise CreDataError(missing_data_message(task, f"{path} does not exist"))
    items = []
    for lineno, record in read_jsonl(path, hashes):
        try:
            items.append(parse(record, lineno))
        except (KeyError, ValueError, TypeError) as exc:
            raise CreDataError(f"{path}:{lineno}: not a {task.name} record ({exc})") from None
    if not items:
        raise CreDataError(
            f"{path} holds no {task.name} records (an empty file): restore it, or point "
            f"--cre-data-dir at a folder holding {' and '.join(task.data_files)}"
        )
    return tuple(items)


def hub_dataset(task: Any, config: str, splits: tuple[str, ...]) -> dict[str, list[Any]]:
    """Load splits of the task's hub dataset, or explain both ways to provide the data."""
    repo = task.hub
    try:
        import datasets  # type: ignore[import-not-found]
    except ImportError:
        raise CreDataError(missing_data_message(task, "no --cre-data-dir given")) from None
    try:
        return {s: list(datasets.load_dataset(repo, config, split=s)) for s in splits}
    except Exception as exc:  # the hub is unreachable or the dataset moved
        raise CreDataError(
            missing_data_message(task, f"loading {repo} from the hub failed ({type(exc).__name__})")
        ) from None
