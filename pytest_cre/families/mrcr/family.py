"""The mrcr family (see ``families.base.Family``): selected by ``--cre-grid mrcr``, by any of its
options, or by ``-k`` naming it (``-k mrcr``, ``-k "mrcr and 64k"``)."""

from __future__ import annotations

import re
from typing import Any, cast

from ...analysis.policy import Analysis
from ...core.errors import CreUsageError
from ...options import Settings
from ..base import Family, RunData, WorkerContext
from .cells import FAMILY, MrcrCell, MrcrComparison, expand_comparisons, needles_label
from .conversation import TEMPLATE_VERSION, Needle, draw_needle
from .options import NEEDLE_CHOICES, OPTION_ROWS, MrcrOptions, parse_options
from .reporter import MrcrReporter
from .worker import SCORER_VERSION, MrcrWorker

# Tokens a chat template may add to one message (role markers, separators), beyond its content.
MESSAGE_ROOM = 8


def named_by_keyword(expression: str) -> bool:
    """Whether a ``-k`` expression names the family (``mrcr``, or a cell id's ``mrcr-...``), not
    right after ``not`` (``-k "not mrcr"`` leaves it out, as it should)."""
    words = [w.lower() for w in re.findall(r"[^\s()]+", expression or "")]
    return any(
        (w == FAMILY or w.startswith(f"{FAMILY}-")) and (k == 0 or words[k - 1] != "not") for k, w in enumerate(words)
    )


class MrcrFamily(Family[MrcrCell, RunData]):
    """Multi-round co-reference in a synthetic conversation (after OpenAI's MRCR)."""

    name = FAMILY
    grids = (FAMILY,)
    reporter = MrcrReporter()
    record_fields = (
        "tier",
        "needles",
        "position",
        "asked",
        "prefix",
        "request",
        "score",
        "prefix_present",
        "closest_instance",
        "depth",
        "target_depths",
        "target_slots",
    )
    comparison_labels = ("needles", "tier", "position", "baseline_position")
    option_rows = OPTION_ROWS
    template_versions = (TEMPLATE_VERSION,)
    scorer_version = SCORER_VERSION

    def parse_options(self, raw: dict[str, Any]) -> MrcrOptions:
        return parse_options(raw)

    def selected(self, settings: Settings) -> bool:
        opts = cast(MrcrOptions, self.options(settings))
        return settings.grid == FAMILY or opts.given() or named_by_keyword(settings.keyword)

    def expand(self, settings: Settings, data: RunData) -> list[MrcrCell]:
        needles, tiers, positions = cast(MrcrOptions, self.options(settings)).grid()
        return [
            MrcrCell(tier, k, position, model.name, model.vendor, settings.n, settings.seed)
            for model in settings.models
            for k in needles
            for tier in tiers
            for position in positions
        ]

    def comparison_items(self, cells: list[MrcrCell], analysis: Analysis) -> list[MrcrComparison]:
        return expand_comparisons(cells)

    def known_markers(self) -> list[str]:
        return [FAMILY, *(needles_label(k) for k in NEEDLE_CHOICES)]

    def marker_descriptions(self, cells: list[MrcrCell]) -> dict[str, str]:
        out = {FAMILY: "pytest-cre mrcr cells (multi-round co-reference in a conversation)"}
        for c in cells:
            out.setdefault(needles_label(c.needles), f"pytest-cre mrcr cells with {c.needles} identical requests")
            for m in c.markers():
                out.setdefault(m, f"pytest-cre mrcr cells ({m})")
        return out

    def check(self, cells: list[MrcrCell], settings: Settings, data: RunData, context: WorkerContext) -> None:
        """A tier too small for a sample's fixed turns (its instances of the repeated request and
        the final ask) is a usage error before anything is sent, not a failed cell mid-run. The
        turns' characters bound their tokens (the generator writes ASCII, and a token of it is
        at least one character; ``MESSAGE_ROOM`` more per message for a template's), so only a
        draw whose characters come near the tier is counted."""
        models = {m.name: m for m in settings.models}
        drawn: dict[tuple[int, str, int, int], Needle] = {}
        for cell in cells:
            budget = cell.tier.tokens
            for sample in cell.samples():
                key = (cell.needles, cell.position, cell.seed, sample)
                if key not in drawn:
                    drawn[key] = draw_needle(*key)
                needle = drawn[key]
                turns = [
                    *(m for k in range(cell.needles) for m in needle.turns(k)),
                    {"role": "user", "content": needle.ask},
                ]
                if sum(len(m["content"]) + MESSAGE_ROOM for m in turns) <= budget:
                    continue
                tokens = context.tokenizer(models[cell.model]).count_messages(turns)
                if tokens > budget:
                    raise CreUsageError(
                        f"{cell.cell_id}: sample {sample}'s {cell.needles} instances of its repeated request and "
                        f"the final ask alone take {tokens:,} tokens, more than the {cell.tier.label} tier "
                        f"({budget:,}): use a larger tier (--cre-mrcr-tiers) or fewer needles (--cre-mrcr-needles)"
                    )

    def worker(self, context: WorkerContext, data: RunData) -> MrcrWorker:
        return MrcrWorker(context.tokenizer)
