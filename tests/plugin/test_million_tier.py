"""The ``1m`` tier end to end: a pool that cannot fill it is a usage error before anything is
sent; with GSM8K's ``ws`` (CRE_DATA_DIR; skipped without it) ``-k 1m`` selects exactly it, and
its cells run, record and sort after 128k."""

from __future__ import annotations

import json


def test_an_embedded_pool_that_cannot_fill_1m_says_so_before_any_request(cells):
    result = cells.runpytest("-p", "no:cacheprovider", "--cre-fillers", "ws", "--cre-tiers", "8k,1m", "--cre-n", "2")
    assert result.ret != 0
    lines = [line for line in result.outlines + result.errlines if "cannot fill" in line]
    assert lines == [
        "ERROR: --cre-tiers 1m (arith, ws filler, end): the ws filler pool (6000 items, 486131 tokens from "
        "embedded) cannot fill 967232 tokens without repeating an item: use a smaller tier or give "
        "--cre-data-dir with more ws text"
    ]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert not (cells.path / "reports").exists()  # no run began, nothing was sent


def test_gsm8k_qo_v2_cannot_fill_1m_and_says_so(cells, data_dir):
    args = ["-p", "no:cacheprovider", "--cre-tasks", "gsm8k", f"--cre-data-dir={data_dir}", "--cre-fillers", "qo_v2"]
    result = cells.runpytest(*args, "--cre-tiers", "1m", "--cre-positions", "end")
    assert result.ret != 0
    result.stderr.fnmatch_lines(
        ["ERROR: --cre-tiers 1m (gsm8k, qo_v2 filler, end): the qo_v2 filler pool (7473 items, * tokens from *"
         ") cannot fill 967232 tokens without repeating an item: use a smaller tier or give --cre-data-dir*"]
    )  # fmt: skip
    assert not (cells.path / "reports").exists()


def test_k_1m_selects_the_million_tier_and_its_cells_run_record_and_sort(cells, data_dir):
    args = ["-p", "no:cacheprovider", "--cre-tasks", "gsm8k", f"--cre-data-dir={data_dir}", "--cre-fillers", "ws"]
    args += ["--cre-positions", "end", "--cre-n", "1", "--cre-cache", "off"]
    listed = cells.runpytest(*args, "--cre-tiers", "1m,128k,1024k", "--collect-only", "-q", "-k", "1m")
    assert [line for line in listed.outlines if "::test_cell[" in line] == [
        "test_cells.py::test_cell[gsm8k-end-ws-1m-sim]"
    ]
    result = cells.runpytest(*args, "--cre-tiers", "1m,128k")
    result.assert_outcomes(passed=2)
    rows = [line.split() for line in result.outlines if line.lstrip().startswith("sim gsm8k")]
    assert [row[3] for row in rows] == ["128k", "1m"]  # by budget, not by the label's text
    records = [json.loads(line) for line in (cells.path / "reports" / "latest" / "records.jsonl").open()]
    million = [r for r in records if r.get("tier") == "1m"]
    assert len(million) == 1 and million[0]["cell_id"] == "gsm8k-end-ws-1m-sim"
    assert 0.97 * 967_232 <= million[0]["prompt_tokens"] <= 967_232


def test_a_1m_cell_a_server_cannot_hold_is_skipped_naming_the_tier_window_and_answer_budget(cells, data_dir):
    from test_preflight import Server, _run  # the suite's window-stating loopback server

    args = ["-p", "no:cacheprovider", "-rs", "--cre-tasks", "gsm8k", f"--cre-data-dir={data_dir}", "--cre-fillers"]
    args += ["ws", "--cre-positions", "end", "--cre-n", "1", "--cre-tiers", "1m", "--cre-max-tokens", "32768"]
    server, result = _run(cells, Server("vllm", n_ctx=524_288), "vllm:m", *args)
    result.assert_outcomes(skipped=1)
    (line,) = [x for x in result.outlines if x.startswith("SKIPPED")]
    assert "gsm8k-end-ws-1m-vllm_m: the server's context window is 524,288 tokens" in line
    assert "plus max_tokens 32,768" in line
    assert server.completions == 0
