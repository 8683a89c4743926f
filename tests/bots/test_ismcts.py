"""ISMCTS: it never reads the true state, it is deterministic for a seed, and it
models every seat (including non-active responders and 3-player games)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from cardtable.bots import BOTS, Bot, IsmctsBot, RandomBot, make_bot
from cardtable.kernel import Action, PlayerView, Rng, State
from support.toy_game import TOY, ToyState

_GUARD = {"thinking": False, "inside_view_call": 0}
_VIEW_CALLS = frozenset({"determinize", "events_for", "__class__"})


@contextmanager
def _view_call() -> Iterator[None]:
    _GUARD["inside_view_call"] += 1
    try:
        yield
    finally:
        _GUARD["inside_view_call"] -= 1


@contextmanager
def _thinking() -> Iterator[None]:
    _GUARD["thinking"] = True
    try:
        yield
    finally:
        _GUARD["thinking"] = False


class TrueStateTouched(AssertionError):
    """Raised when a bot reads the guarded true state outside ``PlayerView``."""


class GuardedToyState(ToyState):
    """A toy state that raises on every access while a bot is thinking, except
    inside the calls ``PlayerView`` itself makes (``determinize`` and
    ``events_for``). Its clones are plain, unguarded ``ToyState`` objects, so
    the determinized samples a bot gets are free to use."""

    __slots__ = ()

    def __getattribute__(self, name: str) -> Any:
        if (_GUARD["thinking"] and not _GUARD["inside_view_call"]
                and name not in _VIEW_CALLS):
            raise TrueStateTouched(f"the bot read '{name}' of the true state")
        return object.__getattribute__(self, name)

    def determinize(self, seat: int | None, rng: Rng) -> State:
        with _view_call():
            return super().determinize(seat, rng)

    def events_for(self, seat: int | None) -> list[Any]:
        with _view_call():
            return super().events_for(seat)

    def clone(self) -> State:
        new = super().clone()
        new.__class__ = ToyState
        return new


def _guard(state: State) -> GuardedToyState:
    state.__class__ = GuardedToyState
    assert isinstance(state, GuardedToyState)
    return state


def _choose_guarded(bot: Bot, state: State, seat: int) -> Action:
    view = PlayerView(state, seat)
    with _thinking():
        return bot.choose(view)


class PeekingBot(Bot):
    """A cheater: reads the opponents' hands through the view's private state."""

    def choose(self, view: PlayerView) -> Action:
        state = view._PlayerView__state  # type: ignore[attr-defined]
        assert state.hands is not None
        return view.legal_actions[0]


@pytest.mark.pure_python  # its cheater reads a mangled private name compiled classes lack
def test_guard_catches_a_bot_that_reads_the_true_state() -> None:
    """The guard is real: a peeking bot is caught, so the next tests can fail."""
    state = _guard(TOY.new_state(seed=1, players=2))
    with pytest.raises(TrueStateTouched):
        _choose_guarded(PeekingBot(0), state, 0)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("rollout", ["random", "greedy"])
def test_ismcts_never_touches_the_true_state(players: int, rollout: str) -> None:
    """A whole game in which every ISMCTS decision (active player and non-active
    responder alike) runs while the true state raises on any access."""
    state = _guard(TOY.new_state(seed=11, players=players))
    bots = [IsmctsBot(seed + 5, iterations=30, rollout=rollout, rollout_depth=6)
            for seed in range(players)]
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        action = _choose_guarded(bots[seat], state, seat)
        state.apply(action)
        decisions += 1
    assert decisions > 10
    assert any(a.kind in ("beat", "pass") for a in state.history)


def _play(bots: list[Bot], seed: int, players: int) -> list[Action]:
    state = TOY.new_state(seed=seed, players=players)
    while not state.is_terminal():
        seat = state.current_player()
        assert seat is not None
        state.apply(bots[seat].choose(PlayerView(state, seat)))
    return state.history


def test_same_seed_same_move() -> None:
    state = TOY.new_state(seed=3, players=3)
    view = PlayerView(state, 0)
    moves = {IsmctsBot(42, iterations=60).choose(view) for _ in range(3)}
    assert len(moves) == 1
    assert moves <= set(view.legal_actions)


def test_same_seeds_same_game() -> None:
    def bots() -> list[Bot]:
        return [IsmctsBot(1, iterations=40), IsmctsBot(2, iterations=40, rollout="greedy")]

    assert _play(bots(), seed=9, players=2) == _play(bots(), seed=9, players=2)


def test_search_is_reproducible_node_by_node() -> None:
    view = PlayerView(TOY.new_state(seed=5, players=2), 0)
    a = IsmctsBot(7, iterations=80).search(view)
    b = IsmctsBot(7, iterations=80).search(view)
    assert {k: (c.visits, c.avail) for k, c in a.children.items()} == {
        k: (c.visits, c.avail) for k, c in b.children.items()}
    assert a.visits == 80
    assert sum(c.visits for c in a.children.values()) == 80


def _last_turn_low_card(players: int) -> ToyState:
    """Seat 0 on the last turn holds only the lowest card: playing it lets the
    responder (a non-active seat) beat it and win; drawing ends level."""
    state = TOY.new_state(seed=0, players=players)
    assert isinstance(state, ToyState)
    state.hands = [[1], [5, 6, 7], [8, 9, 10]][:players]
    used = {c for hand in state.hands for c in hand}
    state.deck = [c for c in range(1, 13) if c not in used]
    state.scores = [0] * players
    state.turn = state.options.turns - 1
    state.active = 0
    state.pending = None
    state.invalidate()
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_models_the_responder_as_maximising_its_own_reward(players: int) -> None:
    """A tree that backed up only the root seat's reward would think the
    responder passes and play the card; per-seat rewards make it draw."""
    view = PlayerView(_last_turn_low_card(players), 0)
    assert set(view.legal_actions) == {Action("play", hand=0), Action("draw")}
    assert IsmctsBot(3, iterations=200, rollout_depth=None).choose(view) == Action("draw")


def test_responder_beats_on_the_last_turn() -> None:
    """The non-active responder decides well too: beating wins, passing loses."""
    state = _last_turn_low_card(2)
    state.hands[0] = [4, 1]
    state.deck.remove(4)
    state.apply(Action("play", hand=0))
    view = PlayerView(state, 1)
    assert view.is_my_turn and state.current_player() == 1
    assert IsmctsBot(4, iterations=100).choose(view).kind == "beat"


def test_beats_random_on_the_toy_game() -> None:
    """Fixed seeds, so this is a known answer rather than a statistical gate
    (200 such games score about 0.85; random against random scores 0.5)."""
    score = 0.0
    games = 24
    for g in range(games):
        ismcts, rnd = IsmctsBot(g, iterations=80), RandomBot(g + 100)
        lineup: list[Bot] = [ismcts, rnd] if g % 2 == 0 else [rnd, ismcts]
        state = TOY.new_state(seed=g, players=2)
        while not state.is_terminal():
            seat = state.current_player()
            assert seat is not None
            state.apply(lineup[seat].choose(PlayerView(state, seat)))
        score += (state.returns()[g % 2] + 1) / 2
    assert score >= 0.67 * games


def test_registered_and_validates_parameters() -> None:
    assert BOTS["ismcts"] is IsmctsBot
    assert isinstance(make_bot("ismcts", 1), IsmctsBot)
    with pytest.raises(ValueError, match="rollout"):
        IsmctsBot(rollout="smart")
    with pytest.raises(ValueError, match="iterations"):
        IsmctsBot(iterations=0)
    with pytest.raises(ValueError, match="rollout_depth"):
        IsmctsBot(rollout_depth=-1)


def test_single_legal_action_needs_no_search() -> None:
    state = _last_turn_low_card(2)
    state.hands[0] = [4, 1]
    state.deck.remove(4)
    state.apply(Action("play", hand=1))
    state.hands[1] = [2, 3, 5]
    state.invalidate()
    bot = IsmctsBot(1, iterations=50)
    view = PlayerView(state, 1)
    assert len(view.legal_actions) == 4
    bot.choose(view)
    assert bot.last_iterations == 50
    state.hands[1] = []
    state.invalidate()
    view = PlayerView(state, 1)
    assert bot.choose(view) == Action("pass")
    assert bot.last_iterations == 0



def test_games_without_evaluation_roll_out_to_the_end() -> None:
    """A cut-off leaf of a game without ``evaluate`` would score 0 for all seats;
    such rollouts run to the end and so always back up a real result."""
    from cardtable.kernel import Game

    class PlainToy(type(TOY)):  # type: ignore[misc]
        evaluate = Game.evaluate

    game = PlainToy()
    state = TOY.new_state(seed=2, players=2)
    state.game = game
    bot = IsmctsBot(1, iterations=40, rollout_depth=0)
    root = bot.search(PlayerView(state, 0))
    assert any(c.reward != [0.0, 0.0] for c in root.children.values())


def _toy_with_hints(hints: dict[str, Any]) -> Any:
    class HintedToy(type(TOY)):  # type: ignore[misc]
        bot_params = {"ismcts": hints}

    return HintedToy()


def test_game_bot_params_fill_what_the_caller_left_unset() -> None:
    """A game's tuned ``bot_params`` apply to unset parameters; explicit ones win."""
    game = _toy_with_hints({"rollout_depth": 3, "exploration": 1.4})
    state = TOY.new_state(seed=2, players=2)
    state.game = game
    bot = IsmctsBot(1, iterations=10)
    assert (bot.rollout_depth, bot.exploration) == (20, 0.7)
    bot.choose(PlayerView(state, state.current_player()))
    assert (bot.rollout_depth, bot.exploration, bot.rollout) == (3, 1.4, "random")
    explicit = IsmctsBot(1, iterations=10, rollout_depth=None)
    explicit.choose(PlayerView(state, state.current_player()))
    assert (explicit.rollout_depth, explicit.exploration) == (None, 1.4)


def test_game_bot_params_are_validated_with_the_game_named() -> None:
    state = TOY.new_state(seed=2, players=2)
    state.game = _toy_with_hints({"depth": 3})
    with pytest.raises(ValueError, match=r"toy\.bot_params: unknown ismcts parameter\(s\) depth"):
        IsmctsBot(1, iterations=10).choose(PlayerView(state, state.current_player()))
    state.game = _toy_with_hints({"rollout": "clever"})
    with pytest.raises(ValueError, match=r"toy\.bot_params: rollout must be"):
        IsmctsBot(1, iterations=10).choose(PlayerView(state, state.current_player()))


def test_every_registered_game_ships_valid_bot_params() -> None:
    """A typo in a game's tuned ``bot_params`` fails here, not in a user's match."""
    from cardtable.kernel import game_ids, load

    for game_id in game_ids():
        game = load(game_id)
        bot = IsmctsBot(0, iterations=1)
        bot.configure(game)
        hints = dict(game.bot_params.get("ismcts", {}))
        assert {k: getattr(bot, k) for k in hints} == hints
