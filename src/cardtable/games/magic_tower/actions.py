"""Pre-built ``Action`` values: legal-action lists index these instead of
building new objects on every step (legal_actions is the hot path of bots)."""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import RESOURCE_WORDS
from cardtable.kernel import Action

_CARDS: Final = range(tb.N_CARDS)
PLAY: Final = tuple(Action.fast("play", (("card", c),)) for c in _CARDS)
COMBO: Final = tuple(Action.fast("play_combo", (("bearer", c),)) for c in _CARDS)
DISCARD: Final = tuple(Action.fast("discard", (("card", c),)) for c in _CARDS)
ATTACK: Final = tuple(Action.fast("attack", (("card", c),)) for c in _CARDS)
HIGHEST: Final = tuple(Action.fast("discard_highest_pick", (("card", c),)) for c in _CARDS)
PAY: Final = {(g, f, m): Action.fast("pay", (("food", f), ("gold", g), ("mana", m)))
       for g in range(8) for f in range(8) for m in range(8)}
PAID: Final = {action: split for split, action in PAY.items()}
"""The (gold, food, mana) of each ``pay`` action of ``PAY`` (an action's hash is kept)."""
TARGET: Final = tuple(Action.fast("choose_target", (("seat", s),)) for s in range(6))
_CAST: Final[dict[tuple[int, str], Action]] = {}


def cast(card: int, spell: str) -> Action:
    action = _CAST.get((card, spell))
    if action is None:
        action = _CAST[(card, spell)] = Action.fast("cast", (("card", card), ("spell", spell)))
    return action


_CAST_ROWS: Final[dict[str, tuple[Action, ...]]] = {}


def cast_row(spell: str) -> tuple[Action, ...]:
    """``cast(card, spell)`` of every card, by card number (one lookup per spell)."""
    row = _CAST_ROWS.get(spell)
    if row is None:
        row = _CAST_ROWS[spell] = tuple(cast(c, spell) for c in _CARDS)
    return row
CHOOSE_TRUMP: Final = tuple(Action.fast("choose_trump", (("set", s),)) for s in tb.SETS_NAMES[:6])
FOUNTAIN_PICK: Final = tuple(Action.fast("fountain_pick", (("resource", k),))
                      for k in RESOURCE_WORDS)
BOLT: Final = Action.fast("bolt", ())
_WORDS: Final[dict[tuple[str, str, str], Action]] = {}
_COUNTS: Final[dict[str, list[Action]]] = {"soldiers": [], "defend": []}


def word(kind: str, name: str, value: str) -> Action:
    """``kind name=value`` for a word argument (``choose_kind what=gold``), shared."""
    key = (kind, name, value)
    action = _WORDS.get(key)
    if action is None:
        action = _WORDS[key] = Action.fast(kind, ((name, value),))
    return action


def counts(kind: str, lo: int, hi: int) -> list[Action]:
    """``kind n=lo`` .. ``kind n=hi`` (``soldiers``, ``defend``; ``lo`` is 0 or 1), shared."""
    made = _COUNTS[kind]
    while len(made) <= hi:
        made.append(Action.fast(kind, (("n", len(made)),)))
    return made[lo:hi + 1]
