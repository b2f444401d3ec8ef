"""Retrieval prompts: the needle placed by the reasoning cells' assembly, token-exact at every
position, in the very filler draw of the reasoning sample at the same coordinates; sim finds it
by its position profile, with less loss than reasoning."""

from __future__ import annotations

import pytest

from pytest_cre.core.dims import parse_position, parse_tier
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.reasoning.family import ReasoningFamily
from pytest_cre.families.retrieval.family import RetrievalCell, RetrievalFamily
from pytest_cre.families.retrieval.sim import RETRIEVAL_INTERFERENCE, answer
from pytest_cre.options import build_settings
from pytest_cre.sim.server import PROFILES

TOK = get_tokenizer()
FAMILIES = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}


@pytest.fixture(scope="module")
def run():
    settings = build_settings({"grid": "contrast"}, families=FAMILIES)
    workers = {name: f.worker(settings, f.run_data(), sim=False) for name, f in FAMILIES.items()}
    return settings, workers


def spec(position, filler="ws", tier="8k"):
    return CellSpec("arith", parse_position(position), filler, parse_tier(tier), "sim", "sim", 50, 42)


@pytest.mark.parametrize("filler", ["ws", "qo_v2", "neutral"])
@pytest.mark.parametrize("position", ["end", "start", "middle", "middle_twice", "middle_dup", "depth:10"])
def test_every_retrieval_prompt_is_token_exact_and_draws_the_reasoning_samples_filler(run, filler, position):
    settings, workers = run
    model = settings.models[0]
    for sample in (0, 7):
        reasoning, _ = workers["reasoning"].prompt(spec(position, filler), model, sample)
        prompt, needle = workers["retrieval"].prompt(RetrievalCell.of(spec(position, filler)), model, sample)
        text = prompt.messages[0]["content"]
        assert TOK.count(text) == prompt.prompt_tokens and 0.97 * 8192 <= prompt.prompt_tokens <= 8192
        assert text.count(needle.text) == len(prompt.target_depths) and text.endswith(needle.question)
        assert prompt.target_depths == pytest.approx(reasoning.target_depths, abs=0.02)
        # The same draw: the items both use come in the same order; they differ only in the
        # last ones, where the needle's shorter block leaves room for more.
        drawn = [i for i in reasoning.filler_ids if i in prompt.filler_ids]
        assert drawn == reasoning.filler_ids[: len(drawn)] and len(drawn) >= 0.9 * len(reasoning.filler_ids)
        assert sorted(drawn) == sorted(i for i in prompt.filler_ids if i in drawn)


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
    worker = FAMILIES["retrieval"].worker(uuid, FAMILIES["retrieval"].run_data(), sim=False)
    assert worker.prompt_key(RetrievalCell.of(spec("end")), model, 0) not in keys


def test_sim_finds_the_needle_by_its_profile_with_less_loss_than_reasoning(run):
    settings, workers = run
    model, profile = settings.models[0], PROFILES["lost-in-the-middle"]
    found = 0
    for sample in range(40):
        prompt, needle = workers["retrieval"].prompt(RetrievalCell.of(spec("middle", tier="32k")), model, sample)
        reply = answer(prompt.messages[0]["content"], prompt.prompt_tokens, profile, "sim")
        assert reply is not None and needle.key in reply
        found += needle.value in reply
    at_middle = profile.p_correct(0.5, 32768, RETRIEVAL_INTERFERENCE)
    assert at_middle > profile.p_correct(0.5, 32768, 1.0) + 0.3  # reasoning's ws loses far more there
    assert abs(found / 40 - at_middle) < 0.2
    assert answer("Problem: what is 2 + 2?\n\nSolve it.", 100, profile, "sim") is None  # not its prompt


def test_a_contrast_grid_reads_one_run_data_for_both_families():
    from pytest_cre.run.grid import Grid

    families = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}
    grid = Grid(build_settings({"grid": "contrast"}, families=families), families)
    assert grid.data["retrieval"] is grid.data["reasoning"]  # pools and withheld items loaded once
    alone = {"retrieval": RetrievalFamily()}  # without reasoning registered: its own
    assert Grid(build_settings({"grid": "contrast"}, families=alone), alone).data["retrieval"].loaded == {}


def test_the_start_up_fill_check_assembles_a_coordinate_once_for_both_families(monkeypatch):
    from pytest_cre.families.reasoning.worker import ReasoningWorker
    from pytest_cre.run.grid import Grid

    built: list[str] = []
    real = ReasoningWorker.prompt
    monkeypatch.setattr(
        ReasoningWorker, "prompt", lambda self, cell, *a: built.append(cell.cell_id) or real(self, cell, *a)
    )
    families = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}
    raw = {"tiers": "2k", "fillers": "ws", "positions": "end,middle", "needle": "number", "n": "3"}
    settings = build_settings(raw, families=families)
    grid = Grid(settings, families)
    for name, family in families.items():
        family.check(grid.cells_of[name], settings, grid.data[name])
    # Under 4K every sample of each (task, filler, tier, position, model) is tried, once.
    assert sorted(built) == sorted(["arith-end-ws-2k-sim"] * 3 + ["arith-middle-ws-2k-sim"] * 3)
