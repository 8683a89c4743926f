"""The interpreter of the effect vocabulary: carries out op lists on a state.

An ``Ops(actor, ref, idx, target, spell, chosen)`` task runs op ``idx`` of
``tables.OPS[ref]``. A target or kind the op needs is asked for when the op is
reached (MT-DEC-77): a decision is opened with the task as its resume task; the
answer is written into a copy of the task, which runs again. Spells run with
``spell = 1`` so that Magic Shield (MT-DEC-47) and the no-win rule (MT-DEC-46) apply.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    ATTACK_BONUS,
    BLOCK_PROD,
    BLOCKED,
    BUILD_MULT,
    DISCARDED,
    FIRE,
    FIRE_WALL,
    FOUNTAIN,
    FREEZE,
    GOLD,
    HAND_BONUS,
    HAND_SIZE,
    IMMUNE,
    MANA,
    MINE,
    PROD_MULT,
    RECURRING,
    RESOURCE_WORDS,
    SOLDIERS,
    SOURCE_WORDS,
    TOWER,
    TOWER_INV,
    WALL,
    WALL_INV,
    Borrow,
    DiscardHighest,
    Ops,
    ops_task,
)
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import Pending, push, push_all

Op = dict[str, Any]
OpFn = Callable[[Table, Op, "Ctx"], None]
EXEC: dict[str, OpFn] = {}
TOWER_OPS = frozenset({"tower", "damage", "lightning_storm"})
"""Ops that can change a tower; the end checks follow them at once."""


class Ctx:
    """Who acts, on whom, and with what chosen kind, for one op."""

    __slots__ = ("actor", "chosen", "name", "ref", "spell", "target")

    def __init__(self, actor: int, target: int, spell: bool, chosen: int, ref: int) -> None:
        self.actor = actor
        self.target = target
        self.spell = spell
        self.chosen = chosen
        self.ref = ref
        self.name = tb.OPS_NAME[ref]


def op(name: str) -> Callable[[OpFn], OpFn]:
    def deco(fn: OpFn) -> OpFn:
        EXEC[name] = fn
        return fn
    return deco


def target_options(st: Table, actor: int, spell: bool) -> list[int]:
    """MT-DEC-36: another player still in the game, not immune to this kind of effect."""
    return [s for s in st.order_after(actor) if not (spell and st.has(s, IMMUNE))]


def needs_kind(o: Op) -> tuple[str, ...] | None:
    if o.get("kind") != "choice":
        return None
    return RESOURCE_WORDS if o["op"] == "resource" else SOURCE_WORDS


def run_ops(st: Table, task: Ops) -> None:
    actor, ref, idx, target, spell, chosen = (task.actor, task.ref, task.idx, task.target,
                                              task.spell, task.chosen)
    ops = tb.OPS[ref]
    if idx >= len(ops) or not st.alive(actor):
        return
    o = ops[idx]
    if o["who"] == "target" and target < 0:
        options = target_options(st, actor, bool(spell))
        if not options:
            push(st.tasks, ops_task(actor, ref, idx + 1, target, spell, -1))
            return
        if len(options) > 1:
            st.pending = Pending("target", actor, tuple(options), task)
            return
        target = options[0]
    kinds = needs_kind(o)
    if kinds is not None and chosen < 0:
        st.pending = Pending("kind", actor, kinds, ops_task(actor, ref, idx, target, spell, chosen))
        return
    if idx + 1 < len(ops):
        st.tasks.append(ops_task(actor, ref, idx + 1, target, spell, -1))
    EXEC[o["op"]](st, o, Ctx(actor, target, bool(spell), chosen, ref))
    if o["op"] in TOWER_OPS:
        st.check_end()  # only tower changes can win, eliminate or unlock (MT-DEC-72)


def victims(st: Table, who: str, ctx: Ctx) -> list[int]:
    """MT-CLAR-1, MT-DEC-35: mass effects hit only the others unless "including you"."""
    if who == "self":
        return [ctx.actor]
    if who == "target":
        return [ctx.target] if ctx.target >= 0 and st.alive(ctx.target) else []
    others = [s for s in st.order_after(ctx.actor) if not (ctx.spell and st.has(s, IMMUNE))]
    return [*others, ctx.actor] if who == "others_and_self" else others


@op("tower")
def op_tower(st: Table, o: Op, ctx: Ctx) -> None:
    for s in victims(st, o["who"], ctx):
        st.change_tower(s, o["n"], ctx.actor, ctx.spell, not ctx.spell)


@op("wall")
def op_wall(st: Table, o: Op, ctx: Ctx) -> None:
    for s in victims(st, o["who"], ctx):
        st.change_wall(s, o["n"], ctx.actor, not ctx.spell)


@op("damage")
def op_damage(st: Table, o: Op, ctx: Ctx) -> None:
    for s in victims(st, o["who"], ctx):
        st.damage(s, o["n"], ctx.actor, ctx.spell)


def _kinds(o: Op, ctx: Ctx) -> list[int]:
    kind = o["kind"]
    if kind == "each":
        return [0, 1, 2]
    if kind == "choice":
        return [ctx.chosen]
    return [RESOURCE_WORDS.index(kind)]


@op("resource")
def op_resource(st: Table, o: Op, ctx: Ctx) -> None:
    """Resources only, never soldiers (MT-SOLD-3); never below 0 (MT-DEC-17)."""
    for s in victims(st, o["who"], ctx):
        b = st.board[s]
        for k in _kinds(o, ctx):
            b[GOLD + k] = max(0, b[GOLD + k] + o["n"])


@op("steal_resource")
def op_steal(st: Table, o: Op, ctx: Ctx) -> None:
    k = RESOURCE_WORDS.index(o["kind"])
    for s in victims(st, o["who"], ctx):
        have = st.board[s][GOLD + k]
        amount = have if o["n"] == 0 else min(have, o["n"])
        st.board[s][GOLD + k] -= amount
        st.board[ctx.actor][GOLD + k] += amount


@op("source")
def op_source(st: Table, o: Op, ctx: Ctx) -> None:
    kind = o["kind"]
    k = ctx.chosen if kind == "choice" else SOURCE_WORDS.index(kind)
    for s in victims(st, o["who"], ctx):
        b = st.board[s]
        b[MINE + k] = max(0, b[MINE + k] + o["n"])


@op("soldiers")
def op_soldiers(st: Table, o: Op, ctx: Ctx) -> None:
    mode, n = o["mode"], o["n"]
    for s in victims(st, o["who"], ctx):
        b = st.board[s]
        if mode == "add":
            b[SOLDIERS] = max(0, b[SOLDIERS] + n)
        elif mode == "mul":
            b[SOLDIERS] *= n
        elif mode == "set":
            b[SOLDIERS] = n
        else:  # MT-DEC-57: the killed count of the last battle, or 0
            b[SOLDIERS] = max(0, st.last_battle)


@op("extra_turn")
def op_extra(st: Table, o: Op, ctx: Ctx) -> None:
    if ctx.actor == st.active:
        st.extra += 1


@op("draw")
def op_draw(st: Table, o: Op, ctx: Ctx) -> None:
    st.draw(ctx.actor, o["n"])


@op("hand_size")
def op_hand_size(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-76: permanent without ``turns``; counts from the next refill (MT-DEC-10)."""
    if o["turns"]:
        st.add_effect(ctx.name, ctx.actor, ctx.actor, HAND_SIZE, o["n"], o["turns"])
    else:
        st.board[ctx.actor][HAND_BONUS] += o["n"]


@op("discard_highest")
def op_discard_highest(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-70: every other player, in turn order after the active player."""
    push_all(st.tasks, [DiscardHighest(s, ctx.actor) for s in st.order_after(ctx.actor)])


def _timed(kind: str) -> OpFn:
    def run(st: Table, o: Op, ctx: Ctx) -> None:
        for s in victims(st, o["who"], ctx):
            st.add_effect(ctx.name, ctx.actor, s, kind, o["n"], o["turns"])
    return run


for _name, _kind in (("freeze_resources", FREEZE), ("block_turns", BLOCKED),
                     ("production_multiplier", PROD_MULT), ("block_production", BLOCK_PROD),
                     ("tower_invulnerable", TOWER_INV), ("wall_invulnerable", WALL_INV),
                     ("spell_immune", IMMUNE), ("build_multiplier", BUILD_MULT),
                     ("attack_bonus", ATTACK_BONUS)):
    EXEC[_name] = _timed(_kind)


@op("borrow_spell")
def op_borrow(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-71: a never-cast unlocked spell of another player still in the game."""
    options = borrow_options(st, ctx.actor)
    if len(options) == 1:
        take_borrowed(st, ctx.actor, *options[0])
    elif options:
        st.pending = Pending("borrow", ctx.actor, tuple(options), Borrow(ctx.actor))


def borrow_options(st: Table, actor: int) -> list[tuple[int, str]]:
    return [(s, spell) for s in st.order_after(actor) for spell in st.unlocked[s]
            if st.casts[s].get(spell, 0) == 0]


def take_borrowed(st: Table, actor: int, owner: int, spell: str) -> None:
    st.borrowed[actor] = spell
    st.log("magic_tower.borrowed", seat=actor, owner=owner, spell=spell)


@op("reveal_hand")
def op_reveal(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-INFO-9: only the looker and the shown player see the cards; the looker's
    observation keeps showing those still in that hand (MT-DEC-59, ``hidden.py``)."""
    for s in victims(st, o["who"], ctx):
        cards = [tb.CARD_ID[c] for c in st.hands[s]]
        if s != ctx.actor:  # a new look replaces what he knew of that hand
            shown = [(ctx.actor, s, tuple(sorted(st.hands[s])))] if st.hands[s] else []
            st.seen = sorted([e for e in st.seen if (e[0], e[1]) != (ctx.actor, s)] + shown)
        st.log_private([ctx.actor, s], "magic_tower.revealed",
                       {"seat": ctx.actor, "target": s, "cards": cards},
                       "magic_tower.revealed_hidden", {"seat": ctx.actor, "target": s})


@op("conditional")
def op_conditional(st: Table, o: Op, ctx: Ctx) -> None:
    b = st.board[ctx.actor]
    cond, n = o["cond"], o["n"]
    if cond == "wall_below":
        ok = b[WALL] < n
    elif cond == "tower_below":
        ok = b[TOWER] < n
    elif cond == "soldiers_at_least":
        ok = b[SOLDIERS] >= n
    else:
        ok = any(st.board[s][TOWER] >= b[TOWER] for s in st.order_after(ctx.actor))
    if ok:
        push(st.tasks, ops_task(ctx.actor, o["then_ref"], 0, ctx.target, int(ctx.spell), -1))


@op("for_turns")
def op_for_turns(st: Table, o: Op, ctx: Ctx) -> None:
    st.add_effect(ctx.name, ctx.actor, ctx.actor, RECURRING, 0, o["turns"], o["then_ref"])


@op("wall_sum")
def op_wall_sum(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-51: the sum of every wall still in play, fire walls left out."""
    st.board[ctx.actor][WALL] = sum(st.board[s][WALL] for s in range(st.num_players)
                                    if st.alive(s))


@op("whirlwind")
def op_whirlwind(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-61: others drop their discardable cards for free and draw anew."""
    for s in victims(st, "others", ctx):
        hand = st.hands[s]
        for card in [c for c in hand if tb.CARD_DISCARDABLE[c]]:
            hand.remove(card)
            st.put_on_pile(card, s, DISCARDED)
        st.refill(s)


@op("fountain")
def op_fountain(st: Table, o: Op, ctx: Ctx) -> None:
    st.board[ctx.actor][FOUNTAIN] = 1


@op("summon_archmage")
def op_archmage(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-49: one soldier becomes the archmage."""
    b = st.board[ctx.actor]
    b[SOLDIERS] -= 1
    b[ARCHMAGE] = 1


@op("fire_wall")
def op_fire_wall(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-67: a fire wall of 50 until the end of his next turn."""
    st.board[ctx.actor][FIRE] = o["n"]
    st.add_effect(ctx.name, ctx.actor, ctx.actor, FIRE_WALL, o["n"], o["turns"])


@op("lightning_storm")
def op_storm(st: Table, o: Op, ctx: Ctx) -> None:
    """MT-DEC-68: all his mana, split among the others; shielded shares are lost."""
    b = st.board[ctx.actor]
    total, b[MANA] = b[MANA], 0
    others = st.order_after(ctx.actor)
    if not others:
        return
    share, extra = divmod(total, len(others))
    for i, s in enumerate(others):
        amount = share + (1 if i < extra else 0)
        if amount and not st.has(s, IMMUNE):
            st.damage(s, amount, ctx.actor, True)


def ops_answer(st: Table, task: Ops, act: Action) -> None:
    """MT-ACT-11: the chosen player, or the chosen kind, is filled into the waiting task."""
    if act.kind == "choose_target":
        push(st.tasks, dataclasses.replace(task, target=act.int_arg("seat")))
        return
    word = act.word_arg("what")
    index = RESOURCE_WORDS.index(word) if word in RESOURCE_WORDS else SOURCE_WORDS.index(word)
    push(st.tasks, dataclasses.replace(task, chosen=index))


def borrow_answer(st: Table, task: Borrow, act: Action) -> None:
    """MT-ACT-11, MT-CLAR-7..9: the pick of a borrowed spell."""
    take_borrowed(st, task.actor, act.int_arg("seat"), act.word_arg("spell"))
