"""A seat's frame: everything one seat (or a spectator) is shown of a table.

A frame is built only from what the kernel gives that seat: ``observation(seat)``
as it is, the texts of ``events_for(seat)`` in the reader's language, and, when
the seat must decide, its legal actions with the game's labels, computed from
the seat's ``PlayerView``. The rest is the table's public data (who sits where
and whether they are connected, which bot is thinking, the chat). Nothing is
read from the true state directly, so a frame cannot carry another seat's
hidden cards. Spectators get ``observation(None)`` and ``events_for(None)``.

Events come as a slice of the seat's log: ``events.from`` is the index of the
first text sent, ``events.total`` the length of the log, so a socket sends
each text once and ``GET`` sends the log from ``since``.

The seat's part of a frame (its observation, its event list, its legal actions
with labels) changes only with the table's state; a ``SeatView`` keeps it for each
seat and language, so every connection of that seat, and every frame sent for a
change that leaves the state as it is (a bot starting to think, someone connecting,
a chat line), reuses it instead of asking the kernel again. The table's public part
(seats, chat, thinking, status) is read fresh for every frame.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from cardtable.kernel.events import Event
from cardtable.kernel.game import State
from cardtable.kernel.view import PlayerView
from cardtable.server.tables import LiveTable


@dataclass(frozen=True)
class SeatView:
    """What one seat is shown of one state, in one language."""

    state: State
    """The state it was built from (the cache holds while the table's state is this one)."""
    observation: dict[str, Any]
    events: list[Event]
    legal: list[dict[str, str]]


def seat_view(table: LiveTable, seat: int | None, lang: str) -> SeatView:
    """The seat's part of a frame of the table's current state (built once per state)."""
    state = table.state
    key = (seat, lang)
    cached = table.views.get(key)
    if isinstance(cached, SeatView) and cached.state is state:
        return cached
    game = table.game
    legal: list[dict[str, str]] = []
    if seat is not None and state.current_player() == seat:
        view = PlayerView(state, seat)
        observation = view.observation
        for action in view.legal_actions:
            entry = game.menu_entry(view, action, lang)
            legal.append({"action": action.to_text(),
                          "label": game.action_label(view, action, lang),
                          "group": entry.group})
    else:
        observation = state.observation(seat)
    built = SeatView(state, observation, state.events_for(seat), legal)
    table.views[key] = built
    return built


def build_frame(table: LiveTable, seat: int | None, lang: str, since: int = 0
                ) -> dict[str, Any]:
    """The frame of ``seat`` (``None``: a spectator) in ``lang``, with the seat's event
    texts from index ``since`` on."""
    game = table.game
    view = seat_view(table, seat, lang)
    observation = view.observation
    events = view.events
    start = max(0, min(since, len(events)))
    return {
        "type": "frame",
        "table": table.id,
        "game": game.id,
        "game_name": game.name(lang),
        "lang": lang,
        "seat": seat,
        "step": observation["step"],
        "current_player": observation["current_player"],
        "terminal": observation["terminal"],
        "returns": observation["returns"],
        "status": table.status,
        "visibility": table.visibility,
        "observation": observation,
        "events": {"from": start, "total": len(events),
                   "texts": [event.text(lang) for event in events[start:]]},
        "legal": view.legal,
        "thinking": table.thinking,
        "seats": [{"seat": s.seat, "kind": "bot" if s.is_bot else "human",
                   "bot": s.spec if s.is_bot else None,
                   "name": None if s.name is None else html.escape(s.name),
                   "connected": table.connected(s)} for s in table.seats],
        "spectators": table.spectators,
        "chat": [{"seat": line.seat, "text": html.escape(line.text)} for line in table.chat],
        "rematch": None if table.rematch is None else {
            "table": table.rematch,
            "seat": None if seat is None else (seat + 1) % len(table.seats)},
    }
