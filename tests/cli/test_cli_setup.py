"""Setup questions: a human chooses classes, formats and the Solo AI before play."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from typer.testing import Result

from cardtable.games.clash_of_decks.game import LEVEL_POINTS, ClashOptions, difficulty_points
from cardtable.games.science_duel.cards import DECKS
from cardtable.kernel import load

Invoke = Callable[..., Result]


def _options(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text(encoding="utf-8"))
    options = data["options"]
    assert isinstance(options, dict)
    return options


def test_science_duel_human_chooses_both_classes(cli: Invoke, record_path: Path) -> None:
    """A human picks the class deck of each seat from the prebuilt decks."""
    decks = list(DECKS)
    result = cli("play", "science_duel", "--seed", "3", "--record", str(record_path),
                 input="2\n3\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Class (deck) of seat 0?" in result.output
    options = _options(record_path)
    assert options["deck0"] == decks[1]
    assert options["deck1"] == decks[2]


def test_setup_question_rejects_a_bad_answer_and_asks_again(cli: Invoke,
                                                            record_path: Path) -> None:
    result = cli("play", "science_duel", "--seed", "3", "--record", str(record_path),
                 input="9\nx\n1\n1\nquit\n")
    assert result.exit_code == 0, result.output
    assert "'9' is not a choice" in result.output
    assert "'x' is not a choice" in result.output
    assert "Traceback" not in result.output
    assert _options(record_path)["deck0"] == next(iter(DECKS))


def test_given_options_are_not_asked(cli: Invoke, record_path: Path) -> None:
    deck = list(DECKS)[-1]
    result = cli("play", "science_duel", "--seed", "3", "-o", f"deck0={deck}",
                 "--record", str(record_path), input="1\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Class (deck) of seat 0?" not in result.output
    assert _options(record_path)["deck0"] == deck


def test_bots_only_tables_ask_nothing(cli: Invoke) -> None:
    result = cli("play", "science_duel", "--seed", "4", "--seat", "random", "--seat", "random",
                 "-o", "max_turns=3")
    assert result.exit_code == 0, result.output
    assert "Class (deck)" not in result.output


def test_czech_setup_prompt(cli: Invoke) -> None:
    result = cli("play", "science_duel", "--seed", "3", "--lang", "cs", input="1\n1\nkonec\n")
    assert result.exit_code == 0, result.output
    assert "Třída (balíček) hráče 0?" in result.output


def test_solo_custom_game_at_every_level_from_the_menu(cli: Invoke, tmp_path: Path) -> None:
    """CD-DIFF-1/CD-DIFF-2/CD-DIFF-3: the level is chosen, then one setting per AI category;
    only settings that can still total the level's points are offered (CD-DEC-42)."""
    for number, level in enumerate(LEVEL_POINTS, start=1):
        for pick in ("1", "9"):
            path = tmp_path / f"{level}{pick}.json"
            answers = "\n".join(["2", "2", str(number)]) + "\n"
            # "9" is out of range for most settings: the first valid retry is "1".
            settings = "".join(f"{pick}\n1\n" if pick == "9" else "1\n" for _ in range(6))
            result = cli("play", "clash_of_decks", "--players", "1", "--seed", "5",
                         "--record", str(path), input=answers + settings + "quit\n")
            assert result.exit_code == 0, result.output
            options = _options(path)
            assert options["level"] == level
            assert difficulty_points(ClashOptions(**options)) == LEVEL_POINTS[level]


def test_clash_duel_format_question(cli: Invoke, record_path: Path) -> None:
    result = cli("play", "clash_of_decks", "--seed", "2", "--record", str(record_path),
                 input="1\n2\nquit\n")
    assert result.exit_code == 0, result.output
    options = _options(record_path)
    assert options["mode"] == "duel"
    assert options["format"] == "drafted"
    assert load("clash_of_decks").new_state(seed=2, **options).num_players == 2
