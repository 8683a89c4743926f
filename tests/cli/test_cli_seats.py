"""Seats named from the human's side: You and Opponent, Player N, or names given with --seat."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from cardtable.cli.config import check_seat_names, split_seat
from cardtable.cli.messages import msg
from cardtable.cli.play import result_lines
from cardtable.cli.seats import SeatNames
from cardtable.kernel import GameRecord, OptionError, replay

Invoke = Callable[..., Result]

ONES = "1\n" * 60


def test_names_from_the_one_humans_side() -> None:
    duel = SeatNames.for_table(["greedy", "human"], "cs")
    assert [duel.name(0), duel.name(1)] == ["Soupeř", "Ty"]
    assert duel.listing() == "0: Soupeř (greedy), 1: Ty"
    table = SeatNames.for_table(["human", "greedy", "random"], "en")
    assert [table.name(s) for s in range(3)] == ["You", "Player 1", "Player 2"]
    hot = SeatNames.for_table(["human", "human"], "cs")
    assert hot.perspective is None
    assert hot.listing() == "0: Hráč 0 (člověk), 1: Hráč 1 (člověk)"
    named = SeatNames.for_table(["human:name=Eva", "greedy:name=Bob"], "en")
    assert named.listing() == "0: Eva, 1: Bob (greedy)"
    assert named.is_you(0) and not named.is_you(1)
    unknown = SeatNames([], 2, "en", None)  # a record that does not say who sat where
    assert unknown.listing() == "0: Player 0, 1: Player 1"


def test_seat_names_keep_their_case_and_bots_their_parameters() -> None:
    assert split_seat("Human:Name=Eva Nová") == ("human", "Eva Nová")
    assert split_seat("ISMCTS:name=Bo:iterations=9") == ("ismcts:iterations=9", "Bo")
    assert check_seat_names(["human:name=Eva", "Greedy:name=Bob"], "en") == [
        "human:name=Eva", "greedy:name=Bob"]
    with pytest.raises(OptionError, match="two seats are named 'eva'"):
        check_seat_names(["human:name=Eva", "human:name=eva"], "en")
    with pytest.raises(OptionError, match="jméno místa '' musí mít 1 až 24"):
        check_seat_names(["human:name="], "cs")


@pytest.mark.parametrize(("returns", "perspective", "en", "cs"), [
    ([1.0, -1.0], 0, ["You win."], ["Vyhrál jsi."]),
    ([1.0, -1.0], 1, ["Winner: Opponent.", "You lose."], ["Vítěz: Soupeř.", "Prohrál jsi."]),
    ([0.0, 0.0], 0, ["A draw."], ["Remíza."]),
    ([-1.0], 0, ["You lose."], ["Prohrál jsi."]),  # a Solo game lost to the rule AI
    ([1.0], 0, ["You win."], ["Vyhrál jsi."]),
    ([-1.0], None, ["Nobody wins."], ["Nikdo nevyhrál."]),
    ([1.0, 1.0, -1.0], 0, ["Sharing first place: You, Player 1."],
     ["O první místo se dělí: Ty, Hráč 1."]),
    ([-1.0, 1.0, 1.0], 0, ["Sharing first place: Player 1, Player 2.", "You lose."],
     ["O první místo se dělí: Hráč 1, Hráč 2.", "Prohrál jsi."]),
    ([-1.0, 1.0], None, ["Winner: Player 1."], ["Vítěz: Hráč 1."]),
])
def test_closing_lines(returns: list[float], perspective: int | None, en: list[str],
                       cs: list[str]) -> None:
    for lang, expected in (("en", en), ("cs", cs)):
        names = SeatNames(["human"] * len(returns), len(returns), lang, perspective)
        said = [msg(key, lang, **params) for key, _, params in result_lines(returns, names)]
        assert said == expected


def test_game_against_a_bot_says_you_and_opponent(cli: Invoke, record_path: Path) -> None:
    result = cli("play", "toy", "--seed", "7", "--seat", "human", "--seat", "greedy",
                 "--record", str(record_path), input=ONES)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "seats: 0: You, 1: Opponent (greedy)" in out
    assert "Your turn." in out and "Your choice (number, info, help):" in out
    assert "Opponent:" in out
    assert "Seat " not in out and "seat 0 to decide" not in out.lower()
    mine, theirs = replay(GameRecord.load(record_path)).returns()
    assert ("You win." in out) == (mine > theirs)
    assert ("You lose." in out) == (mine < theirs)


def test_names_given_with_seat(cli: Invoke, record_path: Path) -> None:
    result = cli("play", "toy", "--seed", "7", "--seat", "human:name=Eva", "--seat",
                 "greedy:name=Bob", "--record", str(record_path), input=ONES)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "seats: 0: Eva, 1: Bob (greedy)" in out
    assert "Bob:" in out and "Opponent" not in out
    assert "│ Eva " in out and "│ Bob (greedy) " in out  # the result table
    record = GameRecord.load(record_path)
    assert record.seats == ["human:name=Eva", "greedy:name=Bob"]
    replay(record)


def test_hot_seat_with_names_in_czech(cli: Invoke) -> None:
    result = cli("play", "toy", "--seed", "5", "--lang", "cs", "--seat", "human:name=Eva",
                 "--seat", "human:name=Petr", input=ONES)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Další na tahu: Eva. Předej obrazovku; ostatní se nedívají." in out
    assert "Petr: stiskni Enter, až budeš mít obrazovku." in out
    assert "Eva, tvoje volba (číslo, karta, pomoc):" in out
    assert "Hračka: co vidí Petr" in out
    assert "Ty" not in out.replace("Tvoje", "")


def test_bad_seat_name_is_one_line(cli: Invoke) -> None:
    result = cli("play", "toy", "--seat", "human:name=Eva", "--seat", "random:name=EVA")
    assert result.exit_code == 2
    assert result.output.splitlines() == ["error: two seats are named 'EVA'"]


def test_event_lines_name_the_seats_they_number() -> None:
    """Issue "Player experience" 7: a log line that names a seat by number says who that
    is at the table ("hráč 1 (soupeř)", "seat 0 (Eva)"); seats without a name of their
    own (nobody's perspective) stay numbers."""
    cs = SeatNames(["human", "greedy"], 2, "cs", 0)
    assert cs.mark("hráč 1 útočí na hráče 0") == "hráč 1 (soupeř) útočí na hráče 0 (ty)"
    en = SeatNames(["human:name=Eva", "greedy"], 2, "en", 0)
    assert en.mark("seat 0 draws; seat 1 draws") == "seat 0 (Eva) draws; seat 1 (opponent) draws"
    watcher = SeatNames(["random", "random"], 2, "en", None)
    assert watcher.mark("seat 1 draws") == "seat 1 draws"
    assert cs.mark("hráč 7 nic") == "hráč 7 nic"  # not a seat of this table
