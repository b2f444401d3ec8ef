"""Neutral prose: fragments dropped, a second prose folder mixed in, the pool says what it holds."""

from __future__ import annotations

import json

from pytest_cre.assembly.placement import filler_order
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import neutral_pool, prose_chunks
from pytest_cre.families.reasoning.prompt import build_prompt
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS

PARA = "The river runs through the old town and past the mill before it reaches the sea."


def test_fragments_under_four_words_are_dropped():
    text = f"Early life\n\n{PARA}\n\nSee also\n\nA short list item\n\n{PARA}"
    dropped: list[str] = []
    assert prose_chunks(text, min_words=4, dropped=dropped) == [PARA, "A short list item", PARA]
    assert dropped == ["Early life", "See also"]
    assert prose_chunks(text) == ["Early life", PARA, "See also", "A short list item", PARA]


def _write(folder, name, texts):
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / name, "w") as f:
        for i, t in enumerate(texts):
            f.write(json.dumps({"id": f"{folder.name}-{i}", "text": t}) + "\n")


def test_a_news_folder_is_mixed_in_and_described(tmp_path):
    wiki = [f"Heading {i}\n{PARA} Wiki paragraph {i} continues here." for i in range(300)]
    news = [f"{PARA} News story {i} from the city desk." for i in range(100)]
    _write(tmp_path / "neutral_prose", "wiki.jsonl", wiki)
    only = neutral_pool(tmp_path)
    assert len(only.items) == 300 and "300 fragments under 4 words dropped" in only.source
    _write(tmp_path / "news_prose", "news.jsonl", news)
    pool = neutral_pool(tmp_path)
    assert len(pool.items) == 400
    assert "neutral_prose 300 chunks (75%" in pool.source and "news_prose 100 chunks (25%" in pool.source
    # the Wikipedia items keep their place: a sample draws from the union
    assert pool.items[:300] == only.items
    task = BUILTIN_TASKS["arith"]
    data = task.load(None)
    prompt = build_prompt(
        task,
        data.targets[0],
        pool,
        "middle",
        4096,
        get_tokenizer(),
        filler_order(len(pool.items), 42, "arith", "neutral", "4k", 0),
    )
    kinds = {fid.split("-")[0] for fid in prompt.filler_ids}
    assert kinds == {"neutral_prose", "news_prose"}
