"""Legal actions for the pending decision (MT-ACT-1..16) and reasons for refusals."""

from __future__ import annotations

from cardtable.games.magic_tower import actions as pre
from cardtable.games.magic_tower import plays, spells
from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.combat import allocation_targets, can_bolt
from cardtable.games.magic_tower.model import (
    ARCHMAGE,
    COUNTER,
    RESOURCE_WORDS,
    SOLDIERS,
    Allocate,
    Defence,
    Pay,
)
from cardtable.games.magic_tower.ops import borrow_options
from cardtable.games.magic_tower.payments import splits
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action

MAX_ARMY = 999
"""Upper bound of soldier counts in the action encoding."""


def turn_actions(st: Table, seat: int) -> list[Action]:
    """MT-DEC-9: play, group plays, discard, attack or cast; forced discard otherwise."""
    out = plays.play_actions(st, seat)
    hand = st.hands[seat]
    discardable = sorted(c for c in hand if st.cat.discardable[c])
    if discardable:
        out += [pre.DISCARD[c] for c in discardable]
        if st.board[seat][SOLDIERS] > 0 and st.order_after(seat):
            out += [pre.ATTACK[c] for c in discardable]
        if st.unlocked[seat] or st.borrowed[seat] or st.board[seat][ARCHMAGE]:
            for spell in spells.castable(st, seat):
                out += [pre.cast(c, spell) for c in discardable]
    elif not out and hand:
        out = [pre.DISCARD[c] for c in plays.forced_discards(st, seat)]
    if not out:
        out = [Action.fast("pass", ())]
    return out


def legal_actions(st: Table) -> list[Action]:
    p = st.pending
    assert p is not None
    kind, seat = p.kind, p.seat
    if kind == "turn":
        return turn_actions(st, seat)
    if kind == "trump":
        return [Action.fast("choose_trump", (("set", s),)) for s in tb.SETS_NAMES[:6]]
    if kind == "pay":
        pay = p.resume
        assert isinstance(pay, Pay)
        return [pre.PAY[split] for split in splits(st, seat, pay.fee, pay.min_mana)]
    if kind in ("target", "atk_target"):
        return [pre.TARGET[s] for s in p.options]
    if kind == "kind":
        return [Action.fast("choose_kind", (("what", k),)) for k in p.options]
    if kind == "borrow":
        return [Action.fast("choose_spell", (("seat", s), ("spell", sp))) for s, sp in p.options]
    if kind == "atk_size":
        top = min(st.board[seat][SOLDIERS], MAX_ARMY)
        return [Action.fast("soldiers", (("n", n),)) for n in range(1, top + 1)]
    if kind == "defend":
        d = p.resume
        assert isinstance(d, Defence)
        defender, attacker, left = d.defender, d.attacker, d.left
        out = [Action.fast("bolt", ())] if can_bolt(st, defender, attacker, left) else []
        top = min(st.board[defender][SOLDIERS], left, MAX_ARMY)
        return out + [Action.fast("defend", (("n", n),)) for n in range(top + 1)]
    if kind == "allocate":
        return [Action.fast("allocate", (("target", w),))
                for w in (*allocation_targets(st, _allocation(p.resume).defender), "rest_to_tower")]
    if kind == "dh_pick":
        return [pre.HIGHEST[c] for c in plays.top_tier(st, seat)]
    if kind == "fountain":
        return [Action.fast("fountain_pick", (("resource", k),)) for k in RESOURCE_WORDS]
    raise AssertionError(f"unknown pending decision {kind}")


def _allocation(task: object) -> Allocate:
    assert isinstance(task, Allocate)
    return task


def explain(st: Table, act: Action) -> str:
    """Why ``act`` is refused, naming the rule."""
    p = st.pending
    if p is None:
        return "the game is over"
    kind, seat = p.kind, p.seat
    turn_kinds = {"play", "play_combo", "play_set", "play_sextet", "play_triple", "discard",
                  "attack", "cast", "pass"}
    if act.kind in turn_kinds and kind != "turn":
        return f"MT-DEC-8: seat {seat} must first decide '{kind}'"
    if kind == "turn":
        return _explain_turn(st, seat, act)
    if act.kind == "pay":
        return "MT-ACT-10: the split must add up to the fee and fit the resources held"
    if act.kind == "defend":
        return ("MT-ATK-7: at most as many defenders as attacking soldiers left and as "
                "soldiers owned")
    if act.kind == "soldiers":
        return "MT-DEC-38: attack with 1 up to all of your soldiers"
    if act.kind == "choose_target":
        return "MT-DEC-36: choose another player still in the game (not spell-immune)"
    if act.kind == "discard_highest_pick":
        return "MT-DEC-70: pick a discardable card of your highest tier"
    return f"MT-ACT-16: '{act}' does not answer the pending decision '{kind}'"


def _card(act: Action) -> int | None:
    value = act.get("card", act.get("bearer"))
    return value if isinstance(value, int) and 0 <= value < tb.N_CARDS else None


def _explain_turn(st: Table, seat: int, act: Action) -> str:
    card = _card(act)
    hand = st.hands[seat]
    if act.kind in ("play", "discard", "attack", "cast", "play_combo") and (
            card is None or card not in hand):
        return "MT-ACT-2: that card is not in your hand"
    assert card is not None or act.kind not in ("play", "discard", "attack", "cast")
    if act.kind == "play" and card is not None:
        if plays.moon_banned(st, seat, (card,)):
            return "MT-SET-3: moon cards cannot be played in your first turn"
        return "MT-DEC-13: you cannot afford this card"
    if act.kind == "play_combo":
        return ("MT-DEC-22: a combo needs its applicable trump text, every partner in hand, "
                "its full cost and no moon card in the first turn")
    if act.kind in ("play_set", "play_sextet", "play_triple"):
        return ("MT-DEC-29: the group must be in your hand, or all but the pile's top card "
                "(no moon card in your first turn)")
    if act.kind in ("discard", "attack", "cast") and card is not None \
            and not st.cat.discardable[card]:
        return ("MT-SET-2, MT-DEC-18: this card cannot be discarded while you have another "
                "option")
    if act.kind == "attack":
        return "MT-DEC-38: you need at least one soldier to attack"
    if act.kind == "cast":
        return "MT-DEC-44: that spell is not unlocked, used up, or cannot be cast now"
    if act.kind == "pass":
        return "MT-DEC-9: passing is not allowed"
    return f"MT-DEC-9: '{act}' is not a legal turn action (turn {st.board[seat][COUNTER]})"


__all__ = ["MAX_ARMY", "borrow_options"]
