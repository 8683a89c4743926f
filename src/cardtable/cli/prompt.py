"""What a human typed at a game prompt: a command, an action, or nothing.

An entry is a number from the menu of choices, an action's text form
(``play pick=2 row=top``), or one of the commands that work at any prompt.
Commands win over action text of the same spelling; such an action is still
reachable by its number. Czech aliases of the commands are accepted too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cli.messages import msg
from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError

COMMANDS: tuple[str, ...] = ("help", "actions", "more", "state", "log", "quit")
"""The commands, by their canonical (English) names."""

ALIASES: dict[str, str] = {
    "?": "help", "napoveda": "help", "nápověda": "help",
    "akce": "actions",
    "dalsi": "more", "další": "more",
    "stav": "state",
    "zaznam": "log", "záznam": "log",
    "exit": "quit", "konec": "quit",
}

ARGUMENTS: dict[str, tuple[str, ...]] = {"actions": ("text",)}
"""The words a command may be followed by: ``actions text`` (cs ``akce text``) lists the
text forms of the choices."""


class EntryError(CardtableError):
    """An entry that names no action: a number outside the list, for instance."""


@dataclass(frozen=True, slots=True)
class Command:
    """A prompt command such as ``help`` or ``quit``, with its word (``actions text``)."""

    name: str
    argument: str = ""


def command_of(text: str) -> Command | None:
    """The command ``text`` names, if any (case-insensitive)."""
    words = text.strip().lower().split()
    if not words or len(words) > 2:
        return None
    name = words[0] if words[0] in COMMANDS else ALIASES.get(words[0])
    if name is None:
        return None
    if len(words) == 1:
        return Command(name)
    if words[1] in ARGUMENTS.get(name, ()):
        return Command(name, words[1])
    return None


def read_entry(text: str, legal: Sequence[Action], lang: str) -> Command | Action | None:
    """Interpret one typed line.

    Returns ``None`` for a blank line, a ``Command``, or the ``Action`` typed
    (its legality is the state's business). Raises ``EntryError`` for a
    number outside the list and ``ActionSyntaxError`` for text that is not an
    action at all; both carry a one-line reason.
    """
    entry = text.strip()
    if not entry:
        return None
    command = command_of(entry)
    if command is not None:
        return command
    if entry.isdecimal():
        number = int(entry)
        if not 1 <= number <= len(legal):
            raise EntryError(msg("no_such_number", lang, number=number, last=len(legal)))
        return legal[number - 1]
    return Action.parse(entry)
