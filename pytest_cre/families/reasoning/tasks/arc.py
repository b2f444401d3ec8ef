"""ARC-Challenge (Clark et al. 2018) from AI2's JSONL release or the Hugging Face hub."""

from __future__ import annotations

import unicodedata
from typing import Any

from .base import TaskData, TaskItem, render_choice_question
from .files import hub_dataset, load_split


def _clean(text: str) -> str:
    # One Dev item carries U+0002 inside a chemical equation; control characters would reach
    # the prompt (and some endpoints reject them), so they are dropped.
    return "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) != "Cc").strip()


def parse_record(record: dict[str, Any]) -> TaskItem:
    """One AI2 record (``question.stem``, ``question.choices``, ``answerKey``) as a TaskItem."""
    q = record["question"]
    choices = tuple((str(c["label"]).strip(), _clean(c["text"])) for c in q["choices"])
    key = str(record["answerKey"]).strip()
    labels = [label for label, _ in choices]
    if key not in labels:
        raise ValueError(f"answerKey {key!r} is not one of the labels {labels}")
    text = dict(choices)[key]
    return TaskItem(
        item_id=str(record["id"]),
        question=_clean(q["stem"]),
        answer=key,
        solution=f"The answer is ({key}) {text}.",
        choices=choices,
    )


def _from_hub(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": row["id"],
        "answerKey": row["answerKey"],
        "question": {
            "stem": row["question"],
            "choices": [{"label": lab, "text": t} for lab, t in zip(row["choices"]["label"], row["choices"]["text"])],
        },
    }


class ArcTask:
    """ARC-Challenge: targets from the Test split, filler from Train."""

    name = "arc"
    answer_kind = "choice"
    data_files = ("arc_challenge/ARC-Challenge-Train.jsonl", "arc_challenge/ARC-Challenge-Test.jsonl")
    hub = "allenai/ai2_arc"

    def load(self, data_dir: str | None) -> TaskData:
        if data_dir is None:
            rows = hub_dataset(self, "ARC-Challenge", ("train", "test"))
            return TaskData(
                targets=tuple(parse_record(_from_hub(r)) for r in rows["test"]),
                filler=tuple(parse_record(_from_hub(r)) for r in rows["train"]),
                source=f"hf:{self.hub}",
            )
        files: dict[str, str] = {}
        train, test = (load_split(self, data_dir, rel, lambda r, _n: parse_record(r), files) for rel in self.data_files)
        return TaskData(targets=test, filler=train, source=str(data_dir), files=files)

    def render_question(self, item: TaskItem) -> str:
        return render_choice_question(item)

    def answer_format(self) -> str:
        return (
            'give the final answer on the last line as "Answer: <label>", where <label> is '
            "the label of the correct choice"
        )
