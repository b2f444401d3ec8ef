"""The recall family: its corpora, cells, worker, reporter and re-scoring (see ``families.base``)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any, cast

from ...core.errors import CreDataError, CreUsageError
from ...options import Settings
from ..base import Family, RunData, WorkerContext
from .cells import RecallSpec
from .corpus import LoadedCorpus, find_spec, known_corpora, load, names_of, read_spec
from .options import OPTION_ROWS, RecallOptions, parse_options
from .prompt import TEMPLATES, get_template
from .reporter import RecallReporter
from .score import POLICY_CHOICES, percent
from .worker import RESCORABLE, SCORE_FIELDS, SCORER_VERSION, RecallWorker

GRID = ("http_server", "novel_16k", "novel_64k", "novel_128k")  # the recall grid's corpora
# The corpora of a source checkout (the package's parent folder), found after the user's.
_SHIPPED = Path(__file__).resolve().parents[3] / "corpora"
_KEYWORD_OPERATORS = {"and", "or", "not"}


def keyword_words(expression: str) -> frozenset[str]:
    """The words of a ``-k`` expression, lower case (its operators and parentheses left out)."""
    return frozenset(w.lower() for w in re.findall(r"[^\s()]+", expression)) - _KEYWORD_OPERATORS


class RecallData(RunData):
    """The recall family's per-run state: each selected corpus, read and parsed by ``expand``
    (its functions are the items), by name."""

    def __init__(self) -> None:
        super().__init__()
        self.corpora: dict[str, LoadedCorpus] = {}


class RecallFamily(Family["RecallSpec", "RecallData"]):
    """The recall family (see ``families.base.Family``)."""

    name = "recall"
    grids = ("recall",)
    reporter = RecallReporter()
    comparison_labels = ("policy", "corpus", "baseline_corpus")
    record_fields = (
        "corpus",
        "corpus_sha256",
        "function",
        "signature",
        "depth",
        "band",
        "lines",
        "expected",
        "kinds",
        "bonus_expected",
        "bonus_kinds",
        "count_comments",
        "relax_indent",
        "alignment",
        "pass_ratio",
        "policy",
        *SCORE_FIELDS,
        "corpus_origin",
        "sampling",
        "unclosed_think",
        "signature_echo",
        "empty_answer",
    )
    option_rows = OPTION_ROWS
    template_versions = tuple(TEMPLATES)  # the default (TEMPLATE_VERSION) first
    scorer_version = SCORER_VERSION

    def folders(self, settings: Settings) -> list[Path]:
        """Where corpus TOMLs are looked up by name: ``--cre-corpus-dir``, then ``corpora/``
        under the rootdir, then a source checkout's."""
        opts = self.options(settings)
        found = [opts.corpus_dir] if opts.corpus_dir else []
        return [*found, settings.root_dir / "corpora", _SHIPPED]

    def selected(self, settings: Settings) -> bool:
        return settings.grid in self.grids or bool(self.options(settings).corpora)

    def parse_options(self, raw: dict[str, Any]) -> RecallOptions:
        return parse_options(raw)

    def run_data(self) -> RecallData:
        return RecallData()

    def expand(self, settings: Settings, data: RecallData) -> list[RecallSpec]:
        """Every target of every selected corpus for every model. The corpora are read and
        parsed here (their functions are the items); a fetched file is cached. ``--cre-functions``
        names any answerable eligible function (no sampling, as CodeNeedle's ``--function``); a
        word of ``-k`` that is exactly one's name or qualname adds it to the sampled ones, so
        ``-k`` can select it."""
        opts = self.options(settings)
        folders = self.folders(settings)
        also = keyword_words(settings.keyword)
        cells = []
        for name in opts.corpora or GRID:
            spec = read_spec(find_spec(name, folders))
            if opts.recall_k:
                spec = dataclasses.replace(spec, k=opts.recall_k)
            if opts.recall_lines:
                spec = dataclasses.replace(spec, primary_lines=opts.recall_lines)
            if opts.recall_sampling:
                spec = dataclasses.replace(spec, sampling=opts.recall_sampling)
            try:
                corpus = load(
                    spec,
                    settings.cache_path.parent / "corpora",
                    named=opts.functions,
                    also=also,
                    codeneedle_dir=opts.codeneedle_folder(),
                )
            except CreDataError as exc:
                raise CreUsageError(str(exc)) from None
            data.corpora[spec.name] = corpus
            for notice in corpus.notices:
                data.notice(notice)
            if corpus.excluded:
                data.notice(f"{spec.name}: {corpus.excluded}")
            if opts.codeneedle_folder() is not None:
                more = f" and {len(corpus.headers) - 1} more" if len(corpus.headers) > 1 else ""
                data.notice(
                    f"{spec.name}: prompts in CodeNeedle's form (--cre-recall-template codeneedle): its header names "
                    f"{corpus.headers[0]}{more}; /no_think ends each prompt unless the model's thinking is on"
                )
            for model in settings.models:
                cells += [
                    RecallSpec(
                        corpus=spec.name,
                        target=t.label,
                        index=t.index,
                        model=model.name,
                        vendor=model.vendor,
                        n=len(corpus.targets),
                        seed=spec.seed,
                    )
                    for t in corpus.targets
                ]
        found = {n for c in data.corpora.values() for t in c.targets for n in names_of(t.label, t.name)}
        unknown = [n for n in opts.functions if n not in found]
        if unknown:
            raise CreUsageError(
                f"--cre-functions {','.join(unknown)}: no answerable function of that name in "
                f"{', '.join(data.corpora)} (cre corpus show NAME --all lists them)"
            )
        return cells

    def known_markers(self) -> list[str]:
        return ["recall", *known_corpora([_SHIPPED])]

    def marker_descriptions(self, cells: list[RecallSpec]) -> dict[str, str]:
        out = {"recall": "pytest-cre function-recall items"}
        for c in cells:
            out.setdefault(c.corpus, f"pytest-cre recall items of corpus {c.corpus}")
            out.setdefault(c.vendor, f"pytest-cre cells of models served by {c.vendor}")
        return out

    def template_version(self, settings: Settings) -> str:
        """--cre-recall-template's (the default template when not given)."""
        return get_template(self.options(settings).recall_template).version

    def check(self, cells: list[RecallSpec], settings: Settings, data: RunData, context: WorkerContext) -> None:
        """Every corpus was read by ``expand``; the template must be one of ``TEMPLATES``."""
        self.template_version(settings)

    def data_files(self, cells: list[RecallSpec], settings: Settings, data: RecallData) -> list[Path]:
        return [p for c in data.corpora.values() for p in (c.spec.path, *c.sources)]

    def worker(self, context: WorkerContext, data: RecallData) -> RecallWorker:
        template = cast(RecallOptions, self.own_options(context)).recall_template
        return RecallWorker(data.corpora, context.tokenizer, template=template)

    def rescore(self, records: list[dict[str, Any]], policy: dict[str, Any]) -> list[dict[str, Any]]:
        """Scored again from the stored responses and expected lines under ``policy``
        (``relax_indent``, ``count_comments``, ``alignment``, and the ``score.POLICY_CHOICES``);
        endpoint failures stay as they were, a limit hit stays one."""
        from .worker import score_fields

        keys = ("relax_indent", "count_comments", "alignment", *POLICY_CHOICES)
        policy = {k: v for k, v in policy.items() if k in keys}
        for key, known in POLICY_CHOICES.items():
            if key in policy and policy[key] not in known:
                raise CreUsageError(f"{key} {policy[key]!r}: use one of {', '.join(known)}")
        if not policy:
            return records
        out = []
        for r in records:
            if r.get("family") == self.name and r["status"] in RESCORABLE:
                r = {**r, **policy}
                r.update(score_fields(r, r["response"] or "", "truncated" if r["status"] == "truncated" else "ok"))
            out.append(r)
        return out

    def verdict(self, records: list[dict[str, Any]], settings: Settings) -> str | None:
        """With ``--cre-fail-below R``, why an item fails: its target's matched ratio below R."""
        opts = self.options(settings)
        if opts.fail_below is None:
            return None
        low = [
            r for r in records if r["status"] in RESCORABLE and r["ratio"] is not None and r["ratio"] < opts.fail_below
        ]
        return (
            "; ".join(
                f"{r['function']}: matched {r['matched']}/{r['total']} "
                f"({percent(r['ratio'], opts.fail_below)}) is below "
                f"--cre-fail-below {opts.fail_below:g}"
                for r in low
            )
            or None
        )

    def details(self, records: list[dict[str, Any]]) -> list[tuple[str, dict[str, bool]]]:
        """Per target, its verdict and coloured line diff (shown with ``-v``)."""
        from .worker import diff_lines

        return [line for r in records if r["status"] in RESCORABLE for line in diff_lines(r)]

    def properties(self, records: list[dict[str, Any]]) -> list[tuple[str, object]]:
        """An item's junit properties: its target's line figures."""
        keys = ("function", "corpus", "depth", "matched", "total", "ratio", "hallucinated", "reindented", "bonus")
        return [(k, r.get(k)) for r in records for k in keys] + [("passed", r.get("correct")) for r in records]
