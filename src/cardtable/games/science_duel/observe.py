"""What a seat may see (SD-INFO-1..20), as JSON-ready data.

Own hand and own deck list (unordered) for the seat; for the other seat only
counts, plus hand cards both players know (SD-DEC-78); face-down experiments
show only their slot; everything on the board, graveyards and counters is
public. No card uid ever appears, so a hidden card cannot be traced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.science_duel.cards import CARDS, KEYWORDS
from cardtable.games.science_duel.model import ToGrave, ToHand, Unit
from cardtable.games.science_duel.queries import (
    attack_of,
    cost_of,
    hand_limit,
    spell_damage,
)

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def unit_view(st: SDState, seat: int, slot: int, u: Unit) -> dict[str, Any]:
    c = CARDS[u.cid]
    kws = sorted(k for k in KEYWORDS if k not in ("shield", "stealth")
                 and (k in u.kws or (k in c.keywords and not u.silenced)))
    return {"card": u.cid, "owner": u.owner, "attack": attack_of(st, seat, slot, u),
            "health": u.hp, "printed_attack": c.attack, "printed_health": c.health,
            "base_attack": u.atk, "keywords": kws, "tags": sorted(c.tags),
            "shield": u.shield, "stealth": u.stealth, "frozen": u.frozen, "ready": u.ready,
            "dormant": u.dormant, "silenced": u.silenced}


def side_view(st: SDState, s: int, seat: int | None) -> dict[str, Any]:
    side = st.sides[s]
    mine = seat == s
    decided = st.phase not in ("trim", "mulligan")
    hand = [c.cid if mine or c.known else None for c in side.hand]
    effects: list[Any] = []
    for x in side.effects:
        if x is None:
            effects.append(None)
        elif x.kind == "experiment" and not mine:
            effects.append({"kind": "experiment", "card": None,
                            "cost": _exp_cost(side.cls)})  # SD-INFO-11
        else:
            effects.append({"kind": x.kind, "card": x.cid, "ready": x.ready})
    out: dict[str, Any] = {
        "class": side.cls, "life": side.life, "mana": side.mana, "mana_slots": side.slots,
        "fatigue": side.fatigue, "played_this_turn": side.played,
        "ability_used": side.ability_used, "hand_size": len(side.hand),
        "hand_limit": hand_limit(st, s), "hand": hand, "deck_size": len(side.deck),
        "deck_known": [[len(side.deck) - 1 - i, c.cid] for i, c in enumerate(side.deck)
                       if c.known],  # SD-DEC-67: (position from the top, card)
        "grave": [c.cid for c in side.grave], "spell_damage": spell_damage(st, s),
        "units": [None if u is None else unit_view(st, s, i, u)
                  for i, u in enumerate(side.units)],
        "effects": effects, "trimmed": len(side.removed),
        "mulligan": side.mulligan if decided or mine else None,
    }
    if mine:
        out["deck"] = sorted(c.cid for c in side.deck)  # SD-INFO-6
        out["removed"] = sorted(side.removed)
        out["costs"] = [cost_of(st, s, c.cid) for c in side.hand]
    else:
        out["costs"] = [cost_of(st, s, c.cid) if c.known else None for c in side.hand]
    return out


def _exp_cost(cls: str) -> int | None:
    for c in CARDS.values():
        if c.type == "experiment" and c.cls == cls:
            return c.cost
    return None


def observe(st: SDState, seat: int | None) -> dict[str, Any]:
    p = st.pending
    limbo = [t.card.cid for t in st.tasks if type(t) is ToHand or type(t) is ToGrave]
    flight = []
    for f in st.flight:
        hidden = CARDS[f.card.cid].type == "experiment" and seat != f.seat
        flight.append({"seat": f.seat, "card": None if hidden else f.card.cid,
                       "slot": f.slot, "target": f.target, "cancelled": f.cancelled})
    return {
        "phase": st.phase, "active": st.active, "turn": st.turn, "first": st.first,
        "winner": st.winner,
        "field": None if st.field is None else {"card": st.field.cid, "owner": st.field.owner},
        "sides": [side_view(st, s, seat) for s in (0, 1)],
        "pending": None if p is None else {"kind": p.kind, "seat": p.seat,
                                           "options": list(p.options)},
        "flight": flight, "resolving": limbo,
    }
