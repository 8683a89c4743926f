"""What a balance report shows: mirror cells marked, display names in the chosen
language, colours that pale with few games, the Solo table of Clash of Decks,
and only files that exist listed."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest
from rich.console import Console
from sim_faction_game import FACTION_TOY

from cardtable.games.clash_of_decks.game import ClashGame
from cardtable.games.magic_tower.game import MagicTower
from cardtable.games.science_duel.game import ScienceDuel
from cardtable.kernel import AnyGame, load
from cardtable.sim.commands import report_command
from cardtable.sim.plots import MIRROR, NOT_PLAYED, cell_colours
from cardtable.sim.report import report
from cardtable.sim.stats import Record, shaded_rate
from cardtable.sim.study import plan_study


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _listed_files(page: str) -> list[str]:
    match = re.search(r"(?:Raw data beside this page|Surová data vedle této stránky): "
                      r"([^<]*)\.</p>", page)
    assert match, "the page lists its data files"
    return [name.strip() for name in match.group(1).split(",")]


# ---- mirror cells ------------------------------------------------------------------------
def test_mirror_cells_are_marked_not_painted(tmp_path: Path) -> None:
    result = report(FACTION_TOY, tmp_path, bots=["greedy"], games=4, workers=1)
    study = result.study
    mirrors = {(r["row"], r["col"]) for r in _rows(tmp_path / "matrix.csv") if r["mirror"] == "1"}
    assert mirrors == {("plain", "plain"), ("bonus1", "bonus1")}  # bonus2's is not played
    assert result.matrix["plain", "plain"].games == 4  # played, counted, but not shown
    colours = cell_colours(study.rows, study.cols, result.matrix, study.centre,
                           {(a, a) for a in study.rows})
    for i in range(len(study.rows)):
        assert colours[i][i] == MIRROR
    assert colours[0][1] not in (MIRROR, NOT_PLAYED)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.count("<td class='mirror'>— (mirror, n=4)</td>") == 2
    assert "<td class='mirror'>— (mirror)</td>" in page  # bonus2 against itself
    assert "Mirror cells (a faction against itself)" in page
    assert "Mirror pairings not played, the game does not allow them: bonus2." in page
    buffer = io.StringIO()
    Console(file=buffer, width=160).print(result.summary_table())
    assert buffer.getvalue().count("—") == 3


def test_a_game_whose_mirrors_are_forbidden_has_them_marked_too() -> None:
    study = plan_study(load("clash_of_decks"), ["random"], 2)
    assert study.kind == "factions" and study.players == 2 and study.centre == 0.5
    assert study.rows == study.cols == ["1", "2", "3", "4"]
    assert [(a, b) for a, b, _ in study.skipped] == [(d, d) for d in study.rows]
    assert all(study.is_mirror(d, d) for d in study.rows)
    assert not study.is_mirror("1", "2")


# ---- colour intensity ------------------------------------------------------------------------
def test_a_cell_with_few_games_is_paler_than_one_with_many_at_the_same_rate() -> None:
    few, many = Record(wins=2), Record(wins=200)
    assert few.win_rate == many.win_rate == 1.0
    assert 0.5 < shaded_rate(few, 0.5) < shaded_rate(many, 0.5) < 1.0
    assert shaded_rate(Record(losses=2), 0.5) > shaded_rate(Record(losses=200), 0.5)
    assert shaded_rate(Record(wins=50, losses=50), 0.5) == pytest.approx(0.5)
    cells = {("few", "x"): few, ("many", "x"): many, ("even", "x"): Record(wins=5, losses=5)}
    (c_few,), (c_many,), (c_even,) = cell_colours(["few", "many", "even"], ["x"], cells, 0.5)

    def distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
        return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3], strict=True)) ** 0.5

    assert distance(c_few, c_even) < distance(c_many, c_even)
    assert distance(c_few, c_even) > 0.05  # still shows its direction


def test_the_page_states_the_colour_rule(tmp_path: Path) -> None:
    report("toy", tmp_path, bots=["greedy", "random"], games=4, workers=1)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "(1 − w), where w is the width of the 95% interval" in page


# ---- names in the chosen language ---------------------------------------------------------
class _TwoDecks(ScienceDuel):
    """The real hooks, limited to two decks so that a report stays tiny."""

    def balance_factions(self) -> list[str]:
        return ["chemik", "fyzik"]


@pytest.mark.parametrize(("lang", "names", "heading"), [
    ("cs", ("Toxická laboratoř", "Fyzikální laboratoř"), "Matice podílu výher"),
    ("en", ("Toxic Lab", "Physics Lab"), "Win-rate matrix"),
])
def test_rows_columns_and_cards_carry_display_names(tmp_path: Path, lang: str,
                                                    names: tuple[str, str],
                                                    heading: str) -> None:
    game = _TwoDecks()
    result = report(game, tmp_path, bots=["random"], games=2, workers=1, lang=lang)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert f"<html lang='{lang}'>" in page and heading in page
    for name in names:
        assert f"<td>{name}</td>" in page and f"<th>{name}</th>" in page
    for deck_id in ("chemik", "fyzik"):
        assert f">{deck_id}<" not in page and f"{deck_id} (" not in page
    matrix = _rows(tmp_path / "matrix.csv")
    assert {(r["row"], r["row_name"]) for r in matrix} == {("chemik", names[0]),
                                                           ("fyzik", names[1])}
    cards = _rows(tmp_path / "cards.csv")
    assert cards and all(r["name"] == game.card_name(r["card"], lang) for r in cards)
    for row in cards:
        assert f"<td>{row['name']}</td>" in page
        assert f"<td>{row['card']}</td>" not in page or row["card"] == row["name"]
    buffer = io.StringIO()
    Console(file=buffer, width=200).print(result.summary_table())
    assert names[0] in buffer.getvalue()


def test_an_unknown_language_is_one_clear_error(tmp_path: Path) -> None:
    buffer = io.StringIO()
    code = report_command("toy", tmp_path / "r", "random", games=2, workers=1, lang="de",
                          console=Console(file=buffer, width=120), progress=False)
    assert code == 2
    assert buffer.getvalue().strip() == "error: unknown language 'de'; expected one of cs, en"
    assert not (tmp_path / "r").exists()


# ---- per-card statistics in every game's report ------------------------------------------
class _ClashTwo(ClashGame):
    def balance_factions(self) -> list[str]:
        return ["1", "2"]


class _TowerTwo(MagicTower):
    def balance_factions(self) -> list[str]:
        return ["dragons", "undead"]


@pytest.mark.parametrize("game", [_ClashTwo(), _TowerTwo(), _TwoDecks()],
                         ids=["clash_of_decks", "magic_tower", "science_duel"])
def test_every_game_report_has_card_statistics(tmp_path: Path, game: AnyGame) -> None:
    result = report(game, tmp_path, bots=["random"], games=2, workers=1, lang="cs")
    assert {"cards.csv", "cards.png"} <= {p.name for p in result.files}
    cards = _rows(tmp_path / "cards.csv")
    assert cards and all(int(r["plays"]) >= 1 and r["name"] != r["card"] for r in cards)
    assert "cards.csv" in _listed_files((tmp_path / "index.html").read_text(encoding="utf-8"))


# ---- listed files exist ------------------------------------------------------------------
def test_the_page_lists_only_files_that_were_written(tmp_path: Path) -> None:
    result = report("toy", tmp_path, bots=["greedy", "random"], games=4, workers=1)
    assert all(path.exists() for path in result.files)
    assert result.files[-1].name == "index.html"
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    listed = _listed_files(page)
    assert "cards.csv" not in listed and not (tmp_path / "cards.csv").exists()
    assert listed and all((tmp_path / name).exists() for name in listed)
    assert set(listed) == {p.name for p in result.files if p.suffix == ".csv"}


# ---- Clash of Decks: Duel by default, Solo per deck and level ---------------------------
def test_clash_solo_study_is_deck_by_level() -> None:
    game = load("clash_of_decks")
    for study in (plan_study(game, ["random"], 1, players=1),
                  plan_study(game, ["random"], 1, options={"mode": "solo"})):
        assert study.kind == "solo" and study.players == 1 and study.centre == 0.5
        assert study.rows == ["1", "2", "3", "4"]
        assert study.cols == ["quick", "easy", "medium", "hard", "heroic", "mythic"]
        assert len(study.jobs) == 24 and not study.skipped
        assert all(job.players == 1 for job in study.jobs)
        easy = study.jobs[1]
        options = easy.options_for(easy.seating(0))
        assert options["level"] == "easy" and options["prepared_decks"] == [1]


class _ClashOneDeck(ClashGame):
    def balance_factions(self) -> list[str]:
        return ["3"]


def test_clash_solo_report_shows_win_rate_against_the_ai_per_level(tmp_path: Path) -> None:
    result = report(_ClashOneDeck(), tmp_path, bots=["random"], games=2, workers=1,
                    players=1, lang="cs")
    assert result.study.kind == "solo"
    assert set(result.matrix) == {("3", level) for level in result.study.cols}
    assert all(record.games == 2 for record in result.matrix.values())
    names = {p.name for p in result.files}
    assert "seats.csv" not in names and "seats.png" not in names
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "<th>Mýtická</th>" in page and "<td>Balíček 3</td>" in page
    assert "Sólo: jediné místo u stolu" in page
    assert "spravedlivý podíl je" not in page  # no "fair share 100%"
    assert "vyrovnaná hra proti protivníkovi" in page
    assert "Mýtická: ai_fixed_mana=10, level=mythic, solo_first=ai" in page


@pytest.mark.parametrize(("game", "players", "message"), [
    ("clash_of_decks", 3, "clash_of_decks: players must be between 1 and 2, not 3"),
    ("science_duel", 1, "science_duel: players must be between 2 and 2, not 1"),
])
def test_an_impossible_player_count_is_one_line_before_any_game(
        tmp_path: Path, game: str, players: int, message: str) -> None:
    buffer = io.StringIO()
    code = report_command(game, tmp_path / "r", "random", games=2, players=players, workers=1,
                          console=Console(file=buffer, width=200), progress=False)
    assert code == 2
    assert buffer.getvalue().strip() == f"error: {message}"
    assert not (tmp_path / "r").exists()
