"""Fates, effect durations, relics, gods, notation, golden rules and the play
procedure (HC-FATE-*, HC-EFFECT-*, HC-RELIC-*, HC-GOD-*, HC-TEXT-*, HC-CORE-*,
HC-DEC-23..30, HC-DEC-73, HC-ACT-4, HC-ACT-6, HC-ACT-7, HC-ACT-19)."""

from __future__ import annotations

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.model import FATE_SUBTYPES
from cardtable.kernel import Action

from .support_a import (
    aboms,
    act,
    choose,
    end_turns,
    event_keys,
    hand,
    kinds,
    me,
    of_kind,
    pending,
    pos,
    pos_x,
    refused,
    souls,
)


def _abom(st: object, seat: int, index: int = 0) -> dict:
    return dict(me(st, seat, None)["abominations"][index])


def _aid(st: object, seat: int, index: int = 0) -> int:
    return int(_abom(st, seat, index)["id"])


# ---- fates ---------------------------------------------------------------------------
def test_hc_fate_1_four_subtypes() -> None:
    """HC-FATE-1 / HC-COMP-4: every fate has one of the four fate subtypes, and the test
    set uses all four."""
    cat = HECATOMB.catalog
    subtypes = {cat.card(cid).subtype for cid in cat.ids if cat.card(cid).type == "fate"}
    assert subtypes == set(FATE_SUBTYPES) == {"invocation", "curse", "tactic", "mishap"}


def test_hc_fate_2_dec_23_effect_then_graveyard() -> None:
    """HC-FATE-2 / HC-DEC-23: the fate's effect happens, then the card goes to its
    owner's graveyard; HC-FATE-6: nothing of it stays in play."""
    p = pos()
    p.hand(0, ["t_draw_2"]).mana(0, ["t_deceit_1"]).deck(0, ["t_greed_7", "t_greed_8"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert hand(st, 0) == ["t_greed_7", "t_greed_8"]
    assert me(st, 0)["graveyard"] == ["t_draw_2"]
    assert st.observation(None)["limbo"] == []
    keys = event_keys(st, 0)
    assert keys[-2:] == ["hecatomb.played", "hecatomb.drew"]


def test_hc_fate_3_dec_23_targets_before_payment() -> None:
    """HC-FATE-3 / HC-DEC-23 / HC-ACT-4: a fate with "target" asks for its target first,
    then the payment; the card leaves the hand only when it resolves."""
    p = pos()
    p.hand(0, ["t_blast_1", "t_greed_1"]).mana(0, ["t_destruction_1", "t_destruction_2"])
    p.mana(0, ["t_greed_3"])
    p.abomination(1, ["t_deceit_2", "t_deceit_1"]).abomination(1, ["t_deceit_3", "t_deceit_1"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    targets = [a.int_arg("choice") for a in st.legal_actions()]
    assert sorted(targets) == sorted([_aid(st, 1, 0), _aid(st, 1, 1)])
    assert me(st, 0)["hand_size"] == 2
    act(st, f"choose_target choice={_aid(st, 1, 1)}")
    assert pending(st) is not None and pending(st)[0] in ("pay", "main")
    while pending(st) == ("pay", 0):
        act(st, "pay choice=0")
    assert aboms(st, 1) == [["t_deceit_2", "t_deceit_1"], ["t_deceit_3"]]
    assert hand(st, 0) == ["t_greed_1"]


def test_hc_fate_4_no_legal_target_not_playable() -> None:
    """HC-FATE-4 / HC-DEC-24: a fate needing a target is playable only with a legal
    target in play; otherwise refused naming HC-FATE-4."""
    p = pos()
    p.hand(0, ["t_destroy_relic"]).mana(0, ["t_destruction_1"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == []
    assert refused(st, "play hand=0 x=0") == "HC-FATE-4"
    p = pos()
    p.hand(0, ["t_destroy_relic"]).mana(0, ["t_destruction_1"]).relics(1, ["t_relic_undead"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert me(st, 1)["relics"] == [] and me(st, 1)["graveyard"] == ["t_relic_undead"]


# ---- effect durations ----------------------------------------------------------------
def test_hc_effect_2_3_rage_ends_exiled_minion_stays_in_hand() -> None:
    """HC-EFFECT-2 example: Rager +2 from the fate `t_rage` ends at the end of the turn;
    HC-EFFECT-3 example: a minion returned to its owner's hand (`t_exile_big`) does not
    come back; HC-EFFECT-1 / HC-DEC-30 / HC-FATE-6: the two durations."""
    p = pos()
    p.hand(0, ["t_rage", "t_exile_big"]).mana(0, ["t_destruction_1", "t_deceit_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"]).abomination(1, ["t_greed_1", "t_greed_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    mine = _abom(st, 0)
    assert mine["keywords"] == {"rager": 2}
    assert mine["mods"] == [{"strength": 0, "keyword": "rager", "until": "turn",
                             "source": "t_rage"}]
    act(st, "play hand=0 x=0")
    assert aboms(st, 1) == [["t_greed_1"]]
    assert "t_greed_4" in me(st, 1, 0)["hand"]
    act(st, "end_turn")
    assert _abom(st, 0)["keywords"] == {} and _abom(st, 0)["mods"] == []
    assert aboms(st, 1) == [["t_greed_1"]]
    assert "t_greed_4" in me(st, 1, 0)["hand"]


def test_hc_effect_4_relic_rager_lasts_until_destroyed() -> None:
    """HC-EFFECT-4 example / HC-RELIC-2 / HC-RELIC-3: `t_relic_rager` gives its
    controller's abominations Rager +2 over turns, until the relic is destroyed
    (HC-DEC-30: continuous effects last while their source is in play)."""
    p = pos()
    p.relics(0, ["t_relic_rager"]).abomination(0, ["t_greed_1", "t_greed_2"])
    p.abomination(1, ["t_deceit_1", "t_deceit_2"])
    p.hand(1, ["t_destroy_relic"]).mana(1, ["t_destruction_1"])
    st = p.turn(0).build()
    assert _abom(st, 0)["keywords"] == {"rager": 2}
    assert _abom(st, 1)["keywords"] == {}  # only its controller's abominations
    act(st, "end_turn")
    assert _abom(st, 0)["keywords"] == {"rager": 2}
    act(st, "play hand=0 x=0")
    assert _abom(st, 0)["keywords"] == {}
    assert me(st, 0)["graveyard"] == ["t_relic_rager"] and me(st, 0)["relics"] == []


def test_hc_dec_30_strength_change_ends_tapping_lasts() -> None:
    """HC-DEC-30 / HC-EFFECT-2 / HC-EFFECT-3: +2 strength from `t_pump` ends at the end
    of the turn; tapping by `t_tap_target` is permanent (until the next untap step)."""
    p = pos()
    p.hand(0, ["t_pump", "t_tap_target"]).mana(0, ["t_destruction_1", "t_deceit_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert _abom(st, 0)["strength"] == 5
    act(st, "play hand=0 x=0")
    assert _abom(st, 0)["tapped"] is True
    act(st, "end_turn")
    assert _abom(st, 0)["strength"] == 3
    assert _abom(st, 0)["tapped"] is True  # seat 1's turn: seat 0's card stays tapped


def test_hc_effect_5_one_time_text_in_guillemets() -> None:
    """HC-EFFECT-5: a god's entry effect («Draw 1») is printed in « »."""
    assert "«" in HECATOMB.card_text("t_god_a", "en")
    assert "»" in HECATOMB.card_text("t_god_a", "cs")


# ---- relics and gods -----------------------------------------------------------------
def test_hc_relic_1_4_relics_on_their_own_any_number() -> None:
    """HC-RELIC-1: a relic is played on its own (no `play_onto`, refused naming
    HC-RELIC-1); HC-RELIC-4: any number of relics; HC-RELIC-3: `t_relic_undead` gives
    +1 strength to its controller's Undead abominations."""
    p = pos()
    p.hand(0, ["t_relic_undead", "t_relic_rager"]).mana(0, ["t_greed_1", "t_destruction_1"])
    p.abomination(0, ["t_greed_1", "t_undead_2"]).abomination(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    assert [a for a in st.legal_actions() if a.kind == "play_onto"] == []
    assert refused(st, "play_onto hand=0 abom=0 x=0") == "HC-RELIC-1"
    act(st, "play hand=0 x=0")
    act(st, "play hand=0 x=0")
    assert me(st, 0)["relics"] == ["t_relic_undead", "t_relic_rager"]
    assert _abom(st, 0, 0)["strength"] == 4 and _abom(st, 0, 1)["strength"] == 3


def test_hc_relic_2_god_4_stay_in_play() -> None:
    """HC-RELIC-2 / HC-GOD-4: relics and gods stay in play over turns."""
    p = pos()
    p.relics(0, ["t_relic_undead"]).god(0, "t_god_a")
    st = p.turn(0).build()
    end_turns(st, 4)
    assert me(st, 0)["relics"] == ["t_relic_undead"] and me(st, 0)["god"] == "t_god_a"


def test_hc_god_1_2_god_enters_alone_entry_and_continuous() -> None:
    """HC-GOD-1: a god is played on its own; HC-GOD-2 / HC-DEC-73: its entry effect
    («Draw 1») happens when it enters, its continuous effect (+1 strength for its
    controller's abominations) lasts while it is in play."""
    p = pos()
    p.hand(0, ["t_god_a"]).mana(0, ["t_corruption_1"]).deck(0, ["t_greed_8"])
    p.abomination(0, ["t_greed_1", "t_greed_2"]).abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    assert [a for a in st.legal_actions() if a.kind == "play_onto"] == []
    act(st, "play hand=0 x=0")
    assert me(st, 0)["god"] == "t_god_a"
    assert hand(st, 0) == ["t_greed_8"]
    assert _abom(st, 0)["strength"] == 4 and _abom(st, 1)["strength"] == 3


def test_hc_god_3_dec_73_new_god_replaces_old() -> None:
    """HC-GOD-3 / HC-DEC-73: playing a god with one in play sacrifices the old god (to
    the graveyard) before the new god's entry effect; Follower stays active
    throughout; the old god's continuous effect ends."""
    p = pos()
    p.god(0, "t_god_a").hand(0, ["t_god_b"]).mana(0, ["t_greed_1"])
    p.abomination(0, ["t_greed_1", "t_follower"])
    st = p.turn(0).build()
    assert _abom(st, 0)["keywords"] == {"rager": 2}
    assert _abom(st, 0)["strength"] == 4  # 1 + 2 + god_a's +1
    act(st, "play hand=0 x=0")
    assert me(st, 0)["god"] == "t_god_b" and me(st, 0)["graveyard"] == ["t_god_a"]
    assert _abom(st, 0)["keywords"] == {"rager": 2, "reaper": 1}
    assert _abom(st, 0)["strength"] == 3
    keys = event_keys(st, 0)
    assert keys[-3:] == ["hecatomb.played", "hecatomb.god_replaced", "hecatomb.drew"]


def test_hc_dec_73_gods_and_relics_never_tap() -> None:
    """HC-DEC-73: relics and gods have no tap abilities: nothing to tap them with."""
    p = pos()
    p.god(0, "t_god_a").relics(0, ["t_relic_rager"])
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == []


# ---- notation ------------------------------------------------------------------------
def test_hc_text_1_reaper_values_add_up_example() -> None:
    """HC-TEXT-1 example: an abomination with Reaper +1 and Reaper +2, unblocked, steals
    3 extra souls (size 2 + 3 = 5)."""
    p = pos()
    p.hand(0, []).hand(1, []).souls(0, 6).souls(1, 9)
    p.abomination(0, ["t_reaper_1", "t_reaper_2"])
    st = p.turn(0).build()
    assert _abom(st, 0)["keywords"] == {"reaper": 3}
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert souls(st) == [11, 4]


def test_hc_text_2_strength_4_plus_filter_example() -> None:
    """HC-TEXT-2 example: "exile target strength 4+ minion" may choose a minion of
    strength 4 or more (any position, HC-DEC-45), not one of 3."""
    p = pos()
    p.hand(0, ["t_exile_big"]).mana(0, ["t_deceit_1"])
    p.abomination(1, ["t_greed_4", "t_greed_3", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert len(st.legal_actions()) == 2  # the 4 and the 5, not the 3
    act(st, f"choose_target choice={st.legal_actions()[0].int_arg('choice')}")
    gone = [c for c in ("t_greed_4", "t_greed_5") if c not in aboms(st, 1)[0]]
    assert len(gone) == 1 and gone[0] in me(st, 1, 0)["hand"]
    p = pos()
    p.hand(0, ["t_exile_big"]).mana(0, ["t_deceit_1"]).abomination(1, ["t_greed_3"])
    assert refused(p.turn(0).build(), "play hand=0 x=0") == "HC-FATE-4"


def test_hc_text_4_strength_2_minus_filter_example() -> None:
    """HC-TEXT-4 example: "destroy target 2− minion" destroys a minion of strength 2 or
    less; a 3 cannot be chosen."""
    p = pos()
    p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"])
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")  # the only legal target: automatic (HC-DEC-25)
    assert aboms(st, 1) == [["t_greed_3"]]
    assert me(st, 1)["graveyard"] == ["t_greed_2"]


def test_hc_text_3_minus_reduces_value() -> None:
    """HC-TEXT-3: a "−" before a number reduces: `t_shrink` gives −2 strength (the top
    minion carries it, and never below 0)."""
    p = pos()
    p.hand(0, ["t_shrink"]).mana(0, ["t_corruption_1"])
    p.abomination(1, ["t_greed_4", "t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert [m["strength"] for m in _abom(st, 1)["minions"]] == [4, 1]
    assert _abom(st, 1)["strength"] == 5


def test_hc_text_5_act_4_up_to_allows_zero_to_n() -> None:
    """HC-TEXT-5 / HC-ACT-4 / HC-DEC-24: "up to 2 target abominations": `done` is legal
    from the start; an object chosen once is not offered again."""
    p = pos_x()
    p.hand(0, ["t_a_tap_up_to_2", "t_a_tap_up_to_2"]).mana(0, ["t_deceit_1", "t_deceit_2"])
    p.abomination(1, ["t_greed_1", "t_greed_2"]).abomination(1, ["t_greed_1", "t_greed_2"])
    p.abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert kinds(st) == ["choose_target"] * 3 + ["done"]
    act(st, "done")  # zero targets
    assert [ab["tapped"] for ab in me(st, 1)["abominations"]] == [False] * 3
    act(st, "play hand=0 x=0")
    first = _aid(st, 1, 2)
    act(st, f"choose_target choice={first}")
    assert first not in [dict(a.args).get("choice") for a in st.legal_actions()]
    act(st, f"choose_target choice={_aid(st, 1, 0)}")  # the second: the phrase is full
    assert pending(st) == ("main", 0)
    assert [ab["tapped"] for ab in me(st, 1)["abominations"]] == [True, False, True]


def test_hc_text_6_target_chosen_freely() -> None:
    """HC-TEXT-6 / HC-ACT-4: "target abomination" offers every legal abomination, of any
    player, own included."""
    p = pos(players=3)
    p.hand(0, ["t_blast_1"]).mana(0, ["t_destruction_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"]).abomination(1, ["t_greed_1", "t_greed_2"])
    p.abomination(2, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    offered = sorted(a.int_arg("choice") for a in st.legal_actions())
    assert offered == sorted([_aid(st, 0), _aid(st, 1), _aid(st, 2)])


def test_hc_text_7_dec_25_summon_without_target_does_nothing() -> None:
    """HC-TEXT-7 / HC-DEC-25: a summon effect with no legal target does not happen (the
    minion is still played)."""
    p = pos()
    p.hand(0, ["t_summon_target"]).mana(0, ["t_destruction_1"])
    p.abomination(0, ["t_destruction_1"])
    st = p.turn(0).build()
    act(st, "play_onto hand=0 abom=0 x=0")
    assert aboms(st, 0) == [["t_destruction_1", "t_summon_target"]]
    assert "hecatomb.no_target" in event_keys(st, None)
    assert pending(st) == ("main", 0)


def test_hc_text_8_enemy_means_every_opponent() -> None:
    """HC-TEXT-8 / HC-DEC-9: with 3 players, "enemy" reaches both opponents, never the
    player's own cards (`t_destroy_mana`: target enemy mana card)."""
    p = pos(players=3)
    p.hand(0, ["t_destroy_mana"]).mana(0, ["t_destruction_1"])
    p.mana(1, ["t_greed_4"]).mana(2, ["t_deceit_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert len(st.legal_actions()) == 2
    act(st, f"choose_target choice={st.legal_actions()[1].int_arg('choice')}")
    assert [len(me(st, s)["mana"]) for s in (0, 1, 2)] in ([1, 0, 1], [1, 1, 0])


def test_hc_dec_25_tap_ability_needs_a_legal_target() -> None:
    """HC-DEC-25 / HC-ACT-6: a tap ability with a target is offered only when a legal
    target exists (here the only abomination has Nemesis against the ability's
    destruction doom, HC-DEC-66)."""
    p = pos()
    p.abomination(0, ["t_nemesis_destruction", "t_tap_2"])
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == []
    p = pos()
    p.abomination(0, ["t_nemesis_destruction", "t_tap_2"]).abomination(1, ["t_greed_1"])
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == [Action("use_tap", abom=0, pos=1)]
    act(st, "use_tap abom=0 pos=1")  # one legal target: chosen automatically
    assert aboms(st, 1) == []
    assert _abom(st, 0)["tapped"] is True


def test_hc_act_6_tap_number_and_untapped() -> None:
    """HC-ACT-6 (HC-TAP-1/2 in action form): the abomination's size must reach the tap
    number and it must be untapped; a one-minion abomination may use tap number 1."""
    p = pos()
    p.abomination(0, ["t_greed_1", "t_greed_1", "t_greed_1", "t_tap_5"])
    p.abomination(0, ["t_tap_1"]).abomination(0, ["t_greed_1", "t_tap_1"], tapped=True)
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == [Action("use_tap", abom=1, pos=0)]
    p = pos()
    p.abomination(0, ["t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1", "t_tap_5"])
    p.souls(0, 7)
    st = p.turn(0).build()
    assert of_kind(st, "use_tap") == [Action("use_tap", abom=0, pos=4)]
    act(st, "use_tap abom=0 pos=4")
    assert souls(st)[0] == 8


def test_hc_act_7_attack_options() -> None:
    """HC-ACT-7: `attack` is offered for every opponent's seat when at least one
    abomination may attack, and not at all otherwise; attacking oneself is refused."""
    p = pos(players=3)
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    assert of_kind(st, "attack") == [Action("attack", seat=1), Action("attack", seat=2)]
    assert refused(st, "attack seat=0") == "HC-ATTACK-2"
    p = pos(players=3)
    p.abomination(0, ["t_greed_1"]).abomination(0, ["t_greed_1", "t_greed_2"], tapped=True)
    st = p.turn(0).build()
    assert of_kind(st, "attack") == []


# ---- golden rules --------------------------------------------------------------------
def test_hc_core_1_card_beats_rule() -> None:
    """HC-CORE-1 / HC-DEC-29: Fanatic lets a changed abomination attack although the
    rules forbid it (HC-ABOM-11)."""
    p = pos()
    p.abomination(0, ["t_greed_1", "t_fanatic"], changed=True)
    p.abomination(0, ["t_greed_1", "t_greed_2"], changed=True)
    st = p.turn(0).build()
    act(st, "attack seat=1")
    assert kinds(st) == ["add_attacker"]
    assert st.legal_actions()[0].int_arg("abom") == 0


def test_hc_core_2_cannot_beats_can() -> None:
    """HC-CORE-2 / HC-DEC-29: Guardian ("cannot attack") beats Fanatic ("may attack")."""
    p = pos()
    p.abomination(0, ["t_guardian", "t_fanatic"], changed=True)
    st = p.turn(0).build()
    assert of_kind(st, "attack") == []
    p = pos()
    p.abomination(0, ["t_guardian", "t_fanatic"])
    st = p.turn(0).build()
    assert of_kind(st, "attack") == []


def test_hc_core_3_discard_two_holding_one_example() -> None:
    """HC-CORE-3 example / HC-DEC-29: a player told to discard 2 cards while holding 1
    discards that card, and the effect ends."""
    p = pos_x()
    p.hand(0, ["t_a_discard_2"]).mana(0, ["t_corruption_1"]).hand(1, ["t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("discard", 1)
    act(st, "discard hand=0")
    assert me(st, 1)["hand_size"] == 0
    assert me(st, 1)["graveyard"] == ["t_greed_3"]
    assert pending(st) == ("main", 0)
    assert me(st, 0)["graveyard"] == ["t_a_discard_2"]


# ---- the play procedure ----------------------------------------------------------------
def test_hc_dec_24_n_targets_distinct() -> None:
    """HC-DEC-24: "2 target minions" takes 2 different objects: the first chosen is
    not offered again (`t_stitch_new`)."""
    p = pos()
    p.hand(0, ["t_stitch_new"]).mana(0, ["t_corruption_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    first = [a.int_arg("choice") for a in st.legal_actions()]
    assert len(first) == 3 and "done" not in kinds(st)
    act(st, f"choose_target choice={first[0]}")
    second = [a.int_arg("choice") for a in st.legal_actions()]
    assert sorted(second) == sorted(first[1:])


def test_hc_dec_27_no_stack_nobody_responds() -> None:
    """HC-DEC-27: a card is carried out completely at once; no other seat gets a
    decision in between (the next decision is the player's main phase again)."""
    p = pos()
    p.hand(0, ["t_blast_3"]).mana(0, ["t_destruction_1"]).hand(1, ["t_blast_1"])
    p.mana(1, ["t_destruction_1"]).abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert aboms(st, 1) == []


def test_hc_dec_28_act_19_two_triggers_of_one_player_ordered() -> None:
    """HC-DEC-28 / HC-ACT-19: two "when it attacks" abilities of one player wait
    together; that player chooses which comes next (`order_effects`), then the other
    runs automatically."""
    p = pos()
    p.hand(0, []).hand(1, []).deck(0, ["t_greed_7", "t_greed_8"])
    p.abomination(0, ["t_greed_1", "t_attack_draw"])
    p.abomination(0, ["t_greed_1", "t_attack_draw"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "add_attacker abom=1")
    act(st, "confirm_attackers")
    assert pending(st) == ("order_effects", 0)
    assert st.legal_actions() == [Action("order_effects", choice=0),
                                  Action("order_effects", choice=1)]
    act(st, "order_effects choice=1")
    assert hand(st, 0) == ["t_greed_7", "t_greed_8"]


def test_hc_dec_26_step_on_an_object_gone_does_nothing() -> None:
    """HC-DEC-26 / HC-DEC-24: two target phrases may choose the same minion; when the
    first step (destroy) has moved it, the second (exile) does nothing for it (the card
    stays in the graveyard) and the rest of the effect (draw 1) goes on."""
    p = pos_x()
    p.hand(0, ["t_a_destroy_exile"]).mana(0, ["t_destruction_1"]).deck(0, ["t_greed_8"])
    p.abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_2")
    assert pending(st) == ("choose_target", 0)  # the second phrase offers it again
    choose(st, "choose_target", "t_greed_2")
    assert aboms(st, 1) == [["t_greed_1"]]
    assert me(st, 1)["graveyard"] == ["t_greed_2"]
    assert me(st, 1, 0)["hand"] == [None] * me(st, 1)["hand_size"]
    assert hand(st, 0) == ["t_greed_8"]


def test_hc_dec_24_fewer_objects_than_n_takes_all() -> None:
    """HC-DEC-24 / HC-CORE-3: "2 target minions" with a single legal minion is playable
    and takes that one (automatically: the only choice)."""
    p = pos()
    p.hand(0, ["t_stitch_new"]).mana(0, ["t_corruption_1"])
    p.abomination(0, ["t_greed_2"], tapped=True)
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert aboms(st, 0) == [["t_greed_2"]]
    ab = me(st, 0)["abominations"][0]
    assert ab["tapped"] is False and ab["changed"] is True  # a new abomination
