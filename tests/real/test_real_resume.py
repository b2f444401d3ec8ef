"""The server dies mid-run (SIGKILL, from the run's own record hook once two samples are in, so
the timing is exact), is started again on the same port, and the same command resumes: the
finished samples come from the cache, the rest are asked again, and the run completes."""

from __future__ import annotations

from real_helpers import COMMON, brief, measure, model_file, records, run_dirs, run_json

ANSWERED = {"ok", "no_answer", "truncated"}
KILL_AFTER = 2

# Loaded by the pytest run under test (a conftest of its project): kills the server once.
KILLER = f"""
import os, signal
from pathlib import Path

done = []

def pytest_cre_record(record):
    if record["status"] in {sorted(ANSWERED)!r}:
        done.append(record["sample"])
    flag = Path("killed.txt")
    if len(done) == {KILL_AFTER} and not flag.exists():
        flag.write_text(",".join(map(str, done)))
        os.kill(int(os.environ["CRE_TEST_KILL_PID"]), signal.SIGKILL)
"""


def test_server_killed_mid_run_then_the_same_command_resumes(cells, server_8k, monkeypatch):
    # server_8k itself (its prompt cache holds these prompts: the first samples are quick); it
    # is started again on its port below, so later tests find it alive.
    srv = server_8k
    cells.makeconftest(KILLER)
    model_file(cells.path, "smollm2-kill", srv.base_url, 32, stop=["\n\n"])
    monkeypatch.setenv("CRE_TEST_KILL_PID", str(srv.proc.pid))
    args = [
        "--cre-model",
        "smollm2-kill",
        "--cre-tiers",
        "2k",
        "--cre-n",
        "4",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "--cre-concurrency",
        "1",
        "--cre-max-attempts",
        "2",
        "--cre-backoff",
        "0.2",
        *COMMON,
    ]

    first = cells.runpytest_subprocess(*args, timeout=600)
    assert (cells.path / "killed.txt").is_file(), first.stdout.str()[-3000:]
    assert not srv.alive()
    [run1] = run_dirs(cells.path)
    recs1 = records(run1)
    answered = [r for r in recs1 if r["status"] in ANSWERED]
    failed = [r for r in recs1 if r["status"] not in ANSWERED]
    assert KILL_AFTER <= len(answered) < 4 and failed, brief(recs1)
    assert {r["status"] for r in failed} == {"connection_error"}, brief(recs1)
    assert run_json(run1)["status"] == "partial"
    out1 = first.stdout.str()
    # The run says it is partial and gives the command to run again.
    assert "PARTIAL: not every sample of the run was answered" in out1, out1[-3000:]
    assert "again (finished samples come from the cache)" in out1, out1[-3000:]

    srv.start()  # same port: the cache key holds the base URL
    second = cells.runpytest_subprocess(*args, timeout=600)
    out2 = second.stdout.str()
    run2 = run_dirs(cells.path)[-1]
    assert run2 != run1
    recs2 = records(run2)
    assert second.ret == 0, out2[-3000:] + brief(recs2)
    assert len(recs2) == 4 and all(r["status"] in ANSWERED for r in recs2), brief(recs2)
    cached = {r["sample"] for r in recs2 if r["from_cache"]}
    assert cached == {r["sample"] for r in answered}, brief(recs2)
    for r in recs2:
        if r["from_cache"]:  # the same answer, not asked again
            [old] = [o for o in answered if o["sample"] == r["sample"]]
            assert r["response"] == old["response"]
    assert run_json(run2)["status"] == "complete"
    assert f"cache: {len(cached)} of 4 samples answered from the cache" in out2, out2[-2000:]
    measure(
        "resume",
        {
            "first_run": {s: sum(r["status"] == s for r in recs1) for s in {r["status"] for r in recs1}},
            "first_exit": first.ret,
            "from_cache_on_rerun": len(cached),
            "restart_s": round(srv.start_s, 2),
            "connection_error_text": failed[0]["error"],
        },
    )
