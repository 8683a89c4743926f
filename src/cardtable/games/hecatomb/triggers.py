"""Triggered abilities (HC-DEC-15, HC-DEC-27/28, HC-SIMUL-1..3).

A trigger never runs where it fires: ``fire_*`` puts the abilities it sets off
into the waiting queue (``kernel.simultaneous``) as one batch, behind whatever
already waits. The flow's ``DrainTriggers`` task carries them out after the
resolution in progress is complete, the active player's group first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import NONE, Waiting
from cardtable.games.hecatomb.values import has_god
from cardtable.kernel.simultaneous import enqueue

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def abilities(st: Table, uid: int, when: str, played: int = NONE) -> list[int]:
    """The effects of card ``uid`` that ``when`` sets off (Follower ones only with a
    god, HC-DEC-72)."""
    cat = st.cat
    out: list[int] = []
    god = has_god(st, st.owner[uid])
    for event, effect, follower, play in cat.triggered[st.card[uid]]:
        if event != when or (follower and not god):
            continue
        if when == "play" and play is not None and played != NONE:
            from cardtable.games.hecatomb.statics import CostModifier

            probe = CostModifier(op="cost_modifier", n=0, cards=play)
            if not probe.reaches(cat, st.card[played], True):
                continue
        out.append(effect)
    return out


def fire_abom(st: Table, when: str, aids: list[int]) -> None:
    """``attack``, ``block``, ``unblocked``, ``combat_damage`` for these abominations:
    the matching abilities of every minion in each (HC-DEC-35)."""
    batch: list[Waiting] = []
    for aid in aids:
        ab = st.abom(aid)
        if ab is None:
            continue
        for uid in ab.minions:
            batch.extend(Waiting(ab.seat, uid, e, aid) for e in abilities(st, uid, when))
    enqueue(st.waiting, batch)


def fire_destroyed(st: Table, uids: list[int]) -> None:
    """"When this minion is destroyed" (HC-DEC-15)."""
    batch = [Waiting(st.owner[u], u, e) for u in uids for e in abilities(st, u, "destroyed")]
    enqueue(st.waiting, batch)


def cards_in_play(st: Table, seat: int) -> list[int]:
    out = [u for ab in st.aboms[seat] for u in ab.minions]
    out += st.relics[seat]
    if st.god[seat] != NONE:
        out.append(st.god[seat])
    return out


def fire_turn(st: Table, seat: int, when: str) -> None:
    """``start_of_turn`` / ``end_of_turn`` of ``seat``'s cards in play."""
    batch = [Waiting(seat, u, e) for u in cards_in_play(st, seat)
             for e in abilities(st, u, when)]
    enqueue(st.waiting, batch)


def fire_play(st: Table, seat: int, played: int) -> None:
    """"When you play a card (of a kind)": ``seat``'s other cards in play."""
    batch = [Waiting(seat, u, e) for u in cards_in_play(st, seat) if u != played
             for e in abilities(st, u, "play", played)]
    enqueue(st.waiting, batch)
