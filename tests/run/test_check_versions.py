"""``cre report`` refuses records of another template or scorer, naming the first such record
as a record-by-record walk finds it (the check runs once per distinct template and scorer)."""

from __future__ import annotations

import pytest

from pytest_cre.cli.report import _check_versions
from pytest_cre.core.errors import CreUsageError
from pytest_cre.families.registry import builtin_families


def rec(sample: int, family: str = "reasoning", template: str = "cre-prompt-v1", scorer: str = "cre-score-v5") -> dict:
    return {
        "family": family,
        "cell_id": f"c{sample}",
        "sample": sample,
        "template_version": template,
        "scorer_version": scorer,
    }


def refusal(records: list[dict]) -> str:
    with pytest.raises(CreUsageError) as exc:
        _check_versions(records, builtin_families())
    return str(exc.value)


def test_records_of_this_installations_templates_pass():
    mixed = [
        rec(0),
        rec(1, "mrcr", "mrcr-v2", "mrcr-score-v1"),
        rec(2),
        rec(3, "retrieval", "retrieval-v4", "retrieval-score-v2"),
    ]
    _check_versions(mixed * 3, builtin_families())


def test_the_first_record_of_another_scorer_is_named():
    records = [
        rec(0),
        rec(1),
        rec(2, scorer="cre-score-v4"),
        rec(3, scorer="cre-score-v3"),
        rec(4, scorer="cre-score-v4"),
    ]
    assert refusal(records).startswith("c2 sample 2 was made with scorer_version 'cre-score-v4'")


def test_two_templates_of_one_family_name_the_first_record_of_the_second():
    records = [rec(0, template="cre-prompt-v1-bare"), rec(1, template="cre-prompt-v1-bare"), rec(2), rec(3)]
    text = refusal(records)
    assert text.startswith(
        "c2 sample 2 was made with template_version 'cre-prompt-v1', others with 'cre-prompt-v1-bare'"
    )


def test_an_unknown_template_after_an_unknown_family_is_the_family_that_is_named():
    records = [rec(0), rec(1, "novel"), rec(2, template="cre-prompt-v0")]
    assert refusal(records) == "records of family 'novel', which this installation does not know"
    assert refusal([rec(0), rec(1, template="cre-prompt-v0"), rec(2, "novel")]).startswith("c1 sample 1 ")
