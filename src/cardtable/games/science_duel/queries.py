"""Read-only questions about a position: keywords, auras, costs, attack, slots.

Rules and effects ask these; none of them changes the state (except handing
out a fresh card uid). The catalogue's per-card tables (``state.cat``) keep the hot ones
cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from cardtable.games.science_duel.board import (
    ATTACK_AURAS,
    COST_AURAS,
    HAND_AURAS,
    SPELL_DAMAGE,
    present,
)
from cardtable.games.science_duel.carddef import Aura
from cardtable.games.science_duel.model import (
    HAND_LIMIT,
    MAX_HAND_INDEX,
    UNIT_SLOTS,
    Unit,
)

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


# ---- queries ---------------------------------------------------------------------------
def has_kw(st: SDState, u: Unit, kw: str) -> bool:
    """Printed keyword (unless silenced, SD-SILENCE-2) or one granted by an effect."""
    return (kw in st.cat.cards[u.cid].keywords and not u.silenced) or kw in u.kws


def active_text(u: Unit) -> bool:
    """A unit's own text works only when it is not silenced and not dormant (SD-DEC-55)."""
    return not u.silenced and u.dormant == 0


class AuraAt(NamedTuple):
    """An active aura and where it comes from."""

    amount: int
    slot: int
    """The unit slot (0-based) of its source, -1 for the field or an effect slot."""
    aura: Aura


def auras(st: SDState, seat: int, kind: str) -> list[AuraAt]:
    """Every active aura of ``kind`` that ``seat`` gets."""
    out: list[AuraAt] = []
    table = st.cat.auras
    f = st.field
    if f is not None and f.cid in table:
        for a in table[f.cid]:
            if a.kind == kind:
                out.append(AuraAt(a.amount, -1, a))
    side = st.sides[seat]
    for i, u in enumerate(side.units):
        if u is not None and u.cid in table and active_text(u):
            for a in table[u.cid]:
                if a.kind == kind:
                    out.append(AuraAt(a.amount, i, a))
    for s in side.effects:
        if s is not None and s.kind == "lasting" and s.cid in table:
            for a in table[s.cid]:
                if a.kind == kind:
                    out.append(AuraAt(a.amount, -1, a))
    return out


def cost_mods(st: SDState, seat: int) -> tuple[int, int]:
    """(all cards, spells only) cost modifiers that ``seat`` has now, in one pass."""
    cat = st.cat
    if not present(st, COST_AURAS):
        return 0, 0
    table = cat.cost_auras
    card = spell = 0
    f = st.field
    if f is not None and f.cid in table:
        m = table[f.cid]
        card += m.card
        spell += m.spell
    side = st.sides[seat]
    for u in side.units:
        if u is not None and u.cid in table and not u.silenced and u.dormant == 0:
            m = table[u.cid]
            card += m.card
            spell += m.spell
    for x in side.effects:
        if x is not None and x.cid in table and x.kind == "lasting":
            m = table[x.cid]
            card += m.card
            spell += m.spell
    return card, spell


def cost_of(st: SDState, seat: int, cid: str, mods: tuple[int, int] | None = None) -> int:
    """Current cost with every modifier, never below 0 (SD-DEC-10)."""
    c = st.cat.cards[cid]
    card, spell = cost_mods(st, seat) if mods is None else mods
    return max(0, c.cost + card + (spell if c.type == "spell" else 0))


def spell_damage(st: SDState, seat: int) -> int:
    """SD-DEC-46: Spell damage +n of units the player controls plus the field's."""
    cat = st.cat
    if not present(st, SPELL_DAMAGE):
        return 0
    total = 0
    for u in st.sides[seat].units:
        if u is not None and active_text(u):
            total += cat.cards[u.cid].spell_damage
    for found in auras(st, seat, "spell_damage"):
        total += found.amount
    return total


def hand_limit(st: SDState, seat: int) -> int:
    """SD-HAND-1: 10 unless an effect states otherwise."""
    if not present(st, HAND_AURAS):
        return HAND_LIMIT  # no hand-limit aura in play (the common case, drawing is hot)
    limit = HAND_LIMIT + sum(a.amount for a in auras(st, seat, "hand_limit"))
    return max(1, min(MAX_HAND_INDEX, limit))


def neighbours(units: list[Unit | None], slot: int) -> list[int]:
    """SD-ADJ-1 / SD-DEC-25: nearest occupied slots left and right (0-based), gaps ignored."""
    out = []
    for i in range(slot - 1, -1, -1):
        if units[i] is not None:
            out.append(i)
            break
    for i in range(slot + 1, UNIT_SLOTS):
        if units[i] is not None:
            out.append(i)
            break
    return out


def attack_of(st: SDState, seat: int, slot: int, u: Unit) -> int:
    """Current attack: base plus until-end-of-turn bonus plus friendly auras (SD-TERM-6)."""
    total = u.atk + u.tmp_atk
    if not present(st, ATTACK_AURAS):
        return total
    cat = st.cat
    attack_auras = cat.attack_auras
    units = st.sides[seat].units
    cards = cat.cards
    tags = cards[u.cid].tags
    for i, other in enumerate(units):
        if other is None or other.cid not in attack_auras or i == slot or \
                not active_text(other):
            continue
        for a in cards[other.cid].auras:
            if a.kind != "attack" or (a.tag and a.tag not in tags):
                continue
            if a.scope == "other_friendly" or (a.scope == "adjacent"
                                               and slot in neighbours(units, i)):
                total += a.amount
    return total


Where = tuple[int, int, Unit]
"""Where a unit is on the board: (its controller's seat, its unit slot 0-based, the unit).
A plain tuple, like ``damage.Hit``: looked up many times per action."""


def find_unit(st: SDState, uid: int) -> Where | None:
    """The unit ``uid`` on the board and where it is, or ``None``."""
    for seat, side in enumerate(st.sides):
        for i, u in enumerate(side.units):
            if u is not None and u.uid == uid:
                return seat, i, u
    return None


def unit_slot(st: SDState, seat: int, uid: int) -> int:
    """The slot (0-based) of ``seat``'s unit ``uid``, or -1."""
    for i, u in enumerate(st.sides[seat].units):
        if u is not None and u.uid == uid:
            return i
    return -1


def reserved_slot(st: SDState, seat: int) -> int:
    for f in st.flight:
        if f.seat == seat and f.slot:
            return f.slot - 1
    return -1


def empty_slots(st: SDState, seat: int) -> list[int]:
    """Empty unit slots (0-based) that no unit being played has reserved (SD-DEC-57)."""
    units = st.sides[seat].units
    if not st.flight:
        return [i for i, u in enumerate(units) if u is None]
    res = reserved_slot(st, seat)
    return [i for i, u in enumerate(units) if u is None and i != res]


def empty_effect_slot(st: SDState, seat: int) -> int:
    """SD-DEC-16: the lowest-numbered empty effect slot (0-based), or -1."""
    for i, s in enumerate(st.sides[seat].effects):
        if s is None:
            return i
    return -1


def new_uid(st: SDState) -> int:
    st.next_uid += 1
    return st.next_uid


def order_seats(st: SDState) -> tuple[int, int]:
    """SD-ORDER-2: the active player's cards first."""
    return st.active, 1 - st.active
