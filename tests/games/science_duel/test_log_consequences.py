"""The log says who hits whom for how much, what died, what was healed, buffed, frozen or
poisoned, before → after, in Czech and English, with no ids or Python values (issue 13)."""

from __future__ import annotations

import re

import pytest

from cardtable.games.science_duel.state import SDState
from cardtable.kernel import Action, Rng

from .helpers import CARDS, GAME, code, edit, fresh, give, play, unit


def texts(st: SDState, start: int, lang: str, seat: int | None = None) -> list[str]:
    return [e.text(lang) for e in st.events_for(seat)[start:]]


def name(cid: str, lang: str) -> str:
    return CARDS[cid].name[lang]


def attack(st: SDState, slot: int, target: int) -> int:
    """Seat 0's unit in ``slot`` attacks ``target`` (0: the hero); returns where the events
    of the attack start."""
    start = len(st.events)
    st.apply(Action("attack", unit=slot, target=target))
    return start


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_unit_attack_says_who_hits_whom_for_how_much_and_what_dies(lang: str) -> None:
    st = fresh()
    unit(st, 0, 1, "ochranka")  # Security Guard 3/5
    unit(st, 1, 1, "student")  # Student 1/2
    start = attack(st, 1, 1)
    guard, student = name("ochranka", lang), name("student", lang)
    expected = {
        "en": [f"{guard} of seat 0 attacks {student} of seat 1",
               f"{student} of seat 1 takes 3 damage: health 2 → 0",
               f"{guard} of seat 0 takes 1 damage: health 5 → 4",
               f"{student} of seat 1 dies"],
        "cs": [f"{guard} hráče 0 útočí na {student} hráče 1",
               f"{student} hráče 1 dostává 3 poškození: životy 2 → 0",
               f"{guard} hráče 0 dostává 1 poškození: životy 5 → 4",
               f"{student} hráče 1 umírá"],
    }[lang]
    assert texts(st, start, lang) == expected
    assert texts(st, start, lang, seat=1) == expected  # the board is public


def test_an_attack_on_the_hero_logs_the_life_lost() -> None:
    st = fresh()
    unit(st, 0, 1, "student")
    start = attack(st, 1, 0)
    assert texts(st, start, "en") == ["Student of seat 0 attacks the hero of seat 1",
                                      "the hero of seat 1 takes 1 damage: life 30 → 29"]
    assert texts(st, start, "cs")[1] == "hrdina hráče 1 dostává 1 poškození: životy 30 → 29"


def test_shield_poison_and_lifesteal_are_logged() -> None:
    st = fresh()
    unit(st, 0, 1, "student")
    unit(st, 0, 2, "jedovata_zaba")  # Poison Frog 1/2, Poisonous
    unit(st, 0, 3, "polovodic")  # Semiconductor 3/4, Lifesteal
    unit(st, 1, 1, "kryptograf")  # Cryptographer 4/4, Shield
    unit(st, 1, 2, "tesla")  # Tesla 3/4
    edit(st).side(0, life=20).build()
    shield = texts(st, attack(st, 1, 1), "en")
    assert "the Shield of Cryptographer of seat 1 takes the hit and breaks" in shield
    assert "Student of seat 0 takes 4 damage: health 2 → 0" in shield
    poison = texts(st, attack(st, 2, 2), "en")
    assert poison[1:] == ["Tesla of seat 1 takes 1 damage: health 4 → 3",
                          "poison strikes Tesla of seat 1",
                          "Poison Frog of seat 0 takes 3 damage: health 2 → 0",
                          "Poison Frog of seat 0 dies", "Tesla of seat 1 dies"]
    lifesteal = texts(st, attack(st, 3, 0), "cs")
    assert lifesteal[1:] == ["hrdina hráče 1 dostává 3 poškození: životy 30 → 27",
                             "Lifesteal léčí hrdinu hráče 0: životy 20 → 23"]


def test_spells_log_damage_healing_buffs_mana_and_freezing() -> None:
    st = fresh()
    unit(st, 0, 1, "laser")  # Laser 3/3, a machine
    unit(st, 1, 1, "ochranka")
    unit(st, 1, 2, "vratny")  # Porter 1/4
    edit(st).side(1, life=25).build()
    for cid in ("exploze", "hotfix", "prestavba", "plus_bod", "absolutni_nula"):
        give(st, 0, cid)
    start = len(st.events)
    play(st, "exploze")  # 2 damage to every enemy unit
    play(st, "hotfix", target=code(1))  # heal the enemy hero 3
    play(st, "prestavba", target=code(0, 1))  # +2/+2 to a machine: the Laser
    mana = st.sides[0].mana
    play(st, "plus_bod")  # +1 mana this turn
    play(st, "absolutni_nula")  # freeze every enemy unit
    log = texts(st, start, "en")
    for line in ["Security Guard of seat 1 takes 2 damage: health 5 → 3",
                 "Porter of seat 1 takes 2 damage: health 4 → 2",
                 "the hero of seat 1 is healed: life 25 → 28",
                 "Laser of seat 0: attack 3 → 5, health 3 → 5",
                 f"seat 0: mana {mana} → {mana + 1}",
                 "Security Guard of seat 1 is frozen and skips its next readying",
                 "Porter of seat 1 is frozen and skips its next readying"]:
        assert line in log, (line, log)
    cs = texts(st, start, "cs")
    assert "Laser hráče 0: útok 3 → 5, životy 3 → 5" in cs
    assert "hrdina hráče 1 se léčí: životy 25 → 28" in cs


def test_a_chosen_target_is_named() -> None:
    """A target chosen while an effect resolves is said in words, not as a code."""
    st = fresh()
    unit(st, 1, 3, "ochranka")
    edit(st).fire(0, "paprsek").build()  # Beam: 3 damage to a chosen character
    assert st.pending is not None and st.pending.kind == "choose_target"
    start = len(st.events)
    st.apply(Action("choose_target", target=code(1, 3)))
    assert texts(st, start, "en")[:2] == ["seat 0 chooses Security Guard of seat 1",
                                          "Security Guard of seat 1 takes 3 damage: "
                                          "health 5 → 2"]
    assert texts(st, start, "cs")[0] == "hráč 0 volí cíl: Ochranka hráče 1"


LEAK = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(True|False|None)\b|[\[\]{}]|=|-1\b")
"""snake_case ids, Python values, brackets, ``key=value``, the -1 of "nobody"."""


def test_no_ids_or_python_values_in_any_seats_log() -> None:
    for seed in range(4):
        st = GAME.new_state(seed=seed)
        rng = Rng(seed)
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        keys = {e.key for e in st.events}
        assert {"science_duel.attack", "science_duel.unit_damaged"} <= keys
        for seat in (None, 0, 1):
            for event in st.events_for(seat):
                for lang in ("cs", "en"):
                    text = event.text(lang)
                    assert not LEAK.search(text), (event.key, lang, text)
