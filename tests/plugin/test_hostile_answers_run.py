"""Hostile answers and damaged inputs, end to end (issue 27, points 2, 8, 9, 13): pytester runs
of the cells module against loopback servers. A string in ``usage`` is ``bad_response`` (no
TypeError, nothing cached) and the fixed server is asked again; a long answer reaches
records.jsonl cut to its bound; damaged cache rows are asked again with one warning; a device
as the cache is one line and exit 4; a key file that is a pipe is read once."""

from __future__ import annotations

import os
import sqlite3
import threading

import pytest
from helpers import run_records
from loopback import answer, serving

from pytest_cre.endpoints.answers import CUT_MARK

serve = pytest.fixture(serving, name="serve")

ARGS = [
    "--cre-model",
    "my-model",
    "--cre-n",
    "2",
    "--cre-tiers",
    "4k",
    "--cre-fillers",
    "ws",
    "--cre-positions",
    "end",
    "--cre-backoff",
    "0",
    "--cre-max-attempts",
    "1",
    "-p",
    "no:cacheprovider",
]


def test_a_string_in_usage_is_not_cached_and_the_fixed_server_is_asked_again(cells, serve) -> None:
    broken = [True]
    srv = serve(
        lambda path, req: (
            200,
            answer(usage='{"prompt_tokens": "12", "completion_tokens": 3}' if broken[0] else "null"),
        )
    )
    cache = ["--cre-cache", str(cells.path / "cache.sqlite"), f"--cre-base-url={srv.url}"]
    first = cells.runpytest(*ARGS, *cache)
    out = first.stdout.str() + first.stderr.str()
    assert "Traceback" not in out and "TypeError" not in out
    assert {r["status"] for r in run_records(cells.path / "reports/latest")} == {"bad_response"}
    asked = srv.requests
    broken[0] = False
    second = cells.runpytest(*ARGS, *cache)
    assert second.ret == 0, second.stdout.str()
    assert srv.requests == 2 * asked  # every sample asked again
    recs = run_records(cells.path / "reports/latest")
    assert {r["status"] for r in recs} == {"ok"} and not any(r["from_cache"] for r in recs)


def test_a_long_answer_reaches_the_records_cut_to_its_bound(cells, serve) -> None:
    text = "word " * 60_000 + "Answer: 7"  # 300,000 characters against the default 200,000
    srv = serve(lambda path, req: (200, answer(text)))
    result = cells.runpytest(*ARGS, "--cre-cache", "off", f"--cre-base-url={srv.url}")
    assert result.ret == 0, result.stdout.str()
    recs = run_records(cells.path / "reports/latest")
    assert recs and all(len(r["response"]) <= 200_000 + len(CUT_MARK) for r in recs)
    assert all(r["response"].endswith("Answer: 7") and "max_response_chars" in r["error"] for r in recs)
    assert all(r["correct"] is not None for r in recs)  # scored on the kept end
    assert (cells.path / "reports/latest/records.jsonl").stat().st_size < 2 * 200_000 * len(recs) + 100_000


def test_damaged_cache_rows_are_asked_again_with_one_warning(cells, serve) -> None:
    srv = serve(lambda path, req: (200, answer("Answer: 7")))
    path = cells.path / "cache.sqlite"
    args = [*ARGS, "--cre-n", "3", "--cre-cache", str(path), f"--cre-base-url={srv.url}"]
    assert cells.runpytest(*args).ret == 0
    assert srv.requests == 3
    with sqlite3.connect(path) as db:
        keys = [k for (k,) in db.execute("SELECT key FROM responses ORDER BY key")]
        db.execute("UPDATE responses SET value = 'not json {' WHERE key = ?", (keys[0],))
        db.execute("""UPDATE responses SET value = '{"status": "ok"}' WHERE key = ?""", (keys[1],))
    again = cells.runpytest(*args, "-W", "always")
    out = again.stdout.str() + again.stderr.str()
    assert again.ret == 0, out
    assert "Traceback" not in out and "JSONDecodeError" not in out
    assert srv.requests == 5  # the two damaged rows asked again, the good one from the cache
    assert out.count("such rows are asked again") == 1
    recs = run_records(cells.path / "reports/latest")
    assert [r["status"] for r in recs] == ["ok"] * 3 and sum(r["from_cache"] for r in recs) == 1


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_a_device_as_the_cache_is_one_line_and_exit_4(cells, device: str) -> None:
    result = cells.runpytest(*ARGS, "--cre-base-url=http://127.0.0.1:1/v1", f"--cre-cache={device}")
    err = result.stderr.str()
    assert result.ret == 4
    assert "is not a regular file" in err and "delete" not in err and "Traceback" not in err + result.stdout.str()


def test_a_key_file_that_is_a_pipe_is_read_once(cells, serve) -> None:
    """``--cre-api-key-file <(cmd)``: the start check reads the pipe; the cells use what it read
    (before, each cell opened the pipe again and waited for a writer for ever)."""
    seen: list[str] = []

    def reply(path: str, req: dict):
        return 200, answer("Answer: 7")

    srv = serve(reply)
    fifo = cells.path / "key.fifo"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w") as f:
            f.write("sk-from-a-pipe-000111222\n")
        seen.append("written")

    threading.Thread(target=write, daemon=True).start()
    result = cells.runpytest_subprocess(
        *ARGS, "--cre-cache", "off", f"--cre-base-url={srv.url}", f"--cre-api-key-file={fifo}", timeout=120
    )
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
    assert seen == ["written"] and srv.requests == 2


def test_a_key_file_that_is_a_pipe_with_xdist_workers_is_one_line_and_exit_4(cells) -> None:
    """Each worker reads the key file again: a pipe would give them nothing (or block). Said
    at the start, before the pipe is opened (nothing writes to it here: opening would block)."""
    pytest.importorskip("xdist")
    fifo = cells.path / "key.fifo"
    os.mkfifo(fifo)
    result = cells.runpytest_subprocess(
        *ARGS, "-n", "2", "--cre-base-url=http://127.0.0.1:1/v1", f"--cre-api-key-file={fifo}", timeout=60
    )
    err = result.stderr.str()
    assert result.ret == 4, result.stdout.str() + err
    assert "is a pipe or a device" in err and "Traceback" not in err + result.stdout.str()


def test_a_lone_surrogate_in_an_answer_is_scored_recorded_cached_and_shown(cells, serve) -> None:
    # JSON "\ud800" parses into a str no UTF-8 writer takes: the cell failed on its record
    # (UnicodeEncodeError, every sample not_run, no page). Now it is U+FFFD from the answer on.
    body = answer("\ud800 so the answer is 7. Answer: 7")
    assert "\\ud800" in body  # as a server sends it: an escape in the JSON text
    srv = serve(lambda path, req: (200, body))
    cache = ["--cre-cache", str(cells.path / "cache.sqlite"), f"--cre-base-url={srv.url}"]
    first = cells.runpytest(*ARGS, *cache)
    assert first.ret == 0, first.stdout.str()
    recs = run_records(cells.path / "reports/latest")
    assert [r["status"] for r in recs] == ["ok", "ok"] and all(r["correct"] is not None for r in recs)  # scored
    assert all(r["response"].startswith("\ufffd so the answer is 7") for r in recs)
    page = (cells.path / "reports/latest/report.html").read_bytes().decode("utf-8")
    assert "Traceback" not in first.stdout.str() and "<html" in page.lower()
    asked = srv.requests
    second = cells.runpytest(*ARGS, *cache)
    assert second.ret == 0 and srv.requests == asked  # answered from the cache row it wrote
    assert [r["response"] for r in run_records(cells.path / "reports/latest")] == [r["response"] for r in recs]
