"""The turn's legal scan counts a hand's cards per set, per value and of the great triple in
two packed numbers (``cards.card_play_info``, ``plays.play_actions``): for any hand and pile top
every field equals a plain count, and no field carries into the next."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.cards import COUNT_BITS, GREAT_SHIFT

from .helpers import GAME

FIELD = (1 << COUNT_BITS) - 1


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, tb.N_CARDS - 1), unique=True, max_size=14))
def test_packed_counts_equal_a_recount(cards: list[int]) -> None:
    info = GAME.catalog.play_info
    per_set = sum(info[c].per_set for c in cards)
    per_value = sum(info[c].per_value for c in cards)
    for s in range(len(tb.SETS_NAMES)):
        assert (per_set >> COUNT_BITS * s) & FIELD == sum(tb.CARD_SET[c] == s for c in cards)
    assert per_set >> COUNT_BITS * len(tb.SETS_NAMES) == 0
    for v in range(len(tb.VALUE_NAMES)):
        assert (per_value >> COUNT_BITS * v) & FIELD == sum(
            tb.CARD_VALUE[c] == v and tb.CARD_SET[c] < tb.N_COLLECTIBLE for c in cards)
    assert per_value >> GREAT_SHIFT == sum(bool(tb.CARD_GREAT[c]) for c in cards)


def test_a_whole_set_or_sextet_fills_its_field_to_six() -> None:
    info = GAME.catalog.play_info
    for s, cards in enumerate(tb.SET_CARDS):
        assert (sum(info[c].per_set for c in cards) >> COUNT_BITS * s) & FIELD == 6
    for v, cards in enumerate(tb.SEXTETS):
        assert (sum(info[c].per_value for c in cards) >> COUNT_BITS * v) & FIELD == 6
    assert sum(info[c].per_value for c in tb.GREAT_TRIPLE) >> GREAT_SHIFT == 3
