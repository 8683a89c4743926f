"""Setup, trimming, the toss, the mulligan and deck construction ."""

from __future__ import annotations

import pytest

from cardtable.games.science_duel.cards import CLASSES, DECKS, deck_problem
from cardtable.games.science_duel.model import EFFECT_SLOTS, MAX_LIFE, UNIT_SLOTS
from cardtable.kernel import Action, IllegalAction, OptionError, Rng

from .helpers import CARDS, GAME, edit, fresh


def test_components_two_players_and_board() -> None:
    """SD-COMP-1, SD-COMP-3, SD-COMP-5, SD-COMP-6, SD-COMP-7, SD-COMP-10, SD-COMP-11."""
    st = fresh()
    assert st.num_players == 2 and GAME.player_range(GAME.options_model()) == (2, 2)
    for side in st.sides:
        assert len(side.units) == UNIT_SLOTS == 7  # SD-COMP-3
        assert len(side.effects) == EFFECT_SLOTS == 6  # SD-COMP-5
        assert isinstance(side.deck, list) and isinstance(side.grave, list)  # SD-COMP-7
        assert hasattr(side, "mana") and hasattr(side, "slots")  # SD-COMP-10
    assert st.field is None  # SD-COMP-6: one shared slot, empty at the start
    with pytest.raises(OptionError):
        GAME.new_state(seed=1, players=3)  # SD-COMP-1


def test_five_classes() -> None:
    """SD-COMP-2: exactly five classes, each with a prebuilt deck (SD-CONTENT-21)."""
    assert CLASSES == ("matematik", "informatik", "fyzik", "inzenyr", "chemik")
    assert sorted(d.cls for d in DECKS.values()) == sorted(CLASSES)


def test_start_values_and_first_turn() -> None:
    """SD-SETUP-4, SD-SETUP-5, SD-START-4, SD-START-5, SD-START-6, SD-DEC-7: life 30, mana from
    0, first turn normal."""
    st = GAME.new_state(seed=3, deck0="fyzik", deck1="inzenyr", first_player=1)
    assert [s.life for s in st.sides] == [MAX_LIFE, MAX_LIFE]  # SD-SETUP-4
    assert [(s.mana, s.slots) for s in st.sides] == [(0, 0), (0, 0)]  # SD-SETUP-5
    st.apply(Action("mulligan", cards=()))
    st.apply(Action("mulligan", cards=()))
    first = st.sides[1]
    assert (first.slots, first.mana) == (1, 1)  # SD-DEC-7: gains a slot on turn 1
    assert len(first.hand) == 4  # 3 opening cards + the turn's draw (SD-DEC-7)
    assert len(st.sides[0].hand) == 5  # SD-SETUP-13: 4 cards plus Plus bod
    assert st.active == 1 and st.phase == "main"  # SD-SETUP-15


def test_toss_is_random_and_overridable() -> None:
    """SD-SETUP-7, SD-DEC-1: the toss uses the seeded RNG; ``first_player`` fixes it."""
    firsts = {GAME.new_state(seed=s, deck0="fyzik", deck1="inzenyr").first for s in range(40)}
    assert firsts == {0, 1}
    assert GAME.new_state(seed=5, deck0="fyzik", deck1="inzenyr", first_player=1).first == 1


def test_plus_bod_goes_to_the_second_player() -> None:
    """SD-SETUP-8, SD-SETUP-14, SD-CONTENT-9: Plus bod after the mulligan, not exchangeable."""
    st = GAME.new_state(seed=2, deck0="fyzik", deck1="inzenyr", first_player=0)
    assert len(st.sides[0].hand) == 3  # SD-SETUP-9
    st.apply(Action("mulligan", cards=(0, 1, 2)))
    assert len(st.sides[1].hand) == 4  # SD-SETUP-13: four drawn
    assert all(c.cid != "plus_bod" for c in st.sides[1].hand)
    # the second player's mulligan options are subsets of the 4 drawn cards only
    assert len(st.legal_actions()) == 16  # SD-SETUP-14 / SD-ACT-2
    st.apply(Action("mulligan", cards=()))
    assert st.sides[1].hand[-1].cid == "plus_bod" and st.sides[1].hand[-1].known
    plus = CARDS["plus_bod"]
    assert plus.token and plus.cost == 0 and plus.type == "spell"  # SD-CONTENT-9


def test_mulligan_exchanges_at_once_and_reshuffles() -> None:
    """SD-SETUP-10, SD-SETUP-11, SD-SETUP-12, SD-DEC-5, SD-ACT-2: one subset, bottom, redraw."""
    st = GAME.new_state(seed=9, deck0="fyzik", deck1="inzenyr", first_player=0)
    assert len(st.legal_actions()) == 8  # all subsets of 3 cards, one action each
    assert {a.kind for a in st.legal_actions()} == {"mulligan"}
    before = [c.uid for c in st.sides[0].hand]
    deck_before = [c.uid for c in st.sides[0].deck]
    st.apply(Action("mulligan", cards=(0, 2)))
    side = st.sides[0]
    assert len(side.hand) == 3 and side.hand[0].uid == before[1]
    assert side.mulligan == 2
    assert sorted(c.uid for c in side.deck + side.hand) == sorted(deck_before + before)
    # the whole deck was shuffled (SD-SETUP-12): not the order bottom-insert + redraw gives
    unshuffled = [before[2], before[0], *deck_before[:-2]]
    assert [c.uid for c in side.deck] != unshuffled
    # no second exchange for the same player (SD-SETUP-11)
    assert st.current_player() == 1


def test_empty_mulligan_keeps_deck_order() -> None:
    """SD-SETUP-12: no exchange, no reshuffle."""
    st = GAME.new_state(seed=9, deck0="fyzik", deck1="inzenyr", first_player=0)
    deck = [c.uid for c in st.sides[0].deck]
    st.apply(Action("mulligan", cards=()))
    assert [c.uid for c in st.sides[0].deck] == deck


def test_setup_draws_ignore_on_draw() -> None:
    """SD-DEC-6: opening draws trigger no Při líznutí / ZAHRAJ PŘI LÍZNUTÍ."""
    st = GAME.new_state(seed=4, deck0="fyzik", deck1="inzenyr", first_player=0)
    edit(st).deck_top(1, "tajemny_balicek", "pruzkumnik").build()
    st.apply(Action("mulligan", cards=()))
    assert {"tajemny_balicek", "pruzkumnik"} <= {c.cid for c in st.sides[1].hand}
    assert st.sides[0].life == 30 and st.sides[1].life == 30


def test_trimming_to_thirty() -> None:
    """SD-SETUP-2, SD-SETUP-3, SD-DECK-7, SD-DEC-4, SD-ACT-1: seat 0 then seat 1 trim to 30."""
    st = GAME.new_state(seed=1, deck0="matematik", deck1="informatik", first_player=0)
    from collections import Counter
    original = Counter(c.cid for c in st.sides[0].deck)
    assert st.phase == "trim" and st.current_player() == 0
    assert len(st.sides[0].deck) == 35
    actions = st.legal_actions()
    assert {a.kind for a in actions} == {"trim"}
    assert len(actions) == len({c.cid for c in st.sides[0].deck})  # one per card id
    for _ in range(5):
        st.apply(Action("trim", card=0))
    assert len(st.sides[0].deck) == 30 and len(st.sides[0].removed) == 5
    assert st.current_player() == 1  # SD-ACT-1: seat 1 next
    for _ in range(5):
        st.apply(Action("trim", card=1))
    assert st.phase == "mulligan"
    in_game = Counter(c.cid for c in st.sides[0].deck + st.sides[0].hand)
    removed = Counter(c.cid for c in st.sides[0].removed)
    assert in_game + removed == original  # SD-SETUP-3: out of the game
    assert st.sides[0].effects[0] is not None and st.sides[0].effects[0].kind == "ability"


def test_trim_choices_are_the_sorted_distinct_card_ids() -> None:
    """SD-ACT-1: ``trim card=i`` names the i-th of the deck's distinct card ids, sorted,
    whether the deck is in its (sorted) list order or not; each trim keeps it so."""
    from cardtable.games.science_duel.turn import trim_choices, trim_count

    st = GAME.new_state(seed=2, deck0="informatik", deck1="matematik", first_player=0)
    rng = Rng(5)
    while st.phase == "trim":
        seat = st.current_player()
        deck = st.sides[seat].deck
        assert trim_choices(st, seat) == sorted({c.cid for c in deck})
        assert trim_count(st, seat) == len(st.legal_actions())
        st.apply(rng.choice(st.legal_actions()))
    mixed = fresh()
    known = sorted(CARDS)[:3]
    edit(mixed).deck(0, [known[2], known[0], known[1], known[0], known[2]]).build()
    assert trim_choices(mixed, 0) == known  # out of order: sorted the general way
    assert trim_count(mixed, 0) == 3


def test_thirty_card_deck_skips_trimming() -> None:
    """SD-DEC-4: a deck of exactly 30 skips trimming."""
    st = GAME.new_state(seed=1, deck0="fyzik", deck1="inzenyr")
    assert st.phase == "mulligan"


def test_setup_order() -> None:
    """SD-DEC-2, SD-SETUP-6, SD-ABIL-3, SD-DEC-44: ability ready in effect slot 1, decks
    shuffled."""
    a = GAME.new_state(seed=1, deck0="fyzik", deck1="inzenyr", first_player=0)
    b = GAME.new_state(seed=2, deck0="fyzik", deck1="inzenyr", first_player=0)
    assert [c.cid for c in a.sides[0].deck] != [c.cid for c in b.sides[0].deck]  # SD-SETUP-6
    for side in a.sides:
        ab = side.effects[0]
        assert ab is not None and ab.kind == "ability" and ab.ready  # SD-ABIL-3
    keys = [e.key for e in a.events]
    assert keys.index("science_duel.deck_class") < keys.index("science_duel.toss") < \
        keys.index("science_duel.draw")


def _deck(cls: str) -> tuple[str | None, list[str]]:
    d = DECKS[cls]
    return d.ability, list(d.cards)


def test_deck_size_limits() -> None:
    """SD-DECK-1, SD-SETUP-1, SD-ABIL-1: 30-35 cards, the ability not counted."""
    ability, cards = _deck("fyzik")
    assert deck_problem("fyzik", ability, cards, CARDS) is None
    assert "SD-DECK-1" in (deck_problem("fyzik", ability, cards[:29], CARDS) or "")
    big = [*cards, "jablon", "odraz", "setrvacnost", "gravitacni_past", "magnetar"]
    assert len(big) == 35 and deck_problem("fyzik", ability, big, CARDS) is None
    assert "SD-DECK-1" in (deck_problem("fyzik", ability, [*big, "odpuzovani"], CARDS) or "")


def test_copy_limits() -> None:
    """SD-DECK-3, SD-DECK-4, SD-DEC-74, SD-DEC-75: two commons, one of each Org card."""
    ability, cards = _deck("fyzik")
    three = [*cards, "paprsek"]
    assert "SD-DECK-3" in (deck_problem("fyzik", ability, three, CARDS) or "")
    org = [*cards, "urychlovac_castic", "urychlovac_castic"]
    assert "SD-DECK-4" in (deck_problem("fyzik", ability, org, CARDS) or "")
    two_orgs = [*cards, "urychlovac_castic", "rektor"]
    assert deck_problem("fyzik", ability, two_orgs, CARDS) is None  # SD-DEC-74: per card


def test_class_and_token_and_ability_rules() -> None:
    """SD-DECK-2, SD-DECK-5, SD-DECK-6, SD-CARD-5, SD-DEC-3, SD-DEC-31: one class, no tokens."""
    ability, cards = _deck("fyzik")
    mixed = [*cards[:-1], "mutagen"]
    assert "SD-DECK-6" in (deck_problem("fyzik", ability, mixed, CARDS) or "")
    token = [*cards[:-1], "sroubek"]
    assert "SD-DECK-5" in (deck_problem("fyzik", ability, token, CARDS) or "")
    abil = [*cards[:-1], "dukaz"]
    assert "SD-DECK-2" in (deck_problem("fyzik", ability, abil, CARDS) or "")
    assert "SD-DEC-44" in (deck_problem("fyzik", "dukaz", cards, CARDS) or "")
    assert "SD-DEC-3" in (deck_problem("nobody", ability, cards, CARDS) or "")
    for d in DECKS.values():  # SD-CARD-5: no prebuilt deck holds a token
        assert not any(CARDS[c].token for c in d.cards)


def test_unknown_deck_option_is_an_error() -> None:
    """SD-SETUP-1: a game needs legal (known) decks; a bad option changes nothing."""
    with pytest.raises(OptionError, match="unknown deck"):
        GAME.new_state(seed=1, deck0="nope")


@pytest.mark.parametrize("options", [{"max_turns": -5}, {"max_turns": 0},
                                     {"max_actions_per_turn": -1},
                                     {"max_actions_per_turn": 0}, {"max_turns": 10**9}])
def test_simulation_limits_have_bounds(options: dict[str, int]) -> None:
    """Issue 16, item 13: -5 and -1 silently meant "no limit"; now 1..10,000 or unset."""
    with pytest.raises(OptionError, match=r"(greater|less) than or equal to 1"):
        GAME.new_state(seed=1, **options)
    assert GAME.new_state(seed=1, max_turns=1, max_actions_per_turn=1).max_turns == 1


def test_mulligan_wrong_seat_is_illegal() -> None:
    """SD-DEC-5: the first player decides first."""
    st = GAME.new_state(seed=1, deck0="fyzik", deck1="inzenyr", first_player=1)
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(Action("mulligan", cards=()), seat=0)
    assert st.to_json() == before
