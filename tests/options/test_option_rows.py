"""The one option table: the shared rows and each family's own. A family's values are parsed by
it and kept under its name; run.json's settings keep the keys they always had."""

from __future__ import annotations

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.option_table import OPTIONS
from pytest_cre.families.registry import builtin_families, option_rows
from pytest_cre.options import build_settings

# run.json's settings keys before the families brought their own rows (every one still there).
SETTINGS_KEYS = {
    "models", "n", "repeats", "seed", "tasks", "fillers", "positions", "tiers", "grid", "data_dir",
    "concurrency", "alpha", "cache", "notes", "sim_faults", "sim_latency", "neutral", "template",
    "correction", "alternative", "alternative_given", "limit_hits", "family", "comparisons", "fail_on_drop",
    "compare",
    "corpora", "corpus_dir", "recall_k", "recall_lines", "functions", "recall_sampling",
    "recall_template", "fail_below", "prices", "max_cost", "batch", "effective_threshold", "codeneedle_dir",
    "needle",
}  # fmt: skip


def test_the_built_in_rows_are_the_families_own_and_no_flag_is_taken_twice():
    families = builtin_families()
    assert option_rows() == (*OPTIONS, *(o for f in families.values() for o in f.option_rows))
    rows = option_rows()
    flags = [flag for o in rows for flag in (o.flag, *o.aliases)]
    assert len(flags) == len(set(flags)) and len({o.dest for o in rows}) == len(rows)
    assert {o.key for o in families["recall"].option_rows} >= {"corpora", "recall_k", "fail_below"}
    assert "tasks" not in {o.key for o in OPTIONS}  # reasoning's, not shared


def test_a_family_parses_its_own_values_and_run_json_keeps_their_keys():
    families = builtin_families()
    settings = build_settings({"tasks": "ARITH,gsm8k", "tiers": "8k", "recall_k": "3"}, families=families)
    reasoning, recall = families["reasoning"].options(settings), families["recall"].options(settings)
    assert reasoning.tasks == ("arith", "gsm8k") and [t.tokens for t in reasoning.tiers] == [8192]
    assert recall.recall_k == 3 and recall.corpora == ()
    public = settings.public()
    assert set(public) == SETTINGS_KEYS
    assert public["tasks"] == ["arith", "gsm8k"] and public["tiers"] == ["8k"] and public["recall_k"] == 3


def test_a_value_no_registered_row_reads_is_refused_not_dropped():
    with pytest.raises(ValueError, match="options tasks: no registered option"):
        build_settings({"tasks": "arith"})  # reasoning is not among the families
    # Without its own values a family reads its defaults.
    assert builtin_families()["reasoning"].options(build_settings({})).tasks == ()


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"recall_k": "0"}, "--cre-recall-k must be a positive integer, got '0'"),
        ({"fail_below": "1.5"}, "--cre-fail-below must be a ratio in [0, 1], got '1.5'"),
        ({"recall_sampling": "random"}, "--cre-recall-sampling policy"),
        ({"neutral": "wiki"}, "--cre-neutral source"),
        ({"repeats": "sometimes"}, "--cre-repeats policy"),
        ({"tiers": "lots"}, "lots"),
    ],
)
def test_a_bad_family_value_is_a_usage_error_naming_its_option(raw, message):
    with pytest.raises(CreUsageError, match=None) as caught:
        build_settings(raw, families=builtin_families())
    assert message in str(caught.value)
