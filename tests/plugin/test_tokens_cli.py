"""Tokenizers (tiktoken and a Hugging Face tokenizer.json) and the standalone ``cre`` tools."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from openai import OpenAI

from pytest_cre.assembly.placement import filler_order
from pytest_cre.cli import main
from pytest_cre.core.tokens import get_tokenizer
from pytest_cre.families.reasoning.fillers import task_pool
from pytest_cre.families.reasoning.prompt import build_prompt as assemble
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS


@pytest.fixture(scope="module")
def hf_tokenizer_json(tmp_path_factory):
    tokenizers = pytest.importorskip("tokenizers")
    from tokenizers import models, pre_tokenizers, trainers

    data = BUILTIN_TASKS["arith"].load(None)
    tok = tokenizers.Tokenizer(models.BPE(unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.train_from_iterator(
        [i.question + "\n" + i.solution for i in data.filler[:2000]],
        trainers.BpeTrainer(vocab_size=600, special_tokens=["[UNK]"]),
    )
    path = tmp_path_factory.mktemp("tok") / "tokenizer.json"
    tok.save(str(path))
    return str(path)


def test_cached_counts_include_the_separator():
    tok = get_tokenizer()
    assert tok.counts(["What is it?"], suffix="\n\n")[0] == tok.count("What is it?\n\n")
    assert tok.counts(["a b", "c"]) == [tok.count("a b"), tok.count("c")]


def test_budget_in_a_hugging_face_tokenizer(hf_tokenizer_json):
    tok = get_tokenizer(hf_tokenizer_json)
    assert tok.name == hf_tokenizer_json
    task = BUILTIN_TASKS["arith"]
    data = task.load(None)
    pool = task_pool(task, data, "ws")
    p = assemble(
        task, data.targets[0], pool, "middle", 4096, tok, filler_order(len(pool.items), 1, "arith", "ws", "4k", 0)
    )
    assert 0.97 * 4096 <= tok.count(p.messages[0]["content"]) <= 4096
    assert p.tokenizer == hf_tokenizer_json
    # the budget was counted in this tokenizer, not in cl100k_base
    text = p.messages[0]["content"]
    assert p.prompt_tokens == tok.count(text) != get_tokenizer().count(text)


def test_cre_tokenizer_option_reaches_records(cells, hf_tokenizer_json):
    result = cells.runpytest(
        f"--cre-tokenizer={hf_tokenizer_json}",
        "--cre-n",
        "2",
        "--cre-tiers",
        "4k",
        "--cre-fillers",
        "ws",
        "--cre-positions",
        "end",
        "-p",
        "no:cacheprovider",
    )
    result.assert_outcomes(passed=1)  # one cell, nothing to compare
    rec = json.loads((cells.path / "reports/latest/records.jsonl").read_text().splitlines()[0])
    assert rec["tokenizer"] == hf_tokenizer_json and rec["budget"] == 4096


def test_show_prompt_json_fields(capsys):
    assert main(["show-prompt", "--json", "--tier", "4k", "--position", "middle_dup", "--sample", "3"]) == 0
    info = json.loads(capsys.readouterr().out)
    for key in (
        "messages",
        "prompt_tokens",
        "budget",
        "tokenizer",
        "target_spans",
        "target_depths",
        "filler_ids",
        "template_version",
        "prompt_sha256",
    ):
        assert key in info
    assert info["budget"] == 4096 and 0.97 * 4096 <= info["prompt_tokens"] <= 4096
    text = info["messages"][0]["content"]
    assert len(info["target_spans"]) == 2
    assert all(text[a:b].startswith("=== TARGET PROBLEM ===") for a, b in info["target_spans"])


def test_show_prompt_readable_view_marks_the_target(capsys):
    """Facts first (tokens, depth, spans), then the prompt with the target marked and the long
    filler elided; ``--full`` prints every character."""
    assert main(["show-prompt", "--json", "--tier", "4k", "--position", "middle"]) == 0
    info = json.loads(capsys.readouterr().out)
    text = info["messages"][0]["content"]
    assert main(["show-prompt", "--tier", "4k", "--position", "middle"]) == 0
    out = capsys.readouterr().out
    facts = out.split("--- prompt")[0]
    assert f"tokens        {info['prompt_tokens']:,} of a 4,096 budget (cl100k_base)" in facts
    ((a, b),) = info["target_spans"]
    assert f"target spans  {a:,}-{b:,}" in facts and f"{info['target_depths'][0]:.3f}" in facts
    assert "template      cre-prompt-v1" in facts
    assert ">>> " + text[a:b] + " <<<" in out
    assert out.count("characters of filler elided") == 2 and len(out) < len(text) / 3
    closing = text.rsplit("\n\n", 1)[1]  # the answer-format instruction, shown whole
    assert text[info["instruction_start"] :] == closing  # the prompt says where it starts
    assert closing.startswith("Solve the problem marked TARGET PROBLEM") and out.endswith(
        "elided ...]\n" + closing + "\n"
    )
    assert main(["show-prompt", "--tier", "4k", "--position", "middle", "--context", "0"]) == 0
    bare = capsys.readouterr().out.split("---\n", 1)[1]  # no filler character at all beside the target
    assert bare.startswith("\n[... ") and ">>> " + text[a:b] + " <<<\n[... " in bare
    assert bare.endswith("elided ...]\n" + closing + "\n")
    assert main(["show-prompt", "--tier", "4k", "--context", "-1"]) == 4
    assert "--context must be 0 or more" in capsys.readouterr().err
    assert main(["show-prompt", "--tier", "4k", "--position", "middle", "--full"]) == 0
    full = capsys.readouterr().out.split("---\n", 1)[1]
    assert full == text[:a] + ">>> " + text[a:b] + " <<<" + text[b:] + "\n"


def test_show_prompt_takes_the_plugins_option_names(capsys, monkeypatch):
    """The subcommand's shared flags come from the plugin's option table: ``--cre-seed`` and
    ``--seed`` are one option, and the environment fills ``--cre-data-dir`` as for the plugin."""

    def sha(*flags: str) -> str:
        assert main(["show-prompt", "--json", "--tier", "4k", *flags]) == 0
        return json.loads(capsys.readouterr().out)["prompt_sha256"]

    assert sha("--cre-seed", "7") == sha("--seed", "7") != sha("--seed", "8")
    assert sha("--cre-positions", "end", "--cre-fillers", "qo_v2") == sha("--position", "end", "--filler", "qo_v2")
    monkeypatch.setenv("CRE_DATA_DIR", "/nonexistent")
    # A named data folder that is not there is a usage error (4) wherever options are parsed.
    assert main(["show-prompt", "--task", "gsm8k"]) == 4
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "/nonexistent is not a directory" in err[0]


def test_show_prompt_bad_value_is_one_line(capsys):
    assert main(["show-prompt", "--position", "centre"]) == 4  # a usage error, as in pytest
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unknown position 'centre'" in err[0]


def test_standalone_sim_serves_the_openai_api(tmp_path):
    log = tmp_path / "requests.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest_cre.cli", "sim", "--port", "0", "--log", str(log)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline()
        url = line.split()[2]
        assert url.startswith("http://127.0.0.1:")
        client = OpenAI(base_url=url, api_key="x", max_retries=0)
        assert "sim" in {m.id for m in client.models.list()}
        client.chat.completions.create(model="sim", messages=[{"role": "user", "content": "hi"}])
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    from pytest_cre.assembly.placement import messages_sha256

    (logged,) = [json.loads(line) for line in log.read_text().splitlines()]  # --log: the request, hashed
    assert logged["messages_sha256"] == messages_sha256([{"role": "user", "content": "hi"}])


def test_report_rebuilds_identical_tables(cells, tmp_path):
    result = cells.runpytest("--cre-n", "3", "--cre-tiers", "4k", "--cre-fillers", "ws", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)
    run = cells.path / "reports" / "latest"
    assert main(["report", str(run), "--out", str(tmp_path)]) == 0
    for name in ("cells.csv", "drops.csv", "summary.md"):
        assert (tmp_path / name).read_text() == (run / name).read_text()  # the title keeps the run id


def test_report_names_the_bad_line(tmp_path, capsys):
    (tmp_path / "records.jsonl").write_text(
        '{"schema": "cre-record/1", "cell_id": "c", "sample": 0, "status": "ok", "model": "m"}\nnot json\n{}\n'
    )
    assert main(["report", str(tmp_path)]) == 2
    assert "records.jsonl:2: invalid JSON" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["show-prompt", "plan"])
def test_every_option_says_its_default(command):
    """``cre show-prompt --help`` and ``cre plan --help``: each option's help names its default."""
    import re
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "pytest_cre.cli", command, "--help"],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "400"},
        check=True,
    ).stdout
    options: list[str] = []
    for line in out.split("options:", 1)[1].splitlines():  # an option, then its wrapped help
        if re.match(r"  -", line):
            options.append(line)
        elif options:
            options[-1] += " " + line.strip()
    assert len(options) >= 8
    assert [o for o in options if "default" not in o and "--help" not in o] == []


def test_show_prompt_into_a_closed_pipe_exits_quietly(tmp_path):
    # `cre show-prompt ... | head`: the reader leaves after a few lines (a 64K prompt, --full).
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest_cre.cli", "show-prompt", "--tier", "64k", "--full"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    proc.stdout.read(200)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0 and err == "", err


def test_records_read_from_a_string_path(tmp_path):
    from pytest_cre.core.record import read_records, read_run_records

    line = {
        "schema": "cre-record/3",
        "family": "reasoning",
        "cell_id": "c",
        "model": "sim",
        "sample": 0,
        "status": "ok",
    }
    (tmp_path / "records.jsonl").write_text(json.dumps(line) + "\n")
    assert read_records(str(tmp_path / "records.jsonl"))[0]["cell_id"] == "c"
    assert read_run_records(str(tmp_path))[0]["sample"] == 0
