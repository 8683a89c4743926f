"""Firing card texts and reacting to events (SD-ORDER-5..9, SD-LOOP, SD-EXP-4..7).

A card's text resolves as a firing (``Fire``): it asks for its chosen target if it
needs one (SD-DEC-14), counts against the loop cap of SD-DEC-72, then runs its
instructions one by one (``Step``); nested lists (coin, roll, conditions, "you may")
run before the next instruction. Events (a card played, a unit summoned or dying,
an attack, damage to a hero, a draw, an ability) reach the board cards that react
to them in SD-ORDER-5 order (``dispatch`` -> ``Notify``): "whenever" texts fire and
experiments are checked and revealed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from cardtable.games.science_duel.board import EVENT_GROUPS, hears, put_effect
from cardtable.games.science_duel.eventlog import log_card_event
from cardtable.games.science_duel.model import (
    LOOP_CAP,
    Card,
    Close,
    Ctx,
    Dispatch,
    Fire,
    May,
    Notify,
    Slotted,
    Step,
    ToGrave,
    Unit,
    make_close,
    make_ctx,
    make_notify,
)
from cardtable.games.science_duel.queries import (
    active_text,
    find_unit,
    order_seats,
)
from cardtable.games.science_duel.targets import target_options
from cardtable.kernel.flow import Task, push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


# ---- firing effect lists with the loop cap -------------------------------------------
def run_fire(st: SDState, task: Fire) -> None:
    fire_now(st, task.key, task.ctx, task)


def fire_now(st: SDState, key: str, ctx: Ctx, task: Fire | None = None) -> None:
    """A firing of effect list ``key`` (the ``Fire`` task ``task``, or one that would be
    popped next): ask for its target if it needs one (SD-DEC-14), count it against the
    loop cap and start its first instruction. Callers whose ``Fire`` would run next call
    this at once instead of pushing it (it is built only if a decision needs it)."""
    cid = ctx.cid
    cat = st.cat
    plans = cat.plan_list(cid, key)
    if not plans:
        return
    fkey = f"{ctx.src}:{key}"
    open_now = st.fires.get(fkey, 0)
    if open_now >= LOOP_CAP:
        return  # SD-DEC-72: a 14th nested firing of the same effect is skipped
    if ctx.target == -1 and cat.chosen_in(cid, key):
        options = target_options(st, ctx.seat, cid, exclude=ctx.src, random=ctx.random)
        if ctx.random:
            target = st.rng.choice(options) if options else -2
        elif not options:
            target = -2
        elif len(options) == 1:
            target = options[0]
        else:
            st.ask("choose_target", ctx.seat, options,
                   Fire(key, ctx) if task is None else task)  # SD-DEC-14
            return
        ctx = with_target(st, ctx, target)
    st.fires[fkey] = open_now + 1
    st.tasks.append(make_close(fkey))
    if len(plans) > 1:  # step(st, key, 0, ctx), inlined: the first instruction is next
        st.tasks.append(Step(key, 1, ctx))
    plans[0].run(st, ctx)


def fire_all(st: SDState, fires: list[tuple[str, Ctx]]) -> None:
    """Queue the firings ``fires`` (first runs first) on top of the stack; the first one
    would be popped next, so it runs at once."""
    for key, ctx in reversed(fires[1:]):
        st.tasks.append(Fire(key, ctx))
    key, ctx = fires[0]  # not ``*fires[0]``: a star call is a generic, argument-parsing one
    fire_now(st, key, ctx)


def with_target(st: SDState, ctx: Ctx, target: int) -> Ctx:
    """``ctx`` with the chosen ``target`` and the uid of the unit there."""
    tuid = ctx.tuid
    if target >= 0 and target % 8:
        u = st.sides[target // 8].units[target % 8 - 1]
        tuid = u.uid if u is not None else -1
    return make_ctx(ctx.src, ctx.cid, ctx.seat, target, tuid, ctx.subject, ctx.spell, ctx.random,
                    ctx.slot)


def close(st: SDState, task: Close) -> None:
    key = task.key
    n = st.fires.get(key, 0) - 1
    if n <= 0:
        st.fires.pop(key, None)
    else:
        st.fires[key] = n


def run_step(st: SDState, task: Step) -> None:
    step(st, task.key, task.idx, task.ctx)


def step(st: SDState, key: str, idx: int, ctx: Ctx) -> None:
    """Carry out instruction ``idx`` of effect list ``key`` (a ``Step`` task, or one that
    would run next); the next instruction is queued first."""
    plans = st.cat.plan_list(ctx.cid, key)
    if idx + 1 < len(plans):
        st.tasks.append(Step(key, idx + 1, ctx))
    plans[idx].run(st, ctx)


# ---- trigger dispatch ----------------------------------------------------------------
class Observer(NamedTuple):
    """A card on the board that may observe an event."""

    uid: int
    seat: int
    """Its controller."""
    cid: str


def observers(st: SDState) -> list[Observer]:
    """SD-ORDER-5: the field, then each side's units and effect slots, active side first."""
    out: list[Observer] = []
    if st.field is not None:
        out.append(Observer(st.field.uid, st.field.owner, st.field.cid))
    for seat in order_seats(st):
        side = st.sides[seat]
        for u in side.units:
            if u is not None:
                out.append(Observer(u.uid, seat, u.cid))
        for s in side.effects:
            if s is not None:
                out.append(Observer(s.uid, seat, s.cid))
    return out


def heard(st: SDState, event: str) -> bool:
    """Whether some card on the board reacts to ``event``: else ``dispatch`` queues nothing."""
    return hears(st, event)


def dispatch(st: SDState, event: str, player: int, subject: int = -1, ctype: str = "") -> None:
    """Queue every board card reacting to ``event`` (SD-DEC-61), in SD-ORDER-5 order."""
    units, others = st.cat.reacts[event]
    unit_group, other_group = EVENT_GROUPS[event]
    scan_units = st.presence[unit_group] > 0
    scan_others = st.presence[other_group] > 0
    if not (scan_units or scan_others):
        return  # no card on the board reacts to it (the common case)
    tasks: list[Task] = []
    f = st.field
    if f is not None and f.cid in others:
        tasks.append(make_notify(f.uid, event, player, subject, ctype))
    for seat in (st.active, 1 - st.active):
        side = st.sides[seat]
        if scan_units:
            for u in side.units:
                if u is not None and u.cid in units:
                    tasks.append(make_notify(u.uid, event, player, subject, ctype))
        if scan_others:
            for x in side.effects:
                if x is not None and x.cid in others:
                    tasks.append(make_notify(x.uid, event, player, subject, ctype))
    if tasks:
        push_all(st.tasks, tasks)


def run_dispatch(st: SDState, task: Dispatch) -> None:
    dispatch(st, task.event, task.player, task.subject, task.ctype)


Located = tuple[str, int, Any]
"""Where a card on the board is: (``unit``, ``slot`` (an effect slot) or ``field``, its
controller, the ``Unit`` or ``Slotted`` record); a plain tuple like ``Hit``, for speed."""


WHENEVER_KEYS: Final[tuple[str, ...]] = tuple(f"w{i}" for i in range(16))
"""The effect-list keys of a card's "whenever" triggers (``w0``, ``w1``, ...), made once."""


def locate(st: SDState, uid: int) -> Located | None:
    """Where the board card ``uid`` is, or ``None``."""
    f = st.field
    if f is not None and f.uid == uid:
        return "field", f.owner, f
    for seat, side in enumerate(st.sides):
        for u in side.units:
            if u is not None and u.uid == uid:
                return "unit", seat, u
        for s in side.effects:
            if s is not None and s.uid == uid:
                return "slot", seat, s
    return None


def notify(st: SDState, task: Notify) -> None:
    uid, event, player, subject, ctype = task.uid, task.event, task.player, task.subject, \
        task.ctype
    where = locate(st, uid)
    if where is None:
        return
    kind, seat, obj = where
    # narrowed to the record's class: an attribute of an ``Any`` is a generic lookup
    if isinstance(obj, Unit):
        if not active_text(obj):
            return
        cid = obj.cid
    else:
        slotted: Slotted = obj
        cid = slotted.cid
        if kind == "slot" and slotted.kind == "experiment":
            if experiment_matches(st, slotted, event, player):
                reveal_experiment(st, seat, slotted, subject)
            return
    cards = st.cat.cards
    c = cards[cid]
    sub = find_unit(st, subject) if subject >= 0 else None
    fires: list[tuple[str, Ctx]] = []
    for i, w in enumerate(c.whenever):
        if w.event != event:
            continue
        if (w.who == "you" and player != seat) or (w.who == "opponent" and player == seat):
            continue
        if w.other and subject == uid:
            continue
        if w.type and w.type != ctype:
            continue
        if w.tag and (sub is None or w.tag not in cards[sub[2].cid].tags):
            continue
        fires.append((WHENEVER_KEYS[i] if i < len(WHENEVER_KEYS) else f"w{i}",
                      make_ctx(uid, cid, seat, subject=subject, spell=kind == "slot")))
    if fires:
        fire_all(st, fires)


def experiment_matches(st: SDState, s: Slotted, event: str, player: int,
                       ctype: str = "") -> bool:
    """SD-EXP-4/SD-DEC-37: only in the owner's opponent's turn, on its own condition."""
    if st.active == s.owner:
        return False
    c = st.cat.cards[s.cid]
    if c.condition != event:
        return False
    if event in ("hero_damaged", "unit_died"):
        return player == s.owner
    if c.condition_type and c.condition_type != ctype:
        return False
    return player != s.owner


def reveal_experiment(st: SDState, seat: int, s: Slotted, subject: int) -> None:
    """SD-EXP-5..7, SD-INFO-12: reveal, resolve, then the graveyard."""
    side = st.sides[seat]
    put_effect(st, seat, side.effects.index(s), None)
    c = st.cat.cards[s.cid]
    log_card_event(st, "science_duel.exp_reveal", seat, c.id)
    card = Card(s.uid, s.cid, True)
    st.tasks.append(ToGrave(seat, card))
    fire_now(st, "effects", make_ctx(s.uid, s.cid, seat, subject=subject, spell=not c.on_draw))




def branch(st: SDState, ctx: Ctx, path: str, taken: bool, then: tuple[Any, ...],
           otherwise: tuple[Any, ...]) -> None:
    """Resolve the nested list ``then`` (if ``taken``) or ``otherwise`` of the instruction
    at ``path`` next."""
    effs = then if taken else otherwise
    if effs:
        st.tasks.append(Step(f"{path}.{'then' if taken else 'otherwise'}", 0, ctx))


def may(st: SDState, task: May) -> None:
    """An optional part: its controller answers yes or no (SD-ACT-10), then it branches."""
    key, ctx, answer = task.key, task.ctx, task.answer
    if answer < 0:
        st.ask("choose_option", ctx.seat, (0, 1), task)
        return
    path, idx = key.rsplit(".", 1)
    e = st.cat.effect_list(ctx.cid, path)[int(idx)]
    branch(st, ctx, key, answer == 1, *e.nested())
