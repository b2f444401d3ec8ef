"""Keys and URL credentials never reach a message or a record: short echoes of a key (an
8-character head, a 6-character tail, a masked "sk-ab***yz12"), URL passwords holding "/" or
"@", while an ordinary answer is left as it was. (Its cost on a 50 KB answer, ~1 ms, was
measured by hand: timings are never asserted.)"""

from __future__ import annotations

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.endpoints.redaction import fragment_length, redact, redact_secrets
from pytest_cre.endpoints.vendors import check_base_url, mask_url

KEY = "sk-abcdefghijklmnopqrstuvwxyz12"  # 30 characters: any 6 of them in a row are a piece


@pytest.mark.parametrize(
    "echo",
    [
        f"Incorrect API key provided: {KEY[:8]}",  # an 8-character head
        "your key ending in ...wxyz12 was revoked",  # the last 6
        f"key {KEY[10:17]} rejected",  # 7 from the middle
        f"auth failed for {KEY}",
    ],
)
def test_short_echoes_of_the_key_are_removed(echo):
    for clean in (redact(echo, [KEY]), redact_secrets(echo, [KEY])):
        assert "<redacted>" in clean
        assert not any(KEY[i : i + 6] in clean for i in range(len(KEY) - 5)), clean


def test_a_masked_echo_of_the_key_is_removed_from_messages_and_answers():
    echo = "Incorrect API key provided: sk-ab***yz12."
    assert redact(echo, [KEY]) == "Incorrect API key provided: <redacted>."
    assert redact_secrets(echo, [KEY]) == "Incorrect API key provided: <redacted>."
    # In an answer only the key's own pieces go: a masked string of other characters stays.
    assert redact_secrets("the pattern ab***cd", [KEY]) == "the pattern ab***cd"


@pytest.mark.parametrize(
    "answer",
    [
        "The answer is 42.",
        "The answer is abcde.",  # 5 characters of the key: below a piece
        "First add the numbers, then divide the total by the count: the mean is 17.5.",
        "Answer: 7\n\nReasoning: six times seven is forty-two; minus thirty-five leaves seven.",
    ],
)
def test_an_ordinary_answer_is_untouched(answer):
    assert redact_secrets(answer, [KEY]) == answer


def test_a_number_in_an_answer_survives_a_key_with_the_same_digits():
    key = "sk-Zq204812Xy9LmNoPqRsT"
    assert redact_secrets("The answer is 204812.", [key]) == "The answer is 204812."
    assert "204812" not in redact("server saw 204812", [key])  # an error is never scored


def test_fragment_length_by_key_length():
    assert [fragment_length("x" * n) for n in (8, 12, 16, 19, 20, 40)] == [6, 6, 8, 9, 6, 6]
    key = "sk-short123456"  # 14 characters: pieces of 7
    assert redact_secrets(f"key {key[:7]}", [key]) == "key <redacted>"
    assert redact_secrets(f"key {key[:6]}", [key]) == f"key {key[:6]}"


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("http://user:p@ss/w0rd@127.0.0.1:9/v1", "http://***@127.0.0.1:9/v1"),
        ("http://sk-abc123@host/v1", "http://***@host/v1"),
        ("https://u:p#ss@example.com:8443/v1", "https://***@example.com:8443/v1"),
        ("http://u:p@[::1]:8000/v1", "http://***@[::1]:8000/v1"),
        ("alice:pw@host/v1", "***@host/v1"),
        ("http://127.0.0.1:8000/v1", "http://127.0.0.1:8000/v1"),
    ],
)
def test_mask_url_hides_everything_before_the_last_at_of_the_authority(url, shown):
    assert mask_url(url) == shown


def test_urls_in_messages_are_masked():
    msg = "cannot reach http://user:p@ss/w0rd@127.0.0.1:9/v1/chat/completions (refused)"
    assert redact(msg, []) == "cannot reach http://***@127.0.0.1:9/v1/chat/completions (refused)"


@pytest.mark.parametrize(
    "url",
    ["http://user:p@ss/w0rd@127.0.0.1:9/v1", "http://sk-abc123@host/v1", "http://u:p#ss@host/v1", "alice:pw@host/v1"],
)
def test_a_refused_base_url_shows_no_credentials(url):
    with pytest.raises(CreUsageError) as info:
        check_base_url(url, "m")
    message = str(info.value)
    assert "***@" in message
    for secret in ("p@ss", "w0rd", "sk-abc123", "p#ss", "pw@"):
        assert secret not in message


def test_a_key_held_as_a_secret_is_redacted_as_the_string_would_be():
    from pytest_cre.core.secret import Secret

    echo = f"auth failed for {KEY} ({KEY[:8]}, sk-ab***yz12)"
    assert redact(echo, [Secret(KEY)]) == redact(echo, [KEY])
    assert redact_secrets(echo, [Secret(KEY)]) == redact_secrets(echo, [KEY])
    assert KEY[:8] not in redact_secrets(echo, [Secret(KEY)])
