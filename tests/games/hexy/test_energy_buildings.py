"""HexyGame: cards and spells, energy, buildings, the Sphere of Influence.

Known-answer fixtures of HX-CONTENT-19 in this area: the first building cast on the
own Flag with energy from a discard, and the Sphere after one and two buildings;
Energy-Phase points with the caps 6 and 8; ``take_energy`` from a two-colour building
and from a building's last point; the shared building ability (2 energy, 1 point on
the neighbour, excess over the cap lost); a basic energy discarded for coloured energy.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.hexy import game as hexy_game
from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.position import HxPosition
from cardtable.games.hexy.state import HxState
from cardtable.kernel import Action, IllegalAction, state_digest
from cardtable.kernel.hexgrid import Hex

DECK = hexy_game.test_deck()
TEST = {"card_set": "test", "map": "t_strip", "shuffle": False, "first_player": 0}
FLAG0 = (0, 4)
FLAG1 = (0, -4)
RED, GREEN, BLUE, WHITE, COLOURLESS = range(5)


def position(**options: Any) -> HxPosition:
    pos = HEXY.position(1, **{**TEST, "decks": [DECK, DECK], **options})
    assert isinstance(pos, HxPosition)
    return pos


def standard_position() -> HxPosition:
    """Standard cards (two-colour buildings, basic energies) on the default map (the
    test strip is for the test set only); Flag (0, 4) as on the strip."""
    pos = HEXY.position(1, shuffle=False, first_player=0)
    assert isinstance(pos, HxPosition)
    return pos


def cell(state: HxState, qr: tuple[int, int]) -> int:
    return state.hmap.index[Hex(*qr)]


def cells(state: HxState, hexes: list[tuple[int, int]]) -> set[int]:
    return {cell(state, h) for h in hexes}


def ids(state: HxState, uids: list[int]) -> list[str]:
    return [state.cat.ids[state.card[u]] for u in uids]


def of_kind(state: HxState, kind: str) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == kind]


def cast_hexes(state: HxState, hand: int) -> set[int]:
    return {a.int_arg("hex") for a in of_kind(state, "cast") if a.int_arg("hand") == hand}


def both_pass(state: HxState) -> None:
    state.apply(Action("pass"))
    state.apply(Action("pass"))


def refused(state: HxState, action: Action) -> str:
    before = state_digest(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert state_digest(state) == before
    assert err.value.refusal is not None
    return err.value.refusal.rule or ""


def to_own_draw_phase(pos: HxPosition) -> HxState:
    """From the opponent's Main Phase, pass into seat 0's Draw Phase (after his Energy
    and Action Phases)."""
    pos.turn(1, "main")
    state = pos.build()
    for _ in range(20):
        if state.active == 0 and state.phase == "draw":
            return state
        state.apply(Action("pass"))
    raise AssertionError("seat 0's Draw Phase never came")


# ---- the first buildings and the Sphere (known answer) ------------------------------------
def test_first_building_on_flag_from_discard_and_sphere_known_answer() -> None:
    """HX-SPHERE-1/2/3, HX-DEC-11, HX-ENERGY-1/2/4, HX-DEC-18, HX-DEC-20, HX-ACT-4,
    HX-CARD-7/8, HX-BOARD-1, HX-CARD-14, HX-ACT-12 (payment is automatic)."""
    state = HEXY.new_state(seed=1, players=2, decks=[DECK, DECK], **TEST)
    assert isinstance(state, HxState)
    state.apply(Action("keep"))
    state.apply(Action("keep"))
    flag = cell(state, FLAG0)
    # an empty pool pays nothing: no cast yet (HX-ENERGY-4); any hand card may be
    # discarded (HX-ACT-4)
    assert of_kind(state, "cast") == []
    assert {a.int_arg("hand") for a in of_kind(state, "discard_for_energy")} == set(range(8))
    assert len(state.legal_actions()) == 9
    assert refused(state, Action("cast", hand=0, hex=flag)) == "HX-DEC-20"
    state.apply(Action("discard_for_energy", hand=7))  # t_action_building
    assert state.pool[0] == [0, 0, 0, 0, 1]  # one colourless (HX-ENERGY-1)
    assert state.holder == 0  # priority kept (HX-DEC-18)
    assert state.observation(1)["graveyards"][0] == ["t_action_building"]
    # no building: the Sphere is only the own Flag (HX-SPHERE-3)
    for i in range(7):
        assert cast_hexes(state, i) == {flag}
    assert len(state.legal_actions()) == 1 + 7 + 7
    state.apply(Action("cast", hand=0, hex=flag))  # t_red_building
    assert state.pool[0] == [0] * 5  # paid from the pool (HX-ENERGY-2)
    assert [(o.kind, o.cell) for o in state.stack] == [("spell", flag)]  # HX-CARD-2
    assert state.holder == 0
    both_pass(state)
    red = state.board[flag]
    assert ids(state, [red]) == ["t_red_building"]  # HX-CARD-7
    assert state.points[red] == 1  # HX-BOARD-1, HX-CARD-14
    assert state.stack == [] and state.holder == 0 and state.phase == "main"
    # one building: the hexes next to it, the Flag itself no longer (HX-DEC-11)
    state.apply(Action("discard_for_energy", hand=5))  # t_cap_8_building
    one = cells(state, [(-1, 4), (1, 4), (0, 3), (1, 3)])
    assert cast_hexes(state, 0) == one
    state.apply(Action("cast", hand=0, hex=cell(state, (0, 3))))  # t_green_building
    both_pass(state)
    assert ids(state, [state.board[cell(state, (0, 3))]]) == ["t_green_building"]
    # two buildings: adjacent to either one, empty hexes only (HX-SPHERE-4)
    state.apply(Action("discard_for_energy", hand=3))
    two = cells(state, [(-1, 4), (1, 4), (-1, 3), (1, 3), (0, 2), (1, 2)])
    assert cast_hexes(state, 0) == two
    assert [len(h) for h in state.hand] == [3, 8]


def test_sphere_is_own_buildings_only_hx_sphere_2_hx_dec_11() -> None:
    """HX-SPHERE-2, HX-DEC-11."""
    pos = position()
    pos.unit(0, "t_vanilla_2_1_2_3", (0, 1))  # a creature widens nothing
    pos.unit(1, "t_blue_building", (0, 3))  # nor does the opponent's building
    pos.unit(0, "t_red_building", (0, -1))
    pos.hand(0, ["t_vanilla_0_0_1_1"])
    pos.pool(0, colourless=1)
    state = pos.build()
    assert cast_hexes(state, 0) == cells(state, [(-1, -1), (1, -1), (0, -2), (1, -2),
                                                 (-1, 0), (0, 0)])
    # a building next to the own Flag puts the Flag back into the Sphere
    pos = position()
    pos.unit(0, "t_red_building", (0, 3))
    pos.hand(0, ["t_vanilla_0_0_1_1"])
    pos.pool(0, colourless=1)
    state = pos.build()
    assert cell(state, FLAG0) in cast_hexes(state, 0)


def test_opponent_without_buildings_casts_on_his_flag_hx_sphere_3() -> None:
    pos = position()
    pos.unit(0, "t_red_building", FLAG0)
    pos.hand(1, ["t_red_building"])
    pos.pool(1, colourless=1)
    pos.turn(1, "main")
    state = pos.build()
    assert cast_hexes(state, 0) == {cell(state, FLAG1)}


def test_board_spell_needs_empty_hex_in_sphere_hx_sphere_1_hx_sphere_4_hx_card_8() -> None:
    """HX-SPHERE-1, HX-SPHERE-4, HX-CARD-8."""
    pos = position()
    pos.unit(0, "t_red_building", FLAG0)
    pos.unit(1, "t_vanilla_0_0_1_1", (0, 3))
    pos.hand(0, ["t_vanilla_2_1_2_3"])
    pos.pool(0, colourless=1)
    state = pos.build()
    occupied = cell(state, (0, 3))
    far = cell(state, (0, 0))
    assert occupied not in cast_hexes(state, 0) and far not in cast_hexes(state, 0)
    assert refused(state, Action("cast", hand=0, hex=occupied)) == "HX-SPHERE-1, HX-SPHERE-4"
    assert refused(state, Action("cast", hand=0, hex=far)) == "HX-SPHERE-1, HX-SPHERE-4"


def test_board_spell_fizzles_on_occupied_hex_hx_dec_12() -> None:
    """HX-DEC-12: only emptiness is checked at resolution."""
    pos = position()
    pos.unit(0, "t_red_building", (0, 1))
    pos.hand(0, ["t_vanilla_2_1_2_3", "t_wizardry_speed_creature"])
    pos.pool(0, colourless=2)
    state = pos.build()
    target = cell(state, (1, 1))
    state.apply(Action("cast", hand=0, hex=target))
    # in response, the same hex (still empty: only the spell is on the stack)
    state.apply(Action("cast", hand=0, hex=target))
    both_pass(state)
    assert ids(state, [state.board[target]]) == ["t_wizardry_speed_creature"]
    both_pass(state)
    assert ids(state, [state.board[target]]) == ["t_wizardry_speed_creature"]
    assert ids(state, state.grave[0])[-1:] == ["t_vanilla_2_1_2_3"]
    assert state.pool[0] == [0] * 5  # the cost is not refunded


# ---- cards and spells (HX-CARD-1..14, HX-ENCH-1..3, HX-DEC-2/3) ---------------------------
def test_card_kinds_hx_card_3_4_5_hx_dec_2() -> None:
    """HX-CARD-3, HX-CARD-4, HX-CARD-5, HX-DEC-2, HX-ENCH-2."""
    cat = HEXY.catalog
    kinds = {cat.card(cid).type for cid in DECK}
    assert kinds == {"building", "creature", "artifact", "enchantment", "wizardry", "sorcery"}
    for cid in DECK:
        card = cat.card(cid)
        # HX-CARD-4: board cards are buildings, creatures, artifacts; HX-CARD-5: virtual
        index = cat.index[cid]
        assert cat.board[index] == (card.type in ("building", "creature", "artifact"))
        # HX-DEC-2: every card has its anatomy
        assert card.id == cid and card.name.get("cs") and card.name.get("en")
        assert card.rarity in ("basic", "common", "uncommon", "rare")
        assert card.cost is not None and card.colours is not None
        assert isinstance(card.text("cs"), str) and isinstance(card.text("en"), str)
        assert (card.stats is not None) == cat.board[index]
    # HX-ENCH-2: an enchantment has no numbers
    assert cat.card("t_plus_attack").stats is None


def test_four_numbers_hx_card_11_to_14_hx_dec_3() -> None:
    """HX-CARD-11, HX-CARD-12, HX-CARD-13, HX-CARD-14, HX-DEC-3."""
    pos = position()
    pos.unit(0, "t_red_building", FLAG0)
    pos.hand(0, ["t_vanilla_4_2_2_4", "t_building_points_two"])
    pos.pool(0, colourless=2)
    state = pos.build()
    here = cell(state, (0, 3))
    state.apply(Action("cast", hand=0, hex=here))
    both_pass(state)
    unit = next(u for u in state.observation(1)["board"] if u["cell"] == here)
    assert (unit["attack"], unit["defence"], unit["actions"], unit["points"]) == (4, 2, 2, 4)
    assert unit["cap"] == 6  # HX-DEC-3: Points is not the maximum
    # the building entered with 1 point but may carry more (HX-DEC-3)
    state.apply(Action("cast", hand=0, hex=-1))  # 2 points on the own building
    both_pass(state)
    assert state.points[state.board[cell(state, FLAG0)]] == 3


def test_virtual_spell_goes_to_graveyard_hx_card_9_hx_card_1_2() -> None:
    pos = position()
    pos.hand(0, ["t_draw_one"])
    pos.library(0, ["t_vanilla_1_0_1_1"])
    pos.pool(0, colourless=1)
    state = pos.build()
    state.apply(Action("cast", hand=0, hex=-1))
    assert [(o.kind, ids(state, [o.uid])) for o in state.stack] == [("spell", ["t_draw_one"])]
    assert state.observation(1)["stack"][0]["card"] == "t_draw_one"  # a spell (HX-CARD-2)
    state.apply(Action("pass"))  # the hand is empty: seat 0's passes are automatic
    assert ids(state, state.grave[0]) == ["t_draw_one"]  # HX-CARD-9
    assert ids(state, state.hand[0]) == ["t_vanilla_1_0_1_1"]  # a card again (HX-CARD-1)


def test_enchantment_under_host_and_destroyed_with_it_hx_ench_1_3_hx_card_6() -> None:
    pos = position()
    host = pos.unit(1, "t_vanilla_2_1_2_3", (0, 0), points=1)
    pos.hand(0, ["t_plus_attack", "t_lose_one"])
    pos.pool(0, colourless=2)
    state = pos.build()
    hexes = {a.int_arg("hex") for a in of_kind(state, "cast") if a.int_arg("hand") == 0}
    assert hexes == {cell(state, (0, 0))}  # names its host's hex, any side (HX-CARD-6)
    state.apply(Action("cast", hand=0, hex=cell(state, (0, 0))))
    both_pass(state)
    unit = state.observation(0)["board"][0]
    assert [e["card"] for e in unit["enchantments"]] == ["t_plus_attack"]  # HX-ENCH-1
    assert unit["attack"] == 3
    state.apply(Action("cast", hand=0, hex=-1))  # the host loses its last point
    state.apply(Action("pass"))
    assert state.at[host] == -1
    assert ids(state, state.grave[1]) == ["t_vanilla_2_1_2_3"]  # HX-BOARD-3
    assert ids(state, state.grave[0]) == ["t_plus_attack", "t_lose_one"]  # HX-ENCH-3


def test_sorcery_timing_hx_card_10() -> None:
    pos = position()
    pos.unit(0, "t_red_building", FLAG0)
    pos.hand(0, ["t_center_die", "t_draw_one", "t_vanilla_0_0_1_1", "t_blue_building"])
    pos.pool(0, colourless=3)
    state = pos.build()
    assert {a.int_arg("hand") for a in of_kind(state, "cast")} == {0, 1, 2, 3}
    state.apply(Action("cast", hand=1, hex=-1))  # a wizardry: the stack is not empty
    assert of_kind(state, "cast") == []  # hand: center_die, vanilla, blue_building
    spot = cell(state, (0, 3))
    assert refused(state, Action("cast", hand=0, hex=-1)) == "HX-CARD-10"
    assert refused(state, Action("cast", hand=1, hex=spot)) == "HX-CARD-10"


def test_sorcery_not_in_opponents_turn_or_draw_phase_hx_card_10() -> None:
    pos = position()
    pos.hand(0, ["t_center_die", "t_draw_one"])
    pos.pool(0, colourless=2)
    pos.turn(1, "main", holder=0)
    state = pos.build()
    assert refused(state, Action("cast", hand=0, hex=-1)) == "HX-CARD-10"
    assert of_kind(state, "cast") == [Action("cast", hand=1, hex=-1)]  # a wizardry may
    pos = position()
    pos.hand(0, ["t_center_die", "t_draw_one"])
    pos.pool(0, colourless=2)
    pos.turn(0, "draw")
    state = pos.build()
    assert refused(state, Action("cast", hand=0, hex=-1)) == "HX-CARD-10"
    assert of_kind(state, "cast") == [Action("cast", hand=1, hex=-1)]


# ---- energy (HX-ENERGY-1..5, HX-DEC-16..20) -----------------------------------------------
def test_discard_for_energy_any_time_with_priority_hx_energy_1_hx_dec_18() -> None:
    pos = position()
    pos.hand(1, ["t_vanilla_0_0_1_1", "t_lose_one"])
    state = pos.build()
    state.apply(Action("pass"))  # seat 1 holds priority in seat 0's turn
    state.apply(Action("discard_for_energy", hand=0))
    assert state.pool[1] == [0, 0, 0, 0, 1] and state.holder == 1
    assert state.observation(0)["graveyards"][1] == ["t_vanilla_0_0_1_1"]  # face up
    # energy actions do not break the row of passes (HX-DEC-23): the phase ends
    state.apply(Action("pass"))
    assert state.phase == "end"
    assert state.pool == [[0] * 5, [0] * 5]  # emptied at the phase's end (HX-ENERGY-5)


def test_pool_empties_every_phase_hx_energy_5() -> None:
    pos = position()
    pos.unit(0, "t_red_building", FLAG0, points=3)
    pos.pool(1, blue=2)
    pos.turn(0, "draw")
    state = pos.build()
    state.apply(Action("take_energy", colour="red", hex=cell(state, FLAG0)))
    assert state.pool == [[1, 0, 0, 0, 0], [0, 0, 2, 0, 0]]
    both_pass(state)
    assert state.phase == "main" and state.pool == [[0] * 5, [0] * 5]


def test_generic_payment_order_hx_dec_20_hx_dec_16() -> None:
    pos = position()
    pos.unit(0, "t_red_building", FLAG0)
    pos.hand(0, ["t_draw_one"] * 4)
    pos.library(0, ["t_vanilla_0_0_1_1"] * 4)
    pos.pool(0, red=2, green=1, blue=1, white=1, colourless=1)
    state = pos.build()
    expected = [[2, 1, 1, 1, 0], [1, 1, 1, 1, 0], [0, 1, 1, 1, 0], [0, 0, 1, 1, 0]]
    for pool in expected:  # colourless first, then the colour held most (ties r/g/b/w)
        hand = next(i for i, u in enumerate(state.hand[0])
                    if state.cat.ids[state.card[u]] == "t_draw_one")
        state.apply(Action("cast", hand=hand, hex=-1))
        assert state.pool[0] == pool
        both_pass(state)
    hand = next(i for i, u in enumerate(state.hand[0])
                if state.cat.ids[state.card[u]] == "t_vanilla_0_0_1_1")
    state.apply(Action("cast", hand=hand, hex=cell(state, (0, 3))))
    assert state.pool[0] == [0, 0, 0, 1, 0]  # blue before white on a tie


def test_coloured_cost_needs_its_colour_hx_dec_16() -> None:
    pos = standard_position()
    pos.unit(0, "red_outpost", FLAG0)
    pos.hand(0, ["briarforge_camp"])
    pos.pool(0, colourless=2, blue=3)
    state = pos.build()
    assert of_kind(state, "cast") == []
    assert refused(state, Action("cast", hand=0, hex=cell(state, (0, 3)))) == "HX-DEC-20"
    pos = standard_position()
    pos.unit(0, "red_outpost", FLAG0)
    pos.hand(0, ["briarforge_camp"])
    pos.pool(0, red=1, green=1)
    state = pos.build()
    assert len(of_kind(state, "cast")) == 3  # (-1, 4), (0, 3), (1, 3) on hex_r4
    state.apply(Action("cast", hand=0, hex=cell(state, (0, 3))))
    assert state.pool[0] == [0] * 5


def test_basic_energy_discarded_for_its_colour_known_answer_hx_dec_19() -> None:
    pos = standard_position()
    pos.hand(0, ["red_energy", "green_energy", "goblin"])
    state = pos.build()
    assert refused(state, Action("cast", hand=0, hex=cell(state, FLAG0))) == "HX-DEC-19"
    state.apply(Action("discard_for_energy", hand=0))
    assert state.pool[0] == [1, 0, 0, 0, 0]
    state.apply(Action("discard_for_energy", hand=0))
    assert state.pool[0] == [1, 1, 0, 0, 0]
    state.apply(Action("discard_for_energy", hand=0))  # any other card: colourless
    assert state.pool[0] == [1, 1, 0, 0, 1]
    assert ids(state, state.grave[0]) == ["red_energy", "green_energy", "goblin"]


# ---- take_energy (HX-ACT-3, HX-ENERGY-3, HX-DEC-17) -----------------------------------------
def test_take_energy_options_and_payment_hx_act_3_hx_energy_3() -> None:
    pos = position()
    red = pos.unit(0, "t_red_building", FLAG0, points=3)
    pos.unit(0, "t_any_building", (0, 3), points=1)
    double = pos.unit(0, "t_double_building", (1, 3), points=2)
    pos.unit(1, "t_blue_building", FLAG1, points=3)  # not his
    pos.unit(0, "t_vanilla_2_1_2_3", (0, 2))  # not a building
    state = pos.build()
    options = {(a.word_arg("colour"), a.int_arg("hex")) for a in of_kind(state, "take_energy")}
    flag, anyb, dbl = cell(state, FLAG0), cell(state, (0, 3)), cell(state, (1, 3))
    assert options == {("red", flag), ("red", dbl)} | {
        (c, anyb) for c in ("red", "green", "blue", "white")}
    state.apply(Action("take_energy", colour="red", hex=flag))
    assert state.points[red] == 2 and state.pool[0] == [1, 0, 0, 0, 0]
    assert state.holder == 0 and state.stack == []  # no stack, priority kept
    state.apply(Action("take_energy", colour="white", hex=anyb))
    assert state.pool[0] == [1, 0, 0, 1, 0]
    state.apply(Action("take_energy", colour="red", hex=dbl))  # 2 energy per point
    assert state.points[double] == 1 and state.pool[0] == [3, 0, 0, 1, 0]
    assert refused(state, Action("take_energy", colour="blue", hex=flag)) == \
        "HX-ACT-3, HX-ACT-4"


def test_take_energy_two_colour_building_known_answer_hx_dec_17() -> None:
    pos = standard_position()
    camp = pos.unit(0, "briarforge_camp", FLAG0, points=2)
    state = pos.build()
    flag = cell(state, FLAG0)
    assert of_kind(state, "take_energy") == [Action("take_energy", colour="red", hex=flag),
                                            Action("take_energy", colour="green", hex=flag)]
    state.apply(Action("take_energy", colour="green", hex=flag))
    assert state.pool[0] == [0, 1, 0, 0, 0] and state.points[camp] == 1
    state.apply(Action("take_energy", colour="red", hex=flag))
    assert state.pool[0] == [1, 1, 0, 0, 0]


def test_take_energy_from_last_point_known_answer_hx_dec_17_hx_board_3() -> None:
    pos = position()
    building = pos.unit(0, "t_blue_building", FLAG0, points=1)
    state = pos.build()
    state.apply(Action("take_energy", colour="blue", hex=cell(state, FLAG0)))
    assert state.pool[0] == [0, 0, 1, 0, 0]
    assert state.at[building] == -1 and state.board[cell(state, FLAG0)] == -1
    assert ids(state, state.grave[0]) == ["t_blue_building"]
    assert state.holder == 0 and state.phase == "main"


# ---- the Energy Phase (HX-PHENERGY-2, HX-BOARD-2, HX-DEC-22) ------------------------------
def test_energy_phase_points_with_caps_6_and_8_known_answer_hx_phenergy_2() -> None:
    pos = position()
    low = pos.unit(0, "t_red_building", FLAG0, points=1)
    full = pos.unit(0, "t_green_building", (0, 3), points=6)
    cap8 = pos.unit(0, "t_cap_8_building", (1, 3), points=6)
    cap8_full = pos.unit(0, "t_cap_8_building", (-1, 4), points=8)
    creature = pos.unit(0, "t_vanilla_2_1_2_3", (0, 2), points=1)
    enemy = pos.unit(1, "t_blue_building", FLAG1, points=1)
    state = to_own_draw_phase(pos)
    assert state.points[low] == 2
    assert state.points[full] == 6  # HX-BOARD-2: at most 6, the excess is lost
    assert state.points[cap8] == 7 and state.points[cap8_full] == 8  # cap 8 (HX-DEC-22)
    assert state.points[creature] == 1  # buildings only
    assert state.points[enemy] == 1  # his own only
    caps = {u["uid"]: u["cap"] for u in state.observation(0)["board"]}
    assert (caps[full], caps[cap8]) == (6, 8)


# ---- the shared building ability (HX-BOARD-4, HX-DEC-21) ---------------------------------------
def test_shared_ability_known_answer_hx_board_4_hx_dec_21() -> None:
    pos = position()
    source = pos.unit(0, "t_red_building", FLAG0, points=3)
    neighbour = pos.unit(0, "t_green_building", (0, 3), points=2)
    state = pos.build()
    flag = cell(state, FLAG0)
    activations = of_kind(state, "activate")
    assert Action("activate", ability=0, colour="none", hex=flag) in activations
    state.apply(Action("activate", ability=0, colour="none", hex=flag))
    # the cost: 2 points removed, 2 energy of its colour at once (HX-DEC-17)
    assert state.points[source] == 1 and state.pool[0] == [2, 0, 0, 0, 0]
    assert [(o.kind, o.ability, o.targets) for o in state.stack] == [
        ("ability", -1, (neighbour,))]  # the only adjacent building: chosen for him
    assert state.holder == 0
    both_pass(state)
    assert state.points[neighbour] == 3 and state.stack == []
    # 1 point left: the ability is not offered any more
    assert all(a.int_arg("hex") != flag for a in of_kind(state, "activate"))


def test_shared_ability_excess_lost_and_cap_8_hx_dec_21_hx_dec_22() -> None:
    pos = position()
    pos.unit(0, "t_red_building", FLAG0, points=6)
    full = pos.unit(0, "t_green_building", (0, 3), points=6)
    cap8 = pos.unit(1, "t_cap_8_building", (1, 3), points=7)  # either player's
    state = pos.build()
    flag = cell(state, FLAG0)
    state.apply(Action("activate", ability=0, colour="none", hex=flag))
    assert state.pending is not None and state.pending.kind == "choose"
    assert len(state.legal_actions()) == 2  # two adjacent buildings
    state.apply(Action("choose", choice=0))  # the first by cell index: (0, 3)
    both_pass(state)
    assert state.points[full] == 6  # the excess is lost
    state.apply(Action("activate", ability=0, colour="none", hex=flag))
    state.apply(Action("choose", choice=1))  # (1, 3): the opponent's cap-8 building
    both_pass(state)
    assert state.points[cap8] == 8
    assert state.pool[0] == [4, 0, 0, 0, 0]


def test_shared_ability_with_last_two_points_and_colour_hx_dec_21() -> None:
    pos = standard_position()
    camp = pos.unit(0, "briarforge_camp", FLAG0, points=2)
    other = pos.unit(0, "red_outpost", (0, 3), points=1)
    pos.unit(0, "green_outpost", (-1, 3), points=1)  # not adjacent to the Flag
    state = pos.build()
    flag = cell(state, FLAG0)
    mine = [a for a in of_kind(state, "activate") if a.int_arg("hex") == flag]
    assert mine == [Action("activate", ability=0, colour="red", hex=flag),
                    Action("activate", ability=0, colour="green", hex=flag)]
    state.apply(Action("activate", ability=0, colour="green", hex=flag))
    assert state.at[camp] == -1  # paid with its last points: destroyed, allowed
    assert state.pool[0] == [0, 2, 0, 0, 0]
    both_pass(state)
    assert state.points[other] == 2  # still adjacent to the hex it was activated from


def test_buildings_and_artifacts_neither_move_nor_attack_hx_dec_4() -> None:
    """HX-DEC-4: only creatures move and attack; a building's die serves its own
    abilities."""
    pos = position()
    building = pos.unit(0, "t_action_building", (0, 1), die=2)
    artifact = pos.unit(0, "t_energy_trigger", (-1, 1), die=2)
    creature = pos.unit(0, "t_vanilla_2_1_2_3", (1, 0), die=2)
    pos.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    pos.pool(0, colourless=2)
    state = pos.build()
    movers = {a.int_arg("hex") for a in of_kind(state, "move") + of_kind(state, "attack")}
    assert movers == {state.at[creature]}
    assert state.at[building] not in movers and state.at[artifact] not in movers
    here = state.at[building]
    assert refused(state, Action("attack", hex=here, target=cell(state, (0, 0)))) == \
        "HX-ATTACK-1"
    assert refused(state, Action("move", dir=0, hex=here)) == "HX-MOVE-1"
    # its die pays its own ability (1 action: put 1 point on this building)
    mine = [a for a in of_kind(state, "activate") if a.int_arg("hex") == here]
    assert Action("activate", ability=1, colour="none", hex=here) in mine


def test_shared_ability_fizzles_when_target_gone_energy_stays_hx_dec_21() -> None:
    pos = position()
    source = pos.unit(0, "t_red_building", FLAG0, points=4)
    target = pos.unit(0, "t_blue_building", (0, 3), points=1)
    state = pos.build()
    state.apply(Action("activate", ability=0, colour="none", hex=cell(state, FLAG0)))
    # in response, its target's last point is taken as energy: it is gone
    state.apply(Action("take_energy", colour="blue", hex=cell(state, (0, 3))))
    assert state.at[target] == -1
    both_pass(state)
    assert state.stack == [] and state.points[source] == 2
    assert state.pool[0] == [2, 0, 1, 0, 0]  # the cost and its energy stay
    assert "hexy.fizzled" in [e.key for e in state.events_for(0)]


def test_points_lost_to_an_effect_give_no_energy_hx_dec_17() -> None:
    pos = position()
    building = pos.unit(0, "t_red_building", FLAG0, points=3)
    pos.hand(0, ["t_lose_one", "t_vanilla_0_0_1_1"])
    pos.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    pos.pool(0, colourless=1)
    state = pos.build()
    state.apply(Action("cast", hand=0, hex=-1))
    assert state.pending is not None and state.pending.kind == "choose"
    options = state.legal_actions()
    assert len(options) == 2  # the building or the creature (board cards by cell)
    state.apply(Action("choose", choice=1))  # (0, 4) comes after (0, 0)
    both_pass(state)
    assert state.points[building] == 2
    assert state.pool[0] == [0] * 5  # "loses" points: no energy


def test_wizardry_speed_board_card_uses_casters_sphere_hx_dec_11() -> None:
    pos = position()
    pos.unit(0, "t_red_building", (0, 0))
    pos.unit(1, "t_blue_building", FLAG1)
    pos.hand(1, ["t_wizardry_speed_creature"])
    pos.pool(1, colourless=1)
    pos.turn(0, "main", holder=1)
    state = pos.build()
    assert cast_hexes(state, 0) == cells(state, [(1, -4), (-1, -4), (0, -3), (-1, -3)])
