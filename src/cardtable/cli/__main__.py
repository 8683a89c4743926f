"""``python -m cardtable.cli``: the same as the ``cardtable`` command."""

from cardtable.cli.main import app

app()
