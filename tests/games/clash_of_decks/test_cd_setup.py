"""Modes, formats and setup (CD-MODE, CD-PREP, CD-DRAFT, CD-CUSTOM, CD-SETUP, CD-DEC-1 / CD-DEC-2 /
CD-DEC-3 / CD-DEC-4 / CD-DEC-5 / CD-DEC-6 / CD-DEC-7 / CD-DEC-8 / CD-DEC-9)."""

from __future__ import annotations

import pytest
from cod_support import act

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import BF, DECK_LISTS, STARTER_IDS
from cardtable.kernel import Action, IllegalAction, OptionError

CUSTOM = [list(STARTER_IDS[:10]), list(STARTER_IDS[10:20])]


def test_two_modes_only_cd_comp_1_2_mode_2() -> None:
    """CD-COMP-1 / CD-COMP-2 / CD-MODE-2: Duel (2 players) and Solo (1); nothing else is
    offered."""
    assert GAME.new_state(seed=1, mode="duel").num_players == 2
    assert GAME.new_state(seed=1, mode="solo").num_players == 1
    assert GAME.new_state(seed=1, players=1).solo  # the player count picks the mode
    for bad in ("coop", "2v2", "ffa", "legacy"):
        with pytest.raises(OptionError, match="mode"):
            GAME.new_state(seed=1, mode=bad)
    with pytest.raises(OptionError):
        GAME.new_state(seed=1, players=3)
    with pytest.raises(OptionError):
        GAME.new_state(seed=1, players=1, mode="duel")


def test_three_formats_defaults_cd_mode_1_3_dec_2() -> None:
    """CD-MODE-1 / CD-MODE-3 / CD-DEC-2: mode then format, as options; Prepared default in Duel,
    Drafted in Solo."""
    assert GAME.new_state(seed=1, mode="duel").fmt == "prepared"
    assert GAME.new_state(seed=1, mode="solo").fmt == "drafted"
    assert GAME.new_state(seed=1, mode="duel", format="drafted").stage == "draft"
    with pytest.raises(OptionError, match="format"):
        GAME.new_state(seed=1, format="sealed")


def test_solo_rejects_custom_cd_mode_4_dec_40() -> None:
    """CD-MODE-4 / CD-DEC-40: Custom cannot be chosen in Solo; clear error at creation."""
    with pytest.raises(OptionError, match="CD-MODE-4"):
        GAME.new_state(seed=1, mode="solo", format="custom", custom_decks=CUSTOM)


def test_prepared_choose_deck_cd_prep_1_act_2_dec_5() -> None:
    """CD-PREP-1 / CD-ACT-2 / CD-DEC-5 / CD-MODE-5: seat 0 chooses, then seat 1 from the other
    three (one starter set, so decks differ); each hand holds exactly that deck."""
    s = GAME.new_state(seed=2, mode="duel")
    assert s.stage == "deck" and s.current_player() == 0
    assert [a["deck"] for a in s.legal_actions()] == [1, 2, 3, 4]
    act(s, "choose_deck deck=3")
    assert s.current_player() == 1 and [a["deck"] for a in s.legal_actions()] == [1, 2, 4]
    with pytest.raises(IllegalAction, match="CD-DEC-5"):
        act(s, "choose_deck deck=3")
    act(s, "choose_deck deck=1")
    assert s.stage == "play"
    assert sorted(c for c in s.hands[0] if c != BF) == sorted(DECK_LISTS[3])
    assert sorted(c for c in s.hands[1] if c != BF) == sorted(DECK_LISTS[1])
    # CD-INFO-8: the choices and the lists are public
    assert s.observation(None)["format_info"]["chosen"] == [3, 1]


def test_prepared_deck_lists_cd_prep_2_to_5() -> None:
    """CD-PREP-2 / CD-PREP-3 / CD-PREP-4 / CD-PREP-5: the four printed lists."""
    assert set(DECK_LISTS[1]) == {"annihilation", "baron", "boom", "brute", "carapace",
                                  "partisan", "revenant", "troll"}
    assert set(DECK_LISTS[2]) == {"abomination", "alpha", "combustion", "lieutenant",
                                  "microctopus", "ogre", "scribe", "shaman"}
    assert set(DECK_LISTS[3]) == {"brigand", "disciple", "gnome", "grrr", "martyr", "meteorite",
                                  "parasite", "vortex"}
    assert set(DECK_LISTS[4]) == {"aberration", "assassin", "carnivore", "cyclone", "machine",
                                  "mutant", "reptile", "zombie"}


def test_prepared_decks_option_validation_cd_dec_5() -> None:
    """CD-DEC-5: the preset must be 2 different decks 1-4 in Duel (a malformed option is a clear
    error)."""
    for bad in ([1, 1], [1], [0, 2], [1, 5], [1, 2, 3]):
        with pytest.raises(OptionError, match="CD-DEC-5"):
            GAME.new_state(seed=1, prepared_decks=bad)


def test_setup_hands_cd_setup_1_3_4_5_mode_9_10() -> None:
    """CD-SETUP-1 / CD-SETUP-3 / CD-SETUP-4 / CD-SETUP-5, CD-MODE-9 / CD-MODE-10: each player holds
    all 8 shuffled cards at once, Bastion side up at the left end; no draw pile."""
    s = GAME.new_state(seed=9, prepared_decks=[1, 2], first_player=0)
    for seat in (0, 1):
        assert s.hands[seat][0] == BF and len(s.hands[seat]) == 9
        assert s.bf_fort[seat] is False
        assert s.observation(seat)["hands"][seat]["health"] == 8
    orders = {tuple(GAME.new_state(seed=k, prepared_decks=[1, 2]).hands[0]) for k in range(8)}
    assert len(orders) > 1  # shuffled (CD-SETUP-3), order kept (CD-SETUP-4)


def test_coin_toss_cd_setup_6_dec_3() -> None:
    """CD-SETUP-6 / CD-DEC-3: a seeded fair toss, overridable, public."""
    firsts = [GAME.new_state(seed=k, prepared_decks=[1, 2]).first for k in range(60)]
    assert 15 < sum(firsts) < 45
    s = GAME.new_state(seed=5, prepared_decks=[1, 2], first_player=1)
    assert s.first == 1 and s.active == 1
    assert any(e.key.endswith("first_player") and e.seats is None for e in s.events)


def test_duel_sides_cd_dec_1_summon_5() -> None:
    """CD-DEC-1 / CD-SUMMON-5: seat 0 is A (left, side 0), seat 1 is B (right, side 1),
    whoever starts."""
    s = GAME.new_state(seed=3, prepared_decks=[1, 2], first_player=1)
    creature = next(a for a in s.legal_actions() if a.kind == "play")
    s.apply(creature)
    assert sum(len(r) for r in s.board[1]) == 1 and sum(len(r) for r in s.board[0]) == 0


def test_draft_procedure_cd_draft_1_to_8_dec_6() -> None:
    """CD-DRAFT-1 / CD-DRAFT-2 / CD-DRAFT-3 / CD-DRAFT-4 / CD-DRAFT-5 / CD-DRAFT-6 / CD-DRAFT-7 /
    CD-DRAFT-8 / CD-DEC-6 / CD-ACT-3 / CD-MODE-6: 4 reveals of 4; A picks first in reveals 1 and 3,
    B in 2 and 4; the second picker picks twice; the first gets the last card."""
    s = GAME.new_state(seed=11, format="drafted")
    assert len(s.draft_pile) == 28 and len(s.draft_shown) == 4  # CD-DRAFT-2 / CD-DRAFT-3
    pickers = []
    for reveal in range(4):
        first = reveal % 2
        shown = list(s.draft_shown)
        for step in range(3):
            pickers.append(s.current_player())
            assert s.current_player() == (first if step == 0 else 1 - first)
            act(s, "draft_pick index=0")
        last = shown[-1]
        assert s.decks[first][-1] == last  # CD-DRAFT-6: automatic
    assert pickers == [0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0]
    assert [len(d) for d in s.decks] == [8, 8]
    assert len(set(s.decks[0] + s.decks[1])) == 16  # unique cards
    assert len(s.draft_pile) == 16 and s.stage == "play"  # 16 never revealed


def test_custom_procedure_cd_custom_1_to_7_dec_7() -> None:
    """CD-CUSTOM-1 / CD-CUSTOM-2 / CD-CUSTOM-3 / CD-CUSTOM-4 / CD-CUSTOM-5 / CD-CUSTOM-6 /
    CD-CUSTOM-7 / CD-DEC-7 / CD-ACT-5 / CD-MODE-8: both 10-card lists revealed; removals by B, A,
    A, B from the opponent's deck; 8 cards each; removed cards take no part."""
    decks = [list(STARTER_IDS[:10]), list(STARTER_IDS[5:15])]  # overlap allowed: own sets
    s = GAME.new_state(seed=3, format="custom", custom_decks=decks, first_player=0)
    assert s.stage == "remove"
    assert s.observation(1)["format_info"]["lists"] == decks  # CD-INFO-10
    removers = []
    for _ in range(4):
        removers.append(s.current_player())
        act(s, "remove_card index=0")
    assert removers == [1, 0, 0, 1]
    assert s.removed == [[decks[0][0], decks[0][1]], [decks[1][0], decks[1][1]]]
    for seat in (0, 1):
        held = sorted(c for c in s.hands[seat] if c != BF)
        assert held == sorted(decks[seat][2:])
        assert not set(held) & set(s.removed[seat])


def test_custom_decks_validation_cd_dec_7() -> None:
    """CD-DEC-7: exactly 10 distinct known starter ids per deck, two decks; malformed -> error."""
    bad_decks = [
        [CUSTOM[0][:9], CUSTOM[1]],
        [[*CUSTOM[0][:9], CUSTOM[0][0]], CUSTOM[1]],
        [[*CUSTOM[0][:9], "dragon"], CUSTOM[1]],
        [[*CUSTOM[0][:9], "v1_1"], CUSTOM[1]],  # test cards are not in the pool
        [CUSTOM[0]],
    ]
    for decks in bad_decks:
        with pytest.raises(OptionError, match="CD-DEC-7"):
            GAME.new_state(seed=1, format="custom", custom_decks=decks)
    with pytest.raises(OptionError, match="CD-DEC-7"):
        GAME.new_state(seed=1, format="custom")


def test_setup_order_replays_cd_dec_4() -> None:
    """CD-DEC-4: setup draws the RNG in a fixed order, so the same seed gives the same game."""
    a = GAME.new_state(seed=21, format="drafted")
    b = GAME.new_state(seed=21, format="drafted")
    for _ in range(12):
        a.apply(a.legal_actions()[-1])
        b.apply(b.legal_actions()[-1])
    assert a.to_json() == b.to_json()


def test_solo_setup_cd_solo_5_to_14() -> None:
    """CD-SOLO-5 / CD-SOLO-6 / CD-SOLO-7 / CD-SOLO-8 / CD-SOLO-9 / CD-SOLO-10 / CD-SOLO-11 /
    CD-SOLO-12 / CD-SOLO-13 / CD-SOLO-14 / CD-MODE-7 / CD-ACT-4: Solo draft of 8 reveals, the
    player picks 1 and the AI gets 3; the player's 8 shuffled with the Bastion left; the AI's 24
    face down with its B/F at the bottom; the player starts with 6 mana; bridges as in Duel."""
    s = GAME.new_state(seed=4, mode="solo")
    assert s.stage == "draft" and len(s.draft_shown) == 4
    for _ in range(8):
        assert len(s.legal_actions()) == 4
        act(s, "draft_pick index=1")
    assert len(s.decks[0]) == 8 and len(s.ai_deck) == 24
    assert sorted(s.decks[0] + s.ai_deck) == sorted(STARTER_IDS)  # all 32 used
    assert s.hands[0][0] == BF and len(s.hands[0]) == 9
    assert s.ai_fort is False and len(s.board) == 2
    assert s.active == 0 and s.mana == 6 and s.turn == 1
    assert s.observation(0)["ai"]["deck_size"] == 24


def test_solo_prepared_cd_prep_6_dec_40() -> None:
    """CD-PREP-6 / CD-DEC-40: Solo Prepared: the AI deck is the other 3 decks (24 cards)."""
    s = GAME.new_state(seed=4, mode="solo", format="prepared")
    assert s.stage == "deck"
    act(s, "choose_deck deck=2")
    assert sorted(s.ai_deck) == sorted(DECK_LISTS[1] + DECK_LISTS[3] + DECK_LISTS[4])


def test_bf_components_cd_comp_4_5_setup_1() -> None:
    """CD-COMP-4 / CD-COMP-5 / CD-SETUP-1 / CD-SOLO-5: a double-sided B/F per player and one
    under the AI deck."""
    s = GAME.new_state(seed=4, mode="solo", format="prepared", prepared_decks=[1])
    obs = s.observation(0)
    assert obs["hands"][0]["bf_side"] == "bastion" and obs["ai"]["bf_side"] == "bastion"
    s.apply(Action("attack_phase"))
    assert len(s.bf_fort) == 1
