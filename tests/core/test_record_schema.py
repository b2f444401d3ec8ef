"""The record's core schema: a records.jsonl line whose core fields do not hold their types is a
one-line CreDataError naming the file, the line and the field (never a traceback further on, and
never a record accepted that the analysis then miscounts)."""

from __future__ import annotations

import json

import pytest

from pytest_cre.cli import main
from pytest_cre.core.errors import CreDataError
from pytest_cre.core.record import (
    CORE_FIELDS,
    CORE_TYPES,
    NOT_RUN,
    READABLE,
    REQUIRED,
    SCHEMA,
    STATUSES,
    dumps,
    make_record,
    pack,
    read_records,
    schema_problem,
)

FAMILY_FIELDS = ("task", "filler", "tier", "position", "filler_ids", "filler_answers", "match_any")


def answered(**over):
    """A record shaped as the runner writes an answered sample (run.record_maker.RecordMaker.answered)."""
    values = dict(
        run_id="20260101-000000-abcdef",
        family="reasoning",
        cell_id="arith-end-ws-8k-sim",
        model="sim",
        vendor="sim",
        sample=3,
        target_id="arith-test-00827",
        seed=42,
        status="ok",
        correct=False,
        answer="49",
        gold="90",
        response="Answer: 49",
        reasoning=None,
        finish_reason="stop",
        prompt_tokens=8192,
        budget=8192,
        tokenizer="cl100k_base",
        reported_prompt_tokens=8192,
        completion_tokens=20,
        reasoning_tokens=None,
        cached_tokens=0,
        latency_s=0.0432,
        started_at=1796167144.3291,
        finished_at=1796167144.3723,
        attempts=1,
        attempt_log=[{"attempt": 1, "status": "ok", "latency_s": 0.0432}],
        from_cache=False,
        truncation_suspect=False,
        endpoint="http://127.0.0.1:1/v1",
        request_params={"max_tokens": 2048, "temperature": 0.0},
        error=None,
        prompt_sha256="a6" * 32,
        template_version="cre-prompt-v1",
        scorer_version="cre-score-v3",
        task="arith",
        filler="ws",
        tier="8k",
        position="end",
        filler_ids=["gsm8k-train-1", "x"],
        filler_answers=["18", None],
        match_any=False,
    )
    values.update(over)
    return make_record(FAMILY_FIELDS, **values)


def not_run(**over):
    """A record shaped as the runner writes a sample whose cell failed (run.record_maker.RecordMaker.not_run)."""
    values = dict(
        run_id="r",
        family="reasoning",
        cell_id="arith-end-ws-8k-sim",
        model="sim",
        vendor="sim",
        sample=0,
        seed=42,
        status=NOT_RUN,
        template_version="cre-prompt-v1",
        scorer_version="cre-score-v3",
        error="not run: this sample failed (RuntimeError: boom)",
        task="arith",
        filler="ws",
        tier="8k",
        position="end",
    )
    values.update(over)
    return make_record(FAMILY_FIELDS, **values)


def write(tmp_path, *records):
    path = tmp_path / "records.jsonl"
    path.write_text("".join(dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_the_type_table_covers_the_core_and_the_statuses_are_the_endpoints():
    assert tuple(CORE_TYPES) == CORE_FIELDS
    assert set(REQUIRED) <= set(CORE_TYPES)
    assert all(None not in types and types for types in CORE_TYPES.values())  # NoneType, never None
    assert NOT_RUN in STATUSES and "ok" in STATUSES and "no_answer" in STATUSES


def test_good_records_read(tmp_path):
    """The shapes the runner writes, a packed one, and the older schemas (which may lack fields
    that are not REQUIRED) all read back unchanged."""
    full = answered()
    recs = [
        full,
        not_run(sample=1),
        answered(
            sample=4, seed=None, correct=None, status="timeout", latency_s=600, prompt_tokens=None, attempt_log=None
        ),
    ]
    path = tmp_path / "records.jsonl"
    path.write_text(
        dumps(pack(full, ("filler_ids", "filler_answers"))) + "\n" + "".join(dumps(r) + "\n" for r in recs[1:]),
        encoding="utf-8",
    )
    assert read_records(path) == recs
    old = [
        {"schema": "cre-record/1", "cell_id": "c", "sample": 0, "status": "ok", "model": "m"},
        {
            "schema": "cre-record/1",
            "cell_id": "c",
            "sample": 1,
            "status": "no_answer",
            "model": "m",
            "seed": 42,
            "correct": None,
            "task": "arith",
        },
        {
            "schema": "cre-record/2",
            "family": "recall",
            "cell_id": "c",
            "sample": 2,
            "status": "ok",
            "model": "m",
            "correct": True,
            "prompt_tokens": 900,
            "latency_s": 1.5,
        },
    ]
    got = read_records(write(tmp_path, *old))
    assert [r["family"] for r in got] == ["reasoning", "reasoning", "recall"]
    assert set(READABLE) == {SCHEMA, "cre-record/2", "cre-record/1"}
    assert all(schema_problem(r) is None for r in got)


BAD = [  # field, value, what the message says it should be
    ("cell_id", ["a", "b"], "a string"),
    ("seed", [42], "an integer or null"),
    ("seed", "42", "an integer or null"),
    ("status", None, "one of auth, bad_request"),
    ("status", "great", "one of auth, bad_request"),
    ("status", ["ok"], "one of auth, bad_request"),
    ("prompt_tokens", "lots", "an integer or null"),
    ("prompt_tokens", 12.5, "an integer or null"),
    ("completion_tokens", "x", "an integer or null"),
    ("sample", "five", "an integer >= 0"),
    ("sample", True, "an integer >= 0"),
    ("sample", -1, "an integer >= 0"),
    ("sample", 2.0, "an integer >= 0"),
    ("correct", "yes", "true, false or null"),
    ("correct", 1, "true, false or null"),
    ("model", None, "a string"),
    ("family", None, "a string"),
    ("latency_s", "fast", "a number or null"),
    ("attempt_log", "retried", "a list or null"),
    ("request_params", [], "an object or null"),
]


@pytest.mark.parametrize("field, value, expected", BAD, ids=[f"{f}={json.dumps(v)}" for f, v, _ in BAD])
def test_a_core_field_of_the_wrong_type_names_its_line_and_field(tmp_path, field, value, expected):
    path = write(tmp_path, answered(sample=0), answered(**{"sample": 1, field: value}))
    with pytest.raises(CreDataError) as info:
        read_records(path)
    message = str(info.value)
    assert message.startswith(f"{path}:2: field {field!r} is {json.dumps(value)}, expected {expected}")
    assert message.endswith(": remove or repair that line") and "\n" not in message


@pytest.mark.parametrize("schema", ["cre-record/1", "cre-record/2"])
def test_old_schemas_check_the_fields_they_have(tmp_path, schema):
    rec = {
        "schema": schema,
        "family": "reasoning",
        "cell_id": "c",
        "sample": 0,
        "status": "ok",
        "model": "m",
        "completion_tokens": "x",
    }
    with pytest.raises(CreDataError, match=r"records.jsonl:1: field 'completion_tokens' is \"x\", expected an integer"):
        read_records(write(tmp_path, rec))


def test_a_long_bad_value_is_shown_short(tmp_path):
    path = write(tmp_path, answered(cell_id=list(range(1000))))
    with pytest.raises(CreDataError) as info:
        read_records(path)
    assert len(str(info.value)) < len(str(path)) + 160 and "..., expected a string" in str(info.value)


def test_family_and_hook_fields_are_not_the_cores_business(tmp_path):
    rec = dict(answered(), filler_ids="not a list", match_any="maybe", my_hook_field={"any": ["thing"]})
    assert read_records(write(tmp_path, rec)) == [rec]


def test_cre_report_on_a_bad_record_is_one_line(tmp_path, capsys):
    """cre report ends with the line, not a traceback (issue 18: a list cell_id crashed it)."""
    run = tmp_path / "run"
    run.mkdir()
    write(run, answered(sample=0), answered(sample=1), answered(sample=2, prompt_tokens="lots"))
    assert main(["report", str(run), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "records.jsonl:3: field 'prompt_tokens' is \"lots\", expected an integer or null" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_records_received_in_memory_have_their_unusable_numbers_read_as_missing(tmp_path):
    """``read_records`` clears unusable numbers as it reads the run's file; a record that came
    on a report and that the file lacks (a worker on another host) is cleared by the collector,
    in a copy, and said once: the run's summary reads every record the same way."""
    from pytest_cre.families.registry import builtin_families
    from pytest_cre.run.collector import RecordCollector

    good = answered(sample=0)
    bad = answered(sample=1, latency_s=float("inf"), completion_tokens=-3, prompt_tokens=10**400)
    collector = RecordCollector(tmp_path / "records.jsonl", builtin_families())
    collector.add([good, dict(bad)])
    warnings: list[str] = []
    records, failed = collector.gather(warnings)
    assert failed is None and records[0] is good  # nothing to clear: not copied
    assert [records[1][k] for k in ("latency_s", "completion_tokens", "prompt_tokens")] == [None] * 3
    assert collector.received[1] == bad  # what arrived is unchanged, and appended as it came
    assert warnings == [
        "3 number(s) of the records received not finite, absurdly large or a negative count, read as missing"
    ]
    again: list[str] = []
    assert read_records(tmp_path / "records.jsonl", again)[1]["latency_s"] is None
    assert len(again) == 1 and "3 number(s) not finite" in again[0]


def test_read_unique_keeps_what_dedupe_keeps(tmp_path, monkeypatch):
    """``read_records(..., unique=True)`` is ``dedupe`` of what it read: a file that repeats a
    sample keeps one record for it (the later answer, never a not-run over an answer), in
    first-seen order, and names the repeat; a file that repeats none comes back as read, not
    walked again (performance.md)."""
    import pytest_cre.core.record as record_module
    from pytest_cre.core.record import dedupe

    first, second = answered(sample=0, answer="1"), answered(sample=1)
    again = answered(sample=0, answer="2", correct=False)
    dropped = not_run(sample=1)  # a later not-run never replaces an answer
    path = tmp_path / "records.jsonl"
    path.write_text("".join(dumps(r) + "\n" for r in (first, second, again, dropped)), encoding="utf-8")
    warnings: list[str] = []
    kept = read_records(path, warnings, unique=True)
    assert kept == dedupe(read_records(path))[0] == [again, second]
    assert len(warnings) == 1 and "2 sample(s) appear more than once" in warnings[0]
    once = tmp_path / "once.jsonl"
    once.write_text("".join(dumps(r) + "\n" for r in (first, second)), encoding="utf-8")

    def walked_again(records):
        raise AssertionError("a file without repeats was walked again")

    monkeypatch.setattr(record_module, "dedupe", walked_again)
    assert read_records(once, [], unique=True) == [first, second]
