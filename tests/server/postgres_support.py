"""A throwaway PostgreSQL cluster for the server tests: ``initdb`` in a temp folder,
``pg_ctl start`` on 127.0.0.1 and a free port, a fresh database per test, stopped
and removed at the end of the session.

The binaries are looked for on PATH, then in Debian's ``/usr/lib/postgresql/<v>/bin``.
``initdb`` refuses to run as root, so as root the cluster belongs to the ``postgres``
system user (Debian's package makes it) and every command runs as that user through
``runuser``. Without the binaries the tests that need the server skip with the reason,
except under ``CI=true``, where a missing PostgreSQL is a failure (``.ci/run`` installs
it).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import psycopg
import pytest

BACKENDS = pytest.mark.parametrize("db_url", ["sqlite", "postgres"], indirect=True)
"""Run a test once on a SQLite file and once on PostgreSQL (see ``db_url`` in conftest)."""

SUPERUSER = "cardtable"
"""The cluster's superuser (trust authentication on 127.0.0.1 only)."""


class PostgresMissing(RuntimeError):
    """No PostgreSQL server binaries on this machine."""


def find_binaries() -> Path:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``."""
    found = shutil.which("initdb")
    candidates = [Path(found).resolve().parent] if found else []
    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"),
                                           key=lambda p: int(Path(p).parent.name)
                                           if Path(p).parent.name.isdigit() else 0,
                                           reverse=True)]
    for folder in candidates:
        if all((folder / name).exists() for name in ("initdb", "pg_ctl", "postgres")):
            return folder
    raise PostgresMissing("PostgreSQL is not installed (no initdb on PATH or in "
                          "/usr/lib/postgresql/*/bin); apt-get install postgresql")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class ThrowawayPostgres:
    """One cluster in a temp folder; ``database()`` gives a fresh database's URL."""

    def __init__(self) -> None:
        self.bin = find_binaries()
        self.root = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))
        self.data = self.root / "data"
        self.port = free_port()
        self._user: str | None = None
        self._count = 0
        if os.geteuid() == 0:
            try:
                pwd.getpwnam("postgres")
            except KeyError:
                subprocess.run(["useradd", "--system", "--no-create-home", "postgres"],
                               check=True, capture_output=True)
            self._user = "postgres"
            shutil.chown(self.root, "postgres", None)
            self.root.chmod(0o700)
        self.started = False

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [str(self.bin / args[0]), *args[1:]]
        if self._user is not None:
            command = ["runuser", "-u", self._user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.root,
                              timeout=120, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:2])} failed: {done.stderr.strip()[-800:]}")
        return done

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust",
                  "--encoding=UTF8", "--locale=C", "--no-sync")
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 "
                   "-c max_connections=200 -c shared_buffers=64MB")
        self._run("pg_ctl", "start", "-w", "-t", "60", "-D", str(self.data),
                  "-l", str(self.root / "server.log"), "-o", options)
        self.started = True

    def url(self, database: str = "postgres", driver: str = "postgresql+psycopg") -> str:
        return f"{driver}://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def database(self) -> str:
        """A new, empty database's SQLAlchemy URL."""
        self._count += 1
        name = f"t{os.getpid()}_{self._count}"
        with psycopg.connect(self.url(driver="postgresql"), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        try:
            if self.started:
                self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "immediate", "-w")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
