"""Strings read from card files and from saved states are interned: a card id held by a
card in play is the very object that keys its catalogue's tables, so a lookup by it is an
identity check (``kernel.cards.intern_strings``, ``kernel.serial.decode``)."""

from __future__ import annotations

import sys
from typing import Any

from cardtable.kernel import Rng, load
from cardtable.kernel.cards import intern_strings
from cardtable.kernel.serial import decode


def _fresh(text: str) -> str:
    """An equal string that is not the interned object (built at run time)."""
    return "".join(list(text))


def test_every_key_and_string_value_of_parsed_data_is_interned() -> None:
    key, value, item = _fresh("card_id_x"), _fresh("a value y"), _fresh("listed z")
    data: dict[str, Any] = {key: value, "nested": [{"deep": [item, 3]}, item], "n": 1}
    out = intern_strings(data)
    assert out is data
    (first_key,) = [k for k in data if k == "card_id_x"]
    assert first_key is sys.intern(_fresh("card_id_x"))
    assert data["card_id_x"] is sys.intern(_fresh("a value y"))
    assert data["nested"][0]["deep"][0] is sys.intern(_fresh("listed z"))
    assert data["nested"][1] is sys.intern(_fresh("listed z"))
    assert data["nested"][0]["deep"][1] == 3 and data["n"] == 1


def test_decoded_strings_are_interned() -> None:
    decoded = decode({"a": [_fresh("some card"), {"$t": [_fresh("other card")]}]})
    assert decoded["a"][0] is sys.intern(_fresh("some card"))
    assert decoded["a"][1][0] is sys.intern(_fresh("other card"))


def test_cards_in_play_share_their_ids_with_the_catalogue() -> None:
    game = load("science_duel")
    state: Any = game.new_state(seed=4, players=2, deck0="informatik", deck1="inzenyr")
    rng = Rng(4)
    for _ in range(20):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    keys = {cid: cid for cid in state.cat.cards}
    held = [card.cid for side in state.sides for card in side.hand + side.deck]
    assert held and all(keys[cid] is cid for cid in held)
    again: Any = game.state_from_json(state.to_json())
    held_again = [card.cid for side in again.sides for card in side.hand + side.deck]
    assert held_again == held and all(keys[cid] is cid for cid in held_again)
