"""``pytest_cre_*`` hooks: extend families, tasks, models and records without forking.

Implement them in a ``conftest.py`` or a plugin of your own.
"""

from __future__ import annotations

from typing import Any

import pytest


@pytest.hookspec(historic=True)
def pytest_cre_families(families: dict[str, Any]) -> None:
    """Add or replace benchmark families (subclasses of ``pytest_cre.families.base.Family``).

    Called once per process at configure time, before any family's own hooks; modify
    ``families`` in place::

        def pytest_cre_families(families):
            families["mybench"] = MyBenchFamily()   # its cells join the grid
    """


@pytest.hookspec(historic=True)
def pytest_cre_tasks(tasks: dict[str, Any]) -> None:
    """Add or replace reasoning tasks (objects following
    ``pytest_cre.families.reasoning.tasks.base.Task``).

    Called once per process at configure time; modify ``tasks`` in place::

        def pytest_cre_tasks(tasks):
            tasks["mymath"] = MyMathTask()   # then: pytest cells --cre-tasks mymath
    """


@pytest.hookspec(historic=True)
def pytest_cre_models(registry: dict[str, Any]) -> None:
    """Add named models (``pytest_cre.endpoints.vendors.ModelConfig``) to the registry before options
    are resolved::

        from pytest_cre.endpoints.vendors import ModelConfig
        def pytest_cre_models(registry):
            registry["my-vllm"] = ModelConfig(name="my-vllm", vendor="vllm", model_id="Qwen/Qwen3-8B",
                                              base_urls=("http://127.0.0.1:8000/v1",))
    """


def pytest_cre_record(record: dict[str, Any]) -> None:
    """Called for every per-sample record before it leaves the cell (on the worker that ran
    it). This is the way to add fields beyond the record core and the family's declared ones:
    add your own diagnostics as extra keys (after those), keep values JSON-safe::

        def pytest_cre_record(record):
            record["long_answer"] = len(record["response"] or "") > 2000
    """
