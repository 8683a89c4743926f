"""Hidden information, observations, determinize and decision points (MT-INFO-1..11,
MT-ACT-4, MT-ACT-5, MT-ACT-6, MT-ACT-16)."""

from __future__ import annotations

import json

from cardtable.games.magic_tower import tables as tb
from cardtable.kernel import Rng

from .helpers import (
    act,
    card,
    decision,
    edit,
    get,
    kinds,
    new,
    pay_first,
    set_board,
    set_hand,
)


def test_draws_private_mt_info_4() -> None:
    """MT-INFO-4: drawn cards (the deal included) are seen only by their drawer."""
    st = new(2)
    for seat in (0, 1):
        mine = [e.params["card"] for e in st.events_for(seat) if e.key == "magic_tower.draw"]
        assert sorted(mine) == sorted(tb.CARD_ID[c] for c in st.hands[seat])
        other = 1 - seat
        hidden = [e for e in st.events_for(seat) if e.key == "magic_tower.draw_hidden"]
        assert len(hidden) == 6 and all(e.params == {"seat": other} for e in hidden)


def test_pile_public_mt_info_5_10() -> None:
    """MT-INFO-5, MT-INFO-10: pile cards, who put them and how, are public."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer"])
    card(st, "discard", "bricklayer")
    pay_first(st)
    assert st.observation(None)["pile"] == [["bricklayer", a, 0]]
    assert st.observation(1 - a)["pile"] == [["bricklayer", a, 0]]


def test_rebuilt_deck_order_hidden_mt_info_6() -> None:
    """MT-INFO-6: after a rebuild only the size of the new deck is shown."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["bricklayer", "catapult", "thief", "king", "crown", "spy"])
    edit(st).deck_to_pile(1 - a).build()
    card(st, "discard", "bricklayer")
    pay_first(st)
    obs = st.observation(None)
    assert obs["deck_size"] == len(st.deck) and "deck" not in json.dumps(obs["pile"])
    rebuilt = [e for e in st.events_for(1 - a) if e.key == "magic_tower.deck_rebuilt"]
    assert rebuilt and set(rebuilt[0].params) == {"size", "cards"}  # the size, and its words
    size = rebuilt[0].params["size"]
    assert rebuilt[0].text("en") == f"the pile is shuffled into a new deck of {size} cards"


def test_boards_public_mt_info_7_8_11() -> None:
    """MT-INFO-7, MT-INFO-8, MT-INFO-11: boards, trumps, spells, effects, battle count,
    the pending attack are public; the spectator sees no hand."""
    st = new(3, trumps=["humans", "dragons", "titans"])
    a = st.active
    spectator = st.observation(None)
    assert spectator["hand"] is None
    assert [b["trump"] for b in spectator["boards"]] == ["humans", "dragons", "titans"]
    fields = set(spectator["boards"][0])
    assert {"tower", "wall", "fire_wall", "gold", "food", "mana", "mines", "farms",
            "monuments", "barracks", "soldiers", "archmage", "fountain", "turn", "trump",
            "spells", "borrowed", "hand_count"} <= fields
    assert "last_battle" in spectator and "effects" in spectator and "dealer" in spectator
    set_hand(st, a, ["bricklayer"])
    set_board(st, a, soldiers=3)
    card(st, "attack", "bricklayer")
    pay_first(st)
    act(st, "choose_target", seat=(a + 1) % 3)
    act(st, "soldiers", n=2)
    attack = [e for e in st.events_for(None) if e.key == "magic_tower.attack"]
    assert attack[-1].params == {"seat": a, "target": (a + 1) % 3, "soldiers": 2,
                                 "army": {"cs": "2 vojáky", "en": "2 soldiers"}}
    paid = [e for e in st.events_for(None) if e.key == "magic_tower.paid"]
    assert paid  # payment splits are public


def test_no_hidden_cards_in_other_views_mt_info_2() -> None:
    """MT-INFO-2: other hands appear only as counts in observations and events."""
    st = new(2)
    a = st.active
    other = [tb.CARD_ID[c] for c in st.hands[1 - a]]
    text = json.dumps(st.observation(a)) + json.dumps(
        [e.params for e in st.events_for(a)])
    assert all(f'"{cid}"' not in text for cid in other)


def test_determinize_resamples_hidden_only_mt_info_3() -> None:
    """MT-INFO-3: determinize keeps what the seat sees and reshuffles the rest."""
    st = new(3)
    a = st.active
    d = st.determinize(a, Rng(5))
    assert d.observation(a) == st.observation(a)
    assert d.hands[a] == st.hands[a]  # type: ignore[attr-defined]
    pool = sorted(st.deck + st.hands[(a + 1) % 3] + st.hands[(a + 2) % 3])
    assert sorted(d.deck + d.hands[(a + 1) % 3] + d.hands[(a + 2) % 3]) == pool  # type: ignore[attr-defined]
    assert d.deck != st.deck  # type: ignore[attr-defined]


def test_group_play_options_mt_act_4_5_6() -> None:
    """MT-ACT-4, MT-ACT-5, MT-ACT-6: full set, sextet (with source) and great triple."""
    st = new(2)
    a = st.active
    set_hand(st, a, ["king", "crown", "village_builders", "young_dragon", "stone_giant",
                     "gravediggers"])
    edit(st).to_pile(["high_tower"], 1 - a).build()
    assert "play_triple" in kinds(st)  # two in hand plus the top card
    set_hand(st, a, ["village_builders", "young_dragon", "stone_giant", "gravediggers",
                     "tailwind", "fishermen"])
    assert "play_sextet" in kinds(st)
    set_hand(st, a, ["sunrise", "sunlit_fields", "golden_rays", "solar_shrine",
                     "midday_blaze", "sun_legion"])
    assert {x["set"] for x in st.legal_actions() if x.kind == "play_set"} == {"sun"}


def test_automatic_steps_mt_act_16() -> None:
    """MT-ACT-16: single-option sub-choices are automatic; the turn action never is."""
    st = new(2)
    a = st.active
    set_board(st, a, gold=7, food=0, mana=0)
    set_hand(st, a, ["new_moon"])  # turn 1: a single forced discard is still asked
    assert len(st.legal_actions()) == 1 and decision(st) == ("turn", a)
    card(st, "discard", "new_moon")  # 7 gold is the only split: paid at once
    assert get(st, a, "gold") == 0 and st.active == 1 - a
