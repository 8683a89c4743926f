"""The steps of one combat and who may act in it (HC-ATTACK-1..12, HC-DEC-50..54,
HC-DEC-57, HC-ACT-7..10, HC-ACT-21, HC-TURN-4, HC-MAIN-3), with the known-answer
fixtures for the attacking bars and for HC-ATTACK-12."""

from __future__ import annotations

import pytest

from cardtable.games.hecatomb.state import HcState

from .support_c import (
    COMBAT_GAME,
    abom_id,
    aboms,
    act,
    attack,
    build,
    combat,
    grave,
    kinds,
    legal,
    pass_windows,
    pending,
    refusal,
    souls,
    stack,
)

ATTACKER = ["t_greed_2", "t_greed_3"]
BLOCKER = ["t_corruption_5", "t_corruption_6"]


def test_hc_dec_50_steps_of_one_combat_in_order() -> None:
    """HC-DEC-50 / HC-ATTACK-3 / HC-ATTACK-6 / HC-ATTACK-7 / HC-ATTACK-9: declare, window
    A1 of the attacker, window D1 of the defender, blocks, A2, D2, then reaping and
    damage, and the main phase goes on."""
    st = build({0: [ATTACKER], 1: [BLOCKER]},
               hands={0: ["t_greed_4"], 1: ["t_greed_4"]})
    act(st, "attack seat=1")
    assert pending(st) == ("declare_attackers", 0)
    assert combat(st)["defender"] == 1  # HC-ATTACK-2: one opponent
    act(st, "add_attacker abom=0", "confirm_attackers")
    assert pending(st) == ("window", 0)  # HC-ATTACK-6
    assert combat(st)["step"] == "a1"
    act(st, "pass")
    assert pending(st) == ("window", 1)  # HC-ATTACK-7
    assert combat(st)["step"] == "d1"
    assert st.current_player() == 1  # HC-ACT-21
    act(st, "pass")
    assert pending(st) == ("block", 1)
    act(st, "block blocker=0 attacker=0")
    # no legal block is left: the step ends by itself (HC-DEC-56)
    assert pending(st) == ("window", 0)  # HC-ATTACK-9: A2 then D2
    assert combat(st)["step"] == "a2"
    act(st, "pass")
    assert pending(st) == ("window", 1)
    assert combat(st)["step"] == "d2"
    assert combat(st)["closed"] == ["a1", "d1", "a2"]  # HC-DEC-53: closed stay closed
    act(st, "pass")
    # HC-ATTACK-10: the blocked attacker fought: 11 damage wipes it out, 5 kills nothing
    assert pending(st) == ("main", 0)
    assert combat(st) is None
    assert aboms(st, 0) == []
    assert grave(st, 0) == ["t_greed_3", "t_greed_2"]
    assert stack(st, 1, 0) == BLOCKER


def test_hc_attack_4_declared_attackers_are_tapped_at_confirmation() -> None:
    """HC-ATTACK-4 / HC-DEC-50: attackers are tapped only when confirmed, all at once."""
    st = build({0: [ATTACKER, ["t_greed_1", "t_greed_1"]], 1: [BLOCKER]},
               hands={0: ["t_greed_4"]})
    act(st, "attack seat=1", "add_attacker abom=0")
    assert [a["tapped"] for a in aboms(st, 0)] == [False, False]
    act(st, "add_attacker abom=1", "confirm_attackers")
    assert pending(st) == ("window", 0)
    assert [a["tapped"] for a in aboms(st, 0)] == [True, True]
    assert [a["role"] for a in aboms(st, 0)] == ["attacker", "attacker"]
    assert combat(st)["attackers"] == [abom_id(st, 0, 0), abom_id(st, 0, 1)]


def test_hc_act_8_confirm_needs_an_attacker_and_each_is_added_once() -> None:
    """HC-ACT-8: confirm_attackers only once one abomination is added; an added one is
    not offered again (HC-DEC-51)."""
    st = build({0: [ATTACKER, ["t_greed_1", "t_greed_1"]], 1: [BLOCKER]})
    act(st, "attack seat=1")
    assert legal(st) == ["add_attacker abom=0", "add_attacker abom=1"]
    assert refusal(st, "confirm_attackers") == "HC-ACT-21"
    act(st, "add_attacker abom=1")
    assert legal(st) == ["add_attacker abom=0", "confirm_attackers"]
    assert refusal(st, "add_attacker abom=1") == "HC-DEC-51"


def test_attacking_bars_known_answer_fixture() -> None:
    """HC-CONTENT-14 attacking bars: one-minion (HC-ABOM-10), marked (HC-ABOM-11,
    HC-ABOM-13), tapped (HC-ATTACK-5), Fanatic when changed (HC-FANATIC-1), tapped
    Fanatic (HC-FANATIC-2), Guardian (HC-GUARDIAN-1), Guardian with Fanatic
    (HC-DEC-71); the refusals name the rule (HC-DEC-51)."""
    st = build({0: [
        ATTACKER,                                             # 0 may attack
        ["t_greed_4"],                                        # 1 one minion
        (["t_greed_2", "t_greed_2"], {"changed": True}),      # 2 marked
        (["t_greed_2", "t_greed_2"], {"tapped": True}),       # 3 tapped
        (["t_greed_2", "t_fanatic"], {"changed": True}),      # 4 Fanatic, marked
        (["t_fanatic", "t_greed_2"], {"tapped": True}),       # 5 Fanatic, tapped
        ["t_greed_2", "t_guardian"],                          # 6 Guardian
        (["t_fanatic", "t_guardian"], {"changed": True}),     # 7 both
    ], 1: [BLOCKER]})
    act(st, "attack seat=1")
    assert pending(st) == ("declare_attackers", 0)
    assert legal(st) == ["add_attacker abom=0", "add_attacker abom=4"]
    assert refusal(st, "add_attacker abom=1") == "HC-ABOM-10"
    assert refusal(st, "add_attacker abom=2") == "HC-ABOM-11"
    assert refusal(st, "add_attacker abom=3") == "HC-ATTACK-5"
    assert refusal(st, "add_attacker abom=5") == "HC-ATTACK-5"  # HC-FANATIC-2
    assert refusal(st, "add_attacker abom=6") == "HC-GUARDIAN-1"
    assert refusal(st, "add_attacker abom=7") == "HC-GUARDIAN-1"  # HC-DEC-71
    act(st, "add_attacker abom=4", "confirm_attackers")  # HC-FANATIC-1
    assert combat(st)["attackers"] == [abom_id(st, 0, 4)]


def test_hc_dec_51_attack_offered_only_when_an_abomination_may_attack() -> None:
    """HC-DEC-51 / HC-ACT-7: with only barred abominations `attack` is not offered and
    is refused naming HC-DEC-51; attacking oneself names HC-ATTACK-2."""
    st = build({0: [["t_greed_4"], (ATTACKER, {"tapped": True}),
                    ["t_greed_2", "t_guardian"]], 1: [BLOCKER]})
    assert "attack" not in kinds(st)
    assert refusal(st, "attack seat=1") == "HC-DEC-51"
    st = build({0: [ATTACKER], 1: [BLOCKER]})
    assert "attack seat=1" in legal(st)
    assert refusal(st, "attack seat=0") == "HC-ATTACK-2"


def test_hc_attack_1_unblocked_attack_steals_souls() -> None:
    """HC-ATTACK-1 / HC-ATTACK-10: an unblocked attacker steals the defender's souls."""
    st = build({0: [ATTACKER]}, souls={0: 6, 1: 6})
    attack(st, 1, 0)
    assert pending(st) == ("main", 0)
    assert souls(st) == [8, 4]


def test_hc_dec_54_no_mana_no_other_card_no_attack_no_end_during_combat() -> None:
    """HC-DEC-54 / HC-MANA-4 / HC-PLAY-5: during a combat window nothing but combat
    cards, tap abilities and `pass`."""
    st = build({0: [ATTACKER], 1: [BLOCKER]},
               hands={0: ["t_greed_2", "t_blast_1"]}, mana={0: ["t_destruction_1"]})
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    assert legal(st) == ["play hand=1 x=0", "pass"]
    assert refusal(st, "play_mana hand=0") == "HC-DEC-54"
    assert refusal(st, "attack seat=1") == "HC-DEC-54"
    assert refusal(st, "end_turn") == "HC-DEC-54"
    assert refusal(st, "play hand=0 x=0") == "HC-PLAY-5"


def test_hc_dec_53_window_skipped_without_hand_or_tap_ability() -> None:
    """HC-DEC-53 / HC-INFO-15: a window opens only for an owner with a hand card or a
    usable tap ability; the attacker's empty-handed A1 is skipped."""
    st = build({0: [ATTACKER], 1: [BLOCKER]}, hands={1: ["t_greed_2"]})
    attack(st, 1, 0)
    assert pending(st) == ("window", 1)
    assert combat(st)["closed"] == ["a1"]
    st = build({0: [ATTACKER], 1: [BLOCKER]})
    attack(st, 1, 0)
    assert pending(st) == ("block", 1)
    assert combat(st)["closed"] == ["a1", "d1"]


def test_hc_act_10_pass_closes_the_window_for_good() -> None:
    """HC-ACT-10 / HC-DEC-53: after `pass` the attacker's A1 does not reopen although
    the attacker still holds cards; D1 follows."""
    st = build({0: [ATTACKER], 1: [BLOCKER]},
               hands={0: ["t_greed_4"], 1: ["t_greed_4"]})
    attack(st, 1, 0)
    act(st, "pass")
    assert pending(st) == ("window", 1)
    assert "a1" in combat(st)["closed"]


def test_hc_act_21_pending_decider_is_current_player() -> None:
    """HC-ACT-21 / HC-DEC-83 / HC-TURN-4: the defender decides in D1 and while blocking,
    in the attacker's turn; the attacker's actions are refused naming HC-ACT-21."""
    st = build({0: [ATTACKER], 1: [BLOCKER]}, hands={1: ["t_greed_4"]})
    attack(st, 1, 0)
    assert st.current_player() == 1
    assert st.observation(0)["current_player"] == 1
    assert refusal(st, "pass", seat=0) == "HC-ACT-21"
    act(st, "pass")
    assert pending(st) == ("block", 1)
    assert st.current_player() == 1
    assert refusal(st, "done_blocking", seat=0) == "HC-ACT-21"
    assert refusal(st, "end_turn") == "HC-ACT-21"
    assert refusal(st, "pass") == "HC-ACT-21"
    assert st.legal_actions()  # the defender has its choices
    assert "done_blocking" in legal(st)  # HC-ACT-11: always legal there
    act(st, "done_blocking")
    assert pending(st) == ("window", 1)  # D2: the defender still holds a card
    act(st, "pass")
    assert st.current_player() == 0  # play continues where it stopped
    assert pending(st) == ("main", 0)


def _one_left_fixture() -> tuple[HcState, int]:
    """The defender blasts the attacker [1, 1] with a 1-damage combat fate."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_2", "t_greed_2"]],
                1: [["t_corruption_1", "t_corruption_2"]]},
               hands={1: ["t_blast_1"]}, mana={1: ["t_destruction_1"]},
               souls={0: 5, 1: 10})
    return st, abom_id(st, 0, 0)


def test_hc_attack_12_fate_in_d1_leaves_one_minion_no_theft() -> None:
    """HC-ATTACK-12 example / HC-ATTACK-11 / HC-DEC-57: a combat fate leaves an
    attacker with one minion: it is removed at once, cannot be blocked and steals
    nothing; the other attacker still steals its size."""
    st, target = _one_left_fixture()
    attack(st, 1, 0, 1)
    assert pending(st) == ("window", 1)
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 1)
    act(st, f"choose_target choice={target}")
    # D1 closes by itself: the defender's hand is empty now (HC-DEC-53)
    assert pending(st) == ("block", 1)
    c = combat(st)
    assert c["out"] == [target]
    assert aboms(st, 0)[0]["role"] is None
    assert aboms(st, 0)[0]["tapped"] is True  # stays as it is (HC-DEC-57)
    assert legal(st) == ["block attacker=1 blocker=0", "done_blocking"]
    assert refusal(st, "block blocker=0 attacker=0") == "HC-BLOCK-2"
    act(st, "done_blocking")
    assert souls(st) == [7, 8]  # only the second attacker's 2 souls
    assert stack(st, 0, 0) == ["t_greed_1"]


def test_hc_attack_12_blocked_attacker_left_with_one_minion_fights_nobody() -> None:
    """HC-ATTACK-12 / HC-DEC-57: an attacker blocked, then reduced to one minion in D2,
    deals and takes no combat damage and steals nothing."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_1", "t_corruption_1"]]},
               hands={1: ["t_blast_1"]}, mana={1: ["t_destruction_1"]},
               souls={0: 5, 1: 10})
    target = abom_id(st, 0, 0)
    attack(st, 1, 0)
    act(st, "pass")  # D1
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("window", 1)
    assert combat(st)["step"] == "d2"
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 1)
    act(st, f"choose_target choice={target}")
    # no attacker is left in combat: the combat ends (HC-DEC-50)
    assert pending(st) == ("main", 0)
    assert combat(st) is None
    assert souls(st) == [5, 10]
    assert stack(st, 0, 0) == ["t_greed_1"]
    assert stack(st, 1, 0) == ["t_corruption_1", "t_corruption_1"]  # not fought


@pytest.mark.parametrize("defender_souls", [0, 3])
def test_hc_dec_52_attack_any_opponent_even_with_no_souls(defender_souls: int) -> None:
    """HC-DEC-52: a player with 0 souls or no abominations may be attacked; stealing
    from 0 souls steals nothing."""
    st = build({0: [ATTACKER]}, souls={0: 5, 1: defender_souls})
    assert "attack seat=1" in legal(st)
    attack(st, 1, 0)
    assert souls(st) == [5 + min(2, defender_souls), max(0, defender_souls - 2)]


def test_hc_main_3_several_attacks_in_one_turn() -> None:
    """HC-MAIN-3 / HC-DEC-52: the active player attacks as long as an abomination can;
    then `attack` is no longer offered."""
    st = build({0: [ATTACKER, ["t_greed_1", "t_greed_1"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0)
    assert "attack seat=1" in legal(st)
    act(st, "attack seat=1")
    assert legal(st) == ["add_attacker abom=1"]  # the tapped one is not offered
    act(st, "add_attacker abom=1", "confirm_attackers")
    assert souls(st) == [9, 6]
    assert "attack" not in kinds(st)


def test_hc_dec_19_pool_empties_when_combat_begins() -> None:
    """HC-DEC-50 step 1 / HC-DEC-19: the pool empties as a combat begins."""
    st = build({0: [ATTACKER]}, pools={0: [1, 0, 2, 0]})
    assert st.observation(0)["players_state"][0]["pool"] == [1, 0, 2, 0]
    act(st, "attack seat=1")
    assert st.observation(0)["players_state"][0]["pool"] == [0, 0, 0, 0]




def test_hc_dec_58_minion_joining_an_attacker_counts_for_reaping() -> None:
    """HC-DEC-58 / HC-PLAY-5: a combat minion played onto an attacker in A1 keeps its
    role; the added minion counts for the size stolen; the abomination is marked."""
    st = build({0: [["t_greed_1", "t_greed_1"]]}, hands={0: ["tc_combat_minion", "t_greed_2"]},
               mana={0: ["t_greed_1"]}, souls={0: 5, 1: 10}, game=COMBAT_GAME)
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    act(st, "play_onto abom=0 hand=0 x=0")
    assert pending(st) == ("window", 0)
    ab = aboms(st, 0)[0]
    assert ab["size"] == 3 and ab["role"] == "attacker" and ab["changed"] is True
    pass_windows(st)
    assert pending(st) == ("main", 0)
    assert souls(st) == [8, 7]


def test_hc_dec_58_new_top_minion_carries_rager() -> None:
    """HC-DEC-58 / HC-DEC-61: the new top minion of an attacker carries its Rager."""
    st = build({0: [["t_greed_1", "t_rager_2"]]}, hands={0: ["tc_combat_minion", "t_greed_2"]},
               mana={0: ["t_greed_1"]}, game=COMBAT_GAME)
    attack(st, 1, 0)
    act(st, "play_onto abom=0 hand=0 x=0")
    assert pending(st) == ("window", 0)
    assert [m["strength"] for m in aboms(st, 0)[0]["minions"]] == [1, 2, 3]


def test_hc_dec_58_new_abomination_in_combat_is_not_in_combat() -> None:
    """HC-DEC-58: a minion played as a new abomination during combat is not in it."""
    st = build({0: [["t_greed_1", "t_greed_1"]]}, hands={0: ["tc_combat_minion", "t_greed_2"]},
               mana={0: ["t_greed_1"]}, game=COMBAT_GAME)
    attack(st, 1, 0)
    act(st, "play hand=0 x=0")
    assert aboms(st, 0)[1]["role"] is None
    assert combat(st)["attackers"] == [abom_id(st, 0, 0)]


def test_hc_dec_57_minion_added_later_does_not_bring_it_back() -> None:
    """HC-DEC-57: an attacker removed with one minion stays out of the combat even when
    a combat minion makes it two again; it steals nothing."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_2", "t_greed_2"]]},
               hands={0: ["tc_combat_minion"], 1: ["t_blast_1"]},
               mana={0: ["t_greed_1"], 1: ["t_destruction_1"]}, souls={0: 5, 1: 10},
               game=COMBAT_GAME)
    target = abom_id(st, 0, 0)
    attack(st, 1, 0, 1)
    act(st, "pass")  # A1
    act(st, "play hand=0 x=0", f"choose_target choice={target}")  # D1
    assert combat(st)["out"] == [target]
    assert pending(st) == ("window", 0)  # A2
    act(st, "play_onto abom=0 hand=0 x=0")
    assert aboms(st, 0)[0]["size"] == 2
    assert pending(st) == ("main", 0)
    assert souls(st) == [7, 8]  # only the second attacker stole


def test_hc_dec_52_untapped_attacker_may_attack_again() -> None:
    """HC-DEC-52: an abomination untapped by an effect after attacking may attack again
    in a later combat of the same turn."""
    st = build({0: [ATTACKER]}, hands={0: ["t_untap_target"]}, mana={0: ["t_deceit_1"]},
               souls={0: 5, 1: 10})
    attack(st, 1, 0)
    pass_windows(st)  # A1 and A2 open: the attacker holds a card
    assert "attack" not in kinds(st)
    act(st, "play hand=0 x=0")  # its only target is taken automatically
    assert aboms(st, 0)[0]["tapped"] is False
    attack(st, 1, 0)
    assert souls(st) == [9, 6]
