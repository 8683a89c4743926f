"""The hand as health: fixed order, the playable window, the B/F card and returns.

A hand is a list of card ids from the left end to the right end, with the
token ``BF`` for the Bastion/Fort card (CD-HAND-1/2). A parallel list of
booleans says which places are public (CD-INFO-4). The B/F's health is the
number of cards to its right (CD-DEC-10); damage moves it right, one swap at a
time, and reaching the right end destroys the Bastion or loses the game.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.clash_of_decks.model import BF, ClashData

WINDOW: Final = 4
"""Only the 4 leftmost cards other than the B/F may be played (CD-HAND-3)."""


def _window_of(size: int, bf: int) -> tuple[int, ...]:
    return tuple(i for i in range(size) if i != bf)[:WINDOW]


_WINDOWS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(_window_of(size, bf) for size in range(WINDOW + 2)) for bf in range(WINDOW + 2))
"""``_WINDOWS[min(b, 5)][min(n, 5)]``: the window of a hand of ``n`` cards with the B/F at
place ``b``. Only the first five places matter: four cards and the B/F among them."""


def playable(hand: list[str]) -> tuple[int, ...]:
    """Hand indexes of the playable cards, left to right (at most 4, B/F skipped).

    A table lookup instead of a scan: legal actions and every play ask it.
    """
    size = len(hand)
    try:
        bf = hand.index(BF)
    except ValueError:
        bf = size
    return _WINDOWS[bf if bf <= WINDOW else WINDOW + 1][size if size <= WINDOW else WINDOW + 1]


def window(hand: list[str]) -> list[int]:
    """``playable`` as a list."""
    return list(playable(hand))


def bf_health(hand: list[str]) -> int:
    """Cards to the right of the B/F card (CD-DEC-10)."""
    return len(hand) - 1 - hand.index(BF)


def take(state: ClashData, seat: int, index: int) -> str:
    """Remove the card at ``index`` from a hand (the B/F shifts left by itself, CD-HAND-6)."""
    state.known[seat].pop(index)
    return state.hands[seat].pop(index)


def give(state: ClashData, seat: int, card: str) -> None:
    """Put a card openly at the right end of a hand (CD-HAND-7, CD-INC-7, CD-INFO-4)."""
    state.hands[seat].append(card)
    state.known[seat].append(True)


def check(state: ClashData, seat: int) -> None:
    """The right-end check of CD-DEC-11: destroy a rightmost Bastion, lose on a rightmost Fort.

    The loop handles a hand that holds only the B/F card (CD-BASTION-6): the
    Fort put back at the left end is then also at the right end.
    """
    hand = state.hands[seat]
    known = state.known[seat]
    while hand[-1] == BF:
        if state.bf_fort[seat]:
            if state.recording:
                state.log("clash_of_decks.fort_lost", seat=seat)
            state.finish(1 - seat)
            return
        # CD-BASTION-2/3: the Bastion is destroyed and comes back as the Fort at the left end.
        state.bf_fort[seat] = True
        hand.pop()
        known.pop()
        hand.insert(0, BF)
        known.insert(0, True)
        if state.recording:
            state.log("clash_of_decks.bastion_destroyed", seat=seat)


def damage_bf(state: ClashData, seat: int, amount: int) -> None:
    """Move the B/F right by ``amount`` places, stopping at the right end (CD-BASTION-1/4).

    Moves beyond the right end are lost: excess damage never reaches the Fort.
    """
    hand = state.hands[seat]
    known = state.known[seat]
    i = hand.index(BF)
    moves = min(amount, len(hand) - 1 - i)
    if moves > 0:
        j = i + moves
        # Shifting the cards i+1..j one place left equals j-i single swaps.
        hand[i:j + 1] = [*hand[i + 1:j + 1], BF]
        known[i:j + 1] = [*known[i + 1:j + 1], True]
    health = len(hand) - 1 - hand.index(BF)
    if state.recording:
        state.log("clash_of_decks.bf_damaged", seat=seat, amount=amount, moved=moves,
                  before=health + moves, health=health)
    check(state, seat)
