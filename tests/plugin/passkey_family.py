"""A third benchmark family, as a plugin writes one: passkey retrieval. A five-digit key sits
at a depth of a repeated filler sentence; the model is asked for it back. One module: its
option, its cells, its worker (prompt, scoring, how sim answers), its reporter; registered in a
conftest with ``pytest_cre_families`` (and its option with ``add_options``). It uses only the
families' public base classes."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from pytest_cre.assembly.placement import Prompt, messages_sha256, seeded_rng
from pytest_cre.core.dims import model_label, parse_list
from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.option_table import Option
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.base import Cell, Family, Reporter, Worker
from pytest_cre.report.family_report import FamilyReport, ReportInput, compose
from pytest_cre.report.html import Section, html_table
from pytest_cre.report.page import Part

DEPTHS = (0.1, 0.5, 0.9)
OPTION_ROWS = (
    Option(
        "--cre-passkey-depths", "cre_passkey_depths", "passkey: comma list of depths in (0, 1) (default 0.1,0.5,0.9)"
    ),
)
FILLER = "The grass is green. The sky is blue. The sun is yellow. Here we go. There and back again. "
QUESTION = "What is the pass key? Answer with the five digits only."


@dataclass(frozen=True)
class PasskeyOptions:
    depths: tuple[float, ...] = DEPTHS

    def public(self) -> dict[str, Any]:
        return {"passkey_depths": list(self.depths)}


def parse_options(raw: dict[str, Any]) -> PasskeyOptions:
    text = raw.get("passkey_depths")
    if not text:
        return PasskeyOptions()
    try:
        depths = tuple(float(d) for d in parse_list(text))
    except ValueError:
        depths = ()
    if not depths or not all(0 < d < 1 for d in depths):
        raise CreUsageError(f"--cre-passkey-depths {text}: give depths between 0 and 1, e.g. 0.25,0.75")
    return PasskeyOptions(depths)


@dataclass(frozen=True)
class PasskeyCell(Cell):
    family: ClassVar[str] = "passkey"
    depth: float
    model: str
    vendor: str
    n: int
    seed: int

    @property
    def cell_id(self) -> str:
        return f"passkey-{int(self.depth * 100)}-{model_label(self.model)}"

    def dimension_values(self) -> set[str]:
        return {"passkey", f"depth{int(self.depth * 100)}", self.model.lower(), self.vendor.lower()}

    def markers(self) -> list[str]:
        return ["passkey", self.vendor]


class PasskeyWorker(Worker):
    def key(self, cell: PasskeyCell, sample: int) -> str:
        return f"{seeded_rng(cell.seed, 'passkey', sample).randrange(10000, 100000)}"

    def text(self, cell: PasskeyCell, sample: int) -> str:
        filler = FILLER * 40
        cut = int(len(filler) * cell.depth)
        return f"{filler[:cut]}The pass key is {self.key(cell, sample)}. Remember it. {filler[cut:]}\n{QUESTION}"

    def prompt_key(self, cell: PasskeyCell, model: Any, sample: int) -> str:
        return f"passkey-v1:{cell.depth}:{cell.seed}:{sample}"

    def target(self, cell: PasskeyCell, sample: int) -> str:
        return self.key(cell, sample)

    def prompt(self, cell: PasskeyCell, model: Any, sample: int) -> tuple[Prompt, str]:
        text = self.text(cell, sample)
        messages = [{"role": "user", "content": text}]
        tokenizer = get_tokenizer(model.tokenizer)
        prompt = Prompt(
            messages, tokenizer.count(text), tokenizer.name, "passkey-v1", messages_sha256(messages),
            target_depths=[cell.depth],
        )  # fmt: skip
        return prompt, self.key(cell, sample)

    def record_fields(
        self, cell: PasskeyCell, model: Any, sample: int, prompt: Prompt, target: str, result: Any
    ) -> dict[str, Any]:
        found = re.findall(r"\d{5}", result.response or "")
        answer = found[-1] if found else None
        status = result.status if result.status != "ok" or answer else "no_answer"
        return {
            "depth": cell.depth,
            "target_id": f"key-{sample}",
            "status": status,
            "correct": answer == target if status == "ok" else None,
            "answer": answer,
            "gold": target,
        }

    def sim_answerer(self, load_all: bool = False) -> Any:
        def answer(prompt: Any) -> str | None:
            if QUESTION not in prompt.text:
                return None  # another family's prompt
            return re.search(r"The pass key is (\d{5})", prompt.text).group(1)

        return answer


class PasskeyReporter(Reporter):
    """Its headline is the default (``cell_keys`` and n, k, acc); its page part is its own."""

    cell_keys = ("model", "depth")
    headline_title = "Passkey retrieval per depth"

    def report(self, given: ReportInput) -> FamilyReport:
        def page(meta: dict[str, Any]) -> Part:
            rows = [[r["model"], f"{r['depth']:g}", f"{r['k']}/{r['n']}"] for r in given.cells.to_dict("records")]
            table = html_table(["model", "depth", "k/n"], rows)
            return Part("Passkey retrieval", [Section("depths", "Passkey by depth", table)])

        return compose(self, given, page=page)


class PasskeyFamily(Family):
    name = "passkey"
    grids = ("passkey",)
    record_fields = ("depth",)
    template_versions = ("passkey-v1",)
    scorer_version = "passkey-score-v1"
    reporter = PasskeyReporter()
    option_rows = OPTION_ROWS

    def parse_options(self, raw: dict[str, Any]) -> PasskeyOptions:
        return parse_options(raw)

    def selected(self, settings: Any) -> bool:
        return settings.grid == "passkey"

    def expand(self, settings: Any, data: Any) -> list[PasskeyCell]:
        return [
            PasskeyCell(depth=d, model=m.name, vendor=m.vendor, n=settings.n, seed=settings.seed)
            for m in settings.models
            for d in self.options(settings).depths
        ]

    def worker(self, context: Any, data: Any) -> PasskeyWorker:
        return PasskeyWorker()
