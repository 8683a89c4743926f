"""Plain lookup tables built once from the card data, indexed by card number.

Rules code reads these instead of pydantic records: card ``i`` is the i-th card
of the loaded content; op lists are stored in ``OPS`` and referred to by index
so that running tasks in a State hold only small integers.
"""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower.cards import COLLECTIBLE, SETS, VALUES, content

SET_INDEX = {name: i for i, name in enumerate(SETS)}
SETS_NAMES = SETS
VALUE_NAMES = VALUES
NONE = len(SETS)
"""Set index of non-set cards."""
SUN = SET_INDEX["sun"]
MOON = SET_INDEX["moon"]
N_COLLECTIBLE = len(COLLECTIBLE)

OPS: list[tuple[dict[str, Any], ...]] = []
"""Every op list (card texts, spells, nested ``then`` lists) by reference number."""
OPS_NAME: list[str] = []
"""The card or spell id each op list belongs to (names running effects, MT-DEC-32)."""


def _register_ops(ops: list[Any], name: str) -> int:
    plain = []
    for op in ops:
        data = op.plain() if hasattr(op, "plain") else dict(op)
        if data.get("then"):
            data["then_ref"] = _register_ops(list(data["then"]), name)
        plain.append(data)
    OPS.append(tuple(plain))
    OPS_NAME.append(name)
    return len(OPS) - 1


_CONTENT = content()
CARDS = _CONTENT.cards
N_CARDS = len(CARDS)
CARD_ID = tuple(c.id for c in CARDS)
CARD_INDEX = {cid: i for i, cid in enumerate(CARD_ID)}
CARD_NAME = tuple(c.name.as_dict() for c in CARDS)
"""Localized card names for event messages (never mutated)."""
CARD_SET = tuple(SET_INDEX.get(c.set, NONE) for c in CARDS)
CARD_VALUE = tuple(VALUES.index(c.value) if c.value else -1 for c in CARDS)
CARD_COST = tuple((c.cost.gold, c.cost.food, c.cost.mana) if c.cost else (0, 0, 0)
                  for c in CARDS)
"""Printed cost (gold, food, mana); non-set cards print none and pay 3 of any."""
CARD_NONSET = tuple(c.set == "none" for c in CARDS)
CARD_DISCARDABLE = tuple(c.discardable for c in CARDS)
CARD_GREAT = tuple(c.great_triple for c in CARDS)
CARD_BLACK = tuple(_register_ops(list(c.effect), c.id) for c in CARDS)
CARD_TRUMP_RED = tuple(bool(c.trump and c.trump.colour == "red") for c in CARDS)


def _trump_ref(card: Any) -> int:
    """The ops performed with an applicable trump text: red alone, or black + green."""
    if card.trump is None:
        return -1
    if card.trump.colour == "red":
        return _register_ops(list(card.trump.effect), card.id)
    return _register_ops([*card.effect, *card.trump.effect], card.id)


CARD_TRUMP_REF = tuple(_trump_ref(c) for c in CARDS)
"""Ops of a trump play (single card for plain texts, the combo for combo texts)."""
CARD_COMBO = tuple(tuple(CARD_INDEX[p] for p in (c.trump.combo_with or ())) if c.trump else ()
                   for c in CARDS)
"""Partners named by a card's combo text (empty: not a combo card)."""

SET_CARDS = tuple(tuple(sorted((i for i in range(N_CARDS) if CARD_SET[i] == s),
                               key=lambda i: CARD_VALUE[i])) for s in range(len(SETS)))
"""The six cards of each set, in value order L..A (pile order, MT-DEC-30)."""
SEXTETS = tuple(tuple(next(i for i in SET_CARDS[s] if CARD_VALUE[i] == v)
                      for s in range(N_COLLECTIBLE)) for v in range(len(VALUES)))
"""For each value, one card of each collectible set in set order (MT-DEC-30)."""
GREAT_TRIPLE = tuple(i for i in range(N_CARDS) if CARD_GREAT[i])
"""King, Crown, High Tower in data order (MT-DEC-30)."""
COMBO_BEARERS = tuple(i for i in range(N_CARDS) if CARD_COMBO[i])

SPELLS = {s.id: s for s in _CONTENT.spells}
SPELL_NAME = {s.id: s.name.as_dict() for s in _CONTENT.spells}
SPELL_IDS = tuple(SPELLS)
SPELL_REF = {s.id: _register_ops(list(s.effect), s.id) for s in _CONTENT.spells}
SET_SPELLS = tuple(tuple(s.id for s in sorted((s for s in _CONTENT.spells if s.set == name),
                                              key=lambda s: s.height))
                   for name in COLLECTIBLE)
"""Each collectible set's three spells in unlock order (50, 100, 150)."""
ARCHMAGE_CAST = tuple(s.id for s in _CONTENT.spells if s.set == "archmage" and not s.reaction)
BOLT = next(s for s in _CONTENT.spells if s.reaction)
BOLT_KILLS = next(op.n for op in BOLT.effect if op.op == "kill_attackers")
