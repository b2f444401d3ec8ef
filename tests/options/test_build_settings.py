"""options.build_settings (issue 45, point 8): every value a user can get wrong is refused in one
line that names the option and what it takes, before anything runs; the values it takes reach
the settings. The same refusals end to end (exit code, no traceback) are in
tests/plugin/test_one_line_errors.py."""

from __future__ import annotations

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.secret import Secret
from pytest_cre.families.registry import builtin_families
from pytest_cre.options import build_settings

FAMILIES = builtin_families()
ENDPOINT = (
    "applies to raw model ids and self-hosted presets (vllm:, sglang:, llamacpp:, lmstudio:, ollama:) only, and "
    "none is selected: vendor models use their own URL and key variable"
)


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ({"alpha": "x"}, "--cre-alpha must be a number in (0, 1), got 'x'"),
        ({"alpha": "1"}, "--cre-alpha must be a number in (0, 1), got 1.0"),
        ({"timeout": "0"}, "--cre-timeout must be a positive number, got '0'"),
        ({"timeout": "nan"}, "--cre-timeout must be a positive number, got 'nan'"),
        ({"max_attempts": "-1"}, "--cre-max-attempts must be a positive integer, got '-1'"),
        ({"max_tokens": "1.5"}, "--cre-max-tokens must be a positive integer, got '1.5'"),
        ({"backoff": "-1"}, "--cre-backoff must be a finite number >= 0, got '-1'"),
        ({"n": "0"}, "--cre-n must be a positive integer, got '0'"),
        ({"seed": "abc"}, "--cre-seed must be an integer, got 'abc'"),
        ({"concurrency": "0"}, "--cre-concurrency must be a positive integer, got '0'"),
        ({"sim_latency": "x"}, "--cre-sim-latency: latency base must be a number, not 'x'"),
        ({"batch": "sometimes"}, "--cre-batch 'sometimes': use wait, submit, files or off"),
        ({"coordinator": "nohost"}, "--cre-coordinator: 'nohost' is not HOST:PORT (a port 0-65535; 0 picks "
         "a free one)"),
        ({"correction": "magic"}, "--cre-correction 'magic': use one of bonferroni, holm, none"),
        ({"alternative": "up"}, "--cre-alternative 'up': use one of two-sided, greater, less"),
        ({"tokenizer": "/nope/tokenizer.json"}, "--cre-tokenizer /nope/tokenizer.json: no such tokenizer.json file"),
        ({"api_key": "sk-1"}, f"--cre-api-key {ENDPOINT}"),
        ({"base_url": "http://127.0.0.1:9/v1"}, f"--cre-base-url {ENDPOINT}"),
        ({"cache": "/nonexistent/dir/c.sqlite"}, "--cre-cache /nonexistent/dir/c.sqlite: folder /nonexistent/dir does "
         "not exist: create it, or name a file in a folder that exists"),
    ],
)  # fmt: skip
def test_a_bad_value_is_one_line_naming_its_option(raw, said):
    with pytest.raises(CreUsageError) as caught:
        build_settings(raw, families=FAMILIES)
    assert str(caught.value) == said


def test_an_unknown_fault_or_model_names_what_is_known():
    with pytest.raises(CreUsageError) as caught:
        build_settings({"sim_faults": "boom:1"}, families=FAMILIES)
    assert str(caught.value).startswith("--cre-sim-faults: unknown fault 'boom' (known: 429, quota, 500,")
    with pytest.raises(CreUsageError) as caught:
        build_settings({"models": ["no-such-model"]}, families=FAMILIES)
    said = str(caught.value)
    assert said.startswith("unknown model 'no-such-model': use one of [") and "sim" in said and "\n" not in said


def test_a_key_no_option_reads_is_a_programming_error_not_a_silent_default():
    with pytest.raises(ValueError, match=r"^options bogus: no registered option has that key$"):
        build_settings({"bogus": "1"}, families=FAMILIES)


def test_the_values_taken_reach_every_model_and_the_key_is_kept_secret():
    settings = build_settings(
        {"models": ["vllm:m", "sim"], "base_url": "http://127.0.0.1:9/v1", "api_key": "sk-secret-123",
         "timeout": "2.5", "max_attempts": "3", "backoff": "0", "n": "7", "seed": "-1", "concurrency": "4"},
        families=FAMILIES,
    )  # fmt: skip
    assert [m.name for m in settings.models] == ["vllm:m", "sim"]
    assert {(m.timeout_s, m.max_attempts, m.backoff_s) for m in settings.models} == {(2.5, 3, 0.0)}
    assert settings.models[0].base_urls == ("http://127.0.0.1:9/v1",)
    assert (settings.n, settings.seed, settings.concurrency) == (7, -1, 4)
    assert isinstance(settings.api_key, Secret) and "sk-secret-123" not in repr(settings)
    assert "sk-secret-123" not in repr(settings.public())


def test_the_defaults():
    settings = build_settings({}, families=FAMILIES)
    assert [m.name for m in settings.models] == ["sim"]
    assert (settings.n, settings.seed, settings.cache_mode, settings.batch_mode) == (50, 42, "on", "wait")
    assert settings.api_key is None and settings.concurrency is None
