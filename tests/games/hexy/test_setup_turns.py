"""HexyGame: components, decks, setup, mulligans, turn structure and phases.

Known-answer fixtures of HX-CONTENT-19 in this area: setup with mulligans to 7 and
to 6; the first turn starting in Main with no draw; an empty library skipping the
Energy Phase and the draw without losing; the turn limit won on the Winning Die and
drawn on equal dice.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.hexy import game as hexy_game
from cardtable.games.hexy.cards import prebuilt_decks
from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.position import HxPosition
from cardtable.games.hexy.state import HxState
from cardtable.kernel import Action, IllegalAction, OptionError, state_digest

DECK = hexy_game.test_deck()
TEST = {"card_set": "test", "map": "t_strip", "shuffle": False, "first_player": 0}
FLAG0 = (0, 4)
CENTER = (0, 0)


def new(decks: list[list[str]] | None = None, seed: int = 1, **options: Any) -> HxState:
    opts = {**TEST, "decks": decks or [DECK, DECK], **options}
    state = HEXY.new_state(seed=seed, players=2, **opts)
    assert isinstance(state, HxState)
    return state


def position(**options: Any) -> HxPosition:
    """A position builder on the fixed test setup (seat 0 starts, libraries unshuffled)."""
    pos = HEXY.position(1, **{**TEST, "decks": [DECK, DECK], **options})
    assert isinstance(pos, HxPosition)
    return pos


def ids(state: HxState, uids: list[int]) -> list[str]:
    return [state.cat.ids[state.card[u]] for u in uids]


def library_top_first(state: HxState, seat: int) -> list[str]:
    return list(reversed(ids(state, state.library[seat])))


def keep_both(state: HxState) -> HxState:
    state.apply(Action("keep"))
    state.apply(Action("keep"))
    return state


def keys(state: HxState, seat: int | None = 0) -> list[str]:
    return [e.key for e in state.events_for(seat)]


def pass_until(state: HxState, done: Any, limit: int = 500) -> None:
    """Pass until ``done(state)``; every decision met must be a priority one."""
    for _ in range(limit):
        if done(state):
            return
        assert state.pending is not None and state.pending.kind == "priority"
        state.apply(Action("pass"))
    raise AssertionError("condition never reached")


def refused(state: HxState, action: Action) -> str:
    before = state_digest(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert state_digest(state) == before
    assert err.value.refusal is not None
    return err.value.refusal.rule or ""


def option_rule(**options: Any) -> str:
    with pytest.raises(OptionError) as err:
        HEXY.new_state(seed=1, players=2, **options)
    assert err.value.refusal is not None
    return err.value.refusal.rule or ""


# ---- components (HX-COMP-1..5) ----------------------------------------------------------
def test_components_exist_as_game_data_hx_comp_1_to_5() -> None:
    pos = position()
    uid = pos.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    built = pos.build()
    obs = built.observation(0)
    assert obs["map"] == "t_strip"  # HX-COMP-1: a map
    assert len(built.hmap.cells) == 27
    unit = next(u for u in obs["board"] if u["uid"] == uid)
    assert unit["die"] == 2  # HX-COMP-2: an action die on a board card
    assert unit["points"] == 3  # HX-COMP-3: points on a board card
    assert obs["winning_dice"] == [1, 1]  # HX-COMP-4: one Winning Die each
    # HX-COMP-5: each player plays his own deck: hand + library + board = his listing
    for seat in (0, 1):
        owned = [u for u in range(len(built.card)) if built.owner[u] == seat]
        assert sorted(ids(built, owned)) == sorted(DECK)


def test_each_player_has_his_own_deck_hx_comp_5() -> None:
    state = keep_both(new([["t_red_building"] * 10, ["t_blue_building"] * 9]))
    assert set(ids(state, state.hand[0] + state.library[0])) == {"t_red_building"}
    assert set(ids(state, state.hand[1] + state.library[1])) == {"t_blue_building"}
    assert state.observation(None)["library"] == [2, 1]


# ---- deck legality (HX-DECK-1..6, HX-DEC-47) ---------------------------------------------
def _standard_deck(extra: list[str]) -> list[str]:
    return ["red_outpost"] * (48 - len(extra)) + extra


def test_deck_needs_48_cards_hx_deck_1() -> None:
    good = _standard_deck([])
    assert option_rule(decks=[good[:47], good]) == "HX-DECK-1"
    HEXY.new_state(seed=1, players=2, decks=[good, good])  # 48 is enough


def test_basic_buildings_and_energies_unlimited_hx_deck_2_hx_deck_3() -> None:
    state = HEXY.new_state(seed=1, players=2,
                           decks=[["red_outpost"] * 60, ["red_energy"] * 48])
    assert isinstance(state, HxState)
    assert len(state.hand[0]) + len(state.library[0]) == 60  # HX-DECK-2
    assert len(state.hand[1]) + len(state.library[1]) == 48  # HX-DECK-3


@pytest.mark.parametrize(("card", "limit", "rule"), [
    ("goblin_hexhopper", 3, "HX-DECK-4"),
    ("smoketusk_bruiser", 4, "HX-DECK-5"),
    ("goblin", 5, "HX-DECK-6"),
])
def test_copy_limits_by_rarity_hx_deck_4_5_6(card: str, limit: int, rule: str) -> None:
    ok = _standard_deck([card] * limit)
    HEXY.new_state(seed=1, players=2, decks=[ok, ok])
    bad = _standard_deck([card] * (limit + 1))
    assert option_rule(decks=[ok, bad]) == rule


def test_deck_details_hx_dec_47() -> None:
    good = _standard_deck([])
    # at most 120 cards (engine bound)
    assert option_rule(decks=[good, ["red_outpost"] * 121]) == "HX-DEC-47"
    HEXY.new_state(seed=1, players=2, decks=[good, ["red_outpost"] * 120])
    # unknown card, unknown deck, test cards outside the test set, wrong count of decks
    assert option_rule(decks=[good, [*good[:47], "no_such_card"]]) == "HX-DEC-47"
    assert option_rule(decks=["no_such_deck", "sky_guard"]) == "HX-DEC-47"
    assert option_rule(decks=[DECK, DECK]) == "HX-DEC-47"
    assert option_rule(decks=[good]) == "HX-DEC-47"
    # the test set checks neither size nor copies
    state = new([["t_red_building"], ["t_red_building"] * 9])
    assert len(state.hand[0]) == 1
    # default decks: the two preconstructed ones, seat i plays entry i
    default = HEXY.new_state(seed=3, players=2)
    assert isinstance(default, HxState)
    for seat, name in enumerate(("goblin_rush", "sky_guard")):
        owned = [u for u in range(len(default.card)) if default.owner[u] == seat]
        assert sorted(ids(default, owned)) == sorted(prebuilt_decks()[name].listing())


def test_decklists_are_public_hx_dec_48() -> None:
    """HX-DEC-48."""
    state = new([["t_red_building"] * 9, ["t_blue_building"] * 10])
    # both lists are game options, visible to either seat with the state's record
    assert state.options.decks == [["t_red_building"] * 9, ["t_blue_building"] * 10]
    spectator = state.observation(None)
    assert spectator["library"] == [1, 2]
    assert spectator["hands"][0] == [None] * 8  # the hand itself stays hidden


# ---- game options (HX-ACT-14, HX-DEC-1, HX-DEC-5) ----------------------------------------
def test_game_options_hx_act_14() -> None:
    for bad in ({"max_turns": 9}, {"max_turns": 201}, {"first_player": 2},
                {"card_set": "other"}, {"map": "no_such_map"}):
        with pytest.raises(OptionError):
            HEXY.new_state(seed=1, players=2, **{**TEST, "decks": [DECK, DECK], **bad})
    for fine in ({"max_turns": 10}, {"max_turns": 200}, {"first_player": 1},
                 {"map": "hex_r4"}):
        new(**fine)


def test_two_players_and_starting_player_hx_dec_1() -> None:
    with pytest.raises(OptionError):
        HEXY.new_state(seed=1, players=3, **{**TEST, "decks": [DECK, DECK, DECK]})
    assert new(first_player=1).first == 1
    firsts = set()
    for seed in range(12):
        a = new(seed=seed, first_player="random")
        b = new(seed=seed, first_player="random")
        assert a.first == b.first  # seeded
        firsts.add(a.first)
    assert firsts == {0, 1}


def test_no_simplified_mode_hx_dec_5() -> None:
    with pytest.raises(OptionError):  # there is no option switching rules off
        HEXY.new_state(seed=1, players=2, simplified=True, **{**TEST, "decks": [DECK, DECK]})


# ---- setup (HX-SETUP-1..6, HX-DEC-7, HX-DEC-55, HX-ACT-1) -------------------------------------
def test_library_is_the_shuffled_deck_hx_setup_1_hx_dec_54() -> None:
    """HX-SETUP-1; HX-DEC-54: the deck and the library are one pile."""
    fixed = new()
    assert ids(fixed, fixed.hand[0]) == DECK[:8]  # shuffle=False: listed order
    assert library_top_first(fixed, 0) == DECK[8:]
    shuffled = new(shuffle=True, seed=5)
    again = new(shuffle=True, seed=5)
    cards = ids(shuffled, shuffled.hand[0]) + library_top_first(shuffled, 0)
    assert sorted(cards) == sorted(DECK)  # the deck ("balíček") becomes the library
    assert cards != DECK  # HX-SETUP-1: shuffled
    assert ids(again, again.hand[0]) == ids(shuffled, shuffled.hand[0])  # seeded RNG
    other_seat = ids(shuffled, shuffled.hand[1]) + library_top_first(shuffled, 1)
    assert other_seat != cards  # each seat shuffled separately


def test_setup_known_answer_hx_setup_2_5_hx_dec_55() -> None:
    state = new(first_player=1)
    assert [len(h) for h in state.hand] == [8, 8]  # HX-SETUP-2
    assert state.windie == [1, 1]  # HX-SETUP-5
    assert state.pool == [[0] * 5, [0] * 5]
    assert all(u < 0 for u in state.board)
    # HX-DEC-55 (4): the starting player draws first
    draws = [e.params["seat"] for e in state.events_for(None) if e.key.startswith("hexy.draw")]
    assert draws == [1] * 8 + [0] * 8
    # HX-DEC-7: the starting player decides first
    assert state.current_player() == 1
    assert state.legal_actions() == [Action("keep"), Action("mulligan")]  # HX-ACT-1
    assert state.observation(0)["decision"] == {"kind": "mulligan", "seat": 1}


def test_mulligans_to_7_and_6_known_answer_hx_setup_3_4_hx_dec_7() -> None:
    """HX-SETUP-3, HX-SETUP-4, HX-DEC-7, HX-INFO-3."""
    state = new()
    state.apply(Action("mulligan"))  # to 7
    assert state.current_player() == 0  # sees his new hand, decides again
    assert ids(state, state.hand[0]) == DECK[8:15]
    # shuffle=False: the old hand went to the bottom in hand order
    assert library_top_first(state, 0) == DECK[15:] + DECK[:8]
    state.apply(Action("mulligan"))  # to 6 (HX-SETUP-4: repeated)
    assert ids(state, state.hand[0]) == DECK[15:21]
    assert library_top_first(state, 0) == DECK[21:] + DECK[:8] + DECK[8:15]
    assert state.observation(1)["mulligans"] == [2, 0]  # public as counts
    assert [e.params["n"] for e in state.events_for(1) if e.key == "hexy.mulligan"] == [7, 6]
    assert state.current_player() == 0
    state.apply(Action("keep"))
    assert state.current_player() == 1  # then the other player
    assert len(state.hand[1]) == 8
    state.apply(Action("mulligan"))
    state.apply(Action("keep"))
    assert [len(h) for h in state.hand] == [6, 7]
    assert [len(lib) for lib in state.library] == [len(DECK) - 6, len(DECK) - 7]
    assert state.phase == "main" and state.current_player() == 0


def test_mulligan_down_to_zero_then_automatic_keep_hx_act_1() -> None:
    state = new([["t_red_building"] * 3, DECK])
    assert len(state.hand[0]) == 3
    state.apply(Action("mulligan"))
    state.apply(Action("mulligan"))
    assert len(state.hand[0]) == 1
    state.apply(Action("mulligan"))  # to 0: keep is automatic (nothing to decide)
    assert state.hand[0] == []
    assert state.current_player() == 1
    assert state.pending is not None and state.pending.kind == "mulligan"


def test_first_turn_starts_in_main_without_draw_hx_setup_6_hx_dec_8() -> None:
    """HX-SETUP-6, HX-DEC-8, HX-DEC-55 (7)."""
    state = keep_both(new())
    assert state.phase == "main" and state.active == 0 and state.holder == 0
    assert state.turn == 1 and state.turns == [1, 0]
    assert len(state.hand[0]) == 8  # no draw
    assert len(state.library[0]) == len(DECK) - 8
    obs = state.observation(0)
    assert obs["decision"] == {"kind": "priority", "seat": 0}
    phases = [e.params["phase"]["en"] for e in state.events_for(0) if e.key == "hexy.phase"]
    assert phases == ["Main Phase"]
    assert "hexy.energy_skipped" not in keys(state)


# ---- turns and phases (HX-TURN-1..4, HX-DEC-56, HX-DEC-24, HX-ACT-12) -------------------
def _phase_names(state: HxState, since: int = 0) -> list[str]:
    evs = state.events_for(None)[since:]
    return [e.params["phase"]["en"] for e in evs if e.key == "hexy.phase"]


def test_turns_alternate_with_six_phases_hx_turn_1_to_4_hx_dec_56() -> None:
    """HX-TURN-1, HX-TURN-2, HX-TURN-3, HX-TURN-4, HX-DEC-56."""
    state = keep_both(new())
    start = len(state.events_for(None))
    pass_until(state, lambda s: s.active == 1 and s.phase == "main")
    names = _phase_names(state, start)
    assert names == ["Cleanup Phase", "End Phase",  # turn 1 (seat 0), begun in Main
                     "Energy Phase", "Action Phase", "Draw Phase", "Main Phase"]
    assert state.turn == 2 and state.turns == [1, 1]  # HX-TURN-1
    assert state.active == 1  # HX-TURN-3
    assert state.observation(0)["active"] == 1
    start = len(state.events_for(None))
    pass_until(state, lambda s: s.active == 0 and s.phase == "main")
    assert _phase_names(state, start) == ["Cleanup Phase", "End Phase", "Energy Phase",
                                          "Action Phase", "Draw Phase", "Main Phase"]
    assert state.turns == [2, 1] and state.turn == 3


def test_no_decision_in_energy_action_cleanup_hx_dec_24() -> None:
    """HX-PHENERGY-3, HX-PHACTION-3, HX-PHCLEAN-2, HX-ACT-12: nobody holds priority in
    those phases; they run on automatically."""
    state = keep_both(new(max_turns=10))
    seen = set()
    while not state.is_terminal():
        seen.add(state.phase)
        state.apply(Action("pass"))
    assert seen == {"draw", "main", "end"}


def test_priority_passes_and_phase_end_hx_dec_6() -> None:
    """HX-DEC-6 (the stack graph is HX-DEC-23): a pass hands priority over; two passes
    in a row on an empty stack end the phase."""
    state = keep_both(new())
    state.apply(Action("pass"))
    assert state.phase == "main" and state.holder == 1 and state.current_player() == 1
    state.apply(Action("pass"))
    assert state.phase == "end" and state.holder == 0
    assert [o.kind for o in state.stack] == ["score"]


def test_draw_phase_draws_one_hx_phdraw_1() -> None:
    """HX-PHDRAW-1: the draw goes on the stack and draws the top card."""
    state = keep_both(new())
    pass_until(state, lambda s: s.active == 1 and s.phase == "draw")
    assert [o.kind for o in state.stack] == ["draw"]
    assert len(state.hand[1]) == 8
    state.apply(Action("pass"))
    state.apply(Action("pass"))
    assert ids(state, state.hand[1]) == DECK[:9]
    assert state.phase == "draw" and state.stack == []


def test_no_maximum_hand_size_hx_dec_45() -> None:
    """HX-DEC-45: nothing is discarded at any hand size."""
    state = keep_both(new())
    pass_until(state, lambda s: s.turns == [3, 2] and s.phase == "main")
    assert len(state.hand[0]) == 10 and len(state.hand[1]) == 10  # nothing discarded


def test_empty_library_skips_energy_and_draw_without_losing_hx_phenergy_1() -> None:
    """Known answer: HX-PHENERGY-1, HX-PHDRAW-2, HX-DEC-27."""
    pos = position()
    building = pos.unit(0, "t_red_building", FLAG0, points=2)
    pos.hand(0, ["t_vanilla_0_0_1_1"])
    pos.library(0, [], only=True)
    pos.turn(1, "main")
    state = pos.build()
    start = len(state.events_for(None))
    pass_until(state, lambda s: s.active == 0 and s.phase == "draw")
    evs = [e.key for e in state.events_for(None)[start:]]
    assert "hexy.energy_skipped" in evs
    assert state.points[building] == 2  # no point placed
    assert state.stack == []  # no draw object
    assert _phase_names(state, start)[-3:] == ["Energy Phase", "Action Phase", "Draw Phase"]
    pass_until(state, lambda s: s.phase == "main")
    assert len(state.hand[0]) == 1 and not state.is_terminal()
    assert state.active == 0


def test_library_emptied_before_the_draw_resolves_hx_dec_27() -> None:
    pos = position()
    pos.hand(0, ["t_mill_self_one", "t_vanilla_0_0_1_1"])
    pos.library(0, ["t_vanilla_1_0_1_1"], only=True)
    pos.turn(1, "main")
    state = pos.build()
    pass_until(state, lambda s: s.active == 0 and s.phase == "draw")
    assert [o.kind for o in state.stack] == ["draw"]
    state.apply(Action("discard_for_energy", hand=1))
    state.apply(Action("cast", hand=0, hex=-1))  # mill 1 of his own, over the draw
    # his hand is now empty, so his passes are automatic (HX-DEC-57)
    assert state.current_player() == 1
    state.apply(Action("pass"))  # the mill resolves
    assert state.library[0] == [] and [o.kind for o in state.stack] == ["draw"]
    assert state.current_player() == 1
    state.apply(Action("pass"))  # the draw resolves and draws nothing
    assert state.stack == [] and state.hand[0] == []
    assert not state.is_terminal()
    assert ids(state, state.grave[0])[-3:] == [
        "t_vanilla_0_0_1_1", "t_vanilla_1_0_1_1", "t_mill_self_one"]


# ---- the Action and Cleanup Phases (HX-PHACTION-1/2, HX-PHCLEAN-1) ------------------------
def test_action_dice_set_hx_phaction_2() -> None:
    pos = position()
    creature = pos.unit(0, "t_vanilla_2_1_2_3", (0, 2), die=0)
    building = pos.unit(0, "t_red_building", FLAG0)
    action_building = pos.unit(0, "t_action_building", (1, 3))
    enemy = pos.unit(1, "t_vanilla_6_4_3_6", (0, -2))
    pos.turn(1, "main")
    state = pos.build()
    pass_until(state, lambda s: s.active == 0 and s.phase == "draw")
    assert state.die[creature] == 2  # HX-PHACTION-2: set to its third number
    assert state.die[building] == -1  # actions 0: no die
    assert state.die[action_building] == 2
    assert state.die[enemy] == -1  # only the active player's cards get dice


def test_action_dice_removed_in_cleanup_hx_phclean_1() -> None:
    pos = position()
    creature = pos.unit(0, "t_vanilla_2_1_2_3", (0, 2), die=2)
    action_building = pos.unit(0, "t_action_building", (1, 3), die=1)
    enemy = pos.unit(1, "t_vanilla_6_4_3_6", (0, -2), die=1)
    state = pos.build()
    pass_until(state, lambda s: s.phase == "end")
    assert [state.die[u] for u in (creature, action_building)] == [-1, -1]
    assert state.die[enemy] == 1  # only his own
    assert [u["die"] for u in state.observation(1)["board"] if u["uid"] == creature] == [-1]


def test_old_dice_removed_first_hx_phaction_1() -> None:
    pos = position()
    creature = pos.unit(0, "t_vanilla_3_1_1_3", (0, 2), die=5, counter_die=True)
    pos.turn(1, "main")
    state = pos.build()
    pass_until(state, lambda s: s.active == 0 and s.phase == "draw")
    assert state.die[creature] == 1 and state.counter_die[creature] is False


# ---- carried stack (HX-PHENERGY-4/5, HX-PHACTION-4/5) -------------------------------------
def test_energy_and_action_triggers_carried_to_draw_hx_phenergy_4_5_hx_phaction_4_5() -> None:
    """HX-PHENERGY-4, HX-PHENERGY-5, HX-PHACTION-4, HX-PHACTION-5, HX-DEC-25: nothing
    resolves before the Draw Phase."""
    pos = position()
    energy_art = pos.unit(0, "t_energy_trigger", (1, 3))
    action_art = pos.unit(0, "t_action_trigger", (-1, 3))
    creature = pos.unit(0, "t_vanilla_2_1_2_3", (0, 2), points=1)
    pos.turn(1, "main")
    state = pos.build()
    pass_until(state, lambda s: s.active == 0 and s.phase == "draw")
    # top to bottom: the Energy trigger (on top), the Action trigger (under), the draw
    kinds = [(o.kind, o.uid) for o in reversed(state.stack)]
    assert kinds == [("trigger", energy_art), ("trigger", action_art), ("draw", -1)]
    assert state.stack[1].targets == (creature,)  # one creature: chosen automatically
    assert state.points[energy_art] == 1  # nothing resolved yet
    state.apply(Action("pass"))
    state.apply(Action("pass"))
    assert state.points[energy_art] == 2
    state.apply(Action("pass"))
    state.apply(Action("pass"))
    assert state.points[creature] == 2
    hand = len(state.hand[0])
    state.apply(Action("pass"))
    state.apply(Action("pass"))
    assert len(state.hand[0]) == hand + 1 and state.stack == []


# ---- the Center and the turn limit (HX-MAP-4, HX-DEC-46, HX-DEC-51) -----------------------
def test_center_scores_at_end_of_turn_hx_map_4() -> None:
    pos = position()
    pos.unit(0, "t_vanilla_2_1_2_3", CENTER)
    pos.winning_die(0, 3)
    state = pos.build()
    pass_until(state, lambda s: s.phase == "end" and s.stack == [])
    assert state.windie == [4, 1]
    pass_until(state, lambda s: s.active == 1 and s.phase == "end" and s.stack == [])
    assert state.windie == [4, 1]  # seat 1 does not occupy it in his turn


def test_turn_limit_full_game_draw_on_equal_dice_hx_dec_46_hx_dec_51() -> None:
    state = keep_both(new(max_turns=10))
    while not state.is_terminal():
        state.apply(Action("pass"))
    assert state.turns == [10, 10] and state.turn == 20
    assert state.returns() == [0.0, 0.0]  # HX-DEC-51: a draw is 0
    assert state.observation(None)["result_reason"] == "turn_limit"


@pytest.mark.parametrize(("dice", "returns"), [((5, 2), [1.0, -1.0]), ((2, 7), [-1.0, 1.0]),
                                               ((4, 4), [0.0, 0.0])])
def test_turn_limit_won_on_winning_die_hx_dec_46_hx_dec_51(
        dice: tuple[int, int], returns: list[float]) -> None:
    pos = position(max_turns=10)
    pos.winning_die(0, dice[0])
    pos.winning_die(1, dice[1])
    pos.turn(1, "end", turns=10)  # the second player's last allowed turn
    state = pos.build()
    state.apply(Action("pass"))
    state.apply(Action("pass"))
    assert state.is_terminal()
    assert state.returns() == returns  # HX-DEC-51: win 1, loss -1, draw 0
    assert "hexy.turn_limit" in keys(state, None)


def test_turn_limit_waits_for_the_second_player_hx_dec_46() -> None:
    pos = position(max_turns=10)
    pos.winning_die(0, 5)
    pos.turn(0, "end", turns=10)  # the starting player's 10th turn ends: play goes on
    state = pos.build()
    pass_until(state, lambda s: s.active == 1)
    assert not state.is_terminal() and state.phase == "draw"


def test_mulligan_with_shuffle_hx_dec_7() -> None:
    """HX-DEC-7: the hand goes back, the library is shuffled, one card fewer."""
    state = new(shuffle=True, seed=9)
    before = sorted(ids(state, state.hand[0] + state.library[0]))
    state.apply(Action("mulligan"))
    assert len(state.hand[0]) == 7 and len(state.library[0]) == len(DECK) - 7
    assert sorted(ids(state, state.hand[0] + state.library[0])) == before
    assert state.current_player() == 0


def test_default_turn_limit_and_building_on_center_hx_dec_46_hx_map_4() -> None:
    assert new().options.max_turns == 60  # HX-DEC-46: default 60 turns per player
    pos = position()
    pos.unit(0, "t_red_building", CENTER)  # HX-MAP-4: any board card occupies it
    pos.unit(1, "t_vanilla_6_4_3_6", (1, 0))  # an enemy next to it changes nothing
    state = pos.build()
    pass_until(state, lambda s: s.phase == "end" and s.stack == [])
    assert state.windie == [2, 1]
