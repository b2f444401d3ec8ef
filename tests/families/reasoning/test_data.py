"""Integration with the real files in CRE_DATA_DIR (skipped when it is not set)."""

from __future__ import annotations

import json

import pytest

from pytest_cre.assembly.placement import filler_order, target_indices
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import neutral_pool, task_pool
from pytest_cre.families.reasoning.prompt import build_prompt as assemble
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS, normalize_text


def test_gsm8k_loads_the_official_format(data_dir):
    data = BUILTIN_TASKS["gsm8k"].load(str(data_dir))
    assert (len(data.targets), len(data.filler)) == (1319, 7473)
    answers = {i.answer for i in data.targets}
    assert "2125" in answers and "-10" in answers  # thousands commas and negatives
    assert all("<<" not in i.solution for i in data.filler)
    # the U+2028 train question survives whole (no splitlines())
    assert any("\u2028" in i.question for i in data.filler)
    assert len(data.files) == 2


def test_arc_loads_labels_as_written(data_dir):
    data = BUILTIN_TASKS["arc"].load(str(data_dir))
    assert (len(data.targets), len(data.filler)) == (1172, 1119)
    numeric = [i for i in data.targets if i.choices[0][0] == "1"]
    assert numeric and all(i.answer in {"1", "2", "3", "4"} for i in numeric)
    assert {len(i.choices) for i in data.targets} == {3, 4, 5}
    assert not any("\x02" in i.question or any("\x02" in t for _, t in i.choices) for i in data.targets + data.filler)


@pytest.mark.parametrize("task", ["gsm8k", "arc"])
@pytest.mark.parametrize("filler", ["ws", "qo_v2", "neutral"])
def test_real_prompts_in_budget_without_leaks(data_dir, task, filler):
    t = BUILTIN_TASKS[task]
    data = t.load(str(data_dir))
    pool = neutral_pool(data_dir) if filler == "neutral" else task_pool(t, data, filler)
    tok = get_tokenizer()
    for sample, idx in enumerate(target_indices(len(data.targets), 3, 42, task)):
        target = data.targets[idx]
        p = assemble(
            t, target, pool, "middle", 8192, tok, filler_order(len(pool.items), 42, task, filler, "8k", sample)
        )
        assert 0.97 * 8192 <= p.prompt_tokens <= 8192
        assert abs(p.target_depths[0] - 0.5) <= 0.03
        key = normalize_text(t.render_question(target))
        text = normalize_text(p.messages[0]["content"])
        assert text.count(key) == 1


def test_neutral_prose_from_the_data_dir(data_dir):
    pool = neutral_pool(data_dir)
    # shared/data's Wikipedia prose: 14,696 chunks of which 681 are headings or list items
    assert "neutral_prose 14015 chunks (100%" in pool.source
    assert "681 fragments under 4 words dropped" in pool.source
    assert len(pool.items) == 14015 and min(len(i.text.split()) for i in pool.items) >= 4


def test_missing_files_say_both_ways(tmp_path):
    with pytest.raises(CreDataError, match=r"--cre-data-dir.*pytest-cre\[hf\]"):
        BUILTIN_TASKS["gsm8k"].load(str(tmp_path))


def test_malformed_line_names_file_and_line(tmp_path):
    (tmp_path / "gsm8k").mkdir()
    good = json.dumps({"question": "q?", "answer": "x\n#### 4"})
    (tmp_path / "gsm8k" / "train.jsonl").write_text(good + "\n" + "{broken\n")
    (tmp_path / "gsm8k" / "test.jsonl").write_text(good + "\n")
    with pytest.raises(CreDataError, match=r"train.jsonl:2: invalid JSON"):
        BUILTIN_TASKS["gsm8k"].load(str(tmp_path))


def test_paper_grid_gsm8k_and_arc_cells_run(cells, data_dir):
    result = cells.runpytest(
        "--cre-grid",
        "paper",
        "--cre-model",
        "sim",
        f"--cre-data-dir={data_dir}",
        "--cre-n",
        "3",
        "--cre-tiers",
        "8k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end,middle",
        "-p",
        "no:cacheprovider",
    )
    result.assert_outcomes(passed=6)  # 4 cells, 2 drop items
    result.stdout.fnmatch_lines(["*arc*ws*8k*(?/3)*", "*gsm8k*ws*8k*(?/3)*"])
