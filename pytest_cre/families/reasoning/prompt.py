"""The reasoning prompt: a delimited target problem in filler, under a named, versioned template.

The target block is delimited by ``TARGET_OPEN``/``TARGET_CLOSE`` lines; the closing instruction
names those lines (so it identifies the target without restating it) and fixes the answer
format. The instruction is the same for every position, so arms differ only in placement.

The paper publishes no prompt: this template is the tool's design, and another one may move
absolute accuracies. ``TEMPLATES`` holds the choices by version (``--cre-template``); the
default, ``cre-prompt-v1``, is the one every run used before templates were selectable (same
bytes). A study adds its own by putting a ``Template`` in ``TEMPLATES`` (e.g. from a conftest).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...assembly.placement import FillerPool, Prompt, assemble
from ...core.errors import CreUsageError
from ...core.tokens import Tokenizer
from .tasks.base import Task, TaskItem, normalize_text

TEMPLATE_VERSION = "cre-prompt-v1"  # the default template
TARGET_OPEN = "=== TARGET PROBLEM ==="
TARGET_CLOSE = "=== END TARGET PROBLEM ==="
PROBLEM_PREFIX = "Problem: "
SOLUTION_PREFIX = "\nSolution: "


@dataclass(frozen=True)
class Template:
    """A prompt template: its version (recorded with every sample, part of the prompt key),
    the target's delimiter lines, and the closing instruction, a format string with ``{open}``,
    ``{close}`` and ``{answer_format}`` (the task's). Filler problems are rendered the same
    under every template (``render_problem``). ``sim`` finds the target by the default
    delimiters, so a template with other delimiters runs against real models only."""

    version: str
    instruction: str
    target_open: str = TARGET_OPEN
    target_close: str = TARGET_CLOSE
    description: str = ""

    def closing(self, task: Task) -> str:
        return self.instruction.format(
            open=self.target_open, close=self.target_close, answer_format=task.answer_format()
        )

    def block(self, task: Task, item: TaskItem) -> str:
        return f"{self.target_open}\n{render_problem(task, task.render_question(item), None)}\n{self.target_close}"


TEMPLATES: dict[str, Template] = {
    t.version: t
    for t in (
        Template(
            TEMPLATE_VERSION,
            'Solve the problem marked TARGET PROBLEM above: the text between the lines "{open}" and '
            '"{close}". If that block appears more than once, every copy is the same problem. Ignore all '
            "other problems and text. Reason step by step, then {answer_format}.",
            description="delimited target; the instruction says to ignore all other problems (default)",
        ),
        Template(
            "cre-prompt-v1-bare",
            'Solve the problem marked TARGET PROBLEM above: the text between the lines "{open}" and '
            '"{close}". If that block appears more than once, every copy is the same problem. Reason '
            "step by step, then {answer_format}.",
            description="the default without 'ignore all other problems and text': how much the "
            "instruction itself shields the target",
        ),
    )
}


def get_template(version: str | None) -> Template:
    """The template of that version (the default for None); an unknown one is a usage error."""
    try:
        return TEMPLATES[version or TEMPLATE_VERSION]
    except KeyError:
        raise CreUsageError(f"--cre-template {version!r}: use one of {', '.join(TEMPLATES)}") from None


def render_problem(task: Task, question: str, solution: str | None) -> str:
    """A problem as it appears in a prompt (filler and target share this shape)."""
    text = f"{PROBLEM_PREFIX}{question}"
    if solution is not None:
        text += f"{SOLUTION_PREFIX}{solution}"
    return text


def closing_instruction(task: Task, template: Template | None = None) -> str:
    return (template or TEMPLATES[TEMPLATE_VERSION]).closing(task)


def build_prompt(
    task: Task,
    target: TaskItem,
    pool: FillerPool | None,
    position: str,
    budget: int | None,
    tokenizer: Tokenizer,
    order: list[int] | None,
    template: Template | None = None,
) -> Prompt:
    """One sample's prompt: the target block at ``position`` in ``pool``'s filler, under
    ``template`` (the default when None)."""
    template = template or TEMPLATES[TEMPLATE_VERSION]
    return assemble(
        template.block(task, target),
        template.closing(task),
        normalize_text(task.render_question(target)),
        pool,
        position,
        budget,
        tokenizer,
        order,
        template.version,
    )
