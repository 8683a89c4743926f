"""Setup, turn order, production and drawing (MT-SETUP, MT-TURN, MT-RES, MT-SOLD)."""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import HAND, PileCard
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action, IllegalAction, OptionError

from .helpers import (
    GAME,
    card,
    cid,
    decision,
    edit,
    get,
    new,
    set_board,
    set_hand,
)


def test_trump_choice_order_and_visibility_mt_setup_1_2_and_dec_3_act_1() -> None:
    """MT-SETUP-1, MT-SETUP-2, MT-DEC-3, MT-ACT-1: one at a time from the first player, public,
    six collectible sets only, repeats allowed."""
    st = GAME.new_state(seed=4, players=3)
    assert isinstance(st, MTState)
    first = st.current_player()
    assert first is not None
    assert first == (st.dealer + 1) % 3  # MT-SETUP-9, MT-DEC-2
    options = {a["set"] for a in st.legal_actions()}
    assert options == {"humans", "dragons", "titans", "undead", "air_masters",
                       "water_masters"}  # MT-SETUP-2: no sun, no moon
    with pytest.raises(IllegalAction):
        st.apply(Action("choose_trump", set="sun"))
    st.apply(Action("choose_trump", set="dragons"))
    assert st.observation(None)["boards"][first]["trump"] == "dragons"  # public at once
    second = st.current_player()
    assert second == (first + 1) % 3
    st.apply(Action("choose_trump", set="dragons"))  # the same set again is fine
    assert all(len(h) == 0 for h in st.hands)  # MT-SETUP-3: deal only after all chose
    st.apply(Action("choose_trump", set="titans"))
    assert [len(h) for h in st.hands] == [6, 6, 6]  # MT-SETUP-3
    assert len(st.deck) == 66 - 18  # MT-SETUP-4
    assert st.current_player() == first


def test_start_values_mt_setup_5_to_8_10_and_dec_4() -> None:
    """MT-SETUP-5, MT-SETUP-6, MT-SETUP-7, MT-SETUP-8, MT-SETUP-10, MT-DEC-4, MT-COMP-7, MT-COMP-8,
    MT-COMP-9, MT-COMP-10, MT-COMP-11: start boards and first production."""
    st = new(2)
    first = st.active
    other = 1 - first
    for seat in (0, 1):
        assert get(st, seat, "tower") == 20 and get(st, seat, "wall") == 10
        assert (get(st, seat, "mines"), get(st, seat, "farms"),
                get(st, seat, "monuments")) == (5, 5, 5)
        assert get(st, seat, "barracks") == 0 and get(st, seat, "soldiers") == 0
    assert st.pile == []  # MT-SETUP-10
    assert (get(st, other, "gold"), get(st, other, "food"), get(st, other, "mana")) == (0, 0, 0)
    # MT-DEC-4: the first production gives 5/5/5 before the first action
    assert (get(st, first, "gold"), get(st, first, "food"), get(st, first, "mana")) == (5, 5, 5)
    assert get(st, first, "turn") == 1 and get(st, other, "turn") == 0  # MT-TURN-2, MT-COMP-11


def test_players_option_mt_dec_1() -> None:
    """MT-DEC-1: 2 to 6 players."""
    for n in range(2, 7):
        assert new(n).num_players == n
    for n in (1, 7):
        with pytest.raises(OptionError):
            GAME.new_state(players=n)
    assert GAME.default_players == 2


def test_dealer_is_random_mt_dec_2() -> None:
    """MT-DEC-2: the dealer comes from the seeded RNG; the next seat starts."""
    dealers = {GAME.new_state(seed=s, players=4).dealer for s in range(40)}  # type: ignore[attr-defined]
    assert len(dealers) == 4


def test_turn_sequence_mt_turn_1_to_11_and_dec_8_10() -> None:
    """MT-TURN-1, MT-TURN-2, MT-TURN-3, MT-TURN-4, MT-TURN-5, MT-TURN-6, MT-TURN-7, MT-TURN-8,
    MT-TURN-9, MT-TURN-10, MT-TURN-11, MT-DEC-8, MT-DEC-10: production, one action, pay, refill,
    operations, next."""
    st = new(3, seed=2)
    a = st.active
    set_hand(st, a, ["village_builders", "bricklayer", "catapult", "thief", "king", "crown"])
    set_board(st, a, mana=20)
    deck_before = len(st.deck)
    card(st, "play", "village_builders")  # MT-TURN-4
    assert st.pile[-1] == PileCard(cid("village_builders"), a, 1)  # MT-TURN-5 on the shared pile
    assert get(st, a, "mana") == 12  # MT-TURN-7: 8 mana paid
    assert len(st.hands[a]) == HAND  # MT-TURN-8: back to six
    assert len(st.deck) == deck_before - 1
    assert get(st, a, "tower") == 30  # MT-TURN-6 operations carried out
    nxt = (a + 1) % 3
    assert st.active == nxt  # MT-TURN-11, MT-TURN-1 seat order
    assert get(st, nxt, "turn") == 1
    assert get(st, nxt, "gold") == 5  # MT-TURN-3 production before his action


def test_draw_only_after_playing_mt_turn_9_10() -> None:
    """MT-TURN-9, MT-TURN-10, MT-DEC-10: the hand holds 6 before and 5 only mid-action."""
    st = new(2)
    a = st.active
    assert len(st.hands[a]) == 6
    set_hand(st, a, ["harvest", "bricklayer", "catapult", "thief", "king", "crown"])
    card(st, "play", "harvest")  # non-set: a split of 3 is pending, before the refill
    assert decision(st) is not None and decision(st)[0] == "pay"
    assert len(st.hands[a]) == 5  # MT-TURN-9: drawn only after the play is paid
    st.apply(st.legal_actions()[0])
    assert decision(st) is not None and decision(st)[0] == "kind"  # harvest: pick the kind
    assert len(st.hands[a]) == 6  # MT-TURN-10, MT-DEC-10: refill before the operations


def test_production_mt_res_1_to_7_and_sold_1_2() -> None:
    """MT-RES-1, MT-RES-2, MT-RES-3, MT-RES-4, MT-RES-5, MT-RES-6, MT-RES-7, MT-SOLD-1, MT-SOLD-2,
    MT-DEC-37: one unit per source per own turn."""
    st = new(2)
    a, b = st.active, 1 - st.active
    set_board(st, b, gold=15, mines=3, farms=2, monuments=7, barracks=2, soldiers=1)
    set_hand(st, a, ["bricklayer"])
    card(st, "discard", "bricklayer")
    st.apply(st.legal_actions()[0])
    assert st.active == b
    assert get(st, b, "gold") == 18  # MT-RES-7 example: 15 + 3 mines
    assert get(st, b, "food") == 2 and get(st, b, "mana") == 7
    assert get(st, b, "soldiers") == 3  # MT-SOLD-2: barracks give soldiers


def test_soldiers_not_resources_mt_sold_3() -> None:
    """MT-SOLD-3: resource effects never change soldiers."""
    st = new(2, trumps=["water_masters", "water_masters"])
    a = st.active
    set_hand(st, a, ["drought"])
    other = 1 - a
    set_board(st, other, soldiers=4, gold=10, food=10, mana=10, mines=0, farms=0)
    set_board(st, a, food=10, gold=10)
    card(st, "play", "drought")
    assert get(st, other, "soldiers") == 4
    assert (get(st, other, "gold"), get(st, other, "food")) == (5, 5)


def test_extra_turn_mt_turn_12_and_dec_12() -> None:
    """MT-TURN-12, MT-DEC-12: an extra turn is a full turn with production again."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["messenger"])
    card(st, "play", "messenger")
    st.apply(st.legal_actions()[0])  # the split of 3
    assert st.active == a
    assert get(st, a, "turn") == 2  # counter advanced
    assert get(st, a, "gold") + get(st, a, "food") + get(st, a, "mana") == 15 - 3 + 15


def test_deck_rebuilt_from_pile_mt_dec_11() -> None:
    """MT-DEC-11: an empty deck is rebuilt from the pile except its top card."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer", "catapult", "thief", "king", "crown", "spy"])
    edit(st).deck_to_pile(1 - a).build()
    rebuilt = len(st.pile)
    set_board(st, a, gold=10)
    card(st, "discard", "bricklayer")
    st.apply(st.legal_actions()[0])
    # the top card after the discard is bricklayer; the others were reshuffled
    assert st.pile == [PileCard(cid("bricklayer"), a, 0)]
    assert len(st.hands[a]) == 6
    assert len(st.deck) + 1 == rebuilt


def test_observation_counts_only_mt_info_1_2_3() -> None:
    """MT-INFO-1, MT-INFO-2, MT-INFO-3: own hand visible, other hands only as counts, deck as a
    size."""
    st = new(3)
    obs = st.observation(0)
    assert obs["hand"] == [tb.CARD_ID[c] for c in st.hands[0]]
    assert [b["hand_count"] for b in obs["boards"]] == [6, 6, 6]
    assert obs["deck_size"] == len(st.deck)
    text = str(st.observation(1))
    assert "deck" in text and str(st.deck[:3]) not in text


def test_first_turn_counter_mt_turn_2() -> None:
    """MT-TURN-2: every own turn advances the counter by one."""
    st = new(2)
    a = st.active
    for _ in range(4):
        seat = st.active
        rest = [tb.CARD_ID[c] for c in st.hands[seat][1:] if tb.CARD_ID[c] != "bricklayer"]
        set_hand(st, seat, ["bricklayer", *rest])
        card(st, "discard", "bricklayer")
        while decision(st) and decision(st)[0] == "pay":
            st.apply(st.legal_actions()[0])
    assert get(st, a, "turn") == 3
