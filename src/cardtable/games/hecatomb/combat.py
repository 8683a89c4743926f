"""Combat: one attack from declaring attackers to the end (HC-ATTACK-*, HC-BLOCK-*,
HC-REAP-*, HC-DEC-50..65), with Hunter, Evader, Rager, Reaper, Ripper, Survivor.

Every step is a task; a step with nothing to do passes at once. When no attacker
is left in combat the remaining steps do nothing and the combat ends
(HC-DEC-50). The handlers here are wired to task types in ``flow.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import damage, mana, plays, triggers
from cardtable.games.hecatomb.model import (
    NONE,
    ApplyDamage,
    Blocks,
    Combat,
    CombatDamage,
    DeclareAttackers,
    DrainTriggers,
    EndCombat,
    Hunts,
    Main,
    Reap,
    Rip,
    Window,
)
from cardtable.games.hecatomb.values import can_attack, dooms, keywords, strengths
from cardtable.kernel import Action
from cardtable.kernel.flow import push

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


# ---- who is in ----------------------------------------------------------------------
def leave_check(st: Table) -> None:
    """An attacker or blocker with fewer than 2 minions leaves the combat for good
    (HC-ATTACK-11, HC-DEC-57)."""
    c = st.combat
    if c is None:
        return
    for aid in [*c.attackers, *(b for b, _ in c.blocks)]:
        if aid in c.out:
            continue
        ab = st.abom(aid)
        if ab is None or len(ab.minions) < 2:
            c.out.append(aid)
            st.log("hecatomb.left_combat", seat=c.attacker if aid in c.attackers
                   else c.defender)


def over(st: Table) -> bool:
    """No attacker is left in combat: the remaining steps are skipped (HC-DEC-50)."""
    c = st.combat
    return c is None or all(a in c.out for a in c.attackers)


def attack_seats(st: Table, seat: int) -> list[int]:
    """Opponents ``seat`` may attack now (HC-DEC-51/52)."""
    if st.combat is not None or not any(can_attack(st, ab) for ab in st.aboms[seat]):
        return []
    return [s for s in range(st.num_players) if s != seat]


def attack(st: Table, seat: int, defender: int) -> None:
    """Step 1 of HC-DEC-50: the pool empties and the combat begins."""
    mana.empty_pool(st)
    st.combat = Combat(seat, defender)
    st.log("hecatomb.attack", seat=seat, defender=defender)
    push(st.tasks, DeclareAttackers(seat), EndCombat(), Main(seat))


# ---- declaring attackers (HC-DEC-50 step 2, HC-DEC-51) --------------------------------
def attacker_options(st: Table, seat: int) -> list[int]:
    """Indexes of ``seat``'s abominations that may still be added."""
    return [i for i, ab in enumerate(st.aboms[seat]) if can_attack(st, ab)]


def declare(st: Table, item: DeclareAttackers) -> None:
    st.ask("declare_attackers", item.seat, (), item)


def resume_declare(st: Table, item: DeclareAttackers, action: Action) -> None:
    c = st.combat
    assert c is not None
    if action.kind == "add_attacker":
        ab = st.aboms[item.seat][action.int_arg("abom")]
        c.attackers.append(ab.aid)
        st.tasks.append(DeclareAttackers(item.seat))
        return
    # confirm: tap them all at once; Rager starts; "when it attacks" fires
    for aid in c.attackers:
        attacker = st.abom(aid)
        assert attacker is not None
        attacker.tapped = True
    st.log("hecatomb.attackers", seat=item.seat,
           cards=[st.name(st.abom(a).minions[-1]) for a in c.attackers])  # type: ignore[union-attr]
    triggers.fire_abom(st, "attack", list(c.attackers))
    push(st.tasks, DrainTriggers(), Hunts(0), Window(c.attacker, "a1"),
         Window(c.defender, "d1"), Blocks(), Window(c.attacker, "a2"), Window(c.defender, "d2"),
         Reap(), CombatDamage())


# ---- Hunter (HC-DEC-64) -------------------------------------------------------------
def hunters(st: Table) -> list[int]:
    c = st.combat
    assert c is not None
    out: list[int] = []
    for aid in c.attackers:
        ab = st.abom(aid)
        if ab is not None and aid not in c.out and keywords(st, ab).get("hunter"):
            out.append(aid)
    return out


def evader_bars(st: Table, attacker: int, blocker: int) -> bool:
    """Evader of a doom bars blockers with a minion of that doom (HC-DEC-65)."""
    a = st.abom(attacker)
    b = st.abom(blocker)
    if a is None or b is None:
        return True
    ev = keywords(st, a).get("evader")
    return isinstance(ev, (set, frozenset)) and bool(ev & dooms(st, b))


def hunt_options(st: Table, hunter: int) -> list[int]:
    c = st.combat
    assert c is not None
    chosen = {h[1] for h in c.hunts}
    return [ab.aid for ab in st.aboms[c.defender]
            if len(ab.minions) >= 2 and ab.aid not in chosen
            and not evader_bars(st, hunter, ab.aid)]


def hunts(st: Table, item: Hunts) -> None:
    if over(st):
        return
    found = hunters(st)
    if item.index >= len(found):
        return
    hunter = found[item.index]
    if hunt_options(st, hunter):
        c = st.combat
        assert c is not None
        st.ask("hunt", c.attacker, (), item)
    else:
        st.tasks.append(Hunts(item.index + 1))


def resume_hunt(st: Table, item: Hunts, action: Action) -> None:
    c = st.combat
    assert c is not None
    choice = action.int_arg("choice")
    hunter = hunters(st)[item.index]
    if choice != NONE:
        c.hunts.append([hunter, choice])
        prey = st.abom(choice)
        assert prey is not None
        prey.tapped = False
        st.log("hecatomb.hunted", seat=c.attacker, card=st.name(prey.minions[-1]))
    st.tasks.append(Hunts(item.index + 1))


# ---- windows (HC-DEC-53) --------------------------------------------------------------
def window_open(st: Table, seat: int) -> bool:
    """A window is skipped when its owner has no hand card and no usable tap ability:
    public facts (HC-DEC-53, HC-INFO-15)."""
    return bool(st.hand[seat]) or bool(plays.tap_options(st, seat))


def window(st: Table, item: Window) -> None:
    c = st.combat
    if over(st) or c is None or item.name in c.closed:
        return
    if not window_open(st, item.seat):
        c.closed.append(item.name)
        return
    c.step = item.name
    st.ask("window", item.seat, (), item)


def resume_window(st: Table, item: Window, action: Action) -> None:
    c = st.combat
    assert c is not None
    if action.kind == "pass":
        c.closed.append(item.name)
        st.log("hecatomb.passed", seat=item.seat)
        return
    st.tasks.append(Window(item.seat, item.name))
    if action.kind == "use_tap":
        plays.use_tap(st, item.seat, action.int_arg("abom"), action.int_arg("pos"))
        return
    uid = st.hand[item.seat][action.int_arg("hand")]
    onto = (st.aboms[item.seat][action.int_arg("abom")].aid if action.kind == "play_onto"
            else NONE)
    plays.start_play(st, item.seat, uid, onto, action.int_arg("x"))


# ---- blocks (HC-DEC-56) ----------------------------------------------------------------
def legal_blocker(st: Table, aid: int) -> bool:
    c = st.combat
    ab = st.abom(aid)
    if c is None or ab is None or ab.seat != c.defender:
        return False
    return (not ab.tapped and len(ab.minions) >= 2 and aid not in c.out
            and all(b != aid for b, _ in c.blocks))


def open_attackers(st: Table) -> list[int]:
    c = st.combat
    assert c is not None
    return [a for a in c.attackers if a not in c.out and a not in c.blocked]


def block_pairs(st: Table) -> list[tuple[int, int]]:
    """(blocker index, attacker index) pairs the defender may declare."""
    c = st.combat
    assert c is not None
    out: list[tuple[int, int]] = []
    att_index = {ab.aid: i for i, ab in enumerate(st.aboms[c.attacker])}
    for bi, ab in enumerate(st.aboms[c.defender]):
        if not legal_blocker(st, ab.aid):
            continue
        for a in open_attackers(st):
            if not evader_bars(st, a, ab.aid):
                out.append((bi, att_index[a]))
    return out


def _block(st: Table, blocker: int, attacker: int) -> None:
    c = st.combat
    assert c is not None
    c.blocks.append([blocker, attacker])
    c.blocked.append(attacker)
    b = st.abom(blocker)
    a = st.abom(attacker)
    assert a is not None and b is not None
    st.log("hecatomb.blocked", seat=c.defender, card=st.name(b.minions[-1]),
           attacker=st.name(a.minions[-1]))


def blocks(st: Table, item: Blocks) -> None:
    c = st.combat
    if over(st) or c is None:
        return
    if c.step != "blocks":
        c.step = "blocks"
        for hunter, prey in c.hunts:
            if (hunter in open_attackers(st) and legal_blocker(st, prey)
                    and not evader_bars(st, hunter, prey)):
                _block(st, prey, hunter)
    if block_pairs(st):
        st.ask("block", c.defender, (), item)
    else:
        _end_blocks(st)


def _end_blocks(st: Table) -> None:
    c = st.combat
    assert c is not None
    c.step = "blocked"
    triggers.fire_abom(st, "block", [b for b, _ in c.blocks])
    st.tasks.append(DrainTriggers())


def resume_block(st: Table, item: Blocks, action: Action) -> None:
    c = st.combat
    assert c is not None
    if action.kind == "done_blocking":
        _end_blocks(st)
        return
    blocker = st.aboms[c.defender][action.int_arg("blocker")].aid
    attacker = st.aboms[c.attacker][action.int_arg("attacker")].aid
    _block(st, blocker, attacker)
    st.tasks.append(Blocks())


# ---- reaping (HC-DEC-59) -------------------------------------------------------------
def reap(st: Table, item: Reap) -> None:
    c = st.combat
    if over(st) or c is None:
        return
    unblocked = [a for a in c.attackers if a not in c.out and a not in c.blocked]
    if c.step != "reap":
        c.step = "reap"
        triggers.fire_abom(st, "unblocked", unblocked)
        push(st.tasks, DrainTriggers(), Reap())
        return
    for aid in unblocked:
        ab = st.abom(aid)
        if ab is None or aid in c.out or st.result is not None:
            continue
        n = len(ab.minions) + int(keywords(st, ab).get("reaper", 0))  # type: ignore[call-overload]
        st.steal_souls(c.attacker, c.defender, n)


# ---- combat damage (HC-DEC-60, HC-DEC-63) ---------------------------------------------
def combat_damage(st: Table, item: CombatDamage) -> None:
    c = st.combat
    if over(st) or c is None or st.result is not None:
        return
    c.step = "damage"
    c.damage = []
    c.snap = []
    c.kills = []
    pairs = [(b, a) for b, a in c.blocks if a not in c.out and b not in c.out]
    involved = {x for pair in pairs for x in pair}
    for aid in sorted(involved):
        ab = st.abom(aid)
        assert ab is not None
        c.snap.append([aid, *strengths(st, ab)])
    rips: list[Rip] = []
    ordered = [(a, b) for b, a in pairs] + [(b, a) for b, a in pairs]
    # attackers' damage in declaration order first, then blockers' (HC-DEC-60)
    ordered.sort(key=lambda p: (0 if p[0] in c.attackers else 1,
                                c.attackers.index(p[0]) if p[0] in c.attackers
                                else c.attackers.index(p[1])))
    for dealer, victim in ordered:
        amount = sum(snapshot(st, dealer))
        ab = st.abom(dealer)
        assert ab is not None
        if keywords(st, ab).get("ripper"):
            rips.append(Rip(ab.seat, dealer, victim, amount, ()))
        else:
            c.damage.append([dealer, victim, amount])
    push(st.tasks, *rips, ApplyDamage((), (), ()))


def snapshot(st: Table, aid: int) -> list[int]:
    c = st.combat
    assert c is not None
    for row in c.snap:
        if row[0] == aid:
            return row[1:]
    ab = st.abom(aid)
    return strengths(st, ab) if ab is not None else []


def rip_options(st: Table, item: Rip) -> list[int]:
    """Minions of the opposing abomination the Ripper can still kill (HC-DEC-63)."""
    victim = st.abom(item.victim)
    if victim is None:
        return []
    snap = snapshot(st, item.victim)
    top = victim.minions[-1]
    out: list[int] = []
    for i, uid in enumerate(victim.minions):
        if uid in item.picked:
            continue
        threshold = snap[i] + (damage.survivor_left(st, item.victim, True) if uid == top else 0)
        if threshold <= item.left:
            out.append(uid)
    return out


def rip(st: Table, item: Rip) -> None:
    st.ask("ripper", item.seat, (), item)


def resume_rip(st: Table, item: Rip, action: Action) -> None:
    c = st.combat
    assert c is not None
    if action.kind == "ripper_done":
        # only the picked minions die; the damage left is lost, so no damage event
        # follows (an amount of 0 would destroy an unpicked 0-strength top minion)
        c.kills.extend(item.picked)
        c.damage.append([item.dealer, item.victim, -1])
        return
    uid = action.int_arg("choice")
    victim = st.abom(item.victim)
    assert victim is not None
    i = victim.minions.index(uid)
    threshold = snapshot(st, item.victim)[i] + (
        damage.survivor_left(st, item.victim, True) if uid == victim.minions[-1] else 0)
    st.tasks.append(Rip(item.seat, item.dealer, item.victim, item.left - threshold,
                        (*item.picked, uid)))


def apply_damage(st: Table, item: ApplyDamage) -> None:
    """Every damage event of the step at once, from the snapshot (HC-DEC-60)."""
    c = st.combat
    if c is None or st.result is not None:
        return
    destroyed: list[int] = list(c.kills)
    dealers: list[int] = []
    for dealer, victim, amount in c.damage:
        dealers.append(dealer)
        if amount < 0:
            continue
        destroyed.extend(u for u in damage.marked_by(st, victim, amount, True,
                                                     snapshot(st, victim))
                         if u not in destroyed)
    st.log("hecatomb.combat_damage")
    triggers.fire_abom(st, "combat_damage", sorted(set(dealers), key=dealers.index))
    st.tasks.append(DrainTriggers())
    damage.destroy_minions(st, destroyed, combat_damage=True)


def end_combat(st: Table, item: EndCombat) -> None:
    """Step 10: Rager stops, roles clear, the pool empties (HC-DEC-50)."""
    if st.combat is None:
        return
    st.combat = None
    mana.empty_pool(st)
    st.log("hecatomb.combat_over")
