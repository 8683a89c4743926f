"""Usage mistakes: one readable line, exit code 2, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from cardtable.cli.terminal import one_line

Invoke = Callable[..., Result]


@pytest.mark.parametrize(("args", "reason"), [
    (["-o", "turns=abc"], "option 'turns' of Toy cannot be 'abc': it must be a whole number"),
    (["-o", "turns"], "option 'turns' must look like key=value"),
    (["-o", "=3"], "option '=3' must look like key=value"),
    (["-o", "colour=red"], "Toy has no option 'colour'; its options are: turns"),
    (["-o", "turns=3", "-o", "turns=4"], "option 'turns' is given twice"),
    (["--players", "9"], "Toy is for 2–3 players, not 9."),
    (["--players", "1"], "Toy is for 2–3 players, not 1."),
    (["--players", "0"], "Toy is for 2–3 players, not 0."),
    (["--players", "-3"], "Toy is for 2–3 players, not -3."),
    (["--seat", "wizard"], "unknown seat 'wizard'; choose from human, random, greedy"),
    (["--seat", "human", "--seat", "random", "--seat", "random", "--players", "2"],
     "3 seats named, but the game has 2 players"),
    (["--lang", "de"], "unknown language 'de'; choose one of cs, en"),
])
def test_bad_play_arguments_print_one_line(cli: Invoke, args: list[str], reason: str) -> None:
    result = cli("play", "toy", *args, input="1\n")
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    assert lines[0].startswith("error: ")
    assert reason in lines[0]
    assert "Traceback" not in result.output


def test_unknown_game_is_a_usage_error(cli: Invoke) -> None:
    result = cli("play", "no_such_game")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "unknown game 'no_such_game'" in lines[0]


def test_non_numeric_players_is_rejected_by_the_parser(cli: Invoke) -> None:
    result = cli("play", "toy", "--players", "x")
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "--players" in result.output


def test_option_error_in_czech(cli: Invoke) -> None:
    result = cli("play", "toy", "--lang", "cs", "-o", "turns")
    assert result.exit_code == 2
    assert result.output.strip() == "chyba: volba 'turns' musí mít tvar klíč=hodnota"


def test_long_error_stays_on_one_line(cli: Invoke) -> None:
    """Rich must not wrap a long reason, even past the console width."""
    key = "k" * 150
    result = cli("play", "toy", "-o", f"{key}=1")
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1
    assert key in result.output


def test_record_into_a_missing_folder_is_refused_before_play(cli: Invoke,
                                                             tmp_path: Path) -> None:
    target = tmp_path / "no" / "game.json"
    result = cli("play", "toy", "--record", str(target), input="1\n")
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "does not exist" in lines[0]
    assert "your choice" not in result.output


def test_multi_line_reason_is_printed_on_one_line() -> None:
    assert one_line("a\n  b\n\nc ") == "a b c"
