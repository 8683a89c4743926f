"""The position builder, extra test cards and the invariants of a position (SD-COMP, SD-INFO).

``GAME.position`` / ``GAME.edit`` set up a mid-game position through checked setters;
``build`` re-checks the invariants (every card exactly once, counts in range, the board
census). ``GAME.with_cards`` loads extra cards for one game without changing the
registered one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.games.science_duel.model import Card
from cardtable.kernel import Action, CardDataError, PositionError, Rng

from .helpers import CARDS, GAME, code, edit, fresh, hand, names

BOLT = '''
[[card]]
id = "test_bolt"
name = { cs = "Blesk", en = "Bolt" }
type = "spell"
class = "neutral"
cost = 1
target = "character"
effects = [{ op = "damage", amount = 4 }]
'''


def test_builder_sets_hands_decks_board_and_resources() -> None:
    """SD-COMP-3, SD-COMP-5, SD-COMP-7, SD-DRAW-1: a position from setters; the deck's first
    card is on top, and play goes on through the public API."""
    pos = GAME.position(seed=3, deck0="fyzik", deck1="inzenyr", first_player=0)
    pos.hand(0, ["paprsek", "student"]).deck(0, ["laser", "kyvadlo"])
    pos.unit(1, 2, "ochranka", hp=2).effect(0, "odraz").field(1, "knihovna")
    pos.side(0, mana=5, slots=6, life=17).grave(1, ["dron"])
    st = pos.build()
    assert hand(st, 0) == ["paprsek", "student"] and st.sides[0].deck[-1].cid == "laser"
    assert names(st, 1)[1] == "ochranka" and st.sides[1].units[1].hp == 2  # type: ignore[union-attr]
    assert (st.sides[0].mana, st.sides[0].slots, st.sides[0].life) == (5, 6, 17)
    assert st.field is not None and st.field.cid == "knihovna" and st.field.owner == 1
    assert GAME.invariant_errors(st) == []
    st.apply(Action("play", hand=0, slot=0, target=code(1, 2)))  # Paprsek: 3 damage
    assert names(st, 1)[1] is None


@pytest.mark.parametrize(("setter", "message"), [
    (lambda p: p.unit(0, 8, "student"), "unit slot"),
    (lambda p: p.unit(0, 1, "paprsek"), "not a unit"),
    (lambda p: p.unit(2, 1, "student"), "seat"),
    (lambda p: p.give(0, "no_such_card"), "unknown card"),
    (lambda p: p.side(0, mana=11), "mana"),
    (lambda p: p.side(0, luck=3), "no 'luck'"),
    (lambda p: p.effect(0, "paprsek"), "instant spell"),
    (lambda p: p.field(0, "student"), "not a field"),
    (lambda p: p.unit(0, 1, "student").unit(0, 1, "student"), "taken"),
    (lambda p: p.change_unit(0, 3, hp=2), "no unit"),
    (lambda p: p.unit(0, 1, "student", wings=2), "no 'wings'"),
    (lambda p: p.fire(0, "student"), "no 'effects' text"),
])
def test_setters_check_their_arguments(setter, message: str) -> None:  # type: ignore[no-untyped-def]
    """SD-COMP-3, SD-COMP-5, SD-START-4: a bad argument is a PositionError naming it."""
    pos = GAME.position(seed=1, first_player=0)
    with pytest.raises(PositionError, match=message):
        setter(pos)


def test_build_checks_that_every_card_is_there_once() -> None:
    """SD-COMP-7, SD-COMP-8: every card instance is exactly once somewhere; a card copied
    by hand, or one that vanished, is reported by ``build``."""
    st = fresh()
    st.sides[0].hand.append(st.sides[0].deck[-1])  # the top card twice
    with pytest.raises(PositionError, match="2 times"):
        edit(st).build()
    st = fresh()
    st.sides[0].deck.pop()
    with pytest.raises(PositionError, match="missing"):
        edit(st).build()
    st = fresh()
    st.sides[1].grave.append(Card(st.next_uid + 5, "student", True))  # an invented card
    assert any("expected 0" in e for e in GAME.invariant_errors(st))


def test_replaced_cards_are_set_aside_not_lost() -> None:
    """SD-COMP-7: a hand or deck replaced by the builder goes out of the game, still
    counted, so the position keeps every card."""
    pos = GAME.position(seed=2, first_player=1)
    before = len(pos.state.sides[1].hand) + len(pos.state.sides[1].deck)
    st = pos.hand(1, []).deck(1, ["student"]).build()
    assert len(st.aside) == before and GAME.invariant_errors(st) == []


def test_invariants_hold_through_random_games() -> None:
    """SD-COMP-7, SD-DEC-2: in seeded random play every state keeps its invariants."""
    for seed in range(6):
        st = GAME.new_state(seed=seed, deck0=["chemik", "informatik", "fyzik"][seed % 3],
                            deck1=["inzenyr", "matematik"][seed % 2])
        rng = Rng(seed)
        while not st.is_terminal():
            assert GAME.invariant_errors(st) == [], (seed, st.steps)
            actions = st.legal_actions()
            st.apply(actions[rng.below(len(actions))])
        assert GAME.invariant_errors(st) == []


def test_fire_resolves_a_text_and_can_leave_a_decision_pending() -> None:
    """SD-ACT-7, SD-ACT-8, SD-DEC-14: a running effect; a position waiting for its decision."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    edit(st).unit(1, 1, "student").unit(1, 2, "doktorand").fire(0, "paprsek").build()
    assert st.pending is not None and st.pending.kind == "choose_target"
    assert st.current_player() == 0
    st.apply(Action("choose_target", target=code(1, 2)))  # 3 damage to the PhD student
    assert names(st, 1) == ["student", None, None, None, None, None, None]


def test_with_cards_adds_cards_to_one_game_only(tmp_path: Path) -> None:
    """SD-CONTENT-1: extra cards (a TOML text or file) join a new game, validated like the
    pool; the registered game and its catalogue do not change."""
    game = GAME.with_cards(BOLT)
    assert "test_bolt" in game.catalogue.cards and "test_bolt" not in CARDS
    assert game.card_text("test_bolt", "en") == "Deal 4 damage to a character."
    st = fresh(game=game)
    edit(st).give(0, "test_bolt").build()
    st.apply(Action("play", hand=0, slot=0, target=code(1)))
    assert st.sides[1].life == 26
    path = tmp_path / "bolt.toml"
    path.write_text(BOLT, encoding="utf-8")
    assert "test_bolt" in GAME.with_cards(path).catalogue.cards
    with pytest.raises(CardDataError, match="already has"):
        GAME.with_cards(BOLT.replace("test_bolt", "paprsek"))
    with pytest.raises(CardDataError, match="amount"):
        GAME.with_cards(BOLT.replace('op = "damage", amount = 4', 'op = "draw", amount = 4'))
    with pytest.raises(ValueError, match="another game"):
        GAME.edit(st)
