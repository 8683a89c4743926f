"""HexyGame effects: every op of HX-CONTENT-22 run once through a test card
(HX-CONTENT-23), cancel on a move and on an attack with costs staying paid
(HX-DEC-60, HX-CONTENT-19 fixture), durations (HX-DEC-61), illegal targets
(HX-DEC-44), enchantments (HX-DEC-42), leaving the Battlefield (HX-DEC-43) and
"unless stated otherwise" (HX-DEC-50)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.hexy.cards import test_cards as t_cards
from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as t_deck
from cardtable.kernel import Action, IllegalAction, OptionError, state_digest

PASS = Action("pass")

EXTRA = """
[[card]]
id = "t_x_add_action"
number = 901
name = { cs = "Akce navíc", en = "Extra Action" }
type = "wizardry"
rarity = "common"
colours = []
cost = { generic = 1 }
targets = [ { kind = "creature", side = "own" } ]
effect = [ { op = "add_action", card = "t0" } ]

[[card]]
id = "t_x_discard"
number = 902
name = { cs = "Odhození", en = "Discard One" }
type = "wizardry"
rarity = "common"
colours = []
cost = { generic = 1 }
effect = [ { op = "discard", who = "opponent", n = 1, chooser = "self" } ]

[[card]]
id = "t_x_discard_random"
number = 903
name = { cs = "Náhodné odhození", en = "Random Discard" }
type = "wizardry"
rarity = "common"
colours = []
cost = { generic = 1 }
effect = [ { op = "discard", who = "opponent", n = 1, chooser = "random" } ]
"""
"""Test-only cards for the two ops no card of ``test.toml`` uses (HX-CONTENT-22)."""


def cell(q: int, r: int) -> int:
    return (r + 4) * 3 + (q + 1)


def pos(seed: int = 3, game: Any = HEXY) -> Any:
    return game.position(seed, card_set="test", map="t_strip", decks=[t_deck(), t_deck()])


def cast(state: Any, seat: int, cid: str, hex_: int = -1) -> None:
    index = [state.cat.ids[state.card[u]] for u in state.hand[seat]].index(cid)
    state.apply(Action("cast", hand=index, hex=hex_))


def choose(state: Any, value: int) -> None:
    state.apply(Action("choose", choice=value))


def both_pass(state: Any) -> None:
    holder = state.holder
    state.apply(PASS)
    if not state.is_terminal() and state.pending.kind == "priority" and \
            state.holder != holder and state.passed:
        state.apply(PASS)


def ids(state: Any, uids: list[int]) -> list[str]:
    return [state.cat.ids[state.card[u]] for u in uids]


def base() -> Any:
    """Seat 0 active in Main with plenty of energy; seat 1 holds one card (so his
    passes are asked)."""
    p = pos()
    p.pool(0, red=5).hand(1, ["t_flyer"])
    return p


# ---- each op once (HX-CONTENT-22) ------------------------------------------------
def test_op_lose_points_ignores_defence() -> None:
    """HX-CONTENT-22 lose_points, HX-DEC-59: 3 points lost through Defence 2."""
    p = base()
    foe = p.unit(1, "t_vanilla_4_2_2_4", (0, 0))
    p.hand(0, ["t_lose_three"])
    s = p.build()
    cast(s, 0, "t_lose_three")
    both_pass(s)
    assert s.points[foe] == 1


def test_op_put_points_up_to_cap() -> None:
    """HX-CONTENT-22 put_points: 2 points onto an own building, the cap 6 holds."""
    p = base()
    b = p.unit(0, "t_red_building", (0, 3), points=5)
    p.hand(0, ["t_building_points_two"])
    s = p.build()
    cast(s, 0, "t_building_points_two")
    both_pass(s)
    assert s.points[b] == 6


def test_op_destroy_partial_targets() -> None:
    """HX-CONTENT-22 destroy, HX-DEC-44: the artifact is gone when the spell resolves,
    the enchantment is still destroyed; HX-DEC-42 the enchantment's host stays."""
    p = base()
    art = p.unit(1, "t_energy_trigger", (1, -3))
    host = p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    ench = p.enchant(1, "t_plus_attack", host)
    p.hand(0, ["t_destroy_artifact_or_enchantment", "t_lose_one"])
    s = p.build()
    cast(s, 0, "t_destroy_artifact_or_enchantment")
    choose(s, 0)  # the artifact (the only one: then 'none')
    choose(s, 0)  # the enchantment
    assert s.stack[-1].targets == (art, ench)
    both_pass(s)
    assert s.at[art] == -1 and art in s.grave[1]
    assert s.host[ench] == -1 and ench in s.grave[1] and s.at[host] >= 0


def test_op_return_to_hand_known_and_reset() -> None:
    """HX-CONTENT-22 return_to_hand, HX-DEC-43: to the owner's hand, points and die
    gone, known to both (HX-INFO-12); its enchantment to its owner's graveyard."""
    p = base()
    foe = p.unit(1, "t_vanilla_2_1_2_3", (0, 0), die=2)
    ench = p.enchant(0, "t_minus_two_attack", foe)  # seat 0's under seat 1's card
    p.hand(0, ["t_return_to_hand"])
    s = p.build()
    assert s.owner[ench] == 0 and s.attack(foe) == 0
    cast(s, 0, "t_return_to_hand")
    assert s.stack[-1].targets == (foe,)  # the only board card (HX-DEC-57)
    both_pass(s)
    assert s.hand[1][-1] == foe and s.known[foe]
    assert s.at[foe] == -1 and s.die[foe] == -1
    assert ench in s.grave[0]


def test_op_modify_turn_duration() -> None:
    """HX-CONTENT-22 modify, HX-DEC-61: +2/+2 until the End Phase ends."""
    p = base()
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1))
    p.hand(0, ["t_pump", "t_flyer"])
    p.library(0, ["t_reacher"]).library(1, ["t_reacher"])
    s = p.build()
    cast(s, 0, "t_pump")
    both_pass(s)
    assert (s.attack(me), s.defence(me)) == (4, 3)
    both_pass(s)  # Main ends
    assert s.phase == "end" and s.attack(me) == 4
    both_pass(s)  # the scoring
    both_pass(s)  # End Phase ends: the turn effect ends
    assert s.active == 1 and (s.attack(me), s.defence(me)) == (2, 1)


def test_op_grant_flying_until_end_of_turn() -> None:
    """HX-CONTENT-22 grant: a melee creature can no longer attack the flyer."""
    p = base()
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    foe = p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.hand(0, ["t_grant_flying"])
    s = p.build()
    assert Action("attack", hex=cell(0, 1), target=cell(0, 0)) in s.legal_actions()
    cast(s, 0, "t_grant_flying")
    choose(s, 0)  # foe at (0, 0) before me at (0, 1)
    both_pass(s)
    assert s.at[foe] == cell(0, 0) and me >= 0
    assert Action("attack", hex=cell(0, 1), target=cell(0, 0)) not in s.legal_actions()


def test_op_forbid_move_static_enchantment() -> None:
    """HX-CONTENT-22 forbid, HX-DEC-61 static: the host cannot move while the
    enchantment is there; HX-DEC-42 cast at sorcery speed on an own card."""
    p = base()
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.hand(0, ["t_no_move"])
    s = p.build()
    assert any(a.kind == "move" for a in s.legal_actions())
    cast(s, 0, "t_no_move", cell(0, 1))
    both_pass(s)
    assert ids(s, s.enchantments(me)) == ["t_no_move"]
    assert not any(a.kind == "move" for a in s.legal_actions())


def test_op_relocate() -> None:
    """HX-CONTENT-22 relocate: the enemy creature onto the named empty hex next to it
    (HX-DEC-58)."""
    p = base()
    foe = p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.hand(0, ["t_relocate"])
    s = p.build()
    cast(s, 0, "t_relocate")
    opts = s.legal_actions()
    assert len(opts) == 6  # the empty neighbours of (0, 0), by cell index
    choose(s, 0)  # (0, -1), the first of them
    both_pass(s)
    assert s.at[foe] == cell(0, -1)


def test_op_add_energy() -> None:
    """HX-CONTENT-22 add_energy: 2 red after paying 1."""
    p = base()
    p.hand(0, ["t_red_burst"])
    s = p.build()
    cast(s, 0, "t_red_burst")
    assert s.pool[0] == [4, 0, 0, 0, 0]
    both_pass(s)
    assert s.pool[0] == [6, 0, 0, 0, 0]


def test_op_add_action() -> None:
    """HX-CONTENT-22 add_action, HX-DEC-31: a die +1; no die gets a die of 1."""
    game = HEXY.with_cards(EXTRA)
    p = pos(game=game)
    p.pool(0, red=5).hand(1, ["t_flyer"])
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1))
    p.hand(0, ["t_x_add_action", "t_x_add_action"])
    s = p.build()
    cast(s, 0, "t_x_add_action")
    both_pass(s)
    assert s.die[me] == 1
    cast(s, 0, "t_x_add_action")
    both_pass(s)
    assert s.die[me] == 2


def test_op_draw_and_mill() -> None:
    """HX-CONTENT-22 draw and mill: the top card to the hand; 2 of a target player's
    top cards to his graveyard."""
    p = base()
    p.hand(0, ["t_draw_one", "t_mill_two"])
    p.library(0, ["t_hasty"]).library(1, ["t_reacher", "t_flyer", "t_regenerator"])
    s = p.build()
    cast(s, 0, "t_draw_one")
    both_pass(s)
    assert ids(s, s.hand[0][-1:]) == ["t_hasty"]
    cast(s, 0, "t_mill_two")
    choose(s, 1)  # players by seat: seat 1
    both_pass(s)
    assert ids(s, s.grave[1][-2:]) == ["t_reacher", "t_flyer"]
    assert ids(s, s.library[1][-1:]) == ["t_regenerator"]


def test_op_discard_chosen_and_random() -> None:
    """HX-CONTENT-22 discard, HX-DEC-57: the owner chooses his card (asked even with
    one option); the random one takes a card without asking."""
    game = HEXY.with_cards(EXTRA)
    p = pos(game=game)
    p.pool(0, red=5)
    p.hand(0, ["t_x_discard", "t_x_discard_random", "t_hasty"])
    p.hand(1, ["t_flyer", "t_reacher"])
    s = p.build()
    cast(s, 0, "t_x_discard")
    both_pass(s)
    assert s.pending.kind == "choose" and s.current_player() == 1
    assert len(s.legal_actions()) == 2
    choose(s, 1)
    assert ids(s, s.grave[1]) == ["t_reacher"] and ids(s, s.hand[1]) == ["t_flyer"]
    assert s.current_player() == 0
    cast(s, 0, "t_x_discard_random")
    both_pass(s)
    assert s.hand[1] == [] and ids(s, s.grave[1]) == ["t_reacher", "t_flyer"]


def test_op_search_reveals() -> None:
    """HX-CONTENT-22 search: a creature from the own library to the hand, known to
    both (reveal), then a shuffle; only creatures are offered."""
    p = base()
    p.hand(0, ["t_search_creature"]).library(0, ["t_lose_one", "t_hasty"], only=True)
    s = p.build()
    cast(s, 0, "t_search_creature")
    both_pass(s)
    assert s.pending.kind == "choose" and len(s.legal_actions()) == 2  # hasty, none
    choose(s, 0)
    got = s.hand[0][-1]
    assert ids(s, [got]) == ["t_hasty"] and s.known[got]
    assert ids(s, s.library[0]) == ["t_lose_one"]


def test_op_winning_die_and_if() -> None:
    """HX-CONTENT-22 winning_die and if (occupies_center): +1 only while seat 0
    occupies the Center; +5 unconditionally."""
    p = base()
    p.hand(0, ["t_center_die", "t_plus_five_die", "t_center_die"])
    s = p.build()
    cast(s, 0, "t_center_die")
    both_pass(s)
    assert s.windie == [1, 1]  # the condition fails: nothing
    cast(s, 0, "t_plus_five_die")
    both_pass(s)
    assert s.windie == [6, 1]
    p2 = base()
    p2.unit(0, "t_vanilla_0_0_1_1", (0, 0))
    p2.hand(0, ["t_center_die"])
    s2 = p2.build()
    cast(s2, 0, "t_center_die")
    both_pass(s2)
    assert s2.windie == [2, 1]


# ---- cancel (HX-DEC-60, HX-CONTENT-19 fixture) -----------------------------------
def cancel_position() -> tuple[Any, int, int]:
    p = pos()
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    foe = p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.pool(0, red=2).hand(0, ["t_flyer"]).hand(1, ["t_cancel"]).pool(1, colourless=1)
    return p.build(), me, foe


def test_cancel_a_move_costs_stay_paid() -> None:
    """HX-DEC-60, HX-CONTENT-22 cancel: the move is removed unresolved; its action
    and energy stay paid; HX-DEC-63 a stack object is named by its index."""
    s, me, _foe = cancel_position()
    s.apply(Action("move", dir=3, hex=cell(0, 1)))  # to (-1, 1)
    assert s.die[me] == 1 and s.pool[0] == [1, 0, 0, 0, 0]
    s.apply(PASS)
    cast(s, 1, "t_cancel")  # the move is the only target: taken (HX-DEC-57)
    assert [o.kind for o in s.stack] == ["move", "spell"]
    both_pass(s)
    assert s.stack == [] and s.at[me] == cell(0, 1)
    assert s.die[me] == 1 and s.pool[0] == [1, 0, 0, 0, 0]
    assert ids(s, s.grave[1]) == ["t_cancel"]


def refused(state: Any, action: Action, seat: int | None = None) -> str:
    before = state_digest(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action, seat)
    assert state_digest(state) == before
    rule: str = info.value.refusal.rule
    return rule


def test_cancel_an_attack_costs_stay_paid() -> None:
    """HX-DEC-60, HX-CONTENT-19: cancel on an attack; the costs stay paid and no
    strike happens."""
    p = pos()
    me = p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    foe = p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.pool(0, red=2).hand(0, ["t_flyer"]).hand(1, ["t_cancel"]).pool(1, colourless=2)
    s = p.build()
    s.apply(Action("attack", hex=cell(0, 1), target=cell(0, 0)))
    s.apply(PASS)
    s.apply(Action("counter_attack", pay="energy", victim=cell(0, 1)))
    s.apply(PASS)
    cast(s, 1, "t_cancel")
    both_pass(s)
    assert s.stack == [] and s.points[foe] == 1 and s.points[me] == 3
    assert s.die[me] == 1 and s.pool[0] == [1, 0, 0, 0, 0]
    assert s.counter_die[foe] and s.pool[1] == [0, 0, 0, 0, 0]


def test_draw_and_score_cannot_be_cancelled() -> None:
    """HX-DEC-60: the End scoring is not a target: with only it on the stack the
    cancel wizardry is not castable."""
    p = pos()
    p.hand(0, ["t_flyer"]).hand(1, ["t_cancel", "t_flyer"])
    s = p.build()
    s.apply(PASS)
    s.apply(PASS)
    assert s.phase == "end" and [o.kind for o in s.stack] == ["score"]
    s.apply(PASS)
    assert s.holder == 1
    s.apply(Action("discard_for_energy", hand=1))  # the pool emptied at the phase end
    assert not any(a.kind == "cast" for a in s.legal_actions())
    assert refused(s, Action("cast", hand=0, hex=-1)) == "HX-ACT-5"


# ---- enchantments, leaving, unless stated otherwise --------------------------------
def test_enchantment_fizzles_when_host_gone() -> None:
    """HX-DEC-42: an enchantment on an enemy card, its host killed in response: it
    goes to its owner's graveyard with no effect."""
    p = base()
    foe = p.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    p.hand(0, ["t_minus_two_attack"]).hand(1, ["t_lose_one", "t_flyer"])
    s = p.build()
    cast(s, 0, "t_minus_two_attack", cell(0, 0))
    s.apply(PASS)
    s.apply(Action("discard_for_energy", hand=1))
    cast(s, 1, "t_lose_one")  # the only board card (HX-DEC-57)
    both_pass(s)
    assert s.at[foe] == -1
    both_pass(s)
    assert ids(s, s.grave[0]) == ["t_minus_two_attack"]


def test_enchantment_leaves_with_host_to_owners_graveyards() -> None:
    """HX-DEC-43, HX-DEC-42: the host dies; host and enchantment go each to its own
    owner's graveyard."""
    p = base()
    foe = p.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    ench = p.enchant(0, "t_no_move", foe)
    p.hand(0, ["t_lose_one"])
    s = p.build()
    cast(s, 0, "t_lose_one")
    both_pass(s)
    assert foe in s.grave[1] and ench in s.grave[0] and s.host[ench] == -1


def test_unless_stated_otherwise_overrides_only_speed() -> None:
    """HX-DEC-50, HX-CONTENT-23: the wizardry-speed creature is castable in the
    opponent's turn, still only into its caster's Sphere (HX-DEC-11)."""
    p = pos()
    p.unit(1, "t_red_building", (0, -3))
    p.hand(0, ["t_flyer"]).hand(1, ["t_wizardry_speed_creature", "t_flyer"])
    p.pool(1, colourless=1)
    s = p.build()
    s.apply(PASS)
    assert s.holder == 1
    casts = {a["hex"] for a in s.legal_actions() if a.kind == "cast"}
    sphere = {cell(-1, -3), cell(1, -4), cell(0, -4), cell(-1, -2), cell(0, -2),
              cell(1, -3)}
    assert casts == sphere  # own Flag included: next to his building


def test_test_card_set() -> None:
    """HX-CONTENT-23: the test set has t_ ids only, the loop cards, the two on_enter
    pairs, each phase trigger; test cards are refused with the standard set."""
    cards = t_cards()
    assert all(cid.startswith("t_") for cid in cards)
    for cid in ("t_free_mover", "t_echo", "t_enter_draw", "t_enter_mill",
                "t_energy_trigger", "t_action_trigger", "t_cleanup_trigger",
                "t_end_trigger", "t_cancel", "t_relocate", "t_search_creature"):
        assert cid in cards
    assert cards["t_free_mover"].move_cost is not None
    with pytest.raises(OptionError):
        HEXY.new_state(seed=1, players=2, decks=[t_deck(), t_deck()])
