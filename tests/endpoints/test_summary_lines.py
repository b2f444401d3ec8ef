"""The endpoint lines of a run's summary, from the records' attempt logs: replicas ejected and
the samples moved off them, time held back by rate limits and 429s, models stopped."""

from __future__ import annotations

from pytest_cre.endpoints.summary_lines import endpoint_lines

A, B = "http://a.test/v1", "http://b.test/v1"


def _rec(model: str, *log: dict, **fields: object) -> dict:
    return {"model": model, "status": "ok", "attempt_log": list(log), **fields}


def test_each_attempt_counts_once_and_a_sample_moves_only_when_it_left_its_first_replica():
    records = [
        _rec("m", {"endpoint": A, "ejected_s": 30, "status": "error"}, {"endpoint": B, "status": "ok"}),  # moved
        _rec("m", {"endpoint": A, "ejected_s": 30, "status": "error"}, {"endpoint": A, "status": "ok"}),  # stayed
        _rec("m", {"endpoint": B, "paced_s": 1.25, "status": "rate_limited"}, {"endpoint": B, "paced_s": 2}),
        _rec("m", {"endpoint": B, "paced_s": "soon", "status": "rate_limited"}),  # no number: not held, a 429
        _rec("n", {"endpoint": B, "paced_s": 0.5}),
        _rec("n"),
        {"model": "o"},  # no log at all
    ]
    assert endpoint_lines(records) == [
        f"replicas: m: ejected after failing: {A} (2x); 1 sample moved to another replica",
        "rate limits: m: requests held back 3.2 s in all (1 samples) to stay within its tokens and requests "
        "per minute; 2 answers 429 rate_limited",
        "rate limits: n: requests held back 0.5 s in all (1 samples) to stay within its tokens and requests "
        "per minute; 0 answers 429 rate_limited",
    ]
