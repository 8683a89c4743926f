"""The Solo AI: a fixed automaton that is part of the rules, not a bot (CD-DEC-44).

It never chooses and never looks at its deck: it reveals the top card and does
what CD-DEC-46 says with it. Its deck is ``state.ai_deck`` (top = last item),
its B/F card lies under it (``state.ai_fort`` says which side shows), and its
face-up discard is ``state.ai_discard``. Its turn runs on the state's task
stack (``flow.py`` reveals and resolves the cards, then attacks), so a
``choose_return`` of the human can interrupt it.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.clash_of_decks.board import TOP, creature_count, start_of_turn
from cardtable.games.clash_of_decks.model import ClashData

AI: Final = 1
"""The AI's side of the board (CD-DEC-1)."""
HUMAN: Final = 0


def deck_emptied(state: ClashData) -> None:
    """CD-DEC-53/54/55: flip the Bastion and reshuffle the discard, or flag the last round."""
    if not state.ai_fort:
        state.ai_fort = True
        deck = state.ai_discard
        state.ai_discard = []
        state.rng.shuffle(deck)
        state.ai_deck = deck
        state.log("clash_of_decks.ai_reshuffle", count=len(deck))
        if deck:
            return
    if not state.ai_last_pending:
        state.ai_last_pending = True
        state.log("clash_of_decks.ai_last_round")


def mill(state: ClashData, amount: int) -> None:
    """Damage to the AI: move cards from its deck to its discard, one at a time (CD-DEC-52)."""
    milled: list[str] = []
    for _ in range(amount):
        if not state.ai_deck:
            break
        card = state.ai_deck.pop()
        state.ai_discard.append(card)
        state.ai_out.append(card)
        milled.append(card)
        if not state.ai_deck:
            # Damage left over when the deck runs out is lost (CD-DEC-53).
            state.log("clash_of_decks.ai_milled", cards=milled,
                      card_names=list(map(state.catalog.names.__getitem__, milled)))
            deck_emptied(state)
            return
    state.log("clash_of_decks.ai_milled", cards=milled,
              card_names=list(map(state.catalog.names.__getitem__, milled)))


def begin_turn(state: ClashData) -> None:
    """AI phase 1 (CD-DEC-45): mana = fixed part + per-creature part, fixed for the turn."""
    start_of_turn(state)
    state.ai_last_now = state.ai_last_pending
    state.ai_mana = state.ai_fixed + state.ai_per * creature_count(state, HUMAN)
    state.ai_total = 0
    state.ai_next_row = TOP
    state.phase = 2
    state.log("clash_of_decks.ai_turn_last" if state.ai_last_now else "clash_of_decks.ai_turn",
              turn=state.turn, mana=state.ai_mana, last=state.ai_last_now)


def target(state: ClashData) -> tuple[int, int]:
    """CD-DEC-48: the human's creature at position 1 of the next row, else of the other row."""
    rows = state.board[HUMAN]
    for row in (state.ai_next_row, 1 - state.ai_next_row):
        if rows[row]:
            return row, 0
    return -1, -1


def card_done(state: ClashData) -> bool:
    """Steps (e) and (f) of CD-DEC-46 after a revealed card: the empty-deck check, then
    whether the summoning stops (the mana is spent)."""
    if not state.ai_deck:
        deck_emptied(state)
    return state.ai_total >= state.ai_mana
