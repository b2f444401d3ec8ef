"""The record maker: an answered sample's record and a not-run one share their header.

Both are made by one ``RecordMaker`` from one header, so the fields that name a record (run,
family, cell, model, vendor, sample, seed, versions) and the cell's labels agree letter for
letter, and ``RecordCore`` (what the maker builds) only holds what the record reader accepts.
"""

from __future__ import annotations

import types
import typing

from pytest_cre.core.dims import parse_tier
from pytest_cre.core.record import CORE_FIELDS, CORE_TYPES, NOT_RUN, RecordCore
from pytest_cre.endpoints.answers import CallResult
from pytest_cre.families.reasoning.cells import CellSpec
from pytest_cre.options import build_settings
from pytest_cre.run.record_maker import RecordMaker
from pytest_cre.run.runner import Runner

HEADER = (
    "schema",
    "run_id",
    "family",
    "cell_id",
    "model",
    "vendor",
    "sample",
    "seed",
    "template_version",
    "scorer_version",
)


def test_an_answered_and_a_not_run_record_share_the_header_and_labels():
    settings = build_settings({})
    runner = Runner(settings, "run-7")
    spec = CellSpec("arith", "middle", "ws", parse_tier("8k"), "sim", "sim", n=3, seed=42)
    prompt, target = runner.prompt(spec, 1)
    maker = RecordMaker("run-7", runner.families, settings)
    result = CallResult(status="ok", response="The answer is 7.", attempts=1, latency_s=0.123456)
    answered = maker.answered(spec, runner.worker("reasoning"), runner.models["sim"], 1, prompt, target, result)
    not_run = maker.not_run(spec, 1, (0, TimeoutError("read timed out")), [])

    family = runner.families["reasoning"]
    assert list(answered) == list(not_run)  # every field, in the same order
    assert list(answered)[: len(CORE_FIELDS)] == list(CORE_FIELDS)
    header = {k: answered[k] for k in HEADER}
    assert header == {k: not_run[k] for k in HEADER}
    assert header == {
        "schema": "cre-record/3",
        "run_id": "run-7",
        "family": "reasoning",
        "cell_id": spec.cell_id,
        "model": "sim",
        "vendor": "sim",
        "sample": 1,
        "seed": 42,
        "template_version": prompt.template_version,
        "scorer_version": family.scorer_version,
    }
    # The cell's labels come from the spec when no sibling answered (the tier by its label).
    labels = [k for k in family.reporter.cell_keys if k in family.record_fields]
    assert labels and {k: not_run[k] for k in labels} == {k: answered[k] for k in labels}
    # What differs is what the answer brought.
    assert answered["prompt_tokens"] == prompt.prompt_tokens and answered["latency_s"] == 0.1235
    assert not_run["prompt_tokens"] is None and not_run["response"] is None
    assert not_run["status"] == NOT_RUN
    assert not_run["error"] == "not run: sample 0 of this cell failed (TimeoutError: read timed out)"


def _json_types(hint: object) -> set[type]:
    """The JSON value types a type hint allows (``float`` is any JSON number)."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return set().union(*(_json_types(h) for h in typing.get_args(hint)))
    origin = typing.get_origin(hint) or hint
    return {int, float} if origin is float else {typing.cast(type, origin)}


def test_record_core_is_the_core_fields_and_writes_only_what_the_reader_accepts():
    hints = typing.get_type_hints(RecordCore)
    assert tuple(hints) == CORE_FIELDS == tuple(CORE_TYPES)
    too_wide = {k: h for k, h in hints.items() if not _json_types(h) <= set(CORE_TYPES[k])}
    assert too_wide == {}
