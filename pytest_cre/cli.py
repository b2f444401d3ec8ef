"""The ``cre`` command: ``sim``, ``show-prompt`` and ``report`` (cells run under pytest)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .analysis.policy import ALTERNATIVES, CORRECTIONS, LIMIT_HIT_POLICIES, POLICY_OPTIONS
from .core.errors import CreUsageError
from .families.registry import option_rows

# The plugin's options that subcommands take too, under the same names (and a short form).
_SHARED = {
    "sim": ("data_dir",),
    "show-prompt": (
        "seed",
        "data_dir",
        "neutral",
        "tokenizer",
        "corpus_dir",
        "base_url",
        "recall_lines",
        "template",
        "recall_template",
        "codeneedle_dir",
        "recall_sampling",
    ),
    "corpus": ("corpus_dir", "cache"),
    "plan": (
        "n",
        "seed",
        "tasks",
        "fillers",
        "positions",
        "tiers",
        "grid",
        "data_dir",
        "neutral",
        "base_url",
        "api_key_file",
        "tokenizer",
        "cache",
        "corpora",
        "corpus_dir",
        "recall_k",
        "functions",
        "recall_lines",
        "prices",
        "max_tokens",
        "max_cost",
        "batch",
    ),
}


def _add_shared(p: argparse.ArgumentParser, command: str) -> None:
    for option in option_rows():
        if option.key in _SHARED[command]:
            short = "--" + option.key.replace("_", "-")
            flags = dict.fromkeys([option.flag, *option.aliases, short])  # each once, in order
            p.add_argument(*flags, dest=option.key, default=None, help=option.help)


def _shared(args: argparse.Namespace) -> dict[str, object]:
    """The shared options' raw values (the environment fills in as for the plugin), for
    ``build_settings``."""
    import os

    from .core.option_table import empty_value_error

    raw = {}
    for option in option_rows():
        if option.key in _SHARED[args.command]:
            value = getattr(args, option.key)
            error = empty_value_error(option, value)
            if error:  # `--tiers ""` is refused, as in pytest, never read as the default
                raise CreUsageError(error)
            if value is None and option.env:
                value = os.environ.get(option.env) or None
            if value is not None:
                raw[option.key] = value
    return raw


def _sim(args: argparse.Namespace) -> int:
    from .families.registry import builtin_families
    from .options import build_settings
    from .run.worker_context import worker_context
    from .sim.options import parse_faults, parse_latency
    from .sim.server import start_sim

    try:
        latency = parse_latency(args.latency) if args.latency else None
        faults = parse_faults(args.faults) if args.faults else None
    except ValueError as exc:
        raise CreUsageError(str(exc)) from None
    if not 0 <= args.port <= 65535:
        raise CreUsageError(f"--port {args.port}: use a port in 1-65535, or 0 for a free one")
    families = builtin_families()
    settings = build_settings(_shared(args), families=families)
    context = worker_context(settings, families, sim=True)
    answerers = [f.worker(context, f.run_data()).sim_answerer(load_all=True) for f in families.values()]
    try:
        server = start_sim(answerers, port=args.port, latency=latency, faults=faults, log=args.log)
    except OSError as exc:
        if args.log and exc.filename == args.log:
            raise CreUsageError(f"--log {args.log}: {exc.strerror}: name a file in a writable folder") from None
        raise CreUsageError(
            f"--port {args.port}: {exc.strerror} (is another server on it?): pick another port, or 0 for a free one"
        ) from None
    print(
        f"sim serving {server.url} (models: sim, sim-robust, sim-recency, sim-lost-in-the-middle, "
        f"sim-param:base=0.9,growth=0.1,...)",
        flush=True,
    )
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.stop()
    return 0


def _show_prompt(args: argparse.Namespace) -> int:
    from .families.registry import builtin_families
    from .options import build_settings
    from .run.runner import Runner

    if args.sample < 0:
        raise CreUsageError(f"--sample must be 0 or more, got {args.sample}")
    if args.context < 0:
        raise CreUsageError(f"--context must be 0 or more characters, got {args.context}")
    raw = {**_shared(args), "models": [args.model]}
    families = builtin_families()
    if args.corpus:  # a recall prompt: one target of one corpus
        family, sample = families["recall"], None
        settings = build_settings({**raw, "corpora": args.corpus, "functions": args.function or ""}, families=families)
    else:
        family, sample = families["reasoning"], args.sample
        settings = build_settings(
            {
                **raw,
                "tasks": args.task,
                "fillers": args.filler,
                "tiers": args.tier,
                "positions": args.position,
                "n": max(args.sample + 1, 1),
            },
            families=families,
        )
    data = family.run_data()
    spec = family.expand(settings, data)[0]  # one of each dimension: exactly one cell (or its first target)
    sample = spec.samples()[0] if sample is None else sample
    runner = Runner(settings, run_id="show-prompt", families={family.name: family}, data={family.name: data})
    prompt, target = runner.prompt(spec, sample)
    info = {
        **prompt.to_dict(),
        "cell_id": spec.cell_id,
        "item_id": spec.item_id,
        "sample": sample,
        "target_id": getattr(target, "item_id", None) or getattr(target, "label", None),
        "gold": getattr(target, "answer", None) or "\n".join(getattr(target, "primary", ())),
    }
    if args.json:
        print(json.dumps(info, ensure_ascii=False))
        return 0
    text = prompt.messages[0]["content"]
    hl_on, hl_off = ("\033[1;33m", "\033[0m") if sys.stdout.isatty() else (">>> ", " <<<")
    spans = ", ".join(f"{a:,}-{b:,}" for a, b in prompt.target_spans)
    budget = f"of a {prompt.budget:,} budget" if prompt.budget is not None else "(no budget: a whole corpus)"
    print(
        f"{spec.item_id} sample {sample}\n"
        f"  tokens        {prompt.prompt_tokens:,} {budget} ({prompt.tokenizer})\n"
        f"  target depth  {', '.join(f'{d:.3f}' for d in prompt.target_depths) or '-'}\n"
        f"  target spans  {spans or '-'} (characters, of {len(text):,})\n"
        f"  gold          {info['gold']}\n"
        f"  filler items  {len(prompt.filler_ids)}\n"
        f"  template      {prompt.template_version}, sha256 {prompt.prompt_sha256[:16]}"
    )
    elided = f" (filler elided beyond {args.context} characters of each target; --full shows all)"
    print(f"--- prompt{'' if args.full else elided} ---")
    out, last = [], 0
    for start, end in prompt.target_spans:
        out += [
            _elide(text[last:start], args.context, head=last > 0, tail=True, full=args.full),
            hl_on,
            text[start:end],
            hl_off,
        ]
        last = end
    # The closing instruction (the answer format, recall's task and rules) is shown whole: only
    # filler and corpus are elided.
    closing = prompt.instruction_start if prompt.instruction_start is not None else len(text)
    closing = max(closing, last)
    out.append(_elide(text[last:closing], args.context, head=bool(prompt.target_spans), tail=False, full=args.full))
    out.append(text[closing:])
    print("".join(out))
    return 0


def _elide(part: str, keep: int, head: bool, tail: bool, full: bool) -> str:
    """``part`` of the prompt with its middle replaced by a marker, keeping ``keep`` characters
    next to a target (``head``: at its start, after one; ``tail``: at its end, before one)."""
    if full or len(part) <= 2 * keep + 80:
        return part
    start = part[:keep] if head else ""
    end = part[len(part) - keep :] if tail else ""  # part[-0:] would be all of it
    if not head and not tail:
        start, end = part[:keep], part[len(part) - keep :]
    cut = len(part) - len(start) - len(end)
    return f"{start}\n[... {cut:,} characters of filler elided ...]\n{end}"


def _plan(args: argparse.Namespace) -> int:
    """``cre plan``: what the selected grid would send and cost, without sending anything."""
    from .families.registry import builtin_families
    from .options import build_settings
    from .run.grid import Grid
    from .run.plan import plan_cells, plan_lines
    from .session import report_folder

    families = builtin_families()
    settings = build_settings(
        {**_shared(args), "models": args.models or [], "base_dir": str(Path.cwd())}, families=families
    )
    grid = Grid(settings, families)
    grid.check(report_folder(settings, Path.cwd()))
    step = max(1, len(grid.cells) // 10)

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty() and (done % step == 0 or done == total):
            print(
                f"\rassembling prompts: {done}/{total} cells",
                end="\n" if done == total else "",
                file=sys.stderr,
                flush=True,
            )

    plans = plan_cells(settings, grid.cells, families, grid.data, progress=progress)
    if args.json:
        print(json.dumps([p.as_dict() for p in plans], indent=1))
        return 0
    print(
        f"pytest-cre plan: {len(grid.cells)} cells (select with `pytest cells --cre-plan -k ... -m ...`), nothing sent"
    )
    for line in plan_lines(plans, settings.max_cost):
        print(line)
    return 0


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
    from .run.loading import REANALYSIS

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


def _report(args: argparse.Namespace) -> int:
    from .core.errors import CreDataError
    from .core.gc_freeze import freeze_survivors
    from .report.files import failure_reason, status_line
    from .run.loading import REANALYSIS, file_sha256, load_run, pool_notice, read_run, read_sources

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
        "sources": [{"path": str(s.path.resolve()), "sha256": file_sha256(s.path)} for s in sources],
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
    first_template: dict[str, Any] = {}
    for r in records:
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


def _board_runs(names: list[str]) -> list[Path]:
    """The run folders the names give: a run folder (or records file) itself, or every run
    folder inside a folder of runs (``reports/``: not ``latest``, not re-analyses)."""
    runs: list[Path] = []
    for name in names:
        path = Path(name)
        if path.is_file() or (path / "records.jsonl").is_file():
            runs.append(path)
        elif path.is_dir():
            inside = [p for p in sorted(path.iterdir()) if not p.is_symlink() and (p / "run.json").is_file()]
            if not inside:
                raise CreUsageError(f"{name}: no run folder there (a folder with run.json and records.jsonl)")
            runs += [p / "records.jsonl" if (p / "records.jsonl").is_file() else p for p in inside]
        else:
            raise CreUsageError(f"{name}: no such run folder")
    return runs


def _board_home(names: list[str]) -> Path:
    """Where the board goes without --out: in the folder of runs it was given (``reports/``),
    else beside the first run folder given (its reports folder), never the current folder."""
    first = Path(names[0])
    if first.is_file():  # a records file: its run folder's parent
        return first.parent.parent
    return first.parent if (first / "records.jsonl").is_file() else first


def _board(args: argparse.Namespace) -> int:
    """One row per model of each run, ranked, with links to each run's page."""
    from .report.board import board_html, board_json, board_lines, board_rows, mark_other_grids, rank
    from .run.loading import load_run, read_sources

    rows = []
    notices: list[str] = []
    for run in _board_runs(args.sources):
        rows += board_rows(load_run(read_sources([run], notices)), run.parent if run.is_file() else run)
    mark_other_grids(rows)
    for line in notices:
        print(f"cre: {line}", file=sys.stderr)
    if not rows:
        raise CreUsageError("no run given has a scored record: nothing to rank")
    ranked = rank(rows)
    for line in board_lines(ranked):
        print(line)
    out = Path(args.out) if args.out else _board_home(args.sources) / "board"
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "board.json").write_text(board_json(ranked) + "\n", encoding="utf-8")
        (out / "board.html").write_text(board_html(ranked, out.resolve()), encoding="utf-8")
    except OSError as exc:
        raise CreUsageError(f"cannot write the leaderboard to {out}: {exc.strerror or exc}: pass --out DIR") from None
    print(f"leaderboard: {out / 'board.html'} and board.json ({len(ranked)} rows)")
    return 0


def _power(args: argparse.Namespace) -> int:
    from .analysis.power import METHOD, fisher_power, method, min_detectable_drop, n_for_drop

    if args.family < 1 or not 0 < args.alpha < 1 or not 0 < args.end_accuracy <= 1 or not 0 < args.power < 1:
        raise CreUsageError("need --family >= 1, --alpha and --power in (0, 1), --end-accuracy in (0, 1]")
    if args.n is not None and args.n < 2:
        raise CreUsageError("--n must be at least 2")
    if args.drop is not None and not 0 < args.drop <= 100 * args.end_accuracy:
        raise CreUsageError(
            f"--drop {args.drop:g}: a drop in pp must lie in (0, {100 * args.end_accuracy:g}] "
            f"(--end-accuracy {args.end_accuracy:g})"
        )
    alpha = args.alpha / args.family
    if args.n and args.drop is not None:  # both: the power this N has for this drop
        p_pos = args.end_accuracy - args.drop / 100
        try:
            power = fisher_power(args.n, args.n, args.end_accuracy, p_pos, alpha, args.alternative)
        except ValueError as exc:
            raise CreUsageError(f"--n {args.n}: {exc}") from None
        print(
            f"n={args.n} per arm, end accuracy {args.end_accuracy:.0%}, alpha {args.alpha:g}/{args.family} "
            f"= {alpha:.3g} ({args.alternative}): the power to detect a {args.drop:g}pp drop is "
            f"{power:.1%} ({METHOD})"
        )
        return 0
    if args.n:
        try:
            mdd = min_detectable_drop(args.n, args.end_accuracy, alpha, args.power, args.alternative)
        except ValueError as exc:
            raise CreUsageError(f"--n {args.n}: {exc}") from None
        print(
            f"n={args.n} per arm, end accuracy {args.end_accuracy:.0%}, alpha {args.alpha:g}/{args.family} "
            f"= {alpha:.3g}: the smallest drop detectable with {args.power:.0%} power is {mdd:.1f}pp "
            f"({method(args.n)})"
        )
        return 0
    args.drop = 20.0 if args.drop is None else args.drop
    try:
        n = n_for_drop(args.drop, args.end_accuracy, alpha, args.power, args.alternative)
    except ValueError as exc:
        raise CreUsageError(f"--drop {args.drop}: {exc}") from None
    print(
        f"to detect a {args.drop:g}pp drop from {args.end_accuracy:.0%} with {args.power:.0%} power at "
        f"alpha {args.alpha:g}/{args.family} = {alpha:.3g} ({args.alternative}): N = {n} per arm "
        f"(--cre-n {n}; {method(n)})"
    )
    return 0


def _corpus(args: argparse.Namespace) -> int:
    """``cre corpus generate|check [DIR]`` (the novel corpora) and ``cre corpus show NAME``."""
    from .core.tokens import get_tokenizer
    from .families.recall import RecallFamily, novel
    from .families.recall.corpus import find_spec, load, read_spec
    from .options import build_settings

    family = RecallFamily()
    settings = build_settings(_shared(args), families={family.name: family})
    if args.action in ("generate", "check"):
        corpora = Path(family.folders(settings)[-1])
        count = get_tokenizer("cl100k_base").count
        if args.action == "generate":
            if not args.name:  # the runs generate them into the cache when they need them
                raise CreUsageError(
                    "cre corpus generate DIR: name the folder to write the novel corpora and their manifest into"
                )
            manifest = novel.write_all(Path(args.name), count)
            print(f"wrote {', '.join(manifest['corpora'])} and {novel.MANIFEST_NAME} in {args.name}")
            return 0
        # Without a folder: the committed manifest (its hashes pin every generated corpus).
        out = Path(args.name) if args.name else corpora / novel.MANIFEST_NAME
        problems = novel.check(out, count) if args.name else novel.check_manifest(out, count)
        for line in problems:
            print(line)
        print(f"{out}: {'the generated corpora match' if not problems else f'{len(problems)} difference(s)'}")
        return 1 if problems else 0
    if not args.name:
        raise CreUsageError("cre corpus show NAME: name a corpus (or a .toml)")
    spec = read_spec(find_spec(args.name, family.folders(settings)))
    if args.all:  # every eligible function, not the sample
        spec = dataclasses.replace(spec, k=1 << 30)
    corpus = load(spec, settings.cache_path.parent / "corpora")
    if args.function:
        from .families.recall.extract import concat_corpus

        files = concat_corpus([(p.name, p.read_text(encoding="utf-8")) for p in corpus.sources], corpus.language)
        found = [(path, f) for path, f in files.functions() if args.function in (f.name, f.qualname)]
        if not found:
            raise CreUsageError(f"no function {args.function!r} in corpus {spec.name}")
        for path, f in found:
            print(f"=== {files.label(path, f)} (line {f.start_line}, depth {files.depth(path, f):.3f})\n{f.signature}")
            for line, kind in zip(f.body_lines[: spec.primary_lines], f.kinds):
                print(f"{kind:>9} | {line}")
        return 0
    print(
        f"{spec.name}: {len(corpus.text):,} chars, sha256 {corpus.sha256[:16]}, {corpus.language}, "
        f"{len(corpus.targets)} targets of {spec.primary_lines} lines"
    )
    for line in (corpus.excluded, *corpus.notices):  # as the run's header says them
        if line:
            print(line)
    for t in corpus.targets:
        kinds = {k: t.kinds.count(k) for k in ("code", "blank", "comment", "docstring") if k in t.kinds}
        print(
            f"{t.index:>3}  {t.label:<48} depth {t.depth:.3f} ({t.band})  "
            + " ".join(f"{k}={v}" for k, v in kinds.items())
        )
    return 0


def _add_sim(sub: Any) -> None:
    """``cre sim``: its options."""
    p = sub.add_parser("sim", help="serve the simulated model on a loopback port")
    p.add_argument("--port", type=int, default=8765, help="0 picks a free port")
    p.add_argument("--latency", default="", help="ms, or base=200,per_1k=2,jitter=20")
    p.add_argument("--faults", default="", help="e.g. 429:0.2,500:0.05,timeout:0.01,overflow,context=65536")
    p.add_argument(
        "--log",
        default=None,
        metavar="FILE",
        help="append one JSON line per answered request to FILE: the sha256 of its messages "
        "(as pytest-cre hashes prompts), its other fields, status, arrival and answer times "
        "(default: no log)",
    )
    _add_shared(p, "sim")
    p.set_defaults(func=_sim)


def _add_show_prompt(sub: Any) -> None:
    """``cre show-prompt``: its options."""
    p = sub.add_parser(
        "show-prompt",
        help="print one assembled prompt: its facts first, the filler elided",
        description="Print one sample's assembled prompt. Takes the plugin's option names "
        "(--cre-data-dir, --cre-seed, ...) or their short forms (--data-dir, --seed).",
    )
    p.add_argument(
        "--cre-tasks", "--task", dest="task", default="arith", help="the task: arith, gsm8k, arc (default: arith)"
    )
    p.add_argument(
        "--cre-fillers", "--filler", dest="filler", default="ws", help="the filler: ws, qo_v2, neutral (default: ws)"
    )
    p.add_argument(
        "--cre-tiers", "--tier", dest="tier", default="8k", help="the tier: 8k, 32k, 64k, any Nk (default: 8k)"
    )
    p.add_argument(
        "--cre-positions",
        "--position",
        dest="position",
        default="middle",
        help="the position: end, start, middle, middle_twice, middle_dup, baseline, depth:P (default: middle)",
    )
    p.add_argument("--sample", type=int, default=0, help="the sample index, 0 or more (default: 0)")
    p.add_argument(
        "--cre-corpora",
        "--corpus",
        dest="corpus",
        default=None,
        help="a recall prompt instead: this corpus (name or .toml) (default: none, a reasoning prompt)",
    )
    p.add_argument(
        "--cre-functions",
        "--function",
        dest="function",
        default=None,
        help="with --corpus: this target (default: the first)",
    )
    p.add_argument(
        "--cre-model",
        "--model",
        dest="model",
        default="sim",
        help="the model whose budget and tokenizer apply (default: sim)",
    )
    _add_shared(p, "show-prompt")
    p.add_argument(
        "--full",
        action="store_true",
        help="print the whole prompt, filler included (default: the facts, the target and a little context around it)",
    )
    p.add_argument(
        "--context",
        type=int,
        default=300,
        help="characters of filler shown around each target span without --full (default: 300)",
    )
    p.add_argument("--json", action="store_true", help="the prompt and its facts as one JSON object (default: text)")
    p.set_defaults(func=_show_prompt)


def _add_plan(sub: Any) -> None:
    """``cre plan``: its options."""
    p = sub.add_parser(
        "plan",
        help="what a run would send and cost, per model, without sending anything",
        description="Per model: requests, exact prompt tokens, an output-token bound, what the "
        "response cache holds, and the cost at list prices. Same option names as the "
        "plugin; for -k/-m selection use `pytest cells --cre-plan`.",
    )
    p.add_argument(
        "--cre-model",
        "--model",
        dest="models",
        action="append",
        default=None,
        metavar="NAME",
        help="model to plan for (repeatable; default: sim)",
    )
    _add_shared(p, "plan")
    p.add_argument("--json", action="store_true", help="one JSON object per model (default: a table)")
    p.set_defaults(func=_plan)


def _add_corpus(sub: Any) -> None:
    """``cre corpus``: its options."""
    p = sub.add_parser("corpus", help="recall corpora: show one's targets, generate or check the novel ones")
    p.add_argument("action", choices=("show", "generate", "check"))
    p.add_argument(
        "name",
        nargs="?",
        help="show: a corpus name or .toml; generate/check: the folder (default: the shipped corpora/)",
    )
    p.add_argument("--function", default=None, help="show: one function's ground truth (name or qualname)")
    p.add_argument("--all", action="store_true", help="show: every eligible function, not the sampled targets")
    _add_shared(p, "corpus")
    p.set_defaults(func=_corpus)


def _add_report(sub: Any) -> None:
    """``cre report``: its options."""
    p = sub.add_parser("report", help="rebuild a run's reports from its records (no model calls)")
    p.add_argument(
        "sources",
        nargs="+",
        metavar="RECORDS_OR_RUN_DIR",
        help="a run folder or records.jsonl; several (e.g. one per seed) are pooled",
    )
    p.add_argument("--out", default=None, help="write here instead of beside the records")
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
    p.add_argument("--compare", default=None, help="an earlier run folder: per-cell deltas")
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
    p.add_argument(
        "--any-version",
        action="store_true",
        help="pool records of other prompt or scorer versions, or runs that asked a cell with other prompts, too",
    )
    p.set_defaults(func=_report)


def _add_board(sub: Any) -> None:
    """``cre board``: its options."""
    p = sub.add_parser(
        "board",
        help="a leaderboard across runs: one row per model of each run, ranked, linked to its page",
        description="Rank the models of several runs (run folders, or folders of runs such as reports/): one "
        "row per model of each run, never pooled across runs; complete runs of this installation's prompt and "
        "scorer first, incomplete or other-version runs marked and ranked after them.",
    )
    p.add_argument("sources", nargs="+", help="run folders, or folders of runs (reports/)")
    p.add_argument(
        "--out",
        default=None,
        help="folder for board.html and board.json (default: board/ in the folder of runs given, e.g. reports/board)",
    )
    p.set_defaults(func=_board)


def _add_power(sub: Any) -> None:
    """``cre power``: its options."""
    p = sub.add_parser("power", help="plan N: samples per arm for a drop, or the drop N can see")
    p.add_argument("--drop", type=float, default=None, help="drop to detect, in pp (default 20)")
    p.add_argument(
        "--n",
        type=int,
        default=None,
        help="instead: the smallest drop this N detects; with --drop, the power this N has to detect it",
    )
    p.add_argument("--end-accuracy", type=float, default=0.95, help="accuracy at end (default 0.95)")
    p.add_argument("--alpha", type=float, default=0.01)
    p.add_argument(
        "--group-size",
        "--family",
        dest="family",
        type=int,
        default=1,
        help="comparisons corrected together (Bonferroni); --family is the older name",
    )
    p.add_argument("--power", type=float, default=0.8)
    p.add_argument("--alternative", choices=("two-sided", "less"), default="two-sided")
    p.set_defaults(func=_power)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cre", description="pytest-cre tools (cells run with `pytest cells`)")
    sub = parser.add_subparsers(dest="command", required=True)

    for add in (_add_sim, _add_show_prompt, _add_plan, _add_corpus, _add_report, _add_board, _add_power):
        add(sub)

    args = parser.parse_args(argv)
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
        from .core.errors import CreDataError

        if isinstance(exc, CreDataError):
            print(f"cre: error: {exc}", file=sys.stderr)
            return 2
        if isinstance(exc, OSError):  # a folder that is read-only, full, or a file
            print(f"cre: error: {exc.filename or 'a file'}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        raise


if __name__ == "__main__":
    sys.exit(main())
