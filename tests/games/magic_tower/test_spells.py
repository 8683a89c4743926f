"""Spells and the archmage (MT-SPELL, MT-HUMANS..MT-WATER, MT-ARCH-6, MT-ARCH-7, MT-ARCH-8,
MT-ARCH-9, MT-ARCH-10,
MT-DEC-43, MT-DEC-44, MT-DEC-45, MT-DEC-46, MT-DEC-47, MT-DEC-48, MT-DEC-49, MT-DEC-50, MT-DEC-51,
MT-DEC-52, MT-DEC-53, MT-DEC-54, MT-DEC-55, MT-DEC-56, MT-DEC-57, MT-DEC-58, MT-DEC-59, MT-DEC-60,
MT-DEC-61, MT-DEC-62, MT-DEC-63, MT-DEC-64, MT-DEC-65, MT-DEC-66, MT-DEC-67, MT-DEC-68, MT-ACT-9,
MT-ACT-11, MT-ACT-15)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.model import (
    BLOCKED,
    BUILD_MULT,
    IMMUNE,
    PROD_MULT,
    TOWER_INV,
)
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import IllegalAction

from .helpers import (
    act,
    add_effect,
    card,
    cid,
    decision,
    get,
    give_turn,
    new,
    pay_first,
    set_board,
    set_hand,
    unlock,
)


def caster(trump: str, tower: int = 160, players: int = 2, seed: int = 0) -> MTState:
    st = new(players, trumps=[trump] * players, seed=seed)
    a = st.active
    set_board(st, a, tower=tower)
    unlock(st)
    set_hand(st, a, ["bricklayer", "catapult", "spy"])
    set_board(st, a, gold=10, food=10, mana=10)
    return st


def cast(st: MTState, spell: str, target: int | None = None) -> None:
    act(st, "cast", card=cid("bricklayer"), spell=spell)
    pay_first(st)
    if target is not None and decision(st) is not None and decision(st)[0] == "target":
        act(st, "choose_target", seat=target)


def spells_offered(st: MTState) -> set[str]:
    return {str(x["spell"]) for x in st.legal_actions() if x.kind == "cast"}


def test_unlock_heights_mt_spell_1_2_dec_43() -> None:
    """MT-SPELL-1, MT-SPELL-2, MT-DEC-43: own set's spells at 50/100/150, kept after a fall; one
    jump
    unlocks several."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_board(st, a, tower=45, mana=10)
    set_hand(st, a, ["village_builders", "bricklayer"])
    card(st, "play", "village_builders")  # 45 + 10 (+5 wall) = 55
    assert st.unlocked[a] == ["drain"]
    st.change_tower(a, -30, 1 - a, False, True)
    st.check_end()
    assert st.unlocked[a] == ["drain"]  # permanent
    set_board(st, 1 - a, tower=160)
    unlock(st)
    assert st.unlocked[1 - a] == ["drain", "magic_shield", "summon_archmage"]


def test_cast_is_a_turn_action_after_discard_mt_spell_3_4_dec_44_act_9() -> None:
    """MT-SPELL-3, MT-SPELL-4, MT-DEC-44, MT-ACT-9: discard, pay, then one spell; the turn ends."""
    st = caster("dragons")
    a = st.active
    assert spells_offered(st) == {"torch", "meteor", "volcano"}
    cast(st, "meteor")
    assert st.pile[-1].card == cid("bricklayer")
    assert get(st, a, "gold") + get(st, a, "food") + get(st, a, "mana") == 23
    assert get(st, 1 - a, "tower") == 1  # 20 − 20, kept at 1 (MT-DEC-54)
    assert st.active == 1 - a


def test_cast_counts_mt_spell_5_dec_45_humans_4() -> None:
    """MT-SPELL-5, MT-DEC-45, MT-HUMANS-4: once each, except Drain ×3 (per player)."""
    st = caster("dragons")
    a = st.active
    cast(st, "torch")
    give_turn(st, a)
    set_hand(st, a, ["bricklayer", "catapult"])
    assert "torch" not in spells_offered(st)
    st2 = caster("humans")
    b = st2.active
    for i in range(3):
        give_turn(st2, b)
        set_hand(st2, b, ["bricklayer", "catapult"])
        set_board(st2, b, gold=10)
        assert "drain" in spells_offered(st2), i
        cast(st2, "drain")
    give_turn(st2, b)
    set_hand(st2, b, ["bricklayer", "catapult"])
    assert "drain" not in spells_offered(st2)
    with pytest.raises(IllegalAction, match="MT-DEC-44"):
        act(st2, "cast", card=cid("bricklayer"), spell="drain")


def test_magic_shield_twice_archmage_once_mt_humans_5_6() -> None:
    """MT-HUMANS-5, MT-HUMANS-6: Magic Shield twice, Archmage once."""
    st = caster("humans")
    a = st.active
    set_board(st, a, soldiers=2)
    for spell, times in (("magic_shield", 2), ("summon_archmage", 1)):
        for _ in range(times):
            give_turn(st, a)
            set_hand(st, a, ["bricklayer", "catapult"])
            set_board(st, a, gold=10, archmage=0)
            cast(st, spell)
        give_turn(st, a)
        set_board(st, a, archmage=0)
        set_hand(st, a, ["bricklayer", "catapult"])
        assert spell not in spells_offered(st)


def test_spells_cannot_win_mt_spell_6_7_dec_46() -> None:
    """MT-SPELL-6, MT-SPELL-7, MT-DEC-46: no spell takes another tower below 1 or its caster's to
    250."""
    st = caster("dragons")
    a = st.active
    set_board(st, 1 - a, tower=10, turn=9)
    cast(st, "volcano")
    assert get(st, 1 - a, "tower") == 1 and st.result is None
    set_board(st, a, tower=240)
    st.change_tower(a, 30, a, True, False)
    assert get(st, a, "tower") == 249


def test_drain_mt_humans_1_dec_48() -> None:
    """MT-HUMANS-1, MT-DEC-48: all other unshielded players' mana goes to the caster."""
    st = caster("humans", players=3)
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, b, mana=12, monuments=0)
    set_board(st, c, mana=9)
    add_effect(st, "magic_shield", c, c, IMMUNE, 0, 8)
    st.invalidate()
    act(st, "cast", card=cid("bricklayer"), spell="drain")
    act(st, "pay", gold=7, food=0, mana=0)
    assert get(st, a, "mana") == 22 and get(st, b, "mana") == 0 and get(st, c, "mana") == 9


def test_magic_shield_mt_humans_2_dec_47() -> None:
    """MT-HUMANS-2, MT-DEC-47: 8 turns immune to spells; not a spell target; cards still hit."""
    st = caster("humans")
    a = st.active
    cast(st, "magic_shield")
    assert [e.end for e in st.effects if e.kind == IMMUNE] == [1 + 8]
    b = 1 - a
    set_board(st, b, tower=160, trump=1)  # dragons
    unlock(st)
    set_hand(st, b, ["bricklayer", "catapult"])
    set_board(st, b, gold=20)
    assert "meteor" not in spells_offered(st)  # no target
    cast(st, "volcano")
    assert get(st, a, "tower") == 160
    give_turn(st, b)
    set_hand(st, b, ["catapult"])
    set_board(st, b, gold=10)
    card(st, "play", "catapult")
    pay_first(st)
    assert get(st, a, "wall") == 0  # a card still hurts him


def test_archmage_summon_mt_humans_3_dec_49() -> None:
    """MT-HUMANS-3, MT-DEC-49: one soldier becomes the archmage (not counted as soldier)."""
    st = caster("humans")
    a = st.active
    assert "summon_archmage" not in spells_offered(st)  # needs a soldier
    set_board(st, a, soldiers=3)
    cast(st, "summon_archmage")
    assert get(st, a, "soldiers") == 2 and get(st, a, "archmage") == 1


def test_titan_spells_mt_titans_1_2_3_dec_50_51_52() -> None:
    """MT-TITANS-1, MT-TITANS-2, MT-TITANS-3, MT-DEC-50, MT-DEC-51, MT-DEC-52."""
    st = caster("titans", players=3)
    a = st.active
    cast(st, "heavenly_shield")
    assert [e.end for e in st.effects if e.kind == TOWER_INV] == [1 + 7]
    st.damage(a, 200, (a + 1) % 3, False)
    assert get(st, a, "tower") == 160  # wall soaks, the rest is lost (MT-DEC-50)
    st.change_tower(a, -15, a, False, False)
    assert get(st, a, "tower") == 145  # his own payment still counts
    st2 = caster("titans", players=3)
    b = st2.active
    set_board(st2, b, wall=10)
    set_board(st2, (b + 1) % 3, wall=30, fire_wall=50)
    set_board(st2, (b + 2) % 3, wall=5)
    cast(st2, "sunbeam")
    assert get(st2, b, "wall") == 45  # MT-DEC-51: fire walls left out
    assert get(st2, (b + 1) % 3, "wall") == 30
    st3 = caster("titans")
    c = st3.active
    cast(st3, "day_of_gods")
    assert st3.product(c, BUILD_MULT) == 4
    give_turn(st3, c)
    set_hand(st3, c, ["bricklayer", "sky_pillar"])
    set_board(st3, c, gold=20, mana=20, tower=100, wall=0)
    card(st3, "play", "sky_pillar")  # red: tower +30, wall +10, ×4
    assert get(st3, c, "tower") == 220 and get(st3, c, "wall") == 40


def test_dragon_spells_mt_dragons_1_2_3_dec_53_54_55() -> None:
    """MT-DRAGONS-1, MT-DRAGONS-2, MT-DRAGONS-3, MT-DEC-53, MT-DEC-54, MT-DEC-55."""
    st = caster("dragons", players=3)
    a = st.active
    cast(st, "torch")
    assert st.total(a, "attack_bonus") == 10
    assert [e.end for e in st.effects if e.name == "torch"] == [1 + 10]
    st2 = caster("dragons", players=3)
    b = st2.active
    t = (b + 2) % 3
    set_board(st2, t, tower=50, wall=30, turn=9)
    cast(st2, "meteor", target=t)
    assert get(st2, t, "tower") == 30 and get(st2, t, "wall") == 30  # MT-DEC-54
    st3 = caster("dragons", players=3)
    c = st3.active
    for s in ((c + 1) % 3, (c + 2) % 3):
        set_board(st3, s, tower=60, wall=30, turn=9)
    cast(st3, "volcano")
    for s in ((c + 1) % 3, (c + 2) % 3):
        assert (get(st3, s, "tower"), get(st3, s, "wall")) == (25, 10)
    assert get(st3, c, "tower") == 160


def test_undead_spells_mt_undead_1_2_3_dec_56_57_58() -> None:
    """MT-UNDEAD-1, MT-UNDEAD-2, MT-UNDEAD-3, MT-DEC-56, MT-DEC-57, MT-DEC-58."""
    st = caster("undead")
    a = st.active
    set_board(st, 1 - a, soldiers=9, archmage=1)
    cast(st, "toxic_cloud")
    assert get(st, 1 - a, "soldiers") == 0 and get(st, 1 - a, "archmage") == 1
    assert st.last_battle == -1  # not a battle
    st2 = caster("undead")
    b = st2.active
    set_board(st2, b, soldiers=9)
    cast(st2, "raise_dead")
    assert get(st2, b, "soldiers") == 0  # no battle yet: 0, may lower them
    st3 = caster("undead")
    c = st3.active
    st3.last_battle = 7
    cast(st3, "raise_dead")
    assert get(st3, c, "soldiers") == 7
    st4 = caster("undead")
    d = st4.active
    set_board(st4, d, soldiers=4)
    cast(st4, "great_battle")
    assert get(st4, d, "soldiers") == 12


def test_vision_private_mt_air_1_dec_59_info_9() -> None:
    """MT-AIR-1, MT-DEC-59, MT-INFO-9: the hand is shown to the caster (and target) only."""
    st = caster("air_masters", players=3)
    a = st.active
    t = (a + 1) % 3
    cast(st, "vision", target=t)
    hand = [e for e in st.events_for(a) if e.key == "magic_tower.revealed"]
    assert hand and hand[-1].params["target"] == t
    third = (a + 2) % 3
    assert not [e for e in st.events_for(third) if e.key == "magic_tower.revealed"]
    assert [e for e in st.events_for(third) if e.key == "magic_tower.revealed_hidden"]


def test_lightning_blocks_mt_air_2_dec_60() -> None:
    """MT-AIR-2, MT-DEC-60: the target's turns starting before the end of the caster's
    turn T+3 are skipped (counter and production run, no action)."""
    st = caster("air_masters")
    a = st.active
    b = 1 - a
    set_board(st, b, gold=0)
    cast(st, "lightning")  # caster's turn 1: blocked until the end of his turn 4
    assert [e.end for e in st.effects if e.kind == BLOCKED] == [1 + 3]
    assert decision(st) == ("turn", a)
    assert get(st, b, "turn") == 1 and get(st, b, "gold") == 5  # production still ran
    for expected in (2, 3):
        set_hand(st, a, ["bricklayer"])
        card(st, "discard", "bricklayer")
        pay_first(st)
        assert decision(st) == ("turn", a) and get(st, b, "turn") == expected
    set_hand(st, a, ["bricklayer"])
    card(st, "discard", "bricklayer")
    pay_first(st)
    assert decision(st) == ("turn", b) and get(st, b, "turn") == 4


def test_whirlwind_mt_air_3_dec_61() -> None:
    """MT-AIR-3, MT-DEC-61: others drop discardable cards free and draw; moon cards stay."""
    st = caster("air_masters")
    a = st.active
    b = 1 - a
    set_hand(st, b, ["new_moon", "catapult", "king"])
    set_board(st, b, gold=3, food=3, mana=3)
    set_hand(st, a, ["bricklayer", "thief"])
    cast(st, "whirlwind")
    assert cid("new_moon") in st.hands[b] and len(st.hands[b]) == 6
    assert cid("catapult") not in st.hands[b]
    assert get(st, b, "gold") >= 3  # not paid


def test_water_spells_mt_water_1_2_3_dec_62_63_64_act_15() -> None:
    """MT-WATER-1, MT-WATER-2, MT-WATER-3, MT-DEC-62, MT-DEC-63, MT-DEC-64, MT-ACT-15."""
    st = caster("water_masters")
    a = st.active
    cast(st, "magic_ore")
    assert st.product(a, PROD_MULT) == 3
    st2 = caster("water_masters")
    b = st2.active
    cast(st2, "magic_fountain")
    assert get(st2, b, "fountain") == 1
    # opponent's turn, then his own: the fountain asks for a resource
    o = 1 - b
    set_hand(st2, o, ["catapult"])
    card(st2, "discard", "catapult")
    pay_first(st2)
    assert decision(st2) == ("fountain", b)
    assert {x["resource"] for x in st2.legal_actions()} == {"gold", "food", "mana"}
    mana = get(st2, b, "mana")
    act(st2, "fountain_pick", resource="mana")
    assert get(st2, b, "mana") == mana + 10
    st3 = caster("water_masters", players=3)
    c = st3.active
    cast(st3, "blizzard")
    nxt = st3.active
    assert nxt != c and get(st3, nxt, "gold") == 0  # no production for 3 turns
    set_board(st3, nxt, barracks=1)


def test_archmage_spells_mt_arch_6_to_10_dec_67_68() -> None:
    """MT-ARCH-6, MT-ARCH-7, MT-ARCH-8, MT-ARCH-9, MT-ARCH-10, MT-DEC-67, MT-DEC-68: Wall of Fire 30
    mana → fire wall 50 for one turn;
    Lightning Storm spends all mana split among the others, towers kept at 1."""
    st = caster("humans", players=3)
    a = st.active
    set_board(st, a, archmage=1, mana=40, gold=7, food=0)
    assert {"wall_of_fire", "lightning_storm"} <= spells_offered(st)
    act(st, "cast", card=cid("bricklayer"), spell="wall_of_fire")
    act(st, "pay", gold=7, food=0, mana=0)
    assert get(st, a, "fire_wall") == 50 and get(st, a, "mana") == 10
    st.damage(a, 60, (a + 1) % 3, False)
    assert get(st, a, "fire_wall") == 0 and get(st, a, "wall") == 0
    st2 = caster("humans", players=3)
    b = st2.active
    set_board(st2, b, archmage=1, mana=41, gold=7, food=0)
    for s in ((b + 1) % 3, (b + 2) % 3):
        set_board(st2, s, wall=0, tower=30, turn=9)
    set_board(st2, (b + 1) % 3, tower=15)
    act(st2, "cast", card=cid("bricklayer"), spell="lightning_storm")
    act(st2, "pay", gold=7, food=0, mana=0)
    assert get(st2, b, "mana") == 0
    assert get(st2, (b + 1) % 3, "tower") == 1  # 21 damage, kept at 1
    assert get(st2, (b + 2) % 3, "tower") == 10  # 20 damage


def test_wall_of_fire_needs_mana_after_fee_mt_arch_6() -> None:
    """MT-ARCH-6: 30 mana must remain after the discard fee."""
    st = caster("humans")
    a = st.active
    set_board(st, a, archmage=1, mana=30, gold=0, food=3)
    assert "wall_of_fire" not in spells_offered(st)
    set_board(st, a, food=7)
    assert "wall_of_fire" in spells_offered(st)
    act(st, "cast", card=cid("bricklayer"), spell="wall_of_fire")
    assert get(st, a, "mana") == 0 and get(st, a, "food") == 0


def test_spell_immune_shares_lost_mt_dec_68() -> None:
    """MT-DEC-68: a shielded player's share of Lightning Storm is lost."""
    st = caster("humans")
    a = st.active
    set_board(st, a, archmage=1, mana=20, gold=7)
    add_effect(st, "magic_shield", 1 - a, 1 - a, IMMUNE, 0, 8)
    st.invalidate()
    act(st, "cast", card=cid("bricklayer"), spell="lightning_storm")
    act(st, "pay", gold=7, food=0, mana=0)
    assert get(st, 1 - a, "wall") == 10 and get(st, a, "mana") == 0
