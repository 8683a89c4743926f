"""Hidden information, observations, events per seat, determinize, the current
player, card data and dooms (HC-INFO-*, HC-ACT-21, HC-ACT-22, HC-DEC-80..83,
HC-DEC-85, HC-COMP-3..13, HC-DOOM-*)."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.games.hecatomb.cards import CardDataError
from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.model import DOOMS, MINION_SUBTYPES
from cardtable.kernel import Action, IllegalAction, Rng

from .support_a import (
    aboms,
    act,
    card_of,
    choices,
    choose,
    deck,
    event_keys,
    hand,
    me,
    new,
    of_kind,
    pending,
    pos,
    souls,
)

CAT = HECATOMB.catalog


def plain(cards: list[dict[str, object]]) -> list[dict[str, object]]:
    """Observation entries without the uid that names them for choices."""
    return [{k: v for k, v in c.items() if k != "uid"} for c in cards]


def _deck_mix() -> list[str]:
    return [f"t_{d}_{i}" for d in DOOMS for i in range(9)] + ["t_rager_1", "t_rager_2",
                                                             "t_reaper_1", "t_reaper_2"]


def _pool(st: object, seat: int) -> Counter[str]:
    """The seat's hand and deck cards as a multiset (reads the state's zones)."""
    return Counter(card_of(st, u) for u in [*st.hand[seat], *st.deck[seat]])  # type: ignore[attr-defined]


# ---- hands and decks -----------------------------------------------------------------
def test_hc_info_1_13_hands_seen_by_their_owner_only() -> None:
    """HC-INFO-1: a player sees their whole hand, the others only its size (and the
    publicly known cards); HC-INFO-13: the spectator sees no hand contents."""
    p = pos()
    p.hand(1, ["t_greed_5", "t_greed_4", "t_greed_3"], known=["t_greed_4"])
    p.hand(0, ["t_deceit_2", "t_deceit_3"])
    st = p.turn(0).build()
    assert me(st, 1)["hand"] == ["t_greed_5", "t_greed_4", "t_greed_3"]
    assert me(st, 1, 0)["hand"] == [None, "t_greed_4", None]
    assert me(st, 1, None)["hand"] == [None, "t_greed_4", None]
    assert me(st, 0, 1)["hand"] == [None, None] and me(st, 0, 1)["hand_size"] == 2
    assert me(st, 0, None)["hand"] == [None, None]


def test_hc_info_2_no_deck_order_anywhere() -> None:
    """HC-INFO-2 / HC-INFO-13: no observation shows any deck's order, not even the
    owner's; the deck sizes are public."""
    st = new(decks=[_deck_mix(), _deck_mix()])
    for viewer in (0, 1, None):
        obs = st.observation(viewer)
        for p in obs["players_state"]:
            assert "deck" not in p
            assert p["deck_size"] in (35, 36)
        text = repr(obs)
        assert "t_corruption_5" not in text  # only in the decks (5 and 4 cards were drawn)


def test_hc_info_3_decklists_are_options() -> None:
    """HC-INFO-3 / HC-DEC-5: the decklists are game options, known to everyone."""
    st = new(decks=[_deck_mix(), deck()])
    assert st.options.decks == [_deck_mix(), deck()]
    assert st.to_json()["options"]["decks"][0] == _deck_mix()


def test_hc_info_4_14_draws_redacted_per_seat() -> None:
    """HC-INFO-4 / HC-INFO-14: a drawn card is seen only by the drawer; the others see
    "seat 1 drew 2 cards"."""
    p = pos()
    p.deck(1, ["t_greed_7", "t_greed_8"])
    st = p.turn(0).build()
    act(st, "end_turn")
    own = [e for e in st.events_for(1) if e.key == "hecatomb.drew"][-1]
    assert [c["en"] for c in own.params["cards"]] == ["Test greed 7", "Test greed 8"]
    for viewer in (0, None):
        other = st.events_for(viewer)[-1]
        assert other.key == "hecatomb.drew_hidden"
        assert other.params == {"seat": 1, "n": 2}
        assert "Test greed 7" not in repr(st.events_for(viewer))


def test_hc_info_5_play_zone_public() -> None:
    """HC-INFO-5: every seat and the spectator see the same play zone: minions in
    order, strengths, modifiers with source and duration, keywords, tapped state,
    changed mark, relics and gods."""
    p = pos()
    p.hand(0, ["t_pump"]).mana(0, ["t_destruction_1"]).relics(0, ["t_relic_rager"])
    p.god(0, "t_god_b").abomination(0, ["t_greed_1", "t_greed_2"], tapped=True, changed=True)
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    views = [me(st, 0, v) for v in (0, 1, None)]
    for key in ("abominations", "relics", "god"):
        assert views[0][key] == views[1][key] == views[2][key]
    ab = views[1]["abominations"][0]
    assert [m["card"] for m in ab["minions"]] == ["t_greed_1", "t_greed_2"]
    assert ab["strength"] == 5 and ab["tapped"] is True and ab["changed"] is True
    assert ab["keywords"] == {"rager": 2, "reaper": 1}
    assert ab["mods"] == [{"strength": 2, "keyword": "", "until": "turn", "source": "t_pump"}]


def test_hc_info_6_7_mana_graveyard_removed_public() -> None:
    """HC-INFO-6: each mana card's identity, doom and tapped state, and whether a mana
    card was put down this turn; HC-INFO-7: graveyards (ordered) and removed zones."""
    p = pos()
    p.hand(0, ["t_greed_5", "t_remove_turn"]).mana(1, ["t_deceit_4"], tapped=["t_deceit_4"])
    p.graveyard(1, ["t_greed_3", "t_greed_2"]).mana(0, ["t_deceit_1"])
    p.abomination(1, ["t_greed_1", "t_greed_6"])
    st = p.turn(0).build()
    act(st, "play_mana hand=0")
    act(st, "play hand=0 x=0")
    for viewer in (1, None):
        obs = st.observation(viewer)
        assert obs["mana_played"] is True
        mine = obs["players_state"][0]
        assert plain(mine["mana"]) == [{"card": "t_deceit_1", "doom": "deceit", "tapped": True},
                                {"card": "t_greed_5", "doom": "greed", "tapped": False}]
    theirs = me(st, 1, 0)
    assert plain(theirs["mana"]) == [{"card": "t_deceit_4", "doom": "deceit", "tapped": True}]
    assert theirs["graveyard"] == ["t_greed_3", "t_greed_2"]
    assert theirs["removed"] == [{"card": "t_greed_6", "returns": 1}]


def test_hc_info_8_public_table_facts() -> None:
    """HC-INFO-8: souls, pools, game turn, turn limit, starting player, active player,
    the combat state and the kind and decider of a pending decision are public."""
    p = pos()
    p.hand(0, []).hand(1, ["t_greed_5"]).pool(1, [0, 1, 0, 0]).souls(1, 9)
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0, game_turn=5).build()
    assert st.observation(0)["players_state"][1]["pool"] == [0, 1, 0, 0]
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    obs = st.observation(None)
    assert [p["souls"] for p in obs["players_state"]] == [6, 9]
    assert obs["players_state"][1]["pool"] == [0, 0, 0, 0]  # emptied as combat began
    assert (obs["game_turn"], obs["turn_limit"], obs["first_player"], obs["active"]) == (
        5, 200, 0, 0)
    assert obs["pending"] == {"kind": "window", "seat": 1}
    assert obs["current_player"] == 1
    combat = obs["combat"]
    assert combat["attacker"] == 0 and combat["defender"] == 1
    assert combat["attackers"] == [me(st, 0)["abominations"][0]["id"]]
    assert combat["step"] == "d1" and combat["closed"] == ["a1"]
    assert obs["players_state"][0]["abominations"][0]["role"] == "attacker"


def test_hc_info_9_known_cards_in_hand() -> None:
    """HC-INFO-9: a card exiled to hand is known to all while it stays there; once it
    leaves the hand (put down as mana) the hand holds only unknown cards again."""
    p = pos()
    p.hand(0, ["t_exile_big"]).mana(0, ["t_deceit_1"]).hand(1, ["t_greed_2"])
    p.abomination(1, ["t_greed_1", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert me(st, 1, 0)["hand"] == [None, "t_greed_5"]
    act(st, "end_turn")
    act(st, "play_mana hand=1")
    assert me(st, 1, 0)["hand"] == [None, None, None]
    assert me(st, 1, 0)["mana"][0]["card"] == "t_greed_5"


def test_hc_info_10_played_and_discarded_cards_revealed() -> None:
    """HC-INFO-10: a card played or put into the mana zone is revealed as it leaves the
    hand; a discarded card is revealed as it goes to the graveyard."""
    p = pos()
    p.hand(0, ["t_greed_5", "t_discard"]).mana(0, ["t_corruption_1"]).hand(1, ["t_greed_3"])
    st = p.turn(0).build()
    act(st, "play_mana hand=0")
    act(st, "play hand=0 x=0")
    act(st, "discard hand=0")
    seen = {e.key: e.params for e in st.events_for(1) if e.key in (
        "hecatomb.mana_card", "hecatomb.played", "hecatomb.discarded")}
    assert seen["hecatomb.mana_card"]["card"]["en"] == "Test greed 5"
    assert seen["hecatomb.played"]["card"]["en"] == "Test discard"
    assert seen["hecatomb.discarded"]["card"]["en"] == "Test greed 3"


def test_hc_info_11_retrieve_only_the_searcher_sees_the_deck() -> None:
    """HC-INFO-11: during a retrieve only the searching player decides among their
    deck's matching cards; the others see only the card taken."""
    p = pos()
    p.hand(0, ["t_retrieve"]).mana(0, ["t_deceit_1"]).deck(0, ["t_greed_8"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_card", 0)
    with pytest.raises(IllegalAction):
        st.check(Action("choose_card", choice=choices(st)[0]), 1)
    assert st.observation(1)["pending"] == {"kind": "choose_card", "seat": 0}
    assert "choose_card" not in repr(st.observation(1)["players_state"])
    choose(st, "choose_card", "t_greed_8")
    taken = [e for e in st.events_for(1) if e.key == "hecatomb.retrieved"]
    assert len(taken) == 1 and taken[0].params["card"]["en"] == "Test greed 8"
    assert me(st, 0, 1)["hand"] == ["t_greed_8"]


def test_hc_info_12_random_outcomes_public() -> None:
    """HC-INFO-12: the starting player and a card discarded at random are public."""
    st = HECATOMB.new_state(seed=4, players=3, card_set="test", decks=[deck()] * 3)
    first = st.events_for(None)[0]
    assert first.key == "hecatomb.first_player"
    assert first.params["seat"] == st.observation(None)["first_player"]
    p = pos()
    p.hand(0, ["t_discard_random"]).mana(0, ["t_corruption_1"]).hand(1, ["t_greed_3",
                                                                         "t_greed_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    gone = me(st, 1, None)["graveyard"]
    shown = [e for e in st.events_for(None) if e.key == "hecatomb.discarded"]
    assert len(gone) == 1 and shown[-1].params["card"]["en"] == CAT.names[
        CAT.index[gone[0]]]["en"]


def test_hc_info_15_windows_open_regardless_of_hand_contents() -> None:
    """HC-INFO-15: a combat window is skipped only on public facts (no card in hand, no
    usable tap ability): a defender holding only non-combat cards still gets window D1
    (just `pass`), so the flow reveals nothing; a defender with no card is skipped."""
    for held, expect in ((["t_greed_5"], ("window", 1)), ([], ("main", 0))):
        p = pos()
        p.hand(0, []).hand(1, held).abomination(0, ["t_greed_1", "t_greed_2"])
        st = p.turn(0).build()
        act(st, "attack seat=1")
        act(st, "add_attacker abom=0")
        act(st, "confirm_attackers")
        assert pending(st) == expect
        if expect[0] == "window":
            assert st.legal_actions() == [Action("pass")]


def test_hc_info_16_determinize_resamples_only_the_hidden() -> None:
    """HC-INFO-16: determinize(seat) redeals the other players' unknown hand cards with
    their deck (sizes and known cards kept) and reorders the seat's own deck; the seat's
    observation is unchanged."""
    listing = _deck_mix()
    p = pos(decks=[listing, listing])
    p.hand(1, ["t_greed_5", "t_greed_4", "t_greed_3", "t_greed_6"], known=["t_greed_4"])
    p.hand(0, ["t_deceit_2", "t_deceit_3"])
    st = p.turn(0).build()
    before = st.to_json()
    redealt = []
    for seed in range(6):
        d = st.determinize(0, Rng(seed))
        assert d.observation(0) == st.observation(0)
        assert hand(d, 0) == ["t_deceit_2", "t_deceit_3"]
        other = hand(d, 1)
        assert len(other) == 4 and other[1] == "t_greed_4"
        assert _pool(d, 1) == _pool(st, 1)
        redealt.append(tuple(other))
    assert st.to_json() == before
    assert any(h != tuple(hand(st, 1)) for h in redealt)
    d5 = st.determinize(0, Rng(5))
    assert st.determinize(0, Rng(5)).observation(1) == d5.observation(1)


def test_hc_info_16_cards_keep_their_owner() -> None:
    """HC-INFO-16: a redealt hand holds only cards of its own player's pool (hand and
    deck), never another player's cards."""
    p = pos(decks=[["t_deceit_1"] * 40, ["t_greed_1"] * 20 + ["t_greed_2"] * 20])
    p.hand(1, ["t_greed_2", "t_greed_2"])
    st = p.turn(0).build()
    d = st.determinize(0, Rng(5))
    assert set(hand(d, 1)) <= {"t_greed_1", "t_greed_2"}
    assert me(d, 1)["deck_size"] == me(st, 1)["deck_size"]


# ---- the current player ----------------------------------------------------------------
def test_hc_act_21_dec_83_decider_is_the_current_player() -> None:
    """HC-ACT-21 / HC-DEC-83: while a decision is pending its decider is the current
    player, even in another's turn; other seats' actions are refused naming HC-ACT-21;
    once the game is over there is no current player."""
    p = pos()
    p.hand(0, ["t_discard"]).mana(0, ["t_corruption_1"]).hand(1, ["t_greed_3"])
    st = p.turn(0).build()
    assert st.current_player() == 0
    act(st, "play hand=0 x=0")
    assert st.current_player() == 1 and st.observation(None)["active"] == 0
    with pytest.raises(IllegalAction) as info:
        st.check(Action("end_turn"), 0)
    assert info.value.refusal.rule == "HC-ACT-21"
    act(st, "discard hand=0")
    assert st.current_player() == 0
    st = pos().souls(1, 19).turn(0).build()
    act(st, "end_turn")
    assert st.is_terminal() and st.current_player() is None


def test_hc_act_22_automatic_steps_ask_nothing() -> None:
    """HC-ACT-22: the preparation phase (soul, untap, draw), the tapping of attackers,
    reaping without choice and emptying the pool happen without a decision."""
    p = pos()
    p.hand(0, []).hand(1, []).souls(1, 8).abomination(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert pending(st) == ("main", 0)
    assert me(st, 0)["abominations"][0]["tapped"] is True
    assert souls(st)[1] == 6
    act(st, "end_turn")
    assert pending(st) == ("main", 1)


# ---- card data -----------------------------------------------------------------------
def _bad(text: str) -> None:
    with pytest.raises((CardDataError, ValueError)):
        HECATOMB.with_cards(text)


_HEAD = '''
[[card]]
id = "t_a_bad"
number = 950
name = { cs = "Zkouška", en = "Probe" }
doom = "greed"
cost = 1
'''


def test_hc_comp_3_6_7_8_every_card_has_type_cost_doom() -> None:
    """HC-COMP-3 / HC-COMP-6 / HC-COMP-7 / HC-COMP-8: every card has exactly one of the
    four types, a cost and one of the four dooms; every minion has a strength."""
    for cid in CAT.ids:
        card = CAT.card(cid)
        assert card.type in ("minion", "fate", "relic", "god")
        assert card.doom in DOOMS and 0 <= card.cost <= 9
        if card.type == "minion":
            assert card.strength is not None
    _bad(_HEAD + 'type = "spell"\n')
    _bad(_HEAD.replace('doom = "greed"', 'doom = "pride"') + 'type = "relic"\n')
    _bad(_HEAD + 'type = "minion"\nsubtype = "beast"\n')  # no strength


def test_hc_comp_4_dec_85_subtypes_closed_list() -> None:
    """HC-COMP-4 / HC-DEC-85: minions and fates have one subtype of a closed list; relics
    and gods have none (the loader rejects anything else)."""
    for cid in CAT.ids:
        card = CAT.card(cid)
        if card.type == "minion":
            assert card.subtype in MINION_SUBTYPES
        elif card.type in ("relic", "god"):
            assert card.subtype is None
    _bad(_HEAD + 'type = "minion"\nsubtype = "dragon"\nstrength = 1\n')
    _bad(_HEAD + 'type = "relic"\nsubtype = "beast"\n')
    _bad(_HEAD + 'type = "fate"\nsubtype = "beast"\neffect = { steps = [{ op = "draw", '
         'n = 1 }] }\n')


def test_hc_comp_5_combat_flag_only_minions_and_fates() -> None:
    """HC-COMP-5: "combat" is a flag of minions and fates only."""
    assert CAT.card("t_blast_1").combat is True and CAT.card("t_draw_2").combat is False
    _bad(_HEAD + 'type = "relic"\ncombat = true\n')


def test_hc_comp_9_10_13_text_boxes_and_triggers() -> None:
    """HC-COMP-9: only minions have a conditional-ability box; HC-COMP-10 / HC-COMP-13:
    triggers belong to minions, at most four, each colour once."""
    _bad(_HEAD + 'type = "fate"\nsubtype = "tactic"\neffect = { steps = [{ op = "draw", '
         'n = 1 }] }\ntriggers = ["greed"]\n')
    _bad(_HEAD + 'type = "minion"\nsubtype = "beast"\nstrength = 1\n'
         'triggers = ["greed", "greed"]\n')
    _bad(_HEAD + 'type = "minion"\nsubtype = "beast"\nstrength = 1\n'
         'triggers = ["greed", "deceit", "corruption", "destruction", "greed"]\n')
    ok = HECATOMB.with_cards(_HEAD + 'type = "minion"\nsubtype = "beast"\nstrength = 1\n'
                             'triggers = ["greed", "deceit", "corruption", "destruction"]\n')
    assert len(ok.catalog.card("t_a_bad").triggers) == 4


def test_hc_comp_11_12_dec_80_flavour_name_rarity_no_effect() -> None:
    """HC-COMP-11 / HC-COMP-12 / HC-DEC-80: flavour text, name, collector number and
    rarity have no effect: a copy of `t_greed_2` differing only in those plays the same
    (same legal actions, same strength)."""
    twin = '''
[[card]]
id = "t_a_twin"
number = 951
rarity = "rare"
name = { cs = "Dvojče", en = "Twin" }
flavor = { cs = "Nic.", en = "Nothing." }
doom = "greed"
type = "minion"
cost = 1
subtype = "cultist"
strength = 2
triggers = ["greed"]
'''
    game = HECATOMB.with_cards(twin)
    results = []
    for cid in ("t_greed_2", "t_a_twin"):
        p = game.position(seed=1, players=2, card_set="test", decks=[deck(), deck()],
                          first_player=0)
        p.hand(0, [cid]).mana(0, ["t_greed_4"]).abomination(0, ["t_greed_1", "t_greed_3"])
        st = p.build()
        legal = st.legal_actions()
        act(st, "play_onto hand=0 abom=0 x=0")
        results.append((legal, me(st, 0)["abominations"][0]["strength"]))
    assert results[0] == results[1]
    assert results[0][1] == 6


# ---- dooms ---------------------------------------------------------------------------
def test_hc_doom_1_four_dooms() -> None:
    """HC-DOOM-1: corruption, deceit, destruction, greed."""
    assert DOOMS == ("corruption", "deceit", "destruction", "greed")
    assert {CAT.card(c).doom for c in CAT.ids} == set(DOOMS)


def test_hc_doom_2_abomination_has_every_minions_doom() -> None:
    """HC-DOOM-2 example: an abomination of a greed minion under a corruption minion is
    also a greed abomination: a Greed Evader attacker cannot be blocked by it, only by
    the pure corruption one."""
    p = pos()
    p.hand(0, []).hand(1, [])
    p.abomination(0, ["t_deceit_1", "t_evader_greed"])
    p.abomination(1, ["t_greed_1", "t_corruption_3"])
    p.abomination(1, ["t_corruption_1", "t_corruption_3"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert pending(st) == ("block", 1)
    assert of_kind(st, "block") == [Action("block", blocker=1, attacker=0)]


def test_hc_doom_3_subtype_is_the_top_minions() -> None:
    """HC-DOOM-3: the abomination's subtype is its top minion's: the Undead bonus of
    `t_relic_undead` applies with an Undead on top, not with one below."""
    p = pos()
    p.relics(0, ["t_relic_undead"])
    p.abomination(0, ["t_greed_1", "t_undead_2"]).abomination(0, ["t_undead_2", "t_greed_1"])
    st = p.turn(0).build()
    assert [ab["strength"] for ab in me(st, 0)["abominations"]] == [4, 3]


def test_hc_doom_4_arch_enemies_no_effect() -> None:
    """HC-DOOM-4: arch-enemy pairs have no rules effect: greed mana helps pay for a
    corruption card, and the two dooms stack in one abomination."""
    p = pos()
    p.hand(0, ["t_corruption_3"]).mana(0, ["t_corruption_1", "t_greed_1"])
    p.abomination(0, ["t_greed_1"])
    st = p.turn(0).build()
    act(st, "play_onto hand=0 abom=0 x=0")
    assert aboms(st, 0) == [["t_greed_1", "t_corruption_3"]]


# ---- encoding --------------------------------------------------------------------------
def test_hc_dec_82_indexes_hand_abomination_position() -> None:
    """HC-DEC-82: a hand card by index (order of arrival), an abomination by its index in
    the seat's creation order (indexes close up when one is gone), a minion by its
    position from the bottom."""
    p = pos()
    p.hand(0, ["t_destroy_small", "t_greed_0"]).mana(0, ["t_destruction_1"])
    p.abomination(0, ["t_greed_1"]).abomination(0, ["t_greed_3", "t_tap_1"])
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == [Action("use_tap", abom=1, pos=1)]
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_1")
    assert aboms(st, 0) == [["t_greed_3", "t_tap_1"]]
    assert of_kind(st, "use_tap") == [Action("use_tap", abom=0, pos=1)]
    act(st, "play_onto hand=0 abom=0 x=0")
    assert aboms(st, 0) == [["t_greed_3", "t_tap_1", "t_greed_0"]]
    assert event_keys(st, None)[-1] == "hecatomb.played"


def test_hc_dec_81_stitch_spelling() -> None:
    """HC-DEC-81: the rulebook's "stich" is stitch: the card text says Stitch / Sešij."""
    assert "Stitch" in HECATOMB.card_text("t_stitch_onto", "en")
    assert "Sešij" in HECATOMB.card_text("t_stitch_onto", "cs")


def test_hc_info_16_own_deck_reordered_spectator_all_hands() -> None:
    """HC-INFO-16: the seat's own deck gets a new order (same cards); for the spectator
    every player's unknown hand cards are resampled, the public view unchanged."""
    listing = _deck_mix()
    st = new(decks=[listing, listing])
    order = [card_of(st, u) for u in st.deck[0]]
    orders = set()
    for seed in range(4):
        d = st.determinize(0, Rng(seed))
        mine = [card_of(d, u) for u in d.deck[0]]
        assert sorted(mine) == sorted(order)
        orders.add(tuple(mine))
    assert any(o != tuple(order) for o in orders)
    d = st.determinize(None, Rng(3))
    assert d.observation(None) == st.observation(None)
    assert _pool(d, 0) == _pool(st, 0) and _pool(d, 1) == _pool(st, 1)
    assert (hand(d, 0), hand(d, 1)) != (hand(st, 0), hand(st, 1))
