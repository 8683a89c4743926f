"""Conditional abilities and triggers (HC-COND-1..10, HC-DEC-39..41).

The summon effects of the test set are «Draw 1», so "it happened" is one more card
in hand, and the drawn card is a recognisable one put on top of the deck.
Known-answer fixtures: conditional match and mismatch for every doom, a new
abomination without its summon effect, put into play without its summon effect,
the continuous conditional switching on and off, and a conditional of another
doom's colour (HC-COND-10 example).
"""

from __future__ import annotations

import pytest

from cardtable.games.hecatomb.position import HcPosition
from cardtable.games.hecatomb.state import HcState

from .support_b import (
    aboms,
    aid,
    build,
    choices,
    do,
    grave,
    hand,
    pending,
    play,
    powers,
    stacks,
    texts,
)

DOOMS = ("corruption", "deceit", "destruction", "greed")
MARK = "t_deceit_8"
"""The card on top of seat 0's deck: drawing it shows a summon effect happened."""


def _summon(card: str, under: list[str] | None, doom: str) -> HcState:
    """Seat 0 plays ``card`` (paid with one mana of ``doom``) onto its abomination
    ``under`` (bottom to top), or as a new abomination when ``under`` is None."""
    def setup(p: HcPosition) -> None:
        p.deck(0, [MARK])
        p.hand(0, [card]).mana(0, [f"t_{doom}_1"])
        if under is not None:
            p.abomination(0, under)

    st = build(setup)
    play(st, card, onto=None if under is None else 0)
    assert pending(st) == ("main", 0)
    return st


@pytest.mark.parametrize("doom", DOOMS)
def test_hc_cond_1_summon_happens_on_matching_trigger(doom: str) -> None:
    """HC-COND-1: played from hand onto a minion with a trigger of the conditional's
    colour, the summon effect («Draw 1») happens."""
    st = _summon(f"t_summon_{doom}", [f"t_{doom}_1"], doom)
    assert hand(st, 0) == [MARK]
    assert stacks(st, 0) == [[f"t_{doom}_1", f"t_summon_{doom}"]]


@pytest.mark.parametrize("doom,other", [(d, o) for d in DOOMS for o in DOOMS if d != o])
def test_hc_cond_2_no_summon_without_matching_trigger(doom: str, other: str) -> None:
    """HC-COND-2: onto a minion whose triggers do not include the colour, nothing
    happens."""
    st = _summon(f"t_summon_{doom}", [f"t_{other}_1"], doom)
    assert hand(st, 0) == []
    assert stacks(st, 0) == [[f"t_{other}_1", f"t_summon_{doom}"]]


@pytest.mark.parametrize("doom,other", [(d, o) for d in DOOMS for o in DOOMS if d != o])
def test_hc_cond_10_colour_is_not_tied_to_the_minion_doom(doom: str, other: str) -> None:
    """HC-COND-10 example: t_<doom>_under_<other> is a <doom> minion with a trigger of
    <other>: it sets off the <other>-coloured conditional (a minion of another doom
    sets it off), and does not set off one of its own doom's colour."""
    below = f"t_{doom}_under_{other}"
    st = _summon(f"t_summon_{other}", [below], other)
    assert hand(st, 0) == [MARK]
    st = _summon(f"t_summon_{doom}", [below], doom)
    assert hand(st, 0) == []


def test_hc_cond_10_example_corruption_minion_onto_deceit_minion() -> None:
    """HC-COND-10 example, mirrored with the test set's cards: a deceit-coloured summon
    effect is set off by a corruption minion (carrying a deceit trigger) below it, on
    top of an abomination of mixed dooms."""
    st = _summon("t_summon_deceit", ["t_deceit_2", "t_corruption_under_deceit"], "deceit")
    assert hand(st, 0) == [MARK]


def test_hc_cond_4_new_abomination_has_no_summon_effect() -> None:
    """HC-COND-4: played as a new abomination there is no minion below, so nothing
    happens."""
    st = _summon("t_summon_greed", None, "greed")
    assert hand(st, 0) == []
    assert stacks(st, 0) == [["t_summon_greed"]]


def test_hc_dec_39_only_the_previous_top_minion_counts() -> None:
    """HC-DEC-39: "the minion below" is the top minion just before placement; a greed
    trigger further down does not count, and the new minion's own doom does not matter."""
    st = _summon("t_summon_greed", ["t_greed_1", "t_corruption_1"], "greed")
    assert hand(st, 0) == []
    st = _summon("t_summon_greed", ["t_corruption_1", "t_greed_1"], "greed")
    assert hand(st, 0) == [MARK]


def test_hc_cond_3_triggers_do_nothing_by_themselves() -> None:
    """HC-COND-3: a minion without a conditional played onto a matching trigger: no card
    drawn, no strength changed."""
    st = _summon("t_greed_2", ["t_greed_1"], "greed")
    assert hand(st, 0) == []
    assert powers(st, 0) == [[1, 2]]


def test_hc_cond_5_summon_happens_once_at_placement() -> None:
    """HC-COND-5 / HC-DEC-39: the summon effect happens once, when its minion is placed;
    playing another minion on top later does not repeat it."""
    def setup(p: HcPosition) -> None:
        p.deck(0, [MARK, "t_deceit_7"])
        p.hand(0, ["t_summon_greed", "t_greed_1"]).mana(0, ["t_greed_1", "t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    play(st, "t_summon_greed", onto=0)
    assert hand(st, 0) == ["t_greed_1", MARK]
    play(st, "t_greed_1", onto=0)
    assert hand(st, 0) == [MARK]


# ---- put into play and stitch (HC-COND-7/8, HC-DEC-41) -------------------------------------
def test_hc_cond_7_put_into_play_has_no_summon_effect() -> None:
    """HC-COND-7 / HC-DEC-41 / HC-VERB-15: "put into play" with the placement left open:
    the player chooses a new abomination or one of their abominations that can receive a
    minion; onto a matching trigger the summon effect still does not happen, and the
    receiving abomination is marked."""
    def setup(p: HcPosition) -> None:
        p.deck(0, [MARK])
        p.hand(0, ["t_put_into_play", "t_summon_greed"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"] * 5)
        p.abomination(0, ["t_greed_1", "t_parasite"])
        p.abomination(1, ["t_greed_1"])

    st = build(setup)
    play(st, "t_put_into_play")
    assert pending(st) == ("choose_placement", 0)
    # HC-DEC-41: new (-1) or seat 0's first abomination; not the full one (HC-DEC-31),
    # not the Parasite (HC-DEC-70), never the opponent's (HC-DEC-32)
    assert choices(st, "choose_placement") == [-1, aid(st, 0, 0)]
    do(st, f"choose_placement choice={aid(st, 0, 0)}")
    assert pending(st) == ("main", 0)
    assert stacks(st, 0)[0] == ["t_greed_1", "t_summon_greed"]
    assert hand(st, 0) == []
    assert aboms(st, 0)[0]["changed"] is True


def test_hc_dec_41_put_into_play_picks_a_minion_card_from_hand() -> None:
    """HC-DEC-41 / HC-ACT-17: "put a minion from your hand into play" offers the minion
    cards of the hand only (not the fate), in hand order."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_put_into_play", "t_greed_2", "t_blast_1", "t_summon_greed"])
        p.mana(0, ["t_greed_1"])

    st = build(setup)
    minions = [st.hand[0][1], st.hand[0][3]]
    play(st, "t_put_into_play")
    assert pending(st) == ("choose_card", 0)
    assert choices(st, "choose_card") == sorted(minions)
    do(st, f"choose_card choice={minions[1]}")
    assert stacks(st, 0) == [["t_summon_greed"]]  # no abomination: placed as new at once
    assert hand(st, 0) == ["t_greed_2", "t_blast_1"]


def test_hc_dec_41_put_into_play_as_new_abomination_is_marked() -> None:
    """HC-DEC-41 / HC-DEC-34: put into play as a new abomination, it is marked."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_put_into_play", "t_summon_greed"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    play(st, "t_put_into_play")
    do(st, "choose_placement choice=-1")
    assert stacks(st, 0) == [["t_greed_1"], ["t_summon_greed"]]
    assert aboms(st, 0)[1]["changed"] is True
    assert aboms(st, 0)[0]["changed"] is False


def test_hc_cond_8_stitching_sets_off_no_conditional() -> None:
    """HC-COND-8: a summon minion stitched onto a matching trigger does not draw."""
    def setup(p: HcPosition) -> None:
        p.deck(0, [MARK])
        p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_greed_2"])
        p.abomination(0, ["t_summon_greed"])

    st = build(setup)
    summon = st.aboms[0][1].minions[0]
    play(st, "t_stitch_onto", targets=[summon, aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_2", "t_summon_greed"]]
    assert hand(st, 0) == []


# ---- HC-COND-9: a summon effect with no legal target -------------------------------------
def test_hc_cond_9_targeted_summon_without_target_may_be_played() -> None:
    """HC-COND-9 / HC-DEC-25: with no enemy abomination, the minion whose summon effect
    targets one can still be played onto a matching trigger; the effect does nothing."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_summon_target"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_destruction_1"])

    st = build(setup)
    assert "play_onto abom=0 hand=0 x=0" in texts(st)
    play(st, "t_summon_target", onto=0)
    assert pending(st) == ("main", 0)
    assert stacks(st, 0) == [["t_destruction_1", "t_summon_target"]]


def test_hc_cond_9_targeted_summon_with_target_deals_its_damage() -> None:
    """HC-COND-1 with a target (HC-DEC-25): the summon effect chooses its target when it
    happens; its 1 damage destroys the enemy's 1-strength top minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_summon_target"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_5", "t_greed_1"])
        p.abomination(1, ["t_greed_2", "t_greed_2"])

    st = build(setup)
    play(st, "t_summon_target", onto=0)
    assert pending(st) == ("choose_target", 0)
    assert choices(st) == [aid(st, 1, 0), aid(st, 1, 1)]
    do(st, f"choose_target choice={aid(st, 1, 0)}")
    assert stacks(st, 1) == [["t_greed_5"], ["t_greed_2", "t_greed_2"]]
    assert grave(st, 1) == ["t_greed_1"]


# ---- HC-COND-6, HC-DEC-40: the continuous conditional ------------------------------------
@pytest.mark.parametrize("under,expected", [
    (["t_corruption_1"], [1, 3]),
    (["t_greed_1"], [1, 1]),
    (["t_greed_1", "t_deceit_under_corruption"], [1, 1, 3]),
    (None, [1]),
])
def test_hc_dec_40_continuous_conditional_played(under: list[str] | None,
                                                 expected: list[int]) -> None:
    """HC-DEC-40 / HC-COND-6: t_cond_strength gets +2 strength while the minion directly
    below has a corruption trigger: on when played onto one, off onto a greed-only
    minion or as a new abomination (no minion below)."""
    st = _summon("t_cond_strength", under, "corruption")
    assert powers(st, 0)[-1] == expected
    assert hand(st, 0) == []  # a continuous conditional is not a summon effect


def test_hc_cond_6_continuous_conditional_applies_when_put_into_play() -> None:
    """HC-COND-6 / HC-DEC-41: put into play onto a corruption trigger, the continuous
    conditional applies (it does not need to be played from hand)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_put_into_play", "t_cond_strength"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_corruption_2"])

    st = build(setup)
    play(st, "t_put_into_play")
    do(st, f"choose_placement choice={aid(st, 0, 0)}")
    assert stacks(st, 0) == [["t_corruption_2", "t_cond_strength"]]
    assert powers(st, 0) == [[2, 3]]
    assert aboms(st, 0)[0]["strength"] == 5


def test_hc_dec_40_continuous_conditional_switches_off_and_on() -> None:
    """HC-DEC-40: on while its minion sits on a corruption trigger; off when the minion
    below is destroyed and it becomes the bottom minion; on again when it is stitched
    onto a corruption-topped abomination."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_destroy_small", "t_stitch_onto"])
        p.mana(0, ["t_destruction_1", "t_corruption_1"])
        p.abomination(0, ["t_corruption_1", "t_cond_strength"])
        p.abomination(0, ["t_greed_4", "t_corruption_4"])

    st = build(setup)
    assert powers(st, 0)[0] == [1, 3]
    # destroy the corruption 1 under it (the only 2− minion in play)
    play(st, "t_destroy_small")
    assert stacks(st, 0)[0] == ["t_cond_strength"]
    assert powers(st, 0)[0] == [1]
    cond = st.aboms[0][0].minions[0]
    play(st, "t_stitch_onto", targets=[cond, aid(st, 0, 1)])
    assert stacks(st, 0) == [["t_greed_4", "t_corruption_4", "t_cond_strength"]]
    assert powers(st, 0) == [[4, 4, 3]]


def test_hc_dec_40_stays_on_under_a_new_top_minion() -> None:
    """HC-DEC-40: only the minion directly below matters, so a minion played on top of
    the conditional minion leaves it on."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_2"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_corruption_1", "t_cond_strength"])

    st = build(setup)
    play(st, "t_greed_2", onto=0)
    assert powers(st, 0) == [[1, 3, 2]]
