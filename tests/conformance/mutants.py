"""Deliberately broken copies of the toy game, one bug each, for the mutation checks.

Each mutant overrides a single hook of ``ToyState`` (or ``ToyGame``) and is
registered under its own id while ``test_mutations`` runs. ``MUTANTS`` maps
each to the property that must catch it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cardtable.kernel import Action, Event, Game, GameOptions, Rng, State
from support.toy_game import ToyGame, ToyState


# ---- P1 ----------------------------------------------------------------------------
class StuckState(ToyState):
    """Forgets that passing is always allowed: a responder without a higher card is stuck."""

    __slots__ = ()

    def _legal(self) -> list[Action]:
        return [a for a in super()._legal() if a.kind != "pass"]


class EndlessState(ToyState):
    """Never counts turns and recycles the discard pile into the deck: never ends."""

    __slots__ = ()

    def _apply(self, action: Action) -> None:
        super()._apply(action)
        self.turn = 0
        if not self.deck:
            self.deck, self.discard = self.discard, []


# ---- P2 ----------------------------------------------------------------------------
class GlobalRandomState(ToyState):
    """Shuffles with Python's global ``random`` instead of the state's seeded RNG."""

    __slots__ = ()

    def _setup(self) -> None:
        super()._setup()
        cards = self.deck + [c for hand in self.hands for c in hand]
        random.shuffle(cards)
        self.hands = [[cards.pop() for _ in hand] for hand in self.hands]
        self.deck = cards


# ---- P3 ----------------------------------------------------------------------------
class SharedCloneState(ToyState):
    """A fast clone that forgets to copy the score list: clone and original share it."""

    __slots__ = ()

    def _copy_game_data(self, new: State) -> None:
        super()._copy_game_data(new)
        object.__setattr__(new, "scores", self.scores)


class UnsavedState(ToyState):
    """Keeps a rule counter outside ``__slots__``, so ``to_json`` loses it.

    The rule: after two draws a seat may draw only with an empty hand.
    """

    draws_taken: int

    def _setup(self) -> None:
        super()._setup()
        self.draws_taken = 0

    def _legal(self) -> list[Action]:
        actions = super()._legal()
        if self.draws_taken >= 2 and self.pending is None and self.hands[self.active]:
            actions = [a for a in actions if a.kind != "draw"]
        return actions

    def _apply(self, action: Action) -> None:
        if action.kind == "draw":
            self.draws_taken += 1
        super()._apply(action)

    def _copy_game_data(self, new: State) -> None:
        super()._copy_game_data(new)
        new.__dict__.update(self.__dict__)


# ---- P4 ----------------------------------------------------------------------------
class MutatingExplainState(ToyState):
    """Explaining why an action is illegal hands the current seat a point."""

    __slots__ = ()

    def explain_illegal(self, action: Action) -> str:
        self.scores[self._current()] += 1
        return super().explain_illegal(action)


# ---- P5 ----------------------------------------------------------------------------
class PeekingObservationState(ToyState):
    """The observation shows every hand, the opponents' included."""

    __slots__ = ()

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return {**super()._observation(seat), "all_hands": [list(h) for h in self.hands]}


class LoudDrawState(ToyState):
    """A drawn card is announced in a public event instead of a private one."""

    __slots__ = ()

    def _apply(self, action: Action) -> None:
        if action.kind != "draw":
            super()._apply(action)
            return
        seat, card = self.active, self.deck[-1]
        super()._apply(action)
        self.events[-1] = Event("toy.draw", {"seat": seat, "card": card})


# ---- P6 ----------------------------------------------------------------------------
class ReshuffledOwnHandState(ToyState):
    """Determinizing also reshuffles the seat's own hand, which it can see."""

    __slots__ = ()

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        super()._determinize(seat, rng)
        if seat is not None:
            rng.shuffle(self.hands[seat])


class ShrunkDeckState(ToyState):
    """Determinizing loses a card of the deck, whose size every seat can see."""

    __slots__ = ()

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        super()._determinize(seat, rng)
        if self.deck:
            self.deck.pop()


# ---- P8 ----------------------------------------------------------------------------
class PeekingTensorGame(ToyGame):
    """Builds the tensor of a state from the state: every hand, the opponents' included."""

    id = "toy_peeking_tensor"

    def observation_tensor(self, source: State | Mapping[str, Any], seat: int | None,
                           options: Mapping[str, Any] | GameOptions | None = None
                           ) -> list[float]:
        tensor = super().observation_tensor(source, seat, options)
        if isinstance(source, ToyState) and seat is not None:
            other = source.hands[(seat + 1) % source.num_players]
            tensor[0] = float(sum(other))
        return tensor


class GrowingTensorGame(ToyGame):
    """Appends the viewer's hand to the tensor: its length follows the hand size."""

    id = "toy_growing_tensor"

    def observation_tensor(self, source: State | Mapping[str, Any], seat: int | None,
                           options: Mapping[str, Any] | GameOptions | None = None
                           ) -> list[float]:
        tensor = super().observation_tensor(source, seat, options)
        seen = source.observation(seat) if isinstance(source, State) else source
        return tensor + [float(c) for c in seen["hand"] or ()]


class DrawMaskGame(ToyGame):
    """Marks ``draw`` legal in every mask, also when the deck is empty or it is an answer."""

    id = "toy_draw_mask"

    def legal_action_mask(self, state: ToyState) -> list[int]:
        mask = super().legal_action_mask(state)
        mask[self.encode(Action("draw"))] = 1
        return mask


class ShortGameBound(ToyGame):
    """Counts one action per turn, forgetting the answer to a played card."""

    id = "toy_short_bound"

    def length_bound(self, players: int, options: Any) -> int:
        return int(options.turns)


# ---- the mutant games ----------------------------------------------------------------
def _game(game_id: str, state: type[ToyState]) -> ToyGame:
    cls = type(f"Game_{game_id}", (ToyGame,), {"id": game_id, "state_class": state})
    return cls()


class CollidingCodesGame(ToyGame):
    """Encodes ``play``/``beat`` without their hand index: distinct actions share codes."""

    id = "toy_colliding_codes"

    def encode(self, action: Action) -> int:
        if action.kind in ("play", "beat"):
            action = Action(action.kind, hand=0)
        return super().encode(action)


class CodeOutOfRangeGame(ToyGame):
    """Encodes ``pass`` one past the end of its action space."""

    id = "toy_code_out_of_range"

    def encode(self, action: Action) -> int:
        if action.kind == "pass":
            return self.num_distinct_actions
        return super().encode(action)

    def decode(self, code: int, state: State | None = None) -> Action:
        if code == self.num_distinct_actions:
            return Action("pass")
        return super().decode(code, state)


MUTANTS: dict[str, tuple[str, Game]] = {
    "toy_stuck": ("P1", _game("toy_stuck", StuckState)),
    "toy_endless": ("P1", _game("toy_endless", EndlessState)),
    "toy_global_random": ("P2", _game("toy_global_random", GlobalRandomState)),
    "toy_shared_clone": ("P3", _game("toy_shared_clone", SharedCloneState)),
    "toy_unsaved": ("P3", _game("toy_unsaved", UnsavedState)),
    "toy_mutating_explain": ("P4", _game("toy_mutating_explain", MutatingExplainState)),
    "toy_peeking_obs": ("P5", _game("toy_peeking_obs", PeekingObservationState)),
    "toy_loud_draw": ("P5", _game("toy_loud_draw", LoudDrawState)),
    "toy_reshuffled_hand": ("P6", _game("toy_reshuffled_hand", ReshuffledOwnHandState)),
    "toy_shrunk_deck": ("P6", _game("toy_shrunk_deck", ShrunkDeckState)),
    "toy_colliding_codes": ("P7", CollidingCodesGame()),
    "toy_code_out_of_range": ("P7", CodeOutOfRangeGame()),
    "toy_peeking_tensor": ("P8", PeekingTensorGame()),
    "toy_growing_tensor": ("P8", GrowingTensorGame()),
    "toy_draw_mask": ("P8", DrawMaskGame()),
    "toy_short_bound": ("P8", ShortGameBound()),
}
"""Mutant id -> (the property that must catch it, the game)."""
