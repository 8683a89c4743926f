"""Full sets, sextets, the great triple and the pile's top card (MT-FULLSET, MT-SIX,
MT-GREAT, MT-TAKE, MT-SPECIAL, MT-DEC-25, MT-DEC-26, MT-DEC-27, MT-DEC-28, MT-DEC-29, MT-DEC-30)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import GREAT, PileCard
from cardtable.kernel import Action, IllegalAction

from .helpers import (
    act,
    add_effect,
    card,
    cards_of,
    cid,
    edit,
    get,
    give_turn,
    kinds,
    new,
    set_board,
    set_hand,
)

HUMANS = ["village_builders", "stonemasons", "royal_archers", "merchants_guild", "city_watch",
          "high_council"]
SUN = ["sunrise", "sunlit_fields", "golden_rays", "solar_shrine", "midday_blaze", "sun_legion"]
L_CARDS = ["village_builders", "young_dragon", "stone_giant", "gravediggers", "tailwind",
           "fishermen"]


def test_trump_full_set_mt_fullset_1_2_6_7_8() -> None:
    """MT-FULLSET-1, MT-FULLSET-2, MT-FULLSET-6, MT-FULLSET-7, MT-FULLSET-8, MT-DEC-25: free; 150
    each, tower +100, wall +50; no texts."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, HUMANS)
    set_board(st, a, gold=0, food=0, mana=0)
    act(st, "play_set", set="humans")
    assert (get(st, a, "gold"), get(st, a, "food"), get(st, a, "mana")) == (150, 150, 150)
    assert get(st, a, "tower") == 120 and get(st, a, "wall") == 60
    assert get(st, a, "monuments") == 5  # MT-DEC-25: high_council's text not performed
    assert [p.card for p in st.pile] == list(tb.SET_CARDS[0])  # MT-DEC-30: L..A


def test_other_collectible_set_mt_fullset_3_4_5() -> None:
    """MT-FULLSET-3, MT-FULLSET-4, MT-FULLSET-5: not his trump: 100 each, tower +75, wall +25."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_hand(st, a, HUMANS)
    set_board(st, a, gold=0, food=0, mana=0)
    act(st, "play_set", set="humans")
    assert get(st, a, "gold") == 100 and get(st, a, "tower") == 95 and get(st, a, "wall") == 35


def test_sun_set_mt_fullset_9_dec_26() -> None:
    """MT-FULLSET-9, MT-DEC-26: sun (or moon) set: tower +100 only."""
    st = new(2)
    a = st.active
    set_hand(st, a, SUN)
    act(st, "play_set", set="sun")
    assert get(st, a, "tower") == 120 and get(st, a, "wall") == 10
    assert get(st, a, "gold") == 5 and get(st, a, "mines") == 5


def test_moon_set_first_turn_banned_mt_dec_20_25() -> None:
    """MT-DEC-20, MT-DEC-25: the full moon set is not allowed in the first turn."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["new_moon", "moon_curse", "night_tide", "eclipse", "werewolves",
                     "blood_moon"])
    assert "play_set" not in kinds(st)
    set_board(st, a, turn=2)
    assert "play_set" in kinds(st)


def test_great_triple_makes_any_set_trump_mt_dec_26() -> None:
    """MT-DEC-26: under the great triple any collectible set gives the trump bonus."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_hand(st, a, HUMANS)
    add_effect(st, "great_triple", a, a, GREAT, 0, 10)
    st.invalidate()
    act(st, "play_set", set="humans")
    assert get(st, a, "tower") == 120


def test_sextet_mt_six_1_2_3_dec_27() -> None:
    """MT-SIX-1, MT-SIX-2, MT-SIX-3, MT-DEC-27: one same-value card per collectible set; +15 of one
    source,
    barracks not offered; sun/moon cannot stand in."""
    st = new(2)
    a = st.active
    set_hand(st, a, L_CARDS)
    options = {(x["value"], x["source"]) for x in st.legal_actions() if x.kind == "play_sextet"}
    assert options == {("L", "mine"), ("L", "farm"), ("L", "monument")}
    act(st, "play_sextet", value="L", source="farm")
    assert get(st, a, "farms") == 20
    assert [p.card for p in st.pile] == [cid(c) for c in L_CARDS]  # MT-DEC-30 set order
    st2 = new(2)
    set_hand(st2, st2.active, ["sunrise", *L_CARDS[1:]])
    assert "play_sextet" not in kinds(st2)  # MT-SIX-2


def test_great_triple_mt_great_1_2_3_dec_28() -> None:
    """MT-GREAT-1, MT-GREAT-2, MT-GREAT-3, MT-DEC-28: 10 turns of all trumps and free plays;
    discards still
    cost; spells stay his own."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["high_tower", "king", "crown"])
    act(st, "play_triple")
    assert [p.card for p in st.pile] == [cid("king"), cid("crown"), cid("high_tower")]
    assert [e.end for e in st.effects if e.kind == GREAT] == [11]
    assert get(st, a, "tower") == 20  # MT-DEC-25: no texts of the members
    # his next turn: a dragon card with its green text, for free
    set_board(st, a, turn=2, gold=0, food=0, mana=0)
    set_hand(st, a, ["young_dragon", "bricklayer"])
    give_turn(st, a)
    st.invalidate()
    card(st, "play", "young_dragon")
    other = 1 - a
    assert get(st, other, "tower") == 10 and get(st, other, "wall") == 0  # 15 dmg, −5 tower
    assert get(st, a, "gold") == 0  # free
    give_turn(st, a)
    set_board(st, a, gold=7, food=0, mana=0)
    card(st, "discard", "bricklayer")
    assert get(st, a, "gold") == 0  # a discard is not a play: 7 paid
    assert st.unlocked[a] == []  # no spells from other sets


def test_take_top_card_mt_take_1_to_5_dec_29() -> None:
    """MT-TAKE-1, MT-TAKE-2, MT-TAKE-3, MT-TAKE-4, MT-TAKE-5, MT-DEC-29: the top card completes a
    group; he then draws to 6."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, [*HUMANS[:5], "bricklayer"])
    edit(st).to_pile(["high_council"], 1 - a).build()
    assert "play_set" in kinds(st)
    act(st, "play_set", set="humans")
    assert len(st.hands[a]) == 6  # MT-TAKE-4 / MT-SPECIAL-1: kept 1, drew 5
    assert cid("bricklayer") in st.hands[a]
    assert st.pile[-1] == PileCard(cid("high_council"), a, 1)
    assert st.active == 1 - a  # MT-TAKE-5: the next player plays normally


def test_top_card_only_for_groups_and_only_one_mt_take_2_dec_29() -> None:
    """MT-TAKE-2, MT-DEC-29: not for a single play; never two missing cards."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, HUMANS[:4])
    edit(st).to_pile(["high_council"], 1 - a).build()
    assert "play_set" not in kinds(st)
    assert "high_council" not in cards_of(st, "play")
    with pytest.raises(IllegalAction, match="MT-DEC-29"):
        st.apply(Action("play_set", set="humans"))


def test_special_play_refill_mt_special_1() -> None:
    """MT-SPECIAL-1: after a special play he draws back to six and the next player goes."""
    st = new(2)
    a = st.active
    set_hand(st, a, L_CARDS)
    act(st, "play_sextet", value="L", source="mine")
    assert len(st.hands[a]) == 6 and st.active == 1 - a
