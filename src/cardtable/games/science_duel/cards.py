"""Science Duel card data: the TOML schema, loading with validation, the catalogue, decks.

Cards live in ``cards/<class>.toml`` (one file per class, plus ``neutral.toml``);
decks in ``decks/*.toml``. A card's text is a list of instructions in the
effect vocabulary of ``ops.py``: loading parses each one through the game's
``OpRegistry`` (a discriminated union on ``op``), so an unknown op, an
unknown field or a field the op does not take is a ``CardDataError`` naming
file, card and field, like every cross-field rule of SD-CONTENT-1 checked
here. Card text shown to players is generated from the ops (``cardtext.py``).

The ``Catalogue`` of one game's loaded cards, with the per-card tables the
rules read on hot paths, is ``catalogue.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, ClassVar, Final, Literal

from pydantic import Field, ValidationError, create_model, model_validator

from cardtable.games.science_duel.carddef import Aura, CardDef, Whenever
from cardtable.games.science_duel.model import EVENTS
from cardtable.games.science_duel.plan import Plan
from cardtable.kernel.cards import CardModel, Localized, load_records, read_toml
from cardtable.kernel.errors import CardDataError
from cardtable.kernel.ops import Op, OpRegistry

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
Keyword = Literal["defender", "shield", "poisonous", "stealth", "lifesteal"]
SOURCE_KEYWORDS = ("poisonous",)
"""Keywords a card that is not a unit may print: Poisonous works on any card (SD-DEC-48)."""
CardType = Literal["unit", "spell", "experiment", "field", "ability"]

FILTERS = ("character", "enemy_character", "friendly_character", "unit", "enemy_unit",
           "friendly_unit", "other_unit")
"""Target filters of a chosen target (``target`` field of a card)."""

WHO = ("you", "opponent", "any")

TRIGGER_FIELDS = ("effects", "on_play", "momentum", "on_summon", "on_death", "on_draw",
                  "on_burn", "start_turn", "start_each_turn", "end_turn", "end_each_turn")
"""The effect lists of a card, by when they resolve."""
TURN_KEYS = ("start_turn", "start_each_turn", "end_turn", "end_each_turn")
OFF_BOARD = ("on_death", "on_draw", "on_burn")
"""Texts that resolve while their card is not on the board (it has no neighbours)."""


# ---- ranges of numbers in card data (issue 16, item 12) --------------------------------
MAX_POINTS = 100
"""The most damage, healing, attack or health one number of card data may give."""
MAX_COUNT = 20
"""The most cards, tokens, units or hits one instruction may make."""
MAX_TURNS = 20
Points = Annotated[int, Field(ge=1, le=MAX_POINTS)]
"""Damage, healing, a missile's hit: 1..100 (a negative damage would heal)."""
Count = Annotated[int, Field(ge=1, le=MAX_COUNT)]
"""How many cards, tokens, units or hits: 1..20 (10**9 was accepted)."""
Change = Annotated[int, Field(ge=-MAX_POINTS, le=MAX_POINTS)]
"""A change of attack or health, either way."""
ManaChange = Annotated[int, Field(ge=-10, le=10)]
Turns = Annotated[int, Field(ge=-1, le=MAX_TURNS)]
"""Turns of Dormancy; -1: for ever."""
Stat = Annotated[int, Field(ge=0, le=MAX_POINTS)]
"""A card's printed attack or health."""


# ---- the effect vocabulary's base ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Voice:
    """How card text names things: who "you" is and what a chosen target may be."""

    active: bool = False
    """A field's text: "you" is the active player (SD-CONTENT-20)."""
    filter: str = ""
    """The card's target filter (``FILTERS``), for a chosen target."""
    tag: str = ""
    """The card's target tag, for a chosen target."""
    cards: Mapping[str, CardDef] | None = None
    """The game's cards, to name the tokens an instruction makes (else their ids)."""


PLAIN = Voice()


class Effect(Op[Any, Any]):
    """Base of Science Duel's ops (``ops.py``): one instruction of card text.

    ``run(state, ctx)`` carries it out for the firing context ``ctx`` (``model.Ctx``).
    ``say(lang, voice)`` is its card text; ``text(lang)`` says it plainly.
    """

    branches: ClassVar[tuple[str, ...]] = ()
    """Names of the fields holding nested instruction lists (``then``, ``otherwise``)."""

    def nested(self) -> tuple[tuple[Effect, ...], ...]:
        """The nested instruction lists."""
        return tuple(getattr(self, name) for name in self.branches)

    def chooses(self) -> bool:
        """Whether it acts on the chosen target (the firing asks for one)."""
        return False

    def adjacency(self) -> bool:
        """Whether it needs its source's neighbours (only a unit on the board has them)."""
        return False

    def refs(self) -> tuple[str, ...]:
        """Card ids it names (tokens, pools)."""
        return ()

    def plan(self) -> Plan:
        """How the stack runs it (``plan.Plan``): by ``run``; the ops played most return a
        compiled plan doing the same work (``op_plans.py``)."""
        return Plan(self)

    def say(self, lang: str, voice: Voice) -> str:
        """Its card text in ``lang`` (``cs``/``en``), as a sentence."""
        raise NotImplementedError(f"op {self.op!r} has no text")

    def text(self, lang: str) -> str:
        return self.say(lang, PLAIN)


Selector = Literal["chosen", "self", "subject", "you", "opponent", "each_player", "all_units",
                   "enemy_units", "friendly_units", "other_friendly_units", "other_units",
                   "all_characters", "enemy_characters", "adjacent", "random_enemy_character",
                   "random_enemy_unit", "random_character", "random_unit",
                   "random_friendly_unit"]
"""Who an instruction acts on; ``you``/``opponent``/``each_player`` are heroes, ``chosen``
the target chosen for the card (its ``target`` filter), the rest units or characters."""
TAGGED = frozenset({"all_units", "enemy_units", "friendly_units", "other_friendly_units",
                    "other_units", "enemy_characters", "random_enemy_unit", "random_unit",
                    "random_friendly_unit"})
"""Selectors that a ``tag`` narrows (with any other selector a tag would be ignored)."""


class Targeted(Effect):
    """An op acting on the characters a selector names (``targets.select``)."""

    target: Selector = "chosen"
    tag: str = ""
    targeted: ClassVar[bool] = True

    @model_validator(mode="after")
    def _tag_is_used(self) -> Targeted:
        if self.tag and self.target not in TAGGED:
            raise ValueError(f"a tag does not narrow the selector '{self.target}'")
        return self

    def chooses(self) -> bool:
        return self.targeted and self.target == "chosen"

    def adjacency(self) -> bool:
        return self.target == "adjacent"


def walk(effects: Iterable[Effect]) -> Iterable[Effect]:
    """Every instruction of ``effects``, nested ones included."""
    for e in effects:
        yield e
        for inner in e.nested():
            yield from walk(inner)


def uses_chosen(effects: Iterable[Effect]) -> bool:
    """Whether some instruction acts on the chosen target."""
    return any(e.chooses() for e in walk(effects))


# ---- the TOML schema ------------------------------------------------------------------
class AuraModel(CardModel):
    """A continuous effect while the card is on the board."""

    kind: Literal["spell_cost", "card_cost", "attack", "hand_limit", "spell_damage"]
    amount: Annotated[int, Field(ge=-20, le=20)]
    scope: Literal["you", "each_player", "adjacent", "other_friendly"] = "you"
    tag: str = ""


class CardRecord(CardModel):
    """The TOML schema of one card (SD-CONTENT-1), without its texts: ``card_schema``
    adds the effect lists typed by the game's op registry."""

    id: str
    name: Localized
    type: CardType
    card_class: str = Field(alias="class")
    rarity: Literal["common", "org"] = "common"
    cost: int = Field(ge=0, le=20)
    token: bool = False
    attack: Stat = 0
    health: Stat = 0
    tags: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    spell_damage: Annotated[int, Field(ge=0, le=MAX_COUNT)] = 0
    dormant: Turns = 0
    """Turns a unit sleeps after it is played; -1: until something wakes it."""
    lasting: bool = False
    cast_when_drawn: bool = False
    revealed_in_hand: bool = False
    target: str = ""
    target_tag: str = ""
    condition: str = ""
    condition_type: str = ""
    auras: list[AuraModel] = Field(default_factory=list)
    flavor: Localized | None = None

    def effect_lists(self) -> dict[str, tuple[Effect, ...]]:
        return {name: getattr(self, name) for name in TRIGGER_FIELDS}

    def whenevers(self) -> tuple[Any, ...]:
        found: tuple[Any, ...] = getattr(self, "whenever")  # noqa: B009  (added by card_schema)
        return found


class WheneverBase(CardModel):
    """A "whenever ..." text of a card on the board (its ``effects`` typed per game)."""

    event: str
    who: str = "any"
    other: bool = False
    type: str = ""
    tag: str = ""


_SCHEMAS: Final[dict[int, type[CardRecord]]] = {}


def card_schema(ops: OpRegistry[Any, Any]) -> type[CardRecord]:
    """``CardRecord`` with its effect lists as tuples of ``ops``' discriminated union."""
    found = _SCHEMAS.get(id(ops))
    if found is not None:
        return found
    effect = ops.union()
    effects: Any = (tuple[effect, ...], ())  # type: ignore[valid-type]
    whenever = create_model("WheneverRecord", __base__=WheneverBase,
                            effects=(tuple[effect, ...], ...))  # type: ignore[valid-type]
    schema = create_model("CardRecord", __base__=CardRecord,
                          whenever=(tuple[whenever, ...], ()),  # type: ignore[valid-type]
                          **{name: effects for name in TRIGGER_FIELDS})
    _SCHEMAS[id(ops)] = schema
    return schema


# ---- runtime card definitions: ``carddef.py`` (compiled in the optional build) ----


def to_def(r: CardRecord) -> CardDef:
    lists = r.effect_lists()
    return CardDef(
        id=r.id, name=r.name.as_dict(), type=r.type, cls=r.card_class, rarity=r.rarity,
        cost=r.cost, token=r.token, attack=r.attack, health=r.health, tags=frozenset(r.tags),
        keywords=frozenset(r.keywords), spell_damage=r.spell_damage, dormant=r.dormant,
        lasting=r.lasting, cast_when_drawn=r.cast_when_drawn,
        revealed_in_hand=r.revealed_in_hand, target=r.target, target_tag=r.target_tag,
        effects=lists["effects"], on_play=lists["on_play"], momentum=lists["momentum"],
        on_summon=lists["on_summon"], on_death=lists["on_death"], on_draw=lists["on_draw"],
        on_burn=lists["on_burn"], start_turn=lists["start_turn"],
        start_each_turn=lists["start_each_turn"], end_turn=lists["end_turn"],
        end_each_turn=lists["end_each_turn"],
        whenever=tuple(Whenever(w.event, w.who, w.other, w.type, w.tag, tuple(w.effects))
                       for w in r.whenevers()),
        condition=r.condition, condition_type=r.condition_type,
        auras=tuple(Aura(a.kind, a.amount, a.scope, a.tag) for a in r.auras),
        flavor=None if r.flavor is None else r.flavor.as_dict())


# ---- validation ---------------------------------------------------------------------
def _adjacency_problem(r: CardRecord) -> str | None:
    """SD-ADJ-1: only a unit has neighbours, and only while it is on the board or being
    played; an adjacency instruction anywhere else would silently do nothing."""
    lists = r.effect_lists()
    for name in TRIGGER_FIELDS:
        if any(e.adjacency() for e in walk(lists[name])):
            if r.type != "unit":
                return f"{name}: only a unit has neighbours (SD-ADJ-1), not a {r.type}"
            if name in OFF_BOARD:
                return f"{name}: the unit is not on the board then, it has no neighbours"
    return None


def check_card(r: CardRecord) -> str | None:
    """SD-CONTENT-1: the cross-field rules; returns ``"field: message"`` or None."""
    if r.card_class not in (*CLASSES, "neutral"):
        return f"class: unknown class '{r.card_class}'"
    for kw in r.keywords:
        if kw not in KEYWORDS:
            return f"keywords: unknown keyword '{kw}'"
    if r.target and r.target not in FILTERS:
        return f"target: unknown target filter '{r.target}'"
    for w in r.whenevers():
        if w.event not in EVENTS or w.who not in WHO:
            return f"whenever: unknown event '{w.event}' or who '{w.who}'"
        if any(e.adjacency() for e in walk(w.effects)) and r.type != "unit":
            return f"whenever: only a unit has neighbours (SD-ADJ-1), not a {r.type}"
    problem = _adjacency_problem(r)
    if problem:
        return problem
    if r.type == "unit" and r.health < 1:
        return "health: a unit needs health of at least 1"
    if r.type != "unit" and (r.attack or r.health):
        return "attack: only units have attack and health"
    if r.type != "unit" and any(kw not in SOURCE_KEYWORDS for kw in r.keywords):
        return "keywords: a card that is not a unit may print only Poisonous (SD-DEC-48)"
    lists = r.effect_lists()
    if r.type == "experiment":
        if r.card_class == "neutral":
            return "class: an experiment needs a class (SD-DEC-36)"
        if lists["on_play"] or lists["on_summon"] or lists["momentum"]:
            return "on_play: experiments have no Při zahrání/Při vyvolání text"
        if r.lasting:
            return "lasting: experiment effects are instant (SD-DEC-40)"
        if r.condition not in EVENTS:
            return f"condition: unknown experiment condition '{r.condition}'"
    elif r.condition:
        return "condition: only experiments have a condition"
    if r.cast_when_drawn and (r.type != "spell" or r.lasting):
        return "cast_when_drawn: only instant spells may be cast when drawn (SD-DEC-59)"
    if lists["on_summon"] and r.type != "unit":
        return "on_summon: Při vyvolání appears only on units"
    if r.lasting and r.type != "spell":
        return "lasting: only spells have a duration"
    return None


def _check_pool(records: dict[str, CardRecord], origins: Mapping[str, str] | str,
                known: Iterable[str] = ()) -> None:
    """Rules spanning cards: token references and equal experiment costs (SD-EXP-3); each
    error names the file of the card it is about (``origins``: card id -> file, or one
    origin for all)."""
    names = set(records) | set(known)
    costs: dict[str, int] = {}
    for r in records.values():
        where = origins if isinstance(origins, str) else origins[r.id]
        if r.type == "experiment" and costs.setdefault(r.card_class, r.cost) != r.cost:
            raise CardDataError(where, r.id, "cost",
                                f"experiments of {r.card_class} must all cost "
                                f"{costs[r.card_class]} (SD-EXP-3)")
        lists = r.effect_lists()
        for name in TRIGGER_FIELDS:
            for e in walk(lists[name]):
                for ref in e.refs():
                    if ref not in names:
                        raise CardDataError(where, r.id, name, f"unknown card '{ref}'")
        for w in r.whenevers():
            for e in walk(w.effects):
                for ref in e.refs():
                    if ref not in names:
                        raise CardDataError(where, r.id, "whenever", f"unknown card '{ref}'")


# ---- loading --------------------------------------------------------------------------
def load_cards(ops: OpRegistry[Any, Any], directory: Path = CARD_DIR) -> dict[str, CardDef]:
    """Every card file of ``directory``; raises ``CardDataError`` on any problem."""
    schema = card_schema(ops)
    records: dict[str, CardRecord] = {}
    origins: dict[str, str] = {}
    for path in sorted(directory.glob("*.toml")):
        loaded = load_records(path, "card", schema, check_card)
        for cid, rec in loaded.items():
            if cid in records:
                raise CardDataError(str(path), cid, "id", "duplicate id across files (also "
                                    f"in {origins[cid]})")
            records[cid] = rec
            origins[cid] = str(path)
    _check_pool(records, origins)
    return {cid: to_def(r) for cid, r in records.items()}


def load_extra_cards(ops: OpRegistry[Any, Any], source: str | Path,
                     known: Iterable[str]) -> dict[str, CardDef]:
    """Cards from a TOML file or text (``[[card]]`` tables) beside the ``known`` ids;
    validated like the pool (an id the game already has is an error too)."""
    if isinstance(source, Path) or ("\n" not in source and Path(source).is_file()):
        path, where = Path(source), str(source)
        records = load_records(path, "card", card_schema(ops), check_card)
    else:
        import tempfile

        where = "extra cards"
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "extra_cards.toml"
            path.write_text(source, encoding="utf-8")
            records = load_records(path, "card", card_schema(ops), check_card)
    known = set(known)
    for cid in records:
        if cid in known:
            raise CardDataError(where, cid, "id", "the game already has a card of this id")
    _check_pool(records, where, known)
    return {cid: to_def(r) for cid, r in records.items()}


# ---- decks ----------------------------------------------------------------------------
class DeckRecord(CardModel):
    id: str
    name: Localized
    hero_class: str = Field(alias="class")
    ability: str | None = None
    cards: dict[str, Annotated[int, Field(ge=1, le=35)]]
    """Copies per card id (a deck holds 30 to 35 cards, SD-DECK-1)."""


@dataclass(frozen=True, slots=True)
class Deck:
    id: str
    name: dict[str, str]
    cls: str
    ability: str | None
    cards: tuple[str, ...]
    """The deck list, sorted, one entry per copy."""


def deck_problem(cls: str, ability: str | None, cards: list[str],
                 pool: dict[str, CardDef]) -> str | None:
    """SD-DECK-1..7: why this deck is illegal, naming the rule, or None."""
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


def load_decks(directory: Path = DECK_DIR,
               pool: dict[str, CardDef] | None = None) -> dict[str, Deck]:
    """The deck files of ``directory``; checked against ``pool`` when given (the game
    checks its own decks once its cards are loaded, ``check_decks``)."""
    decks: dict[str, Deck] = {}
    for path in sorted(directory.glob("*.toml")):
        data, _ = read_toml(path)
        deck_id = data.get("id") if isinstance(data.get("id"), str) else None
        try:
            rec = DeckRecord.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(part) for part in first["loc"]) or None
            raise CardDataError(str(path), deck_id, field, str(first["msg"])) from None
        cards: list[str] = []
        for cid, n in rec.cards.items():
            cards.extend([cid] * n)
        decks[rec.id] = Deck(rec.id, rec.name.as_dict(), rec.hero_class, rec.ability,
                             tuple(sorted(cards)))
        if pool is not None:
            check_decks({rec.id: decks[rec.id]}, pool, str(path))
    return decks


def check_decks(decks: dict[str, Deck], pool: dict[str, CardDef], where: str = "") -> None:
    """SD-DECK-1..7 for every deck; ``CardDataError`` names the deck and the rule."""
    for deck in decks.values():
        problem = deck_problem(deck.cls, deck.ability, list(deck.cards), pool)
        if problem:
            raise CardDataError(where or str(DECK_DIR / f"{deck.id}.toml"), deck.id, "cards",
                                problem)


DECKS: Final[dict[str, Deck]] = load_decks()
"""The prebuilt decks by id (checked against the cards when the game loads them)."""
