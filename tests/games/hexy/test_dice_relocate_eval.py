"""The Winning Dice at their bounds (HX-DEC-15, HX-DEC-49), ``relocate`` to a hex next
to the moved card (HX-DEC-58), and the greedy evaluation (HX-CONTENT-24), on the test
map ``t_strip`` with the test cards."""

from __future__ import annotations

from typing import Any

from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as _deck
from cardtable.kernel import Action
from cardtable.kernel.hexgrid import Hex

FILLER = "t_vanilla_0_0_1_1"


def position(hand: list[str], pool: int = 1) -> Any:
    p = HEXY.position(4, card_set="test", map="t_strip", decks=[_deck(), _deck()])
    p.hand(0, [*hand, FILLER]).hand(1, [FILLER]).pool(0, colourless=pool)
    return p


def cell(state: Any, q: int, r: int) -> int:
    return int(state.hmap.index[Hex(q, r)])


def resolve_top(state: Any) -> None:
    state.apply(Action("pass"))
    state.apply(Action("pass"))


def test_both_winning_dice_reaching_12_at_once_is_a_draw() -> None:
    """HX-DEC-49: one event meeting both players' win condition ends the game drawn;
    HX-DEC-15: the dice stop at 12."""
    p = position(["t_each_plus_five_die"])
    p.winning_die(0, 8).winning_die(1, 11)
    st = p.build()
    st.apply(Action("cast", hand=0, hex=-1))
    resolve_top(st)
    assert st.is_terminal()
    assert st.returns() == [0.0, 0.0]
    assert st.windie == [12, 12]
    assert st.end == "both_dice"


def test_one_die_reaching_12_wins_and_the_other_is_kept_within_bounds() -> None:
    """HX-DEC-15: +5 from 9 stops at 12 and wins at once (HX-WIN-2)."""
    p = position(["t_each_plus_five_die"])
    p.winning_die(0, 9).winning_die(1, 2)
    st = p.build()
    st.apply(Action("cast", hand=0, hex=-1))
    resolve_top(st)
    assert st.returns() == [1.0, -1.0]
    assert st.windie == [12, 7]


def test_a_winning_die_never_goes_below_1() -> None:
    """HX-DEC-15: -3 from 2 leaves the opponent's die at 1."""
    p = position(["t_minus_die"])
    p.winning_die(1, 2)
    st = p.build()
    st.apply(Action("cast", hand=0, hex=-1))
    resolve_top(st)
    assert st.windie == [1, 1]
    assert not st.is_terminal()


def test_relocate_offers_only_empty_hexes_next_to_the_chosen_creature() -> None:
    """HX-DEC-58: an effect moves a card to an empty hex adjacent to it (unless its text
    says otherwise); the Flag counts (HX-DEC-13)."""
    p = position(["t_relocate"])
    enemy = p.unit(1, "t_vanilla_2_0_1_2", (0, -1))
    p.unit(0, "t_vanilla_2_0_1_2", (1, -1))
    st = p.build()
    st.apply(Action("cast", hand=0, hex=-1))
    decision = st.legal_actions()
    # the only enemy creature was taken (HX-DEC-57); now only hexes are asked for
    assert {a.kind for a in decision} == {"choose"}
    # HX-ACT-11: the hex choice lists the empty neighbours of the creature, by index
    expected = sorted(c for c in st.hmap.adjacent[st.at[enemy]] if st.board[c] < 0)
    assert len(decision) == len(expected) == 5  # six neighbours, one taken by our own
    st.apply(decision[-1])
    resolve_top(st)
    assert st.at[enemy] == expected[-1]
    assert st.hmap.dist[cell(st, 0, -1)][st.at[enemy]] == 1


def test_the_evaluation_prefers_the_center_and_the_race_to_the_enemy_flag() -> None:
    """HX-CONTENT-24: holding the Center, being nearer the enemy Flag and a higher
    Winning Die score better; a won state scores +1 and a lost one -1."""
    base = position([])
    base.unit(0, "t_vanilla_2_1_2_3", (0, 2))
    far = base.build()
    near_p = position([])
    near_p.unit(0, "t_vanilla_2_1_2_3", (0, 0))
    near = near_p.build()
    assert HEXY.evaluate(near, 0) > HEXY.evaluate(far, 0)
    assert HEXY.evaluate(near, 1) < HEXY.evaluate(far, 1)
    ahead_p = position([])
    ahead_p.winning_die(0, 6)
    assert HEXY.evaluate(ahead_p.build(), 0) > HEXY.evaluate(position([]).build(), 0)
    won_p = position(["t_plus_five_die"])
    won_p.winning_die(0, 8)
    won = won_p.build()
    won.apply(Action("cast", hand=0, hex=-1))
    resolve_top(won)
    assert won.is_terminal()
    assert HEXY.evaluate(won, 0) == 1.0 and HEXY.evaluate(won, 1) == -1.0


def test_the_evaluation_sees_that_a_pass_which_ends_the_phase_empties_the_pool() -> None:
    """HX-CONTENT-24 with HX-ENERGY-5: after the opponent's pass on an empty stack, a
    pass ends the Main Phase and the pool empties, so the greedy evaluation scores the
    settled position without the energy; casting a building with it scores higher."""
    from cardtable.games.hexy.evaluate import settled

    p = position(["t_red_building", "t_red_building"])
    st = p.build()
    assert st.phase == "main" and st.current_player() == 0 and sum(st.pool[0]) == 1
    passed = st.clone()
    passed.apply(Action("pass"))
    assert passed.current_player() == 1 and passed.passed  # seat 1 may still answer
    after = settled(passed)
    assert after.phase != "main" and sum(after.pool[0]) == 0
    assert sum(passed.pool[0]) == 1  # the evaluated state itself is not changed
    cast = next(a for a in st.legal_actions() if a.kind == "cast")
    built = st.clone()
    built.apply(cast)
    assert HEXY.evaluate(built, 0) > HEXY.evaluate(passed, 0)
    # before anyone has passed, the decider's pass does not end the phase yet
    assert settled(st) is st
