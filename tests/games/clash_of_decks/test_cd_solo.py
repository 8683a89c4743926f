"""Solo mode: the AI turn, AI damage, the last round and difficulty (CD-SOLO, CD-AI, CD-SOLOEND,
CD-DIFF, CD-DEC-40 / CD-DEC-41 / CD-DEC-42 / CD-DEC-43 / CD-DEC-44 / CD-DEC-45 / CD-DEC-46 /
CD-DEC-47 / CD-DEC-48 / CD-DEC-49 / CD-DEC-50 / CD-DEC-51 / CD-DEC-52 / CD-DEC-53 / CD-DEC-54 /
CD-DEC-55 / CD-DEC-56 / CD-DEC-57 / CD-DEC-58 / CD-DEC-59)."""

from __future__ import annotations

import pytest
from cod_support import BOTTOM, TOP, act, damage_of, hand_of, pending_return, row, solo

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.game import difficulty_points
from cardtable.kernel import OptionError

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]
FILL = ["w1", "w2", "w3", "w4"]


def _to_ai_turn(s) -> None:
    act(s, "attack_phase")
    act(s, "end_turn")


def test_ai_summon_loop_example_cd_ai_6_dec_46_47_48() -> None:
    """CD-AI-3 / CD-AI-4 / CD-AI-5 / CD-AI-6 / CD-AI-7 example (CD-CONTENT-10), CD-DEC-46 /
    CD-DEC-47 / CD-DEC-48: 8 mana (6 + 2 player creatures); creature 3 to the top row, incantation
    2 at the player's position 1 of the next row (bottom), creature 4 to the bottom row (the
    incantation took no row), total 9 >= 8: stop."""
    s = solo(HAND, {(0, TOP): ["v1_7"], (0, BOTTOM): ["v1_7"]},
             ai_deck=["t_cost3", "t_zap_cost2", "t_cost4", *FILL], fresh=(0,))
    _to_ai_turn(s)
    assert s.observation(0)["ai"]["mana"] == 0  # spent and reset at the end of its turn
    assert row(s, 1, TOP) == ["t_cost3"] and row(s, 1, BOTTOM) == ["t_cost4"]
    assert s.ai_discard == ["t_zap_cost2"]  # CD-AI-12
    assert s.ai_deck == list(reversed(FILL))
    assert damage_of(s, 0, BOTTOM) == [0]  # healed after the turn; it was hit:
    assert any(e.key.endswith("inc_damage") and e.params["card"] == "v1_7" for e in s.events)
    assert s.active == 0 and s.turn == 5  # CD-SOLO-16: back to the player


def test_ai_mana_quick_game_cd_ai_1_2_dec_45() -> None:
    """CD-AI-1 / CD-AI-2 example / CD-DEC-45: fixed 6 + 1 per player creature, computed once in
    phase 1."""
    s = solo(HAND, {(0, TOP): ["v1_7"], (0, BOTTOM): ["v1_7"]}, ai_deck=["t_pricey", *FILL],
             fresh=(0,))
    _to_ai_turn(s)
    assert any(e.key.endswith("ai_turn") and e.params["mana"] == 8 for e in s.events)
    assert row(s, 1, TOP) == ["t_pricey"]  # 7 < 8 -> one more card
    assert row(s, 1, BOTTOM) == ["w1"]


def test_ai_incantation_without_target_cd_ai_8_9_dec_49() -> None:
    """CD-AI-8 / CD-AI-9 / CD-DEC-49: no player creature: no effect, no mana, discarded."""
    s = solo(HAND, ai_deck=["t_zap_cost2", "t_pricey", *FILL])
    _to_ai_turn(s)
    assert s.ai_discard == ["t_zap_cost2"]
    assert row(s, 1, TOP) == ["t_pricey"] and row(s, 1, BOTTOM) == []  # 7 >= 6 with no charge


def test_ai_incantation_indestructible_target_costs_cd_dec_49() -> None:
    """CD-DEC-49: a target that ignores the effect (Indestructible) still counts as spent."""
    s = solo(HAND, {(0, TOP): ["t_indestructible"]},
             ai_deck=["t_zap_pricey", "t_cost3", *FILL], fresh=(0,))
    _to_ai_turn(s)  # mana 7: 5 (zap) + 3 = 8 >= 7
    assert row(s, 1, TOP) == ["t_cost3"] and row(s, 1, BOTTOM) == []


def test_ai_discard_and_destroyed_creatures_cd_ai_10_11_dec_50() -> None:
    """CD-AI-10 / CD-AI-11 / CD-DEC-50 / CD-DEC-66: destroyed AI creatures go to the face-up AI
    discard, in the player's turn too; the AI has no hand."""
    s = solo(HAND, {(0, TOP): ["v6_7"], (1, TOP): ["v1_1"]}, ai_deck=FILL, phase=3)
    act(s, "attack")
    assert s.ai_discard == ["v1_1"] and row(s, 1, TOP) == []
    assert s.observation(0)["ai"]["discard"] == ["v1_1"]  # CD-INFO-13


def test_ai_attacks_like_a_player_cd_ai_13_dec_51() -> None:
    """CD-AI-13 / CD-DEC-51 / CD-SOLO-2: AI creatures attack in order under the base rules and hit
    the player's creatures or B/F."""
    s = solo(HAND, {(0, BOTTOM): ["v1_7"], (1, TOP): ["v3_7"], (1, BOTTOM): ["v2_7"]},
             ai_deck=["t_pricey", *FILL], fresh=(0,))
    _to_ai_turn(s)
    assert hand_of(s, 0).index("B") == 3  # top row: 3 damage to the B/F
    # bottom row hit v1_7 for 2 (healed at end of turn); the fresh t_pricey did not attack
    assert any(e.key.endswith(".attack") and e.params["target"] == "v1_7" for e in s.events)


def test_mill_moves_cards_face_up_cd_ai_14_15_dec_52() -> None:
    """CD-AI-14 / CD-AI-15 / CD-DEC-52: each damage point moves the top AI card to the face-up
    discard."""
    s = solo(HAND, {(0, TOP): ["v3_7"]}, ai_deck=["w1", "w2", "w3", "w4", "v1_1"], phase=3)
    act(s, "attack")
    assert s.ai_discard == ["w1", "w2", "w3"] and s.ai_deck == ["v1_1", "w4"]


def test_mill_empties_deck_flip_reshuffle_excess_lost_cd_ai_16_17_dec_53() -> None:
    """CD-AI-16 / CD-AI-17 / CD-DEC-53 (CD-CONTENT-10): the deck runs out with the Bastion up: it
    turns to the Fort, the discard (with the milled cards) is shuffled into a new deck, excess is
    lost."""
    s = solo(HAND, {(0, TOP): ["v6_7"]}, ai_deck=["w1", "w2"], ai_discard=["w3"], phase=3)
    act(s, "attack")
    assert s.ai_fort is True and s.ai_discard == []
    assert sorted(s.ai_deck) == ["w1", "w2", "w3"]  # 4 damage left over was lost
    assert not s.ai_last_pending


def test_flip_with_empty_discard_cd_dec_54() -> None:
    """CD-DEC-54: reshuffling an empty discard leaves an empty deck: the last round is due."""
    s = solo(HAND, ai_deck=["t_pricey"])  # the AI reveals its only card and empties its deck
    _to_ai_turn(s)
    assert s.ai_fort is True and s.ai_deck == [] and s.ai_last_pending
    assert row(s, 1, TOP) == ["t_pricey"]


def test_last_round_then_player_wins_cd_soloend_1_3_4_dec_55() -> None:
    """CD-SOLOEND-1 / CD-SOLOEND-3 / CD-SOLOEND-4 / CD-DEC-55 (CD-CONTENT-10): the Fort shows and
    the deck is empty: the next AI turn is the last round (no reveal, normal attacks); surviving it
    wins."""
    s = solo(HAND, {(0, TOP): ["v2_7"], (1, BOTTOM): ["v1_1"]}, ai_deck=["w1"], ai_fort=True,
             phase=3)
    act(s, "attack")  # mills the last card: flag set during the player's turn
    assert s.ai_last_pending and not s.is_terminal()
    act(s, "end_turn")
    assert s.is_terminal() and s.returns() == [1.0]  # CD-DEC-59
    assert hand_of(s, 0).index("B") == 1  # the AI v1_1 still attacked (bottom row, B/F)
    assert any(e.key.endswith("ai_turn_last") and e.params["last"] for e in s.events)


def test_flag_set_during_ai_turn_next_ai_turn_is_last_cd_dec_55() -> None:
    """CD-DEC-55: a flag set during an AI turn: that turn ends, the player plays, then the last
    round."""
    s = solo(HAND, ai_deck=["t_pricey"], ai_fort=True)
    _to_ai_turn(s)
    assert s.ai_last_pending and not s.ai_last_now and not s.is_terminal()
    _to_ai_turn(s)
    assert s.is_terminal() and s.returns() == [1.0]


def test_player_fort_lost_ai_wins_cd_soloend_2() -> None:
    """CD-SOLOEND-2: the player's Fort at the right end: the AI wins at once."""
    s = solo(["v1_1", "B", "v1_2"], {(1, TOP): ["v3_7"]}, ai_deck=FILL, fort=True)
    _to_ai_turn(s)
    assert s.is_terminal() and s.returns() == [-1.0]


def test_ai_turn_choose_return_cd_dec_44_act_11() -> None:
    """CD-DEC-44 / CD-ACT-11: the human orders returns during the AI turn; the AI turn then
    resumes; the human stays the current player throughout."""
    s = solo(HAND, {(0, TOP): ["v1_1"], (0, BOTTOM): ["v1_2"], (1, TOP): ["t_splash"]},
             ai_deck=["t_pricey", *FILL], fresh=(0,))
    _to_ai_turn(s)
    assert pending_return(s) == {"seat": 0, "cards": ["v1_1", "v1_2"]}
    assert s.current_player() == 0
    act(s, "choose_return index=1")
    assert hand_of(s, 0)[-2:] == ["v1_2", "v1_1"]
    assert s.active == 0 and s.phase == 2  # the AI turn finished, the player's turn began


def test_quick_game_settings_cd_solo_1_dec_41() -> None:
    """CD-SOLO-1 / CD-DEC-41: the quick game is every setting at +0 points; changing one needs a
    custom game."""
    s = GAME.new_state(seed=1, mode="solo")
    assert (s.ai_fixed, s.ai_per, s.ai_one_damage, s.ai_ability) == (6, 1, False, 0)
    with pytest.raises(OptionError, match="CD-DEC-41"):
        GAME.new_state(seed=1, mode="solo", ai_fixed_mana=7)


def test_difficulty_points_cd_diff_1_to_9_dec_42() -> None:
    """CD-DIFF-1 / CD-DIFF-2 / CD-DIFF-3 / CD-DIFF-4 / CD-DIFF-5 / CD-DIFF-6 / CD-DIFF-7 /
    CD-DIFF-8 / CD-DIFF-9 / CD-DEC-42: levels are 1-5 points; the six settings must add up
    exactly."""
    good = [
        ("easy", {"ai_fixed_mana": 7}),
        ("easy", {"ai_ability": "protection"}),
        ("medium", {"ai_mana_per_creature": 2}),
        ("hard", {"ai_fixed_mana": 9}),
        ("heroic", {"ai_fixed_mana": 10, "ai_bastion": False, "solo_first": "ai"}),
        ("mythic", {"ai_fixed_mana": 9, "ai_defense": "one"}),  # the CD-DIFF-9 example
    ]
    for level, settings in good:
        s = GAME.new_state(seed=1, mode="solo", solo_game="custom", level=level, **settings)
        assert difficulty_points(s.options) == {"easy": 1, "medium": 2, "hard": 3, "heroic": 4,
                                                "mythic": 5}[level]
    with pytest.raises(OptionError, match="CD-DEC-42"):
        GAME.new_state(seed=1, mode="solo", solo_game="custom", level="hard", ai_fixed_mana=7)
    with pytest.raises(OptionError, match="CD-DIFF-1"):
        GAME.new_state(seed=1, mode="solo", solo_game="custom", ai_fixed_mana=7)
    with pytest.raises(OptionError):
        GAME.new_state(seed=1, mode="solo", solo_game="custom", level="easy", ai_fixed_mana=11)
    with pytest.raises(OptionError):  # an ability the AI cannot take
        GAME.new_state(seed=1, mode="solo", solo_game="custom", level="easy", ai_ability="sprint")
    with pytest.raises(OptionError, match="Solo options"):
        GAME.new_state(seed=1, mode="duel", level="easy")


def test_mythic_setup_cd_diff_9_diff_10() -> None:
    """CD-DIFF-9 example (CD-CONTENT-10) / CD-DIFF-10: fixed 9, +1 per creature, player first,
    Bastion, attacks reduced to 1, no ability; the game then runs under those settings."""
    s = GAME.new_state(seed=6, mode="solo", solo_game="custom", level="mythic", ai_fixed_mana=9,
                       ai_defense="one")
    ai = s.observation(0)["ai"]["settings"]
    assert ai == {"game": "custom", "level": "mythic", "fixed_mana": 9, "mana_per_creature": 1,
                  "first": "player", "bastion": True, "defense": "one", "ability": "none"}
    assert s.ai_fixed == 9 and s.ai_one_damage and s.active == 0


def test_variable_mana_two_per_creature_cd_diff_4_5() -> None:
    """CD-DIFF-4 / CD-DIFF-5: +2 per player creature and a higher fixed part."""
    s = solo(HAND, {(0, TOP): ["v1_7"]}, ai_deck=["t_pricey", "t_pricey", *FILL],
             solo_game="custom", level="heroic", ai_mana_per_creature=2, ai_fixed_mana=8,
             fresh=(0,))
    _to_ai_turn(s)
    assert any(e.key.endswith("ai_turn") and e.params["mana"] == 10 for e in s.events)


def test_ai_first_cd_diff_6_dec_43() -> None:
    """CD-DIFF-6 / CD-DEC-43 / CD-DEC-9: the AI may start (variable mana 0); the player's first turn
    is then a normal turn (hand size, not 6)."""
    s = GAME.new_state(seed=2, mode="solo", format="prepared", prepared_decks=[1],
                       solo_game="custom", level="easy", solo_first="ai")
    assert s.first == 1 and s.turn == 2 and s.active == 0
    assert s.mana == len(s.hands[0])
    assert any(e.key.endswith("ai_turn") and e.params["mana"] == 6 for e in s.events)


def test_ai_without_bastion_cd_diff_7_dec_58() -> None:
    """CD-DIFF-7 / CD-DEC-58: no Bastion: the Fort shows from the start; emptying the deck calls
    the last round, no reshuffle."""
    s = GAME.new_state(seed=2, mode="solo", format="prepared", prepared_decks=[1],
                       solo_game="custom", level="medium", ai_bastion=False, ai_fixed_mana=9)
    assert s.ai_fort is True
    s = solo(HAND, {(0, TOP): ["v6_7"]}, ai_deck=["w1"], ai_discard=["w2"], ai_fort=True,
             phase=3)
    act(s, "attack")
    assert s.ai_last_pending and s.ai_discard == ["w2", "w1"] and s.ai_deck == []


def test_defense_one_cd_diff_8_dec_56() -> None:
    """CD-DIFF-8 / CD-DEC-56: attacks on the AI deck move exactly 1 card; creatures are
    unaffected."""
    s = solo(HAND, {(0, TOP): ["v6_7"], (0, BOTTOM): ["v3_7"], (1, BOTTOM): ["v1_7"]},
             ai_deck=FILL, phase=3, solo_game="custom", level="medium", ai_defense="one")
    act(s, "attack")
    assert len(s.ai_discard) == 1
    act(s, "attack")
    assert damage_of(s, 1, BOTTOM) == [3]


def test_ai_ability_all_ai_creatures_cd_diff_9_dec_57() -> None:
    """CD-DIFF-9 / CD-DEC-57: every AI creature gains the ability (Fury: entry attacks in the
    loop); the player's creatures do not."""
    s = solo(HAND, {(0, TOP): ["v1_7"]}, ai_deck=["t_pricey", *FILL], solo_game="custom",
             level="easy", ai_ability="fury", fresh=(0,))
    _to_ai_turn(s)
    assert any(e.key.endswith(".attack") and e.params["card"] == "t_pricey" for e in s.events)
    obs = s.observation(0)
    assert "fury" in obs["board"][1]["top"][0]["abilities"]
    assert "fury" not in obs["board"][0]["top"][0]["abilities"]


def test_solo_player_turn_like_base_cd_solo_2_3_15_16() -> None:
    """CD-SOLO-2 / CD-SOLO-3 / CD-SOLO-15 / CD-SOLO-16 / CD-SOLO-4: the player's turn is a base
    turn; then the AI (no seat) plays automatically inside the same apply."""
    s = GAME.new_state(seed=8, mode="solo", format="prepared", prepared_decks=[4])
    assert {a.kind for a in s.legal_actions()} <= {"play", "cast", "attack_phase"}
    turn = s.turn
    _to_ai_turn(s)
    assert s.turn == turn + 2 and s.current_player() == 0 and s.num_players == 1
