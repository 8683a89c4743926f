"""The effect vocabulary (SD-CONTENT-22): every card's text is built from these ops.

One registration per op (``OPS.register``): its pydantic model is at once its
schema (only the fields it takes, with the selectors and values it accepts as
``Literal``s, so an unknown or unused field is a card-data error), its
implementation (``run``), its card text in cs and en (``say``) and its
metadata (``targeted``: it may act on the chosen target; ``duration``).

``run(state, ctx)`` carries the instruction out for the firing context ``ctx``
(controller, source card, chosen target); an instruction with nested lists
finds its own place in its card with ``Catalogue.path_of``. Ops act at once and
push follow-up tasks (deaths, triggers, decisions) onto the stack, so whatever
they cause resolves before the next instruction (SD-ORDER-7/8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Final, Literal

from pydantic import Field

from cardtable.games.science_duel.board import put_effect, put_unit
from cardtable.games.science_duel.cards import (
    Change,
    Count,
    Effect,
    Keyword,
    ManaChange,
    Points,
    Selector,
    Targeted,
    Turns,
    Voice,
)
from cardtable.games.science_duel.cardtext import (
    KEYWORD_NAMES,
    cap,
    card_label,
    count_cards,
    noun,
    sentences,
    target_phrase,
    times,
)
from cardtable.games.science_duel.consequences import log_stats, log_unit, stats
from cardtable.games.science_duel.damage import DEATHS, buff, damage, freeze, heal
from cardtable.games.science_duel.eventlog import log_card_event
from cardtable.games.science_duel.hand import add_tokens, steal_random
from cardtable.games.science_duel.model import (
    MAX_MANA,
    BurnPick,
    Card,
    Ctx,
    May,
    Slotted,
    ToGrave,
    Unit,
    make_burn_random,
    make_ctx,
    make_missile,
    make_place,
    seat_of,
)
from cardtable.games.science_duel.op_plans import (
    BuffPlan,
    DamagePlan,
    DrawPlan,
    FreezePlan,
    HealPlan,
    RevivePlan,
    SummonPlan,
    TokensPlan,
)
from cardtable.games.science_duel.plan import Plan
from cardtable.games.science_duel.queries import (
    find_unit,
    hand_limit,
    new_uid,
)
from cardtable.games.science_duel.targets import adjacent, select, target_options
from cardtable.games.science_duel.triggers import branch, fire_now
from cardtable.games.science_duel.zones import draw_for, revive, shuffle_deck, summon_tokens
from cardtable.kernel.flow import push, push_all
from cardtable.kernel.ops import OpRegistry

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

    AnyEffect = Effect

OPS: OpRegistry[SDState, Ctx] = OpRegistry("science_duel")
PLACE: Final[tuple[str, ...]] = ("place",)
"""The extra parameter name of a ``put_deck_*`` event."""
Who = Literal["you", "opponent"]
"""Whose hand, deck or side: the controller's or the opponent's."""


def _who(op: Targeted, lang: str, case: str, voice: Voice) -> str:
    return target_phrase(op.target, op.tag, lang, case, voice)


def _whose(who: str, lang: str, voice: Voice, cs: tuple[str, str, str, str] = ("", "", "", "")
           ) -> str:
    """English "your" / "your opponent's" (on a field: the active / the other player's);
    in Czech the phrase of ``cs``: (yours, the opponent's, the active / the other player's)."""
    index = (2 if voice.active else 0) + (0 if who == "you" else 1)
    if lang == "en":
        return ("your", "your opponent's", "the active player's", "the other player's")[index]
    return cs[index]


HAND_CS = ("si do ruky", "do ruky protivníka", "do ruky hráče na tahu", "do ruky druhého hráče")


# ---- damage and healing ---------------------------------------------------------------
@OPS.register
class DamageOp(Targeted):
    """Deal ``amount`` to the selected characters as one damage event (SD-DEC-27)."""

    op: Literal["damage"]
    amount: Points

    def run(self, st: SDState, ctx: Ctx) -> None:
        damage(st, self.amount, self.target, self.tag, ctx)

    def plan(self) -> Plan:
        return DamagePlan(self, self.target, self.tag, self.amount)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return f"Deal {self.amount} damage to {_who(self, lang, 'dat', voice)}."
        if self.target == "subject":  # a pronoun goes first: "Dej jí 2 poškození."
            return f"Dej {_who(self, lang, 'dat', voice)} {self.amount} poškození."
        return f"Dej {self.amount} poškození {_who(self, lang, 'dat', voice)}."


@OPS.register
class MissilesOp(Targeted):
    """``count`` separate hits of ``amount`` (split damage), each on its own target."""

    op: Literal["missiles"]
    amount: Points
    count: Count = 1
    targeted: ClassVar[bool] = False

    def run(self, st: SDState, ctx: Ctx) -> None:
        st.tasks.append(make_missile(self.count, self.amount, self.target, self.tag,
                                make_ctx(ctx.src, ctx.cid, ctx.seat, spell=ctx.spell)))

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return (f"Deal {self.amount} damage to {_who(self, lang, 'dat', voice)}, "
                    f"{self.count} times.")
        return f"{self.count}× dej {self.amount} poškození {_who(self, lang, 'dat', voice)}."


@OPS.register
class HealOp(Targeted):
    """Heal characters: never above the printed health or 30 (SD-DEC-33/34)."""

    op: Literal["heal"]
    amount: Points

    def run(self, st: SDState, ctx: Ctx) -> None:
        heal(st, self.target, self.tag, ctx, self.amount)

    def plan(self) -> Plan:
        return HealPlan(self, self.target, self.tag, self.amount)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return f"Restore {self.amount} health to {_who(self, lang, 'dat', voice)}."
        return f"Vyleč {_who(self, lang, 'acc', voice)} o {self.amount}."


# ---- removal ----------------------------------------------------------------------------
@OPS.register
class DestroyOp(Targeted):
    """Destroy: the unit dies whatever its health or Shield (SD-SHIELD-3, SD-DEC-29)."""

    op: Literal["destroy"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        hit = False
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                t.destroyed = True
                hit = True
        if hit:
            st.tasks.append(DEATHS)

    def say(self, lang: str, voice: Voice) -> str:
        return (f"Destroy {_who(self, lang, 'acc', voice)}." if lang == "en"
                else f"Znič {_who(self, lang, 'acc', voice)}.")


@OPS.register
class DisposeOp(Targeted):
    """Zlikviduj: straight to the owner's graveyard, no effect at all (SD-DISPOSE-1..3)."""

    op: Literal["dispose"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                where = find_unit(st, t.uid)
                if where is not None:
                    put_unit(st, where[0], where[1], None)
                    st.sides[t.owner].grave.append(Card(t.uid, t.cid, True))
                    log_card_event(st, "science_duel.dispose", where[0], t.cid)

    def say(self, lang: str, voice: Voice) -> str:
        return (f"Dispose of {_who(self, lang, 'acc', voice)}." if lang == "en"
                else f"Zlikviduj {_who(self, lang, 'acc', voice)}.")


@OPS.register
class BurnOp(Effect):
    """Burn ``count`` random cards of a hand (SD-HAND-9)."""

    op: Literal["burn"]
    count: Count = 1
    who: Who = "you"

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = seat_of(ctx, self.who)
        push_all(st.tasks, [make_burn_random(seat) for _ in range(self.count)])

    def say(self, lang: str, voice: Voice) -> str:
        n = self.count
        if lang == "en":
            cards = "a random card" if n == 1 else f"{n} random cards"
            return f"Burn {cards} from {_whose(self.who, lang, voice)} hand."
        cards = "náhodnou kartu" if n == 1 else f"{n} náhodné karty" if n < 5 else \
            f"{n} náhodných karet"
        where = _whose(self.who, lang, voice, ("ze své ruky", "z ruky protivníka",
                                               "z ruky hráče na tahu", "z ruky druhého hráče"))
        return f"Spal {cards} {where}."


@OPS.register
class BurnChooseOp(Effect):
    """Burn a card of your choice from your own hand (SD-ACT-9)."""

    op: Literal["burn_choose"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        st.tasks.append(BurnPick(ctx.seat))

    def say(self, lang: str, voice: Voice) -> str:
        return ("Burn a card of your choice from your hand." if lang == "en"
                else "Spal vybranou kartu ze své ruky.")


# ---- cards and hands ----------------------------------------------------------------------
@OPS.register
class DrawOp(Effect):
    """Draw ``count`` (``who``: you, opponent or each player, active first; SD-DEC-70)."""

    op: Literal["draw"]
    count: Count = 1
    who: Literal["you", "opponent", "each"] = "you"

    def run(self, st: SDState, ctx: Ctx) -> None:
        draw_for(st, ctx, self.who, self.count)

    def plan(self) -> Plan:
        return DrawPlan(self, self.who, self.count)

    def say(self, lang: str, voice: Voice) -> str:
        cards = count_cards(self.count, lang)
        if lang == "en":
            subject = {"you": "the active player" if voice.active else "",
                       "opponent": "the other player" if voice.active else "your opponent",
                       "each": "each player"}[self.who]
            return f"Draw {cards}." if not subject else f"{cap(subject)} draws {cards}."
        subject = {"you": "hráč na tahu" if voice.active else "",
                   "opponent": "druhý hráč" if voice.active else "protivník",
                   "each": "každý hráč"}[self.who]
        return f"Lízni si {cards}." if not subject else f"{cap(subject)} si lízne {cards}."


@OPS.register
class AddTokenOp(Effect):
    """Put ``count`` copies of the token ``card`` into a hand, known to both (SD-HAND-6)."""

    op: Literal["add_token"]
    card: str
    count: Count = 1
    who: Who = "you"

    def refs(self) -> tuple[str, ...]:
        return (self.card,)

    def run(self, st: SDState, ctx: Ctx) -> None:
        add_tokens(st, ctx, self.who, (self.card,), self.count, False)

    def plan(self) -> Plan:
        return TokensPlan(self, self.who, (self.card,), self.count, False)

    def say(self, lang: str, voice: Voice) -> str:
        name = times(self.count, lang) + card_label(self.card, lang, voice)
        if lang == "en":
            return f"Add {name} to {_whose(self.who, lang, voice)} hand."
        return f"Přidej {_whose(self.who, lang, voice, HAND_CS)} {name}."


@OPS.register
class AddRandomTokenOp(Effect):
    """Put ``count`` random cards of ``pool`` into a hand; only its owner sees them."""

    op: Literal["add_random_token"]
    pool: tuple[str, ...]
    count: Count = 1
    who: Who = "you"

    def refs(self) -> tuple[str, ...]:
        return self.pool

    def run(self, st: SDState, ctx: Ctx) -> None:
        add_tokens(st, ctx, self.who, self.pool, self.count, True)

    def plan(self) -> Plan:
        return TokensPlan(self, self.who, self.pool, self.count, True)

    def say(self, lang: str, voice: Voice) -> str:
        names = ", ".join(card_label(c, lang, voice) for c in self.pool)
        if lang == "en":
            cards = "a random card" if self.count == 1 else f"{self.count} random cards"
            return f"Add {cards} of ({names}) to {_whose(self.who, lang, voice)} hand."
        cards = "náhodnou kartu" if self.count == 1 else f"{self.count} náhodné karty"
        return f"Přidej {_whose(self.who, lang, voice, HAND_CS)} {cards} z ({names})."


@OPS.register
class StealRandomOp(Effect):
    """Take ``count`` random cards from the opponent's hand; both players see them."""

    op: Literal["steal_random"]
    count: Count = 1

    def run(self, st: SDState, ctx: Ctx) -> None:
        steal_random(st, ctx.seat, self.count)

    def say(self, lang: str, voice: Voice) -> str:
        n = self.count
        if lang == "en":
            cards = "a random card" if n == 1 else f"{n} random cards"
            return f"Take {cards} from your opponent's hand."
        cards = "náhodnou kartu" if n == 1 else f"{n} náhodné karty" if n < 5 else \
            f"{n} náhodných karet"
        return f"Vezmi protivníkovi z ruky {cards}."


@OPS.register
class ShuffleSelfOp(Effect):
    """Shuffle the card being played into its owner's deck (SD-DRAW-2, SD-ORDER-8)."""

    op: Literal["shuffle_self"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        src = ctx.src
        for i, f in enumerate(st.flight):
            if f.card.uid == src:
                del st.flight[i]
                side = st.sides[f.seat]
                side.deck.append(Card(f.card.uid, f.card.cid))
                shuffle_deck(st, f.seat)
                log_card_event(st, "science_duel.shuffle_in", f.seat, f.card.cid)
                return

    def say(self, lang: str, voice: Voice) -> str:
        return ("Shuffle this card into your deck." if lang == "en"
                else "Zamíchej tuto kartu do svého balíčku.")


@OPS.register
class ShuffleTokenOp(Effect):
    """Shuffle ``count`` copies of the token ``card`` into a deck (SD-DRAW-2)."""

    op: Literal["shuffle_token"]
    card: str
    count: Count = 1
    who: Who = "you"

    def refs(self) -> tuple[str, ...]:
        return (self.card,)

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = seat_of(ctx, self.who)
        deck = st.sides[seat].deck
        for _ in range(self.count):
            deck.append(Card(new_uid(st), self.card))
        shuffle_deck(st, seat)
        log_card_event(st, "science_duel.shuffle_in", seat, self.card)

    def say(self, lang: str, voice: Voice) -> str:
        name = times(self.count, lang) + card_label(self.card, lang, voice)
        if lang == "en":
            return f"Shuffle {name} into {_whose(self.who, lang, voice)} deck."
        where = _whose(self.who, lang, voice, (
            "do svého balíčku", "do balíčku protivníka", "do balíčku hráče na tahu",
            "do balíčku druhého hráče"))
        return f"Zamíchej {name} {where}."


@OPS.register
class PutTokenOp(Effect):
    """Put the token ``card`` on top or at the bottom of a deck, no shuffle (SD-DRAW-4)."""

    op: Literal["put_token"]
    card: str
    who: Who = "you"
    place: Literal["top", "bottom"] = "top"

    def refs(self) -> tuple[str, ...]:
        return (self.card,)

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = seat_of(ctx, self.who)
        card = Card(new_uid(st), self.card, True)  # a public card at a known place (SD-DEC-67)
        if self.place == "top":
            st.sides[seat].deck.append(card)
        else:
            st.sides[seat].deck.insert(0, card)
        log_card_event(st, f"science_duel.put_deck_{self.place}", seat, self.card, PLACE,
                       (self.place,))

    def say(self, lang: str, voice: Voice) -> str:
        name = card_label(self.card, lang, voice)
        if lang == "en":
            where = "on top of" if self.place == "top" else "at the bottom of"
            return f"Put {name} {where} {_whose(self.who, lang, voice)} deck."
        deck = _whose(self.who, lang, voice, ("svého balíčku", "balíčku protivníka",
                                              "balíčku hráče na tahu", "balíčku druhého hráče"))
        return f"Polož {name} {'navrch' if self.place == 'top' else 'naspod'} {deck}."


@OPS.register
class ReturnToHandOp(Targeted):
    """Return units to their owners' hands as fresh cards; a full hand destroys
    (SD-HAND-7/8)."""

    op: Literal["return_to_hand"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        died = False
        for t in select(st, self.target, self.tag, ctx):
            if not isinstance(t, Unit):
                continue
            where = find_unit(st, t.uid)
            if where is None:
                continue
            owner = st.sides[t.owner]
            if len(owner.hand) >= hand_limit(st, t.owner):
                t.destroyed = True
                died = True
                continue
            put_unit(st, where[0], where[1], None)
            owner.hand.append(Card(t.uid, t.cid, True))  # SD-DEC-65, SD-DEC-78
            log_card_event(st, "science_duel.returned", t.owner, t.cid)
        if died:
            st.tasks.append(DEATHS)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return f"Return {_who(self, lang, 'acc', voice)} to its owner's hand."
        return f"Vrať {_who(self, lang, 'acc', voice)} do ruky majitele."


# ---- units ------------------------------------------------------------------------------
@OPS.register
class SummonOp(Effect):
    """Summon ``count`` token units onto your or the opponent's side (SD-DEC-26)."""

    op: Literal["summon"]
    card: str
    count: Count = 1
    who: Who = "you"

    def refs(self) -> tuple[str, ...]:
        return (self.card,)

    def run(self, st: SDState, ctx: Ctx) -> None:
        summon_tokens(st, ctx, self.who, self.card, self.count)

    def plan(self) -> Plan:
        return SummonPlan(self, self.who, self.count, self.card)

    def say(self, lang: str, voice: Voice) -> str:
        name = times(self.count, lang) + card_label(self.card, lang, voice)
        if lang == "en":
            side = "" if self.who == "you" and not voice.active else \
                " for the active player" if self.who == "you" else \
                " for the other player" if voice.active else " for your opponent"
            return f"Summon {name}{side}."
        side = "" if self.who == "you" and not voice.active else \
            " hráči na tahu" if self.who == "you" else \
            " druhému hráči" if voice.active else " protivníkovi"
        return f"Vyvolej{side} {name}."


@OPS.register
class ReviveOp(Effect):
    """Oživ (SD-REVIVE-1, SD-DEC-54): ``place`` self / random / choose, own graveyard."""

    op: Literal["revive"]
    place: Literal["self", "random", "choose"] = "choose"

    def run(self, st: SDState, ctx: Ctx) -> None:
        revive(st, ctx, self.place)

    def plan(self) -> Plan:
        return RevivePlan(self, self.place)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return {"self": "Revive this unit.",
                    "random": "Revive a random unit from your graveyard.",
                    "choose": "Revive a unit of your choice from your graveyard."}[self.place]
        return {"self": "Oživ tuto jednotku.",
                "random": "Oživ náhodnou jednotku ze svého hrobu.",
                "choose": "Oživ vybranou jednotku ze svého hrobu."}[self.place]


@OPS.register
class TakeControlOp(Targeted):
    """Ovládni (SD-CONTROL-1..4, SD-DEC-47)."""

    op: Literal["take_control"]
    duration: ClassVar[str | None] = "permanent"

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = ctx.seat
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                st.tasks.append(make_place("control", seat, seat, uid=t.uid))

    def say(self, lang: str, voice: Voice) -> str:
        return (f"Take control of {_who(self, lang, 'acc', voice)}." if lang == "en"
                else f"Ovládni {_who(self, lang, 'acc', voice)}.")


@OPS.register
class SilenceOp(Targeted):
    """Umlč (SD-SILENCE-1..3, SD-DEC-49): printed attack, no text, tags and health stay."""

    op: Literal["silence"]
    duration: ClassVar[str | None] = "permanent"

    def run(self, st: SDState, ctx: Ctx) -> None:
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                before = stats(st, t) if st.recording else (0, 0)  # for the log
                t.silenced = True
                t.atk = st.cat.cards[t.cid].attack
                t.tmp_atk = 0
                t.kws = []
                t.shield = t.stealth = t.frozen = t.thaw_ready = False
                log_unit(st, "science_duel.silenced", t)
                log_stats(st, t, before)

    def say(self, lang: str, voice: Voice) -> str:
        return (f"Silence {_who(self, lang, 'acc', voice)}." if lang == "en"
                else f"Umlč {_who(self, lang, 'acc', voice)}.")


@OPS.register
class FreezeOp(Targeted):
    """Zmrazení (SD-FREEZE-1, SD-DEC-51): the unit misses its controller's next readying."""

    op: Literal["freeze"]
    duration: ClassVar[str | None] = "until_thawed"

    def run(self, st: SDState, ctx: Ctx) -> None:
        freeze(st, self.target, self.tag, ctx)

    def plan(self) -> Plan:
        return FreezePlan(self, self.target, self.tag)

    def say(self, lang: str, voice: Voice) -> str:
        return (f"Freeze {_who(self, lang, 'acc', voice)}." if lang == "en"
                else f"Zmraz {_who(self, lang, 'acc', voice)}.")


@OPS.register
class GiveKeywordOp(Targeted):
    """Give units a keyword (at most one Shield, SD-DEC-45)."""

    op: Literal["give_keyword"]
    keyword: Keyword

    def run(self, st: SDState, ctx: Ctx) -> None:
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                if self.keyword == "shield":
                    if t.shield:
                        continue
                    t.shield = True  # SD-DEC-45: at most one Shield
                elif self.keyword == "stealth":
                    if t.stealth:
                        continue
                    t.stealth = True
                elif self.keyword not in t.kws:
                    t.kws = [*t.kws, self.keyword]  # never in place: clones share it
                else:
                    continue
                log_unit(st, "science_duel.keyword_gained", t, keyword=self.keyword,
                         keyword_name=KEYWORD_NAMES[self.keyword])

    def say(self, lang: str, voice: Voice) -> str:
        kw = KEYWORD_NAMES[self.keyword][lang]
        return (f"Give {_who(self, lang, 'dat', voice)} {kw}." if lang == "en"
                else f"Dej {_who(self, lang, 'dat', voice)} {kw}.")


@OPS.register
class BuffOp(Targeted):
    """+m/+n (SD-TERM-6..8, SD-DEC-32); a health reduction to 0 kills."""

    op: Literal["buff"]
    attack: Change = 0
    health: Change = 0
    until_eot: bool = False
    """The attack lasts until the end of the turn (health changes stay)."""

    def run(self, st: SDState, ctx: Ctx) -> None:
        buff(st, self.target, self.tag, ctx, self.attack, self.health, self.until_eot)

    def plan(self) -> Plan:
        return BuffPlan(self, self.target, self.tag, self.attack, self.health, self.until_eot)

    def say(self, lang: str, voice: Voice) -> str:
        a, h = self.attack, self.health
        if lang == "en":
            what = f"{a:+d}/{h:+d}" if a and h else f"{a:+d} attack" if a else f"{h:+d} health"
            until = " until the end of the turn" if self.until_eot else ""
            return f"Give {_who(self, lang, 'dat', voice)} {what}{until}."
        what = f"{a:+d}/{h:+d}" if a and h else f"{a:+d} útoku" if a else f"{h:+d} životů"
        until = " do konce kola" if self.until_eot else ""
        return f"Dej {_who(self, lang, 'dat', voice)} {what}{until}."


@OPS.register
class SetDormantOp(Targeted):
    """Make units Dormant for ``turns`` of their controller's turns (-1: for ever)."""

    op: Literal["set_dormant"]
    turns: Turns = -1
    duration: ClassVar[str | None] = "turns"

    def run(self, st: SDState, ctx: Ctx) -> None:
        for t in select(st, self.target, self.tag, ctx):
            if isinstance(t, Unit):
                t.dormant = self.turns
                t.ready = False
                log_unit(st, "science_duel.made_dormant", t)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            span = "" if self.turns < 0 else f" for {self.turns} turns"
            return f"Make {_who(self, lang, 'acc', voice)} Dormant{span}."
        span = "" if self.turns < 0 else f" na {self.turns} kol"
        return f"Uspi {_who(self, lang, 'acc', voice)}{span}."


# ---- mana, chance, conditions, cancelling ----------------------------------------------
@OPS.register
class GainManaOp(Effect):
    """Gain (or lose) mana this turn, between 0 and 10 (SD-DEC-10)."""

    op: Literal["gain_mana"]
    amount: ManaChange

    def run(self, st: SDState, ctx: Ctx) -> None:
        side = st.sides[ctx.seat]
        before = side.mana
        side.mana = max(0, min(MAX_MANA, side.mana + self.amount))  # SD-DEC-10
        if side.mana != before:
            st.log("science_duel.mana_changed", seat=ctx.seat, before=before, after=side.mana)

    def say(self, lang: str, voice: Voice) -> str:
        n = abs(self.amount)
        if lang == "en":
            return f"{'Gain' if self.amount >= 0 else 'Lose'} {n} mana this turn."
        mana = "manu" if n == 1 else "many"
        return f"{'Získej' if self.amount >= 0 else 'Ztrať'} {n} {mana} v tomto kole."


@OPS.register
class CancelOp(Effect):
    """Cancel the opponent's card being played (SD-CANCEL-1, SD-DEC-42)."""

    op: Literal["cancel"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = ctx.seat
        for f in reversed(st.flight):
            if f.seat != seat and not f.cancelled:
                f.cancelled = True
                log_card_event(st, "science_duel.cancelled", f.seat, f.card.cid)
                return

    def say(self, lang: str, voice: Voice) -> str:
        return ("Cancel it." if lang == "en" else "Zruš ji.")


class BranchOp(Effect):
    """An instruction with nested lists: ``then`` if its condition holds, else
    ``otherwise`` (SD-ORDER-7: they resolve before the next instruction). The lists hold
    any op (``AnyEffect``, resolved by ``rebuild_nested`` once every op is registered)."""

    then: tuple[AnyEffect, ...] = ()
    otherwise: tuple[AnyEffect, ...] = ()
    branches: ClassVar[tuple[str, ...]] = ("then", "otherwise")

    def _branch(self, st: SDState, ctx: Ctx, taken: bool) -> None:
        branch(st, ctx, st.cat.path_of(self), taken, self.then, self.otherwise)

    def _say(self, lang: str, voice: Voice, head: str, then: str, otherwise: str) -> str:
        text = f"{head} {then}".strip() + " " + sentences(self.then, lang, voice)
        if self.otherwise:
            text += f" {otherwise} {sentences(self.otherwise, lang, voice)}"
        return text


@OPS.register
class CoinOp(BranchOp):
    """Coin flip, heads 1/2 (SD-RANDOM-3)."""

    op: Literal["coin"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        heads = st.rng.below(2) == 0
        st.log("science_duel.coin_heads" if heads else "science_duel.coin_tails",
               seat=ctx.seat, heads=int(heads))
        self._branch(st, ctx, heads)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return self._say(lang, voice, "Flip a coin.", "Heads:", "Tails:")
        return self._say(lang, voice, "Hoď mincí.", "Panna:", "Orel:")


@OPS.register
class RollOp(BranchOp):
    """Roll a d6 (SD-RANDOM-2) or d8; ``then`` if at least ``at_least``."""

    op: Literal["roll"]
    die: Literal[6, 8] = 6
    at_least: Annotated[int, Field(ge=1, le=8)] = 4

    def run(self, st: SDState, ctx: Ctx) -> None:
        value = st.rng.randint(1, self.die)
        st.log("science_duel.roll", seat=ctx.seat, die=self.die, value=value)
        self._branch(st, ctx, value >= self.at_least)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return self._say(lang, voice, f"Roll a d{self.die}.", f"{self.at_least}+:",
                             "Otherwise:")
        return self._say(lang, voice, f"Hoď kostkou k{self.die}.",
                         f"Padne-li {self.at_least} a víc:", "Jinak:")


@OPS.register
class IfAdjacentTagOp(BranchOp):
    """Condition on adjacency and a tag (SD-CARD-9, SD-ADJ-1)."""

    op: Literal["if_adjacent_tag"]
    tag: str

    def adjacency(self) -> bool:
        return True

    def run(self, st: SDState, ctx: Ctx) -> None:
        cards = st.cat.cards
        found = any(self.tag in cards[u.cid].tags for u in adjacent(st, ctx))
        self._branch(st, ctx, found)

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return self._say(lang, voice, f"If this unit is next to a {self.tag}:", "",
                             "Otherwise:")
        return self._say(lang, voice,
                         f"Pokud je vedle této jednotky {noun(self.tag, 'cs', 'nom')}:", "",
                         "Jinak:")


@OPS.register
class IfTagOp(BranchOp):
    """Condition on the tag of a unit (the first one ``target`` selects)."""

    op: Literal["if_tag"]
    target: Selector = "chosen"
    tag: str
    targeted: ClassVar[bool] = True

    def chooses(self) -> bool:
        return self.target == "chosen"

    def adjacency(self) -> bool:
        return self.target == "adjacent"

    def run(self, st: SDState, ctx: Ctx) -> None:
        targets = select(st, self.target, "", ctx)
        found = bool(targets) and isinstance(targets[0], Unit) and \
            self.tag in st.cat.cards[targets[0].cid].tags
        self._branch(st, ctx, found)

    def say(self, lang: str, voice: Voice) -> str:
        who = target_phrase(self.target, "", lang, "nom", voice)
        if lang == "en":
            return self._say(lang, voice, f"If {who} is a {self.tag}:", "", "Otherwise:")
        return self._say(lang, voice, f"Pokud je {who} {noun(self.tag, 'cs', 'nom')}:", "",
                         "Jinak:")


@OPS.register
class MayOp(BranchOp):
    """An optional part ("you may"): its controller answers yes or no (SD-ACT-10)."""

    op: Literal["may"]

    def run(self, st: SDState, ctx: Ctx) -> None:
        st.tasks.append(May(st.cat.path_of(self), ctx))

    def say(self, lang: str, voice: Voice) -> str:
        if lang == "en":
            return self._say(lang, voice, "You may:", "", "If you do not:")
        return self._say(lang, voice, "Můžeš:", "", "Pokud ne:")


@OPS.register
class SwapAbilityOp(Effect):
    """Replace your ability with the ability token ``card`` (the old one to the graveyard;
    an effect that names abilities explicitly, SD-DEC-44)."""

    op: Literal["swap_ability"]
    card: str

    def refs(self) -> tuple[str, ...]:
        return (self.card,)

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = ctx.seat
        side = st.sides[seat]
        for i, x in enumerate(side.effects):
            if x is not None and x.kind == "ability":
                side.grave.append(Card(x.uid, x.cid, True))
                put_effect(st, seat, i, Slotted(new_uid(st), self.card, seat, "ability",
                                                x.ready))
                log_card_event(st, "science_duel.new_ability", seat, self.card)
                return

    def say(self, lang: str, voice: Voice) -> str:
        name = card_label(self.card, lang, voice)
        return (f"Replace your ability with {name}." if lang == "en"
                else f"Nahraď svou schopnost: nová je {name}.")


@OPS.register
class CastRandomSpellOp(Effect):
    """Cast a random spell of ``pool`` with a random target; it is not played (SD-DEC-18)."""

    op: Literal["cast_random_spell"]
    pool: tuple[str, ...]

    def refs(self) -> tuple[str, ...]:
        return self.pool

    def run(self, st: SDState, ctx: Ctx) -> None:
        seat = ctx.seat
        cid = st.rng.choice(self.pool)
        c = st.cat.cards[cid]
        if c.target and not target_options(st, seat, cid, random=True):
            log_card_event(st, "science_duel.fizzle", seat, c.id)
            return
        uid = new_uid(st)
        log_card_event(st, "science_duel.cast", seat, c.id)
        push(st.tasks, ToGrave(seat, Card(uid, cid, True)))  # SD-RANDOM-4
        fire_now(st, "effects", make_ctx(uid, cid, seat, spell=not c.on_draw, random=True))

    def say(self, lang: str, voice: Voice) -> str:
        names = ", ".join(card_label(c, lang, voice) for c in self.pool)
        return (f"Cast a random spell of ({names}) with random targets." if lang == "en"
                else f"Sešli náhodné kouzlo z ({names}) s náhodnými cíli.")


def _rebuild_nested() -> None:
    """Nested instruction lists hold any op: resolve them once every op is registered."""
    union: Any = OPS.union()
    for cls in OPS.ops.values():
        if issubclass(cls, BranchOp):
            cls.model_rebuild(force=True, _types_namespace={"AnyEffect": union})


_rebuild_nested()

__all__ = ["OPS"]
