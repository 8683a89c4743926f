"""Legal actions of every decision (HC-ACT-*) and the reasons for refusals, each
naming its rule (the issue's "bad input" bar).

Actions name hand cards by index, a seat's abominations by index in order of
creation, minions by position from the bottom, and choices from a listed set by
the object they choose (HC-DEC-82).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import combat, destruction, effects, mana, plays
from cardtable.games.hecatomb.messages import DECISION_NAME
from cardtable.games.hecatomb.model import (
    DOOMS,
    MAX_MINIONS,
    NONE,
    REPLACEMENTS,
    DrainTriggers,
    Fate,
    Hunts,
    PickCard,
    Place,
    Rip,
    Targets,
)
from cardtable.games.hecatomb.values import can_attack, cost, keywords, minion_keyword
from cardtable.kernel import Action, Refusal

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def _plays(st: Table, seat: int, combat_only: bool) -> list[Action]:
    out: list[Action] = []
    for h, onto, x in plays.play_options(st, seat, combat_only):
        if onto == NONE:
            out.append(Action.fast("play", (("hand", h), ("x", x))))
        else:
            out.append(Action.fast("play_onto", (("abom", onto), ("hand", h), ("x", x))))
    out.extend(Action.fast("use_tap", (("abom", i), ("pos", p)))
               for i, p in plays.tap_options(st, seat))
    return out


def legal_actions(st: Table) -> list[Action]:
    """The legal actions of the pending decision (values cached meanwhile: nothing
    changes while they are listed)."""
    st.memo = {}
    try:
        return _legal_actions(st)
    finally:
        st.memo = None


def _legal_actions(st: Table) -> list[Action]:
    pending = st.pending
    assert pending is not None
    kind = pending.kind
    seat = pending.seat
    resume = pending.resume
    if kind == "main":
        out: list[Action] = []
        if not st.mana_played:
            out.extend(Action.fast("play_mana", (("hand", h),))
                       for h in range(len(st.hand[seat])))
        out.extend(_plays(st, seat, False))
        out.extend(Action.fast("attack", (("seat", s),)) for s in combat.attack_seats(st, seat))
        out.append(Action.fast("end_turn", ()))
        return out
    if kind == "window":
        return [*_plays(st, seat, True), Action.fast("pass", ())]
    if kind == "declare_attackers":
        c = st.combat
        assert c is not None
        out = [Action.fast("add_attacker", (("abom", i),))
               for i in combat.attacker_options(st, seat)]
        if c.attackers:
            out.append(Action.fast("confirm_attackers", ()))
        return out
    if kind == "hunt":
        assert isinstance(resume, Hunts)
        hunter = combat.hunters(st)[resume.index]
        return [Action.fast("hunt", (("choice", c),))
                for c in [NONE, *combat.hunt_options(st, hunter)]]
    if kind == "block":
        return [*(Action.fast("block", (("attacker", a), ("blocker", b)))
                  for b, a in combat.block_pairs(st)), Action.fast("done_blocking", ())]
    if kind == "ripper":
        assert isinstance(resume, Rip)
        return [*(Action.fast("ripper_kill", (("choice", u),))
                  for u in combat.rip_options(st, resume)), Action.fast("ripper_done", ())]
    if kind == "choose_target":
        assert isinstance(resume, Targets)
        phrase = st.cat.effects[resume.effect].effect.targets[resume.phrase]
        out = [Action.fast("choose_target", (("choice", o),))
               for o in effects.target_options(st, resume)]
        if phrase.up_to:
            out.append(Action.fast("done", ()))
        return out
    if kind == "pay":
        return [Action.fast("pay", (("choice", i),)) for i in pending.options]
    if kind == "discard":
        return [Action.fast("discard", (("hand", h),)) for h in range(len(st.hand[seat]))]
    if kind == "choose_card":
        assert isinstance(resume, PickCard)
        return [Action.fast("choose_card", (("choice", u),))
                for u in effects.pick_options(st, resume)]
    if kind == "choose_placement":
        assert isinstance(resume, Place)
        return [Action.fast("choose_placement", (("choice", a),))
                for a in effects.place_options(st, resume)]
    if kind == "choose_option":
        return [Action.fast("choose_option", (("choice", w),)) for w in pending.options]
    if kind == "choose_doom":
        return [Action.fast("choose_doom", (("doom", d),)) for d in range(len(DOOMS))]
    if kind == "soulbound":
        assert isinstance(resume, Fate)
        return [Action.fast("soulbound", (("choice", a),))
                for a in destruction.soulbound_options(st, resume)]
    if kind == "choose_replacement":
        assert isinstance(resume, Fate)
        return [Action.fast("choose_replacement", (("what", w),))
                for w in destruction.replacements(st, resume)]
    if kind == "order_effects":
        assert isinstance(resume, DrainTriggers)
        found = effects.group(st)
        assert found is not None
        return [Action.fast("order_effects", (("choice", i),)) for i in range(len(found[1]))]
    raise AssertionError(f"hecatomb: no legal actions for decision {kind!r}")


# ---- refusals ------------------------------------------------------------------------
def _r(key: str, rule: str, **params: object) -> Refusal:
    return Refusal(f"hecatomb.refuse_{key}", dict(params), rule)


ANSWERS = {
    "main": ("play_mana", "play", "play_onto", "use_tap", "attack", "end_turn"),
    "window": ("play", "play_onto", "use_tap", "pass"),
    "declare_attackers": ("add_attacker", "confirm_attackers"),
    "block": ("block", "done_blocking"),
    "ripper": ("ripper_kill", "ripper_done"),
    "choose_target": ("choose_target", "done"),
}
"""The action kinds that answer each decision (the others answer with their own kind)."""


def explain(st: Table, action: Action) -> Refusal:
    """Why ``action`` is not legal now, naming the rule."""
    pending = st.pending
    assert pending is not None
    seat = pending.seat
    kind = action.kind
    if pending.kind == "window" and kind in ("play_mana", "attack", "end_turn"):
        return _r("in_combat", "HC-DEC-54")
    if kind not in ANSWERS.get(pending.kind, (pending.kind,)):
        return _r("decide_first", "HC-ACT-21", decision=DECISION_NAME[pending.kind])
    try:
        if kind == "play_mana":
            if st.mana_played:
                return _r("second_mana", "HC-MANA-2")
            return _r("no_such_card", "HC-ACT-2")
        if kind in ("play", "play_onto"):
            return _explain_play(st, seat, action, pending.kind == "window")
        if kind == "attack":
            target = action.int_arg("seat")
            if target == seat or not 0 <= target < st.num_players:
                return _r("attack_whom", "HC-ATTACK-2")
            return _r("nobody_can_attack", "HC-DEC-51")
        if kind == "add_attacker":
            ab = st.aboms[seat][action.int_arg("abom")]
            return _why_not_attacker(st, ab)
        if kind == "block":
            return _explain_block(st, action)
        if kind == "use_tap":
            return _explain_tap(st, seat, action)
    except (IndexError, KeyError, ValueError, TypeError):
        # an argument that names nothing, or is not a number at all
        return _r("no_such_object", "HC-DEC-82")
    return _r("not_now", "HC-ACT-21", decision=DECISION_NAME[pending.kind])


def _why_not_attacker(st: Table, ab: object) -> Refusal:
    from cardtable.games.hecatomb.model import Abom

    assert isinstance(ab, Abom)
    if len(ab.minions) < 2:
        return _r("one_minion_attack", "HC-ABOM-10")
    if ab.tapped:
        return _r("tapped_attack", "HC-ATTACK-5")
    if keywords(st, ab).get("guardian"):
        return _r("guardian", "HC-GUARDIAN-1")
    if ab.changed and not can_attack(st, ab):
        return _r("changed_attack", "HC-ABOM-11")
    return _r("already_attacking", "HC-DEC-51")


def _explain_play(st: Table, seat: int, action: Action, window: bool) -> Refusal:
    cat = st.cat
    uid = st.hand[seat][action.int_arg("hand")]
    ci = st.card[uid]
    if window and not cat.combat[ci]:
        return _r("not_combat_card", "HC-PLAY-5")
    x = action.int_arg("x")
    if x and not cat.cost_x[ci]:
        return _r("no_x", "HC-PLAY-4")
    if action.kind == "play_onto":
        if cat.ctype[ci] != "minion":
            return _r("only_minions_onto", "HC-RELIC-1")
        ab = st.aboms[seat][action.int_arg("abom")]
        if minion_keyword(st, uid, "host"):
            return _r("host", "HC-HOST-1")
        if len(ab.minions) >= MAX_MINIONS:
            return _r("sixth_minion", "HC-ABOM-5")
        if keywords(st, ab).get("parasite"):
            return _r("parasite", "HC-PARASITE-1")
    c = cost(st, seat, uid, x)
    avail = mana.available(st, seat)
    if sum(avail) < c:
        return _r("too_little_mana", "HC-PLAY-1", cost=c, have=sum(avail))
    if c >= 1 and avail[cat.doom[ci]] < 1:
        return _r("doom_mana", "HC-PLAY-2")
    if cat.ctype[ci] == "fate":
        return _r("no_target", "HC-FATE-4")
    return _r("not_now", "HC-ACT-3", decision=DECISION_NAME["play"])


def _explain_tap(st: Table, seat: int, action: Action) -> Refusal:
    """A tap ability needs size >= its tap number, an untapped abomination and, with a
    target, a legal one (HC-TAP-1/2, HC-DEC-25)."""
    ab = st.aboms[seat][action.int_arg("abom")]
    uid = ab.minions[action.int_arg("pos")]
    number = st.cat.tap_number[st.card[uid]]
    if not number:
        return _r("no_tap_ability", "HC-ACT-6")
    if len(ab.minions) < number:
        return _r("tap_size", "HC-TAP-1", n=number, size=len(ab.minions))
    if ab.tapped:
        return _r("tap_tapped", "HC-TAP-2")
    return _r("tap_no_target", "HC-DEC-25")


def _explain_block(st: Table, action: Action) -> Refusal:
    c = st.combat
    assert c is not None
    blocker = st.aboms[c.defender][action.int_arg("blocker")]
    attacker = st.aboms[c.attacker][action.int_arg("attacker")]
    if blocker.tapped:
        return _r("tapped_block", "HC-BLOCK-1")
    if len(blocker.minions) < 2:
        return _r("one_minion_block", "HC-BLOCK-3")
    if any(b == blocker.aid for b, _ in c.blocks):
        return _r("blocks_already", "HC-BLOCK-1")
    if attacker.aid not in c.attackers or attacker.aid in c.out:
        return _r("not_attacking", "HC-BLOCK-2")
    if attacker.aid in c.blocked:
        return _r("blocked_already", "HC-BLOCK-2")
    if combat.evader_bars(st, attacker.aid, blocker.aid):
        return _r("evader", "HC-EVADER-1")
    return _r("not_now", "HC-DEC-56", decision=DECISION_NAME["block"])


assert REPLACEMENTS
