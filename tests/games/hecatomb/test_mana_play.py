"""Mana, costs and playing cards (HC-MANA-*, HC-PLAY-*, HC-DEC-15, HC-DEC-17..22,
HC-DEC-84, HC-ACT-2, HC-ACT-3, HC-ACT-5)."""

from __future__ import annotations

from cardtable.kernel import Action, IllegalAction

from .support_a import (
    aboms,
    act,
    event_keys,
    hand,
    kinds,
    me,
    of_kind,
    pending,
    pos,
    pos_x,
    refused,
)


def _tapped(st: object, seat: int) -> list[bool]:
    return [m["tapped"] for m in me(st, seat, None)["mana"]]


def _attack_window(st: object) -> None:
    """Seat 0 attacks seat 1 with its abomination 0; window A1 opens."""
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert pending(st) == ("window", 0)


# ---- the mana zone -------------------------------------------------------------------
def test_hc_mana_1_any_card_type_becomes_mana() -> None:
    """HC-MANA-1 / HC-ZONE-4 / HC-DEC-22: a minion, fate, relic or god card may be put
    into the mana zone; there it keeps only its identity and doom."""
    for cid, doom in (("t_greed_5", "greed"), ("t_draw_2", "deceit"),
                      ("t_relic_rager", "destruction"), ("t_god_a", "corruption")):
        p = pos()
        p.hand(0, [cid])
        st = p.turn(0).build()
        assert of_kind(st, "play_mana") == [Action("play_mana", hand=0)]
        act(st, "play_mana hand=0")
        assert [{k: v for k, v in m.items() if k != "uid"} for m in me(st, 0)["mana"]] == [
            {"card": cid, "doom": doom, "tapped": False}]
        assert me(st, 0)["relics"] == [] and me(st, 0)["god"] is None
        assert aboms(st, 0) == []


def test_hc_mana_2_act_2_one_mana_card_per_turn() -> None:
    """HC-MANA-2 / HC-ACT-2 / HC-DEC-22: once per turn; the second is refused naming
    HC-MANA-2; the next turn of the player allows one again."""
    p = pos()
    p.hand(0, ["t_greed_5", "t_greed_6", "t_greed_7"])
    st = p.turn(0).build()
    assert len(of_kind(st, "play_mana")) == 3
    act(st, "play_mana hand=0")
    assert of_kind(st, "play_mana") == []
    assert refused(st, "play_mana hand=0") == "HC-MANA-2"
    act(st, "end_turn")
    act(st, "end_turn")
    assert of_kind(st, "play_mana")
    act(st, "play_mana hand=0")
    assert len(me(st, 0)["mana"]) == 2


def test_hc_mana_3_dec_22_new_mana_card_untapped_pays_at_once() -> None:
    """HC-MANA-3 / HC-DEC-22: the new mana card enters untapped and can pay at once;
    it is revealed (an event every seat sees, HC-INFO-10)."""
    p = pos()
    p.hand(0, ["t_greed_4", "t_greed_2"])
    st = p.turn(0).build()
    assert not [a for a in st.legal_actions() if a.kind == "play"]
    act(st, "play_mana hand=0")
    assert _tapped(st, 0) == [False]
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert _tapped(st, 0) == [True]
    assert aboms(st, 0) == [["t_greed_2"]]
    seen = [e for e in st.events_for(1) if e.key == "hecatomb.mana_card"]
    assert seen and seen[0].params["card"]["en"] == "Test greed 4"


def test_hc_mana_4_dec_54_no_mana_card_during_combat() -> None:
    """HC-MANA-4 / HC-DEC-54: no card goes into the mana zone during combat."""
    p = pos()
    p.hand(0, ["t_greed_5", "t_blast_1"]).hand(1, [])
    p.abomination(0, ["t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    _attack_window(st)
    assert "play_mana" not in kinds(st)
    assert refused(st, "play_mana hand=0") == "HC-DEC-54"


def test_hc_mana_5_dec_17_tapping_only_to_pay_one_mana_each() -> None:
    """HC-MANA-5 / HC-DEC-17 / HC-PLAY-1: mana cards are tapped only while paying, as
    many as the cost, each giving 1 mana of its doom; nothing goes to the pool, and no
    action taps mana in advance."""
    p = pos()
    p.hand(0, ["t_greed_4"]).mana(0, ["t_greed_1", "t_greed_2", "t_greed_3", "t_greed_5",
                                      "t_greed_6"])
    st = p.turn(0).build()
    assert set(kinds(st)) <= {"play_mana", "play", "play_onto", "end_turn"}
    act(st, "play hand=0 x=0")  # cost 3
    assert _tapped(st, 0) == [True, True, True, False, False]
    assert me(st, 0)["pool"] == [0, 0, 0, 0]


def test_hc_mana_6_pool_mana_stays_until_spent() -> None:
    """HC-MANA-6: mana in the pool waits until spent (within the phase)."""
    p = pos()
    p.hand(0, ["t_corruption_2", "t_corruption_2"]).pool(0, [2, 0, 0, 0])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert me(st, 0)["pool"] == [1, 0, 0, 0]
    act(st, "play hand=0 x=0")
    assert me(st, 0)["pool"] == [0, 0, 0, 0]
    assert aboms(st, 0) == [["t_corruption_2"], ["t_corruption_2"]]


def test_hc_mana_7_dec_84_added_mana_pays_for_a_minion() -> None:
    """HC-DEC-84 / HC-MANA-7 / HC-DEC-19: `t_add_mana` (greed, cost 1) adds 2 corruption
    mana, which pays the whole cost 2 of a corruption minion (doom requirement met by
    the added mana's doom)."""
    p = pos()
    p.hand(0, ["t_add_mana", "t_corruption_3"]).mana(0, ["t_greed_4"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]  # the minion: no mana yet
    act(st, "play hand=0 x=0")
    assert me(st, 0)["pool"] == [2, 0, 0, 0]
    assert me(st, 0)["graveyard"] == ["t_add_mana"]
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert aboms(st, 0) == [["t_corruption_3"]]
    assert me(st, 0)["pool"] == [0, 0, 0, 0]
    assert _tapped(st, 0) == [True]


def test_hc_mana_8_dec_19_pool_empties_at_end_of_turn_and_combat() -> None:
    """HC-MANA-8 / HC-DEC-19: unspent pool mana is lost when a combat begins and at the
    end of the turn (HC-DEC-14)."""
    p = pos()
    p.hand(0, []).hand(1, []).pool(0, [1, 0, 2, 0])
    p.abomination(0, ["t_greed_2", "t_greed_3"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    assert me(st, 0)["pool"] == [0, 0, 0, 0]
    p = pos()
    p.pool(0, [0, 1, 0, 0])
    st = p.turn(0).build()
    act(st, "end_turn")
    assert me(st, 0)["pool"] == [0, 0, 0, 0]


def test_hc_dec_19_pool_empties_at_end_of_preparation() -> None:
    """HC-DEC-19: a pool left from another turn is emptied at the end of the player's
    preparation phase (only start-of-turn mana is there in the main phase)."""
    p = pos()
    p.relics(1, ["t_relic_mana"])
    st = p.turn(0).build()
    act(st, "end_turn")
    assert me(st, 1)["pool"] == [1, 0, 0, 0]


def test_hc_dec_15_relic_start_of_turn_mana_spent_in_main() -> None:
    """HC-DEC-15 example: `t_relic_mana` adds 1 corruption mana at the start of its
    controller's turn, after the preparation phase, and it is spent in that main phase
    on a corruption minion of cost 1 with no mana card."""
    p = pos()
    p.relics(1, ["t_relic_mana"]).hand(1, ["t_corruption_2"])
    p.deck(1, ["t_greed_5", "t_greed_6"])
    st = p.turn(0).build()
    act(st, "end_turn")
    keys = event_keys(st, None)
    assert keys.index("hecatomb.mana_added") > keys.index("hecatomb.turn")
    assert pending(st) == ("main", 1)
    assert me(st, 1)["pool"] == [1, 0, 0, 0]
    assert hand(st, 1) == ["t_corruption_2", "t_greed_5", "t_greed_6"]
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert aboms(st, 1) == [["t_corruption_2"]]
    assert me(st, 1)["pool"] == [0, 0, 0, 0]


def test_hc_mana_9_tapped_mana_card_cannot_pay() -> None:
    """HC-MANA-9: a tapped mana card cannot be tapped again until untapped (HC-PLAY-1
    refusal), and it untaps in its owner's next preparation phase."""
    p = pos()
    p.hand(0, ["t_greed_2"]).mana(0, ["t_greed_4"], tapped=["t_greed_4"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == []
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-1"
    act(st, "end_turn")
    act(st, "end_turn")
    assert _tapped(st, 0) == [False]


def test_hc_mana_10_mana_card_stays_until_destroyed() -> None:
    """HC-MANA-10: a mana card stays over turns; only destroying it (a fate naming mana
    cards) takes it away, to its owner's graveyard (HC-DEC-22)."""
    p = pos()
    p.mana(1, ["t_greed_4"]).mana(0, ["t_destruction_2"]).hand(0, ["t_destroy_mana"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert me(st, 1)["mana"] == []
    assert me(st, 1)["graveyard"] == ["t_greed_4"]
    p = pos()
    p.mana(1, ["t_greed_4"])
    st = p.turn(0).build()
    for _ in range(4):
        act(st, "end_turn")
    assert [m["card"] for m in me(st, 1)["mana"]] == ["t_greed_4"]


# ---- costs ---------------------------------------------------------------------------
def test_hc_play_2_dec_18_doom_requirement_example() -> None:
    """HC-PLAY-2 example / HC-DEC-18 / HC-ACT-5: a corruption card of cost 3 is paid by
    one corruption mana card and two others; with mana corruption, 2 deceit, greed
    there are two payments, offered in lexicographic order (1,1,0,1) < (1,2,0,0)."""
    p = pos()
    p.hand(0, ["t_corruption_4"]).mana(0, ["t_deceit_1", "t_corruption_1", "t_deceit_2",
                                           "t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("pay", 0)
    assert st.legal_actions() == [Action("pay", choice=0), Action("pay", choice=1)]
    act(st, "pay choice=1")  # (1, 2, 0, 0)
    assert _tapped(st, 0) == [True, True, True, False]
    assert aboms(st, 0) == [["t_corruption_4"]]
    p = pos()
    p.hand(0, ["t_corruption_4"]).mana(0, ["t_deceit_1", "t_corruption_1", "t_deceit_2",
                                           "t_greed_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    act(st, "pay choice=0")  # (1, 1, 0, 1): the oldest deceit card
    assert _tapped(st, 0) == [True, True, False, True]


def test_hc_play_2_three_deceit_cannot_pay_corruption() -> None:
    """HC-PLAY-2 example: three deceit mana cards cannot pay for a corruption card."""
    p = pos()
    p.hand(0, ["t_corruption_4"]).mana(0, ["t_deceit_1", "t_deceit_2", "t_deceit_3"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == []
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-2"


def test_hc_act_5_single_payment_is_automatic() -> None:
    """HC-ACT-5 / HC-DEC-18: with one possible payment, nobody is asked."""
    p = pos()
    p.hand(0, ["t_corruption_4"]).mana(0, ["t_corruption_1", "t_deceit_2", "t_deceit_3"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")
    assert pending(st) == ("main", 0)
    assert _tapped(st, 0) == [True, True, True]


def test_hc_dec_18_pool_first_then_oldest_cards() -> None:
    """HC-DEC-18: for each doom, pool mana is spent first, then the oldest untapped
    mana cards of that doom."""
    p = pos()
    p.hand(0, ["t_greed_4"]).mana(0, ["t_greed_1", "t_greed_2", "t_greed_3"])
    p.pool(0, [0, 0, 0, 1])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")  # cost 3: 1 from the pool, 2 oldest cards
    assert me(st, 0)["pool"] == [0, 0, 0, 0]
    assert _tapped(st, 0) == [True, True, False]


def test_hc_play_3_dec_20_cost_zero_taps_nothing() -> None:
    """HC-PLAY-3 / HC-DEC-20: a cost-0 card (minion or fate) is played with no mana card
    and no mana of its doom."""
    p = pos()
    p.hand(0, ["t_greed_0", "t_free"]).mana(0, ["t_deceit_4"])
    p.abomination(1, ["t_deceit_2", "t_deceit_1"])
    st = p.turn(0).build()
    act(st, "play hand=1 x=0")  # t_free: 1 damage to the only abomination
    act(st, "play hand=0 x=0")
    assert _tapped(st, 0) == [False]
    assert aboms(st, 0) == [["t_greed_0"]]
    assert aboms(st, 1) == [["t_deceit_2"]]
    assert me(st, 0)["graveyard"] == ["t_free"]


def test_hc_play_4_dec_21_x_blast_paying_5_deals_3() -> None:
    """HC-PLAY-4 example / HC-DEC-21: `t_x_blast` (cost X+2, X damage) paid with 5 mana
    deals 3: top 1 and then 2 are destroyed, the bottom 3 survives. X is offered from 0
    up to what the mana allows."""
    p = pos()
    p.hand(0, ["t_x_blast"]).mana(0, ["t_destruction_1"] * 5)
    p.abomination(1, ["t_greed_3", "t_greed_2", "t_greed_1"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=x) for x in range(4)]
    act(st, "play hand=0 x=3")
    assert _tapped(st, 0) == [True] * 5
    assert aboms(st, 1) == [["t_greed_3"]]
    assert me(st, 1)["graveyard"] == ["t_greed_1", "t_greed_2"]
    assert me(st, 0)["graveyard"] == ["t_x_blast"]


def test_hc_play_4_x_only_for_x_cards() -> None:
    """HC-PLAY-4 / HC-DEC-21: an x other than 0 for a card without X is refused; an X
    the mana cannot pay is refused."""
    p = pos()
    p.hand(0, ["t_greed_2", "t_x_blast"]).mana(0, ["t_greed_4", "t_destruction_1"])
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    assert refused(st, "play hand=0 x=1") == "HC-PLAY-4"
    assert refused(st, "play hand=1 x=1") == "HC-PLAY-1"
    assert Action("play", hand=1, x=0) in st.legal_actions()


def test_hc_play_1_too_little_mana_refused() -> None:
    """HC-PLAY-1: the cost must be paid by tapping as many mana cards."""
    p = pos()
    p.hand(0, ["t_greed_5"]).mana(0, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-1"


# ---- when cards can be played --------------------------------------------------------
def test_hc_play_5_dec_54_only_combat_cards_in_combat() -> None:
    """HC-PLAY-5 / HC-DEC-54 / HC-FATE-5: in a combat window only combat fates and combat
    minions are offered; an ordinary minion is refused naming HC-PLAY-5."""
    p = pos()
    p.hand(0, ["t_greed_2", "t_blast_1"]).mana(0, ["t_destruction_1", "t_greed_1"])
    p.hand(1, []).abomination(0, ["t_greed_2", "t_greed_3"])
    p.abomination(1, ["t_deceit_2", "t_deceit_3"])
    st = p.turn(0).build()
    _attack_window(st)
    assert [a for a in st.legal_actions() if a.kind != "pass"] == [Action("play", hand=1, x=0)]
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-5"
    assert refused(st, "end_turn") == "HC-DEC-54"
    assert refused(st, "attack seat=1") == "HC-DEC-54"


def test_hc_play_6_combat_fate_in_main_phase() -> None:
    """HC-PLAY-6: a combat fate may also be played in the main phase."""
    p = pos()
    p.hand(0, ["t_blast_1"]).mana(0, ["t_destruction_1"])
    p.abomination(1, ["t_deceit_2", "t_deceit_1"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=0)]
    act(st, "play hand=0 x=0")
    assert aboms(st, 1) == [["t_deceit_2"]]


def test_hc_play_7_act_3_only_the_active_player_outside_combat() -> None:
    """HC-PLAY-7 / HC-ACT-3 / HC-ACT-21: outside combat only the active player plays;
    another seat's play is refused naming HC-ACT-21."""
    p = pos()
    p.hand(1, ["t_greed_0"]).hand(0, ["t_greed_0"])
    st = p.turn(0).build()
    before = st.to_json()
    try:
        st.check(Action("play", hand=0, x=0), 1)
    except IllegalAction as exc:
        assert exc.refusal.rule == "HC-ACT-21"
    else:
        raise AssertionError("seat 1 may not play in seat 0's main phase")
    assert st.to_json() == before


def test_hc_act_3_minion_placements() -> None:
    """HC-ACT-3: a minion goes onto `new` or one of its player's abominations with at
    most 4 minions and no Parasite; a Host only as new; never onto an opponent's
    (HC-ABOM-4, HC-DEC-32 in action form)."""
    p = pos()
    p.hand(0, ["t_greed_0", "t_host"]).mana(0, ["t_greed_4"])
    p.abomination(0, ["t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1"])
    p.abomination(0, ["t_greed_1", "t_greed_2"])
    p.abomination(0, ["t_greed_1", "t_parasite"])
    p.abomination(1, ["t_greed_1", "t_greed_2"])
    st = p.turn(0).build()
    plays = [a for a in st.legal_actions() if a.kind in ("play", "play_onto")]
    assert plays == [Action("play", hand=0, x=0), Action("play_onto", hand=0, abom=1, x=0),
                     Action("play", hand=1, x=0)]
    assert refused(st, "play_onto hand=0 abom=0 x=0") == "HC-ABOM-5"
    assert refused(st, "play_onto hand=0 abom=2 x=0") == "HC-PARASITE-1"
    assert refused(st, "play_onto hand=1 abom=1 x=0") == "HC-HOST-1"


def test_hc_dec_17_defender_taps_mana_in_another_turn() -> None:
    """HC-DEC-17 / HC-ACT-3: the defending player pays for a combat fate in their window
    with their mana cards; those stay tapped until that player's own untap step."""
    p = pos()
    p.hand(0, []).hand(1, ["t_blast_1"]).mana(1, ["t_destruction_1"])
    p.abomination(0, ["t_greed_3", "t_greed_2", "t_greed_1"])
    st = p.turn(0).build()
    act(st, "attack seat=1")
    act(st, "add_attacker abom=0")
    act(st, "confirm_attackers")
    assert pending(st) == ("window", 1)
    assert st.legal_actions() == [Action("play", hand=0, x=0), Action("pass")]
    act(st, "play hand=0 x=0")
    assert aboms(st, 0) == [["t_greed_3", "t_greed_2"]]
    assert _tapped(st, 1) == [True]
    while pending(st) is not None and pending(st)[0] == "window":
        act(st, "pass")
    assert pending(st) == ("main", 0)
    assert _tapped(st, 1) == [True]
    act(st, "end_turn")
    assert _tapped(st, 1) == [False]


def test_hc_dec_20_cost_modifier_down_to_zero_while_in_play() -> None:
    """HC-DEC-20 / HC-PLAY-3: a −1 cost modifier makes a cost-1 minion cost 0: it taps
    nothing and needs no mana of its doom; a cost-2 card costs 1; the modifier applies
    only while its source (a relic) is in play."""
    p = pos_x()
    p.relics(0, ["t_a_cheaper"]).hand(0, ["t_deceit_2", "t_corruption_3", "t_deceit_2"])
    p.mana(0, ["t_corruption_1"]).hand(1, ["t_destroy_relic"]).mana(1, ["t_destruction_1"])
    st = p.turn(0).build()
    act(st, "play hand=0 x=0")  # deceit, cost 1 - 1 = 0, no deceit mana needed
    assert _tapped(st, 0) == [False]
    act(st, "play hand=0 x=0")  # corruption, cost 2 - 1 = 1
    assert _tapped(st, 0) == [True]
    assert aboms(st, 0) == [["t_deceit_2"], ["t_corruption_3"]]
    act(st, "end_turn")
    act(st, "play hand=0 x=0")  # seat 1 destroys the relic
    act(st, "end_turn")
    assert me(st, 0)["relics"] == []
    assert refused(st, "play hand=0 x=0") == "HC-PLAY-2"  # cost 1 again, deceit needed


def test_hc_dec_21_x_counts_zero_except_for_paying() -> None:
    """HC-DEC-21: for every purpose other than paying, X counts as 0: a modifier on
    opponents' cards of cost 2 or less reaches `t_x_blast` (cost X+2) whatever X is, so
    X = 2 costs 5."""
    p = pos_x()
    p.relics(1, ["t_a_tax_small"]).hand(0, ["t_x_blast"]).mana(0, ["t_destruction_1"] * 5)
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    assert of_kind(st, "play") == [Action("play", hand=0, x=x) for x in range(3)]
    act(st, "play hand=0 x=2")
    assert _tapped(st, 0) == [True] * 5
    assert aboms(st, 1) == [["t_greed_3"]]


def test_hc_dec_21_x_at_most_20() -> None:
    """HC-DEC-21 / HC-DEC-82: X is offered from 0 to 20 even with more mana."""
    p = pos()
    p.hand(0, ["t_x_blast"]).mana(0, ["t_destruction_1"] * 25)
    p.abomination(1, ["t_greed_3", "t_greed_2"])
    st = p.turn(0).build()
    assert [a.int_arg("x") for a in of_kind(st, "play")] == list(range(21))
