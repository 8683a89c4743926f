"""HexyGame's flow: setup, mulligans, the six phases, priority and the loop of
HX-DEC-23, triggers going on the stack (HX-DEC-25) and the turn's end.

The priority decision is one pending decision of kind ``priority`` whose legal
actions ``legal.py`` computes (nine kinds answer it); its resumer, here, takes the
answer: passes, energy actions, or something put on the stack (``actions.py``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from cardtable.games.hexy import actions, board, energy, piles, resolve, stack, triggers
from cardtable.games.hexy.legal import only_pass
from cardtable.games.hexy.messages import OBJECT_NAME, PHASE_NAME
from cardtable.games.hexy.model import (
    ACTION_CAP,
    HAND_SIZE,
    NONE,
    PHASES,
    REGENERATION,
    StackObj,
    Waiting,
)
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.targets import candidates
from cardtable.games.hexy.tasks import (
    ChooseTargets,
    Drain,
    EndTurn,
    GiveActive,
    InsertUnder,
    Mulligan,
    OrderTriggers,
    PayDiscard,
    Phase,
    PhaseEnd,
    PickCards,
    PickColour,
    Priority,
    ResolveTop,
    StartTurn,
    Steps,
    ToGraveyard,
)
from cardtable.kernel import Action
from cardtable.kernel.flow import Flow, push, push_all
from cardtable.kernel.simultaneous import next_group, take

FLOW: Flow[Any] = Flow("hexy", clears_on_end=True)
PRIORITY, DRAIN, GIVE_ACTIVE, RESOLVE_TOP = Priority(), Drain(), GiveActive(), ResolveTop()
"""Tasks without fields, made once: they are pushed on every pass."""
PASS = Action.fast("pass", ())
KEEP = Action.fast("keep", ())
MULLIGAN = Action.fast("mulligan", ())


# ---- setup (HX-DEC-55) -------------------------------------------------------------
def setup(state: Table, libraries: list[list[int]], shuffle: bool, first: int) -> None:
    """Libraries (top last), shuffles seat 0 first, the starting player, 8 cards each
    (starting player first), then the mulligans and turn 1."""
    state.library = libraries
    if shuffle:
        for seat in (0, 1):
            state.rng.shuffle(state.library[seat])
    state.first = first
    state.active = first
    state.holder = first
    state.log("hexy.first_player", seat=first)
    for seat in (first, 1 - first):
        piles.draw(state, seat, HAND_SIZE)
    push(state.tasks, Mulligan(first), Mulligan(1 - first), StartTurn(first, True))


@FLOW.handles(Mulligan)
def _mulligan(state: Table, t: Mulligan) -> None:
    """HX-ACT-1: keep, or mulligan while the hand holds a card (empty: automatic keep,
    HX-DEC-57)."""
    if not state.hand[t.seat]:
        return
    state.ask("mulligan", t.seat, (KEEP, MULLIGAN), t)


@FLOW.resumes(Mulligan)
def _mulligan_answer(state: Table, t: Mulligan, action: Action) -> None:
    seat = t.seat
    if action.kind == "keep":
        state.log("hexy.keep", seat=seat, n=len(state.hand[seat]))
        return
    hand = state.hand[seat]
    size = len(hand)
    if getattr(state.options, "shuffle", True):
        state.library[seat].extend(hand)
        state.rng.shuffle(state.library[seat])
    else:
        state.library[seat][0:0] = reversed(hand)  # to the bottom in hand order
    for uid in hand:
        state.known[uid] = False
    state.hand[seat] = []
    state.mulligans[seat] += 1
    state.log("hexy.mulligan", seat=seat, n=size - 1)
    piles.draw(state, seat, size - 1)
    push(state.tasks, Mulligan(seat))


# ---- turns (HX-DEC-56) -------------------------------------------------------------
@FLOW.handles(StartTurn)
def _start_turn(state: Table, t: StartTurn) -> None:
    state.active = t.seat
    state.holder = t.seat
    state.passed = False
    state.turn += 1
    state.turns[t.seat] += 1
    state.turn_actions = 0
    state.resolutions = 0
    state.log("hexy.turn", seat=t.seat, n=state.turns[t.seat])
    push_all(state.tasks, FIRST_TURN if t.first else TURN)


def _turn_tasks(phases: tuple[str, ...]) -> tuple[Any, ...]:
    """Each phase, then the emptying of the pools after it (HX-ENERGY-5), then the
    turn's end."""
    return (*(task for name in phases for task in (Phase(name), PhaseEnd(name))), EndTurn())


TURN = _turn_tasks(PHASES)
FIRST_TURN = _turn_tasks(PHASES[3:])
"""HX-DEC-8: the starting player's first turn is Main, Cleanup and End."""


@FLOW.handles(Phase)
def _phase(state: Table, t: Phase) -> None:
    """A phase's own steps (HX-DEC-56). The triggers they fire are drained only when
    some wait (a drain of nothing does nothing)."""
    seat = state.active
    state.phase = t.name
    state.log("hexy.phase", phase=PHASE_NAME[t.name])
    if t.name == "energy":
        if not state.library[seat]:
            state.log("hexy.energy_skipped", seat=seat)  # HX-PHENERGY-1
            return
        for uid in state.units(seat):
            if state.is_type(uid, "building"):
                board.put_points(state, uid, 1)  # HX-PHENERGY-2
        triggers.fire_seat(state, "on_points_placed", seat)
        if state.waiting:  # on top, nobody gets priority (HX-DEC-24)
            push(state.tasks, DRAIN)
    elif t.name == "action":
        for uid in state.units(seat):  # HX-PHACTION-1/2
            state.die[uid] = NONE
            state.counter_die[uid] = False
            if state.actions(uid) > 0:
                state.die[uid] = state.actions(uid)
        triggers.fire_seat(state, "on_actions_set", seat)
        if state.waiting:  # under the stack (HX-PHACTION-4)
            push(state.tasks, DRAIN, InsertUnder())
    elif t.name == "draw":
        for uid in [u for u in state.board if u >= 0]:  # HX-DEC-26: both players'
            if state.has(uid, REGENERATION) and state.is_type(uid, "creature") and \
                    state.points[uid] < state.base_points(uid):
                board.put_points(state, uid, 1)
                state.log("hexy.regenerated", card=state.name(uid))
        if state.library[seat]:  # HX-DEC-27
            stack.put_under(state, StackObj("draw", seat, state.stamp()))
        _open_round(state)
    elif t.name == "main":
        _open_round(state)
    elif t.name == "cleanup":
        for uid in state.units(seat):  # HX-PHCLEAN-1
            state.die[uid] = NONE
            state.counter_die[uid] = False
        triggers.fire_seat(state, "on_dice_removed", seat)
        if state.waiting:
            push(state.tasks, DRAIN)
    else:  # end: the scoring under the stack (HX-PHEND-3), "at the start" triggers
        stack.put_under(state, StackObj("score", seat, state.stamp()))
        triggers.fire_seat(state, "at_end_phase", seat)
        _open_round(state)


def _open_round(state: Table) -> None:
    """The waiting triggers go on, then the active player gets priority. The last
    thing a phase does: with nothing waiting, priority is given at once (what the
    tasks would do, without their round trip)."""
    if state.waiting:
        push(state.tasks, DRAIN, GIVE_ACTIVE, PRIORITY)
    else:
        state.holder = state.active
        state.passed = False
        push(state.tasks, PRIORITY)


@FLOW.handles(PhaseEnd)
def _phase_end(state: Table, t: PhaseEnd) -> None:
    energy.empty_pools(state)


@FLOW.handles(EndTurn)
def _end_turn(state: Table, t: EndTurn) -> None:
    """HX-DEC-61 ``turn`` effects end; HX-DEC-46 the turn limit; the other's turn."""
    state.mods = [m for m in state.mods if m.source >= 0]
    seat = state.active
    limit = int(getattr(state.options, "max_turns", 60))
    if seat != state.first and state.turns[seat] >= limit:
        a, b = state.windie
        state.log("hexy.turn_limit", n=limit)
        if a == b:
            board.finish(state, [0.0, 0.0], "turn_limit")
        else:
            board.win(state, 0 if a > b else 1, "turn_limit")
        return
    push(state.tasks, StartTurn(1 - seat))


# ---- priority (HX-DEC-23) ----------------------------------------------------------
@FLOW.handles(GiveActive)
def _give_active(state: Table, t: GiveActive) -> None:
    state.holder = state.active
    state.passed = False


@FLOW.handles(Priority)
def _priority(state: Table, t: Priority) -> None:
    """The holder decides; a pass that is his only legal action is taken for him
    (HX-DEC-57: only with an empty hand, a public fact) and counts toward the cap."""
    if only_pass(state, state.holder):
        count_action(state)
        if state.result is None:
            _priority_answer(state, t, PASS)
        return
    state.ask("priority", state.holder, (), t)


@FLOW.resumes(Priority)
def _priority_answer(state: Table, t: Priority, action: Action) -> None:
    kind = action.kind
    if kind == "pass":
        state.log("hexy.pass", seat=state.holder)
        if not state.passed:
            state.passed = True
            state.holder = 1 - state.holder
            _priority(state, PRIORITY)  # the other decides next: no task round trip
        elif state.stack:
            push(state.tasks, RESOLVE_TOP, DRAIN, GIVE_ACTIVE, PRIORITY)
        # both passed on an empty stack: the phase ends (HX-DEC-23 (f))
        return
    if kind in ("take_energy", "discard_for_energy"):
        actions.energy_action(state, action)
        push(state.tasks, PRIORITY)  # HX-DEC-23 (c): priority and the row kept
        return
    push(state.tasks, DRAIN, GIVE_ACTIVE, PRIORITY)
    actions.put_on(state, action)  # its own tasks (targets) run first


def count_action(state: Table) -> None:
    """HX-DEC-62: 1,000 player actions in a turn end the game as a draw."""
    state.turn_actions += 1
    if state.turn_actions >= ACTION_CAP:
        state.log("hexy.cap_actions", n=ACTION_CAP)
        board.finish(state, [0.0, 0.0], "cap")


@FLOW.handles(ResolveTop)
def _resolve_top(state: Table, t: ResolveTop) -> None:
    obj = state.stack.pop()
    resolve.resolve(state, obj)


# ---- triggers onto the stack (HX-DEC-25) ---------------------------------------------
def _seat_of(item: Waiting) -> int:
    return item.seat


@FLOW.handles(Drain)
def _drain(state: Table, t: Drain) -> None:
    group = next_group(state.waiting, state.active, 2, _seat_of)
    if group is None:
        return
    seat, items = group
    push(state.tasks, DRAIN)
    if len(items) == 1:
        _place(state, items[0])
        return
    push(state.tasks, OrderTriggers(seat))


def waiting_of(state: Table, seat: int) -> list[Waiting]:
    """``seat``'s triggers in the current group, in the order of HX-DEC-52."""
    group = next_group(state.waiting, state.active, 2, _seat_of)
    if group is None or group[0] != seat:
        return []
    return sorted(group[1], key=lambda w: triggers.order_key(state, w))


@FLOW.handles(OrderTriggers)
def _order(state: Table, t: OrderTriggers) -> None:
    mine = waiting_of(state, t.seat)
    state.ask("order_triggers", t.seat,
              [Action.fast("order_triggers", (("choice", i),)) for i in range(len(mine))], t)


@FLOW.resumes(OrderTriggers)
def _order_answer(state: Table, t: OrderTriggers, action: Action) -> None:
    mine = waiting_of(state, t.seat)
    _place(state, mine[action.int_arg("choice")])


def _place(state: Table, item: Waiting) -> None:
    """Take ``item`` from the queue and put it on (its targets chosen as it goes,
    HX-DEC-25); the Action Phase's go into the block under the stack."""
    take(state.waiting, item)
    where = "under" if state.phase == "action" else "top"
    obj = StackObj("trigger", item.seat, NONE, uid=item.uid, ability=item.ability,
                   about=item.about)
    push(state.tasks, ChooseTargets(obj, where))


@FLOW.handles(InsertUnder)
def _insert_under(state: Table, t: InsertUnder) -> None:
    if state.under:
        block = list(state.under)
        state.under = []
        stack.put_under(state, *reversed(block))


# ---- targets as an object goes on (HX-ACT-11, HX-DEC-25) -------------------------------
def phrases_of(state: Table, obj: StackObj) -> tuple[Any, ...]:
    if obj.uid < 0:
        return ()
    cidx = state.card[obj.uid]
    if obj.kind == "spell":
        return state.cat.effect[cidx].phrases if not state.cat.board[cidx] else ()
    if obj.kind != "ability" and obj.kind != "trigger":
        return ()
    if obj.ability == actions.SHARED:
        return (actions.SHARED_PHRASE,)
    return state.cat.abilities[cidx][obj.ability].phrases


def _target_options(state: Table, obj: StackObj, phrase: Any) -> list[int]:
    """The legal choices for ``phrase`` (with ``NONE`` where optional). The shared
    building ability measures "adjacent" from the hex it was activated from, as its
    cost may have removed the building's last points (HX-DEC-21)."""
    if obj.kind == "ability" and obj.ability == actions.SHARED:
        dist = state.hmap.dist[obj.cell]
        return [u for u in state.board
                if u >= 0 and state.is_type(u, "building") and dist[state.at[u]] == 1]
    options = candidates(state, phrase, obj.seat, obj.uid, obj.targets)
    return [*options, NONE] if phrase.optional else options


@FLOW.handles(ChooseTargets)
def _choose_targets(state: Table, t: ChooseTargets) -> None:
    obj = t.obj
    phrases = phrases_of(state, obj)
    n = len(obj.targets)
    if n >= len(phrases):
        _goes_on(state, obj, t.where)
        return
    options = _target_options(state, obj, phrases[n])
    if not options:
        if obj.kind == "trigger":  # HX-DEC-25: a trigger with no legal target is dropped
            state.log("hexy.trigger_dropped", card=state.name(obj.uid))
            return
        # a cast or an activation, already paid, goes on without this target (it does
        # nothing for it when it resolves, HX-DEC-44)
        push(state.tasks, ChooseTargets(dataclasses.replace(obj, targets=(*obj.targets, NONE)),
                                        t.where))
        return
    # targets are public objects: a single one is taken (HX-DEC-57)
    state.ask_or_take("choose", obj.seat,
                      [Action.fast("choose", (("choice", i),)) for i in range(len(options))],
                      t)


@FLOW.resumes(ChooseTargets)
def _target_chosen(state: Table, t: ChooseTargets, action: Action) -> None:
    obj = t.obj
    options = _target_options(state, obj, phrases_of(state, obj)[len(obj.targets)])
    value = options[action.int_arg("choice")]
    new = dataclasses.replace(obj, targets=(*obj.targets, value))
    push(state.tasks, ChooseTargets(new, t.where))


def _goes_on(state: Table, obj: StackObj, where: str) -> None:
    placed = dataclasses.replace(obj, ts=state.stamp())
    state.log("hexy.on_stack", seat=obj.seat, what=OBJECT_NAME[obj.kind], card=state.name(obj.uid))
    if where == "under":
        state.under.append(placed)
    else:
        stack.put(state, placed)


# ---- effects and the choices ops ask for (``resolve.py``) ------------------------------
FLOW.handles(Steps)(resolve.run_step)
FLOW.handles(ToGraveyard)(resolve.to_graveyard)
FLOW.handles(PayDiscard)(resolve.pay_discard)
FLOW.resumes(PayDiscard)(resolve.paid_discard)
FLOW.resumes(PickCards)(resolve.picked_cards)
FLOW.resumes(PickColour)(resolve.picked_colour)
