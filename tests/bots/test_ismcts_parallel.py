"""ISMCTS root parallelism: the iterations are shared with a local process pool, the
root statistics summed, and a seed with a worker count gives the same search."""

from __future__ import annotations

import pickle
from collections.abc import Iterator

import pytest

from cardtable.bots import IsmctsBot, RandomBot, make_bot
from cardtable.bots import ismcts_parallel as parallel
from cardtable.kernel import Action, PlayerView, load
from support.toy_game import TOY


@pytest.fixture(autouse=True)
def _stop_pools() -> Iterator[None]:
    yield
    parallel.shutdown_pools()


def _stats(bot: IsmctsBot, view: PlayerView) -> dict[Action, tuple[int, int, list[float]]]:
    root = bot.search(view)
    assert root.visits == bot.last_iterations
    return {a: (c.visits, c.avail, c.reward) for a, c in root.children.items()}


def test_two_workers_share_the_iterations_and_repeat_for_a_seed() -> None:
    view = PlayerView(TOY.new_state(seed=5, players=2), 0)
    first = _stats(IsmctsBot(7, iterations=81, workers=2), view)
    second = _stats(IsmctsBot(7, iterations=81, workers=2), view)
    assert first == second
    assert sum(visits for visits, _, _ in first.values()) == 81
    alone = _stats(IsmctsBot(7, iterations=81), view)
    assert sum(visits for visits, _, _ in alone.values()) == 81
    assert first != alone  # the pool's part searched with its own seed


def test_a_built_in_game_goes_to_the_pool_by_id() -> None:
    game = load("science_duel")
    assert pickle.loads(pickle.dumps(game)) is not game  # a plain pickle ships a copy
    assert parallel.loads(parallel.dumps(game)) is game


@pytest.mark.parametrize("game_id", ["clash_of_decks", "science_duel"])
def test_a_game_through_the_pool_chooses_the_same_for_a_seed(game_id: str) -> None:
    """Mid-game, so the pool's rollouts run card effects (Science Duel's effects are
    found by identity in its catalogue, which a pickled state would break)."""
    game = load(game_id)
    state = game.new_state(seed=11)
    rnd = RandomBot(3)
    while (seat := state.current_player()) is not None and state.steps < 30:
        state.apply(rnd.choose(PlayerView(state, seat)))
    assert seat is not None
    view = PlayerView(state, seat)
    bots = [make_bot("ismcts:iterations=40:workers=3", 2) for _ in range(2)]
    moves = {bot.choose(view) for bot in bots}
    assert len(moves) == 1 and moves <= set(view.legal_actions)
    assert [bot.last_iterations for bot in bots] == [40, 40] or len(view.legal_actions) == 1


def test_split_shares_every_iteration() -> None:
    assert parallel.split(10, 3) == [4, 3, 3]
    assert parallel.split(1, 2) == [1, 0]
    assert sum(parallel.split(1001, 4)) == 1001


def test_a_simulation_on_a_pool_with_parallel_bots_finishes() -> None:
    """A pool worker whose bot keeps a pool of its own exits when its pool is shut down
    (multiprocessing joins a process's children before ``atexit`` would stop them)."""
    from cardtable.sim import make_job, run_jobs

    job = make_job(TOY, ["ismcts:iterations=8:workers=2", "random"], 2, seed=4)
    outcome = run_jobs([job], workers=2)
    assert outcome.games == 2 and not outcome.interrupted
    serial = run_jobs([job], workers=1)
    assert [r.returns for r in outcome.results[0]] == [r.returns for r in serial.results[0]]
