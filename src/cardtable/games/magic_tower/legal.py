"""Legal actions for the pending decision (MT-ACT-1..16) and reasons for refusals."""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower import actions as pre
from cardtable.games.magic_tower import plays, spells
from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.combat import allocation_targets, can_bolt
from cardtable.games.magic_tower.messages import DECISION_NAME
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    SOLDIERS,
    Allocate,
    Defence,
    Pay,
)
from cardtable.games.magic_tower.ops import borrow_options
from cardtable.games.magic_tower.payments import pay_actions
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action, Refusal

MAX_ARMY: Final = 999
"""Upper bound of soldier counts in the action encoding."""


_DISCARD: Final = pre.DISCARD
_ATTACK: Final = pre.ATTACK


def turn_actions(st: Table, seat: int) -> list[Action]:
    """MT-DEC-9: play, group plays, discard, attack or cast; forced discard otherwise."""
    hand = sorted(st.hands[seat])
    out = plays.play_actions(st, seat, hand)
    discardable_t = st.cat.discardable
    discardable = []
    for c in hand:  # appends, not ``out += [...]``: compiled, no temporary lists
        if discardable_t[c]:
            discardable.append(c)
            out.append(_DISCARD[c])
    if discardable:
        b = st.board[seat]
        if b[SOLDIERS] > 0 and st.others_alive(seat):
            for c in discardable:
                out.append(_ATTACK[c])
        if st.unlocked[seat] or st.borrowed[seat] or b[ARCHMAGE]:
            for spell in spells.castable(st, seat):
                row = pre.cast_row(spell)
                for c in discardable:
                    out.append(row[c])
    elif not out and hand:
        out = [_DISCARD[c] for c in plays.forced_discards(st, seat)]
    if not out:
        out = [PASS]
    return out


PASS: Final = Action.fast("pass", ())


def legal_actions(st: Table) -> list[Action]:
    p = st.pending
    assert p is not None
    kind, seat = p.kind, p.seat
    if kind == "turn":
        return turn_actions(st, seat)
    if kind == "trump":
        return list(pre.CHOOSE_TRUMP)
    if kind == "pay":
        pay = p.resume
        assert isinstance(pay, Pay)
        return pay_actions(st, seat, pay.fee, pay.min_mana)
    if kind in ("target", "atk_target"):
        return [pre.TARGET[s] for s in p.options]
    if kind == "kind":
        return [pre.word("choose_kind", "what", k) for k in p.options]
    if kind == "borrow":
        return [Action.fast("choose_spell", (("seat", s), ("spell", sp))) for s, sp in p.options]
    if kind == "atk_size":
        top = min(st.board[seat][SOLDIERS], MAX_ARMY)
        return pre.counts("soldiers", 1, top)
    if kind == "defend":
        d = p.resume
        assert isinstance(d, Defence)
        defender, attacker, left = d.defender, d.attacker, d.left
        top = min(min(st.board[defender][SOLDIERS], left), MAX_ARMY)  # two-argument: native
        if can_bolt(st, defender, attacker, left):
            return [pre.BOLT, *pre.counts("defend", 0, top)]
        return pre.counts("defend", 0, top)
    if kind == "allocate":
        return [pre.word("allocate", "target", w)
                for w in (*allocation_targets(st, _allocation(p.resume).defender), "rest_to_tower")]
    if kind == "dh_pick":
        return [pre.HIGHEST[c] for c in plays.top_tier(st, seat)]
    if kind == "fountain":
        return list(pre.FOUNTAIN_PICK)
    raise AssertionError(f"unknown pending decision {kind}")


def _allocation(task: object) -> Allocate:
    assert isinstance(task, Allocate)
    return task


def explain(st: Table, act: Action) -> Refusal:
    """Why ``act`` is refused: a catalogued reason (``messages.py``) naming the rule."""
    p = st.pending
    if p is None:
        return Refusal("kernel.game_over")
    kind, seat = p.kind, p.seat
    decision = DECISION_NAME.get(kind, DECISION_NAME["turn"])
    if act.kind in TURN_KINDS and kind != "turn":
        return _no("other_decision", "MT-DEC-8", seat=seat, decision=decision)
    if kind == "turn":
        return _explain_turn(st, seat, act)
    if act.kind == "pay":
        return _no("pay_split", "MT-ACT-10")
    if act.kind == "defend":
        return _no("defend_count", "MT-ATK-7")
    if act.kind == "soldiers":
        return _no("army_size", "MT-DEC-38")
    if act.kind == "choose_target":
        return _no("target_player", "MT-DEC-36")
    if act.kind == "discard_highest_pick":
        return _no("highest_pick", "MT-DEC-70")
    return _no("wrong_answer", "MT-ACT-16", decision=decision)


TURN_KINDS: Final = frozenset({"play", "play_combo", "play_set", "play_sextet", "play_triple",
                        "discard", "attack", "cast", "pass"})


def _no(key: str, rule: str, **params: object) -> Refusal:
    return Refusal(f"magic_tower.refuse_{key}", params, rule)


def _card(act: Action) -> int | None:
    value = act.get("card", act.get("bearer"))
    return value if isinstance(value, int) and 0 <= value < tb.N_CARDS else None


def _explain_turn(st: Table, seat: int, act: Action) -> Refusal:
    card = _card(act)
    hand = st.hands[seat]
    if act.kind in ("play", "discard", "attack", "cast", "play_combo") and (
            card is None or card not in hand):
        return _no("not_in_hand", "MT-ACT-2")
    assert card is not None or act.kind not in ("play", "discard", "attack", "cast")
    if act.kind == "play" and card is not None:
        if plays.moon_banned(st, seat, (card,)):
            return _no("moon_first", "MT-SET-3")
        return _no("cannot_afford", "MT-DEC-13")
    if act.kind == "play_combo":
        return _no("combo", "MT-DEC-22")
    if act.kind in ("play_set", "play_sextet", "play_triple"):
        return _no("group", "MT-DEC-29")
    if act.kind in ("discard", "attack", "cast") and card is not None \
            and not st.cat.discardable[card]:
        return _no("not_discardable", "MT-SET-2, MT-DEC-18")
    if act.kind == "attack":
        return _no("no_soldier", "MT-DEC-38")
    if act.kind == "cast":
        return _no("spell", "MT-DEC-44")
    if act.kind == "pass":
        return _no("no_pass", "MT-DEC-9")
    return _no("not_turn_action", "MT-DEC-9")


__all__ = ["MAX_ARMY", "borrow_options"]
