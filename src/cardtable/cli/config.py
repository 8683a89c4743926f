"""Turning command-line words into game options and a seating plan.

``--option key=value`` values are typed by their look: a whole number is an
int, ``true``/``false`` a bool, a comma list a list of strings, anything else
a string. ``--seat`` names are ``human`` or any bot in ``cardtable.bots.BOTS``,
with optional parameters (``ismcts:iterations=500``).
Every mistake is an ``OptionError`` with one translated line (exit code 2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardtable.bots import BOTS, Bot
from cardtable.cli.messages import msg
from cardtable.kernel.errors import OptionError
from cardtable.kernel.plural import PLAYERS_ACC, count
from cardtable.sim.match import BotSpec

HUMAN = "human"
DEFAULT_BOT = "greedy"

_INT = re.compile(r"^[+-]?[0-9]+$")

OptionValue = int | bool | list[str] | str


def parse_value(raw: str) -> OptionValue:
    """The typed value of an option's text."""
    text = raw.strip()
    if _INT.match(text):
        return int(text)
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    if "," in text:
        return [part.strip() for part in text.split(",") if part.strip()]
    return text


def parse_options(entries: Sequence[str], lang: str) -> dict[str, Any]:
    """``["turns=5", "mode=draft"]`` -> ``{"turns": 5, "mode": "draft"}``.

    Dashes in a key become underscores (``max-turns`` is ``max_turns``).
    """
    options: dict[str, Any] = {}
    for entry in entries:
        key, sep, raw = entry.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise OptionError(msg("option_syntax", lang, entry=entry))
        if key in options:
            raise OptionError(msg("option_twice", lang, key=key))
        options[key] = parse_value(raw)
    return options


def seat_kinds() -> list[str]:
    """Accepted ``--seat`` names: ``human`` and every registered bot."""
    return [HUMAN, *BOTS]


def check_seat_names(requested: Sequence[str], lang: str) -> list[str]:
    """Lower-cased seat names; ``OptionError`` for an unknown one."""
    names = [name.strip().lower() for name in requested]
    for name in names:
        kind = name.split(":", 1)[0].strip()
        if kind not in seat_kinds() or (kind == HUMAN and name != HUMAN):
            raise OptionError(msg("unknown_seat", lang, name=name,
                                  known=", ".join(seat_kinds())))
        if kind != HUMAN:
            try:
                make_seat_bot(name, 0)
            except (ValueError, TypeError) as exc:
                raise OptionError(msg("bad_seat", lang, name=name, reason=str(exc))) from None
    return names


def make_seat_bot(name: str, seed: int) -> Bot:
    """The bot of a seat name such as ``greedy`` or ``ismcts:iterations=500``."""
    return BotSpec.parse(name).make(seed)


def plan_seats(requested: Sequence[str], players: int, lang: str) -> list[str]:
    """One name per seat: the requested ones from seat 0, the rest ``greedy``.

    Without any ``--seat``, seat 0 is the human.
    """
    names = check_seat_names(requested, lang) or [HUMAN]
    check_seat_count(names, players, lang)
    return names + [DEFAULT_BOT] * (players - len(names))


def check_seat_count(requested: Sequence[str], players: int, lang: str) -> None:
    """``OptionError`` when more seats are named than the game has players."""
    if len(requested) > players:
        raise OptionError(msg("too_many_seats", lang, seats=len(requested),
                              players=count(players, PLAYERS_ACC, lang)))


def players_wanted(players: int | None, requested: Sequence[str]) -> int | None:
    """The player count to ask for: explicit, or one per ``--seat`` when several are named.

    ``None`` leaves the choice to the game's default.
    """
    if players is not None:
        return players
    return len(requested) if len(requested) > 1 else None
