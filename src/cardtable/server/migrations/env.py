"""Alembic's environment: run the revisions on the connection ``Store.migrate`` gives.

Run from the command line instead (``alembic -c alembic.ini -x url=URL upgrade head``
in this folder), it opens ``url`` itself.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from cardtable.server.store import Base

config = context.config


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=Base.metadata,
                      render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


given = config.attributes.get("connection")
if given is not None:
    _run(given)
else:
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url")
    if not url:
        raise SystemExit("give the database: alembic -c alembic.ini -x url=URL ...")
    with create_engine(url).begin() as connection:
        _run(connection)
