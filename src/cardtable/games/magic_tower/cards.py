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

from cardtable.games.magic_tower.model import HOW_TEXT, SEATS
from cardtable.games.magic_tower.ops import AnyOp, MtOp, describe, has_target, set_then_ref
from cardtable.kernel.cards import (
    CardModel,
    Localized,
    load_records,
    parse_records,
    read_source,
)
from cardtable.kernel.errors import CardDataError
from cardtable.kernel.events import Event

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
of great-triple cards (``COUNT_BITS`` each, see ``_play_info``); is a moon card, has a combo
text, is a non-set card, printed gold, food, mana)."""
COUNT_BITS: Final = 3
"""Bits of one count in a packed count: a set has six cards, a value six collectible cards
(one per set), the great triple three, so no count carries into the next."""
GREAT_SHIFT: Final = 18
"""Where the count of great-triple cards sits, above the counts per value (``COUNT_BITS``
times the six values; a literal so that compiled code reads it as a constant)."""
assert COUNT_BITS * len(VALUES) == GREAT_SHIFT


def _play_info(card: CardRecord, cost: tuple[int, int, int], combo: bool) -> PlayInfo:
    """Summed over a hand (and the pile's top card), field ``s`` of the first number counts
    the cards of set ``s`` (non-set cards not counted), field ``v`` of the second the cards
    of value ``v`` in the collectible sets, its field at ``GREAT_SHIFT`` the great-triple
    cards."""
    per_set = 1 << COUNT_BITS * SETS.index(card.set) if card.set in SETS else 0
    per_value = (1 << COUNT_BITS * VALUES.index(card.value)
                 if card.value and card.set in COLLECTIBLE else 0)
    return (per_set, per_value + (int(card.great_triple) << GREAT_SHIFT), card.set == "moon",
            combo, card.set == NONE_SET, *cost)


class Catalog:
    """What the rules read about cards and spells of one loaded content, by card
    number: op lists (``ops``, referred to by index so that tasks in a state hold
    small integers), costs, discardability, combos, names, spells. A game holds one
    (``MagicTower.catalog``); every state of that game reaches it as ``state.cat``.
    The deck's structure (ids, sets, values) is in ``tables.py`` and the same for
    every catalog."""

    def __init__(self, data: Content) -> None:
        self.content = data
        self.cards = data.cards
        self.card_id = tuple(c.id for c in data.cards)
        self.card_index = {cid: i for i, cid in enumerate(self.card_id)}
        self.names = tuple(c.name.as_dict() for c in data.cards)
        """Localized card names for event messages (never mutated)."""
        self.cost = tuple((c.cost.gold, c.cost.food, c.cost.mana) if c.cost else (0, 0, 0)
                          for c in data.cards)
        """Printed cost (gold, food, mana); non-set cards print none and pay 3 of any."""
        self.discardable = tuple(c.discardable for c in data.cards)
        self.ops: list[tuple[MtOp, ...]] = []
        """Every op list (card texts, spells, nested lists) by reference number."""
        self.ops_name: list[str] = []
        """The card or spell id each op list belongs to (names running effects)."""
        self.black = tuple(self._register(c.effect, c.id) for c in data.cards)
        self.trump_red = tuple(bool(c.trump and c.trump.colour == "red") for c in data.cards)
        self.trump_ref = tuple(self._trump_ref(c) for c in data.cards)
        """Ops of a trump play: the red text alone, or black + green (combos too)."""
        self.combo = tuple(tuple(self.card_index[p] for p in (c.trump.combo_with or ()))
                           if c.trump else () for c in data.cards)
        """Partners named by a card's combo text (empty: not a combo card)."""
        self.spells = {s.id: s for s in data.spells}
        self.spell_name = {s.id: s.name.as_dict() for s in data.spells}
        self.spell_ref = {s.id: self._register(s.effect, s.id) for s in data.spells}
        self.spell_aims = {sid: has_target(self.ops[ref]) for sid, ref in self.spell_ref.items()}
        """Whether a spell needs a chosen target player (``ops.has_target``), read once."""
        self.archmage_cast = tuple(s.id for s in data.spells
                                   if s.set == "archmage" and not s.reaction)
        self.bolt = next(s for s in data.spells if s.reaction)
        self.play_info = tuple(_play_info(c, cost, bool(partners))
                               for c, cost, partners in zip(data.cards, self.cost, self.combo,
                                                            strict=True))
        """``play_info[card]``: what the legal-move scan reads of a card, in one tuple
        (``PlayInfo``)."""
        self.op_steps = tuple(tuple((o, o.aims(), o.kinds(), o.ends_check, o.reach(), o.plan())
                                    for o in ops) for ops in self.ops)
        """``op_steps[ref]``: each op of op list ``ref`` with what the interpreter asks of
        it (``aims``, ``kinds``, ``ends_check``, ``reach``, ``plan``), read once rather than
        on every run."""
        self.draw_events = tuple(tuple(
            Event.private("magic_tower.draw", {"seat": s, "card": cid, "name": name}, (s,),
                          "magic_tower.draw_hidden", {"seat": s})
            for cid, name in zip(self.card_id, self.names, strict=True)) for s in SEATS)
        """``draw_events[seat][card]``: the event of ``seat`` drawing ``card`` (its card
        seen by him alone). Events are immutable values, so every state shares these
        instead of building one per draw (the hot path)."""
        self.pile_events = tuple(tuple(tuple(
            Event("magic_tower.to_pile", {"seat": s, "card": cid, "name": name,
                                          "how": HOW_TEXT[how]})
            for cid, name in zip(self.card_id, self.names, strict=True)) for s in SEATS)
            for how in range(len(HOW_TEXT)))
        """``pile_events[how][seat][card]``: ``card`` put on the pile by ``seat``."""

    def effect_name(self, name: str) -> dict[str, str]:
        """The cs/en display name of what started a running effect: a card or spell id,
        or ``great_triple`` (MT-GREAT-1); ``name`` itself for anything else."""
        if name in self.card_index:
            return self.names[self.card_index[name]]
        if name in self.spell_name:
            return self.spell_name[name]
        return GREAT_TRIPLE_NAME if name == "great_triple" else {"cs": name, "en": name}

    def _register(self, ops: tuple[MtOp, ...], name: str) -> int:
        for op in ops:
            if op.inner():
                set_then_ref(op, self._register(op.inner(), name))
        self.ops.append(ops)
        self.ops_name.append(name)
        return len(self.ops) - 1

    def _trump_ref(self, card: CardRecord) -> int:
        if card.trump is None:
            return -1
        if card.trump.colour == "red":
            return self._register(card.trump.effect, card.id)
        return self._register((*card.effect, *card.trump.effect), card.id)

    def card_text(self, cid: str, lang: str) -> str:
        """The text of card or spell ``cid`` in ``lang`` (``cs``/``en``), generated from
        its ops (``ops.describe``); a trump text keeps its printed head (colour, combo
        partners) before the generated ops. Raises ``KeyError`` for an unknown id."""
        if lang not in ("cs", "en"):
            raise ValueError(f"no card text in {lang!r}; cs or en")
        if cid not in self.card_index:
            return describe(self.spells[cid].effect, lang)
        card = self.cards[self.card_index[cid]]
        text = describe(card.effect, lang)
        if card.trump is not None:
            trump = describe(card.trump.effect, lang)
            printed = card.trump.text.get(lang)
            head = printed[:len(printed) - len(trump)] if printed.endswith(trump) else ""
            text += "\n" + head + trump
        return text


CATALOG = Catalog(content())
"""The catalog of the registered game (test cards: ``MagicTower.with_cards``)."""


def card_text(cid: str, lang: str) -> str:
    """The text of card or spell ``cid`` of the game's own cards (``Catalog.card_text``)."""
    return CATALOG.card_text(cid, lang)
