"""The closing line of a game: winner, draw, shared place, or nobody (a lost Solo game)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from typer.testing import Result

from cardtable.kernel import load

Invoke = Callable[..., Result]


def _solo_result(seed: int) -> float:
    from cardtable.bots import make_bot
    from cardtable.cli.play import bot_seed
    from cardtable.kernel import PlayerView

    state = load("clash_of_decks").new_state(seed=seed, players=1)
    bot = make_bot("random", bot_seed(seed, 0))
    while not state.is_terminal():
        state.apply(bot.choose(PlayerView(state, 0)))
    return state.returns()[0]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_lost_solo_game_is_not_called_a_draw(cli: Invoke, seed: int) -> None:
    expected = _solo_result(seed)
    result = cli("play", "clash_of_decks", "--players", "1", "--seat", "random",
                 "--seed", str(seed))
    assert result.exit_code == 0, result.output
    assert "A draw." not in result.output
    if expected < 0:
        assert "Nobody wins." in result.output
    else:
        assert "Winner: Player 0." in result.output
