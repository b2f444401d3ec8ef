"""The recall family's options: its rows of the one option table and their values, parsed and
checked. Data and parsing only, so pytest's entry point registers the rows without importing
the family."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.dims import check_choice, parse_list
from ...core.errors import CreUsageError
from ...core.option_table import Option
from ...core.user_values import positive_int, ratio

OPTION_ROWS = (
    Option(
        "--cre-corpora",
        "cre_corpora",
        "recall corpora: names (corpora/NAME.toml) or .toml paths, comma-separated (default: none; grid "
        "recall: http_server, novel_16k, novel_64k, novel_128k; also novel_256k, novel_512k, novel_1m)",
    ),
    Option("--cre-corpus-dir", "cre_corpus_dir", "folder of corpus TOMLs looked up first (default corpora/)"),
    Option("--cre-recall-k", "cre_recall_k", "targets sampled per recall corpus (default: the corpus's k)"),
    Option(
        "--cre-functions",
        "cre_functions",
        "recall: only these targets (names, qualnames or path::qualname), comma-separated "
        "(default: the sampled targets)",
    ),
    Option(
        "--cre-fail-below",
        "cre_fail_below",
        "recall: an item fails when its matched ratio is below this (0-1; default: items only measure)",
    ),
    Option(
        "--cre-recall-lines",
        "cre_recall_lines",
        "body lines to reproduce per target (default: the corpus's primary_lines, 20 or 48)",
    ),
    Option(
        "--cre-recall-sampling",
        "cre_recall_sampling",
        "recall: how a corpus's k targets are drawn: stratified (one per depth bucket, CodeNeedle's) or "
        "uniform (default: the corpus's [sample] sampling, else stratified)",
    ),
    Option(
        "--cre-recall-template",
        "cre_recall_template",
        "recall prompt template by version: cre-recall-v2 (default, CodeNeedle's task and rules), cre-recall-v1, "
        "codeneedle (v2 with CodeNeedle's file headers and /no_think suffix)",
    ),
    Option(
        "--cre-codeneedle-dir",
        "cre_codeneedle_dir",
        "--cre-recall-template codeneedle: the folder CodeNeedle runs in, which its file headers name "
        "(default: the current folder)",
    ),
)


@dataclass(frozen=True)
class RecallOptions:
    """The recall family's option values (``Settings.family_options["recall"]``)."""

    corpora: tuple[str, ...] = ()
    corpus_dir: Path | None = None
    recall_k: int | None = None
    recall_lines: int | None = None
    functions: tuple[str, ...] = ()
    recall_sampling: str | None = None  # stratified or uniform (None: the corpus's own)
    recall_template: str | None = None  # the prompt template's version (None: the default)
    fail_below: float | None = None
    codeneedle_dir: Path | None = None  # codeneedle template: CodeNeedle's folder (None: the cwd)

    def public(self) -> dict[str, Any]:
        """The values as JSON-safe data (run.json's settings)."""
        return {
            "corpora": list(self.corpora),
            "corpus_dir": str(self.corpus_dir) if self.corpus_dir else None,
            "recall_k": self.recall_k,
            "recall_lines": self.recall_lines,
            "functions": list(self.functions),
            "recall_sampling": self.recall_sampling,
            "recall_template": self.recall_template,
            "fail_below": self.fail_below,
            "codeneedle_dir": str(self.codeneedle_dir) if self.codeneedle_dir else None,
        }

    def codeneedle_folder(self) -> Path | None:
        """The folder the corpus headers name files under: CodeNeedle's (``--cre-codeneedle-dir``,
        else the current folder) under the codeneedle template; None under any other."""
        from .prompt import CODENEEDLE, get_template

        if get_template(self.recall_template).version != CODENEEDLE:
            return None
        return self.codeneedle_dir or Path.cwd()


def parse_options(raw: dict[str, Any]) -> RecallOptions:
    """The values of ``OPTION_ROWS`` from raw option values (by ``Option.key``), checked."""
    sampling = raw.get("recall_sampling")
    corpus_dir = Path(raw["corpus_dir"]).expanduser() if raw.get("corpus_dir") else None
    if corpus_dir is not None and not corpus_dir.is_dir():
        raise CreUsageError(
            f"--cre-corpus-dir {corpus_dir} is not a directory: point it at a folder of corpus TOMLs "
            "(NAME.toml), or leave it out for corpora/"
        )
    return RecallOptions(
        corpora=tuple(parse_list(raw.get("corpora"))),
        corpus_dir=corpus_dir,
        recall_k=positive_int("--cre-recall-k", raw["recall_k"]) if raw.get("recall_k") else None,
        recall_lines=positive_int("--cre-recall-lines", raw["recall_lines"]) if raw.get("recall_lines") else None,
        functions=tuple(parse_list(raw.get("functions"))),
        recall_sampling=check_choice("--cre-recall-sampling policy", str(sampling), ("stratified", "uniform"))
        if sampling
        else None,
        recall_template=str(raw["recall_template"]).strip() if raw.get("recall_template") else None,
        fail_below=ratio("--cre-fail-below", raw["fail_below"]) if raw.get("fail_below") not in (None, "") else None,
        codeneedle_dir=Path(raw["codeneedle_dir"]).expanduser().absolute() if raw.get("codeneedle_dir") else None,
    )
