"""Balance reports: the study each game's hooks select, and the files written
(CSV, PNG, a self-contained HTML page)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from sim_faction_game import FACTION_TOY
from typer.testing import CliRunner

from cardtable.sim.commands import report_command, sim_app
from cardtable.sim.report import report
from cardtable.sim.study import plan_study
from support.toy_game import ToyGame

PNG = b"\x89PNG\r\n\x1a\n"


class VariantToyGame(ToyGame):
    id = "toy_variants"

    def balance_variants(self) -> list[tuple[str, dict[str, Any]]]:
        return [("short", {"turns": 4}), ("long", {"turns": 12})]


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_faction_study_pairs_every_faction_and_skips_forbidden_ones() -> None:
    study = plan_study(FACTION_TOY, ["greedy"], 4)
    assert study.kind == "factions"
    assert study.rows == study.cols == ["plain", "bonus1", "bonus2"]
    assert len(study.jobs) == 5  # 6 unordered pairs, bonus2 mirror forbidden
    assert [(a, b) for a, b, _ in study.skipped] == [("bonus2", "bonus2")]
    assert {(c.row, c.col) for c in study.cells} == {
        (a, b) for a in study.rows for b in study.cols} - {("bonus2", "bonus2")}
    three = plan_study(FACTION_TOY, ["random"], 4, players=3)
    assert len(three.jobs) == 9 - 3  # a lineup (a, bonus2, bonus2) is forbidden
    assert [e.faction for e in three.jobs[1].entrants] == ["plain", "bonus1", "bonus1"]


def test_faction_report_writes_matrix_cards_and_page(tmp_path: Path) -> None:
    result = report(FACTION_TOY, tmp_path, bots=["greedy"], games=16, workers=1)
    names = {p.name for p in result.files}
    assert names == {"matrix.csv", "overall.csv", "seats.csv", "cards.csv", "games.csv",
                     "matrix.png", "lengths.png", "seats.png", "cards.png", "index.html"}
    for name in ("matrix.png", "lengths.png", "seats.png", "cards.png"):
        assert (tmp_path / name).read_bytes().startswith(PNG)
    matrix = {(r["row"], r["col"]): r for r in _rows(tmp_path / "matrix.csv")}
    assert len(matrix) == 8
    assert int(matrix["bonus2", "plain"]["games"]) == 16
    assert float(matrix["bonus2", "plain"]["win_rate"]) > float(
        matrix["plain", "bonus2"]["win_rate"])
    overall = {r["row"]: float(r["win_rate"]) for r in _rows(tmp_path / "overall.csv")}
    assert overall["bonus2"] > overall["plain"]
    cards = _rows(tmp_path / "cards.csv")
    assert cards and all(r["card"].startswith("card") for r in cards)
    assert all(0 < float(r["play_rate"]) <= 1 for r in cards)
    assert len(_rows(tmp_path / "games.csv")) == 5 * 16
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.count("data:image/png;base64,") == 4
    assert "Win-rate matrix" in page
    assert "pairings not played, the game does not allow them: bonus2." in page
    assert "First-player advantage" in page


def test_game_without_hooks_gets_a_seat_matrix(tmp_path: Path) -> None:
    result = report("toy", tmp_path, bots=["greedy", "random"], games=10, workers=1)
    assert result.study.kind == "seats"
    assert result.study.cols == ["seat 0", "seat 1", "all"]
    assert result.matrix["greedy", "all"].games == 10
    assert result.matrix["greedy", "seat 0"].games == 5
    assert not (tmp_path / "cards.csv").exists()
    assert "no <code>card_played</code> hook" in (tmp_path / "index.html").read_text()


def test_play_actions_with_a_card_argument_name_the_card() -> None:
    """The default ``Game.card_played``, for games without their own."""
    from cardtable.kernel import Action

    game = ToyGame()
    state = game.new_state(seed=1)
    assert game.card_played(state, Action("play", card="fireball")) == "fireball"
    assert game.card_played(state, Action("discard", card="fireball")) is None
    assert game.card_played(state, Action("play", hand=2)) is None


class FactionsWithoutOptions(ToyGame):
    id = "toy_factions_only"

    def balance_factions(self) -> list[str]:
        return ["a", "b"]


def test_factions_without_balance_options_are_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no balance_options hook"):
        plan_study(FactionsWithoutOptions(), ["random"], 2)


def test_variant_study_has_a_row_per_variant(tmp_path: Path) -> None:
    result = report(VariantToyGame(), tmp_path, bots=["greedy", "random"], games=6, workers=1)
    assert result.study.rows == ["short", "long"]
    assert result.study.cols == ["greedy", "random"]
    short, long = result.tallies
    assert short.mean_length < long.mean_length


def test_report_command_prints_the_matrix(tmp_path: Path) -> None:
    buffer = io.StringIO()
    code = report_command("toy", tmp_path / "r", "greedy,random", games=4, workers=1,
                          console=Console(file=buffer, width=140))
    assert code == 0
    text = buffer.getvalue()
    assert "seat 0" in text and "index.html" in text
    result = CliRunner().invoke(sim_app, ["report", "toy", "--out", str(tmp_path / "c"),
                                          "--games", "4", "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "c" / "matrix.png").exists()


def test_factions_through_a_per_seat_option_need_no_hook(tmp_path: Path) -> None:
    """``--factions 0,2 --faction-option bonus``: the values go straight into the option."""
    result = report(FACTION_TOY, tmp_path, games=10, workers=1, factions=["0", "2"],
                    faction_option="bonus")
    assert result.study.kind == "factions" and result.study.rows == ["0", "2"]
    assert [(a, b) for a, b, _ in result.study.skipped] == [("2", "2")]
    matrix = result.matrix
    assert matrix["2", "0"].win_rate > matrix["0", "2"].win_rate
    assert matrix["0", "0"].games == 10
