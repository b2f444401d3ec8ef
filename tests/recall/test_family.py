"""The recall family end to end against sim (pytester, black box), and its pure pieces."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import run_records
from invariance import stable_bytes

from pytest_cre.core.record import CORE_FIELDS
from pytest_cre.families.recall import RecallFamily
from pytest_cre.families.recall.corpus import load, read_spec
from pytest_cre.families.recall.prompt import parse, recall_prompt, task_text
from pytest_cre.families.recall.sim import answer
from pytest_cre.families.recall.worker import score_fields
from pytest_cre.sim.server import PROFILES

CORPORA = Path(__file__).resolve().parents[2] / "corpora"
SMALL = ["--cre-corpora", "http_server", "--cre-recall-k", "4", "--cre-cache", "off", "-p", "no:cacheprovider"]


def latest(project: pytest.Pytester) -> Path:
    return project.path / "reports" / "latest"


def test_a_recall_run_against_sim(recall_cells):
    result = recall_cells.runpytest(*SMALL, "--junitxml=junit.xml", "--strict-markers")
    result.assert_outcomes(passed=4)  # the reasoning module collects nothing: no placeholder
    result.stdout.fnmatch_lines([
        "*http_server: excluded 1 unanswerable target(s) — duplicate name AND identical signature: send_head*",
        "*pytest-cre summary*", "*model*corpus*pass*", "*sim*http_server*(*/4)*"])
    recs = run_records(latest(recall_cells))
    assert len(recs) == 4 and {r["family"] for r in recs} == {"recall"}
    assert [r["sample"] for r in recs] == [0, 1, 2, 3] and len({r["function"] for r in recs}) == 4
    assert all(list(r) == list(CORE_FIELDS + RecallFamily.record_fields) for r in recs)
    assert all(r["lines"] == 20 == len(r["expected"]) and r["corpus_sha256"] for r in recs)
    assert all(r["correct"] == (r["ratio"] >= 0.4) for r in recs)
    cells = (latest(recall_cells) / "cells.csv").read_text().splitlines()
    assert cells[0].startswith("model,corpus,policy,cell_id") and len(cells) == 2
    assert "strict indentation" in cells[1]
    props = {p.get("name"): p.get("value") for p in ET.parse(recall_cells.path / "junit.xml").iter("property")}
    assert {"matched", "total", "ratio", "hallucinated", "reindented", "passed", "function"} <= set(props)


def test_recall_items_are_selected_by_exact_words(recall_cells):
    assert recall_cells.runpytest(*SMALL, "-m", "recall", "--co", "-q").ret == 0
    result = recall_cells.runpytest(*SMALL, "-k", "recall and guess_type", "--co", "-q")
    result.stdout.fnmatch_lines(["*test_recall*guess_type*", "*1/* tests collected*"])
    # A recall run selects no reasoning cell, and a default run no recall item.
    assert "test_cell[" not in recall_cells.runpytest(*SMALL, "--co", "-q").stdout.str()
    assert "test_recall[" not in recall_cells.runpytest("--co", "-q", "-p", "no:cacheprovider").stdout.str()


def test_the_same_summary_under_xdist(recall_cells):
    single = recall_cells.runpytest(*SMALL, "--cre-report-dir=r0")
    multi = recall_cells.runpytest(*SMALL, "-n", "2", "--cre-report-dir=r2")
    single.assert_outcomes(passed=4)
    multi.assert_outcomes(passed=4)
    for name in ("cells.csv", "drops.csv"):  # what the sim's prefix cache served is a fact of each run
        assert stable_bytes(recall_cells.path / "r0/latest" / name) == stable_bytes(recall_cells.path / "r2/latest" / name)


def test_novel_sizes_are_compared_on_the_same_targets(recall_cells):
    args = ["--cre-corpora", "novel_16k,novel_64k", "--cre-recall-k", "18", "--cre-cache", "off",
            "-p", "no:cacheprovider"]
    recall_cells.runpytest(*args).assert_outcomes(passed=36)
    drops = (latest(recall_cells) / "drops.csv").read_text().splitlines()
    assert len(drops) == 2 and ",novel_64k,novel_16k,novel_64k-novel_16k," in drops[1]
    recs = run_records(latest(recall_cells))
    by = {(r["corpus"], r["sample"]): r["function"] for r in recs}
    assert all(by[("novel_16k", i)] == by[("novel_64k", i)] for i in range(18))  # paired by target
    md = (latest(recall_cells) / "summary.md").read_text()
    assert "exact McNemar" in md and "Fisher middle vs late" in md
    assert "pass rate by depth" in (latest(recall_cells) / "report.html").read_text()


def test_a_bad_corpus_file_is_one_line(recall_cells, tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text("[files]\nglob = 1\n")
    result = recall_cells.runpytest(f"--cre-corpora={bad}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"{bad}: [files] give exactly one of" in result.stderr.str()
    result = recall_cells.runpytest("--cre-corpora", "nosuch")
    assert result.ret == pytest.ExitCode.USAGE_ERROR and "unknown corpus 'nosuch'" in result.stderr.str()


def test_prompt_quotes_the_signature_and_parses_back():
    corpus = load(read_spec(CORPORA / "http_server.toml"), CORPORA / ".cache")
    t = corpus.targets[0]
    text = recall_prompt(corpus.text, task_text(t.name, t.label, None, t.signature, 20))
    assert text.startswith(corpus.text.rstrip("\n"))  # the corpus first: a shared prefix
    assert f"\n    {t.signature.strip()}" in text and "first 20 lines" in text
    assert parse(text) == (corpus.text.rstrip("\n"), t.signature, 20)
    assert parse("Solve the problem marked TARGET PROBLEM above.") is None


def test_sim_recalls_shallow_context_verbatim():
    corpus = load(read_spec(CORPORA / "http_server.toml"), CORPORA / ".cache")
    t = corpus.targets[0]
    text = recall_prompt(corpus.text, task_text(t.name, t.label, None, t.signature, 20))
    robust = answer(text, 2000, PROFILES["robust"], "sim-robust")  # short context: no loss
    assert robust.split("\n") == list(t.primary)
    assert answer(text, 2000, PROFILES["robust"], "sim-robust") == robust  # deterministic


def test_rescoring_a_record_under_another_policy():
    expected = ["    x = 1", "    y = 2", "", "    return x + y"]
    record = {"expected": expected, "kinds": ["code", "code", "blank", "code"], "bonus_expected": [],
              "bonus_kinds": [], "count_comments": True, "relax_indent": False, "pass_ratio": 0.4,
              "alignment": "codeneedle", "signature": "def f():"}
    response = "x = 1\n    y = 2\n\n    return x + y"
    strict = score_fields(record, response)
    assert (strict["matched"], strict["total"], strict["reindented"], strict["hallucinated"]) == (2, 3, 1, 0)
    relaxed = score_fields({**record, "relax_indent": True}, response)
    assert (relaxed["matched"], relaxed["reindented"]) == (3, 0)
    assert score_fields(record, "```\n```")["status"] == "no_answer"


def test_cre_corpus_show_and_check(capsys, tmp_path):
    from pytest_cre.cli import main

    assert main(["corpus", "show", "http_server"]) == 0
    out = capsys.readouterr().out
    assert "8 targets of 20 lines" in out and "send_head" in out and "(early)" in out
    assert main(["corpus", "show", "http_server", "--function", "guess_type"]) == 0
    assert "=== SimpleHTTPRequestHandler.guess_type" in capsys.readouterr().out
    assert main(["corpus", "check"]) == 0  # the committed novel corpora regenerate byte for byte
    (tmp_path / "novel_16k.py").write_text("# changed\n")
    assert main(["corpus", "check", str(tmp_path)]) == 1
    assert "difference" in capsys.readouterr().out


def _in_flight(recs: list[dict]) -> int:
    events = sorted([(r["started_at"], 1) for r in recs] + [(r["finished_at"], -1) for r in recs])
    now = most = 0
    for _, step in events:
        now += step
        most = max(most, now)
    return most


def test_items_of_one_request_keep_the_slots_full_after_the_first_answer(recall_cells):
    """One request per item: the look-ahead queues the next items' requests (up to the model's
    slots), and the first request of a corpus goes alone so a server can cache the corpus."""
    result = recall_cells.runpytest("--cre-corpora", "http_server", "--cre-cache", "off", "-p", "no:cacheprovider",
                                    "--cre-concurrency", "8", "--cre-sim-latency", "300")
    result.assert_outcomes(passed=8)
    recs = sorted(run_records(latest(recall_cells)), key=lambda r: r["started_at"])
    first, rest = recs[0], recs[1:]
    assert all(r["started_at"] >= first["finished_at"] for r in rest)  # the corpus prefix first
    assert _in_flight(rest) >= 6  # then together, not one item at a time
    assert all(r["cached_tokens"] > 0.8 * r["reported_prompt_tokens"] for r in rest)


def test_cre_report_rescores_stored_responses_under_another_policy(recall_cells, tmp_path, capsys):
    from pytest_cre.cli import main

    recall_cells.runpytest(*SMALL, "--cre-sim-latency", "0").assert_outcomes(passed=4)
    run = latest(recall_cells).resolve()
    strict = run_records(run)
    assert sum(r["reindented"] for r in strict) > 0  # sim re-indents some lines: the policy matters
    assert main(["report", str(run), "--relax-indent", "--out", str(tmp_path / "relaxed")]) == 0
    relaxed = run_records(tmp_path / "relaxed")
    assert [r["response"] for r in relaxed] == [r["response"] for r in strict]  # no model was asked
    assert all(r["relax_indent"] and r["reindented"] == 0 for r in relaxed)
    assert all(b["matched"] == a["matched"] + a["reindented"] for a, b in zip(strict, relaxed))
    cells = (tmp_path / "relaxed" / "cells.csv").read_text()
    assert "indentation relaxed" in cells and "strict indentation" not in cells
    # Records of another scorer are refused unless asked for.
    stale = tmp_path / "stale.jsonl"
    stale.write_text("".join(json.dumps({**r, "scorer_version": "cre-recall-score-v0"}) + "\n" for r in strict))
    assert main(["report", str(stale), "--out", str(tmp_path / "s")]) == 4
    assert "scorer_version 'cre-recall-score-v0'" in capsys.readouterr().err
    assert main(["report", str(stale), "--out", str(tmp_path / "s"), "--any-version"]) == 0


def test_verbose_runs_show_each_target_s_diff_in_colour(recall_cells):
    coloured = recall_cells.runpytest(*SMALL, "-v", "--color=yes").stdout.str()
    assert "pytest-cre details" in coloured and "=== http_server: " in coloured
    assert "\x1b[31m- " in coloured or "\x1b[33m+ " in coloured  # missing (red) or invented (yellow) lines
    plain = recall_cells.runpytest(*SMALL, "-v", "--color=no").stdout.str()
    assert "=== http_server: " in plain and "\x1b[" not in plain
    assert "pytest-cre details" not in recall_cells.runpytest(*SMALL).stdout.str()  # only with -v


def test_named_targets_and_the_opt_in_gate(recall_cells):
    args = [*SMALL[:2], "--cre-functions", "guess_type,SimpleHTTPRequestHandler.translate_path", *SMALL[4:]]
    result = recall_cells.runpytest(*args, "--co", "-q")
    result.stdout.fnmatch_lines(["*translate_path*", "*guess_type*", "2 tests collected*"])
    assert recall_cells.runpytest(*args).ret == 0  # items measure
    gated = recall_cells.runpytest(*args, "--cre-fail-below", "1")
    gated.stdout.fnmatch_lines(["*is below --cre-fail-below 1*"])
    assert gated.ret == pytest.ExitCode.TESTS_FAILED
    nothing = recall_cells.runpytest(*SMALL[:2], "--cre-functions", "nosuch", *SMALL[4:])
    assert nothing.ret == pytest.ExitCode.USAGE_ERROR and "no such target" in nothing.stderr.str()


def test_the_report_page_shows_each_function_s_diff(recall_cells):
    from html.parser import HTMLParser

    recall_cells.runpytest(*SMALL).assert_outcomes(passed=4)
    page = (latest(recall_cells) / "report.html").read_text()

    class Spans(HTMLParser):
        classes: list[str] = []
        summaries = 0

        def handle_starttag(self, tag_name, attrs):
            if tag_name == "span" and dict(attrs).get("class"):
                self.classes.append(dict(attrs)["class"])
            self.summaries += tag_name == "summary"

    parsed = Spans()
    parsed.feed(page)
    assert parsed.summaries == 4  # one diff per target
    assert "matched" in parsed.classes and {"missing", "hallucinated", "reindented"} & set(parsed.classes)


def test_show_prompt_shows_a_recall_prompt(capsys):
    from pytest_cre.cli import main

    assert main(["show-prompt", "--corpus", "http_server", "--function", "guess_type", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    text = info["messages"][0]["content"]
    (start, end), = info["target_spans"]
    assert text[start:end] == "    def guess_type(self, path):" and start < text.index("Task: reproduce")
    assert info["item_id"] == "recall-http_server-SimpleHTTPRequestHandler.guess_type-sim"
    assert info["template_version"] == "cre-recall-v1" and info["gold"].startswith('        """Guess the type')


def test_a_corpus_with_request_errors_is_flagged_invalid_and_ranked_last(recall_cells):
    result = recall_cells.runpytest("--cre-corpora", "http_server,novel_16k", "--cre-cache", "off",
                                    "-p", "no:cacheprovider", "--cre-sim-faults", "500:0.05", "--cre-max-attempts", "1",
                                    "--cre-backoff", "0")
    result.stdout.fnmatch_lines(["*sim*novel_16k*(17/17)\u2020 INVALID (1 request errors)*"])
    # Ranking: whatever order the cells come in, the invalid ones go after the valid ones.
    import pandas as pd

    from pytest_cre.families.recall.tables import headline

    row = {"model": "m", "k": 5, "n": 8, "samples": 8, "ci_low": 0.2, "ci_high": 0.9, "mean_ratio": 0.5,
           "code_recall": 0.5, "prose_recall": 0.5, "hallucinated": 0, "reindented": 0, "policy": "p",
           **{f"{b}_{x}": 1 for b in ("early", "middle", "late") for x in "kn"}}
    cells = pd.DataFrame([{**row, "corpus": "a", "incomplete": True, "samples": 9},
                          {**row, "corpus": "b", "incomplete": False}])
    table = headline(cells, None)
    assert list(table["corpus"]) == ["b", "a"] and "INVALID (1 request errors)" in table["pass"].iloc[1]
    cut = headline(pd.DataFrame([{**row, "corpus": "c", "incomplete": True, "missing": 3}]), None)
    assert cut["pass"].iloc[0] == "62% (5/8)\u2020 INVALID (3 missing)"  # cut short, no request error


def test_public_api_and_every_eligible_function(capsys):
    import http.server

    from pytest_cre.cli import main
    from pytest_cre.recall import extract, score

    functions = extract(http.server.__file__)
    assert any(f.qualname == "SimpleHTTPRequestHandler.guess_type" for f in functions)
    f = next(f for f in functions if f.name == "guess_type")
    assert score(f.body_lines[:20], "\n".join(f.body_lines[:20]), kinds=f.kinds[:20]).ratio == 1.0
    assert main(["corpus", "show", "http_server", "--all"]) == 0
    assert "10 targets of 20 lines" in capsys.readouterr().out  # 11 eligible, 1 unanswerable


def test_a_hard_large_corpus_at_zero_is_no_sanity_warning_but_the_smallest_one_is():
    from types import SimpleNamespace

    import pandas as pd

    from pytest_cre.report.terminal import sanity_lines

    def cells(small_k: int) -> SimpleNamespace:
        rows = [{"model": "m", "corpus": "novel_16k", "prompt_tokens": 16000.0, "n": 20, "k": small_k, "samples": 20},
                {"model": "m", "corpus": "jquery", "prompt_tokens": 90000.0, "n": 200, "k": 0, "samples": 200}]
        return SimpleNamespace(family=RecallFamily(), cells=pd.DataFrame(rows), records=[])

    # 10 of 220 overall (4.5%), but half of the smallest corpus: the big one is hard, the server works
    assert sanity_lines(cells(small_k=10)) == []
    lines = sanity_lines(cells(small_k=0))
    assert len(lines) == 1 and "0.0% correct (0/20) on its smallest corpus" in lines[0]
