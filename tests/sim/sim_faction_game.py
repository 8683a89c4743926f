"""A test-only variant of the toy game with the optional balance hooks.

Each seat plays a faction: ``plain`` starts with 0 points, ``bonus1`` with 1
and ``bonus2`` with 2 (so the matrix has a known direction). Two ``bonus2``
seats are forbidden, to exercise skipped pairings. ``card_played`` names the
card a ``play`` or ``beat`` action uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.kernel import Action, OptionError, State
from cardtable.kernel.game import GameOptions
from support.toy_game import ToyGame, ToyOptions, ToyState

FACTIONS = {"plain": 0, "bonus1": 1, "bonus2": 2}


class FactionOptions(ToyOptions):
    bonus: tuple[int, ...] = ()
    """Starting points per seat (empty: none)."""


class FactionState(ToyState):
    __slots__ = ()

    def _setup(self) -> None:
        super()._setup()
        for seat, points in enumerate(self.options.bonus):
            self.scores[seat] += points


class FactionToyGame(ToyGame):
    id = "toy_factions"
    names = {"cs": "Hračka s frakcemi", "en": "Toy with factions"}
    options_model = FactionOptions
    state_class = FactionState

    def check_options(self, players: int, options: GameOptions) -> None:
        assert isinstance(options, FactionOptions)
        if options.bonus and len(options.bonus) != players:
            raise OptionError("toy_factions: one bonus per seat")
        if list(options.bonus).count(2) > 1:
            raise OptionError("toy_factions: bonus2 may not meet itself")

    def balance_factions(self) -> list[str]:
        return list(FACTIONS)

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        return {"bonus": [FACTIONS[f] for f in factions]}

    def card_played(self, state: State, action: Action) -> str | None:
        assert isinstance(state, ToyState)
        if action.kind == "play":
            return f"card{state.hands[state.active][action.int_arg('hand')]:02d}"
        if action.kind == "beat":
            return f"card{state.hands[state._responder()][action.int_arg('hand')]:02d}"
        return None


FACTION_TOY = FactionToyGame()
