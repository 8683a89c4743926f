"""Live tables: create, act, chat, rematch, bots' turns, restore after a restart.

The server is authoritative. Every action, a person's or a bot's, goes through
``State.check(action, seat)`` on the table's true state; a refusal changes
nothing. An accepted action is applied to a clone, stored (the action, the new
step, now and then a checkpoint of the state's digest, and the record when the
game ends, in one transaction, shared with other tables' actions of the moment:
``writer.py``), and only then does the clone become the table's state and are
the subscribers told. One ``asyncio.Lock`` per table orders its changes; tables
never wait for each other, and bots think in the ``BotPool``, off the event loop.

On start, every unfinished table is rebuilt from its stored seed, options and
actions, and its state at the stored checkpoint must have the stored digest
(``checkpoint.py``); a table that does not rebuild exactly is closed as broken
(its rows are kept) rather than played on.

On PostgreSQL several processes may serve the same tables: a process writes a
table only while it owns it, and keeps its replica fresh (``sharing.py``).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import math
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from cardtable.bots import BOTS
from cardtable.bots.random_bot import RandomBot
from cardtable.bots.seats import read_seat
from cardtable.kernel.action import Action
from cardtable.kernel.errors import (
    ActionSyntaxError,
    IllegalAction,
    OptionError,
)
from cardtable.kernel.game import AnyGame, State
from cardtable.kernel.i18n import MESSAGE
from cardtable.kernel.plural import PLAYERS_ACC, counted
from cardtable.kernel.record import GameRecord, state_digest
from cardtable.kernel.registry import load
from cardtable.kernel.untrusted import clean, shorten
from cardtable.kernel.view import PlayerView
from cardtable.server.bots import BotPool, bot_seed
from cardtable.server.checkpoint import due, replay_checked
from cardtable.server.cluster import Coordinator
from cardtable.server.limits import Limits
from cardtable.server.messages import Refused
from cardtable.server.presence import Presence
from cardtable.server.sharing import Sharing
from cardtable.server.store import (
    BROKEN,
    FINISHED,
    OPEN,
    ActionWrite,
    ChatLine,
    Finish,
    NewTable,
    StepTaken,
    Store,
    StoredSeat,
    StoredTable,
    StoreError,
)
from cardtable.server.writer import ActionWriter
from cardtable.sim.match import BotSpec

WEB_BOTS = tuple(name for name, factory in BOTS.items()
                 if not getattr(factory, "reads_files", False))
"""The bots a web client may seat: none that reads a file of the server (``policy``)."""

log = logging.getLogger("cardtable.server")

HUMAN = "human"
VISIBILITIES = ("public", "unlisted", "closed")
"""Listed and open to spectators; open to spectators who know the id; seats only."""
SEED_BOUND = 2**63
"""Seeds are stored as signed 64-bit integers on every database."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def seat_for_token(seats: Sequence[Seat | StoredSeat], token: str) -> int:
    """The seat whose token hash matches ``token`` (compared in constant time);
    ``Refused`` when none does."""
    wanted = token_hash(token[:200])
    for seat in seats:
        if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
            return seat.seat
    raise Refused.of("bad_token", 403)


async def finished_record(store: Store, table_id: str, token: str | None
                          ) -> dict[str, Any]:
    """The record (``GameRecord`` JSON) of the finished table ``table_id``, for a
    caller who may read it: anyone
    for a public or unlisted table, a seat's token for one closed to spectators."""
    stored = await asyncio.to_thread(store.table, table_id, 0) if len(table_id) <= 32 \
        else None
    if stored is None or stored.status != FINISHED or stored.record is None:
        raise Refused.of("unknown_record", 404, table=table_id[:40])
    if stored.visibility == "closed":
        if not token:
            raise Refused.of("spectators_closed", 403)
        seat_for_token(stored.seats, token)
    return stored.record


class Subscriber(Protocol):
    """A connection that wants a new frame whenever its table changes."""

    seat: int | None

    def notify(self) -> None: ...


@dataclass
class Seat:
    """One seat of a live table."""

    seat: int
    spec: str
    """``human`` or a bot spec (``greedy``, ``ismcts:iterations=200``)."""
    name: str | None
    token_hash: str | None
    connections: int = 0

    @property
    def is_bot(self) -> bool:
        return self.spec != HUMAN

    @property
    def label(self) -> str:
        """The seat as a record names it: ``human:name=Eva``, ``greedy``."""
        return self.spec if self.name is None else f"{self.spec}:name={self.name}"

    def stored(self) -> StoredSeat:
        return StoredSeat(self.seat, self.spec, self.name, self.token_hash)


@dataclass
class LiveTable:
    """A table in memory: its true state and who watches it."""

    id: str
    game: AnyGame
    seed: int
    state: State
    seats: list[Seat]
    visibility: str
    status: str = OPEN
    chat: list[ChatLine] = field(default_factory=list)
    rematch: str | None = None
    texts: list[str] = field(default_factory=list)
    """The text forms of the actions applied so far (what the bot workers replay)."""
    thinking: int | None = None
    """The bot seat whose choice is being computed."""
    thinking_step: int = -1
    """The step at which ``thinking`` was last set."""
    holds: int = 0
    """How many of this process's jobs need the table's ownership now (shared databases)."""
    current: bool = True
    """Whether this replica has every step stored, as far as this process has heard (a
    shared database): taking the table's lock then needs no read first."""
    kept: bool = False
    """Whether this process keeps the table's lock while nothing of it needs the lock
    (``sharing.KEEP``); never with ``holds`` above 0."""
    kept_at: float = 0.0
    """When the lock was last kept (the ``Sharing`` clock)."""
    wanted_at: float = -math.inf
    """When another process last said it waits for the table's lock."""
    subscribers: set[Subscriber] = field(default_factory=set)
    presence: Presence = field(default_factory=Presence)
    """The sockets of the other processes on the database (``presence.py``)."""
    views: dict[tuple[int | None, str], object] = field(default_factory=dict)
    """(seat, language) -> the seat's part of a frame of the current state, built once
    (``frames.SeatView``)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: asyncio.Task[None] | None = None

    def seat_of(self, token: str | None) -> int | None:
        """The seat ``token`` opens; ``None`` (a spectator) without a token.

        ``Refused`` for a token that opens no seat, and for a spectator at a closed table.
        """
        if token is None or token == "":
            if self.visibility == "closed":
                raise Refused.of("spectators_closed", 403)
            return None
        return seat_for_token(self.seats, token)

    def notify(self) -> None:
        for subscriber in list(self.subscribers):
            subscriber.notify()

    def subscribe(self, subscriber: Subscriber) -> None:
        self.subscribers.add(subscriber)
        if subscriber.seat is not None:
            self.seats[subscriber.seat].connections += 1
        self.notify()

    def unsubscribe(self, subscriber: Subscriber) -> None:
        if subscriber in self.subscribers:
            self.subscribers.discard(subscriber)
            if subscriber.seat is not None:
                self.seats[subscriber.seat].connections -= 1
            self.notify()

    @property
    def spectators(self) -> int:
        """Spectators' sockets, of this process and (a shared database) of the others."""
        return sum(1 for s in self.subscribers if s.seat is None) + self.presence.spectators()

    def connected(self, seat: Seat) -> bool:
        """A bot, or a human seat with a socket open on any process."""
        return seat.is_bot or seat.connections > 0 or self.presence.seat(seat.seat) > 0

    def counts(self) -> list[int]:
        """This process's sockets: the connections per seat, then the spectators."""
        return [s.connections for s in self.seats] + [
            sum(1 for s in self.subscribers if s.seat is None)]


@dataclass(frozen=True)
class CreatedSeat:
    seat: int
    spec: str
    name: str | None
    token: str | None
    """A human seat's token (shown once, to the table's creator); ``None`` for a bot."""


@dataclass(frozen=True)
class TableRequest:
    """A new table as asked for (already shaped by the HTTP model)."""

    game: str
    players: int | None
    options: dict[str, Any]
    seats: Sequence[str]
    visibility: str
    seed: int | None


class TableManager:
    """Every live table of a server, the store behind them and the bot pool."""

    def __init__(self, store: Store, pool: BotPool, limits: Limits,
                 coordinator: Coordinator | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.writer = ActionWriter(store)
        self.pool = pool
        self.limits = limits
        self.tables: dict[str, LiveTable] = {}
        self.broken: set[str] = set()
        self._closing = False
        self.sharing = Sharing(coordinator or Coordinator(secrets.token_hex(8)), store,
                               limits.chat_kept, self.tables, self.broken, self.kick, clock)

    # ---- start and stop ------------------------------------------------------------
    def restore(self) -> None:
        """Rebuild every unfinished stored table exactly; close those that do not."""
        for stored in self.store.open_tables(self.limits.chat_kept):
            try:
                table = self._rebuild(stored)
            except Exception as exc:  # a changed engine may fail anyhow: close, never crash
                log.error("table %s does not rebuild (%s); it is closed", stored.id,
                          shorten(clean(str(exc)), 200))
                self.store.mark_broken(stored.id)
                self.broken.add(stored.id)
                continue
            self.tables[table.id] = table

    def _rebuild(self, stored: StoredTable) -> LiveTable:
        game = load(stored.game)
        if not 0 <= stored.digest_step <= len(stored.actions):
            raise ValueError(f"the checkpoint's step {stored.digest_step} is not one of the "
                             f"{len(stored.actions)} stored actions'")
        state: State = replay_checked(
            game.new_state(seed=stored.seed, players=stored.players, **stored.options),
            stored.actions, stored.digest, stored.digest_step)
        seats = [Seat(s.seat, s.spec, s.name, s.token_hash) for s in stored.seats]
        status = FINISHED if state.is_terminal() else stored.status
        return LiveTable(id=stored.id, game=game, seed=stored.seed, state=state, seats=seats,
                         visibility=stored.visibility, status=status, chat=list(stored.chat),
                         rematch=stored.rematch, texts=list(stored.actions))

    async def start(self) -> None:
        """Hear the other processes (a shared database), then let the bots of restored
        tables take their turns (needs the running loop)."""
        await self.sharing.start()
        for table in list(self.tables.values()):
            self.kick(table)

    async def close(self) -> None:
        self._closing = True
        tasks = [t.bot_task for t in self.tables.values() if t.bot_task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.sharing.close()

    # ---- sockets ---------------------------------------------------------------------
    def watch(self, table: LiveTable, subscriber: Subscriber) -> None:
        """A socket opens on ``table``: its frames follow every change; the seats, the
        spectators and (a shared database) the other processes see it connected."""
        table.subscribe(subscriber)
        self.sharing.presence(table)

    def unwatch(self, table: LiveTable, subscriber: Subscriber) -> None:
        table.unsubscribe(subscriber)
        self.sharing.presence(table)

    # ---- finding tables --------------------------------------------------------------
    def get(self, table_id: str) -> LiveTable:
        """The live table ``table_id`` (a finished one is read back from the store)."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        shown = shorten(clean(table_id), 40)
        if table_id in self.broken:
            raise Refused.of("broken_table", 410, table=shown)
        stored = self.store.table(table_id, self.limits.chat_kept) if len(table_id) <= 32 \
            else None
        if stored is None:
            raise Refused.of("unknown_table", 404, table=shown)
        if stored.status == BROKEN:
            self.broken.add(table_id)
            raise Refused.of("broken_table", 410, table=shown)
        try:
            table = self._rebuild(stored)
        except Exception as exc:  # as in ``restore``: a table that does not rebuild is closed
            log.error("finished table %s does not rebuild: %s", table_id, exc)
            raise Refused.of("broken_table", 410, table=shown) from None
        self._make_room()
        self.tables[table_id] = table
        return table

    def public_tables(self) -> list[LiveTable]:
        return [t for t in self.tables.values()
                if t.visibility == "public" and t.status == OPEN]

    def digest(self, table_id: str) -> str:
        """The digest of a live table's true state (for operators and tests; never sent
        to a seat, whose hidden cards it could confirm)."""
        return state_digest(self.get(table_id).state)

    def _make_room(self) -> None:
        """Drop finished tables nobody watches while the server holds too many."""
        if len(self.tables) < self.limits.live_tables:
            return
        for table_id, table in list(self.tables.items()):
            if table.status != OPEN and not table.subscribers:
                del self.tables[table_id]
                if len(self.tables) < self.limits.live_tables:
                    return
        raise Refused.of("server_full", 503, limit=self.limits.live_tables)

    # ---- creating tables ---------------------------------------------------------------
    async def create(self, request: TableRequest) -> tuple[LiveTable, list[CreatedSeat]]:
        """A new table as ``request`` asks; ``Refused`` names what is wrong."""
        try:
            game = load(request.game)
        except OptionError as exc:
            raise Refused.engine(exc) from None
        if request.visibility not in VISIBILITIES:
            raise Refused.of("bad_request", 400, field="visibility",
                             problem=", ".join(VISIBILITIES))
        size = len(json.dumps(request.options, default=str))
        if size > self.limits.options_bytes:
            raise Refused.of("options_too_large", 413, limit=self.limits.options_bytes)
        seats = self._seats(request.seats)
        wanted = request.players if request.players is not None else (
            len(seats) if len(seats) > 1 else None)
        try:
            players, _ = game.validate_options(wanted, request.options)
        except OptionError as exc:
            raise Refused.engine(exc) from None
        if len(seats) > players:
            raise Refused.of("too_many_seats", 400, seats=len(seats),
                             players=counted(players, PLAYERS_ACC))
        seats += [("greedy", None)] * (players - len(seats))
        tokens = [secrets.token_urlsafe(24) if spec == HUMAN else None for spec, _ in seats]
        live = [Seat(i, spec, name, None if tok is None else token_hash(tok))
                for i, ((spec, name), tok) in enumerate(zip(seats, tokens, strict=True))]
        seed = request.seed if request.seed is not None else secrets.randbelow(SEED_BOUND)
        try:
            state: State = game.new_state(seed=seed, players=players, **request.options)
        except OptionError as exc:
            raise Refused.engine(exc) from None
        table = await self._open(game, seed, state, live, request.visibility, None)
        created = [CreatedSeat(s.seat, s.spec, s.name, tok)
                   for s, tok in zip(live, tokens, strict=True)]
        return table, created

    def _seats(self, specs: Sequence[str]) -> list[tuple[str, str | None]]:
        """``(spec, name)`` per requested seat: ``human`` or a bot spec in canonical form,
        and the display name given with ``:name=``."""
        out: list[tuple[str, str | None]] = []
        names: list[str] = []
        for seat, entry in enumerate(specs):
            read = read_seat(entry)
            kind, rest, name = read.kind, read.params, read.name
            if kind == HUMAN and not rest:
                spec = HUMAN
            else:
                if kind not in WEB_BOTS:
                    raise Refused.of("bad_seat", 400, seat=seat, spec=shorten(clean(entry), 60),
                                     known=", ".join(WEB_BOTS))
                try:
                    parsed = BotSpec.parse(":".join([kind, *rest]))
                except OptionError as exc:
                    reason: Any = str(exc) if exc.refusal is None else {
                        MESSAGE: exc.refusal.key, "params": dict(exc.refusal.params)}
                    raise Refused.of("bad_seat_bot", 400, seat=seat, reason=reason) from None
                if dict(parsed.params).get("workers", 1) != 1:
                    # a server bot already thinks in the server's pool; a pool of its own
                    # would take cores from every other table
                    raise Refused.of("bad_seat_workers", 400, seat=seat)
                spec = parsed.label
            if name is not None:
                if not name or len(name) > self.limits.name_chars or not name.isprintable():
                    raise Refused.of("bad_seat_name", 400, seat=seat,
                                     limit=self.limits.name_chars)
                if name.casefold() in (other.casefold() for other in names):
                    raise Refused.of("seat_name_twice", 400, name=name)
                names.append(name)
            out.append((spec, name))
        return out

    async def _open(self, game: AnyGame, seed: int, state: State, seats: list[Seat],
                    visibility: str, rematch_of: str | None) -> LiveTable:
        """Store a new table and make it live."""
        self._make_room()
        table = LiveTable(id=secrets.token_urlsafe(12), game=game, seed=seed, state=state,
                          seats=seats, visibility=visibility)
        new = NewTable(id=table.id, game=game.id, seed=seed, players=state.num_players,
                       options=state.options.model_dump(mode="json"), visibility=visibility,
                       digest=state_digest(state), seats=tuple(s.stored() for s in seats))
        await self._store(self.store.create_table, new, rematch_of)
        self.tables[table.id] = table
        self.kick(table)
        return table

    async def _store(self, write: Any, *args: Any) -> None:
        """Run a store write off the event loop; a failure refuses the change."""
        try:
            await asyncio.to_thread(write, *args)
        except StoreError as exc:
            log.error("%s", exc)
            raise Refused.of("store_failed", 503) from None

    # ---- acting -----------------------------------------------------------------------
    async def act(self, table: LiveTable, seat: int, text: str, step: int) -> None:
        """Apply ``seat``'s action ``text`` meant for ``step``; ``Refused`` changes nothing."""
        def check() -> Action:
            state = table.state
            if step != state.steps:
                raise Refused.of("stale_step", 409, sent=step, step=state.steps)
            try:
                action = Action.parse(text)
                state.check(action, seat)
            except ActionSyntaxError:
                raise Refused.of("not_an_action", 400,
                                 text=shorten(clean(text), 60)) from None
            except IllegalAction as exc:
                raise Refused.engine(exc, 409) from None
            return action

        async with table.lock:
            await self.sharing.hold(table, check)
            try:
                try:
                    await self._commit(table, seat, check())
                except StepTaken:  # another process stored the step; its notice is on the way
                    await self.sharing.catch_up(table)
                    table.notify()
                    await self._commit(table, seat, check(), retry=False)
                # The change is committed: its frames go out while the lock is given
                # back (with PostgreSQL a round trip the players need not wait for).
                table.notify()
            finally:
                await self.sharing.let_go(table)
        self.kick(table)

    async def _commit(self, table: LiveTable, seat: int, action: Action,
                      retry: bool = True) -> None:
        """Apply a checked action on a clone, store it, then make the clone the state.
        The caller holds the table's lock. ``StepTaken`` (with ``retry``) when another
        process stored the step first: the replica must catch up before anything else."""
        after = table.state.clone()
        after.apply(action, seat)
        finish = None
        digest = None
        if after.is_terminal():
            record = GameRecord.from_state(after, table.seed, [s.label for s in table.seats])
            finish = Finish(after.returns(), record.to_json())
            digest = record.digest
        elif due(after):
            digest = state_digest(after)
        text = action.to_text()
        write = ActionWrite(table.id, after.steps, seat, text, digest, finish)
        try:
            await self.writer.write(write)
        except StepTaken:
            table.current = False
            if retry:
                raise
            log.error("table %s: step %d was stored by another process", table.id, after.steps)
            raise Refused.of("store_failed", 503) from None
        except StoreError as exc:
            log.error("%s", exc)
            raise Refused.of("store_failed", 503) from None
        table.state = after
        table.texts.append(text)
        if finish is not None:
            table.status = FINISHED

    # ---- bots -------------------------------------------------------------------------
    def kick(self, table: LiveTable) -> None:
        """Start the table's bot loop if a bot must decide and none is thinking."""
        if self._closing or table.status != OPEN:
            return
        seat = table.state.current_player()
        if seat is None or not table.seats[seat].is_bot:
            return
        if table.bot_task is None or table.bot_task.done():
            table.bot_task = asyncio.get_running_loop().create_task(self._bots(table))

    async def _bots(self, table: LiveTable) -> None:
        """Let bots decide until a person must (or the game ends); with a shared
        database only while this process owns the table."""
        async with table.lock:
            if not await self.sharing.hold(table, None):
                return
        try:
            await self._bot_turns(table)
        finally:
            await self.sharing.let_go(table)

    async def _bot_turns(self, table: LiveTable) -> None:
        while True:
            async with table.lock:
                state = table.state
                seat = state.current_player()
                if seat is None or not table.seats[seat].is_bot or table.status != OPEN:
                    table.thinking = None
                    return
                job = self.pool.job(table.id, table.game, table.seed, state, table.texts,
                                    seat, table.seats[seat].spec)
                table.thinking = seat
                table.thinking_step = state.steps
            table.notify()
            self.sharing.thinking(table)
            try:
                text = await self.pool.choose(job)
            except asyncio.CancelledError:
                raise
            except Exception:  # a bot that fails must not stop the table: noted, replaced
                log.exception("bot %s of table %s failed; a random choice replaces it",
                              job.spec, table.id)
                text = None
            async with table.lock:
                if table.state.steps != len(job.actions):
                    continue  # nobody else may act on a bot's turn; never apply a stale choice
                action = self._bot_action(table, seat, text)
                try:
                    await self._commit(table, seat, action, retry=False)
                except Refused:
                    table.thinking = None
                    table.notify()
                    return  # the store failed: the next change or connection retries
                table.thinking = None
            table.notify()

    @staticmethod
    def _bot_action(table: LiveTable, seat: int, text: str | None) -> Action:
        """The bot's action checked by the kernel like anyone's; a random legal one if its
        choice was lost or refused."""
        if text is not None:
            try:
                action = Action.parse(text)
                table.state.check(action, seat)
                return action
            except (ActionSyntaxError, IllegalAction) as exc:
                log.error("bot of table %s chose %r: %s", table.id, text, exc)
        fallback = RandomBot(bot_seed(table.seed, seat, table.state.steps))
        return fallback.choose(PlayerView(table.state, seat))

    # ---- chat and rematch ---------------------------------------------------------------
    async def chat(self, table: LiveTable, seat: int, text: str) -> None:
        """Add a line of ``seat`` to the table's chat (control characters removed)."""
        line = clean(text).strip()
        if not line:
            raise Refused.of("chat_empty", 400)
        if len(line) > self.limits.chat_chars:
            raise Refused.of("chat_too_long", 400, limit=self.limits.chat_chars)
        async with table.lock:
            await self._store(self.store.add_chat, table.id, seat, line)
            table.chat.append(ChatLine(seat, line))
            del table.chat[:-self.limits.chat_kept]
        table.notify()

    async def rematch(self, table: LiveTable, seat: int) -> tuple[LiveTable, int]:
        """The rematch of a finished table (made once): the same game and options, a new
        seed, every seat moved one place on (2 players swap). The seats keep their tokens,
        so each player joins the new table with the token they have."""
        players = table.state.num_players
        new_seat = (seat + 1) % players
        async with table.lock:
            await self.sharing.hold(table, lambda: None)
            try:
                return await self._rematch(table, players, new_seat)
            finally:
                await self.sharing.let_go(table)

    async def _rematch(self, table: LiveTable, players: int,
                       new_seat: int) -> tuple[LiveTable, int]:
        if table.status != FINISHED:
            raise Refused.of("not_finished", 409)
        if table.rematch is not None:
            return self.get(table.rematch), new_seat
        seats = [Seat(0, "", None, None)] * players
        for old in table.seats:
            moved = (old.seat + 1) % players
            seats[moved] = Seat(moved, old.spec, old.name, old.token_hash)
        seed = secrets.randbelow(SEED_BOUND)
        state: State = table.game.new_state(seed=seed, players=players,
                                            **table.state.options.model_dump())
        new = await self._open(table.game, seed, state, seats, table.visibility, table.id)
        table.rematch = new.id
        table.notify()
        return new, new_seat
