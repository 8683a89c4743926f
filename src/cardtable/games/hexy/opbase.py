"""The base of HexyGame's effect ops: the registry, the context an op runs in, the
target phrases and filters of card data, and the words card texts are made of.

Card text is generated from the data: an effect with targets begins with what it
targets ("Target: enemy creature within 2." / "Cíl: bytost soupeře do vzdálenosti
2.") and its steps refer to "the target" / "cíl" (or "target 2", "cíl 2"). Czech
avoids adjective agreement by naming sides with invariant words ("vlastní",
"soupeře").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field, model_validator

from cardtable.kernel import Op, OpRegistry
from cardtable.kernel.cards import CardModel

if TYPE_CHECKING:
    from cardtable.games.hexy.table import Table

Colour = Literal["red", "green", "blue", "white"]
Side = Literal["own", "enemy", "any"]
BoardType = Literal["building", "creature", "artifact"]
Keyword = Literal["flying", "reach", "ranged2", "ranged3", "haste", "first_strike",
                  "regeneration", "easy_movement"]
PhraseKind = Literal["hex", "board", "creature", "building", "artifact", "enchantment",
                     "stack", "player"]
CardRef = Literal["t0", "t1", "t2", "self", "host", "each", "about"]
"""What an op acts on: a chosen target, the ability's own card, an enchantment's
host, each card matching the op's ``each`` filter, or the card the triggering event
was about (the attacker of ``on_attacked``...)."""
Who = Literal["you", "opponent", "each_player", "t0", "t1"]
Duration = Literal["turn", "static"]


class Ctx:
    """What one step of an effect runs with: its controller, its card, its targets
    (cell indexes, uids, seats or stack timestamps, ``-1`` for none), the card the
    event was about, and where the effect is (card index, ability, step)."""

    __slots__ = ("ability", "about", "cidx", "seat", "skip", "step", "targets", "uid")

    def __init__(self, seat: int, uid: int, cidx: int, ability: int,
                 targets: tuple[int, ...], about: int, step: int) -> None:
        self.seat = seat
        self.uid = uid
        self.cidx = cidx
        self.ability = ability
        self.targets = targets
        self.about = about
        self.step = step
        self.skip = 0


OPS: OpRegistry[Table, Ctx] = OpRegistry("hexy")


class Filter(CardModel):
    """What a card, hex or stack object must be (HX-CONTENT-22 filters)."""

    side: Side = "any"
    types: list[BoardType] = Field(default_factory=list, max_length=3)
    colour: Colour | None = None
    keyword: Keyword | None = None
    adjacent: bool = False
    within: int | None = Field(default=None, ge=1, le=6)
    max_points: int | None = Field(default=None, ge=1, le=12)
    empty: bool = False
    in_sphere: bool = False
    stack_types: list[Literal["spell", "ability", "trigger", "move", "attack"]] = Field(
        default_factory=list, max_length=5)


class Phrase(Filter):
    """One "target …" phrase (HX-ACT-11): a kind and filters; ``optional``: the
    chooser may choose none."""

    kind: PhraseKind
    optional: bool = False
    next_to: Literal["t0", "t1"] | None = None
    """A hex adjacent to the board card chosen for an earlier phrase (HX-DEC-58:
    ``relocate`` moves a card to an adjacent hex unless the text says otherwise)."""

    @model_validator(mode="after")
    def _fits(self) -> Phrase:
        if self.next_to is not None and self.kind != "hex":
            raise ValueError("'next_to' filters hexes only")
        if (self.empty or self.in_sphere) and self.kind != "hex":
            raise ValueError("'empty' and 'in_sphere' filter hexes only")
        if self.stack_types and self.kind != "stack":
            raise ValueError("'stack_types' filters stack objects only")
        if self.types and self.kind != "board":
            raise ValueError("'types' narrows the kind 'board' only")
        if self.kind in ("hex", "stack", "player") and (
                self.colour or self.keyword or self.max_points is not None):
            raise ValueError(f"a {self.kind} has no colour, keyword or points")
        return self


class Each(Filter):
    """"each …": every board card (or enchantment) matching the filters."""

    kind: Literal["board", "creature", "building", "artifact", "enchantment"] = "creature"


class HxOp(Op["Table", Ctx]):
    """A step of an effect. Metadata read by the loader and the content audit
    (HX-CONTENT-26): what the op adds, puts or moves."""

    adds_energy: ClassVar[int] = 0
    adds_action: ClassVar[bool] = False
    puts_points: ClassVar[bool] = False
    returns_to_hand: ClassVar[bool] = False
    relocates: ClassVar[bool] = False
    modifies: ClassVar[bool] = False
    """``modify``, ``grant`` and ``forbid``: the ops an aura may carry."""

    def refs(self) -> tuple[str, ...]:
        """The target references (``t0``...) the step uses."""
        out = []
        for name in ("card", "who", "to", "object"):
            value = self.__dict__.get(name)
            if isinstance(value, str) and value.startswith("t"):
                out.append(value)
        return tuple(out)

    def inner(self) -> tuple[HxOp, ...]:
        """Nested steps (``if``)."""
        return ()

    def text(self, lang: str) -> str:
        return self.describe(lang, 1)

    def describe(self, lang: str, phrases: int) -> str:
        """The step as card text; ``phrases``: how many target phrases its effect has."""
        raise NotImplementedError(f"op {self.op!r} has no text")


# ---- words -------------------------------------------------------------------------
COLOUR_NAME = {"cs": {"red": "červená", "green": "zelená", "blue": "modrá", "white": "bílá",
                      "colourless": "bezbarvá"},
               "en": {"red": "red", "green": "green", "blue": "blue", "white": "white",
                      "colourless": "colourless"}}
KEYWORD_NAME = {"cs": {"flying": "Létání", "reach": "Dosah", "ranged2": "Útok na vzdálenost 2",
                       "ranged3": "Útok na vzdálenost 3", "haste": "Spěch",
                       "first_strike": "Priorita v souboji", "regeneration": "Regenerace",
                       "easy_movement": "Snadnost pohybu"},
                "en": {"flying": "Flying", "reach": "Reach", "ranged2": "Ranged 2",
                       "ranged3": "Ranged 3", "haste": "Haste", "first_strike": "First strike",
                       "regeneration": "Regeneration", "easy_movement": "Easy movement"}}
"""HX-CONTENT-27."""
TYPE_NAME = {"cs": {"building": "Budova", "creature": "Bytost", "artifact": "Artefakt",
                    "enchantment": "Očarování", "wizardry": "Kouzlení", "sorcery": "Čarování",
                    "basic_energy": "Základní energie"},
             "en": {"building": "Building", "creature": "Creature", "artifact": "Artifact",
                    "enchantment": "Enchantment", "wizardry": "Wizardry", "sorcery": "Sorcery",
                    "basic_energy": "Basic energy"}}
_NOUN = {"cs": {"hex": ("hex", "hexy"), "board": ("desková karta", "deskové karty"),
                "creature": ("bytost", "bytosti"), "building": ("budova", "budovy"),
                "artifact": ("artefakt", "artefakty"), "enchantment": ("očarování", "očarování"),
                "stack": ("objekt na zásobníku", "objekty na zásobníku"),
                "player": ("hráč", "hráči")},
         "en": {"hex": ("hex", "hexes"), "board": ("board card", "board cards"),
                "creature": ("creature", "creatures"), "building": ("building", "buildings"),
                "artifact": ("artifact", "artifacts"), "enchantment": ("enchantment",
                                                                       "enchantments"),
                "stack": ("stack object", "stack objects"), "player": ("player", "players")}}
_STACK_TYPE = {"cs": {"spell": "kouzlo", "ability": "schopnost", "trigger": "spuštěná schopnost",
                      "move": "pohyb", "attack": "útok"},
               "en": {"spell": "spell", "ability": "ability", "trigger": "triggered ability",
                      "move": "move", "attack": "attack"}}


def filter_words(f: Filter, kind: str, lang: str, plural: bool = False) -> str:
    """A kind with its filters: "enemy creature with Flying within 2"."""
    cs = lang == "cs"
    if kind == "board" and f.types:
        noun = (" nebo " if cs else " or ").join(
            _NOUN[lang][t][1 if plural else 0] for t in f.types)
    elif kind == "stack" and f.stack_types:
        noun = (" nebo " if cs else " or ").join(_STACK_TYPE[lang][t] for t in f.stack_types)
    else:
        noun = _NOUN[lang][kind][1 if plural else 0]
    before: list[str] = []
    after: list[str] = []
    if f.side == "own":
        if kind == "player":
            noun = "ty" if cs else "you"
        else:
            before.append("vlastní" if cs else "your")
    elif f.side == "enemy":
        if kind == "player":
            noun = "soupeř" if cs else "opponent"
        elif cs:
            after.append("soupeře")
        else:
            before.append("enemy")
    if f.colour:
        if cs:
            after.append(f"barvy {COLOUR_NAME['cs'][f.colour]}")
        else:
            before.append(COLOUR_NAME["en"][f.colour])
    if f.empty:
        before.append("prázdn" + ("é" if plural else "ý") if cs else "empty")
    if f.keyword:
        after.append(f"s {KEYWORD_NAME['cs'][f.keyword]}" if cs
                     else f"with {KEYWORD_NAME['en'][f.keyword]}")
    if f.max_points is not None:
        after.append(f"s nejvýše {f.max_points} body" if cs
                     else f"with at most {f.max_points} points")
    if f.in_sphere:
        after.append("ve tvé Sféře Vlivu" if cs else "in your Sphere of Influence")
    if f.adjacent:
        after.append("sousedící s touto kartou" if cs else "adjacent to this card")
    if f.within is not None:
        after.append(f"do vzdálenosti {f.within}" if cs else f"within {f.within}")
    return " ".join(w for w in (*before, noun, *after) if w)


def phrase_words(p: Phrase, lang: str, phrases: int = 1) -> str:
    words = filter_words(p, p.kind, lang)
    if p.next_to is not None:
        ref = ref_words(p.next_to, lang, phrases)
        words += f" sousedící s: {ref}" if lang == "cs" else f" adjacent to {ref}"
    if p.optional:
        words += " (nepovinný)" if lang == "cs" else " (optional)"
    return words


def ref_words(ref: str, lang: str, phrases: int, each: Each | None = None) -> str:
    """How a step names what it acts on."""
    cs = lang == "cs"
    if ref.startswith("t") and ref[1:].isdigit():
        n = int(ref[1:])
        base = "cíl" if cs else "the target"
        return base if phrases <= 1 else (f"cíl {n + 1}" if cs else f"target {n + 1}")
    if ref == "self":
        return "tato karta" if cs else "this card"
    if ref == "host":
        return "očarovaná karta" if cs else "the enchanted card"
    if ref == "about":
        return "ta karta" if cs else "that card"
    if ref == "each" and each is not None:
        return ("každá " if cs else "each ") + filter_words(each, each.kind, lang)
    return ref


def who_words(who: str, lang: str, phrases: int) -> str:
    cs = lang == "cs"
    return {"you": "ty" if cs else "you", "opponent": "soupeř" if cs else "your opponent",
            "each_player": "každý hráč" if cs else "each player"}.get(
        who, ref_words(who, lang, phrases))


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
