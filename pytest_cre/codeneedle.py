"""Function recall's public API: ``extract`` every function of a Python or JavaScript file,
and ``score`` a reproduction of a function's first lines under CodeNeedle's policy::

    from pytest_cre.codeneedle import extract, score
    f = next(f for f in extract("jquery.js") if f.name == "val")
    result = score(f.body_lines[:20], model_output, kinds=f.kinds[:20])
"""

from __future__ import annotations

from .families.recall.extract import Function, extract
from .families.recall.score import LineScore, score

__all__ = ["Function", "LineScore", "extract", "score"]
