"""Deck viability (HX-CONTENT-21), the short version: random games on every standard
map end without an error or a cap of HX-DEC-62, greedy games with the two decks end
by a win condition, and the benchmark that measures the full numbers runs and flags
its limits. The full run (2,000 greedy games, 1,000 random games per map) is
``benchmarks/hexy_viability.py``; its figures are in ``docs/rules/hexy.md``."""

from __future__ import annotations

import random

import pytest

from cardtable.bots import GreedyBot
from cardtable.games.hexy import HEXY
from cardtable.games.hexy.maps import map_ids
from cardtable.kernel import PlayerView
from support.scripts import load_benchmark

viability = load_benchmark("hexy_viability.py", "cardtable_benchmarks_hexy_viability")


@pytest.mark.parametrize("map_id", map_ids())
def test_random_games_on_every_map_end_without_errors_or_caps(map_id: str) -> None:
    """HX-CONTENT-21: random-bot games on each map of HX-CONTENT-17 end, keep the
    invariants, and never reach a cap of HX-DEC-62."""
    for seed in range(3):
        rng = random.Random(seed)
        state = HEXY.new_state(seed=seed, players=2, map=map_id)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            assert HEXY.invariant_errors(state) == []
        assert state.end != "cap"  # type: ignore[attr-defined]


def test_greedy_games_with_the_two_decks_end_by_a_win_condition() -> None:
    """HX-CONTENT-21: the greedy bot plays the preconstructed decks to a Flag or a
    Winning Die, not to the turn limit or a cap."""
    for seed, decks in ((1, ["goblin_rush", "sky_guard"]), (2, ["sky_guard", "goblin_rush"])):
        state = HEXY.new_state(seed=seed, players=2, decks=decks)
        bots = [GreedyBot(seed=seed + s, samples=1) for s in range(2)]
        while not state.is_terminal():
            seat = state.current_player()
            assert seat is not None
            state.apply(bots[seat].choose(PlayerView(state, seat)))
        assert state.end in ("flag", "die")  # type: ignore[attr-defined]
        assert sorted(state.returns()) == [-1.0, 1.0]


def test_the_viability_benchmark_reports_rates_ends_and_flags(
        capsys: pytest.CaptureFixture[str]) -> None:
    """HX-CONTENT-21: the benchmark prints each deck's rate with its interval, the
    starting player's, the mix of ends and the random games per map."""
    viability.main(["--games", "2", "--random-games", "1", "--workers", "1"])
    out = capsys.readouterr().out
    assert "goblin_rush" in out and "sky_guard" in out and "starting player" in out
    assert "ends: " in out and "hex_r4:" in out and "hex_r3:" in out
    assert "FLAG" in out or "every limit of HX-CONTENT-21 holds" in out
