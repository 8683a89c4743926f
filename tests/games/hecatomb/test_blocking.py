"""Declaring blockers (HC-BLOCK-1..8, HC-DEC-56, HC-DEC-57, HC-ACT-11, HC-ABOM-12,
HC-GUARDIAN-2, HC-EVADER-1, HC-DEC-65), with the known-answer fixtures for HC-BLOCK-6
and HC-BLOCK-7 and the Greed Evader example."""

from __future__ import annotations

from .support_c import (
    COMBAT_GAME,
    abom_id,
    aboms,
    act,
    attack,
    build,
    combat,
    grave,
    legal,
    pending,
    refusal,
    souls,
    stack,
    stacks,
)


def test_hc_block_1_untapped_defender_abominations_each_block_one_attacker() -> None:
    """HC-BLOCK-1 / HC-DEC-56 / HC-ACT-11: every (legal blocker, open attacker) pair is
    offered; a blocker that already blocks is refused naming HC-BLOCK-1."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_2", "t_greed_1"]],
                1: [["t_corruption_4", "t_corruption_4"],
                    (["t_corruption_4", "t_corruption_4"], {"tapped": True}),
                    ["t_corruption_5"],
                    ["t_corruption_3", "t_corruption_3"]]})
    attack(st, 1, 0, 1)
    assert pending(st) == ("block", 1)
    assert legal(st) == ["block attacker=0 blocker=0", "block attacker=1 blocker=0",
                         "block attacker=0 blocker=3", "block attacker=1 blocker=3",
                         "done_blocking"]
    assert refusal(st, "block blocker=1 attacker=0") == "HC-BLOCK-1"  # tapped
    assert refusal(st, "block blocker=2 attacker=0") == "HC-BLOCK-3"  # one minion
    act(st, "block blocker=0 attacker=0")
    assert combat(st)["blocks"] == [[abom_id(st, 1, 0), abom_id(st, 0, 0)]]
    assert combat(st)["blocked"] == [abom_id(st, 0, 0)]
    assert refusal(st, "block blocker=0 attacker=1") == "HC-BLOCK-1"  # blocks already
    assert refusal(st, "block blocker=3 attacker=0") == "HC-BLOCK-2"  # blocked already
    assert legal(st) == ["block attacker=1 blocker=3", "done_blocking"]
    act(st, "block blocker=3 attacker=1")
    assert pending(st) == ("main", 0)  # nothing left to declare: the step ended


def test_hc_block_3_one_minion_and_tapped_blockers_refused() -> None:
    """HC-BLOCK-3 / HC-ABOM-10 / HC-BLOCK-1 / HC-TURN-4: only abominations of at least
    two minions that are untapped can block; with none the block step is skipped
    (HC-DEC-56)."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4"],
                    (["t_corruption_4", "t_corruption_4"], {"tapped": True})]},
               souls={0: 5, 1: 5})
    attack(st, 1, 0)
    assert pending(st) == ("main", 0)  # no block step
    assert souls(st) == [7, 3]


def test_hc_block_1_refusals_name_the_rule() -> None:
    """HC-BLOCK-1 (tapped) / HC-BLOCK-3 (one minion) refusals while another block is
    legal."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4"],
                    (["t_corruption_4", "t_corruption_4"], {"tapped": True}),
                    ["t_corruption_1", "t_corruption_1"]]})
    attack(st, 1, 0)
    assert legal(st) == ["block attacker=0 blocker=2", "done_blocking"]
    assert refusal(st, "block blocker=0 attacker=0") == "HC-BLOCK-3"
    assert refusal(st, "block blocker=1 attacker=0") == "HC-BLOCK-1"
    assert refusal(st, "block blocker=9 attacker=0") == "HC-DEC-82"


def test_hc_dec_56_blocking_does_not_tap() -> None:
    """HC-DEC-56: a blocker stays untapped and is shown as blocker in the combat."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4", "t_corruption_4"]]}, hands={1: ["t_greed_2"]})
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0")
    assert pending(st) == ("window", 1)  # D2
    assert aboms(st, 1)[0]["tapped"] is False
    assert aboms(st, 1)[0]["role"] == "blocker"


def test_hc_block_5_blocked_attacker_and_blocker_fight() -> None:
    """HC-BLOCK-5 / HC-REAP-5: the pair exchanges damage; nobody steals."""
    st = build({0: [["t_greed_1", "t_greed_3"]],
                1: [["t_corruption_1", "t_corruption_2"]]}, souls={0: 5, 1: 5})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("main", 0)
    assert souls(st) == [5, 5]
    # 4 damage to [1, 2]: both destroyed; 3 damage to [1, 3]: the top 3 destroyed
    assert stacks(st, 1) == []
    assert stacks(st, 0) == [["t_greed_1"]]


def test_hc_block_8_attacker_not_blocked_is_unblocked() -> None:
    """HC-BLOCK-8 / HC-ACT-11: `done_blocking` leaves the other attackers unblocked; they
    steal."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4", "t_corruption_4"], ["t_corruption_4", "t_corruption_4"]]},
               souls={0: 5, 1: 10})
    attack(st, 1, 0, 1)
    act(st, "block blocker=0 attacker=0")
    assert legal(st) == ["block attacker=1 blocker=1", "done_blocking"]
    act(st, "done_blocking")
    assert souls(st) == [8, 7]


def test_hc_abom_12_changed_abomination_may_block() -> None:
    """HC-ABOM-12: an abomination marked "changed this turn" may still block."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [(["t_corruption_4", "t_corruption_4"], {"changed": True})]})
    attack(st, 1, 0)
    assert legal(st) == ["block attacker=0 blocker=0", "done_blocking"]


def test_hc_guardian_2_guardian_may_block() -> None:
    """HC-GUARDIAN-2 / HC-DEC-71: Guardian bars attacking only."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4", "t_guardian"]]})
    attack(st, 1, 0)
    assert legal(st) == ["block attacker=0 blocker=0", "done_blocking"]
    act(st, "block blocker=0 attacker=0")
    assert stacks(st, 0) == []  # 6 damage destroyed the attacker


def test_hc_block_7_blocker_removed_attacker_stays_blocked() -> None:
    """HC-BLOCK-7 fixture / HC-DEC-57: the attacker blasts its blocker down to one
    minion in A2; the blocker leaves the combat, the attacker stays blocked: it steals
    nothing, deals and takes no damage."""
    st = build({0: [["t_greed_1", "t_greed_5"]],
                1: [["t_corruption_1", "t_corruption_1"]]},
               hands={0: ["t_blast_1"]}, mana={0: ["t_destruction_1"]},
               souls={0: 5, 1: 10})
    blocker = abom_id(st, 1, 0)
    attacker = abom_id(st, 0, 0)
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    act(st, "pass")  # A1
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("window", 0)  # A2
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    act(st, f"choose_target choice={blocker}")
    assert pending(st) == ("main", 0)
    assert souls(st) == [5, 10]
    assert stack(st, 0, 0) == ["t_greed_1", "t_greed_5"]
    assert stack(st, 1, 0) == ["t_corruption_1"]
    assert grave(st, 1) == ["t_corruption_1"]
    assert attacker in [a["id"] for a in aboms(st, 0)]


def test_hc_block_7_blocked_stays_while_combat_lasts() -> None:
    """HC-BLOCK-7: after the blocker leaves, the attacker is still listed as blocked
    and the defender cannot block it again."""
    st = build({0: [["t_greed_1", "t_greed_5"]],
                1: [["t_corruption_1", "t_corruption_1"]]},
               hands={0: ["t_blast_1", "t_greed_2"]}, mana={0: ["t_destruction_1"]})
    blocker = abom_id(st, 1, 0)
    attacker = abom_id(st, 0, 0)
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0", "play hand=0 x=0",
        f"choose_target choice={blocker}")
    assert pending(st) == ("window", 0)  # A2 stays open: a card is left in hand
    c = combat(st)
    assert c["blocked"] == [attacker]
    assert c["out"] == [blocker]
    assert aboms(st, 0)[0]["role"] == "attacker"
    assert aboms(st, 1)[0]["role"] is None


def test_hc_block_6_block_again_in_a_second_attack() -> None:
    """HC-BLOCK-6 fixture / HC-DEC-56: an abomination that blocked in the first attack
    of the turn blocks again in the second."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_2", "t_greed_1"]],
                1: [["t_corruption_5", "t_corruption_5"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("main", 0)
    assert stacks(st, 0) == [["t_greed_2", "t_greed_1"]]  # the first attacker died
    assert stack(st, 1, 0) == ["t_corruption_5", "t_corruption_5"]
    attack(st, 1, 0)
    assert pending(st) == ("block", 1)
    assert legal(st) == ["block attacker=0 blocker=0", "done_blocking"]
    act(st, "block blocker=0 attacker=0")
    assert stacks(st, 0) == []
    assert souls(st) == [5, 10]


def test_hc_block_6_not_with_fewer_than_two_minions() -> None:
    """HC-BLOCK-6: a blocker left with one minion after the first attack cannot block
    in the second (HC-BLOCK-3)."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_5", "t_corruption_2"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert stack(st, 1, 0) == ["t_corruption_5"]
    attack(st, 1, 0)
    assert pending(st) == ("main", 0)  # no legal block: the step is skipped
    assert souls(st) == [7, 8]


def test_hc_evader_1_greed_evader_example() -> None:
    """HC-EVADER-1 example / HC-DEC-65: a Greed Evader attacker cannot be blocked by an
    abomination containing a greed minion anywhere; the refusal names HC-EVADER-1."""
    st = build({0: [["t_corruption_1", "t_evader_greed"]],
                1: [["t_greed_1", "t_corruption_4"], ["t_corruption_1", "t_corruption_4"]]},
               souls={0: 5, 1: 10})
    attack(st, 1, 0)
    assert legal(st) == ["block attacker=0 blocker=1", "done_blocking"]
    assert refusal(st, "block blocker=0 attacker=0") == "HC-EVADER-1"
    act(st, "block blocker=1 attacker=0")
    assert combat(st) is None


def test_hc_evader_1_only_greed_blockers_means_unblockable() -> None:
    """HC-EVADER-1 / HC-DEC-56: with only greed blockers no block is legal, the step is
    skipped and the Evader steals."""
    st = build({0: [["t_corruption_1", "t_evader_greed"]],
                1: [["t_greed_4", "t_greed_4"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0)
    assert pending(st) == ("main", 0)
    assert souls(st) == [7, 8]


def test_hc_dec_65_evader_of_several_dooms_bars_each() -> None:
    """HC-DEC-65: an abomination with Evader of two dooms bars blockers of either."""
    st = build({0: [["t_evader_corruption", "t_evader_greed"]],
                1: [["t_corruption_4", "t_corruption_4"], ["t_greed_4", "t_greed_4"],
                    ["t_deceit_4", "t_deceit_4"]]})
    attack(st, 1, 0)
    assert aboms(st, 0)[0]["keywords"]["evader"] == ["corruption", "greed"]
    assert legal(st) == ["block attacker=0 blocker=2", "done_blocking"]
    assert refusal(st, "block blocker=0 attacker=0") == "HC-EVADER-1"
    assert refusal(st, "block blocker=1 attacker=0") == "HC-EVADER-1"


def test_hc_dec_65_later_changes_do_not_undo_a_block() -> None:
    """HC-DEC-65: Evader is checked when blocks are declared; a greed minion joining the
    blocker of a Greed Evader in D2 does not undo the block."""
    st = build({0: [["t_corruption_1", "t_evader_greed"]],
                1: [["t_corruption_1", "t_corruption_4"]]},
               hands={1: ["tc_combat_minion"]}, mana={1: ["t_greed_1"]},
               souls={0: 5, 1: 10}, game=COMBAT_GAME)
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0")
    assert pending(st) == ("window", 1)  # D2
    act(st, "play_onto abom=0 hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert souls(st) == [5, 10]  # still blocked: no theft
    # and they fought: the Evader's 3 destroyed the new top minion 1 (2 left < 4), and
    # the blocker's 6 destroyed the Evader [1, 2]
    assert stack(st, 1, 0) == ["t_corruption_1", "t_corruption_4"]
    assert grave(st, 1) == ["tc_combat_minion"]
    assert stacks(st, 0) == []


def test_hc_block_2_only_attacking_abominations_can_be_blocked() -> None:
    """HC-BLOCK-2 / HC-DEC-56: a legal attacker is one still in combat; an abomination
    of the attacking player that does not attack cannot be blocked."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_4", "t_corruption_4"]]})
    attack(st, 1, 0)
    assert refusal(st, "block blocker=0 attacker=1") == "HC-BLOCK-2"


def test_hc_dec_53_window_skipped_when_tap_ability_unusable() -> None:
    """HC-DEC-53: the defender's only tap ability is on a tapped abomination and the hand
    is empty: D1 is skipped."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [(["t_greed_1", "t_tap_1"], {"tapped": True})]})
    attack(st, 1, 0)
    assert pending(st) == ("main", 0)
