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
"""

from __future__ import annotations

import html
from typing import Any

from cardtable.kernel.view import PlayerView
from cardtable.server.tables import LiveTable


def build_frame(table: LiveTable, seat: int | None, lang: str, since: int = 0
                ) -> dict[str, Any]:
    """The frame of ``seat`` (``None``: a spectator) in ``lang``, with the seat's event
    texts from index ``since`` on."""
    state = table.state
    game = table.game
    observation = state.observation(seat)
    events = state.events_for(seat)
    start = max(0, min(since, len(events)))
    legal: list[dict[str, str]] = []
    if seat is not None and state.current_player() == seat:
        view = PlayerView(state, seat)
        for action in view.legal_actions:
            entry = game.menu_entry(view, action, lang)
            legal.append({"action": action.to_text(),
                          "label": game.action_label(view, action, lang),
                          "group": entry.group})
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
        "legal": legal,
        "thinking": table.thinking,
        "seats": [{"seat": s.seat, "kind": "bot" if s.is_bot else "human",
                   "bot": s.spec if s.is_bot else None,
                   "name": None if s.name is None else html.escape(s.name),
                   "connected": s.is_bot or s.connections > 0} for s in table.seats],
        "spectators": table.spectators,
        "chat": [{"seat": line.seat, "text": html.escape(line.text)} for line in table.chat],
        "rematch": None if table.rematch is None else {
            "table": table.rematch,
            "seat": None if seat is None else (seat + 1) % len(table.seats)},
    }
