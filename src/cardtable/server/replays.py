"""The replay viewer's data: a finished game's public frames, a page at a time.

A replay frame is what a spectator saw after the deal and after each action:
``observation(None)`` as it is, the texts of the public events that step added, the
game's text rendering of that observation (``view.board_text``) and its face-up cards
by id with their zones (``view.placed_cards``). The drawn board needs the same extras
as at a live table (``board_data``): the cards by id of those observations (``catalog``,
once per page, which also names the face-up cards), the game's words, glossary and
map. Nothing is read from the true state, so a frame holds no seat's hidden card.

A long game has a few hundred steps and a public observation of a few kilobytes, so
the frames come in pages (``start``, ``count`` at most ``MAX_FRAMES``): each request
replays the whole record (a record that does not replay is refused, as before) and
builds views only for the steps of its page. The public event texts of every step
(``log``, small) are sent when asked, so a viewer can show the log before a step
without loading every page.
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel.game import State
from cardtable.kernel.record import GameRecord, replay
from cardtable.server.board_data import board_extras, card_catalog
from cardtable.server.view import board_text, placed_cards

FRAMES = 16
"""Frames in a page unless asked otherwise."""
MAX_FRAMES = 64
"""The most frames one page holds."""


def public_frames(record: GameRecord, lang: str, start: int = 0, count: int = FRAMES,
                log: bool = False) -> dict[str, Any]:
    """Frames ``start`` to ``start + count - 1`` (fewer at the end; none past it) of the
    recorded game, frame 0 being the deal: ``{"total", "start", "frames", "catalog",
    "words", "terms", "map", "log"}``. A frame is ``{"step", "current_player",
    "terminal", "returns", "observation", "board", "cards", "events"}``, its ``cards``
    each ``{"label", "card", "zone", "owner"}``; ``catalog`` names every card id of
    the page's observations; ``log`` is every step's public
    event texts when ``log`` is asked, else ``None``. ``ReplayError`` when the record
    does not replay."""
    count = max(1, min(count, MAX_FRAMES))
    start = max(0, start)
    end = start + count
    frames: list[dict[str, Any]] = []
    catalog: dict[str, dict[str, str]] = {}
    texts: list[list[str]] = []
    seen = 0
    at = 0

    def add(state: State) -> None:
        nonlocal seen, at
        step = at
        at += 1
        shown = start <= step < end
        # without the log, the events matter only from the step before the page on
        if not log and not shown and step != start - 1:
            return
        events = state.events_for(None)
        added = [event.text(lang) for event in events[seen:]] if log or shown else []
        seen = len(events)
        if log:
            texts.append(added)
        if not shown:
            return
        observation = state.observation(None)
        frames.append({"step": observation["step"],
                       "current_player": observation["current_player"],
                       "terminal": observation["terminal"], "returns": observation["returns"],
                       "observation": observation,
                       "board": board_text(state.game, observation, lang),
                       "cards": placed_cards(state.game, observation), "events": added})
        catalog.update(card_catalog(state.game, observation, lang))

    first = record.start()
    extras = board_extras(first.game, first.observation(None), lang)
    add(first)
    replay(record, lambda state, _action: add(state))
    return {"total": at, "start": start, "frames": frames, "catalog": catalog, **extras,
            "log": texts if log else None}
