"""Retrieval beside reasoning against a real llama-server, counted in the served model's own
tokens (``--cre-tokenizer server``): what only a real server shows. Both families' prompts are
counted exactly as the server counts them (its tokenizer and its chat template): reasoning's fill
the tier, retrieval's are those prompts with the needle in place of the target (shorter by what
their records say), and the contrast is made from real answers. SmolLM2-135M's scores are not what is checked."""

from __future__ import annotations

from helpers import RETRIEVAL_MODULE
from real_helpers import COMMON, brief, model_file, records, run_dirs, summary_json

# Enough for SmolLM2 to state a seven-digit value in a sentence; reasoning answers are cut (the
# plumbing, not the scores, is checked). At 1K tokens and n=1 the run takes ~16 s on 2 cores.
BUDGET = 40
STOP = ["\n\n"]


def test_both_families_fill_the_tier_in_the_servers_own_tokens(cells, server_8k):
    cells.makepyfile(test_retrieval=RETRIEVAL_MODULE)
    model_file(cells.path, "smollm2-real", server_8k.base_url, BUDGET, stop=STOP, tokenizer="server")
    grid = ["--cre-tiers", "1k", "--cre-n", "1", "--cre-fillers", "ws", "--cre-positions", "end,middle"]
    result = cells.runpytest_subprocess(
        "--cre-model", "smollm2-real", *grid, "--cre-needle", "number", *COMMON, timeout=600
    )
    [run] = run_dirs(cells.path)
    recs = records(run)
    assert result.ret == 0, result.stdout.str()[-3000:] + brief(recs)
    assert "could not" not in result.stdout.str(), result.stdout.str()[-3000:]
    assert sorted(r["family"] for r in recs) == ["reasoning"] * 2 + ["retrieval"] * 2, brief(recs)
    for r in recs:
        # The server counted the assembled prompt itself: it reports what was counted, to the token.
        assert r["tokenizer"].startswith("server"), r["tokenizer"]
        assert r["reported_prompt_tokens"] == r["prompt_tokens"], brief(recs)
    pairs = {(r["cell_id"], r["sample"]): r for r in recs if r["family"] == "reasoning"}
    for r in recs:
        if r["family"] == "reasoning":
            assert 0.97 * 1024 <= r["prompt_tokens"] <= 1024, brief(recs)
        else:  # its pair's prompt, the needle in place of the target: shorter, by what it records
            pair = pairs[(r["cell_id"].removeprefix("retrieval-"), r["sample"])]
            assert r["pair_prompt_sha256"] == pair["prompt_sha256"], brief(recs)
            assert r["prompt_tokens"] < r["pair_prompt_tokens"] == pair["prompt_tokens"], brief(recs)
    contrast = summary_json(run)["families"]["retrieval"]["contrast"]
    (middle,) = [row for row in contrast if row["position"] == "middle"]
    scored = [r for r in recs if r["status"] in ("ok", "no_answer") or r["finish_reason"] == "length"]
    assert middle["pairs"] == (1 if len(scored) == 4 else 0), brief(recs)
    assert middle["reasoning_n"] + middle["retrieval_n"] == sum(r["position"] == "middle" for r in scored)
