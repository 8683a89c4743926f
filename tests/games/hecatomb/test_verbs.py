"""Verbs, zones, souls and ownership (HC-VERB-*, HC-ZONE-*, HC-DEC-8, HC-DEC-9,
HC-DEC-74..78, HC-DEC-87, HC-ACT-15..18)."""

from __future__ import annotations

from cardtable.kernel import Action

from .support_a import (
    aboms,
    act,
    card_of,
    choices,
    choose,
    end_turns,
    event_keys,
    hand,
    kinds,
    me,
    of_kind,
    pending,
    pos,
    refused,
    souls,
)


def _abom(st: object, seat: int, index: int = 0) -> dict:
    return dict(me(st, seat, None)["abominations"][index])


# ---- zones ---------------------------------------------------------------------------
def test_hc_zone_1_2_six_zones_per_player() -> None:
    """HC-ZONE-1 / HC-ZONE-2: each player has a deck, hand, mana zone, part of the play
    zone (abominations, relics, god), graveyard and removed-from-game zone of their own."""
    p = pos()
    p.mana(0, ["t_greed_4"]).graveyard(1, ["t_greed_5"]).relics(1, ["t_relic_undead"])
    st = p.turn(0).build()
    for seat in (0, 1):
        view = me(st, seat, None)
        assert {"hand", "hand_size", "deck_size", "mana", "abominations", "relics", "god",
                "graveyard", "removed"} <= set(view)
    assert [m["card"] for m in me(st, 0)["mana"]] == ["t_greed_4"] and me(st, 1)["mana"] == []
    assert me(st, 1)["graveyard"] == ["t_greed_5"] and me(st, 0)["graveyard"] == []
    assert me(st, 1)["relics"] == ["t_relic_undead"] and me(st, 0)["relics"] == []


def test_hc_zone_3_4_only_minions_in_play_are_minions() -> None:
    """HC-ZONE-3 / HC-ZONE-4 / HC-DEC-22: "target minion" reaches minions in play only:
    not minion cards in a hand, graveyard or mana zone (a mana card is not in play)."""
    p = pos()
    p.hand(0, ["t_destroy_small", "t_greed_1"]).mana(0, ["t_destruction_1"])
    p.mana(1, ["t_greed_2"]).graveyard(1, ["t_greed_1"]).hand(1, ["t_greed_2"])
    p.abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert sorted(card_of(st, u) for u in choices(st)) == ["t_greed_1", "t_greed_2"]
    p = pos()
    p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"]).mana(1, ["t_greed_2"])
    p.graveyard(1, ["t_greed_1"])
    assert refused(p.turn(0).build(), "play hand=0 x=0") == "HC-FATE-4"


def test_hc_zone_5_no_hand_limit() -> None:
    """HC-ZONE-5: a hand may hold any number of cards; nothing is discarded at the end
    of a turn."""
    p = pos()
    p.hand(0, ["t_greed_1"] * 25 + ["t_draw_2"]).mana(0, ["t_deceit_1"])
    st = p.turn(0).build()
    act(st, "play hand=25 x=0")
    assert me(st, 0)["hand_size"] == 27
    end_turns(st, 2)
    assert me(st, 0)["hand_size"] == 29
    assert me(st, 0)["graveyard"] == ["t_draw_2"]


def test_hc_zone_6_7_graveyards_public_in_order() -> None:
    """HC-ZONE-6: destroyed and discarded cards go to the graveyard; HC-ZONE-7 / HC-INFO-7:
    every seat and the spectator see every graveyard, in order of arrival."""
    p = pos()
    p.hand(0, ["t_destroy_small", "t_discard"]).mana(0, ["t_destruction_1", "t_corruption_1"])
    p.abomination(1, ["t_greed_3", "t_greed_2"]).hand(1, ["t_greed_7"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    act(st, "play hand=0 x=0")
    act(st, "discard hand=0")
    for viewer in (0, 1, None):
        assert me(st, 1, viewer)["graveyard"] == ["t_greed_2", "t_greed_7"]
        assert me(st, 0, viewer)["graveyard"] == ["t_destroy_small", "t_discard"]


def test_hc_zone_8_dec_78_removed_for_good() -> None:
    """HC-ZONE-8 / HC-DEC-78: a card removed from the game without a duration lies face
    up in its owner's removed zone, apart from the graveyard, and never returns."""
    p = pos()
    p.hand(0, ["t_remove_forever"]).mana(0, ["t_deceit_1"])
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert aboms(st, 1) == [["t_greed_3"]]
    assert me(st, 1, 0)["removed"] == [{"card": "t_greed_2", "returns": -1}]
    assert me(st, 1)["graveyard"] == []
    end_turns(st, 4)
    assert aboms(st, 1) == [["t_greed_3"]]
    assert me(st, 1)["removed"] == [{"card": "t_greed_2", "returns": -1}]


def test_hc_dec_78_removed_until_end_of_turn_returns() -> None:
    """HC-DEC-78 / HC-DEC-14 step 2: a minion removed until the end of the turn returns
    then as a new, untapped abomination of its owner (its mark is cleared right after,
    at step 3); the abomination it left keeps its state."""
    p = pos()
    p.hand(0, ["t_remove_turn"]).mana(0, ["t_deceit_1"])
    p.abomination(0, ["t_greed_3", "t_greed_2"], tapped=True)
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert aboms(st, 0) == [["t_greed_3"]]
    assert me(st, 0, 1)["removed"] == [{"card": "t_greed_2", "returns": 1}]
    act(st, "end_turn")  # seat 1's turn now: seat 0's cards are not untapped
    assert aboms(st, 0) == [["t_greed_3"], ["t_greed_2"]]
    assert me(st, 0)["removed"] == []
    assert _abom(st, 0, 0)["tapped"] is True
    assert _abom(st, 0, 1)["tapped"] is False and _abom(st, 0, 1)["changed"] is False
    assert "hecatomb.returned" in event_keys(st, None)


# ---- souls and ownership ---------------------------------------------------------------
def test_hc_dec_8_gain_and_steal_limited() -> None:
    """HC-DEC-8: "gain" takes from the unlimited supply; "steal" moves souls between two
    players and is limited to what the victim has (0 souls: nothing stolen)."""
    p = pos()
    p.souls(0, 6).souls(1, 1).hand(0, ["t_gain", "t_steal", "t_steal"])
    p.mana(0, ["t_greed_1", "t_greed_2", "t_greed_3", "t_greed_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert souls(st) == [8, 1]
    act(st, "play hand=0 x=0")  # the only enemy seat: chosen automatically
    assert souls(st) == [9, 0]
    act(st, "play hand=0 x=0")
    assert souls(st) == [9, 0]


def test_hc_dec_9_destroyed_card_to_owners_graveyard() -> None:
    """HC-DEC-9 / HC-VERB-2: a destroyed card goes to its owner's graveyard, not to the
    graveyard of the player whose fate destroyed it."""
    p = pos()
    p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"])
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert me(st, 1)["graveyard"] == ["t_greed_2"]
    assert me(st, 0)["graveyard"] == ["t_destroy_small"]


# ---- verbs ---------------------------------------------------------------------------
def test_hc_verb_1_draw_top_cards() -> None:
    """HC-VERB-1: drawing takes the top cards of one's own deck."""
    p = pos()
    p.hand(0, ["t_draw_2"]).mana(0, ["t_deceit_1"]).deck(0, ["t_greed_7", "t_greed_8",
                                                                "t_greed_6"])
    p.deck(1, ["t_deceit_7", "t_deceit_8"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert hand(st, 0) == ["t_greed_7", "t_greed_8"]
    assert me(st, 1)["hand_size"] == 4


def test_hc_verb_3_4_dec_74_act_16_discard_chosen_by_the_discarder() -> None:
    """HC-VERB-3 / HC-VERB-4 / HC-DEC-74 / HC-ACT-16 / HC-ACT-21: an opponent told to
    discard chooses the card (decision of seat 1 in seat 0's turn), from any card in
    hand; the card is revealed as it goes to the graveyard."""
    p = pos()
    p.hand(0, ["t_discard"]).mana(0, ["t_corruption_1"])
    p.hand(1, ["t_greed_3", "t_greed_7", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("discard", 1) and st.current_player() == 1
    assert st.legal_actions() == [Action("discard", hand=i) for i in range(3)]
    assert refused(st, "end_turn") == "HC-ACT-21"
    act(st, "discard hand=1")
    assert hand(st, 1) == ["t_greed_3", "t_greed_5"]
    assert me(st, 1, 0)["graveyard"] == ["t_greed_7"]
    shown = [e for e in st.events_for(0) if e.key == "hecatomb.discarded"]
    assert shown[-1].params["card"]["en"] == "Test greed 7"
    assert pending(st) == ("main", 0)


def test_hc_dec_74_discard_at_random_asks_nobody() -> None:
    """HC-DEC-74 / HC-INFO-12: a discard "at random" uses the state RNG, asks nobody, and
    its outcome is public."""
    p = pos()
    p.hand(0, ["t_discard_random"]).mana(0, ["t_corruption_1"])
    p.hand(1, ["t_greed_3", "t_greed_7", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert me(st, 1)["hand_size"] == 2
    gone = me(st, 1, 0)["graveyard"]
    assert len(gone) == 1 and gone[0] in ("t_greed_3", "t_greed_7", "t_greed_5")
    assert sorted(hand(st, 1) + gone) == ["t_greed_3", "t_greed_5", "t_greed_7"]


def test_hc_dec_87_each_player_discards_in_turn_order_example() -> None:
    """HC-DEC-87 example: `t_all_discard` in a 3-player game in seat 1's turn: seat 1
    discards first, then seat 2, then seat 0, each discard public before the next
    player chooses."""
    p = pos(players=3)
    p.hand(1, ["t_all_discard", "t_deceit_3"]).mana(1, ["t_corruption_1"])
    p.hand(2, ["t_greed_3", "t_greed_4"]).hand(0, ["t_destruction_5"])
    st = p.turn(1).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("discard", 1)
    act(st, "discard hand=0")
    assert pending(st) == ("discard", 2)
    assert me(st, 1, 2)["graveyard"] == ["t_deceit_3"]  # seat 2 sees it already
    act(st, "discard hand=1")
    assert pending(st) == ("discard", 0)
    act(st, "discard hand=0")
    assert pending(st) == ("main", 1)
    order = [e.params["seat"] for e in st.events_for(None) if e.key == "hecatomb.discarded"]
    assert order == [1, 2, 0]
    assert me(st, 2)["graveyard"] == ["t_greed_4"] and me(st, 0)["graveyard"] == [
        "t_destruction_5"]
    assert me(st, 1)["graveyard"] == ["t_deceit_3", "t_all_discard"]


def test_hc_verb_5_dec_76_act_17_exhume_to_hand_publicly() -> None:
    """HC-VERB-5 / HC-DEC-76 / HC-ACT-17: exhume returns a chosen card of one's own
    graveyard (options in listed order) to one's hand, known to all (HC-INFO-9)."""
    p = pos()
    p.hand(0, ["t_exhume"]).mana(0, ["t_greed_1"]).graveyard(0, ["t_greed_5", "t_draw_2"])
    p.graveyard(1, ["t_greed_8"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_card", 0)
    assert [card_of(st, u) for u in choices(st)] == ["t_greed_5", "t_draw_2"]
    choose(st, "choose_card", "t_draw_2")
    assert hand(st, 0) == ["t_draw_2"]
    assert me(st, 0, 1)["hand"] == ["t_draw_2"]
    assert me(st, 0)["graveyard"] == ["t_greed_5", "t_exhume"]
    assert me(st, 1)["graveyard"] == ["t_greed_8"]


def test_hc_verb_6_dec_77_exile_to_owners_hand_not_destroyed() -> None:
    """HC-VERB-6 / HC-DEC-77: exile returns a minion to its owner's hand; it is not
    destroyed, so Regenerator does not apply, and the card stays known to all."""
    p = pos()
    p.hand(0, ["t_exile_big"]).mana(0, ["t_deceit_1"])
    p.abomination(1, ["t_greed_1", "t_greed_2", "t_greed_5"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert aboms(st, 1) == [["t_greed_1", "t_greed_2"]]
    assert "t_greed_5" in me(st, 1, 0)["hand"]
    assert "t_greed_5" in me(st, 1, None)["hand"]
    assert me(st, 1)["graveyard"] == []


def test_hc_verb_7_dec_75_retrieve_matching_card_revealed() -> None:
    """HC-VERB-7 / HC-DEC-75 / HC-INFO-11: retrieve offers only the matching cards of the
    deck (minions, not the fate), the chosen card goes to hand and is revealed."""
    p = pos()
    p.hand(0, ["t_retrieve"]).mana(0, ["t_deceit_1"])
    p.deck(0, ["t_draw_2", "t_greed_8"])
    st = p.turn(0).build()
    size = me(st, 0)["deck_size"]
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_card", 0)
    offered = {card_of(st, u) for u in choices(st)}
    assert "t_greed_8" in offered and "t_draw_2" not in offered
    choose(st, "choose_card", "t_greed_8")
    assert hand(st, 0) == ["t_greed_8"]
    assert me(st, 0, 1)["hand"] == ["t_greed_8"]
    assert me(st, 0)["deck_size"] == size - 1
    assert "hecatomb.retrieved" in event_keys(st, 1)


def test_hc_dec_75_retrieve_nothing_matching_still_shuffles() -> None:
    """HC-DEC-75: with no matching card, nothing is taken and the deck is shuffled."""
    p = pos(decks=[["t_draw_2"] * 40, ["t_greed_1"] * 40])
    p.hand(0, ["t_retrieve"]).mana(0, ["t_deceit_1"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert "hecatomb.shuffled" in event_keys(st, None)
    assert me(st, 0)["hand_size"] == 0


def test_hc_verb_8_9_sacrifice_own_card_regenerator_does_not_save() -> None:
    """HC-VERB-8 / HC-VERB-9 / HC-ACT-17: sacrifice destroys one of one's own minions
    (the player picks; options are only their own); a sacrificed Regenerator goes to
    the graveyard, not back to hand."""
    p = pos()
    p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
    p.abomination(0, ["t_greed_1", "t_regenerator"]).abomination(1, ["t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_card", 0)
    assert sorted(card_of(st, u) for u in choices(st)) == ["t_greed_1", "t_regenerator"]
    choose(st, "choose_card", "t_regenerator")
    assert aboms(st, 0) == [["t_greed_1"]]
    assert me(st, 0)["graveyard"] == ["t_regenerator", "t_sacrifice"]
    assert hand(st, 0) == []


def test_hc_verb_10_dec_42_sever_makes_new_untapped_abomination() -> None:
    """HC-VERB-10 / HC-DEC-42: sever takes a minion out as a new one-minion abomination
    of the same controller, untapped and marked; the old one keeps its state."""
    p = pos()
    p.hand(0, ["t_sever"]).mana(0, ["t_corruption_1"])
    p.abomination(1, ["t_greed_1", "t_greed_2", "t_greed_3"], tapped=True)
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_2")
    assert aboms(st, 1) == [["t_greed_1", "t_greed_3"], ["t_greed_2"]]
    old, new = _abom(st, 1, 0), _abom(st, 1, 1)
    assert old["tapped"] is True
    assert new["tapped"] is False and new["changed"] is True


def test_hc_verb_11_13_stitch_onto_marks_receiver() -> None:
    """HC-VERB-11 / HC-VERB-13 / HC-DEC-43: stitch moves one's minion onto one's
    abomination (on top); the receiver is marked and cannot attack this turn."""
    p = pos()
    p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"]).abomination(0, ["t_greed_3", "t_greed_4"])
    st = p.turn(0).build()
    assert of_kind(st, "attack")
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_4")
    act(st, f"choose_target choice={_abom(st, 0, 0)['id']}")
    assert aboms(st, 0) == [["t_greed_1", "t_greed_2", "t_greed_4"], ["t_greed_3"]]
    assert _abom(st, 0, 0)["changed"] is True
    assert of_kind(st, "attack") == []  # one marked, one with a single minion


def test_hc_verb_12_stitch_new_abomination_untapped() -> None:
    """HC-VERB-12 / HC-VERB-11 / HC-DEC-43: two minions stitched into a new abomination,
    the first listed at the bottom; it is untapped and marked."""
    p = pos()
    p.hand(0, ["t_stitch_new"]).mana(0, ["t_corruption_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"], tapped=True)
    p.abomination(0, ["t_greed_5"], tapped=True)
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_5")
    choose(st, "choose_target", "t_greed_2")
    assert aboms(st, 0) == [["t_greed_1"], ["t_greed_5", "t_greed_2"]]
    new = _abom(st, 0, 1)
    assert new["tapped"] is False and new["changed"] is True


def test_hc_verb_14_stitch_beyond_five_severs_from_top() -> None:
    """HC-VERB-14 / HC-DEC-43: stitching a sixth minion onto a five-minion abomination
    severs minions from its top until it has 5."""
    p = pos()
    p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
    p.abomination(0, ["t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1", "t_greed_2"])
    p.abomination(0, ["t_greed_3", "t_greed_4"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    choose(st, "choose_target", "t_greed_4")
    act(st, f"choose_target choice={_abom(st, 0, 0)['id']}")
    shapes = aboms(st, 0)
    assert shapes[0] == ["t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1", "t_greed_2"]
    assert ["t_greed_4"] in shapes and ["t_greed_3"] in shapes
    assert len(shapes) == 3


def test_hc_verb_15_act_15_put_into_play_no_summon_effect() -> None:
    """HC-VERB-15 / HC-ACT-15 / HC-ACT-17 / HC-DEC-41: put into play from hand: the player
    picks the minion card, then the placement (`new` or an abomination that could
    receive it); the summon effect does not happen; the receiver is marked."""
    p = pos()
    p.hand(0, ["t_put_into_play", "t_summon_greed", "t_draw_2", "t_host"])
    p.mana(0, ["t_greed_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    p.abomination(0, ["t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_card", 0)
    assert [card_of(st, u) for u in choices(st)] == ["t_summon_greed", "t_host"]
    choose(st, "choose_card", "t_summon_greed")
    assert pending(st) == ("choose_placement", 0)
    assert choices(st) == [-1, _abom(st, 0, 0)["id"]]
    act(st, f"choose_placement choice={_abom(st, 0, 0)['id']}")
    assert aboms(st, 0)[0] == ["t_greed_1", "t_greed_2", "t_summon_greed"]
    assert hand(st, 0) == ["t_draw_2", "t_host"]  # no «Draw 1» from the trigger below
    assert _abom(st, 0, 0)["changed"] is True


def test_hc_act_18_may_choose_yes_or_no() -> None:
    """HC-ACT-18: a "may" effect asks its controller yes/no; no does nothing."""
    for answer, size in (("yes", 1), ("no", 0)):
        p = pos()
        p.hand(0, ["t_may_draw"]).mana(0, ["t_deceit_1"])
        st = p.turn(0).build()
        act(st, "play hand=0 x=0")
        assert pending(st) == ("choose_option", 0)
        assert kinds(st) == ["choose_option", "choose_option"]
        act(st, f"choose_option choice={answer}")
        assert me(st, 0)["hand_size"] == size
        assert me(st, 0)["graveyard"] == ["t_may_draw"]
