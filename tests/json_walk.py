"""Walking JSON-like values in tests (leak checks look at every string a frame holds)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def strings(value: Any) -> Iterator[str]:
    """Every string in ``value``, through dicts' values and lists, depth first."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from strings(inner)
