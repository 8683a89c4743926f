"""Scenario builders for Clash of Decks rule tests.

A scenario starts from a real game (seeded, options validated) and then sets
hands, board and turn data directly, like a FEN in chess: the rules under test
are then exercised only through ``apply``. Hands are written with ``"B"`` for
the Bastion/Fort card; boards as ``{(side, row): [card ids from position 1]}``.
Tests use the test-only card set (CD-CONTENT-9), so they do not depend on the
tuned starter statistics.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.board import C_ID, place
from cardtable.games.clash_of_decks.cards import BF
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import Action

TOP, BOTTOM = 0, 1


def _hand(cards: Sequence[str]) -> list[str]:
    return [BF if c == "B" else c for c in cards]


def _fill(state: ClashState, board: Mapping[tuple[int, int], Sequence[str]] | None) -> None:
    state.board = [[[], []], [[], []]]
    for (side, row), cards in (board or {}).items():
        for card in cards:
            creature = place(state, side, row, card)
            creature[3] = 0  # already in play before this turn


def duel(hands: Sequence[Sequence[str]], board: Mapping[tuple[int, int], Sequence[str]] | None
         = None, *, active: int = 0, phase: int = 2, mana: int = 20, turn: int = 3,
         fort: tuple[bool, bool] = (False, False), known: bool = False) -> ClashState:
    """A Duel in ``active``'s phase ``phase`` with exactly these hands and board."""
    state = GAME.new_state(seed=0, players=2, prepared_decks=[1, 2], first_player=0)
    assert isinstance(state, ClashState)
    state.hands = [_hand(h) for h in hands]
    state.known = [[c == BF or known for c in h] for h in state.hands]
    state.bf_fort = list(fort)
    _fill(state, board)
    state.active = active
    state.phase = phase
    state.mana = mana
    state.turn = turn
    state.events = []
    state._legal_cache = None
    return state


def solo(hand: Sequence[str], board: Mapping[tuple[int, int], Sequence[str]] | None = None, *,
         ai_deck: Sequence[str] = (), ai_discard: Sequence[str] = (), ai_fort: bool = False,
         phase: int = 2, mana: int = 20, turn: int = 3, **options: Any) -> ClashState:
    """A Solo game in the human's phase ``phase``; ``ai_deck`` is listed top card first."""
    opts: dict[str, Any] = {"format": "prepared", "prepared_decks": [1], **options}
    state = GAME.new_state(seed=0, players=1, mode="solo", **opts)
    assert isinstance(state, ClashState)
    state.hands = [_hand(hand)]
    state.known = [[c == BF for c in state.hands[0]]]
    state.bf_fort = [False]
    _fill(state, board)
    state.ai_deck = list(reversed(ai_deck))
    state.ai_discard = list(ai_discard)
    state.ai_fort = ai_fort
    state.active = 0
    state.phase = phase
    state.mana = mana
    state.turn = turn
    state.events = []
    state._legal_cache = None
    return state


def row(state: ClashState, side: int, r: int) -> list[str]:
    """Card ids of one side of one row, from position 1 outward."""
    return [c[C_ID] for c in state.board[side][r]]


def hand_of(state: ClashState, seat: int) -> list[str]:
    return ["B" if c == BF else c for c in state.hands[seat]]


def damage_of(state: ClashState, side: int, r: int) -> list[int]:
    return [c[1] for c in state.board[side][r]]


def act(state: ClashState, text: str) -> None:
    state.apply(Action.parse(text))


def event_keys(state: ClashState) -> list[str]:
    return [e.key.split(".", 1)[1] for e in state.events]


def fresh(state: ClashState, side: int) -> None:
    """Mark ``side``'s creatures as entered this turn, so they do not attack in it."""
    for line in state.board[side]:
        for creature in line:
            creature[3] = 1
