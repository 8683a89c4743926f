"""Card data of Clash of Decks: the TOML schema, loading, catalogs and card text.

The schema (CD-CONTENT-1) is checked by pydantic when the files are loaded;
an incantation's ``effect`` is parsed through the op registry (``ops.OPS``), so
an unknown op or a field the op does not take is a card-data error naming the
field. The rules never touch the pydantic records: they read
``state.catalog.info[card_id]`` (``model.CardInfo``), built once per catalog.

This module imports ``ops`` (the effect schema is the registry's union),
which is why it stands above the rule modules instead of below them: the rules
read cards through ``model.Catalog`` only.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal

from pydantic import Field, model_validator

from cardtable.games.clash_of_decks.messages import ABILITY_NAMES
from cardtable.games.clash_of_decks.model import ABILITY_BITS, BF, CardInfo, Catalog
from cardtable.games.clash_of_decks.ops import OPS, EffectOp, effect_schema
from cardtable.kernel.cards import CardModel, Localized, load_records
from cardtable.kernel.errors import CardDataError

HERE = Path(__file__).parent
CARD_DIR = HERE / "cards"
DECK_DIR = HERE / "decks"
TEST_CARD_FILE = CARD_DIR / "test.toml"
"""The test-only card set (CD-CONTENT-9): ``GAME.with_cards(TEST_CARD_FILE)`` plays with it."""
TEXT_ORIGIN = "<cards text>"

AbilityName = Literal["splash", "pierce", "fury", "protection", "indestructible", "berserk",
                      "sprint"]

if TYPE_CHECKING:
    Effect = EffectOp
else:
    Effect = effect_schema()


class CardRecord(CardModel):
    """One playing card as written in a card file (CD-CONTENT-1)."""

    id: str
    name: Localized
    type: Literal["creature", "incantation"]
    cost: int = Field(ge=1, le=7)
    deck: int | None = Field(default=None, ge=1, le=4)
    attack: int | None = Field(default=None, ge=1, le=6)
    health: int | None = Field(default=None, ge=1, le=7)
    abilities: list[AbilityName] | None = None
    aura: AbilityName | None = None
    effect: Effect | None = None
    """One op of ``ops.OPS`` (CD-CONTENT-6), e.g. ``{ op = "damage", amount = 3 }``."""

    @model_validator(mode="after")
    def _by_type(self) -> CardRecord:
        if self.type == "creature":
            if self.attack is None or self.health is None or self.abilities is None:
                raise ValueError("a creature needs attack, health and abilities")
            if self.effect is not None:
                raise ValueError("a creature has no effect")
            if len(set(self.abilities)) != len(self.abilities):
                raise ValueError("an ability is listed twice")
        else:
            if (self.attack is not None or self.health is not None
                    or self.abilities is not None or self.aura is not None):
                raise ValueError("an incantation has no attack, health, abilities or aura")
            if self.effect is None:
                raise ValueError("an incantation needs an effect")
            if not self.effect.targeted:
                raise ValueError("an incantation's effect names one target (CD-DEC-67)")
        return self

    def info(self) -> CardInfo:
        """The hot-path record of this card."""
        mask = 0
        for ability in self.abilities or ():
            mask |= ABILITY_BITS[ability]
        return CardInfo(self.id, self.name.as_dict(), self.type == "creature", self.cost,
                        self.deck, self.attack or 0, self.health or 0, mask,
                        ABILITY_BITS[self.aura] if self.aura else 0, self.effect)


class DeckRecord(CardModel):
    """A prepared deck file (CD-CONTENT-2): its number, names and 8 card ids."""

    id: str
    number: int = Field(ge=1, le=4)
    name: Localized
    cards: list[str]


def load_cards(path: str | Path) -> dict[str, CardRecord]:
    """Load and validate one card file; ``CardDataError`` names file, card and field."""
    return load_records(path, "card", CardRecord)


def load_deck(path: str | Path, pool: Mapping[str, CardRecord]) -> DeckRecord:
    """Load one prepared deck file and check it is 8 distinct starter cards."""
    decks = load_records(path, "deck", DeckRecord)
    if len(decks) != 1:
        raise CardDataError(str(path), None, "deck", "a deck file holds exactly one [[deck]]")
    deck = next(iter(decks.values()))
    if len(deck.cards) != 8 or len(set(deck.cards)) != 8:
        raise CardDataError(str(path), deck.id, "cards",
                            "a prepared deck is exactly 8 distinct cards (CD-CONTENT-1)")
    for card_id in deck.cards:
        if card_id not in pool:
            raise CardDataError(str(path), deck.id, "cards",
                                f"'{card_id}' is not a starter card")
    return deck


def load_card_source(source: str | Path) -> tuple[str, dict[str, CardRecord]]:
    """Cards from a TOML file (a path) or from TOML text; returns (origin, cards).

    A string holding a newline or a ``[[card]]`` table is read as TOML text; errors then
    name ``<cards text>`` as their file.
    """
    if isinstance(source, Path) or ("\n" not in source and "[[" not in source):
        return str(source), load_cards(source)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cards.toml"
        path.write_text(source, encoding="utf-8")
        try:
            return TEXT_ORIGIN, load_cards(path)
        except CardDataError as exc:
            raise CardDataError(TEXT_ORIGIN, exc.card, exc.field, exc.message,
                                exc.line) from None


def load_all() -> tuple[dict[str, CardRecord], dict[str, CardRecord], dict[int, DeckRecord]]:
    """The starter set, the test set and the prepared decks, all validated."""
    starter = load_cards(CARD_DIR / "starter.toml")
    test = load_cards(TEST_CARD_FILE)
    for card_id in test:
        if card_id in starter:
            raise CardDataError(str(TEST_CARD_FILE), card_id, "id",
                                "duplicate id (also a starter card)")
    decks: dict[int, DeckRecord] = {}
    for path in sorted(DECK_DIR.glob("deck_*.toml")):
        deck = load_deck(path, starter)
        if deck.number in decks:
            raise CardDataError(str(path), deck.id, "number", "duplicate deck number")
        decks[deck.number] = deck
    return starter, test, decks


def build_catalog(records: Mapping[str, CardRecord], starter_ids: tuple[str, ...],
                  deck_lists: Mapping[int, tuple[str, ...]]) -> Catalog:
    """A catalog of ``records`` (every card the game may meet)."""
    return Catalog({cid: rec.info() for cid, rec in records.items()}, starter_ids, deck_lists)


STARTER, TEST_CARDS, DECKS = load_all()
STARTER_IDS: tuple[str, ...] = tuple(STARTER)
"""The 32 starter cards: the card pool of every format (CD-COMP-3)."""
DECK_LISTS: Final[dict[int, tuple[str, ...]]] = {n: tuple(d.cards) for n, d in DECKS.items()}
CATALOG = build_catalog(STARTER, STARTER_IDS, DECK_LISTS)
"""The catalog of the registered game: the starter set (test cards: ``with_cards``)."""


def card_name(card_id: str, catalog: Catalog = CATALOG) -> dict[str, str]:
    """The cs/en name of a card (or of the B/F card)."""
    return catalog.name(card_id)


def card_text(card_id: str, lang: str, catalog: Catalog = CATALOG) -> str:
    """The rules text of a card in ``lang`` (cs or en), generated from its data.

    An incantation's text is its op's (``ops.py``); a creature's lists its printed
    abilities and its Aura. A creature without either has no text (``""``).
    """
    info = catalog.info[card_id]
    if info.effect is not None:
        return OPS.describe([info.effect], lang)
    words = [ABILITY_NAMES[name][lang] for name in ABILITY_BITS
             if info.abilities & ABILITY_BITS[name]]
    if info.aura:
        granted = next(name for name, bit in ABILITY_BITS.items() if bit == info.aura)
        words.append(f"{ABILITY_NAMES['aura'][lang]} ({ABILITY_NAMES[granted][lang]})")
    return ", ".join(words) + ("." if words else "")


__all__ = ["BF", "CARD_DIR", "CATALOG", "DECKS", "DECK_DIR", "DECK_LISTS", "STARTER",
           "STARTER_IDS", "TEST_CARDS", "TEST_CARD_FILE", "CardRecord", "DeckRecord",
           "build_catalog", "card_name", "card_text", "load_all", "load_card_source", "load_cards",
           "load_deck"]
