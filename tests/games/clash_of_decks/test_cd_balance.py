"""Viability of the prepared decks (CD-CONTENT-5), reduced and seeded; the full run with
2,000 games per ordered pair is ``benchmarks/clash_of_decks_balance.py``.

The Solo bound (greedy wins 25-75% of quick games with each prepared deck) is
checked on SOLO_GAMES games per deck with the bot's default determinizations: a
deck fails when its 95% Wilson interval lies wholly outside [25%, 75%], the
tolerance that sample size allows. The full figures are in
docs/rules/clash_of_decks.md.
"""

from __future__ import annotations

import itertools
import random

import pytest

from cardtable.bots import GreedyBot
from cardtable.games.clash_of_decks import GAME
from cardtable.kernel import PlayerView
from cardtable.sim.stats import wilson

GAMES = 150
SOLO_GAMES = 200


def _duel(a: int, b: int, seed: int) -> float:
    state = GAME.new_state(seed=seed, prepared_decks=[a, b])
    bots = [GreedyBot(seed=seed * 2 + s, samples=1) for s in range(2)]
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        state.apply(bots[seat].choose(PlayerView(state, seat)))
    return (state.returns()[0] + 1) / 2


def _solo(deck: int, seed: int) -> float:
    state = GAME.new_state(seed=seed, mode="solo", format="prepared", prepared_decks=[deck])
    bot = GreedyBot(seed=seed)
    while not state.is_terminal():
        state.apply(bot.choose(PlayerView(state, 0)))
    return (state.returns()[0] + 1) / 2


@pytest.mark.slow
def test_solo_greedy_win_rate_cd_content_5() -> None:
    """CD-CONTENT-5: in a Solo quick game (Prepared) the greedy bot wins 25-75% with each deck;
    a deck fails when its 95% interval lies wholly outside that band."""
    for deck in (1, 2, 3, 4):
        rate = sum(_solo(deck, 70_000 + 101 * deck + k) for k in range(SOLO_GAMES)) / SOLO_GAMES
        low, high = wilson(rate * SOLO_GAMES, SOLO_GAMES)
        assert high >= 0.25 and low <= 0.75, (deck, rate, low, high)


@pytest.mark.slow
def test_prepared_decks_viable_cd_content_5() -> None:
    """CD-CONTENT-5: greedy vs greedy, each pair of decks within 35-65%, each deck overall within
    42-58%; at least 99% of random games end before the turn limit."""
    score = {}
    for a, b in itertools.permutations((1, 2, 3, 4), 2):
        score[(a, b)] = sum(_duel(a, b, 50_000 + 97 * a + 13 * b + k) for k in range(GAMES))
    for a in (1, 2, 3, 4):
        total = 0.0
        for b in (1, 2, 3, 4):
            if a != b:
                wins = score[(a, b)] + GAMES - score[(b, a)]
                total += wins
                assert 0.35 <= wins / (2 * GAMES) <= 0.65, (a, b, wins / (2 * GAMES))
        assert 0.42 <= total / (6 * GAMES) <= 0.58, (a, total / (6 * GAMES))
    for players in (1, 2):
        ended = 0
        for seed in range(300):
            state = GAME.new_state(seed=seed, players=players)
            rng = random.Random(seed)
            while not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
            ended += any(state.returns())
        assert ended >= 297
