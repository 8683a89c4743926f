"""Triggered abilities: firing into the waiting queue, and the order they go on the
stack (HX-DEC-25, HX-DEC-52, HX-ACT-13).

Abilities that fire wait in ``state.waiting`` (``kernel.simultaneous``: batches,
the active player's first) until what caused them is complete; ``flow.Drain``
then puts them on the stack one by one, asking ``order_triggers`` when a player
has two or more in the group, and each trigger's targets as it goes on.
"""

from __future__ import annotations

from cardtable.games.hexy.model import Waiting
from cardtable.games.hexy.table import Table
from cardtable.kernel.simultaneous import enqueue


def fire_card(state: Table, event: str, uid: int, about: int = -1) -> None:
    """An event about one card: that card's own abilities fire."""
    cidx = state.card[uid]
    if cidx not in state.cat.trigger_cards.get(event, ()):
        return
    items = [Waiting(uid, k, state.owner[uid], about)
             for k, a in enumerate(state.cat.abilities[cidx])
             if a.ability is not None and a.ability.kind == "triggered"
             and a.ability.event == event]
    enqueue(state.waiting, items)


def fire_seat(state: Table, event: str, seat: int, about: int = -1) -> None:
    """An event of one player (a phase step, his draw, a spell he cast): the abilities
    of every board card and enchantment he controls fire (HX-CONTENT-22), oldest
    source first (HX-DEC-52)."""
    cards = state.cat.trigger_cards.get(event)
    if not cards:
        return
    card = state.card
    found = [u for u in state.units(seat) if card[u] in cards]
    found += [u for u in state.attached(seat) if card[u] in cards]
    if not found:
        return
    found.sort(key=state.ts.__getitem__)
    items: list[Waiting] = []
    for uid in found:
        for k, a in enumerate(state.cat.abilities[card[uid]]):
            ab = a.ability
            if ab is None or ab.kind != "triggered" or ab.event != event:
                continue
            if event == "on_cast" and ab.cast_filter is not None and about >= 0 and \
                    ab.cast_filter.types and state.cat.type[card[about]] not in \
                    ab.cast_filter.types:
                continue
            items.append(Waiting(uid, k, seat, about))
    enqueue(state.waiting, items)


def order_key(state: Table, item: Waiting) -> tuple[int, int]:
    """HX-DEC-52: by the source's timestamp, then the ability's index."""
    return (state.ts[item.uid], item.ability)
