"""Damage and destruction (HC-DAMAGE-*, HC-DEC-46..49, HC-DEC-62, HC-DEC-67..69,
HC-DEC-86, HC-VERB-2/8/9).

One damage event takes a snapshot, applies Survivor, marks minions from the top
down and destroys the marked ones at once. Destroyed minions wait in ``limbo``
while ``Fate`` tasks settle where each goes (graveyard, Regenerator, Martyr,
Soulbound), in turn order of their owners from the active player and from top
to bottom within one abomination (HC-DEC-46).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import triggers
from cardtable.games.hecatomb.model import NONE, Fate
from cardtable.games.hecatomb.values import keywords, strengths
from cardtable.kernel.flow import push_all
from cardtable.kernel.turns import seats_from

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def fighting(st: Table, aid: int) -> bool:
    """Whether it blocks or is blocked in the current combat (Survivor works)."""
    c = st.combat
    if c is None or aid in c.out:
        return False
    return aid in c.blocked or any(b == aid for b, _ in c.blocks)


def survivor_left(st: Table, aid: int, damage_step: bool) -> int:
    """What is left of the abomination's Survivor in this combat (HC-DEC-62)."""
    c = st.combat
    ab = st.abom(aid)
    if c is None or ab is None or not fighting(st, aid):
        return 0
    if damage_step and aid in c.top_lost:
        return 0
    value = keywords(st, ab).get("survivor", 0)
    total = value if isinstance(value, int) else 0
    used = next((u for a, u in c.survivor_used if a == aid), 0)
    return max(0, total - int(used))


def _use_survivor(st: Table, aid: int, n: int) -> None:
    c = st.combat
    assert c is not None
    for pair in c.survivor_used:
        if pair[0] == aid:
            pair[1] += n
            return
    c.survivor_used.append([aid, n])


def marked_by(st: Table, aid: int, d: int, damage_step: bool = False,
              snapshot: list[int] | None = None) -> list[int]:
    """The minions a damage event of ``d`` destroys, top first (HC-DEC-47/48), using up
    Survivor as it goes."""
    ab = st.abom(aid)
    if ab is None:
        return []
    snap = strengths(st, ab) if snapshot is None else snapshot
    s_left = survivor_left(st, aid, damage_step)
    if s_left:
        used = min(s_left, d)
        _use_survivor(st, aid, used)
        if d <= s_left:
            st.log("hecatomb.survivor", seat=ab.seat, card=st.name(ab.minions[-1]), n=d)
            return []
        d -= s_left
    marked: list[int] = []
    for i in range(len(ab.minions) - 1, -1, -1):
        if d >= snap[i]:
            marked.append(ab.minions[i])
            d -= snap[i]
        else:
            break
    return marked


def _note_top_lost(st: Table, ab_aid: int) -> None:
    """The top minion of a blocking or blocked abomination is destroyed before the
    damage step (by damage, a destroy effect or a sacrifice): its Survivor counts 0 in
    that step (HC-DEC-62)."""
    c = st.combat
    if c is None or c.step == "damage" or not fighting(st, ab_aid):
        return
    if ab_aid not in c.top_lost:
        c.top_lost.append(ab_aid)


def deal(st: Table, aid: int, d: int, source_seat: int) -> None:
    """Damage from an ability: applied like combat damage (HC-DEC-86)."""
    ab = st.abom(aid)
    if ab is None:
        return
    st.log("hecatomb.damaged", seat=ab.seat, card=st.name(ab.minions[-1]), n=d)
    destroy_minions(st, marked_by(st, aid, d), combat_damage=True)


def destroy_minions(st: Table, uids: list[int], combat_damage: bool,
                    sacrifice: bool = False) -> None:
    """Destroy minions at once (given top first within an abomination); where each goes
    is settled by ``Fate`` tasks in the order of HC-DEC-46."""
    entries: list[tuple[int, int]] = []
    for uid in uids:
        ab = st.abom_of(uid)
        if ab is None:
            continue
        origin = ab.aid
        if ab.minions[-1] == uid:
            _note_top_lost(st, origin)
        st.take_from_play(uid)
        st.limbo.append(uid)
        entries.append((uid, origin))
    if not entries:
        return
    order = seats_from(st.active, st.num_players)
    entries.sort(key=lambda e: order.index(st.owner[e[0]]))
    st.log("hecatomb.destroyed", cards=[st.name(u) for u, _ in entries])
    triggers.fire_destroyed(st, [u for u, _ in entries])
    push_all(st.tasks, [Fate(uid, st.owner[uid], origin, combat_damage and not sacrifice)
                        if not sacrifice else Fate(uid, st.owner[uid], NONE, False)
                        for uid, origin in entries])
    if sacrifice:
        # a sacrifice bypasses every replacement (HC-VERB-9): the Fate tasks go
        # straight to the graveyard
        for uid, _ in entries:
            st.limbo.remove(uid)
            st.to_grave(uid)
        del st.tasks[len(st.tasks) - len(entries):]


def destroy_card(st: Table, uid: int) -> None:
    """Destroy a relic, god or mana card: to its owner's graveyard (HC-VERB-2)."""
    where = st.where(uid)
    if where == "play":
        if st.abom_of(uid) is not None:
            destroy_minions(st, [uid], combat_damage=False)
            return
        st.take_from_play(uid)
    elif where == "mana":
        st.take_from_mana(uid)
    else:
        return
    st.to_grave(uid)
    st.log("hecatomb.destroyed", cards=[st.name(uid)])


def sacrifice(st: Table, uid: int) -> None:
    """Your own card to the graveyard; no replacement applies (HC-VERB-8/9)."""
    if st.abom_of(uid) is not None:
        destroy_minions(st, [uid], combat_damage=False, sacrifice=True)
        return
    destroy_card(st, uid)
