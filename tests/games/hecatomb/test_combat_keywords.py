"""Combat keywords and tap abilities: Hunter (HC-HUNTER-1..3, HC-DEC-64, HC-ACT-9),
Rager (HC-RAGER-1, HC-DEC-61), Reaper (HC-REAPER-1, HC-TEXT-1 example), Ripper
(HC-RIPPER-1/2, HC-DEC-63, HC-ACT-12), Fanatic and Guardian (HC-FANATIC-1/2,
HC-GUARDIAN-1/2, HC-DEC-71) and tap abilities (HC-TAP-1..3, HC-DEC-55, HC-ACT-6)."""

from __future__ import annotations

from cardtable.games.hecatomb.state import HcState

from .support_c import (
    abom_id,
    aboms,
    act,
    attack,
    build,
    combat,
    grave,
    kinds,
    legal,
    pending,
    player,
    refusal,
    souls,
    stack,
    stacks,
)

# ---- Hunter -----------------------------------------------------------------------------


def _hunter_position() -> HcState:
    return build({0: [["t_greed_1", "t_hunter"]],
                  1: [(["t_corruption_2", "t_corruption_3"], {"tapped": True}),
                      ["t_corruption_1", "t_corruption_1"],
                      ["t_corruption_4"]]}, souls={0: 5, 1: 10})


def test_hc_hunter_1_choice_offered_after_confirmation() -> None:
    """HC-HUNTER-1 / HC-DEC-64 / HC-ACT-9: the Hunter's controller may choose `none` or
    a defending abomination of 2+ minions, tapped or not."""
    st = _hunter_position()
    tapped, other = abom_id(st, 1, 0), abom_id(st, 1, 1)
    attack(st, 1, 0)
    assert pending(st) == ("hunt", 0)
    assert legal(st) == ["hunt choice=-1", f"hunt choice={tapped}", f"hunt choice={other}"]


def test_hc_hunter_2_and_3_prey_untapped_and_forced_to_block() -> None:
    """HC-CONTENT-14 Hunter fixture: HC-HUNTER-2 (the tapped prey is untapped at once)
    and HC-HUNTER-3 (it is assigned to block the Hunter automatically)."""
    st = _hunter_position()
    prey = abom_id(st, 1, 0)
    hunter = abom_id(st, 0, 0)
    attack(st, 1, 0)
    act(st, f"hunt choice={prey}")
    # the block step assigns the forced block; nothing else is left to declare
    assert pending(st) == ("main", 0)
    assert souls(st) == [5, 10]  # blocked: no theft
    # [1, 2] (strength 3) against [2, 3] (strength 5): the Hunter dies, and its 3
    # damage destroys the prey's top minion 3
    assert stacks(st, 0) == []
    assert stack(st, 1, 0) == ["t_corruption_2"]
    assert aboms(st, 1)[0]["tapped"] is False
    assert any(e.key == "hecatomb.hunted" for e in st.events_for(None))
    assert hunter not in [a["id"] for a in aboms(st, 0)]


def test_hc_hunter_3_forced_block_shown_before_other_blocks() -> None:
    """HC-HUNTER-3 / HC-DEC-56: with a second attacker, the defender sees the Hunter
    already blocked and declares the rest."""
    st = build({0: [["t_greed_1", "t_hunter"], ["t_greed_1", "t_greed_1"]],
                1: [(["t_corruption_2", "t_corruption_3"], {"tapped": True}),
                    ["t_corruption_1", "t_corruption_1"]]})
    prey = abom_id(st, 1, 0)
    attack(st, 1, 0, 1)
    act(st, f"hunt choice={prey}")
    assert pending(st) == ("block", 1)
    assert combat(st)["blocks"] == [[prey, abom_id(st, 0, 0)]]
    assert combat(st)["hunts"] == [[abom_id(st, 0, 0), prey]]
    assert legal(st) == ["block attacker=1 blocker=1", "done_blocking"]
    assert refusal(st, "block blocker=1 attacker=0") == "HC-BLOCK-2"


def test_hc_hunter_1_choosing_none_leaves_blocks_free() -> None:
    """HC-HUNTER-1: "may" — with `none` nothing is untapped or forced."""
    st = _hunter_position()
    attack(st, 1, 0)
    act(st, "hunt choice=-1")
    assert pending(st) == ("block", 1)
    assert aboms(st, 1)[0]["tapped"] is True
    assert legal(st) == ["block attacker=0 blocker=1", "done_blocking"]


def test_hc_dec_64_hunter_evader_cannot_choose_barred_abomination() -> None:
    """HC-DEC-64 / HC-CORE-2: a Hunter with Greed Evader cannot choose a greed
    abomination, which could not block it."""
    st = build({0: [["t_hunter", "t_evader_greed"]],
                1: [["t_greed_2", "t_corruption_3"], ["t_corruption_1", "t_corruption_1"]]})
    allowed = abom_id(st, 1, 1)
    attack(st, 1, 0)
    assert legal(st) == ["hunt choice=-1", f"hunt choice={allowed}"]


def test_hc_dec_64_duty_lapses_when_prey_no_longer_legal_blocker() -> None:
    """HC-DEC-64: the prey reduced to one minion in A1 is no longer a legal blocker; the
    duty lapses and the Hunter is unblocked."""
    st = build({0: [["t_greed_1", "t_hunter"]],
                1: [(["t_corruption_2", "t_corruption_1"], {"tapped": True})]},
               hands={0: ["t_blast_1"]}, mana={0: ["t_destruction_1"]},
               souls={0: 5, 1: 10})
    prey = abom_id(st, 1, 0)
    attack(st, 1, 0)
    act(st, f"hunt choice={prey}")
    assert pending(st) == ("window", 0)
    act(st, "play hand=0 x=0", f"choose_target choice={prey}")
    assert pending(st) == ("main", 0)
    assert stack(st, 1, 0) == ["t_corruption_2"]
    assert souls(st) == [7, 8]


# ---- Rager ------------------------------------------------------------------------------


def test_hc_rager_1_strength_while_attacking_only() -> None:
    """HC-RAGER-1 / HC-DEC-61 / HC-DEC-36: Rager +2 is added to the top minion from the
    declaration until the combat ends."""
    st = build({0: [["t_greed_1", "t_rager_2"]]}, hands={0: ["t_greed_4"]})
    assert aboms(st, 0)[0]["strength"] == 3
    assert aboms(st, 0)[0]["keywords"] == {"rager": 2}
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    assert [m["strength"] for m in aboms(st, 0)[0]["minions"]] == [1, 4]
    assert aboms(st, 0)[0]["strength"] == 5
    act(st, "pass")
    assert pending(st) == ("window", 0)  # A2: still attacking
    assert aboms(st, 0)[0]["strength"] == 5
    act(st, "pass")
    assert pending(st) == ("main", 0)  # the combat is over: Rager stops
    assert aboms(st, 0)[0]["strength"] == 3


def test_hc_dec_61_rager_raises_damage_and_toughness_of_attacker() -> None:
    """HC-DEC-61: attacking, [1, Rager 2] deals 5 and its top minion withstands 4:
    against [1, 3] both blocker minions die and only the Rager minion is destroyed."""
    st = build({0: [["t_greed_1", "t_rager_2"]],
                1: [["t_corruption_1", "t_corruption_3"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert stacks(st, 1) == []
    assert stacks(st, 0) == [["t_greed_1"]]


def test_hc_dec_61_rager_does_nothing_while_blocking() -> None:
    """HC-RAGER-1 / HC-DEC-61: a blocking Rager abomination has its printed strength."""
    st = build({0: [["t_corruption_1", "t_corruption_3"]],
                1: [["t_greed_1", "t_rager_2"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    # 4 damage kills the blocker [1, 2]; it deals 3: the top 3 dies, the 1 survives
    assert stacks(st, 1) == []
    assert stacks(st, 0) == [["t_corruption_1"]]


# ---- Reaper -----------------------------------------------------------------------------


def test_hc_text_1_reaper_1_and_2_steal_size_plus_3() -> None:
    """HC-TEXT-1 example / HC-REAPER-1 / HC-DEC-59: Reaper +1 and Reaper +2 in one
    abomination add up: unblocked, 2 minions steal 2 + 3 = 5."""
    st = build({0: [["t_reaper_1", "t_reaper_2"]]}, souls={0: 5, 1: 10})
    assert aboms(st, 0)[0]["keywords"] == {"reaper": 3}
    attack(st, 1, 0)
    assert souls(st) == [10, 5]


def test_hc_reaper_1_blocked_reaper_steals_nothing() -> None:
    """HC-REAPER-1 / HC-REAP-5: only an unblocked Reaper steals."""
    st = build({0: [["t_reaper_1", "t_reaper_2"]],
                1: [["t_corruption_5", "t_corruption_5"]]}, souls={0: 5, 1: 10})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert souls(st) == [5, 10]


def test_hc_reaper_1_limited_to_defender_souls() -> None:
    """HC-REAPER-1 / HC-REAP-4 / HC-DEC-59: size plus Reaper, limited to what the
    defender has."""
    st = build({0: [["t_reaper_1", "t_reaper_2"]]}, souls={0: 5, 1: 4})
    attack(st, 1, 0)
    assert souls(st) == [9, 0]


# ---- Ripper -----------------------------------------------------------------------------


def test_hc_ripper_1_division_and_0_strength_kill() -> None:
    """HC-CONTENT-14 Ripper fixture: HC-RIPPER-1 / HC-DEC-63 / HC-ACT-12 — the Ripper's 3
    damage kills the middle 3 instead of the top 1, then the bottom 0-strength minion
    for 0 (HC-RIPPER-2); the top minion survives."""
    st = build({0: [["t_greed_1", "t_ripper"]],
                1: [["t_corruption_0", "t_corruption_3", "t_corruption_1"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("ripper", 0)
    bottom, middle, top = _uids(st, 1, 0)
    assert legal(st) == [f"ripper_kill choice={bottom}", f"ripper_kill choice={middle}",
                         f"ripper_kill choice={top}", "ripper_done"]
    act(st, f"ripper_kill choice={middle}")
    # 0 damage is left: only the 0-strength minion can still be picked
    assert legal(st) == [f"ripper_kill choice={bottom}", "ripper_done"]
    act(st, f"ripper_kill choice={bottom}")
    assert legal(st) == ["ripper_done"]
    act(st, "ripper_done")
    assert pending(st) == ("main", 0)
    assert stack(st, 1, 0) == ["t_corruption_1"]
    assert sorted(grave(st, 1)) == ["t_corruption_0", "t_corruption_3"]
    # the blocker dealt 4 to [1, 2]: both destroyed
    assert stacks(st, 0) == []


def test_hc_ripper_2_zero_damage_kills_zero_strength_minion() -> None:
    """HC-RIPPER-2 / HC-DEC-63: picking nothing is allowed; a 0-strength minion costs 0."""
    st = build({0: [["t_greed_1", "t_ripper"]],
                1: [["t_corruption_0", "t_corruption_8"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    bottom, _top = _uids(st, 1, 0)
    assert legal(st) == [f"ripper_kill choice={bottom}", "ripper_done"]
    act(st, f"ripper_kill choice={bottom}", "ripper_done")
    assert stack(st, 1, 0) == ["t_corruption_8"]
    assert grave(st, 1) == ["t_corruption_0"]


def test_hc_act_12_defending_ripper_decides_in_attackers_turn() -> None:
    """HC-ACT-12 / HC-ACT-21 / HC-DEC-63: a blocking Ripper's controller (the defending
    player) divides its damage; the attacker's actions are refused."""
    st = build({0: [["t_corruption_1", "t_corruption_2"]],
                1: [["t_greed_1", "t_ripper"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("ripper", 1)
    assert st.current_player() == 1
    assert refusal(st, "ripper_done", seat=0) == "HC-ACT-21"
    bottom, top = _uids(st, 0, 0)
    assert legal(st) == [f"ripper_kill choice={bottom}", f"ripper_kill choice={top}",
                         "ripper_done"]
    act(st, f"ripper_kill choice={bottom}", "ripper_done")
    # the Ripper's 3 went to the bottom 1 (2 left, lost); the attacker dealt 3: the
    # Ripper minion (2) and 1 more to the 1 below
    assert stack(st, 0, 0) == ["t_corruption_2"]
    assert stacks(st, 1) == []


def test_hc_dec_60_ripper_choices_attacker_first_then_defender() -> None:
    """HC-DEC-60: all Ripper choices come before damage, the attacking player's first."""
    st = build({0: [["t_greed_1", "t_ripper"]], 1: [["t_greed_1", "t_ripper"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("ripper", 0)
    act(st, "ripper_done")
    assert pending(st) == ("ripper", 1)
    # nothing destroyed yet: damage is applied at once after all choices
    assert stacks(st, 0) == [["t_greed_1", "t_ripper"]]
    assert stacks(st, 1) == [["t_greed_1", "t_ripper"]]
    act(st, "ripper_done")
    assert stacks(st, 0) == [["t_greed_1", "t_ripper"]]
    assert stacks(st, 1) == [["t_greed_1", "t_ripper"]]


def test_hc_dec_63_top_minion_threshold_includes_survivor() -> None:
    """HC-DEC-63 / HC-DEC-62: against a Survivor +2 blocker, the top minion costs its
    strength + 2; picking the bottom first leaves too little for the top."""
    st = build({0: [["t_greed_1", "t_ripper"]],
                1: [["t_survivor_2", "t_corruption_1"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    bottom, top = _uids(st, 1, 0)
    assert legal(st) == [f"ripper_kill choice={bottom}", f"ripper_kill choice={top}",
                         "ripper_done"]
    act(st, f"ripper_kill choice={bottom}")
    assert legal(st) == ["ripper_done"]


def _uids(st: HcState, seat: int, index: int) -> list[int]:
    """Minion uids of an abomination, bottom to top (the observation names cards, and
    Ripper choices name uids, so this reads the state)."""
    ab = st.aboms[seat][index]
    return list(ab.minions)


# ---- tap abilities ------------------------------------------------------------------------


def test_hc_tap_1_size_at_least_tap_number() -> None:
    """HC-TAP-1 / HC-ACT-6: Tap 5 needs 5 minions; Tap 2 needs 2; the refusal names
    HC-TAP-1."""
    st = build({0: [["t_tap_5", "t_greed_1", "t_greed_1", "t_greed_1"],
                    ["t_tap_5", "t_greed_1", "t_greed_1", "t_greed_1", "t_greed_1"],
                    ["t_tap_2"], ["t_greed_1", "t_tap_2"]]})
    taps = [a for a in legal(st) if a.startswith("use_tap")]
    assert taps == ["use_tap abom=1 pos=0", "use_tap abom=3 pos=1"]
    assert refusal(st, "use_tap abom=0 pos=0") == "HC-TAP-1"
    assert refusal(st, "use_tap abom=2 pos=0") == "HC-TAP-1"
    assert refusal(st, "use_tap abom=1 pos=1") == "HC-ACT-6"  # no ability there
    act(st, "use_tap abom=1 pos=0")
    assert souls(st) == [6, 5]
    assert aboms(st, 0)[1]["tapped"] is True


def test_hc_tap_2_tapped_abomination_cannot_use_tap() -> None:
    """HC-TAP-2: only an untapped abomination; using it taps it, so it can neither tap
    again nor attack (HC-ATTACK-5)."""
    st = build({0: [["t_greed_1", "t_tap_1"], (["t_greed_1", "t_tap_1"], {"tapped": True})]},
               decks={0: ["t_greed_3", "t_greed_4"]})
    assert [a for a in legal(st) if a.startswith("use_tap")] == ["use_tap abom=0 pos=1"]
    assert refusal(st, "use_tap abom=1 pos=1") == "HC-TAP-2"
    hand = player(st, 0)["hand_size"]
    act(st, "use_tap abom=0 pos=1")
    assert player(st, 0)["hand_size"] == hand + 1
    assert st.observation(0)["players_state"][0]["hand"][-1] == "t_greed_3"
    assert refusal(st, "use_tap abom=0 pos=1") == "HC-TAP-2"
    assert "attack" not in kinds(st)


def test_hc_dec_55_one_minion_and_changed_abominations_may_tap() -> None:
    """HC-DEC-55: tap number 1 works on a one-minion abomination, and the "changed"
    mark does not stop a tap ability."""
    st = build({0: [["t_tap_1"], (["t_greed_1", "t_tap_1"], {"changed": True})]})
    assert [a for a in legal(st) if a.startswith("use_tap")] == [
        "use_tap abom=0 pos=0", "use_tap abom=1 pos=1"]


def test_hc_tap_3_defender_taps_in_its_window() -> None:
    """HC-TAP-3 / HC-DEC-55 / HC-DEC-53 / HC-TURN-4: the defender, with no hand card,
    gets window D1 because of a usable tap ability and uses it there."""
    st = build({0: [["t_greed_1", "t_greed_1"]],
                1: [["t_greed_1", "t_tap_1"]]}, decks={1: ["t_greed_5"]})
    attack(st, 1, 0)
    assert pending(st) == ("window", 1)
    assert legal(st) == ["use_tap abom=0 pos=1", "pass"]
    act(st, "use_tap abom=0 pos=1")
    assert player(st, 1)["hand_size"] == 1
    assert st.observation(1)["players_state"][1]["hand"] == ["t_greed_5"]
    assert aboms(st, 1)[0]["tapped"] is True
    # the defender now has a hand card, so D1 stays open; the tapped one cannot block
    assert pending(st) == ("window", 1)
    act(st, "pass")
    assert pending(st) == ("window", 1)  # no block possible; D2 opens
    assert combat(st)["step"] == "d2"
    act(st, "pass")
    assert pending(st) == ("main", 0)
    assert souls(st) == [7, 3]


def test_hc_tap_3_attacking_abomination_is_tapped_other_one_may_tap() -> None:
    """HC-TAP-3 / HC-TAP-2: in A1 the attacker (tapped by attacking) cannot use its
    ability, another untapped abomination of the attacking player can."""
    st = build({0: [["t_greed_1", "t_tap_1"], ["t_tap_2", "t_greed_1"]],
                1: [["t_corruption_4", "t_corruption_4"]]})
    attack(st, 1, 0)
    assert pending(st) == ("window", 0)
    taps = [a for a in legal(st) if a.startswith("use_tap")]
    assert taps == ["use_tap abom=1 pos=0"]
    assert refusal(st, "use_tap abom=0 pos=1") == "HC-TAP-2"


def test_hc_dec_55_tapping_a_blocker_keeps_it_in_combat() -> None:
    """HC-DEC-55: a blocker that taps for its ability in D2 still blocks and fights."""
    st = build({0: [["t_greed_1", "t_greed_2"]],
                1: [["t_corruption_4", "t_tap_1"]]}, decks={1: ["t_greed_5"]})
    attack(st, 1, 0)
    act(st, "pass")  # D1
    act(st, "block blocker=0 attacker=0")
    assert pending(st) == ("window", 1)
    act(st, "use_tap abom=0 pos=1")
    assert aboms(st, 1)[0]["tapped"] is True
    assert aboms(st, 1)[0]["role"] == "blocker"
    act(st, "pass")
    # 3 damage: the top 1 is destroyed, the 2 left do not reach the 4
    assert stack(st, 1, 0) == ["t_corruption_4"]
    assert stacks(st, 0) == []  # 5 damage to [1, 2]


# ---- Nemesis (HC-DEC-66) --------------------------------------------------------------------


def _nemesis(hand: list[str], mana: list[str]) -> HcState:
    return build({0: [["t_greed_1", "t_tap_2"]],
                  1: [["t_corruption_1", "t_nemesis_destruction"],
                      ["t_corruption_1", "t_corruption_2"]]},
                 hands={0: hand}, mana={0: mana})


def test_hc_dec_66_fate_of_the_named_doom_cannot_target() -> None:
    """HC-DEC-66 / HC-NEMESIS-1: a destruction fate cannot target a Destruction Nemesis
    abomination; a corruption fate can."""
    st = _nemesis(["t_blast_1", "t_shrink"], ["t_destruction_1", "t_corruption_1"])
    own, nemesis, other = abom_id(st, 0, 0), abom_id(st, 1, 0), abom_id(st, 1, 1)
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    assert legal(st) == [f"choose_target choice={own}", f"choose_target choice={other}"]
    st = _nemesis(["t_blast_1", "t_shrink"], ["t_destruction_1", "t_corruption_1"])
    act(st, "play hand=1 x=0")
    assert legal(st) == [f"choose_target choice={own}", f"choose_target choice={nemesis}",
                         f"choose_target choice={other}"]


def test_hc_dec_66_nor_its_minions_and_not_by_tap_abilities() -> None:
    """HC-DEC-66: the Nemesis abomination's minions are not "target minion" choices of a
    destruction fate, and a destruction tap ability cannot target the abomination."""
    st = _nemesis(["t_destroy_small"], ["t_destruction_1"])
    act(st, "play hand=0 x=0")
    assert pending(st) == ("choose_target", 0)
    options = {a.int_arg("choice") for a in st.legal_actions()}
    nemesis_minions = set(_uids(st, 1, 0))
    assert options.isdisjoint(nemesis_minions)
    assert set(_uids(st, 1, 1)) <= options
    st = _nemesis([], [])
    act(st, "use_tap abom=0 pos=1")
    assert pending(st) == ("choose_target", 0)
    assert legal(st) == [f"choose_target choice={abom_id(st, 0, 0)}",
                         f"choose_target choice={abom_id(st, 1, 1)}"]


def test_hc_dec_63_unpicked_zero_strength_top_minion_survives() -> None:
    """HC-DEC-63 / HC-RIPPER-1: only the picked minions are destroyed and the damage
    left is lost: a Ripper that spends its 3 on the bottom 3 does not also destroy the
    0-strength top minion it did not pick."""
    st = build({0: [["t_greed_1", "t_ripper"]],
                1: [["t_corruption_3", "t_corruption_0"]]})
    attack(st, 1, 0)
    act(st, "block blocker=0 attacker=0")
    bottom, top = _uids(st, 1, 0)
    act(st, f"ripper_kill choice={bottom}")
    assert legal(st) == [f"ripper_kill choice={top}", "ripper_done"]
    act(st, "ripper_done")
    assert stacks(st, 1) == [["t_corruption_0"]]
    assert grave(st, 1) == ["t_corruption_3"]


def test_hc_dec_60_ripper_choices_in_declaration_order() -> None:
    """HC-DEC-60 / HC-ACT-12: with two Ripper pairs, the attacking player decides for its
    attackers in declaration order, then the defending player for its blockers."""
    st = build({0: [["t_greed_1", "t_ripper"], ["t_greed_2", "t_ripper"]],
                1: [["t_greed_1", "t_ripper"], ["t_greed_3", "t_ripper"]]})
    attack(st, 1, 1, 0)  # the second abomination is declared first
    act(st, "block blocker=0 attacker=0", "block blocker=1 attacker=1")
    order = []
    while (p := pending(st)) is not None and p[0] == "ripper":
        order.append((p[1], st.pending.resume.dealer))  # type: ignore[union-attr]
        act(st, "ripper_done")
    assert order == [(0, abom_id(st, 0, 1)), (0, abom_id(st, 0, 0)),
                     (1, abom_id(st, 1, 1)), (1, abom_id(st, 1, 0))]


def test_hc_dec_64_two_hunters_cannot_choose_the_same_prey() -> None:
    """HC-DEC-64: a prey chosen by one Hunter is not offered to the next Hunter."""
    st = build({0: [["t_greed_1", "t_hunter"], ["t_greed_2", "t_hunter"]],
                1: [["t_corruption_1", "t_corruption_1"], ["t_corruption_3", "t_corruption_3"]]})
    first, second = abom_id(st, 1, 0), abom_id(st, 1, 1)
    attack(st, 1, 0, 1)
    assert legal(st) == ["hunt choice=-1", f"hunt choice={first}", f"hunt choice={second}"]
    act(st, f"hunt choice={second}")
    assert pending(st) == ("hunt", 0)
    assert legal(st) == ["hunt choice=-1", f"hunt choice={first}"]


def test_hc_dec_71_guardian_may_use_tap_abilities() -> None:
    """HC-DEC-71 / HC-GUARDIAN-1: a Guardian abomination cannot attack but may tap."""
    st = build({0: [["t_guardian", "t_tap_1"]]})
    assert legal(st) == ["use_tap abom=0 pos=1", "end_turn"]
