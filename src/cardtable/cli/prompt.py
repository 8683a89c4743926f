"""What a human typed at a game prompt: a command, an action, or nothing.

An entry is a number from the list of legal actions, an action's text form
(``play hand=2 row=top``), or one of the commands that work at any prompt.
Commands win over action text of the same spelling; such an action is still
reachable by its number. Czech aliases of the commands are accepted too.
``info`` (Czech ``karta``) takes the rest of the line as its argument: a card's
number on the screen or its name.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardtable.cli.messages import msg
from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError
from cardtable.kernel.untrusted import shorten

COMMANDS: tuple[str, ...] = ("help", "actions", "more", "state", "log", "info", "quit")
"""The commands, by their canonical (English) names."""
WITH_ARGUMENT: tuple[str, ...] = ("info",)
"""Commands that take the rest of the line as their argument."""
ARGUMENTS: dict[str, tuple[str, ...]] = {"actions": ("text",)}
"""The words another command may be followed by: ``actions text`` (cs ``akce text``)
lists the text forms of the choices."""

ALIASES: dict[str, str] = {
    "?": "help", "napoveda": "help", "nápověda": "help", "pomoc": "help",
    "akce": "actions",
    "dalsi": "more", "další": "more",
    "karta": "info",
    "stav": "state",
    "zaznam": "log", "záznam": "log",
    "exit": "quit", "konec": "quit",
}


class EntryError(CardtableError):
    """An entry that names no action: a number outside the list, for instance."""


@dataclass(frozen=True, slots=True)
class Command:
    """A prompt command such as ``help``, ``quit`` or ``info 2`` (``argument`` "2")."""

    name: str
    argument: str = ""


def command_of(text: str) -> Command | None:
    """The command ``text`` names, if any (the command word case-insensitive)."""
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    name = word if word in COMMANDS else ALIASES.get(word)
    if name is None:
        return None
    argument = rest.strip()
    if argument and name not in WITH_ARGUMENT and argument.lower() not in ARGUMENTS.get(
            name, ()):
        return None
    return Command(name, argument if name in WITH_ARGUMENT else argument.lower())


def plain_word(text: str) -> str:
    """``text`` lower-cased, without accents, spaces and dashes as ``_`` (``Mistři
    vzduchu`` → ``mistri_vzduchu``), to compare what a player types with a name."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[\s-]+", "_", bare)


def canonical_words(text: str, names: Mapping[str, str]) -> str:
    """A typed action with every argument value that is a display name (``names``: the
    plain form of a name → the game's word) replaced by the game's word, so that
    ``choose_trump set=lidé`` reads as ``choose_trump set=humans``."""
    parts = text.split()
    out = parts[:1]
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        word = names.get(plain_word(value)) if sep else None
        out.append(f"{key}={word}" if word is not None else part)
    return " ".join(out)


def read_entry(text: str, legal: Sequence[Action], lang: str,
               names: Mapping[str, str] | None = None) -> Command | Action | None:
    """Interpret one typed line.

    Returns ``None`` for a blank line, a ``Command``, or the ``Action`` typed
    (its legality is the state's business); a value may be a word's display name
    (``names``, see ``canonical_words``). Raises ``EntryError`` for a
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
        # int() refuses 4,301+ digits; no list is that long, so a long number is refused
        number = int(entry) if len(entry) <= 9 else 0
        if not 1 <= number <= len(legal):
            raise EntryError(msg("no_such_number", lang, number=shorten(entry, 12),
                                 last=len(legal)))
        return legal[number - 1]
    return Action.parse(canonical_words(entry, names) if names else entry)
