"""pytest-cre: position-controlled long-context evaluation of LLMs as a pytest plugin.

``pytest_cre.load("reports/*")`` reads stored runs into pandas frames (``run.results``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .run.results import Results


def load(*sources: Any, **policy: Any) -> Results:
    """Runs as tidy frames: ``samples``, ``cells``, ``comparisons`` and ``meta`` (see
    ``pytest_cre.run.results.load``)."""
    from .run.results import load as load_results  # pandas and the families only when asked

    return load_results(*sources, **policy)
