"""The adaptive design's test of one paired comparison (``--cre-adaptive``): pure, numbers in,
a verdict out, the same for the run deciding when to stop and for ``cre report`` re-analysing.

A comparison's two arms are sampled in paired rounds (sample i of both cells shares its target
and filler draw). Each pair gives X_i = arm_i - base_i in {-1, 0, 1}; the drop is d = E[X]. After
each round (a *look*) the comparison is settled when

- **significant**: a betting e-process against d = 0 (Waudby-Smith and Ramdas 2023, "Estimating
  means of bounded random variables by betting", JRSS-B; Ramdas, Grünwald, Vovk and Shafer 2023,
  "Game-theoretic statistics and safe anytime-valid inference") reaches 1 / (early_share * alpha).
  By Ville's inequality a null comparison ever gets there with probability at most
  early_share * alpha, however the looks fall;
- **within the margin**: the betting confidence sequence for d at error ``futility_error``
  (the same capital process, at every candidate d) lies inside (-margin, margin): a drop as
  large as the margin is then excluded. Stopping here never rejects, so it costs no type I error;
  its error is power: a comparison whose |d| >= margin is stopped here with probability at most
  ``futility_error``;
- **out of reach**: the fixed test at the cap has little chance left: the predictive probability
  that it rejects, each arm's remaining samples drawn from its posterior (Beta(1, 1) prior,
  beta-binomial completions; the pairing is ignored), is at most ``reach``. Computed exactly: the
  test's decision on every table at the cap (scipy's rule, ``power``'s grid, cached) weighted by
  the two predictive pmfs. At ``reach`` = 0 it is deterministic curtailment (no completion
  rejects). It never rejects either: its error is a missed rejection, never a false one;
- **at the cap** (``n_max`` pairs, the fixed design's N): the fixed design's own test (Fisher's
  exact, as ``drops.csv``) at the rest of the comparison's alpha, (1 - early_share) * alpha.

The rules are tried in this order at each look. The bets are predictable (pair i's uses only the
pairs before it: aGRAPA's size, truncated at ``_TRUNCATE`` = 0.9 of the largest bet that keeps
the capital positive, so a drop of every pair multiplies the capital by 1.9 and a 90%-to-4% drop
settles in ~20 pairs at Table 1's alpha), so the capital is a nonnegative supermartingale under
d = 0 and Ville's inequality holds exactly.

The comparison's type I error is at most early_share * alpha + (1 - early_share) * alpha = alpha
(a union bound: the e-process's crossing at any look, or the fixed test of the first n_max pairs),
whatever the data-dependent stopping does, so Bonferroni over the run's m comparisons holds as in
the fixed design. Spending most alpha at the cap keeps the verdicts of comparisons that need every
pair equal to the fixed design's; the e-process settles large drops early.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

# numpy is imported where the test runs, not with this module: the settings below load with the
# run's options (``policy.Analysis``), before anything is sent.


@cache
def _grid() -> np.ndarray:
    """Candidate drops for the confidence sequence: every 0.5pp strictly inside (-1, 1) (at +-1
    one side's bet has no room)."""
    import numpy as np

    return np.linspace(-0.995, 0.995, 399)


# The bet is truncated at this share of its largest safe size: a wrong step keeps at least
# 1 - _TRUNCATE of the capital (never 0), a right one at d = 0 multiplies it by up to 1 + _TRUNCATE.
_TRUNCATE = 0.9
# The bet's estimates are shrunk toward the candidate by this many pseudo-pairs at it.
_PSEUDO = 1.0
# A look's verdicts (``SequentialResult.verdict``).
OPEN, SIGNIFICANT, WITHIN_MARGIN, OUT_OF_REACH, AT_CAP = (
    "open",
    "significant",
    "within margin",
    "out of reach",
    "cap",
)


@dataclass(frozen=True)
class AdaptiveSettings:
    """``--cre-adaptive`` and its options as the run keeps them (run.json, ``Analysis.adaptive``):
    the design's rules, the same for every comparison; each comparison's level, cap and
    alternative come from the run (``design``)."""

    margin: float = 0.2  # --cre-adaptive-margin, as a proportion
    round_size: int = 5  # pairs per round
    early_share: float = 0.1
    futility_error: float = 0.05
    reach: float = 0.01  # out of reach below this predictive probability of the fixed test rejecting

    def design(self, alpha: float, n_max: int, alternative: str = "two-sided") -> SequentialDesign:
        """One comparison's design: ``alpha`` its level under the run's correction (its group's
        threshold), ``n_max`` the fixed design's N."""
        return SequentialDesign(
            alpha, n_max, self.margin, self.round_size, self.early_share, self.futility_error, alternative, self.reach
        )


@dataclass(frozen=True)
class SequentialDesign:
    """How one comparison is sampled and tested adaptively."""

    alpha: float  # the comparison's level under the run's correction (Bonferroni: alpha / m)
    n_max: int  # the cap: the fixed design's N (--cre-n)
    margin: float = 0.2  # drops within +-margin (a proportion) settle the comparison as "no drop"
    round_size: int = 5  # pairs per round; a look after each
    early_share: float = 0.1  # of alpha, spent by the e-process at the looks before the cap
    futility_error: float = 0.05  # the confidence sequence's error for the margin rule
    alternative: str = "two-sided"  # the fixed test's: "less" = the arm below its baseline
    reach: float = 0.01  # the out-of-reach rule's bound on the predictive probability

    def looks(self) -> list[int]:
        """The pair counts at which the comparison is looked at: each round's end, and the cap."""
        ends = list(range(self.round_size, self.n_max, self.round_size))
        return [*ends, self.n_max]


@dataclass(frozen=True)
class SequentialResult:
    """A comparison's state at its last look."""

    pairs: int  # pairs used: samples per arm (at stop, or so far while open)
    verdict: str  # OPEN, SIGNIFICANT, WITHIN_MARGIN, OUT_OF_REACH or AT_CAP
    significant: bool
    e_value: float  # the e-process against d = 0 at the last look
    interval: tuple[float, float]  # the confidence sequence for d at 1 - early_share * alpha
    p_value: float  # the fixed test's p at the cap (nan before it)

    @property
    def stopped(self) -> bool:
        return self.verdict != OPEN


def _bets(x: np.ndarray, m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The predictable bets for and against each candidate mean ``m`` (rows) at each pair
    (columns): aGRAPA's size (the growth-optimal bet's first-order approximation) from the pairs
    before only, shrunk toward the candidate by ``_PSEUDO`` pseudo-pairs at it, truncated at
    ``_TRUNCATE`` of the largest bet that keeps the capital positive."""
    import numpy as np

    prior = np.concatenate(([0.0], np.cumsum(x)[:-1]))[None, :]
    prior_sq = np.concatenate(([0.0], np.cumsum(x * x)[:-1]))[None, :]
    seen = np.arange(x.size, dtype=float)[None, :] + _PSEUDO
    c = m[:, None]
    mean = (prior + _PSEUDO * c) / seen
    # the variance plus the squared gap, (sum x^2)/n - 2 m mean + m^2, in one pass
    spread = (prior_sq + _PSEUDO * c * c) / seen - 2.0 * c * mean + c * c
    raw = (mean - c) / (np.maximum(spread, 0.0) + 1e-3)
    up = np.minimum(np.maximum(raw, 0.0), _TRUNCATE / (1.0 + c))  # 1 + lam (x - m) >= 1 - _TRUNCATE
    down = np.minimum(np.maximum(-raw, 0.0), _TRUNCATE / (1.0 - c))
    return up, down


def _log_wealth(x: np.ndarray, m: np.ndarray, cols: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """At each look (``cols``: its last pair's index), the log capital betting d > m and the log
    capital betting d < m, for each candidate ``m`` (rows)."""
    import numpy as np

    lam_up, lam_down = _bets(x, m)
    step = x[None, :] - m[:, None]
    up = np.cumsum(np.log1p(lam_up * step), axis=1)[:, cols]
    down = np.cumsum(np.log1p(-lam_down * step), axis=1)[:, cols]
    return up, down


def _interval(running: np.ndarray, level_error: float) -> tuple[float, float]:
    """The candidates whose wealth has never reached 1 / ``level_error`` (``running``: each
    candidate's largest log wealth over the looks so far), as their hull; an empty set is
    reported as its nearest candidate."""
    import numpy as np

    alive = running < math.log(1.0 / level_error)
    if not alive.any():
        best = int(np.argmin(running))
        return (float(_grid()[best]), float(_grid()[best]))
    return (float(_grid()[alive].min()), float(_grid()[alive].max()))


def _fisher_grid(n: int, alternative: str) -> np.ndarray:
    """Fisher's p (as ``stats.fisher``: the arm's row first) of every table with ``n`` per arm,
    indexed [k_arm, k_base]: ``power``'s exact grid, built once per (n, alternative) by scipy's
    own rule for ``fisher_exact`` (a scipy call per look costs milliseconds)."""
    from .power import _pvalues

    return _pvalues(n, n, alternative)


@lru_cache(maxsize=32)
def _rejections(n_max: int, alternative: str, threshold: float) -> np.ndarray:
    """Whether the fixed test at the cap rejects, for every table, indexed [k_arm, k_base]."""
    return _fisher_grid(n_max, alternative) <= threshold


@lru_cache(maxsize=8)
def _log_gamma(top: int) -> np.ndarray:
    """log Gamma(i) for i = 0 .. top (the beta-binomial's integer arguments, looked up)."""
    import numpy as np
    from scipy.special import gammaln

    return gammaln(np.arange(top + 1, dtype=float))


def _predictive(k: int, n: int, rest: int, n_max: int) -> np.ndarray:
    """The beta-binomial pmf of an arm's right answers among its ``rest`` remaining samples,
    given ``k`` of ``n`` so far and a uniform Beta(1, 1) prior on its accuracy."""
    import numpy as np

    lg = _log_gamma(n_max + 2)
    j = np.arange(rest + 1)
    a, b = 1 + k, 1 + n - k  # the posterior Beta(a, b)
    log = lg[rest + 1] - lg[j + 1] - lg[rest - j + 1]  # the binomial coefficient
    log = log + lg[j + a] + lg[rest - j + b] - lg[rest + a + b] - (lg[a] + lg[b] - lg[a + b])
    return np.exp(log)


def reach_probability(k_arm: int, k_base: int, n: int, design: SequentialDesign, threshold: float) -> float:
    """The predictive probability that the fixed test of the first ``n_max`` pairs rejects at
    ``threshold``, given ``k_arm`` and ``k_base`` right of the first ``n`` per arm: each arm's
    remaining samples completed from its own posterior (Beta(1, 1) prior). 0 exactly when no
    completion rejects (deterministic curtailment is this rule at ``reach`` = 0)."""
    rest = design.n_max - n
    reject = _rejections(design.n_max, design.alternative, threshold)
    if rest <= 0:
        return float(reject[k_arm, k_base])
    window = reject[k_arm : k_arm + rest + 1, k_base : k_base + rest + 1]
    if not window.any():
        return 0.0
    return float(_predictive(k_arm, n, rest, design.n_max) @ window @ _predictive(k_base, n, rest, design.n_max))


def sequential_test(base: Sequence[bool], arm: Sequence[bool], design: SequentialDesign) -> SequentialResult:
    """The comparison's verdict from its pairs in sample order (``base[i]``, ``arm[i]``: sample
    i right in each cell), looked at after each round: the first look that settles it, or its
    state at the last complete look (``OPEN``) when none does. Pairs past the stopping look are
    ignored, so a re-analysis of a run's records gives the run's own verdict."""
    import numpy as np

    if len(base) != len(arm):
        raise ValueError(f"paired arms differ in length: {len(base)} baseline, {len(arm)} arm pairs")
    b_all = np.asarray(base[: design.n_max], dtype=float)
    a_all = np.asarray(arm[: design.n_max], dtype=float)
    early = design.early_share * design.alpha
    final = design.alpha - early
    looks = [n for n in design.looks() if n <= a_all.size]
    if not looks:
        return SequentialResult(0, OPEN, False, 1.0, (-1.0, 1.0), math.nan)
    x = a_all[: looks[-1]] - b_all[: looks[-1]]
    k_arm, k_base = np.cumsum(a_all).astype(int), np.cumsum(b_all).astype(int)
    zero = int(np.argmin(np.abs(_grid())))
    # The test at d = 0 and the cheap rules first, on the zero candidate alone: the first look
    # they settle bounds how far the whole grid (the margin rule, the interval) is needed.
    up, down = _log_wealth(x, _grid()[zero : zero + 1], [n - 1 for n in looks])
    tests = {"less": down[0], "greater": up[0]}.get(design.alternative, np.logaddexp(up[0], down[0]) - math.log(2.0))
    settled: tuple[str, bool, float] | None = None
    last = len(looks) - 1
    for i, n in enumerate(looks):
        if tests[i] >= math.log(1.0 / early):
            settled = (SIGNIFICANT, True, math.nan)
        elif n >= design.n_max:
            p = float(_fisher_grid(n, design.alternative)[k_arm[n - 1], k_base[n - 1]])
            settled = (AT_CAP, p <= final, p)
        elif reach_probability(int(k_arm[n - 1]), int(k_base[n - 1]), n, design, final) <= design.reach:
            settled = (OUT_OF_REACH, False, math.nan)
        if settled is not None:
            last = i
            break
    looks = looks[: last + 1]
    up, down = _log_wealth(x[: looks[-1]], _grid(), [n - 1 for n in looks])
    running = np.maximum.accumulate(np.logaddexp(up, down) - math.log(2.0), axis=1)  # CS: intersected
    for i, n in enumerate(looks):
        if settled is not None and settled[0] == SIGNIFICANT and i == last:
            break  # the margin rule only stops; a rejection at this look stands
        futile = _interval(running[:, i], design.futility_error)
        if n < design.n_max and -design.margin < futile[0] and futile[1] < design.margin:
            settled, last = (WITHIN_MARGIN, False, math.nan), i
            break
    verdict, significant, p_value = settled if settled is not None else (OPEN, False, math.nan)
    e_value = math.exp(min(float(tests[last]), 700.0))
    return SequentialResult(looks[last], verdict, significant, e_value, _interval(running[:, last], early), p_value)
