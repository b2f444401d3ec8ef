"""What every task provides: items, how they are rendered, and the answer format."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol


@dataclass(frozen=True)
class TaskItem:
    """One problem. ``answer`` is canonical: an integer string for math, a label for choices."""

    item_id: str
    question: str
    answer: str
    solution: str | None = None  # the worked solution (ws filler)
    choices: tuple[tuple[str, str], ...] = ()  # (label, text) for multiple choice
    meta: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class TaskData:
    """A task's two disjoint streams: targets (test split) and filler (train split)."""

    targets: tuple[TaskItem, ...]
    filler: tuple[TaskItem, ...]
    source: str  # where the items came from (a path, a hub id, or "embedded")
    files: dict[str, str] = field(default_factory=dict)  # path -> sha256, for provenance


class Task(Protocol):
    """A task module's interface (arith, gsm8k, arc, or a user's via ``pytest_cre_tasks``)."""

    name: str
    answer_kind: str  # "number" or "choice"
    # A task that reads files also sets ``data_files`` (paths under --cre-data-dir: train, then
    # test) and ``hub`` (its Hugging Face dataset); the session checks and hashes those files.

    def load(self, data_dir: str | None) -> TaskData: ...

    def render_question(self, item: TaskItem) -> str: ...

    def answer_format(self) -> str: ...


_WORD = re.compile(r"\w+")


@lru_cache(maxsize=1 << 15)
def normalize_text(text: str) -> str:
    """Lower-case word tokens joined by one space: the key for leak checks and lookups.
    Cached: loading a task, its filler pools, the leak check and the sim's answer book each
    key the same questions (28K calls, 0.1 s, before the first request)."""
    return " ".join(_WORD.findall(text.lower()))


def render_choice_question(item: TaskItem) -> str:
    """A multiple-choice question with one ``(L) text`` line per choice."""
    lines = [item.question] + [f"({label}) {text}" for label, text in item.choices]
    return "\n".join(lines)
