"""The whole pile and every zone after a group takes the pile's top card, and the
card-conservation invariant (MT-TAKE-1, MT-TAKE-2, MT-TAKE-3, MT-DEC-29, MT-DEC-30, MT-COMP-1).

The positions are built with the helpers (hands edited by hand, then
``state.invalidate()``); everything is then read through ``observation``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.invariants import conservation_errors
from cardtable.games.magic_tower.model import PileCard
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action

from .helpers import GAME, edit, new, set_hand

HUMANS = ["village_builders", "stonemasons", "royal_archers", "merchants_guild", "city_watch",
          "high_council"]  # value order L, M, B, D, Z, A
L_CARDS = ["village_builders", "young_dragon", "stone_giant", "gravediggers", "tailwind",
           "fishermen"]  # set order: humans, dragons, titans, undead, air, water
TRIPLE = ["king", "crown", "high_tower"]
PLAYED, DISCARDED = 1, 0


def put_on_top(st: MTState, name: str, by: int) -> None:
    """Move card ``name`` from wherever it is to the top of the pile, discarded by ``by``."""
    edit(st).to_pile([name], by).build()


def every_zone(st: MTState) -> Counter[str]:
    """Each card id as often as the public and private views place it (all seats)."""
    seen: Counter[str] = Counter()
    for seat in range(st.num_players):
        seen.update(st.observation(seat)["hand"])
    seen.update(entry[0] for entry in st.observation(None)["pile"])
    return seen


def position(group: list[str], top: str, extra: list[str]) -> tuple[MTState, int]:
    """Seat to move holds ``group`` minus ``top`` plus ``extra``; ``top`` is on the pile
    above two cards the other seat discarded."""
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, [c for c in group if c != top] + extra)
    for name in ("new_moon", "night_tide"):
        put_on_top(st, name, 1 - a)
    put_on_top(st, top, 1 - a)
    assert conservation_errors(st) == []
    return st, a


CASES = [
    # (group, the card on the pile's top, the action)
    pytest.param(HUMANS, "high_council", Action("play_set", set="humans"), id="set-A-on-top"),
    pytest.param(HUMANS, "stonemasons", Action("play_set", set="humans"), id="set-M-on-top"),
    pytest.param(HUMANS, "village_builders", Action("play_set", set="humans"),
                 id="set-L-on-top"),
    pytest.param(L_CARDS, "young_dragon", Action("play_sextet", value="L", source="farm"),
                 id="sextet-dragons-on-top"),
    pytest.param(L_CARDS, "fishermen", Action("play_sextet", value="L", source="mine"),
                 id="sextet-water-on-top"),
    pytest.param(TRIPLE, "crown", Action("play_triple"), id="triple-crown-on-top"),
    pytest.param(TRIPLE, "high_tower", Action("play_triple"), id="triple-high-tower-on-top"),
]


@pytest.mark.parametrize(("group", "top", "action"), CASES)
def test_group_taking_the_top_card_keeps_the_whole_pile_mt_take_1_2_3_dec_29_30_comp_1(
        group: list[str], top: str, action: Action) -> None:
    """MT-TAKE-1, MT-TAKE-2, MT-TAKE-3, MT-DEC-29, MT-DEC-30, MT-COMP-1: the group takes the
    pile's top card and the pile then reads: what lay under the taken card, then the whole
    group once in laying order (the last one on top), all marked played by the player. Every
    one of the 66 cards is still in exactly one zone (no card twice, none lost)."""
    st, a = position(group, top, ["bricklayer"])
    before = st.observation(None)["pile"]
    assert before[-1] == [top, 1 - a, DISCARDED]
    hand_before = st.observation(a)["hand"]
    assert action in st.legal_actions()
    st.apply(action)
    while st.current_player() == a and st.observation(None)["pending"]["kind"] != "turn":
        st.apply(st.legal_actions()[0])
    pile = st.observation(None)["pile"]
    order = {"play_set": tb.SET_CARDS[tb.SETS_NAMES.index("humans")],
             "play_sextet": tb.SEXTETS[0], "play_triple": tb.GREAT_TRIPLE}[action.kind]
    laid = [[tb.CARD_ID[c], a, PLAYED] for c in order]
    assert [c for c, _, _ in laid] == group  # MT-DEC-30: the laying order
    assert pile == before[:-1] + laid
    assert Counter(c for c, _, _ in pile)[top] == 1
    # the hand kept its other card and drew back to six (MT-TAKE-4)
    hand = st.observation(a)["hand"]
    assert len(hand) == 6
    assert [c for c in hand_before if c not in group] == [c for c in hand if c in hand_before]
    # every card exactly once across the deck, the hands and the pile (MT-COMP-1)
    zones = every_zone(st)
    assert max(zones.values()) == 1
    assert sum(zones.values()) + st.observation(None)["deck_size"] == tb.N_CARDS
    assert conservation_errors(st) == []


def test_conservation_holds_in_a_fresh_game_mt_comp_1() -> None:
    """MT-COMP-1, MT-SETUP-3, MT-SETUP-4: before the deal no card is anywhere; after it all
    66 are, each once."""
    st = GAME.new_state(seed=4, players=3)
    assert st.observation(None)["pending"]["kind"] == "trump"
    assert conservation_errors(st) == []
    st = new(3, seed=4)
    assert conservation_errors(st) == []
    assert sum(len(h) for h in st.hands) + len(st.deck) + len(st.pile) == tb.N_CARDS


def test_conservation_check_reports_a_corrupted_pile_mt_comp_1() -> None:
    """MT-COMP-1: the invariant can fail. A clone whose pile shows one card twice and has
    lost another is reported; the original is untouched and clean."""
    st = new(2, seed=9)
    a = st.active
    st.apply(next(x for x in st.legal_actions() if x.kind == "discard"))
    while st.current_player() == a:
        st.apply(st.legal_actions()[0])
    assert len(st.pile) == 1
    broken = st.clone()
    assert isinstance(broken, MTState)
    lost = broken.hands[a][0]
    broken.hands[a].remove(lost)
    broken.pile.append(broken.pile[-1])  # the bug's shape: the top card twice, one gone
    broken.invalidate()
    errors = conservation_errors(broken)
    assert any("held 2 times" in e and "pile, pile" in e for e in errors), errors
    assert any(tb.CARD_ID[lost] in e and "no zone" in e for e in errors), errors
    assert conservation_errors(st) == []
    # a card id that does not exist and a bad pile entry are reported too
    odd = st.clone()
    assert isinstance(odd, MTState)
    odd.pile.append(PileCard(999, 7, 5))
    errors = conservation_errors(odd)
    assert any("unknown card id 999" in e for e in errors)
    assert any("malformed" in e for e in errors)
    assert conservation_errors(object()) == ["not a Magic Tower state: object"]
