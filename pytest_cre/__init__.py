"""pytest-cre: position-controlled long-context evaluation of LLMs as a pytest plugin.

``pytest_cre.load("reports/*")`` reads stored runs into pandas frames (``run.notebook``), saying
what it pooled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .run.notebook import Results


def load(*sources: Any, mixed: bool = False, **policy: Any) -> Results:
    """Runs as tidy frames: ``samples``, ``cells``, ``comparisons`` and ``meta``; several runs
    pooled say so (``pooled``, a ``PoolWarning``), runs that asked a cell with other prompts are
    refused unless ``mixed`` (see ``pytest_cre.run.notebook.load``)."""
    from .run.notebook import load as load_results  # pandas and the families only when asked

    return load_results(*sources, mixed=mixed, **policy)
