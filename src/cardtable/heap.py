"""CPython's cyclic collector in long runs: freeze what the imports built.

A full collection walks every tracked object of the process. Most of them were
made at import: modules, functions, the games' pydantic schemas and catalogues,
which live as long as the process. A simulation or a search allocates quickly,
so full collections come often, and in a Science Duel loop they were a tenth of
the time, nearly all of it spent walking those import-time objects again
(docs/performance.md). ``freeze_now`` collects once and moves everything alive
into the collector's permanent generation (``gc.freeze``): it is never walked
again, and is still freed by reference counting when nothing refers to it.

It is a process-wide setting, so only code that owns its process calls it:
``cardtable serve`` at start-up (``server/heap.py``), the simulation and search
workers once each (``settle_once``), and the benchmark scripts, whose reference
lines run after it too.
"""

from __future__ import annotations

import gc

_settled = [False]
"""Whether ``settle_once`` ran in this process."""


def freeze_now() -> None:
    """Collect what is garbage now, then freeze every object still alive."""
    gc.collect()
    gc.freeze()


def settle_once() -> None:
    """``freeze_now`` the first time a process calls it (a worker's first task, once
    its job has imported the game); later calls do nothing."""
    if not _settled[0]:
        _settled[0] = True
        freeze_now()
