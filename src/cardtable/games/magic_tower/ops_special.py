"""Ops on turns, cards and hands, and the unique effects of spells (MT-CONTENT-3,
MT-DEC-49..71): extra turns, drawing, hand size, discards, borrowed spells,
Vision, and the effects no card shares (wall sum, whirlwind, fountain, archmage,
lightning storm, Magic Bolt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from cardtable.games.magic_tower.board_ops import Ctx
from cardtable.games.magic_tower.consequences import log_effect
from cardtable.games.magic_tower.messages import ATTACKERS_ACC
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    DISCARDED,
    FOUNTAIN,
    HAND_BONUS,
    HAND_SIZE,
    IMMUNE,
    MANA,
    SOLDIERS,
    WALL,
    Borrow,
    Defence,
    DiscardHighest,
    Seen,
)
from cardtable.games.magic_tower.opbase import (
    CARDS_ACC,
    OPS,
    Aimed,
    MtOp,
    Touches,
    turns_text,
    victims,
)
from cardtable.kernel.flow import Pending, push, push_all
from cardtable.kernel.plural import count, counted

if TYPE_CHECKING:
    from cardtable.games.magic_tower.table import Table


# ---- turns and cards ----------------------------------------------------------
@OPS.register
class ExtraTurn(MtOp):
    """The active player takes one more turn."""

    op: Literal["extra_turn"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 12.0

    def run(self, state: Table, ctx: Ctx) -> None:
        if ctx.actor == state.active:
            state.extra += 1
            state.log("magic_tower.extra_turn", seat=ctx.actor)

    def text(self, lang: str) -> str:
        return "you take another turn" if lang == "en" else "hraješ ještě jeden tah"


@OPS.register
class Draw(MtOp):
    """The actor draws ``n`` cards."""

    op: Literal["draw"]
    boards: ClassVar[Touches] = "none"
    n: int = Field(ge=1)
    weight: ClassVar[float] = 4.0

    def run(self, state: Table, ctx: Ctx) -> None:
        state.draw(ctx.actor, self.n)

    def text(self, lang: str) -> str:
        cards = count(self.n, CARDS_ACC, lang)
        return f"you draw {cards}" if lang == "en" else f"lízneš si {cards}"


@OPS.register
class HandSize(MtOp):
    """MT-DEC-76: for good without ``turns``; counts from the next refill (MT-DEC-10)."""

    op: Literal["hand_size"]
    boards: ClassVar[Touches] = "actor"
    n: int
    turns: int = Field(default=0, ge=0)
    duration: ClassVar[str | None] = "turns"

    def turns_of(self) -> int:
        return self.turns

    def worth(self) -> float:
        return 5.0 * self.turns * max(1, abs(self.n) // 2 or 1)

    def run(self, state: Table, ctx: Ctx) -> None:
        if self.turns:
            state.add_effect(ctx.name, ctx.actor, ctx.actor, HAND_SIZE, self.n, self.turns)
            log_effect(state, ctx.name, ctx.actor, HAND_SIZE, self.n, self.turns)
        else:
            state.board[ctx.actor][HAND_BONUS] += self.n

    def text(self, lang: str) -> str:
        en = lang == "en"
        tail = (" " + turns_text(lang, self.turns)) if self.turns else (
            " for good" if en else " natrvalo")
        return (f"your hand size {self.n:+}{tail}" if en
                else f"velikost tvé ruky {self.n:+}{tail}")


@OPS.register
class DiscardHighestOp(MtOp):
    """MT-DEC-70: every other player, in turn order after the actor, discards his
    highest card and pays for it."""

    op: Literal["discard_highest"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 10.0

    def run(self, state: Table, ctx: Ctx) -> None:
        push_all(state.tasks, [DiscardHighest(s, ctx.actor)
                               for s in state.order_after(ctx.actor)])

    def text(self, lang: str) -> str:
        return ("Everyone discards the highest card (and pays for it)" if lang == "en"
                else "Všichni odloží nejvyšší kartu (a zaplatí za to)")


@OPS.register
class BorrowSpell(MtOp):
    """MT-DEC-71: a never-cast unlocked spell of another player still in the game."""

    op: Literal["borrow_spell"]
    boards: ClassVar[Touches] = "none"
    weight: ClassVar[float] = 10.0

    def run(self, state: Table, ctx: Ctx) -> None:
        options = borrow_options(state, ctx.actor)
        if len(options) == 1:
            take_borrowed(state, ctx.actor, *options[0])
        elif options:
            state.pending = Pending("borrow", ctx.actor, tuple(options), Borrow(ctx.actor))
        else:
            state.log("magic_tower.nothing_to_borrow", seat=ctx.actor, card=ctx.name,
                      name=state.cat.effect_name(ctx.name))

    def text(self, lang: str) -> str:
        return ("You gain a spell of any player" if lang == "en"
                else "Získáš kouzlo libovolného hráče")


def borrow_options(st: Table, actor: int) -> list[tuple[int, str]]:
    return [(s, spell) for s in st.order_after(actor) for spell in st.unlocked[s]
            if st.casts[s].get(spell, 0) == 0]


def take_borrowed(st: Table, actor: int, owner: int, spell: str) -> None:
    st.borrowed[actor] = spell
    st.log("magic_tower.borrowed", seat=actor, owner=owner, spell=spell,
           name=st.cat.spell_name[spell])


@OPS.register
class RevealHand(Aimed):
    """MT-INFO-9: only the looker and the shown player see the cards; the looker's
    observation keeps showing those still in that hand (MT-DEC-59, ``hidden.py``)."""

    op: Literal["reveal_hand"]
    boards: ClassVar[Touches] = "none"
    who: Literal["target", "others"] = "target"
    weight: ClassVar[float] = 3.0

    def run(self, state: Table, ctx: Ctx) -> None:
        ids, names = state.cat.card_id, state.cat.names
        for s in victims(state, self.who, ctx):
            cards = [ids[c] for c in state.hands[s]]
            if s != ctx.actor:  # a new look replaces what he knew of that hand
                hand = state.hands[s]
                shown = [Seen(ctx.actor, s, tuple(sorted(hand)))] if hand else []
                state.seen = sorted([e for e in state.seen
                                     if (e.looker, e.target) != (ctx.actor, s)] + shown)
            state.log_private([ctx.actor, s],
                              "magic_tower.revealed" if cards else "magic_tower.revealed_empty",
                              {"seat": ctx.actor, "target": s, "cards": cards,
                               "card_names": [names[c] for c in state.hands[s]]},
                              "magic_tower.revealed_hidden", {"seat": ctx.actor, "target": s})

    def text(self, lang: str) -> str:
        who = self.whom(lang)
        return f"{who} shows you his hand" if lang == "en" else f"{who} ti ukáže své karty"



# ---- the unique effects of spells ------------------------------------------------------
@OPS.register
class WallSum(MtOp):
    """MT-DEC-51: the sum of every wall still in play, fire walls left out."""

    op: Literal["wall_sum"]
    boards: ClassVar[Touches] = "actor"

    def run(self, state: Table, ctx: Ctx) -> None:
        state.board[ctx.actor][WALL] = sum(state.board[s][WALL]
                                           for s in range(state.num_players) if state.alive(s))

    def text(self, lang: str) -> str:
        return ("your wall becomes the sum of all walls" if lang == "en"
                else "tvá zeď je rovna součtu všech zdí")


@OPS.register
class Whirlwind(MtOp):
    """MT-DEC-61: the others drop their discardable cards for free and draw anew."""

    op: Literal["whirlwind"]
    boards: ClassVar[Touches] = "none"

    def run(self, state: Table, ctx: Ctx) -> None:
        discardable = state.cat.discardable
        for s in victims(state, "others", ctx):
            hand = state.hands[s]
            for card in [c for c in hand if discardable[c]]:
                hand.remove(card)
                state.put_on_pile(card, s, DISCARDED)
            state.refill(s)

    def text(self, lang: str) -> str:
        return ("every other player discards all discardable cards and draws anew"
                if lang == "en" else
                "každý další hráč odloží všechny odložitelné karty a lízne si nové")


@OPS.register
class Fountain(MtOp):
    """A fountain gives the actor 10 of a resource of his choice every turn."""

    op: Literal["fountain"]
    boards: ClassVar[Touches] = "actor"

    def run(self, state: Table, ctx: Ctx) -> None:
        state.board[ctx.actor][FOUNTAIN] = 1

    def text(self, lang: str) -> str:
        return ("a fountain gives you 10 of a resource of your choice each turn"
                if lang == "en" else "fontána ti každý tah dá 10 suroviny dle tvé volby")


@OPS.register
class SummonArchmage(MtOp):
    """MT-DEC-49: one soldier becomes the archmage."""

    op: Literal["summon_archmage"]
    boards: ClassVar[Touches] = "actor"

    def run(self, state: Table, ctx: Ctx) -> None:
        b = state.board[ctx.actor]
        b[SOLDIERS] -= 1
        b[ARCHMAGE] = 1

    def text(self, lang: str) -> str:
        return ("one of your soldiers becomes an archmage" if lang == "en"
                else "jeden tvůj voják se stane arcimágem")


@OPS.register
class LightningStorm(MtOp):
    """MT-DEC-68: all his mana, split among the others; shielded shares are lost."""

    op: Literal["lightning_storm"]
    boards: ClassVar[Touches] = "all"
    ends_check: ClassVar[bool] = True

    def run(self, state: Table, ctx: Ctx) -> None:
        b = state.board[ctx.actor]
        total, b[MANA] = b[MANA], 0
        others = state.order_after(ctx.actor)
        if not others:
            return
        share, extra = divmod(total, len(others))
        for i, s in enumerate(others):
            amount = share + (1 if i < extra else 0)
            if amount and not state.has(s, IMMUNE):
                state.damage(s, amount, ctx.actor, True)

    def text(self, lang: str) -> str:
        return ("all your mana strikes the other players, split evenly" if lang == "en"
                else "všechna tvá mana zasáhne ostatní hráče, rozdělena rovným dílem")


@OPS.register
class KillAttackers(MtOp):
    """Magic Bolt, cast while attacked (MT-DEC-66): ``n`` attacking soldiers of the
    battle in ``ctx.battle`` die; the defender is then asked again."""

    op: Literal["kill_attackers"]
    boards: ClassVar[Touches] = "none"
    n: int = Field(ge=1)

    def run(self, state: Table, ctx: Ctx) -> None:
        battle = ctx.battle
        if battle is None:
            raise ValueError("kill_attackers runs only against an attack (a reaction spell)")
        killed = min(self.n, battle.left)
        state.log("magic_tower.bolt", seat=battle.defender, killed=killed,
                  killed_text=counted(killed, ATTACKERS_ACC))
        push(state.tasks, Defence(battle.defender, battle.attacker, battle.left - killed,
                                  battle.bolted + killed))

    def text(self, lang: str) -> str:
        return f"kills {self.n} attacking soldiers" if lang == "en" else (
            f"zabije {self.n} útočící vojáky")


