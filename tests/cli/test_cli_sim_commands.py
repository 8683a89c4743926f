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
