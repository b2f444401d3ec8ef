"""The ``cre`` command: one module per subcommand (``sim``, ``show-prompt``, ``plan``, ``corpus``,
``report``, ``board``, ``power``); cells run under pytest. Here: the parser and ``main``."""

from __future__ import annotations

import argparse
import os
import sys

from ..core.errors import CreUsageError
from . import board, corpus, plan, power, report, show_prompt, sim


def build_parser() -> argparse.ArgumentParser:
    """``cre``'s parser: each subcommand's options, and its ``run`` as ``func``."""
    parser = argparse.ArgumentParser(prog="cre", description="pytest-cre tools (cells run with `pytest cells`)")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in (sim, show_prompt, plan, corpus, report, board, power):
        command.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return args.func(args)
    except BrokenPipeError:  # `cre show-prompt ... | head`: the reader has what it wanted
        # Nothing more can be written there; point stdout at nothing so exit's flush is quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except CreUsageError as exc:
        print(f"cre: error: {exc}", file=sys.stderr)
        return 4
    except Exception as exc:  # data errors and the like: one line, no traceback
        from ..core.errors import CreDataError

        if isinstance(exc, CreDataError):
            print(f"cre: error: {exc}", file=sys.stderr)
            return 2
        if isinstance(exc, OSError):  # a folder that is read-only, full, or a file
            print(f"cre: error: {exc.filename or 'a file'}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        raise
