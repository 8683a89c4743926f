"""Incantations and the effect vocabulary (CD-INC, CD-DEC-16 / CD-DEC-17 / CD-DEC-25 / CD-DEC-67,
CD-CONTENT-6)."""

from __future__ import annotations

import pytest
from cod_support import BOTTOM, TOP, act, damage_of, duel, event_keys, hand_of, row

from cardtable.kernel import IllegalAction

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def test_incantation_in_summoning_and_attack_phase_cd_inc_1_dec_25() -> None:
    """CD-INC-1 / CD-DEC-25: own turn only, in phase 2 or between attacks in phase 3."""
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], ["B", "t_zap1", "v1_1", "v1_2"]],
             {(0, TOP): ["v1_7", "v1_7"], (1, TOP): ["v1_7"]})
    assert any(a.kind == "cast" for a in s.legal_actions())
    act(s, "attack_phase")
    act(s, "attack")
    assert any(a.kind == "cast" for a in s.legal_actions())  # between attacks
    act(s, "cast pick=1 side=1 row=top position=1")
    act(s, "attack")
    assert any(a.kind == "cast" for a in s.legal_actions())  # after the last attack
    # the opponent (seat 1) cannot cast during seat 0's turn
    with pytest.raises(IllegalAction):
        s.apply(s.legal_actions()[0], seat=1)


def test_any_creature_is_a_target_cd_inc_2_3_dec_16() -> None:
    """CD-INC-2 / CD-INC-3 / CD-DEC-16 / CD-DEC-67: one target, any creature on either side, own
    included; not playable while no creature is in play."""
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], HAND])
    assert not [a for a in s.legal_actions() if a.kind == "cast"]
    with pytest.raises(IllegalAction, match="CD-DEC-16"):
        act(s, "cast pick=1 side=1 row=top position=1")
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v1_7"], (1, BOTTOM): ["v1_7", "v1_7"]})
    targets = {(a["side"], a["row"], a["position"]) for a in s.legal_actions() if a.kind == "cast"}
    assert targets == {(0, "top", 1), (1, "bottom", 1), (1, "bottom", 2)}
    act(s, "cast pick=1 side=0 row=top position=1")
    assert damage_of(s, 0, TOP) == [1]


def test_cast_revealed_applies_at_once_returns_cd_inc_4_5_6_7() -> None:
    """CD-INC-4 / CD-INC-5 / CD-INC-6 / CD-INC-7: revealed when cast, effect immediate (not next
    turn), then the card goes to the right end of its owner's hand."""
    s = duel([["t_zap3", "B", "v1_1", "v1_2"], HAND], {(1, TOP): ["v1_7"]},
             revealed=[[False, True, False, False], None])
    act(s, "cast pick=1 side=1 row=top position=1")
    assert damage_of(s, 1, TOP) == [3]
    assert hand_of(s, 0) == ["B", "v1_1", "v1_2", "t_zap3"]
    assert s.observation(1)["hands"][0]["cards"][-1] == "t_zap3"  # CD-INC-4: public now
    assert "cast" in event_keys(s)


def test_incantation_destroys_returns_before_card_cd_dec_17() -> None:
    """CD-DEC-17: victims return (owner's order) before the incantation returns to the hand."""
    s = duel([["B", "t_zap3_splash", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v1_1"], (0, BOTTOM): ["v1_2"]})
    act(s, "cast pick=1 side=0 row=top position=1")
    # own creatures: the caster chooses
    assert s.observation(0)["pending_return"] == {"seat": 0, "cards": ["v1_1", "v1_2"]}
    act(s, "choose_return index=1")
    assert hand_of(s, 0) == ["B", "v1_1", "v1_2", "v1_2", "v1_1", "t_zap3_splash"]


def test_damage_effect_amounts_and_flags_cd_content_6() -> None:
    """CD-CONTENT-6: damage n to the target; splash: same position, other row, target's side;
    pierce: one position farther; destroy: whatever its health."""
    s = duel([["B", "t_zap3_splash", "t_zap3_pierce", "t_kill", "t_zap9", "v1_1"], HAND],
             {(1, TOP): ["w1", "w2", "w3"], (1, BOTTOM): ["w4", "v1_7"]})
    act(s, "cast pick=1 side=1 row=top position=2")
    assert damage_of(s, 1, TOP) == [0, 3, 0] and damage_of(s, 1, BOTTOM) == [0, 3]
    act(s, "cast pick=1 side=1 row=top position=2")  # t_zap3_pierce
    assert damage_of(s, 1, TOP) == [0, 6, 3]
    act(s, "cast pick=1 side=1 row=bottom position=1")  # t_kill: 7-health w4 destroyed
    assert row(s, 1, BOTTOM) == ["v1_7"]
    act(s, "cast pick=1 side=1 row=bottom position=1")  # t_zap9 kills the damaged v1_7
    assert row(s, 1, BOTTOM) == []


def test_incantation_damage_adds_to_attacks_cd_attack_8() -> None:
    """CD-ATTACK-8: incantation and attack damage add up in the same turn."""
    s = duel([["B", "t_zap3", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v4_7"], (1, TOP): ["v1_7"]}, phase=3)
    act(s, "cast pick=1 side=1 row=top position=1")
    act(s, "attack")
    assert row(s, 1, TOP) == []


def test_creatures_not_in_phase_3_cd_dec_15() -> None:
    """CD-DEC-15: in phase 3 only incantations may be played."""
    s = duel([["B", "v1_1", "t_zap1", "v1_2"], HAND], {(1, TOP): ["v1_7"]}, phase=3)
    kinds = {a.kind for a in s.legal_actions()}
    assert "play" not in kinds and "cast" in kinds
    with pytest.raises(IllegalAction, match="CD-DEC-15"):
        act(s, "play pick=1 row=top")


def test_window_applies_in_phase_3_cd_dec_14() -> None:
    """CD-DEC-14: the 4-leftmost rule also limits phase-3 incantations."""
    s = duel([["B", "v1_1", "v1_2", "v1_3", "v1_4", "t_zap1"], HAND], {(1, TOP): ["v1_7"]},
             phase=3)
    assert not [a for a in s.legal_actions() if a.kind == "cast"]
    with pytest.raises(IllegalAction, match="CD-HAND-3"):
        act(s, "cast pick=5 side=1 row=top position=1")
    assert row(s, 1, BOTTOM) == []
