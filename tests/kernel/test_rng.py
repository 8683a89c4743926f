"""``Rng``: SplitMix64, deterministic, serialisable, with correct bounds."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.kernel import Rng, serial


def test_known_answer_splitmix64() -> None:
    """The published SplitMix64 sequence for seed 0, so every platform agrees."""
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@given(st.integers())
def test_same_seed_same_sequence(seed: int) -> None:
    a, b = Rng(seed), Rng(seed)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    assert a == b and hash(a) == hash(b)


def test_different_seeds_differ() -> None:
    assert Rng(1).next64() != Rng(2).next64()


@given(st.integers(), st.integers(min_value=1, max_value=10**30))
def test_below_is_within_bounds(seed: int, n: int) -> None:
    rng = Rng(seed)
    for _ in range(20):
        assert 0 <= rng.below(n) < n


@pytest.mark.parametrize("n", [0, -3])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError, match="positive"):
        Rng(1).below(n)


def test_below_covers_small_ranges_evenly() -> None:
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)


@given(st.integers(), st.integers(min_value=-50, max_value=50), st.integers(0, 50))
def test_randint_includes_both_ends(seed: int, lo: int, width: int) -> None:
    rng = Rng(seed)
    values = {rng.randint(lo, lo + width) for _ in range(200)}
    assert min(values) >= lo and max(values) <= lo + width
    if width <= 3:
        assert values == set(range(lo, lo + width + 1))


@given(st.integers(), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_shuffle_reaches_every_order_of_three() -> None:
    orders = set()
    rng = Rng(3)
    for _ in range(200):
        items = [1, 2, 3]
        rng.shuffle(items)
        orders.add(tuple(items))
    assert len(orders) == 6


def test_random_and_choice() -> None:
    rng = Rng(5)
    assert all(0.0 <= rng.random() < 1.0 for _ in range(100))
    assert {rng.choice("abc") for _ in range(100)} == {"a", "b", "c"}


def test_copy_is_independent_and_fork_advances() -> None:
    rng = Rng(9)
    twin = rng.copy()
    assert twin == rng and twin is not rng
    twin.next64()
    assert twin != rng
    before = rng.state
    child = rng.fork()
    assert rng.state != before and child != rng


@given(st.integers())
def test_serialises_exactly(seed: int) -> None:
    rng = Rng(seed)
    rng.next64()
    data = json.loads(json.dumps(serial.encode(rng)))
    again = serial.decode(data)
    assert again == rng
    assert again.next64() == rng.next64()
    assert repr(again) == repr(rng)


@given(st.integers(), st.integers(min_value=1, max_value=10**30))
def test_below_is_next64_scaled(seed: int, n: int) -> None:
    """``below`` inlines the generator step: it must stay ``next64() * n >> 64``."""
    fast, reference = Rng(seed), Rng(seed)
    for _ in range(5):
        assert fast.below(n) == (reference.next64() * n) >> 64
    assert fast == reference


@given(st.integers(), st.integers(0, 70))
def test_shuffle_is_fisher_yates_with_below(seed: int, size: int) -> None:
    """``shuffle`` inlines ``below``: same permutation and same generator state after."""
    fast, reference = Rng(seed), Rng(seed)
    items, expected = list(range(size)), list(range(size))
    fast.shuffle(items)
    for i in range(size - 1, 0, -1):
        j = reference.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and fast == reference
