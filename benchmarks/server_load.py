"""Load on a real server: many tables played at once through the WebSocket protocol.

Starts ``cardtable serve`` in a subprocess on 127.0.0.1 (a SQLite file in a temp
folder, or ``--db URL``, e.g. a PostgreSQL database), opens ``--tables`` tables
(two human seats each, both played by this script, one socket per seat) and plays
them for ``--duration`` seconds: each seat waits a think time (``--think`` seconds
on average) after its frame offers it a choice, then sends a random legal action.
A finished table is replaced by a new one. The tables open at random times over the
first ``--ramp`` seconds (default: one think time), as players arrive; ``--ramp 0``
opens them all in the same instant, a start-up burst. Then it prints:

- action latency, p50 and p99: from sending an action for step n to the first
  frame on that socket past step n (the action stored, then broadcast); and p99 per
  10-second window of the run, which shows a start-up burst apart from the steady load;
- actions/s acknowledged, over the measured time;
- errors: refusals other than the rate limit, failed requests, dropped sockets;
- lost actions: acknowledged actions that the database does not hold at the step
  they were sent for (read back after the server stopped);
- the server process's CPU time per acknowledged action (less sensitive to a busy
  machine than the latencies), this script's own (the players' side shares the
  machine's cores with the server), and the load average before and after.

Loopback only; bounded in tables (at most 1000) and time (at most 600 s).
``--in-process N`` measures instead the server's own work per action, without
sockets or a second process, so that a busy machine matters less: the tables are
played through ``TableManager.act`` and each change is built and JSON-encoded as a
frame for both seats; it prints the CPU seconds per action of N actions.
``--postgres`` runs a throwaway PostgreSQL cluster in a temp folder (the server
tests' ``ThrowawayPostgres``, Debian's binaries). ``--profile FILE`` runs the
server under ``cProfile`` and writes its statistics to FILE (``pstats`` reads it).

    python benchmarks/server_load.py [--tables 200] [--duration 30] [--think 1.0] [--ramp S]
                                     [--db postgresql+psycopg://user@127.0.0.1:5432/db]
                                     [--postgres] [--profile server.prof]
                                     [--in-process 600]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from cardtable.server.store import Store

SRC = Path(__file__).resolve().parents[1] / "src"
SERVER_TESTS = Path(__file__).resolve().parents[1] / "tests" / "server"
SERVE = "from cardtable.cli.main import app; app()"
PROFILED = ("import cProfile, signal, sys; from cardtable.cli.main import app; "
            "signal.signal(signal.SIGTERM, lambda *_: sys.exit(0)); "
            "cProfile.run('app()', {out!r})")
"""The server under ``cProfile``. uvicorn raises the SIGTERM it stopped on again once it
has shut down; as ``SystemExit`` it lets ``cProfile`` write the statistics."""


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    sent_at: list[float] = field(default_factory=list)
    """When each latency's action was sent (``time.monotonic``), for the per-window figures."""
    errors: dict[str, int] = field(default_factory=dict)
    acknowledged: dict[str, dict[int, str]] = field(default_factory=dict)
    """Table -> step -> the action text acknowledged for it."""
    games_finished: int = 0

    def error(self, kind: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_server(db: str, port: int, log: Path, profile: str | None
                 ) -> subprocess.Popen[bytes]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), env.get("PYTHONPATH", "")])
    code = SERVE if profile is None else PROFILED.format(out=str(Path(profile).resolve()))
    process = subprocess.Popen(
        [sys.executable, "-c", code, "serve",
         "--db", db, "--port", str(port), "--bot-workers", "1"],
        stdout=log.open("ab"), stderr=subprocess.STDOUT, env=env, start_new_session=True)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the server exited: {log.read_text()[-2000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=2).status_code == 200:
                return process
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    os.killpg(process.pid, signal.SIGKILL)
    raise SystemExit("the server did not start")


async def seat(ws_url: str, table: str, tally: Tally, think: float, until: float,
               rng: random.Random, done: asyncio.Event) -> None:
    """One human seat: think, act, time the acknowledgement."""
    acked = tally.acknowledged.setdefault(table, {})
    sent: dict[int, tuple[str, float]] = {}
    acted = -1
    try:
        async with connect(ws_url, max_size=2**22) as ws:
            while not done.is_set():
                try:
                    message = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
                except TimeoutError:
                    if time.monotonic() > until:
                        return
                    continue
                if message["type"] != "frame":
                    tally.error("rate_limited" if message.get("code") == "server.rate_limited"
                                else f"refused {message.get('code')}")
                    continue
                now = time.monotonic()
                for step in [s for s in sent if s < message["step"]]:
                    text, at = sent.pop(step)
                    acked[step] = text
                    tally.latencies.append(now - at)
                    tally.sent_at.append(at)
                if message["terminal"]:
                    done.set()
                    return
                if message["legal"] and message["step"] > acted and now < until:
                    acted = message["step"]
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                    choice = rng.choice(message["legal"])["action"]
                    sent[acted] = (choice, time.monotonic())
                    await ws.send(json.dumps({"action": choice, "step": acted}))
    except (ConnectionClosed, OSError):
        tally.error("socket dropped")


async def table_loop(http: httpx.AsyncClient, ws_base: str, game: str, tally: Tally,
                     think: float, until: float, rng: random.Random, ramp: float) -> None:
    """Open a table, play both seats to the end, open the next, until time is up."""
    await asyncio.sleep(rng.uniform(0.0, ramp))
    while time.monotonic() < until:
        try:
            response = await http.post("/api/tables", json={
                "game": game, "seats": ["human", "human"], "seed": rng.randrange(2**62)})
        except httpx.HTTPError as exc:
            tally.error(f"create failed ({type(exc).__name__})")
            await asyncio.sleep(0.5)
            continue
        if response.status_code != 201:
            tally.error(f"create {response.status_code}")
            await asyncio.sleep(0.5)
            continue
        created = response.json()
        table = created["table"]
        done = asyncio.Event()
        await asyncio.gather(*(
            seat(f"{ws_base}/ws/tables/{table}?token={s['token']}", table, tally, think,
                 until, random.Random(rng.random()), done)
            for s in created["seats"]))
        if done.is_set():
            tally.games_finished += 1


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds a process has used so far (Linux ``/proc``)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def lost_actions(db: str, tally: Tally) -> int:
    """Acknowledged actions that the database does not hold at their step."""
    store = Store(db)
    lost = 0
    try:
        for table, acked in tally.acknowledged.items():
            stored = store.table(table, 0)
            actions = stored.actions if stored is not None else ()
            lost += sum(1 for step, text in acked.items()
                        if step >= len(actions) or actions[step] != text)
    finally:
        store.close()
    return lost


async def load(port: int, args: argparse.Namespace, tally: Tally) -> float:
    base = f"http://127.0.0.1:{port}"
    rng = random.Random(args.seed)
    start = time.monotonic()
    until = start + args.duration
    limits = httpx.Limits(max_connections=64)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as http:
        await asyncio.gather(*(
            table_loop(http, f"ws://127.0.0.1:{port}", args.game, tally, args.think, until,
                       random.Random(rng.random()), args.ramp)
            for _ in range(args.tables)))
    return time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--duration", type=float, default=30.0, help="seconds of play")
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a seat waits before acting")
    parser.add_argument("--ramp", type=float, default=None,
                        help="tables open at random times over the first RAMP seconds "
                             "(default: the think time; 0 opens all at once)")
    parser.add_argument("--game", default="hecatomb")
    parser.add_argument("--db", default=None, help="database URL (default: a SQLite file)")
    parser.add_argument("--postgres", action="store_true",
                        help="a throwaway PostgreSQL cluster in a temp folder")
    parser.add_argument("--profile", default=None, metavar="FILE",
                        help="run the server under cProfile, statistics to FILE")
    parser.add_argument("--in-process", type=int, default=0, metavar="N",
                        help="no sockets: the server's CPU time per action over N actions")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.tables = max(1, min(args.tables, 1000))
    args.duration = max(1.0, min(args.duration, 600.0))
    args.ramp = args.think if args.ramp is None else max(0.0, min(args.ramp, args.duration))
    folder = Path(tempfile.mkdtemp(prefix="cardtable-load-"))
    cluster = None
    if args.postgres:
        sys.path.insert(0, str(SERVER_TESTS))
        from postgres_support import ThrowawayPostgres

        cluster = ThrowawayPostgres()
        cluster.start()
        args.db = cluster.database()
    try:
        if args.in_process:
            asyncio.run(in_process(args, folder))
        else:
            run(args, folder)
    finally:
        if cluster is not None:
            cluster.stop()


async def in_process(args: argparse.Namespace, folder: Path) -> None:
    """``--in-process``: tables played through the table manager, frames built for both
    seats and encoded, no sockets; CPU time of this process per action."""
    from cardtable.kernel import Rng
    from cardtable.server.bots import BotPool
    from cardtable.server.frames import build_frame
    from cardtable.server.limits import Limits
    from cardtable.server.tables import LiveTable, TableManager, TableRequest

    store = Store(args.db or f"sqlite:///{folder / 'tables.db'}")
    manager = TableManager(store, BotPool(1, "thread"), Limits())
    await manager.start()
    tables: list[tuple[LiveTable, list[int], Rng]] = []
    for i in range(min(args.tables, 100)):
        table, _ = await manager.create(TableRequest(
            args.game, 2, {}, ["human", "human"], "public", args.seed * 1000 + i))
        tables.append((table, [0, 0], Rng(i)))

    async def one(table: LiveTable, sent: list[int], rng: Rng) -> int:
        state = table.state
        seat = state.current_player()
        if seat is None:
            return 0
        legal = state.legal_actions()
        await manager.act(table, seat, legal[rng.below(len(legal))].to_text(), state.steps)
        for shown in range(len(sent)):
            frame = build_frame(table, shown, "en", sent[shown])
            sent[shown] = frame["events"]["total"]
            json.dumps(frame, separators=(",", ":"), ensure_ascii=False)
        return 1

    done = 0
    start = time.process_time()
    while done < args.in_process:
        played = sum(await asyncio.gather(*(one(*entry) for entry in tables)))
        if not played:
            break
        done += played
    used = time.process_time() - start
    await manager.close()
    store.close()
    print(f"server work in process: {len(tables)} tables of {args.game}, {done} actions, "
          f"{used / max(done, 1) * 1000:.2f} ms CPU per action "
          f"(load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores)")


def window_p99(tally: Tally, width: float = 10.0) -> list[str]:
    """``"0-10 s: 12.3 ms"`` per window of sending time: shows whether the tail is a
    start-up burst or steady."""
    if not tally.sent_at:
        return []
    first = min(tally.sent_at)
    windows: dict[int, list[float]] = {}
    for at, latency in zip(tally.sent_at, tally.latencies, strict=True):
        windows.setdefault(int((at - first) // width), []).append(latency)
    out = []
    for index in sorted(windows):
        values = sorted(windows[index])
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))] * 1000
        out.append(f"{index * width:.0f}-{(index + 1) * width:.0f} s {p99:.0f} ms")
    return out


def run(args: argparse.Namespace, folder: Path) -> None:
    db = args.db or f"sqlite:///{folder / 'tables.db'}"
    port = free_port()
    server = start_server(db, port, folder / "server.log", args.profile)
    tally = Tally()
    load_before = os.getloadavg()
    cpu_before = cpu_seconds(server.pid)
    client_before = time.process_time()
    try:
        elapsed = asyncio.run(load(port, args, tally))
    finally:
        cpu_used = cpu_seconds(server.pid) - cpu_before
        client_used = time.process_time() - client_before
        load_after = os.getloadavg()
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=60)
    lost = lost_actions(db, tally)
    latencies = sorted(tally.latencies)
    count = len(latencies)
    p50 = statistics.median(latencies) * 1000 if latencies else float("nan")
    p99 = latencies[min(count - 1, int(count * 0.99))] * 1000 if latencies else float("nan")
    errors = {k: v for k, v in tally.errors.items() if k != "rate_limited"}
    kind = "sqlite file" if args.db is None else db.split("://")[0]
    print(f"server load: {args.tables} tables of {args.game}, {args.duration:.0f} s, "
          f"think {args.think:g} s, opened over {args.ramp:g} s, database {kind}")
    print(f"  actions acknowledged {count}, {count / elapsed:.1f} actions/s, "
          f"games finished {tally.games_finished}")
    print(f"  action latency p50 {p50:.1f} ms, p99 {p99:.1f} ms, max "
          f"{latencies[-1] * 1000 if latencies else float('nan'):.1f} ms")
    print("  p99 per 10-second window: " + ", ".join(window_p99(tally)))
    print(f"  server CPU {cpu_used:.1f} s, {cpu_used / max(count, 1) * 1000:.2f} ms per action; "
          f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after "
          f"({os.cpu_count()} cores)")
    print(f"  this script's CPU (the players' side: sockets, JSON) {client_used:.1f} s, "
          f"{client_used / max(count, 1) * 1000:.2f} ms per action")
    print(f"  errors {sum(errors.values())} {errors or ''}, rate-limited "
          f"{tally.errors.get('rate_limited', 0)}, lost actions {lost}")
    print(f"  target p99 < 50 ms, 0 errors, 0 lost: "
          f"{'met' if p99 < 50 and not errors and lost == 0 else 'MISSED'}")


if __name__ == "__main__":
    main()
