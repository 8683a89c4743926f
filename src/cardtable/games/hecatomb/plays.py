"""Playing cards and carrying out effects (HC-DEC-23..26, HC-PLAY-*, HC-FATE-*,
HC-RELIC-*, HC-GOD-*, HC-COND-*, HC-TAP-*).

``play_options`` lists what a seat may play now (main phase or combat window);
``start_play`` begins the procedure of HC-DEC-23, which the flow's tasks go on
with: targets of a fate, payment, then ``resolve``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import board, mana, triggers
from cardtable.games.hecatomb.model import (
    MAX_X,
    NONE,
    DrainTriggers,
    MayDo,
    Ops,
    Pay,
    Resolve,
    Targets,
    ToGrave,
)
from cardtable.games.hecatomb.targets import candidates
from cardtable.games.hecatomb.values import can_receive, cost, minion_keyword
from cardtable.kernel.flow import push

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def targets_exist(st: Table, seat: int, effect: int, uid: int, aid: int) -> bool:
    """Every target phrase that is not "up to" has a legal object (HC-DEC-24)."""
    info = st.cat.effects[effect]
    doom = st.cat.doom[info.card]
    return all(p.up_to or candidates(st, seat, p, uid, aid, doom)
               for p in info.effect.targets)


def play_options(st: Table, seat: int, combat_only: bool) -> list[tuple[int, int, int]]:
    """(hand index, abomination index or NONE, x) for every legal play (HC-ACT-3)."""
    cat = st.cat
    avail = mana.available(st, seat)
    total = sum(avail)
    out: list[tuple[int, int, int]] = []
    receivers: list[int] | None = None
    for h, uid in enumerate(st.hand[seat]):
        ci = st.card[uid]
        if combat_only and not cat.combat[ci]:
            continue
        doom = cat.doom[ci]
        kind = cat.ctype[ci]
        raw = cost(st, seat, uid, 0, floor=False)
        if max(0, raw) > total:
            continue
        if kind == "fate" and not targets_exist(st, seat, cat.fate[ci], uid, NONE):
            continue
        onto: list[int] = []
        if kind == "minion" and not minion_keyword(st, uid, "host"):
            if receivers is None:
                receivers = [i for i, ab in enumerate(st.aboms[seat]) if can_receive(st, ab)]
            onto = receivers
        for x in range(MAX_X + 1) if cat.cost_x[ci] else range(1):
            c = max(0, raw + x)
            if c > total:
                break
            if c >= 1 and avail[doom] < 1:
                break
            out.append((h, NONE, x))
            out.extend((h, i, x) for i in onto)
    return out


def start_play(st: Table, seat: int, uid: int, onto: int, x: int) -> None:
    """Step 2 of HC-DEC-23: a fate's targets first, then the payment. The card is
    announced (step 1), so everyone knows it from now on (HC-INFO-10)."""
    cat = st.cat
    if uid not in st.known:
        st.known.append(uid)
    ci = st.card[uid]
    if cat.ctype[ci] == "fate" and cat.effects[cat.fate[ci]].effect.targets:
        st.tasks.append(Targets(seat, uid, NONE, cat.fate[ci], x, 0, (), (uid, onto)))
        return
    st.tasks.append(Pay(seat, uid, onto, x, ()))


def pay_options(st: Table, seat: int, uid: int, x: int) -> tuple[tuple[int, int, int, int], ...]:
    c = cost(st, seat, uid, x)
    return mana.payments(mana.available(st, seat), c, st.cat.doom[st.card[uid]])


def begin_effect(st: Table, seat: int, uid: int, aid: int, effect: int, x: int) -> None:
    """Start an ability's effect: "may" first, then targets chosen as it happens, then
    its steps (HC-DEC-25)."""
    info = st.cat.effects[effect]
    if info.effect.may:
        st.tasks.append(MayDo(seat, uid, aid, effect, x, (), 0))
    elif info.effect.targets:
        st.tasks.append(Targets(seat, uid, aid, effect, x, 0, ()))
    else:
        st.tasks.append(Ops(seat, uid, aid, effect, x, ()))


def resolve(st: Table, item: Resolve) -> None:
    """Step 4 of HC-DEC-23, then the triggers of the play (step 5)."""
    cat = st.cat
    seat, uid = item.seat, item.uid
    ci = st.card[uid]
    kind = cat.ctype[ci]
    st.take_from_hand(uid)
    st.log("hecatomb.played", seat=seat, card=st.name(uid))
    own: list[tuple[int, int]] = []  # (effect, aid) the card's own ability
    if kind == "minion":
        below = board.place_minion(st, uid, item.onto)
        if below != NONE and cat.cond_kind[ci] == "one_time":
            if cat.cond_doom[ci] in cat.triggers[st.card[below]]:
                ab = st.abom_of(uid)
                own.append((cat.summon[ci], NONE if ab is None else ab.aid))
                st.log("hecatomb.summon", seat=seat, card=st.name(uid))
            else:
                st.log("hecatomb.no_summon", seat=seat, card=st.name(uid))
    elif kind == "fate":
        st.limbo.append(uid)
        st.tasks.append(DrainTriggers())
        triggers.fire_play(st, seat, uid)
        effect = cat.fate[ci]
        if cat.effects[effect].effect.may:  # "you may" asks first (HC-ACT-18)
            push(st.tasks, MayDo(seat, uid, NONE, effect, item.x, item.targets, 0), ToGrave(uid))
        else:
            push(st.tasks, Ops(seat, uid, NONE, effect, item.x, item.targets), ToGrave(uid))
        return
    elif kind == "relic":
        st.relics[seat].append(uid)
        st.play_changed()
    else:
        old = st.god[seat]
        st.god[seat] = uid
        st.play_changed()
        if old != NONE:
            st.to_grave(old)
            st.log("hecatomb.god_replaced", seat=seat, card=st.name(old))
        own.append((cat.enter[ci], NONE))
    triggers.fire_play(st, seat, uid)
    st.tasks.append(DrainTriggers())
    for effect, aid in reversed(own):
        begin_effect(st, seat, uid, aid, effect, item.x)


def tap_options(st: Table, seat: int) -> list[tuple[int, int]]:
    """(abomination index, minion position) of every usable tap ability (HC-TAP-1..3,
    HC-DEC-25, HC-DEC-55)."""
    cat = st.cat
    out: list[tuple[int, int]] = []
    for i, ab in enumerate(st.aboms[seat]):
        if ab.tapped:
            continue
        for pos, uid in enumerate(ab.minions):
            number = cat.tap_number[st.card[uid]]
            if number and len(ab.minions) >= number and targets_exist(
                    st, seat, cat.tap[st.card[uid]], uid, ab.aid):
                out.append((i, pos))
    return out


def use_tap(st: Table, seat: int, index: int, pos: int) -> None:
    ab = st.aboms[seat][index]
    uid = ab.minions[pos]
    ab.tapped = True
    st.log("hecatomb.tap_ability", seat=seat, card=st.name(uid))
    st.tasks.append(DrainTriggers())
    begin_effect(st, seat, uid, ab.aid, st.cat.tap[st.card[uid]], 0)
