"""The simulated model over real loopback HTTP, called with the official openai SDK."""

from __future__ import annotations

import asyncio

import pytest
from openai import AsyncOpenAI, OpenAI

from pytest_cre.assembly.placement import filler_order
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import task_pool
from pytest_cre.families.reasoning.prompt import build_prompt as assemble
from pytest_cre.families.reasoning.scoring import extract_number
from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
from pytest_cre.sim.profiles import PROFILES
from pytest_cre.sim.server import start_sim

ARITH = BUILTIN_TASKS["arith"]


@pytest.fixture(scope="module")
def world():
    data = ARITH.load(None)
    book = AnswerBook()
    book.add(data.targets + data.filler, ARITH.render_question)
    server = start_sim([book])
    yield data, task_pool(ARITH, data, "ws"), server
    server.stop()


def prompt(data, pool, position, budget, sample):
    return assemble(
        ARITH,
        data.targets[sample],
        pool,
        position,
        budget,
        get_tokenizer(),
        filler_order(len(pool.items), 7, "arith", "ws", str(budget), sample),
    )


def test_models_endpoint_and_usage(world):
    data, pool, server = world
    client = OpenAI(base_url=server.url, api_key="x", max_retries=0)
    assert "sim-robust" in {m.id for m in client.models.list()}
    p = prompt(data, pool, "end", 4096, 0)
    out = client.chat.completions.create(model="sim", messages=p.messages, max_tokens=100)
    assert out.usage.prompt_tokens == p.prompt_tokens
    assert out.choices[0].finish_reason == "stop"
    assert extract_number(out.choices[0].message.content) is not None


def test_same_prompt_same_answer(world):
    data, pool, server = world
    client = OpenAI(base_url=server.url, api_key="x", max_retries=0)
    p = prompt(data, pool, "middle", 32768, 1)
    answers = {
        client.chat.completions.create(model="sim", messages=p.messages).choices[0].message.content for _ in range(3)
    }
    assert len(answers) == 1


def accuracy(data, pool, server, position, budget, n=40, model="sim"):
    async def run():
        client = AsyncOpenAI(base_url=server.url, api_key="x", max_retries=0)
        prompts = [prompt(data, pool, position, budget, i) for i in range(n)]
        outs = await asyncio.gather(
            *[client.chat.completions.create(model=model, messages=p.messages) for p in prompts]
        )
        await client.close()
        return outs, prompts

    outs, prompts = asyncio.run(run())
    got = [extract_number(o.choices[0].message.content) for o in outs]
    gold = [data.targets[i].answer for i in range(n)]
    wrong = [(g, p) for g, a, p in zip(got, gold, prompts) if g != a]
    copied = sum(1 for g, p in wrong if g in p.filler_answers)
    return sum(1 for g, a in zip(got, gold) if g == a) / n, copied, len(wrong)


def test_lost_in_the_middle_profile(world):
    data, pool, server = world
    end32, _, _ = accuracy(data, pool, server, "end", 32768)
    mid32, copied, wrong = accuracy(data, pool, server, "middle", 32768)
    mid8, _, _ = accuracy(data, pool, server, "middle", 8192)
    dup32, _, _ = accuracy(data, pool, server, "middle_dup", 32768)
    assert end32 >= 0.85 and dup32 >= 0.85
    assert mid32 <= end32 - 0.25  # middle accuracy falls with context length...
    assert mid8 > mid32  # ...and less at 8K
    assert copied >= wrong / 2  # wrong answers mostly copy a filler item's answer


def test_robust_profile_has_no_positional_drop(world):
    data, pool, server = world
    mid, _, _ = accuracy(data, pool, server, "middle", 32768, model="sim-robust")
    assert mid >= 0.85


def test_profiles_are_named():
    assert {"robust", "lost-in-the-middle", "recency"} <= set(PROFILES)
    lim = PROFILES["lost-in-the-middle"]
    assert lim.p_correct(0.5, 65536) < lim.p_correct(0.5, 32768) < lim.p_correct(0.5, 8192)
    assert lim.p_correct(1.0, 65536) > 0.9


def test_a_client_that_hangs_up_is_no_error_of_the_server(capfd):
    """Ctrl-C resets the client's keep-alive connections: the server prints nothing (the
    default prints a ConnectionResetError traceback per connection)."""
    import socket
    import struct
    import threading

    server = start_sim([AnswerBook()])
    # Each connection's handling ends in shutdown_request, after whatever its error printed:
    # counted, so the check below reads stderr once both are done (a sleep could read it first).
    ended = threading.Semaphore(0)
    shutdown_request = server.shutdown_request

    def counted(request: socket.socket) -> None:
        shutdown_request(request)
        ended.release()

    server.shutdown_request = counted
    try:
        for _ in range(2):
            sock = socket.create_connection(server.server_address)
            sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\n")  # half a request
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            sock.close()  # an RST, as a killed client sends
        assert ended.acquire(timeout=10) and ended.acquire(timeout=10), "a hung-up connection was never handled"
        client = OpenAI(base_url=server.url, api_key="x", max_retries=0)
        assert "sim" in {m.id for m in client.models.list()}  # still serving
    finally:
        server.stop()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "ConnectionResetError" not in err


def test_request_log_hashes_messages_as_pytest_cre_does(tmp_path):
    """``log=``: one line per answered request, whose hash is the prompt's ``messages_sha256``,
    with the request's other fields and its arrival and answer times; a message key besides
    role and content (which that hash does not cover) is named."""
    import json

    from pytest_cre.assembly.placement import messages_sha256

    log = tmp_path / "requests.jsonl"
    server = start_sim([AnswerBook()], log=log)
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "What is 2+3? é"}]
    try:
        client = OpenAI(base_url=server.url, api_key="x", max_retries=0)
        client.chat.completions.create(model="sim", messages=messages, max_tokens=7, temperature=0.0)
        client.chat.completions.create(model="sim", messages=[{**messages[1], "name": "u"}])
    finally:
        server.stop()
    first, second = (json.loads(line) for line in log.read_text().splitlines())
    assert first["messages_sha256"] == messages_sha256(messages) and first["roles"] == ["system", "user"]
    assert first["fields"] == {"model": "sim", "max_tokens": 7, "temperature": 0.0}
    assert first["status"] == 200 and first["start"] <= first["end"] and "message_keys" not in first
    assert second["messages_sha256"] == messages_sha256(messages[1:]) and second["message_keys"] == ["name"]
