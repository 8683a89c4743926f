"""The resolution mechanics every card relies on (SD-ORDER-7).

Effects resolve like nested function calls, but the call stack is data: the
kernel's task stack (``state.tasks``, typed tasks of ``model.py`` run by
``flow.FLOW``), so that a decision in the middle of resolution (a target, a
slot, a card) can pause it as the kernel's ``Pending`` and resume when the
decider answers, even in the opponent's turn (SD-ACT-12).

This module holds firing effect lists with the loop cap of SD-DEC-72, trigger
dispatch in SD-ORDER-5 order, damage events (SD-DEC-27), deaths (SD-DEC-28)
and the shared event-log entries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.games.science_duel.board import put_effect, put_unit
from cardtable.games.science_duel.model import (
    LOOP_CAP,
    MAX_LIFE,
    Card,
    Close,
    Ctx,
    Deaths,
    Dispatch,
    Fire,
    May,
    Missile,
    Notify,
    Slotted,
    Step,
    ToGrave,
    Unit,
    make_close,
    make_ctx,
    make_dispatch,
    make_missile,
    make_notify,
)
from cardtable.games.science_duel.queries import (
    active_text,
    find_unit,
    has_kw,
    order_seats,
    spell_damage,
)
from cardtable.games.science_duel.targets import select, src_unit, target_options
from cardtable.kernel.events import Event
from cardtable.kernel.flow import Task, push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

DEATHS = Deaths()
"""The one ``Deaths`` task (it has no fields)."""


# ---- the event log -------------------------------------------------------------------
_EVENTS: dict[tuple[Any, ...], Event] = {}
"""Shared log entries: an ``Event`` is immutable, so the same message is built only once
(several are logged per action in random play). Cleared when it grows large."""
_EVENTS_MAX = 200_000
SEAT = ("seat",)
"""Parameter names of the most common log entries."""


def _keep(key: tuple[Any, ...], ev: Event) -> Event:
    if len(_EVENTS) >= _EVENTS_MAX:
        _EVENTS.clear()
    _EVENTS[key] = ev
    return ev


def log(st: SDState, key: str, names: tuple[str, ...], values: tuple[Any, ...],
        cid: str = "") -> None:
    """Log a public event with parameters ``names`` = ``values`` and, given ``cid``, the
    card's name as ``card``: ``st.log(key, **dict(zip(names, values)), card=...)`` with
    identical entries sharing one ``Event``."""
    k = (key, names, values, cid)
    ev = _EVENTS.get(k)
    if ev is None:
        params = dict(zip(names, values, strict=True))
        if cid:
            params["card"] = st.cat.cards[cid].name
        ev = _keep(k, Event(key, params))
    st.events.append(ev)


def log_secret(st: SDState, seat: int, key: str, cid: str, hidden_key: str) -> None:
    """Log ``key`` naming card ``cid`` for ``seat`` only; the others see ``hidden_key``:
    ``st.log_private([seat], key, {"seat": seat, "card": ...}, hidden_key, {"seat": seat})``
    with shared entries like ``log``."""
    k = (key, seat, cid, hidden_key)
    ev = _EVENTS.get(k)
    if ev is None:
        ev = _keep(k, Event.private(key, {"seat": seat, "card": st.cat.cards[cid].name}, (seat,),
                                    hidden_key, {"seat": seat}))
    st.events.append(ev)


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
    effs = cat.effect_list(cid, key)
    if not effs:
        return
    fkey = f"{ctx.src}:{key}"
    open_now = st.fires.get(fkey, 0)
    if open_now >= LOOP_CAP:
        return  # SD-DEC-72: a 14th nested firing of the same effect is skipped
    if ctx.target == -1 and cat.chosen_in(cid, key, effs):
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
    step(st, key, 0, ctx)  # the first instruction is next anyway


def fire_all(st: SDState, fires: list[tuple[str, Ctx]]) -> None:
    """Queue the firings ``fires`` (first runs first) on top of the stack; the first one
    would be popped next, so it runs at once."""
    for key, ctx in reversed(fires[1:]):
        st.tasks.append(Fire(key, ctx))
    fire_now(st, *fires[0])


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
    effs = st.cat.effect_list(ctx.cid, key)
    if idx + 1 < len(effs):
        st.tasks.append(Step(key, idx + 1, ctx))
    effs[idx].run(st, ctx)


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
    return not st.census.keys().isdisjoint(st.cat.hearers[event])


def dispatch(st: SDState, event: str, player: int, subject: int = -1, ctype: str = "") -> None:
    """Queue every board card reacting to ``event`` (SD-DEC-61), in SD-ORDER-5 order."""
    units, others = st.cat.reacts[event]
    on_board = st.census.keys()  # as in board.any_on_board
    scan_units = not on_board.isdisjoint(units)
    scan_others = not on_board.isdisjoint(others)
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
    if kind == "unit" and not active_text(obj):
        return
    cards = st.cat.cards
    c = cards[obj.cid]
    if kind == "slot" and obj.kind == "experiment":
        if experiment_matches(st, obj, event, player):
            reveal_experiment(st, seat, obj, subject)
        return
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
        fires.append((f"w{i}", make_ctx(uid, obj.cid, seat, subject=subject,
                                        spell=kind == "slot")))
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
    st.log("science_duel.exp_reveal", seat=seat, card=c.name)
    card = Card(s.uid, s.cid, True)
    st.tasks.append(ToGrave(seat, card))
    fire_now(st, "effects", make_ctx(s.uid, s.cid, seat, subject=subject, spell=not c.on_draw))


# ---- damage, healing, deaths, game end -------------------------------------------------
Hit = tuple[Unit | int, int, Unit | None, bool]
"""One part of a damage event: (victim: a unit or a hero's seat, amount, source unit or
None, whether the source is Poisonous). A plain tuple, not a named record: every attack
and damage builds and unpacks these, and a ``NamedTuple`` (a tuple subclass: a Python
``__new__``, no specialised unpacking) measured about 1% more instructions per action
in random play.

The source unit is kept for Lifesteal (a unit keyword, SD-DEC-52); Poisonous is a flag
because any card can have it, a spell or a field as well as a unit (SD-DEC-48)."""


def deal(st: SDState, hits: list[Hit]) -> None:
    """One damage event (SD-DEC-27): all at once, then Lifesteal, the end check, deaths.

    Deaths are collected only if a unit took damage: every other way a unit dies queues
    its own ``deaths`` task at once, so no dead unit is left on the board otherwise."""
    heroes: list[int] = []
    heal_to: list[tuple[int, int]] = []
    units_hit = False
    for victim, amount, src, poisonous in hits:
        if amount <= 0:
            continue
        if isinstance(victim, Unit):
            if victim.dormant:
                continue
            if victim.shield:
                victim.shield = False  # SD-SHIELD-1/2, SD-DEC-45
                continue
            victim.hp -= amount
            units_hit = True
            if poisonous:
                victim.destroyed = True  # SD-POISON-1, SD-DEC-48 (heroes: no extra effect)
        else:
            st.sides[victim].life -= amount
            heroes.append(victim)
        if src is not None and has_kw(st, src, "lifesteal"):
            where = find_unit(st, src.uid)
            if where is not None:
                heal_to.append((where[0], amount))  # SD-LIFESTEAL-1, SD-DEC-52
    for seat, amount in heal_to:
        side = st.sides[seat]
        side.life = min(MAX_LIFE, side.life + amount)
    if check_end(st):
        return
    for seat in heroes:
        dispatch(st, "hero_damaged", seat)
    if units_hit:
        st.tasks.append(DEATHS)


def damage(st: SDState, amount: int, target: str, tag: str, ctx: Ctx) -> None:
    """Deal ``amount`` (plus spell damage for a spell's text) to the characters ``target``
    (narrowed by ``tag``) selects, as one damage event (SD-DEC-27).

    The source is Poisonous (SD-POISON-1, SD-DEC-48) if it is a unit on the board with the
    keyword, or otherwise if its card prints it: a spell, an experiment, a field, an ability,
    or a unit whose text resolves while it is off the board (Při zahrání, Při smrti).
    """
    if ctx.spell:
        amount += spell_damage(st, ctx.seat)
    card = st.cat.cards[ctx.cid]
    src = src_unit(st, ctx) if card.type == "unit" else None
    targets = select(st, target, tag, ctx)
    if targets:
        poisonous = has_kw(st, src, "poisonous") if src is not None else \
            "poisonous" in card.keywords
        deal(st, [(t, amount, src, poisonous) for t in targets])


def missile(st: SDState, task: Missile) -> None:
    """One hit of split damage; the rest are queued first, each picks its own target."""
    ctx = task.ctx
    if task.left > 1:
        st.tasks.append(make_missile(task.left - 1, task.amount, task.target, task.tag,
                                make_ctx(ctx.src, ctx.cid, ctx.seat, spell=ctx.spell)))
    damage(st, task.amount, task.target, task.tag, ctx)


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


def heal_unit(st: SDState, u: Unit, amount: int) -> None:
    """SD-DEC-33: never above the printed health, never lowering it."""
    printed = st.cat.cards[u.cid].health
    u.hp = max(u.hp, min(u.hp + amount, printed))


def heal_hero(st: SDState, seat: int, amount: int) -> None:
    side = st.sides[seat]
    side.life = min(MAX_LIFE, side.life + amount)  # SD-DEC-34


def check_end(st: SDState) -> bool:
    """SD-WIN-1..3 / SD-DEC-35: end at once when a hero is at 0 or below."""
    if st.sides[0].life > 0 and st.sides[1].life > 0:
        return False
    dead = [s.life <= 0 for s in st.sides]
    st.winner = -1 if all(dead) else (1 if dead[0] else 0)
    st.phase = "over"
    st.tasks.clear()
    st.pending = None
    st.log("science_duel.game_over", winner=st.winner)
    return True


def deaths(st: SDState, task: Deaths) -> None:
    """SD-DEC-28: all dead units to graveyards, then their Při smrti, then observers."""
    dead: list[tuple[int, Unit]] = []
    for seat in order_seats(st):
        units = st.sides[seat].units
        for i, u in enumerate(units):
            if u is not None and (u.hp <= 0 or u.destroyed):
                put_unit(st, seat, i, None)
                dead.append((seat, u))
    if not dead:
        return
    for seat, u in dead:
        st.sides[u.owner].grave.append(Card(u.uid, u.cid, True))  # SD-DEC-30
        log(st, "science_duel.dies", SEAT, (seat,), u.cid)
    cards = st.cat.cards
    fires = [("on_death", make_ctx(u.uid, u.cid, seat)) for seat, u in dead
             if not u.silenced and cards[u.cid].on_death]
    if fires or heard(st, "unit_died"):
        # without Při smrti texts and without a board card that hears deaths, these
        # dispatches would run next, one after the other, and find nobody: skipped
        push_all(st.tasks, [make_dispatch("unit_died", seat, u.uid, "") for seat, u in dead])
    if fires:
        fire_all(st, fires)
