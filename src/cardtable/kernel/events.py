"""Events: the append-only log of what happened, with per-seat visibility.

An event is a message key plus parameters (formatted lazily in cs or en).
``seats`` lists who may see it (``None``: everyone); everyone else sees the
``redacted`` variant, if any (``"seat 1 drew a card"`` instead of the card).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import FrozenInstanceError
from typing import Any, Final

from cardtable.kernel.i18n import DEFAULT_LANG, translate
from cardtable.kernel.records import compiled, slot_setters
from cardtable.kernel.serial import register


class Event:
    """One entry of a state's log; immutable (a log may share one ``Event`` many times).

    A record with the constructor, equality, hash and ``repr`` of a frozen
    dataclass, written out so that compiled code builds it natively: the log
    gets an event or two on every step of every game.
    """

    __slots__ = ("key", "params", "redacted", "seats")
    __match_args__: Final = ("key", "params", "seats", "redacted")

    key: str
    """Fully qualified message key, e.g. ``"clash_of_decks.summon"``."""
    params: Mapping[str, Any]
    """JSON-ready parameters of the message (a new empty dict when not given)."""
    seats: frozenset[int] | None
    """Seats that see this event as it is; ``None`` means every seat and spectators."""
    redacted: Event | None
    """What the other seats see instead; ``None`` means they see nothing."""

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 seats: frozenset[int] | None = None, redacted: Event | None = None) -> None:
        if _COMPILED:
            # compiled, these stores go straight into the object (not through
            # ``__setattr__``, which refuses everyone else)
            self.key = key
            self.params = {} if params is None else params
            self.seats = seats
            self.redacted = redacted
        else:
            _SET_KEY(self, key)
            _SET_PARAMS(self, {} if params is None else params)
            _SET_SEATS(self, seats)
            _SET_REDACTED(self, redacted)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not Event:
            return NotImplemented
        return (self.key == other.key and self.params == other.params
                and self.seats == other.seats and self.redacted == other.redacted)

    def __hash__(self) -> int:
        return hash((self.key, self.params, self.seats, self.redacted))

    def __repr__(self) -> str:
        return (f"Event(key={self.key!r}, params={self.params!r}, seats={self.seats!r}, "
                f"redacted={self.redacted!r})")

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        return (Event, (self.key, self.params, self.seats, self.redacted))

    def for_seat(self, seat: int | None) -> Event | None:
        """The version of this event that ``seat`` (``None``: a spectator) sees."""
        if self.seats is None or (seat is not None and seat in self.seats):
            return self
        if self.redacted is None:
            return None
        return self.redacted.for_seat(seat)

    def text(self, lang: str = DEFAULT_LANG) -> str:
        return translate(self.key, lang, self.params)

    @classmethod
    def private(cls, key: str, params: Mapping[str, Any], seats: Iterable[int],
                redacted_key: str | None = None,
                redacted_params: Mapping[str, Any] | None = None) -> Event:
        """An event only ``seats`` see in full; others see the redacted message."""
        redacted = None
        if redacted_key is not None:
            redacted = Event(redacted_key, dict(redacted_params or {}))
        return Event(key, dict(params), frozenset(seats), redacted)


register(Event)


_COMPILED: Final = compiled(Event)
"""Whether this module runs compiled by mypyc (``make compiled``)."""
_SET_KEY, _SET_PARAMS, _SET_SEATS, _SET_REDACTED = slot_setters(
    Event, "key", "params", "seats", "redacted")


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see, each in the version that seat sees."""
    out: list[Event] = []
    for event in events:
        shown = event.for_seat(seat)
        if shown is not None:
            out.append(shown)
    return out
