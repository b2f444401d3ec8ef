"""Every field an answer brings is untrusted (issue 27, points 2, 6, 8, 9, 13): hostile 200s from
a loopback server through the real SDK. A malformed field (a string, a bool, Infinity or NaN in
``usage``, a finish reason that is not an identifier, a body nested 200,000 deep) makes the
answer ``bad_response``, never cached; a key echoed in a field is in no stored byte; an answer
past ``max_response_chars`` is cut (head and tail) or, past the body bound, not read at all; a
damaged cache row is a miss with one warning; a key file is read once (a pipe gives it once)."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import threading
import warnings
from pathlib import Path

import pytest
from loopback import USAGE, answer, serving

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.secret import Secret
from pytest_cre.endpoints.answers import CUT_MARK, CallResult
from pytest_cre.endpoints.cache import CacheWarning, ResponseCache, check_cache_path
from pytest_cre.endpoints.client import ModelClient
from pytest_cre.endpoints.vendors import ModelConfig, read_api_key

serve = pytest.fixture(serving, name="serve")

KEY = "sk-HOSTILE-0123456789abcdefXYZ"
FRAGMENTS = [KEY, KEY[:8], KEY[-6:], KEY[9:19]]
MSG = [{"role": "user", "content": "What is 6*7?"}]


def model(**kw) -> ModelConfig:
    base = dict(
        name="m",
        vendor="custom",
        model_id="m",
        api_key_env="CRE_API_KEY",
        thinking_style=None,
        max_attempts=1,
        backoff_s=0.0,
        timeout_s=30.0,
    )
    return ModelConfig(**{**base, **kw})


def ask(url: str, cache: ResponseCache | None = None, key: object = KEY, n: int = 1, **kw) -> list[CallResult]:
    client = ModelClient(model(**kw), [url], key, 4, cache=cache)  # type: ignore[arg-type]

    async def go() -> list[CallResult]:
        try:
            return list(await asyncio.gather(*(client.complete(MSG, client.key("p" * 64, 42, i)) for i in range(n))))
        finally:
            await client.close()

    return asyncio.run(go())


@pytest.mark.parametrize(
    "usage",
    [
        '{"prompt_tokens": "12", "completion_tokens": 3}',  # a string: a TypeError in the runner before
        '{"prompt_tokens": true, "completion_tokens": 3}',  # a bool is not a count
        '{"prompt_tokens": 10, "completion_tokens": Infinity}',  # the SDK's JSON parser accepts these
        '{"prompt_tokens": NaN, "completion_tokens": 3}',
        '{"prompt_tokens": -5, "completion_tokens": 3}',
        '{"prompt_tokens": 10, "completion_tokens": 1e300}',
        '{"prompt_tokens": 10, "completion_tokens": 3, "completion_tokens_details": {"reasoning_tokens": [1]}}',
        '"usage as a string"',
        f'{{"prompt_tokens": "{KEY}", "completion_tokens": 3}}',
    ],
)
def test_a_malformed_usage_is_bad_response_and_never_cached(serve, tmp_path: Path, usage: str) -> None:
    srv = serve(lambda path, req: (200, answer(usage=usage)))
    cache = ResponseCache(tmp_path / "c.sqlite")
    [result] = ask(srv.url, cache)
    assert result.status == "bad_response", result
    assert "malformed" in (result.error or "")
    assert len(cache) == 0
    assert all(f not in (result.error or "") for f in FRAGMENTS)


@pytest.mark.parametrize("finish", [KEY + " and more words", 7, ["stop"], "x" * 100, "stop\nnow"])
def test_a_finish_reason_that_is_no_identifier_is_bad_response(serve, tmp_path: Path, finish: object) -> None:
    srv = serve(lambda path, req: (200, answer(finish=finish)))
    cache = ResponseCache(tmp_path / "c.sqlite")
    [result] = ask(srv.url, cache)
    assert result.status == "bad_response" and len(cache) == 0


def test_a_key_echoed_in_any_field_is_in_no_stored_byte(serve, tmp_path: Path) -> None:
    """The key as the finish reason (identifier-shaped), the model id and in the text: the
    answer is kept (it is one), every string of it redacted; the cache holds no piece of it."""
    srv = serve(lambda path, req: (200, answer(f"{KEY} Answer: 7", finish=KEY, model=KEY)))
    path = tmp_path / "c.sqlite"
    cache = ResponseCache(path)
    [result] = ask(srv.url, cache)
    assert result.status == "ok" and result.finish_reason == "<redacted>"
    cache.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    for fragment in FRAGMENTS:
        assert fragment.encode() not in stored, fragment
        assert fragment not in json.dumps(result.__dict__), fragment


def test_a_model_id_that_is_no_short_string_is_bad_response(serve) -> None:
    srv = serve(lambda path, req: (200, answer(model={"k": KEY})))
    assert ask(srv.url)[0].status == "bad_response"


def test_a_body_nested_200000_deep_is_bad_response(serve) -> None:
    srv = serve(lambda path, req: (200, "[" * 200_000 + "]" * 200_000))
    [result] = ask(srv.url)
    assert result.status == "bad_response"


def test_a_long_answer_is_cut_to_the_bound_keeping_its_end(serve, tmp_path: Path) -> None:
    text = "word " * 20_000 + "Answer: 7"
    srv = serve(lambda path, req: (200, answer(text)))
    cache = ResponseCache(tmp_path / "c.sqlite")
    [result] = ask(srv.url, cache, max_response_chars=1000)
    assert result.status == "ok"
    assert len(result.response or "") <= 1000 + len(CUT_MARK)
    assert CUT_MARK in (result.response or "") and (result.response or "").endswith("Answer: 7")
    assert "max_response_chars" in (result.error or "")
    assert len(cache) == 1  # the cut answer is the answer


def test_an_answer_past_the_body_bound_is_not_read(serve, tmp_path: Path) -> None:
    """3 MB of text against a 1,000-character bound (body bound ~1 MB): not read past the
    bound, bad_response, not cached, and what is kept of it is nothing."""
    big = answer("7" * 3_000_000)
    srv = serve(lambda path, req: (200, big))
    cache = ResponseCache(tmp_path / "c.sqlite")
    [result] = ask(srv.url, cache, max_response_chars=1000)
    assert result.status == "bad_response" and result.response is None
    assert "max_response_chars" in (result.error or "") and len(cache) == 0


def test_a_fixed_server_is_asked_again(serve, tmp_path: Path) -> None:
    """An answer refused as malformed is not cached: once the server is fixed, the same
    sample is asked again and kept."""
    broken = [True]
    srv = serve(lambda path, req: (200, answer(usage='{"prompt_tokens": "12"}' if broken[0] else USAGE)))
    cache = ResponseCache(tmp_path / "c.sqlite")
    assert ask(srv.url, cache)[0].status == "bad_response"
    broken[0] = False
    assert ask(srv.url, cache)[0].status == "ok"
    assert srv.requests == 2 and len(cache) == 1
    assert ask(srv.url, cache)[0].from_cache and srv.requests == 2


@pytest.mark.parametrize(
    "row",
    [
        "not json {",
        '{"status": "ok"}',  # was scored as no_answer
        "[1, 2]",
        '{"status": "ok", "response": "7", "completion_tokens": "3"}',
        '{"status": "ok", "response": "7", "latency_s": Infinity}',
        '{"status": "server_error", "response": "7"}',
    ],
)
def test_a_damaged_cache_row_is_a_miss_with_one_warning(serve, tmp_path: Path, row: str) -> None:
    srv = serve(lambda path, req: (200, answer("Answer: 7")))
    path = tmp_path / "c.sqlite"
    cache = ResponseCache(path)
    ask(srv.url, cache, n=2)
    assert srv.requests == 2
    with sqlite3.connect(path) as db:
        db.execute("UPDATE responses SET value = ?", (row,))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        results = ask(srv.url, cache, n=2)
    assert [r.status for r in results] == ["ok", "ok"] and not any(r.from_cache for r in results)
    assert srv.requests == 4  # both asked again
    said = [w for w in caught if issubclass(w.category, CacheWarning)]
    assert len(said) == 1 and "asked again" in str(said[0].message)
    assert cache.damaged_rows == 2
    assert all(r.from_cache for r in ask(srv.url, cache, n=2))  # replaced by the new answers


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_a_device_as_cache_is_one_line_that_never_says_delete(device: str) -> None:
    with pytest.raises(CreUsageError) as err:
        check_cache_path(Path(device))
    message = str(err.value)
    assert "not a regular file" in message and "delete" not in message and "\n" not in message


def test_a_key_file_that_is_a_pipe_is_read_once(tmp_path: Path) -> None:
    """``--cre-api-key-file <(cmd)``: a pipe gives the key once; the start check and every
    cell after it get the same key (a second read would block, or find it empty)."""
    fifo = tmp_path / "key.fifo"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w") as f:
            f.write(KEY + "\n")

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    m = model(api_key_file=str(fifo))
    first, _ = read_api_key(m, None)
    writer.join(5)
    second, _ = read_api_key(m, None)  # would block for ever on the pipe if it were opened again
    assert isinstance(first, Secret) and first == second and first.reveal() == KEY
    assert KEY not in repr(first) and KEY not in f"{first}"


def test_a_key_file_that_changes_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "key.txt"
    path.write_text("sk-first-key-000000")
    path.chmod(0o600)
    m = model(api_key_file=str(path))
    assert read_api_key(m, None)[0] == Secret("sk-first-key-000000")
    path.write_text("sk-second-key-1111111")
    assert read_api_key(m, None)[0] == Secret("sk-second-key-1111111")


def test_a_model_file_raises_the_bound(tmp_path: Path) -> None:
    from pytest_cre.endpoints.model_files import read_model_file

    path = tmp_path / "m.toml"
    path.write_text('name = "m"\nbase_url = "http://127.0.0.1:1/v1"\nmax_response_chars = 1000000\n')
    assert read_model_file(path).max_response_chars == 1_000_000
    path.write_text('name = "m"\nbase_url = "http://127.0.0.1:1/v1"\nmax_response_chars = 0\n')
    with pytest.raises(CreUsageError, match="max_response_chars"):
        read_model_file(path)


def test_a_cache_on_a_full_disk_is_never_told_to_be_deleted(tmp_path: Path) -> None:
    """A full disk under the cache (SQLite's own SQLITE_FULL, made with a page cap) said "delete
    it": the fix is room on the disk, and the answers already in the file are worth keeping."""
    from pytest_cre.core.errors import CreDataError

    cache = ResponseCache(tmp_path / "c.sqlite")
    cache.put("kept", {"status": "ok", "response": "Answer: 1"})
    pages = cache._db.execute("PRAGMA page_count").fetchone()[0]
    cache._db.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(CreDataError) as full:
        cache.put("more", {"status": "ok", "response": "x" * 100_000})
    message = str(full.value)
    assert "full" in message and "free space on its disk" in message and "delete" not in message
    assert cache.get("kept") == {"status": "ok", "response": "Answer: 1"}
    cache.close()
    (tmp_path / "bad.sqlite").write_bytes(b"SQLite format 3\x00" + b"garbage" * 100)
    with pytest.raises(CreUsageError, match=r"is corrupt .*: delete it or"):
        check_cache_path(tmp_path / "bad.sqlite")  # a broken file still is


def test_a_lone_surrogate_in_content_or_reasoning_becomes_the_replacement_character(serve) -> None:
    body = json.loads(answer("Answer: 7 \ud83d"))
    body["choices"][0]["message"]["reasoning_content"] = "half an emoji \udc00 then a whole one \U0001f600"
    srv = serve(lambda path, req: (200, json.dumps(body)))  # json.dumps escapes them: \ud83d, \udc00
    [result] = ask(srv.url)
    assert result.status == "ok"
    assert result.response == "Answer: 7 \ufffd"
    assert result.reasoning == "half an emoji \ufffd then a whole one \U0001f600"  # a real pair is kept
    assert result.response.encode("utf-8") and result.reasoning.encode("utf-8")


def test_what_is_written_never_fails_on_a_lone_surrogate(tmp_path: Path) -> None:
    from pytest_cre.core.atomic import atomic_write, well_formed
    from pytest_cre.core.record import dumps

    assert well_formed("ok \U0001f600") == "ok \U0001f600"
    assert well_formed("a\ud800b\udfffc") == "a\ufffdb\ufffdc"
    atomic_write(tmp_path / "page.html", "<p>\ud800</p>")
    assert (tmp_path / "page.html").read_text(encoding="utf-8") == "<p>\ufffd</p>"
    assert json.loads(dumps({"error": "HTTP 400: \udc80"}))["error"] == "HTTP 400: \ufffd"
    cache = ResponseCache(tmp_path / "c.sqlite")
    cache.put("k" * 64, {"response": "x\ud800"})
    assert cache.texts("responses") == {"k" * 64: '{"response": "x\ufffd"}'}
