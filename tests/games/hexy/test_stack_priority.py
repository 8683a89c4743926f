"""HexyGame: the stack, priority, phases with priority, triggers and the caps
(HX-STACK, HX-PHDRAW-3..6, HX-PHMAIN, HX-PHCLEAN-3/4, HX-PHEND, HX-DEC-14/23/25/28/
52/53/57/62/63/64, HX-ACT-2/5/6/11/13/15), with the known-answer fixtures of
HX-CONTENT-19 in this area: the carried stack, a Cleanup trigger before the End
scoring, trigger ordering, Center scoring to 12 (and a response removing the
occupier), the loop caps, and refusals (wrong seat, no energy)."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as t_deck
from cardtable.kernel import Action, IllegalAction, state_digest

PASS = Action("pass")


def cell(q: int, r: int) -> int:
    """t_strip cells sorted by r, then q (HX-DEC-63)."""
    return (r + 4) * 3 + (q + 1)


def pos(seed: int = 7, decks: Any = None) -> Any:
    return HEXY.position(seed, card_set="test", map="t_strip",
                         decks=decks or [t_deck(), t_deck()])


def kinds(state: Any) -> set[str]:
    return {a.kind for a in state.legal_actions()}


def stack_kinds(state: Any) -> list[str]:
    return [o.kind for o in state.stack]


def refused(state: Any, action: Action, seat: int | None = None) -> str:
    """The rule of the refusal; the state must be unchanged."""
    before = state_digest(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action, seat)
    assert state_digest(state) == before
    rule: str = info.value.refusal.rule
    return rule


def cast(state: Any, seat: int, cid: str, hex_: int = -1) -> None:
    index = [state.cat.ids[state.card[u]] for u in state.hand[seat]].index(cid)
    state.apply(Action("cast", hand=index, hex=hex_))


def both_pass(state: Any) -> None:
    """The holder passes, then the other player (unless he passed automatically,
    HX-DEC-57, which the engine does for a holder with an empty hand)."""
    holder = state.holder
    state.apply(PASS)
    if not state.is_terminal() and state.pending.kind == "priority" and \
            state.holder != holder and state.passed:
        state.apply(PASS)


def to_end_phase(state: Any) -> None:
    """From the Main Phase with an empty stack into the End Phase (the scoring
    object is created there, HX-DEC-14)."""
    both_pass(state)
    assert state.phase == "end" and state.stack[0].kind == "score"


# ---- the carried stack (HX-CONTENT-19 fixture) ------------------------------------
def carried() -> tuple[Any, dict[str, int]]:
    """Seat 1's End Phase; seat 0 has a building, the Energy and Action triggers, two
    creatures (so the Action trigger's target is asked) and a library."""
    p = pos()
    u = {
        "bld": p.unit(0, "t_red_building", (0, 3), points=1),
        "etrig": p.unit(0, "t_energy_trigger", (1, 3)),
        "atrig": p.unit(0, "t_action_trigger", (-1, 3)),
        "c1": p.unit(0, "t_vanilla_2_1_2_3", (0, 2), points=1),
        "c2": p.unit(0, "t_vanilla_0_0_1_1", (1, 2)),
    }
    p.hand(0, ["t_lose_one", "t_draw_one"]).hand(1, [])
    p.library(0, ["t_vanilla_1_0_1_1", "t_flyer"])
    p.turn(1, phase="end")
    return p.build(), u


def test_carried_stack_energy_then_action_then_draw_with_responses() -> None:
    """HX-PHDRAW-3, HX-PHDRAW-4, HX-DEC-25, HX-STACK-3, HX-ACT-11: the Energy trigger
    (top), the targeted Action trigger, then the draw (bottom) resolve in that order;
    a wizardry cast before the draw resolves before it, one after it after it."""
    s, u = carried()
    hand_before = len(s.hand[0])
    # seat 1 (empty hand) passed automatically (HX-DEC-57); seat 0 passes: the
    # End Phase ends
    assert s.current_player() == 0 and s.holder == 0 and s.passed
    s.apply(PASS)
    # seat 0's turn: Energy (trigger on top), Action (trigger asks its target)
    assert s.active == 0 and s.phase == "action"
    assert s.pending.kind == "choose" and s.current_player() == 0  # HX-ACT-11
    assert len(s.legal_actions()) == 2  # two creatures, by hex index (HX-DEC-63)
    s.apply(Action("choose", choice=0))  # c1 at (0, 2) has the lower index
    assert s.phase == "draw" and s.holder == 0  # HX-STACK-3
    assert stack_kinds(s) == ["draw", "trigger", "trigger"]
    assert s.stack[2].uid == u["etrig"] and s.stack[1].uid == u["atrig"]
    assert s.stack[1].targets == (u["c1"],)
    assert s.points[u["bld"]] == 2  # HX-PHENERGY-2 already done
    both_pass(s)  # the Energy trigger resolves first
    assert s.points[u["etrig"]] == 2 and s.points[u["c1"]] == 1
    both_pass(s)  # then the Action trigger
    assert s.points[u["c1"]] == 2 and stack_kinds(s) == ["draw"]
    # a response before the draw: take energy, cast draw one on top of the draw
    s.apply(Action("take_energy", colour="red", hex=cell(0, 3)))
    cast(s, 0, "t_draw_one")
    assert stack_kinds(s) == ["draw", "spell"]
    both_pass(s)  # the wizardry resolves before the draw: draws the top card
    top_first = s.cat.ids[s.card[s.hand[0][-1]]]
    assert top_first == "t_vanilla_1_0_1_1"
    both_pass(s)  # the draw itself
    assert s.cat.ids[s.card[s.hand[0][-1]]] == "t_flyer"
    assert len(s.hand[0]) == hand_before - 1 + 2
    assert s.phase == "draw" and s.stack == []  # still the Draw Phase, after the draw
    s.apply(Action("take_energy", colour="red", hex=cell(0, 3)))
    cast(s, 0, "t_lose_one")  # the response after the draw (HX-PHDRAW-6)
    assert s.pending.kind == "choose"


def test_draw_phase_allows_wizardries_and_abilities_only() -> None:
    """HX-PHDRAW-5, HX-PHDRAW-6: no move, attack or sorcery-speed cast in the Draw
    Phase; wizardries and activated abilities are legal."""
    p = pos()
    p.unit(0, "t_red_building", (0, 3), points=3)
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(0, "t_pinger", (1, 3))
    p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.hand(0, ["t_lose_one", "t_vanilla_1_0_1_1", "t_plus_five_die"]).pool(0, red=2)
    s = p.turn(0, phase="draw").build()
    legal = s.legal_actions()
    assert {a.kind for a in legal} == {"pass", "take_energy", "discard_for_energy", "cast",
                                       "activate"}
    assert [a for a in legal if a.kind == "cast"] == [Action("cast", hand=0, hex=-1)]
    assert refused(s, Action("cast", hand=2, hex=-1)) == "HX-CARD-10"
    assert refused(s, Action("move", dir=0, hex=cell(0, 1))) == "HX-DEC-29"
    assert refused(s, Action("attack", hex=cell(0, 1), target=cell(0, 0))) == "HX-DEC-29"


def test_end_phase_allows_wizardries_and_abilities_only() -> None:
    """HX-PHEND-4, HX-PHEND-5: the End Phase allows what the Draw Phase allows."""
    p = pos()
    p.unit(0, "t_red_building", (0, 3), points=3)
    p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2)
    p.unit(1, "t_vanilla_1_0_1_1", (0, 0))
    p.unit(0, "t_pinger", (1, 3))
    p.hand(0, ["t_lose_one", "t_vanilla_1_0_1_1"]).pool(0, red=2)
    s = p.turn(0, phase="end").build()
    assert kinds(s) == {"pass", "take_energy", "discard_for_energy", "cast", "activate"}
    assert refused(s, Action("cast", hand=1, hex=cell(0, 2))) == "HX-CARD-10"
    assert refused(s, Action("move", dir=0, hex=cell(0, 1))) == "HX-DEC-29"


def main_position() -> tuple[Any, dict[str, int]]:
    p = pos()
    u = {"bld": p.unit(0, "t_red_building", (0, 3), points=3),
         "me": p.unit(0, "t_vanilla_2_1_2_3", (0, 1), die=2),
         "pinger": p.unit(0, "t_pinger", (1, 3)),
         "foe": p.unit(1, "t_vanilla_1_0_1_1", (0, 0)),
         "foe_pinger": p.unit(1, "t_pinger", (1, -3))}
    p.hand(0, ["t_lose_one", "t_vanilla_1_0_1_1", "t_plus_five_die", "t_plus_attack"])
    p.hand(1, ["t_lose_one", "t_pump", "t_vanilla_0_0_1_1"])
    p.pool(0, red=3).pool(1, colourless=3)
    return p.turn(0).build(), u


def test_main_phase_empty_stack_allows_everything() -> None:
    """HX-PHMAIN-1, HX-ACT-5, HX-ACT-6: with an empty stack the active player may move,
    attack, cast any card type and activate; a board card names its hex, an
    enchantment its host's hex, a virtual card hex -1."""
    s, _u = main_position()
    legal = s.legal_actions()
    assert kinds(s) == {"pass", "take_energy", "discard_for_energy", "cast", "activate",
                        "move", "attack"}
    casts = {(a["hand"], a["hex"]) for a in legal if a.kind == "cast"}
    assert (0, -1) in casts and (2, -1) in casts  # wizardry, sorcery
    assert (1, cell(0, 2)) in casts  # creature next to the building (HX-SPHERE-2)
    assert (3, cell(0, 1)) in casts and (3, cell(0, 0)) in casts  # enchantment hosts
    # HX-ACT-6: the shared building ability is index 0 of a building; the pinger's is 0
    acts = {(a["hex"], a["ability"]) for a in legal if a.kind == "activate"}
    assert (cell(1, 3), 0) in acts


def test_main_phase_nonempty_stack_only_wizardries_and_abilities() -> None:
    """HX-PHMAIN-2, HX-STACK-7, HX-STACK-1: once something is on the stack only
    wizardries and activated abilities (and energy actions, pass) remain."""
    s, _u = main_position()
    cast(s, 0, "t_plus_five_die")  # a sorcery on the stack
    assert stack_kinds(s) == ["spell"] and s.holder == 0
    assert kinds(s) == {"pass", "take_energy", "discard_for_energy", "cast", "activate"}
    casts = [a for a in s.legal_actions() if a.kind == "cast"]
    assert casts == [Action("cast", hand=0, hex=-1)]  # only the wizardry
    assert refused(s, Action("cast", hand=1, hex=cell(0, 2))) == "HX-CARD-10"
    assert refused(s, Action("move", dir=0, hex=cell(0, 1))) == "HX-DEC-29"


def test_pass_gives_priority_and_active_gets_it_after_a_cast() -> None:
    """HX-STACK-2, HX-STACK-4, HX-STACK-5, HX-STACK-8, HX-ACT-2, HX-DEC-23 (b)(d),
    HX-DEC-53: a pass hands priority over; the opponent casts a wizardry in the
    active player's turn, and then the active player has priority."""
    s, _u = main_position()
    cast(s, 0, "t_plus_five_die")
    s.apply(PASS)  # HX-DEC-23 (d)
    assert s.holder == 1 and s.current_player() == 1
    # HX-STACK-5 / HX-DEC-53: the non-active player at wizardry speed only
    assert kinds(s) == {"pass", "discard_for_energy", "cast", "activate"}
    cast(s, 1, "t_pump")
    s.apply(Action("choose", choice=1))  # foe at (0, 0): targets by hex index
    assert stack_kinds(s) == ["spell", "spell"]
    assert s.holder == 0 and s.current_player() == 0  # HX-STACK-4


def test_lifo_resolution_and_resolution_gives_active_priority() -> None:
    """HX-STACK-6, HX-DEC-23 (e): the last played resolves first; after each
    resolution the active player holds priority."""
    s, u = main_position()
    cast(s, 0, "t_plus_five_die")
    s.apply(PASS)
    cast(s, 1, "t_lose_one")
    # board cards by hex index: (1,-3), (0,0), (0,1), (0,3), (1,3) (HX-DEC-63)
    s.apply(Action("choose", choice=2))
    assert s.stack[-1].targets == (u["me"],)
    both_pass(s)
    assert s.points[u["me"]] == 2  # resolved first
    assert stack_kinds(s) == ["spell"] and s.windie == [1, 1]
    assert s.holder == 0 and not s.passed
    both_pass(s)
    assert s.windie == [6, 1] and s.stack == []


def test_energy_actions_do_not_break_the_row() -> None:
    """HX-DEC-23 (c)(e): take_energy and discard_for_energy keep priority and do not
    break a row of passes: after them a pass still resolves the top item."""
    s, _u = main_position()
    cast(s, 0, "t_plus_five_die")
    s.apply(PASS)
    s.apply(Action("discard_for_energy", hand=0))  # seat 1 keeps priority
    assert s.holder == 1 and stack_kinds(s) == ["spell"]
    s.apply(PASS)
    assert s.stack == [] and s.windie == [6, 1]


def test_both_pass_on_empty_stack_ends_the_phase() -> None:
    """HX-DEC-23 (f), HX-DEC-23 (a): the Main Phase ends; the End Phase gives the
    active player priority with the scoring under the stack (HX-DEC-28: created
    even with nobody on the Center)."""
    s, _u = main_position()
    s.apply(PASS)
    assert s.phase == "main"
    s.apply(PASS)
    assert s.phase == "end" and s.holder == 0
    assert stack_kinds(s) == ["score"]  # HX-DEC-28
    both_pass(s)
    assert s.windie == [1, 1]  # nobody of seat 0 on the Center (HX-DEC-14)


# ---- Cleanup trigger before the End scoring (HX-CONTENT-19 fixture) -----------------
def test_cleanup_trigger_resolves_before_end_scoring() -> None:
    """HX-PHCLEAN-3, HX-PHCLEAN-4, HX-PHEND-1, HX-PHEND-3, HX-DEC-14, HX-DEC-25:
    the Cleanup trigger goes on the stack, is carried into the End Phase above the
    scoring, and resolves first; then the scoring adds 1."""
    p = pos()
    trig = p.unit(0, "t_cleanup_trigger", (1, 3))
    p.unit(0, "t_vanilla_2_1_2_3", (0, 0), die=1)
    p.winning_die(0, 5).hand(0, ["t_lose_one"]).hand(1, [])
    s = p.turn(0).build()
    both_pass(s)  # the Main Phase ends; the Cleanup trigger goes on, nobody acts
    assert s.phase == "end" and stack_kinds(s) == ["score", "trigger"]
    assert s.die[s.board[cell(0, 0)]] == -1  # HX-PHCLEAN-1 ran
    both_pass(s)
    assert s.points[trig] == 2 and s.windie == [5, 1] and stack_kinds(s) == ["score"]
    both_pass(s)
    assert s.windie == [6, 1]  # HX-PHEND-1


def test_center_scoring_to_twelve_wins() -> None:
    """HX-PHEND-2, HX-DEC-14 (fixture): an occupier on the Center at 11 wins when the
    scoring resolves."""
    p = pos()
    p.unit(0, "t_vanilla_2_1_2_3", (0, 0))
    p.winning_die(0, 11).hand(0, ["t_lose_one"]).hand(1, [])
    s = p.turn(0).build()
    both_pass(s)
    assert s.phase == "end" and stack_kinds(s) == ["score"]
    both_pass(s)
    assert s.windie[0] == 12 and s.is_terminal() and s.returns() == [1.0, -1.0]


def test_response_removing_the_occupier_prevents_scoring() -> None:
    """HX-DEC-14, HX-PHEND-3 (fixture): the opponent kills the occupier in response
    to the scoring; the scoring checks at resolution and adds nothing."""
    p = pos()
    occ = p.unit(0, "t_vanilla_0_0_1_1", (0, 0))
    p.winning_die(0, 11).hand(0, ["t_pump"]).hand(1, ["t_lose_one", "t_flyer"])
    s = p.turn(0).build()
    to_end_phase(s)
    s.apply(PASS)
    s.apply(Action("discard_for_energy", hand=1))  # the pool emptied (HX-ENERGY-5)
    cast(s, 1, "t_lose_one")  # the only board card is the target (HX-DEC-57)
    assert stack_kinds(s) == ["score", "spell"]
    both_pass(s)
    assert s.at[occ] == -1 and occ in s.grave[0]
    both_pass(s)
    assert s.windie == [11, 1] and not s.is_terminal()


# ---- trigger ordering (HX-CONTENT-19 fixture, HX-ACT-13) -----------------------------
def test_order_triggers_last_chosen_resolves_first() -> None:
    """HX-ACT-13, HX-DEC-25, HX-DEC-52: t_enter_draw's two on_enter triggers fire
    together; its controller orders them (options by ability index), the one placed
    last resolves first."""
    p = pos()
    p.unit(0, "t_red_building", (0, 3))
    p.hand(0, ["t_enter_draw", "t_lose_one"]).pool(0, red=1).hand(1, [])
    p.library(0, ["t_flyer", "t_reacher"])
    s = p.turn(0).build()
    cast(s, 0, "t_enter_draw", cell(0, 2))
    both_pass(s)  # the artifact enters; two triggers wait
    assert s.pending.kind == "order_triggers" and s.current_player() == 0
    assert s.legal_actions() == [Action("order_triggers", choice=0),
                                 Action("order_triggers", choice=1)]
    assert refused(s, PASS) == "HX-ACT-15"
    s.apply(Action("order_triggers", choice=1))  # the mill goes on first (bottom)
    assert [o.ability for o in s.stack] == [1, 0]
    both_pass(s)  # the draw (ability 0) resolves first: draws t_flyer
    assert s.cat.ids[s.card[s.hand[0][-1]]] == "t_flyer"
    both_pass(s)  # then the mill: t_reacher to the graveyard
    assert s.cat.ids[s.card[s.grave[0][-1]]] == "t_reacher"


def test_single_target_chosen_automatically_two_are_asked() -> None:
    """HX-DEC-57: a target choice with one public option is taken automatically; with
    two it is asked (HX-ACT-11)."""
    p = pos()
    p.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    p.hand(0, ["t_lose_one", "t_lose_one"]).pool(0, red=2).hand(1, [])
    s = p.turn(0).build()
    cast(s, 0, "t_lose_one")
    assert s.pending.kind == "priority" and s.stack[-1].targets == (s.board[cell(0, 0)],)


def test_empty_hand_passes_automatically_and_counts() -> None:
    """HX-DEC-57: a holder with an empty hand and nothing else legal passes at once;
    with a card in hand he is asked (discard_for_energy is legal)."""
    p = pos()
    p.hand(0, ["t_plus_five_die", "t_flyer"]).pool(0, red=1).hand(1, [])
    s = p.turn(0).build()
    cast(s, 0, "t_plus_five_die")
    assert s.holder == 0 and s.pending.kind == "priority"
    s.apply(PASS)  # seat 1 passes automatically: the spell resolves
    assert s.windie == [6, 1] and s.current_player() == 0 and s.stack == []
    assert s.turn_actions == 3  # cast, pass, the automatic pass (HX-DEC-62)


# ---- refusals (HX-CONTENT-19 fixture) -------------------------------------------------
def test_wrong_seat_refused_naming_act_15() -> None:
    """HX-ACT-15, HX-DEC-64: seat 1 cannot answer seat 0's decision."""
    s, _u = main_position()
    assert s.current_player() == 0
    assert refused(s, PASS, seat=1) == "HX-ACT-15"


def test_pending_choice_blocks_other_actions_in_opponents_turn() -> None:
    """HX-ACT-15, HX-DEC-64: while the non-active player chooses a target he is the
    current player and only choose is legal."""
    s, _u = main_position()
    s.apply(PASS)
    cast(s, 1, "t_lose_one")
    assert s.active == 0 and s.current_player() == 1 and s.pending.kind == "choose"
    assert kinds(s) == {"choose"}
    assert refused(s, PASS) == "HX-ACT-15"
    assert refused(s, Action("choose", choice=0), seat=0) == "HX-ACT-15"


def test_cast_without_energy_refused() -> None:
    """HX-DEC-20, HX-ACT-5: the pool must pay the cost when casting."""
    p = pos()
    p.hand(0, ["t_lose_one"]).hand(1, [])
    p.unit(1, "t_vanilla_0_0_1_1", (0, 0))
    s = p.turn(0).build()
    assert refused(s, Action("cast", hand=0, hex=-1)) == "HX-DEC-20"


# ---- the caps of HX-DEC-62 (HX-CONTENT-19 fixture) -----------------------------------
def test_free_mover_ends_as_draw_at_the_action_cap() -> None:
    """HX-DEC-62: t_free_mover moves back and forth for free; at 1,000 player actions
    in one turn the game is a draw."""
    deck = ["t_free_mover", "t_echo"] * 4
    p = pos(decks=[deck, deck])
    mover = p.unit(0, "t_free_mover", (0, 1), die=1)
    p.hand(0, ["t_echo"]).hand(1, [])
    s = p.turn(0).build()
    n = 0
    between = {cell(0, 1): 0, cell(1, 1): 3}  # direction to the other hex
    while not s.is_terminal():
        here = s.at[mover]
        move = Action("move", dir=between[here], hex=here)
        s.apply(move if move in s.legal_actions() else PASS)
        n += 1
    assert s.returns() == [0.0, 0.0]
    assert s.end == "cap" and s.turn_actions == 1000
    assert n < 1000  # the opponent's automatic passes count too


def test_echo_ends_as_draw_at_the_stack_cap() -> None:
    """HX-DEC-62: t_echo's free ability activated 101 times in a row: the stack would
    hold more than 100 objects, the game is a draw."""
    deck = ["t_free_mover", "t_echo"] * 4
    p = pos(decks=[deck, deck])
    p.unit(0, "t_echo", (1, 3))
    p.hand(0, ["t_echo"]).hand(1, [])
    s = p.turn(0).build()
    for _ in range(100):
        s.apply(Action("activate", ability=0, colour="none", hex=cell(1, 3)))
    assert len(s.stack) == 100 and not s.is_terminal()
    s.apply(Action("activate", ability=0, colour="none", hex=cell(1, 3)))
    assert s.is_terminal() and s.returns() == [0.0, 0.0]


def test_counter_attack_declaration_gives_active_priority() -> None:
    """HX-DEC-23 (b): after the defender declares a counter-attack the active player
    holds priority, and the row of passes starts again."""
    s, u = main_position()
    s.apply(Action("attack", hex=cell(0, 1), target=cell(0, 0)))
    s.apply(PASS)
    assert s.holder == 1
    s.apply(Action("counter_attack", pay="energy", victim=cell(0, 1)))
    assert s.holder == 0 and not s.passed and stack_kinds(s) == ["attack"]
    both_pass(s)
    assert s.stack == [] and s.at[u["foe"]] == -1  # 2 - 0 = 2 damage on 1 point
    assert s.points[u["me"]] == 3  # the counter-strike: 1 Attack - 1 Defence = 0


@pytest.mark.parametrize("config", [{}, {"map": "hex_r3"},
                                    {"card_set": "test", "map": "t_strip",
                                     "decks": [t_deck(), t_deck()]}])
def test_automatic_pass_is_taken_exactly_when_pass_is_the_only_action(config: Any) -> None:
    """HX-DEC-57: at every priority decision of random games, for both seats, the
    engine's quick test for "only pass is legal" agrees with the full list of legal
    priority actions (so its shortcut for a seat with no card in hand and no board
    card skips nothing)."""
    from cardtable.games.hexy.legal import only_pass, priority_actions
    from cardtable.kernel import Rng

    checked = 0
    for seed in range(6):
        st = HEXY.new_state(seed=seed, players=2, **config)
        rng = Rng(seed)
        while not st.is_terminal():
            if st.pending is not None and st.pending.kind == "priority":
                for seat in (0, 1):
                    assert only_pass(st, seat) == (len(priority_actions(st, seat)) == 1)
                    checked += 1
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
    assert checked > 100
