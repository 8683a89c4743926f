"""How the terminal names the seats: from the point of view of the one human at the table.

With one human (the *perspective* seat), that seat is "You"/"Ty"; in a
two-player game the other seat is "Opponent"/"Soupeř"; otherwise a seat is
"Player N"/"Hráč N" with N the seat number the game's own log uses. A name
given with ``--seat human:name=Eva`` (or ``greedy:name=Bob``) always wins.
Hot seat (several humans) and bots-only tables have no perspective.

Names are used where Czech needs no case ending: at the start of a sentence,
after a colon, or as a label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from cardtable.cli.config import HUMAN, seat_kind, split_seat
from cardtable.cli.messages import msg

SEAT_WORD = re.compile(r"\b(seat|player|hráč|hráče|hráči|hráčem|hráčů)\s(\d)\b(?!\s\()",
                       re.IGNORECASE)
"""A seat named by number in an event's text ("seat 1", "hráče 0")."""


class SeatNames:
    """The display names of a table's seats in one language."""

    def __init__(self, seats: Sequence[str], players: int, lang: str,
                 perspective: int | None) -> None:
        self.specs = list(seats)
        """``--seat`` specs per seat; may be empty (a record that does not say)."""
        self.players = players
        self.lang = lang
        self.perspective = perspective
        self.given = {seat: name for seat, spec in enumerate(self.specs)
                      if (name := split_seat(spec)[1])}

    @classmethod
    def for_table(cls, seats: Sequence[str], lang: str) -> SeatNames:
        """Names for a table: the perspective is the human seat when there is exactly one."""
        humans = [seat for seat, spec in enumerate(seats) if seat_kind(spec) == HUMAN]
        return cls(seats, len(seats), lang, humans[0] if len(humans) == 1 else None)

    def is_you(self, seat: int) -> bool:
        return seat == self.perspective

    def name(self, seat: int) -> str:
        """``Ty``/``You``, ``Soupeř``/``Opponent``, a given name, or ``Hráč N``/``Player N``."""
        if seat in self.given:
            return self.given[seat]
        if self.perspective is not None:
            if seat == self.perspective:
                return msg("you", self.lang)
            if self.players == 2:
                return msg("opponent", self.lang)
        return msg("player_n", self.lang, seat=seat)

    def label(self, seat: int) -> str:
        """The name with who plays it: ``Soupeř (greedy)``, ``Hráč 1 (člověk)``; you: the name."""
        name = self.name(seat)
        if seat == self.perspective:
            return name
        if seat >= len(self.specs):
            return name
        kind = split_seat(self.specs[seat])[0]
        who = msg("seat_human", self.lang) if kind == HUMAN else kind
        return f"{name} ({who})"

    def listing(self) -> str:
        """``0: Ty, 1: Soupeř (greedy)``: every seat's number and label."""
        return ", ".join(f"{seat}: {self.label(seat)}" for seat in range(self.players))

    def mark(self, text: str) -> str:
        """``text`` (an event's line) with each seat it names by number followed by that
        seat's table name: "hráč 1 (soupeř) útočí…", "seat 0 (you) draws…". Only seats
        with a name of their own (you, opponent, a given name) are marked."""
        def named(match: re.Match[str]) -> str:
            seat = int(match.group(2))
            if seat >= self.players or not (seat in self.given or self.perspective is not None):
                return match.group(0)
            name = self.name(seat)
            return f"{match.group(0)} ({name if seat in self.given else name.lower()})"

        return SEAT_WORD.sub(named, text)

    def names(self, seats: Sequence[int]) -> str:
        """Several names joined by commas."""
        return ", ".join(self.name(seat) for seat in seats)
