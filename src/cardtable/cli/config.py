"""Turning command-line words into game options and a seating plan.

``--option key=value`` values are typed by their look: a whole number is an
int, ``true``/``false`` a bool, a comma list a list of strings, anything else
a string. ``--seat`` names are ``human`` or any bot in ``cardtable.bots.BOTS``,
with optional parameters (``ismcts:iterations=500``) and an optional display
name (``human:name=Eva``, ``greedy:name=Bob``).
Every mistake is an ``OptionError`` with one translated line (exit code 2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardtable.bots import BOTS, Bot
from cardtable.bots.seats import read_seat
from cardtable.cli.messages import msg
from cardtable.kernel.errors import OptionError
from cardtable.kernel.game import State
from cardtable.kernel.plural import PLAYERS_ACC, count
from cardtable.kernel.untrusted import shorten
from cardtable.sim.match import BotSpec

HUMAN = "human"
DEFAULT_BOT = "greedy"
MAX_NAME = 24
"""The longest seat name ``--seat human:name=...`` accepts."""

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


def split_seat(spec: str) -> tuple[str, str | None]:
    """``"human:name=Eva"`` -> ``("human", "Eva")``; ``"greedy"`` -> ``("greedy", None)``.

    The first part is the seat's kind (``human`` or a bot with its parameters), lower-cased;
    a ``name=`` part, in any position after the kind, is the display name as typed.
    """
    seat = read_seat(spec)
    return ":".join([seat.kind, *(part.lower() for part in seat.params)]), seat.name


def seat_kind(spec: str) -> str:
    """``human`` or the bot's name of a seat (``ismcts:iterations=9:name=Bo`` -> ``ismcts``)."""
    return split_seat(spec)[0].split(":", 1)[0]


def check_seat_names(requested: Sequence[str], lang: str) -> list[str]:
    """The seats in their canonical form (``kind[:params][:name=Name]``); ``OptionError`` for
    an unknown kind, a bad bot parameter, an empty, too long or repeated name."""
    seats: list[str] = []
    names: list[str] = []
    for entry in requested:
        spec, name = split_seat(entry)
        kind = spec.split(":", 1)[0]
        if kind not in seat_kinds() or (kind == HUMAN and spec != HUMAN):
            raise OptionError(msg("unknown_seat", lang, name=entry.strip(),
                                  known=", ".join(seat_kinds())))
        if kind != HUMAN:
            try:
                make_seat_bot(spec, 0)
            except OptionError as exc:  # a BotParamError: the reason in the player's language
                raise OptionError(msg("bad_seat", lang, name=shorten(spec, 60),
                                      reason=exc.text(lang))) from None
        if name is not None:
            if not name or len(name) > MAX_NAME or not name.isprintable():
                raise OptionError(msg("bad_seat_name", lang, name=name, most=MAX_NAME))
            if name.casefold() in (other.casefold() for other in names):
                raise OptionError(msg("seat_name_twice", lang, name=name))
            names.append(name)
            spec = f"{spec}:name={name}"
        seats.append(spec)
    return seats


def make_seat_bot(spec: str, seed: int) -> Bot:
    """The bot of a seat such as ``greedy`` or ``ismcts:iterations=500`` (a name is ignored)."""
    return BotSpec.parse(split_seat(spec)[0]).make(seed)


def check_seat_bots(seats: Sequence[str], state: State, lang: str) -> None:
    """``OptionError`` when a seat's bot cannot play this game (``Bot.check_table``: a
    policy file trained for another game or player count), before anything is played."""
    options = state.options.model_dump(mode="json")
    for spec in seats:
        if seat_kind(spec) == HUMAN:
            continue
        try:
            make_seat_bot(spec, 0).check_table(state.game, state.num_players, options)
        except OptionError as exc:  # a BotParamError: the reason in the player's language
            raise OptionError(msg("bad_seat", lang, name=shorten(spec, 60),
                                  reason=exc.text(lang))) from None


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
