"""Card data of Clash of Decks: the TOML schema, loading, and static lookup tables.

The schema (CD-CONTENT-1) is checked by pydantic when the files are loaded; the
rules never touch the pydantic records. They read ``INFO[card_id]``, a small
slotted record with the numbers the hot paths need (cost, attack, health and
ability bit masks), built once at import time.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from cardtable.kernel.cards import CardModel, Localized, load_records
from cardtable.kernel.errors import CardDataError

HERE = Path(__file__).parent
CARD_DIR = HERE / "cards"
DECK_DIR = HERE / "decks"

AbilityName = Literal["splash", "pierce", "fury", "protection", "indestructible", "berserk",
                      "sprint"]

# Ability bits. Aura is not a bit: it is the separate ``aura`` mask of a card.
SPLASH = 1
PIERCE = 2
FURY = 4
PROTECTION = 8
INDESTRUCTIBLE = 16
BERSERK = 32
SPRINT = 64
ABILITY_BITS: dict[str, int] = {
    "splash": SPLASH, "pierce": PIERCE, "fury": FURY, "protection": PROTECTION,
    "indestructible": INDESTRUCTIBLE, "berserk": BERSERK, "sprint": SPRINT,
}
ABILITY_ORDER: tuple[str, ...] = tuple(ABILITY_BITS)


def ability_names(mask: int) -> list[str]:
    """The ability names of a bit mask, in the catalog's order."""
    return [name for name, bit in ABILITY_BITS.items() if mask & bit]


class EffectModel(CardModel):
    """An incantation effect from the vocabulary of CD-CONTENT-6 (see ``effects.py``)."""

    kind: Literal["damage", "destroy"]
    amount: int | None = Field(default=None, ge=1)
    splash: bool = False
    pierce: bool = False

    @model_validator(mode="after")
    def _shape(self) -> EffectModel:
        if self.kind == "damage" and self.amount is None:
            raise ValueError("a damage effect needs an amount >= 1")
        if self.kind == "destroy" and (self.amount is not None or self.splash or self.pierce):
            raise ValueError("a destroy effect takes no amount and no splash/pierce flags")
        return self


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
    effect: EffectModel | None = None

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
        return self


class DeckRecord(CardModel):
    """A prepared deck file (CD-CONTENT-2): its number, names and 8 card ids."""

    id: str
    number: int = Field(ge=1, le=4)
    name: Localized
    cards: list[str]


class CardInfo:
    """Static numbers of one card, for the rules' hot paths."""

    __slots__ = ("abilities", "amount", "attack", "aura", "cost", "creature", "deck", "effect",
                 "health", "id", "name", "pierce", "splash")

    def __init__(self, record: CardRecord) -> None:
        self.id = record.id
        self.name = record.name.as_dict()
        self.creature = record.type == "creature"
        self.cost = record.cost
        self.deck = record.deck
        self.attack = record.attack or 0
        self.health = record.health or 0
        mask = 0
        for ability in record.abilities or ():
            mask |= ABILITY_BITS[ability]
        self.abilities = mask
        self.aura = ABILITY_BITS[record.aura] if record.aura else 0
        effect = record.effect
        self.effect = effect.kind if effect else ""
        self.amount = (effect.amount or 0) if effect else 0
        self.splash = bool(effect and effect.splash)
        self.pierce = bool(effect and effect.pierce)


def load_cards(path: str | Path) -> dict[str, CardRecord]:
    """Load and validate one card file; ``CardDataError`` names file, card and field."""
    return load_records(path, "card", CardRecord)


def load_deck(path: str | Path, pool: dict[str, CardRecord]) -> DeckRecord:
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


def load_all() -> tuple[dict[str, CardRecord], dict[str, CardRecord], dict[int, DeckRecord]]:
    """The starter set, the test set and the prepared decks, all validated."""
    starter = load_cards(CARD_DIR / "starter.toml")
    test = load_cards(CARD_DIR / "test.toml")
    for card_id in test:
        if card_id in starter:
            raise CardDataError(str(CARD_DIR / "test.toml"), card_id, "id",
                                "duplicate id (also a starter card)")
    decks: dict[int, DeckRecord] = {}
    for path in sorted(DECK_DIR.glob("deck_*.toml")):
        deck = load_deck(path, starter)
        if deck.number in decks:
            raise CardDataError(str(path), deck.id, "number", "duplicate deck number")
        decks[deck.number] = deck
    return starter, test, decks


STARTER, TEST_CARDS, DECKS = load_all()
INFO: dict[str, CardInfo] = {cid: CardInfo(rec) for cid, rec in {**STARTER, **TEST_CARDS}.items()}
STARTER_IDS: tuple[str, ...] = tuple(STARTER)
"""The 32 starter cards: the card pool of every format (CD-COMP-3)."""
DECK_LISTS: dict[int, tuple[str, ...]] = {n: tuple(d.cards) for n, d in DECKS.items()}
BF = "bf"
"""The token that stands for the Bastion/Fort card in a hand list."""


def card_name(card_id: str) -> dict[str, str]:
    """The cs/en name of a card (or of the B/F card)."""
    if card_id == BF:
        return {"cs": "Bastion/Fort", "en": "Bastion/Fort"}
    return INFO[card_id].name
