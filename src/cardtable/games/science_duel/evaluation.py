"""The ISMCTS rollouts' evaluation of a Science Duel position (``SDGame.evaluate``).

A module of its own so that the optional mypyc build compiles it (``game.py``, a
pydantic module, stays Python): every rollout of a search ends here.
"""

from __future__ import annotations

from cardtable.games.science_duel.queries import attack_of
from cardtable.games.science_duel.state import SDState


def evaluate(state: SDState, seat: int) -> float:
    """Life, board strength and cards in hand, squashed into [-1, 1]."""
    if state.is_terminal():
        return state.returns()[seat]
    score = 0.0
    for s, side in enumerate(state.sides):
        sign = 1.0 if s == seat else -1.0
        value = side.life * 1.0 + len(side.hand) * 1.5
        for i, u in enumerate(side.units):
            if u is not None and not u.dormant:
                value += 1.5 * max(0, attack_of(state, s, i, u)) + 1.2 * u.hp + 1.0
        for x in side.effects:
            if x is not None and x.kind in ("experiment", "lasting"):
                value += 2.0  # a card at work in an effect slot is worth more than in hand
        score += sign * value
    return max(-0.99, min(0.99, score / 60.0))
