"""A preset pointed elsewhere from a model file (``vendor`` + ``base_url``): a gateway or a
stand-in gets the requests, with the preset's wire, quirks, price and key variable."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from helpers import run_records

from pytest_cre.endpoints.model_files import read_model_file
from pytest_cre.options import build_settings

OPENAI_KEY = "sk-preset-key-for-the-gateway"  # the openai preset's variable: what must arrive
OTHER_KEY = "sk-custom-key-that-must-not-travel"  # the custom endpoint's variable: must not


class _Gateway(BaseHTTPRequestHandler):
    """An OpenAI-compatible stand-in that keeps each request's path and Authorization header."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        self.server.seen.append((self.path, self.headers.get("Authorization"), body))  # type: ignore[attr-defined]
        data = json.dumps(
            {
                "id": "x",
                "object": "chat.completion",
                "created": 0,
                "model": body.get("model", ""),
                "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "7"}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 1, "total_tokens": 11},
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def gateway():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Gateway)
    server.daemon_threads = True
    server.seen = []  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def test_an_openai_preset_pointed_at_a_gateway_sends_there_with_its_own_key(cells, gateway, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", OPENAI_KEY)
    monkeypatch.setenv("CRE_API_KEY", OTHER_KEY)
    url = f"http://127.0.0.1:{gateway.server_address[1]}/openai/v1"
    (cells.path / "models").mkdir()
    (cells.path / "models" / "via-gateway.toml").write_text(
        f'name = "gpt-4.1"\nvendor = "openai"\nbase_url = "{url}"\nmax_tokens = 64\n'
    )
    result = cells.runpytest(
        "--cre-model=via-gateway",
        "--cre-n=1",
        "--cre-tiers=4k",
        "--cre-fillers=ws",
        "--cre-positions=end",
        "--cre-cache=off",
        "-p",
        "no:cacheprovider",
    )
    assert gateway.seen, result.stdout.str()
    paths = {path for path, _auth, _body in gateway.seen}
    assert paths == {"/openai/v1/chat/completions"}
    assert {auth for _path, auth, _body in gateway.seen} == {f"Bearer {OPENAI_KEY}"}
    # the preset's quirks travel with it: OpenAI's token parameter, not max_tokens
    assert all(body.get("max_completion_tokens") == 64 and "max_tokens" not in body for *_x, body in gateway.seen)
    assert all(body["model"] == "gpt-4.1" for *_x, body in gateway.seen)
    recs = run_records(cells.path / "reports" / "latest")
    assert recs and {(r["vendor"], r["model"]) for r in recs} == {("openai", "via-gateway")}
    out = result.stdout.str() + result.stderr.str() + "".join(p.read_text() for p in cells.path.rglob("*.jsonl"))
    assert OPENAI_KEY not in out and OTHER_KEY not in out


def test_an_anthropic_preset_pointed_elsewhere_keeps_its_wire_key_thinking_and_prices(tmp_path: Path):
    path = tmp_path / "claude-gw.toml"
    path.write_text(
        'name = "claude-sonnet-4-5"\nvendor = "anthropic"\nbase_url = "https://gateway.example/anthropic"\n'
    )
    model = read_model_file(path)
    assert model.base_urls == ("https://gateway.example/anthropic",)
    assert (model.vendor, model.api, model.api_key_env) == ("anthropic", "anthropic", "ANTHROPIC_API_KEY")
    assert model.thinking_style == "thinking" and model.reasoning_field is None
    settings = build_settings({"models": [str(path)]})
    price = settings.prices.lookup(settings.models[0].vendor, settings.models[0].model_id)
    assert price is not None and price.long_above == 200_000  # the preset's price, tier included
    # a key variable given in the file wins over the preset's
    path.write_text(path.read_text() + 'api_key_env = "GATEWAY_KEY"\n')
    assert read_model_file(path).api_key_env == "GATEWAY_KEY"
