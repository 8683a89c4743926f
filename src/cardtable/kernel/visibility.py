"""Whether a seat may be told which choice another seat made: ``choice_visible``.

A replay or a log shows a viewer another seat's choice only when the viewer
could have known it at the table. The test needs no help from the game:

- What the viewer knows after a choice is its observation and its view of the
  new events (``seen``).
- The choice is *hidden* from the viewer when some other action, legal in the
  true state or in a state the viewer cannot tell from it (``determinize`` from
  the viewer's side), would have looked the same to the viewer but is described
  differently (by ``describe``: the text form by default, or the label a front
  end shows). Which card was put away face down, which of two equal cards was
  played and what the only card in a hand was are all hidden this way. In a
  sampled state only what the viewer shares with others (public events and the
  public observation) is compared: chance after the choice (the viewer's own
  next card) differs there anyway.
- Two actions that lead to the same state are one choice, not a secret. Two
  that lead to different states which look the same to the viewer stay apart,
  even when the difference only shows later (Magic Tower's "discard this card
  and attack" against a plain discard).
- The acting seat always sees its own choice.

Each candidate is applied to a clone, so the state is left unchanged. The
sampled states come from a generator seeded by the state's step, so the answer
is the same on every run.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final

from cardtable.kernel.action import Action
from cardtable.kernel.game import State
from cardtable.kernel.rng import Rng

SAMPLES: Final = 3
"""States sampled from the viewer's side, besides the true one."""

Describe = Callable[[State, Action], str]


def _text(state: State, action: Action) -> str:
    return action.to_text()


def seen_after(state: State, action: Action, seat: int | None, full: bool = True) -> str:
    """What ``seat`` learns from ``action`` applied to a clone of ``state``, as a key.

    ``full``: its view of the new events and its observation afterwards. Otherwise only
    what it shares with others: the public and redacted new events and the public
    observation, leaving out its own private events and cards, where chance after the
    action (its own next card, in a sampled state) would make equal choices look different.
    """
    after = state.clone()
    start = len(after.events)
    after.apply(action)
    new = [(shown.key, dict(shown.params)) for event in after.events[start:]
           if (shown := event.for_seat(seat)) is not None
           and (full or seat is None or event.seats is None or seat not in event.seats)]
    seen: dict[str, Any] = {"events": new,
                            "observation": after.observation(seat if full else None)}
    return json.dumps(seen, sort_keys=True, default=str)


def outcome(state: State, action: Action) -> str:
    """The state after ``action`` (applied to a clone), without its log, as a key."""
    after = state.clone()
    after.apply(action)
    slots = {name: value for name, value in after.to_json()["slots"].items()
             if name not in ("events", "history")}
    return json.dumps(slots, sort_keys=True, default=str)


def _gives_away(world: State, action: Action, viewer: int | None, seen: str,
                description: str, describe: Describe, sampled: bool) -> bool:
    """Whether, in ``world``, a legal action looks like ``seen`` to the viewer but is
    described otherwise (and leads to another state than ``action``).

    In a ``sampled`` world ``action`` itself counts too: the same action may be described
    otherwise there (the same hand positions holding other cards).
    """
    legal = world.legal_actions()
    mine = outcome(world, action) if action in legal else None
    for other in legal:
        same = other == action
        if (same and not sampled) or seen_after(world, other, viewer, not sampled) != seen:
            continue
        if not same and mine is not None and outcome(world, other) == mine:
            continue
        if describe(world, other) != description:
            return True
    return False


def choice_visible(state: State, action: Action, viewer: int | None,
                   describe: Describe = _text, samples: int = SAMPLES) -> bool:
    """Whether ``viewer`` (``None``: a spectator) may be shown ``describe(state, action)`` for
    the current seat's legal ``action`` in ``state``, which is left unchanged."""
    actor = state.current_player()
    if actor is None or viewer == actor:
        return True
    seen = seen_after(state, action, viewer)
    description = describe(state, action)
    if _gives_away(state, action, viewer, seen, description, describe, sampled=False):
        return False
    shared = seen_after(state, action, viewer, full=False)
    rng = Rng(state.steps * 7919 + 17)
    for _ in range(samples):
        world = state.determinize(viewer, rng)
        if world.current_player() != actor:
            continue
        if _gives_away(world, action, viewer, shared, description, describe, sampled=True):
            return False
    return True
