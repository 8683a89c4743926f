"""Who an instruction acts on: chosen targets, named groups and random picks.

A chosen target is a code (seat*8 + 0 for the hero, + slot for a unit)
checked again when it resolves (SD-DEC-13); groups skip dormant units
(SD-DEC-55); random picks are uniform over the legal candidates (SD-RANDOM-1,
SD-DEC-69).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.science_duel.model import Ctx, Unit
from cardtable.games.science_duel.queries import find_unit, neighbours, order_seats

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


ENEMY: Final = 1
"""A filter bit: only the opponent's characters."""
FRIENDLY: Final = 2
"""A filter bit: only the controller's characters."""
CHARACTER: Final = 4
"""A filter bit: heroes as well as units."""
FILTER_BITS: Final[dict[str, int]] = {
    "character": CHARACTER, "enemy_character": ENEMY | CHARACTER,
    "friendly_character": FRIENDLY | CHARACTER, "unit": 0, "enemy_unit": ENEMY,
    "friendly_unit": FRIENDLY, "other_unit": 0}
"""Every target filter (``cards.FILTERS``) as bits, read once a call rather than searching
the filter's name for "enemy", "friendly" and "character" once a side."""


def code_of(seat: int, slot: int) -> int:
    """Target code: seat*8 + 0 for the hero, 1..7 for a unit slot."""
    return seat * 8 + slot


def target_options(st: SDState, seat: int, cid: str, exclude: int = -1,
                   random: bool = False) -> list[int]:
    """Legal targets of card ``cid``'s chosen target for controller ``seat``.

    Dormant units are never targets (SD-DORMANT-2); the opponent's stealthed
    units are not either (SD-STEALTH-1, SD-DEC-50), except for a random
    choice, which ignores Stealth (SD-DEC-69).
    """
    cards = st.cat.cards
    c = cards[cid]
    filt, tag = c.target, c.target_tag
    bits = FILTER_BITS.get(filt, 0)
    out: list[int] = []
    for s in (0, 1):
        mine = s == seat
        if (bits & ENEMY and mine) or (bits & FRIENDLY and not mine):
            continue
        hero = s * 8  # code_of(s, 0); unit slot i (0-based) is hero + i + 1
        if bits & CHARACTER and not tag:
            out.append(hero)
        hide = not mine and not random
        for i, u in enumerate(st.sides[s].units):
            if u is None or u.dormant or (u.stealth and hide) or (u.uid == exclude and \
                    filt == "other_unit"):
                continue
            if tag and tag not in cards[u.cid].tags:
                continue
            out.append(hero + i + 1)
    return out


def still_legal(st: SDState, ctx: Ctx, seat: int, u: Unit) -> bool:
    """Whether unit ``u``, now controlled by ``seat``, is still a legal chosen target of the
    firing ``ctx`` (SD-DEC-13): the same tests as ``target_options``, made again when the
    instruction resolves, so a unit that turned dormant, changed sides or gained Stealth
    against the chooser in the meantime is no longer hit (SD-DEC-50)."""
    if u.dormant:
        return False
    cards = st.cat.cards
    c = cards[ctx.cid]
    filt, mine = c.target, seat == ctx.seat
    bits = FILTER_BITS.get(filt, 0)
    if (bits & ENEMY and mine) or (bits & FRIENDLY and not mine):
        return False
    if u.stealth and not mine and not ctx.random:
        return False
    if filt == "other_unit" and u.uid == ctx.src:
        return False
    return not c.target_tag or c.target_tag in cards[u.cid].tags


def chosen(st: SDState, ctx: Ctx) -> list[Any]:
    """The chosen target if it is still there and still legal (SD-DEC-13), as a character
    list; otherwise the instruction does nothing."""
    if ctx.target < 0:
        return []
    seat, slot = divmod(ctx.target, 8)
    if slot == 0:
        return [seat]
    where = find_unit(st, ctx.tuid)
    if where is None or not still_legal(st, ctx, where[0], where[2]):
        return []
    return [where[2]]


def units_of(st: SDState, seats: tuple[int, ...], tag: str = "",
           skip: int = -1) -> list[Unit]:
    out = []
    cards = st.cat.cards
    for s in seats:
        for u in st.sides[s].units:
            if u is not None and not u.dormant and u.uid != skip and (
                    not tag or tag in cards[u.cid].tags):
                out.append(u)
    return out


def select(st: SDState, t: str, tag: str, ctx: Ctx) -> list[Any]:
    """The characters (``Unit`` or hero seat) that selector ``t`` (narrowed by ``tag``)
    names for the firing ``ctx``."""
    me, opp = ctx.seat, 1 - ctx.seat
    both = order_seats(st)
    if t == "chosen":
        return chosen(st, ctx)
    if t == "self":
        where = find_unit(st, ctx.src)
        return [where[2]] if where else []
    if t == "subject":
        where = find_unit(st, ctx.subject)
        return [where[2]] if where and not where[2].dormant else []
    if t == "you":
        return [me]
    if t == "opponent":
        return [opp]
    if t == "each_player":
        return list(both)
    if t == "all_units":
        return units_of(st, both, tag)
    if t == "enemy_units":
        return units_of(st, (opp,), tag)
    if t == "friendly_units":
        return units_of(st, (me,), tag)
    if t == "other_friendly_units":
        return units_of(st, (me,), tag, ctx.src)
    if t == "other_units":
        return units_of(st, both, tag, ctx.src)
    if t == "all_characters":
        return [both[0], *units_of(st, (both[0],)), both[1], *units_of(st, (both[1],))]
    if t == "enemy_characters":
        return [opp, *units_of(st, (opp,), tag)]
    if t == "adjacent":
        return adjacent(st, ctx)
    pool: list[Any]
    if t == "random_enemy_character":
        pool = [opp, *units_of(st, (opp,))]
    elif t == "random_enemy_unit":
        pool = units_of(st, (opp,), tag)
    elif t == "random_character":
        pool = [0, 1, *units_of(st, (0, 1))]
    elif t == "random_unit":
        pool = units_of(st, (0, 1), tag)
    elif t == "random_friendly_unit":
        pool = units_of(st, (me,), tag, ctx.src)
    else:
        raise KeyError(f"unknown target selector '{t}'")
    return [st.rng.choice(pool)] if pool else []  # SD-RANDOM-1, SD-DEC-69


def adjacent(st: SDState, ctx: Ctx) -> list[Unit]:
    """Units next to the source (or to the slot it is being played into, SD-DEC-57)."""
    where = find_unit(st, ctx.src)
    if where is not None:
        seat, slot = where[0], where[1]
    elif ctx.slot:
        seat, slot = ctx.seat, ctx.slot - 1
    else:
        return []
    units = st.sides[seat].units
    probe = list(units)
    if where is None:
        probe[slot] = Unit(-1, "", seat, 0, 1)
    out = []
    for i in neighbours(probe, slot):
        u = units[i]
        if u is not None and not u.dormant:
            out.append(u)
    return out


def src_unit(st: SDState, ctx: Ctx) -> Unit | None:
    where = find_unit(st, ctx.src)
    return where[2] if where else None
