"""Soldier attacks: announce, defence with Magic Bolt and soldiers, damage and
its allocation (MT-ATK-1..14, MT-ACT-8/12/13, MT-DEC-38..42, MT-DEC-65/66).

Tasks (``model.py``): ``Attack(attacker, target)`` picks the target and the army;
``Defence(defender, attacker, left, bolted)`` asks the defender;
``Allocate(attacker, defender, rest, returning)`` spends the damage.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower.consequences import log_changes, log_seat, log_soldiers, snapshot
from cardtable.games.magic_tower.messages import SOLDIERS_WITH
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    ATTACK_BONUS,
    BARRACKS,
    DISCARD_FEE,
    IMMUNE,
    MANA,
    MINE,
    REFILL,
    SOLDIERS,
    SOURCE_WORDS,
    Allocate,
    Attack,
    Defence,
)
from cardtable.games.magic_tower.ops import Ctx
from cardtable.games.magic_tower.payments import discard_card
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import Pending, push
from cardtable.kernel.i18n import message
from cardtable.kernel.plural import counted

HIT: Final = 10
"""Damage per soldier and hit points of a source or the archmage (MT-ATK-8/11, MT-ARCH-2)."""
ALLOCATE_WORDS: Final[tuple[str, ...]] = (*SOURCE_WORDS, "archmage", "rest_to_tower")


def attack(st: Table, act: Action) -> None:
    """MT-ATK-1, MT-DEC-38: discard a discardable card and pay for it first."""
    seat = st.active
    discard_card(st, seat, act.int_arg("card"))
    push(st.tasks, DISCARD_FEE[seat], REFILL[seat], Attack(seat, -1))


def attack_task(st: Table, task: Attack) -> None:
    attacker, target = task.attacker, task.target
    if not st.alive(attacker) or st.board[attacker][SOLDIERS] == 0:
        return
    if target < 0:
        options = st.order_after(attacker)
        if len(options) > 1:
            st.pending = Pending("atk_target", attacker, tuple(options), task)
            return
        target = options[0]
    if st.board[attacker][SOLDIERS] == 1:
        announce(st, attacker, target, 1)
    else:
        st.pending = Pending("atk_size", attacker, (), Attack(attacker, target))


def attack_answer(st: Table, task: Attack, act: Action) -> None:
    """The target (MT-ACT-11), then the army's size (MT-DEC-38)."""
    if act.kind == "choose_target":
        push(st.tasks, Attack(task.attacker, act.int_arg("seat")))
    else:
        announce(st, task.attacker, task.target, act.int_arg("n"))


def announce(st: Table, attacker: int, target: int, n: int) -> None:
    """MT-ATK-2, MT-ATK-13: the army is fixed now; it leaves the pool while it fights."""
    b = st.board[attacker]
    b[SOLDIERS] = b[SOLDIERS] - n
    if st.recording:
        st.log("magic_tower.attack", seat=attacker, target=target, soldiers=n,
               army=counted(n, SOLDIERS_WITH))
        log_soldiers(st, attacker, st.board[attacker][SOLDIERS] + n)
    push(st.tasks, Defence(target, attacker, n, 0))


def can_bolt(st: Table, defender: int, attacker: int, left: int) -> bool:
    """MT-DEC-66: archmage, 15 mana, attackers left, attacker not shielded from spells."""
    return (st.board[defender][ARCHMAGE] == 1 and st.board[defender][MANA] >= st.cat.bolt.mana
            and left > 0 and not st.has(attacker, IMMUNE))


def defence(st: Table, task: Defence) -> None:
    """MT-ATK-3..7, MT-DEC-39: bolts first, then D defenders; no question if pointless."""
    defender, attacker, left, bolted = task.defender, task.attacker, task.left, task.bolted
    if st.board[defender][SOLDIERS] == 0 and not can_bolt(st, defender, attacker, left):
        resolve(st, attacker, defender, left, bolted, 0)
        return
    st.pending = Pending("defend", defender, (), task)


def defence_answer(st: Table, task: Defence, act: Action) -> None:
    """MT-ATK-3..7: a Magic Bolt (asked again after it) or the defenders."""
    defender, attacker, left, bolted = task.defender, task.attacker, task.left, task.bolted
    if act.kind == "defend":
        resolve(st, attacker, defender, left, bolted, act.int_arg("n"))
        return
    bolt = st.cat.bolt  # MT-DEC-66: its mana, then its ops against this battle
    before = snapshot(st)
    st.board[defender][MANA] -= bolt.mana
    ctx = Ctx(defender, attacker, True, -1, bolt.id, task)
    for op in bolt.effect:
        op.run(st, ctx)
    log_changes(st, before)


def resolve(st: Table, attacker: int, defender: int, left: int, bolted: int,
            defenders: int) -> None:
    """MT-DEC-40..42: one-for-one losses, 10 (20 under Torch) per soldier through."""
    old = st.board[defender][:]  # only the defender's board changes here
    st.board[defender][SOLDIERS] -= defenders
    through = left - defenders
    st.last_battle = 2 * defenders + bolted
    per = HIT + st.total(attacker, ATTACK_BONUS)
    rest = st.absorb(defender, through * per, attacker)
    if st.recording:
        st.log("magic_tower.battle_bolted" if bolted else "magic_tower.battle", seat=attacker,
               target=defender, defenders=defenders, bolted=bolted, through=through,
               damage=through * per)
        log_seat(st, defender, old)
    push(st.tasks, Allocate(attacker, defender, rest, through))


def allocation_targets(st: Table, defender: int) -> list[str]:
    b = st.board[defender]
    out = [SOURCE_WORDS[k] for k in range(4) if b[MINE + k] > 0]
    if b[ARCHMAGE]:
        out.append("archmage")
    return out


def allocate_task(st: Table, task: Allocate) -> None:
    """MT-ATK-10..12, MT-DEC-41: 10 at a time on a source or the archmage, rest to tower."""
    attacker, defender, rest, returning = task.attacker, task.defender, task.rest, task.returning
    if rest >= HIT and st.alive(defender) and allocation_targets(st, defender):
        st.pending = Pending("allocate", attacker, (), task)
        return
    board = st.board  # only these two boards change here: logged in seat order
    first, second = (attacker, defender) if attacker < defender else (defender, attacker)
    old_first, old_second = board[first][:], board[second][:]
    if rest > 0 and st.alive(defender):
        st.change_tower(defender, -rest, attacker, False, False)
    if st.alive(attacker):
        b = board[attacker]
        b[SOLDIERS] = b[SOLDIERS] + returning
    log_seat(st, first, old_first)
    log_seat(st, second, old_second)
    st.check_end()


def allocate(st: Table, task: Allocate, act: Action) -> None:
    attacker, defender, rest, returning = task.attacker, task.defender, task.rest, task.returning
    what = act.word_arg("target")
    old = st.board[defender][:]  # only the defender's board changes here
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
        if st.recording:
            st.log("magic_tower.destroyed", seat=attacker, target=defender, what=what,
                   what_name=message(f"magic_tower.lost_{what}"))
    log_seat(st, defender, old)
    push(st.tasks, Allocate(attacker, defender, rest, returning))


__all__ = ["ALLOCATE_WORDS", "BARRACKS"]
