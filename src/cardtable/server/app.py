"""The FastAPI application: ``create_app(db_url, ...)`` and its routes.

HTTP (documented by FastAPI's OpenAPI page at ``/docs``, and in docs/server.md):

- ``GET  /api/games``: the games a table can be opened for.
- ``POST /api/tables``: a new table; the answer holds each human seat's token
  (shown only here) and join link, and the spectators' link.
- ``GET  /api/tables``: open public tables.
- ``GET  /api/tables/{id}``: a seat's frame (token in ``X-Seat-Token`` or
  ``?token=``), or the spectators' frame without a token.
- ``POST /api/tables/{id}/rematch``: a seat asks for the rematch of a finished table.
- ``GET  /api/records``, ``GET /api/records/{id}``: finished games' records.
- ``WS   /ws/tables/{id}``: the table socket (``ws.py``).
- the browser client's pages, static files and data routes (``web.py``).

Every refusal is ``{"error": code, "reason": text}`` in the language asked with
``?lang=`` (``cs`` or ``en``), with a fitting HTTP status.
"""

from __future__ import annotations

import asyncio
import html
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Header, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from cardtable.kernel.i18n import LANGS
from cardtable.kernel.registry import game_ids, load
from cardtable.server.bots import BotPool
from cardtable.server.cluster import coordinator
from cardtable.server.frames import build_frame
from cardtable.server.heap import HeapKeeper
from cardtable.server.limits import BodyLimit, Clock, Limits
from cardtable.server.messages import Refused, pick_lang, reply, text
from cardtable.server.store import Store, StoreError
from cardtable.server.tables import (
    SEED_BOUND,
    LiveTable,
    TableManager,
    TableRequest,
    finished_record,
)
from cardtable.server.web import add_web
from cardtable.server.ws import table_socket

Visibility = Literal["public", "unlisted", "closed"]
Lang = Annotated[str | None, Query(max_length=8, description="Language: cs or en.")]
TokenQuery = Annotated[str | None, Query(max_length=200, description="A seat's token.")]
TokenHeader = Annotated[str | None, Header(alias="X-Seat-Token", max_length=200)]


class CreateTable(BaseModel):
    """``POST /api/tables``."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=64, description="A game id from GET /api/games.")
    players: int | None = Field(None, ge=1, le=64,
                                description="Player count; default: one per seat given, "
                                "else the game's default.")
    options: dict[str, Any] = Field(default_factory=dict,
                                    description="Game options (the setup questions' answers).")
    seats: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=lambda: ["human"], max_length=64,
        description="From seat 0: 'human' or a bot spec ('greedy', "
        "'ismcts:iterations=200'), optionally ':name=Eva'; missing seats are greedy bots.")
    visibility: Visibility = "public"
    seed: int | None = Field(None, ge=0, lt=SEED_BOUND, description="Default: a fresh one.")


def _lang(request: Request) -> str:
    """The language a refusal is written in: ``?lang=`` when known, else English."""
    wanted = request.query_params.get("lang")
    return wanted if wanted in LANGS else "en"


_PROBLEMS: Mapping[str, str] = {
    "missing": "field_missing", "extra_forbidden": "field_extra",
    "string_too_long": "field_too_long", "too_long": "field_too_long",
    "string_too_short": "field_too_short", "too_short": "field_too_short",
    "less_than": "field_too_big", "less_than_equal": "field_too_big",
    "greater_than": "field_too_small", "greater_than_equal": "field_too_small",
    "int_type": "field_not_int", "int_parsing": "field_not_int",
    "int_from_float": "field_not_int", "string_type": "field_not_text",
    "list_type": "field_not_list", "dict_type": "field_not_object",
    "model_type": "field_not_object", "model_attributes_type": "field_not_object",
    "literal_error": "field_choice", "json_invalid": "body_not_json",
}


def _invalid(error: RequestValidationError, lang: str) -> dict[str, str]:
    """The first validation problem as one catalogued line."""
    first: Mapping[str, Any] = error.errors()[0] if error.errors() else {}
    kind = _PROBLEMS.get(str(first.get("type")), "field_bad")
    if kind == "body_not_json":
        return {"error": "server.body_not_json", "reason": text("body_not_json", lang)}
    loc = [str(part) for part in first.get("loc", ()) if part not in ("body", "query",
                                                                       "header", "path")]
    context = first.get("ctx")
    expected = str(context.get("expected", "")) if isinstance(context, Mapping) else ""
    problem = {"message": f"server.{kind}", "params": {"expected": expected}}
    field = ".".join(loc)[:80] or "body"
    return {"error": "server.bad_request",
            "reason": text("bad_request", lang, field=field, problem=problem)}


def _links(request: Request, table: LiveTable, token: str | None) -> str:
    base = str(request.base_url).rstrip("/")
    return f"{base}/tables/{table.id}" + ("" if token is None else f"?token={token}")


def create_app(db_url: str = "sqlite:///cardtable.db", *, limits: Limits | None = None,
               bots: BotPool | None = None, bot_workers: int = 2,
               clock: Clock = time.monotonic, heap: HeapKeeper | None = None) -> FastAPI:
    """The server on the database ``db_url`` (its schema migrated, unfinished tables
    rebuilt before this returns; ``StoreError`` says why a database cannot be used).

    ``bots`` is a pool to share (tests); without it the app makes one of
    ``bot_workers`` processes and closes it on shutdown. ``clock`` drives the rate
    limiter and the wait for a table another process holds. ``heap`` (``cardtable
    serve``'s) runs its timed full collections while the app serves.
    """
    limits = limits or Limits()
    origin = secrets.token_hex(8)
    store = Store(db_url, origin)
    pool = bots or BotPool(bot_workers)
    manager = TableManager(store, pool, limits, coordinator(db_url, origin, store.shared),
                           clock)
    try:
        manager.restore()
    except StoreError:
        store.close()
        raise

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await manager.start()
        keeper = None if heap is None else asyncio.create_task(heap.run())
        try:
            yield
        finally:
            if keeper is not None:
                keeper.cancel()
                await asyncio.gather(keeper, return_exceptions=True)
            await manager.close()
            if bots is None:
                pool.close()
            store.close()

    app = FastAPI(title="cardtable", version="0.1.0", lifespan=lifespan,
                  description="Card game tables: seats, spectators, bots, records.")
    app.state.manager = manager
    app.add_middleware(BodyLimit, limit=limits.options_bytes * 4)

    @app.exception_handler(Refused)
    async def refused(request: Request, error: Refused) -> JSONResponse:
        return JSONResponse(reply(error, _lang(request)), status_code=error.status)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, error: RequestValidationError) -> JSONResponse:
        return JSONResponse(_invalid(error, _lang(request)), status_code=422)

    @app.exception_handler(StoreError)
    async def store_failed(request: Request, error: StoreError) -> JSONResponse:
        failed = Refused.of("store_failed", 503)
        return JSONResponse(reply(failed, _lang(request)), status_code=503)

    @app.get("/api/games")
    async def games(lang: Lang = None) -> list[dict[str, Any]]:
        """The games a table can be opened for, with their names and player counts."""
        chosen = pick_lang(lang)
        out = []
        for game_id in game_ids():
            game = load(game_id)
            out.append({"id": game.id, "name": game.name(chosen),
                        "min_players": game.min_players, "max_players": game.max_players,
                        "default_players": game.default_players})
        return out

    @app.post("/api/tables", status_code=201)
    async def create_table(body: CreateTable, request: Request,
                           lang: Lang = None) -> dict[str, Any]:
        """Open a table. Each human seat's token is in this answer only: hand each
        player their own join link."""
        pick_lang(lang)
        table, seats = await manager.create(TableRequest(
            game=body.game, players=body.players, options=body.options, seats=body.seats,
            visibility=body.visibility, seed=body.seed))
        return {
            "table": table.id, "game": table.game.id, "visibility": table.visibility,
            "seats": [{"seat": s.seat, "kind": "human" if s.token else "bot",
                       "bot": None if s.token else s.spec,
                       "name": None if s.name is None else html.escape(s.name), "token": s.token,
                       "join": None if s.token is None else _links(request, table, s.token)}
                      for s in seats],
            "spectate": None if table.visibility == "closed" else _links(request, table, None),
            "socket": f"/ws/tables/{table.id}",
        }

    @app.get("/api/tables")
    async def list_tables(lang: Lang = None) -> list[dict[str, Any]]:
        """Open public tables."""
        chosen = pick_lang(lang)
        return [{"table": t.id, "game": t.game.id, "game_name": t.game.name(chosen),
                 "players": t.state.num_players, "step": t.state.steps,
                 "seats": [{"seat": s.seat, "kind": "bot" if s.is_bot else "human",
                            "connected": t.connected(s)} for s in t.seats]}
                for t in manager.public_tables()]

    @app.get("/api/tables/{table_id}")
    async def table_frame(table_id: str, token: TokenQuery = None,
                          x_seat_token: TokenHeader = None, lang: Lang = None,
                          since: Annotated[int, Query(ge=0)] = 0) -> dict[str, Any]:
        """The frame of the seat whose token is given, else the spectators' frame."""
        chosen = pick_lang(lang)
        table = manager.get(table_id)
        seat = table.seat_of(x_seat_token if x_seat_token is not None else token)
        return build_frame(table, seat, chosen, since)

    @app.post("/api/tables/{table_id}/rematch", status_code=201)
    async def rematch(table_id: str, request: Request, token: TokenQuery = None,
                      x_seat_token: TokenHeader = None, lang: Lang = None) -> dict[str, Any]:
        """A seat asks for the rematch (once per table; asking again gives the same one)."""
        pick_lang(lang)
        table = manager.get(table_id)
        given = x_seat_token if x_seat_token is not None else token
        seat = table.seat_of(given) if given else None
        if seat is None:
            raise Refused.of("spectator_cannot_act", 403)
        new, new_seat = await manager.rematch(table, seat)
        return {"table": new.id, "seat": new_seat, "join": _links(request, new, given)}

    @app.get("/api/records")
    async def records(lang: Lang = None, offset: Annotated[int, Query(ge=0)] = 0,
                      limit: Annotated[int, Query(ge=1, le=1000)] = 50
                      ) -> list[dict[str, Any]]:
        """Finished games of public tables, newest first."""
        pick_lang(lang)
        found = await asyncio.to_thread(store.records, "public",
                                        min(limit, limits.records_page), offset)
        return [{"table": r.table, "game": r.game, "players": r.players, "seats": r.seats,
                 "result": r.result, "finished_at": r.finished_at} for r in found]

    @app.get("/api/records/{table_id}")
    async def record(table_id: str, token: TokenQuery = None,
                     x_seat_token: TokenHeader = None, lang: Lang = None) -> dict[str, Any]:
        """A finished game's ``GameRecord`` JSON (``cardtable replay`` reads it)."""
        pick_lang(lang)
        return await finished_record(
            store, table_id, x_seat_token if x_seat_token is not None else token)

    @app.websocket("/ws/tables/{table_id}")
    async def socket(websocket: WebSocket, table_id: str, token: TokenQuery = None,
                     lang: Lang = None) -> None:
        await table_socket(websocket, table_id, token, lang, manager, limits, clock)

    add_web(app, manager, store)
    return app
