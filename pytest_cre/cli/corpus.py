"""``cre corpus``: show a recall corpus's targets, generate or check the novel corpora."""

from __future__ import annotations

import argparse
import dataclasses
from pathlib import Path
from typing import Any

from ..core.errors import CreUsageError
from .shared import add_shared, shared_values


def add_parser(sub: Any) -> None:
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
    add_shared(p, "corpus")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """``cre corpus generate|check [DIR]`` (the novel corpora) and ``cre corpus show NAME``."""
    from ..core.tokens import get_tokenizer
    from ..families.recall import RecallFamily, novel
    from ..families.recall.corpus import find_spec, load, read_spec
    from ..options import build_settings

    family = RecallFamily()
    settings = build_settings(shared_values(args), families={family.name: family})
    if args.action in ("generate", "check"):
        corpora = Path(family.folders(settings)[-1])
        count = get_tokenizer("cl100k_base").count
        if args.action == "generate":
            if not args.name:  # the runs generate them into the cache when they need them
                raise CreUsageError(
                    "cre corpus generate DIR: name the folder to write the novel corpora and their manifest into"
                )
            for manifest_name in novel.MANIFESTS:
                manifest = novel.write_all(Path(args.name), count, manifest_name)
                print(f"wrote {', '.join(manifest['corpora'])} and {manifest_name} in {args.name}")
            return 0
        # Without a folder: the committed manifests (their hashes pin every generated corpus); a
        # folder: the corpora of each manifest it holds (the headline three where it holds none).
        held = [m for m in novel.MANIFESTS if not args.name or (Path(args.name) / m).is_file()]
        failed = False
        for manifest_name in held or [novel.MANIFEST_NAME]:
            out = Path(args.name) if args.name else corpora / manifest_name
            problems = novel.check(out, count, manifest_name) if args.name else novel.check_manifest(out, count)
            for line in problems:
                print(line)
            shown = out / manifest_name if args.name else out
            print(f"{shown}: {'the generated corpora match' if not problems else f'{len(problems)} difference(s)'}")
            failed = failed or bool(problems)
        return 1 if failed else 0
    if not args.name:
        raise CreUsageError("cre corpus show NAME: name a corpus (or a .toml)")
    spec = read_spec(find_spec(args.name, family.folders(settings)))
    if args.all:  # every eligible function, not the sample
        spec = dataclasses.replace(spec, k=1 << 30)
    corpus = load(spec, settings.cache_path.parent / "corpora")
    if args.function:
        from ..families.recall.extract import concat_corpus

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
