"""The recall family end to end against sim (pytester, black box), and its pure pieces."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import ClassVar

import pytest
from helpers import assert_cell_fields_complete, run_records
from invariance import stable_bytes

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.record import CORE_FIELDS
from pytest_cre.families.recall import RecallFamily
from pytest_cre.families.recall.corpus import load, read_spec
from pytest_cre.families.recall.prompt import parse, recall_prompt, task_text
from pytest_cre.families.recall.score import score
from pytest_cre.families.recall.sim import answer
from pytest_cre.families.recall.worker import score_fields
from pytest_cre.sim.model import SimPrompt
from pytest_cre.sim.profiles import PROFILES

CORPORA = Path(__file__).resolve().parents[3] / "corpora"
SMALL = ["--cre-corpora", "http_server", "--cre-recall-k", "4", "--cre-cache", "off", "-p", "no:cacheprovider"]


def latest(project: pytest.Pytester) -> Path:
    return project.path / "reports" / "latest"


def test_a_recall_run_against_sim(recall_cells):
    result = recall_cells.runpytest(*SMALL, "--junitxml=junit.xml", "--strict-markers")
    result.assert_outcomes(passed=4)  # the reasoning module collects nothing: no placeholder
    result.stdout.fnmatch_lines(
        [
            "*http_server: excluded 1 unanswerable target(s) — duplicate name AND identical signature: send_head*",
            "*pytest-cre summary*",
            "*model*corpus*pass*",
            "*sim*http_server*(*/4)*",
            "columns: pass = *; lines = *; code, prose = *; halluc = *; reindent = *",  # the short names said
        ]
    )
    recs = run_records(latest(recall_cells))
    assert len(recs) == 4 and {r["family"] for r in recs} == {"recall"}
    assert_cell_fields_complete(latest(recall_cells))
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
        one, two = (recall_cells.path / run / "latest" / name for run in ("r0", "r2"))
        assert stable_bytes(one) == stable_bytes(two)


def test_novel_sizes_are_compared_on_the_same_targets(recall_cells):
    args = [
        "--cre-corpora",
        "novel_16k,novel_64k",
        "--cre-recall-k",
        "18",
        "--cre-cache",
        "off",
        "-p",
        "no:cacheprovider",
    ]
    recall_cells.runpytest(*args).assert_outcomes(passed=36)
    drops = (latest(recall_cells) / "drops.csv").read_text().splitlines()
    assert len(drops) == 2 and ",novel_64k,novel_16k,novel_64k-novel_16k," in drops[1]
    recs = run_records(latest(recall_cells))
    by = {(r["corpus"], r["sample"]): r["function"] for r in recs}
    assert all(by[("novel_16k", i)] == by[("novel_64k", i)] for i in range(18))  # paired by target
    md = (latest(recall_cells) / "summary.md").read_text()
    assert "exact McNemar" in md and "Fisher middle vs late" in md
    assert "pass rate by depth" in (latest(recall_cells) / "report.html").read_text()


def test_the_terminal_shows_the_recall_comparisons_it_corrects_for(recall_cells):
    args = [
        "--cre-corpora",
        "novel_16k,novel_64k,novel_128k",
        "--cre-recall-k",
        "6",
        "--cre-cache",
        "off",
        "-p",
        "no:cacheprovider",
    ]
    result = recall_cells.runpytest(*args)
    result.assert_outcomes(passed=18)  # k=6 of each manifest's 18, the same six in every size
    out = result.stdout.str()
    result.stdout.fnmatch_lines(
        [
            "*Bonferroni over 3 comparisons*",
            "limit hits (generation stopped at the token limit): scored on the lines produced*: none in this run",
            "across corpus sizes (the same targets; * significant after the correction above):",
            "sim: novel_64k * vs novel_16k *pp, McNemar p=* over 6 paired targets, Fisher p=*",
            "sim: novel_128k * vs novel_16k *",
            "sim: novel_128k * vs novel_64k *",
            "by depth third (Fisher middle vs late, two-sided, uncorrected):",
            "sim: novel_16k: early *, middle *, late *: p=*",
        ]
    )
    assert "as the paper's k/50" not in out  # the reasoning family's sentence


def test_a_target_that_hit_the_limit_is_scored_on_what_it_produced(recall_cells):
    result = recall_cells.runpytest(*SMALL, "--cre-sim-faults", "length:1")
    result.stdout.fnmatch_lines(["*scored on the lines produced before the limit*: 4 in 1 of 1 cells"])
    recs = run_records(latest(recall_cells))
    assert {r["status"] for r in recs} == {"truncated"} and all(r["finish_reason"] == "length" for r in recs)
    assert all(r["matched"] is not None and r["code_total"] and r["correct"] == (r["ratio"] >= 0.4) for r in recs)
    cells = (latest(recall_cells) / "cells.csv").read_text().splitlines()
    header, row = cells[0].split(","), cells[1].split(",")
    assert all(row[header.index(c)] != "" for c in ("mean_ratio", "code_recall", "prose_recall"))
    assert "=== http_server: " in recall_cells.runpytest(*SMALL, "--cre-sim-faults", "length:1", "-v").stdout.str()


def test_an_empty_answer_is_no_result(recall_cells, monkeypatch):
    """CodeNeedle makes a run with an empty answer invalid: here the sample is not scored
    (``empty_answer``), its item fails saying so, and its corpus's row is flagged INVALID."""
    from pytest_cre.families.recall import sim

    real = sim.answer
    monkeypatch.setattr(sim, "answer", lambda prompt: None if real(prompt) is None else "  \n")
    result = recall_cells.runpytest(*SMALL)
    result.assert_outcomes(failed=4)
    result.stdout.fnmatch_lines(
        [
            "*no sample got an answer (empty_answer*",
            "*sim*http_server*INVALID (4 empty answers)*",
            "*not scored: sim: 4 of 4 samples (4 empty_answer)*",
        ]
    )
    recs = run_records(latest(recall_cells))
    assert {(r["status"], r["correct"], r["matched"]) for r in recs} == {("empty_answer", None, None)}


def test_a_bad_corpus_file_is_one_line(recall_cells, tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text("[files]\nglob = 1\n")
    result = recall_cells.runpytest(f"--cre-corpora={bad}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"{bad}: [files] give exactly one of" in result.stderr.str()
    result = recall_cells.runpytest("--cre-corpora", "nosuch")
    assert result.ret == pytest.ExitCode.USAGE_ERROR and "unknown corpus 'nosuch'" in result.stderr.str()


def test_prompt_quotes_the_signature_and_parses_back(corpus_cache: Path):
    corpus = load(read_spec(CORPORA / "http_server.toml"), corpus_cache)
    t = corpus.targets[0]
    for version, head in (("cre-recall-v2", corpus.text), ("cre-recall-v1", corpus.text.rstrip("\n"))):
        text = recall_prompt(corpus.text, task_text(t.name, t.label, None, t.signature, 20, version), version)
        assert text.startswith(corpus.text.rstrip("\n"))  # the corpus first: a shared prefix
        assert f"\n    {t.signature.strip()}" in text and "first 20 lines" in text
        assert parse(text) == (head, t.signature, 20)
    assert parse("Solve the problem marked TARGET PROBLEM above.") is None


def test_the_v2_prompt_asks_what_codeneedle_asks():
    """CodeNeedle's task: the corpus as it is, a --- line, the task "from the source above"
    with no qualified name, the quoted signature, "Output the N lines that come immediately after
    it.", then its five rules in its order."""
    task = task_text("val", "jQuery.fn.val", None, "\tval: function( value ) {", 20)
    text = recall_prompt("corpus line\n\n", task)
    assert text == (
        "corpus line\n\n\n\n---\n\n"
        "Task: reproduce verbatim the first 20 lines of the body of the function named `val` from the "
        "source above.\n\nIt is the function introduced by exactly this text:\n\n    \tval: function( value ) {"
        "\n\nOutput the 20 lines that come immediately after it.\n\nRules:\n"
        "- Output ONLY those lines, each on its own line, in their original order.\n"
        "- Keep the original indentation and every character exactly as written.\n"
        "- Do NOT repeat the signature text quoted above.\n"
        "- Do NOT add commentary, line numbers or markdown code fences.\n"
        "- Reproduce blank lines of the body as blank lines.\n"
    )
    assert "jQuery.fn.val" not in text
    assert "in the file `src/a.py`" in task_text("f", "src/a.py::f", "src/a.py", "def f():", 20)
    # a signature that ends with a blank line is quoted without it, as CodeNeedle quotes it
    assert "\n    def f():\n\nOutput" in task_text("f", "f", None, "def f():\n", 20)
    v1 = task_text("val", "jQuery.fn.val", None, "\tval: function( value ) {", 20, "cre-recall-v1")
    assert "(`jQuery.fn.val`)" in v1 and "Rules:" not in v1
    with pytest.raises(
        CreUsageError, match="--cre-recall-template 'v9': use one of cre-recall-v2, cre-recall-v1, codeneedle"
    ):
        task_text("f", "f", None, "def f():", 20, "v9")


@pytest.mark.parametrize("thinking", [None, False, True])
def test_the_codeneedle_template_sends_codeneedles_bytes(corpus_cache: Path, thinking):
    """The two points where v2 differs from CodeNeedle's prompt, as CodeNeedle's code makes them
    (bench/extract.py's load_source_glob, bench/runner.py's suffix): each file under a
    ``# ====== PATH ======`` line, PATH its corpus directory made absolute against the folder it
    runs in, then the file, a newline if it lacks one and a blank line; ``\n\n---\n\n``; the
    task; and, as its suppress_thinking (on unless thinking is asked for), ``\n/no_think\n``
    after the rules."""
    from pytest_cre.endpoints.server_info import tokenizer_for
    from pytest_cre.endpoints.vendors import preset_model
    from pytest_cre.families.recall.cells import RecallSpec
    from pytest_cre.families.recall.worker import RecallWorker

    spec = read_spec(CORPORA / "http_server.toml")
    corpus = load(spec, corpus_cache, codeneedle_dir=Path("/home/me/codeneedle"))
    worker = RecallWorker({"http_server": corpus}, tokenizer_for, template="codeneedle")
    model = preset_model("m", "llamacpp", "m", thinking=thinking)
    cell = RecallSpec(corpus="http_server", target="", index=0, model="m", vendor="llamacpp", n=1, seed=42)
    prompt, t = worker.prompt(cell, model, 0)
    (source,) = corpus.sources
    text = source.read_text(encoding="utf-8")
    ended = text if text.endswith("\n") else text + "\n"
    expected = (
        f"# ====== /home/me/codeneedle/fixtures/http_server.py ======\n{ended}\n"
        + "\n\n---\n\n"
        + task_text(t.name, t.label, None, t.signature, len(t.primary))
        + ("" if thinking else "\n/no_think\n")
    )
    assert prompt.messages == [{"role": "user", "content": expected}]
    assert prompt.template_version == "codeneedle" and prompt.instruction_start == expected.index("Task: ")
    # the corpus as the default template reads it keeps pytest-cre's header, and no suffix
    plain, _ = RecallWorker({"http_server": load(spec, corpus_cache)}, tokenizer_for).prompt(cell, model, 0)
    assert plain.messages[0]["content"].startswith("# ====== server.py ======\n")
    assert not plain.messages[0]["content"].endswith("/no_think\n")
    # a response cached for one form is never the other's
    keys = {
        RecallWorker({"http_server": load(spec, corpus_cache, codeneedle_dir=d)}, tokenizer_for, template=v).prompt_key(
            cell, m, 0
        )
        for v, d in (("codeneedle", Path("/a")), ("codeneedle", Path("/b")), ("cre-recall-v2", None))
        for m in (preset_model("m", "llamacpp", "m"), preset_model("m", "llamacpp", "m", thinking=True))
    }
    assert len(keys) == 5  # the default template's prompt does not depend on either


def test_recall_prompts_count_as_a_whole_encode_does(corpus_cache: Path, monkeypatch):
    """The corpus's tokens are counted once per process and each target's task added to them
    (``Tokenizer.count_joined``): every target's count under every template, thinking on and
    off, is the whole prompt's; the second target costs no encode of the corpus."""
    from pytest_cre.endpoints.server_info import tokenizer_for
    from pytest_cre.endpoints.vendors import preset_model
    from pytest_cre.families.recall.cells import RecallSpec
    from pytest_cre.families.recall.prompt import TEMPLATES
    from pytest_cre.families.recall.worker import RecallWorker

    corpus = load(read_spec(CORPORA / "http_server.toml"), corpus_cache)
    tokenizer = tokenizer_for(preset_model("m", "llamacpp", "m"))  # the worker's (one per process)
    cell = RecallSpec(corpus="http_server", target="", index=0, model="m", vendor="llamacpp", n=1, seed=42)
    for version in TEMPLATES:
        worker = RecallWorker({"http_server": corpus}, tokenizer_for, template=version)
        for thinking in (None, True):
            model = preset_model("m", "llamacpp", "m", thinking=thinking)
            for i in range(len(corpus.targets)):
                prompt, _ = worker.prompt(cell, model, i)
                assert prompt.prompt_tokens == tokenizer.count(prompt.messages[0]["content"]), (version, i)
    encoded = []
    monkeypatch.setattr(tokenizer, "_count_one", lambda text: encoded.append(text) or 0)  # a whole encode
    RecallWorker({"http_server": corpus}, tokenizer_for).prompt(cell, preset_model("m", "llamacpp", "m"), 1)
    assert not encoded


def test_sim_recalls_shallow_context_verbatim(corpus_cache: Path):
    corpus = load(read_spec(CORPORA / "http_server.toml"), corpus_cache)
    t = corpus.targets[0]
    for version in ("cre-recall-v2", "cre-recall-v1"):  # sim reads either template
        text = recall_prompt(corpus.text, task_text(t.name, t.label, None, t.signature, 20, version), version)
        asked = SimPrompt([{"role": "user", "content": text}], text, 2000, PROFILES["robust"], "sim-robust")
        robust = answer(asked)  # short context: little loss
        assert score(t.primary, robust, kinds=t.kinds).ratio >= 0.8
        assert answer(asked) == robust  # deterministic


RECORD = {
    "expected": ["    x = 1", "    y = 2", "", "    return x + y"],
    "kinds": ["code", "code", "blank", "code"],
    "bonus_expected": [],
    "bonus_kinds": [],
    "count_comments": True,
    "relax_indent": False,
    "pass_ratio": 0.4,
    "alignment": "codeneedle",
    "signature": "def f():",
    "unclosed_think": "score",
    "signature_echo": "count",
    "empty_answer": "invalid",
}
EXACT = "    x = 1\n    y = 2\n\n    return x + y"


def test_the_scoring_defaults_are_codeneedle_s_and_the_alternatives_are_named_policies():
    # an unclosed leading <think>: scored as text (one hallucinated line), or dropped
    think = score_fields(RECORD, "<think>\n" + EXACT)
    assert (think["status"], think["correct"], think["matched"], think["hallucinated"]) == ("ok", True, 3, 1)
    dropped = score_fields({**RECORD, "unclosed_think": "drop"}, "<think>\n" + EXACT)
    assert (dropped["status"], dropped["correct"], dropped["matched"]) == ("no_answer", False, 0)
    # a repeated signature: hallucinated (the prompt forbids it), or dropped
    assert score_fields(RECORD, "def f():\n" + EXACT)["hallucinated"] == 1
    assert score_fields({**RECORD, "signature_echo": "drop"}, "def f():\n" + EXACT)["hallucinated"] == 0
    # an empty answer: no result (the cell is invalid, as CodeNeedle's run), or a failed target
    empty = score_fields(RECORD, "  \n")
    assert (empty["status"], empty["correct"], empty["matched"], empty["ratio"]) == ("empty_answer", None, None, None)
    wrong = score_fields({**RECORD, "empty_answer": "wrong"}, "")
    assert (wrong["status"], wrong["correct"], wrong["matched"]) == ("no_answer", False, 0)
    assert score_fields(RECORD, "```\n```")["status"] == "no_answer"  # an answer that cleans to nothing fails
    # a limit hit is scored on what it produced and stays a limit hit
    cut = score_fields(RECORD, EXACT, "truncated")
    assert (cut["status"], cut["correct"], cut["matched"], cut["total"]) == ("truncated", True, 3, 3)
    assert score_fields(RECORD, "", "truncated")["status"] == "truncated"
    # the summary's scoring line says every choice
    assert think["policy"].endswith(
        "codeneedle alignment, unclosed <think> scored, repeated signature hallucinated, empty answer invalid"
    )
    assert "unclosed <think> dropped" in dropped["policy"] and "empty answer failed" in wrong["policy"]
    # a record written by scorer v1 (no policy fields) is re-scored as v1 scored it
    v1 = {k: v for k, v in RECORD.items() if k not in ("unclosed_think", "signature_echo", "empty_answer")}
    assert score_fields(v1, "<think>\n" + EXACT)["status"] == "no_answer"
    assert score_fields(v1, "def f():\n" + EXACT)["hallucinated"] == 0


def test_rescoring_a_record_under_another_policy():
    expected = ["    x = 1", "    y = 2", "", "    return x + y"]
    record = {
        "expected": expected,
        "kinds": ["code", "code", "blank", "code"],
        "bonus_expected": [],
        "bonus_kinds": [],
        "count_comments": True,
        "relax_indent": False,
        "pass_ratio": 0.4,
        "alignment": "codeneedle",
        "signature": "def f():",
    }
    response = "x = 1\n    y = 2\n\n    return x + y"
    strict = score_fields(record, response)
    assert (strict["matched"], strict["total"], strict["reindented"], strict["hallucinated"]) == (2, 3, 1, 0)
    relaxed = score_fields({**record, "relax_indent": True}, response)
    assert (relaxed["matched"], relaxed["reindented"]) == (3, 0)
    assert score_fields(record, "```\n```")["status"] == "no_answer"


def test_cre_corpus_show_and_check(capsys, tmp_path, monkeypatch):
    from pytest_cre.cli import main
    from pytest_cre.families.recall import novel

    # The headline manifest only: the long corpora's is pinned in test_novel and bench_million.
    monkeypatch.setattr(novel, "MANIFESTS", {novel.MANIFEST_NAME: novel.SIZES})

    assert main(["corpus", "show", "http_server"]) == 0
    out = capsys.readouterr().out
    assert "10 targets of 20 lines" in out and "send_head" in out and "(early)" in out
    from pytest_cre.families.recall.corpus import load, read_spec

    notices = load(read_spec(CORPORA / "http_server.toml"), tmp_path).notices  # this Python's file vs CodeNeedle's
    assert all(line in out for line in notices) and ("not the file CodeNeedle's results use" in out) == bool(notices)
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
    result = recall_cells.runpytest(
        "--cre-corpora",
        "http_server",
        "--cre-cache",
        "off",
        "-p",
        "no:cacheprovider",
        "--cre-concurrency",
        "8",
        "--cre-sim-latency",
        "300",
    )
    result.assert_outcomes(passed=10)  # every answerable target (CodeNeedle asks all 10)
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
    # any answerable function, sampled or not (k=4 samples neither of these)
    args = [*SMALL[:2], "--cre-functions", "guess_type,SimpleHTTPRequestHandler.translate_path", *SMALL[4:]]
    result = recall_cells.runpytest(*args, "--co", "-q")
    result.stdout.fnmatch_lines(["*translate_path*", "*guess_type*", "2 tests collected*"])
    assert recall_cells.runpytest(*args).ret == 0  # items measure
    gated = recall_cells.runpytest(*args, "--cre-fail-below", "1", "--cre-model", "sim:sim-param:base=0.5")
    gated.stdout.fnmatch_lines(["*is below --cre-fail-below 1*"])
    assert gated.ret == pytest.ExitCode.TESTS_FAILED
    for names, bad in (("nosuch", "nosuch"), ("guess_type,nosuch", "nosuch"), ("send_head", "send_head")):
        nothing = recall_cells.runpytest(*SMALL[:2], "--cre-functions", names, *SMALL[4:])
        assert nothing.ret == pytest.ExitCode.USAGE_ERROR
        assert f"--cre-functions {bad}: no answerable function of that name in http_server" in nothing.stderr.str()


def test_k_selects_a_function_by_its_exact_name(recall_cells, jquery):
    """``-k "recall and val"`` selects jQuery's val (not sampled: -k's word adds it), never
    DOMEval or jQuery._evalUrl by substring."""
    corpus = recall_cells.path / "jq.toml"
    corpus.write_text(f'[files]\ndirectory = "{jquery.parent}"\nglob = "jquery.js"\n[sample]\nk = 16\nseed = 42\n')
    args = ["--cre-corpora", str(corpus), "--cre-cache", "off", "-p", "no:cacheprovider", "--co", "-q"]
    result = recall_cells.runpytest(*args, "-k", "recall and val")
    result.stdout.fnmatch_lines(["*test_recall*recall-jq-val-sim*", "1/17 tests collected (16 deselected)*"])
    assert "DOMEval" not in result.stdout.str() and "_evalUrl" not in result.stdout.str()
    every = recall_cells.runpytest(*args)
    every.stdout.fnmatch_lines(["16 tests collected*"])  # without -k: CodeNeedle's 16
    assert "recall-jq-DOMEval-sim" in every.stdout.str()


def test_the_report_page_shows_each_function_s_diff(recall_cells):
    from html.parser import HTMLParser

    recall_cells.runpytest(*SMALL).assert_outcomes(passed=4)
    page = (latest(recall_cells) / "report.html").read_text()

    class Spans(HTMLParser):
        classes: ClassVar[list[str]] = []
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
    ((start, end),) = info["target_spans"]
    assert text[start:end] == "    def guess_type(self, path):" and start < text.index("Task: reproduce")
    assert info["instruction_start"] == text.index("Task: reproduce")  # the task, then its rules
    assert info["item_id"] == "recall-http_server-SimpleHTTPRequestHandler.guess_type-sim"
    assert info["template_version"] == "cre-recall-v2" and info["gold"].startswith('        """Guess the type')
    assert (
        main(
            [
                "show-prompt",
                "--corpus",
                "http_server",
                "--function",
                "guess_type",
                "--json",
                "--recall-template",
                "cre-recall-v1",
            ]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["template_version"] == "cre-recall-v1"


@pytest.mark.parametrize("corpus", ["jquery", "http_server", "novel_16k"])
def test_show_prompt_of_a_recall_corpus_in_text_mode(corpus, jquery, tmp_path, monkeypatch, capsys):
    from pytest_cre.cli import main

    monkeypatch.chdir(tmp_path)  # the cache (where jquery.js would be fetched to) is the cwd's
    cached = tmp_path / ".cre-cache/corpora/npm/jquery@3.7.1/package/dist/jquery.js"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(jquery.read_bytes())
    assert main(["show-prompt", "--corpus", corpus]) == 0  # a corpus has no token budget
    out = capsys.readouterr().out
    assert f"recall-{corpus}-" in out and "(no budget: a whole corpus) (cl100k_base)" in out
    assert "template      cre-recall-v2" in out
    # the corpus is elided, the task and its rules are shown whole
    assert (
        "characters of filler elided" in out
        and out.rstrip("\n").endswith("Reproduce blank lines of the body as blank lines.")
        and "Output the " in out.split("elided ...]")[-1]
    )


def test_a_corpus_with_request_errors_is_flagged_invalid_and_ranked_last(recall_cells):
    result = recall_cells.runpytest(
        "--cre-corpora",
        "http_server,novel_16k",
        "--cre-cache",
        "off",
        "-p",
        "no:cacheprovider",
        "--cre-sim-faults",
        "500:0.05",
        "--cre-max-attempts",
        "1",
        "--cre-backoff",
        "0",
    )
    result.stdout.fnmatch_lines(["*sim*novel_16k*(17/17)\u2020 INVALID (1 request errors)*"])
    # Ranking: whatever order the cells come in, the invalid ones go after the valid ones.
    import pandas as pd

    from pytest_cre.families.recall.tables import headline

    row = {
        "model": "m",
        "k": 5,
        "n": 8,
        "samples": 8,
        "ci_low": 0.2,
        "ci_high": 0.9,
        "mean_ratio": 0.5,
        "code_recall": 0.5,
        "prose_recall": 0.5,
        "hallucinated": 0,
        "reindented": 0,
        "policy": "p",
        **{f"{b}_{x}": 1 for b in ("early", "middle", "late") for x in "kn"},
    }
    cells = pd.DataFrame(
        [{**row, "corpus": "a", "incomplete": True, "samples": 9}, {**row, "corpus": "b", "incomplete": False}]
    )
    table = headline(cells, None)
    assert list(table["corpus"]) == ["b", "a"] and "INVALID (1 request errors)" in table["pass"].iloc[1]
    cut = headline(pd.DataFrame([{**row, "corpus": "c", "incomplete": True, "missing": 3}]), None)
    assert cut["pass"].iloc[0] == "62% (5/8)\u2020 INVALID (3 missing)"  # cut short, no request error


def test_public_api_and_every_eligible_function(capsys):
    import http.server

    from pytest_cre.cli import main
    from pytest_cre.codeneedle import extract, score

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
        rows = [
            {"model": "m", "corpus": "novel_16k", "prompt_tokens": 16000.0, "n": 20, "k": small_k, "samples": 20},
            {"model": "m", "corpus": "jquery", "prompt_tokens": 90000.0, "n": 200, "k": 0, "samples": 200},
        ]
        return SimpleNamespace(family=RecallFamily(), cells=pd.DataFrame(rows), records=[])

    # 10 of 220 overall (4.5%), but half of the smallest corpus: the big one is hard, the server works
    assert sanity_lines(cells(small_k=10)) == []
    lines = sanity_lines(cells(small_k=0))
    assert len(lines) == 1 and "0.0% correct (0/20) on its smallest corpus" in lines[0]


# A 48-line target (the novel corpora's), of which a response gives the first N lines.
EXPECTED_48 = [f"    v{i} = {i}" for i in range(48)]
RECORD_48 = {
    **RECORD,
    "model": "sim",
    "corpus": "novel_16k",
    "function": "f",
    "cell_id": "recall-novel_16k-sim",
    "band": "early",
    "sample": 0,
    "expected": EXPECTED_48,
    "kinds": ["code"] * 48,
}


def test_a_fail_never_shows_the_pass_threshold_as_its_ratio():
    from pytest_cre.families.recall.worker import diff_lines

    expected = EXPECTED_48
    record = {**RECORD_48, "status": "ok", "response": "\n".join(expected[:19])}
    (verdict, markup), *_ = diff_lines(record)
    assert "[FAIL]  matched=19/48 (39.6%)" in verdict and markup["red"]
    (verdict, _), *_ = diff_lines({**record, "response": "\n".join(expected[:20])})
    assert "[PASS]  matched=20/48 (42%)" in verdict
    ((verdict, _),) = diff_lines({**record, "status": "empty_answer", "response": ""})
    assert "[EMPTY ANSWER]  not scored" in verdict


def test_the_page_s_diffs_show_limit_hits_and_never_round_a_fail_onto_the_threshold():
    from pytest_cre.families.recall.html import diffs

    expected, record = EXPECTED_48, RECORD_48
    page = diffs([{**record, "status": "ok", "response": "\n".join(expected[:19])}])
    assert "[FAIL] matched 19/48 (39.6%)" in page and "(40%)" not in page
    cut = diffs([{**record, "status": "truncated", "response": "\n".join(expected[:30])}])
    assert "[PASS] matched 30/48 (62%)" in cut and "limit hit: scored on the lines before the limit" in cut
