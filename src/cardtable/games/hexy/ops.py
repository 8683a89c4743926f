"""The effect ops of HX-CONTENT-22: one pydantic model each, with its schema, its
implementation (``run``) and its cs/en text (``describe``).

An op acts on what its ``card`` / ``who`` / ``to`` / ``object`` names (see
``opbase.CardRef``); the mechanics live in ``board.py``, ``piles.py``,
``energy.py`` and ``stack.py``, so an op is a short sentence of calls. ``if`` is
compiled by the catalog into a skip over the steps it guards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, ClassVar, Literal, Union

from pydantic import Field, model_validator

from cardtable.games.hexy import board, energy, piles, stack, targets
from cardtable.games.hexy.model import COLOURLESS, COLOURS, FORBID_BIT, KW, Mod
from cardtable.games.hexy.opbase import (
    KEYWORD_ACC_CS,
    KEYWORD_NAME,
    OPS,
    CardRef,
    Colour,
    Ctx,
    Duration,
    Each,
    HxOp,
    Keyword,
    Who,
    colour_adj_cs,
    count_cs,
    energy_cs,
    filter_words,
    lower_first,
    ref_words,
    sentence,
    who_words,
)
from cardtable.kernel.cards import CardModel

if TYPE_CHECKING:
    from cardtable.games.hexy.table import Table


class CardOp(HxOp):
    """An op on board cards: ``card`` names them (``each`` with its filter)."""

    card: CardRef
    each: Each | None = None

    @model_validator(mode="after")
    def _each(self) -> CardOp:
        if (self.card == "each") != (self.each is not None):
            raise ValueError("'each' goes with card = \"each\" and only with it")
        return self

    def cards(self, state: Table, ctx: Ctx) -> list[int]:
        return targets.cards_of(state, ctx, self.card, self.each)

    def what(self, lang: str, phrases: int, acc: bool = False) -> str:
        """What the op acts on (Czech: in the accusative with ``acc``)."""
        return ref_words(self.card, lang, phrases, self.each, "acc" if acc else "nom")


@OPS.register
class LosePoints(CardOp):
    """The cards lose ``n`` points; Defence does not count, no energy (HX-DEC-59)."""

    op: Literal["lose_points"]
    n: int = Field(ge=1, le=9)

    def run(self, state: Table, ctx: Ctx) -> None:
        for uid in self.cards(state, ctx):
            board.lose_points(state, uid, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            return sentence(f"{self.what(lang, phrases)} ztratí {piles.points_cs(self.n)}")
        return sentence(f"{self.what(lang, phrases)} loses {piles.points_en(self.n)}")


@OPS.register
class PutPoints(CardOp):
    """``n`` points onto the cards, up to their caps (HX-DEC-22)."""

    op: Literal["put_points"]
    n: int = Field(ge=1, le=6)
    puts_points: ClassVar[bool] = True

    def run(self, state: Table, ctx: Ctx) -> None:
        for uid in self.cards(state, ctx):
            board.put_points(state, uid, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            return sentence(f"Polož {piles.points_cs(self.n, acc=True)} na "
                            f"{self.what(lang, phrases, acc=True)}")
        return sentence(f"Put {piles.points_en(self.n)} on {self.what(lang, phrases)}")


@OPS.register
class Destroy(CardOp):
    """The cards go to their owners' graveyards with their enchantments (HX-BOARD-3);
    an enchantment named goes alone."""

    op: Literal["destroy"]

    def run(self, state: Table, ctx: Ctx) -> None:
        for uid in self.cards(state, ctx):
            board.destroy(state, uid)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            return sentence(f"Znič {self.what(lang, phrases, acc=True)}")
        return sentence(f"Destroy {self.what(lang, phrases)}")


@OPS.register
class ReturnToHand(CardOp):
    """The card goes to its owner's hand, known to both players (HX-DEC-43,
    HX-INFO-12)."""

    op: Literal["return_to_hand"]
    card: Literal["t0", "t1", "t2", "self", "about"]
    returns_to_hand: ClassVar[bool] = True

    def run(self, state: Table, ctx: Ctx) -> None:
        for uid in self.cards(state, ctx):
            board.return_to_hand(state, uid)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            return sentence(f"Vrať {self.what(lang, phrases, acc=True)} do ruky majitele")
        return sentence(f"Return {self.what(lang, phrases)} to its owner's hand")


_UNTIL = {"cs": " do konce kola", "en": " until end of turn"}


class ModOp(CardOp):
    """A modifier with a duration (HX-DEC-61); in an aura the duration is the aura's."""

    lasts: Duration | None = Field(default=None, alias="duration")
    """HX-DEC-61 (``duration`` in card data; the kernel's ``Op.duration`` is metadata)."""
    modifies: ClassVar[bool] = True

    def mod(self, uid: int, source: int) -> Mod:
        raise NotImplementedError  # every subclass below defines it

    def run(self, state: Table, ctx: Ctx) -> None:
        source = ctx.uid if self.lasts == "static" else -1
        for uid in self.cards(state, ctx):
            if board.on_board(state, uid):
                board.add_mod(state, self.mod(uid, source))

    def until(self, lang: str) -> str:
        return _UNTIL[lang] if self.lasts == "turn" else ""

    def predicate(self, lang: str, plural: bool = False) -> str:
        """What happens to the cards, without its subject: "gets +1 Attack" (an aura
        says it once for all its steps, with a plural subject)."""
        raise NotImplementedError  # every subclass below defines it

    def describe(self, lang: str, phrases: int) -> str:
        return sentence(f"{self.what(lang, phrases)} {self.predicate(lang)}")


@OPS.register
class Modify(ModOp):
    op: Literal["modify"]
    attack: int = Field(default=0, ge=-6, le=6)
    defence: int = Field(default=0, ge=-6, le=6)

    @model_validator(mode="after")
    def _something(self) -> Modify:
        if not self.attack and not self.defence:
            raise ValueError("modify changes attack or defence")
        return self

    def mod(self, uid: int, source: int) -> Mod:
        return Mod(uid, self.attack, self.defence, source=source)

    def predicate(self, lang: str, plural: bool = False) -> str:
        cs = lang == "cs"
        parts = []
        if self.attack:
            parts.append(f"{self.attack:+d} " + ("Útok" if cs else "Attack"))
        if self.defence:
            parts.append(f"{self.defence:+d} " + ("Obranu" if cs else "Defence"))
        joined = (" a " if cs else " and ").join(parts)
        verb = ("dostanou" if plural else "dostane") if cs else ("get" if plural else "gets")
        return f"{verb} {joined}{self.until(lang)}"


@OPS.register
class Grant(ModOp):
    op: Literal["grant"]
    keyword: Keyword

    def mod(self, uid: int, source: int) -> Mod:
        return Mod(uid, keywords=KW[self.keyword], source=source)

    def predicate(self, lang: str, plural: bool = False) -> str:
        if lang == "cs":
            verb = "získají" if plural else "získá"
            return f"{verb} {KEYWORD_ACC_CS[self.keyword]}{self.until(lang)}"
        verb = "gain" if plural else "gains"
        return f"{verb} {KEYWORD_NAME['en'][self.keyword]}{self.until(lang)}"


_FORBID = {"cs": {"move": "se nemůže pohnout", "attack": "nemůže útočit",
                  "counter_attack": "nemůže provést protiútok"},
           "en": {"move": "can't move", "attack": "can't attack",
                  "counter_attack": "can't counter-attack"}}
_FORBID_PLURAL_CS = {"move": "se nemohou pohnout", "attack": "nemohou útočit",
                     "counter_attack": "nemohou provést protiútok"}


@OPS.register
class Forbid(ModOp):
    op: Literal["forbid"]
    what_: Literal["move", "attack", "counter_attack"] = Field(alias="what")

    def mod(self, uid: int, source: int) -> Mod:
        return Mod(uid, forbid=FORBID_BIT[self.what_], source=source)

    def predicate(self, lang: str, plural: bool = False) -> str:
        words = _FORBID_PLURAL_CS[self.what_] if plural and lang == "cs" else \
            _FORBID[lang][self.what_]
        return f"{words}{self.until(lang)}"


@OPS.register
class Relocate(CardOp):
    """Put the card on the named empty hex: not a move (HX-DEC-58)."""

    op: Literal["relocate"]
    card: Literal["t0", "t1", "t2", "self"]
    to: Literal["t0", "t1", "t2"]
    relocates: ClassVar[bool] = True

    def run(self, state: Table, ctx: Ctx) -> None:
        cell = targets.target_value(ctx, self.to)
        for uid in self.cards(state, ctx):
            if cell >= 0:
                board.relocate(state, uid, cell)

    def describe(self, lang: str, phrases: int) -> str:
        where = ref_words(self.to, lang, phrases, case="acc")
        if lang == "cs":
            return sentence(f"Přemísti {self.what(lang, phrases, acc=True)} na {where}, "
                            "je-li ten hex prázdný (nejde o pohyb)")
        return sentence(f"Put {self.what(lang, phrases)} onto {where} if that hex is empty "
                        "(this is not a move)")


@OPS.register
class Cancel(HxOp):
    """Remove a stack object without effect; costs stay paid (HX-DEC-60)."""

    op: Literal["cancel"]
    object: Literal["t0", "t1", "t2"]

    def run(self, state: Table, ctx: Ctx) -> None:
        ts = targets.target_value(ctx, self.object)
        if ts >= 0:
            stack.cancel(state, ts)

    def describe(self, lang: str, phrases: int) -> str:
        what = ref_words(self.object, lang, phrases)
        return sentence(f"Zruš {what}" if lang == "cs" else f"Cancel {what}")


@OPS.register
class AddEnergy(HxOp):
    """``n`` energy into the controller's pool: a colour, colourless, or one he
    chooses (HX-DEC-16)."""

    op: Literal["add_energy"]
    n: int = Field(ge=1, le=3)
    colour: Colour | Literal["colourless", "choice"]

    @property
    def adds_energy_n(self) -> int:
        return self.n

    def run(self, state: Table, ctx: Ctx) -> None:
        if self.colour == "choice":
            piles.ask_colour(state, ctx.seat, self.n)
            return
        index = COLOURLESS if self.colour == "colourless" else COLOURS.index(self.colour)
        energy.add(state, ctx.seat, index, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            if self.colour == "choice":
                return sentence(f"Přidej si {energy_cs(self.n)} jedné barvy podle své volby")
            return sentence(f"Přidej si {energy_cs(self.n, self.colour)}")
        kind = ("energy of one colour of your choice" if self.colour == "choice"
                else f"{energy.colour_words(self.colour, 'en')} energy")
        return sentence(f"Add {self.n} {kind} to your Energy Pool")


@OPS.register
class AddAction(CardOp):
    """The creature's die +1 up to 6, or a new die of 1 (HX-DEC-31)."""

    op: Literal["add_action"]
    adds_action: ClassVar[bool] = True

    def run(self, state: Table, ctx: Ctx) -> None:
        for uid in self.cards(state, ctx):
            board.add_action(state, uid)

    def describe(self, lang: str, phrases: int) -> str:
        if lang == "cs":
            return sentence(f"{self.what(lang, phrases)} získá 1 akci navíc")
        return sentence(f"{self.what(lang, phrases)} gets 1 more action")


class PlayerOp(HxOp):
    who: Who

    def seats(self, state: Table, ctx: Ctx) -> list[int]:
        return targets.players_of(state, ctx, self.who)


@OPS.register
class Draw(PlayerOp):
    """Draw what is there (HX-DEC-27)."""

    op: Literal["draw"]
    n: int = Field(ge=1, le=3)

    def run(self, state: Table, ctx: Ctx) -> None:
        for seat in self.seats(state, ctx):
            piles.draw(state, seat, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        who = who_words(self.who, lang, phrases)
        if lang == "cs":
            if self.who == "you":
                return sentence(f"Lízni si {piles.cards_cs(self.n, acc=True)}")
            return sentence(f"{who} si lízne {piles.cards_cs(self.n, acc=True)}")
        return sentence(f"{who} {'draw' if self.who == 'you' else 'draws'} "
                        f"{piles.cards_en(self.n)}")


@OPS.register
class Mill(PlayerOp):
    """The top ``n`` library cards to the graveyard (HX-MILL-1)."""

    op: Literal["mill"]
    n: int = Field(ge=1, le=5)

    def run(self, state: Table, ctx: Ctx) -> None:
        for seat in self.seats(state, ctx):
            piles.mill(state, seat, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        who = who_words(self.who, lang, phrases)
        if lang == "cs":
            cards = piles.cards_cs(self.n, acc=True)
            if self.who == "you":
                return sentence(f"Odemel {cards} ze své knihovny")
            return sentence(f"{who} odemele {cards} ze své knihovny")
        return sentence(f"{who} {'mill' if self.who == 'you' else 'mills'} "
                        f"{piles.cards_en(self.n)}")


@OPS.register
class Discard(PlayerOp):
    """``n`` cards from the hand to the graveyard: chosen by their owner (always
    asked, HX-DEC-57) or at random."""

    op: Literal["discard"]
    n: int = Field(ge=1, le=2)
    chooser: Literal["self", "random"] = "self"

    def run(self, state: Table, ctx: Ctx) -> None:
        for seat in self.seats(state, ctx):
            piles.discard(state, seat, self.n, self.chooser == "random")

    def describe(self, lang: str, phrases: int) -> str:
        who = who_words(self.who, lang, phrases)
        if lang == "cs":
            how = " náhodně" if self.chooser == "random" else ""
            cards = piles.cards_cs(self.n, acc=True)
            if self.who == "you":
                return sentence(f"Zahoď{how} {cards}")
            return sentence(f"{who} zahodí{how} {cards}")
        how = " at random" if self.chooser == "random" else ""
        return sentence(f"{who} {'discard' if self.who == 'you' else 'discards'} "
                        f"{piles.cards_en(self.n)}{how}")


_TYPE_ACC_CS = {"building": "budovu", "creature": "bytost", "artifact": "artefakt",
                "enchantment": "očarování", "wizardry": "Kouzlení", "sorcery": "Čarování"}
"""Czech card types in the accusative ("najdi budovu")."""


class SearchFilter(CardModel):
    types: list[Literal["building", "creature", "artifact", "enchantment", "wizardry",
                        "sorcery"]] = Field(default_factory=list, max_length=6)
    colour: Colour | None = None


@OPS.register
class Search(HxOp):
    """A matching card from the own library to the hand, then a shuffle; shown to the
    opponent only with ``reveal`` (HX-INFO-10)."""

    op: Literal["search"]
    filter: SearchFilter = Field(default_factory=SearchFilter)
    reveal: bool = False

    def run(self, state: Table, ctx: Ctx) -> None:
        piles.search(state, ctx.seat, tuple(self.filter.types), self.filter.colour,
                     self.reveal)

    def describe(self, lang: str, phrases: int) -> str:
        kinds = list(self.filter.types)
        colour = self.filter.colour
        if lang == "cs":
            noun = " nebo ".join(_TYPE_ACC_CS[t] for t in kinds) or "kartu"
            if colour:
                noun += f" {colour_adj_cs(colour, 'gen')} barvy"
            text = f"Najdi ve své knihovně {noun}, vezmi tu kartu do ruky"
            if self.reveal:
                text += " a ukaž ji soupeři"
            return sentence(text + "; pak knihovnu zamíchej")
        noun = " or ".join(piles.type_word(t, "en") for t in kinds) or "card"
        words = f"{colour} {noun}" if colour else noun
        article = "an" if words[0] in "aeiou" else "a"
        text = f"Search your library for {article} {words}, put it into your hand"
        if self.reveal:
            text += " and reveal it"
        return sentence(text + ", then shuffle")


@OPS.register
class WinningDie(PlayerOp):
    """The Winning Die changes, kept within 1-12; 12 wins at once (HX-DEC-15)."""

    op: Literal["winning_die"]
    n: int = Field(ge=-3, le=5)

    @model_validator(mode="after")
    def _nonzero(self) -> WinningDie:
        if self.n == 0:
            raise ValueError("n must not be 0")
        return self

    def run(self, state: Table, ctx: Ctx) -> None:
        board.change_winning_dice(state, self.seats(state, ctx), self.n)

    def describe(self, lang: str, phrases: int) -> str:
        up = self.n > 0
        n = abs(self.n)
        if lang == "cs":
            whose = {"you": "Tvoje Vítězná Kostka", "opponent": "Soupeřova Vítězná Kostka",
                     "each_player": "Vítězná Kostka každého hráče"}.get(
                self.who, f"Vítězná Kostka hráče ({ref_words(self.who, lang, phrases)})")
            return sentence(f"{whose} se {'zvýší' if up else 'sníží'} o {n}")
        whose = {"you": "Your Winning Die", "opponent": "Your opponent's Winning Die",
                 "each_player": "Each player's Winning Die"}.get(
            self.who, f"The Winning Die of {ref_words(self.who, lang, phrases)}")
        return sentence(f"{whose} goes {'up' if up else 'down'} by {n}")


class Condition(CardModel):
    """One condition of ``if`` (HX-CONTENT-22): exactly one field set."""

    occupies_center: Literal["you", "opponent"] | None = None
    controls: Each | None = None
    n: int = Field(default=1, ge=1, le=6)
    hand_size: Literal["you", "opponent"] | None = None
    at_most: int = Field(default=0, ge=0, le=10)

    @model_validator(mode="after")
    def _one(self) -> Condition:
        if sum(x is not None for x in (self.occupies_center, self.controls,
                                       self.hand_size)) != 1:
            raise ValueError("a condition is one of occupies_center, controls, hand_size")
        return self

    def holds(self, state: Table, ctx: Ctx) -> bool:
        return targets.condition_holds(state, ctx, self)

    def words(self, lang: str) -> str:
        cs = lang == "cs"
        you = (self.occupies_center or self.hand_size) == "you"
        if self.occupies_center is not None:
            if cs:
                return ("pokud obsazuješ Centrální Bod" if you
                        else "pokud soupeř obsazuje Centrální Bod")
            return ("if you occupy the Center Point" if you
                    else "if your opponent occupies the Center Point")
        if self.controls is not None:
            mine = self.controls.model_copy(update={"side": "any"})
            what = filter_words(mine, self.controls.kind, lang, count=self.n)
            if cs:
                return f"pokud ovládáš alespoň {self.n} {what}"
            return f"if you control at least {self.n} {what}"
        if cs:
            cards = count_cs(self.at_most, "kartu", "karty", "karet")
            return (f"pokud máš v ruce nejvýše {cards}" if you
                    else f"pokud má soupeř v ruce nejvýše {cards}")
        cards = f"{self.at_most} card" + ("" if self.at_most == 1 else "s")
        return (f"if you have at most {cards} in hand" if you
                else f"if your opponent has at most {cards} in hand")


@OPS.register
class If(HxOp):
    """``steps`` only while ``condition`` holds (checked when the ``if`` runs)."""

    op: Literal["if"]
    condition: Condition
    steps: list[AnyOp] = Field(min_length=1, max_length=4)

    def inner(self) -> tuple[HxOp, ...]:
        return tuple(self.steps)

    def refs(self) -> tuple[str, ...]:
        return tuple(r for step in self.steps for r in step.refs())

    def run(self, state: Table, ctx: Ctx) -> None:
        if not self.condition.holds(state, ctx):
            ctx.skip = flat_size(self.steps)

    def describe(self, lang: str, phrases: int) -> str:
        then = " ".join(s.describe(lang, phrases) for s in self.steps)
        return sentence(f"{self.condition.words(lang)}, {lower_first(then)}")


def flat_size(steps: list[AnyOp]) -> int:
    """How many flat steps ``steps`` compile to (an ``if`` is itself plus its steps)."""
    return sum(1 + flat_size(list(s.steps)) if isinstance(s, If) else 1 for s in steps)


def flatten(steps: list[AnyOp]) -> tuple[HxOp, ...]:
    """Steps in running order, an ``if`` before the steps it guards."""
    out: list[HxOp] = []
    for s in steps:
        out.append(s)
        if isinstance(s, If):
            out.extend(flatten(list(s.steps)))
    return tuple(out)


AnyOp = Annotated[Union[LosePoints, PutPoints, Destroy, ReturnToHand, Modify,  # noqa: UP007
                        Grant, Forbid, Relocate, Cancel, AddEnergy, AddAction, Draw, Mill,
                        Discard, Search, WinningDie, If], Field(discriminator="op")]
If.model_rebuild()
