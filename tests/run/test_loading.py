"""Loading runs, piece by piece (issue 45, point 8): which records files a name stands for, each
read once; a re-analysis folder's sources; a pool's records once each in the runs' cell order,
what it still lacks and how it ended; the analysis policy a run was made with. Small run
folders written by hand in tmp_path; the refusals to pool mixed prompts and the pool's notice
are in test_pooling.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pytest_cre.analysis.sequential import AdaptiveSettings
from pytest_cre.core.errors import CreDataError, CreUsageError
from pytest_cre.core.record import SCHEMA
from pytest_cre.run.loading import (
    REANALYSIS,
    RunSource,
    analysis_of,
    file_sha256,
    load_run,
    read_sources,
    run_policy,
)

CELLS = ["arith-end-ws-8k-sim", "arith-middle-ws-8k-sim"]


def record(cell: str, sample: int, status: str = "ok", seed: int = 42, run_id: str = "run-a", **over: Any) -> dict:
    correct = {"correct": sample % 2 == 0} if status == "ok" else {}
    return {"schema": SCHEMA, "run_id": run_id, "family": "reasoning", "cell_id": cell, "model": "sim", "seed": seed,
            "sample": sample, "status": status, **correct, **over}  # fmt: skip


def run_folder(root: Path, name: str, records: list[dict], **run: Any) -> Path:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    if run:
        (folder / "run.json").write_text(json.dumps({"run_id": name, **run}))
    return folder


# --------------------------------------------------------------------------- reading sources


def test_a_run_folder_a_records_file_and_a_name_given_twice_are_read_once_each(tmp_path):
    a = run_folder(tmp_path, "a", [record(CELLS[0], 0)], status="complete", cells=CELLS)
    bare = run_folder(tmp_path, "b", [record(CELLS[1], 0, run_id="run-b")]) / "records.jsonl"
    (tmp_path / "latest").symlink_to(a)
    notices: list[str] = []
    sources = read_sources([a, bare, tmp_path / "latest"], notices)
    assert [s.path for s in sources] == [a / "records.jsonl", bare]
    assert sources[0].run["cells"] == CELLS and sources[1].run == {}  # a bare file has no run.json
    assert [s.name for s in sources] == [str(a), str(bare.parent)]
    assert notices == [f"{tmp_path / 'latest'} is {a} again: read once"]


def test_a_torn_last_line_is_a_warning_and_the_records_before_it_are_read(tmp_path):
    folder = run_folder(tmp_path, "a", [record(CELLS[0], 0), record(CELLS[0], 1)])
    with open(folder / "records.jsonl", "a") as f:
        f.write('{"cell_id": "arith-end')  # the process was killed mid-line
    notices: list[str] = []
    (source,) = read_sources([folder], notices)
    assert [r["sample"] for r in source.records] == [0, 1]
    assert len(notices) == 1 and notices[0].startswith("warning: ") and source.warnings
    assert notices[0] == f"warning: {source.warnings[0]}"


def test_a_name_that_is_no_run_is_one_usage_error(tmp_path):
    with pytest.raises(CreUsageError, match=r"/nowhere does not exist: give a run folder or a records.jsonl$"):
        read_sources([tmp_path / "nowhere"], [])


def test_a_reanalysis_folder_stands_for_its_sources_then_what_it_scored_again(tmp_path):
    a = run_folder(tmp_path, "a", [record(CELLS[0], 0), record(CELLS[0], 1)], status="complete")
    again = tmp_path / "rescored"
    again.mkdir()
    rescored = record(CELLS[0], 1, correct=True, run_id="run-a")
    (again / "records.jsonl").write_text(json.dumps(rescored) + "\n")
    sources = [{"path": str(a / "records.jsonl"), "sha256": file_sha256(a / "records.jsonl")}]
    (again / REANALYSIS).write_text(json.dumps({"sources": sources}))
    notices: list[str] = []
    read = read_sources([again], notices)
    assert [s.path for s in read] == [a / "records.jsonl", again / "records.jsonl"] and notices == []
    assert load_run(read).records[1]["correct"] is True  # read last, so it wins

    with open(a / "records.jsonl", "a") as f:  # the source changed since: read as it is, and said
        f.write(json.dumps(record(CELLS[0], 2)) + "\n")
    notices = []
    read_sources([again], notices)
    assert notices == [f"warning: {a / 'records.jsonl'} changed since {again} was written (sha256 differs): "
                       "read as it is now"]  # fmt: skip

    (a / "records.jsonl").unlink()
    with pytest.raises(CreUsageError, match=f"{again} re-analysed {a / 'records.jsonl'}, which is gone: give the"):
        read_sources([again], [])
    (again / REANALYSIS).write_text("{")
    with pytest.raises(CreUsageError, match=rf"{REANALYSIS} cannot be read \(.*\): run its cre report again"):
        read_sources([again], [])


# --------------------------------------------------------------------------- pooling


def _source(name: str, records: list[dict], **run: Any) -> RunSource:
    return RunSource(Path(f"/reports/{name}/records.jsonl"), records, {"run_id": name, **run})


def test_a_pool_keeps_each_sample_once_in_the_runs_cell_order_and_an_answer_over_a_not_run():
    first = _source(
        "a",
        [record(CELLS[1], 0), record(CELLS[0], 1, status="not_run", run_id="a"), record(CELLS[0], 0, run_id="a")],
        cells=CELLS,
        status="partial",
        incomplete_cells=[CELLS[0]],
        missing_samples={CELLS[0]: 1},
    )
    rerun = _source(
        "b",
        [record(CELLS[0], 1, run_id="b"), record(CELLS[0], 0, status="not_run", run_id="b")],
        cells=CELLS,
        status="complete",
    )
    loaded = load_run([first, rerun], families={})
    got = [(r["cell_id"], r["sample"], r["run_id"], r["status"]) for r in loaded.records]
    assert got == [
        (CELLS[0], 0, "a", "ok"),  # the rerun never ran it: the answer stays
        (CELLS[0], 1, "b", "ok"),  # the rerun answered what the first did not run
        (CELLS[1], 0, "run-a", "ok"),
    ]
    assert loaded.repeats == 2
    # The first run lacked one sample of CELLS[0] besides its two; the rerun brought none new.
    assert loaded.missing == {CELLS[0]: 1}
    assert loaded.meta["run_id"] == "pooled a + b + run-a" and loaded.meta["sources"] == [
        str(s.path) for s in (first, rerun)
    ]
    assert loaded.meta["status"] == "partial" and loaded.meta["incomplete_cells"] == [CELLS[0]]
    assert loaded.meta["missing_samples"] == {CELLS[0]: 1}


def test_an_interrupted_run_pooled_with_its_complete_rerun_is_complete():
    first = _source("a", [record(CELLS[0], 0, run_id="a")], cells=CELLS, status="interrupted",
                    incomplete_cells=[CELLS[1]], missing_samples={CELLS[1]: 1})  # fmt: skip
    rerun = _source("b", [record(CELLS[1], 0, run_id="b")], cells=CELLS, status="complete")
    loaded = load_run([first, rerun], families={})
    assert loaded.missing == {} and loaded.meta["status"] == "complete"
    assert "missing_samples" not in loaded.meta


def test_sources_without_a_record_are_a_data_error_naming_them():
    with pytest.raises(CreDataError, match=r"nothing to report: /reports/a/records.jsonl hold\(s\) no records"):
        load_run([_source("a", [], status="interrupted")], families={})


# --------------------------------------------------------------------------- the run's policy


def test_the_policy_is_the_runs_own_and_the_defaults_where_its_run_json_is_older():
    assert run_policy({}) == {
        "alpha": 0.01,
        "correction": "bonferroni",
        "alternative": None,
        "family": None,
        "comparisons": "",
        "limit_hits": "wrong",
        "effective_threshold": 0.85,
        "adaptive": None,  # a fixed run
        "n": None,
    }
    # An adaptive run's rules: the keys this version knows, the rest left out (a newer run's).
    adaptive = run_policy({"settings": {"n": 50, "adaptive": {"margin": 0.1, "spent_by": "later"}}})
    assert (adaptive["adaptive"], adaptive["n"]) == (AdaptiveSettings(margin=0.1), 50)
    settings = {"alpha": 0.05, "correction": "holm", "alternative": "less", "comparisons": "middle:end"}
    policy = run_policy({"settings": settings, "significance": {"family": "all"}})
    assert policy["alpha"] == 0.05 and policy["correction"] == "holm" and policy["family"] == "all"
    assert policy["alternative"] == "less"  # not two-sided: it was given (older runs did not say)
    assert (
        run_policy({"settings": {"alternative": "two-sided", "alternative_given": True}})["alternative"] == "two-sided"
    )
    assert run_policy({"settings": {"alternative": "two-sided"}})["alternative"] is None


@pytest.mark.parametrize(
    ("option", "value", "said"),
    [
        ("alpha", 0.0, "--alpha must be in (0, 1), got 0.0"),
        ("alpha", 1.5, "--alpha must be in (0, 1), got 1.5"),
        ("effective_threshold", 0.0, "--effective-threshold must be in (0, 1], got 0.0"),
        ("effective_threshold", 1.01, "--effective-threshold must be in (0, 1], got 1.01"),
    ],
)
def test_an_analysis_outside_its_range_is_refused_naming_the_option(option, value, said):
    with pytest.raises(CreUsageError) as caught:
        analysis_of({**run_policy({}), option: value}, {})
    assert str(caught.value) == said


def test_the_analysis_of_a_policy_keeps_its_values():
    analysis = analysis_of({**run_policy({}), "alpha": 0.05, "alternative": "less"}, {})
    assert analysis.alpha == 0.05 and analysis.alternative == "less" and analysis.alternative_given
    assert analysis_of(run_policy({}), {}).alternative == "two-sided"
    assert not analysis_of(run_policy({}), {}).alternative_given
