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
    (["--seat", "greedy:samples=abc"],
     "seat 'greedy:samples=abc': samples of greedy must be a whole number from 1 to 1000, "
     "not 'abc'"),
    (["--seat", "greedy:samples=-3"], "samples of greedy must be a whole number from 1 to "
     "1000, not '-3'"),
    (["--seat", "ismcts:time_limit=abc"], "time_limit of ismcts must be a number from "
     "0.001 to 3600 or none, not 'abc'"),
    (["--seat", "ismcts:iterations=abc"], "iterations of ismcts must be a whole number from 1 "
     "to 10000000, not 'abc'"),
    (["--seat", "ismcts:exploration=nan"], "exploration of ismcts must be a number from 0 to "
     "100, not 'nan'"),
    (["--seat", "ismcts:iterations=" + "9" * 5000], "iterations of ismcts must be a whole "
     "number from 1 to 10000000"),
    (["--seat", "ismcts:rollout=[[[1]]]"], "rollout of ismcts must be one of random, greedy"),
    (["-o", "seed=5"], "Toy has no option 'seed'"),
    (["-o", "players=3"], "Toy has no option 'players'"),
    (["--seat", "random", "--seat", "random", "-o", "seed=5"], "Toy has no option 'seed'"),
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


@pytest.mark.parametrize("where", ["folder", "under_a_file", "proc"])
def test_record_into_a_folder_or_an_unwritable_place_is_refused_before_play(
        cli: Invoke, tmp_path: Path, where: str) -> None:
    """The whole game used to be played, then the record could not be saved."""
    (tmp_path / "file.txt").write_text("x")
    target = {"folder": tmp_path, "under_a_file": tmp_path / "file.txt" / "game.json",
              "proc": Path("/proc/version")}[where]
    if where == "proc" and not target.exists():
        pytest.skip("no /proc here")
    result = cli("play", "toy", "--record", str(target), input="1\n")
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot write to"), result.output
    assert "choice" not in result.output


def test_record_refusal_in_czech(cli: Invoke, tmp_path: Path) -> None:
    result = cli("play", "toy", "--lang", "cs", "--record", str(tmp_path), input="1\n")
    assert result.exit_code == 2
    assert result.output.strip() == f"chyba: do {tmp_path} nelze zapisovat: je to složka"


def test_multi_line_reason_is_printed_on_one_line() -> None:
    assert one_line("a\n  b\n\nc ") == "a b c"


@pytest.mark.parametrize("typed", ["9" * 5000, "play n=" + "9" * 5000, "x" * 100_000,
                                   "\x1b]0;owned\x07 \x1b[2J play"])
def test_a_huge_or_strange_entry_at_the_prompt_is_one_short_line(cli: Invoke,
                                                                 typed: str) -> None:
    """A 4,301+ digit number used to raise ValueError at the prompt; a long entry was quoted
    whole, escape codes raw."""
    result = cli("play", "toy", "--seed", "1", input=typed + "\nquit\n")
    assert result.exit_code == 0, result.output
    refused = [line for line in result.output.splitlines() if line.startswith("not accepted")]
    assert len(refused) == 1 and len(refused[0]) < 200, result.output[-600:]
    # the reason survives whole, only the quoted entry is cut
    assert refused[0].endswith(("lists them).", "choose 1-4", "possible now: draw, play"))
    assert "\x1b" not in result.output and "Traceback" not in result.output


def test_a_huge_number_in_the_game_menu_is_one_line(cli: Invoke) -> None:
    from cardtable.cli.menu import pick
    from cardtable.cli.terminal import Terminal
    from cardtable.kernel import OptionError, all_games

    with pytest.raises(OptionError, match="is not in the menu"):
        pick("9" * 5000, list(all_games()), Terminal("en"))
