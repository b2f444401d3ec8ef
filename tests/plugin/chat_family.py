"""A conversation-shaped family, as a plugin writes one: its prompt is a system message and three
turns (user, assistant, user). The first user turn is a ledger of filler lines with one code word
among them, grown line by line to the cell's budget counted over the whole message list
(``Tokenizer.count_messages``); the assistant has acknowledged it; the last user turn asks for
the code word. Its sim answerer reads ``prompt.messages``: a prompt without exactly these roles
is not its own. It uses only the families' public base classes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from pytest_cre.assembly.placement import Prompt, messages_sha256, seeded_rng
from pytest_cre.core.dims import model_label
from pytest_cre.families.base import Cell, Family, Reporter, Worker

BUDGETS = (300, 600)  # whole-conversation tokens of the two cells
ROLES = ["system", "user", "assistant", "user"]
SYSTEM = "You keep a ledger for the user. Answer from the conversation only."
WORDS = ("amber", "basalt", "cobalt", "juniper", "lantern", "marble", "saffron", "walnut")
QUESTION = "What is the code word in the ledger? Answer with the word only."


@dataclass(frozen=True)
class ChatCell(Cell):
    family: ClassVar[str] = "chat"
    budget: int
    model: str
    vendor: str
    n: int
    seed: int

    @property
    def cell_id(self) -> str:
        return f"chat-{self.budget}-{model_label(self.model)}"

    def dimension_values(self) -> set[str]:
        return {"chat", f"budget{self.budget}", self.model.lower(), self.vendor.lower()}

    def markers(self) -> list[str]:
        return ["chat", self.vendor]


def ledger_line(seed: int, sample: int, i: int) -> str:
    rng = seeded_rng(seed, "chat-line", sample, i)
    return f"Entry {i}: {rng.randrange(2, 99)} crates of {rng.choice(('nails', 'rope', 'tea', 'wool'))}.\n"


def conversation(lines: list[str], word: str) -> list[dict[str, str]]:
    """The four messages, the code word in the middle of the ledger."""
    half = len(lines) // 2
    ledger = "".join(lines[:half]) + f"The code word is {word}.\n" + "".join(lines[half:])
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Here is the ledger.\n\n{ledger}"},
        {"role": "assistant", "content": f"Noted: {len(lines) + 1} lines of ledger."},
        {"role": "user", "content": QUESTION},
    ]


class ChatWorker(Worker):
    def __init__(self, context: Any) -> None:
        self.context = context

    def target(self, cell: ChatCell, sample: int) -> str:
        return seeded_rng(cell.seed, "chat-word", sample).choice(WORDS)

    def prompt_key(self, cell: ChatCell, model: Any, sample: int) -> str:
        return f"chat-v1:{model.tokenizer}:{cell.budget}:{cell.seed}:{sample}"

    def messages(self, cell: ChatCell, model: Any, sample: int) -> tuple[list[dict[str, str]], int]:
        """The largest conversation within the budget (counted whole), and its tokens."""
        tokenizer = self.context.tokenizer(model)
        word, lines = self.target(cell, sample), []
        messages = conversation(lines, word)
        tokens = tokenizer.count_messages(messages)
        while True:
            more = [*lines, ledger_line(cell.seed, sample, len(lines))]
            longer = conversation(more, word)
            counted = tokenizer.count_messages(longer)
            if counted > cell.budget:
                return messages, tokens
            lines, messages, tokens = more, longer, counted

    def prompt(self, cell: ChatCell, model: Any, sample: int) -> tuple[Prompt, str]:
        messages, tokens = self.messages(cell, model, sample)
        name = self.context.tokenizer(model).name
        prompt = Prompt(messages, tokens, name, "chat-v1", messages_sha256(messages), budget=cell.budget)
        return prompt, self.target(cell, sample)

    def record_fields(
        self, cell: ChatCell, model: Any, sample: int, prompt: Prompt, target: str, result: Any
    ) -> dict[str, Any]:
        answer = (result.response or "").strip().rstrip(".").lower() or None
        status = result.status if result.status != "ok" or answer else "no_answer"
        return {  # the record's core has the budget (the prompt's)
            "target_id": f"word-{sample}",
            "status": status,
            "correct": answer == target if status == "ok" else None,
            "answer": answer,
            "gold": target,
        }

    def sim_answerer(self, load_all: bool = False) -> Any:
        def answer(prompt: Any) -> str | None:
            roles = [m["role"] for m in prompt.messages]
            if roles != ROLES or prompt.messages[-1]["content"] != QUESTION:
                return None  # not this family's conversation
            ledger = prompt.messages[1]["content"]
            return ledger.split("The code word is ", 1)[1].split(".", 1)[0]

        return answer


class ChatReporter(Reporter):
    cell_keys = ("model", "budget")
    headline_title = "Code word per budget"


class ChatFamily(Family):
    name = "chat"
    grids = ("chat",)
    record_fields = ()
    template_versions = ("chat-v1",)
    scorer_version = "chat-score-v1"
    reporter = ChatReporter()

    def selected(self, settings: Any) -> bool:
        return settings.grid == "chat"

    def expand(self, settings: Any, data: Any) -> list[ChatCell]:
        return [
            ChatCell(budget=b, model=m.name, vendor=m.vendor, n=settings.n, seed=settings.seed)
            for m in settings.models
            for b in BUDGETS
        ]

    def worker(self, context: Any, data: Any) -> ChatWorker:
        return ChatWorker(context)
