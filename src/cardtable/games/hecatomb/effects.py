"""The tasks that carry out effects: targets, payment, resolution, steps, "may",
mana of a chosen doom, discards, picks from a zone, placements, the waiting
triggered abilities and a fate's way to the graveyard (HC-DEC-23..28,
HC-DEC-41, HC-DEC-74..76, HC-DEC-87). ``flow.py`` wires them to task types."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import board, combat, damage, mana, plays
from cardtable.games.hecatomb.model import (
    NONE,
    ChooseDoom,
    Discard,
    DrainTriggers,
    MayDo,
    Ops,
    Pay,
    PickCard,
    Place,
    Resolve,
    Targets,
    ToGrave,
    Waiting,
)
from cardtable.games.hecatomb.opbase import Ctx
from cardtable.games.hecatomb.statics import CostModifier
from cardtable.games.hecatomb.targets import candidates
from cardtable.games.hecatomb.values import can_receive, minion_keyword
from cardtable.kernel import Action
from cardtable.kernel.simultaneous import next_group, take

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


# ---- targets (HC-DEC-24/25) -------------------------------------------------------------
def target_options(st: Table, item: Targets) -> list[int]:
    info = st.cat.effects[item.effect]
    phrase = info.effect.targets[item.phrase]
    mine = item.chosen[item.phrase] if len(item.chosen) > item.phrase else ()
    return [c for c in candidates(st, item.seat, phrase, item.uid, item.aid,
                                  st.cat.doom[info.card]) if c not in mine]


def _next_phrase(item: Targets) -> Targets:
    chosen = item.chosen + ((),) * (item.phrase + 1 - len(item.chosen))
    return Targets(item.seat, item.uid, item.aid, item.effect, item.x, item.phrase + 1,
                   chosen, item.play)


def targets(st: Table, item: Targets) -> None:
    effect = st.cat.effects[item.effect].effect
    if item.phrase >= len(effect.targets):
        chosen = item.chosen + ((),) * (len(effect.targets) - len(item.chosen))
        if item.play:
            st.tasks.append(Pay(item.seat, item.uid, item.play[1], item.x, chosen))
        else:
            st.tasks.append(Ops(item.seat, item.uid, item.aid, item.effect, item.x, chosen))
        return
    phrase = effect.targets[item.phrase]
    mine = item.chosen[item.phrase] if len(item.chosen) > item.phrase else ()
    options = target_options(st, item)
    if len(mine) >= phrase.count or not options:
        if not mine and not phrase.up_to:
            # no legal target: the effect does not happen (HC-TEXT-7, HC-COND-9)
            st.log("hecatomb.no_target", seat=item.seat, card=st.name(item.uid))
            return
        st.tasks.append(_next_phrase(item))
        return
    if not phrase.up_to and len(options) == 1:
        _choose(st, item, options[0])
        return
    st.ask("choose_target", item.seat, (), item)


def _choose(st: Table, item: Targets, obj: int) -> None:
    chosen = list(item.chosen) + [()] * (item.phrase + 1 - len(item.chosen))
    chosen[item.phrase] = (*chosen[item.phrase], obj)
    st.tasks.append(Targets(item.seat, item.uid, item.aid, item.effect, item.x, item.phrase,
                            tuple(chosen), item.play))


def resume_targets(st: Table, item: Targets, action: Action) -> None:
    if action.kind == "done":
        st.tasks.append(_next_phrase(item))
    else:
        _choose(st, item, action.int_arg("choice"))


# ---- paying and resolving (HC-DEC-18, HC-DEC-23) ----------------------------------------
def pay(st: Table, item: Pay) -> None:
    options = plays.pay_options(st, item.seat, item.uid, item.x)
    if not options:
        st.log("hecatomb.cannot_pay", seat=item.seat, card=st.name(item.uid))
        return
    if options == ((0, 0, 0, 0),):
        st.tasks.append(Resolve(item.seat, item.uid, item.onto, item.x, item.targets))
        return
    st.ask_or_take("pay", item.seat, list(range(len(options))), item)


def resume_pay(st: Table, item: Pay, action: Action) -> None:
    options = plays.pay_options(st, item.seat, item.uid, item.x)
    mana.pay(st, item.seat, options[action.int_arg("choice")])
    st.tasks.append(Resolve(item.seat, item.uid, item.onto, item.x, item.targets))


def resolve(st: Table, item: Resolve) -> None:
    plays.resolve(st, item)


def to_grave(st: Table, item: ToGrave) -> None:
    """A resolved fate goes to its owner's graveyard (HC-FATE-2)."""
    if item.uid in st.limbo:
        st.limbo.remove(item.uid)
        st.to_grave(item.uid)


# ---- steps (HC-DEC-26) ------------------------------------------------------------------
def ops(st: Table, item: Ops) -> None:
    steps = st.cat.effects[item.effect].effect.steps
    if item.step >= len(steps) or st.result is not None:
        return
    st.tasks.append(Ops(item.seat, item.uid, item.aid, item.effect, item.x, item.targets,
                        item.step + 1))
    steps[item.step].run(st, Ctx(item.seat, item.uid, item.aid, item.effect, item.x,
                                 item.targets, item.step))


def may(st: Table, item: MayDo) -> None:
    st.ask("choose_option", item.seat, ("yes", "no"), item)


def resume_may(st: Table, item: MayDo, action: Action) -> None:
    if action.word_arg("choice") != "yes":
        return
    effect = st.cat.effects[item.effect].effect
    if effect.targets and not item.targets:
        st.tasks.append(Targets(item.seat, item.uid, item.aid, item.effect, item.x, 0, ()))
    else:  # no targets, or a fate's targets chosen when it was played (HC-DEC-23)
        st.tasks.append(Ops(item.seat, item.uid, item.aid, item.effect, item.x, item.targets))


def choose_doom(st: Table, item: ChooseDoom) -> None:
    st.ask("choose_doom", item.seat, (), item)


def resume_doom(st: Table, item: ChooseDoom, action: Action) -> None:
    d = action.int_arg("doom")
    st.pool[item.seat][d] += item.n
    st.log("hecatomb.mana_added", seat=item.seat, n=item.n, doom=mana.DOOM_BOTH[d])


# ---- discards (HC-DEC-74) ---------------------------------------------------------------
def discard(st: Table, item: Discard) -> None:
    if item.left <= 0 or not st.hand[item.seat] or st.result is not None:
        return
    if item.random:
        _discard(st, item, st.rng.below(len(st.hand[item.seat])))
        return
    st.ask("discard", item.seat, (), item)


def _discard(st: Table, item: Discard, index: int) -> None:
    uid = st.hand[item.seat][index]
    st.take_from_hand(uid)
    st.to_grave(uid)
    st.log("hecatomb.discarded", seat=item.seat, card=st.name(uid))
    st.tasks.append(Discard(item.seat, item.left - 1, item.random))


def resume_discard(st: Table, item: Discard, action: Action) -> None:
    _discard(st, item, action.int_arg("hand"))


# ---- picks from a zone (HC-ACT-17) -------------------------------------------------------
def _filter_of(st: Table, item: PickCard) -> CostModifier:
    op = st.cat.effects[item.effect].effect.steps[item.step]
    cards = getattr(op, "cards", None)
    kwargs = {"cards": cards} if cards is not None else {}
    return CostModifier(op="cost_modifier", n=0, **kwargs)


def pick_options(st: Table, item: PickCard) -> list[int]:
    """The cards a pick may take, in the zone's listed order."""
    seat = item.seat
    cat = st.cat
    if item.what.startswith("sacrifice_"):
        kind = item.what.removeprefix("sacrifice_")
        if kind == "minion":
            return [u for ab in st.aboms[seat] for u in reversed(ab.minions)]
        if kind == "relic":
            return list(st.relics[seat])
        if kind == "god":
            return [st.god[seat]] if st.god[seat] != NONE else []
        return list(st.mana[seat])
    probe = _filter_of(st, item)
    zone = {"retrieve": st.deck[seat], "exhume": st.grave[seat], "put_hand": st.hand[seat],
            "put_graveyard": st.grave[seat], "put_deck": st.deck[seat]}[item.what]
    minion = item.what.startswith("put_")
    return [u for u in zone if probe.reaches(cat, st.card[u], True)
            and (not minion or cat.ctype[st.card[u]] == "minion")]


def pick(st: Table, item: PickCard) -> None:
    if item.left <= 0 or st.result is not None:
        return
    options = pick_options(st, item)
    if not options:
        if item.what == "retrieve":
            st.rng.shuffle(st.deck[item.seat])
            st.log("hecatomb.shuffled", seat=item.seat)
        return
    st.ask_or_take("choose_card", item.seat, options, item)


def resume_pick(st: Table, item: PickCard, action: Action) -> None:
    uid = action.int_arg("choice")
    seat = item.seat
    what = item.what
    if what == "retrieve":
        st.deck[seat].remove(uid)
        st.to_hand(uid, public=True)
        st.rng.shuffle(st.deck[seat])
        st.log("hecatomb.retrieved", seat=seat, card=st.name(uid))
        return
    if what == "exhume":
        st.grave[seat].remove(uid)
        st.to_hand(uid, public=True)
        st.log("hecatomb.exhumed", seat=seat, card=st.name(uid))
    elif what.startswith("sacrifice_"):
        st.log("hecatomb.sacrificed", seat=seat, card=st.name(uid))
        damage.sacrifice(st, uid)
    else:
        # the chosen minion card waits between zones until it is placed
        if what == "put_hand":
            st.take_from_hand(uid)
        elif what == "put_deck":
            st.deck[seat].remove(uid)
        else:
            st.grave[seat].remove(uid)
        st.limbo.append(uid)
        st.tasks.append(Place(seat, uid))
        return
    st.tasks.append(PickCard(seat, what, item.left - 1, item.effect, item.step, item.uid))


# ---- put into play (HC-DEC-41) -----------------------------------------------------------
def place_options(st: Table, item: Place) -> list[int]:
    out = [NONE]
    if not minion_keyword(st, item.uid, "host"):
        out += [ab.aid for ab in st.aboms[item.seat] if can_receive(st, ab)]
    return out


def place(st: Table, item: Place) -> None:
    st.ask_or_take("choose_placement", item.seat, place_options(st, item), item)


def resume_place(st: Table, item: Place, action: Action) -> None:
    uid = item.uid
    if uid not in st.limbo:
        return
    st.limbo.remove(uid)
    board.place_minion(st, uid, action.int_arg("choice"))
    st.log("hecatomb.put_into_play", seat=item.seat, card=st.name(uid))


# ---- the waiting triggered abilities (HC-DEC-28) -------------------------------------------
def _seat_of(w: Waiting) -> int:
    return w.seat


def group(st: Table) -> tuple[int, list[Waiting]] | None:
    return next_group(st.waiting, st.active, st.num_players, _seat_of)


def drain(st: Table, item: DrainTriggers) -> None:
    combat.leave_check(st)
    if st.result is not None:
        return
    found = group(st)
    if found is None:
        return
    seat, items = found
    if len(items) == 1:
        _run(st, items[0])
    else:
        st.ask("order_effects", seat, (), item)


def resume_order(st: Table, item: DrainTriggers, action: Action) -> None:
    found = group(st)
    assert found is not None
    _run(st, found[1][action.int_arg("choice")])


def _run(st: Table, w: Waiting) -> None:
    take(st.waiting, w)
    st.tasks.append(DrainTriggers())
    aid = w.aid
    if aid == NONE:
        ab = st.abom_of(w.uid)
        aid = NONE if ab is None else ab.aid
    st.log("hecatomb.triggered", seat=w.seat, card=st.name(w.uid))
    plays.begin_effect(st, w.seat, w.uid, aid, w.effect, 0)
