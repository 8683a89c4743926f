"""Set-up, turns, the preparation and main phases, winning and the safety nets
(HC-COMP-1/2, HC-DECK-*, HC-SETUP-*, HC-TURN-1..3, HC-PREP-*, HC-MAIN-*, HC-WIN-*,
HC-DEC-1..16, HC-DEC-79, HC-DEC-88, HC-ACT-1, HC-ACT-20, HC-ACT-22)."""

from __future__ import annotations

import pytest

from cardtable.games.hecatomb import game as hc_game
from cardtable.games.hecatomb.game import HECATOMB, HcOptions
from cardtable.kernel import OptionError

from .support_a import (
    aboms,
    act,
    deck,
    end_turns,
    event_keys,
    hand,
    kinds,
    me,
    new,
    pending,
    pos,
    pos_x,
    refused,
    souls,
)

MAIN_KINDS = {"play_mana", "play", "play_onto", "use_tap", "attack", "end_turn"}


# ---- components, options, deck checks ------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hc_comp_1_dec_1_two_to_six_players(players: int) -> None:
    """HC-COMP-1 / HC-DEC-1: 2 to 6 players; HC-COMP-2: each with their own deck and
    souls (HC-SETUP-2: 5 each, the starter has gained 1 already)."""
    st = new(players=players, decks=[deck()] * players)
    obs = st.observation(None)
    assert len(obs["players_state"]) == players
    assert souls(st) == [6] + [5] * (players - 1)
    assert [p["deck_size"] for p in obs["players_state"]] == [35] + [36] * (players - 1)


@pytest.mark.parametrize("players", [1, 7])
def test_hc_dec_1_player_count_out_of_range_refused(players: int) -> None:
    """HC-DEC-1: fewer than 2 or more than 6 players are refused."""
    with pytest.raises(OptionError):
        new(players=players, decks=[deck()] * players)


def test_hc_dec_1_default_two_players() -> None:
    """HC-DEC-1: `players` defaults to 2."""
    st = HECATOMB.new_state(seed=1, card_set="test", decks=[deck(), deck()])
    assert len(st.observation(None)["players_state"]) == 2


def test_hc_act_1_game_options() -> None:
    """HC-ACT-1: the options are game options, with the documented defaults
    (HC-DEC-3 `first_player = random`, HC-DEC-5 `card_set = standard`, HC-DEC-16
    `turn_limit = 200`)."""
    fields = set(HcOptions.model_fields)
    assert {"decks", "card_set", "shuffle", "first_player", "turn_limit"} <= fields
    opts = HcOptions()
    assert opts.first_player == "random"
    assert opts.card_set == "standard"
    assert opts.turn_limit == 200
    assert opts.shuffle is True
    with pytest.raises(OptionError):
        new(first=7)
    with pytest.raises(OptionError):
        new(turn_limit=-1)


def test_hc_dec_5_one_deck_per_seat_and_known_cards() -> None:
    """HC-DEC-5: one deck per seat; unknown card ids are refused naming the seat."""
    with pytest.raises(OptionError) as info:
        new(decks=[deck()])
    assert info.value.refusal is not None and info.value.refusal.rule == "HC-DEC-5"
    with pytest.raises(OptionError) as info:
        new(decks=[deck(), [*deck()[:39], "no_such_card"]])
    refusal = info.value.refusal
    assert refusal is not None and refusal.rule == "HC-DEC-5"
    assert refusal.params["seat"] == 1
    # a standard game cannot use test cards (HC-CONTENT-13)
    with pytest.raises(OptionError):
        HECATOMB.new_state(seed=1, players=2, card_set="standard", decks=[deck(), deck()])


def test_hc_dec_5_default_deck_order() -> None:
    """HC-DEC-5: by default seat i gets entry i of the listed prebuilt decks."""
    assert hc_game.DEFAULT_DECKS == ("corruption_deceit", "destruction_greed",
                                     "corruption_greed", "deceit_destruction",
                                     "corruption_destruction", "deceit_greed")


def test_hc_dec_5_test_set_skips_size_and_copies() -> None:
    """HC-DEC-5: with the test set, the size and copy limits are not checked (a
    5-card deck of one card is fine), but an empty deck is still refused."""
    st = new(decks=[["t_greed_1"] * 5, ["t_greed_1"] * 5])
    assert me(st, 1)["hand_size"] == 4
    with pytest.raises(OptionError):
        new(decks=[deck(), []])


def _check(decks: list[list[str]]) -> None:
    HECATOMB.check_options(2, HcOptions(decks=decks, card_set="standard"))


def _standard(n: int) -> list[str]:
    """``n`` distinct standard card ids."""
    ids = [cid for cid in HECATOMB.card_ids() if not cid.startswith("t_")]
    assert len(ids) >= n
    return ids[:n]


def test_hc_deck_1_dec_5_deck_size_40_to_120() -> None:
    """HC-DECK-1 / HC-DEC-5: a standard deck has 40 to 120 cards; the refusal names
    the seat and the rule."""
    mixed = _standard(40)
    _check([mixed, mixed])  # exactly 40: fine (HC-DECK-3: four dooms mixed)
    _check([mixed * 3, mixed])  # 120, three copies each: fine
    with pytest.raises(OptionError) as info:
        _check([mixed, mixed[:39]])
    assert info.value.refusal is not None
    assert info.value.refusal.rule == "HC-DECK-1" and info.value.refusal.params["seat"] == 1
    with pytest.raises(OptionError) as info:
        _check([mixed * 3 + _standard(41)[-1:], mixed])
    assert info.value.refusal is not None and info.value.refusal.rule == "HC-DECK-1"


def test_hc_deck_2_dec_6_three_copies_per_card_id() -> None:
    """HC-DECK-2 / HC-DEC-6: at most 3 copies of one card id."""
    base = _standard(36)
    one, two = _standard(38)[36:]
    ok = [*base, one, one, two, two]  # two copies of two cards
    _check([ok, ok])
    three = [*base, base[0], base[0], two, two]  # 3 copies of base[0]
    _check([three, ok])
    bad = [*base, base[0], base[0], base[0], two]  # 4 copies of base[0]
    with pytest.raises(OptionError) as info:
        _check([ok, bad])
    refusal = info.value.refusal
    assert refusal is not None and refusal.rule == "HC-DECK-2" and refusal.params["seat"] == 1


def test_hc_deck_3_any_doom_mix_playable() -> None:
    """HC-DECK-3: decks of any number of dooms are accepted (one doom, four dooms)."""
    four = [f"t_{d}_{i}" for d in ("corruption", "deceit", "destruction", "greed")
            for i in range(1, 9)] + ["t_greed_1"] * 8
    st = new(decks=[four, ["t_deceit_1"] * 40])
    assert not st.is_terminal()


def test_hc_dec_2_turn_order_clockwise() -> None:
    """HC-DEC-2 / HC-TURN-2: turns pass from seat s to seat (s + 1) mod n."""
    st = new(players=3, decks=[deck()] * 3, first=1)
    seen = []
    for _ in range(5):
        seen.append(st.current_player())
        act(st, "end_turn")
    assert seen == [1, 2, 0, 1, 2]


def test_hc_setup_3_dec_3_first_player_option() -> None:
    """HC-SETUP-3 / HC-DEC-3: a fixed seat starts; `random` draws a seat with the seeded
    RNG, the same for the same seed, and the result is public (observation and event)."""
    st = new(players=4, decks=[deck()] * 4, first=2)
    assert st.current_player() == 2 and st.observation(None)["first_player"] == 2
    firsts = set()
    for seed in range(12):
        a = HECATOMB.new_state(seed=seed, players=3, card_set="test", decks=[deck()] * 3)
        b = HECATOMB.new_state(seed=seed, players=3, card_set="test", decks=[deck()] * 3)
        first = a.observation(None)["first_player"]
        assert first == b.observation(None)["first_player"]
        assert a.current_player() == first
        assert first in (0, 1, 2)
        events = a.events_for(None)
        assert events[0].key == "hecatomb.first_player" and events[0].params["seat"] == first
        firsts.add(first)
    assert len(firsts) > 1


def test_hc_setup_1_dec_4_decks_shuffled_with_the_seed() -> None:
    """HC-SETUP-1 / HC-DEC-4: each deck is shuffled with the state RNG (same seed, same
    order); `shuffle = false` keeps the listed order, first card on top."""
    listing = [f"t_{d}_{i}" for d in ("corruption", "deceit", "destruction", "greed")
               for i in range(9)] + ["t_rager_1", "t_rager_2", "t_reaper_1", "t_reaper_2"]
    plain = new(decks=[listing, listing])
    assert hand(plain, 0) == listing[:5]
    assert hand(plain, 1) == listing[:4]
    hands = []
    for seed in (1, 2, 3):
        a = HECATOMB.new_state(seed=seed, players=2, card_set="test", decks=[listing] * 2,
                               first_player=0)
        b = HECATOMB.new_state(seed=seed, players=2, card_set="test", decks=[listing] * 2,
                               first_player=0)
        assert hand(a, 0) == hand(b, 0) and hand(a, 1) == hand(b, 1)
        hands.append(tuple(hand(a, 0)))
    assert any(h != tuple(listing[:5]) for h in hands)
    assert len(set(hands)) > 1


def test_hc_dec_4_setup_order_draws_from_the_starter() -> None:
    """HC-DEC-4: starting player chosen, then 4 cards each from the starter in turn
    order, then game turn 1 begins with the starter's preparation phase."""
    st = new(players=3, decks=[deck()] * 3, first=2)
    events = st.events_for(None)
    keys = [e.key for e in events]
    assert keys[0] == "hecatomb.first_player"
    draws = [e.params["seat"] for e in events[:4] if e.key == "hecatomb.drew_hidden"]
    assert draws == [2, 0, 1]
    assert all(e.params["n"] == 4 for e in events[1:4])
    assert keys[4] == "hecatomb.turn" and events[4].params == {"seat": 2, "turn": 1}


def test_hc_setup_2_4_5_starting_zones() -> None:
    """HC-SETUP-2: 5 souls each; HC-SETUP-4: 4 cards each; HC-SETUP-5: empty mana zone,
    play zone, graveyard and removed zone (HC-DEC-8: souls are public integers)."""
    st = new(players=3, decks=[deck()] * 3, first=0)
    obs = st.observation(None)
    for seat, p in enumerate(obs["players_state"]):
        assert p["souls"] == (6 if seat == 0 else 5)
        assert p["hand_size"] == (5 if seat == 0 else 4)
        assert p["mana"] == [] and p["abominations"] == [] and p["relics"] == []
        assert p["god"] is None and p["graveyard"] == [] and p["removed"] == []
        assert p["pool"] == [0, 0, 0, 0]


def test_hc_dec_7_no_mulligan() -> None:
    """HC-DEC-7: there is no mulligan: the first decision is the starter's main phase."""
    st = new()
    assert pending(st) == ("main", 0)
    assert set(kinds(st)) <= MAIN_KINDS


# ---- the turn ------------------------------------------------------------------------
def test_hc_prep_6_dec_10_first_turn_hands_example() -> None:
    """HC-PREP-6 example / HC-DEC-10: in a 2-player game the starter begins their first
    main phase with 5 cards and 6 souls, the other player with 6 cards and 6 souls;
    only game turn 1 draws a single card (HC-PREP-5: the others draw 2)."""
    st = new()
    assert pending(st) == ("main", 0)
    assert me(st, 0)["hand_size"] == 5 and souls(st)[0] == 6
    assert len(st.legal_actions()) == 11  # 5 play_mana + 5 play (cost 0) + end_turn
    act(st, "end_turn")
    assert pending(st) == ("main", 1)
    assert me(st, 1)["hand_size"] == 6 and souls(st)[1] == 6
    assert me(st, 0)["hand_size"] == 5 and souls(st)[0] == 6
    act(st, "end_turn")
    assert me(st, 0)["hand_size"] == 7  # HC-PREP-5: 2 cards from turn 3 on
    assert me(st, 0)["deck_size"] == 33


def test_hc_turn_1_prep_1_phase_order_events() -> None:
    """HC-TURN-1 / HC-PREP-1: preparation (soul, untap, draw) comes first, then the main
    phase; HC-PREP-2: 1 soul; HC-ACT-22: the preparation phase asks nothing."""
    st = new()
    act(st, "end_turn")
    keys = event_keys(st, None)
    start = len(keys) - 1 - keys[::-1].index("hecatomb.turn")
    assert keys[start:] == ["hecatomb.turn", "hecatomb.souls_gained", "hecatomb.drew_hidden"]
    gained = st.events_for(None)[start + 1]
    assert gained.params == {"seat": 1, "n": 1, "total": 6}
    assert pending(st) == ("main", 1)


def test_hc_prep_4_dec_12_untap_only_the_active_players_cards() -> None:
    """HC-PREP-4 / HC-DEC-12: the preparation phase untaps every abomination and mana
    card of the active player; other players' cards stay tapped."""
    p = pos()
    p.abomination(0, ["t_greed_2", "t_greed_3"], tapped=True)
    p.abomination(1, ["t_deceit_2", "t_deceit_3"], tapped=True)
    p.mana(0, ["t_greed_4"], tapped=["t_greed_4"])
    p.mana(1, ["t_deceit_4", "t_deceit_5"], tapped=["t_deceit_4", "t_deceit_5"])
    st = p.turn(0).build()
    act(st, "end_turn")
    obs = st.observation(None)["players_state"]
    assert [ab["tapped"] for ab in obs[1]["abominations"]] == [False]
    assert [m["tapped"] for m in obs[1]["mana"]] == [False, False]
    assert [ab["tapped"] for ab in obs[0]["abominations"]] == [True]
    assert [m["tapped"] for m in obs[0]["mana"]] == [True]


def test_hc_prep_3_win_on_the_soul_gain_before_drawing() -> None:
    """HC-PREP-3 / HC-WIN-1 / HC-WIN-2 / HC-DEC-79: 19 souls + the preparation soul = 20:
    the game ends at once (no untap, no draw); winner 1, others -1."""
    p = pos()
    p.souls(0, 3).souls(1, 19)
    st = p.turn(0).build()
    before = me(st, 1, None)["hand_size"]
    act(st, "end_turn")
    assert st.is_terminal()
    assert st.returns() == [-1.0, 1.0]
    assert souls(st) == [3, 20]
    assert me(st, 1, None)["hand_size"] == before
    assert st.current_player() is None
    assert event_keys(st, None)[-1] == "hecatomb.won"


def test_hc_prep_7_dec_11_win_4_empty_deck_draws_nothing() -> None:
    """HC-PREP-7 / HC-DEC-11: drawing stops when the deck is empty, without penalty;
    HC-WIN-4: the player keeps playing and gaining souls."""
    st = new(decks=[["t_greed_1"] * 6, ["t_greed_1"] * 40])
    assert me(st, 0)["deck_size"] == 1  # 4 at setup, 1 on game turn 1
    act(st, "end_turn")
    act(st, "end_turn")  # game turn 3: draws 1 of 2
    assert me(st, 0)["deck_size"] == 0 and me(st, 0)["hand_size"] == 6
    act(st, "end_turn")
    act(st, "end_turn")  # game turn 5: nothing to draw
    assert me(st, 0)["hand_size"] == 6
    assert "hecatomb.deck_empty" in event_keys(st, None)
    assert not st.is_terminal() and pending(st) == ("main", 0)
    assert souls(st)[0] == 8


def test_hc_turn_3_dec_13_act_20_end_turn_always_legal() -> None:
    """HC-TURN-3 / HC-DEC-13 / HC-ACT-20: `end_turn` is always legal in the main phase
    outside combat, and the turn ends only when the player says so."""
    p = pos()
    p.hand(0, ["t_greed_1", "t_greed_2"]).mana(0, ["t_greed_4"])
    p.abomination(0, ["t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    assert "end_turn" in kinds(st)
    act(st, "play_mana hand=0")
    assert pending(st) == ("main", 0) and "end_turn" in kinds(st)
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0) and "end_turn" in kinds(st)
    act(st, "end_turn")
    assert pending(st) == ("main", 1)


def test_hc_main_1_dec_13_any_order() -> None:
    """HC-MAIN-1 / HC-DEC-13: mana card, plays and attacks in any order, interleaved:
    attack first, then play a minion, then put a mana card down."""
    p = pos()
    p.hand(0, ["t_greed_2", "t_greed_5"]).mana(0, ["t_greed_4"]).hand(1, [])
    p.abomination(0, ["t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    assert {"play_mana", "play", "play_onto", "attack", "end_turn"} <= set(kinds(st))
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    while pending(st) == ("window", 0):  # windows A1 and A2 (seat 1 holds no card)
        act(st, "pass")
    assert pending(st) == ("main", 0)
    act(st, "play hand=0 x=0")
    assert aboms(st, 0)[-1] == ["t_greed_2"]
    act(st, "play_mana hand=0")
    assert [m["card"] for m in me(st, 0)["mana"]] == ["t_greed_4", "t_greed_5"]
    assert "play_mana" not in kinds(st)


def test_hc_main_2_play_as_many_as_affordable() -> None:
    """HC-MAIN-2: as many cards as can be paid for, one after the other."""
    p = pos()
    p.hand(0, ["t_greed_1", "t_greed_0", "t_greed_2", "t_greed_2"])
    p.mana(0, ["t_greed_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")  # cost 0
    act(st, "play hand=0 x=0")  # cost 0
    act(st, "play hand=0 x=0")  # cost 1, taps the only mana card
    assert aboms(st, 0) == [["t_greed_1"], ["t_greed_0"], ["t_greed_2"]]
    assert not [a for a in st.legal_actions() if a.kind in ("play", "play_onto")]
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-1"


def test_hc_main_3_attack_several_times() -> None:
    """HC-MAIN-3: the active player may attack as long as an abomination can; each
    attack steals by size; then `attack` is no longer offered (HC-DEC-51)."""
    p = pos()
    p.hand(0, []).hand(1, []).souls(0, 6).souls(1, 10)
    p.abomination(0, ["t_greed_2", "t_greed_3"])
    p.abomination(0, ["t_greed_2", "t_greed_3", "t_greed_1"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert souls(st) == [8, 8] and pending(st) == ("main", 0)
    assert "attack" in kinds(st)
    act(st, "attack seat=1")
    act(st, "add_attacker abom=1")
    act(st, "confirm_attackers")
    assert souls(st) == [11, 5]
    assert "attack" not in kinds(st)
    assert refused(st, "attack seat=1") == "HC-DEC-51"


def test_hc_dec_14_end_of_turn_clears_marks_flag_pool() -> None:
    """HC-DEC-14: at the end of the turn the changed marks and the mana-card flag are
    cleared and the pool empties (HC-MANA-8); the turn counter goes up."""
    p = pos()
    p.hand(0, ["t_greed_1", "t_greed_2"]).pool(0, [1, 0, 2, 0])
    p.abomination(0, ["t_greed_2", "t_greed_3"], changed=True)
    st = p.turn(0, game_turn=7).build()
    act(st, "play_mana hand=0")
    obs = st.observation(None)
    assert obs["mana_played"] is True
    assert obs["players_state"][0]["abominations"][0]["changed"] is True
    act(st, "end_turn")
    obs = st.observation(None)
    assert obs["game_turn"] == 8
    assert obs["mana_played"] is False
    assert obs["players_state"][0]["abominations"][0]["changed"] is False
    assert obs["players_state"][0]["pool"] == [0, 0, 0, 0]


def test_hc_dec_16_turn_limit_draw() -> None:
    """HC-DEC-16: when game turn `turn_limit` ends without a winner, the game is a draw:
    returns 0 for all."""
    st = new(turn_limit=3)
    end_turns(st, 2)
    assert not st.is_terminal()
    act(st, "end_turn")
    assert st.is_terminal()
    assert st.returns() == [0.0, 0.0]
    obs = st.observation(None)
    assert obs["end"] == "turn_limit" and obs["game_turn"] == 3


def test_hc_win_3_dec_16_two_players_no_attacks_example() -> None:
    """HC-WIN-3 example / HC-DEC-16: 2 players, nobody attacks: the starter reaches 20
    souls in the preparation phase of game turn 29 and wins (with no turn limit too)."""
    for limit in (200, 0):
        st = new(turn_limit=limit)
        turns = 0
        while not st.is_terminal():
            act(st, "end_turn")
            turns += 1
        obs = st.observation(None)
        assert turns == 28
        assert obs["game_turn"] == 29 and obs["end"] == "win"
        assert st.returns() == [1.0, -1.0]
        assert souls(st) == [20, 19]


def test_hc_dec_16_three_players_end_by_turn_14n_plus_1() -> None:
    """HC-DEC-16 / HC-WIN-3: with no thefts, an n-player game ends by game turn 14n + 1."""
    st = new(players=3, decks=[deck()] * 3, first=1)
    while not st.is_terminal():
        act(st, "end_turn")
    obs = st.observation(None)
    assert obs["game_turn"] == 14 * 3 + 1
    assert st.returns() == [-1.0, 1.0, -1.0]


def test_hc_win_5_only_20_souls_wins() -> None:
    """HC-WIN-5 / HC-DEC-79: an empty deck or 0 souls ends nothing; only 20 souls wins
    (here from a fate mid-turn: HC-WIN-2, the game ends at once)."""
    p = pos()
    p.souls(0, 18).souls(1, 0)
    p.hand(0, ["t_gain", "t_draw_2"]).mana(0, ["t_greed_4", "t_greed_5"])
    st = p.turn(0).build()
    assert not st.is_terminal()
    act(st, "play hand=0 x=0")
    assert st.is_terminal() and st.returns() == [1.0, -1.0]
    assert souls(st) == [20, 0]
    assert st.legal_actions() == []


def test_hc_dec_88_looping_minion_hits_the_action_cap() -> None:
    """HC-DEC-88: `t_loop`'s tap ability untaps its own abomination; 1,000 actions in
    one turn end the game at once as a draw, returns 0 for all."""
    p = pos()
    p.abomination(0, ["t_loop"])
    st = p.turn(0).build()
    for _ in range(999):
        act(st, "use_tap abom=0 pos=0")
    assert not st.is_terminal() and pending(st) == ("main", 0)
    assert me(st, 0)["abominations"][0]["tapped"] is False
    act(st, "use_tap abom=0 pos=0")
    assert st.is_terminal()
    assert st.returns() == [0.0, 0.0]
    assert st.observation(None)["end"] == "action_cap"


def test_hc_dec_88_cap_counts_per_turn() -> None:
    """HC-DEC-88: the count starts again each turn: 999 actions in each of two turns of
    seat 0 do not end the game."""
    p = pos()
    p.abomination(0, ["t_loop"])
    st = p.turn(0).build()
    for _ in range(998):
        act(st, "use_tap abom=0 pos=0")
    act(st, "end_turn")  # the 999th action
    act(st, "end_turn")  # seat 1's turn
    for _ in range(998):
        act(st, "use_tap abom=0 pos=0")
    assert not st.is_terminal()


def test_hc_dec_10_first_turn_single_draw_follows_the_starter() -> None:
    """HC-DEC-10 / HC-PREP-6: whoever starts draws 1 on game turn 1 (here seat 1); the
    other player's first turn draws 2."""
    st = new(first=1)
    assert me(st, 1)["hand_size"] == 5 and me(st, 0)["hand_size"] == 4
    act(st, "end_turn")
    assert me(st, 0)["hand_size"] == 6


def test_hc_win_2_dec_79_game_ends_at_the_first_theft_reaching_20() -> None:
    """HC-WIN-2 / HC-DEC-79: with two unblocked attackers, the first theft that brings
    the attacker to 20 ends the game at once; the second attacker steals nothing."""
    p = pos()
    p.hand(0, []).hand(1, []).souls(0, 18).souls(1, 10)
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    p.abomination(0, ["t_greed_1", "t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "add_attacker abom=1")
    act(st, "confirm_attackers")
    assert st.is_terminal()
    assert souls(st) == [20, 8]
    assert st.returns() == [1.0, -1.0]


def test_hc_dec_14_end_of_turn_ability_first() -> None:
    """HC-DEC-14 step 1 / HC-DEC-15: an "at the end of your turn" ability happens at the
    end of its controller's turn (before the next player's preparation phase), not at
    the end of other players' turns."""
    p = pos_x()
    p.relics(0, ["t_a_end_draw"]).hand(0, []).deck(0, ["t_greed_8", "t_greed_7"])
    st = p.turn(0).build()
    act(st, "end_turn")
    assert hand(st, 0) == ["t_greed_8"]
    keys = event_keys(st, None)
    assert keys.index("hecatomb.triggered") < len(keys) - 1 - keys[::-1].index("hecatomb.turn")
    act(st, "end_turn")  # seat 1's turn ends: nothing for seat 0; seat 0 then draws 2
    assert hand(st, 0) == ["t_greed_8", "t_greed_7", "t_greed_1"]


def test_hc_act_16_discard_repeated_per_card() -> None:
    """HC-ACT-16: a player told to discard 2 with 3 cards chooses twice, one card at a
    time, from their current hand."""
    p = pos_x()
    p.hand(0, ["t_a_discard_2"]).mana(0, ["t_corruption_1"])
    p.hand(1, ["t_greed_3", "t_greed_4", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("discard", 1) and len(st.legal_actions()) == 3
    act(st, "discard hand=2")
    assert pending(st) == ("discard", 1) and len(st.legal_actions()) == 2
    act(st, "discard hand=0")
    assert hand(st, 1) == ["t_greed_4"]
    assert me(st, 1)["graveyard"] == ["t_greed_5", "t_greed_3"]
