"""HexyGame card data: the TOML schema of HX-CONTENT-2 (``docs/hexy_cards_schema.md``),
card texts made from it, decks, and the ``Catalog`` of per-card numbers the rules
read (``state.cat``).

Every error names the file, the card id and the field (``kernel.cards``). Texts
are generated in cs and en from the data, so they cannot drift from what a card
does; rules never test a card id (HX-CONTENT-22).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, model_validator

from cardtable.games.hexy.model import (
    BOARD_TYPES,
    COLOURS,
    DEFAULT_CAP,
    FORBID_BIT,
    KW,
    VIRTUAL_TYPES,
)
from cardtable.games.hexy.opbase import (
    COLOUR_NAME,
    KEYWORD_NAME,
    TYPE_NAME,
    BoardType,
    Colour,
    Each,
    HxOp,
    Phrase,
    Side,
    colour_adj_cs,
    count_cs,
    energy_cs,
    filter_words,
    lower_first,
    phrase_words,
    sentence,
)
from cardtable.games.hexy.ops import AnyOp, Forbid, Grant, Modify, flatten
from cardtable.kernel.cards import CardModel, Localized, parse_records, read_source
from cardtable.kernel.errors import CardDataError

CARD_DIR = Path(__file__).parent / "cards"
DECK_DIR = Path(__file__).parent / "decks"

CardType = Literal["building", "creature", "artifact", "enchantment", "wizardry", "sorcery",
                   "basic_energy"]
Event = Literal["on_points_placed", "on_actions_set", "on_dice_removed", "at_end_phase",
                "on_enter", "on_leave", "on_attack", "on_attacked", "on_move", "on_draw",
                "on_cast"]
ONCE_A_TURN = ("on_points_placed", "on_actions_set", "on_dice_removed", "at_end_phase")


class Cost(CardModel):
    """A card's cost: a generic part and parts per colour (HX-DEC-16)."""

    generic: int = Field(default=0, ge=0, le=6)
    red: int = Field(default=0, ge=0, le=2)
    green: int = Field(default=0, ge=0, le=2)
    blue: int = Field(default=0, ge=0, le=2)
    white: int = Field(default=0, ge=0, le=2)

    def vector(self) -> tuple[int, int, int, int, int]:
        """Red, green, blue, white, generic."""
        return (self.red, self.green, self.blue, self.white, self.generic)

    def total(self) -> int:
        return sum(self.vector())

    def words(self, lang: str) -> str:
        """The cost as a list: "2 energy + 1 red energy" / "2 energie + 1 červená energie"."""
        unit = "energie" if lang == "cs" else "energy"
        parts = [f"{self.generic} {unit}"] if self.generic else []
        for colour in COLOURS:
            n = getattr(self, colour)
            if n:
                parts.append(f"{n} {COLOUR_NAME[lang][colour]} {unit}")
        return " + ".join(parts) or f"0 {unit}"


class ActCost(CardModel):
    """What an action costs a creature (HX-CONTENT-13)."""

    actions: int = Field(default=1, ge=0, le=2)
    energy: int = Field(default=1, ge=0, le=2)


class Keywords(CardModel):
    flying: bool = False
    reach: bool = False
    ranged: Literal[2, 3] | None = None
    haste: bool = False
    first_strike: bool = False
    regeneration: bool = False
    easy_movement: bool = False

    def mask(self) -> int:
        m = 0
        for name in ("flying", "reach", "haste", "first_strike", "regeneration",
                     "easy_movement"):
            if getattr(self, name):
                m |= KW[name]
        if self.ranged is not None:
            m |= KW[f"ranged{self.ranged}"]
        return m

    def names(self) -> list[str]:
        return [k for k in KW if self.mask() & KW[k]]


class Enchant(CardModel):
    side: Side = "any"
    types: list[BoardType] = Field(default_factory=list, max_length=3)


class AbilityCost(CardModel):
    """An activated ability's cost: energy, actions of its card, points of its card,
    cards discarded (HX-CONTENT-2)."""

    energy: Cost = Field(default_factory=Cost)
    actions: int = Field(default=0, ge=0, le=6)
    points: int = Field(default=0, ge=0, le=6)
    discard: int = Field(default=0, ge=0, le=2)

    def nothing(self) -> bool:
        return not (self.energy.total() or self.actions or self.points or self.discard)

    def words(self, lang: str) -> str:
        cs = lang == "cs"
        parts = []
        if self.energy.total():
            parts.append(self.energy.words(lang))
        if self.actions:
            parts.append(count_cs(self.actions, "akce", "akce", "akcí") if cs else
                         f"{self.actions} action" + ("" if self.actions == 1 else "s"))
        if self.points:
            parts.append(("odstraň " + count_cs(self.points, "bod", "body", "bodů")
                          + " z této karty") if cs else
                         f"remove {self.points} point" + ("" if self.points == 1 else "s")
                         + " from this card")
        if self.discard:
            parts.append("zahoď " + count_cs(self.discard, "kartu", "karty", "karet") if cs
                         else f"discard {self.discard} card"
                         + ("" if self.discard == 1 else "s"))
        return ", ".join(parts) or ("zdarma" if cs else "free")


class Effect(CardModel):
    """Target phrases, then steps (HX-ACT-11: targets chosen in the order named)."""

    targets: list[Phrase] = Field(default_factory=list, max_length=3)
    effect: list[AnyOp] = Field(default_factory=list, max_length=6)

    @model_validator(mode="after")
    def _refs(self) -> Effect:
        for step in flatten(self.effect):
            for ref in step.refs():
                if ref[1:].isdigit() and int(ref[1:]) >= len(self.targets):
                    raise ValueError(f"effect: step {step.op} refers to target "
                                     f"{int(ref[1:]) + 1}, "
                                     f"but there are {len(self.targets)} target phrases")
        return self

    def head(self, lang: str) -> str:
        """The target phrases as a label: "Target: creature." (or "Target 1: …")."""
        label = "Cíl" if lang == "cs" else "Target"
        if len(self.targets) > 1:
            return " ".join(f"{label} {i + 1}: {phrase_words(p, lang, len(self.targets))}."
                            for i, p in enumerate(self.targets))
        if self.targets:
            return f"{label}: {phrase_words(self.targets[0], lang)}."
        return ""

    def choose(self, lang: str, may: bool) -> str:
        """The target phrases inside a sentence: "choose a target: creature" /
        "zvol cíl 1: … a cíl 2: …" (``may``: "you may choose")."""
        cs = lang == "cs"
        verb = ("můžeš zvolit" if may else "zvol") if cs else (
            "you may choose" if may else "choose")
        if len(self.targets) == 1:
            what = ("cíl: " if cs else "a target: ") + phrase_words(self.targets[0], lang)
        else:
            what = (" a " if cs else " and ").join(
                ("cíl" if cs else "target") + f" {i + 1}: {phrase_words(p, lang, 2)}"
                for i, p in enumerate(self.targets))
        return f"{verb} {what}"

    def body(self, lang: str) -> str:
        """The steps as sentences ("nothing happens" for none)."""
        if not self.effect:
            return "Nic se nestane." if lang == "cs" else "Nothing happens."
        return " ".join(s.describe(lang, len(self.targets)) for s in self.effect)

    def steps_text(self, lang: str) -> str:
        return " ".join(x for x in (self.head(lang), self.body(lang)) if x)


class Ability(Effect):
    kind: Literal["activated", "triggered", "static"]
    cost: AbilityCost | None = None
    speed: Literal["wizardry", "sorcery"] = "wizardry"
    event: Event | None = None
    cast_filter: Enchant | None = None
    may: bool = False
    aura: Aura | None = None

    @model_validator(mode="after")
    def _by_kind(self) -> Ability:
        if self.kind == "activated":
            if self.cost is None or self.event or self.aura:
                raise ValueError("an activated ability has a cost and no event or aura")
            if not self.effect and not self.cost.nothing():
                raise ValueError("an activated ability needs an effect")
        elif self.kind == "triggered":
            if self.event is None or self.cost or self.aura:
                raise ValueError("a triggered ability has an event and no cost or aura")
            if not self.effect:
                raise ValueError("a triggered ability needs an effect")
            if self.cast_filter is not None and self.event != "on_cast":
                raise ValueError("cast_filter goes with the event on_cast only")
        else:
            if self.aura is None or self.cost or self.event or self.targets:
                raise ValueError("a static ability is an aura: no cost, event or targets")
            for step in self.effect:
                if not isinstance(step, Modify | Grant | Forbid) or step.card != "each" \
                        or step.lasts is not None:
                    raise ValueError("an aura's steps are modify, grant or forbid on "
                                     "card = \"each\" with no duration")
            if not self.effect:
                raise ValueError("an aura needs an effect")
        return self

    def text(self, lang: str) -> str:
        cs = lang == "cs"
        if self.kind == "activated":
            assert self.cost is not None
            speed = ""
            if self.speed == "sorcery":
                speed = " (rychlostí Čarování)" if cs else " (at sorcery speed)"
            return f"{sentence(self.cost.words(lang)).rstrip('.')}{speed}: " \
                   f"{self.steps_text(lang)}"
        if self.kind == "triggered":
            assert self.event is not None
            when = EVENT_WORDS[lang][self.event]
            if self.event == "on_cast" and self.cast_filter is not None and \
                    self.cast_filter.types:
                when += " (" + ", ".join(TYPE_NAME[lang][t] for t in self.cast_filter.types) + ")"
            # Czech puts no comma after a leading phrase that is not a clause.
            comma = "" if cs and not when.startswith("Když") else ","
            body = self.body(lang)
            if self.targets:
                return f"{when}{comma} {self.choose(lang, self.may)}. {body}"
            if self.may:
                body = body.rstrip(".") + (" (nepovinné)." if cs else " (optional).")
            return f"{when}{comma} {lower_first(body)}"
        assert self.aura is not None
        plural = self.aura.range != "host"
        predicates = [step.predicate(lang, plural) for step in self.effect
                      if isinstance(step, Modify | Grant | Forbid)]
        joined = (" a " if cs else " and ").join(predicates)
        return sentence(f"{self.aura.words(lang)} {joined}")


def _creatures() -> list[BoardType]:
    return ["creature"]


class Aura(CardModel):
    """Which cards a static ability changes, relative to its card (HX-CONTENT-22)."""

    range: Literal["host", "adjacent", "within"]
    n: int = Field(default=1, ge=1, le=4)
    side: Side = "own"
    types: list[BoardType] = Field(default_factory=lambda: _creatures(), max_length=3)

    def words(self, lang: str) -> str:
        cs = lang == "cs"
        if self.range == "host":
            return "Očarovaná karta" if cs else "The enchanted card"
        f = Each(kind="board", side=self.side, types=list(self.types))
        noun = filter_words(f, "board", lang, plural=True)
        if self.range == "adjacent":
            return f"Sousední {noun}" if cs else f"Adjacent {noun}"
        return f"{noun} do vzdálenosti {self.n}" if cs else f"{noun} within {self.n}"


Ability.model_rebuild()

EVENT_WORDS = {
    "cs": {"on_points_placed": "Když tvé budovy dostanou body ve tvé Fázi Energie",
           "on_actions_set": "Když ve tvé Fázi Akcí nastavíš akční kostky",
           "on_dice_removed": "Když ve tvé Fázi Čištění odebereš akční kostky",
           "at_end_phase": "Na začátku tvé Konečné Fáze",
           "on_enter": "Když tato karta vstoupí na Bojiště",
           "on_leave": "Když tato karta opustí Bojiště",
           "on_attack": "Když tato bytost útočí", "on_attacked": "Když je tato karta napadena",
           "on_move": "Když se tato bytost pohne", "on_draw": "Když si ve Fázi Líznutí lízneš",
           "on_cast": "Když sešleš kouzlo"},
    "en": {"on_points_placed": "When your buildings get points in your Energy Phase",
           "on_actions_set": "When you set action dice in your Action Phase",
           "on_dice_removed": "When you remove action dice in your Cleanup Phase",
           "at_end_phase": "At the start of your End Phase",
           "on_enter": "When this card enters the Battlefield",
           "on_leave": "When this card leaves the Battlefield",
           "on_attack": "When this creature attacks",
           "on_attacked": "When this card is attacked", "on_move": "When this creature moves",
           "on_draw": "When you draw in your Draw Phase", "on_cast": "When you cast a spell"},
}


class Card(CardModel):
    """One card (HX-CONTENT-2)."""

    id: str
    number: int = Field(ge=1, le=999)
    name: Localized
    flavor: Localized | None = None
    type: CardType
    rarity: Literal["basic", "common", "uncommon", "rare"]
    colours: list[Colour] = Field(default_factory=list, max_length=2)
    cost: Cost | None = None
    stats: tuple[int, int, int, int] | None = None
    max_points: int | None = Field(default=None, ge=1, le=12)
    keywords: Keywords = Field(default_factory=Keywords)
    move_cost: ActCost | None = None
    attack_cost: ActCost | None = None
    placement: Literal["sphere", "adjacent_own_creature"] = "sphere"
    speed: Literal["sorcery", "wizardry"] = "sorcery"
    on_zero_points: Literal["graveyard", "hand"] = "graveyard"
    basic: bool = False
    produces: list[Colour] | Literal["any"] | None = None
    energy_per_point: int = Field(default=1, ge=1, le=2)
    enchant: Enchant | None = None
    targets: list[Phrase] = Field(default_factory=list, max_length=3)
    effect: list[AnyOp] = Field(default_factory=list, max_length=6)
    abilities: list[Ability] = Field(default_factory=list, max_length=4)

    @model_validator(mode="after")
    def _by_type(self) -> Card:
        board = self.type in BOARD_TYPES
        if len(set(self.colours)) != len(self.colours):
            raise ValueError("colours: a colour is listed twice")
        if (self.rarity == "basic" or self.type == "basic_energy") and len(self.colours) != 1:
            raise ValueError("colours: a basic card has exactly one colour")
        if self.type == "building" and not self.colours:
            raise ValueError("colours: a building has at least one colour")
        if self.type == "basic_energy":
            if self.cost is not None or self.rarity != "basic":
                raise ValueError("cost: a basic energy has no cost and rarity basic")
        elif self.cost is None:
            raise ValueError("cost: missing")
        elif not 0 <= self.cost.total() <= 6:
            raise ValueError("cost: the total is 1-6 energy")
        elif sum(self.cost.vector()[:4]) > 2:
            raise ValueError("cost: at most 2 coloured energy")
        if self.rarity == "basic" and not (self.type == "basic_energy" or self.basic):
            raise ValueError("rarity: only basic buildings and basic energies are basic")
        if board:
            if self.stats is None:
                raise ValueError("stats: a board card has [attack, defence, actions, points]")
            a, d, ac, p = self.stats
            if not (0 <= a <= 9 and 0 <= d <= 9 and 0 <= ac <= 6 and 1 <= p <= 12):
                raise ValueError("stats: attack 0-9, defence 0-9, actions 0-6, points 1-12")
            if p > self.cap():
                raise ValueError("stats: the points are above the card's cap (max_points)")
        else:
            for name in ("stats", "max_points", "move_cost", "attack_cost"):
                if getattr(self, name) is not None:
                    raise ValueError(f"{name}: only board cards have it")
            if self.keywords.mask() or self.placement != "sphere" or \
                    self.on_zero_points != "graveyard":
                raise ValueError("keywords: only board cards have keywords, placement or "
                                 "on_zero_points")
        if self.type != "creature" and (self.move_cost or self.attack_cost or (
                self.keywords.mask() & ~(KW["flying"] | KW["haste"]))):
            raise ValueError("keywords: reach, ranged, first_strike, regeneration, "
                             "easy_movement and move/attack costs are for creatures")
        if self.type != "building" and (self.basic or self.produces is not None
                                        or self.energy_per_point != 1):
            raise ValueError("basic: basic, produces and energy_per_point are for buildings")
        if (self.type == "enchantment") != (self.enchant is not None):
            raise ValueError("enchant: an enchantment says what it enchants, and only it")
        if self.type in VIRTUAL_TYPES:
            if not self.effect:
                raise ValueError("effect: a virtual card needs an effect")
            if self.abilities:
                raise ValueError("abilities: a virtual card has an effect, not abilities")
        elif self.effect or self.targets:
            raise ValueError("effect: only wizardries and sorceries have a top-level effect")
        if self.type == "enchantment" and any(a.kind == "activated" for a in self.abilities):
            raise ValueError("abilities: an enchantment has no activated abilities")
        if self.type in ("wizardry", "sorcery") and self.speed != "sorcery":
            raise ValueError("speed: a virtual card's speed is its type")
        if self.basic and self.type == "building" and (
                self.rarity != "basic" or self.abilities):
            raise ValueError("basic: a basic building has rarity basic and no abilities")
        Effect(targets=self.targets, effect=self.effect)  # target references
        return self

    # ---- derived -----------------------------------------------------------------
    def cap(self) -> int:
        return self.max_points if self.max_points is not None else DEFAULT_CAP

    def wizardry_speed(self) -> bool:
        return self.type == "wizardry" or self.speed == "wizardry"

    def produced(self) -> tuple[str, ...]:
        """Colours a point of this building gives (HX-DEC-17)."""
        if self.produces == "any":
            return COLOURS
        return tuple(self.produces or self.colours)

    def activated(self) -> list[Ability]:
        return [a for a in self.abilities if a.kind == "activated"]

    def type_line(self, lang: str) -> str:
        colours = ", ".join(COLOUR_NAME[lang][c] for c in self.colours) or COLOUR_NAME[lang][
            "colourless"]
        return f"{TYPE_NAME[lang][self.type]} ({colours})"

    def text(self, lang: str) -> str:
        """The card text in ``lang``, made from the data."""
        cs = lang == "cs"
        parts: list[str] = []
        kws = [KEYWORD_NAME[lang][k] for k in self.keywords.names()]
        if kws:
            parts.append(", ".join(kws) + ".")
        if self.type == "basic_energy":
            parts.append("Zahozená za energii dá 1 energii své barvy." if cs
                         else "Discarded for energy, it gives 1 energy of its colour.")
        if self.type == "building":
            produced = self.produced()
            n = self.energy_per_point
            if self.produces == "any" or len(produced) > 1 or n != 1 or \
                    tuple(produced) != tuple(self.colours):
                if self.produces == "any":
                    words = (f"{energy_cs(n)} libovolné barvy" if cs
                             else f"{n} energy of any colour")
                elif cs:
                    words = f"{n} " + " nebo ".join(
                        colour_adj_cs(c, "acc" if n == 1 else "gen") for c in produced) \
                        + (" energii" if n == 1 else " energie")
                else:
                    words = f"{n} " + " or ".join(COLOUR_NAME["en"][c] for c in produced) \
                        + " energy"
                parts.append(f"Každý bod dá {words}." if cs else f"Each point gives {words}.")
        if self.max_points is not None and self.max_points != DEFAULT_CAP:
            parts.append(f"Unese až {self.max_points} bodů." if cs
                         else f"It can carry up to {self.max_points} points.")
        for label, cost in (("Pohyb", self.move_cost), ("Útok", self.attack_cost)):
            if cost is not None:
                en = "Moving" if label == "Pohyb" else "Attacking"
                if cs:
                    actions = count_cs(cost.actions, "akci", "akce", "akcí")
                    energy = energy_cs(cost.energy) if cost.energy else "0 energie"
                    parts.append(f"{label} stojí {actions} a {energy}.")
                else:
                    actions = f"{cost.actions} action" + ("" if cost.actions == 1 else "s")
                    parts.append(f"{en} costs {actions} and {cost.energy} energy.")
        if self.placement == "adjacent_own_creature":
            parts.append("Sešli ji na prázdný hex sousedící s tvou bytostí, i mimo Sféru Vlivu."
                         if cs else "Cast it onto an empty hex next to a creature of yours, "
                                    "even outside your Sphere of Influence.")
        if self.speed == "wizardry" and self.type not in VIRTUAL_TYPES:
            parts.append("Lze seslat rychlostí Kouzlení." if cs
                         else "You may cast it at wizardry speed.")
        if self.on_zero_points == "hand":
            parts.append("Když ztratí poslední bod, vrátí se do ruky majitele." if cs
                         else "When it loses its last point, it returns to its owner's hand.")
        if self.enchant is not None:
            f = Each(kind="board", side=self.enchant.side, types=list(self.enchant.types))
            if cs:
                parts.append(f"Očaruj {filter_words(f, 'board', lang, case='acc')}.")
            elif f.side == "own":
                mine = filter_words(f.model_copy(update={"side": "any"}), "board", lang,
                                    plural=True)
                parts.append(f"Enchant one of your {mine}.")
            else:
                words = filter_words(f, "board", lang)
                parts.append(f"Enchant {'an' if words[0] in 'aeiou' else 'a'} {words}.")
        if self.type in VIRTUAL_TYPES:
            parts.append(Effect(targets=self.targets, effect=self.effect).steps_text(lang))
        parts.extend(a.text(lang) for a in self.abilities)
        return " ".join(p for p in parts if p)


def _check_card(card: Card) -> str | None:
    if card.type == "creature" and not card.stats:
        return "stats: missing"
    return None


# ---- the catalog the rules read ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AbilityInfo:
    """One ability, compiled: its kind, flat steps (``ops.flatten``) and phrases."""

    card: int
    index: int
    ability: Ability | None
    steps: tuple[HxOp, ...]
    phrases: tuple[Phrase, ...]


class Catalog:
    """Every card of a game, by index, with the numbers the hot loop reads."""

    def __init__(self, cards: dict[str, Card]) -> None:
        self.by_id: dict[str, Card] = dict(cards)
        self.cards: list[Card] = list(cards.values())
        self.ids: list[str] = list(cards)
        self.index: dict[str, int] = {cid: i for i, cid in enumerate(self.ids)}
        self.names: list[dict[str, str]] = [c.name.as_dict() for c in self.cards]
        self.type: list[str] = [c.type for c in self.cards]
        self.board: list[bool] = [c.type in BOARD_TYPES for c in self.cards]
        self.stats: list[tuple[int, int, int, int]] = [c.stats or (0, 0, 0, 0)
                                                       for c in self.cards]
        self.cap: list[int] = [c.cap() for c in self.cards]
        self.keywords: list[int] = [c.keywords.mask() for c in self.cards]
        self.cost: list[tuple[int, int, int, int, int]] = [
            c.cost.vector() if c.cost else (0, 0, 0, 0, 0) for c in self.cards]
        self.colours: list[tuple[int, ...]] = [tuple(COLOURS.index(x) for x in c.colours)
                                               for c in self.cards]
        self.produces: list[tuple[int, ...]] = [tuple(COLOURS.index(x) for x in c.produced())
                                                for c in self.cards]
        self.per_point: list[int] = [c.energy_per_point for c in self.cards]
        self.move_cost: list[tuple[int, int]] = [
            (c.move_cost.actions, c.move_cost.energy) if c.move_cost else (1, 1)
            for c in self.cards]
        self.attack_cost: list[tuple[int, int]] = [
            (c.attack_cost.actions, c.attack_cost.energy) if c.attack_cost else (1, 1)
            for c in self.cards]
        self.wizardry_speed: list[bool] = [c.wizardry_speed() for c in self.cards]
        self.effect: list[AbilityInfo] = [
            AbilityInfo(i, -1, None, flatten(c.effect), tuple(c.targets))
            for i, c in enumerate(self.cards)]
        self.abilities: list[tuple[AbilityInfo, ...]] = [
            tuple(AbilityInfo(i, k, a, flatten(a.effect), tuple(a.targets))
                  for k, a in enumerate(c.abilities)) for i, c in enumerate(self.cards)]
        self.activated: list[tuple[int, ...]] = [
            tuple(k for k, a in enumerate(c.abilities) if a.kind == "activated")
            for c in self.cards]
        self.triggers: dict[str, list[tuple[int, int]]] = {}
        for i, c in enumerate(self.cards):
            for k, a in enumerate(c.abilities):
                if a.kind == "triggered" and a.event is not None:
                    self.triggers.setdefault(a.event, []).append((i, k))
        self.trigger_cards: dict[str, frozenset[int]] = {
            event: frozenset(i for i, _ in pairs) for event, pairs in self.triggers.items()}
        self.auras: list[tuple[int, ...]] = [
            tuple(k for k, a in enumerate(c.abilities) if a.kind == "static")
            for c in self.cards]
        self.any_aura = any(self.auras)
        self.forbid_bits = FORBID_BIT

    def card(self, cid: str) -> Card:
        return self.cards[self.index[cid]]

    def __len__(self) -> int:
        return len(self.cards)


def parse_cards(source: str | Path) -> dict[str, Card]:
    """Cards from a file path or TOML text; ``CardDataError`` names file, card, field."""
    origin, data, text = read_source(source)
    try:
        cards = parse_records(origin, data, text, "card", Card, _check_card)
    except CardDataError as exc:
        raise _named_field(exc) from None
    seen: dict[int, str] = {}
    for cid, card in cards.items():
        if card.number in seen:
            raise CardDataError(origin, cid, "number",
                                f"collector number {card.number} is also {seen[card.number]}'s")
        seen[card.number] = cid
    return cards


def _named_field(exc: CardDataError) -> CardDataError:
    """A card-level check reports ``field: reason``; name that field (HX-CONTENT-2)."""
    found = re.match(r"(?:Value error, )?([a-z_]+): (.*)$", exc.message, re.S)
    if exc.field is not None or found is None:
        return exc
    return CardDataError(exc.file, exc.card, found[1], found[2], exc.line)


class Deck(CardModel):
    id: str
    name: Localized
    cards: dict[str, int]

    def listing(self) -> list[str]:
        """Card ids in file order, each as many times as listed."""
        return [cid for cid, n in self.cards.items() for _ in range(n)]


def parse_deck(source: str | Path) -> Deck:
    origin, data, _text = read_source(source)
    try:
        return Deck.model_validate(data)
    except Exception as exc:  # pydantic ValidationError: one line naming the field
        errors = getattr(exc, "errors", None)
        if callable(errors):
            first: Any = errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or None
            raise CardDataError(origin, data.get("id") if isinstance(data.get("id"), str)
                                else None, field, str(first["msg"])) from None
        raise


@cache
def standard_cards() -> dict[str, Card]:
    return parse_cards(CARD_DIR / "starter.toml")


@cache
def test_cards() -> dict[str, Card]:
    cards = parse_cards(CARD_DIR / "test.toml")
    clash = set(cards) & set(standard_cards())
    if clash:
        raise CardDataError(str(CARD_DIR / "test.toml"), sorted(clash)[0], "id",
                            "the id is also a standard card's")
    for cid in cards:
        if not cid.startswith("t_"):
            raise CardDataError(str(CARD_DIR / "test.toml"), cid, "id",
                                "test cards have ids starting with t_")
    return cards


@cache
def catalog() -> Catalog:
    """Standard and test cards in one catalog (test cards last)."""
    return Catalog({**standard_cards(), **test_cards()})


@cache
def prebuilt_decks() -> dict[str, Deck]:
    decks: dict[str, Deck] = {}
    for path in sorted(DECK_DIR.glob("*.toml")):
        deck = parse_deck(path)
        if deck.id != path.stem:
            raise CardDataError(str(path), deck.id, "id", "a deck's id is its file name")
        decks[deck.id] = deck
    return decks
