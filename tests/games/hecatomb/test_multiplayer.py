"""Combat with more than two players (HC-MULTI-1..4, HC-ATTACK-8, HC-BLOCK-4,
HC-DEC-52, HC-DEC-54, HC-TURN-4): the third player gets no window and cannot block."""

from __future__ import annotations

from cardtable.games.hecatomb.state import HcState

from .support_c import (
    abom_id,
    aboms,
    act,
    attack,
    build,
    combat,
    kinds,
    legal,
    pass_windows,
    pending,
    refusal,
    souls,
    stack,
)

THIRD = {
    "hands": ["t_blast_1", "t_blast_3"],
    "mana": ["t_destruction_1", "t_destruction_1"],
}


def _three() -> HcState:
    return build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1", "t_greed_1"]],
                  1: [["t_corruption_3", "t_corruption_3"]],
                  2: [["t_deceit_4", "t_deceit_4"], ["t_greed_1", "t_tap_1"]]},
                 hands={0: ["t_blast_1"], 1: ["t_blast_1"], 2: THIRD["hands"]},
                 mana={0: ["t_destruction_1"], 1: ["t_destruction_1"], 2: THIRD["mana"]},
                 souls={0: 5, 1: 10, 2: 10}, players=3)


def test_hc_multi_1_attack_names_one_opponent() -> None:
    """HC-MULTI-1 / HC-ATTACK-2 / HC-DEC-52: any opponent may be attacked, one per
    attack."""
    st = _three()
    assert [a for a in legal(st) if a.startswith("attack")] == ["attack seat=1",
                                                                 "attack seat=2"]
    act(st, "attack seat=2")
    assert combat(st)["defender"] == 2


def test_hc_multi_3_third_player_gets_no_window_and_cannot_block() -> None:
    """HC-MULTI-3 / HC-ATTACK-8 / HC-BLOCK-4 / HC-DEC-54 / HC-TURN-4: seat 2 holds combat
    fates, mana and a tap ability, yet only seats 0 and 1 ever decide in a combat of 0
    against 1, and only seat 1's abominations may block."""
    st = _three()
    attack(st, 1, 0)
    deciders = []
    while pending(st) != ("main", 0):
        kind, seat = pending(st)  # type: ignore[misc]
        deciders.append((kind, seat))
        assert seat in (0, 1)
        assert refusal(st, "pass", seat=2) == "HC-ACT-21"
        if kind == "block":
            assert legal(st) == ["block attacker=0 blocker=0", "done_blocking"]
            assert refusal(st, "block blocker=1 attacker=0", seat=2) == "HC-ACT-21"
            act(st, "done_blocking")
        else:
            act(st, "pass")
    assert deciders == [("window", 0), ("window", 1), ("block", 1), ("window", 0),
                        ("window", 1)]
    assert souls(st) == [7, 8, 10]
    assert [a["tapped"] for a in aboms(st, 2)] == [False, False]


def test_hc_dec_54_combat_card_may_hit_a_third_players_abomination() -> None:
    """HC-DEC-54: combat cards may affect any player's cards, including the third
    player's, as their text allows."""
    st = _three()
    target = abom_id(st, 2, 1)
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert f"choose_target choice={target}" in legal(st)
    act(st, f"choose_target choice={target}")
    assert stack(st, 2, 1) == ["t_greed_1"]


def test_hc_multi_2_different_opponents_in_one_turn() -> None:
    """HC-MULTI-2 / HC-DEC-52: separate attacks against different opponents."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_greed_1", "t_greed_1"]]},
               souls={0: 5, 1: 10, 2: 10}, players=3)
    attack(st, 1, 0)
    attack(st, 2, 1)
    assert souls(st) == [10, 8, 7]
    assert "attack" not in kinds(st)


def test_hc_multi_4_player_with_no_souls_keeps_playing() -> None:
    """HC-MULTI-4 / HC-DEC-79: a player reaped to 0 souls is not eliminated: they take
    their next turn, gain a soul, and may still be attacked later."""
    st = build({0: [["t_greed_1", "t_greed_1", "t_greed_1"]]},
               souls={0: 5, 1: 2, 2: 10}, players=3)
    attack(st, 1, 0)
    assert souls(st) == [7, 0, 10]
    act(st, "end_turn")
    assert pending(st) == ("main", 1)
    assert souls(st) == [7, 1, 10]
    act(st, "end_turn")
    assert pending(st) == ("main", 2)
    act(st, "end_turn")
    assert pending(st) == ("main", 0)
    assert souls(st) == [8, 1, 11]
    assert "attack seat=1" in legal(st)
    attack(st, 1, 0)
    pass_windows(st)  # seat 0 drew cards, so its windows open
    assert pending(st) == ("main", 0)
    assert souls(st) == [9, 0, 11]


def test_hc_turn_4_other_players_cannot_act_outside_an_attack_on_them() -> None:
    """HC-TURN-4 / HC-ACT-21: in seat 0's main phase seats 1 and 2 have no action."""
    st = _three()
    assert st.current_player() == 0
    assert refusal(st, "end_turn", seat=1) == "HC-ACT-21"
    assert refusal(st, "use_tap abom=1 pos=1", seat=2) == "HC-ACT-21"


def test_hc_multi_3_hunter_chooses_only_among_the_defenders_abominations() -> None:
    """HC-MULTI-3 / HC-DEC-64: a third player's abominations are never Hunter prey."""
    st = build({0: [["t_greed_1", "t_hunter"]],
                1: [["t_corruption_1", "t_corruption_1"]],
                2: [["t_deceit_1", "t_deceit_1"]]}, players=3)
    attack(st, 1, 0)
    assert pending(st) == ("hunt", 0)
    assert legal(st) == ["hunt choice=-1", f"hunt choice={abom_id(st, 1, 0)}"]
