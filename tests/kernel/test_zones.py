"""Zones of card instances with visibility, generic resampling and conservation
(kernel/zones.py)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from cardtable.kernel import CardRef, Rng, Zone, conservation_errors, resample_hidden
from cardtable.kernel.serial import decode, encode, fast_copy
from cardtable.kernel.zones import EVERYONE, resample_positions, zone_observation


def _deal() -> list[Zone]:
    cards = [CardRef(i, f"c{i}") for i in range(12)]
    return [
        Zone("hand0", owner=0, visibility="owner", cards=cards[0:3]),
        Zone("hand1", owner=1, visibility="owner", cards=cards[3:6]),
        Zone("deck", visibility="none", cards=cards[6:10]),
        Zone("pile", visibility="all", cards=cards[10:12]),
    ]


def test_view_shows_what_a_seat_knows_and_hides_the_rest() -> None:
    hand0, hand1, deck, pile = _deal()
    hand1.cards[1] = hand1.cards[1].reveal([0])
    assert hand0.view(0) == ["c0", "c1", "c2"]
    assert hand0.view(1) == [None, None, None]
    assert hand1.view(0) == [None, "c4", None]
    assert hand1.view(None) == [None, None, None]
    assert deck.view(0) == [None] * 4
    assert pile.view(None) == ["c10", "c11"]
    deck.cards[0] = deck.cards[0].reveal()
    assert deck.view(None)[0] == "c6" and deck.cards[0].known == EVERYONE
    assert zone_observation(hand1, 0) == {"name": "hand1", "owner": 1, "count": 3,
                                          "cards": [None, "c4", None]}


def test_shuffle_forgets_what_was_known() -> None:
    zone = Zone("deck", visibility="none", cards=[CardRef(i, "x").reveal() for i in range(5)],
                order_known=True)
    zone.shuffle(Rng(3))
    assert all(not c.known for c in zone.cards) and not zone.order_known


@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([0, 1, None]))
def test_resample_keeps_everything_the_seat_knows(seed: int, seat: int | None) -> None:
    zones = _deal()
    zones[1].cards[0] = zones[1].cards[0].reveal([0])  # seat 0 saw one card of hand 1
    before = [z.view(seat) for z in zones]
    all_before = Counter(c.uid for z in zones for c in z.cards)
    resample_hidden(zones, seat, Rng(seed))
    assert [z.view(seat) for z in zones] == before  # known cards, positions and counts kept
    assert Counter(c.uid for z in zones for c in z.cards) == all_before


def test_resample_actually_moves_hidden_cards_between_zones() -> None:
    moved = False
    for seed in range(20):
        zones = _deal()
        resample_hidden(zones, 0, Rng(seed))
        if [c.uid for c in zones[1].cards] != [3, 4, 5]:
            moved = True
        assert [c.uid for c in zones[0].cards] == [0, 1, 2]  # own hand untouched
    assert moved


def test_resample_positions_for_plain_lists() -> None:
    hands = [[1, 2, 3], [4, 5, 6], [7, 8]]
    n = resample_positions(hands, lambda z, i, item: z == 0 or item == 5, Rng(1))
    assert n == 4 and hands[0] == [1, 2, 3] and hands[1][1] == 5
    assert sorted(hands[1] + hands[2]) == [4, 5, 6, 7, 8]


def test_conservation_reports_duplicates_and_missing_cards() -> None:
    assert conservation_errors([1, 2, 3], [("hand", [1]), ("deck", [2, 3])]) == []
    errors = conservation_errors(["a", "a", "b"], [("hand", ["a", "b"]), ("pile", ["b"])])
    assert errors == ["'a' is missing (1 of 2)", "'b' is there 2 times, expected 1 (in hand, pile)"]


def test_zones_serialise_exactly_and_copy_independently() -> None:
    zones = _deal()
    zones[0].cards[0] = zones[0].cards[0].reveal([1])
    assert decode(encode(zones)) == zones
    twin = fast_copy(zones)
    twin[0].take()
    assert len(zones[0].cards) == 3
