"""No secret in family code (issue 45, point 4): a worker is built from the run's
``WorkerContext`` (a ready tokenizer, the families' option values, the sim flag). Nothing a
built-in worker holds reaches the key or the run's settings, except through the tokenizer the
run made, which counts with the key without showing it to the family."""

from __future__ import annotations

import dataclasses
import gc
import types

import pytest

from pytest_cre.core.secret import Secret
from pytest_cre.families.registry import builtin_families
from pytest_cre.options import Settings, build_settings
from pytest_cre.run.worker_context import worker_context

KEY = "sk-fam-0123456789-known-key"
# A self-hosted model (the key applies to one); nothing is sent to it.
MODEL = {"models": ["llamacpp:m"], "base_url": "http://127.0.0.1:9/v1", "api_key": KEY}
# What a walk does not enter: code and classes are shared by every object (a module reaches
# every other), not state a worker holds.
SHARED = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType, types.MethodType)


def reachable(root: object, sealed: object, limit: int = 500_000) -> list[object]:
    """Every object reachable from ``root`` through what it holds (attributes, containers,
    cells), without entering ``sealed`` (the run's tokenizer) or shared code and classes."""
    seen, out, todo = {id(sealed)}, [], [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, SHARED):
            continue
        seen.add(id(obj))
        out.append(obj)
        assert len(out) < limit, "the walk did not end: bound it"
        todo.extend(gc.get_referents(obj))
        if isinstance(obj, Secret):  # __slots__ without a gc link to its value
            todo.append(obj.reveal())
    return out


@pytest.mark.parametrize("name", ["reasoning", "retrieval", "recall"])
def test_a_built_in_worker_reaches_neither_the_key_nor_the_settings(name):
    families = builtin_families()
    raw = {**MODEL, "grid": "contrast", "corpora": "http_server"}
    settings = build_settings(raw, families=families)
    assert isinstance(settings.api_key, Secret) and settings.api_key.reveal() == KEY
    context = worker_context(settings, families, sim=True)
    family = families[name]
    data = family.run_data()
    cell = family.expand(settings, data)[0]  # what expanding loads (recall's corpora) is in data
    worker = family.worker(context, data)
    worker.prepare(cell)
    worker.prompt(cell, settings.models[0], 0)  # what assembling a prompt leaves behind, too
    held = reachable(worker, context.tokenizer)
    assert not [o for o in held if isinstance(o, Settings | Secret)]
    assert not [o for o in held if isinstance(o, str) and KEY in o]
    # The context itself: its options are the public values run.json keeps, not the settings.
    assert not [f for f in dataclasses.fields(context) if isinstance(getattr(context, f.name), Settings)]


def test_the_context_counts_with_the_tokenizer_the_run_bound_the_key_into(monkeypatch):
    from pytest_cre.run import worker_context as module

    seen = []
    monkeypatch.setattr(module, "tokenizer_for", lambda model, explicit_key=None: seen.append(explicit_key) or "tok")
    families = builtin_families()
    settings = build_settings(MODEL, families=families)
    context = module.worker_context(settings, families, sim=False)
    assert context.tokenizer(settings.models[0]) == "tok"
    assert seen == [settings.api_key]


def test_the_run_tokenizer_hands_out_no_key_through_a_public_member_or_its_repr():
    """A ``functools.partial`` would: its ``keywords`` hold the key for whoever has the worker."""
    families = builtin_families()
    settings = build_settings({**MODEL, "api_key": "sk-bound-in-the-run-0123456789"}, families=families)
    tokenizers = worker_context(settings, families, sim=False).tokenizer
    public = [getattr(tokenizers, name) for name in dir(tokenizers) if not name.startswith("_")]
    assert not [v for v in public if isinstance(v, (Secret, dict)) or "sk-bound" in repr(v)]
    assert "sk-bound" not in repr(tokenizers) and "Secret" not in repr(tokenizers)
