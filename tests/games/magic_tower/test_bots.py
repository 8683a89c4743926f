"""The greedy evaluation hook (tower/wall/resources/soldiers race)."""

from __future__ import annotations

from cardtable.bots import GreedyBot, RandomBot
from cardtable.kernel import PlayerView

from .helpers import GAME, new, set_board


def test_evaluate_prefers_the_stronger_board() -> None:
    """evaluate() is in [-1, 1], rises with tower, wall, sources and soldiers."""
    st = new(2)
    a = st.active
    base = GAME.evaluate(st, a)
    assert -1.0 <= base <= 1.0
    for field, value in (("tower", 60), ("wall", 40), ("mines", 9), ("soldiers", 8)):
        probe = st.clone()
        set_board(probe, a, **{field: value})  # type: ignore[arg-type]
        assert GAME.evaluate(probe, a) > base, field
        assert GAME.evaluate(probe, 1 - a) < GAME.evaluate(st, 1 - a), field


def test_greedy_beats_random() -> None:
    """Greedy with the evaluation hook clearly beats random play (fixed seeds)."""
    wins = 0
    games = 12
    for i in range(games):
        st = GAME.new_state(seed=i, players=2)
        seat = i % 2
        bots = [GreedyBot(seed=i) if s == seat else RandomBot(seed=i + 50) for s in range(2)]
        while not st.is_terminal():
            s = st.current_player()
            assert s is not None
            st.apply(bots[s].choose(PlayerView(st, s)))
        wins += st.returns()[seat] == 1.0
    assert wins >= 9
