"""The base of Hecatomb's effect ops: the registry, the context an op runs in, the
filters and target phrases of card text, and the words card texts are made of.

Card text is generated from the data (HC-CONTENT-18 checks it names every
keyword): an effect with targets begins "Target: …" / "Cíl: …" and its steps
refer to "the target" / "cíl" (or "target 1", "target 2"). Czech needs cases,
so a reference is rendered in the nominative or the accusative, as its op asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator

from cardtable.games.hecatomb.model import DOOMS, FATE_SUBTYPES, MINION_SUBTYPES
from cardtable.kernel import Op, OpRegistry
from cardtable.kernel.cards import CardModel

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table

Doom = Literal["corruption", "deceit", "destruction", "greed"]
Subtype = Literal["aztecal", "mutant", "animate", "shapeshifter", "beast", "undead", "demon",
                  "outsider", "cultist"]
Side = Literal["any", "your", "enemy"]
Ref = Literal["t0", "t1", "t2", "this", "this_minion", "each"]
"""What an op acts on: a target phrase, its own abomination or minion, or each
abomination matching the op's ``each`` filter."""
Who = Literal["you", "t0", "each_opponent", "each_player", "defending_player",
              "attacking_player"]


class Ctx:
    """What one step of an effect runs with."""

    __slots__ = ("aid", "effect", "seat", "step", "targets", "uid", "x")

    def __init__(self, seat: int, uid: int, aid: int, effect: int, x: int,
                 targets: tuple[tuple[int, ...], ...], step: int) -> None:
        self.seat = seat
        self.uid = uid
        self.aid = aid
        self.effect = effect
        self.x = x
        self.targets = targets
        self.step = step


OPS: OpRegistry[Table, Ctx] = OpRegistry("hecatomb")


class HcOp(Op["Table", Ctx]):
    """A one-time step of an effect.

    Metadata read by the loader and the content audit (HC-CONTENT-19):
    ``refs`` are its object references, ``verb`` the HC-CONTENT-7 verb it counts as.
    """

    verb: ClassVar[str] = ""

    def refs(self) -> tuple[str, ...]:
        on = self.__dict__.get("on")
        return (on,) if isinstance(on, str) else ()

    def picks_minion(self) -> bool:
        """Whether it may act on one chosen minion in play (HC-CONTENT-1 allows that
        only for destroy, sacrifice, exile, sever and stitch)."""
        return False

    def describe(self, lang: str, phrases: int) -> str:
        """The step as card text; ``phrases``: how many target phrases the effect has."""
        raise NotImplementedError(f"op {self.op!r} has no text")

    def text(self, lang: str) -> str:
        return self.describe(lang, 1)


class Filter(CardModel):
    """What an object must be (HC-TEXT-2/4/8, HC-DEC-45)."""

    side: Side = "any"
    doom: Doom | None = None
    subtype: Subtype | None = None
    strength_min: int | None = Field(default=None, ge=0, le=20)
    strength_max: int | None = Field(default=None, ge=0, le=20)
    size_min: int | None = Field(default=None, ge=1, le=5)
    tapped: bool | None = None
    another: bool = False
    """Not the card's own abomination (or minion)."""


class Phrase(Filter):
    """One "target …" phrase of a text (HC-DEC-24)."""

    what: Literal["abomination", "minion", "relic", "god", "relic_or_god", "mana_card",
                  "player"]
    count: int = Field(default=1, ge=1, le=3)
    up_to: bool = False

    @model_validator(mode="after")
    def _fits(self) -> Phrase:
        if self.what == "player" and self.side == "your":
            raise ValueError("a target player is an opponent or any player")
        if self.what not in ("abomination", "minion") and (
                self.strength_min is not None or self.strength_max is not None
                or self.subtype is not None or self.size_min is not None):
            raise ValueError(f"a {self.what} has no strength, size or subtype to filter on")
        return self


class CardFilter(CardModel):
    """Which cards (in a hand, deck or graveyard) an effect may pick or change."""

    type: Literal["minion", "fate", "relic", "god"] | None = None
    doom: Doom | None = None
    subtype: Subtype | Literal["invocation", "curse", "tactic", "mishap"] | None = None
    cost_max: int | None = Field(default=None, ge=0, le=9)
    combat: bool | None = None


# ---- words -------------------------------------------------------------------------
DOOM_NAME = {"cs": {"corruption": "Korupce", "deceit": "Klam", "destruction": "Destrukce",
                    "greed": "Nenasytnost"},
             "en": {"corruption": "Corruption", "deceit": "Deceit", "destruction": "Destruction",
                    "greed": "Greed"}}
SUBTYPE_NAME = {"cs": {"aztecal": "Aztecal", "mutant": "Mutant", "animate": "Animate",
                       "shapeshifter": "Shapeshifter", "beast": "Šelma", "undead": "Nemrtvý",
                       "demon": "Démon", "outsider": "Outsider", "cultist": "Cultist",
                       "invocation": "Výzva", "curse": "Kletba", "tactic": "Taktika",
                       "mishap": "Nehoda"},
                "en": {s: s.capitalize() for s in (*MINION_SUBTYPES, *FATE_SUBTYPES)}}
TYPE_NAME = {"cs": {"minion": "minion", "fate": "kouzlo", "relic": "relikvie", "god": "bůh"},
             "en": {"minion": "minion", "fate": "fate", "relic": "relic", "god": "god"}}
assert set(DOOM_NAME["en"]) == set(DOOMS)

# Czech nouns: (gender, nominative, accusative); adjectives agree with the gender.
_CS_NOUN = {"abomination": ("f", "abominace", "abominaci"),
            "minion": ("m", "minion", "miniona"),
            "relic": ("f", "relikvie", "relikvii"),
            "god": ("m", "bůh", "boha"),
            "relic_or_god": ("f", "relikvie nebo bůh", "relikvii nebo boha"),
            "mana_card": ("f", "manová karta", "manovou kartu"),
            "player": ("m", "soupeř", "soupeře")}
_CS_ADJ = {("your", "f", "nom"): "tvá", ("your", "f", "acc"): "tvou",
           ("your", "m", "nom"): "tvůj", ("your", "m", "acc"): "tvého",
           ("enemy", "f", "nom"): "nepřátelská", ("enemy", "f", "acc"): "nepřátelskou",
           ("enemy", "m", "nom"): "nepřátelský", ("enemy", "m", "acc"): "nepřátelského"}
_EN_NOUN = {"abomination": "abomination", "minion": "minion", "relic": "relic", "god": "god",
            "relic_or_god": "relic or god", "mana_card": "mana card", "player": "opponent"}


def filter_words(f: Filter, lang: str, noun: str, case: str = "nom") -> str:
    """An object with its filters: "enemy abomination with strength 4+"."""
    parts: list[str] = []
    if lang == "cs":
        gender, nom, acc = _CS_NOUN[noun]
        if f.side != "any" and noun != "player":
            parts.append(_CS_ADJ[(f.side, gender, case)])
        if f.tapped is not None:
            parts.append(("taplá" if f.tapped else "odtaplá") if gender == "f"
                         else ("taplý" if f.tapped else "odtaplý"))
        parts.append(nom if case == "nom" else acc)
        if f.doom is not None:
            parts.append(f"doomu {DOOM_NAME['cs'][f.doom]}")
        if f.subtype is not None:
            parts.append(f"typu {SUBTYPE_NAME['cs'][f.subtype]}")
        if f.strength_min is not None:
            parts.append(f"se sílou {f.strength_min}+")
        if f.strength_max is not None:
            parts.append(f"se sílou {f.strength_max}−")
        if f.size_min is not None:
            parts.append(f"o velikosti {f.size_min}+")
        if f.another:
            parts.append("(jiná než tato)" if gender == "f" else "(jiný než tento)")
        return " ".join(parts)
    if f.side == "your":
        parts.append("your")
    elif f.side == "enemy" and noun != "player":
        parts.append("enemy")
    if f.another:
        parts.insert(0, "another")
    if f.tapped is not None:
        parts.append("tapped" if f.tapped else "untapped")
    if f.doom is not None:
        parts.append(DOOM_NAME["en"][f.doom])
    if f.subtype is not None:
        parts.append(SUBTYPE_NAME["en"][f.subtype])
    parts.append(_EN_NOUN[noun])
    if f.strength_min is not None:
        parts.append(f"with strength {f.strength_min}+")
    if f.strength_max is not None:
        parts.append(f"with strength {f.strength_max}−")
    if f.size_min is not None:
        parts.append(f"of size {f.size_min}+")
    return " ".join(parts)


def phrase_words(p: Phrase, lang: str) -> str:
    """A target phrase as the "Target: …" part of a text."""
    noun = filter_words(p, lang, p.what)
    if p.count > 1 or p.up_to:
        if lang == "cs":
            return f"{'až ' if p.up_to else ''}{p.count}× {noun}"
        return f"{'up to ' if p.up_to else ''}{p.count} × {noun}"
    return noun


def ref_words(ref: str, lang: str, case: str = "acc", noun: str = "abomination",
              phrases: int = 1, each: Filter | None = None) -> str:
    """How a step names what it acts on."""
    if ref in ("t0", "t1", "t2"):
        n = int(ref[1:])
        if lang == "cs":
            return "cíl" if phrases == 1 else f"cíl {n + 1}"
        return "the target" if phrases == 1 else f"target {n + 1}"
    if ref == "this":
        if lang == "cs":
            return "tato abominace" if case == "nom" else "tuto abominaci"
        return "this abomination"
    if ref == "this_minion":
        if lang == "cs":
            return "tento minion" if case == "nom" else "tohoto miniona"
        return "this minion"
    f = each if each is not None else Filter()
    if lang == "cs":
        every = "každá" if case == "nom" else "každou"
        return f"{every} {filter_words(f, 'cs', noun, case)}"
    return f"each {filter_words(f, 'en', noun)}"


WHO_WORDS = {
    "cs": {"you": ("ty", "tobě"), "t0": ("cílový soupeř", "cílovému soupeři"),
           "each_opponent": ("každý soupeř", "každému soupeři"),
           "each_player": ("každý hráč", "každému hráči"),
           "defending_player": ("napadený hráč", "napadenému hráči"),
           "attacking_player": ("útočící hráč", "útočícímu hráči")},
    "en": {"you": ("you", "you"), "t0": ("target opponent", "target opponent"),
           "each_opponent": ("each opponent", "each opponent"),
           "each_player": ("each player", "each player"),
           "defending_player": ("the defending player", "the defending player"),
           "attacking_player": ("the attacking player", "the attacking player")},
}
