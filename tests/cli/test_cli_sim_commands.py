"""The simulation commands are reachable from the ``cardtable`` app."""

from __future__ import annotations

from collections.abc import Callable

from typer.testing import Result

Invoke = Callable[..., Result]


def test_simulate_is_a_cardtable_command(cli: Invoke) -> None:
    result = cli("simulate", "clash_of_decks", "--bots", "random,random", "--games", "4",
                 "--workers", "1")
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output
    assert "4 games" in result.output


def test_report_is_a_cardtable_command(cli: Invoke) -> None:
    result = cli("report", "--help")
    assert result.exit_code == 0
    assert "--out" in result.output


def test_simulate_with_a_bad_bot_parameter_is_one_line(cli: Invoke) -> None:
    result = cli("simulate", "toy", "--bots", "greedy:samples=abc,random", "--games", "2",
                 "--workers", "1")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "error: samples of greedy must be a whole number from 1 to 1000, not 'abc'"]
