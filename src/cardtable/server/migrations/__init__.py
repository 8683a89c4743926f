"""Alembic migrations of the server's database, shipped in the package.

``Store.migrate`` runs ``upgrade head`` on every start, so a new revision here
reaches every database the next time a server opens it. Write a revision with
``alembic -c alembic.ini -x url=sqlite:///cardtable.db revision -m "..."`` in
this folder, with portable operations only (it must run on SQLite and PostgreSQL).
"""
