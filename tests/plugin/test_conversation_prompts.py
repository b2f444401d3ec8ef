"""A family whose prompt is a conversation (``chat_family.py``: a system message, then user,
assistant and user turns) runs end to end, black box: sim is sent every turn as the prompt has
it (its request log's roles and ``messages_sha256`` are the record's), the record's
``prompt_tokens`` is the whole list's ``count_messages``, a rerun is answered from the cache,
``--cre-batch`` writes every turn into its lines (OpenAI's shape and Anthropic's, the system
text apart), and ``cre show-prompt`` prints every turn. The built-in families' prompts do not
move: their hashes are pinned as they were before prompts could be conversations."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from anthropic_batch_standin import MessageBatches
from chat_family import QUESTION, ROLES, SYSTEM, ChatCell, ChatWorker
from helpers import run_records

from pytest_cre.assembly.placement import messages_sha256
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.sim.options import parse_faults
from pytest_cre.sim.server import start_sim

HERE = Path(__file__).parent
FAMILY_MODULE = (HERE / "chat_family.py").read_text()
CONFTEST = """
from chat_family import ChatFamily

def pytest_cre_families(families):
    families["chat"] = ChatFamily()
"""
CHAT_CELLS = """
import pytest

pytestmark = pytest.mark.cre_family("chat")


@pytest.mark.asyncio(loop_scope="session")
async def test_chat(cre_cell):
    await cre_cell.run()
"""
GRID = ["--cre-grid", "chat", "--cre-report-dir", "reports", "-p", "no:cacheprovider"]


@pytest.fixture
def chat(cells: pytest.Pytester) -> pytest.Pytester:
    cells.makepyfile(chat_family=FAMILY_MODULE, test_chat=CHAT_CELLS)
    cells.makeconftest(CONFTEST)
    return cells


def expected(record: dict) -> list[dict[str, str]]:
    """The conversation a record's sample is, rebuilt here (cl100k_base, the sim's tokenizer)."""
    worker = ChatWorker(SimpleNamespace(tokenizer=lambda model: get_tokenizer()))
    cell = ChatCell(record["budget"], record["model"], record["vendor"], 1, record["seed"])
    messages, _tokens = worker.messages(cell, SimpleNamespace(tokenizer="cl100k_base"), record["sample"])
    return messages


def logged(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []


def test_sim_is_sent_every_turn_and_a_rerun_is_answered_from_the_cache(chat: pytest.Pytester, tmp_path: Path):
    log = tmp_path / "sim.jsonl"
    server = start_sim([ChatWorker(None).sim_answerer()], log=log)
    args = [*GRID, "--cre-n", "3", "--cre-model", "vllm:sim", "--cre-base-url", server.url]
    try:
        first = chat.runpytest(*args)
        first.assert_outcomes(passed=2)
        sent = logged(log)
        second = chat.runpytest(*args)
        second.assert_outcomes(passed=2)
        again = logged(log)
    finally:
        server.stop()
    records = run_records(chat.path / "reports" / "latest")
    assert len(records) == 6 and all(r["correct"] is True and r["answer"] == r["gold"] for r in records)
    for record in records:
        messages = expected(record)
        assert [m["role"] for m in messages] == ROLES
        assert messages[0]["content"] == SYSTEM and messages[-1]["content"] == QUESTION
        assert record["gold"] in messages[1]["content"] and record["gold"] not in messages[2]["content"]
        assert record["prompt_sha256"] == messages_sha256(messages)
        assert record["prompt_tokens"] == get_tokenizer().count_messages(messages) <= record["budget"]
        # every turn counted (a local tokenizer: each content's tokens), not the ledger's turn alone
        assert record["prompt_tokens"] == sum(get_tokenizer().count(m["content"]) for m in messages)
    assert len(sent) == 6 and all(line["roles"] == ROLES and line["status"] == 200 for line in sent)
    assert sorted(line["messages_sha256"] for line in sent) == sorted(r["prompt_sha256"] for r in records)
    assert again == sent  # the rerun sent nothing: every answer came from the cache


def test_a_budget_counted_by_the_server_is_its_count_of_every_turn(chat: pytest.Pytester):
    """``--cre-tokenizer server`` for a vLLM model with thinking off: the conversation is counted
    by the sim's ``/tokenize`` given the messages and the template's arguments (as vLLM counts
    them: its empty think block included), so the record's count is what the sim then reports
    for the request; the contents' counts summed would miss the template's tokens."""
    server = start_sim([ChatWorker(None).sim_answerer()])
    (chat.path / "models").mkdir()
    (chat.path / "models" / "qwen.toml").write_text(
        f'name = "sim"\nvendor = "vllm"\nbase_url = "{server.url}"\napi_key = "not-needed"\nthinking = false\n'
    )
    try:
        result = chat.runpytest(
            *GRID, "--cre-n", "2", "--cre-model", "qwen", "--cre-tokenizer", "server", "--cre-cache", "off"
        )
    finally:
        server.stop()
    result.assert_outcomes(passed=2)
    records = run_records(chat.path / "reports" / "latest")
    assert len(records) == 4 and all(r["correct"] is True for r in records)
    for record in records:
        # the server's count of what it was sent (the contents summed would be short of it)
        assert record["prompt_tokens"] == record["reported_prompt_tokens"] <= record["budget"]


def test_a_batch_to_sim_is_answered_from_every_turn(chat: pytest.Pytester, tmp_path: Path):
    """``--cre-batch wait`` against sim's batch API: each batch line sim answers is the whole
    conversation (its log's roles and hash are the record's), and every sample is answered by
    the batch, none sent synchronously."""
    log = tmp_path / "sim.jsonl"
    server = start_sim([ChatWorker(None).sim_answerer()], faults=parse_faults("batch_s=0.01"), log=log)
    (chat.path / "models").mkdir()
    (chat.path / "models" / "served.toml").write_text(
        f'name = "sim"\nvendor = "vllm"\nbase_url = "{server.url}"\napi_key = "not-needed"\nbatch = true\n'
    )
    try:
        result = chat.runpytest(*GRID, "--cre-n", "2", "--cre-model", "served", "--cre-batch", "wait")
    finally:
        server.stop()
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*4 answered by 1 batch*, 0 sent synchronously*"])
    records = run_records(chat.path / "reports" / "latest")
    assert len(records) == 4 and all(r["correct"] is True for r in records)
    lines = logged(log)
    assert len(lines) == 4 and all(line.get("batch") and line["roles"] == ROLES for line in lines)
    assert sorted(line["messages_sha256"] for line in lines) == sorted(r["prompt_sha256"] for r in records)
    assert all(r["prompt_sha256"] == messages_sha256(expected(r)) for r in records)


def test_batch_lines_carry_every_turn(chat: pytest.Pytester, monkeypatch: pytest.MonkeyPatch):
    result = chat.runpytest(*GRID, "--cre-n", "2", "--cre-batch", "files")
    result.assert_outcomes(skipped=2)
    run = (chat.path / "reports" / "latest").resolve()
    lines = [json.loads(raw) for path in (run / "batches").glob("*.jsonl") for raw in path.read_text().splitlines()]
    assert len(lines) == 4
    sent = sorted(messages_sha256(line["body"]["messages"]) for line in lines)
    assert all([m["role"] for m in line["body"]["messages"]] == ROLES for line in lines)
    for line in lines:
        budget, sample = int(line["custom_id"].split("-")[1]), int(line["custom_id"].split("#")[1])
        record = {"budget": budget, "model": "sim", "vendor": "sim", "seed": 42, "sample": sample}
        assert line["body"]["messages"] == expected(record)
    assert len(set(sent)) == 4

    # Anthropic's Message Batches: the system text apart, the user and assistant turns in order.
    monkeypatch.setenv("CRE_TEST_ANTHROPIC_KEY", "sk-ant-api03-conversation-key")
    (chat.path / "models").mkdir()
    server = MessageBatches(ends_after_s=None)
    try:
        (chat.path / "models" / "claude.toml").write_text(
            f'name = "claude-test-1"\nvendor = "anthropic"\nbase_url = "{server.url}"\n'
            'api_key_env = "CRE_TEST_ANTHROPIC_KEY"\nmax_tokens = 64\nthinking = false\n'
        )
        result = chat.runpytest(*GRID, "--cre-n", "2", "--cre-model", "claude", "--cre-batch", "submit")
        (batch,) = server.batches.values()
    finally:
        server.stop()
    result.assert_outcomes(skipped=2)
    assert len(batch["requests"]) == 4
    for request in batch["requests"]:
        params = request["params"]
        assert params["system"] == SYSTEM
        assert [t["role"] for t in params["messages"]] == ROLES[1:]
        assert params["messages"][-1]["content"] == QUESTION
        whole = [{"role": "system", "content": params["system"]}, *params["messages"]]
        assert messages_sha256(whole) in sent  # the same conversation as OpenAI's lines carry


def test_show_prompt_prints_every_turn_of_a_conversation(chat: pytest.Pytester):
    env = {**os.environ, "PYTHONPATH": str(chat.path)}
    command = [sys.executable, "-m", "pytest_cre.cli", "show-prompt", "--family", "chat_family:ChatFamily"]
    done = subprocess.run([*command, "--json"], capture_output=True, text=True, env=env, cwd=chat.path)
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout)
    messages = info["messages"]
    assert [m["role"] for m in messages] == ROLES and info["prompt_sha256"] == messages_sha256(messages)
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=chat.path)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    heads = [out.index(f"--- message {i + 1} of 4: {m['role']} ---\n") for i, m in enumerate(messages)]
    assert heads == sorted(heads)  # in order
    shown = [out[a:b].split("---\n", 1)[1].rstrip("\n") for a, b in zip(heads, [*heads[1:], len(out)])]
    assert [shown[0], shown[2], shown[3]] == [messages[i]["content"] for i in (0, 2, 3)]  # short turns whole
    assert "characters of filler elided" in shown[1] and shown[1].startswith(messages[1]["content"][:300])
    done = subprocess.run([*command, "--full"], capture_output=True, text=True, env=env, cwd=chat.path)
    assert all(f"---\n{m['content']}" in done.stdout for m in messages)  # --full: every turn whole
    missing = subprocess.run(
        [*command[:-1], "no_such_module:Family"], capture_output=True, text=True, env=env, cwd=chat.path
    )
    assert missing.returncode != 0 and "Traceback" not in missing.stderr
    assert "--family no_such_module:Family" in missing.stderr and len(missing.stderr.strip().splitlines()) == 1


def test_a_long_turn_is_elided_as_a_one_message_prompt_is(chat: pytest.Pytester):
    """A turn past the context shown is cut in its middle, with the marker a one-message prompt's
    filler gets; ``--full`` shows it whole."""
    from pytest_cre.cli.show_prompt import render_messages

    long = "word " * 400
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": long + QUESTION}]
    shown = render_messages(messages, context=100, full=False)
    assert "--- message 2 of 2: user ---" in shown and "characters of filler elided" in shown
    assert shown.rstrip("\n").endswith(QUESTION[-100:]) and len(shown) < len(long)
    assert long + QUESTION in render_messages(messages, context=100, full=True)


# The built-in families' prompt hashes, computed on commit 6c7ec8d (before a prompt could be a
# conversation): (family, position, filler, sample) -> prompt_sha256, arith at 8k, seed 42.
PINNED = {
    ("reasoning", "end", "ws", 0): "a66782ec0095cd226a6f4db102646687a2f501023d518b2b7ec86d08a6af1e5f",
    ("reasoning", "end", "ws", 3): "5a70653b513f36e80fe67424a37ab177ab0dbd94b752c6444878957ca8d7e0ea",
    ("reasoning", "end", "neutral", 0): "37f4fb2221b0ee6a66dfc38ac07bfea27c82c6f15b3971b2e4328c706e6c062d",
    ("reasoning", "middle", "ws", 0): "597511d789cda3e82df52430c4dedc40ab861ada602b6efcaf3f52f9a9f451f2",
    ("reasoning", "middle", "neutral", 0): "f97b754170eb217c25529d9e16273f92d579b2a0418c99cc472d32c97dc2fad5",
    ("reasoning", "middle", "neutral", 3): "198c55ae21263b6e2eaf755cc7f3dc278fd13167aefadddf7762ecdfd06e2de0",
    ("retrieval", "middle", "ws", 0): "7104b7dbbc0b3869769e5ea5247f6845848f1c79887c8f8cb3c3d2237f54722e",
}
RECALL_PINNED = "92a269b3d832454c20eecd4aec25da1db26b081dab3c03de6d2041fcae7ffca1"  # http_server, guess_type
# sha256 of ``cre show-prompt``'s text of a one-message prompt, as 6c7ec8d's printed it.
SHOWN_PINNED = {
    (): "bba3811f63a7b29f02a282939c161c11f6ea722ecb8fc6bb65beac8bddaf45ab",
    ("--corpus", "http_server", "--function", "guess_type"): (
        "ae66f2c038e323e32ac3c58a1f48ea6e54a50fb3139c9c1f087b77ba6fd4ff72"
    ),
}


def test_the_built_in_families_prompts_are_unchanged_byte_for_byte(capsys):
    from pytest_cre.cli import main
    from pytest_cre.core.dims import parse_position, parse_tier
    from pytest_cre.families.reasoning.cells import CellSpec
    from pytest_cre.families.reasoning.family import ReasoningFamily
    from pytest_cre.families.registry import bind_families
    from pytest_cre.families.retrieval.family import RetrievalCell, RetrievalFamily
    from pytest_cre.options import build_settings
    from pytest_cre.run.worker_context import worker_context

    families = {"reasoning": ReasoningFamily(), "retrieval": RetrievalFamily()}
    bind_families(families)
    settings = build_settings({"grid": "contrast"}, families=families)
    context = worker_context(settings, families, sim=False)
    workers = {name: f.worker(context, f.run_data()) for name, f in families.items()}
    model = settings.models[0]
    for (family, position, filler, sample), sha in PINNED.items():
        cell = CellSpec("arith", parse_position(position), filler, parse_tier("8k"), "sim", "sim", 50, 42)
        prompt, _ = workers[family].prompt(cell if family == "reasoning" else RetrievalCell.of(cell), model, sample)
        assert prompt.prompt_sha256 == sha, (family, position, filler, sample)
        assert len(prompt.messages) == 1 and prompt.messages[0]["role"] == "user"
    assert main(["show-prompt", "--corpus", "http_server", "--function", "guess_type", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["prompt_sha256"] == RECALL_PINNED
    for args, sha in SHOWN_PINNED.items():  # and show-prompt prints a one-message prompt as it did
        assert main(["show-prompt", *args]) == 0
        assert hashlib.sha256(capsys.readouterr().out.encode()).hexdigest() == sha, args


def test_show_prompt_shows_a_built_in_family_by_name_and_says_when_no_cell_is_made(chat: pytest.Pytester):
    """``--family mrcr`` with mrcr's own options shows its conversation and its gold (the reply
    asked for, from the worker's ``gold``); options that make no cell are one line, no traceback."""
    command = [sys.executable, "-m", "pytest_cre.cli", "show-prompt", "--family", "mrcr"]
    done = subprocess.run(
        [*command, "--cre-mrcr-needles", "4", "--cre-mrcr-tiers", "8k", "--json"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout)
    assert info["cell_id"].startswith("mrcr-4needle") and len(info["messages"]) > 4
    replies = [m["content"] for m in info["messages"] if m["role"] == "assistant"]
    reply = next(r for r in replies if info["gold"].endswith(r))  # the right answer: a prefix, then the reply
    prefix = info["gold"][: -len(reply)]
    assert prefix and prefix in info["messages"][-1]["content"]  # the prefix the final turn asks for
    retrieval = [*command[:-1], "retrieval", "--cre-needle", "multivalue:2", "--position", "end", "--json"]
    done = subprocess.run(retrieval, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    info = json.loads(done.stdout)
    values = info["gold"].split(", ")  # both values asked for
    assert info["cell_id"].startswith("retrieval-multivalue2") and len(values) == 2
    assert all(v in info["messages"][0]["content"] for v in values)
    empty = chat.path / "empty_family.py"
    empty.write_text(
        "from chat_family import ChatFamily\n\n\n"
        "class Empty(ChatFamily):\n    def expand(self, settings, data):\n        return []\n"
    )
    env = {**os.environ, "PYTHONPATH": str(chat.path)}
    done = subprocess.run([*command[:-1], "empty_family:Empty"], capture_output=True, text=True, env=env, cwd=chat.path)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "makes no cell" in done.stderr or "no cell" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
