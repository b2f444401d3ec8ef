"""Reasoning cells against a real llama-server (SmolLM2-135M-Instruct Q4_1, CPU): what the
plugin records from a real OpenAI-compatible server, black box (`pytest cells` in a
subprocess). SmolLM2-135M mostly gets arith wrong; these tests check the plumbing, not the
scores."""

from __future__ import annotations

import json
import statistics
import urllib.error
import urllib.request

import pytest
from real_helpers import COMMON, brief, measure, model_file, records, run_dirs, run_json, summary_json

ANSWERED = {"ok", "no_answer"}
GRID = ["--cre-tiers", "2k", "--cre-n", "3", "--cre-fillers", "ws"]
# SmolLM2-135M rambles (at temperature 0 it can loop to any budget, at 6-30 tokens/s on 2 CPU
# cores): a short budget and a stop at the first blank line keep the suite short. Every test
# on server_8k uses GRID's prompts (or a prefix of them), so the server's prompt cache answers
# the prompt of all but the first run of each. 48 tokens: a sample that rambles costs 2-8 s,
# not the 20 s of 128 (the records' plumbing, not the answers, is what is checked).
BUDGET = 48
STOP = ["\n\n"]


def _ratios(recs: list[dict]) -> dict[str, float]:
    """reported_prompt_tokens / prompt_tokens (the server's tokens per cl100k token), by tier."""
    by: dict[str, list[float]] = {}
    for r in recs:
        if r.get("reported_prompt_tokens") and r.get("prompt_tokens"):
            by.setdefault(r["cell_id"].split("-")[3], []).append(r["reported_prompt_tokens"] / r["prompt_tokens"])
    return {tier: round(statistics.mean(v), 3) for tier, v in by.items()}


def _one_run(cells) -> tuple:
    [run] = run_dirs(cells.path)
    return run, records(run)


def test_small_grid_records_usage_and_writes_a_summary(cells, server_8k):
    # The model file names a dead port: --cre-base-url overrides it (as for the llamacpp: preset).
    model_file(cells.path, "smollm2-real", "http://127.0.0.1:9/v1", BUDGET, stop=STOP)
    result = cells.runpytest_subprocess(
        "--cre-model", "smollm2-real", f"--cre-base-url={server_8k.base_url}", *GRID, *COMMON, timeout=600
    )
    out = result.stdout.str()
    run, recs = _one_run(cells)
    assert result.ret == 0, out[-3000:] + brief(recs)
    assert len(recs) == 6, brief(recs)  # end + middle, n=3
    for r in recs:
        assert r["status"] in ANSWERED | {"truncated"}, brief(recs)
        assert r["vendor"] == "llamacpp" and r["endpoint"] == server_8k.base_url, r["endpoint"]
        assert isinstance(r["reported_prompt_tokens"], int) and r["reported_prompt_tokens"] > 0, brief(recs)
        assert isinstance(r["cached_tokens"], int), brief(recs)  # prompt_tokens_details.cached_tokens
        assert r["completion_tokens"] and r["finish_reason"] in ("stop", "length"), brief(recs)
        assert (r["status"] == "truncated") == (r["finish_reason"] == "length"), brief(recs)
        assert not r["truncation_suspect"], brief(recs)
        assert r["from_cache"] is False
        assert r["request_params"].get("max_tokens") == BUDGET and r["request_params"].get("stop") == STOP, r[
            "request_params"
        ]
    assert run_json(run)["status"] == "complete"
    summary = summary_json(run)
    assert summary["meta"]["status"] == "complete"
    assert {c["cell_id"] for c in summary["families"]["reasoning"]["cells"]} == {r["cell_id"] for r in recs}
    assert (run / "summary.md").is_file() and "pytest-cre summary" in out
    measure(
        "grid",
        {
            "statuses": {s: sum(r["status"] == s for r in recs) for s in sorted({r["status"] for r in recs})},
            "ratio_reported_over_prompt": _ratios(recs),
            "prompt_tokens": [r["prompt_tokens"] for r in recs],
            "reported_prompt_tokens": [r["reported_prompt_tokens"] for r in recs],
            "cached_tokens": [r["cached_tokens"] for r in recs],
            "completion_tokens": [r["completion_tokens"] for r in recs],
            "latency_s": [round(r["latency_s"], 2) for r in recs],
        },
    )


def test_finish_reason_length_is_a_limit_hit(cells, server_8k):
    model_file(cells.path, "smollm2-5", server_8k.base_url, 5)
    result = cells.runpytest_subprocess("--cre-model", "smollm2-5", *GRID, *COMMON, timeout=300)
    out = result.stdout.str()
    run, recs = _one_run(cells)
    assert result.ret == 0, out[-3000:]
    assert [r["status"] for r in recs] == ["truncated"] * 6, brief(recs)
    assert all(r["finish_reason"] == "length" and r["completion_tokens"] == 5 for r in recs), brief(recs)
    assert all(r["maxgen_hit"] is True for r in recs), brief(recs)
    cells_by_id = {c["cell_id"]: c for c in summary_json(run)["families"]["reasoning"]["cells"]}
    # counted wrong, in n (the paper's k/50)
    assert all(c["limit_hits"] == 3 and c["n"] == 3 and c["k"] == 0 for c in cells_by_id.values()), cells_by_id
    assert "limit hits (generation stopped at the token limit)" in out and ": 6 in 2 cells" in out, out[-3000:]
    assert run_json(run)["status"] == "complete"  # a limit hit is an answer, not a missing sample


def _post(url: str, body: dict) -> tuple[int, str]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def test_tier_above_the_server_context_is_skipped_by_the_preflight(cells, server_4k):
    from pytest_cre.endpoints.errors import classify_error

    n_ctx = server_4k.n_ctx()
    assert n_ctx == 4096
    # The body llama.cpp sends for a prompt over its context, as is: classified context_overflow
    # (never retried) should a request ever get there.
    status, body = _post(
        server_4k.base_url + "/chat/completions",
        {"model": "smollm2", "max_tokens": 8, "messages": [{"role": "user", "content": "word " * 6000}]},
    )
    measure("overflow_body", {"status": status, "body": body})
    assert status == 400 and "exceed_context_size_error" in body, body
    assert classify_error(status, body) == "context_overflow"
    # The preflight asks /props and /tokenize first: the 8k cell cannot fit, so it is skipped
    # with the window, the server's count and the fix, and nothing is sent. The 2k cell fits
    # (2.4K server tokens + 64): it runs. (With the preset's 2,048-token budget it would not:
    # the preflight counts prompt + max_tokens.) The model file names a dead port:
    # --cre-base-url overrides it.
    model_file(cells.path, "smollm2-pre", "http://127.0.0.1:9/v1", 64, stop=STOP)
    result = cells.runpytest_subprocess(
        "--cre-model",
        "smollm2-pre",
        f"--cre-base-url={server_4k.base_url}",
        "--cre-tiers",
        "2k,8k",
        "--cre-n",
        "2",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "-rs",
        *COMMON,
        timeout=300,
    )
    out = result.stdout.str()
    _, recs = _one_run(cells)
    skipped = [line for line in out.splitlines() if line.startswith("SKIPPED")]
    measure("preflight_skip_line", skipped)
    assert (
        len(skipped) == 1
        and "arith-end-ws-8k-smollm2-pre: the server's context window is 4,096 tokens (GET /props n_ctx)" in skipped[0]
    ), out[-3000:]
    assert "of the server's tokens (its /tokenize, chat template included)" in skipped[0]
    assert {r["cell_id"] for r in recs} == {"arith-end-ws-2k-smollm2-pre"}, brief(recs)
    assert all(r["status"] in ANSWERED | {"truncated"} for r in recs), brief(recs)
    measure("ratio_2k_on_4k_server", _ratios(recs))


def test_preset_whose_every_cell_the_preflight_skips_is_a_run_in_which_no_cell_ran(cells, server_4k):
    # The llamacpp: preset with --cre-base-url; its 2,048-token budget plus the 2k prompt (2.4K
    # server tokens) is over the 4,096 window, so the one cell is skipped before anything is
    # sent. README (What the run tells you): exit 5, "no cell ran: every selected cell was
    # skipped", and a skip is not an interrupted or partial run (rerunning does not help).
    result = cells.runpytest_subprocess(
        "--cre-model",
        "llamacpp:smollm2",
        f"--cre-base-url={server_4k.base_url}",
        "--cre-tiers",
        "2k",
        "--cre-n",
        "2",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "-rs",
        *COMMON,
        timeout=300,
    )
    out = result.stdout.str()
    skipped = [line for line in out.splitlines() if line.startswith("SKIPPED")]
    assert (
        len(skipped) == 1 and "needs 4,474: its prompt is 2,426" in skipped[0] and "plus max_tokens 2,048" in skipped[0]
    ), out[-3000:]
    assert "no cell ran: every selected cell was skipped" in out, out[-3000:]
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED, out[-3000:]
    [run] = run_dirs(cells.path)
    assert run_json(run)["status"] != "partial" and "PARTIAL" not in out, out[-3000:]


def test_concurrency_above_the_slots_answers_every_sample(cells, server_8k):
    props = server_8k.props()
    assert props["total_slots"] == 2
    model_file(cells.path, "smollm2-c", server_8k.base_url, 32, stop=STOP)
    result = cells.runpytest_subprocess(
        "--cre-model",
        "smollm2-c",
        "--cre-concurrency",
        "4",
        "--cre-tiers",
        "2k",
        "--cre-n",
        "4",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        *COMMON,
        timeout=600,
    )
    out = result.stdout.str()
    run, recs = _one_run(cells)
    assert result.ret == 0, out[-3000:]
    assert len(recs) == 4 and all(r["status"] in ANSWERED | {"truncated"} for r in recs), brief(recs)
    assert all(r["attempts"] == 1 for r in recs), brief(recs)  # queued by the server, not refused
    assert run_json(run)["status"] == "complete"
    # Were they really in flight together? Overlapping [started_at, finished_at] intervals.
    spans = sorted((r["started_at"], r["finished_at"]) for r in recs)
    overlap = max(sum(s <= t < f for s, f in spans) for t, _ in spans)
    measure(
        "concurrency_4_on_np2",
        {
            "max_overlap": overlap,
            "ratio_reported_over_prompt": _ratios(recs),
            "latency_s": [round(r["latency_s"], 2) for r in recs],
        },
    )
    assert overlap >= 2


def test_props_slot_context_is_capped_at_the_training_context(start_server):
    capped = start_server(16384, 1)
    lifted = start_server(16384, 1, override_kv=("llama.context_length=int:16384",))
    measure("props_n_ctx", {"ctx_16384": capped.n_ctx(), "ctx_16384_override_kv_16384": lifted.n_ctx()})
    assert capped.n_ctx() == 8192  # "the slot context (16384) exceeds the training context ... capping"
    assert lifted.n_ctx() == 16384
    capped.stop()
    lifted.stop()
