"""A tiny test-only card game that exercises every kernel feature.

Twelve numbered cards are shuffled; each of 2-3 players is dealt three hidden
cards. On a turn the active seat either plays a card face up or draws a hidden
card. After a play the next seat (a non-active player) must answer: beat it
with a higher card from hand, or pass. The answer scores a point for whoever
wins the exchange. The game ends after ten turns or when the active seat
cannot act; the highest score wins. Cards of a finished exchange go face up
to a public discard pile, which every observation shows (so the conformance
suite's leak check sees each public reveal in the observation too).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    Game,
    GameOptions,
    IntRange,
    Rng,
    State,
)
from cardtable.kernel.i18n import register_messages
from cardtable.kernel.tensor import (
    Section,
    TensorLayout,
    TensorWriter,
    relative_index,
    relative_seats,
)

MAX_HAND = 5
DECK = list(range(1, 13))

register_messages("toy", {
    "en": {"play": "seat {seat} plays {card}", "draw": "seat {seat} draws {card}",
           "draw_hidden": "seat {seat} draws a card", "beat": "seat {seat} beats with {card}",
           "pass": "seat {seat} passes"},
    "cs": {"play": "hráč {seat} hraje {card}", "draw": "hráč {seat} si lízl {card}",
           "draw_hidden": "hráč {seat} si lízl kartu", "beat": "hráč {seat} přebil kartou {card}",
           "pass": "hráč {seat} pasuje"},
})


class ToyOptions(GameOptions):
    turns: int = 10
    """Number of turns before the game ends."""


class ToyState(State):
    __slots__ = ("active", "deck", "discard", "hands", "pending", "scores", "turn")

    active: int
    deck: list[int]
    discard: list[int]
    hands: list[list[int]]
    pending: int | None
    scores: list[int]
    turn: int

    def _setup(self) -> None:
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(3)] for _ in range(self.num_players)]
        for seat, hand in enumerate(self.hands):
            for card in hand:
                self.log_private([seat], "toy.draw", {"seat": seat, "card": card},
                                 "toy.draw_hidden", {"seat": seat})
        self.scores = [0] * self.num_players
        self.active = 0
        self.pending = None
        self.turn = 0
        self.discard = []

    def _responder(self) -> int:
        return (self.active + 1) % self.num_players

    def _current(self) -> int:
        return self._responder() if self.pending is not None else self.active

    def _terminal(self) -> bool:
        if self.turn >= self.options.turns:
            return True
        return self.pending is None and not self.hands[self.active] and not self.deck

    def _returns(self) -> list[float]:
        best = max(self.scores)
        winners = [s for s in range(self.num_players) if self.scores[s] == best]
        if len(winners) > 1:
            return [0.0 if s in winners else -1.0 for s in range(self.num_players)]
        return [1.0 if s in winners else -1.0 for s in range(self.num_players)]

    def _legal(self) -> list[Action]:
        if self.pending is not None:
            hand = self.hands[self._responder()]
            beats = [Action("beat", hand=i) for i, c in enumerate(hand) if c > self.pending]
            return [*beats, Action("pass")]
        hand = self.hands[self.active]
        actions = [Action("play", hand=i) for i in range(len(hand))]
        if self.deck and len(hand) < MAX_HAND:
            actions.append(Action("draw"))
        return actions

    def explain_illegal(self, action: Action) -> str:
        if action.kind == "beat" and self.pending is not None:
            return f"TOY-1: the card must be higher than {self.pending}"
        if action.kind == "draw":
            return "TOY-2: cannot draw with an empty deck or a full hand"
        return super().explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if action.kind == "play":
            card = self.hands[self.active].pop(action.int_arg("hand"))
            self.pending = card
            self.log("toy.play", seat=self.active, card=card)
        elif action.kind == "draw":
            card = self.deck.pop()
            self.hands[self.active].append(card)
            self.log_private([self.active], "toy.draw", {"seat": self.active, "card": card},
                             "toy.draw_hidden", {"seat": self.active})
            self._end_turn()
        elif action.kind == "beat":
            responder = self._responder()
            card = self.hands[responder].pop(action.int_arg("hand"))
            self.scores[responder] += 1
            assert self.pending is not None
            self.discard.extend((self.pending, card))
            self.log("toy.beat", seat=responder, card=card)
            self._end_turn()
        else:
            self.scores[self.active] += 1
            assert self.pending is not None
            self.discard.append(self.pending)
            self.log("toy.pass", seat=self._responder())
            self._end_turn()

    def _end_turn(self) -> None:
        self.pending = None
        self.turn += 1
        self.active = (self.active + 1) % self.num_players

    def _observation(self, seat: int | None) -> dict[str, Any]:
        return {
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "scores": list(self.scores),
            "active": self.active,
            "pending": self.pending,
            "discard": list(self.discard),
            "turn": self.turn,
        }

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        unseen: list[int] = list(self.deck)
        for other, hand in enumerate(self.hands):
            if other != seat:
                unseen.extend(hand)
        rng.shuffle(unseen)
        for other, hand in enumerate(self.hands):
            if other != seat:
                self.hands[other] = [unseen.pop() for _ in hand]
        self.deck = unseen


class ToyGame(Game):
    id = "toy"
    names = {"cs": "Hračka", "en": "Toy"}
    min_players = 2
    max_players = 3
    options_model = ToyOptions
    state_class = ToyState
    action_space = ActionSpace([
        ActionKind("play", (("hand", IntRange(0, MAX_HAND - 1)),)),
        ActionKind("draw"),
        ActionKind("beat", (("hand", IntRange(0, MAX_HAND - 1)),)),
        ActionKind("pass"),
    ])

    def tensor_layout(self, players: int, options: ToyOptions) -> TensorLayout:
        cards = len(DECK)
        return TensorLayout([
            Section("hand", cards, "the viewer's hand: 1 per card value 1..12"),
            Section("hand_sizes", players, "hand sizes, viewer first, / 5"),
            Section("deck_size", 1, "cards left in the deck / 12"),
            Section("scores", players, "scores, viewer first, / turns"),
            Section("active", players, "who plays this turn, one-hot, viewer first"),
            Section("pending", cards, "the card waiting for an answer, one-hot"),
            Section("discard", cards, "the discard pile: 1 per card value"),
            Section("turn", 1, "turns played / turns"),
        ])

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: ToyOptions) -> None:
        players, seat = observation["players"], observation["seat"]
        order = relative_seats(players, seat)
        turns = max(1, options.turns)
        writer.numbers("hand", [1 if c in (observation["hand"] or ()) else 0 for c in DECK])
        writer.numbers("hand_sizes", [observation["hand_sizes"][s] for s in order], MAX_HAND)
        writer.numbers("deck_size", [observation["deck_size"]], len(DECK))
        writer.numbers("scores", [observation["scores"][s] for s in order], turns)
        writer.one_hot("active", relative_index(players, seat, observation["active"]))
        pending = observation["pending"]
        writer.one_hot("pending", None if pending is None else pending - 1)
        writer.numbers("discard", [1 if c in observation["discard"] else 0 for c in DECK])
        writer.numbers("turn", [observation["turn"]], turns)

    def length_bound(self, players: int, options: ToyOptions) -> int:
        """A turn is a draw, or a play and its answer: two actions at most."""
        return 2 * options.turns

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_terminal():
            return state.returns()[seat]
        assert isinstance(state, ToyState)
        lead = state.scores[seat] - max(s for i, s in enumerate(state.scores) if i != seat)
        return max(-1.0, min(1.0, lead / 5))


TOY = ToyGame()
