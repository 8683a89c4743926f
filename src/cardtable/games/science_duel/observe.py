"""What a seat may see (SD-INFO-1..20), as JSON-ready data, and determinization.

Own hand and own deck list (unordered) for the seat; for the other seat only
counts, plus hand cards both players know (SD-DEC-78); face-down experiments
show only their slot; everything on the board, graveyards and counters is
public. No card uid ever appears, so a hidden card cannot be traced.

``determinize`` resamples exactly what a seat does not see with the kernel's
``resample_positions``: the order of the unknown cards of its own deck, and for
the other seat its hidden hand cards, unknown deck cards and face-down
experiments (which stay experiments: the class and cost are public).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.science_duel.board import put_effect
from cardtable.games.science_duel.cards import KEYWORDS
from cardtable.games.science_duel.model import Card, Slotted, ToGrave, ToHand, Unit
from cardtable.games.science_duel.queries import (
    attack_of,
    cost_of,
    hand_limit,
    spell_damage,
)
from cardtable.kernel.rng import Rng
from cardtable.kernel.zones import resample_positions

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def unit_view(st: SDState, seat: int, slot: int, u: Unit) -> dict[str, Any]:
    c = st.cat.cards[u.cid]
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
                            "cost": st.cat.exp_cost.get(side.cls)})  # SD-INFO-11
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
        out["removed"] = sorted(c.cid for c in side.removed)
        out["costs"] = [cost_of(st, s, c.cid) for c in side.hand]
    else:
        out["costs"] = [cost_of(st, s, c.cid) if c.known else None for c in side.hand]
    return out


def observe(st: SDState, seat: int | None) -> dict[str, Any]:
    p = st.pending
    limbo = [t.card.cid for t in st.tasks if type(t) is ToHand or type(t) is ToGrave]
    flight = []
    cards = st.cat.cards
    for f in st.flight:
        hidden = cards[f.card.cid].type == "experiment" and seat != f.seat
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


# ---- determinization ---------------------------------------------------------------------
def _resample_unknown(zones: list[list[Card]], rng: Rng) -> None:
    """``resample_positions(zones, known, rng)`` where a card is known when both players
    know it in a hand or know its place in a deck (SD-DEC-67); the test written out, as
    every iteration of a search resamples both decks and a hand."""
    where: list[list[Card]] = []
    index: list[int] = []
    pool: list[Card] = []
    for zone in zones:
        for i in range(len(zone)):
            card = zone[i]
            if not card.known:
                where.append(zone)
                index.append(i)
                pool.append(card)
    rng.shuffle(pool)
    for k in range(len(pool)):
        where[k][index[k]] = pool[k]


def determinize(st: SDState, seat: int | None, rng: Rng) -> None:
    """Resample, in place, the hidden cards of ``seat``'s view (SD-INFO-3/4/11): its own
    deck order; the other side's hidden hand, unknown deck cards and face-down experiments.
    Counts, known cards and known deck places stay, so the observation does not change."""
    cards = st.cat.cards

    def fixed_unless_hidden_experiment(zone: int, position: int, card: Card) -> bool:
        # zones 0 and 1 (face-down experiments) are hidden; in the hand and deck (zones 2
        # and 3) only hidden experiment cards may trade places with them
        return zone >= 2 and (card.known or cards[card.cid].type != "experiment")

    for s, side in enumerate(st.sides):
        if s == seat:
            _resample_unknown([side.deck], rng)
            continue
        slots = [i for i, x in enumerate(side.effects)
                 if x is not None and x.kind == "experiment"]
        flights = [f for f in st.flight
                   if f.seat == s and cards[f.card.cid].type == "experiment"]
        if slots or flights:
            # first the face-down experiments, among the hidden experiment cards only
            table: list[Card] = []
            for i in slots:
                x = side.effects[i]
                assert x is not None
                table.append(Card(x.uid, x.cid))
            flown = [f.card for f in flights]
            resample_positions([table, flown, side.hand, side.deck],
                               fixed_unless_hidden_experiment, rng)
            for i, card in zip(slots, table, strict=True):
                x = side.effects[i]
                assert x is not None
                put_effect(st, s, i, Slotted(card.uid, card.cid, s, "experiment", x.ready))
            for f, card in zip(flights, flown, strict=True):
                f.card = card
        _resample_unknown([side.hand, side.deck], rng)
