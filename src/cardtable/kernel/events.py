"""Events: the append-only log of what happened, with per-seat visibility.

An event is a message key plus parameters (formatted lazily in cs or en).
``seats`` lists who may see it (``None``: everyone); everyone else sees the
``redacted`` variant, if any (``"seat 1 drew a card"`` instead of the card).

A game may also record an event's parameters *unbuilt*: a builder function and the
values it needs (``Event.built``, ``State.log_built``). The parameters are made
the first time someone reads them (a front end, ``to_json``, a test) and kept;
the log of a playout that no one reads never builds them. Readers see the same
``params`` either way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import FrozenInstanceError
from typing import Any, Final

from cardtable.kernel.i18n import DEFAULT_LANG, translate
from cardtable.kernel.records import compiled, slot_setters
from cardtable.kernel.serial import register

ParamsBuilder = Callable[[tuple[Any, ...]], dict[str, Any]]
"""Makes an event's parameters from the values recorded with it (``Event.built``): a
pure function of those values, which must be immutable or owned by the event."""


class Event:
    """One entry of a state's log; immutable (a log may share one ``Event`` many times).

    A record with the constructor, equality, hash and ``repr`` of a frozen
    dataclass, written out so that compiled code builds it natively: the log
    gets an event or two on every step of every game.
    """

    __slots__ = ("_args", "_build", "_params", "key", "redacted", "seats")
    __match_args__: Final = ("key", "params", "seats", "redacted")

    key: str
    """Fully qualified message key, e.g. ``"clash_of_decks.summon"``."""
    _params: Mapping[str, Any] | None
    """The parameters once made (``None``: not yet, see ``params``)."""
    _build: ParamsBuilder | None
    """Makes the parameters from ``_args`` (``None``: they were given)."""
    _args: tuple[Any, ...]
    """What ``_build`` is given."""
    seats: frozenset[int] | None
    """Seats that see this event as it is; ``None`` means every seat and spectators."""
    redacted: Event | None
    """What the other seats see instead; ``None`` means they see nothing."""

    def __init__(self, key: str, params: Mapping[str, Any] | None = None,
                 seats: frozenset[int] | None = None, redacted: Event | None = None,
                 build: ParamsBuilder | None = None, args: tuple[Any, ...] = ()) -> None:
        if build is not None and params is not None:
            raise ValueError("an event takes its parameters or a builder, not both")
        given = None if build is not None else {} if params is None else params
        if _COMPILED:
            # compiled, these stores go straight into the object (not through
            # ``__setattr__``, which refuses everyone else)
            self.key = key
            self._params = given
            self._build = build
            self._args = args
            self.seats = seats
            self.redacted = redacted
        else:
            _SET_KEY(self, key)
            _SET_PARAMS(self, given)
            _SET_BUILD(self, build)
            _SET_ARGS(self, args)
            _SET_SEATS(self, seats)
            _SET_REDACTED(self, redacted)

    @classmethod
    def built(cls, key: str, build: ParamsBuilder, args: tuple[Any, ...],
              seats: frozenset[int] | None = None, redacted: Event | None = None) -> Event:
        """An event whose parameters ``build(args)`` makes when first read: recording
        costs the values, not the JSON-ready parameters (nested messages, names)."""
        return Event(key, None, seats, redacted, build, args)

    @property
    def params(self) -> Mapping[str, Any]:
        """JSON-ready parameters of the message (a new empty dict when not given); an
        event recorded with a builder makes them now, once."""
        found = self._params
        if found is None:
            build = self._build
            if build is None:  # __init__ sets one or the other
                raise AssertionError("an event without parameters or a builder")
            found = build(self._args)
            if _COMPILED:
                self._params = found
            else:
                _SET_PARAMS(self, found)
        return found

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
_SET_KEY, _SET_PARAMS, _SET_BUILD, _SET_ARGS, _SET_SEATS, _SET_REDACTED = slot_setters(
    Event, "key", "_params", "_build", "_args", "seats", "redacted")


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see, each in the version that seat sees."""
    out: list[Event] = []
    for event in events:
        shown = event.for_seat(seat)
        if shown is not None:
            out.append(shown)
    return out
