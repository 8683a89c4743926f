"""Set-up mistakes are one line before any question; a question with one answer is not asked."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from cardtable.cli.setup_check import first_problem
from cardtable.kernel import load

Invoke = Callable[..., Result]

QUESTIONS = ("Game mode?", "Deck format?", "Class (deck) of seat 0?", "Režim hry?",
             "Formát balíčků?", "Třída (balíček) hráče 0?")


@pytest.mark.parametrize(("args", "line"), [
    (["clash_of_decks", "--players", "3"], "error: Clash of Decks is for 1–2 players, not 3."),
    (["clash_of_decks", "--players", "0"], "error: Clash of Decks is for 1–2 players, not 0."),
    (["clash_of_decks", "--players", "-3"],
     "error: Clash of Decks is for 1–2 players, not -3."),
    (["science_duel", "--players", "3"], "error: Science Duel is for 2 players, not 3."),
    (["magic_tower", "--players", "7"], "error: Magic Tower is for 2–6 players, not 7."),
    (["clash_of_decks", "--players", "3", "--lang", "cs"],
     "chyba: Clash of Decks je pro 1–2 hráče, ne pro 3."),
    (["science_duel", "--players", "3", "--lang", "cs"],
     "chyba: Vědecký souboj je pro 2 hráče, ne pro 3."),
    (["magic_tower", "--players", "1", "--lang", "cs"],
     "chyba: Magická věž je pro 2–6 hráčů, ne pro 1."),
    (["clash_of_decks", "--players", "1", "-o", "mode=duel"],
     "error: Clash of Decks with these options is for 2 players, not 1."),
    (["clash_of_decks", "-o", "mode=trio"],
     "error: option 'mode' of Clash of Decks cannot be 'trio': choose one of duel, solo"),
    (["clash_of_decks", "-o", "mode=trio", "--lang", "cs"],
     "chyba: volba 'mode' hry Clash of Decks nemůže mít hodnotu 'trio': zvol jednu z hodnot "
     "duel, solo"),
    (["magic_tower", "-o", "max_turns=0"],
     "error: option 'max_turns' of Magic Tower cannot be '0': it must be at least 1"),
    (["clash_of_decks", "--players", "2", "-o", "level=easy"],
     "error: these options make no game of Clash of Decks: The AI settings and solo_game are "
     "Solo options; this is a Duel. (CD-DEC-42)"),
    (["clash_of_decks", "--seat", "human", "--seat", "greedy", "--seat", "greedy"],
     "error: Clash of Decks is for 1–2 players, not 3."),
    (["magic_tower", "--players", "2", "--seat", "human", "--seat", "greedy", "--seat",
      "greedy", "--lang", "cs"], "chyba: zadaných míst je 3, ale hra má 2 hráče"),
])
def test_impossible_setup_is_one_line_before_any_question(
        cli: Invoke, args: list[str], line: str) -> None:
    """Each case used to loop on "These choices do not fit together" or fail after the menus."""
    result = cli("play", *args, input="1\n" * 20)
    assert result.exit_code == 2, result.output
    assert result.output.splitlines() == [line]
    assert not any(question in result.output for question in QUESTIONS)


def test_the_one_possible_answer_is_not_asked(cli: Invoke, record_path: Path) -> None:
    """A Solo setting given on the command line leaves Solo as the only mode: said, not asked."""
    result = cli("play", "clash_of_decks", "--seed", "2", "-o", "level=easy", "--record",
                 str(record_path), input="1\n" + "1\n" * 6 + "quit\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == ("Game mode? Solo against the rule AI: the only choice that fits the "
                        "game as set up so far.")
    assert "Which Solo game? Custom game (difficulty): the only choice" in result.output
    assert "(1-1)" not in result.output and "from 1 to 1" not in result.output
    options = json.loads(record_path.read_text(encoding="utf-8"))["options"]
    assert options["mode"] == "solo" and options["solo_game"] == "custom"
    assert options["level"] == "easy"


def test_the_one_possible_answer_in_czech(cli: Invoke) -> None:
    result = cli("play", "clash_of_decks", "--seed", "2", "-o", "level=easy", "--lang", "cs",
                 input="konec\n")
    assert result.output.splitlines()[0] == (
        "Režim hry? Sólo proti umělé inteligenci: jediná možnost, která sedí k dosavadnímu "
        "nastavení hry.")


def test_first_problem_finds_a_way_or_names_the_reason() -> None:
    clash = load("clash_of_decks")
    assert first_problem(clash, None, {}, "en") is None
    assert first_problem(clash, None, {"level": "easy"}, "en") is None  # Solo works
    reason = first_problem(clash, 2, {"level": "easy"}, "en")
    assert reason is not None and "this is a Duel" in reason
    assert first_problem(load("science_duel"), 2, {"deck0": "fyzik"}, "en") is None


@pytest.mark.parametrize(("args", "words"), [
    (["clash_of_decks", "--players", "2", "-o", "level=easy"],
     ["Nastavení AI a solo_game jsou volby Sóla; tohle je Duel.", "(CD-DEC-42)"]),
    (["magic_tower", "--players", "3", "-o", "trumps=dragons,undead"],
     ["zadej jednu sběratelskou sadu za každého hráče (3), ne 2", "(MT-DEC-3)"]),
])
def test_a_games_option_refusal_in_czech(cli: Invoke, args: list[str],
                                         words: list[str]) -> None:
    """Issue "Player experience" 5: a game's own option checks speak the player's language,
    the rule ID last."""
    result = cli("play", *args, "--lang", "cs", input="1\n" * 20)
    assert result.exit_code == 2, result.output
    assert len(result.output.splitlines()) == 1
    for word in words:
        assert word in result.output


@pytest.mark.parametrize("typed", ["²\n", "9" * 5000 + "\n", "٣\n"])
def test_a_strange_number_at_a_set_up_question_is_refused_in_one_line(
        cli: Invoke, typed: str) -> None:
    """A superscript, a huge number or another script's digit is no choice: one line, then
    the question again (it used to end in a traceback)."""
    result = cli("play", "clash_of_decks", input=typed + "quit\n")
    assert result.exit_code == 0, result.output
    assert "is not a choice" in result.output and "Traceback" not in result.output


def test_quit_at_a_set_up_question_ends_cleanly(cli: Invoke) -> None:
    result = cli("play", "clash_of_decks", "--lang", "cs", input="konec\n")
    assert result.exit_code == 0, result.output
    assert "Na shledanou." in result.output


@pytest.mark.parametrize(("option", "reason"), [
    ("max_turns=-5", "option 'max_turns' of Science Duel cannot be '-5': it must be at least 1"),
    ("max_actions_per_turn=-1", "option 'max_actions_per_turn' of Science Duel cannot be "
     "'-1': it must be at least 1"),
])
def test_science_duel_limits_below_one_are_refused(cli: Invoke, option: str,
                                                   reason: str) -> None:
    """Issue 16, item 13: they silently meant "no limit"."""
    result = cli("play", "science_duel", "-o", option, "--seat", "random", "--seat", "random")
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {reason}"
