"""HexyGame combat on the test map ``t_strip`` with the test cards (known answers).

Rules: HX-ATTACK-1..11, HX-AMBUSH-1..7, HX-FIRST-1..3, HX-FLYING-1, HX-REACH-1,
HX-RANGED-1, HX-ACT-8..10, HX-DEC-32..40, HX-DEC-59. Seat 0 attacks from the south
(r > 0) toward seat 1's creatures (r < 0).
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel import Action

from .support import FILLER, act, both_pass, cell, keys, of_kind, refused, strip_position


def new(seed: int = 11) -> Any:
    return strip_position(seed)








def attack(state: Any, a: tuple[int, int], t: tuple[int, int]) -> None:
    act(state, state.active, "attack", hex=cell(state, *a), target=cell(state, *t))








# ---- an attack with a counter-attack -------------------------------------------------
def test_attack_with_counter_attack_paid_by_energy() -> None:
    """HX-ATTACK-1, HX-ATTACK-2, HX-ATTACK-3, HX-ATTACK-4, HX-ATTACK-5, HX-ATTACK-6,
    HX-ATTACK-7, HX-ATTACK-8, HX-ATTACK-9, HX-ATTACK-10, HX-ATTACK-11, HX-ACT-8,
    HX-ACT-10, HX-DEC-34, HX-DEC-35: 3/1/1/3 attacks a 2/1/2/3 that counter-attacks for
    1 energy; 3-1 = 2 and 2-1 = 1 points lost."""
    p = new()
    a = p.unit(0, "t_vanilla_3_1_1_3", (0, 0), die=1)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    assert of_kind(s, "attack") == [f"attack hex={cell(s, 0, 0)} target={cell(s, 0, -1)}"]
    attack(s, (0, 0), (0, -1))
    # HX-ATTACK-1: 1 action and 1 energy; HX-ATTACK-2: on the stack, active has priority
    assert s.die[a] == 0 and s.pool[0] == [0, 0, 0, 0, 0]
    assert [(o.kind, o.attackers, o.target) for o in s.stack] == [("attack", (a,), d)]
    assert s.current_player() == 0
    assert of_kind(s, "counter_attack") == []  # the attacker's side cannot counter
    act(s, 0, "pass")  # HX-ATTACK-3: priority to the opponent
    victim = cell(s, 0, 0)
    assert of_kind(s, "counter_attack") == [  # HX-ATTACK-4/5/6, HX-ACT-10
        f"counter_attack pay=energy victim={victim}", f"counter_attack pay=point victim={victim}"]
    act(s, 1, "counter_attack", pay="energy", victim=victim)
    assert s.pool[1] == [0, 0, 0, 0, 0] and s.points[d] == 3  # HX-ATTACK-5: energy
    assert s.die[d] == 6 and s.counter_die[d]  # HX-ATTACK-4: a die showing 6
    assert s.stack[0].victim == a and s.stack[0].paid == "energy"
    assert s.current_player() == 0  # HX-DEC-23 (b): back to the active player
    both_pass(s)  # HX-ATTACK-7: both pass, the attack resolves
    assert s.stack == []
    assert s.points[d] == 1 and s.points[a] == 2  # HX-ATTACK-8/9: simultaneous strikes
    # HX-ATTACK-10/11: the active player has priority in his Main Phase again
    assert s.current_player() == 0 and s.phase == "main"
    act(s, 0, "pass")
    assert s.current_player() == 1 and s.phase == "main"


def test_counter_attack_paid_by_a_point_and_never_the_last() -> None:
    """HX-ATTACK-5, HX-DEC-35: 1 point of the creature itself (not its last)."""
    p = new()
    a = p.unit(0, "t_vanilla_3_1_1_3", (0, 0), die=1)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.pool(0, red=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    victim = cell(s, 0, 0)
    assert of_kind(s, "counter_attack") == [f"counter_attack pay=point victim={victim}"]
    act(s, 1, "counter_attack", pay="point", victim=victim)
    assert s.points[d] == 2 and s.pool[1] == [0, 0, 0, 0, 0]
    both_pass(s)
    # 3-1 = 2 points: the defender (2 left after paying) goes to the graveyard; its
    # strike still lands, simultaneous (HX-DEC-34): 2-1 = 1
    assert s.at[d] == -1 and d in s.grave[1]
    assert s.points[a] == 2

    p = new()
    p.unit(0, "t_vanilla_3_1_1_3", (0, 0), die=1)
    p.unit(1, "t_vanilla_2_1_2_3", (0, -1), points=1)
    p.pool(0, red=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    assert of_kind(s, "counter_attack") == []  # no energy, and the last point may not pay
    refused(s, Action("counter_attack", pay="point", victim=cell(s, 0, 0)), "HX-DEC-35")


def test_second_attack_on_the_same_creature_has_no_counter_attack() -> None:
    """HX-ATTACK-4, HX-DEC-35: the die showing 6 stays, so a creature counter-attacks at
    most once per opponent turn (2/1/2/3 attacks a 2/1/2/3 with 6 points twice)."""
    p = new()
    a = p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1), points=6, die=2)
    p.pool(0, red=2)
    p.pool(1, colourless=2)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    assert s.die[d] == 6
    both_pass(s)
    assert s.points[d] == 5 and s.points[a] == 2
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    assert s.pool[1] == [0, 0, 0, 0, 1]  # energy to pay, yet no counter-attack
    assert of_kind(s, "counter_attack") == []
    refused(s, Action("counter_attack", pay="energy", victim=cell(s, 0, 0)), "HX-DEC-35")
    act(s, 1, "pass")
    assert s.points[d] == 4 and s.points[a] == 2
    assert s.die[a] == 0


# ---- ambush --------------------------------------------------------------------------
def test_ambush_with_a_counter_attack_on_one_participant() -> None:
    """HX-AMBUSH-1..7, HX-ACT-9, HX-DEC-37, HX-DEC-38: 2/1/2/3 and 4/2/2/4 against
    6/4/3/6; the target loses (2+4)-4 = 2, the counter-attacked 4/2/2/4 loses
    6-(1+2) = 3 (not 6-2 = 4). HX-AMBUSH-1, HX-AMBUSH-2, HX-AMBUSH-3, HX-AMBUSH-4,
    HX-AMBUSH-5, HX-AMBUSH-6, HX-AMBUSH-7."""
    p = new()
    a1 = p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    a2 = p.unit(0, "t_vanilla_4_2_2_4", (1, -1), die=2)
    p.unit(0, "t_vanilla_3_1_1_3", (0, 2), die=1)  # 3 hexes away: cannot join
    d = p.unit(1, "t_vanilla_6_4_3_6", (0, -1))
    p.pool(0, red=3)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    assert of_kind(s, "ambush") == [f"ambush hex={cell(s, 1, -1)}"]  # HX-AMBUSH-1
    act(s, 0, "ambush", hex=cell(s, 1, -1))
    assert s.die[a2] == 1 and s.pool[0] == [1, 0, 0, 0, 0]  # HX-AMBUSH-2
    assert s.stack[0].attackers == (a1, a2)
    assert of_kind(s, "ambush") == []  # each creature joins once (HX-DEC-37)
    act(s, 0, "pass")
    assert of_kind(s, "ambush") == []  # only the active player (HX-ACT-9)
    assert of_kind(s, "counter_attack") == sorted([  # HX-AMBUSH-5: one of the participants
        f"counter_attack pay=energy victim={cell(s, 0, 0)}",
        f"counter_attack pay=energy victim={cell(s, 1, -1)}",
        f"counter_attack pay=point victim={cell(s, 0, 0)}",
        f"counter_attack pay=point victim={cell(s, 1, -1)}"])
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 1, -1))
    both_pass(s)
    assert s.points[d] == 4  # HX-AMBUSH-3/4: (2+4) - 4
    assert s.points[a2] == 1  # HX-AMBUSH-6/7: 6 - (1+2)
    assert s.points[a1] == 3  # the other participant is not struck (HX-DEC-38)


def test_ambush_joins_after_a_counter_attack() -> None:
    """HX-DEC-37: an ambush may be declared even after the counter-attack; the victim
    is then the attacker, and the Defences still add up at resolution (HX-AMBUSH-7)."""
    p = new()
    a1 = p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    a2 = p.unit(0, "t_vanilla_4_2_2_4", (1, -1), die=2)
    d = p.unit(1, "t_vanilla_6_4_3_6", (0, -1))
    p.pool(0, red=2)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    assert of_kind(s, "ambush") == [f"ambush hex={cell(s, 1, -1)}"]
    act(s, 0, "ambush", hex=cell(s, 1, -1))
    both_pass(s)
    assert s.points[d] == 4  # (2+4) - 4
    assert s.points[a1] == 3 - (6 - (1 + 2))  # 6 - summed Defence 3 = 3: destroyed
    assert s.at[a1] == -1 and s.at[a2] >= 0


# ---- first strike --------------------------------------------------------------------
def test_first_strike_on_the_attacker() -> None:
    """HX-FIRST-1, HX-FIRST-2, HX-DEC-39: the 2/0/1/3 first striker kills the 2/0/1/2
    before it strikes back."""
    p = new()
    a = p.unit(0, "t_first_striker", (0, 0), die=1)
    d = p.unit(1, "t_vanilla_2_0_1_2", (0, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    both_pass(s)
    assert s.at[d] == -1 and d in s.grave[1]
    assert s.points[a] == 3  # no counter strike
    assert keys(s).count("hexy.counter_strike") == 0


def test_first_strike_on_the_defender() -> None:
    """HX-FIRST-3, HX-DEC-39: the counter-attack of a first striker resolves first."""
    p = new()
    a = p.unit(0, "t_vanilla_2_0_1_2", (0, 0), die=1)
    d = p.unit(1, "t_first_striker", (0, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    both_pass(s)
    assert s.at[a] == -1 and a in s.grave[0]
    assert s.points[d] == 3
    assert keys(s).count("hexy.strike") == 0


def test_first_strike_on_both_is_simultaneous() -> None:
    """HX-DEC-39 (both have first strike: simultaneous), HX-FLYING-1 (a flyer may attack
    and counter-attack a flyer)."""
    p = new()
    a = p.unit(0, "t_flying_first_striker", (0, 0), die=1)
    d = p.unit(1, "t_flying_first_striker", (0, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    both_pass(s)
    assert s.points[a] == 1 and s.points[d] == 1


def test_first_strike_without_counter_attack_changes_nothing() -> None:
    """HX-DEC-39: first strike does nothing when there is no counter-attack."""
    p = new()
    p.unit(0, "t_vanilla_2_0_1_2", (0, 0), die=1)
    d = p.unit(1, "t_first_striker", (0, -1))
    p.pool(0, red=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    both_pass(s)
    assert s.points[d] == 1


# ---- Flying, Reach, Ranged -----------------------------------------------------------
def test_flying_against_melee_reach_and_flying() -> None:
    """HX-FLYING-1, HX-REACH-1, HX-DEC-40: a melee creature cannot attack a flyer; Reach
    and Flying can."""
    p = new()
    p.unit(0, "t_vanilla_2_0_1_2", (0, 0), die=1)
    p.unit(0, "t_reacher", (1, -1), die=1)
    p.unit(0, "t_flyer", (-1, 0), die=1)
    p.unit(1, "t_flyer", (0, -1))
    p.pool(0, red=1)
    s = p.build()
    target = cell(s, 0, -1)
    assert of_kind(s, "attack") == sorted([
        f"attack hex={cell(s, -1, 0)} target={target}",
        f"attack hex={cell(s, 1, -1)} target={target}"])
    refused(s, Action("attack", hex=cell(s, 0, 0), target=target), "HX-FLYING-1")


def test_ranged_two_at_distance_one_and_two() -> None:
    """HX-RANGED-1, HX-DEC-32, HX-DEC-40: Ranged 2 reaches 2 hexes and may attack a flyer
    at distance 1 and 2; at 3 it is out of range."""
    for r, ok in ((-1, True), (-2, True), (-3, False)):
        p = new()
        a = p.unit(0, "t_ranged_two", (0, 0), die=1)
        d = p.unit(1, "t_flyer", (0, r))
        p.pool(0, red=1)
        s = p.build()
        target = cell(s, 0, r)
        if not ok:
            assert of_kind(s, "attack") == []
            refused(s, Action("attack", hex=cell(s, 0, 0), target=target), "HX-DEC-32")
            continue
        assert of_kind(s, "attack") == [f"attack hex={cell(s, 0, 0)} target={target}"]
        attack(s, (0, 0), (0, r))
        both_pass(s)
        assert s.points[d] == 1 and s.points[a] == 3


def test_melee_creature_cannot_counter_a_ranged_attacker_two_hexes_away() -> None:
    """HX-DEC-36: distance 2 — no counter-attack; at distance 1 it may."""
    p = new()
    p.unit(0, "t_ranged_two", (0, 0), die=1)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -2))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -2))
    act(s, 0, "pass")
    assert of_kind(s, "counter_attack") == []
    refused(s, Action("counter_attack", pay="energy", victim=cell(s, 0, 0)), "HX-DEC-35")
    act(s, 1, "pass")
    assert s.points[d] == 2

    p = new()
    a = p.unit(0, "t_ranged_two", (0, 0), die=1)
    p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    assert of_kind(s, "counter_attack") == [
        f"counter_attack pay=energy victim={cell(s, 0, 0)}",
        f"counter_attack pay=point victim={cell(s, 0, 0)}"]
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    both_pass(s)
    assert s.points[a] == 1  # 2 - 0


def test_ground_creature_cannot_counter_a_flyer() -> None:
    """HX-DEC-36, HX-FLYING-1: the counter-attack obeys the Flying restriction."""
    p = new()
    p.unit(0, "t_flyer", (0, 0), die=1)
    p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.unit(1, "t_reacher", (1, -1))
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    assert of_kind(s, "counter_attack") == []


def test_attack_out_of_range_own_card_and_wrong_time_refused() -> None:
    """HX-DEC-32 (distance 1 without Ranged; own cards cannot be attacked), HX-DEC-29,
    HX-ACT-8 (the active player in his Main Phase with an empty stack)."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    p.unit(0, "t_red_building", (1, 0))
    p.unit(1, "t_vanilla_2_1_2_3", (0, -2), die=1)
    p.pool(0, red=2)
    p.pool(1, red=2)
    s = p.build()
    assert of_kind(s, "attack") == []
    refused(s, Action("attack", hex=cell(s, 0, 0), target=cell(s, 0, -2)), "HX-DEC-32")
    refused(s, Action("attack", hex=cell(s, 0, 0), target=cell(s, 1, 0)), "HX-DEC-32")
    act(s, 0, "pass")
    refused(s, Action("attack", hex=cell(s, 0, -2), target=cell(s, 0, 0)), "HX-DEC-29")


def test_attack_on_a_building_has_no_counter_attack() -> None:
    """HX-DEC-32 (any enemy board card), HX-DEC-35 (only a creature counter-attacks)."""
    p = new()
    p.unit(0, "t_vanilla_2_0_1_2", (0, 0), die=1)
    b = p.unit(1, "t_red_building", (0, -1), points=3)
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    assert of_kind(s, "counter_attack") == []
    act(s, 1, "pass")
    assert s.points[b] == 2  # 2 - Defence 1
    assert s.pool[1] == [0, 0, 0, 0, 1]  # combat damage gives no energy (HX-DEC-17)


def test_attack_fizzles_when_the_attacker_leaves() -> None:
    """HX-DEC-33: the only participant left the Battlefield; the costs stay paid."""
    p = new()
    a = p.unit(0, "t_vanilla_1_0_1_1", (0, 0), die=1)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.hand(1, ["t_lose_one", *FILLER])
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "cast", hand=0, hex=-1)
    if s.current_player() == 1 and any(x.kind == "choose" for x in s.legal_actions()):
        options = [x for x in s.legal_actions() if x.kind == "choose"]
        # targets: board cards in cell order: (0, -1) then (0, 0)
        act(s, 1, "choose", choice=options[-1].int_arg("choice"))
    both_pass(s)  # the wizardry: the attacker loses its only point
    assert s.at[a] == -1
    both_pass(s)  # the attack
    assert s.stack == []
    assert s.points[d] == 3 and "hexy.attack_fizzled" in keys(s)
    assert s.pool[0] == [0, 0, 0, 0, 0]


def test_modified_numbers_and_points_lost_outside_combat() -> None:
    """HX-DEC-59: Attack never below 0 (−2 Attack on a 1/0/1/1 strikes for 0);
    "loses N points" ignores Defence (Lose One on a 6/4/3/6)."""
    p = new()
    a = p.unit(0, "t_vanilla_1_0_1_1", (0, 0), die=1)
    p.enchant(1, "t_minus_two_attack", a)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    big = p.unit(1, "t_vanilla_6_4_3_6", (1, -1))
    p.hand(0, ["t_lose_one", *FILLER])
    p.pool(0, red=2)
    s = p.build()
    assert s.attack(a) == 0
    attack(s, (0, 0), (0, -1))
    both_pass(s)
    assert s.points[d] == 3
    act(s, 0, "cast", hand=0, hex=-1)
    options = [x for x in s.legal_actions() if x.kind == "choose"]
    # board cards in cell order: (0, -1), (1, -1), (0, 0)
    act(s, 0, "choose", choice=options[1].int_arg("choice"))
    both_pass(s)
    assert s.points[big] == 5


def test_ambush_group_has_first_strike_only_if_every_participant_has_it() -> None:
    """HX-DEC-38, HX-DEC-39: two first strikers kill a 2/1/2/3 before its counter-attack;
    a first striker with a plain creature strikes simultaneously."""
    for partner, left in (("t_flying_first_striker", 3), ("t_vanilla_2_0_1_2", 1)):
        p = new()
        a1 = p.unit(0, "t_first_striker", (0, 0), die=1)
        p.unit(0, partner, (1, -1), die=1)
        d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
        p.pool(0, red=2)
        p.pool(1, colourless=1)
        s = p.build()
        attack(s, (0, 0), (0, -1))
        act(s, 0, "ambush", hex=cell(s, 1, -1))
        act(s, 0, "pass")
        act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
        both_pass(s)
        assert s.at[d] == -1  # (2+2) - 1 = 3 points
        assert s.points[a1] == left, partner  # 2 - 0 only when simultaneous


def test_attack_cost_of_two_actions_also_for_an_ambush() -> None:
    """HX-ACTION-2 "unless stated otherwise", HX-ACT-8, HX-DEC-37: the Slow Attacker's
    attack (and joining) costs 2 actions and 1 energy."""
    p = new()
    p.unit(0, "t_slow_attacker", (0, 0), die=1)
    p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.pool(0, red=2)
    s = p.build()
    assert of_kind(s, "attack") == []
    refused(s, Action("attack", hex=cell(s, 0, 0), target=cell(s, 0, -1)), "HX-ATTACK-1")

    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    slow = p.unit(0, "t_slow_attacker", (1, -1), die=2)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.pool(0, red=2)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "ambush", hex=cell(s, 1, -1))
    assert s.die[slow] == 0 and s.pool[0] == [0, 0, 0, 0, 0]
    both_pass(s)
    assert s.at[d] == -1  # (2+2) - 1 = 3


def test_attacker_drops_out_when_the_target_gains_flying() -> None:
    """HX-DEC-33, HX-FLYING-1: at resolution a melee attacker can no longer attack a
    target that gained Flying; nothing happens and the costs stay paid."""
    p = new()
    a = p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.hand(1, ["t_grant_flying", *FILLER])
    p.pool(0, red=1)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "cast", hand=0, hex=-1)
    choose_creature(s, 1, d)
    both_pass(s)  # Flying until the end of the turn
    both_pass(s)  # the attack
    assert s.points[d] == 3 and s.points[a] == 3
    assert s.die[a] == 1 and s.pool[0] == [0, 0, 0, 0, 0]
    assert "hexy.attack_fizzled" in keys(s)


def test_counter_attack_lapses_when_its_victim_gains_flying() -> None:
    """HX-DEC-33, HX-DEC-36: a counter-attack happens only if the counter-attacker can
    still attack its victim at resolution (the attacker was given Flying)."""
    p = new()
    a = p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=2)
    d = p.unit(1, "t_vanilla_2_1_2_3", (0, -1))
    p.hand(0, ["t_grant_flying", *FILLER])
    p.pool(0, red=2)
    p.pool(1, colourless=1)
    s = p.build()
    attack(s, (0, 0), (0, -1))
    act(s, 0, "pass")
    act(s, 1, "counter_attack", pay="energy", victim=cell(s, 0, 0))
    act(s, 0, "cast", hand=0, hex=-1)
    choose_creature(s, 0, a)
    both_pass(s)
    both_pass(s)
    assert s.points[d] == 2  # 2 - 1
    assert s.points[a] == 3  # no counter strike
    assert s.die[d] == 6  # the declaration's die stays (HX-DEC-35)


def choose_creature(state: Any, seat: int, uid: int) -> None:
    """Answer a creature target: creatures listed by cell index (HX-DEC-63)."""
    creatures = [u for u in state.board if u >= 0 and state.is_type(u, "creature")]
    assert len(state.legal_actions()) == len(creatures)
    act(state, seat, "choose", choice=creatures.index(uid))


def test_ranged_three_reaches_three_hexes() -> None:
    """HX-DEC-32, HX-DEC-40: Ranged 3 attacks at distance 3, not 4; HX-DEC-58: nothing
    in between blocks it."""
    for r, ok in ((-3, True), (-4, False)):
        p = new()
        p.unit(0, "t_ranged_three", (0, 0), die=1)
        p.unit(0, "t_red_building", (0, -1))  # in the way: no line of sight needed
        d = p.unit(1, "t_vanilla_2_1_2_3", (0, r))
        p.pool(0, red=1)
        s = p.build()
        target = cell(s, 0, r)
        if not ok:
            assert of_kind(s, "attack") == []
            refused(s, Action("attack", hex=cell(s, 0, 0), target=target), "HX-DEC-32")
            continue
        attack(s, (0, 0), (0, r))
        both_pass(s)
        assert s.points[d] == 2
