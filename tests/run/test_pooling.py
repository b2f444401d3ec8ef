"""No silent mixing: runs that asked a cell with other prompts (another filler source, template
or tokenizer, or one sample with another prompt) are never pooled unsaid, and a pool of several
runs says what it holds (seeds, partial runs, samples counted once)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.prompts import cell_prompts, prompt_identity
from pytest_cre.run.loading import RunSource, check_prompts, load_run, pool_notice

PYDOC = "python3.11.7:pydoc_data.topics"
WIKI = "/data/x: neutral_prose 14015 chunks (100%: wikipedia.jsonl, 681 fragments under 4 words dropped)"


def _records(seed: int, source: str = PYDOC, n: int = 4, sha: str = "") -> list[dict]:
    return [
        {
            "cell_id": f"arith-{position}-neutral-8k-sim",
            "family": "reasoning",
            "task": "arith",
            "model": "sim",
            "filler": "neutral",
            "tier": "8k",
            "position": position,
            "seed": seed,
            "sample": i,
            "status": "ok",
            "correct": True,
            "filler_source": source,
            "template_version": "cre-prompt-v1",
            "tokenizer": "cl100k_base",
            "prompt_sha256": f"{sha or source}-{seed}-{position}-{i}",
            "run_id": f"run{seed}",
        }
        for position in ("end", "middle")
        for i in range(n)
    ]


def _source(name: str, records: list[dict], **run: object) -> RunSource:
    return RunSource(Path(f"/reports/{name}/records.jsonl"), records, {"run_id": name, "status": "complete", **run})


def test_runs_whose_filler_source_differs_are_refused_in_one_line_naming_both():
    default, data = _source("a", _records(42)), _source("b", _records(42, WIKI))
    with pytest.raises(CreUsageError) as caught:
        check_prompts([default, data])
    said = str(caught.value)
    assert "\n" not in said
    assert said.startswith("/reports/a and /reports/b asked arith-end-neutral-8k-sim with different prompts")
    assert f"filler {PYDOC} against filler /data/x: neutral_prose 14015 chunks)" in said
    assert "--any-version" in said and "mixed=True" in said
    # Another seed of the same cells is refused too: the cells would mix two contexts.
    with pytest.raises(CreUsageError):
        check_prompts([default, _source("c", _records(7, WIKI))])
    with pytest.raises(CreUsageError, match="different prompts"):
        load_run([default, data])
    assert len(load_run([default, data], mixed=True).records) == 8  # asked for: pooled, the later kept


def test_one_sample_asked_with_another_prompt_is_refused():
    same = _records(42)
    other = [dict(r, prompt_sha256="changed") if r["sample"] == 2 else r for r in _records(42)]
    with pytest.raises(CreUsageError) as caught:
        check_prompts([_source("a", same), _source("b", other)])
    assert "/reports/a and /reports/b asked arith-end-neutral-8k-sim seed 42 sample 2 with different prompts" in str(
        caught.value
    )
    check_prompts([_source("a", same), _source("b", _records(42))])  # a rerun of the same prompts pools
    older = [{k: v for k, v in r.items() if k != "filler_source"} for r in _records(42)]  # not recorded then
    check_prompts([_source("a", older), _source("b", _records(11))])


def test_the_same_data_in_another_folder_is_the_same_source():
    here = cell_prompts(_records(42, "/data/x: neutral_prose 3 chunks"), "/data/x")
    there = cell_prompts(_records(42, "/mnt/y: neutral_prose 3 chunks"), "/mnt/y")
    assert here == there and "filler DATA_DIR: neutral_prose 3 chunks" in here["arith-end-neutral-8k-sim"]
    one = prompt_identity(_records(42), None)
    assert one["fillers"] == [PYDOC] and one["tokenizers"] == ["cl100k_base"]
    assert one["key"] != prompt_identity(_records(42, WIKI), "/data/x")["key"]
    assert one["key"] == prompt_identity(_records(11), None)["key"]  # another seed, the same prompts


def test_a_pool_says_its_seeds_its_partial_runs_and_what_collapsed():
    sources = [
        _source("a", _records(42)),
        _source("b", _records(11)),
        _source("c", _records(7, n=3), status="partial", missing_samples={"arith-middle-neutral-8k-sim": 1}),
        _source("d", _records(42)),
    ]
    loaded = load_run(sources)
    assert pool_notice(loaded) == (
        "pooled 4 runs into 22 samples over seeds 11, 42, 7, 1 of them partial, 8 samples found in several runs, "
        "each counted once (the later answer kept): /reports/a (seed 42, 8 samples, complete); /reports/b "
        "(seed 11, 8 samples, complete); /reports/c (seed 7, 6 samples, PARTIAL, 1 samples missing); /reports/d "
        "(seed 42, 8 samples, complete)"
    )
    assert pool_notice(load_run(sources[:1])) is None  # one run: nothing pooled
