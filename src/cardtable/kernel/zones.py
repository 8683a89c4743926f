"""Zones of card instances, who knows each card, and generic determinization.

A card in a game is an *instance*: a ``uid`` that keeps its identity from zone
to zone and the ``cid`` of its printed card. Who knows an instance is part of
the instance (``CardRef.known``): everyone, nobody, or a set of seats. A
``Zone`` is an ordered list of instances with a default for cards nobody has
told anyone about: a hand is seen by its owner, a deck by nobody (unless its
order is known), a discard pile and a board by everyone.

What the kernel derives from that, so no game writes it again:

- ``Zone.view(seat)``: the zone as ``seat`` sees it (card ids where known,
  ``None`` where hidden) for observations;
- ``resample_hidden(zones, seat, rng)``: the determinization step of ISMCTS.
  Every card ``seat`` does not know, in any of ``zones``, is pooled, shuffled
  and dealt back into exactly the same hidden positions, so counts, known
  cards and known positions stay as they were;
- ``conservation_errors(expected, zones)``: every card exactly once.

Games whose hot loop keeps plain lists (ids in a hand, a flag per card) use
the same two generic steps through ``resample_positions``, which takes the
zones as lists and a predicate saying which positions a seat knows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal, TypeVar

from cardtable.kernel.rng import Rng
from cardtable.kernel.serial import register

Visibility = Literal["owner", "all", "none"]
"""Who sees a zone's cards by default: its owner, everyone, nobody."""

EVERYONE: Final[frozenset[int]] = frozenset({-1})
"""The ``known`` value of a card every seat (and a spectator) knows."""

T = TypeVar("T")
H = TypeVar("H", bound=Hashable)


@dataclass(frozen=True, slots=True)
class CardRef:
    """One card instance."""

    uid: int
    """Identity across zones for the whole game."""
    cid: str
    """The printed card (an id of the game's card data)."""
    known: frozenset[int] = frozenset()
    """Seats told what this card is beyond the zone's default (``EVERYONE``: all)."""

    def reveal(self, seats: Iterable[int] | None = None) -> CardRef:
        """This card, now also known to ``seats`` (``None``: to everyone)."""
        if seats is None:
            return replace(self, known=EVERYONE)
        return replace(self, known=self.known | frozenset(seats))

    def forget(self) -> CardRef:
        """This card after a secret shuffle: only the zone's default applies."""
        return replace(self, known=frozenset()) if self.known else self


register(CardRef)


@dataclass(slots=True)
class Zone:
    """An ordered zone of card instances (index 0 is the bottom / the left)."""

    name: str
    owner: int | None = None
    visibility: Visibility = "owner"
    cards: list[CardRef] = field(default_factory=list)
    order_known: bool = False
    """For a hidden zone (a deck): whether its order is known to those who know
    its cards; a shuffled deck has ``False``."""

    def knows(self, seat: int | None, card: CardRef) -> bool:
        """Whether ``seat`` (``None``: a spectator) knows what ``card`` is here."""
        known = card.known
        if known is EVERYONE or -1 in known:
            return True
        if self.visibility == "all":
            return True
        if seat is None:
            return False
        if self.visibility == "owner" and seat == self.owner:
            return True
        return seat in known

    def view(self, seat: int | None) -> list[str | None]:
        """Card ids as ``seat`` sees them, ``None`` for a hidden card."""
        return [c.cid if self.knows(seat, c) else None for c in self.cards]

    def public_count(self) -> int:
        return len(self.cards)

    def take(self, index: int = -1) -> CardRef:
        """Remove and return the card at ``index`` (default: the top)."""
        return self.cards.pop(index)

    def put(self, card: CardRef, index: int | None = None) -> None:
        """Add ``card`` on top (or at ``index``)."""
        if index is None:
            self.cards.append(card)
        else:
            self.cards.insert(index, card)

    def shuffle(self, rng: Rng) -> None:
        """Shuffle in secret: nobody knows the order or the cards any more."""
        self.cards = [c.forget() for c in self.cards]
        rng.shuffle(self.cards)
        self.order_known = False


register(Zone)


def resample_hidden(zones: Sequence[Zone], seat: int | None, rng: Rng) -> None:
    """Resample, in place, every card of ``zones`` that ``seat`` does not know.

    The hidden cards are pooled, shuffled and dealt back into the same hidden
    positions: counts, known cards and their positions do not change.
    """
    slots: list[tuple[Zone, int]] = []
    pool: list[CardRef] = []
    for zone in zones:
        for i, card in enumerate(zone.cards):
            if not zone.knows(seat, card):
                slots.append((zone, i))
                pool.append(card)
    rng.shuffle(pool)
    for (zone, i), card in zip(slots, pool, strict=True):
        zone.cards[i] = card


def resample_positions(zones: Sequence[MutableSequence[T]],
                       known: Callable[[int, int, T], bool], rng: Rng) -> int:
    """``resample_hidden`` for zones kept as plain lists.

    ``known(zone_index, position, item)`` says whether the seat knows that
    position; every other item is pooled, shuffled and dealt back into the
    unknown positions. Returns how many items were resampled.
    """
    slots: list[tuple[int, int]] = []
    pool: list[T] = []
    for z, zone in enumerate(zones):
        for i, item in enumerate(zone):
            if not known(z, i, item):
                slots.append((z, i))
                pool.append(item)
    rng.shuffle(pool)
    for (z, i), item in zip(slots, pool, strict=True):
        zones[z][i] = item
    return len(pool)


def conservation_errors(expected: Iterable[H], zones: Iterable[tuple[str, Iterable[H]]]
                        ) -> list[str]:
    """Every expected card exactly once across the named zones; one message per problem.

    ``expected`` is the game's whole card list (by uid or by id, with repeats
    for copies); ``zones`` pairs each zone's name with its cards.
    """
    want = Counter(expected)
    have: Counter[H] = Counter()
    where: dict[H, list[str]] = {}
    for name, cards in zones:
        for card in cards:
            have[card] += 1
            where.setdefault(card, []).append(name)
    errors: list[str] = []
    for card in sorted(set(want) | set(have), key=repr):
        w, h = want.get(card, 0), have.get(card, 0)
        if h > w:
            errors.append(f"{card!r} is there {h} times, expected {w} "
                          f"(in {', '.join(where[card])})")
        elif h < w:
            errors.append(f"{card!r} is missing ({h} of {w})")
    return errors


def zone_observation(zone: Zone, seat: int | None) -> dict[str, Any]:
    """A JSON-ready view of ``zone`` for ``seat``: its count and the cards it knows."""
    return {"name": zone.name, "owner": zone.owner, "count": len(zone.cards),
            "cards": zone.view(seat)}
