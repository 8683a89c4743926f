"""Card and spell data of Magic Tower: pydantic schemas, loading and lookup tables.

The 66 cards live in ``cards/<set>.toml`` (8 set files) and
``cards/non_set.toml``; the 21 spells in ``cards/spells.toml``. Loading checks
every card and op (MT-CONTENT-1, MT-CONTENT-3; ops through the registry of
``ops.py``) and the deck counts. The rules read a ``Catalog`` (tables by card
number, op lists by reference number) that every state reaches as ``state.cat``,
so states hold only small integers; ``replace_content`` makes the content of a
game with test cards (``MagicTower.with_cards``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final, Literal

from pydantic import Field

from cardtable.games.magic_tower.ops import AnyOp
from cardtable.kernel.cards import (
    CardModel,
    Localized,
    load_records,
    parse_records,
    read_source,
)
from cardtable.kernel.errors import CardDataError

CARD_DIR = Path(__file__).parent / "cards"

COLLECTIBLE = ("humans", "dragons", "titans", "undead", "air_masters", "water_masters")
"""Collectible sets in the fixed order used for sextets (MT-DEC-30)."""
SETS = (*COLLECTIBLE, "sun", "moon")
NONE_SET = "none"
VALUES = ("L", "M", "B", "D", "Z", "A")
SET_FILES = (*SETS, "non_set")

SetName = Literal["humans", "dragons", "titans", "undead", "air_masters", "water_masters",
                  "sun", "moon", "none"]


class Cost(CardModel):
    gold: int = Field(default=0, ge=0)
    food: int = Field(default=0, ge=0)
    mana: int = Field(default=0, ge=0)

    @property
    def total(self) -> int:
        return self.gold + self.food + self.mana


class Trump(CardModel):
    """The red or green text of a collectible card."""

    colour: Literal["red", "green"]
    combo_with: list[str] | None = None
    """Partner card ids of a "when played with ..." text."""
    modifies: Literal["duration", "restrict"] | None = None
    """A red text that rewrites the black one by a duration or a restriction."""
    effect: tuple[AnyOp, ...]
    text: Localized


class CardRecord(CardModel):
    id: str
    name: Localized
    set: SetName
    value: Literal["L", "M", "B", "D", "Z", "A"] | None = None
    cost: Cost | None = None
    discardable: bool = True
    great_triple: bool = False
    """Member of the great triple (King, Crown, High Tower)."""
    effect: tuple[AnyOp, ...]
    trump: Trump | None = None
    text: Localized


class SpellRecord(CardModel):
    id: str
    name: Localized
    set: Literal["humans", "dragons", "titans", "undead", "air_masters", "water_masters",
                 "archmage"]
    height: int = Field(ge=0)
    """Tower height that unlocks it (0 for archmage spells)."""
    max_casts: int = Field(ge=0)
    """Casts per player; 0 means unlimited (archmage spells)."""
    mana: int = Field(default=0, ge=0)
    """Mana needed after the discard fee (paid on casting when ``mana_paid``)."""
    mana_paid: bool = True
    """False when the spell's own op spends the mana (Lightning Storm takes it all)."""
    requires: Literal["none", "soldier_no_archmage", "archmage"] = "none"
    reaction: bool = False
    """Used only while being attacked (Magic Bolt)."""
    effect: tuple[AnyOp, ...]
    text: Localized


def check_card(card: CardRecord) -> str | None:
    """Cross-field rules of one card (MT-CONTENT-1)."""
    if card.set == NONE_SET:
        if card.value is not None:
            return "value: non-set cards have no value"
        if card.cost is not None:
            return "cost: non-set cards have no printed cost"
        if card.trump is not None:
            return "trump: non-set cards have no trump text"
    else:
        if card.value is None:
            return "value: set cards need a value L, M, B, D, Z or A"
        if card.great_triple:
            return "great_triple: only non-set cards form the great triple"
    if card.set == "moon" and card.discardable:
        return "discardable: moon cards cannot be discarded"
    if card.set in ("sun", "moon") and card.cost is not None and card.cost.total:
        return "cost: sun and moon cards are free"
    if card.set in COLLECTIBLE and card.trump is None:
        return "trump: every collectible card has one red or green text"
    if card.set not in COLLECTIBLE and card.trump is not None:
        return "trump: only collectible cards have trump texts"
    return None


@dataclass(frozen=True)
class Content:
    cards: tuple[CardRecord, ...]
    spells: tuple[SpellRecord, ...]
    counts: dict[str, int]


def load_content(directory: Path = CARD_DIR) -> Content:
    """Load and validate all card files and the spell file."""
    cards: list[CardRecord] = []
    counts: dict[str, int] = {}
    for name in SET_FILES:
        path = directory / f"{name}.toml"
        records = load_records(path, "card", CardRecord, check_card)
        expected = NONE_SET if name == "non_set" else name
        for card in records.values():
            if card.set != expected:
                raise CardDataError(str(path), card.id, "set",
                                    f"a card in {path.name} must have set = {expected!r}")
        if name != "non_set":
            values = sorted(c.value or "" for c in records.values())
            if values != sorted(VALUES):
                raise CardDataError(str(path), None, "value",
                                    "a set file needs exactly one card of each value "
                                    "L, M, B, D, Z, A")
        counts[path.name] = len(records)
        cards.extend(records.values())
    _check_deck(cards, directory)
    spell_path = directory / "spells.toml"
    spells = load_records(spell_path, "spell", SpellRecord)
    counts[spell_path.name] = len(spells)
    return Content(tuple(cards), tuple(spells.values()), counts)


def _check_deck(cards: list[CardRecord], directory: Path) -> None:
    where = str(directory)
    ids = [c.id for c in cards]
    if len(set(ids)) != len(ids):
        dup = next(i for i in ids if ids.count(i) > 1)
        raise CardDataError(where, dup, "id", "card ids must be unique across files")
    set_cards = [c for c in cards if c.set != NONE_SET]
    if len(cards) != 66 or len(set_cards) != 48:
        raise CardDataError(where, None, None,
                            f"the deck needs 66 cards, 48 in sets (has {len(cards)}, "
                            f"{len(set_cards)})")
    for card in cards:
        problem = cost_profile_problem(card)
        if problem is not None:
            raise CardDataError(where, card.id, "cost", problem)
        if card.trump is not None:
            for partner in card.trump.combo_with or ():
                if partner not in ids:
                    raise CardDataError(where, card.id, "trump.combo_with",
                                        f"unknown partner card {partner!r}")
    if sum(1 for c in cards if c.great_triple) != 3:
        raise CardDataError(where, None, "great_triple", "exactly 3 great-triple cards needed")


PROFILE = {"humans": ("mana",), "dragons": ("gold",), "titans": ("mana", "gold"),
           "undead": ("food", "mana"), "air_masters": ("food",),
           "water_masters": ("food", "gold")}
"""Which resources each collectible set may cost (MT-SET-6..21)."""
BANDS = {"air_masters": (1, 6, 2, 4), "water_masters": (3, 10, 5, 8),
         "undead": (5, 14, 8, 11), "humans": (8, 18, 11, 14), "titans": (8, 20, 11, 15),
         "dragons": (16, 35, 22, 30)}
"""Per-card cost band and set-average band (MT-CONTENT-2)."""


def cost_profile_problem(card: CardRecord) -> str | None:
    """The cost-resource profile and per-card band of MT-CONTENT-2."""
    if card.set not in COLLECTIBLE:
        return None
    if card.cost is None:
        return "collectible cards have a printed cost"
    allowed = PROFILE[card.set]
    used = [k for k in ("gold", "food", "mana") if getattr(card.cost, k)]
    if any(k not in allowed for k in used):
        return f"{card.set} cards cost only {' and '.join(allowed)}"
    lo, hi, _, _ = BANDS[card.set]
    if not lo <= card.cost.total <= hi:
        return f"{card.set} cards cost {lo}–{hi} in total, not {card.cost.total}"
    return None


@cache
def content() -> Content:
    return load_content()


STRUCTURE = ("set", "value", "great_triple")
"""Fields a replacement card must keep: they fix the sets, sextets and the great triple."""
SPELL_STRUCTURE = ("set", "height", "reaction")
"""Fields a replacement spell must keep: they fix unlocking and the reaction."""


def replace_content(base: Content, source: str | Path) -> tuple[str, Content]:
    """``base`` with the ``[[card]]`` and ``[[spell]]`` entries of a TOML file or text
    replacing the cards and spells of the same ids (test cards, prototypes).

    Magic Tower's deck is fixed (66 cards, one of each value per set), so a test
    card replaces a card rather than joining the deck: it keeps the id, the set,
    the value and great-triple membership of the card it replaces and may change
    everything else (cost, discardability, effects, trump text, names). The whole
    content is validated again. Errors are one ``CardDataError`` naming the file
    (``<cards text>`` for text), the card and the field.
    """
    origin, data, text = read_source(source)
    unknown = sorted(set(data) - {"card", "spell"})
    if unknown:
        raise CardDataError(origin, None, unknown[0], "expected [[card]] or [[spell]] tables")
    new_cards = parse_records(origin, data, text, "card", CardRecord, check_card, True)
    new_spells = parse_records(origin, data, text, "spell", SpellRecord, None, True)
    cards = {c.id: c for c in base.cards}
    spells = {s.id: s for s in base.spells}
    for cid, card in new_cards.items():
        if cid not in cards:
            raise CardDataError(origin, cid, "id", "replaces no card of the game (the deck "
                                "is fixed: give the id of the card to replace)")
        for name in STRUCTURE:
            if getattr(card, name) != getattr(cards[cid], name):
                raise CardDataError(origin, cid, name, "must stay as on the replaced card "
                                    f"({getattr(cards[cid], name)!r})")
        cards[cid] = card
    for sid, spell in new_spells.items():
        if sid not in spells:
            raise CardDataError(origin, sid, "id", "replaces no spell of the game")
        for name in SPELL_STRUCTURE:
            if getattr(spell, name) != getattr(spells[sid], name):
                raise CardDataError(origin, sid, name, "must stay as on the replaced spell "
                                    f"({getattr(spells[sid], name)!r})")
        spells[sid] = spell
    merged = list(cards.values())
    try:
        _check_deck(merged, Path(origin))
    except CardDataError as exc:
        raise CardDataError(origin, exc.card, exc.field, exc.message) from None
    return origin, Content(tuple(merged), tuple(spells.values()), dict(base.counts))


GREAT_TRIPLE_NAME = {"cs": "Velká trojice", "en": "Great triple"}
"""The display name of the great triple's running effect (MT-GREAT-1)."""


PlayInfo = tuple[int, int, bool, bool, bool, int, int, int]
"""(its share of the packed count of cards per set, and of the packed count per value and
of great-triple cards (``COUNT_BITS`` each, see ``card_play_info``); is a moon card, has a combo
text, is a non-set card, printed gold, food, mana)."""
COUNT_BITS: Final = 3
"""Bits of one count in a packed count: a set has six cards, a value six collectible cards
(one per set), the great triple three, so no count carries into the next."""
GREAT_SHIFT: Final = 18
"""Where the count of great-triple cards sits, above the counts per value (``COUNT_BITS``
times the six values; a literal so that compiled code reads it as a constant)."""
assert COUNT_BITS * len(VALUES) == GREAT_SHIFT


def card_play_info(card: CardRecord, cost: tuple[int, int, int], combo: bool) -> PlayInfo:
    """Summed over a hand (and the pile's top card), field ``s`` of the first number counts
    the cards of set ``s`` (non-set cards not counted), field ``v`` of the second the cards
    of value ``v`` in the collectible sets, its field at ``GREAT_SHIFT`` the great-triple
    cards."""
    per_set = 1 << COUNT_BITS * SETS.index(card.set) if card.set in SETS else 0
    per_value = (1 << COUNT_BITS * VALUES.index(card.value)
                 if card.value and card.set in COLLECTIBLE else 0)
    return (per_set, per_value + (int(card.great_triple) << GREAT_SHIFT), card.set == "moon",
            combo, card.set == NONE_SET, *cost)
