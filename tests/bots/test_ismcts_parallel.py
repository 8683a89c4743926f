"""ISMCTS root parallelism: the iterations are shared with a local process pool, the
root statistics summed, and a seed with a worker count gives the same search."""

from __future__ import annotations

import pickle
from collections.abc import Iterator

import pytest

from cardtable.bots import IsmctsBot, make_bot
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
    state = game.new_state(seed=3)
    assert pickle.loads(pickle.dumps(state)).game is not game  # a plain pickle ships a copy
    copy = parallel.loads(parallel.dumps(state))
    assert copy.game is game and copy.to_json() == state.to_json()


def test_a_game_through_the_pool_chooses_the_same_for_a_seed() -> None:
    game = load("clash_of_decks")
    state = game.new_state(seed=11)
    seat = state.current_player()
    assert seat is not None
    view = PlayerView(state, seat)
    moves = {make_bot("ismcts:iterations=30:workers=3", 2).choose(view) for _ in range(2)}
    assert len(moves) == 1 and moves <= set(view.legal_actions)


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
