"""The reasoning prompt (template ``TEMPLATE_VERSION``): a delimited target problem in filler.

The target block is delimited by ``TARGET_OPEN``/``TARGET_CLOSE`` lines; the closing instruction
names those lines (so it identifies the target without restating it) and fixes the answer
format. The instruction is the same for every position, so arms differ only in placement.
"""

from __future__ import annotations

from ...assembly.placement import FillerPool, Prompt, assemble
from ...core.tokens import Tokenizer
from .tasks.base import Task, TaskItem, normalize_text

TEMPLATE_VERSION = "cre-prompt-v1"
TARGET_OPEN = "=== TARGET PROBLEM ==="
TARGET_CLOSE = "=== END TARGET PROBLEM ==="
PROBLEM_PREFIX = "Problem: "
SOLUTION_PREFIX = "\nSolution: "


def render_problem(task: Task, question: str, solution: str | None) -> str:
    """A problem as it appears in a prompt (filler and target share this shape)."""
    text = f"{PROBLEM_PREFIX}{question}"
    if solution is not None:
        text += f"{SOLUTION_PREFIX}{solution}"
    return text


def closing_instruction(task: Task) -> str:
    return (
        f'Solve the problem marked TARGET PROBLEM above: the text between the lines "{TARGET_OPEN}" '
        f'and "{TARGET_CLOSE}". If that block appears more than once, every copy is the same '
        f"problem. Ignore all other problems and text. Reason step by step, then "
        f"{task.answer_format()}."
    )


def target_block(task: Task, item: TaskItem) -> str:
    return f"{TARGET_OPEN}\n{render_problem(task, task.render_question(item), None)}\n{TARGET_CLOSE}"


def build_prompt(task: Task, target: TaskItem, pool: FillerPool | None, position: str,
                 budget: int | None, tokenizer: Tokenizer, order: list[int] | None) -> Prompt:
    """One sample's prompt: the target block at ``position`` in ``pool``'s filler."""
    return assemble(target_block(task, target), closing_instruction(task),
                    normalize_text(task.render_question(target)), pool, position, budget, tokenizer,
                    order, TEMPLATE_VERSION)
