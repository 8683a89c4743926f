"""``cardtable serve`` fails in one readable line (no traceback) for a bad database URL
or a port in use; the store migrates a new database and names a bad one."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, inspect
from typer.testing import CliRunner

from cardtable.cli.main import app
from cardtable.server.cluster import Notice, read_notice
from cardtable.server.limits import RateLimiter
from cardtable.server.presence import EXPIRE, Presence
from cardtable.server.store import (
    MIGRATIONS,
    ActionWrite,
    NewTable,
    Store,
    StoredSeat,
    StoreError,
    notice,
)

ENV: dict[str, str | None] = {"COLUMNS": "100", "CARDTABLE_LANG": None}


def serve(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["serve", *args], env=ENV)
    return result.exit_code, result.output


@pytest.mark.parametrize(("url", "line"), [
    ("not a url", "error: 'not a url' is not a database URL (for example "
                  "sqlite:///cardtable.db or postgresql+psycopg://user@host/name)"),
    ("nosuchdb://x", "error: cannot use the database nosuchdb://x: Can't load plugin: "
                     "sqlalchemy.dialects:nosuchdb"),
])
def test_a_bad_database_url_is_one_line(url: str, line: str) -> None:
    code, output = serve("--db", url, "--port", str(free_port()))
    assert code == 1
    assert output.strip() == line


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_a_database_that_cannot_be_opened_is_one_line(tmp_path: Path) -> None:
    free = free_port()
    url = f"sqlite:///{tmp_path}/missing/folder/db.sqlite"
    code, output = serve("--db", url, "--port", str(free), "--lang", "cs")
    assert code == 1
    assert output.strip() == f"chyba: databázi {url} nelze použít: unable to open database file"
    assert "Traceback" not in output


def test_a_port_in_use_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, output = serve("--db", f"sqlite:///{tmp_path}/db.sqlite", "--port", str(port))
    assert code == 1
    assert output.strip() == (f"error: port {port} on 127.0.0.1 is already in use; choose "
                              "another with --port")


def test_a_bad_port_is_one_line(tmp_path: Path) -> None:
    code, output = serve("--db", f"sqlite:///{tmp_path}/db.sqlite", "--port", "70000")
    assert code == 1
    assert output.strip() == "error: a port is a whole number from 1 to 65535, not 70000"


def test_the_store_migrates_a_new_database_to_the_latest_revision(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/db.sqlite"
    Store(url).close()
    Store(url).close()  # a second start finds the schema current
    engine = create_engine(url)
    tables = set(inspect(engine).get_table_names())
    with engine.connect() as connection:
        version = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalar()
    engine.dispose()
    assert {"tables", "seats", "actions", "chat", "alembic_version"} <= tables
    assert version == "r0002"


def test_a_first_revision_database_keeps_its_digests_as_checkpoints(tmp_path: Path) -> None:
    """Before r0002 every row's digest was its current state's: the checkpoint's step is
    the table's step."""
    url = f"sqlite:///{tmp_path}/db.sqlite"
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    engine = create_engine(url)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "r0001")
        connection.exec_driver_sql(
            "INSERT INTO tables (id, game, seed, players, options, visibility, status, steps,"
            " digest, created_at) VALUES ('t1', 'toy', 1, 2, '{}', 'public', 'open', 3,"
            " 'd3', '2026-01-01 00:00:00')")
    engine.dispose()
    store = Store(url)
    stored = store.table("t1", 0)
    store.close()
    assert stored is not None and (stored.digest, stored.digest_step) == ("d3", 3)


def test_a_store_error_hides_the_password() -> None:
    with pytest.raises(StoreError) as caught:
        Store("nosuchdb://eva:secret@localhost/cards")
    assert "secret" not in caught.value.text("en") and "***" in caught.value.text("en")


def test_the_rate_limiter_is_a_token_bucket() -> None:
    now = [0.0]
    limiter = RateLimiter(per_second=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.allow() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5
    assert [limiter.allow(), limiter.allow()] == [True, False]
    now[0] += 100.0
    assert [limiter.allow() for _ in range(4)] == [True, True, True, False]


def test_the_store_adds_a_step_only_to_a_table_at_the_step_before(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path}/db.sqlite")
    seats = (StoredSeat(0, "human", None, "hash"), StoredSeat(1, "greedy", None, None))
    store.create_table(NewTable("t1", "toy", 1, 2, {"turns": 10}, "public", "d0", seats))
    store.add_action("t1", 1, 0, "draw", "d1")
    for step in (1, 3):  # a repeated step, a skipped one
        with pytest.raises(StoreError):
            store.add_action("t1", step, 1, "draw", "dx")
    stored = store.table("t1", 10)
    store.close()
    assert stored is not None
    assert stored.actions == ("draw",) and stored.digest == "d1" and stored.status == "open"


def test_one_transaction_stores_several_tables_actions_and_refuses_only_the_bad_one(
        tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path}/db.sqlite")
    seats = (StoredSeat(0, "human", None, "hash"),)
    for table in ("t1", "t2", "t3"):
        store.create_table(NewTable(table, "toy", 1, 2, {}, "public", "d0", seats))
    results = store.add_actions([
        ActionWrite("t1", 1, 0, "draw"),
        ActionWrite("t2", 2, 0, "draw", "dx"),  # t2 is at step 0: refused
        ActionWrite("t3", 1, 0, "pass", "d1"),
        ActionWrite("t1", 2, 0, "pass")])
    stored = {table: store.table(table, 0) for table in ("t1", "t2", "t3")}
    store.close()
    assert [result is None for result in results] == [True, False, True, True]
    assert isinstance(results[1], StoreError) and "not at step 1" in str(results[1])
    t1, t2, t3 = stored["t1"], stored["t2"], stored["t3"]
    assert t1 is not None and t1.actions == ("draw", "pass")
    assert (t1.digest, t1.digest_step) == ("d0", 0)  # no checkpoint given: the old one stays
    assert t2 is not None and t2.actions == () and (t2.digest, t2.digest_step) == ("d0", 0)
    assert t3 is not None and t3.actions == ("pass",)
    assert (t3.digest, t3.digest_step) == ("d1", 1)


def test_other_processes_counts_add_up_and_a_quiet_one_is_forgotten() -> None:
    now = [0.0]
    presence = Presence(clock=lambda: now[0])
    assert presence.heard("a", [1, 0, 2])  # seat 0 once, seat 1 never, 2 spectators
    assert not presence.heard("a", [1, 0, 3])  # a repeat: not new
    assert presence.heard("b", [0, 2, 1])
    assert [presence.seat(0), presence.seat(1), presence.seat(5)] == [1, 2, 0]
    assert presence.spectators() == 4
    assert not presence.heard("c", [-1, 0]) and not presence.heard("c", [])
    now[0] = EXPIRE / 2
    presence.heard("b", [0, 1, 0])
    now[0] = EXPIRE + 1.0  # "a" has said nothing for longer than EXPIRE: forgotten
    assert [presence.seat(0), presence.seat(1), presence.spectators()] == [0, 1, 0]
    assert presence.heard("a", [0, 0, 0])  # speaking again, it is new again


def test_a_notice_is_read_only_when_well_formed() -> None:
    payload = notice("p1", "t1", "presence", 3, None, [1, 0, 2])
    assert read_notice(payload) == Notice("p1", "t1", "presence", 3, None, (1, 0, 2))
    assert read_notice(notice("p1", "t1", "action", 4)) == Notice("p1", "t1", "action", 4,
                                                                  None)
    for bad in ('{"origin": "p", "table": "t", "kind": "presence", "step": 0,'
                ' "counts": "many"}',
                '{"origin": "p", "table": "t", "kind": "presence", "step": 0,'
                f' "counts": {list(range(66))}}}',
                '{"origin": "p", "table": "t", "kind": "gossip", "step": 0}', "[1]", "{"):
        assert read_notice(bad) is None
