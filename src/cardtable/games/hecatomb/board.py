"""Moving minions and cards in play: placing a minion, exile, sever, stitch, removal
from the game and its return (HC-VERB-6/10..15, HC-DEC-41..43, HC-DEC-77/78)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import MAX_MINIONS, NONE, Mod, Removed
from cardtable.games.hecatomb.values import keywords

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def place_minion(st: Table, uid: int, onto: int) -> int:
    """Put minion ``uid`` into play: a new abomination (``onto`` NONE) or on top of
    abomination ``onto``, which is marked (HC-DEC-34). Returns the minion that was
    on top before (NONE for a new abomination), for the summon check (HC-DEC-39)."""
    seat = st.owner[uid]
    ab = st.abom(onto) if onto != NONE else None
    if ab is None:
        st.new_abom(seat, [uid])
        return NONE
    below = ab.minions[-1]
    st.play_changed()
    ab.minions.append(uid)
    ab.changed = True
    return below


def _minion_mods(st: Table, uid: int) -> list[Mod]:
    return [m for m in st.mods if m.uid == uid]


def exile(st: Table, uid: int) -> None:
    """Back to its owner's hand, known to all (HC-DEC-77); not destroyed."""
    where = st.where(uid)
    if where == "play":
        st.take_from_play(uid)
    elif where == "mana":
        st.take_from_mana(uid)
    else:
        return
    st.to_hand(uid, public=True)
    st.log("hecatomb.exiled", seat=st.owner[uid], card=st.name(uid))


def sever(st: Table, uid: int) -> None:
    """The minion forms a new untapped, marked abomination, keeping its own modifiers
    (HC-DEC-42)."""
    if st.abom_of(uid) is None:
        return
    keep = _minion_mods(st, uid)
    st.take_from_play(uid)
    st.new_abom(st.owner[uid], [uid])
    st.mods.extend(keep)
    st.log("hecatomb.severed", seat=st.owner[uid], card=st.name(uid))


def stitch_onto(st: Table, uids: list[int], aid: int) -> None:
    """Move minions one at a time onto abomination ``aid`` of the same controller;
    past 5 minions, minions are severed from its top (HC-DEC-43, HC-DEC-70)."""
    for uid in uids:
        target = st.abom(aid)
        here = st.abom_of(uid)
        if target is None or here is None or here.aid == aid or st.owner[uid] != target.seat:
            continue
        if keywords(st, target).get("parasite"):
            continue
        keep = _minion_mods(st, uid)
        st.take_from_play(uid)
        target.minions.append(uid)
        st.play_changed()
        target.changed = True
        st.mods.extend(keep)
        st.log("hecatomb.stitched", seat=target.seat, card=st.name(uid))
        while len(target.minions) > MAX_MINIONS:
            sever(st, target.minions[-1])


def stitch_new(st: Table, uids: list[int]) -> None:
    """Join the listed minions (first at the bottom) into a new untapped, marked
    abomination of the first one's controller (HC-DEC-43)."""
    movable = [u for u in uids if st.abom_of(u) is not None]
    if not movable:
        return
    seat = st.owner[movable[0]]
    movable = [u for u in movable if st.owner[u] == seat][:MAX_MINIONS]
    keep = [m for u in movable for m in _minion_mods(st, u)]
    for uid in movable:
        st.take_from_play(uid)
    st.new_abom(seat, movable)
    st.mods.extend(keep)
    st.log("hecatomb.stitched_new", seat=seat, cards=[st.name(u) for u in movable])


def remove_from_game(st: Table, uid: int, permanent: bool) -> None:
    """Into its owner's removed-from-game zone (HC-DEC-78)."""
    where = st.where(uid)
    if where == "play":
        st.take_from_play(uid)
        origin = "play"
    elif where == "mana":
        st.take_from_mana(uid)
        origin = "mana"
    else:
        return
    st.removed[st.owner[uid]].append(Removed(uid, -1 if permanent else st.game_turn, origin))
    st.log("hecatomb.removed", seat=st.owner[uid], card=st.name(uid), permanent=permanent)


def return_removed(st: Table) -> None:
    """Cards removed until the end of this turn come back (HC-DEC-14 step 2,
    HC-DEC-78): a minion as a new untapped, marked abomination, a relic to play, a
    mana card untapped, anything else to its owner's hand."""
    for seat in range(st.num_players):
        due = [r for r in st.removed[seat] if r.back_at == st.game_turn]
        for r in due:
            st.removed[seat].remove(r)
            kind = st.cat.ctype[st.card[r.uid]]
            if r.origin == "mana":
                st.to_mana(r.uid)
            elif kind == "minion":
                st.new_abom(seat, [r.uid])
            elif kind == "relic":
                st.relics[seat].append(r.uid)
                st.play_changed()
            else:
                st.to_hand(r.uid, public=True)
            st.log("hecatomb.returned", seat=seat, card=st.name(r.uid))
