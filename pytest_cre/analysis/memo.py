"""Answers of costly pure functions, remembered across runs: the statistics libraries' and the
leak scan's.

A rerun answered from the response cache has the same counts and data as the run before it,
so it asks these functions the same questions. scipy's and statsmodels' import alone (~0.6 s)
was most of such a rerun's wall time, and each filler pool's leak scan 0.2-0.3 s. A function
wrapped in ``remembered`` looks its arguments up in the attached store first: a rerun whose
counts and data did not change imports neither library and scans nothing.

The store is keyed by the function, the source of the module that defines it, its arguments
and the two libraries' versions, so an upgrade of either, or an edit of the function (or of
what it calls in its module), asks again. Every answer, fresh or stored, is returned as it reads back from JSON
(floats round-trip exactly; lists become tuples), so a first run and its rerun write the same
bytes. With no store attached (``--cre-cache=off`` or ``refresh``, ``cre report``) the
functions compute.
"""

from __future__ import annotations

import functools
import hashlib
import json
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
_FORMAT = 1  # bump when what a remembered function returns changes shape


class Store(Protocol):
    """Where remembered answers live between runs (the response cache file's ``analysis`` table)."""

    def load(self) -> dict[str, str]:
        """Every stored answer: key -> JSON text."""
        ...

    def save(self, answers: dict[str, str]) -> None:
        """Store new answers (key -> JSON text)."""
        ...


class _Memo:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.store: Store | None = None
        self.known: dict[str, str] | None = None  # loaded on the first question
        self.fresh: dict[str, str] = {}
        self.versions = ""


_memo = _Memo()


def attach(store: Store) -> None:
    """Answer from ``store`` (and add to it) until ``detach``."""
    with _memo.lock:
        _memo.store, _memo.known, _memo.fresh = store, None, {}


def detach() -> None:
    """Save this process's new answers to the attached store and stop using it."""
    with _memo.lock:
        store, fresh = _memo.store, _memo.fresh
        _memo.store, _memo.known, _memo.fresh = None, None, {}
    if store is not None and fresh:
        store.save(fresh)


def _versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for package in ("scipy", "statsmodels"):
        try:
            found.append(f"{package}=={version(package)}")
        except PackageNotFoundError:
            found.append(f"{package}==?")
    return " ".join(found)


def _plain(value: Any) -> Any:
    """numpy's scalars (a count read from a frame) as the Python numbers they hold."""
    if hasattr(value, "item"):
        return value.item()
    raise TypeError(f"{type(value).__name__} is not JSON")


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


@functools.cache
def _source_digest(module: str) -> str:
    """sha256 of the source file of ``module`` (read once per process)."""
    path = getattr(sys.modules.get(module), "__file__", None)
    return hashlib.sha256(Path(path).read_bytes()).hexdigest() if path else ""


def _lookup(question: str) -> tuple[str | None, str]:
    """(the stored answer's JSON text or None, its key), loading the store on first use; no key
    without a store."""
    with _memo.lock:
        if _memo.store is None:
            return None, ""
        if _memo.known is None:
            _memo.versions = _versions()
            _memo.known = _memo.store.load()
        key = hashlib.sha256(f"{_memo.versions}\n{question}".encode()).hexdigest()
        return _memo.known.get(key), key


def remembered(fn: F) -> F:
    """Wrap ``fn`` (JSON-typed arguments, a JSON-typed answer) to answer from the attached
    store when it has the same question, and to keep new answers for it."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        if _memo.store is None:  # nothing to look in: not even the question is made (a pool's is MBs)
            return fn(*args, **kwargs)
        try:
            question = json.dumps(
                [_FORMAT, name, _source_digest(fn.__module__), args, sorted(kwargs.items())], default=_plain
            )
        except TypeError:  # an argument JSON cannot hold: no store can have it
            return fn(*args, **kwargs)
        text, key = _lookup(question)
        if text is not None:
            try:
                return _tuples(json.loads(text))
            except ValueError:
                pass  # a damaged row: computed again and replaced
        text = json.dumps(fn(*args, **kwargs), default=_plain)
        if key:
            with _memo.lock:
                if _memo.known is not None:
                    _memo.known[key] = text
                    _memo.fresh[key] = text
        return _tuples(json.loads(text))

    return call  # type: ignore[return-value]
