"""Attacking, Defender, adjacency and deaths (combat rules and decisions)."""

from __future__ import annotations

import pytest

from cardtable.games.science_duel.queries import (
    attack_of,
    neighbours,
)
from cardtable.kernel import Action, IllegalAction

from .helpers import code, edit, end, fresh, give, grave, names, play, unit


def test_unit_vs_unit_example() -> None:
    """SD-ATTACK-5, SD-CONTENT-23: a 1/5 and a 3/4 fight and become 1/2 and 3/3."""
    st = fresh()
    a = unit(st, 0, 1, "student", atk=1, hp=5)
    b = unit(st, 1, 1, "student", atk=3, hp=4)
    st.apply(Action("attack", unit=1, target=1))
    assert (a.atk, a.hp, b.atk, b.hp) == (1, 2, 3, 3)
    assert not a.ready  # SD-ATTACK-6
    assert not any(x.kind == "attack" for x in st.legal_actions())


def test_attack_hero_no_retaliation() -> None:
    """SD-ATTACK-2, SD-ATTACK-3, SD-ATTACK-7, SD-ATTACK-8, SD-ACT-4: heroes do not strike back."""
    st = fresh()
    a = unit(st, 0, 1, "doktorand")
    unit(st, 1, 2, "student")
    targets = sorted(x["target"] for x in st.legal_actions() if x.kind == "attack")
    assert targets == [0, 2]  # only enemy characters, never own ones (SD-ATTACK-3)
    st.apply(Action("attack", unit=1, target=0))
    assert st.sides[1].life == 28 and a.hp == 3


def test_new_units_cannot_attack() -> None:
    """SD-UNIT-3, SD-DEC-19: played and summoned units enter exhausted."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    give(st, 0, "mechanicky_pes")
    play(st, "mechanicky_pes", slot=2)
    st.apply(Action("use_ability", target=-1))
    st.apply(Action("choose_slot", slot=5))
    assert names(st, 0)[1] == "mechanicky_pes" and names(st, 0)[4] == "sroubek"
    assert not any(a.kind == "attack" for a in st.legal_actions())


def test_defender_must_be_attacked_first() -> None:
    """SD-ATTACK-4, SD-DEFENDER-1, SD-DEFENDER-2: only Defenders; the attacker picks which."""
    st = fresh()
    unit(st, 0, 1, "doktorand")
    unit(st, 1, 1, "student")
    unit(st, 1, 3, "vratny")
    unit(st, 1, 5, "ochranka")
    targets = sorted(x["target"] for x in st.legal_actions() if x.kind == "attack")
    assert targets == [3, 5]
    with pytest.raises(IllegalAction, match="SD-ACT-4"):
        st.apply(Action("attack", unit=1, target=0))


def test_stealthed_or_dormant_defender_does_not_guard() -> None:
    """SD-DEC-24: a Defender that cannot be attacked restricts nothing."""
    st = fresh()
    unit(st, 0, 1, "doktorand")
    unit(st, 1, 1, "vratny", stealth=True)
    unit(st, 1, 2, "vratny", dormant=-1)
    targets = sorted(x["target"] for x in st.legal_actions() if x.kind == "attack")
    assert targets == [0]


def test_adjacency_ignores_empty_slots() -> None:
    """SD-ADJ-1, SD-DEC-25, SD-CONTENT-23: units with 4 empty slots between are adjacent."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    ovcak = unit(st, 0, 1, "mechanicky_ovcak")
    far = unit(st, 0, 6, "student")
    other = unit(st, 0, 7, "student")
    assert neighbours(st.sides[0].units, 0) == [5]
    assert attack_of(st, 0, 5, far) == 2  # +1 from the Sheepdog 4 empty slots away
    assert attack_of(st, 0, 6, other) == 1  # not adjacent: the nearest left unit is slot 6
    unit(st, 1, 2, "student")
    assert neighbours(st.sides[1].units, 1) == []  # SD-DEC-25: only own side
    assert attack_of(st, 0, 0, ovcak) == 2


def test_zero_attack_cannot_attack() -> None:
    """SD-DEC-21: attack 0 cannot attack."""
    st = fresh()
    unit(st, 0, 1, "kavovar")
    assert not any(a.kind == "attack" for a in st.legal_actions())


def test_unit_dies_at_zero_or_less() -> None:
    """SD-UNIT-5, SD-DEC-20, SD-COMP-8: 0 or less health dies into its owner's graveyard."""
    st = fresh()
    unit(st, 0, 1, "doktorand")
    unit(st, 1, 1, "student")
    st.apply(Action("attack", unit=1, target=1))
    assert names(st, 1)[0] is None and grave(st, 1) == ["student"]


def test_full_board_blocks_units() -> None:
    """SD-UNIT-2, SD-UNIT-1: no unit can be played onto a full side; the slot is chosen."""
    st = fresh()
    give(st, 0, "student")
    slots = sorted(a["slot"] for a in st.legal_actions() if a.kind == "play")
    assert slots == [1, 2, 3, 4, 5, 6, 7]
    for i in range(1, 8):
        unit(st, 0, i, "kyvadlo")
    assert not any(a.kind == "play" for a in st.legal_actions())
    with pytest.raises(IllegalAction, match="SD-UNIT-2"):
        st.apply(Action("play", hand=0, slot=1, target=-1))


def test_unit_keeps_its_slot() -> None:
    """SD-UNIT-4: there is no action moving a unit."""
    st = fresh()
    unit(st, 0, 3, "student")
    assert {a.kind for a in st.legal_actions()} <= {"attack", "use_ability", "end_turn"}


def test_attack_sequence_experiment_before_damage() -> None:
    """SD-DEC-23: attack triggers (an experiment) resolve before damage; a removed attacker
    deals none."""
    from .helpers import experiment
    st = fresh(deck0="fyzik", deck1="informatik")
    unit(st, 0, 1, "doktorand")
    experiment(st, 1, "honeypot")
    st.apply(Action("attack", unit=1, target=0))
    assert st.sides[1].life == 30 and names(st, 0)[0] is None
    assert "doktorand" in [c.cid for c in st.sides[0].hand]


def test_simultaneous_deaths_order() -> None:
    """SD-DEC-28, SD-ORDER-9: dead units go to graveyards first, own on-death before observers."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    unit(st, 0, 1, "dron")
    unit(st, 1, 1, "hrobnik", hp=10)
    unit(st, 1, 2, "student", atk=1, hp=5)
    edit(st).side(1, life=30).build()
    st.apply(Action("attack", unit=1, target=2))  # drone (1/1) and student (1/5) fight
    # the drone died; its on-death hit a random enemy; the gravedigger grew once
    assert names(st, 0)[0] is None
    assert grave(st, 0) == ["dron"]
    hrobnik = st.sides[1].units[0]
    assert hrobnik is not None and hrobnik.atk == 3


def test_damage_event_then_deaths() -> None:
    """SD-DEC-27: one instruction damages all at once; units die after."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    unit(st, 1, 1, "student")
    unit(st, 1, 2, "hrobnik")
    give(st, 0, "demolice")
    play(st, "demolice")
    assert names(st, 1) == [None] * 7  # the gravedigger died in the same event, no growth
    end(st)


def test_lasting_attack_bonus_ends() -> None:
    """SD-TERM-6: +m attack adds to attack (until end of turn here)."""
    st = fresh()
    u = unit(st, 0, 1, "student")
    st.apply(Action("use_ability", target=code(0, 1)))
    assert attack_of(st, 0, 0, u) == 2


def test_slots_numbered_left_to_right() -> None:
    """SD-COMP-4: slot numbers 1-7 are the positions 0-6 of a side, left to right."""
    st = fresh()
    give(st, 0, "student")
    play(st, "student", slot=4)
    assert names(st, 0) == [None, None, None, "student", None, None, None]


def test_heroes_do_not_attack_and_unit_keywords_only_on_units() -> None:
    """SD-DEC-22, SD-TERM-3: only units attack; a hero has just a life total."""
    st = fresh()
    assert not any(a.kind == "attack" for a in st.legal_actions())
    unit(st, 0, 1, "jedovata_zaba")
    st.apply(Action("attack", unit=1, target=0))
    assert st.sides[1].life == 29 and not st.is_terminal()  # poisonous: no effect on heroes


def test_negative_modifier_is_not_damage() -> None:
    """SD-DEC-32: a health reduction ignores Shield and kills at 0; attack floors at 0."""
    from .helpers import with_card
    game, drain = with_card('''
[[card]]
id = "test_drain"
name = { cs = "Vysátí", en = "Drain" }
type = "spell"
class = "neutral"
cost = 1
effects = [{ op = "buff", attack = -9, health = -3, target = "enemy_units" }]
''')
    st = fresh(game=game)
    knight = unit(st, 1, 1, "rytir_vedy")
    edit(st).fire(0, drain).build()
    assert names(st, 1)[0] is None and knight.shield
    weak = unit(st, 1, 2, "doktorand", atk=-2)
    unit(st, 0, 1, "student", hp=5)
    end(st)
    assert attack_of(st, 1, 1, weak) == -2
    assert not any(a.kind == "attack" for a in st.legal_actions())  # SD-DEC-21
