"""Models described in TOML files: what reaches the server, what is refused, and precedence."""

from __future__ import annotations

import pytest
from helpers import run_records

from pytest_cre.core.errors import CreUsageError
from pytest_cre.endpoints.client import model_messages, request_params
from pytest_cre.endpoints.model_files import read_model_file
from pytest_cre.families.recall.sim import answer
from pytest_cre.options import build_settings
from pytest_cre.sim.server import start_sim

LOCAL = """name = "{model}"
vendor = "vllm"
base_url = "{url}"
api_key = "not-needed"
temperature = 0.0
max_tokens = 1500
no_think = true
prefill_no_think = true
stop = ["<|im_end|>"]
label = "local sim"
notes = "Q8_0, 131072 context"
"""


def test_a_model_file_reaches_the_request(recall_cells):
    """Both switches and the stop sequence are sent, and recorded with the request."""
    server = start_sim([answer])
    try:
        (recall_cells.path / "models").mkdir()
        (recall_cells.path / "models" / "local.toml").write_text(LOCAL.format(model="sim", url=server.url))
        result = recall_cells.runpytest(
            "--cre-model",
            "local",
            "--cre-corpora",
            "http_server",
            "--cre-recall-k",
            "2",
            "--cre-cache",
            "off",
            "-p",
            "no:cacheprovider",
        )
    finally:
        server.stop()
    result.assert_outcomes(passed=2)
    recs = run_records(recall_cells.path / "reports" / "latest")
    assert {r["model"] for r in recs} == {"local"}
    assert all(
        r["request_params"]
        == {"max_tokens": 1500, "temperature": 0.0, "stop": ["<|im_end|>"], "no_think": True, "prefill_no_think": True}
        for r in recs
    )
    assert all(r["matched"] > 0 for r in recs)  # sim still found the task under /no_think


def test_switches_change_the_messages_sent(tmp_path):
    path = tmp_path / "q.toml"
    path.write_text(LOCAL.format(model="qwen3", url="http://127.0.0.1:1234/v1"))
    model = read_model_file(path)
    sent = model_messages(model, [{"role": "user", "content": "Reproduce it."}])
    assert sent == [
        {"role": "user", "content": "Reproduce it.\n\n/no_think"},
        {"role": "assistant", "content": "<think>\n\n</think>\n\n"},
    ]
    assert request_params(model)["stop"] == ["<|im_end|>"] and model.api_key_env is None
    # The command line wins over the file.
    s = build_settings({"models": [str(path)], "base_url": "http://127.0.0.1:9/v1", "timeout": "5"})
    assert s.models[0].base_urls == ("http://127.0.0.1:9/v1",) and s.models[0].timeout_s == 5.0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('name = "m"\napi_key = "sk-live-1234567890"\n', "api_key holds a key"),
        ('name = "m"\ntemprature = 0.2\n', "temprature is not a model setting"),
        ('name = "m"\nmax_tokens = "many"\n', "max_tokens must be int"),
        ('vendor = "vllm"\n', "name must be the model id"),
        ('name = "m"\nvendor = "acme"\n', "vendor must be one of"),
        ('name = "m"\nbase_url = []\n', "base_url must be a URL"),
        ('name = "m"\nbase_url = "ftp://x/v1"\n', "needs an http:// or https:// scheme"),
        ('name = "m"\nbase_url = "http://u:pw@127.0.0.1:9/v1"\n', "carries credentials"),
        ("name = [\n", "not valid TOML"),
    ],
)
def test_a_bad_model_file_is_one_line_naming_the_key_and_the_file(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(CreUsageError) as err:
        read_model_file(path)
    assert str(path) in str(err.value) and message in str(err.value) and "\n" not in str(err.value)
    assert "sk-live" not in str(err.value)
