"""Science Duel card data: the TOML schema, loading with validation, and prebuilt decks.

Cards live in ``cards/<class>.toml`` (one file per class, plus ``neutral.toml``
and ``tokens.toml``); decks in ``decks/*.toml``. Loading turns each pydantic
record into a frozen ``CardDef`` kept in the module-level table ``CARDS``, so
states hold only card ids. Every cross-field rule of SD-CONTENT-1 is checked
here and reported as a ``CardDataError`` naming file, card and field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from cardtable.kernel.cards import CardModel, Localized, load_records, read_toml
from cardtable.kernel.errors import CardDataError

HERE = Path(__file__).resolve().parent
CARD_DIR = HERE / "cards"
DECK_DIR = HERE / "decks"

CLASSES = ("matematik", "informatik", "fyzik", "inzenyr", "chemik")
"""The five classes (SD-COMP-2), by their code ids."""
CLASS_NAMES = {
    "matematik": {"cs": "Matematik", "en": "Mathematician"},
    "informatik": {"cs": "Informatik", "en": "Computer scientist"},
    "fyzik": {"cs": "Fyzik", "en": "Physicist"},
    "inzenyr": {"cs": "Inženýr", "en": "Engineer"},
    "chemik": {"cs": "Chemik", "en": "Chemist"},
    "neutral": {"cs": "Neutrální", "en": "Neutral"},
}
KEYWORDS = ("defender", "shield", "poisonous", "stealth", "lifesteal")
"""Unit keywords a card may print (spell damage and dormancy have their own fields)."""
SOURCE_KEYWORDS = ("poisonous",)
"""Keywords a card that is not a unit may print: Poisonous works on any card (SD-DEC-48)."""
CardType = Literal["unit", "spell", "experiment", "field", "ability"]

OPS = ("damage", "missiles", "heal", "destroy", "dispose", "burn", "burn_choose", "draw",
       "add_token", "add_random_token", "summon", "revive", "return_to_hand", "take_control",
       "silence", "freeze", "give_keyword", "buff", "gain_mana", "shuffle_self",
       "shuffle_token", "put_token", "steal_random", "cancel", "coin", "roll",
       "cast_random_spell", "if_adjacent_tag", "if_tag", "set_dormant", "may", "swap_ability")
"""The effect vocabulary (SD-CONTENT-22); ``effects.py`` implements each op."""

SELECTORS = ("chosen", "self", "subject", "you", "opponent", "each_player", "all_units",
             "enemy_units", "friendly_units", "other_friendly_units", "other_units",
             "all_characters", "enemy_characters", "adjacent", "random_enemy_character",
             "random_enemy_unit", "random_character", "random_unit", "random_friendly_unit")
"""Who an effect acts on; ``you``/``opponent`` are heroes or players, the rest units."""

FILTERS = ("character", "enemy_character", "friendly_character", "unit", "enemy_unit",
           "friendly_unit", "other_unit")
"""Target filters of a chosen target (``target`` field of a card)."""

EVENTS = ("summon", "card_played", "spell_played", "unit_died", "attack", "hero_damaged",
          "draw", "ability_used")
"""Engine events that "whenever" texts and experiments react to."""
WHO = ("you", "opponent", "any")


class EffectModel(CardModel):
    """One instruction of a card's text in the effect vocabulary."""

    op: str
    amount: int = 0
    count: int = 1
    target: str = "chosen"
    card: str = ""
    pool: list[str] = Field(default_factory=list)
    tag: str = ""
    keyword: str = ""
    attack: int = 0
    health: int = 0
    until_eot: bool = False
    who: str = "you"
    place: str = "top"
    die: int = 6
    at_least: int = 4
    then: list[EffectModel] = Field(default_factory=list)
    otherwise: list[EffectModel] = Field(default_factory=list)
    turns: int = -1


class WheneverModel(CardModel):
    """A "whenever ..." text of a card on the board."""

    event: str
    who: str = "any"
    other: bool = False
    type: str = ""
    tag: str = ""
    effects: list[EffectModel]


class AuraModel(CardModel):
    """A continuous effect while the card is on the board."""

    kind: Literal["spell_cost", "card_cost", "attack", "hand_limit", "spell_damage"]
    amount: int
    scope: Literal["you", "each_player", "adjacent", "other_friendly"] = "you"
    tag: str = ""


class CardRecord(CardModel):
    """The TOML schema of one card (SD-CONTENT-1)."""

    id: str
    name: Localized
    text: Localized
    type: CardType
    card_class: str = Field(alias="class")
    rarity: Literal["common", "org"] = "common"
    cost: int = Field(ge=0, le=20)
    token: bool = False
    attack: int = 0
    health: int = 0
    tags: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    spell_damage: int = 0
    dormant: int = 0
    lasting: bool = False
    cast_when_drawn: bool = False
    revealed_in_hand: bool = False
    target: str = ""
    target_tag: str = ""
    effects: list[EffectModel] = Field(default_factory=list)
    on_play: list[EffectModel] = Field(default_factory=list)
    momentum: list[EffectModel] = Field(default_factory=list)
    on_summon: list[EffectModel] = Field(default_factory=list)
    on_death: list[EffectModel] = Field(default_factory=list)
    on_draw: list[EffectModel] = Field(default_factory=list)
    on_burn: list[EffectModel] = Field(default_factory=list)
    start_turn: list[EffectModel] = Field(default_factory=list)
    start_each_turn: list[EffectModel] = Field(default_factory=list)
    end_turn: list[EffectModel] = Field(default_factory=list)
    end_each_turn: list[EffectModel] = Field(default_factory=list)
    whenever: list[WheneverModel] = Field(default_factory=list)
    condition: str = ""
    condition_type: str = ""
    auras: list[AuraModel] = Field(default_factory=list)
    flavor: Localized | None = None


# ---- runtime (frozen, plain) card definitions ---------------------------------------
@dataclass(frozen=True, slots=True)
class Eff:
    """A loaded effect instruction (immutable; shared by every state)."""

    op: str
    amount: int
    count: int
    target: str
    card: str
    pool: tuple[str, ...]
    tag: str
    keyword: str
    attack: int
    health: int
    until_eot: bool
    who: str
    place: str
    die: int
    at_least: int
    then: tuple[Eff, ...]
    otherwise: tuple[Eff, ...]
    turns: int


@dataclass(frozen=True, slots=True)
class Whenever:
    event: str
    who: str
    other: bool
    type: str
    tag: str
    effects: tuple[Eff, ...]


@dataclass(frozen=True, slots=True)
class Aura:
    kind: str
    amount: int
    scope: str
    tag: str


@dataclass(frozen=True, slots=True)
class CardDef:
    """Static data of one card; rules read these, never card ids."""

    id: str
    name: dict[str, str]
    text: dict[str, str]
    type: str
    cls: str
    rarity: str
    cost: int
    token: bool
    attack: int
    health: int
    tags: frozenset[str]
    keywords: frozenset[str]
    spell_damage: int
    dormant: int
    lasting: bool
    cast_when_drawn: bool
    revealed_in_hand: bool
    target: str
    target_tag: str
    effects: tuple[Eff, ...]
    on_play: tuple[Eff, ...]
    momentum: tuple[Eff, ...]
    on_summon: tuple[Eff, ...]
    on_death: tuple[Eff, ...]
    on_draw: tuple[Eff, ...]
    on_burn: tuple[Eff, ...]
    start_turn: tuple[Eff, ...]
    start_each_turn: tuple[Eff, ...]
    end_turn: tuple[Eff, ...]
    end_each_turn: tuple[Eff, ...]
    whenever: tuple[Whenever, ...]
    condition: str
    condition_type: str
    auras: tuple[Aura, ...]

    @property
    def play_target(self) -> bool:
        """Whether playing it from hand asks for a target (spell text or Při zahrání)."""
        if not self.target:
            return False
        texts = self.effects + self.on_play + self.momentum if self.type in (
            "spell", "unit") else ()
        return _uses_chosen(texts)


def _uses_chosen(effects: tuple[Eff, ...]) -> bool:
    return any((e.target == "chosen" and e.op in TARGETED_OPS) or _uses_chosen(e.then)
               or _uses_chosen(e.otherwise) for e in effects)


TARGETED_OPS = frozenset({"damage", "heal", "destroy", "dispose", "return_to_hand",
                          "take_control", "silence", "freeze", "give_keyword", "buff",
                          "if_tag", "set_dormant"})
"""Ops whose ``target`` may be ``chosen`` (the rest act on players or take no target)."""


def _eff(m: EffectModel) -> Eff:
    return Eff(m.op, m.amount, m.count, m.target, m.card, tuple(m.pool), m.tag, m.keyword,
               m.attack, m.health, m.until_eot, m.who, m.place, m.die, m.at_least,
               tuple(_eff(x) for x in m.then), tuple(_eff(x) for x in m.otherwise), m.turns)


def _effs(items: list[EffectModel]) -> tuple[Eff, ...]:
    return tuple(_eff(m) for m in items)


def to_def(r: CardRecord) -> CardDef:
    return CardDef(
        r.id, r.name.as_dict(), r.text.as_dict(), r.type, r.card_class, r.rarity, r.cost,
        r.token, r.attack, r.health, frozenset(r.tags), frozenset(r.keywords), r.spell_damage,
        r.dormant, r.lasting, r.cast_when_drawn, r.revealed_in_hand, r.target, r.target_tag,
        _effs(r.effects), _effs(r.on_play), _effs(r.momentum), _effs(r.on_summon),
        _effs(r.on_death), _effs(r.on_draw), _effs(r.on_burn), _effs(r.start_turn),
        _effs(r.start_each_turn), _effs(r.end_turn), _effs(r.end_each_turn),
        tuple(Whenever(w.event, w.who, w.other, w.type, w.tag, _effs(w.effects))
              for w in r.whenever),
        r.condition, r.condition_type,
        tuple(Aura(a.kind, a.amount, a.scope, a.tag) for a in r.auras))


# ---- validation ---------------------------------------------------------------------
def _check_effects(effects: list[EffectModel], where: str) -> str | None:
    for e in effects:
        if e.op not in OPS:
            return f"{where}: unknown effect op '{e.op}'"
        if e.target not in SELECTORS:
            return f"{where}: unknown target '{e.target}'"
        if e.keyword and e.keyword not in KEYWORDS:
            return f"{where}: unknown keyword '{e.keyword}'"
        inner = _check_effects(e.then, where) or _check_effects(e.otherwise, where)
        if inner:
            return inner
    return None


TRIGGER_FIELDS = ("effects", "on_play", "momentum", "on_summon", "on_death", "on_draw",
                  "on_burn", "start_turn", "start_each_turn", "end_turn", "end_each_turn")


def check_card(r: CardRecord) -> str | None:
    """SD-CONTENT-1: the cross-field rules; returns ``"field: message"`` or None."""
    if r.card_class not in (*CLASSES, "neutral"):
        return f"class: unknown class '{r.card_class}'"
    for kw in r.keywords:
        if kw not in KEYWORDS:
            return f"keywords: unknown keyword '{kw}'"
    if r.target and r.target not in FILTERS:
        return f"target: unknown target filter '{r.target}'"
    for name in TRIGGER_FIELDS:
        problem = _check_effects(getattr(r, name), name)
        if problem:
            return problem
    for w in r.whenever:
        if w.event not in EVENTS or w.who not in WHO:
            return f"whenever: unknown event '{w.event}' or who '{w.who}'"
        problem = _check_effects(w.effects, "whenever")
        if problem:
            return problem
    if r.type == "unit" and r.health < 1:
        return "health: a unit needs health of at least 1"
    if r.type != "unit" and (r.attack or r.health):
        return "attack: only units have attack and health"
    if r.type != "unit" and any(kw not in SOURCE_KEYWORDS for kw in r.keywords):
        return "keywords: a card that is not a unit may print only Poisonous (SD-DEC-48)"
    if r.type == "experiment":
        if r.card_class == "neutral":
            return "class: an experiment needs a class (SD-DEC-36)"
        if r.on_play or r.on_summon or r.momentum:
            return "on_play: experiments have no Při zahrání/Při vyvolání text"
        if r.lasting:
            return "lasting: experiment effects are instant (SD-DEC-40)"
        if r.condition not in EVENTS:
            return f"condition: unknown experiment condition '{r.condition}'"
    elif r.condition:
        return "condition: only experiments have a condition"
    if r.cast_when_drawn and (r.type != "spell" or r.lasting):
        return "cast_when_drawn: only instant spells may be cast when drawn (SD-DEC-59)"
    if r.on_summon and r.type != "unit":
        return "on_summon: Při vyvolání appears only on units"
    if r.lasting and r.type != "spell":
        return "lasting: only spells have a duration"
    return None


# ---- loading --------------------------------------------------------------------------
def load_cards(directory: Path = CARD_DIR) -> dict[str, CardDef]:
    """Every card file of ``directory``; raises ``CardDataError`` on any problem."""
    records: dict[str, CardRecord] = {}
    paths = sorted(directory.glob("*.toml"))
    for path in paths:
        loaded = load_records(path, "card", CardRecord, check_card)
        for cid, rec in loaded.items():
            if cid in records:
                raise CardDataError(str(path), cid, "id", "duplicate id across files")
            records[cid] = rec
    _check_pool(records, str(directory))
    return {cid: to_def(r) for cid, r in records.items()}


def _check_pool(records: dict[str, CardRecord], where: str) -> None:
    """Rules spanning cards: token references and equal experiment costs (SD-EXP-3)."""
    costs: dict[str, int] = {}
    for r in records.values():
        if r.type == "experiment" and costs.setdefault(r.card_class, r.cost) != r.cost:
            raise CardDataError(where, r.id, "cost",
                                f"experiments of {r.card_class} must all cost "
                                f"{costs[r.card_class]} (SD-EXP-3)")
        for name in TRIGGER_FIELDS:
            for ref in _refs(getattr(r, name)):
                if ref not in records:
                    raise CardDataError(where, r.id, name, f"unknown card '{ref}'")
        for w in r.whenever:
            for ref in _refs(w.effects):
                if ref not in records:
                    raise CardDataError(where, r.id, "whenever", f"unknown card '{ref}'")


def _refs(effects: list[EffectModel]) -> list[str]:
    out: list[str] = []
    for e in effects:
        if e.card:
            out.append(e.card)
        out.extend(e.pool)
        out.extend(_refs(e.then))
        out.extend(_refs(e.otherwise))
    return out


CARDS: dict[str, CardDef] = load_cards()
"""The card pool, by id (loaded once at import)."""


# ---- decks ----------------------------------------------------------------------------
class DeckRecord(CardModel):
    id: str
    name: Localized
    hero_class: str = Field(alias="class")
    ability: str | None = None
    cards: dict[str, int]


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    name: dict[str, str]
    cls: str
    ability: str | None
    cards: tuple[str, ...]
    """The deck list, sorted, one entry per copy."""


def deck_problem(cls: str, ability: str | None, cards: list[str],
                 pool: dict[str, CardDef] | None = None) -> str | None:
    """SD-DECK-1..7: why this deck is illegal, naming the rule, or None."""
    pool = CARDS if pool is None else pool
    if cls not in CLASSES:
        return f"SD-DEC-3: unknown class '{cls}'"
    for cid in cards:
        if cid not in pool:
            return f"unknown card '{cid}'"
    if not 30 <= len(cards) <= 35:
        return f"SD-DECK-1: a deck holds 30 to 35 cards, not {len(cards)}"
    counts = Counter(cards)
    for cid, n in counts.items():
        c = pool[cid]
        if c.token:
            return f"SD-DECK-5: token '{cid}' cannot be in a deck"
        if c.type == "ability":
            return f"SD-DECK-2: ability '{cid}' belongs in the ability field, not the list"
        if c.cls not in ("neutral", cls):
            return f"SD-DECK-6: '{cid}' is a {c.cls} card, the deck is {cls}"
        if c.rarity == "org" and n > 1:
            return f"SD-DECK-4: at most 1 copy of Org card '{cid}', not {n}"
        if n > 2:
            return f"SD-DECK-3: at most 2 copies of '{cid}', not {n}"
    if ability is not None:
        a = pool.get(ability)
        if a is None or a.type != "ability":
            return f"SD-DECK-2: '{ability}' is not an ability card"
        if a.cls not in ("neutral", cls):
            return f"SD-DEC-44: ability '{ability}' is not of class {cls}"
    return None


def load_decks(directory: Path = DECK_DIR) -> dict[str, Deck]:
    decks: dict[str, Deck] = {}
    for path in sorted(directory.glob("*.toml")):
        data, _ = read_toml(path)
        try:
            rec = DeckRecord.model_validate(data)
        except Exception as exc:
            raise CardDataError(str(path), None, None, f"bad deck: {exc}") from None
        cards: list[str] = []
        for cid, n in rec.cards.items():
            cards.extend([cid] * n)
        problem = deck_problem(rec.hero_class, rec.ability, cards)
        if problem:
            raise CardDataError(str(path), rec.id, "cards", problem)
        decks[rec.id] = Deck(rec.id, rec.name.as_dict(), rec.hero_class, rec.ability,
                             tuple(sorted(cards)))
    return decks


DECKS: dict[str, Deck] = load_decks()


def card_name(cid: str, lang: str = "en") -> str:
    return CARDS[cid].name.get(lang, cid)


def localized_name(cid: str) -> dict[str, Any]:
    return dict(CARDS[cid].name)
