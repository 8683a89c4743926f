"""Costs, payments and discarding (MT-DISC, MT-DEC-13, MT-DEC-14, MT-DEC-15, MT-DEC-16, MT-DEC-17,
MT-DEC-18, MT-DEC-19, MT-DEC-20, MT-ACT-2, MT-ACT-7, MT-ACT-10)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.model import FREEZE, GREAT, PileCard
from cardtable.kernel import Action, IllegalAction

from .helpers import (
    act,
    add_effect,
    card,
    cards_of,
    cid,
    get,
    kinds,
    new,
    set_board,
    set_hand,
)


def test_unaffordable_card_mt_disc_1_dec_13_act_2() -> None:
    """MT-DISC-1, MT-DEC-13, MT-ACT-2: an unaffordable card cannot be played (clear error,
    nothing changes) but may be discarded."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["dragon_lord", "bricklayer"])
    assert "dragon_lord" not in cards_of(st, "play")
    assert "dragon_lord" in cards_of(st, "discard")
    before = st.to_json()
    with pytest.raises(IllegalAction, match="MT-DEC-13"):
        card(st, "play", "dragon_lord")
    assert st.to_json() == before


def test_discard_affordable_card_mt_disc_2_3() -> None:
    """MT-DISC-2, MT-DISC-3: an affordable card may be discarded; its text is not performed."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer", "catapult"])
    assert "bricklayer" in cards_of(st, "play")
    card(st, "discard", "bricklayer")
    st.apply(st.legal_actions()[0])
    assert get(st, a, "wall") == 10  # no +10 wall
    assert st.pile[-1] == PileCard(cid("bricklayer"), a, 0)  # MT-INFO-5: marked discarded


def test_discard_fee_split_mt_disc_4_dec_15_act_10() -> None:
    """MT-DISC-4, MT-DEC-15, MT-ACT-10: 7 of any mix; every split fits the holdings."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    card(st, "discard", "bricklayer")
    splits = st.legal_actions()
    assert {x.kind for x in splits} == {"pay"}
    triples = {(x["gold"], x["food"], x["mana"]) for x in splits}
    expected = {(g, f, 7 - g - f) for g in range(6) for f in range(6) if 0 <= 7 - g - f <= 5}
    assert triples == expected
    with pytest.raises(IllegalAction, match="MT-ACT-10"):
        act(st, "pay", gold=7, food=0, mana=0)  # he holds only 5 gold
    act(st, "pay", gold=2, food=2, mana=3)
    assert (get(st, a, "gold"), get(st, a, "food"), get(st, a, "mana")) == (3, 3, 2)


def test_discard_without_resources_costs_tower_mt_disc_5_dec_16() -> None:
    """MT-DISC-5, MT-DEC-16: under 7 resources in total the discard costs 15 tower."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    set_board(st, a, gold=3, food=3, mana=0)
    card(st, "discard", "bricklayer")
    assert get(st, a, "tower") == 5
    assert (get(st, a, "gold"), get(st, a, "food")) == (3, 3)


def test_forced_discard_of_non_discardable_mt_disc_6_7_dec_18() -> None:
    """MT-DISC-6, MT-DISC-7, MT-DEC-18: only when nothing else is possible; non-set cards first."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["new_moon", "cursed_idol", "iron_golem"])
    set_board(st, a, gold=0, food=0, mana=2)  # no non-set play (3), moon banned on turn 1
    assert kinds(st) == {"discard"}
    assert cards_of(st, "discard") == {"cursed_idol", "iron_golem"}  # non-set first
    set_hand(st, a, ["new_moon", "night_tide"])
    assert cards_of(st, "discard") == {"new_moon", "night_tide"}  # then moon cards
    card(st, "discard", "new_moon")  # the normal fee is paid: −15 tower (under 7)
    assert get(st, a, "tower") == 5


def test_non_discardable_not_offered_when_a_play_exists_mt_set_2_dec_19() -> None:
    """MT-SET-2, MT-DEC-19: with a legal play, moon and locked non-set cards stay."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["new_moon", "iron_golem"])
    assert cards_of(st, "play") == {"iron_golem"}
    assert "discard" not in kinds(st)
    with pytest.raises(IllegalAction, match="MT-SET-2"):
        card(st, "discard", "new_moon")
    set_board(st, a, soldiers=3)
    assert "attack" not in kinds(st) and "cast" not in kinds(st)  # MT-DEC-19


def test_moon_cards_banned_in_first_turn_mt_set_3_dec_20() -> None:
    """MT-SET-3, MT-DEC-20: own counter 1 forbids moon cards; counter 2 allows them."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["new_moon", "bricklayer"])
    assert "new_moon" not in cards_of(st, "play")
    with pytest.raises(IllegalAction, match="MT-SET-3"):
        card(st, "play", "new_moon")
    set_board(st, a, turn=2)
    assert "new_moon" in cards_of(st, "play")  # MT-SET-1: free


def test_non_set_costs_three_of_any_mt_card_5() -> None:
    """MT-CARD-5, MT-DEC-15: a non-set card costs 3 units split any way."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    card(st, "play", "bricklayer")
    splits = {(x.int_arg("gold"), x.int_arg("food"), x.int_arg("mana"))
              for x in st.legal_actions()}
    assert all(sum(s) == 3 for s in splits) and len(splits) == 10
    act(st, "pay", gold=0, food=3, mana=0)
    assert get(st, a, "food") == 2


def test_printed_cost_paid_mt_turn_7_card_3() -> None:
    """MT-TURN-7, MT-CARD-3: the printed amounts and kinds are paid right after playing."""
    st = new(2, trumps=["titans", "titans"])
    a = st.active
    set_hand(st, a, ["stone_giant"])
    set_board(st, a, gold=10, mana=10)
    card(st, "play", "stone_giant")
    assert (get(st, a, "gold"), get(st, a, "mana")) == (6, 5)


def test_cost_modifiers_order_mt_dec_14() -> None:
    """MT-DEC-14: great-triple plays are free; a freeze keeps the check but takes nothing."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["dragon_lord", "stone_giant"])
    add_effect(st, "frozen_treasury", a, a, FREEZE, 0, 3)
    st.invalidate()
    assert "dragon_lord" not in cards_of(st, "play")  # still must be affordable
    set_board(st, a, gold=30)
    card(st, "play", "dragon_lord")
    assert get(st, a, "gold") == 30  # nothing subtracted
    st2 = new(2)
    b = st2.active
    set_hand(st2, b, ["dragon_lord"])
    add_effect(st2, "great_triple", b, b, GREAT, 0, 10)
    st2.invalidate()
    card(st2, "play", "dragon_lord")  # 30 gold, but free under the great triple
    assert get(st2, b, "gold") == 5


def test_resources_never_negative_mt_dec_17() -> None:
    """MT-DEC-17: values stop at 0 and the rest of a reduction is lost."""
    st = new(2)
    a = st.active
    set_board(st, a, turn=2)
    set_hand(st, a, ["moon_curse"])
    other = 1 - a
    set_board(st, other, gold=3, food=0, mana=20, mines=0, farms=0, monuments=0)
    card(st, "play", "moon_curse")
    assert (get(st, other, "gold"), get(st, other, "food"), get(st, other, "mana")) == (0, 0, 12)


def test_pass_not_allowed_mt_dec_9() -> None:
    """MT-DEC-9: a player with cards must act; passing is refused."""
    st = new(2)
    with pytest.raises(IllegalAction, match="MT-DEC-9"):
        st.apply(Action("pass"))
