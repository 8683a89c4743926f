"""HexyGame movement on the test map ``t_strip`` with the test cards (known answers).

Rules: HX-ACTION-1..2, HX-MOVE-1..2, HX-EASY-1..2, HX-ACT-7, HX-DEC-29..31,
HX-DEC-58, HX-MAP-1..4. Directions are kernel.hexgrid's: 0 east (q+1), 1 north-east
(q+1, r-1), 2 north-west (r-1), 3 west (q-1), 4 south-west (q-1, r+1), 5 south-east
(r+1). Seat 0's Flag is (0, 4), seat 1's (0, -4), the Center (0, 0).
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel import Action

from .support import act, both_pass, cell, keys, refused, strip_position

NE, NW, W, SE = 1, 2, 3, 5


def new(seed: int = 7) -> Any:
    return strip_position(seed)






def moves(state: Any) -> list[str]:
    return sorted(str(a) for a in state.legal_actions() if a.kind == "move")








# ---- a move --------------------------------------------------------------------------
def test_move_fixture_pays_an_action_and_an_energy_and_uses_the_stack() -> None:
    """HX-MOVE-1, HX-MOVE-2, HX-ACTION-1, HX-ACTION-2, HX-ACT-7, HX-DEC-30, HX-DEC-31."""
    p = new()
    uid = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.pool(0, red=2)
    s = p.build()
    start = cell(s, 0, 1)
    # all six neighbours of (0, 1) are on the map and empty (HX-ACT-7)
    assert moves(s) == [f"move dir={d} hex={start}" for d in range(6)]
    act(s, 0, "move", dir=NW, hex=start)
    # HX-MOVE-2: declared, paid, on the stack; the creature has not moved yet
    assert [o.kind for o in s.stack] == ["move"]
    assert s.stack[0].cell == cell(s, 0, 0)
    assert s.at[uid] == start
    assert s.die[uid] == 1  # HX-ACTION-2, HX-DEC-31: one action spent
    assert s.pool[0] == [1, 0, 0, 0, 0]  # HX-MOVE-1: one energy paid
    assert s.current_player() == 0  # HX-DEC-23 (b): the active player has priority
    assert moves(s) == []  # a move is sorcery speed: not with a non-empty stack (HX-DEC-29)
    both_pass(s)
    assert s.stack == []
    assert s.at[uid] == cell(s, 0, 0)
    assert s.board[start] == -1 and s.board[cell(s, 0, 0)] == uid
    assert "hexy.moved" in keys(s)
    # HX-DEC-30: a creature may move again while it has actions
    assert s.current_player() == 0
    assert len(moves(s)) == 6
    act(s, 0, "move", dir=NW, hex=cell(s, 0, 0))
    both_pass(s)
    assert s.at[uid] == cell(s, 0, -1)
    assert s.die[uid] == 0 and s.pool[0] == [0, 0, 0, 0, 0]
    assert moves(s) == []  # HX-DEC-31: a die showing 0 cannot spend


def test_move_onto_an_occupied_hex_is_refused() -> None:
    """HX-DEC-30 (and HX-DEC-58: a hex holds one board card); the state is unchanged."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(0, "t_red_building", (0, 0))
    p.unit(1, "t_vanilla_1_0_1_1", (1, 0))
    p.pool(0, red=2)
    s = p.build()
    start = cell(s, 0, 1)
    assert f"move dir={NW} hex={start}" not in moves(s)  # own card
    assert f"move dir={NE} hex={start}" not in moves(s)  # enemy card
    assert len(moves(s)) == 4
    refused(s, Action("move", dir=NW, hex=start), "HX-DEC-30")
    refused(s, Action("move", dir=NE, hex=start), "HX-DEC-30")


def test_move_off_the_map_is_refused() -> None:
    """HX-DEC-58: only to an on-map hex; (1, 0) has no east or north-east neighbour."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (1, 0), die=2)
    p.pool(0, red=2)
    s = p.build()
    start = cell(s, 1, 0)
    assert moves(s) == [f"move dir={d} hex={start}" for d in (2, 3, 4, 5)]
    refused(s, Action("move", dir=0, hex=start), "HX-DEC-58")
    refused(s, Action("move", dir=NE, hex=start), "HX-DEC-58")


def test_move_needs_energy_and_an_action() -> None:
    """HX-MOVE-1: 1 energy and 1 action; HX-DEC-31: no die, no actions."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)  # no energy
    p.unit(0, "t_vanilla_1_0_1_1", (-1, 1))  # no die (entered this turn)
    s = p.build()
    assert moves(s) == []
    refused(s, Action("move", dir=NW, hex=cell(s, 0, 1)), "HX-MOVE-1")
    refused(s, Action("move", dir=NW, hex=cell(s, -1, 1)), "HX-MOVE-1")


# ---- Easy movement and a 2-action move -----------------------------------------------
def test_easy_movement_pays_no_energy_but_an_action() -> None:
    """HX-EASY-1 (no energy), HX-EASY-2 (still one action)."""
    p = new()
    uid = p.unit(0, "t_easy_mover", (0, 1), die=1)
    s = p.build()
    assert s.pool[0] == [0, 0, 0, 0, 0]
    assert len(moves(s)) == 6  # HX-EASY-1: legal with an empty pool
    act(s, 0, "move", dir=NW, hex=cell(s, 0, 1))
    assert s.die[uid] == 0  # HX-EASY-2
    assert s.pool[0] == [0, 0, 0, 0, 0]
    both_pass(s)
    assert s.at[uid] == cell(s, 0, 0)
    assert moves(s) == []  # HX-EASY-2: no action left, no move


def test_two_action_move() -> None:
    """HX-ACTION-2 "unless stated otherwise" (HX-CONTENT-13: move_cost 2 actions, 1 energy)."""
    p = new()
    uid = p.unit(0, "t_slow_mover", (0, 1), die=1)
    p.pool(0, red=3)
    s = p.build()
    assert moves(s) == []  # one action is not enough
    refused(s, Action("move", dir=NW, hex=cell(s, 0, 1)), "HX-MOVE-1")

    p = new()
    uid = p.unit(0, "t_slow_mover", (0, 1), die=2)
    p.pool(0, red=3)
    s = p.build()
    assert len(moves(s)) == 6
    act(s, 0, "move", dir=NW, hex=cell(s, 0, 1))
    assert s.die[uid] == 0
    assert s.pool[0] == [2, 0, 0, 0, 0]
    both_pass(s)
    assert s.at[uid] == cell(s, 0, 0)


# ---- who and when (HX-DEC-29) --------------------------------------------------------
def test_only_the_active_player_moves_in_his_main_phase_with_an_empty_stack() -> None:
    """HX-DEC-29, HX-ACT-7: no move by the non-active player, in the Draw or End Phase,
    or while the stack holds something."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(1, "t_vanilla_2_1_2_3", (0, -2), die=2)
    p.pool(0, red=2)
    p.pool(1, red=2)
    s = p.build()
    act(s, 0, "pass")
    assert s.current_player() == 1
    assert moves(s) == []  # seat 1 in seat 0's turn
    refused(s, Action("move", dir=NW, hex=cell(s, 0, -2)), "HX-DEC-29")
    for phase in ("draw", "end"):
        p = new()
        p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
        p.pool(0, red=2)
        p.turn(0, phase=phase)
        s = p.build()
        assert s.phase == phase
        assert moves(s) == []
        refused(s, Action("move", dir=NW, hex=cell(s, 0, 1)), "HX-DEC-29")


def test_move_fizzles_when_its_hex_is_filled_before_it_resolves() -> None:
    """HX-DEC-30: the hex filled in response (a wizardry-speed creature, HX-CONTENT-13):
    nothing happens and the costs stay paid."""
    p = new()
    uid = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(1, "t_red_building", (1, -1))  # seat 1's Sphere holds (0, 0)
    p.hand(1, ["t_wizardry_speed_creature"])
    p.pool(0, red=2)
    p.pool(1, colourless=1)
    s = p.build()
    center = cell(s, 0, 0)
    act(s, 0, "move", dir=NW, hex=cell(s, 0, 1))
    act(s, 0, "pass")
    act(s, 1, "cast", hand=0, hex=center)
    assert [o.kind for o in s.stack] == ["move", "spell"]
    both_pass(s)  # the creature enters (0, 0)
    blocker = s.board[center]
    assert blocker >= 0 and s.owner[blocker] == 1
    both_pass(s)  # the move resolves and fizzles
    assert s.stack == []
    assert s.at[uid] == cell(s, 0, 1)
    assert s.die[uid] == 1 and s.pool[0] == [1, 0, 0, 0, 0]
    assert "hexy.move_fizzled" in keys(s)


# ---- the map in play (HX-MAP-1..4) ---------------------------------------------------
def test_flags_are_the_starting_points_and_the_center_scores() -> None:
    """HX-MAP-1 (two Flags), HX-MAP-2 (a player without buildings casts only onto his
    own Flag, HX-SPHERE-3), HX-MAP-3/4 (occupying the Center scores at the End)."""
    p = new()
    p.hand(0, ["t_vanilla_1_0_1_1"])
    p.pool(0, colourless=1)
    s = p.build()
    assert tuple(s.hmap.flags) == (cell(s, 0, 4), cell(s, 0, -4))  # HX-MAP-1
    casts = [str(a) for a in s.legal_actions() if a.kind == "cast"]
    assert casts == [f"cast hand=0 hex={cell(s, 0, 4)}"]  # HX-MAP-2
    # HX-MAP-3/4: a creature moves onto the Center and the End Phase scores it
    p = new()
    uid = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=1)
    p.pool(0, red=1)
    s = p.build()
    assert s.hmap.center == cell(s, 0, 0)
    act(s, 0, "move", dir=NW, hex=cell(s, 0, 1))
    both_pass(s)
    assert s.at[uid] == s.hmap.center
    both_pass(s)  # the Main Phase ends; Cleanup; the End Phase with the scoring
    assert s.phase == "end" and [o.kind for o in s.stack] == ["score"]
    both_pass(s)
    assert s.windie == [2, 1]


def test_creature_forbidden_to_move_has_no_move() -> None:
    """HX-ACT-7: not forbidden to move (the No Move enchantment)."""
    p = new()
    uid = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.enchant(1, "t_no_move", uid)
    p.unit(0, "t_easy_mover", (1, 1), die=1)
    p.pool(0, red=2)
    s = p.build()
    assert moves(s) == sorted(f"move dir={d} hex={cell(s, 1, 1)}" for d in (2, 4, 5))
    refused(s, Action("move", dir=NW, hex=cell(s, 0, 1)), "HX-ACT-7")
