"""Invariants of a Magic Tower state, for tests and the conformance suite.

``conservation_errors(state)`` lists what is wrong (an empty list: nothing).
It reads the state only and never changes it, so it can run after every
action of a random game.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import PileCard, Seen
from cardtable.games.magic_tower.table import Table


def card_places(st: Table) -> list[tuple[int, str]]:
    """Every card id the state holds as a card, with the zone holding it."""
    places: list[tuple[int, str]] = [(c, "deck") for c in st.deck]
    for seat, hand in enumerate(st.hands):
        places += [(c, f"hand {seat}") for c in hand]
    places += [(entry.card, "pile") for entry in st.pile]
    return places


def conservation_errors(state: Any) -> list[str]:
    """MT-COMP-1: each of the 66 cards exists exactly once across the deck, the hands and
    the pile (MT-TURN-5, MT-SETUP-4). Also: pile entries are PileCard records with a real
    seat, and what a seat knows of another's hand (Vision, MT-DEC-59) is in that hand."""
    if not isinstance(state, Table):
        return [f"not a Magic Tower state: {type(state).__name__}"]
    errors: list[str] = []
    places = card_places(state)
    where: dict[int, list[str]] = {}
    for card, zone in places:
        where.setdefault(card, []).append(zone)
    for card, zones in sorted(where.items(), key=lambda kv: str(kv[0])):
        if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < tb.N_CARDS:
            errors.append(f"unknown card id {card!r} in {', '.join(zones)}")
        elif len(zones) > 1:
            errors.append(f"card {tb.CARD_ID[card]} ({card}) is held {len(zones)} times: "
                          f"{', '.join(zones)}")
    missing = [tb.CARD_ID[c] for c in range(tb.N_CARDS) if c not in where]
    if missing and places:  # before the deal (trump choices) no card is anywhere yet
        errors.append(f"{len(missing)} card(s) in no zone: {', '.join(missing)}")
    for i, entry in enumerate(state.pile):
        if (not isinstance(entry, PileCard) or not 0 <= entry.seat < state.num_players
                or entry.how not in (0, 1, 2)):
            errors.append(f"pile entry {i} is malformed: {entry!r}")
    for look in state.seen:
        if not isinstance(look, Seen):
            errors.append(f"a 'seen' entry is malformed: {look!r}")
            continue
        hand = Counter(state.hands[look.target])
        gone = [tb.CARD_ID[c] for c in look.cards if not hand[c]]
        if gone:
            errors.append(f"seat {look.looker} is shown cards no longer in seat "
                          f"{look.target}'s hand: {', '.join(gone)}")
    return errors
