"""A model file's numbers get the command line's rules (issue 18): a value that would fail only
once requests go out (a negative timeout, no tokens, an infinite temperature, no connection slots)
is one line naming the file, the key, the value and the fix, before anything is sent."""

from __future__ import annotations

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.endpoints.model_files import read_model_file
from pytest_cre.options import build_settings

HEAD = 'name = "m"\nvendor = "vllm"\nbase_url = "http://127.0.0.1:9/v1"\n'

GOOD = (
    HEAD
    + """api_key = "not-needed"
temperature = 0
max_tokens = 1
timeout = 0.5
concurrency = 1
max_attempts = 1
tokenizer = "cl100k_base"
label = ""
"""
)


def model_file(tmp_path, text):
    path = tmp_path / "m.toml"
    path.write_text(text)
    return path


def test_a_good_file_is_accepted_with_the_values_it_gives(tmp_path):
    m = read_model_file(model_file(tmp_path, GOOD))
    assert (m.temperature, m.max_output_tokens, m.timeout_s, m.concurrency, m.max_attempts) == (0, 1, 0.5, 1, 1)
    m = read_model_file(
        model_file(
            tmp_path,
            HEAD + "temperature = 1.7\nmax_tokens = 32768\ntimeout = 600\nconcurrency = 64\nmax_attempts = 9\n",
        )
    )
    assert (m.temperature, m.max_output_tokens, m.timeout_s, m.concurrency, m.max_attempts) == (1.7, 32768, 600, 64, 9)


BAD = [  # the TOML value, how the message shows it, the fix it suggests
    ("timeout", "-1", "-1", "e.g. timeout = 600"),
    ("timeout", "0", "0", "e.g. timeout = 600"),
    ("timeout", "inf", "inf", "e.g. timeout = 600"),
    ("timeout", "nan", "nan", "e.g. timeout = 600"),
    ("max_tokens", "-5", "-5", "e.g. max_tokens = 2048"),
    ("max_tokens", "0", "0", "e.g. max_tokens = 2048"),
    ("temperature", "1e999", "inf", "e.g. temperature = 0.0"),
    ("temperature", "nan", "nan", "e.g. temperature = 0.0"),
    ("temperature", "-inf", "-inf", "e.g. temperature = 0.0"),
    ("temperature", "-0.5", "-0.5", "e.g. temperature = 0.0"),
    ("concurrency", "0", "0", "e.g. concurrency = 8"),
    ("concurrency", "-3", "-3", "e.g. concurrency = 8"),
    ("max_attempts", "0", "0", "e.g. max_attempts = 5"),
    ("api_key_env", '""', "is empty", "the name of the variable"),
    ("api_key_file", '" "', "is empty", "the path of a file"),
    ("tokenizer", '""', "is empty", "a tokenizer name"),
]


@pytest.mark.parametrize("key, toml, shown, fix", BAD, ids=[f"{k}={t}" for k, t, _, _ in BAD])
def test_a_bad_value_is_one_line_naming_the_file_key_value_and_fix(tmp_path, key, toml, shown, fix):
    path = model_file(tmp_path, HEAD + f"{key} = {toml}\n")
    with pytest.raises(CreUsageError) as err:
        read_model_file(path)
    message = str(err.value)
    assert message.startswith(f"{path}: {key} ") and shown in message and fix in message
    assert "\n" not in message


def test_a_bad_file_is_refused_by_the_settings_too(tmp_path):
    """What the plugin and the cre tools build their settings with: no run starts."""
    path = model_file(tmp_path, HEAD + "concurrency = 0\n")
    with pytest.raises(CreUsageError, match=r"m.toml: concurrency must be a positive integer, got 0: write"):
        build_settings({"models": [str(path)]})


@pytest.mark.parametrize("toml", ["2", "0", "0.9"])
def test_top_p_is_not_a_model_setting(tmp_path, toml):
    """ModelConfig sends no top_p: a file that sets one is refused, whatever its value."""
    path = model_file(tmp_path, HEAD + f"top_p = {toml}\n")
    with pytest.raises(CreUsageError, match=r"m.toml: top_p is not a model setting \(use "):
        read_model_file(path)


@pytest.mark.parametrize(
    ("option", "key", "value"),
    [
        ("timeout", "timeout", "-1"),
        ("timeout", "timeout", "nan"),
        ("timeout", "timeout", "0"),
        ("concurrency", "concurrency", "0"),
        ("max_attempts", "max_attempts", "0"),
        ("max_attempts", "max_attempts", "-2"),
    ],
)
def test_the_rules_are_the_command_lines(tmp_path, option, key, value):
    """The same value is refused in a file and on the command line, in the same words."""
    with pytest.raises(CreUsageError) as cli:
        build_settings({option: value})
    with pytest.raises(CreUsageError) as file:
        read_model_file(model_file(tmp_path, HEAD + f"{key} = {value}\n"))
    cli_rule = str(cli.value).split(" must be ", 1)[1].split(", got")[0]
    file_rule = str(file.value).split(" must be ", 1)[1].split(", got")[0]
    assert cli_rule == file_rule
