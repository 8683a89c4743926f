"""Hidden information (HX-INFO-1..15, HX-DEC-48): what each seat and the spectator
see, which events reach whom, who gets the legal actions, and what ``determinize``
may resample. Scenario tests use the position builder; the property tests play
seeded random games (biased toward doing something rather than passing)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as hexy_deck
from cardtable.kernel import Action, IllegalAction, PlayerView, Rng, State, state_digest

TEST = {"card_set": "test", "map": "t_strip"}
SEATS: tuple[int | None, ...] = (0, 1, None)
PUBLIC = ("map", "turn", "turns", "phase", "active", "first", "holder", "passed",
          "winning_dice", "pools", "board", "stack", "library", "graveyards", "mulligans",
          "result_reason")
"""Observation keys every seat and the spectator see alike (HX-INFO-2, -3, -5..8)."""


def pos(game: Any = HEXY, seed: int = 7) -> Any:
    return game.position(seed, decks=[hexy_deck(), hexy_deck()], **TEST)


def names(state: Any, uids: list[int]) -> list[str]:
    return [state.cat.ids[state.card[u]] for u in uids]


def shown(state: State, seat: int | None, key: str) -> list[dict[str, Any]]:
    """The params of the events ``key`` as ``seat`` sees them."""
    return [dict(e.params) for e in state.events_for(seat) if e.key == key]


def busy(state: State, rng: Rng) -> Action:
    """A random legal action that prefers doing something: cast, move, attack, take
    energy, choose (5 in 6); else, in its own Main Phase, discard a card for energy
    now and then (1 in 3), so a cast may follow; else pass."""
    legal = state.legal_actions()
    doing = [a for a in legal if a.kind not in ("pass", "discard_for_energy")]
    if doing and rng.below(6):
        return rng.choice(doing)
    discards = [a for a in legal if a.kind == "discard_for_energy"]
    own_main = state.phase == "main" and state.current_player() == state.active  # type: ignore[attr-defined]
    if discards and own_main and not rng.below(3):
        return rng.choice(discards)
    return rng.choice(legal)


def played(seed: int, steps: int, options: dict[str, Any] | None = None) -> State:
    opts = options if options is not None else {**TEST, "decks": [hexy_deck()] * 2}
    state = HEXY.new_state(seed=seed, players=2, **opts)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(busy(state, rng))
    return state


# ---- HX-INFO-1 / HX-INFO-12: hands -----------------------------------------------------
def test_hx_info_1_12_hand_seen_by_owner_known_cards_by_all() -> None:
    """HX-INFO-1: a player sees his hand, the opponent and the spectator only its size
    and the publicly known cards (HX-INFO-12), in hand order."""
    p = pos()
    p.hand(1, ["t_lose_one", "t_hasty", "t_flyer"], known=["t_hasty"])
    p.hand(0, ["t_pump", "t_cancel"])
    state = p.turn(0).build()
    assert state.observation(1)["hands"][1] == ["t_lose_one", "t_hasty", "t_flyer"]
    for viewer in (0, None):
        obs = state.observation(viewer)
        assert obs["hands"][1] == [None, "t_hasty", None]
        assert obs["hand_uids"][1] == [None, state.hand[1][1], None]
    assert state.observation(0)["hands"][0] == ["t_pump", "t_cancel"]
    assert state.observation(1)["hands"][0] == [None, None]
    assert state.observation(None)["hands"][0] == [None, None]


def test_hx_info_12_returned_card_known_to_both_until_it_leaves() -> None:
    """HX-INFO-12: a card returned from the Battlefield to its owner's hand is known to
    both players (and the spectator) while it stays there; once it leaves (discarded
    for energy) and a new card is drawn, nothing is known any more."""
    p = pos()
    p.hand(0, ["t_return_to_hand", "t_flyer"])
    p.hand(1, ["t_lose_one", "t_hasty"])
    p.unit(1, "t_vanilla_2_1_2_3", (0, 0))
    p.pool(0, colourless=1)
    state = p.turn(0).build()
    state.apply(Action("cast", hand=0, hex=-1))  # the only target is taken (HX-DEC-57)
    while state.stack:
        state.apply(Action("pass"))
    assert names(state, state.hand[1]) == ["t_lose_one", "t_hasty", "t_vanilla_2_1_2_3"]
    for viewer in (0, None):
        assert state.observation(viewer)["hands"][1] == [None, None, "t_vanilla_2_1_2_3"]
    assert shown(state, 1, "hexy.returned") == shown(state, 0, "hexy.returned") != []
    # the known card stays in place in every sample seat 0 can imagine (HX-INFO-15)
    for key in range(5):
        sample = state.determinize(0, Rng(key))
        assert names(sample, [sample.hand[1][2]]) == ["t_vanilla_2_1_2_3"]
    while state.current_player() != 1:
        state.apply(Action("pass"))
    returned = state.hand[1][2]
    state.apply(Action("discard_for_energy", hand=2))
    assert returned in state.grave[1] and not state.known[returned]
    assert state.observation(0)["graveyards"][1][-1] == "t_vanilla_2_1_2_3"


# ---- HX-INFO-2 / HX-INFO-9: libraries and decklists ------------------------------------
def test_hx_info_2_library_order_hidden_sizes_public() -> None:
    """HX-INFO-2: every view shows each library only as a size, never a card."""
    p = pos()
    p.hand(0, ["t_flyer"])
    p.hand(1, ["t_hasty"])
    p.library(0, ["t_plus_five_die", "t_center_die"], only=True)
    p.library(1, ["t_relocate"], only=True)
    state = p.turn(0).build()
    for viewer in SEATS:
        obs = state.observation(viewer)
        assert obs["library"] == [2, 1]
        text = repr({k: v for k, v in obs.items() if k != "graveyards"})  # other copies
        for hidden in ("t_plus_five_die", "t_center_die", "t_relocate"):
            assert hidden not in text


def test_hx_info_9_decklists_public_library_order_not() -> None:
    """HX-INFO-9 / HX-DEC-48: the decklists are public options; two games with the same
    decklists but different shuffles look the same to the spectator before play."""
    a = HEXY.new_state(seed=11, players=2, first_player=0, decks=["goblin_rush", "sky_guard"])
    assert a.options.decks == ["goblin_rush", "sky_guard"]
    sample = a.determinize(None, Rng(3))
    assert sample.library != a.library  # another order ...
    assert sample.observation(None) == a.observation(None)  # ... nobody can tell


# ---- HX-INFO-3 / HX-INFO-4 / HX-INFO-13: mulligans and draws ---------------------------
def test_hx_info_3_mulligans_public_as_counts() -> None:
    """HX-INFO-3: a mulligan is public as a count and the new hand size; the cards
    shuffled back and the new cards are not shown to the opponent."""
    state = HEXY.new_state(seed=2, players=2, first_player=0, decks=[hexy_deck()] * 2, **TEST)
    decider = state.current_player()
    assert decider is not None
    other = 1 - decider
    before = names(state, state.hand[decider])
    state.apply(Action("mulligan"))
    for viewer in SEATS:
        obs = state.observation(viewer)
        assert obs["mulligans"][decider] == 1 and obs["mulligans"][other] == 0
        assert len(obs["hands"][decider]) == 7
    assert shown(state, other, "hexy.mulligan") == [{"seat": decider, "n": 7}]
    seen = repr([e.params for e in state.events_for(other)
                 if e.params.get("seat") == decider])
    for cid in set(before) | set(names(state, state.hand[decider])):
        card = HEXY.catalog.card(cid).name.get("en")
        assert card not in seen


def test_hx_info_4_13_draw_seen_only_by_drawer() -> None:
    """HX-INFO-4 / HX-INFO-13: "seat 0 drew a card" to seat 1 and the spectator, the
    card's name to seat 0; ``events_for`` holds only what the seat may see."""
    p = pos()
    p.hand(0, ["t_draw_one"])
    p.library(0, ["t_plus_five_die"], only=True)
    p.pool(0, colourless=1)
    state = p.turn(0).build()
    start = len(state.events)
    state.apply(Action("cast", hand=0, hex=-1))
    while state.stack:
        state.apply(Action("pass"))
    new = state.events[start:]
    mine = [e.for_seat(0) for e in new]
    theirs = [e.for_seat(1) for e in new]
    spect = [e.for_seat(None) for e in new]
    draws = [e for e in mine if e is not None and e.key == "hexy.draw"]
    assert len(draws) == 1 and draws[0].params["card"]["en"] == "Plus Five Die"
    for view in (theirs, spect):
        keys = [e.key for e in view if e is not None]
        assert "hexy.draw" not in keys and keys.count("hexy.draw_hidden") == 1
        assert "Plus Five Die" not in repr([e.params for e in view if e is not None])
    assert shown(state, 1, "hexy.cast")[-1]["card"]["en"] == "Draw One"  # casts: public
    assert state.observation(1)["hands"][0] == [None]
    assert state.observation(0)["hands"][0] == ["t_plus_five_die"]


# ---- HX-INFO-5..8: public zones --------------------------------------------------------
def test_hx_info_5_graveyards_public_and_ordered() -> None:
    """HX-INFO-5 / HX-INFO-13: discarded-for-energy and milled cards go face up, in
    order, to the graveyard every view shows; the events name them for both."""
    p = pos()
    p.hand(0, ["t_mill_self_one", "t_flyer"])
    p.graveyard(0, ["t_relocate"])
    p.library(0, ["t_plus_five_die", "t_hasty"])
    state = p.turn(0).build()
    state.apply(Action("discard_for_energy", hand=1))
    state.apply(Action("cast", hand=0, hex=-1))
    while state.stack:
        state.apply(Action("pass"))
    want = ["t_relocate", "t_flyer", "t_plus_five_die", "t_mill_self_one"]
    for viewer in SEATS:
        assert state.observation(viewer)["graveyards"][0] == want
    for viewer in SEATS:
        assert [e["card"]["en"] for e in shown(state, viewer, "hexy.milled")] == \
            ["Plus Five Die"]
        discarded = shown(state, viewer, "hexy.discarded_for_energy")
        assert [e["card"]["en"] for e in discarded] == ["Flyer"]


def test_hx_info_6_7_8_board_stack_pools_dice_public() -> None:
    """HX-INFO-6, HX-INFO-7, HX-INFO-8: board cards (identity, owner, hex, points, die,
    enchantments), the stack with targets, pools, Winning Dice, turn, phase and holder
    look the same from both seats and the spectator."""
    p = pos()
    unit = p.unit(1, "t_vanilla_2_1_2_3", (0, 0), points=2, die=1)
    p.enchant(0, "t_minus_two_attack", unit)
    p.unit(0, "t_red_building", (0, 4), points=3)
    p.hand(0, ["t_lose_one"])
    p.pool(0, colourless=1, red=2)
    p.pool(1, blue=1)
    p.winning_die(1, 4)
    state = p.turn(0).build()
    state.apply(Action("cast", hand=0, hex=-1))
    state.apply(Action("choose", choice=0))  # targets by hex index: (0, 0) before (0, 4)
    views = [state.observation(v) for v in SEATS]
    for key in PUBLIC:
        assert views[0][key] == views[1][key] == views[2][key], key
    board = {b["card"]: b for b in views[2]["board"]}
    vanilla = board["t_vanilla_2_1_2_3"]
    assert (vanilla["owner"], vanilla["points"], vanilla["die"]) == (1, 2, 1)
    assert [e["card"] for e in vanilla["enchantments"]] == ["t_minus_two_attack"]
    assert [(o["card"], o["seat"], o["targets"]) for o in views[2]["stack"]] == \
        [("t_lose_one", 0, [unit])]
    assert views[2]["pools"] == [[2, 0, 0, 0, 0], [0, 0, 1, 0, 0]]
    assert views[2]["winning_dice"] == [1, 4]
    assert views[2]["holder"] == state.current_player()


# ---- HX-INFO-10: revealed and hidden searches ------------------------------------------
QUIET = """
[[card]]
id = "x_quiet_search"
number = 900
name = { cs = "Tiché hledání", en = "Quiet Search" }
type = "sorcery"
rarity = "common"
colours = ["green"]
cost = { generic = 1 }
targets = []
effect = [ { op = "search", filter = { types = ["creature"] }, reveal = false } ]
"""


def _search(card: str, game: Any = HEXY, more: tuple[str, ...] = ()) -> State:
    p = pos(game)
    p.hand(0, [card, *more])
    p.library(0, ["t_flyer", "t_lose_one", "t_hasty"], only=True)
    p.pool(0, colourless=1)
    state: State = p.turn(0).build()
    state.apply(Action("cast", hand=0, hex=-1))
    while state.current_player() is not None and state.legal_actions()[0].kind == "pass":
        state.apply(Action("pass"))
    return state


@pytest.mark.parametrize(("card", "game"), [("t_search_creature", HEXY),
                                            ("x_quiet_search", HEXY.with_cards(QUIET))])
def test_hx_info_10_14_search_choice_shown_only_to_searcher(card: str, game: Any) -> None:
    """HX-INFO-10 / HX-INFO-14: the searched library's matching cards are offered to the
    searcher only; the opponent and spectator see the kind and decider of the choice."""
    state = _search(card, game)
    assert state.observation(0)["decision"] == {
        "kind": "choose", "seat": 0, "for": "search", "cards": ["t_flyer", "t_hasty", None]}
    for viewer in (1, None):
        assert state.observation(viewer)["decision"] == {"kind": "choose", "seat": 0,
                                                         "for": "search"}


def test_hx_info_10_12_revealed_search_known_to_both() -> None:
    """HX-INFO-10 / HX-INFO-12: a search whose text reveals shows the card to both and
    the card is known while in hand."""
    state = _search("t_search_creature")
    state.apply(Action("choose", choice=1))
    for viewer in SEATS:
        assert state.observation(viewer)["hands"][0] == ["t_hasty"]
        assert [e["card"]["en"] for e in shown(state, viewer, "hexy.search_revealed")] == \
            ["Hasty"]


def test_hx_info_10_hidden_search_shows_the_card_to_the_searcher_only() -> None:
    """HX-INFO-10: a search that does not say "reveal" shows the taken card only to the
    searcher; the opponent learns that a card was taken."""
    state = _search("x_quiet_search", HEXY.with_cards(QUIET))
    state.apply(Action("choose", choice=1))
    assert state.observation(0)["hands"][0] == ["t_hasty"]
    for viewer in (1, None):
        assert state.observation(viewer)["hands"][0] == [None]
        assert "Hasty" not in repr([e.params for e in state.events_for(viewer)][-4:])
        assert shown(state, viewer, "hexy.search_took_hidden") == [{"seat": 0}]
    assert shown(state, 0, "hexy.search_took")[0]["card"]["en"] == "Hasty"


# ---- HX-INFO-11: the spectator ---------------------------------------------------------
def test_hx_info_11_spectator_sees_only_public_information() -> None:
    """HX-INFO-11: ``observation(None)`` shows hand sizes and known cards, no hand
    contents, no library order, no hidden decision details; the public parts equal a
    player's."""
    p = pos()
    p.hand(0, ["t_flyer", "t_pump"], known=["t_pump"])
    p.hand(1, ["t_hasty"])
    state = p.turn(0).build()
    spect, opp = state.observation(None), state.observation(1)
    assert spect["hands"] == [[None, "t_pump"], [None]]
    assert spect["hand_uids"][1] == [None]
    for key in PUBLIC:
        assert spect[key] == opp[key]
    assert [e.seats for e in state.events_for(None) if e.seats is not None] == []


# ---- HX-INFO-14: only the decider acts -------------------------------------------------
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 160))
def test_hx_info_14_only_the_decider_gets_legal_actions(seed: int, steps: int) -> None:
    """HX-INFO-14: a seat's ``PlayerView`` has legal actions only while it decides; the
    decision's kind and decider are in every view; the other seat's answer is refused
    (HX-ACT-15) and changes nothing."""
    state = played(seed, steps)
    if state.is_terminal():
        return
    decider = state.current_player()
    assert decider in (0, 1)
    other = 1 - decider
    assert PlayerView(state, decider).legal_actions == state.legal_actions() != []
    assert PlayerView(state, other).legal_actions == []
    for viewer in SEATS:
        decision = state.observation(viewer)["decision"]
        assert decision["seat"] == decider and decision["kind"] == state.pending.kind  # type: ignore[attr-defined]
    digest = state_digest(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.legal_actions()[0], seat=other)
    assert caught.value.refusal.rule == "HX-ACT-15"
    assert state_digest(state) == digest


# ---- HX-INFO-15: determinize -----------------------------------------------------------
UNCHANGED = ("active", "at", "board", "card", "counter_die", "die", "first", "grave",
             "holder", "host", "known", "mods", "mulligans", "owner", "passed", "phase",
             "points", "pool", "stack", "ts", "turn", "turns", "under", "waiting", "windie",
             "tasks", "steps")


def _check_sample(state: Any, seat: int | None, sample: Any) -> None:
    before, after = state.to_json()["slots"], sample.to_json()["slots"]
    for slot in UNCHANGED:
        assert after[slot] == before[slot], slot
    for s in (0, 1):
        assert len(sample.hand[s]) == len(state.hand[s])
        assert len(sample.library[s]) == len(state.library[s])
        mine = Counter(state.hand[s] + state.library[s])
        assert Counter(sample.hand[s] + sample.library[s]) == mine
        for i, uid in enumerate(state.hand[s]):
            if s == seat or state.known[uid]:
                assert sample.hand[s][i] == uid  # own and known cards stay in place
        if s == seat:
            assert Counter(sample.library[s]) == Counter(state.library[s])
    assert sample.observation(seat) == state.observation(seat)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 200),
       config=st.sampled_from(["test", "standard"]))
def test_hx_info_15_determinize_resamples_only_hidden_cards(seed: int, steps: int,
                                                            config: str) -> None:
    """HX-INFO-15: ``determinize(seat)`` deals the opponent's unknown hand cards again
    from his hand plus library (hand sizes and known cards kept), reorders libraries,
    and changes nothing else; the seat's observation is the same and the sample plays
    on. The original is untouched."""
    options = None if config == "test" else {}
    state = played(seed, steps, options)
    digest = state_digest(state)
    for seat in SEATS:
        sample = state.determinize(seat, Rng(seed + 1))
        _check_sample(state, seat, sample)
        rng = Rng(seed + 2)
        for _ in range(20):
            if sample.is_terminal():
                break
            sample.apply(busy(sample, rng))
    assert state_digest(state) == digest


def test_hx_info_15_determinize_actually_resamples() -> None:
    """HX-INFO-15: over a few keys the opponent's hidden hand and the libraries do
    change (the resample is not a no-op), while the seat's own hand never does."""
    state = played(3, 12)
    hands, libraries = set(), set()
    for key in range(8):
        sample: Any = state.determinize(0, Rng(key))
        assert sample.hand[0] == state.hand[0]  # type: ignore[attr-defined]
        hands.add(tuple(sample.hand[1]))
        libraries.add(tuple(sample.library[0]))
    assert len(hands) > 1 and len(libraries) > 1


def test_hx_info_15_pending_search_of_the_opponent_stays_answerable() -> None:
    """HX-INFO-15: sampling for the opponent while a search is pending keeps the offered
    cards in the searched library, so the answer still works in the sample."""
    state = _search("t_search_creature", more=("t_pump", "t_cancel", "t_relocate"))
    offered = state.pending.resume.values  # type: ignore[attr-defined]
    for key in range(12):
        sample: Any = state.determinize(1, Rng(key))
        assert sample.observation(1) == state.observation(1)
        assert all(u in sample.library[0] for u in offered if u >= 0)
        for choice in range(3):
            twin = sample.clone()
            twin.apply(Action("choose", choice=choice))
            assert HEXY.invariant_errors(twin) == []
