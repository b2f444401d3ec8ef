"""Black-box runs against loopback endpoints: a dead replica routed around, an endpoint that
answers 401 stops the model, bad URLs / keys / caches are one line and exit 4, and a planted key
is in no output file."""

from __future__ import annotations

import json
import os
import sqlite3

import pytest
from helpers import run_records
from loopback import Loopback, answer, closed_port

BASE = [
    "--cre-n",
    "4",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-positions",
    "end",
    "--cre-backoff",
    "0",
    "--cre-cache",
    "off",
    "-p",
    "no:cacheprovider",
]


@pytest.fixture
def live():
    srv = Loopback(lambda path, body: (200, answer("The answer is 42.")))
    yield srv
    srv.stop()


def test_dead_replica_costs_no_sample(cells, live):
    dead = f"http://127.0.0.1:{closed_port()}/v1"
    result = cells.runpytest(
        "--cre-model",
        "mymodel",
        "--cre-base-url",
        f"{dead},{live.url}",
        *BASE,
        "--cre-n",
        "30",
        "--cre-max-attempts",
        "1",
    )
    assert "Traceback" not in result.stdout.str()
    recs = run_records(cells.path / "reports/latest")
    assert len(recs) == 30 and {r["status"] for r in recs} == {"ok"}
    assert live.requests == 30
    moved = [r for r in recs if len(r["attempt_log"]) > 1]
    assert moved and all(r["attempt_log"][0]["endpoint"] == dead and r["endpoint"] == live.url for r in moved)
    result.stdout.fnmatch_lines([f"replicas: mymodel: ejected after failing: {dead} (*x); {len(moved)} sample* moved*"])


def test_an_endpoint_answering_401_gets_no_more_than_its_concurrency(cells):
    srv = Loopback(
        lambda path, body: (401, '{"error":{"message":"Invalid Authentication","type":"invalid_authentication_error"}}')
    )
    try:
        result = cells.runpytest(
            "--cre-model",
            "mymodel",
            "--cre-base-url",
            srv.url,
            *BASE,
            "--cre-n",
            "100",
            "--cre-concurrency",
            "4",
            "--cre-positions",
            "end,middle",
            "--cre-max-attempts",
            "5",
            "-rs",
        )
    finally:
        srv.stop()
    assert srv.requests <= 4
    out = result.stdout.str()
    assert "Traceback" not in out
    # The first cell says why; the second is skipped with the same reason and the fix.
    result.stdout.fnmatch_lines(["*no sample got an answer (auth*", "SKIPPED*mymodel was stopped: auth*CRE_API_KEY*"])
    # The comparison of the two cells skips with the stop's reason, not as records that never came.
    result.stdout.fnmatch_lines(
        ["SKIPPED*cell arith-middle-ws-4k-mymodel was not run: mymodel was stopped: auth*CRE_API_KEY*"]
    )
    assert "did not arrive" not in out
    recs = run_records(cells.path / "reports/latest")
    assert len(recs) == 100 and {r["status"] for r in recs} == {"auth", "not_run"}
    assert all("CRE_API_KEY" in r["error"] for r in recs if r["status"] == "not_run")
    not_run = sum(r["status"] == "not_run" for r in recs)
    result.stdout.fnmatch_lines(
        [f"stopped: mymodel ({not_run} sample* not run): auth answer from {srv.url}*check $CRE_API_KEY*"]
    )
    stopped = next(line for line in result.outlines if line.startswith("stopped: mymodel"))
    run = (cells.path / "reports/latest").resolve()
    assert f"- {stopped}" in (run / "summary.md").read_text().splitlines()  # the files say it too
    endpoints = json.loads((run / "summary.json").read_text())["meta"]["endpoints"]
    assert endpoints[0] == stopped and endpoints[1:] == [
        line for line in result.outlines if line.startswith("not scored: mymodel")
    ]
    assert endpoints[1].startswith("not scored: mymodel: 100 of 100 samples (")


def test_an_endpoint_answering_404_for_the_model_stops_it(cells):
    """A model id the server does not serve: a few requests, not one per sample, and the fix."""
    srv = Loopback(
        lambda path, body: (
            404,
            '{"object":"error","message":"The model `mymodel` does not '
            'exist.","type":"NotFoundError","param":null,"code":404}',
        )
    )
    try:
        result = cells.runpytest(
            "--cre-model",
            "mymodel",
            "--cre-base-url",
            srv.url,
            *BASE,
            "--cre-n",
            "40",
            "--cre-concurrency",
            "4",
            "--cre-max-attempts",
            "5",
        )
    finally:
        srv.stop()
    assert srv.requests <= 5
    assert "Traceback" not in result.stdout.str()
    recs = run_records(cells.path / "reports/latest")
    assert len(recs) == 40 and {r["status"] for r in recs} == {"not_found", "not_run"}
    result.stdout.fnmatch_lines(
        [
            f"stopped: mymodel (* not run): not_found answer from {srv.url} (*): "
            "the server does not know model 'mymodel': give a model id the server "
            f"serves (GET {srv.url}/models lists them)"
        ]
    )


def test_a_url_password_with_slash_and_at_is_never_shown(cells):
    url = "http://alice:PASS/W@RD@127.0.0.1:1/v1"
    result = cells.runpytest("--cre-model", "mymodel", "--cre-base-url", url, *BASE)
    assert result.ret == 4
    out = result.stdout.str() + result.stderr.str()
    assert "carries credentials" in out and "http://***@127.0.0.1:1/v1" in out
    assert "PASS" not in out and "W@RD" not in out and "alice" not in out


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("not a url", "is not a URL"),
        ("ftp://x", "needs an http:// or https:// scheme"),
        ("localhost:8000/v1", "give one like http://localhost:8000/v1"),
        ("127.0.0.1/v1", "needs an http:// or https:// scheme"),
        ("http://127.0.0.1:99999/v1", "Port out of range"),
        ("http://alice:PASSWORD@127.0.0.1:1/v1", "carries credentials"),
    ],
)
def test_bad_base_url_is_one_line_and_exit_4(cells, url, says):
    result = cells.runpytest("--cre-model", "mymodel", "--cre-base-url", url, *BASE)
    assert result.ret == 4
    err = result.stderr.str()
    assert says in err and "Traceback" not in err + result.stdout.str()
    assert "PASSWORD" not in err + result.stdout.str()
    assert not (cells.path / "reports").exists()


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "is empty"),
        (b"   \n\n", "is empty"),
        (b"sk-one\nsk-two\n", "holds several lines"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "is not text"),
        (b"sk-abc\x00def", "is not an API key"),
        (b"sk abc", "is not an API key"),
    ],
)
def test_unusable_key_file_is_one_line_and_exit_4(cells, content, says):
    key = cells.path / "key.txt"
    key.write_bytes(content)
    key.chmod(0o600)
    result = cells.runpytest(
        "--cre-model", "mymodel", "--cre-base-url", "http://127.0.0.1:1/v1", "--cre-api-key-file", str(key), *BASE
    )
    assert result.ret == 4
    assert says in result.stderr.str() and "Traceback" not in result.stderr.str() + result.stdout.str()


def _corrupt(path):
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    data = bytearray(path.read_bytes())
    data[100:] = b"\xff" * (len(data) - 100)  # header kept, schema pages garbage
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    ("make", "says"),
    [
        (lambda p: p.mkdir(), "is a directory"),
        (lambda p: p.write_text("hello, not a database\n"), "is not an SQLite file"),
        (_corrupt, "is corrupt"),
    ],
)
def test_unusable_cache_is_one_line_and_exit_4(cells, make, says):
    path = cells.path / "cache.sqlite"
    make(path)
    args = [a for a in BASE if a not in ("--cre-cache", "off")]
    result = cells.runpytest(*args, "--cre-cache", str(path))
    assert result.ret == 4
    assert says in result.stderr.str() and "--cre-cache off" in result.stderr.str()
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes read-only files")
def test_read_only_cache_is_one_line_and_exit_4(cells):
    path = cells.path / "cache.sqlite"
    sqlite3.connect(path).close()
    path.chmod(0o444)
    args = [a for a in BASE if a not in ("--cre-cache", "off")]
    result = cells.runpytest(*args, "--cre-cache", str(path))
    assert result.ret == 4 and "is read-only" in result.stderr.str()


def test_read_only_cache_message(tmp_path, monkeypatch):
    """The read-only branch, also where the suite runs as root (which may write anyway)."""
    from pytest_cre.core.errors import CreUsageError
    from pytest_cre.endpoints.cache import check_cache_path

    path = tmp_path / "c.sqlite"
    sqlite3.connect(path).close()
    monkeypatch.setattr(os, "access", lambda p, mode: not (mode & os.W_OK))
    with pytest.raises(CreUsageError, match="is read-only"):
        check_cache_path(path)


SECRET = "sk-planted0123456789abcdefSECRET"


def test_planted_key_is_in_no_output_file(cells):
    """A server that echoes the key in its errors and in its answers; every file the run writes
    (records, run.json, reports, cache, pytest's --debug log) is searched for it."""
    n = [0]

    def reply(path, body):
        n[0] += 1
        if n[0] % 2:
            return 500, json.dumps(
                {
                    "error": {
                        "message": f"upstream refused key {SECRET} (masked: {SECRET[:8]}...{SECRET[-6:]})",
                        "type": "server_error",
                    }
                }
            )
        return 200, answer(f"I saw {SECRET}. The answer is 42.")

    srv = Loopback(reply)
    key = cells.path / "key.txt"
    key.write_text(SECRET + "\n")
    key.chmod(0o600)
    cache = cells.path / "c" / "responses.sqlite"
    cache.parent.mkdir()  # a cache file's folder must exist (no folder is made beyond the one named)
    try:
        result = cells.runpytest(
            "--cre-model",
            "mymodel",
            "--cre-base-url",
            srv.url,
            "--cre-api-key-file",
            str(key),
            *[a for a in BASE if a not in ("--cre-cache", "off")],
            "--cre-cache",
            str(cache),
            "--cre-max-attempts",
            "3",
            "--debug",
        )
    finally:
        srv.stop()
    recs = run_records(cells.path / "reports/latest")
    assert any(r["status"] == "ok" for r in recs) and any(
        a["status"] == "server_error" for r in recs for a in r["attempt_log"]
    )
    files = [p for p in cells.path.rglob("*") if p.is_file() and p != key]
    assert cache in files and any(p.name == "pytestdebug.log" for p in files)
    pieces = [SECRET, SECRET[3:13], SECRET[-10:]]
    leaks = [(str(p), x) for p in files for x in pieces if x.encode() in p.read_bytes()]
    leaks += [("stdout", x) for x in pieces if x in result.stdout.str() + result.stderr.str()]
    assert not leaks


def test_cache_damaged_during_a_run_is_one_line(tmp_path):
    """Pages damaged after the start-up check: a get names the cache and the fix, no traceback
    of sqlite internals (the cell item turns CreDataError into one failed line)."""
    from pytest_cre.core.errors import CreDataError
    from pytest_cre.endpoints.cache import ResponseCache

    path = tmp_path / "c.sqlite"
    cache = ResponseCache(path)
    for i in range(200):
        cache.put(f"k{i}", {"response": "x" * 500})
    cache.close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[3 * page :] = b"\xff" * (len(data) - 3 * page)  # schema intact, table pages garbage
    path.write_bytes(bytes(data))
    cache = ResponseCache(path)
    with pytest.raises(CreDataError, match=r"failed .*--cre-cache off"):
        for i in range(200):
            cache.get(f"k{i}")
    cache.close()
