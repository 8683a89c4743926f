"""The ``cardtable`` command line: play, replay, list games, check card data.

``main.app`` is the typer application behind the ``cardtable`` console script.
"""
