"""Optional peer benchmark: the same prompts, byte for byte, sent by the bare loop, pytest-cre,
inspect_ai and lm-evaluation-harness, interleaved (bare, pytest-cre, inspect_ai, lm-eval, bare,
... with --repeat), each against its own fresh loopback ``cre sim --log``:

  a     2 cells x 50 at 8K, 500 ms per request, concurrency 16 (issue 12's scenario a)
  warm  scenario a's prompts rerun from each tool's own cache (filled by a cold run just
        before), against the bare loop's cold run (the bare loop has no cache)

Every arm is measured the same way: throughput = requests / (last response - first request),
both read from the sim's request log, and wall = process start to exit; each is printed as a
ratio to the bare loop's in the same round (median over rounds). Byte-identical is checked, not
assumed: the sim logs the sha256 of every request's messages (pytest-cre's
``messages_sha256``), and an arm whose set of hashes is not the prepared prompts' ends the
benchmark (exit 1, one line). The request fields besides the messages (model, max_tokens,
temperature, ...) are printed where an arm's differ from pytest-cre's.

The peers live in their own virtual environments, never the project's, and are optional: a peer
whose python is absent is skipped with one line. To enable them (from the repository root):

    python -m venv benchmarks/.peers/inspect
    benchmarks/.peers/inspect/bin/pip install inspect-ai==0.3.285 openai
    python -m venv benchmarks/.peers/lm-eval
    benchmarks/.peers/lm-eval/bin/pip install "lm-eval[api]==0.4.13"   # [api]: aiohttp, tenacity, ...

or point ``CRE_PEER_INSPECT`` / ``CRE_PEER_LMEVAL`` at the python of a virtual environment that
has the package. Each peer runs a small driver under its own python, as its users run it:
``peer_inspect.py`` one ``eval()`` of a task whose samples' inputs are the message lists
(``openai-api`` provider, ``max_connections``), ``peer_lmeval.py`` the harness's
``simple_evaluate`` on a task whose documents are the prompts, chat template applied
(``local-chat-completions``, ``num_concurrent``); the prompts must be [user] or [system, user]
messages for lm-eval's template to rebuild them. Both send pytest-cre's max_tokens and
temperature; lm-eval adds ``seed`` and ``stop`` to every request (printed).

    python benchmarks/bench_peers.py              # ~1.5 min a round on an idle 2-core box
    python benchmarks/bench_peers.py --quick      # 25 samples a cell, 200 ms requests
    python benchmarks/bench_peers.py --repeat 3   # three interleaved rounds, median ratios
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_perf import (
    HERE,
    ROOT,
    Arm,
    bare_loop,
    bytecode_note,
    prepare_prompts,
    pytest_cells,
    sim_server,
    write_bytecode,
)


@dataclass(frozen=True)
class Peer:
    label: str
    env: str  # the variable naming its python
    default: Path  # its python when the variable is unset
    module: str  # what that python must import
    install: str  # how to make the default


PEERS = (
    Peer(
        "inspect_ai",
        "CRE_PEER_INSPECT",
        HERE / ".peers/inspect/bin/python",
        "inspect_ai",
        "python -m venv benchmarks/.peers/inspect && benchmarks/.peers/inspect/bin/pip install "
        "inspect-ai==0.3.285 openai",
    ),
    Peer(
        "lm-eval",
        "CRE_PEER_LMEVAL",
        HERE / ".peers/lm-eval/bin/python",
        "lm_eval",
        "python -m venv benchmarks/.peers/lm-eval && benchmarks/.peers/lm-eval/bin/pip install 'lm-eval[api]==0.4.13'",
    ),
)


def peer_python(peer: Peer) -> str | None:
    """The peer's python, or None (said in one line) when its default virtual environment is
    absent. A python named by the variable must exist and have the package (else exit 4)."""
    named = os.environ.get(peer.env)
    python = Path(named) if named else peer.default
    if not named and not python.exists():
        print(
            f"{peer.label}: skipped (no {python.relative_to(ROOT)}; to enable: {peer.install}, "
            f"or set {peer.env} to a python that has {peer.module})",
            flush=True,
        )
        return None
    probe = f"import importlib.util as u; print(bool(u.find_spec('{peer.module}')))"
    found = subprocess.run([str(python), "-c", probe], capture_output=True, text=True) if python.exists() else None
    if found is None or found.stdout.strip() != "True":
        print(
            f"{peer.env or 'peer'}={python}: no python with {peer.module} there; to make one: {peer.install}",
            file=sys.stderr,
        )
        sys.exit(4)
    return str(python)


def read_log(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def measured(arm: Arm, log: Path, skip: int = 0) -> Arm:
    """The arm with its requests, span and hashes taken from the sim's log (after its first
    ``skip`` lines), as for every arm."""
    lines = [r for r in read_log(log)[skip:] if r["status"] == 200]
    span = max(r["end"] for r in lines) - min(r["start"] for r in lines) if lines else float("nan")
    return replace(arm, n=len(lines), span=span, hashes=frozenset(r["messages_sha256"] for r in lines))


def check_identical(label: str, scenario: str, log: Path, hashes: frozenset, prompts: Path) -> dict:
    """Exit (one line) unless the log's requests carry exactly the prepared prompts' messages;
    return the request fields besides the messages that differ from pytest-cre's."""
    lines = read_log(log)
    got = frozenset(r["messages_sha256"] for r in lines)
    extra = sorted({k for r in lines for k in r.get("message_keys", ())})
    if got != hashes or extra:
        roles = sorted({"+".join(map(str, r.get("roles") or ())) for r in lines})
        want = sorted({"+".join(m["role"] for m in ms) for ms in json.loads(prompts.read_text())["messages"]})
        what = (
            f"message keys besides role and content: {', '.join(extra)}"
            if extra
            else f"{len(got - hashes)} of its {len(got)} distinct message lists are not among the "
            f"{len(hashes)} prepared prompts; roles {', '.join(roles)} where the prompts have {', '.join(want)}"
        )
        raise SystemExit(
            f"scenario {scenario}: {label} sent other messages than pytest-cre's prompts ({what}); "
            f"its request log: {log}"
        )
    differ: dict = {}
    expected = expected_fields(prompts)
    for r in lines:
        fields = r.get("fields", {})
        for key in sorted(set(fields) | set(expected)):
            if fields.get(key, "(absent)") != expected.get(key, "(absent)"):
                differ[key] = fields.get(key, "(absent)")
    return differ


def timed(cmd: list[str], label: str, cwd: Path) -> float:
    """Run a peer's driver; its wall time, process start to exit."""
    start = time.time()
    proc = subprocess.run(
        cmd,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
    )
    wall = time.time() - start
    if proc.returncode:
        raise SystemExit(f"{label} failed (exit {proc.returncode}):\n{proc.stdout[-3000:]}")
    return wall


def send(
    label: str, url: str, prompts: Path, args: list[str], concurrency: int, work: Path, python: str | None, cache: bool
) -> Arm:
    """One run of one arm against the sim at ``url``; with ``cache``, the tool's own cache in
    ``work`` (the same one on a rerun). Its wall time is right; the rest comes from the log."""
    work.mkdir(parents=True, exist_ok=True)
    run_dir = work / f"run{len(list(work.glob('run*')))}"
    if label == "bare loop":
        return bare_loop(url, prompts, concurrency, work / "stamps.json", float("inf"))[0]
    if label == "pytest-cre":
        return pytest_cells(
            url, [*args, f"--cre-cache={work / 'cache.sqlite' if cache else 'off'}"], run_dir, float("inf")
        )
    run_dir.mkdir()
    if label == "inspect_ai":
        cmd = [
            python,
            str(HERE / "peer_inspect.py"),
            url,
            str(prompts),
            str(concurrency),
            str(run_dir / "logs"),
            *([str(work / "cache")] if cache else []),
        ]
    else:
        cmd = [
            python,
            str(HERE / "peer_lmeval.py"),
            url,
            str(prompts),
            str(concurrency),
            str(run_dir / "work"),
            *([str(work / "cache")] if cache else []),
        ]
    return Arm(timed(cmd, label, run_dir), float("nan"), 0, float("nan"))


def expected_fields(prompts: Path) -> dict:
    got = json.loads(prompts.read_text())
    params = dict(got["params"])
    return {"model": got["model"], **params.pop("extra_body", {}), **params}


def table(title: str, rows: list[tuple[str, list[Arm]]], bares: list[Arm], warm: bool = False) -> None:
    med = statistics.median
    print(title)
    print(
        f"   {'arm':<11} {'requests':>8} {'req/s':>7} {'throughput':>10} {'wall s':>7} {'wall':>6}"
        "   (requests, req/s, wall s: the last round)"
    )
    for label, arms in rows:
        last = arms[-1]
        thr = med(a.rps / b.rps for a, b in zip(arms, bares)) if last.n and not warm else None
        wall = med(a.wall / b.wall for a, b in zip(arms, bares))
        rps = f"{last.rps:.1f}" if last.n and not warm else "-"
        print(
            f"   {label:<11} {last.n:>8} {rps:>7} "
            f"{f'{thr:.2f}x' if thr is not None else '-':>10} {last.wall:>7.2f} {wall:>5.2f}x",
            flush=True,
        )


def run(
    name: str, what: str, args: list[str], latency: str, concurrency: int, tmp: Path, repeat: int, peers: dict[str, str]
) -> None:
    """Scenario ``name`` cold (cache off), then its warm rerun."""
    prompts = tmp / f"{name}.json"
    with sim_server(latency) as url:
        hashes = prepare_prompts(args, url, prompts)
    expected = expected_fields(prompts)  # for the printout: check_identical reads them too
    labels = ["bare loop", "pytest-cre", *peers]
    cold: dict[str, list[Arm]] = {k: [] for k in labels}
    warm: dict[str, list[Arm]] = {k: [] for k in labels[1:]}
    differ: dict[str, dict] = {}

    def once(label: str, i: int, cache: bool) -> Arm:
        """A cold run; with ``cache``, into a fresh cache of the tool's own, then the rerun from
        it against the same server (caches key on the base URL), measured from its log lines."""
        work = tmp / f"{name}-{label.replace(' ', '-')}-{i}"
        log = tmp / f"{work.name}-{'warm' if cache else 'cold'}.log"
        with sim_server(latency, log) as url:
            arm = send(label, url, prompts, args, concurrency, work, peers.get(label), cache)
            differ[label] = check_identical(label, name, log, hashes, prompts)
            if not cache:
                return measured(arm, log)
            filled = len(read_log(log))
            arm = send(label, url, prompts, args, concurrency, work, peers.get(label), cache)
        return measured(arm, log, skip=filled)

    for i in range(repeat):
        for label in labels:
            cold[label].append(once(label, i, cache=False))
        for label in labels[1:]:
            warm[label].append(once(label, i, cache=True))
    table(
        f"{name}  {what}, {len(hashes)} prompts, cold (no cache); ratios vs the bare loop, median of {repeat}",
        list(cold.items()),
        cold["bare loop"],
    )
    table(
        f"{name}-warm  rerun from each tool's own cache (filled by a cold run before it), wall vs the bare "
        f"loop's cold run; requests = sent by the rerun",
        list(warm.items()),
        cold["bare loop"],
        warm=True,
    )
    same = f"model and {', '.join(f'{k}={v!r}' for k, v in expected.items() if k != 'model')}"
    for label, fields in differ.items():
        if fields:
            print(
                f"   {label} sent the same messages; its other request fields differ from pytest-cre's "
                f"({same}): {', '.join(f'{k}={v!r}' for k, v in fields.items())}"
            )
    print(
        f"   every arm sent the {len(hashes)} prepared message lists byte for byte (sha256 in the sim's log)",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="25 samples a cell, 200 ms requests")
    ap.add_argument("--repeat", type=int, default=1, help="interleaved rounds (median ratios)")
    opts = ap.parse_args()
    if opts.repeat < 1:
        ap.error(f"--repeat {opts.repeat}: give 1 or more rounds")
    write_bytecode(ROOT)
    base, n = (200, 25) if opts.quick else (500, 50)
    args = [
        "--cre-tasks",
        "arith",
        "--cre-tiers",
        "8k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end,middle",
        "--cre-n",
        str(n),
        "--cre-concurrency",
        "16",
    ]
    peers = {p.label: python for p in PEERS if (python := peer_python(p))}
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at start; "
        f"peers: {', '.join(peers) or 'none'}; {bytecode_note()}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        run(
            "a",
            f"2 cells x {n} at 8K, {base} ms, concurrency 16",
            args,
            f"base={base}",
            16,
            Path(tmp),
            opts.repeat,
            peers,
        )
    print(f"load average {os.getloadavg()[0]:.1f} at the end", flush=True)


if __name__ == "__main__":
    main()
