"""The browser client's routes: its pages and static files, and the data only it needs.

- ``GET /``, ``/tables/{id}``, ``/replay/{id}``: the page of the client (one HTML
  shell; its scripts draw the lobby, a table or a replay from the address).
- ``GET /static/...``: the client's scripts and style sheet (shipped in the package;
  nothing is fetched from elsewhere, so the client works offline).
- ``GET /api/ui``: the client's texts in ``?lang=`` (``ui_messages``).
- ``POST /api/games/{game}/setup``: the game's setup questions for a player count
  and the answers so far, with the choices that still make a valid game.
- ``GET /api/tables/{id}/view``: the board text and cards in view of a seat (token
  as for the frame) or of the spectators, and what the drawn board needs besides the
  frame's observation (``board_data``: its cards by id, the game's words, the map).
- ``GET /api/records/{id}/frames``: a page of a finished game's public frames (one
  per step, each with the spectators' observation) and what the drawn board needs
  besides them, for the replay viewer (the same access rules as ``/api/records/{id}``;
  ``replays``).
"""

from __future__ import annotations

import asyncio
import html
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Query
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from cardtable.kernel.errors import CardtableError, OptionError
from cardtable.kernel.record import GameRecord
from cardtable.kernel.registry import load
from cardtable.server.messages import Refused, pick_lang
from cardtable.server.replays import FRAMES, MAX_FRAMES, public_frames
from cardtable.server.store import Store
from cardtable.server.tables import HUMAN, TableManager, finished_record
from cardtable.server.ui_messages import CATALOGS
from cardtable.server.view import setup_questions, view_of

STATIC = Path(__file__).with_name("static")
PAGE = STATIC / "page.html"

Lang = Annotated[str | None, Query(max_length=8, description="Language: cs or en.")]
TokenQuery = Annotated[str | None, Query(max_length=200, description="A seat's token.")]
TokenHeader = Annotated[str | None, Header(alias="X-Seat-Token", max_length=200)]


class SetupAsked(BaseModel):
    """``POST /api/games/{game}/setup``: the player count and the answers so far."""

    model_config = ConfigDict(extra="forbid")

    players: int | None = Field(None, ge=1, le=64)
    answers: dict[str, Any] = Field(default_factory=dict)


def add_web(app: FastAPI, manager: TableManager, store: Store) -> None:
    """Add the client's pages, static files and data routes to ``app``."""

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(PAGE, media_type="text/html")

    @app.get("/tables/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(PAGE, media_type="text/html")

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> FileResponse:
        return FileResponse(PAGE, media_type="text/html")

    @app.get("/api/ui")
    async def ui_texts(lang: Lang = None) -> dict[str, str]:
        """Every text of the browser client in ``lang``."""
        return CATALOGS[pick_lang(lang)]

    @app.post("/api/games/{game_id}/setup")
    async def setup(game_id: str, body: SetupAsked, lang: Lang = None) -> dict[str, Any]:
        """The game's setup questions in order, each with the choices that can still
        make a valid game and the one chosen (the given answer, else the first)."""
        chosen = pick_lang(lang)
        try:
            game = load(game_id[:64])
        except OptionError as exc:
            raise Refused.engine(exc, 404) from None
        questions = await asyncio.to_thread(setup_questions, game, body.players,
                                            body.answers, chosen)
        return {"game": game.id, "questions": questions}

    @app.get("/api/tables/{table_id}/view")
    async def table_view(table_id: str, token: TokenQuery = None,
                         x_seat_token: TokenHeader = None, lang: Lang = None
                         ) -> dict[str, Any]:
        """The board (the game's own rendering), the face-up cards and the cards by id,
        words and map of the seat whose token is given, else of the spectators."""
        chosen = pick_lang(lang)
        table = manager.get(table_id)
        seat = table.seat_of(x_seat_token if x_seat_token is not None else token)
        observation = table.state.observation(seat)
        return view_of(table.game, observation, chosen)

    @app.get("/api/records/{table_id}/frames")
    async def record_frames(table_id: str, token: TokenQuery = None,
                            x_seat_token: TokenHeader = None, lang: Lang = None,
                            start: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
                            count: Annotated[int, Query(ge=1, le=MAX_FRAMES)] = FRAMES,
                            log: bool = False) -> dict[str, Any]:
        """A page of a finished game's public frames (frame 0: after the deal, then one
        after each action) with the cards by id, words, glossary and map the drawn
        board needs, and with ``log``, every step's public event texts."""
        chosen = pick_lang(lang)
        data = await finished_record(
            store, table_id, x_seat_token if x_seat_token is not None else token)
        try:
            record = GameRecord.from_json(data)
            page = await asyncio.to_thread(public_frames, record, chosen, start, count, log)
        except CardtableError:
            raise Refused.of("broken_table", 410, table=table_id[:40]) from None
        game = load(record.game)
        return {"table": table_id, "game": game.id, "game_name": game.name(chosen),
                "players": record.players,
                "seats": [_seat(seat, spec) for seat, spec in enumerate(record.seats)],
                **page}


def _seat(seat: int, spec: str) -> dict[str, Any]:
    """A record's seat label (``human:name=Eva``, ``greedy``) as a frame describes a seat."""
    kind, _, rest = spec.partition(":")
    name = None
    parts = [part for part in rest.split(":") if part]
    for part in parts:
        if part.startswith("name="):
            name = html.escape(part[len("name="):])
    bot = None if kind == HUMAN else ":".join([kind, *(p for p in parts
                                                        if not p.startswith("name="))])
    return {"seat": seat, "kind": "human" if kind == HUMAN else "bot", "bot": bot,
            "name": name, "connected": True}
