"""Hidden hands in resampled worlds: the "discard the highest card" pick and Vision
(MT-INFO-1, MT-INFO-2, MT-INFO-9, MT-DEC-59, MT-DEC-70, MT-ACT-14, MT-AIR-1, MT-CLAR-4).

Public API only where possible: ``new_state``, ``apply``, ``observation``,
``PlayerView`` and ``determinize``; the Vision positions are built with the
helpers (then ``state.invalidate()``).
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.invariants import conservation_errors
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import PlayerView, Rng, State, load

from .helpers import (
    act,
    cid,
    new,
    pay_first,
    set_board,
    set_hand,
    unlock,
)

GAME = load("magic_tower")
SAMPLES = 20


def _first_pick(seed: int = 0, players: int = 4, chooser: int = 0) -> State:
    """Random play from ``seed`` until the first "discard the highest card" pick."""
    st = GAME.new_state(seed=seed, players=players)
    rng = Rng(chooser)
    while not st.is_terminal():
        pending = st.observation(None)["pending"]
        if pending is not None and pending["kind"] == "dh_pick":
            return st
        st.apply(rng.choice(st.legal_actions()))
    raise AssertionError("the random game ended without a discard-highest pick")


def _pick_options(sample: State) -> list[Any]:
    return [a["card"] for a in sample.legal_actions() if a.kind == "discard_highest_pick"]


def test_discard_highest_pick_hides_the_pickers_hand_mt_info_2_dec_70_act_14() -> None:
    """MT-INFO-2, MT-DEC-70, MT-ACT-14: while a player picks which highest card to discard,
    the others' samples must not hold his true hand (seed 0, 4 players, random play: it used
    to be kept in 20 samples of 20). Only the public part stays: his hand size and that his
    top tier (MT-CLAR-4) holds at least two discardable cards, so the pick stays a real
    decision in every sample."""
    st = _first_pick()
    picker = st.current_player()
    assert picker is not None
    truth = sorted(st.observation(picker)["hand"])
    for seat in range(st.num_players):
        if seat == picker:
            continue
        view = PlayerView(st, seat)
        hands = []
        for i in range(SAMPLES):
            sample = view.determinize(Rng(1000 * seat + i))
            assert sample.observation(seat) == view.observation  # consistent for the seat
            assert sample.current_player() == picker
            hand = sample.observation(picker)["hand"]
            assert len(hand) == len(truth)
            assert len(_pick_options(sample)) >= 2  # the pick is still a real choice
            hands.append(sorted(hand))
        same = sum(hand == truth for hand in hands)
        assert same <= 2, f"seat {seat}: {same} of {SAMPLES} samples hold the picker's hand"
        assert len({tuple(h) for h in hands}) > SAMPLES // 2


def test_discard_highest_picker_keeps_his_own_hand_mt_info_1() -> None:
    """MT-INFO-1: the picker's own samples keep his hand and the same pick options."""
    st = _first_pick()
    picker = st.current_player()
    assert picker is not None
    sample = PlayerView(st, picker).determinize(Rng(3))
    assert sample.observation(picker) == st.observation(picker)
    assert sample.legal_actions() == st.legal_actions()


# ---- Vision (MT-AIR-1, MT-INFO-9, MT-DEC-59) ----------------------------------------
def _vision(players: int = 3, seed: int = 0) -> tuple[MTState, int, int]:
    """Seat ``a`` (air masters, tower 160) casts Vision on the next seat ``t``."""
    st = new(players, trumps=["air_masters"] * players, seed=seed)
    a = st.active
    t = (a + 1) % players
    set_board(st, a, tower=160, gold=10, food=10, mana=10)
    unlock(st)
    set_hand(st, a, ["bricklayer", "catapult", "spy"])
    st.invalidate()
    act(st, "cast", card=cid("bricklayer"), spell="vision")
    pay_first(st)
    if st.observation(a)["pending"] and st.observation(a)["pending"]["kind"] == "target":
        act(st, "choose_target", seat=t)
    return st, a, t


def test_vision_shows_in_the_casters_observation_mt_air_1_info_9() -> None:
    """MT-AIR-1, MT-INFO-9, MT-DEC-59: the revealed hand is in the caster's observation, not
    only in his events; nobody else's observation shows it."""
    st, a, t = _vision()
    shown = next(e for e in st.events_for(a) if e.key == "magic_tower.revealed")
    hand = st.observation(t)["hand"]
    assert sorted(shown.params["cards"]) == sorted(hand)
    assert sorted(st.observation(a)["known_hands"][str(t)]) == sorted(hand)
    assert set(st.observation(a)["known_hands"]) == {str(t)}
    for seat in [None, *range(st.num_players)]:
        if seat != a:
            assert st.observation(seat).get("known_hands") is None
    assert conservation_errors(st) == []


def test_vision_knowledge_follows_the_hand_mt_info_9_info_5_dec_59() -> None:
    """MT-INFO-9, MT-INFO-5, MT-DEC-59: a shown card stays known while it stays in the hand;
    when it goes (always face up to the pile) it is dropped; cards drawn later are unknown;
    a new look replaces the old one."""
    st, a, t = _vision()
    before = set(st.observation(a)["known_hands"][str(t)])
    assert st.current_player() == t
    gone = next(x for x in st.legal_actions() if x.kind == "discard")
    gone_id = tb.CARD_ID[gone.int_arg("card")]
    assert gone_id in before
    st.apply(gone)
    while st.current_player() == t:
        st.apply(st.legal_actions()[0])
    assert st.observation(None)["pile"][-1][0] == gone_id  # public: MT-INFO-5
    now = set(st.observation(a)["known_hands"][str(t)])
    assert now == before - {gone_id}
    hand = st.observation(t)["hand"]
    assert now <= set(hand) and len(hand) == len(before)  # he drew one the caster never saw
    assert conservation_errors(st) == []
    # the target eliminated: his hand goes to the pile, nothing is known any more (MT-DEC-73)
    st.eliminate(t)
    st.invalidate()
    assert st.observation(a).get("known_hands") is None
    assert conservation_errors(st) == []


def test_vision_cards_stay_in_the_casters_samples_mt_air_1_info_9() -> None:
    """MT-AIR-1, MT-INFO-9: ``determinize`` for the caster keeps the shown cards in the
    target's hand; the target's other cards, the deck and the third hand are resampled."""
    st, a, t = _vision()
    third = (t + 1) % 3
    # one shown card leaves and one unknown card comes in
    st.apply(next(x for x in st.legal_actions() if x.kind == "discard"))
    while st.current_player() == t:
        st.apply(st.legal_actions()[0])
    known = set(st.observation(a)["known_hands"][str(t)])
    truth = st.observation(t)["hand"]
    unknown = [c for c in truth if c not in known]
    assert known and unknown
    view = PlayerView(st, a)
    others = []
    for i in range(SAMPLES):
        sample = view.determinize(Rng(i))
        assert sample.observation(a) == view.observation
        hand = sample.observation(t)["hand"]
        assert known <= set(hand) and len(hand) == len(truth)
        others.append(tuple(c for c in hand if c not in known))
        assert conservation_errors(sample) == []
    assert sum(o == tuple(unknown) for o in others) <= 2
    assert len(set(others)) > SAMPLES // 2
    # a third seat does not know the shown cards: its samples resample the whole hand and
    # forget what the caster saw (the caster's knowledge is hidden from it)
    for i in range(5):
        sample = PlayerView(st, third).determinize(Rng(100 + i))
        assert sample.observation(third) == st.observation(third)
        assert sample.observation(a).get("known_hands") is None
        assert conservation_errors(sample) == []
    # the target knows what was shown (it saw the event): its samples keep the caster's view
    sample = PlayerView(st, t).determinize(Rng(7))
    assert sample.observation(a)["known_hands"] == st.observation(a)["known_hands"]


def test_vision_cards_are_rendered_for_the_caster_mt_air_1_content_18() -> None:
    """MT-AIR-1, MT-CONTENT-18: the caster's screen lists the cards he saw, in cs and en."""
    st, a, t = _vision()
    cat = st.game.catalog
    names = [cat.cards[cat.card_index[c]].name for c in st.observation(a)["known_hands"][str(t)]]
    for lang, words in (("en", f"seen in seat {t}'s hand"), ("cs", f"v ruce hráče {t}")):
        console = Console(width=80, record=True, file=io.StringIO())
        console.print(GAME.render(st.observation(a), lang))
        text = " ".join(console.export_text().split())  # long lines wrap at 80 columns
        assert words in text
        assert all(name.get(lang) in text for name in names)
