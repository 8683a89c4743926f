"""``PlayerView``: everything a seat (human, bot or remote player) may use.

A view is built from a state for one seat and exposes only that seat's
observation, its events, its legal actions and ``determinize``; it never hands
out the true state, so a bot cannot cheat.
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel.action import Action
from cardtable.kernel.events import Event
from cardtable.kernel.game import AnyGame, State
from cardtable.kernel.rng import Rng


class PlayerView:
    """What ``seat`` is allowed to know and do in a state."""

    __slots__ = ("__state", "game", "legal_actions", "observation", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self.game: AnyGame = state.game
        self.seat = seat
        self.observation: dict[str, Any] = state.observation(seat)
        self.legal_actions: list[Action] = (
            state.legal_actions() if state.current_player() == seat else [])
        self.__state = state

    @property
    def is_my_turn(self) -> bool:
        return bool(self.legal_actions)

    @property
    def events(self) -> list[Event]:
        """The log as this seat sees it."""
        return self.__state.events_for(self.seat)

    def determinize(self, rng: Rng) -> State:
        """A full state consistent with this seat's knowledge, hidden parts resampled.

        Its log and history are reduced to what the seat saw, so the sample
        carries no trace of the true hidden information.
        """
        sample = self.__state.determinize(self.seat, rng)
        sample.events = sample.events_for(self.seat)
        sample.history = []
        return sample
