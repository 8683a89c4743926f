"""Czech and English count forms."""

from __future__ import annotations

import pytest

from cardtable.kernel.plural import PLAYERS, PLAYERS_ACC, count, count_range, counted, form


@pytest.mark.parametrize(("n", "cs", "en"), [
    (1, "1 hráč", "1 player"), (2, "2 hráči", "2 players"), (4, "4 hráči", "4 players"),
    (5, "5 hráčů", "5 players"), (0, "0 hráčů", "0 players"), (11, "11 hráčů", "11 players"),
    (22, "22 hráčů", "22 players"), (-1, "-1 hráč", "-1 player"),
])
def test_count_nominative(n: int, cs: str, en: str) -> None:
    assert count(n, PLAYERS, "cs") == cs
    assert count(n, PLAYERS, "en") == en


def test_accusative_and_ranges() -> None:
    assert count(1, PLAYERS_ACC, "cs") == "1 hráče"
    assert count(3, PLAYERS_ACC, "cs") == "3 hráče"
    assert count(6, PLAYERS_ACC, "cs") == "6 hráčů"
    assert count_range(1, 2, PLAYERS_ACC, "cs") == "1–2 hráče"
    assert count_range(2, 6, PLAYERS_ACC, "cs") == "2–6 hráčů"
    assert count_range(2, 2, PLAYERS_ACC, "cs") == "2 hráče"
    assert count_range(1, 1, PLAYERS, "en") == "1 player"
    assert form(2, PLAYERS, "de") == "players"  # an unknown language falls back to English


def test_counted_is_a_localised_parameter() -> None:
    assert counted(5, PLAYERS) == {"cs": "5 hráčů", "en": "5 players"}
    assert counted(1, PLAYERS_ACC) == {"cs": "1 hráče", "en": "1 player"}
