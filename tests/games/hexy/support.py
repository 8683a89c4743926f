"""Helpers the HexyGame rule tests share: a position on the test strip with a card in
each hand (so no priority decision is passed automatically, HX-DEC-57), hexes by
(q, r), answering as a seat, and refusals that must leave the state unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.hexy.game import HEXY, test_deck
from cardtable.kernel import Action, IllegalAction, state_digest
from cardtable.kernel.hexgrid import Hex

FILLER = ["t_vanilla_0_0_1_1"]
"""A hand card, so that no priority decision is passed automatically (HX-DEC-57)."""


def strip_position(seed: int) -> Any:
    """A builder on the test strip with the test decks and ``FILLER`` in both hands."""
    p = HEXY.position(seed, card_set="test", map="t_strip", decks=[test_deck(), test_deck()])
    p.hand(0, FILLER)
    p.hand(1, FILLER)
    return p


def cell(state: Any, q: int, r: int) -> int:
    return int(state.hmap.index[Hex(q, r)])


def act(state: Any, seat: int, kind: str, **args: Any) -> None:
    assert state.current_player() == seat
    state.apply(Action(kind, **args))


def of_kind(state: Any, kind: str) -> list[str]:
    return sorted(str(a) for a in state.legal_actions() if a.kind == kind)


def both_pass(state: Any) -> None:
    """Active then non-active pass: the top item resolves (HX-DEC-23 (e))."""
    act(state, state.active, "pass")
    act(state, 1 - state.active, "pass")


def refused(state: Any, action: Action, rule: str) -> None:
    """``action`` is refused naming ``rule`` and changes nothing."""
    before = state_digest(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert err.value.refusal is not None
    assert rule in err.value.refusal.rule
    assert state_digest(state) == before


def keys(state: Any, seat: int = 0) -> list[str]:
    return [e.key for e in state.events_for(seat)]
