"""Minions and abominations (HC-ABOM-1..20, HC-DEC-31..38, HC-DEC-42..45).

Known-answer fixtures: the five-minion limit (HC-ABOM-5), a strength change given
to an abomination carried by its top minion and passed on (HC-ABOM-16/17), and the
Undead example (HC-ABOM-19).
"""

from __future__ import annotations

import pytest

from cardtable.games.hecatomb.position import HcPosition

from .support_b import (
    aboms,
    aid,
    attack,
    build,
    choices,
    do,
    grave,
    hand,
    kinds,
    of_kind,
    pass_windows,
    pending,
    play,
    powers,
    refusal,
    stacks,
    texts,
)


# ---- playing minions (HC-ABOM-1..6, HC-DEC-31..33) ------------------------------------------
def test_hc_abom_1_2_3_new_abomination_or_onto_one_becoming_its_top() -> None:
    """HC-ABOM-2: a minion may be played as a new abomination or onto an existing one;
    HC-ABOM-1/9: a single minion is an abomination of size 1; HC-ABOM-3 / HC-DEC-33: a
    minion played onto an abomination becomes its top (last) minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_deceit_2", "t_greed_3"]).mana(0, ["t_deceit_1", "t_greed_1"] * 2)

    st = build(setup)
    assert "play hand=0 x=0" in texts(st)
    assert not of_kind(st, "play_onto")  # no abomination yet
    play(st, "t_deceit_2")
    assert stacks(st, 0) == [["t_deceit_2"]]
    assert aboms(st, 0)[0]["size"] == 1
    assert {"play hand=0 x=0", "play_onto abom=0 hand=0 x=0"} <= set(texts(st))
    first = aid(st, 0, 0)
    play(st, "t_greed_3", onto=0)
    assert stacks(st, 0) == [["t_deceit_2", "t_greed_3"]]
    assert aboms(st, 0)[0]["size"] == 2
    assert aid(st, 0, 0) == first  # HC-DEC-33: a stable id


def test_hc_abom_4_no_minion_onto_an_opponents_abomination() -> None:
    """HC-ABOM-4 / HC-DEC-32: with only the opponent having abominations, a minion can
    only be played as a new abomination; stitching offers only own minions and own
    abominations."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_2", "t_stitch_onto"]).mana(0, ["t_greed_1", "t_corruption_1"])
        p.abomination(1, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    assert not of_kind(st, "play_onto")
    assert "play hand=1 x=0" not in texts(st)  # stitch needs own targets (HC-FATE-4)
    play(st, "t_greed_2")
    play(st, "t_stitch_onto")  # the only own minion and abomination: chosen at once
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_1", "t_greed_1"]]
    assert stacks(st, 0) == [["t_greed_2"]]


def test_hc_abom_5_sixth_minion_refused() -> None:
    """HC-ABOM-5 example / HC-DEC-31: a sixth minion cannot be played onto an abomination
    of five; the refusal names HC-ABOM-5 and the state is unchanged. It may still be
    played onto an abomination of four."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_corruption_1", "t_deceit_1", "t_destruction_1", "t_greed_1",
                          "t_corruption_2"])
        p.abomination(0, ["t_greed_1"] * 4)

    st = build(setup)
    assert "play_onto abom=0 hand=0 x=0" not in texts(st)
    assert "play_onto abom=1 hand=0 x=0" in texts(st)
    assert refusal(st, "play_onto hand=0 abom=0 x=0") == "HC-ABOM-5"
    play(st, "t_greed_1", onto=1)
    assert [len(s) for s in stacks(st, 0)] == [5, 5]


def test_hc_dec_31_any_minion_may_go_on_any_other() -> None:
    """HC-DEC-31: the window layout is not modelled: a minion of any doom may be played
    onto an abomination of any doom."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_deceit_2"]).mana(0, ["t_deceit_1"])
        for doom in ("corruption", "destruction", "greed", "deceit"):
            p.abomination(0, [f"t_{doom}_3"])

    st = build(setup)
    assert {a.int_arg("abom") for a in of_kind(st, "play_onto")} == {0, 1, 2, 3}


def test_hc_abom_6_minion_onto_a_tapped_abomination() -> None:
    """HC-ABOM-6: a minion may be played onto a tapped abomination; it stays tapped."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_2"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"], tapped=True)

    st = build(setup)
    assert "play_onto abom=0 hand=0 x=0" in texts(st)
    play(st, "t_greed_2", onto=0)
    assert stacks(st, 0) == [["t_greed_1", "t_greed_1", "t_greed_2"]]
    assert aboms(st, 0)[0]["tapped"] is True


def test_hc_abom_7_minions_stay_in_play_across_turns() -> None:
    """HC-ABOM-7: a minion stays in play until it is destroyed, through later turns."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_deceit_4"])

    st = build(setup)
    do(st, "end_turn")
    assert pending(st) == ("main", 1)
    do(st, "end_turn")
    assert pending(st) == ("main", 0)
    assert stacks(st, 0) == [["t_greed_1", "t_deceit_4"]]


def test_hc_abom_8_9_strength_is_the_sum_size_the_count() -> None:
    """HC-ABOM-8 / HC-ABOM-9 / HC-DEC-36: strength is the sum of the minions' strengths,
    size the number of minions."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_deceit_4", "t_corruption_0", "t_destruction_7"])

    st = build(setup)
    ab = aboms(st, 0)[0]
    assert (ab["strength"], ab["size"]) == (12, 4)
    assert powers(st, 0) == [[1, 4, 0, 7]]


# ---- attacking and blocking bars (HC-ABOM-10..13, HC-DEC-34) -------------------------------
def test_hc_abom_10_one_minion_abomination_cannot_attack() -> None:
    """HC-ABOM-10: with only a one-minion abomination, `attack` is not offered; next to a
    two-minion one, adding it as an attacker is refused naming HC-ABOM-10."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_5"])

    st = build(setup)
    assert "attack" not in kinds(st)

    def setup2(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(0, ["t_greed_5"])

    st = build(setup2)
    do(st, "attack seat=1")
    assert texts(st) == ["add_attacker abom=0"]
    assert refusal(st, "add_attacker abom=1") == "HC-ABOM-10"


def test_hc_abom_10_one_minion_abomination_cannot_block() -> None:
    """HC-ABOM-10 / HC-BLOCK-3: the defender's only abomination has one minion, so there
    is no block step and the attacker reaps 2 souls."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(1, ["t_greed_8"])
        p.souls(0, 5).souls(1, 5)

    st = build(setup)
    attack(st, 1, [0])
    assert pending(st) == ("main", 0)
    assert st.observation(0)["players_state"][1]["souls"] == 3


def test_hc_abom_11_abomination_that_received_a_minion_cannot_attack() -> None:
    """HC-ABOM-11 / HC-DEC-34: playing a minion onto an abomination marks it; a marked
    abomination is refused as an attacker, and with no other, `attack` disappears."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    assert aboms(st, 0)[0]["changed"] is False
    play(st, "t_greed_1", onto=0)
    assert aboms(st, 0)[0]["changed"] is True
    do(st, "attack seat=1")
    assert texts(st) == ["add_attacker abom=1"]
    assert refusal(st, "add_attacker abom=0") == "HC-ABOM-11"


def test_hc_abom_11_only_marked_abomination_means_no_attack() -> None:
    """HC-ABOM-11: the only two-minion abomination was just built by playing onto a
    one-minion abomination: no attack is possible this turn."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    play(st, "t_greed_1", onto=0)
    assert "attack" not in kinds(st)


def test_hc_abom_12_marked_abomination_blocks_in_the_opponents_turn() -> None:
    """HC-ABOM-12: an abomination that received a minion in its controller's turn may
    block in the next opponent's turn (HC-DEC-34: marks clear at the end of the turn)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(1, ["t_deceit_1", "t_deceit_1"])

    st = build(setup)
    play(st, "t_greed_1", onto=0)
    assert aboms(st, 0)[0]["changed"] is True
    do(st, "end_turn")
    assert pending(st) == ("main", 1)
    assert aboms(st, 0)[0]["changed"] is False
    attack(st, 0, [0])
    while pending(st) == ("window", 1):
        do(st, "pass")
    assert pending(st) == ("block", 0)
    assert "block attacker=0 blocker=0" in texts(st)


def test_hc_abom_13_abomination_put_down_this_turn_cannot_attack() -> None:
    """HC-ABOM-13 / HC-DEC-34 / HC-DEC-43: an abomination formed this turn (two minions
    stitched into a new one) is marked, untapped, and cannot attack."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_stitch_new"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_greed_1"], tapped=True)
        p.abomination(0, ["t_greed_2"], tapped=True)

    st = build(setup)
    first, second = st.aboms[0][0].minions[0], st.aboms[0][1].minions[0]
    do(st, "play hand=0 x=0")
    assert choices(st) == sorted([first, second])
    do(st, f"choose_target choice={first}")  # the second is then the only one left
    while pending(st) == ("pay", 0):
        do(st, "pay choice=0")
    assert stacks(st, 0) == [["t_greed_1", "t_greed_2"]]  # first listed at the bottom
    ab = aboms(st, 0)[0]
    assert (ab["tapped"], ab["changed"]) == (False, True)
    assert "attack" not in kinds(st)


def test_hc_dec_34_losing_minions_does_not_mark() -> None:
    """HC-DEC-34: an abomination that loses a minion is not marked and may still attack."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_1"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_2", "t_greed_2", "t_greed_1"])

    st = build(setup)
    play(st, "t_blast_1")
    assert stacks(st, 0) == [["t_greed_2", "t_greed_2"]]
    assert aboms(st, 0)[0]["changed"] is False
    assert "attack seat=1" in texts(st)


# ---- abilities of abominations (HC-ABOM-14/15, HC-DEC-35) ----------------------------------
@pytest.mark.parametrize("card,word,value", [
    ("t_ripper", "ripper", True), ("t_rager_2", "rager", 2), ("t_reaper_1", "reaper", 1),
    ("t_survivor_2", "survivor", 2), ("t_fanatic", "fanatic", True),
    ("t_guardian", "guardian", True), ("t_hunter", "hunter", True),
    ("t_parasite", "parasite", True), ("t_evader_greed", "evader", ["greed"]),
    ("t_nemesis_deceit", "nemesis", ["deceit"]),
])
def test_hc_dec_35_abomination_level_keywords_from_any_minion(card: str, word: str,
                                                             value: object) -> None:
    """HC-ABOM-14 example / HC-DEC-35: a keyword of the abomination printed on a minion
    below the top belongs to the whole abomination."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", card, "t_deceit_1"])

    st = build(setup)
    assert aboms(st, 0)[0]["keywords"] == {word: value}


def test_hc_dec_35_tap_ability_belongs_to_the_abomination() -> None:
    """HC-DEC-35: a tap ability is abomination-level: it is usable from a minion below the
    top, and using it taps the whole abomination."""
    def setup(p: HcPosition) -> None:
        p.deck(0, ["t_deceit_8"])
        p.abomination(0, ["t_tap_1", "t_greed_3"])

    st = build(setup)
    assert "use_tap abom=0 pos=0" in texts(st)
    do(st, "use_tap abom=0 pos=0")
    assert hand(st, 0) == ["t_deceit_8"]
    assert aboms(st, 0)[0]["tapped"] is True
    assert "use_tap abom=0 pos=0" not in texts(st)


@pytest.mark.parametrize("card", ["t_host", "t_martyr", "t_regenerator", "t_soulbound"])
def test_hc_dec_35_minion_level_keywords_stay_with_the_minion(card: str) -> None:
    """HC-DEC-35: Host, Martyr, Regenerator and Soulbound belong to the minion, not to
    its abomination."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", card])

    st = build(setup)
    assert aboms(st, 0)[0]["keywords"] == {}


def test_hc_dec_35_keyword_values_add_up() -> None:
    """HC-DEC-35 / HC-TEXT-1: Rager from two minions adds up for the abomination."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_rager_1", "t_rager_2"])

    st = build(setup)
    assert aboms(st, 0)[0]["keywords"] == {"rager": 3}


def test_hc_abom_15_one_time_main_ability_on_a_condition() -> None:
    """HC-ABOM-15: a main ability that is a one-time effect happens when its condition is
    met: the test minion «Draw 1» when its abomination attacks (below the top, too)."""
    def setup(p: HcPosition) -> None:
        p.deck(0, ["t_deceit_8"])
        p.abomination(0, ["t_attack_draw", "t_greed_1"])

    st = build(setup)
    assert hand(st, 0) == []
    attack(st, 1, [0])
    assert "t_deceit_8" in hand(st, 0)


def test_hc_dec_36_rager_is_added_to_the_top_minion_while_attacking() -> None:
    """HC-DEC-36: the abomination's Rager is added to its top minion's strength while it
    attacks, and only then."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"])  # keeps window A1 open
        p.abomination(0, ["t_rager_2", "t_greed_1"])

    st = build(setup)
    assert powers(st, 0) == [[2, 1]]
    attack(st, 1, [0])
    assert pending(st) == ("window", 0)
    assert powers(st, 0) == [[2, 3]]
    assert aboms(st, 0)[0]["strength"] == 5
    pass_windows(st)  # A1, then A2 (no blocker): the attacker reaps, the combat ends
    assert pending(st) == ("main", 0)
    assert powers(st, 0) == [[2, 1]]


# ---- strength changes carried by the top minion (HC-ABOM-16..18, HC-DEC-37) ----------------
def test_hc_abom_16_17_minus_to_an_abomination_lowers_its_top_and_passes_on() -> None:
    """HC-ABOM-16 example / HC-ABOM-17 / HC-DEC-37: −2 strength given to an abomination
    (the test set's shrink fate) is carried by its top minion (4 → 2); when the top
    minion is destroyed, the change passes to the new top minion (3 → 1)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_shrink", "t_blast_3"]).mana(0, ["t_corruption_1", "t_destruction_1"])
        p.abomination(1, ["t_greed_3", "t_greed_4"])

    st = build(setup)
    play(st, "t_shrink", targets=[aid(st, 1, 0)])
    assert powers(st, 1) == [[3, 2]]
    assert aboms(st, 1)[0]["strength"] == 5
    play(st, "t_blast_3", targets=[aid(st, 1, 0)])
    assert stacks(st, 1) == [["t_greed_3"]]
    assert powers(st, 1) == [[1]]
    assert grave(st, 1) == ["t_greed_4"]


def test_hc_abom_17_change_passes_when_the_top_minion_is_exiled() -> None:
    """HC-ABOM-17 / HC-DEC-37 / HC-DEC-77: the abomination's +2 passes on when its top
    minion leaves by exile as well."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_pump", "t_exile_big"]).mana(0, ["t_destruction_1", "t_deceit_1"])
        p.abomination(0, ["t_greed_1", "t_greed_2"])

    st = build(setup)
    play(st, "t_pump", targets=[aid(st, 0, 0)])
    assert powers(st, 0) == [[1, 4]]
    play(st, "t_exile_big")  # the only 4+ minion
    assert hand(st, 0) == ["t_greed_2"]
    assert powers(st, 0) == [[3]]


def test_hc_abom_18_strength_never_below_zero() -> None:
    """HC-ABOM-18: −2 on a top minion of strength 1 leaves it at 0, not −1, so the
    abomination's strength is that of the others."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_shrink"]).mana(0, ["t_corruption_1"])
        p.abomination(1, ["t_greed_3", "t_greed_1"])

    st = build(setup)
    play(st, "t_shrink", targets=[aid(st, 1, 0)])
    assert powers(st, 1) == [[3, 0]]
    assert aboms(st, 1)[0]["strength"] == 3


# ---- the Undead example and recomputing (HC-ABOM-19/20, HC-DEC-37/38) ------------------------
def test_hc_abom_19_undead_top_destroyed_loses_the_bonus() -> None:
    """HC-ABOM-19 example (1): "your Undead abominations get +1 strength"; the only Undead
    is the top minion (2 + 1 = 3); when it is destroyed the abomination is a Cultist
    again and loses the bonus."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3"]).mana(0, ["t_destruction_1"])
        p.relics(0, ["t_relic_undead"])
        p.abomination(0, ["t_greed_4", "t_undead_2"])

    st = build(setup)
    assert powers(st, 0) == [[4, 3]]
    play(st, "t_blast_3", targets=[aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_4"]]
    assert powers(st, 0) == [[4]]


def test_hc_abom_19_undead_second_from_top_gains_the_bonus() -> None:
    """HC-ABOM-19 example (2): the only Undead is second from the top: no bonus while a
    Cultist is on top; when the top minion is destroyed, the Undead becomes the top
    minion and the abomination gains the bonus (2 + 1)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_1"]).mana(0, ["t_destruction_1"])
        p.relics(0, ["t_relic_undead"])
        p.abomination(0, ["t_greed_4", "t_undead_2", "t_greed_1"])

    st = build(setup)
    assert powers(st, 0) == [[4, 2, 1]]
    play(st, "t_blast_1", targets=[aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_4", "t_undead_2"]]
    assert powers(st, 0) == [[4, 3]]
    assert aboms(st, 0)[0]["strength"] == 7


def test_hc_abom_20_undead_bonus_only_after_the_damage_event() -> None:
    """HC-ABOM-20 / HC-DEC-38: during one damage event the values from its start are used:
    3 damage on [1, Undead 2, 1 (top)] destroys the 1 and then the Undead at 2 (it would
    be 3 if the bonus came at once); the bottom 1 survives."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3"]).mana(0, ["t_destruction_1"])
        p.relics(0, ["t_relic_undead"])
        p.abomination(0, ["t_deceit_1", "t_undead_2", "t_greed_1"])

    st = build(setup)
    play(st, "t_blast_3", targets=[aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_deceit_1"]]
    assert grave(st, 0)[:2] == ["t_greed_1", "t_undead_2"]


def test_hc_dec_37_modifier_passes_only_after_the_event() -> None:
    """HC-DEC-37 / HC-ABOM-20: +2 given to [3, 1, 0 (top)] makes the top 2; 3 damage
    destroys the top 2 and the 1 (the +2 does not pass down within the event), and then
    the surviving 3 carries the +2 (5)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_pump", "t_blast_3"]).mana(0, ["t_destruction_1"] * 2)
        p.abomination(0, ["t_greed_3", "t_greed_1", "t_greed_0"])

    st = build(setup)
    play(st, "t_pump", targets=[aid(st, 0, 0)])
    assert powers(st, 0) == [[3, 1, 2]]
    play(st, "t_blast_3", targets=[aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_3"]]
    assert powers(st, 0) == [[5]]


# ---- sever, stitch, effects on abominations (HC-DEC-42..45) ---------------------------------
def test_hc_dec_42_sever_forms_a_new_untapped_marked_abomination() -> None:
    """HC-DEC-42: the severed top minion forms a new untapped, marked abomination with no
    abomination-level modifiers; the old abomination stays tapped and its −2 passes to
    its new top minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_shrink", "t_sever"]).mana(0, ["t_corruption_1"] * 2)
        p.abomination(0, ["t_greed_3", "t_greed_2"], tapped=True)

    st = build(setup)
    play(st, "t_shrink", targets=[aid(st, 0, 0)])
    top = st.aboms[0][0].minions[-1]
    play(st, "t_sever", targets=[top])
    assert stacks(st, 0) == [["t_greed_3"], ["t_greed_2"]]
    assert powers(st, 0) == [[1], [2]]
    old, new = aboms(st, 0)
    assert (old["tapped"], old["changed"]) == (True, False)
    assert (new["tapped"], new["changed"]) == (False, True)


def test_hc_dec_42_severing_a_lone_minion_replaces_its_abomination() -> None:
    """HC-DEC-42 / HC-DEC-33: severing the only minion of a tapped one-minion abomination
    with +2 replaces it with a new untapped abomination; the old one and its +2 are gone
    (its state is lost), and the new one has a new id."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_pump", "t_sever"]).mana(0, ["t_destruction_1", "t_corruption_1"])
        p.abomination(0, ["t_greed_3"], tapped=True)

    st = build(setup)
    old_id = aid(st, 0, 0)
    play(st, "t_pump", targets=[old_id])
    assert powers(st, 0) == [[5]]
    play(st, "t_sever", targets=[st.aboms[0][0].minions[0]])
    assert stacks(st, 0) == [["t_greed_3"]]
    assert powers(st, 0) == [[3]]
    new = aboms(st, 0)[0]
    assert (new["tapped"], new["changed"]) == (False, True)
    assert new["id"] != old_id


def test_hc_dec_43_stitch_onto_parasite_does_nothing() -> None:
    """HC-DEC-43 / HC-DEC-70: nothing can be stitched onto a Parasite abomination."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_greed_1", "t_parasite"])
        p.abomination(0, ["t_greed_3"])

    st = build(setup)
    mover = st.aboms[0][1].minions[0]
    play(st, "t_stitch_onto", targets=[mover, aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_1", "t_parasite"], ["t_greed_3"]]


def test_hc_dec_43_stitch_past_five_severs_from_the_top() -> None:
    """HC-DEC-43 / HC-VERB-14: stitched onto an abomination of five, the minion would be
    the sixth, so it is severed again from the top into a new abomination."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_greed_1"] * 5)
        p.abomination(0, ["t_deceit_1", "t_greed_3"])

    st = build(setup)
    mover = st.aboms[0][1].minions[-1]
    play(st, "t_stitch_onto", targets=[mover, aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_1"] * 5, ["t_deceit_1"], ["t_greed_3"]]


def test_hc_dec_44_destroy_on_an_abomination_takes_its_top_minion() -> None:
    """HC-DEC-44: "destroy target abomination" works on its top minion only."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_destroy_top"]).mana(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_1", "t_greed_8"])

    st = build(setup)
    play(st, "t_destroy_top", targets=[aid(st, 1, 0)])
    assert stacks(st, 1) == [["t_greed_1"]]
    assert grave(st, 1) == ["t_greed_8"]


def test_hc_dec_44_target_minion_may_be_any_minion_of_any_player() -> None:
    """HC-DEC-44: "target minion" may choose any minion of any player at any position,
    within the text's restriction (here strength 2−)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_2", "t_greed_5"])
        p.abomination(1, ["t_greed_1", "t_greed_3", "t_greed_0"])

    st = build(setup)
    do(st, "play hand=0 x=0")
    expected = [st.aboms[0][0].minions[0], st.aboms[1][0].minions[0],
                st.aboms[1][0].minions[2]]
    assert choices(st) == sorted(expected)


def test_hc_dec_45_filters_compare_current_strength() -> None:
    """HC-DEC-45: "2−" compares a minion's current strength: a 3 with −2 from its
    abomination (1) qualifies, an unchanged 3 does not."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_shrink", "t_destroy_small"])
        p.mana(0, ["t_corruption_1", "t_destruction_1"])
        p.abomination(1, ["t_greed_4", "t_greed_3"])
        p.abomination(1, ["t_greed_4", "t_greed_3"])

    st = build(setup)
    assert "play hand=1 x=0" not in texts(st)  # no 2− minion yet (HC-FATE-4)
    play(st, "t_shrink", targets=[aid(st, 1, 0)])
    play(st, "t_destroy_small")  # the only 2− minion: chosen at once
    assert stacks(st, 1) == [["t_greed_4"], ["t_greed_4", "t_greed_3"]]
