"""Ops on players and cards outside play: draw, discard, exhume, retrieve, sacrifice,
put into play, souls and mana (HC-CONTENT-2, HC-VERB-*). Ops that need a player's
choice push a task that asks (``PickCard``, ``Discard``, ``ChooseDoom``), one player
at a time in turn order (HC-DEC-87)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field

from cardtable.games.hecatomb.model import DOOM_INDEX, ChooseDoom, Discard, PickCard
from cardtable.games.hecatomb.opbase import (
    DOOM_NAME,
    OPS,
    WHO_WORDS,
    CardFilter,
    Ctx,
    Doom,
    HcOp,
    Who,
)
from cardtable.games.hecatomb.statics import card_filter_words, in_brackets
from cardtable.kernel.flow import push_all
from cardtable.kernel.plural import Forms, count
from cardtable.kernel.turns import seats_from

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table

CARDS: Forms = {"cs": ("kartu", "karty", "karet"), "en": ("card", "cards")}
SOULS: Forms = {"cs": ("duši", "duše", "duší"), "en": ("soul", "souls")}
MANA: Forms = {"cs": ("manu", "many", "many"), "en": ("mana", "mana")}


def who_seats(st: Table, ctx: Ctx, who: str) -> list[int]:
    """The players a step concerns, in turn order from the active player (HC-DEC-87)."""
    order = seats_from(st.active, st.num_players)
    if who == "you":
        return [ctx.seat]
    if who == "t0":
        return [s for s in (ctx.targets[0] if ctx.targets else ()) if 0 <= s < st.num_players]
    if who == "each_opponent":
        return [s for s in order if s != ctx.seat]
    if who == "each_player":
        return order
    c = st.combat
    if c is None:
        return []
    return [c.defender if who == "defending_player" else c.attacker]


def who_words(who: str, lang: str, case: int = 0) -> str:
    return WHO_WORDS[lang][who][case]


@OPS.register
class DrawOp(HcOp):
    op: Literal["draw"]
    who: Who = "you"
    n: int = Field(ge=1, le=3)
    verb = "draw"

    def run(self, st: Table, ctx: Ctx) -> None:
        for seat in who_seats(st, ctx, self.who):
            st.draw(seat, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        what = count(self.n, CARDS, lang)
        if self.who == "you":
            return f"Lízni si {what}." if lang == "cs" else f"Draw {what}."
        who = who_words(self.who, lang)
        return (f"{who.capitalize()} si lízne {what}." if lang == "cs"
                else f"{who[:1].upper() + who[1:]} draws {what}.")


@OPS.register
class DiscardOp(HcOp):
    op: Literal["discard"]
    who: Who = "each_opponent"
    n: int = Field(ge=1, le=3)
    random: bool = False
    verb = "discard"

    def run(self, st: Table, ctx: Ctx) -> None:
        push_all(st.tasks, [Discard(seat, self.n, self.random)
                            for seat in who_seats(st, ctx, self.who)])

    def describe(self, lang: str, phrases: int) -> str:
        what = count(self.n, CARDS, lang)
        how = (" náhodně" if lang == "cs" else " at random") if self.random else ""
        if self.who == "you":
            return f"Odhoď {what}{how}." if lang == "cs" else f"Discard {what}{how}."
        who = who_words(self.who, lang)
        return (f"{who.capitalize()} odhodí {what}{how}." if lang == "cs"
                else f"{who[:1].upper() + who[1:]} discards {what}{how}.")


class _Pick(HcOp):
    cards: CardFilter = CardFilter()

    def _ask(self, st: Table, ctx: Ctx, what: str, n: int) -> None:
        st.tasks.append(PickCard(ctx.seat, what, n, ctx.effect, ctx.step, ctx.uid))


@OPS.register
class ExhumeOp(_Pick):
    """From your graveyard to your hand, public (HC-VERB-5, HC-DEC-76)."""

    op: Literal["exhume"]
    n: int = Field(default=1, ge=1, le=2)
    verb = "exhume"

    def run(self, st: Table, ctx: Ctx) -> None:
        self._ask(st, ctx, "exhume", self.n)

    def describe(self, lang: str, phrases: int) -> str:
        what = in_brackets(card_filter_words(self.cards, lang))
        if lang == "cs":
            return f"Vrať si ze svého hřbitova do ruky {count(self.n, CARDS, 'cs')}{what}."
        return f"Exhume {count(self.n, CARDS, 'en')}{what} from your graveyard."


@OPS.register
class RetrieveOp(_Pick):
    """Search your deck for a matching card, show it, take it, shuffle (HC-VERB-7,
    HC-DEC-75)."""

    op: Literal["retrieve"]
    verb = "retrieve"

    def run(self, st: Table, ctx: Ctx) -> None:
        self._ask(st, ctx, "retrieve", 1)

    def describe(self, lang: str, phrases: int) -> str:
        what = in_brackets(card_filter_words(self.cards, lang))
        if lang == "cs":
            return f"Vyhledej si v balíčku kartu{what}, ukaž ji a vezmi do ruky; zamíchej."
        return f"Retrieve a card{what} from your deck, reveal it, then shuffle."


@OPS.register
class SacrificeOp(HcOp):
    """Destroy your own card; nothing can stop it (HC-VERB-8/9, HC-DEC-69)."""

    op: Literal["sacrifice"]
    what: Literal["minion", "relic", "god", "mana_card"] = "minion"
    n: int = Field(default=1, ge=1, le=2)
    verb = "sacrifice"

    def picks_minion(self) -> bool:
        return True

    def run(self, st: Table, ctx: Ctx) -> None:
        st.tasks.append(PickCard(ctx.seat, f"sacrifice_{self.what}", self.n, ctx.effect,
                                 ctx.step, ctx.uid))

    def describe(self, lang: str, phrases: int) -> str:
        noun = {"cs": {"minion": "miniona", "relic": "relikvii", "god": "boha",
                       "mana_card": "manovou kartu"},
                "en": {"minion": "minion", "relic": "relic", "god": "god",
                       "mana_card": "mana card"}}[lang][self.what]
        if lang == "cs":
            return f"Obětuj {self.n}× svého {noun}." if self.what in ("minion", "god") else \
                f"Obětuj {self.n}× svou {noun}."
        return f"Sacrifice {self.n} × your {noun}."


@OPS.register
class PutIntoPlayOp(_Pick):
    """Put a minion card into play without its summon effect (HC-VERB-15,
    HC-DEC-41)."""

    op: Literal["put_into_play"]
    source: Literal["hand", "graveyard", "deck"] = "hand"
    verb = "put_into_play"

    def run(self, st: Table, ctx: Ctx) -> None:
        self._ask(st, ctx, f"put_{self.source}", 1)

    def describe(self, lang: str, phrases: int) -> str:
        what = in_brackets(card_filter_words(self.cards, lang))
        where = {"cs": {"hand": "z ruky", "graveyard": "ze svého hřbitova",
                        "deck": "ze svého balíčku"},
                 "en": {"hand": "from your hand", "graveyard": "from your graveyard",
                        "deck": "from your deck"}}[lang][self.source]
        if lang == "cs":
            return f"Polož do hry miniona{what} {where}."
        return f"Put a minion card{what} {where} into play."


@OPS.register
class SoulsOp(HcOp):
    """Gain, lose or steal souls (HC-DEC-8, HC-DEC-79)."""

    op: Literal["souls"]
    mode: Literal["gain", "lose", "steal"]
    n: int = Field(ge=1, le=3)
    who: Who = "you"
    """gain/lose: who gains or loses; steal: whom you steal from."""

    @property
    def verb(self) -> str:  # type: ignore[override]
        return f"{self.mode}_souls"

    def run(self, st: Table, ctx: Ctx) -> None:
        for seat in who_seats(st, ctx, self.who):
            if self.mode == "gain":
                st.gain_souls(seat, self.n)
            elif self.mode == "lose":
                st.lose_souls(seat, self.n)
            elif seat != ctx.seat:
                st.steal_souls(ctx.seat, seat, self.n)

    def describe(self, lang: str, phrases: int) -> str:
        what = count(self.n, SOULS, lang)
        if self.mode == "steal":
            whom = who_words(self.who, lang, 1)
            return (f"Ukradni {whom} {what}." if lang == "cs"
                    else f"Steal {what} from {whom}.")
        if self.who == "you":
            if lang == "cs":
                return f"{'Získej' if self.mode == 'gain' else 'Ztrať'} {what}."
            return f"{'Gain' if self.mode == 'gain' else 'Lose'} {what}."
        who = who_words(self.who, lang)
        if lang == "cs":
            return f"{who.capitalize()} {'získá' if self.mode == 'gain' else 'ztratí'} {what}."
        return (f"{who[:1].upper() + who[1:]} {'gains' if self.mode == 'gain' else 'loses'} "
                f"{what}.")


@OPS.register
class AddManaOp(HcOp):
    """Mana into the pool, of a named doom or one chosen then (HC-MANA-7,
    HC-DEC-19)."""

    op: Literal["add_mana"]
    n: int = Field(ge=1, le=3)
    doom: Doom | None = None
    verb = "add_mana"

    def run(self, st: Table, ctx: Ctx) -> None:
        if self.doom is None:
            st.tasks.append(ChooseDoom(ctx.seat, self.n))
        else:
            st.pool[ctx.seat][DOOM_INDEX[self.doom]] += self.n
            st.log("hecatomb.mana_added", seat=ctx.seat, n=self.n,
                   doom=DOOM_NAME_BOTH[self.doom])

    def describe(self, lang: str, phrases: int) -> str:
        doom = DOOM_NAME[lang][self.doom] if self.doom else (
            "zvoleného doomu" if lang == "cs" else "a doom of your choice")
        if lang == "cs":
            return f"Přidej si {count(self.n, MANA, 'cs')} ({doom})."
        return f"Add {count(self.n, MANA, 'en')} ({doom})."


DOOM_NAME_BOTH = {d: {"cs": DOOM_NAME["cs"][d], "en": DOOM_NAME["en"][d]}
                  for d in DOOM_NAME["en"]}
