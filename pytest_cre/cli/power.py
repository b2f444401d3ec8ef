"""``cre power``: plan N, the samples per arm for a drop, or the drop N can see."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.errors import CreUsageError


def add_parser(sub: Any) -> None:
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
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..analysis.power import METHOD, fisher_power, method, min_detectable_drop, n_for_drop

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
