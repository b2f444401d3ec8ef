"""A batch line's body is, byte for byte, what the synchronous request puts on the wire (the
bytes a loopback server received from the tool's own client, through the openai SDK), with
``stop``, ``temperature`` and each thinking switch set; and ``cre sim --log`` logs batch lines
as it logs chats."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from loopback import answer

from pytest_cre.endpoints.batches import RequestLines
from pytest_cre.endpoints.client import ModelClient
from pytest_cre.endpoints.vendors import ModelConfig

# Non-ASCII, a line separator, quotes and an emoji: JSON escaping has to agree too.
MESSAGES = [
    {"role": "system", "content": "Réponds en chiffres.\u2028"},
    {"role": "user", "content": 'What is "6*7"? \U0001f600 ' + "filler " * 200},
]


class _Wire(BaseHTTPRequestHandler):
    """Keeps the raw bytes of each request body; answers a chat completion."""

    protocol_version = "HTTP/1.1"
    bodies: list[bytes]

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:
        type(self).bodies.append(self.rfile.read(int(self.headers["Content-Length"])))
        data = answer("42").encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def wire() -> Iterator[tuple[str, list[bytes]]]:
    handler = type("Wire", (_Wire,), {"bodies": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", handler.bodies
    finally:
        server.shutdown()
        server.server_close()


def _synchronous_bytes(model: ModelConfig, url: str, bodies: list[bytes]) -> bytes:
    async def ask() -> None:
        client = ModelClient(model, [url], "sk-test", 1)
        try:
            result = await client.complete(MESSAGES, client.key("p" * 64, 42, 0))
            assert result.status == "ok", result.error
        finally:
            await client.close()

    asyncio.run(ask())
    (sent,) = bodies
    return sent


@pytest.mark.parametrize(
    "switch",
    [
        {"thinking": True, "thinking_style": "thinking"},  # extra_body {"thinking": {...}}
        {"thinking": False, "thinking_style": "chat_template_kwargs"},
        {"thinking": False, "thinking_style": "enable_thinking"},
        {"thinking": True, "thinking_style": "reasoning_effort"},  # a top-level parameter
        {"thinking": False, "thinking_style": "chat_template_kwargs", "no_think": True, "prefill_no_think": True},
    ],
)
def test_a_batch_lines_body_is_the_synchronous_requests_bytes(wire, switch):
    url, bodies = wire
    model = ModelConfig(
        name="m",
        vendor="custom",
        model_id="m-1",
        max_output_tokens=64,
        temperature=0.6,
        stop=("###", "\nQ:"),
        extra_body={"top_k": 20},
        max_attempts=1,
        **switch,
    )
    sent = _synchronous_bytes(model, url, bodies)
    lines = RequestLines(model)
    try:
        line = lines.line("cell#0#0123456789abcdef", MESSAGES)
    finally:
        lines.close()
    head = b'{"custom_id":"cell#0#0123456789abcdef","method":"POST","url":"/v1/chat/completions","body":'
    assert line == head + sent + b"}\n"  # the very bytes, not an equal dict
    parsed = json.loads(line)
    assert parsed["body"]["stop"] == ["###", "\nQ:"] and parsed["body"]["temperature"] == 0.6
