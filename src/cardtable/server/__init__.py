"""The web server: tables over HTTP and WebSocket, bots in worker processes, games
stored with SQLAlchemy (``cardtable serve``; the protocol is in docs/server.md).

Needs the ``web`` extra. ``create_app(db_url, ...)`` in ``app.py`` builds the
FastAPI application; nothing here is imported by the rest of cardtable, so
playing in the terminal needs none of the server's libraries.
"""
