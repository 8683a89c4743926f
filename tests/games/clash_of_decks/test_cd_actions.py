"""Decision points, encoding, illegal actions and the engine contract (CD-ACT, CD-DEC-60 /
CD-DEC-61 / CD-DEC-68)."""

from __future__ import annotations

import random

import pytest
from cod_support import TOP, act, duel, hand_of

from cardtable.games.clash_of_decks import GAME
from cardtable.kernel import Action, GameRecord, IllegalAction, OptionError, replay

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def test_options_not_actions_cd_act_1() -> None:
    """CD-ACT-1: mode, format, decks, first player, Solo settings and turn limit are options."""
    s = GAME.new_state(seed=1, mode="duel", format="prepared", prepared_decks=[1, 2],
                       first_player=1, turn_limit=50)
    assert s.stage == "play" and s.active == 1 and s.turn_limit == 50
    with pytest.raises(OptionError, match="turn_limit"):
        GAME.new_state(seed=1, turn_limit=-1)
    with pytest.raises(OptionError, match=r"unknown|Extra|extra"):
        GAME.new_state(seed=1, colour="red")


def test_phase_actions_cd_act_6_to_10() -> None:
    """CD-ACT-6 / CD-ACT-7 / CD-ACT-8 / CD-ACT-9 / CD-ACT-10: play (creature + row) and cast
    (incantation + target) in phase 2; attack_phase always legal in phase 2; attack while an
    attacker remains and end_turn always legal in phase 3."""
    s = duel([["B", "v1_1", "t_zap1", "v1_2"], HAND], {(0, TOP): ["v1_7"], (1, TOP): ["v1_7"]})
    texts = {a.to_text() for a in s.legal_actions()}
    assert {"play pick=1 row=top", "play pick=1 row=bottom", "attack_phase",
            "cast pick=2 position=1 row=top side=1"} <= texts
    assert "end_turn" not in texts and "attack" not in texts
    with pytest.raises(IllegalAction, match="CD-ACT-10"):
        act(s, "end_turn")
    with pytest.raises(IllegalAction, match="CD-ACT-9"):
        act(s, "attack")
    with pytest.raises(IllegalAction, match="CD-ACT-7"):
        act(s, "play pick=2 row=top")
    with pytest.raises(IllegalAction, match="CD-ACT-6"):
        act(s, "cast pick=1 side=1 row=top position=1")
    act(s, "attack_phase")
    kinds = [a.kind for a in s.legal_actions()]
    assert "attack" in kinds and "end_turn" in kinds and "play" not in kinds
    with pytest.raises(IllegalAction, match="CD-ACT-8"):
        act(s, "attack_phase")
    act(s, "attack")
    assert "attack" not in [a.kind for a in s.legal_actions()]
    with pytest.raises(IllegalAction, match="CD-DEC-23"):
        act(s, "attack")


def test_draft_and_remove_pickers_cd_act_3_4_5() -> None:
    """CD-ACT-3 / CD-ACT-4 / CD-ACT-5: draft picks index the revealed cards not yet taken; removal
    picks index the opponent's revealed deck."""
    s = GAME.new_state(seed=2, format="drafted")
    act(s, "draft_pick index=3")
    assert len(s.legal_actions()) == 3 and s.current_player() == 1
    with pytest.raises(IllegalAction, match="CD-ACT-3"):
        act(s, "draft_pick index=3")
    sol = GAME.new_state(seed=2, mode="solo")
    assert [a["index"] for a in sol.legal_actions()] == [0, 1, 2, 3]
    with pytest.raises(IllegalAction, match="CD-ACT-5"):
        act(sol, "remove_card index=0")


def test_choose_return_only_when_pending_cd_act_11() -> None:
    """CD-ACT-11: choose_return exists only while 2+ creatures of one owner wait to return."""
    s = duel([HAND, HAND])
    with pytest.raises(IllegalAction, match="CD-ACT-11"):
        act(s, "choose_return index=0")


def test_pending_decider_is_current_cd_act_12_dec_68() -> None:
    """CD-ACT-12 / CD-DEC-68: the current player is the active one, except the owner of a pending
    choose_return; acting out of turn is refused and changes nothing."""
    s = duel([HAND, HAND], {(0, TOP): ["t_splash"], (1, TOP): ["v1_1"],
                            (1, 1): ["v1_2"]}, phase=3)
    assert s.current_player() == 0
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply(Action("attack"), seat=1)  # out of turn
    assert s.to_json() == before
    act(s, "attack")
    assert s.current_player() == 1
    with pytest.raises(IllegalAction):
        s.apply(Action("choose_return", index=0), seat=0)


def test_automatic_steps_cd_act_13() -> None:
    """CD-ACT-13: the coin toss, shuffles, attacks, shifts, healing and the AI turn need no
    decision: only the kinds of CD-ACT are ever offered."""
    kinds = set()
    for n, opts in GAME.sample_configs():
        s = GAME.new_state(seed=5, players=n, **opts)
        rng = random.Random(5)
        while not s.is_terminal():
            actions = s.legal_actions()
            kinds.update(a.kind for a in actions)
            s.apply(rng.choice(actions))
    assert kinds <= {"choose_deck", "draft_pick", "remove_card", "play", "cast", "attack_phase",
                     "attack", "end_turn", "choose_return"}


def test_bad_input_changes_nothing_and_names_rules() -> None:
    """CD-SUMMON-3 / CD-MANA-6 / CD-HAND-3: an illegal row, an unpayable card and a pick outside the
    window each give a clear error and leave the state unchanged."""
    s = duel([["B", "t_pricey", "v1_1", "v1_2"], HAND], mana=3)
    before = s.to_json()
    for text, rule in (("play pick=2 row=left", "CD-SUMMON-3"),
                       ("play pick=1 row=top", "CD-MANA-6"),
                       ("play pick=4 row=top", "CD-HAND-3")):
        with pytest.raises(IllegalAction, match=rule):
            act(s, text)
        assert s.to_json() == before


def test_encoding_round_trip_cd_dec_61() -> None:
    """CD-DEC-61: pick 1..4, rows top/bottom, side/row/position up to 32; a finite code space."""
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], HAND], {(1, TOP): ["v1_7"] * 3})
    for action in s.legal_actions():
        code = GAME.encode(action)
        assert 0 <= code < GAME.num_distinct_actions and GAME.decode(code) == action
    far = Action("cast", pick=4, side=1, row="bottom", position=32)
    assert GAME.decode(GAME.encode(far)) == far


def test_turn_limit_draw_cd_dec_60() -> None:
    """CD-DEC-60: the game ends as a draw after the turn numbered turn_limit."""
    s = GAME.new_state(seed=1, prepared_decks=[1, 2], first_player=0, turn_limit=3)
    for _ in range(3):
        assert not s.is_terminal()
        act(s, "attack_phase")
        act(s, "end_turn")
    assert s.is_terminal() and s.returns() == [0.0, 0.0]
    sol = GAME.new_state(seed=1, mode="solo", format="prepared", prepared_decks=[1], turn_limit=2)
    act(sol, "attack_phase")
    act(sol, "end_turn")
    assert sol.is_terminal() and sol.returns() == [0.0]


def test_replay_and_json_round_trip_cd_dec_4() -> None:
    """CD-DEC-4: the fixed RNG order makes a record replay exactly; JSON round trips exactly."""
    s = GAME.new_state(seed=13, format="drafted")
    rng = random.Random(13)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    record = GameRecord.from_state(s, seed=13)
    again = replay(GameRecord.from_json(record.to_json()))
    assert again.to_json() == s.to_json()
    assert GAME.state_from_json(s.to_json()).to_json() == s.to_json()
    c = s.clone()
    assert hand_of(c, 0) == hand_of(s, 0)
