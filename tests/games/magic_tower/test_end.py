"""Winning, elimination, the turn limit and returns (MT-WIN-1, MT-WIN-2, MT-WIN-3,
MT-DEC-34, MT-DEC-72, MT-DEC-73, MT-DEC-74, MT-DEC-75)."""

from __future__ import annotations

from cardtable.games.magic_tower.model import FREEZE

from .helpers import (
    add_effect,
    card,
    get,
    new,
    pay_first,
    set_board,
    set_hand,
)


def test_tower_250_wins_at_once_mt_win_1_dec_72() -> None:
    """MT-WIN-1, MT-DEC-72: reaching 250 wins immediately."""
    st = new(3, trumps=["titans"] * 3)
    a = st.active
    set_board(st, a, tower=225, gold=10, mana=10)
    set_hand(st, a, ["sky_pillar"])
    card(st, "play", "sky_pillar")
    assert st.is_terminal()
    assert st.returns() == [1.0 if s == a else -1.0 for s in range(3)]  # MT-DEC-75


def test_simultaneous_250_active_first_mt_dec_72() -> None:
    """MT-DEC-72: several at 250 at once: the active player wins."""
    st = new(2)
    a = st.active
    set_board(st, a, tower=260)
    set_board(st, 1 - a, tower=270)
    st.check_end()
    assert st.returns()[a] == 1.0


def test_elimination_mt_win_2_dec_73() -> None:
    """MT-WIN-2, MT-DEC-73: a destroyed tower is out; hand under the pile, effects gone,
    no more turns, no longer a target."""
    st = new(3)
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, b, tower=5, wall=0, turn=8, soldiers=4, archmage=1, fountain=1)
    add_effect(st, "frozen_treasury", b, b, FREEZE, 0, 3)
    hand_b = list(st.hands[b])
    set_hand(st, a, ["catapult"])
    card(st, "play", "catapult")
    pay_first(st)
    from cardtable.kernel import Action

    st.apply(Action("choose_target", seat=b))
    assert get(st, b, "alive") == 0 and get(st, b, "tower") == 0
    assert [p.card for p in st.pile[:len(hand_b)]] == list(reversed(hand_b))
    assert st.hands[b] == [] and not st.has(b, FREEZE)
    assert (get(st, b, "soldiers"), get(st, b, "archmage"), get(st, b, "fountain")) == (0, 0, 0)
    assert not st.is_terminal() and st.active == c  # his turn is skipped
    set_hand(st, c, ["catapult"])
    card(st, "play", "catapult")
    pay_first(st)
    assert get(st, a, "wall") == 0  # the only target left: no question


def test_five_turn_protection_mt_win_3_dec_34() -> None:
    """MT-WIN-3, MT-DEC-34: up to turn 5 the tower stays at least 1, even for own fees."""
    st = new(2)
    a = st.active
    set_board(st, 1 - a, tower=5, wall=0)
    set_hand(st, a, ["catapult"])
    card(st, "play", "catapult")
    pay_first(st)
    assert get(st, 1 - a, "tower") == 1 and not st.is_terminal()
    st2 = new(2)
    b = st2.active
    set_board(st2, b, tower=10, gold=0, food=0, mana=0)
    set_hand(st2, b, ["bricklayer"])
    card(st2, "discard", "bricklayer")
    assert get(st2, b, "tower") == 1  # −15 fee, protected
    st3 = new(2)
    c = st3.active
    set_board(st3, c, tower=10, gold=0, food=0, mana=0, turn=6)
    set_hand(st3, c, ["bricklayer"])
    card(st3, "discard", "bricklayer")
    assert st3.is_terminal() and st3.returns()[c] == -1.0  # turn 6: his own fee destroys it


def test_last_standing_wins_and_draw_mt_dec_72_75() -> None:
    """MT-DEC-72, MT-DEC-75: the last player wins; if the last ones fall together, draw."""
    st = new(3)
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, c, alive=0, tower=0)
    set_board(st, a, tower=5, wall=0, turn=7)
    set_board(st, b, tower=5, wall=0, turn=7)
    set_hand(st, a, ["eclipse"])
    card(st, "play", "eclipse")
    assert st.is_terminal()
    r = st.returns()
    assert r[a] == 0.0 and r[b] == 0.0 and r[c] == -1.0


def test_turn_limit_mt_dec_74() -> None:
    """MT-DEC-74: after max_turns for everyone, the highest tower wins (ties draw)."""
    st = new(2, max_turns=2)
    a = st.active
    set_board(st, a, tower=30)
    for _ in range(4):
        seat = st.active
        set_hand(st, seat, ["bricklayer"])
        set_board(st, seat, gold=10)
        card(st, "discard", "bricklayer")
        pay_first(st)
    assert st.is_terminal() and st.returns()[a] == 1.0
    st2 = new(2, max_turns=1)
    for _ in range(2):
        seat = st2.active
        set_hand(st2, seat, ["bricklayer"])
        set_board(st2, seat, gold=10)
        card(st2, "discard", "bricklayer")
        pay_first(st2)
    assert st2.is_terminal() and st2.returns() == [0.0, 0.0]
