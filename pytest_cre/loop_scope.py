"""pytest-asyncio's loop scope in a project that leaves it unset.

pytest-asyncio warns at every start of a project whose ini file does not set
``asyncio_default_fixture_loop_scope`` (its default will change). pytest-cre's cells and its
fixture name their loop scope (``session``) themselves, so that default never applies to them:
a project made only of cells would open every run with a warning about nothing it has. Where
the key is unset, that one warning is left out and nothing else changes (pytest-asyncio then
runs an async fixture in its own scope's loop, as it does without the plugin); a project with
async fixtures of its own sets the key, as pytest-asyncio says, and the plugin steps aside."""

from __future__ import annotations

import re
import warnings

import pytest

KEY = "asyncio_default_fixture_loop_scope"
_UNSET = re.escape(f'The configuration option "{KEY}" is unset')


class LoopScopeUnset:
    """Registered by the plugin; its configure runs before pytest-asyncio's, which warns."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_configure(self, config: pytest.Config) -> None:
        try:
            if config.getini(KEY):
                return
        except ValueError:  # pytest-asyncio is not loaded (-p no:asyncio): nothing warns
            return
        # Inside pytest's configure-time warnings context, so it ends with the run; removed at
        # cleanup too, for a run without pytest's warnings plugin.
        warnings.filterwarnings("ignore", message=_UNSET, category=pytest.PytestDeprecationWarning)
        added = warnings.filters[0]
        config.add_cleanup(lambda: added in warnings.filters and warnings.filters.remove(added))
