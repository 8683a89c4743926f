"""Read-only questions about a position: keywords, auras, costs, attack, slots.

Rules and effects ask these; none of them changes the state (except handing
out a fresh card uid). Static per-card tables keep the hot ones cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.science_duel.board import any_on_board
from cardtable.games.science_duel.cards import CARDS
from cardtable.games.science_duel.model import HAND_LIMIT, MAX_HAND_INDEX, UNIT_SLOTS, Unit

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


# ---- queries ---------------------------------------------------------------------------
def has_kw(u: Unit, kw: str) -> bool:
    """Printed keyword (unless silenced, SD-SILENCE-2) or one granted by an effect."""
    return (kw in CARDS[u.cid].keywords and not u.silenced) or kw in u.kws


def active_text(u: Unit) -> bool:
    """A unit's own text works only when it is not silenced and not dormant (SD-DEC-55)."""
    return not u.silenced and u.dormant == 0


AURAS: dict[str, tuple[Any, ...]] = {cid: c.auras for cid, c in CARDS.items() if c.auras}
"""Only cards with continuous effects, so scans skip the rest quickly."""


def auras(st: SDState, seat: int, kind: str) -> list[tuple[int, int, Any]]:
    """(amount, source slot or -1, aura) of every active aura of ``kind`` that ``seat`` gets."""
    out: list[tuple[int, int, Any]] = []
    f = st.field
    if f is not None and f.cid in AURAS:
        for a in AURAS[f.cid]:
            if a.kind == kind:
                out.append((a.amount, -1, a))
    side = st.sides[seat]
    for i, u in enumerate(side.units):
        if u is not None and u.cid in AURAS and active_text(u):
            for a in AURAS[u.cid]:
                if a.kind == kind:
                    out.append((a.amount, i, a))
    for s in side.effects:
        if s is not None and s.kind == "lasting" and s.cid in AURAS:
            for a in AURAS[s.cid]:
                if a.kind == kind:
                    out.append((a.amount, -1, a))
    return out


COST_AURAS: dict[str, tuple[int, int]] = {
    cid: (sum(a.amount for a in c.auras if a.kind == "card_cost"),
          sum(a.amount for a in c.auras if a.kind == "spell_cost"))
    for cid, c in CARDS.items() if any(a.kind in ("card_cost", "spell_cost") for a in c.auras)}
"""(all cards, spells) cost modifiers of the cards that have any."""
COST_CARDS = frozenset(COST_AURAS)


def cost_mods(st: SDState, seat: int) -> tuple[int, int]:
    """(all cards, spells only) cost modifiers that ``seat`` has now, in one pass."""
    if not any_on_board(st, COST_CARDS):
        return 0, 0
    card = spell = 0
    f = st.field
    if f is not None and f.cid in COST_AURAS:
        m = COST_AURAS[f.cid]
        card += m[0]
        spell += m[1]
    side = st.sides[seat]
    for u in side.units:
        if u is not None and u.cid in COST_AURAS and not u.silenced and u.dormant == 0:
            m = COST_AURAS[u.cid]
            card += m[0]
            spell += m[1]
    for x in side.effects:
        if x is not None and x.cid in COST_AURAS and x.kind == "lasting":
            m = COST_AURAS[x.cid]
            card += m[0]
            spell += m[1]
    return card, spell


def cost_of(st: SDState, seat: int, cid: str, mods: tuple[int, int] | None = None) -> int:
    """Current cost with every modifier, never below 0 (SD-DEC-10)."""
    c = CARDS[cid]
    card, spell = cost_mods(st, seat) if mods is None else mods
    return max(0, c.cost + card + (spell if c.type == "spell" else 0))


SPELL_DAMAGE_CARDS = frozenset(cid for cid, c in CARDS.items() if c.spell_damage or any(
    a.kind == "spell_damage" for a in c.auras))


def spell_damage(st: SDState, seat: int) -> int:
    """SD-DEC-46: Spell damage +n of units the player controls plus the field's."""
    if not any_on_board(st, SPELL_DAMAGE_CARDS):
        return 0
    total = 0
    for u in st.sides[seat].units:
        if u is not None and active_text(u):
            total += CARDS[u.cid].spell_damage
    for amount, _, _a in auras(st, seat, "spell_damage"):
        total += amount
    return total


HAND_AURAS = frozenset(cid for cid, c in CARDS.items()
                        if any(a.kind == "hand_limit" for a in c.auras))


def hand_limit(st: SDState, seat: int) -> int:
    """SD-HAND-1: 10 unless an effect states otherwise."""
    if not any_on_board(st, HAND_AURAS):
        return HAND_LIMIT  # no hand-limit aura in play (the common case, drawing is hot)
    limit = HAND_LIMIT + sum(amount for amount, _, _a in auras(st, seat, "hand_limit"))
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


ATTACK_AURAS = frozenset(cid for cid, c in CARDS.items()
                          if any(a.kind == "attack" for a in c.auras))


def attack_of(st: SDState, seat: int, slot: int, u: Unit) -> int:
    """Current attack: base plus until-end-of-turn bonus plus friendly auras (SD-TERM-6)."""
    total = u.atk + u.tmp_atk
    if not any_on_board(st, ATTACK_AURAS):
        return total
    units = st.sides[seat].units
    tags = CARDS[u.cid].tags
    for i, other in enumerate(units):
        if other is None or other.cid not in ATTACK_AURAS or i == slot or \
                not active_text(other):
            continue
        for a in CARDS[other.cid].auras:
            if a.kind != "attack" or (a.tag and a.tag not in tags):
                continue
            if a.scope == "other_friendly" or (a.scope == "adjacent"
                                               and slot in neighbours(units, i)):
                total += a.amount
    return total


def find_unit(st: SDState, uid: int) -> tuple[int, int, Unit] | None:
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
