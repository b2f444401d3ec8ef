"""What the run hands a family to build its worker: the tokenizers with the run's key bound in,
every family's option values, and whether sim is selected. The key stays here, in the run: a
family counts tokens with the tokenizer it is given and never sees the key or the settings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.secret import Secret
from ..core.tokens import Tokenizer
from ..endpoints.server_info import tokenizer_for
from ..endpoints.vendors import ModelConfig
from ..families.base import Family, WorkerContext
from ..options import Settings


class RunTokenizers:
    """``tokenizer(model)`` with the run's key bound in. Not a ``functools.partial``, whose
    public ``keywords`` would hand the key to whoever holds it; nothing here is private in
    Python's sense, but no member a family is told of leads to the key, and ``repr`` hides it."""

    __slots__ = ("_key",)

    def __init__(self, key: Secret | str | None) -> None:
        self._key = key

    def __call__(self, model: ModelConfig) -> Tokenizer:
        return tokenizer_for(model, self._key)

    def __repr__(self) -> str:
        return "RunTokenizers()"


def worker_context(settings: Settings, families: Mapping[str, Family[Any, Any]], sim: bool) -> WorkerContext:
    """The context every family's worker of this run is built from (``Family.worker``)."""
    return WorkerContext(
        tokenizer=RunTokenizers(settings.api_key),
        options={name: family.options(settings) for name, family in families.items()},
        sim=sim,
    )
