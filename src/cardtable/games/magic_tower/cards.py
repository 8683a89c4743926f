"""Card and spell data of Magic Tower: pydantic schemas, loading and lookup tables.

The 66 cards live in ``cards/<set>.toml`` (8 set files) and
``cards/non_set.toml``; the 21 spells in ``cards/spells.toml``. Loading checks
every card and op (MT-CONTENT-1, MT-CONTENT-3) and the deck counts; the rules
code then reads plain module-level tables indexed by card number, so that no
pydantic object ever sits in a State.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from cardtable.games.magic_tower import effects
from cardtable.kernel.cards import CardModel, Localized, load_records
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


class Op(CardModel):
    """One operation of the effect vocabulary (see ``effects.py``)."""

    op: str
    who: str = "self"
    n: int = 0
    kind: str | None = None
    mode: str = "add"
    turns: int = 0
    cond: str | None = None
    then: list[Op] = Field(default_factory=list)

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"op": self.op, "who": self.who, "n": self.n, "kind": self.kind,
                                "mode": self.mode, "turns": self.turns, "cond": self.cond}
        data["then"] = tuple(o.plain() for o in self.then)
        return data


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
    effect: list[Op]
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
    effect: list[Op]
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
    effect: list[Op]
    text: Localized


def _check_ops(ops: list[Op], where: str) -> str | None:
    for op in ops:
        problem = effects.check_op(op.plain())
        if problem is not None:
            return f"{where}.{problem}"
    return None


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
    problem = _check_ops(card.effect, "effect")
    if problem is None and card.trump is not None:
        problem = _check_ops(card.trump.effect, "trump.effect")
    return problem


def check_spell(spell: SpellRecord) -> str | None:
    return _check_ops(spell.effect, "effect")


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
    spells = load_records(spell_path, "spell", SpellRecord, check_spell)
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


def card_text(cid: str, lang: str) -> str:
    """The text of card or spell ``cid`` in ``lang`` (``cs``/``en``), generated from its
    ops (``effects.describe``); a trump text keeps its printed head (colour, combo
    partners) before the generated ops. Raises ``KeyError`` for an unknown id."""
    if lang not in ("cs", "en"):
        raise ValueError(f"no card text in {lang!r}; cs or en")
    data = content()
    card = next((c for c in data.cards if c.id == cid), None)
    if card is None:
        spell = next((s for s in data.spells if s.id == cid), None)
        if spell is None:
            raise KeyError(cid)
        return effects.describe([o.plain() for o in spell.effect], lang)
    text = effects.describe([o.plain() for o in card.effect], lang)
    if card.trump is not None:
        trump = effects.describe([o.plain() for o in card.trump.effect], lang)
        printed = card.trump.text.get(lang)
        head = printed[:len(printed) - len(trump)] if printed.endswith(trump) else ""
        text += "\n" + head + trump
    return text
