"""Persistence: the SQLAlchemy models and the repository the live tables write through.

A table is stored as what reproduces it exactly: game, seed, player count,
options, the seats (a bot's spec, a human's token as a SHA-256 hash, never the
token itself) and every applied action in order, with a checkpoint: the digest
of the state after step ``digest_step`` (the writer takes one every few steps and
at the end, ``tables.CHECKPOINT``). A finished table also keeps its ``GameRecord``
JSON. Every write is one transaction, so an action is either stored with the
table's new step (and checkpoint) or not at all; ``add_actions`` stores the
actions of several tables in one transaction (one sync of the disk for all),
each still only onto the step before it. Only portable SQL is used (SQLAlchemy
Core and ORM, ``JSON`` columns), so SQLite and PostgreSQL (psycopg 3) both work.

``Store(url)`` opens the database and brings its schema to the latest Alembic
revision (``migrations/``) before anything else; any problem opening it is one
``StoreError`` with a readable reason.

On PostgreSQL, a store made with an ``origin`` (the server process's id) also
announces every change of a table (an action, a chat line, a rematch, a table
closed as broken) with ``pg_notify`` inside the same transaction, so the other
server processes on the database hear of it exactly when it is committed
(``cluster.py`` listens).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import StaticPool

from cardtable.kernel.errors import CardtableError, Refusal
from cardtable.kernel.untrusted import clean, shorten
from cardtable.server.messages import refusal

MIGRATIONS = Path(__file__).parent / "migrations"

OPEN = "open"
FINISHED = "finished"
BROKEN = "broken"
"""Table statuses: playing, over (a record is kept), or not restorable after a restart."""

CHANNEL = "cardtable_tables"
"""The PostgreSQL ``NOTIFY`` channel the server processes of one database share."""


def notice(origin: str, table: str, kind: str, step: int, seat: int | None = None,
           counts: Sequence[int] = ()) -> str:
    """The payload of a change notice: who made it, which table, what, at which step
    (and for ``presence``, the sender's sockets: per seat, then spectators)."""
    data: dict[str, Any] = {"origin": origin, "table": table, "kind": kind, "step": step,
                            "seat": seat}
    if counts:
        data["counts"] = list(counts)
    return json.dumps(data, separators=(",", ":"))


class StoreError(CardtableError):
    """The database cannot be opened or written; ``refusal`` says why in cs and en."""

    def __init__(self, reason: Refusal) -> None:
        self.refusal = reason
        super().__init__(str(reason))

    def text(self, lang: str) -> str:
        return self.refusal.text(lang)


class StepTaken(StoreError):
    """An action was not stored because its table is not at the step before it any more
    (another process stored that step first); nothing was changed."""


class Base(DeclarativeBase):
    """The models' metadata (the Alembic revisions create the same schema)."""


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class TableRow(Base):
    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    seed: Mapped[int] = mapped_column(BigInteger)
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    visibility: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    steps: Mapped[int] = mapped_column(Integer, default=0)
    digest: Mapped[str] = mapped_column(String(32))
    """The digest of the state after step ``digest_step`` (a checkpoint)."""
    digest_step: Mapped[int] = mapped_column(Integer, default=0)
    result: Mapped[list[float] | None] = mapped_column(JSON, nullable=True)
    record: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)
    finished_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True),
                                                            nullable=True)

    __table_args__ = (Index("ix_tables_status_visibility", "status", "visibility"),)


class SeatRow(Base):
    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    spec: Mapped[str] = mapped_column(String(200))
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class ActionRow(Base):
    __tablename__ = "actions"

    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    step: Mapped[int] = mapped_column(Integer, primary_key=True)
    """The step this action made (1 for the first action)."""
    seat: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)


class ChatRow(Base):
    __tablename__ = "chat"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(String(1200))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=_now)


# ---- what the repository hands out ------------------------------------------------
@dataclass(frozen=True)
class StoredSeat:
    seat: int
    spec: str
    """``human`` or a bot spec such as ``ismcts:iterations=200``."""
    name: str | None
    token_hash: str | None
    """SHA-256 (hex) of a human seat's token; ``None`` for a bot."""


@dataclass(frozen=True)
class ChatLine:
    seat: int
    text: str
    """As the seat wrote it, control characters removed (escaped only on the way out)."""


@dataclass(frozen=True)
class NewTable:
    """A table to store: everything needed to rebuild it, before any action."""

    id: str
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    visibility: str
    digest: str
    seats: tuple[StoredSeat, ...]


@dataclass(frozen=True)
class StoredTable:
    """A table as stored: a ``NewTable`` plus its actions, chat and status."""

    id: str
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    visibility: str
    status: str
    digest: str
    """The digest of the state after step ``digest_step``."""
    seats: tuple[StoredSeat, ...]
    actions: tuple[str, ...]
    digest_step: int = 0
    chat: tuple[ChatLine, ...] = ()
    rematch: str | None = None
    record: dict[str, Any] | None = None


@dataclass(frozen=True)
class TableSync:
    """What a table's replica lacks: the stored actions after the step it is at, and the
    table's current status, step, checkpoint (``digest`` after ``digest_step``), rematch
    and latest chat."""

    status: str
    steps: int
    digest: str
    actions: tuple[str, ...]
    chat: tuple[ChatLine, ...]
    rematch: str | None
    digest_step: int = 0


@dataclass(frozen=True)
class Finish:
    """What a table's last action adds: the result and the game's record."""

    result: list[float]
    record: dict[str, Any]


@dataclass(frozen=True)
class ActionWrite:
    """One action to store: it makes ``step`` of ``table``; ``digest`` (the state's after
    it) is a new checkpoint, or ``None`` to keep the last one."""

    table: str
    step: int
    seat: int
    text: str
    digest: str | None = None
    finish: Finish | None = None


@dataclass(frozen=True)
class RecordSummary:
    table: str
    game: str
    players: int
    seats: list[str] = field(default_factory=list)
    result: list[float] = field(default_factory=list)
    finished_at: str = ""


def shown_url(url: str) -> str:
    """A database URL fit to print: password hidden, control characters removed, short."""
    try:
        text = make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        text = url
    return shorten(clean(text), 120)


def _engine(url: str) -> Engine:
    try:
        parsed: URL = make_url(url)
    except (ArgumentError, ValueError):
        raise StoreError(refusal("db_bad_url", url=shown_url(url))) from None
    try:
        if parsed.get_backend_name() == "sqlite":
            memory = parsed.database in (None, "", ":memory:")
            if memory:
                return create_engine(parsed, poolclass=StaticPool,
                                     connect_args={"check_same_thread": False})
            engine = create_engine(parsed, connect_args={"check_same_thread": False})
            event.listen(engine, "connect", _sqlite_file)
            return engine
        return create_engine(parsed, pool_pre_ping=True)
    except (NoSuchModuleError, ArgumentError, ImportError) as exc:
        raise _failed(url, "", exc) from None


def _sqlite_file(connection: Any, _: Any) -> None:
    """A SQLite file writes ahead (WAL): one sync of the log per commit instead of the
    rollback journal's several, and readers never wait for the writer. ``FULL`` keeps
    every commit on disk before it returns, as the rollback journal did."""
    cursor = connection.cursor()
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
    finally:
        cursor.close()


def _reason(exc: BaseException) -> str:
    """The first line of a driver's error, without SQLAlchemy's background link."""
    orig = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip().splitlines()
    return shorten(clean(text[0] if text else type(exc).__name__), 200)


def _failed(url: str, job: str, exc: BaseException) -> StoreError:
    """The error for a database that failed at ``job`` ("" while opening it)."""
    reason = f"{job}: {_reason(exc)}" if job else _reason(exc)
    return StoreError(refusal("db_unusable", url=shown_url(url), reason=reason))


class Store:
    """The repository: every method is one transaction; ``StoreError`` on failure."""

    def __init__(self, url: str, origin: str | None = None) -> None:
        self.url = url
        self.engine = _engine(url)
        self.shared = self.engine.dialect.name == "postgresql"
        """Several server processes may use this database (PostgreSQL): changes are
        announced on ``CHANNEL``."""
        self.origin = origin
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        try:
            self.migrate()
        except SQLAlchemyError as exc:
            self.engine.dispose()
            raise _failed(url, "", exc) from None

    def migrate(self) -> None:
        """Bring the schema to the latest revision (``alembic upgrade head``)."""
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
        self.engine.dispose()

    def _session(self) -> Session:
        return self._sessions()

    def _announce(self, session: Session, table: str, kind: str, step: int) -> None:
        """Tell the other processes of a shared database, when this transaction commits."""
        if self.shared and self.origin is not None:
            session.execute(select(func.pg_notify(CHANNEL, notice(self.origin, table, kind,
                                                                  step))))

    def _write(self, job: str, rows: Sequence[Base] = (), *statements: Any,
               announce: tuple[str, str, int] | None = None) -> None:
        try:
            with self._session() as session, session.begin():
                for row in rows:
                    session.add(row)
                    session.flush()  # parents before children, on every backend
                for statement in statements:
                    session.execute(statement)
                if announce is not None:
                    self._announce(session, *announce)
        except SQLAlchemyError as exc:
            raise _failed(self.url, job, exc) from None

    # ---- writes ------------------------------------------------------------------
    def create_table(self, table: NewTable, rematch_of: str | None = None) -> None:
        """Store a new table (and, for a rematch, link the old table to it)."""
        rows: list[Base] = [TableRow(
            id=table.id, game=table.game, seed=table.seed, players=table.players,
            options=table.options, visibility=table.visibility, status=OPEN, steps=0,
            digest=table.digest, digest_step=0)]
        rows += [SeatRow(table_id=table.id, seat=s.seat, spec=s.spec, name=s.name,
                         token_hash=s.token_hash) for s in table.seats]
        statements = []
        announce = None
        if rematch_of is not None:
            statements.append(update(TableRow).where(TableRow.id == rematch_of)
                              .values(rematch=table.id))
            announce = (rematch_of, "rematch", 0)
        self._write("create table", rows, *statements, announce=announce)

    def add_action(self, table_id: str, step: int, seat: int, text: str,
                   digest: str | None = None, finish: Finish | None = None) -> None:
        """Store the action that made ``step`` (with a new checkpoint when ``digest`` is
        given; and, when it ended the game, the result and record) in one transaction.
        The table must be at ``step - 1`` in the database, so two writers can never both
        add a step."""
        failed = self.add_actions([ActionWrite(table_id, step, seat, text, digest, finish)])[0]
        if failed is not None:
            raise failed

    def add_actions(self, writes: Sequence[ActionWrite]) -> list[StoreError | None]:
        """Store several tables' actions in one transaction (one commit, one sync of the
        disk); per write ``None`` when it is stored, else the ``StoreError`` that turned it
        down, which changed nothing (a table not at the step before). When the database
        fails the transaction, each write is tried again alone, so one bad write never
        takes the others with it."""
        try:
            with self.engine.begin() as connection:
                return [self._add(connection, write) for write in writes]
        except SQLAlchemyError as exc:
            if len(writes) == 1:
                return [_failed(self.url, "store an action", exc)]
        return [self.add_actions([write])[0] for write in writes]

    def _add(self, connection: Connection, write: ActionWrite) -> StoreError | None:
        values: dict[str, Any] = {"steps": write.step}
        if write.digest is not None:
            values.update(digest=write.digest, digest_step=write.step)
        if write.finish is not None:
            values.update(status=FINISHED, result=write.finish.result,
                          record=write.finish.record, finished_at=_now())
        moved = connection.execute(
            update(TableRow).where(TableRow.id == write.table, TableRow.steps == write.step - 1,
                                   TableRow.status == OPEN).values(**values))
        if moved.rowcount != 1:
            return StepTaken(refusal("db_unusable", url=shown_url(self.url),
                                      reason=f"table {write.table} is not at step "
                                             f"{write.step - 1}"))
        connection.execute(insert(ActionRow).values(table_id=write.table, step=write.step,
                                                     seat=write.seat, text=write.text))
        if self.shared and self.origin is not None:
            connection.execute(select(func.pg_notify(
                CHANNEL, notice(self.origin, write.table, "action", write.step))))
        return None

    def add_chat(self, table_id: str, seat: int, text: str) -> None:
        self._write("store a chat line", [ChatRow(table_id=table_id, seat=seat, text=text)],
                    announce=(table_id, "chat", 0))

    def mark_broken(self, table_id: str) -> None:
        self._write("close a table", (),
                    update(TableRow).where(TableRow.id == table_id).values(status=BROKEN),
                    announce=(table_id, "broken", 0))

    # ---- reads -------------------------------------------------------------------
    def _read(self, job: str, table_ids: Sequence[str] | None, status: str | None,
              chat_kept: int) -> list[StoredTable]:
        try:
            with self._session() as session:
                query = select(TableRow)
                if table_ids is not None:
                    query = query.where(TableRow.id.in_(table_ids))
                if status is not None:
                    query = query.where(TableRow.status == status)
                tables = list(session.scalars(query.order_by(TableRow.created_at)))
                return [self._assemble(session, row, chat_kept) for row in tables]
        except SQLAlchemyError as exc:
            raise _failed(self.url, job, exc) from None

    @staticmethod
    def _assemble(session: Session, row: TableRow, chat_kept: int) -> StoredTable:
        seats = session.scalars(select(SeatRow).where(SeatRow.table_id == row.id)
                                .order_by(SeatRow.seat))
        # only the actions the table row counts: another process may add one meanwhile
        actions = session.scalars(select(ActionRow.text).where(ActionRow.table_id == row.id,
                                                               ActionRow.step <= row.steps)
                                  .order_by(ActionRow.step))
        chat = list(session.execute(
            select(ChatRow.seat, ChatRow.text).where(ChatRow.table_id == row.id)
            .order_by(ChatRow.id.desc()).limit(chat_kept)))
        return StoredTable(
            id=row.id, game=row.game, seed=row.seed, players=row.players,
            options=dict(row.options), visibility=row.visibility, status=row.status,
            digest=row.digest, digest_step=row.digest_step,
            seats=tuple(StoredSeat(s.seat, s.spec, s.name, s.token_hash) for s in seats),
            actions=tuple(actions),
            chat=tuple(ChatLine(seat, text) for seat, text in reversed(chat)),
            rematch=row.rematch, record=row.record)

    def open_tables(self, chat_kept: int) -> list[StoredTable]:
        """Every unfinished table, oldest first, with its actions and latest chat."""
        return self._read("read the open tables", None, OPEN, chat_kept)

    def table(self, table_id: str, chat_kept: int) -> StoredTable | None:
        found = self._read("read a table", [table_id], None, chat_kept)
        return found[0] if found else None

    def sync(self, table_id: str, since: int, chat_kept: int) -> TableSync | None:
        """What a replica at step ``since`` lacks (``None`` for an unknown table)."""
        try:
            with self._session() as session:
                row = session.get(TableRow, table_id)
                if row is None:
                    return None
                actions = session.scalars(
                    select(ActionRow.text).where(ActionRow.table_id == table_id,
                                                 ActionRow.step > since,
                                                 ActionRow.step <= row.steps)
                    .order_by(ActionRow.step))
                chat = list(session.execute(
                    select(ChatRow.seat, ChatRow.text).where(ChatRow.table_id == table_id)
                    .order_by(ChatRow.id.desc()).limit(chat_kept)))
                return TableSync(status=row.status, steps=row.steps, digest=row.digest,
                                 digest_step=row.digest_step,
                                 actions=tuple(actions),
                                 chat=tuple(ChatLine(seat, text) for seat, text in reversed(chat)),
                                 rematch=row.rematch)
        except SQLAlchemyError as exc:
            raise _failed(self.url, "read a table", exc) from None

    def records(self, visibility: str, limit: int, offset: int) -> list[RecordSummary]:
        """Finished games of tables with ``visibility``, newest first."""
        try:
            with self._session() as session:
                rows = session.execute(
                    select(TableRow.id, TableRow.game, TableRow.players, TableRow.result,
                           TableRow.finished_at, TableRow.record)
                    .where(TableRow.status == FINISHED, TableRow.visibility == visibility)
                    .order_by(TableRow.finished_at.desc(), TableRow.id)
                    .limit(limit).offset(offset))
                return [RecordSummary(
                    table=row.id, game=row.game, players=row.players,
                    seats=list((row.record or {}).get("seats", [])),
                    result=list(row.result or []),
                    finished_at=row.finished_at.isoformat() if row.finished_at else "")
                    for row in rows]
        except SQLAlchemyError as exc:
            raise _failed(self.url, "list records", exc) from None

