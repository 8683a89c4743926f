"""Hecatomb card data: the TOML schema (HC-CONTENT-1), card texts made from it, and
the ``Catalog`` the rules read.

A card file holds ``[[card]]`` tables; a deck file ``[[deck]]`` tables. Every
error names the file, the card id and the field (``kernel.cards``). Card texts
are not written by hand: ``Card.text(lang)`` composes them from the keywords,
the effects and the continuous abilities, so a text cannot drift from what the
card does (HC-CONTENT-18). The rules read per-card tuples of the ``Catalog``
(``state.cat``), never a card id (HC-CONTENT-2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from cardtable.games.hecatomb.model import DOOM_INDEX, FATE_SUBTYPES, MINION_SUBTYPES
from cardtable.games.hecatomb.opbase import (
    DOOM_NAME,
    SUBTYPE_NAME,
    CardFilter,
    Doom,
    Phrase,
    phrase_words,
)
from cardtable.games.hecatomb.ops import AnyOp, HcOp
from cardtable.games.hecatomb.statics import (
    Static,
    card_filter_words,
    in_brackets,
    keyword_words,
)
from cardtable.kernel.cards import CardModel, Localized, parse_records, read_source
from cardtable.kernel.errors import CardDataError

CARD_DIR = Path(__file__).parent / "cards"
DECK_DIR = Path(__file__).parent / "decks"


class Effect(CardModel):
    """A one-time effect: optional ("may"), its target phrases, then its steps in
    printed order (HC-DEC-24..26)."""

    may: bool = False
    targets: list[Phrase] = Field(default_factory=list, max_length=3)
    steps: list[AnyOp] = Field(min_length=1, max_length=6)

    @model_validator(mode="after")
    def _refs(self) -> Effect:
        for step in self.steps:
            for ref in step.refs():
                if ref in ("t0", "t1", "t2"):
                    n = int(ref[1:])
                    if n >= len(self.targets):
                        raise ValueError(f"step {step.op} refers to target {n + 1}, but the "
                                         f"effect names {len(self.targets)}")
                    if self.targets[n].what == "minion" and not step.picks_minion():
                        raise ValueError(f"HC-DAMAGE-13: {step.op} cannot act on one chosen "
                                         f"minion; only destroy, exile, sever, stitch do")
        return self

    def text(self, lang: str) -> str:
        parts: list[str] = []
        if self.targets:
            words = [phrase_words(p, lang) for p in self.targets]
            if len(words) == 1:
                parts.append(("Cíl: " if lang == "cs" else "Target: ") + words[0] + ".")
            else:
                listed = "; ".join(f"{i + 1}) {w}" for i, w in enumerate(words))
                parts.append(("Cíle: " if lang == "cs" else "Targets: ") + listed + ".")
        body = " ".join(s.describe(lang, len(self.targets)) for s in self.steps)
        if len(self.targets) == 1 and (self.targets[0].count > 1 or self.targets[0].up_to):
            # one phrase naming several objects: "the targets", "cíle"
            body = (re.sub(r"\bcíl\b", "cíle", body) if lang == "cs"
                    else body.replace("the target", "the targets"))
        if self.may:
            body = ("Můžeš: " if lang == "cs" else "You may: ") + body
        parts.append(body)
        return " ".join(parts)


Event = Literal["attack", "block", "unblocked", "combat_damage", "destroyed", "start_of_turn",
                "end_of_turn", "play"]
EVENT_WORDS = {
    "cs": {"attack": "Když tato abominace útočí", "block": "Když tato abominace brání",
           "unblocked": "Když tato abominace není zablokována",
           "combat_damage": "Když tato abominace způsobí bojové zranění",
           "destroyed": "Když je tento minion zničen",
           "start_of_turn": "Na začátku tvého kola", "end_of_turn": "Na konci tvého kola",
           "play": "Když zahraješ kartu"},
    "en": {"attack": "When this abomination attacks", "block": "When this abomination blocks",
           "unblocked": "When this abomination is not blocked",
           "combat_damage": "When this abomination deals combat damage",
           "destroyed": "When this minion is destroyed",
           "start_of_turn": "At the start of your turn", "end_of_turn": "At the end of your turn",
           "play": "When you play a card"},
}


class Triggered(CardModel):
    """A triggered ability: after ``when`` happens, ``effect`` is carried out
    (HC-DEC-15)."""

    when: Event
    play: CardFilter | None = None
    """For ``when = "play"``: which cards of yours set it off."""
    effect: Effect

    def text(self, lang: str) -> str:
        head = EVENT_WORDS[lang][self.when]
        if self.when == "play" and self.play is not None:
            head += in_brackets(card_filter_words(self.play, lang))
        return f"{head}: «{self.effect.text(lang)}»"


class Keywords(CardModel):
    """Printed keywords (HC-CONTENT-1); values of Rager, Reaper, Survivor add up."""

    rager: int = Field(default=0, ge=0, le=3)
    reaper: int = Field(default=0, ge=0, le=2)
    survivor: int = Field(default=0, ge=0, le=3)
    evader: list[Doom] = Field(default_factory=list)
    nemesis: list[Doom] = Field(default_factory=list)
    fanatic: bool = False
    guardian: bool = False
    host: bool = False
    hunter: bool = False
    martyr: bool = False
    parasite: bool = False
    regenerator: bool = False
    ripper: bool = False
    soulbound: bool = False

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for word in ("rager", "reaper", "survivor"):
            if getattr(self, word):
                out[word] = getattr(self, word)
        for word in ("evader", "nemesis"):
            if getattr(self, word):
                out[word] = frozenset(DOOM_INDEX[d] for d in getattr(self, word))
        for word in ("fanatic", "guardian", "host", "hunter", "martyr", "parasite",
                     "regenerator", "ripper", "soulbound"):
            if getattr(self, word):
                out[word] = True
        return out

    def words(self, lang: str) -> list[str]:
        out: list[str] = []
        for word, value in self.as_dict().items():
            if isinstance(value, frozenset):
                out.extend(keyword_words(word, None, d, lang)
                           for d in getattr(self, word))
            elif isinstance(value, bool):
                out.append(keyword_words(word, None, None, lang))
            else:
                assert isinstance(value, int)
                out.append(keyword_words(word, value, None, lang))
        return out


class Conditional(CardModel):
    """The conditional ability of a minion (HC-COND-1..10, HC-DEC-39/40)."""

    doom: Doom
    kind: Literal["one_time", "continuous"]
    effect: Effect | None = None
    strength: int = Field(default=0, ge=-3, le=4)
    keywords: Keywords | None = None

    @model_validator(mode="after")
    def _kind(self) -> Conditional:
        if self.kind == "one_time" and (self.effect is None or self.strength or self.keywords):
            raise ValueError("a one_time conditional ability has an effect and nothing else")
        if self.kind == "continuous" and (self.effect is not None
                                          or not (self.strength or self.keywords)):
            raise ValueError("a continuous conditional ability gives strength or keywords, "
                             "not an effect")
        return self

    def text(self, lang: str) -> str:
        colour = DOOM_NAME[lang][self.doom]
        head = f"[{colour}] "
        if self.effect is not None:
            return head + f"«{self.effect.text(lang)}»"
        parts: list[str] = []
        if self.strength:
            sign = f"+{self.strength}" if self.strength > 0 else f"−{-self.strength}"
            parts.append(f"Tento minion má {sign} sílu" if lang == "cs"
                         else f"This minion has {sign} strength")
        if self.keywords is not None:
            parts.extend(self.keywords.words(lang))
        return head + ", ".join(parts) + "."


class Tap(CardModel):
    """A tap ability (HC-TAP-1..3): tap this abomination of size ``number``+."""

    number: int = Field(ge=1, le=5)
    effect: Effect

    def text(self, lang: str) -> str:
        return f"[⟳{self.number}] «{self.effect.text(lang)}»"


class Follower(CardModel):
    """What works only while its controller has a god (HC-FOLLOWER-1)."""

    keywords: Keywords | None = None
    static: list[Static] = Field(default_factory=list)
    triggered: list[Triggered] = Field(default_factory=list)

    def text(self, lang: str) -> str:
        parts = []
        if self.keywords is not None and self.keywords.words(lang):
            parts.append(", ".join(self.keywords.words(lang)) + ".")
        parts += [s.text(lang) for s in self.static]
        parts += [t.text(lang) for t in self.triggered]
        return "Follower: " + " ".join(parts)


Rarity = Literal["common", "uncommon", "rare"]


class Card(CardModel):
    """One card (HC-CONTENT-1)."""

    id: str
    number: int = Field(ge=1, le=999)
    rarity: Rarity = "common"
    name: Localized
    flavor: Localized | None = None
    doom: Doom
    type: Literal["minion", "fate", "relic", "god"]
    cost: int = Field(ge=0, le=9)
    cost_x: bool = False
    combat: bool = False
    subtype: str | None = None
    strength: int | None = Field(default=None, ge=0, le=9)
    triggers: list[Doom] = Field(default_factory=list, max_length=4)
    keywords: Keywords | None = None
    static: list[Static] = Field(default_factory=list)
    triggered: list[Triggered] = Field(default_factory=list)
    conditional: Conditional | None = None
    tap: Tap | None = None
    follower: Follower | None = None
    effect: Effect | None = None
    enter: Effect | None = None

    @model_validator(mode="after")
    def _by_type(self) -> Card:
        t = self.type
        minion_only = {"strength": self.strength is not None, "triggers": bool(self.triggers),
                       "keywords": self.keywords is not None,
                       "conditional": self.conditional is not None,
                       "tap": self.tap is not None, "follower": self.follower is not None}
        if t == "minion":
            if self.subtype not in MINION_SUBTYPES:
                raise ValueError(f"subtype: a minion needs one of {', '.join(MINION_SUBTYPES)}")
            if self.strength is None:
                raise ValueError("strength: a minion needs a strength")
            if len(set(self.triggers)) != len(self.triggers):
                raise ValueError("triggers: each colour at most once")
        else:
            wrong = [k for k, v in minion_only.items() if v]
            if wrong:
                raise ValueError(f"{wrong[0]}: only minions have it")
        if t == "fate":
            if self.subtype not in FATE_SUBTYPES:
                raise ValueError(f"subtype: a fate needs one of {', '.join(FATE_SUBTYPES)}")
            if self.effect is None:
                raise ValueError("effect: a fate needs an effect")
        elif self.effect is not None:
            raise ValueError("effect: only fates have a one-time effect of their own")
        if t in ("relic", "god"):
            if self.subtype is not None:
                raise ValueError(f"subtype: a {t} has no subtype (HC-DEC-85)")
            if self.combat:
                raise ValueError(f"combat: a {t} is never a combat card")
        if t == "god" and self.enter is None:
            raise ValueError("enter: a god needs an entry effect (HC-GOD-2)")
        if t != "god" and self.enter is not None:
            raise ValueError("enter: only gods have an entry effect")
        if t == "fate" and (self.static or self.triggered):
            raise ValueError("static: a fate has only its one-time effect")
        return self

    def text(self, lang: str) -> str:
        """The card's rules text, made from its data."""
        parts: list[str] = []
        if self.keywords is not None:
            words = self.keywords.words(lang)
            if words:
                parts.append(", ".join(words) + ".")
        parts += [s.text(lang) for s in self.static]
        parts += [t.text(lang) for t in self.triggered]
        if self.effect is not None:
            parts.append(self.effect.text(lang))
        if self.enter is not None:
            parts.append(f"«{self.enter.text(lang)}»")
        if self.tap is not None:
            parts.append(self.tap.text(lang))
        if self.follower is not None:
            parts.append(self.follower.text(lang))
        if self.conditional is not None:
            parts.append(self.conditional.text(lang))
        if self.cost_x:
            parts.append("X = zvolené při zahrání." if lang == "cs"
                         else "X is chosen when you play it.")
        return " ".join(parts)

    def type_line(self, lang: str) -> str:
        kind = {"cs": {"minion": "Minion", "fate": "Kouzlo", "relic": "Relikvie", "god": "Bůh"},
                "en": {"minion": "Minion", "fate": "Fate", "relic": "Relic",
                       "god": "God"}}[lang][self.type]
        if self.combat:
            if lang == "cs":
                kind = ("Bojové " if self.type == "fate" else "Bojový ") + kind.lower()
            else:
                kind = "Combat " + kind.lower()
        if self.subtype is not None:
            kind += f" — {SUBTYPE_NAME[lang][self.subtype]}"
        return kind


def all_effects(card: Card) -> list[tuple[str, Effect]]:
    """Every one-time effect of a card with where it is printed."""
    out: list[tuple[str, Effect]] = []
    if card.effect is not None:
        out.append(("fate", card.effect))
    if card.enter is not None:
        out.append(("enter", card.enter))
    if card.conditional is not None and card.conditional.effect is not None:
        out.append(("summon", card.conditional.effect))
    if card.tap is not None:
        out.append(("tap", card.tap.effect))
    out += [("triggered", t.effect) for t in card.triggered]
    if card.follower is not None:
        out += [("follower", t.effect) for t in card.follower.triggered]
    return out


def all_steps(card: Card) -> list[tuple[str, HcOp]]:
    return [(where, s) for where, e in all_effects(card) for s in e.steps]


@dataclass(frozen=True)
class EffectInfo:
    """One effect of the catalog, with its card and what it is."""

    card: int
    kind: str
    effect: Effect


class Catalog:
    """Per-card tables (by catalog index) the rules read."""

    def __init__(self, cards: dict[str, Card]) -> None:
        self.cards = cards
        self.ids: tuple[str, ...] = tuple(cards)
        self.index = {cid: i for i, cid in enumerate(self.ids)}
        order = list(cards.values())
        self.names = tuple(c.name.as_dict() for c in order)
        self.doom = tuple(DOOM_INDEX[c.doom] for c in order)
        self.ctype = tuple(c.type for c in order)
        self.cost = tuple(c.cost for c in order)
        self.cost_x = tuple(c.cost_x for c in order)
        self.combat = tuple(c.combat for c in order)
        self.subtype = tuple(c.subtype or "" for c in order)
        self.strength = tuple(c.strength or 0 for c in order)
        self.triggers = tuple(frozenset(DOOM_INDEX[d] for d in c.triggers) for c in order)
        self.keywords = tuple(c.keywords.as_dict() if c.keywords else {} for c in order)
        self.follower_keywords = tuple(
            c.follower.keywords.as_dict() if c.follower and c.follower.keywords else {}
            for c in order)
        self.statics = tuple(tuple(c.static) for c in order)
        self.follower_statics = tuple(tuple(c.follower.static) if c.follower else ()
                                      for c in order)
        self.cond_doom = tuple(DOOM_INDEX[c.conditional.doom] if c.conditional else -1
                               for c in order)
        self.cond_kind = tuple(c.conditional.kind if c.conditional else "" for c in order)
        self.cond_strength = tuple(c.conditional.strength if c.conditional else 0
                                   for c in order)
        self.cond_keywords = tuple(
            c.conditional.keywords.as_dict() if c.conditional and c.conditional.keywords
            else {} for c in order)
        self.tap_number = tuple(c.tap.number if c.tap else 0 for c in order)
        effects: list[EffectInfo] = []
        fate: list[int] = []
        enter: list[int] = []
        summon: list[int] = []
        tap: list[int] = []
        triggered: list[tuple[tuple[str, int, bool, CardFilter | None], ...]] = []
        for ci, c in enumerate(order):
            def add(kind: str, e: Effect, ci: int = ci) -> int:
                effects.append(EffectInfo(ci, kind, e))
                return len(effects) - 1
            fate.append(add("fate", c.effect) if c.effect else -1)
            enter.append(add("enter", c.enter) if c.enter else -1)
            summon.append(add("summon", c.conditional.effect)
                          if c.conditional and c.conditional.effect else -1)
            tap.append(add("tap", c.tap.effect) if c.tap else -1)
            trig = [(t.when, add("triggered", t.effect), False, t.play) for t in c.triggered]
            if c.follower is not None:
                trig += [(t.when, add("triggered", t.effect), True, t.play)
                         for t in c.follower.triggered]
            triggered.append(tuple(trig))
        self.effects = tuple(effects)
        self.fate = tuple(fate)
        self.enter = tuple(enter)
        self.summon = tuple(summon)
        self.tap = tuple(tap)
        self.triggered = tuple(triggered)

    def card(self, cid: str) -> Card:
        return self.cards[cid]


def _check_card(card: Card) -> str | None:
    """Cross-field rules the schema cannot say."""
    if card.cost_x and not any("x" in s.__dict__ and s.__dict__["x"]
                               for _, s in all_steps(card)):
        return "cost_x: an X card must use X in its effect"
    return None


def parse_cards(source: str | Path) -> dict[str, Card]:
    origin, data, text = read_source(source)
    return parse_records(origin, data, text, "card", Card, _check_card)


class Deck(CardModel):
    """A prebuilt deck (HC-CONTENT-11)."""

    id: str
    name: Localized
    cards: dict[str, int]

    def listing(self) -> list[str]:
        return [cid for cid, n in self.cards.items() for _ in range(n)]


def parse_decks(source: str | Path) -> dict[str, Deck]:
    origin, data, text = read_source(source)
    return parse_records(origin, data, text, "deck", Deck)


@cache
def standard_cards() -> dict[str, Card]:
    path = CARD_DIR / "standard.toml"
    return parse_cards(path) if path.exists() else {}


@cache
def test_cards() -> dict[str, Card]:
    cards = parse_cards(CARD_DIR / "test.toml")
    for cid in cards:
        if not cid.startswith("t_"):
            raise CardDataError(str(CARD_DIR / "test.toml"), cid, "id",
                                "test cards have ids starting with t_ (HC-CONTENT-13)")
    return cards


@cache
def catalog() -> Catalog:
    """Every card the game knows: the standard set, then the test set."""
    standard = standard_cards()
    test = test_cards()
    clash = set(standard) & set(test)
    if clash:
        raise CardDataError(str(CARD_DIR), sorted(clash)[0], "id", "duplicate id across sets")
    return Catalog({**standard, **test})


@cache
def prebuilt_decks() -> dict[str, Deck]:
    decks: dict[str, Deck] = {}
    for path in sorted(DECK_DIR.glob("*.toml")):
        decks.update(parse_decks(path))
    return decks


def describe(cards: dict[str, Any]) -> dict[str, int]:
    return {"cards": len(cards)}
