"""sim's MRCR answers: it reads the turns, finds the asked instance and answers right with the
probability its profile gives there, else with MRCR's typical errors (another instance's reply,
the prefix missing), the same answer for the same prompt in every process."""

from __future__ import annotations

from pytest_cre.core.dims import parse_tier
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.mrcr.cells import MrcrCell
from pytest_cre.families.mrcr.grader import CORRECT_RATIO, closest, grade
from pytest_cre.families.mrcr.sim import answer
from pytest_cre.families.mrcr.worker import conversation
from pytest_cre.sim.model import SimPrompt
from pytest_cre.sim.profiles import profile_for_model


def ask(model: str, tier: str, position: str, sample: int) -> tuple[float, int | None, int]:
    prompt, needle = conversation(
        MrcrCell(parse_tier(tier), 4, position, model, "sim", 20, 42), sample, get_tokenizer()
    )
    text = "\n".join(m["content"] for m in prompt.messages)
    sim = SimPrompt(prompt.messages, text, prompt.prompt_tokens, profile_for_model(model), model)
    said = answer(sim)
    assert said is not None and said == answer(sim)  # deterministic
    return grade(said, needle.expected, needle.prefix), closest(said, list(needle.replies), needle.prefix), needle.asked


def test_a_robust_model_copies_the_asked_reply_behind_the_prefix() -> None:
    scores = [ask("sim-robust", "8k", "middle", s)[0] for s in range(20)]
    assert sum(s >= CORRECT_RATIO for s in scores) >= 16


def test_a_lost_in_the_middle_model_errs_in_the_middle_of_a_long_conversation_the_mrcr_way() -> None:
    results = [ask("sim", "32k", "middle", s) for s in range(20)]
    wrong = [(score, near, asked) for score, near, asked in results if score < CORRECT_RATIO]
    assert len(wrong) >= 5
    kinds = {"no prefix" if near is None else "other instance" for score, near, asked in wrong}
    assert kinds == {"no prefix", "other instance"}
    assert all(near != asked for _, near, asked in wrong if near is not None)
    ends = [ask("sim", "32k", "end", s)[0] for s in range(20)]
    assert sum(s >= CORRECT_RATIO for s in ends) > sum(s >= CORRECT_RATIO for s, _, _ in results)


def test_a_prompt_of_another_family_is_not_answered() -> None:
    messages = [{"role": "user", "content": "What is 2 + 2? Answer with a number."}]
    assert answer(SimPrompt(messages, messages[0]["content"], 12, profile_for_model("sim"), "sim")) is None
