"""Hidden information, observations, events and decision points (SD-INFO, SD-ACT)."""

from __future__ import annotations

from cardtable.kernel import Action, Rng

from .helpers import CARDS, GAME, code, deck_top, edit, end, experiment, fresh, give, play, unit


def test_own_hand_visible_other_hidden() -> None:
    """SD-INFO-1, SD-INFO-2, SD-INFO-3, SD-HAND-2, SD-HAND-3: counts public, identities not."""
    st = fresh()
    give(st, 1, "student")
    give(st, 1, "akademicka_spoluprace", known=True)
    mine = st.observation(1)["sides"][1]
    theirs = st.observation(0)["sides"][1]
    assert mine["hand"] == ["student", "akademicka_spoluprace"]
    assert theirs["hand"] == [None, "akademicka_spoluprace"] and theirs["hand_size"] == 2
    spectator = st.observation(None)["sides"][1]
    assert spectator["hand"] == [None, "akademicka_spoluprace"]  # SD-INFO-19


def test_revealed_in_hand_drawn_is_public() -> None:
    """SD-CONTENT-18, SD-DEC-78: Akademická spolupráce stays visible when drawn."""
    st = fresh()
    deck_top(st, 1, "akademicka_spoluprace")
    end(st)
    assert st.observation(0)["sides"][1]["hand"] == ["akademicka_spoluprace"]
    give(st, 1, "akademicka_spoluprace")
    play(st, "akademicka_spoluprace")
    assert len(st.sides[0].hand) == 1


def test_decks_hidden_counts_public() -> None:
    """SD-INFO-4, SD-INFO-5, SD-INFO-6: own deck as a sorted list, the other only its size."""
    st = fresh()
    me = st.observation(0)["sides"]
    assert me[0]["deck"] == sorted(c.cid for c in st.sides[0].deck)
    assert "deck" not in me[1] and me[1]["deck_size"] == len(st.sides[1].deck)


def test_board_public_and_counters() -> None:
    """SD-INFO-10, SD-INFO-13, SD-INFO-14: units, graveyards and counters are public."""
    st = fresh()
    unit(st, 1, 3, "straznik", frozen=True)
    edit(st).grave(1, ["laser"]).build()
    view = st.observation(0)
    u = view["sides"][1]["units"][2]
    assert u["card"] == "straznik" and u["keywords"] == ["defender"] and u["shield"]
    assert u["frozen"] and u["printed_attack"] == 2
    assert view["sides"][1]["grave"] == ["laser"]
    for key in ("life", "mana", "mana_slots", "fatigue", "played_this_turn"):
        assert key in view["sides"][1]
    assert view["turn"] == st.turn


def test_trim_and_mulligan_private() -> None:
    """SD-INFO-7, SD-INFO-8, SD-DEC-4, SD-DEC-5: choices private; counts public after both."""
    st = GAME.new_state(seed=1, deck0="matematik", deck1="informatik", first_player=0)
    st.apply(Action("trim", card=0))
    shown = st.events_for(1)[-1]
    assert shown.key == "science_duel.trim_hidden" and "card" not in shown.params
    assert st.observation(0)["sides"][0]["removed"] and "removed" not in \
        st.observation(1)["sides"][0]
    while st.phase == "trim":
        st.apply(Action("trim", card=0))
    st.apply(Action("mulligan", cards=(0,)))
    assert st.observation(1)["sides"][0]["mulligan"] is None
    assert "science_duel.mulligan_hidden" in [e.key for e in st.events_for(1)]
    assert "science_duel.mulligan" not in [e.key for e in st.events_for(1)]
    st.apply(Action("mulligan", cards=()))
    assert st.observation(1)["sides"][0]["mulligan"] == 1
    assert st.observation(0)["sides"][0]["class"] == "matematik"  # SD-INFO-7


def test_draw_events_redacted() -> None:
    """SD-INFO-9, SD-INFO-20: a normal draw shows the card only to the drawer."""
    st = fresh()
    deck_top(st, 1, "laser")
    end(st)
    draw = [e for e in st.events if e.key == "science_duel.draw"][-1]
    assert draw.seats == frozenset({1})
    assert draw.for_seat(0) is not None and draw.for_seat(0).key == "science_duel.draw_hidden"


def test_experiment_play_event_hidden() -> None:
    """SD-INFO-11, SD-INFO-15, SD-INFO-20: others learn only that an experiment was played."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    give(st, 0, "odraz")
    play(st, "odraz")
    e = [x for x in st.events if x.key == "science_duel.play_exp"][-1]
    assert e.for_seat(1).key == "science_duel.play_hidden"
    assert e.for_seat(None).key == "science_duel.play_hidden"


def test_cancelled_card_public() -> None:
    """SD-INFO-18: a cancelled spell is public in the graveyard."""
    st = fresh(deck0="matematik", deck1="informatik")
    experiment(st, 1, "aplikace_prediktivniho_modelu")
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    assert st.observation(1)["sides"][0]["grave"] == ["vzorec"]


def test_random_results_public() -> None:
    """SD-INFO-16: coin results are public events."""
    st = fresh()
    give(st, 0, "hazardni_hrac")
    play(st, "hazardni_hrac")
    coin = [e for e in st.events
            if e.key in ("science_duel.coin_heads", "science_duel.coin_tails")]
    assert coin and coin[-1].seats is None


def test_determinize_resamples_only_hidden() -> None:
    """SD-INFO-3, SD-INFO-4, SD-INFO-11: hands, deck order, face-down experiments only."""
    st = fresh(deck0="fyzik", deck1="informatik", clear=False)
    experiment(st, 1, "firewall")
    give(st, 1, "akademicka_spoluprace", known=True)
    sample = st.determinize(0, Rng(5))
    assert sample.observation(0) == st.observation(0)
    assert sample.sides[0].hand == st.sides[0].hand
    assert sample.sides[1].hand[-1].cid == "akademicka_spoluprace"
    exp = sample.sides[1].effects[1]
    assert exp is not None and exp.kind == "experiment"
    assert CARDS[exp.cid].type == "experiment"
    total = [*sorted(c.cid for c in st.sides[1].deck + st.sides[1].hand), "firewall"]
    again = [*sorted(c.cid for c in sample.sides[1].deck + sample.sides[1].hand), exp.cid]
    assert sorted(total) == sorted(again)


def test_determinize_face_down_experiment_stays_an_experiment() -> None:
    """SD-INFO-11, SD-EXP-3: the slot of a face-down experiment is resampled among the hidden
    experiment cards only (kernel ``resample_positions``); the others keep their places."""
    st = fresh(deck0="fyzik", deck1="informatik", clear=False)
    experiment(st, 1, "firewall")
    seen = set()
    for key in range(30):
        sample = st.determinize(0, Rng(key))
        exp = sample.sides[1].effects[1]
        assert exp is not None and CARDS[exp.cid].type == "experiment"
        seen.add(exp.cid)
        assert sample.observation(0) == st.observation(0)
    assert len(seen) > 1  # the deck holds other informatik experiments


def test_pending_decider_is_current_player() -> None:
    """SD-ACT-7, SD-ACT-12, SD-DEC-14: the experiment owner decides in the opponent's turn."""
    st = fresh(deck0="fyzik", deck1="chemik")
    unit(st, 1, 1, "student")
    experiment(st, 1, "katalyza")
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1, 1))
    assert st.active == 0 and st.current_player() == 1
    assert {a.kind for a in st.legal_actions()} == {"choose_slot"}  # nothing else (SD-ACT-12)
    view = st.observation(0)["pending"]
    assert view["seat"] == 1 and view["kind"] == "choose_slot"


def test_single_option_automatic() -> None:
    """SD-ACT-8, SD-ACT-11, SD-DEC-26: one empty slot is taken automatically."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    for i in range(1, 7):
        unit(st, 0, i, "kyvadlo")
    st.apply(Action("use_ability", target=-1))
    assert st.pending is None and st.sides[0].units[6].cid == "sroubek"


def test_no_slot_no_token() -> None:
    """SD-DEC-26: with no empty slot a token is not created."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    for i in range(1, 8):
        unit(st, 0, i, "kyvadlo")
    st.apply(Action("use_ability", target=-1))
    assert [u.cid for u in st.sides[0].units] == ["kyvadlo"] * 7


def test_choose_card_revive() -> None:
    """SD-ACT-9: the player chooses which unit to revive when the card says so (no card of
    the pool does yet: a test card, ``revive`` with ``place = "choose"``)."""
    from .helpers import with_card
    game, revival = with_card('''
[[card]]
id = "test_revival"
name = { cs = "Oživení", en = "Revival" }
type = "spell"
class = "neutral"
cost = 1
effects = [{ op = "revive", place = "choose" }]
''')
    st = fresh(game=game)
    edit(st).grave(0, ["laser", "kyvadlo"]).give(0, revival).build()
    play(st, revival)
    assert st.pending is not None and st.pending.kind == "choose_card"
    st.apply(Action("choose_card", index=1))
    st.apply(Action("choose_slot", slot=4))
    assert st.sides[0].units[3].cid == "kyvadlo"


def test_encoding_round_trip() -> None:
    """SD-ACT-1, SD-ACT-2, SD-ACT-3, SD-ACT-4, SD-ACT-5, SD-ACT-6, SD-ACT-7, SD-ACT-8,
    SD-ACT-9, SD-ACT-10: every decision point encodes into the finite action space."""
    for a in (Action("trim", card=3), Action("mulligan", cards=(0, 3)),
              Action("play", hand=4, slot=7, target=15), Action("attack", unit=2, target=0),
              Action("use_ability", target=-1), Action("end_turn"),
              Action("choose_target", target=9), Action("choose_slot", slot=7),
              Action("choose_card", index=12)):
        assert GAME.decode(GAME.encode(a)) == a
        assert 0 <= GAME.encode(a) < GAME.num_distinct_actions


def test_choose_option_yes_and_no() -> None:
    """SD-ACT-10: an optional "you may" part asks its controller yes or no."""
    for answer, life, cards in ((1, 28, 2), (0, 30, 0)):
        st = fresh()
        deck_top(st, 0, "student", "kyvadlo")
        give(st, 0, "dobrovolnik")
        play(st, "dobrovolnik")
        assert st.pending is not None and st.pending.kind == "choose_option"
        assert st.legal_actions() == [Action("choose_option", option=0),
                                      Action("choose_option", option=1)]
        st.apply(Action("choose_option", option=answer))
        assert st.sides[0].life == life and len(st.sides[0].hand) == cards


def test_bots_use_the_same_interface() -> None:
    """SD-DEC-76: a bot plays through PlayerView with the same actions as a human."""
    from cardtable.bots import RandomBot
    from cardtable.kernel import PlayerView
    st = fresh(clear=False)
    bot = RandomBot(seed=3)
    for _ in range(30):
        if st.is_terminal():
            break
        seat = st.current_player()
        assert seat is not None
        action = bot.choose(PlayerView(st, seat))
        assert action in st.legal_actions()
        st.apply(action)


def test_no_concede_action() -> None:
    """SD-DEC-77: conceding is not a rules action."""
    assert "concede" not in GAME.action_space.kind_names
    assert "resign" not in GAME.action_space.kind_names


def test_deck_order_unknown_to_owner() -> None:
    """SD-DEC-67, SD-INFO-4: the owner sees the deck only as a sorted list; determinize
    reorders it."""
    st = fresh(clear=False)
    view = st.observation(0)["sides"][0]["deck"]
    assert view == sorted(view)
    a = st.determinize(0, Rng(1)).sides[0].deck
    b = st.determinize(0, Rng(2)).sides[0].deck
    assert sorted(c.uid for c in a) == sorted(c.uid for c in b)
    assert [c.uid for c in a] != [c.uid for c in b]


def test_illegal_target_changes_nothing() -> None:
    """SD-ACT-3, SD-STEALTH-1: targeting a stealthed enemy is refused with the rule named."""
    import pytest

    from cardtable.kernel import IllegalAction
    st = fresh()
    unit(st, 1, 1, "spion")
    give(st, 0, "paprsek")
    before = st.to_json()
    with pytest.raises(IllegalAction, match="SD-ACT-3"):
        st.apply(Action("play", hand=0, slot=0, target=code(1, 1)))
    assert st.to_json() == before


def test_known_deck_positions_kept() -> None:
    """SD-DEC-67, SD-INFO-6: a public card put on top keeps its known place until a shuffle."""
    st = fresh(deck0="informatik", deck1="fyzik")
    give(st, 0, "trojsky_kun")
    play(st, "trojsky_kun")
    for seat in (0, 1, None):
        assert st.observation(seat)["sides"][1]["deck_known"] == [[0, "virus"]]
        for key in range(3):
            sample = st.determinize(seat, Rng(key))
            assert sample.sides[1].deck[-1].cid == "virus"
    give(st, 0, "zaloha_dat")
    play(st, "zaloha_dat")
    size = len(st.sides[0].deck)
    assert st.observation(1)["sides"][0]["deck_known"] == [[size - 1, "obnova_dat"]]
    give(st, 0, "iterace")
    play(st, "iterace")  # shuffling forgets every known position
    assert st.observation(1)["sides"][0]["deck_known"] == []


def test_events_name_cards_by_id_and_name() -> None:
    """SD-INFO-9, SD-INFO-12: every event about a card names it by id (``card``) beside its
    cs/en name (``card_name``), which the messages show; hidden events name no card."""
    from cardtable.kernel.i18n import translate
    seen = 0
    for seed in range(4):
        st = GAME.new_state(seed=seed)
        rng = Rng(seed)
        while not st.is_terminal() and st.steps < 150:
            actions = st.legal_actions()
            st.apply(actions[rng.below(len(actions))])
        for seat in (0, 1, None):
            for e in st.events_for(seat):
                if "card" in e.params:
                    seen += 1
                    cid = e.params["card"]
                    assert CARDS[cid].name == e.params["card_name"], e
                    assert CARDS[cid].name["en"] in translate(e.key, "en", e.params)
                else:
                    assert "card_name" not in e.params, e
    assert seen > 100


def test_determinize_resamples_as_the_kernel_helper_does() -> None:
    """SD-DEC-67, SD-INFO-3: the written-out resampling of hands and decks
    (``observe._resample_unknown``) deals exactly what the kernel's
    ``resample_positions`` with the "known card" test deals, from the same draws."""
    from cardtable.games.science_duel.model import Card
    from cardtable.games.science_duel.observe import _resample_unknown
    from cardtable.kernel.zones import resample_positions

    for seed in range(40):
        pick = Rng(seed)
        zones = [[Card(100 * z + i, f"c{z}{i}", known=pick.below(3) == 0)
                  for i in range(pick.below(9))] for z in range(pick.below(3) + 1)]
        mine = [list(zone) for zone in zones]
        theirs = [list(zone) for zone in zones]
        _resample_unknown(mine, Rng(seed + 1000))
        resample_positions(theirs, lambda _z, _i, card: card.known, Rng(seed + 1000))
        assert mine == theirs
        assert [[c for c in z if c.known] for z in mine] == [[c for c in z if c.known]
                                                                for z in zones]
