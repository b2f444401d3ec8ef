"""``cre show-prompt``: print one assembled prompt, its facts first, the filler elided (a
conversation: every message with its role, in order, each long one elided the same way)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..core.errors import CreUsageError
from .shared import add_shared, shared_values


def add_parser(sub: Any) -> None:
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
        "--family",
        default=None,
        help="another family's prompt: a built-in one by name (retrieval, mrcr; its first cell under the "
        "options given, e.g. --cre-mrcr-needles 4 --cre-mrcr-tiers 32k) or a plugin's family class as "
        "MODULE:CLASS, importable here (e.g. with PYTHONPATH) (default: reasoning, or recall with --corpus)",
    )
    p.add_argument(
        "--cre-model",
        "--model",
        dest="model",
        default="sim",
        help="the model whose budget and tokenizer apply (default: sim)",
    )
    add_shared(p, "show-prompt")
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
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ..families.registry import bind_families, builtin_families
    from ..options import build_settings
    from ..run.runner import Runner

    if args.sample < 0:
        raise CreUsageError(f"--sample must be 0 or more, got {args.sample}")
    if args.context < 0:
        raise CreUsageError(f"--context must be 0 or more characters, got {args.context}")
    raw = {**shared_values(args), "models": [args.model]}
    families = builtin_families()
    # The reasoning grid's one cell (retrieval's cells are its cells' twins).
    dims = {"tasks": args.task, "fillers": args.filler, "tiers": args.tier, "positions": args.position}
    if args.family in families:  # a built-in family by name: its first cell under the options given
        family, sample = families[args.family], args.sample
        settings = build_settings({**raw, **dims, "n": args.sample + 1}, families=families)
    elif args.family:  # a plugin's family: its first cell, as its options' defaults make it
        family, sample = _plugin_family(args.family), args.sample
        families[family.name] = family
        bind_families(families)
        settings = build_settings({**raw, "n": args.sample + 1}, families=families)
    elif args.corpus:  # a recall prompt: one target of one corpus
        family, sample = families["recall"], None
        settings = build_settings({**raw, "corpora": args.corpus, "functions": args.function or ""}, families=families)
    else:
        family, sample = families["reasoning"], args.sample
        settings = build_settings({**raw, **dims, "n": max(args.sample + 1, 1)}, families=families)
    data = family.run_data()
    cells = family.expand(settings, data)
    if not cells:
        raise CreUsageError(
            f"{family.name}: its options make no cell for --model {args.model}: give options that make one"
        )
    spec = cells[0]  # one of each dimension: exactly one cell (or its first target)
    sample = spec.samples()[0] if sample is None else sample
    runner = Runner(settings, run_id="show-prompt", families={family.name: family}, data={family.name: data})
    prompt, target = runner.prompt(spec, sample)
    info = {
        **prompt.to_dict(),
        "cell_id": spec.cell_id,
        "item_id": spec.item_id,
        "sample": sample,
        "target_id": getattr(target, "item_id", None) or getattr(target, "label", None),
        "gold": runner.worker(family.name).gold(target),
    }
    if args.json:
        print(json.dumps(info, ensure_ascii=False))
        return 0
    one = len(prompt.messages) == 1
    text = prompt.messages[0]["content"] if one else ""
    chars = len(text) if one else sum(len(m["content"]) for m in prompt.messages)
    hl_on, hl_off = ("\033[1;33m", "\033[0m") if sys.stdout.isatty() else (">>> ", " <<<")
    spans = ", ".join(f"{a:,}-{b:,}" for a, b in prompt.target_spans)
    budget = f"of a {prompt.budget:,} budget" if prompt.budget is not None else "(no budget: a whole corpus)"
    print(
        f"{spec.item_id} sample {sample}\n"
        f"  tokens        {prompt.prompt_tokens:,} {budget} ({prompt.tokenizer})\n"
        f"  target depth  {', '.join(f'{d:.3f}' for d in prompt.target_depths) or '-'}\n"
        f"  target spans  {spans or '-'} (characters, of {chars:,})\n"
        f"  gold          {info['gold']}\n"
        f"  filler items  {len(prompt.filler_ids)}\n"
        f"  template      {prompt.template_version}, sha256 {prompt.prompt_sha256[:16]}"
    )
    if not one:  # a conversation: each message under its role, each long one cut in its middle
        elided = f" (each message elided beyond {args.context} characters at each end; --full shows all)"
        print(f"--- prompt: {len(prompt.messages)} messages{'' if args.full else elided} ---")
        print(render_messages(prompt.messages, args.context, args.full), end="")
        return 0
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


def render_messages(messages: list[dict[str, str]], context: int, full: bool) -> str:
    """Every message of a conversation in order, each under a ``--- message I of N: ROLE ---``
    line, its content cut in the middle past ``context`` characters at each end (``_elide``'s
    marker) unless ``full``."""
    out = []
    for i, m in enumerate(messages, 1):
        content = _elide(m["content"], context, head=False, tail=False, full=full)
        out.append(f"--- message {i} of {len(messages)}: {m['role']} ---\n{content}\n")
    return "".join(out)


def _plugin_family(location: str) -> Any:
    """An instance of the family class at ``location`` (``module:Class``), or a usage error
    naming it and the fix."""
    from ..families.registry import family_at

    try:
        family = family_at(location)
    except Exception as exc:  # whatever the plugin's import raises: one line, not a traceback
        raise CreUsageError(
            f"--family {location}: cannot load it ({type(exc).__name__}: {exc}): give MODULE:CLASS of a family "
            "class importable here (set PYTHONPATH to its folder)"
        ) from None
    if not getattr(family, "name", None):
        raise CreUsageError(f"--family {location} is not a family (it has no name): give MODULE:CLASS of a Family")
    return family


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
