"""``cardtable.heap``: a long run freezes what the imports built, once per process."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from cardtable import heap


@pytest.fixture
def thawed() -> Iterator[None]:
    """Give the test process back to the collector afterwards (and forget the settling)."""
    flag = heap._settled[0]
    yield
    gc.unfreeze()
    heap._settled[0] = flag


def test_freeze_now_moves_the_live_objects_out_of_the_collectors_way(thawed: None) -> None:
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    heap.freeze_now()
    frozen = gc.get_freeze_count()
    assert frozen > 1000  # the modules, functions and classes of this process at least
    assert all(count == 0 for count in gc.get_count()[1:])  # the collection before it


def test_settle_once_freezes_the_first_time_only(thawed: None) -> None:
    gc.unfreeze()
    heap._settled[0] = False
    heap.settle_once()
    first = gc.get_freeze_count()
    assert first > 0
    gc.unfreeze()
    heap.settle_once()  # a worker's later tasks: nothing more
    assert gc.get_freeze_count() == 0
