"""`cre board`: one row per model of each run, never pooled; complete runs of this
installation's versions and the board's grid first, by score; the rest marked and after them;
every row linked to its run's page."""

from __future__ import annotations

import json
import math
from pathlib import Path

from helpers import SMALL

from pytest_cre.cli import main
from pytest_cre.report.board import BoardRow, rank, version_problems


def _row(model: str, score: float, problems: list[str] | None = None, family: str = "reasoning") -> BoardRow:
    return BoardRow(family, model, "r", "/x/report.html", score, score, score, "accuracy", problems=problems or [])


def test_complete_rows_rank_first_by_score_and_marked_or_unscored_rows_after():
    rows = rank([_row("a", 0.5), _row("b", 0.9, ["run partial"]), _row("c", 0.7), _row("d", math.nan)])
    assert [r.model for r in rows] == ["c", "a", "d", "b"]


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
