"""Compiled plans of the ops played most (``plan.Plan``): damage, buffs, healing,
freezing, draws, summons, tokens added to a hand and revivals.

Each holds the fields of its op and calls the function the op's ``run`` calls, so
the two cannot drift apart; ``Effect.plan`` of the op builds it. Together these
are most of the instructions random play carries out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.science_duel.damage import buff, damage, freeze, heal
from cardtable.games.science_duel.hand import add_tokens
from cardtable.games.science_duel.plan import Plan
from cardtable.games.science_duel.zones import draw_for, revive, summon_tokens

if TYPE_CHECKING:
    from cardtable.games.science_duel.cards import Effect
    from cardtable.games.science_duel.model import Ctx
    from cardtable.games.science_duel.state import SDState


class Selected(Plan):
    """A plan acting on the characters an op selects (``target``, ``tag``)."""

    def __init__(self, op: Effect, target: str, tag: str) -> None:
        super().__init__(op)
        self.target = target
        self.tag = tag


class DamagePlan(Selected):
    def __init__(self, op: Effect, target: str, tag: str, amount: int) -> None:
        super().__init__(op, target, tag)
        self.amount = amount

    def run(self, st: SDState, ctx: Ctx) -> None:
        damage(st, self.amount, self.target, self.tag, ctx)


class HealPlan(DamagePlan):
    def run(self, st: SDState, ctx: Ctx) -> None:
        heal(st, self.target, self.tag, ctx, self.amount)


class BuffPlan(Selected):
    def __init__(self, op: Effect, target: str, tag: str, attack: int, health: int,
                 until_eot: bool) -> None:
        super().__init__(op, target, tag)
        self.attack = attack
        self.health = health
        self.until_eot = until_eot

    def run(self, st: SDState, ctx: Ctx) -> None:
        buff(st, self.target, self.tag, ctx, self.attack, self.health, self.until_eot)


class FreezePlan(Selected):
    def run(self, st: SDState, ctx: Ctx) -> None:
        freeze(st, self.target, self.tag, ctx)


class DrawPlan(Plan):
    def __init__(self, op: Effect, who: str, count: int) -> None:
        super().__init__(op)
        self.who = who
        self.count = count

    def run(self, st: SDState, ctx: Ctx) -> None:
        draw_for(st, ctx, self.who, self.count)


class SummonPlan(DrawPlan):
    def __init__(self, op: Effect, who: str, count: int, card: str) -> None:
        super().__init__(op, who, count)
        self.card = card

    def run(self, st: SDState, ctx: Ctx) -> None:
        summon_tokens(st, ctx, self.who, self.card, self.count)


class RevivePlan(Plan):
    def __init__(self, op: Effect, place: str) -> None:
        super().__init__(op)
        self.place = place

    def run(self, st: SDState, ctx: Ctx) -> None:
        revive(st, ctx, self.place)


class TokensPlan(Plan):
    def __init__(self, op: Effect, who: str, pool: tuple[str, ...], count: int,
                 random: bool) -> None:
        super().__init__(op)
        self.who = who
        self.pool = pool
        self.count = count
        self.random = random

    def run(self, st: SDState, ctx: Ctx) -> None:
        add_tokens(st, ctx, self.who, self.pool, self.count, self.random)
