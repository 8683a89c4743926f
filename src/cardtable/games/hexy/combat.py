"""Attacks, ambushes and counter-attacks (HX-ATTACK, HX-AMBUSH, HX-FLYING-1,
HX-REACH-1, HX-RANGED-1, HX-FIRST-1..3, HX-DEC-32..40)."""

from __future__ import annotations

from cardtable.games.hexy import board
from cardtable.games.hexy.model import (
    FLYING,
    FORBID_BIT,
    RANGED2,
    RANGED3,
    REACH,
    StackObj,
)
from cardtable.games.hexy.table import Table


def reach_of(state: Table, uid: int) -> int:
    """Attack distance: 1, or N with Ranged N (HX-DEC-40)."""
    kw = state.keywords(uid)
    if kw & RANGED3:
        return 3
    if kw & RANGED2:
        return 2
    return 1


def can_strike(state: Table, attacker: int, target: int) -> bool:
    """HX-DEC-32/36/40: an enemy board card within distance; a flyer only for Reach,
    Ranged (distance 2+) or Flying attackers."""
    if state.at[attacker] < 0 or state.at[target] < 0:
        return False
    if state.owner[attacker] == state.owner[target] or not state.is_type(attacker, "creature"):
        return False
    reach = reach_of(state, attacker)
    if state.hmap.dist[state.at[attacker]][state.at[target]] > reach:
        return False
    if state.has(target, FLYING):
        kw = state.keywords(attacker)
        if not (kw & (REACH | FLYING) or reach >= 2):
            return False
    return True


def attack_cost(state: Table, uid: int) -> tuple[int, int]:
    """Actions and energy an attack (or joining an ambush) costs (HX-CONTENT-13)."""
    return state.cat.attack_cost[state.card[uid]]


def may_attack(state: Table, uid: int) -> bool:
    """Can ``uid`` pay for an attack now and is it allowed to attack at all?"""
    actions, energy_n = attack_cost(state, uid)
    if state.forbidden(uid, FORBID_BIT["attack"]) or state.spendable(uid) < actions:
        return False
    return sum(state.pool[state.owner[uid]]) >= energy_n


def may_counter(state: Table, obj: StackObj, victim: int) -> bool:
    """HX-DEC-35/36/38: the attacked creature, no die showing 6, not forbidden, and
    able to attack the chosen participant."""
    target = obj.target
    if obj.victim >= 0 or target < 0 or not state.is_type(target, "creature"):
        return False
    if state.die[target] == 6 or state.forbidden(target, FORBID_BIT["counter_attack"]):
        return False
    return victim in obj.attackers and can_strike(state, target, victim)


def resolve_attack(state: Table, obj: StackObj) -> None:
    """HX-DEC-33/34/38/39: who is still in, first strike, one or two strike steps."""
    target = obj.target
    group = _still_in(state, obj)
    if not group or state.at[target] < 0:
        state.log("hexy.attack_fizzled", seat=obj.seat)
        return
    counter = obj.victim >= 0 and state.at[target] >= 0 and obj.victim in group and \
        can_strike(state, target, obj.victim)
    if not counter:
        _strike_group(state, group, target)
        return
    group_first = all(state.first_strike(u) for u in group)
    counter_first = state.first_strike(target)
    if group_first == counter_first:  # simultaneous, numbers from before (HX-DEC-34)
        dmg_target = max(0, sum(state.attack(u) for u in group) - state.defence(target))
        dmg_victim = max(0, state.attack(target) - sum(state.defence(u) for u in group))
        state.log("hexy.strike", card=state.name(target), n=dmg_target)
        state.log("hexy.counter_strike", card=state.name(obj.victim), n=dmg_victim)
        victim = obj.victim
        board.lose_points(state, target, dmg_target)
        if state.result is None:
            board.lose_points(state, victim, dmg_victim)
        return
    if group_first:  # HX-FIRST-1/2
        _strike_group(state, group, target)
        group = [u for u in group if state.at[u] >= 0]
        if state.result is None and state.at[target] >= 0 and obj.victim in group and \
                can_strike(state, target, obj.victim):
            _counter(state, target, obj.victim, group)
    else:  # HX-FIRST-3
        _counter(state, target, obj.victim, group)
        group = [u for u in group if state.at[u] >= 0 and can_strike(state, u, target)]
        if state.result is None and group and state.at[target] >= 0:
            _strike_group(state, group, target)


def _still_in(state: Table, obj: StackObj) -> list[int]:
    return [u for u in obj.attackers if state.at[u] >= 0 and state.owner[u] == obj.seat
            and can_strike(state, u, obj.target)]


def _strike_group(state: Table, group: list[int], target: int) -> None:
    """HX-AMBUSH-3/4: the Attacks add up, one strike."""
    dmg = max(0, sum(state.attack(u) for u in group) - state.defence(target))
    state.log("hexy.strike", card=state.name(target), n=dmg)
    board.lose_points(state, target, dmg)


def _counter(state: Table, striker: int, victim: int, group: list[int]) -> None:
    """HX-AMBUSH-6/7: the victim's loss is the striker's Attack minus the summed
    Defence of the group."""
    dmg = max(0, state.attack(striker) - sum(state.defence(u) for u in group))
    state.log("hexy.counter_strike", card=state.name(victim), n=dmg)
    board.lose_points(state, victim, dmg)
