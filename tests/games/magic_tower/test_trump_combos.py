"""Black, red and green texts; pairs and triples (MT-TRUMP, MT-COMBO, MT-DEC-21, MT-DEC-22,
MT-DEC-23, MT-DEC-24)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.model import WALL_INV
from cardtable.kernel import IllegalAction

from .helpers import (
    card,
    cards_of,
    cid,
    edit,
    get,
    kinds,
    new,
    pay_first,
    set_board,
    set_hand,
)


def test_black_text_only_without_trump_mt_trump_1_3() -> None:
    """MT-TRUMP-1, MT-TRUMP-3: not the trump set: only the black text."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_hand(st, a, ["village_builders"])
    set_board(st, a, mana=10)
    card(st, "play", "village_builders")
    assert get(st, a, "tower") == 30 and get(st, a, "wall") == 10


def test_green_text_adds_mt_trump_2_5() -> None:
    """MT-TRUMP-2, MT-TRUMP-5: trump set: the green text comes with the black one."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["village_builders"])
    set_board(st, a, mana=10)
    card(st, "play", "village_builders")
    assert get(st, a, "tower") == 30 and get(st, a, "wall") == 15


def test_red_text_replaces_mt_trump_4() -> None:
    """MT-TRUMP-4: a red text is performed instead of the black text."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["merchants_guild"])
    set_board(st, a, gold=0, food=0, mana=12)
    card(st, "play", "merchants_guild")
    assert (get(st, a, "gold"), get(st, a, "food"), get(st, a, "mana")) == (8, 8, 8)


def test_red_duration_modifier_mt_trump_4() -> None:
    """MT-TRUMP-4: the "for 5 turns" red text rewrites the black 3 turns."""
    st = new(2, trumps=["titans", "titans"])
    a = st.active
    set_hand(st, a, ["titan_guard"])
    set_board(st, a, gold=10, mana=10)
    card(st, "play", "titan_guard")
    assert [e.end for e in st.effects if e.name == "titan_guard"] == [1 + 5]


def test_red_combo_only_red_mt_trump_6_dec_23_combo_3() -> None:
    """MT-TRUMP-6, MT-DEC-23, MT-COMBO-3: a red pair performs only the red text."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["stonemasons", "village_builders"])
    set_board(st, a, mana=18)
    assert cards_of(st, "play_combo") == {"stonemasons"}
    card(st, "play_combo", "stonemasons")
    assert get(st, a, "tower") == 40 and get(st, a, "wall") == 30  # 20/20, no black texts
    assert get(st, a, "mana") == 0  # MT-DEC-24: 10 + 8
    # MT-DEC-30: partners first, bearer last on the pile
    assert [p.card for p in st.pile] == [cid("village_builders"), cid("stonemasons")]


def test_green_combo_black_and_green_mt_trump_7() -> None:
    """MT-TRUMP-7, MT-DEC-23: green pair: bearer's black + green, partner's text not."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["city_watch", "stonemasons"])
    set_board(st, a, mana=24)
    card(st, "play_combo", "city_watch")
    assert get(st, a, "wall") == 10 + 8 + 25  # no +15 from stonemasons
    assert get(st, a, "tower") == 30
    assert st.has(a, WALL_INV)


def test_combo_needs_trump_and_partners_mt_combo_1_2_dec_22() -> None:
    """MT-COMBO-1, MT-COMBO-2, MT-DEC-22 (a)(b)(c): trump text, partners in hand, full cost."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_hand(st, a, ["stonemasons", "village_builders"])
    set_board(st, a, mana=40)
    assert "play_combo" not in kinds(st)  # (a) not his trump set
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["stonemasons", "bricklayer"])
    set_board(st, a, mana=40)
    assert "play_combo" not in kinds(st)  # (b) partner missing
    edit(st).to_pile(["village_builders"], 1 - a).build()
    assert "play_combo" not in kinds(st)  # (b) never from the pile top
    set_hand(st, a, ["stonemasons", "village_builders"])
    set_board(st, a, mana=17)
    assert "play_combo" not in kinds(st)  # (c) 18 mana needed
    with pytest.raises(IllegalAction, match="MT-DEC-22"):
        card(st, "play_combo", "stonemasons")
    set_board(st, a, mana=18)
    assert "play_combo" in kinds(st)


def test_combo_moon_first_turn_mt_dec_22_d() -> None:
    """MT-DEC-22 (d): a combo with a moon partner waits for the second turn."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_hand(st, a, ["ancient_wyrm", "dragon_lord", "eclipse"])
    set_board(st, a, gold=64)
    assert "play_combo" not in kinds(st)
    set_board(st, a, turn=2)
    assert cards_of(st, "play_combo") == {"ancient_wyrm"}


def test_combo_card_alone_black_only_mt_dec_22() -> None:
    """MT-DEC-22: a combo card played alone performs only its black text."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["stonemasons"])
    set_board(st, a, mana=10)
    card(st, "play", "stonemasons")
    assert get(st, a, "wall") == 25 and get(st, a, "tower") == 20


def test_choice_of_bearer_and_combo_cost_mt_act_3_dec_24() -> None:
    """MT-ACT-3, MT-DEC-23, MT-DEC-24: two qualifying bearers are separate options; a non-set
    partner adds 3 of any resource to the summed printed cost."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["stonemasons", "village_builders", "high_council", "crown"])
    set_board(st, a, gold=3, food=0, mana=24)
    assert cards_of(st, "play_combo") == {"stonemasons", "high_council"}
    card(st, "play_combo", "high_council")
    pay_first(st)
    assert get(st, a, "mana") == 0 and get(st, a, "gold") == 0
    assert get(st, a, "tower") == 55 and get(st, a, "wall") == 25
    assert get(st, a, "monuments") == 7
    assert [p.card for p in st.pile] == [cid("village_builders"), cid("crown"),
                                       cid("high_council")]  # MT-DEC-30
