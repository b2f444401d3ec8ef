"""Task registry: the embedded ``arith`` task and the real GSM8K and ARC-Challenge loaders."""

from __future__ import annotations

from .arc import ArcTask
from .arith import ArithTask
from .base import Task, TaskData, TaskItem, normalize_text
from .gsm8k import Gsm8kTask

BUILTIN_TASKS: dict[str, Task] = {t.name: t for t in (ArithTask(), Gsm8kTask(), ArcTask())}

__all__ = ["BUILTIN_TASKS", "Task", "TaskData", "TaskItem", "normalize_text"]
