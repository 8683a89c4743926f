"""Checkpoints: the stored digest that proves a rebuilt table is the table that was played.

A table is stored as its seed, options and actions; rebuilding it means replaying
them. To catch a replay that no longer gives the same state (an edited database, a
changed engine), the store keeps the kernel's ``state_digest`` of the state after
one step, the table's checkpoint. ``state_digest`` hashes the whole state as JSON,
event log included, so it costs more than the action itself (about 3 ms for a long
Hecatomb game); the server takes it at step 0, after every ``CHECKPOINT``-th step
and after the last one, not after every action. Replaying a stored table checks the
state at the checkpoint exactly; the actions after it (fewer than ``CHECKPOINT``)
are checked by the kernel as they are applied, like any action.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.kernel.action import Action
from cardtable.kernel.game import State
from cardtable.kernel.record import state_digest

CHECKPOINT = 16
"""Steps between two stored digests of a table's state (and at the game's end)."""


class CheckpointMismatch(ValueError):
    """A replayed state differs from the stored digest of its step."""


def due(state: State) -> bool:
    """Whether the state a table has just reached is stored with its digest."""
    return state.steps % CHECKPOINT == 0 or state.is_terminal()


def replay_checked(state: State, texts: Iterable[str], digest: str, digest_step: int
                   ) -> State:
    """Apply the actions ``texts`` to ``state`` (in place, and returned), checking the
    state at ``digest_step`` against ``digest`` when the replay passes it (or starts
    there). ``CheckpointMismatch`` when it differs; the kernel's ``IllegalAction``
    when a stored action is refused."""
    if state.steps == digest_step:
        _check(state, digest)
    for text in texts:
        state.apply(Action.parse(text))
        if state.steps == digest_step:
            _check(state, digest)
    return state


def _check(state: State, digest: str) -> None:
    found = state_digest(state)
    if found != digest:
        raise CheckpointMismatch(f"digest {found} differs from the stored {digest} "
                                 f"at step {state.steps}")
