"""The CLI's small parts: entry parsing, option values, seating, the message catalog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardtable.cli
from cardtable.bots import IsmctsBot
from cardtable.cli.config import (
    make_seat_bot,
    parse_options,
    parse_value,
    plan_seats,
    players_wanted,
)
from cardtable.cli.prompt import Command, EntryError, read_entry
from cardtable.kernel import Action, ActionSyntaxError, OptionError
from cardtable.kernel.i18n import has_message

LEGAL = [Action("play", hand=0), Action("play", hand=1), Action("draw")]


@pytest.mark.parametrize(("text", "expected"), [
    ("2", Action("play", hand=1)),
    (" 3 ", Action("draw")),
    ("play hand=7", Action("play", hand=7)),
    ("HELP", Command("help")),
    ("?", Command("help")),
    ("stav", Command("state")),
    ("konec", Command("quit")),
    ("log", Command("log")),
    ("", None),
    ("   ", None),
])
def test_read_entry(text: str, expected: object) -> None:
    assert read_entry(text, LEGAL, "en") == expected


def test_read_entry_errors() -> None:
    with pytest.raises(EntryError, match="no action number 4; choose 1-3"):
        read_entry("4", LEGAL, "en")
    with pytest.raises(EntryError, match="akce číslo 0 neexistuje"):
        read_entry("0", LEGAL, "cs")
    with pytest.raises(ActionSyntaxError):
        read_entry("play hand", LEGAL, "en")
    with pytest.raises(ActionSyntaxError):
        read_entry("#!?", LEGAL, "en")


@pytest.mark.parametrize(("raw", "value"), [
    ("5", 5), ("-3", -3), ("true", True), ("False", False), ("a,b, c", ["a", "b", "c"]),
    ("draft", "draft"), ("", ""),
])
def test_parse_value(raw: str, value: object) -> None:
    assert parse_value(raw) == value
    assert type(parse_value(raw)) is type(value)


def test_parse_options() -> None:
    assert parse_options(["max-turns=5", "mode=draft", "decks=a,b"], "en") == {
        "max_turns": 5, "mode": "draft", "decks": ["a", "b"]}
    with pytest.raises(OptionError, match="key=value"):
        parse_options(["turns"], "en")


def test_seating() -> None:
    assert plan_seats([], 3, "en") == ["human", "greedy", "greedy"]
    assert plan_seats(["Random"], 2, "en") == ["random", "greedy"]
    assert plan_seats(["greedy", "human"], 2, "en") == ["greedy", "human"]
    with pytest.raises(OptionError, match="unknown seat"):
        plan_seats(["alien"], 2, "en")
    with pytest.raises(OptionError, match="unknown seat"):
        plan_seats(["human:iterations=3"], 2, "en")
    assert players_wanted(None, ["human"]) is None
    assert players_wanted(None, ["human", "human", "random"]) == 3
    assert players_wanted(4, ["human"]) == 4


def test_seat_bots_take_parameters() -> None:
    """``--seat ismcts:iterations=50`` seats a configured bot; a bad parameter is one line."""
    assert plan_seats(["ismcts:iterations=50:rollout_depth=none"], 2, "en") == [
        "ismcts:iterations=50:rollout_depth=none", "greedy"]
    bot = make_seat_bot("ismcts:iterations=50:rollout_depth=none", 3)
    assert isinstance(bot, IsmctsBot)
    assert (bot.iterations, bot.rollout_depth) == (50, None)
    with pytest.raises(OptionError, match="seat 'ismcts:iterations=0': iterations of ismcts "
                       "must be a whole number from 1 to 10000000, not '0'"):
        plan_seats(["ismcts:iterations=0"], 2, "en")
    no_depth = "místo 'greedy:depth=2': bot 'greedy' nemá parametr 'depth'; bere: samples"
    with pytest.raises(OptionError, match=no_depth):
        plan_seats(["greedy:depth=2"], 2, "cs")


def test_every_message_key_used_in_the_cli_exists() -> None:
    """Each literal key given to t/say/ask/msg is in the cs and en catalogs."""
    source_dir = Path(cardtable.cli.__file__).parent
    pattern = re.compile(r"\b(?:t|say|ask|msg)\(\s*\"([a-z_]+)\"")
    keys = {key for path in source_dir.glob("*.py")
            for key in pattern.findall(path.read_text(encoding="utf-8"))}
    assert len(keys) > 40
    missing = sorted(key for key in keys if not has_message(f"cli.{key}"))
    assert missing == []


def test_a_typed_action_may_name_a_word_in_czech() -> None:
    """Issue "Player experience" 5: a value may be the word's display name, with or
    without accents, spaces as ``_`` (``set=lidé``, ``set=mistri_vzduchu``)."""
    from cardtable.cli.prompt import plain_word
    from cardtable.kernel import load

    game = load("magic_tower")
    names = {plain_word(name): word for lang in ("en", "cs")
             for word, name in game.word_names(lang).items()}
    assert read_entry("choose_trump set=lidé", [], "cs", names) == Action(
        "choose_trump", set="humans")
    assert read_entry("choose_trump set=mistri_vzduchu", [], "cs", names) == Action(
        "choose_trump", set="air_masters")
    assert read_entry("fountain_pick resource=Zlato", [], "cs", names) == Action(
        "fountain_pick", resource="gold")
    rows = {plain_word(n): w for w, n in load("clash_of_decks").word_names("cs").items()}
    assert read_entry("play pick=2 row=horní", [], "cs", rows) == Action(
        "play", pick=2, row="top")
