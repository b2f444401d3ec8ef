"""Remembered statistics: a stored answer is the library's answer, byte for byte, and asks the
library nothing; new answers reach the store once; versions, damage and odd arguments."""

from __future__ import annotations

import json

import numpy as np
import pytest

from pytest_cre.analysis import memo, stats
from pytest_cre.analysis.power import min_detectable_drop
from pytest_cre.endpoints.cache import RememberedAnswers, ResponseCache


class DictStore:
    def __init__(self, rows: dict[str, str] | None = None) -> None:
        self.rows = dict(rows or {})
        self.loads = 0
        self.saved: list[dict[str, str]] = []

    def load(self) -> dict[str, str]:
        self.loads += 1
        return dict(self.rows)

    def save(self, answers: dict[str, str]) -> None:
        self.saved.append(dict(answers))
        self.rows.update(answers)


@pytest.fixture
def store():
    s = DictStore()
    memo.attach(s)
    yield s
    memo.detach()


def computed() -> tuple:
    return (
        stats.wilson(7, 10),
        stats.fisher(40, 50, 20, 50),
        stats.fisher(3, 50, 20, 50, "less"),
        stats.mcnemar_exact(9, 2),
        stats.diff_ci(20, 50, 40, 50),
        stats.adjust([0.001, 0.02, 0.5], alpha=0.05, method="holm"),
        min_detectable_drop(50, 0.9, 0.01),
    )


def test_a_rerun_gets_the_same_answers_without_asking_the_libraries(store, monkeypatch):
    memo.detach()
    plain = computed()  # no store: the libraries answer
    memo.attach(store)
    first = computed()
    assert first == plain and store.loads == 1
    memo.detach()
    assert len(store.saved) == 1 and len(store.saved[0]) == 7

    memo.attach(store)

    def refuse(*args, **kwargs):
        raise AssertionError("asked a library for a remembered answer")

    monkeypatch.setattr("scipy.stats.fisher_exact", refuse)
    monkeypatch.setattr("statsmodels.stats.proportion.confint_proportions_2indep", refuse)
    monkeypatch.setattr("statsmodels.stats.multitest.multipletests", refuse)
    monkeypatch.setattr("scipy.stats.binom.pmf", refuse)
    again = computed()
    assert again == plain
    assert [type(x) for x in again] == [type(x) for x in plain]  # tuples stay tuples, the dataclass whole
    memo.detach()
    assert len(store.saved) == 1  # nothing new to save


@pytest.mark.parametrize("change", ["libraries", "source"])
def test_answers_are_kept_per_library_version_and_source(store, monkeypatch, change):
    stats.fisher(1, 5, 4, 5)
    memo.detach()
    (saved,) = store.saved
    if change == "libraries":
        monkeypatch.setattr(memo, "_versions", lambda: "scipy==0 statsmodels==0")
    else:  # stats.py edited since the answer was stored
        monkeypatch.setattr(memo, "_source_digest", lambda module: "another")
    memo.attach(store)
    stats.fisher(1, 5, 4, 5)
    memo.detach()
    assert len(store.saved) == 2 and store.saved[1].keys().isdisjoint(saved)


def test_a_damaged_row_is_computed_again_and_replaced(store):
    want = stats.fisher(1, 5, 4, 5)
    memo.detach()
    (key,) = store.saved[0]
    store.rows[key] = "{not json"
    memo.attach(store)
    assert stats.fisher(1, 5, 4, 5) == want
    memo.detach()
    assert json.loads(store.rows[key]) == want


def test_numpy_counts_and_unstorable_arguments(store):
    assert stats.fisher(np.int64(3), np.int64(10), 7, 10) == stats.fisher(3, 10, 7, 10)
    assert stats.wilson(np.int64(3), 10) == stats.wilson(3, 10)
    memo.detach()
    assert len(store.saved[0]) == 2  # the numpy counts asked the same question as the ints
    memo.attach(store)
    calls = []
    size = memo.remembered(lambda items: calls.append(items) or len(items))
    assert size({1, 2}) == size({1, 2}) == 2 and len(calls) == 2  # a set: JSON has no place for it
    memo.detach()
    assert len(store.saved) == 1


def test_nan_answers_round_trip(store):
    assert all(v != v for v in stats.diff_ci(0, 0, 1, 2))
    memo.detach()
    memo.attach(store)
    lo, hi = stats.wilson(0, 0)
    assert lo != lo and hi != hi


def test_the_cache_file_keeps_them_beside_the_answers(tmp_path):
    path = tmp_path / "c.sqlite"
    memo.attach(RememberedAnswers(path))
    want = stats.fisher(2, 9, 8, 9)
    memo.detach()
    rows = ResponseCache(path).texts("analysis")
    assert list(map(json.loads, rows.values())) == [want]
    assert RememberedAnswers(path).load() == rows


def test_an_unusable_cache_file_costs_a_recomputation_only(tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    memo.attach(RememberedAnswers(folder))  # a folder, not a file: the response cache says so
    assert stats.fisher(2, 9, 8, 9) == pytest.approx(0.0152, abs=1e-4)
    memo.detach()
    assert not any(folder.iterdir())


def test_a_leak_scan_is_remembered_whole(store, monkeypatch):
    from pytest_cre.families.reasoning import leaks

    targets = [("t1", "a farmer has 12 cows and buys 7 more how many cows"), ("t2", "unrelated question")]
    items = ["a farmer has 12 cows and buys 7 more how many cows now", "something else entirely"]
    want = leaks.near_duplicates(targets, items, numbers=True)
    assert want == {"t1": frozenset({0})}
    memo.detach()
    memo.attach(store)

    def scan(*args, **kwargs):
        raise RuntimeError("scanned")

    monkeypatch.setattr(leaks, "grams", scan)
    assert leaks.near_duplicates(targets, items, numbers=True) == want
    with pytest.raises(RuntimeError, match="scanned"):  # another pool is another question
        leaks.near_duplicates(targets, items[:1], numbers=True)
