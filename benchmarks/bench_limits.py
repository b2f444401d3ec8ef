"""Issue 30's rate-limit figures: a run against a sim limited as OpenAI limits a model (600K
tokens per minute, x-ratelimit-* headers on every answer, a 429 past the limit), with and
without a model file stating the limit (``tpm``), each against another checkout's pytest-cre
with --code (e.g. one from before pacing) for the same grid.

Printed per arm: the share of answers that were 429s (target <= 1%) and throughput as a share
of what the limit allows over the run's span (target >= 0.9): the tokens the sim charged (each
admitted request's prompt as it counted it plus max_tokens) over the full bucket at the start
plus the limit's rate times the span, from the first request to the last answer.

    python benchmarks/bench_limits.py            # 300 requests an arm (~3.5 min each)
    python benchmarks/bench_limits.py --quick    # 150 requests an arm (~70 s each)
    python benchmarks/bench_limits.py --code /tmp/before   # that checkout's pytest-cre too
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_perf import sim_server  # benchmarks/ is the script's folder: on sys.path

ROOT = Path(__file__).resolve().parents[1]
TPM = 600_000
MAX_TOKENS = 256


def arm(code: Path, window_s: float, grid: list[str], tmp: Path, name: str, limits: str) -> dict:
    """One run against a fresh limited sim; its figures."""
    log = tmp / f"{name}.log"
    project = tmp / name
    with sim_server("base=200", log=log, faults=f"tpm={TPM},window_s={window_s:g}") as url:
        (project / "models").mkdir(parents=True)
        (project / "models" / "limited.toml").write_text(
            f'name = "limited"\nvendor = "vllm"\nbase_url = "{url}"\napi_key = "not-needed"\n'
            f"max_tokens = {MAX_TOKENS}\nconcurrency = 16\n{limits}"
        )
        (project / "cells").symlink_to(code / "cells")
        (project / "pytest.ini").write_text("[pytest]\nasyncio_default_fixture_loop_scope = session\n")
        env = {**os.environ, "PYTHONPATH": str(code)}
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "cells", "-q", "-p", "no:cacheprovider", "--cre-model", "limited",
             "--cre-cache", "off", "--cre-report-dir", "reports", "--cre-backoff", "0.2", *grid],
            cwd=project, env=env, capture_output=True, text=True,
        )  # fmt: skip
        if done.returncode not in (0, 1):
            raise SystemExit(f"{name}: pytest failed:\n{done.stdout[-3000:]}{done.stderr[-2000:]}")
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    answered = [x for x in lines if x["status"] == 200]
    throttled = sum(1 for x in lines if x["status"] == 429)
    records = [json.loads(x) for x in (project / "reports" / "latest" / "records.jsonl").read_text().splitlines()]
    charged = sum((r.get("reported_prompt_tokens") or 0) + MAX_TOKENS for r in records if r["status"] == "ok")
    span = max(x["end"] for x in answered) - min(x["start"] for x in lines)
    allowed = TPM + TPM / window_s * span
    return {
        "samples": len(records),
        "scored": sum(1 for r in records if r["status"] == "ok"),
        "requests": len(lines),
        "answered": len(answered),
        "throttled": throttled,
        "share_429": throttled / len(lines),
        "throughput": charged / allowed,
        "span_s": span,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="150 requests an arm instead of 300")
    ap.add_argument("--code", default=None, help="another checkout's pytest-cre, measured the same way")
    opts = ap.parse_args()
    window_s = 60.0
    # 8K prompts (about 8.45K tokens charged with max_tokens 256): ~71 fit the 600K bucket at
    # the start, the rest come at the limit's rate, 10K tokens a second.
    grid = ["--cre-tasks", "arith", "--cre-tiers", "8k", "--cre-fillers", "ws,qo_v2,neutral",
            "--cre-positions", "end,middle", "--cre-n", "25" if opts.quick else "50"]  # fmt: skip
    codes = [("main", ROOT)] + ([("other", Path(opts.code).resolve())] if opts.code else [])
    requests = 150 if opts.quick else 300
    print(f"{TPM:,} tokens per minute, {requests} requests of 8K prompts, max_tokens {MAX_TOKENS}, concurrency 16")
    with tempfile.TemporaryDirectory() as tmp:
        for label, code in codes:
            for how, limits in (("headers only", ""), ("model file tpm", f"tpm = {TPM}\n")):
                if label == "other" and limits:
                    continue  # an older checkout may not read tpm
                name = f"{label}-{'file' if limits else 'headers'}"
                got = arm(code, window_s, grid, Path(tmp), name, limits)
                print(
                    f"{label:5} {how:15}: {got['scored']} of {got['samples']} samples answered, "
                    f"{got['requests']} requests, {got['throttled']} 429s "
                    f"({got['share_429']:.1%}, target <= 1%), throughput {got['throughput']:.2f}x what the limit "
                    f"allows (target >= 0.9), span {got['span_s']:.1f} s",
                    flush=True,
                )


if __name__ == "__main__":
    main()
