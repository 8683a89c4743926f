"""Damage (HC-DAMAGE-1..13, HC-DEC-46..49, HC-DEC-86): combat damage and damage from
fates, applied from the top down with thresholds, 0-strength minions and no adding up.

Known-answer fixtures: the three pictures of HC-DAMAGE-8, the 0-strength chain of
HC-DAMAGE-12 and the two separate 3-damage fates of HC-DEC-49.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.position import HcPosition
from cardtable.games.hecatomb.state import HcState

from .support_b import (
    aboms,
    aid,
    attack,
    block,
    build,
    choices,
    do,
    grave,
    hand_index,
    pending,
    play,
    powers,
    stacks,
)


def _blasted(stack: Sequence[str], fate: str, x: int = 0, mana: int = 1) -> tuple[
        list[list[str]], list[str]]:
    """Seat 0 plays damage fate ``fate`` on seat 1's only abomination ``stack`` (bottom
    to top): what is left of seat 1's abominations and seat 1's graveyard."""
    def setup(p: HcPosition) -> None:
        p.hand(0, [fate]).mana(0, ["t_destruction_1"] * mana)
        p.abomination(1, list(stack))

    st = build(setup)
    play(st, fate, x=x, targets=[aid(st, 1, 0)])
    assert pending(st) == ("main", 0)
    assert grave(st, 0) == [fate]
    return stacks(st, 1), grave(st, 1)


# ---- HC-DAMAGE-8: the three pictures of the rulebook ------------------------------------
@pytest.mark.parametrize("doom", ["corruption", "deceit", "destruction", "greed"])
def test_hc_damage_8_example_top_3_bottom_2_dealt_5_destroys_both(doom: str) -> None:
    """HC-DAMAGE-8 example 1 (and HC-DAMAGE-7): top 3, bottom 2 (strength 5), dealt 5:
    the 3 is destroyed, the excess 2 destroys the bottom minion too."""
    left, dead = _blasted([f"t_{doom}_2", f"t_{doom}_3"], "t_blast_5")
    assert left == []
    assert dead == [f"t_{doom}_3", f"t_{doom}_2"]  # HC-DEC-46: top to bottom


def test_hc_damage_8_example_1_3_2_dealt_5_bottom_survives() -> None:
    """HC-DAMAGE-8 example 2: top 1, then 3, bottom 2 (strength 6), dealt 5: the 1 and
    the 3 are destroyed; 1 damage is left, less than the bottom 2, which survives
    (HC-DAMAGE-5). Dealt with the X fate, X = 5 (cost 7)."""
    left, dead = _blasted(["t_greed_2", "t_deceit_3", "t_corruption_1"], "t_x_blast", x=5,
                          mana=7)
    assert left == [["t_greed_2"]]
    assert dead == ["t_corruption_1", "t_deceit_3"]


def test_hc_damage_8_example_top_6_survives_nothing_destroyed() -> None:
    """HC-DAMAGE-8 example 3 (HC-DAMAGE-5): top 6, then 1, 3, bottom 2 (strength 12),
    dealt 5: the top minion survives, so the weaker minions below are not damaged."""
    stack = ["t_greed_2", "t_greed_3", "t_greed_1", "t_greed_6"]
    left, dead = _blasted(stack, "t_blast_5")
    assert left == [stack]
    assert dead == []


def test_hc_damage_8_x_fate_same_pictures() -> None:
    """HC-DAMAGE-8 with the X fate (X = 5) on the first and third pictures."""
    assert _blasted(["t_destruction_2", "t_destruction_3"], "t_x_blast", 5, 7)[0] == []
    stack = ["t_destruction_2", "t_destruction_3", "t_destruction_1", "t_destruction_6"]
    assert _blasted(stack, "t_x_blast", 5, 7) == ([stack], [])


# ---- HC-DAMAGE-4..7 ----------------------------------------------------------------------
def test_hc_damage_4_top_first_then_down() -> None:
    """HC-DAMAGE-4: damage starts at the top minion: 3 damage on [3 (bottom), 1, 2 (top)]
    destroys the 2 and the 1 (which come first), not the bottom 3."""
    left, dead = _blasted(["t_greed_3", "t_greed_1", "t_greed_2"], "t_blast_3")
    assert left == [["t_greed_3"]]
    assert dead == ["t_greed_2", "t_greed_1"]


def test_hc_damage_5_less_than_top_strength_nothing_happens() -> None:
    """HC-DAMAGE-5: 3 damage to a top minion of strength 5 does nothing, and the weak
    minion below it is not damaged."""
    stack = ["t_greed_1", "t_greed_5"]
    assert _blasted(stack, "t_blast_3") == ([stack], [])


def test_hc_damage_6_equal_destroys_only_that_minion() -> None:
    """HC-DAMAGE-6: damage equal to the top minion's strength destroys it; with nothing
    left over, the minion below survives."""
    assert _blasted(["t_greed_1", "t_greed_3"], "t_blast_3") == ([["t_greed_1"]],
                                                                  ["t_greed_3"])


def test_hc_damage_7_excess_passes_down() -> None:
    """HC-DAMAGE-7: 3 damage on top 1 over 2: the excess 2 destroys the 2 as well."""
    assert _blasted(["t_greed_5", "t_greed_2", "t_greed_1"], "t_blast_3") == (
        [["t_greed_5"]], ["t_greed_1", "t_greed_2"])


# ---- HC-DAMAGE-12, HC-DEC-48: 0-strength minions ------------------------------------------
def test_hc_damage_12_zero_strength_chain() -> None:
    """HC-DAMAGE-12 example: the minion above a 0-strength minion is destroyed and exactly
    0 damage is left over; the 0-strength minion is destroyed as well, and the chain
    stops at the first minion stronger than 0 (HC-DEC-47 step 3)."""
    left, dead = _blasted(["t_greed_2", "t_greed_0", "t_deceit_0", "t_greed_3"], "t_blast_3")
    assert left == [["t_greed_2"]]
    assert dead == ["t_greed_3", "t_deceit_0", "t_greed_0"]


def test_hc_dec_48_zero_damage_event_destroys_zero_strength_top() -> None:
    """HC-DEC-48 / HC-DAMAGE-12: a 0-damage fate destroys a 0-strength top minion, and the
    next 0-strength minion, but not a 1-strength one."""
    assert _blasted(["t_greed_1", "t_greed_0", "t_greed_0"], "t_blast_0") == (
        [["t_greed_1"]], ["t_greed_0", "t_greed_0"])
    stack = ["t_greed_0", "t_greed_1"]
    assert _blasted(stack, "t_blast_0") == ([stack], [])


def test_hc_dec_48_x_fate_with_x_0() -> None:
    """HC-DEC-48: "a fate whose X is 0" is carried out like any other damage event: the
    X fate with X = 0 destroys a 0-strength top minion."""
    assert _blasted(["t_destruction_4", "t_destruction_0"], "t_x_blast", 0, 2) == (
        [["t_destruction_4"]], ["t_destruction_0"])


def test_hc_dec_48_zero_by_modifier_and_passing_on() -> None:
    """HC-DEC-48 / HC-DEC-36 / HC-ABOM-17: −2 makes the top 2 a 0-strength minion; a
    0-damage fate destroys it while the 2 below (snapshot 2) survives; the −2 then passes
    to the new top, which is 0 in turn and dies to a second 0-damage fate."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_shrink", "t_blast_0", "t_blast_0"])
        p.mana(0, ["t_corruption_1", "t_destruction_1", "t_destruction_1"])
        p.abomination(1, ["t_greed_2", "t_greed_2"])

    st = build(setup)
    play(st, "t_shrink", targets=[aid(st, 1, 0)])
    assert powers(st, 1) == [[2, 0]]
    play(st, "t_blast_0", targets=[aid(st, 1, 0)])
    assert powers(st, 1) == [[0]]
    assert grave(st, 1) == ["t_greed_2"]
    play(st, "t_blast_0", targets=[aid(st, 1, 0)])
    assert stacks(st, 1) == []
    assert grave(st, 1) == ["t_greed_2", "t_greed_2"]


# ---- HC-DAMAGE-11, HC-DEC-49: damage never adds up ----------------------------------------
def test_hc_dec_49_two_separate_3_damage_events_on_top_5_destroy_nothing() -> None:
    """HC-DEC-49 example / HC-DAMAGE-11: two separate 3-damage fates on an abomination
    whose top minion has strength 5 destroy nothing: nothing is marked on minions."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3", "t_blast_3"])
        p.mana(0, ["t_destruction_1", "t_destruction_1"])
        p.abomination(1, ["t_greed_2", "t_greed_5"])

    st = build(setup)
    for _ in range(2):
        play(st, "t_blast_3", targets=[aid(st, 1, 0)])
        assert stacks(st, 1) == [["t_greed_2", "t_greed_5"]]
        assert powers(st, 1) == [[2, 5]]
    assert grave(st, 1) == []
    assert grave(st, 0) == ["t_blast_3", "t_blast_3"]


def test_hc_damage_11_fate_damage_and_combat_damage_do_not_add_up() -> None:
    """HC-DAMAGE-11: a 1-damage fate in window A2 and then 2 combat damage on a blocker
    whose top minion is 3: each is less than 3, so nothing is destroyed (together they
    would be 3)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_1", "t_greed_1"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(1, ["t_greed_5", "t_greed_3"])

    st = build(setup)
    attack(st, 1, [0])
    do(st, "pass")  # A1
    do(st, "block blocker=0 attacker=0")
    play(st, "t_blast_1", targets=[aid(st, 1, 0)])
    do(st, "pass")  # A2
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_5", "t_greed_3"]]
    assert grave(st, 1) == []
    assert stacks(st, 0) == []  # the blocker's 8 destroyed the attacker


# ---- HC-DAMAGE-9, HC-DAMAGE-13, HC-DEC-44 ---------------------------------------------------
def test_hc_damage_9_damage_fates_target_abominations_not_minions() -> None:
    """HC-DAMAGE-9: a damage fate's targets are abominations (their ids), never the
    minions inside them."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_1"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_2", "t_greed_2"])
        p.abomination(1, ["t_greed_3", "t_greed_4", "t_greed_5"])

    st = build(setup)
    do(st, f"play hand={hand_index(st, 0, 't_blast_1')} x=0")
    assert pending(st) == ("choose_target", 0)
    ids = sorted(ab["id"] for seat in (0, 1) for ab in aboms(st, seat))
    assert choices(st) == ids
    assert len(ids) == 2


def test_hc_damage_13_destroy_picks_an_individual_minion() -> None:
    """HC-DAMAGE-13 / HC-DEC-44: "destroy target 2− minion" may pick a minion anywhere in
    an abomination (here the bottom one, under a 5); only that minion goes, the others
    keep their order (HC-DEC-33)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_2", "t_greed_5", "t_greed_4"])

    st = build(setup)
    bottom = st.aboms[1][0].minions[0]
    do(st, f"play hand={hand_index(st, 0, 't_destroy_small')} x=0")
    # the only 2− minion is chosen automatically (HC-DEC-25)
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_5", "t_greed_4"]]
    assert grave(st, 1) == ["t_greed_2"]
    assert bottom not in st.aboms[1][0].minions


def test_hc_damage_13_loader_rejects_damage_to_a_single_minion() -> None:
    """HC-DAMAGE-13 (HC-CONTENT-1): card data whose damage step acts on one chosen minion
    is rejected when loaded."""
    bad = """
[[card]]
id = "t_bad_minion_damage"
number = 999
name = { cs = "Špatná rána", en = "Bad blast" }
doom = "destruction"
type = "fate"
cost = 1
combat = false
subtype = "tactic"
effect = { targets = [{ what = "minion" }], steps = [{ op = "damage", on = "t0", n = 2 }] }
"""
    with pytest.raises(Exception, match="HC-DAMAGE-13"):
        HECATOMB.with_cards(bad)


# ---- HC-DAMAGE-1..3, HC-DAMAGE-10: combat damage -------------------------------------------
def _combat(attacker: Sequence[str], blocker: Sequence[str]) -> HcState:
    """Seat 0 attacks seat 1 with ``attacker``; seat 1 blocks it with ``blocker``; both
    hands are empty, so every window is skipped and combat damage happens."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, list(attacker))
        p.abomination(1, list(blocker))

    st = build(setup)
    attack(st, 1, [0])
    assert pending(st) == ("block", 1)
    block(st, [(0, 0)])
    assert pending(st) == ("main", 0)
    return st


def test_hc_damage_1_2_blocked_pair_exchange_damage_equal_to_strength() -> None:
    """HC-DAMAGE-1 / HC-DAMAGE-2: the attacker (strength 5) deals 5 to the blocker
    [2, 3, 1] (the 1 and the 3 die, HC-DAMAGE-8 picture 2) and the blocker (strength 6)
    deals 6 to the attacker [2, 3], destroying it (HC-DAMAGE-3)."""
    st = _combat(["t_destruction_2", "t_destruction_3"],
                 ["t_greed_2", "t_greed_3", "t_greed_1"])
    assert stacks(st, 1) == [["t_greed_2"]]
    assert grave(st, 1) == ["t_greed_1", "t_greed_3"]
    # HC-DAMAGE-3: damage at least equal to its strength: all its minions go
    assert stacks(st, 0) == []
    assert grave(st, 0) == ["t_destruction_3", "t_destruction_2"]


def test_hc_damage_3_damage_below_strength_does_not_destroy_the_abomination() -> None:
    """HC-DAMAGE-3 / HC-DAMAGE-5: a 2+2 attacker deals 4 to a 5-topped blocker: nothing
    happens; the blocker's 6 destroys the attacker."""
    st = _combat(["t_greed_2", "t_greed_2"], ["t_deceit_1", "t_deceit_5"])
    assert stacks(st, 1) == [["t_deceit_1", "t_deceit_5"]]
    assert stacks(st, 0) == []


def test_hc_dec_48_zero_strength_blocker_deals_0_damage() -> None:
    """HC-DEC-48: a 0-strength abomination in combat deals 0 damage, which destroys the
    0-strength top minion of its opponent but not the 5 under it."""
    st = _combat(["t_greed_5", "t_greed_0"], ["t_deceit_0", "t_deceit_0"])
    assert stacks(st, 0) == [["t_greed_5"]]
    assert grave(st, 0) == ["t_greed_0"]
    assert stacks(st, 1) == []


def test_hc_dec_47_survivor_ignores_a_0_damage_event() -> None:
    """HC-DEC-47 step 2: while blocked, a Survivor +2 attacker dealt 0 damage (by a
    0-strength blocker) ignores it, since d <= S, so its 0-strength top minion survives
    (without Survivor it would die, HC-DEC-48)."""
    st = _combat(["t_survivor_2", "t_greed_0"], ["t_deceit_0", "t_deceit_0"])
    assert stacks(st, 0) == [["t_survivor_2", "t_greed_0"]]
    assert grave(st, 0) == []
    assert stacks(st, 1) == []


def test_hc_damage_10_fate_damage_equals_combat_damage() -> None:
    """HC-DAMAGE-10 / HC-DEC-86: 5 damage from a fate on [2, 3, 1] destroys the same
    minions as 5 combat damage does (the previous combat test)."""
    left, dead = _blasted(["t_greed_2", "t_greed_3", "t_greed_1"], "t_blast_5")
    assert (left, dead) == ([["t_greed_2"]], ["t_greed_1", "t_greed_3"])


def test_hc_dec_47_survivor_does_not_reduce_fate_damage_outside_combat() -> None:
    """HC-DEC-47 step 1/2: Survivor counts only while the abomination blocks or is
    blocked; outside combat a 3-damage fate destroys the Survivor +2 top minion (2)."""
    left, dead = _blasted(["t_greed_5", "t_survivor_2"], "t_blast_3")
    assert (left, dead) == ([["t_greed_5"]], ["t_survivor_2"])


def test_hc_dec_86_survivor_reduces_fate_damage_while_blocked() -> None:
    """HC-DEC-86 / HC-DEC-47 step 2: a 3-damage combat fate played in window A2 on a
    blocking Survivor +2 abomination [5, 2]: 2 damage are ignored, the remaining 1 is
    less than the top 2, so nothing is destroyed. The Survivor used up by the fate is
    gone for the damage step (HC-DEC-62): the attacker's 2 then destroys the top 2."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3", "t_greed_1"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(1, ["t_greed_5", "t_survivor_2"])

    st = build(setup)
    attack(st, 1, [0])
    assert pending(st) == ("window", 0)  # A1: seat 0 holds a card
    do(st, "pass")
    assert pending(st) == ("block", 1)
    do(st, "block blocker=0 attacker=0")
    assert pending(st) == ("window", 0)  # A2
    play(st, "t_blast_3", targets=[aid(st, 1, 0)])
    assert pending(st) == ("window", 0)  # still A2: seat 0 holds a card
    assert stacks(st, 1) == [["t_greed_5", "t_survivor_2"]]
    assert grave(st, 1) == []
    do(st, "pass")
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_5"]]
    assert grave(st, 1) == ["t_survivor_2"]
