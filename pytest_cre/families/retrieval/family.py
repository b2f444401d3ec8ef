"""The retrieval family: a RULER-style needle (``needle``) in the very prompts of the reasoning
cells, in place of their target, so a run tells "cannot find it" from "cannot reason there"
(``contrast``).

It is built on the registered reasoning family (``bind``: a user's replacement of it is the one
retrieval follows) and on its public parts: its grid (``--cre-positions``,
``--cre-fillers``, ``--cre-tiers`` and ``--cre-grid contrast`` choose both families' cells),
its prompts (sample i's prompt is the prompt of the reasoning cell's sample i at the same
coordinates with the needle in place of the target block and the needle's question in place of
the closing: every filler byte the same), its row order and comparisons."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Self, cast

from ...analysis.policy import Analysis
from ...assembly.placement import Prompt, replace_target
from ...core.errors import CreUsageError
from ...core.tokens import Tokenizer
from ...endpoints.answers import CallResult
from ...endpoints.cache import prompt_key
from ...endpoints.vendors import ModelConfig
from ...options import Settings
from ..base import Family, SimAnswerer, Worker, WorkerContext
from ..reasoning.cells import CellSpec, ComparisonSpec
from ..reasoning.family import ReasoningFamily
from ..reasoning.run_data import ReasoningData
from ..reasoning.scoring import maxgen_hit
from ..reasoning.worker import ReasoningWorker
from . import sim
from .needle import TEMPLATE_VERSION, Needle, draw_needle, score_answer
from .needles import (
    MULTI_TEMPLATE_VERSION,
    NeedleSet,
    check_variant,
    draw_needles,
    place_needles,
    score_needles,
)
from .options import OPTION_ROWS, SINGLE, VARIANTS, RetrievalOptions, Variant, parse_options, parse_variant
from .reporter import RetrievalReporter

FAMILY = "retrieval"
CONTRAST_GRID = "contrast"
SCORER_VERSION = "retrieval-score-v2"  # v2: word values on word boundaries
FIX = "keep a reasoning family registered (a ReasoningFamily subclass may replace it), or remove retrieval too"


class _InRetrieval:
    """What a retrieval cell or comparison adds to reasoning's: ``retrieval`` among its
    dimension values and first among its markers, so ``-k retrieval`` selects exactly these; a
    multi-needle variant's name (``multikey``) and label (``multikey4``) among its values and its
    name among its markers, so ``-k multikey`` selects that variant's."""

    family: ClassVar[str] = FAMILY
    needle: str  # the variant's spec (``single``, ``multikey:4``): a field of both subclasses

    @property
    def variant(self) -> Variant:
        return parse_variant(self.needle)

    @property
    def prefix(self) -> str:
        """Before reasoning's id: ``retrieval``, and a multi-needle variant's label (a single
        needle's ids are as they were)."""
        return FAMILY if self.needle == SINGLE else f"{FAMILY}-{self.variant.label}"

    def dimension_values(self) -> set[str]:
        own = {FAMILY} if self.needle == SINGLE else {FAMILY, self.variant.name, self.variant.label}
        return {*super().dimension_values(), *own}  # type: ignore[misc]

    def markers(self) -> list[str]:
        own = [FAMILY] if self.needle == SINGLE else [FAMILY, self.variant.name]
        return [*own, *super().markers()]  # type: ignore[misc]

    @classmethod
    def of(cls, spec: Any, variant: Variant | None = None) -> Self:
        """The retrieval twin of a reasoning cell or comparison: the same coordinates, with
        ``variant``'s needles (by default one)."""
        own = {f.name: getattr(spec, f.name) for f in fields(spec) if f.name != "needle"}
        return cls(**own, needle=(variant or Variant()).spec)  # type: ignore[call-arg]  # a subclass's field


@dataclass(frozen=True)
class RetrievalCell(_InRetrieval, CellSpec):
    """A reasoning cell's coordinates with a needle (or a variant's needles) for a target."""

    needle: str = SINGLE

    @property
    def cell_id(self) -> str:
        return f"{self.prefix}-{super().cell_id}"


@dataclass(frozen=True)
class RetrievalComparison(_InRetrieval, ComparisonSpec):
    """A comparison of two retrieval cells (``retrieval-drop-...``), as reasoning's are made."""

    needle: str = SINGLE

    @property
    def drop_id(self) -> str:
        return f"{self.prefix}-{super().drop_id}"

    def labels(self) -> dict[str, str]:
        # A multi-needle variant's comparisons say which (a single needle's labels are as they were).
        return super().labels() if self.needle == SINGLE else {**super().labels(), "needle": self.needle}


class RetrievalWorker(Worker[RetrievalCell]):
    """A needle in the prompt of the reasoning sample at the same coordinates (the reasoning
    worker holds the pools, the draw and the assembly); a multi-needle variant's asked needles
    together in the target's place and its unasked ones between its filler items (``needles``)."""

    def __init__(
        self,
        tokenizer: Callable[[ModelConfig], Tokenizer],
        kind: str,
        reasoning: ReasoningWorker,
        template_version: str = TEMPLATE_VERSION,
    ) -> None:
        self.tokenizer = tokenizer
        self.kind = kind
        self.reasoning = reasoning
        # What its records are stamped with: the multi-needle template where the run has one.
        self.template_version = template_version
        self._texts: dict[tuple[str, str], dict[str, str]] = {}

    def prepare(self, cell: RetrievalCell) -> None:
        self.reasoning.prepare(cell)

    def target(self, cell: RetrievalCell, sample: int) -> Needle | NeedleSet:
        """The sample's first draw: its prompt's needle unless that prompt's filler mentions the
        value (``needle``; ``record_fields`` settles it from the prompt's filler ids)."""
        if cell.needle != SINGLE:
            return draw_needles(self.kind, cell.variant, cell.seed, sample)
        return draw_needle(self.kind, cell.seed, sample)

    def filler_texts(self, cell: RetrievalCell, filler_ids: list[str]) -> list[str]:
        """The texts of these filler items of the cell's pool, in order."""
        if not filler_ids:
            return []
        key = (cell.task, cell.filler)
        if key not in self._texts:
            self._texts[key] = {item.item_id: item.text for item in self.reasoning.pool(*key).items}
        texts = self._texts[key]
        return [texts[i] for i in filler_ids]

    def needle(self, cell: RetrievalCell, sample: int, filler_ids: list[str]) -> Needle:
        """The sample's needle in a context of these filler items: its first draw whose value
        none of them mentions."""
        if not filler_ids:
            return draw_needle(self.kind, cell.seed, sample)
        return draw_needle(self.kind, cell.seed, sample, self.filler_texts(cell, filler_ids))

    def needles(self, cell: RetrievalCell, sample: int, filler_ids: list[str]) -> NeedleSet:
        """A multi-needle cell's needles in a context of these filler items (as ``needle``)."""
        return draw_needles(self.kind, cell.variant, cell.seed, sample, self.filler_texts(cell, filler_ids))

    def prompt(self, cell: RetrievalCell, model: ModelConfig, sample: int) -> tuple[Prompt, Needle | NeedleSet]:
        # The reasoning pair's prompt, its target block and closing replaced: nothing is refilled,
        # so the needle's shorter block leaves the prompt short of the pair's tokens, recorded.
        pair, _ = self.reasoning.prompt(cell, model, sample)
        tokenizer = self.tokenizer(model)
        if cell.needle == SINGLE:
            needle = self.needle(cell, sample, pair.filler_ids)
            return replace_target(pair, needle.text, needle.question, tokenizer, self.template_version), needle
        filler = self.filler_texts(cell, pair.filler_ids)
        needles = draw_needles(self.kind, cell.variant, cell.seed, sample, filler)
        prompt = place_needles(pair, filler, needles, cell.seed, sample, tokenizer, self.template_version)
        return prompt, needles

    def prompt_key(self, cell: RetrievalCell, model: ModelConfig, sample: int) -> str:
        # The pair's key says everything its prompt depends on (draw, template, tokenizer, budget).
        pair = self.reasoning.prompt_key(cell, model, sample)
        if cell.needle == SINGLE:
            return prompt_key(template=TEMPLATE_VERSION, needle=self.kind, pair=pair)
        return prompt_key(template=MULTI_TEMPLATE_VERSION, needle=self.kind, variant=cell.needle, pair=pair)

    def record_fields(
        self,
        cell: RetrievalCell,
        model: ModelConfig,
        sample: int,
        prompt: Prompt,
        target: Needle | NeedleSet,
        result: CallResult,
    ) -> dict[str, Any]:
        status, answer, correct, exact = result.status, None, None, None
        found = distractor = None
        # A warm rerun's target is the first draw: settle it from the prompt's filler.
        if cell.needle == SINGLE:
            target = needle = self.needle(cell, sample, prompt.filler_ids)
            target_id, gold, keys = needle.key, needle.value, None
            if result.status == "ok":
                s = score_answer(result.response, needle)
                answer, exact = s.answer, s.exact
                status = "ok" if s.correct or s.answer is not None else "no_answer"
                correct = s.correct if status == "ok" else None
        else:
            target = needles = self.needles(cell, sample, prompt.filler_ids)
            target_id, gold = ", ".join(needles.asked), ", ".join(needles.expected)
            keys = [k for k, _ in needles.pairs]
            if result.status == "ok":
                m = score_needles(result.response, needles)
                answer, found, distractor = m.answer, m.values_found, m.distractor_given
                status = "ok" if m.correct or m.answer is not None else "no_answer"
                correct = m.correct if status == "ok" else None
        baseline = cell.position == "baseline"
        return dict(
            task=cell.task,
            filler=cell.filler,
            tier=cell.tier.label,
            position=cell.position,
            needle=cell.needle,
            target_id=target_id,
            status=status,
            correct=correct,
            answer=answer,
            gold=gold,
            needle_kind=target.kind,
            needle_redraws=target.redraws,
            exact_match=exact,
            needle_keys=keys,
            values_found=found,
            distractor_given=distractor,
            target_depths=prompt.target_depths,
            target_slots=prompt.target_slots,
            filler_ids=prompt.filler_ids,
            filler_source=None if baseline else self.reasoning.pool(cell.task, cell.filler).source,
            pair_prompt_sha256=prompt.pair_prompt_sha256,
            pair_prompt_tokens=prompt.pair_prompt_tokens,
            maxgen_hit=maxgen_hit(result.finish_reason),
        )

    def gold(self, target: Needle | NeedleSet) -> str:
        """The value asked for (several, as a record's ``gold`` lists them)."""
        return target.value if isinstance(target, Needle) else ", ".join(target.expected)

    def sim_answerer(self, load_all: bool = False) -> SimAnswerer:
        return sim.answer


class RetrievalFamily(Family[RetrievalCell, ReasoningData]):
    """The retrieval family (see ``families.base.Family``): selected by ``--cre-grid contrast``
    (beside the reasoning cells) or ``--cre-needle``; its cells are the reasoning grid's."""

    name = FAMILY
    grids = (CONTRAST_GRID,)  # reasoning's grid too: either family alone still knows it
    record_fields = (
        "task",
        "filler",
        "tier",
        "position",
        "needle",
        "needle_kind",
        "needle_redraws",
        "exact_match",
        "needle_keys",  # a multi-needle variant's keys in needle order (the asked ones first)
        "values_found",  # RULER's string_match_all: the share of the asked values in the answer
        "distractor_given",  # the answer holds a value of a key not asked
        "target_depths",
        "target_slots",
        "filler_ids",
        "filler_source",
        "pair_prompt_sha256",
        "pair_prompt_tokens",
        "maxgen_hit",
    )
    packed_fields = ("filler_ids",)  # as reasoning's: the long list of a record, compressed
    comparison_labels = ("task", "filler", "tier", "position", "baseline_position")
    option_rows = OPTION_ROWS
    template_versions = (TEMPLATE_VERSION, MULTI_TEMPLATE_VERSION)
    scorer_version = SCORER_VERSION
    shares_data_with = "reasoning"  # its pools, draws and withheld items are reasoning's

    def __init__(self, reasoning: ReasoningFamily | None = None) -> None:
        self.reporter = RetrievalReporter(self)
        # The grid, tasks, pools and draws are the registered reasoning family's (``bind``).
        self._reasoning = reasoning

    @property
    def reasoning(self) -> ReasoningFamily:
        """The registered reasoning family this one is built on."""
        if self._reasoning is None:
            raise CreUsageError(f"family {FAMILY} is built on family reasoning, which is not registered: {FIX}")
        return self._reasoning

    def bind(self, families: Mapping[str, Family[Any, Any]]) -> None:
        """Take the registered reasoning family (the built-in one or a user's replacement):
        retrieval's grid, tasks, options and prompts are that family's, not a private copy's."""
        reasoning = families.get("reasoning")
        if not isinstance(reasoning, ReasoningFamily):
            what = "not registered" if reasoning is None else f"a {type(reasoning).__name__}, not a ReasoningFamily"
            raise CreUsageError(f"family {FAMILY} is built on family reasoning, which is {what}: {FIX}")
        self._reasoning = reasoning

    def parse_options(self, raw: dict[str, Any]) -> RetrievalOptions:
        return parse_options(raw)

    def selected(self, settings: Settings) -> bool:
        return settings.grid == CONTRAST_GRID or self.options(settings).given

    def template_version(self, settings: Settings) -> str:
        return MULTI_TEMPLATE_VERSION if self.options(settings).multi else TEMPLATE_VERSION

    def run_data(self) -> ReasoningData:
        return self.reasoning.run_data()

    def expand(self, settings: Settings, data: ReasoningData) -> list[RetrievalCell]:
        # The registered reasoning family's own expand (a subclass's override included): its
        # grid, options and tasks choose retrieval's cells; retrieval adds only its prefix.
        # One set of cells per needle variant, in the option's order.
        cells = self.reasoning.expand(settings, data)
        return [RetrievalCell.of(c, v) for v in self.options(settings).variants for c in cells]

    def comparison_items(self, cells: list[RetrievalCell], analysis: Analysis) -> list[RetrievalComparison]:
        # Reasoning's comparisons within each variant's cells (never across variants).
        out: list[RetrievalComparison] = []
        for spec in dict.fromkeys(c.needle for c in cells):
            mine = [c for c in cells if c.needle == spec]
            variant = parse_variant(spec)
            out += [RetrievalComparison.of(c, variant) for c in self.reasoning.comparison_items(list(mine), analysis)]
        return out

    def known_markers(self) -> list[str]:
        # Its cells' other markers are those of the registered reasoning family.
        return [FAMILY, *(v for v in VARIANTS if v != SINGLE)]

    def marker_descriptions(self, cells: list[RetrievalCell]) -> dict[str, str]:
        variants = {c.variant.name: c.variant for c in cells if c.needle != SINGLE}
        return {
            FAMILY: "pytest-cre retrieval cells (a needle in the reasoning cells' contexts)",
            **{name: f"pytest-cre retrieval cells with RULER's {name} needles" for name in variants},
            **self.reasoning.marker_descriptions(list(cells)),
        }

    def skip_reason(self, cell: RetrievalCell, settings: Settings) -> str | None:
        return self.reasoning.skip_reason(cell, settings)

    def check(
        self, cells: list[RetrievalCell], settings: Settings, data: ReasoningData, context: WorkerContext
    ) -> None:
        options = cast(RetrievalOptions, self.options(settings))
        for variant in options.variants:
            check_variant(options.kind, variant)
        self.reasoning.check(list(cells), settings, data, context)

    def data_files(self, cells: list[RetrievalCell], settings: Settings, data: ReasoningData) -> list[Any]:
        return self.reasoning.data_files(list(cells), settings, data)

    def worker(self, context: WorkerContext, data: ReasoningData) -> RetrievalWorker:
        reasoning = self.reasoning.worker(replace(context, sim=False), data)  # sim answers needles itself
        options = cast(RetrievalOptions, self.own_options(context))
        template = MULTI_TEMPLATE_VERSION if options.multi else TEMPLATE_VERSION
        return RetrievalWorker(context.tokenizer, options.kind, reasoning, template)
