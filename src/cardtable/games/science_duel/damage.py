"""Damage, healing, stat changes, deaths and the end of the game (SD-DEC-27..35,
SD-LIFESTEAL, SD-WIN).

A damage event (``deal``) hits all its victims at once: Shield absorbs, Poisonous
destroys a damaged unit, Lifesteal heals its controller's hero; then the game may
end at once (SD-DEC-35), heroes' damage is announced, and dead units leave the
board together (``deaths``: graveyards, then Při smrti, then observers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.games.science_duel.board import put_unit
from cardtable.games.science_duel.consequences import (
    HERO_DAMAGE_PARAMS,
    log_heal,
    log_stats,
    log_unit,
    log_unit_damage,
    shown,
    stats,
)
from cardtable.games.science_duel.eventlog import SEAT, log
from cardtable.games.science_duel.model import (
    MAX_LIFE,
    Card,
    Ctx,
    Deaths,
    Missile,
    Unit,
    make_ctx,
    make_dispatch,
    make_missile,
)
from cardtable.games.science_duel.queries import (
    find_unit,
    has_kw,
    order_seats,
    spell_damage,
)
from cardtable.games.science_duel.targets import select, src_unit
from cardtable.games.science_duel.triggers import dispatch, fire_all, heard
from cardtable.kernel.flow import push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


DEATHS: Final = Deaths()
"""The one ``Deaths`` task (it has no fields)."""


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
    cards = st.cat.cards
    for victim, amount, src, poisonous in hits:
        if amount <= 0:
            continue
        if isinstance(victim, Unit):
            if victim.dormant:
                log_unit(st, "science_duel.dormant_unhurt", victim)
                continue
            if victim.shield:
                victim.shield = False  # SD-SHIELD-1/2, SD-DEC-45
                log_unit(st, "science_duel.shield_breaks", victim)
                continue
            before = victim.hp
            victim.hp = after = before - amount
            log_unit_damage(st, victim, amount, before)
            units_hit = True
            if poisonous:
                victim.destroyed = True  # SD-POISON-1, SD-DEC-48 (heroes: no extra effect)
                log_unit(st, "science_duel.poisoned", victim)
        else:
            side = st.sides[victim]
            before = side.life
            side.life = after = before - amount
            log(st, "science_duel.hero_damaged", HERO_DAMAGE_PARAMS,
                (victim, amount, before if before > 0 else 0, after if after > 0 else 0))
            heroes.append(victim)
        # has_kw(st, src, "lifesteal"), inlined: most hits have no such source
        if src is not None and (("lifesteal" in cards[src.cid].keywords and not src.silenced)
                                or "lifesteal" in src.kws):
            where = find_unit(st, src.uid)
            if where is not None:
                heal_to.append((where[0], amount))  # SD-LIFESTEAL-1, SD-DEC-52
    for seat, amount in heal_to:
        side = st.sides[seat]
        before = side.life
        side.life = min(MAX_LIFE, side.life + amount)
        if side.life != before:
            st.log("science_duel.lifesteal", seat=seat, before=shown(before), after=side.life)
    sides = st.sides
    if (sides[0].life <= 0 or sides[1].life <= 0) and check_end(st):
        return
    if heroes and heard(st, "hero_damaged"):
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


def heal_unit(st: SDState, u: Unit, amount: int) -> None:
    """SD-DEC-33: never above the printed health, never lowering it."""
    printed = st.cat.cards[u.cid].health
    before = u.hp
    u.hp = max(u.hp, min(u.hp + amount, printed))
    log_heal(st, u, before)


def heal_hero(st: SDState, seat: int, amount: int) -> None:
    side = st.sides[seat]
    before = side.life
    side.life = min(MAX_LIFE, side.life + amount)  # SD-DEC-34
    log_heal(st, seat, before)


def heal(st: SDState, target: str, tag: str, ctx: Ctx, amount: int) -> None:
    """Heal the selected characters by ``amount`` (what ``ops.HealOp`` runs)."""
    for t in select(st, target, tag, ctx):
        if isinstance(t, Unit):
            heal_unit(st, t, amount)
        else:
            heal_hero(st, t, amount)


def freeze(st: SDState, target: str, tag: str, ctx: Ctx) -> None:
    """Zmrazení (SD-FREEZE-1, SD-DEC-51; what ``ops.FreezeOp`` runs): each selected unit
    not yet frozen misses its controller's next readying; one ready now on the active
    side is readied again when it thaws."""
    for t in select(st, target, tag, ctx):
        if isinstance(t, Unit) and not t.frozen:
            where = find_unit(st, t.uid)
            t.frozen = True
            t.thaw_ready = t.ready and where is not None and where[0] == st.active
            log_unit(st, "science_duel.frozen", t)


def check_end(st: SDState) -> bool:
    """SD-WIN-1..3 / SD-DEC-35: end at once when a hero is at 0 or below."""
    if st.sides[0].life > 0 and st.sides[1].life > 0:
        return False
    dead0, dead1 = st.sides[0].life <= 0, st.sides[1].life <= 0
    st.winner = -1 if dead0 and dead1 else (1 if dead0 else 0)
    st.phase = "over"
    st.tasks.clear()
    st.pending = None
    if st.winner < 0:
        st.log("science_duel.game_draw", winner=st.winner)
    else:
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


def buff(st: SDState, target: str, tag: str, ctx: Ctx, attack: int, health: int,
         until_eot: bool) -> None:
    """+attack/+health on the selected units (SD-TERM-6..8, SD-DEC-32; what ``ops.BuffOp``
    runs); ``until_eot``: the attack change lasts until the end of the turn. A health
    reduction to 0 or below kills (the deaths are checked next)."""
    died = False
    for t in select(st, target, tag, ctx):
        if isinstance(t, Unit):
            before = stats(st, t) if st.recording else (0, 0)  # for the log
            if until_eot:
                t.tmp_atk += attack
            else:
                t.atk += attack
            t.hp += health
            log_stats(st, t, before)
            died = died or t.hp <= 0
    if died:
        st.tasks.append(DEATHS)
