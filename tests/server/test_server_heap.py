"""The serving process's garbage collector (``server/heap.py``): start-up frozen, full
collections on a timer while the app serves, none after it stops."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_support import TestClient

from cardtable.server.app import create_app
from cardtable.server.bots import BotPool
from cardtable.server.heap import NO_GROWTH_TRIGGER, HeapKeeper


@pytest.fixture
def restored_collector() -> Iterator[None]:
    """``settle`` changes the process's collector; put it back for the other tests."""
    threshold = gc.get_threshold()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


class CountingCollector:
    def __init__(self) -> None:
        self.generations: list[int] = []

    def __call__(self, generation: int) -> int:
        self.generations.append(generation)
        return 0


def test_settle_loads_every_game_freezes_start_up_and_stops_the_growth_trigger() -> None:
    """In a process of its own: ``settle`` changes the whole process's collector."""
    import subprocess
    import sys

    probe = (
        "import gc, sys\n"
        "from cardtable.kernel.registry import game_ids\n"
        "from cardtable.server.heap import HeapKeeper\n"
        "before = [g for g in game_ids() if 'cardtable.games.' + g in sys.modules]\n"
        "young = gc.get_threshold()[:2]\n"
        "HeapKeeper().settle()\n"
        "loaded = all('cardtable.games.' + g in sys.modules for g in game_ids())\n"
        "print(len(before), loaded, gc.get_freeze_count() > 0,"
        " gc.get_threshold()[2], gc.get_threshold()[:2] == young)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["0", "True", "True", str(NO_GROWTH_TRIGGER), "True"]


def test_a_frozen_object_is_still_freed_when_nothing_refers_to_it(
        restored_collector: None) -> None:
    import weakref

    class Held:
        pass

    held = Held()
    gone = weakref.ref(held)
    HeapKeeper().settle()
    del held
    assert gone() is None


def test_run_collects_everything_every_period_until_cancelled() -> None:
    counting = CountingCollector()
    ticks = iter(range(1000))
    keeper = HeapKeeper(every=0.001, collect=counting, clock=lambda: float(next(ticks)))

    async def serve_a_while() -> None:
        task = asyncio.create_task(keeper.run())
        while keeper.collections < 3:
            await asyncio.sleep(0.001)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)

    asyncio.run(serve_a_while())
    assert keeper.collections >= 3
    assert set(counting.generations) == {2}
    assert keeper.last_pause == 1.0  # one tick of the injected clock per collection


def test_a_period_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        HeapKeeper(every=0)


def test_the_app_runs_the_keeper_while_it_serves_and_stops_it_on_shutdown(
        pool: BotPool, tmp_path: Path) -> None:
    counting = CountingCollector()
    keeper = HeapKeeper(every=0.001, collect=counting)
    app = create_app(f"sqlite:///{tmp_path / 'tables.db'}", bots=pool, heap=keeper)
    with TestClient(app) as client:
        for _ in range(2000):
            if keeper.collections >= 2:
                break
            assert client.get("/api/games").status_code == 200
        assert keeper.collections >= 2
    stopped_at = keeper.collections
    asyncio.run(asyncio.sleep(0.01))
    assert keeper.collections == stopped_at
