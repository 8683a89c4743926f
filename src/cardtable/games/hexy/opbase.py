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
_CS_FORMS = {"hex": ("m", "hex", "hexů"), "board": ("f", "deskovou kartu", "deskových karet"),
             "creature": ("f", "bytost", "bytostí"), "building": ("f", "budovu", "budov"),
             "artifact": ("m", "artefakt", "artefaktů"),
             "enchantment": ("n", "očarování", "očarování"),
             "stack": ("m", "objekt na zásobníku", "objektů na zásobníku"),
             "player": ("m", "hráče", "hráčů")}
"""Czech: the gender, the accusative singular and the genitive plural of each noun."""
_EACH_CS = {"nom": {"m": "každý", "f": "každá", "n": "každé"},
            "acc": {"m": "každý", "f": "každou", "n": "každé"}}
_STACK_TYPE = {"cs": {"spell": "kouzlo", "ability": "schopnost", "trigger": "spuštěná schopnost",
                      "move": "pohyb", "attack": "útok"},
               "en": {"spell": "spell", "ability": "ability", "trigger": "triggered ability",
                      "move": "move", "attack": "attack"}}
KEYWORD_ACC_CS = {**KEYWORD_NAME["cs"], "first_strike": "Prioritu v souboji",
                  "regeneration": "Regeneraci"}
"""Czech keyword names in the accusative ("získá Regeneraci")."""
KEYWORD_INS_CS = {"flying": "Létáním", "reach": "Dosahem", "ranged2": "Útokem na vzdálenost 2",
                  "ranged3": "Útokem na vzdálenost 3", "haste": "Spěchem",
                  "first_strike": "Prioritou v souboji", "regeneration": "Regenerací",
                  "easy_movement": "Snadností pohybu"}
"""Czech keyword names in the instrumental ("bytost s Létáním")."""
Case = Literal["nom", "acc"]


def cs_gender(kind: str) -> str:
    return _CS_FORMS.get(kind, ("f", "", ""))[0]


def colour_adj_cs(colour: str, case: Literal["nom", "acc", "gen"]) -> str:
    """A Czech colour adjective agreeing with a feminine noun (energie, barva)."""
    stem = COLOUR_NAME["cs"][colour][:-1]
    return stem + {"nom": "á", "acc": "ou", "gen": "é"}[case]


def count_cs(n: int, one: str, few: str, many: str) -> str:
    """``n`` with the Czech noun form a numeral asks for (1 / 2-4 / 0 and 5+)."""
    return f"{n} " + (one if n == 1 else few if 2 <= n <= 4 else many)


def energy_cs(n: int, colour: str | None = None) -> str:
    """``n`` energy (of a colour) as the object of a verb: "1 červenou energii",
    "2 červené energie"."""
    if n == 1:
        return "1 " + (colour_adj_cs(colour, "acc") + " " if colour else "") + "energii"
    return f"{n} " + (colour_adj_cs(colour, "gen") + " " if colour else "") + "energie"


def filter_words(f: Filter, kind: str, lang: str, plural: bool = False,
                 case: Case = "nom", count: int | None = None) -> str:
    """A kind with its filters: "enemy creature with Flying within 2". Czech words
    that would have to agree are invariant ("vlastní", "soupeře"); ``case`` and
    ``count`` choose the Czech noun form (accusative singular; the form a numeral
    asks for)."""
    cs = lang == "cs"
    if count is not None:
        plural = count != 1

    def noun_of(k: str) -> str:
        if cs and count is not None and k in _CS_FORMS:
            return (_CS_FORMS[k][1] if count == 1 else _NOUN["cs"][k][1] if count <= 4
                    else _CS_FORMS[k][2])
        if cs and case == "acc" and not plural and k in _CS_FORMS:
            return _CS_FORMS[k][1]
        return _NOUN[lang][k][1 if plural else 0]

    if kind == "board" and f.types:
        noun = (" nebo " if cs else " or ").join(noun_of(t) for t in f.types)
    elif kind == "stack" and f.stack_types:
        noun = (" nebo " if cs else " or ").join(_STACK_TYPE[lang][t] for t in f.stack_types)
    else:
        noun = noun_of(kind)
    before: list[str] = []
    after: list[str] = []
    if f.side == "own":
        if kind == "player":
            noun = ("tebe" if case == "acc" else "ty") if cs else "you"
        elif cs:
            before.append("vlastní")
        elif plural:
            noun += " of yours"
        else:
            before.append("your")
    elif f.side == "enemy":
        if kind == "player":
            noun = ("soupeře" if case == "acc" else "soupeř") if cs else "opponent"
        elif cs:
            after.append("soupeře")
        else:
            before.append("enemy")
    if f.colour:
        if cs:
            after.append(f"{colour_adj_cs(f.colour, 'gen')} barvy")
        else:
            before.append(COLOUR_NAME["en"][f.colour])
    if f.empty:
        before.append("prázdn" + ("é" if plural else "ý") if cs else "empty")
    if f.keyword:
        after.append(f"s {KEYWORD_INS_CS[f.keyword]}" if cs
                     else f"with {KEYWORD_NAME['en'][f.keyword]}")
    if f.max_points is not None:
        if cs:
            after.append("s nejvýše " + (f"{f.max_points} bodem" if f.max_points == 1
                                         else f"{f.max_points} body"))
        else:
            after.append(f"with at most {f.max_points} point"
                         + ("" if f.max_points == 1 else "s"))
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
        n = int(p.next_to[1:]) + 1
        if lang == "cs":
            words += " vedle cíle" + (f" {n}" if phrases > 1 else "")
        else:
            words += " adjacent to " + (f"target {n}" if phrases > 1 else "the target")
    if p.optional:
        words += " (nepovinný)" if lang == "cs" else " (optional)"
    return words


def ref_words(ref: str, lang: str, phrases: int, each: Each | None = None,
              case: Case = "nom") -> str:
    """How a step names what it acts on (Czech: in ``case``)."""
    cs = lang == "cs"
    acc = case == "acc"
    if ref.startswith("t") and ref[1:].isdigit():
        n = int(ref[1:])
        base = "cíl" if cs else "the target"
        return base if phrases <= 1 else (f"cíl {n + 1}" if cs else f"target {n + 1}")
    if ref == "self":
        return ("tuto kartu" if acc else "tato karta") if cs else "this card"
    if ref == "host":
        return ("očarovanou kartu" if acc else "očarovaná karta") if cs \
            else "the enchanted card"
    if ref == "about":
        return ("tu kartu" if acc else "ta karta") if cs else "that card"
    if ref == "each" and each is not None:
        if cs:
            return (_EACH_CS[case][cs_gender(each.kind)] + " "
                    + filter_words(each, each.kind, lang, case=case))
        if each.side == "own":
            return "each of your " + filter_words(each.model_copy(update={"side": "any"}),
                                                  each.kind, lang, plural=True)
        return "each " + filter_words(each, each.kind, lang)
    return ref


def who_words(who: str, lang: str, phrases: int) -> str:
    cs = lang == "cs"
    return {"you": "ty" if cs else "you", "opponent": "soupeř" if cs else "your opponent",
            "each_player": "každý hráč" if cs else "each player"}.get(
        who, ref_words(who, lang, phrases))


def lower_first(text: str) -> str:
    """The text with its first letter in lower case (a sentence inside another)."""
    return text[:1].lower() + text[1:]


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
