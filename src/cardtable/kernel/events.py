"""Events: the append-only log of what happened, with per-seat visibility.

An event is a message key plus parameters (formatted lazily in cs or en).
``seats`` lists who may see it (``None``: everyone); everyone else sees the
``redacted`` variant, if any (``"seat 1 drew a card"`` instead of the card).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtable.kernel.i18n import DEFAULT_LANG, translate
from cardtable.kernel.serial import register


@register
@dataclass(frozen=True, slots=True)
class Event:
    """One entry of a state's log."""

    key: str
    """Fully qualified message key, e.g. ``"clash_of_decks.summon"``."""
    params: Mapping[str, Any] = field(default_factory=dict)
    """JSON-ready parameters of the message."""
    seats: frozenset[int] | None = None
    """Seats that see this event as it is; ``None`` means every seat and spectators."""
    redacted: Event | None = None
    """What the other seats see instead; ``None`` means they see nothing."""

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
            redacted = cls(redacted_key, dict(redacted_params or {}))
        return cls(key, dict(params), frozenset(seats), redacted)


_SET_KEY = Event.__dict__["key"].__set__
_SET_PARAMS = Event.__dict__["params"].__set__
_SET_SEATS = Event.__dict__["seats"].__set__
_SET_REDACTED = Event.__dict__["redacted"].__set__


def _init(self: Event, key: str, params: Mapping[str, Any] | None = None,
          seats: frozenset[int] | None = None, redacted: Event | None = None) -> None:
    """Fill the slots through their descriptors: games log several events per step, and
    the generated frozen ``__init__`` (``object.__setattr__`` per field) costs about
    twice as much."""
    _SET_KEY(self, key)
    _SET_PARAMS(self, {} if params is None else params)
    _SET_SEATS(self, seats)
    _SET_REDACTED(self, redacted)


Event.__init__ = _init  # type: ignore[method-assign]


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see, each in the version that seat sees."""
    out: list[Event] = []
    for event in events:
        shown = event.for_seat(seat)
        if shown is not None:
            out.append(shown)
    return out
