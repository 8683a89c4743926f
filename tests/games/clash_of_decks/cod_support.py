"""Scenario helpers for Clash of Decks rule tests: a thin layer over ``GAME.position``.

A scenario is built by the game's public position builder (like a FEN in
chess) in the game loaded with the test-only card set (CD-CONTENT-9, through
``with_cards``), so tests do not depend on the tuned starter statistics; the
rules under test are then exercised only through ``apply``, and read back
through the observation. Hands are written with ``"B"`` for the Bastion/Fort
card; boards as ``{(side, row): [card ids from position 1]}``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import TEST_CARD_FILE
from cardtable.games.clash_of_decks.model import BF
from cardtable.games.clash_of_decks.position import ClashPosition
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import Action

TOP, BOTTOM = 0, 1
ROWS = ("top", "bottom")
TEST_GAME = GAME.with_cards(TEST_CARD_FILE)
"""Clash of Decks with the test-only cards."""

Board = Mapping[tuple[int, int], Sequence[str]]


def _hand(cards: Sequence[str]) -> list[str]:
    return [BF if c == "B" else c for c in cards]


def _board(pos: ClashPosition, board: Board | None, fresh: Sequence[int]) -> None:
    for side in (0, 1):
        for r in (TOP, BOTTOM):
            pos.row(side, r, [])
    for (side, r), cards in (board or {}).items():
        pos.row(side, r, cards, entered=side in fresh)


def duel(hands: Sequence[Sequence[str]], board: Board | None = None, *, active: int = 0,
         phase: int = 2, mana: int = 20, turn: int = 3, fort: tuple[bool, bool] = (False, False),
         known: bool = False, revealed: Sequence[Sequence[bool] | None] = (None, None),
         fresh: Sequence[int] = ()) -> ClashState:
    """A Duel in ``active``'s phase ``phase`` with exactly these hands and board.

    ``known``: every hand place public; ``revealed``: per seat, its public flags;
    ``fresh``: the sides whose creatures entered play this turn.
    """
    pos = TEST_GAME.position(seed=0, players=2)
    for seat in (0, 1):
        flags = revealed[seat]
        pos.hand(seat, _hand(hands[seat]), revealed=known if flags is None else flags)
        pos.fort(seat, fort[seat])
    _board(pos, board, fresh)
    return pos.turn(active, phase=phase, mana=mana, number=turn).build()


def solo(hand: Sequence[str], board: Board | None = None, *, ai_deck: Sequence[str] = (),
         ai_discard: Sequence[str] = (), ai_fort: bool = False, phase: int = 2, mana: int = 20,
         turn: int = 3, fort: bool = False, fresh: Sequence[int] = (),
         **options: Any) -> ClashState:
    """A Solo game in the human's phase ``phase``; ``ai_deck`` is listed top card first."""
    pos = TEST_GAME.position(seed=0, players=1, mode="solo", **options)
    pos.hand(0, _hand(hand)).fort(0, fort)
    _board(pos, board, fresh)
    pos.ai(deck=ai_deck, discard=ai_discard, fort=ai_fort)
    return pos.turn(0, phase=phase, mana=mana, number=turn).build()


def creatures(state: ClashState, side: int, r: int) -> list[dict[str, Any]]:
    """One side of one row as the observation shows it, from position 1 outward."""
    line: list[dict[str, Any]] = state.observation(None)["board"][side][ROWS[r]]
    return line


def row(state: ClashState, side: int, r: int) -> list[str]:
    """Card ids of one side of one row, from position 1 outward."""
    return [c["card"] for c in creatures(state, side, r)]


def damage_of(state: ClashState, side: int, r: int) -> list[int]:
    return [c["damage"] for c in creatures(state, side, r)]


def hand_of(state: ClashState, seat: int) -> list[str]:
    """A hand as its owner sees it, ``"B"`` for the Bastion/Fort card."""
    cards = state.observation(seat)["hands"][seat]["cards"]
    return ["B" if c == BF else c for c in cards]


def pending_return(state: ClashState) -> dict[str, Any] | None:
    """The open ``choose_return`` (seat and waiting cards), as everyone sees it."""
    pending: dict[str, Any] | None = state.observation(None)["pending_return"]
    return pending


def act(state: ClashState, text: str) -> None:
    state.apply(Action.parse(text))


def event_keys(state: ClashState) -> list[str]:
    return [e.key.split(".", 1)[1] for e in state.events]
