"""Endpoint reliability: cache, crash safety and resume, secrets, concurrency across workers."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from helpers import SMALL, SMALL_WS, run_records
from invariance import stable_bytes

from pytest_cre.core.secret import Secret
from pytest_cre.endpoints.cache import ResponseCache, cache_key
from pytest_cre.endpoints.client import request_params
from pytest_cre.endpoints.errors import classify_error as classify_status
from pytest_cre.endpoints.redaction import redact
from pytest_cre.endpoints.vendors import REGISTRY, read_api_key, resolve_model

PLANTED = "sk-PLANTEDsecret0123456789abcdef"


def test_cache_key_ignores_what_does_not_change_the_answer():
    sha = "ab" * 32
    k = cache_key(["http://a/v1", "http://b/v1"], "m", sha, {"max_tokens": 5}, 42, 0)
    assert k == cache_key(["http://b/v1", "http://a/v1"], "m", sha, {"max_tokens": 5}, 42, 0)
    assert k != cache_key(["http://a/v1"], "m", sha, {"max_tokens": 5}, 42, 0)
    assert k != cache_key(["http://a/v1", "http://b/v1"], "m", sha, {"max_tokens": 5}, 42, 1)
    assert k != cache_key(["http://a/v1", "http://b/v1"], "m", sha, {"max_tokens": 6}, 42, 0)
    assert k != cache_key(["http://a/v1", "http://b/v1"], "m", "cd" * 32, {"max_tokens": 5}, 42, 0)


def test_warm_rerun_needs_neither_assembly_nor_requests(cells):
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    first = run_records(cells.path / "reports/latest")
    # A rerun that could not assemble anything still rebuilds every record from the cache.
    cells.makeconftest("""
import pytest_cre.families.reasoning.prompt as context
def pytest_configure(config):
    def refuse(*args, **kwargs):
        raise AssertionError("assembled a prompt on a warm rerun")
    context.assemble = refuse
""")
    cells.runpytest_subprocess(*SMALL_WS).assert_outcomes(passed=3)  # the patch stays in that process
    again = run_records(cells.path / "reports/latest")
    assert all(r["from_cache"] for r in again)
    keep = ("cell_id", "sample", "prompt_sha256", "prompt_tokens", "target_depths", "filler_ids", "answer", "correct")
    assert [{k: r[k] for k in keep} for r in again] == [{k: r[k] for k in keep} for r in first]


def test_warm_rerun_asks_the_statistics_libraries_nothing_and_writes_the_same_tables(cells, monkeypatch):
    # The process says at its end which of them it imported; its drop items and summary ran.
    heavy = cells.path / "heavy.txt"
    monkeypatch.setenv("CRE_TEST_HEAVY", str(heavy))
    cells.makeconftest(
        "import os, sys\n"
        "def pytest_unconfigure(config):\n"
        "    with open(os.environ['CRE_TEST_HEAVY'], 'w') as f:\n"
        "        f.write(','.join(m for m in ('scipy', 'statsmodels') if m in sys.modules))\n"
    )
    args = ["--cre-positions", "end,middle", "--cre-fillers", "ws", *SMALL]
    cells.runpytest_subprocess(*args, "--cre-report-dir", "r1").assert_outcomes(passed=3)
    assert heavy.read_text() == "scipy,statsmodels"  # the first run computed its figures
    cells.runpytest_subprocess(*args, "--cre-report-dir", "r2").assert_outcomes(passed=3)
    assert heavy.read_text() == ""
    assert all(r["from_cache"] for r in run_records(cells.path / "r2/latest"))
    for name in ("cells.csv", "drops.csv"):
        assert stable_bytes(cells.path / "r2/latest" / name) == stable_bytes(cells.path / "r1/latest" / name)
    cells.runpytest_subprocess(*args, "--cre-report-dir", "r3", "--cre-cache", "refresh").assert_outcomes(passed=3)
    assert heavy.read_text() == "scipy,statsmodels"  # refresh asks again, the libraries too


def test_cache_is_shared_between_processes(tmp_path):
    path = tmp_path / "c.sqlite"
    ResponseCache(path).put("k1", {"status": "ok", "response": "Answer: 1"})
    code = (
        "import sys; from pytest_cre.endpoints.cache import ResponseCache; "
        "c = ResponseCache(__import__('pathlib').Path(sys.argv[1]));"
        "print(c.get('k1')['response']); c.put('k2', {'status': 'ok'})"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "Answer: 1"
    assert ResponseCache(path).get("k2") == {"status": "ok"}


def test_rerun_hits_the_cache_and_refresh_does_not(cells):
    first = cells.runpytest(*SMALL_WS)
    first.assert_outcomes(passed=3)
    run1 = run_records(cells.path / "reports/latest")
    assert not any(r["from_cache"] for r in run1)
    second = cells.runpytest(*SMALL_WS)
    second.assert_outcomes(passed=3)
    run2 = run_records(cells.path / "reports/latest")
    assert all(r["from_cache"] for r in run2)
    assert [r["answer"] for r in run1] == [r["answer"] for r in run2]
    cells.runpytest(*SMALL_WS, "--cre-cache", "refresh").assert_outcomes(passed=3)
    assert not any(r["from_cache"] for r in run_records(cells.path / "reports/latest"))
    cells.runpytest(*SMALL_WS, "--cre-cache", "off").assert_outcomes(passed=3)
    assert not any(r["from_cache"] for r in run_records(cells.path / "reports/latest"))


def test_two_xdist_workers_share_one_cache(cells):
    args = [*SMALL_WS, "--cre-fillers", "ws,qo_v2", "--cre-cache", str(cells.path / "shared.sqlite")]
    cells.runpytest_subprocess(*args, "-n", "2").assert_outcomes(passed=6)
    assert len(ResponseCache(cells.path / "shared.sqlite")) == 16
    cells.runpytest_subprocess(*args, "-n", "2").assert_outcomes(passed=6)
    assert all(r["from_cache"] for r in run_records(cells.path / "reports/latest"))


def test_run_json_provenance(cells, tmp_path):
    result = cells.runpytest(*SMALL_WS, "--cre-notes", "Q4_K_M, 32K KV cache")
    result.assert_outcomes(passed=3)
    run = json.loads((cells.path / "reports/latest/run.json").read_text())
    assert run["status"] == "complete" and run["finished"]
    assert run["template_version"] == "cre-prompt-v1" and run["scorer_version"].startswith("cre-score")
    assert run["tokenizers"] == ["cl100k_base"] and run["notes"] == "Q4_K_M, 32K KV cache"
    assert run["cells"] == ["arith-end-ws-4k-sim", "arith-middle-ws-4k-sim"]
    assert run["settings"]["models"][0]["name"] == "sim"


def test_planted_key_never_reaches_any_file(cells):
    from pytest_cre.families.reasoning.sim import AnswerBook
    from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
    from pytest_cre.sim.server import start_sim

    arith = BUILTIN_TASKS["arith"]
    data = arith.load(None)
    book = AnswerBook()
    book.add(data.targets + data.filler, arith.render_question)
    server = start_sim([book])  # a self-hosted endpoint that receives the key
    keyfile = cells.path / "key.txt"
    keyfile.write_text(PLANTED + "\n")
    keyfile.chmod(0o644)
    try:
        result = cells.runpytest_subprocess(
            *SMALL_WS,
            "--cre-model",
            "vllm:sim",
            f"--cre-base-url={server.url}",
            f"--cre-api-key-file={keyfile}",
            "--junitxml=junit.xml",
            "-rA",
        )
    finally:
        server.stop()
    result.assert_outcomes(passed=3)
    assert "chmod 600" in result.stdout.str() + result.stderr.str()  # the wide key file is flagged
    leaked = [p for p in cells.path.rglob("*") if p.is_file() and p != keyfile and PLANTED.encode() in p.read_bytes()]
    assert leaked == []
    assert PLANTED not in result.stdout.str() + result.stderr.str()


def test_explicit_endpoint_options_never_reach_vendor_models(monkeypatch):
    from pytest_cre.options import build_settings

    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai-own")
    s = build_settings(
        {"models": ["gpt-4o", "my-model"], "base_url": "http://127.0.0.1:9/v1", "api_key_file": "/tmp/nonexistent-key"}
    )
    gpt, mine = s.models
    assert gpt.base_urls == ("https://api.openai.com/v1",) and gpt.api_key_file is None
    assert mine.base_urls == ("http://127.0.0.1:9/v1",) and mine.vendor == "custom"
    assert read_api_key(gpt, "sk-explicit")[0] == Secret("sk-openai-own")  # --cre-api-key is not for it


def test_redact_removes_known_keys_and_bearer_tokens():
    msg = f"AuthenticationError 401: Incorrect API key provided: {PLANTED}. Bearer abcdefghijkl"
    clean = redact(msg, [PLANTED])
    assert PLANTED not in clean and "abcdefghijkl" not in clean and "<redacted>" in clean


def test_read_api_key_prefers_explicit_then_file_then_env(tmp_path, monkeypatch):
    import dataclasses

    monkeypatch.setenv("CRE_API_KEY", "from-env")
    model = resolve_model("my-model", base_url="http://127.0.0.1:9/v1")
    assert read_api_key(model, None) == (Secret("from-env"), None)
    assert read_api_key(model, "explicit")[0] == Secret("explicit")
    f = tmp_path / "k"
    f.write_text("from-file\n")
    f.chmod(0o600)
    assert read_api_key(dataclasses.replace(model, api_key_file=str(f)), None) == (Secret("from-file"), None)
    f.chmod(0o640)
    assert "chmod 600" in read_api_key(dataclasses.replace(model, api_key_file=str(f)), None)[1]


@pytest.mark.parametrize(
    ("status", "body", "outcome"),
    [
        (400, '{"error":{"code":"context_length_exceeded","message":"..."}}', "context_overflow"),
        (400, "This model's maximum context length is 131072 tokens", "context_overflow"),
        (400, '{"error":{"code":"1261","message":"Prompt exceeds max length"}}', "context_overflow"),
        (400, "Range of input length should be [1, 129024]", "context_overflow"),
        (400, "Invalid request: exceeded model token limit", "context_overflow"),
        (400, '{"error":{"type":"exceed_context_size_error"}}', "context_overflow"),
        (402, "Insufficient Balance", "quota"),
        (429, '{"error":{"code":"insufficient_quota"}}', "quota"),
        (429, '{"error":{"code":"1113","message":"balance"}}', "quota"),
        (429, "Rate limit reached", "rate_limited"),
        (500, "oops", "server_error"),
        (503, "overloaded", "server_error"),
        (400, "messages must not be empty", "bad_request"),
    ],
)
def test_classify_status(status, body, outcome):
    assert classify_status(status, body) == outcome


def test_request_params_send_exactly_one_token_parameter_and_vendor_switches():
    assert request_params(REGISTRY["o4-mini"]) == {"max_completion_tokens": 32768, "reasoning_effort": "medium"}
    p = request_params(REGISTRY["glm-5.1"])
    assert p["max_tokens"] == 2048 and p["extra_body"] == {"thinking": {"type": "disabled"}}
    assert "temperature" not in request_params(REGISTRY["kimi-k2.6"])
    vllm = resolve_model("vllm:Qwen/Qwen3-8B")
    import dataclasses

    assert request_params(dataclasses.replace(vllm, thinking=False))["extra_body"] == {
        "chat_template_kwargs": {"enable_thinking": False}
    }
    qwen = dataclasses.replace(REGISTRY["qwen2.5-7b-instruct"], thinking=True)
    assert request_params(qwen)["extra_body"] == {"enable_thinking": True}
    for m in REGISTRY.values():
        p = request_params(m)
        assert ("max_tokens" in p) != ("max_completion_tokens" in p)


def test_concurrency_cap_is_shared_between_workers():
    import asyncio

    from pytest_cre.options import build_settings
    from pytest_cre.run.runner import Runner

    async def cap(workers):
        runner = Runner(build_settings({"concurrency": "10"}), "t", workers=workers)
        client = runner.clients.client(runner.models["sim"])
        value = client.slots._value
        await runner.aclose()
        runner.close()
        return value

    assert asyncio.run(cap(1)) == 10
    assert asyncio.run(cap(4)) == 2
    assert asyncio.run(cap(16)) == 1


def test_unwritable_folders_and_stray_endpoint_options_are_usage_errors(cells):
    for args, msg in [
        (["--cre-report-dir=/proc/cre-x"], "--cre-report-dir /proc/cre-x: /proc is not a writable"),
        (["--cre-cache=/proc/c.sqlite"], "--cre-cache /proc: /proc is not a writable"),
        (["--cre-cache=/proc/cre-x/c.sqlite"], "folder /proc/cre-x does not exist: create it"),
        (["--cre-base-url=http://127.0.0.1:9/v1"], "--cre-base-url applies to raw model ids"),
        (["--cre-comparisons", "middle:foo"], "unknown position 'foo'"),
        (["--cre-fail-on-drop", "nan"], "--cre-fail-on-drop must be a finite number >= 0"),
    ]:
        result = cells.runpytest(*args)
        assert result.ret == pytest.ExitCode.USAGE_ERROR, args
        assert msg in result.stderr.str() and "Traceback" not in result.stderr.str()


def test_injected_faults_are_not_replayed_by_a_clean_rerun(cells):
    # limit hits count wrong (in n): the cells measure 0/4 and their drop item runs
    cells.runpytest(*SMALL_WS, "--cre-sim-faults", "length:1", "--cre-max-attempts", "1").assert_outcomes(passed=3)
    cells.runpytest(*SMALL_WS).assert_outcomes(passed=3)
    assert all(r["status"] == "ok" and not r["from_cache"] for r in run_records(cells.path / "reports/latest"))


def test_records_pack_filler_lists_and_read_back_exactly(cells):
    # What the cell had in memory, taken before it is written.
    cells.makeconftest("""
import json
def pytest_cre_record(record):
    with open("memory.jsonl", "a") as f:
        f.write(json.dumps(record) + "\\n")
""")
    cells.runpytest(*SMALL_WS, "--cre-cache", "off").assert_outcomes(passed=3)
    memory = {(r["cell_id"], r["sample"]): r for r in map(json.loads, (cells.path / "memory.jsonl").open())}
    path = cells.path / "reports/latest/records.jsonl"
    raw = [json.loads(line) for line in path.read_text().splitlines()]
    filled = [r for r in raw if r["position"] != "baseline"]
    assert filled and all(set(r["filler_ids"]) == {"$zlib"} and set(r["filler_answers"]) == {"$zlib"} for r in filled)
    assert all(r["filler_ids"] == [] for r in raw if r["position"] == "baseline")  # nothing to pack
    back = run_records(path.parent)
    assert {(r["cell_id"], r["sample"]): r for r in back} == memory  # every field, exactly
    assert all(
        r["filler_ids"] and len(r["filler_ids"]) == len(r["filler_answers"])
        for r in back
        if r["position"] != "baseline"
    )
    plain = sum(len(json.dumps(r, ensure_ascii=False, separators=(",", ":"))) + 1 for r in back)
    assert path.stat().st_size < 0.8 * plain  # 4K prompts: few fillers; the default grid saves ~70%
    # cre report keeps the lists packed until the filler-match table decodes them: a damaged one
    # is then one line naming its cell and sample, and nothing is written.
    victim = next(i for i, r in enumerate(raw) if r["position"] != "baseline")
    raw[victim]["filler_answers"] = {"$zlib": "bm90IHpsaWI="}
    damaged = cells.path / "damaged.jsonl"
    damaged.write_text("".join(json.dumps(r) + "\n" for r in raw))
    out = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", "report", str(damaged), "--out", str(cells.path / "re")],
        capture_output=True, text=True,
    )  # fmt: skip
    assert out.returncode != 0 and "Traceback" not in out.stderr
    (line,) = out.stderr.strip().splitlines()
    assert f"{raw[victim]['cell_id']} sample {raw[victim]['sample']}: a packed record field cannot be read" in line
    assert not (cells.path / "re" / "cells.csv").exists()


def test_every_scored_answer_is_cached_an_empty_one_too(cells):
    # The `empty` fault spends the whole budget on reasoning: an empty answer, scored (a limit
    # hit, counted wrong). A rerun of a finished run asks nothing again, so nothing can change.
    args = [*SMALL_WS, "--cre-n", "5", "--cre-sim-faults", "empty:0.3,length:0.2"]
    cells.runpytest(*args).assert_outcomes(passed=3)
    first = run_records(cells.path / "reports/latest")
    empty = [r for r in first if not r["response"]]
    assert empty and all(r["status"] == "truncated" for r in empty)
    cells.runpytest(*args).assert_outcomes(passed=3)
    again = run_records(cells.path / "reports/latest")
    assert all(r["from_cache"] for r in again)
    keep = ("cell_id", "sample", "status", "response", "correct", "finish_reason")
    assert [{k: r[k] for k in keep} for r in again] == [{k: r[k] for k in keep} for r in first]
