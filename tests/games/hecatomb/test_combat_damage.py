"""Reaping and combat damage: HC-REAP-1..5 (with the HC-REAP-4 example), HC-DEC-59,
HC-DEC-60, Survivor (HC-SURVIVOR-1 example, HC-SURVIVOR-2, HC-DEC-62 fixtures)."""

from __future__ import annotations

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.state import HcState

from .support_c import (
    abom_id,
    aboms,
    act,
    attack,
    build,
    combat,
    event_keys,
    grave,
    pending,
    souls,
    stack,
    stacks,
)

# ---- reaping ------------------------------------------------------------------------------


def test_hc_reap_1_unblocked_three_minions_steal_three() -> None:
    """HC-REAP-1 example / HC-REAP-3: an unblocked abomination of three minions steals 3
    souls, added to the attacking player's."""
    st = build({0: [["t_greed_1", "t_greed_1", "t_greed_1"]]}, souls={0: 6, 1: 9})
    attack(st, 1, 0)
    assert souls(st) == [9, 6]
    assert "hecatomb.souls_stolen" in event_keys(st)


def test_hc_reap_2_size_not_strength() -> None:
    """HC-REAP-2: 0-strength minions steal as many souls as there are of them, and a
    strong two-minion abomination steals only 2."""
    st = build({0: [["t_greed_0", "t_greed_0", "t_greed_0", "t_greed_0"],
                    ["t_greed_8", "t_greed_8"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0, 1)
    assert souls(st) == [11, 4]


def test_hc_reap_4_three_minions_against_two_souls_steal_two() -> None:
    """HC-REAP-4 example / HC-DEC-8: a three-minion attacker against a player with 2
    souls steals 2."""
    st = build({0: [["t_greed_2", "t_greed_3", "t_greed_4"]]}, souls={0: 5, 1: 2})
    attack(st, 1, 0)
    assert souls(st) == [7, 0]


def test_hc_reap_5_blockers_and_blocked_attackers_steal_nothing() -> None:
    """HC-REAP-5: the blocked pair steals nothing in either direction."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_1", "t_corruption_8"]]}, souls={0: 5, 1: 5})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert souls(st) == [5, 5]


def test_hc_dec_59_reaping_in_declaration_order_until_the_souls_run_out() -> None:
    """HC-DEC-59: attackers steal in declaration order, each limited to the defender's
    current souls."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1", "t_greed_1"]]},
               souls={0: 5, 1: 4})
    attack(st, 1, 1, 0)
    stolen = [e.params["n"] for e in st.events_for(None) if e.key == "hecatomb.souls_stolen"]
    assert stolen == [3, 1]
    assert souls(st) == [9, 0]


def test_hc_dec_59_win_checked_after_each_theft() -> None:
    """HC-DEC-59 / HC-DEC-79: reaching 20 by reaping ends the game at once; the second
    attacker steals nothing more."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1"]]},
               souls={0: 18, 1: 10})
    attack(st, 1, 0, 1)
    assert st.is_terminal()
    assert st.returns() == [1.0, -1.0]
    assert souls(st) == [20, 8]


# ---- combat damage ------------------------------------------------------------------------


def test_hc_dec_60_damage_simultaneous_from_the_snapshot() -> None:
    """HC-DEC-60 / HC-DAMAGE-1 / HC-DAMAGE-2: both deal their full strength although
    both are destroyed; two pairs in one step."""
    st = build({0: [["t_greed_2", "t_greed_3"], ["t_greed_1", "t_greed_1"]],
                1: [["t_corruption_2", "t_corruption_3"], ["t_corruption_4", "t_corruption_4"]]})
    attack(st, 1, 0, 1)
    act(st, "block blocker=0 attacker=0", "block blocker=1 attacker=1")
    assert pending(st) == ("main", 0)
    assert stacks(st, 0) == []
    assert stacks(st, 1) == [["t_corruption_4", "t_corruption_4"]]


def test_hc_damage_8_three_pictures_in_combat() -> None:
    """HC-DAMAGE-8 examples dealt as combat damage of 5 by a blocker [2, 3]: top 3 and
    2 both die; top 1, 3, 2: the 1 and the 3 die; top 6 over 1, 3, 2: nothing dies."""
    for attacker, left in (
        (["t_greed_2", "t_greed_3"], []),
        (["t_greed_2", "t_greed_3", "t_greed_1"], [["t_greed_2"]]),
        (["t_greed_2", "t_greed_3", "t_greed_1", "t_greed_6"],
         [["t_greed_2", "t_greed_3", "t_greed_1", "t_greed_6"]]),
    ):
        st = build({0: [attacker], 1: [["t_corruption_2", "t_corruption_3"]]})
        attack(st, 1, 0)
        act(st, "block blocker=0 attacker=0")
        assert stacks(st, 0) == left


# ---- Survivor -----------------------------------------------------------------------------

SURVIVOR = ["t_survivor_2", "t_greed_3"]
"""HC-SURVIVOR-1 example: Survivor +2, bottom minion 2, top minion 3."""


def test_hc_survivor_1_example_blocking() -> None:
    """HC-SURVIVOR-1 example / HC-DEC-62 / HC-DEC-47: the Survivor +2 blocker [2, 3] is
    dealt 5: 2 are ignored, 3 destroy the top minion, the bottom minion survives."""
    st = build({0: [["t_corruption_2", "t_corruption_3"]], 1: [SURVIVOR]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert stack(st, 1, 0) == ["t_survivor_2"]
    assert grave(st, 1) == ["t_greed_3"]
    assert stacks(st, 0) == []  # it dealt 5 back: [2, 3] destroyed
    assert "hecatomb.survivor" not in event_keys(st)  # not everything was ignored


def test_hc_survivor_1_example_when_blocked() -> None:
    """HC-SURVIVOR-1: the same when the Survivor abomination attacks and is blocked."""
    st = build({0: [SURVIVOR], 1: [["t_corruption_2", "t_corruption_3"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert stack(st, 0, 0) == ["t_survivor_2"]
    assert stacks(st, 1) == []


def test_hc_survivor_1_all_ignored_when_damage_at_most_survivor() -> None:
    """HC-SURVIVOR-1 / HC-DEC-47 step 2: 2 damage against Survivor +2 destroys nothing."""
    st = build({0: [["t_corruption_1", "t_corruption_1"]], 1: [["t_greed_1", "t_survivor_2"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert stack(st, 1, 0) == ["t_greed_1", "t_survivor_2"]
    assert "hecatomb.survivor" in event_keys(st)


def test_hc_survivor_2_not_below_the_top_and_again_in_the_next_combat() -> None:
    """HC-SURVIVOR-2 / HC-DEC-62: Survivor protects only the top minion; once it is
    gone the rest takes full damage; in the next combat it works again."""
    st = build({0: [["t_corruption_2", "t_corruption_3"], ["t_corruption_1", "t_corruption_2"]],
                1: [["t_survivor_2", "t_greed_1", "t_greed_3"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    # 5: 2 ignored, 3 destroy the 3 on top, 0 left for the 1
    assert stack(st, 1, 0) == ["t_survivor_2", "t_greed_1"]
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    # 3 in the next combat: 2 ignored again, 1 destroys the 1, the Survivor minion lives
    assert stack(st, 1, 0) == ["t_survivor_2"]


def test_hc_dec_62_survivor_only_while_blocking_or_blocked() -> None:
    """HC-DEC-62: before blocks (window A1) a damage fate on a Survivor abomination is
    not reduced."""
    st = build({0: [["t_greed_1", "t_greed_1"]], 1: [SURVIVOR]},
               hands={0: ["t_blast_3"]}, mana={0: ["t_destruction_1"]})
    target = abom_id(st, 1, 0)
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    act(st, "play hand=0 x=0", f"choose_target choice={target}")
    assert stack(st, 1, 0) == ["t_survivor_2"]


def _survivor_a2(fate: str) -> HcState:
    st = build({0: [["t_corruption_0", "t_corruption_1"]],
                1: [["t_survivor_2", "t_greed_1", "t_greed_3"]]},
               hands={0: [fate]}, mana={0: ["t_destruction_1"]})
    target = abom_id(st, 1, 0)
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0")  # A1, then the block
    assert pending(st) == ("window", 0)
    assert combat(st)["step"] == "a2"
    act(st, "play hand=0 x=0", f"choose_target choice={target}")
    return st


def test_hc_dec_62_combat_fate_in_a2_reduced_by_survivor() -> None:
    """HC-DEC-62 fixture (HC-DEC-86): a 3-damage combat fate in A2 on a blocking
    Survivor +2 [2, 1, 3] loses 2, and 1 does not reach the top 3; in the damage step
    Survivor is used up and the attacker's 1 destroys nothing either."""
    st = _survivor_a2("t_blast_3")
    assert pending(st) == ("main", 0)
    assert stack(st, 1, 0) == ["t_survivor_2", "t_greed_1", "t_greed_3"]
    assert stacks(st, 0) == []  # it dealt 6 back to [0, 1]


def test_hc_dec_62_survivor_counts_zero_after_fate_destroyed_top() -> None:
    """HC-DEC-62 fixture: a 5-damage combat fate in A2 is reduced by 2 and still
    destroys the top 3; in the damage step Survivor counts 0, so the attacker's 1
    destroys the new top minion 1."""
    st = _survivor_a2("t_blast_5")
    assert pending(st) == ("main", 0)
    assert stack(st, 1, 0) == ["t_survivor_2"]
    assert grave(st, 1) == ["t_greed_3", "t_greed_1"]
    assert stacks(st, 0) == []  # the blocker [2, 1] dealt 3 to [0, 1]


def test_hc_dec_62_survivor_used_once_per_combat() -> None:
    """HC-DEC-62: what one event uses is gone: two 1-damage fates in A2 are both
    ignored (1 + 1 = 2), and the damage step gets no more protection."""
    st = build({0: [["t_corruption_1", "t_corruption_1"]],
                1: [["t_survivor_2", "t_greed_2"]]},
               hands={0: ["t_blast_1", "t_blast_1"]},
               mana={0: ["t_destruction_1", "t_destruction_1"]})
    target = abom_id(st, 1, 0)
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0")
    act(st, "play hand=0 x=0", f"choose_target choice={target}")
    assert pending(st) == ("window", 0)
    assert stack(st, 1, 0) == ["t_survivor_2", "t_greed_2"]
    act(st, "play hand=0 x=0", f"choose_target choice={target}")
    assert pending(st) == ("main", 0)
    # damage step: 2 against the top 2, no Survivor left: the top minion dies
    assert stack(st, 1, 0) == ["t_survivor_2"]
    assert aboms(st, 0) == []


DESTROY_TOP = """
[[card]]
id = "tc_combat_destroy_top"
number = 906
name = { cs = "Test bojové zničení vrchního", en = "Test combat destroy top" }
doom = "destruction"
type = "fate"
cost = 1
combat = true
subtype = "tactic"
effect = { targets = [{ what = "abomination" }], steps = [{ op = "destroy", on = "t0" }] }
"""


def test_hc_dec_62_survivor_counts_zero_after_top_destroyed_by_a_destroy_fate() -> None:
    """HC-DEC-62: the top minion of a blocking Survivor +2 [2, 1, 3] destroyed in A2 by a
    combat "destroy" fate (no damage, so no Survivor used): in the damage step Survivor
    still counts 0, and the attacker's 1 destroys the new top minion 1."""
    game = HECATOMB.with_cards(DESTROY_TOP)
    st = build({0: [["t_corruption_0", "t_corruption_1"]],
                1: [["t_survivor_2", "t_greed_1", "t_greed_3"]]},
               hands={0: ["tc_combat_destroy_top"]}, mana={0: ["t_destruction_1"]},
               game=game)
    target = abom_id(st, 1, 0)
    attack(st, 1, 0)
    act(st, "pass", "block blocker=0 attacker=0")
    assert combat(st)["step"] == "a2"
    act(st, "play hand=0 x=0", f"choose_target choice={target}")
    assert pending(st) == ("main", 0)
    assert stack(st, 1, 0) == ["t_survivor_2"]
    assert grave(st, 1) == ["t_greed_3", "t_greed_1"]
