"""No two modules of the package import each other, even only for type checking (a circle makes
either one unimportable alone and their order of import matter): checked on the source."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "pytest_cre"


def _module_graph() -> dict[str, set[str]]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.parse(path.read_text()).body:  # module level, `if TYPE_CHECKING:` included
            for n in node.body if isinstance(node, ast.If) else [node]:
                if not (isinstance(n, ast.ImportFrom) and n.level):
                    continue
                target = ".".join(package[: len(package) - n.level + 1] + ([n.module] if n.module else []))
                for alias in n.names:
                    found = f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules else target
                    if found in modules:
                        graph[name].add(found)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_package_has_no_import_circle():
    assert _cycles(_module_graph()) == []


def test_the_check_sees_a_circle_through_type_checking_imports():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    assert "pytest_cre.report.files" in _module_graph()["pytest_cre.report.build"]
