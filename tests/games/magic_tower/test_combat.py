"""Soldier attacks, defence, Magic Bolt and damage allocation (MT-ATK, MT-ARCH-1, MT-ARCH-2,
MT-ARCH-3, MT-ARCH-4, MT-ARCH-5,
MT-DEC-38, MT-DEC-39, MT-DEC-40, MT-DEC-41, MT-DEC-42, MT-DEC-65, MT-DEC-66, MT-ACT-8, MT-ACT-12,
MT-ACT-13)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.model import ATTACK_BONUS, IMMUNE
from cardtable.kernel import IllegalAction

from .helpers import (
    act,
    add_effect,
    card,
    decision,
    get,
    kinds,
    new,
    pay_first,
    set_board,
    set_hand,
)


def attack(st, target_soldiers: int = 0, soldiers: int = 5, players: int = 2):  # type: ignore[no-untyped-def]
    a = st.active
    d = (a + 1) % players
    set_hand(st, a, ["bricklayer", "catapult"])
    set_board(st, a, soldiers=soldiers)
    set_board(st, d, soldiers=target_soldiers)
    card(st, "attack", "bricklayer")
    pay_first(st)
    return a, d


def test_attack_wall_then_sources_then_tower() -> None:
    """MT-ATK-1, MT-ATK-2, MT-ATK-8, MT-ATK-9, MT-ATK-10, MT-ATK-11, MT-ATK-12, MT-ATK-14,
    MT-SOLD-4, MT-DEC-38, MT-DEC-41, MT-ACT-8, MT-ACT-13: discard and pay,
    announce N, 10 per soldier, wall first, 10 per source, the rest to the tower."""
    st = new(2)
    a, d = attack(st)
    assert st.pile[-1].card != -1 and get(st, a, "gold") + get(st, a, "food") \
        + get(st, a, "mana") == 8  # MT-ATK-1: the discard fee was paid
    assert decision(st) == ("atk_size", a, d)
    assert [x["n"] for x in st.legal_actions()] == [1, 2, 3, 4, 5]
    act(st, "soldiers", n=3)
    # 30 damage: wall 10 absorbs, 20 left for the attacker to allocate (MT-ATK-10)
    assert get(st, d, "wall") == 0
    assert decision(st) is not None and decision(st)[:4] == ("allocate", a, d, 20)
    words = {x["target"] for x in st.legal_actions()}
    assert words == {"mine", "farm", "monument", "rest_to_tower"}  # no barracks owned
    act(st, "allocate", target="mine")  # MT-ATK-11, MT-ATK-12: part on a source
    assert get(st, d, "mines") == 4
    act(st, "allocate", target="rest_to_tower")
    assert get(st, d, "tower") == 10
    assert get(st, a, "soldiers") == 5  # the survivors return (MT-DEC-40)
    assert st.active == d  # MT-ATK-14


def test_defence_by_attacked_player_mt_atk_3_to_7_dec_39_40_42_act_12() -> None:
    """MT-ATK-3, MT-ATK-4, MT-ATK-5, MT-ATK-6, MT-ATK-7, MT-DEC-39, MT-DEC-40, MT-DEC-42, MT-ACT-12:
    the defender decides off-turn, no discard,
    no turn counted; at most the attackers; one-for-one losses."""
    st = new(2)
    a, d = attack(st, target_soldiers=4)
    act(st, "soldiers", n=3)
    assert st.current_player() == d  # MT-ATK-3
    assert get(st, a, "soldiers") == 2  # MT-ATK-13: the army is fixed, out of the pool
    assert [x["n"] for x in st.legal_actions()] == [0, 1, 2, 3]  # MT-ATK-7
    hand_before, turn_before = list(st.hands[d]), get(st, d, "turn")
    with pytest.raises(IllegalAction, match="MT-ATK-7"):
        act(st, "defend", n=4)
    act(st, "defend", n=2)
    assert st.hands[d] == hand_before  # MT-ATK-4
    assert get(st, d, "turn") == turn_before + 1  # only his own next turn counts (MT-ATK-5)
    assert get(st, d, "soldiers") == 2
    assert st.last_battle == 4  # MT-DEC-42: 2·D
    assert get(st, d, "wall") == 0 and get(st, d, "tower") == 20  # 10 damage, wall soaks
    assert get(st, a, "soldiers") == 3  # 2 stayed home + 1 returned


def test_full_neutralisation_mt_atk_6_13() -> None:
    """MT-ATK-6, MT-ATK-13: all attackers stopped: no damage, no reinforcement possible."""
    st = new(2)
    a, d = attack(st, target_soldiers=6)
    act(st, "soldiers", n=3)
    act(st, "defend", n=3)
    assert get(st, d, "wall") == 10 and get(st, a, "soldiers") == 2
    assert st.active == d


def test_no_question_without_soldiers_or_bolt_mt_dec_39() -> None:
    """MT-DEC-39: a defender with nothing to send is not asked."""
    st = new(2)
    _a, d = attack(st, target_soldiers=0)
    act(st, "soldiers", n=1)
    assert st.active == d and decision(st) == ("turn", d)
    assert get(st, d, "wall") == 0


def test_attack_needs_soldier_and_discardable_mt_dec_38() -> None:
    """MT-DEC-38: at least one soldier and a discardable card."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    assert "attack" not in kinds(st)
    with pytest.raises(IllegalAction, match="MT-DEC-38"):
        card(st, "attack", "bricklayer")
    set_board(st, a, soldiers=1)
    assert "attack" in kinds(st)
    set_hand(st, a, ["iron_golem"])
    assert "attack" not in kinds(st)


def test_target_choice_in_three_players_mt_atk_2() -> None:
    """MT-ATK-2: the attacker picks one enemy still in the game."""
    st = new(3)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    set_board(st, a, soldiers=1)
    set_board(st, (a + 2) % 3, alive=0)
    set_board(st, (a + 1) % 3, tower=20)
    set_board(st, (a + 2) % 3, tower=0)
    card(st, "attack", "bricklayer")
    pay_first(st)
    # one target left alive: chosen automatically, and one soldier means N = 1
    assert get(st, (a + 1) % 3, "wall") == 0
    st2 = new(3)
    b = st2.active
    set_hand(st2, b, ["bricklayer"])
    set_board(st2, b, soldiers=2)
    card(st2, "attack", "bricklayer")
    pay_first(st2)
    assert decision(st2) is not None and decision(st2)[0] == "atk_target"
    assert {x["seat"] for x in st2.legal_actions()} == {(b + 1) % 3, (b + 2) % 3}


def test_magic_bolt_mt_arch_1_4_5_dec_66() -> None:
    """MT-ARCH-1, MT-ARCH-4, MT-ARCH-5, MT-DEC-66: before defending, 15 mana kills 2 attackers,
    repeatable."""
    st = new(2)
    a, d = attack(st, target_soldiers=1)
    set_board(st, d, archmage=1, mana=40)
    act(st, "soldiers", n=5)
    assert "bolt" in kinds(st)
    act(st, "bolt")
    assert get(st, d, "mana") == 25
    act(st, "bolt")
    assert get(st, d, "mana") == 10
    assert "bolt" not in kinds(st)  # under 15 mana
    assert [x["n"] for x in st.legal_actions()] == [0, 1]
    act(st, "defend", n=1)
    assert st.last_battle == 4 + 2  # MT-DEC-42: 2·D + bolted
    assert get(st, a, "soldiers") == 0  # 5 sent: 4 bolted, 1 exchanged


def test_no_bolt_against_shielded_attacker_mt_dec_47() -> None:
    """MT-DEC-47: Magic Bolt is a spell, so it cannot touch a shielded attacker's army."""
    st = new(2)
    a, d = attack(st, target_soldiers=1)
    add_effect(st, "magic_shield", a, a, IMMUNE, 0, 8)
    set_board(st, d, archmage=1, mana=40)
    act(st, "soldiers", n=2)
    assert "bolt" not in kinds(st)


def test_archmage_behind_wall_mt_arch_2_3_dec_65() -> None:
    """MT-ARCH-2, MT-ARCH-3, MT-DEC-65: 10 damage past the wall kills the archmage."""
    st = new(2)
    _a, d = attack(st, target_soldiers=0)
    set_board(st, d, archmage=1, mana=0, wall=0)
    act(st, "soldiers", n=1)
    assert "archmage" in {x["target"] for x in st.legal_actions()}
    act(st, "allocate", target="archmage")
    assert get(st, d, "archmage") == 0


def test_torch_doubles_soldier_damage_mt_dec_53() -> None:
    """MT-DEC-53: under Torch each soldier that gets through deals 20."""
    st = new(2)
    a, _d = attack(st)
    add_effect(st, "torch", a, a, ATTACK_BONUS, 10, 10)
    act(st, "soldiers", n=1)
    assert decision(st) is not None and decision(st)[3] == 10  # 20 − 10 wall


def test_leftover_under_ten_hits_tower_mt_dec_41() -> None:
    """MT-DEC-41: less than 10 left goes to the tower without a question."""
    st = new(2)
    _a, d = attack(st)
    set_board(st, d, wall=5)
    act(st, "soldiers", n=1)
    assert get(st, d, "tower") == 15 and st.active == d
