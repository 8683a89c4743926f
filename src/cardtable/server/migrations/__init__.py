"""Alembic migrations of the server's database, shipped in the package.

``Store.migrate`` runs ``upgrade head`` on every start, so a new revision here
reaches every database the next time a server opens it. Write a revision with
``alembic -x url=sqlite:///cardtable.db revision -m "..."`` from this folder
(``script_location`` is this folder) and only portable operations.
"""
