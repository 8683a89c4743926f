"""Resolving the top stack object (HX-STACK-6, HX-CARD-7/9, HX-DEC-12/14/21/27/30/
42/44/62) and running effects step by step, with the choices an op asks for."""

from __future__ import annotations

from typing import Any

from cardtable.games.hexy import board, combat, energy, piles, triggers
from cardtable.games.hexy.messages import OBJECT_NAME
from cardtable.games.hexy.model import COLOURS, RESOLUTION_CAP, StackObj
from cardtable.games.hexy.opbase import Ctx
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.targets import still_legal
from cardtable.games.hexy.tasks import (
    ChooseTargets,
    PayDiscard,
    PickCards,
    PickColour,
    Steps,
    ToGraveyard,
)
from cardtable.kernel import Action
from cardtable.kernel.flow import push


def resolve(state: Table, obj: StackObj) -> None:
    """Carry out ``obj``; then count it toward the cap of HX-DEC-62."""
    state.resolutions += 1
    kind = obj.kind
    state.log("hexy.resolve", seat=obj.seat, what=OBJECT_NAME[kind],
              card=state.name(obj.uid) if obj.uid >= 0 else "")
    if kind == "draw":
        piles.draw(state, obj.seat, 1, phase_draw=True)
    elif kind == "score":  # HX-DEC-14
        if state.controls_center(obj.seat):
            board.change_winning_dice(state, [obj.seat], 1)
        else:
            state.log("hexy.no_score", seat=obj.seat)
    elif kind == "move":  # HX-DEC-30
        uid = obj.uid
        if state.at[uid] >= 0 and state.board[obj.cell] < 0 and \
                state.hmap.dist[state.at[uid]][obj.cell] == 1:
            board.move(state, uid, obj.cell)
        else:
            state.log("hexy.move_fizzled", card=state.name(uid))
    elif kind == "attack":
        combat.resolve_attack(state, obj)
    elif kind == "spell":
        _spell(state, obj)
    else:
        _ability(state, obj)
    if state.result is None and state.resolutions >= RESOLUTION_CAP:
        state.log("hexy.cap_resolutions", n=RESOLUTION_CAP)
        board.finish(state, [0.0, 0.0], "cap")


def _spell(state: Table, obj: StackObj) -> None:
    uid = obj.uid
    cidx = state.card[uid]
    ctype = state.cat.type[cidx]
    owner = state.owner[uid]
    if state.cat.board[cidx]:
        if state.board[obj.cell] < 0:  # HX-DEC-12: only emptiness is checked again
            board.enter(state, uid, obj.cell)
        else:
            state.log("hexy.fizzled", card=state.name(uid))
            state.grave[owner].append(uid)
        return
    if ctype == "enchantment":  # HX-DEC-42
        host = obj.targets[0] if obj.targets else -1
        if host >= 0 and state.at[host] >= 0:
            board.attach(state, uid, host)
        else:
            state.log("hexy.fizzled", card=state.name(uid))
            state.grave[owner].append(uid)
        return
    info = state.cat.effect[cidx]
    targets = _checked(state, obj, info.phrases)
    push(state.tasks, ToGraveyard(uid))  # HX-CARD-9
    if targets is None:
        state.log("hexy.fizzled", card=state.name(uid))
        return
    push(state.tasks, Steps(obj.seat, uid, cidx, -1, targets, obj.about, 0))


def _ability(state: Table, obj: StackObj) -> None:
    uid = obj.uid
    if obj.ability < 0:  # the shared building ability (HX-DEC-21)
        target = obj.targets[0] if obj.targets else -1
        if target >= 0 and state.at[target] >= 0 and state.is_type(target, "building") and \
                state.hmap.dist[obj.cell][state.at[target]] == 1:
            board.put_points(state, target, 1)
        else:
            state.log("hexy.fizzled", card=state.name(uid))
        return
    cidx = state.card[uid]
    info = state.cat.abilities[cidx][obj.ability]
    targets = _checked(state, obj, info.phrases)
    if targets is None:
        state.log("hexy.fizzled", card=state.name(uid))
        return
    push(state.tasks, Steps(obj.seat, uid, cidx, obj.ability, targets, obj.about, 0))


def _checked(state: Table, obj: StackObj, phrases: tuple[Any, ...]) -> tuple[int, ...] | None:
    """HX-DEC-44: illegal targets become -1; ``None`` when every target is illegal."""
    if not phrases:
        return ()
    out = tuple(v if v >= 0 and still_legal(state, p, v, obj.seat, obj.uid) else -1
                for p, v in zip(phrases, obj.targets, strict=False))
    if all(v < 0 for v in out) and any(v >= 0 for v in obj.targets):
        return None
    return out


def run_step(state: Table, t: Steps) -> None:
    """Run one step, then go on with the next (past the steps a failed ``if`` guards);
    a step that asks a question leaves the rest waiting below its decision."""
    info = (state.cat.effect[t.cidx] if t.ability < 0
            else state.cat.abilities[t.cidx][t.ability])
    steps = info.steps
    ctx = Ctx(t.seat, t.uid, t.cidx, t.ability, t.targets, t.about, t.idx)
    steps[t.idx].run(state, ctx)
    nxt = t.idx + 1 + ctx.skip
    if nxt < len(steps) and state.result is None:
        push(state.tasks, Steps(t.seat, t.uid, t.cidx, t.ability, t.targets, t.about, nxt))


def to_graveyard(state: Table, t: ToGraveyard) -> None:
    state.grave[state.owner[t.uid]].append(t.uid)


def picked_cards(state: Table, t: PickCards, action: Action) -> None:
    piles.picked(state, t, t.values[action.int_arg("choice")])


def picked_colour(state: Table, t: PickColour, action: Action) -> None:
    energy.add(state, t.seat, COLOURS.index(COLOURS[action.int_arg("choice")]), t.n)


def pay_discard(state: Table, t: PayDiscard) -> None:
    hand = state.hand[t.obj.seat]
    if t.left <= 0 or not hand:
        push(state.tasks, ChooseTargets(t.obj, "top"))
        return
    state.ask("choose", t.obj.seat,
              [Action.fast("choose", (("choice", i),)) for i in range(len(hand))], t)


def paid_discard(state: Table, t: PayDiscard, action: Action) -> None:
    seat = t.obj.seat
    uid = state.hand[seat][action.int_arg("choice")]
    piles.to_grave_from_hand(state, seat, uid, "discarded")
    push(state.tasks, PayDiscard(t.obj, t.left - 1))


__all__ = ["resolve", "run_step", "triggers"]
