"""The package's shape as issue 45 asks it: a ``cre`` subcommand per module of ``cli/``, and
no function so long that a reader cannot hold it (the review's bar: none over 100 lines)."""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

import pytest_cre
from pytest_cre.cli import build_parser

PACKAGE = Path(pytest_cre.__file__).parent


def test_each_cre_subcommand_lives_in_its_own_module():
    parser = build_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    homes = {name: p.get_default("func").__module__ for name, p in sub.choices.items()}
    assert homes == {name: f"pytest_cre.cli.{name.replace('-', '_')}" for name in sub.choices}
    assert len(homes) == 7


def test_no_function_is_over_100_lines():
    long = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > 100:
                    long.append(f"{path.relative_to(PACKAGE)}:{node.name} ({lines} lines)")
    assert not long
