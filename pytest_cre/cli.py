"""The ``cre`` command: ``sim``, ``show-prompt`` and ``report`` (cells run under pytest)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from .config import CreUsageError


def _sim(args: argparse.Namespace) -> int:
    from .runner import Runner
    from .config import build_settings
    from .sim import start_sim

    runner = Runner(build_settings({"data_dir": args.data_dir}), run_id="sim")
    tasks = ["arith"] + (["gsm8k", "arc"] if args.data_dir else [])
    for task in tasks:
        runner.data(task)  # fills the answer book
    server = start_sim(runner.book, port=args.port, latency_s=args.latency_ms / 1000)
    print(f"sim serving {server.url} (models: sim, sim-robust, sim-recency, sim-lost-in-the-middle)",
          flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.stop()
    return 0


def _show_prompt(args: argparse.Namespace) -> int:
    from .cells import CellSpec
    from .config import build_settings, parse_position, parse_tier
    from .runner import Runner

    settings = build_settings({"models": [args.model], "data_dir": args.data_dir, "seed": args.seed,
                               "tasks": args.task, "fillers": args.filler, "tiers": args.tier,
                               "positions": args.position, "n": max(args.sample + 1, 1)})
    model = settings.models[0]
    position = parse_position(args.position)
    tier = parse_tier(args.tier) if position != "baseline" else parse_tier("none")
    spec = CellSpec(task=settings.tasks[0], position=position,
                    filler=settings.fillers[0] if position != "baseline" else "none", tier=tier,
                    model=model.name, vendor=model.vendor, n=settings.n, seed=settings.seed)
    runner = Runner(settings, run_id="show-prompt")
    prompt, target = runner.prompt(spec, args.sample)
    info = {**prompt.to_dict(), "cell_id": spec.cell_id, "sample": args.sample,
            "target_id": target.item_id, "gold": target.answer}
    if args.json:
        print(json.dumps(info, ensure_ascii=False))
        return 0
    text = prompt.messages[0]["content"]
    hl_on, hl_off = ("\033[1;33m", "\033[0m") if sys.stdout.isatty() else (">>> ", " <<<")
    out, last = [], 0
    for start, end in prompt.target_spans:
        out += [text[last:start], hl_on, text[start:end], hl_off]
        last = end
    out.append(text[last:])
    print("".join(out))
    print(f"\n--- {spec.cell_id} sample {args.sample}: {prompt.prompt_tokens}/{prompt.budget} tokens "
          f"({prompt.tokenizer}), target depths {prompt.target_depths}, "
          f"{len(prompt.filler_ids)} filler items, template {prompt.template_version}, "
          f"sha256 {prompt.prompt_sha256[:16]}")
    return 0


def _report(args: argparse.Namespace) -> int:
    from .record import read_records
    from .report import write_reports

    src = Path(args.source)
    path = src / "records.jsonl" if src.is_dir() else src
    if not path.is_file():
        raise CreUsageError(f"{path} does not exist: give a run folder or a records.jsonl")
    try:
        records = read_records(path)
    except ValueError as exc:
        raise CreUsageError(str(exc)) from None
    out = Path(args.out) if args.out else path.parent
    paths = write_reports(out, records, alpha=args.alpha, write_records=out != path.parent)
    print(f"rebuilt {', '.join(p.name for p in paths.values())} in {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cre", description="pytest-cre tools (cells run with `pytest cells`)")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("sim", help="serve the simulated model on a loopback port")
    p.add_argument("--port", type=int, default=8765)
    p.add_argument("--latency-ms", type=float, default=0.0)
    p.add_argument("--data-dir", default=None, help="also answer GSM8K/ARC from this data folder")
    p.set_defaults(func=_sim)

    p = sub.add_parser("show-prompt", help="print one assembled prompt")
    p.add_argument("--task", default="arith")
    p.add_argument("--filler", default="ws")
    p.add_argument("--tier", default="8k")
    p.add_argument("--position", default="middle")
    p.add_argument("--sample", type=int, default=0)
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--model", default="sim")
    p.add_argument("--data-dir", default=None)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_show_prompt)

    p = sub.add_parser("report", help="rebuild a run's reports from its records (no model calls)")
    p.add_argument("source", help="a run folder or a records.jsonl")
    p.add_argument("--out", default=None)
    p.add_argument("--alpha", type=float, default=0.01)
    p.set_defaults(func=_report)

    args = parser.parse_args(argv)
    if getattr(args, "data_dir", None) is None and args.command in ("sim", "show-prompt"):
        import os

        args.data_dir = os.environ.get("CRE_DATA_DIR")
    try:
        return args.func(args)
    except CreUsageError as exc:
        print(f"cre: error: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # data errors and the like: one line, no traceback
        from .tasks.files import CreDataError

        if isinstance(exc, CreDataError):
            print(f"cre: error: {exc}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    sys.exit(main())
