"""``PlayerView``: a seat's observation, events and legal actions, never the state."""

from __future__ import annotations

import pytest

from cardtable.kernel import Action, PlayerView, Rng, State
from support.toy_game import TOY, ToyState


def started(seed: int = 2) -> ToyState:
    state = TOY.new_state(seed=seed, players=2)
    assert isinstance(state, ToyState)
    state.apply(Action("draw"))
    return state


def test_view_of_the_deciding_seat() -> None:
    state = started()
    view = PlayerView(state, 1)
    assert view.seat == 1 and view.game is TOY and view.is_my_turn
    assert view.observation == state.observation(1)
    assert view.legal_actions == state.legal_actions()
    assert view.events == state.events_for(1)


def test_view_of_a_waiting_seat_has_no_actions() -> None:
    state = started()
    view = PlayerView(state, 0)
    assert view.legal_actions == [] and not view.is_my_turn
    assert view.observation["hand"] == state.hands[0]
    assert "hands" not in view.observation


def test_view_events_hide_the_other_seats_cards() -> None:
    state = started()
    view = PlayerView(state, 1)
    drawn_by_0 = [e for e in view.events if e.params.get("seat") == 0]
    assert drawn_by_0 and all("card" not in e.params for e in drawn_by_0)


def test_determinize_scrubs_events_and_history() -> None:
    state = started()
    sample = PlayerView(state, 1).determinize(Rng(4))
    assert isinstance(sample, ToyState)
    assert sample.history == [] and sample.events == state.events_for(1)
    assert sample.observation(1) == state.observation(1)
    assert sample.hands[1] == state.hands[1]
    others = {tuple(PlayerView(state, 1).determinize(Rng(k)).hands[0]) for k in range(20)}
    assert len(others) > 1, "seat 0's hand is resampled, not copied"


def test_no_public_attribute_hands_out_the_state() -> None:
    view = PlayerView(started(), 0)
    public = [name for name in dir(view) if not name.startswith("_")]
    assert set(public) >= {"game", "seat", "observation", "legal_actions", "events",
                           "determinize", "is_my_turn"}
    for name in public:
        assert not isinstance(getattr(view, name), State), name
    with pytest.raises(AttributeError):
        view.state  # type: ignore[attr-defined]  # noqa: B018
