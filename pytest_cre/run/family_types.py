"""The family seam as the shared run sees it: every registered family, whatever its cells.

``Family`` is generic in its cell and run-data types, and invariant in both (a family's cells
are both what ``expand`` returns and what its other members take), so no one concrete
parameterisation holds reasoning's and recall's families together. The shared layers call a
family only through the ``Family``, ``Cell`` and ``Worker`` members, never its own types.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from ..families.base import Family, Worker

# A registered family of any cell and data type (the runner, the session and the loaders serve
# every family alike).
AnyFamily: TypeAlias = Family[Any, Any]
Families: TypeAlias = dict[str, AnyFamily]
# A family's worker for any cell type (``Worker`` is generic in it, as ``Family`` is).
AnyWorker: TypeAlias = Worker[Any]
