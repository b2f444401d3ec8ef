"""One sample's record: the header every record has, what the answer measured, the family's fields.

An answered sample and one that was never run (its cell failed) are made here alike, so their
headers cannot drift apart: both carry the run, family, cell, model, vendor, sample, seed and
versions, and the tables place a not-run sample by the same labels as its answered siblings.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..assembly.placement import Prompt
from ..core.record import NOT_RUN, SCHEMA, Record, RecordCore, make_record
from ..endpoints.answers import CallResult
from ..endpoints.vendors import ModelConfig
from ..families.base import Cell
from ..options import Settings
from .family_types import AnyFamily, AnyWorker, Families


@dataclass(frozen=True)
class RecordMaker:
    """Makes the records of one run's samples (``run_id``) for its ``families``."""

    run_id: str
    families: Families
    settings: Settings

    def answered(
        self,
        spec: Cell,
        worker: AnyWorker,
        model: ModelConfig,
        sample: int,
        prompt: Prompt,
        target: object,
        result: CallResult,
    ) -> Record:
        """The record of a sample the endpoint (or the cache) answered, scored by its family."""
        family = self.families[spec.family]
        core = self._header(family, spec, sample, prompt.template_version)
        core.update(
            {
                "response": result.response,
                "reasoning": result.reasoning,
                "finish_reason": result.finish_reason,
                "prompt_tokens": prompt.prompt_tokens,
                "budget": prompt.budget,
                "tokenizer": prompt.tokenizer,
                "reported_prompt_tokens": result.reported_prompt_tokens,
                "completion_tokens": result.completion_tokens,
                "reasoning_tokens": result.reasoning_tokens,
                "cached_tokens": result.cached_tokens,
                "reported_cost_usd": result.reported_cost_usd,
                "latency_s": round(result.latency_s, 4),
                "started_at": result.started_at,
                "finished_at": result.finished_at,
                "attempts": result.attempts,
                "attempt_log": result.attempt_log,
                "from_cache": result.from_cache,
                "truncation_suspect": (
                    result.reported_prompt_tokens is not None
                    and result.reported_prompt_tokens < model.truncation_ratio * prompt.prompt_tokens
                ),
                "endpoint": result.endpoint,
                "request_params": result.request_params,
                "error": result.error,
                "prompt_sha256": prompt.prompt_sha256,
            }
        )
        return make_record(
            family.record_fields, **core, **worker.record_fields(spec, model, sample, prompt, target, result)
        )

    def not_run(self, spec: Cell, sample: int, failed: tuple[int, BaseException], answered: list[Record]) -> Record:
        """The record of a sample that was never answered because its cell failed, with the
        cell's labels (so the tables place it): a sibling's, else the spec's like-named ones."""
        family = self.families[spec.family]
        keys = [k for k in family.reporter.cell_keys if k in family.record_fields]
        if answered:
            labels = {k: answered[0].get(k) for k in keys}
        else:  # a dimension object (a tier) is recorded by its label
            labels = {k: getattr(getattr(spec, k), "label", getattr(spec, k)) for k in keys if hasattr(spec, k)}
        reason = "this sample failed" if sample == failed[0] else f"sample {failed[0]} of this cell failed"
        core = self._header(family, spec, sample, family.template_version(self.settings))
        core.update({"status": NOT_RUN, "error": f"not run: {reason} ({type(failed[1]).__name__}: {failed[1]})"})
        return make_record(family.record_fields, **core, **labels)

    def _header(self, family: AnyFamily, spec: Cell, sample: int, template_version: str | None) -> RecordCore:
        """What names a sample's record, answered or not: its run, family, cell, model, sample,
        seed and the versions of its prompt template and scorer."""
        return {
            "schema": SCHEMA,
            "run_id": self.run_id,
            "family": family.name,
            "cell_id": spec.cell_id,
            "model": spec.model,
            "vendor": spec.vendor,
            "sample": sample,
            "seed": spec.seed,
            "template_version": template_version,
            "scorer_version": family.scorer_version,
        }
