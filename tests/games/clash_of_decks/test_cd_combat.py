"""Turns, summoning and the attack phase (CD-TURN, CD-SUMMON, CD-ATTACK, CD-DEC-18 / CD-DEC-19 /
CD-DEC-20 / CD-DEC-21 / CD-DEC-22 / CD-DEC-23 / CD-DEC-24 / CD-DEC-25 / CD-DEC-26 / CD-DEC-27 /
CD-DEC-28 / CD-DEC-29 / CD-DEC-30)."""

from __future__ import annotations

import pytest
from cod_support import (
    BOTTOM,
    TOP,
    act,
    creatures,
    damage_of,
    duel,
    event_keys,
    hand_of,
    pending_return,
    row,
)

from cardtable.kernel import IllegalAction

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def test_turns_alternate_three_phases_cd_turn_1_2_3() -> None:
    """CD-TURN-1 / CD-TURN-2 / CD-TURN-3, CD-DEC-65: mana (automatic), summoning, attack; then the
    other player."""
    s = duel([HAND, HAND])
    assert (s.active, s.phase, s.turn) == (0, 2, 3)
    act(s, "attack_phase")  # CD-ACT-8: ends phase 2
    assert s.phase == 3
    act(s, "end_turn")
    assert (s.active, s.phase, s.turn) == (1, 2, 4)
    act(s, "attack_phase")
    act(s, "end_turn")
    assert (s.active, s.turn) == (0, 5)


def test_summon_nothing_allowed_cd_summon_2() -> None:
    """CD-SUMMON-2 / CD-SUMMON-1: phase 2 may end without playing anything, even with mana."""
    s = duel([HAND, HAND])
    act(s, "attack_phase")
    assert row(s, 0, TOP) == [] and s.mana == 20


def test_summon_rows_sides_and_back_cd_summon_3_to_9() -> None:
    """CD-SUMMON-3 / CD-SUMMON-4 / CD-SUMMON-5 / CD-SUMMON-6 / CD-SUMMON-7 / CD-SUMMON-8 /
    CD-SUMMON-9, CD-DEC-18 / CD-DEC-19: the player picks the row; creatures go to their own side (A
    left = side 0, B right = side 1), at the back (position n+1), never between; rows have no
    limit; the card leaves the hand face up."""
    big = ["B"] + ["v1_1"] * 12
    s = duel([big, HAND], {(0, TOP): ["v2_2"], (1, TOP): ["v3_3"]})
    for _ in range(9):
        act(s, "play pick=1 row=top")
    assert row(s, 0, TOP) == ["v2_2"] + ["v1_1"] * 9  # CD-SUMMON-9: no row limit
    assert row(s, 1, TOP) == ["v3_3"]  # CD-SUMMON-4: never the opponent's side
    obs = s.observation(1)
    assert obs["board"][0]["top"][9]["position"] == 10  # CD-DEC-19: back of the row
    assert obs["board"][0]["top"][9]["card"] == "v1_1"  # CD-SUMMON-6: face up
    act(s, "play pick=1 row=bottom")
    assert row(s, 0, BOTTOM) == ["v1_1"]
    with pytest.raises(IllegalAction):
        act(s, "play pick=1 row=middle")  # CD-SUMMON-3: only top or bottom


def test_summoned_creature_does_not_attack_this_turn_cd_attack_1() -> None:
    """CD-ATTACK-1 / CD-DEC-23: a creature that entered this turn does not attack."""
    s = duel([HAND, HAND])
    act(s, "play pick=1 row=top")
    act(s, "attack_phase")
    assert "attack" not in {a.kind for a in s.legal_actions()}
    act(s, "end_turn")
    assert hand_of(s, 1) == HAND  # nothing hit seat 1


def test_attack_order_cd_attack_2_3_4_dec_24() -> None:
    """CD-ATTACK-2 / CD-ATTACK-3 / CD-ATTACK-4 example (CD-CONTENT-10): T3, T2, T1 then B2, B1,
    automatically."""
    board = {(0, TOP): ["v1_7", "v2_7", "v3_7"], (0, BOTTOM): ["v4_7", "v5_7"],
             (1, TOP): ["w1"], (1, BOTTOM): ["w2"]}
    s = duel([HAND, HAND], board, phase=3)
    order = []
    def attacked() -> set[str]:
        return {c["card"] for r in (TOP, BOTTOM) for c in creatures(s, 0, r) if c["attacked"]}

    for _ in range(5):
        before = attacked()
        act(s, "attack")
        order += sorted(attacked() - before)
    assert order == ["v3_7", "v2_7", "v1_7", "v5_7", "v4_7"]
    assert "attack" not in {a.kind for a in s.legal_actions()}


def test_attack_hits_nearest_creature_same_row_cd_attack_5_7_8() -> None:
    """CD-ATTACK-5 / CD-ATTACK-7 / CD-ATTACK-8: damage goes to position 1 of the same row; no
    strike back; damage adds."""
    s = duel([HAND, HAND], {(0, TOP): ["v2_7", "v1_7"], (1, TOP): ["v6_7", "w1"],
                            (1, BOTTOM): ["w2"]}, phase=3)
    act(s, "end_turn")
    assert damage_of(s, 1, TOP) == [0, 0]  # healed at end of turn (CD-ATTACK-13)
    s = duel([HAND, HAND], {(0, TOP): ["v2_7", "v1_7"], (1, TOP): ["v6_7", "w1"],
                            (1, BOTTOM): ["w2"]}, phase=3)
    act(s, "attack")
    act(s, "attack")
    assert damage_of(s, 1, TOP) == [3, 0]  # 1 + 2 accumulate on position 1
    assert damage_of(s, 0, TOP) == [0, 0]  # attacked creatures never strike back
    assert damage_of(s, 1, BOTTOM) == [0]


def test_empty_row_hits_bf_cd_attack_6() -> None:
    """CD-ATTACK-6: no opposing creature in the row: the damage goes to the B/F."""
    s = duel([HAND, HAND], {(0, TOP): ["v2_7"], (1, BOTTOM): ["w2"]}, phase=3)
    act(s, "attack")
    assert hand_of(s, 1) == ["v1_1", "v1_2", "B", "v1_3", "v1_4", "v1_5"]


def test_destroy_excess_lost_return_shift_cd_attack_9_to_12() -> None:
    """CD-ATTACK-9 / CD-ATTACK-10 / CD-ATTACK-11 / CD-ATTACK-12 (CD-ATTACK-10 example): a 6-attack
    on a 1-health creature destroys it and the 5 excess is lost; the card returns to its owner's
    hand at the right end; the row closes up toward the bridge at once."""
    s = duel([HAND, HAND], {(0, TOP): ["v6_7"], (1, TOP): ["v1_1", "v1_2"]}, phase=3)
    act(s, "attack")
    assert row(s, 1, TOP) == ["v1_2"]  # moved to position 1 immediately
    assert damage_of(s, 1, TOP) == [0]  # no excess passed on
    assert hand_of(s, 1) == [*HAND, "v1_1"]  # and not the B/F either
    assert "destroyed" in event_keys(s)


def test_heal_at_end_of_turn_cd_attack_13_dec_29() -> None:
    """CD-ATTACK-13 / CD-DEC-29: damage, Sprint bonus and turn flags clear at the end of turn."""
    s = duel([HAND, HAND], {(0, TOP): ["v2_7", "t_sprint"], (1, TOP): ["v1_7", "w1"]}, phase=3)
    act(s, "end_turn")
    for side in (0, 1):
        for c in creatures(s, side, TOP):
            assert (c["damage"], c["entered_this_turn"], c["attacked"], c["sprint_bonus"]) == (
                0, False, False, 0)
    assert s.mana != 0 and s.active == 1


def test_two_destroyed_owner_chooses_order_cd_attack_14_act_11_12() -> None:
    """CD-ATTACK-14 / CD-ACT-11 / CD-ACT-12 / CD-DEC-28: the (non-active) owner orders the
    returns one card at a time, the last is automatic, and nothing else is legal meanwhile."""
    s = duel([HAND, HAND], {(0, TOP): ["t_splash_pierce"], (1, TOP): ["v1_1", "v1_2"],
                            (1, BOTTOM): ["v2_1"]}, phase=3)
    act(s, "attack")
    assert s.current_player() == 1
    assert [a.to_text() for a in s.legal_actions()] == [
        "choose_return index=0", "choose_return index=1", "choose_return index=2"]
    with pytest.raises(IllegalAction, match="CD-ACT-12"):
        s.apply(s.legal_actions()[0].__class__("end_turn"))
    act(s, "choose_return index=2")  # v1_2 (the Pierce victim) first
    assert s.current_player() == 1
    act(s, "choose_return index=0")  # then v1_1; v2_1 follows automatically
    assert hand_of(s, 1)[-3:] == ["v1_2", "v1_1", "v2_1"]
    assert s.current_player() == 0 and pending_return(s) is None


def test_end_turn_resolves_remaining_then_next_turn_cd_act_10_dec_22() -> None:
    """CD-ACT-10 / CD-DEC-22: end_turn resolves every remaining attack in order first."""
    s = duel([HAND, HAND], {(0, TOP): ["v1_7"], (0, BOTTOM): ["v2_7"]}, phase=3)
    act(s, "end_turn")
    # 1 + 2 damage to seat 1's B/F: it moved 3 places
    assert hand_of(s, 1).index("B") == 3
    assert s.active == 1


def test_bastion_destroyed_mid_phase_later_attacks_hit_fort_cd_dec_30() -> None:
    """CD-DEC-30: later attacks in the same phase hit the new Fort at the left end."""
    s = duel([HAND, ["v1_1", "B", "v1_2"]], {(0, TOP): ["v1_7"], (0, BOTTOM): ["v1_7"]},
             phase=3)
    act(s, "attack")  # Bastion destroyed -> [Fort, v1_1, v1_2]
    assert hand_of(s, 1) == ["B", "v1_1", "v1_2"] and s.bf_fort[1]
    act(s, "attack")
    assert hand_of(s, 1) == ["v1_1", "B", "v1_2"]


def test_creature_stays_until_destroyed_cd_creature_1_summon_10() -> None:
    """CD-CREATURE-1 / CD-SUMMON-10: creatures stay in play across turns until destroyed."""
    s = duel([HAND, HAND], {(0, TOP): ["v1_7"]})
    for _ in range(4):
        act(s, "attack_phase")
        act(s, "end_turn")
    assert row(s, 0, TOP) == ["v1_7"]


def test_bridges_and_rows_cd_comp_6_11_setup_2_dec_18() -> None:
    """CD-COMP-6 / CD-COMP-11, CD-SETUP-2, CD-DEC-18: two rows, each split by a bridge into a side
    per player; bridges are no cards: neither in rows nor hands, never targets."""
    s = duel([HAND, HAND], {(0, TOP): ["v1_7"], (1, BOTTOM): ["v1_7"]})
    obs = s.observation(None)
    assert len(obs["board"]) == 2 and set(obs["board"][0]) == {"top", "bottom"}
    targets = {(a["side"], a["row"], a["position"]) for a in s.legal_actions()
               if a.kind == "cast"}
    assert targets <= {(0, "top", 1), (1, "bottom", 1)}
    assert obs["hands"][0]["size"] == len(HAND)
