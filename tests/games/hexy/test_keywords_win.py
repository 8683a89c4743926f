"""HexyGame keywords (Haste, Regeneration, Mill) and winning, on the test map
``t_strip`` with the test cards (known answers).

Rules: HX-HASTE-1..2, HX-REGEN-1, HX-MILL-1, HX-WIN-1..2, HX-DEC-13, HX-DEC-15,
HX-DEC-26, HX-DEC-31, HX-DEC-41, HX-DEC-58, HX-MAP-4. Seat 0's Flag is (0, 4), seat 1's
(0, -4), the Center (0, 0).
"""

from __future__ import annotations

from typing import Any

from .support import FILLER, act, both_pass, cell, keys, of_kind, strip_position

NW, SE = 2, 5


def new(seed: int = 5) -> Any:
    return strip_position(seed)










def advance_to(state: Any, active: int, phase: str) -> None:
    """Pass (both players, resolving whatever is on the stack) until ``active``'s
    ``phase`` starts."""
    for _ in range(200):
        if state.active == active and state.phase == phase:
            return
        act(state, state.current_player(), "pass")
    raise AssertionError("phase not reached")




def choose_value(state: Any, seat: int, options: list[int], value: int) -> None:
    """Answer a ``choose`` whose options are ``options`` in order (HX-DEC-63)."""
    assert len(state.legal_actions()) == len(options)
    act(state, seat, "choose", choice=options.index(value))


# ---- Haste ---------------------------------------------------------------------------
def test_haste_enters_with_its_die_and_acts_at_once() -> None:
    """HX-HASTE-1, HX-HASTE-2, HX-DEC-41; without Haste no die (HX-DEC-31)."""
    p = new()
    p.unit(0, "t_red_building", (0, 2))
    p.unit(1, "t_vanilla_1_0_1_1", (1, 0))
    p.hand(0, ["t_hasty", "t_vanilla_2_0_1_2", *FILLER])
    p.pool(0, colourless=4)
    s = p.build()
    act(s, 0, "cast", hand=0, hex=cell(s, 0, 1))
    both_pass(s)
    hasty = s.board[cell(s, 0, 1)]
    assert s.card[hasty] == s.cat.index["t_hasty"]
    assert s.die[hasty] == 1  # HX-HASTE-1: set to its Actions
    # HX-HASTE-2: it may move or attack in the turn it was cast
    assert len(of_kind(s, "move")) == 4  # (1, 0) and (0, 2) are occupied
    assert of_kind(s, "attack") == [f"attack hex={cell(s, 0, 1)} target={cell(s, 1, 0)}"]
    act(s, 0, "cast", hand=0, hex=cell(s, -1, 2))
    both_pass(s)
    plain = s.board[cell(s, -1, 2)]
    assert s.die[plain] == -1  # HX-DEC-31: no die until the next Action Phase
    assert not any(a.kind in ("move", "attack") and a.int_arg("hex") == cell(s, -1, 2)
                   for a in s.legal_actions())
    act(s, 0, "attack", hex=cell(s, 0, 1), target=cell(s, 1, 0))
    both_pass(s)
    assert s.die[hasty] == 0 and s.at[s.board[cell(s, 0, 1)]] == cell(s, 0, 1)
    assert s.board[cell(s, 1, 0)] == -1  # 2 - 0 points: the 1/0/1/1 is gone


# ---- Regeneration --------------------------------------------------------------------
def test_regeneration_in_both_draw_phases_up_to_the_fourth_number() -> None:
    """HX-REGEN-1, HX-DEC-26: +1 at the start of every Draw Phase, either player's, up
    to the Points number (3), never above it; no stack."""
    p = new()
    mine = p.unit(0, "t_regenerator", (0, 2), points=1)
    theirs = p.unit(1, "t_regenerator", (0, -2), points=2)
    plain = p.unit(0, "t_vanilla_2_1_2_3", (1, 2), points=1)
    p.turn(1, phase="end")
    s = p.build()
    advance_to(s, 0, "draw")
    assert s.points[mine] == 2 and s.points[theirs] == 3 and s.points[plain] == 1
    assert [o.kind for o in s.stack] == ["draw"]  # regeneration used no stack
    advance_to(s, 1, "draw")
    assert s.points[mine] == 3 and s.points[theirs] == 3
    advance_to(s, 0, "draw")
    assert s.points[mine] == 3 and s.points[theirs] == 3  # the fourth number is the ceiling
    assert keys(s).count("hexy.regenerated") == 3


# ---- Mill ----------------------------------------------------------------------------
def test_mill_own_library() -> None:
    """HX-MILL-1: the top card of the library to the graveyard (Mill Self One)."""
    p = new()
    p.hand(0, ["t_mill_self_one", *FILLER])
    p.library(0, ["t_red_building", "t_blue_building"])
    p.pool(0, colourless=1)
    s = p.build()
    top, second = s.library[0][-1], s.library[0][-2]
    assert s.card[top] == s.cat.index["t_red_building"]
    size, grave = len(s.library[0]), len(s.grave[0])
    act(s, 0, "cast", hand=0, hex=-1)
    both_pass(s)
    assert s.grave[0][-2:] == [top, s.grave[0][-1]]  # milled, then the wizardry itself
    assert s.card[s.grave[0][-1]] == s.cat.index["t_mill_self_one"]
    assert len(s.library[0]) == size - 1 and len(s.grave[0]) == grave + 2
    assert s.library[0][-1] == second
    assert "hexy.milled" in keys(s, 1)  # public (HX-INFO-5)


def test_mill_opponent_library_and_an_empty_library() -> None:
    """HX-MILL-1 (Mill Two on the opponent), HX-DEC-27 (an empty library: nothing)."""
    p = new()
    p.hand(0, ["t_mill_two", "t_mill_two", *FILLER])
    p.library(1, ["t_green_building", "t_white_building", "t_flyer"])
    p.pool(0, colourless=2)
    s = p.build()
    lib = list(s.library[1])
    grave = len(s.grave[1])
    act(s, 0, "cast", hand=0, hex=-1)
    choose_value(s, 0, [0, 1], 1)  # players by seat
    both_pass(s)
    assert s.grave[1][grave:] == [lib[-1], lib[-2]]
    assert s.library[1] == lib[:-2]
    assert [s.card[u] for u in s.grave[1][grave:]] == [
        s.cat.index["t_green_building"], s.cat.index["t_white_building"]]

    p = new()
    p.hand(0, ["t_mill_two", *FILLER])
    p.library(1, [], only=True)
    p.pool(0, colourless=1)
    s = p.build()
    assert s.library[1] == []
    grave = list(s.grave[1])
    act(s, 0, "cast", hand=0, hex=-1)
    choose_value(s, 0, [0, 1], 1)
    both_pass(s)
    assert s.grave[1] == grave and s.library[1] == []
    assert "hexy.mill_empty" in keys(s)
    assert s.current_player() == 0  # an empty library never loses (HX-DEC-27)


# ---- the Flag ------------------------------------------------------------------------
def test_flag_loss_by_a_move() -> None:
    """HX-WIN-1, HX-DEC-13: seat 1's creature moves onto seat 0's Flag."""
    p = new()
    p.unit(1, "t_vanilla_2_1_2_3", (0, 3), die=1)
    p.pool(1, red=1)
    p.turn(1)
    s = p.build()
    act(s, 1, "move", dir=SE, hex=cell(s, 0, 3))
    assert s.current_player() == 1 and not s.is_terminal()  # declared, not yet entered
    both_pass(s)
    assert s.is_terminal() and s.current_player() is None
    assert s.returns() == [-1.0, 1.0]
    assert "hexy.flag_entered" in keys(s)


def test_own_card_on_own_flag_does_nothing() -> None:
    """HX-DEC-13: a player's own cards on his own Flag have no effect."""
    p = new()
    uid = p.unit(0, "t_vanilla_2_1_2_3", (0, 3), die=1)
    p.pool(0, red=1)
    s = p.build()
    act(s, 0, "move", dir=SE, hex=cell(s, 0, 3))
    both_pass(s)
    assert s.at[uid] == cell(s, 0, 4)
    assert not s.is_terminal() and s.current_player() == 0


def test_flag_loss_by_a_cast_at_the_end_of_a_chain_of_buildings() -> None:
    """HX-WIN-1, HX-DEC-13 (a resolved cast), HX-DEC-11: each building extends the
    Sphere until the enemy Flag is in it."""
    p = new()
    p.unit(1, "t_red_building", (0, 2))
    p.hand(1, ["t_red_building", "t_vanilla_2_0_1_2", *FILLER])
    p.pool(1, colourless=2)
    p.turn(1)
    s = p.build()
    flag = cell(s, 0, 4)
    assert f"cast hand=1 hex={flag}" not in of_kind(s, "cast")
    act(s, 1, "cast", hand=0, hex=cell(s, 0, 3))
    both_pass(s)
    assert s.board[cell(s, 0, 3)] >= 0 and not s.is_terminal()
    assert f"cast hand=0 hex={flag}" in of_kind(s, "cast")
    act(s, 1, "cast", hand=0, hex=flag)
    assert not s.is_terminal()
    both_pass(s)
    assert s.is_terminal() and s.returns() == [-1.0, 1.0]


def test_flag_loss_by_relocate() -> None:
    """HX-WIN-1, HX-DEC-13, HX-DEC-58: relocate is not a move, but entering the Flag by
    it counts — seat 0 puts seat 1's creature onto seat 0's own Flag and loses."""
    p = new()
    enemy = p.unit(1, "t_vanilla_2_1_2_3", (0, 3))
    p.hand(0, ["t_relocate", *FILLER])
    p.pool(0, colourless=1)
    s = p.build()
    act(s, 0, "cast", hand=0, hex=-1)
    # the only enemy creature is taken automatically (HX-DEC-57); then the hex
    # the hex: an empty neighbour of the creature (HX-DEC-58), listed by cell index
    empties = sorted(c for c in s.hmap.adjacent[s.at[enemy]] if s.board[c] < 0)
    choose_value(s, 0, empties, cell(s, 0, 4))
    both_pass(s)
    assert s.at[enemy] == cell(s, 0, 4)
    assert s.is_terminal() and s.returns() == [-1.0, 1.0]


# ---- the Winning Die -----------------------------------------------------------------
def test_winning_die_reaching_12_wins_at_once() -> None:
    """HX-WIN-2, HX-DEC-15: +5 from 7 is 12 and wins at once; above 12 is kept as 12."""
    for start, value in ((7, 12), (10, 12)):
        p = new()
        p.hand(0, ["t_plus_five_die", *FILLER])
        p.winning_die(0, start)
        p.pool(0, colourless=1)
        s = p.build()
        act(s, 0, "cast", hand=0, hex=-1)
        both_pass(s)
        assert s.windie == [value, 1]
        assert s.is_terminal() and s.returns() == [1.0, -1.0]
    p = new()
    p.hand(0, ["t_plus_five_die", *FILLER])
    p.winning_die(0, 6)
    p.pool(0, colourless=1)
    s = p.build()
    act(s, 0, "cast", hand=0, hex=-1)
    both_pass(s)
    assert s.windie == [11, 1] and not s.is_terminal()


def test_center_scoring_to_12_wins() -> None:
    """HX-MAP-4, HX-WIN-2, HX-DEC-15: the End-Phase point brings the die from 11 to 12."""
    p = new()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 0))
    p.winning_die(0, 11)
    p.winning_die(1, 11)
    s = p.build()
    advance_to(s, 0, "end")
    assert [o.kind for o in s.stack] == ["score"]
    both_pass(s)
    assert s.windie == [12, 11]
    assert s.is_terminal() and s.returns() == [1.0, -1.0]
