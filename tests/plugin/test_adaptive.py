"""``--cre-adaptive`` in the run (issue 48, points 1 and 3): a comparison's two cells are sampled
in paired rounds and stop once the sequential test settles it; what the sim server was asked is
counted by the server itself. Each cell's records are its samples 0..k-1, whatever ends the run."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from helpers import run_records

from pytest_cre.families.reasoning.sim import AnswerBook
from pytest_cre.families.reasoning.tasks import BUILTIN_TASKS
from pytest_cre.sim.server import start_sim

# Model files for the sim server: "steep", the middle of an 8K prompt at ~5% and its end at ~95%
# (a drop settled in a few rounds); "flat", position makes no difference (a null comparison).
DROP, FLAT = "steep", "flat"
PROFILES = {DROP: "sim-param:base=0.95,growth=5,max_severity=0.95", FLAT: "sim-robust"}


@pytest.fixture
def sim(cells):
    """A sim server for the run's models (its request count is the test's measure)."""
    arith = BUILTIN_TASKS["arith"]
    data = arith.load(None)
    book = AnswerBook()
    book.add(data.targets + data.filler, arith.render_question)
    server = start_sim([book])
    (cells.path / "models").mkdir()
    for name, model_id in PROFILES.items():
        (cells.path / "models" / f"{name}.toml").write_text(
            f'name = "{model_id}"\nvendor = "vllm"\nbase_url = "{server.url}"\napi_key = "not-needed"\n'
        )
    yield server
    server.stop()


def args(sim, model: str = DROP, n: int = 40, positions: str = "end,middle", *more: str) -> list[str]:
    return [
        f"--cre-model={model}",
        f"--cre-n={n}",
        "--cre-tiers=8k",
        "--cre-fillers=ws",
        f"--cre-positions={positions}",
        "--junitxml=junit.xml",
        "-p",
        "no:cacheprovider",
        *more,
    ]


def comparisons(folder: Path) -> dict[str, dict[str, str]]:
    """Each comparison item's junit properties, by its comparison (``middle-end``)."""
    out = {}
    for case in ET.parse(folder / "junit.xml").getroot().iter("testcase"):
        if "drop-" in case.get("name", ""):
            props = {p.get("name"): p.get("value") for p in case.iter("property")}
            out["-".join(case.get("name", "")[:-1].rsplit("-", 2)[-2:])] = props
    return out


def per_cell(folder: Path) -> dict[str, list[int]]:
    """Each cell's recorded samples, by position."""
    out: dict[str, list[int]] = {}
    for r in run_records(folder / "reports" / "latest"):
        out.setdefault(r["position"], []).append(r["sample"])
    return out


def outcomes(folder: Path) -> list[tuple[str, int, bool]]:
    return [(r["cell_id"], r["sample"], r["correct"]) for r in run_records(folder / "reports" / "latest")]


def test_a_big_drop_stops_early_with_fewer_requests(cells, sim):
    result = cells.runpytest(*args(sim), "--cre-cache=off", "--cre-adaptive")
    result.assert_outcomes(passed=3)
    drop = comparisons(cells.path)["middle-end"]
    used = int(drop["pairs_used"])
    assert drop["verdict"] == "significant" and drop["significant"] == "True" and used < 40
    # Both cells ran exactly the pairs the test used, from sample 0: nothing else was asked.
    assert per_cell(cells.path) == {"end": list(range(used)), "middle": list(range(used))}
    assert sim.requests == 2 * used
    run = json.loads((cells.path / "reports" / "latest" / "run.json").read_text())
    assert run["status"] == "complete"  # a settled cell expects only the samples it ran
    assert run["settings"]["adaptive"] == {
        "margin": 0.2,
        "round_size": 5,
        "early_share": 0.1,
        "futility_error": 0.05,
        "reach": 0.01,
    }


def test_a_null_comparison_stops_by_its_rules_and_is_not_significant(cells, sim):
    cells.runpytest(*args(sim, FLAT), "--cre-cache=off", "--cre-adaptive", "--cre-adaptive-round=4")
    drop = comparisons(cells.path)["middle-end"]
    assert drop["verdict"] in ("within margin", "out of reach", "cap") and drop["significant"] == "False"
    used = int(drop["pairs_used"])
    assert used % 4 == 0 and per_cell(cells.path) == {"end": list(range(used)), "middle": list(range(used))}
    assert sim.requests == 2 * used


def test_a_shared_end_cell_runs_until_its_last_comparison_stops(cells, sim):
    cells.runpytest(*args(sim, DROP, 30, "end,middle,start"), "--cre-cache=off", "--cre-adaptive")
    found = comparisons(cells.path)
    middle, start = int(found["middle-end"]["pairs_used"]), int(found["start-end"]["pairs_used"])
    assert middle != start  # the two stop at different rounds here
    samples = per_cell(cells.path)
    assert samples["middle"] == list(range(middle)) and samples["start"] == list(range(start))
    assert samples["end"] == list(range(max(middle, start)))
    assert sim.requests == middle + start + max(middle, start)


def test_a_rerun_from_the_cache_asks_nothing_and_reaches_the_same_stops(cells, sim):
    cells.runpytest(*args(sim), "--cre-adaptive")
    first, asked = (outcomes(cells.path), comparisons(cells.path)), sim.requests
    again = cells.runpytest(*args(sim), "--cre-adaptive")
    again.assert_outcomes(passed=3)
    assert sim.requests == asked  # every round answered from the cache, in order
    assert (outcomes(cells.path), comparisons(cells.path)) == first


def test_kill_9_then_resume_gives_the_uninterrupted_runs_records(cells, sim, tmp_path):
    command = [sys.executable, "-m", "pytest", "test_cells.py", *args(sim, FLAT), "--cre-adaptive", "-q"]
    command += ["--cre-adaptive-round=2", "--cre-concurrency=2"]
    proc = subprocess.Popen(command, cwd=cells.path, start_new_session=True, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 120
        while sim.requests < 12 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.01)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    assert 12 <= sim.requests < 80, "killed before 12 answers, or after the run ended"
    before = sim.stats()["repeats"]
    resumed = subprocess.run(command, cwd=cells.path, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stdout[-3000:]
    assert sim.stats()["repeats"] - before <= 2  # at most the requests in flight were asked again
    # The same sequence, uninterrupted, in a fresh project with its own cache.
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    for name in ("test_cells.py", "tox.ini", "models/flat.toml"):
        (fresh / name).parent.mkdir(exist_ok=True)
        (fresh / name).write_text((cells.path / name).read_text())
    whole = subprocess.run(command, cwd=fresh, capture_output=True, text=True, timeout=300)
    assert whole.returncode == 0, whole.stdout[-3000:]
    assert outcomes(cells.path) == outcomes(fresh)
    assert comparisons(cells.path) == comparisons(fresh)


def test_k_with_one_arm_runs_the_fixed_n(cells, sim):
    result = cells.runpytest(*args(sim, n=20), "--cre-cache=off", "--cre-adaptive", "-k", "end and not drop")
    result.assert_outcomes(passed=1)
    assert per_cell(cells.path) == {"end": list(range(20))}
    assert sim.requests == 20


def test_xdist_gives_the_same_records_and_verdicts(cells, sim):
    plain = [*args(sim, DROP, 30, "end,middle,start"), "--cre-adaptive"]
    cells.runpytest(*plain)
    alone = outcomes(cells.path), comparisons(cells.path)
    asked = sim.requests
    (cells.path / ".cre-cache").rename(cells.path / "old-cache")  # the second run asks again
    cells.runpytest_subprocess(*plain, "-n", "2").assert_outcomes(passed=5)
    assert (outcomes(cells.path), comparisons(cells.path)) == alone
    assert sim.requests == 2 * asked


def test_adaptive_with_batch_is_refused_in_one_line(cells, sim):
    result = cells.runpytest(*args(sim, "sim"), "--cre-adaptive", "--cre-batch=wait")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    lines = [line for line in result.stderr.lines if "--cre-adaptive" in line]
    assert len(lines) == 1 and "24 h" in lines[0] and "previous round" in lines[0]
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


@pytest.mark.parametrize("value", ["0", "100", "lots"])
def test_a_bad_margin_is_one_line(cells, sim, value):
    result = cells.runpytest(*args(sim), "--cre-adaptive", f"--cre-adaptive-margin={value}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert [line for line in result.stderr.lines if line.strip()] == [
        next(line for line in result.stderr.lines if line.startswith("ERROR: --cre-adaptive-margin"))
    ]
    assert not (cells.path / "reports").exists() and sim.requests == 0


PRICES = '[vllm."*"]\ninput = 1000.0\noutput = 2000.0\nchecked = "2026-12-03"\nsource = "a test"\n'


def test_the_spending_cap_leaves_consistent_records_and_an_open_verdict(cells, sim):
    (cells.path / "prices.toml").write_text(PRICES)
    # ~$8 a request bound at $1000 per 1M: the cap stops the rounds after a few.
    more = ["--cre-cache=off", "--cre-adaptive", "--cre-prices=prices.toml", "--cre-max-cost=90"]
    result = cells.runpytest(*args(sim, FLAT), *more, "--cre-max-tokens=100", "--cre-concurrency=2")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()
    records = run_records(cells.path / "reports" / "latest")
    answered = Counter(r["position"] for r in records if r["status"] == "ok")
    assert 0 < sim.requests == sum(answered.values()) < 20
    for position, samples in per_cell(cells.path).items():  # each cell: its samples from 0, no gap
        assert samples == list(range(len(samples))), position
    run = json.loads((cells.path / "reports" / "latest" / "run.json").read_text())
    assert run["status"] == "partial"  # an open comparison's cells still expect their N
    drop = comparisons(cells.path).get("middle-end", {})
    assert drop.get("significant") != "True"
    assert drop.get("verdict", "open") == "open"


def test_fail_on_drop_follows_the_sequential_verdict(cells, sim):
    result = cells.runpytest(*args(sim), "--cre-cache=off", "--cre-adaptive", "--cre-fail-on-drop=10", "-rA")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        ["*middle-end: accuracy *significant (sequential test, significant after * of 40 pairs)*"]
    )
