"""``Event``: per-seat visibility with redacted variants, and lazy cs/en text."""

from __future__ import annotations

import dataclasses
import json

import pytest

from cardtable.kernel import Event, serial
from cardtable.kernel.events import events_for
from cardtable.kernel.i18n import register_messages
from support.toy_game import TOY, ToyState

PUBLIC = Event("test_ev.play", {"seat": 0, "card": 5})
SECRET = Event.private("test_ev.draw", {"seat": 1, "card": 9}, [1],
                       "test_ev.draw_hidden", {"seat": 1})
WHISPER = Event.private("test_ev.peek", {"seat": 0, "card": 2}, [0, 2])


def test_public_events_are_seen_by_everyone() -> None:
    assert PUBLIC.seats is None
    assert all(PUBLIC.for_seat(s) is PUBLIC for s in (None, 0, 1, 2))


def test_private_events_show_the_redacted_variant_to_others() -> None:
    assert SECRET.for_seat(1) is SECRET
    for other in (None, 0, 2):
        shown = SECRET.for_seat(other)
        assert shown is not None
        assert shown.key == "test_ev.draw_hidden" and shown.params == {"seat": 1}
        assert "card" not in shown.params


def test_private_events_without_a_redacted_variant_are_hidden() -> None:
    assert WHISPER.for_seat(0) is WHISPER and WHISPER.for_seat(2) is WHISPER
    assert WHISPER.for_seat(1) is None and WHISPER.for_seat(None) is None


def test_redaction_can_nest() -> None:
    inner = Event.private("test_ev.hint", {"seat": 2}, [2])
    outer = Event("test_ev.secret", {"card": 1}, frozenset({0}), inner)
    assert outer.for_seat(0) is outer
    assert outer.for_seat(2) is inner
    assert outer.for_seat(1) is None


def test_events_for_filters_and_redacts_in_order() -> None:
    log = [PUBLIC, SECRET, WHISPER]
    assert events_for(log, 1) == [PUBLIC, SECRET]
    assert [e.key for e in events_for(log, 0)] == [
        "test_ev.play", "test_ev.draw_hidden", "test_ev.peek"]
    assert [e.key for e in events_for(log, None)] == ["test_ev.play", "test_ev.draw_hidden"]


def test_text_is_formatted_lazily_in_both_languages() -> None:
    """Events keep a key and parameters; text exists only when read, so messages
    registered after the event was created still apply."""
    event = Event("test_ev_late.greet", {"name": {"cs": "Kateřina", "en": "Catherine"}, "n": 2})
    assert event.text("en") == "test_ev_late.greet name=Catherine n=2"
    register_messages("test_ev_late", {"en": {"greet": "{name} draws {n}"},
                                       "cs": {"greet": "{name} lízne {n}"}})
    assert event.text("en") == "Catherine draws 2"
    assert event.text("cs") == "Kateřina lízne 2"
    assert event.text() == "Catherine draws 2"


def test_events_serialise_exactly() -> None:
    log = [PUBLIC, SECRET, WHISPER]
    again = serial.decode(json.loads(json.dumps(serial.encode(log))))
    assert again == log
    assert again[1].seats == frozenset({1}) and again[1].redacted == SECRET.redacted


def test_toy_game_logs_its_deal_privately() -> None:
    state = TOY.new_state(seed=4, players=2)
    assert isinstance(state, ToyState)
    mine = state.events_for(0)
    theirs = state.events_for(1)
    assert {e.params["card"] for e in mine if e.key == "toy.draw"} == set(state.hands[0])
    assert all("card" not in e.params for e in theirs if e.params["seat"] == 0)
    assert [e.text("cs") for e in theirs][:1] == ["hráč 0 si lízl kartu"]
    assert all(e.seats is None for e in state.events_for(None))


def test_events_are_built_like_the_dataclass_and_stay_frozen() -> None:
    """``Event.__init__`` fills the slots directly (speed); it keeps the dataclass's
    signature, defaults, equality and immutability."""
    bare = Event("test_ev.play")
    assert (bare.params, bare.seats, bare.redacted) == ({}, None, None)
    assert Event("test_ev.play").params is not bare.params  # a fresh dict each time
    named = Event(key="test_ev.play", params={"seat": 0, "card": 5})
    assert named == PUBLIC and Event("test_ev.play", {"seat": 1}) != PUBLIC
    full = Event("k", {"a": 1}, frozenset({0}), bare)
    assert (full.key, full.params, full.seats, full.redacted) == ("k", {"a": 1},
                                                                   frozenset({0}), bare)
    with pytest.raises(dataclasses.FrozenInstanceError):
        bare.key = "other"  # type: ignore[misc]
    assert serial.decode(serial.encode(full)) == full
