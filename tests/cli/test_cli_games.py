"""``games``, the game menu of ``play``, and ``validate-cards``."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from typer.testing import Result

from cardtable.cli import menu
from cardtable.kernel import CardDataError, register
from cardtable.kernel.registry import unregister
from support.toy_game import ToyGame

Invoke = Callable[..., Result]


def test_games_lists_the_toy_game(cli: Invoke) -> None:
    result = cli("games")
    assert result.exit_code == 0
    row = next(line for line in result.output.splitlines() if " toy " in line)
    assert "Hračka" in row and "Toy" in row and "2–3" in row
    assert "name (cs)" in result.output and "name (en)" in result.output


def test_games_in_czech(cli: Invoke) -> None:
    result = cli("games", "--lang", "cs")
    assert result.exit_code == 0
    assert "název (cs)" in result.output and "hráči" in result.output


def test_games_skips_a_game_that_does_not_load(cli: Invoke,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(menu, "game_ids", lambda: ["ghost", "toy"])
    result = cli("games")
    assert result.exit_code == 0
    assert "ghost is not available: UnknownGame: unknown game 'ghost'" in result.output
    assert " toy " in result.output
    assert not any(line.startswith("│ ghost") for line in result.output.splitlines())


def test_menu_when_no_game_is_installed(cli: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    """`make play` on a checkout without games: one line, exit 0."""
    monkeypatch.setattr(menu, "game_ids", lambda: ["ghost"])
    result = cli("play")
    assert result.exit_code == 0
    assert result.output.strip() == "No game is installed yet, so there is nothing to play."


@pytest.mark.usefixtures("card_games")
def test_menu_asks_again_then_plays_the_chosen_game(cli: Invoke,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(menu, "game_ids", lambda: ["ghost", "toy_cards", "toy"])
    result = cli("play", "--seed", "1", input="zzz\n7\n\ntoy\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Which game shall we play?" in out
    assert "Hračka" in out and "Toy" in out
    refusals = [line for line in out.splitlines() if line.startswith("not accepted:")]
    assert refusals == ["not accepted: 'zzz' is not in the menu; type 1-2 or a game id",
                        "not accepted: '7' is not in the menu; type 1-2 or a game id"]
    assert "Toy, seed 1" in out and "Game stopped before the end." in out


@pytest.mark.usefixtures("card_games")
def test_menu_by_number(cli: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(menu, "game_ids", lambda: ["toy", "toy_cards"])
    result = cli("play", "--seed", "1", "--lang", "cs", input="1\nquit\n")
    assert result.exit_code == 0
    assert "Jakou hru si zahrajeme?" in result.output
    assert "Hračka, semínko 1" in result.output


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "Only one game is installed, so we play Toy."),
    ("cs", "Nainstalovaná je jen jedna hra, hrajeme tedy Hračka."),
])
def test_menu_with_one_game_is_skipped_with_a_reason(
        cli: Invoke, monkeypatch: pytest.MonkeyPatch, lang: str, sentence: str) -> None:
    monkeypatch.setattr(menu, "game_ids", lambda: ["ghost", "toy"])
    result = cli("play", "--seed", "1", "--lang", lang, input="quit\n")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == sentence
    assert "1-1" not in result.output and "Which game" not in result.output


@pytest.mark.usefixtures("card_games")
def test_end_of_input_at_the_menu(cli: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(menu, "game_ids", lambda: ["toy", "toy_cards"])
    result = cli("play", input="")
    assert result.exit_code == 0
    assert result.output.rstrip().endswith("Goodbye.")


class BrokenCardsGame(ToyGame):
    id = "toy_broken_cards"

    def validate_content(self) -> dict[str, int]:
        raise CardDataError("cards/units.toml", "fenix", "cost", "must be at least 0", line=12)


class CardsGame(ToyGame):
    id = "toy_cards"

    def validate_content(self) -> dict[str, int]:
        return {"cards/units.toml": 30, "decks/starter.toml": 2}


@pytest.fixture
def card_games() -> Iterator[None]:
    register(BrokenCardsGame())
    register(CardsGame())
    yield
    unregister(BrokenCardsGame.id)
    unregister(CardsGame.id)


@pytest.mark.usefixtures("card_games")
def test_validate_cards_error_names_the_file(cli: Invoke) -> None:
    result = cli("validate-cards", "toy_broken_cards")
    assert result.exit_code == 1
    assert result.output.strip() == (
        "error: cards/units.toml:12, card 'fenix', field 'cost': must be at least 0")


@pytest.mark.usefixtures("card_games")
def test_validate_cards_summary(cli: Invoke) -> None:
    result = cli("validate-cards", "toy_cards")
    assert result.exit_code == 0
    assert "cards/units.toml" in result.output and "decks/starter.toml" in result.output
    assert "2 file(s), 32 entries: all valid." in result.output


def test_validate_cards_without_files_and_unknown_game(cli: Invoke) -> None:
    assert "Toy has no card files to check." in cli("validate-cards", "toy").output
    result = cli("validate-cards", "nope")
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1
