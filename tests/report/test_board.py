"""`cre board`: one row per model of each run, never pooled; complete runs of this
installation's versions and the board's grid first, by score; the rest marked and after them;
every row linked to its run's page."""

from __future__ import annotations

import json
import math
from pathlib import Path

from helpers import SMALL, neutral_prose

from pytest_cre.cli import main
from pytest_cre.report.board import BoardRow, board_lines, rank, version_problems


def _row(model: str, score: float, problems: list[str] | None = None, family: str = "reasoning") -> BoardRow:
    return BoardRow(family, model, "r", "/x/report.html", score, score, score, "accuracy", problems=problems or [])


def test_complete_rows_rank_first_by_score_and_marked_or_unscored_rows_after():
    rows = rank([_row("a", 0.5), _row("b", 0.9, ["run partial"]), _row("c", 0.7), _row("d", math.nan)])
    assert [r.model for r in rows] == ["c", "a", "d", "b"]


def test_a_row_without_a_scored_sample_says_so_and_the_rank_key_is_named():
    rows = [_row("a", 0.5), _row("b", math.nan, ["partial run: 0 of 4 samples answered"])]
    lines = board_lines(rank(rows))
    assert lines[0] == "leaderboard: reasoning, ranked by accuracy with its 95% Wilson interval"
    assert "none scored" in lines[3] and "- to -" not in "\n".join(lines)


def test_records_of_another_prompt_or_scorer_are_named():
    class Family:
        template_versions = ("t2", "t1")
        scorer_version = "s2"

    assert version_problems([{"template_version": "t2", "scorer_version": "s2"}], Family) == []
    said = version_problems([{"template_version": "t0", "scorer_version": "s1"}], Family)
    assert said == ["prompt t0 (this installation: t2)", "scorer s1 (this installation: s2)"]
    assert version_problems([{"template_version": "t1"}, {"template_version": "t2"}], Family)  # mixed in one run


def test_a_board_over_runs_ranks_models_marks_another_grid_and_links_each_page(cells, capsys, monkeypatch):
    grid = [*SMALL, "--cre-fillers", "ws", "--cre-positions", "end,middle,baseline"]
    cells.runpytest(*grid, "--cre-model", "sim", "--cre-model", "sim-robust").assert_outcomes(passed=10)
    cells.runpytest(*SMALL, "--cre-fillers", "ws", "--cre-positions", "end,baseline", "--cre-model", "sim-recency",
                    "--cre-notes", "q4 build")  # fmt: skip
    monkeypatch.chdir(cells.path)
    assert main(["board", "reports", "--out", "board"]) == 0
    out = capsys.readouterr().out
    assert "leaderboard: reasoning" in out and "another grid (2 cells, the board's 3)" in out
    rows = json.loads((cells.path / "board" / "board.json").read_text())
    assert [r["model"] for r in rows][-1] == "sim-recency" and not rows[-1]["complete"]
    assert [r["complete"] for r in rows[:2]] == [True, True] and rows[0]["score"] >= rows[1]["score"]
    assert rows[-1]["settings"]["notes"] == "q4 build" and "end" in rows[0] and "middle - end" in rows[0]
    page = (cells.path / "board" / "board.html").read_text()
    for row in rows:
        assert Path(row["page"]).is_file()
        assert f"href='../reports/{row['run_id']}/report.html'" in page


def test_a_board_of_nothing_is_one_line(tmp_path, capsys):
    assert main(["board", str(tmp_path)]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no run folder there" in err[0]


def test_a_board_says_what_tells_runs_apart_and_marks_other_prompts_and_partial_runs(
    cells, capsys, tmp_path, monkeypatch
):
    monkeypatch.delenv("CRE_DATA_DIR", raising=False)  # the first runs' neutral filler is Python's docs
    grid = [*SMALL[:2], "--cre-tiers", "4k", "--cre-fillers", "neutral", "--cre-positions", "end,middle", *SMALL[4:]]
    runs: list[Path] = []  # in the order they ran: two runs in one second sort by their random suffix

    def run(*args: str) -> int:
        code = cells.runpytest(*grid, *args).ret
        runs.append((cells.path / "reports" / "latest").resolve())
        return code

    assert run() == 0
    assert run("--cre-seed", "11") == 0
    assert run(f"--cre-data-dir={neutral_prose(tmp_path / 'data')}") == 0
    (cells.path / "prices.toml").write_text('[sim."*"]\ninput = 1000.0\noutput = 2000.0\nchecked = "2026-12-03"\n')
    run("--cre-seed", "7", "--cre-prices=prices.toml", "--cre-max-cost", "30")  # stopped
    assert len(set(runs)) == 4
    assert main(["board", str(cells.path / "reports")]) == 0  # no --out: beside the runs, not ./board
    assert Path.cwd() == cells.path and not (cells.path / "board").exists()  # docs/outputs.md
    out = capsys.readouterr().out
    assert "leaderboard: reasoning, ranked by middle accuracy (pooled over its tasks, fillers and tiers)" in out
    lines = out.splitlines()
    head = lines[lines.index(next(x for x in lines if x.startswith("leaderboard: reasoning"))) + 1].split()
    assert head[:5] == ["#", "model", "grid", "seeds", "filler"] and "- to -" not in out
    rows = {r["run_id"]: r for r in json.loads((cells.path / "reports" / "board" / "board.json").read_text())}
    default, seed11, other, capped = (rows[run.name] for run in runs)
    assert (default["seeds"], seed11["seeds"], capped["seeds"]) == ("42", "11", "7")
    assert default["grid"] == "default, 2 cells" and default["filler"].startswith("python")
    assert default["complete"] and seed11["complete"] and default["prompt_key"] == seed11["prompt_key"]
    assert other["filler"] == "DATA_DIR: neutral_prose 200 chunks" and not other["complete"]
    assert other["problems"] == [f"other prompts (filler {other['filler']}; the board's: {default['filler']})"]
    assert capped["problems"][0].startswith("partial run: ") and not capped["complete"]
    # Ranked by score; a tie keeps the runs' folder order (their ids), which for two runs in one
    # second is their random suffixes', not the order they ran in.
    ranked = sorted([default["run_id"], seed11["run_id"]], key=lambda r: (-rows[r]["score"], r))
    assert list(rows)[:2] == ranked
    # Its score is the middle cells' accuracy, not every cell's.
    middle = default["middle"].split("(")[1].rstrip(")")
    k, n = map(int, middle.split("/"))
    assert default["score"] == round(k / n, 6) and default["score_name"].startswith("middle accuracy")
