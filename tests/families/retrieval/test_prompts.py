"""Retrieval prompts: the prompt of the reasoning sample at the same coordinates with the needle
in place of the target block and its question in place of the closing, byte for byte elsewhere, at
every position; sim finds it by its position profile, with less loss than reasoning."""

from __future__ import annotations

import pytest

from pytest_cre.assembly.placement import copy_depths
from pytest_cre.core.dims import parse_position, parse_tier
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.reasoning.family import ReasoningFamily
from pytest_cre.families.reasoning.prompt import get_template
from pytest_cre.families.registry import bind_families
from pytest_cre.families.retrieval.family import RetrievalCell, RetrievalFamily
from pytest_cre.families.retrieval.sim import RETRIEVAL_INTERFERENCE, answer
from pytest_cre.options import build_settings
from pytest_cre.run.worker_context import worker_context
from pytest_cre.sim.model import SimPrompt
from pytest_cre.sim.profiles import PROFILES

TOK = get_tokenizer()


def contrast_families():
    """Reasoning and the retrieval family built on it, as the registry binds them."""
    families = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}
    bind_families(families)
    return families


FAMILIES = contrast_families()


def worker(name, settings):
    return FAMILIES[name].worker(worker_context(settings, FAMILIES, sim=False), FAMILIES[name].run_data())


@pytest.fixture(scope="module")
def run():
    settings = build_settings({"grid": "contrast"}, families=FAMILIES)
    workers = {name: worker(name, settings) for name in FAMILIES}
    return settings, workers


def spec(position, filler="ws", tier="8k"):
    return CellSpec("arith", parse_position(position), filler, parse_tier(tier), "sim", "sim", 50, 42)


def rest_of(text: str, closing: str, copies: list[str]) -> list[str]:
    """The bytes of a prompt around its target copies, without its closing: the filler segments
    between the copies (``copies``: each copy's text, in order)."""
    assert text.endswith(closing)
    body, pieces = text[: -len(closing)], []
    for copy in copies:
        head, found, body = body.partition(copy)
        assert found
        pieces.append(head)
    return [*pieces, body]


def assert_pair(reasoning_worker, retrieval_worker, cell: CellSpec, model, sample: int) -> None:
    """The retrieval prompt is its reasoning pair's with only the target copies and the closing
    replaced: every other byte, hence every filler item, its order and each copy's slot, is the same."""
    pair, target = reasoning_worker.prompt(cell, model, sample)
    prompt, needle = retrieval_worker.prompt(RetrievalCell.of(cell), model, sample)
    text, pair_text = prompt.messages[0]["content"], pair.messages[0]["content"]
    template = get_template(None)
    block = template.block(reasoning_worker.tasks[cell.task], target)
    copies = len(copy_depths(cell.position))
    assert pair_text.count(block) == copies and text.count(needle.text) == copies
    closing = template.closing(reasoning_worker.tasks[cell.task])
    assert rest_of(text, needle.question, [needle.text] * copies) == rest_of(pair_text, closing, [block] * copies)
    assert (prompt.filler_ids, prompt.target_slots, prompt.target_depths) == (
        pair.filler_ids,
        pair.target_slots,
        pair.target_depths,
    )
    # Nothing is refilled: the needle's shorter block and question leave the prompt short of
    # its pair's tokens, by what the record says.
    assert TOK.count(text) == prompt.prompt_tokens < pair.prompt_tokens
    assert (prompt.pair_prompt_tokens, prompt.pair_prompt_sha256) == (pair.prompt_tokens, pair.prompt_sha256)
    for (start, end), copy in zip(prompt.target_spans, [needle.text] * copies):
        assert text[start:end] == copy
    assert text[prompt.instruction_start :] == needle.question


POSITIONS = ["end", "start", "middle", "middle_twice", "middle_dup", "depth:10", "depth:75"]


@pytest.mark.parametrize("tier", ["8k", "32k"])
@pytest.mark.parametrize("filler", ["ws", "qo_v2", "neutral"])
@pytest.mark.parametrize("position", POSITIONS)
def test_a_retrieval_prompt_is_its_reasoning_pairs_prompt_but_for_the_target_and_closing(run, position, filler, tier):
    settings, workers = run
    cell, model = spec(position, filler, tier), settings.models[0]
    for sample in (0, 7):
        assert_pair(workers["reasoning"], workers["retrieval"], cell, model, sample)


def test_gsm8k_pairs_differ_only_in_the_target_and_closing_too(data_dir):
    settings = build_settings({"grid": "contrast", "data_dir": str(data_dir), "tasks": "gsm8k"}, families=FAMILIES)
    reasoning, retrieval = (worker(name, settings) for name in FAMILIES)
    model = settings.models[0]
    for filler in ("ws", "qo_v2", "neutral"):
        for tier in ("8k", "32k"):
            for position in POSITIONS:
                cell = CellSpec("gsm8k", parse_position(position), filler, parse_tier(tier), "sim", "sim", 50, 42)
                assert_pair(reasoning, retrieval, cell, model, 3)


def test_a_baseline_is_the_needle_and_its_question_alone(run):
    settings, workers = run
    cell = RetrievalCell.of(spec("baseline", "none", "none"))
    prompt, needle = workers["retrieval"].prompt(cell, settings.models[0], 3)
    assert prompt.filler_ids == [] and needle.text in prompt.messages[0]["content"]


def test_prompt_keys_differ_by_position_and_needle_kind_and_from_reasoning(run):
    settings, workers = run
    model = settings.models[0]
    keys = {workers["retrieval"].prompt_key(RetrievalCell.of(spec(p)), model, 0) for p in ("end", "middle", "start")}
    assert len(keys) == 3
    assert workers["reasoning"].prompt_key(spec("end"), model, 0) not in keys
    uuid = build_settings({"grid": "contrast", "needle": "uuid"}, families=FAMILIES)
    assert worker("retrieval", uuid).prompt_key(RetrievalCell.of(spec("end")), model, 0) not in keys


def test_sim_finds_the_needle_by_its_profile_with_less_loss_than_reasoning(run):
    settings, workers = run
    model, profile = settings.models[0], PROFILES["lost-in-the-middle"]
    found = 0
    for sample in range(40):
        prompt, needle = workers["retrieval"].prompt(RetrievalCell.of(spec("middle", tier="32k")), model, sample)
        reply = answer(SimPrompt(prompt.messages, prompt.messages[0]["content"], prompt.prompt_tokens, profile, "sim"))
        assert reply is not None and needle.key in reply
        found += needle.value in reply
    at_middle = profile.p_correct(0.5, 32768, RETRIEVAL_INTERFERENCE)
    assert at_middle > profile.p_correct(0.5, 32768, 1.0) + 0.3  # reasoning's ws loses far more there
    assert abs(found / 40 - at_middle) < 0.2
    text = "Problem: what is 2 + 2?\n\nSolve it."
    mine = SimPrompt([{"role": "user", "content": text}], text, 100, profile, "sim")
    assert answer(mine) is None  # not its prompt


def test_a_contrast_grid_reads_one_run_data_for_both_families():
    from pytest_cre.run.grid import Grid

    families = contrast_families()
    grid = Grid(build_settings({"grid": "contrast"}, families=families), families)
    assert grid.data["retrieval"] is grid.data["reasoning"]  # pools and withheld items loaded once
    with pytest.raises(CreUsageError, match="built on family reasoning, which is not registered: keep a reasoning"):
        bind_families({"retrieval": RetrievalFamily()})  # nothing to build on: one usage line


def test_the_start_up_fill_check_assembles_a_coordinate_once_for_both_families(monkeypatch):
    from pytest_cre.families.reasoning.worker import ReasoningWorker
    from pytest_cre.run.grid import Grid

    built: list[str] = []
    real = ReasoningWorker.prompt
    monkeypatch.setattr(
        ReasoningWorker, "prompt", lambda self, cell, *a: built.append(cell.cell_id) or real(self, cell, *a)
    )
    families = contrast_families()
    raw = {"tiers": "2k", "fillers": "ws", "positions": "end,middle", "needle": "number", "n": "3"}
    settings = build_settings(raw, families=families)
    grid = Grid(settings, families)
    context = worker_context(settings, families, sim=False)
    for name, family in families.items():
        family.check(grid.cells_of[name], settings, grid.data[name], context)
    # Under 4K every sample of each (task, filler, tier, position, model) is tried, once.
    assert sorted(built) == sorted(["arith-end-ws-2k-sim"] * 3 + ["arith-middle-ws-2k-sim"] * 3)


def test_a_word_the_filler_mentions_is_never_the_needle_and_a_warm_rerun_scores_the_same_one():
    from pytest_cre.assembly.placement import FillerItem, FillerPool, Prompt
    from pytest_cre.endpoints.answers import CallResult
    from pytest_cre.families.retrieval.needle import NOUNS, mentions

    settings = build_settings({"grid": "contrast", "needle": "word"}, families=FAMILIES)
    retrieval = worker("retrieval", settings)
    # Prose that names 20 of the needle's 30 words, each in a tenth of the items.
    words = [
        f"Item {i} tells of the {NOUNS[i % 20]} by the river, and of what the town made of it." for i in range(400)
    ]
    items = tuple(FillerItem(f"p{i}", text, None, text.lower()) for i, text in enumerate(words))
    retrieval.reasoning.run.pools[("arith", "neutral")] = FillerPool("neutral", items, "test prose")
    model, redrawn = settings.models[0], 0
    for sample in range(12):
        needles = set()
        for position in ("end", "middle"):
            cell = RetrievalCell.of(spec(position, "neutral"))
            prompt, needle = retrieval.prompt(cell, model, sample)
            text = prompt.messages[0]["content"]
            assert text.count(needle.value) == len(prompt.target_spans)  # only in the needle itself
            assert not any(mentions("word", needle.value, words[int(i[1:])]) for i in prompt.filler_ids)
            redrawn += needle.redraws > 0
            needles.add(needle)
            # A warm rerun has the prompt's facts (no text) and the first draw for a target: its
            # record scores the needle the prompt held.
            facts = {k: v for k, v in prompt.to_dict().items() if k != "messages"}
            answer = CallResult("ok", response=f"The word is {needle.value}.")
            for p, target in ((prompt, needle), (Prompt(messages=[], **facts), retrieval.target(cell, sample))):
                fields = retrieval.record_fields(cell, model, sample, p, target, answer)
                assert (fields["gold"], fields["correct"], fields["needle_redraws"]) == (
                    needle.value,
                    True,
                    needle.redraws,
                )
        assert len(needles) == 1  # the same needle at both positions (the same filler)
    assert redrawn > 0


@pytest.mark.parametrize("tier", ["8k", "32k"])
@pytest.mark.parametrize("filler", ["ws", "qo_v2", "neutral"])
def test_the_end_and_middle_arms_fall_short_of_their_pairs_by_the_same_count(run, filler, tier):
    """docs/cells.md: a retrieval drop's two arms hold the same needle and question, so each
    sample's end and middle prompts are short of their reasoning pairs by the same tokens."""
    settings, workers = run
    model = settings.models[0]
    for sample in spec("end", filler, tier).samples():
        short = []
        for position in ("end", "middle"):
            cell = spec(position, filler, tier)
            pair, _target = workers["reasoning"].prompt(cell, model, sample)
            prompt, _needle = workers["retrieval"].prompt(RetrievalCell.of(cell), model, sample)
            short.append(pair.prompt_tokens - prompt.prompt_tokens)
        assert short[0] == short[1] > 0, (sample, short)
