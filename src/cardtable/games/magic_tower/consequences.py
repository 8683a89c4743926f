"""What a rule changed on the boards, as events: the before → after of every number.

The rule modules take a ``snapshot`` of the boards before a step (an op, a
payment, a battle) and call ``log_changes`` after it: every seat whose board
differs gets one ``changed`` event listing each changed field as a nested
message (``magic_tower.field_<name>``, "tower 20 → 12"), so a reader sees
"seat 1: wall 10 → 0, tower 20 → 12". A payment and a turn's production are part
of the event that names their cause (``paid``, ``turn_produces``). Running effects that start are
announced by ``effect_started``. Boards are public (MT-INFO-1), so every event
here is public too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.magic_tower import board_ops
from cardtable.games.magic_tower.board_ops import Ctx, Plan
from cardtable.games.magic_tower.model import (
    ACTOR,
    ACTOR_AND_TARGET,
    ALIVE,
    ARCHMAGE,
    BARRACKS,
    BOARD_FIELDS,
    COUNTER,
    EVERY,
    FARM,
    FIRE,
    FOOD,
    FOUNTAIN,
    GOLD,
    HAND,
    HAND_BONUS,
    HAND_SIZE,
    MANA,
    MINE,
    MONUMENT,
    NO_BOARD,
    SOLDIERS,
    TOWER,
    TRUMP,
    WALL,
)
from cardtable.kernel.events import ParamsBuilder
from cardtable.kernel.i18n import MESSAGE, message
from cardtable.kernel.plural import Forms, counted

if TYPE_CHECKING:
    from cardtable.games.magic_tower.opbase import MtOp
    from cardtable.games.magic_tower.table import Table

NUMBERS: Final[tuple[tuple[int, str], ...]] = (
    (TOWER, "tower"), (WALL, "wall"), (FIRE, "fire_wall"), (GOLD, "gold"), (FOOD, "food"),
    (MANA, "mana"), (MINE, "mines"), (FARM, "farms"), (MONUMENT, "monuments"),
    (BARRACKS, "barracks"), (SOLDIERS, "soldiers"), (HAND_BONUS, "hand_size"))
"""Board fields logged as ``field_<name>`` "before → after"."""
FLAGS: Final[tuple[tuple[int, str], ...]] = ((ARCHMAGE, "archmage"), (FOUNTAIN, "fountain"))
"""Board fields that are there or not: ``field_<name>_gained`` / ``field_<name>_lost``."""
FIELD_KEYS: Final[dict[int, str]] = {index: f"magic_tower.field_{name}" for index, name in NUMBERS}
FLAG_KEYS: Final[dict[int, tuple[str, str]]] = {
    index: (f"magic_tower.field_{name}_lost", f"magic_tower.field_{name}_gained")
    for index, name in FLAGS}
"""By the flag's new value: lost (0) or gained (1)."""
KEYS: Final[tuple[str | tuple[str, str] | None, ...]] = tuple(
    FIELD_KEYS.get(index) or FLAG_KEYS.get(index) for index in range(len(BOARD_FIELDS)))
"""By board field: its change message (a flag: lost and gained), ``None`` if not logged (the
turn counter, the trump and whether he is still in have events of their own)."""
FLAG_MESSAGES: Final[dict[int, tuple[dict[str, Any], dict[str, Any]]]] = {
    index: ({MESSAGE: lost, "params": {}}, {MESSAGE: gained, "params": {}})
    for index, (lost, gained) in FLAG_KEYS.items()}
"""By flag field: its lost (0) and gained (1) messages, made once (shared like ``change``'s)."""
LOGGED: Final[tuple[int, ...]] = tuple(
    index for index in range(len(BOARD_FIELDS)) if KEYS[index] is not None)
"""The board fields a ``changed`` event names when they change, in board order."""

TURNS_FOR: Final[Forms] = {"cs": ("tah", "tahy", "tahů"), "en": ("turn", "turns")}
"""'Turn' after "for"/"na" (accusative): "na 1 tah", "na 3 tahy", "na 5 tahů"."""

Boards = list[list[int]]


def snapshot(st: Table) -> Boards:
    """A copy of every board, to compare with after a step."""
    return [b[:] for b in st.board]


def differences(old: list[int], new: list[int]) -> list[int]:
    """The fields of a board that a ``changed`` event names, from ``old`` to ``new``: each
    as its index, before and after, one after another, in board order (``messages``
    makes them readable). A player who has just fallen (MT-DEC-73 clears his board) shows
    only his tower."""
    out: list[int] = []
    if old[ALIVE] and not new[ALIVE]:
        if old[TOWER] != new[TOWER]:
            out.append(TOWER)
            out.append(old[TOWER])
            out.append(new[TOWER])
        return out
    for i in LOGGED:
        before = old[i]
        after = new[i]
        if before != after:
            out.append(i)
            out.append(before)
            out.append(after)
    return out


def messages(changed: list[int], extra: int = 0) -> list[dict[str, Any]]:
    """Board fields given as index, before, after (``differences``) as nested messages
    (``kernel.i18n.message``; shared, see ``change``). ``extra`` is what the hand bonus
    adds to the hand size (``HAND`` + the running hand-size effects)."""
    out: list[dict[str, Any]] = []
    for k in range(0, len(changed), 3):
        i, before, after = changed[k], changed[k + 1], changed[k + 2]
        if i in FLAG_MESSAGES:
            out.append(FLAG_MESSAGES[i][after])
        elif i == HAND_BONUS:  # shown as the hand size it gives (MT-DEC-76)
            out.append(change(i, max(0, before + extra), max(0, after + extra)))
        else:
            out.append(change(i, before, after))
    return out


def changed_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``changed`` event recorded as ``(seat, board before, board
    after, extra)`` (``State.log_built``: made when first read; both boards are copies the
    event owns)."""
    seat, old, new, extra = args
    return {"seat": seat, "changes": messages(differences(old, new), extra)}


CHANGED_BUILDER: Final[ParamsBuilder] = changed_params
"""``changed_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def log_changed(st: Table, seat: int, old: list[int]) -> None:
    """One ``changed`` event for ``seat`` if its board shows a change from ``old`` (a copy
    the caller gives away) that the event names (``differences``). The boards are kept
    and compared when the event is read; only a change of the fields it does not name (the
    turn counter, the trump, whether he is in) makes it look now."""
    new = st.board[seat]
    if (old[COUNTER] != new[COUNTER] or old[TRUMP] != new[TRUMP] or old[ALIVE] != new[ALIVE]) \
            and not differences(old, new):
        return
    extra = HAND + st.total(seat, HAND_SIZE) if old[HAND_BONUS] != new[HAND_BONUS] else 0
    st.log_built("magic_tower.changed", CHANGED_BUILDER, (seat, old, new[:], extra))


def log_seat(st: Table, seat: int, old: list[int]) -> None:
    """One ``changed`` event for ``seat`` if its board differs from ``old``."""
    if st.recording and old != st.board[seat]:
        log_changed(st, seat, old)


def log_changes(st: Table, before: Boards) -> None:
    """A ``changed`` event for every seat whose board differs from the ``snapshot``."""
    if not st.recording:
        return
    board = st.board
    for seat, old in enumerate(before):
        if old != board[seat]:
            log_changed(st, seat, old)


def run_op(st: Table, op: MtOp, ctx: Ctx, reach: int = EVERY, plan: Plan | None = None
           ) -> None:
    """Run ``op`` (by its ``plan`` when given: ``board_ops.run``, the same work without the
    op's own ``run``) and log what it changed on the boards: only the boards it may change
    (``reach``, ``MtOp.reach``) are copied and compared, in seat order as ``log_changes``;
    nothing is copied on a state that records no events (``State.stop_recording``)."""
    if reach == NO_BOARD or not st.recording:
        _run(st, op, ctx, plan)
        return
    board = st.board
    actor = ctx.actor
    if reach == ACTOR or (reach == ACTOR_AND_TARGET and (ctx.target < 0 or ctx.target == actor)):
        old = board[actor][:]
        _run(st, op, ctx, plan)
        if old != board[actor]:
            log_changed(st, actor, old)
        return
    if reach == ACTOR_AND_TARGET:
        target = ctx.target
        first, second = (actor, target) if actor < target else (target, actor)
        old_first, old_second = board[first][:], board[second][:]
        _run(st, op, ctx, plan)
        log_seat(st, first, old_first)
        log_seat(st, second, old_second)
        return
    before = snapshot(st)
    _run(st, op, ctx, plan)
    log_changes(st, before)


def _run(st: Table, op: MtOp, ctx: Ctx, plan: Plan | None) -> None:
    if plan is None:
        op.run(st, ctx)
    else:
        board_ops.run(st, plan, ctx)


def pay(st: Table, seat: int, paid: tuple[int, int, int]) -> None:
    """Take ``paid`` (gold, food, mana) from ``seat`` and log the ``paid`` event: what he
    paid and each resource that changed, before → after (``paid_params``, made when the
    event is read: a payment changes nothing else)."""
    b = st.board[seat]
    gold, food, mana = paid
    b[GOLD] = b[GOLD] - gold  # not ``-=``: see ``flow.start_turn``
    b[FOOD] = b[FOOD] - food
    b[MANA] = b[MANA] - mana
    if st.recording:
        st.log_built("magic_tower.paid", PAID_BUILDER,
                     (seat, gold, food, mana, b[GOLD], b[FOOD], b[MANA]))


def paid_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``paid`` event recorded as ``(seat, gold, food, mana, gold
    after, food after, mana after)``."""
    seat, gold, food, mana, gold_after, food_after, mana_after = args
    found: list[dict[str, Any]] = []
    if gold:
        found.append(change(GOLD, gold_after + gold, gold_after))
    if food:
        found.append(change(FOOD, food_after + food, food_after))
    if mana:
        found.append(change(MANA, mana_after + mana, mana_after))
    return {"seat": seat, "gold": gold, "food": food, "mana": mana,
            "total": gold + food + mana, "changes": found}


PAID_BUILDER: Final[ParamsBuilder] = paid_params
"""``paid_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


_CHANGES: Final[dict[int, dict[str, Any]]] = {}
"""The nested messages made by ``change``, by packed ``(index, before, after)``."""
CHANGES_MAX: Final = 1 << 16
"""Messages ``change`` keeps before it starts afresh."""
_SPAN: Final = 1 << 20
"""Values ``change`` packs into its key: ``0 <= v < _SPAN`` (others are built each time)."""


def change(index: int, before: int, after: int) -> dict[str, Any]:
    """The nested message of board field ``index`` (a number) going from ``before`` to
    ``after``. Messages are immutable values (an event's parameters are never changed),
    so equal ones are one shared dict: most steps log a few, with the same small numbers
    game after game, and a dict is the costliest thing a step builds."""
    if 0 <= before < _SPAN and 0 <= after < _SPAN:
        key = (index * _SPAN + before) * _SPAN + after
        found = _CHANGES.get(key)
        if found is None:
            if len(_CHANGES) >= CHANGES_MAX:
                _CHANGES.clear()
            found = _CHANGES[key] = {MESSAGE: KEYS[index],
                                     "params": {"before": before, "after": after}}
        return found
    return {MESSAGE: KEYS[index], "params": {"before": before, "after": after}}


def produced_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``turn_produces`` event recorded as ``(seat, turn, gold, food,
    mana, soldiers made, then the four after)``: each that grew as a nested message,
    before → after, in board order (``flow.start_turn``)."""
    seat, turn, gold, food, mana, soldiers, gold_after, food_after, mana_after, \
        soldiers_after = args
    found: list[dict[str, Any]] = []
    if gold:
        found.append(change(GOLD, gold_after - gold, gold_after))
    if food:
        found.append(change(FOOD, food_after - food, food_after))
    if mana:
        found.append(change(MANA, mana_after - mana, mana_after))
    if soldiers:
        found.append(change(SOLDIERS, soldiers_after - soldiers, soldiers_after))
    return {"seat": seat, "turn": turn, "changes": found}


PRODUCED_BUILDER: Final[ParamsBuilder] = produced_params
"""``produced_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def log_soldiers(st: Table, seat: int, before: int) -> None:
    """A ``changed`` event for a change of ``seat``'s soldiers only (barracks, an attack)."""
    after = st.board[seat][SOLDIERS]
    if after != before and st.recording:
        st.log("magic_tower.changed", seat=seat, changes=[change(SOLDIERS, before, after)])


_DURATIONS: Final[dict[int, dict[str, str]]] = {}


def duration(turns: int) -> dict[str, str]:
    """``{"cs": "3 tahy", "en": "3 turns"}``: how long a running effect lasts."""
    found = _DURATIONS.get(turns)
    if found is None:
        found = _DURATIONS[turns] = counted(turns, TURNS_FOR)
    return found


def log_effect(st: Table, name: str, holder: int, kind: str, n: int, turns: int) -> None:
    """``effect_started``: the running effect ``kind`` of card or spell ``name`` now holds
    ``holder`` for ``turns`` turns (of the player who started it)."""
    if not st.recording:
        return
    st.log("magic_tower.effect_started", seat=holder, card=name,
           name=st.cat.effect_name(name), effect=kind, n=n, turns=turns,
           text=message(f"magic_tower.effect_{kind}", seat=holder, n=n,
                        turns=duration(turns)))
