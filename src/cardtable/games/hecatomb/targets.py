"""Targets and what effects act on (HC-TEXT-2..8, HC-DEC-24..26, HC-DEC-44/45,
HC-DEC-66, HC-DEC-87).

Objects are ints: an abomination by its aid, a minion, relic, god or mana card by
its uid, a player by seat. ``candidates`` lists the legal objects of a target
phrase for the effect's controller; ``resolve`` turns a step's reference into
the objects it acts on when the step runs (objects that left meanwhile drop out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb.model import DOOM_INDEX, NONE, Abom
from cardtable.games.hecatomb.opbase import Filter, Phrase
from cardtable.games.hecatomb.values import dooms, keywords, minion_strength, strength, subtype
from cardtable.kernel.turns import seats_from

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def sides(st: Table, seat: int, side: str) -> list[int]:
    """Seats whose objects a filter's side allows, in turn order from the active player
    (HC-DEC-87)."""
    order = seats_from(st.active, st.num_players)
    if side == "your":
        return [seat]
    if side == "enemy":
        return [s for s in order if s != seat]
    return order


def _nemesis_bars(st: Table, ab: Abom, source_doom: int) -> bool:
    """A Nemesis abomination can't be targeted by abilities of its named dooms
    (HC-NEMESIS-1, HC-DEC-66)."""
    nem = keywords(st, ab).get("nemesis")
    return isinstance(nem, (set, frozenset)) and source_doom in nem


def abom_matches(st: Table, ab: Abom, f: Filter, own_aid: int) -> bool:
    if f.another and ab.aid == own_aid:
        return False
    if f.doom is not None and DOOM_INDEX[f.doom] not in dooms(st, ab):
        return False
    if f.subtype is not None and subtype(st, ab) != f.subtype:
        return False
    if f.tapped is not None and ab.tapped != f.tapped:
        return False
    if f.size_min is not None and len(ab.minions) < f.size_min:
        return False
    if f.strength_min is not None or f.strength_max is not None:
        value = strength(st, ab)
        if f.strength_min is not None and value < f.strength_min:
            return False
        if f.strength_max is not None and value > f.strength_max:
            return False
    return True


def minion_matches(st: Table, uid: int, f: Filter, own_uid: int) -> bool:
    cat = st.cat
    ci = st.card[uid]
    if f.another and uid == own_uid:
        return False
    if f.doom is not None and cat.doom[ci] != DOOM_INDEX[f.doom]:
        return False
    if f.subtype is not None and cat.subtype[ci] != f.subtype:
        return False
    if f.strength_min is not None or f.strength_max is not None:
        value = minion_strength(st, uid)
        if f.strength_min is not None and value < f.strength_min:
            return False
        if f.strength_max is not None and value > f.strength_max:
            return False
    return True


def candidates(st: Table, seat: int, phrase: Phrase, source_uid: int, own_aid: int,
               source_doom: int) -> list[int]:
    """The legal objects of a target phrase, in a fixed order."""
    out: list[int] = []
    what = phrase.what
    if what == "player":
        return [s for s in sides(st, seat, phrase.side) if s != seat or phrase.side == "any"]
    for s in sides(st, seat, phrase.side):
        if what in ("abomination", "minion"):
            for ab in st.aboms[s]:
                if _nemesis_bars(st, ab, source_doom):
                    continue
                if what == "abomination":
                    if abom_matches(st, ab, phrase, own_aid):
                        out.append(ab.aid)
                else:
                    out.extend(u for u in ab.minions
                               if minion_matches(st, u, phrase, source_uid))
        elif what in ("relic", "relic_or_god"):
            out.extend(u for u in st.relics[s] if _card_matches(st, u, phrase))
            if what == "relic_or_god" and st.god[s] != NONE and _card_matches(st, st.god[s],
                                                                               phrase):
                out.append(st.god[s])
        elif what == "god":
            if st.god[s] != NONE and _card_matches(st, st.god[s], phrase):
                out.append(st.god[s])
        elif what == "mana_card":
            tapped = st.tapped_mana
            out.extend(u for u in st.mana[s] if _card_matches(st, u, phrase)
                       and (phrase.tapped is None or (u in tapped) == phrase.tapped))
    return out


def _card_matches(st: Table, uid: int, f: Filter) -> bool:
    return f.doom is None or st.cat.doom[st.card[uid]] == DOOM_INDEX[f.doom]


def own_aid(st: Table, uid: int) -> int:
    """The abomination a minion source is in (NONE for other cards)."""
    if uid == NONE:
        return NONE
    ab = st.abom_of(uid)
    return NONE if ab is None else ab.aid


def each_abom(st: Table, seat: int, f: Filter, source_uid: int) -> list[int]:
    """Every abomination an "each …" step reaches, players in turn order from the
    active one, then in order of creation (HC-DEC-87)."""
    mine = own_aid(st, source_uid)
    return [ab.aid for s in sides(st, seat, f.side) for ab in st.aboms[s]
            if abom_matches(st, ab, f, mine)]


def still_there(st: Table, obj: int, what: str) -> bool:
    """Whether a chosen object is still what it was (HC-DEC-26)."""
    if what == "abomination":
        return st.abom(obj) is not None
    if what == "minion":
        return st.abom_of(obj) is not None
    if what in ("relic", "god", "relic_or_god"):
        return st.in_play(obj)
    if what == "mana_card":
        return obj in st.mana[st.owner[obj]]
    return True


def top_of(st: Table, aid: int) -> int:
    ab = st.abom(aid)
    return NONE if ab is None else ab.minions[-1]
