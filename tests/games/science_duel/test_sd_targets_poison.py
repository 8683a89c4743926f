"""Poisonous on cards that are not units, and chosen targets checked again on resolution.

SD-POISON-1 / SD-DEC-48: Poisonous works on any card that has it. SD-DEC-13 / SD-DEC-50: a
chosen target that is no longer legal when its part resolves (for example it gained Stealth
against the chooser) is not affected. The cards here are test-only: no card of the pool gives
a spell Poisonous or grants Stealth, so each test plays a game with its card added
(``GAME.with_cards``, through ``helpers.with_card``).
"""

from __future__ import annotations

import dataclasses

from cardtable.games.science_duel.model import Ctx
from cardtable.games.science_duel.targets import chosen, target_options
from cardtable.kernel import Action

from .helpers import (
    code,
    edit,
    experiment,
    fresh,
    give,
    grave,
    names,
    play,
    unit,
    with_card,
)

POISON_DART = '''
[[card]]
id = "test_poison_dart"
name = { cs = "Jedová šipka", en = "Poison Dart" }
type = "spell"
class = "neutral"
cost = 1
keywords = ["poisonous"]
target = "character"
effects = [{ op = "damage", amount = 1, target = "chosen" }]
'''

TOXIC_FOG = '''
[[card]]
id = "test_toxic_fog"
name = { cs = "Toxická mlha", en = "Toxic Fog" }
type = "field"
class = "neutral"
cost = 2
keywords = ["poisonous"]
end_each_turn = [{ op = "damage", amount = 1, target = "all_units" }]
'''

SMOKE_SCREEN = '''
[[card]]
id = "test_smoke_screen"
name = { cs = "Kouřová clona", en = "Smoke Screen" }
type = "experiment"
class = "informatik"
cost = 3
condition = "card_played"
condition_type = "spell"
effects = [{ op = "give_keyword", keyword = "stealth", target = "all_units" }]
'''


def test_poisonous_spell_destroys_the_unit_it_damages() -> None:
    """SD-POISON-1, SD-DEC-48: a spell with Poisonous destroys a unit it deals damage to,
    whatever health the unit has left; it dies into its owner's graveyard."""
    game, dart = with_card(POISON_DART)
    st = fresh(deck0="chemik", deck1="fyzik", game=game)
    big = unit(st, 1, 1, "ochranka", hp=9)
    give(st, 0, dart)
    play(st, dart, target=code(1, 1))
    assert names(st, 1)[0] is None and big.destroyed
    assert grave(st, 1) == ["ochranka"] and grave(st, 0) == [dart]


def test_poisonous_spell_blocked_by_shield_and_no_effect_on_heroes() -> None:
    """SD-POISON-1, SD-DEC-48, SD-DEC-45: damage prevented by Shield is not dealt, so the
    poisoned unit survives; a hero just takes the damage (SD-DEC-22)."""
    game, dart = with_card(POISON_DART)
    st = fresh(deck0="chemik", deck1="fyzik", game=game)
    knight = unit(st, 1, 1, "rytir_vedy")
    give(st, 0, dart)
    give(st, 0, dart)
    play(st, dart, target=code(1, 1))
    assert names(st, 1)[0] == "rytir_vedy" and not knight.shield and not knight.destroyed
    assert knight.hp == 3
    play(st, dart, target=code(1))
    assert st.sides[1].life == 29 and not st.is_terminal()


def test_poisonous_spell_kill_triggers_on_death() -> None:
    """SD-POISON-1, SD-DEC-48, SD-DEC-28: the poisoned unit dies, so its Při smrti resolves."""
    game, dart = with_card(POISON_DART)
    st = fresh(deck0="chemik", deck1="fyzik", game=game)
    unit(st, 1, 1, "zmutovana_krysa", hp=6)  # Při smrti: 1 damage to a random enemy unit
    mine = unit(st, 0, 1, "ochranka")
    give(st, 0, dart)
    play(st, dart, target=code(1, 1))
    assert names(st, 1)[0] is None and grave(st, 1) == ["zmutovana_krysa"]
    assert mine.hp == 4  # the rat's death text hit the only enemy unit it had


def test_poisonous_field_destroys_every_unit_it_damages() -> None:
    """SD-POISON-1, SD-DEC-48: Poisonous on another kind of card (a field) works the same,
    for each unit of an area damage; a shielded unit only loses its Shield."""
    game, fog = with_card(TOXIC_FOG)
    st = fresh(deck0="chemik", deck1="fyzik", game=game)
    unit(st, 0, 1, "ochranka", hp=9)
    unit(st, 1, 2, "doktorand", hp=8)
    knight = unit(st, 1, 3, "rytir_vedy")
    give(st, 0, fog)
    play(st, fog)
    st.apply(Action("end_turn"))
    assert names(st, 0)[0] is None and names(st, 1)[1] is None
    assert names(st, 1)[2] == "rytir_vedy" and not knight.shield and knight.hp == 3


def test_unit_poison_unchanged_by_card_poison() -> None:
    """SD-POISON-1, SD-SILENCE-2: a silenced poisonous unit no longer poisons in combat."""
    st = fresh(deck0="chemik", deck1="fyzik")
    unit(st, 0, 1, "jedovata_zaba", silenced=True)
    target = unit(st, 1, 1, "ochranka", hp=9)
    st.apply(Action("attack", unit=1, target=1))
    assert names(st, 1)[0] == "ochranka" and target.hp == 8


def test_target_gaining_stealth_before_resolution_is_not_hit() -> None:
    """SD-DEC-50, SD-DEC-13, SD-STEALTH-1: the opponent's experiment gives the chosen enemy
    unit Stealth in the reaction step (SD-DEC-12 step 4), so when the spell resolves its
    target is no longer legal and that part does nothing; the spell is still played."""
    game, smoke = with_card(SMOKE_SCREEN)
    st = fresh(deck0="fyzik", deck1="informatik", game=game)
    victim = unit(st, 1, 1, "doktorand")
    experiment(st, 1, smoke)
    give(st, 0, "paprsek")  # 3 damage to a chosen character
    play(st, "paprsek", target=code(1, 1))
    assert victim.stealth and victim.hp == 3 and names(st, 1)[0] == "doktorand"
    assert grave(st, 1) == [smoke] and grave(st, 0) == ["paprsek"]
    assert st.sides[0].played == 1 and st.sides[0].mana == 8
    assert code(1, 1) not in target_options(st, 0, "paprsek")


def test_own_unit_gaining_stealth_stays_a_legal_target() -> None:
    """SD-DEC-50, SD-DEC-13: Stealth only stops the opponent's effects, so the chooser's own
    unit that gained Stealth in the meantime still receives the effect."""
    game, smoke = with_card(SMOKE_SCREEN)
    st = fresh(deck0="chemik", deck1="informatik", game=game)
    mine = unit(st, 0, 1, "doktorand")
    experiment(st, 1, smoke)
    give(st, 0, "mutagen")  # +2/+2 to a chosen friendly unit
    play(st, "mutagen", target=code(0, 1))
    assert mine.stealth and (mine.atk, mine.hp) == (4, 5)


def test_chosen_target_checked_again_on_resolution() -> None:
    """SD-DEC-13, SD-DEC-50, SD-DEC-55: a chosen enemy unit that gained Stealth, turned
    dormant or changed sides since it was chosen is not affected; a random pick (SD-DEC-69)
    ignores Stealth, also when it resolves."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    u = unit(st, 1, 2, "doktorand")
    ctx = Ctx(-5, "paprsek", 0, target=code(1, 2), tuid=u.uid)
    assert chosen(st, ctx) == [u]
    edit(st).change_unit(1, 2, stealth=True).build()
    assert chosen(st, ctx) == []
    assert chosen(st, dataclasses.replace(ctx, random=True)) == [u]
    edit(st).change_unit(1, 2, stealth=False, dormant=1).build()
    assert chosen(st, Ctx(-5, "paprsek", 0, target=code(1, 2), tuid=u.uid)) == []
    edit(st).change_unit(1, 2, dormant=0).build()
    edit(st).move_unit(1, 2, 0, 4).build()  # taken over by the chooser: no longer an enemy
    assert chosen(st, Ctx(-5, "elektromagnet", 0, target=code(1, 2), tuid=u.uid)) == []


def test_random_choice_may_pick_a_stealthed_enemy() -> None:
    """SD-STEALTH-3, SD-DEC-69: random target lists include the opponent's stealthed units,
    chosen ones do not (SD-STEALTH-1)."""
    st = fresh()
    unit(st, 1, 1, "spion")
    assert code(1, 1) not in target_options(st, 0, "paprsek")
    assert code(1, 1) in target_options(st, 0, "paprsek", random=True)


def test_every_target_filter_has_its_bits() -> None:
    """The filter bits ``target_options`` reads are the words of the filter's name: only
    the opponent's side ("enemy"), only one's own ("friendly"), heroes too ("character")."""
    from cardtable.games.science_duel.cards import FILTERS
    from cardtable.games.science_duel.targets import CHARACTER, ENEMY, FILTER_BITS, FRIENDLY

    assert set(FILTER_BITS) == set(FILTERS)
    for name, bits in FILTER_BITS.items():
        assert bool(bits & ENEMY) == ("enemy" in name), name
        assert bool(bits & FRIENDLY) == ("friendly" in name), name
        assert bool(bits & CHARACTER) == ("character" in name), name
