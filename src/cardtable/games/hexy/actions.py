"""What a priority action does when it is taken (the kernel has already checked it
is legal): energy actions at once, everything else paid and put on the stack
(HX-ENERGY, HX-CARD, HX-MOVE, HX-ATTACK, HX-AMBUSH, HX-DEC-17..21/35/37)."""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.games.hexy import board, combat, energy, piles, triggers
from cardtable.games.hexy.messages import PAY_NAME
from cardtable.games.hexy.model import COLOURLESS, COLOURS, EASY, NONE, StackObj
from cardtable.games.hexy.opbase import Phrase
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.tasks import ChooseTargets, PayDiscard
from cardtable.kernel import Action
from cardtable.kernel.flow import push

SHARED = -1
"""The ``ability`` of the shared building ability (HX-BOARD-4, HX-DEC-21)."""
SHARED_PHRASE = Phrase(kind="building", adjacent=True)
SHARED_POINTS = 2


def energy_action(state: Table, action: Action) -> None:
    """HX-ACT-3/4, HX-DEC-17/18/19: no stack, priority kept."""
    seat = state.holder
    if action.kind == "take_energy":
        uid = state.board[action.int_arg("hex")]
        colour = energy.building_colour(state, uid, COLOURS.index(action.word_arg("colour")))
        state.log("hexy.take_energy", seat=seat, card=state.name(uid))
        board.remove_points(state, uid, 1)
        energy.building_energy(state, uid, 1, colour)
        return
    uid = state.hand[seat][action.int_arg("hand")]
    piles.to_grave_from_hand(state, seat, uid, "discarded_for_energy")
    cidx = state.card[uid]
    colours = state.cat.colours[cidx]
    basic = state.cat.type[cidx] == "basic_energy"
    energy.add(state, seat, colours[0] if basic and colours else COLOURLESS, 1)


def activated_list(state: Table, uid: int) -> tuple[int, ...]:
    """The card's activated abilities as ``activate ability=i`` numbers them: for a
    building the shared ability first (HX-DEC-63)."""
    own = state.cat.activated[state.card[uid]]
    return (SHARED, *own) if state.is_type(uid, "building") else own


def put_on(state: Table, action: Action) -> None:
    """Pay and put on the stack (targets first, HX-ACT-5/6)."""
    seat = state.holder
    kind = action.kind
    if kind == "cast":
        _cast(state, seat, action.int_arg("hand"), action.int_arg("hex"))
    elif kind == "activate":
        _activate(state, seat, state.board[action.int_arg("hex")], action.int_arg("ability"),
                  action.word_arg("colour"))
    elif kind == "move":
        uid = state.board[action.int_arg("hex")]
        cell = state.hmap.neighbours[state.at[uid]][action.int_arg("dir")]
        actions_n, energy_n = state.cat.move_cost[state.card[uid]]
        if state.has(uid, EASY):  # no energy (HX-EASY-1)
            energy_n = 0
        board.spend(state, uid, actions_n)
        energy.pay(state, seat, energy.any_energy(energy_n))
        state.log("hexy.declare_move", seat=seat, card=state.name(uid),
                  hex=str(state.hmap.cells[cell]))
        _top(state, StackObj("move", seat, NONE, uid=uid, cell=cell))
    elif kind == "attack":
        uid = state.board[action.int_arg("hex")]
        target = state.board[action.int_arg("target")]
        _pay_attack(state, seat, uid)
        state.log("hexy.declare_attack", seat=seat, card=state.name(uid),
                  target=state.name(target))
        _top(state, StackObj("attack", seat, NONE, attackers=(uid,), target=target))
        triggers.fire_card(state, "on_attack", uid, target)
        triggers.fire_card(state, "on_attacked", target, uid)
    elif kind == "ambush":
        uid = state.board[action.int_arg("hex")]
        i, obj = own_attack(state)
        _pay_attack(state, seat, uid)
        state.stack[i] = _with(obj, attackers=(*obj.attackers, uid))
        state.log("hexy.declare_ambush", seat=seat, card=state.name(uid),
                  target=state.name(obj.target))
        triggers.fire_card(state, "on_attack", uid, obj.target)
    else:  # counter_attack (HX-DEC-35)
        i, obj = attack_on(state, seat)
        victim = state.board[action.int_arg("victim")]
        paid = action.word_arg("pay")
        if paid == "energy":
            energy.pay(state, seat, energy.any_energy(1))
        else:
            state.points[obj.target] -= 1
        board.set_counter_die(state, obj.target)
        state.stack[i] = _with(obj, victim=victim, paid=paid)
        state.log("hexy.declare_counter", seat=seat, card=state.name(obj.target),
                  victim=state.name(victim), paid=PAY_NAME[paid])


def _pay_attack(state: Table, seat: int, uid: int) -> None:
    actions_n, energy_n = combat.attack_cost(state, uid)
    board.spend(state, uid, actions_n)
    energy.pay(state, seat, energy.any_energy(energy_n))


def own_attack(state: Table) -> tuple[int, StackObj]:
    """The active player's attack on the stack (the topmost), for an ambush."""
    for i in range(len(state.stack) - 1, -1, -1):
        obj = state.stack[i]
        if obj.kind == "attack" and obj.seat == state.active:
            return i, obj
    raise LookupError("no attack of the active player is on the stack")


def attack_on(state: Table, seat: int) -> tuple[int, StackObj]:
    """The topmost attack on a creature of ``seat`` with no counter-attack yet."""
    for i in range(len(state.stack) - 1, -1, -1):
        obj = state.stack[i]
        if obj.kind == "attack" and obj.seat != seat and obj.victim < 0 and \
                obj.target >= 0 and state.owner[obj.target] == seat:
            return i, obj
    raise LookupError("no attack on this player's creature waits")


def _with(obj: StackObj, **changes: Any) -> StackObj:
    return dataclasses.replace(obj, **changes)


def _top(state: Table, obj: StackObj) -> None:
    push(state.tasks, ChooseTargets(obj, "top"))


def _cast(state: Table, seat: int, hand_index: int, cell: int) -> None:
    """HX-CARD-1..10: pay, from the hand onto the stack (a board spell names its hex,
    an enchantment its host's hex)."""
    uid = state.hand[seat].pop(hand_index)
    state.known[uid] = False
    cidx = state.card[uid]
    energy.pay(state, seat, state.cat.cost[cidx])
    ctype = state.cat.type[cidx]
    state.log("hexy.cast", seat=seat, card=state.name(uid))
    if ctype == "enchantment":
        obj = StackObj("spell", seat, NONE, uid=uid, targets=(state.board[cell],))
    elif state.cat.board[cidx]:
        obj = StackObj("spell", seat, NONE, uid=uid, cell=cell)
    else:
        obj = StackObj("spell", seat, NONE, uid=uid)
    _top(state, obj)
    triggers.fire_seat(state, "on_cast", seat, uid)


def _activate(state: Table, seat: int, uid: int, index: int, colour: str) -> None:
    """HX-ACT-6: pay the cost (points from a building give energy, HX-DEC-17), then
    the targets."""
    ability = activated_list(state, uid)[index]
    state.log("hexy.activate", seat=seat, card=state.name(uid))
    chosen = COLOURS.index(colour) if colour in COLOURS else None
    if ability == SHARED:
        cell = state.at[uid]  # where "adjacent" is measured, even if it pays its last
        _pay_points(state, uid, SHARED_POINTS, chosen)
        _top(state, StackObj("ability", seat, NONE, uid=uid, ability=SHARED, cell=cell))
        return
    cost = state.cat.cards[state.card[uid]].abilities[ability].cost
    assert cost is not None
    energy.pay(state, seat, cost.energy.vector())
    if cost.actions:
        board.spend(state, uid, cost.actions)
    obj = StackObj("ability", seat, NONE, uid=uid, ability=ability)
    if cost.discard:
        push(state.tasks, PayDiscard(obj, cost.discard))
    else:
        _top(state, obj)
    if cost.points:
        _pay_points(state, uid, cost.points, chosen)


def _pay_points(state: Table, uid: int, n: int, colour: int | None) -> None:
    if state.is_type(uid, "building"):
        energy.building_energy(state, uid, n, energy.building_colour(state, uid, colour))
    board.remove_points(state, uid, n)
