"""Building blocks for Science Duel tests: a game at the first main step and board edits."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from cardtable.games.science_duel import turn
from cardtable.games.science_duel.board import put_effect, put_unit
from cardtable.games.science_duel.cards import CARDS, CardRecord, check_card, to_def
from cardtable.games.science_duel.engine import LISTENS, REACTS, listens_to
from cardtable.games.science_duel.legal import PLAY_INFO, play_info
from cardtable.games.science_duel.model import Card, Slotted, Unit
from cardtable.games.science_duel.queries import (
    new_uid,
)
from cardtable.games.science_duel.state import SDState
from cardtable.games.science_duel.zones import (
    make_unit,
)
from cardtable.kernel import Action, load

GAME = load("science_duel")


def fresh(deck0: str = "fyzik", deck1: str = "inzenyr", first: int = 0, seed: int = 1,
          clear: bool = True, **options: Any) -> SDState:
    """A game in seat ``first``'s first main step; with ``clear``, empty hands and 10 mana."""
    st = GAME.new_state(seed=seed, deck0=deck0, deck1=deck1, first_player=first, **options)
    assert isinstance(st, SDState)
    while st.phase == "trim":
        st.apply(Action("trim", card=0))
    while st.phase == "mulligan":
        st.apply(Action("mulligan", cards=()))
    if clear:
        for side in st.sides:
            side.hand = []
            side.mana = side.slots = 10
    return st


def unit(st: SDState, seat: int, slot: int, cid: str, ready: bool = True, **changes: Any) -> Unit:
    """Put ``cid`` into ``slot`` (1-based) of ``seat`` directly (no triggers). Board edits in
    tests go through ``board.put_*`` like the rules' own, so the board census stays exact."""
    u = make_unit(st, new_uid(st), cid, seat)
    u.ready = ready
    for key, value in changes.items():
        setattr(u, key, value)
    put_unit(st, seat, slot - 1, u)
    st._legal_cache = None
    return u


def give(st: SDState, seat: int, cid: str, known: bool = False) -> int:
    """Add ``cid`` to ``seat``'s hand; returns its hand index."""
    st.sides[seat].hand.append(Card(new_uid(st), cid, known))
    st._legal_cache = None
    return len(st.sides[seat].hand) - 1


def experiment(st: SDState, seat: int, cid: str) -> Slotted:
    """Put a face-down experiment into ``seat``'s lowest empty effect slot."""
    side = st.sides[seat]
    i = side.effects.index(None)
    s = Slotted(new_uid(st), cid, seat, "experiment")
    put_effect(st, seat, i, s)
    return s


def lasting(st: SDState, seat: int, cid: str) -> Slotted:
    side = st.sides[seat]
    i = side.effects.index(None)
    s = Slotted(new_uid(st), cid, seat, "lasting")
    put_effect(st, seat, i, s)
    return s


def deck_top(st: SDState, seat: int, *cids: str) -> None:
    """Put cards on top of ``seat``'s deck; the last one given is drawn first."""
    for cid in cids:
        st.sides[seat].deck.append(Card(new_uid(st), cid))


def play(st: SDState, cid: str, slot: int = 0, target: int = -1) -> None:
    """Play the first ``cid`` of the active player's hand."""
    hand = st.sides[st.active].hand
    i = next(k for k, c in enumerate(hand) if c.cid == cid)
    if CARDS[cid].type == "unit" and slot == 0:
        slot = next(k + 1 for k, u in enumerate(st.sides[st.active].units) if u is None)
    st.apply(Action("play", hand=i, slot=slot, target=target))


def code(seat: int, slot: int = 0) -> int:
    """Target code of a hero (slot 0) or a unit slot."""
    return seat * 8 + slot


def end(st: SDState) -> None:
    st.apply(Action("end_turn"))


def names(st: SDState, seat: int) -> list[str | None]:
    return [None if u is None else u.cid for u in st.sides[seat].units]


def grave(st: SDState, seat: int) -> list[str]:
    return [c.cid for c in st.sides[seat].grave]


def hand(st: SDState, seat: int) -> list[str]:
    return [c.cid for c in st.sides[seat].hand]


def extra_card(monkeypatch: pytest.MonkeyPatch, toml: str) -> str:
    """Make a test-only card known to the engine for one test; returns its id.

    ``toml`` is one ``[[card]]`` record, validated like the pool (SD-CONTENT-1). The card
    goes into ``CARDS`` and the per-card tables of playing, trigger dispatch and the
    reaction step; it must not have auras or start/end-of-turn text of units and slots
    (those tables are not patched here). Deck pools stay unchanged.
    """
    data = tomllib.loads(toml)["card"][0]
    rec = CardRecord.model_validate(data)
    problem = check_card(rec)
    assert problem is None, problem
    assert not rec.auras, "test cards with auras are not supported"
    card = to_def(rec)
    monkeypatch.setitem(CARDS, card.id, card)
    monkeypatch.setitem(PLAY_INFO, card.id, play_info(card.id))
    if card.type == "experiment" and card.condition == "card_played":
        monkeypatch.setattr(turn, "PLAY_WATCHERS", turn.PLAY_WATCHERS | {card.id})
    events = listens_to(card)
    monkeypatch.setitem(LISTENS, card.id, events)
    for event in events:
        event = event.removeprefix("exp:")
        units, others = REACTS[event]
        if card.type == "unit":
            units = units | {card.id}
        else:
            others = others | {card.id}
        monkeypatch.setitem(REACTS, event, (units, others))
    return card.id
