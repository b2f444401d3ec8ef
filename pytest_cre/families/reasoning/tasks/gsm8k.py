"""GSM8K (Cobbe et al. 2021) from the official JSONL files or the Hugging Face hub."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .base import TaskData, TaskItem
from .files import hub_dataset, load_split

_CALC = re.compile(r"<<[^>]*>>")


def parse_record(record: dict[str, Any], item_id: str) -> TaskItem:
    """One official record (``question``, ``answer`` ending in ``#### N``) as a TaskItem."""
    answer_text = record["answer"]
    if "####" not in answer_text:
        raise ValueError("answer has no '#### N' line")
    final = answer_text.rsplit("####", 1)[1].strip().replace(",", "")
    if not re.fullmatch(r"-?\d+(\.\d+)?", final):
        raise ValueError(f"final answer {final!r} is not a number")
    # The upstream README: drop every <<calc>> span; the result already follows it.
    solution = _CALC.sub("", answer_text).strip()
    return TaskItem(item_id=item_id, question=record["question"].strip(), answer=final, solution=solution)


class Gsm8kTask:
    """GSM8K: targets from ``test.jsonl``, filler from ``train.jsonl``."""

    name = "gsm8k"
    answer_kind = "number"
    data_files = ("gsm8k/train.jsonl", "gsm8k/test.jsonl")  # train (filler), test (targets)
    hub = "openai/gsm8k"

    def load(self, data_dir: str | None) -> TaskData:
        if data_dir is None:
            rows = hub_dataset(self, "main", ("train", "test"))
            return TaskData(
                targets=tuple(parse_record(r, f"gsm8k-test-{i:04d}") for i, r in enumerate(rows["test"])),
                filler=tuple(parse_record(r, f"gsm8k-train-{i:04d}") for i, r in enumerate(rows["train"])),
                source=f"hf:{self.hub}",
            )
        files: dict[str, str] = {}

        def parser(split: str) -> Callable[[Any, int], TaskItem]:
            return lambda r, n: parse_record(r, f"gsm8k-{split}-{n - 1:04d}")

        train, test = (
            load_split(self, data_dir, rel, parser(split), files)
            for rel, split in zip(self.data_files, ("train", "test"))
        )
        return TaskData(targets=test, filler=train, source=str(data_dir), files=files)

    def render_question(self, item: TaskItem) -> str:
        return item.question

    def answer_format(self) -> str:
        return 'give the final answer on the last line as "Answer: <number>"'
