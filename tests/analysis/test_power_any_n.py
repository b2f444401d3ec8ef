"""Power for any n per arm: exact up to ``MAX_EXACT_N``, then Casagrande-Pike-Smith's
continuity-corrected approximation, close to the exact figures (computed once, minutes each, by
enumerating every table with the limit raised) and never optimistic where it strays."""

from __future__ import annotations

import itertools
import math

import pytest

from pytest_cre.analysis import power as P
from pytest_cre.analysis.power import MAX_EXACT_N, method, min_detectable_drop, n_for_drop

ALPHA = 0.01 / 13  # the default run's family
# exact smallest detectable drops (pp) at 80% power, two-sided, from the enumeration
EXACT = {(1000, 0.94): 5.341, (1319, 0.94): 4.552, (2000, 0.94): 3.595, (1000, 1.0): 1.475, (2000, 1.0): 0.738}


@pytest.mark.parametrize("n,p0", sorted(EXACT))
def test_past_600_per_arm_the_approximation_tracks_exact_power(n, p0):
    got = min_detectable_drop(n, p0, ALPHA)
    if p0 < 1:
        assert got == pytest.approx(EXACT[n, p0], abs=0.1)
    else:  # at 100% end accuracy it claims a larger drop than it must: on the safe side
        assert EXACT[n, p0] <= got <= 2 * EXACT[n, p0]


def test_the_method_is_named_for_each_n():
    assert method(MAX_EXACT_N) == P.METHOD
    assert "continuity-corrected normal approximation" in method(MAX_EXACT_N + 1)
    assert str(MAX_EXACT_N) in method(MAX_EXACT_N + 1)


def test_any_n_works_and_gets_smaller_with_n():
    drops = [min_detectable_drop(n, 0.9, 0.05 / 3) for n in (601, 1319, 10_000, 10**9)]
    assert all(a > b > 0 for a, b in itertools.pairwise(drops))
    assert min_detectable_drop(601, 0.94, ALPHA, alternative="greater") == math.inf
    assert min_detectable_drop(601, 0.0, ALPHA) == math.inf


def test_exact_and_approximate_meet_at_the_limit():
    exact = min_detectable_drop(MAX_EXACT_N, 0.6, 0.05)
    assert min_detectable_drop(MAX_EXACT_N + 1, 0.6, 0.05) == pytest.approx(exact, abs=0.15)


def test_n_for_a_small_drop_goes_past_600():
    n = n_for_drop(5, 0.94, ALPHA)
    assert n > MAX_EXACT_N and "approximation" in method(n)
    assert min_detectable_drop(n, 0.94, ALPHA) <= 5.0 < min_detectable_drop(int(n * 0.9), 0.94, ALPHA)
    assert n_for_drop(20, 0.95, 0.01 / 27) == 123  # exact where it fits, as before
    with pytest.raises(ValueError):
        n_for_drop(1, 0.94, ALPHA, alternative="greater")


def test_cre_power_names_the_method_it_used(capsys):
    from pytest_cre.cli import main

    assert main(["power", "--n", "601", "--family", "13"]) == 0
    assert main(["power", "--n", "50", "--family", "13"]) == 0
    big, small = capsys.readouterr().out.strip().splitlines()
    assert "continuity-corrected normal approximation" in big and P.METHOD in small
