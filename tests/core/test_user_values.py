"""core/user_values.py: the rules for numbers a user gives, on the command line (strings) and in
model files (TOML values), each broken one a CreUsageError naming where it was written and the
value (issue 45, point 8)."""

from __future__ import annotations

import math
import os

import pytest

from pytest_cre.core.errors import CreUsageError
from pytest_cre.core.user_values import positive_int, positive_number, probe_folder, ratio


@pytest.mark.parametrize(("value", "expected"), [("8", 8), (8, 8), (" 3 ", 3), (4.0, 4)])
def test_a_positive_integer_from_the_command_line_or_a_file(value, expected):
    assert positive_int("--cre-n", value) == expected


@pytest.mark.parametrize("value", ["0", "-2", "1.5", "", None, "eight", 0, [3], True, 2.5])
def test_anything_else_is_refused_naming_where_and_what(value):
    with pytest.raises(CreUsageError) as caught:
        positive_int("models/x.toml: concurrency", value)
    assert str(caught.value) == f"models/x.toml: concurrency must be a positive integer, got {value!r}"


@pytest.mark.parametrize(("value", "expected"), [("2.5", 2.5), (600, 600.0), ("1e3", 1000.0)])
def test_a_positive_number(value, expected):
    assert positive_number("--cre-timeout", value) == expected


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", float("nan"), 1e999, "0", 0, -1, "x", None, True])
def test_never_nan_infinity_zero_or_below(value):
    """``float()`` takes "nan", "inf" and TOML's 1e999 (a timeout of NaN seconds never ends), and TOML's true as 1."""
    with pytest.raises(CreUsageError, match=r"^--cre-timeout must be (a positive number|a number), got "):
        positive_number("--cre-timeout", value)


def test_zero_where_zero_is_allowed_and_never_below():
    assert positive_number("--cre-backoff", "0", allow_zero=True) == 0.0
    with pytest.raises(CreUsageError, match=r"^--cre-backoff must be a finite number >= 0, got '-0.5'$"):
        positive_number("--cre-backoff", "-0.5", allow_zero=True)
    with pytest.raises(CreUsageError, match=r"^--cre-backoff must be a finite number >= 0, got 'nan'$"):
        positive_number("--cre-backoff", "nan", allow_zero=True)


def test_a_ratio_is_in_zero_to_one():
    assert ratio("truncation_ratio", "0") == 0.0 and ratio("truncation_ratio", 1) == 1.0
    assert math.isclose(ratio("truncation_ratio", "0.9"), 0.9)
    with pytest.raises(CreUsageError, match=r"^truncation_ratio must be a ratio in \[0, 1\], got 1.01$"):
        ratio("truncation_ratio", 1.01)
    with pytest.raises(CreUsageError, match=r"^truncation_ratio must be a finite number >= 0, got -0.1$"):
        ratio("truncation_ratio", -0.1)


def test_a_folder_is_probed_by_writing_and_leaves_nothing(tmp_path):
    probe_folder(tmp_path)
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(FileNotFoundError):
        probe_folder(tmp_path / "missing")
    if os.geteuid() != 0:  # root writes anywhere: only a real write tells, hence the probe
        tmp_path.chmod(0o500)
        try:
            with pytest.raises(PermissionError):
                probe_folder(tmp_path)
        finally:
            tmp_path.chmod(0o700)
