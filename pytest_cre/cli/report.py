"""``cre report``: rebuild a run's reports from its records (no model calls)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..analysis.policy import ALTERNATIVES, CORRECTIONS, LIMIT_HIT_POLICIES, POLICY_OPTIONS
from ..core.errors import CreUsageError


def add_parser(sub: Any) -> None:
    """``cre report``: its options."""
    p = sub.add_parser("report", help="rebuild a run's reports from its records (no model calls)")
    p.add_argument(
        "sources",
        nargs="+",
        metavar="RECORDS_OR_RUN_DIR",
        help="a run folder or records.jsonl; several (e.g. one per seed) are pooled",
    )
    p.add_argument("--out", default=None, help="write here instead of beside the records")
    _add_analysis_options(p)
    p.add_argument("--compare", default=None, help="an earlier run folder: per-cell deltas")
    _add_recall_options(p)
    p.add_argument(
        "--any-version",
        action="store_true",
        help="pool records of other prompt or scorer versions, or runs that asked a cell with other prompts, too",
    )
    p.set_defaults(func=run)


def _add_analysis_options(p: argparse.ArgumentParser) -> None:
    """The options that change the analysis of the records (each, when not given, the run's own)."""
    p.add_argument("--alpha", type=float, default=None, help="the significance level (default: the run's)")
    p.add_argument("--correction", choices=CORRECTIONS, default=None, help="(default: the run's)")
    p.add_argument(
        "--alternative",
        choices=ALTERNATIVES,
        default=None,
        help="Fisher alternative of every comparison (default: the run's; two-sided, and under the "
        "paper's correction groups each table's own: Table 3 one-sided)",
    )
    p.add_argument(
        "--correction-groups",
        "--family",
        dest="family",
        default=None,
        help="correction groups: all, paper, filler=ws,by=tier... (default: the run's; --family is the older name)",
    )
    p.add_argument("--comparisons", default=None, help="extra pairs, e.g. middle_twice:middle (default: the run's)")
    p.add_argument(
        "--limit-hits",
        dest="limit_hits",
        choices=LIMIT_HIT_POLICIES,
        default=None,
        help="samples cut by the generation limit: wrong (in n, the paper's way) or exclude (default: the run's)",
    )
    p.add_argument(
        "--effective-threshold",
        dest="effective_threshold",
        type=float,
        default=None,
        help="effective length: the share of the no-filler baseline a tier must keep (default: the run's)",
    )


def _add_recall_options(p: argparse.ArgumentParser) -> None:
    """Recall's scoring policy: the records are scored again under it."""
    p.add_argument(
        "--relax-indent",
        dest="relax_indent",
        action="store_const",
        const=True,
        default=None,
        help="recall: score lines by content, ignoring indentation",
    )
    p.add_argument(
        "--strict-indent",
        dest="relax_indent",
        action="store_const",
        const=False,
        help="recall: score lines verbatim (the default policy)",
    )
    p.add_argument(
        "--no-comments",
        dest="count_comments",
        action="store_const",
        const=False,
        default=None,
        help="recall: comments and docstrings earn no credit (code only)",
    )
    p.add_argument(
        "--count-comments",
        dest="count_comments",
        action="store_const",
        const=True,
        help="recall: comments and docstrings count (the default policy)",
    )
    p.add_argument(
        "--alignment",
        choices=("codeneedle", "lcs"),
        default=None,
        help="recall: CodeNeedle's SequenceMatcher alignment or a true LCS",
    )


def run(args: argparse.Namespace) -> int:
    from ..core.errors import CreDataError
    from ..core.gc_freeze import freeze_survivors
    from ..report.files import status_line
    from ..report.guard import failure_reason
    from ..run.loading import REANALYSIS, file_sha256, load_run, pool_notice, read_run, read_sources

    freeze_survivors()  # one command: the records it reads live to its end, walked by no collection
    notices: list[str] = []
    try:
        sources = read_sources(args.sources, notices)
    finally:
        for line in notices:
            print(f"cre: {line}", file=sys.stderr)
    loaded = load_run(sources, mixed=args.any_version)
    pooled = pool_notice(loaded)  # seeds, partial runs and samples counted once: never pooled unsaid
    if pooled:
        print(f"cre: {pooled}", file=sys.stderr)
    # `cre report`'s options that change the analysis (each, when not given, the run's own).
    overrides = {name: getattr(args, name) for name in POLICY_OPTIONS}
    analysis = loaded.analysis(**overrides)
    changed = {name: value for name, value in overrides.items() if value is not None and value != loaded.policy[name]}
    out = _out_folder(args, [s.path for s in sources], changed)
    if not args.any_version:
        _check_versions(loaded.records, loaded.families)
    policy = {
        k: v
        for k, v in (
            ("relax_indent", args.relax_indent),
            ("count_comments", args.count_comments),
            ("alignment", args.alignment),
        )
        if v is not None
    }
    records = loaded.records
    for family in loaded.families.values():
        records = family.rescore(records, policy)
    # A re-analysis keeps only what it scored again: the rest it names, with each file's sha256.
    rescored = [new for new, old in zip(records, loaded.records) if new is not old]
    notices = []
    previous = read_run(args.compare, notices) if args.compare else None
    for line in notices:
        print(f"cre: {line}", file=sys.stderr)
    try:
        report = loaded.report(analysis, records=records, previous=previous)
    except (CreUsageError, CreDataError):
        raise
    except Exception as exc:  # named, never a traceback: the records are the problem or the fix
        raise CreDataError(f"could not build the reports from these records: {failure_reason(exc)}") from None
    written_by = {
        "sources": [{"path": str(s.path.resolve()), "sha256": s.sha256 or file_sha256(s.path)} for s in sources],
        "rescored": "records.jsonl" if rescored else None,
        "argv": args.argv,
    }
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "records.jsonl").unlink(missing_ok=True)  # an earlier re-analysis's, here replaced
        written = report.write(out, loaded.meta, records=rescored or None)
        (out / REANALYSIS).write_text(json.dumps({**loaded.meta, **written_by}, indent=1), encoding="utf-8")
    except OSError as exc:
        raise CreUsageError(
            f"cannot write the re-analysis to {out}: {exc.strerror or exc}: pass --out with a writable folder"
        ) from None
    for line in report.terminal_lines(Path(args.compare) if args.compare else None):
        print(line)
    ended = status_line(loaded.meta)
    if ended:
        print(ended)
    print(f"rebuilt {written_names(written.paths.values(), out)} in {out}")
    for failure in written.failures:
        print(f"cre: error: {failure}", file=sys.stderr)
    return 2 if written.failures else 0


def _check_versions(records: list[dict], families: dict) -> None:
    """Records of another prompt template or scorer than this installation's are not
    comparable: refuse them, naming the first, unless --any-version. A family may offer several
    templates (``template_versions``); the records of one family must then share one."""
    # Checked once per distinct (family, template, scorer), in the order each first appears, on
    # that first record: the first record a check refuses is the one a record-by-record walk
    # names (every check reads only those three and the family's first template).
    shapes: dict[tuple[Any, Any, Any], dict] = {}
    for r in records:
        shapes.setdefault((r.get("family"), r.get("template_version"), r.get("scorer_version")), r)
    first_template: dict[str, Any] = {}
    for r in shapes.values():
        family = families.get(r.get("family"))
        if family is None:
            raise CreUsageError(f"records of family {r.get('family')!r}, which this installation does not know")
        templates = family.template_versions
        seen = first_template.setdefault(r["family"], r.get("template_version"))
        if r.get("template_version") in templates and r.get("template_version") != seen:
            raise CreUsageError(
                f"{r['cell_id']} sample {r['sample']} was made with template_version "
                f"{r.get('template_version')!r}, others with {seen!r}: report each template's "
                "runs apart, or pass --any-version to pool them anyway"
            )
        for key, mine in (("template_version", templates), ("scorer_version", (family.scorer_version,))):
            if r.get(key) not in mine:
                raise CreUsageError(
                    f"{r['cell_id']} sample {r['sample']} was made with {key} {r.get(key)!r}, not "
                    f"{' or '.join(map(repr, mine))}: rerun it, or pass --any-version to pool it anyway"
                )


def _policy_slug(args: argparse.Namespace, changed: dict[str, Any]) -> str:
    """The options that make this re-analysis differ from the run's own, as a folder suffix."""
    import re

    parts = [f"{name}-{value:g}" if isinstance(value, float) else f"{name}-{value}" for name, value in changed.items()]
    if args.alignment is not None:
        parts.append(f"alignment-{args.alignment}")
    if args.compare:
        parts.append(f"compare-{Path(args.compare).resolve().name}")
    if args.relax_indent is not None:
        parts.append("relax-indent" if args.relax_indent else "strict-indent")
    if args.count_comments is not None:
        parts.append("count-comments" if args.count_comments else "no-comments")
    if args.any_version:
        parts.append("any-version")
    return re.sub(r"[^A-Za-z0-9._=+-]+", "_", "-".join(parts)) or "rebuilt"


def _out_folder(args: argparse.Namespace, sources: list[Path], changed: dict[str, Any]) -> Path:
    """Where a re-analysis goes: --out, else beside the run, named after it and the policy.
    Never a folder that holds a run (its records and reports are the run's own)."""
    from ..run.loading import REANALYSIS

    if args.out:
        out = Path(args.out)
    elif len(sources) == 1:
        run = sources[0].resolve().parent  # the run itself, not `latest`
        out = run.parent / f"{run.name}--{_policy_slug(args, changed)}"
    else:
        raise CreUsageError("several runs are pooled into a new folder: pass --out DIR")
    if out.exists() and not out.is_dir():
        raise CreUsageError(f"--out {out} is a file: give a folder (a new one, or an earlier re-analysis)")
    if (out / "run.json").exists() or ((out / "records.jsonl").exists() and not (out / REANALYSIS).exists()):
        raise CreUsageError(
            f"--out {out} holds a run (its records.jsonl and reports): a re-analysis never "
            f"writes into a run's folder; give a new folder"
        )
    if out.is_dir() and not (out / REANALYSIS).exists() and any(out.iterdir()):
        # Its files would be overwritten (or, for a report folder, its runs mixed with ours).
        raise CreUsageError(
            f"--out {out} is a folder that no re-analysis wrote and it is not empty: give a new "
            f"folder, or an earlier re-analysis's to replace it"
        )
    return out


def written_names(paths: Iterable[Path], out: Path) -> str:
    """The files written in ``out`` by name, and those in a folder of it (the sample files of
    a 200K-record pool are hundreds) as the folder and their count."""
    names: dict[str, int] = {}
    for path in paths:
        parts = path.relative_to(out).parts if path.is_relative_to(out) else (path.name,)
        key = parts[0] + ("/" if len(parts) > 1 else "")
        names[key] = names.get(key, 0) + 1
    return ", ".join(
        f"{name} ({count} file{'s' if count != 1 else ''})" if name.endswith("/") else name
        for name, count in names.items()
    )
