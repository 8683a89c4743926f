"""Hypothesis strategies for kernel value types (actions, plain state data)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from cardtable.kernel import Action

words = st.from_regex(r"[A-Za-z_][A-Za-z0-9_\-.:]{0,7}", fullmatch=True)
"""Identifier-like words: action kinds, argument names and word values."""

scalars = st.one_of(st.integers(min_value=-(10**12), max_value=10**12), words)
arg_values = st.one_of(scalars, st.lists(scalars, max_size=5).map(tuple))

actions = st.builds(
    lambda kind, args: Action(kind, **args),
    words,
    st.dictionaries(words, arg_values, max_size=4),
)


def _plain_leaves() -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=6),
                     st.floats(allow_nan=False, allow_infinity=False))


hashables = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=6)),
    lambda inner: st.one_of(st.tuples(inner, inner), st.frozensets(inner, max_size=3)),
    max_leaves=6,
)
"""Values that may be dict keys or set members in state data."""

plain_data = st.recursive(
    _plain_leaves(),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.sets(hashables, max_size=3),
        st.frozensets(hashables, max_size=3),
        st.dictionaries(st.text(max_size=5), inner, max_size=3),
        st.dictionaries(hashables, inner, max_size=3),
        actions,
    ),
    max_leaves=12,
)
"""Nested state data as the kernel's ``serial`` module must round-trip it."""
