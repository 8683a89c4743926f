"""Markers for the optional mypyc build (``make compiled``, docs/performance.md).

``mypyc_attr`` tells mypyc how to compile a class; the kernel uses
``allow_interpreted_subclasses=True``, which lets code that is not compiled
(games left out of the build, tests' toy games) subclass it. mypyc
reads the marker from the source; at run time it changes nothing, and the
pure-Python package does not need ``mypy_extensions`` installed. This module
itself is never compiled (``scripts/build_compiled.py`` leaves it out).

``i64`` is mypyc's native 64-bit integer: compiled code keeps it in a C
``int64_t`` whose arithmetic wraps around; in Python it is a plain ``int``
(``kernel/rng.py`` tells the two apart at import).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import i64, mypyc_attr
else:
    try:
        from mypy_extensions import i64, mypyc_attr
    except ImportError:  # installed without mypy: the markers do nothing

        def mypyc_attr(*_attrs, **_kwattrs):
            return lambda cls: cls

        i64 = int


__all__ = ["i64", "mypyc_attr"]
