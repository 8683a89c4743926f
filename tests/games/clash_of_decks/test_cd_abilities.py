"""The 8 special abilities (CD-ABIL, CD-SPLASH..CD-AURA, CD-DEC-31 / CD-DEC-32 / CD-DEC-33 /
CD-DEC-34 / CD-DEC-35 / CD-DEC-36 / CD-DEC-37 / CD-DEC-38 / CD-DEC-39)."""

from __future__ import annotations

from cod_support import BOTTOM, TOP, act, creatures, damage_of, duel, hand_of, row

from cardtable.games.clash_of_decks.board import abilities
from cardtable.games.clash_of_decks.model import (
    BERSERK,
    FURY,
    INDESTRUCTIBLE,
    PIERCE,
    PROTECTION,
    SPLASH,
    SPRINT,
)

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def _attack(board, hands=(HAND, HAND)):
    s = duel(list(hands), board, phase=3)
    act(s, "attack")
    return s


# ---- Splash -----------------------------------------------------------------------
def test_splash_hits_same_place_other_row_cd_splash_1_dec_20_32() -> None:
    """CD-SPLASH-1 example, CD-DEC-20 / CD-DEC-27 / CD-DEC-32: top-row attacker hits the opponent's
    position 1 in both rows, each for the full damage; never its own creatures."""
    s = _attack({(0, TOP): ["t_splash"], (0, BOTTOM): ["w1"], (1, TOP): ["w2", "w3"],
                 (1, BOTTOM): ["w4", "v1_7"]})
    assert damage_of(s, 1, TOP) == [2, 0] and damage_of(s, 1, BOTTOM) == [2, 0]
    assert damage_of(s, 0, BOTTOM) == [0]


def test_splash_against_protection_cd_splash_2_protect_2() -> None:
    """CD-SPLASH-2 / CD-PROTECT-2 (CD-CONTENT-10): Protection absorbs only its own damage."""
    s = _attack({(0, TOP): ["t_splash"], (1, TOP): ["t_protection"], (1, BOTTOM): ["w1"]})
    assert damage_of(s, 1, TOP) == [0] and damage_of(s, 1, BOTTOM) == [2]


def test_splash_not_on_bf_cd_splash_3() -> None:
    """CD-SPLASH-3: attacking the B/F (empty row), Splash does nothing more."""
    s = _attack({(0, TOP): ["t_splash"], (1, BOTTOM): ["w1"]})
    assert damage_of(s, 1, BOTTOM) == [0]
    assert hand_of(s, 1).index("B") == 2


# ---- Pierce -----------------------------------------------------------------------
def test_pierce_hits_behind_cd_pierce_1_dec_33() -> None:
    """CD-PIERCE-1 / CD-DEC-33: also the creature directly behind the target (position 2) only."""
    s = _attack({(0, TOP): ["t_pierce"], (1, TOP): ["w1", "w2", "w3"]})
    assert damage_of(s, 1, TOP) == [2, 2, 0]


def test_pierce_never_bf_cd_pierce_2_5() -> None:
    """CD-PIERCE-2: with nobody behind the target, Pierce does not reach the B/F;
    CD-PIERCE-5: attacking the B/F, Pierce does nothing."""
    s = _attack({(0, TOP): ["t_pierce"], (1, TOP): ["w1"]})
    assert hand_of(s, 1) == HAND
    s = _attack({(0, TOP): ["t_pierce"]})
    assert hand_of(s, 1).index("B") == 2


def test_splash_pierce_only_behind_target_cd_pierce_3() -> None:
    """CD-PIERCE-3 (the FAQ case): Pierce hits behind the target, not behind the Splash victim."""
    s = _attack({(0, TOP): ["t_splash_pierce"], (1, TOP): ["w1", "w2"],
                 (1, BOTTOM): ["w3", "w4"]})
    assert damage_of(s, 1, TOP) == [2, 2] and damage_of(s, 1, BOTTOM) == [2, 0]


def test_pierce_against_protection_cd_pierce_4() -> None:
    """CD-PIERCE-4 (CD-CONTENT-10): the creature behind a protected target still takes damage."""
    s = _attack({(0, TOP): ["t_pierce"], (1, TOP): ["t_protection", "w1"]})
    assert damage_of(s, 1, TOP) == [0, 2]


# ---- Fury -------------------------------------------------------------------------
def test_fury_attacks_on_entry_cd_fury_1_dec_34() -> None:
    """CD-FURY-1 / CD-DEC-34: on entering play it attacks position 1 of its row at once, and
    this is its only attack of the turn."""
    s = duel([["B", "t_fury", "v1_1", "v1_2"], HAND], {(1, TOP): ["w1"]})
    act(s, "play pick=1 row=top")
    assert damage_of(s, 1, TOP) == [2]
    act(s, "attack_phase")
    assert "attack" not in {a.kind for a in s.legal_actions()}


def test_fury_never_hits_bf_cd_fury_2() -> None:
    """CD-FURY-2: with the opponent's row empty the entry attack does not happen at all."""
    s = duel([["B", "t_fury", "v1_1", "v1_2"], HAND], {(1, BOTTOM): ["w1"]})
    act(s, "play pick=1 row=top")
    assert hand_of(s, 1) == HAND and damage_of(s, 1, BOTTOM) == [0]


# ---- Protection -------------------------------------------------------------------
def test_protection_first_attack_each_turn_cd_protect_1_dec_35() -> None:
    """CD-PROTECT-1 / CD-DEC-35: the first attack in each turn deals 0, later ones hit; incantation
    damage is neither reduced nor counted; the use resets next turn."""
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v1_7", "v1_7"], (1, TOP): ["t_protection"]})
    act(s, "cast pick=1 side=1 row=top position=1")
    assert damage_of(s, 1, TOP) == [1]  # incantation: not absorbed
    act(s, "attack_phase")
    act(s, "attack")
    assert damage_of(s, 1, TOP) == [1]  # first attack: 0
    assert creatures(s, 1, TOP)[0]["protection_used"]
    act(s, "attack")
    assert damage_of(s, 1, TOP) == [2]
    act(s, "end_turn")
    assert not creatures(s, 1, TOP)[0]["protection_used"]  # reset for the new turn


# ---- Indestructible ---------------------------------------------------------------
def test_indestructible_ignores_incantations_cd_indestr_1_2_dec_36() -> None:
    """CD-INDESTR-1 / CD-INDESTR-2 / CD-DEC-36: it may be targeted (cost paid, card returns) but
    takes nothing; as a Splash victim of an incantation too; creature attacks damage it
    normally."""
    s = duel([["B", "t_zap3_splash", "t_kill", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v2_7"], (1, TOP): ["t_indestructible"],
              (1, BOTTOM): ["t_indestructible"]}, mana=5)
    act(s, "cast pick=1 side=1 row=top position=1")
    assert damage_of(s, 1, TOP) == [0] and damage_of(s, 1, BOTTOM) == [0]
    assert s.mana == 4 and hand_of(s, 0)[-1] == "t_zap3_splash"
    act(s, "cast pick=1 side=1 row=bottom position=1")  # destroy: no effect either
    assert row(s, 1, BOTTOM) == ["t_indestructible"]
    act(s, "attack_phase")
    act(s, "attack")
    assert damage_of(s, 1, TOP) == [2]


# ---- Berserk ----------------------------------------------------------------------
def test_berserk_repeats_until_row_clear_then_bf_cd_berserk_1_2_dec_37() -> None:
    """CD-BERSERK-1 / CD-BERSERK-2 (CD-CONTENT-10): each destruction gives another attack; once the
    row is empty the next attack hits the B/F, and that hit does not repeat (CD-BERSERK-4)."""
    s = duel([HAND, ["v1_3", "B", "v1_4", "v1_5", "v2_1", "w1"]],
             {(0, TOP): ["t_berserk_big"], (1, TOP): ["v1_1", "v1_2", "v2_2"]}, phase=3)
    act(s, "attack")
    assert row(s, 1, TOP) == []
    # returned v1_1, v1_2, v2_2 (+3 health) then 6 damage: B moved 6 places
    assert hand_of(s, 1) == ["v1_3", "v1_4", "v1_5", "v2_1", "w1", "v1_1", "v1_2", "B", "v2_2"]
    assert not s.bf_fort[1]


def test_berserk_bastion_kill_no_repeat_cd_berserk_4() -> None:
    """CD-BERSERK-4: destroying a Bastion is no creature kill: no further attack."""
    s = duel([HAND, ["v1_1", "B", "v1_2"]], {(0, TOP): ["t_berserk_big"]}, phase=3)
    act(s, "attack")
    assert hand_of(s, 1) == ["B", "v1_1", "v1_2"] and s.bf_fort[1]


def test_fury_berserk_entry_chain_stops_cd_berserk_3() -> None:
    """CD-BERSERK-3 (CD-CONTENT-10): a Fury entry chain that clears the row stops, never hitting
    the B/F."""
    s = duel([["B", "t_fury_berserk", "v1_1", "v1_2"], HAND], {(1, TOP): ["v1_1", "v1_2"]})
    act(s, "play pick=1 row=top")
    assert row(s, 1, TOP) == []
    assert hand_of(s, 1) == [*HAND, "v1_1", "v1_2"]  # B/F untouched


def test_berserk_protection_no_repeat_cd_dec_37() -> None:
    """CD-DEC-37: Protection absorbing the target means no destruction, so no repeat."""
    s = _attack({(0, TOP): ["t_berserk"], (1, TOP): ["t_protection", "w1"]})
    assert damage_of(s, 1, TOP) == [0, 0]


# ---- Sprint -----------------------------------------------------------------------
def test_sprint_jumps_and_gains_cd_sprint_1_2_dec_38() -> None:
    """CD-SPRINT-1 / CD-SPRINT-2 example (CD-CONTENT-10): attack 2 at position 3 jumps to 1, passes
    2 and deals 4; the passed creatures move to positions 2 and 3."""
    s = duel([HAND, HAND], {(0, TOP): ["w1", "w2", "t_sprint"], (1, TOP): ["v1_7"]}, phase=3)
    act(s, "attack")  # the farthest (the Sprint creature) attacks first
    assert row(s, 0, TOP) == ["t_sprint", "w1", "w2"]
    assert damage_of(s, 1, TOP) == [4]
    assert creatures(s, 0, TOP)[0]["sprint_bonus"] == 2


def test_sprint_one_attack_only_cd_sprint_3_dec_24() -> None:
    """CD-SPRINT-3 / CD-DEC-24 example: A(1), S(2, Sprint), C(3): C, then S jumps, then A;
    S attacks once."""
    s = duel([HAND, HAND], {(0, TOP): ["v1_7", "t_sprint", "v3_7"], (1, TOP): ["w4"]}, phase=3)
    act(s, "attack")  # C
    assert damage_of(s, 1, TOP) == [3]
    act(s, "attack")  # S jumps past A: +1
    assert row(s, 0, TOP) == ["t_sprint", "v1_7", "v3_7"] and damage_of(s, 1, TOP) == [6]
    act(s, "attack")  # A, now at position 2: 3 + 3 + 1 = 7 destroys the 7-health target
    assert row(s, 1, TOP) == [] and hand_of(s, 1)[-1] == "w4"
    assert "attack" not in {a.kind for a in s.legal_actions()}


def test_sprint_bonus_lasts_phase_cd_sprint_4() -> None:
    """CD-SPRINT-4: the bonus stays on later attacks of the phase (a Berserk repeat) and is then
    cleared."""
    s = duel([HAND, ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5", "v2_1", "v2_2"]],
             {(0, TOP): ["w1", "t_sprint_big"], (1, TOP): ["v1_3"]}, phase=3)
    act(s, "attack")  # 2+1 = 3 destroys v1_3 (health 3)
    assert creatures(s, 0, TOP)[0]["sprint_bonus"] == 1
    act(s, "end_turn")
    assert all(c["sprint_bonus"] == 0 for c in creatures(s, 0, TOP))


# ---- Aura -------------------------------------------------------------------------
def test_aura_grants_neighbours_not_itself_cd_aura_1_2_3_6_dec_21_39() -> None:
    """CD-AURA-1 / CD-AURA-2 / CD-AURA-3 / CD-AURA-6, CD-DEC-21 / CD-DEC-39: the paired ability
    goes to the creatures at p-1 and p+1 of the same side and row only; never to the Aura creature;
    never across the bridge."""
    s = duel([HAND, HAND], {(0, TOP): ["w1", "t_aura_splash", "w2", "w3"], (0, BOTTOM): ["w4"],
                            (1, TOP): ["w1"]})
    assert abilities(s, 0, TOP, 0) & SPLASH and abilities(s, 0, TOP, 2) & SPLASH
    assert not abilities(s, 0, TOP, 1) & SPLASH  # CD-AURA-3
    assert not abilities(s, 0, TOP, 3) & SPLASH  # CD-AURA-6: only two neighbours
    assert not abilities(s, 0, BOTTOM, 0) & SPLASH and not abilities(s, 1, TOP, 0) & SPLASH
    obs = s.observation(1)["board"][0]["top"][0]
    assert obs["granted"] == [{"ability": "splash", "from_position": 2}]  # CD-INFO-1


def test_aura_lost_when_moved_or_gone_cd_aura_4_5() -> None:
    """CD-AURA-4 / CD-AURA-5: the grant exists only while the Aura creature is in play and
    adjacent."""
    s = duel([HAND, HAND], {(0, TOP): ["v3_7"], (1, TOP): ["t_aura_protection", "w1", "w2"]},
             phase=3)
    assert abilities(s, 1, TOP, 1) & PROTECTION
    act(s, "attack")  # the Aura (health 3) is destroyed: the row closes up
    assert row(s, 1, TOP) == ["w1", "w2"]
    assert not abilities(s, 1, TOP, 0) & PROTECTION
    s = duel([HAND, HAND], {(0, TOP): ["v6_7"], (1, TOP): ["v1_1", "t_aura_berserk", "w2"]},
             phase=3)
    act(s, "attack")  # v1_1 destroyed: the Aura moves to position 1, w2 to 2
    assert abilities(s, 1, TOP, 1) & BERSERK  # newly adjacent: gains it at once


def test_aura_grants_every_ability_cd_dec_39() -> None:
    """CD-DEC-39: an Aura can pair with any of the 7 other abilities."""
    for name, bit in (("pierce", PIERCE), ("fury", FURY), ("indestructible", INDESTRUCTIBLE),
                      ("sprint", SPRINT), ("berserk", BERSERK)):
        s = duel([HAND, HAND], {(0, TOP): [f"t_aura_{name}", "w1"]})
        assert abilities(s, 0, TOP, 1) & bit


def test_aura_fury_on_entry_cd_dec_34() -> None:
    """CD-DEC-34 / CD-ABIL-2: a creature entering next to an Aura(Fury) gets Fury and must attack;
    the creature already in play does not."""
    s = duel([["B", "v2_7", "v1_1", "v1_2"], HAND], {(0, TOP): ["t_aura_fury"], (1, TOP): ["w1"]})
    act(s, "play pick=1 row=top")
    assert damage_of(s, 1, TOP) == [2]


def test_attack_snapshot_kept_after_sprint_cd_dec_31() -> None:
    """CD-DEC-31: abilities are noted at the start of an attack: a Sprint creature holding Splash
    from an Aura keeps it for that attack even after jumping away from the Aura."""
    s = duel([HAND, HAND], {(0, TOP): ["w1", "w2", "t_aura_splash", "t_sprint"],
                            (1, TOP): ["v1_7"], (1, BOTTOM): ["v1_7"]}, phase=3)
    act(s, "attack")
    assert row(s, 0, TOP)[0] == "t_sprint"
    assert damage_of(s, 1, BOTTOM) == [5]  # 2 + 3 passed, Splash from the snapshot


def test_abilities_only_in_play_cd_abil_1() -> None:
    """CD-ABIL-1: a card's abilities count only in play: a Fury card in hand does nothing when
    another creature enters; Protection in hand protects nothing."""
    s = duel([["B", "v1_1", "t_fury", "t_protection", "v1_2"], HAND], {(1, TOP): ["w1"]})
    act(s, "play pick=1 row=top")
    assert damage_of(s, 1, TOP) == [0]
