"""Durations, stacking, damage kinds, targets and the clarified cards (MT-DUR-1,
MT-CLAR-1, MT-CLAR-2, MT-CLAR-3, MT-CLAR-4, MT-CLAR-5, MT-CLAR-6, MT-CLAR-7, MT-CLAR-8, MT-CLAR-9,
MT-DEC-31, MT-DEC-32, MT-DEC-33, MT-DEC-34, MT-DEC-35, MT-DEC-36, MT-DEC-37, MT-DEC-69, MT-DEC-70,
MT-DEC-71, MT-DEC-76, MT-DEC-77, MT-ACT-11, MT-ACT-14)."""

from __future__ import annotations

from cardtable.games.magic_tower.model import FREEZE, IMMUNE, PROD_MULT
from cardtable.games.magic_tower.state import MTState

from .helpers import (
    act,
    add_effect,
    card,
    cid,
    decision,
    edit,
    get,
    new,
    pay_first,
    set_board,
    set_hand,
    unlock,
)


def discard_turn(st: MTState) -> None:
    seat = st.active
    set_hand(st, seat, ["bricklayer"])
    set_board(st, seat, gold=max(7, get(st, seat, "gold")))
    card(st, "discard", "bricklayer")
    pay_first(st)


def test_duration_example_mt_dur_1_dec_31() -> None:
    """MT-DUR-1, MT-DEC-31: played on turn 10 for 3 turns, it stops after turn 13."""
    st = new(2, trumps=["titans", "titans"])
    a = st.active
    set_board(st, a, turn=10, gold=20, mana=20)
    set_hand(st, a, ["titan_guard"])
    set_board(st, a, trump="humans")  # humans trump: black text (3 turns)
    card(st, "play", "titan_guard")
    assert [e.end for e in st.effects if e.name == "titan_guard"] == [13]
    for turn in (11, 12, 13):
        discard_turn(st)  # opponent
        assert get(st, a, "turn") == turn and any(e.name == "titan_guard" for e in st.effects)
        discard_turn(st)  # his own turn `turn`
    assert not any(e.name == "titan_guard" for e in st.effects)


def test_same_effect_restarts_others_stack_mt_dec_32() -> None:
    """MT-DEC-32: the same name restarts; different multipliers multiply."""
    st = new(2)
    a = st.active
    add_effect(st, "spring_rain", a, a, PROD_MULT, 2, 2)
    set_board(st, a, turn=3)
    add_effect(st, "spring_rain", a, a, PROD_MULT, 2, 2)
    assert [e.end for e in st.effects] == [5]
    add_effect(st, "magic_ore", a, a, PROD_MULT, 3, 2)
    assert st.product(a, PROD_MULT) == 6


def test_damage_kinds_mt_dec_33() -> None:
    """MT-DEC-33: damage → fire wall, wall, tower; tower −N direct; wall −N no spill."""
    st = new(2)
    a, b = st.active, 1 - st.active
    set_board(st, b, fire_wall=5, wall=10, tower=40, turn=9)
    st.damage(b, 20, a, False)
    assert (get(st, b, "fire_wall"), get(st, b, "wall"), get(st, b, "tower")) == (0, 0, 35)
    set_board(st, b, wall=10)
    st.change_tower(b, -5, a, False, True)
    assert (get(st, b, "wall"), get(st, b, "tower")) == (10, 30)
    st.change_wall(b, -25, a, True)
    assert (get(st, b, "wall"), get(st, b, "tower")) == (0, 30)


def test_mass_effects_skip_their_player_mt_clar_1_dec_35() -> None:
    """MT-CLAR-1, MT-DEC-35: "others" never hits the player; "including you" does."""
    st = new(3)
    a = st.active
    set_board(st, a, turn=2)
    set_hand(st, a, ["new_moon"])
    card(st, "play", "new_moon")
    assert get(st, a, "wall") == 10
    assert get(st, (a + 1) % 3, "wall") == 0 and get(st, (a + 2) % 3, "wall") == 0
    st2 = new(3)
    b = st2.active
    set_board(st2, b, turn=2)
    set_hand(st2, b, ["eclipse"])
    card(st2, "play", "eclipse")
    assert get(st2, b, "wall") == 0 and get(st2, b, "tower") == 15


def test_targets_mt_dec_36_act_11_turn_6() -> None:
    """MT-DEC-36, MT-ACT-11, MT-TURN-6: another living player; a choice when several."""
    st = new(3)
    a = st.active
    set_hand(st, a, ["catapult"])
    card(st, "play", "catapult")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "target"
    assert {x["seat"] for x in st.legal_actions()} == {(a + 1) % 3, (a + 2) % 3}
    act(st, "choose_target", seat=(a + 2) % 3)
    assert get(st, (a + 2) % 3, "wall") == 0  # MT-TURN-6: he must accept it
    st2 = new(3)
    b = st2.active
    set_board(st2, (b + 1) % 3, alive=0)
    set_hand(st2, b, ["catapult"])
    card(st2, "play", "catapult")
    pay_first(st2)
    assert get(st2, (b + 2) % 3, "wall") == 0  # one target left: no question


def test_immune_player_not_a_spell_target_mt_dec_36() -> None:
    """MT-DEC-36: no valid target → a targeted spell cannot be cast."""
    st = new(2, trumps=["dragons", "dragons"])
    a = st.active
    set_board(st, a, tower=120)
    unlock(st)
    add_effect(st, "magic_shield", 1 - a, 1 - a, IMMUNE, 0, 8)
    set_hand(st, a, ["bricklayer"])
    assert {x["spell"] for x in st.legal_actions() if x.kind == "cast"} == {"torch"}


def test_any_source_includes_barracks_mt_dec_37() -> None:
    """MT-DEC-37: "any source" lets the receiver pick, barracks included."""
    st = new(2, trumps=["water_masters", "water_masters"])
    a = st.active
    set_board(st, a, trump="humans")  # not water: black text of water_temple
    set_hand(st, a, ["water_temple"])
    set_board(st, a, food=5, gold=4)
    card(st, "play", "water_temple")
    assert decision(st) is not None and decision(st)[0] == "kind"
    assert {x["what"] for x in st.legal_actions()} == {"mine", "farm", "monument", "barracks"}
    act(st, "choose_kind", what="barracks")
    assert get(st, a, "barracks") == 1


def test_freeze_mt_clar_2_3_dec_69() -> None:
    """MT-CLAR-2, MT-CLAR-3, MT-DEC-69: 3 turns: costs checked but not taken, no production; the
    −15 fallback and card gains still apply."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["frozen_treasury"])
    card(st, "play", "frozen_treasury")
    act(st, "pay", gold=3, food=0, mana=0)
    assert st.has(a, FREEZE)
    discard_turn(st)  # opponent
    gold = get(st, a, "gold")
    assert gold == 2  # no production on his frozen turn
    set_hand(st, a, ["bricklayer", "harvest"])
    set_board(st, a, gold=7)
    card(st, "discard", "bricklayer")
    assert get(st, a, "gold") == 7 and decision(st) == ("turn", 1 - a)  # nothing taken
    discard_turn(st)
    set_hand(st, a, ["harvest"])
    set_board(st, a, gold=3, food=0, mana=0)
    card(st, "play", "harvest")
    act(st, "choose_kind", what="food")
    assert (get(st, a, "gold"), get(st, a, "food")) == (3, 8)
    discard_turn(st)
    set_hand(st, a, ["bricklayer"])
    set_board(st, a, gold=0, food=0, mana=0, tower=30)
    card(st, "discard", "bricklayer")
    assert get(st, a, "tower") == 15  # the fallback still costs tower


def test_discard_highest_mt_clar_4_5_6_dec_70_act_14() -> None:
    """MT-CLAR-4, MT-CLAR-5, MT-CLAR-6, MT-DEC-70, MT-ACT-14: others in order; top tier; a pick when
    several; moon never; paid; no refill."""
    st = new(3, trumps=["humans", "dragons", "titans"])
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, b, trump=1)  # dragons
    set_board(st, c, trump=2)  # titans
    set_hand(st, a, ["great_purge"])
    set_hand(st, b, ["young_dragon", "fire_breath", "village_builders", "king", "new_moon"])
    set_hand(st, c, ["blood_moon", "night_tide", "sunrise", "crown", "catapult"])
    set_board(st, b, gold=10, food=0, mana=0, mines=0, farms=0, monuments=0)
    set_board(st, c, gold=3, food=0, mana=0)
    card(st, "play", "great_purge")
    pay_first(st)
    assert decision(st) == ("dh_pick", b, a)
    assert {x["card"] for x in st.legal_actions()} == {cid("young_dragon"), cid("fire_breath")}
    act(st, "discard_highest_pick", card=cid("fire_breath"))
    assert get(st, b, "gold") == 3  # paid 7
    assert len(st.hands[b]) == 4  # no refill
    # c: sun beats the great-triple card and non-set; moon cards are skipped; −15 tower
    assert cid("sunrise") not in st.hands[c] and cid("blood_moon") in st.hands[c]
    assert get(st, c, "tower") == 5
    assert st.active == b


def test_discard_highest_great_triple_tier_mt_clar_4() -> None:
    """MT-CLAR-4: great-triple cards rank above other non-set cards."""
    st = new(2)
    a, b = st.active, 1 - st.active
    set_hand(st, a, ["great_purge"])
    set_hand(st, b, ["catapult", "crown", "iron_golem"])
    card(st, "play", "great_purge")
    pay_first(st)
    pay_first(st)
    assert cid("crown") not in st.hands[b] and cid("catapult") in st.hands[b]


def test_borrow_spell_mt_clar_7_8_9_dec_71() -> None:
    """MT-CLAR-7, MT-CLAR-8, MT-CLAR-9, MT-DEC-71, MT-ACT-11: one never-cast spell of another
    player, cast
    once; the owner keeps it."""
    st = new(3, trumps=["dragons", "dragons", "dragons"])
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, b, tower=60)
    set_board(st, c, tower=110)
    unlock(st)
    edit(st).casts(c, "torch", 1).build()  # already cast: not available
    set_hand(st, a, ["stolen_scroll", "bricklayer"])
    card(st, "play", "stolen_scroll")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "borrow"
    options = {(x["seat"], x["spell"]) for x in st.legal_actions()}
    assert options == {(b, "torch"), (c, "meteor")}
    act(st, "choose_spell", seat=c, spell="meteor")
    assert st.borrowed[a] == "meteor" and "meteor" in st.unlocked[c]
    for _ in range(2):
        discard_turn(st)
    set_hand(st, a, ["bricklayer", "catapult"])
    set_board(st, a, gold=10)
    assert "borrowed" in {x["spell"] for x in st.legal_actions() if x.kind == "cast"}
    act(st, "cast", card=cid("bricklayer"), spell="borrowed")
    pay_first(st)
    act(st, "choose_target", seat=b)
    assert get(st, b, "tower") == 40 and st.borrowed[a] == ""
    assert st.casts[c].get("meteor", 0) == 0


def test_hand_size_mt_dec_76_dec_10() -> None:
    """MT-DEC-76, MT-DEC-10: +1 hand size counts from the next refill."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["deep_pockets", "catapult", "thief", "king", "crown", "spy"])
    card(st, "play", "deep_pockets")
    pay_first(st)
    assert len(st.hands[a]) == 6 and st.hand_size(a) == 7
    discard_turn(st)
    set_hand(st, a, ["bricklayer", "catapult", "thief", "king", "crown", "spy"])
    card(st, "discard", "bricklayer")
    pay_first(st)
    assert len(st.hands[a]) == 7


def test_operations_in_printed_order_mt_dec_77() -> None:
    """MT-DEC-77: ops run in order; a choice is asked when its op is reached."""
    st = new(3, trumps=["dragons"] * 3)
    a = st.active
    set_hand(st, a, ["young_dragon"])
    set_board(st, a, gold=16)
    card(st, "play", "young_dragon")
    assert decision(st) is not None and decision(st)[0] == "target"
    t = (a + 1) % 3
    act(st, "choose_target", seat=t)
    # the green text hits the same chosen player: 15 damage, then tower −5
    assert (get(st, t, "wall"), get(st, t, "tower")) == (0, 10)


def test_conditional_and_for_turns_mt_content_3() -> None:
    """MT-CONTENT-3: conditional and for_turns ops."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["shield_bearer"])
    set_board(st, a, wall=5)
    card(st, "play", "shield_bearer")
    pay_first(st)
    assert get(st, a, "wall") == 20  # 5 + 5 is below 15 → +10
    discard_turn(st)
    set_hand(st, a, ["shield_bearer"])
    set_board(st, a, wall=10)
    card(st, "play", "shield_bearer")
    pay_first(st)
    assert get(st, a, "wall") == 15  # 10 + 5 is not below 15
    st2 = new(2, trumps=["humans", "humans"])
    b = st2.active
    set_hand(st2, b, ["necromancer"])
    set_board(st2, b, food=5, mana=6)
    card(st2, "play", "necromancer")
    discard_turn(st2)
    assert get(st2, b, "soldiers") == 1  # at the start of his next turn
