"""Hand as health: window, B/F movement, returns, mana (CD-HAND, CD-BASTION, CD-MANA)."""

from __future__ import annotations

import pytest
from cod_support import BOTTOM, TOP, act, creatures, damage_of, duel, hand_of, row

from cardtable.games.clash_of_decks.hand import bf_health, window
from cardtable.kernel import Action, IllegalAction


def _plays(state) -> set[int]:
    return {a["pick"] for a in state.legal_actions() if a.kind in ("play", "cast")}


def test_window_four_leftmost_ignoring_bf_cd_hand_3() -> None:
    """CD-HAND-3 example: in [a, Bastion, b, c, d, e] only a, b, c and d may be played."""
    s = duel([["v1_1", "B", "v1_2", "v1_3", "v1_4", "v1_5"], ["B", "v1_1", "v1_2"]])
    assert _plays(s) == {1, 2, 3, 4}
    # pick 4 is d (v1_4), never e (v1_5): CD-HAND-3, CD-DEC-61
    act(s, "play pick=4 row=top")
    assert row(s, 0, TOP) == ["v1_4"]
    assert window(["v", "bf", "w"]) == [0, 2]


def test_fifth_card_becomes_playable_cd_hand_4() -> None:
    """CD-HAND-4 example: after b is played from [a, B, b, c, d, e], e may be played."""
    s = duel([["v1_1", "B", "v1_2", "v1_3", "v1_4", "v1_5"], ["B", "v1_1", "v1_2"]])
    act(s, "play pick=2 row=top")  # b
    assert hand_of(s, 0) == ["v1_1", "B", "v1_3", "v1_4", "v1_5"]
    act(s, "play pick=4 row=bottom")  # e, now fourth leftmost, same phase
    assert row(s, 0, BOTTOM) == ["v1_5"]


def test_last_card_cannot_be_played_cd_hand_5_dec_12() -> None:
    """CD-HAND-5 / CD-DEC-12: the only card besides the B/F can never be played,
    not even an incantation that would come back."""
    s = duel([["B", "t_zap1"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v1_3"]})
    assert not [a for a in s.legal_actions() if a.kind in ("play", "cast")]
    with pytest.raises(IllegalAction, match="CD-HAND-5"):
        act(s, "cast pick=1 side=1 row=top position=1")
    s = duel([["v1_1", "B"], ["B", "v1_1", "v1_2"]])
    with pytest.raises(IllegalAction, match="CD-HAND-5"):
        act(s, "play pick=1 row=top")


def test_bf_moves_left_when_left_cards_played_cd_hand_6() -> None:
    """CD-HAND-6 / CD-HAND-2: playing cards left of the B/F moves it left; it counts as a card."""
    s = duel([["v1_1", "v1_2", "B", "v1_3"], ["B", "v1_1", "v1_2"]])
    act(s, "play pick=1 row=top")
    assert hand_of(s, 0) == ["v1_2", "B", "v1_3"]
    assert s.observation(0)["hands"][0]["bf_index"] == 1
    assert s.observation(0)["hands"][0]["size"] == 3  # CD-HAND-2: the B/F counts


def test_destroyed_creature_returns_right_end_heals_cd_hand_7() -> None:
    """CD-HAND-7 example (CD-CONTENT-10): [a, b, B, c] -> play a -> [b, B, c] -> a destroyed
    -> [b, B, c, a], two cards right of the Bastion."""
    s = duel([["v1_1", "v1_2", "B", "v1_3"], ["B", "v1_2", "v1_3", "v1_4"]],
             {(1, TOP): ["v3_3"]})
    act(s, "play pick=1 row=top")
    assert hand_of(s, 0) == ["v1_2", "B", "v1_3"]
    assert bf_health(s.hands[0]) == 1
    # seat 1's turn: its v3_3 destroys v1_1 (health 1) in the top row
    act(s, "attack_phase")
    act(s, "end_turn")
    act(s, "attack_phase")
    act(s, "attack")
    assert hand_of(s, 0) == ["v1_2", "B", "v1_3", "v1_1"]
    assert bf_health(s.hands[0]) == 2
    assert s.observation(1)["hands"][0]["revealed"][-1]  # CD-INFO-4: it came back openly


def test_more_creatures_less_health_and_mana_cd_hand_8() -> None:
    """CD-HAND-8 / CD-MANA-1: creatures in play are cards out of the hand: less mana next turn."""
    s = duel([["v1_1", "v1_2", "B", "v1_3", "v1_4"], ["B", "v1_1", "v1_2", "v1_3"]])
    act(s, "play pick=1 row=top")
    act(s, "play pick=2 row=top")
    act(s, "attack_phase")
    act(s, "end_turn")
    act(s, "attack_phase")
    act(s, "end_turn")
    assert s.mana == 3  # [B, v1_3, v1_4]: 3 cards including the B/F


def test_damage_moves_bastion_right_cd_bastion_1() -> None:
    """CD-BASTION-1 example (CD-CONTENT-10): [B, a..h] takes 3 -> [a, b, c, B, d..h], health 5."""
    hand0 = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5", "v2_1", "v2_2", "v2_3"]
    s = duel([hand0, ["B", "v1_1", "v1_2"]], {(1, TOP): ["v3_3"]}, active=1, phase=3)
    act(s, "attack")
    assert hand_of(s, 0) == ["v1_1", "v1_2", "v1_3", "B", "v1_4", "v1_5", "v2_1", "v2_2",
                             "v2_3"]
    assert s.observation(1)["hands"][0]["health"] == 5  # CD-DEC-10


def test_bastion_destroyed_excess_lost_cd_bastion_4() -> None:
    """CD-BASTION-2 / CD-BASTION-3 / CD-BASTION-4 example (CD-CONTENT-10): [a, b, B, c] takes 3 ->
    [Fort, a, b, c]."""
    s = duel([["v1_1", "v1_2", "B", "v1_3"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v3_3"]},
             active=1, phase=3)
    act(s, "attack")
    assert hand_of(s, 0) == ["B", "v1_1", "v1_2", "v1_3"]
    assert s.bf_fort[0] is True  # CD-BASTION-3: turned to the Fort side
    assert s.observation(None)["hands"][0]["bf_side"] == "fort"
    assert not s.is_terminal()


def test_fort_at_right_end_loses_cd_bastion_5_end_1_end_2() -> None:
    """CD-BASTION-5, CD-END-1 / CD-END-2: the Fort reaching the right end ends the game; opponent
    wins."""
    s = duel([["v1_1", "B", "v1_3"], ["B", "v1_1", "v1_2"]],
             {(1, TOP): ["v3_3"], (1, BOTTOM): ["v3_3"]}, active=1, phase=3, fort=(True, False))
    act(s, "attack")
    assert s.is_terminal() and s.returns() == [-1.0, 1.0]
    # CD-DEC-30: no further attack was resolved after the end
    assert [c["attacked"] for c in creatures(s, 1, BOTTOM)] == [False]


def test_only_bf_in_hand_loses_cd_bastion_6() -> None:
    """CD-BASTION-6: a hand holding only the B/F loses, even with the Bastion side up:
    the Bastion is destroyed, and the Fort at the left end is also the right end."""
    s = duel([["B", "v1_1"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v1_1"]}, active=1, phase=3)
    act(s, "attack")  # 1 damage: Bastion to the right end -> Fort at left end of [Fort, v1_1]
    assert hand_of(s, 0) == ["B", "v1_1"] and s.bf_fort[0]
    # [B] alone: 1 damage moves nothing, the Bastion at the right end is destroyed, and the
    # Fort put back at the left end is at the right end too: seat 0 loses.
    s2 = duel([["B"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v1_1"]}, active=1, phase=3)
    act(s2, "attack")
    assert s2.is_terminal() and s2.returns() == [-1.0, 1.0]


def test_playing_right_of_bastion_can_destroy_it_cd_dec_11() -> None:
    """CD-DEC-11 / CD-DEC-12: playing the only card right of the Bastion is legal and
    destroys it at once (checked before the creature is placed)."""
    s = duel([["v1_1", "v1_2", "B", "v1_3"], ["B", "v1_1", "v1_2"]])
    act(s, "play pick=3 row=top")
    assert hand_of(s, 0) == ["B", "v1_1", "v1_2"] and s.bf_fort[0]
    # The same with the Fort up loses the game at once (self-inflicted).
    s = duel([["v1_1", "v1_2", "B", "v1_3"], ["B", "v1_1", "v1_2"]], fort=(True, False))
    act(s, "play pick=3 row=top")
    assert s.is_terminal() and s.returns() == [-1.0, 1.0]
    assert row(s, 0, TOP) == []  # never placed


def test_incantation_from_right_of_bf_does_not_destroy_it_cd_dec_11() -> None:
    """CD-DEC-11: an incantation is one atomic step: it leaves and comes back before the check."""
    s = duel([["v1_1", "B", "t_zap1"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v1_7"]})
    act(s, "cast pick=2 side=1 row=top position=1")
    assert hand_of(s, 0) == ["v1_1", "B", "t_zap1"] and not s.bf_fort[0]


def test_mana_gain_is_hand_size_cd_mana_1_and_pool_cd_dec_13() -> None:
    """CD-MANA-1 example: 5 cards plus the Bastion give 6 mana; CD-DEC-13: the pool is fixed."""
    s = duel([["B", "v1_1", "v1_2"], ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]])
    act(s, "attack_phase")
    act(s, "end_turn")
    assert s.active == 1 and s.mana == 6
    act(s, "play pick=1 row=top")  # costs 1: the pool falls by the cost only (CD-MANA-7)
    assert s.mana == 5


def test_mana_spent_and_limits_cd_mana_3_to_7() -> None:
    """CD-MANA-3 / CD-MANA-6 / CD-MANA-7: cards cost their printed mana and the pool cannot go
    below 0; CD-MANA-4: mana may be spent in phase 3 on incantations; CD-MANA-5: unspent mana is
    lost."""
    s = duel([["B", "t_pricey", "t_zap3", "v1_1", "v1_2"], ["B", "v1_1", "v1_2"]],
             {(1, TOP): ["v1_7"]}, mana=6)
    with pytest.raises(IllegalAction, match="CD-MANA-6"):
        act(s, "play pick=1 row=top")  # costs 7
    act(s, "attack_phase")
    act(s, "cast pick=2 side=1 row=top position=1")  # phase 3 incantation
    assert s.mana == 5
    act(s, "end_turn")
    assert s.mana != 5 and s.active == 1  # the other player's pool; ours was lost (CD-MANA-5)
    assert s.observation(None)["mana"] == len(s.hands[1])


def test_first_turn_six_mana_cd_mana_2_setup_7() -> None:
    """CD-MANA-2 / CD-SETUP-7 / CD-DEC-9: the starting player gets 6, the other 9."""
    from cardtable.games.clash_of_decks import GAME

    for first in (0, 1):
        s = GAME.new_state(seed=4, players=2, prepared_decks=[3, 4], first_player=first)
        assert s.active == first and s.mana == 6
        s.apply(Action("attack_phase"))
        s.apply(Action("end_turn"))
        assert s.active == 1 - first and s.mana == 9
        s.apply(Action("attack_phase"))
        s.apply(Action("end_turn"))
        assert s.mana == 9  # the starter's second turn is a normal turn


def test_hand_order_fixed_cd_hand_1_dec_8() -> None:
    """CD-HAND-1 / CD-DEC-8: no action reorders a hand; only plays, returns and damage do."""
    s = duel([["v1_1", "B", "v1_2", "v1_3"], ["B", "v1_1", "v1_2"]])
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds <= {"play", "cast", "attack_phase"}
    act(s, "attack_phase")
    assert hand_of(s, 0) == ["v1_1", "B", "v1_2", "v1_3"]


def test_repeat_incantation_small_hand_cd_inc_8() -> None:
    """CD-INC-8 example (CD-CONTENT-10): in [B, x, y, z, inc] the incantation comes back within
    the 4 leftmost and can be cast again; with 6+ cards it lands fifth and cannot."""
    s = duel([["B", "v1_1", "v1_2", "v1_3", "t_zap1"], ["B", "v1_1"]], {(1, TOP): ["v1_7"]},
             mana=3)
    for _ in range(3):
        act(s, "cast pick=4 side=1 row=top position=1")
        assert hand_of(s, 0)[-1] == "t_zap1"
    assert damage_of(s, 1, TOP) == [3] and s.mana == 0
    s = duel([["B", "v1_1", "v1_2", "v1_3", "t_zap1", "v1_4"], ["B", "v1_1"]],
             {(1, TOP): ["v1_7"]}, mana=3)
    act(s, "cast pick=4 side=1 row=top position=1")
    assert hand_of(s, 0)[-1] == "t_zap1"
    assert not [a for a in s.legal_actions() if a.kind == "cast"]  # it is fifth now
