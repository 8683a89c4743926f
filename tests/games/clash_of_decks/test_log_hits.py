"""The log states every hit of an attack or an incantation, Splash and Pierce included, with
the creature's health before → after, in Czech and English, without ids (issue 13)."""

from __future__ import annotations

import random
import re

import pytest
from cod_support import BOTTOM, TOP, act, duel

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.state import ClashState

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def attack(board: dict[tuple[int, int], list[str]]) -> tuple[ClashState, int]:
    """Seat 0's first attack of its phase 3 on ``board``; the state and where its events
    start."""
    s = duel([HAND, HAND], board, phase=3)
    start = len(s.events)
    act(s, "attack")
    return s, start


def texts(s: ClashState, start: int, lang: str, seat: int | None = None) -> list[str]:
    return [e.text(lang) for e in s.events_for(seat)[start:]]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Test splash of side 0 attacks Dummy 2 for 2",
            "Dummy 2 of side 1 takes 2: health 7 → 5",
            "Splash: Dummy 4 of side 1 takes 2: health 7 → 5"]),
    ("cs", ["Zkouška: Šplouchnutí strany 0 útočí na Figurant 2 za 2",
            "Figurant 2 strany 1 utrží 2: životy 7 → 5",
            "Šplouchnutí: Figurant 4 strany 1 utrží 2: životy 7 → 5"]),
])
def test_a_splash_hit_is_logged(lang: str, expected: list[str]) -> None:
    s, start = attack({(0, TOP): ["t_splash"], (1, TOP): ["w2", "w3"], (1, BOTTOM): ["w4"]})
    assert texts(s, start, lang) == expected
    assert texts(s, start, lang, seat=1) == expected  # public to every seat


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Test pierce of side 0 attacks Dummy 1 for 2",
            "Dummy 1 of side 1 takes 2: health 7 → 5",
            "Pierce: Dummy 2 of side 1 takes 2: health 7 → 5"]),
    ("cs", ["Zkouška: Proražení strany 0 útočí na Figurant 1 za 2",
            "Figurant 1 strany 1 utrží 2: životy 7 → 5",
            "Proražení: Figurant 2 strany 1 utrží 2: životy 7 → 5"]),
])
def test_a_pierce_hit_is_logged(lang: str, expected: list[str]) -> None:
    s, start = attack({(0, TOP): ["t_pierce"], (1, TOP): ["w1", "w2"]})
    assert texts(s, start, lang) == expected


def test_protection_takes_the_hit_and_pierce_still_hits_behind() -> None:
    s, start = attack({(0, TOP): ["t_pierce"], (1, TOP): ["t_protection", "w1"]})
    assert texts(s, start, "en") == ["Test pierce of side 0 attacks Test protection for 2",
                                     "Test protection of side 1 is protected",
                                     "Pierce: Dummy 1 of side 1 takes 2: health 7 → 5"]


def test_a_killing_hit_ends_at_zero_and_the_creature_is_destroyed() -> None:
    s, start = attack({(0, TOP): ["t_splash"], (1, TOP): ["v1_1"]})
    log = texts(s, start, "en")
    assert log[1:3] == ["Test creature 1/1 of side 1 takes 2: health 1 → 0",
                        "Test creature 1/1 of side 1 is destroyed"]


def test_an_incantations_splash_is_logged() -> None:
    s = duel([["B", "t_zap3_splash", "v1_1", "v1_2"], HAND],
             {(0, TOP): ["v2_7"], (1, TOP): ["w1"], (1, BOTTOM): ["w2"]}, mana=5)
    start = len(s.events)
    act(s, "cast pick=1 side=1 row=top position=1")
    log = texts(s, start, "en")
    assert "Dummy 1 of side 1 takes 3 from the incantation: health 7 → 4" in log
    assert "Splash: Dummy 2 of side 1 takes 3 from the incantation: health 7 → 4" in log
    assert ("Šplouchnutí: Figurant 2 strany 1 utrží 3 od zaklínadla: životy 7 → 4"
            in texts(s, start, "cs"))


LEAK = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(True|False|None)\b|[\[\]{}]|-1\b|\b(top|bottom)\b")
"""snake_case ids, Python values, brackets, the -1 of a draw, untranslated row ids (the
English row names read "top row"/"bottom row" and are allowed below)."""


def test_no_ids_or_python_values_in_any_seats_log() -> None:
    for players, options in GAME.sample_configs():
        for seed in range(2):
            s = GAME.new_state(seed=seed, players=players, **options)
            rng = random.Random(seed)
            while not s.is_terminal():
                s.apply(rng.choice(s.legal_actions()))
            for seat in (None, *range(players)):
                for event in s.events_for(seat):
                    for lang in ("cs", "en"):
                        text = re.sub(r"\b(top|bottom) row\b", "row", event.text(lang))
                        assert not LEAK.search(text), (event.key, lang, event.text(lang))
