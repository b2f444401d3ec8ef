"""What the run hands a family to build its worker: the tokenizers with the run's key bound in,
every family's option values, and whether sim is selected. The key stays here, in the run: a
family counts tokens with the tokenizer it is given and never sees the key or the settings."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from ..endpoints.server_info import tokenizer_for
from ..families.base import Family, WorkerContext
from ..options import Settings


def worker_context(settings: Settings, families: Mapping[str, Family[Any, Any]], sim: bool) -> WorkerContext:
    """The context every family's worker of this run is built from (``Family.worker``)."""
    return WorkerContext(
        tokenizer=partial(tokenizer_for, explicit_key=settings.api_key),
        options={name: family.options(settings) for name, family in families.items()},
        sim=sim,
    )
