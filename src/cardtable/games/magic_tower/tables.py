"""The fixed structure of the Magic Tower deck, by card number.

The rules fix the deck's shape (MT-COMP-1..5): 66 cards, six collectible sets
plus sun and moon with one card of each value, 18 cards outside the sets, the
great triple, and each set's three spells. These tables hold that shape: card
ids, sets, values and the groups they form. They are the same for every
catalog, since a test card (``MagicTower.with_cards``) must keep the id, set,
value and great-triple membership of the card it replaces; what a card *does*
(ops, costs, names) is in the game's ``catalog.Catalog``. A separate module so
that the hot loop reads plain module constants.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower.cards import COLLECTIBLE, SETS, VALUES, content

SET_INDEX: Final = {name: i for i, name in enumerate(SETS)}
SETS_NAMES: Final[tuple[str, ...]] = SETS
VALUE_NAMES: Final = VALUES
NONE: Final = len(SETS)
"""Set index of non-set cards."""
SUN = SET_INDEX["sun"]
MOON = SET_INDEX["moon"]
N_COLLECTIBLE: Final = len(COLLECTIBLE)

_CONTENT: Final = content()
_CARDS: Final = _CONTENT.cards
N_CARDS: Final[int] = len(_CARDS)
CARD_ID: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS)
CARD_INDEX: Final = {cid: i for i, cid in enumerate(CARD_ID)}
CARD_SET: Final = tuple(SET_INDEX.get(c.set, NONE) for c in _CARDS)
CARD_VALUE: Final = tuple(VALUES.index(c.value) if c.value else -1 for c in _CARDS)
CARD_NONSET: Final = tuple(c.set == "none" for c in _CARDS)
CARD_GREAT: Final = tuple(c.great_triple for c in _CARDS)

SET_CARDS: Final = tuple(tuple(sorted((i for i in range(N_CARDS) if CARD_SET[i] == s),
                               key=lambda i: CARD_VALUE[i])) for s in range(len(SETS)))
"""The six cards of each set, in value order L..A (pile order, MT-DEC-30)."""
SEXTETS: Final = tuple(tuple(next(i for i in SET_CARDS[s] if CARD_VALUE[i] == v)
                      for s in range(N_COLLECTIBLE)) for v in range(len(VALUES)))
"""For each value, one card of each collectible set in set order (MT-DEC-30)."""
GREAT_TRIPLE: Final = tuple(i for i in range(N_CARDS) if CARD_GREAT[i])
"""King, Crown, High Tower in data order (MT-DEC-30)."""

SPELL_IDS: Final[tuple[str, ...]] = tuple(s.id for s in _CONTENT.spells)
SET_SPELLS: Final = tuple(tuple(s.id for s in sorted((s for s in _CONTENT.spells if s.set == name),
                                              key=lambda s: s.height))
                   for name in COLLECTIBLE)
"""Each collectible set's three spells in unlock order (50, 100, 150)."""
