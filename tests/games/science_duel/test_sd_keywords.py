"""The 13 keywords and their decisions."""

from __future__ import annotations

from cardtable.games.science_duel.queries import (
    attack_of,
    has_kw,
    spell_damage,
)
from cardtable.kernel import Action

from .helpers import CARDS, code, edit, end, fresh, give, grave, hand, lasting, names, play, unit


def test_shield_ignores_first_damage_only() -> None:
    """SD-SHIELD-1, SD-SHIELD-2, SD-DEC-45: the whole first damage is prevented, then gone."""
    st = fresh()
    knight = unit(st, 1, 1, "rytir_vedy")
    give(st, 0, "paprsek")
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1, 1))
    assert knight.hp == 3 and not knight.shield
    play(st, "paprsek", target=code(1, 1))
    assert names(st, 1)[0] is None


def test_shield_does_not_stop_destroy() -> None:
    """SD-SHIELD-3: destroy ignores Shield."""
    st = fresh(deck0="chemik", deck1="fyzik")
    unit(st, 1, 1, "rytir_vedy")
    give(st, 0, "rozpoustedlo")
    play(st, "rozpoustedlo", target=code(1, 1))
    assert names(st, 1)[0] is None


def test_shield_blocks_poison_and_lifesteal() -> None:
    """SD-DEC-45, SD-DEC-48, SD-DEC-52: prevented damage triggers neither."""
    st = fresh(deck0="chemik", deck1="fyzik")
    unit(st, 0, 1, "chimera", shield=False)
    knight = unit(st, 1, 1, "rytir_vedy")
    edit(st).side(0, life=20).build()
    st.apply(Action("attack", unit=1, target=1))
    assert names(st, 1)[0] == "rytir_vedy" and knight.hp == 3
    assert st.sides[0].life == 20


def test_spell_damage_adds_to_spells_and_experiments() -> None:
    """SD-SPELLDMG-1, SD-SPELLDMG-3, SD-DEC-46: +n on spells and experiments, not on units."""
    st = fresh(deck0="matematik", deck1="informatik")
    unit(st, 0, 1, "pocitadlo")
    unit(st, 0, 2, "geometr")
    assert spell_damage(st, 0) == 2
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    assert st.sides[1].life == 26  # 2 + 2
    st.apply(Action("use_ability", target=code(1)))
    assert st.sides[1].life == 25  # abilities get no spell damage (SD-DEC-46)


def test_spell_damage_in_experiment() -> None:
    """SD-SPELLDMG-3: an experiment's damage grows with its owner's spell damage."""
    from .helpers import experiment
    st = fresh(deck0="fyzik", deck1="informatik")
    unit(st, 1, 1, "geometr")
    experiment(st, 1, "firewall")
    give(st, 0, "jablon")
    play(st, "jablon", slot=1)
    u = st.sides[0].units[0]
    assert u is not None and u.hp == 6 - 4


def test_spell_damage_not_on_draw_cards() -> None:
    """SD-SPELLDMG-2, SD-DEC-46: a card with an on-draw text gets no spell damage."""
    st = fresh(deck0="matematik", deck1="informatik")
    unit(st, 0, 1, "geometr")
    give(st, 0, "motivacni_dopis")
    play(st, "motivacni_dopis", target=code(1))
    assert st.sides[1].life == 28


def test_take_control_keeps_modifiers() -> None:
    """SD-CONTROL-1, SD-CONTROL-2, SD-CONTROL-3, SD-DEC-47: chosen slot, exhausted, modifiers
    kept."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    victim = unit(st, 1, 4, "doktorand", atk=5, hp=1)
    give(st, 0, "elektromagnet")
    play(st, "elektromagnet", target=code(1, 4))
    assert st.pending is not None and st.pending.kind == "choose_slot"
    st.apply(Action("choose_slot", slot=6))
    assert names(st, 0)[5] == "doktorand" and names(st, 1)[3] is None
    assert (victim.atk, victim.hp, victim.ready) == (5, 1, False)
    assert not any(a.kind == "attack" for a in st.legal_actions())


def test_take_control_without_room_destroys() -> None:
    """SD-CONTROL-4: no empty slot: the unit dies into its owner's graveyard."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    for i in range(1, 8):
        unit(st, 0, i, "kyvadlo")
    unit(st, 1, 1, "doktorand")
    give(st, 0, "elektromagnet")
    play(st, "elektromagnet", target=code(1, 1))
    assert names(st, 1)[0] is None and grave(st, 1) == ["doktorand"]


def test_poisonous_destroys_damaged_unit() -> None:
    """SD-POISON-1, SD-DEC-48: any damage from a poisonous unit destroys; heroes just take
    damage."""
    st = fresh(deck0="chemik", deck1="fyzik")
    unit(st, 0, 1, "jedovata_zaba")
    unit(st, 0, 2, "jedovata_zaba")
    unit(st, 1, 1, "ochranka", hp=9)
    st.apply(Action("attack", unit=1, target=1))
    assert names(st, 1)[0] is None
    st.apply(Action("attack", unit=2, target=0))
    assert st.sides[1].life == 29


def test_silence() -> None:
    """SD-SILENCE-1, SD-SILENCE-2, SD-SILENCE-3, SD-DEC-49: printed attack, no text, tags stay."""
    st = fresh()
    guard = unit(st, 1, 1, "straznik", atk=6, hp=7, frozen=True)
    give(st, 0, "recenzent")
    play(st, "recenzent", slot=1, target=code(1, 1))
    assert guard.silenced and guard.atk == 2 and guard.hp == 7
    assert not has_kw(st, guard, "defender") and not guard.shield and not guard.frozen
    rat = unit(st, 1, 2, "zmutovana_krysa")
    assert "mutant" in CARDS[rat.cid].tags
    edit(st).fire(0, "recenzent", "on_play", target=code(1, 2)).build()
    assert rat.silenced and "mutant" in CARDS[rat.cid].tags  # tags stay (SD-SILENCE-3)


def test_silenced_on_death_does_not_trigger() -> None:
    """SD-SILENCE-2: a silenced Fénix does not revive."""
    st = fresh()
    f = unit(st, 1, 1, "fenix", silenced=True)
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1, 1))
    assert f.hp <= 0 and names(st, 1)[0] is None and st.pending is None


def test_stealth() -> None:
    """SD-STEALTH-1, SD-STEALTH-2, SD-STEALTH-4, SD-DEC-50: no enemy targeting or attacks."""
    st = fresh()
    spy = unit(st, 1, 1, "spion")
    unit(st, 0, 1, "doktorand")
    give(st, 0, "paprsek")
    targets = {a["target"] for a in st.legal_actions() if a.kind == "play"}
    assert code(1, 1) not in targets and code(1) in targets
    assert {a["target"] for a in st.legal_actions() if a.kind == "attack"} == {0}
    end(st)
    st.apply(Action("attack", unit=1, target=0))
    assert not spy.stealth  # lost by attacking


def test_stealth_hit_by_area_and_random() -> None:
    """SD-STEALTH-3, SD-DEC-69: area effects hit stealthed units."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    spy = unit(st, 1, 1, "spion", hp=5)
    give(st, 0, "demolice")
    play(st, "demolice")
    assert spy.hp == 2


def test_freeze_in_opponents_turn_costs_next_attack() -> None:
    """SD-FREEZE-1, SD-FREEZE-2, SD-DEC-51: frozen in the opponent's turn misses its next turn."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    target = unit(st, 1, 1, "doktorand")
    give(st, 0, "kryofyzik")
    play(st, "kryofyzik", slot=1, target=code(1, 1))
    assert target.frozen
    end(st)
    assert not target.frozen and not target.ready
    assert not any(a.kind == "attack" for a in st.legal_actions())
    end(st)
    end(st)
    assert target.ready


def test_freeze_in_own_turn_while_ready() -> None:
    """SD-DEC-51: frozen in its own turn while ready: only the rest of that turn is lost."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    u = unit(st, 0, 1, "doktorand")
    edit(st).fire(1, "kryofyzik", "on_play", target=code(0, 1)).build()  # the enemy's text
    assert u.frozen
    assert not any(a.kind == "attack" for a in st.legal_actions())
    end(st)
    end(st)
    assert u.ready and not u.frozen


def test_lifesteal_heals_controller() -> None:
    """SD-LIFESTEAL-1, SD-DEC-52: heals by the damage dealt, capped at 30."""
    st = fresh()
    unit(st, 0, 1, "upir_z_knihovny")
    unit(st, 1, 1, "student", hp=1)
    edit(st).side(0, life=10).build()
    st.apply(Action("attack", unit=1, target=1))
    assert st.sides[0].life == 12  # full 2 even though the target had 1 health
    edit(st).side(0, life=29).build()
    end(st)
    end(st)
    st.apply(Action("attack", unit=1, target=0))
    assert st.sides[0].life == 30


def test_burn_random_and_on_burn() -> None:
    """SD-BURN-1, SD-BURN-2, SD-ONBURN-1, SD-DEC-53: to the graveyard, revealed; Při spálení."""
    st = fresh()
    give(st, 1, "zapomenuty_rukopis")
    give(st, 0, "skartovacka")
    play(st, "skartovacka", slot=1)
    assert grave(st, 1) == ["zapomenuty_rukopis"] and hand(st, 1) == []
    assert st.sides[0].life == 27  # the burned card's on-burn hit its owner's opponent


def test_burn_chosen_from_own_hand() -> None:
    """SD-ACT-9, SD-DEC-53: burning a card of your choice asks the hand's owner."""
    st = fresh(deck0="chemik", deck1="fyzik")
    give(st, 0, "spalovna")
    give(st, 0, "student")
    give(st, 0, "fenix")
    play(st, "spalovna", slot=1)
    assert st.pending is not None and st.pending.kind == "choose_card"
    st.apply(Action("choose_card", index=1))
    assert grave(st, 0) == ["fenix"]  # burned, no on-death (SD-BURN-2)
    assert len(hand(st, 0)) == 3


def test_revive_fresh_copy() -> None:
    """SD-REVIVE-1, SD-DEC-54: a fresh copy from your own graveyard, exhausted."""
    st = fresh()
    edit(st).grave(0, ["ochranka"]).build()
    give(st, 0, "archivar")
    play(st, "archivar", slot=1)
    assert st.pending is not None
    st.apply(Action("choose_slot", slot=2))
    u = st.sides[0].units[1]
    assert u is not None and u.cid == "ochranka" and (u.atk, u.hp, u.ready) == (3, 5, False)
    assert grave(st, 0) == []


def test_dormant() -> None:
    """SD-DORMANT-1, SD-DORMANT-2, SD-DORMANT-3, SD-DEC-55, SD-CONTENT-19: sleeps 2 own turns."""
    st = fresh()
    give(st, 0, "spici_genius")
    play(st, "spici_genius", slot=1)
    g = st.sides[0].units[0]
    assert g is not None and g.dormant == 2
    give(st, 1, "paprsek")
    end(st)
    targets = {a["target"] for a in st.legal_actions() if a.kind == "play"}
    assert code(0, 1) not in targets  # SD-DORMANT-2
    end(st)
    assert g.dormant == 1 and not any(a.kind == "attack" for a in st.legal_actions())
    end(st)
    end(st)
    assert g.dormant == 0 and g.ready
    assert any(a.kind == "attack" for a in st.legal_actions())


def test_dormant_token_occupies_enemy_slot() -> None:
    """SD-DORMANT-3, SD-CONTENT-19: a permanently dormant token fills an opponent's slot."""
    st = fresh()
    give(st, 0, "byrokracie")
    play(st, "byrokracie")
    if st.pending is not None:
        st.apply(Action("choose_slot", slot=1))
    prof = [u for u in st.sides[1].units if u is not None]
    assert len(prof) == 1 and prof[0].dormant == -1
    give(st, 0, "demolice")
    edit(st).side(0, mana=10).build()
    assert CARDS["zkameneny_profesor"].token


def test_dispose_no_triggers() -> None:
    """SD-DISPOSE-1, SD-DISPOSE-2, SD-DISPOSE-3, SD-DEC-56: straight to the graveyard, silently."""
    st = fresh()
    unit(st, 1, 1, "fenix")
    hrob = unit(st, 1, 2, "hrobnik")
    give(st, 0, "cerna_dira")
    play(st, "cerna_dira", target=code(1, 1))
    assert grave(st, 1) == ["fenix"] and names(st, 1)[0] is None
    assert st.pending is None and hrob.atk == 2


def test_lasting_aura_spell_damage() -> None:
    """SD-SPELL-3: a lasting spell's effect applies while it sits in an effect slot."""
    st = fresh(deck0="matematik", deck1="fyzik")
    lasting(st, 0, "soustredeni")
    assert spell_damage(st, 0) == 2
    u = unit(st, 0, 1, "student")
    assert attack_of(st, 0, 0, u) == 1
