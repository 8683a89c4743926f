"""Sharing one PostgreSQL database, driven step by step inside the test process: apps
(each as a server process would be) and the database itself stand in for the other
processes, so nothing waits on a timer.

- Another process holds a table: an action is checked at once against the reloaded
  table (an old step is refused there), a valid one waits for the lock and, when the
  lock never comes (the app's clock jumps on), is refused with ``server.table_busy``;
  nothing changes, and once the lock is free the same action goes through.
- Another process stored a step whose notice has not reached this one: the write is
  turned down, the replica catches up and the action is refused as stale.
- The owner of a table loses it while its bot thinks (its lock connection dies): the
  other process takes the table over and its bot moves; the first process's choice,
  when it comes, is never applied, and both processes follow the game to its end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from server_support import (
    Frame,
    GatedPool,
    MakeApp,
    TestClient,
    is_frame,
    manager_of,
    new_table,
    receive_until,
    refused,
    token_of,
)

from cardtable.kernel import GameRecord, load, replay, state_digest
from cardtable.server.app import create_app
from cardtable.server.cluster import conninfo, lock_key
from cardtable.server.limits import Limits
from cardtable.server.sharing import KEEP
from cardtable.server.store import CHANNEL, Store, notice

pytestmark = pytest.mark.parametrize("db_url", ["postgres"], indirect=True)


def frame(wanted: Callable[[Frame], bool] = lambda _: True) -> Callable[[Frame], bool]:
    return lambda m: is_frame(m) and wanted(m)


@pytest.fixture
def database(db_url: str) -> Iterator[psycopg.Connection[Any]]:
    """A connection of the test's own: another process, as the database sees it."""
    with psycopg.connect(conninfo(db_url), autocommit=True) as connection:
        yield connection


def human_pair(client: TestClient, seed: int) -> tuple[str, dict[int, str], int]:
    created = new_table(client, "toy", ["human", "human"], seed=seed)
    first = load("toy").new_state(seed=seed, players=2).current_player()
    assert first is not None
    return created["table"], {0: token_of(created, 0), 1: token_of(created, 1)}, first


def test_an_action_on_a_table_another_process_holds_is_refused_as_busy(
        make_app: MakeApp, database: psycopg.Connection[Any]) -> None:
    now = [0.0]

    def clock() -> float:  # every look at the clock is a second later
        now[0] += 1.0
        return now[0]

    with TestClient(make_app(clock=clock)) as client:
        table, tokens, first = human_pair(client, seed=5)
        manager = manager_of(client)
        before = manager.digest(table)
        database.execute("SELECT pg_advisory_lock(%s)", (lock_key(table),))
        with client.websocket_connect(f"/ws/tables/{table}?token={tokens[first]}") as ws:
            shown = receive_until(ws, frame())
            move = shown["legal"][0]["action"]
            ws.send_json({"action": move, "step": shown["step"] + 1})
            assert receive_until(ws, refused)["code"] == "server.stale_step"
            ws.send_json({"action": move, "step": shown["step"]})
            busy = receive_until(ws, refused)
            assert busy["code"] == "server.table_busy"
            assert manager.digest(table) == before
            database.execute("SELECT pg_advisory_unlock(%s)", (lock_key(table),))
            ws.send_json({"action": move, "step": shown["step"]})
            receive_until(ws, frame(lambda m: m["step"] == shown["step"] + 1))
        assert manager.digest(table) != before


def test_a_step_stored_elsewhere_unheard_makes_the_action_stale(
        make_app: MakeApp, db_url: str) -> None:
    with TestClient(make_app()) as client:
        table, tokens, first = human_pair(client, seed=7)
        state = load("toy").new_state(seed=7, players=2)
        theirs = state.legal_actions()[-1].to_text()
        elsewhere = Store(db_url)  # another process's write, with no notice sent
        elsewhere.add_action(table, 1, first, theirs)
        elsewhere.close()
        with client.websocket_connect(f"/ws/tables/{table}?token={tokens[first]}") as ws:
            shown = receive_until(ws, frame())
            assert shown["step"] == 0  # this process has not heard of step 1
            ws.send_json({"action": shown["legal"][0]["action"], "step": 0})
            seen: list[Frame] = []
            answer = receive_until(ws, lambda m: refused(m) or bool(seen.append(m)))
            assert answer["code"] == "server.stale_step"
        state.apply_text(theirs)
        assert [m["step"] for m in seen] == [1]  # the frame of the step it had not heard of
        assert seen[0]["observation"] == state.observation(first)
        assert manager_of(client).digest(table) == state_digest(state)


def test_a_table_taken_over_while_its_bot_thinks_keeps_one_move_per_step(
        make_app: MakeApp, db_url: str, database: psycopg.Connection[Any]) -> None:
    gated = GatedPool()
    first = create_app(db_url, limits=Limits(burst=10**6, per_second=1e6), bots=gated)
    with TestClient(first) as a:
        created = new_table(a, "toy", ["human", "greedy"], seed=5)
        table, token = created["table"], token_of(created, 0)
        with a.websocket_connect(f"/ws/tables/{table}?token={token}") as on_a:
            shown = receive_until(on_a, frame())
            if shown["current_player"] == 0:
                on_a.send_json({"action": shown["legal"][0]["action"], "step": shown["step"]})
            thinking = receive_until(on_a, frame(lambda m: m["thinking"] == 1))
            step = thinking["step"]
            # process a loses its lock connection (as when it dies) while its bot thinks
            database.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' "
                "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())")
            with TestClient(make_app()) as b, \
                    b.websocket_connect(f"/ws/tables/{table}?token={token}") as on_b:
                moved = receive_until(on_b, frame(lambda m: m["step"] > step))
                receive_until(on_a, frame(lambda m: m["step"] == moved["step"]))
                gated.open()  # a's bot answers now, for a step that is gone
                while not moved["terminal"]:
                    if moved["legal"]:
                        on_b.send_json({"action": moved["legal"][0]["action"],
                                        "step": moved["step"]})
                    moved = receive_until(on_b, frame(
                        lambda m, past=moved["step"]: m["step"] > past or m["terminal"]))
                record = GameRecord.from_json(b.get(f"/api/records/{table}").json())
            last_on_a = receive_until(on_a, frame(lambda m: bool(m["terminal"])))
    gated.close()
    assert state_digest(replay(record)) == record.digest
    assert len(record.actions) == moved["step"] == last_on_a["step"]
    assert last_on_a["observation"] == moved["observation"]


def test_a_process_keeps_a_table_lock_between_moves_until_another_wants_it(
        make_app: MakeApp, database: psycopg.Connection[Any]) -> None:
    """The owner keeps the lock while the table waits for a person: the next move there
    asks the database for no lock; a ``want`` notice makes it let go at once, and for
    ``KEEP`` seconds after that it gives the lock back after every move."""
    with TestClient(make_app()) as client:
        table, tokens, _ = human_pair(client, seed=11)
        coordinator = manager_of(client).sharing.coordinator
        sockets = {seat: client.websocket_connect(f"/ws/tables/{table}?token={token}")
                   for seat, token in tokens.items()}
        with sockets[0] as seat0, sockets[1] as seat1:
            by_seat = {0: seat0, 1: seat1}

            seen = {seat: receive_until(ws, frame(lambda m: m["step"] == 0))
                    for seat, ws in by_seat.items()}

            def move(step: int) -> Frame:
                """The seat to move plays its first legal action; the frame after it."""
                mover = seen[0]["current_player"]
                by_seat[mover].send_json({"action": seen[mover]["legal"][0]["action"],
                                          "step": step})
                for seat, ws in by_seat.items():
                    seen[seat] = receive_until(ws, frame(lambda m: m["step"] == step + 1))
                return seen[0]

            before = coordinator.lock_queries
            move(0)
            assert coordinator.lock_queries == before + 1  # taken, and kept
            assert not _try_lock(database, table)
            after_first = move(1)
            assert coordinator.lock_queries == before + 1  # no round trip for a kept lock
            _want(database, table, client)
            database.execute("SELECT pg_advisory_unlock(%s)", (lock_key(table),))
            if not after_first["terminal"]:
                move(2)  # taken again, and given back at once: it was wanted lately
                # the frames go out before the lock is given back: wait for the release
                assert _gets_lock_soon(database, table, client)
                assert coordinator.lock_queries == before + 4
                database.execute("SELECT pg_advisory_unlock(%s)", (lock_key(table),))


def test_a_kept_lock_is_given_back_after_keep_seconds_of_quiet(
        make_app: MakeApp, database: psycopg.Connection[Any]) -> None:
    now = [0.0]
    with TestClient(make_app(clock=lambda: now[0])) as client:
        table, tokens, first = human_pair(client, seed=13)
        with client.websocket_connect(f"/ws/tables/{table}?token={tokens[first]}") as ws:
            shown = receive_until(ws, frame())
            ws.send_json({"action": shown["legal"][0]["action"], "step": 0})
            receive_until(ws, frame(lambda m: m["step"] == 1))
        assert not _try_lock(database, table)
        now[0] += KEEP + 1.0  # the sweep (every SWEEP seconds) finds the lock kept too long
        for _ in range(2000):
            if _try_lock(database, table):
                break
            client.get("/api/games")
        else:
            raise AssertionError("the kept lock was never given back")
        database.execute("SELECT pg_advisory_unlock(%s)", (lock_key(table),))


def test_two_processes_take_turns_at_one_table_through_want_notices(
        make_app: MakeApp) -> None:
    """Each seat on its own process: every move waits for the other process to let go of
    the lock it keeps, which it does when told; the game reaches its end."""
    with TestClient(make_app()) as a, TestClient(make_app()) as b:
        table, tokens, _ = human_pair(a, seed=17)
        with a.websocket_connect(f"/ws/tables/{table}?token={tokens[0]}") as on_a, \
                b.websocket_connect(f"/ws/tables/{table}?token={tokens[1]}") as on_b:
            by_seat = {0: on_a, 1: on_b}
            shown = receive_until(on_a, frame())
            while not shown["terminal"]:
                mover = shown["current_player"]
                mine = receive_until(by_seat[mover], frame(
                    lambda m, step=shown["step"]: m["step"] == step))
                by_seat[mover].send_json({"action": mine["legal"][0]["action"],
                                          "step": mine["step"]})
                shown = receive_until(by_seat[mover], frame(
                    lambda m, step=shown["step"]: m["step"] == step + 1))
            record = GameRecord.from_json(a.get(f"/api/records/{table}").json())
    assert len(record.actions) == shown["step"]
    assert state_digest(replay(record)) == record.digest


def _try_lock(database: psycopg.Connection[Any], table: str) -> bool:
    """Whether another process (the test's connection) gets the table's lock now."""
    got = database.execute("SELECT pg_try_advisory_lock(%s)", (lock_key(table),)).fetchone()
    return got == (True,)


def _gets_lock_soon(database: psycopg.Connection[Any], table: str, client: TestClient) -> bool:
    """Whether the test's connection gets the table's lock within some 2,000 turns of the
    app's loop (it gives a lock back just after sending an action's frames)."""
    for _ in range(2000):
        if _try_lock(database, table):
            return True
        client.get("/api/games")
    return False


def _want(database: psycopg.Connection[Any], table: str, client: TestClient) -> None:
    """Say, as another process would, that the test's connection waits for the table's
    lock, and take it once the owner lets go (the app's loop runs while the test asks
    it for something)."""
    database.execute("SELECT pg_notify(%s, %s)",
                     (CHANNEL, notice("another-process", table, "want", 0)))
    if not _gets_lock_soon(database, table, client):
        raise AssertionError("the owner never let go of the table")


def _terminate(database: psycopg.Connection[Any], role: str, origin: str) -> int:
    """Kill the app's connection of ``role`` (``locks`` or ``listen``) as a database
    restart or a network cut would; how many backends were ended."""
    ended = database.execute(
        "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) FROM pg_stat_activity "
        "WHERE application_name = %s", (f"cardtable-{role}-{origin}",)).fetchone()
    assert ended is not None
    return int(ended[0])


def test_a_process_whose_lock_connection_died_opens_it_again_and_plays_on(
        make_app: MakeApp, database: psycopg.Connection[Any]) -> None:
    with TestClient(make_app()) as client:
        table, tokens, first = human_pair(client, seed=7)
        sharing = manager_of(client).sharing
        coordinator = sharing.coordinator
        assert _terminate(database, "locks", coordinator.origin) == 1
        with client.websocket_connect(f"/ws/tables/{table}?token={tokens[first]}") as ws:
            shown = receive_until(ws, frame())
            ws.send_json({"action": shown["legal"][0]["action"], "step": shown["step"]})
            receive_until(ws, frame(lambda m: m["step"] == shown["step"] + 1))
        assert coordinator.reconnections == 1
        # the new connection holds locks again: it keeps the table's after the move, so
        # another process cannot take it, until it says it wants it
        assert not _try_lock(database, table)
        _want(database, table, client)
        database.execute("SELECT pg_advisory_unlock(%s)", (lock_key(table),))


def test_a_process_that_stopped_hearing_notices_listens_again_and_catches_up(
        make_app: MakeApp, database: psycopg.Connection[Any]) -> None:
    with TestClient(make_app()) as a, TestClient(make_app()) as b:
        table, tokens, _ = human_pair(a, seed=9)
        coordinator = manager_of(a).sharing.coordinator
        seats_on_b = {seat: b.websocket_connect(f"/ws/tables/{table}?token={token}")
                      for seat, token in tokens.items()}
        with a.websocket_connect(f"/ws/tables/{table}") as watching_on_a, \
                seats_on_b[0] as seat0, seats_on_b[1] as seat1:
            sockets = {0: seat0, 1: seat1}
            shown = receive_until(watching_on_a, frame())

            def b_moves(step: int) -> None:
                mover = shown["current_player"]
                assert mover is not None
                mine = receive_until(sockets[mover], frame(lambda m: m["step"] == step))
                sockets[mover].send_json({"action": mine["legal"][0]["action"], "step": step})

            assert _terminate(database, "listen", coordinator.origin) == 1
            # b moves while a may not be listening: a's spectator still sees the move, from
            # the notice or, when it was missed, from the catch-up after listening again
            b_moves(shown["step"])
            shown = receive_until(watching_on_a, frame(lambda m: m["step"] == 1))
            for _ in range(2000):
                if coordinator.reconnections:
                    break
                a.get("/api/games")
            assert coordinator.reconnections == 1
            if not shown["terminal"]:  # and later news arrives by notice again
                b_moves(1)
                receive_until(watching_on_a, frame(lambda m: m["step"] == 2))
