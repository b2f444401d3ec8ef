"""pytest-asyncio's loop scope in a project that leaves it unset.

pytest-asyncio warns at every start of a project whose ini file does not set
``asyncio_default_fixture_loop_scope`` (its default will change). pytest-cre's cells and its
fixture name their loop scope (``session``) themselves, so that default never applies to them:
a project of cells would open every run with a warning about nothing it has. Where the key is
unset, that one warning is held back while the run starts and dropped once the run turns out
to be pytest-cre's; any other run gets it on stderr as it would without the plugin (as the
run ends), and nothing else changes (pytest-asyncio runs an async fixture in its own scope's
loop, as it does without the plugin). A project with async fixtures of its own sets the key,
as pytest-asyncio says, and then the plugin holds nothing."""

from __future__ import annotations

import sys
import warnings
from collections.abc import Callable
from typing import Any

import pytest

KEY = "asyncio_default_fixture_loop_scope"
_UNSET = f'The configuration option "{KEY}" is unset'


class LoopScopeUnset:
    """Registered by the plugin; its configure runs before pytest-asyncio's, which warns.
    ``started(config)``: whether pytest-cre runs in this session."""

    def __init__(self, started: Callable[[pytest.Config], bool]) -> None:
        self.started = started
        self.held: list[tuple[Any, ...]] = []
        self._show: Callable[..., None] | None = None
        self._hold: Callable[..., None] | None = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(self, config: pytest.Config) -> None:
        try:
            if config.getini(KEY):
                return
        except ValueError:  # pytest-asyncio is not loaded (-p no:asyncio): nothing warns
            return
        show = self._show = warnings.showwarning

        def hold(message: Any, category: type[Warning], *rest: Any, **named: Any) -> None:
            if issubclass(category, pytest.PytestDeprecationWarning) and str(message).startswith(_UNSET):
                self.held.append((message, category, *rest))
            else:
                show(message, category, *rest, **named)

        warnings.showwarning = self._hold = hold

    def pytest_sessionstart(self) -> None:
        # Configure is over: every other warning is shown as it comes.
        if self._hold is not None and warnings.showwarning is self._hold:
            warnings.showwarning = self._show  # type: ignore[assignment]

    @pytest.hookimpl(tryfirst=True)
    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.pytest_sessionstart()  # a run that never got that far (--help, a usage error)
        held, self.held = self.held, []
        if held and not self.started(config):  # not pytest-cre's run: as pytest-asyncio said it
            for message, category, filename, lineno, *_ in held:
                sys.stderr.write(warnings.formatwarning(message, category, filename, lineno))
