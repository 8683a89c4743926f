"""Pre-built ``Action`` values: legal-action lists index these instead of
building new objects on every step (legal_actions is the hot path of bots)."""

from __future__ import annotations

from cardtable.games.magic_tower import tables as tb
from cardtable.kernel import Action

_CARDS = range(tb.N_CARDS)
PLAY = tuple(Action.fast("play", (("card", c),)) for c in _CARDS)
COMBO = tuple(Action.fast("play_combo", (("bearer", c),)) for c in _CARDS)
DISCARD = tuple(Action.fast("discard", (("card", c),)) for c in _CARDS)
ATTACK = tuple(Action.fast("attack", (("card", c),)) for c in _CARDS)
HIGHEST = tuple(Action.fast("discard_highest_pick", (("card", c),)) for c in _CARDS)
PAY = {(g, f, m): Action.fast("pay", (("food", f), ("gold", g), ("mana", m)))
       for g in range(8) for f in range(8) for m in range(8)}
TARGET = tuple(Action.fast("choose_target", (("seat", s),)) for s in range(6))
_CAST: dict[tuple[int, str], Action] = {}


def cast(card: int, spell: str) -> Action:
    action = _CAST.get((card, spell))
    if action is None:
        action = _CAST[(card, spell)] = Action.fast("cast", (("card", card), ("spell", spell)))
    return action
