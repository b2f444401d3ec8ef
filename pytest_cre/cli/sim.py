"""``cre sim``: serve the simulated model on a loopback port."""

from __future__ import annotations

import argparse
import time
from typing import Any

from ..core.errors import CreUsageError
from .shared import add_shared, shared_values


def add_parser(sub: Any) -> None:
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
    add_shared(p, "sim")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..families.registry import builtin_families
    from ..options import build_settings
    from ..run.worker_context import worker_context
    from ..sim.options import parse_faults, parse_latency
    from ..sim.server import start_sim

    try:
        latency = parse_latency(args.latency) if args.latency else None
        faults = parse_faults(args.faults) if args.faults else None
    except ValueError as exc:
        raise CreUsageError(str(exc)) from None
    if not 0 <= args.port <= 65535:
        raise CreUsageError(f"--port {args.port}: use a port in 1-65535, or 0 for a free one")
    families = builtin_families()
    settings = build_settings(shared_values(args), families=families)
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
