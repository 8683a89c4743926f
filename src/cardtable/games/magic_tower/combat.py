"""Soldier attacks: announce, defence with Magic Bolt and soldiers, damage and
its allocation (MT-ATK-1..14, MT-ACT-8/12/13, MT-DEC-38..42, MT-DEC-65/66).

Tasks: ``("attack", attacker, 0, 0, target)`` picks the target and the army;
``("defence", defender, attacker, left, bolted)`` asks the defender;
``("allocate", attacker, defender, damage_left, returning)`` spends the damage.
"""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.flow import action, discard_card, handler, push
from cardtable.games.magic_tower.state import (
    ARCHMAGE,
    ATTACK_BONUS,
    BARRACKS,
    IMMUNE,
    MANA,
    MINE,
    SOLDIERS,
    SOURCE_WORDS,
    MTState,
)
from cardtable.kernel import Action

HIT = 10
"""Damage per soldier and hit points of a source or the archmage (MT-ATK-8/11, MT-ARCH-2)."""
ALLOCATE_WORDS = (*SOURCE_WORDS, "archmage", "rest_to_tower")


@action("attack")
def attack(st: MTState, act: Action) -> None:
    """MT-ATK-1, MT-DEC-38: discard a discardable card and pay for it first."""
    seat = st.active
    st.pending = None
    discard_card(st, seat, act.int_arg("card"))
    push(st, ("discard_fee", seat, 0), ("refill", seat), ("attack", seat, 0, 0, -1))


@handler("attack")
def attack_task(st: MTState, task: tuple[Any, ...]) -> None:
    attacker, target = task[1], task[4]
    if not st.alive(attacker) or st.board[attacker][SOLDIERS] == 0:
        return
    if target < 0:
        options = st.order_after(attacker)
        if len(options) > 1:
            st.tasks.append(task)
            st.pending = ("atk_target", attacker, tuple(options))
            return
        target = options[0]
    if st.board[attacker][SOLDIERS] == 1:
        announce(st, attacker, target, 1)
    else:
        st.pending = ("atk_size", attacker, target)


@action("soldiers")
def soldiers(st: MTState, act: Action) -> None:
    assert st.pending is not None
    _, attacker, target = st.pending
    st.pending = None
    announce(st, attacker, target, act.int_arg("n"))


def announce(st: MTState, attacker: int, target: int, n: int) -> None:
    """MT-ATK-2, MT-ATK-13: the army is fixed now; it leaves the pool while it fights."""
    st.board[attacker][SOLDIERS] -= n
    st.log("magic_tower.attack", seat=attacker, target=target, soldiers=n)
    push(st, ("defence", target, attacker, n, 0))


def can_bolt(st: MTState, defender: int, attacker: int, left: int) -> bool:
    """MT-DEC-66: archmage, 15 mana, attackers left, attacker not shielded from spells."""
    return (st.board[defender][ARCHMAGE] == 1 and st.board[defender][MANA] >= tb.BOLT.mana
            and left > 0 and not st.has(attacker, IMMUNE))


@handler("defence")
def defence(st: MTState, task: tuple[Any, ...]) -> None:
    """MT-ATK-3..7, MT-DEC-39: bolts first, then D defenders; no question if pointless."""
    _, defender, attacker, left, bolted = task
    if st.board[defender][SOLDIERS] == 0 and not can_bolt(st, defender, attacker, left):
        resolve(st, attacker, defender, left, bolted, 0)
        return
    st.pending = ("defend", defender, attacker, left, bolted)


@action("bolt")
def bolt(st: MTState, act: Action) -> None:
    assert st.pending is not None
    _, defender, attacker, left, bolted = st.pending
    st.pending = None
    st.board[defender][MANA] -= tb.BOLT.mana
    killed = min(tb.BOLT_KILLS, left)
    st.log("magic_tower.bolt", seat=defender, killed=killed)
    push(st, ("defence", defender, attacker, left - killed, bolted + killed))


@action("defend")
def defend(st: MTState, act: Action) -> None:
    assert st.pending is not None
    _, defender, attacker, left, bolted = st.pending
    st.pending = None
    resolve(st, attacker, defender, left, bolted, act.int_arg("n"))


def resolve(st: MTState, attacker: int, defender: int, left: int, bolted: int,
            defenders: int) -> None:
    """MT-DEC-40..42: one-for-one losses, 10 (20 under Torch) per soldier through."""
    st.board[defender][SOLDIERS] -= defenders
    through = left - defenders
    st.last_battle = 2 * defenders + bolted
    per = HIT + st.total(attacker, ATTACK_BONUS)
    rest = st.absorb(defender, through * per, attacker)
    st.log("magic_tower.battle", seat=attacker, target=defender, defenders=defenders,
           bolted=bolted, through=through, damage=through * per)
    push(st, ("allocate", attacker, defender, rest, through))


def allocation_targets(st: MTState, defender: int) -> list[str]:
    b = st.board[defender]
    out = [SOURCE_WORDS[k] for k in range(4) if b[MINE + k] > 0]
    if b[ARCHMAGE]:
        out.append("archmage")
    return out


@handler("allocate")
def allocate_task(st: MTState, task: tuple[Any, ...]) -> None:
    """MT-ATK-10..12, MT-DEC-41: 10 at a time on a source or the archmage, rest to tower."""
    _, attacker, defender, rest, returning = task
    if rest >= HIT and st.alive(defender) and allocation_targets(st, defender):
        st.pending = ("allocate", attacker, defender, rest, returning)
        return
    if rest > 0 and st.alive(defender):
        st.change_tower(defender, -rest, attacker, False, False)
    if st.alive(attacker):
        st.board[attacker][SOLDIERS] += returning
    st.check_end()


@action("allocate")
def allocate(st: MTState, act: Action) -> None:
    assert st.pending is not None
    _, attacker, defender, rest, returning = st.pending
    st.pending = None
    what = act.word_arg("target")
    if what == "rest_to_tower":
        st.change_tower(defender, -rest, attacker, False, False)
        rest = 0
    else:
        b = st.board[defender]
        if what == "archmage":
            b[ARCHMAGE] = 0
        else:
            b[MINE + SOURCE_WORDS.index(what)] -= 1
        rest -= HIT
        st.log("magic_tower.destroyed", seat=attacker, target=defender, what=what)
    push(st, ("allocate", attacker, defender, rest, returning))


__all__ = ["ALLOCATE_WORDS", "BARRACKS"]
