"""``python -m cardtable``: the same as the ``cardtable`` command."""

from cardtable.cli.main import app

app(prog_name="cardtable")
