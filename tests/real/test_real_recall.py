"""Function recall against a real llama-server: a corpus small enough for SmolLM2's context
(a generated Python file of ~2K tokens), two targets; the corpus comes first in every prompt,
so the second request reuses the server's cached prefix."""

from __future__ import annotations

import pytest
from real_helpers import COMMON, brief, measure, model_file, records, run_dirs, run_json, summary_json

from pytest_cre.core.tokens import get_tokenizer


def _source(n: int = 6) -> str:
    """n functions with 12-line bodies, distinct names and constants."""
    out = ['"""Small inventory helpers (generated for the real-server recall test)."""', ""]
    for i in range(n):
        out += [
            f"def restock_bin_{i}(stock, orders, limit={10 + i}):",
            f'    """Refill bin {i} from the pending orders."""',
            "    total = 0",
            "    kept = []",
            "    for order in orders:",
            f"        qty = order.get('qty', {i + 1})",
            "        if qty <= 0:",
            "            continue",
            "        if total + qty > limit:",
            "            kept.append(order)",
            "            continue",
            "        total += qty",
            f"        stock['bin_{i}'] = stock.get('bin_{i}', 0) + qty",
            "    return total, kept",
            "",
            "",
        ]
    return "\n".join(out)


@pytest.fixture
def small_corpus(tmp_path):
    src = tmp_path / "corpus" / "inventory.py"
    src.parent.mkdir()
    src.write_text(_source())
    toml = tmp_path / "corpus" / "inventory.toml"
    toml.write_text(
        'description = "real-server recall test corpus"\n\n'
        '[files]\ndirectory = "."\nglob = "inventory.py"\n\n'
        "[sample]\nk = 2\nseed = 1\nprimary_lines = 8\nmin_code_lines = 0\n\n"
        "[scoring]\ncount_comments = true\nrelax_indent = false\n"
    )
    return toml, get_tokenizer("cl100k_base").count(src.read_text())


def test_recall_small_corpus(recall_cells, server_8k, small_corpus):
    toml, corpus_tokens = small_corpus
    model_file(recall_cells.path, "smollm2-recall", server_8k.base_url, 160)
    result = recall_cells.runpytest_subprocess(
        "--cre-model", "smollm2-recall", f"--cre-corpora={toml}", *COMMON, timeout=600
    )
    out = result.stdout.str()
    [run] = run_dirs(recall_cells.path)
    recs = records(run)
    assert result.ret == 0, out[-3000:] + brief(recs)
    assert len(recs) == 2 and {r["family"] for r in recs} == {"recall"}, brief(recs)
    for r in recs:
        assert r["status"] in ("ok", "no_answer", "truncated"), brief(recs)
        assert r["reported_prompt_tokens"] and isinstance(r["cached_tokens"], int), brief(recs)
        assert r["response"] and r["expected"], brief(recs)
        assert 0.0 <= r["ratio"] <= 1.0
    assert run_json(run)["status"] == "complete"
    summary = summary_json(run)
    assert summary["meta"]["status"] == "complete"
    measure(
        "recall",
        {
            "corpus_cl100k_tokens": corpus_tokens,
            "reported_prompt_tokens": [r["reported_prompt_tokens"] for r in recs],
            "cached_tokens": [r["cached_tokens"] for r in recs],
            "ratio": [r["ratio"] for r in recs],
            "passed": [r["correct"] for r in recs],
        },
    )
