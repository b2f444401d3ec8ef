"""Context assembly on generated data: every position, budget bounds, leaks, determinism."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pytest_cre.assembly.placement import filler_order, target_indices
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import FillerItem, FillerPool, neutral_pool, task_pool
from pytest_cre.families.reasoning.prompt import TARGET_CLOSE, TARGET_OPEN, TEMPLATE_VERSION
from pytest_cre.families.reasoning.prompt import build_prompt as assemble
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS, TaskItem, normalize_text

ARITH = BUILTIN_TASKS["arith"]
TOK = get_tokenizer()


@pytest.fixture(scope="module")
def data():
    return ARITH.load(None)


@pytest.fixture(scope="module")
def pools(data):
    return {"ws": task_pool(ARITH, data, "ws"), "qo_v2": task_pool(ARITH, data, "qo_v2"), "neutral": neutral_pool(None)}


def build(data, pools, position, filler="ws", budget=8192, sample=0):
    pool = pools[filler]
    target = data.targets[sample]
    return assemble(
        ARITH, target, pool, position, budget, TOK, filler_order(len(pool.items), 42, "arith", filler, "8k", sample)
    )


@pytest.mark.parametrize("filler", ["ws", "qo_v2", "neutral"])
@pytest.mark.parametrize("budget", [4096, 8192, 32768])
@pytest.mark.parametrize("position", ["end", "start", "middle", "middle_twice", "middle_dup", "depth:10"])
def test_every_prompt_lands_within_its_budget(data, pools, filler, budget, position):
    p = build(data, pools, position, filler, budget)
    exact = sum(TOK.count(m["content"]) for m in p.messages)
    assert exact == p.prompt_tokens
    assert 0.97 * budget <= exact <= budget


@pytest.mark.parametrize(
    ("position", "depths"),
    [
        ("end", [1.0]),
        ("start", [0.0]),
        ("middle", [0.5]),
        ("middle_twice", [0.45, 0.55]),
        ("middle_dup", [0.5, 1.0]),
        ("depth:25", [0.25]),
        ("depth:90", [0.9]),
    ],
)
def test_copies_land_at_the_requested_depths(data, pools, position, depths):
    for sample in range(5):
        p = build(data, pools, position, sample=sample)
        assert len(p.target_depths) == len(depths)
        for got, want in zip(p.target_depths, depths):
            assert abs(got - want) <= 0.03
        text = p.messages[0]["content"]
        assert text.count(TARGET_OPEN + "\n") == len(depths)
        for start, end in p.target_spans:
            assert text[start:end].startswith(TARGET_OPEN) and text[start:end].endswith(TARGET_CLOSE)


def test_middle_has_filler_on_both_sides_and_end_has_none_after(data, pools):
    p = build(data, pools, "middle")
    text = p.messages[0]["content"]
    start, end = p.target_spans[0]
    assert "Problem:" in text[:start] and "Problem:" in text[end:]
    p = build(data, pools, "end")
    start, end = p.target_spans[0]
    tail = p.messages[0]["content"][end:]
    assert "Problem:" not in tail


def test_instruction_identifies_target_without_restating_it(data, pools):
    p = build(data, pools, "middle")
    text = p.messages[0]["content"]
    question = data.targets[0].question
    assert text.count(question) == 1  # the only copy is the one in the middle
    closing = text.rsplit("\n\n", 1)[1]
    assert "TARGET PROBLEM" in closing and "Answer: <number>" in closing
    assert p.template_version == TEMPLATE_VERSION


def test_baseline_has_no_filler(data, pools):
    p = assemble(ARITH, data.targets[3], None, "baseline", None, TOK, None)
    assert p.filler_ids == [] and p.budget is None
    assert p.messages[0]["content"].startswith(TARGET_OPEN)


def test_filler_never_contains_the_target_nor_repeats():
    items = [TaskItem(f"t{i}", f"Question number {i} about apples?", str(i)) for i in range(400)]
    target = TaskItem("target", "Question number 7 about APPLES", "7")  # same text, other id/case
    pool = FillerPool(
        "qo_v2",
        tuple(FillerItem(i.item_id, f"Problem: {i.question}", i.answer, normalize_text(i.question)) for i in items),
        "test",
    )
    p = assemble(ARITH, target, pool, "middle", 2048, TOK, list(range(400)))
    assert "t7" not in p.filler_ids
    assert len(p.filler_ids) == len(set(p.filler_ids))
    assert p.messages[0]["content"].lower().count("question number 7 about apples") == 1


def test_too_small_pool_is_a_clear_error():
    pool = FillerPool(
        "neutral", tuple(FillerItem(f"p{i}", f"Short prose {i}.", None, f"short prose {i}") for i in range(20)), "test"
    )
    with pytest.raises(CreDataError, match="cannot fill 8192 tokens"):
        assemble(ARITH, TaskItem("x", "What is 2+2?", "4"), pool, "end", 8192, TOK, list(range(20)))


def test_arms_share_targets_and_filler(data, pools):
    end, mid = build(data, pools, "end", sample=2), build(data, pools, "middle", sample=2)
    assert end.filler_ids == mid.filler_ids
    assert end.prompt_sha256 != mid.prompt_sha256
    assert target_indices(1000, 50, 42, "arith") == target_indices(1000, 50, 42, "arith")
    assert target_indices(1000, 50, 42, "arith") != target_indices(1000, 50, 43, "arith")


def test_arith_streams_are_disjoint(data):
    test_keys = {normalize_text(i.question) for i in data.targets}
    assert not test_keys & {normalize_text(i.question) for i in data.filler}
    assert all(i.solution.endswith(f"#### {i.answer}") for i in data.filler[:100])


def test_prompt_hash_is_the_same_in_another_process():
    from pytest_cre.core.dims import parse_tier
    from pytest_cre.families.reasoning.cells import CellSpec
    from pytest_cre.options import build_settings
    from pytest_cre.run.runner import Runner

    spec = CellSpec("arith", "middle", "ws", parse_tier("8k"), "sim", "sim", n=2, seed=42)
    here = Runner(build_settings({}), "t").prompt(spec, 1)[0].prompt_sha256
    code = "from pytest_cre.cli import main; import sys; sys.exit(main(['show-prompt','--json','--sample','1']))"
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "123", "PATH": ""},
    )
    import json

    assert json.loads(out.stdout)["prompt_sha256"] == here


def test_a_prompt_joined_from_counted_pieces_is_counted_exactly_and_encoded_only_where_a_join_needs_it(pools):
    """``count_joined`` equals one encode of the joined text for the pools' items (every filler,
    shuffled) and for joins made to merge or to look like they might (a right part that starts
    with whitespace, a slash, a contraction, digits after digits, letters after letters, other
    scripts); ordinary filler joins are judged without encoding the whole text."""
    import random

    from pytest_cre.assembly.placement import SEP
    from pytest_cre.core.tokens import Tokenizer

    whole: list[str] = []

    def one(text: str) -> int:
        whole.append(text)
        return TOK.count(text)

    tok = Tokenizer(TOK.name, lambda texts: [TOK.count(t) for t in texts], one, TOK._split)
    rng = random.Random(7)
    encoded = {}
    for name, pool in pools.items():
        items = [item.text for item in pool.items]
        for _ in range(40):
            parts = rng.sample(items, 12)
            assert tok.count_joined(parts, SEP) == TOK.count(SEP.join(parts)), name
        encoded[name], whole[:] = len(whole), []
    assert encoded == {"ws": 0, "qo_v2": 0, "neutral": 0}  # every one of those joins was judged
    odd = [
        "\nstarts with a newline",
        " starts with a space",
        "/slash",
        "'s a contraction",
        "123",
        "456 digits",
        "ends with spaces   ",
        "ends with a newline\n",
        "letters",
        "more letters",
        "é accented",
        "naïve",
        "— a dash",
        "日本語のテキスト",
        "emoji 🙂",
        "e\u0301 combining",
        "ends combining e\u0301",
        "unassigned \U000e0080",
        "\u0378 unassigned",
        "",
        "   ",
        "\r\nwindows",
        "tab\tbefore",
        "?!",
        "...",
        "x",
    ]
    for _ in range(400):
        parts = rng.sample(odd, rng.randint(2, 6))
        for sep in (SEP, "", " ", "\n"):
            assert tok.count_joined(parts, sep) == TOK.count(sep.join(parts)), (parts, sep)
