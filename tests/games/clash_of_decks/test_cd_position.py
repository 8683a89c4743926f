"""The position builder, extra cards and the game's invariants (``GAME.position``,
``GAME.with_cards``, ``GAME.invariant_errors``; CD-CONTENT-9 / CD-CONTENT-10)."""

from __future__ import annotations

import random

import pytest
from cod_support import BOTTOM, TEST_GAME, TOP, act, hand_of, pending_return, row

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import TEST_CARD_FILE
from cardtable.kernel import CardDataError, PositionError, Rng

HAND = ["bf", "v1_1", "v1_2", "v1_3"]
EXTRA = '''
[[card]]
id = "x_zap"
name = { cs = "Blesk", en = "Zap" }
type = "incantation"
cost = 1
effect = { op = "damage", amount = 2, pierce = true }
'''


def test_builder_sets_every_part_and_checks_invariants() -> None:
    """A position with hands, rows, turn state and a pending choose_return (CD-ACT-11), read
    back through the observation; the log starts empty."""
    s = (TEST_GAME.position(players=2)
         .hand(0, ["v1_1", "bf", "t_zap1", "v1_2"], revealed=[True, False, False, False])
         .hand(1, HAND)
         .fort(1)
         .row(0, "top", ["t_sprint", "w1"])
         .row(1, TOP, [], entered=True)
         .creature(1, "bottom", "w2", damage=3, attacked=True, protection_used=True,
                   sprint_bonus=1)
         .turn(1, phase=3, mana=4, number=7)
         .pending_return(0, ["v1_4", "v2_2"], incantation="t_zap3")
         .build())
    obs = s.observation(None)
    assert (obs["active"], obs["phase"], obs["mana"], obs["turn"]) == (1, 3, 4, 7)
    assert obs["hands"][1]["bf_side"] == "fort"
    assert obs["hands"][0]["cards"] == ["v1_1", "bf", None, None]
    w2 = obs["board"][1]["bottom"][0]
    assert (w2["damage"], w2["attacked"], w2["protection_used"], w2["sprint_bonus"]) == (
        3, True, True, 1)
    assert pending_return(s) == {"seat": 0, "cards": ["v1_4", "v2_2"]}
    # seat 1 (active) cast t_zap3 on seat 0's creatures: it is on its way back to seat 1
    assert obs["cards_of"][0] == ["v1_1", "t_zap1", "v1_2", "t_sprint", "w1", "v1_4", "v2_2"]
    assert obs["cards_of"][1] == ["v1_1", "v1_2", "v1_3", "w2", "t_zap3"]
    assert s.events == [] and s.current_player() == 0
    assert TEST_GAME.invariant_errors(s) == []
    act(s, "choose_return index=1")  # v2_2, then v1_4; then the incantation comes back
    assert hand_of(s, 0) == ["v1_1", "B", "t_zap1", "v1_2", "v2_2", "v1_4"]
    assert hand_of(s, 1) == ["B", "v1_1", "v1_2", "v1_3", "t_zap3"]
    assert s.current_player() == 1


def test_builder_solo_ai_parts() -> None:
    """Solo: the AI deck from its top card, discard, B/F side and the last-round flag."""
    s = (TEST_GAME.position(players=1)
         .hand(0, HAND)
         .row(1, BOTTOM, ["v3_7"])
         .ai(deck=[], discard=["w3", "w2"], fort=True, last_round=True)
         .turn(phase=2, mana=3)
         .build())
    ai = s.observation(0)["ai"]
    assert (ai["deck_size"], ai["discard"], ai["bf_side"], ai["last_round_pending"]) == (
        0, ["w3", "w2"], "fort", True)
    assert TEST_GAME.invariant_errors(s) == []
    act(s, "attack_phase")
    act(s, "end_turn")  # the AI's last round: nothing revealed, v3_7 hits, then the player wins
    assert s.is_terminal() and s.returns() == [1.0]
    assert row(s, 1, BOTTOM) == ["v3_7"]


@pytest.mark.parametrize(("build", "message"), [
    (lambda p: p.hand(0, ["v1_1", "v1_2"]), "exactly one 'bf'"),
    (lambda p: p.hand(0, ["bf", "nope"]), "unknown card 'nope'"),
    (lambda p: p.hand(0, HAND, revealed=[True]), "4 cards but 1 revealed"),
    (lambda p: p.hand(2, HAND), "no seat 2"),
    (lambda p: p.row(0, "middle", ["w1"]), "no row 'middle'"),
    (lambda p: p.row(0, TOP, ["t_zap1"]), "incantation, not a creature"),
    (lambda p: p.creature(1, TOP, "v1_3", damage=3), "damage 3 must be 0..2"),
    (lambda p: p.turn(phase=1), "phase 1"),
    (lambda p: p.turn(mana=-1), "CD-MANA-6"),
    (lambda p: p.ai(deck=["w1"]), "only a Solo game"),
    (lambda p: p.pending_return(1, ["w1"]), "two or more"),
])
def test_builder_rejects_bad_arguments(build, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        build(TEST_GAME.position(players=2))


def test_builder_checks_the_invariants_when_built() -> None:
    """CD-DEC-55: the AI's last round is due only once its deck is empty with the Fort up."""
    pos = TEST_GAME.position(players=1).ai(deck=["w1"], fort=True, last_round=True)
    with pytest.raises(PositionError, match="last round"):
        pos.build()


def test_builder_needs_a_play_position_and_cannot_be_reused() -> None:
    with pytest.raises(PositionError, match="'draft' stage"):
        GAME.position(players=2, format="drafted")
    builder = TEST_GAME.position(players=2).hand(0, HAND)
    builder.build()
    with pytest.raises(PositionError, match="already built"):
        builder.build()


def test_with_cards_text_or_file_leaves_the_game_alone_cd_content_9() -> None:
    """CD-CONTENT-9: extra cards come from a TOML file or text into a new game object; the
    registered game and its card tables stay as they were."""
    assert "v1_1" not in GAME.catalog.info and "v1_1" in TEST_GAME.catalog.info
    with pytest.raises(PositionError, match="unknown card 'v1_1'"):
        GAME.position(players=2).hand(0, HAND)
    game = GAME.with_cards(EXTRA)
    assert "x_zap" in game.catalog.info and "x_zap" not in GAME.catalog.info
    assert game.id == GAME.id and set(GAME.catalog.info) < set(game.catalog.info)
    s = (game.position(players=2).hand(0, ["bf", "x_zap", "boom", "troll"])
         .row(1, TOP, ["troll", "ogre"]).build())
    act(s, "cast pick=1 side=1 row=top position=1")  # 2 to troll and to ogre behind it
    assert [c["damage"] for c in s.observation(None)["board"][1]["top"]] == [2, 2]
    assert game.state_from_json(s.to_json()).to_json() == s.to_json()
    with pytest.raises(CardDataError, match="duplicate id"):
        TEST_GAME.with_cards(TEST_CARD_FILE)
    with pytest.raises(CardDataError, match=r"<cards text>.*'x_bad'.*amount"):
        GAME.with_cards(EXTRA.replace("x_zap", "x_bad").replace("amount = 2", "amount = 0"))


def test_invariants_hold_in_play_and_name_what_breaks() -> None:
    """Every card of an owner exactly once (hand, board, waiting returns, a cast card on its
    way back), one B/F per hand: after every action of random games and their
    determinizations; a card taken out of a hand is reported missing."""
    for players, options in GAME.sample_configs():
        s = GAME.new_state(seed=4, players=players, **options)
        rng = random.Random(4)
        while not s.is_terminal():
            assert GAME.invariant_errors(s) == []
            for seat in (None, *range(players)):
                assert GAME.invariant_errors(s.determinize(seat, Rng(1))) == []
            s.apply(rng.choice(s.legal_actions()))
    s = TEST_GAME.position(players=2).hand(0, HAND).build()
    broken = s.clone()
    broken.hands[0].pop(1)
    broken.known[0].pop(1)
    assert TEST_GAME.invariant_errors(broken) == ["cards of seat 0: 'v1_1' is missing (0 of 1)"]
